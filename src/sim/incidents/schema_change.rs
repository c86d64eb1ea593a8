//! Breaking schema change: a producer ships a change its consumers cannot
//! read; a group stops at the first event it cannot read. It ends once no
//! group is blocked and the producer writes what its readers can read:
//! upgrade the groups (they read every schema written so far), or roll the
//! producer back (new events are readable again; those already written
//! still block). The Schema registry research refuses the change.
//!
//! Rules: seed 003 (breaking schema changes).

use bevy::prelude::*;

use super::{Incident, Strike};
use crate::rules::research::ResearchEffect;
use crate::rules::words::t;
use crate::sim::{Board, Links, Producer, Research, SimLog, Stream};

/// Strikes: the producer writes the next schema version (with the Schema
/// registry, the change is refused and the incident ends at once).
pub(super) fn strike(world: &mut World, s: &mut Strike) -> Result<super::Said, String> {
    if world.resource::<Research>().gives(ResearchEffect::SchemaRegistry) {
        s.ends = Some(s.now);
        Ok(super::Said::new(|l| t!("events-schema-refused" in l, node = s.spec.target.as_str())))
    } else {
        let mut p =
            world.get_mut::<Producer>(s.target).ok_or_else(|| format!("'{}' is not a producer", s.spec.target))?;
        p.schema_version += 1;
        let version = p.schema_version;
        Ok(super::Said::new(|l| t!("events-schema-breaks" in l, node = s.spec.target.as_str(), version = version)))
    }
}

/// Ends: nothing to undo (the player's answers changed the schemas).
pub(super) fn end(_world: &mut World, _e: Entity, _incident: &Incident) {}

/// How incident `e` ends before its time, if it does now: once every
/// group reads on.
pub(super) fn resolved(world: &mut World, e: Entity) -> Option<super::Said> {
    let target = world.get::<Incident>(e)?.target.clone();
    schema_fixed(world, &target).then(|| super::Said::new(|l| t!("events-schema-fixed" in l)))
}

/// True when the producer writes a schema every group on its streams can
/// read, and no group is stopped at an event it cannot read.
fn schema_fixed(world: &mut World, producer_id: &str) -> bool {
    let Some(&n) = world.resource::<Board>().nodes.get(producer_id) else { return true };
    let Some(version) = world.get::<Producer>(n).map(|p| p.schema_version) else { return true };
    let targets = world.get::<Links>(n).map(|l| l.0.clone()).unwrap_or_default();
    for t in targets {
        let Some(s) = world.get::<Stream>(t) else { continue };
        if s.groups.values().any(|f| f.blocked || f.readable_schema < version) {
            return false;
        }
    }
    true
}

/// Roll back: the producer writes the schema its readers know again.
///
/// Errors: no breaking change under way on it.
pub fn roll_back(world: &mut World, n: Entity) -> Result<(), String> {
    let mut p = world.get_mut::<Producer>(n).ok_or("not a producer")?;
    if p.schema_version <= 1 {
        return Err(crate::t!("events-refused-first-schema"));
    }
    p.schema_version -= 1;
    Ok(())
}

/// Upgrade a group's Workers: they read every schema written so far (by a
/// producer now, or already in the log before a roll-back).
///
/// Errors: no such group on the board.
pub fn upgrade_group(world: &mut World, group: &str) -> Result<(), String> {
    let producing = world.query::<&Producer>().iter(world).map(|p| p.schema_version).max().unwrap_or(1);
    let topics: Vec<String> = world.query::<&Stream>().iter(world).map(|s| s.topic.clone()).collect();
    let log = world.resource::<SimLog>();
    let written = topics
        .iter()
        .filter_map(|t| log.topic(t).ok())
        .flat_map(|t| t.partitions().iter().map(|p| p.newest_schema()))
        .max()
        .unwrap_or(1);
    let newest = producing.max(written);
    let mut found = false;
    for mut s in world.query::<&mut Stream>().iter_mut(world) {
        if let Some(flow) = s.groups.get_mut(group) {
            flow.readable_schema = flow.readable_schema.max(newest);
            found = true;
        }
    }
    if found { Ok(()) } else { Err(crate::t!("events-refused-no-group", group = group)) }
}
