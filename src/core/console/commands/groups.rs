//! `groups`: every consumer group's and share group's name.

use serde_json::{Value, json};

use super::ConsoleCommand;
use crate::console::LiveGroups;
use crate::console::words::no_more;
use crate::log::Cluster;

/// `groups`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Groups;

/// What `groups` lists: each kind's names, in name order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GroupList {
    /// Consumer groups.
    pub consumer: Vec<String>,
    /// Share groups (KIP-932).
    pub share: Vec<String>,
}

impl ConsoleCommand for Groups {
    /// Every group's name, in name order, by kind.
    type Answer = GroupList;
    const WORDS: &'static [&'static str] = &["groups"];
    const HELP: &'static str = "\
groups
    list the consumer groups and share groups";
    const SYNTAX: &'static [&'static str] = &["groups"];
    const CHANGES_THE_LOG: bool = false;

    fn parse(_line: &str, words: &[&str]) -> Result<Self, String> {
        no_more(words, 1, Groups)
    }

    /// Every group's name. Changes nothing; never fails.
    fn run(&self, cluster: &mut Cluster, _now: f64, _live: &LiveGroups) -> Result<GroupList, String> {
        Ok(GroupList {
            consumer: cluster.groups().filter(|g| !g.is_share()).map(|g| g.name().to_string()).collect(),
            share: cluster.share_groups().map(|g| g.name().to_string()).collect(),
        })
    }

    fn text(groups: &GroupList, _cluster: &Cluster, out: &mut String) {
        if groups.consumer.is_empty() && groups.share.is_empty() {
            out.push_str("no groups yet");
            return;
        }
        let share = groups.share.iter().map(|s| format!("{s} (share group)"));
        let lines: Vec<String> = groups.consumer.iter().cloned().chain(share).collect();
        out.push_str(&lines.join("\n"));
    }

    fn json(groups: &GroupList) -> Value {
        let mut v = json!({"ok": true, "groups": groups.consumer});
        if !groups.share.is_empty() {
            v["share_groups"] = json!(groups.share);
        }
        v
    }
}
