//! Rebalancing storm: a member turns slow, misses the poll interval and is
//! evicted; the rebalance pauses the group, which can make others miss it
//! too. It ends by itself, and the Worker works at its speed again.
//!
//! Rules: seed 003 (rebalancing storms).

use bevy::prelude::*;

use super::{Incident, Strike};
use crate::rules::words::t;
use crate::sim::Worker;

/// Strikes: the Worker works at the catalog's slow speed (or 5%).
pub(super) fn strike(world: &mut World, s: &mut Strike) -> Result<super::Said, String> {
    let slow = s.rules.slow_speed.unwrap_or(0.05);
    let mut w = world.get_mut::<Worker>(s.target).ok_or_else(|| format!("'{}' is not a Worker", s.spec.target))?;
    w.slow = slow;
    let percent = format!("{:.0}", slow * 100.0);
    let node = s.spec.target.as_str();
    Ok(super::Said::new(|l| t!("events-worker-slow" in l, node = node, percent = percent.as_str())))
}

/// Ends: the Worker works at its speed again.
pub(super) fn end(world: &mut World, _e: Entity, incident: &Incident) {
    if let Some(mut w) = incident.struck.first().and_then(|&n| world.get_mut::<Worker>(n)) {
        w.slow = 1.0;
    }
}
