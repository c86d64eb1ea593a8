//! A topic: a name, partitions, and the partitioner that routes keys.

use std::sync::Arc;

use super::partition::{Cleaned, Folding, Partition};
use super::partitioner::Partitioner;
use super::{LogError, MAX_PARTITIONS, Offset};

/// A topic's `cleanup.policy`: what happens to old records. Rule:
/// docs/RULES.md#compaction.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum CleanupPolicy {
    /// Retention deletes whole old segments (Kafka's default).
    #[default]
    Delete,
    /// The cleaner keeps the latest record of each key; retention deletes
    /// nothing.
    Compact,
    /// Both: compacted, and old segments deleted too.
    CompactDelete,
}

impl CleanupPolicy {
    /// Every policy, in the configuration's order.
    pub const ALL: [CleanupPolicy; 3] = [CleanupPolicy::Delete, CleanupPolicy::Compact, CleanupPolicy::CompactDelete];

    /// `delete`, `compact` or `compact,delete`, as the configuration spells it.
    pub fn word(self) -> &'static str {
        match self {
            CleanupPolicy::Delete => "delete",
            CleanupPolicy::Compact => "compact",
            CleanupPolicy::CompactDelete => "compact,delete",
        }
    }

    /// Parses the configuration's spelling (any case; `delete,compact`
    /// too). `None`: none of them.
    pub fn parse(word: &str) -> Option<CleanupPolicy> {
        match word.to_ascii_lowercase().as_str() {
            "delete" => Some(CleanupPolicy::Delete),
            "compact" => Some(CleanupPolicy::Compact),
            "compact,delete" | "delete,compact" => Some(CleanupPolicy::CompactDelete),
            _ => None,
        }
    }

    /// Whether retention deletes old segments of a topic with this policy
    /// (`delete` and `compact,delete`; `compact` alone keeps every key's
    /// latest record for ever). Rule: docs/RULES.md#compaction.
    pub fn retention_deletes(self) -> bool {
        match self {
            CleanupPolicy::Delete | CleanupPolicy::CompactDelete => true,
            CleanupPolicy::Compact => false,
        }
    }

    /// Whether the cleaner compacts the topic.
    pub fn compacts(self) -> bool {
        match self {
            CleanupPolicy::Delete => false,
            CleanupPolicy::Compact | CleanupPolicy::CompactDelete => true,
        }
    }
}

/// Kafka's `delete.retention.ms` default, in seconds: how long a tombstone
/// stays after it could be cleaned (a day).
pub const DEFAULT_DELETE_RETENTION_SECONDS: f64 = 86_400.0;

/// A topic's compaction settings (Kafka's topic configs of the same
/// names), in sim seconds. Rule: docs/RULES.md#compaction.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct CompactionConfig {
    /// `min.compaction.lag.ms`: a record younger than this is not cleaned
    /// (0, Kafka's default: at the next run).
    pub min_lag_seconds: f64,
    /// `delete.retention.ms`: a tombstone that is its key's latest record
    /// stays this long, so a reader that replays the topic sees the delete
    /// (a day, Kafka's default).
    pub delete_retention_seconds: f64,
}

impl Default for CompactionConfig {
    /// Kafka's defaults: `min.compaction.lag.ms` 0, `delete.retention.ms`
    /// a day.
    fn default() -> CompactionConfig {
        CompactionConfig { min_lag_seconds: 0.0, delete_retention_seconds: DEFAULT_DELETE_RETENTION_SECONDS }
    }
}

/// A named, partitioned log.
///
/// ```
/// use logjam_core::log::Topic;
/// use logjam_core::log::partitioner::Partitioner;
///
/// let mut clicks = Topic::new("clicks", 3, Partitioner::CharSum).unwrap();
/// // Records without a key go round robin: partitions 0, 1, 2, then 0 again.
/// let placed: Vec<(u32, u64)> = (0..4).map(|i| clicks.produce(None, "click", f64::from(i)).unwrap()).collect();
/// assert_eq!(placed, [(0, 0), (1, 0), (2, 0), (0, 1)]);
/// let p0 = clicks.partition(0).unwrap();
/// assert_eq!((p0.log_start(), p0.high_watermark(), p0.log_end()), (0, 2, 2));
/// let read = p0.records(0, 0, p0.high_watermark(), 10);
/// assert_eq!(read.iter().map(|r| r.offset).collect::<Vec<_>>(), [0, 1]);
/// assert!(clicks.partition(3).is_err(), "a topic of 3 partitions has no partition 3");
/// ```
#[derive(Clone, Debug)]
pub struct Topic {
    name: String,
    pub(super) partitions: Vec<Partition>,
    partitioner: Partitioner,
    /// Next partition for an unkeyed record (round robin 0, 1, 2, 0, …).
    round_robin_next: u32,
    folding: Option<Folding>,
    cleanup: CleanupPolicy,
    compaction: CompactionConfig,
}

impl Topic {
    /// A topic with `partitions` empty partitions.
    pub fn new(name: &str, partitions: u32, partitioner: Partitioner) -> Result<Topic, LogError> {
        check_partition_count(u64::from(partitions))?;
        Ok(Topic {
            name: name.to_string(),
            partitions: (0..partitions).map(|_| Partition::default()).collect(),
            partitioner,
            round_robin_next: 0,
            folding: None,
            cleanup: CleanupPolicy::Delete,
            compaction: CompactionConfig::default(),
        })
    }
    /// Topic name.
    pub fn name(&self) -> &str {
        &self.name
    }
    /// The partitioner keyed records go through.
    pub fn partitioner(&self) -> Partitioner {
        self.partitioner
    }
    /// Changes the partitioner (existing records stay where they are).
    pub fn set_partitioner(&mut self, partitioner: Partitioner) {
        self.partitioner = partitioner;
    }
    /// Number of partitions.
    #[inline]
    pub fn partition_count(&self) -> u32 {
        self.partitions.len() as u32
    }
    /// All partitions, by index.
    pub fn partitions(&self) -> &[Partition] {
        &self.partitions
    }
    /// One partition.
    #[inline]
    pub fn partition(&self, p: u32) -> Result<&Partition, LogError> {
        self.partitions.get(p as usize).ok_or_else(|| self.no_such(u64::from(p)))
    }
    /// One partition, mutable.
    #[inline]
    pub fn partition_mut(&mut self, p: u32) -> Result<&mut Partition, LogError> {
        // The error (which copies the topic's name) only when there is one.
        if (p as usize) < self.partitions.len() {
            Ok(&mut self.partitions[p as usize])
        } else {
            Err(self.no_such(u64::from(p)))
        }
    }
    fn no_such(&self, partition: u64) -> LogError {
        LogError::NoSuchPartition { topic: self.name.clone(), partition, count: self.partition_count() }
    }
    /// Sets the batch-folding policy of every partition.
    pub fn set_folding(&mut self, folding: Option<Folding>) {
        self.folding = folding;
        for p in &mut self.partitions {
            p.set_folding(folding);
        }
    }

    /// Grows the topic to `count` partitions. Kafka never removes partitions,
    /// so a smaller count is refused. Keys map anew from here on.
    pub fn set_partition_count(&mut self, count: u32) -> Result<(), LogError> {
        self.can_have_partitions(count)?;
        while self.partitions.len() < count as usize {
            let mut p = Partition::default();
            p.set_folding(self.folding);
            self.partitions.push(p);
        }
        Ok(())
    }

    /// Whether the topic may be given `count` partitions: a count in range,
    /// and never fewer than it has (Kafka adds partitions, never removes).
    ///
    /// Errors: [`LogError::BadPartitionCount`], [`LogError::CannotShrink`].
    pub fn can_have_partitions(&self, count: u32) -> Result<(), LogError> {
        check_partition_count(u64::from(count))?;
        if count < self.partition_count() {
            return Err(LogError::CannotShrink { topic: self.name.clone(), current: self.partition_count() });
        }
        Ok(())
    }

    /// Where the next record with this key goes: its hash for a key, the next
    /// round-robin partition for none. Advances the round robin.
    pub fn route(&mut self, key: Option<&str>) -> u32 {
        match key {
            Some(k) => self.partitioner.partition(k, self.partition_count()),
            None => self.next_round_robin(self.partition_count()),
        }
    }

    /// The next round-robin partition among the first `n` (a producer that
    /// knows of `n` partitions: its metadata may be older than the topic's
    /// last growth); advances the round robin. `n` of 0 counts as 1.
    pub fn next_round_robin(&mut self, n: u32) -> u32 {
        let n = n.clamp(1, self.partition_count().max(1));
        let p = self.round_robin_next % n;
        self.round_robin_next = (p + 1) % n;
        p
    }

    /// Its `cleanup.policy`.
    pub fn cleanup(&self) -> CleanupPolicy {
        self.cleanup
    }

    /// Sets its `cleanup.policy`.
    pub fn set_cleanup(&mut self, cleanup: CleanupPolicy) {
        self.cleanup = cleanup;
    }

    /// Its `min.compaction.lag.ms` and `delete.retention.ms`.
    pub fn compaction(&self) -> CompactionConfig {
        self.compaction
    }

    /// Sets its `min.compaction.lag.ms` and `delete.retention.ms`.
    pub fn set_compaction(&mut self, config: CompactionConfig) {
        self.compaction = config;
    }

    /// Appends one record the console way (routed by key or round robin,
    /// immediately readable). Returns `(partition, offset)`. Errors: an
    /// empty key; no key on a compacted topic (Kafka refuses it: the
    /// cleaner keeps records by key).
    pub fn produce(&mut self, key: Option<&str>, payload: &str, now: f64) -> Result<(u32, Offset), LogError> {
        if key == Some("") {
            return Err(LogError::EmptyKey);
        }
        if key.is_none() && self.cleanup.compacts() {
            return Err(LogError::KeylessOnCompacted(self.name.clone()));
        }
        let p = self.route(key);
        let part = &mut self.partitions[p as usize];
        let offset = part.append_record(key.map(Arc::from), Some(Arc::from(payload)), now);
        part.advance_high_watermark(part.log_end());
        Ok((p, offset))
    }

    /// Appends a tombstone for `key` (routed by the key, immediately
    /// readable): on a compacted topic the cleaner removes the key's older
    /// records, then the tombstone itself. Returns `(partition, offset)`.
    /// Errors: an empty key. Rule: docs/RULES.md#compaction.
    pub fn produce_tombstone(&mut self, key: &str, now: f64) -> Result<(u32, Offset), LogError> {
        if key.is_empty() {
            return Err(LogError::EmptyKey);
        }
        let p = self.route(Some(key));
        let part = &mut self.partitions[p as usize];
        let offset = part.append_tombstone(Arc::from(key), now);
        part.advance_high_watermark(part.log_end());
        Ok((p, offset))
    }

    /// Rolls every partition's active segment and runs the cleaner now
    /// (with the topic's `min.compaction.lag.ms` and `delete.retention.ms`,
    /// [`Topic::compaction`]), as the console's `compact` does for
    /// teaching; one [`Cleaned`] per partition. Errors: the topic is not
    /// compacted.
    pub fn compact_now(&mut self, now: f64) -> Result<Vec<Cleaned>, LogError> {
        if !self.cleanup.compacts() {
            return Err(LogError::NotCompacted(self.name.clone()));
        }
        let c = self.compaction;
        Ok(self
            .partitions
            .iter_mut()
            .map(|p| {
                p.roll();
                p.compact(now, c.min_lag_seconds, c.delete_retention_seconds)
            })
            .collect())
    }

    /// Total records ever appended to the topic (sum of log end offsets).
    pub fn total_appended(&self) -> u64 {
        self.partitions.iter().map(|p| p.log_end()).sum()
    }
}

fn check_partition_count(n: u64) -> Result<(), LogError> {
    if n == 0 || n > u64::from(MAX_PARTITIONS) {
        Err(LogError::BadPartitionCount { got: n, max: MAX_PARTITIONS })
    } else {
        Ok(())
    }
}
