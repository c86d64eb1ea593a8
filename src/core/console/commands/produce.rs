//! `produce T [key=K] VALUE`: appends one record; the key picks the
//! partition, no key goes round robin.

use serde_json::{Value, json};

use super::ConsoleCommand;
use crate::console::words::name_at;
use crate::console::{CONSOLE_TRANSACTIONAL_ID, LiveGroups};
use crate::log::{Cluster, Offset};

/// `produce T [key=K] VALUE`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Produce {
    /// Topic name.
    pub topic: String,
    /// Record key.
    pub key: Option<String>,
    /// Record value (the rest of the line).
    pub value: String,
}

/// Where `produce` put the record.
#[derive(Clone, Debug, PartialEq)]
pub struct Produced {
    /// Topic.
    pub topic: String,
    /// Partition.
    pub partition: u32,
    /// Offset.
    pub offset: Offset,
    /// Key.
    pub key: Option<String>,
    /// Whether it went into the console's open transaction.
    pub in_transaction: bool,
    /// A tombstone (`key=K null`): no value (docs/RULES.md#compaction).
    pub tombstone: bool,
    /// The topic is compacted (what a tombstone does depends on it).
    pub compacted: bool,
}

const USAGE: &str = "produce T [key=K] VALUE";

/// The value that makes a keyed record a tombstone (Kafka's console
/// producer's `null.marker`).
pub const TOMBSTONE: &str = "null";

impl ConsoleCommand for Produce {
    type Answer = Produced;
    const WORDS: &'static [&'static str] = &["produce"];
    const HELP: &'static str = "\
produce T [key=K] VALUE
    append a record (the key picks the partition);
    key=K null: a tombstone, which deletes K once compacted";
    const SYNTAX: &'static [&'static str] = &["produce T [key=K] VALUE..."];
    const CHANGES_THE_LOG: bool = true;

    fn parse(line: &str, words: &[&str]) -> Result<Self, String> {
        let topic = name_at(words, 1, "topic", USAGE)?;
        // The value is the rest of the line after the topic and the key, as typed.
        let mut rest = line.trim_start()["produce".len()..].trim_start();
        rest = rest[words[1].len()..].trim_start();
        let mut key = None;
        if let Some(k) = words.get(2).and_then(|w| w.strip_prefix("key=")) {
            if k.is_empty() {
                return Err("a key must not be empty (key=K, or leave the key out)".into());
            }
            if k.chars().count() > 256 {
                return Err("a key is at most 256 characters".into());
            }
            key = Some(k.to_string());
            rest = rest[words[2].len()..].trim_start();
        }
        if rest.is_empty() {
            return Err(format!("missing value (usage: {USAGE})"));
        }
        Ok(Produce { topic, key, value: rest.to_string() })
    }

    /// Appends one record stamped `now` to the topic, inside the console's
    /// transaction while one is open (docs/RULES.md#transactions); the
    /// value `null` with a key appends a tombstone instead
    /// (docs/RULES.md#compaction). Errors: no such topic, a tombstone
    /// without a key, the topic's refusal (no key on a compacted topic), or
    /// a producer fenced since the coordinator aborted its transaction for
    /// its timeout (until it begins again).
    fn run(&self, cluster: &mut Cluster, now: f64, _live: &LiveGroups) -> Result<Produced, String> {
        let in_transaction = cluster.transaction(CONSOLE_TRANSACTIONAL_ID).is_some();
        // A transactional producer whose transaction the coordinator
        // aborted is fenced: it sends nothing until it begins again.
        if let Some(e) = cluster.timed_out(CONSOLE_TRANSACTIONAL_ID).filter(|_| !in_transaction) {
            let at_ms = (e.timed_out_at.unwrap_or_default() * 1000.0).round() as u64;
            let (id, records) = (CONSOLE_TRANSACTIONAL_ID.to_string(), e.records);
            return Err(crate::log::LogError::TransactionTimedOut { id, at_ms, records }.to_string());
        }
        let (key, value) = (self.key.as_deref(), self.value.as_str());
        let tombstone = value == TOMBSTONE;
        if tombstone && key.is_none() {
            return Err("a tombstone needs a key (produce T key=K null)".into());
        }
        let (partition, offset) = match (tombstone, in_transaction, key) {
            (true, true, Some(k)) => cluster.tombstone_in_transaction(CONSOLE_TRANSACTIONAL_ID, &self.topic, k, now),
            (true, _, Some(k)) => cluster.topic_mut(&self.topic).and_then(|t| t.produce_tombstone(k, now)),
            (_, true, _) => cluster.produce_in_transaction(CONSOLE_TRANSACTIONAL_ID, &self.topic, key, value, now),
            _ => cluster.topic_mut(&self.topic).and_then(|t| t.produce(key, value, now)),
        }
        .map_err(|e| e.to_string())?;
        let compacted = cluster.topic(&self.topic).is_ok_and(|t| t.cleanup().compacts());
        Ok(Produced {
            topic: self.topic.clone(),
            partition,
            offset,
            key: self.key.clone(),
            in_transaction,
            tombstone,
            compacted,
        })
    }

    fn text(a: &Produced, cluster: &Cluster, out: &mut String) {
        let key = a.key.as_deref().map(|k| format!(" (key {k})")).unwrap_or_else(|| " (no key: round robin)".into());
        out.push_str(&format!("{} p{}:{}{key}", a.topic, a.partition, a.offset));
        if a.tombstone && a.compacted {
            // The topic's own delete.retention.ms (Kafka's default a day).
            let seconds = cluster
                .topic(&a.topic)
                .map_or(crate::log::DEFAULT_DELETE_RETENTION_SECONDS, |t| t.compaction().delete_retention_seconds);
            let stay = if seconds == crate::log::DEFAULT_DELETE_RETENTION_SECONDS {
                "a day".to_string()
            } else {
                format!("{} ms", crate::log::num::floor(seconds * 1000.0 + 0.5) as u64)
            };
            out.push_str(&format!(
                ", a tombstone: the cleaner removes the key's older records, and the tombstone itself after \
                 delete.retention.ms ({stay})"
            ));
        } else if a.tombstone {
            out.push_str(", a tombstone; this topic is not compacted, so it only tells its readers the key is gone");
        }
        if a.in_transaction {
            out.push_str(" in the open transaction: read_committed readers get it after commit");
        }
    }

    fn json(a: &Produced) -> Value {
        let mut v = json!({
            "ok": true, "topic": a.topic, "partition": a.partition, "offset": a.offset, "key": a.key,
        });
        if a.in_transaction {
            v["in_transaction"] = json!(true);
        }
        if a.tombstone {
            v["tombstone"] = json!(true);
        }
        v
    }
}
