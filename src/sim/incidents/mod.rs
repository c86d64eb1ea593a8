//! Incidents as entities: each has a kind, a target, a start and an end.
//! They are spawned by a scenario's schedule, by chance at the catalog's
//! rates, or by the player for practice; systems apply their effects while
//! they last; each ends with a short report of what it cost and what would
//! have prevented it.
//!
//! This file is the machinery every kind shares (the schedule, chance,
//! targets, the incident entity, its report, the brokers and Nodes it holds
//! down) and the dispatch: [`strike`], [`undo`] and [`resolved`] each send
//! a kind to its own file (`hot_key.rs`, `broker_failure.rs`, …) with an
//! exhaustive `match`. The facts other layers read (its target, badge,
//! cue, answers) are methods on `rules::incident::IncidentKind`.
//!
//! Rules: docs/RULES.md#incidents, one entry per kind (instance failure,
//! zone and region outage, hot key, failed broker, broker restart, Worker
//! crash, rebalancing storm, breaking schema change, hanging transaction). Texts and numbers are
//! in the catalog.

use bevy::prelude::*;
use rand::RngExt;
use serde::Serialize;

use super::cluster::{Broker, BrokerChange};
use super::economy::{Damage, ErrorBudget};
use super::nodes::Down;
use super::{Board, Node, Producer, SimClock, SimRng, SimSet, SimTick, Stream, Worker};
use crate::locale::Language;
use crate::log::BrokerId;
use crate::rules::catalog::{Catalog, IncidentRules, Role};
use crate::rules::incident::{Answer, IncidentKind, Target, TargetKind};
use crate::rules::scenario::IncidentSpec;
use crate::rules::words::t;

mod broker_failure;
mod broker_restart;
mod hanging_transaction;
mod hot_key;
mod instance_failure;
mod poison_pill;
mod rebalancing_storm;
mod region_outage;
mod schema_change;
mod state_store_lost;
mod worker_crash;
mod zone_outage;

pub use hanging_transaction::abort_hanging;
pub use instance_failure::replace;
pub use schema_change::{roll_back, upgrade_group};
pub use worker_crash::crash_worker;

/// Where an incident came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum IncidentSource {
    /// The scenario's schedule.
    Scheduled,
    /// Chance, at the catalog's rate.
    Chance,
    /// The player, from the incident catalog.
    Practice,
}

/// An incident under way.
#[derive(Component, Clone, Debug)]
pub struct Incident {
    /// What kind.
    pub kind: IncidentKind,
    /// Its target: a Node id, a zone or a region.
    pub target: String,
    /// When it began, sim seconds.
    pub started: f64,
    /// When it ends by itself; `None` until the player answers it.
    pub ends: Option<f64>,
    /// Where it came from.
    pub source: IncidentSource,
    /// The Nodes it struck.
    pub struck: Vec<Entity>,
    /// The brokers it holds down: `(stream Node, broker)`.
    pub brokers: Vec<(Entity, BrokerId)>,
    /// What happened, in words.
    pub happened: String,
    /// The error budget when it began (its report shows the difference).
    pub(crate) budget_at_start: ErrorBudget,
}

/// What an incident cost, when it ended.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct IncidentReport {
    /// Kind.
    pub kind: IncidentKind,
    /// Its name in the game.
    pub name: String,
    /// Its target.
    pub target: String,
    /// Began, sim seconds.
    pub started: f64,
    /// Ended, sim seconds.
    pub ended: f64,
    /// What happened.
    pub happened: String,
    /// How it ended.
    pub how_it_ended: String,
    /// What it cost: what went wrong while it lasted.
    #[serde(flatten)]
    pub cost: Damage,
    /// What would have prevented it.
    pub prevent: String,
}

/// Scheduled incidents, in time order, and how many have struck.
#[derive(Resource, Clone, Debug, Default)]
pub struct IncidentSchedule {
    /// Sorted by `at` (stable).
    pub entries: Vec<IncidentSpec>,
    /// Entries already fired.
    pub fired: usize,
}

impl IncidentSchedule {
    /// A schedule from a scenario's list.
    pub fn new(list: &[IncidentSpec]) -> IncidentSchedule {
        let mut entries = list.to_vec();
        entries.sort_by(|a, b| a.at.total_cmp(&b.at));
        IncidentSchedule { entries, fired: 0 }
    }
}

/// Everything that happened: one line per start, one report per end.
#[derive(Resource, Clone, Debug, Default)]
pub struct IncidentLog {
    /// `(sim seconds, what happened)`, in English (as a run's report keeps
    /// it; the screen shows [`IncidentLog::shown`] of each).
    pub events: Vec<(f64, String)>,
    /// Ended incidents.
    pub reports: Vec<IncidentReport>,
    /// The lines said this run (events, what happened, how each ended) in
    /// the player's language, by their English, where it differs.
    pub translated: std::collections::HashMap<String, String>,
}

impl IncidentLog {
    /// A line of the log (an event, an incident's `happened` or
    /// `how_it_ended`) in the language the player read when it was said:
    /// the English as it is where there is none.
    pub fn shown<'a>(&'a self, english: &'a str) -> &'a str {
        self.translated.get(english).map_or(english, String::as_str)
    }

    /// Keeps `said`'s translation for [`IncidentLog::shown`]; returns its
    /// English.
    pub fn remember(&mut self, said: Said) -> String {
        if said.shown != said.english {
            self.translated.insert(said.english.clone(), said.shown);
        }
        said.english
    }

    /// Adds a line to the events at sim time `at`.
    pub fn push(&mut self, at: f64, said: Said) {
        let english = self.remember(said);
        self.events.push((at, english));
    }
}

/// A sentence of the incident log, said twice: in English (a run's report
/// and the logs keep it) and in the player's language (the screen).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Said {
    /// In English.
    pub english: String,
    /// In the player's language when it was said.
    pub shown: String,
}

impl Said {
    /// `words` said in English and in the player's language (once when
    /// they are the same).
    pub fn new(words: impl Fn(Language) -> String) -> Said {
        let english = words(Language::English);
        let current = crate::locale::current();
        let shown = if current == Language::English { english.clone() } else { words(current) };
        Said { english, shown }
    }

    /// The same words in every language (a text with no words of its own).
    pub fn plain(text: String) -> Said {
        Said { english: text.clone(), shown: text }
    }

    /// The words in `language`: the English, or else the player's.
    pub fn get(&self, language: Language) -> &str {
        if language == Language::English { &self.english } else { &self.shown }
    }
}

/// An incident began.
#[derive(Message, Clone, Debug)]
pub struct IncidentStarted {
    /// Kind.
    pub kind: IncidentKind,
    /// What happened.
    pub text: String,
}

/// An incident ended.
#[derive(Message, Clone, Debug)]
pub struct IncidentEnded {
    /// Its report.
    pub report: IncidentReport,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<IncidentSchedule>()
        .init_resource::<IncidentLog>()
        .add_message::<IncidentStarted>()
        .add_message::<IncidentEnded>()
        .add_systems(SimTick, (fire_scheduled, fire_by_chance, end_due).chain().in_set(SimSet::Incidents))
        .add_systems(super::state::SimStart, reset.in_set(super::state::StartSet::Plugins));
}

fn fire_scheduled(world: &mut World) {
    let (now, dt) = {
        let c = world.resource::<SimClock>();
        (c.now, c.step)
    };
    loop {
        // Every incident due within this tick's interval fires now.
        let next = {
            let s = world.resource::<IncidentSchedule>();
            s.entries.get(s.fired).filter(|e| e.at < now + dt - 1e-9).cloned()
        };
        let Some(spec) = next else { break };
        {
            let mut s = world.resource_mut::<IncidentSchedule>();
            s.fired += 1;
            // A repeating one goes back in, its period later, after the
            // entries due at the same time.
            if let Some(every) = spec.every {
                let again = IncidentSpec { at: spec.at + every, ..spec.clone() };
                let fired = s.fired;
                let i = fired + s.entries[fired..].partition_point(|e| e.at <= again.at);
                s.entries.insert(i, again);
            }
            // What has fired is not looked at again: keep the list short.
            if s.fired >= 1024 {
                let fired = s.fired;
                s.entries.drain(..fired);
                s.fired = 0;
            }
        }
        let fraction = ((spec.at - now) / dt).clamp(0.0, 1.0);
        if let Err(e) = start(world, &spec, IncidentSource::Scheduled, fraction) {
            let said = Said::new(|l| t!("events-scheduled-failed" in l, why = e.as_str()));
            world.resource_mut::<IncidentLog>().push(now, said);
        }
    }
}

fn fire_by_chance(world: &mut World) {
    let allowed = world.resource::<Board>().scenario.as_ref().is_some_and(|s| s.chance_incidents);
    if !allowed {
        return;
    }
    let (now, dt) = {
        let c = world.resource::<SimClock>();
        (c.now, c.step)
    };
    let kinds: Vec<(IncidentKind, f64)> =
        world.resource::<Catalog>().incidents.iter().map(|r| (r.kind, r.chance_per_hour)).collect();
    for (kind, per_hour) in kinds {
        // A kind that never strikes by chance draws nothing (so adding one
        // leaves every other kind's draws as they were).
        if per_hour <= 0.0 {
            continue;
        }
        let p = per_hour * dt / 3600.0;
        let roll: f64 = world.resource_mut::<SimRng>().random();
        if roll >= p {
            continue;
        }
        let targets = possible_targets(world, kind);
        if targets.is_empty() {
            continue;
        }
        let i = world.resource_mut::<SimRng>().random_range(0..targets.len());
        let spec = IncidentSpec {
            at: now,
            kind,
            target: targets[i].clone(),
            duration: None,
            key: None,
            share: None,
            every: None,
            broker: None,
        };
        let _ = start(world, &spec, IncidentSource::Chance, 0.0);
    }
}

fn end_due(world: &mut World, incidents: &mut QueryState<(Entity, &Incident)>) {
    // The query state is kept from tick to tick: building one walks every
    // archetype.
    let now = world.resource::<SimClock>().now;
    let due: Vec<Entity> =
        incidents.iter(world).filter(|(_, i)| i.ends.is_some_and(|t| t <= now + 1e-9)).map(|(e, _)| e).collect();
    for e in due {
        end(world, e, Said::new(|l| t!("events-ended-by-itself" in l)));
    }
    // Some kinds end before their time once answered (a breaking schema
    // change, when every group reads on).
    let live: Vec<(Entity, IncidentKind)> = incidents.iter(world).map(|(e, i)| (e, i.kind)).collect();
    for (e, kind) in live {
        if let Some(how) = resolved(world, e, kind) {
            end(world, e, how);
        }
    }
}

/// How incident `e` of `kind` ends before its time, if it does now (each
/// kind's own rule; most wait for their end or their answer).
fn resolved(world: &mut World, e: Entity, kind: IncidentKind) -> Option<Said> {
    match kind {
        IncidentKind::SchemaChange => schema_change::resolved(world, e),
        IncidentKind::PoisonPill => poison_pill::resolved(world, e),
        IncidentKind::InstanceFailure
        | IncidentKind::ZoneOutage
        | IncidentKind::RegionOutage
        | IncidentKind::HotKey
        | IncidentKind::BrokerFailure
        | IncidentKind::WorkerCrash
        | IncidentKind::RebalancingStorm
        | IncidentKind::BrokerRestart
        | IncidentKind::HangingTransaction
        | IncidentKind::StateStoreLost => None,
    }
}

/// What an incident of `kind` could strike now (sorted).
pub fn possible_targets(world: &mut World, kind: IncidentKind) -> Vec<String> {
    let catalog = world.resource::<Catalog>().clone();
    let mut q = world.query::<(&Node, Option<&Producer>, Option<&Stream>, Option<&Worker>)>();
    let mut out: Vec<String> = Vec::new();
    for (n, p, s, w) in q.iter(world) {
        let role = catalog.component(&n.kind).map(|c| &c.role);
        let name = match kind.target() {
            Target::Zone => Some(n.zone.clone()),
            Target::Region => Some(n.region.clone()),
            Target::AnyNode => Some(n.id.clone()),
            Target::Stream => s.map(|_| n.id.clone()),
            Target::Worker => w.map(|_| n.id.clone()),
            Target::Producer => p.filter(|_| matches!(role, Some(Role::Producer(_)))).map(|_| n.id.clone()),
        };
        if let Some(name) = name {
            out.push(name);
        }
    }
    out.sort();
    out.dedup();
    out
}

fn rules(world: &World, kind: IncidentKind) -> Option<IncidentRules> {
    world.resource::<Catalog>().incident(kind).cloned()
}

/// Starts an incident. `fraction` is how far into this tick it strikes.
///
/// Errors: the target does not exist or does not fit the kind.
pub fn start(world: &mut World, spec: &IncidentSpec, source: IncidentSource, fraction: f64) -> Result<Entity, String> {
    let now = world.resource::<SimClock>().now;
    let r = rules(world, spec.kind).ok_or_else(|| format!("the catalog has no rules for {:?}", spec.kind))?;
    let scored = world.resource::<Board>().scenario.as_ref().is_some_and(|s| s.scored);
    let default_duration = match (source, r.scored_duration_seconds) {
        (IncidentSource::Practice, _) | (_, None) => r.duration_seconds,
        (_, Some(d)) if scored => Some(d),
        _ => r.duration_seconds,
    };
    let duration = spec.duration.or(default_duration);
    let nodes = world.resource::<Board>().nodes.clone();
    let place = spec.kind.target_kind();
    let struck: Vec<Entity> = match place {
        TargetKind::Node => vec![*nodes.get(&spec.target).ok_or_else(|| format!("no Node '{}'", spec.target))?],
        TargetKind::Zone | TargetKind::Region => {
            let mut q = world.query::<(Entity, &Node)>();
            let mut v: Vec<(u32, Entity)> =
                q.iter(world).filter(|(_, n)| is_in(n, place, &spec.target)).map(|(e, n)| (n.order, e)).collect();
            v.sort();
            let brokers_there = match place {
                TargetKind::Zone => world.query::<&Broker>().iter(world).any(|b| b.zone == spec.target),
                TargetKind::Region | TargetKind::Node => false,
            };
            if v.is_empty() && !brokers_there {
                return Err(crate::t!("events-refused-nothing-in", place = spec.target.as_str()));
            }
            v.into_iter().map(|(_, e)| e).collect()
        }
    };
    let e = world.spawn_empty().id();
    let target = struck.first().copied().unwrap_or(e);
    let mut s = Strike {
        spec,
        e,
        target,
        struck,
        brokers: Vec::new(),
        ends: duration.map(|d| now + d),
        now,
        duration,
        fraction,
        rules: &r,
    };
    let happened = match strike(world, &mut s) {
        Ok(said) => world.resource_mut::<IncidentLog>().remember(said),
        Err(err) => {
            world.despawn(e);
            return Err(err);
        }
    };
    let Strike { struck, brokers, ends, .. } = s;
    let budget = world.get_resource::<ErrorBudget>().cloned().unwrap_or_default();
    world.entity_mut(e).insert((
        Name::new(format!("incident {}", r.name)),
        Incident {
            kind: spec.kind,
            target: spec.target.clone(),
            started: now,
            ends,
            source,
            struck: struck.clone(),
            brokers,
            happened: happened.clone(),
            budget_at_start: budget,
        },
    ));
    if spec.kind.holds_nodes_down() {
        for &n in &struck {
            if let Some(mut down) = world.get_mut::<Down>(n) {
                down.causes.push(e);
            } else {
                world.entity_mut(n).insert(Down { causes: vec![e] });
            }
        }
    }
    world.resource_mut::<IncidentLog>().events.push((now, happened.clone()));
    world.write_message(IncidentStarted { kind: spec.kind, text: happened });
    Ok(e)
}

/// An incident as it strikes: what each kind's `strike` reads, and what
/// it sets.
pub(super) struct Strike<'a> {
    /// What was scheduled or asked for.
    pub spec: &'a IncidentSpec,
    /// The incident's entity.
    pub e: Entity,
    /// The Node it strikes (the first struck; the incident's own entity
    /// when it struck none).
    pub target: Entity,
    /// The Nodes that go down as a whole: its target's (a kind takes out
    /// those that stay up).
    pub struck: Vec<Entity>,
    /// The brokers it takes down: `(stream Node, broker)`.
    pub brokers: Vec<(Entity, BrokerId)>,
    /// When it ends by itself, sim seconds; `None` until answered.
    pub ends: Option<f64>,
    /// Sim seconds now.
    pub now: f64,
    /// Its duration, sim seconds (the spec's, or the catalog's).
    pub duration: Option<f64>,
    /// How far into this tick it strikes (0 = at its start).
    pub fraction: f64,
    /// The catalog's rules for its kind.
    pub rules: &'a IncidentRules,
}

/// Applies an incident's effects as it strikes: each kind's own. Returns
/// what happened, in words.
fn strike(world: &mut World, s: &mut Strike) -> Result<Said, String> {
    match s.spec.kind {
        IncidentKind::InstanceFailure => instance_failure::strike(world, s),
        IncidentKind::ZoneOutage => zone_outage::strike(world, s),
        IncidentKind::RegionOutage => region_outage::strike(world, s),
        IncidentKind::HotKey => hot_key::strike(world, s),
        IncidentKind::BrokerFailure => broker_failure::strike(world, s),
        IncidentKind::BrokerRestart => broker_restart::strike(world, s),
        IncidentKind::WorkerCrash => worker_crash::strike(world, s),
        IncidentKind::RebalancingStorm => rebalancing_storm::strike(world, s),
        IncidentKind::SchemaChange => schema_change::strike(world, s),
        IncidentKind::HangingTransaction => hanging_transaction::strike(world, s),
        IncidentKind::StateStoreLost => state_store_lost::strike(world, s),
        IncidentKind::PoisonPill => poison_pill::strike(world, s),
    }
}

/// Undoes what an incident did as it ends (its brokers come back after,
/// for every kind): each kind's own.
fn undo(world: &mut World, e: Entity, incident: &Incident) {
    match incident.kind {
        IncidentKind::InstanceFailure => instance_failure::end(world, e, incident),
        IncidentKind::ZoneOutage => zone_outage::end(world, e, incident),
        IncidentKind::RegionOutage => region_outage::end(world, e, incident),
        IncidentKind::HotKey => hot_key::end(world, e, incident),
        IncidentKind::BrokerFailure => broker_failure::end(world, e, incident),
        IncidentKind::BrokerRestart => broker_restart::end(world, e, incident),
        IncidentKind::WorkerCrash => worker_crash::end(world, e, incident),
        IncidentKind::RebalancingStorm => rebalancing_storm::end(world, e, incident),
        IncidentKind::SchemaChange => schema_change::end(world, e, incident),
        IncidentKind::HangingTransaction => hanging_transaction::end(world, e, incident),
        IncidentKind::StateStoreLost => state_store_lost::end(world, e, incident),
        IncidentKind::PoisonPill => poison_pill::end(world, e, incident),
    }
}

/// Whether Node `n` is in the zone or region `place` names (`Node`: is it).
fn is_in(n: &Node, place: TargetKind, target: &str) -> bool {
    match place {
        TargetKind::Node => n.id == target,
        TargetKind::Zone => n.zone == target,
        TargetKind::Region => n.region == target,
    }
}

/// What a broker's failure did, in words, in `language`.
pub(super) fn change_words(c: &BrokerChange, language: Language) -> String {
    let l = language;
    if c.offline > 0 {
        t!("events-broker-change-offline" in l, elected = c.elected, offline = c.offline, lost = c.lost)
    } else {
        t!("events-broker-change" in l, elected = c.elected, lost = c.lost)
    }
}

/// Ends an incident: undoes its effects and files its report.
pub fn end(world: &mut World, e: Entity, how: Said) {
    let Some(incident) = world.get::<Incident>(e).cloned() else { return };
    let now = world.resource::<SimClock>().now;
    undo(world, e, &incident);
    for &(stream, broker) in &incident.brokers {
        super::cluster::broker_up(world, stream, broker, e);
    }
    let r = rules(world, incident.kind);
    let before = &incident.budget_at_start;
    let after = world.get_resource::<ErrorBudget>().cloned().unwrap_or_default();
    let how = world.resource_mut::<IncidentLog>().remember(how);
    let report = IncidentReport {
        kind: incident.kind,
        name: r.as_ref().map(|r| r.name.clone()).unwrap_or_else(|| format!("{:?}", incident.kind)),
        target: incident.target.clone(),
        started: incident.started,
        ended: now,
        happened: incident.happened.clone(),
        how_it_ended: how,
        cost: after.damage.since(&before.damage),
        prevent: r.map(|r| r.prevent).unwrap_or_default(),
    };
    world.despawn(e);
    world.resource_mut::<IncidentLog>().reports.push(report.clone());
    world.write_message(IncidentEnded { report });
}

/// Takes incident `e` off every Node it holds down.
fn lift_all(world: &mut World, e: Entity, incident: &Incident) {
    for &n in &incident.struck {
        lift_down(world, n, e);
    }
}

/// Takes one cause off a down Node; when none is left it comes back up,
/// cold: a Worker restarts from its last commit.
fn lift_down(world: &mut World, n: Entity, cause: Entity) {
    let Some(mut down) = world.get_mut::<Down>(n) else { return };
    down.causes.retain(|c| *c != cause);
    if down.causes.is_empty() {
        world.entity_mut(n).remove::<Down>();
        if world.get::<Worker>(n).is_some() {
            crash_now(world, n);
        }
    }
}

/// A Worker loses what it processed since its last commit.
fn crash_now(world: &mut World, n: Entity) {
    if let Some(mut w) = world.get_mut::<Worker>(n) {
        w.crash_at = Some(0.0);
    }
}

/// The incidents holding a Node down, with their kinds.
pub fn down_causes(world: &World, n: Entity) -> Vec<(Entity, IncidentKind)> {
    world
        .get::<Down>(n)
        .map(|d| d.causes.iter().filter_map(|&c| world.get::<Incident>(c).map(|i| (c, i.kind))).collect())
        .unwrap_or_default()
}

/// Fail over: promotes a Standby where the component keeps one (a zone
/// outage); moves a Node that keeps no data to another region (a region
/// outage).
///
/// Errors: nothing to fail over from, no Standby, it keeps data, no other
/// region.
pub fn fail_over(world: &mut World, n: Entity) -> Result<Said, String> {
    let node = world.get::<Node>(n).cloned().ok_or("no such Node")?;
    let spec = world.resource::<Catalog>().component(&node.kind).cloned().ok_or("unknown component")?;
    let causes = down_causes(world, n);
    let by = |answer: Answer| causes.iter().find(|(_, k)| k.answered_by(answer)).map(|&(cause, _)| cause);
    if let Some(cause) = by(Answer::MoveToAnotherRegion) {
        return region_outage::fail_over(world, n, cause, &node, &spec);
    }
    if let Some(cause) = by(Answer::PromoteStandby) {
        return zone_outage::fail_over(world, n, cause, &node, &spec);
    }
    Err(crate::t!("events-refused-not-in-outage", node = node.id.as_str()))
}

/// Broker `broker` of a stream fails with its disk, held down by incident
/// `cause`: the partitions it led elect leaders from their ISRs, those whose
/// only replica it held lose every event and wait offline for a new broker.
/// Returns what happened, in words. Rule: docs/RULES.md#failed-broker.
///
/// Errors: the Node is not an Event Stream, or has no such broker.
pub fn fail_broker(world: &mut World, e: Entity, broker: BrokerId, cause: Entity) -> Result<Said, String> {
    let node = world.get::<Node>(e).cloned().ok_or("no such Node")?;
    let Some(stream) = world.get::<Stream>(e).cloned() else {
        return Err(crate::t!("events-refused-not-stream", node = node.id.as_str()));
    };
    let change = super::cluster::broker_down(world, e, broker, true, super::cluster::Shutdown::Crash, cause)?;
    // A reassignment still copying: the new replicas count for nothing yet.
    Ok(Said::new(|l| {
        let copies = match stream.catch_up {
            Some(c) => t!(
                "events-copies-catching-up" in l,
                factor = stream.replication_factor,
                in_effect = c.in_effect,
                percent = format!("{:.0}", c.percent().floor())
            ),
            None => t!("events-copies" in l, factor = stream.replication_factor),
        };
        t!(
            "events-broker-failed" in l,
            broker = broker,
            node = node.id.as_str(),
            copies = copies,
            acks = stream.acks.label(),
            change = change_words(&change, l)
        )
    }))
}

/// [`super::state::SimStart`]: the scenario's schedule, an empty log, and no
/// incident of the last board left.
fn reset(world: &mut World) {
    let scenario = super::state::starting(world);
    world.insert_resource(IncidentSchedule::new(&scenario.incidents));
    world.insert_resource(IncidentLog::default());
    let stale: Vec<Entity> = world.query_filtered::<Entity, With<Incident>>().iter(world).collect();
    for e in stale {
        world.despawn(e);
    }
}
