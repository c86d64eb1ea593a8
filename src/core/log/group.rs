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
    /// The `isolation.level` its members read with (the last one a member
    /// used): what its lag is measured to.
    isolation: super::Isolation,
    /// Its members are a share group's (the game's Workers of a group whose
    /// type is share): the records' state is the share group's of the same
    /// name ([`super::share::ShareGroup`]), this one keeps who is subscribed.
    share: bool,
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
    /// The `isolation.level` its members read with: its lag is measured to
    /// the high watermark (`read_uncommitted`) or to the last stable offset
    /// (`read_committed`). Rule: docs/RULES.md#transactions.
    pub fn isolation(&self) -> super::Isolation {
        self.isolation
    }
    /// Whether it holds a share group's members (the group's type is share).
    pub fn is_share(&self) -> bool {
        self.share
    }
    /// Marks it as holding a share group's members (or not).
    pub fn set_share(&mut self, share: bool) {
        self.share = share;
    }
    /// Sets the `isolation.level` its members read with.
    pub fn set_isolation(&mut self, isolation: super::Isolation) {
        self.isolation = isolation;
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

    /// Which member reads each partition under Kafka's range assignor:
    /// members sorted by member id take contiguous ranges. With `m` members
    /// and `n` partitions each gets `n / m`, the first `n % m` one more;
    /// members beyond `n` sit idle. Returns one entry per partition: an
    /// index into [`Group::members`] (join order).
    pub fn assignment(&self, partitions: u32) -> Vec<Option<usize>> {
        let sorted = self.sorted_members();
        range_assignment(sorted.len(), partitions).into_iter().map(|m| m.map(|i| sorted[i])).collect()
    }

    /// The partitions member `index` (into [`Group::members`]) reads under
    /// the range assignor, as a range.
    pub fn partitions_of(&self, index: usize, partitions: u32) -> std::ops::Range<u32> {
        let sorted = self.sorted_members();
        match sorted.iter().position(|&i| i == index) {
            Some(rank) => member_range(rank, sorted.len(), partitions),
            None => 0..0,
        }
    }

    /// Indexes into [`Group::members`], sorted by member id.
    fn sorted_members(&self) -> Vec<usize> {
        let mut order: Vec<usize> = (0..self.members.len()).collect();
        order.sort_by(|&a, &b| self.members[a].id.cmp(&self.members[b].id));
        order
    }

    /// The committed offset of a topic-partition (the next offset the group
    /// reads there after a restart or a rebalance), if any.
    #[inline]
    pub fn committed(&self, topic: &str, partition: u32) -> Option<Offset> {
        *self.committed.get(topic)?.get(partition as usize)?
    }
    /// Every committed offset of a topic, by partition index (`None` where
    /// the group has not committed; shorter than the topic, or empty, when
    /// it never committed on the last partitions): one lookup of the topic
    /// for a reader of them all.
    pub fn committed_in(&self, topic: &str) -> &[Option<Offset>] {
        self.committed.get(topic).map(Vec::as_slice).unwrap_or(&[])
    }
    /// Commits an offset (the next offset to read). A partition index no
    /// topic can have (at or above [`MAX_PARTITIONS`]) is ignored.
    pub fn commit(&mut self, topic: &str, partition: u32, offset: Offset) {
        self.commit_many(topic, [(partition, offset)]);
    }
    /// [`Group::commit`] of several partitions of one topic, in the given
    /// order, looking the topic up once. Indexes at or above
    /// [`MAX_PARTITIONS`] are ignored.
    pub fn commit_many(&mut self, topic: &str, offsets: impl IntoIterator<Item = (u32, Offset)>) {
        let mut offsets = offsets.into_iter().filter(|&(p, _)| p < MAX_PARTITIONS);
        let Some(first) = offsets.next() else { return };
        let slots = match self.committed.get_mut(topic) {
            Some(t) => t,
            None => self.committed.entry(topic.to_string()).or_default(),
        };
        let mut set = |(p, offset): (u32, Offset)| {
            let i = p as usize;
            if slots.len() <= i {
                slots.resize(i + 1, None);
            }
            slots[i] = Some(offset);
        };
        set(first);
        offsets.for_each(set);
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
    /// Topics this group holds committed offsets in, or awaits them in
    /// ([`Group::await_offsets`]), sorted.
    pub fn topics(&self) -> Vec<String> {
        self.committed.keys().cloned().collect()
    }
    /// Holds a place for `partitions` committed offsets of `topic` without
    /// committing any: a group whose `auto.offset.reset` is `none` joined
    /// a topic it never read, and stands still until `reset group` (which
    /// moves every topic in [`Group::topics`]) gives it offsets there. Keeps
    /// what the group committed already. Rule: docs/RULES.md#auto-offset-reset.
    pub fn await_offsets(&mut self, topic: &str, partitions: u32) {
        let slots = self.committed.entry(topic.to_string()).or_default();
        let n = (partitions.min(MAX_PARTITIONS)) as usize;
        if slots.len() < n {
            slots.resize(n, None);
        }
    }
}

/// How a consumer group shares a topic's partitions among its members.
/// Rule: docs/RULES.md#assignors.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Assignor {
    /// Kafka's RangeAssignor: members sorted by member id take contiguous
    /// ranges, the first `partitions % members` one more each. Eager: a
    /// rebalance stops the whole group for a round.
    #[default]
    Range,
    /// Kafka's RoundRobinAssignor: partition `p` goes to the `p % members`-th
    /// member by sorted member id. Eager.
    RoundRobin,
    /// Kafka's CooperativeStickyAssignor: members keep what they own as far
    /// as a balanced share allows; only the partitions that move are revoked,
    /// and those stall for one rebalance round while the rest keep being read.
    CooperativeSticky,
}

impl Assignor {
    /// Every assignor, in the Inspector's order.
    pub const ALL: [Assignor; 3] = [Assignor::Range, Assignor::RoundRobin, Assignor::CooperativeSticky];

    /// Kafka's `partition.assignment.strategy` name (`range`, `roundrobin`,
    /// `cooperative-sticky`).
    pub fn label(self) -> &'static str {
        match self {
            Assignor::Range => "range",
            Assignor::RoundRobin => "roundrobin",
            Assignor::CooperativeSticky => "cooperative-sticky",
        }
    }

    /// The report's spelling (`range`, `round_robin`, `cooperative_sticky`).
    pub fn key(self) -> &'static str {
        match self {
            Assignor::Range => "range",
            Assignor::RoundRobin => "round_robin",
            Assignor::CooperativeSticky => "cooperative_sticky",
        }
    }

    /// True for the assignors whose rebalance stops the whole group.
    pub fn eager(self) -> bool {
        !matches!(self, Assignor::CooperativeSticky)
    }

    /// The owner of each of `partitions` partitions among `members` members
    /// (indexes in member-id order). `previous` is the owner each partition
    /// had before (same indexes; `None`: none, or one that left), used by
    /// the sticky assignor only. Every assignor is balanced: no member owns
    /// two more than another.
    pub fn assign(self, members: usize, partitions: u32, previous: &[Option<usize>]) -> Vec<Option<usize>> {
        match self {
            Assignor::Range => range_assignment(members, partitions),
            Assignor::RoundRobin => (0..partitions as usize).map(|p| (members > 0).then(|| p % members)).collect(),
            Assignor::CooperativeSticky => sticky_assignment(members, partitions, previous),
        }
    }
}

/// Which rebalance protocol a consumer group speaks (Kafka's
/// `group.protocol`). Rule: docs/RULES.md#consumer-protocol.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum GroupProtocol {
    /// The protocol consumer groups had before Kafka 4 (and still
    /// Kafka 4's default): a member's client-side assignor (`Assignor`)
    /// hands out the partitions in a rebalance every member rejoins.
    #[default]
    Classic,
    /// Kafka 4's consumer group protocol (KIP-848): the group coordinator
    /// on the broker assigns (`RemoteAssignor`), each member converges to
    /// its target by heartbeats, and only the partitions that move pause.
    Consumer,
}

impl GroupProtocol {
    /// Both protocols, in the Inspector's order.
    pub const ALL: [GroupProtocol; 2] = [GroupProtocol::Classic, GroupProtocol::Consumer];

    /// Kafka's spelling and the report's: `classic`, `consumer`.
    pub fn label(self) -> &'static str {
        match self {
            GroupProtocol::Classic => "classic",
            GroupProtocol::Consumer => "consumer",
        }
    }
}

/// The group coordinator's assignor under the consumer protocol (Kafka's
/// `group.remote.assignor`; the broker's `group.consumer.assignors`, whose
/// first, `uniform`, is the default). Both are sticky. Rule:
/// docs/RULES.md#consumer-protocol.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum RemoteAssignor {
    /// Balanced and sticky: each member keeps what it owned up to its
    /// share; the partitions left go to the members with the fewest.
    #[default]
    Uniform,
    /// Ranges, sticky: each member keeps its lowest owned partitions up to
    /// its share; the partitions left go out in contiguous ranges, members
    /// in member-id order.
    Range,
}

impl RemoteAssignor {
    /// Both, in the Inspector's order.
    pub const ALL: [RemoteAssignor; 2] = [RemoteAssignor::Uniform, RemoteAssignor::Range];

    /// Kafka's spelling and the report's: `uniform`, `range`.
    pub fn label(self) -> &'static str {
        match self {
            RemoteAssignor::Uniform => "uniform",
            RemoteAssignor::Range => "range",
        }
    }

    /// The target owner of each of `partitions` partitions among `members`
    /// members (indexes in member-id order), given each partition's target
    /// before (`previous`, same indexes; `None`: none, or a member that
    /// left). Balanced: no member gets two more than another.
    pub fn assign(self, members: usize, partitions: u32, previous: &[Option<usize>]) -> Vec<Option<usize>> {
        match self {
            RemoteAssignor::Uniform => sticky_assignment(members, partitions, previous),
            RemoteAssignor::Range => sticky_range_assignment(members, partitions, previous),
        }
    }
}

/// The group coordinator's `range` assignor (Kafka 4's server-side
/// `RangeAssignor`): each member, in member order, keeps its lowest
/// partitions up to the quota `n / m` (and one more while extras are left,
/// when it owned more); the others go out in ascending ranges to the
/// members still short, in member order, the first of them taking the
/// extras left.
fn sticky_range_assignment(members: usize, partitions: u32, previous: &[Option<usize>]) -> Vec<Option<usize>> {
    let n = partitions as usize;
    let mut out = vec![None; n];
    if members == 0 {
        return out;
    }
    let (quota, mut extra) = (n / members, n % members);
    let mut owned: Vec<Vec<usize>> = vec![Vec::new(); members];
    for (p, o) in previous.iter().enumerate().take(n) {
        if let Some(m) = o.filter(|&m| m < members) {
            owned[m].push(p);
        }
    }
    let mut unfilled: Vec<(usize, isize)> = Vec::new();
    for (m, ps) in owned.iter().enumerate() {
        for &p in &ps[..ps.len().min(quota)] {
            out[p] = Some(m);
        }
        let remaining = quota as isize - ps.len() as isize;
        if remaining < 0 && extra > 0 {
            extra -= 1;
            out[ps[quota]] = Some(m);
        } else {
            unfilled.push((m, remaining));
        }
    }
    let mut free = (0..n).filter(|&p| out[p].is_none()).collect::<Vec<_>>().into_iter();
    for (m, mut remaining) in unfilled {
        if extra > 0 {
            remaining += 1;
            extra -= 1;
        }
        for p in free.by_ref().take(remaining.max(0) as usize) {
            out[p] = Some(m);
        }
    }
    out
}

/// Kafka's sticky rule: each member keeps up to its fair share of what it
/// owned (`n / m`, and one more for the first `n % m` that owned more), and
/// the partitions left go to the members with the fewest, in partition
/// order.
fn sticky_assignment(members: usize, partitions: u32, previous: &[Option<usize>]) -> Vec<Option<usize>> {
    let n = partitions as usize;
    let mut out = vec![None; n];
    if members == 0 {
        return out;
    }
    let (base, mut extra) = (n / members, n % members);
    let mut owned: Vec<Vec<usize>> = vec![Vec::new(); members];
    for (p, o) in previous.iter().enumerate().take(n) {
        if let Some(m) = o.filter(|&m| m < members) {
            owned[m].push(p);
        }
    }
    let mut count = vec![0usize; members];
    for (m, ps) in owned.iter().enumerate() {
        let keep = if ps.len() > base && extra > 0 {
            extra -= 1;
            base + 1
        } else {
            base.min(ps.len())
        };
        for &p in &ps[..keep] {
            out[p] = Some(m);
        }
        count[m] = keep;
    }
    for slot in out.iter_mut().filter(|o| o.is_none()) {
        let fewest = (0..members).filter(|&m| count[m] < base).min_by_key(|&m| count[m]);
        let m = match fewest {
            Some(m) => m,
            None if extra > 0 => {
                extra -= 1;
                let Some(m) = (0..members).find(|&m| count[m] == base) else { break };
                m
            }
            // Cannot happen (n = base × members + extra); leaves the rest unowned.
            None => break,
        };
        *slot = Some(m);
        count[m] += 1;
    }
    out
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Kafka's server-side range assignor keeps each member's lowest
    /// partitions up to its quota and hands the rest out in ranges.
    #[test]
    fn remote_range_is_sticky_and_contiguous() {
        // Forming: plain ranges, the first members one more.
        let first = RemoteAssignor::Range.assign(3, 8, &[]);
        assert_eq!(first, [0, 0, 0, 1, 1, 1, 2, 2].map(Some).to_vec());
        // A fourth member joins: each keeps its lowest two (the quota,
        // 8 / 4, no extras), and the newcomer gets what is left, in order.
        let next = RemoteAssignor::Range.assign(4, 8, &first);
        assert_eq!(next, [0, 0, 3, 1, 1, 3, 2, 2].map(Some).to_vec());
        // With an extra to hand out, a member that owned more keeps one more.
        let after = RemoteAssignor::Range.assign(3, 7, &[0, 0, 0, 0, 1, 1, 1].map(Some));
        assert_eq!(after, [0, 0, 0, 2, 1, 1, 2].map(Some).to_vec());
        // Nobody left: nothing is owned.
        assert_eq!(RemoteAssignor::Range.assign(0, 2, &[]), vec![None, None]);
    }
}
