//! The drawing the commands share, in the spirit of the teaching text's
//! pictures: a row per partition, a cell per record with its offset and key
//! tail, a dashed cell where the next goes, and under it a row per group,
//! the read part drawn and ▲ at its position; a record as a line of text or
//! as JSON; an error as JSON.

use serde_json::{Value, json};

use crate::log::{Cluster, Ended, Isolation, Marker, Offset, RecordState, RecordView, Topic};

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
    /// The last stable offset (below `end` while a transaction is open).
    lso: Offset,
    /// Last records: offset, key and what a transaction made of it.
    cells: Vec<(Offset, Option<String>, RecordState)>,
    /// Groups with a position here: name, position and isolation level.
    groups: Vec<(String, Offset, Isolation)>,
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
            .map(|r| (r.offset, r.key.map(|k| k.to_string()), part.record_state(r.offset)))
            .collect();
        let groups = cluster
            .groups()
            .filter(|g| only_group.is_none_or(|o| o == g.name()))
            .filter_map(|g| g.committed(topic.name(), p).map(|pos| (g.name().to_string(), pos, g.isolation())))
            .collect();
        Lane {
            topic: topic.name().to_string(),
            partition: p,
            start: part.log_start(),
            end: part.log_end(),
            lso: part.last_stable_offset(),
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
        for (offset, key, state) in &self.cells {
            let key = key.as_deref().unwrap_or("-");
            // A marker's cell is a gap no reader gets; ✗ an aborted record,
            // ? one of a transaction still open.
            let label = match state {
                RecordState::Plain => tail(key),
                RecordState::Marker(m) => m.word().to_string(),
                RecordState::Aborted => marked('✗', key),
                RecordState::Open => marked('?', key),
            };
            top.push_str(&format!("│{:^w$}", offset, w = W - 1));
            bottom.push_str(&format!("│{:^w$}", label, w = W - 1));
        }
        top.push_str(&format!("┆{:^w$}┆", self.end, w = W - 1));
        bottom.push_str(&format!("┆{:^w$}┆", "next", w = W - 1));
        out.push_str(&top);
        out.push('\n');
        out.push_str(&bottom);
        out.push('\n');
        if self.lso < self.end && self.cells.iter().any(|c| c.2 == RecordState::Open) {
            out.push_str(&format!(
                "     last stable offset {}: read_committed readers wait there for the open transaction\n",
                self.lso
            ));
        }
        for (name, pos, isolation) in &self.groups {
            // ▲ under the cell of the next offset to read; the bar covers the
            // cells before it.
            let read = self.cells.iter().filter(|(o, _, _)| o < pos).count();
            let (end, how) = match isolation {
                Isolation::ReadUncommitted => (self.end, ""),
                Isolation::ReadCommitted => (self.lso, " to the last stable offset (read_committed)"),
            };
            let lag = end.saturating_sub(*pos.max(&self.start));
            out.push_str(&format!("     {}▲ {name}: next {pos}, lag {lag}{how}\n", "━".repeat(read * W + W / 2)));
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

/// `mark` and the key's tail, within a cell.
fn marked(mark: char, key: &str) -> String {
    let chars: Vec<char> = key.chars().collect();
    let keep = W - 3;
    if chars.len() <= keep {
        format!("{mark}{key}")
    } else {
        format!("{mark}…{}", chars[chars.len() - (keep - 1)..].iter().collect::<String>())
    }
}

/// One record as a line: `p1:0     key=customer-7 {"order":61}`.
pub(super) fn record_line(out: &mut String, r: &RecordView) {
    let key = r.key.as_deref().map(|k| format!("key={k}")).unwrap_or_else(|| "(no key)".into());
    let value = if r.tombstone { "null (tombstone)" } else { r.value.as_deref().unwrap_or("") };
    out.push_str(&format!("p{}:{:<5} {:<14} {}\n", r.partition, r.offset, key, value));
}

/// The offsets `[from, to)` compaction removed, as one line of `read`.
pub(super) fn gap_line(out: &mut String, partition: u32, from: Offset, to: Offset) {
    let span = if to - from == 1 { format!("{from}") } else { format!("{from}..{}", to - 1) };
    out.push_str(&format!("p{partition}:{span:<5} ── removed by compaction (offsets are never reused)\n"));
}

/// One offset of a log as `read` shows it: a record's line (marked when a
/// transaction aborted it or is still open), or a control marker's gap.
pub(super) fn offset_line(out: &mut String, r: &RecordView, state: RecordState) {
    match state {
        RecordState::Marker(m) => out.push_str(&format!(
            "p{}:{:<5} ── {} marker: takes the offset, no reader gets it\n",
            r.partition,
            r.offset,
            m.word()
        )),
        RecordState::Plain => record_line(out, r),
        RecordState::Aborted | RecordState::Open => {
            record_line(out, r);
            out.pop();
            out.push_str(if state == RecordState::Aborted {
                "   (aborted: read_committed skips it)\n"
            } else {
                "   (open transaction: read_committed waits)\n"
            });
        }
    }
}

/// What a record's transaction made of it, for JSON: `null`, `"open"`,
/// `"aborted"` (markers are listed apart).
pub(super) fn state_json(state: RecordState) -> Value {
    match state {
        RecordState::Plain | RecordState::Marker(_) => Value::Null,
        RecordState::Open => json!("open"),
        RecordState::Aborted => json!("aborted"),
    }
}

/// How a transaction ended, as text.
pub(super) fn ended_text(a: &Ended, out: &mut String) {
    let (word, past) = match a.marker {
        Marker::Commit => ("COMMIT", "committed"),
        Marker::Abort => ("ABORT", "aborted"),
    };
    if a.markers.is_empty() {
        out.push_str(&format!("{past}: the transaction wrote no record, so no marker was needed\n"));
    } else {
        let at: Vec<String> = a.markers.iter().map(|(t, p, o)| format!("{t} p{p}:{o}")).collect();
        out.push_str(&format!("{past}: {word} marker(s) at {} (each takes an offset)\n", at.join(", ")));
        out.push_str(&match a.marker {
            Marker::Commit => format!("its {} record(s) now reach read_committed readers\n", a.records),
            Marker::Abort => format!(
                "its {} record(s) are aborted: read_committed readers skip them (read_uncommitted ones got them)\n",
                a.records
            ),
        });
    }
    for (g, t, p, o) in &a.offsets {
        out.push_str(&format!("group {g} committed {t} p{p} at {o} with it\n"));
    }
    if a.dropped_offsets > 0 {
        out.push_str(&format!("{} position(s) dropped: the group reads those records again\n", a.dropped_offsets));
    }
}

/// How a transaction ended, as JSON.
pub(super) fn ended_json(a: &Ended) -> Value {
    json!({
        "ok": true, "transactional_id": a.transactional_id, "marker": a.marker.word(),
        "markers": a.markers.iter().map(|(t, p, o)| json!({"topic": t, "partition": p, "offset": o})).collect::<Vec<_>>(),
        "records": a.records,
        "offsets": a.offsets.iter().map(|(g, t, p, o)| json!({"group": g, "topic": t, "partition": p, "offset": o})).collect::<Vec<_>>(),
        "dropped_offsets": a.dropped_offsets,
        "timed_out_at": a.timed_out_at,
    })
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
    if r.tombstone {
        v["tombstone"] = json!(true);
    }
    v
}

/// `{"ok":false,"error":"…"}`
pub fn error_json(error: &str) -> String {
    json!({"ok": false, "error": error}).to_string()
}
