//! Player actions: the only way the player changes the sim.
//!
//! The UI writes [`PlayerAction`] messages; the sim applies them at the start
//! of the next tick (or at once while paused) and records each with its tick
//! in the [`ActionLog`]. The log plus the seed replays the game: the game is
//! event-sourced, like its subject (DESIGN.md §4).

use bevy::ecs::message::Messages;
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::{Board, SimClock, SimLog, SimSet, SimTick, Stream, consume};
use crate::catalog::{Catalog, Role};
use crate::console::LiveGroups;
use crate::scenario::PartitionKey;

/// Something the player did.
#[derive(Message, Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum PlayerAction {
    /// Grow an Event Stream's topic to `partitions` (Kafka never shrinks one).
    SetPartitions {
        /// Node id of the stream.
        node: String,
        /// New partition count.
        partitions: u32,
    },
    /// Route by key or round robin.
    SetPartitionKey {
        /// Node id of the stream.
        node: String,
        /// New mode.
        key: PartitionKey,
    },
    /// Pause or resume a Worker. A paused member stays in its group and keeps
    /// its partitions, so they are not read (Kafka's `pause()`); a group may
    /// be reset only while all its Workers are paused.
    SetWorkerPaused {
        /// Node id of the Worker.
        node: String,
        /// Paused or not.
        paused: bool,
    },
    /// A line typed into the in-game console (DESIGN.md §3).
    Console {
        /// The command line.
        line: String,
    },
}

/// The console's answer to a [`PlayerAction::Console`] line.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct ConsoleReply {
    /// The line as typed.
    pub line: String,
    /// The answer as text (an error starts with `error:`).
    pub text: String,
    /// False when the command was refused.
    pub ok: bool,
}

/// An action the sim refused, and why (shown to the player).
#[derive(Message, Clone, Debug, PartialEq)]
pub struct ActionRejected {
    /// What was asked.
    pub action: PlayerAction,
    /// Why not, in one line.
    pub reason: String,
}

/// Every applied action with the tick it took effect at.
#[derive(Resource, Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct ActionLog {
    /// `(tick, action)` in order.
    pub entries: Vec<(u64, PlayerAction)>,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(SimTick, apply_actions.in_set(SimSet::Actions));
}

/// Drains pending actions and applies them (exclusive: runs inside a tick,
/// and by the driver each frame so that actions land while paused too).
pub fn apply_actions(world: &mut World) {
    let pending: Vec<PlayerAction> = world.resource_mut::<Messages<PlayerAction>>().drain().collect();
    for action in pending {
        match apply(world, &action) {
            Ok(()) => {
                let tick = world.resource::<SimClock>().tick;
                world.resource_mut::<ActionLog>().entries.push((tick, action));
            }
            Err(reason) if reason.is_empty() => {}
            Err(reason) => {
                world.write_message(ActionRejected { action, reason });
            }
        }
    }
}

fn stream_entity(world: &World, node: &str) -> Result<Entity, String> {
    let e = *world.resource::<Board>().nodes.get(node).ok_or_else(|| format!("no Node '{node}'"))?;
    if world.get::<Stream>(e).is_none() {
        return Err(format!("'{node}' is not an Event Stream"));
    }
    Ok(e)
}

/// The board's consumer groups, their Workers and whether all are paused.
pub fn live_groups(world: &mut World) -> LiveGroups {
    let mut live = LiveGroups::default();
    let mut q = world.query::<(&super::Node, &super::Worker)>();
    let mut workers: Vec<(u32, String, String, bool)> =
        q.iter(world).map(|(n, w)| (n.order, n.id.clone(), w.group.clone(), w.paused)).collect();
    workers.sort();
    for (_, id, group, paused) in workers {
        let entry = live.groups.entry(group).or_insert((Vec::new(), true));
        entry.0.push(id);
        entry.1 &= paused;
    }
    live
}

fn apply(world: &mut World, action: &PlayerAction) -> Result<(), String> {
    match action {
        PlayerAction::Console { line } => {
            let live = live_groups(world);
            let now = world.resource::<SimClock>().now;
            let result = crate::console::parse(line).and_then(|cmd| {
                let mut log = world.resource_mut::<SimLog>();
                crate::console::execute(&mut log, &cmd, now, &live)
            });
            let reply = match result {
                Ok(answer) => {
                    let log = world.resource::<SimLog>();
                    ConsoleReply { line: line.clone(), text: answer.to_text(log), ok: true }
                }
                Err(e) => ConsoleReply { line: line.clone(), text: format!("error: {e}"), ok: false },
            };
            let ok = reply.ok;
            world.write_message(reply);
            // A refused command changed nothing and is not kept in the log;
            // its error went to the console, not to the Inspector.
            if ok { Ok(()) } else { Err(String::new()) }
        }
        PlayerAction::SetWorkerPaused { node, paused } => {
            let e = *world.resource::<Board>().nodes.get(node).ok_or_else(|| format!("no Node '{node}'"))?;
            let mut w = world.get_mut::<super::Worker>(e).ok_or_else(|| format!("'{node}' is not a Worker"))?;
            w.paused = *paused;
            Ok(())
        }
        PlayerAction::SetPartitions { node, partitions } => {
            let e = stream_entity(world, node)?;
            let kind = world.get::<super::Node>(e).expect("node").kind.clone();
            let max = match world.resource::<Catalog>().component(&kind).map(|c| &c.role) {
                Some(Role::Stream(r)) => r.max_partitions,
                _ => return Err(format!("'{node}' has no stream rules")),
            };
            if *partitions == 0 || *partitions > max {
                return Err(format!("partitions must be between 1 and {max}"));
            }
            let topic = world.get::<Stream>(e).expect("stream").topic.clone();
            world
                .resource_mut::<SimLog>()
                .topic_mut(&topic)
                .and_then(|t| t.set_partition_count(*partitions))
                .map_err(|err| err.to_string())?;
            // New partitions: every group starts reading them at 0.
            let groups: Vec<String> = world.get::<Stream>(e).expect("stream").groups.keys().cloned().collect();
            let mut log = world.resource_mut::<SimLog>();
            for g in groups {
                if let Ok(group) = log.group_mut(&g) {
                    for p in 0..*partitions {
                        if group.position(&topic, p).is_none() {
                            group.commit(&topic, p, 0);
                        }
                    }
                }
            }
            consume::refresh_assignments(world);
            Ok(())
        }
        PlayerAction::SetPartitionKey { node, key } => {
            let e = stream_entity(world, node)?;
            world.get_mut::<Stream>(e).expect("stream").partition_key = *key;
            Ok(())
        }
    }
}
