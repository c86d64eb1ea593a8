//! `abort`: ends the console's transaction with an ABORT marker in each
//! partition it wrote to; `read_committed` readers skip its records and
//! the positions it consumed are dropped (docs/RULES.md#transactions).

use serde_json::Value;

use super::ConsoleCommand;
use crate::console::render::{ended_json, ended_text};
use crate::console::words::no_more;
use crate::console::{CONSOLE_TRANSACTIONAL_ID, LiveGroups};
use crate::log::{Cluster, Ended, Marker};

/// `abort`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Abort;

impl ConsoleCommand for Abort {
    type Answer = Ended;
    const WORDS: &'static [&'static str] = &["abort"];
    const HELP: &'static str = "\
abort
    end it: ABORT markers; read_committed skips its records";
    const SYNTAX: &'static [&'static str] = &["abort"];
    const CHANGES_THE_LOG: bool = true;

    fn parse(_line: &str, words: &[&str]) -> Result<Self, String> {
        no_more(words, 1, Abort)
    }

    /// Aborts the open transaction at `now`. Errors: none open, or the
    /// coordinator already aborted it for running past its timeout.
    fn run(&self, cluster: &mut Cluster, now: f64, _live: &LiveGroups) -> Result<Ended, String> {
        cluster.end_transaction(CONSOLE_TRANSACTIONAL_ID, Marker::Abort, now).map_err(|e| e.to_string())
    }

    fn text(a: &Ended, _cluster: &Cluster, out: &mut String) {
        ended_text(a, out);
    }

    fn json(a: &Ended) -> Value {
        ended_json(a)
    }
}
