//! `create topic T partitions N [partitioner sum|murmur2]`: a new topic.

use serde_json::{Value, json};

use super::ConsoleCommand;
use crate::console::LiveGroups;
use crate::console::words::{expect_word, name_at, number, truncate};
use crate::log::partitioner::Partitioner;
use crate::log::{Cluster, MAX_PARTITIONS};

/// `create topic T partitions N [partitioner sum|murmur2]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CreateTopic {
    /// Topic name.
    pub topic: String,
    /// Partition count.
    pub partitions: u32,
    /// Key hash.
    pub partitioner: Partitioner,
}

/// The topic `create topic` made.
#[derive(Clone, Debug, PartialEq)]
pub struct Created {
    /// Topic.
    pub topic: String,
    /// Partition count.
    pub partitions: u32,
    /// Key hash.
    pub partitioner: Partitioner,
}

const USAGE: &str = "create topic T partitions N [partitioner sum|murmur2]";

impl ConsoleCommand for CreateTopic {
    type Answer = Created;
    const WORDS: &'static [&'static str] = &["create"];
    const HELP: &'static str = "\
create topic T partitions N [partitioner sum|murmur2]
    a new topic";
    const CHANGES_THE_LOG: bool = true;

    fn parse(_line: &str, words: &[&str]) -> Result<Self, String> {
        expect_word(words, 1, "topic", USAGE)?;
        let topic = name_at(words, 2, "topic", USAGE)?;
        expect_word(words, 3, "partitions", USAGE)?;
        let partitions = number(words.get(4), "partition count", false, u64::from(MAX_PARTITIONS))? as u32;
        let mut partitioner = Partitioner::CharSum;
        match words.get(5) {
            None => {}
            Some(w) if w.eq_ignore_ascii_case("partitioner") => {
                let Some(name) = words.get(6) else {
                    return Err(format!("missing partitioner name (usage: {USAGE})"));
                };
                partitioner = Partitioner::from_name(&name.to_ascii_lowercase())
                    .ok_or_else(|| format!("unknown partitioner '{}' (sum or murmur2)", truncate(name)))?;
                if let Some(w) = words.get(7) {
                    return Err(format!("unexpected '{}'", truncate(w)));
                }
            }
            Some(w) => return Err(format!("unexpected '{}' (usage: {USAGE})", truncate(w))),
        }
        Ok(CreateTopic { topic, partitions, partitioner })
    }

    /// Creates the topic. Errors: the cluster's refusal (a bad or taken
    /// name, a bad partition count); then nothing is created.
    fn run(&self, cluster: &mut Cluster, _now: f64, _live: &LiveGroups) -> Result<Created, String> {
        let CreateTopic { topic, partitions, partitioner } = self.clone();
        cluster.create_topic(&topic, partitions, partitioner).map_err(|e| e.to_string())?;
        Ok(Created { topic, partitions, partitioner })
    }

    fn text(a: &Created, _cluster: &Cluster, out: &mut String) {
        out.push_str(&format!(
            "created topic {} with {} partitions (partitioner {})",
            a.topic,
            a.partitions,
            a.partitioner.name()
        ));
    }

    fn json(a: &Created) -> Value {
        json!({
            "ok": true, "created": a.topic, "topic": a.topic, "partitions": a.partitions,
            "partitioner": a.partitioner.name(),
        })
    }
}
