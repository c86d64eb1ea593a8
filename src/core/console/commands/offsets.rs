//! `offsets T`: each partition's log start and high watermark, and every
//! group's positions on the topic.

use serde_json::{Value, json};

use super::ConsoleCommand;
use crate::console::LiveGroups;
use crate::console::render::Lane;
use crate::console::words::{name_at, no_more};
use crate::log::{Cluster, Offset};

/// `offsets T`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Offsets {
    /// Topic name.
    pub topic: String,
}

/// What `offsets` found.
#[derive(Clone, Debug, PartialEq)]
pub struct TopicOffsets {
    /// Topic.
    pub topic: String,
    /// End (high watermark) of each partition.
    pub ends: Vec<Offset>,
    /// Start of each partition.
    pub starts: Vec<Offset>,
    /// Last stable offset of each partition (below its high watermark
    /// while a transaction is open there).
    pub lsos: Vec<Offset>,
    /// Each group's positions on this topic: (partition, committed offset).
    pub groups: Vec<(String, Vec<(u32, Offset)>)>,
}

impl ConsoleCommand for Offsets {
    type Answer = TopicOffsets;
    const WORDS: &'static [&'static str] = &["offsets"];
    const HELP: &'static str = "\
offsets T
    the end of each partition and each group's position";
    const SYNTAX: &'static [&'static str] = &["offsets T"];
    const CHANGES_THE_LOG: bool = false;

    fn parse(_line: &str, words: &[&str]) -> Result<Self, String> {
        let topic = name_at(words, 1, "topic", "offsets T")?;
        no_more(words, 2, Offsets { topic })
    }

    /// Each partition's start, end (the high watermark) and last stable
    /// offset, and every group's positions on the topic. Changes nothing.
    /// Errors: no such topic.
    fn run(&self, cluster: &mut Cluster, _now: f64, _live: &LiveGroups) -> Result<TopicOffsets, String> {
        let topic = self.topic.as_str();
        let t = cluster.topic(topic).map_err(|e| e.to_string())?;
        let ends = t.partitions().iter().map(|p| p.high_watermark()).collect();
        let starts = t.partitions().iter().map(|p| p.log_start()).collect();
        let lsos = t.partitions().iter().map(|p| p.last_stable_offset()).collect();
        let groups = cluster
            .groups()
            .filter_map(|g| {
                let pos: Vec<(u32, Offset)> =
                    g.committed_offsets().filter(|(tn, _, _)| *tn == topic).map(|(_, p, o)| (p, o)).collect();
                (!pos.is_empty()).then(|| (g.name().to_string(), pos))
            })
            .collect();
        Ok(TopicOffsets { topic: topic.to_string(), ends, starts, lsos, groups })
    }

    /// The topic's picture, drawn from the cluster as it is now.
    fn text(a: &TopicOffsets, cluster: &Cluster, out: &mut String) {
        if let Ok(t) = cluster.topic(&a.topic) {
            out.push_str(&format!("{}\n", a.topic));
            for p in 0..t.partition_count() {
                Lane::of(t, p, cluster, None).draw(out);
            }
        }
    }

    fn json(a: &TopicOffsets) -> Value {
        let TopicOffsets { topic, ends, starts, lsos, groups } = a;
        json!({
            "ok": true, "topic": topic,
            "partitions": ends.iter().zip(starts).zip(lsos).enumerate()
                .map(|(p, ((end, start), lso))| json!({"partition": p, "end": end, "start": start, "lso": lso}))
                .collect::<Vec<_>>(),
            "groups": groups.iter().map(|(g, pos)| json!({
                "group": g,
                "positions": pos.iter().map(|(p, o)| json!({"partition": p, "position": o})).collect::<Vec<_>>(),
            })).collect::<Vec<_>>(),
        })
    }
}
