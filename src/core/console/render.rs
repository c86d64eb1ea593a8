//! Answers as one line of JSON, or as text in the spirit of the teaching
//! text's pictures: a row per partition, a cell per record with its offset
//! and key tail, a dashed cell where the next goes, and under it a row per
//! group, the read part drawn and ▲ at its position.

use serde_json::{Value, json};

use super::Answer;
use crate::log::{Cluster, Offset, RecordView, Topic};

/// Records shown per lane in a picture.
const CELLS: usize = 8;
const W: usize = 9;

/// One partition's picture.
#[derive(Clone, Debug, PartialEq)]
pub struct Lane {
    topic: String,
    partition: u32,
    start: Offset,
    end: Offset,
    /// Last records: offset and key.
    cells: Vec<(Offset, Option<String>)>,
    /// Groups with a position here: name and position.
    groups: Vec<(String, Offset)>,
}

impl Lane {
    /// The picture of partition `p` of `topic`, with every group that has a
    /// position there (or only `only_group`).
    pub fn of(topic: &Topic, p: u32, cluster: &Cluster, only_group: Option<&str>) -> Lane {
        let part = topic.partition(p).expect("caller checked the partition");
        let from = part.log_end().saturating_sub(CELLS as u64).max(part.log_start());
        let cells = part
            .records(p, from, part.log_end(), CELLS as u64)
            .into_iter()
            .map(|r| (r.offset, r.key.map(|k| k.to_string())))
            .collect();
        let groups = cluster
            .groups()
            .filter(|g| only_group.is_none_or(|o| o == g.name()))
            .filter_map(|g| g.committed(topic.name(), p).map(|pos| (g.name().to_string(), pos)))
            .collect();
        Lane {
            topic: topic.name().to_string(),
            partition: p,
            start: part.log_start(),
            end: part.log_end(),
            cells,
            groups,
        }
    }

    fn draw(&self, out: &mut String) {
        let first = self.cells.first().map(|c| c.0).unwrap_or(self.end);
        let lead = if first > self.start { "…" } else { " " };
        let mut top = format!("p{:<3}{lead}", self.partition);
        let mut bottom = format!("    {lead}");
        for (offset, key) in &self.cells {
            top.push_str(&format!("│{:^w$}", offset, w = W - 1));
            bottom.push_str(&format!("│{:^w$}", key.as_deref().map(tail).unwrap_or_else(|| "-".into()), w = W - 1));
        }
        top.push_str(&format!("┆{:^w$}┆", self.end, w = W - 1));
        bottom.push_str(&format!("┆{:^w$}┆", "next", w = W - 1));
        out.push_str(&top);
        out.push('\n');
        out.push_str(&bottom);
        out.push('\n');
        for (name, pos) in &self.groups {
            // ▲ under the cell of the next offset to read; the bar covers the
            // cells before it.
            let read = self.cells.iter().filter(|(o, _)| o < pos).count();
            let lag = self.end.saturating_sub(*pos.max(&self.start));
            out.push_str(&format!("     {}▲ {name}: next {pos}, lag {lag}\n", "━".repeat(read * W + W / 2)));
        }
    }
}

fn tail(key: &str) -> String {
    let chars: Vec<char> = key.chars().collect();
    if chars.len() <= W - 2 {
        key.to_string()
    } else {
        format!("…{}", chars[chars.len() - (W - 3)..].iter().collect::<String>())
    }
}

/// One record as a line: `p1:0     key=customer-7 {"order":61}`.
fn record_line(out: &mut String, r: &RecordView) {
    let key = r.key.as_deref().map(|k| format!("key={k}")).unwrap_or_else(|| "(no key)".into());
    out.push_str(&format!("p{}:{:<5} {:<14} {}\n", r.partition, r.offset, key, r.value.as_deref().unwrap_or("")));
}

fn record_json(r: &RecordView, extra: Option<(&str, &str)>) -> Value {
    let mut v = json!({
        "partition": r.partition,
        "offset": r.offset,
        "key": r.key.as_deref(),
        "value": r.value.as_deref(),
    });
    if let Some((group, member)) = extra {
        v["group"] = json!(group);
        v["member"] = json!(member);
    }
    v
}

/// `{"ok":false,"error":"…"}`
pub fn error_json(error: &str) -> String {
    json!({"ok": false, "error": error}).to_string()
}

/// The console's help text: each command on its line, what it does under
/// it, every line at most 62 characters (it fits the game's
/// console window at 1280×720).
pub const HELP: &str = "\
create topic T partitions N [partitioner sum|murmur2]
    a new topic
topics
    list the topics
produce T [key=K] VALUE
    append a record (the key picks the partition)
read T [partition P] [from O]
    show records; remembers nothing
consume T group G [as M] [max N] [from-beginning] [no-commit]
    read as a group member and save the position
offsets T
    the end of each partition and each group's position
describe group G
    position, end, lag and member per partition
groups
    list the groups
reset group G to 0|earliest|latest|N
    move the group's positions (or: by +N / -N)
Records are immutable: update and delete are refused.";

impl Answer {
    /// One line of JSON: `{"ok":true,…}`.
    pub fn to_json(&self) -> String {
        let v = match self {
            Answer::Created { topic, partitions, partitioner } => json!({
                "ok": true, "created": topic, "topic": topic, "partitions": partitions, "partitioner": partitioner.name(),
            }),
            Answer::Topics(t) => json!({
                "ok": true,
                "topics": t.iter().map(|(name, n)| json!({"name": name, "partitions": n})).collect::<Vec<_>>(),
            }),
            Answer::Produced { topic, partition, offset, key } => json!({
                "ok": true, "topic": topic, "partition": partition, "offset": offset, "key": key,
            }),
            Answer::Read { topic, records, .. } => json!({
                "ok": true, "topic": topic, "records": records.iter().map(|r| record_json(r, None)).collect::<Vec<_>>(),
            }),
            Answer::Consumed { topic, group, member, assigned, records, committed } => json!({
                "ok": true, "topic": topic, "group": group, "member": member, "assigned": assigned, "committed": committed,
                "records": records.iter().map(|r| record_json(r, Some((group, member)))).collect::<Vec<_>>(),
            }),
            Answer::Offsets { topic, ends, starts, groups } => json!({
                "ok": true, "topic": topic,
                "partitions": ends.iter().zip(starts).enumerate()
                    .map(|(p, (end, start))| json!({"partition": p, "end": end, "start": start})).collect::<Vec<_>>(),
                "groups": groups.iter().map(|(g, pos)| json!({
                    "group": g,
                    "positions": pos.iter().map(|(p, o)| json!({"partition": p, "position": o})).collect::<Vec<_>>(),
                })).collect::<Vec<_>>(),
            }),
            Answer::Group { group, members, partitions } => json!({
                "ok": true, "group": group, "members": members, "partitions": partitions,
            }),
            Answer::Groups(g) => json!({"ok": true, "groups": g}),
            Answer::Reset { group, moved } => json!({"ok": true, "group": group, "reset": moved}),
            Answer::Help => json!({"ok": true, "help": HELP}),
        };
        v.to_string()
    }

    /// Readable text (several lines, no trailing newline).
    pub fn to_text(&self, cluster: &Cluster) -> String {
        let mut out = String::new();
        match self {
            Answer::Created { topic, partitions, partitioner } => {
                out.push_str(&format!(
                    "created topic {topic} with {partitions} partitions (partitioner {})",
                    partitioner.name()
                ));
            }
            Answer::Topics(t) if t.is_empty() => out.push_str("no topics yet (create topic T partitions N)"),
            Answer::Topics(t) => {
                for (name, n) in t {
                    out.push_str(&format!("{name:<20} {n} partitions\n"));
                }
            }
            Answer::Produced { topic, partition, offset, key } => {
                let key =
                    key.as_deref().map(|k| format!(" (key {k})")).unwrap_or_else(|| " (no key: round robin)".into());
                out.push_str(&format!("{topic} p{partition}:{offset}{key}"));
            }
            Answer::Read { topic, records, picture } => {
                if records.is_empty() {
                    out.push_str(&format!("{topic}: no records\n"));
                }
                for r in records {
                    record_line(&mut out, r);
                }
                out.push('\n');
                for lane in picture {
                    lane.draw(&mut out);
                }
            }
            Answer::Consumed { topic, group, member, assigned, records, committed } => {
                if assigned.is_empty() {
                    out.push_str(&format!("{member} of {group} is idle: more members than partitions of {topic}\n"));
                } else {
                    let parts: Vec<String> = assigned.iter().map(|p| format!("p{p}")).collect();
                    out.push_str(&format!(
                        "{member} of {group} reads {} and got {} record(s)\n",
                        parts.join(", "),
                        records.len()
                    ));
                }
                for r in records {
                    record_line(&mut out, r);
                }
                out.push_str(if *committed {
                    "position committed"
                } else {
                    "not committed: the group will get these again"
                });
            }
            Answer::Offsets { topic, .. } => {
                if let Ok(t) = cluster.topic(topic) {
                    out.push_str(&format!("{topic}\n"));
                    for p in 0..t.partition_count() {
                        Lane::of(t, p, cluster, None).draw(&mut out);
                    }
                }
            }
            Answer::Group { group, members, partitions } => {
                out.push_str(&format!(
                    "group {group}, members {}\n",
                    if members.is_empty() { "-".into() } else { members.join(", ") }
                ));
                if partitions.is_empty() {
                    out.push_str("no positions yet");
                } else {
                    out.push_str(&format!(
                        "{:<14} {:>9} {:>9} {:>9} {:>7}  member\n",
                        "topic", "partition", "position", "end", "lag"
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
                            Lane::of(t, r.partition, cluster, Some(group)).draw(&mut out);
                        }
                    }
                }
            }
            Answer::Groups(g) if g.is_empty() => out.push_str("no groups yet"),
            Answer::Groups(g) => out.push_str(&g.join("\n")),
            Answer::Reset { group, moved } => {
                out.push_str(&format!("group {group} reset\n"));
                for m in moved {
                    let from = m.from.map(|f| f.to_string()).unwrap_or_else(|| "-".into());
                    out.push_str(&format!("{} p{}: {from} → {}\n", m.topic, m.partition, m.to));
                }
            }
            Answer::Help => out.push_str(HELP),
        }
        out.trim_end().to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The longest line of [`HELP`], characters.
    const HELP_WIDTH: usize = 62;

    #[test]
    fn the_help_fits_a_narrow_window() {
        let widest = HELP.lines().map(|l| l.chars().count()).max().unwrap();
        assert!(widest <= HELP_WIDTH, "a help line of {widest} characters");
        assert!(HELP.contains("consume T group G"), "{HELP}");
    }
}
