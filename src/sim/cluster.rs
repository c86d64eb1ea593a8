//! The cluster under each Event Stream: its brokers and its partitions as
//! entities, each partition with its replicas, leader, ISR and leader epoch
//! ([`crate::log::ReplicaSet`]); followers fetch, and the high watermark the
//! consumers read to is the lowest log end over the ISR. Rule: docs/RULES.md#replication.
//!
//! A stream runs on its `brokers` (at least its replication factor), all in
//! its zone or spread over the scenario's zones; replicas are placed
//! rack-aware ([`crate::log::replica::place`]). When the replication
//! factor, the broker count, the zones or the partition count change, the
//! partitions are placed again, in sync.
//!
//! Failures reach single brokers ([`broker_down`], [`broker_up`]): a
//! partition whose leader goes has none for the catalog's
//! `failover_seconds` while the controller elects one from its ISR (a new
//! leader epoch); one whose every replica that may lead is down stays
//! offline until one returns (or, with unclean election on, an out-of-sync
//! replica leads and what it lacked is lost). What an election cuts follows
//! the rule book's acks rules: `all` loses none (the unacknowledged tail is
//! retried), `1` and `0` lose what the followers had not copied. Each tick,
//! before producers append, every partition's [`PartitionState`] is set.

use bevy::prelude::*;

use crate::log::num::floor;

use super::nodes::{CatchUp, Down, Node, PartitionState, Stream};
use super::{Board, SimClock, SimLog, SimSet, SimTick};
use std::collections::BTreeMap;

use crate::log::replica::{Change, Fetch, fair_share, place};
use crate::log::{BrokerId, Offset, ReplicaSet};
use crate::rules::catalog::{Catalog, Role, StreamRules};
use crate::rules::scenario::Acks;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(SimTick, (fence_brokers, settle_partitions).chain().in_set(SimSet::Cluster))
        .add_systems(SimTick, (place_partitions, replicate, track_reassignments).chain().in_set(SimSet::Replicate))
        .add_systems(super::state::SimStart, reset.in_set(super::state::StartSet::Plugins));
}

/// A broker of one stream's cluster: an entity, in a zone (Kafka's rack),
/// with a [`BrokerOf`] pointing at the stream Node it serves.
#[derive(Component, Clone, Debug, PartialEq)]
pub struct Broker {
    /// Its number in that cluster: 0, 1, 2, …
    pub id: BrokerId,
    /// Its zone (its rack).
    pub zone: String,
    /// The incidents holding it down; up when empty.
    pub down: Vec<Entity>,
    /// Its disk was lost (a failed broker): it comes back empty.
    pub disk_lost: bool,
    /// It went down in a crash, not a clean shutdown: back, it is no
    /// longer an eligible leader replica (docs/RULES.md#elr).
    pub crashed: bool,
    /// Sim time, seconds, at which the controller fences it after a crash
    /// (it stops waiting for a heartbeat): until then it stays in the ISR
    /// of the partitions it follows. `None` when up, fenced or stopped
    /// cleanly. Rule: docs/RULES.md#leader-election.
    pub fence_at: Option<f64>,
    /// A reassignment is moving its replicas to other brokers (the stream
    /// has fewer brokers, or none in its zone): it goes once it holds none.
    /// Rule: docs/RULES.md#reassignment.
    pub retiring: bool,
    /// The broker number whose place in the stream it took, when a
    /// reassignment retired that broker and its number was still taken (a
    /// scheduled incident naming that number strikes this broker).
    pub replaces: Option<BrokerId>,
}

/// How a broker goes down. Rules: docs/RULES.md#broker-restart and
/// docs/RULES.md#failed-broker.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shutdown {
    /// A controlled shutdown (a restart): the controller moves the leaders
    /// it held to other ISR members before it stops, so its partitions
    /// have no leaderless window, and it keeps its eligibility (ELR).
    Clean,
    /// A crash (a failed broker, a dark zone): the controller elects new
    /// leaders only once it notices, so the partitions it led have no
    /// leader for the catalog's `failover_seconds`; back, it is dropped
    /// from every ELR and rejoins the ISR by fetching.
    Crash,
}

impl Shutdown {
    /// Sim seconds the partitions the broker led are without a leader.
    pub fn leaderless_seconds(self, rules: &StreamRules) -> f64 {
        match self {
            Shutdown::Clean => 0.0,
            Shutdown::Crash => rules.failover_seconds,
        }
    }

    /// Whether it was a crash (an unclean shutdown).
    pub fn is_crash(self) -> bool {
        match self {
            Shutdown::Clean => false,
            Shutdown::Crash => true,
        }
    }
}

impl Broker {
    /// Broker `id` in `zone`, up, in service.
    pub fn new(id: BrokerId, zone: &str) -> Broker {
        Broker {
            id,
            zone: zone.to_string(),
            down: Vec::new(),
            disk_lost: false,
            crashed: false,
            fence_at: None,
            retiring: false,
            replaces: None,
        }
    }

    /// Whether it is up.
    pub fn up(&self) -> bool {
        self.down.is_empty()
    }
}

/// The stream Node a broker serves: a Bevy relationship, so the stream
/// lists its brokers in [`Brokers`] and they are despawned with it.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
#[relationship(relationship_target = Brokers)]
pub struct BrokerOf(pub Entity);

/// A stream Node's brokers (entities, in the order they were spawned): the
/// other side of [`BrokerOf`], kept by Bevy; despawned with the stream.
#[derive(Component, Debug, Default)]
#[relationship_target(relationship = BrokerOf, linked_spawn)]
pub struct Brokers(Vec<Entity>);

/// The stream Node whose topic a partition belongs to: a Bevy
/// relationship, so the stream lists its partitions in [`Partitions`] and
/// they are despawned with it.
#[derive(Component, Clone, Copy, Debug, PartialEq, Eq)]
#[relationship(relationship_target = Partitions)]
pub struct PartitionOf(pub Entity);

/// A stream Node's partition entities (in the order they were spawned, not
/// by index): the other side of [`PartitionOf`], kept by Bevy; despawned
/// with the stream.
#[derive(Component, Debug, Default)]
#[relationship_target(relationship = PartitionOf, linked_spawn)]
pub struct Partitions(Vec<Entity>);

/// A partition of a stream's topic: an entity with its replicas, with a
/// [`PartitionOf`] pointing at its stream Node.
#[derive(Component, Clone, Debug, PartialEq)]
pub struct PartitionReplicas {
    /// Its index in the topic.
    pub partition: u32,
    /// Its replicas, leader, ISR, leader epoch and high watermark.
    pub set: ReplicaSet,
    /// A leader is being elected until this sim time: none serves.
    pub electing_until: Option<f64>,
    /// Sim seconds it has had no leader serving.
    pub offline_seconds: f64,
    /// Sim seconds its ISR was smaller than its replica set.
    pub under_replicated_seconds: f64,
    /// The highest high watermark reached while the ISR had at least
    /// `min.insync.replicas` members: what `acks=all` producers were told
    /// is stored (a high watermark that moves up because the ISR shrank
    /// below that acknowledges nothing: Kafka answers such appends with
    /// `NOT_ENOUGH_REPLICAS_AFTER_APPEND`).
    pub acknowledged: Offset,
}

impl PartitionReplicas {
    /// Whether a leader serves it at sim time `now`.
    pub fn led(&self, now: f64) -> bool {
        self.set.leader().is_some() && self.electing_until.is_none_or(|t| now >= t)
    }
    /// Who leads it at sim time `now`: the elected leader once its election
    /// is over, while its stream's Node is up (`stream_down` false). `None`
    /// while it elects, has no replica to elect, or its stream is down: then
    /// no broker takes its writes or serves its reads. The one rule the
    /// partition's state, the report, the lanes and the Inspector read.
    /// Rule: docs/RULES.md#partition-state.
    pub fn leader_now(&self, now: f64, stream_down: bool) -> Option<BrokerId> {
        if stream_down || !self.led(now) { None } else { self.set.leader() }
    }
}

/// The partitions of `stream`'s topic, by index, and its brokers, by
/// number, read from a world (for the report and the Inspector).
pub fn cluster_of(world: &World, stream: Entity) -> (Vec<&PartitionReplicas>, Vec<&Broker>) {
    let mut parts: Vec<&PartitionReplicas> = partitions_of(world, stream).collect();
    parts.sort_by_key(|p| p.partition);
    let mut brokers: Vec<&Broker> = brokers_of(world, stream).collect();
    brokers.sort_by_key(|b| b.id);
    (parts, brokers)
}

/// The brokers of `stream` (a stream Node), in the order they were
/// spawned, not by number (see [`cluster_of`] for that); none for a Node
/// that is not a stream. O(its brokers), through [`Brokers`].
pub fn brokers_of(world: &World, stream: Entity) -> impl Iterator<Item = &Broker> {
    world.get::<Brokers>(stream).into_iter().flat_map(|bs| bs.iter()).filter_map(|e| world.get::<Broker>(e))
}

/// The partitions of `stream` (a stream Node), in the order they were
/// spawned, not by index (see [`cluster_of`] for that); none for a Node
/// that is not a stream. O(its partitions), through [`Partitions`].
pub fn partitions_of(world: &World, stream: Entity) -> impl Iterator<Item = &PartitionReplicas> {
    world
        .get::<Partitions>(stream)
        .into_iter()
        .flat_map(|ps| ps.iter())
        .filter_map(|e| world.get::<PartitionReplicas>(e))
}

/// The zone of each of a stream's brokers: all in `node`'s zone, or spread
/// over `zones` in turn starting with the Node's.
fn broker_zones(node: &Node, stream: &Stream, zones: &[String]) -> Vec<(BrokerId, String)> {
    let mut order: Vec<&str> = vec![node.zone.as_str()];
    if stream.spread_zones {
        order.extend(zones.iter().map(String::as_str).filter(|z| *z != node.zone));
    }
    (0..stream.brokers.max(stream.replication_factor).max(1))
        .map(|b| (b, order[b as usize % order.len()].to_string()))
        .collect()
}

/// Places every stream's brokers and partitions now, as the first tick
/// would ([`place_partitions`]), without running a tick: for a board whose
/// sim is held (the live board of a real cluster, whose figures come from
/// the cluster, not from ticks). Errors: none; a world without the sim's
/// resources places nothing.
pub fn place_now(world: &mut World) {
    use bevy::ecs::system::RunSystemOnce;
    if let Err(e) = world.run_system_once(place_partitions) {
        warn!("the brokers and partitions could not be placed: {e}");
    }
}

/// Spawns each stream's brokers and partitions when they are missing (in
/// sync: a new stream has nothing to copy), adds the partitions a larger
/// partition count brings (the others stay as they are, as Kafka's do),
/// and despawns those of streams that are gone. A stream whose replication
/// factor, broker count or zones no longer match its brokers is
/// reassigned ([`ReplicaSet::reassign`]): it takes time. Rule: docs/RULES.md#reassignment.
fn place_partitions(
    mut commands: Commands,
    clock: Res<SimClock>,
    board: Res<Board>,
    log: Res<SimLog>,
    streams: Query<(Entity, &Node, &Stream, Option<&Brokers>, Option<&Partitions>)>,
    mut brokers: Query<(Entity, &mut Broker, &BrokerOf)>,
    mut partitions: Query<(Entity, &mut PartitionReplicas, &PartitionOf)>,
) {
    // A stream despawned takes its brokers and partitions with it; these
    // are the ones whose Node is no longer a stream.
    let orphans = brokers.iter().filter(|(.., of)| streams.get(of.0).is_err()).map(|(e, ..)| e);
    let stale = partitions.iter().filter(|(.., of)| streams.get(of.0).is_err()).map(|(e, ..)| e);
    for e in orphans.chain(stale) {
        commands.entity(e).despawn();
    }
    let zones = board.scenario.as_ref().map(|s| s.zones.as_slice()).unwrap_or_default();
    for (se, node, stream, its_brokers, its_partitions) in &streams {
        let Ok(topic) = log.topic(&stream.topic) else { continue };
        let rf = stream.replication_factor.max(1);
        let want = broker_zones(node, stream, zones);
        let placed = (its_brokers, its_partitions);
        if placed_as_wanted(
            &want,
            rf,
            topic.partition_count(),
            placed,
            (&brokers.as_readonly(), &partitions.as_readonly()),
        ) {
            // The usual tick: nothing to place, nothing collected.
            continue;
        }
        let mine: Vec<Entity> = its_brokers.into_iter().flat_map(|bs| bs.iter()).collect();
        let parts: Vec<Entity> = its_partitions.into_iter().flat_map(|ps| ps.iter()).collect();
        let zoned: Vec<(BrokerId, String)> = if mine.is_empty() {
            spawn_brokers(&mut commands, (se, &node.id), want)
        } else {
            rebroker(&mut commands, (se, &node.id), &want, &mine, &mut brokers)
        };
        let zoned: Vec<(BrokerId, &str)> = zoned.iter().map(|(b, z)| (*b, z.as_str())).collect();
        let placement = place(topic.partition_count(), rf, &zoned);
        let mut have = 0u32;
        for &pe in &parts {
            let Ok((_, mut p, _)) = partitions.get_mut(pe) else { continue };
            have = have.max(p.partition + 1);
            let (Some(target), Ok(part)) = (placement.get(p.partition as usize), topic.partition(p.partition)) else {
                continue;
            };
            p.set.reassign(target, part.log_start(), clock.now);
        }
        retire(&mut commands, &mine, &brokers.as_readonly(), &partitions.as_readonly());
        if have < topic.partition_count() {
            let down: Vec<BrokerId> = mine
                .iter()
                .filter_map(|&e| brokers.get(e).ok())
                .filter(|(_, b, _)| !b.up())
                .map(|(_, b, _)| b.id)
                .collect();
            spawn_partitions(&mut commands, (se, stream), topic, (have, &placement), &down, clock.now);
        }
    }
}

/// Spawns a new stream's brokers, `want` (`(broker, zone)`), and returns
/// them: the brokers it runs on.
fn spawn_brokers(
    commands: &mut Commands,
    (se, node): (Entity, &str),
    want: Vec<(BrokerId, String)>,
) -> Vec<(BrokerId, String)> {
    for (id, zone) in &want {
        commands.spawn((Name::new(format!("broker {id} of {node}")), Broker::new(*id, zone), BrokerOf(se)));
    }
    want
}

/// Matches a stream's brokers (`mine`) to the wanted `(broker, zone)`
/// slots: a slot keeps a broker of its zone that is not retiring (the one
/// of its number first), a slot with none gets a new broker (the slot's
/// number, or the lowest free one while an old broker still holds it), and
/// a broker no slot kept retires: a reassignment moves its replicas away,
/// then it goes ([`retire`]). Returns the brokers the stream now runs on,
/// `(broker, zone)` by number.
fn rebroker(
    commands: &mut Commands,
    (se, node): (Entity, &str),
    want: &[(BrokerId, String)],
    mine: &[Entity],
    brokers: &mut Query<(Entity, &mut Broker, &BrokerOf)>,
) -> Vec<(BrokerId, String)> {
    let mut free: Vec<(Entity, BrokerId, String)> = mine
        .iter()
        .filter_map(|&e| brokers.get(e).ok())
        .filter(|(_, b, _)| !b.retiring)
        .map(|(e, b, _)| (e, b.id, b.zone.clone()))
        .collect();
    free.sort_by_key(|(_, id, _)| *id);
    let mut taken: Vec<BrokerId> = mine.iter().filter_map(|&e| brokers.get(e).ok()).map(|(_, b, _)| b.id).collect();
    let mut runs_on: Vec<(BrokerId, String)> = Vec::with_capacity(want.len());
    let mut open: Vec<&(BrokerId, String)> = Vec::new();
    // The same broker first, then any of the slot's zone.
    for slot @ (id, zone) in want {
        match free.iter().position(|(_, b, z)| b == id && z == zone) {
            Some(i) => runs_on.push((free.remove(i).1, zone.clone())),
            None => open.push(slot),
        }
    }
    for (id, zone) in open {
        let id = match free.iter().position(|(_, _, z)| z == zone) {
            Some(i) => free.remove(i).1,
            None => {
                let slot = *id;
                let id = if taken.contains(&slot) { (0..).find(|i| !taken.contains(i)).unwrap_or(slot) } else { slot };
                taken.push(id);
                let broker = Broker { replaces: (id != slot).then_some(slot), ..Broker::new(id, zone) };
                commands.spawn((Name::new(format!("broker {id} of {node}")), broker, BrokerOf(se)));
                id
            }
        };
        runs_on.push((id, zone.clone()));
    }
    for (e, ..) in free {
        if let Ok((_, mut b, _)) = brokers.get_mut(e) {
            b.retiring = true;
        }
    }
    runs_on.sort();
    runs_on
}

/// Despawns the retiring brokers of `mine` that hold no replica any more
/// and are up (one an incident holds down goes once it is back).
fn retire(
    commands: &mut Commands,
    mine: &[Entity],
    brokers: &Query<(Entity, &Broker, &BrokerOf)>,
    partitions: &Query<(Entity, &PartitionReplicas, &PartitionOf)>,
) {
    for (e, b, of) in mine.iter().filter_map(|&e| brokers.get(e).ok()) {
        let holds =
            || partitions.iter().any(|(_, p, o)| o.0 == of.0 && p.set.replicas().iter().any(|r| r.broker == b.id));
        if b.retiring && b.up() && !holds() {
            commands.entity(e).despawn();
        }
    }
}

/// Whether a stream runs on brokers in the zones of `want` (`(broker,
/// zone)` slots; the numbers may differ), none retiring, with `count`
/// partitions of `rf` replicas each and no reassignment running: what
/// [`place_partitions`] would leave as it is. Decided without allocating.
fn placed_as_wanted(
    want: &[(BrokerId, String)],
    rf: u32,
    count: u32,
    (its_brokers, its_partitions): (Option<&Brokers>, Option<&Partitions>),
    (brokers, partitions): (&Query<(Entity, &Broker, &BrokerOf)>, &Query<(Entity, &PartitionReplicas, &PartitionOf)>),
) -> bool {
    let mine = || its_brokers.into_iter().flat_map(|bs| bs.iter()).filter_map(|e| brokers.get(e).ok());
    if mine().count() != want.len() || mine().any(|(_, b, _)| b.retiring) {
        return false;
    }
    // As many of each zone as wanted (a stream has at most 16 brokers).
    for (_, zone) in want {
        let wanted = want.iter().filter(|(_, z)| z == zone).count();
        if mine().filter(|(_, b, _)| b.zone == *zone).count() != wanted {
            return false;
        }
    }
    let placed = its_partitions.into_iter().flat_map(|ps| ps.iter()).filter_map(|e| partitions.get(e).ok());
    let mut n = 0u32;
    for (_, p, _) in placed {
        n += 1;
        if p.set.replicas().len() as u32 != rf || !p.set.reassignment_target().is_empty() {
            return false;
        }
    }
    n == count
}

/// Spawns the partition entities of `stream` (Node `se`) from index `from`
/// on, each on its brokers of `placement` (by partition, assignment
/// order), in sync at sim time `now`; a replica on a broker in `down`
/// waits for it (out of the ISR), as in Kafka.
fn spawn_partitions(
    commands: &mut Commands,
    (se, stream): (Entity, &Stream),
    topic: &crate::log::Topic,
    (from, placement): (u32, &[Vec<BrokerId>]),
    down: &[BrokerId],
    now: f64,
) {
    for (p, replicas) in placement.iter().enumerate().skip(from as usize) {
        let Ok(part) = topic.partition(p as u32) else { continue };
        let mut set = in_sync(replicas, part, stream.min_insync_replicas, now);
        for &b in down {
            set.broker_down(b, false, false, now);
        }
        commands.spawn((
            Name::new(format!("partition {} of {}", p, stream.topic)),
            PartitionOf(se),
            PartitionReplicas {
                partition: p as u32,
                set,
                electing_until: None,
                offline_seconds: 0.0,
                under_replicated_seconds: 0.0,
                acknowledged: part.high_watermark(),
            },
        ));
    }
}

/// A replica set on `brokers` for `part` as it stands: the leader at its
/// log end, the followers at its high watermark, all in the ISR, with the
/// stream's `min.insync.replicas`.
fn in_sync(brokers: &[BrokerId], part: &crate::log::Partition, min_insync: u32, now: f64) -> ReplicaSet {
    let mut set = ReplicaSet::new(brokers, part.high_watermark(), now);
    set.set_min_insync(min_insync);
    set.leader_appended(part.log_end(), now);
    set
}

/// Followers fetch what the leader held `follower_lag_seconds` before the
/// end of this tick, each broker at most its fetch budget
/// (`replica_fetch_records_per_second` × the size multiplier × the step),
/// shared by the partitions it follows ([`fair_share`]); the ISR and the
/// high watermark follow, and the partition's high watermark (what
/// consumers read to) moves to the replica set's. A partition whose log
/// was cut outside an election (the whole stream's only copy emptied) is in
/// sync again at its new end. No leader: nothing moves. Rules:
/// docs/RULES.md#isr and docs/RULES.md#high-watermark.
fn replicate(
    catalog: Res<Catalog>,
    clock: Res<SimClock>,
    mut log: ResMut<SimLog>,
    streams: Query<(&Node, &Stream)>,
    mut partitions: Query<(&mut PartitionReplicas, &PartitionOf)>,
    broken: Res<super::BrokenRules>,
    mut scratch: Local<FetchScratch>,
) {
    // Each partition's target, and what each follower broker lacks of it,
    // in buffers kept from tick to tick.
    let FetchScratch { fetches, needs, caps } = &mut *scratch;
    fetches.clear();
    needs.values_mut().for_each(Needs::clear);
    // The stream, its rules and its topic, looked up once per stream (its
    // partitions come in a row).
    let mut memo: Option<(Entity, Option<Led>)> = None;
    for (mut p, &PartitionOf(se)) in &mut partitions {
        let led = once_per_stream(&mut memo, se, || {
            let (node, s) = streams.get(se).ok()?;
            Some((s, rules_of(&catalog, node)?, log.topic(&s.topic).ok()?))
        });
        let f = lead(&clock, led, &mut p);
        if let Some(f) = f {
            for (b, need, adding) in p.set.needs(f.target) {
                let n = needs.entry((se, b)).or_default();
                if adding { n.adding.push(need) } else { n.ordinary.push(need) }
            }
        }
        fetches.push(f);
    }
    // A broker that lacks nothing this tick has no cap (and no entry).
    needs.retain(|_, n| !n.ordinary.is_empty() || !n.adding.is_empty());
    caps.clear();
    for (&(stream, b), n) in needs.iter_mut() {
        let budget = fetch_budget(&catalog, &streams, stream, clock.step);
        let throttle = streams.get(stream).ok().and_then(|(_, s)| s.replication_throttle);
        caps.insert((stream, b), n.caps(budget, throttle.map(|t| floor(t * clock.step) as u64)));
    }
    // The topic of the stream at hand, looked up again when the stream changes.
    let mut topic: Option<(Entity, Option<&mut crate::log::Topic>)> = None;
    for ((mut p, &PartitionOf(se)), f) in partitions.iter_mut().zip(fetches.drain(..)) {
        let Some(f) = f else { continue };
        let Ok((_, stream)) = streams.get(se) else { continue };
        p.set.fetch_to(f, |b, adding| caps.get(&(se, b)).map_or(0, |&(o, a)| if adding { a } else { o }));
        if topic.as_ref().is_none_or(|(e, _)| *e != se) {
            topic = Some((se, log.topic_mut(&stream.topic).ok()));
        }
        let part = topic.as_mut().and_then(|(_, t)| t.as_mut()).map(|t| t.partition_mut(p.partition));
        if let Some(Ok(part)) = part {
            let readable = if broken.read_past_high_watermark { part.log_end() } else { p.set.high_watermark() };
            part.advance_high_watermark(readable);
        }
        if !p.set.under_min_isr() {
            p.acknowledged = p.acknowledged.max(p.set.high_watermark());
        }
    }
}

/// Keeps each stream's [`CatchUp`]: set while any of its partitions is
/// reassigning (how far the new replicas have copied, since when), `None`
/// once none is. Rule: docs/RULES.md#reassignment.
fn track_reassignments(
    clock: Res<SimClock>,
    log: Res<SimLog>,
    mut streams: Query<(&mut Stream, Option<&Partitions>)>,
    partitions: Query<&PartitionReplicas>,
) {
    for (mut stream, parts) in &mut streams {
        let moving = || parts.into_iter().flat_map(|ps| ps.iter()).filter_map(|e| partitions.get(e).ok());
        if !moving().any(|p| !p.set.reassignment_target().is_empty()) {
            if stream.catch_up.is_some() {
                stream.catch_up = None;
            }
            continue;
        }
        let Ok(topic) = log.topic(&stream.topic) else { continue };
        let mut now = CatchUp { started: clock.now, ..CatchUp::default() };
        for p in moving().filter(|p| !p.set.reassignment_target().is_empty()) {
            let log_start = topic.partition(p.partition).map(|t| t.log_start()).unwrap_or(0);
            let (copied, total) = p.set.catch_up(log_start).unwrap_or((0, 0));
            now.copied += copied;
            now.total += total;
            now.partitions += 1;
            now.stalled += u32::from(!p.led(clock.now));
            let rf = p.set.replication_factor();
            now.in_effect = if now.in_effect == 0 { rf } else { now.in_effect.min(rf) };
        }
        now.remaining_at_start = now.total - now.copied;
        if let Some(was) = stream.catch_up {
            now.started = was.started;
            now.remaining_at_start = was.remaining_at_start;
        }
        stream.catch_up = Some(now);
    }
}

/// What [`replicate`] keeps from tick to tick so that a tick allocates
/// nothing: each partition's fetch, and by (stream, follower broker) what
/// it lacks on each partition and its cap ([`fair_share`]).
#[derive(Default)]
struct FetchScratch {
    fetches: Vec<Option<Fetch>>,
    needs: BTreeMap<(Entity, BrokerId), Needs>,
    caps: BTreeMap<(Entity, BrokerId), (u64, u64)>,
}

/// What one follower broker lacks this tick, by partition: as a member of
/// its replica sets, and as a replica a reassignment is adding.
#[derive(Default)]
struct Needs {
    ordinary: Vec<u64>,
    adding: Vec<u64>,
}

impl Needs {
    fn clear(&mut self) {
        self.ordinary.clear();
        self.adding.clear();
    }

    /// The caps ([`fair_share`]) for the ordinary and the adding replicas
    /// of a broker with `budget` records this round. Without a replication
    /// throttle all share one budget; with one (`throttle` records this
    /// round, Kafka's `follower.replication.throttled.rate`), the ordinary
    /// replicas are served first and the adding ones share what is left,
    /// at most `throttle`. Rule: docs/RULES.md#reassignment.
    fn caps(&mut self, budget: u64, throttle: Option<u64>) -> (u64, u64) {
        let Some(throttle) = throttle else {
            self.ordinary.extend_from_slice(&self.adding);
            let cap = fair_share(budget, &mut self.ordinary);
            return (cap, cap);
        };
        let cap = fair_share(budget, &mut self.ordinary);
        let used: u64 = self.ordinary.iter().map(|&n| n.min(cap)).sum();
        (cap, fair_share(budget.saturating_sub(used).min(throttle), &mut self.adding))
    }
}

/// `find()` for `stream`, computed once for each run of one stream's
/// partitions (they come in a row) and kept in `memo` between them.
fn once_per_stream<V: Copy>(memo: &mut Option<(Entity, V)>, stream: Entity, find: impl FnOnce() -> V) -> V {
    match *memo {
        Some((e, v)) if e == stream => v,
        _ => {
            let v = find();
            *memo = Some((stream, v));
            v
        }
    }
}

/// A stream as its leaders see it: its state, its rules and its topic.
type Led<'a> = (&'a Stream, &'a StreamRules, &'a crate::log::Topic);

/// The leader of `p` takes what its partition's log holds (in sync again
/// after a cut outside an election), and returns what its followers are to
/// fetch this tick; `None` without a leader or a log.
fn lead(clock: &SimClock, led: Option<Led>, p: &mut PartitionReplicas) -> Option<Fetch> {
    let (stream, rules, topic) = led?;
    p.set.leader()?;
    let part = topic.partition(p.partition).ok()?;
    let end = part.log_end();
    if p.set.leader_log_end().is_some_and(|e| e > end) {
        let brokers: Vec<BrokerId> = p.set.replicas().iter().map(|r| r.broker).collect();
        let down: Vec<BrokerId> = p.set.replicas().iter().filter(|r| r.down).map(|r| r.broker).collect();
        let target = p.set.reassignment_target().to_vec();
        p.set = in_sync(&brokers, part, stream.min_insync_replicas, clock.now);
        for b in down {
            p.set.broker_down(b, false, false, clock.now);
        }
        // A reassignment goes on (what it added holds the new end too).
        p.set.reassign(&target, part.log_start(), clock.now);
    }
    p.set.leader_appended(end, clock.now);
    let as_of = clock.now + clock.step - rules.follower_lag_seconds;
    let target = part.offset_at_time(as_of);
    Some(Fetch { target, as_of, now: clock.now, lag_max: rules.replica_lag_max_seconds, log_start: part.log_start() })
}

/// Records one broker of `stream` may copy as a follower in a tick of `dt`
/// sim seconds: the catalog's `replica_fetch_records_per_second` at the
/// stream's size.
fn fetch_budget(catalog: &Catalog, streams: &Query<(&Node, &Stream)>, stream: Entity, dt: f64) -> u64 {
    let Ok((node, _)) = streams.get(stream) else { return 0 };
    let Some(spec) = catalog.component(&node.kind) else { return 0 };
    let Role::Stream(rules) = &spec.role else { return 0 };
    (rules.replica_fetch_records_per_second * spec.size_multiplier(node.size) * dt).floor().max(0.0) as u64
}

/// The rules of a stream Node's kind.
fn stream_rules(world: &World, stream: Entity) -> Option<StreamRules> {
    stream_rules_ref(world, stream).cloned()
}

/// [`stream_rules`] borrowed from the catalog.
fn stream_rules_ref(world: &World, stream: Entity) -> Option<&StreamRules> {
    rules_of(world.resource::<Catalog>(), world.get::<Node>(stream)?)
}

/// The rules of a stream Node's kind in `catalog`; `None` for a Node of
/// another role.
fn rules_of<'c>(catalog: &'c Catalog, node: &Node) -> Option<&'c StreamRules> {
    match &catalog.component(&node.kind)?.role {
        Role::Stream(r) => Some(r),
        _ => None,
    }
}

/// The partition entities of `stream`, by index.
fn partition_entities(world: &World, stream: Entity) -> Vec<Entity> {
    let mut v: Vec<(u32, Entity)> = world
        .get::<Partitions>(stream)
        .into_iter()
        .flat_map(|ps| ps.iter())
        .filter_map(|e| world.get::<PartitionReplicas>(e).map(|p| (p.partition, e)))
        .collect();
    v.sort();
    v.into_iter().map(|(_, e)| e).collect()
}

/// The broker entity numbered `id` of `stream`.
/// The broker of `stream` that a scheduled incident naming broker `id`
/// strikes: broker `id`, or, once a reassignment has retired it, the one
/// that took its place ([`Broker::replaces`]); `id` itself when neither is
/// there. Rule: docs/RULES.md#reassignment.
pub fn broker_in_place_of(world: &World, stream: Entity, id: BrokerId) -> BrokerId {
    let Some(brokers) = world.get::<Brokers>(stream) else { return id };
    let mine = || brokers.iter().filter_map(|e| world.get::<Broker>(e));
    if mine().any(|b| b.id == id) {
        return id;
    }
    mine().find(|b| b.replaces == Some(id)).map_or(id, |b| b.id)
}

fn broker_entity(world: &World, stream: Entity, id: BrokerId) -> Option<Entity> {
    world.get::<Brokers>(stream)?.iter().find(|&e| world.get::<Broker>(e).is_some_and(|b| b.id == id))
}

/// What a broker's failure or return did to its stream, for the incident's
/// text.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BrokerChange {
    /// Partitions that got a new leader.
    pub elected: u32,
    /// Partitions left with no leader.
    pub offline: u32,
    /// Events lost (cut from the log, or emptied with the only copy).
    pub lost: u64,
}

/// Broker `id` of `stream` goes down because of incident `cause`, by
/// `shutdown`; with `disk_lost` its disk goes too (a failed broker; a
/// restart or an outage keeps it). Each partition it led elects a leader
/// from its ISR: at once after a clean shutdown, after the catalog's
/// `failover_seconds` after a crash ([`Shutdown::leaderless_seconds`]);
/// what the election cuts is lost by the acks rules. Rules:
/// docs/RULES.md#failed-broker, docs/RULES.md#broker-restart and
/// docs/RULES.md#leader-election.
///
/// Errors: `stream` is not an Event Stream, or has no broker `id`.
pub fn broker_down(
    world: &mut World,
    stream: Entity,
    id: BrokerId,
    disk_lost: bool,
    shutdown: Shutdown,
    cause: Entity,
) -> Result<BrokerChange, String> {
    let rules = stream_rules(world, stream).ok_or("not an Event Stream")?;
    let be = broker_entity(world, stream, id).ok_or_else(|| format!("no broker {id}"))?;
    let now = world.resource::<SimClock>().now;
    let (first, newly_lost) = {
        let mut b = world.get_mut::<Broker>(be).expect("found");
        let first = b.down.is_empty();
        if !b.down.contains(&cause) {
            b.down.push(cause);
        }
        let newly_lost = disk_lost && !b.disk_lost;
        b.disk_lost |= disk_lost;
        b.crashed |= shutdown.is_crash();
        if first && shutdown.is_crash() {
            b.fence_at = Some(now + shutdown.leaderless_seconds(&rules));
        }
        (first, newly_lost)
    };
    let mut out = BrokerChange::default();
    if !first && !newly_lost {
        return Ok(out);
    }
    // A broker that was up crashes unseen until it is fenced; one already
    // down (stopped, or fenced) leaves at once.
    let unseen = first && shutdown.is_crash();
    let unclean = world.get::<Stream>(stream).is_some_and(|s| s.unclean_leader_election);
    for pe in partition_entities(world, stream) {
        let change = {
            let mut p = world.get_mut::<PartitionReplicas>(pe).expect("found");
            if unseen {
                p.set.broker_unreachable(id, disk_lost, unclean, now)
            } else {
                p.set.broker_down(id, disk_lost, unclean, now)
            }
        };
        apply(world, pe, &change, now + shutdown.leaderless_seconds(&rules), &mut out);
        retry_unacknowledged(world, pe, &change, rules.follower_lag_seconds);
    }
    Ok(out)
}

/// After a leader's failure or shutdown under `acks=all`, its producers
/// send again every batch they were never told is stored. Idempotent
/// producers ([`Stream::idempotent`]) number their batches per partition,
/// so the new leader keeps one copy, in order. Without idempotence, what
/// the new leader already held of them is appended a second time, after
/// the rest of the retried tail (with up to five requests in flight,
/// Kafka's `max.in.flight.requests.per.connection`, retries do not keep
/// the order they were sent in): duplicates in the log, counted as the
/// stream's `producer_duplicates`, a key's older versions after its newer
/// ones. A producer hears that a record is stored a fetch round trip after
/// the followers copied it (the leader learns of their copy at their next
/// fetch): what was appended in the last two `follower_lag_seconds` before
/// the change, and whatever was above the acknowledged high watermark, was
/// not acknowledged. An unclean election cuts instead (see [`lose_tail`]).
/// Rule: docs/RULES.md#idempotence.
fn retry_unacknowledged(world: &mut World, pe: Entity, change: &Change, follower_lag_seconds: f64) {
    if change.elected.is_none() || change.unclean {
        return;
    }
    let stream = world.get::<PartitionOf>(pe).expect("found").0;
    let Some(s) = world.get::<Stream>(stream) else { return };
    if s.acks != Acks::All || (s.idempotent() && !world.resource::<super::BrokenRules>().retries_unnumbered) {
        return;
    }
    let topic = s.topic.clone();
    let now = world.resource::<SimClock>().now;
    let (partition, acknowledged) = {
        let p = world.get::<PartitionReplicas>(pe).expect("found");
        (p.partition, p.acknowledged)
    };
    let (again, log_end) = {
        let mut log = world.resource_mut::<SimLog>();
        let Ok(part) = log.topic_mut(&topic).and_then(|t| t.partition_mut(partition)) else { return };
        // What the new leader holds: all but the tail it lacked.
        let held = change.truncated.map_or(part.log_end(), |(from, _)| from).min(part.log_end());
        let unacknowledged = acknowledged.min(part.offset_at_time(now - 2.0 * follower_lag_seconds));
        (part.append_again(unacknowledged, held, now), part.log_end())
    };
    if again == 0 {
        return;
    }
    world.get_mut::<PartitionReplicas>(pe).expect("found").set.leader_appended(log_end, now);
    world.get_mut::<Stream>(stream).expect("found").producer_duplicates += again;
}

/// Incident `cause` lets broker `id` of `stream` go; when nothing else holds
/// it down it returns (empty at each partition's log start when its disk was
/// lost; back from a crash, no longer eligible to lead: docs/RULES.md#elr),
/// fetches, rejoins the ISR once caught up, and leads again the offline
/// partitions it may lead. Does nothing for a broker that is gone.
pub fn broker_up(world: &mut World, stream: Entity, id: BrokerId, cause: Entity) -> BrokerChange {
    let mut out = BrokerChange::default();
    let Some(be) = broker_entity(world, stream, id) else { return out };
    let (disk_lost, crashed, unfenced) = {
        let mut b = world.get_mut::<Broker>(be).expect("found");
        b.down.retain(|c| *c != cause);
        if !b.down.is_empty() {
            return out;
        }
        (std::mem::take(&mut b.disk_lost), std::mem::take(&mut b.crashed), b.fence_at.take().is_some())
    };
    let now = world.resource::<SimClock>().now;
    let Some(s) = world.get::<Stream>(stream).cloned() else { return out };
    for pe in partition_entities(world, stream) {
        let partition = world.get::<PartitionReplicas>(pe).expect("found").partition;
        let log_start = if disk_lost { log_start_of(world, &s.topic, partition) } else { None };
        let change = {
            let mut p = world.get_mut::<PartitionReplicas>(pe).expect("found");
            if unfenced {
                // Back before the controller fenced it: registering again
                // with a new epoch fences the old one first.
                p.set.fence(id, disk_lost);
            }
            if crashed {
                p.set.forget_eligibility(id);
            }
            p.set.broker_up(id, log_start.unwrap_or(0), s.unclean_leader_election, now)
        };
        apply(world, pe, &change, now, &mut out);
    }
    out
}

/// Applies what a failure, a return or an election did to one partition:
/// counts the election (none serves until `serves_at`), and cuts what the
/// new leader lacks from the log by the acks rules: with `acks=all` the
/// unacknowledged tail is retried by its producers and kept; otherwise it
/// is lost, each group losing what it had not processed. What an unclean
/// election cuts that was acknowledged (below the old high watermark) is
/// lost to every group, processed or not: the promise that covered it is
/// broken (`lost_unclean`).
fn apply(world: &mut World, pe: Entity, change: &Change, serves_at: f64, out: &mut BrokerChange) {
    let stream = world.get::<PartitionOf>(pe).expect("found").0;
    let now = world.resource::<SimClock>().now;
    if change.elected.is_some() {
        out.elected += 1;
        world.get_mut::<Stream>(stream).expect("found").leader_elections += 1;
        let mut p = world.get_mut::<PartitionReplicas>(pe).expect("found");
        p.electing_until = (serves_at > now).then_some(serves_at);
    }
    if change.offline {
        out.offline += 1;
    }
    if let Some((from, to)) = change.truncated {
        lose_tail(world, pe, change, (from, to), out);
    }
}

/// The log start of partition `partition` of `topic`, if both exist.
fn log_start_of(world: &World, topic: &str, partition: u32) -> Option<Offset> {
    world.resource::<SimLog>().topic(topic).ok().and_then(|t| t.partition(partition).ok()).map(|p| p.log_start())
}

/// What a change cut from partition entity `pe`, `[from, to)`: with
/// `acks=all` and a clean election, what was never acknowledged is kept
/// for the producers' retry; else it is cut from the log and counted lost
/// (committed, unclean), each group losing what it had not processed, and
/// after an unclean election what it had processed of the acknowledged too.
fn lose_tail(world: &mut World, pe: Entity, change: &Change, (from, to): (Offset, Offset), out: &mut BrokerChange) {
    let stream = world.get::<PartitionOf>(pe).expect("found").0;
    let (partition, acknowledged) = {
        let p = world.get::<PartitionReplicas>(pe).expect("found");
        (p.partition, p.acknowledged)
    };
    let Some(s) = world.get::<Stream>(stream).cloned() else { return };
    let now = world.resource::<SimClock>().now;
    // Below the log start nothing is held to be cut (an emptied log).
    let from_held = from.max(log_start_of(world, &s.topic, partition).unwrap_or(0));
    if s.acks == Acks::All && !change.unclean && from >= change.hw_before.min(acknowledged) {
        // Never acknowledged: the producers send them again. A new leader
        // holds them at once; with none, they wait in the log past the
        // high watermark, as in the producers' buffers, for the next.
        if !change.offline {
            world.get_mut::<PartitionReplicas>(pe).expect("found").set.leader_appended(to, now);
        }
        return;
    }
    let acked = change.hw_before.min(to).min(acknowledged).max(from_held);
    world.get_mut::<PartitionReplicas>(pe).expect("found").acknowledged = acknowledged.min(from);
    if change.unclean {
        // Acknowledged and gone: a group that had processed them loses
        // them too (what it had not, the cut below counts).
        let mut st = world.get_mut::<Stream>(stream).expect("found");
        for flow in st.groups.values_mut() {
            let pos = flow.position(partition).unwrap_or(0);
            flow.lost_broker += pos.clamp(from_held, acked) - from_held;
        }
    }
    let lost = cut(world, stream, &s.topic, partition, from);
    if let Some(start) = log_start_of(world, &s.topic, partition) {
        world.get_mut::<PartitionReplicas>(pe).expect("found").set.rebase(start);
    }
    if world.resource::<super::BrokenRules>().cuts_uncounted {
        return;
    }
    out.lost += lost;
    let mut st = world.get_mut::<Stream>(stream).expect("found");
    st.lost_broker += lost;
    st.lost_committed += acked - from_held;
    if change.unclean {
        st.lost_unclean += lost;
    }
}

/// Cuts partition `partition` of `topic` back to offset `from`: truncated
/// to it, or emptied (its log starting again at the old end) when nothing
/// below it is left. Each group loses the cut records it had not
/// processed. Returns the records cut.
fn cut(world: &mut World, stream: Entity, topic: &str, partition: u32, from: Offset) -> u64 {
    let (removed, emptied, old_end) = {
        let mut log = world.resource_mut::<SimLog>();
        let Ok(part) = log.topic_mut(topic).and_then(|t| t.partition_mut(partition)) else { return 0 };
        let old_end = part.log_end();
        let start = part.log_start();
        if from <= start { (part.clear(), Some(start), old_end) } else { (part.truncate_to(from), None, old_end) }
    };
    let parts = world.resource::<SimLog>().topic(topic).map(|t| t.partition_count()).unwrap_or(0);
    let mut ranges: Vec<(u64, u64)> = vec![(0, 0); parts as usize];
    if let Some(r) = ranges.get_mut(partition as usize) {
        *r = (emptied.unwrap_or(from), old_end);
    }
    super::consume::forget_removed(world, stream, &ranges, emptied.is_some());
    removed
}

/// The controller fences each broker that crashed `failover_seconds` ago
/// (the sim's stand-in for `broker.session.timeout.ms`): it leaves the ISR
/// of the partitions it followed, and their high watermarks move on
/// without it. Rule: docs/RULES.md#leader-election.
fn fence_brokers(
    clock: Res<SimClock>,
    mut brokers: Query<(&mut Broker, &BrokerOf)>,
    streams: Query<&Partitions>,
    mut replicas: Query<&mut PartitionReplicas>,
) {
    for (mut b, of) in &mut brokers {
        if b.fence_at.is_none_or(|at| clock.now + 1e-9 < at) {
            continue;
        }
        b.fence_at = None;
        let Ok(parts) = streams.get(of.0) else { continue };
        for pe in parts.iter() {
            if let Ok(mut p) = replicas.get_mut(pe) {
                p.set.fence(b.id, b.disk_lost);
            }
        }
    }
}

/// Before producers append: elections that are over serve again; with
/// unclean election on, an offline partition takes an out-of-sync leader;
/// every `preferred_leader_check_seconds` leaders move back to their
/// preferred replicas; and each partition's [`PartitionState`] and its
/// offline and under-replicated seconds are set. Rule: docs/RULES.md#partition-state.
fn settle_partitions(
    world: &mut World,
    partitions: &mut QueryState<(Entity, &PartitionOf), With<PartitionReplicas>>,
    replicas: &mut QueryState<&mut PartitionReplicas>,
    streams: &mut QueryState<(&mut Stream, Has<Down>)>,
    mut all: Local<Vec<(Entity, Entity)>>,
) {
    let (now, dt) = {
        let c = world.resource::<SimClock>();
        (c.now, c.step)
    };
    // The query states are kept from tick to tick (no component lookup by
    // type per partition); `apply` alone, on an unclean election, needs the
    // whole world.
    all.clear();
    all.extend(partitions.iter(world).map(|(e, of)| (e, of.0)));
    // The stream's two timings, looked up once per stream (the partitions
    // of a stream come in a row), not cloned per partition.
    let mut timings: Option<(Entity, Option<(f64, f64)>)> = None;
    for &(pe, stream) in all.iter() {
        let rules = once_per_stream(&mut timings, stream, || {
            stream_rules_ref(world, stream).map(|r| (r.preferred_leader_check_seconds, r.leader_move_seconds))
        });
        let Some((preferred_leader_check_seconds, leader_move_seconds)) = rules else { continue };
        let Ok((s, stream_down)) = streams.get(world, stream) else { continue };
        let (unclean, min_insync) = (s.unclean_leader_election, s.min_insync_replicas);
        let mut out = BrokerChange::default();
        if unclean && replicas.get(world, pe).is_ok_and(|p| p.set.leader().is_none()) {
            let change = replicas.get_mut(world, pe).expect("found").set.elect_if_offline(true, now);
            apply(world, pe, &change, now, &mut out);
        }
        if crossed(now, dt, preferred_leader_check_seconds) && !stream_down {
            let mut p = replicas.get_mut(world, pe).expect("found");
            if p.set.prefer_leader() {
                p.electing_until = Some(now + leader_move_seconds);
                streams.get_mut(world, stream).expect("found").0.leader_elections += 1;
            }
        }
        let mut p = replicas.get_mut(world, pe).expect("found");
        p.set.set_min_insync(min_insync);
        if p.electing_until.is_some_and(|t| now >= t) {
            p.electing_until = None;
        }
        let offline_for = if stream_down || p.set.leader().is_none() {
            dt
        } else {
            p.electing_until.map(|t| (t - now).clamp(0.0, dt)).unwrap_or(0.0)
        };
        p.offline_seconds += offline_for;
        if p.set.under_replicated() && p.set.leader().is_some() {
            // Kafka's under-replicated partitions are led ones; one with no
            // leader is offline instead.
            p.under_replicated_seconds += dt;
        }
        let led = p.leader_now(now, stream_down).is_some();
        let in_sync_followers = if led { (p.set.isr().len() as u32).saturating_sub(1) } else { 0 };
        let state = if !led {
            PartitionState::Offline
        } else if p.set.under_min_isr() {
            PartitionState::TooFewInSync
        } else {
            PartitionState::Led
        };
        let index = p.partition as usize;
        let (mut s, _) = streams.get_mut(world, stream).expect("found");
        s.offline_seconds += offline_for;
        let sp = s.partition_mut(index);
        sp.state = state;
        sp.in_sync_followers = in_sync_followers;
    }
}

/// Whether a multiple of `every` seconds falls in the tick `[now, now + dt)`
/// (never at 0).
fn crossed(now: f64, dt: f64, every: f64) -> bool {
    if every <= 0.0 {
        return false;
    }
    let (q, down) = (now / every, floor(now / every));
    let next = (down + 1.0) * every;
    // `fract` of a number ≥ 0 is zero exactly when it is its own floor.
    let at = if q - down == 0.0 && now > 0.0 { now } else { next };
    at < now + dt - 1e-9
}

/// [`super::state::SimStart`]: the brokers and partitions of the last board
/// are despawned (the new board's streams spawn their own).
fn reset(world: &mut World) {
    let brokers: Vec<Entity> = world.query_filtered::<Entity, With<Broker>>().iter(world).collect();
    let partitions: Vec<Entity> = world.query_filtered::<Entity, With<PartitionReplicas>>().iter(world).collect();
    for e in brokers.into_iter().chain(partitions) {
        world.despawn(e);
    }
}

#[cfg(test)]
mod tests {
    use super::crossed;

    #[test]
    fn the_leader_check_falls_once_per_interval() {
        let ticks: Vec<f64> = (0..700).map(|i| i as f64).collect();
        let hits: Vec<f64> = ticks.into_iter().filter(|&t| crossed(t, 1.0, 300.0)).collect();
        assert_eq!(hits, vec![300.0, 600.0]);
        let fine = (0..6010).filter(|&i| crossed(i as f64 * 0.1, 0.1, 300.0)).count();
        assert_eq!(fine, 2);
    }
}
