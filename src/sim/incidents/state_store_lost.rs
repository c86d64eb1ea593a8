//! State store lost: a Worker's local table (a Kafka Streams state store on
//! its disk) is gone, as when its machine is replaced. Its group reads the
//! Worker's partitions again from the log start to rebuild the table: the
//! stream is its changelog. A key whose every record retention deleted
//! cannot come back (lost to retention); a compacted stream still holds
//! each key's latest record, and a rebuild from it reads little more than
//! one record per key.
//!
//! Rule: docs/RULES.md#incident-state-store-lost.

use bevy::prelude::*;

use super::{Incident, Strike};
use crate::rules::words::t;
use crate::sim::compaction::keys_lost_in;
use crate::sim::{Links, SimLog, Stream, Worker};

/// How long the incident stays open (its badge), sim seconds, unless the
/// scenario says.
const OPEN_SECONDS: f64 = 10.0;

/// Strikes: the Worker's partitions go back to the log start, committed
/// there, and the group counts the keys the log no longer holds as lost.
pub(super) fn strike(world: &mut World, s: &mut Strike) -> Result<super::Said, String> {
    let (group, parts) = {
        let w = world.get::<Worker>(s.target).ok_or_else(|| format!("'{}' is not a Worker", s.spec.target))?;
        (w.group.clone(), w.assigned.clone())
    };
    let streams: Vec<Entity> = world
        .query::<(Entity, &Stream, &Links)>()
        .iter(world)
        .filter(|(_, st, l)| l.0.contains(&s.target) && st.groups.contains_key(&group))
        .map(|(e, ..)| e)
        .collect();
    let mut lost_total = 0u64;
    let mut topics = Vec::new();
    for se in streams {
        let (topic, starts, lost) = {
            let stream = world.get::<Stream>(se).expect("a stream");
            let log = world.resource::<SimLog>();
            let Ok(topic) = log.topic(&stream.topic) else { continue };
            let starts: Vec<(u32, u64)> =
                parts.iter().filter_map(|&p| topic.partition(p).ok().map(|part| (p, part.log_start()))).collect();
            (stream.topic.clone(), starts, keys_lost_in(stream, topic, &parts))
        };
        {
            let mut stream = world.get_mut::<Stream>(se).expect("a stream");
            let flow = stream.groups.get_mut(&group).expect("checked above");
            for &(p, start) in &starts {
                if let Some(fp) = flow.partitions.get_mut(p as usize) {
                    fp.position = start;
                }
            }
            flow.keys_lost += lost;
            flow.lost_retention += lost;
            flow.restoring = true;
            flow.restoring_since = s.now;
        }
        let mut log = world.resource_mut::<SimLog>();
        if let Ok(g) = log.group_mut(&group) {
            for &(p, start) in &starts {
                g.commit(&topic, p, start);
            }
        }
        lost_total += lost;
        topics.push(topic);
    }
    s.ends = Some(s.now + s.duration.unwrap_or(OPEN_SECONDS));
    let topics = topics.join(", ");
    Ok(super::Said::new(|l| {
        let read = if topics.is_empty() { t!("events-state-store-nothing" in l) } else { topics.clone() };
        t!(
            "events-state-store-lost" in l,
            node = s.spec.target.as_str(),
            group = group.as_str(),
            topics = read,
            lost = lost_total
        )
    }))
}

/// Ends: nothing to undo (the rebuild goes on by itself).
pub(super) fn end(_world: &mut World, _e: Entity, _incident: &Incident) {}
