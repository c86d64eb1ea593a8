//! `describe share-group G`: a share group's members and, per partition
//! it reads, its share-partition start and end offsets, what is in flight
//! and its lag (records not yet acknowledged). Rule:
//! docs/RULES.md#share-groups.

use serde::Serialize;
use serde_json::{Value, json};

use super::ConsoleCommand;
use crate::console::LiveGroups;
use crate::console::words::{expect_word, name_at, no_more};
use crate::log::share::Delivery;
use crate::log::{Cluster, Offset};

/// `describe share-group G`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DescribeShareGroup {
    /// Share group name.
    pub group: String,
}

/// What `describe share-group` found.
#[derive(Clone, Debug, PartialEq)]
pub struct ShareGroupDescription {
    /// Share group.
    pub group: String,
    /// Members in join order.
    pub members: Vec<String>,
    /// One row per partition it reads.
    pub partitions: Vec<ShareRow>,
    /// Its delivery limit and lock duration (seconds).
    pub delivery_limit: u32,
    /// `record.lock.duration`, seconds.
    pub lock_seconds: f64,
    /// Its dead-letter topic, if any.
    pub dead_letter: Option<String>,
}

/// One share-partition, as `describe share-group` shows it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ShareRow {
    /// Topic.
    pub topic: String,
    /// Partition index.
    pub partition: u32,
    /// The share-partition start offset: everything below it is done.
    pub start: Offset,
    /// The share-partition end offset: the next record never acquired.
    pub end: Offset,
    /// The partition's high watermark.
    pub high_watermark: Offset,
    /// Records acquired now (locked to a member).
    pub acquired: u64,
    /// Records available again (released, or their lock ran out).
    pub available: u64,
    /// Records not yet acknowledged or archived, below the high watermark.
    pub lag: u64,
    /// Deliveries so far (redeliveries counted again).
    pub deliveries: u64,
    /// Records archived so far.
    pub archived: u64,
}

const USAGE: &str = "describe share-group G";

impl ConsoleCommand for DescribeShareGroup {
    type Answer = ShareGroupDescription;
    const WORDS: &'static [&'static str] = &["describe"];
    const SECOND: Option<(usize, &'static str)> = Some((1, "share-group"));
    const HELP: &'static str = "\
describe share-group G
    share-partition start and end, in flight, lag";
    const SYNTAX: &'static [&'static str] = &["describe share-group S"];
    const CHANGES_THE_LOG: bool = false;

    fn parse(_line: &str, words: &[&str]) -> Result<Self, String> {
        expect_word(words, 1, "share-group", USAGE)?;
        let group = name_at(words, 2, "share group", USAGE)?;
        no_more(words, 3, DescribeShareGroup { group })
    }

    /// The share group's members, limits and, per partition it has read,
    /// its start and end offsets, acquired and available records, lag,
    /// deliveries and archived records. Changes nothing. Errors: no such
    /// share group (or a consumer group of that name).
    fn run(&self, cluster: &mut Cluster, _now: f64, _live: &LiveGroups) -> Result<ShareGroupDescription, String> {
        if cluster.group(&self.group).is_ok_and(|g| !g.is_share()) {
            let e = crate::log::LogError::GroupTypeMismatch { group: self.group.clone(), is: "consumer" };
            return Err(format!("{e} (describe group {})", self.group));
        }
        let g = cluster.share_group(&self.group).map_err(|e| e.to_string())?;
        let mut rows = Vec::new();
        for topic in g.topics() {
            let Ok(t) = cluster.topic(topic) else { continue };
            for (p, sp) in g.partitions_of(topic).iter().enumerate() {
                let Ok(part) = t.partition(p as u32) else { continue };
                if !sp.is_live() {
                    continue;
                }
                let count = |f: fn(Delivery) -> bool| -> u64 {
                    sp.in_flight().iter().filter(|r| f(r.state)).map(|r| r.len()).sum()
                };
                rows.push(ShareRow {
                    topic: topic.to_string(),
                    partition: p as u32,
                    start: sp.start(),
                    end: sp.end(),
                    high_watermark: part.high_watermark(),
                    acquired: sp.acquired(),
                    available: count(|s| s == Delivery::Available),
                    lag: sp.unacknowledged(part.high_watermark().max(sp.start())),
                    deliveries: sp.deliveries(),
                    archived: sp.archived(),
                });
            }
        }
        Ok(ShareGroupDescription {
            group: self.group.clone(),
            members: g.members().map(str::to_string).collect(),
            partitions: rows,
            delivery_limit: g.limits().delivery_limit,
            lock_seconds: g.limits().lock_seconds,
            dead_letter: g.dead_letter().map(str::to_string),
        })
    }

    fn text(a: &ShareGroupDescription, _cluster: &Cluster, out: &mut String) {
        let members = if a.members.is_empty() { "-".into() } else { a.members.join(", ") };
        out.push_str(&format!("share group {}, members {members}\n", a.group));
        out.push_str(&format!(
            "records locked {} s per delivery, archived after {} deliveries{}\n",
            a.lock_seconds,
            a.delivery_limit,
            a.dead_letter.as_deref().map(|d| format!(" (copied to {d})")).unwrap_or_default()
        ));
        if a.partitions.is_empty() {
            out.push_str("no share-partitions yet");
            return;
        }
        out.push_str(&format!(
            "{:<14} {:>9} {:>7} {:>7} {:>8} {:>9} {:>7} {:>10} {:>8}\n",
            "topic", "partition", "start", "end", "acquired", "available", "lag", "deliveries", "archived"
        ));
        for r in &a.partitions {
            out.push_str(&format!(
                "{:<14} {:>9} {:>7} {:>7} {:>8} {:>9} {:>7} {:>10} {:>8}\n",
                r.topic, r.partition, r.start, r.end, r.acquired, r.available, r.lag, r.deliveries, r.archived
            ));
        }
        out.push_str("start: every record below it is done; end: the next never acquired;\n");
        out.push_str("lag: records not yet acknowledged (acquired ones included)");
    }

    fn json(a: &ShareGroupDescription) -> Value {
        let mut v = json!({
            "ok": true, "share_group": a.group, "members": a.members, "partitions": a.partitions,
            "delivery_limit": a.delivery_limit, "record_lock_seconds": a.lock_seconds,
        });
        if let Some(d) = &a.dead_letter {
            v["dead_letter_topic"] = json!(d);
        }
        v
    }
}
