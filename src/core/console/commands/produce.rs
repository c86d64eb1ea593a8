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
    /// When the coordinator aborted the console's last transaction for its
    /// timeout (sim seconds), if no `begin` came since: this record is
    /// outside any transaction.
    pub timed_out_at: Option<f64>,
    /// A tombstone (`key=K null`): no value (docs/RULES.md#compaction).
    pub tombstone: bool,
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
    /// value `null` with a key appends a tombstone instead, outside any
    /// transaction (docs/RULES.md#compaction). Errors: no such topic, a
    /// tombstone without a key, or the topic's refusal (no key on a
    /// compacted topic).
    fn run(&self, cluster: &mut Cluster, now: f64, _live: &LiveGroups) -> Result<Produced, String> {
        let in_transaction = cluster.transaction(CONSOLE_TRANSACTIONAL_ID).is_some();
        let timed_out_at = cluster.timed_out(CONSOLE_TRANSACTIONAL_ID).and_then(|e| e.timed_out_at);
        let (key, value) = (self.key.as_deref(), self.value.as_str());
        if value == TOMBSTONE {
            let Some(key) = key else { return Err("a tombstone needs a key (produce T key=K null)".into()) };
            let t = cluster.topic_mut(&self.topic).map_err(|e| e.to_string())?;
            let (partition, offset) = t.produce_tombstone(key, now).map_err(|e| e.to_string())?;
            return Ok(Produced {
                topic: self.topic.clone(),
                partition,
                offset,
                key: self.key.clone(),
                in_transaction: false,
                timed_out_at: None,
                tombstone: true,
            });
        }
        let (partition, offset) = if in_transaction {
            cluster.produce_in_transaction(CONSOLE_TRANSACTIONAL_ID, &self.topic, key, value, now)
        } else {
            cluster.topic_mut(&self.topic).and_then(|t| t.produce(key, value, now))
        }
        .map_err(|e| e.to_string())?;
        Ok(Produced {
            topic: self.topic.clone(),
            partition,
            offset,
            key: self.key.clone(),
            in_transaction,
            timed_out_at: timed_out_at.filter(|_| !in_transaction),
            tombstone: false,
        })
    }

    fn text(a: &Produced, _cluster: &Cluster, out: &mut String) {
        let key = a.key.as_deref().map(|k| format!(" (key {k})")).unwrap_or_else(|| " (no key: round robin)".into());
        out.push_str(&format!("{} p{}:{}{key}", a.topic, a.partition, a.offset));
        if a.tombstone {
            out.push_str(", a tombstone: compaction removes the key's older records, then it");
        }
        if a.in_transaction {
            out.push_str(" in the open transaction: read_committed readers get it after commit");
        }
        if let Some(at) = a.timed_out_at {
            out.push_str(&format!(
                "\nnote: the coordinator aborted your transaction at {at} s (transaction.timeout.ms); \
                 this record is outside any transaction"
            ));
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
