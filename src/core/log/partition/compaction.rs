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
    /// Of those, tombstones that were their key's latest record, removed
    /// once older than `delete.retention.ms` (the key gone from the log
    /// with them); a tombstone a newer record of its key supersedes goes
    /// as an older version.
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

    /// The first offset the cleaner may not clean at `now` (sim seconds):
    /// the active segment's start, the last stable offset (what an open
    /// transaction may still abort is no key's latest yet), and the first
    /// record younger than `min_lag` seconds (Kafka's first uncleanable
    /// offset: a record younger than `min.compaction.lag.ms` is neither
    /// removed nor counted as its key's newer record, so it removes no
    /// older one either). Rule: docs/RULES.md#compaction.
    pub fn clean_limit(&self, now: f64, min_lag: f64) -> Offset {
        let limit = self.active_from.min(self.last_stable_offset());
        if min_lag <= 0.0 {
            return limit;
        }
        limit.min(self.offset_at_time(now - min_lag))
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
    /// not clean ([`Partition::clean_limit`]: the active segment's start,
    /// the last stable offset, the first record younger than `min_lag`
    /// seconds, `min.compaction.lag.ms`): each keyed record whose key has
    /// a later committed record there is removed, aborted records are discarded, and a tombstone
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
        let limit = self.clean_limit(now, min_lag);
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
                out.tombstones += u64::from(tombstone && !superseded);
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
            self.poison.retain(|o| removed.binary_search(o).is_err());
        }
        self.compacted += out.removed;
        out
    }
}

/// The expected number of records, of `span` consecutive ones, that are
/// still the latest of their key once `after` more have been appended,
/// when each record's key is one of `keys` alike: record `j` from the end
/// is the latest with chance `(1 − 1/keys)^j`, so the span keeps
/// `q^after · (1 − q^span) / (1 − q)`. Rule: docs/RULES.md#compaction.
///
/// ```
/// use logjam_core::log::expected_latest;
///
/// // 1,000 records over 100 keys: about 100 distinct keys, each kept once.
/// assert!((expected_latest(1000, 0, 100.0) - 100.0).abs() < 0.01);
/// // The same records once 1,000 more followed: about 100 · e^-10 remain.
/// assert!(expected_latest(1000, 1000, 100.0) < 0.01);
/// ```
pub fn expected_latest(span: u64, after: u64, keys: f64) -> f64 {
    if span == 0 {
        return 0.0;
    }
    if keys <= 1.0 {
        return if after == 0 { 1.0 } else { 0.0 };
    }
    let q = 1.0 - 1.0 / keys;
    q.powf(after as f64) * (1.0 - q.powf(span as f64)) / (1.0 - q)
}

/// The expected number of distinct keys among `records` consecutive
/// records whose keys are one of `keys` alike: `keys · (1 − (1 − 1/keys)^records)`.
/// Rule: docs/RULES.md#compaction.
pub fn expected_keys(records: u64, keys: f64) -> f64 {
    if keys <= 0.0 || records == 0 {
        return 0.0;
    }
    if keys <= 1.0 {
        return 1.0;
    }
    keys * (1.0 - (1.0 - 1.0 / keys).powf(records as f64))
}

impl Partition {
    /// The board's cleaner (a game partition's batches stand for many
    /// records each, over `keys` keys alike; docs/RULES.md#compaction): below
    /// the first offset it may not clean (the active segment's start, or the
    /// last stable offset if lower), each batch of many at least `min_lag`
    /// seconds old keeps the records expected to be the latest of their key
    /// ([`expected_latest`]: its span, its removed records included, and the
    /// records after it below the limit), as one batch at the end of its
    /// span; a batch of one key keeps its last record while no later batch
    /// of that key is below the limit. Of what a batch keeps, the share
    /// `tombstones` (its producers' records that delete their key, 0 to 1)
    /// are tombstones: they go too once the batch is older than
    /// `delete_retention` seconds (`delete.retention.ms`), and
    /// [`Cleaned::tombstones`] counts them. Tracked updates with a later
    /// update of their entity below the limit go with them. Offsets are
    /// never renumbered and the log start never moves. Records of
    /// transactions (open, aborted or committed) and single records stay:
    /// the console's cleaner ([`Partition::compact`]) takes those.
    pub fn compact_batches(
        &mut self,
        now: f64,
        config: crate::log::CompactionConfig,
        keys: f64,
        tombstones: f64,
    ) -> Cleaned {
        let min_lag = config.min_lag_seconds;
        let tombstones = tombstones.clamp(0.0, 1.0);
        let limit = self.clean_limit(now, min_lag);
        let txn = &self.txn;
        let cleanable = |b: &Batch| {
            b.count > 1
                && b.end_offset() <= limit
                && b.appended_at <= now - min_lag
                && txn.state(b.base_offset) == RecordState::Plain
                && txn.state(b.end_offset() - 1) == RecordState::Plain
        };
        // The last batch below the limit of each single key.
        let latest: BTreeMap<Arc<str>, Offset> =
            self.batches().filter(|b| cleanable(b)).filter_map(|b| b.key.clone().map(|k| (k, b.base_offset))).collect();
        let mut out = Cleaned::default();
        let mut prev_end = self.log_start;
        let mut decide = |b: &mut Batch| -> bool {
            let span = b.end_offset().saturating_sub(prev_end);
            prev_end = b.end_offset();
            if !cleanable(b) {
                return true;
            }
            let expired = b.appended_at < now - config.delete_retention_seconds;
            let (kept, gone_tombstones) = match &b.key {
                Some(k) => (u64::from(latest.get(k) == Some(&b.base_offset)), 0),
                None => {
                    let latest = expected_latest(span, limit - b.end_offset(), keys);
                    // Of the latest records, the tombstones go once expired.
                    let live = if expired { latest * (1.0 - tombstones) } else { latest };
                    let kept = crate::log::num::floor(live + 0.5).min(b.count as f64) as u64;
                    let all = crate::log::num::floor(latest + 0.5).min(b.count as f64) as u64;
                    (kept, all.saturating_sub(kept))
                }
            };
            let kept = kept.min(b.count);
            if kept == b.count {
                out.kept += kept;
                return true;
            }
            out.tombstones += gone_tombstones.min(b.count - kept);
            out.removed += b.count - kept;
            out.kept += kept;
            b.base_offset = b.end_offset() - kept;
            b.count = kept;
            kept > 0
        };
        self.sealed.retain_mut(&mut decide);
        self.recent.retain_mut(&mut decide);
        if out.removed > 0 {
            self.forget_superseded_tracked(limit);
        }
        self.compacted += out.removed;
        out
    }

    /// The board's whole cleaner: single keyed records (a producer's few
    /// records a tick, each drawn its own key) by [`Partition::compact`],
    /// exactly; batches of many by [`Partition::compact_batches`] over
    /// `keys` keys, `tombstones` of their records deleting their key; and
    /// the tracked updates the records removed carried. `config` is the
    /// topic's `min.compaction.lag.ms` and `delete.retention.ms`. Rule:
    /// docs/RULES.md#compaction.
    pub fn clean_board(
        &mut self,
        now: f64,
        config: crate::log::CompactionConfig,
        keys: f64,
        tombstones: f64,
    ) -> Cleaned {
        let singles = self.compact(now, config.min_lag_seconds, config.delete_retention_seconds);
        let many = if keys > 0.0 { self.compact_batches(now, config, keys, tombstones) } else { Cleaned::default() };
        if singles.removed > 0 {
            let limit = self.clean_limit(now, config.min_lag_seconds);
            self.forget_superseded_tracked(limit);
        }
        Cleaned {
            removed: singles.removed + many.removed,
            tombstones: singles.tombstones + many.tombstones,
            kept: singles.kept + many.kept,
        }
    }

    /// Drops each tracked update below `limit` that has a later update of
    /// its entity below `limit` (the cleaner removed it).
    fn forget_superseded_tracked(&mut self, limit: Offset) {
        let mut last: BTreeMap<u32, Offset> = BTreeMap::new();
        for t in self.tracked.iter().filter(|t| t.offset < limit) {
            last.insert(t.entity, t.offset);
        }
        // Readers' cursors are hints, checked on use (`tracked_in_from`).
        self.tracked.retain(|t| t.offset >= limit || last.get(&t.entity) == Some(&t.offset));
    }

    /// Records held in `[from, until)`: the offsets less the gaps
    /// compaction left. Equal to `until − from` (within the log) on a
    /// partition never compacted.
    pub fn held_in(&self, from: Offset, until: Offset) -> u64 {
        let from = from.max(self.log_start);
        let until = until.min(self.log_end);
        if until <= from {
            return 0;
        }
        if self.compacted == 0 {
            return until - from;
        }
        let mut n = 0;
        for d in [&self.sealed, &self.recent] {
            let i = d.partition_point(|b| b.end_offset() <= from);
            for b in d.range(i..) {
                if b.base_offset >= until {
                    break;
                }
                n += b.end_offset().min(until) - b.base_offset.max(from);
            }
        }
        n
    }

    /// The offset just after the `n`-th record held at or after `from`,
    /// stopping at `until` (compaction's gaps are passed over: a reader's
    /// position after reading `n` records). `from + n` on a partition never
    /// compacted.
    pub fn offset_after_held(&self, from: Offset, n: u64, until: Offset) -> Offset {
        if n == 0 {
            return from;
        }
        if self.compacted == 0 {
            return (from + n).min(until.max(from));
        }
        let mut left = n;
        for d in [&self.sealed, &self.recent] {
            let i = d.partition_point(|b| b.end_offset() <= from);
            for b in d.range(i..) {
                let start = b.base_offset.max(from);
                if start >= until {
                    return until.max(from);
                }
                let here = b.end_offset().min(until) - start;
                if here >= left {
                    return start + left;
                }
                left -= here;
            }
        }
        until.max(from)
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;
    use crate::log::{Folding, Isolation, Tracked};

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

    /// The law for the board's cleaner, whatever is appended, rolled and
    /// cleaned: each tracked entity's latest update stays, no offset moves,
    /// the log start stays, the records held only shrink below the limit,
    /// and a reader of every held record ends at the log end.
    fn board_law(p: &Partition, latest: &BTreeMap<u32, (Offset, u64)>, held_before: u64) -> Result<(), String> {
        let mut cursor = 0;
        let tracked: BTreeMap<u32, u64> =
            p.tracked_in_from(0, p.log_end(), &mut cursor).map(|t| (t.entity, t.version)).collect();
        for (e, (_, v)) in latest {
            if tracked.get(e) != Some(v) {
                return Err(format!("entity {e}'s latest update (v{v}) is gone: {tracked:?}"));
            }
        }
        if p.records_held() > held_before {
            return Err("the cleaner made records".into());
        }
        let all = p.held_in(p.log_start(), p.log_end());
        if p.offset_after_held(p.log_start(), all, p.log_end()) != p.log_end() {
            return Err("a reader of every held record does not reach the log end".into());
        }
        Ok(())
    }

    proptest::proptest! {
        #[test]
        fn the_board_cleaner_keeps_each_entitys_latest_update(
            ops in proptest::collection::vec((0u8..5, 1u64..400, 0u32..6), 1..80),
            keys in 1.0..5000.0f64,
        ) {
            let mut p = Partition::default();
            p.set_folding(Some(Folding { recent_batches: 8, bucket_seconds: 5.0 }));
            let mut latest: BTreeMap<u32, (Offset, u64)> = BTreeMap::new();
            let mut now = 0.0;
            for (op, count, entity) in ops {
                now += 1.0;
                if op < 3 {
                    let base = p.append_batch(count, None, now, now, 0.0);
                    let version = latest.get(&entity).map_or(1, |l| l.1 + 1);
                    p.track(Tracked { offset: base + count - 1, entity, version, weight: 1.0 });
                    latest.insert(entity, (base + count - 1, version));
                    p.advance_high_watermark(p.log_end());
                } else {
                    if op == 3 {
                        p.roll();
                    }
                    let before = (p.log_start(), p.log_end(), p.records_held());
                    p.compact_batches(now, crate::log::CompactionConfig::default(), keys, 0.0);
                    proptest::prop_assert_eq!((before.0, before.1), (p.log_start(), p.log_end()));
                    let law = board_law(&p, &latest, before.2);
                    proptest::prop_assert!(law.is_ok(), "{:?}", law);
                }
            }
        }
    }

    /// The board law fails on a cleaner broken for it: one that drops the
    /// newest tracked update of an entity instead of the older ones.
    #[test]
    fn a_board_cleaner_that_drops_the_latest_update_breaks_the_law() {
        let mut p = Partition::default();
        let mut latest = BTreeMap::new();
        for (t, version) in [(0u32, 1u64), (1, 2)] {
            let base = p.append_batch(10, None, f64::from(t), f64::from(t), 0.0);
            p.track(Tracked { offset: base + 9, entity: 7, version, weight: 1.0 });
            latest.insert(7u32, (base + 9, version));
        }
        p.advance_high_watermark(p.log_end());
        p.roll();
        let held = p.records_held();
        p.compact_batches(5.0, crate::log::CompactionConfig::default(), 3.0, 0.0);
        assert!(board_law(&p, &latest, held).is_ok());
        // Broken: the newest update goes.
        p.tracked.retain(|t| t.version != 2);
        assert!(board_law(&p, &latest, held).is_err(), "the law sees the lost update");
    }

    /// A game partition of batches of many (100 keys alike): the cleaner
    /// keeps about one record per key below the active segment, leaves
    /// gaps at the front of each batch, moves no offset and no log start,
    /// and a reader passes the gaps: the held records are what it reads.
    #[test]
    fn the_board_cleaner_keeps_about_one_record_per_key() {
        let mut p = Partition::default();
        for t in 0..50 {
            p.append_batch(100, None, f64::from(t), f64::from(t), 0.0);
        }
        p.advance_high_watermark(p.log_end());
        p.roll();
        for t in 50..52 {
            p.append_batch(100, None, f64::from(t), f64::from(t), 0.0);
        }
        p.advance_high_watermark(p.log_end());
        let c = p.compact_batches(60.0, crate::log::CompactionConfig::default(), 100.0, 0.0);
        assert_eq!(c.removed + c.kept, 5000, "every record below the active segment was looked at");
        assert!((95..=105).contains(&c.kept), "about one per key kept: {c:?}");
        assert_eq!((p.log_start(), p.log_end()), (0, 5200));
        assert_eq!(p.records_held(), c.kept + 200, "the active segment untouched");
        assert_eq!(p.held_in(0, 5200), p.records_held());
        assert_eq!(p.held_in(5000, 5200), 200);
        // A reader's 10th held record from the start is past the gaps.
        let tenth = p.offset_after_held(0, 10, 5200);
        assert_eq!(p.held_in(0, tenth), 10);
        assert!(tenth > 10, "gaps passed: {tenth}");
        assert_eq!(p.offset_after_held(0, u64::MAX, 5200), 5200);
        // Cleaning again with nothing new removes nothing.
        assert_eq!(p.compact_batches(70.0, crate::log::CompactionConfig::default(), 100.0, 0.0).removed, 0);
    }

    /// The law for the board's cleaner: the latest tracked update of each
    /// entity stays, and the count kept never grows as more is appended.
    #[test]
    fn the_board_cleaner_keeps_each_entitys_latest_tracked_update() {
        let mut p = Partition::default();
        for t in 0..20u32 {
            let base = p.append_batch(50, None, f64::from(t), f64::from(t), 0.0);
            p.track(Tracked { offset: base + 49, entity: t % 3, version: u64::from(t / 3 + 1), weight: 1.0 });
        }
        p.advance_high_watermark(p.log_end());
        p.roll();
        p.compact_batches(30.0, crate::log::CompactionConfig::default(), 1000.0, 0.0);
        let mut cursor = 0;
        let left: Vec<(u32, u64)> =
            p.tracked_in_from(0, p.log_end(), &mut cursor).map(|t| (t.entity, t.version)).collect();
        assert_eq!(left, [(2, 6), (0, 7), (1, 7)], "each entity's latest update, in offset order");
    }

    /// `min.compaction.lag.ms`: a record younger than it neither goes nor
    /// makes an older record of its key go (Kafka's first uncleanable
    /// offset).
    #[test]
    fn a_record_younger_than_the_min_lag_supersedes_nothing_yet() {
        let mut p = Partition::default();
        let k = |s: &str| Some(Arc::<str>::from(s));
        p.append_record(k("milk"), Some("1".into()), 0.0);
        p.append_record(k("milk"), Some("2".into()), 7.0);
        p.advance_high_watermark(p.log_end());
        p.roll();
        assert_eq!(p.clean_limit(8.0, 5.0), 1, "the record at 7 s is younger than 5 s at 8 s");
        assert_eq!(p.compact(8.0, 5.0, 100.0).removed, 0, "milk@0 stays: its newer record is too young");
        assert_eq!(p.compact(13.0, 5.0, 100.0).removed, 1, "both old enough: milk@0 goes");
        assert_eq!(p.clean_limit(13.0, 0.0), p.clean_limit(13.0, 5.0));
    }

    /// A board batch whose producers delete a share of their keys keeps
    /// its tombstones for `delete.retention.ms`, then only its live keys.
    #[test]
    fn the_board_cleaner_drops_expired_tombstones_after_delete_retention() {
        let config = crate::log::CompactionConfig { min_lag_seconds: 0.0, delete_retention_seconds: 100.0 };
        let fresh = || {
            let mut p = Partition::default();
            // 10,000 records over 1,000 keys: about 1,000 latest records.
            p.append_batch(10_000, None, 0.0, 0.0, 0.0);
            p.advance_high_watermark(p.log_end());
            p.roll();
            p
        };
        let mut p = fresh();
        let c = p.compact_batches(50.0, config, 1000.0, 0.2);
        assert_eq!((c.kept, c.tombstones), (1000, 0), "younger than delete.retention: every latest record stays");
        let c = p.compact_batches(150.0, config, 1000.0, 0.2);
        assert_eq!((c.removed, c.tombstones, p.records_held()), (200, 200, 800), "a fifth were tombstones");
        // Without deletes nothing more goes.
        let mut q = fresh();
        q.compact_batches(150.0, config, 1000.0, 0.0);
        assert_eq!(q.records_held(), 1000);
        // The log start and the offsets stay.
        assert_eq!((p.log_start(), p.log_end()), (0, 10_000));
    }

    /// Folding never merges batches across a gap the cleaner left.
    #[test]
    fn folding_keeps_the_gaps() {
        let mut p = Partition::default();
        p.set_folding(Some(Folding { recent_batches: 2, bucket_seconds: 1000.0 }));
        for t in 0..4 {
            p.append_batch(100, None, f64::from(t), f64::from(t), 0.0);
        }
        p.advance_high_watermark(p.log_end());
        p.roll();
        p.compact_batches(10.0, crate::log::CompactionConfig::default(), 10.0, 0.0);
        let held = p.records_held();
        for t in 4..8 {
            p.append_batch(100, None, f64::from(t), f64::from(t), 0.0);
        }
        assert_eq!(p.records_held(), held + 400);
        assert_eq!(p.log_end(), 800);
        assert_eq!(p.batches().last().map(|b| b.end_offset()), Some(800));
    }
}
