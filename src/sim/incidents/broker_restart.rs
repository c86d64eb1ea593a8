//! Broker restart: one broker of an Event Stream is down for a while with
//! its disk kept. Partitions with a replica elsewhere get a new leader;
//! those with one replica wait offline and come back with their data.
//!
//! Kafka's; its rules are cited in `mod.rs`.

use bevy::prelude::*;

use super::{Incident, Strike, change_words};
use crate::sim::cluster::Shutdown;

/// Strikes: the spec's broker (or broker 0) goes down, its disk kept.
pub(super) fn strike(world: &mut World, s: &mut Strike) -> Result<String, String> {
    let broker = crate::sim::cluster::broker_in_place_of(world, s.target, s.spec.broker.unwrap_or(0));
    let change = crate::sim::cluster::broker_down(world, s.target, broker, false, Shutdown::Clean, s.e)?;
    s.brokers.push((s.target, broker));
    // Its leaders move first only where another replica is in sync.
    let how = if change.offline == 0 {
        "its leaders moved first, its disk is kept"
    } else if change.elected == 0 {
        "its disk is kept; no other replica was in sync to take its leaders"
    } else {
        "the leaders with a replica in sync elsewhere moved first, its disk is kept"
    };
    Ok(format!(
        "Broker {broker} of '{}' is restarting, a clean shutdown ({how}): {}.",
        s.spec.target,
        change_words(&change)
    ))
}

/// Ends: nothing of its own to undo (its broker comes back with every
/// incident's brokers).
pub(super) fn end(_world: &mut World, _e: Entity, _incident: &Incident) {}
