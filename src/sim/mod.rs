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
pub mod cluster;
pub mod compaction;
mod consume;
pub mod economy;
pub mod ending;
pub mod goals;
pub mod groups;
pub mod hints;
pub mod incidents;
pub mod nodes;
mod output;
mod player;
pub mod report;
pub mod research;
pub mod restarts;
pub mod score;
pub mod standing;
pub mod stars;
mod start;
mod state;
pub mod status;
pub mod timeline;
mod topology;
mod traffic;
pub mod tutorial;

use bevy::ecs::schedule::SingleThreadedExecutor;
use bevy::prelude::*;
use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::rules::catalog::Catalog;
use crate::rules::scenario::Scenario;

/// Most ticks one frame may run, so a slow frame cannot spiral.
const MAX_TICKS_PER_FRAME: u32 = 4000;

pub use economy::{ErrorBudget, Ledger, Outcome};
pub use nodes::{
    CatchUp, Coordinator, Database, Down, FlowPartition, Gauge, GroupFlow, Links, MemberEpoch, NoOffset, Node,
    PartitionState, Producer, Queue, QueueGroup, Stream, StreamPartition, TrackedEntity, Worker,
};
pub use player::{ActionLog, ActionRejected, ConsoleReply, PlayerAction};
pub use research::Research;
pub use start::load_scenario;
pub use state::{
    AccountSet, Appended, Board, BrokenRules, Consumed, Drive, DriveStep, Entities, FlowMessages, FlowWriter,
    RealCluster, ScenarioStarted, SimClock, SimDriver, SimLog, SimRng, SimSet, SimStart, SimTick, StartSet,
    format_span, format_span_in, format_time, shown_span,
};
pub use topology::spawn_node;

/// The simulation plugin: resources, messages, the [`SimTick`] schedule and
/// the driver.
pub struct SimPlugin;

impl Plugin for SimPlugin {
    fn build(&self, app: &mut App) {
        app.init_schedule(SimStart)
            .configure_sets(SimStart, (StartSet::Core, StartSet::Plugins).chain())
            .add_systems(SimStart, state::reset.in_set(StartSet::Core));
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
            .configure_sets(
                SimTick,
                (AccountSet::Money, AccountSet::Goals, AccountSet::Stars, AccountSet::Notes)
                    .chain()
                    .in_set(SimSet::Account),
            )
            .init_resource::<SimLog>()
            .init_resource::<Board>()
            .init_resource::<ActionLog>()
            .init_resource::<Entities>()
            .init_resource::<BrokenRules>()
            .init_resource::<FlowMessages>()
            .insert_resource(SimClock { tick: 0, now: 0.0, step: 0.05 })
            .insert_resource(SimRng(StdRng::seed_from_u64(1)))
            .add_message::<Appended>()
            .add_message::<Consumed>()
            .add_message::<ScenarioStarted>()
            .add_message::<PlayerAction>()
            .add_message::<ActionRejected>()
            .add_message::<ConsoleReply>()
            .add_systems(SimTick, advance_clock.in_set(SimSet::Advance))
            .configure_sets(Update, (DriveStep::Tick, DriveStep::Read).chain().in_set(Drive))
            .add_systems(Update, drive.run_if(resource_exists::<SimDriver>).in_set(DriveStep::Tick));
        groups::plugin(app);
        research::plugin(app);
        restarts::plugin(app);
        actions::plugin(app);
        incidents::plugin(app);
        traffic::plugin(app);
        cluster::plugin(app);
        consume::plugin(app);
        compaction::plugin(app);
        output::plugin(app);
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

/// Ticks a headless run plays per `App::update`. Each update clears the
/// messages written two updates ago, so the messages held grow with this
/// (a headless App writes no flow Messages, [`FlowMessages`]; with them on,
/// the stress scenario's 512 `Consumed` a tick held about 3 MB at 64). The
/// sim's own readers run every tick, so the result does not depend on it.
pub const HEADLESS_TICKS_PER_UPDATE: u32 = 64;

/// Plays `scenario` headless from its start to sim time `until` (seconds)
/// at `step` sim seconds a tick, driven like `logjam run` (through
/// `App::update`, [`HEADLESS_TICKS_PER_UPDATE`] ticks at a time), and returns its report. `shown` names
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
        let chunk = (total - done).min(u64::from(HEADLESS_TICKS_PER_UPDATE)) as u32;
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
/// ticks each), its flow Messages off ([`FlowMessages`]: nothing draws them).
/// Used by `logjam run`, the tests and the benches.
pub fn headless_app(catalog: Catalog, ticks_per_update: u32) -> App {
    let mut app = App::new();
    app.add_plugins((bevy::app::TaskPoolPlugin::default(), SimPlugin))
        .insert_resource(catalog)
        .insert_resource(SimDriver::Manual { ticks_per_update })
        // Nothing here draws what flowed: not written, not held.
        .insert_resource(FlowMessages(false));
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
