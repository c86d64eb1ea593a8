//! Worker crash: a Worker crashes after processing and before committing.
//! Its partitions go back to their committed positions and it reads some
//! events again (duplicate side effects). The incident stays open a short
//! while to count the duplicates it causes.
//!
//! Rules: seed 002 (a crash between processing and commit redelivers).

use bevy::prelude::*;

use super::{Incident, Strike};
use crate::rules::words::t;
use crate::sim::{Node, Worker};

/// How long a Worker crash stays open to count the duplicates it causes.
const CRASH_WINDOW_SECONDS: f64 = 10.0;

/// Strikes: the Worker crashes now (at this point of the tick).
pub(super) fn strike(world: &mut World, s: &mut Strike) -> Result<super::Said, String> {
    let text = crash_worker(world, s.target, s.fraction)?;
    s.ends = Some(s.now + s.duration.unwrap_or(CRASH_WINDOW_SECONDS));
    Ok(text)
}

/// Ends: nothing to undo (the Worker restarted when it crashed).
pub(super) fn end(_world: &mut World, _e: Entity, _incident: &Incident) {}

/// A Worker crashes after processing and before committing: its partitions
/// go back to their committed positions. `fraction` is how far into the
/// current tick it strikes (0 = at its start).
///
/// Errors: the Node is not a Worker.
pub fn crash_worker(world: &mut World, e: Entity, fraction: f64) -> Result<super::Said, String> {
    let node = world.get::<Node>(e).cloned().ok_or("no such Node")?;
    let Some(mut worker) = world.get_mut::<Worker>(e) else {
        return Err(crate::t!("events-refused-not-worker", node = node.id.as_str()));
    };
    worker.crash_at = Some(fraction);
    Ok(super::Said::new(|l| t!("events-worker-crashed" in l, node = node.id.as_str())))
}
