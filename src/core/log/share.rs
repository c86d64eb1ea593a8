//! Share groups (KIP-932, "queues for Kafka"): any number of members read
//! one partition, each record acquired under a time-limited lock and
//! acknowledged on its own. Rule: docs/RULES.md#share-groups.
//!
//! A [`SharePartition`] is the broker's state of one topic-partition for one
//! share group: the share-partition start offset (SPSO, every record below
//! it is done), the end offset (SPEO, the next record never yet acquired),
//! and between them the in-flight records, kept as runs of consecutive
//! offsets that share a state (as Kafka's `SharePartition` keeps in-flight
//! batches, splitting one only where an acknowledgement splits it).

use super::Offset;

/// What kind of group reads a topic (Kafka's group types; a group id
/// names one kind only). Rule: docs/RULES.md#share-groups.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum GroupType {
    /// A consumer group: each partition read by one member at a time, in
    /// order, its progress a committed offset.
    #[default]
    Consumer,
    /// A share group (KIP-932): any number of members per partition,
    /// records acquired under a lock and acknowledged one by one, no order.
    Share,
}

impl GroupType {
    /// Both, in the Inspector's order.
    pub const ALL: [GroupType; 2] = [GroupType::Consumer, GroupType::Share];

    /// Kafka's spelling and the report's: `consumer`, `share`.
    pub fn label(self) -> &'static str {
        match self {
            GroupType::Consumer => "consumer",
            GroupType::Share => "share",
        }
    }
}

/// A share group's member, as the share-partition knows it (the console
/// numbers its members; the game uses its Workers' entity bits).
pub type MemberId = u64;

/// Kafka's `group.share.record.lock.duration.ms` default, in seconds: how
/// long an acquired record stays locked to its member.
pub const DEFAULT_LOCK_SECONDS: f64 = 30.0;
/// Kafka's `group.share.delivery.count.limit` default: the deliveries a
/// record gets before it is archived unacknowledged.
pub const DEFAULT_DELIVERY_LIMIT: u32 = 5;
/// Kafka's `group.share.partition.max.record.locks` default: the most
/// records in flight (from the start offset to the end offset) on one
/// share-partition.
pub const DEFAULT_MAX_RECORD_LOCKS: u64 = 2_000;

/// How a member answers for a record it acquired (Kafka's
/// `AcknowledgeType`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Acknowledge {
    /// Processed: the record is done.
    Accept,
    /// Not processed this time: it becomes available again (archived when
    /// it has had its deliveries).
    Release,
    /// Unprocessable: archived at once, never delivered again.
    Reject,
}

impl Acknowledge {
    /// The word the console takes and shows: `accept`, `release`, `reject`.
    pub fn word(self) -> &'static str {
        match self {
            Acknowledge::Accept => "accept",
            Acknowledge::Release => "release",
            Acknowledge::Reject => "reject",
        }
    }
}

/// The state of a run of in-flight records (KIP-932's record states).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Delivery {
    /// Can be acquired (released, or its lock expired).
    Available,
    /// Locked to `member` until `lock_until` (sim seconds).
    Acquired {
        /// Who holds it.
        member: MemberId,
        /// When the lock expires, sim seconds.
        lock_until: f64,
    },
    /// Accepted: done.
    Acknowledged,
    /// Never delivered again: rejected, or out of deliveries.
    Archived,
}

impl Delivery {
    /// Whether the records are done (acknowledged or archived).
    pub fn is_done(self) -> bool {
        matches!(self, Delivery::Acknowledged | Delivery::Archived)
    }
}

/// A run of consecutive in-flight offsets `[from, until)` in one state.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct InFlight {
    /// First offset.
    pub from: Offset,
    /// One past the last offset.
    pub until: Offset,
    /// Their state.
    pub state: Delivery,
    /// Times each was acquired so far (Kafka's delivery count).
    pub deliveries: u32,
}

impl InFlight {
    /// Records in the run.
    pub fn len(&self) -> u64 {
        self.until - self.from
    }
    /// Whether the run is empty (never kept).
    pub fn is_empty(&self) -> bool {
        self.until == self.from
    }
}

/// Records a member acquired: `[from, until)`, each delivered `deliveries`
/// times now (this delivery included).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Acquired {
    /// First offset.
    pub from: Offset,
    /// One past the last.
    pub until: Offset,
    /// Its delivery count, this delivery included.
    pub deliveries: u32,
}

/// The limits a share group's partitions work under (Kafka's group and
/// broker configs of the same names).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ShareLimits {
    /// `record.lock.duration.ms`, in seconds.
    pub lock_seconds: f64,
    /// `delivery.count.limit`: deliveries before a record is archived.
    pub delivery_limit: u32,
    /// `partition.max.record.locks`: most records from the start offset to
    /// the end offset.
    pub max_record_locks: u64,
}

impl Default for ShareLimits {
    fn default() -> ShareLimits {
        ShareLimits {
            lock_seconds: DEFAULT_LOCK_SECONDS,
            delivery_limit: DEFAULT_DELIVERY_LIMIT,
            max_record_locks: DEFAULT_MAX_RECORD_LOCKS,
        }
    }
}

/// One share group's state of one partition.
///
/// ```
/// use logjam_core::log::share::{Acknowledge, SharePartition, ShareLimits};
///
/// let limits = ShareLimits::default();
/// let mut sp = SharePartition::new(0);
/// // Two members acquire different records of one partition.
/// let a = sp.acquire(1, 3, 0, 10, 0.0, &limits);
/// let b = sp.acquire(2, 3, 0, 10, 0.0, &limits);
/// assert_eq!((a[0].from, a[0].until, b[0].from, b[0].until), (0, 3, 3, 6));
/// // The second accepts its own; the start offset waits for the first.
/// sp.acknowledge(2, 3, 6, Acknowledge::Accept, 1.0, &limits);
/// assert_eq!((sp.start(), sp.end(), sp.unacknowledged(10)), (0, 6, 7));
/// // The first crashes: its lock expires after 30 s, and the records go to the other.
/// sp.expire_locks(30.0, &limits);
/// let again = sp.acquire(2, 10, 0, 10, 30.0, &limits);
/// assert_eq!((again[0].from, again[0].until, again[0].deliveries), (0, 3, 2));
/// ```
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SharePartition {
    /// The share-partition start offset (SPSO): every record below it is
    /// acknowledged, archived or gone.
    start: Offset,
    /// The share-partition end offset (SPEO): the next offset never yet
    /// acquired.
    end: Offset,
    /// Runs of in-flight records in `[start, end)`, in offset order,
    /// covering it with no gap.
    in_flight: Vec<InFlight>,
    /// Records ever acquired (each delivery counts once).
    deliveries: u64,
    /// Records ever accepted.
    accepted: u64,
    /// Records ever archived (rejected or out of deliveries).
    archived: u64,
    /// Records retention deleted before the group was done with them.
    expired: u64,
    /// Whether the group has read it yet (made by [`SharePartition::new`]).
    live: bool,
    /// Where it started: every offset from here on is accepted, archived,
    /// expired, in flight or not yet acquired.
    first: Offset,
}

impl SharePartition {
    /// A share-partition starting at `start` (where `share.auto.offset.reset`
    /// put it: the log start for `earliest`, the high watermark for `latest`).
    pub fn new(start: Offset) -> SharePartition {
        SharePartition { start, end: start, live: true, first: start, ..Default::default() }
    }
    /// Whether the group has read this partition yet (one it has not is a
    /// placeholder: start and end 0, nothing in flight).
    pub fn is_live(&self) -> bool {
        self.live
    }
    /// Where it started (the start offset the group first read it at).
    pub fn first_start(&self) -> Offset {
        self.first
    }
    /// The share-partition start offset (SPSO).
    pub fn start(&self) -> Offset {
        self.start
    }
    /// The share-partition end offset (SPEO).
    pub fn end(&self) -> Offset {
        self.end
    }
    /// The in-flight runs, in offset order.
    pub fn in_flight(&self) -> &[InFlight] {
        &self.in_flight
    }
    /// Records ever acquired (deliveries, redeliveries counted again).
    pub fn deliveries(&self) -> u64 {
        self.deliveries
    }
    /// Records ever accepted.
    pub fn accepted(&self) -> u64 {
        self.accepted
    }
    /// Records ever archived (rejected, or delivered the limit's times).
    pub fn archived(&self) -> u64 {
        self.archived
    }
    /// Records retention deleted before they were acknowledged.
    pub fn expired(&self) -> u64 {
        self.expired
    }
    /// Records now acquired (locked to a member).
    pub fn acquired(&self) -> u64 {
        self.count(|s| matches!(s, Delivery::Acquired { .. }))
    }
    /// Records now acquired by `member`.
    pub fn acquired_by(&self, member: MemberId) -> u64 {
        self.count(|s| matches!(s, Delivery::Acquired { member: m, .. } if m == member))
    }
    fn count(&self, f: impl Fn(Delivery) -> bool) -> u64 {
        self.in_flight.iter().filter(|r| f(r.state)).map(InFlight::len).sum()
    }
    /// The share group's lag here: records below `high_watermark` not yet
    /// acknowledged or archived (acquired ones included).
    pub fn unacknowledged(&self, high_watermark: Offset) -> u64 {
        let window = high_watermark.saturating_sub(self.start);
        window.saturating_sub(self.count(Delivery::is_done))
    }

    /// Moves the start offset up to the log start: what retention deleted
    /// before the group was done with it is counted `expired` (archived
    /// records are not, nor acknowledged ones).
    pub fn follow_log_start(&mut self, log_start: Offset) {
        if log_start <= self.start {
            return;
        }
        let mut gone = 0;
        self.in_flight.retain_mut(|r| {
            if r.until <= log_start {
                if !r.state.is_done() {
                    gone += r.len();
                }
                return false;
            }
            if r.from < log_start {
                if !r.state.is_done() {
                    gone += log_start - r.from;
                }
                r.from = log_start;
            }
            true
        });
        gone += log_start.saturating_sub(self.end);
        self.expired += gone;
        self.start = log_start;
        self.end = self.end.max(log_start);
    }

    /// Member `member` acquires up to `max` records at `now`: first those
    /// available again (released, or their lock expired), in offset order,
    /// then new ones from the end offset up to `high_watermark`, while at
    /// most `limits.max_record_locks` records lie from the start offset to
    /// the end offset. Each acquired record's delivery count goes up by one
    /// and it is locked for `limits.lock_seconds`. Expired locks are
    /// handled first ([`SharePartition::expire_locks`]), and the start
    /// offset follows the log start. Returns the runs acquired, in offset
    /// order.
    pub fn acquire(
        &mut self,
        member: MemberId,
        max: u64,
        log_start: Offset,
        high_watermark: Offset,
        now: f64,
        limits: &ShareLimits,
    ) -> Vec<Acquired> {
        self.follow_log_start(log_start);
        self.expire_locks(now, limits);
        let lock = Delivery::Acquired { member, lock_until: now + limits.lock_seconds };
        let mut left = max;
        let mut out = Vec::new();
        let mut i = 0;
        while i < self.in_flight.len() && left > 0 {
            let r = self.in_flight[i];
            if r.state != Delivery::Available {
                i += 1;
                continue;
            }
            let take = r.len().min(left);
            self.split(i, r.from + take);
            let r = &mut self.in_flight[i];
            r.state = lock;
            r.deliveries += 1;
            out.push(Acquired { from: r.from, until: r.until, deliveries: r.deliveries });
            left -= take;
            i += 1;
        }
        let room = (self.start + limits.max_record_locks).saturating_sub(self.end);
        let take = left.min(room).min(high_watermark.saturating_sub(self.end));
        if take > 0 {
            let run = InFlight { from: self.end, until: self.end + take, state: lock, deliveries: 1 };
            self.in_flight.push(run);
            out.push(Acquired { from: run.from, until: run.until, deliveries: 1 });
            self.end += take;
        }
        self.deliveries += out.iter().map(|a| a.until - a.from).sum::<u64>();
        self.settle();
        out
    }

    /// Member `member` acknowledges `[from, until)`: only the records it
    /// holds the lock of are changed (others, and records whose lock
    /// expired, are not: Kafka refuses those). `Accept` marks them done,
    /// `Reject` archives them, `Release` makes them available again, or
    /// archives those that had `limits.delivery_limit` deliveries. Returns
    /// the runs archived (for a dead-letter topic), in offset order.
    pub fn acknowledge(
        &mut self,
        member: MemberId,
        from: Offset,
        until: Offset,
        how: Acknowledge,
        now: f64,
        limits: &ShareLimits,
    ) -> Vec<(Offset, Offset)> {
        let mut archived = Vec::new();
        let mut i = 0;
        while i < self.in_flight.len() {
            let r = self.in_flight[i];
            let held =
                matches!(r.state, Delivery::Acquired { member: m, lock_until } if m == member && now < lock_until);
            if !held || r.until <= from || r.from >= until {
                i += 1;
                continue;
            }
            if r.from < from {
                self.split(i, from);
                i += 1;
                continue;
            }
            if r.until > until {
                self.split(i, until);
            }
            let r = &mut self.in_flight[i];
            let n = r.len();
            r.state = match how {
                Acknowledge::Accept => Delivery::Acknowledged,
                Acknowledge::Reject => Delivery::Archived,
                Acknowledge::Release if r.deliveries >= limits.delivery_limit => Delivery::Archived,
                Acknowledge::Release => Delivery::Available,
            };
            match r.state {
                Delivery::Acknowledged => self.accepted += n,
                Delivery::Archived => {
                    self.archived += n;
                    archived.push((r.from, r.until));
                }
                _ => {}
            }
            i += 1;
        }
        self.settle();
        archived
    }

    /// Locks that ran out by `now` (a crashed or slow member's) let their
    /// records go: available again, or archived when they had their
    /// deliveries. Returns the runs archived.
    pub fn expire_locks(&mut self, now: f64, limits: &ShareLimits) -> Vec<(Offset, Offset)> {
        self.let_go(limits, |state| matches!(state, Delivery::Acquired { lock_until, .. } if lock_until <= now))
    }

    /// A member that left the group gives back what it holds at once (as
    /// a release). Returns the runs archived.
    pub fn release_member(&mut self, member: MemberId, limits: &ShareLimits) -> Vec<(Offset, Offset)> {
        self.let_go(limits, |state| matches!(state, Delivery::Acquired { member: m, .. } if m == member))
    }

    fn let_go(&mut self, limits: &ShareLimits, which: impl Fn(Delivery) -> bool) -> Vec<(Offset, Offset)> {
        let mut archived = Vec::new();
        for r in &mut self.in_flight {
            if !which(r.state) {
                continue;
            }
            if r.deliveries >= limits.delivery_limit {
                r.state = Delivery::Archived;
                self.archived += r.len();
                archived.push((r.from, r.until));
            } else {
                r.state = Delivery::Available;
            }
        }
        self.settle();
        archived
    }

    /// Splits the run holding `at` so that a run starts there.
    fn split(&mut self, i: usize, at: Offset) {
        let r = self.in_flight[i];
        if at <= r.from || at >= r.until {
            return;
        }
        self.in_flight[i].until = at;
        self.in_flight.insert(i + 1, InFlight { from: at, ..r });
    }

    /// Moves the start offset past the leading runs that are done, and
    /// joins neighbouring runs in the same state with the same delivery
    /// count (so the list stays as short as the states allow).
    fn settle(&mut self) {
        let done = self.in_flight.iter().take_while(|r| r.state.is_done()).count();
        if done > 0 {
            self.start = self.in_flight[done - 1].until;
            self.in_flight.drain(..done);
        }
        self.in_flight.dedup_by(|b, a| {
            let same = a.until == b.from && a.state == b.state && a.deliveries == b.deliveries;
            if same {
                a.until = b.until;
            }
            same
        });
    }
}

/// A share group: its members in join order (each with the id its records
/// are locked to), its state of each partition it reads, and its configs.
/// Group ids are one namespace: a share group never has the name of a
/// consumer group ([`super::Cluster::share_group_or_create`]).
#[derive(Clone, Debug, Default)]
pub struct ShareGroup {
    name: String,
    /// Members in join order, with their ids.
    members: Vec<(String, MemberId)>,
    /// The id the next console member gets.
    next_id: MemberId,
    /// Topic → its share-partitions, by partition index (created as the
    /// group first reads each).
    partitions: std::collections::BTreeMap<String, Vec<SharePartition>>,
    limits: ShareLimits,
    /// `share.auto.offset.reset`: a new share-partition starts at the log
    /// start (`true`, earliest) or the high watermark (`false`, latest,
    /// Kafka's default).
    earliest: bool,
    /// `errors.deadletterqueue.topic.name`: where archived records are
    /// copied (KIP-1191), if anywhere.
    dead_letter: Option<String>,
}

impl ShareGroup {
    /// An empty share group with Kafka's default limits, reading new
    /// partitions from the high watermark.
    pub fn new(name: &str) -> ShareGroup {
        ShareGroup { name: name.to_string(), next_id: 1, ..Default::default() }
    }
    /// Its name.
    pub fn name(&self) -> &str {
        &self.name
    }
    /// Member names in join order.
    pub fn members(&self) -> impl Iterator<Item = &str> + '_ {
        self.members.iter().map(|(m, _)| m.as_str())
    }
    /// The id of member `name`, if it is one.
    pub fn member_id(&self, name: &str) -> Option<MemberId> {
        self.members.iter().find(|(m, _)| m == name).map(|&(_, id)| id)
    }
    /// The name of the member with id `id`.
    pub fn member_name(&self, id: MemberId) -> Option<&str> {
        self.members.iter().find(|&&(_, i)| i == id).map(|(m, _)| m.as_str())
    }
    /// The member's index in join order.
    pub fn member_index(&self, name: &str) -> Option<usize> {
        self.members.iter().position(|(m, _)| m == name)
    }
    /// Member count.
    pub fn member_count(&self) -> usize {
        self.members.len()
    }
    /// The first member, or `NAME-1` for a group with none.
    pub fn default_member(&self) -> String {
        self.members.first().map(|(m, _)| m.clone()).unwrap_or_else(|| format!("{}-1", self.name))
    }
    /// Joins `name` (a no-op for a member already in); returns its id.
    pub fn join(&mut self, name: &str) -> MemberId {
        if let Some(id) = self.member_id(name) {
            return id;
        }
        let id = self.next_id;
        self.next_id += 1;
        self.members.push((name.to_string(), id));
        id
    }
    /// Joins `name` with the id `id` (the game's Workers bring their own).
    pub fn join_with_id(&mut self, name: &str, id: MemberId) {
        if self.member_id(name).is_none() {
            self.members.push((name.to_string(), id));
        }
    }
    /// `name` leaves: what it holds is released at once (records out of
    /// deliveries archived). Returns the archived runs by topic and
    /// partition, and whether it was a member.
    pub fn leave(&mut self, name: &str) -> (Vec<(String, u32, Offset, Offset)>, bool) {
        let Some(i) = self.member_index(name) else { return (Vec::new(), false) };
        let (_, id) = self.members.remove(i);
        let mut archived = Vec::new();
        for (topic, parts) in &mut self.partitions {
            for (p, sp) in parts.iter_mut().enumerate() {
                for (a, b) in sp.release_member(id, &self.limits) {
                    archived.push((topic.clone(), p as u32, a, b));
                }
            }
        }
        (archived, true)
    }
    /// Its limits (lock duration, delivery limit, record locks).
    pub fn limits(&self) -> &ShareLimits {
        &self.limits
    }
    /// Sets its limits.
    pub fn set_limits(&mut self, limits: ShareLimits) {
        self.limits = limits;
    }
    /// `share.auto.offset.reset`: `true` for earliest.
    pub fn earliest(&self) -> bool {
        self.earliest
    }
    /// Sets `share.auto.offset.reset` (earliest: `true`), for
    /// share-partitions not yet created.
    pub fn set_earliest(&mut self, earliest: bool) {
        self.earliest = earliest;
    }
    /// Its dead-letter topic, if any.
    pub fn dead_letter(&self) -> Option<&str> {
        self.dead_letter.as_deref()
    }
    /// Sets its dead-letter topic.
    pub fn set_dead_letter(&mut self, topic: Option<String>) {
        self.dead_letter = topic;
    }
    /// The topics it has read, by name.
    pub fn topics(&self) -> impl Iterator<Item = &str> + '_ {
        self.partitions.keys().map(String::as_str)
    }
    /// Its share-partitions of `topic` (those it has read), by index.
    pub fn partitions_of(&self, topic: &str) -> &[SharePartition] {
        self.partitions.get(topic).map(Vec::as_slice).unwrap_or_default()
    }
    /// The share-partition of `topic`'s partition `p`, created where the
    /// reset policy says (its log start or high watermark, from `bounds`)
    /// when the group first reads it.
    pub fn partition_mut(&mut self, topic: &str, p: u32, bounds: (Offset, Offset)) -> &mut SharePartition {
        let earliest = self.earliest;
        let parts = self.partitions.entry(topic.to_string()).or_default();
        while parts.len() <= p as usize {
            parts.push(SharePartition::default());
        }
        let sp = &mut parts[p as usize];
        if !sp.live {
            *sp = SharePartition::new(if earliest { bounds.0 } else { bounds.1 });
        }
        sp
    }
    /// Its share-partitions of `topic`, mutable (those it has read).
    pub fn partitions_mut(&mut self, topic: &str) -> &mut [SharePartition] {
        self.partitions.get_mut(topic).map(Vec::as_mut_slice).unwrap_or_default()
    }
}

/// Which partitions each of `members` members of a share group reads, from
/// a topic of `partitions`: Kafka's `simple` share assignor balances them,
/// so with no more members than partitions each member reads its own
/// (partition `p` goes to member `p % members`), and with more members each
/// partition is read by several (member `m` reads partition `m %
/// partitions`). Empty with no members.
pub fn share_assignment(members: usize, partitions: u32) -> Vec<Vec<u32>> {
    let mut out = vec![Vec::new(); members];
    if members == 0 || partitions == 0 {
        return out;
    }
    if members <= partitions as usize {
        for p in 0..partitions {
            out[p as usize % members].push(p);
        }
    } else {
        for (m, parts) in out.iter_mut().enumerate() {
            parts.push((m % partitions as usize) as u32);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const L: ShareLimits = ShareLimits { lock_seconds: 30.0, delivery_limit: 5, max_record_locks: 2_000 };

    #[test]
    fn a_poison_record_is_delivered_exactly_the_limit_then_archived() {
        let mut sp = SharePartition::new(0);
        let mut deliveries = 0;
        for round in 0..10 {
            let got = sp.acquire(1, 1, 0, 1, f64::from(round), &L);
            if got.is_empty() {
                break;
            }
            deliveries += 1;
            assert_eq!(got[0].deliveries, deliveries);
            sp.acknowledge(1, 0, 1, Acknowledge::Release, f64::from(round), &L);
        }
        assert_eq!(deliveries, 5);
        assert_eq!((sp.archived(), sp.start(), sp.unacknowledged(1)), (1, 1, 0));
    }

    #[test]
    fn reject_archives_at_once_and_accept_moves_the_start() {
        let mut sp = SharePartition::new(10);
        sp.acquire(7, 5, 0, 20, 0.0, &L);
        assert_eq!(sp.acknowledge(7, 10, 11, Acknowledge::Reject, 1.0, &L), vec![(10, 11)]);
        assert_eq!(sp.start(), 11);
        sp.acknowledge(7, 12, 15, Acknowledge::Accept, 1.0, &L);
        assert_eq!((sp.start(), sp.acquired(), sp.unacknowledged(20)), (11, 1, 6));
        sp.acknowledge(7, 11, 12, Acknowledge::Accept, 1.0, &L);
        assert_eq!((sp.start(), sp.end(), sp.in_flight().len()), (15, 15, 0));
        assert_eq!((sp.accepted(), sp.archived(), sp.deliveries()), (4, 1, 5));
    }

    #[test]
    fn an_acknowledgement_after_the_lock_expired_changes_nothing() {
        let mut sp = SharePartition::new(0);
        sp.acquire(1, 3, 0, 3, 0.0, &L);
        sp.acknowledge(1, 0, 3, Acknowledge::Accept, 30.0, &L);
        assert_eq!((sp.accepted(), sp.start()), (0, 0));
        // Another member's acknowledgement does not count either.
        sp.acquire(2, 3, 0, 3, 31.0, &L);
        sp.acknowledge(1, 0, 3, Acknowledge::Accept, 32.0, &L);
        assert_eq!(sp.acquired_by(2), 3);
    }

    #[test]
    fn the_record_locks_bound_what_is_in_flight() {
        let limits = ShareLimits { max_record_locks: 4, ..L };
        let mut sp = SharePartition::new(0);
        let got = sp.acquire(1, 100, 0, 100, 0.0, &limits);
        assert_eq!(got, vec![Acquired { from: 0, until: 4, deliveries: 1 }]);
        assert!(sp.acquire(2, 100, 0, 100, 0.0, &limits).is_empty());
        sp.acknowledge(1, 0, 2, Acknowledge::Accept, 1.0, &limits);
        assert_eq!(sp.acquire(2, 100, 0, 100, 1.0, &limits)[0], Acquired { from: 4, until: 6, deliveries: 1 });
    }

    #[test]
    fn retention_past_the_start_counts_what_was_never_done() {
        let mut sp = SharePartition::new(0);
        sp.acquire(1, 4, 0, 10, 0.0, &L);
        sp.acknowledge(1, 0, 2, Acknowledge::Accept, 0.0, &L);
        sp.follow_log_start(6);
        // 2 and 3 were acquired but not done; 4 and 5 never acquired.
        assert_eq!((sp.expired(), sp.start(), sp.end()), (4, 6, 6));
    }

    #[test]
    fn a_member_leaving_gives_its_records_back_at_once() {
        let mut sp = SharePartition::new(0);
        sp.acquire(1, 5, 0, 5, 0.0, &L);
        sp.release_member(1, &L);
        let got = sp.acquire(2, 5, 0, 5, 1.0, &L);
        assert_eq!(got, vec![Acquired { from: 0, until: 5, deliveries: 2 }]);
    }

    #[test]
    fn the_simple_assignor_spreads_members_and_partitions() {
        assert_eq!(share_assignment(2, 3), vec![vec![0, 2], vec![1]]);
        assert_eq!(share_assignment(6, 1), vec![vec![0]; 6]);
        assert_eq!(share_assignment(4, 2), vec![vec![0], vec![1], vec![0], vec![1]]);
        assert!(share_assignment(0, 3).is_empty());
    }
}
