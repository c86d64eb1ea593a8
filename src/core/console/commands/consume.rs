//! `consume T group G [as M] [max N] [from-beginning] [no-commit]
//! [isolation L]`: reads as a member of a consumer group and commits the
//! new positions (into the console's transaction while one is open).

use serde_json::{Value, json};

use super::ConsoleCommand;
use crate::console::render::{record_json, record_line};
use crate::console::words::{ReaderOptions, expect_word, name_at, truncate};
use crate::console::{CONSOLE_TRANSACTIONAL_ID, LiveGroups, MAX_RECORDS};
use crate::log::{Cluster, Isolation, RecordView};

/// `consume T group G [as M] [max N] [from-beginning] [no-commit]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Consume {
    /// Topic name.
    pub topic: String,
    /// Group name.
    pub group: String,
    /// Member name (default: the group's first, or `G-1`).
    pub member: Option<String>,
    /// Most records to read.
    pub max: Option<u64>,
    /// Where a partition without a committed offset starts: its log start
    /// (true, `auto.offset.reset=earliest`) or its high watermark (false,
    /// `latest`).
    pub from_beginning: bool,
    /// Read without saving the position.
    pub no_commit: bool,
    /// Send the new positions to the console's open transaction instead of
    /// committing them (Kafka's `sendOffsetsToTransaction`: the input of a
    /// read-process-write chain), committed with it, dropped by an abort.
    pub in_transaction: bool,
    /// `isolation.level` (`None`: the group's, `read_uncommitted` for a new
    /// group); it stays the group's.
    pub isolation: Option<Isolation>,
}

/// What `consume` read.
#[derive(Clone, Debug, PartialEq)]
pub struct Consumed {
    /// Topic.
    pub topic: String,
    /// Group.
    pub group: String,
    /// Member that read.
    pub member: String,
    /// Partitions assigned to the member (empty: idle).
    pub assigned: Vec<u32>,
    /// Records read.
    pub records: Vec<RecordView>,
    /// `from-beginning` was asked for a group that already had committed
    /// offsets here, and did nothing: like Kafka's console consumer, it only
    /// sets `auto.offset.reset=earliest`, which a committed offset overrides.
    pub beginning_ignored: bool,
    /// Whether the position was saved.
    pub committed: bool,
    /// Whether the position went into the console's open transaction
    /// (committed with it) rather than straight to the group.
    pub in_transaction: bool,
    /// The isolation level it read with.
    pub isolation: Isolation,
}

const USAGE: &str = "consume T group G [as M] [max N] [from-beginning] [no-commit] [isolation L] [in-transaction]";

impl ConsoleCommand for Consume {
    type Answer = Consumed;
    const WORDS: &'static [&'static str] = &["consume"];
    const HELP: &'static str = "\
consume T group G [as M] [max N] [from-beginning] [no-commit]
        [isolation read_committed|read_uncommitted]
        [in-transaction]
    read as a group member and save the position
    (in-transaction: with the open transaction)";
    const SYNTAX: &'static [&'static str] = &[
        "consume T group G [as M] [max N] [from-beginning] [no-commit] [isolation read_committed|read_uncommitted] [in-transaction]",
    ];
    const CHANGES_THE_LOG: bool = true;

    fn parse(_line: &str, words: &[&str]) -> Result<Self, String> {
        let topic = name_at(words, 1, "topic", USAGE)?;
        expect_word(words, 2, "group", USAGE)?;
        let group = name_at(words, 3, "group", USAGE)?;
        let mut reader = ReaderOptions::default();
        let mut no_commit = false;
        let mut in_transaction = false;
        let mut isolation = None;
        let mut i = 4;
        while let Some(w) = words.get(i) {
            let took = reader.take(words, i, USAGE)?;
            if took > 0 {
                i += took;
                continue;
            }
            match w.to_ascii_lowercase().as_str() {
                "no-commit" if !no_commit => {
                    no_commit = true;
                    i += 1;
                }
                "in-transaction" if !in_transaction => {
                    in_transaction = true;
                    i += 1;
                }
                "isolation" if isolation.is_none() => {
                    let level = words.get(i + 1).ok_or("missing isolation level (read_committed or read_uncommitted)")?;
                    isolation = Some(Isolation::parse(level).ok_or_else(|| {
                        format!("isolation is read_committed or read_uncommitted, got '{}'", truncate(level))
                    })?);
                    i += 2;
                }
                _ => return Err(format!("unexpected '{}' (usage: {USAGE})", truncate(w))),
            }
        }
        if no_commit && in_transaction {
            return Err("no-commit and in-transaction: choose one (in-transaction commits with the transaction)".into());
        }
        let ReaderOptions { member, max, from_beginning } = reader;
        Ok(Consume { topic, group, member, max, from_beginning, no_commit, isolation, in_transaction })
    }

    /// Joins the member (default: the group's, or `G-1`) to the group
    /// (created if new), reads its partitions from the group's committed
    /// offsets (or, where it has none, the log start or the high watermark:
    /// Kafka's `auto.offset.reset` earliest or latest, whose latest is the
    /// high watermark, never the leader's log end; docs/RULES.md#console)
    /// up to `max` records with its isolation level (a `read_committed`
    /// reader stops at the last stable offset and skips aborted records; no
    /// reader gets a control marker, and the position passes them:
    /// docs/RULES.md#transactions), counts them delivered and, unless
    /// `no_commit`, commits the new positions, or with `in_transaction`
    /// sends them to the console's open transaction. Errors, checked
    /// before any change: a group the board's Workers read, no such topic,
    /// or `in_transaction` with no transaction open.
    fn run(&self, cluster: &mut Cluster, _now: f64, live: &LiveGroups) -> Result<Consumed, String> {
        let (topic, group) = (self.topic.as_str(), self.group.as_str());
        if self.in_transaction && cluster.transaction(CONSOLE_TRANSACTIONAL_ID).is_none() {
            let e = crate::log::LogError::NoTransaction(CONSOLE_TRANSACTIONAL_ID.to_string());
            return Err(e.to_string());
        }
        if let Some((workers, _)) = live.groups.get(group) {
            return Err(format!(
                "group '{group}' is read by the board's Workers ({}); consume with another group name",
                workers.join(", ")
            ));
        }
        if cluster.share_group(group).is_ok() {
            let e = crate::log::LogError::GroupTypeMismatch { group: group.to_string(), is: "share" };
            return Err(format!("{e} (consume {topic} share-group {group})"));
        }
        let t = cluster.topic(topic).map_err(|e| e.to_string())?;
        let n = t.partition_count();
        let existing = cluster.group(group).ok();
        let member = self.member.clone().unwrap_or_else(|| match existing {
            Some(g) => g.default_member(),
            None => format!("{group}-1"),
        });
        // Everything that can fail has been checked: from here on, change.
        let isolation = self.isolation.or(existing.map(|g| g.isolation())).unwrap_or_default();
        let g = cluster.group_or_create(group);
        g.join(&member);
        g.set_isolation(isolation);
        let index = g.members().iter().position(|m| *m == member).expect("joined");
        let range = g.partitions_of(index, n);
        let g = cluster.group(group).expect("created").clone();
        let t = cluster.topic(topic).expect("checked");
        let mut left = self.max.unwrap_or(MAX_RECORDS);
        let mut records = Vec::new();
        let mut new_positions = Vec::new();
        let beginning_ignored = self.from_beginning && range.clone().any(|p| g.committed(topic, p).is_some());
        for p in range.clone() {
            let part = t.partition(p).expect("in range");
            let start = match g.committed(topic, p) {
                Some(pos) => pos,
                None if self.from_beginning => part.log_start(),
                // Kafka's `latest` for a read_committed reader is the
                // last stable offset (ListOffsets with READ_COMMITTED).
                None => match isolation {
                    Isolation::ReadUncommitted => part.high_watermark(),
                    Isolation::ReadCommitted => part.last_stable_offset(),
                },
            }
            .max(part.log_start());
            let (read, next) = part.read(p, start, part.high_watermark(), left, isolation);
            left -= read.len() as u64;
            new_positions.push((p, next));
            records.extend(read);
        }
        let in_transaction = self.in_transaction;
        let g = cluster.group_mut(group).expect("created");
        g.count_delivered(topic, records.len() as u64);
        if !self.no_commit && !in_transaction {
            for &(p, pos) in &new_positions {
                g.commit(topic, p, pos);
            }
        }
        if in_transaction {
            for (p, pos) in new_positions {
                cluster
                    .send_offsets_to_transaction(CONSOLE_TRANSACTIONAL_ID, group, topic, p, pos)
                    .expect("checked open");
            }
        }
        Ok(Consumed {
            topic: topic.to_string(),
            group: group.to_string(),
            member,
            assigned: range.collect(),
            records,
            beginning_ignored,
            committed: !self.no_commit,
            in_transaction,
            isolation,
        })
    }

    fn text(a: &Consumed, _cluster: &Cluster, out: &mut String) {
        let Consumed { topic, group, member, assigned, records, committed, in_transaction, isolation, .. } = a;
        if a.beginning_ignored {
            out.push_str(&format!(
                "from-beginning applies only where {group} has no committed offset (auto.offset.reset=earliest): \
                 it reads on from its committed offsets; reset group {group} to earliest reads {topic} again\n"
            ));
        }
        if assigned.is_empty() {
            out.push_str(&format!("{member} of {group} is idle: more members than partitions of {topic}\n"));
        } else {
            let parts: Vec<String> = assigned.iter().map(|p| format!("p{p}")).collect();
            let got = records.len();
            let how = match isolation {
                Isolation::ReadUncommitted => String::new(),
                Isolation::ReadCommitted => " (read_committed)".to_string(),
            };
            out.push_str(&format!("{member} of {group} reads {}{how} and got {got} record(s)\n", parts.join(", ")));
        }
        for r in records {
            record_line(out, r);
        }
        out.push_str(match (committed, in_transaction) {
            (true, false) => "position committed",
            (true, true) => "position sent to the open transaction: committed with it, dropped by abort",
            (false, _) => "not committed: the group will get these again",
        });
    }

    fn json(a: &Consumed) -> Value {
        let Consumed { topic, group, member, assigned, records, committed, in_transaction, isolation, .. } = a;
        let mut v = json!({
            "ok": true, "topic": topic, "group": group, "member": member, "assigned": assigned,
            "committed": committed,
            "records": records.iter().map(|r| record_json(r, Some((group, member)))).collect::<Vec<_>>(),
        });
        if *isolation == Isolation::ReadCommitted {
            v["isolation"] = json!(isolation.word());
        }
        if *in_transaction {
            v["in_transaction"] = json!(true);
        }
        if a.beginning_ignored {
            v["from_beginning_ignored"] = json!(true);
        }
        v
    }
}
