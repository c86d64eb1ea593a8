//! `compact T`: rolls each partition's active segment of a compacted topic
//! and runs the cleaner now, for teaching (Kafka's cleaner runs by itself,
//! when enough of the log is dirty). Rule: docs/RULES.md#compaction.

use serde_json::{Value, json};

use super::ConsoleCommand;
use crate::console::LiveGroups;
use crate::console::render::Lane;
use crate::console::words::{name_at, no_more};
use crate::log::{Cleaned, Cluster};

/// `compact T`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Compact {
    /// Topic name.
    pub topic: String,
}

/// What the cleaner did, partition by partition.
#[derive(Clone, Debug, PartialEq)]
pub struct Compacted {
    /// Topic.
    pub topic: String,
    /// One entry per partition, in index order.
    pub partitions: Vec<Cleaned>,
}

impl ConsoleCommand for Compact {
    type Answer = Compacted;
    const WORDS: &'static [&'static str] = &["compact"];
    const HELP: &'static str = "\
compact T
    run the cleaner now: the latest record of each key stays";
    const SYNTAX: &'static [&'static str] = &["compact T"];
    const CHANGES_THE_LOG: bool = true;

    fn parse(_line: &str, words: &[&str]) -> Result<Self, String> {
        let topic = name_at(words, 1, "topic", "compact T")?;
        no_more(words, 2, Compact { topic })
    }

    /// Rolls the active segments and cleans below them at `now`. Errors:
    /// no such topic, or its cleanup.policy is delete; nothing changes.
    fn run(&self, cluster: &mut Cluster, now: f64, _live: &LiveGroups) -> Result<Compacted, String> {
        let t = cluster.topic_mut(&self.topic).map_err(|e| e.to_string())?;
        let partitions = t.compact_now(now).map_err(|e| e.to_string())?;
        Ok(Compacted { topic: self.topic.clone(), partitions })
    }

    fn text(a: &Compacted, cluster: &Cluster, out: &mut String) {
        let removed: u64 = a.partitions.iter().map(|c| c.removed).sum();
        let tombstones: u64 = a.partitions.iter().map(|c| c.tombstones).sum();
        let kept: u64 = a.partitions.iter().map(|c| c.kept).sum();
        out.push_str(&format!(
            "compacted {}: {removed} older record(s) removed ({tombstones} tombstone(s)), {kept} kept: \
             the latest of each key; no offset moved\n",
            a.topic
        ));
        if let Ok(t) = cluster.topic(&a.topic) {
            for p in 0..t.partition_count() {
                Lane::of(t, p, cluster, None).draw(out);
            }
        }
    }

    fn json(a: &Compacted) -> Value {
        json!({
            "ok": true, "topic": a.topic,
            "partitions": a.partitions.iter().enumerate().map(|(p, c)| json!({
                "partition": p, "removed": c.removed, "tombstones": c.tombstones, "kept": c.kept,
            })).collect::<Vec<_>>(),
        })
    }
}
