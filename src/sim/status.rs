//! What each Node is doing and what is wrong with it, worked out in one
//! place: the card's badge and the Inspector's status line are both read
//! from here, so they cannot disagree. A Worker is idle only when it owns
//! no partition, takes no task from a Queue or a producer and completes
//! none; a stopped Worker says it is stopped and nothing else. Rules:
//! docs/RULES.md#statuses.

use std::collections::BTreeMap;

use bevy::prelude::*;

use super::incidents::Incident;
use super::{Board, Down, Links, Producer, SimLog, Stream, Worker};
use crate::rules::catalog::Catalog;
use crate::rules::incident::{Danger, IncidentKind};
use crate::rules::scenario::Acks;
use crate::t;

/// How bad a badge is, in the danger language of the palette.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    /// It costs now (red).
    Loss,
    /// It will cost, or it is held back (amber).
    Warning,
    /// A wrong result (magenta).
    Wrong,
    /// Something went right (green).
    Good,
}

/// A badge on a card: a word or two, its tone, and the sentence the
/// Inspector says for it.
#[derive(Clone, Debug, PartialEq)]
pub struct Badge {
    /// The badge's words, in capitals (`STOPPED`, `2 OFFLINE`).
    pub text: String,
    /// Its tone.
    pub tone: Tone,
    /// What it means here, a sentence.
    pub why: String,
}

/// What a Worker reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Activity {
    /// Stopped by the player: out of its group.
    Stopped,
    /// Its host is down.
    Down,
    /// Paused: a member that reads nothing.
    Paused,
    /// Restarting (a rolling restart): static, still a member keeping its
    /// partitions (true), or dynamic, out of its group (false). Rule:
    /// docs/RULES.md#static-membership.
    Restarting(bool),
    /// Tasks from a Queue.
    Queue,
    /// Tasks a producer hands it directly (no buffer in between).
    Direct,
    /// These partitions of the stream it is linked from.
    Partitions(Vec<u32>),
    /// Nothing at all: no partition, no task.
    Idle,
}

impl Activity {
    /// Whether it is working (reading partitions, a Queue, or what a
    /// producer hands it): only then can it apply a wrong result.
    pub fn works(&self) -> bool {
        matches!(self, Activity::Queue | Activity::Direct | Activity::Partitions(_))
    }

    /// What it reads, in a few words, for its card.
    pub fn short(&self) -> String {
        match self {
            Activity::Stopped => t!("sim-activity-stopped"),
            Activity::Down => t!("sim-activity-down"),
            Activity::Paused => t!("sim-activity-paused"),
            Activity::Restarting(_) => t!("sim-activity-restarting"),
            Activity::Queue => t!("sim-activity-queue"),
            Activity::Direct => t!("sim-activity-direct"),
            Activity::Partitions(ps) => super::nodes::partitions_label(ps),
            Activity::Idle => t!("sim-activity-idle"),
        }
    }

    /// What it reads, in words, for the Inspector.
    pub fn words(&self) -> String {
        match self {
            Activity::Stopped => t!("sim-activity-stopped-words"),
            Activity::Down => t!("sim-activity-down-words"),
            Activity::Paused => t!("sim-activity-paused-words"),
            Activity::Restarting(true) => t!("sim-activity-restarting-static-words"),
            Activity::Restarting(false) => t!("sim-activity-restarting-dynamic-words"),
            Activity::Queue => t!("sim-activity-queue-words"),
            Activity::Direct => t!("sim-activity-direct-words"),
            Activity::Partitions(ps) => ps.iter().map(|p| format!("p{p}")).collect::<Vec<_>>().join(", "),
            Activity::Idle => t!("sim-activity-idle-words"),
        }
    }
}

/// A Node's status: its badge (none when all is well) and, for a Worker,
/// what it reads.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Status {
    /// The badge its card wears, if any.
    pub badge: Option<Badge>,
    /// A Worker's reading.
    pub activity: Option<Activity>,
}

/// Every Node's status this frame, by Node entity.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct Statuses(pub BTreeMap<Entity, Status>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Statuses>().add_systems(Update, refresh.in_set(super::state::DriveStep::Read));
}

/// Works out every Node's status after the frame's ticks.
pub fn refresh(world: &mut World) {
    let nodes: Vec<Entity> = world.resource::<Board>().nodes.values().copied().collect();
    let struck = struck_map(world);
    let now: BTreeMap<Entity, Status> = nodes.into_iter().map(|e| (e, status_of(world, e, &struck))).collect();
    let mut statuses = world.resource_mut::<Statuses>();
    if statuses.0 != now {
        statuses.0 = now;
    }
}

/// The status of Node `e` now.
pub fn of(world: &World, e: Entity) -> Status {
    status_of(world, e, &struck_map(world))
}

fn status_of(world: &World, e: Entity, struck: &BTreeMap<Entity, IncidentKind>) -> Status {
    let worker = world.get::<Worker>(e);
    let activity = worker.map(|w| worker_activity(world, e, w));
    Status { badge: badge(world, e, activity.as_ref(), struck.get(&e).copied()), activity }
}

/// The incident holding each Node, by Node.
fn struck_map(world: &World) -> BTreeMap<Entity, IncidentKind> {
    let mut out = BTreeMap::new();
    for i in world.iter_entities().filter_map(|x| x.get::<Incident>()) {
        for e in &i.struck {
            out.entry(*e).or_insert(i.kind);
        }
    }
    out
}

fn badge(world: &World, e: Entity, activity: Option<&Activity>, struck_by: Option<IncidentKind>) -> Option<Badge> {
    let b = |text: String, tone: Tone, why: String| Some(Badge { text, tone, why });
    if world.get::<Down>(e).is_some() {
        return b(t!("sim-badge-down"), Tone::Loss, t!("sim-badge-down-why"));
    }
    let producer = world.get::<Producer>(e);
    if let Some(kind) = struck_by
        && let Some(badge) = struck(kind, producer)
    {
        return Some(badge);
    }
    if let Some(s) = world.get::<Stream>(e) {
        return stream_badge(s, world);
    }
    if let Some(a) = activity {
        let w = world.get::<Worker>(e)?;
        // Stopped at a poison pill on a partition it owns. Rule:
        // docs/RULES.md#poison-pill.
        let stuck = world
            .resource::<super::Board>()
            .nodes
            .values()
            .filter_map(|&n| world.get::<Stream>(n)?.groups.get(&w.group)?.poisoned)
            .find(|(p, _)| w.assigned.contains(p));
        return match a {
            Activity::Stopped => b(t!("sim-badge-stopped"), Tone::Warning, t!("sim-badge-stopped-why")),
            Activity::Paused => b(t!("sim-badge-paused"), Tone::Warning, t!("sim-badge-paused-why")),
            Activity::Partitions(_) if let Some((p, offset)) = stuck => Some(Badge {
                text: t!("sim-badge-stuck"),
                tone: Tone::Loss,
                why: t!("sim-badge-stuck-why", partition = p.to_string(), offset = offset.to_string()),
            }),
            _ if w.slow < 1.0 => b(t!("sim-badge-slow"), Tone::Warning, t!("sim-badge-slow-why")),
            Activity::Idle => b(t!("sim-badge-idle"), Tone::Warning, t!("sim-badge-idle-why")),
            _ => None,
        };
    }
    if let Some(p) = producer
        && p.schema_version > 1
    {
        let version = p.schema_version.to_string();
        let why = t!("sim-badge-schema-why", version = version.as_str());
        return Some(Badge { text: t!("sim-badge-schema", version = version), tone: Tone::Warning, why });
    }
    None
}

/// The badge an incident puts on the card it struck (outages grey the card
/// and say DOWN instead): the kind's own (`IncidentKind::badge`), a schema
/// change's with the version the producer writes.
fn struck(kind: IncidentKind, producer: Option<&Producer>) -> Option<Badge> {
    let b = kind.badge()?;
    let tone = match b.danger {
        Danger::Loss => Tone::Loss,
        Danger::Warning => Tone::Warning,
    };
    let schema = producer.map(|p| p.schema_version).unwrap_or(2);
    Some(Badge { text: b.text.replace("{schema}", &schema.to_string()), tone, why: b.why })
}

fn stream_badge(s: &Stream, world: &World) -> Option<Badge> {
    let log = world.resource::<SimLog>();
    let n = log.topic(&s.topic).map(|t| t.partition_count()).unwrap_or(0);
    let offline = s.partitions().iter().filter(|p| p.state.is_offline()).count();
    let too_few = s.partitions().iter().any(|p| p.state.is_too_few_in_sync());
    let b = |text: String, tone: Tone, why: String| Some(Badge { text, tone, why });
    if offline > 0 && offline == n as usize {
        b(t!("sim-badge-no-leader"), Tone::Loss, t!("sim-badge-no-leader-why"))
    } else if offline > 0 {
        b(
            t!("sim-badge-offline", count = offline.to_string()),
            Tone::Loss,
            t!("sim-badge-offline-why", offline = offline, count = n.to_string()),
        )
    } else if too_few && s.acks == Acks::All {
        b(t!("sim-badge-too-few-in-sync"), Tone::Loss, t!("sim-badge-too-few-in-sync-why"))
    } else if let Some((g, (p, offset))) = s.groups.iter().find_map(|(g, f)| f.poisoned.map(|at| (g, at))) {
        b(
            t!("sim-badge-poison-pill"),
            Tone::Loss,
            t!("sim-badge-poison-pill-why", group = g.as_str(), partition = p.to_string(), offset = offset.to_string()),
        )
    } else if s.groups.values().any(|g| g.blocked) {
        b(t!("sim-badge-blocked"), Tone::Loss, t!("sim-badge-blocked-why"))
    } else if let Some((g, stop)) = s.groups.iter().find_map(|(g, f)| f.no_offset.map(|n| (g, n))) {
        b(
            t!("sim-badge-no-offset"),
            Tone::Loss,
            t!(
                "sim-badge-no-offset-why",
                group = g.as_str(),
                what = stop.describe_in(crate::locale::current()),
                exception = stop.exception()
            ),
        )
    } else if s.groups.values().any(|g| g.rebalance_until.is_some_and(|_| !g.evicted.is_empty())) {
        b(t!("sim-badge-rebalancing"), Tone::Warning, t!("sim-badge-rebalancing-why"))
    } else if s.groups.is_empty() && s.stranded > 0 {
        b(t!("sim-badge-stranded"), Tone::Loss, t!("sim-badge-stranded-why"))
    } else {
        let warning = world.resource::<Catalog>().sim.lag_warning_records;
        let worst = (0..n)
            .flat_map(|p| s.groups.keys().map(move |g| (g, p)))
            .map(|(g, p)| log.lag(g, &s.topic, p).unwrap_or(0))
            .max()
            .unwrap_or(0);
        (worst > warning).then(|| Badge {
            text: t!("sim-badge-behind"),
            tone: Tone::Warning,
            why: t!("sim-badge-behind-why", worst = worst.to_string(), warning = warning.to_string()),
        })
    }
}

/// What Worker `e` reads now.
fn worker_activity(world: &World, e: Entity, w: &Worker) -> Activity {
    if w.stopped {
        Activity::Stopped
    } else if world.get::<Down>(e).is_some() {
        Activity::Down
    } else if w.restart_until.is_some() {
        Activity::Restarting(w.instance_id.is_some())
    } else if w.paused {
        Activity::Paused
    } else if w.reads_queue || (world.resource::<super::SimClock>().tick == 0 && fed_by_a_queue(world, e)) {
        // Before the first tick (a level on its briefing) nothing has been
        // read yet: a Worker a Queue feeds reads it.
        Activity::Queue
    } else if !w.assigned.is_empty() {
        Activity::Partitions(w.assigned.clone())
    } else if fed_directly(world, e) || w.consumed_rate.per_second > 0.05 {
        Activity::Direct
    } else {
        Activity::Idle
    }
}

/// Whether a producer is linked straight to Node `e`.
fn fed_directly(world: &World, e: Entity) -> bool {
    linked_from::<Producer>(world, e)
}

/// Whether a Queue is linked to Node `e`.
fn fed_by_a_queue(world: &World, e: Entity) -> bool {
    linked_from::<super::Queue>(world, e)
}

/// Whether a Node with Component `C` is linked straight to Node `e`.
fn linked_from<C: Component>(world: &World, e: Entity) -> bool {
    let board = world.resource::<Board>();
    board
        .nodes
        .values()
        .any(|n| world.get::<C>(*n).is_some() && world.get::<Links>(*n).is_some_and(|l| l.0.contains(&e)))
}
