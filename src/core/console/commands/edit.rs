//! `update`, `delete`, `remove`, `edit`: refused, always. Records are
//! immutable; to put something right, a producer appends a new event.

use serde_json::Value;

use super::ConsoleCommand;
use crate::console::LiveGroups;
use crate::log::Cluster;

/// A change to a record already written: it never parses, so no value of
/// this type exists.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Edit {}

impl ConsoleCommand for Edit {
    type Answer = Edit;
    const WORDS: &'static [&'static str] = &["update", "delete", "remove", "edit"];
    const HELP: &'static str = "Records are immutable: update and delete are refused.";
    const SYNTAX: &'static [&'static str] = &[];
    const CHANGES_THE_LOG: bool = false;

    /// Always an error naming the word as typed.
    fn parse(_line: &str, words: &[&str]) -> Result<Self, String> {
        Err(format!("'{}' is refused: records are immutable. To put something right, produce a new event", words[0]))
    }

    fn run(&self, _cluster: &mut Cluster, _now: f64, _live: &LiveGroups) -> Result<Edit, String> {
        match *self {}
    }

    fn text(a: &Edit, _cluster: &Cluster, _out: &mut String) {
        match *a {}
    }

    fn json(a: &Edit) -> Value {
        match *a {}
    }
}
