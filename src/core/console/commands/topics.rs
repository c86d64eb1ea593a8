//! `topics`: each topic's name and partition count.

use serde_json::{Value, json};

use super::ConsoleCommand;
use crate::console::LiveGroups;
use crate::console::words::no_more;
use crate::log::Cluster;

/// `topics`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Topics;

impl ConsoleCommand for Topics {
    /// Name, partition count and `cleanup.policy` of each topic, in name
    /// order.
    type Answer = Vec<(String, u32, crate::log::CleanupPolicy)>;
    const WORDS: &'static [&'static str] = &["topics"];
    const HELP: &'static str = "\
topics
    list the topics";
    const SYNTAX: &'static [&'static str] = &["topics"];
    const CHANGES_THE_LOG: bool = false;

    fn parse(_line: &str, words: &[&str]) -> Result<Self, String> {
        no_more(words, 1, Topics)
    }

    /// Each topic's name and partition count. Changes nothing; never fails.
    fn run(&self, cluster: &mut Cluster, _now: f64, _live: &LiveGroups) -> Result<Self::Answer, String> {
        Ok(cluster.topics().map(|t| (t.name().to_string(), t.partition_count(), t.cleanup())).collect())
    }

    fn text(topics: &Self::Answer, _cluster: &Cluster, out: &mut String) {
        if topics.is_empty() {
            out.push_str("no topics yet (create topic T partitions N)");
        }
        for (name, n, cleanup) in topics {
            let how = if cleanup.compacts() { format!(", cleanup.policy={}", cleanup.word()) } else { String::new() };
            out.push_str(&format!("{name:<20} {n} partition{}{how}\n", if *n == 1 { "" } else { "s" }));
        }
    }

    fn json(topics: &Self::Answer) -> Value {
        json!({
            "ok": true,
            "topics": topics.iter().map(|(name, n, cleanup)| {
                let mut v = json!({"name": name, "partitions": n});
                if cleanup.compacts() {
                    v["cleanup"] = json!(cleanup.word());
                }
                v
            }).collect::<Vec<_>>(),
        })
    }
}

#[cfg(test)]
mod tests {
    use crate::console::{LiveGroups, run_text};
    use crate::log::Cluster;

    #[test]
    fn one_partition_is_one_partition() {
        let (mut c, live) = (Cluster::new(), LiveGroups::default());
        run_text(&mut c, "create topic a partitions 1", 0.0, &live);
        run_text(&mut c, "create topic b partitions 3", 0.0, &live);
        let text = run_text(&mut c, "topics", 0.0, &live);
        assert_eq!(text, "a                    1 partition\nb                    3 partitions");
    }
}
