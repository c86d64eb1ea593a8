//! Replication: brokers in zones (Kafka's racks), each partition's replicas,
//! its leader and leader epoch, its in-sync replicas (ISR) and the high
//! watermark they set.
//!
//! The partition's records live once, at the leader ([`super::Partition`]);
//! a follower is known by its log end only, since it holds a prefix of the
//! leader's log. The rules, Kafka's (docs/RULES.md#replication):
//! - a follower fetches from its leader; one that has not caught up with
//!   the leader's log end for longer than `replica_lag_max` seconds
//!   (Kafka's `replica.lag.time.max.ms`, 30 s) leaves the ISR, and rejoins
//!   once its log end reaches the high watermark;
//! - a broker that goes down leaves every ISR at once (the controller fences
//!   it); the only member of an ISR, its disk kept, leaves it into the ELR,
//!   so the ISR may be empty (KIP-966), and the partition remembers it as
//!   its last known leader;
//! - the high watermark is the lowest log end over the ISR, and it moves
//!   only while the ISR has at least `min.insync.replicas` members (Kafka
//!   4's strict min ISR, the default since 4.1 with eligible leader
//!   replicas, KIP-966); it never moves back, except by an unclean election
//!   or a lost disk ([`Change::truncated`]);
//! - a replica that leaves the ISR and leaves it smaller than
//!   `min.insync.replicas` becomes an eligible leader replica (ELR): the
//!   high watermark has not moved since, so it holds every record below it.
//!   The ELR empties once the ISR is back to `min.insync.replicas`; a
//!   replica whose disk is lost leaves it;
//! - a leader that goes down is replaced by the first live ISR member in
//!   assignment order (a new leader epoch), else by the first live ELR
//!   member; the old leader's tail beyond the new leader's log end is cut.
//!   With neither the partition is offline, unless unclean leader election
//!   lets the first live out-of-sync replica in assignment order lead (the
//!   controller does not know the replicas' log ends), losing what it
//!   lacked;
//! - followers fetch at a rate: what each may copy per round is given by
//!   the caller (a broker's fetch budget, shared by its partitions with
//!   [`fair_share`]), so a replica that comes back far behind catches up
//!   over time and rejoins the ISR only then;
//! - with `acks=all`, an append needs at least `min_insync_replicas` in the
//!   ISR (Kafka's `NOT_ENOUGH_REPLICAS`);
//! - a reassignment (a new replication factor, broker count or zone spread)
//!   adds the target's new replicas empty, at the log start: they copy the
//!   log at the fetch rate like any follower and join the ISR only once
//!   caught up. Until every target replica is in the ISR the partition
//!   keeps the replicas it had and exactly their durability (the adding
//!   ones count neither for `min.insync.replicas` nor as under-replicated,
//!   as in Kafka's `OngoingReassignmentState`); then the replicas become
//!   the target and those left out are removed (docs/RULES.md#reassignment).

use serde::{Deserialize, Serialize};

use super::Offset;

/// A broker's number inside its cluster: 0, 1, 2, …
pub type BrokerId = u32;

/// Why an append is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Refusal {
    /// The partition has no leader: every replica that could lead is down.
    Offline,
    /// `acks=all` and the ISR is smaller than `min_insync_replicas`
    /// (Kafka's `NOT_ENOUGH_REPLICAS`).
    NotEnoughReplicas,
}

/// One copy of a partition, on one broker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Replica {
    /// The broker it lives on.
    pub broker: BrokerId,
    /// The offset after its last record (the leader's is the partition's).
    pub log_end: Offset,
    /// Sim time, seconds, when it last had all the leader had (Kafka's
    /// `lastCaughtUpTimeMs`).
    pub caught_up_at: f64,
    /// Its broker is down.
    pub down: bool,
}

/// What a failure, a return or an election did to one partition.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Change {
    /// A new leader was elected (the leader epoch moved on).
    pub elected: Option<BrokerId>,
    /// The election was unclean: the new leader was not in the ISR.
    pub unclean: bool,
    /// The records cut from the end of the log, `[from, to)`: the old
    /// leader's tail the new leader never had. Those below `hw_before`
    /// were acknowledged to `acks=all` producers.
    pub truncated: Option<(Offset, Offset)>,
    /// The high watermark before the change.
    pub hw_before: Offset,
    /// The partition has no leader after the change.
    pub offline: bool,
}

/// The replicas of one partition, its leader, ISR, leader epoch and high
/// watermark.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ReplicaSet {
    /// In assignment order: the first is the preferred leader.
    replicas: Vec<Replica>,
    /// The broker that leads, if any.
    leader: Option<BrokerId>,
    /// The in-sync replicas, by broker, in assignment order.
    isr: Vec<BrokerId>,
    /// Eligible leader replicas, by broker, in assignment order: out of the
    /// ISR but holding every record below the high watermark (KIP-966).
    #[serde(default)]
    elr: Vec<BrokerId>,
    /// The leader the partition had when its ISR emptied (Kafka's
    /// `lastKnownElr` under KIP-966's balanced recovery): once the ISR and
    /// the ELR are both empty, it may lead again when it returns.
    #[serde(default)]
    last_known_leader: Option<BrokerId>,
    /// `min.insync.replicas`: the high watermark moves only while the ISR
    /// has this many members (or every replica, when there are fewer).
    #[serde(default = "one")]
    min_insync: u32,
    /// Bumped at every election (Kafka's leader epoch).
    leader_epoch: u32,
    /// A reassignment's target replicas, in assignment order; empty when
    /// none runs (Kafka's `targetReplicas`).
    #[serde(default)]
    target: Vec<BrokerId>,
    /// The target's replicas not yet caught up when it began, by broker
    /// (Kafka's `addingReplicas`): they copy the log but do not count for
    /// `min.insync.replicas` until the reassignment completes.
    #[serde(default)]
    adding: Vec<BrokerId>,
    /// The lowest log end over the ISR; consumers read below it.
    high_watermark: Offset,
    /// How the high watermark is taken (a test breaks it on purpose).
    #[serde(skip)]
    hw_rule: HwRule,
}

/// How the high watermark is taken: Kafka's rule, or (in tests only) a
/// broken one that trusts the leader alone.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) enum HwRule {
    /// The lowest log end over the ISR.
    #[default]
    Isr,
    /// The leader's log end (wrong: a test shows what it loses).
    LeaderOnly,
}

fn one() -> u32 {
    1
}

/// What one round of follower fetches copies, for
/// [`ReplicaSet::fetch_to`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Fetch {
    /// Copy the leader's log up to this offset: what it held at `as_of`.
    pub target: Offset,
    /// Sim time, seconds, the target stands for (a fetch waits for data,
    /// Kafka's `replica.fetch.wait.max.ms`).
    pub as_of: f64,
    /// Sim time now, seconds.
    pub now: f64,
    /// A follower not caught up for longer than this leaves the ISR,
    /// seconds (Kafka's `replica.lag.time.max.ms`).
    pub lag_max: f64,
    /// The partition's log start: a follower below it (retention removed
    /// what it lacked) starts again from it, as Kafka's does on
    /// `OFFSET_OUT_OF_RANGE`.
    pub log_start: Offset,
}

impl ReplicaSet {
    /// A partition on `brokers` (assignment order; the first leads), every
    /// replica in sync at `log_end`, leader epoch 0, at sim time `now`.
    /// `brokers` must not be empty.
    pub fn new(brokers: &[BrokerId], log_end: Offset, now: f64) -> ReplicaSet {
        let replicas: Vec<Replica> =
            brokers.iter().map(|&broker| Replica { broker, log_end, caught_up_at: now, down: false }).collect();
        ReplicaSet {
            leader: brokers.first().copied(),
            isr: brokers.to_vec(),
            replicas,
            elr: Vec::new(),
            last_known_leader: None,
            min_insync: 1,
            leader_epoch: 0,
            target: Vec::new(),
            adding: Vec::new(),
            high_watermark: log_end,
            hw_rule: HwRule::Isr,
        }
    }

    /// A partition's replicas as a real cluster's metadata reports them:
    /// `replicas` in assignment order, its `leader` (`None`: offline), its
    /// `isr`, and of the replicas those whose broker the metadata lists no
    /// more (`down`). A client sees no follower's log end: every replica
    /// stands at the high watermark, the leader included, so the ISR and
    /// the leader are the cluster's word, not this model's. No ELR (the
    /// metadata a client reads does not carry it). `now`: sim seconds.
    /// `replicas` must not be empty.
    ///
    /// ```
    /// use logjam_core::log::ReplicaSet;
    ///
    /// let set = ReplicaSet::observed(&[2, 0, 1], Some(0), &[0, 2], &[1], 40, 3.0);
    /// assert_eq!(set.leader(), Some(0));
    /// assert_eq!(set.isr(), [2, 0], "in assignment order");
    /// assert!(set.replicas()[2].down);
    /// assert_eq!(set.high_watermark(), 40);
    /// assert_eq!(set.preferred_leader(), Some(2));
    /// ```
    pub fn observed(
        replicas: &[BrokerId],
        leader: Option<BrokerId>,
        isr: &[BrokerId],
        down: &[BrokerId],
        high_watermark: Offset,
        now: f64,
    ) -> ReplicaSet {
        let mut set = ReplicaSet::new(replicas, high_watermark, now);
        set.leader = leader.filter(|l| replicas.contains(l));
        set.isr = replicas.iter().copied().filter(|b| isr.contains(b)).collect();
        for r in &mut set.replicas {
            r.down = down.contains(&r.broker);
        }
        set
    }

    /// The replicas, in assignment order.
    pub fn replicas(&self) -> &[Replica] {
        &self.replicas
    }

    /// The leading broker; `None` while the partition is offline.
    pub fn leader(&self) -> Option<BrokerId> {
        self.leader
    }

    /// The in-sync replicas, by broker.
    pub fn isr(&self) -> &[BrokerId] {
        &self.isr
    }

    /// The eligible leader replicas, by broker (KIP-966): out of the ISR,
    /// yet holding every record below the high watermark; empty while the
    /// ISR has `min.insync.replicas` members.
    pub fn elr(&self) -> &[BrokerId] {
        &self.elr
    }

    /// The leader this partition had when its ISR emptied, while it has
    /// no leader since (Kafka's `LastKnownElr` in `kafka-topics
    /// --describe`): with the ISR and the ELR empty, it leads again once it
    /// is back. Rule: docs/RULES.md#elr.
    pub fn last_known_leader(&self) -> Option<BrokerId> {
        self.last_known_leader
    }

    /// `min.insync.replicas` as this set applies it: never more than its
    /// replicas (Kafka's effective min ISR).
    /// During a reassignment only the replicas it had before count (the
    /// ones being added do not).
    pub fn effective_min_insync(&self) -> u32 {
        self.min_insync.min(self.replication_factor()).max(1)
    }

    /// Its replication factor: its replicas, less those a reassignment is
    /// still adding (Kafka's `OngoingReassignmentState.replicationFactor`).
    pub fn replication_factor(&self) -> u32 {
        (self.replicas.len() - self.adding.len()) as u32
    }

    /// A reassignment's target replicas, in assignment order; empty when
    /// none runs.
    pub fn reassignment_target(&self) -> &[BrokerId] {
        &self.target
    }

    /// The replicas a reassignment is adding, by broker: they copy the log
    /// and count for nothing until it completes.
    pub fn adding(&self) -> &[BrokerId] {
        &self.adding
    }

    /// How far the replicas being added have copied: `(copied, total)`
    /// records over those not yet in the ISR, each counted from `log_start`
    /// to the partition's log end (the longest copy's, so a leader that is
    /// down counts too). `None` when no reassignment runs; `(n, n)` once
    /// they are all in sync.
    pub fn catch_up(&self, log_start: Offset) -> Option<(u64, u64)> {
        if self.target.is_empty() {
            return None;
        }
        let end = self.log_end();
        let behind = self.adding.iter().filter(|b| !self.isr.contains(b)).filter_map(|&b| self.replica(b));
        let (mut copied, mut total) = (0u64, 0u64);
        for r in behind {
            total += end.saturating_sub(log_start);
            copied += r.log_end.min(end).saturating_sub(log_start);
        }
        Some((copied, total))
    }

    /// Starts a reassignment to `target` (brokers in assignment order, not
    /// empty) at sim time `now`: each target broker without a replica gets
    /// one, empty at `log_start`, out of the ISR (it fetches from there);
    /// replicas being added that `target` no longer names, and are not in
    /// the ISR, are dropped. The partition keeps its other replicas until
    /// every target replica is in the ISR ([`ReplicaSet::fetch_to`]
    /// completes it). A target with the same brokers reorders the replicas
    /// at once (nothing to copy); the replicas it already has, or the
    /// target already running, change nothing (the sim asks every tick
    /// until it is done). Rule: docs/RULES.md#reassignment.
    pub fn reassign(&mut self, target: &[BrokerId], log_start: Offset, now: f64) {
        let there = self.target.is_empty() && self.replicas.iter().map(|r| r.broker).eq(target.iter().copied());
        if target.is_empty() || there || self.target == target {
            return;
        }
        let (isr, leader) = (&self.isr, self.leader);
        let dropped: Vec<BrokerId> = self
            .adding
            .iter()
            .copied()
            .filter(|b| !target.contains(b) && !isr.contains(b) && leader != Some(*b))
            .collect();
        self.replicas.retain(|r| !dropped.contains(&r.broker));
        self.adding.retain(|b| !dropped.contains(b));
        self.elr.retain(|b| !dropped.contains(b));
        for &b in target {
            if self.replica(b).is_none() {
                self.replicas.push(Replica { broker: b, log_end: log_start, caught_up_at: now, down: false });
                self.adding.push(b);
            }
        }
        self.target = target.to_vec();
        self.complete_reassignment();
    }

    /// Completes a running reassignment once every target replica is in
    /// the ISR and a leader serves: the replicas become the target, in its
    /// order, and the others leave the ISR and the ELR. A leader outside
    /// the target hands over to the first target replica in the ISR, a
    /// controlled move (it copies the rest of the leader's log first; a new
    /// leader epoch), as Kafka's controller does at the end of a
    /// reassignment.
    fn complete_reassignment(&mut self) {
        if self.target.is_empty() || self.leader.is_none() || !self.target.iter().all(|b| self.isr.contains(b)) {
            return;
        }
        let target = std::mem::take(&mut self.target);
        self.adding.clear();
        if self.leader.is_some_and(|l| !target.contains(&l)) {
            let end = self.leader_log_end().unwrap_or(0);
            let next = target[0];
            if let Some(r) = self.replica_mut(next) {
                r.log_end = r.log_end.max(end);
            }
            self.leader = Some(next);
            self.leader_epoch += 1;
        }
        let mut kept: Vec<Replica> = Vec::with_capacity(target.len());
        for &b in &target {
            if let Some(r) = self.replica(b) {
                kept.push(r.clone());
            }
        }
        self.replicas = kept;
        self.isr.retain(|b| target.contains(b));
        self.isr.sort_by_key(|b| target.iter().position(|t| t == b));
        self.elr.retain(|b| target.contains(b));
        if !self.under_min_isr() {
            self.elr.clear();
        }
        self.update_high_watermark();
    }

    /// Sets `min.insync.replicas` (at least 1). The ELR empties when the
    /// ISR already has that many; the high watermark may move on.
    pub fn set_min_insync(&mut self, min_insync: u32) {
        if self.min_insync == min_insync.max(1) {
            return;
        }
        self.min_insync = min_insync.max(1);
        if self.isr.len() as u32 >= self.effective_min_insync() {
            self.elr.clear();
        }
        self.update_high_watermark();
    }

    /// The ISR is smaller than `min.insync.replicas`: the high watermark
    /// stands still and `acks=all` appends are refused.
    pub fn under_min_isr(&self) -> bool {
        (self.isr.len() as u32) < self.effective_min_insync()
    }

    /// The leader epoch: 0 at the start, one more at each election.
    pub fn leader_epoch(&self) -> u32 {
        self.leader_epoch
    }

    /// The high watermark: consumers read below it; `acks=all` producers
    /// are acknowledged up to it.
    pub fn high_watermark(&self) -> Offset {
        self.high_watermark
    }

    /// The ISR is smaller than the replication factor (replicas being
    /// added by a reassignment do not count).
    pub fn under_replicated(&self) -> bool {
        (self.isr.len() as u32) < self.replication_factor()
    }

    /// The leader's log end, if there is a leader.
    pub fn leader_log_end(&self) -> Option<Offset> {
        self.leader.and_then(|b| self.replica(b)).map(|r| r.log_end)
    }

    fn replica(&self, broker: BrokerId) -> Option<&Replica> {
        self.replicas.iter().find(|r| r.broker == broker)
    }

    fn replica_mut(&mut self, broker: BrokerId) -> Option<&mut Replica> {
        self.replicas.iter_mut().find(|r| r.broker == broker)
    }

    /// Whether an append may be taken now: `wait_for_isr` is `acks=all`.
    ///
    /// Errors: [`Refusal::Offline`] with no leader; [`Refusal::NotEnoughReplicas`]
    /// with `acks=all` and fewer than `min_insync` in the ISR.
    pub fn check_append(&self, wait_for_isr: bool, min_insync: u32) -> Result<(), Refusal> {
        if self.leader.is_none() {
            return Err(Refusal::Offline);
        }
        if wait_for_isr && (self.isr.len() as u32) < min_insync {
            return Err(Refusal::NotEnoughReplicas);
        }
        Ok(())
    }

    /// The leader appended: its log end is now `log_end`, at time `now`.
    /// Nothing happens while offline.
    pub fn leader_appended(&mut self, log_end: Offset, now: f64) {
        if let Some(b) = self.leader
            && let Some(r) = self.replica_mut(b)
        {
            r.log_end = r.log_end.max(log_end);
            r.caught_up_at = now;
        }
        self.update_high_watermark();
    }

    /// One round of follower fetches at sim time `now`: each live follower
    /// copies up to `budget` records of what the leader has, then the ISR
    /// shrinks (caught up longer ago than `lag_max` seconds) or grows (log
    /// end at the high watermark), and the high watermark is taken again.
    pub fn fetch(&mut self, now: f64, budget: u64, lag_max: f64) {
        let Some(end) = self.leader_log_end() else { return };
        let f = Fetch { target: end, as_of: now, now, lag_max, log_start: 0 };
        self.fetch_to(f, |_, _| budget);
    }

    /// What each live follower lacks of `target` (capped at the leader's
    /// log end), by broker, and whether a reassignment is adding it: what a
    /// round of fetches would copy with no limit. Empty while the partition
    /// has no leader.
    pub fn needs(&self, target: Offset) -> impl Iterator<Item = (BrokerId, u64, bool)> + '_ {
        let end = self.leader_log_end();
        let target = target.min(end.unwrap_or(0));
        self.replicas
            .iter()
            .filter(move |r| end.is_some() && !r.down && Some(r.broker) != self.leader)
            .map(move |r| (r.broker, target.saturating_sub(r.log_end), self.adding.contains(&r.broker)))
    }

    /// One round of follower fetches: each live follower copies the
    /// leader's log toward `f.target`, at most `grant(broker)` records (its
    /// broker's fetch budget for this partition); one that reaches the
    /// target counts as caught up at `f.as_of`; `grant` is also told whether
    /// a reassignment is adding the replica (a replication throttle caps
    /// those). Then, at `f.now`, a
    /// follower not caught up for longer than `f.lag_max` leaves the ISR,
    /// and a live one rejoins once it has the high watermark or all the
    /// target (with the leader alone in the ISR the high watermark is the
    /// leader's log end, which a follower a fetch's wait behind never
    /// reaches under steady traffic; in Kafka the fetch itself catches up).
    /// The high watermark is taken again.
    pub fn fetch_to(&mut self, f: Fetch, grant: impl Fn(BrokerId, bool) -> u64) {
        let Some(end) = self.leader_log_end() else { return };
        let leader = self.leader;
        let target = f.target.min(end);
        let adding = &self.adding;
        for r in self.replicas.iter_mut().filter(|r| !r.down && Some(r.broker) != leader) {
            r.log_end = r.log_end.max(f.log_start.min(target));
            let granted = grant(r.broker, adding.contains(&r.broker));
            r.log_end = r.log_end.saturating_add(granted).min(target.max(r.log_end));
            if r.log_end >= target {
                r.caught_up_at = r.caught_up_at.max(f.as_of);
            }
        }
        // Neither leaving nor joining the ISR changes a replica, so each is
        // decided as it is reached, in replica order (no list per round).
        let lagging = |r: &Replica| Some(r.broker) != leader && f.now - r.caught_up_at > f.lag_max;
        for i in 0..self.replicas.len() {
            if lagging(&self.replicas[i]) {
                self.leave_isr(self.replicas[i].broker, true);
            }
        }
        let join_at = self.high_watermark.min(target);
        for i in 0..self.replicas.len() {
            let r = &self.replicas[i];
            if !r.down && r.log_end >= join_at && !lagging(r) {
                let b = r.broker;
                if !self.isr.contains(&b) {
                    // Joining, it holds the high watermark: its fetch
                    // returned all the leader had (Kafka's ISR members all
                    // hold it), not only what the leader held a fetch's
                    // wait ago.
                    let hw = self.high_watermark;
                    self.replicas[i].log_end = self.replicas[i].log_end.max(hw.min(end));
                }
                self.join_isr(b);
            }
        }
        self.update_high_watermark();
        self.complete_reassignment();
    }

    /// Takes `broker` out of the ISR. With `keeps_data` (it holds every
    /// record below the high watermark: fenced or lagging, its disk kept),
    /// it becomes an eligible leader replica when the ISR is now smaller
    /// than `min.insync.replicas`; a lost disk takes it out of the ELR too.
    fn leave_isr(&mut self, broker: BrokerId, keeps_data: bool) {
        let was_in = self.isr.contains(&broker);
        self.isr.retain(|&b| b != broker);
        if !keeps_data {
            self.elr.retain(|&b| b != broker);
        } else if was_in && self.under_min_isr() && !self.elr.contains(&broker) {
            self.elr.push(broker);
            let order: Vec<BrokerId> = self.replicas.iter().map(|r| r.broker).collect();
            self.elr.sort_by_key(|b| order.iter().position(|o| o == b));
        }
    }

    /// Adds `broker` to the ISR, keeping assignment order.
    /// It leaves the ELR; once the ISR has `min.insync.replicas` members
    /// the ELR empties (KIP-966).
    fn join_isr(&mut self, broker: BrokerId) {
        if !self.isr.contains(&broker) {
            self.isr.push(broker);
            let order: Vec<BrokerId> = self.replicas.iter().map(|r| r.broker).collect();
            self.isr.sort_by_key(|b| order.iter().position(|o| o == b));
        }
        self.elr.retain(|&b| b != broker);
        if !self.under_min_isr() {
            self.elr.clear();
        }
    }

    /// The lowest log end over the ISR, never back; it stands still while
    /// the ISR is smaller than `min.insync.replicas` (Kafka 4's strict min
    /// ISR: a record below the high watermark is on that many replicas).
    fn update_high_watermark(&mut self) {
        let Some(end) = self.leader_log_end() else { return };
        let isr_min = match self.hw_rule {
            HwRule::Isr if self.under_min_isr() => return,
            HwRule::Isr => self.isr.iter().filter_map(|&b| self.replica(b)).map(|r| r.log_end).min().unwrap_or(end),
            HwRule::LeaderOnly => end,
        };
        self.high_watermark = self.high_watermark.max(isr_min.min(end));
    }

    /// `broker` goes down at sim time `now`; `disk_lost` when its disk goes
    /// with it (a failed broker; a restart or an outage keeps it). It leaves
    /// the ISR (its only member, into the ELR). A leader is replaced from the
    /// ISR; with none alive, `unclean` lets an out-of-sync replica lead.
    /// A lost disk that held records no other replica has cuts them
    /// ([`Change::truncated`]).
    pub fn broker_down(&mut self, broker: BrokerId, disk_lost: bool, unclean: bool, now: f64) -> Change {
        self.go_down(broker, disk_lost, unclean, now, true)
    }

    /// `broker` crashed at sim time `now` and the controller has not
    /// fenced it yet (it waits `broker.session.timeout.ms` for a broker
    /// that stopped heartbeating): as [`ReplicaSet::broker_down`], except
    /// that where it follows it stays in the ISR, so the high watermark
    /// stands still (an `acks=all` append waits for it) until
    /// [`ReplicaSet::fence`]. Where it led, a new leader is chosen now.
    /// Rule: docs/RULES.md#leader-election.
    pub fn broker_unreachable(&mut self, broker: BrokerId, disk_lost: bool, unclean: bool, now: f64) -> Change {
        self.go_down(broker, disk_lost, unclean, now, false)
    }

    /// The controller fences `broker`, down since
    /// [`ReplicaSet::broker_unreachable`]: it leaves the ISR (into the ELR
    /// when it leaves it below `min.insync.replicas` with its disk kept),
    /// and the high watermark moves on
    /// without it. Nothing happens for a broker that is up or out of the
    /// ISR already.
    pub fn fence(&mut self, broker: BrokerId, disk_lost: bool) {
        if !self.is_down(broker) || !self.isr.contains(&broker) || self.leader == Some(broker) {
            return;
        }
        self.leave_isr_unless_last(broker, disk_lost);
        self.update_high_watermark();
    }

    /// A down `broker` leaves the ISR. The ISR's only member, its disk
    /// kept, leaves it into the ELR: the ISR is empty and the ELR holds it
    /// (KIP-966: with eligible leader replicas the ISR may be empty;
    /// `kafka-topics --describe` shows `Isr:` blank and `Elr:` the last
    /// members). The last live member while another member is down but not
    /// yet fenced stays (the controller still counts that one). With its
    /// disk lost it leaves and is eligible for nothing, unless it is a
    /// partition's only replica: that one stays, comes back empty and leads
    /// (the rule book's "takes the only copy"); replicas a reassignment is
    /// still adding do not count as others. Rule: docs/RULES.md#elr.
    fn leave_isr_unless_last(&mut self, broker: BrokerId, disk_lost: bool) {
        let others_alive = self.isr.iter().any(|&b| b != broker && !self.is_down(b));
        let alone = self.isr == [broker];
        if others_alive || (disk_lost && self.replication_factor() > 1) || (alone && !disk_lost) {
            self.leave_isr(broker, !disk_lost);
        }
    }

    fn go_down(&mut self, broker: BrokerId, disk_lost: bool, unclean: bool, now: f64, fenced: bool) -> Change {
        let mut change = Change { hw_before: self.high_watermark, ..Change::default() };
        let end = self.log_end();
        let Some(r) = self.replica_mut(broker) else { return change };
        r.down = true;
        if disk_lost {
            r.log_end = 0;
            if self.last_known_leader == Some(broker) {
                self.last_known_leader = None;
            }
        }
        if fenced || self.leader == Some(broker) {
            self.leave_isr_unless_last(broker, disk_lost);
        }
        if self.leader == Some(broker) {
            self.leader = None;
            if self.isr.is_empty() && !disk_lost {
                // Kafka keeps the leader the partition had when its ISR
                // emptied (KIP-966's balanced recovery).
                self.last_known_leader = Some(broker);
            }
            self.elect(&mut change, unclean, end, now);
        }
        if self.leader.is_none() {
            // Offline: what survives is what the other disks hold.
            let kept = self.replicas.iter().map(|r| r.log_end).max().unwrap_or(0);
            if kept < end {
                change.truncated = Some((kept, end));
                self.high_watermark = self.high_watermark.min(kept);
            }
        }
        self.update_high_watermark();
        change.offline = self.leader.is_none();
        change
    }

    /// The longest log end over the replicas: the partition's log end.
    pub fn log_end(&self) -> Offset {
        self.replicas.iter().map(|r| r.log_end).max().unwrap_or(0)
    }

    fn is_down(&self, broker: BrokerId) -> bool {
        self.replica(broker).is_none_or(|r| r.down)
    }

    /// Elects a leader for an offline partition, in Kafka 4's order: the
    /// first live ISR member; else the first live eligible leader replica
    /// (it holds every record below the high watermark); else, with the
    /// ISR and the ELR both empty, the last known leader (KIP-966's
    /// balanced recovery; Kafka flags that election unclean for what the
    /// crashed leader may not have flushed: the game's disks keep every
    /// record written, so it lacks nothing and counts as clean); else, with
    /// `unclean`, the first live replica in assignment order, however far
    /// behind (Kafka's controller, `PartitionChangeBuilder`, knows no log
    /// ends; docs/RULES.md#unclean-election). Cuts the tail the new
    /// leader lacks, up to `end` (the log end before the change).
    fn elect(&mut self, change: &mut Change, unclean: bool, end: Offset, now: f64) {
        let clean = self.isr.iter().copied().find(|&b| !self.is_down(b));
        let eligible = clean.or_else(|| self.elr.iter().copied().find(|&b| !self.is_down(b))).or_else(|| {
            self.last_known_leader.filter(|&b| self.isr.is_empty() && self.elr.is_empty() && !self.is_down(b))
        });
        let pick = eligible.or_else(|| if unclean { self.first_live() } else { None });
        let Some(b) = pick else { return };
        let new_end = self.replica(b).map(|r| r.log_end).unwrap_or(0);
        self.leader = Some(b);
        self.last_known_leader = None;
        self.leader_epoch += 1;
        change.elected = Some(b);
        change.unclean = eligible.is_none();
        if clean.is_none() {
            // From the ELR it leads alone and leaves it; an unclean
            // election empties the ELR (what it held may be cut).
            self.isr = vec![b];
            if eligible.is_some() {
                self.elr.retain(|&e| e != b);
            } else {
                self.elr.clear();
            }
        }
        if new_end < end {
            change.truncated = Some((new_end, end));
        }
        self.high_watermark = self.high_watermark.min(new_end);
        for r in &mut self.replicas {
            // Replicas that had more than the new leader cut it off (Kafka
            // truncates to the leader epoch's end offset).
            r.log_end = r.log_end.min(new_end);
            if r.broker == b {
                r.caught_up_at = now;
            }
        }
    }

    /// `broker` is back at sim time `now`. A replica whose disk was lost
    /// comes back empty at `log_start` and fetches from there. An offline
    /// partition takes it as leader if it is in the ISR (or, with
    /// `unclean`, whatever it holds).
    pub fn broker_up(&mut self, broker: BrokerId, log_start: Offset, unclean: bool, now: f64) -> Change {
        let mut change = Change { hw_before: self.high_watermark, ..Change::default() };
        let leader_end = self.leader_log_end();
        let Some(r) = self.replica_mut(broker) else { return change };
        r.down = false;
        r.log_end = r.log_end.max(log_start);
        if let Some(end) = leader_end {
            r.log_end = r.log_end.min(end);
        }
        if self.leader.is_none() {
            let end = self.log_end();
            self.elect(&mut change, unclean, end, now);
        }
        self.update_high_watermark();
        change.offline = self.leader.is_none();
        change
    }

    /// `broker` comes back from a crash (an unclean shutdown): it is no
    /// longer an eligible leader replica, whatever it held (KIP-966: the
    /// controller drops a broker that did not shut down cleanly from every
    /// ELR when it registers again, as what it had not flushed may be
    /// gone). It rejoins the ISR by fetching, as any follower.
    /// Rule: docs/RULES.md#elr.
    pub fn forget_eligibility(&mut self, broker: BrokerId) {
        self.elr.retain(|&b| b != broker);
    }

    /// Elects a leader for a partition that has none, as when a broker
    /// returns: the first live ISR member, or with `unclean` the first live
    /// replica in assignment order (what it lacks is cut,
    /// [`Change::truncated`]).
    /// A led partition is left as it is.
    pub fn elect_if_offline(&mut self, unclean: bool, now: f64) -> Change {
        let mut change = Change { hw_before: self.high_watermark, ..Change::default() };
        if self.leader.is_none() {
            let end = self.log_end();
            self.elect(&mut change, unclean, end, now);
            self.update_high_watermark();
        }
        change.offline = self.leader.is_none();
        change
    }

    /// The partition's log was emptied and starts again at `log_start` (the
    /// offsets go on): every copy, up or down, holds nothing below it, so
    /// each replica's log end and the high watermark are at least there.
    pub fn rebase(&mut self, log_start: Offset) {
        for r in &mut self.replicas {
            r.log_end = r.log_end.max(log_start);
        }
        self.high_watermark = self.high_watermark.max(log_start);
    }

    /// What an unclean election would do now to a partition with no leader:
    /// the replica it would pick (the first that is up, in assignment
    /// order) and the records it lacks of the longest copy, which would be
    /// cut. `None` while the partition has a leader, or when no replica is
    /// up.
    pub fn unclean_cost(&self) -> Option<(BrokerId, u64)> {
        if self.leader.is_some() {
            return None;
        }
        let b = self.first_live()?;
        let end = self.replica(b).map_or(0, |r| r.log_end);
        Some((b, self.log_end().saturating_sub(end)))
    }

    /// The first replica that is up, in assignment order: an unclean
    /// election's pick.
    fn first_live(&self) -> Option<BrokerId> {
        self.replicas.iter().find(|r| !r.down).map(|r| r.broker)
    }

    /// The broker that should lead when it can: the first assigned.
    pub fn preferred_leader(&self) -> Option<BrokerId> {
        self.replicas.first().map(|r| r.broker)
    }

    /// Moves leadership back to the preferred replica (the first assigned)
    /// when it is alive, in the ISR and not leading (Kafka's
    /// `auto.leader.rebalance.enable`). The move is controlled: the
    /// preferred replica copies the rest of the leader's log before it
    /// takes over (the partition has no leader meanwhile, a short while the
    /// sim counts), so nothing is cut. Returns whether it moved.
    pub fn prefer_leader(&mut self) -> bool {
        let Some(first) = self.replicas.first().map(|r| r.broker) else { return false };
        if self.leader == Some(first) || self.leader.is_none() || self.is_down(first) || !self.isr.contains(&first) {
            return false;
        }
        let end = self.leader_log_end().unwrap_or(0);
        if let Some(r) = self.replica_mut(first) {
            r.log_end = r.log_end.max(end);
        }
        self.leader = Some(first);
        self.leader_epoch += 1;
        self.update_high_watermark();
        true
    }

    #[cfg(test)]
    pub(crate) fn set_hw_rule(&mut self, rule: HwRule) {
        self.hw_rule = rule;
    }

    /// Breaks the set on purpose, for tests that show a property fails on
    /// a wrong world: from now on the high watermark is the leader's log
    /// end alone, not the lowest over the ISR.
    #[doc(hidden)]
    pub fn break_high_watermark_for_tests(&mut self) {
        self.hw_rule = HwRule::LeaderOnly;
    }
}

/// Places `partitions` partitions of `replication_factor` replicas on
/// `brokers` (`(broker, zone)`), rack-aware as Kafka does: the brokers are
/// taken zone by zone in turn, partition `p`'s first replica (its
/// preferred leader) on the `p`-th of that list, and each further replica on
/// the next broker of a zone not yet used by that partition, while any is
/// left. Returns each partition's brokers in assignment order; fewer than
/// `replication_factor` when there are fewer brokers.
pub fn place(partitions: u32, replication_factor: u32, brokers: &[(BrokerId, &str)]) -> Vec<Vec<BrokerId>> {
    let mut zones: Vec<&str> = brokers.iter().map(|(_, z)| *z).collect();
    zones.sort_unstable();
    zones.dedup();
    let by_zone: Vec<Vec<BrokerId>> =
        zones.iter().map(|z| brokers.iter().filter(|(_, bz)| bz == z).map(|(b, _)| *b).collect()).collect();
    let deepest = by_zone.iter().map(Vec::len).max().unwrap_or(0);
    // Zone-alternating order: a0, b0, c0, a1, b1, c1, …
    let ring: Vec<(BrokerId, usize)> = (0..deepest)
        .flat_map(|i| by_zone.iter().enumerate().filter_map(move |(z, bs)| bs.get(i).map(|b| (*b, z))))
        .collect();
    let n = ring.len();
    let rf = (replication_factor as usize).min(n);
    (0..partitions as usize)
        .map(|p| {
            let mut chosen: Vec<(BrokerId, usize)> = Vec::with_capacity(rf);
            for step in 0..n {
                if chosen.len() == rf {
                    break;
                }
                let (b, z) = ring[(p + step) % n];
                let zone_used = chosen.iter().any(|(_, cz)| *cz == z);
                if !zone_used || chosen.len() >= zones.len() {
                    chosen.push((b, z));
                }
            }
            for step in 0..n {
                // Fewer zones than replicas: fill with the brokers left.
                if chosen.len() == rf {
                    break;
                }
                let (b, z) = ring[(p + step) % n];
                if !chosen.iter().any(|(cb, _)| *cb == b) {
                    chosen.push((b, z));
                }
            }
            chosen.into_iter().map(|(b, _)| b).collect()
        })
        .collect()
}

/// Shares one broker's fetch `budget` (records this round) among the
/// partitions it follows, whose `needs` are what each lacks: every
/// partition gets what it needs up to a common cap, and what the small
/// needs leave goes to the large ones (water-filling), so a hot partition
/// is not starved by quiet ones. Returns the cap: grant each partition
/// `need.min(cap)`; `u64::MAX` when the budget covers every need.
pub fn fair_share(budget: u64, needs: &mut [u64]) -> u64 {
    needs.sort_unstable();
    let mut left = budget;
    let n = needs.len() as u64;
    for (i, &need) in needs.iter().enumerate() {
        let share = left / (n - i as u64);
        if need > share {
            return share;
        }
        left -= need;
    }
    u64::MAX
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fetch_budget_is_shared_by_water_filling() {
        let cap = fair_share(100, &mut [10, 80, 30]);
        assert_eq!(cap, 60, "10 and 30 in full, the rest to the largest");
        assert_eq!([10u64, 80, 30].iter().map(|n| n.min(&cap)).sum::<u64>(), 100);
        assert_eq!(fair_share(100, &mut [10, 20]), u64::MAX, "enough for all");
        assert_eq!(fair_share(0, &mut [5]), 0);
        assert_eq!(fair_share(7, &mut []), u64::MAX);
    }

    #[test]
    fn a_replica_far_behind_catches_up_at_its_budget_and_only_then_rejoins() {
        let mut s = ReplicaSet::new(&[0, 1], 0, 0.0);
        s.leader_appended(1_000, 0.0);
        s.fetch(0.0, 1_000, 30.0);
        s.broker_down(1, true, false, 1.0);
        s.leader_appended(5_000, 2.0);
        s.broker_up(1, 0, false, 2.0);
        assert_eq!(s.isr(), [0]);
        let f = Fetch { target: 5_000, as_of: 2.0, now: 2.0, lag_max: 30.0, log_start: 400 };
        s.fetch_to(f, |_, _| 1_000);
        assert_eq!(s.replicas()[1].log_end, 1_400, "from the log start, 1,000 a round");
        assert_eq!(s.isr(), [0], "still catching up");
        for _ in 0..4 {
            s.fetch_to(f, |_, _| 1_000);
        }
        assert_eq!(s.replicas()[1].log_end, 5_000);
        assert_eq!(s.isr(), [0, 1], "caught up: back in the ISR");
    }

    #[test]
    fn under_min_isr_the_high_watermark_stands_and_the_fenced_replicas_are_eligible() {
        let mut s = three(100);
        s.set_min_insync(2);
        s.fetch(1.0, 100, 30.0);
        assert_eq!(s.high_watermark(), 100);
        s.broker_down(1, false, false, 2.0);
        assert_eq!((s.isr(), s.elr()), (&[0, 2][..], &[][..]), "two in sync: no ELR");
        s.broker_down(2, false, false, 2.0);
        assert_eq!((s.isr(), s.elr()), (&[0][..], &[2][..]), "below min ISR: 2 is eligible");
        assert_eq!(s.check_append(true, 2), Err(Refusal::NotEnoughReplicas));
        s.leader_appended(130, 3.0);
        assert_eq!(s.high_watermark(), 100, "strict min ISR: the high watermark stands");
        // The leader's disk goes: no ISR member is left, 2 is eligible but
        // down, so the partition waits for it, cutting nothing below 100.
        let c = s.broker_down(0, true, false, 4.0);
        assert!(c.offline);
        assert!(c.truncated.is_none_or(|(from, _)| from >= 100), "{c:?}");
        let back = s.broker_up(2, 0, false, 9.0);
        assert_eq!((back.elected, back.unclean), (Some(2), false), "a clean election from the ELR");
        assert_eq!((s.isr(), s.elr()), (&[2][..], &[][..]));
        assert_eq!(s.high_watermark(), 100);
        // With min ISR 1 the same story has no eligible replica: the lone
        // leader's acknowledged tail dies with its disk.
        let mut s = three(100);
        s.fetch(1.0, 100, 30.0);
        s.broker_down(1, false, false, 2.0);
        s.broker_down(2, false, false, 2.0);
        s.leader_appended(130, 3.0);
        assert_eq!((s.high_watermark(), s.elr()), (130, &[][..]));
        let c = s.broker_down(0, true, false, 4.0);
        assert_eq!(c.truncated, Some((100, 130)), "acknowledged by the leader alone, and gone");
        assert!(s.broker_up(2, 0, false, 9.0).offline, "no replica in sync or eligible: offline");
        assert!(s.broker_up(1, 0, false, 9.0).offline, "nor broker 1");
        let c = s.elect_if_offline(true, 10.0);
        assert!(c.unclean && c.elected.is_some(), "unclean election brings it back: {c:?}");
    }

    #[test]
    fn with_eligible_leader_replicas_the_isr_empties_and_the_elr_holds_the_last_members() {
        // min ISR 2 on three replicas: 1 stops (2 in sync, no ELR), 2 stops
        // (below min ISR: 2 is eligible), then the leader 0 restarts cleanly.
        let mut s = three(100);
        s.set_min_insync(2);
        s.fetch(1.0, 100, 30.0);
        s.broker_down(1, false, false, 2.0);
        s.broker_down(2, false, false, 2.0);
        let c = s.broker_down(0, false, false, 3.0);
        assert!(c.offline && c.truncated.is_none(), "{c:?}");
        // As `kafka-topics --describe` shows it: Leader none, Isr empty,
        // Elr 0,2 (assignment order), the last known leader 0.
        assert_eq!((s.leader(), s.isr(), s.elr()), (None, &[][..], &[0, 2][..]));
        assert_eq!(s.last_known_leader(), Some(0));
        // Whichever eligible member returns first leads, cleanly, alone.
        let back = s.broker_up(2, 0, false, 9.0);
        assert_eq!((back.elected, back.unclean), (Some(2), false));
        assert_eq!((s.isr(), s.elr(), s.last_known_leader()), (&[2][..], &[0][..], None));
        assert_eq!(s.high_watermark(), 100);
    }

    #[test]
    fn a_lone_leader_back_from_a_crash_leads_again_as_the_last_known_leader() {
        // One replica in sync (min ISR 1): its leader crashes, is fenced,
        // and comes back uncleanly shut down: out of the ELR, yet the
        // partition's last known leader, so it leads again, cutting nothing.
        let mut s = three(100);
        s.fetch(1.0, 100, 30.0);
        s.broker_down(1, false, false, 2.0);
        s.broker_down(2, false, false, 2.0);
        s.leader_appended(130, 3.0);
        s.broker_unreachable(0, false, false, 4.0);
        s.fence(0, false);
        assert_eq!((s.isr(), s.elr(), s.last_known_leader()), (&[][..], &[0][..], Some(0)));
        assert!(s.broker_up(1, 0, false, 5.0).offline, "1 is neither in sync nor eligible");
        s.forget_eligibility(0);
        let back = s.broker_up(0, 0, false, 6.0);
        assert_eq!((back.elected, back.unclean, back.truncated), (Some(0), false, None));
        assert_eq!((s.isr(), s.high_watermark()), (&[0][..], 130));
        // A lost disk is no last known leader: it would lead an empty log.
        let mut s = three(100);
        s.broker_down(1, false, false, 2.0);
        s.broker_down(2, false, false, 2.0);
        s.broker_down(0, false, false, 3.0);
        assert_eq!(s.last_known_leader(), Some(0));
        s.broker_down(0, true, false, 4.0);
        assert_eq!((s.elr(), s.last_known_leader()), (&[][..], None));
    }

    #[test]
    fn a_raised_replication_factor_protects_only_once_the_new_replicas_caught_up() {
        // One replica with 10,000 records from offset 1,000; raised to three.
        let mut s = ReplicaSet::new(&[0], 11_000, 0.0);
        s.reassign(&[0, 1, 2], 1_000, 0.0);
        assert_eq!(s.replicas().len(), 3);
        assert_eq!((s.adding(), s.isr()), (&[1, 2][..], &[0][..]), "added empty, out of the ISR");
        assert_eq!(s.replication_factor(), 1, "still one copy that counts");
        assert!(!s.under_replicated(), "the adding replicas are not missing ones");
        assert_eq!(s.catch_up(1_000), Some((0, 20_000)));
        let f = Fetch { target: 11_000, as_of: 1.0, now: 1.0, lag_max: 30.0, log_start: 1_000 };
        s.fetch_to(f, |_, adding| if adding { 2_500 } else { 0 });
        assert_eq!(s.catch_up(1_000), Some((5_000, 20_000)), "a quarter each");
        assert_eq!(s.isr(), [0]);
        // The only real copy goes with its disk now: nothing the adding
        // replicas hold makes the partition safe (clean election impossible).
        let mut lost = s.clone();
        let c = lost.broker_down(0, true, false, 2.0);
        assert!(c.offline, "the adding replicas are not eligible: {c:?}");
        assert_eq!(lost.isr(), [0], "the only copy that counts stays, and will come back empty");
        let back = lost.broker_up(0, 11_000, false, 9.0);
        assert_eq!(back.elected, Some(0), "it leads, empty: {back:?}");
        let f = Fetch { target: 11_000, as_of: 9.0, now: 9.0, lag_max: 30.0, log_start: 11_000 };
        lost.fetch_to(f, |_, _| 0);
        assert_eq!(lost.replicas()[1].log_end, 11_000, "the partial copies start again at the new log start");
        for _ in 0..3 {
            s.fetch_to(f, |_, _| 2_500);
        }
        assert_eq!(s.reassignment_target(), &[] as &[BrokerId], "every target replica in sync: done");
        assert_eq!((s.isr(), s.adding(), s.replication_factor()), (&[0, 1, 2][..], &[][..], 3));
        assert_eq!(s.catch_up(1_000), None);
        let c = s.broker_down(0, true, false, 3.0);
        assert_eq!(c.elected, Some(1), "now a copy takes over, nothing cut: {c:?}");
        assert!(c.truncated.is_none());
    }

    #[test]
    fn a_reassignment_moves_the_leader_and_removes_the_old_replicas_at_the_end() {
        let mut s = ReplicaSet::new(&[0, 1], 500, 0.0);
        s.set_min_insync(2);
        s.reassign(&[2, 1], 0, 0.0);
        assert_eq!(s.effective_min_insync(), 2, "two real replicas before, two still");
        assert_eq!(s.leader(), Some(0), "the old leader serves until the copy is done");
        let f = Fetch { target: 500, as_of: 1.0, now: 1.0, lag_max: 30.0, log_start: 0 };
        s.fetch_to(f, |_, _| 200);
        assert_eq!(s.replicas().len(), 3, "broker 2 still copying");
        s.fetch_to(f, |_, _| 300);
        let brokers: Vec<BrokerId> = s.replicas().iter().map(|r| r.broker).collect();
        assert_eq!(brokers, [2, 1], "the target, in its order");
        assert_eq!((s.leader(), s.leader_epoch(), s.isr()), (Some(2), 1, &[2, 1][..]));
        assert_eq!(s.high_watermark(), 500);
        // The same brokers in another order: nothing to copy.
        s.reassign(&[1, 2], 500, 2.0);
        assert_eq!((s.reassignment_target(), s.preferred_leader()), (&[] as &[BrokerId], Some(1)));
    }

    #[test]
    fn a_replica_joins_the_isr_holding_the_high_watermark() {
        // The leader alone in the ISR: its log end is the high watermark.
        let mut s = ReplicaSet::new(&[0, 1], 0, 0.0);
        s.broker_down(1, false, false, 0.0);
        s.leader_appended(1_000, 1.0);
        assert_eq!(s.high_watermark(), 1_000);
        s.broker_up(1, 0, false, 1.0);
        // A fetch's wait ago the leader held 990: the follower joins, and
        // holds what it was told was stored.
        let f = Fetch { target: 990, as_of: 1.0, now: 1.0, lag_max: 30.0, log_start: 0 };
        s.fetch_to(f, |_, _| 10_000);
        assert_eq!(s.isr(), [0, 1]);
        assert_eq!(s.replicas()[1].log_end, 1_000);
        // So a controlled move of the leadership to it cuts nothing acknowledged.
        let c = s.broker_down(0, false, false, 2.0);
        assert_eq!(c.elected, Some(1));
        assert!(c.truncated.is_none_or(|(from, _)| from >= c.hw_before), "{c:?}");
    }

    #[test]
    fn a_new_target_drops_the_replicas_the_old_one_was_still_adding() {
        let mut s = ReplicaSet::new(&[0], 1_000, 0.0);
        s.reassign(&[0, 1, 2], 0, 0.0);
        s.reassign(&[0, 1], 0, 1.0);
        let brokers: Vec<BrokerId> = s.replicas().iter().map(|r| r.broker).collect();
        assert_eq!((brokers.as_slice(), s.adding()), (&[0, 1][..], &[1][..]));
    }

    /// Three replicas on brokers 0, 1, 2; the leader has 100 records, the
    /// followers `copied` of them, the ISR as the fetches left it.
    fn three(copied: Offset) -> ReplicaSet {
        let mut s = ReplicaSet::new(&[0, 1, 2], 0, 0.0);
        s.leader_appended(copied, 0.0);
        s.fetch(0.0, copied, 30.0);
        s.leader_appended(100, 1.0);
        s
    }

    #[test]
    fn the_high_watermark_is_the_lowest_log_end_over_the_isr() {
        let mut s = three(60);
        assert_eq!(s.high_watermark(), 60);
        s.fetch(2.0, 30, 30.0);
        assert_eq!(s.high_watermark(), 90);
        s.fetch(3.0, 30, 30.0);
        assert_eq!(s.high_watermark(), 100);
        assert_eq!(s.isr(), [0, 1, 2]);
    }

    #[test]
    fn a_follower_behind_longer_than_the_lag_max_leaves_the_isr_and_rejoins_caught_up() {
        let mut s = three(60);
        s.broker_down(2, false, false, 1.0);
        assert_eq!(s.isr(), [0, 1], "a broker that goes down is fenced");
        s.broker_up(2, 0, false, 5.0);
        // Broker 1 fetches nothing for 31 s: it leaves.
        s.leader_appended(200, 40.0);
        s.fetch(40.0, 0, 30.0);
        assert_eq!(s.isr(), [0], "behind since 1 s, at 40 s");
        assert_eq!(s.check_append(true, 2), Err(Refusal::NotEnoughReplicas));
        assert_eq!(s.check_append(false, 2), Ok(()), "acks=1 keeps writing");
        s.fetch(41.0, 1_000, 30.0);
        assert_eq!(s.isr(), [0, 1, 2]);
        assert_eq!(s.high_watermark(), 200);
    }

    #[test]
    fn a_failed_leader_under_acks_all_loses_nothing_acknowledged() {
        // The rule book: with more replicas, all loses none, 1 loses what
        // the followers had not copied.
        let mut s = three(60);
        let c = s.broker_down(0, true, false, 2.0);
        assert_eq!(c.elected, Some(1));
        assert_eq!(s.leader_epoch(), 1);
        assert_eq!(c.truncated, Some((60, 100)), "the uncopied tail");
        assert!(c.truncated.unwrap().0 >= c.hw_before, "nothing below the high watermark: acks=all never acked it");
        assert_eq!(s.high_watermark(), 60);
        assert!(!c.offline);
    }

    #[test]
    fn one_replica_on_a_failed_broker_takes_the_only_copy_and_comes_back_empty() {
        let mut s = ReplicaSet::new(&[4], 0, 0.0);
        s.leader_appended(500, 1.0);
        assert_eq!(s.high_watermark(), 500);
        let c = s.broker_down(4, true, false, 2.0);
        assert!(c.offline);
        assert_eq!(c.truncated, Some((0, 500)));
        assert_eq!(s.check_append(false, 1), Err(Refusal::Offline));
        let back = s.broker_up(4, 500, false, 60.0);
        assert_eq!(back.elected, Some(4));
        assert_eq!(back.truncated, None, "counted once, when the disk went");
        assert_eq!(s.leader_log_end(), Some(500), "empty at the same offsets");
    }

    #[test]
    fn a_restart_keeps_the_disk_offline_until_it_returns() {
        let mut s = ReplicaSet::new(&[4], 0, 0.0);
        s.leader_appended(500, 1.0);
        let c = s.broker_down(4, false, false, 2.0);
        assert!(c.offline);
        assert_eq!(c.truncated, None);
        let back = s.broker_up(4, 0, false, 30.0);
        assert_eq!((back.elected, back.truncated), (Some(4), None));
        assert_eq!(s.high_watermark(), 500);
    }

    #[test]
    fn unclean_election_lets_an_out_of_sync_replica_lead_and_loses_what_it_lacked() {
        for unclean in [false, true] {
            let mut s = three(60);
            s.broker_down(1, false, unclean, 1.0);
            s.broker_down(2, false, unclean, 1.0);
            assert_eq!(s.isr(), [0]);
            s.broker_up(1, 0, unclean, 2.0);
            s.fetch(2.0, 20, 30.0); // broker 1 now has 80 of 100: out of sync
            let c = s.broker_down(0, false, unclean, 3.0);
            if unclean {
                assert_eq!((c.elected, c.unclean, c.truncated), (Some(1), true, Some((80, 100))));
                assert_eq!(s.isr(), [1]);
            } else {
                assert!(c.offline, "the ISR's last member is down: offline");
                assert_eq!(c.truncated, None);
                assert_eq!((s.isr(), s.elr()), (&[][..], &[0][..]), "the last member leaves the ISR into the ELR");
                let back = s.broker_up(0, 0, false, 9.0);
                assert_eq!(back.elected, Some(0));
                assert_eq!(s.leader_log_end(), Some(100), "came back with everything");
            }
        }
    }

    /// Kafka's controller picks the first live replica in assignment order,
    /// not the most advanced: it does not know the replicas' log ends.
    #[test]
    fn a_replica_back_from_a_crash_is_no_longer_eligible_to_lead() {
        // min.insync 2 on three replicas: broker 2 leaves the ISR below it
        // and is eligible; then broker 0, the last member, goes down too.
        let down_twice = || {
            let mut set = ReplicaSet::new(&[0, 1, 2], 10, 0.0);
            set.set_min_insync(2);
            set.broker_down(1, false, false, 1.0);
            set.broker_down(2, false, false, 2.0);
            assert_eq!(set.elr(), &[2]);
            set.broker_down(0, false, false, 3.0);
            assert_eq!(set.leader(), None);
            set
        };
        // Back from a clean shutdown, broker 2 leads: it holds every
        // acknowledged record.
        let mut clean = down_twice();
        assert_eq!(clean.broker_up(2, 0, false, 4.0).elected, Some(2));
        // Back from a crash it is not eligible: the partition waits for
        // broker 0, the last ISR member.
        let mut crashed = down_twice();
        crashed.forget_eligibility(2);
        assert_eq!(crashed.broker_up(2, 0, false, 4.0).elected, None);
        assert_eq!(crashed.leader(), None);
        assert_eq!(crashed.broker_up(0, 0, false, 5.0).elected, Some(0));
    }

    #[test]
    fn a_crashed_follower_holds_the_high_watermark_until_it_is_fenced() {
        // Three replicas at 60, the leader at 100; broker 2 crashes with
        // its disk.
        let mut s = three(60);
        s.broker_unreachable(2, true, false, 1.0);
        assert_eq!(s.isr(), [0, 1, 2], "not fenced yet: still in the ISR");
        s.fetch(2.0, 100, 30.0);
        assert_eq!(s.high_watermark(), 60, "the dead member holds the high watermark");
        s.fence(2, true);
        assert_eq!(s.isr(), [0, 1]);
        assert_eq!(s.high_watermark(), 100, "without it, what broker 1 copied is committed");
        // Where it leads, a crash elects at once, as a fenced failure does.
        let mut led = three(60);
        let c = led.broker_unreachable(0, false, false, 1.0);
        assert_eq!((c.elected, led.isr()), (Some(1), &[1, 2][..]));
        led.fence(0, false);
        assert_eq!(led.isr(), [1, 2], "fencing a replica out of the ISR changes nothing");
    }

    #[test]
    fn an_unclean_election_takes_the_first_live_replica_in_assignment_order() {
        let mut s = three(60);
        s.broker_down(1, false, true, 1.0);
        s.broker_down(2, false, true, 1.0);
        s.broker_up(2, 0, true, 2.0);
        s.fetch(2.0, 20, 30.0); // broker 2 now has 80 of 100
        s.broker_up(1, 0, true, 3.0); // broker 1 still has 60
        assert_eq!(s.isr(), [0]);
        let c = s.broker_down(0, false, true, 4.0);
        assert_eq!((c.elected, c.unclean, c.truncated), (Some(1), true, Some((60, 100))));
        assert_eq!(s.leader_log_end(), Some(60));
        assert_eq!(s.replica(2).map(|r| r.log_end), Some(60), "broker 2 cuts its tail to the new leader's");
    }

    #[test]
    fn the_preferred_leader_takes_back_its_partition_once_caught_up() {
        let mut s = three(100);
        s.fetch(1.0, 100, 30.0);
        s.broker_down(0, false, false, 2.0);
        assert_eq!(s.leader(), Some(1));
        s.broker_up(0, 0, false, 3.0);
        s.leader_appended(150, 3.0);
        assert!(!s.prefer_leader(), "not in the ISR yet");
        s.fetch(4.0, 100, 30.0);
        assert!(s.prefer_leader());
        assert_eq!((s.leader(), s.leader_epoch()), (Some(0), 2));
    }

    #[test]
    fn replicas_are_spread_over_zones() {
        let brokers = [(0, "a"), (1, "a"), (2, "b"), (3, "b"), (4, "c"), (5, "c")];
        let placed = place(6, 3, &brokers);
        for (p, bs) in placed.iter().enumerate() {
            let mut zones: Vec<&str> = bs.iter().map(|b| brokers[*b as usize].1).collect();
            zones.sort_unstable();
            assert_eq!(zones, ["a", "b", "c"], "partition {p}: {bs:?}");
        }
        let leaders: Vec<BrokerId> = placed.iter().map(|bs| bs[0]).collect();
        let mut distinct = leaders.clone();
        distinct.sort_unstable();
        distinct.dedup();
        assert_eq!(distinct.len(), 6, "each broker leads its share: {leaders:?}");
        // One zone: replicas on distinct brokers all the same.
        let one = place(2, 3, &[(0, "a"), (1, "a"), (2, "a")]);
        assert_eq!(one, vec![vec![0, 1, 2], vec![1, 2, 0]]);
        assert_eq!(place(1, 3, &[(0, "a")]), vec![vec![0]], "fewer brokers than replicas");
    }

    /// A tiny deterministic generator (the schedules come from a seed).
    struct Lcg(u64);
    impl Lcg {
        fn next(&mut self, n: u64) -> u64 {
            self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (self.0 >> 33) % n.max(1)
        }
    }

    /// Plays a random schedule of appends (`acks=all`, `min.insync=2`),
    /// fetches, broker failures (disk lost) and restarts (disk kept), their
    /// returns and preferred-leader moves, on a few partitions of RF 3 over
    /// brokers in three zones, unclean election off; a consumer commits what
    /// the high watermark shows and retention moves the log start. Checks
    /// Kafka's promise at every step and returns the first broken rule.
    fn kafkas_promise(seed: u64, rule: HwRule) -> Result<(), String> {
        let mut g = Lcg(seed);
        let zones = ["a", "b", "c"];
        let brokers: Vec<(BrokerId, &str)> = (0..3 + g.next(4) as u32).map(|b| (b, zones[(b % 3) as usize])).collect();
        let placed = place(1 + g.next(3) as u32, 3, &brokers);
        let mut sets: Vec<ReplicaSet> = placed.iter().map(|bs| ReplicaSet::new(bs, 0, 0.0)).collect();
        sets.iter_mut().for_each(|s| {
            s.set_hw_rule(rule);
            s.set_min_insync(2);
        });
        let mut down = vec![false; brokers.len()];
        let n = sets.len();
        // Per partition: acknowledged up to (the highest HW seen), log start,
        // committed offset.
        let (mut acked, mut start, mut committed) = (vec![0u64; n], vec![0u64; n], vec![0u64; n]);
        for step in 0..150 {
            let now = f64::from(step);
            let (op, target, disk_lost) = (g.next(10), g.next(brokers.len() as u64) as usize, g.next(3) == 0);
            for p in 0..n {
                let s = &mut sets[p];
                // An ISR member that keeps its disk through this step and
                // holds every acknowledged record.
                let survivor = s.isr().iter().any(|&b| {
                    !(b as usize == target && disk_lost && op == 6)
                        && s.replica(b).is_some_and(|r| r.log_end >= acked[p])
                });
                let change = match op {
                    0..=3 => {
                        if s.check_append(true, 2).is_ok() {
                            let end = s.leader_log_end().expect("led");
                            s.leader_appended(end + 1 + g.next(20), now);
                        }
                        None
                    }
                    4 | 5 => {
                        s.fetch(now, g.next(30), 30.0);
                        None
                    }
                    6 if !down[target] => Some(s.broker_down(target as BrokerId, disk_lost, false, now)),
                    7 if !down[target] => Some(s.broker_down(target as BrokerId, false, false, now)),
                    8 if down[target] => Some(s.broker_up(target as BrokerId, start[p], false, now)),
                    9 => {
                        s.prefer_leader();
                        None
                    }
                    _ => None,
                };
                let cut = change.as_ref().and_then(|c| c.truncated);
                if survivor && cut.is_some_and(|(from, _)| from < acked[p]) {
                    return Err(format!(
                        "step {step}: partition {p} cut acknowledged records {cut:?} (acked below {})",
                        acked[p]
                    ));
                }
                let hw = s.high_watermark();
                let counted = change.as_ref().is_some_and(|c| c.truncated.is_some_and(|(f, _)| f < c.hw_before));
                if hw < acked[p] && !counted {
                    return Err(format!(
                        "step {step}: partition {p}'s high watermark went back to {hw} from {}",
                        acked[p]
                    ));
                }
                if counted {
                    // A counted truncation (every copy of the tail is gone):
                    // the consumer and retention start again from it.
                    acked[p] = hw;
                    committed[p] = committed[p].min(hw);
                    start[p] = start[p].min(hw);
                }
                acked[p] = acked[p].max(hw);
                if let Some(end) = s.leader_log_end()
                    && !(start[p] <= committed[p] && committed[p] <= hw && hw <= end)
                {
                    return Err(format!(
                        "step {step}: partition {p}: log start {} ≤ committed {} ≤ HW {hw} ≤ log end {end} broken",
                        start[p], committed[p]
                    ));
                }
                committed[p] = committed[p].max(hw.saturating_sub(g.next(10)));
                if g.next(8) == 0 {
                    start[p] = start[p].max(committed[p].saturating_sub(5));
                }
            }
            match op {
                6 | 7 => down[target] = true,
                8 => down[target] = false,
                _ => {}
            }
        }
        Ok(())
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(1000))]
        #[test]
        fn no_acknowledged_record_is_lost_while_an_isr_member_survives(seed in proptest::prelude::any::<u64>()) {
            proptest::prop_assert_eq!(kafkas_promise(seed, HwRule::Isr), Ok(()));
        }
    }

    #[test]
    fn the_promise_breaks_when_the_high_watermark_trusts_the_leader_alone() {
        let broken = (0..300).filter(|&seed| kafkas_promise(seed, HwRule::LeaderOnly).is_err()).count();
        assert!(broken > 0, "a leader-only high watermark should cut acknowledged records");
    }
}
