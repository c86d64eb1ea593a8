//! Failed broker: one broker of an Event Stream fails with its disk. The
//! partitions it led elect leaders from their ISRs; those whose only
//! replica it held lose their events and wait offline. A new broker
//! replaces it after the stream's `broker_replace_seconds` and copies its
//! partitions back.
//!
//! Its rules are cited in `mod.rs` (failed broker, with the replication
//! and acks rules).

use bevy::prelude::*;

use super::{Incident, Strike, fail_broker};
use crate::rules::catalog::{Catalog, Role, StreamRules};
use crate::sim::Node;

/// Strikes: the spec's broker (or broker 0) fails; it ends when the new
/// broker is in.
pub(super) fn strike(world: &mut World, s: &mut Strike) -> Result<super::Said, String> {
    let broker = crate::sim::cluster::broker_in_place_of(world, s.target, s.spec.broker.unwrap_or(0));
    let text = fail_broker(world, s.target, broker, s.e)?;
    let replace = stream_rules_of(world, s.target)
        .map(|r| r.broker_replace_seconds)
        .ok_or_else(|| format!("'{}' is not an Event Stream", s.spec.target))?;
    s.ends = Some(s.now + s.duration.unwrap_or(replace));
    s.brokers.push((s.target, broker));
    Ok(text)
}

/// Ends: nothing of its own to undo (its broker comes back with every
/// incident's brokers).
pub(super) fn end(_world: &mut World, _e: Entity, _incident: &Incident) {}

/// The rules of a stream Node's kind.
fn stream_rules_of(world: &World, n: Entity) -> Option<StreamRules> {
    let kind = &world.get::<Node>(n)?.kind;
    let Role::Stream(r) = &world.resource::<Catalog>().component(kind)?.role else { return None };
    Some(r.clone())
}
