//! The run report: every figure of a run, as one JSON object.
//!
//! Field names are documented in the README ("Headless runs"). Maps are
//! ordered and numbers are printed the same way each time, so the same
//! scenario, seed and actions give a byte-identical report.

use std::collections::BTreeMap;

use bevy::prelude::*;
use serde::Serialize;

use super::{Board, Node, Producer, SimClock, SimLog, Stream, Worker};

/// The whole report.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Report {
    /// Scenario name.
    pub scenario: String,
    /// Seed used.
    pub seed: u64,
    /// Sim seconds run.
    pub sim_seconds: f64,
    /// Ticks run.
    pub ticks: u64,
    /// Messages appended to all streams.
    pub appended: u64,
    /// Messages consumed, per group (all streams).
    pub consumed: BTreeMap<String, u64>,
    /// Lag per group: total and per topic-partition.
    pub lag: BTreeMap<String, GroupLag>,
    /// Per stream detail.
    pub streams: Vec<StreamReport>,
    /// Per producer.
    pub producers: Vec<ProducerReport>,
    /// Per worker.
    pub workers: Vec<WorkerReport>,
    /// Player actions applied, with their ticks.
    pub actions: usize,
}

/// A group's lag.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct GroupLag {
    /// Sum over partitions, messages.
    pub total: u64,
    /// One entry per topic-partition the group reads.
    pub partitions: Vec<PartitionLag>,
}

/// Lag on one partition.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PartitionLag {
    /// Topic.
    pub topic: String,
    /// Partition index.
    pub partition: u32,
    /// Committed position (next offset to read).
    pub position: u64,
    /// `high_watermark − position`, messages.
    pub lag: u64,
}

/// One Event Stream.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct StreamReport {
    /// Node id.
    pub node: String,
    /// Topic name.
    pub topic: String,
    /// `"Key"` or `"RoundRobin"`.
    pub partition_key: String,
    /// Messages appended.
    pub appended: u64,
    /// Messages refused for lack of append capacity.
    pub throttled: u64,
    /// Messages that reached it with no group reading it.
    pub stranded: u64,
    /// Offsets of each partition.
    pub partitions: Vec<PartitionReport>,
    /// Each group reading it.
    pub groups: Vec<GroupReport>,
}

/// Offsets of one partition.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct PartitionReport {
    /// Partition index.
    pub partition: u32,
    /// Oldest offset held.
    pub log_start: u64,
    /// Readable up to here.
    pub high_watermark: u64,
    /// Next offset to be written.
    pub log_end: u64,
}

/// One group on one stream.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GroupReport {
    /// Group name.
    pub group: String,
    /// Member ids in join order.
    pub members: Vec<String>,
    /// Messages consumed.
    pub consumed: u64,
    /// Messages retention removed before the group read them.
    pub lost: u64,
    /// Total lag, messages.
    pub lag: u64,
    /// Per partition: position, lag, member.
    pub partitions: Vec<GroupPartitionReport>,
}

/// A group on one partition.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GroupPartitionReport {
    /// Partition index.
    pub partition: u32,
    /// Committed position.
    pub position: u64,
    /// Lag, messages.
    pub lag: u64,
    /// Member reading it, if any.
    pub member: Option<String>,
}

/// One producer.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ProducerReport {
    /// Node id.
    pub node: String,
    /// Messages accepted.
    pub produced: u64,
    /// Messages refused.
    pub throttled: u64,
}

/// One worker.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct WorkerReport {
    /// Node id.
    pub node: String,
    /// Group.
    pub group: String,
    /// Tasks completed.
    pub consumed: u64,
    /// Partitions it reads (empty: idle).
    pub partitions: Vec<u32>,
}

impl Report {
    /// Builds the report from the world's current state.
    pub fn build(world: &mut World) -> Report {
        let board = world.resource::<Board>().clone();
        let clock = world.resource::<SimClock>().clone();
        let log = world.resource::<SimLog>().clone();
        let scenario = board.scenario.as_ref().map(|s| (s.name.clone(), s.seed)).unwrap_or_default();
        let mut report = Report {
            scenario: scenario.0,
            seed: scenario.1,
            sim_seconds: clock.now,
            ticks: clock.tick,
            appended: 0,
            consumed: BTreeMap::new(),
            lag: BTreeMap::new(),
            streams: Vec::new(),
            producers: Vec::new(),
            workers: Vec::new(),
            actions: world.resource::<super::ActionLog>().entries.len(),
        };
        let id_of = |world: &World, e: Entity| world.get::<Node>(e).map(|n| n.id.clone()).unwrap_or_default();
        for (id, &e) in &board.nodes {
            if let Some(p) = world.get::<Producer>(e) {
                report.producers.push(ProducerReport {
                    node: id.clone(),
                    produced: p.produced,
                    throttled: p.throttled,
                });
            }
            if let Some(w) = world.get::<Worker>(e) {
                report.workers.push(WorkerReport {
                    node: id.clone(),
                    group: w.group.clone(),
                    consumed: w.consumed,
                    partitions: w.assigned.clone().collect(),
                });
            }
            let Some(stream) = world.get::<Stream>(e) else { continue };
            let Ok(topic) = log.topic(&stream.topic) else { continue };
            report.appended += stream.appended;
            let mut sr = StreamReport {
                node: id.clone(),
                topic: stream.topic.clone(),
                partition_key: format!("{:?}", stream.partition_key),
                appended: stream.appended,
                throttled: stream.throttled,
                stranded: stream.stranded,
                partitions: topic
                    .partitions()
                    .iter()
                    .enumerate()
                    .map(|(i, p)| PartitionReport {
                        partition: i as u32,
                        log_start: p.log_start(),
                        high_watermark: p.high_watermark(),
                        log_end: p.log_end(),
                    })
                    .collect(),
                groups: Vec::new(),
            };
            for (gname, flow) in &stream.groups {
                let n = topic.partition_count();
                let assignment = super::log::range_assignment(flow.members.len(), n);
                let mut gr = GroupReport {
                    group: gname.clone(),
                    members: flow.members.iter().map(|&m| id_of(world, m)).collect(),
                    consumed: flow.consumed,
                    lost: flow.lost,
                    lag: 0,
                    partitions: Vec::new(),
                };
                let glag = report.lag.entry(gname.clone()).or_default();
                for p in 0..n {
                    let part = topic.partition(p).expect("in range");
                    let position =
                        log.group(gname).ok().and_then(|g| g.position(&stream.topic, p)).unwrap_or(part.log_start());
                    let lag = log.lag(gname, &stream.topic, p).unwrap_or(0);
                    gr.lag += lag;
                    gr.partitions.push(GroupPartitionReport {
                        partition: p,
                        position,
                        lag,
                        member: assignment[p as usize].map(|i| gr.members[i].clone()),
                    });
                    glag.total += lag;
                    glag.partitions.push(PartitionLag { topic: stream.topic.clone(), partition: p, position, lag });
                }
                *report.consumed.entry(gname.clone()).or_default() += flow.consumed;
                sr.groups.push(gr);
            }
            report.streams.push(sr);
        }
        report
    }

    /// The report as pretty JSON (stable: same state, same bytes).
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a report always serialises")
    }
}
