//! Incidents that a scenario schedules (and the player can cause for
//! practice): a failed broker, a crashed Worker.
//!
//! Rules: DESIGN.md §2, how it fails (failed broker: replication factor 1
//! loses every event it held; with more replicas `all` loses none, `1` loses
//! what the followers had not copied, `0` also loses the producer's latest
//! events) and seed 002 (a crash between processing and commit redelivers).

use bevy::prelude::*;

use super::{Board, Node, SimClock, SimLog, SimSet, SimTick, Stream};
use crate::catalog::{Catalog, Role};
use crate::scenario::{Acks, IncidentKind, IncidentSpec};

/// Scheduled incidents, in time order, and how many have struck.
#[derive(Resource, Clone, Debug, Default)]
pub struct IncidentSchedule {
    /// `(at, kind, target)` sorted by `at` (stable).
    pub entries: Vec<IncidentSpec>,
    /// Entries already fired.
    pub fired: usize,
    /// What happened, for the incident log: `(sim time, text)`.
    pub history: Vec<(f64, String)>,
}

impl IncidentSchedule {
    /// A schedule from a scenario's list.
    pub fn new(list: &[IncidentSpec]) -> IncidentSchedule {
        let mut entries = list.to_vec();
        entries.sort_by(|a, b| a.at.total_cmp(&b.at));
        IncidentSchedule { entries, fired: 0, history: Vec::new() }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<IncidentSchedule>().add_systems(SimTick, fire_scheduled.in_set(SimSet::Incidents));
}

fn fire_scheduled(world: &mut World) {
    let (now, dt) = {
        let c = world.resource::<SimClock>();
        (c.now, c.step)
    };
    loop {
        // Every incident due within this tick's interval fires now.
        let next = {
            let s = world.resource::<IncidentSchedule>();
            s.entries.get(s.fired).filter(|e| e.at < now + dt - 1e-9).cloned()
        };
        let Some(incident) = next else { break };
        world.resource_mut::<IncidentSchedule>().fired += 1;
        let Some(&e) = world.resource::<Board>().nodes.get(&incident.target) else { continue };
        let text = match incident.kind {
            IncidentKind::BrokerFailure => fail_broker(world, e),
            IncidentKind::WorkerCrash => crash_worker(world, e, ((incident.at - now) / dt).clamp(0.0, 1.0)),
        };
        if let Ok(text) = text {
            world.resource_mut::<IncidentSchedule>().history.push((now, text));
        }
    }
}

/// The leader broker of a stream fails. Returns what happened, in words.
///
/// Errors: the Node is not an Event Stream.
pub fn fail_broker(world: &mut World, e: Entity) -> Result<String, String> {
    let now = world.resource::<SimClock>().now;
    let node = world.get::<Node>(e).cloned().ok_or("no such Node")?;
    let Some(stream) = world.get::<Stream>(e).cloned() else {
        return Err(format!("'{}' is not an Event Stream", node.id));
    };
    let failover = match world.resource::<Catalog>().component(&node.kind).map(|c| &c.role) {
        Some(Role::Stream(r)) => r.failover_seconds,
        _ => 0.0,
    };
    // Per partition: the records removed, as the range [from, old end).
    let mut removed: Vec<(u64, u64)> = Vec::new();
    let mut total = 0u64;
    {
        let mut log = world.resource_mut::<SimLog>();
        let topic = log.topic_mut(&stream.topic).map_err(|e| e.to_string())?;
        for p in 0..topic.partition_count() {
            let part = topic.partition_mut(p).expect("in range");
            let (old_start, old_end) = (part.log_start(), part.log_end());
            let from = if stream.replication_factor <= 1 {
                // The only copy of every event it held is gone.
                total += part.clear();
                old_start
            } else {
                match stream.acks {
                    // Nothing acknowledged is lost; unacknowledged records
                    // are retried by the producer.
                    Acks::All => old_end,
                    // Acknowledged by the leader alone, not yet copied: gone.
                    Acks::One | Acks::Zero => {
                        total += part.truncate_to(part.high_watermark());
                        part.log_end()
                    }
                }
            };
            removed.push((from, old_end));
        }
    }
    let mut commits: Vec<(String, u32, u64)> = Vec::new();
    {
        let mut s = world.get_mut::<Stream>(e).expect("checked");
        s.lost_broker += total;
        s.failover_until = Some(now + failover);
        for (g, flow) in s.groups.iter_mut() {
            for (p, &(from, old_end)) in removed.iter().enumerate() {
                if p >= flow.processed.len() || from >= old_end {
                    continue;
                }
                // The removed records this group had not processed: their
                // work never happens.
                flow.lost_broker += old_end.saturating_sub(flow.processed[p].max(from));
                if stream.replication_factor <= 1 {
                    // The log starts again at the old end.
                    flow.processed[p] = old_end;
                    flow.max_processed[p] = flow.max_processed[p].max(old_end);
                    commits.push((g.clone(), p as u32, old_end));
                } else {
                    flow.processed[p] = flow.processed[p].min(from);
                    flow.max_processed[p] = flow.max_processed[p].min(from);
                }
            }
        }
    }
    {
        let mut log = world.resource_mut::<SimLog>();
        for (g, p, pos) in commits {
            if let Ok(group) = log.group_mut(&g) {
                group.commit(&stream.topic, p, pos);
            }
        }
    }
    Ok(format!(
        "A broker of '{}' failed: {} events lost (replication factor {}, acks={}); no leader for {:.0} s",
        node.id,
        total,
        stream.replication_factor,
        stream.acks.label(),
        failover
    ))
}

/// A Worker crashes after processing and before committing: its partitions
/// go back to their committed positions. `fraction` is how far into the
/// current tick it strikes (0 = at its start).
///
/// Errors: the Node is not a Worker.
pub fn crash_worker(world: &mut World, e: Entity, fraction: f64) -> Result<String, String> {
    let node = world.get::<Node>(e).cloned().ok_or("no such Node")?;
    let Some(mut worker) = world.get_mut::<super::Worker>(e) else {
        return Err(format!("'{}' is not a Worker", node.id));
    };
    worker.crash_at = Some(fraction);
    Ok(format!("Worker '{}' crashed before committing: its partitions go back to their last commit", node.id))
}
