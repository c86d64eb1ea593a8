//! Region outage: every Node in one region is down (180 s from the incident
//! catalog, 60 s in scored play). Fail over moves a Node that keeps no data
//! to another region; one that keeps data waits for its own.
//!
//! Its rules are cited in `mod.rs`.

use bevy::prelude::*;

use super::{Incident, Strike, lift_all, lift_down};
use crate::rules::catalog::ComponentSpec;
use crate::rules::words::t;
use crate::sim::Node;

/// Strikes: the region's Nodes go down.
pub(super) fn strike(_world: &mut World, s: &mut Strike) -> Result<super::Said, String> {
    Ok(super::Said::new(|l| t!("events-region-down" in l, region = s.spec.target.as_str(), nodes = s.struck.len())))
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
) -> Result<super::Said, String> {
    if spec.holds_data {
        return Err(crate::t!("events-refused-keeps-data", component = crate::locale::data::text(&spec.name)));
    }
    let mut q = world.query::<&Node>();
    let mut regions: Vec<String> = q.iter(world).map(|o| o.region.clone()).filter(|r| *r != node.region).collect();
    regions.sort();
    regions.dedup();
    let Some(to) = regions.first().cloned() else {
        return Err(crate::t!("events-refused-no-other-region"));
    };
    world.get_mut::<Node>(n).expect("checked").region = to.clone();
    lift_down(world, n, cause);
    Ok(super::Said::new(|l| t!("events-moved-region" in l, node = node.id.as_str(), region = to.as_str())))
}
