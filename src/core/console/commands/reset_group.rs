//! `reset group G to 0|earliest|latest|N` or `reset group G by ±N`: moves
//! an empty group's positions (Kafka's `--reset-offsets`, plus `to N` and
//! `by ±N`) and commits them.

use serde::Serialize;
use serde_json::{Value, json};

use super::ConsoleCommand;
use crate::console::LiveGroups;
use crate::console::words::{expect_word, name_at, no_more, number, truncate};
use crate::log::{Cluster, Offset};

/// `reset group G to 0|earliest|latest|N` or `reset group G by ±N`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResetGroup {
    /// Group name.
    pub group: String,
    /// Target.
    pub to: ResetTo,
}

/// Where `reset group` moves a group.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResetTo {
    /// The log start of each partition.
    Earliest,
    /// The log end of each partition.
    Latest,
    /// This offset, clamped to `[log start, log end]` (`to 0` = earliest).
    Offset(u64),
    /// Shift each position by this many records, clamped.
    By(i64),
}

/// What `reset group` moved.
#[derive(Clone, Debug, PartialEq)]
pub struct GroupReset {
    /// Group.
    pub group: String,
    /// What moved.
    pub moved: Vec<Moved>,
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

const USAGE: &str = "reset group G to 0|earliest|latest|N, or reset group G by ±N";

impl ConsoleCommand for ResetGroup {
    type Answer = GroupReset;
    const WORDS: &'static [&'static str] = &["reset"];
    const HELP: &'static str = "\
reset group G to 0|earliest|latest|N
    move the group's positions (or: by +N / -N)";
    const CHANGES_THE_LOG: bool = true;

    fn parse(_line: &str, words: &[&str]) -> Result<Self, String> {
        expect_word(words, 1, "group", USAGE)?;
        let group = name_at(words, 2, "group", USAGE)?;
        let how = words.get(3).map(|w| w.to_ascii_lowercase());
        let to = match how.as_deref() {
            Some("to") => match words.get(4).map(|w| w.to_ascii_lowercase()).as_deref() {
                Some("earliest") => ResetTo::Earliest,
                Some("latest") => ResetTo::Latest,
                Some(_) => ResetTo::Offset(number(words.get(4), "offset", true, u64::MAX)?),
                None => return Err(format!("missing target (usage: {USAGE})")),
            },
            Some("by") => {
                let Some(w) = words.get(4) else { return Err(format!("missing shift (usage: {USAGE})")) };
                let digits = w.strip_prefix('+').or_else(|| w.strip_prefix('-')).unwrap_or(w);
                if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
                    return Err(format!("shift must be a whole number like -5 or +5, got '{}'", truncate(w)));
                }
                let n: i64 = w.parse().map_err(|_| format!("shift {} is too large", truncate(w)))?;
                ResetTo::By(n)
            }
            _ => return Err(format!("expected 'to' or 'by' (usage: {USAGE})")),
        };
        no_more(words, 5, ResetGroup { group, to })
    }

    /// Moves the group's position on every partition of its topics to the
    /// target (clamped to the log start and the high watermark) and commits
    /// it. Errors, checked before any change: no such group, or a board
    /// group that has members.
    fn run(&self, cluster: &mut Cluster, _now: f64, live: &LiveGroups) -> Result<GroupReset, String> {
        let group = self.group.as_str();
        let g = cluster.group(group).map_err(|e| e.to_string())?;
        if let Some((workers, empty)) = live.groups.get(group)
            && !empty
        {
            return Err(format!(
                "group '{group}' has members ({}): Kafka resets the offsets of an empty group only. Stop its \
                 Workers (Stop, not Pause: a paused consumer is still a member), reset, then start them",
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
                let target = match self.to {
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
        Ok(GroupReset { group: group.to_string(), moved })
    }

    fn text(a: &GroupReset, _cluster: &Cluster, out: &mut String) {
        out.push_str(&format!("group {} reset\n", a.group));
        for m in &a.moved {
            let from = m.from.map(|f| f.to_string()).unwrap_or_else(|| "-".into());
            out.push_str(&format!("{} p{}: {from} → {}\n", m.topic, m.partition, m.to));
        }
    }

    fn json(a: &GroupReset) -> Value {
        json!({"ok": true, "group": a.group, "reset": a.moved})
    }
}
