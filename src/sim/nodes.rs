//! The sim's Components: Nodes and their roles, and the rate gauge.

use std::collections::BTreeMap;
use std::sync::Arc;

use bevy::prelude::*;
use serde::Serialize;

use crate::log::Offset;
use crate::log::partitioner::Partitioner;
use crate::rules::catalog::RoleKind;
use crate::rules::scenario::{Acks, KeySpec, PartitionKey};

/// A placed component on the board.
#[derive(Component, Clone, Debug)]
pub struct Node {
    /// Unique id (links and actions name it).
    pub id: String,
    /// Catalog code (`api`, `log`, `worker`).
    pub kind: String,
    /// Its component's role (what it was spawned as: the parts it has,
    /// the card it is drawn as).
    pub role: RoleKind,
    /// Name on the card.
    pub name: String,
    /// Size step, 1-based.
    pub size: u32,
    /// Board position, board units.
    pub at: Vec2,
    /// Place in the board's Node list (join order, draw order).
    pub order: u32,
    /// Availability zone.
    pub zone: String,
    /// Region.
    pub region: String,
}

/// A Node that is down, and the incidents that keep it down. A down Node
/// still bills; what is sent to it is stranded.
#[derive(Component, Clone, Debug, Default, PartialEq)]
pub struct Down {
    /// Incident entities holding it down.
    pub causes: Vec<Entity>,
}

/// Outgoing links of a Node, in the order they were made.
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

/// One entity a producer follows update by update (for stale results).
#[derive(Clone, Debug, PartialEq)]
pub struct TrackedEntity {
    /// Index in [`crate::sim::Entities`].
    pub entity: u32,
    /// Its key.
    pub key: Arc<str>,
    /// Share of the producer's traffic about this entity.
    pub share: f64,
    /// Fraction of an update owed from earlier ticks.
    pub carry: f64,
}

/// A Node that produces traffic.
#[derive(Component, Clone, Debug)]
pub struct Producer {
    /// Messages per sim second it tries to send (before the schedule).
    pub rate: f64,
    /// Traffic over time: `(from sim time, rate)` in time order.
    pub schedule: Vec<(f64, f64)>,
    /// The keys its messages carry.
    pub keys: KeySpec,
    /// Fraction of a message owed from earlier ticks.
    pub carry: f64,
    /// Messages accepted by its streams.
    pub produced: u64,
    /// Messages it gave up on because a stream's append capacity was full
    /// (a Queue's refusals, and a stream's sends blocked past
    /// `max.block.ms` while the stream appended all it could). Lost.
    pub throttled: u64,
    /// Messages in its buffer (Kafka's record accumulator): waiting for
    /// append capacity, or held for retry because their partition has no
    /// leader or too few in sync, or their stream is down as a whole.
    pub buffered: u64,
    /// The held messages by the stream they wait for: one count per
    /// partition they were routed to (a record keeps its partition while it
    /// waits, as in Kafka's record accumulator), and last those sent while
    /// the whole stream was down, routed when it is back. The counts of
    /// every stream sum to `buffered`. Rule: docs/RULES.md#producer-buffer.
    pub(crate) held: std::collections::BTreeMap<Entity, Vec<u64>>,
    /// When the held messages were first sent, oldest first: `(sim time,
    /// count)`, summing to `buffered`. Those held longer than the stream's
    /// `producer_delivery_timeout_seconds` fail (Kafka's
    /// `delivery.timeout.ms`).
    pub(crate) held_since: std::collections::VecDeque<(f64, u64)>,
    /// Sends waiting in `send()` for room in its full buffer, by stream:
    /// `(sim time sent, count)`, oldest first. Those waiting longer than
    /// the stream's `producer_max_block_seconds` fail (Kafka's
    /// `max.block.ms`). Rule: docs/RULES.md#back-pressure.
    pub(crate) blocked_since: std::collections::BTreeMap<Entity, std::collections::VecDeque<(f64, u64)>>,
    /// Sends that waited in `send()` past `max.block.ms` and failed: lost
    /// (each also counted under its cause: `throttled` when the stream's
    /// append capacity was full, `dropped` when a partition or the whole
    /// stream could take nothing).
    pub blocked: u64,
    /// How long the broker asked it to wait before its next append, ms:
    /// its records waiting for append capacity over the capacity a
    /// second (0 while the stream keeps up). Rule: docs/RULES.md#back-pressure.
    pub throttle_ms: f64,
    /// Messages it held for a stream and gave up on while a partition or the
    /// whole stream could take nothing: sends blocked past `max.block.ms`,
    /// or records past the delivery timeout. Lost.
    pub dropped: u64,
    /// Requests that reached it while it was down: stranded.
    pub stranded: u64,
    /// Requests a Load Balancer handed it this tick.
    pub(crate) inflow: u64,
    /// A Load Balancer's next target for the odd request (even spread).
    pub(crate) next_target: usize,
    /// The schema version it writes (a breaking change raises it).
    pub schema_version: u32,
    /// Its key pattern before a hot-key incident changed it.
    pub(crate) base_keys: Option<KeySpec>,
    /// Produced per sim second.
    pub produced_rate: Gauge,
    /// Latency of an append as the producer sees it, milliseconds: the
    /// stream's overhead plus its ack wait, plus how long its oldest
    /// waiting record (in the buffer or in a blocked `send()`) has waited.
    /// Rules: docs/RULES.md#append-wait and docs/RULES.md#back-pressure.
    pub latency_ms: f64,
    /// Entities followed update by update.
    pub tracked: Vec<TrackedEntity>,
    /// How many real entities one tracked uniform entity stands for.
    pub tracked_weight: f64,
    /// The share of its messages that are tombstones (a key with no value:
    /// the entity is deleted), 0 to below 1. Rule: docs/RULES.md#compaction.
    pub tombstones: f64,
    /// What it knows of each stream's partitions, by stream: it routes
    /// among those only. Rule: docs/RULES.md#partition-expansion.
    pub metadata: std::collections::BTreeMap<Entity, ClientMetadata>,
}

impl Producer {
    /// Sends waiting in `send()` now for room in its full buffer, all
    /// streams together. Rule: docs/RULES.md#back-pressure.
    pub fn blocking(&self) -> u64 {
        self.blocked_since.values().flatten().map(|(_, n)| n).sum()
    }

    /// Messages per sim second it tries to send at sim time `now` (before
    /// the era's factor): the last schedule step at or before `now`, else
    /// `rate`. Rule: scenarios/README.md, `schedule`.
    pub fn rate_at(&self, now: f64) -> f64 {
        self.schedule.iter().rev().find(|(at, _)| *at <= now + 1e-9).map(|(_, r)| *r).unwrap_or(self.rate)
    }
}

/// An Event Stream Node: one topic in the sim's cluster, and its options.
#[derive(Component, Clone, Debug)]
pub struct Stream {
    /// Topic name in [`crate::sim::SimLog`].
    pub topic: String,
    /// Key or round robin. Rule: docs/RULES.md#partition-key.
    pub partition_key: PartitionKey,
    /// Key hash.
    pub partitioner: Partitioner,
    /// Copies of each partition.
    pub replication_factor: u32,
    /// Acknowledgement setting.
    pub acks: Acks,
    /// Its producers' `enable.idempotence` setting; in effect with
    /// `acks=all` only ([`Stream::idempotent`]).
    pub enable_idempotence: bool,
    /// Records its producers appended a second time: batches the new
    /// leader already had, retried after a failover by producers without
    /// idempotence (Kafka has no name for them; the report calls them
    /// `producer_duplicates`). Rule: docs/RULES.md#idempotence.
    pub producer_duplicates: u64,
    /// Records Workers wrote to it a second time: a read-process-write step
    /// done again after a crash, its first output kept (second copies) or
    /// aborted (redone). Rule: docs/RULES.md#read-process-write.
    pub written_again: u64,
    /// Retention window, sim seconds.
    pub retention: f64,
    /// Records its cleaner removed (older records of a key; the log start
    /// never moves for them). Rule: docs/RULES.md#compaction.
    pub compacted: u64,
    /// Of those, tombstones older than its `delete.retention.ms` that were
    /// their key's latest record (the key gone from the log with them).
    pub tombstones_cleaned: u64,
    /// Sim time its active segment last rolled (every `segment_seconds`,
    /// whatever its policy; a compacted stream's cleaner runs then).
    pub rolled_at: f64,
    /// Its policy has just become a compacting one: its cleaner runs on the
    /// closed segments at the next tick.
    pub clean_pending: bool,
    /// Messages appended so far.
    pub appended: u64,
    /// Appended per sim second.
    pub appended_rate: Gauge,
    /// Sends its producers gave up on because its append capacity was full:
    /// blocked in `send()` past `max.block.ms` while it appended all it
    /// could. Lost. Rule: docs/RULES.md#back-pressure.
    pub throttled: u64,
    /// Sends to it that waited in a producer's `send()` past `max.block.ms`
    /// and failed, whatever held them up (part of `throttled` and of
    /// `dropped`). Rule: docs/RULES.md#back-pressure.
    pub blocked: u64,
    /// The throttle time it returns now, ms: the most any producer's records
    /// wait for its append capacity (0 while it keeps up).
    pub throttle_ms: f64,
    /// The longest throttle time it returned so far, ms.
    pub throttle_ms_peak: f64,
    /// Appends that reached it while no group read it (stranded tasks).
    pub stranded: u64,
    /// Events a failed broker took with it (and, for every group, what was
    /// dropped while a partition had no leader or too few in sync).
    pub lost_broker: u64,
    /// Brokers its cluster runs on (at least the replication factor).
    pub brokers: u32,
    /// Its brokers are spread over the scenario's zones.
    pub spread_zones: bool,
    /// Records a second each broker may copy for the replicas a
    /// reassignment adds (Kafka's `follower.replication.throttled.rate`);
    /// `None`: they share the fetch budget with the others. Rule:
    /// docs/RULES.md#reassignment.
    pub replication_throttle: Option<f64>,
    /// Its running reassignment, as far as it got; `None` when none runs.
    pub catch_up: Option<CatchUp>,
    /// `acks=all` appends need this many replicas in the ISR (Kafka's
    /// `min.insync.replicas`).
    pub min_insync_replicas: u32,
    /// An out-of-sync replica may lead when the whole ISR is gone (Kafka's
    /// `unclean.leader.election.enable`).
    pub unclean_leader_election: bool,
    /// Each partition as its producers see it, by index: what it can take,
    /// its rate, its carries (see [`StreamPartition`]). As long as the
    /// topic's partitions once the stream has run a tick.
    pub(crate) partitions: Vec<StreamPartition>,
    /// Records dropped because `acks=all` found too few replicas in sync:
    /// the producer's buffer was full and the send blocked past
    /// `max.block.ms` (Kafka's `NOT_ENOUGH_REPLICAS`).
    pub not_enough_replicas: u64,
    /// Records an unclean election cut: what the new leader lacked (part of
    /// `lost_broker`).
    pub lost_unclean: u64,
    /// Records aborted on it: those of transactions that ended with an
    /// ABORT marker (`read_committed` groups skip them). Rule:
    /// docs/RULES.md#transactions.
    pub aborted: u64,
    /// Records its producers held past their delivery timeout, dropped
    /// (part of `lost_broker`).
    pub delivery_timeouts: u64,
    /// Records its producers dropped while a partition or the whole stream
    /// could take nothing: sends blocked past `max.block.ms`, or held past
    /// the delivery timeout (part of `lost_broker`;
    /// the rest of it was cut from the log).
    pub dropped: u64,
    /// Committed records (below the high watermark) any failure or election
    /// cut: what Kafka promises never to lose while an ISR member survives
    /// (part of `lost_broker`).
    pub lost_committed: u64,
    /// Leader elections so far (each moves a partition's leader epoch on).
    pub leader_elections: u64,
    /// Partition-seconds without a leader, summed over the partitions.
    pub offline_seconds: f64,
    /// Append capacity owed from earlier ticks (fraction of a message).
    pub capacity_carry: f64,
    /// Per-group reading state, by group name.
    pub groups: BTreeMap<String, GroupFlow>,
    /// Cached per-partition traffic shares of each producer key pattern,
    /// and how many of its keys each partition gets (the cleaner's key
    /// space, docs/RULES.md#compaction).
    pub(crate) shares: Vec<(ShareKey, Vec<f64>, Vec<f64>)>,
    /// Next partition for a tracked update under round robin.
    pub(crate) round_robin_tracked: u32,
    /// Salting: a key is spread over this many partitions (1 = no salt).
    /// Our addition against hot keys; it gives up per-key order.
    pub salt: u32,
    /// Where keyless records go: record by record, or a batch at a time.
    pub keyless: crate::rules::consumer::Keyless,
    /// Sticky producers: the partition keyless records go to now, and how
    /// many it has been sent in the batch being filled.
    pub(crate) sticky: (u32, u64),
    /// Its clients' `metadata.max.age.ms`, sim seconds, when the scenario
    /// set one; else the catalog's. Rule: docs/RULES.md#partition-expansion.
    pub metadata_max_age: Option<f64>,
    /// Its brokers offer Kafka 4's consumer group protocol (KIP-848): the
    /// scenario's `rebalance_protocols` holds `Consumer`. Where they do
    /// not, its groups read by the classic protocol. Rule:
    /// docs/RULES.md#consumer-protocol.
    pub consumer_protocol: bool,
    /// Its producers' view of its partitions at the tick they last sent
    /// (sim seconds): the stalest one's (fewest partitions known, then the
    /// oldest fetch). Rule: docs/RULES.md#partition-expansion.
    pub producers_know: Option<(f64, ClientMetadata)>,
}

/// A client's view of a topic's partitions (Kafka's cached metadata): how
/// many it knows of, and when it last fetched them. A producer routes by
/// it; a group assigns by it. Rule: docs/RULES.md#partition-expansion.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct ClientMetadata {
    /// Partitions the client knows of; 0 before its first fetch.
    pub partitions: u32,
    /// Sim time of its last fetch, sim seconds.
    pub fetched_at: f64,
}

impl ClientMetadata {
    /// Fetches the topic's count `actual` at `now`; returns it.
    pub fn fetch(&mut self, actual: u32, now: f64) -> u32 {
        self.partitions = actual;
        self.fetched_at = now;
        actual
    }

    /// The count the client goes by at `now`: `actual`, fetched, at its
    /// first use and once `max_age` sim seconds passed since its last
    /// fetch (Kafka's `metadata.max.age.ms`); else what it knew.
    pub fn at(&mut self, actual: u32, now: f64, max_age: f64) -> u32 {
        if self.partitions == 0 || self.partitions > actual || now + 1e-9 >= self.fetched_at + max_age {
            self.fetch(actual, now)
        } else {
            self.partitions
        }
    }

    /// When its next refresh is due, sim seconds.
    pub fn next_refresh(&self, max_age: f64) -> f64 {
        self.fetched_at + max_age
    }
}

impl Stream {
    /// Whether its producers are idempotent: `enable.idempotence` with
    /// `acks=all` (Kafka refuses the one without the other when both are
    /// set; left unset, it is off with `acks` 0 or 1). Rule:
    /// docs/RULES.md#idempotence.
    pub fn idempotent(&self) -> bool {
        self.enable_idempotence && self.acks == Acks::All
    }

    /// Its partitions as its producers see them, by index (see
    /// [`StreamPartition`]); empty before its first tick.
    pub fn partitions(&self) -> &[StreamPartition] {
        &self.partitions
    }

    /// The fetch round trip, milliseconds, of the slowest in-sync follower
    /// of any of its partitions (every follower fetches
    /// `follower_lag_seconds` behind its leader), or `None` when no
    /// partition has a follower in its ISR: what an `acks=all` append waits
    /// for after the leader's write ([`Acks::wait_ms`]).
    /// Rule: docs/RULES.md#append-wait.
    pub fn slowest_follower_ms(&self, follower_lag_seconds: f64) -> Option<f64> {
        self.partitions.iter().any(|p| p.in_sync_followers > 0).then_some(follower_lag_seconds * 1000.0)
    }

    /// Partition `p`'s state this tick; [`PartitionState::Led`] for one
    /// the cluster has not looked at yet.
    pub fn partition_state(&self, p: u32) -> PartitionState {
        self.partitions.get(p as usize).map_or(PartitionState::Led, |sp| sp.state)
    }

    /// Sizes the per-partition data for `n` partitions; a new partition
    /// starts led, at rate 0, owing nothing.
    pub(crate) fn fit(&mut self, n: usize) {
        // Never fewer: a producer that knows fewer partitions than the
        // topic has (docs/RULES.md#partition-expansion) keeps the others.
        if self.partitions.len() < n {
            self.partitions.resize_with(n, StreamPartition::default);
        }
    }

    /// Its clients' `metadata.max.age`, sim seconds: the scenario's, else
    /// `catalog_default`. Rule: docs/RULES.md#partition-expansion.
    pub fn metadata_max_age(&self, catalog_default: f64) -> f64 {
        self.metadata_max_age.unwrap_or(catalog_default)
    }

    /// Partition `p`'s data, sized up to it when it is new.
    pub(crate) fn partition_mut(&mut self, p: usize) -> &mut StreamPartition {
        if self.partitions.len() <= p {
            self.fit(p + 1);
        }
        &mut self.partitions[p]
    }
}

/// One partition of a stream as its producers see it: what it can take this
/// tick, how fast it is appended to, and what its apportioning owes.
#[derive(Clone, Debug, Default)]
pub struct StreamPartition {
    /// What it can take this tick; set by the cluster
    /// ([`super::cluster`]) from its replicas before producers append.
    /// Rule: docs/RULES.md#partition-state.
    pub state: PartitionState,
    /// Followers in its ISR besides the leader (0 without a leader); set
    /// with `state`. An `acks=all` append waits for the slowest of them.
    /// Rule: docs/RULES.md#append-wait.
    pub in_sync_followers: u32,
    /// Appended per sim second (a hot partition shows here).
    pub rate: Gauge,
    /// Fraction of a message owed by batch apportioning.
    pub(crate) append_carry: f64,
    /// While no group reads the stream: this partition's log end when the
    /// last group left (0 before any group read it). What is appended
    /// after it is counted stranded.
    pub(crate) unread_from: Offset,
    /// Records Workers wrote to it since the stream's gauges last moved
    /// (read-process-write output; docs/RULES.md#read-process-write).
    pub(crate) written: u64,
    /// Records producers appended to it, and of those the tombstones (a
    /// producer's `tombstones` share of each batch, expected; each single
    /// record drawn): their ratio is the share of its keys' latest records
    /// that delete the key. Rule: docs/RULES.md#compaction.
    pub(crate) produced: f64,
    /// See `produced`.
    pub(crate) tombstones: f64,
}

impl StreamPartition {
    /// The share of its producers' records that are tombstones, 0 to 1
    /// (0 before any). Rule: docs/RULES.md#compaction.
    pub fn tombstone_share(&self) -> f64 {
        if self.produced > 0.0 { (self.tombstones / self.produced).clamp(0.0, 1.0) } else { 0.0 }
    }
}

/// What one partition can take this tick. Rule: docs/RULES.md#partition-state.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub enum PartitionState {
    /// A leader serves reads and writes.
    #[default]
    Led,
    /// Led, but its ISR is smaller than `min.insync.replicas`: `acks=all`
    /// appends are refused; reads go on.
    TooFewInSync,
    /// No leader (one is being elected, or no replica that may lead is
    /// up): nothing is appended or read.
    Offline,
}

impl PartitionState {
    /// Whether an append with these acks is taken.
    pub fn takes(self, acks: Acks) -> bool {
        match self {
            PartitionState::Led => true,
            PartitionState::TooFewInSync => acks != Acks::All,
            PartitionState::Offline => false,
        }
    }

    /// Whether it has no leader: nothing is appended or read.
    pub fn is_offline(self) -> bool {
        match self {
            PartitionState::Offline => true,
            PartitionState::Led | PartitionState::TooFewInSync => false,
        }
    }

    /// Whether it is led with an ISR below `min.insync.replicas` (`acks=all`
    /// appends are refused).
    pub fn is_too_few_in_sync(self) -> bool {
        match self {
            PartitionState::TooFewInSync => true,
            PartitionState::Led | PartitionState::Offline => false,
        }
    }
}

/// The cache key of a share vector.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct ShareKey {
    pub keys: KeySpec,
    pub partitions: u32,
    pub partitioner: Partitioner,
    pub mode: PartitionKey,
    pub salt: u32,
}

/// How one consumer group reads one stream. Its members are the group's
/// members subscribed to the stream's topic, kept in the log's group
/// ([`crate::log::Group::members_of`]).
#[derive(Clone, Debug, Default)]
pub struct GroupFlow {
    /// Keys a rebuild of its table from the log start could not get back:
    /// retention had deleted every record of them (part of
    /// `lost_retention`). Rule: docs/RULES.md#incident-state-store-lost.
    pub keys_lost: u64,
    /// Rebuilding a lost table: reading from the log start, not yet at the
    /// high watermark of every partition.
    pub restoring: bool,
    /// Sim time the table being rebuilt was lost.
    pub restoring_since: f64,
    /// Rebuilds finished (read to the high watermark).
    pub restored: u64,
    /// The longest rebuild so far, sim seconds from the loss (one still
    /// running counts as far as it got).
    pub longest_rebuild: f64,
    /// Tasks completed so far (first processing only; re-processing is a duplicate).
    pub consumed: u64,
    /// Completed per sim second.
    pub consumed_rate: Gauge,
    /// Offsets it passed without processing: control markers (never
    /// delivered) and, reading `read_committed`, aborted records. Rule:
    /// docs/RULES.md#transactions.
    pub skipped: u64,
    /// Of those, aborted records (a `read_committed` group's).
    pub skipped_aborted: u64,
    /// Events retention removed before this group processed them.
    pub lost_retention: u64,
    /// Events a failed broker took before this group processed them.
    pub lost_broker: u64,
    /// Stale results: an older version applied after a newer one (weighted
    /// by how many entities each tracked one stands for).
    pub stale: f64,
    /// Stale applications seen among the tracked entities themselves.
    pub stale_observed: u64,
    /// Events processed a second time by a Worker that is not idempotent.
    pub duplicates: u64,
    /// Of `duplicates`, records that reached the group twice (second
    /// copies appended upstream: a producer's retries, a read-process-write
    /// step's output written again), not the group's own work done again.
    pub repeated: u64,
    /// How it reads each partition, by index: position, owner, carries
    /// (see [`FlowPartition`]).
    pub(crate) partitions: Vec<FlowPartition>,
    /// Last version applied, per entity.
    pub(crate) applied: Vec<u64>,
    /// Next commit, sim seconds.
    pub(crate) next_commit: f64,
    /// The newest schema version its Workers can read.
    pub readable_schema: u32,
    /// Stopped at an event it cannot read (a breaking schema change, or a
    /// poison pill).
    pub blocked: bool,
    /// Stopped at a poison pill: `(partition, offset)` of the first one a
    /// member stands at (a consumer group retries it for ever). Rule:
    /// docs/RULES.md#poison-pill.
    pub poisoned: Option<(u32, Offset)>,
    /// Poison pills dropped: archived by the share group at its delivery
    /// limit with no dead-letter stream to keep them. Rule:
    /// docs/RULES.md#poison-pill.
    pub lost_poison: u64,
    /// Poison pills the share group archived into its dead-letter stream
    /// (KIP-1191): kept there for a person to look at, not lost.
    pub dead_lettered: u64,
    /// The group's poll interval, if the player changed the catalog's.
    pub poll_interval: Option<f64>,
    /// The group stops for a rebalance until this sim time.
    pub rebalance_until: Option<f64>,
    /// A rebalance is waiting for a member that is down to be removed (its
    /// session timeout); an eager group stands still until then.
    pub rebalance_pending: bool,
    /// Rebalances so far.
    pub rebalances: u64,
    /// Sim seconds the whole group stood still for rebalances.
    pub paused_seconds: f64,
    /// Evictions so far (members that missed the poll interval).
    pub evictions: u64,
    /// Members removed because they were down longer than the session
    /// timeout (Kafka's `session.timeout.ms`).
    pub session_evictions: u64,
    /// The group's members on this stream after its last rebalance, sorted
    /// by member id.
    pub members: Vec<Entity>,
    /// Each member's last heartbeat, sim seconds (a member that is down
    /// sends none).
    pub heartbeat: BTreeMap<Entity, f64>,
    /// Members removed for missing their session timeout; each rejoins
    /// when its host is back.
    pub dead: std::collections::BTreeSet<Entity>,
    /// The last rebalance: when (sim seconds) and why.
    pub last_rebalance: Option<Rebalanced>,
    /// Members out of the group until a sim time (evicted; they rejoin).
    pub(crate) evicted: BTreeMap<Entity, f64>,
    /// Tracked updates reached in polls that are not over yet.
    pub(crate) reached: Vec<Reached>,
    /// Each member's current poll: records left, and when it began.
    pub(crate) polls: BTreeMap<Entity, (u64, f64)>,
    /// Stopped because its `auto.offset.reset` is `none` and a partition
    /// has no position it may read; reads again once the player resets its
    /// offsets or chooses another policy. Rule: docs/RULES.md#auto-offset-reset.
    pub no_offset: Option<NoOffset>,
    /// Since when (sim seconds) no member of the group has read this
    /// stream: the group is empty here. Rule: docs/RULES.md#offsets-retention.
    pub unread_since: Option<f64>,
    /// Times its committed offsets here expired (nobody read for
    /// `offsets.retention.minutes`). Rule: docs/RULES.md#offsets-retention.
    pub offsets_expired: u64,
    /// Its offsets expired and it has not read since: when a member comes
    /// back, its positions go where `auto.offset.reset` says.
    pub(crate) expired_unplaced: bool,
    /// What it knows of the topic's partitions: it assigns those only, and
    /// learns of more at its next rebalance or metadata refresh. Rule:
    /// docs/RULES.md#partition-expansion.
    pub metadata: ClientMetadata,
    /// Partitions from this index on are new to it (the topic grew), and
    /// some have no position yet ([`FlowPartition::unplaced`]): its
    /// `auto.offset.reset` places them.
    pub(crate) unplaced_from: Option<u32>,
    /// Records appended to partitions added to the topic before the group
    /// learned of them, which its `auto.offset.reset` then skipped (`latest`
    /// skips all of them): lost to it. Rule: docs/RULES.md#partition-expansion.
    pub lost_expansion: u64,
    /// Its group coordinator's state while it reads by the consumer
    /// protocol (KIP-848); `None` under the classic protocol. Rule:
    /// docs/RULES.md#consumer-protocol.
    pub coordinator: Option<Coordinator>,
    /// What its Workers hold while it is a share group (KIP-932); `None`
    /// for a consumer group. The records' state is the share group's in
    /// the log ([`crate::log::share::ShareGroup`]). Rule:
    /// docs/RULES.md#share-groups.
    pub share: Option<ShareFlow>,
}

/// A share group's Workers on one stream: the records each acquired and
/// has not processed yet, and the fraction of a record each owes.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ShareFlow {
    /// Records acquired by each member and not processed yet, in the order
    /// it processes them.
    pub held: BTreeMap<Entity, Vec<Held>>,
    /// Fraction of a record each member owes (keeps long-run rates exact).
    pub(crate) carry: BTreeMap<Entity, f64>,
    /// Records the log's share-partitions had counted lost to retention
    /// when last looked at (their growth is added to `lost_retention`).
    pub(crate) expired_seen: u64,
    /// Records processed by a member that crashed before accepting them:
    /// `(partition, from, until)`. Processing them again is a duplicate.
    pub(crate) redo: Vec<(u32, Offset, Offset)>,
    /// Each member's fetches so far: its next fetch starts at this
    /// partition of its own (modulo how many it reads).
    pub(crate) turn: BTreeMap<Entity, usize>,
    /// It has read once: a share-partition created after that is a
    /// partition added to the topic since.
    pub(crate) formed: bool,
}

/// A run of records a share group's member acquired and holds.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Held {
    /// Partition index.
    pub partition: u32,
    /// First offset not processed yet.
    pub from: Offset,
    /// One past the last.
    pub until: Offset,
    /// When its lock runs out, sim seconds: past it the records are no
    /// longer the member's.
    pub lock_until: f64,
}

/// What a consumer-protocol group's coordinator keeps (KIP-848): the group
/// epoch, the target assignment it computed, and each member's epoch and
/// heartbeat. A member reconciles to its target at its heartbeats: it gives
/// up (committing) what moved away, and takes what is assigned to it once
/// the member before has given it up. Rule: docs/RULES.md#consumer-protocol.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Coordinator {
    /// The group epoch: one more each time the target assignment is
    /// computed again (a member joined or left, the topic grew).
    pub group_epoch: u64,
    /// The target owner of each partition, by index (`None`: nobody).
    pub target: Vec<Option<Entity>>,
    /// Each member's epoch and heartbeat, by member.
    pub members: BTreeMap<Entity, MemberEpoch>,
    /// Partitions that moved from one member to another so far (each
    /// paused from its old owner's heartbeat to its new owner's).
    pub moved: u64,
    /// Partition-seconds of reading lost to moves: sim seconds each moved
    /// partition sat between its old owner and its new one, summed.
    pub paused_partition_seconds: f64,
}

/// One member of a consumer-protocol group as its coordinator sees it.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct MemberEpoch {
    /// Its member epoch: the group epoch whose target it reconciled to at
    /// its last heartbeat (0: it just joined).
    pub epoch: u64,
    /// Sim time of its next heartbeat.
    pub next_heartbeat: f64,
}

impl Coordinator {
    /// The partitions targeted at `member`, by index, ascending.
    pub fn target_of(&self, member: Entity) -> Vec<u32> {
        self.target.iter().enumerate().filter(|(_, t)| **t == Some(member)).map(|(p, _)| p as u32).collect()
    }
}

/// Why a group whose `auto.offset.reset` is `none` stopped: the first
/// partition where its consumer had no position to read from. Rule:
/// docs/RULES.md#auto-offset-reset.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NoOffset {
    /// The partition, by index.
    pub partition: u32,
    /// The position retention passed (Kafka's `OffsetOutOfRangeException`),
    /// or `None`: the group never committed there
    /// (`NoOffsetForPartitionException`).
    pub position: Option<Offset>,
    /// The partition's log start when it stopped.
    pub log_start: Offset,
    /// How many other partitions have no position to read from either.
    pub others: u32,
}

impl NoOffset {
    /// The consumer's exception, as Kafka names it.
    pub fn exception(&self) -> &'static str {
        match self.position {
            Some(_) => "OffsetOutOfRangeException",
            None => "NoOffsetForPartitionException",
        }
    }

    /// One line for the report (English, whatever the player reads): `p3: no
    /// committed offset` or `p3: position 1,204 is below the log start 5,000`.
    pub fn describe(&self) -> String {
        self.describe_in(crate::locale::Language::English)
    }

    /// [`NoOffset::describe`] in `language` (the Inspector passes
    /// `crate::locale::current()`).
    pub fn describe_in(&self, language: crate::locale::Language) -> String {
        let l = language;
        let count = |n| crate::rules::words::count_in(l, n);
        match self.position {
            None => crate::rules::words::t!(
                "events-no-offset-none" in l, partition = self.partition, others = self.others
            ),
            Some(at) => crate::rules::words::t!(
                "events-no-offset-below" in l,
                partition = self.partition,
                others = self.others,
                position = count(at),
                start = count(self.log_start)
            ),
        }
    }
}

impl GroupFlow {
    /// How it reads each partition, by index (see [`FlowPartition`]).
    pub fn partitions(&self) -> &[FlowPartition] {
        &self.partitions
    }

    /// The member that owns partition `p` (`None`: nobody, or no such
    /// partition).
    pub fn owner(&self, p: u32) -> Option<Entity> {
        self.partitions.get(p as usize).and_then(|fp| fp.owner)
    }

    /// The consumer's position on partition `p` (`None`: no such
    /// partition); see [`FlowPartition::position`].
    pub fn position(&self, p: u32) -> Option<Offset> {
        self.partitions.get(p as usize).map(|fp| fp.position)
    }

    /// The offset up to which this group has processed partition `p` at
    /// least once (its position, or further where a crash sent it back).
    pub fn processed(&self, p: u32) -> Offset {
        self.partitions.get(p as usize).map_or(0, |fp| fp.position.max(fp.furthest_position))
    }

    /// Sizes the per-partition data for `n` partitions; a new partition
    /// starts at offset 0, owned by nobody.
    pub(crate) fn fit(&mut self, n: u32) {
        self.partitions.resize_with(n as usize, FlowPartition::default);
    }

    /// Sizes it for `n` partitions its metadata knows of (never fewer than
    /// it has): those new to a group that had partitions wait for
    /// [`GroupFlow::unplaced_from`]'s placement. Rule:
    /// docs/RULES.md#partition-expansion.
    pub(crate) fn learn(&mut self, n: u32) {
        let had = self.partitions.len() as u32;
        if n <= had {
            return;
        }
        self.fit(n);
        if had > 0 {
            self.unplaced_from = Some(self.unplaced_from.map_or(had, |u| u.min(had)));
            for fp in &mut self.partitions[had as usize..] {
                fp.unplaced = true;
            }
        }
    }

    /// After [`GroupFlow::learn`] found partitions `had..` new to the
    /// group: what retention or a failed broker removed from them before
    /// was counted lost to it then (`consume.rs`, `retention` and
    /// `forget_removed`), so each starts counted up to its log start.
    /// Rule: docs/RULES.md#partition-expansion.
    /// `log_start(p)` is partition `p`'s log start.
    pub(crate) fn counted_before_learning(&mut self, had: usize, log_start: impl Fn(u32) -> Offset) {
        for (p, fp) in self.partitions.iter_mut().enumerate().skip(had) {
            let start = log_start(p as u32);
            fp.furthest_position = fp.furthest_position.max(start);
            fp.lost_until = fp.lost_until.max(start);
        }
    }

    /// Each partition's owner, by index, from an assignor's answer (one per
    /// partition: [`crate::log::Assignor::assign`] gives as many as the
    /// partitions it was asked for).
    pub(crate) fn set_owners(&mut self, owners: Vec<Option<Entity>>) {
        debug_assert_eq!(owners.len(), self.partitions.len(), "one owner per partition");
        for (fp, owner) in self.partitions.iter_mut().zip(owners) {
            fp.owner = owner;
        }
    }

    /// Each partition's owner, by index.
    pub(crate) fn owners(&self) -> impl Iterator<Item = Option<Entity>> + '_ {
        self.partitions.iter().map(|fp| fp.owner)
    }

    /// All lost events (retention, broker, skipped on partitions added
    /// before the group learned of them, and poison pills dropped).
    pub fn lost(&self) -> u64 {
        self.lost_retention + self.lost_broker + self.lost_expansion + self.lost_poison
    }
}

/// How one consumer group reads one partition of a stream: where it is,
/// who owns it, and what its counting owes. The committed offset, where a
/// restart or a rebalance resumes, is the log's
/// ([`crate::log::Group::committed`]).
#[derive(Clone, Debug, Default)]
pub struct FlowPartition {
    /// The consumer's position: the next offset it reads (Kafka's
    /// position, in memory: the records before it are processed).
    pub(crate) position: Offset,
    /// The furthest position it ever reached (records before it were
    /// processed once: processing them again is a duplicate).
    pub(crate) furthest_position: Offset,
    /// The offset below which every record this group did not process was
    /// counted lost (retention removed it, or a reset to `latest` skipped
    /// it): none is counted twice.
    pub(crate) lost_until: Offset,
    /// The offset below which every poison pill a reset of its offsets
    /// moved it past was counted dropped (docs/RULES.md#poison-pill).
    pub(crate) poison_skipped_until: Offset,
    /// Added to the topic after the group first read it, and not placed
    /// yet: it has no position (nothing of it is committed) until the
    /// rebalance that assigns it is over and its `auto.offset.reset` places
    /// it. Rule: docs/RULES.md#partition-expansion.
    pub(crate) unplaced: bool,
    /// Where the last look at its tracked updates ended (see
    /// `Partition::tracked_in_from`).
    pub(crate) tracked_cursor: u64,
    /// Fraction of a message owed (keeps long-run rates exact).
    pub(crate) carry: f64,
    /// The member that owns it (`None`: nobody).
    pub owner: Option<Entity>,
    /// Under the consumer protocol: given up by a member at this sim time
    /// and not taken by its new owner yet (it heartbeats later). Rule:
    /// docs/RULES.md#consumer-protocol.
    pub released_at: Option<f64>,
    /// Moved by the cooperative-sticky assignor: not read until this sim
    /// time (one rebalance round); 0 when it is not stalled.
    pub stall_until: f64,
    /// The offsets `[from, to)` that reached the stream while no group read
    /// it: counted stranded then, so reading them is not counted as consumed
    /// too (`(0, 0)`: none).
    pub(crate) stranded: (Offset, Offset),
    /// The offsets `[from, to)` whose output an abort discarded (its
    /// Worker writes inside transactions): doing them again repeats
    /// aborted records only. Rule: docs/RULES.md#read-process-write.
    pub(crate) redo: (Offset, Offset),
}

impl FlowPartition {
    /// The consumer's position: the next offset it reads.
    pub fn position(&self) -> Offset {
        self.position
    }

    /// The furthest position it ever reached: the records before it were
    /// processed at least once.
    pub fn furthest_position(&self) -> Offset {
        self.furthest_position
    }
}

/// A tracked update a consumer reached, waiting for its poll to be over.
#[derive(Clone, Debug)]
pub(crate) struct Reached {
    /// The poll it was processed in: its time ÷ the catalog's
    /// `poll_seconds`, rounded down.
    pub poll: i64,
    pub partition: u32,
    pub offset: crate::log::Offset,
    pub entity: u32,
    pub version: u64,
    pub weight: f32,
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
    /// Partitions it owns on the stream it is linked from, in index order
    /// (empty: idle).
    pub assigned: Vec<u32>,
    /// Paused by the player: still a member, keeps its partitions, reads
    /// nothing (Kafka's `pause()`).
    pub paused: bool,
    /// Stopped by the player: its consumer has left the group (its
    /// partitions go to the others) and reads nothing until started.
    pub stopped: bool,
    /// Share of the catalog's rate it works at (1 = normal, 0.5 = slow).
    pub speed: f64,
    /// Applying the same event twice changes nothing.
    pub idempotent: bool,
    /// A crash due this tick, as the fraction of the tick before it strikes.
    pub(crate) crash_at: Option<f64>,
    /// Speed factor an incident imposes (1 = none).
    pub slow: f64,
    /// It takes tasks from a Queue (rather than partitions of a stream).
    pub reads_queue: bool,
    /// Tasks handed to it directly by a producer this tick (no Queue, no
    /// stream: what it cannot do at once is stranded).
    pub(crate) direct_inflow: u64,
    /// Tasks it completed that were handed to it directly.
    pub direct_done: u64,
    /// Tasks handed to it directly that it could not take: stranded.
    pub stranded: u64,
    /// Fraction of a direct task owed from earlier ticks.
    pub(crate) direct_carry: f64,
    /// Its consumer's `group.instance.id`: a static member (KIP-345). One
    /// that restarts sends no LeaveGroup and keeps its partitions until its
    /// session timeout; `None`: a dynamic member, which leaves on a restart.
    /// Rule: docs/RULES.md#static-membership.
    pub instance_id: Option<String>,
    /// Restarting (a rolling restart) until this sim time: it reads nothing.
    pub restart_until: Option<f64>,
}

impl Worker {
    /// Out of its group: stopped, or restarting without a
    /// `group.instance.id` (a dynamic member's consumer leaves as it
    /// closes). Rule: docs/RULES.md#static-membership.
    pub fn left(&self) -> bool {
        self.stopped || (self.restart_until.is_some() && self.instance_id.is_none())
    }

    /// Restarting as a static member: still in its group, keeping its
    /// partitions, but silent (no heartbeat, no read), as a member whose
    /// host is down. Rule: docs/RULES.md#static-membership.
    pub fn silent(&self) -> bool {
        self.restart_until.is_some() && self.instance_id.is_some()
    }

    /// Its partitions in words for a card: `p0`, `p0–p2` for a run,
    /// `p0, p2` for up to three others, else `16 partitions`; empty when it
    /// owns none.
    pub fn assigned_label(&self) -> String {
        partitions_label(&self.assigned)
    }

    /// Every partition it owns, `p0, p4, p8`.
    pub fn assigned_list(&self) -> String {
        self.assigned.iter().map(|p| format!("p{p}")).collect::<Vec<_>>().join(", ")
    }
}

/// Partitions in words for a card: `p0`, `p0–p2` for a run, `p0, p2` for
/// up to three others, else `16 partitions`; empty for none.
pub fn partitions_label(ps: &[u32]) -> String {
    match ps {
        [] => String::new(),
        [p] => format!("p{p}"),
        [first, .., last] if ps.windows(2).all(|w| w[1] == w[0] + 1) => format!("p{first}–p{last}"),
        _ if ps.len() <= 3 => ps.iter().map(|p| format!("p{p}")).collect::<Vec<_>>().join(", "),
        _ => crate::t!("events-partitions-count", count = ps.len()),
    }
}

/// A Queue Node: tasks wait here until one Worker takes each.
#[derive(Component, Clone, Debug, Default)]
pub struct Queue {
    /// Tasks waiting.
    pub depth: u64,
    /// Tasks taken in so far.
    pub enqueued: u64,
    /// Tasks refused: the queue was full or over its capacity.
    pub refused: u64,
    /// Tasks handed to Workers so far.
    pub handed_out: u64,
    /// Per group: tasks its Workers completed, and tasks it never saw
    /// because another group's Worker took them.
    pub groups: BTreeMap<String, QueueGroup>,
    /// Capacity owed from earlier ticks (fraction of a task).
    pub(crate) capacity_carry: f64,
    /// Per Worker: fraction of a task owed.
    pub(crate) carry: BTreeMap<Entity, f64>,
}

/// One group's view of a Queue.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct QueueGroup {
    /// Tasks its Workers completed.
    pub consumed: u64,
    /// Tasks another group took: this group never saw them (lost to it).
    pub missed: u64,
}

/// A Database Node: Workers write results here.
#[derive(Component, Clone, Debug, Default)]
pub struct Database {
    /// Rows written so far.
    pub writes: u64,
    /// Second writes of the same task refused by the unique key.
    pub refused_duplicates: u64,
    /// Written per sim second.
    pub write_rate: Gauge,
    /// A unique key on the task: Workers that write here are idempotent.
    pub unique_key: bool,
    /// Changes not yet handed to CDC Connectors.
    pub(crate) pending_changes: u64,
    /// Write capacity left this tick.
    pub(crate) capacity_left: f64,
}

/// How far a stream's running reassignment got: its new replicas copying
/// the retained log (docs/RULES.md#reassignment). Counted over the replicas
/// being added that are not in the ISR yet, each from the partition's log
/// start to its leader's log end.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct CatchUp {
    /// Sim time it began, seconds.
    pub started: f64,
    /// Records the new replicas lacked when it began.
    pub remaining_at_start: u64,
    /// Records they hold now.
    pub copied: u64,
    /// Records they would hold caught up now (it grows while producers
    /// append).
    pub total: u64,
    /// Partitions still reassigning.
    pub partitions: u32,
    /// Of those, the ones no leader serves now: their new replicas have
    /// nothing to copy from.
    pub stalled: u32,
    /// The fewest replicas that count meanwhile, over those partitions:
    /// the durability they still have.
    pub in_effect: u32,
}

impl CatchUp {
    /// Records still to copy now.
    pub fn left(&self) -> u64 {
        self.total.saturating_sub(self.copied)
    }

    /// More is left to copy than when it began: what arrives outruns the
    /// copy.
    pub fn losing_ground(&self) -> bool {
        self.left() > self.remaining_at_start
    }

    /// Copied so far, 0 ..= 100 percent.
    pub fn percent(&self) -> f64 {
        if self.total == 0 { 100.0 } else { 100.0 * self.copied as f64 / self.total as f64 }
    }

    /// Sim seconds left at sim time `now`, at the pace kept since it began:
    /// what is left over how fast it has shrunk. `None` while it has not
    /// shrunk (producers append as fast as the copy goes, or it just
    /// began).
    pub fn eta(&self, now: f64) -> Option<f64> {
        let left = self.left();
        let done = self.remaining_at_start.checked_sub(left).filter(|d| *d > 0)?;
        let elapsed = now - self.started;
        (elapsed > 0.0).then(|| left as f64 * elapsed / done as f64)
    }
}

/// A group's last rebalance (or, under the consumer protocol, its last
/// target assignment): when and why (docs/RULES.md#rebalance).
#[derive(Clone, Debug, PartialEq)]
pub struct Rebalanced {
    /// Sim seconds.
    pub at: f64,
    /// The consumer protocol's group epoch of the new target assignment;
    /// `None` under the classic protocol.
    pub epoch: Option<u64>,
    /// What changed, in order; never empty.
    pub why: Vec<RebalanceWhy>,
}

impl Rebalanced {
    /// In English: "w2 joined; w1 left", with "group epoch 4: " first under
    /// the consumer protocol.
    pub fn words(&self) -> String {
        self.words_in(crate::locale::Language::English)
    }

    /// [`Rebalanced::words`] in `language` (the group Inspector's).
    pub fn words_in(&self, language: crate::locale::Language) -> String {
        let why = self.why.iter().map(|w| w.words_in(language)).collect::<Vec<_>>().join("; ");
        match self.epoch {
            Some(epoch) => {
                crate::rules::words::t!("events-rebalance-epoch" in language, epoch = epoch.to_string(), why = why)
            }
            None => why,
        }
    }
}

/// One reason a group rebalanced (docs/RULES.md#rebalance): a member's
/// heartbeat, a member joining or leaving, the topic's partition count, a
/// change of protocol.
#[derive(Clone, Debug, PartialEq)]
pub enum RebalanceWhy {
    /// The member was removed for missing its session timeout and is back.
    Rejoined(String),
    /// The member sent no heartbeat for the session timeout (sim seconds).
    NoHeartbeat(String, f64),
    /// The member joined.
    Joined(String),
    /// The member's Worker was stopped and left the group.
    Stopped(String),
    /// The member's Worker restarted and left (no `group.instance.id`).
    Restarted(String),
    /// The member left.
    Left(String),
    /// No member changed: the metadata refresh found this many partitions.
    Partitions(u32),
    /// The group went back from the consumer protocol to the classic one.
    BackToClassic,
    /// The group moved to the consumer protocol (KIP-848).
    ToConsumer,
}

impl RebalanceWhy {
    /// The member it is about, if any.
    pub fn member(&self) -> Option<&str> {
        match self {
            RebalanceWhy::Rejoined(m)
            | RebalanceWhy::NoHeartbeat(m, _)
            | RebalanceWhy::Joined(m)
            | RebalanceWhy::Stopped(m)
            | RebalanceWhy::Restarted(m)
            | RebalanceWhy::Left(m) => Some(m),
            RebalanceWhy::Partitions(_) | RebalanceWhy::BackToClassic | RebalanceWhy::ToConsumer => None,
        }
    }

    /// In `language`: "w1 sent no heartbeat for 10 s (session.timeout)".
    pub fn words_in(&self, language: crate::locale::Language) -> String {
        use crate::rules::words::{fixed_in, t};
        let l = language;
        match self {
            RebalanceWhy::Rejoined(m) => t!("events-rebalance-rejoined" in l, member = m.as_str()),
            RebalanceWhy::NoHeartbeat(m, s) => {
                t!("events-rebalance-no-heartbeat" in l, member = m.as_str(), seconds = fixed_in(l, *s, 0))
            }
            RebalanceWhy::Joined(m) => t!("events-rebalance-joined" in l, member = m.as_str()),
            RebalanceWhy::Stopped(m) => t!("events-rebalance-stopped" in l, member = m.as_str()),
            RebalanceWhy::Restarted(m) => t!("events-rebalance-restarted" in l, member = m.as_str()),
            RebalanceWhy::Left(m) => t!("events-rebalance-left" in l, member = m.as_str()),
            RebalanceWhy::Partitions(n) => t!("events-rebalance-partitions" in l, count = *n),
            RebalanceWhy::BackToClassic => t!("events-rebalance-back-to-classic" in l),
            RebalanceWhy::ToConsumer => t!("events-rebalance-to-consumer" in l),
        }
    }
}
