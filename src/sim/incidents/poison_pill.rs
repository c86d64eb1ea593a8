//! Poison pill: a producer writes one record to a stream that no consumer
//! can process (a payload its code cannot parse, a value that makes it
//! throw). A consumer group's member fails on it, does not commit, and
//! fetches it again: the group stops there for good, its lag growing
//! behind it, until the player moves it past the record (a reset of its
//! offsets) or makes it a share group, whose delivery limit archives the
//! record (into a dead-letter stream, where the group has one) and reads
//! on. It ends once every group on the stream is past the record.
//!
//! Rules: docs/RULES.md#poison-pill.

use bevy::prelude::*;

use super::{Incident, Strike};
use crate::log::Offset;
use crate::rules::words::t;
use crate::sim::cluster::{PartitionOf, PartitionReplicas};
use crate::sim::{SimClock, SimLog, Stream};

/// Where a poison-pill incident's record is. On the incident's entity.
#[derive(Component, Clone, Copy, Debug)]
pub(crate) struct PoisonRecord {
    /// The stream Node it was written to.
    stream: Entity,
    /// Its partition.
    partition: u32,
    /// Its offset.
    offset: Offset,
}

/// Strikes: one record appended to the lowest-numbered partition of the
/// stream that has a leader, marked a poison pill. Errors: not a stream,
/// or no partition has a leader.
pub(super) fn strike(world: &mut World, s: &mut Strike) -> Result<super::Said, String> {
    let stream = world.get::<Stream>(s.target).ok_or_else(|| format!("'{}' is not an Event Stream", s.spec.target))?;
    let topic = stream.topic.clone();
    let partition = world
        .query::<(&PartitionOf, &PartitionReplicas)>()
        .iter(world)
        .filter(|(of, r)| of.0 == s.target && r.set.leader().is_some())
        .map(|(_, r)| r.partition)
        .min()
        .ok_or_else(|| format!("no partition of '{}' has a leader", s.spec.target))?;
    let now = world.resource::<SimClock>().now;
    let offset = {
        let mut log = world.resource_mut::<SimLog>();
        let part = log.topic_mut(&topic).and_then(|t| t.partition_mut(partition)).map_err(|e| e.to_string())?;
        let offset = part.append_record(None, Some("a payload no consumer can parse".into()), now);
        part.mark_poison(offset);
        offset
    };
    // It is an event on the stream like any other.
    world.get_mut::<Stream>(s.target).expect("checked").appended += 1;
    world.entity_mut(s.e).insert(PoisonRecord { stream: s.target, partition, offset });
    Ok(super::Said::new(
        |l| t!("events-poison-pill" in l, node = s.spec.target.as_str(), partition = partition, offset = offset),
    ))
}

/// Ends: nothing to undo (the record stays in the log until retention
/// deletes it: a group reset to before it stops there again).
pub(super) fn end(_world: &mut World, _e: Entity, _incident: &Incident) {}

/// How incident `e` ends before its time, if it does now: once every group
/// on the stream is past the record (or the log no longer holds it).
pub(super) fn resolved(world: &mut World, e: Entity) -> Option<super::Said> {
    let pill = *world.get::<PoisonRecord>(e)?;
    let stream = world.get::<Stream>(pill.stream)?;
    let held = world
        .resource::<SimLog>()
        .topic(&stream.topic)
        .and_then(|t| t.partition(pill.partition))
        .is_ok_and(|p| p.poison_in(pill.offset, pill.offset + 1).is_some());
    if !held {
        return Some(super::Said::new(|l| t!("events-poison-pill-gone" in l)));
    }
    let past = stream.groups.values().all(|f| f.position(pill.partition).is_some_and(|pos| pos > pill.offset));
    past.then(|| super::Said::new(|l| t!("events-poison-pill-passed" in l)))
}
