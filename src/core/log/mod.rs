//! The log core, the lowest layer: topics, partitions, record batches,
//! offsets and consumer groups; replicas, the ISR and leader elections; the
//! partitioners; the size limits and name
//! rules every file obeys.
//!
//! It owns the data structure the game's Event Streams and the console
//! share, and uses std, serde, thiserror and jiff (ISO 8601 durations) only: no Bevy, no other module
//! of Logjam (docs/ARCHITECTURE.md).
//!
//! Offsets are integers. For every partition
//! `log_start ≤ committed ≤ high_watermark ≤ log_end` (a committed position may
//! lag behind `log_start` only until the next retention check moves it).
//! Records live in batches (`base_offset`, `count`, `key`, `appended_at`,
//! optional payload); a console record is a batch of one, game traffic appends
//! batches of many, so the cost of a tick does not grow with the message count.
//! Rules: docs/RULES.md#offsets and docs/RULES.md#batches.

mod cluster;
pub mod duration;
mod group;
pub mod limits;
mod names;
pub mod num;
mod partition;
pub mod partitioner;
pub mod replica;
pub mod share;
mod topic;
mod transaction;

pub use cluster::{Cluster, DEFAULT_TRANSACTION_TIMEOUT_MS, MAX_TRANSACTION_TIMEOUT_MS};
pub use group::{Assignor, Group, GroupProtocol, RemoteAssignor, member_range, range_assignment};
pub use names::valid_name;
pub use partition::{
    Batch, Cleaned, Folding, MAX_TRACKED, Partition, RecordView, Repeat, Tracked, expected_keys, expected_latest,
};
pub use replica::{BrokerId, Change, Refusal, Replica, ReplicaSet};
pub use topic::{CleanupPolicy, CompactionConfig, DEFAULT_DELETE_RETENTION_SECONDS, Topic};
pub use transaction::{Ended, Isolation, Marker, RecordState, Transaction};

/// A record's position inside its partition: 0, 1, 2, … (only grows).
pub type Offset = u64;

/// Errors of the log core. Each leaves the log exactly as it was.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LogError {
    /// `create topic` with a name already in use.
    #[error("topic '{0}' already exists")]
    TopicExists(String),
    /// A command named a topic that does not exist.
    #[error("unknown topic '{0}'")]
    UnknownTopic(String),
    /// A command named a group that does not exist.
    #[error("unknown group '{0}'")]
    UnknownGroup(String),
    /// A partition number outside `0..partitions`.
    #[error("topic '{topic}' has no partition {partition} (it has {count})")]
    NoSuchPartition {
        /// Topic name.
        topic: String,
        /// The partition asked for.
        partition: u64,
        /// How many the topic has.
        count: u32,
    },
    /// A partition count of 0 or above the limit.
    #[error("partition count must be between 1 and {max}, got {got}")]
    BadPartitionCount {
        /// What was asked for.
        got: u64,
        /// The largest count allowed.
        max: u32,
    },
    /// Kafka can add partitions to a topic but never remove them.
    #[error("topic '{topic}' has {current} partitions; Kafka can add partitions but never remove them")]
    CannotShrink {
        /// Topic name.
        topic: String,
        /// Its current partition count.
        current: u32,
    },
    /// An empty key (`key=`).
    #[error("a key must not be empty")]
    EmptyKey,
    /// A keyless record for a compacted topic (Kafka refuses it).
    #[error("topic '{0}' is compacted: every record needs a key (key=K)")]
    KeylessOnCompacted(String),
    /// `compact` on a topic whose cleanup.policy is delete.
    #[error("topic '{0}' has cleanup.policy=delete: nothing to compact (create topic … cleanup compact)")]
    NotCompacted(String),
    /// A group id used by a group of the other type (Kafka's
    /// `INCONSISTENT_GROUP_PROTOCOL`: consumer and share groups share one
    /// namespace).
    #[error("'{group}' is a {is} group; use another group name")]
    GroupTypeMismatch {
        /// The group id.
        group: String,
        /// What it already is: "consumer" or "share".
        is: &'static str,
    },
    /// A share group that does not exist.
    #[error("unknown share group '{0}'")]
    UnknownShareGroup(String),
    /// `commit`, `abort` or a transactional send with no transaction open.
    #[error("no transaction is open for '{0}' (begin one first)")]
    NoTransaction(String),
    /// `begin` while one is open (a producer has one transaction at a time).
    #[error("a transaction is already open for '{0}' (commit or abort it first)")]
    TransactionOpen(String),
    /// A `transaction.timeout.ms` of 0 or above the broker's maximum.
    #[error("transaction.timeout.ms must be between 1 and {max}, got {got}")]
    BadTransactionTimeout {
        /// What was asked for, milliseconds.
        got: u64,
        /// `transaction.max.timeout.ms`, milliseconds.
        max: u64,
    },
    /// The coordinator aborted the transaction for running past its
    /// `transaction.timeout.ms`; the producer learns it at its next call.
    #[error(
        "the coordinator aborted the transaction of '{id}' at {seconds} s: it ran past transaction.timeout.ms; \
         its {records} record(s) are aborted and its offsets dropped (begin again)",
        seconds = *.at_ms as f64 / 1000.0
    )]
    TransactionTimedOut {
        /// The `transactional.id`.
        id: String,
        /// Sim time of the abort, milliseconds.
        at_ms: u64,
        /// Records it held.
        records: u64,
    },
}

/// Largest partition count a topic may have (keeps hostile input bounded).
pub const MAX_PARTITIONS: u32 = 4096;

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::partitioner::Partitioner;
    use super::*;

    #[test]
    fn range_assignment_is_contiguous_in_join_order() {
        assert_eq!(range_assignment(1, 3), vec![Some(0), Some(0), Some(0)]);
        assert_eq!(range_assignment(2, 3), vec![Some(0), Some(0), Some(1)]);
        assert_eq!(range_assignment(3, 3), vec![Some(0), Some(1), Some(2)]);
        assert_eq!(range_assignment(4, 3), vec![Some(0), Some(1), Some(2)]);
        assert_eq!(member_range(3, 4, 3), 3..3, "a fourth member sits idle");
        assert_eq!(
            range_assignment(3, 8),
            vec![Some(0), Some(0), Some(0), Some(1), Some(1), Some(1), Some(2), Some(2)]
        );
        assert_eq!(range_assignment(0, 2), vec![None, None]);
    }

    #[test]
    fn round_robin_starts_at_zero() {
        let mut t = Topic::new("orders", 3, Partitioner::CharSum).unwrap();
        let ps: Vec<u32> = (0..4).map(|_| t.produce(None, "x", 0.0).unwrap().0).collect();
        assert_eq!(ps, vec![0, 1, 2, 0]);
    }

    #[test]
    fn keyed_records_share_a_partition_in_order() {
        let mut t = Topic::new("orders", 3, Partitioner::CharSum).unwrap();
        for (i, e) in ["placed", "paid", "shipped"].iter().enumerate() {
            assert_eq!(t.produce(Some("order-61"), e, 0.0).unwrap(), (1, i as u64));
        }
        let recs = t.partition(1).unwrap().records(1, 0, u64::MAX, 10);
        let values: Vec<_> = recs.iter().map(|r| r.value.as_deref().unwrap()).collect();
        assert_eq!(values, ["placed", "paid", "shipped"]);
    }

    #[test]
    fn batches_cost_the_same_whatever_the_count() {
        let mut p = Partition::default();
        p.append_batch(3_000_000, None, 0.0, 0.0, 0.1);
        p.append_batch(5, None, 0.05, 0.05, 0.1);
        assert_eq!(p.batch_count(), 1, "joined within linger");
        p.append_batch(5, None, 0.2, 0.2, 0.1);
        assert_eq!(p.batch_count(), 2);
        assert_eq!(p.log_end(), 3_000_010);
        assert_eq!(p.batch_at(3_000_004).unwrap().base_offset, 0);
        assert_eq!(p.batch_at(3_000_005).unwrap().base_offset, 3_000_005);
    }

    #[test]
    fn folding_keeps_offsets_and_bounds_batches() {
        let mut p = Partition::default();
        p.set_folding(Some(Folding { recent_batches: 8, bucket_seconds: 10.0 }));
        for i in 0..1000u64 {
            p.append_record(Some(Arc::from(format!("k{i}"))), None, i as f64);
        }
        assert_eq!(p.log_end(), 1000);
        assert!(p.batch_count() <= 8 + 100, "{}", p.batch_count());
        // every offset is still found, in the right batch
        for o in 0..1000 {
            let b = p.batch_at(o).unwrap();
            assert!(b.base_offset <= o && o < b.end_offset());
        }
        let expired = p.expire_before(500.0);
        assert_eq!(expired, 500);
        assert_eq!(p.log_start(), 500);
    }

    #[test]
    fn truncate_and_clear() {
        let mut p = Partition::default();
        p.append_batch(10, None, 0.0, 0.0, 0.0);
        p.append_batch(10, None, 1.0, 1.0, 0.0);
        assert_eq!(p.truncate_to(15), 5);
        assert_eq!(p.log_end(), 15);
        assert_eq!(p.batch_at(14).unwrap().count, 5);
        assert_eq!(p.clear(), 15);
        assert_eq!((p.log_start(), p.log_end()), (15, 15));
    }

    #[test]
    fn partitions_only_grow() {
        let mut t = Topic::new("t", 3, Partitioner::CharSum).unwrap();
        assert!(matches!(t.set_partition_count(2), Err(LogError::CannotShrink { .. })));
        t.set_partition_count(5).unwrap();
        assert_eq!(t.partition_count(), 5);
        assert!(Topic::new("t", 0, Partitioner::CharSum).is_err());
    }
}
