//! `consume T share-group G [as M] [max N] [reject|release]`: reads as a
//! member of a share group (KIP-932): acquires records under the group's
//! lock, then acknowledges each (accept, or as asked). Rule:
//! docs/RULES.md#share-groups.

use serde_json::{Value, json};

use super::ConsoleCommand;
use crate::console::render::{record_json, record_line};
use crate::console::words::{ReaderOptions, expect_word, name_at, truncate};
use crate::console::{LiveGroups, MAX_RECORDS};
use crate::log::share::Acknowledge;
use crate::log::{Cluster, Isolation, RecordView};

/// `consume T share-group G [as M] [max N] [reject|release] [from-beginning]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShareConsume {
    /// Topic name.
    pub topic: String,
    /// Share group name.
    pub group: String,
    /// Member name (default: the group's first, or `G-1`).
    pub member: Option<String>,
    /// Most records to acquire.
    pub max: Option<u64>,
    /// How every record delivered is acknowledged: accept (the default),
    /// release (delivered again, up to the delivery limit) or reject
    /// (archived at once).
    pub ack: Acknowledge,
    /// Sets the group's `share.auto.offset.reset=earliest`: a partition it
    /// has not read yet starts at its log start (Kafka sets this with
    /// `kafka-configs … --add-config share.auto.offset.reset=earliest`).
    pub from_beginning: bool,
}

/// One record a share consumer got, with its delivery count.
#[derive(Clone, Debug, PartialEq)]
pub struct SharedRecord {
    /// The record.
    pub record: RecordView,
    /// Times it has been delivered, this delivery included.
    pub deliveries: u32,
}

/// What `consume … share-group` did.
#[derive(Clone, Debug, PartialEq)]
pub struct ShareConsumed {
    /// Topic.
    pub topic: String,
    /// Share group.
    pub group: String,
    /// Member that read.
    pub member: String,
    /// Partitions the `simple` assignor gave it.
    pub assigned: Vec<u32>,
    /// Records delivered, with their delivery counts.
    pub records: Vec<SharedRecord>,
    /// How they were acknowledged.
    pub ack: Acknowledge,
    /// Records archived by it (rejected, or released at their last
    /// delivery).
    pub archived: u64,
    /// The group's dead-letter topic, where archived records went.
    pub dead_letter: Option<String>,
    /// The group's delivery limit.
    pub delivery_limit: u32,
    /// Partitions it reads whose share-partition started at the high
    /// watermark (`latest`) at this read: what was there before is never
    /// delivered to the group.
    pub started_at_end: bool,
}

const USAGE: &str = "consume T share-group G [as M] [max N] [reject|release] [from-beginning]";

impl ConsoleCommand for ShareConsume {
    type Answer = ShareConsumed;
    const WORDS: &'static [&'static str] = &["consume"];
    const SECOND: Option<(usize, &'static str)> = Some((2, "share-group"));
    const HELP: &'static str = "\
consume T share-group G [as M] [max N] [reject|release]
        [from-beginning]
    read as a share group member: acquire records under
    a lock, then accept each (or release or reject it)";
    const SYNTAX: &'static [&'static str] = &[
        "consume T share-group S [as M] [max N] [reject|release] [from-beginning]",
    ];
    const CHANGES_THE_LOG: bool = true;

    fn parse(_line: &str, words: &[&str]) -> Result<Self, String> {
        let topic = name_at(words, 1, "topic", USAGE)?;
        expect_word(words, 2, "share-group", USAGE)?;
        let group = name_at(words, 3, "share group", USAGE)?;
        let mut reader = ReaderOptions::default();
        let mut ack = None;
        let mut i = 4;
        while let Some(w) = words.get(i) {
            let took = reader.take(words, i, USAGE)?;
            if took > 0 {
                i += took;
                continue;
            }
            match w.to_ascii_lowercase().as_str() {
                "reject" if ack.is_none() => {
                    ack = Some(Acknowledge::Reject);
                    i += 1;
                }
                "release" if ack.is_none() => {
                    ack = Some(Acknowledge::Release);
                    i += 1;
                }
                _ => return Err(format!("unexpected '{}' (usage: {USAGE})", truncate(w))),
            }
        }
        let ReaderOptions { member, max, from_beginning } = reader;
        Ok(ShareConsume { topic, group, member, max, ack: ack.unwrap_or(Acknowledge::Accept), from_beginning })
    }

    /// Joins the member (default: the group's first, or `G-1`) to the share
    /// group (created if new, reading new partitions from the high
    /// watermark: `share.auto.offset.reset=latest`), acquires up to `max`
    /// records from the partitions the `simple` assignor gives it (first
    /// those available again, then new ones; each delivery counted) and
    /// acknowledges every record delivered as asked; offsets it acquired
    /// but no consumer gets (control markers, compaction's gaps) are
    /// accepted. Archived records go to the group's dead-letter topic when
    /// it has one. Errors, checked before any change: a consumer group or
    /// a group of the board's Workers has the name, no such topic.
    fn run(&self, cluster: &mut Cluster, now: f64, live: &LiveGroups) -> Result<ShareConsumed, String> {
        let (topic, group) = (self.topic.as_str(), self.group.as_str());
        if let Some((workers, _)) = live.groups.get(group) {
            return Err(format!(
                "group '{group}' is read by the board's Workers ({}); consume with another group name",
                workers.join(", ")
            ));
        }
        let n = cluster.topic(topic).map_err(|e| e.to_string())?.partition_count();
        if cluster.group(group).is_ok_and(|g| !g.is_share()) {
            return Err(crate::log::LogError::GroupTypeMismatch { group: group.into(), is: "consumer" }.to_string());
        }
        // Everything that can fail has been checked: from here on, change.
        let g = cluster.share_group_or_create(group).expect("checked");
        if self.from_beginning {
            g.set_earliest(true);
        }
        let fresh = |g: &crate::log::share::ShareGroup, p: u32| {
            g.partitions_of(topic).get(p as usize).is_none_or(|sp| !sp.is_live())
        };
        let member = self.member.clone().unwrap_or_else(|| g.default_member());
        let id = g.join(&member);
        let index = g.member_index(&member).expect("joined");
        let assigned = crate::log::share::share_assignment(g.member_count(), n).swap_remove(index);
        let (dead_letter, delivery_limit) = (g.dead_letter().map(str::to_string), g.limits().delivery_limit);
        let started_at_end = !g.earliest() && assigned.iter().any(|&p| fresh(g, p));
        let acquired = cluster.share_fetch(group, topic, &member, self.max.unwrap_or(MAX_RECORDS), now).expect("joined");
        let mut records = Vec::new();
        let mut archived = 0;
        for (p, a) in acquired {
            let part = cluster.topic(topic).expect("checked").partition(p).expect("assigned");
            let (got, _) = part.read(p, a.from, a.until, a.until - a.from, Isolation::ReadUncommitted);
            let offsets: Vec<_> = got.iter().map(|r| r.offset).collect();
            records.extend(got.into_iter().map(|record| SharedRecord { record, deliveries: a.deliveries }));
            for run in runs(&offsets) {
                archived += cluster.share_acknowledge(group, topic, id, (p, run.0, run.1), self.ack, now).expect("ok");
            }
            // What no consumer gets (markers, gaps) is done at once.
            cluster.share_acknowledge(group, topic, id, (p, a.from, a.until), Acknowledge::Accept, now).expect("ok");
        }
        Ok(ShareConsumed {
            topic: topic.into(),
            group: group.into(),
            member,
            assigned,
            records,
            ack: self.ack,
            archived,
            dead_letter,
            delivery_limit,
            started_at_end,
        })
    }

    fn text(a: &ShareConsumed, _cluster: &Cluster, out: &mut String) {
        let ShareConsumed { topic, group, member, assigned, records, ack, archived, .. } = a;
        if assigned.is_empty() {
            out.push_str(&format!("{member} of share group {group} reads nothing of {topic}\n"));
        } else {
            let parts: Vec<String> = assigned.iter().map(|p| format!("p{p}")).collect();
            out.push_str(&format!(
                "{member} of share group {group} reads {} and acquired {} record(s)\n",
                parts.join(", "),
                records.len()
            ));
        }
        for r in records {
            let mut line = String::new();
            record_line(&mut line, &r.record);
            let line = line.trim_end();
            if r.deliveries > 1 {
                out.push_str(&format!("{line}   (delivery {} of {})\n", r.deliveries, a.delivery_limit));
            } else {
                out.push_str(&format!("{line}\n"));
            }
        }
        if records.is_empty() {
            out.push_str(if a.started_at_end {
                "nothing to acquire: a new share group starts at the end (share.auto.offset.reset=latest) and \
                 gets what is produced from now on; from-beginning starts a new one at the log start"
            } else {
                "nothing to acquire: every record is acknowledged, archived or locked to a member"
            });
            return;
        }
        out.push_str(match ack {
            Acknowledge::Accept => "accepted: the group is done with them".to_string(),
            Acknowledge::Release if *archived == records.len() as u64 => {
                format!("released at their delivery {}, the limit: archived", a.delivery_limit)
            }
            Acknowledge::Release => format!(
                "released: delivered again to any member, archived after delivery {}",
                a.delivery_limit
            ),
            Acknowledge::Reject => "rejected: archived, never delivered again".to_string(),
        }
        .as_str());
        if *archived > 0 {
            out.push_str(&match &a.dead_letter {
                Some(d) => format!("\n{archived} archived record(s) copied to the dead-letter topic {d}"),
                None => format!("\n{archived} record(s) archived"),
            });
        }
    }

    fn json(a: &ShareConsumed) -> Value {
        let records: Vec<Value> = a
            .records
            .iter()
            .map(|r| {
                let mut v = record_json(&r.record, Some((&a.group, &a.member)));
                v["deliveries"] = json!(r.deliveries);
                v
            })
            .collect();
        let mut v = json!({
            "ok": true, "topic": a.topic, "share_group": a.group, "member": a.member, "assigned": a.assigned,
            "records": records, "acknowledge": a.ack.word(), "archived": a.archived,
        });
        // KIP-1191's dead-letter topic, where the group names one.
        if let Some(d) = &a.dead_letter {
            v["dead_letter_topic"] = json!(d);
        }
        v
    }
}

/// Runs of consecutive offsets in a sorted list: `[from, until)` each.
fn runs(offsets: &[u64]) -> Vec<(u64, u64)> {
    let mut out: Vec<(u64, u64)> = Vec::new();
    for &o in offsets {
        match out.last_mut() {
            Some(last) if last.1 == o => last.1 = o + 1,
            _ => out.push((o, o + 1)),
        }
    }
    out
}
