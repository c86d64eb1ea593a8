//! The simulation: headless, deterministic, and blind to the screen.
//!
//! It runs in its own schedule, [`SimTick`], one fixed step at a time. The
//! game's driver runs as many ticks per frame as the speed asks for; the
//! headless runner and the tests run them back to back. Player actions reach
//! it as [`PlayerAction`] messages; it tells the view what moved through
//! [`Appended`] and [`Consumed`] messages. It never imports `view`, `ui` or
//! `audio`.

pub mod actions;
mod consume;
pub mod log;
pub mod nodes;
pub mod partitioner;
pub mod report;
mod traffic;

use std::collections::BTreeMap;
use std::sync::Arc;

use bevy::ecs::schedule::{ScheduleLabel, SingleThreadedExecutor};
use bevy::prelude::*;
use rand::SeedableRng;
use rand::rngs::StdRng;

use crate::catalog::{Catalog, Role};
use crate::scenario::Scenario;

pub use actions::{ActionLog, ActionRejected, ConsoleReply, PlayerAction};
pub use nodes::{Gauge, GroupFlow, Links, Node, Producer, Stream, Worker};

/// The schedule that advances the simulation by one step.
#[derive(ScheduleLabel, Clone, Debug, PartialEq, Eq, Hash)]
pub struct SimTick;

/// The order of work inside one tick, declared once.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SimSet {
    /// Player actions are applied.
    Actions,
    /// Producers append to streams.
    Produce,
    /// Replication moves the high watermarks.
    Replicate,
    /// Groups read.
    Consume,
    /// Retention deletes old batches.
    Retention,
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
pub struct SimLog(pub log::Cluster);

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
                    SimSet::Produce,
                    SimSet::Replicate,
                    SimSet::Consume,
                    SimSet::Retention,
                    SimSet::Advance,
                )
                    .chain(),
            )
            .init_resource::<SimLog>()
            .init_resource::<Board>()
            .init_resource::<ActionLog>()
            .insert_resource(SimClock { tick: 0, now: 0.0, step: 0.05 })
            .insert_resource(SimRng(StdRng::seed_from_u64(1)))
            .add_message::<Appended>()
            .add_message::<Consumed>()
            .add_message::<ScenarioStarted>()
            .add_message::<PlayerAction>()
            .add_message::<ActionRejected>()
            .add_message::<ConsoleReply>()
            .add_systems(SimTick, advance_clock.in_set(SimSet::Advance))
            .add_systems(Update, drive.run_if(resource_exists::<SimDriver>));
        actions::plugin(app);
        traffic::plugin(app);
        consume::plugin(app);
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

/// True once the clock has reached the scenario's duration.
pub fn scenario_over(world: &World) -> bool {
    let Some(duration) = world.resource::<Board>().scenario.as_ref().and_then(|s| s.duration) else {
        return false;
    };
    world.resource::<SimClock>().now >= duration - 1e-9
}

/// Runs `ticks` sim steps right now (tests and the headless runner).
pub fn run_ticks(world: &mut World, ticks: u64) {
    for _ in 0..ticks {
        world.run_schedule(SimTick);
    }
}

/// Clears the board and builds `scenario` on it: Nodes, links, the topics and
/// groups in the log, the seeded generator and the clock. The catalog must
/// be a resource already. `step` is the sim step to use (sim seconds).
///
/// Errors: a scenario that breaks the catalog's rules (see
/// [`Scenario::validate`]) leaves the world as it was.
pub fn load_scenario(world: &mut World, scenario: Scenario, file: &str) -> Result<(), crate::data::DataError> {
    let catalog = world.resource::<Catalog>().clone();
    scenario.validate(file, &catalog)?;
    let scenario = Arc::new(scenario);

    // Clear the old board.
    let old: Vec<Entity> = world.query_filtered::<Entity, With<Node>>().iter(world).collect();
    for e in old {
        world.despawn(e);
    }
    let mut cluster = log::Cluster::new();
    let mut nodes = BTreeMap::new();

    // Spawn Nodes in scenario order.
    for (order, spec) in scenario.nodes.iter().enumerate() {
        let component = catalog.component(&spec.kind).expect("validated");
        let node = Node {
            id: spec.id.clone(),
            kind: spec.kind.clone(),
            name: spec.display_name().to_string(),
            size: spec.size,
            at: Vec2::new(spec.at.0, spec.at.1),
            order: order as u32,
        };
        let mut e = world.spawn((Name::new(node.name.clone()), node, Links::default()));
        match &component.role {
            Role::Producer(_) => {
                let p = spec.producer.clone().unwrap_or(crate::scenario::ProducerSpec {
                    rate: 0.0,
                    keys: crate::scenario::KeySpec { prefix: "task-".into(), entities: 1000, hot: vec![] },
                });
                e.insert(Producer {
                    rate: p.rate,
                    keys: p.keys,
                    carry: 0.0,
                    produced: 0,
                    throttled: 0,
                    produced_rate: Gauge::default(),
                });
            }
            Role::Stream(rules) => {
                let s = spec.stream.clone().unwrap_or(crate::scenario::StreamSpec {
                    topic: None,
                    partitions: None,
                    partition_key: Default::default(),
                    partitioner: Default::default(),
                    replication_factor: 1,
                    acks: Default::default(),
                    retention: None,
                });
                let topic_name = s.topic.clone().unwrap_or_else(|| spec.id.clone());
                let retention = s.retention.unwrap_or(rules.retention_choices[0]);
                let partitions = s.partitions.unwrap_or(rules.default_partitions);
                let topic = cluster.create_topic(&topic_name, partitions, s.partitioner).map_err(|err| {
                    crate::data::DataError::invalid(file, format!("nodes[{order}].stream"), &err.to_string())
                })?;
                topic.set_compaction(Some(log::Compaction {
                    recent_batches: rules.recent_batches,
                    bucket_seconds: retention / f64::from(rules.retention_buckets),
                }));
                e.insert(Stream {
                    topic: topic_name,
                    partition_key: s.partition_key,
                    partitioner: s.partitioner,
                    replication_factor: s.replication_factor,
                    acks: s.acks,
                    retention,
                    appended: 0,
                    appended_rate: Gauge::default(),
                    throttled: 0,
                    stranded: 0,
                    capacity_carry: 0.0,
                    groups: BTreeMap::new(),
                    shares: Vec::new(),
                    append_carry: Vec::new(),
                });
            }
            Role::Worker(_) => {
                let group = spec.worker.as_ref().map(|w| w.group.clone()).unwrap_or_else(|| spec.id.clone());
                e.insert(Worker { group, consumed: 0, consumed_rate: Gauge::default(), assigned: 0..0, paused: false });
            }
        }
        nodes.insert(spec.id.clone(), e.id());
    }

    // Links, and group membership in join order (scenario link order).
    for link in &scenario.links {
        let (from, to) = (nodes[&link.from], nodes[&link.to]);
        world.get_mut::<Links>(from).expect("spawned with Links").0.push(to);
    }
    let streams: Vec<Entity> =
        scenario.nodes.iter().map(|n| nodes[&n.id]).filter(|e| world.get::<Stream>(*e).is_some()).collect();
    for stream_entity in streams {
        let targets = world.get::<Links>(stream_entity).expect("has Links").0.clone();
        let topic_name = world.get::<Stream>(stream_entity).expect("is a stream").topic.clone();
        let partitions = cluster.topic(&topic_name).expect("created").partition_count();
        let mut flows: BTreeMap<String, GroupFlow> = BTreeMap::new();
        for target in targets {
            let Some(worker) = world.get::<Worker>(target) else { continue };
            let member = world.get::<Node>(target).expect("node").id.clone();
            let group = cluster.group_or_create(&worker.group);
            group.join(&member);
            // A game group starts at the log start of every partition.
            for p in 0..partitions {
                if group.position(&topic_name, p).is_none() {
                    group.commit(&topic_name, p, 0);
                }
            }
            let flow = flows.entry(worker.group.clone()).or_default();
            flow.members.push(target);
            flow.carry = vec![0.0; partitions as usize];
        }
        world.get_mut::<Stream>(stream_entity).expect("is a stream").groups = flows;
    }

    world.insert_resource(SimLog(cluster));
    world.insert_resource(SimRng(StdRng::seed_from_u64(scenario.seed)));
    world.insert_resource(SimClock { tick: 0, now: 0.0, step: catalog.sim.step_seconds });
    world.insert_resource(ActionLog::default());
    world.insert_resource(Board { scenario: Some(scenario.clone()), nodes });
    consume::refresh_assignments(world);
    world.write_message(ScenarioStarted { name: scenario.name.clone() });
    Ok(())
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
