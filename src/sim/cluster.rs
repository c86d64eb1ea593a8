//! The cluster under each Event Stream: its brokers and its partitions as
//! entities, each partition with its replicas, leader, ISR and leader epoch
//! ([`crate::log::ReplicaSet`]); followers fetch, and the high watermark the
//! consumers read to is the lowest log end over the ISR. Rule: DESIGN.md §9.
//!
//! A stream runs on as many brokers as its replication factor, in its zone;
//! replicas are placed rack-aware ([`crate::log::replica::place`]). When the
//! replication factor or the partition count changes, the partitions are
//! placed again. A failure still takes the whole stream's leaders at once
//! (the rule book's failed broker, [`super::incidents`]); the log core's
//! elections are not used by the sim yet.

use bevy::prelude::*;

use super::nodes::{Node, Stream};
use super::{SimClock, SimLog, SimSet, SimTick};
use crate::log::replica::place;
use crate::log::{BrokerId, ReplicaSet};
use crate::rules::catalog::{Catalog, Role};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(SimTick, (place_partitions, replicate).chain().in_set(SimSet::Replicate));
}

/// A broker of one stream's cluster: an entity, in a zone (Kafka's rack).
#[derive(Component, Clone, Debug, PartialEq)]
pub struct Broker {
    /// The stream Node it serves.
    pub stream: Entity,
    /// Its number in that cluster: 0, 1, 2, …
    pub id: BrokerId,
    /// Its zone (its rack).
    pub zone: String,
}

/// A partition of a stream's topic: an entity with its replicas.
#[derive(Component, Clone, Debug, PartialEq)]
pub struct PartitionReplicas {
    /// The stream Node whose topic it belongs to.
    pub stream: Entity,
    /// Its index in the topic.
    pub partition: u32,
    /// Its replicas, leader, ISR, leader epoch and high watermark.
    pub set: ReplicaSet,
}

/// The partitions of `stream`'s topic, by index, and its brokers, by
/// number, read from a world (for the report and the Inspector).
pub fn cluster_of(world: &World, stream: Entity) -> (Vec<&PartitionReplicas>, Vec<&Broker>) {
    let mut parts: Vec<&PartitionReplicas> =
        world.iter_entities().filter_map(|e| e.get::<PartitionReplicas>()).filter(|p| p.stream == stream).collect();
    parts.sort_by_key(|p| p.partition);
    let mut brokers: Vec<&Broker> =
        world.iter_entities().filter_map(|e| e.get::<Broker>()).filter(|b| b.stream == stream).collect();
    brokers.sort_by_key(|b| b.id);
    (parts, brokers)
}

/// Spawns each stream's brokers and partitions when they are missing or
/// no longer match the stream (its replication factor, its partition
/// count), and despawns those of streams that are gone.
fn place_partitions(
    mut commands: Commands,
    clock: Res<SimClock>,
    log: Res<SimLog>,
    streams: Query<(Entity, &Node, &Stream)>,
    brokers: Query<(Entity, &Broker)>,
    partitions: Query<(Entity, &PartitionReplicas)>,
) {
    for (e, b) in &brokers {
        if streams.get(b.stream).is_err() {
            commands.entity(e).despawn();
        }
    }
    for (e, p) in &partitions {
        if streams.get(p.stream).is_err() {
            commands.entity(e).despawn();
        }
    }
    for (se, node, stream) in &streams {
        let Ok(topic) = log.topic(&stream.topic) else { continue };
        let count = topic.partition_count();
        let rf = stream.replication_factor.max(1);
        let have_brokers = brokers.iter().filter(|(_, b)| b.stream == se).count() as u32;
        let placed: Vec<&PartitionReplicas> =
            partitions.iter().filter(|(_, p)| p.stream == se).map(|(_, p)| p).collect();
        let fits = have_brokers == rf
            && placed.len() as u32 == count
            && placed.iter().all(|p| p.set.replicas().len() as u32 == rf);
        if fits {
            continue;
        }
        for (e, b) in &brokers {
            if b.stream == se {
                commands.entity(e).despawn();
            }
        }
        for (e, p) in &partitions {
            if p.stream == se {
                commands.entity(e).despawn();
            }
        }
        let zones: Vec<(BrokerId, &str)> = (0..rf).map(|b| (b, node.zone.as_str())).collect();
        for &(id, zone) in &zones {
            commands.spawn((
                Name::new(format!("broker {id} of {}", node.id)),
                Broker { stream: se, id, zone: zone.into() },
            ));
        }
        for (p, replicas) in place(count, rf, &zones).into_iter().enumerate() {
            let Ok(part) = topic.partition(p as u32) else { continue };
            commands.spawn((
                Name::new(format!("partition {} of {}", p, stream.topic)),
                PartitionReplicas { stream: se, partition: p as u32, set: in_sync(&replicas, part, clock.now) },
            ));
        }
    }
}

/// A replica set on `brokers` for `part` as it stands: the leader at its
/// log end, the followers at its high watermark, all in the ISR.
fn in_sync(brokers: &[BrokerId], part: &crate::log::Partition, now: f64) -> ReplicaSet {
    let mut set = ReplicaSet::new(brokers, part.high_watermark(), now);
    set.leader_appended(part.log_end(), now);
    set
}

/// Followers fetch what the leader held `follower_lag_seconds` before the
/// end of this tick; the ISR and the high watermark follow, and the
/// partition's high watermark (what consumers read to) moves to the
/// replica set's. A partition whose log was cut (a failed broker took its
/// tail) is in sync again at its new end. No leader: nothing moves.
/// Rule: DESIGN.md §2 (replication factor) and §9.
fn replicate(
    catalog: Res<Catalog>,
    clock: Res<SimClock>,
    mut log: ResMut<SimLog>,
    streams: Query<(&Node, &Stream)>,
    mut partitions: Query<&mut PartitionReplicas>,
) {
    for mut p in &mut partitions {
        let Ok((node, stream)) = streams.get(p.stream) else { continue };
        let Some(Role::Stream(rules)) = catalog.component(&node.kind).map(|c| &c.role) else { continue };
        if stream.failover_until.is_some() {
            continue; // no leader, nothing new is replicated
        }
        let Ok(topic) = log.topic_mut(&stream.topic) else { continue };
        let Ok(part) = topic.partition_mut(p.partition) else { continue };
        let end = part.log_end();
        if p.set.leader_log_end().is_some_and(|e| e > end) {
            let brokers: Vec<BrokerId> = p.set.replicas().iter().map(|r| r.broker).collect();
            p.set = in_sync(&brokers, &*part, clock.now);
        }
        p.set.leader_appended(end, clock.now);
        let as_of = clock.now + clock.step - rules.follower_lag_seconds;
        let target = part.offset_at_time(as_of);
        p.set.fetch_to(target, as_of, clock.now, rules.replica_lag_max_seconds);
        part.advance_high_watermark(p.set.high_watermark());
    }
}
