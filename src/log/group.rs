//! A consumer group: its members, their committed offsets, and the range
//! assignor.

use std::collections::BTreeMap;

use super::MAX_PARTITIONS;

use super::Offset;

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
