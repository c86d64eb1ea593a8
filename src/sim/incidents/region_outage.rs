//! Region outage: every Node in one region is down (180 s from the incident
//! catalog, 60 s in scored play). Fail over moves a Node that keeps no data
//! to another region; one that keeps data waits for its own.
//!
//! Its rules are cited in `mod.rs`.

use bevy::prelude::*;

use super::{Incident, Strike, lift_all, lift_down, plural};
use crate::rules::catalog::ComponentSpec;
use crate::sim::Node;

/// Strikes: the region's Nodes go down.
pub(super) fn strike(_world: &mut World, s: &mut Strike) -> Result<String, String> {
    Ok(format!("Region '{}' is down: {} grey.", s.spec.target, plural(s.struck.len(), "Node")))
}

/// Ends: the Nodes it held down come back up.
pub(super) fn end(world: &mut World, e: Entity, incident: &Incident) {
    lift_all(world, e, incident);
}

/// Fail over from a region outage (`cause`): the Node moves to the first
/// other region on the board (by name).
///
/// Errors: it keeps data; there is no other region.
pub(super) fn fail_over(
    world: &mut World,
    n: Entity,
    cause: Entity,
    node: &Node,
    spec: &ComponentSpec,
) -> Result<String, String> {
    if spec.holds_data {
        return Err(format!("{} keeps data: Fail over cannot move it; it waits for its region", spec.name));
    }
    let mut q = world.query::<&Node>();
    let mut regions: Vec<String> = q.iter(world).map(|o| o.region.clone()).filter(|r| *r != node.region).collect();
    regions.sort();
    regions.dedup();
    let Some(to) = regions.first().cloned() else {
        return Err("there is no other region to move to (research Multiple regions and put a copy there)".into());
    };
    world.get_mut::<Node>(n).expect("checked").region = to.clone();
    lift_down(world, n, cause);
    Ok(format!("'{}' moved to {to}", node.id))
}
