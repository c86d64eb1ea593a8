//! The run's timeline, for the debrief and the report: the player's
//! actions, when a group's lag first passed the catalog's warning, when
//! each kind of bad outcome first happened and where, when the error
//! budget crossed half and all of it, and a sample of lag, budget and money
//! every few sim seconds. Incidents are in the incident log; the debrief
//! merges them in. From these and the catalog's cures come the lessons
//! (one to three, the costliest causes first).

use bevy::prelude::*;
use serde::Serialize;
use strum::IntoEnumIterator;

use super::economy::{Damage, ErrorBudget, Ledger};
use super::{AccountSet, ActionLog, Board, Node, PlayerAction, SimClock, SimLog, SimTick, Stream};
use crate::locale::Language;
use crate::locale::data::text_in;
use crate::rules::catalog::{Catalog, Lessons};
use crate::rules::words::{fixed_in, t};

/// What a moment of the timeline is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum MomentKind {
    /// The player did something.
    Action,
    /// A group's lag passed the warning.
    Lag,
    /// The first bad outcome of a cause.
    Damage(Cause),
    /// The error budget crossed a share (percent).
    Budget(u32),
}

pub use super::economy::Cause;

/// One moment of the run.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Moment {
    /// Sim time, seconds.
    pub at: f64,
    /// What it is.
    pub kind: MomentKind,
    /// It in words.
    pub text: String,
    /// The card it happened on (a Node id), when there is one.
    pub node: Option<String>,
}

/// Lag, Queues, budget, money and the goals' figures at one sim time.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Sample {
    /// Sim time, seconds.
    pub at: f64,
    /// The worst group's lag, summed over its partitions, records (`None`:
    /// no stream is read by a group).
    pub lag: Option<u64>,
    /// Tasks waiting in every Queue together (`None`: the board has no Queue).
    pub queue_depth: Option<u64>,
    /// Share of the error budget spent.
    pub budget_share: f64,
    /// Money, dollars.
    pub money: f64,
    /// Each goal's figure (its `value`, see [`GoalFigure`]), in the
    /// scenario's order; `None` for a goal without one.
    ///
    /// [`GoalFigure`]: super::goals::GoalFigure
    pub goals: Vec<Option<f64>>,
}

/// The run's timeline.
#[derive(Resource, Clone, Debug, Default, PartialEq, Serialize)]
pub struct Timeline {
    /// The moments, in time order.
    pub moments: Vec<Moment>,
    /// Samples, every [`SAMPLE_SECONDS`] (thinned to at most
    /// [`MAX_SAMPLES`] on long runs).
    #[serde(skip)]
    pub samples: Vec<Sample>,
    /// Actions already noted.
    #[serde(skip)]
    actions_seen: usize,
    /// Groups over the lag warning now.
    #[serde(skip)]
    lagging: Vec<String>,
    /// Budget shares crossed (50, 100).
    #[serde(skip)]
    crossed: Vec<u32>,
    /// Sim seconds between samples now.
    #[serde(skip)]
    spacing: f64,
}

/// Sim seconds between samples at the start.
pub const SAMPLE_SECONDS: f64 = 5.0;
/// Most samples kept: past it, every other one is dropped and the spacing doubles.
pub const MAX_SAMPLES: usize = 240;

/// Most moments kept (a long game with an action a second stays bounded).
pub const MAX_MOMENTS: usize = 2000;

/// The Node parts the timeline looks at.
type Parts<'w, 's> = Query<
    'w,
    's,
    (
        &'static Node,
        Option<&'static Stream>,
        Option<&'static super::Queue>,
        Option<&'static super::Producer>,
        Option<&'static super::Worker>,
    ),
>;
type PartsItem<'a> =
    (&'a Node, Option<&'a Stream>, Option<&'a super::Queue>, Option<&'a super::Producer>, Option<&'a super::Worker>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Timeline>()
        .add_systems(SimTick, note.in_set(AccountSet::Notes))
        .add_systems(super::state::SimStart, reset.in_set(super::state::StartSet::Plugins));
}

#[allow(clippy::too_many_arguments)]
fn note(
    catalog: Res<Catalog>,
    clock: Res<SimClock>,
    actions: Res<ActionLog>,
    budget: Res<ErrorBudget>,
    ledger: Res<Ledger>,
    log: Res<SimLog>,
    board: Res<Board>,
    nodes: Parts,
    goals: Res<super::goals::Goals>,
    outcome: Res<super::Outcome>,
    mut timeline: ResMut<Timeline>,
    mut before: Local<Damage>,
    mut lags: Local<Vec<u64>>,
) {
    let now = clock.now + clock.step;
    let t = &mut *timeline;
    note_actions(t, &actions, now);
    let worst = note_lag(t, &catalog, &log, &board, &nodes, now, &mut lags);
    note_damage(t, &budget.damage, &before, &board, &nodes, now);
    note_budget(t, budget.spent_share(), now);
    *before = budget.damage.clone();
    // Every few seconds, and at the end (the debrief's charts reach it).
    let end = *outcome != super::Outcome::Running
        || board.scenario.as_ref().and_then(|s| s.duration).is_some_and(|d| now >= d - 1e-9);
    let due = |s: &Timeline| s.samples.last().is_none_or(|last| now - last.at >= s.spacing() - 1e-9);
    if end || due(t) {
        let queues = board.nodes.values().filter_map(|&e| nodes.get(e).ok()?.2.map(|q| q.depth));
        let queue_depth = queues.fold(None, |sum: Option<u64>, d| Some(sum.unwrap_or(0) + d));
        let goals = goals.figures.iter().map(|f| f.map(|f| f.value)).collect();
        let s =
            Sample { at: now, lag: worst, queue_depth, budget_share: budget.spent_share(), money: ledger.money, goals };
        sample(t, s);
    }
    t.moments.truncate(MAX_MOMENTS);
}

fn push(t: &mut Timeline, at: f64, kind: MomentKind, text: String, node: Option<String>) {
    if t.moments.len() < MAX_MOMENTS {
        t.moments.push(Moment { at, kind, text, node });
    }
}

fn note_actions(t: &mut Timeline, actions: &ActionLog, now: f64) {
    let new: Vec<(String, Option<String>)> =
        actions.entries.iter().skip(t.actions_seen).map(|(_, a)| describe_action(a)).collect();
    t.actions_seen = actions.entries.len();
    for (text, node) in new {
        push(t, now, MomentKind::Action, text, node);
    }
}

/// Each group's lag on some partition over the warning, as its lane label
/// shows it (once, again after it has fallen under half of it); returns the
/// worst group's total lag (`None`: no stream is read by a group).
fn note_lag(
    t: &mut Timeline,
    catalog: &Catalog,
    log: &SimLog,
    board: &Board,
    nodes: &Parts<'_, '_>,
    now: f64,
    lags: &mut Vec<u64>,
) -> Option<u64> {
    let warn = catalog.sim.lag_warning_records;
    let mut worst = None;
    for &e in board.nodes.values() {
        let Ok((node, Some(s), ..)) = nodes.get(e) else { continue };
        for group in s.groups.keys() {
            // One lookup of the group and the topic for all the partitions.
            lags.clear();
            // A partition it has no offset on counts what waits there.
            lags.extend(log.lags_or_waiting(group, &s.topic));
            worst = Some(worst.unwrap_or(0).max(lags.iter().sum()));
            let (worst_p, lag) = lags.iter().copied().enumerate().max_by_key(|(_, l)| *l).unwrap_or((0, 0));
            let was = t.lagging.iter().position(|g| g == group);
            // A group rebuilding a lost table reads its log again from the
            // start: its lag is the rebuild's, not a group falling behind.
            let rebuilding = s.groups.get(group).is_some_and(|f| f.restoring);
            if lag > warn && was.is_none() && !rebuilding {
                t.lagging.push(group.clone());
                // Behind by the age of that partition's oldest unread record
                // (its append rate, still warming up, once said 2 s at 0:00).
                let behind = match log.time_lag_or_waiting(group, &s.topic, worst_p as u32, now) {
                    Some(t) if t >= 1.0 => format!(", {} behind", span(t)),
                    Some(t) if t > 0.0 => format!(", {:.0} ms behind", t * 1000.0),
                    _ => String::new(),
                };
                let text = format!("{group}'s lag on {} passed {warn} records ({lag}{behind})", node.id);
                push(t, now, MomentKind::Lag, text, Some(node.id.clone()));
            } else if let Some(i) = was.filter(|_| lag * 2 < warn) {
                t.lagging.remove(i);
            }
        }
    }
    worst
}

/// The first bad outcome of each cause, and where.
fn note_damage(t: &mut Timeline, now_d: &Damage, before: &Damage, board: &Board, nodes: &Parts<'_, '_>, now: f64) {
    for cause in Cause::iter() {
        if cause.count(before) > 0.0 || cause.count(now_d) <= 0.0 {
            continue;
        }
        let place = board.nodes.values().find_map(|&e| where_first(cause, nodes.get(e).ok()?));
        let (node, whom) = place.map(|(n, g)| (Some(n), g)).unwrap_or((None, None));
        let on = match (&node, &whom) {
            (Some(n), Some(g)) => format!(" ({g} on {n})"),
            (Some(n), None) => format!(" (on {n})"),
            _ => String::new(),
        };
        let text = format!("first bad outcome: {}{on}", cause.words());
        push(t, now, MomentKind::Damage(cause), text, node);
    }
}

/// Whether a Node holds bad outcomes of `cause`: its id and the group.
fn where_first(
    cause: Cause,
    (node, stream, queue, producer, worker): PartsItem<'_>,
) -> Option<(String, Option<String>)> {
    let id = node.id.clone();
    if let Some(s) = stream {
        let hit = s.groups.iter().find(|(_, f)| match cause {
            Cause::LostRetention => f.lost_retention > 0,
            Cause::LostBroker => f.lost_broker > 0,
            Cause::LostExpansion => f.lost_expansion > 0,
            Cause::LostPoison => f.lost_poison > 0,
            Cause::Stale => f.stale > 0.0,
            Cause::Duplicates => f.duplicates > 0,
            _ => false,
        });
        if let Some((g, _)) = hit {
            return Some((id, Some(g.clone())));
        }
        let own = match cause {
            Cause::Stranded => s.stranded > 0,
            Cause::Throttled => s.throttled > 0,
            Cause::LostBroker => s.lost_broker > 0,
            _ => false,
        };
        return own.then_some((id, None));
    }
    if let Some(q) = queue {
        let g = q.groups.iter().find(|(_, g)| g.missed > 0).map(|(n, _)| n.clone());
        return match cause {
            Cause::Missed if g.is_some() => Some((id, g)),
            Cause::Throttled if q.refused > 0 => Some((id, None)),
            Cause::Stranded if q.groups.is_empty() && q.enqueued > 0 => Some((id, None)),
            _ => None,
        };
    }
    let stranded = producer.is_some_and(|p| p.stranded > 0) || worker.is_some_and(|w| w.stranded > 0);
    (cause == Cause::Stranded && stranded).then_some((id, None))
}

fn note_budget(t: &mut Timeline, share: f64, now: f64) {
    for level in [50u32, 100] {
        if share * 100.0 >= f64::from(level) && !t.crossed.contains(&level) {
            t.crossed.push(level);
            let text = if level >= 100 {
                "the error budget was spent".to_string()
            } else {
                format!("the error budget passed {level}% spent")
            };
            push(t, now, MomentKind::Budget(level), text, None);
        }
    }
}

impl Timeline {
    /// Sim seconds between samples now.
    fn spacing(&self) -> f64 {
        if self.spacing > 0.0 { self.spacing } else { SAMPLE_SECONDS }
    }
}

/// Keeps a sample (taken `spacing` sim seconds after the last); past
/// [`MAX_SAMPLES`], every other one goes and the spacing doubles.
fn sample(t: &mut Timeline, s: Sample) {
    let spacing = t.spacing();
    t.samples.push(s);
    t.spacing = spacing;
    if t.samples.len() > MAX_SAMPLES {
        t.samples = t.samples.iter().step_by(2).cloned().collect();
        t.spacing = spacing * 2.0;
    }
}

pub use super::state::span;

/// A player action in words, and the card it is about (the report's
/// English, [`describe_action_in`]).
pub fn describe_action(a: &PlayerAction) -> (String, Option<String>) {
    describe_action_in(a, Language::English)
}

/// A player action in words in `language`, and the card it is about.
/// Kafka's setting names and values stay as Kafka spells them.
// Long: one arm per kind of player action, each its own words; the compiler
// lists every kind here (no wildcard arm), which a split would lose.
pub fn describe_action_in(a: &PlayerAction, language: Language) -> (String, Option<String>) {
    use PlayerAction as A;
    let l = language;
    let on = |n: &String| Some(n.clone());
    match a {
        A::SetPartitions { node, partitions } => {
            (t!("lessons-action-partitions" in l, node = node.as_str(), partitions = partitions.to_string()), on(node))
        }
        A::SetPartitionKey { node, key } => {
            (t!("lessons-action-partition-key" in l, node = node.as_str(), key = format!("{key:?}")), on(node))
        }
        A::SetWorkerPaused { node, paused: true } => (t!("lessons-action-paused" in l, node = node.as_str()), on(node)),
        A::SetWorkerPaused { node, .. } => (t!("lessons-action-resumed" in l, node = node.as_str()), on(node)),
        A::SetKeyless { node, keyless } => {
            let mode = keyless.key().replace('_', " ");
            (t!("lessons-action-keyless" in l, node = node.as_str(), mode = mode), on(node))
        }
        A::SetWorkerStopped { node, stopped: true } => {
            (t!("lessons-action-stopped" in l, node = node.as_str()), on(node))
        }
        A::SetWorkerStopped { node, .. } => (t!("lessons-action-started" in l, node = node.as_str()), on(node)),
        A::SetAssignor { group, assignor } => {
            (t!("lessons-action-assignor" in l, group = group.as_str(), assignor = assignor.label()), None)
        }
        A::SetOffsetReset { group, policy } => {
            (t!("lessons-action-offset-reset" in l, group = group.as_str(), policy = policy.label()), None)
        }
        A::SetGroupProtocol { group, protocol } => {
            (t!("lessons-action-group-protocol" in l, group = group.as_str(), protocol = protocol.label()), None)
        }
        A::SetGroupType { group, group_type } => {
            (t!("lessons-action-group-type" in l, group = group.as_str(), kind = group_type.label()), None)
        }
        A::SetDeadLetter { group, stream } => match stream {
            Some(s) => (t!("lessons-action-dead-letter" in l, group = group.as_str(), stream = s.as_str()), on(s)),
            None => (t!("lessons-action-no-dead-letter" in l, group = group.as_str()), None),
        },
        A::SetRemoteAssignor { group, assignor } => {
            (t!("lessons-action-remote-assignor" in l, group = group.as_str(), assignor = assignor.label()), None)
        }
        A::SetStaticMembership { group, on: true } => (t!("lessons-action-static" in l, group = group.as_str()), None),
        A::SetStaticMembership { group, .. } => (t!("lessons-action-dynamic" in l, group = group.as_str()), None),
        A::RollingRestart { group } => (t!("lessons-action-rolling-restart" in l, group = group.as_str()), None),
        A::SetIsolation { group, isolation } => {
            (t!("lessons-action-isolation" in l, group = group.as_str(), isolation = isolation.word()), None)
        }
        A::SetProcessingGuarantee { group, guarantee } => {
            (t!("lessons-action-guarantee" in l, group = group.as_str(), guarantee = guarantee.word()), None)
        }
        A::SetSessionTimeout { group, seconds } => {
            (t!("lessons-action-session-timeout" in l, group = group.as_str(), span = span(*seconds)), None)
        }
        A::SetSize { node, size } => {
            (t!("lessons-action-size" in l, node = node.as_str(), size = size.to_string()), on(node))
        }
        A::SetReplicationFactor { node, replication_factor } => {
            let factor = replication_factor.to_string();
            (t!("lessons-action-replication-factor" in l, node = node.as_str(), factor = factor), on(node))
        }
        A::SetAcks { node, acks } => {
            (t!("lessons-action-acks" in l, node = node.as_str(), acks = acks.label()), on(node))
        }
        A::SetIdempotence { node, enabled } => {
            (t!("lessons-action-idempotence" in l, node = node.as_str(), enabled = enabled.to_string()), on(node))
        }
        A::SetCleanupPolicy { node, policy } => {
            (t!("lessons-action-cleanup" in l, node = node.as_str(), policy = policy.word()), on(node))
        }
        A::SetBrokers { node, brokers } => {
            (t!("lessons-action-brokers" in l, node = node.as_str(), brokers = brokers.to_string()), on(node))
        }
        A::SetSpreadZones { node, spread: true } => (t!("lessons-action-spread" in l, node = node.as_str()), on(node)),
        A::SetSpreadZones { node, .. } => (t!("lessons-action-one-zone" in l, node = node.as_str()), on(node)),
        A::SetReplicationThrottle { node, records_per_second } => match records_per_second {
            Some(r) => (t!("lessons-action-throttle" in l, node = node.as_str(), rate = fixed_in(l, *r, 0)), on(node)),
            None => (t!("lessons-action-no-throttle" in l, node = node.as_str()), on(node)),
        },
        A::SetMinInsyncReplicas { node, min_insync_replicas } => {
            let min = min_insync_replicas.to_string();
            (t!("lessons-action-min-isr" in l, node = node.as_str(), min = min), on(node))
        }
        A::SetUncleanLeaderElection { node, enabled: true } => {
            (t!("lessons-action-unclean-on" in l, node = node.as_str()), on(node))
        }
        A::SetUncleanLeaderElection { node, .. } => {
            (t!("lessons-action-unclean-off" in l, node = node.as_str()), on(node))
        }
        A::SetRetention { node, seconds } => {
            (t!("lessons-action-retention" in l, node = node.as_str(), span = span(*seconds)), on(node))
        }
        A::FailBroker { node } => (t!("lessons-action-fail-broker" in l, node = node.as_str()), on(node)),
        A::CrashWorker { node } => (t!("lessons-action-crash" in l, node = node.as_str()), on(node)),
        A::PlaceNode { spec, .. } => {
            let kind = spec.kind.to_string();
            (t!("lessons-action-place" in l, node = spec.id.as_str(), kind = kind), Some(spec.id.clone()))
        }
        A::SellNode { node } => (t!("lessons-action-sell" in l, node = node.as_str()), on(node)),
        A::Link { from, to } => (t!("lessons-action-link" in l, from = from.as_str(), to = to.as_str()), on(to)),
        A::Unlink { from, to } => (t!("lessons-action-unlink" in l, from = from.as_str(), to = to.as_str()), on(to)),
        A::SetUniqueKey { node, on: true } => (t!("lessons-action-unique-on" in l, node = node.as_str()), on(node)),
        A::SetUniqueKey { node, .. } => (t!("lessons-action-unique-off" in l, node = node.as_str()), on(node)),
        A::MoveNode { node, .. } => (t!("lessons-action-move" in l, node = node.as_str()), on(node)),
        A::StartIncident { kind, target } => {
            (t!("lessons-action-strike" in l, target = target.as_str(), kind = format!("{kind:?}")), on(target))
        }
        A::ReplaceNode { node } => (t!("lessons-action-replace" in l, node = node.as_str()), on(node)),
        A::FailOver { node } => (t!("lessons-action-fail-over" in l, node = node.as_str()), on(node)),
        A::RollBack { node } => (t!("lessons-action-roll-back" in l, node = node.as_str()), on(node)),
        A::AbortTransaction { node } => (t!("lessons-action-abort" in l, node = node.as_str()), on(node)),
        A::UpgradeGroup { group } => (t!("lessons-action-upgrade" in l, group = group.as_str()), None),
        A::SetPollInterval { group, seconds } => {
            (t!("lessons-action-poll" in l, group = group.as_str(), seconds = fixed_in(l, *seconds, 0)), None)
        }
        A::SetSalt { node, salt } => {
            (t!("lessons-action-salt" in l, node = node.as_str(), salt = salt.to_string()), on(node))
        }
        A::SetTraffic { node, rate, entities, zipf, hot_share } => {
            let zipf = zipf.map(|s| format!(", Zipf {}", fixed_in(l, s, 2))).unwrap_or_default();
            let hot = if *hot_share > 0.0 {
                t!("lessons-action-hot-key" in l, share = fixed_in(l, hot_share * 100.0, 0))
            } else {
                String::new()
            };
            let (rate, keys) = (fixed_in(l, *rate, 0), entities.to_string());
            (
                t!("lessons-action-traffic" in l, node = node.as_str(), rate = rate, keys = keys,
                    zipf = zipf, hot = hot),
                on(node),
            )
        }
        A::SetZone { node, zone } => {
            (t!("lessons-action-zone" in l, node = node.as_str(), zone = zone.as_str()), on(node))
        }
        A::SetRegion { node, region } => {
            (t!("lessons-action-region" in l, node = node.as_str(), region = region.as_str()), on(node))
        }
        A::Research { item } => (t!("lessons-action-research" in l, item = item.as_str()), None),
        A::Console { line } => (t!("lessons-action-console" in l, line = line.as_str()), None),
    }
}

/// What the events lost with a broker down were, over every stream: all
/// of them, those an unclean election cut, and those producers dropped.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BrokerLoss {
    /// Every record lost with a broker down (`lost_broker`).
    pub total: u64,
    /// Cut by unclean elections.
    pub unclean: u64,
    /// Dropped by producers.
    pub dropped: u64,
    /// Records producers without idempotence appended a second time after
    /// a failover (`producer_duplicates`; not lost, but each a duplicate
    /// and often a stale result downstream).
    pub appended_twice: u64,
    /// Duplicates of records read-process-write Workers wrote a second
    /// time after a crash (`Stream::written_again`), processed downstream.
    pub written_twice: u64,
    /// The other duplicates while those were written: groups doing their
    /// own work again.
    pub own_repeats: u64,
}

impl BrokerLoss {
    /// The cure for the larger part: unclean elections, producers' drops, or
    /// else what was cut with a failed broker.
    pub fn cure(self, l: &Lessons) -> &str {
        let most = |part: u64| part > 0 && part * 2 >= self.total;
        let pick = if most(self.unclean) {
            &l.lost_unclean
        } else if most(self.dropped) {
            &l.lost_dropped
        } else {
            &l.lost_broker
        };
        if pick.is_empty() { &l.lost_broker } else { pick }
    }

    /// The cure for duplicates or stale results (`fallback`): the
    /// idempotent producer's when a failover's retries were stored twice;
    /// for duplicates (`duplicates`), else read-process-write's when a
    /// Worker wrote its output twice.
    fn retried_or<'a>(self, l: &'a Lessons, fallback: &'a str, duplicates: bool) -> &'a str {
        if self.appended_twice > 0 && !l.producer_duplicates.is_empty() {
            &l.producer_duplicates
        } else if duplicates
            && self.written_twice > 0
            && self.written_twice >= self.own_repeats
            && !l.written_twice.is_empty()
        {
            &l.written_twice
        } else {
            fallback
        }
    }
}

/// A cure, or its spend-free version where the scenario asks for no
/// spending on Nodes and the catalog has one.
pub fn cure_for<'a>(cure: &'a str, spend_free_cure: &'a str, spend_free: bool) -> &'a str {
    if spend_free && !spend_free_cure.is_empty() { spend_free_cure } else { cure }
}

/// One to three lessons from a run's bad outcomes: the costliest causes
/// first, each naming when it began, the card and the catalog's cure, e.g.
/// "02:10 — 3,210 events lost to retention (email on orders); more Workers,
/// …"; with none, the first lag warning. Events lost with a broker down take
/// the cure for the larger part of `broker`; where the scenario asks for no
/// spending on Nodes (`spend_free`), the cures that buy Nodes give way to
/// the catalog's `no_spending` ones. In `language` (the report's are
/// English, the debrief's the player's); the same lessons, in the same
/// order, in every language.
pub fn lessons(
    timeline: &Timeline,
    damage: &Damage,
    cures: &Lessons,
    broker: BrokerLoss,
    keys_lost: u64,
    spend_free: bool,
    language: Language,
) -> Vec<String> {
    let l = language;
    let free = &cures.no_spending;
    let mut causes: Vec<(Cause, f64)> =
        Cause::iter().map(|c| (c, c.count(damage))).filter(|(_, n)| *n >= 0.5).collect();
    causes.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
    // One line per cure: causes that share one are named together, at
    // the first one's time and place ("102 duplicate side effects and 96
    // stale results; …").
    let mut lines: Vec<(String, Vec<String>, Option<&Moment>, &str)> = Vec::new();
    for (cause, n) in causes.iter().take(3) {
        let first = timeline.moments.iter().find(|m| m.kind == MomentKind::Damage(*cause));
        let cure = match cause {
            Cause::LostBroker => broker.cure(cures),
            // Most of it keys a rebuilt table could not get back: the
            // changelog's cure (docs/RULES.md#incident-state-store-lost).
            Cause::LostRetention if keys_lost * 2 >= damage.lost_retention && !cures.keys_lost.is_empty() => {
                &cures.keys_lost
            }
            Cause::LostRetention => cure_for(&cures.lost_retention, &free.lost_retention, spend_free),
            Cause::Stranded => cure_for(&cures.stranded, &free.stranded, spend_free),
            Cause::Duplicates => broker.retried_or(cures, cause.cure(cures), true),
            Cause::Stale => broker.retried_or(cures, cause.cure(cures), false),
            _ => cause.cure(cures),
        };
        let amount = crate::rules::words::amount_in(l, *n);
        let what = t!("lessons-cause-count" in l, count = amount, cause = cause.words_in(l));
        if let Some(line) = lines.iter_mut().find(|l| l.3 == cure) {
            line.1.push(what);
            continue;
        }
        let when = first.map(|m| super::format_time(m.at)).unwrap_or_else(|| "--:--".into());
        lines.push((when, vec![what], first, cure));
    }
    let mut out: Vec<String> = lines
        .into_iter()
        .map(|(when, what, first, cure)| {
            let what = and_words(&what, l);
            let what = match first {
                // The report's words as they always were: what follows the
                // moment's first " (".
                Some(m) if l == Language::English => {
                    let place = m.text.find(" (").map(|i| m.text[i..].to_string()).unwrap_or_default();
                    format!("{what}{place}")
                }
                Some(m) => match place_of(m) {
                    (Some(group), Some(node)) => {
                        t!("lessons-damage-at-group" in l, what = what, group = group, node = node)
                    }
                    (None, Some(node)) => t!("lessons-damage-at-node" in l, what = what, node = node),
                    _ => what,
                },
                None => what,
            };
            lesson(l, &when, &what, cure)
        })
        .collect();
    if out.is_empty()
        && let Some(lag) = timeline.moments.iter().find(|m| m.kind == MomentKind::Lag)
    {
        let cure = cure_for(&cures.lag, &free.lag, spend_free);
        out.push(lesson(l, &super::format_time(lag.at), &describe_moment(lag, l), cure));
    }
    out
}

/// A lesson: "02:10 — what happened; the cure" (the catalog's cure, in
/// `language` where the catalog is translated).
pub(super) fn lesson(language: Language, when: &str, what: &str, cure: &str) -> String {
    let l = language;
    let at = t!("lessons-at" in l, when = when, what = what);
    t!("lessons-with-cure" in l, lesson = at, cure = text_in(l, cure))
}

/// "a", "a and b", "a and b and c".
pub(super) fn and_words(items: &[String], language: Language) -> String {
    let mut all = items.iter();
    let first = all.next().cloned().unwrap_or_default();
    all.fold(first, |rest, last| t!("lessons-and" in language, rest = rest, last = last.as_str()))
}

/// Where a first bad outcome's moment happened, read back from its words
/// (" (email on orders)", " (on orders)"): the group and the card.
fn place_of(m: &Moment) -> (Option<String>, Option<String>) {
    let MomentKind::Damage(cause) = m.kind else { return (None, None) };
    let head = format!("first bad outcome: {}", cause.words());
    let Some(place) = m.text.strip_prefix(head.as_str()).and_then(|p| p.strip_prefix(" (")?.strip_suffix(')')) else {
        return (None, m.node.clone());
    };
    match (place.strip_prefix("on "), &m.node) {
        (Some(node), _) => (None, Some(node.to_string())),
        (None, Some(node)) => {
            let group = place.strip_suffix(node.as_str()).and_then(|g| g.strip_suffix(" on ")).unwrap_or(place);
            (Some(group.to_string()), Some(node.clone()))
        }
        (None, None) => (None, None),
    }
}

/// A moment of the timeline in `language`: its own words in English; in
/// another, its words made again from what it is (a lag warning read back
/// from its English; a player's action is the report's English, see
/// [`describe_action_in`]).
pub fn describe_moment(m: &Moment, language: Language) -> String {
    let l = language;
    if l == Language::English {
        return m.text.clone();
    }
    match m.kind {
        MomentKind::Damage(cause) => {
            let what = t!("lessons-first-bad-outcome" in l, cause = cause.words_in(l));
            match place_of(m) {
                (Some(group), Some(node)) => {
                    t!("lessons-damage-at-group" in l, what = what, group = group, node = node)
                }
                (None, Some(node)) => t!("lessons-damage-at-node" in l, what = what, node = node),
                _ => what,
            }
        }
        MomentKind::Budget(level) if level >= 100 => t!("lessons-budget-spent" in l),
        MomentKind::Budget(level) => t!("lessons-budget-passed" in l, share = level.to_string()),
        MomentKind::Lag => lag_words(&m.text, l).unwrap_or_else(|| m.text.clone()),
        MomentKind::Action => m.text.clone(),
    }
}

/// A lag warning's words ("billing's lag on orders passed 1000 records
/// (1340, 12 s behind)") in `language`, read back from the English.
fn lag_words(text: &str, language: Language) -> Option<String> {
    let (group, rest) = text.split_once("'s lag on ")?;
    let (node, rest) = rest.rsplit_once(" passed ")?;
    let (warn, rest) = rest.split_once(" records (")?;
    let figures = rest.strip_suffix(')')?;
    let (lag, behind) = figures.split_once(", ").map(|(a, b)| (a, Some(b))).unwrap_or((figures, None));
    let l = language;
    Some(match behind.and_then(|b| b.strip_suffix(" behind")) {
        Some(behind) => {
            t!("lessons-lag-warning-behind" in l, group = group, node = node, warn = warn, lag = lag, behind = behind)
        }
        None => t!("lessons-lag-warning" in l, group = group, node = node, warn = warn, lag = lag),
    })
}

/// [`super::state::SimStart`]: an empty timeline.
fn reset(world: &mut World) {
    world.insert_resource(Timeline::default());
}
