//! Consumer groups read their streams, commit, and apply tracked entity
//! versions in the order they reach them; retention deletes old batches.
//!
//! Rules: docs/RULES.md#partitions (one consumer per partition per group, at
//! most 20,000 messages/s per partition), docs/RULES.md#retention,
//! docs/RULES.md#ordering, docs/RULES.md#lag and
//! docs/RULES.md#committed-offset (commit after processing: a crash in
//! between redelivers).

use std::collections::{BTreeMap, BTreeSet};

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use crate::log::num::floor;

use crate::log::{Isolation, Offset};
use crate::rules::consumer::{GroupProtocol, GroupType, OffsetReset};
use bevy::ecs::query::QueryFilter;

use super::nodes::{Database, Down, Queue, RebalanceWhy, Rebalanced};
use super::output::OutputOp;
use super::{Board, Consumed, Entities, FlowWriter, Node, SimClock, SimLog, SimSet, SimTick, Stream, Worker};
use crate::rules::catalog::{Catalog, Role, WorkerRules};
use crate::rules::research::ResearchEffect;

mod share;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        SimTick,
        ((consume, hand_changes).chain().in_set(SimSet::Consume), retention.in_set(SimSet::Retention)),
    )
    .add_systems(super::state::SimStart, reset.in_set(super::state::StartSet::Plugins));
}

/// Offsets of `part` in `from..until` a group passes without processing:
/// control markers are never delivered, a compacted log's gaps hold
/// nothing, and a `read_committed` group (`skips_aborted`) skips aborted
/// records. Rules: docs/RULES.md#transactions, docs/RULES.md#compaction.
fn unprocessed(part: &crate::log::Partition, from: Offset, until: Offset, skips_aborted: bool) -> u64 {
    if until <= from {
        return 0;
    }
    let markers = part.markers_in(from, until).count() as u64;
    let gaps = (until - from) - part.held_in(from, until);
    gaps + markers + if skips_aborted { part.aborted_in(from, until) } else { 0 }
}

/// Shares `budget` over partitions with the given limits, smallest limit
/// first, so no partition gets more than its limit and none is starved
/// (water-filling). Returns one amount per limit.
pub(crate) fn water_fill(budget: f64, limits: &[f64]) -> Vec<f64> {
    let (mut order, mut out) = (Vec::new(), Vec::new());
    fill_order(limits, &mut order);
    water_fill_in(budget, limits, &order, &mut out);
    out
}

/// The water-filling order into `order`: smallest limit first, then
/// partition order.
fn fill_order(limits: &[f64], order: &mut Vec<usize>) {
    order.clear();
    order.extend(0..limits.len());
    // Limits already in order (all alike, as when every partition has more
    // than the read cap, or none has anything) need no sort: the sort's
    // order would be partition order.
    if limits.windows(2).all(|w| w[0].total_cmp(&w[1]).is_le()) {
        return;
    }
    order.sort_unstable_by(|&a, &b| limits[a].total_cmp(&limits[b]).then(a.cmp(&b)));
}

/// [`water_fill`] with its order already known, into `out`.
fn water_fill_in(budget: f64, limits: &[f64], order: &[usize], out: &mut Vec<f64>) {
    out.clear();
    out.resize(limits.len(), 0.0);
    let mut left = budget.max(0.0);
    let mut remaining = limits.len();
    for &i in order {
        let share = left / remaining as f64;
        let x = limits[i].max(0.0).min(share);
        out[i] = x;
        left -= x;
        remaining -= 1;
    }
}

/// Turns a member's shares of a tick (records, fractional; from
/// [`water_fill`] under `limits`) into whole records per partition, at most
/// `available` each. Each partition keeps the fraction of a record it could
/// not read yet in `carry` (0..1); one that runs dry hands what it could not
/// use to the next in the water-filling order (smallest limit first), up to
/// that one's limit, so no reading time is lost to rounding however fine
/// the step (the 1× and 600× runs read alike). Slices are one entry per
/// partition of the member's range; `order` is [`fill_order`] of `limits`;
/// the records go into `takes`.
fn whole_records(
    shares: &[f64],
    limits: &[f64],
    order: &[usize],
    available: &[u64],
    carry: &mut [f64],
    takes: &mut Vec<u64>,
) {
    takes.clear();
    takes.resize(limits.len(), 0);
    let mut spill = 0.0f64;
    for &k in order {
        let passed = spill.min((limits[k] - shares[k]).max(0.0));
        spill -= passed;
        let want = shares[k] + passed + carry[k];
        let take = (floor(want.max(0.0)) as u64).min(available[k]);
        if take == available[k] {
            spill += (want - take as f64).max(0.0);
            carry[k] = 0.0;
        } else {
            carry[k] = (want - take as f64).clamp(0.0, 1.0);
        }
        takes[k] = take;
    }
}

/// Buffers one member's read reuses from the last (no allocation a read
/// once they have grown): one entry per partition of its range, and the
/// lists a group's read reuses.
#[derive(Default)]
struct ReadScratch {
    carry: Vec<f64>,
    positions: Vec<Offset>,
    available: Vec<u64>,
    limits: Vec<f64>,
    order: Vec<usize>,
    shares: Vec<f64>,
    takes: Vec<u64>,
    /// A member's Databases.
    dbs: Vec<Entity>,
    /// A group's members, as it reads.
    members: Vec<Entity>,
    /// Partition lists a member's read may take (each member's list of a
    /// tick goes to its Worker, whose old one comes back here; see
    /// `settle_workers`). At most [`SPARE_LISTS`].
    spare: Vec<Vec<u32>>,
}

/// Most partition lists [`ReadScratch`] keeps for later ticks.
const SPARE_LISTS: usize = 256;

use super::nodes::Reached as Apply;

/// One Worker reading its partitions for part of a tick.
struct Pass<'a> {
    topic: &'a crate::log::Topic,
    read_cap: f64,
    stream: Entity,
    worker: Entity,
    idempotent: bool,
    /// The part of the tick it reads in, sim seconds.
    from_time: f64,
    until_time: f64,
    /// The length of a poll, sim seconds (the catalog's `poll_seconds`).
    poll_seconds: f64,
    /// The group's `isolation.level`.
    isolation: Isolation,
    /// It passes aborted records unprocessed (`read_committed`, unless a
    /// test broke the rule).
    skips_aborted: bool,
    /// It writes a record to a stream for each it processes
    /// (read-process-write): `Some(transactional)`, its group's
    /// `processing.guarantee`. Rule: docs/RULES.md#read-process-write.
    output: Option<bool>,
    /// What it wrote, in order (see [`super::output::OutputOp`]).
    ops: Vec<OutputOp>,
    scratch: &'a mut ReadScratch,
}

impl Pass<'_> {
    /// The output of what the member processed on partition `p` (when it
    /// writes to a stream): `again` records of `[pos, again_until)` done
    /// again (those in `redo`, the offsets an abort discarded, repeat
    /// aborted records when it writes in transactions; the others repeat
    /// kept ones), then `fresh` new ones, and `copies` a producer appended
    /// twice upstream. Rule: docs/RULES.md#read-process-write.
    fn write_output(&mut self, p: u32, redo: (Offset, Offset), done: (Offset, Offset, u64), fresh: u64, copies: u64) {
        let Some(transactional) = self.output else { return };
        let (pos, again_until, again) = done;
        let overlap = again_until.min(redo.1).saturating_sub(pos.max(redo.0));
        let redone = if transactional { again.min(overlap) } else { 0 };
        if again + copies + fresh == 0 {
            return;
        }
        let end = again_until.max(pos) + fresh + copies;
        let key = self.topic.partition(p).ok().and_then(|part| part.batch_at(end.saturating_sub(1))?.key.clone());
        self.ops.push(OutputOp::Records {
            worker: self.worker,
            partition: p,
            fresh,
            copies: again - redone + copies,
            redone,
            transactional,
            key,
            from: self.from_time,
            until: self.until_time,
        });
    }

    /// Records the member could read now on `range`: up to the high
    /// watermark (the last stable offset for `read_committed`), or to the
    /// first event its group cannot read.
    fn available(&self, flow: &super::GroupFlow, parts: &[u32]) -> u64 {
        parts
            .iter()
            .map(|&p| {
                let part = self.topic.partition(p).expect("in range");
                let pos = flow.partitions[p as usize].position.max(part.log_start());
                Self::readable_end(part, pos, flow.readable_schema, self.isolation).0.saturating_sub(pos)
            })
            .sum()
    }

    /// Where a reader at `pos` must stop: the high watermark, or for
    /// `read_committed` the last stable offset (docs/RULES.md#transactions),
    /// or before that the first event of a schema it cannot read or the
    /// first poison pill (docs/RULES.md#poison-pill); and whether it
    /// stopped at such an event.
    fn readable_end(part: &crate::log::Partition, pos: Offset, readable: u32, isolation: Isolation) -> (Offset, bool) {
        let limit = match isolation {
            Isolation::ReadUncommitted => part.high_watermark(),
            Isolation::ReadCommitted => part.last_stable_offset(),
        };
        let schema = part.unreadable_from(pos, readable).filter(|&o| o < limit);
        match schema.into_iter().chain(part.poison_in(pos, limit)).min() {
            Some(o) => (o, o == pos),
            None => (limit, false),
        }
    }

    /// Where the member stands on each partition of `parts`, into the
    /// scratch buffers: its position, the records it could read now
    /// (held, not offsets), their limit this tick (the read cap, or 0 with
    /// no budget) and the fraction of a record carried; marks the group
    /// blocked when a partition stops at an event it cannot read.
    fn gather(&mut self, flow: &mut super::GroupFlow, parts: &[u32], budget: f64) {
        let ReadScratch { carry, positions, available, limits, .. } = &mut *self.scratch;
        positions.clear();
        available.clear();
        limits.clear();
        carry.clear();
        let cap = self.read_cap * if budget > 0.0 { 1.0 } else { 0.0 };
        let (readable_schema, mut blocked, mut poisoned) = (flow.readable_schema, flow.blocked, flow.poisoned);
        for &p in parts {
            let part = self.topic.partition(p).expect("in range");
            let fp = &flow.partitions[p as usize];
            let pos = fp.position.max(part.log_start());
            let (end, unreadable) = Self::readable_end(part, pos, readable_schema, self.isolation);
            if unreadable {
                // Stopped at an event this group cannot read.
                blocked = true;
                if poisoned.is_none() && part.poison_in(pos, pos + 1).is_some() {
                    poisoned = Some((p, pos));
                }
            }
            // Records held, not offsets: a compacted log's gaps are passed
            // over at no cost (docs/RULES.md#compaction). A plain log's are
            // its offsets.
            let ready = if part.is_plain() { end.saturating_sub(pos) } else { part.held_in(pos, end) };
            positions.push(pos);
            available.push(ready);
            limits.push((ready as f64).min(cap));
            carry.push(fp.carry);
        }
        flow.blocked = blocked;
        flow.poisoned = poisoned;
    }

    /// Reads up to `budget` records from `range`, sharing it over the
    /// partitions (water-filling, at most the read cap); returns the records
    /// processed for the first time and in all.
    fn read(
        &mut self,
        flow: &mut super::GroupFlow,
        parts: &[u32],
        budget: f64,
        applies: &mut Vec<Apply>,
        out: &mut FlowWriter<Consumed>,
    ) -> (u64, u64) {
        let span = self.until_time - self.from_time;
        self.gather(flow, parts, budget);
        let ReadScratch { carry, positions, available, limits, order, shares, takes, .. } = &mut *self.scratch;
        fill_order(limits, order);
        water_fill_in(budget, limits, order, shares);
        whole_records(shares, limits, order, available, carry, takes);
        let mut first_time_total = 0u64;
        let mut total = 0u64;
        let mut written = Vec::new();
        for (k, &p) in parts.iter().enumerate() {
            let fp = &mut flow.partitions[p as usize];
            fp.carry = carry[k];
            let take = takes[k];
            if take == 0 {
                continue;
            }
            let pos = positions[k];
            let part = self.topic.partition(p).expect("in range");
            // A plain log (no gap, marker, aborted, copied or redone record:
            // the usual case) has nothing to pass over or count apart.
            let plain = part.is_plain();
            // The offset after the `take`-th record held (`pos + take` on a
            // log never compacted), and the offsets read.
            let end = if plain { pos + take } else { part.offset_after_held(pos, take, Offset::MAX) };
            let width = end - pos;
            let skipped = |from: Offset, until: Offset| {
                if plain { 0 } else { unprocessed(part, from, until, self.skips_aborted) }
            };
            // Offsets below the furthest ever processed are processed again
            // (after a crash or a reset): a duplicate side effect unless the
            // Worker is idempotent. Rule: seed 002.
            let again_until = fp.furthest_position.min(end);
            let again = again_until.saturating_sub(pos).saturating_sub(skipped(pos, again_until));
            if !self.idempotent {
                flow.duplicates += again;
            }
            let fresh = pos.max(fp.furthest_position);
            let skipped_fresh = skipped(fresh, end);
            flow.skipped += skipped_fresh;
            if self.skips_aborted && fresh < end && !plain {
                flow.skipped_aborted += part.aborted_in(fresh, end);
            }
            for t in part.tracked_in_from(fresh, end, &mut fp.tracked_cursor) {
                let at = self.from_time + span * (t.offset - pos + 1) as f64 / width as f64;
                applies.push(Apply {
                    poll: (at / self.poll_seconds).floor() as i64,
                    partition: p,
                    offset: t.offset,
                    entity: t.entity,
                    version: t.version,
                    weight: t.weight,
                });
            }
            // Records counted stranded when they arrived are not consumed too.
            let (a, b) = fp.stranded;
            let stranded = b.min(end).saturating_sub(a.max(fresh));
            // A producer's second copy of a record is processed a second
            // time, unless the Worker is idempotent. Rule: docs/RULES.md#idempotence.
            let copies = if plain { 0 } else { part.appended_again(fresh, end) };
            // A read-process-write step done again after its first attempt
            // was aborted: a reader that got the aborted records too
            // (read_uncommitted) gets it twice. Rule:
            // docs/RULES.md#read-process-write.
            let redone = if self.skips_aborted || plain { 0 } else { part.redone_in(fresh, end) };
            if !self.idempotent {
                flow.duplicates += copies + redone;
                flow.repeated += copies + redone;
            }
            let fresh_done = end.saturating_sub(fresh).saturating_sub(skipped_fresh).saturating_sub(copies);
            if self.output.is_some() {
                written.push((p, fp.redo, (pos, again_until, again), fresh_done, copies));
            }
            fp.position = end;
            fp.furthest_position = fp.furthest_position.max(end);
            first_time_total += width
                .saturating_sub(again)
                .saturating_sub(skipped(pos, again_until))
                .saturating_sub(stranded)
                .saturating_sub(copies)
                .saturating_sub(redone)
                .saturating_sub(skipped_fresh);
            // Markers and skipped aborted records give the Worker nothing to do.
            total += width.saturating_sub(skipped(pos, again_until)).saturating_sub(skipped_fresh);
            out.write(Consumed { stream: self.stream, worker: self.worker, partition: p, from: pos, count: width });
        }
        for (p, redo, done, fresh, copies) in written {
            self.write_output(p, redo, done, fresh, copies);
        }
        (first_time_total, total)
    }
}

/// A Worker as [`consume`] reads it: its entity, Node, state and whether its
/// host is down.
type Workers<'w, 's> = Query<'w, 's, (Entity, &'static Node, &'static mut Worker, Has<Down>)>;

/// The Databases Workers write their results to.
type Dbs<'w, 's> = Query<'w, 's, (&'static Node, &'static mut Database, Has<Down>), (Without<Stream>, Without<Worker>)>;

/// The Workers as consumers: their state, the Databases they write to, the
/// [`Consumed`] messages and the buffers a read reuses.
#[derive(SystemParam)]
struct Crew<'w, 's> {
    workers: Workers<'w, 's>,
    dbs: Dbs<'w, 's>,
    out: FlowWriter<'w, Consumed>,
    scratch: Local<'s, ReadScratch>,
}

/// One tick of consuming: its time, the rules, and what the Workers did so
/// far.
struct Tick<'a> {
    catalog: &'a Catalog,
    board: &'a Board,
    entities: &'a Entities,
    /// The step, sim seconds.
    dt: f64,
    /// The tick's start, sim seconds.
    now: f64,
    /// The gauges' window, sim seconds.
    window: f64,
    /// Cooperative rebalancing (research): only the partitions that move stop.
    cooperative: bool,
    /// The Databases a Worker writes to, in its links' order, into the
    /// buffer given (cleared first).
    dbs_of: &'a dyn Fn(Entity, &mut Vec<Entity>),
    /// The tasks completed this tick are paid for from its pending count.
    ledger: Mut<'a, super::Ledger>,
    /// Tasks each Worker did this tick.
    per_worker: BTreeMap<Entity, u64>,
    /// Workers that crashed this tick.
    crashed: Vec<Entity>,
    /// The partitions each group member owned this tick.
    assigned: BTreeMap<Entity, Vec<u32>>,
    /// The board's groups' settings.
    settings: &'a super::groups::GroupSettings,
    /// Broken on purpose (a test's [`super::BrokenRules`]): commit to the
    /// high watermark, ahead of what was processed.
    commit_fetched: bool,
    /// Broken on purpose: `read_committed` groups read uncommitted.
    committed_reads_uncommitted: bool,
    /// Broken on purpose: `read_committed` groups process aborted records.
    committed_processes_aborted: bool,
    /// Broken on purpose: a crashed member's transaction commits.
    crash_commits_output: bool,
    /// Broken on purpose: under the consumer protocol a member gives up
    /// everything it owns at its first heartbeat of a new group epoch.
    consumer_revokes_all: bool,
    /// Broken on purpose: a share group's member that crashes accepts what
    /// it held.
    share_crash_accepts: bool,
    /// Broken on purpose: the log's share groups never archive at the
    /// delivery limit.
    share_ignores_delivery_limit: bool,
    /// The streams each Worker that writes records writes to.
    writers: BTreeMap<Entity, Vec<Entity>>,
    /// Whether each partition of those streams takes records now (led, with
    /// enough in sync for `acks=all`, its host up), by stream.
    writable: BTreeMap<Entity, Vec<bool>>,
    /// What the members wrote this tick, in order.
    pending: Vec<OutputOp>,
    /// Poison pills share groups archived into a dead-letter stream this
    /// tick: `(dead-letter stream, partition they came from, records)`.
    dead_letters: Vec<(Entity, u32, u64)>,
}

impl Tick<'_> {
    /// Whether member `we` must leave input partition `p` this tick: it
    /// writes to a stream whose partition for it takes nothing now.
    fn output_waits(&self, we: Entity, p: u32) -> bool {
        self.writers.get(&we).is_some_and(|targets| {
            targets.iter().any(|t| self.writable.get(t).is_some_and(|w| !w.is_empty() && !w[p as usize % w.len()]))
        })
    }
}

/// Workers read their streams (by consumer group), their Queues and the
/// tasks handed to them directly; then every Worker's gauges move.
fn consume(
    catalog: Res<Catalog>,
    clock: Res<SimClock>,
    board: Res<Board>,
    entities: Res<Entities>,
    research: Res<super::research::Research>,
    settings: Res<super::groups::GroupSettings>,
    mut log: ResMut<SimLog>,
    mut streams: Query<(&Node, &mut Stream, Has<Down>)>,
    mut crew: Crew,
    mut ledger: ResMut<super::Ledger>,
    mut queues: Query<(&Node, &mut Queue, Has<Down>), (Without<Stream>, Without<Worker>, Without<Database>)>,
    links: Query<&super::Links>,
    broken: Res<super::BrokenRules>,
    mut pending: ResMut<super::output::PendingOutput>,
) {
    let (dt, now) = (clock.step, clock.now);
    let (writers, writable) = output_targets(&board, &crew.workers, &links, &streams);
    open_databases(&catalog, dt, &mut crew.dbs);
    let db_set: Vec<Entity> = board.nodes.values().copied().filter(|e| crew.dbs.contains(*e)).collect();
    let dbs_of = |we: Entity, mine: &mut Vec<Entity>| {
        mine.clear();
        if let Ok(l) = links.get(we) {
            mine.extend(l.0.iter().copied().filter(|t| db_set.contains(t)));
        }
    };
    let mut tick = Tick {
        catalog: &catalog,
        board: &board,
        entities: &entities,
        dt,
        now,
        window: catalog.sim.rate_window_seconds,
        cooperative: research.gives(ResearchEffect::CooperativeRebalancing),
        dbs_of: &dbs_of,
        ledger: ledger.reborrow(),
        per_worker: BTreeMap::new(),
        crashed: Vec::new(),
        assigned: BTreeMap::new(),
        settings: &settings,
        commit_fetched: broken.commit_before_processing,
        committed_reads_uncommitted: broken.read_committed_reads_uncommitted,
        committed_processes_aborted: broken.read_committed_processes_aborted,
        crash_commits_output: broken.crash_commits_output,
        consumer_revokes_all: broken.consumer_revokes_all,
        share_crash_accepts: broken.share_crash_accepts,
        share_ignores_delivery_limit: broken.share_ignores_delivery_limit,
        writers,
        writable,
        pending: Vec::new(),
        dead_letters: Vec::new(),
    };
    for &se in board.nodes.values() {
        let Ok(stream) = streams.get_mut(se) else { continue };
        read_stream(&mut tick, &mut crew, &mut log, se, stream);
    }
    write_dead_letters(&mut log, &mut streams, std::mem::take(&mut tick.dead_letters), (now, dt));
    let queue_readers = read_queues(&mut tick, &mut crew, &mut queues, &links);
    read_direct(&mut tick, &mut crew);
    pending.0.append(&mut tick.pending);
    settle_workers(tick, &mut crew.workers, &queue_readers, &mut crew.scratch.spare);
}

/// Writes the records share groups archived into their dead-letter streams
/// (KIP-1191): each to the partition of the same number (modulo theirs),
/// counted appended at once (stranded while nothing reads that stream, as
/// anything that reaches a stream nobody reads). Rule:
/// docs/RULES.md#poison-pill.
fn write_dead_letters(
    log: &mut SimLog,
    streams: &mut Query<(&Node, &mut Stream, Has<Down>)>,
    letters: Vec<(Entity, u32, u64)>,
    (now, dt): (f64, f64),
) {
    for (dlq, p, n) in letters {
        let Ok((_, mut stream, _)) = streams.get_mut(dlq) else { continue };
        let Ok(topic) = log.topic_mut(&stream.topic) else { continue };
        let parts = topic.partition_count();
        if parts == 0 {
            continue;
        }
        let q = p % parts;
        topic.partition_mut(q).expect("in range").append_batch(n, None, now, now + dt, 0.0);
        stream.appended += n;
        if stream.groups.is_empty() {
            stream.stranded += n;
        }
    }
}

/// The streams each Worker writes records to (its links to streams), and
/// whether each partition of those streams takes records now: led (with
/// enough replicas in sync when its producers use `acks=all`), its host up.
/// Rule: docs/RULES.md#read-process-write.
#[allow(clippy::type_complexity)]
fn output_targets(
    board: &Board,
    workers: &Workers,
    links: &Query<&super::Links>,
    streams: &Query<(&Node, &mut Stream, Has<Down>)>,
) -> (BTreeMap<Entity, Vec<Entity>>, BTreeMap<Entity, Vec<bool>>) {
    let mut writers = BTreeMap::new();
    let mut writable = BTreeMap::new();
    for &we in board.nodes.values() {
        if !workers.contains(we) {
            continue;
        }
        let targets: Vec<Entity> =
            links.get(we).map(|l| l.0.iter().copied().filter(|t| streams.contains(*t)).collect()).unwrap_or_default();
        if targets.is_empty() {
            continue;
        }
        for &t in &targets {
            let Ok((_, s, down)) = streams.get(t) else { continue };
            let all = matches!(s.acks, crate::rules::scenario::Acks::All);
            let open: Vec<bool> = s
                .partitions()
                .iter()
                .map(|sp| !(down || sp.state.is_offline() || (all && sp.state.is_too_few_in_sync())))
                .collect();
            writable.insert(t, open);
        }
        writers.insert(we, targets);
    }
    (writers, writable)
}

/// What each Database can take this tick (writes): nothing when it is down.
fn open_databases(catalog: &Catalog, dt: f64, dbs: &mut Dbs) {
    // What each Database can take this tick: Workers wait beyond it.
    for (dnode, mut db, down) in dbs.iter_mut() {
        let cap = match catalog.component(&dnode.kind).map(|c| (&c.role, c.size_multiplier(dnode.size))) {
            Some((Role::Database(r), m)) => r.writes_per_second * m * dt,
            _ => 0.0,
        };
        db.capacity_left = if down { 0.0 } else { cap };
    }
}

/// Tasks a Worker can do this tick: `tasks_per_second × speed × slow × size
/// multiplier × dt`, at most what the Databases it writes to can still take.
fn tick_budget<F: QueryFilter>(
    rules: &WorkerRules,
    worker: &Worker,
    size_multiplier: f64,
    dt: f64,
    dbs: &Query<(&Node, &mut Database, Has<Down>), F>,
    mine: &[Entity],
) -> f64 {
    (rules.tasks_per_second * worker.speed * worker.slow * size_multiplier * dt).min(db_room(dbs, mine))
}

/// Every consumer group of one stream reads it.
fn read_stream(
    tick: &mut Tick,
    crew: &mut Crew,
    log: &mut SimLog,
    se: Entity,
    (snode, mut stream, stream_down): (&Node, Mut<Stream>, bool),
) {
    let Some(spec) = tick.catalog.component(&snode.kind) else { return };
    let Role::Stream(rules) = &spec.role else { return };
    // A group reads one partition at most this fast. Rule: docs/RULES.md#partitions.
    let read_cap = rules.partition_read_per_second * tick.dt;
    let unreadable = stream_down;
    let offline: Vec<bool> = stream.partitions().iter().map(|sp| sp.state.is_offline()).collect();
    let topic_name = stream.topic.clone();
    let stream_age = stream.metadata_max_age(tick.catalog.sim.metadata_max_age_seconds);
    let consumer_protocol = stream.consumer_protocol;
    for (group_name, flow) in stream.groups.iter_mut() {
        let mut config = tick.settings.of(group_name, tick.catalog, tick.cooperative);
        // A share group reads apart (KIP-932). Rule: docs/RULES.md#share-groups.
        if config.group_type == GroupType::Share {
            let Ok((topic, group, shared)) = log.topic_and_share_group_mut(&topic_name, group_name) else { continue };
            let dead_letter = tick.settings.dead_letter(group_name).and_then(|id| tick.board.nodes.get(id).copied());
            let place = share::Place {
                stream: se,
                topic_name: &topic_name,
                topic,
                offline: &offline,
                unreadable,
                read_cap,
                dead_letter: dead_letter.filter(|&e| e != se),
            };
            share::read(tick, crew, &place, (group, shared), flow, &config);
            continue;
        }
        if flow.share.is_some() {
            share::to_consumer_group(log, &topic_name, group_name, flow);
        }
        let Ok((topic, group)) = log.topic_and_group_mut(&topic_name, group_name) else { continue };
        // Brokers without KIP-848 speak the classic protocol only. Rule:
        // docs/RULES.md#consumer-protocol.
        if !consumer_protocol {
            config.protocol = GroupProtocol::Classic;
        }
        // The group reads the partitions it knows of: those added since
        // its last rebalance or metadata refresh wait for the next. Rule:
        // docs/RULES.md#partition-expansion.
        let actual = topic.partition_count();
        let known = flow.metadata.at(actual, tick.now, config.metadata_max_age.unwrap_or(stream_age));
        let had = flow.partitions.len();
        flow.learn(known);
        flow.blocked = false;
        flow.poisoned = None;
        if flow.applied.len() < tick.entities.keys.len() {
            flow.applied.resize(tick.entities.keys.len(), 0);
        }
        // Its lag counts to the last stable offset when it reads committed.
        group.set_isolation(config.isolation);
        let rules = join(tick, &crew.workers, &topic_name, actual, group, flow, &config);
        flow.counted_before_learning(had, |p| topic.partition(p).map_or(0, |part| part.log_start()));
        let empty = rules.is_none() || flow.members.is_empty();
        expire_offsets(flow, group, &topic_name, tick.catalog.sim.offsets_retention_seconds, tick.now, empty);
        let Some(rules) = rules else { continue };
        let pausing =
            flow.rebalance_until.is_some_and(|t| tick.now < t) || (flow.rebalance_pending && config.assignor.eager());
        if pausing {
            flow.paused_seconds += tick.dt;
        }
        if !empty {
            settle_offsets(flow, topic, group, &topic_name, config.auto_offset_reset, tick.now);
        }
        // With `none` and no position to read from, nobody reads.
        let pausing = pausing || flow.no_offset.is_some();
        let mut members = std::mem::take(&mut crew.scratch.members);
        members.clone_from(&flow.members);
        // The tracked updates reached this tick go after those still
        // waiting for their poll to end (taken here, given back in `finish`).
        let applies = std::mem::take(&mut flow.reached);
        let mut read = GroupRead {
            stream: se,
            topic_name: &topic_name,
            topic,
            group,
            flow,
            rules,
            config,
            read_cap,
            unreadable,
            offline: &offline,
            pausing,
            applies,
            evict: Vec::new(),
            consumed: 0,
        };
        // Each member in turn reads the partitions it owns, in index order
        // (owners do not change while the group reads), in a list reused
        // from earlier ticks.
        for (i, &we) in members.iter().enumerate() {
            let mut parts = crew.scratch.spare.pop().unwrap_or_default();
            parts.clear();
            // A member named twice owns its partitions once.
            if !members[..i].contains(&we) {
                let mine = read.flow.owners().enumerate().filter(|&(_, o)| o == Some(we));
                parts.extend(mine.map(|(p, _)| p as u32));
            }
            read.member(tick, crew, we, &parts);
            if let Some(old) = tick.assigned.insert(we, parts) {
                spare_list(&mut crew.scratch.spare, old);
            }
        }
        crew.scratch.members = members;
        read.finish(tick);
    }
}

/// The group's membership this tick: heartbeats, members down past the
/// session timeout leaving, evicted ones rejoining, and a rebalance when the
/// members changed (its leader assigns from fresh metadata: the topic's
/// `actual` partition count) or its metadata refresh found more partitions.
/// Returns the rules the group follows (its first member's, else its first
/// subscriber's); `None` when no Worker is subscribed.
fn join(
    tick: &mut Tick,
    workers: &Workers,
    topic_name: &str,
    actual: u32,
    group: &mut crate::log::Group,
    flow: &mut super::GroupFlow,
    config: &super::groups::GroupConfig,
) -> Option<WorkerRules> {
    let now = tick.now;
    let mut n = flow.partitions.len() as u32;
    flow.evicted.retain(|_, back| now < *back);
    let subscribed: Vec<(Entity, &str)> = group
        .members_of(topic_name)
        .iter()
        .filter_map(|id| tick.board.nodes.get_key_value(*id).map(|(k, e)| (*e, k.as_str())))
        .filter(|(e, _)| workers.contains(*e))
        .collect();
    let mut why = heartbeats(now, workers, &subscribed, flow, config.session_timeout);
    let members = current_members(workers, &subscribed, flow);
    let rules_of = |we: Entity| -> Option<WorkerRules> {
        let (_, wnode, ..) = workers.get(we).ok()?;
        match &tick.catalog.component(&wnode.kind)?.role {
            Role::Worker(r) => Some(r.clone()),
            _ => None,
        }
    };
    let rules =
        members.first().and_then(|&m| rules_of(m)).or_else(|| subscribed.first().and_then(|&(m, _)| rules_of(m)))?;
    if config.protocol == GroupProtocol::Consumer {
        let place = Place { topic: topic_name, actual, workers, subscribed: &subscribed };
        converge(tick, place, group, flow, config, members, why);
        return Some(rules);
    }
    // Back from the consumer protocol: every member rejoins by the classic one.
    let converted = flow.coordinator.take().is_some();
    if converted {
        why.push(RebalanceWhy::BackToClassic);
    }
    let unowned = !members.is_empty() && flow.owners().any(|o| o.is_none()) && (n as usize) > 0;
    let changed = converted || members != flow.members || (unowned && flow.owners().any(|o| o.is_some()));
    // A rebalance needs every member to rejoin. One that is down cannot, so
    // the rebalance waits until its session timeout removes it: an eager
    // group stands still meanwhile, a cooperative one reads on with what
    // each member owns. Rule: docs/RULES.md#rebalance.
    let down = |e: &Entity| workers.get(*e).is_ok_and(|(_, _, w, d)| d || w.silent());
    flow.rebalance_pending = changed && flow.members.iter().any(|m| members.contains(m) && down(m));
    if members != flow.members && !flow.rebalance_pending {
        // The leader assigns from fresh metadata: the rebalance learns of
        // the partitions added since. Rule: docs/RULES.md#partition-expansion.
        let known = flow.metadata.fetch(actual, now);
        flow.learn(known);
        n = flow.partitions.len() as u32;
    }
    if changed && !flow.rebalance_pending {
        explain_change(&mut why, workers, &subscribed, &flow.members, &members, n);
        let change = Change { now, assignor: config.assignor, round: rules.rebalance_seconds, why };
        let before: Vec<Option<Entity>> = flow.owners().collect();
        rebalance(flow, group, topic_name, n, members.clone(), change);
        if config.processing_guarantee.transactional() {
            settle_transactions(tick, flow, &before, &members);
        }
    } else if unowned && !flow.rebalance_pending {
        // A group forming: nobody owned anything, so nobody stops.
        flow.set_owners(owners(config.assignor, &members, n, &[]));
    }
    Some(rules)
}

/// Where a group reads: its topic's name and partition count, the board's
/// Workers and the group's members subscribed to the topic (with their ids).
#[derive(Clone, Copy)]
struct Place<'a, 'w, 's> {
    topic: &'a str,
    actual: u32,
    workers: &'a Workers<'w, 's>,
    subscribed: &'a [(Entity, &'a str)],
}

/// A tick of a group on the consumer protocol (KIP-848). The coordinator
/// knows the topic's partitions from the cluster (no client refresh);
/// when its members or the partitions change, it computes a new target
/// assignment with its remote assignor (a new group epoch). Each live
/// member, at its heartbeat, gives up what its target no longer holds
/// (committing it) and takes what its target holds and nobody owns; so
/// only a partition that moves pauses, from its old owner's heartbeat to
/// its new owner's, and nobody else stops. A member that is down keeps its
/// partitions until the session timeout removes it. Rule:
/// docs/RULES.md#consumer-protocol.
fn converge(
    tick: &mut Tick,
    place: Place,
    group: &mut crate::log::Group,
    flow: &mut super::GroupFlow,
    config: &super::groups::GroupConfig,
    members: Vec<Entity>,
    mut why: Vec<RebalanceWhy>,
) {
    let now = tick.now;
    let converting = flow.coordinator.is_none();
    let mut c = flow
        .coordinator
        .take()
        .unwrap_or_else(|| super::Coordinator { target: flow.owners().collect(), ..Default::default() });
    if converting && !flow.members.is_empty() {
        // From the classic protocol: the assignment in force is the first
        // target, and no rebalance round is waited for.
        flow.rebalance_until = None;
        why.push(RebalanceWhy::ToConsumer);
    }
    flow.rebalance_pending = false;
    let had = c.target.len();
    flow.learn(place.actual);
    flow.metadata.fetch(place.actual, now);
    let n = flow.partitions.len();
    c.target.resize(n, None);
    // What a member that left owned goes back to the group's commit and is
    // free; a transaction it had open aborts (done again, aborted records
    // only). Rule: docs/RULES.md#read-process-write.
    let transactional = config.processing_guarantee.transactional();
    for (p, fp) in flow.partitions.iter_mut().enumerate() {
        let Some(o) = fp.owner.filter(|o| !members.contains(o)) else { continue };
        if let Some(committed) = group.committed(place.topic, p as u32).filter(|_| !fp.unplaced) {
            fp.position = committed;
        }
        if transactional && tick.writers.contains_key(&o) {
            fp.redo = (fp.position, fp.furthest_position);
        }
        fp.owner = None;
        fp.released_at = Some(now);
    }
    if transactional {
        for o in flow.members.iter().filter(|o| !members.contains(o) && tick.writers.contains_key(o)) {
            tick.pending.push(OutputOp::Abort { worker: *o, at: now });
        }
    }
    if members.is_empty() {
        // Nobody to move to: a group that empties does not count a move.
        flow.partitions.iter_mut().for_each(|fp| fp.released_at = None);
    }
    if converting || members != flow.members || n > had {
        explain_change(&mut why, place.workers, place.subscribed, &flow.members, &members, n as u32);
        let previous: Vec<Option<usize>> =
            c.target.iter().map(|o| o.and_then(|e| members.iter().position(|m| *m == e))).collect();
        let next = config.remote_assignor.assign(members.len(), n as u32, &previous);
        c.target = next.into_iter().map(|m| m.map(|i| members[i])).collect();
        c.group_epoch += 1;
        if !converting && !flow.members.is_empty() {
            flow.rebalances += 1;
        }
        c.members.retain(|m, _| members.contains(m));
        for &m in &members {
            c.members.entry(m).or_insert(super::MemberEpoch { epoch: 0, next_heartbeat: now });
        }
        flow.polls.retain(|m, _| members.contains(m));
        flow.last_rebalance = Some(Rebalanced { at: now, epoch: Some(c.group_epoch), why });
        flow.members = members;
    }
    reconcile(tick, place, group, flow, &mut c, transactional);
    flow.coordinator = Some(c);
}

/// The heartbeats due at this tick under the consumer protocol: each live
/// member gives up what moved away from it (committing its position, and
/// its transaction with it), then takes what its target holds that nobody
/// owns, and is at the group epoch. Rule: docs/RULES.md#consumer-protocol.
fn reconcile(
    tick: &mut Tick,
    place: Place,
    group: &mut crate::log::Group,
    flow: &mut super::GroupFlow,
    c: &mut super::Coordinator,
    transactional: bool,
) {
    let now = tick.now;
    let beat = tick.catalog.sim.consumer_heartbeat_interval_seconds;
    let live = |e: Entity| place.workers.get(e).is_ok_and(|(_, _, w, d)| !d && !w.silent());
    let due: Vec<Entity> =
        c.members.iter().filter(|(e, m)| m.next_heartbeat <= now + 1e-9 && live(**e)).map(|(e, _)| *e).collect();
    if due.is_empty() {
        return;
    }
    // Broken on purpose (a test's): what a member gave up although its
    // target kept it, taken back only at its next heartbeat.
    let mut held = Vec::new();
    for &m in &due {
        let mut gave = false;
        let behind = tick.consumer_revokes_all && c.members.get(&m).is_some_and(|me| me.epoch < c.group_epoch);
        for (p, fp) in flow.partitions.iter_mut().enumerate() {
            if fp.owner != Some(m) || (c.target[p] == Some(m) && !behind) {
                continue;
            }
            if c.target[p] == Some(m) {
                held.push(p);
            }
            if !fp.unplaced {
                group.commit(place.topic, p as u32, fp.position);
            }
            fp.owner = None;
            fp.released_at = Some(now);
            gave = true;
        }
        if gave && transactional && tick.writers.contains_key(&m) {
            tick.pending.push(OutputOp::Commit { worker: m, at: now });
        }
    }
    for &m in &due {
        for (p, fp) in flow.partitions.iter_mut().enumerate() {
            if c.target[p] != Some(m) || fp.owner.is_some() || held.contains(&p) {
                continue;
            }
            fp.owner = Some(m);
            if let Some(since) = fp.released_at.take() {
                c.moved += 1;
                c.paused_partition_seconds += now - since;
            }
        }
        if let Some(me) = c.members.get_mut(&m) {
            me.epoch = c.group_epoch;
            while me.next_heartbeat <= now + 1e-9 {
                me.next_heartbeat += beat;
            }
        }
    }
}

/// After a rebalance of a group whose Workers write inside transactions:
/// each member that stays committed its offsets, so its transaction
/// commits with them; each that left went back to the commit, so its
/// transaction aborts and what it did since is done again, repeating
/// aborted records only. `before` holds each partition's owner before the
/// rebalance. Rule: docs/RULES.md#read-process-write.
fn settle_transactions(tick: &mut Tick, flow: &mut super::GroupFlow, before: &[Option<Entity>], members: &[Entity]) {
    let mut owners: Vec<Entity> = before.iter().flatten().copied().collect();
    owners.sort_unstable();
    owners.dedup();
    for o in owners.into_iter().filter(|o| tick.writers.contains_key(o)) {
        if members.contains(&o) {
            tick.pending.push(OutputOp::Commit { worker: o, at: tick.now });
            continue;
        }
        tick.pending.push(OutputOp::Abort { worker: o, at: tick.now });
        for (fp, _) in flow.partitions.iter_mut().zip(before).filter(|(_, b)| **b == Some(o)) {
            fp.redo = (fp.position, fp.furthest_position);
        }
    }
}

/// Heartbeats at `now`: a live member's is now; one that is down for
/// `session_timeout` or longer is removed (counted); one back from that
/// rejoins; a stopped Worker has none. Returns what changed, in words.
fn heartbeats(
    now: f64,
    workers: &Workers,
    subscribed: &[(Entity, &str)],
    flow: &mut super::GroupFlow,
    session_timeout: f64,
) -> Vec<RebalanceWhy> {
    let mut why = Vec::new();
    for &(we, id) in subscribed {
        let Ok((_, _, worker, down)) = workers.get(we) else { continue };
        // A static member restarting is silent as one whose host is down.
        let down = down || worker.silent();
        if worker.left() {
            flow.heartbeat.remove(&we);
            flow.dead.remove(&we);
            continue;
        }
        // A live consumer heartbeats; one that is down keeps its partitions
        // until the session timeout passes. Rule: docs/RULES.md#session-timeout.
        let beat = flow.heartbeat.entry(we).or_insert(now);
        let last = *beat;
        if !down {
            *beat = now;
            if !flow.dead.is_empty() && flow.dead.remove(&we) {
                why.push(RebalanceWhy::Rejoined(id.to_string()));
            }
        } else if now - last >= session_timeout && flow.dead.insert(we) {
            flow.session_evictions += 1;
            why.push(RebalanceWhy::NoHeartbeat(id.to_string(), session_timeout));
        }
    }
    why
}

/// The group's members now: its subscribed Workers that are not stopped,
/// evicted for a slow poll or removed for a missed session timeout, sorted
/// by member id (a static member by its `group.instance.id`, KIP-345).
fn current_members(workers: &Workers, subscribed: &[(Entity, &str)], flow: &super::GroupFlow) -> Vec<Entity> {
    let mut members: Vec<(&str, Entity)> = subscribed
        .iter()
        .filter(|(e, _)| !flow.evicted.contains_key(e) && !flow.dead.contains(e))
        .filter_map(|&(e, id)| {
            let w = workers.get(e).ok().map(|(_, _, w, _)| w);
            // Static members sort by their group.instance.id (KIP-345).
            match w {
                Some(w) if w.left() => None,
                Some(w) => Some((w.instance_id.as_deref().unwrap_or(id), e)),
                None => Some((id, e)),
            }
        })
        .collect();
    members.sort();
    members.into_iter().map(|(_, e)| e).collect()
}

/// Adds to `why` each member that joined or left between `before` and
/// `after` and is not named there yet; a rebalance with no member change is
/// the topic's new partition count.
fn explain_change(
    why: &mut Vec<RebalanceWhy>,
    workers: &Workers,
    subscribed: &[(Entity, &str)],
    before: &[Entity],
    after: &[Entity],
    n: u32,
) {
    let id = |e: &Entity| subscribed.iter().find(|(s, _)| s == e).map(|(_, id)| id.to_string()).unwrap_or_default();
    let named = |why: &Vec<RebalanceWhy>, e: &Entity| why.iter().any(|w| w.member() == Some(id(e).as_str()));
    for e in after.iter().filter(|e| !before.contains(e)) {
        if !named(why, e) {
            why.push(RebalanceWhy::Joined(id(e)));
        }
    }
    for e in before.iter().filter(|e| !after.contains(e)) {
        if !named(why, e) {
            why.push(match workers.get(*e) {
                Ok((_, _, w, _)) if w.stopped => RebalanceWhy::Stopped(id(e)),
                Ok((_, _, w, _)) if w.left() => RebalanceWhy::Restarted(id(e)),
                _ => RebalanceWhy::Left(id(e)),
            });
        }
    }
    if why.is_empty() {
        why.push(RebalanceWhy::Partitions(n));
    }
}

/// What a rebalance is about: when, under which assignor, how long a round
/// takes (sim seconds) and why, in words.
struct Change {
    now: f64,
    assignor: crate::log::Assignor,
    round: f64,
    why: Vec<RebalanceWhy>,
}

/// The owner of each partition under `assignor` for `members` (sorted by
/// member id), given the owners before (`previous`, one per partition or
/// none).
fn owners(
    assignor: crate::log::Assignor,
    members: &[Entity],
    n: u32,
    previous: &[Option<Entity>],
) -> Vec<Option<Entity>> {
    let before: Vec<Option<usize>> =
        previous.iter().map(|o| o.and_then(|e| members.iter().position(|m| *m == e))).collect();
    assignor.assign(members.len(), n, &before).into_iter().map(|m| m.map(|i| members[i])).collect()
}

/// A rebalance to `members`. The partitions of members that left go back to
/// what the group committed (a member that was stopped committed as it
/// left); the members that stay commit what they processed (Kafka commits
/// when partitions are revoked). An eager assignor stops the whole group
/// for a round; cooperative-sticky stops only the partitions it moved from
/// one member to another, for a round. A group forming from no members, or
/// left with none, stops nothing.
fn rebalance(
    flow: &mut super::GroupFlow,
    group: &mut crate::log::Group,
    topic: &str,
    n: u32,
    members: Vec<Entity>,
    change: Change,
) {
    // Forming from nobody: nothing to revoke. Everybody leaving: a
    // rebalance, but nobody is left to wait.
    let forming = flow.members.is_empty();
    for p in 0..n {
        let pi = p as usize;
        match flow.partitions[pi].owner {
            // A partition not placed yet has no position to commit.
            Some(o) if members.contains(&o) && !flow.partitions[pi].unplaced => {
                group.commit(topic, p, flow.partitions[pi].position)
            }
            Some(o) if members.contains(&o) => {}
            Some(_) => {
                if let Some(c) = group.committed(topic, p) {
                    flow.partitions[pi].position = c;
                }
            }
            None => {}
        }
    }
    let previous: Vec<Option<Entity>> = flow.owners().collect();
    let next = owners(change.assignor, &members, n, &previous);
    if !forming {
        flow.rebalances += 1;
        if members.is_empty() {
            // Nobody is left to stop.
        } else if change.assignor.eager() {
            flow.rebalance_until = Some(change.now + change.round);
        } else {
            // A partition moved from a member that stays stops for the
            // round; so does one new to the group (added to the topic),
            // read once the rebalance has assigned it.
            for (fp, now) in flow.partitions.iter_mut().zip(&next) {
                let was = fp.owner;
                let moved = was.is_some_and(|o| members.contains(&o)) && *now != was;
                if moved || (was.is_none() && fp.unplaced) {
                    fp.stall_until = change.now + change.round;
                }
            }
        }
    }
    flow.last_rebalance = Some(Rebalanced { at: change.now, epoch: None, why: change.why });
    flow.polls.clear();
    flow.set_owners(next);
    flow.members = members;
}

/// One consumer group reading one stream this tick.
struct GroupRead<'a> {
    stream: Entity,
    topic_name: &'a str,
    topic: &'a crate::log::Topic,
    group: &'a mut crate::log::Group,
    flow: &'a mut super::GroupFlow,
    /// The Worker rules the group follows.
    rules: WorkerRules,
    /// The group's settings.
    config: super::groups::GroupConfig,
    /// Records one partition may give the group this tick.
    read_cap: f64,
    /// The stream's host is down: nobody reads.
    unreadable: bool,
    /// Partitions without a leader this tick, by index: nobody reads them.
    offline: &'a [bool],
    /// The group is rebalancing: nobody reads.
    pausing: bool,
    /// Tracked updates reached in polls not over yet: the group's from
    /// earlier ticks, then its members' of this tick.
    applies: Vec<Apply>,
    /// Members that missed their poll interval.
    evict: Vec<Entity>,
    /// Tasks processed for the first time this tick.
    consumed: u64,
}

impl GroupRead<'_> {
    /// Member `we` reads the partitions it owns (`owned`, in index order)
    /// for the tick, within its budget and its poll, skipping those a
    /// cooperative rebalance stalls; its results go to its Databases.
    fn member(&mut self, tick: &mut Tick, crew: &mut Crew, we: Entity, owned: &[u32]) {
        let (now, dt) = (tick.now, tick.dt);
        let Crew { workers, dbs, out, scratch } = crew;
        let (_, wnode, worker, down) = workers.get(we).expect("filtered above");
        let down = down || worker.silent();
        let Some(wspec) = tick.catalog.component(&wnode.kind) else { return };
        if worker.paused || self.unreadable || down || self.pausing {
            if worker.crash_at.is_some() && !down {
                tick.crashed.push(we);
                roll_back_to_commit(self.flow, self.group, self.topic_name, owned);
                let mut ops = Vec::new();
                self.abort_output(tick, we, owned, now, &mut ops);
                tick.pending.append(&mut ops);
            }
            // Its partitions wait: a paused or down member keeps
            // them; with no leader, or while the group rebalances,
            // nobody reads.
            return;
        }
        // A partition stalled by a cooperative rebalance, or without a
        // leader, gives nothing this tick.
        let waits = |p: u32| {
            self.flow.partitions[p as usize].stall_until > now
                || self.offline.get(p as usize) == Some(&true)
                || tick.output_waits(we, p)
        };
        let stalled = owned.iter().any(|&p| waits(p));
        let kept: Vec<u32>;
        let range: &[u32] = if stalled {
            kept = owned.iter().copied().filter(|&p| !waits(p)).collect();
            &kept
        } else {
            owned
        };
        reset_out_of_range(self.flow, self.topic, range, self.config.auto_offset_reset, now);
        // Its Databases, in a buffer reused from member to member.
        let mut my_dbs = std::mem::take(&mut scratch.dbs);
        (tick.dbs_of)(we, &mut my_dbs);
        let budget = tick_budget(&self.rules, worker, wspec.size_multiplier(wnode.size), dt, dbs, &my_dbs);
        let mut pass = Pass {
            topic: self.topic,
            read_cap: self.read_cap,
            stream: self.stream,
            worker: we,
            // A Worker that only writes to streams has no effect of its own
            // to repeat: what it does again is counted where its output is
            // read. Rule: docs/RULES.md#read-process-write.
            idempotent: worker.idempotent
                || db_unique(dbs, &my_dbs)
                || (my_dbs.is_empty() && tick.writers.contains_key(&we)),
            from_time: now,
            until_time: now + dt,
            poll_seconds: tick.catalog.sim.poll_seconds,
            isolation: if tick.committed_reads_uncommitted {
                Isolation::ReadUncommitted
            } else {
                self.config.isolation
            },
            skips_aborted: self.config.isolation == Isolation::ReadCommitted
                && !tick.committed_reads_uncommitted
                && !tick.committed_processes_aborted,
            output: tick.writers.contains_key(&we).then(|| self.config.processing_guarantee.transactional()),
            ops: Vec::new(),
            scratch,
        };
        // A poll returns at most max.poll.records; the member must
        // finish them within the poll interval or be evicted. A fast
        // member finishes many polls in one tick.
        let (mut left, started) = self.flow.polls.get(&we).copied().unwrap_or((0, now));
        let started = if left == 0 {
            left = pass.available(self.flow, range).min(self.rules.max_poll_records);
            now
        } else {
            started
        };
        let (first_time, read) = match worker.crash_at {
            None => pass.read(self.flow, range, budget, &mut self.applies, out),
            Some(f) => {
                let done = self.crash(tick, &mut pass, range, budget, f, out);
                tick.crashed.push(we);
                left = 0;
                done
            }
        };
        tick.pending.append(&mut pass.ops);
        write_results(dbs, &my_dbs, first_time, read);
        let started = if read >= left {
            left = 0;
            now + dt
        } else {
            left -= read;
            started
        };
        if left > 0 && now + dt - started > self.flow.poll_interval.unwrap_or(self.rules.max_poll_interval_seconds) {
            self.evict.push(we);
        } else {
            self.flow.polls.insert(we, (left, started));
        }
        *tick.per_worker.entry(we).or_default() += first_time;
        self.consumed += first_time;
        scratch.dbs = my_dbs;
    }

    /// After member `we` went back to the commit on `parts` (at sim time
    /// `at`): when it writes inside transactions (`exactly_once_v2`), its
    /// open transaction aborts (the coordinator fences its producer) and
    /// the output of what it does again repeats aborted records only.
    /// Rule: docs/RULES.md#read-process-write.
    fn abort_output(&mut self, tick: &Tick, we: Entity, parts: &[u32], at: f64, ops: &mut Vec<OutputOp>) {
        if !tick.writers.contains_key(&we) || !self.config.processing_guarantee.transactional() {
            return;
        }
        if tick.crash_commits_output {
            // Broken on purpose: the crashed attempt's output is kept.
            ops.push(OutputOp::Commit { worker: we, at });
            return;
        }
        ops.push(OutputOp::Abort { worker: we, at });
        for &p in parts {
            if let Some(fp) = self.flow.partitions.get_mut(p as usize) {
                fp.redo = (fp.position, fp.furthest_position);
            }
        }
    }

    /// A member crashing a fraction `f` of the way into the tick: it reads
    /// until then, goes back to the commit, and reads the rest of the tick.
    /// Returns the records processed for the first time and in all.
    fn crash(
        &mut self,
        tick: &Tick,
        pass: &mut Pass,
        range: &[u32],
        budget: f64,
        f: f64,
        out: &mut FlowWriter<Consumed>,
    ) -> (u64, u64) {
        let (now, dt) = (tick.now, tick.dt);
        // It crashes a fraction `f` into the tick: what it
        // processed since the last commit is done again.
        let f = f.clamp(0.0, 1.0);
        pass.until_time = now + f * dt;
        let (a, ra) = pass.read(self.flow, range, budget * f, &mut self.applies, out);
        roll_back_to_commit(self.flow, self.group, self.topic_name, range);
        self.abort_output(tick, pass.worker, range, now + f * dt, &mut pass.ops);
        // A commit older than the log start resets again (counted once).
        reset_out_of_range(self.flow, self.topic, range, self.config.auto_offset_reset, now + f * dt);
        pass.from_time = now + f * dt;
        pass.until_time = now + dt;
        let (b, rb) = pass.read(self.flow, range, budget * (1.0 - f), &mut self.applies, out);
        (a + b, ra + rb)
    }

    /// The end of the group's tick: evictions, the tracked versions applied
    /// in order, its gauges and the commit when one is due.
    fn finish(mut self, tick: &mut Tick) {
        let (now, dt) = (tick.now, tick.dt);
        // Missed the poll interval: out of the group (the next tick's
        // rebalance hands its partitions on), and its uncommitted work is
        // done again by whoever takes over.
        for we in std::mem::take(&mut self.evict) {
            self.flow.evicted.insert(we, now + self.rules.rebalance_seconds);
            self.flow.polls.remove(&we);
            self.flow.evictions += 1;
            if let Some(r) = tick.assigned.get(&we).cloned() {
                roll_back_to_commit(self.flow, self.group, self.topic_name, &r);
                let mut ops = Vec::new();
                self.abort_output(tick, we, &r, now + dt, &mut ops);
                tick.pending.append(&mut ops);
            }
        }
        self.flow.reached = std::mem::take(&mut self.applies);
        apply_in_order(self.flow, tick.entities, tick.catalog.sim.poll_seconds, now + dt);
        self.flow.consumed += self.consumed;
        self.flow.consumed_rate.add(self.consumed as f64, dt, tick.window);
        tick.ledger.pending_tasks += self.consumed;
        // Commit what was processed, every commit interval (after the
        // processing: a crash in between redelivers).
        // A group stopped for want of an offset (`none`) commits nothing:
        // its positions are not the consumer's. Nor does one whose offsets expired before it came back.
        if now + 1e-9 >= self.flow.next_commit && self.flow.no_offset.is_none() && !self.flow.expired_unplaced {
            let (topic, flow) = (self.topic, &*self.flow);
            // Not a partition it has not placed yet: it has no position there.
            let owned = flow.partitions.iter().enumerate().filter(|(_, fp)| fp.owner.is_some() && !fp.unplaced);
            let commit_at = |p: usize, fp: &super::nodes::FlowPartition| {
                if tick.commit_fetched {
                    topic.partition(p as u32).map(|x| x.high_watermark()).unwrap_or(0)
                } else {
                    fp.position
                }
            };
            self.group.commit_many(self.topic_name, owned.map(|(p, fp)| (p as u32, commit_at(p, fp))));
            self.flow.next_commit = now + self.rules.commit_interval_seconds;
            // The members' transactions commit with the offsets
            // (`sendOffsetsToTransaction`). Rule: docs/RULES.md#read-process-write.
            if self.config.processing_guarantee.transactional() {
                for &m in self.flow.members.iter().filter(|m| tick.writers.contains_key(m)) {
                    tick.pending.push(OutputOp::Commit { worker: m, at: now + dt });
                }
            }
        }
    }
}

/// Applies the tracked versions a group reached in every poll that is over
/// by `until` (sim seconds), in order; an older version after a newer one
/// counts as stale (weighted). The polls still open wait for a later tick,
/// so the order does not depend on the length of a tick.
fn apply_in_order(flow: &mut super::GroupFlow, entities: &Entities, poll_seconds: f64, until: f64) {
    // Apply tracked versions in the order the group reached them: a poll
    // at a time, and inside a poll one partition after another (Kafka gives
    // no order across partitions). An older version after a newer one is a
    // stale result. Rule: docs/RULES.md#ordering.
    let open = (until / poll_seconds).floor() as i64;
    flow.reached.sort_unstable_by_key(|a| (a.poll, a.partition, a.offset));
    let done = flow.reached.partition_point(|a| a.poll < open);
    for a in flow.reached.drain(..done) {
        let last = &mut flow.applied[a.entity as usize];
        if a.version < *last {
            flow.stale += entities.weights[a.entity as usize] * f64::from(a.weight);
            flow.stale_observed += 1;
        } else {
            *last = a.version;
        }
    }
}

/// A Worker reading a Queue this tick.
struct QueueReader {
    worker: Entity,
    /// Its consumer group.
    group: String,
    /// Tasks it can do this tick.
    budget: f64,
    /// The Databases it writes to.
    dbs: Vec<Entity>,
}

/// Queues hand out their tasks to the Workers linked from them; returns
/// the Workers that read a Queue.
fn read_queues(
    tick: &mut Tick,
    crew: &mut Crew,
    queues: &mut Query<(&Node, &mut Queue, Has<Down>), (Without<Stream>, Without<Worker>, Without<Database>)>,
    links: &Query<&super::Links>,
) -> Vec<Entity> {
    // Queues: each task goes to one Worker, whichever group it is in.
    let mut queue_readers: Vec<Entity> = Vec::new();
    for &qe in tick.board.nodes.values() {
        let Ok((_, mut queue, qdown)) = queues.get_mut(qe) else { continue };
        let targets: Vec<Entity> = links.get(qe).map(|l| l.0.clone()).unwrap_or_default();
        let readers = queue_readers_of(tick, crew, &targets, qdown);
        for r in &readers {
            queue.groups.entry(r.group.clone()).or_default();
            queue_readers.push(r.worker);
        }
        let shares = water_fill(queue.depth as f64, &readers.iter().map(|r| r.budget).collect::<Vec<_>>());
        for (reader, share) in readers.iter().zip(shares) {
            hand_out(tick, &mut crew.dbs, &mut queue, reader, share);
        }
    }
    queue_readers
}

/// The Workers among `targets`, with what each can do this tick (nothing
/// when it, or the Queue, is paused or down).
fn queue_readers_of(tick: &Tick, crew: &Crew, targets: &[Entity], qdown: bool) -> Vec<QueueReader> {
    targets
        .iter()
        .filter_map(|&we| {
            let (_, wnode, worker, down) = crew.workers.get(we).ok()?;
            let wspec = tick.catalog.component(&wnode.kind)?;
            let Role::Worker(wrules) = &wspec.role else { return None };
            let mut my_dbs = Vec::new();
            (tick.dbs_of)(we, &mut my_dbs);
            let budget = if worker.paused || worker.stopped || worker.restart_until.is_some() || down || qdown {
                0.0
            } else {
                tick_budget(wrules, worker, wspec.size_multiplier(wnode.size), tick.dt, &crew.dbs, &my_dbs)
            };
            Some(QueueReader { worker: we, group: worker.group.clone(), budget, dbs: my_dbs })
        })
        .collect()
}

/// Hands a reader its `share` of the Queue's tasks, in whole tasks (the
/// fraction carried to the next tick), at most the Queue's depth.
fn hand_out(tick: &mut Tick, dbs: &mut Dbs, queue: &mut Queue, reader: &QueueReader, share: f64) {
    let depth = queue.depth;
    let carry = queue.carry.entry(reader.worker).or_insert(0.0);
    let want = share + *carry;
    let take = (want.max(0.0).floor() as u64).min(depth);
    *carry = (want - take as f64).clamp(0.0, 1.0);
    if take == 0 {
        return;
    }
    queue.depth -= take;
    queue.handed_out += take;
    // The task went to this group; every other group reading the
    // queue never sees it.
    for (g, qg) in queue.groups.iter_mut() {
        if *g == reader.group {
            qg.consumed += take;
        } else {
            qg.missed += take;
        }
    }
    *tick.per_worker.entry(reader.worker).or_default() += take;
    tick.ledger.pending_tasks += take;
    write_results(dbs, &reader.dbs, take, take);
}

/// Tasks handed straight to Workers: each does what its budget leaves it
/// after its other reads this tick.
fn read_direct(tick: &mut Tick, crew: &mut Crew) {
    // Tasks handed straight to a Worker: it does what its speed leaves it
    // this tick; the rest are stranded (there is nowhere to wait).
    let direct: Vec<Entity> = crew.workers.iter().filter(|(_, _, w, _)| w.direct_inflow > 0).map(|(e, ..)| e).collect();
    let mut my_dbs = Vec::new();
    for we in direct {
        (tick.dbs_of)(we, &mut my_dbs);
        let Ok((_, wnode, worker, down)) = crew.workers.get(we) else { continue };
        let Some(wspec) = tick.catalog.component(&wnode.kind) else { continue };
        let Role::Worker(wrules) = &wspec.role else { continue };
        let budget = if worker.paused || worker.stopped || worker.restart_until.is_some() || down {
            0.0
        } else {
            tick_budget(wrules, worker, wspec.size_multiplier(wnode.size), tick.dt, &crew.dbs, &my_dbs)
        };
        let used = tick.per_worker.get(&we).copied().unwrap_or(0) as f64;
        let Ok((_, _, mut worker, _)) = crew.workers.get_mut(we) else { continue };
        let room = (budget - used).max(0.0) + worker.direct_carry;
        let free = room.floor() as u64;
        let inflow = std::mem::take(&mut worker.direct_inflow);
        let done = inflow.min(free);
        worker.direct_carry = if done == free { (room - done as f64).clamp(0.0, 1.0) } else { 0.0 };
        worker.direct_done += done;
        worker.stranded += inflow - done;
        *tick.per_worker.entry(we).or_default() += done;
        tick.ledger.pending_tasks += done;
        write_results(&mut crew.dbs, &my_dbs, done, done);
    }
}

/// The end of the tick for every Worker: its crash is over, its gauges
/// move (idle ones towards zero), and it shows what it reads.
fn settle_workers(mut tick: Tick, workers: &mut Workers, queue_readers: &[Entity], spare: &mut Vec<Vec<u32>>) {
    // Every Worker's gauge moves each tick, idle ones towards zero.
    for (we, _, mut worker, _) in workers.iter_mut() {
        if tick.crashed.contains(&we) {
            worker.crash_at = None;
        }
        let count = tick.per_worker.get(&we).copied().unwrap_or(0);
        worker.consumed += count;
        worker.consumed_rate.add(count as f64, tick.dt, tick.window);
        let owned = tick.assigned.remove(&we).unwrap_or_default();
        if worker.assigned != owned {
            let old = std::mem::replace(&mut worker.assigned, owned);
            spare_list(spare, old);
        } else {
            spare_list(spare, owned);
        }
        let reads_queue = queue_readers.contains(&we);
        if worker.reads_queue != reads_queue {
            worker.reads_queue = reads_queue;
        }
    }
}

/// Keeps `list` (its allocation) for a later read, up to [`SPARE_LISTS`].
fn spare_list(spare: &mut Vec<Vec<u32>>, list: Vec<u32>) {
    if list.capacity() > 0 && spare.len() < SPARE_LISTS {
        spare.push(list);
    }
}

/// How many more results the Databases a Worker writes to can take this tick
/// (unbounded for a Worker that writes nowhere).
fn db_room<F: QueryFilter>(dbs: &Query<(&Node, &mut Database, Has<super::nodes::Down>), F>, mine: &[Entity]) -> f64 {
    mine.iter().filter_map(|d| dbs.get(*d).ok()).map(|(_, db, _)| db.capacity_left).fold(f64::INFINITY, f64::min)
}

/// True when a Worker writes to a Database with a unique key: a second
/// write of the same task is refused, so the Worker is idempotent.
fn db_unique<F: QueryFilter>(dbs: &Query<(&Node, &mut Database, Has<super::nodes::Down>), F>, mine: &[Entity]) -> bool {
    mine.iter().filter_map(|d| dbs.get(*d).ok()).any(|(_, db, _)| db.unique_key)
}

/// A Worker wrote the results of `all` tasks, `first_time` of them new.
fn write_results<F: QueryFilter>(
    dbs: &mut Query<(&Node, &mut Database, Has<super::nodes::Down>), F>,
    mine: &[Entity],
    first_time: u64,
    all: u64,
) {
    for &d in mine {
        let Ok((_, mut db, _)) = dbs.get_mut(d) else { continue };
        let rows = if db.unique_key { first_time } else { all };
        db.refused_duplicates += all - rows;
        db.writes += rows;
        db.pending_changes += rows;
        db.capacity_left = (db.capacity_left - all as f64).max(0.0);
    }
}

/// A Database's changes go to the CDC Connectors it is linked to, which
/// append them to their streams next tick.
fn hand_changes(
    clock: Res<SimClock>,
    catalog: Res<Catalog>,
    mut dbs: Query<(&mut Database, &super::Links)>,
    mut producers: Query<&mut super::Producer>,
) {
    let window = catalog.sim.rate_window_seconds;
    for (mut db, links) in &mut dbs {
        let changes = std::mem::take(&mut db.pending_changes);
        db.write_rate.add(changes as f64, clock.step, window);
        for &t in &links.0 {
            if let Ok(mut p) = producers.get_mut(t) {
                p.inflow += changes;
            }
        }
    }
}

/// The member's partitions go back to what the group last committed.
fn roll_back_to_commit(flow: &mut super::GroupFlow, group: &crate::log::Group, topic: &str, parts: &[u32]) {
    for &p in parts {
        if let (Some(fp), Some(c)) = (flow.partitions.get_mut(p as usize), group.committed(topic, p)) {
            fp.position = c;
        }
    }
}

/// Where `auto.offset.reset` puts a position on `part` at sim time `now`:
/// its log start (earliest), its high watermark (latest), the first record
/// appended within the duration (`by_duration`, KIP-1106; the high watermark
/// when every record is older), or nowhere (`none`: the consumer fails).
/// Rule: docs/RULES.md#auto-offset-reset.
pub(crate) fn reset_target(part: &crate::log::Partition, policy: OffsetReset, now: f64) -> Option<Offset> {
    match policy {
        OffsetReset::Earliest => Some(part.log_start()),
        OffsetReset::Latest => Some(part.high_watermark()),
        OffsetReset::ByDuration(d) => Some(part.offset_for_time(now - d.seconds() as f64)),
        OffsetReset::None => None,
    }
}

/// A group's positions before its members read, by its `auto.offset.reset`:
/// with `none`, the first partition without a committed offset or whose
/// position retention passed stops the whole group (its consumer throws);
/// with another policy, partitions a `none` group never had an offset in
/// get the policy's (and a commit), and the group reads on. Cheap unless
/// the policy is `none`, the group stood still for it, or it just learned
/// of new partitions: those get the policy's position, and what it skips
/// there is lost to the group. Rules: docs/RULES.md#auto-offset-reset,
/// docs/RULES.md#partition-expansion.
fn settle_offsets(
    flow: &mut super::GroupFlow,
    topic: &crate::log::Topic,
    group: &mut crate::log::Group,
    topic_name: &str,
    policy: OffsetReset,
    now: f64,
) {
    if policy != OffsetReset::None && flow.no_offset.is_none() && !flow.expired_unplaced && flow.unplaced_from.is_none()
    {
        return;
    }
    let mut stop = None;
    let expired = flow.expired_unplaced;
    // A new partition's owner looks up its position at its first fetch,
    // once the rebalance that assigned it is over.
    let round = flow.rebalance_pending || flow.rebalance_until.is_some_and(|t| now < t);
    let mut waiting = false;
    // Only the partitions it knows of (docs/RULES.md#partition-expansion).
    for (p, part) in topic.partitions().iter().enumerate().take(flow.partitions.len()) {
        let pi = p as u32;
        let committed = group.committed(topic_name, pi);
        let fp = &mut flow.partitions[p];
        if fp.unplaced && (round || fp.owner.is_none() || fp.stall_until > now) {
            waiting = true;
            continue;
        }
        let new = std::mem::take(&mut fp.unplaced);
        match (committed, reset_target(part, policy, now)) {
            // New to the group and given an offset meanwhile (a reset of
            // its offsets): it starts there.
            (Some(c), _) if new => {
                fp.position = c;
                fp.furthest_position = fp.furthest_position.max(c);
            }
            (None, Some(target)) => {
                if expired {
                    // Back after its offsets expired: a jump forward skips
                    // records it never processed, lost to it (counted once).
                    let counted = fp.position.max(fp.furthest_position).max(fp.lost_until).max(part.log_start());
                    flow.lost_retention += target.saturating_sub(counted);
                    fp.lost_until = fp.lost_until.max(target);
                } else if new {
                    // A partition added before the group learned of it: what
                    // its producers appended there and the policy skips
                    // (`latest`: all of it) is lost to the group.
                    flow.lost_expansion += target.saturating_sub(part.log_start().max(fp.lost_until));
                    fp.lost_until = fp.lost_until.max(target);
                }
                fp.position = target;
                fp.furthest_position = fp.furthest_position.max(target);
                group.commit(topic_name, pi, target);
            }
            // No offset at all, or one retention passed: the first names
            // the stop, the others are counted.
            (c, None) if c.is_none() || fp.position < part.log_start() => {
                let position = c.map(|_| fp.position);
                let here = super::NoOffset { partition: pi, position, log_start: part.log_start(), others: 0 };
                stop = Some(stop.map_or(here, |s: super::NoOffset| super::NoOffset { others: s.others + 1, ..s }));
            }
            // A committed offset still in the log: nothing to settle.
            _ => {}
        }
    }
    if stop.is_none() && !waiting {
        flow.unplaced_from = None;
    }
    flow.no_offset = stop;
    flow.expired_unplaced = false;
}

/// Offsets retention: once no member of the group has read this stream's
/// topic for `retention` sim seconds (the group empty here), its committed
/// offsets on the topic are forgotten; when a member comes back,
/// [`settle_offsets`] places it by its `auto.offset.reset`. Rule:
/// docs/RULES.md#offsets-retention.
fn expire_offsets(
    flow: &mut super::GroupFlow,
    group: &mut crate::log::Group,
    topic_name: &str,
    retention: f64,
    now: f64,
    empty: bool,
) {
    if !empty {
        flow.unread_since = None;
        return;
    }
    let since = *flow.unread_since.get_or_insert(now);
    if now - since + 1e-9 >= retention && group.committed_in(topic_name).iter().any(Option::is_some) {
        group.forget_topic(topic_name);
        group.await_offsets(topic_name, flow.partitions.len() as u32);
        flow.offsets_expired += 1;
        flow.expired_unplaced = true;
    }
}

/// A fetch from a position the log no longer holds (retention passed it)
/// resets it by the group's `auto.offset.reset`. With `latest` the jump
/// skips the backlog still in the log too: lost to this group, counted with
/// what retention removed (that was counted when it was removed).
fn reset_out_of_range(
    flow: &mut super::GroupFlow,
    topic: &crate::log::Topic,
    parts: &[u32],
    policy: OffsetReset,
    now: f64,
) {
    for &p in parts {
        let Ok(part) = topic.partition(p) else { continue };
        let pi = p as usize;
        if flow.partitions[pi].position >= part.log_start() {
            continue;
        }
        // `none` resets nothing: the group stops at its next tick.
        let Some(target) = reset_target(part, policy, now) else { continue };
        // What was processed or already counted lost is not counted again
        // (a crash can send the position back below the log start).
        let counted = flow.partitions[pi]
            .position
            .max(flow.partitions[pi].furthest_position)
            .max(flow.partitions[pi].lost_until)
            .max(part.log_start());
        flow.lost_retention += target.saturating_sub(counted);
        flow.partitions[pi].lost_until = flow.partitions[pi].lost_until.max(target);
        flow.partitions[pi].position = target;
        // What it jumped over is counted lost, not waiting to be processed.
        flow.partitions[pi].furthest_position = flow.partitions[pi].furthest_position.max(target);
    }
}

/// Deletes batches older than each stream's retention window. A group that
/// has not processed them loses those events: counted as lost. Retention
/// never touches a committed offset or a position: the group's next fetch
/// from a position the log no longer holds resets it by its
/// `auto.offset.reset`. A stream whose `cleanup.policy` is `compact` alone
/// is never cut by retention (docs/RULES.md#compaction). Rules:
/// docs/RULES.md#retention and docs/RULES.md#auto-offset-reset.
pub(super) fn retention(clock: Res<SimClock>, mut log: ResMut<SimLog>, mut streams: Query<&mut Stream>) {
    for mut stream in &mut streams {
        let cutoff = clock.now - stream.retention;
        if cutoff <= 0.0 {
            continue;
        }
        let topic_name = stream.topic.clone();
        let Ok(topic) = log.topic_mut(&topic_name) else { continue };
        // `compact` alone keeps every key's latest record for ever.
        if !topic.cleanup().retention_deletes() {
            continue;
        }
        let mut starts = Vec::new();
        for p in 0..topic.partition_count() {
            let part = topic.partition_mut(p).expect("in range");
            let removed = part.expire_before(cutoff);
            if removed > 0 {
                starts.push((p, part.log_start(), removed));
            }
        }
        // A share group counts what retention took from it itself.
        for flow in stream.groups.values_mut().filter(|f| f.share.is_none()) {
            for &(p, start, removed) in &starts {
                let pi = p as usize;
                if pi >= flow.partitions.len() {
                    // A partition the group has not learned of yet
                    // (docs/RULES.md#partition-expansion): it processed
                    // none of the removed records.
                    flow.lost_retention += removed;
                    continue;
                }
                let counted = flow.partitions[pi]
                    .position
                    .max(flow.partitions[pi].furthest_position)
                    .max(flow.partitions[pi].lost_until);
                flow.lost_retention += start.saturating_sub(counted);
                flow.partitions[pi].furthest_position =
                    flow.partitions[pi].position.max(flow.partitions[pi].furthest_position).max(start);
            }
        }
    }
}

/// Commits every group's processed positions (before a rebalance: Kafka's
/// consumers commit when their partitions are revoked).
pub(crate) fn commit_all(world: &mut World) {
    let commits = read_positions(world);
    commit_positions(world, commits);
}

/// Commits `group`'s positions on every stream it reads, and with them
/// its Workers' transactions (a clean restart, or a change of
/// `processing.guarantee`; docs/RULES.md#read-process-write).
pub(crate) fn commit_group(world: &mut World, group: &str) {
    let positions: Vec<_> = read_positions(world).into_iter().filter(|(g, ..)| g == group).collect();
    commit_positions(world, positions);
}

/// Every group's position on every stream it reads: `(group, topic,
/// position per partition)`.
pub(crate) fn read_positions(world: &mut World) -> Vec<(String, String, Vec<Offset>)> {
    let mut q = world.query::<&Stream>();
    q.iter(world)
        .flat_map(|s| {
            s.groups
                .iter()
                // A share group has no committed offsets.
                .filter(|(_, flow)| flow.share.is_none())
                // Up to the first partition not placed yet (new to the
                // group, docs/RULES.md#partition-expansion): none there.
                .map(|(g, flow)| {
                    let placed = flow.partitions.iter().take_while(|fp| !fp.unplaced);
                    (g.clone(), s.topic.clone(), placed.map(|fp| fp.position).collect())
                })
        })
        .collect()
}

/// Commits `positions` (as [`read_positions`] gives them), and with them
/// the transactions of those groups' Workers that write to a stream
/// (docs/RULES.md#read-process-write).
pub(crate) fn commit_positions(world: &mut World, positions: Vec<(String, String, Vec<Offset>)>) {
    let groups: Vec<String> = positions.iter().map(|(g, ..)| g.clone()).collect();
    let mut log = world.resource_mut::<SimLog>();
    for (g, topic, positions) in positions {
        if let Ok(group) = log.group_mut(&g) {
            for (p, pos) in positions.into_iter().enumerate() {
                group.commit(&topic, p as u32, pos);
            }
        }
    }
    if !groups.is_empty() {
        super::output::commit_transactions(world, &groups);
    }
}

/// The commits a change made while the game was paused still owes:
/// `(group, topic, partitions)`, each group's position on the first
/// `partitions` partitions of `topic` (those it had when the change came),
/// committed at the next step, before anything moves
/// ([`pay_owed_commits`]). Figures on the board read the committed
/// offsets, so they stay as they were until the sim steps.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct OwedCommits(pub Vec<(String, String, usize)>);

/// Whether commits wait for the next step: the windowed game is paused.
pub(crate) fn commits_wait(world: &World) -> bool {
    matches!(world.get_resource::<super::SimDriver>(), Some(super::SimDriver::RealTime { paused: true, .. }))
        && world.contains_resource::<OwedCommits>()
}

/// After a change made while paused: a group still reading a topic owes
/// its commit there (its position then and at the next step are the same:
/// nothing moves in between, and a reset moves the position with the
/// commit); a group that no longer reads it commits `before` now, as
/// [`commit_all`] would have.
pub(crate) fn owe_commits(world: &mut World, before: Vec<(String, String, Vec<Offset>)>) {
    let now: BTreeSet<(String, String)> = read_positions(world).into_iter().map(|(g, t, _)| (g, t)).collect();
    let (stay, gone): (Vec<_>, Vec<_>) =
        before.into_iter().partition(|(g, t, _)| now.contains(&(g.clone(), t.clone())));
    commit_positions(world, gone);
    let mut owed = world.resource_mut::<OwedCommits>();
    for (g, t, positions) in stay {
        match owed.0.iter_mut().find(|(og, ot, _)| *og == g && *ot == t) {
            Some(entry) => entry.2 = entry.2.max(positions.len()),
            None => owed.0.push((g, t, positions.len())),
        }
    }
}

/// Makes the commits owed since the game paused ([`OwedCommits`]), before
/// the first step after it.
pub(crate) fn pay_owed_commits(world: &mut World) {
    let Some(owed) = world.get_resource_mut::<OwedCommits>().map(|mut o| std::mem::take(&mut o.0)) else { return };
    if owed.is_empty() {
        return;
    }
    let mut due = read_positions(world);
    due.retain_mut(|(g, t, positions)| match owed.iter().find(|(og, ot, _)| og == g && ot == t) {
        Some((.., n)) => {
            positions.truncate(*n);
            true
        }
        None => false,
    });
    commit_positions(world, due);
}

/// Moves each flow of `group` to the group's committed positions (after a
/// reset, which changes what was committed).
pub(crate) fn follow_commits(world: &mut World, group: &str) {
    let Ok(g) = world.resource::<SimLog>().group(group).cloned() else { return };
    // Every poison pill held, by topic and partition.
    let pills: BTreeMap<String, Vec<Vec<Offset>>> = world
        .resource::<SimLog>()
        .topics()
        .filter_map(|topic| {
            let by_partition: Vec<Vec<Offset>> = topic.partitions().iter().map(|p| p.poison().collect()).collect();
            by_partition.iter().any(|v| !v.is_empty()).then(|| (topic.name().to_string(), by_partition))
        })
        .collect();
    let mut q = world.query::<&mut Stream>();
    for mut s in q.iter_mut(world) {
        let topic = s.topic.clone();
        if let Some(flow) = s.groups.get_mut(group) {
            let mut skipped = 0;
            for (p, fp) in flow.partitions.iter_mut().enumerate() {
                if let Some(c) = g.committed(&topic, p as u32) {
                    // A reset past a poison pill it never processed drops
                    // it (docs/RULES.md#poison-pill), counted once.
                    let from = fp.position.max(fp.furthest_position).max(fp.poison_skipped_until);
                    if let Some(held) = pills.get(&topic).and_then(|t| t.get(p)) {
                        skipped += held.iter().filter(|&&o| o >= from && o < c).count() as u64;
                    }
                    fp.poison_skipped_until = fp.poison_skipped_until.max(c);
                    fp.position = c;
                }
            }
            flow.lost_poison += skipped;
            // Reset by hand: a group `none` stopped is looked at afresh.
            flow.no_offset = None;
        }
    }
}

/// Shows each Worker the partitions it owns (after a load, a partition
/// change or a member joining or leaving; the owners themselves change at
/// the group's next rebalance).
pub(crate) fn refresh_assignments(world: &mut World) {
    let mut assigned: BTreeMap<Entity, Vec<u32>> = BTreeMap::new();
    let mut q = world.query::<&Stream>();
    for stream in q.iter(world) {
        for flow in stream.groups.values() {
            for (p, owner) in flow.owners().enumerate() {
                if let Some(o) = owner {
                    assigned.entry(o).or_default().push(p as u32);
                }
            }
        }
    }
    let mut q = world.query::<(Entity, &mut Worker)>();
    for (e, mut w) in q.iter_mut(world) {
        let mine = assigned.remove(&e).unwrap_or_default();
        if w.assigned != mine {
            w.assigned = mine;
        }
    }
}

/// [`super::state::SimStart`]: a new scenario owes no commits.
fn reset(world: &mut World) {
    world.insert_resource(OwedCommits::default());
}

/// After records `[from, old end)` of each partition were removed: each
/// group loses the ones it had not processed; `restart` (the log starts
/// again at the old end) or truncation (it goes on from `from`).
pub(super) fn forget_removed(world: &mut World, e: Entity, removed: &[(u64, u64)], restart: bool) {
    let mut commits: Vec<(String, u32, u64, bool)> = Vec::new();
    let topic;
    {
        let mut s = world.get_mut::<Stream>(e).expect("a stream");
        topic = s.topic.clone();
        for (g, flow) in s.groups.iter_mut() {
            for (p, &(from, old_end)) in removed.iter().enumerate() {
                if from >= old_end {
                    continue;
                }
                if p >= flow.partitions.len() {
                    // A partition the group has not learned of yet
                    // (docs/RULES.md#partition-expansion): none of the
                    // removed records was processed. A share group counts
                    // its own (docs/RULES.md#share-groups).
                    if flow.share.is_none() {
                        flow.lost_broker += old_end - from;
                    }
                    continue;
                }
                // The removed records this group had not processed: their
                // work never happens.
                flow.lost_broker += old_end
                    .saturating_sub(flow.partitions[p].position.max(flow.partitions[p].furthest_position).max(from));
                if restart {
                    flow.partitions[p].position = old_end;
                    flow.partitions[p].furthest_position = flow.partitions[p].furthest_position.max(old_end);
                    commits.push((g.clone(), p as u32, old_end, true));
                } else {
                    flow.partitions[p].position = flow.partitions[p].position.min(from);
                    flow.partitions[p].furthest_position = flow.partitions[p].furthest_position.min(from);
                    commits.push((g.clone(), p as u32, from, false));
                }
            }
        }
    }
    let mut log = world.resource_mut::<SimLog>();
    for (g, p, pos, restart) in commits {
        if let Ok(group) = log.group_mut(&g) {
            // Cut back: a commit beyond the new log end is out of range,
            // and the group goes on from the end (as a reset does).
            if restart || group.committed(&topic, p).is_some_and(|c| c > pos) {
                group.commit(&topic, p, pos);
            }
        }
    }
}

/// Worker `e`'s consumer commits the positions of the partitions it owns
/// (as it closes: a stop, a restart).
pub(crate) fn commit_owned(world: &mut World, e: Entity) {
    let Some(group) = world.get::<super::Worker>(e).map(|w| w.group.clone()) else { return };
    let mut commits: Vec<(String, u32, u64)> = Vec::new();
    for s in world.query::<&Stream>().iter(world) {
        let Some(flow) = s.groups.get(&group) else { continue };
        for (p, fp) in flow.partitions().iter().enumerate() {
            if fp.owner == Some(e) && !fp.unplaced {
                commits.push((s.topic.clone(), p as u32, fp.position()));
            }
        }
    }
    if let Ok(g) = world.resource_mut::<SimLog>().group_mut(&group) {
        for (topic, p, at) in commits {
            g.commit(&topic, p, at);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn water_fill_respects_limits_and_budget() {
        assert_eq!(water_fill(10.0, &[2.0, 100.0, 100.0]), vec![2.0, 4.0, 4.0]);
        assert_eq!(water_fill(10.0, &[1.0, 1.0]), vec![1.0, 1.0]);
        assert_eq!(water_fill(0.0, &[5.0]), vec![0.0]);
        assert!(water_fill(5.0, &[]).is_empty());
    }

    /// A member with a trickling partition (one record now and then) and a
    /// backlogged one reads its whole budget over many ticks: the fraction
    /// the trickling one earned but could not use goes to the backlog.
    #[test]
    fn whole_records_lose_no_budget_to_rounding() {
        let budget = 0.7; // records a tick
        let mut carry = vec![0.0; 2];
        let (mut read, mut trickle) = (0u64, 0u64);
        for tick in 0..1000u64 {
            trickle += u64::from(tick % 3 == 0);
            let available = [trickle, 1_000_000];
            let limits = [available[0] as f64, available[1] as f64];
            let shares = water_fill(budget, &limits);
            let mut order = Vec::new();
            fill_order(&limits, &mut order);
            let mut takes = Vec::new();
            whole_records(&shares, &limits, &order, &available, &mut carry, &mut takes);
            assert!(takes[0] <= available[0]);
            trickle -= takes[0];
            read += takes.iter().sum::<u64>();
        }
        let owed = budget * 1000.0;
        assert!(read as f64 <= owed + 1e-9 && read as f64 > owed - 2.0, "read {read} of {owed}");
    }
}
