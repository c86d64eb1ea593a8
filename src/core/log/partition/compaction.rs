//! Log compaction (Kafka's `cleanup.policy=compact`): the cleaner keeps the
//! latest record of each key below the active segment, removes the older
//! ones without renumbering anything, and removes a tombstone once it is
//! older than `delete.retention.ms`. Rule: docs/RULES.md#compaction.

use std::collections::BTreeMap;
use std::sync::Arc;

use super::{Batch, Partition};
use crate::log::{Offset, RecordState};

/// What one run of the cleaner did on a partition.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Cleaned {
    /// Records removed: older versions of a key, and expired tombstones.
    pub removed: u64,
    /// Of those, tombstones.
    pub tombstones: u64,
    /// Records below the active segment it kept (the latest of each key).
    pub kept: u64,
}

impl Partition {
    /// Appends a tombstone for `key` (a record with a key and no value:
    /// "delete this key") at `now`; returns its offset. Rule:
    /// docs/RULES.md#compaction.
    pub fn append_tombstone(&mut self, key: Arc<str>, now: f64) -> Offset {
        let offset = self.append_record(Some(key), None, now);
        self.tombstones.push_back(offset);
        offset
    }

    /// Appends a tombstone for `key` inside the open transaction of
    /// `producer` (see [`Partition::append_transactional`]): an abort
    /// undoes it like any record of the transaction.
    pub fn append_transactional_tombstone(&mut self, producer: u64, key: Arc<str>, now: f64) -> Offset {
        let offset = self.append_transactional(producer, Some(key), None, now);
        self.tombstones.push_back(offset);
        offset
    }

    /// Whether the record at `offset` is a tombstone.
    pub fn is_tombstone(&self, offset: Offset) -> bool {
        let i = self.tombstones.partition_point(|&o| o < offset);
        self.tombstones.get(i) == Some(&offset)
    }

    /// Rolls the active segment: what was appended so far may be cleaned;
    /// what comes next is the new active segment, which never is.
    pub fn roll(&mut self) {
        self.active_from = self.log_end;
    }

    /// Where the active segment starts: the cleaner never touches a record
    /// at or after it.
    pub fn active_from(&self) -> Offset {
        self.active_from
    }

    /// Records the cleaner removed from this partition so far.
    pub fn compacted(&self) -> u64 {
        self.compacted
    }

    /// Records held: offsets between the log start and the log end less
    /// those compaction removed.
    pub fn records_held(&self) -> u64 {
        self.batches().map(|b| b.count).sum()
    }

    /// Runs the cleaner at `now` (sim seconds) below the first offset it may
    /// not clean (the active segment's start, or the last stable offset if
    /// lower): each keyed record at least `min_lag` seconds old
    /// (`min.compaction.lag.ms`) whose key has a later committed record
    /// there is removed, aborted records are discarded, and a tombstone
    /// that is the latest of its key goes once it is older than
    /// `delete_retention` seconds (`delete.retention.ms`). Offsets are never
    /// renumbered and the log start never moves: a removed record leaves a
    /// gap. Keyless records, batches of many (the board's traffic) and
    /// control markers stay. Rule: docs/RULES.md#compaction.
    ///
    /// ```
    /// use std::sync::Arc;
    ///
    /// use logjam_core::log::Partition;
    ///
    /// let mut p = Partition::default();
    /// let k = |s: &str| Some(Arc::<str>::from(s));
    /// p.append_record(k("white-cheese"), Some("stock 5".into()), 0.0);
    /// p.append_record(k("feta"), Some("stock 2".into()), 1.0);
    /// p.append_record(k("white-cheese"), Some("stock 3".into()), 2.0);
    /// p.advance_high_watermark(p.log_end());
    /// p.roll();
    /// let cleaned = p.compact(10.0, 0.0, 3600.0);
    /// assert_eq!((cleaned.removed, cleaned.kept), (1, 2));
    /// // The log start and the offsets stay: offset 0 is a gap now.
    /// let read: Vec<u64> = p.records(0, 0, p.log_end(), 10).iter().map(|r| r.offset).collect();
    /// assert_eq!((p.log_start(), read), (0, vec![1, 2]));
    /// ```
    pub fn compact(&mut self, now: f64, min_lag: f64, delete_retention: f64) -> Cleaned {
        // The cleaner stops at the first offset it may not clean: the
        // active segment, and the last stable offset (what an open
        // transaction may still abort is not a key's latest yet).
        let limit = self.active_from.min(self.last_stable_offset());
        let txn = &self.txn;
        let latest: BTreeMap<Arc<str>, Offset> = self
            .batches()
            .filter(|b| b.count == 1 && b.base_offset < limit && txn.state(b.base_offset) == RecordState::Plain)
            .filter_map(|b| b.key.clone().map(|k| (k, b.base_offset)))
            .collect();
        let mut out = Cleaned::default();
        let active_from = limit;
        let tombstones = &self.tombstones;
        let is_tombstone = |o: Offset| {
            let i = tombstones.partition_point(|&t| t < o);
            tombstones.get(i) == Some(&o)
        };
        let mut removed: Vec<Offset> = Vec::new();
        let mut decide = |b: &Batch| -> bool {
            let below = b.count == 1 && b.base_offset < active_from && b.appended_at <= now - min_lag;
            // The cleaner discards aborted records outright.
            if below && txn.state(b.base_offset) == RecordState::Aborted {
                removed.push(b.base_offset);
                out.removed += 1;
                return false;
            }
            let cleanable = below && txn.state(b.base_offset) == RecordState::Plain;
            let Some(key) = b.key.as_ref().filter(|_| cleanable) else { return true };
            let superseded = latest.get(key).is_some_and(|&l| l != b.base_offset);
            let tombstone = is_tombstone(b.base_offset);
            let expired = tombstone && b.appended_at < now - delete_retention;
            if superseded || expired {
                removed.push(b.base_offset);
                out.removed += 1;
                out.tombstones += u64::from(tombstone);
                false
            } else {
                out.kept += 1;
                true
            }
        };
        self.sealed.retain(&mut decide);
        self.recent.retain(&mut decide);
        if !removed.is_empty() {
            self.tombstones.retain(|o| removed.binary_search(o).is_err());
        }
        self.compacted += out.removed;
        out
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;
    use crate::log::Isolation;

    fn key(k: u64) -> Option<Arc<str>> {
        Some(Arc::from(format!("k{k}")))
    }

    proptest::proptest! {
        /// The compaction law (docs/RULES.md#compaction): whatever is
        /// appended, rolled and cleaned, the latest record of every key is
        /// still there, no offset moves, the log start stays, and a reader
        /// replaying the log from the start ends with the latest value of
        /// each key (a tombstone's key, with none).
        #[test]
        fn compaction_keeps_the_latest_record_of_each_key(
            ops in proptest::collection::vec((0u8..4, 0u64..6), 1..150)
        ) {
            let mut p = Partition::default();
            let mut latest: BTreeMap<u64, (Offset, Option<String>)> = BTreeMap::new();
            let mut now = 0.0;
            for (op, k) in ops {
                now += 1.0;
                match op {
                    0 | 1 => {
                        let v = format!("v{now}");
                        let o = p.append_record(key(k), Some(Arc::from(v.as_str())), now);
                        latest.insert(k, (o, Some(v)));
                    }
                    2 => {
                        let o = p.append_tombstone(key(k).unwrap(), now);
                        latest.insert(k, (o, None));
                    }
                    _ => {
                        if k % 2 == 0 {
                            p.roll();
                        }
                        let before = (p.log_start(), p.log_end());
                        p.compact(now, 0.0, 1e9);
                        proptest::prop_assert_eq!(before, (p.log_start(), p.log_end()));
                    }
                }
                p.advance_high_watermark(p.log_end());
                for (k, (o, v)) in &latest {
                    let r = p.records(0, *o, o + 1, 1);
                    proptest::prop_assert_eq!(r.len(), 1, "the latest record of k{} at {} is gone", k, o);
                    proptest::prop_assert_eq!(r[0].value.as_deref(), v.as_deref());
                }
            }
            // A replay from the start: the last value seen per key.
            let (read, next) = p.read(0, 0, p.high_watermark(), u64::MAX, Isolation::ReadUncommitted);
            proptest::prop_assert_eq!(next, p.log_end());
            let mut table: BTreeMap<String, Option<String>> = BTreeMap::new();
            for r in read {
                table.insert(r.key.unwrap().to_string(), r.value.map(|v| v.to_string()));
            }
            let want: BTreeMap<String, Option<String>> =
                latest.iter().map(|(k, (_, v))| (format!("k{k}"), v.clone())).collect();
            proptest::prop_assert_eq!(table, want);
        }
    }

    /// The law fails on a cleaner broken for it: one that keeps the first
    /// record of a key instead of the latest.
    #[test]
    fn a_cleaner_that_keeps_the_oldest_breaks_the_law() {
        let mut p = Partition::default();
        p.append_record(key(1), Some("old".into()), 0.0);
        p.append_record(key(1), Some("new".into()), 1.0);
        p.roll();
        // Broken: remove the latest (offset 1) rather than the older.
        p.recent.retain(|b| b.base_offset != 1);
        let latest_there = !p.records(0, 1, 2, 1).is_empty();
        assert!(!latest_there, "the broken cleaner lost the latest record: the law's check sees it");
        let mut q = Partition::default();
        q.append_record(key(1), Some("old".into()), 0.0);
        q.append_record(key(1), Some("new".into()), 1.0);
        q.advance_high_watermark(q.log_end());
        q.roll();
        q.compact(5.0, 0.0, 1e9);
        assert_eq!(q.records(0, 0, 2, 5).iter().map(|r| r.offset).collect::<Vec<_>>(), [1]);
    }

    /// The cleaner stops at the last stable offset, never lets an open or
    /// aborted record supersede a committed one, and discards aborted
    /// records.
    #[test]
    fn transactions_neither_supersede_nor_survive_the_cleaner() {
        let mut p = Partition::default();
        p.append_record(key(1), Some("10".into()), 0.0);
        p.append_transactional(7, key(1), Some("9".into()), 1.0);
        p.advance_high_watermark(p.log_end());
        p.roll();
        assert_eq!(p.compact(5.0, 0.0, 1e9).removed, 0, "an open record supersedes nothing");
        p.append_marker(7, crate::log::Marker::Abort, 2.0);
        p.advance_high_watermark(p.log_end());
        p.roll();
        let c = p.compact(5.0, 0.0, 1e9);
        assert_eq!(c.removed, 1, "the aborted record is discarded");
        let (read, _) = p.read(0, 0, p.log_end(), 10, Isolation::ReadCommitted);
        let values: Vec<&str> = read.iter().map(|r| r.value.as_deref().unwrap()).collect();
        assert_eq!(values, ["10"], "the committed 10 stays");
    }

    #[test]
    fn the_active_segment_min_lag_and_tombstones() {
        let mut p = Partition::default();
        p.append_record(key(1), Some("a".into()), 0.0);
        p.append_record(key(1), Some("b".into()), 1.0);
        p.advance_high_watermark(p.log_end());
        assert_eq!(p.compact(10.0, 0.0, 100.0).removed, 0, "all in the active segment");
        p.roll();
        assert_eq!(p.compact(1.5, 5.0, 100.0).removed, 0, "younger than min.compaction.lag");
        assert_eq!(p.compact(10.0, 5.0, 100.0).removed, 1);
        p.append_tombstone(key(1).unwrap(), 20.0);
        p.advance_high_watermark(p.log_end());
        p.roll();
        let c = p.compact(30.0, 0.0, 100.0);
        assert_eq!((c.removed, c.tombstones), (1, 0), "b goes; the tombstone stays for delete.retention");
        assert!(p.is_tombstone(2));
        let c = p.compact(200.0, 0.0, 100.0);
        assert_eq!((c.removed, c.tombstones), (1, 1), "then the tombstone goes too");
        assert_eq!((p.log_start(), p.log_end(), p.records_held(), p.compacted()), (0, 3, 0, 3));
    }
}
