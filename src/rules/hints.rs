//! Hints as data: a scenario's `hints` are said when the player is stuck,
//! each only while its condition holds on the live board. A condition
//! ([`When`]) is made of board facts (a link, a setting, a group's lag, a
//! Node down, a goal's state, …) joined by `All`, `Any` and `Not`; a time,
//! an incident still to come, a budget level or a run total may only add an
//! "at risk" clause ([`When::is_board_fact`], [`When::needs_board`]). A
//! hint's words may show live figures through placeholders (`{lag:billing}`,
//! [`Figure`]), filled from the board each time it is shown. The sim judges
//! the conditions and fills the figures (`sim::hints`); the ui keeps the
//! idle wait, "Got it" and the drawing. Documented for modders in
//! `scenarios/README.md` ("Hints").

use serde::{Deserialize, Serialize};

use super::catalog::{Catalog, Role};
use super::consumer::{OffsetReset, ProcessingGuarantee};
use super::data::DataError;
use super::incident::IncidentKind;
use super::scenario::{Acks, Goal, PartitionKey, Scenario};
use super::stars::Star;
use super::tutorial::{Panel, Pointer};

/// Most hints in a scenario.
pub const MAX_HINTS: usize = 32;
/// Most conditions (leaves and combinators) in one hint's `when`.
pub const MAX_CONDITIONS: usize = 64;
/// Deepest nesting of `All`, `Any` and `Not` in one hint's `when`.
pub const MAX_DEPTH: usize = 8;

/// A hint: said, pointing, while its condition holds and the player has
/// not acted for `idle` sim seconds.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Hint {
    /// The problem it names, as the board shows it (at least one board
    /// fact; see [`When`]).
    pub when: When,
    /// What it says: the problem and the card and option that would help.
    /// `{name:arg}` placeholders show live figures ([`Figure`]); `{{`
    /// writes a brace.
    pub say: String,
    /// What it points at.
    #[serde(default)]
    pub point: Pointer,
    /// Sim seconds without a player action before it is said; the
    /// catalog's `sim.hint_idle_seconds` when absent.
    #[serde(default)]
    pub idle: Option<f64>,
}

impl Hint {
    /// Sim seconds without a player action before it is said.
    pub fn idle_seconds(&self, rules: &super::catalog::SimRules) -> f64 {
        self.idle.unwrap_or(rules.hint_idle_seconds)
    }
}

/// A hint's condition, judged on the live board each time the hint could
/// be shown (`sim::hints::holds`). Node ids are the board's; a group is a
/// consumer group's name. Numbers compare with `at_least` (use `Not` for
/// "below").
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum When {
    /// Every condition holds (none: true).
    All(Vec<When>),
    /// At least one holds (none: false).
    Any(Vec<When>),
    /// The condition does not hold.
    Not(Box<When>),

    // ---- Board facts: Nodes and links ----
    /// A direct link `from` → `to`.
    Linked {
        /// The Node that sends.
        from: String,
        /// The Node it sends to.
        to: String,
    },
    /// `from` links to at least one Node, and every Node it links to is in
    /// `zone`.
    TargetsIn {
        /// The Node that sends (a Load Balancer, an API).
        from: String,
        /// The zone.
        zone: String,
    },
    /// A Queue that something feeds and that Workers of two or more groups
    /// take tasks from (each task reaches one group only).
    SharedQueue(String),
    /// The Node is down (a dead host, a zone or region outage).
    Down(String),
    /// The Node is down from an incident of this kind.
    DownFrom {
        /// The Node.
        node: String,
        /// The incident kind.
        cause: IncidentKind,
    },
    /// Replace would bring the Node back now: its host died and the money
    /// for a new one is there.
    CanReplace(String),
    /// Fail over would bring the Node back now: it is down in a region
    /// outage and keeps no data (and another region is on the board), or in
    /// a zone outage and keeps a Standby.
    CanFailOver(String),
    /// The Node is down and nothing stands in for it: any Node but a
    /// Worker; a Worker that still owns partitions, or whose group has no
    /// other Worker up.
    Missing(String),
    /// The Node is in this zone.
    Zone {
        /// The Node.
        node: String,
        /// The zone.
        is: String,
    },
    /// The Node's size step is at least this.
    Size {
        /// The Node.
        node: String,
        /// Size step, 1-based.
        at_least: u32,
    },
    /// This research item is owned.
    Owns(String),

    // ---- Board facts: Event Streams and Databases ----
    /// The stream has at least this many partitions.
    Partitions {
        /// The stream's Node id.
        node: String,
        /// Partitions.
        at_least: u32,
    },
    /// The stream partitions by key or round robin.
    PartitionKey {
        /// The stream's Node id.
        node: String,
        /// Key or round robin.
        is: PartitionKey,
    },
    /// The stream salts each key over at least this many partitions (1: no
    /// salt).
    Salt {
        /// The stream's Node id.
        node: String,
        /// Partitions per key.
        at_least: u32,
    },
    /// The stream keeps at least this many copies of each partition.
    ReplicationFactor {
        /// The stream's Node id.
        node: String,
        /// Copies.
        at_least: u32,
    },
    /// The stream's `min.insync.replicas` is at least this.
    MinInsyncReplicas {
        /// The stream's Node id.
        node: String,
        /// Replicas.
        at_least: u32,
    },
    /// The stream's producers send with these acks.
    Acks {
        /// The stream's Node id.
        node: String,
        /// `Zero`, `One` or `All`.
        is: Acks,
    },
    /// The stream's producers are idempotent: `enable.idempotence` with
    /// `acks=all` (docs/RULES.md#idempotence).
    IdempotentProducers(String),
    /// The stream keeps events at least this long, sim seconds.
    Retention {
        /// The stream's Node id.
        node: String,
        /// Sim seconds.
        at_least: f64,
    },
    /// The stream's brokers are spread over the zones.
    SpreadZones(String),
    /// The stream's unclean leader election is on.
    UncleanLeaderElection(String),
    /// A broker of the stream is down (its replicas cannot be moved then).
    BrokerDown(String),
    /// A reassignment of the stream runs: new replicas are still catching
    /// up (docs/RULES.md#reassignment).
    Reassigning(String),
    /// The stream has a replication throttle set.
    ReplicationThrottle(String),
    /// An open transaction holds some partition of the stream's last
    /// stable offset below its high watermark (docs/RULES.md#transactions).
    OpenTransaction(String),
    /// Some partition of the stream has no leader: every replica that may
    /// lead (in the ISR, or eligible) is down.
    Offline(String),
    /// Some partition of the stream has no leader and a replica of it is up
    /// (out of sync): unclean leader election could bring it back.
    UncleanCouldLead(String),
    /// The Database has a unique key on the task.
    UniqueKey(String),

    // ---- Board facts: groups and Workers ----
    /// Some Worker of the group is linked from the stream.
    Reads {
        /// Group.
        group: String,
        /// The stream's Node id.
        node: String,
    },
    /// The group has at least this many Workers.
    Workers {
        /// Group.
        group: String,
        /// Workers.
        at_least: u32,
    },
    /// The group has more Workers running and linked from its streams
    /// than those streams have partitions: some of them own none.
    IdleWorkers(String),
    /// The streams the group reads have more partitions than it has
    /// Workers running: one Worker more would get a partition.
    PartitionsToSpare(String),
    /// The Worker owns this partition of the stream it reads.
    Assigned {
        /// The Worker's Node id.
        node: String,
        /// Partition index.
        partition: u32,
    },
    /// The Worker is stopped (its consumer left the group).
    Stopped(String),
    /// The Worker is slowed down by an incident.
    Slow(String),
    /// The group is stopped at an event it cannot read (a breaking schema
    /// change, or a poison pill).
    Blocked(String),
    /// The group was reset to the start of its stream to read it again and
    /// a `Replay` goal follows it (it stays so once it has caught up).
    Replaying(String),
    /// Every Worker of the group (one at least) is idempotent: it is so
    /// itself, or it writes to a Database with a unique key.
    Idempotent(String),
    /// Every Worker of the group (one at least) is a static member: its
    /// consumer has a `group.instance.id` (docs/RULES.md#static-membership).
    Static(String),
    /// The group's `auto.offset.reset`.
    OffsetReset {
        /// Group.
        group: String,
        /// `Earliest` or `Latest`.
        is: OffsetReset,
    },
    /// The group's `isolation.level` (docs/RULES.md#transactions).
    Isolation {
        /// Group.
        group: String,
        /// `ReadUncommitted` or `ReadCommitted`.
        is: crate::log::Isolation,
    },
    /// The group's `group.protocol` (docs/RULES.md#consumer-protocol).
    Protocol {
        /// Group.
        group: String,
        /// `Classic` or `Consumer`.
        is: super::consumer::GroupProtocol,
    },
    /// The group's `processing.guarantee` (docs/RULES.md#read-process-write).
    Guarantee {
        /// Group.
        group: String,
        /// `AtLeastOnce` or `ExactlyOnceV2`.
        is: ProcessingGuarantee,
    },
    /// The stream's topic's `cleanup.policy` (docs/RULES.md#compaction).
    Cleanup {
        /// Node id of the stream.
        node: String,
        /// `Delete`, `Compact` or `CompactDelete`.
        is: crate::log::CleanupPolicy,
    },
    /// The group's poll interval is at least this, sim seconds.
    PollInterval {
        /// Group.
        group: String,
        /// Sim seconds.
        at_least: f64,
    },
    /// Some partition's lag of the group is over this many records.
    LagAbove {
        /// Group.
        group: String,
        /// Records.
        records: u64,
    },
    /// Every partition's lag of the group is at most this many records.
    LagBelow {
        /// Group.
        group: String,
        /// Records.
        records: u64,
    },
    /// The group's lag (summed over its partitions, from its consumers'
    /// positions) rose in at least two thirds of the seconds of the
    /// catalog's `sim.hint_trend_seconds`, and is higher than at their
    /// start: it reads slower than records arrive (a reset's one jump is
    /// not growth).
    LagGrowing(String),
    /// At the rate the group's worst partition lag rose over the catalog's
    /// `sim.hint_trend_seconds`, it passes `max` before the scenario ends
    /// (an endless one: some day).
    LagHeading {
        /// Group.
        group: String,
        /// Records.
        max: u64,
    },
    /// This goal holds now (any goal; a `Survive`, `ReachEra` or
    /// `EarnRevenue` goal is not a board fact).
    Goal(Goal),
    /// Something went wrong (a bad outcome) within the catalog's
    /// `sim.hint_burn_seconds`: the error budget is burning now.
    Burning,
    /// Some card shows trouble: a Node down or struck by an incident, a
    /// stream with a partition offline or too few in sync, a blocked or
    /// rebalancing group, stranded records or lag past the warning, a
    /// Worker stopped, paused, slow or idle, a producer on a new schema.
    Troubled,

    // ---- At risk: never enough alone ----
    /// The sim clock has reached this time, seconds.
    After(f64),
    /// The sim clock is before this time, seconds.
    Before(f64),
    /// A scheduled incident of this kind has not struck yet.
    Coming(IncidentKind),
    /// More than this share of the error budget is spent (0.5 = half).
    BudgetAbove(f64),
    /// At the rate bad outcomes came over the catalog's
    /// `sim.hint_trend_seconds`, the error budget runs out before the
    /// scenario ends (an endless one: some day).
    BudgetRunsOut,
    /// At least this many duplicate side effects so far.
    Duplicates(u64),
    /// At least this many events lost so far.
    Lost(u64),
}

impl When {
    /// Whether this condition (a leaf) is a board fact: something the
    /// board shows now, that a player's move can change. Times, incidents
    /// to come, the budget spent and run totals are not (`All`, `Any` and
    /// `Not` are not leaves: false).
    pub fn is_board_fact(&self) -> bool {
        use When as W;
        match self {
            W::All(_) | W::Any(_) | W::Not(_) => false,
            W::After(_) | W::Before(_) | W::Coming(_) | W::BudgetAbove(_) | W::BudgetRunsOut => false,
            W::Duplicates(_) | W::Lost(_) => false,
            W::Goal(g) => !matches!(g, Goal::Survive(_) | Goal::ReachEra(_) | Goal::EarnRevenue(_)),
            _ => true,
        }
    }

    /// Whether every way this condition can hold goes through a board
    /// fact: a time, a budget level or a run total alone never makes it
    /// hold (negations pushed down to the leaves).
    pub fn needs_board(&self) -> bool {
        self.needs(true)
    }

    fn needs(&self, positive: bool) -> bool {
        match (self, positive) {
            (When::Not(c), _) => c.needs(!positive),
            (When::All(cs), true) | (When::Any(cs), false) => cs.iter().any(|c| c.needs(positive)),
            (When::Any(cs), true) | (When::All(cs), false) => !cs.is_empty() && cs.iter().all(|c| c.needs(positive)),
            (leaf, _) => leaf.is_board_fact(),
        }
    }

    /// The conditions it is made of, itself first, depth first.
    pub fn walk(&self) -> Vec<&When> {
        let mut out = vec![self];
        match self {
            When::All(cs) | When::Any(cs) => cs.iter().for_each(|c| out.extend(c.walk())),
            When::Not(c) => out.extend(c.walk()),
            _ => {}
        }
        out
    }

    /// How deep `All`, `Any` and `Not` nest (a leaf: 0).
    pub fn depth(&self) -> usize {
        match self {
            When::All(cs) | When::Any(cs) => 1 + cs.iter().map(When::depth).max().unwrap_or(0),
            When::Not(c) => 1 + c.depth(),
            _ => 0,
        }
    }

    /// The Node a leaf names, with the role it must have (`None`: any).
    fn node(&self) -> Option<(&str, Option<RoleKind>)> {
        use When as W;
        let stream = Some(RoleKind::Stream);
        Some(match self {
            W::Linked { from, .. } | W::TargetsIn { from, .. } => (from, None),
            W::SharedQueue(n) => (n, Some(RoleKind::Queue)),
            W::Down(n) | W::CanReplace(n) | W::CanFailOver(n) | W::Missing(n) => (n, None),
            W::DownFrom { node, .. } | W::Zone { node, .. } | W::Size { node, .. } => (node, None),
            W::Partitions { node, .. }
            | W::PartitionKey { node, .. }
            | W::Salt { node, .. }
            | W::ReplicationFactor { node, .. }
            | W::MinInsyncReplicas { node, .. }
            | W::Acks { node, .. }
            | W::Retention { node, .. }
            | W::Cleanup { node, .. }
            | W::Reads { node, .. } => (node, stream),
            W::SpreadZones(n) | W::UncleanLeaderElection(n) | W::BrokerDown(n) | W::Offline(n) => (n, stream),
            W::Reassigning(n) | W::ReplicationThrottle(n) | W::OpenTransaction(n) => (n, stream),
            W::IdempotentProducers(n) => (n, stream),
            W::UncleanCouldLead(n) => (n, stream),
            W::UniqueKey(n) => (n, Some(RoleKind::Database)),
            W::Assigned { node, .. } => (node, Some(RoleKind::Worker)),
            W::Stopped(n) | W::Slow(n) => (n, Some(RoleKind::Worker)),
            _ => return None,
        })
    }
}

/// The role a Node named in a hint must have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum RoleKind {
    Stream,
    Queue,
    Database,
    Worker,
}

impl RoleKind {
    fn fits(self, role: &Role) -> bool {
        role.kind() == self.role()
    }
    /// The component role it asks for.
    fn role(self) -> super::catalog::RoleKind {
        match self {
            RoleKind::Stream => super::catalog::RoleKind::Stream,
            RoleKind::Queue => super::catalog::RoleKind::Queue,
            RoleKind::Database => super::catalog::RoleKind::Database,
            RoleKind::Worker => super::catalog::RoleKind::Worker,
        }
    }
    fn words(self) -> &'static str {
        match self {
            RoleKind::Stream => "an Event Stream",
            RoleKind::Queue => "a Queue",
            RoleKind::Database => "a Database",
            RoleKind::Worker => "a Worker",
        }
    }
}

/// A live figure a hint's words may show: `{name:arg}` in `say`, filled
/// from the board each time the hint is shown (`sim::hints::render`). A
/// figure that cannot be filled (its Node gone, an empty list) keeps the
/// hint from being shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Figure {
    /// `{lag:GROUP}`: the group's worst partition lag, records (`1,234`).
    Lag(String),
    /// `{workers:GROUP}`: how many Workers the group has.
    Workers(String),
    /// `{idle:GROUP}`: the group's idle Workers (`billing-3 and billing-4`).
    Idle(String),
    /// `{blocked:NODE}`: the groups stopped at an unreadable event on the
    /// stream (`billing and email`).
    Blocked(String),
    /// `{groups:NODE}`: the groups whose Workers read the stream or take
    /// tasks from the Queue.
    Groups(String),
    /// `{reset:GROUP}`: the group's `auto.offset.reset` (`latest`).
    Reset(String),
    /// `{poll:GROUP}`: the group's poll interval (`60 s`).
    Poll(String),
    /// `{session:GROUP}`: the group's session timeout (`45 s`).
    Session(String),
    /// `{partitions:NODE}`: the stream's partitions.
    Partitions(String),
    /// `{replicas:NODE}`: the stream's replication factor.
    Replicas(String),
    /// `{min_insync:NODE}`: the stream's `min.insync.replicas`.
    MinInsync(String),
    /// `{acks:NODE}`: the stream's acks (`0`, `1`, `all`).
    Acks(String),
    /// `{retention:NODE}`: the stream's retention (`10 h`).
    Retention(String),
    /// `{zone:NODE}`: the Node's zone.
    Zone(String),
    /// `{size:NODE}`: the Node's size step.
    Size(String),
    /// `{price:NODE}`: what a new host for the Node costs (`$150`).
    Price(String),
    /// `{budget}`: the share of the error budget spent (`62%`).
    Budget,
    /// `{troubled}`: the cards that show trouble (`api-1 and api-2`).
    Troubled,
}

impl Figure {
    /// The figure a placeholder names: `name`, or `name:arg`.
    ///
    /// Errors: an unknown name, an argument missing or not wanted.
    pub fn parse(inside: &str) -> Result<Figure, String> {
        let (name, arg) = match inside.split_once(':') {
            Some((n, a)) => (n, Some(a.trim().to_string())),
            None => (inside, None),
        };
        let need = |f: fn(String) -> Figure| match &arg {
            Some(a) if !a.is_empty() => Ok(f(a.clone())),
            _ => Err(format!("{{{name}}} needs a Node id or a group: {{{name}:…}}")),
        };
        let alone = |f: Figure| match arg {
            None => Ok(f),
            Some(_) => Err(format!("{{{name}}} takes no argument")),
        };
        match name {
            "lag" => need(Figure::Lag),
            "workers" => need(Figure::Workers),
            "idle" => need(Figure::Idle),
            "blocked" => need(Figure::Blocked),
            "groups" => need(Figure::Groups),
            "reset" => need(Figure::Reset),
            "poll" => need(Figure::Poll),
            "session" => need(Figure::Session),
            "partitions" => need(Figure::Partitions),
            "replicas" => need(Figure::Replicas),
            "min_insync" => need(Figure::MinInsync),
            "acks" => need(Figure::Acks),
            "retention" => need(Figure::Retention),
            "zone" => need(Figure::Zone),
            "size" => need(Figure::Size),
            "price" => need(Figure::Price),
            "budget" => alone(Figure::Budget),
            "troubled" => alone(Figure::Troubled),
            _ => Err(format!(
                "unknown figure {{{name}}} (known: lag, workers, idle, blocked, groups, reset, poll, session, partitions, replicas, min_insync, acks, retention, zone, size, price, budget, troubled; {{{{ writes a brace)"
            )),
        }
    }

    /// The Node it names, with the role it must have (`None`: any).
    fn node(&self) -> Option<(&str, Option<RoleKind>)> {
        let stream = Some(RoleKind::Stream);
        match self {
            Figure::Blocked(n) | Figure::Partitions(n) | Figure::Replicas(n) => Some((n, stream)),
            Figure::MinInsync(n) | Figure::Acks(n) | Figure::Retention(n) => Some((n, stream)),
            Figure::Groups(n) | Figure::Zone(n) | Figure::Size(n) | Figure::Price(n) => Some((n, None)),
            _ => None,
        }
    }
}

/// A piece of a hint's words: text as written, or a live figure.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Piece {
    /// Text as written (`{{` already made a brace).
    Text(String),
    /// A figure to fill in.
    Figure(Figure),
}

/// A hint's words in pieces: a placeholder is `{` and a lowercase letter
/// up to the next `}`; `{{` writes `{`; any other brace is text (so a JSON
/// record in a console line reads as written).
///
/// Errors: an unclosed placeholder, or one [`Figure::parse`] refuses.
pub fn pieces(say: &str) -> Result<Vec<Piece>, String> {
    let mut out = Vec::new();
    let mut text = String::new();
    let mut rest = say;
    while let Some(i) = rest.find('{') {
        text.push_str(&rest[..i]);
        let after = &rest[i + 1..];
        if let Some(more) = after.strip_prefix('{') {
            text.push('{');
            rest = more;
        } else if after.starts_with(|c: char| c.is_ascii_lowercase()) {
            let end = after.find('}').ok_or_else(|| format!("'{{{}' is not closed with }}", first_word(after)))?;
            if !text.is_empty() {
                out.push(Piece::Text(std::mem::take(&mut text)));
            }
            out.push(Piece::Figure(Figure::parse(&after[..end])?));
            rest = &after[end + 1..];
        } else {
            text.push('{');
            rest = after;
        }
    }
    text.push_str(rest);
    if !text.is_empty() {
        out.push(Piece::Text(text));
    }
    Ok(out)
}

fn first_word(s: &str) -> &str {
    s.split(|c: char| c.is_whitespace()).next().unwrap_or(s)
}

/// Checks a scenario's hints: how many, each condition (the Nodes it names
/// exist and have the role it needs, research items the catalog has,
/// numbers in range, size and nesting, and at least one board fact that
/// every way of holding goes through), each text and its figures, the
/// pointer and the idle time.
///
/// Errors: [`DataError`] at `hints` or `hints[i].when|say|point|idle`.
pub fn check(hints: &[Hint], s: &Scenario, catalog: &Catalog, file: &str) -> Result<(), DataError> {
    let bad = |at: String, why: &str| Err(DataError::invalid(file, at, why));
    if hints.len() > MAX_HINTS {
        return bad("hints".into(), &format!("at most {MAX_HINTS} hints"));
    }
    let nodes: Vec<&str> = s.nodes.iter().map(|n| n.id.as_str()).collect();
    for (i, h) in hints.iter().enumerate() {
        let at = |f: &str| format!("hints[{i}].{f}");
        check_when(&h.when, s, catalog).or_else(|why| bad(at("when"), &why))?;
        super::tutorial::check_text(&h.say).or_else(|why| bad(at("say"), &why))?;
        check_words(&h.say, s, catalog).or_else(|why| bad(at("say"), &why))?;
        super::tutorial::check_pointer(&h.point, &nodes).or_else(|why| bad(at("point"), &why))?;
        if h.idle.is_some_and(|s| !(s.is_finite() && (0.0..=86_400.0).contains(&s))) {
            return bad(at("idle"), "must be between 0 and 86,400 sim seconds");
        }
    }
    Ok(())
}

/// A Node id a hint names: on the board, with the role it needs.
fn check_node(id: &str, want: Option<RoleKind>, s: &Scenario, catalog: &Catalog) -> Result<(), String> {
    let Some(n) = s.nodes.iter().find(|n| n.id == id) else {
        return Err(format!("no Node with id '{id}' on the board"));
    };
    match (want, catalog.component(&n.kind).map(|c| &c.role)) {
        (Some(k), Some(role)) if !k.fits(role) => Err(format!("'{id}' is not {}", k.words())),
        _ => Ok(()),
    }
}

fn check_when(w: &When, s: &Scenario, catalog: &Catalog) -> Result<(), String> {
    let all = w.walk();
    if all.len() > MAX_CONDITIONS || w.depth() > MAX_DEPTH {
        return Err(format!("at most {MAX_CONDITIONS} conditions, nested at most {MAX_DEPTH} deep"));
    }
    for c in &all {
        if let Some((id, want)) = c.node() {
            check_node(id, want, s, catalog)?;
        }
        if let When::Linked { to, .. } = c {
            check_node(to, None, s, catalog)?;
        }
        if let When::Owns(item) = c
            && catalog.research_item(item).is_none()
        {
            return Err(format!("the catalog has no research item '{item}'"));
        }
        let number = match c {
            When::After(t) | When::Before(t) | When::Retention { at_least: t, .. } => Some(*t),
            When::PollInterval { at_least: t, .. } | When::BudgetAbove(t) => Some(*t),
            _ => None,
        };
        if number.is_some_and(|x| !(x.is_finite() && x >= 0.0)) {
            return Err("a number must be finite and at least 0".into());
        }
    }
    if !w.needs_board() {
        return Err("names no board fact that it needs: a time, an incident to come, the budget spent or a run total alone keeps a hint up after its problem is solved; add what on the board shows the problem (a link, a setting, a lag, a Node down, a goal not met…)".into());
    }
    Ok(())
}

fn check_words(say: &str, s: &Scenario, catalog: &Catalog) -> Result<(), String> {
    for p in pieces(say)? {
        if let Piece::Figure(f) = p
            && let Some((id, want)) = f.node()
        {
            check_node(id, want, s, catalog)?;
        }
    }
    Ok(())
}

/// Whether the scenario's stars forbid buying a Node of `kind`: a
/// `SpendAtMost` below its price.
fn spending_forbidden(s: &Scenario, catalog: &Catalog, kind: &str) -> bool {
    let price = catalog.component(kind).map(|c| c.place_cost).unwrap_or(0.0);
    s.stars.iter().any(|star| matches!(star, Star::SpendAtMost(most) if *most < price))
}

/// The game's own hints for a scenario, after the scenario's own: a
/// group's lag growing past a `KeepLagBelow` limit (in a scenario without
/// goals, past the catalog's warning) with a remedy the stars allow, a Node
/// down that nothing stands in for while Replace or Fail over can bring it
/// back, a partition with no leader while unclean leader election could
/// bring it back (unless a star asks for no event lost), the error budget
/// past half and running out at the rate it burns. Each names the card and the option that would help,
/// and says only what its condition checks. Their words are in the
/// player's language when they are made (messages `rules-hint-…`), figures
/// such as `{lag:billing}` kept for the hint to fill.
pub fn default_hints(s: &Scenario, catalog: &Catalog) -> Vec<Hint> {
    let mut out = lag_hints(s, catalog);
    out.extend(down_hints(s, catalog));
    out.push(Hint {
        when: When::All(vec![When::BudgetAbove(0.5), When::Burning, When::BudgetRunsOut, When::Troubled]),
        say: crate::t!("rules-hint-budget"),
        point: Pointer::Panel(Panel::Budget),
        idle: None,
    });
    out
}

/// The lag hints, for each group whose lag the scenario scores (a
/// `KeepLagBelow` goal; every group of a scenario without goals, past the
/// catalog's warning) and that it links from a stream: one while the group
/// has idle Workers (more partitions put them to work) and, where the
/// stars allow buying a Worker, one for more Workers while a partition has
/// none to spare; nothing where neither fits. Each holds only while the lag grows (and, against a limit, heads
/// past it before the end).
fn lag_hints(s: &Scenario, catalog: &Catalog) -> Vec<Hint> {
    let rules = &catalog.sim;
    let is_stream = |id: &str| s.nodes.iter().any(|n| n.id == id && n.stream.is_some());
    let in_group =
        |id: &str, g: &str| s.nodes.iter().any(|n| n.id == id && n.worker.as_ref().is_some_and(|w| w.group == g));
    let mut groups: Vec<(&str, &str)> =
        s.nodes.iter().filter_map(|n| n.worker.as_ref().map(|w| (w.group.as_str(), n.kind.as_str()))).collect();
    groups.sort();
    groups.dedup_by(|a, b| a.0 == b.0);
    let mut out = Vec::new();
    for (g, kind) in groups {
        // The stream the group reads: the first link from a stream to one of its Workers.
        let Some(stream) = s.links.iter().find(|l| is_stream(&l.from) && in_group(&l.to, g)).map(|l| l.from.clone())
        else {
            continue;
        };
        let limit = s.goals.iter().find_map(|goal| match goal {
            Goal::KeepLagBelow { group, max, .. } if group == g => Some(*max),
            _ => None,
        });
        let (mut facts, why) = match limit {
            Some(max) => (
                vec![
                    When::LagAbove { group: g.into(), records: (max as f64 * rules.hint_lag_share) as u64 },
                    When::LagHeading { group: g.into(), max },
                ],
                crate::t!("rules-hint-why-limit", max = max.to_string()),
            ),
            None if s.goals.is_empty() => (
                vec![When::LagAbove { group: g.into(), records: rules.lag_warning_records }],
                crate::t!("rules-hint-why-past", records = rules.lag_warning_records.to_string()),
            ),
            None => continue,
        };
        // A blocked group is a schema's problem, not the load's.
        facts.extend([
            When::Reads { group: g.into(), node: stream.clone() },
            When::LagGrowing(g.into()),
            When::Not(Box::new(When::Blocked(g.into()))),
        ]);
        let at_risk = |extra: When| When::All(facts.iter().cloned().chain([extra]).collect());
        let point = Pointer::GroupBar { node: stream.clone(), group: g.to_string() };
        out.push(Hint {
            when: at_risk(When::IdleWorkers(g.into())),
            say: crate::t!("rules-hint-idle-workers", group = g, stream = stream.as_str(), why = why.as_str()),
            point: point.clone(),
            idle: None,
        });
        if !spending_forbidden(s, catalog, kind) {
            out.push(Hint {
                when: at_risk(When::PartitionsToSpare(g.into())),
                say: crate::t!("rules-hint-more-workers", group = g, stream = stream.as_str(), why = why.as_str()),
                point,
                idle: None,
            });
        }
    }
    out
}

/// The hints for a Node down (while Replace or Fail over brings it back)
/// and for a replicated stream's partition with no leader (while unclean
/// leader election could bring it back).
fn down_hints(s: &Scenario, catalog: &Catalog) -> Vec<Hint> {
    // A Node down, or a partition with no leader, costs at once: said sooner.
    let urgent = |when: When, say: String, node: &str| Hint {
        when,
        say,
        point: Pointer::Card(node.to_string()),
        idle: Some(catalog.sim.hint_idle_seconds / 2.0),
    };
    let mut out = Vec::new();
    for n in &s.nodes {
        let id = n.id.as_str();
        let say = crate::t!("rules-hint-replace", node = id);
        out.push(urgent(When::All(vec![When::CanReplace(id.into()), When::Missing(id.into())]), say, id));
        // Fail over: a Node that keeps no data leaves a dark region; one
        // that keeps a Standby promotes it in a dark zone.
        let spec = catalog.component(&n.kind);
        if spec.is_some_and(|c| !c.holds_data) {
            let when = When::All(vec![
                When::CanFailOver(id.into()),
                When::Missing(id.into()),
                When::DownFrom { node: id.into(), cause: IncidentKind::RegionOutage },
            ]);
            let say = crate::t!("rules-hint-region-fail-over", node = id);
            out.push(urgent(when, say, id));
        }
        if spec.is_some_and(|c| c.keeps_standby) {
            let when = When::All(vec![
                When::CanFailOver(id.into()),
                When::Missing(id.into()),
                When::DownFrom { node: id.into(), cause: IncidentKind::ZoneOutage },
            ]);
            let say = crate::t!("rules-hint-zone-fail-over", node = id);
            out.push(urgent(when, say, id));
        }
        // Unclean leader election loses events: not offered where a star
        // asks for none lost.
        let keep_all = s.stars.iter().any(|star| matches!(star, Star::LostAtMost(_)));
        if n.stream.as_ref().is_some_and(|st| st.replication_factor > 1) && !keep_all {
            let when = When::All(vec![
                When::UncleanCouldLead(id.into()),
                When::Not(Box::new(When::UncleanLeaderElection(id.into()))),
            ]);
            let say = crate::t!("rules-hint-unclean", node = id);
            out.push(urgent(when, say, id));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hint(when: When, say: &str) -> Hint {
        Hint { when, say: say.into(), point: Pointer::Nothing, idle: None }
    }

    fn shop() -> Scenario {
        let text = r#"(name: "t", nodes: [
            (id: "api", kind: "api", at: (0.0, 0.0), producer: (rate: 1.0, keys: (prefix: "o-", entities: 10))),
            (id: "orders", kind: "log", at: (1.0, 0.0), stream: (partitions: 2)),
            (id: "billing-1", kind: "worker", at: (2.0, 0.0), worker: (group: "billing")),
        ], links: [(from: "api", to: "orders"), (from: "orders", to: "billing-1")])"#;
        Scenario::parse(text, "t.ron", &Catalog::builtin()).unwrap()
    }

    fn checked(h: Hint) -> Result<(), String> {
        check(&[h], &shop(), &Catalog::builtin(), "t.ron").map_err(|e| e.to_string())
    }

    #[test]
    fn a_hint_needs_a_board_fact_on_every_way_it_can_hold() {
        let linked = || When::Linked { from: "api".into(), to: "billing-1".into() };
        assert!(linked().needs_board());
        assert!(!When::After(30.0).needs_board());
        assert!(!When::Goal(Goal::Survive(15.0)).needs_board());
        assert!(!When::BudgetAbove(0.1).needs_board());
        assert!(When::All(vec![linked(), When::After(30.0)]).needs_board());
        assert!(!When::Any(vec![linked(), When::After(30.0)]).needs_board(), "the time alone can make it hold");
        assert!(When::Not(Box::new(linked())).needs_board());
        // Not(All([fact, time])) holds whenever the time has not come.
        assert!(!When::Not(Box::new(When::All(vec![linked(), When::After(3.0)]))).needs_board());
        assert!(!When::Any(vec![]).needs_board());
        let e = checked(hint(When::Goal(Goal::Survive(15.0)), "Hurry.")).unwrap_err();
        assert!(e.contains("hints[0].when") && e.contains("board fact"), "{e}");
        assert!(checked(hint(linked(), "Linked.")).is_ok());
    }

    #[test]
    fn a_bad_node_role_research_or_figure_is_located() {
        let e = checked(hint(When::Down("nope".into()), "x")).unwrap_err();
        assert!(e.contains("hints[0].when") && e.contains("nope"), "{e}");
        let e = checked(hint(When::Acks { node: "api".into(), is: Acks::All }, "x")).unwrap_err();
        assert!(e.contains("not an Event Stream"), "{e}");
        let e =
            checked(hint(When::All(vec![When::Down("api".into()), When::Owns("Telepathy".into())]), "x")).unwrap_err();
        assert!(e.contains("Telepathy"), "{e}");
        let e = checked(hint(When::Down("api".into()), "Lag {lag}.")).unwrap_err();
        assert!(e.contains("hints[0].say") && e.contains("{lag}"), "{e}");
        let e = checked(hint(When::Down("api".into()), "Lag {lagg:billing}.")).unwrap_err();
        assert!(e.contains("unknown figure"), "{e}");
        let e = checked(hint(When::Down("api".into()), "{acks:billing-1}")).unwrap_err();
        assert!(e.contains("not an Event Stream"), "{e}");
        let e = checked(hint(When::Down("api".into()), "{lag:billing")).unwrap_err();
        assert!(e.contains("not closed"), "{e}");
    }

    #[test]
    fn words_split_into_text_and_figures_and_json_reads_as_written() {
        let p = pieces("Lag {lag:billing} on {{orders}}: type {\"a\":1}").unwrap();
        assert_eq!(
            p,
            vec![
                Piece::Text("Lag ".into()),
                Piece::Figure(Figure::Lag("billing".into())),
                Piece::Text(" on {orders}}: type {\"a\":1}".into()),
            ]
        );
        assert_eq!(pieces("{budget} spent").unwrap()[0], Piece::Figure(Figure::Budget));
        assert!(pieces("{budget:x}").is_err());
    }

    #[test]
    fn the_default_lag_hint_offers_no_worker_where_the_stars_forbid_spending() {
        let mut s = shop();
        let some = default_hints(&s, &Catalog::builtin());
        assert!(some.iter().any(|h| h.say.contains("more Workers")));
        s.stars = vec![Star::Win, Star::SpendAtMost(0.0), Star::Win];
        let none = default_hints(&s, &Catalog::builtin());
        assert!(none.iter().all(|h| !h.say.contains("more Workers")));
        assert!(none.iter().any(|h| h.say.contains("idle:billing")), "the partitions remedy stays");
        // Every default hint names its problem with a board fact.
        for h in &none {
            assert!(h.when.needs_board(), "{h:?}");
            assert!(pieces(&h.say).is_ok(), "{}", h.say);
        }
    }
}
