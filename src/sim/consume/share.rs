//! A share group reading a stream (KIP-932, Kafka's queues): any number of
//! its Workers read any partition; each acquires records under a lock,
//! processes them and accepts each; a record it cannot process is released
//! and delivered again, archived after the delivery limit; a crashed
//! Worker's records go back to the others when their lock runs out. The
//! records' state is the log's share group; the flow keeps what each Worker
//! holds. Rule: docs/RULES.md#share-groups.

use bevy::prelude::*;

use super::{Apply, Crew, Tick, Workers, current_members, db_unique, heartbeats, tick_budget, write_results};
use crate::log::share::{Acknowledge, ShareGroup, share_assignment};
use crate::log::{Group, Offset, Topic};
use crate::rules::catalog::{Role, WorkerRules};
use crate::rules::consumer::OffsetReset;
use crate::sim::nodes::{GroupFlow, Held};
use crate::sim::state::Consumed;

/// Where a share group reads this tick: the stream, its topic, the
/// partitions without a leader, whether the stream is down, and the read
/// cap of one partition this tick (records).
pub(super) struct Place<'a> {
    pub stream: Entity,
    pub topic_name: &'a str,
    pub topic: &'a Topic,
    pub offline: &'a [bool],
    pub unreadable: bool,
    pub read_cap: f64,
    /// The group's dead-letter stream, if it has one (KIP-1191).
    pub dead_letter: Option<Entity>,
}

/// One tick of share group `group` on the stream at `place`: its members
/// join or leave (a member that left gives its records back at once), the
/// share-partitions follow the log start and let expired locks go, each
/// live member processes what it holds and acquires what it will process
/// next; each Worker is shown the partitions the `simple` assignor gives
/// it.
pub(super) fn read(
    tick: &mut Tick,
    crew: &mut Crew,
    place: &Place,
    (group, share): (&mut Group, &mut ShareGroup),
    flow: &mut GroupFlow,
    config: &crate::sim::groups::GroupConfig,
) {
    let (now, topic) = (tick.now, place.topic);
    let mut limits = config.share_limits;
    if tick.share_ignores_delivery_limit {
        limits.delivery_limit = u32::MAX;
    }
    share.set_limits(limits);
    share.set_earliest(config.auto_offset_reset == OffsetReset::Earliest);
    flow.fit(topic.partition_count());
    // A share group never stops at a record: it releases it.
    flow.blocked = false;
    flow.poisoned = None;
    if flow.applied.len() < tick.entities.keys.len() {
        flow.applied.resize(tick.entities.keys.len(), 0);
    }
    if flow.share.is_none() {
        // Was a consumer group: each share-partition starts at its
        // committed offset (where the consumer group would have read on);
        // the commits stay as they were, unused while it is a share group.
        // What its consumers had processed past the commit is processed
        // again: a duplicate unless idempotent.
        let mut redo = Vec::new();
        for (p, c) in group.committed_in(place.topic_name).iter().enumerate() {
            if let Some(c) = *c {
                share.partition_mut(place.topic_name, p as u32, (c, c));
                let done = flow.partitions.get(p).map_or(c, |fp| fp.furthest_position.max(fp.position));
                if done > c {
                    redo.push((p as u32, c, done));
                }
            }
        }
        flow.share = Some(crate::sim::nodes::ShareFlow { redo, ..Default::default() });
    }
    let subscribed: Vec<(Entity, &str)> = group
        .members_of(place.topic_name)
        .iter()
        .filter_map(|id| tick.board.nodes.get_key_value(*id).map(|(k, e)| (*e, k.as_str())))
        .filter(|(e, _)| crew.workers.contains(*e))
        .collect();
    // A member past its session timeout is out; one that stopped or
    // restarted without a group.instance.id left. Either gives back what
    // it holds at once. Rule: docs/RULES.md#share-groups.
    heartbeats(now, &crew.workers, &subscribed, flow, config.session_timeout);
    let members = current_members(&crew.workers, &subscribed, flow);
    let name_of = |e: Entity| subscribed.iter().find(|(s, _)| *s == e).map(|(_, id)| id.to_string());
    let gone: Vec<String> = share
        .members()
        .filter(|m| !members.iter().any(|&e| name_of(e).as_deref() == Some(*m)))
        .map(str::to_string)
        .collect();
    for m in gone {
        share.leave(&m);
    }
    let sflow = flow.share.as_mut().expect("made above");
    sflow.held.retain(|e, _| members.contains(e));
    for &e in &members {
        share.join_with_id(&name_of(e).unwrap_or_default(), e.to_bits());
    }
    flow.members.clone_from(&members);
    settle_partitions(flow, share, topic, place.topic_name, now);
    let Some(rules) = members.first().and_then(|&m| rules_of(tick, &crew.workers, m)) else { return };
    let assignment = share_assignment(members.len(), topic.partition_count());
    let applies = std::mem::take(&mut flow.reached);
    let mut read = ShareRead {
        place,
        share,
        flow,
        rules,
        poll_seconds: tick.catalog.sim.poll_seconds,
        dt: tick.dt,
        cap_left: vec![place.read_cap; topic.partition_count() as usize],
        applies,
        consumed: 0,
        archived: Vec::new(),
    };
    for (&we, parts) in members.iter().zip(assignment) {
        read.member(tick, crew, we, &parts);
        tick.assigned.insert(we, parts);
    }
    read.finish(tick);
}

/// The Worker rules member `we` follows, if it is a Worker.
fn rules_of(tick: &Tick, workers: &Workers, we: Entity) -> Option<WorkerRules> {
    let (_, wnode, ..) = workers.get(we).ok()?;
    match &tick.catalog.component(&wnode.kind)?.role {
        Role::Worker(r) => Some(r.clone()),
        _ => None,
    }
}

/// Every share-partition the group has read follows its log start (what
/// retention deleted before the group was done with it is lost) and lets
/// its expired locks go; the flow shows each partition's start offset as
/// the group's position there.
fn settle_partitions(flow: &mut GroupFlow, share: &mut ShareGroup, topic: &Topic, topic_name: &str, now: f64) {
    let limits = *share.limits();
    let mut expired = 0;
    // Every partition of the topic has its share-partition from the tick
    // the group sees it, started where share.auto.offset.reset says; what
    // `latest` passes over there is lost to the group: at its first read,
    // as a consumer group's reset counts it, and on a partition added
    // since, as the expansion trap does. Rule: docs/RULES.md#share-groups.
    let formed = flow.share.as_ref().is_some_and(|s| s.formed);
    for p in 0..topic.partition_count() {
        let Ok(part) = topic.partition(p) else { continue };
        let live = share.partitions_of(topic_name).get(p as usize).is_some_and(|sp| sp.is_live());
        if !live {
            let sp = share.partition_mut(topic_name, p, (part.log_start(), part.high_watermark()));
            let skipped = sp.start().saturating_sub(part.log_start());
            if formed {
                flow.lost_expansion += skipped;
            } else {
                flow.lost_retention += skipped;
            }
        }
    }
    flow.share.as_mut().expect("a share flow").formed = true;
    for (p, sp) in share.partitions_mut(topic_name).iter_mut().enumerate() {
        if !sp.is_live() {
            continue;
        }
        if let Ok(part) = topic.partition(p as u32) {
            sp.follow_log_start(part.log_start());
        }
        sp.expire_locks(now, &limits);
        expired += sp.expired();
        if let Some(fp) = flow.partitions.get_mut(p) {
            fp.position = sp.start();
            fp.furthest_position = fp.furthest_position.max(sp.start());
            fp.owner = None;
        }
    }
    let sflow = flow.share.as_mut().expect("a share flow");
    flow.lost_retention += expired.saturating_sub(sflow.expired_seen);
    sflow.expired_seen = expired;
}

/// A share group's read of one tick.
struct ShareRead<'a, 'p> {
    place: &'p Place<'a>,
    share: &'p mut ShareGroup,
    flow: &'p mut GroupFlow,
    rules: WorkerRules,
    /// The catalog's `poll_seconds`: tracked updates are applied a poll at
    /// a time.
    poll_seconds: f64,
    /// The step, sim seconds.
    dt: f64,
    /// Records each partition may still give the group this tick.
    cap_left: Vec<f64>,
    /// Tracked updates reached in polls not over yet.
    applies: Vec<Apply>,
    /// Records processed for the first time this tick.
    consumed: u64,
    /// Poison pills archived this tick at the delivery limit: `(partition,
    /// records)`.
    archived: Vec<(u32, u64)>,
}

impl ShareRead<'_, '_> {
    /// Member `we` processes what it holds, within its budget (each record
    /// accepted as it is done), then acquires from `parts` what it will
    /// process in its next poll. A crash a fraction into the tick: it
    /// processes until then and acknowledges none of it; what it holds
    /// stays locked to it until the locks run out, then goes to the others,
    /// who process it again (duplicates, unless idempotent).
    fn member(&mut self, tick: &mut Tick, crew: &mut Crew, we: Entity, parts: &[u32]) {
        let (now, dt) = (tick.now, tick.dt);
        let Crew { workers, dbs, out, scratch } = crew;
        let Ok((_, wnode, worker, down)) = workers.get(we) else { return };
        let down = down || worker.silent();
        let Some(wspec) = tick.catalog.component(&wnode.kind) else { return };
        let crash = worker.crash_at.map(|f| f.clamp(0.0, 1.0));
        if crash.is_some() {
            tick.crashed.push(we);
        }
        if worker.paused || self.place.unreadable || down {
            if crash.is_some() {
                let held = self.share_flow().held.remove(&we).unwrap_or_default();
                self.crash_accepts(tick, we, &held);
            }
            return;
        }
        let mut my_dbs = std::mem::take(&mut scratch.dbs);
        (tick.dbs_of)(we, &mut my_dbs);
        let idempotent = worker.idempotent || db_unique(dbs, &my_dbs);
        let budget = tick_budget(&self.rules, worker, wspec.size_multiplier(wnode.size), dt, dbs, &my_dbs);
        let carry = self.share_flow().carry.get(&we).copied().unwrap_or(0.0);
        let want = budget * crash.unwrap_or(1.0) + carry;
        let mut left = want.floor() as u64;
        let mut held = self.share_flow().held.remove(&we).unwrap_or_default();
        // What it held past its lock is no longer its own.
        held.retain(|h| h.lock_until > now && h.from < h.until);
        let (mut done, mut first_time) = (0u64, 0u64);
        for h in &mut held {
            let p = h.partition as usize;
            if left == 0 {
                break;
            }
            if self.place.offline.get(p) == Some(&true) {
                continue;
            }
            let mut take = left.min(h.until - h.from).min(self.cap_left[p].max(0.0).floor() as u64);
            // It fails on a poison pill and releases it; the others before
            // it go as usual.
            let pill = self.poison_in(h.partition, h.from, h.from + take);
            if let Some(o) = pill {
                take = o - h.from;
            }
            if take == 0 {
                if let Some(o) = pill {
                    self.fail_on(we, h.partition, o, crash.is_some(), now);
                    h.from = o + 1;
                    self.cap_left[p] -= 1.0;
                    left -= 1;
                }
                continue;
            }
            let run = (h.from, h.from + take);
            self.reached(h.partition, run, done, (budget.max(1.0), now, dt));
            out.write(Consumed {
                stream: self.place.stream,
                worker: we,
                partition: h.partition,
                from: run.0,
                count: take,
            });
            let again = self.done_before(h.partition, run, crash.is_some());
            if !idempotent {
                self.flow.duplicates += again;
            }
            if crash.is_none() {
                let limits = *self.share.limits();
                let sp = &mut self.share.partitions_mut(self.place.topic_name)[p];
                sp.acknowledge(we.to_bits(), run.0, run.1, Acknowledge::Accept, now, &limits);
            }
            h.from = run.1;
            self.cap_left[p] -= take as f64;
            left -= take;
            done += take;
            first_time += take - again;
        }
        held.retain(|h| h.from < h.until);
        let owed = if left > 0 { 0.0 } else { (want - want.floor()).clamp(0.0, 1.0) };
        self.share_flow().carry.insert(we, owed);
        if crash.is_none() {
            self.fetch(we, parts, &mut held, budget, now);
            self.share_flow().held.insert(we, held);
        } else {
            self.crash_accepts(tick, we, &held);
        }
        write_results(dbs, &my_dbs, first_time, done);
        *tick.per_worker.entry(we).or_default() += first_time;
        self.consumed += first_time;
        scratch.dbs = my_dbs;
    }

    /// Broken on purpose (a test's `BrokenRules::share_crash_accepts`): a
    /// crashed member accepts what it held, processed or not.
    fn crash_accepts(&mut self, tick: &Tick, we: Entity, held: &[Held]) {
        if !tick.share_crash_accepts {
            return;
        }
        let limits = *self.share.limits();
        for h in held {
            let sp = &mut self.share.partitions_mut(self.place.topic_name)[h.partition as usize];
            sp.acknowledge(we.to_bits(), h.from, h.until, Acknowledge::Accept, tick.now, &limits);
        }
    }

    /// The first poison pill of partition `p` in `[from, until)`, if any.
    fn poison_in(&self, p: u32, from: Offset, until: Offset) -> Option<Offset> {
        self.place.topic.partition(p).ok()?.poison_in(from, until)
    }

    /// Member `we` fails on the poison pill at `offset` of partition `p`
    /// and releases it (unless it crashed too: then its lock runs out): it
    /// is delivered again, and archived at the delivery limit. Rule:
    /// docs/RULES.md#poison-pill.
    fn fail_on(&mut self, we: Entity, p: u32, offset: Offset, crashed: bool, now: f64) {
        if crashed {
            return;
        }
        let limits = *self.share.limits();
        let sp = &mut self.share.partitions_mut(self.place.topic_name)[p as usize];
        let archived: u64 = sp
            .acknowledge(we.to_bits(), offset, offset + 1, Acknowledge::Release, now, &limits)
            .iter()
            .map(|(a, b)| b - a)
            .sum();
        if archived > 0 {
            self.archived.push((p, archived));
        }
    }

    fn share_flow(&mut self) -> &mut crate::sim::nodes::ShareFlow {
        self.flow.share.as_mut().expect("a share flow")
    }

    /// Of the records `run` of partition `p` processed now, how many were
    /// processed before by a member that crashed before accepting them;
    /// those are done with now (`crashed`: this member crashes too, and
    /// they are marked processed, unaccepted, instead).
    fn done_before(&mut self, p: u32, run: (Offset, Offset), crashed: bool) -> u64 {
        let redo = &mut self.share_flow().redo;
        let mut again = 0;
        let mut kept = Vec::with_capacity(redo.len());
        for &(q, a, b) in redo.iter() {
            if q != p || b <= run.0 || a >= run.1 {
                kept.push((q, a, b));
                continue;
            }
            again += b.min(run.1) - a.max(run.0);
            if a < run.0 {
                kept.push((q, a, run.0));
            }
            if b > run.1 {
                kept.push((q, run.1, b));
            }
        }
        if crashed {
            kept.push((p, run.0, run.1));
        }
        *redo = kept;
        again
    }

    /// Member `we` acquires, from its partitions `parts` in turn, what it
    /// processes in one poll (its `budget` a tick, over the catalog's
    /// `poll_seconds`, at most its `max.poll.records`) less what it holds.
    fn fetch(&mut self, we: Entity, parts: &[u32], held: &mut Vec<Held>, budget: f64, now: f64) {
        let holding: u64 = held.iter().map(|h| h.until - h.from).sum();
        let per_poll = (budget * self.poll_seconds / self.dt.max(1e-9)).ceil() as u64;
        let want = per_poll.max(budget.ceil() as u64).min(self.rules.max_poll_records.max(1));
        let mut left = want.saturating_sub(holding);
        let limits = *self.share.limits();
        // Each poll starts one partition further on, so no partition of a
        // member waits behind a busier one.
        let turn = self.share_flow().turn.entry(we).or_default();
        let first = *turn % parts.len().max(1);
        *turn = turn.wrapping_add(1);
        for &p in parts[first..].iter().chain(&parts[..first]) {
            if left == 0 {
                break;
            }
            if self.place.offline.get(p as usize) == Some(&true) {
                continue;
            }
            let Ok(part) = self.place.topic.partition(p) else { continue };
            let bounds = (part.log_start(), part.high_watermark());
            let sp = self.share.partition_mut(self.place.topic_name, p, bounds);
            for a in sp.acquire(we.to_bits(), left, bounds.0, bounds.1, now, &limits) {
                left -= a.until - a.from;
                let lock_until = now + limits.lock_seconds;
                held.push(Held { partition: p, from: a.from, until: a.until, lock_until });
            }
        }
    }

    /// The tracked updates among the records `run` of partition `p`,
    /// reached as the member processes them: it had done `done` records
    /// of the tick before (`span`: its budget a tick, the tick's start,
    /// the step).
    fn reached(&mut self, p: u32, (from, until): (Offset, Offset), done: u64, span: (f64, f64, f64)) {
        let (budget, now, dt) = span;
        let Ok(part) = self.place.topic.partition(p) else { return };
        for t in part.tracked_in(from, until) {
            let at = now + dt * ((done + t.offset - from + 1) as f64 / budget).min(1.0);
            self.applies.push(Apply {
                poll: (at / self.poll_seconds).floor() as i64,
                partition: p,
                offset: t.offset,
                entity: t.entity,
                version: t.version,
                weight: t.weight,
            });
        }
    }

    /// The end of the group's tick: the tracked versions applied in order,
    /// its gauges, the tasks paid for.
    fn finish(self, tick: &mut Tick) {
        // Archived: into the dead-letter stream, else dropped.
        for &(p, n) in &self.archived {
            match self.place.dead_letter {
                Some(dlq) => {
                    self.flow.dead_lettered += n;
                    tick.dead_letters.push((dlq, p, n));
                }
                None => self.flow.lost_poison += n,
            }
        }
        self.flow.reached = self.applies;
        super::apply_in_order(self.flow, tick.entities, self.poll_seconds, tick.now + tick.dt);
        self.flow.consumed += self.consumed;
        self.flow.consumed_rate.add(self.consumed as f64, tick.dt, tick.window);
        tick.ledger.pending_tasks += self.consumed;
    }
}

/// Group `group_name` became a consumer group again: its consumer group
/// commits the share-partitions' start offsets (every record below them
/// is done; what was accepted above them is read again) and every member
/// rejoins. Rule: docs/RULES.md#share-groups.
pub(super) fn to_consumer_group(log: &mut crate::sim::SimLog, topic: &str, group_name: &str, flow: &mut GroupFlow) {
    flow.share = None;
    flow.members.clear();
    let Some(shared) = log.drop_share_group(group_name) else { return };
    let starts: Vec<(u32, Offset)> = shared
        .partitions_of(topic)
        .iter()
        .enumerate()
        .filter(|(_, sp)| sp.is_live())
        .map(|(p, sp)| (p as u32, sp.start()))
        .collect();
    if let Ok(g) = log.group_mut(group_name) {
        g.commit_many(topic, starts.iter().copied());
    }
    for (p, start) in starts {
        if let Some(fp) = flow.partitions.get_mut(p as usize) {
            fp.position = start;
        }
    }
}
