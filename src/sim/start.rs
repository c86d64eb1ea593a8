//! Starting a scenario: the board is cleared, every plugin sets its own state
//! back to the scenario's start (each adds its reset to [`SimStart`]), then
//! the scenario's Nodes, links and console lines are built.

use std::collections::BTreeMap;
use std::sync::Arc;

use bevy::prelude::*;

use super::economy::Ledger;
use super::state::{Board, ScenarioStarted, SimLog, SimStart};
use super::topology::{adopt_console_topics, connect, regroup, spawn_node};
use crate::rules::catalog::Catalog;
use crate::rules::data::DataError;
use crate::rules::scenario::Scenario;

/// Clears the board and builds `scenario` on it: Nodes, links, the topics and
/// groups in the log, the seeded generator, the clock, the ledger and the
/// error budget. The catalog must be a resource already.
///
/// Errors: a scenario that breaks the catalog's rules (see
/// [`Scenario::validate`]) leaves the world as it was.
pub fn load_scenario(world: &mut World, scenario: Scenario, file: &str) -> Result<(), DataError> {
    let catalog = world.resource::<Catalog>().clone();
    scenario.validate(file, &catalog)?;
    let scenario = Arc::new(scenario);
    world.insert_resource(Board { scenario: Some(scenario.clone()), nodes: BTreeMap::new() });
    world.run_schedule(SimStart);

    for (order, spec) in scenario.nodes.iter().enumerate() {
        spawn_node(world, spec, order as u32).map_err(|e| DataError::invalid(file, format!("nodes[{order}]"), &e))?;
        let kind = spec.kind.clone();
        world.resource_mut::<Ledger>().count_copy(&kind, 0.0);
    }
    regroup(world, |world| {
        for link in &scenario.links {
            let nodes = &world.resource::<Board>().nodes;
            let (from, to) = (nodes[&link.from], nodes[&link.to]);
            connect(world, from, to);
        }
    });
    // A console exercise's setup: the commands run before the first tick.
    let live = super::actions::live_groups(world);
    for line in &scenario.console {
        let cmd = crate::console::parse(line).expect("checked before the reset");
        let mut log = world.resource_mut::<SimLog>();
        let _ = crate::console::execute(&mut log, &cmd, 0.0, &live);
    }
    adopt_console_topics(world);
    world.write_message(ScenarioStarted { name: scenario.name.clone() });
    Ok(())
}
