//! Static membership and rolling restarts (KIP-345). A Worker whose
//! consumer has a `group.instance.id` is a static member: when it restarts
//! it sends no LeaveGroup, so it keeps its partitions, silent, until its
//! session timeout; back sooner, nothing moved. A dynamic member leaves as
//! it closes and joins again as a new member: two rebalances a restart. A
//! rolling restart (a deploy) restarts a group's Workers one after another,
//! each down for the catalog's `sim.restart_seconds`. Rule:
//! docs/RULES.md#static-membership.

use std::collections::{BTreeMap, VecDeque};

use bevy::prelude::*;

use super::nodes::Worker;
use super::state::{Board, SimClock, SimSet, SimStart, SimTick, StartSet};
use crate::rules::catalog::Catalog;

/// The rolling restarts under way: by group, the Workers still to restart,
/// in order (one restarts at a time per group).
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct RollingRestarts {
    waiting: BTreeMap<String, VecDeque<Entity>>,
    /// Rolling restarts finished (every Worker restarted and back), by group.
    finished: BTreeMap<String, u32>,
}

impl RollingRestarts {
    /// Whether `group` is being restarted (a Worker down for it, or more to
    /// come).
    pub fn running(&self, group: &str) -> bool {
        self.waiting.contains_key(group)
    }

    /// Workers of `group` still to restart after the one restarting now.
    pub fn left(&self, group: &str) -> usize {
        self.waiting.get(group).map_or(0, VecDeque::len)
    }

    /// Rolling restarts of `group` finished so far (its `Deploy` goal).
    pub fn finished(&self, group: &str) -> u32 {
        self.finished.get(group).copied().unwrap_or(0)
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<RollingRestarts>()
        .add_systems(SimStart, reset.in_set(StartSet::Plugins))
        .add_systems(SimTick, step.in_set(SimSet::Actions));
}

/// [`SimStart`]: no restart under way.
fn reset(mut restarts: ResMut<RollingRestarts>) {
    *restarts = RollingRestarts::default();
}

/// Each tick: Workers whose restart is over come back; each group being
/// restarted whose Workers are all up and which is not rebalancing (a
/// deploy waits for the one back to have its partitions again; under the
/// consumer protocol, for every partition to be with its target) restarts
/// its next one (it commits, then is down for `sim.restart_seconds`); a
/// group with none left is done.
pub(super) fn step(world: &mut World) {
    // None under way: no Worker is restarting either (a group stays listed
    // until its last one is back).
    if world.resource::<RollingRestarts>().waiting.is_empty() {
        return;
    }
    let now = world.resource::<SimClock>().now;
    let seconds = world.resource::<Catalog>().sim.restart_seconds;
    let mut busy: Vec<String> = Vec::new();
    let mut q = world.query::<&mut Worker>();
    for mut w in q.iter_mut(world) {
        // One back this tick rejoins at the group's read: wait a tick.
        if w.restart_until.is_some() {
            busy.push(w.group.clone());
        }
        if w.restart_until.is_some_and(|until| now + 1e-9 >= until) {
            w.restart_until = None;
        }
    }
    let mut q = world.query::<&super::nodes::Stream>();
    for s in q.iter(world) {
        // Under the consumer protocol: until every partition is with its
        // target owner (the one back has taken its partitions again).
        // Rule: docs/RULES.md#consumer-protocol.
        let converging = |f: &super::nodes::GroupFlow| {
            f.coordinator
                .as_ref()
                .is_some_and(|c| c.target.iter().zip(f.partitions()).any(|(t, fp)| t.is_some() && fp.owner != *t))
        };
        let rebalancing = s
            .groups
            .iter()
            .filter(|(_, f)| f.rebalance_until.is_some_and(|t| now < t) || f.rebalance_pending || converging(f));
        busy.extend(rebalancing.map(|(g, _)| g.clone()));
    }
    let mut waiting = std::mem::take(&mut world.resource_mut::<RollingRestarts>().waiting);
    for (group, queue) in waiting.iter_mut() {
        if busy.contains(group) {
            continue;
        }
        // The next Worker still on the board and running.
        while let Some(e) = queue.pop_front() {
            let up = world.get::<Worker>(e).is_some_and(|w| !w.stopped && w.group == *group);
            if up {
                super::consume::commit_owned(world, e);
                world.get_mut::<Worker>(e).expect("checked").restart_until = Some(now + seconds);
                busy.push(group.clone());
                break;
            }
        }
    }
    let done: Vec<String> =
        waiting.iter().filter(|(g, queue)| queue.is_empty() && !busy.contains(g)).map(|(g, _)| g.clone()).collect();
    waiting.retain(|g, _| !done.contains(g));
    let mut restarts = world.resource_mut::<RollingRestarts>();
    restarts.waiting = waiting;
    for g in done {
        *restarts.finished.entry(g).or_default() += 1;
    }
}

/// A group's Workers on the board that are not stopped, in board order.
fn workers_of(world: &mut World, group: &str) -> Vec<(Entity, String)> {
    let mut q = world.query::<(Entity, &super::nodes::Node, &Worker)>();
    let mut found: Vec<(u32, Entity, String)> =
        q.iter(world).filter(|(_, _, w)| w.group == group).map(|(e, n, _)| (n.order, e, n.id.clone())).collect();
    found.sort();
    found.into_iter().map(|(_, e, id)| (e, id)).collect()
}

/// [`crate::sim::PlayerAction::SetStaticMembership`]: every Worker of the
/// group gets its Node id as its `group.instance.id` (one the scenario
/// named is kept), or loses it. Errors: no such group on the board.
pub(super) fn set_static_membership(world: &mut World, group: &str, on: bool) -> Result<(), String> {
    super::groups::group_on_board(world, group)?;
    let workers = workers_of(world, group);
    // The ids the group's Workers would have: each once, or Kafka fences one.
    let ids: Vec<String> = workers
        .iter()
        .map(|(e, id)| world.get::<Worker>(*e).and_then(|w| w.instance_id.clone()).unwrap_or_else(|| id.clone()))
        .collect();
    if let Some(twice) = ids.iter().enumerate().find(|(i, id)| ids[..*i].contains(id)).map(|(_, id)| id)
        && on
    {
        return Err(crate::t!("events-refused-instance-id-twice", group = group, id = twice.as_str()));
    }
    for (e, id) in workers {
        let mut w = world.get_mut::<Worker>(e).expect("found");
        w.instance_id = if on { Some(w.instance_id.clone().unwrap_or(id)) } else { None };
    }
    Ok(())
}

/// [`crate::sim::PlayerAction::RollingRestart`]: queues the group's running
/// Workers, in board order, to restart one after another. Errors: no such
/// group on the board, a rolling restart of it under way, or no Worker of
/// it running.
pub(super) fn rolling_restart(world: &mut World, group: &str) -> Result<(), String> {
    super::groups::group_on_board(world, group)?;
    if world.resource::<RollingRestarts>().running(group) {
        return Err(crate::t!("events-refused-restarting", group = group));
    }
    let queue: VecDeque<Entity> = workers_of(world, group)
        .into_iter()
        .filter(|(e, _)| world.get::<Worker>(*e).is_some_and(|w| !w.stopped))
        .map(|(e, _)| e)
        .collect();
    if queue.is_empty() {
        return Err(crate::t!("events-refused-no-worker-to-restart", group = group));
    }
    world.resource_mut::<RollingRestarts>().waiting.insert(group.to_string(), queue);
    Ok(())
}

/// The `group.instance.id`s the Workers of `group` other than `except`
/// have.
fn instance_ids(world: &mut World, group: &str, except: Option<Entity>) -> Vec<Option<String>> {
    workers_of(world, group)
        .into_iter()
        .filter(|(o, _)| Some(*o) != except)
        .map(|(o, _)| world.get::<Worker>(o).and_then(|w| w.instance_id.clone()))
        .collect()
}

/// Whether `id` is free as a `group.instance.id` in `group` for a Worker
/// that will be placed there. Errors: it is taken (Kafka fences the
/// second consumer, `FencedInstanceIdException`).
pub(super) fn instance_id_free(world: &mut World, group: &str, id: &str) -> Result<(), String> {
    if instance_ids(world, group, None).iter().flatten().any(|taken| taken == id) {
        return Err(crate::t!("events-refused-instance-id-taken", id = id, group = group));
    }
    Ok(())
}

/// A Worker just placed without a `group.instance.id` joins as the rest of
/// its group does: static (its Node id as its id) when every other Worker
/// of the group is static and no other has that id.
pub(super) fn join_as_the_group_does(world: &mut World, node: &str) {
    let Some(&e) = world.resource::<Board>().nodes.get(node) else { return };
    let Some(group) = world.get::<Worker>(e).filter(|w| w.instance_id.is_none()).map(|w| w.group.clone()) else {
        return;
    };
    let others = instance_ids(world, &group, Some(e));
    let all_static = !others.is_empty() && others.iter().all(Option::is_some);
    if all_static && !others.iter().flatten().any(|id| id == node) {
        world.get_mut::<Worker>(e).expect("found").instance_id = Some(node.to_string());
    }
}
