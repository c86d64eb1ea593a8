//! `help` (or `?`): the command list, each command's lines from its own
//! file ([`ConsoleCommand::HELP`]), in the order the commands are listed.

use serde_json::{Value, json};

use super::{ConsoleCommand, help_text};
use crate::console::LiveGroups;
use crate::log::Cluster;

/// `help` or `?` (any words after it are let be).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Help;

impl ConsoleCommand for Help {
    type Answer = ();
    const WORDS: &'static [&'static str] = &["help", "?"];
    const HELP: &'static str = "\
help (or ?)
    this list; Tab completes a command, a flag or a name,
    a second Tab lists the choices
Kafka's own tools work too: kafka-topics,
kafka-console-producer, kafka-console-consumer,
kafka-consumer-groups, kafka-console-share-consumer and
kafka-share-groups lines (each answer starts with
their form here: = …)";
    const SYNTAX: &'static [&'static str] = &["help"];
    const CHANGES_THE_LOG: bool = false;

    fn parse(_line: &str, _words: &[&str]) -> Result<Self, String> {
        Ok(Help)
    }

    /// Changes nothing; never fails (the answer's rendering is the list).
    fn run(&self, _cluster: &mut Cluster, _now: f64, _live: &LiveGroups) -> Result<(), String> {
        Ok(())
    }

    fn text(_: &(), _cluster: &Cluster, out: &mut String) {
        out.push_str(&help_text());
    }

    fn json(_: &()) -> Value {
        json!({"ok": true, "help": help_text()})
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The help as players know it, byte for byte: the list's order and each
    /// file's lines make it.
    #[test]
    fn the_help_lists_the_commands_in_order() {
        let mut cluster = Cluster::new();
        let text = crate::console::run_text(&mut cluster, "help", 0.0, &LiveGroups::default());
        assert_eq!(
            text,
            "\
create topic T partitions N [partitioner sum|murmur2]
        [cleanup delete|compact|compact,delete]
        [min.compaction.lag.ms MS] [delete.retention.ms MS]
    a new topic (a record's age before the cleaner may
    remove it, a tombstone's stay: 0 and a day)
topics
    list the topics
produce T [key=K] VALUE
    append a record (the key picks the partition);
    key=K null: a tombstone, which deletes K once compacted
read T [partition P] [from O] [max N]
    show records; remembers nothing
consume T group G [as M] [max N] [from-beginning] [no-commit]
        [isolation read_committed|read_uncommitted]
        [in-transaction]
    read as a group member and save the position
    (in-transaction: with the open transaction)
consume T share-group G [as M] [max N] [reject|release]
        [from-beginning]
    read as a share group member: acquire records under
    a lock, then accept each (or release or reject it)
offsets T
    the end of each partition and each group's position
describe group G
    position, end, lag and member per partition
describe share-group G
    share-partition start and end, in flight, lag
groups
    list the consumer groups and share groups
reset group G to 0|earliest|latest|N
    move the group's positions (or: by +N / -N,
    to-datetime 1d 02:30:00 / by-duration PT10M)
compact T
    run the cleaner now: the latest record of each key stays
begin [timeout MS]
    open a transaction: produce goes into it
commit
    end it: COMMIT markers; its records and positions count
abort
    end it: ABORT markers; read_committed skips its records
Records are immutable: update and delete are refused.
help (or ?)
    this list; Tab completes a command, a flag or a name,
    a second Tab lists the choices
Kafka's own tools work too: kafka-topics,
kafka-console-producer, kafka-console-consumer,
kafka-consumer-groups, kafka-console-share-consumer and
kafka-share-groups lines (each answer starts with
their form here: = …)"
        );
        assert_eq!(crate::console::run_text(&mut cluster, "?", 0.0, &LiveGroups::default()), text);
    }
}
