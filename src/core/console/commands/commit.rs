//! `commit`: ends the console's transaction with a COMMIT marker in each
//! partition it wrote to, and commits the positions it consumed
//! (docs/RULES.md#transactions).

use serde_json::Value;

use super::ConsoleCommand;
use crate::console::render::{ended_json, ended_text};
use crate::console::words::no_more;
use crate::console::{CONSOLE_TRANSACTIONAL_ID, LiveGroups};
use crate::log::{Cluster, Ended, Marker};

/// `commit`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Commit;

impl ConsoleCommand for Commit {
    type Answer = Ended;
    const WORDS: &'static [&'static str] = &["commit"];
    const HELP: &'static str = "\
commit
    end it: COMMIT markers; its records and positions count";
    const SYNTAX: &'static [&'static str] = &["commit"];
    const CHANGES_THE_LOG: bool = true;

    fn parse(_line: &str, words: &[&str]) -> Result<Self, String> {
        no_more(words, 1, Commit)
    }

    /// Commits the open transaction at `now`. Errors: none open, or the
    /// coordinator aborted it for running past its timeout.
    fn run(&self, cluster: &mut Cluster, now: f64, _live: &LiveGroups) -> Result<Ended, String> {
        cluster.end_transaction(CONSOLE_TRANSACTIONAL_ID, Marker::Commit, now).map_err(|e| e.to_string())
    }

    fn text(a: &Ended, _cluster: &Cluster, out: &mut String) {
        ended_text(a, out);
    }

    fn json(a: &Ended) -> Value {
        ended_json(a)
    }
}
