//! A cluster: the topics and consumer groups of one log.

use std::collections::BTreeMap;

use super::partitioner::Partitioner;
use super::{Group, LogError, Topic};

/// Lag on a partition of a group whose committed offset there is `pos`:
/// `high_watermark − max(pos, log_start)`, never negative.
fn lag_at(p: &super::Partition, pos: super::Offset) -> u64 {
    p.high_watermark().saturating_sub(pos.max(p.log_start()))
}

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
        Some(lag_at(p, g.committed(topic, partition)?))
    }

    /// [`Cluster::lag`] on every partition of `topic`, in index order: one
    /// item per partition (`None` where the group has no position, or for
    /// every partition of an unknown group), nothing for an unknown topic.
    /// Looks the group and the topic up once, not once per partition.
    pub fn lags<'a>(&'a self, group: &str, topic: &str) -> impl Iterator<Item = Option<u64>> + 'a {
        let committed = self.groups.get(group).map(|g| g.committed_in(topic)).unwrap_or(&[]);
        let parts = self.topics.get(topic).map(|t| t.partitions.as_slice()).unwrap_or(&[]);
        parts.iter().enumerate().map(move |(i, p)| Some(lag_at(p, (*committed.get(i)?)?)))
    }

    /// Time lag of a group on one partition at sim time `now`, seconds: the
    /// age of the oldest record it has not committed
    /// ([`crate::log::Partition::time_lag`]); `None` when the group has no
    /// position there.
    pub fn time_lag(&self, group: &str, topic: &str, partition: u32, now: f64) -> Option<f64> {
        let g = self.groups.get(group)?;
        let p = self.topics.get(topic)?.partitions.get(partition as usize)?;
        Some(p.time_lag(g.committed(topic, partition)?, now))
    }

    /// How far behind a group is at `now`, seconds: its largest time lag
    /// over every partition it has a position in (0 for an unknown group).
    pub fn group_time_lag(&self, group: &str, now: f64) -> f64 {
        let Some(g) = self.groups.get(group) else { return 0.0 };
        g.committed_offsets().filter_map(|(topic, p, _)| self.time_lag(group, topic, p, now)).fold(0.0, f64::max)
    }

    /// Total lag of a group over every partition of every topic it has a
    /// position in, messages (0 for an unknown group).
    pub fn group_lag(&self, group: &str) -> u64 {
        let Some(g) = self.groups.get(group) else { return 0 };
        g.committed_offsets().filter_map(|(topic, p, _)| self.lag(group, topic, p)).sum()
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
