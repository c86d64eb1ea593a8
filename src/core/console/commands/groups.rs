//! `groups`: every consumer group's name.

use serde_json::{Value, json};

use super::ConsoleCommand;
use crate::console::LiveGroups;
use crate::console::words::no_more;
use crate::log::Cluster;

/// `groups`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Groups;

impl ConsoleCommand for Groups {
    /// Every group's name, in name order.
    type Answer = Vec<String>;
    const WORDS: &'static [&'static str] = &["groups"];
    const HELP: &'static str = "\
groups
    list the groups";
    const CHANGES_THE_LOG: bool = false;

    fn parse(_line: &str, words: &[&str]) -> Result<Self, String> {
        no_more(words, 1, Groups)
    }

    /// Every group's name. Changes nothing; never fails.
    fn run(&self, cluster: &mut Cluster, _now: f64, _live: &LiveGroups) -> Result<Vec<String>, String> {
        Ok(cluster.groups().map(|g| g.name().to_string()).collect())
    }

    fn text(groups: &Vec<String>, _cluster: &Cluster, out: &mut String) {
        if groups.is_empty() {
            out.push_str("no groups yet");
        } else {
            out.push_str(&groups.join("\n"));
        }
    }

    fn json(groups: &Vec<String>) -> Value {
        json!({"ok": true, "groups": groups})
    }
}
