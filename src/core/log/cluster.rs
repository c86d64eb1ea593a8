//! A cluster: the topics and consumer groups of one log.

use std::collections::BTreeMap;

use super::partitioner::Partitioner;
use super::share::{Acknowledge, Acquired, MemberId, ShareGroup, share_assignment};
use super::{Ended, Group, Isolation, LogError, Marker, Offset, Topic, Transaction};

/// Lag on a partition of a group whose committed offset there is `pos`:
/// `end − max(pos, log_start)`, never negative, where the end is the high
/// watermark, or for a `read_committed` group the last stable offset
/// (docs/RULES.md#transactions).
fn lag_at(p: &super::Partition, pos: super::Offset, isolation: Isolation) -> u64 {
    let end = match isolation {
        Isolation::ReadUncommitted => p.high_watermark(),
        Isolation::ReadCommitted => p.last_stable_offset(),
    };
    end.saturating_sub(pos.max(p.log_start()))
}

/// Kafka's `transaction.timeout.ms` default, milliseconds: the coordinator
/// aborts a transaction still open this long after it began.
pub const DEFAULT_TRANSACTION_TIMEOUT_MS: u64 = 60_000;
/// Kafka's `transaction.max.timeout.ms` default, milliseconds: the longest
/// timeout a producer may ask for.
pub const MAX_TRANSACTION_TIMEOUT_MS: u64 = 900_000;

/// Topics and groups: one Kafka cluster's worth of log.
///
/// ```
/// use logjam_core::log::Cluster;
/// use logjam_core::log::partitioner::Partitioner;
///
/// let mut cluster = Cluster::new();
/// let orders = cluster.create_topic("orders", 3, Partitioner::CharSum).unwrap();
/// // One key, one partition, in order: offsets count up from 0 in each partition.
/// assert_eq!(orders.produce(Some("order-61"), "placed", 0.0).unwrap(), (1, 0));
/// assert_eq!(orders.produce(Some("order-61"), "paid", 1.0).unwrap(), (1, 1));
/// assert!(cluster.create_topic("orders", 3, Partitioner::CharSum).is_err(), "the name is taken");
/// // A group commits the next offset it will read; its lag is the high
/// // watermark minus that, and it has none where it never committed.
/// cluster.group_or_create("billing").commit("orders", 1, 1);
/// assert_eq!(cluster.lag("billing", "orders", 1), Some(1));
/// assert_eq!(cluster.lag("billing", "orders", 0), None);
/// assert_eq!(cluster.group_lag("billing"), 1);
/// ```
#[derive(Clone, Debug, Default)]
pub struct Cluster {
    topics: BTreeMap<String, Topic>,
    groups: BTreeMap<String, Group>,
    /// Share groups (KIP-932), by name: never the name of a consumer group.
    share_groups: BTreeMap<String, ShareGroup>,
    /// The transaction coordinator: open transactions by `transactional.id`.
    transactions: BTreeMap<String, Transaction>,
    /// Producer id of each `transactional.id` that ever began one.
    producer_ids: BTreeMap<String, u64>,
    /// The last transaction the coordinator aborted for its timeout, by
    /// `transactional.id` (until that id begins again).
    timed_out: BTreeMap<String, Ended>,
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
    /// A share group by name.
    pub fn share_group(&self, name: &str) -> Result<&ShareGroup, LogError> {
        self.share_groups.get(name).ok_or_else(|| LogError::UnknownShareGroup(name.to_string()))
    }
    /// A share group by name, mutable.
    pub fn share_group_mut(&mut self, name: &str) -> Result<&mut ShareGroup, LogError> {
        self.share_groups.get_mut(name).ok_or_else(|| LogError::UnknownShareGroup(name.to_string()))
    }
    /// A share group by name, created empty if missing. Errors: a consumer
    /// group has the name ([`LogError::GroupTypeMismatch`]).
    pub fn share_group_or_create(&mut self, name: &str) -> Result<&mut ShareGroup, LogError> {
        if self.groups.get(name).is_some_and(|g| !g.is_share()) {
            return Err(LogError::GroupTypeMismatch { group: name.to_string(), is: "consumer" });
        }
        Ok(self.share_groups.entry(name.to_string()).or_insert_with(|| ShareGroup::new(name)))
    }
    /// All share groups, by name.
    pub fn share_groups(&self) -> impl Iterator<Item = &ShareGroup> + '_ {
        self.share_groups.values()
    }
    /// The share-partition of share group `group` on `topic`'s partition
    /// `p`, once the group has read it.
    pub fn share_partition(&self, group: &str, topic: &str, p: u32) -> Option<&super::share::SharePartition> {
        self.share_groups.get(group)?.partitions_of(topic).get(p as usize).filter(|sp| sp.is_live())
    }
    /// A share group's lag on `topic`: its records below each high
    /// watermark not yet acknowledged or archived. Rule:
    /// docs/RULES.md#share-groups.
    pub fn share_lag(&self, group: &str, topic: &str) -> u64 {
        let (Some(g), Some(t)) = (self.share_groups.get(group), self.topics.get(topic)) else { return 0 };
        g.partitions_of(topic)
            .iter()
            .zip(&t.partitions)
            .filter(|(sp, _)| sp.is_live())
            .map(|(sp, p)| sp.unacknowledged(p.high_watermark().max(sp.start())))
            .sum()
    }
    /// Member `member` of share group `group` fetches up to `max` records
    /// of `topic` at `now` (a ShareFetch): from each partition the `simple`
    /// assignor gives it, in index order, records are acquired under its
    /// lock ([`super::share::SharePartition::acquire`]). Returns the runs
    /// acquired with their partitions. Errors: no such group, member or
    /// topic.
    pub fn share_fetch(
        &mut self,
        group: &str,
        topic: &str,
        member: &str,
        max: u64,
        now: f64,
    ) -> Result<Vec<(u32, Acquired)>, LogError> {
        let t = self.topics.get(topic).ok_or_else(|| LogError::UnknownTopic(topic.to_string()))?;
        let g = self.share_groups.get_mut(group).ok_or_else(|| LogError::UnknownShareGroup(group.to_string()))?;
        let index = g.member_index(member).ok_or_else(|| LogError::UnknownShareGroup(group.to_string()))?;
        let id = g.member_id(member).expect("a member");
        let parts = share_assignment(g.member_count(), t.partition_count()).swap_remove(index);
        let limits = *g.limits();
        let mut left = max;
        let mut out = Vec::new();
        for p in parts {
            let part = &t.partitions[p as usize];
            let sp = g.partition_mut(topic, p, (part.log_start(), part.high_watermark()));
            for a in sp.acquire(id, left, part.log_start(), part.high_watermark(), now, &limits) {
                left -= a.until - a.from;
                out.push((p, a));
            }
        }
        Ok(out)
    }
    /// Member id `member` of share group `group` acknowledges `[from,
    /// until)` of `topic`'s partition `p` ([`super::share::SharePartition::acknowledge`]);
    /// what that archives is copied to the group's dead-letter topic when
    /// it has one (KIP-1191: key and value kept). Returns the records
    /// archived. Errors: no such group or topic.
    #[allow(clippy::too_many_arguments)]
    pub fn share_acknowledge(
        &mut self,
        group: &str,
        topic: &str,
        member: MemberId,
        (p, from, until): (u32, super::Offset, super::Offset),
        how: Acknowledge,
        now: f64,
    ) -> Result<u64, LogError> {
        let g = self.share_groups.get_mut(group).ok_or_else(|| LogError::UnknownShareGroup(group.to_string()))?;
        let limits = *g.limits();
        let dead_letter = g.dead_letter().map(str::to_string);
        let Some(sp) = g.partitions_mut(topic).get_mut(p as usize) else { return Ok(0) };
        let archived = sp.acknowledge(member, from, until, how, now, &limits);
        let count = archived.iter().map(|(a, b)| b - a).sum();
        if let Some(dlq) = dead_letter {
            self.copy_to_dead_letter(topic, p, &archived, &dlq, now);
        }
        Ok(count)
    }
    /// Copies the records `runs` of `topic`'s partition `p` to `dlq`
    /// (skipped when that topic does not exist: the broker logs it).
    fn copy_to_dead_letter(
        &mut self,
        topic: &str,
        p: u32,
        runs: &[(super::Offset, super::Offset)],
        dlq: &str,
        now: f64,
    ) {
        let Some(part) = self.topics.get(topic).and_then(|t| t.partitions.get(p as usize)) else { return };
        let records: Vec<_> = runs.iter().flat_map(|&(a, b)| part.records(p, a, b, b - a)).collect();
        let Some(target) = self.topics.get_mut(dlq) else { return };
        for r in records {
            let value = r.value.as_deref().unwrap_or("");
            let _ = target.produce(r.key.as_deref(), value, now);
        }
    }

    /// What a share group of the game's Workers reads with: the topic, the
    /// group that keeps who is subscribed (marked share) and the share
    /// group of the same name (created at the first read). Errors: no such
    /// topic or group.
    pub fn topic_and_share_group_mut(
        &mut self,
        topic: &str,
        group: &str,
    ) -> Result<(&Topic, &mut Group, &mut ShareGroup), LogError> {
        let t = self.topics.get(topic).ok_or_else(|| LogError::UnknownTopic(topic.to_string()))?;
        let g = self.groups.get_mut(group).ok_or_else(|| LogError::UnknownGroup(group.to_string()))?;
        g.set_share(true);
        let s = self.share_groups.entry(group.to_string()).or_insert_with(|| ShareGroup::new(group));
        Ok((t, g, s))
    }

    /// Forgets share group `group` (the game's group went back to being a
    /// consumer group); its members' group is no longer marked share.
    pub fn drop_share_group(&mut self, group: &str) -> Option<ShareGroup> {
        if let Some(g) = self.groups.get_mut(group) {
            g.set_share(false);
        }
        self.share_groups.remove(group)
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
        if let Some(sp) = self.share_partition(group, topic, partition) {
            let p = self.topics.get(topic)?.partitions.get(partition as usize)?;
            return Some(sp.unacknowledged(p.high_watermark().max(sp.start())));
        }
        let g = self.groups.get(group)?;
        let t = self.topics.get(topic)?;
        let p = t.partitions.get(partition as usize)?;
        Some(lag_at(p, g.committed(topic, partition)?, g.isolation()))
    }

    /// [`Cluster::lag`], or, where the group has no committed offset on the
    /// partition (a partition new to it, a `none` group), every record it
    /// holds below the end the group reads to: what waits for the group,
    /// counted from the log start. `None` for an unknown topic or
    /// partition. Rule: docs/RULES.md#partition-expansion.
    pub fn lag_or_waiting(&self, group: &str, topic: &str, partition: u32) -> Option<u64> {
        let p = self.topics.get(topic)?.partitions.get(partition as usize)?;
        if let Some(sp) = self.share_partition(group, topic, partition) {
            return Some(sp.unacknowledged(p.high_watermark().max(sp.start())));
        }
        let g = self.groups.get(group);
        let committed = g.and_then(|g| g.committed(topic, partition)).unwrap_or(0);
        Some(lag_at(p, committed, g.map(Group::isolation).unwrap_or_default()))
    }

    /// [`Cluster::lag_or_waiting`] on every partition of `topic`, in index
    /// order (nothing for an unknown topic). Looks the group and the topic
    /// up once.
    pub fn lags_or_waiting<'a>(&'a self, group: &str, topic: &str) -> impl Iterator<Item = u64> + 'a {
        let g = self.groups.get(group);
        let committed = g.map(|g| g.committed_in(topic)).unwrap_or(&[]);
        let isolation = g.map(Group::isolation).unwrap_or_default();
        let parts = self.topics.get(topic).map(|t| t.partitions.as_slice()).unwrap_or(&[]);
        let shared = self.share_groups.get(group).map(|s| s.partitions_of(topic)).unwrap_or(&[]);
        parts.iter().enumerate().map(move |(i, p)| match shared.get(i).filter(|sp| sp.is_live()) {
            Some(sp) => sp.unacknowledged(p.high_watermark().max(sp.start())),
            None => lag_at(p, committed.get(i).copied().flatten().unwrap_or(0), isolation),
        })
    }

    /// [`Cluster::lag`] on every partition of `topic`, in index order: one
    /// item per partition (`None` where the group has no position, or for
    /// every partition of an unknown group), nothing for an unknown topic.
    /// Looks the group and the topic up once, not once per partition.
    pub fn lags<'a>(&'a self, group: &str, topic: &str) -> impl Iterator<Item = Option<u64>> + 'a {
        let g = self.groups.get(group);
        let committed = g.map(|g| g.committed_in(topic)).unwrap_or(&[]);
        let isolation = g.map(Group::isolation).unwrap_or_default();
        let parts = self.topics.get(topic).map(|t| t.partitions.as_slice()).unwrap_or(&[]);
        let shared = self.share_groups.get(group).map(|s| s.partitions_of(topic)).unwrap_or(&[]);
        parts.iter().enumerate().map(move |(i, p)| match shared.get(i).filter(|sp| sp.is_live()) {
            Some(sp) => Some(sp.unacknowledged(p.high_watermark().max(sp.start()))),
            None => Some(lag_at(p, (*committed.get(i)?)?, isolation)),
        })
    }

    /// Time lag of a group on one partition at sim time `now`, seconds: the
    /// age of the oldest record it has not committed
    /// ([`crate::log::Partition::time_lag`]); `None` when the group has no
    /// position there.
    pub fn time_lag(&self, group: &str, topic: &str, partition: u32, now: f64) -> Option<f64> {
        if let Some(sp) = self.share_partition(group, topic, partition) {
            return Some(self.topics.get(topic)?.partitions.get(partition as usize)?.time_lag(sp.start(), now));
        }
        let g = self.groups.get(group)?;
        let p = self.topics.get(topic)?.partitions.get(partition as usize)?;
        Some(p.time_lag(g.committed(topic, partition)?, now))
    }

    /// [`Cluster::time_lag`], or, where the group has no committed offset
    /// on the partition, the age of the oldest record it holds (what waits
    /// there, as [`Cluster::lag_or_waiting`] counts it). `None` for an
    /// unknown topic or partition.
    pub fn time_lag_or_waiting(&self, group: &str, topic: &str, partition: u32, now: f64) -> Option<f64> {
        let p = self.topics.get(topic)?.partitions.get(partition as usize)?;
        if let Some(sp) = self.share_partition(group, topic, partition) {
            return Some(p.time_lag(sp.start(), now));
        }
        let committed = self.groups.get(group).and_then(|g| g.committed(topic, partition)).unwrap_or(0);
        Some(p.time_lag(committed, now))
    }

    /// How far behind a group is at `now`, seconds: its largest time lag
    /// over every partition it has a position in (0 for an unknown group).
    pub fn group_time_lag(&self, group: &str, now: f64) -> f64 {
        if let Some(s) = self.share_groups.get(group) {
            let topics = s.topics().flat_map(|t| (0..s.partitions_of(t).len() as u32).map(move |p| (t, p)));
            return topics.filter_map(|(t, p)| self.time_lag(group, t, p, now)).fold(0.0, f64::max);
        }
        let Some(g) = self.groups.get(group) else { return 0.0 };
        g.committed_offsets().filter_map(|(topic, p, _)| self.time_lag(group, topic, p, now)).fold(0.0, f64::max)
    }

    /// Total lag of a group over every partition of every topic it has a
    /// position in, messages (0 for an unknown group).
    pub fn group_lag(&self, group: &str) -> u64 {
        if let Some(s) = self.share_groups.get(group) {
            return s.topics().map(|t| self.share_lag(group, t)).sum();
        }
        let Some(g) = self.groups.get(group) else { return 0 };
        g.committed_offsets().filter_map(|(topic, p, _)| self.lag(group, topic, p)).sum()
    }
}

/// The transaction coordinator (docs/RULES.md#transactions): one open
/// transaction per `transactional.id` at a time, its records appended as
/// they are produced and ended by a control marker in every partition it
/// wrote to.
impl Cluster {
    /// Begins a transaction for `id` at `now` that the coordinator aborts
    /// when still open `timeout_ms` later. The id keeps its producer id from
    /// one transaction to the next. Errors: one already open for `id`
    /// ([`LogError::TransactionOpen`]), a timeout of 0 or above
    /// [`MAX_TRANSACTION_TIMEOUT_MS`] ([`LogError::BadTransactionTimeout`]).
    pub fn begin_transaction(&mut self, id: &str, now: f64, timeout_ms: u64) -> Result<&Transaction, LogError> {
        if self.transactions.contains_key(id) {
            return Err(LogError::TransactionOpen(id.to_string()));
        }
        if timeout_ms == 0 || timeout_ms > MAX_TRANSACTION_TIMEOUT_MS {
            return Err(LogError::BadTransactionTimeout { got: timeout_ms, max: MAX_TRANSACTION_TIMEOUT_MS });
        }
        let next = self.producer_ids.len() as u64;
        let producer_id = *self.producer_ids.entry(id.to_string()).or_insert(next);
        self.timed_out.remove(id);
        let t = Transaction {
            transactional_id: id.to_string(),
            producer_id,
            started: now,
            timeout: timeout_ms as f64 / 1000.0,
            partitions: Vec::new(),
            offsets: Vec::new(),
        };
        Ok(self.transactions.entry(id.to_string()).or_insert(t))
    }

    /// The open transaction of `id`, if any.
    pub fn transaction(&self, id: &str) -> Option<&Transaction> {
        self.transactions.get(id)
    }

    /// The transaction of `id` the coordinator last aborted for running
    /// past its timeout, until `id` begins again.
    pub fn timed_out(&self, id: &str) -> Option<&Ended> {
        self.timed_out.get(id)
    }

    /// The open transaction of `id`, or why there is none.
    fn open_transaction(&self, id: &str) -> Result<&Transaction, LogError> {
        self.transactions.get(id).ok_or_else(|| match self.timed_out.get(id) {
            Some(e) => LogError::TransactionTimedOut {
                id: id.to_string(),
                at_ms: (e.timed_out_at.unwrap_or_default() * 1000.0).round() as u64,
                records: e.records,
            },
            None => LogError::NoTransaction(id.to_string()),
        })
    }

    /// Appends one record to `topic` inside the open transaction of `id`
    /// (routed like [`Topic::produce`]; the high watermark moves, the last
    /// stable offset stays at the transaction's first record). Returns
    /// `(partition, offset)`. Errors: no open transaction, no such topic,
    /// an empty key; each changes nothing.
    pub fn produce_in_transaction(
        &mut self,
        id: &str,
        topic: &str,
        key: Option<&str>,
        payload: &str,
        now: f64,
    ) -> Result<(u32, Offset), LogError> {
        self.append_in_transaction(id, topic, key, Some(payload), now)
    }

    /// Appends a tombstone for `key` to `topic` inside the open transaction
    /// of `id` (routed by the key; an abort undoes it). Returns
    /// `(partition, offset)`. Errors: no open transaction, no such topic, an
    /// empty key; each changes nothing. Rule: docs/RULES.md#compaction.
    pub fn tombstone_in_transaction(
        &mut self,
        id: &str,
        topic: &str,
        key: &str,
        now: f64,
    ) -> Result<(u32, Offset), LogError> {
        self.append_in_transaction(id, topic, Some(key), None, now)
    }

    /// Appends one record (`payload`), or a tombstone for `key` (`None`),
    /// to `topic` inside the open transaction of `id`: routed like
    /// [`Topic::produce`], readable at once, its partition enlisted in the
    /// transaction. Errors, checked before any change: no open
    /// transaction, an empty key (or a tombstone without one), no such topic.
    fn append_in_transaction(
        &mut self,
        id: &str,
        topic: &str,
        key: Option<&str>,
        payload: Option<&str>,
        now: f64,
    ) -> Result<(u32, Offset), LogError> {
        let producer = self.open_transaction(id)?.producer_id;
        if key == Some("") || (payload.is_none() && key.is_none()) {
            return Err(LogError::EmptyKey);
        }
        let t = self.topics.get_mut(topic).ok_or_else(|| LogError::UnknownTopic(topic.to_string()))?;
        let p = t.route(key);
        let part = &mut t.partitions[p as usize];
        let offset = match (payload, key) {
            (Some(v), _) => part.append_transactional(producer, key.map(Into::into), Some(v.into()), now),
            (None, Some(k)) => part.append_transactional_tombstone(producer, k.into(), now),
            // Refused above, before any change.
            (None, None) => return Err(LogError::EmptyKey),
        };
        part.advance_high_watermark(part.log_end());
        let txn = self.transactions.get_mut(id).expect("checked open");
        if !txn.partitions.iter().any(|(tn, tp)| tn == topic && *tp == p) {
            txn.partitions.push((topic.to_string(), p));
        }
        Ok((p, offset))
    }

    /// Puts a group's new position into the open transaction of `id`
    /// (Kafka's `sendOffsetsToTransaction`): committed with it, dropped by
    /// an abort. Errors: no open transaction.
    pub fn send_offsets_to_transaction(
        &mut self,
        id: &str,
        group: &str,
        topic: &str,
        partition: u32,
        offset: Offset,
    ) -> Result<(), LogError> {
        self.open_transaction(id)?;
        let txn = self.transactions.get_mut(id).expect("checked open");
        txn.offsets.retain(|(g, t, p, _)| !(g == group && t == topic && *p == partition));
        txn.offsets.push((group.to_string(), topic.to_string(), partition, offset));
        Ok(())
    }

    /// Ends the open transaction of `id` at `now`: a `marker` in every
    /// partition it wrote to (each readable at once), and on a commit its
    /// group offsets committed. Errors: no open transaction (or the
    /// coordinator already aborted it for its timeout); nothing changes.
    pub fn end_transaction(&mut self, id: &str, marker: Marker, now: f64) -> Result<Ended, LogError> {
        self.open_transaction(id)?;
        let txn = self.transactions.remove(id).expect("checked open");
        let mut ended = Ended {
            transactional_id: id.to_string(),
            marker,
            markers: Vec::new(),
            records: 0,
            offsets: Vec::new(),
            dropped_offsets: 0,
            timed_out_at: None,
        };
        for (topic, p) in &txn.partitions {
            let Some(part) = self.topics.get_mut(topic).and_then(|t| t.partitions.get_mut(*p as usize)) else {
                continue;
            };
            if let Some((offset, held)) = part.append_marker(txn.producer_id, marker, now) {
                part.advance_high_watermark(part.log_end());
                ended.markers.push((topic.clone(), *p, offset));
                ended.records += held;
            }
        }
        match marker {
            Marker::Commit => {
                for (group, topic, p, offset) in &txn.offsets {
                    self.group_or_create(group).commit(topic, *p, *offset);
                }
                ended.offsets = txn.offsets;
            }
            Marker::Abort => ended.dropped_offsets = txn.offsets.len(),
        }
        Ok(ended)
    }

    /// The coordinator's timer: aborts every transaction still open
    /// `transaction.timeout.ms` after it began, as of `now`, and returns
    /// how each ended. A producer whose transaction went this way is told
    /// so when it next produces, commits or aborts
    /// ([`LogError::TransactionTimedOut`]).
    pub fn expire_transactions(&mut self, now: f64) -> Vec<Ended> {
        let due: Vec<String> = self
            .transactions
            .values()
            .filter(|t| now - t.started >= t.timeout - 1e-9)
            .map(|t| t.transactional_id.clone())
            .collect();
        let mut out = Vec::new();
        for id in due {
            if let Ok(mut ended) = self.end_transaction(&id, Marker::Abort, now) {
                ended.timed_out_at = Some(now);
                self.timed_out.insert(id, ended.clone());
                out.push(ended);
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `lags` gives, partition by partition, what `lag` gives one at a time:
    /// a position where committed, `None` elsewhere, and none for an unknown
    /// group; nothing for an unknown topic.
    #[test]
    fn lags_are_each_partitions_lag_in_order() {
        let mut cluster = Cluster::new();
        let t = cluster.create_topic("orders", 4, Partitioner::CharSum).unwrap();
        for i in 0..40u32 {
            t.produce(Some(&format!("k{i}")), "v", f64::from(i)).unwrap();
        }
        let g = cluster.group_or_create("billing");
        g.commit("orders", 0, 3);
        g.commit("orders", 2, 1);
        let one_by_one: Vec<Option<u64>> = (0..4).map(|p| cluster.lag("billing", "orders", p)).collect();
        assert_eq!(cluster.lags("billing", "orders").collect::<Vec<_>>(), one_by_one);
        assert!(one_by_one[0].is_some() && one_by_one[1].is_none() && one_by_one[2].is_some());
        assert_eq!(cluster.lags("nobody", "orders").collect::<Vec<_>>(), vec![None; 4]);
        assert_eq!(cluster.lags("billing", "missing").count(), 0);
    }

    /// Committing many at once leaves what committing each in turn leaves,
    /// including an index no topic can have (ignored).
    #[test]
    fn commit_many_is_commit_in_turn() {
        let offsets = [(3, 7), (0, 2), (3, 9), (super::super::MAX_PARTITIONS, 5)];
        let mut many = Group::new("g");
        many.commit_many("orders", offsets);
        let mut each = Group::new("g");
        for (p, o) in offsets {
            each.commit("orders", p, o);
        }
        assert_eq!(many.committed_in("orders"), each.committed_in("orders"));
        assert_eq!(many.committed_in("orders"), &[Some(2), None, None, Some(9)]);
    }
}
