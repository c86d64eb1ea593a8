//! A partition: its record batches, offsets and high watermark, the tracked
//! entity updates it holds, and the folding of old batches by time.

use std::collections::VecDeque;
use std::sync::Arc;

use super::Offset;
use super::transaction::{Isolation, Marker, RecordState, TransactionIndex};

mod compaction;
pub use compaction::{Cleaned, expected_keys, expected_latest};

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
    /// A tombstone: a key with no value, "delete this key"
    /// (docs/RULES.md#compaction).
    pub tombstone: bool,
}

/// An update of a tracked entity at one offset: the sim follows these few
/// records one by one to see in which order consumers apply an entity's
/// versions (stale results, docs/RULES.md#ordering).
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
/// same way); console partitions keep everything. Folding keeps every
/// offset and only merges batch boundaries: it is not Kafka's compaction,
/// which keeps the latest record per key.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Folding {
    /// Batches kept as appended, newest first.
    pub recent_batches: usize,
    /// Width of an old-batch time bucket, sim seconds.
    pub bucket_seconds: f64,
}

/// One partition: an append-only sequence of batches, and its offsets:
/// `log_start ≤ high_watermark ≤ log_end`.
///
/// ```
/// use std::sync::Arc;
///
/// use logjam_core::log::Partition;
///
/// let mut p = Partition::default();
/// for t in 0..3 {
///     p.append_record(Some(Arc::from("order-61")), Some(Arc::from("event")), f64::from(t));
/// }
/// // Appended, but nothing is replicated yet: consumers read below the high watermark only.
/// assert_eq!((p.log_start(), p.high_watermark(), p.log_end()), (0, 0, 3));
/// assert!(p.records(0, 0, p.high_watermark(), 10).is_empty());
/// p.advance_high_watermark(2);
/// assert_eq!(p.records(0, 0, p.high_watermark(), 10).len(), 2);
/// // Retention deletes what is older than the cutoff: the log start moves up,
/// // every other record keeps its offset.
/// assert_eq!(p.expire_before(1.0), 1);
/// assert_eq!((p.log_start(), p.high_watermark(), p.log_end()), (1, 2, 3));
/// assert_eq!(p.records(0, 0, 3, 10)[0].offset, 1);
/// ```
#[derive(Clone, Debug, Default)]
pub struct Partition {
    /// Old batches, folded into time buckets (see [`Folding`]).
    sealed: VecDeque<Batch>,
    /// Recent batches, as appended.
    recent: VecDeque<Batch>,
    log_start: Offset,
    log_end: Offset,
    high_watermark: Offset,
    folding: Option<Folding>,
    /// Tracked entity updates, by offset.
    tracked: VecDeque<Tracked>,
    /// Tracked updates ever dropped from the front (so a reader's cursor, a
    /// count from the first update ever tracked, stays meaningful).
    tracked_dropped: u64,
    /// Runs of records `[from, to)` a producer without idempotence appended
    /// a second time (a retry of a batch the leader already had), oldest
    /// first. Kafka cannot tell them from the first copies; the sim keeps
    /// them apart to count what they cost. See [`Partition::append_again`].
    again: Runs,
    /// Runs of records that repeat records of an aborted transaction (a
    /// read-process-write step done again after its first attempt was
    /// aborted): a `read_uncommitted` reader got both. See
    /// [`Partition::append_output`].
    redone: Runs,
    /// The log end after the last batch appended apart (a read-process-write
    /// step's output): the next batch never joins it.
    apart_until: Option<Offset>,
    /// Schema versions: `(first offset, version)`, oldest first; records
    /// before the first entry are version 1.
    schema: Vec<(Offset, u32)>,
    /// Open transactions, aborted records and control markers
    /// (docs/RULES.md#transactions).
    txn: TransactionIndex,
    /// Offsets of the tombstones held, oldest first.
    tombstones: VecDeque<Offset>,
    /// Offsets of the poison pills held, oldest first: records no consumer
    /// can process (docs/RULES.md#poison-pill).
    poison: VecDeque<Offset>,
    /// Where the active segment starts: compaction never touches it.
    active_from: Offset,
    /// Records compaction removed so far.
    compacted: u64,
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

    /// Marks the record at `offset` a poison pill: no consumer can process
    /// it (a payload it cannot parse, a value that makes it throw). Returns
    /// false, marking nothing, when the log does not hold that offset or it
    /// is below the newest mark. Rule: docs/RULES.md#poison-pill.
    pub fn mark_poison(&mut self, offset: Offset) -> bool {
        if offset < self.log_start || offset >= self.log_end || self.poison.back().is_some_and(|&o| o >= offset) {
            return false;
        }
        self.poison.push_back(offset);
        true
    }

    /// The first poison pill at or after `from` and before `until`, if any.
    pub fn poison_in(&self, from: Offset, until: Offset) -> Option<Offset> {
        if self.poison.is_empty() {
            return None;
        }
        let i = self.poison.partition_point(|&o| o < from);
        self.poison.get(i).copied().filter(|&o| o < until)
    }

    /// Poison pills held, oldest first.
    pub fn poison(&self) -> impl ExactSizeIterator<Item = Offset> + '_ {
        self.poison.iter().copied()
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
    /// Whether every offset the log holds is a plain record: none
    /// compacted away, no transaction's record or marker, no second copy
    /// ([`Partition::appended_again`]) and no redone record
    /// ([`Partition::redone_in`]). On such a partition a reader's offsets
    /// and records are one: [`Partition::held_in`] counts offsets, and
    /// [`Partition::markers_in`], [`Partition::aborted_in`],
    /// [`Partition::appended_again`] and [`Partition::redone_in`] find
    /// nothing, so a reader may skip them (the sim's consumers do, per
    /// partition and tick).
    ///
    /// ```
    /// use logjam_core::log::{Marker, Partition};
    ///
    /// let mut p = Partition::default();
    /// p.append_batch(10, None, 0.0, 1.0, 0.0);
    /// assert!(p.is_plain());
    /// p.append_transactional(7, None, None, 2.0);
    /// p.append_marker(7, Marker::Commit, 3.0);
    /// assert!(!p.is_plain(), "a marker takes an offset and is no record");
    /// ```
    #[inline]
    pub fn is_plain(&self) -> bool {
        self.compacted == 0 && self.txn.is_empty() && self.again.0.is_empty() && self.redone.0.is_empty()
    }

    /// Number of batches held (memory is bounded by this).
    pub fn batch_count(&self) -> usize {
        self.sealed.len() + self.recent.len()
    }

    /// Appends at `now` (sim seconds) a second copy of the records
    /// `[from, until)` (clamped to the log), as one batch: what a producer
    /// without idempotence does when it retries batches the leader already
    /// had (no sequence numbers tell the broker they are the same). The
    /// copies keep the key shared by every copied record (else none) and
    /// the tracked updates, with their versions, at their new offsets.
    /// Returns how many records were appended again. Rule:
    /// docs/RULES.md#idempotence.
    ///
    /// ```
    /// use logjam_core::log::Partition;
    ///
    /// let mut p = Partition::default();
    /// p.append_batch(10, None, 0.0, 1.0, 0.0);
    /// assert_eq!(p.append_again(7, 10, 2.0), 3);
    /// assert_eq!(p.log_end(), 13);
    /// assert_eq!(p.appended_again(0, 13), 3, "offsets 10, 11 and 12 are copies");
    /// assert_eq!(p.appended_again(0, 11), 1);
    /// ```
    pub fn append_again(&mut self, from: Offset, until: Offset, now: f64) -> u64 {
        let from = from.max(self.log_start);
        let until = until.min(self.log_end);
        if until <= from {
            return 0;
        }
        let count = until - from;
        let key = {
            let mut keys = self.batches().filter(|b| b.end_offset() > from && b.base_offset < until).map(|b| &b.key);
            let first = keys.next().cloned().flatten();
            if keys.all(|k| *k == first) { first } else { None }
        };
        let copies: Vec<Tracked> = self.tracked_in(from, until).copied().collect();
        let base = self.log_end;
        // No linger: the copies never join the batch before them.
        self.recent.push_back(Batch {
            base_offset: base,
            count,
            key,
            first_appended_at: now,
            appended_at: now,
            payload: None,
        });
        self.log_end += count;
        self.fold_old();
        for t in copies {
            self.track(Tracked { offset: base + (t.offset - from), ..t });
        }
        self.again.push(base, base + count);
        count
    }

    /// How many of the records `[from, until)` are second copies appended
    /// by [`Partition::append_again`].
    pub fn appended_again(&self, from: Offset, until: Offset) -> u64 {
        self.again.count_in(from, until)
    }

    /// Appends `count` records produced evenly over `from..until` (sim
    /// seconds) as one batch of their own: the output of a read-process-write
    /// step (docs/RULES.md#read-process-write). With `producer` (a producer
    /// id) the records go into its open transaction, opened here if needed
    /// (docs/RULES.md#transactions). `key` labels the batch, as
    /// [`Partition::append_batch`]'s. `repeat` says what they repeat: nothing,
    /// records already in the log ([`Partition::appended_again`] counts
    /// them), or records of an aborted attempt ([`Partition::redone_in`]
    /// counts them: a `read_uncommitted` reader got those too). Returns the
    /// base offset.
    ///
    /// ```
    /// use logjam_core::log::{Isolation, Marker, Partition, Repeat};
    ///
    /// let mut p = Partition::default();
    /// p.append_output(3, None, Some(9), Repeat::Nothing, 0.0, 1.0);
    /// p.append_marker(9, Marker::Abort, 1.0);
    /// p.append_output(3, None, Some(9), Repeat::Aborted, 1.0, 2.0);
    /// p.append_marker(9, Marker::Commit, 2.0);
    /// p.append_output(2, None, None, Repeat::Copies, 2.0, 3.0);
    /// p.advance_high_watermark(p.log_end());
    /// assert_eq!((p.aborted_in(0, 10), p.redone_in(0, 10), p.appended_again(0, 10)), (3, 3, 2));
    /// let (read, next) = p.read(0, 0, 10, 10, Isolation::ReadCommitted);
    /// assert_eq!((read.len(), next), (5, 10), "the redone three once, and the two copies");
    /// ```
    pub fn append_output(
        &mut self,
        count: u64,
        key: Option<Arc<str>>,
        producer: Option<u64>,
        repeat: Repeat,
        from: f64,
        until: f64,
    ) -> Offset {
        let base = self.push_apart(count, key, from, until);
        if count == 0 {
            return base;
        }
        if let Some(producer) = producer {
            self.txn.appended_run(producer, base, base + count);
        }
        match repeat {
            Repeat::Nothing => {}
            Repeat::Copies => self.again.push(base, base + count),
            Repeat::Aborted => self.redone.push(base, base + count),
        }
        base
    }

    /// How many of the records `[from, until)` repeat records of an aborted
    /// attempt ([`Partition::append_output`] with [`Repeat::Aborted`]).
    pub fn redone_in(&self, from: Offset, until: Offset) -> u64 {
        self.redone.count_in(from, until)
    }

    /// Appends `count` records as a batch of their own (never joined to the
    /// one before); returns the base offset.
    fn push_apart(&mut self, count: u64, key: Option<Arc<str>>, from: f64, until: f64) -> Offset {
        let base = self.log_end;
        if count == 0 {
            return base;
        }
        self.push_batch(count, key, from, until);
        self.log_end += count;
        self.apart_until = Some(self.log_end);
        self.fold_old();
        base
    }

    /// Appends one record (a batch of one) inside the open transaction of
    /// `producer` (a producer id), opening it here if this is its first
    /// record in this partition; returns its offset. Until a marker ends
    /// the transaction, the record holds the last stable offset at or
    /// below it. Rule: docs/RULES.md#transactions.
    pub fn append_transactional(
        &mut self,
        producer: u64,
        key: Option<Arc<str>>,
        payload: Option<Arc<str>>,
        now: f64,
    ) -> Offset {
        let offset = self.append_record(key, payload, now);
        self.txn.appended(producer, offset);
        offset
    }

    /// Ends the open transaction of `producer` here with a control marker
    /// appended at `now`: it takes the next offset, and no reader gets it.
    /// An abort marks the transaction's records aborted. Returns the
    /// marker's offset and how many records the transaction held here;
    /// `None` (nothing written) when `producer` has no open transaction
    /// here. The high watermark is not moved. Rule:
    /// docs/RULES.md#transactions.
    ///
    /// ```
    /// use logjam_core::log::{Isolation, Marker, Partition};
    ///
    /// let mut p = Partition::default();
    /// p.append_transactional(7, None, Some("paid".into()), 0.0);
    /// p.append_record(None, Some("plain".into()), 1.0);
    /// p.advance_high_watermark(p.log_end());
    /// // The open transaction holds the last stable offset at its first record.
    /// assert_eq!((p.last_stable_offset(), p.high_watermark()), (0, 2));
    /// assert_eq!(p.append_marker(7, Marker::Abort, 2.0), Some((2, 1)));
    /// p.advance_high_watermark(p.log_end());
    /// assert_eq!(p.last_stable_offset(), 3);
    /// // read_committed skips the aborted record and the marker: only "plain".
    /// let (read, next) = p.read(0, 0, p.high_watermark(), 10, Isolation::ReadCommitted);
    /// assert_eq!(read.iter().map(|r| r.offset).collect::<Vec<_>>(), [1]);
    /// assert_eq!(next, 3, "the position passes the marker");
    /// ```
    pub fn append_marker(&mut self, producer: u64, marker: Marker, now: f64) -> Option<(Offset, u64)> {
        if !self.txn.is_open(producer) {
            return None;
        }
        let offset = self.append_record(None, None, now);
        let held = self.txn.end(producer, marker, offset);
        Some((offset, held))
    }

    /// Kafka's last stable offset (LSO): the first offset of the oldest
    /// transaction still open here, or the high watermark when none is
    /// (never above it). A `read_committed` reader reads below it only.
    pub fn last_stable_offset(&self) -> Offset {
        self.txn.first_open().map_or(self.high_watermark, |first| first.clamp(self.log_start, self.high_watermark))
    }

    /// What a transaction did to the record at `offset`: nothing (plain or
    /// committed), open, aborted, or it is a control marker.
    pub fn record_state(&self, offset: Offset) -> RecordState {
        self.txn.state(offset)
    }

    /// The control markers with offsets in `from..until`, in offset order.
    pub fn markers_in(&self, from: Offset, until: Offset) -> impl Iterator<Item = (Offset, Marker)> + '_ {
        self.txn.markers_in(from, until)
    }

    /// How many aborted records lie in `from..until`.
    pub fn aborted_in(&self, from: Offset, until: Offset) -> u64 {
        self.txn.aborted_in(from, until)
    }

    /// What a consumer with `isolation` gets reading from `from` (clamped to
    /// the log start) below `until` (and, for `read_committed`, below the
    /// last stable offset): at most `max` records, in offset order, never a
    /// control marker, and for `read_committed` never an aborted record.
    /// Also returns the position after the read: past every offset it
    /// looked at, markers and skipped records included (so offsets show
    /// the markers as gaps). Rule: docs/RULES.md#transactions.
    pub fn read(
        &self,
        partition: u32,
        from: Offset,
        until: Offset,
        max: u64,
        isolation: Isolation,
    ) -> (Vec<RecordView>, Offset) {
        let until = match isolation {
            Isolation::ReadUncommitted => until,
            Isolation::ReadCommitted => until.min(self.last_stable_offset()),
        }
        .min(self.log_end);
        let mut out = Vec::new();
        let mut offset = from.max(self.log_start);
        while offset < until && (out.len() as u64) < max {
            // Past a gap compaction left, on to the next batch.
            let Some(batch) = self.batch_from(offset) else {
                offset = until;
                break;
            };
            offset = offset.max(batch.base_offset).min(until);
            let stop = batch.end_offset().min(until);
            while offset < stop && (out.len() as u64) < max {
                let deliver = match self.txn.state(offset) {
                    RecordState::Plain | RecordState::Open => true,
                    RecordState::Aborted => isolation == Isolation::ReadUncommitted,
                    RecordState::Marker(_) => false,
                };
                if deliver {
                    out.push(self.view(partition, offset, batch));
                }
                offset += 1;
            }
        }
        (out, offset)
    }

    /// Sets how old batches are folded. `None` keeps every batch.
    pub fn set_folding(&mut self, folding: Option<Folding>) {
        self.folding = folding;
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

    /// Moves the log end up to `offset` with no record in between: offsets
    /// that hold nothing, as a real log's do where compaction removed
    /// records or a transaction's control marker sits (the bridge's mirror
    /// of a real partition, `bridge::console`). They count as compacted
    /// (the partition is no longer [`Partition::is_plain`]), so readers
    /// pass them as gaps. An `offset` at or below the log end changes
    /// nothing; the high watermark is not moved.
    ///
    /// ```
    /// use logjam_core::log::Partition;
    ///
    /// let mut p = Partition::default();
    /// p.append_record(None, Some("a".into()), 0.0);
    /// p.skip_to(5);
    /// p.append_record(None, Some("b".into()), 0.0);
    /// p.advance_high_watermark(6);
    /// let offsets: Vec<u64> = p.records(0, 0, 6, 10).iter().map(|r| r.offset).collect();
    /// assert_eq!(offsets, [0, 5], "offsets 1 to 4 hold no record");
    /// assert_eq!(p.held_in(0, 6), 2);
    /// ```
    pub fn skip_to(&mut self, offset: Offset) {
        if offset <= self.log_end {
            return;
        }
        self.compacted += offset - self.log_end;
        self.log_end = offset;
        // Nothing appended later joins a batch across the gap.
        self.apart_until = Some(self.log_end);
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
        // A batch of second copies stays apart (see `append_again`).
        let tail_copied = self.again.ends_at(self.log_end) || self.apart_until == Some(self.log_end);
        if let Some(tail) = self.recent.back_mut()
            && !tail_copied
            && tail.payload.is_none()
            && tail.key == key
            && from - tail.first_appended_at < linger
        {
            tail.count += count;
            tail.appended_at = until.max(tail.appended_at);
        } else {
            self.push_batch(count, key, from, until);
        }
        self.log_end += count;
        self.fold_old();
        base
    }

    /// Pushes a new batch of `count` records at the log end, produced over
    /// `from..until` (the log end is the caller's to move).
    fn push_batch(&mut self, count: u64, key: Option<Arc<str>>, from: f64, until: f64) {
        self.recent.push_back(Batch {
            base_offset: self.log_end,
            count,
            key,
            first_appended_at: from,
            appended_at: until.max(from),
            payload: None,
        });
    }

    /// Folds batches beyond the recent window into time buckets.
    fn fold_old(&mut self) {
        let Some(c) = self.folding else { return };
        while self.recent.len() > c.recent_batches {
            let Some(old) = self.recent.pop_front() else { break };
            let bucket = |t: f64| super::num::floor(t / c.bucket_seconds.max(1e-9));
            match self.sealed.back_mut() {
                // Only contiguous batches merge: a gap compaction left stays.
                Some(last)
                    if bucket(last.first_appended_at) == bucket(old.appended_at)
                        && last.end_offset() == old.base_offset =>
                {
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
                return b.base_offset + super::num::floor(b.count as f64 * frac) as u64;
            }
        }
        self.log_start
    }

    /// Kafka's ListOffsets by timestamp: the first offset whose record was
    /// appended at sim time `t` or later (records of a batch spread evenly
    /// over its interval, as [`Partition::append_time`] reads them), or the
    /// high watermark when every readable record is older. Never below the
    /// log start. What `by_duration`, `reset group … to-datetime` and
    /// `by-duration` move a position to. Rule: docs/RULES.md#auto-offset-reset.
    pub fn offset_for_time(&self, t: f64) -> Offset {
        const EPS: f64 = 1e-9;
        let mut found = self.high_watermark();
        for b in self.batches().rev() {
            if b.appended_at < t - EPS {
                // Every record of this batch and before it is older.
                break;
            }
            found = if b.count <= 1 || b.first_appended_at >= t - EPS || b.appended_at <= b.first_appended_at {
                b.base_offset
            } else {
                // Record i of the batch was appended at first + span × i / (count − 1).
                let i = ((t - b.first_appended_at) / (b.appended_at - b.first_appended_at) * (b.count - 1) as f64
                    - EPS)
                    .ceil()
                    .clamp(0.0, (b.count - 1) as f64);
                b.base_offset + i as u64
            };
        }
        found.clamp(self.log_start, self.high_watermark().max(self.log_start))
    }

    /// Sim time, seconds, at which the record at `offset` was appended
    /// (records of a batch spread evenly over its interval); `None` when the
    /// offset is not in the log (removed, or not written yet).
    pub fn append_time(&self, offset: Offset) -> Option<f64> {
        let b = self.batch_at(offset)?;
        let frac = if b.count > 1 { (offset - b.base_offset) as f64 / (b.count - 1) as f64 } else { 0.0 };
        Some(b.first_appended_at + (b.appended_at - b.first_appended_at) * frac)
    }

    /// How far behind, in sim seconds, a reader whose next offset is
    /// `position` is at time `now`: the age of the oldest record it has not
    /// read (0 when it has read up to the high watermark). A position older
    /// than the log start counts from the log start. This is the time lag
    /// that lag exporters estimate from the offsets' append times.
    pub fn time_lag(&self, position: Offset, now: f64) -> f64 {
        let next = position.max(self.log_start);
        if next >= self.high_watermark() {
            return 0.0;
        }
        self.append_time(next).map(|t| (now - t).max(0.0)).unwrap_or(0.0)
    }

    /// All batches, oldest first.
    pub fn batches(&self) -> impl DoubleEndedIterator<Item = &Batch> + '_ {
        self.sealed.iter().chain(self.recent.iter())
    }

    /// The first batch holding `offset` or a later one (a gap compaction
    /// left is passed), if any.
    fn batch_from(&self, offset: Offset) -> Option<&Batch> {
        if offset >= self.log_end {
            return None;
        }
        let i = self.sealed.partition_point(|b| b.end_offset() <= offset);
        self.sealed.get(i).or_else(|| {
            let j = self.recent.partition_point(|b| b.end_offset() <= offset);
            self.recent.get(j)
        })
    }

    /// The record at `offset` of `batch`, as read back.
    fn view(&self, partition: u32, offset: Offset, batch: &Batch) -> RecordView {
        let tombstone = !self.tombstones.is_empty() && self.is_tombstone(offset);
        RecordView { partition, offset, key: batch.key.clone(), value: batch.payload.clone(), tombstone }
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
    /// `until`, in offset order: every offset, control markers and aborted
    /// records included, as they lie in the log (a picture of it; what a
    /// consumer gets is [`Partition::read`]).
    pub fn records(&self, partition: u32, from: Offset, until: Offset, max: u64) -> Vec<RecordView> {
        let mut out = Vec::new();
        let mut offset = from.max(self.log_start);
        let until = until.min(self.log_end);
        while offset < until && (out.len() as u64) < max {
            // Past a gap compaction left, on to the next batch.
            let Some(batch) = self.batch_from(offset) else { break };
            offset = offset.max(batch.base_offset);
            let stop = batch.end_offset().min(until);
            while offset < stop && (out.len() as u64) < max {
                out.push(self.view(partition, offset, batch));
                offset += 1;
            }
        }
        out
    }

    /// Deletes every batch whose newest record is older than `cutoff` (sim
    /// seconds); returns how many records went. Whole batches go, as Kafka
    /// deletes whole segments. Rule: docs/RULES.md#retention.
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
        self.again.forget_before(self.log_start);
        self.redone.forget_before(self.log_start);
        self.txn.forget_before(self.log_start);
        while self.tombstones.front().is_some_and(|&o| o < self.log_start) {
            self.tombstones.pop_front();
        }
        while self.poison.front().is_some_and(|&o| o < self.log_start) {
            self.poison.pop_front();
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
        self.again.cut_at(offset);
        self.redone.cut_at(offset);
        self.txn.cut_at(offset);
        while self.tombstones.back().is_some_and(|&o| o >= offset) {
            self.tombstones.pop_back();
        }
        while self.poison.back().is_some_and(|&o| o >= offset) {
            self.poison.pop_back();
        }
        self.active_from = self.active_from.min(offset);
        removed
    }

    /// Deletes every record below `offset`, as Kafka's `DeleteRecords`
    /// (`kafka-delete-records`) does: the log start moves up to `offset`,
    /// clamped to the high watermark, cutting a batch in two where it falls
    /// inside one (its records keep their spread of append times). Returns
    /// how many offsets went. The live board follows a real partition's log
    /// start with it (docs/RULES.md#retention: what retention or a deletion
    /// removed is gone for every group).
    ///
    /// ```
    /// use logjam_core::log::Partition;
    ///
    /// let mut p = Partition::default();
    /// p.append_batch(10, None, 0.0, 9.0, 0.0);
    /// p.advance_high_watermark(8);
    /// assert_eq!(p.delete_records_before(4), 4);
    /// assert_eq!((p.log_start(), p.len()), (4, 6));
    /// assert_eq!(p.append_time(4), Some(4.0), "the kept records keep their times");
    /// assert_eq!(p.delete_records_before(12), 4, "never past the high watermark");
    /// assert_eq!(p.log_start(), 8);
    /// ```
    pub fn delete_records_before(&mut self, offset: Offset) -> u64 {
        let offset = offset.min(self.high_watermark);
        if offset <= self.log_start {
            return 0;
        }
        let before = self.log_start;
        for deque in [&mut self.sealed, &mut self.recent] {
            while let Some(front) = deque.front_mut() {
                if front.end_offset() <= offset {
                    deque.pop_front();
                    continue;
                }
                if front.base_offset < offset {
                    let cut = offset - front.base_offset;
                    let span = front.appended_at - front.first_appended_at;
                    if front.count > 1 {
                        front.first_appended_at += span * cut as f64 / (front.count - 1) as f64;
                    }
                    front.count -= cut;
                    front.base_offset = offset;
                }
                break;
            }
        }
        self.log_start = offset;
        while self.tracked.front().is_some_and(|t| t.offset < offset) {
            self.tracked.pop_front();
            self.tracked_dropped += 1;
        }
        self.again.forget_before(offset);
        self.redone.forget_before(offset);
        self.txn.forget_before(offset);
        while self.tombstones.front().is_some_and(|&o| o < offset) {
            self.tombstones.pop_front();
        }
        while self.poison.front().is_some_and(|&o| o < offset) {
            self.poison.pop_front();
        }
        self.active_from = self.active_from.max(offset);
        offset - before
    }

    /// Starts an empty partition's offsets at `offset` (log start, high
    /// watermark and log end all there), as a real partition whose older
    /// records are gone looks to a reader that meets it first. Nothing
    /// changes when the partition holds records or its log end is past
    /// `offset`. Returns whether it moved.
    ///
    /// ```
    /// use logjam_core::log::Partition;
    ///
    /// let mut p = Partition::default();
    /// assert!(p.start_at(500));
    /// assert_eq!((p.log_start(), p.high_watermark(), p.log_end()), (500, 500, 500));
    /// assert!(p.is_plain(), "no gap counts as compacted");
    /// p.append_batch(3, None, 0.0, 1.0, 0.0);
    /// assert!(!p.start_at(900), "it holds records");
    /// ```
    pub fn start_at(&mut self, offset: Offset) -> bool {
        if !self.is_empty() || offset <= self.log_end {
            return false;
        }
        self.log_start = offset;
        self.log_end = offset;
        self.high_watermark = offset;
        self.active_from = offset;
        self.apart_until = Some(offset);
        true
    }

    /// Empties the partition, keeping its offsets (a replacement broker that
    /// came back cold with nothing to copy from). Returns the records lost.
    pub fn clear(&mut self) -> u64 {
        let lost = self.len();
        self.sealed.clear();
        self.recent.clear();
        self.tracked_dropped += self.tracked.len() as u64;
        self.tracked.clear();
        self.again.0.clear();
        self.redone.0.clear();
        self.txn.clear();
        self.tombstones.clear();
        self.poison.clear();
        self.log_start = self.log_end;
        self.high_watermark = self.log_end;
        lost
    }
}

/// What the records of a read-process-write step's output repeat
/// ([`Partition::append_output`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Repeat {
    /// Nothing: the step's first output.
    Nothing,
    /// Records already in the log: the step was done again after its first
    /// output was kept (no transaction, or an offset reset).
    Copies,
    /// Records of an aborted attempt of the same step: a `read_committed`
    /// reader gets them once, a `read_uncommitted` one twice.
    Aborted,
}

/// Runs of offsets `[from, to)`, oldest first, that do not overlap: the
/// records a partition keeps apart to count (second copies, redone ones).
#[derive(Clone, Debug, Default)]
struct Runs(VecDeque<(Offset, Offset)>);

impl Runs {
    /// Adds the run `[from, to)`, after every other.
    fn push(&mut self, from: Offset, to: Offset) {
        if from < to {
            self.0.push_back((from, to));
        }
    }

    /// Whether the newest run ends at `offset`.
    fn ends_at(&self, offset: Offset) -> bool {
        self.0.back().is_some_and(|r| r.1 == offset)
    }

    /// How many offsets of `[from, until)` the runs hold.
    fn count_in(&self, from: Offset, until: Offset) -> u64 {
        if self.0.is_empty() || until <= from {
            return 0;
        }
        let start = self.0.partition_point(|&(_, to)| to <= from);
        self.0
            .range(start..)
            .take_while(|&&(a, _)| a < until)
            .map(|&(a, b)| b.min(until).saturating_sub(a.max(from)))
            .sum()
    }

    /// Drops the runs wholly below `log_start`.
    fn forget_before(&mut self, log_start: Offset) {
        while self.0.front().is_some_and(|r| r.1 <= log_start) {
            self.0.pop_front();
        }
    }

    /// Drops every offset at or above `offset`.
    fn cut_at(&mut self, offset: Offset) {
        while self.0.back().is_some_and(|r| r.0 >= offset) {
            self.0.pop_back();
        }
        if let Some(r) = self.0.back_mut() {
            r.1 = r.1.min(offset);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn poison_pills_are_found_in_range_and_leave_with_the_log() {
        let mut p = Partition::default();
        p.append_batch(10, None, 0.0, 1.0, 0.0);
        p.append_batch(10, None, 5.0, 6.0, 0.0);
        assert!(!p.mark_poison(20), "past the log end");
        assert!(p.mark_poison(3) && p.mark_poison(15));
        assert!(!p.mark_poison(15), "not after the newest mark");
        assert_eq!(p.poison_in(0, 20), Some(3));
        assert_eq!(p.poison_in(3, 4), Some(3));
        assert_eq!(p.poison_in(4, 15), None, "until is exclusive");
        assert_eq!(p.poison_in(4, 16), Some(15));
        // Retention takes the first batch and its pill with it.
        p.expire_before(2.0);
        assert_eq!(p.poison().collect::<Vec<_>>(), vec![15]);
        // A truncation below it takes the second.
        p.truncate_to(12);
        assert_eq!(p.poison_in(0, 100), None);
        assert!(p.mark_poison(11));
        p.clear();
        assert_eq!(p.poison().len(), 0);
    }

    #[test]
    fn time_lag_is_the_age_of_the_oldest_unread_record() {
        let mut p = Partition::default();
        for t in 0..10 {
            p.append_record(None, None, t as f64);
        }
        p.advance_high_watermark(p.log_end());
        assert_eq!(p.time_lag(10, 20.0), 0.0, "read up to the high watermark");
        assert_eq!(p.time_lag(4, 20.0), 16.0, "record 4 was appended at 4 s");
        p.expire_before(3.0);
        assert_eq!(p.time_lag(0, 20.0), 17.0, "from the log start, record 3");
        assert_eq!(p.append_time(1), None, "removed");
    }

    #[test]
    fn offset_for_time_is_the_first_record_at_or_after_it() {
        let mut p = Partition::default();
        // Records 0..=10 at 10, 11, …, 20 s; then one record at 30 s.
        p.append_batch(11, None, 10.0, 20.0, 0.0);
        p.append_record(None, None, 30.0);
        p.advance_high_watermark(p.log_end());
        assert_eq!(p.offset_for_time(0.0), 0, "before everything: the first record");
        assert_eq!(p.offset_for_time(10.0), 0);
        assert_eq!(p.offset_for_time(13.0), 3, "record 3 was appended at 13 s exactly");
        assert_eq!(p.offset_for_time(13.5), 4);
        assert_eq!(p.offset_for_time(20.0), 10);
        assert_eq!(p.offset_for_time(25.0), 11, "the record at 30 s");
        assert_eq!(p.offset_for_time(31.0), 12, "every record older: the high watermark");
        // Each answer agrees with the append times record by record.
        for tenth in 0..320 {
            let t = tenth as f64 / 10.0;
            let o = p.offset_for_time(t);
            assert!((0..o).all(|x| p.append_time(x).unwrap() < t), "t {t}: a record before {o} is not older");
            assert!(o == p.high_watermark() || p.append_time(o).unwrap() >= t - 1e-9, "t {t}: {o} is older");
        }
        // Not yet replicated: not offered. Removed: never below the log start.
        p.append_record(None, None, 40.0);
        assert_eq!(p.offset_for_time(35.0), 12, "the record at 40 s is above the high watermark");
        p.expire_before(15.0);
        assert_eq!(p.offset_for_time(0.0), p.log_start());
    }

    #[test]
    fn records_appended_again_carry_their_versions_and_leave_with_the_log() {
        let mut p = Partition::default();
        for v in 1..=4u64 {
            let offset = p.append_record(Some(Arc::from("cheese")), None, v as f64);
            p.track(Tracked { offset, entity: 7, version: v, weight: 1.0 });
        }
        // A producer retries offsets 2 and 3 after a newer record (4) landed.
        let offset = p.append_record(Some(Arc::from("cheese")), None, 5.0);
        p.track(Tracked { offset, entity: 7, version: 5, weight: 1.0 });
        assert_eq!(p.append_again(2, 4, 6.0), 2);
        let versions: Vec<u64> = p.tracked_in(0, p.log_end()).map(|t| t.version).collect();
        assert_eq!(versions, [1, 2, 3, 4, 5, 3, 4], "the copies come after version 5: out of order");
        assert_eq!(p.records(0, 5, 7, 10)[0].key.as_deref(), Some("cheese"));
        assert_eq!((p.appended_again(0, 5), p.appended_again(5, 7), p.appended_again(6, 99)), (0, 2, 1));
        assert_eq!(p.truncate_to(6), 1);
        assert_eq!(p.appended_again(0, 99), 1, "the cut copy is gone");
        p.expire_before(7.0);
        assert_eq!(p.appended_again(0, 99), 0, "retention took the rest");
        assert_eq!(p.append_again(3, 3, 8.0), 0, "nothing to copy");
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
