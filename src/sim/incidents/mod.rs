//! Incidents as entities: each has a kind, a target, a start and an end.
//! They are spawned by a scenario's schedule, by chance at the catalog's
//! rates, or by the player for practice; systems apply their effects while
//! they last; each ends with a short report of what it cost and what would
//! have prevented it.
//!
//! Rules: DESIGN.md §2 (instance failure, zone and region outage, hot key,
//! failed broker with the replication and acks rules), seed 002 (a crash
//! between processing and commit redelivers), seed 003 (rebalancing storms,
//! breaking schema changes). Texts and numbers are in the catalog.

use bevy::prelude::*;
use rand::RngExt;
use serde::Serialize;

use super::cluster::{Broker, BrokerChange};
use super::economy::{Damage, ErrorBudget};
use super::nodes::Down;
use super::research::Research;
use super::{Board, Entities, Node, Producer, SimClock, SimLog, SimRng, SimSet, SimTick, Stream, Worker};
use crate::log::BrokerId;
use crate::rules::catalog::{Catalog, Role};
use crate::rules::incident::{IncidentKind, TargetKind};
use crate::rules::research::ResearchEffect;
use crate::rules::scenario::{HotKey, IncidentSpec};

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
    /// `(sim seconds, what happened)`.
    pub events: Vec<(f64, String)>,
    /// Ended incidents.
    pub reports: Vec<IncidentReport>,
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

/// How long a Worker crash stays open to count the duplicates it causes.
const CRASH_WINDOW_SECONDS: f64 = 10.0;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<IncidentSchedule>()
        .init_resource::<IncidentLog>()
        .add_message::<IncidentStarted>()
        .add_message::<IncidentEnded>()
        .add_systems(SimTick, (fire_scheduled, fire_by_chance, end_due).chain().in_set(SimSet::Incidents));
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
            world.resource_mut::<IncidentLog>().events.push((now, format!("A scheduled incident did not strike: {e}")));
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

fn end_due(world: &mut World) {
    let now = world.resource::<SimClock>().now;
    let due: Vec<Entity> = world
        .query::<(Entity, &Incident)>()
        .iter(world)
        .filter(|(_, i)| i.ends.is_some_and(|t| t <= now + 1e-9))
        .map(|(e, _)| e)
        .collect();
    for e in due {
        end(world, e, "It ended by itself.".into());
    }
    // A breaking schema change ends once no group is blocked and the
    // producer writes what its readers can read.
    let schema: Vec<(Entity, String)> = world
        .query::<(Entity, &Incident)>()
        .iter(world)
        .filter(|(_, i)| i.kind == IncidentKind::SchemaChange)
        .map(|(e, i)| (e, i.target.clone()))
        .collect();
    for (e, target) in schema {
        if schema_fixed(world, &target) {
            end(world, e, "Every group reads on.".into());
        }
    }
}

/// What an incident of `kind` could strike now (sorted).
pub fn possible_targets(world: &mut World, kind: IncidentKind) -> Vec<String> {
    let catalog = world.resource::<Catalog>().clone();
    let mut q = world.query::<(&Node, Option<&Producer>, Option<&Stream>, Option<&Worker>)>();
    let mut out: Vec<String> = Vec::new();
    for (n, p, s, w) in q.iter(world) {
        let role = catalog.component(&n.kind).map(|c| &c.role);
        let name = match kind.target_kind() {
            TargetKind::Zone => Some(n.zone.clone()),
            TargetKind::Region => Some(n.region.clone()),
            TargetKind::Node => match kind {
                IncidentKind::BrokerFailure | IncidentKind::BrokerRestart => s.map(|_| n.id.clone()),
                IncidentKind::WorkerCrash | IncidentKind::RebalancingStorm => w.map(|_| n.id.clone()),
                IncidentKind::HotKey | IncidentKind::SchemaChange => {
                    p.filter(|_| matches!(role, Some(Role::Producer(_)))).map(|_| n.id.clone())
                }
                _ => Some(n.id.clone()),
            },
        };
        if let Some(name) = name {
            out.push(name);
        }
    }
    out.sort();
    out.dedup();
    out
}

fn rules(world: &World, kind: IncidentKind) -> Option<crate::rules::catalog::IncidentRules> {
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
    let struck: Vec<Entity> = match spec.kind.target_kind() {
        TargetKind::Node => vec![*nodes.get(&spec.target).ok_or_else(|| format!("no Node '{}'", spec.target))?],
        TargetKind::Zone | TargetKind::Region => {
            let mut q = world.query::<(Entity, &Node)>();
            let mut v: Vec<(u32, Entity)> = q
                .iter(world)
                .filter(|(_, n)| {
                    if spec.kind == IncidentKind::ZoneOutage { n.zone == spec.target } else { n.region == spec.target }
                })
                .map(|(e, n)| (n.order, e))
                .collect();
            v.sort();
            let brokers_there = spec.kind == IncidentKind::ZoneOutage
                && world.query::<&Broker>().iter(world).any(|b| b.zone == spec.target);
            if v.is_empty() && !brokers_there {
                return Err(format!("nothing is in '{}'", spec.target));
            }
            v.into_iter().map(|(_, e)| e).collect()
        }
    };
    let mut struck = struck;
    let mut ends = duration.map(|d| now + d);
    let e = world.spawn_empty().id();
    let mut brokers: Vec<(Entity, BrokerId)> = Vec::new();
    let happened = match strike(world, spec, e, &mut struck, &mut brokers, &mut ends, now, duration, fraction, &r) {
        Ok(text) => text,
        Err(err) => {
            world.despawn(e);
            return Err(err);
        }
    };
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
    if matches!(spec.kind, IncidentKind::InstanceFailure | IncidentKind::ZoneOutage | IncidentKind::RegionOutage) {
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

/// Applies an incident's effects as it strikes (incident entity `e`):
/// `struck` keeps the Nodes that go down as a whole, `brokers` gets the
/// brokers it takes down, `ends` when it ends. Returns what happened.
#[allow(clippy::too_many_arguments)]
fn strike(
    world: &mut World,
    spec: &IncidentSpec,
    e: Entity,
    struck: &mut Vec<Entity>,
    brokers: &mut Vec<(Entity, BrokerId)>,
    ends: &mut Option<f64>,
    now: f64,
    duration: Option<f64>,
    fraction: f64,
    r: &crate::rules::catalog::IncidentRules,
) -> Result<String, String> {
    let target_entity = struck.first().copied().unwrap_or(e);
    let text = match spec.kind {
        IncidentKind::InstanceFailure => {
            *ends = None;
            let spread = world.get::<Stream>(target_entity).is_some_and(|s| s.brokers > 1);
            if spread {
                // One broker's host: the others serve on.
                struck.clear();
                let text = fail_broker(world, target_entity, 0, e)?;
                brokers.push((target_entity, 0));
                format!("The host under broker 0 of '{}' died. It still bills. {text}", spec.target)
            } else {
                format!("The host under '{}' died. It still bills.", spec.target)
            }
        }
        IncidentKind::ZoneOutage => {
            let taken = outage_brokers(world, &spec.target, struck, e)?;
            let extra = if taken.is_empty() { String::new() } else { format!(", {}", plural(taken.len(), "broker")) };
            brokers.extend(taken);
            format!("Zone '{}' is down: {} grey{extra}.", spec.target, plural(struck.len(), "Node"))
        }
        IncidentKind::RegionOutage => {
            format!("Region '{}' is down: {} grey.", spec.target, plural(struck.len(), "Node"))
        }
        IncidentKind::HotKey => {
            let share = spec.share.or(r.hot_share).unwrap_or(0.5);
            let key = hot_key_start(world, target_entity, spec.key.clone(), share)?;
            format!("Key '{key}' takes {:.0}% of '{}''s traffic.", share * 100.0, spec.target)
        }
        IncidentKind::BrokerFailure => {
            let broker = spec.broker.unwrap_or(0);
            let text = fail_broker(world, target_entity, broker, e)?;
            let replace = stream_rules_of(world, target_entity)
                .map(|r| r.broker_replace_seconds)
                .ok_or_else(|| format!("'{}' is not an Event Stream", spec.target))?;
            *ends = Some(now + duration.unwrap_or(replace));
            brokers.push((target_entity, broker));
            text
        }
        IncidentKind::BrokerRestart => {
            let broker = spec.broker.unwrap_or(0);
            let change = super::cluster::broker_down(world, target_entity, broker, false, e)?;
            brokers.push((target_entity, broker));
            format!("Broker {broker} of '{}' is restarting (its disk is kept): {}.", spec.target, change_words(&change))
        }
        IncidentKind::WorkerCrash => {
            let text = crash_worker(world, target_entity, fraction)?;
            *ends = Some(now + duration.unwrap_or(CRASH_WINDOW_SECONDS));
            text
        }
        IncidentKind::RebalancingStorm => {
            let slow = r.slow_speed.unwrap_or(0.05);
            let mut w =
                world.get_mut::<Worker>(target_entity).ok_or_else(|| format!("'{}' is not a Worker", spec.target))?;
            w.slow = slow;
            format!("Worker '{}' turns slow ({:.0}% of its speed).", spec.target, slow * 100.0)
        }
        IncidentKind::SchemaChange => {
            if world.resource::<Research>().gives(ResearchEffect::SchemaRegistry) {
                *ends = Some(now);
                format!("'{}' tried to ship a breaking schema change; the Schema registry refused it.", spec.target)
            } else {
                let mut p = world
                    .get_mut::<Producer>(target_entity)
                    .ok_or_else(|| format!("'{}' is not a producer", spec.target))?;
                p.schema_version += 1;
                format!("'{}' ships a change its consumers cannot read (schema v{}).", spec.target, p.schema_version)
            }
        }
    };
    let _ = r;
    Ok(text)
}

/// The rules of a stream Node's kind.
fn stream_rules_of(world: &World, n: Entity) -> Option<crate::rules::catalog::StreamRules> {
    let kind = &world.get::<Node>(n)?.kind;
    match &world.resource::<Catalog>().component(kind)?.role {
        Role::Stream(r) => Some(r.clone()),
        _ => None,
    }
}

/// A zone outage and the streams with brokers in `zone`: one whose brokers
/// are all there goes down as a whole (it stays in `struck`: the rule
/// book's log that waits); one whose brokers are spread keeps its Node up
/// (out of `struck`) and loses the brokers in the zone, each partition
/// failing over on its own. Returns the brokers taken down.
fn outage_brokers(
    world: &mut World,
    zone: &str,
    struck: &mut Vec<Entity>,
    e: Entity,
) -> Result<Vec<(Entity, BrokerId)>, String> {
    let mut by_stream: std::collections::BTreeMap<Entity, (Vec<BrokerId>, usize)> = Default::default();
    for b in world.query::<&Broker>().iter(world) {
        let entry = by_stream.entry(b.stream).or_default();
        entry.1 += 1;
        if b.zone == zone {
            entry.0.push(b.id);
        }
    }
    let mut taken = Vec::new();
    for (stream, (mut ids, total)) in by_stream {
        if ids.is_empty() || ids.len() == total {
            continue;
        }
        struck.retain(|&n| n != stream);
        ids.sort_unstable();
        for id in ids {
            super::cluster::broker_down(world, stream, id, false, e)?;
            taken.push((stream, id));
        }
    }
    Ok(taken)
}

/// What a broker's failure did, in words.
fn change_words(c: &BrokerChange) -> String {
    let mut parts = vec![format!("{} elected a new leader", plural(c.elected as usize, "partition"))];
    if c.offline > 0 {
        parts.push(format!("{} offline", plural(c.offline as usize, "partition")));
    }
    parts.push(format!("{} events lost", c.lost));
    parts.join(", ")
}

/// Ends an incident: undoes its effects and files its report.
pub fn end(world: &mut World, e: Entity, how: String) {
    let Some(incident) = world.get::<Incident>(e).cloned() else { return };
    let now = world.resource::<SimClock>().now;
    match incident.kind {
        IncidentKind::InstanceFailure | IncidentKind::ZoneOutage | IncidentKind::RegionOutage => {
            for &n in &incident.struck {
                lift_down(world, n, e);
            }
        }
        IncidentKind::HotKey => {
            if let Some(&n) = incident.struck.first() {
                hot_key_end(world, n);
            }
        }
        IncidentKind::RebalancingStorm => {
            if let Some(mut w) = incident.struck.first().and_then(|&n| world.get_mut::<Worker>(n)) {
                w.slow = 1.0;
            }
        }
        _ => {}
    }
    for &(stream, broker) in &incident.brokers {
        super::cluster::broker_up(world, stream, broker, e);
    }
    let r = rules(world, incident.kind);
    let before = &incident.budget_at_start;
    let after = world.get_resource::<ErrorBudget>().cloned().unwrap_or_default();
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

/// Replace: pays for a new host and brings the Node back cold. A log with
/// replication factor 1 comes back empty (the only copy died with the host).
///
/// Errors: the Node has no instance failure; not enough money.
pub fn replace(world: &mut World, n: Entity) -> Result<(), String> {
    let broker_host = world
        .query::<(Entity, &Incident)>()
        .iter(world)
        .find(|(_, i)| i.kind == IncidentKind::InstanceFailure && i.brokers.iter().any(|(s, _)| *s == n))
        .map(|(e, _)| e);
    let down = down_causes(world, n).into_iter().find(|(_, k)| *k == IncidentKind::InstanceFailure).map(|(c, _)| c);
    let Some(cause) = down.or(broker_host) else {
        return Err("its host is fine: nothing to replace".into());
    };
    let node = world.get::<Node>(n).cloned().ok_or("no such Node")?;
    let spec = world.resource::<Catalog>().component(&node.kind).cloned().ok_or("unknown component")?;
    let owned = world.resource::<super::Ledger>().copies.get(&node.kind).copied().unwrap_or(1);
    let price = spec.copy_cost(owned.saturating_sub(1));
    let money = world.resource::<super::Ledger>().money;
    if price > money {
        return Err(format!("a new host costs ${price:.0}; you have ${money:.0}"));
    }
    {
        let mut ledger = world.resource_mut::<super::Ledger>();
        ledger.money -= price;
        ledger.placing += price;
    }
    let cold = match world.get::<Stream>(n).map(|s| s.replication_factor) {
        _ if broker_host.is_some() && down.is_none() => {
            format!("Replaced for ${price:.0}; the new broker copies its partitions from the other replicas.")
        }
        Some(1) => {
            let lost = empty_stream(world, n);
            format!("Replaced for ${price:.0}; it came back cold and empty: {lost} events were on the dead host only.")
        }
        Some(_) => format!("Replaced for ${price:.0}; it copied its partitions back from the other replicas."),
        None => format!("Replaced for ${price:.0}; it came back cold."),
    };
    end(world, cause, cold);
    Ok(())
}

/// Fail over: promotes a Standby where the component keeps one (a zone
/// outage); moves a Node that keeps no data to another region (a region
/// outage).
///
/// Errors: nothing to fail over from, no Standby, it keeps data, no other
/// region.
pub fn fail_over(world: &mut World, n: Entity) -> Result<String, String> {
    let node = world.get::<Node>(n).cloned().ok_or("no such Node")?;
    let spec = world.resource::<Catalog>().component(&node.kind).cloned().ok_or("unknown component")?;
    let causes = down_causes(world, n);
    if let Some(&(cause, _)) = causes.iter().find(|(_, k)| *k == IncidentKind::RegionOutage) {
        if spec.holds_data {
            return Err(format!("{} keeps data: Fail over cannot move it; it waits for its region", spec.name));
        }
        let mut q = world.query::<&Node>();
        let mut regions: Vec<String> = q.iter(world).map(|o| o.region.clone()).filter(|r| *r != node.region).collect();
        regions.sort();
        regions.dedup();
        let Some(to) = regions.first().cloned() else {
            return Err("there is no other region to move to (research Multiple regions and put a copy there)".into());
        };
        world.get_mut::<Node>(n).expect("checked").region = to.clone();
        lift_down(world, n, cause);
        return Ok(format!("'{}' moved to {to}", node.id));
    }
    if let Some(&(cause, _)) = causes.iter().find(|(_, k)| *k == IncidentKind::ZoneOutage) {
        if !spec.keeps_standby {
            return Err(format!("{} keeps no Standby: it waits for its zone", spec.name));
        }
        lift_down(world, n, cause);
        return Ok(format!("'{}' promoted its Standby", node.id));
    }
    Err(format!("'{}' is not down in an outage", node.id))
}

/// Empties every partition of a stream (its only copy is gone); each group
/// loses what it had not processed. Returns the events lost.
fn empty_stream(world: &mut World, e: Entity) -> u64 {
    let Some(stream) = world.get::<Stream>(e).cloned() else { return 0 };
    let mut removed: Vec<(u64, u64)> = Vec::new();
    let mut total = 0;
    {
        let mut log = world.resource_mut::<SimLog>();
        let Ok(topic) = log.topic_mut(&stream.topic) else { return 0 };
        for p in 0..topic.partition_count() {
            let part = topic.partition_mut(p).expect("in range");
            let (start, end) = (part.log_start(), part.log_end());
            total += part.clear();
            removed.push((start, end));
        }
    }
    forget_removed(world, e, &removed, true);
    world.get_mut::<Stream>(e).expect("checked").lost_broker += total;
    total
}

/// After records `[from, old end)` of each partition were removed: each
/// group loses the ones it had not processed; `restart` (the log starts
/// again at the old end) or truncation (it goes on from `from`).
pub(super) fn forget_removed(world: &mut World, e: Entity, removed: &[(u64, u64)], restart: bool) {
    let mut commits: Vec<(String, u32, u64, bool)> = Vec::new();
    let topic;
    {
        let mut s = world.get_mut::<Stream>(e).expect("a stream");
        topic = s.topic.clone();
        for (g, flow) in s.groups.iter_mut() {
            for (p, &(from, old_end)) in removed.iter().enumerate() {
                if p >= flow.position.len() || from >= old_end {
                    continue;
                }
                // The removed records this group had not processed: their
                // work never happens.
                flow.lost_broker += old_end.saturating_sub(flow.position[p].max(flow.furthest_position[p]).max(from));
                if restart {
                    flow.position[p] = old_end;
                    flow.furthest_position[p] = flow.furthest_position[p].max(old_end);
                    commits.push((g.clone(), p as u32, old_end, true));
                } else {
                    flow.position[p] = flow.position[p].min(from);
                    flow.furthest_position[p] = flow.furthest_position[p].min(from);
                    commits.push((g.clone(), p as u32, from, false));
                }
            }
        }
    }
    let mut log = world.resource_mut::<SimLog>();
    for (g, p, pos, restart) in commits {
        if let Ok(group) = log.group_mut(&g) {
            // Cut back: a commit beyond the new log end is out of range,
            // and the group goes on from the end (as a reset does).
            if restart || group.committed(&topic, p).is_some_and(|c| c > pos) {
                group.commit(&topic, p, pos);
            }
        }
    }
}

/// Broker `broker` of a stream fails with its disk, held down by incident
/// `cause`: the partitions it led elect leaders from their ISRs, those whose
/// only replica it held lose every event and wait offline for a new broker.
/// Returns what happened, in words. Rule: DESIGN.md §2 (failed broker), §9.
///
/// Errors: the Node is not an Event Stream, or has no such broker.
pub fn fail_broker(world: &mut World, e: Entity, broker: BrokerId, cause: Entity) -> Result<String, String> {
    let node = world.get::<Node>(e).cloned().ok_or("no such Node")?;
    let Some(stream) = world.get::<Stream>(e).cloned() else {
        return Err(format!("'{}' is not an Event Stream", node.id));
    };
    let change = super::cluster::broker_down(world, e, broker, true, cause)?;
    Ok(format!(
        "Broker {broker} of '{}' failed with its disk (replication factor {}, acks={}): {}.",
        node.id,
        stream.replication_factor,
        stream.acks.label(),
        change_words(&change)
    ))
}

/// A Worker crashes after processing and before committing: its partitions
/// go back to their committed positions. `fraction` is how far into the
/// current tick it strikes (0 = at its start).
///
/// Errors: the Node is not a Worker.
pub fn crash_worker(world: &mut World, e: Entity, fraction: f64) -> Result<String, String> {
    let node = world.get::<Node>(e).cloned().ok_or("no such Node")?;
    let Some(mut worker) = world.get_mut::<Worker>(e) else {
        return Err(format!("'{}' is not a Worker", node.id));
    };
    worker.crash_at = Some(fraction);
    Ok(format!("Worker '{}' crashed before committing: its partitions go back to their last commit", node.id))
}

/// A hot key takes `share` of a producer's traffic: the other keys keep
/// their proportions of the rest. Returns the key.
fn hot_key_start(world: &mut World, n: Entity, key: Option<String>, share: f64) -> Result<String, String> {
    let Some(p) = world.get::<Producer>(n).cloned() else { return Err("not a producer".into()) };
    let base = p.base_keys.clone().unwrap_or_else(|| p.keys.clone());
    let key = key.unwrap_or_else(|| format!("{}7", base.prefix));
    let mut keys = base.clone();
    for h in keys.hot.iter_mut() {
        h.share *= 1.0 - share;
    }
    keys.hot.retain(|h| h.key != key);
    keys.hot.insert(0, HotKey { key: key.clone(), share });
    let (tracked, weight) = {
        let mut entities = world.resource_mut::<Entities>();
        super::board::tracked_entities(&keys, &mut entities)
    };
    let mut p = world.get_mut::<Producer>(n).expect("checked");
    p.base_keys = Some(base);
    p.keys = keys;
    p.tracked = tracked;
    p.tracked_weight = weight;
    Ok(key)
}

fn hot_key_end(world: &mut World, n: Entity) {
    let Some(base) = world.get::<Producer>(n).and_then(|p| p.base_keys.clone()) else { return };
    let (tracked, weight) = {
        let mut entities = world.resource_mut::<Entities>();
        super::board::tracked_entities(&base, &mut entities)
    };
    let mut p = world.get_mut::<Producer>(n).expect("checked");
    p.keys = base;
    p.base_keys = None;
    p.tracked = tracked;
    p.tracked_weight = weight;
}

/// True when the producer writes a schema every group on its streams can
/// read, and no group is stopped at an event it cannot read.
fn schema_fixed(world: &mut World, producer_id: &str) -> bool {
    let Some(&n) = world.resource::<Board>().nodes.get(producer_id) else { return true };
    let Some(version) = world.get::<Producer>(n).map(|p| p.schema_version) else { return true };
    let targets = world.get::<super::Links>(n).map(|l| l.0.clone()).unwrap_or_default();
    for t in targets {
        let Some(s) = world.get::<Stream>(t) else { continue };
        if s.groups.values().any(|f| f.blocked || f.readable_schema < version) {
            return false;
        }
    }
    true
}

/// Roll back: the producer writes the schema its readers know again.
///
/// Errors: no breaking change under way on it.
pub fn roll_back(world: &mut World, n: Entity) -> Result<(), String> {
    let mut p = world.get_mut::<Producer>(n).ok_or("not a producer")?;
    if p.schema_version <= 1 {
        return Err("it writes its first schema: nothing to roll back".into());
    }
    p.schema_version -= 1;
    Ok(())
}

/// Upgrade a group's Workers: they read every schema written so far (by a
/// producer now, or already in the log before a roll-back).
///
/// Errors: no such group on the board.
pub fn upgrade_group(world: &mut World, group: &str) -> Result<(), String> {
    let producing = world.query::<&Producer>().iter(world).map(|p| p.schema_version).max().unwrap_or(1);
    let topics: Vec<String> = world.query::<&Stream>().iter(world).map(|s| s.topic.clone()).collect();
    let log = world.resource::<super::SimLog>();
    let written = topics
        .iter()
        .filter_map(|t| log.topic(t).ok())
        .flat_map(|t| t.partitions().iter().map(|p| p.newest_schema()))
        .max()
        .unwrap_or(1);
    let newest = producing.max(written);
    let mut found = false;
    for mut s in world.query::<&mut Stream>().iter_mut(world) {
        if let Some(flow) = s.groups.get_mut(group) {
            flow.readable_schema = flow.readable_schema.max(newest);
            found = true;
        }
    }
    if found { Ok(()) } else { Err(format!("no group '{group}' on the board")) }
}

/// `1 Node`, `3 Nodes`.
fn plural(n: usize, word: &str) -> String {
    if n == 1 { format!("1 {word}") } else { format!("{n} {word}s") }
}
