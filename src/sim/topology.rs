//! The board's topology: Nodes, their links, the topics and groups they make
//! in the log. Used when a scenario starts and when the player places or
//! sells a Node; every change reaches the groups' assignments through
//! [`regroup`], once.

use std::collections::BTreeMap;
use std::sync::Arc;

use bevy::prelude::*;

use super::nodes::{
    Database, FlowPartition, Gauge, GroupFlow, Links, Node, Producer, Queue, Stream, TrackedEntity, Worker,
};
use super::research::Research;
use super::{Board, Entities, SimLog, consume};
use crate::log;
use crate::rules::catalog::{Catalog, Role};
use crate::rules::scenario::{KeySpec, NodeSpec, ProducerSpec, StreamSpec};

/// Every topic in the log that no Event Stream shows (the console made it)
/// becomes an Event Stream card of its own, so that what the console does
/// is seen on the board: placed under the board's Nodes, free (it was not
/// bought), and billing like any stream.
pub(crate) fn adopt_console_topics(world: &mut World) {
    let Some(code) = world
        .resource::<Catalog>()
        .components
        .iter()
        .find(|(_, c)| matches!(c.role, Role::Stream(_)))
        .map(|(k, _)| k.clone())
    else {
        return;
    };
    let shown: Vec<String> = world
        .resource::<Board>()
        .nodes
        .values()
        .filter_map(|e| world.get::<Stream>(*e))
        .map(|s| s.topic.clone())
        .collect();
    let orphans: Vec<(String, u32, crate::log::partitioner::Partitioner)> = world
        .resource::<SimLog>()
        .topics()
        .filter(|t| !shown.iter().any(|s| s == t.name()))
        .map(|t| (t.name().to_string(), t.partition_count(), t.partitioner()))
        .collect();
    for (topic, partitions, partitioner) in orphans {
        let board = world.resource::<Board>();
        let id = std::iter::once(topic.clone())
            .chain((2..).map(|n| format!("{topic}-{n}")))
            .find(|id| !board.nodes.contains_key(id))
            .expect("some id is free");
        let lowest =
            board.nodes.values().filter_map(|e| world.get::<Node>(*e)).map(|n| n.at.y).fold(f32::INFINITY, f32::min);
        let y = if lowest.is_finite() { lowest - 320.0 } else { 0.0 };
        let order = board.nodes.len() as u32;
        let mut spec = NodeSpec {
            id,
            kind: code.clone(),
            name: Some(topic.clone()),
            at: (0.0, y),
            size: 1,
            producer: None,
            stream: None,
            worker: None,
            database: None,
            zone: crate::rules::scenario::default_zone(),
            region: crate::rules::scenario::default_region(),
        };
        spec.stream =
            Some(StreamSpec { topic: Some(topic), partitions: Some(partitions), partitioner, ..default_stream() });
        if let Err(e) = spawn_node(world, &spec, order) {
            warn!("the console's topic could not be shown: {e}");
        }
    }
}

/// A stream's options when a spec gives none: the rules' defaults.
fn default_stream() -> StreamSpec {
    StreamSpec::default()
}

/// Spawns one Node from its spec (its stream's topic is created in the log).
///
/// Errors: an unknown kind or a topic name already in use, as one line.
pub fn spawn_node(world: &mut World, spec: &NodeSpec, order: u32) -> Result<Entity, String> {
    let catalog = world.resource::<Catalog>().clone();
    let component = catalog.component(&spec.kind).ok_or_else(|| format!("unknown component '{}'", spec.kind))?;
    if world.resource::<Board>().nodes.contains_key(&spec.id) {
        return Err(crate::t!("events-refused-id-taken", id = spec.id.as_str()));
    }
    let node = Node {
        id: spec.id.clone(),
        kind: spec.kind.clone(),
        role: component.role.kind(),
        name: spec.display_name().to_string(),
        size: spec.size.clamp(1, component.sizes),
        at: Vec2::new(spec.at.0, spec.at.1),
        order,
        zone: spec.zone.clone(),
        region: spec.region.clone(),
    };
    let role_part: RolePart = match &component.role {
        Role::Queue(_) => RolePart::Queue(queue_part()),
        Role::Database(_) => RolePart::Database(database_part(spec)),
        Role::Producer(_) | Role::Balancer(_) | Role::Connector(_) => RolePart::Producer(producer_part(world, spec)),
        Role::Stream(rules) => RolePart::Stream(stream_part(world, spec, rules)?),
        Role::Worker(_) => RolePart::Worker(worker_part(spec)),
    };
    let mut e = world.spawn((Name::new(node.name.clone()), node, Links::default()));
    match role_part {
        RolePart::Producer(p) => e.insert(p),
        RolePart::Stream(s) => e.insert(s),
        RolePart::Worker(w) => e.insert(w),
        RolePart::Queue(q) => e.insert(q),
        RolePart::Database(d) => e.insert(d),
    };
    let id = e.id();
    world.resource_mut::<Board>().nodes.insert(spec.id.clone(), id);
    Ok(id)
}

/// A Queue's part: empty, nothing taken in yet.
fn queue_part() -> Queue {
    Queue::default()
}

/// A Database's part: with a unique key when its spec asks for one.
fn database_part(spec: &NodeSpec) -> Database {
    Database { unique_key: spec.database.as_ref().is_some_and(|d| d.unique_key), ..Default::default() }
}

/// A producer's (or Load Balancer's or Connector's) part: its traffic from
/// the spec (none when absent) and the entities it follows, which are
/// registered in [`Entities`].
fn producer_part(world: &mut World, spec: &NodeSpec) -> Producer {
    let p = spec.producer.clone().unwrap_or(ProducerSpec {
        rate: 0.0,
        keys: KeySpec { prefix: "task-".into(), entities: 1000, hot: vec![], tracked: 32, zipf: None },
        schedule: vec![],
        tombstones: 0.0,
    });
    let mut entities = world.resource_mut::<Entities>();
    let (tracked, tracked_weight) = tracked_entities(&p.keys, &mut entities);
    Producer {
        rate: p.rate,
        schedule: p.schedule.iter().map(|s| (s.at, s.rate)).collect(),
        keys: p.keys,
        carry: 0.0,
        produced: 0,
        throttled: 0,
        buffered: 0,
        held: std::collections::BTreeMap::new(),
        held_since: std::collections::VecDeque::new(),
        blocked_since: std::collections::BTreeMap::new(),
        blocked: 0,
        throttle_ms: 0.0,
        dropped: 0,
        stranded: 0,
        inflow: 0,
        next_target: 0,
        schema_version: 1,
        base_keys: None,
        produced_rate: Gauge::default(),
        latency_ms: 0.0,
        tracked,
        tracked_weight,
        tombstones: p.tombstones,
        metadata: std::collections::BTreeMap::new(),
    }
}

/// An Event Stream's part: its topic is created in the log (with the
/// folding of old batches the rules set), with the spec's options or the
/// rules' defaults.
///
/// Errors: a topic name already in use, as one line.
fn stream_part(
    world: &mut World,
    spec: &NodeSpec,
    rules: &crate::rules::catalog::StreamRules,
) -> Result<Stream, String> {
    let s = spec.stream.clone().unwrap_or_else(default_stream);
    let topic_name = s.topic.clone().unwrap_or_else(|| spec.id.clone());
    let retention = s.retention.unwrap_or(rules.retention_choices[0]);
    let partitions = s.partitions.unwrap_or(rules.default_partitions);
    let owned = world
        .resource::<Board>()
        .nodes
        .values()
        .any(|e| world.get::<Stream>(*e).is_some_and(|s| s.topic == topic_name));
    let mut log = world.resource_mut::<SimLog>();
    // A topic the console made and no stream shows yet is adopted as it is.
    let adopted = !owned && log.topic(&topic_name).is_ok();
    let topic = if adopted {
        log.topic_mut(&topic_name).map_err(|e| e.to_string())?
    } else {
        log.create_topic(&topic_name, partitions, s.partitioner).map_err(|e| e.to_string())?
    };
    // An adopted console topic keeps its own policy unless the file sets one.
    if !adopted || s.cleanup_policy != log::CleanupPolicy::Delete {
        topic.set_cleanup(s.cleanup_policy);
    }
    // Its min.compaction.lag and delete.retention: the file's, else the
    // catalog's lag and Kafka's day (an adopted console topic keeps its own).
    let base = if adopted {
        topic.compaction()
    } else {
        log::CompactionConfig { min_lag_seconds: rules.min_compaction_lag_seconds, ..Default::default() }
    };
    topic.set_compaction(log::CompactionConfig {
        min_lag_seconds: s.min_compaction_lag_seconds.unwrap_or(base.min_lag_seconds),
        delete_retention_seconds: s.delete_retention_seconds.unwrap_or(base.delete_retention_seconds),
    });
    topic.set_folding(Some(log::Folding {
        recent_batches: rules.recent_batches,
        bucket_seconds: retention / f64::from(rules.retention_buckets),
    }));
    Ok(Stream {
        topic: topic_name,
        partition_key: s.partition_key,
        partitioner: s.partitioner,
        replication_factor: s.replication_factor,
        acks: s.acks,
        enable_idempotence: s.enable_idempotence,
        producer_duplicates: 0,
        written_again: 0,
        retention,
        compacted: 0,
        tombstones_cleaned: 0,
        rolled_at: 0.0,
        clean_pending: false,
        appended: 0,
        appended_rate: Gauge::default(),
        throttled: 0,
        blocked: 0,
        throttle_ms: 0.0,
        throttle_ms_peak: 0.0,
        stranded: 0,
        lost_broker: 0,
        brokers: s.brokers.unwrap_or(s.replication_factor).max(s.replication_factor),
        spread_zones: s.spread_zones,
        replication_throttle: s.replication_throttle,
        catch_up: None,
        min_insync_replicas: s.min_insync_replicas,
        unclean_leader_election: s.unclean_leader_election,
        partitions: Vec::new(),
        not_enough_replicas: 0,
        lost_unclean: 0,
        aborted: 0,
        delivery_timeouts: 0,
        dropped: 0,
        lost_committed: 0,
        leader_elections: 0,
        offline_seconds: 0.0,
        capacity_carry: 0.0,
        groups: BTreeMap::new(),
        shares: Vec::new(),
        round_robin_tracked: 0,
        salt: 1,
        keyless: s.keyless,
        sticky: (0, 0),
        metadata_max_age: s.metadata_max_age_seconds,
        consumer_protocol: s.rebalance_protocols.contains(&crate::rules::consumer::GroupProtocol::Consumer),
        producers_know: None,
    })
}

/// A Worker's part: its group (its own id when the spec names none), speed
/// and idempotence, not yet reading anything.
fn worker_part(spec: &NodeSpec) -> Worker {
    let w = spec.worker.clone();
    Worker {
        group: w.as_ref().map(|w| w.group.clone()).unwrap_or_else(|| spec.id.clone()),
        consumed: 0,
        consumed_rate: Gauge::default(),
        assigned: Vec::new(),
        paused: false,
        stopped: false,
        speed: w.as_ref().map(|w| w.speed).unwrap_or(1.0),
        idempotent: w.as_ref().is_some_and(|w| w.idempotent),
        crash_at: None,
        slow: 1.0,
        reads_queue: false,
        direct_inflow: 0,
        direct_done: 0,
        stranded: 0,
        direct_carry: 0.0,
        instance_id: w.as_ref().and_then(|w| w.group_instance_id.clone()),
        restart_until: None,
    }
}

enum RolePart {
    Producer(Producer),
    Stream(Stream),
    Worker(Worker),
    Queue(Queue),
    Database(Database),
}

/// The entities a producer follows update by update: ids `0..tracked` of its
/// key pattern (each standing for `entities / tracked` real ones) and every
/// hot key (standing for itself).
pub(crate) fn tracked_entities(keys: &KeySpec, entities: &mut Entities) -> (Vec<TrackedEntity>, f64) {
    let hot_total: f64 = keys.hot.iter().map(|h| h.share).sum();
    let uniform = u64::from(keys.tracked).min(keys.entities);
    let weight = if uniform == 0 { 1.0 } else { keys.entities as f64 / uniform as f64 };
    let rest = (1.0 - hot_total).max(0.0);
    let share = super::traffic::EntityShare::new(keys);
    let mut out = Vec::new();
    // A hot key is followed on its own (it stands for itself only), so the
    // uniform sample skips it: else it would stand for `weight` entities.
    let is_hot = |k: &str| keys.hot.iter().any(|h| h.key == k);
    let mut id = 0u64;
    while (out.len() as u64) < uniform && id < keys.entities {
        let key = format!("{}{}", keys.prefix, id);
        id += 1;
        if is_hot(&key) {
            continue;
        }
        let entity = entities.intern(&key, weight);
        out.push(TrackedEntity { entity, key: Arc::from(key), share: rest * share.of(id - 1), carry: 0.0 });
    }
    for hot in &keys.hot {
        let entity = entities.intern(&hot.key, 1.0);
        entities.weights[entity as usize] = 1.0;
        out.push(TrackedEntity { entity, key: Arc::from(hot.key.as_str()), share: hot.share, carry: 0.0 });
    }
    (out, weight)
}

/// Every change of who reads what goes through here, once: the groups
/// commit what they processed (Kafka's consumers commit when their
/// partitions are revoked), `change` runs (placing, linking, unlinking or
/// selling Nodes, a new partition count), and each Worker's partitions are
/// worked out anew.
///
/// While the game is paused the commits wait for the next step (the
/// rebalance that makes them takes time), so no lag on the board moves
/// before the sim does; a group that stops reading here commits at once.
/// Either way the state the next tick starts from is the same.
pub(crate) fn regroup<R>(world: &mut World, change: impl FnOnce(&mut World) -> R) -> R {
    if !consume::commits_wait(world) {
        consume::commit_all(world);
        let out = change(world);
        consume::refresh_assignments(world);
        return out;
    }
    let before = consume::read_positions(world);
    let out = change(world);
    consume::owe_commits(world, before);
    consume::refresh_assignments(world);
    out
}

/// Links `from` → `to`. A stream linked to a Worker subscribes the Worker to
/// the stream's topic in its group (after the topic's earlier members; a new
/// group starts at the log start of every partition). Call it inside
/// [`regroup`].
pub(crate) fn connect(world: &mut World, from: Entity, to: Entity) {
    if let Some(mut links) = world.get_mut::<Links>(from) {
        if links.0.contains(&to) {
            return;
        }
        links.0.push(to);
    }
    let (Some(stream), Some(worker), Some(member)) =
        (world.get::<Stream>(from), world.get::<Worker>(to), world.get::<Node>(to).map(|n| n.id.clone()))
    else {
        return;
    };
    let (topic, group_name) = (stream.topic.clone(), worker.group.clone());
    let cooperative =
        world.resource::<Research>().gives(crate::rules::research::ResearchEffect::CooperativeRebalancing);
    let policy = world
        .resource::<super::groups::GroupSettings>()
        .of(&group_name, world.resource::<Catalog>(), cooperative)
        .auto_offset_reset;
    let now = world.resource::<super::SimClock>().now;
    // The partitions the group already reads here: those added since it
    // learned of them are placed by its auto.offset.reset as it learns
    // (docs/RULES.md#partition-expansion), not here.
    let known = stream.groups.get(&group_name).map_or(usize::MAX, |f| f.partitions.len());
    let mut log = world.resource_mut::<SimLog>();
    // A group new to the topic starts where its auto.offset.reset says: the
    // log start (earliest), the high watermark (latest), the first record
    // of the duration (by_duration); it commits that. With `none` it
    // commits nothing and stands still until its offsets are reset.
    let starts: Vec<Option<u64>> = log
        .topic(&topic)
        .map(|t| t.partitions().iter().map(|p| consume::reset_target(p, policy, now)).collect())
        .unwrap_or_else(|_| vec![Some(0)]);
    let partitions = starts.len() as u32;
    let group = log.group_or_create(&group_name);
    group.subscribe(&member, &topic);
    group.await_offsets(&topic, partitions);
    for (p, &start) in starts.iter().enumerate().take(known) {
        if let (None, Some(start)) = (group.committed(&topic, p as u32), start) {
            group.commit(&topic, p as u32, start);
        }
    }
    let positions: Vec<u64> = (0..partitions).map(|p| group.committed(&topic, p).unwrap_or(0)).collect();
    let highs: Vec<u64> =
        log.topic(&topic).map(|t| t.partitions().iter().map(|p| p.high_watermark()).collect()).unwrap_or_default();
    let log_starts: Vec<u64> =
        log.topic(&topic).map(|t| t.partitions().iter().map(|p| p.log_start()).collect()).unwrap_or_default();
    let mut stream = world.get_mut::<Stream>(from).expect("checked");
    // The first group of a stream nobody read: what reached it meanwhile was
    // counted stranded, so reading it now is not counted again.
    let stranded: Vec<(u64, u64)> = if stream.groups.is_empty() {
        let from: Vec<u64> = stream.partitions.iter_mut().map(|sp| std::mem::take(&mut sp.unread_from)).collect();
        highs.iter().enumerate().map(|(p, &hw)| (from.get(p).copied().unwrap_or(0).min(hw), hw)).collect()
    } else {
        Vec::new()
    };
    let flow = stream.groups.entry(group_name).or_insert_with(|| GroupFlow {
        partitions: (0..positions.len().max(stranded.len()))
            .map(|p| FlowPartition {
                position: positions.get(p).copied().unwrap_or(0),
                furthest_position: positions.get(p).copied().unwrap_or(0),
                stranded: stranded.get(p).copied().unwrap_or((0, 0)),
                ..Default::default()
            })
            .collect(),
        readable_schema: 1,
        ..Default::default()
    });
    // A member joining: the group's leader fetches metadata to assign.
    let had = flow.partitions.len();
    flow.learn(partitions);
    flow.counted_before_learning(had, |p| log_starts.get(p as usize).copied().unwrap_or(0));
    flow.metadata.fetch(partitions, now);
}

/// Removes the link `from` → `to`; a Worker unlinked from a stream no longer
/// reads its topic (and leaves its group when it reads nothing else). Call
/// it inside [`regroup`].
pub(crate) fn disconnect(world: &mut World, from: Entity, to: Entity) {
    if let Some(mut links) = world.get_mut::<Links>(from) {
        links.0.retain(|t| *t != to);
    }
    let (Some(topic), Some(worker), Some(member)) = (
        world.get::<Stream>(from).map(|s| s.topic.clone()),
        world.get::<Worker>(to).map(|w| w.group.clone()),
        world.get::<Node>(to).map(|n| n.id.clone()),
    ) else {
        return;
    };
    if let Ok(group) = world.resource_mut::<SimLog>().group_mut(&worker) {
        group.unsubscribe(&member, &topic);
    }
    drop_unread_flows(world);
}

/// Removes a Node: its links, its group memberships, its topic's Node. Call
/// it inside [`regroup`].
pub(crate) fn remove_node(world: &mut World, e: Entity) {
    let Some(node) = world.get::<Node>(e).cloned() else { return };
    let mut q = world.query::<&mut Links>();
    for mut links in q.iter_mut(world) {
        links.0.retain(|t| *t != e);
    }
    if let Some(group) = world.get::<Worker>(e).map(|w| w.group.clone())
        && let Ok(group) = world.resource_mut::<SimLog>().group_mut(&group)
    {
        group.leave(&node.id);
    }
    world.resource_mut::<Board>().nodes.remove(&node.id);
    world.despawn(e);
    drop_unread_flows(world);
}

/// A stream forgets a group's reading state once no member of the group
/// reads its topic.
fn drop_unread_flows(world: &mut World) {
    let mut q = world.query::<(Entity, &Stream)>();
    let world_ref: &World = world;
    let log = world_ref.resource::<SimLog>();
    let unread: Vec<(Entity, String)> = q
        .iter(world_ref)
        .flat_map(|(e, s)| {
            s.groups
                .keys()
                .filter(|g| log.group(g).map_or(true, |g| g.members_of(&s.topic).is_empty()))
                .map(move |g| (e, g.clone()))
        })
        .collect();
    for (e, g) in unread {
        let Some(ends) = world.get::<Stream>(e).and_then(|s| log_ends(world, &s.topic)) else { continue };
        if let Some(mut s) = world.get_mut::<Stream>(e) {
            s.groups.remove(&g);
            if s.groups.is_empty() {
                // From here on what reaches it is stranded.
                let n = s.partitions.len().max(ends.len());
                s.fit(n);
                for (p, sp) in s.partitions.iter_mut().enumerate() {
                    sp.unread_from = ends.get(p).copied().unwrap_or(0);
                }
            }
        }
    }
}

/// Each partition's log end of `topic`.
fn log_ends(world: &World, topic: &str) -> Option<Vec<u64>> {
    world.resource::<SimLog>().topic(topic).ok().map(|t| t.partitions().iter().map(|p| p.log_end()).collect())
}
