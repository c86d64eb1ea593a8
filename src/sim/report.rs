//! The run report: every figure of a run, as one JSON object.
//!
//! Field names are documented in the README ("Headless runs"). Maps are
//! ordered and numbers are printed the same way each time, so the same
//! scenario, seed and actions give a byte-identical report.

use std::collections::BTreeMap;

use bevy::prelude::*;
use serde::Serialize;

use crate::locale::Language;
use crate::log::share::Delivery;

use super::{Board, Node, Producer, SimClock, SimLog, Stream, Worker};

/// The whole report.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Report {
    /// Scenario name.
    pub scenario: String,
    /// Seed used.
    pub seed: u64,
    /// Sim seconds run.
    pub sim_seconds: f64,
    /// Ticks run.
    pub ticks: u64,
    /// Messages appended to all streams.
    pub appended: u64,
    /// Messages consumed, per group (all streams).
    pub consumed: BTreeMap<String, u64>,
    /// Lag per group: total and per topic-partition.
    pub lag: BTreeMap<String, GroupLag>,
    /// Per stream detail.
    pub streams: Vec<StreamReport>,
    /// Per producer.
    pub producers: Vec<ProducerReport>,
    /// Per worker.
    pub workers: Vec<WorkerReport>,
    /// Player actions applied.
    pub actions: usize,
    /// Events lost (retention and failed brokers), per group, summed.
    pub lost: u64,
    /// Stale results (an older version applied after a newer one), summed
    /// over groups; weighted by how many entities each tracked one stands for.
    pub stale: f64,
    /// Tasks stranded on streams nobody reads.
    pub stranded: u64,
    /// Duplicate side effects (events processed twice by Workers that are not idempotent).
    pub duplicates: u64,
    /// Records producers without idempotence appended a second time after
    /// a failover, summed over streams (see [`StreamReport::producer_duplicates`]).
    pub producer_duplicates: u64,
    /// Sends given up on for lack of a stream's append capacity, summed
    /// over streams (see [`StreamReport::throttled`]).
    pub throttled: u64,
    /// Sends that waited in a producer's `send()` past `max.block.ms` and
    /// failed, summed over streams (see [`StreamReport::blocked`]).
    pub blocked: u64,
    /// The longest throttle time any stream returned, ms (see
    /// [`StreamReport::throttle_ms`]).
    pub throttle_ms: f64,
    /// Partitions whose reassignment still runs at the end, summed over
    /// streams (see [`StreamReport::reassigning`]).
    pub reassigning: u32,
    /// Records of aborted transactions, summed over streams (see
    /// [`StreamReport::aborted`]).
    pub aborted: u64,
    /// Money and research.
    pub money: super::Ledger,
    /// The error budget, per cause.
    pub error_budget: BudgetReport,
    /// `"running"`, `"won: …"` or `"lost: …"`: a loss names what failed
    /// with its figure (the goals open at time up with what they reached,
    /// the error budget by cause, where the money went, the broken goal's
    /// lag).
    pub outcome: String,
    /// The run's score: `round(per_dollar × money left − per_bad_outcome ×
    /// bad outcomes)`, the weights from the catalog's `score`
    /// ([`super::score`]).
    pub score: i64,
    /// The score's formula with the run's figures: "$2,312 left × 1 − 31
    /// bad outcomes × 10 = 2,002".
    pub score_formula: String,
    /// The era now.
    pub era: String,
    /// Each goal in words, and whether it is met.
    pub goals: Vec<GoalReport>,
    /// Per Queue.
    pub queues: Vec<QueueReport>,
    /// Per Database.
    pub databases: Vec<DatabaseReport>,
    /// Incident events: `(sim seconds, what happened)`.
    pub incidents: Vec<(f64, String)>,
    /// Ended incidents: what each cost and what would have prevented it.
    pub incident_reports: Vec<super::incidents::IncidentReport>,
    /// The run's moments: the player's actions, lag warnings, the first
    /// bad outcome of each cause, the budget's 50% and 100%.
    pub timeline: Vec<super::timeline::Moment>,
    /// One to three lessons: what lost the run first (a lost run always has
    /// one), then the costliest causes of bad outcomes.
    pub lessons: Vec<String>,
    /// The three stars, for a scenario that has them (absent otherwise).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stars: Option<StarsReport>,
}

/// The stars of a run: how many are earned and each criterion.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct StarsReport {
    /// Stars earned (0–3; 0 unless won).
    pub earned: u8,
    /// Each criterion in words, and whether it is met.
    pub criteria: Vec<StarReport>,
}

/// One star's criterion.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct StarReport {
    /// The criterion in words.
    pub text: String,
    /// Met.
    pub met: bool,
}

/// A goal and whether it is met.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GoalReport {
    /// The goal in words.
    pub goal: String,
    /// Met.
    pub met: bool,
    /// Its figure, `{value, target}`, where it has one (tasks, dollars,
    /// records, sim seconds, lag; see [`super::goals::GoalFigure`]).
    pub progress: Option<super::goals::GoalFigure>,
}

/// One Queue.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct QueueReport {
    /// Node id.
    pub node: String,
    /// Tasks waiting.
    pub depth: u64,
    /// Taken in.
    pub enqueued: u64,
    /// Refused (full, or over capacity).
    pub refused: u64,
    /// Handed to Workers.
    pub handed_out: u64,
    /// Per group: `consumed` and `missed` (taken by another group's Worker).
    pub groups: BTreeMap<String, (u64, u64)>,
}

/// One Database.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct DatabaseReport {
    /// Node id.
    pub node: String,
    /// Rows written.
    pub writes: u64,
    /// Second writes refused by the unique key.
    pub refused_duplicates: u64,
    /// Has a unique key.
    pub unique_key: bool,
}

/// The error budget.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BudgetReport {
    /// SLO target.
    pub target: f64,
    /// Outcomes counted so far (events × groups reading them).
    pub outcomes: u64,
    /// The window the budget covers, sim seconds.
    pub window: f64,
    /// Only the last window's bad outcomes count (an endless scenario).
    pub rolling: bool,
    /// Bad outcomes allowed over the window (fixed at the start).
    pub budget: f64,
    /// Bad outcomes that count now (the sum of the causes; rolling: over
    /// the last window).
    pub spent: f64,
    /// Spent ÷ budget.
    pub spent_share: f64,
    /// Bad outcomes per sim second lately (over the SLO's burn window).
    pub burn_per_second: f64,
    /// Per cause.
    #[serde(flatten)]
    pub damage: super::economy::Damage,
}

/// A group's lag.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct GroupLag {
    /// Sum over partitions, messages.
    pub total: u64,
    /// One entry per topic-partition the group reads.
    pub partitions: Vec<PartitionLag>,
}

/// Lag on one partition.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PartitionLag {
    /// Topic.
    pub topic: String,
    /// Partition index.
    pub partition: u32,
    /// The committed offset (the next offset the group reads after a
    /// restart; none yet: the log start).
    pub committed: u64,
    /// `high_watermark − max(committed, log_start)`, messages.
    pub lag: u64,
}

/// One Event Stream.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct StreamReport {
    /// Node id.
    pub node: String,
    /// Topic name.
    pub topic: String,
    /// `"Key"` or `"RoundRobin"`.
    pub partition_key: String,
    /// Messages appended.
    pub appended: u64,
    /// Sends its producers gave up on for lack of its append capacity:
    /// blocked in `send()` past `max.block.ms` (or buffered past the
    /// delivery timeout) while it appended all it could. Lost.
    pub throttled: u64,
    /// Sends to it that waited in a producer's `send()` past `max.block.ms`
    /// (the producer's buffer full) and failed, whatever held them up
    /// (part of `throttled` or of `dropped`).
    pub blocked: u64,
    /// The longest throttle time it returned, ms: how long the records
    /// waiting for its append capacity took to go in at that capacity
    /// (Kafka's `produce-throttle-time-max`; 0 if it always kept up).
    pub throttle_ms: f64,
    /// Messages that reached it with no group reading it.
    pub stranded: u64,
    /// Events lost to broker failures: cut by an election or with the only
    /// copy, and those producers dropped while a partition had no leader
    /// or too few replicas in sync.
    pub lost_broker: u64,
    /// Records `acks=all` producers dropped (a send blocked on a full buffer
    /// past `max.block.ms`) while the ISR was
    /// below `min_insync_replicas` (Kafka's `NOT_ENOUGH_REPLICAS`; part of
    /// `lost_broker`).
    pub not_enough_replicas: u64,
    /// Records an unclean leader election cut: what the out-of-sync replica
    /// that took over lacked (part of `lost_broker`).
    pub lost_unclean: u64,
    /// Records producers held longer than the delivery timeout, then
    /// dropped (Kafka's `delivery.timeout.ms`; part of `dropped`, or of
    /// `throttled` when they waited for the append capacity).
    pub delivery_timeouts: u64,
    /// Records producers dropped while a partition or the whole stream
    /// could take nothing: sends blocked past `max.block.ms`, or held past
    /// the delivery timeout (part of `lost_broker`;
    /// the rest of `lost_broker` was cut from the log).
    pub dropped: u64,
    /// Committed records (Kafka's sense: below the high watermark, on every
    /// in-sync replica and at least `min_insync_replicas`, what `acks=all`
    /// producers were told is stored) a failure or an election cut (part of
    /// `lost_broker`).
    pub lost_committed: u64,
    /// Leader elections, all partitions together (failovers, returns and
    /// preferred leaders moving back).
    pub leader_elections: u64,
    /// Partition-seconds without a serving leader, all partitions together.
    pub offline_seconds: f64,
    /// `acks=all` needs this many replicas in the ISR.
    pub min_insync_replicas: u32,
    /// An out-of-sync replica may lead when the whole ISR is gone.
    pub unclean_leader_election: bool,
    /// Its brokers are spread over the scenario's zones.
    pub spread_zones: bool,
    /// Size step.
    pub size: u32,
    /// Append capacity at its size, messages per sim second.
    pub append_capacity: f64,
    /// Copies of each partition (the target of a running reassignment).
    pub replication_factor: u32,
    /// Partitions whose reassignment still runs: their new replicas have
    /// not all caught up, so they keep their old replicas' durability.
    pub reassigning: u32,
    /// Records a second each broker may copy for a reassignment's new
    /// replicas (Kafka's `follower.replication.throttled.rate`); `null`: no
    /// throttle.
    pub replication_throttle: Option<f64>,
    /// `"0"`, `"1"` or `"all"`.
    pub acks: String,
    /// Its producers' `enable.idempotence` setting (in effect with `acks`
    /// `"all"` only).
    pub enable_idempotence: bool,
    /// Its topic's `cleanup.policy` (`compact` or `compact,delete`); absent
    /// for `delete`, Kafka's default. Rule: docs/RULES.md#compaction.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cleanup_policy: Option<String>,
    /// Records its cleaner removed (older records of a key: gaps, the log
    /// start unmoved); absent when it never compacted.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub compacted: Option<u64>,
    /// Records its partitions hold now (offsets between the log start and
    /// the log end, less the gaps); absent when it never compacted.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub records_held: Option<u64>,
    /// Keys its producers wrote, and keys its log still holds a record of
    /// (expected counts, whole keys); absent for a `delete` stream no table
    /// was rebuilt from.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub keys: Option<(u64, u64)>,
    /// Tombstones its producers sent (records with a key and no value: the
    /// key deleted; a producer's `tombstones` share, whole records), the
    /// keys whose latest record is one (deleted now, expected; `keys`
    /// counts the others), and the tombstones its cleaner removed once
    /// older than `delete.retention.ms`; absent when none was sent. Rule:
    /// docs/RULES.md#compaction.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tombstones: Option<(u64, u64, u64)>,
    /// Records its producers appended a second time: batches a new leader
    /// already had, retried after a failover under `acks=all` without
    /// idempotence (duplicates in the log; each is a duplicate side effect
    /// for a group whose Workers are not idempotent).
    pub producer_duplicates: u64,
    /// Records of transactions that ended with an ABORT marker: a
    /// `read_committed` group skips them, a `read_uncommitted` one reads
    /// them. Rule: docs/RULES.md#transactions.
    pub aborted: u64,
    /// Retention, sim seconds.
    pub retention: f64,
    /// Burn, dollars per sim second (replicas included).
    pub burn_per_second: f64,
    /// Where its producers send keyless records: `round_robin` or `sticky`.
    pub keyless: String,
    /// Offsets of each partition.
    pub partitions: Vec<PartitionReport>,
    /// The brokers it runs on.
    pub brokers: Vec<BrokerReport>,
    /// Each group reading it.
    pub groups: Vec<GroupReport>,
}

/// Offsets of one partition.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PartitionReport {
    /// Partition index.
    pub partition: u32,
    /// Oldest offset held.
    pub log_start: u64,
    /// Readable up to here.
    pub high_watermark: u64,
    /// The last stable offset: `read_committed` groups read up to here (the
    /// first offset of an open transaction, else the high watermark).
    pub lso: u64,
    /// Next offset to be written.
    pub log_end: u64,
    /// The broker that leads it; `null` while it has no leader.
    pub leader: Option<u32>,
    /// Its replicas' brokers, in assignment order (the first is the
    /// preferred leader).
    pub replicas: Vec<u32>,
    /// The in-sync replicas' brokers.
    pub isr: Vec<u32>,
    /// The eligible leader replicas' brokers (Kafka 4's ELR): out of the
    /// ISR while it is below `min_insync_replicas`, holding every record
    /// below the high watermark.
    pub elr: Vec<u32>,
    /// The leader it had when its ISR emptied, while it has no leader since
    /// (Kafka's `LastKnownElr`): with the ISR and the ELR both empty, it
    /// leads again once back. Absent otherwise.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_known_leader: Option<u32>,
    /// The replicas a reassignment is adding (Kafka's "Adding Replicas"):
    /// copying the log, counted for nothing until it completes.
    pub adding: Vec<u32>,
    /// The replicas a reassignment will remove once the new ones have
    /// caught up (Kafka's "Removing Replicas").
    pub removing: Vec<u32>,
    /// Each replica's log end, in the order of `replicas` (the leader's is
    /// the partition's; a follower's trails it, a new replica's catches up).
    pub replica_log_ends: Vec<u64>,
    /// Elections so far: 0 at the start, one more at each.
    pub leader_epoch: u32,
    /// Sim seconds it had no serving leader.
    pub offline_seconds: f64,
    /// Sim seconds its ISR was smaller than its replicas.
    pub under_replicated_seconds: f64,
}

/// One broker of a stream's cluster.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BrokerReport {
    /// Its number in the cluster.
    pub broker: u32,
    /// Its zone (Kafka's rack).
    pub zone: String,
    /// It runs.
    pub up: bool,
    /// A reassignment is moving its replicas away; it goes once it holds
    /// none.
    pub retiring: bool,
    /// The partitions it leads.
    pub leads: Vec<u32>,
    /// The partitions it holds a follower replica of (an offline partition
    /// is in neither list).
    pub follows: Vec<u32>,
}

/// One group on one stream.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GroupReport {
    /// Group name.
    pub group: String,
    /// Its members now, sorted by member id (a stopped Worker, or one
    /// removed for missing its session timeout, is not one).
    pub members: Vec<String>,
    /// `range`, `round_robin` or `cooperative_sticky`.
    pub assignor: String,
    /// `earliest`, `latest`, `none` or `by_duration:PT10M` (Kafka's
    /// spelling). Rule: docs/RULES.md#auto-offset-reset.
    pub auto_offset_reset: String,
    /// Its `isolation.level`: `read_uncommitted` or `read_committed` (its
    /// lag counts to the last stable offset).
    pub isolation: String,
    /// Its `processing.guarantee` (`at_least_once` or `exactly_once_v2`)
    /// when a member writes records to a stream (read-process-write);
    /// absent otherwise. Rule: docs/RULES.md#read-process-write.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub processing_guarantee: Option<String>,
    /// Offsets it passed without processing: control markers and, reading
    /// committed, aborted records.
    pub skipped: u64,
    /// Its rebuilds of a lost table; absent when its table was never lost.
    /// Rule: docs/RULES.md#incident-state-store-lost.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rebuilds: Option<RebuildReport>,
    /// Its session timeout, sim seconds.
    pub session_timeout: f64,
    /// Members removed for being down longer than the session timeout.
    pub session_evictions: u64,
    /// Tasks completed (first processing).
    pub consumed: u64,
    /// Events lost before the group processed them (retention + broker +
    /// expansion).
    pub lost: u64,
    /// Lost to retention.
    pub lost_retention: u64,
    /// Lost to a failed broker.
    pub lost_broker: u64,
    /// Appended to partitions added to the topic before the group learned
    /// of them and skipped by its `auto.offset.reset` (`latest`: all of
    /// them); absent when none. Rule: docs/RULES.md#partition-expansion.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lost_expansion: Option<u64>,
    /// Poison pills archived at the delivery limit with no dead-letter
    /// stream (a share group's); absent when none. Rule:
    /// docs/RULES.md#poison-pill.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lost_poison: Option<u64>,
    /// Poison pills archived into its dead-letter stream (KIP-1191);
    /// absent when none.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dead_lettered: Option<u64>,
    /// The poison pill a consumer group stands stopped at: `{partition,
    /// offset}`; absent when none.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub poison_pill: Option<PoisonPillReport>,
    /// Stale results (weighted).
    pub stale: f64,
    /// Stale applications among tracked entities.
    pub stale_observed: u64,
    /// Duplicate side effects.
    pub duplicates: u64,
    /// Rebalances.
    pub rebalances: u64,
    /// Sim seconds the whole group stood still for rebalances.
    pub paused_seconds: f64,
    /// Members evicted for missing the poll interval.
    pub evictions: u64,
    /// Stopped at an event it cannot read.
    pub blocked: bool,
    /// Stopped because its `auto.offset.reset` is `none` and a partition
    /// had no position to read from, in words (`p3: no committed offset`);
    /// absent otherwise. Rule: docs/RULES.md#auto-offset-reset.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub no_offset: Option<String>,
    /// Times its committed offsets on this stream expired (nobody in the
    /// group read it for `offsets.retention.minutes`); absent when never.
    /// Rule: docs/RULES.md#offsets-retention.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub offsets_expired: Option<u64>,
    /// Its `group.protocol` when it is Kafka 4's `consumer` (KIP-848);
    /// absent under `classic` (Kafka's default, where `assignor` assigns).
    /// Rule: docs/RULES.md#consumer-protocol.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub protocol: Option<String>,
    /// Under the consumer protocol, what its group coordinator holds: the
    /// assignor, the group epoch, each member's epoch and target, and what
    /// moves cost; absent under `classic`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub coordinator: Option<CoordinatorReport>,
    /// Its members with a `group.instance.id` (static members, KIP-345);
    /// absent when it has none. Rule: docs/RULES.md#static-membership.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub static_members: Vec<StaticMemberReport>,
    /// `share` for a share group (KIP-932); absent for a consumer group
    /// (the default). Rule: docs/RULES.md#share-groups.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub group_type: Option<String>,
    /// A share group's deliveries: records acquired by a member, each
    /// redelivery counted again; absent for a consumer group.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub deliveries: Option<u64>,
    /// A share group's archived records: rejected, or delivered
    /// `delivery_count_limit` times without an accept; absent for a
    /// consumer group.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub archived: Option<u64>,
    /// A share group's state of each partition it reads (start and end
    /// offsets, records in flight); absent for a consumer group.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub share: Option<ShareReport>,
    /// Total lag, messages.
    pub lag: u64,
    /// Per partition: position, lag, member.
    pub partitions: Vec<GroupPartitionReport>,
}

/// A consumer-protocol group's coordinator (KIP-848). Rule:
/// docs/RULES.md#consumer-protocol.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CoordinatorReport {
    /// Its `group.remote.assignor`: `uniform` or `range`.
    pub remote_assignor: String,
    /// The group epoch (one more per new target assignment).
    pub group_epoch: u64,
    /// Each member, sorted by member id: its epoch and target partitions.
    pub members: Vec<MemberEpochReport>,
    /// Partitions moved from one member to another.
    pub moved: u64,
    /// Partition-seconds moved partitions sat between owners (summed).
    pub paused_partition_seconds: f64,
}

/// A static member: its node id and its `group.instance.id`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct StaticMemberReport {
    /// Node id.
    pub member: String,
    /// Its `group.instance.id`.
    pub instance_id: String,
}

/// A share group's state on one stream (KIP-932). Rule:
/// docs/RULES.md#share-groups.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ShareReport {
    /// Its `share.delivery.count.limit`.
    pub delivery_count_limit: u32,
    /// Its `share.record.lock.duration.ms`, sim seconds.
    pub record_lock_seconds: f64,
    /// Records accepted so far.
    pub accepted: u64,
    /// Per partition it has read: start and end offsets, in flight.
    pub partitions: Vec<SharePartitionReport>,
}

/// A share group on one partition.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SharePartitionReport {
    /// Partition index.
    pub partition: u32,
    /// The share-partition start offset: every record below it is done.
    pub start: u64,
    /// The share-partition end offset: the next record never acquired.
    pub end: u64,
    /// Records acquired now (locked to a member).
    pub acquired: u64,
    /// Records in flight and available again (released, or their lock
    /// ran out).
    pub available: u64,
    /// Records not yet acknowledged or archived (its lag here).
    pub lag: u64,
}

/// One member as the coordinator sees it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct MemberEpochReport {
    /// Node id.
    pub member: String,
    /// Its member epoch (the group epoch it last reconciled to; 0: new).
    pub epoch: u64,
    /// The partitions its target assignment holds, ascending.
    pub target: Vec<u32>,
}

/// A group's rebuilds of a lost table (after a `StateStoreLost`).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct RebuildReport {
    /// Rebuilds finished (read to the high watermark).
    pub finished: u64,
    /// Keys they could not get back: retention had deleted every record of
    /// them (part of `lost_retention`).
    pub keys_lost: u64,
    /// The longest, sim seconds from the loss (one still running counts as
    /// far as it got).
    pub longest_seconds: f64,
}

/// A group on one partition.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GroupPartitionReport {
    /// Partition index.
    pub partition: u32,
    /// The committed offset: the next offset the group reads after a restart
    /// or a rebalance (none yet: the log start).
    pub committed: u64,
    /// The consumer's position: the next offset it reads now (ahead of the
    /// commit by at most one commit interval; behind the log start until
    /// its next fetch resets it).
    pub position: u64,
    /// Lag, messages: high watermark − max(committed, log start).
    pub lag: u64,
    /// Member that owns it, if any.
    pub member: Option<String>,
}

/// One producer.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ProducerReport {
    /// Node id.
    pub node: String,
    /// Messages accepted.
    pub produced: u64,
    /// Messages given up on for lack of capacity (a Queue's refusals, a
    /// stream's sends blocked past `max.block.ms`): lost.
    pub throttled: u64,
    /// Held for a stream and given up on while a partition or the whole
    /// stream took nothing (a send blocked past `max.block.ms`, or past
    /// the delivery timeout): lost.
    pub dropped: u64,
    /// In its buffer at the end: waiting for append capacity, or held for
    /// retry while a partition or a whole stream has no leader, or too few
    /// in sync.
    pub buffered: u64,
    /// Sends waiting in `send()` at the end for room in its full buffer.
    pub blocking: u64,
    /// Sends that waited in `send()` past `max.block.ms` and failed: lost.
    pub blocked: u64,
    /// The throttle time the streams returned it at the end, ms.
    pub throttle_ms: f64,
    /// Requests that reached it while it was down.
    pub stranded: u64,
    /// Append latency it sees, milliseconds (overhead + the acks' wait:
    /// the leader's write, and with `acks=all` the slowest in-sync
    /// follower's fetch round trip; plus how long its oldest waiting
    /// record has waited in the buffer or a blocked `send()`).
    pub latency_ms: f64,
}

/// One worker.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct WorkerReport {
    /// Node id.
    pub node: String,
    /// Group.
    pub group: String,
    /// Tasks completed.
    pub consumed: u64,
    /// Partitions it reads (empty: idle).
    pub partitions: Vec<u32>,
    /// Its consumer's `group.instance.id` (a static member); absent for a
    /// dynamic member. Rule: docs/RULES.md#static-membership.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub instance_id: Option<String>,
}

/// The replicas a running reassignment of `set` will remove: those outside
/// its target (none when no reassignment runs).
fn removing(set: &crate::log::ReplicaSet) -> Vec<u32> {
    let target = set.reassignment_target();
    if target.is_empty() {
        return Vec::new();
    }
    set.replicas().iter().map(|r| r.broker).filter(|b| !target.contains(b)).collect()
}

impl StreamReport {
    /// Each partition's offsets and replicas, and the brokers: what leads,
    /// what follows. A partition whose leader is still being elected, or
    /// whose whole stream is down, has none.
    fn add_cluster(&mut self, world: &World, e: Entity, topic: &crate::log::Topic) {
        let (parts, brokers) = super::cluster::cluster_of(world, e);
        let now = world.resource::<SimClock>().now;
        let stream_up = world.get::<super::nodes::Down>(e).is_none();
        for (i, p) in topic.partitions().iter().enumerate() {
            let r = parts.iter().find(|r| r.partition == i as u32);
            let set = r.map(|r| &r.set);
            self.partitions.push(PartitionReport {
                partition: i as u32,
                log_start: p.log_start(),
                high_watermark: p.high_watermark(),
                lso: p.last_stable_offset(),
                log_end: p.log_end(),
                leader: r.and_then(|r| r.leader_now(now, !stream_up)),
                replicas: set.map(|s| s.replicas().iter().map(|r| r.broker).collect()).unwrap_or_default(),
                isr: set.map(|s| s.isr().to_vec()).unwrap_or_default(),
                elr: set.map(|s| s.elr().to_vec()).unwrap_or_default(),
                last_known_leader: set.and_then(|s| s.last_known_leader()),
                adding: set.map(|s| s.adding().to_vec()).unwrap_or_default(),
                removing: set.map(removing).unwrap_or_default(),
                replica_log_ends: set.map(|s| s.replicas().iter().map(|r| r.log_end).collect()).unwrap_or_default(),
                leader_epoch: set.map(|s| s.leader_epoch()).unwrap_or(0),
                offline_seconds: r.map(|r| r.offline_seconds).unwrap_or(0.0),
                under_replicated_seconds: r.map(|r| r.under_replicated_seconds).unwrap_or(0.0),
            });
        }
        self.reassigning = parts.iter().filter(|p| !p.set.reassignment_target().is_empty()).count() as u32;
        for b in brokers {
            let up = stream_up && b.up();
            let (mut leads, mut follows) = (Vec::new(), Vec::new());
            for p in &self.partitions {
                if p.leader == Some(b.id) {
                    leads.push(p.partition);
                } else if p.leader.is_some() && p.replicas.contains(&b.id) {
                    follows.push(p.partition);
                }
            }
            self.brokers.push(BrokerReport {
                broker: b.id,
                zone: b.zone.clone(),
                up,
                retiring: b.retiring,
                leads,
                follows,
            });
        }
    }
}

impl Report {
    /// Builds the report from the world's current state.
    ///
    /// It reads the world in place: nothing is copied but what the report
    /// keeps (a copy of the log alone was 70 MB at a week of the stress
    /// scenario, the peak of `logjam run`; BENCHMARKS.md).
    pub fn build(world: &mut World) -> Report {
        let world: &World = world;
        let board = world.resource::<Board>();
        let clock = world.resource::<SimClock>();
        let log = world.resource::<SimLog>();
        let mut report = Report::header(world, board, clock);
        let catalog = world.get_resource::<crate::rules::catalog::Catalog>();
        for (id, &e) in &board.nodes {
            report.add_producer(world, id, e);
            report.add_worker(world, id, e);
            report.add_queue(world, id, e);
            report.add_database(world, id, e);
            report.add_stream(world, log, catalog, id, e);
        }
        report
    }

    /// The report before the Nodes are read: the scenario, the clock and the
    /// actions, the money and error budget, the outcome, era, goals and
    /// incidents; every per-Node list empty and every total zero.
    fn header(world: &World, board: &Board, clock: &SimClock) -> Report {
        let scenario = board.scenario.as_ref().map(|s| (s.name.clone(), s.seed)).unwrap_or_default();
        let score = super::score::of_world(world);
        Report {
            scenario: scenario.0,
            seed: scenario.1,
            sim_seconds: clock.now,
            ticks: clock.tick,
            appended: 0,
            consumed: BTreeMap::new(),
            lag: BTreeMap::new(),
            streams: Vec::new(),
            producers: Vec::new(),
            workers: Vec::new(),
            actions: world.resource::<super::ActionLog>().entries.len(),
            lost: 0,
            stale: 0.0,
            stranded: 0,
            duplicates: 0,
            producer_duplicates: 0,
            aborted: 0,
            throttled: 0,
            blocked: 0,
            throttle_ms: 0.0,
            reassigning: 0,
            money: money_report(world),
            error_budget: budget_report(world),
            outcome: outcome_report(world),
            score: score.as_ref().map(|s| s.points).unwrap_or(0),
            score_formula: score.map(|s| s.formula).unwrap_or_default(),
            era: era_report(world),
            goals: goal_reports(world),
            queues: Vec::new(),
            databases: Vec::new(),
            incidents: world
                .get_resource::<super::incidents::IncidentLog>()
                .map(|s| s.events.clone())
                .unwrap_or_default(),
            incident_reports: world
                .get_resource::<super::incidents::IncidentLog>()
                .map(|s| s.reports.clone())
                .unwrap_or_default(),
            timeline: world.get_resource::<super::timeline::Timeline>().map(|t| t.moments.clone()).unwrap_or_default(),
            lessons: super::ending::lessons(world, Language::English),
            stars: stars_report(world),
        }
    }

    /// A producer Node's line.
    fn add_producer(&mut self, world: &World, id: &str, e: Entity) {
        if let Some(p) = world.get::<Producer>(e) {
            self.producers.push(ProducerReport {
                node: id.to_string(),
                produced: p.produced,
                throttled: p.throttled,
                dropped: p.dropped,
                buffered: p.buffered,
                blocking: p.blocking(),
                blocked: p.blocked,
                throttle_ms: p.throttle_ms,
                stranded: p.stranded,
                latency_ms: p.latency_ms,
            });
        }
    }

    /// A Worker Node's line; the tasks it completed outside a stream and
    /// those stranded on it count in the totals.
    fn add_worker(&mut self, world: &World, id: &str, e: Entity) {
        if let Some(w) = world.get::<Worker>(e) {
            if w.direct_done > 0 {
                *self.consumed.entry(w.group.clone()).or_default() += w.direct_done;
            }
            self.stranded += w.stranded;
            self.workers.push(WorkerReport {
                node: id.to_string(),
                group: w.group.clone(),
                consumed: w.consumed,
                partitions: w.assigned.clone(),
                instance_id: w.instance_id.clone(),
            });
        }
    }

    /// A Queue Node's line; its groups' tasks and misses count in the totals.
    fn add_queue(&mut self, world: &World, id: &str, e: Entity) {
        if let Some(q) = world.get::<super::Queue>(e) {
            for (g, qg) in &q.groups {
                *self.consumed.entry(g.clone()).or_default() += qg.consumed;
                self.lost += qg.missed;
            }
            self.queues.push(QueueReport {
                node: id.to_string(),
                depth: q.depth,
                enqueued: q.enqueued,
                refused: q.refused,
                handed_out: q.handed_out,
                groups: q.groups.iter().map(|(g, qg)| (g.clone(), (qg.consumed, qg.missed))).collect(),
            });
        }
    }

    /// A Database Node's line.
    fn add_database(&mut self, world: &World, id: &str, e: Entity) {
        if let Some(d) = world.get::<super::Database>(e) {
            self.databases.push(DatabaseReport {
                node: id.to_string(),
                writes: d.writes,
                refused_duplicates: d.refused_duplicates,
                unique_key: d.unique_key,
            });
        }
    }

    /// An Event Stream Node's section (its topic in the log): its figures,
    /// partitions and groups; its figures count in the totals.
    fn add_stream(
        &mut self,
        world: &World,
        log: &SimLog,
        catalog: Option<&crate::rules::catalog::Catalog>,
        id: &str,
        e: Entity,
    ) {
        let Some(stream) = world.get::<Stream>(e) else { return };
        let Ok(topic) = log.topic(&stream.topic) else { return };
        let node = world.get::<Node>(e).cloned();
        let spec = catalog.zip(node.as_ref()).and_then(|(c, n)| c.component(&n.kind).cloned());
        let size = node.as_ref().map(|n| n.size).unwrap_or(1);
        let append_capacity = match spec.as_ref().map(|s| (&s.role, s.size_multiplier(size))) {
            Some((crate::rules::catalog::Role::Stream(r), m)) => r.append_capacity(m),
            _ => 0.0,
        };
        self.appended += stream.appended;
        self.producer_duplicates += stream.producer_duplicates;
        self.aborted += stream.aborted;
        self.stranded += stream.stranded;
        self.throttled += stream.throttled;
        self.blocked += stream.blocked;
        self.throttle_ms = self.throttle_ms.max(stream.throttle_ms_peak);
        let mut sr = StreamReport {
            node: id.to_string(),
            topic: stream.topic.clone(),
            partition_key: format!("{:?}", stream.partition_key),
            appended: stream.appended,
            throttled: stream.throttled,
            blocked: stream.blocked,
            throttle_ms: stream.throttle_ms_peak,
            stranded: stream.stranded,
            lost_broker: stream.lost_broker,
            not_enough_replicas: stream.not_enough_replicas,
            lost_unclean: stream.lost_unclean,
            lost_committed: stream.lost_committed,
            delivery_timeouts: stream.delivery_timeouts,
            dropped: stream.dropped,
            leader_elections: stream.leader_elections,
            offline_seconds: stream.offline_seconds,
            min_insync_replicas: stream.min_insync_replicas,
            unclean_leader_election: stream.unclean_leader_election,
            spread_zones: stream.spread_zones,
            size,
            append_capacity,
            replication_factor: stream.replication_factor,
            reassigning: 0,
            replication_throttle: stream.replication_throttle,
            aborted: stream.aborted,
            acks: stream.acks.label().to_string(),
            enable_idempotence: stream.enable_idempotence,
            cleanup_policy: (topic.cleanup() != crate::log::CleanupPolicy::Delete)
                .then(|| topic.cleanup().word().to_string()),
            compacted: (stream.compacted > 0).then_some(stream.compacted),
            records_held: (stream.compacted > 0).then(|| topic.partitions().iter().map(|p| p.records_held()).sum()),
            keys: (topic.cleanup() != crate::log::CleanupPolicy::Delete
                || stream.groups.values().any(|f| f.restoring || f.restored > 0))
            .then(|| {
                let (w, h) = super::compaction::keys_written_and_held(stream, topic);
                (crate::log::num::floor(w + 0.5) as u64, crate::log::num::floor(h + 0.5) as u64)
            }),
            tombstones: stream.partitions().iter().any(|sp| sp.tombstones > 0.0).then(|| {
                let sent: f64 = stream.partitions().iter().map(|sp| sp.tombstones).sum();
                let deleted = super::compaction::keys_deleted(stream, topic);
                let whole = |x: f64| crate::log::num::floor(x + 0.5) as u64;
                (whole(sent), whole(deleted), stream.tombstones_cleaned)
            }),
            producer_duplicates: stream.producer_duplicates,
            retention: stream.retention,
            keyless: stream.keyless.key().to_string(),
            burn_per_second: spec.as_ref().map(|s| super::economy::node_burn(s, size, Some(stream))).unwrap_or(0.0),
            partitions: Vec::new(),
            brokers: Vec::new(),
            groups: Vec::new(),
        };
        sr.add_cluster(world, e, topic);
        self.reassigning += sr.reassigning;
        let cooperative =
            world.resource::<super::Research>().gives(crate::rules::research::ResearchEffect::CooperativeRebalancing);
        let settings = world.resource::<super::groups::GroupSettings>();
        for (gname, flow) in &stream.groups {
            let config = catalog.map(|c| settings.of(gname, c, cooperative));
            let gr = self.stream_group(world, log, stream, topic, (gname, config), flow);
            sr.groups.push(gr);
        }
        self.streams.push(sr);
    }

    /// One group's report on one stream: its members, figures and each
    /// partition's position and lag; its lag goes into `lag` and its
    /// figures into the totals.
    fn stream_group(
        &mut self,
        world: &World,
        log: &SimLog,
        stream: &Stream,
        topic: &crate::log::Topic,
        (gname, config): (&str, Option<super::groups::GroupConfig>),
        flow: &super::nodes::GroupFlow,
    ) -> GroupReport {
        let n = topic.partition_count();
        let id = |e: &Entity| world.get::<Node>(*e).map(|n| n.id.clone()).unwrap_or_default();
        let mut gr = GroupReport {
            group: gname.to_string(),
            members: flow.members.iter().map(id).collect(),
            assignor: config.map(|c| c.assignor.key()).unwrap_or_default().to_string(),
            auto_offset_reset: config.map(|c| c.auto_offset_reset.label()).unwrap_or_default(),
            isolation: config.map(|c| c.isolation.word()).unwrap_or_default().to_string(),
            processing_guarantee: config
                .filter(|_| flow.members.iter().any(|m| !super::output::targets(world, *m).is_empty()))
                .map(|c| c.processing_guarantee.word().to_string()),
            skipped: flow.skipped,
            rebuilds: (flow.restoring || flow.restored > 0).then_some(RebuildReport {
                finished: flow.restored,
                keys_lost: flow.keys_lost,
                longest_seconds: flow.longest_rebuild,
            }),
            session_timeout: config.map(|c| c.session_timeout).unwrap_or(0.0),
            session_evictions: flow.session_evictions,
            consumed: flow.consumed,
            lost: flow.lost(),
            lost_retention: flow.lost_retention,
            lost_broker: flow.lost_broker,
            lost_expansion: (flow.lost_expansion > 0).then_some(flow.lost_expansion),
            lost_poison: (flow.lost_poison > 0).then_some(flow.lost_poison),
            dead_lettered: (flow.dead_lettered > 0).then_some(flow.dead_lettered),
            poison_pill: flow.poisoned.map(|(partition, offset)| PoisonPillReport { partition, offset }),
            stale: flow.stale,
            stale_observed: flow.stale_observed,
            duplicates: flow.duplicates,
            rebalances: flow.rebalances,
            paused_seconds: flow.paused_seconds,
            evictions: flow.evictions,
            blocked: flow.blocked,
            no_offset: flow.no_offset.map(|n| n.describe()),
            offsets_expired: (flow.offsets_expired > 0).then_some(flow.offsets_expired),
            protocol: flow.coordinator.as_ref().map(|_| "consumer".to_string()),
            coordinator: flow.coordinator.as_ref().map(|c| CoordinatorReport {
                remote_assignor: config.map(|c| c.remote_assignor.label()).unwrap_or_default().to_string(),
                group_epoch: c.group_epoch,
                members: flow
                    .members
                    .iter()
                    .map(|m| MemberEpochReport {
                        member: id(m),
                        epoch: c.members.get(m).map_or(0, |e| e.epoch),
                        target: c.target_of(*m),
                    })
                    .collect(),
                moved: c.moved,
                paused_partition_seconds: c.paused_partition_seconds,
            }),
            static_members: flow
                .members
                .iter()
                .filter_map(|m| {
                    let w = world.get::<Worker>(*m)?;
                    Some(StaticMemberReport { member: id(m), instance_id: w.instance_id.clone()? })
                })
                .collect(),
            group_type: None,
            deliveries: None,
            archived: None,
            share: None,
            lag: 0,
            partitions: Vec::new(),
        };
        if flow.share.is_some() {
            share_report(&mut gr, log, topic, gname, config);
        }
        let glag = self.lag.entry(gname.to_string()).or_default();
        for p in 0..n {
            let part = topic.partition(p).expect("in range");
            // A share group commits nothing: its share-partition's start
            // offset stands for it (every record below is done).
            let share_start = log.share_partition(gname, &stream.topic, p).map(|sp| sp.start());
            let committed = share_start
                .or_else(|| log.group(gname).ok().and_then(|g| g.committed(&stream.topic, p)))
                .unwrap_or(part.log_start());
            // No committed offset (a `none` group): counted from the log start,
            // as the formula says.
            let lag = log.lag_or_waiting(gname, &stream.topic, p).unwrap_or(0);
            gr.lag += lag;
            gr.partitions.push(GroupPartitionReport {
                partition: p,
                committed,
                position: if share_start.is_some() { committed } else { flow.position(p).unwrap_or(committed) },
                lag,
                member: flow.owner(p).map(|e| id(&e)),
            });
            glag.total += lag;
            glag.partitions.push(PartitionLag { topic: stream.topic.clone(), partition: p, committed, lag });
        }
        *self.consumed.entry(gname.to_string()).or_default() += flow.consumed;
        self.lost += flow.lost();
        self.stale += flow.stale;
        self.duplicates += flow.duplicates;
        gr
    }

    /// The report as pretty JSON (stable: same state, same bytes).
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a report always serialises")
    }

    /// A digest of the whole report: 64-bit FNV-1a over its compact JSON, as
    /// 16 hex digits. The same scenario, seed and actions give the same hash
    /// on every run, platform and build (native and web); the determinism
    /// tests compare these.
    pub fn hash(&self) -> String {
        fnv1a_hex(&serde_json::to_string(self).expect("a report always serialises"))
    }
}

/// Where a consumer group stands stopped at a poison pill. Rule:
/// docs/RULES.md#poison-pill.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PoisonPillReport {
    /// Its partition.
    pub partition: u32,
    /// Its offset.
    pub offset: u64,
}

/// A share group's fields of its report (KIP-932): its type, deliveries,
/// archived records and share-partitions. Rule: docs/RULES.md#share-groups.
fn share_report(
    gr: &mut GroupReport,
    log: &SimLog,
    topic: &crate::log::Topic,
    gname: &str,
    config: Option<super::groups::GroupConfig>,
) {
    let Ok(shared) = log.share_group(gname) else { return };
    let parts = shared.partitions_of(topic.name());
    let live = || parts.iter().enumerate().filter(|(_, sp)| sp.is_live());
    let limits = config.map(|c| c.share_limits).unwrap_or(*shared.limits());
    gr.group_type = Some("share".into());
    gr.deliveries = Some(live().map(|(_, sp)| sp.deliveries()).sum());
    gr.archived = Some(live().map(|(_, sp)| sp.archived()).sum());
    let partitions = live()
        .map(|(p, sp)| {
            let hw = topic.partition(p as u32).map(|x| x.high_watermark()).unwrap_or(0);
            let available = sp.in_flight().iter().filter(|r| r.state == Delivery::Available).map(|r| r.len()).sum();
            SharePartitionReport {
                partition: p as u32,
                start: sp.start(),
                end: sp.end(),
                acquired: sp.acquired(),
                available,
                lag: sp.unacknowledged(hw.max(sp.start())),
            }
        })
        .collect();
    gr.share = Some(ShareReport {
        delivery_count_limit: limits.delivery_limit,
        record_lock_seconds: limits.lock_seconds,
        accepted: live().map(|(_, sp)| sp.accepted()).sum(),
        partitions,
    });
}

/// The money and research now (a fresh ledger when there is none).
fn money_report(world: &World) -> super::Ledger {
    world.get_resource::<super::Ledger>().cloned().unwrap_or_else(|| super::Ledger::new(&Default::default()))
}

/// The error budget now, per cause (all zero when there is none).
fn budget_report(world: &World) -> BudgetReport {
    match world.get_resource::<super::ErrorBudget>() {
        Some(b) => BudgetReport {
            target: b.target,
            outcomes: b.outcomes,
            window: b.window,
            rolling: b.rolling,
            budget: b.budget(),
            spent: b.spent(),
            spent_share: b.spent_share(),
            burn_per_second: b.burn_rate(),
            damage: b.damage.clone(),
        },
        None => BudgetReport {
            target: 0.0,
            outcomes: 0,
            window: 0.0,
            rolling: false,
            budget: 0.0,
            spent: 0.0,
            spent_share: 0.0,
            burn_per_second: 0.0,
            damage: Default::default(),
        },
    }
}

/// `"running"`, `"won: …"` or `"lost: …"`.
fn outcome_report(world: &World) -> String {
    match world.get_resource::<super::Outcome>() {
        Some(super::Outcome::Lost(why)) => format!("lost: {why}"),
        Some(super::Outcome::Won(why)) => format!("won: {why}"),
        _ => "running".into(),
    }
}

/// The era's name now (empty without an era or a catalog).
fn era_report(world: &World) -> String {
    match (world.get_resource::<super::goals::EraState>(), world.get_resource::<crate::rules::catalog::Catalog>()) {
        (Some(e), Some(c)) => e.name(c).to_string(),
        _ => String::new(),
    }
}

/// The stars, when the scenario has criteria.
fn stars_report(world: &World) -> Option<StarsReport> {
    let stars = world.get_resource::<super::stars::Stars>()?;
    if stars.criteria.is_empty() {
        return None;
    }
    let criteria = stars
        .criteria
        .iter()
        .zip(stars.met.iter().chain(std::iter::repeat(&false)))
        .map(|(c, met)| StarReport { text: c.describe_in(Language::English), met: *met })
        .collect();
    Some(StarsReport { earned: stars.earned, criteria })
}

/// Each goal in words, and whether it is met.
fn goal_reports(world: &World) -> Vec<GoalReport> {
    world
        .get_resource::<super::goals::Goals>()
        .map(|g| {
            g.goals
                .iter()
                .zip(g.met.iter().chain(std::iter::repeat(&false)))
                .enumerate()
                .map(|(i, (goal, met))| GoalReport {
                    goal: goal.describe_in(Language::English),
                    met: *met,
                    progress: g.figures.get(i).copied().flatten(),
                })
                .collect()
        })
        .unwrap_or_default()
}

/// 64-bit FNV-1a of `text`'s bytes, as 16 hex digits: the digest of report
/// hashes and save digests (the same on every platform).
pub fn fnv1a_hex(text: &str) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    format!("{h:016x}")
}
