//! The sim's Components: Nodes and their roles, and the rate gauge.

use std::collections::BTreeMap;
use std::ops::Range;

use bevy::prelude::*;

use crate::scenario::{Acks, KeySpec, PartitionKey};
use crate::sim::partitioner::Partitioner;

/// A placed component on the board.
#[derive(Component, Clone, Debug)]
pub struct Node {
    /// Unique id (links and actions name it).
    pub id: String,
    /// Catalog code (`api`, `log`, `worker`).
    pub kind: String,
    /// Name on the card.
    pub name: String,
    /// Size step, 1-based.
    pub size: u32,
    /// Board position, board units.
    pub at: Vec2,
    /// Place in the scenario's Node list (join order, draw order).
    pub order: u32,
}

/// Outgoing links of a Node, in scenario order.
#[derive(Component, Clone, Debug, Default)]
pub struct Links(pub Vec<Entity>);

/// A smoothed rate: messages per sim second, an exponential moving average
/// with the catalog's `rate_window_seconds` time constant.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Gauge {
    /// Current rate, per sim second.
    pub per_second: f64,
}

impl Gauge {
    /// Folds in `count` events over `dt` sim seconds.
    pub fn add(&mut self, count: f64, dt: f64, window: f64) {
        if dt <= 0.0 {
            return;
        }
        let alpha = 1.0 - (-dt / window.max(dt)).exp();
        self.per_second += (count / dt - self.per_second) * alpha;
    }
}

/// A Node that produces traffic.
#[derive(Component, Clone, Debug)]
pub struct Producer {
    /// Messages per sim second it tries to send.
    pub rate: f64,
    /// The keys its messages carry.
    pub keys: KeySpec,
    /// Fraction of a message owed from earlier ticks.
    pub carry: f64,
    /// Messages produced so far (accepted by a stream).
    pub produced: u64,
    /// Messages refused for lack of append capacity.
    pub throttled: u64,
    /// Produced per sim second.
    pub produced_rate: Gauge,
}

/// An Event Stream Node: one topic in the sim's cluster, and its options.
#[derive(Component, Clone, Debug)]
pub struct Stream {
    /// Topic name in [`crate::sim::SimLog`].
    pub topic: String,
    /// Key or round robin. Rule: DESIGN.md §2, partition key.
    pub partition_key: PartitionKey,
    /// Key hash.
    pub partitioner: Partitioner,
    /// Copies of each partition.
    pub replication_factor: u32,
    /// Acknowledgement setting.
    pub acks: Acks,
    /// Retention window, sim seconds.
    pub retention: f64,
    /// Messages appended so far.
    pub appended: u64,
    /// Appended per sim second.
    pub appended_rate: Gauge,
    /// Messages refused because the append capacity was full.
    pub throttled: u64,
    /// Appends that reached it while no group read it (stranded tasks).
    pub stranded: u64,
    /// Append capacity owed from earlier ticks (fraction of a message).
    pub capacity_carry: f64,
    /// Per-group reading state, by group name.
    pub groups: BTreeMap<String, GroupFlow>,
    /// Cached per-partition traffic shares of each producer key pattern.
    pub(crate) shares: Vec<(ShareKey, Vec<f64>)>,
    /// Per-partition fraction of a message owed by batch apportioning.
    pub(crate) append_carry: Vec<f64>,
}

/// The cache key of a share vector.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct ShareKey {
    pub keys: KeySpec,
    pub partitions: u32,
    pub partitioner: Partitioner,
    pub mode: PartitionKey,
}

/// How one consumer group reads one stream.
#[derive(Clone, Debug, Default)]
pub struct GroupFlow {
    /// Worker entities in join order.
    pub members: Vec<Entity>,
    /// Messages consumed so far.
    pub consumed: u64,
    /// Consumed per sim second.
    pub consumed_rate: Gauge,
    /// Messages removed by retention before this group read them.
    pub lost: u64,
    /// Per-partition fraction of a message owed (keeps long-run rates exact).
    pub(crate) carry: Vec<f64>,
}

/// A Worker: one member of a consumer group.
#[derive(Component, Clone, Debug)]
pub struct Worker {
    /// Group it belongs to.
    pub group: String,
    /// Tasks completed so far.
    pub consumed: u64,
    /// Completed per sim second.
    pub consumed_rate: Gauge,
    /// Partitions it reads on the stream it is linked from (empty: idle).
    pub assigned: Range<u32>,
    /// Paused by the player: keeps its partitions but reads nothing.
    pub paused: bool,
}
