//! `begin [timeout MS]`: opens the console's transaction; the records it
//! produces and the positions it consumes go into it until `commit` or
//! `abort` (docs/RULES.md#transactions).

use serde_json::{Value, json};

use super::ConsoleCommand;
use crate::console::words::number;
use crate::console::{CONSOLE_TRANSACTIONAL_ID, LiveGroups};
use crate::log::{Cluster, DEFAULT_TRANSACTION_TIMEOUT_MS, MAX_TRANSACTION_TIMEOUT_MS};

/// `begin [timeout MS]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Begin {
    /// `transaction.timeout.ms`, milliseconds (default
    /// [`DEFAULT_TRANSACTION_TIMEOUT_MS`]).
    pub timeout_ms: u64,
}

/// The transaction begun.
#[derive(Clone, Debug, PartialEq)]
pub struct Begun {
    /// The console's `transactional.id`.
    pub transactional_id: String,
    /// Its producer id.
    pub producer_id: u64,
    /// `transaction.timeout.ms`, milliseconds.
    pub timeout_ms: u64,
    /// Sim time it began, seconds.
    pub started: f64,
}

const USAGE: &str = "begin [timeout MS]";

impl ConsoleCommand for Begin {
    type Answer = Begun;
    const WORDS: &'static [&'static str] = &["begin"];
    const HELP: &'static str = "\
begin [timeout MS]
    open a transaction: produce goes into it";
    const SYNTAX: &'static [&'static str] = &["begin [timeout MS]"];
    const CHANGES_THE_LOG: bool = true;

    fn parse(_line: &str, words: &[&str]) -> Result<Self, String> {
        match words.get(1).map(|w| w.to_ascii_lowercase()) {
            None => Ok(Begin { timeout_ms: DEFAULT_TRANSACTION_TIMEOUT_MS }),
            Some(w) if w == "timeout" => {
                let timeout_ms = number(words.get(2), "timeout", false, MAX_TRANSACTION_TIMEOUT_MS)?;
                match words.get(3) {
                    None => Ok(Begin { timeout_ms }),
                    Some(extra) => Err(format!("unexpected '{}' (usage: {USAGE})", crate::console::words::truncate(extra))),
                }
            }
            Some(_) => Err(format!("unexpected '{}' (usage: {USAGE})", crate::console::words::truncate(words[1]))),
        }
    }

    /// Begins the console producer's transaction at `now`. Errors: one is
    /// already open.
    fn run(&self, cluster: &mut Cluster, now: f64, _live: &LiveGroups) -> Result<Begun, String> {
        let t = cluster.begin_transaction(CONSOLE_TRANSACTIONAL_ID, now, self.timeout_ms).map_err(|e| e.to_string())?;
        Ok(Begun {
            transactional_id: t.transactional_id.clone(),
            producer_id: t.producer_id,
            timeout_ms: self.timeout_ms,
            started: t.started,
        })
    }

    fn text(a: &Begun, _cluster: &Cluster, out: &mut String) {
        out.push_str(&format!(
            "transaction begun (transactional.id {}, producer id {}, transaction.timeout.ms {}):\n\
             what you produce, and the positions of consume … in-transaction, wait in it for commit or abort;\n\
             read_committed readers stop at its first record until then",
            a.transactional_id, a.producer_id, a.timeout_ms
        ));
    }

    fn json(a: &Begun) -> Value {
        json!({
            "ok": true, "transactional_id": a.transactional_id, "producer_id": a.producer_id,
            "timeout_ms": a.timeout_ms, "started": a.started,
        })
    }
}
