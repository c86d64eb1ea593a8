//! Hot key: one key takes a large share of a producer's traffic for a
//! while, and all of it lands on one partition. The other keys keep their
//! proportions of the rest. It ends by itself, and the producer's keys are
//! as they were.
//!
//! Its rules are cited in `mod.rs`.

use bevy::prelude::*;

use super::{Incident, Strike};
use crate::rules::scenario::HotKey;
use crate::rules::words::t;
use crate::sim::{Entities, Producer};

/// Strikes: the key (the spec's, or the producer's prefix and 7) takes the
/// spec's share (or the catalog's, or half).
pub(super) fn strike(world: &mut World, s: &mut Strike) -> Result<super::Said, String> {
    let share = s.spec.share.or(s.rules.hot_share).unwrap_or(0.5);
    let key = hot_key_start(world, s.target, s.spec.key.clone(), share)?;
    let percent = format!("{:.0}", share * 100.0);
    Ok(super::Said::new(
        |l| t!("events-hot-key" in l, key = key.as_str(), percent = percent.as_str(), node = s.spec.target.as_str()),
    ))
}

/// Ends: the producer's keys are as before it.
pub(super) fn end(world: &mut World, _e: Entity, incident: &Incident) {
    if let Some(&n) = incident.struck.first() {
        hot_key_end(world, n);
    }
}

/// A hot key takes `share` of a producer's traffic: the other keys keep
/// their proportions of the rest. Returns the key.
fn hot_key_start(world: &mut World, n: Entity, key: Option<String>, share: f64) -> Result<String, String> {
    let Some(p) = world.get::<Producer>(n).cloned() else { return Err("not a producer".into()) };
    let base = p.base_keys.clone().unwrap_or_else(|| p.keys.clone());
    let key = key.unwrap_or_else(|| format!("{}7", base.prefix));
    let mut keys = base.clone();
    for h in keys.hot.iter_mut() {
        h.share *= 1.0 - share;
    }
    keys.hot.retain(|h| h.key != key);
    keys.hot.insert(0, HotKey { key: key.clone(), share });
    let (tracked, weight) = {
        let mut entities = world.resource_mut::<Entities>();
        crate::sim::topology::tracked_entities(&keys, &mut entities)
    };
    let mut p = world.get_mut::<Producer>(n).expect("checked");
    p.base_keys = Some(base);
    p.keys = keys;
    p.tracked = tracked;
    p.tracked_weight = weight;
    Ok(key)
}

fn hot_key_end(world: &mut World, n: Entity) {
    let Some(base) = world.get::<Producer>(n).and_then(|p| p.base_keys.clone()) else { return };
    let (tracked, weight) = {
        let mut entities = world.resource_mut::<Entities>();
        crate::sim::topology::tracked_entities(&base, &mut entities)
    };
    let mut p = world.get_mut::<Producer>(n).expect("checked");
    p.keys = base;
    p.base_keys = None;
    p.tracked = tracked;
    p.tracked_weight = weight;
}
