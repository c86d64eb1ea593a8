//! The sim's side of hints: whether a hint's condition holds on the live
//! board ([`holds`]) and its words with their figures filled in from it
//! ([`render`]); [`shown`] is both at once, as the hint box and the tests
//! ask it (the idle wait, "Got it" and the settings are the ui's). Read
//! only: nothing here changes the run. The lag trend a `LagGrowing` fact
//! needs is sampled once a sim second ([`LagTrend`]).

use std::collections::{BTreeMap, VecDeque};

use bevy::prelude::*;

use super::cluster::PartitionReplicas;
use super::incidents::{Incident, IncidentSchedule, down_causes};
use super::nodes::{Database, Down, Links, Node, Producer, Queue, Stream, Worker};
use super::{AccountSet, Board, ErrorBudget, Ledger, Research, SimClock, SimLog, SimTick};
use crate::rules::catalog::{Catalog, Role, WorkerRules};
use crate::rules::hints::{Figure, Hint, Piece, When};
use crate::rules::incident::Answer;
use crate::rules::research::ResearchEffect;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LagTrend>()
        .add_systems(SimTick, sample_lag.in_set(AccountSet::Notes))
        .add_systems(super::state::SimStart, reset.in_set(super::state::StartSet::Plugins));
}

/// Each group's lag once a sim second, for `LagGrowing` and `LagHeading`:
/// its consumers' distance to the high watermark on the partitions of the
/// streams it reads, summed and on the worst partition (records), as far
/// back as the catalog's `sim.hint_trend_seconds` needs.
#[derive(Resource, Clone, Debug, Default)]
pub struct LagTrend {
    /// `(sim second, summed lag, worst partition's lag)` by group, oldest
    /// first.
    pub samples: BTreeMap<String, VecDeque<(f64, u64, u64)>>,
    /// The sim second of the last sample.
    pub last: Option<f64>,
}

impl LagTrend {
    /// The samples of `group` over the last `seconds` (from the one at or
    /// before that time), if it has one from this second and one that old.
    fn window(&self, group: &str, seconds: f64) -> Option<Vec<(f64, u64, u64)>> {
        let s = self.samples.get(group)?;
        // A group no longer on the board has no sample from the last second.
        let &(now, ..) = s.back().filter(|(t, ..)| Some(*t) == self.last)?;
        let from = s.iter().rposition(|(t, ..)| *t <= now - seconds + 1e-9)?;
        Some(s.iter().skip(from).copied().collect())
    }

    /// Whether `group`'s summed lag rose in at least two thirds of the
    /// seconds of the last `seconds`, and ends higher than it began.
    pub fn growing(&self, group: &str, seconds: f64) -> bool {
        let Some(w) = self.window(group, seconds) else { return false };
        let steps = w.len() - 1;
        let rises = w.windows(2).filter(|p| p[1].1 > p[0].1).count();
        steps > 0 && 3 * rises >= 2 * steps && w[steps].1 > w[0].1
    }

    /// Whether `group`'s worst partition lag, rising as it did over the
    /// last `seconds`, passes `max` within `left` sim seconds (`None`:
    /// some day).
    pub fn heading(&self, group: &str, seconds: f64, max: u64, left: Option<f64>) -> bool {
        let Some(w) = self.window(group, seconds) else { return false };
        let (first, last) = (w[0], w[w.len() - 1]);
        let span = last.0 - first.0;
        if last.2 > max {
            return true;
        }
        if span <= 0.0 || last.2 <= first.2 {
            return false;
        }
        let rate = (last.2 - first.2) as f64 / span;
        left.is_none_or(|left| last.2 as f64 + rate * left > max as f64)
    }
}

/// Samples every group's lag on the first tick of each sim second.
fn sample_lag(world: &mut World) {
    let now = world.resource::<SimClock>().now;
    let second = now.floor();
    if world.resource::<LagTrend>().last.is_some_and(|t| t >= second) {
        return;
    }
    let keep = world.resource::<Catalog>().sim.hint_trend_seconds + 2.0;
    let mut lags: BTreeMap<String, (u64, u64)> = BTreeMap::new();
    {
        let log = world.resource::<SimLog>();
        for s in streams(world) {
            let Ok(topic) = log.topic(&s.topic) else { continue };
            for (g, flow) in &s.groups {
                let entry = lags.entry(g.clone()).or_default();
                for (p, part) in (0..).zip(topic.partitions()) {
                    let pos = flow.position(p);
                    let lag = part.high_watermark().saturating_sub(pos.unwrap_or(0).max(part.log_start()));
                    entry.0 += lag;
                    entry.1 = entry.1.max(lag);
                }
            }
        }
    }
    let mut trend = world.resource_mut::<LagTrend>();
    trend.last = Some(second);
    for (g, (sum, worst)) in lags {
        let s = trend.samples.entry(g).or_default();
        s.push_back((second, sum, worst));
        while s.front().is_some_and(|(t, ..)| *t < second - keep) {
            s.pop_front();
        }
    }
}

/// A hint's words as shown: the text with its figures filled in, and each
/// figure with the value it showed.
#[derive(Clone, Debug, PartialEq)]
pub struct Rendered {
    /// The words.
    pub text: String,
    /// Each figure and what it showed, in order.
    pub figures: Vec<(Figure, String)>,
}

/// The hint as it would be shown now, or `None` when its condition does
/// not hold or a figure cannot be filled (the idle wait, "Got it" and the
/// settings aside).
pub fn shown(hint: &Hint, world: &World) -> Option<Rendered> {
    if !holds(&hint.when, world) {
        return None;
    }
    render(hint, world).ok()
}

/// The hint's words in the player's language with every figure filled
/// from the board: the translation of its `say` where one is registered
/// (`crate::locale::data::text`), filled the same way; a translation whose
/// figures cannot be filled gives way to the English.
///
/// Errors: a figure whose Node or group is not on the board, or whose list
/// is empty (the words would not be true), in words.
pub fn render(hint: &Hint, world: &World) -> Result<Rendered, String> {
    render_in(hint, world, crate::locale::current())
}

/// [`render`] in `language` (English: the `say` as written, as the logs
/// show it).
pub fn render_in(hint: &Hint, world: &World, language: crate::locale::Language) -> Result<Rendered, String> {
    let said = crate::locale::data::text_in(language, &hint.say);
    if said != hint.say
        && let Ok(out) = fill(&said, world)
    {
        return Ok(out);
    }
    fill(&hint.say, world)
}

/// A hint's words `say` with every figure filled from the board.
fn fill(say: &str, world: &World) -> Result<Rendered, String> {
    let mut out = Rendered { text: String::new(), figures: Vec::new() };
    for piece in crate::rules::hints::pieces(say)? {
        match piece {
            Piece::Text(t) => out.text.push_str(&t),
            Piece::Figure(f) => {
                let v = figure(&f, world).ok_or_else(|| format!("{f:?} has no value on the board now"))?;
                out.text.push_str(&v);
                out.figures.push((f, v));
            }
        }
    }
    Ok(out)
}

/// A figure's value now, in words; `None` when it has none.
pub fn figure(f: &Figure, world: &World) -> Option<String> {
    let catalog = world.resource::<Catalog>();
    let stream = |id: &str| component::<Stream>(world, id);
    Some(match f {
        Figure::Lag(g) => crate::rules::words::shown_count(super::tutorial::worst_lag(world, g)),
        Figure::Workers(g) => workers_of(world, g).len().to_string(),
        Figure::Idle(g) => list(&idle_workers(world, g))?,
        Figure::Blocked(id) => {
            list(&stream(id)?.groups.iter().filter(|(_, f)| f.blocked).map(|(g, _)| g.clone()).collect::<Vec<_>>())?
        }
        Figure::Groups(id) => list(&groups_linked_from(world, id))?,
        Figure::Reset(g) => {
            let config = group_config(world, g)?;
            config.auto_offset_reset.label()
        }
        Figure::Poll(g) => super::shown_span(poll_interval(world, g)?),
        Figure::Session(g) => super::shown_span(group_config(world, g)?.session_timeout),
        Figure::Partitions(id) => partitions(world, stream(id)?).to_string(),
        Figure::Replicas(id) => stream(id)?.replication_factor.to_string(),
        Figure::MinInsync(id) => stream(id)?.min_insync_replicas.to_string(),
        Figure::Acks(id) => stream(id)?.acks.label().to_string(),
        Figure::Retention(id) => super::shown_span(stream(id)?.retention),
        Figure::Zone(id) => component::<Node>(world, id)?.zone.clone(),
        Figure::Size(id) => component::<Node>(world, id)?.size.to_string(),
        Figure::Price(id) => {
            crate::rules::words::shown_dollars(host_price(world, component::<Node>(world, id)?, catalog)?)
        }
        Figure::Budget => {
            format!("{}%", crate::rules::words::shown_fixed(world.resource::<ErrorBudget>().spent_share() * 100.0, 0))
        }
        Figure::Troubled => list(&troubled(world).into_iter().map(|(id, _)| id).collect::<Vec<_>>())?,
    })
}

/// Whether a hint's condition holds on the board now. Rules: see
/// [`When`]'s variants.
pub fn holds(w: &When, world: &World) -> bool {
    use When as W;
    let stream = |id: &str| component::<Stream>(world, id);
    let node = |id: &str| component::<Node>(world, id);
    match w {
        W::All(cs) => cs.iter().all(|c| holds(c, world)),
        W::Any(cs) => cs.iter().any(|c| holds(c, world)),
        W::Not(c) => !holds(c, world),
        W::Linked { from, to } => linked(world, from, to),
        W::TargetsIn { from, zone } => {
            let targets = targets(world, from);
            !targets.is_empty() && targets.iter().all(|e| world.get::<Node>(*e).is_some_and(|n| n.zone == *zone))
        }
        W::SharedQueue(id) => {
            component::<Queue>(world, id).is_some() && fed(world, id) && groups_linked_from(world, id).len() >= 2
        }
        W::Down(id) => entity(world, id).is_some_and(|e| world.get::<Down>(e).is_some()),
        W::DownFrom { node, cause } => {
            entity(world, node).is_some_and(|e| down_causes(world, e).iter().any(|(_, k)| k == cause))
        }
        W::CanReplace(id) => can_replace(world, id),
        W::CanFailOver(id) => can_fail_over(world, id),
        W::Missing(id) => missing(world, id),
        W::Zone { node: id, is } => node(id).is_some_and(|n| n.zone == *is),
        W::Size { node: id, at_least } => node(id).is_some_and(|n| n.size >= *at_least),
        W::Owns(item) => world.resource::<Research>().has(item),
        W::Partitions { node: id, at_least } => stream(id).is_some_and(|s| partitions(world, s) >= *at_least),
        W::PartitionKey { node: id, is } => stream(id).is_some_and(|s| s.partition_key == *is),
        W::Salt { node: id, at_least } => stream(id).is_some_and(|s| s.salt >= *at_least),
        W::ReplicationFactor { node: id, at_least } => stream(id).is_some_and(|s| s.replication_factor >= *at_least),
        W::MinInsyncReplicas { node: id, at_least } => stream(id).is_some_and(|s| s.min_insync_replicas >= *at_least),
        W::IdempotentProducers(id) => stream(id).is_some_and(|s| s.idempotent()),
        W::Acks { node: id, is } => stream(id).is_some_and(|s| s.acks == *is),
        W::Retention { node: id, at_least } => stream(id).is_some_and(|s| s.retention >= *at_least - 1e-9),
        W::SpreadZones(id) => stream(id).is_some_and(|s| s.spread_zones),
        W::UncleanLeaderElection(id) => stream(id).is_some_and(|s| s.unclean_leader_election),
        W::Reassigning(id) => stream(id).is_some_and(|s| s.catch_up.is_some()),
        W::ReplicationThrottle(id) => stream(id).is_some_and(|s| s.replication_throttle.is_some()),
        W::OpenTransaction(id) => stream(id).is_some_and(|s| {
            let log = world.resource::<super::SimLog>();
            log.topic(&s.topic)
                .is_ok_and(|t| t.partitions().iter().any(|p| p.last_stable_offset() < p.high_watermark()))
        }),
        W::BrokerDown(id) => entity(world, id).is_some_and(|e| super::cluster::brokers_of(world, e).any(|b| !b.up())),
        W::Offline(id) => leaderless(world, id).next().is_some(),
        W::UncleanCouldLead(id) => leaderless(world, id).any(|p| p.set.replicas().iter().any(|r| !r.down)),
        W::UniqueKey(id) => component::<Database>(world, id).is_some_and(|d| d.unique_key),
        group_fact => holds_for_group(group_fact, world),
    }
}

/// The facts about groups and Workers, the error budget and the clock.
fn holds_for_group(w: &When, world: &World) -> bool {
    use When as W;
    let budget = world.resource::<ErrorBudget>();
    let rules = &world.resource::<Catalog>().sim;
    let (trend_seconds, burn_seconds) = (rules.hint_trend_seconds, rules.hint_burn_seconds);
    let now = world.resource::<SimClock>().now;
    let left = world.resource::<Board>().scenario.as_ref().and_then(|s| s.duration).map(|d| (d - now).max(0.0));
    match w {
        W::Reads { group, node } => {
            targets(world, node).iter().any(|e| world.get::<Worker>(*e).is_some_and(|w| w.group == *group))
        }
        W::Workers { group, at_least } => workers_of(world, group).len() as u32 >= *at_least,
        W::IdleWorkers(g) => {
            let (running, partitions) = members_and_partitions(world, g);
            running > partitions
        }
        W::PartitionsToSpare(g) => {
            let (running, partitions) = members_and_partitions(world, g);
            partitions > running
        }
        W::Assigned { node, partition } => {
            component::<Worker>(world, node).is_some_and(|w| w.assigned.contains(partition))
        }
        W::Stopped(id) => component::<Worker>(world, id).is_some_and(|w| w.stopped),
        W::Slow(id) => component::<Worker>(world, id).is_some_and(|w| w.slow < 1.0),
        W::Blocked(g) => streams(world).any(|s| s.groups.get(g).is_some_and(|f| f.blocked)),
        W::Replaying(g) => world.resource::<super::goals::Goals>().replaying.contains(g),
        W::Idempotent(g) => {
            let ws = workers_of(world, g);
            !ws.is_empty() && ws.iter().all(|(e, _, w)| w.idempotent || writes_uniquely(world, *e))
        }
        W::Static(g) => {
            let ws = workers_of(world, g);
            !ws.is_empty() && ws.iter().all(|(_, _, w)| w.instance_id.is_some())
        }
        W::OffsetReset { group, is } => group_config(world, group).is_some_and(|c| c.auto_offset_reset == *is),
        W::Isolation { group, is } => group_config(world, group).is_some_and(|c| c.isolation.word() == is.word()),
        W::Protocol { group, is } => group_config(world, group).is_some_and(|c| c.protocol == *is),
        W::Guarantee { group, is } => {
            group_config(world, group).is_some_and(|c| c.processing_guarantee.word() == is.word())
        }
        W::Cleanup { node, is } => cleanup_is(world, node, *is),
        W::PollInterval { group, at_least } => poll_interval(world, group).is_some_and(|s| s >= *at_least - 1e-9),
        W::LagAbove { group, records } => super::tutorial::worst_lag(world, group) > *records,
        W::LagBelow { group, records } => super::tutorial::worst_lag(world, group) <= *records,
        W::LagGrowing(g) => world.resource::<LagTrend>().growing(g, trend_seconds),
        W::LagHeading { group, max } => world.resource::<LagTrend>().heading(group, trend_seconds, *max, left),
        W::Goal(goal) => super::tutorial::goal_holds(goal, world),
        W::Burning => budget.bad_within(burn_seconds) > 0.0,
        W::BudgetRunsOut => {
            let rate = budget.bad_within(trend_seconds) / trend_seconds.min(now.max(1e-9));
            budget.exhausted() || (rate > 0.0 && left.is_none_or(|left| budget.spent() + rate * left > budget.budget()))
        }
        W::Troubled => !troubled(world).is_empty(),
        W::After(t) => world.resource::<SimClock>().now >= *t - 1e-9,
        W::Before(t) => world.resource::<SimClock>().now < *t - 1e-9,
        W::Coming(kind) => {
            let s = world.resource::<IncidentSchedule>();
            s.entries.iter().skip(s.fired).any(|e| e.kind == *kind)
        }
        W::BudgetAbove(share) => budget.spent_share() > *share,
        W::Duplicates(n) => budget.damage.duplicates >= *n,
        W::Lost(n) => budget.damage.lost() >= *n,
        _ => false,
    }
}

/// The cards that show trouble now, each with the reason in a word, in
/// the board's order: what the board's badges show, bar the flashes (a
/// stale result, a duplicate, a refused repeat).
pub fn troubled(world: &World) -> Vec<(String, &'static str)> {
    let catalog = world.resource::<Catalog>();
    let log = world.resource::<SimLog>();
    let struck: Vec<Entity> =
        all::<Incident>(world).filter(|i| !i.kind.holds_nodes_down()).flat_map(|i| i.struck.iter().copied()).collect();
    let mut out: Vec<(u32, String, &'static str)> = Vec::new();
    for (id, &e) in &world.resource::<Board>().nodes {
        let Some(n) = world.get::<Node>(e) else { continue };
        let why = if world.get::<Down>(e).is_some() {
            Some("down")
        } else if struck.contains(&e) {
            Some("struck by an incident")
        } else if let Some(s) = world.get::<Stream>(e) {
            stream_trouble(s, log, catalog)
        } else if let Some(w) = world.get::<Worker>(e) {
            if w.stopped {
                Some("stopped")
            } else if w.paused {
                Some("paused")
            } else if w.slow < 1.0 {
                Some("slow")
            } else if w.assigned.is_empty() && !w.reads_queue {
                Some("idle")
            } else {
                None
            }
        } else {
            world.get::<Producer>(e).filter(|p| p.schema_version > 1).map(|_| "on a new schema")
        };
        if let Some(why) = why {
            out.push((n.order, id.clone(), why));
        }
    }
    out.sort();
    out.into_iter().map(|(_, id, why)| (id, why)).collect()
}

/// A stream's trouble, as its card's badge shows it.
fn stream_trouble(s: &Stream, log: &SimLog, catalog: &Catalog) -> Option<&'static str> {
    let topic = log.topic(&s.topic).ok()?;
    if s.partitions().iter().any(|p| p.state.is_offline()) {
        return Some("a partition offline");
    }
    if s.partitions().iter().any(|p| p.state.is_too_few_in_sync()) && s.acks == crate::rules::scenario::Acks::All {
        return Some("too few in sync");
    }
    if s.groups.values().any(|g| g.blocked) {
        return Some("a group blocked");
    }
    if s.groups.values().any(|g| g.rebalance_until.is_some() && !g.evicted.is_empty()) {
        return Some("rebalancing");
    }
    if s.groups.is_empty() && s.stranded > 0 {
        return Some("no reader");
    }
    let behind = s.groups.keys().any(|g| {
        (0..topic.partition_count()).any(|p| log.lag(g, &s.topic, p).unwrap_or(0) > catalog.sim.lag_warning_records)
    });
    behind.then_some("behind")
}

// ---- Looking at the board ----

fn entity(world: &World, id: &str) -> Option<Entity> {
    world.resource::<Board>().nodes.get(id).copied()
}

fn component<'w, T: Component>(world: &'w World, id: &str) -> Option<&'w T> {
    world.get::<T>(entity(world, id)?)
}

fn all<T: Component>(world: &World) -> impl Iterator<Item = &T> {
    world.iter_entities().filter_map(|e| e.get::<T>())
}

fn streams(world: &World) -> impl Iterator<Item = &Stream> {
    world.resource::<Board>().nodes.values().filter_map(|e| world.get::<Stream>(*e))
}

fn partitions(world: &World, s: &Stream) -> u32 {
    world.resource::<SimLog>().topic(&s.topic).map(|t| t.partition_count()).unwrap_or(0)
}

/// The Nodes `id` links to, in link order.
fn targets(world: &World, id: &str) -> Vec<Entity> {
    component::<Links>(world, id).map(|l| l.0.clone()).unwrap_or_default()
}

fn linked(world: &World, from: &str, to: &str) -> bool {
    entity(world, to).is_some_and(|t| targets(world, from).contains(&t))
}

/// Whether some Node links to `id`.
fn fed(world: &World, id: &str) -> bool {
    let Some(e) = entity(world, id) else { return false };
    world.resource::<Board>().nodes.values().any(|n| world.get::<Links>(*n).is_some_and(|l| l.0.contains(&e)))
}

/// The groups of the Workers `id` links to, sorted, each once.
fn groups_linked_from(world: &World, id: &str) -> Vec<String> {
    let mut gs: Vec<String> =
        targets(world, id).iter().filter_map(|e| world.get::<Worker>(*e)).map(|w| w.group.clone()).collect();
    gs.sort();
    gs.dedup();
    gs
}

/// The group's Workers on the board: entity, Node, Worker; by id.
fn workers_of<'w>(world: &'w World, group: &str) -> Vec<(Entity, &'w Node, &'w Worker)> {
    world
        .resource::<Board>()
        .nodes
        .values()
        .filter_map(|e| Some((*e, world.get::<Node>(*e)?, world.get::<Worker>(*e)?)))
        .filter(|(_, _, w)| w.group == group)
        .collect()
}

/// The group's Workers that are linked from a stream, run, and own no
/// partition: ids, by id.
fn idle_workers(world: &World, group: &str) -> Vec<String> {
    let board = world.resource::<Board>();
    let from_stream = |e: Entity| {
        board
            .nodes
            .values()
            .any(|s| world.get::<Stream>(*s).is_some() && world.get::<Links>(*s).is_some_and(|l| l.0.contains(&e)))
    };
    workers_of(world, group)
        .into_iter()
        .filter(|(e, _, w)| !w.stopped && !w.reads_queue && w.assigned.is_empty() && world.get::<Down>(*e).is_none())
        .filter(|(e, ..)| from_stream(*e))
        .map(|(_, n, _)| n.id.clone())
        .collect()
}

/// How many Workers of the group run (not stopped, not down) linked from a
/// stream, and how many partitions the streams it reads have.
fn members_and_partitions(world: &World, group: &str) -> (usize, usize) {
    let board = world.resource::<Board>();
    let fed = |e: Entity| {
        board
            .nodes
            .values()
            .any(|s| world.get::<Stream>(*s).is_some() && world.get::<Links>(*s).is_some_and(|l| l.0.contains(&e)))
    };
    let running = workers_of(world, group)
        .iter()
        .filter(|(e, _, w)| !w.stopped && world.get::<Down>(*e).is_none() && fed(*e))
        .count();
    let partitions: u32 = streams(world).filter(|s| s.groups.contains_key(group)).map(|s| partitions(world, s)).sum();
    (running, partitions as usize)
}

/// Whether the Worker writes to a Database with a unique key.
fn writes_uniquely(world: &World, worker: Entity) -> bool {
    world
        .get::<Links>(worker)
        .is_some_and(|l| l.0.iter().any(|d| world.get::<Database>(*d).is_some_and(|db| db.unique_key)))
}

fn group_config(world: &World, group: &str) -> Option<super::groups::GroupConfig> {
    let catalog = world.resource::<Catalog>();
    let cooperative = world.resource::<Research>().gives(ResearchEffect::CooperativeRebalancing);
    let known = !workers_of(world, group).is_empty() || streams(world).any(|s| s.groups.contains_key(group));
    known.then(|| world.resource::<super::groups::GroupSettings>().of(group, catalog, cooperative))
}

/// The group's poll interval: its own, or its Workers' kind's.
fn poll_interval(world: &World, group: &str) -> Option<f64> {
    let own = streams(world).find_map(|s| s.groups.get(group).and_then(|f| f.poll_interval));
    own.or_else(|| {
        let (_, n, _) = workers_of(world, group).into_iter().next()?;
        worker_rules(world.resource::<Catalog>(), &n.kind).map(|r| r.max_poll_interval_seconds)
    })
}

fn worker_rules<'c>(catalog: &'c Catalog, kind: &str) -> Option<&'c WorkerRules> {
    match &catalog.component(kind)?.role {
        Role::Worker(r) => Some(r),
        _ => None,
    }
}

/// What a new host for the Node costs (its kind's next copy).
fn host_price(world: &World, n: &Node, catalog: &Catalog) -> Option<f64> {
    let spec = catalog.component(&n.kind)?;
    let owned = world.resource::<Ledger>().copies.get(&n.kind).copied().unwrap_or(1);
    Some(spec.copy_cost(owned.saturating_sub(1)))
}

/// Replace would work now: the Node is down from a dead host and the money
/// for a new one is there (as `incidents::replace` checks).
fn can_replace(world: &World, id: &str) -> bool {
    let Some(e) = entity(world, id) else { return false };
    let dead = down_causes(world, e).iter().any(|(_, k)| k.answered_by(Answer::Replace));
    let catalog = world.resource::<Catalog>();
    dead && world
        .get::<Node>(e)
        .and_then(|n| host_price(world, n, catalog))
        .is_some_and(|price| price <= world.resource::<Ledger>().money)
}

/// Fail over would work now (as `incidents::fail_over` checks): down in a
/// region outage, keeping no data, with another region on the board; or
/// down in a zone outage, keeping a Standby.
fn can_fail_over(world: &World, id: &str) -> bool {
    let Some(e) = entity(world, id) else { return false };
    let Some(n) = world.get::<Node>(e) else { return false };
    let Some(spec) = world.resource::<Catalog>().component(&n.kind) else { return false };
    let causes = down_causes(world, e);
    if causes.iter().any(|(_, k)| k.answered_by(Answer::MoveToAnotherRegion)) {
        let other = all::<Node>(world).any(|o| o.region != n.region);
        return !spec.holds_data && other;
    }
    causes.iter().any(|(_, k)| k.answered_by(Answer::PromoteStandby)) && spec.keeps_standby
}

/// The Node is down and nothing stands in for it: any Node but a Worker;
/// a Worker that still owns partitions, or whose group has no other Worker
/// up (not down, not stopped).
fn missing(world: &World, id: &str) -> bool {
    let Some(e) = entity(world, id) else { return false };
    if world.get::<Down>(e).is_none() {
        return false;
    }
    let Some(w) = world.get::<Worker>(e) else { return true };
    let others_up =
        workers_of(world, &w.group).iter().any(|(o, _, ow)| *o != e && !ow.stopped && world.get::<Down>(*o).is_none());
    !w.assigned.is_empty() || !others_up
}

/// The stream's partitions with no leader.
fn leaderless<'w>(world: &'w World, id: &str) -> impl Iterator<Item = &'w PartitionReplicas> {
    let e = entity(world, id);
    e.into_iter().flat_map(|e| super::cluster::partitions_of(world, e)).filter(|p| p.set.leader().is_none())
}

// ---- Words ----

/// `a`, `a and b`, `a, b and c`; `None` for none.
pub fn list(items: &[String]) -> Option<String> {
    match items {
        [] => None,
        [one] => Some(one.clone()),
        [init @ .., last] => Some(format!("{} and {last}", init.join(", "))),
    }
}

/// [`super::state::SimStart`]: no lag sampled yet.
fn reset(world: &mut World) {
    world.insert_resource(LagTrend::default());
}

/// Whether stream Node `node`'s topic has `cleanup.policy` `is`.
fn cleanup_is(world: &World, node: &str, is: crate::log::CleanupPolicy) -> bool {
    let Some(&e) = world.resource::<Board>().nodes.get(node) else { return false };
    let Some(stream) = world.get::<Stream>(e) else { return false };
    world.resource::<SimLog>().topic(&stream.topic).is_ok_and(|t| t.cleanup() == is)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figures_read_as_an_operator_says_them() {
        assert_eq!(list(&[]), None);
        assert_eq!(list(&["a".into(), "b".into(), "c".into()]).unwrap(), "a, b and c");
    }

    fn trend(sums: &[u64]) -> LagTrend {
        let samples = sums.iter().enumerate().map(|(t, s)| (t as f64, *s, *s)).collect();
        LagTrend { samples: [("g".to_string(), samples)].into_iter().collect(), last: Some((sums.len() - 1) as f64) }
    }

    #[test]
    fn a_lag_grows_when_it_rises_most_seconds_not_at_one_jump() {
        assert!(trend(&[10, 12, 15, 16]).growing("g", 3.0));
        assert!(!trend(&[10, 12, 15]).growing("g", 3.0), "no sample that old yet");
        assert!(!trend(&[15, 12, 10, 9]).growing("g", 3.0));
        // A reset: one jump, then read down.
        assert!(!trend(&[10, 3000, 2900, 2800]).growing("g", 3.0));
        // Noise around a level.
        assert!(!trend(&[10, 12, 9, 11, 8, 10, 9]).growing("g", 6.0));
        let mut gone = trend(&[10, 12, 15, 16]);
        gone.last = Some(4.0);
        assert!(!gone.growing("g", 3.0), "no sample this second: the group is gone");
    }

    #[test]
    fn a_lag_heads_past_its_limit_when_its_rate_gets_there_in_time() {
        // 100 a second from 700: 1,000 in 3 s.
        let t = trend(&[400, 500, 600, 700]);
        assert!(t.heading("g", 3.0, 1000, Some(4.0)));
        assert!(!t.heading("g", 3.0, 1000, Some(2.0)));
        assert!(t.heading("g", 3.0, 1000, None));
        assert!(!trend(&[700, 600, 500, 400]).heading("g", 3.0, 1000, None));
        assert!(trend(&[1200, 1100, 1100, 1001]).heading("g", 3.0, 1000, Some(0.0)), "past it already");
    }
}
