//! The Kafka-style console: the teaching simulator's commands over the
//! sim's log (DESIGN.md §3, seed 002).
//!
//! [`parse`] turns a line into a [`Command`]; [`execute`] runs it on a
//! [`Cluster`] and returns an [`Answer`], or a one-line error that leaves the
//! cluster exactly as it was. [`Answer::to_json`] and [`Answer::to_text`]
//! render it for `logjam console --json`, the terminal and the in-game
//! window.
//!
//! It owns the command language; it uses the log core alone (no Bevy, no
//! other module of Logjam), so the rule data can check a scenario's console
//! setup and the sim can run a player's line (docs/ARCHITECTURE.md).

mod parse;
mod render;

use std::collections::BTreeMap;

use serde::Serialize;

pub use parse::{Command, MAX_LINE, MAX_RECORDS, ResetTo, parse};

use crate::log::partitioner::Partitioner;
use crate::log::{Cluster, Offset, RecordView};

/// Groups that Workers on the board read: a reset is refused while the
/// group has members (Kafka resets the offsets of an empty group only), and
/// the console may not consume as them.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LiveGroups {
    /// Group name → (Worker ids, is the group empty: no Worker a member?).
    pub groups: BTreeMap<String, (Vec<String>, bool)>,
}

/// One partition of a group, as `describe group` shows it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct GroupRow {
    /// Topic.
    pub topic: String,
    /// Partition index.
    pub partition: u32,
    /// The group's committed offset (the next offset it reads); the console
    /// shows it as the group's position, as the teaching text does.
    #[serde(rename = "position")]
    pub committed: Offset,
    /// High watermark (the end consumers can read to).
    pub end: Offset,
    /// `end − committed`, never negative.
    pub lag: u64,
    /// Member reading it, if any.
    pub member: Option<String>,
}

/// A moved position, as `reset group` reports it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Moved {
    /// Topic.
    pub topic: String,
    /// Partition index.
    pub partition: u32,
    /// Position before (`None`: the group had none there).
    pub from: Option<Offset>,
    /// Position after.
    pub to: Offset,
}

/// What a command answered.
#[derive(Clone, Debug, PartialEq)]
pub enum Answer {
    /// `create topic`.
    Created {
        /// Topic.
        topic: String,
        /// Partition count.
        partitions: u32,
        /// Key hash.
        partitioner: Partitioner,
    },
    /// `topics`: name and partition count of each.
    Topics(Vec<(String, u32)>),
    /// `produce`: where the record went.
    Produced {
        /// Topic.
        topic: String,
        /// Partition.
        partition: u32,
        /// Offset.
        offset: Offset,
        /// Key.
        key: Option<String>,
    },
    /// `read`: the records, partition by partition, and the topic's picture.
    Read {
        /// Topic.
        topic: String,
        /// Records.
        records: Vec<RecordView>,
        /// Each partition's records (start, end, cells) for the picture.
        picture: Vec<render::Lane>,
    },
    /// `consume`.
    Consumed {
        /// Topic.
        topic: String,
        /// Group.
        group: String,
        /// Member that read.
        member: String,
        /// Partitions assigned to the member (empty: idle).
        assigned: Vec<u32>,
        /// Records read.
        records: Vec<RecordView>,
        /// Whether the position was saved.
        committed: bool,
    },
    /// `offsets`.
    Offsets {
        /// Topic.
        topic: String,
        /// End of each partition.
        ends: Vec<Offset>,
        /// Start of each partition.
        starts: Vec<Offset>,
        /// Each group's positions on this topic.
        groups: Vec<(String, Vec<(u32, Offset)>)>,
    },
    /// `describe group`.
    Group {
        /// Group.
        group: String,
        /// Members in join order.
        members: Vec<String>,
        /// One row per topic-partition with a position.
        partitions: Vec<GroupRow>,
    },
    /// `groups`.
    Groups(Vec<String>),
    /// `reset group`.
    Reset {
        /// Group.
        group: String,
        /// What moved.
        moved: Vec<Moved>,
    },
    /// `help`.
    Help,
}

/// Runs one command. `now` is the sim time stamped on produced records
/// (seconds). Errors are one line and change nothing.
pub fn execute(cluster: &mut Cluster, command: &Command, now: f64, live: &LiveGroups) -> Result<Answer, String> {
    match command {
        Command::CreateTopic { topic, partitions, partitioner } => {
            create_topic(cluster, topic, *partitions, *partitioner)
        }
        Command::Topics => topics(cluster),
        Command::Produce { topic, key, value } => produce(cluster, topic, key.as_deref(), value, now),
        Command::Read { topic, partition, from } => read(cluster, topic, *partition, *from),
        Command::Consume { topic, group, member, max, from_beginning, no_commit } => {
            consume(cluster, live, topic, group, member.as_deref(), *max, *from_beginning, *no_commit)
        }
        Command::Offsets { topic } => offsets(cluster, topic),
        Command::DescribeGroup { group } => describe_group(cluster, group),
        Command::Groups => groups(cluster),
        Command::ResetGroup { group, to } => reset_group(cluster, live, group, *to),
        Command::Help => help(),
    }
}

/// `create topic`: creates the topic. Errors: the cluster's refusal (a bad
/// or taken name, a bad partition count); then nothing is created.
fn create_topic(
    cluster: &mut Cluster,
    topic: &str,
    partitions: u32,
    partitioner: Partitioner,
) -> Result<Answer, String> {
    cluster.create_topic(topic, partitions, partitioner).map_err(|e| e.to_string())?;
    Ok(Answer::Created { topic: topic.to_string(), partitions, partitioner })
}

/// `topics`: each topic's name and partition count. Changes nothing; never
/// fails.
fn topics(cluster: &Cluster) -> Result<Answer, String> {
    Ok(Answer::Topics(cluster.topics().map(|t| (t.name().to_string(), t.partition_count())).collect()))
}

/// `produce`: appends one record stamped `now` to the topic. Errors: no
/// such topic, or the topic's refusal (e.g. a record too large).
fn produce(cluster: &mut Cluster, topic: &str, key: Option<&str>, value: &str, now: f64) -> Result<Answer, String> {
    let t = cluster.topic_mut(topic).map_err(|e| e.to_string())?;
    let (partition, offset) = t.produce(key, value, now).map_err(|e| e.to_string())?;
    Ok(Answer::Produced { topic: topic.to_string(), partition, offset, key: key.map(str::to_string) })
}

/// `read`: the records of one partition or all, from `from` (or each log
/// start) to the high watermark (what a consumer can read), at most
/// [`MAX_RECORDS`] in all, and the topic's picture. Changes
/// nothing. Errors: no such topic or partition.
fn read(cluster: &Cluster, topic: &str, partition: Option<u32>, from: Option<u64>) -> Result<Answer, String> {
    let t = cluster.topic(topic).map_err(|e| e.to_string())?;
    let parts: Vec<u32> = match partition {
        Some(p) => {
            t.partition(p).map_err(|e| e.to_string())?;
            vec![p]
        }
        None => (0..t.partition_count()).collect(),
    };
    let mut records = Vec::new();
    for &p in &parts {
        let part = t.partition(p).expect("checked");
        let start = from.unwrap_or(part.log_start());
        records.extend(part.records(p, start, part.high_watermark(), MAX_RECORDS.saturating_sub(records.len() as u64)));
    }
    let picture = parts.iter().map(|&p| render::Lane::of(t, p, cluster, None)).collect();
    Ok(Answer::Read { topic: topic.to_string(), records, picture })
}

/// `consume`: joins `member` (default: the group's, or `G-1`) to the group
/// (created if new), reads its partitions from the group's positions (or
/// the log start or end) up to `max` records, counts them delivered and,
/// unless `no_commit`, commits the new positions. Errors, checked before
/// any change: a group the board's Workers read, or no such topic.
#[allow(clippy::too_many_arguments)]
fn consume(
    cluster: &mut Cluster,
    live: &LiveGroups,
    topic: &str,
    group: &str,
    member: Option<&str>,
    max: Option<u64>,
    from_beginning: bool,
    no_commit: bool,
) -> Result<Answer, String> {
    if let Some((workers, _)) = live.groups.get(group) {
        return Err(format!(
            "group '{group}' is read by the board's Workers ({}); consume with another group name",
            workers.join(", ")
        ));
    }
    let t = cluster.topic(topic).map_err(|e| e.to_string())?;
    let n = t.partition_count();
    let existing = cluster.group(group).ok();
    let member = member.map(str::to_string).unwrap_or_else(|| match existing {
        Some(g) => g.default_member(),
        None => format!("{group}-1"),
    });
    // Everything that can fail has been checked: from here on, change.
    let g = cluster.group_or_create(group);
    g.join(&member);
    let index = g.members().iter().position(|m| *m == member).expect("joined");
    let range = g.partitions_of(index, n);
    let g = cluster.group(group).expect("created").clone();
    let t = cluster.topic(topic).expect("checked");
    let mut left = max.unwrap_or(MAX_RECORDS);
    let mut records = Vec::new();
    let mut new_positions = Vec::new();
    for p in range.clone() {
        let part = t.partition(p).expect("in range");
        let start = match g.committed(topic, p) {
            Some(pos) => pos,
            None if from_beginning => part.log_start(),
            None => part.log_end(),
        }
        .max(part.log_start());
        let read = part.records(p, start, part.high_watermark(), left);
        left -= read.len() as u64;
        new_positions.push((p, start + read.len() as u64));
        records.extend(read);
    }
    let g = cluster.group_mut(group).expect("created");
    g.count_delivered(topic, records.len() as u64);
    if !no_commit {
        for (p, pos) in new_positions {
            g.commit(topic, p, pos);
        }
    }
    Ok(Answer::Consumed {
        topic: topic.to_string(),
        group: group.to_string(),
        member,
        assigned: range.collect(),
        records,
        committed: !no_commit,
    })
}

/// `offsets`: each partition's start and end, and every group's positions
/// on the topic. Changes nothing. Errors: no such topic.
fn offsets(cluster: &Cluster, topic: &str) -> Result<Answer, String> {
    let t = cluster.topic(topic).map_err(|e| e.to_string())?;
    let ends = t.partitions().iter().map(|p| p.high_watermark()).collect();
    let starts = t.partitions().iter().map(|p| p.log_start()).collect();
    let groups = cluster
        .groups()
        .filter_map(|g| {
            let pos: Vec<(u32, Offset)> =
                g.committed_offsets().filter(|(tn, _, _)| *tn == topic).map(|(_, p, o)| (p, o)).collect();
            (!pos.is_empty()).then(|| (g.name().to_string(), pos))
        })
        .collect();
    Ok(Answer::Offsets { topic: topic.to_string(), ends, starts, groups })
}

/// `describe group`: the group's members and, for each partition it has a
/// position on, the position, end, lag and member. Changes nothing. Errors:
/// no such group.
fn describe_group(cluster: &Cluster, group: &str) -> Result<Answer, String> {
    let g = cluster.group(group).map_err(|e| e.to_string())?;
    let mut rows = Vec::new();
    for (topic, p, committed) in g.committed_offsets() {
        let Ok(t) = cluster.topic(topic) else { continue };
        let Ok(part) = t.partition(p) else { continue };
        let assignment = g.assignment(t.partition_count());
        rows.push(GroupRow {
            topic: topic.to_string(),
            partition: p,
            committed,
            end: part.high_watermark(),
            lag: part.high_watermark().saturating_sub(committed.max(part.log_start())),
            member: assignment[p as usize].map(|i| g.members()[i].clone()),
        });
    }
    Ok(Answer::Group { group: group.to_string(), members: g.members().to_vec(), partitions: rows })
}

/// `groups`: every group's name. Changes nothing; never fails.
fn groups(cluster: &Cluster) -> Result<Answer, String> {
    Ok(Answer::Groups(cluster.groups().map(|g| g.name().to_string()).collect()))
}

/// `reset group`: moves the group's position on every partition of its
/// topics to `to` (clamped to the log start and the high watermark) and
/// commits it. Errors, checked before any change: no such group, or a
/// board group that has members.
fn reset_group(cluster: &mut Cluster, live: &LiveGroups, group: &str, to: ResetTo) -> Result<Answer, String> {
    let g = cluster.group(group).map_err(|e| e.to_string())?;
    if let Some((workers, empty)) = live.groups.get(group)
        && !empty
    {
        return Err(format!(
            "group '{group}' has members ({}): Kafka resets the offsets of an empty group only. Stop its Workers \
             (Stop, not Pause: a paused consumer is still a member), reset, then start them",
            workers.join(", ")
        ));
    }
    let mut moved = Vec::new();
    for topic in g.topics() {
        let Ok(t) = cluster.topic(&topic) else { continue };
        for p in 0..t.partition_count() {
            let part = t.partition(p).expect("in range");
            let (lo, hi) = (part.log_start(), part.high_watermark());
            let from = g.committed(&topic, p);
            let target = match to {
                ResetTo::Earliest => lo,
                ResetTo::Latest => hi,
                ResetTo::Offset(o) => o.clamp(lo, hi),
                ResetTo::By(d) => {
                    let base = from.unwrap_or(lo) as i128 + i128::from(d);
                    base.clamp(i128::from(lo), i128::from(hi)) as u64
                }
            };
            moved.push(Moved { topic: topic.clone(), partition: p, from, to: target });
        }
    }
    let g = cluster.group_mut(group).expect("checked");
    for m in &moved {
        g.commit(&m.topic, m.partition, m.to);
    }
    Ok(Answer::Reset { group: group.to_string(), moved })
}

/// `help`: the command list (rendered by the answer). Changes nothing;
/// never fails.
fn help() -> Result<Answer, String> {
    Ok(Answer::Help)
}

/// Parses and runs one line; the answer or error as one line of JSON.
pub fn run_json(cluster: &mut Cluster, line: &str, now: f64, live: &LiveGroups) -> String {
    match parse(line).and_then(|c| execute(cluster, &c, now, live)) {
        Ok(a) => a.to_json(),
        Err(e) => render::error_json(&e),
    }
}

/// Parses and runs one line; the answer as readable text, or `error: …`.
pub fn run_text(cluster: &mut Cluster, line: &str, now: f64, live: &LiveGroups) -> String {
    match parse(line).and_then(|c| execute(cluster, &c, now, live)) {
        Ok(a) => a.to_text(cluster),
        Err(e) => format!("error: {e}"),
    }
}
