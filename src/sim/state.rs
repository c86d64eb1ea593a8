//! The sim's core state, lowest of its layers: the clock, the log, the
//! board, the tracked entities, the random generator, the schedules and sets
//! every system is ordered by, and the Messages the view reads. Every other
//! file of the sim may use it; it uses none of them (docs/ARCHITECTURE.md).

use std::collections::BTreeMap;
use std::sync::Arc;

use bevy::ecs::schedule::ScheduleLabel;
use bevy::prelude::*;
use rand::rngs::StdRng;

use super::nodes::Node;
use crate::rules::scenario::Scenario;

/// The schedule that advances the simulation by one step.
#[derive(ScheduleLabel, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SimTick;

/// The schedule that starts a scenario (run by `load_scenario` once the
/// new scenario is on the [`Board`] and before its Nodes are built): each
/// plugin adds the system that sets its own Resources back to the start and
/// despawns the entities it owns, so no one function knows every module.
#[derive(ScheduleLabel, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SimStart;

/// The order of work inside [`SimStart`], declared once.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StartSet {
    /// The core: the old Nodes are despawned; the log, the tracked
    /// entities, the seeded generator, the clock and the action log start
    /// anew.
    Core,
    /// Every plugin's own state (money, incidents, research, goals, stars,
    /// the cluster's brokers and partitions, …), in any order: none reads
    /// another's.
    Plugins,
}

/// The order of work inside one tick, declared once.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SimSet {
    /// Player actions are applied.
    Actions,
    /// Scheduled incidents strike.
    Incidents,
    /// Elections finish and each partition's state is set: what it takes
    /// this tick ([`cluster`]).
    Cluster,
    /// Producers append to streams.
    Produce,
    /// Replication moves the high watermarks.
    Replicate,
    /// Groups read.
    Consume,
    /// Retention deletes old batches.
    Retention,
    /// Money, research and the error budget are counted.
    Account,
    /// The clock moves on.
    Advance,
}

/// The order of the accounting step, inside [`SimSet::Account`], declared
/// once: money and the error budget are counted, then the era and the goals,
/// then the stars, then what reads them all (the timeline, the pace, the lag
/// trend).
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AccountSet {
    /// The economy's account: money, the error budget, a loss by either.
    Money,
    /// The era advances; the goals are checked.
    Goals,
    /// The stars are judged.
    Stars,
    /// Samples of the judged tick: the timeline, the pace, the lag trend.
    Notes,
}

/// Sim time. Rule: docs/RULES.md#sim-step.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct SimClock {
    /// Ticks run so far.
    pub tick: u64,
    /// Sim seconds elapsed.
    pub now: f64,
    /// Length of the next step, sim seconds.
    pub step: f64,
}

/// The sim's log: every topic and consumer group on the board.
#[derive(Resource, Clone, Debug, Default, Deref, DerefMut)]
pub struct SimLog(pub crate::log::Cluster);

/// Entities whose versions the sim follows, across all producers: an entity
/// is known by its key.
#[derive(Resource, Clone, Debug, Default)]
pub struct Entities {
    /// Keys by index.
    pub keys: Vec<Arc<str>>,
    /// Index by key.
    pub index: BTreeMap<Arc<str>, u32>,
    /// Last version written, by index.
    pub versions: Vec<u64>,
    /// How many real entities each stands for (stale results are weighted).
    pub weights: Vec<f64>,
}

impl Entities {
    /// The index of `key`, added with `weight` if new.
    pub fn intern(&mut self, key: &str, weight: f64) -> u32 {
        if let Some(&i) = self.index.get(key) {
            return i;
        }
        let i = self.keys.len() as u32;
        let key: Arc<str> = Arc::from(key);
        self.keys.push(key.clone());
        self.index.insert(key, i);
        self.versions.push(0);
        self.weights.push(weight);
        i
    }
    /// The next version of entity `i`.
    pub fn next_version(&mut self, i: u32) -> u64 {
        let v = &mut self.versions[i as usize];
        *v += 1;
        *v
    }
}

/// The scenario's seeded random generator (the only randomness in the sim).
#[derive(Resource, Debug, Deref, DerefMut)]
pub struct SimRng(pub StdRng);

/// What is on the board: the scenario it came from, its Nodes by id.
#[derive(Resource, Clone, Debug, Default)]
pub struct Board {
    /// The scenario being played.
    pub scenario: Option<Arc<Scenario>>,
    /// Node entities by id (sorted: iteration is deterministic).
    pub nodes: BTreeMap<String, Entity>,
}

impl Board {
    /// The zones and the regions a Node may be moved to: the scenario's, and
    /// those `nodes` are in; sorted, each once.
    pub fn places<'a>(&self, nodes: impl Iterator<Item = &'a Node>) -> (Vec<String>, Vec<String>) {
        let (mut zones, mut regions) = match &self.scenario {
            Some(s) => (s.zones.clone(), s.regions.clone()),
            None => (Vec::new(), Vec::new()),
        };
        for n in nodes {
            zones.push(n.zone.clone());
            regions.push(n.region.clone());
        }
        for list in [&mut zones, &mut regions] {
            list.sort();
            list.dedup();
        }
        (zones, regions)
    }
}

/// How ticks are driven.
#[derive(Resource, Clone, Debug, PartialEq)]
pub enum SimDriver {
    /// Real time × the chosen speed (the windowed game).
    RealTime {
        /// Paused: no ticks run.
        paused: bool,
        /// Index into the catalog's speeds.
        speed: usize,
        /// Sim seconds owed to the clock.
        owed: f64,
    },
    /// A fixed number of ticks per `App::update` (headless runs and tests).
    Manual {
        /// Ticks per update.
        ticks_per_update: u32,
    },
}

/// Present while the board shows a real cluster (the live board of
/// `logjam play --cluster`) rather than the sim's: its log holds counts of
/// records whose keys and values nobody read, so that nothing shows one (a
/// lane's cell of one record gives its count, not "no key"), and the
/// game's money, research points and error budget mean nothing there (the
/// top bar leaves them out).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RealCluster;

/// Whether the sim writes its flow Messages ([`Appended`], [`Consumed`]):
/// one per batch appended and per partition read, a few hundred a tick at
/// the stress scenario's scale. They are what a screen animates and charts;
/// no system of the sim reads them, so turning them off changes no result.
/// On by default (a game); a headless App (`sim::headless_app`: `logjam
/// run`, the tests, the benches) turns them off, so a long run neither
/// writes nor holds them.
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct FlowMessages(pub bool);

impl Default for FlowMessages {
    fn default() -> Self {
        Self(true)
    }
}

/// A [`MessageWriter`] of a flow Message that writes only while
/// [`FlowMessages`] is on.
#[derive(bevy::ecs::system::SystemParam)]
pub struct FlowWriter<'w, M: Message> {
    writer: MessageWriter<'w, M>,
    on: Res<'w, FlowMessages>,
}

impl<M: Message> FlowWriter<'_, M> {
    /// Writes `message` when flow Messages are on (else drops it).
    #[inline]
    pub fn write(&mut self, message: M) {
        if self.on.0 {
            self.writer.write(message);
        }
    }
}

/// Producer → stream: `count` records went to `partition` at `base_offset`.
#[derive(Message, Clone, Debug)]
pub struct Appended {
    /// The producing Node.
    pub producer: Entity,
    /// The Event Stream Node.
    pub stream: Entity,
    /// Partition index.
    pub partition: u32,
    /// Offset of the first record.
    pub base_offset: u64,
    /// Records in this append.
    pub count: u64,
    /// Their key, when they share one.
    pub key: Option<Arc<str>>,
}

/// Stream → Worker: `count` records of `partition` from `from` were read.
#[derive(Message, Clone, Debug)]
pub struct Consumed {
    /// The Event Stream Node.
    pub stream: Entity,
    /// The Worker Node.
    pub worker: Entity,
    /// Partition index.
    pub partition: u32,
    /// First offset read.
    pub from: u64,
    /// Records read.
    pub count: u64,
}

/// A scenario was (re)started.
#[derive(Message, Clone, Debug)]
pub struct ScenarioStarted {
    /// Its name.
    pub name: String,
}

/// Where the driver runs the ticks a frame owes (`Update`): what shows the
/// sim's figures runs after it, so a card and its Inspector read the same
/// tick.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Drive;

/// The two steps inside [`Drive`], declared once: the ticks the frame owes
/// run, then what reads their figures for the screen (each Node's status).
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DriveStep {
    /// The driver runs the ticks.
    Tick,
    /// What shows the sim's figures reads them.
    Read,
}

/// Sim seconds as `1d 02:03:04` / `02:03:04`.
pub fn format_time(seconds: f64) -> String {
    crate::log::duration::format_clock(seconds)
}

/// Rules broken on purpose, for the tests that show each of Kafka's laws
/// fails on a wrong world (tests/it/promise.rs). The game never sets one:
/// every flag is off by default and nothing but a test inserts another.
#[doc(hidden)]
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BrokenRules {
    /// Consumers read to the leader's log end, not to the high watermark
    /// (records not yet on the ISR become readable).
    pub read_past_high_watermark: bool,
    /// What an election or a lost disk cuts from a log is not counted as
    /// lost (the high watermark moves back unseen).
    pub cuts_uncounted: bool,
    /// Groups commit what they fetched (to the high watermark) before they
    /// process it, not what they processed.
    pub commit_before_processing: bool,
    /// Leaders ignore the sequence numbers of idempotent producers: what a
    /// failover's retry sends again that the new leader had is appended a
    /// second time, as without idempotence.
    pub retries_unnumbered: bool,
    /// `read_committed` groups read as `read_uncommitted` ones do: past the
    /// last stable offset, aborted records processed.
    pub read_committed_reads_uncommitted: bool,
    /// `read_committed` groups stop at the last stable offset but process
    /// the aborted records they pass.
    pub read_committed_processes_aborted: bool,
    /// A crashed `exactly_once_v2` member's transaction commits instead of
    /// aborting: the crashed attempt's output stays beside the redone one.
    pub crash_commits_output: bool,
    /// Under the consumer protocol, a member gives up every partition it
    /// owns at its first heartbeat of a new group epoch (as an eager
    /// rebalance would), not only those that moved.
    pub consumer_revokes_all: bool,
    /// A share group's member that crashes accepts what it held instead of
    /// leaving it locked (records counted done that nobody processed).
    pub share_crash_accepts: bool,
    /// The log's share groups ignore the delivery limit the group was
    /// given: a record its members keep releasing (a poison pill) is
    /// delivered again and again, never archived.
    pub share_ignores_delivery_limit: bool,
}

/// A span of sim seconds as an operator says it: `0.4 s`, `12 s`,
/// `4 min 10 s`, `2 h 5 min`, `3 d 4 h`.
pub fn format_span(seconds: f64) -> String {
    format_span_in(crate::locale::Language::English, seconds)
}

/// [`format_span_in`] in the player's language, for the screen.
pub fn shown_span(seconds: f64) -> String {
    format_span_in(crate::locale::current(), seconds)
}

/// [`format_span`] in `language`: `0,4 s` in German (the units are the
/// same symbols in every language the game has).
pub fn format_span_in(language: crate::locale::Language, seconds: f64) -> String {
    let s = seconds.max(0.0);
    let written = span_words(language, s);
    // The other languages keep a figure and its unit on one line (a
    // no-break space); English keeps the report's words as they were.
    if language == crate::locale::Language::English { written } else { written.replace(' ', "\u{a0}") }
}

fn span_words(language: crate::locale::Language, s: f64) -> String {
    if s < 10.0 {
        return format!("{} s", crate::rules::words::fixed_in(language, s, 1));
    }
    let whole = s.round() as u64;
    let (d, h, m, sec) = (whole / 86_400, (whole / 3600) % 24, (whole / 60) % 60, whole % 60);
    match (d, h, m) {
        (0, 0, 0) => format!("{sec} s"),
        (0, 0, _) => {
            if sec > 0 {
                format!("{m} min {sec} s")
            } else {
                format!("{m} min")
            }
        }
        (0, _, _) => {
            if m > 0 {
                format!("{h} h {m} min")
            } else {
                format!("{h} h")
            }
        }
        _ => {
            if h > 0 {
                format!("{d} d {h} h")
            } else {
                format!("{d} d")
            }
        }
    }
}

/// A length of sim time in the unit that reads best: `40 s`, `12 min`, `10 h`, `3 days`.
pub fn span(seconds: f64) -> String {
    span_in(crate::locale::Language::English, seconds)
}

/// [`span`] in `language`: `3 Tage`, `2,5 días` (s, min and h are the
/// same symbols in every language the game has).
pub fn span_in(language: crate::locale::Language, seconds: f64) -> String {
    use crate::rules::words::{fixed_in, t};
    let l = language;
    match seconds {
        s if s < 90.0 => format!("{} s", fixed_in(l, s, 0)),
        s if s < 5400.0 => format!("{} min", fixed_in(l, s / 60.0, 0)),
        s if s < 172_800.0 => format!("{} h", fixed_in(l, s / 3600.0, 0)),
        s if (s / 86_400.0).fract() == 0.0 => t!("common-days" in l, days = fixed_in(l, s / 86_400.0, 0)),
        s => t!("common-days" in l, days = fixed_in(l, s / 86_400.0, 1)),
    }
}

/// The scenario being started (inside [`SimStart`]: `load_scenario` puts it
/// on the [`Board`] first).
///
/// Panics when no scenario is on the board: [`SimStart`] runs only from
/// `load_scenario`.
pub fn starting(world: &World) -> Arc<Scenario> {
    world.resource::<Board>().scenario.clone().expect("SimStart runs with a scenario on the board")
}

/// [`SimStart`]'s core step: the Nodes of the old board are despawned, and
/// the log, the tracked entities, the generator (seeded by the scenario), the
/// clock (at the catalog's step) and the action log start anew.
pub(super) fn reset(world: &mut World) {
    let scenario = starting(world);
    let step = world.resource::<crate::rules::catalog::Catalog>().sim.step_seconds;
    let old: Vec<Entity> = world.query_filtered::<Entity, With<Node>>().iter(world).collect();
    for e in old {
        world.despawn(e);
    }
    world.insert_resource(SimLog::default());
    world.insert_resource(Entities::default());
    world.insert_resource(SimRng(rand::SeedableRng::seed_from_u64(scenario.seed)));
    world.insert_resource(SimClock { tick: 0, now: 0.0, step });
    world.insert_resource(super::player::ActionLog::default());
}
