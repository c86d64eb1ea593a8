//! Producers append to streams (replication, which moves the high
//! watermark, is `super::cluster`'s).
//!
//! Rules: docs/RULES.md#append-capacity, docs/RULES.md#partition-key,
//! docs/RULES.md#hot-key and docs/RULES.md#batches (the cost of a tick does
//! not grow with the message count).

use std::collections::{BTreeMap, VecDeque};
use std::sync::Arc;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use crate::log::num::floor;

use crate::rules::consumer::Keyless;
use rand::RngExt;

use super::nodes::ShareKey;
use super::nodes::{Down, PartitionState, Queue};
use super::research::Research;
use super::{
    Appended, Board, Entities, FlowWriter, Links, Node, Producer, SimClock, SimLog, SimRng, SimSet, SimTick, Stream,
};
use crate::log::Tracked;
use crate::log::partitioner::Partitioner;
use crate::rules::catalog::{Catalog, Role};
use crate::rules::research::ResearchEffect;
use crate::rules::scenario::{Acks, KeySpec, PartitionKey};

pub(super) fn plugin(app: &mut App) {
    // What Workers wrote last tick goes first (super::output).
    app.add_systems(SimTick, produce.in_set(SimSet::Produce).after(super::output::write_outputs));
}

/// Most entity ids hashed to work out a key pattern's partition shares.
const SHARE_SAMPLE: u64 = 65_536;

/// Draws one message's key: a hot key with its share, else an entity,
/// uniform or Zipf-distributed (rank `i + 1` for entity `i`).
pub(crate) fn draw_key(keys: &KeySpec, rng: &mut impl rand::Rng) -> String {
    let r: f64 = rng.random();
    let mut acc = 0.0;
    for hot in &keys.hot {
        acc += hot.share;
        if r < acc {
            return hot.key.clone();
        }
    }
    let n = keys.entities.max(1);
    let id = match keys.zipf.and_then(|s| rand_distr::Zipf::new(n as f64, s).ok()) {
        Some(zipf) => (rand_distr::Distribution::sample(&zipf, rng) as u64).clamp(1, n) - 1,
        None => rng.random_range(0..n),
    };
    format!("{}{}", keys.prefix, id)
}

/// Most ranks summed exactly for a Zipf normalising constant; the rest by
/// the integral.
const ZIPF_EXACT: u64 = 1 << 20;

/// `H(n, s) = Σ_{k=1..n} k^-s`: exact up to [`ZIPF_EXACT`] terms, the tail
/// from its integral (midpoint rule).
///
/// Summing a million powers costs milliseconds and incidents ask again every
/// time they change a key pattern, so the last few answers are remembered
/// (a pure function of `n` and `s`: the sim stays deterministic).
fn zipf_norm(n: u64, s: f64) -> f64 {
    thread_local! {
        static KNOWN: std::cell::RefCell<Vec<(u64, u64, f64)>> = const { std::cell::RefCell::new(Vec::new()) };
    }
    if let Some(h) = KNOWN.with(|k| k.borrow().iter().find(|e| e.0 == n && e.1 == s.to_bits()).map(|e| e.2)) {
        return h;
    }
    let h = zipf_norm_uncached(n, s);
    KNOWN.with(|k| {
        let mut k = k.borrow_mut();
        if k.len() >= 16 {
            k.remove(0);
        }
        k.push((n, s.to_bits(), h));
    });
    h
}

fn zipf_norm_uncached(n: u64, s: f64) -> f64 {
    let exact = n.min(ZIPF_EXACT);
    let mut h: f64 = (1..=exact).map(|k| (k as f64).powf(-s)).sum();
    if n > exact {
        let (a, b) = (exact as f64 + 0.5, n as f64 + 0.5);
        h += if (s - 1.0).abs() < 1e-12 { (b / a).ln() } else { (b.powf(1.0 - s) - a.powf(1.0 - s)) / (1.0 - s) };
    }
    h
}

/// The share of the entities' (not the hot keys') traffic that entity `id`
/// gets: `1 / entities`, or under Zipf `(id + 1)^-s / H(entities, s)`.
pub(crate) struct EntityShare {
    entities: u64,
    zipf: Option<(f64, f64)>,
}

impl EntityShare {
    pub(crate) fn new(keys: &KeySpec) -> EntityShare {
        let entities = keys.entities.max(1);
        EntityShare { entities, zipf: keys.zipf.map(|s| (s, zipf_norm(entities, s))) }
    }
    pub(crate) fn of(&self, id: u64) -> f64 {
        match self.zipf {
            Some((s, h)) => (id as f64 + 1.0).powf(-s) / h,
            None => 1.0 / self.entities as f64,
        }
    }
}

/// The fraction of a key pattern's traffic each partition gets.
/// Round robin: equal. By key: the hot keys' shares on their partitions, the
/// rest spread as the entity ids hash (exact for up to 65,536 entities, an
/// even sample of the ids above that). The sim takes it with the keys
/// ([`shares_and_keys`]); the tests take it alone.
#[cfg(test)]
fn partition_shares(
    keys: &KeySpec,
    partitions: u32,
    partitioner: Partitioner,
    mode: PartitionKey,
    salt: u32,
) -> Vec<f64> {
    shares_and_keys(keys, partitions, partitioner, mode, salt).0
}

/// [`partition_shares`], and how many distinct keys of the pattern each
/// partition gets (in the same pass over the entity ids): its entities as
/// their ids hash, and each hot key (each salted variant on its own
/// partition). Round robin: any key can reach any partition. Every key
/// counts alike, Zipf or not (the cleaner's model; docs/RULES.md#compaction).
pub(crate) fn shares_and_keys(
    keys: &KeySpec,
    partitions: u32,
    partitioner: Partitioner,
    mode: PartitionKey,
    salt: u32,
) -> (Vec<f64>, Vec<f64>) {
    let n = partitions.max(1) as usize;
    let salt = salt.max(1);
    if mode == PartitionKey::RoundRobin {
        let hot = keys.hot.len() as f64 * f64::from(salt);
        return (vec![1.0 / n as f64; n], vec![keys.entities as f64 + hot; n]);
    }
    let hot_total: f64 = keys.hot.iter().map(|h| h.share).sum();
    let mut shares = vec![0.0; n];
    let samples = keys.entities.clamp(1, SHARE_SAMPLE);
    let stride = keys.entities.max(1) / samples;
    // Each sampled id stands for the `stride` ids after it, with its weight
    // (uniform: all alike; Zipf: its rank's).
    let weight = EntityShare::new(keys);
    let mut counts = vec![0.0f64; n];
    let mut ids = vec![0.0f64; n];
    for i in 0..samples {
        let key = format!("{}{}", keys.prefix, i * stride);
        let p = partitioner.partition(&key, partitions) as usize;
        counts[p] += weight.of(i * stride);
        ids[p] += 1.0;
    }
    let total: f64 = counts.iter().sum::<f64>().max(f64::MIN_POSITIVE);
    let rest = (1.0 - hot_total).max(0.0);
    for (s, c) in shares.iter_mut().zip(&counts) {
        *s = rest * *c / total;
    }
    let scale = keys.entities as f64 / samples as f64;
    for k in &mut ids {
        *k *= scale;
    }
    for hot in &keys.hot {
        // A salted key is spread evenly over its salted variants.
        for i in 0..salt {
            let p = partitioner.partition(&salted(&hot.key, i, salt), partitions) as usize;
            shares[p] += hot.share / f64::from(salt);
            ids[p] += 1.0;
        }
    }
    (shares, ids)
}

/// A key with salt `i` of `salt` (`customer-7#2`); unsalted when `salt` is 1.
/// Salting is our addition: it spreads one key over a few partitions and
/// gives up that key's order across them.
pub(crate) fn salted(key: &str, i: u32, salt: u32) -> String {
    if salt <= 1 { key.to_string() } else { format!("{key}#{i}") }
}

/// Splits `total` into integer counts by `shares`, carrying each partition's
/// fraction to the next tick; the counts add up to `total` exactly
/// (largest remainder, ties to the lower index).
pub(crate) fn apportion(total: u64, shares: &[f64], carry: &mut [f64]) -> Vec<u64> {
    let wants: Vec<f64> = shares.iter().zip(carry.iter()).map(|(s, c)| total as f64 * s + c).collect();
    let mut counts: Vec<u64> = wants.iter().map(|w| floor(w.max(0.0)) as u64).collect();
    let mut assigned: u64 = counts.iter().sum();
    if assigned > total {
        // Carries can overshoot by a message or two: take back from the smallest remainders.
        // Indices are distinct, so the order is total: an unstable sort
        // gives the same order as a stable one, without its buffer.
        let mut order: Vec<usize> = (0..counts.len()).collect();
        order.sort_unstable_by(|&a, &b| {
            (wants[a] - counts[a] as f64).total_cmp(&(wants[b] - counts[b] as f64)).then(a.cmp(&b))
        });
        for &i in order.iter().cycle().take(counts.len() * 4) {
            if assigned == total {
                break;
            }
            if counts[i] > 0 {
                counts[i] -= 1;
                assigned -= 1;
            }
        }
    }
    if assigned < total && !counts.is_empty() {
        // The largest remainders get one more each (ties to the lower
        // index), round after round: every partition gets the full rounds,
        // and the `extra` largest one more. Only which ones those are
        // matters, not their order, so a selection does (no sort).
        let left = total - assigned;
        let n = counts.len();
        let (rounds, extra) = (left / n as u64, (left % n as u64) as usize);
        let rem: Vec<f64> = wants.iter().zip(&counts).map(|(w, c)| w - *c as f64).collect();
        if rounds > 0 {
            counts.iter_mut().for_each(|c| *c += rounds);
        }
        if extra > 0 {
            let mut order: Vec<usize> = (0..n).collect();
            if extra < n {
                order.select_nth_unstable_by(extra - 1, |&a, &b| rem[b].total_cmp(&rem[a]).then(a.cmp(&b)));
            }
            for &i in &order[..extra] {
                counts[i] += 1;
            }
        }
    }
    for ((c, w), n) in carry.iter_mut().zip(&wants).zip(&counts) {
        // Bounded: a carry never grows past a couple of messages either way.
        *c = (w - *n as f64).clamp(-2.0, 2.0);
    }
    counts
}

/// A producing Node as [`produce`] reads it: its Node, links, state and
/// whether its host is down.
type Producers<'w, 's> = Query<'w, 's, (&'static Node, &'static Links, &'static mut Producer, Has<Down>)>;

/// What producers send to: streams (and the log behind them), Queues and
/// Workers fed directly, with what appending touches besides the log.
#[derive(SystemParam)]
struct Sinks<'w, 's> {
    log: ResMut<'w, SimLog>,
    streams: Query<'w, 's, (&'static Node, &'static mut Stream, Has<Down>)>,
    queues: Query<'w, 's, (&'static Node, &'static mut Queue, Has<Down>), Without<Stream>>,
    direct: Query<'w, 's, &'static mut super::Worker, (Without<Stream>, Without<Queue>, Without<Producer>)>,
    records: Records<'w, 's>,
}

/// What appending records touches besides the log: the key draws, the
/// tracked entities' versions and the [`Appended`] messages.
#[derive(SystemParam)]
struct Records<'w, 's> {
    rng: ResMut<'w, SimRng>,
    entities: ResMut<'w, Entities>,
    appended: FlowWriter<'w, Appended>,
    scratch: Local<'s, AppendScratch>,
}

/// Buffers an append reuses from tick to tick (a tick at a high rate then
/// allocates nothing for them): the partitions' states and the tracked
/// updates by partition.
#[derive(Default)]
struct AppendScratch {
    states: Vec<PartitionState>,
    tracked: Vec<Vec<Tracked>>,
}

/// One tick of producing: its time, the catalog's limits, and what each
/// stream took so far.
struct Tick<'a> {
    catalog: &'a Catalog,
    /// The step, sim seconds.
    dt: f64,
    /// The tick's start, sim seconds.
    now: f64,
    /// The gauges' window, sim seconds.
    window: f64,
    /// Most records a producer appends to a stream one by one (each keyed)
    /// this tick; more go in batches.
    individual_limit: u64,
    /// Most tracked updates followed per producer and stream this tick.
    tracked_limit: f64,
    /// Health checks (research): a Load Balancer skips a copy that is down.
    health_checks: bool,
    /// Traffic grows era by era: the producers' rates times this.
    era_factor: f64,
    /// Append capacity left this tick, per stream (records).
    capacity: BTreeMap<Entity, f64>,
    /// Records each stream accepted this tick.
    accepted: BTreeMap<Entity, u64>,
    /// Records appended this tick, per stream and partition.
    per_partition: BTreeMap<Entity, Vec<u64>>,
    /// The throttle time each stream returns this tick, ms: the longest
    /// any producer's records wait for its append capacity.
    throttle_ms: BTreeMap<Entity, f64>,
}

impl<'a> Tick<'a> {
    /// A tick starting at the clock's time, with nothing sent yet.
    fn new(catalog: &'a Catalog, clock: &SimClock, research: &Research, era: &super::economy::EraState) -> Tick<'a> {
        Tick {
            catalog,
            dt: clock.step,
            now: clock.now,
            window: catalog.sim.rate_window_seconds,
            individual_limit: u64::from(catalog.sim.individual_records_per_tick),
            tracked_limit: f64::from(catalog.sim.tracked_updates_per_tick),
            health_checks: research.gives(ResearchEffect::HealthChecks),
            // Traffic grows era by era. Rule: docs/RULES.md#eras.
            era_factor: era.traffic_factor(catalog),
            capacity: BTreeMap::new(),
            accepted: BTreeMap::new(),
            per_partition: BTreeMap::new(),
            throttle_ms: BTreeMap::new(),
        }
    }
}

/// One producer sending this tick: what it offers and what got through.
struct Sender<'p> {
    entity: Entity,
    producer: &'p mut Producer,
    /// Requests it offers this tick.
    offered: u64,
    /// The most any one linked Node accepted (records).
    produced: u64,
    /// The longest wait of any linked Node, ms.
    latency_ms: f64,
}

impl Sender<'_> {
    /// Its gauges: the wait it saw and what it produced this tick.
    fn finish(self, tick: &Tick) {
        self.producer.latency_ms = self.latency_ms;
        self.producer.produced += self.produced;
        self.producer.produced_rate.add(self.produced as f64, tick.dt, tick.window);
    }
}

/// Producers send to the streams, Queues and Workers they link to, Load
/// Balancers first; then every stream's gauges move.
fn produce(
    catalog: Res<Catalog>,
    clock: Res<SimClock>,
    board: Res<Board>,
    research: Res<Research>,
    era: Res<super::economy::EraState>,
    mut producers: Producers,
    mut sinks: Sinks,
) {
    let mut tick = Tick::new(&catalog, &clock, &research, &era);
    // Load Balancers first: they hand their requests to the copies behind
    // them, evenly; with Health checks they skip a copy that is down.
    for pe in balancers_first(&catalog, &board, &producers) {
        let Ok((pnode, links, mut producer, down)) = producers.get_mut(pe) else { continue };
        let producer = &mut *producer;
        let offered = offer(&tick, producer);
        if down {
            // Requests to a dead host go nowhere.
            producer.stranded += offered;
            producer.produced_rate.add(0.0, tick.dt, tick.window);
            continue;
        }
        if is_balancer(&catalog, pnode) {
            let behind: Vec<Entity> = links.0.clone();
            balance(&tick, &mut producers, pe, &behind, offered);
            continue;
        }
        producer.throttle_ms = 0.0;
        let mut sender = Sender { entity: pe, producer, offered, produced: 0, latency_ms: 0.0 };
        for &se in &links.0 {
            sinks.send(&mut tick, &mut sender, se);
        }
        sender.finish(&tick);
    }
    settle_streams(tick, &board, &sinks.log, &mut sinks.streams);
}

/// True for a Load Balancer.
fn is_balancer(catalog: &Catalog, node: &Node) -> bool {
    matches!(catalog.component(&node.kind).map(|c| &c.role), Some(Role::Balancer(_)))
}

/// The board's Nodes in board order, Load Balancers first (a stable sort).
fn balancers_first(catalog: &Catalog, board: &Board, producers: &Producers) -> Vec<Entity> {
    let mut order: Vec<Entity> = board.nodes.values().copied().collect();
    order.sort_by_key(|e| producers.get(*e).map(|(n, ..)| !is_balancer(catalog, n)).unwrap_or(true));
    order
}

/// Requests a producer offers this tick: its own at its rate (the fraction
/// carried to the next tick) and those a Load Balancer handed it.
fn offer(tick: &Tick, producer: &mut Producer) -> u64 {
    let want = producer.rate_at(tick.now) * tick.era_factor * tick.dt + producer.carry;
    let own = want.floor().max(0.0) as u64;
    producer.carry = want - own as f64;
    own + std::mem::take(&mut producer.inflow)
}

/// A Load Balancer hands its `offered` requests to the copies `behind` it,
/// evenly, the odd ones going round; with none to take them (all down,
/// under Health checks) they are stranded.
fn balance(tick: &Tick, producers: &mut Producers, pe: Entity, behind: &[Entity], offered: u64) {
    let live: Vec<Entity> = behind
        .iter()
        .copied()
        .filter(|t| !tick.health_checks || producers.get(*t).map(|(.., d)| !d).unwrap_or(false))
        .filter(|t| producers.contains(*t))
        .collect();
    if live.is_empty() {
        producers.get_mut(pe).expect("checked").2.stranded += offered;
        return;
    }
    let per = offered / live.len() as u64;
    let extra = (offered % live.len() as u64) as usize;
    // The odd requests go round, so the spread stays even.
    let first = producers.get(pe).map(|(.., p, _)| p.next_target).unwrap_or(0);
    for (k, t) in live.iter().enumerate() {
        let odd = (k + live.len() - first % live.len()) % live.len() < extra;
        if let Ok((_, _, mut target, _)) = producers.get_mut(*t) {
            target.inflow += per + u64::from(odd);
        }
    }
    let mut producer = producers.get_mut(pe).expect("checked").2;
    producer.next_target = (first + extra) % live.len();
    producer.produced += offered;
    producer.produced_rate.add(offered as f64, tick.dt, tick.window);
}

impl Sinks<'_, '_> {
    /// Sends the producer's requests to one linked Node: a Worker, a Queue
    /// or a stream (anything else takes nothing).
    fn send(&mut self, tick: &mut Tick, sender: &mut Sender, se: Entity) {
        if let Ok(worker) = self.direct.get_mut(se) {
            to_worker(sender, worker);
        } else if let Ok(queue) = self.queues.get_mut(se) {
            to_queue(tick, sender, queue);
        } else if let Ok(stream) = self.streams.get_mut(se) {
            to_stream(tick, &mut self.log, &mut self.records, sender, se, stream);
        }
    }
}

/// Straight to a Worker: all of it, the Worker does what it can this tick.
fn to_worker(sender: &mut Sender, mut worker: Mut<super::Worker>) {
    // Straight to a Worker: it takes what it can this tick.
    worker.direct_inflow += sender.offered;
    sender.produced = sender.produced.max(sender.offered);
}

/// To a Queue: it takes what fits its capacity this tick and its depth
/// (records); the rest is refused. A Queue that is down strands them.
fn to_queue(tick: &Tick, sender: &mut Sender, (qnode, mut queue, queue_down): (&Node, Mut<Queue>, bool)) {
    // A Queue takes what fits its capacity and its depth.
    let Some(spec) = tick.catalog.component(&qnode.kind) else { return };
    let Role::Queue(rules) = &spec.role else { return };
    let offered = sender.offered;
    if queue_down {
        sender.producer.stranded += offered;
        return;
    }
    let m = spec.size_multiplier(qnode.size);
    let cap = rules.capacity_per_second * m * tick.dt + queue.capacity_carry;
    let room = (rules.max_depth as f64 * m) as u64;
    let allowed = offered.min(cap.floor().max(0.0) as u64).min(room.saturating_sub(queue.depth));
    queue.capacity_carry = if allowed < offered { 0.0 } else { (cap - allowed as f64).fract().max(0.0) };
    queue.depth += allowed;
    queue.enqueued += allowed;
    queue.refused += offered - allowed;
    sender.producer.throttled += offered - allowed;
    sender.produced = sender.produced.max(allowed);
    sender.latency_ms = sender.latency_ms.max(spec.overhead_ms);
}

/// To a stream: the producer waits its overhead and acks. Its new records
/// go into its buffer (Kafka's record accumulator) behind the sends still
/// blocked on it. It first sends again what it holds for partitions that
/// take records now (each held record keeps its partition); then what fits
/// the stream's append capacity of the rest, oldest first, few one by one
/// and many as one batch per partition. What a partition refuses (no
/// leader, too few in sync), all it sends while the whole stream is down,
/// and what the capacity cannot take this tick, it holds and retries: the
/// broker throttles, the producer waits. When its buffer is full, `send()`
/// blocks; a send blocked past `max.block.ms` fails.
/// Rules: docs/RULES.md#append-capacity, docs/RULES.md#producer-buffer and
/// docs/RULES.md#back-pressure.
fn to_stream(
    tick: &mut Tick,
    log: &mut SimLog,
    records: &mut Records,
    sender: &mut Sender,
    se: Entity,
    (snode, mut stream, stream_down): (&Node, Mut<Stream>, bool),
) {
    let catalog = tick.catalog;
    let Some(spec) = catalog.component(&snode.kind) else { return };
    let Role::Stream(rules) = &spec.role else { return };
    // The producer waits the overhead, the leader's write and, with
    // acks=all, the slowest in-sync follower. Rule: docs/RULES.md#append-wait.
    let follower_ms = stream.slowest_follower_ms(rules.follower_lag_seconds);
    let base_ms = spec.overhead_ms + stream.acks.wait_ms(rules.ack_wait_ms, follower_ms);
    sender.latency_ms = sender.latency_ms.max(base_ms);
    let Ok(topic) = log.topic_mut(&stream.topic) else { return };
    let n = known_partitions(sender.producer, &mut stream, se, topic.partition_count(), (tick.now, catalog));
    // What it holds for this stream, by partition; last, the records it
    // sent while the whole stream was down or beyond its append capacity
    // (not routed yet).
    let mut held = sender.producer.held.remove(&se).unwrap_or_default();
    let unrouted = held.pop().unwrap_or(0);
    held.resize(n as usize, 0);
    held.push(unrouted);
    let before = held.iter().sum::<u64>();
    sender.producer.buffered -= before.min(sender.producer.buffered);
    // Sends blocked on a full buffer, oldest first, then this tick's.
    let mut blocked = sender.producer.blocked_since.remove(&se).unwrap_or_default();
    let (now, dt) = (tick.now, tick.dt);
    if sender.offered > 0 {
        blocked.push_back((now, sender.offered));
    }
    let buffer = Buffer {
        records: rules.producer_buffer_records,
        max_block_seconds: rules.producer_max_block_seconds,
        delivery_timeout_seconds: rules.producer_delivery_timeout_seconds,
    };
    if stream_down {
        // Every broker is out: no partition has a leader, so the producer
        // holds what it sends and retries, as for a leaderless partition.
        let cause = GiveUp::Broker { too_few_in_sync: false };
        let flow = Flow { before, sent: 0, from_blocked: 0 };
        settle_buffer(sender, &mut stream, se, held, blocked, buffer, now + dt, cause, flow);
        sender.latency_ms = sender.latency_ms.max(base_ms + waited_ms(sender.producer, se, now + dt));
        return;
    }
    // Append capacity: 100,000 messages/s at size 1, doubling per size.
    // Rule: docs/RULES.md#append-capacity.
    let capacity_per_second = rules.append_capacity(spec.size_multiplier(snode.size));
    let left = tick.capacity.entry(se).or_insert_with(|| capacity_per_second * dt + stream.capacity_carry);
    let counts = tick.per_partition.entry(se).or_insert_with(|| vec![0; n as usize]);
    // Never fewer: another producer may know more partitions.
    counts.resize(counts.len().max(n as usize), 0);
    let mut states = std::mem::take(&mut records.scratch.states);
    states.clear();
    states.extend(stream.partitions.iter().map(|sp| sp.state));
    let mut append = Append {
        topic,
        n,
        mode: stream.partition_key,
        salt: stream.salt.max(1),
        allowed: 0,
        now,
        dt,
        linger_seconds: rules.linger_seconds,
        tracked_limit: tick.tracked_limit,
        sticky_batch: (stream.keyless == Keyless::Sticky).then_some(tick.catalog.sim.sticky_batch_records),
        producer: sender.entity,
        stream: se,
        counts,
        states: &states,
        acks: stream.acks,
        refused: Refused::default(),
        held: &mut held,
    };
    let retried = append.retry(sender.producer, left, &mut records.appended);
    let waiting = blocked.iter().map(|(_, c)| c).sum::<u64>();
    // Records held for partitions that take nothing now fill the buffer
    // (with what the producer holds for other streams): a send blocks
    // while they leave no room, whatever partition it is for. With room,
    // records pass through it as fast as the stream takes them.
    let stuck = append.held[..n as usize].iter().sum::<u64>() + sender.producer.buffered;
    let admissible = if stuck < buffer.records { waiting } else { 0 };
    let (allowed, unrouted_sent, from_blocked) = admit(left, append.held, admissible);
    // The capacity is spent: what still waits, waits for it (unless the
    // partitions refused most of what it admitted; see `cause` below).
    let spent = *left < 1.0;
    append.allowed = allowed;
    if allowed > 0 && allowed <= tick.individual_limit {
        append.one_by_one(sender.producer, &mut stream, records);
    } else if allowed > 0 {
        append.batches(sender.producer, &mut stream, records);
    }
    let refused = append.refused;
    let too_few_in_sync = states.iter().any(|s| s.is_too_few_in_sync());
    records.scratch.states = states;
    let taken = retried + allowed - refused.offline - refused.too_few_in_sync;
    *tick.accepted.entry(se).or_default() += taken;
    sender.produced = sender.produced.max(taken);
    // The capacity the partitions refused is left for others.
    if let Some(left) = tick.capacity.get_mut(&se) {
        *left += (refused.offline + refused.too_few_in_sync) as f64;
    }
    // What waits, waits for the capacity when the stream spent it and most
    // of what it admitted went in; else for a partition (or the whole
    // stream) that takes nothing.
    let refused_all = refused.offline + refused.too_few_in_sync;
    let full = spent && refused_all * 2 < allowed.max(1);
    // What waits for the capacity: the unrouted in the buffer and the
    // blocked sends.
    let waiting = held.last().copied().unwrap_or(0) + waiting - from_blocked;
    let throttle_ms =
        if full && capacity_per_second > 0.0 { 1000.0 * waiting as f64 / capacity_per_second } else { 0.0 };
    throttle(tick, sender, se, throttle_ms);
    let cause = if full { GiveUp::Capacity } else { GiveUp::Broker { too_few_in_sync } };
    let flow = Flow { before, sent: retried + unrouted_sent, from_blocked };
    settle_buffer(sender, &mut stream, se, held, blocked, buffer, now + dt, cause, flow);
    sender.latency_ms = sender.latency_ms.max(base_ms + waited_ms(sender.producer, se, now + dt));
}

/// The partitions `producer` routes among on stream `se` (of `actual`
/// partitions) at `now`: those it knows of, refreshed once its
/// `metadata.max.age` passed; the stream keeps its stalest producer's view
/// for the Inspector. Rule: docs/RULES.md#partition-expansion.
fn known_partitions(
    producer: &mut Producer,
    stream: &mut Stream,
    se: Entity,
    actual: u32,
    (now, catalog): (f64, &Catalog),
) -> u32 {
    let max_age = stream.metadata_max_age(catalog.sim.metadata_max_age_seconds);
    let view = producer.metadata.entry(se).or_default();
    let n = view.at(actual, now, max_age);
    let view = *view;
    stream.producers_know = match stream.producers_know {
        Some((at, seen)) if at == now && (seen.partitions, seen.fetched_at) <= (n, view.fetched_at) => Some((at, seen)),
        _ => Some((now, view)),
    };
    n
}

/// The throttle time stream `se` returns the sender this tick, `ms`: how
/// long what waits for its capacity takes at that capacity (0 while it
/// keeps up); the stream returns the longest of its producers'.
/// Rule: docs/RULES.md#back-pressure.
fn throttle(tick: &mut Tick, sender: &mut Sender, se: Entity, ms: f64) {
    sender.producer.throttle_ms = sender.producer.throttle_ms.max(ms);
    let at = tick.throttle_ms.entry(se).or_default();
    *at = at.max(ms);
}

/// A stream's bounds on what its producers wait for, from its rules.
#[derive(Clone, Copy, Debug)]
struct Buffer {
    /// Records a producer's buffer holds (Kafka's `buffer.memory`).
    records: u64,
    /// A blocked `send()` fails after this long, sim seconds (Kafka's
    /// `max.block.ms`).
    max_block_seconds: f64,
    /// A buffered record fails after this long, sim seconds (Kafka's
    /// `delivery.timeout.ms`).
    delivery_timeout_seconds: f64,
}

/// Why a producer's records wait this tick, so what it gives up on is
/// counted under that cause.
#[derive(Clone, Copy, Debug, PartialEq)]
enum GiveUp {
    /// The stream appended all its capacity allowed: `throttled`.
    Capacity,
    /// A partition or the whole stream could take nothing: `dropped`, lost
    /// with a broker down (and `not_enough_replicas` while a partition has
    /// too few in sync).
    Broker {
        /// A partition refused `acks=all` appends for too few in sync.
        too_few_in_sync: bool,
    },
}

/// A producer's buffer for one stream this tick, so its records' ages
/// follow them: what it held for the stream when the tick began, and how
/// many of those it sent.
#[derive(Clone, Copy, Debug)]
struct Flow {
    /// Records it held for the stream at the tick's start.
    before: u64,
    /// Of those, records it sent (retried or admitted) this tick.
    sent: u64,
    /// Blocked sends admitted this tick (still at the front of the
    /// blocked queue).
    from_blocked: u64,
}

/// How long the producer's oldest record waiting for stream `se` (in its
/// buffer, or in a blocked `send()`) has waited at `now`, ms.
fn waited_ms(producer: &Producer, se: Entity, now: f64) -> f64 {
    let buffered = producer.held_since.front().map(|(at, _)| *at);
    let blocked = producer.blocked_since.get(&se).and_then(|q| q.front()).map(|(at, _)| *at);
    match (buffered, blocked) {
        (None, None) => 0.0,
        (a, b) => 1000.0 * (now - a.unwrap_or(f64::INFINITY).min(b.unwrap_or(f64::INFINITY))).max(0.0),
    }
}

/// The end of a producer's sending to stream `se` this tick: what it holds
/// goes back into its buffer, what does not fit waits in a blocked
/// `send()` (and blocked sends move into the buffer as room frees up,
/// oldest first); sends blocked past `max.block.ms` and records buffered
/// past the delivery timeout fail, counted under `cause`.
/// Rules: docs/RULES.md#producer-buffer, docs/RULES.md#back-pressure and
/// docs/RULES.md#delivery-timeout.
#[allow(clippy::too_many_arguments)]
fn settle_buffer(
    sender: &mut Sender,
    stream: &mut Stream,
    se: Entity,
    held: Vec<u64>,
    mut blocked: VecDeque<(f64, u64)>,
    buffer: Buffer,
    now: f64,
    cause: GiveUp,
    flow: Flow,
) {
    let over = hold(sender.producer, se, held, &mut blocked, flow.from_blocked, buffer.records, now);
    // Records out of the buffer leave the front of its ages (oldest sent
    // first), records into it join the back at `now`.
    let after = sender.producer.held.get(&se).map_or(0, |h| h.iter().sum::<u64>());
    let out = flow.sent + over;
    let entered = (after + out).saturating_sub(flow.before);
    age(&mut sender.producer.held_since, out, entered, now);
    let mut failed = 0;
    while let Some(&(at, count)) = blocked.front() {
        if now - at <= buffer.max_block_seconds {
            break;
        }
        blocked.pop_front();
        failed += count;
    }
    if !blocked.is_empty() {
        sender.producer.blocked_since.insert(se, blocked);
    }
    if failed > 0 {
        sender.producer.blocked += failed;
        stream.blocked += failed;
        give_up(sender.producer, stream, failed, cause);
    }
    expire(sender, stream, se, now, buffer.delivery_timeout_seconds, cause);
}

/// Moves a buffer's ages on: `out` records leave from the front (oldest
/// first), `entered` join at the back at `now`.
fn age(queue: &mut VecDeque<(f64, u64)>, out: u64, entered: u64, now: f64) {
    take_front(queue, out);
    if entered > 0 {
        queue.push_back((now, entered));
    }
}

/// Counts `n` records a producer gave up on under `cause`: lost.
fn give_up(producer: &mut Producer, stream: &mut Stream, n: u64, cause: GiveUp) {
    match cause {
        GiveUp::Capacity => {
            producer.throttled += n;
            stream.throttled += n;
        }
        GiveUp::Broker { too_few_in_sync } => {
            producer.dropped += n;
            stream.dropped += n;
            stream.lost_broker += n;
            if too_few_in_sync {
                stream.not_enough_replicas += n;
            }
            for flow in stream.groups.values_mut() {
                flow.lost_broker += n;
            }
        }
    }
}

/// Keeps the producer's ages of held records summing to what it holds
/// (oldest sent first, so the held are the newest of what it tried) and
/// fails those held longer than `timeout`
/// sim seconds at `now`: lost, counted `delivery_timeouts` and under
/// `cause`. Rule: Kafka's `delivery.timeout.ms` (docs/RULES.md#delivery-timeout).
fn expire(sender: &mut Sender, stream: &mut Stream, se: Entity, now: f64, timeout: f64, cause: GiveUp) {
    let producer = &mut *sender.producer;
    let queue = &mut producer.held_since;
    let had: u64 = queue.iter().map(|(_, n)| n).sum();
    take_front(queue, had.saturating_sub(producer.buffered));
    if producer.buffered > had {
        queue.push_back((now, producer.buffered - had));
    }
    let mut expired = 0;
    while let Some(&(at, n)) = queue.front() {
        if now - at <= timeout {
            break;
        }
        queue.pop_front();
        expired += n;
    }
    if expired > 0 {
        producer.buffered -= expired;
        shed_held(&mut producer.held, se, expired);
        stream.delivery_timeouts += expired;
        give_up(producer, stream, expired, cause);
    }
}

/// Records a producer could not append, by why.
#[derive(Clone, Copy, Debug, Default)]
struct Refused {
    /// Their partition had no leader.
    offline: u64,
    /// `acks=all` and their partition's ISR was below `min.insync.replicas`
    /// (Kafka's `NOT_ENOUGH_REPLICAS`).
    too_few_in_sync: u64,
}

/// The producer takes back into its buffer what it holds for stream `se`,
/// `held` (by partition, then the unrouted): whatever its acks, it holds
/// and retries them (a partition without a leader gets nothing sent to
/// it, even under `acks=0`: the producer waits for the election), up to
/// `buffer` records in all. What does not fit waits in a blocked `send()`:
/// of the `from_blocked` sends admitted from the front of `blocked` this
/// tick, the newest go back there, keeping the time they were sent (a send
/// that never found room in the buffer is still blocked); any more, at
/// `now`. While there is room, the sends in `blocked` go into the buffer,
/// oldest first, unrouted. Returns how many went back to waiting in
/// `send()` and how many of those had been in the buffer.
/// Rules: docs/RULES.md#producer-buffer, docs/RULES.md#back-pressure and
/// docs/RULES.md#acks.
fn hold(
    producer: &mut Producer,
    se: Entity,
    mut held: Vec<u64>,
    blocked: &mut VecDeque<(f64, u64)>,
    from_blocked: u64,
    buffer: u64,
    now: f64,
) -> u64 {
    producer.buffered += held.iter().sum::<u64>();
    let over = producer.buffered.saturating_sub(buffer);
    shed(&mut held, over);
    producer.buffered -= over;
    let back = over.min(from_blocked);
    take_front(blocked, from_blocked - back);
    if over > back {
        blocked.push_back((now, over - back));
    }
    let room = buffer.saturating_sub(producer.buffered);
    let waiting: u64 = blocked.iter().map(|(_, n)| n).sum();
    let take = room.min(waiting);
    take_front(blocked, take);
    producer.buffered += take;
    if let Some(last) = held.last_mut() {
        *last += take;
    }
    producer.held.insert(se, held);
    over - back
}

/// Takes `n` records out of held counts `held`: the unrouted (last) first,
/// then from the partitions that hold the most (the lowest index first
/// among equals). Returns what it could not take.
fn shed(held: &mut [u64], mut n: u64) -> u64 {
    if let Some(last) = held.last_mut() {
        let take = n.min(*last);
        *last -= take;
        n -= take;
    }
    while n > 0 {
        let Some(i) = (0..held.len()).filter(|&i| held[i] > 0).max_by_key(|&i| (held[i], std::cmp::Reverse(i))) else {
            break;
        };
        // Down to the next largest count, or by what is left to take.
        let next = held.iter().copied().filter(|&c| c < held[i]).max().unwrap_or(0);
        let take = n.min(held[i] - next).max(1).min(held[i]);
        held[i] -= take;
        n -= take;
    }
    n
}

/// Takes `n` held records out of a producer's holdings: stream `first`'s,
/// then the others' in turn ([`shed`]).
fn shed_held(held: &mut BTreeMap<Entity, Vec<u64>>, first: Entity, n: u64) {
    let mut left = held.get_mut(&first).map_or(n, |h| shed(h, n));
    for h in held.values_mut() {
        if left == 0 {
            break;
        }
        left = shed(h, left);
    }
}

/// Admits what of the producer's unrouted buffered records (the last of
/// `held`), then of its blocked and new sends (oldest first, `waiting` of
/// them: those the buffer has room for), fits `left`, the stream's append capacity left this
/// tick (records). Returns `(admitted, from the buffer, from the blocked)`.
/// What does not fit waits: the unrouted stay in the buffer, the sends
/// blocked (the caller takes the admitted ones off `blocked` once it knows
/// which the partitions took). Rule: docs/RULES.md#back-pressure.
fn admit(left: &mut f64, held: &mut [u64], waiting: u64) -> (u64, u64, u64) {
    let room = left.floor().max(0.0) as u64;
    let from_buffer = held.last_mut().map_or(0, |last| {
        let take = (*last).min(room);
        *last -= take;
        take
    });
    let from_blocked = waiting.min(room - from_buffer);
    let allowed = from_buffer + from_blocked;
    *left -= allowed as f64;
    (allowed, from_buffer, from_blocked)
}

/// Takes `n` records off the front of a queue of `(sim time, count)`
/// (oldest first): blocked sends, or a buffer's ages.
fn take_front(queue: &mut VecDeque<(f64, u64)>, mut n: u64) {
    while n > 0 {
        let Some(front) = queue.front_mut() else { break };
        let take = front.1.min(n);
        front.1 -= take;
        n -= take;
        if front.1 == 0 {
            queue.pop_front();
        }
    }
}

/// One producer's admitted records on their way into one stream's topic
/// this tick.
struct Append<'a> {
    topic: &'a mut crate::log::Topic,
    /// The topic's partition count.
    n: u32,
    mode: PartitionKey,
    /// Salted variants of each key (1: unsalted).
    salt: u32,
    /// Records to append.
    allowed: u64,
    /// The tick's start and step, sim seconds.
    now: f64,
    dt: f64,
    /// How long a batch waits to fill, sim seconds.
    linger_seconds: f64,
    /// Most tracked updates followed.
    tracked_limit: f64,
    /// A sticky stream: keyless records fill a batch of this many on one
    /// partition before the next (`None`: record by record).
    sticky_batch: Option<u64>,
    producer: Entity,
    stream: Entity,
    /// Records appended to the stream this tick, per partition.
    counts: &'a mut [u64],
    /// What each partition takes this tick (missing: led).
    states: &'a [PartitionState],
    /// The stream's acks setting.
    acks: Acks,
    /// Records refused: their partition could not take them.
    refused: Refused,
    /// What the producer holds for this stream, by partition (then the
    /// unrouted): refused records join their partition's count.
    held: &'a mut [u64],
}

impl Append<'_> {
    /// Whether partition `p` takes a record now.
    fn takes(&self, p: u32) -> bool {
        self.states.get(p as usize).is_none_or(|s| s.takes(self.acks))
    }

    /// Sends again, as one batch per partition, what the producer holds
    /// for each partition that takes records now, up to `left` records in
    /// all (the stream's append capacity left this tick, taken from it);
    /// returns how many.
    fn retry(&mut self, producer: &Producer, left: &mut f64, appended: &mut FlowWriter<Appended>) -> u64 {
        let mut room = left.floor().max(0.0) as u64;
        let mut sent = 0;
        for p in 0..self.n {
            let waiting = self.held.get(p as usize).copied().unwrap_or(0);
            if waiting == 0 || room == 0 || !self.takes(p) {
                continue;
            }
            let count = waiting.min(room);
            self.append_batch(producer, p, count, None, &[], appended);
            self.held[p as usize] -= count;
            room -= count;
            sent += count;
        }
        *left -= sent as f64;
        sent
    }

    /// Counts records refused by partition `p`, by why; the producer holds
    /// them for that partition.
    fn refuse(&mut self, p: u32, count: u64) {
        if let Some(h) = self.held.get_mut(p as usize) {
            *h += count;
        }
        match self.states.get(p as usize) {
            Some(PartitionState::TooFewInSync) => self.refused.too_few_in_sync += count,
            Some(PartitionState::Offline | PartitionState::Led) | None => self.refused.offline += count,
        }
    }

    /// The partition the next keyless record goes to: the next in turn (or
    /// the sticky batch's) that takes it, as Kafka's partitioner skips
    /// partitions without a leader; when none takes it, the first tried.
    fn keyless_partition(&mut self, stream: &mut Stream) -> u32 {
        let mut next = |topic: &mut crate::log::Topic| match self.sticky_batch {
            Some(batch) => sticky_walk(1, self.n, batch, &mut stream.sticky)[0].0,
            None => topic.next_round_robin(self.n),
        };
        let first = next(self.topic);
        if self.takes(first) {
            return first;
        }
        for _ in 1..self.n {
            let p = next(self.topic);
            if self.takes(p) {
                return p;
            }
        }
        first
    }

    /// Few records: each one drawn its own key, routed one by one and
    /// appended at its own time within the tick; a keyed record whose
    /// partition takes nothing now is refused, a keyless one goes on to a
    /// partition that takes it.
    fn one_by_one(&mut self, producer: &Producer, stream: &mut Stream, records: &mut Records) {
        let (allowed, n, salt) = (self.allowed, self.n, self.salt);
        // The stream learns the key pattern (its key space, for the
        // cleaner: docs/RULES.md#compaction), as batches teach it.
        if allowed > 0 {
            self.shares(&producer.keys, stream);
        }
        // Few messages: each one gets its own key, hashed one by one,
        // and its own time within the tick.
        for j in 0..allowed {
            let at = self.now + self.dt * (j + 1) as f64 / allowed as f64;
            let key: Arc<str> = Arc::from(draw_key(&producer.keys, &mut records.rng.0));
            let p = match self.mode {
                PartitionKey::Key if salt > 1 => {
                    let i = records.rng.random_range(0..salt);
                    self.topic.partitioner().partition(&salted(&key, i, salt), n)
                }
                PartitionKey::Key => self.topic.partitioner().partition(&key, n),
                PartitionKey::RoundRobin => self.keyless_partition(stream),
            };
            if !self.takes(p) {
                self.refuse(p, 1);
                continue;
            }
            let part = self.topic.partition_mut(p).expect("routed inside the topic");
            part.set_schema_from(part.log_end(), producer.schema_version);
            // A producer that deletes entities sends a tombstone for its
            // share of them (drawn only then: the others' draws stay).
            let tombstone = producer.tombstones > 0.0 && records.rng.random::<f64>() < producer.tombstones;
            let offset = if tombstone {
                part.append_tombstone(key.clone(), at)
            } else {
                part.append_record(Some(key.clone()), None, at)
            };
            if let Some(sp) = stream.partitions.get_mut(p as usize) {
                sp.produced += 1.0;
                sp.tombstones += f64::from(u8::from(tombstone));
            }
            self.counts[p as usize] += 1;
            if let Some(&entity) = records.entities.index.get(&key) {
                let version = records.entities.next_version(entity);
                part.track(Tracked { offset, entity, version, weight: 1.0 });
            }
            records.appended.write(Appended {
                producer: self.producer,
                stream: self.stream,
                partition: p,
                base_offset: offset,
                count: 1,
                key: Some(key),
            });
        }
    }

    /// Many records: one batch per partition, split by the key pattern's
    /// shares, the tracked entities' updates at the end of their batches.
    fn batches(&mut self, producer: &mut Producer, stream: &mut Stream, records: &mut Records) {
        // Many: one batch per partition, split by the key pattern's
        // shares; the tracked entities' updates sit at its end.
        let mut tracked = std::mem::take(&mut records.scratch.tracked);
        self.tracked_updates(producer, stream, &mut records.entities, &mut tracked);
        let shares = self.shares(&producer.keys, stream);
        stream.fit(self.n as usize);
        // Each partition's count includes its tracked updates, which
        // sit at the end of its batch.
        let counts = match (self.mode, self.sticky_batch) {
            (PartitionKey::RoundRobin, Some(batch)) => {
                let walk = sticky_walk(self.allowed, self.n, batch, &mut stream.sticky);
                tracked = spread_over_walk(tracked, &walk, self.allowed, self.n);
                let mut counts = vec![0u64; self.n as usize];
                for (p, len) in walk {
                    counts[p as usize] += len;
                }
                counts
            }
            _ => {
                let n = self.n as usize;
                let mut carry: Vec<f64> = stream.partitions.iter().take(n).map(|sp| sp.append_carry).collect();
                let counts = batch_counts(self.allowed, &shares, &mut carry, &tracked);
                for (sp, c) in stream.partitions.iter_mut().zip(carry) {
                    sp.append_carry = c;
                }
                counts
            }
        };
        let (counts, tracked) = self.around_refusals(counts, tracked);
        // What share of each partition's records delete their key.
        for (sp, &c) in stream.partitions.iter_mut().zip(&counts) {
            sp.produced += c as f64;
            sp.tombstones += c as f64 * producer.tombstones;
        }
        self.write_batches(producer, &shares, counts, &tracked, &mut records.appended);
        records.scratch.tracked = tracked;
    }

    /// Where a partition takes nothing now: keyless records (round robin)
    /// go to the partitions that take them, in turn; keyed ones, and all
    /// when none takes them, are refused (their tracked updates with them).
    fn around_refusals(
        &mut self,
        mut counts: Vec<u64>,
        mut tracked: Vec<Vec<Tracked>>,
    ) -> (Vec<u64>, Vec<Vec<Tracked>>) {
        let free: Vec<u32> = (0..self.n).filter(|&p| self.takes(p)).collect();
        if free.len() == self.n as usize {
            return (counts, tracked);
        }
        let mut turn = 0usize;
        for p in 0..self.n {
            let c = std::mem::take(&mut counts[p as usize]);
            if free.contains(&p) {
                counts[p as usize] += c;
                continue;
            }
            let moved = std::mem::take(&mut tracked[p as usize]);
            if self.mode != PartitionKey::RoundRobin || free.is_empty() {
                self.refuse(p, c);
                continue;
            }
            // Spread evenly over the free partitions, the tracked updates
            // too, in turn.
            let k = free.len() as u64;
            for i in 0..k {
                let q = free[(turn + i as usize) % free.len()];
                counts[q as usize] += c / k + u64::from(i < c % k);
            }
            for (i, t) in moved.into_iter().enumerate() {
                let q = free[(turn + i) % free.len()] as usize;
                tracked[q].push(t);
                counts[q] = counts[q].max(tracked[q].len() as u64);
            }
            turn += 1;
        }
        (counts, tracked)
    }

    /// The tracked entities' updates among the records, by partition (their
    /// offsets still 0), each a new version of its entity, into `tracked`
    /// (emptied first; one list per partition).
    fn tracked_updates(
        &self,
        producer: &mut Producer,
        stream: &mut Stream,
        entities: &mut Entities,
        tracked: &mut Vec<Vec<Tracked>>,
    ) {
        let (allowed, n, mode, salt) = (self.allowed, self.n, self.mode, self.salt);
        // Tracked updates are bounded per tick: beyond the bound only
        // every k-th is followed, and each stands for k.
        let expected: f64 = producer.tracked.iter().map(|te| allowed as f64 * te.share).sum();
        let thin = if expected > self.tracked_limit { self.tracked_limit / expected } else { 1.0 };
        tracked.iter_mut().for_each(Vec::clear);
        tracked.resize(n as usize, Vec::new());
        let mut room = allowed;
        for te in producer.tracked.iter_mut() {
            let want = allowed as f64 * te.share * thin + te.carry;
            let k = (floor(want).max(0.0) as u64).min(room);
            room -= k;
            te.carry = (want - k as f64).min(1.0);
            // Unsalted, an entity's updates all hash alike: once.
            let unsalted = (mode == PartitionKey::Key && salt <= 1 && k > 0)
                .then(|| self.topic.partitioner().partition(&te.key, n));
            for _ in 0..k {
                let version = entities.next_version(te.entity);
                let p = match mode {
                    PartitionKey::Key => unsalted.unwrap_or_else(|| {
                        self.topic
                            .partitioner()
                            .partition(&salted(&te.key, (version % u64::from(salt)) as u32, salt), n)
                    }),
                    PartitionKey::RoundRobin => {
                        // The next in turn that takes a record (all taken:
                        // the first).
                        let first = stream.round_robin_tracked % n;
                        let p = (0..n).map(|i| (first + i) % n).find(|&q| self.takes(q)).unwrap_or(first);
                        stream.round_robin_tracked = (p + 1) % n;
                        p
                    }
                };
                tracked[p as usize].push(Tracked {
                    offset: 0,
                    entity: te.entity,
                    version,
                    weight: (1.0 / thin) as f32,
                });
            }
        }
    }

    /// The key pattern's share of each partition ([`partition_shares`]),
    /// remembered by the stream for its last eight patterns and layouts.
    fn shares(&self, keys: &KeySpec, stream: &mut Stream) -> Vec<f64> {
        let partitioner = self.topic.partitioner();
        // Compared field by field: a hit (nearly every tick) clones nothing.
        let hit = |k: &ShareKey| {
            k.partitions == self.n
                && k.partitioner == partitioner
                && k.mode == self.mode
                && k.salt == self.salt
                && k.keys == *keys
        };
        match stream.shares.iter().position(|(k, ..)| hit(k)) {
            Some(i) => stream.shares[i].1.clone(),
            None => {
                let share_key =
                    ShareKey { keys: keys.clone(), partitions: self.n, partitioner, mode: self.mode, salt: self.salt };
                let (v, ks) = shares_and_keys(keys, self.n, self.topic.partitioner(), self.mode, self.salt);
                if stream.shares.len() >= 8 {
                    stream.shares.remove(0);
                }
                stream.shares.push((share_key, v.clone(), ks));
                v
            }
        }
    }

    /// Appends each partition's batch of `counts` records (its tracked
    /// updates at its end) and writes an [`Appended`] for each.
    fn write_batches(
        &mut self,
        producer: &Producer,
        shares: &[f64],
        counts: Vec<u64>,
        tracked: &[Vec<Tracked>],
        appended: &mut FlowWriter<Appended>,
    ) {
        let n = self.n;
        let hot = producer.keys.hot.first().map(|h| h.key.clone());
        let hot_partition = hot
            .as_ref()
            .filter(|_| self.mode == PartitionKey::Key && self.salt == 1)
            .map(|k| self.topic.partitioner().partition(k, n));
        for (p, count) in counts.into_iter().enumerate() {
            if count == 0 {
                continue;
            }
            let p = p as u32;
            // A batch that is mostly one hot key is labelled with it.
            let label = hot
                .as_ref()
                .filter(|_| hot_partition == Some(p))
                .filter(|_| shares[p as usize] > 0.0 && producer.keys.hot[0].share / shares[p as usize] >= 0.5)
                .map(|k| Arc::<str>::from(k.as_str()));
            self.append_batch(producer, p, count, label, &tracked[p as usize], appended);
        }
    }

    /// Appends one batch of `count` records to partition `p` over the tick
    /// (labelled with `label`, its last records `tracked`'s updates), counts
    /// it and writes its [`Appended`].
    fn append_batch(
        &mut self,
        producer: &Producer,
        p: u32,
        count: u64,
        label: Option<Arc<str>>,
        tracked: &[Tracked],
        appended: &mut FlowWriter<Appended>,
    ) {
        self.counts[p as usize] += count;
        let part = self.topic.partition_mut(p).expect("routed inside the topic");
        part.set_schema_from(part.log_end(), producer.schema_version);
        let base = part.append_batch(count, label.clone(), self.now, self.now + self.dt, self.linger_seconds);
        let bulk = count - tracked.len() as u64;
        for (j, t) in tracked.iter().enumerate() {
            part.track(Tracked { offset: base + bulk + j as u64, ..*t });
        }
        appended.write(Appended {
            producer: self.producer,
            stream: self.stream,
            partition: p,
            base_offset: base,
            count,
            key: label,
        });
    }
}

/// A sticky producer's next `records` keyless records: runs of `(partition,
/// count)` in order, each batch of `batch` records on one partition, the
/// next batch on the next partition. `state` is the partition being filled
/// and how many it has had (kept from tick to tick).
fn sticky_walk(records: u64, n: u32, batch: u64, state: &mut (u32, u64)) -> Vec<(u32, u64)> {
    let (n, batch) = (n.max(1), batch.max(1));
    let mut runs = Vec::new();
    let mut left = records;
    while left > 0 {
        let p = state.0 % n;
        let take = left.min(batch - state.1.min(batch - 1));
        runs.push((p, take));
        left -= take;
        state.1 += take;
        if state.1 >= batch {
            *state = ((p + 1) % n, 0);
        }
    }
    runs
}

/// Puts the tick's tracked updates among a sticky walk's records, evenly
/// in the order they were made: the `i`-th of `k` at record
/// `(i + ½) · records / k`, on the partition that record goes to.
fn spread_over_walk(tracked: Vec<Vec<Tracked>>, walk: &[(u32, u64)], records: u64, n: u32) -> Vec<Vec<Tracked>> {
    let mut all: Vec<Tracked> = tracked.into_iter().flatten().collect();
    all.sort_by_key(|t| t.version);
    let k = all.len() as u64;
    let mut out: Vec<Vec<Tracked>> = vec![Vec::new(); n as usize];
    let (mut run, mut run_end) = (0usize, walk.first().map(|r| r.1).unwrap_or(0));
    for (i, t) in all.into_iter().enumerate() {
        let at = ((2 * i as u64 + 1) * records) / (2 * k.max(1));
        while at >= run_end && run + 1 < walk.len() {
            run += 1;
            run_end += walk[run].1;
        }
        if let Some(&(p, _)) = walk.get(run) {
            out[p as usize].push(t);
        }
    }
    out
}

/// Splits `allowed` records over the partitions by `shares` ([`apportion`],
/// the fractions in `carry`), each at least its tracked updates.
fn batch_counts(allowed: u64, shares: &[f64], carry: &mut [f64], tracked: &[Vec<Tracked>]) -> Vec<u64> {
    let mut counts = apportion(allowed, shares, carry);
    for (c, t) in counts.iter_mut().zip(tracked) {
        *c = (*c).max(t.len() as u64);
    }
    let mut excess = counts.iter().sum::<u64>().saturating_sub(allowed);
    while excess > 0 {
        // Take the rounding excess back from the largest bulk.
        let Some(i) = (0..counts.len())
            .filter(|&i| counts[i] > tracked[i].len() as u64)
            .max_by_key(|&i| (counts[i] - tracked[i].len() as u64, std::cmp::Reverse(i)))
        else {
            break;
        };
        counts[i] -= 1;
        excess -= 1;
    }
    counts
}

/// The end of the tick for every stream: gauges (appended, per partition),
/// stranded tasks and capacity carries.
fn settle_streams(mut tick: Tick, board: &Board, log: &SimLog, streams: &mut Query<(&Node, &mut Stream, Has<Down>)>) {
    let (dt, window) = (tick.dt, tick.window);
    // Gauges, stranded tasks and capacity carries for every stream.
    for &se in board.nodes.values() {
        let Ok((_, mut stream, _)) = streams.get_mut(se) else { continue };
        // What Workers wrote to it counts as appended, like a producer's.
        let written: u64 = stream.partitions.iter().map(|sp| sp.written).sum();
        let n = tick.accepted.get(&se).copied().unwrap_or(0) + written;
        stream.appended += n;
        stream.appended_rate.add(n as f64, dt, window);
        if stream.groups.is_empty() {
            // Nothing consumes this stream: every task that reaches it is
            // stranded. Rule: docs/RULES.md#no-reader.
            stream.stranded += n;
        }
        let counts = tick.per_partition.remove(&se).unwrap_or_default();
        let parts = log.topic(&stream.topic).map(|t| t.partition_count() as usize).unwrap_or(0);
        stream.fit(parts);
        for (p, sp) in stream.partitions.iter_mut().enumerate() {
            let c = counts.get(p).copied().unwrap_or(0) + std::mem::take(&mut sp.written);
            sp.rate.add(c as f64, dt, window);
        }
        stream.capacity_carry = tick.capacity.get(&se).map(|left| left.fract().max(0.0)).unwrap_or(0.0);
        stream.throttle_ms = tick.throttle_ms.get(&se).copied().unwrap_or(0.0);
        stream.throttle_ms_peak = stream.throttle_ms_peak.max(stream.throttle_ms);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::scenario::HotKey;

    fn keys(hot: Vec<HotKey>) -> KeySpec {
        KeySpec { prefix: "order-".into(), entities: 100_000, hot, tracked: 32, zipf: None }
    }

    #[test]
    fn apportion_is_exact_and_carries() {
        let shares = vec![0.5, 0.3, 0.2];
        let mut carry = vec![0.0; 3];
        let mut totals = [0u64; 3];
        for _ in 0..1000 {
            let c = apportion(7, &shares, &mut carry);
            assert_eq!(c.iter().sum::<u64>(), 7);
            for i in 0..3 {
                totals[i] += c[i];
            }
        }
        assert_eq!(totals.iter().sum::<u64>(), 7000);
        assert!((totals[0] as i64 - 3500).abs() <= 2, "{totals:?}");
        assert!((totals[1] as i64 - 2100).abs() <= 2, "{totals:?}");
    }

    /// The largest-remainder step as it was written first: every index
    /// sorted by remainder (largest first, ties to the lower index), one
    /// more each in that order, round after round.
    fn apportion_by_sort(total: u64, shares: &[f64], carry: &mut [f64]) -> Vec<u64> {
        let wants: Vec<f64> = shares.iter().zip(carry.iter()).map(|(s, c)| total as f64 * s + c).collect();
        let mut counts: Vec<u64> = wants.iter().map(|w| floor(w.max(0.0)) as u64).collect();
        let mut assigned: u64 = counts.iter().sum();
        if assigned < total {
            let mut order: Vec<usize> = (0..counts.len()).collect();
            order.sort_unstable_by(|&a, &b| {
                (wants[b] - counts[b] as f64).total_cmp(&(wants[a] - counts[a] as f64)).then(a.cmp(&b))
            });
            let mut i = 0;
            while assigned < total {
                counts[order[i % order.len()]] += 1;
                assigned += 1;
                i += 1;
            }
        }
        for ((c, w), n) in carry.iter_mut().zip(&wants).zip(&counts) {
            *c = (w - *n as f64).clamp(-2.0, 2.0);
        }
        counts
    }

    #[test]
    fn apportion_gives_the_largest_remainders_as_a_full_sort_would() {
        // Uneven shares, ties (equal shares), more left over than
        // partitions (a negative carry), over many ticks.
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for n in [1usize, 2, 3, 7, 64] {
            let raw: Vec<f64> = (0..n).map(|i| if i % 3 == 0 { 1.0 } else { (next() % 1000) as f64 + 1.0 }).collect();
            let sum: f64 = raw.iter().sum();
            let shares: Vec<f64> = raw.iter().map(|r| r / sum).collect();
            let (mut a, mut b) = (vec![0.0; n], vec![0.0; n]);
            for tick in 0..500 {
                let total = [0, 1, 5, 63, 3_200_000][tick % 5] + next() % 7;
                if tick % 50 == 0 {
                    a.iter_mut().chain(b.iter_mut()).for_each(|c| *c = -1.5);
                }
                let overshoot = a.iter().zip(&shares).map(|(c, s)| floor((total as f64 * s + c).max(0.0)) as u64);
                if overshoot.sum::<u64>() > total {
                    continue; // the other branch, unchanged
                }
                assert_eq!(apportion(total, &shares, &mut a), apportion_by_sort(total, &shares, &mut b), "n={n}");
                assert_eq!(a, b);
            }
        }
    }

    #[test]
    fn a_hot_key_fills_one_partition_whatever_the_count() {
        for n in [1u32, 3, 8, 32] {
            let s = partition_shares(
                &keys(vec![HotKey { key: "customer-7".into(), share: 0.3 }]),
                n,
                Partitioner::CharSum,
                PartitionKey::Key,
                1,
            );
            let hot_p = Partitioner::CharSum.partition("customer-7", n) as usize;
            assert!(s[hot_p] >= 0.3, "n={n} {s:?}");
            assert!((s.iter().sum::<f64>() - 1.0).abs() < 1e-9);
        }
    }

    #[test]
    fn zipf_keys_put_their_head_on_few_partitions() {
        assert!((zipf_norm(3, 1.0) - (1.0 + 0.5 + 1.0 / 3.0)).abs() < 1e-12);
        // The tail by its integral: close to the exact sum.
        let exact: f64 = (1..=(ZIPF_EXACT + 5000)).map(|k| (k as f64).powf(-1.1)).sum();
        assert!((zipf_norm(ZIPF_EXACT + 5000, 1.1) - exact).abs() < 1e-6 * exact);

        let mut k = keys(vec![]);
        k.entities = 1000;
        k.zipf = Some(1.2);
        let share = EntityShare::new(&k);
        let total: f64 = (0..1000).map(|i| share.of(i)).sum();
        assert!((total - 1.0).abs() < 1e-9, "shares add up to one: {total}");
        let s = partition_shares(&k, 16, Partitioner::Murmur2, PartitionKey::Key, 1);
        let head = Partitioner::Murmur2.partition("order-0", 16) as usize;
        assert!(s[head] >= share.of(0), "entity 0's partition carries at least its share: {s:?}");
        assert!((s.iter().sum::<f64>() - 1.0).abs() < 1e-9);
        let uniform = partition_shares(&keys(vec![]), 16, Partitioner::Murmur2, PartitionKey::Key, 1);
        let spread = |v: &[f64]| v.iter().cloned().fold(0.0, f64::max) - v.iter().cloned().fold(1.0, f64::min);
        assert!(spread(&s) > 3.0 * spread(&uniform), "Zipf is lopsided: {s:?} vs {uniform:?}");

        // Drawn keys follow it: entity 0 is the commonest.
        use rand::SeedableRng;
        let mut rng = rand::rngs::StdRng::seed_from_u64(3);
        let mut zeros = 0;
        for _ in 0..10_000 {
            if draw_key(&k, &mut rng) == "order-0" {
                zeros += 1;
            }
        }
        let want = 10_000.0 * share.of(0);
        assert!((f64::from(zeros) - want).abs() < 0.1 * want, "{zeros} draws of order-0, {want:.0} expected");
    }

    #[test]
    fn round_robin_is_even() {
        let s = partition_shares(
            &keys(vec![HotKey { key: "x".into(), share: 0.9 }]),
            4,
            Partitioner::CharSum,
            PartitionKey::RoundRobin,
            1,
        );
        assert_eq!(s, vec![0.25; 4]);
    }

    #[test]
    fn salting_spreads_a_hot_key() {
        let k = keys(vec![HotKey { key: "customer-7".into(), share: 0.6 }]);
        let plain = partition_shares(&k, 8, Partitioner::Murmur2, PartitionKey::Key, 1);
        let salted4 = partition_shares(&k, 8, Partitioner::Murmur2, PartitionKey::Key, 4);
        let max = |v: &[f64]| v.iter().cloned().fold(0.0, f64::max);
        assert!(max(&plain) > 0.6);
        assert!(max(&salted4) < 0.4, "{salted4:?}");
        assert!((salted4.iter().sum::<f64>() - 1.0).abs() < 1e-9);
    }
}
