//! Broker restart: one broker of an Event Stream is down for a while with
//! its disk kept. Partitions with a replica elsewhere get a new leader;
//! those with one replica wait offline and come back with their data.
//!
//! Kafka's; its rules are cited in `mod.rs`.

use bevy::prelude::*;

use super::{Incident, Strike, change_words};
use crate::rules::words::t;
use crate::sim::cluster::Shutdown;

/// Strikes: the spec's broker (or broker 0) goes down, its disk kept.
pub(super) fn strike(world: &mut World, s: &mut Strike) -> Result<super::Said, String> {
    let broker = crate::sim::cluster::broker_in_place_of(world, s.target, s.spec.broker.unwrap_or(0));
    let change = crate::sim::cluster::broker_down(world, s.target, broker, false, Shutdown::Clean, s.e)?;
    s.brokers.push((s.target, broker));
    // Its leaders move first only where another replica is in sync.
    let how = if change.offline == 0 {
        "moved"
    } else if change.elected == 0 {
        "none"
    } else {
        "some"
    };
    Ok(super::Said::new(|l| {
        t!(
            "events-broker-restarting" in l,
            broker = broker,
            node = s.spec.target.as_str(),
            how = how,
            change = change_words(&change, l)
        )
    }))
}

/// Ends: nothing of its own to undo (its broker comes back with every
/// incident's brokers).
pub(super) fn end(_world: &mut World, _e: Entity, _incident: &Incident) {}
