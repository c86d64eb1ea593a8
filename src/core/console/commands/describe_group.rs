//! `describe group G`: the group's members and, per partition it has a
//! position on, the position, end, lag and member.

use serde::Serialize;
use serde_json::{Value, json};

use super::ConsoleCommand;
use crate::console::LiveGroups;
use crate::console::render::Lane;
use crate::console::words::{expect_word, name_at, no_more};
use crate::log::{Cluster, Offset};

/// `describe group G`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DescribeGroup {
    /// Group name.
    pub group: String,
}

/// What `describe group` found.
#[derive(Clone, Debug, PartialEq)]
pub struct GroupDescription {
    /// Group.
    pub group: String,
    /// Members in join order.
    pub members: Vec<String>,
    /// One row per topic-partition with a position.
    pub partitions: Vec<GroupRow>,
    /// The group's `isolation.level`.
    pub isolation: crate::log::Isolation,
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
    /// The end the group can read to: the high watermark, or for a
    /// `read_committed` group the last stable offset.
    pub end: Offset,
    /// `end − committed`, never negative.
    pub lag: u64,
    /// Member reading it, if any.
    pub member: Option<String>,
}

const USAGE: &str = "describe group G";

impl ConsoleCommand for DescribeGroup {
    type Answer = GroupDescription;
    const WORDS: &'static [&'static str] = &["describe"];
    const HELP: &'static str = "\
describe group G
    position, end, lag and member per partition";
    const SYNTAX: &'static [&'static str] = &["describe group G"];
    const CHANGES_THE_LOG: bool = false;

    fn parse(_line: &str, words: &[&str]) -> Result<Self, String> {
        expect_word(words, 1, "group", USAGE)?;
        let group = name_at(words, 2, "group", USAGE)?;
        no_more(words, 3, DescribeGroup { group })
    }

    /// The group's members and, for each partition it has a position on,
    /// the position, end, lag and member. Changes nothing. Errors: no such
    /// group.
    fn run(&self, cluster: &mut Cluster, _now: f64, _live: &LiveGroups) -> Result<GroupDescription, String> {
        if cluster.share_group(&self.group).is_ok() {
            let e = crate::log::LogError::GroupTypeMismatch { group: self.group.clone(), is: "share" };
            return Err(format!("{e} (describe share-group {})", self.group));
        }
        let g = cluster.group(&self.group).map_err(|e| e.to_string())?;
        let mut rows = Vec::new();
        for (topic, p, committed) in g.committed_offsets() {
            let Ok(t) = cluster.topic(topic) else { continue };
            let Ok(part) = t.partition(p) else { continue };
            let assignment = g.assignment(t.partition_count());
            rows.push(GroupRow {
                topic: topic.to_string(),
                partition: p,
                committed,
                end: match g.isolation() {
                    crate::log::Isolation::ReadUncommitted => part.high_watermark(),
                    crate::log::Isolation::ReadCommitted => part.last_stable_offset(),
                },
                lag: cluster.lag(&self.group, topic, p).unwrap_or_default(),
                member: assignment[p as usize].map(|i| g.members()[i].clone()),
            });
        }
        Ok(GroupDescription {
            group: self.group.clone(),
            members: g.members().to_vec(),
            partitions: rows,
            isolation: g.isolation(),
        })
    }

    fn text(a: &GroupDescription, cluster: &Cluster, out: &mut String) {
        let GroupDescription { group, members, partitions, isolation } = a;
        out.push_str(&format!(
            "group {group}, members {}\n",
            if members.is_empty() { "-".into() } else { members.join(", ") }
        ));
        if *isolation == crate::log::Isolation::ReadCommitted {
            out.push_str("isolation read_committed: its end is the last stable offset\n");
        }
        if partitions.is_empty() {
            out.push_str("no positions yet");
            return;
        }
        let columns = ["topic", "partition", "position", "end", "lag"];
        out.push_str(&format!(
            "{:<14} {:>9} {:>9} {:>9} {:>7}  member\n",
            columns[0], columns[1], columns[2], columns[3], columns[4]
        ));
        for r in partitions {
            out.push_str(&format!(
                "{:<14} {:>9} {:>9} {:>9} {:>7}  {}\n",
                r.topic,
                r.partition,
                r.committed,
                r.end,
                r.lag,
                r.member.as_deref().unwrap_or("-")
            ));
        }
        out.push('\n');
        for r in partitions {
            if let Ok(t) = cluster.topic(&r.topic) {
                out.push_str(&format!("{}\n", r.topic));
                Lane::of(t, r.partition, cluster, Some(group)).draw(out);
            }
        }
    }

    fn json(a: &GroupDescription) -> Value {
        json!({
            "ok": true, "group": a.group, "members": a.members, "partitions": a.partitions,
            "isolation": a.isolation.word(),
        })
    }
}
