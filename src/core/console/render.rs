//! The drawing the commands share, in the spirit of the teaching text's
//! pictures: a row per partition, a cell per record with its offset and key
//! tail, a dashed cell where the next goes, and under it a row per group,
//! the read part drawn and ▲ at its position; a record as a line of text or
//! as JSON; an error as JSON.

use serde_json::{Value, json};

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

    /// Appends the picture to `out`: two rows of cells, then a row per group.
    pub(super) fn draw(&self, out: &mut String) {
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
pub(super) fn record_line(out: &mut String, r: &RecordView) {
    let key = r.key.as_deref().map(|k| format!("key={k}")).unwrap_or_else(|| "(no key)".into());
    out.push_str(&format!("p{}:{:<5} {:<14} {}\n", r.partition, r.offset, key, r.value.as_deref().unwrap_or("")));
}

/// One record as JSON (`partition`, `offset`, `key`, `value`), with the
/// `group` and `member` that read it when given.
pub(super) fn record_json(r: &RecordView, extra: Option<(&str, &str)>) -> Value {
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
