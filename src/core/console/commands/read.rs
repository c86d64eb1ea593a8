//! `read T [partition P] [from O] [max N]`: shows records up to the high watermark
//! and the topic's picture; remembers nothing (no group, no commit).

use serde_json::{Value, json};

use super::ConsoleCommand;
use crate::console::render::{Lane, gap_line, offset_line, record_json, state_json};
use crate::console::words::{name_at, number, truncate};
use crate::console::{LiveGroups, MAX_RECORDS};
use crate::log::{Cluster, RecordState, RecordView};

/// `read T [partition P] [from O] [max N]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Read {
    /// Topic name.
    pub topic: String,
    /// Only this partition.
    pub partition: Option<u32>,
    /// From this offset in each partition read.
    pub from: Option<u64>,
    /// At most this many records in all (1 to [`MAX_RECORDS`]; the
    /// console's limit when absent).
    pub max: Option<u64>,
}

/// What `read` found: the records, partition by partition, and the
/// topic's picture.
#[derive(Clone, Debug, PartialEq)]
pub struct Records {
    /// Topic.
    pub topic: String,
    /// Every offset read, control markers included (as they lie in the
    /// log), each with what a transaction made of it.
    pub records: Vec<(RecordView, RecordState)>,
    /// Each partition's records (start, end, cells) for the picture.
    pub picture: Vec<Lane>,
    /// Where the read began in each partition read: `(partition, offset)`
    /// (a gap compaction left before the first record shows from there).
    pub starts: Vec<(u32, u64)>,
}

const USAGE: &str = "read T [partition P] [from O] [max N]";

impl ConsoleCommand for Read {
    type Answer = Records;
    const WORDS: &'static [&'static str] = &["read"];
    const HELP: &'static str = "\
read T [partition P] [from O] [max N]
    show records; remembers nothing";
    const SYNTAX: &'static [&'static str] = &["read T [partition P] [from O] [max N]"];
    const CHANGES_THE_LOG: bool = false;

    fn parse(_line: &str, words: &[&str]) -> Result<Self, String> {
        let topic = name_at(words, 1, "topic", USAGE)?;
        let (mut partition, mut from, mut max) = (None, None, None);
        let mut i = 2;
        while let Some(w) = words.get(i) {
            match w.to_ascii_lowercase().as_str() {
                "partition" if partition.is_none() => {
                    partition = Some(number(words.get(i + 1), "partition", true, u64::from(u32::MAX))? as u32);
                    i += 2;
                }
                "from" if from.is_none() => {
                    from = Some(number(words.get(i + 1), "offset", true, u64::MAX)?);
                    i += 2;
                }
                "max" if max.is_none() => {
                    max = Some(number(words.get(i + 1), "max", false, MAX_RECORDS)?);
                    i += 2;
                }
                _ => return Err(format!("unexpected '{}' (usage: {USAGE})", truncate(w))),
            }
        }
        Ok(Read { topic, partition, from, max })
    }

    /// The records of one partition or all, from `from` (or each log
    /// start) to the high watermark (what a `read_uncommitted` consumer can
    /// read), at most `max` (and [`MAX_RECORDS`]) in all, partition after
    /// partition, with the control markers'
    /// offsets as gaps and aborted or open records marked
    /// (docs/RULES.md#transactions), and the topic's picture. Changes
    /// nothing. Errors: no such topic or partition.
    fn run(&self, cluster: &mut Cluster, _now: f64, _live: &LiveGroups) -> Result<Records, String> {
        let cluster = &*cluster;
        let t = cluster.topic(&self.topic).map_err(|e| e.to_string())?;
        let parts: Vec<u32> = match self.partition {
            Some(p) => {
                t.partition(p).map_err(|e| e.to_string())?;
                vec![p]
            }
            None => (0..t.partition_count()).collect(),
        };
        let mut records = Vec::new();
        let mut starts = Vec::new();
        for &p in &parts {
            let part = t.partition(p).expect("checked");
            let start = self.from.unwrap_or(part.log_start()).max(part.log_start());
            starts.push((p, start));
            let left = self.max.unwrap_or(MAX_RECORDS).min(MAX_RECORDS).saturating_sub(records.len() as u64);
            let read = part.records(p, start, part.high_watermark(), left);
            records.extend(read.into_iter().map(|r| {
                let state = part.record_state(r.offset);
                (r, state)
            }));
        }
        let picture = parts.iter().map(|&p| Lane::of(t, p, cluster, None)).collect();
        Ok(Records { topic: self.topic.clone(), records, picture, starts })
    }

    fn text(a: &Records, _cluster: &Cluster, out: &mut String) {
        if a.records.is_empty() {
            out.push_str(&format!("{}: no records\n", a.topic));
        }
        // Offsets with no record between two read are gaps compaction left.
        let mut next: Vec<(u32, u64)> = a.starts.clone();
        for (r, state) in &a.records {
            if let Some(n) = next.iter_mut().find(|(p, _)| *p == r.partition) {
                if r.offset > n.1 {
                    gap_line(out, r.partition, n.1, r.offset);
                }
                n.1 = r.offset + 1;
            }
            offset_line(out, r, *state);
        }
        out.push('\n');
        for lane in &a.picture {
            lane.draw(out);
        }
    }

    fn json(a: &Records) -> Value {
        let mut records = Vec::new();
        let mut markers = Vec::new();
        for (r, state) in &a.records {
            match state {
                RecordState::Marker(m) => {
                    markers.push(json!({"partition": r.partition, "offset": r.offset, "marker": m.word()}));
                }
                RecordState::Plain => records.push(record_json(r, None)),
                RecordState::Open | RecordState::Aborted => {
                    let mut v = record_json(r, None);
                    v["transaction"] = state_json(*state);
                    records.push(v);
                }
            }
        }
        let mut v = json!({"ok": true, "topic": a.topic, "records": records});
        if !markers.is_empty() {
            v["markers"] = json!(markers);
        }
        v
    }
}
