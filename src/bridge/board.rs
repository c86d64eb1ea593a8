//! The live board of a real cluster (`logjam play --cluster`): the game's
//! board, read-only, on the player's own Kafka. Its scenario is the
//! cluster's shape ([`super::snapshot::shape_live`]: a stream card per
//! topic, a producer card standing for its producers, a Worker per member
//! of each group); no tick runs on it. Every look of a [`LiveFeed`] (on a
//! thread of its own: a frame never waits on the network) is copied onto
//! the sim's state, which the board, the Inspectors and the charts already
//! draw:
//!
//! - each partition's log start and high watermark into the log
//!   ([`crate::sim::SimLog`]): what arrived since the look before as one
//!   batch spread over the time between the looks (so the lag in time the
//!   lanes show is the age of those arrivals), what the cluster deleted cut
//!   off ([`crate::log::Partition::delete_records_before`]);
//! - the leader, replicas and ISR ([`ReplicaSet::observed`]), with the real
//!   broker ids on the stream's broker chips;
//! - each group's committed offsets, and its members' partitions on its
//!   Worker cards;
//! - what moved as the flow Messages ([`Appended`], [`Consumed`]) the board
//!   animates and the charts count, and as the rate gauges.
//!
//! The board's clock is real time since the board was (re)built. A look
//! that fails leaves the board as it was and says so ([`LiveStatus`]); the
//! feed retries with back-off. A look whose shape differs (a topic made or
//! deleted, partitions added, a group or member come or gone, a partition
//! that went back) rebuilds the board from it. Player actions on the board
//! are refused (it is the cluster's): only console lines go on, to a
//! [`RealConsole`] on a thread of its own, which writes to the cluster only
//! what the player types.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use bevy::prelude::*;

use super::connect::Connection;
use super::console::{ConsoleOptions, RealConsole};
use super::live::{LiveEvent, LiveFeed, LiveLook, LiveOptions};
use super::snapshot::{Placed, Shaped, shape_live};
use super::watch::ClusterLook;
use crate::log::{BrokerId, Partition, ReplicaSet};
use crate::rules::catalog::Catalog;
use crate::rules::scenario::Scenario;
use crate::sim::cluster::{Broker, BrokerOf, PartitionOf, PartitionReplicas, place_now};
use crate::sim::{
    ActionRejected, Appended, Board, ConsoleReply, Consumed, Drive, PartitionState, PlayerAction, Producer,
    RealCluster, SimClock, SimDriver, SimLog, Stream, Worker,
};

pub(super) fn plugin(app: &mut App) {
    app.add_message::<TakeSnapshot>().add_systems(Update, mark_real.run_if(resource_added::<LiveCluster>)).add_systems(
        Update,
        (intercept, follow, snapshots).chain().before(Drive).run_if(resource_exists::<LiveCluster>),
    );
}

/// Asks the live board for a snapshot of its cluster (its button): a
/// scenario of the cluster's shape, rates and key skew measured over
/// [`SNAPSHOT_WINDOW`], written to the mods folder, where the scenario
/// picker lists it.
#[derive(Message, Clone, Copy, Debug, Default)]
pub struct TakeSnapshot;

/// The window a snapshot from the live board measures over (as `logjam
/// snapshot`'s default `--window`).
pub const SNAPSHOT_WINDOW: Duration = Duration::from_secs(30);

/// Where the live board's snapshot stands.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum SnapshotState {
    /// None asked for.
    #[default]
    Idle,
    /// Measuring since this board time, seconds.
    Taking(f64),
    /// Written to this file.
    Wrote(std::path::PathBuf),
    /// Failed, in one line (secrets redacted).
    Failed(String),
}

/// Starts the snapshots asked for and notes those that ended.
fn snapshots(world: &mut World) {
    let asked = world.resource_mut::<Messages<TakeSnapshot>>().drain().count() > 0;
    let now = world.resource::<SimClock>().now;
    // The catalog comes with the game's loading: none yet, no snapshot yet.
    let catalog = if asked { world.get_resource::<Catalog>().cloned() } else { None };
    let mut live = world.resource_mut::<LiveCluster>();
    let ended = live.snapshot_job.as_ref().and_then(|job| job.lock().ok()?.try_recv().ok());
    if let Some(done) = ended {
        live.snapshot = match done {
            Ok(path) => SnapshotState::Wrote(path),
            Err(e) => SnapshotState::Failed(e),
        };
        live.snapshot_job = None;
    }
    if !asked || matches!(live.snapshot, SnapshotState::Taking(_)) {
        return;
    }
    let Some(catalog) = catalog else {
        live.snapshot = SnapshotState::Failed("the game's catalog is not loaded yet".into());
        return;
    };
    let Some(conn) = live.conn.clone() else {
        live.snapshot = SnapshotState::Failed("this board has no connection to take a snapshot with".into());
        return;
    };
    let first = live.look.clone();
    let folder = live.snapshot_folder.clone();
    let (done, job) = channel();
    let spawned = std::thread::Builder::new().name("logjam-live-snapshot".into()).spawn(move || {
        let _ = done.send(take_snapshot(&conn, first, &catalog, folder));
    });
    live.snapshot = match spawned {
        Ok(_) => {
            live.snapshot_job = Some(Mutex::new(job));
            SnapshotState::Taking(now)
        }
        Err(e) => SnapshotState::Failed(format!("cannot start the snapshot's thread: {e}")),
    };
}

/// A snapshot of the cluster from `first` on ([`super::snapshot::read`]
/// over [`SNAPSHOT_WINDOW`]), written whole to the mods folder as
/// `snapshot-HOST-PORT-YYYY-MM-DD-HH-MM-SS.scenario.ron` (or to `folder`).
/// Errors: one line.
fn take_snapshot(
    conn: &Connection,
    first: ClusterLook,
    catalog: &Catalog,
    folder: Option<std::path::PathBuf>,
) -> Result<std::path::PathBuf, String> {
    use super::snapshot::{SnapshotOptions, read, shape, utc};
    let folder = folder
        .or_else(crate::loading::paths::mods_dir)
        .ok_or("no mods folder to write to: set HOME or XDG_DATA_HOME")?;
    let options = SnapshotOptions { window: SNAPSHOT_WINDOW, timeout: Duration::from_secs(10), sample: 200 };
    let measured = read(conn, options, first, std::time::Instant::now()).map_err(|e| e.to_string())?;
    let host: String =
        conn.bootstrap.chars().take(40).map(|c| if c.is_ascii_alphanumeric() { c } else { '-' }).collect();
    let when: String =
        utc(measured.first.taken_at_ms).chars().map(|c| if c.is_ascii_digit() { c } else { '-' }).collect();
    let file = folder.join(format!("snapshot-{host}-{when}.scenario.ron"));
    let shown = file.display().to_string();
    let shaped = shape(&measured, catalog, &shown).map_err(|e| conn.redact(&e))?;
    let partial = file.with_extension("ron.partial");
    std::fs::write(&partial, &shaped.text)
        .and_then(|()| std::fs::rename(&partial, &file))
        .map_err(|e| format!("cannot write {shown}: {e}"))?;
    Ok(file)
}

/// The board's records are counts the cluster reported: no key is shown.
fn mark_real(mut commands: Commands) {
    commands.insert_resource(RealCluster);
}

/// Where the live board stands with its cluster.
#[derive(Clone, Debug, PartialEq)]
pub enum LiveStatus {
    /// No look has come since the board opened (the one it was built from
    /// aside).
    Opened,
    /// The newest look came at `at` (seconds on the board's clock, real
    /// time) and took `took`.
    Live {
        /// When it came, board seconds.
        at: f64,
        /// How long the look took.
        took: Duration,
    },
    /// The newest look failed: the board shows the last good one.
    Lost {
        /// The failure, one line (secrets redacted).
        error: String,
        /// Failed looks in a row.
        failures: u32,
        /// When the feed tries again, board seconds.
        retry_at: f64,
    },
}

/// The live board's link to its cluster (a Resource only on a live board:
/// its systems run only while it exists).
#[derive(Resource)]
pub struct LiveCluster {
    /// The bootstrap servers, as given.
    pub bootstrap: String,
    /// How the newest look went.
    pub status: LiveStatus,
    /// The newest good look: what the Inspectors show as the client's view.
    pub look: ClusterLook,
    /// Looks applied since the board opened.
    pub looks: u64,
    /// Its console refuses every command that writes (`--read-only`).
    pub read_only: bool,
    /// The feed's interval: a look older than a few of these is late.
    pub interval: Duration,
    /// Times the board was rebuilt because the cluster's shape changed.
    pub rebuilds: u32,
    /// Why the newest rebuild could not be made, if it could not.
    pub rebuild_error: Option<String>,
    /// The newest snapshot asked for from the board.
    pub snapshot: SnapshotState,
    /// Where snapshots are written (`None`: the mods folder, which the
    /// scenario picker lists).
    pub snapshot_folder: Option<std::path::PathBuf>,
    feed: Mutex<LiveFeed>,
    console: Option<ConsoleLink>,
    /// The cluster (none on a board fed by a test).
    conn: Option<Connection>,
    snapshot_job: Option<Mutex<Receiver<Result<std::path::PathBuf, String>>>>,
    /// The real topics on the board and where they went.
    streams: Vec<Placed>,
    /// Real group name → its name in the game.
    groups: BTreeMap<String, String>,
    /// The shape the board was built from ([`shape_of`]).
    shape: Shape,
    /// The name of the board's scenario: another scenario opened from the
    /// game's picker ends the live board.
    name: String,
    /// The scenario whose board was placed and filled (a new one is placed
    /// when it comes: a rebuild, or the first frame).
    placed: Option<Arc<Scenario>>,
    /// `Time`'s elapsed seconds when the board was placed: its clock's 0.
    began: f64,
    /// Board seconds of the newest applied look.
    last_at: f64,
}

/// A console on the cluster, on a thread of its own: lines go in, answers
/// come back (a command may wait seconds on a group's rebalance).
struct ConsoleLink {
    lines: Sender<String>,
    answers: Mutex<Receiver<(String, String)>>,
}

impl ConsoleLink {
    fn start(conn: Connection, options: ConsoleOptions) -> ConsoleLink {
        let (lines, inbox) = channel::<String>();
        let (reply, answers) = channel();
        let spawned = std::thread::Builder::new().name("logjam-live-console".into()).spawn(move || {
            let mut console = RealConsole::new(conn, options);
            for line in inbox {
                let text = match &mut console {
                    Ok(c) => c.answer_text(&line),
                    Err(e) => format!("error: {e}"),
                };
                if reply.send((line, text)).is_err() {
                    break;
                }
            }
        });
        if let Err(e) = spawned {
            warn!("the live board's console could not start: {e}");
        }
        ConsoleLink { lines, answers: Mutex::new(answers) }
    }
}

/// What the board is built from: per topic its name and partition count,
/// the brokers, and per group its name, members and topics. A look of
/// another shape rebuilds the board.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Shape {
    topics: Vec<(String, usize)>,
    brokers: Vec<i32>,
    groups: Vec<(String, usize, BTreeSet<String>)>,
}

/// The shape of `look` (see [`Shape`]).
pub fn shape_of(look: &ClusterLook) -> Shape {
    Shape {
        topics: look.topics.iter().map(|t| (t.name.clone(), t.partitions.len())).collect(),
        brokers: look.brokers.iter().map(|b| b.id).collect(),
        groups: look
            .groups
            .iter()
            .map(|g| (g.name.clone(), g.members.len(), g.partitions.iter().map(|p| p.topic.clone()).collect()))
            .collect(),
    }
}

/// How a live board is opened.
pub struct LiveBoardOptions {
    /// The cluster.
    pub conn: Connection,
    /// The feed's interval, timeout and back-off.
    pub live: LiveOptions,
    /// The console's timeouts, read-only flag and allowed groups.
    pub console: ConsoleOptions,
}

impl LiveCluster {
    /// Starts the feed and the console for a board built from `shaped`,
    /// the shape of `first`. Errors: a setting librdkafka refuses.
    pub fn start(options: LiveBoardOptions, first: ClusterLook, shaped: &Shaped) -> Result<LiveCluster, String> {
        let feed = LiveFeed::start(&options.conn, options.live).map_err(|e| e.to_string())?;
        let read_only = options.console.read_only;
        let console = Some(ConsoleLink::start(options.conn.clone(), options.console));
        let mut live = LiveCluster::with_feed(feed, &options.conn.bootstrap, first, shaped);
        live.read_only = read_only;
        live.interval = options.live.interval;
        live.conn = Some(options.conn);
        live.console = console;
        Ok(live)
    }

    /// A board fed by `feed` (the tests' own), without a console or a
    /// connection (no snapshot); [`LiveCluster::start`] adds them.
    pub fn with_feed(feed: LiveFeed, bootstrap: &str, first: ClusterLook, shaped: &Shaped) -> LiveCluster {
        LiveCluster {
            read_only: true,
            interval: Duration::from_secs(1),
            snapshot: SnapshotState::Idle,
            snapshot_folder: None,
            conn: None,
            snapshot_job: None,
            bootstrap: bootstrap.to_string(),
            status: LiveStatus::Opened,
            shape: shape_of(&first),
            look: first,
            looks: 0,
            rebuilds: 0,
            rebuild_error: None,
            feed: Mutex::new(feed),
            console: None,
            streams: shaped.streams.clone(),
            groups: shaped.groups.iter().cloned().collect(),
            name: shaped.scenario.name.clone(),
            placed: None,
            began: 0.0,
            last_at: 0.0,
        }
    }

    /// The newest look narrowed to one card: a stream's topic (its name in
    /// the game) with the groups that read it, or a group (its name in the
    /// game) with the topics it reads; the whole look for neither (what
    /// the client's-view window shows for the card selected).
    pub fn client_view(&self, topic: Option<&str>, group: Option<&str>) -> ClusterLook {
        let mut look = self.look.clone();
        if let Some(game) = topic {
            let real = self.streams.iter().find(|s| s.topic == game).map_or(game, |s| s.real.as_str()).to_string();
            look.topics.retain(|t| t.name == real);
            look.groups.retain(|g| g.partitions.iter().any(|p| p.topic == real));
        } else if let Some(game) = group {
            let real = self.groups.iter().find(|(_, g)| g.as_str() == game).map_or(game, |(r, _)| r.as_str());
            look.groups.retain(|g| g.name == real);
            let reads: BTreeSet<&str> =
                look.groups.iter().flat_map(|g| g.partitions.iter().map(|p| p.topic.as_str())).collect();
            let reads: BTreeSet<String> = reads.into_iter().map(String::from).collect();
            look.topics.retain(|t| reads.contains(&t.name));
        }
        look
    }

    /// The game's name of a real topic on the board, if it is on it.
    pub fn game_topic(&self, real: &str) -> Option<&str> {
        self.streams.iter().find(|s| s.real == real).map(|s| s.topic.as_str())
    }
}

/// The reason a board action is refused.
pub const READ_ONLY: &str = "the live board shows the real cluster and changes only with it: type a console \
                             command to change the cluster";

/// Holds the sim (no tick runs: the figures are the cluster's), refuses
/// the player's actions on the board, and sends console lines to the
/// cluster's console, its answers back as [`ConsoleReply`] Messages.
fn intercept(
    live: Res<LiveCluster>,
    mut driver: ResMut<SimDriver>,
    mut actions: ResMut<Messages<PlayerAction>>,
    mut replies: MessageWriter<ConsoleReply>,
    mut rejected: MessageWriter<ActionRejected>,
) {
    let held = SimDriver::Manual { ticks_per_update: 0 };
    if *driver != held {
        *driver = held;
    }
    for action in actions.drain() {
        match (action, &live.console) {
            (PlayerAction::Console { line }, Some(link)) => {
                if link.lines.send(line.clone()).is_err() {
                    replies.write(ConsoleReply {
                        line,
                        text: "error: the console's thread has stopped".into(),
                        ok: false,
                    });
                }
            }
            (action, _) => {
                rejected.write(ActionRejected { action, reason: READ_ONLY.into() });
            }
        }
    }
    if let Some(link) = &live.console
        && let Ok(answers) = link.answers.lock()
    {
        while let Ok((line, text)) = answers.try_recv() {
            // A Kafka tool's line answers `= readable` first, then the error.
            let ok = !text.lines().any(|l| l.starts_with("error:"));
            replies.write(ConsoleReply { line, text, ok });
        }
    }
}

/// Places a new board, moves the board's clock to real time, and applies
/// the feed's looks (see the module's doc).
fn follow(world: &mut World) {
    let elapsed = world.get_resource::<Time>().map_or(0.0, Time::elapsed_secs_f64);
    let Some(scenario) = world.resource::<Board>().scenario.clone() else { return };
    if scenario.name != world.resource::<LiveCluster>().name {
        // The player opened another scenario: a game again, the cluster
        // let go.
        world.remove_resource::<LiveCluster>();
        world.remove_resource::<RealCluster>();
        world.insert_resource(SimDriver::RealTime { paused: false, speed: 0, owed: 0.0 });
        return;
    }
    let fresh = !world.resource::<LiveCluster>().placed.as_ref().is_some_and(|p| Arc::ptr_eq(p, &scenario));
    if fresh {
        place(world, scenario, elapsed);
    }
    let now = elapsed - world.resource::<LiveCluster>().began;
    {
        let mut clock = world.resource_mut::<SimClock>();
        if now > clock.now {
            clock.now = now;
        }
    }
    let events = world.resource::<LiveCluster>().feed.lock().map(|f| f.drain()).unwrap_or_default();
    for event in events {
        match event {
            LiveEvent::Look(look) => on_look(world, *look, now),
            LiveEvent::Lost { error, failures, retry_in } => {
                world.resource_mut::<LiveCluster>().status =
                    LiveStatus::Lost { error, failures, retry_at: now + retry_in.as_secs_f64() };
            }
        }
    }
}

/// A look: applied, or the board rebuilt from it when its shape changed.
fn on_look(world: &mut World, look: LiveLook, now: f64) {
    let reshaped = shape_of(&look.look) != world.resource::<LiveCluster>().shape || went_back(world, &look.look);
    if reshaped {
        rebuild(world, look.look);
        return;
    }
    apply(world, &look, now, false);
    let mut live = world.resource_mut::<LiveCluster>();
    live.status = LiveStatus::Live { at: now, took: look.took };
    live.look = look.look;
    live.looks += 1;
    live.last_at = now;
}

/// Whether a partition of `look` ends below the log the board holds of it
/// (a topic deleted and made again): the board is rebuilt.
fn went_back(world: &World, look: &ClusterLook) -> bool {
    let live = world.resource::<LiveCluster>();
    let log = world.resource::<SimLog>();
    live.streams.iter().any(|s| {
        let (Some(t), Ok(topic)) = (look.topics.iter().find(|t| t.name == s.real), log.topic(&s.topic)) else {
            return false;
        };
        t.partitions.iter().any(|p| {
            topic.partition(p.partition as u32).is_ok_and(|part| (p.high_watermark.max(0) as u64) < part.log_end())
        })
    })
}

/// Builds the board again from `look` (a new scenario of its shape); the
/// next frame places and fills it. A shape the game cannot hold is said
/// and the old board stays.
fn rebuild(world: &mut World, look: ClusterLook) {
    let catalog = world.resource::<Catalog>().clone();
    let shaped = match shape_live(&look, &catalog, "live cluster") {
        Ok(s) => s,
        Err(e) => {
            world.resource_mut::<LiveCluster>().rebuild_error = Some(e);
            return;
        }
    };
    if let Err(e) = crate::sim::load_scenario(world, shaped.scenario.clone(), "live cluster") {
        world.resource_mut::<LiveCluster>().rebuild_error = Some(e.to_string());
        return;
    }
    let mut live = world.resource_mut::<LiveCluster>();
    live.shape = shape_of(&look);
    live.look = look;
    live.streams = shaped.streams;
    live.groups = shaped.groups.into_iter().collect();
    live.name = shaped.scenario.name;
    live.rebuilds += 1;
    live.rebuild_error = None;
}

/// Places a new board's brokers and partitions (no tick runs), numbers its
/// brokers as the cluster does, starts its clock, and fills it from the
/// newest look.
fn place(world: &mut World, scenario: Arc<Scenario>, elapsed: f64) {
    place_now(world);
    world.flush();
    let real: Vec<BrokerId> = {
        let mut ids: Vec<i32> = world.resource::<LiveCluster>().look.brokers.iter().map(|b| b.id).collect();
        ids.sort_unstable();
        ids.into_iter().filter_map(|id| BrokerId::try_from(id).ok()).collect()
    };
    let mut brokers = world.query::<(&mut Broker, &BrokerOf)>();
    let mut by_stream: BTreeMap<Entity, Vec<Mut<Broker>>> = BTreeMap::new();
    for (b, of) in brokers.iter_mut(world) {
        by_stream.entry(of.0).or_default().push(b);
    }
    for mut bs in by_stream.into_values() {
        bs.sort_by_key(|b| b.id);
        for (b, id) in bs.iter_mut().zip(&real) {
            b.id = *id;
        }
    }
    // The board's clock: real time since the board first opened, kept
    // through rebuilds (loading a scenario set it back to 0).
    let now = {
        let mut live = world.resource_mut::<LiveCluster>();
        if live.placed.is_none() {
            live.began = elapsed;
        }
        elapsed - live.began
    };
    world.resource_mut::<SimClock>().now = now;
    let look = {
        let mut live = world.resource_mut::<LiveCluster>();
        live.placed = Some(scenario);
        live.last_at = now;
        LiveLook {
            look: live.look.clone(),
            seconds: 0.0,
            took: Duration::ZERO,
            produced: BTreeMap::new(),
            consumed: BTreeMap::new(),
        }
    };
    apply(world, &look, now, true);
}

/// The board's entities of one real topic.
struct OnBoard {
    stream: Entity,
    producer: Option<Entity>,
}

/// Copies `look` onto the board at board time `now`; `first`: the board
/// was just placed (what each partition holds arrives at once, its times
/// taken from the groups' lag in time).
fn apply(world: &mut World, look: &LiveLook, now: f64, first: bool) {
    let (streams, groups, since) = {
        let live = world.resource::<LiveCluster>();
        (live.streams.clone(), live.groups.clone(), live.last_at)
    };
    let board = world.resource::<Board>().nodes.clone();
    let window = world.resource::<Catalog>().sim.rate_window_seconds;
    let dt = (now - since).max(1e-3);
    let seen: BTreeSet<i32> = look.look.brokers.iter().map(|b| b.id).collect();
    let mut replicas = world.query::<(&mut PartitionReplicas, &PartitionOf)>();
    let mut sets: BTreeMap<(Entity, u32), ReplicaSet> = BTreeMap::new();
    let mut appended = Vec::new();
    for placed in &streams {
        let (Some(&stream), Some(t)) =
            (board.get(&placed.stream), look.look.topics.iter().find(|t| t.name == placed.real))
        else {
            continue;
        };
        let on = OnBoard { stream, producer: placed.producer.as_ref().and_then(|p| board.get(p).copied()) };
        let mut grown = 0u64;
        for p in t.partitions.iter().filter(|p| (p.partition as u32) < placed.partitions) {
            let index = p.partition as u32;
            let points = if first { lag_points(&look.look, &placed.real, p.partition, now) } else { Vec::new() };
            let got = {
                let mut log = world.resource_mut::<SimLog>();
                let Ok(part) = log.topic_mut(&placed.topic).and_then(|t| t.partition_mut(index)) else { continue };
                mirror(part, (p.log_start, p.high_watermark), (since, now), &points)
            };
            if let Some((base, count)) = got {
                grown += count;
                if !first && let Some(producer) = on.producer {
                    appended.push(Appended { producer, stream, partition: index, base_offset: base, count, key: None });
                }
            }
            let as_ids =
                |ids: &[i32]| -> Vec<BrokerId> { ids.iter().filter_map(|&b| BrokerId::try_from(b).ok()).collect() };
            let down: Vec<BrokerId> =
                as_ids(&p.replicas.iter().copied().filter(|b| !seen.contains(b)).collect::<Vec<_>>());
            let leader = BrokerId::try_from(p.leader).ok();
            let set = ReplicaSet::observed(
                &as_ids(&p.replicas),
                leader,
                &as_ids(&p.isr),
                &down,
                p.high_watermark.max(0) as u64,
                now,
            );
            sets.insert((stream, index), set);
            if let Some(mut s) = world.get_mut::<Stream>(stream) {
                let sp = s.partition_mut(index as usize);
                sp.state = if p.leader < 0 { PartitionState::Offline } else { PartitionState::Led };
                sp.in_sync_followers = p.isr.len().saturating_sub(1) as u32;
                if !first {
                    sp.rate.add(got.map_or(0, |g| g.1) as f64, dt, window);
                }
            }
        }
        count_stream(world, &on, grown, (dt, window), first);
    }
    for (mut r, of) in replicas.iter_mut(world) {
        if let Some(set) = sets.remove(&(of.0, r.partition)) {
            r.set = set;
            r.electing_until = None;
        }
    }
    commit_groups(world, look, (&streams, &groups, &board), (dt, window), first);
    if !first {
        world.write_message_batch(appended);
    }
}

/// A stream's counters and gauges, and its producer card's, after a look
/// that appended `grown` records over `dt` seconds.
fn count_stream(world: &mut World, on: &OnBoard, grown: u64, (dt, window): (f64, f64), first: bool) {
    if first {
        return;
    }
    if let Some(mut s) = world.get_mut::<Stream>(on.stream) {
        s.appended += grown;
        s.appended_rate.add(grown as f64, dt, window);
    }
    let rate = world.get::<Stream>(on.stream).map_or(0.0, |s| s.appended_rate.per_second);
    if let Some(mut p) = on.producer.and_then(|e| world.get_mut::<Producer>(e)) {
        p.produced += grown;
        p.produced_rate.add(grown as f64, dt, window);
        p.rate = (rate * 100.0).round() / 100.0;
    }
}

/// Each group's committed offsets into the log, its members' partitions on
/// its Workers, and what it committed past as [`Consumed`] Messages.
fn commit_groups(
    world: &mut World,
    look: &LiveLook,
    (streams, groups, board): (&[Placed], &BTreeMap<String, String>, &BTreeMap<String, Entity>),
    (dt, window): (f64, f64),
    first: bool,
) {
    let mut workers = world.query::<(Entity, &Worker)>();
    let mut of_group: BTreeMap<String, Vec<Entity>> = BTreeMap::new();
    for (e, w) in workers.iter(world) {
        of_group.entry(w.group.clone()).or_default().push(e);
    }
    let ids: BTreeMap<Entity, &String> = board.iter().map(|(id, e)| (*e, id)).collect();
    for list in of_group.values_mut() {
        // In member order: `group-1`, `group-2`, … `group-10`.
        list.sort_by_key(|e| ids.get(e).map(|id| (id.len(), (*id).clone())));
    }
    let mut consumed = Vec::new();
    for g in &look.look.groups {
        let Some(game) = groups.get(&g.name) else { continue };
        let mine = of_group.get(game).cloned().unwrap_or_default();
        let mut owned: Vec<Vec<u32>> = vec![Vec::new(); mine.len()];
        let mut read = vec![0u64; mine.len()];
        for gp in &g.partitions {
            let Some(placed) = streams.iter().find(|s| s.real == gp.topic) else { continue };
            let index = gp.partition as u32;
            if index >= placed.partitions {
                continue;
            }
            let member = gp.owner.as_ref().and_then(|o| g.members.iter().position(|m| &m.id == o));
            if let Some(m) = member.filter(|&m| m < owned.len()) {
                owned[m].push(index);
            }
            if let Some(c) = gp.committed.and_then(|c| u64::try_from(c).ok()) {
                world.resource_mut::<SimLog>().group_or_create(game).commit(&placed.topic, index, c);
            }
            let moved = look.consumed.get(&(g.name.clone(), gp.topic.clone(), gp.partition)).copied().unwrap_or(0);
            let (Ok(count), Some(&stream), false) = (u64::try_from(moved), board.get(&placed.stream), first) else {
                continue;
            };
            let w = member.unwrap_or(index as usize) % mine.len().max(1);
            if let Some(&worker) = mine.get(w).filter(|_| count > 0) {
                read[w] += count;
                let from = gp.committed.unwrap_or(0).max(0) as u64;
                consumed.push(Consumed { stream, worker, partition: index, from: from.saturating_sub(count), count });
            }
        }
        for (i, e) in mine.iter().enumerate() {
            if let Some(mut w) = world.get_mut::<Worker>(*e) {
                // A group with no live member: its one card is a consumer
                // that has left (stopped), its committed offsets kept.
                w.stopped = g.members.is_empty();
                owned[i].sort_unstable();
                w.assigned = std::mem::take(&mut owned[i]);
                if !first {
                    w.consumed += read[i];
                    w.consumed_rate.add(read[i] as f64, dt, window);
                }
            }
        }
    }
    world.write_message_batch(consumed);
}

/// What the groups' lag in time tells of partition `p` of `topic`: the
/// board time each group's committed offset was written at (`now` less
/// its lag in time), by offset.
fn lag_points(look: &ClusterLook, topic: &str, p: i32, now: f64) -> Vec<(u64, f64)> {
    let mut points: Vec<(u64, f64)> = look
        .groups
        .iter()
        .flat_map(|g| &g.partitions)
        .filter(|gp| gp.topic == topic && gp.partition == p)
        .filter_map(|gp| Some((u64::try_from(gp.committed?).ok()?, now - gp.lag_seconds?)))
        .collect();
    points.sort_by(|a, b| a.0.cmp(&b.0).then(a.1.total_cmp(&b.1)));
    points.dedup_by_key(|p| p.0);
    points
}

/// Follows a real partition: `(log start, high watermark)` as read, over
/// board times `(since, now)`. What arrived is appended as batches, one
/// between each pair of `points` (`(offset, board time it was written)`,
/// in offset order: where the records' times are known) and one over
/// `since..now` past the last; the log start follows the cluster's.
/// Returns the base offset and count of what was appended (`None`:
/// nothing).
pub fn mirror(
    part: &mut Partition,
    (log_start, hw): (i64, i64),
    (since, now): (f64, f64),
    points: &[(u64, f64)],
) -> Option<(u64, u64)> {
    let (start, hw) = (log_start.max(0) as u64, hw.max(0) as u64);
    part.start_at(start.min(hw));
    let base = part.log_end();
    if hw > base {
        let mut at = base;
        let mut t = points.iter().find(|p| p.0 >= base).map_or(since, |p| p.1.min(now));
        for &(offset, when) in points.iter().filter(|p| p.0 > base && p.0 < hw) {
            let when = when.clamp(t, now);
            part.append_batch(offset - at, None, t, when, 0.0);
            (at, t) = (offset, when);
        }
        part.append_batch(hw - at, None, t, now.max(t), 0.0);
        part.advance_high_watermark(hw);
    }
    part.delete_records_before(start);
    (hw > base).then_some((base, hw - base))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_mirrored_partition_holds_the_real_offsets_and_the_groups_lag_in_time() {
        let mut p = Partition::default();
        // First look at board time 100: offsets 500..2000, one group at
        // 800 (40 s behind), another at 1500 (5 s behind).
        let got = mirror(&mut p, (500, 2000), (100.0, 100.0), &[(800, 60.0), (1500, 95.0)]);
        assert_eq!(got, Some((500, 1500)));
        assert_eq!((p.log_start(), p.high_watermark(), p.log_end()), (500, 2000, 2000));
        assert!((p.time_lag(800, 100.0) - 40.0).abs() < 1e-9, "{}", p.time_lag(800, 100.0));
        assert!((p.time_lag(1500, 100.0) - 5.0).abs() < 1e-9);
        assert!(p.is_plain(), "no gap is made up");
        // A second later: 100 more arrived, and the cluster deleted below 900.
        assert_eq!(mirror(&mut p, (900, 2100), (100.0, 101.0), &[]), Some((2000, 100)));
        assert_eq!((p.log_start(), p.high_watermark()), (900, 2100));
        assert!(p.time_lag(2000, 101.0) <= 1.0 + 1e-9);
        // Nothing new: nothing appended.
        assert_eq!(mirror(&mut p, (900, 2100), (101.0, 102.0), &[]), None);
    }

    #[test]
    fn points_out_of_order_in_time_never_run_the_log_backwards() {
        let mut p = Partition::default();
        mirror(&mut p, (0, 100), (10.0, 10.0), &[(20, 8.0), (50, 3.0), (70, 9.0)]);
        let times: Vec<f64> = p.batches().map(|b| b.first_appended_at).collect();
        assert!(times.windows(2).all(|w| w[0] <= w[1]), "{times:?}");
        assert_eq!(p.high_watermark(), 100);
    }
}
