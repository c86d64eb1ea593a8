//! The simulation: headless, deterministic, and blind to the screen.
//!
//! It runs in its own schedule, [`SimTick`], one fixed step at a time. The
//! game's driver runs as many ticks per frame as the speed asks for; the
//! headless runner and the tests run them back to back. Player actions reach
//! it as [`PlayerAction`] messages; it tells the view what moved through
//! [`Appended`] and [`Consumed`] messages.
//!
//! It owns the game's state as Components and Resources (Nodes and their
//! roles, the log, the clock, money, the error budget, incidents, research,
//! goals) and the systems of the rule book. It may use the rule data, the
//! console and the log core; it never names the layers above (loading,
//! saves, `view`, `ui`, `audio`) nor Bevy's render, window or text crates
//! (docs/ARCHITECTURE.md; `tests/it/architecture.rs` checks it).

pub mod actions;
mod board;
pub mod cluster;
mod consume;
pub mod economy;
pub mod ending;
pub mod goals;
pub mod groups;
pub mod hints;
pub mod incidents;
pub mod nodes;
pub mod report;
pub mod research;
pub mod score;
pub mod standing;
pub mod stars;
pub mod status;
pub mod timeline;
mod traffic;
pub mod tutorial;

use std::collections::BTreeMap;
use std::sync::Arc;

use bevy::ecs::schedule::{ScheduleLabel, SingleThreadedExecutor};
use bevy::prelude::*;
use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::rules::catalog::Catalog;
use crate::rules::scenario::Scenario;

pub use actions::{ActionLog, ActionRejected, ConsoleReply, PlayerAction};
pub use board::{load_scenario, spawn_node};
pub use economy::{ErrorBudget, Ledger, Outcome};
pub use nodes::{
    Database, Down, Gauge, GroupFlow, Links, Node, PartitionState, Producer, Queue, QueueGroup, Stream, TrackedEntity,
    Worker,
};
pub use research::Research;

/// The schedule that advances the simulation by one step.
#[derive(ScheduleLabel, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SimTick;

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

/// Sim time. Rule: DESIGN.md §4 (fixed sim step).
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

/// Most ticks one frame may run, so a slow frame cannot spiral.
const MAX_TICKS_PER_FRAME: u32 = 4000;

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

/// The simulation plugin: resources, messages, the [`SimTick`] schedule and
/// the driver.
pub struct SimPlugin;

impl Plugin for SimPlugin {
    fn build(&self, app: &mut App) {
        let mut tick = Schedule::new(SimTick);
        tick.set_executor(SingleThreadedExecutor::new());
        app.add_schedule(tick)
            .configure_sets(
                SimTick,
                (
                    SimSet::Actions,
                    SimSet::Incidents,
                    SimSet::Cluster,
                    SimSet::Produce,
                    SimSet::Replicate,
                    SimSet::Consume,
                    SimSet::Retention,
                    SimSet::Account,
                    SimSet::Advance,
                )
                    .chain(),
            )
            .init_resource::<SimLog>()
            .init_resource::<Board>()
            .init_resource::<ActionLog>()
            .init_resource::<Entities>()
            .init_resource::<Research>()
            .init_resource::<groups::GroupSettings>()
            .init_resource::<BrokenRules>()
            .insert_resource(SimClock { tick: 0, now: 0.0, step: 0.05 })
            .insert_resource(SimRng(StdRng::seed_from_u64(1)))
            .add_message::<Appended>()
            .add_message::<Consumed>()
            .add_message::<ScenarioStarted>()
            .add_message::<PlayerAction>()
            .add_message::<ActionRejected>()
            .add_message::<ConsoleReply>()
            .add_systems(SimTick, advance_clock.in_set(SimSet::Advance))
            .add_systems(Update, drive.run_if(resource_exists::<SimDriver>).in_set(Drive));
        actions::plugin(app);
        incidents::plugin(app);
        traffic::plugin(app);
        cluster::plugin(app);
        consume::plugin(app);
        economy::plugin(app);
        goals::plugin(app);
        hints::plugin(app);
        stars::plugin(app);
        standing::plugin(app);
        status::plugin(app);
        timeline::plugin(app);
    }
}

fn advance_clock(mut clock: ResMut<SimClock>) {
    clock.tick += 1;
    // The clock is the sum of the steps taken, kept to the microsecond so
    // that 2,400 steps of 0.05 s read exactly 120 s.
    clock.now = ((clock.now + clock.step) * 1e6).round() / 1e6;
}

/// Runs the ticks this frame owes.
fn drive(world: &mut World) {
    let ticks = {
        let Some(catalog) = world.get_resource::<Catalog>() else { return };
        let speeds = catalog.sim.speeds.clone();
        let real_dt = world.get_resource::<Time<Real>>().map(|t| t.delta_secs_f64()).unwrap_or(0.0);
        let mut clock_step = None;
        let ticks = match world.resource_mut::<SimDriver>().into_inner() {
            SimDriver::Manual { ticks_per_update } => *ticks_per_update,
            SimDriver::RealTime { paused, speed, owed } => {
                if *paused {
                    0
                } else {
                    let sp = &speeds[(*speed).min(speeds.len() - 1)];
                    clock_step = Some(sp.step_seconds);
                    // A long stall (window dragged, debugger) does not flood the sim.
                    *owed += real_dt.min(0.25) * sp.multiplier;
                    let n = (*owed / sp.step_seconds).floor().min(f64::from(MAX_TICKS_PER_FRAME));
                    *owed -= n * sp.step_seconds;
                    *owed = owed.min(sp.step_seconds * f64::from(MAX_TICKS_PER_FRAME));
                    n as u32
                }
            }
        };
        if let Some(step) = clock_step {
            world.resource_mut::<SimClock>().step = step;
        }
        ticks
    };
    if world.get_resource::<Board>().is_none_or(|b| b.scenario.is_none()) {
        return;
    }
    actions::apply_actions(world);
    for _ in 0..ticks {
        if scenario_over(world) {
            break;
        }
        world.run_schedule(SimTick);
    }
}

/// True once the clock has reached the scenario's duration, or the scenario
/// is lost.
pub fn scenario_over(world: &World) -> bool {
    if !matches!(world.get_resource::<Outcome>(), None | Some(Outcome::Running)) {
        return true;
    }
    let Some(duration) = world.resource::<Board>().scenario.as_ref().and_then(|s| s.duration) else {
        return false;
    };
    world.resource::<SimClock>().now >= duration - 1e-9
}

/// Sim seconds as `1d 02:03:04` / `02:03:04`.
pub fn format_time(seconds: f64) -> String {
    let s = seconds.max(0.0).floor() as u64;
    let (d, h, m, sec) = (s / 86_400, (s / 3600) % 24, (s / 60) % 60, s % 60);
    if d > 0 { format!("{d}d {h:02}:{m:02}:{sec:02}") } else { format!("{h:02}:{m:02}:{sec:02}") }
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
}

/// A span of sim seconds as an operator says it: `0.4 s`, `12 s`,
/// `4 min 10 s`, `2 h 5 min`, `3 d 4 h`.
pub fn format_span(seconds: f64) -> String {
    let s = seconds.max(0.0);
    if s < 10.0 {
        return format!("{s:.1} s");
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

/// Runs up to `ticks` sim steps right now (tests and the headless runner);
/// stops early when the scenario is over.
pub fn run_ticks(world: &mut World, ticks: u64) {
    for _ in 0..ticks {
        if scenario_over(world) {
            break;
        }
        world.run_schedule(SimTick);
    }
}

/// Plays `scenario` headless from its start to sim time `until` (seconds)
/// at `step` sim seconds a tick, driven like `logjam run` (through
/// `App::update`, 512 ticks at a time), and returns its report. `shown` names
/// the file in errors. Works on every platform (the web page's determinism
/// check uses it too).
///
/// Errors: the scenario does not start (see [`load_scenario`]).
///
/// ```
/// use logjam::rules::catalog::Catalog;
/// use logjam::rules::scenario::Scenario;
///
/// // One API sends 10 orders a second into a stream of two partitions that
/// // one billing Worker reads.
/// let text = r#"(
///     name: "Ten a second",
///     seed: 1,
///     nodes: [
///         (id: "api", kind: "api", at: (-300.0, 0.0),
///          producer: (rate: 10.0, keys: (prefix: "order-", entities: 100))),
///         (id: "orders", kind: "log", at: (0.0, 0.0), stream: (partitions: 2)),
///         (id: "billing-1", kind: "worker", at: (300.0, 0.0), worker: (group: "billing")),
///     ],
///     links: [(from: "api", to: "orders"), (from: "orders", to: "billing-1")],
/// )"#;
/// let catalog = Catalog::builtin();
/// let scenario = Scenario::parse(text, "ten.scenario.ron", &catalog).unwrap();
/// // 10 sim seconds at 1 s a tick: 100 orders appended, all read, no lag.
/// let report = logjam::sim::run_scenario(catalog, scenario, "ten.scenario.ron", 10.0, 1.0).unwrap();
/// assert_eq!((report.ticks, report.appended), (10, 100));
/// assert_eq!(report.consumed["billing"], 100);
/// assert_eq!(report.lag["billing"].total, 0);
/// assert_eq!(report.outcome, "running");
/// ```
pub fn run_scenario(
    catalog: Catalog,
    scenario: Scenario,
    shown: &str,
    until: f64,
    step: f64,
) -> Result<report::Report, String> {
    let mut app = headless_app(catalog, 0);
    load_scenario(app.world_mut(), scenario, shown).map_err(|e| e.to_string())?;
    app.world_mut().resource_mut::<SimClock>().step = step;
    let total = (until / step).round() as u64;
    let mut done = 0u64;
    while done < total {
        let chunk = (total - done).min(512) as u32;
        *app.world_mut().resource_mut::<SimDriver>() = SimDriver::Manual { ticks_per_update: chunk };
        let before = app.world().resource::<SimClock>().tick;
        app.update();
        let ran = app.world().resource::<SimClock>().tick - before;
        if ran == 0 {
            break; // the scenario's duration ended the run
        }
        done += ran;
    }
    Ok(report::Report::build(app.world_mut()))
}

/// A headless App: the sim alone, driven by `App::update` (`ticks_per_update`
/// ticks each). Used by `logjam run` and the tests.
pub fn headless_app(catalog: Catalog, ticks_per_update: u32) -> App {
    let mut app = App::new();
    app.add_plugins((bevy::app::TaskPoolPlugin::default(), SimPlugin))
        .insert_resource(catalog)
        .insert_resource(SimDriver::Manual { ticks_per_update });
    app
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_span_reads_as_an_operator_says_it() {
        assert_eq!(super::format_span(0.42), "0.4 s");
        assert_eq!(super::format_span(12.2), "12 s");
        assert_eq!(super::format_span(250.0), "4 min 10 s");
        assert_eq!(super::format_span(7_500.0), "2 h 5 min");
        assert_eq!(super::format_span(3.0 * 86_400.0 + 4.0 * 3600.0), "3 d 4 h");
    }
}
