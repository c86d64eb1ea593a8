//! A cluster: the topics and consumer groups of one log.

use std::collections::BTreeMap;

use super::partitioner::Partitioner;
use super::{Group, LogError, Topic};

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
        let pos = g.committed(topic, partition)?;
        Some(p.high_watermark().saturating_sub(pos.max(p.log_start())))
    }

    /// [`Cluster::lag`] on every partition of `topic`, in index order: one
    /// item per partition (`None` where the group has no position, or for
    /// every partition of an unknown group), nothing for an unknown topic.
    /// Looks the group and the topic up once, not once per partition.
    pub fn lags<'a>(&'a self, group: &str, topic: &str) -> impl Iterator<Item = Option<u64>> + 'a {
        let committed = self.groups.get(group).map(|g| g.committed_in(topic)).unwrap_or(&[]);
        let parts = self.topics.get(topic).map(|t| t.partitions.as_slice()).unwrap_or(&[]);
        parts.iter().enumerate().map(move |(i, p)| {
            let pos = (*committed.get(i)?)?;
            Some(p.high_watermark().saturating_sub(pos.max(p.log_start())))
        })
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
