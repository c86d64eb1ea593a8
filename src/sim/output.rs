//! Read-process-write: a Worker linked to an Event Stream appends a record
//! there for each record it processes (Kafka Streams' topology, a consumer
//! and a producer in one member). With its group's `processing.guarantee`
//! at `at_least_once` the output is appended as it is made and a crash
//! before the commit makes it again: second copies downstream. With
//! `exactly_once_v2` each member writes inside a transaction of its own
//! that commits with the group's offsets; a crash, or an eviction, aborts
//! it, and the step's output made again repeats only aborted records, so a
//! `read_committed` group downstream gets each once (a `read_uncommitted`
//! one gets both).
//!
//! [`super::consume`] queues what the members made ([`PendingOutput`]);
//! [`write_outputs`] appends it at the start of the next tick's produce
//! phase, in the order it was made, before the producers append.
//!
//! Rules: docs/RULES.md#read-process-write, docs/RULES.md#transactions.

use bevy::prelude::*;

use crate::log::{Marker, Repeat};

use super::{Links, SimLog, SimSet, SimTick, Stream};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PendingOutput>()
        .add_systems(SimTick, write_outputs.in_set(SimSet::Produce))
        .add_systems(super::state::SimStart, reset.in_set(super::state::StartSet::Plugins));
}

/// Producer ids of the Workers' transactional producers start here, apart
/// from the hanging-transaction incident's (`1 << 40`).
const PRODUCER_IDS: u64 = 1 << 41;

/// The producer id of Worker `worker`'s transactional producer (one per
/// member, as Kafka Streams' `exactly_once_v2` has one per stream thread).
pub(crate) fn producer_id(worker: Entity) -> u64 {
    PRODUCER_IDS + u64::from(worker.index_u32())
}

/// One thing a member did to its output, in the order it did it.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum OutputOp {
    /// It processed records of input partition `partition` over the sim
    /// interval `from..until`: one output record each, on the partition of
    /// every stream it writes to with the same index (modulo that stream's
    /// partition count).
    Records {
        /// The member.
        worker: Entity,
        /// The input partition.
        partition: u32,
        /// Records processed for the first time.
        fresh: u64,
        /// Records processed again whose first output was kept.
        copies: u64,
        /// Records processed again whose first output was aborted.
        redone: u64,
        /// Inside the member's transaction (`exactly_once_v2`).
        transactional: bool,
        /// The key label of the input's last record: the output keeps it.
        key: Option<std::sync::Arc<str>>,
        /// Sim seconds.
        from: f64,
        /// Sim seconds.
        until: f64,
    },
    /// Its transaction commits (with its group's offsets) at sim time `at`.
    Commit {
        /// The member.
        worker: Entity,
        /// Sim seconds.
        at: f64,
    },
    /// Its transaction aborts at sim time `at` (it crashed or was evicted:
    /// the coordinator fences its producer).
    Abort {
        /// The member.
        worker: Entity,
        /// Sim seconds.
        at: f64,
    },
}

/// What the members made since the last [`write_outputs`], in order.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub(crate) struct PendingOutput(pub Vec<OutputOp>);

/// The streams Worker `worker` writes records to: those it links to, in
/// link order.
pub(crate) fn targets(world: &World, worker: Entity) -> Vec<Entity> {
    world
        .get::<Links>(worker)
        .map(|l| l.0.iter().copied().filter(|t| world.get::<Stream>(*t).is_some()).collect())
        .unwrap_or_default()
}

/// [`SimTick`]: appends what the members made last tick.
pub(super) fn write_outputs(world: &mut World) {
    flush(world);
}

/// Appends every queued [`OutputOp`], in order: records to the target
/// partitions (counted on the stream as appended), markers to every
/// partition of every target stream (an abort counts its records aborted).
pub(crate) fn flush(world: &mut World) {
    let ops = std::mem::take(&mut world.resource_mut::<PendingOutput>().0);
    for op in ops {
        let worker = match &op {
            OutputOp::Records { worker, .. } | OutputOp::Commit { worker, .. } | OutputOp::Abort { worker, .. } => {
                *worker
            }
        };
        for target in targets(world, worker) {
            apply(world, &op, worker, target);
        }
    }
}

/// Applies one op to one target stream.
fn apply(world: &mut World, op: &OutputOp, worker: Entity, target: Entity) {
    let Some(topic) = world.get::<Stream>(target).map(|s| s.topic.clone()) else { return };
    let pid = producer_id(worker);
    let mut log = world.resource_mut::<SimLog>();
    let Ok(t) = log.topic_mut(&topic) else { return };
    let n = t.partition_count();
    if n == 0 {
        return;
    }
    match *op {
        OutputOp::Records { partition, fresh, copies, redone, transactional, ref key, from, until, .. } => {
            let q = partition % n;
            let part = t.partition_mut(q).expect("in range");
            let producer = transactional.then_some(pid);
            // The records done again come first: they were read first.
            part.append_output(copies, key.clone(), producer, Repeat::Copies, from, until);
            part.append_output(redone, key.clone(), producer, Repeat::Aborted, from, until);
            part.append_output(fresh, key.clone(), producer, Repeat::Nothing, from, until);
            let total = copies + redone + fresh;
            let mut stream = world.get_mut::<Stream>(target).expect("checked");
            stream.fit(n as usize);
            stream.partitions[q as usize].written += total;
            stream.written_again += copies + redone;
        }
        OutputOp::Commit { at, .. } | OutputOp::Abort { at, .. } => {
            let marker = match op {
                OutputOp::Abort { .. } => Marker::Abort,
                _ => Marker::Commit,
            };
            let mut aborted = 0;
            for p in 0..n {
                let part = t.partition_mut(p).expect("in range");
                if let Some((_, held)) = part.append_marker(pid, marker, at) {
                    aborted += match marker {
                        Marker::Abort => held,
                        Marker::Commit => 0,
                    };
                }
            }
            world.get_mut::<Stream>(target).expect("checked").aborted += aborted;
        }
    }
}

/// Queues a COMMIT of the transaction of each Worker of `groups` that
/// writes to a stream and appends it now: called with the groups' offset
/// commit (outside a tick: before a rebalance, or a change made while
/// paused).
pub(crate) fn commit_transactions(world: &mut World, groups: &[String]) {
    let now = world.resource::<super::SimClock>().now;
    let mut q = world.query::<(Entity, &super::Worker)>();
    let members: Vec<Entity> = q.iter(world).filter(|(_, w)| groups.contains(&w.group)).map(|(e, _)| e).collect();
    let ops = members
        .into_iter()
        .filter(|&e| !targets(world, e).is_empty())
        .map(|worker| OutputOp::Commit { worker, at: now })
        .collect::<Vec<_>>();
    world.resource_mut::<PendingOutput>().0.extend(ops);
    flush(world);
}

/// [`super::state::SimStart`]: nothing is queued.
fn reset(world: &mut World) {
    world.insert_resource(PendingOutput::default());
}
