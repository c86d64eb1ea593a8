//! A consumer group: its members, their committed offsets, and the range
//! assignor.

use std::collections::BTreeMap;

use super::MAX_PARTITIONS;

use super::Offset;

/// A consumer group: its members in join order, the topics each reads, and
/// a committed offset ("the next offset to read") per topic-partition.
///
/// The group is the one place its members are kept: the console's members
/// (which read whatever they consume) and the board's Workers (each
/// subscribed to the topics of the streams it is linked from) alike.
#[derive(Clone, Debug, Default)]
pub struct Group {
    name: String,
    members: Vec<Member>,
    /// Subscriptions made so far (orders the members of a topic).
    subscriptions: u64,
    /// Committed offsets: topic → by partition index (`None`: none yet).
    committed: BTreeMap<String, Vec<Option<Offset>>>,
    delivered: BTreeMap<String, u64>,
}

/// One member of a group.
#[derive(Clone, Debug, Default)]
struct Member {
    id: String,
    /// The topics it reads, each with the number of its subscription among
    /// the group's (a topic's members are in the order they subscribed).
    topics: Vec<(String, u64)>,
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
    pub fn members(&self) -> Vec<String> {
        self.members.iter().map(|m| m.id.clone()).collect()
    }
    /// How many members the group has.
    pub fn member_count(&self) -> usize {
        self.members.len()
    }
    /// The member ids that read `topic`, in the order they subscribed to it.
    pub fn members_of(&self, topic: &str) -> Vec<&str> {
        let mut of: Vec<(u64, &str)> = self
            .members
            .iter()
            .filter_map(|m| m.topics.iter().find(|(t, _)| t == topic).map(|(_, n)| (*n, m.id.as_str())))
            .collect();
        of.sort_unstable();
        of.into_iter().map(|(_, id)| id).collect()
    }
    /// Adds a member at the end of the join order (no-op if already in);
    /// returns true when it joined. Joining reassigns partitions.
    pub fn join(&mut self, member: &str) -> bool {
        if self.members.iter().any(|m| m.id == member) {
            return false;
        }
        self.members.push(Member { id: member.to_string(), topics: Vec::new() });
        true
    }
    /// `member` reads `topic` from now on (it joins first if it is not in);
    /// it comes after the topic's earlier subscribers.
    pub fn subscribe(&mut self, member: &str, topic: &str) {
        self.join(member);
        let n = self.subscriptions;
        let m = self.members.iter_mut().find(|m| m.id == member).expect("joined");
        if !m.topics.iter().any(|(t, _)| t == topic) {
            m.topics.push((topic.to_string(), n));
            self.subscriptions += 1;
        }
    }
    /// `member` no longer reads `topic`; a member left reading nothing
    /// leaves the group. Returns true when it was subscribed.
    pub fn unsubscribe(&mut self, member: &str, topic: &str) -> bool {
        let Some(m) = self.members.iter_mut().find(|m| m.id == member) else { return false };
        let before = m.topics.len();
        m.topics.retain(|(t, _)| t != topic);
        let was = m.topics.len() != before;
        if m.topics.is_empty() {
            self.leave(member);
        }
        was
    }
    /// Removes a member; returns true when it was in.
    pub fn leave(&mut self, member: &str) -> bool {
        let before = self.members.len();
        self.members.retain(|m| m.id != member);
        before != self.members.len()
    }
    /// The member's default name: the group's first member, or `G-1`.
    pub fn default_member(&self) -> String {
        self.members.first().map(|m| m.id.clone()).unwrap_or_else(|| format!("{}-1", self.name))
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

    /// The committed offset of a topic-partition (the next offset the group
    /// reads there after a restart or a rebalance), if any.
    pub fn committed(&self, topic: &str, partition: u32) -> Option<Offset> {
        *self.committed.get(topic)?.get(partition as usize)?
    }
    /// Commits an offset (the next offset to read). A partition index no
    /// topic can have (at or above [`MAX_PARTITIONS`]) is ignored.
    pub fn commit(&mut self, topic: &str, partition: u32, offset: Offset) {
        if partition >= MAX_PARTITIONS {
            return;
        }
        let slots = match self.committed.get_mut(topic) {
            Some(t) => t,
            None => self.committed.entry(topic.to_string()).or_default(),
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
    /// Forgets the committed offsets of one topic (it was deleted or recreated).
    pub fn forget_topic(&mut self, topic: &str) {
        self.committed.remove(topic);
    }
    /// All committed offsets, ordered by topic then partition.
    pub fn committed_offsets(&self) -> impl Iterator<Item = (&str, u32, Offset)> + '_ {
        self.committed
            .iter()
            .flat_map(|(t, ps)| ps.iter().enumerate().filter_map(move |(p, o)| Some((t.as_str(), p as u32, (*o)?))))
    }
    /// Topics this group holds committed offsets in, sorted.
    pub fn topics(&self) -> Vec<String> {
        self.committed.iter().filter(|(_, ps)| ps.iter().any(Option::is_some)).map(|(t, _)| t.clone()).collect()
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
