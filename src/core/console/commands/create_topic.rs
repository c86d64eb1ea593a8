//! `create topic T partitions N [partitioner sum|murmur2] [cleanup
//! delete|compact|compact,delete] [min.compaction.lag.ms MS]
//! [delete.retention.ms MS]`: a new topic.

use serde_json::{Value, json};

use super::ConsoleCommand;
use crate::console::LiveGroups;
use crate::console::words::{expect_word, name_at, number, truncate};
use crate::log::partitioner::Partitioner;
use crate::log::{CleanupPolicy, Cluster, CompactionConfig, MAX_PARTITIONS};

/// `create topic T partitions N [partitioner sum|murmur2] [cleanup P]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CreateTopic {
    /// Topic name.
    pub topic: String,
    /// Partition count.
    pub partitions: u32,
    /// Key hash.
    pub partitioner: Partitioner,
    /// Its `cleanup.policy` (`delete` unless given).
    pub cleanup: CleanupPolicy,
    /// Its `min.compaction.lag.ms`, milliseconds (Kafka's default, 0,
    /// when `None`).
    pub min_compaction_lag_ms: Option<u64>,
    /// Its `delete.retention.ms`, milliseconds (Kafka's default, a day,
    /// when `None`).
    pub delete_retention_ms: Option<u64>,
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
    /// Its `cleanup.policy`.
    pub cleanup: CleanupPolicy,
    /// Its `min.compaction.lag.ms` and `delete.retention.ms`, seconds.
    pub compaction: CompactionConfig,
}

/// The most milliseconds `min.compaction.lag.ms` or `delete.retention.ms`
/// takes here: a year.
const MAX_CONFIG_MS: u64 = 365 * 86_400_000;

const USAGE: &str = "create topic T partitions N [partitioner sum|murmur2] [cleanup delete|compact|compact,delete] [min.compaction.lag.ms MS] [delete.retention.ms MS]";

impl ConsoleCommand for CreateTopic {
    type Answer = Created;
    const WORDS: &'static [&'static str] = &["create"];
    const HELP: &'static str = "\
create topic T partitions N [partitioner sum|murmur2]
        [cleanup delete|compact|compact,delete]
        [min.compaction.lag.ms MS] [delete.retention.ms MS]
    a new topic (a record's age before the cleaner may
    remove it, a tombstone's stay: 0 and a day)";
    const SYNTAX: &'static [&'static str] = &[
        "create topic NAME partitions N [partitioner sum|murmur2] [cleanup delete|compact|compact,delete] [min.compaction.lag.ms MS] [delete.retention.ms MS]",
    ];
    const CHANGES_THE_LOG: bool = true;

    fn parse(_line: &str, words: &[&str]) -> Result<Self, String> {
        expect_word(words, 1, "topic", USAGE)?;
        let topic = name_at(words, 2, "topic", USAGE)?;
        expect_word(words, 3, "partitions", USAGE)?;
        let partitions = number(words.get(4), "partition count", false, u64::from(MAX_PARTITIONS))? as u32;
        let (mut partitioner, mut cleanup) = (None, None);
        let (mut min_lag, mut delete_retention) = (None, None);
        let mut i = 5;
        while let Some(w) = words.get(i) {
            match w.to_ascii_lowercase().as_str() {
                "partitioner" if partitioner.is_none() => {
                    let Some(name) = words.get(i + 1) else {
                        return Err(format!("missing partitioner name (usage: {USAGE})"));
                    };
                    partitioner = Some(
                        Partitioner::from_name(&name.to_ascii_lowercase())
                            .ok_or_else(|| format!("unknown partitioner '{}' (sum or murmur2)", truncate(name)))?,
                    );
                }
                "cleanup" if cleanup.is_none() => {
                    let Some(policy) = words.get(i + 1) else {
                        return Err(format!("missing cleanup policy (usage: {USAGE})"));
                    };
                    cleanup = Some(CleanupPolicy::parse(policy).ok_or_else(|| {
                        format!("unknown cleanup policy '{}' (delete, compact or compact,delete)", truncate(policy))
                    })?);
                }
                "min.compaction.lag.ms" if min_lag.is_none() => {
                    min_lag = Some(number(words.get(i + 1), "min.compaction.lag.ms", true, MAX_CONFIG_MS)?);
                }
                "delete.retention.ms" if delete_retention.is_none() => {
                    delete_retention = Some(number(words.get(i + 1), "delete.retention.ms", true, MAX_CONFIG_MS)?);
                }
                _ if i == 5 => return Err(format!("unexpected '{}' (usage: {USAGE})", truncate(w))),
                _ => return Err(format!("unexpected '{}'", truncate(w))),
            }
            i += 2;
        }
        Ok(CreateTopic {
            topic,
            partitions,
            partitioner: partitioner.unwrap_or(Partitioner::CharSum),
            cleanup: cleanup.unwrap_or_default(),
            min_compaction_lag_ms: min_lag,
            delete_retention_ms: delete_retention,
        })
    }

    /// Creates the topic. Errors: the cluster's refusal (a bad or taken
    /// name, a bad partition count); then nothing is created.
    fn run(&self, cluster: &mut Cluster, _now: f64, _live: &LiveGroups) -> Result<Created, String> {
        let CreateTopic { topic, partitions, partitioner, cleanup, min_compaction_lag_ms, delete_retention_ms } =
            self.clone();
        let default = CompactionConfig::default();
        let seconds = |ms: u64| ms as f64 / 1000.0;
        let compaction = CompactionConfig {
            min_lag_seconds: min_compaction_lag_ms.map_or(default.min_lag_seconds, seconds),
            delete_retention_seconds: delete_retention_ms.map_or(default.delete_retention_seconds, seconds),
        };
        let t = cluster.create_topic(&topic, partitions, partitioner).map_err(|e| e.to_string())?;
        t.set_cleanup(cleanup);
        t.set_compaction(compaction);
        Ok(Created { topic, partitions, partitioner, cleanup, compaction })
    }

    fn text(a: &Created, _cluster: &Cluster, out: &mut String) {
        out.push_str(&format!(
            "created topic {} with {} partition{} (partitioner {})",
            a.topic,
            a.partitions,
            if a.partitions == 1 { "" } else { "s" },
            a.partitioner.name()
        ));
        if a.cleanup.compacts() {
            out.push_str(&format!(
                ", cleanup.policy={}: the cleaner keeps the latest record of each key, and every record needs a key",
                a.cleanup.word()
            ));
        }
        if a.compaction != CompactionConfig::default() {
            out.push_str(&format!(
                "; min.compaction.lag.ms={}, delete.retention.ms={}",
                ms(a.compaction.min_lag_seconds),
                ms(a.compaction.delete_retention_seconds)
            ));
        }
    }

    fn json(a: &Created) -> Value {
        let mut v = json!({
            "ok": true, "created": a.topic, "topic": a.topic, "partitions": a.partitions,
            "partitioner": a.partitioner.name(),
        });
        if a.cleanup != CleanupPolicy::Delete {
            v["cleanup"] = json!(a.cleanup.word());
        }
        if a.compaction != CompactionConfig::default() {
            v["min_compaction_lag_ms"] = json!(ms(a.compaction.min_lag_seconds));
            v["delete_retention_ms"] = json!(ms(a.compaction.delete_retention_seconds));
        }
        v
    }
}

/// Seconds as whole milliseconds, as the configuration spells them.
fn ms(seconds: f64) -> u64 {
    crate::log::num::floor(seconds * 1000.0 + 0.5) as u64
}
