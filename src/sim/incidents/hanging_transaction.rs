//! Hanging transaction: a producer begins a transaction on a stream, writes
//! a record to each partition that has a leader, and never ends it. Each of
//! those partitions' last stable offset stays at that record, so every
//! `read_committed` group stops there while `read_uncommitted` ones read on.
//! It ends when the coordinator aborts it at `transaction.timeout.ms` (the
//! incident's duration) or when the player aborts it from the stream's
//! Inspector (Kafka's `kafka-transactions.sh abort`, KIP-664): an ABORT
//! marker in each of those partitions, and the groups read on past it.
//!
//! Rules: docs/RULES.md#incident-hanging-transaction,
//! docs/RULES.md#transactions.

use bevy::prelude::*;

use super::{Incident, Strike};
use crate::log::Marker;
use crate::rules::words::t;
use crate::sim::cluster::{PartitionOf, PartitionReplicas};
use crate::sim::{SimClock, SimLog, Stream};

/// The open transaction a hanging-transaction incident holds: whose and on
/// which stream. On the incident's entity.
#[derive(Component, Clone, Copy, Debug)]
pub(crate) struct HangingTransaction {
    /// The producer id its records carry.
    producer: u64,
    /// The stream Node it hangs on.
    stream: Entity,
}

/// Producer ids of the hanging producers start here, far from any other.
const PRODUCER_IDS: u64 = 1 << 40;

/// Strikes: a record in an open transaction on each partition of the
/// stream that has a leader. Errors: not a stream, or no partition can
/// take a record.
pub(super) fn strike(world: &mut World, s: &mut Strike) -> Result<super::Said, String> {
    let stream = world.get::<Stream>(s.target).ok_or_else(|| format!("'{}' is not an Event Stream", s.spec.target))?;
    let topic = stream.topic.clone();
    let mut led: Vec<u32> = world
        .query::<(&PartitionOf, &PartitionReplicas)>()
        .iter(world)
        .filter(|(of, r)| of.0 == s.target && r.set.leader().is_some())
        .map(|(_, r)| r.partition)
        .collect();
    led.sort_unstable();
    if led.is_empty() {
        return Err(crate::t!("events-refused-no-leader", node = s.spec.target.as_str()));
    }
    let producer = PRODUCER_IDS + u64::from(s.e.index_u32());
    let now = world.resource::<SimClock>().now;
    {
        let mut log = world.resource_mut::<SimLog>();
        let t = log.topic_mut(&topic).map_err(|e| e.to_string())?;
        for &p in &led {
            if let Ok(part) = t.partition_mut(p) {
                part.append_transactional(producer, None, None, now);
            }
        }
    }
    // Its records are events on the stream like any other.
    world.get_mut::<Stream>(s.target).expect("checked").appended += led.len() as u64;
    world.entity_mut(s.e).insert(HangingTransaction { producer, stream: s.target });
    let timeout = s.duration.map(|d| format!("{d:.0}"));
    let partitions = led.len();
    Ok(super::Said::new(|l| match &timeout {
        Some(seconds) => t!(
            "events-transaction-hangs-timeout" in l,
            node = s.spec.target.as_str(),
            partitions = partitions,
            seconds = seconds.as_str()
        ),
        None => t!("events-transaction-hangs" in l, node = s.spec.target.as_str(), partitions = partitions),
    }))
}

/// Ends (the coordinator's timeout, or the player's abort): an ABORT marker
/// in each partition it wrote to; the stream counts its records aborted.
pub(super) fn end(world: &mut World, e: Entity, _incident: &Incident) {
    let Some(h) = world.get::<HangingTransaction>(e).copied() else { return };
    let Some(topic) = world.get::<Stream>(h.stream).map(|s| s.topic.clone()) else { return };
    let now = world.resource::<SimClock>().now;
    let mut aborted = 0;
    {
        let mut log = world.resource_mut::<SimLog>();
        let Ok(t) = log.topic_mut(&topic) else { return };
        for p in 0..t.partition_count() {
            let part = t.partition_mut(p).expect("in range");
            if let Some((_, held)) = part.append_marker(h.producer, Marker::Abort, now) {
                aborted += held;
            }
        }
    }
    if let Some(mut s) = world.get_mut::<Stream>(h.stream) {
        s.aborted += aborted;
    }
}

/// Aborts the hanging transaction on stream Node `n` now, as Kafka's
/// `kafka-transactions.sh abort` does (KIP-664).
///
/// Errors: no transaction hangs on it.
pub fn abort_hanging(world: &mut World, n: Entity) -> Result<(), String> {
    let found = world
        .query::<(Entity, &Incident, &HangingTransaction)>()
        .iter(world)
        .find(|(_, _, h)| h.stream == n)
        .map(|(e, ..)| e);
    let Some(e) = found else { return Err(crate::t!("events-refused-no-hanging")) };
    super::end(world, e, super::Said::new(|l| t!("events-transaction-aborted" in l)));
    Ok(())
}
