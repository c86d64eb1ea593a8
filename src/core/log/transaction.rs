//! Transactions: a partition's control markers, its open transactions and
//! its aborted records (Kafka's producer state and aborted-transaction
//! index), the last stable offset they give, and the two isolation levels a
//! reader may use. Rule: docs/RULES.md#transactions.

use std::collections::VecDeque;

use super::Offset;

/// A control marker: the record a transaction's end writes to each of its
/// partitions. It takes an offset like any record and no reader ever gets it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Marker {
    /// The transaction committed: its records count.
    Commit,
    /// The transaction aborted: `read_committed` readers skip its records.
    Abort,
}

impl Marker {
    /// `COMMIT` or `ABORT`, as Kafka's dump tools print a control record.
    pub fn word(self) -> &'static str {
        match self {
            Marker::Commit => "COMMIT",
            Marker::Abort => "ABORT",
        }
    }
}

/// A reader's `isolation.level` (in a scenario file: `ReadUncommitted`,
/// `ReadCommitted`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Isolation {
    /// Kafka's default: every record up to the high watermark, aborted
    /// ones and those of open transactions included (never a marker).
    #[default]
    ReadUncommitted,
    /// Only up to the last stable offset, and never an aborted record.
    ReadCommitted,
}

impl Isolation {
    /// `read_uncommitted` or `read_committed`, as the configuration spells it.
    pub fn word(self) -> &'static str {
        match self {
            Isolation::ReadUncommitted => "read_uncommitted",
            Isolation::ReadCommitted => "read_committed",
        }
    }
    /// Both, `read_uncommitted` (Kafka's default) first.
    pub const ALL: [Isolation; 2] = [Isolation::ReadUncommitted, Isolation::ReadCommitted];

    /// Parses the configuration's spelling (any case). `None`: neither.
    pub fn parse(word: &str) -> Option<Isolation> {
        match word.to_ascii_lowercase().as_str() {
            "read_uncommitted" => Some(Isolation::ReadUncommitted),
            "read_committed" => Some(Isolation::ReadCommitted),
            _ => None,
        }
    }
}

/// What a transaction did to one record of a partition, as a reader sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordState {
    /// Not transactional, or in a committed transaction.
    Plain,
    /// In a transaction still open: `read_committed` readers wait for it.
    Open,
    /// In an aborted transaction: `read_committed` readers skip it.
    Aborted,
    /// A control marker: never delivered.
    Marker(Marker),
}

/// One partition's transactions: the runs `[from, to)` of records each open
/// transaction appended here (by producer id), the aborted runs and the
/// markers, each in offset order. Kafka keeps the same three things (the
/// producer state's first offset of each ongoing transaction, the aborted
/// transaction index, the control batches in the log).
#[derive(Clone, Debug, Default)]
pub(super) struct TransactionIndex {
    /// Open transactions: producer id and its runs here, oldest first.
    open: Vec<(u64, Vec<(Offset, Offset)>)>,
    /// Runs of aborted records, sorted by their first offset.
    aborted: VecDeque<(Offset, Offset)>,
    /// Control markers by offset.
    markers: VecDeque<(Offset, Marker)>,
}

impl TransactionIndex {
    /// Notes that `producer`'s open transaction appended `offset`.
    pub(super) fn appended(&mut self, producer: u64, offset: Offset) {
        self.appended_run(producer, offset, offset + 1);
    }

    /// Notes that `producer`'s open transaction appended `[from, to)`
    /// (`from < to`).
    pub(super) fn appended_run(&mut self, producer: u64, from: Offset, to: Offset) {
        let runs = match self.open.iter().position(|(p, _)| *p == producer) {
            Some(i) => &mut self.open[i].1,
            None => {
                self.open.push((producer, Vec::new()));
                &mut self.open.last_mut().expect("pushed").1
            }
        };
        match runs.last_mut() {
            // (An empty run only holds the LSO: it is kept apart.)
            Some(run) if run.1 == from && run.0 < run.1 => run.1 = to,
            _ => runs.push((from, to)),
        }
    }

    /// Whether `producer` has an open transaction here.
    pub(super) fn is_open(&self, producer: u64) -> bool {
        self.open.iter().any(|(p, _)| *p == producer)
    }

    /// Ends `producer`'s transaction with a marker written at `offset`:
    /// an abort keeps its runs as aborted. Returns the records it held.
    pub(super) fn end(&mut self, producer: u64, marker: Marker, offset: Offset) -> u64 {
        let Some(i) = self.open.iter().position(|(p, _)| *p == producer) else { return 0 };
        let (_, runs) = self.open.remove(i);
        let held = runs.iter().map(|r| r.1 - r.0).sum();
        if marker == Marker::Abort {
            // (An empty run holds the LSO only; it has no record to abort.)
            for run in runs.into_iter().filter(|r| r.0 < r.1) {
                let at = self.aborted.partition_point(|r| r.0 < run.0);
                self.aborted.insert(at, run);
            }
        }
        self.markers.push_back((offset, marker));
        held
    }

    /// The first offset of the oldest open transaction here, if any.
    pub(super) fn first_open(&self) -> Option<Offset> {
        self.open.iter().filter_map(|(_, runs)| runs.first().map(|r| r.0)).min()
    }

    /// The marker at `offset`, if it holds one.
    pub(super) fn marker_at(&self, offset: Offset) -> Option<Marker> {
        let i = self.markers.partition_point(|m| m.0 < offset);
        self.markers.get(i).filter(|m| m.0 == offset).map(|m| m.1)
    }

    /// Markers with offsets in `from..until`, in offset order.
    pub(super) fn markers_in(&self, from: Offset, until: Offset) -> impl Iterator<Item = (Offset, Marker)> + '_ {
        let start = self.markers.partition_point(|m| m.0 < from);
        self.markers.range(start..).take_while(move |m| m.0 < until).copied()
    }

    /// What a transaction did to the record at `offset`.
    pub(super) fn state(&self, offset: Offset) -> RecordState {
        if self.is_empty() {
            return RecordState::Plain;
        }
        if let Some(m) = self.marker_at(offset) {
            return RecordState::Marker(m);
        }
        let within = |runs: &[(Offset, Offset)]| runs.iter().any(|r| r.0 <= offset && offset < r.1);
        let i = self.aborted.partition_point(|r| r.1 <= offset);
        if self.aborted.range(i..).take_while(|r| r.0 <= offset).any(|r| offset < r.1) {
            return RecordState::Aborted;
        }
        if self.open.iter().any(|(_, runs)| within(runs)) {
            return RecordState::Open;
        }
        RecordState::Plain
    }

    /// How many aborted records lie in `from..until`.
    pub(super) fn aborted_in(&self, from: Offset, until: Offset) -> u64 {
        // Runs do not overlap, so their ends are in order too.
        let start = self.aborted.partition_point(|r| r.1 <= from);
        self.aborted
            .range(start..)
            .take_while(|r| r.0 < until)
            .map(|r| r.1.min(until).saturating_sub(r.0.max(from)))
            .sum()
    }

    /// Whether the partition has no open transaction, aborted record or
    /// marker (a reader need look no further).
    pub(super) fn is_empty(&self) -> bool {
        self.open.is_empty() && self.aborted.is_empty() && self.markers.is_empty()
    }

    /// Forgets what lies below `log_start` (retention removed it).
    pub(super) fn forget_before(&mut self, log_start: Offset) {
        while self.markers.front().is_some_and(|m| m.0 < log_start) {
            self.markers.pop_front();
        }
        self.aborted.retain(|r| r.1 > log_start);
        for (_, runs) in &mut self.open {
            // A transaction that began below the new log start is still
            // open: it holds the last stable offset at the log start (Kafka
            // keeps its first offset, and the LSO is never below the log
            // start), by an empty run there if none of its runs reaches it.
            let began_below = runs.first().is_some_and(|r| r.0 < log_start || r.0 == r.1);
            runs.retain(|r| r.0 < r.1 && r.1 > log_start);
            for r in runs.iter_mut() {
                r.0 = r.0.max(log_start);
            }
            if began_below {
                runs.insert(0, (log_start, log_start));
            }
        }
    }

    /// Forgets what lies at or above `offset` (a truncated log end). An open
    /// transaction whose records all went stays open, holding nothing.
    pub(super) fn cut_at(&mut self, offset: Offset) {
        while self.markers.back().is_some_and(|m| m.0 >= offset) {
            self.markers.pop_back();
        }
        self.aborted.retain(|r| r.0 < offset);
        for r in self.aborted.iter_mut() {
            r.1 = r.1.min(offset);
        }
        for (_, runs) in &mut self.open {
            // An empty run holds the LSO at the log start: a cut never
            // reaches below it.
            runs.retain(|r| r.0 < offset || (r.0 == r.1 && r.0 <= offset));
            if let Some(last) = runs.last_mut() {
                last.1 = last.1.min(offset);
            }
        }
    }

    /// Forgets every record (the partition was emptied); open transactions
    /// stay open, holding nothing.
    pub(super) fn clear(&mut self) {
        self.markers.clear();
        self.aborted.clear();
        for (_, runs) in &mut self.open {
            runs.clear();
        }
    }
}

/// One transaction of a transactional producer, as the transaction
/// coordinator keeps it: who, since when, for how long at most, the
/// partitions it wrote to and the group offsets it will commit.
#[derive(Clone, Debug, PartialEq)]
pub struct Transaction {
    /// The producer's `transactional.id`.
    pub transactional_id: String,
    /// The producer id its records carry.
    pub producer_id: u64,
    /// Sim time it began, seconds.
    pub started: f64,
    /// `transaction.timeout.ms`, in seconds: the coordinator aborts it when
    /// it is still open this long after it began.
    pub timeout: f64,
    /// Partitions it appended to: `(topic, partition)`, in the order first written.
    pub partitions: Vec<(String, u32)>,
    /// Group offsets sent to it (`sendOffsetsToTransaction`): `(group,
    /// topic, partition, offset)`; committed with it, dropped by an abort.
    pub offsets: Vec<(String, String, u32, Offset)>,
}

/// How a transaction ended.
#[derive(Clone, Debug, PartialEq)]
pub struct Ended {
    /// The producer's `transactional.id`.
    pub transactional_id: String,
    /// The marker written.
    pub marker: Marker,
    /// Where each marker went: `(topic, partition, offset)`.
    pub markers: Vec<(String, u32, Offset)>,
    /// Records the transaction held (now committed, or aborted).
    pub records: u64,
    /// Group offsets committed with it (none after an abort): `(group,
    /// topic, partition, offset)`.
    pub offsets: Vec<(String, String, u32, Offset)>,
    /// Group offsets an abort dropped.
    pub dropped_offsets: usize,
    /// Sim time the coordinator aborted it for running past its timeout,
    /// seconds; `None` when the producer ended it.
    pub timed_out_at: Option<f64>,
}

#[cfg(test)]
mod tests {
    use std::collections::{BTreeMap, BTreeSet};

    use super::*;
    use crate::log::Partition;

    /// What each offset of the test's own model holds.
    #[derive(Clone, Copy, Debug, PartialEq)]
    enum Held {
        Plain,
        /// A record of transaction number n.
        Txn(u32),
        Marker,
    }

    /// The law (docs/RULES.md#transactions): a `read_committed` reader never
    /// gets an aborted record, a record of an open transaction or a marker,
    /// and never reads past the last stable offset, which the test's own
    /// model computes. `reader` is the isolation the reader really uses: a
    /// world broken for the law reads `read_uncommitted` while it believes
    /// it reads committed. Ops: `(kind, n)`: 0 a plain record, 1 a record of
    /// producer n % 3 (beginning its transaction), 2 a commit and 3 an abort
    /// of producer n % 3, 4 the high watermark up by n % 4, 5 a truncation
    /// by n % 3 above the high watermark, 6 retention of the oldest n % 3,
    /// 7 a read of at most n % 5 + 1.
    fn read_committed_law(ops: &[(u8, u64)], reader: Isolation) -> Result<(), String> {
        let mut p = Partition::default();
        let mut model: Vec<Held> = Vec::new();
        let (mut open, mut aborted, mut next_txn) = (BTreeMap::<u64, u32>::new(), BTreeSet::new(), 0u32);
        let (mut pos, mut now) = (0u64, 0.0f64);
        for &(kind, n) in ops {
            now += 1.0;
            match kind {
                0 => {
                    p.append_record(None, None, now);
                    model.push(Held::Plain);
                }
                1 => {
                    let t = *open.entry(n % 3).or_insert_with(|| {
                        next_txn += 1;
                        next_txn
                    });
                    p.append_transactional(n % 3, None, None, now);
                    model.push(Held::Txn(t));
                }
                2 | 3 => {
                    let marker = if kind == 2 { Marker::Commit } else { Marker::Abort };
                    let written = p.append_marker(n % 3, marker, now).is_some();
                    if let Some(t) = open.remove(&(n % 3)) {
                        if !written {
                            return Err(format!("no marker for open transaction {t}"));
                        }
                        model.push(Held::Marker);
                        if marker == Marker::Abort {
                            aborted.insert(t);
                        }
                    }
                }
                4 => p.advance_high_watermark(p.high_watermark() + n % 4),
                5 => {
                    let cut = p.log_end().saturating_sub(n % 3).max(p.high_watermark());
                    p.truncate_to(cut);
                    model.truncate(cut as usize);
                }
                6 => {
                    let keep_from = (p.log_start() + n % 3).min(p.high_watermark());
                    let cutoff = p.append_time(keep_from).unwrap_or(now);
                    p.expire_before(cutoff);
                }
                _ => {
                    // An open transaction's first record still in the log
                    // (or removed by retention: then the log start) holds it.
                    let open_txns: BTreeSet<u32> = open.values().copied().collect();
                    let first_open = (0..p.log_end())
                        .find(|&o| matches!(model[o as usize], Held::Txn(t) if open_txns.contains(&t)))
                        .map(|o| o.max(p.log_start()));
                    let lso = first_open.map_or(p.high_watermark(), |o| o.min(p.high_watermark()));
                    if p.last_stable_offset() != lso {
                        return Err(format!(
                            "last stable offset {} where the model says {lso}",
                            p.last_stable_offset()
                        ));
                    }
                    let (got, next) = p.read(0, pos, p.high_watermark(), n % 5 + 1, reader);
                    for r in &got {
                        match model[r.offset as usize] {
                            Held::Marker => return Err(format!("marker at {} delivered", r.offset)),
                            Held::Txn(t) if aborted.contains(&t) => {
                                return Err(format!("aborted record at {} delivered", r.offset));
                            }
                            Held::Txn(t) if open_txns.contains(&t) => {
                                return Err(format!("record {} of an open transaction delivered", r.offset));
                            }
                            _ if r.offset >= lso => return Err(format!("record {} past the LSO {lso}", r.offset)),
                            _ => {}
                        }
                    }
                    if next > lso.max(pos) {
                        return Err(format!("position {next} past the LSO {lso}"));
                    }
                    pos = next;
                }
            }
        }
        Ok(())
    }

    proptest::proptest! {
        /// Kafka's promise to a `read_committed` reader holds under any
        /// schedule of plain and transactional appends, commits, aborts,
        /// replication, truncation and retention.
        #[test]
        fn read_committed_never_sees_aborted_records_nor_passes_the_lso(
            ops in proptest::collection::vec((0u8..8, 0u64..12), 1..120)
        ) {
            let result = read_committed_law(&ops, Isolation::ReadCommitted);
            proptest::prop_assert!(result.is_ok(), "{:?}", result);
        }
    }

    /// The law fails on a world broken for it: a reader that reads
    /// uncommitted gets the aborted record, and one past the LSO.
    #[test]
    fn the_read_committed_law_fails_on_a_reader_that_reads_uncommitted() {
        let aborted = [(1, 0), (4, 1), (3, 0), (4, 1), (7, 4)];
        assert!(read_committed_law(&aborted, Isolation::ReadCommitted).is_ok());
        let e = read_committed_law(&aborted, Isolation::ReadUncommitted).unwrap_err();
        assert!(e.contains("aborted record at 0"), "{e}");
        let open = [(0, 0), (1, 1), (0, 0), (4, 3), (7, 4)];
        assert!(read_committed_law(&open, Isolation::ReadCommitted).is_ok());
        let e = read_committed_law(&open, Isolation::ReadUncommitted).unwrap_err();
        assert!(e.contains("open transaction"), "{e}");
    }

    #[test]
    fn markers_take_offsets_and_interleaved_producers_keep_their_records() {
        let mut p = Partition::default();
        p.append_transactional(1, None, Some("a1".into()), 0.0); // 0
        p.append_transactional(2, None, Some("b1".into()), 0.0); // 1
        p.append_record(None, Some("plain".into()), 0.0); // 2
        p.append_transactional(1, None, Some("a2".into()), 0.0); // 3
        p.advance_high_watermark(p.log_end());
        assert_eq!(p.last_stable_offset(), 0);
        assert_eq!(p.append_marker(2, Marker::Commit, 1.0), Some((4, 1)));
        assert_eq!(p.last_stable_offset(), 0, "producer 1 is still open");
        assert_eq!(p.append_marker(1, Marker::Abort, 2.0), Some((5, 2)));
        assert_eq!(p.append_marker(1, Marker::Abort, 2.0), None, "nothing open: no marker");
        p.advance_high_watermark(p.log_end());
        assert_eq!(p.last_stable_offset(), 6);
        let values = |isolation| {
            let (read, next) = p.read(0, 0, p.high_watermark(), 10, isolation);
            (read.iter().map(|r| r.value.as_deref().unwrap().to_string()).collect::<Vec<_>>(), next)
        };
        assert_eq!(values(Isolation::ReadCommitted), (vec!["b1".into(), "plain".into()], 6));
        assert_eq!(
            values(Isolation::ReadUncommitted),
            (vec!["a1".into(), "b1".into(), "plain".into(), "a2".into()], 6)
        );
        let states: Vec<RecordState> = (0..6).map(|o| p.record_state(o)).collect();
        let (a, plain) = (RecordState::Aborted, RecordState::Plain);
        let (commit, abort) = (RecordState::Marker(Marker::Commit), RecordState::Marker(Marker::Abort));
        assert_eq!(states, [a, plain, plain, a, commit, abort]);
        assert_eq!(p.aborted_in(0, 6), 2);
        // A truncation below the markers forgets them; retention forgets the rest.
        p.truncate_to(4);
        assert_eq!(p.markers_in(0, 10).count(), 0);
        p.expire_before(1.0);
        assert_eq!(p.aborted_in(0, 6), 0);
    }
}
