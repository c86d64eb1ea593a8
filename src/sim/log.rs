//! The partitioned log: topics, partitions, record batches and consumer groups.
//!
//! This is the simulation's own data structure, shared by the game's Event
//! Stream and by the console. It knows nothing of Bevy.
//!
//! Offsets are integers. For every partition
//! `log_start ≤ committed ≤ high_watermark ≤ log_end` (a committed position may
//! lag behind `log_start` only until the next retention check moves it).
//! Records live in batches (`base_offset`, `count`, `key`, `appended_at`,
//! optional payload); a console record is a batch of one, game traffic appends
//! batches of many, so the cost of a tick does not grow with the message count.
//! Rule: DESIGN.md §4.

use std::collections::{BTreeMap, VecDeque};
use std::sync::Arc;

use super::partitioner::Partitioner;

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
}

/// Largest partition count a topic may have (keeps hostile input bounded).
pub const MAX_PARTITIONS: u32 = 4096;

/// A run of consecutive records that share a key (or none) and an append time.
///
/// `appended_at` is the sim time (seconds) of the newest record in the batch;
/// retention looks at it, as Kafka looks at a segment's largest timestamp.
#[derive(Clone, Debug, PartialEq)]
pub struct Batch {
    /// Offset of the first record.
    pub base_offset: Offset,
    /// Number of records (≥ 1).
    pub count: u64,
    /// The key shared by every record, or `None` (no key, or mixed keys).
    pub key: Option<Arc<str>>,
    /// Sim time of the first record, seconds.
    pub first_appended_at: f64,
    /// Sim time of the newest record, seconds.
    pub appended_at: f64,
    /// The value of a single record (console records); `None` for game batches.
    pub payload: Option<Arc<str>>,
}

impl Batch {
    /// Offset after the last record.
    pub fn end_offset(&self) -> Offset {
        self.base_offset + self.count
    }
}

/// One record as read back: where it is, its key and its value.
#[derive(Clone, Debug, PartialEq)]
pub struct RecordView {
    /// Partition index.
    pub partition: u32,
    /// Offset inside the partition.
    pub offset: Offset,
    /// Record key, if any.
    pub key: Option<Arc<str>>,
    /// Record value, if any (game batches carry none).
    pub value: Option<Arc<str>>,
}

/// An update of a tracked entity at one offset: the sim follows these few
/// records one by one to see in which order consumers apply an entity's
/// versions (stale results, DESIGN.md §2, ordering).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tracked {
    /// Where the update sits in its partition.
    pub offset: Offset,
    /// Index of the entity in the sim's entity table.
    pub entity: u32,
    /// Its version: 1, 2, 3, … in the order the producer wrote them.
    pub version: u64,
    /// How many real updates it stands for (1 unless the producer thinned
    /// its tracked updates to stay within its per-tick bound).
    pub weight: f32,
}

/// Most tracked updates a partition remembers (older ones are forgotten:
/// a consumer that far behind is no longer checked for order).
pub const MAX_TRACKED: usize = 65_536;

/// How a partition keeps its batch index bounded. Game partitions keep the
/// newest `recent_batches` batches as they were appended and fold older ones
/// into time buckets of `bucket_seconds` (a real broker rolls segments the
/// same way); console partitions keep everything.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Compaction {
    /// Batches kept as appended, newest first.
    pub recent_batches: usize,
    /// Width of an old-batch time bucket, sim seconds.
    pub bucket_seconds: f64,
}

/// One partition: an append-only sequence of batches.
#[derive(Clone, Debug, Default)]
pub struct Partition {
    /// Old batches, folded into time buckets (see [`Compaction`]).
    sealed: VecDeque<Batch>,
    /// Recent batches, as appended.
    recent: VecDeque<Batch>,
    log_start: Offset,
    log_end: Offset,
    high_watermark: Offset,
    compaction: Option<Compaction>,
    /// Tracked entity updates, by offset.
    tracked: VecDeque<Tracked>,
    /// Tracked updates ever dropped from the front (so a reader's cursor, a
    /// count from the first update ever tracked, stays meaningful).
    tracked_dropped: u64,
    /// Schema versions: `(first offset, version)`, oldest first; records
    /// before the first entry are version 1.
    schema: Vec<(Offset, u32)>,
}

impl Partition {
    /// Records from `offset` on are written with schema `version`.
    pub fn set_schema_from(&mut self, offset: Offset, version: u32) {
        let current = self.schema.last().map(|s| s.1).unwrap_or(1);
        if current != version {
            self.schema.push((offset, version));
        }
    }

    /// The newest schema version written to this partition (1 when none
    /// was ever changed).
    pub fn newest_schema(&self) -> u32 {
        self.schema.iter().map(|s| s.1).max().unwrap_or(1).max(1)
    }

    /// The first offset at or after `from` whose schema is newer than
    /// `readable`, if any: a reader that knows `readable` stops there.
    pub fn unreadable_from(&self, from: Offset, readable: u32) -> Option<Offset> {
        let mut version_at_from = 1;
        for &(start, v) in &self.schema {
            if start <= from {
                version_at_from = v;
            } else if v > readable {
                return Some(if version_at_from > readable { from } else { start });
            } else if version_at_from > readable {
                return Some(from);
            }
        }
        (version_at_from > readable).then_some(from)
    }

    /// Remembers a tracked update (its offset must be at or after the last one).
    pub fn track(&mut self, t: Tracked) {
        // Make room first: a deque one over the bound would double its
        // capacity (and this partition's memory) for good.
        if self.tracked.len() >= MAX_TRACKED {
            self.tracked.pop_front();
            self.tracked_dropped += 1;
        }
        self.tracked.push_back(t);
    }

    /// Tracked updates held (at most [`MAX_TRACKED`]).
    pub fn tracked_len(&self) -> usize {
        self.tracked.len()
    }

    /// Tracked updates with offsets in `from..until`, in offset order.
    pub fn tracked_in(&self, from: Offset, until: Offset) -> impl Iterator<Item = &Tracked> + '_ {
        let start = self.tracked.partition_point(|t| t.offset < from);
        self.tracked.range(start..).take_while(move |t| t.offset < until)
    }

    /// [`Partition::tracked_in`] for a reader that comes back for more:
    /// `cursor` is where its last call ended (0 the first time); it is
    /// checked, used when it still fits `from`, and moved past what is
    /// returned. A reader moving forward thus never searches.
    pub fn tracked_in_from(
        &self,
        from: Offset,
        until: Offset,
        cursor: &mut u64,
    ) -> impl Iterator<Item = &Tracked> + '_ {
        let len = self.tracked.len();
        let guess = cursor.saturating_sub(self.tracked_dropped).min(len as u64) as usize;
        let fits = (guess == 0 || self.tracked[guess - 1].offset < from)
            && (guess == len || self.tracked[guess].offset >= from);
        let start = if fits { guess } else { self.tracked.partition_point(|t| t.offset < from) };
        let mut end = start;
        while end < len && self.tracked[end].offset < until {
            end += 1;
        }
        *cursor = self.tracked_dropped + end as u64;
        self.tracked.range(start..end)
    }

    /// Offset of the oldest record still held.
    pub fn log_start(&self) -> Offset {
        self.log_start
    }
    /// Offset the next record will get (Kafka's log end offset).
    pub fn log_end(&self) -> Offset {
        self.log_end
    }
    /// Offset up to which records are replicated and readable by consumers.
    pub fn high_watermark(&self) -> Offset {
        self.high_watermark
    }
    /// Records held: `log_end − log_start`.
    pub fn len(&self) -> u64 {
        self.log_end - self.log_start
    }
    /// True when no record is held.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// Number of batches held (memory is bounded by this).
    pub fn batch_count(&self) -> usize {
        self.sealed.len() + self.recent.len()
    }

    /// Sets how old batches are folded. `None` keeps every batch.
    pub fn set_compaction(&mut self, compaction: Option<Compaction>) {
        self.compaction = compaction;
        self.fold_old();
    }

    /// Moves the high watermark to `offset`, clamped to `[current, log_end]`
    /// (it never moves back).
    pub fn advance_high_watermark(&mut self, offset: Offset) {
        self.high_watermark = offset.clamp(self.high_watermark, self.log_end);
    }

    /// Appends one record (a batch of one); returns its offset. The high
    /// watermark is not moved: see [`Partition::advance_high_watermark`].
    pub fn append_record(&mut self, key: Option<Arc<str>>, payload: Option<Arc<str>>, now: f64) -> Offset {
        let offset = self.log_end;
        self.recent.push_back(Batch {
            base_offset: offset,
            count: 1,
            key,
            first_appended_at: now,
            appended_at: now,
            payload,
        });
        self.log_end += 1;
        self.fold_old();
        offset
    }

    /// Appends `count` records with one key label as a single batch and
    /// returns the base offset. The records were produced evenly over the
    /// sim interval `from..until` (seconds). If the newest batch has the same
    /// key, holds no payload and started less than `linger` seconds before
    /// `from`, the records join it instead (Kafka's producer `linger.ms`).
    /// O(1) whatever `count` is.
    pub fn append_batch(&mut self, count: u64, key: Option<Arc<str>>, from: f64, until: f64, linger: f64) -> Offset {
        let base = self.log_end;
        if count == 0 {
            return base;
        }
        if let Some(tail) = self.recent.back_mut()
            && tail.payload.is_none()
            && tail.key == key
            && from - tail.first_appended_at < linger
        {
            tail.count += count;
            tail.appended_at = until.max(tail.appended_at);
        } else {
            self.recent.push_back(Batch {
                base_offset: base,
                count,
                key,
                first_appended_at: from,
                appended_at: until.max(from),
                payload: None,
            });
        }
        self.log_end += count;
        self.fold_old();
        base
    }

    /// Folds batches beyond the recent window into time buckets.
    fn fold_old(&mut self) {
        let Some(c) = self.compaction else { return };
        while self.recent.len() > c.recent_batches {
            let Some(old) = self.recent.pop_front() else { break };
            let bucket = |t: f64| (t / c.bucket_seconds.max(1e-9)).floor();
            match self.sealed.back_mut() {
                Some(last) if bucket(last.first_appended_at) == bucket(old.appended_at) => {
                    last.count += old.count;
                    last.appended_at = last.appended_at.max(old.appended_at);
                    if last.key != old.key {
                        last.key = None;
                    }
                    last.payload = None;
                }
                _ => self.sealed.push_back(Batch { payload: None, ..old }),
            }
        }
    }

    /// The offset below which every record was appended by sim time `t`,
    /// counting a batch's records as spread evenly over its interval.
    pub fn offset_at_time(&self, t: f64) -> Offset {
        for b in self.batches().rev() {
            if b.first_appended_at <= t + 1e-9 {
                if b.appended_at <= t + 1e-9 || b.appended_at <= b.first_appended_at {
                    return b.end_offset();
                }
                let frac = ((t - b.first_appended_at) / (b.appended_at - b.first_appended_at)).clamp(0.0, 1.0);
                return b.base_offset + (b.count as f64 * frac).floor() as u64;
            }
        }
        self.log_start
    }

    /// All batches, oldest first.
    pub fn batches(&self) -> impl DoubleEndedIterator<Item = &Batch> + '_ {
        self.sealed.iter().chain(self.recent.iter())
    }

    /// The batch holding `offset`, if it is still in the log.
    pub fn batch_at(&self, offset: Offset) -> Option<&Batch> {
        if offset < self.log_start || offset >= self.log_end {
            return None;
        }
        fn find(d: &VecDeque<Batch>, offset: Offset) -> Option<&Batch> {
            let i = d.partition_point(|b| b.end_offset() <= offset);
            d.get(i).filter(|b| b.base_offset <= offset)
        }
        find(&self.sealed, offset).or_else(|| find(&self.recent, offset))
    }

    /// Up to `max` records from `from` (clamped to the log start) below
    /// `until`, in offset order.
    pub fn records(&self, partition: u32, from: Offset, until: Offset, max: u64) -> Vec<RecordView> {
        let mut out = Vec::new();
        let mut offset = from.max(self.log_start);
        let until = until.min(self.log_end);
        while offset < until && (out.len() as u64) < max {
            let Some(batch) = self.batch_at(offset) else { break };
            let stop = batch.end_offset().min(until);
            while offset < stop && (out.len() as u64) < max {
                out.push(RecordView { partition, offset, key: batch.key.clone(), value: batch.payload.clone() });
                offset += 1;
            }
        }
        out
    }

    /// Deletes every batch whose newest record is older than `cutoff` (sim
    /// seconds); returns how many records went. Whole batches go, as Kafka
    /// deletes whole segments. Rule: DESIGN.md §2, retention.
    pub fn expire_before(&mut self, cutoff: f64) -> u64 {
        let before = self.log_start;
        for deque in [&mut self.sealed, &mut self.recent] {
            while let Some(front) = deque.front() {
                if front.appended_at < cutoff {
                    self.log_start = front.end_offset();
                    deque.pop_front();
                } else {
                    break;
                }
            }
            if !deque.is_empty() {
                break;
            }
        }
        self.log_start = self.log_start.max(before);
        self.high_watermark = self.high_watermark.max(self.log_start);
        while self.tracked.front().is_some_and(|t| t.offset < self.log_start) {
            self.tracked.pop_front();
            self.tracked_dropped += 1;
        }
        self.log_start - before
    }

    /// Drops every record at or above `offset` (a leader that failed before
    /// its followers copied them; see the replication rules). Returns how many
    /// records went.
    pub fn truncate_to(&mut self, offset: Offset) -> u64 {
        let offset = offset.clamp(self.log_start, self.log_end);
        let removed = self.log_end - offset;
        for deque in [&mut self.recent, &mut self.sealed] {
            while let Some(back) = deque.back_mut() {
                if back.base_offset >= offset {
                    deque.pop_back();
                } else {
                    if back.end_offset() > offset {
                        back.count = offset - back.base_offset;
                    }
                    break;
                }
            }
        }
        self.log_end = offset;
        self.high_watermark = self.high_watermark.min(offset);
        while self.tracked.back().is_some_and(|t| t.offset >= offset) {
            self.tracked.pop_back();
        }
        removed
    }

    /// Empties the partition, keeping its offsets (a replacement broker that
    /// came back cold with nothing to copy from). Returns the records lost.
    pub fn clear(&mut self) -> u64 {
        let lost = self.len();
        self.sealed.clear();
        self.recent.clear();
        self.tracked_dropped += self.tracked.len() as u64;
        self.tracked.clear();
        self.log_start = self.log_end;
        self.high_watermark = self.log_end;
        lost
    }
}

/// A named, partitioned log.
#[derive(Clone, Debug)]
pub struct Topic {
    name: String,
    partitions: Vec<Partition>,
    partitioner: Partitioner,
    /// Next partition for an unkeyed record (round robin 0, 1, 2, 0, …).
    round_robin_next: u32,
    compaction: Option<Compaction>,
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
            compaction: None,
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
    pub fn partition_count(&self) -> u32 {
        self.partitions.len() as u32
    }
    /// All partitions, by index.
    pub fn partitions(&self) -> &[Partition] {
        &self.partitions
    }
    /// One partition.
    pub fn partition(&self, p: u32) -> Result<&Partition, LogError> {
        self.partitions.get(p as usize).ok_or_else(|| self.no_such(u64::from(p)))
    }
    /// One partition, mutable.
    pub fn partition_mut(&mut self, p: u32) -> Result<&mut Partition, LogError> {
        let err = self.no_such(u64::from(p));
        self.partitions.get_mut(p as usize).ok_or(err)
    }
    fn no_such(&self, partition: u64) -> LogError {
        LogError::NoSuchPartition { topic: self.name.clone(), partition, count: self.partition_count() }
    }
    /// Sets the batch-folding policy of every partition.
    pub fn set_compaction(&mut self, compaction: Option<Compaction>) {
        self.compaction = compaction;
        for p in &mut self.partitions {
            p.set_compaction(compaction);
        }
    }

    /// Grows the topic to `count` partitions. Kafka never removes partitions,
    /// so a smaller count is refused. Keys map anew from here on.
    pub fn set_partition_count(&mut self, count: u32) -> Result<(), LogError> {
        check_partition_count(u64::from(count))?;
        if count < self.partition_count() {
            return Err(LogError::CannotShrink { topic: self.name.clone(), current: self.partition_count() });
        }
        while self.partitions.len() < count as usize {
            let mut p = Partition::default();
            p.set_compaction(self.compaction);
            self.partitions.push(p);
        }
        Ok(())
    }

    /// Where the next record with this key goes: its hash for a key, the next
    /// round-robin partition for none. Advances the round robin.
    pub fn route(&mut self, key: Option<&str>) -> u32 {
        match key {
            Some(k) => self.partitioner.partition(k, self.partition_count()),
            None => {
                let p = self.round_robin_next % self.partition_count();
                self.round_robin_next = (p + 1) % self.partition_count();
                p
            }
        }
    }

    /// Appends one record the console way (routed by key or round robin,
    /// immediately readable). Returns `(partition, offset)`.
    pub fn produce(&mut self, key: Option<&str>, payload: &str, now: f64) -> Result<(u32, Offset), LogError> {
        if key == Some("") {
            return Err(LogError::EmptyKey);
        }
        let p = self.route(key);
        let part = &mut self.partitions[p as usize];
        let offset = part.append_record(key.map(Arc::from), Some(Arc::from(payload)), now);
        part.advance_high_watermark(part.log_end());
        Ok((p, offset))
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

/// A consumer group: members in join order and a committed position ("the
/// next offset to read") per topic-partition.
#[derive(Clone, Debug, Default)]
pub struct Group {
    name: String,
    members: Vec<String>,
    /// Committed positions: topic → by partition index (`None`: none yet).
    positions: BTreeMap<String, Vec<Option<Offset>>>,
    delivered: BTreeMap<String, u64>,
}

impl Group {
    /// An empty group.
    pub fn new(name: &str) -> Group {
        Group { name: name.to_string(), ..Default::default() }
    }
    /// Group name.
    pub fn name(&self) -> &str {
        &self.name
    }
    /// Member ids in join order.
    pub fn members(&self) -> &[String] {
        &self.members
    }
    /// Adds a member at the end of the join order (no-op if already in);
    /// returns true when it joined. Joining reassigns partitions.
    pub fn join(&mut self, member: &str) -> bool {
        if self.members.iter().any(|m| m == member) {
            return false;
        }
        self.members.push(member.to_string());
        true
    }
    /// Removes a member; returns true when it was in.
    pub fn leave(&mut self, member: &str) -> bool {
        let before = self.members.len();
        self.members.retain(|m| m != member);
        before != self.members.len()
    }
    /// The member's default name: the group's first member, or `G-1`.
    pub fn default_member(&self) -> String {
        self.members.first().cloned().unwrap_or_else(|| format!("{}-1", self.name))
    }

    /// Which member reads each partition: contiguous ranges in join order
    /// (Kafka's range assignor). With `m` members and `n` partitions each gets
    /// `n / m`, the first `n % m` one more; members beyond `n` sit idle.
    /// Returns one entry per partition: an index into [`Group::members`].
    pub fn assignment(&self, partitions: u32) -> Vec<Option<usize>> {
        range_assignment(self.members.len(), partitions)
    }

    /// The partitions member `index` reads, as a range.
    pub fn partitions_of(&self, index: usize, partitions: u32) -> std::ops::Range<u32> {
        member_range(index, self.members.len(), partitions)
    }

    /// Committed position for a topic-partition, if any.
    pub fn position(&self, topic: &str, partition: u32) -> Option<Offset> {
        *self.positions.get(topic)?.get(partition as usize)?
    }
    /// Commits a position (the next offset to read). A partition index no
    /// topic can have (at or above [`MAX_PARTITIONS`]) is ignored.
    pub fn commit(&mut self, topic: &str, partition: u32, offset: Offset) {
        if partition >= MAX_PARTITIONS {
            return;
        }
        let slots = match self.positions.get_mut(topic) {
            Some(t) => t,
            None => self.positions.entry(topic.to_string()).or_default(),
        };
        let i = partition as usize;
        if slots.len() <= i {
            slots.resize(i + 1, None);
        }
        slots[i] = Some(offset);
    }
    /// Counts records handed to this group's members from a topic.
    pub fn count_delivered(&mut self, topic: &str, records: u64) {
        *self.delivered.entry(topic.to_string()).or_default() += records;
    }
    /// Records handed to this group's members from a topic so far (re-reads
    /// count again).
    pub fn delivered(&self, topic: &str) -> u64 {
        self.delivered.get(topic).copied().unwrap_or(0)
    }
    /// Forgets the positions of one topic (it was deleted or recreated).
    pub fn forget_topic(&mut self, topic: &str) {
        self.positions.remove(topic);
    }
    /// All committed positions, ordered by topic then partition.
    pub fn positions(&self) -> impl Iterator<Item = (&str, u32, Offset)> + '_ {
        self.positions
            .iter()
            .flat_map(|(t, ps)| ps.iter().enumerate().filter_map(move |(p, o)| Some((t.as_str(), p as u32, (*o)?))))
    }
    /// Topics this group holds positions in, sorted.
    pub fn topics(&self) -> Vec<String> {
        self.positions.iter().filter(|(_, ps)| ps.iter().any(Option::is_some)).map(|(t, _)| t.clone()).collect()
    }
}

/// The range assignor for `members` members over `partitions` partitions.
pub fn range_assignment(members: usize, partitions: u32) -> Vec<Option<usize>> {
    let mut out = vec![None; partitions as usize];
    for m in 0..members {
        for p in member_range(m, members, partitions) {
            out[p as usize] = Some(m);
        }
    }
    out
}

/// The contiguous partition range of member `index` among `members`.
pub fn member_range(index: usize, members: usize, partitions: u32) -> std::ops::Range<u32> {
    if members == 0 || index >= members {
        return 0..0;
    }
    let n = partitions as usize;
    let per = n / members;
    let extra = n % members;
    let start = index * per + index.min(extra);
    let len = per + usize::from(index < extra);
    let start = start.min(n) as u32;
    start..(start + len as u32).min(partitions)
}

/// Topics and groups: one Kafka cluster's worth of log.
#[derive(Clone, Debug, Default)]
pub struct Cluster {
    topics: BTreeMap<String, Topic>,
    groups: BTreeMap<String, Group>,
}

impl Cluster {
    /// An empty cluster.
    pub fn new() -> Cluster {
        Cluster::default()
    }
    /// Creates a topic; refuses a duplicate name or a bad partition count.
    pub fn create_topic(
        &mut self,
        name: &str,
        partitions: u32,
        partitioner: Partitioner,
    ) -> Result<&mut Topic, LogError> {
        if self.topics.contains_key(name) {
            return Err(LogError::TopicExists(name.to_string()));
        }
        let topic = Topic::new(name, partitions, partitioner)?;
        Ok(self.topics.entry(name.to_string()).or_insert(topic))
    }
    /// A topic by name.
    pub fn topic(&self, name: &str) -> Result<&Topic, LogError> {
        self.topics.get(name).ok_or_else(|| LogError::UnknownTopic(name.to_string()))
    }
    /// A topic by name, mutable.
    pub fn topic_mut(&mut self, name: &str) -> Result<&mut Topic, LogError> {
        self.topics.get_mut(name).ok_or_else(|| LogError::UnknownTopic(name.to_string()))
    }
    /// All topics, by name.
    pub fn topics(&self) -> impl Iterator<Item = &Topic> + '_ {
        self.topics.values()
    }
    /// A group by name.
    pub fn group(&self, name: &str) -> Result<&Group, LogError> {
        self.groups.get(name).ok_or_else(|| LogError::UnknownGroup(name.to_string()))
    }
    /// A group by name, mutable.
    pub fn group_mut(&mut self, name: &str) -> Result<&mut Group, LogError> {
        self.groups.get_mut(name).ok_or_else(|| LogError::UnknownGroup(name.to_string()))
    }
    /// A group by name, created empty if missing.
    pub fn group_or_create(&mut self, name: &str) -> &mut Group {
        self.groups.entry(name.to_string()).or_insert_with(|| Group::new(name))
    }
    /// All groups, by name.
    pub fn groups(&self) -> impl Iterator<Item = &Group> + '_ {
        self.groups.values()
    }
    /// Topic and group at once (a group reading a topic needs both).
    pub fn topic_and_group_mut(&mut self, topic: &str, group: &str) -> Result<(&mut Topic, &mut Group), LogError> {
        let t = self.topics.get_mut(topic).ok_or_else(|| LogError::UnknownTopic(topic.to_string()))?;
        let g = self.groups.get_mut(group).ok_or_else(|| LogError::UnknownGroup(group.to_string()))?;
        Ok((t, g))
    }

    /// Lag of a group on one partition: `high_watermark − committed`, never
    /// negative; `None` when the group has no position there.
    pub fn lag(&self, group: &str, topic: &str, partition: u32) -> Option<u64> {
        let g = self.groups.get(group)?;
        let t = self.topics.get(topic)?;
        let p = t.partitions.get(partition as usize)?;
        let pos = g.position(topic, partition)?;
        Some(p.high_watermark().saturating_sub(pos.max(p.log_start())))
    }

    /// Total lag of a group over every partition of every topic it has a
    /// position in, messages (0 for an unknown group).
    pub fn group_lag(&self, group: &str) -> u64 {
        let Some(g) = self.groups.get(group) else { return 0 };
        g.positions().filter_map(|(topic, p, _)| self.lag(group, topic, p)).sum()
    }
}

#[cfg(test)]
mod tests {
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
        p.set_compaction(Some(Compaction { recent_batches: 8, bucket_seconds: 10.0 }));
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

    proptest::proptest! {
        /// A reader's cursor only saves the search: with any history of
        /// appends, retention, truncation and reads forward and back,
        /// `tracked_in_from` returns what `tracked_in` does.
        #[test]
        fn a_cursor_finds_what_a_search_finds(ops in proptest::collection::vec((0u8..6, 0u64..40), 1..200)) {
            let mut p = Partition::default();
            let mut cursor = 0u64;
            let mut next = 0u64;
            let mut pos = 0u64;
            for (op, n) in ops {
                match op {
                    0 | 1 => {
                        for _ in 0..n % 8 {
                            let offset = p.append_record(None, None, 0.0);
                            if offset % 2 == 0 {
                                p.track(Tracked { offset, entity: 0, version: next, weight: 1.0 });
                                next += 1;
                            }
                        }
                        p.advance_high_watermark(p.log_end());
                    }
                    2 => { p.truncate_to(p.log_end().saturating_sub(n % 4)); }
                    3 => {
                        let cut = (p.log_start() + n % 5).min(p.log_end());
                        while p.tracked.front().is_some_and(|t| t.offset < cut) {
                            p.tracked.pop_front();
                            p.tracked_dropped += 1;
                        }
                    }
                    4 => pos = pos.saturating_sub(n),
                    _ => {
                        let until = pos + n;
                        let want: Vec<Tracked> = p.tracked_in(pos, until).copied().collect();
                        let got: Vec<Tracked> = p.tracked_in_from(pos, until, &mut cursor).copied().collect();
                        proptest::prop_assert_eq!(want, got);
                        pos = until;
                    }
                }
            }
        }
    }
}
