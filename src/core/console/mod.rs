//! The Kafka-style console: the teaching simulator's commands over the
//! sim's log (docs/RULES.md#console).
//!
//! [`parse`] turns a line into a [`Command`]; [`execute`] runs it on a
//! [`Cluster`] and returns an [`Answer`], or a one-line error that leaves the
//! cluster exactly as it was. [`Answer::to_json`] and [`Answer::to_text`]
//! render it for `logjam console --json`, the terminal and the in-game
//! window. The grammar is the teaching simulator's
//! (docs/RULES.md#console), plus Kafka's `reset … to N` (an offset) and
//! `reset … by ±N` (a shift) and a per-topic partitioner.
//!
//! Each command is one file in [`commands`] (its words, help lines,
//! parsing, run and rendering, behind [`ConsoleCommand`]); a new command is
//! one file there plus one line in that module's list. `words` holds the
//! parsing helpers they share and `render` the drawing (the lane picture,
//! a record's line and JSON).
//!
//! It owns the command language; it uses the log core alone (no Bevy, no
//! other module of Logjam), so the rule data can check a scenario's console
//! setup and the sim can run a player's line (docs/ARCHITECTURE.md).

pub mod commands;
pub mod complete;
pub mod kafka_tools;
mod render;
mod words;

use std::collections::BTreeMap;

pub use commands::describe_group::GroupRow;
pub use commands::reset_group::{Moved, ResetTo};
pub use commands::{Answer, COMMAND_NAMES, Command, ConsoleCommand};

use crate::log::Cluster;

/// The console producer's `transactional.id`: one transaction per console
/// session at a time (`begin`, `commit`, `abort`).
pub const CONSOLE_TRANSACTIONAL_ID: &str = "console";

/// Longest accepted line, characters.
pub const MAX_LINE: usize = 4096;
/// Largest `max N` a consume may ask for, and the most records a `read` or
/// a `consume` shows.
pub const MAX_RECORDS: u64 = 1_000_000;

/// Groups that Workers on the board read: a reset is refused while the
/// group has members (Kafka resets the offsets of an empty group only), and
/// the console may not consume as them.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LiveGroups {
    /// Group name → (Worker ids, is the group empty: no Worker a member?).
    pub groups: BTreeMap<String, (Vec<String>, bool)>,
}

/// Parses one line: at most [`MAX_LINE`] characters, no control character
/// but a tab; its first word (any case) names the command. Errors are one
/// line of plain words; a line that does not parse changes nothing.
///
/// ```
/// use logjam_core::console::{Command, LiveGroups, ResetTo, execute, parse};
/// use logjam_core::log::Cluster;
///
/// let command = parse("reset group billing to earliest").unwrap();
/// assert!(matches!(&command, Command::ResetGroup(r) if r.group == "billing" && r.to == ResetTo::Earliest));
/// assert!(command.changes_the_log());
/// // Run on a cluster without that group, it is refused.
/// let refused = execute(&mut Cluster::new(), &command, 0.0, &LiveGroups::default());
/// assert_eq!(refused.unwrap_err(), "unknown group 'billing'");
/// assert_eq!(parse("frobnicate").unwrap_err(), "unknown command 'frobnicate' (try help)");
/// ```
pub fn parse(line: &str) -> Result<Command, String> {
    if line.chars().count() > MAX_LINE {
        return Err(format!("line too long ({} characters; at most {MAX_LINE})", line.chars().count()));
    }
    if let Some(c) = line.chars().find(|c| c.is_control() && *c != '\t') {
        return Err(format!("control character U+{:04X} is not allowed", u32::from(c)));
    }
    let line = line.trim();
    // A Kafka tool's own command line runs as the console's readable one.
    if let Some(readable) = kafka_tools::translate(line) {
        return parse(&readable?);
    }
    let words: Vec<&str> = line.split_whitespace().collect();
    let Some(&first) = words.first() else { return Err("empty command (try help)".into()) };
    let first = first.to_ascii_lowercase();
    commands::parse_named(&first, line, &words)
        .unwrap_or_else(|| Err(format!("unknown command '{}' (try help)", words::truncate(&first))))
}

/// Runs one command. `now` is the sim time stamped on produced records
/// (seconds). First the transaction coordinator's timer runs: a transaction
/// still open `transaction.timeout.ms` after it began is aborted as of
/// `now`, whatever the command (docs/RULES.md#transactions). Errors are one
/// line and change nothing (beyond that timer).
pub fn execute(cluster: &mut Cluster, command: &Command, now: f64, live: &LiveGroups) -> Result<Answer, String> {
    cluster.expire_transactions(now);
    command.run(cluster, now, live)
}

/// Parses and runs one line; the answer or error as one line of JSON (an
/// error names the nearest right line when one is near:
/// [`complete::did_you_mean`]).
///
/// ```
/// use logjam_core::console::{LiveGroups, run_json};
/// use logjam_core::log::Cluster;
///
/// let (mut cluster, live) = (Cluster::new(), LiveGroups::default());
/// run_json(&mut cluster, "create topic orders partitions 3", 0.0, &live);
/// let answer = run_json(&mut cluster, "produce orders key=customer-7 x", 1.0, &live);
/// assert_eq!(answer, r#"{"key":"customer-7","offset":0,"ok":true,"partition":1,"topic":"orders"}"#);
/// let error = run_json(&mut cluster, "produce nowhere x", 2.0, &live);
/// assert_eq!(error, r#"{"error":"unknown topic 'nowhere'","ok":false}"#);
/// ```
pub fn run_json(cluster: &mut Cluster, line: &str, now: f64, live: &LiveGroups) -> String {
    let json = match parse(line).and_then(|c| execute(cluster, &c, now, live)) {
        Ok(a) => a.to_json(),
        Err(e) => render::error_json(&complete::with_suggestion(line, &e, &complete::Names::of(cluster, live))),
    };
    match readable_form(line) {
        // A Kafka tool's line: its readable form goes with the answer.
        Some(readable) => match serde_json::from_str::<serde_json::Value>(&json) {
            Ok(serde_json::Value::Object(mut o)) => {
                o.insert("readable".into(), serde_json::Value::String(readable));
                serde_json::Value::Object(o).to_string()
            }
            _ => json,
        },
        None => json,
    }
}

/// The console's own spelling of `line` when it is one of the Kafka tools'
/// command lines it runs (`kafka-topics --list` → `topics`), to show beside
/// the answer; `None` for any other line, and for a tool's line it refuses
/// ([`kafka_tools::translate`]).
///
/// ```
/// use logjam_core::console::readable_form;
///
/// assert_eq!(readable_form("kafka-consumer-groups.sh --list").as_deref(), Some("groups"));
/// assert_eq!(readable_form("groups"), None);
/// ```
pub fn readable_form(line: &str) -> Option<String> {
    kafka_tools::translate(line)?.ok()
}

/// Parses and runs one line; the answer as readable text, or `error: …`
/// (with `; did you mean: LINE` when a line near it would run:
/// [`complete::did_you_mean`]).
///
/// ```
/// use logjam_core::console::{LiveGroups, run_text};
/// use logjam_core::log::Cluster;
///
/// let mut cluster = Cluster::new();
/// let live = LiveGroups::default();
/// run_text(&mut cluster, "create topic orders partitions 3", 0.0, &live);
/// // The key picks the partition: customer-7 hashes to partition 1 of 3, offset 0.
/// let answer = run_text(&mut cluster, "produce orders key=customer-7 {\"order\":61}", 1.0, &live);
/// assert_eq!(answer, "orders p1:0 (key customer-7)");
/// // A new group reads from the log start and commits the next offset: its lag is 0.
/// let read = run_text(&mut cluster, "consume orders group billing from-beginning", 2.0, &live);
/// assert_eq!(read.lines().next(), Some("billing-1 of billing reads p0, p1, p2 and got 1 record(s)"));
/// assert_eq!(read.lines().last(), Some("position committed"));
/// assert_eq!(cluster.lag("billing", "orders", 1), Some(0));
/// // A refused line is one line and changes nothing.
/// let refused = run_text(&mut cluster, "delete orders", 3.0, &live);
/// assert!(refused.starts_with("error: 'delete' is refused: records are immutable"));
/// assert_eq!(cluster.topic("orders").unwrap().total_appended(), 1);
/// ```
pub fn run_text(cluster: &mut Cluster, line: &str, now: f64, live: &LiveGroups) -> String {
    let text = match parse(line).and_then(|c| execute(cluster, &c, now, live)) {
        Ok(a) => a.to_text(cluster),
        Err(e) => format!("error: {}", complete::with_suggestion(line, &e, &complete::Names::of(cluster, live))),
    };
    match readable_form(line) {
        Some(readable) => format!("= {readable}\n{text}"),
        None => text,
    }
}

#[cfg(test)]
mod tests {
    use super::commands::{Consume, CreateTopic, DescribeGroup, Produce, Read, ResetGroup};
    use super::*;
    use crate::log::partitioner::Partitioner;

    #[test]
    fn the_teaching_commands_parse() {
        assert_eq!(
            parse("create topic orders partitions 3").unwrap(),
            Command::CreateTopic(CreateTopic {
                topic: "orders".into(),
                partitions: 3,
                partitioner: Partitioner::CharSum,
                cleanup: crate::log::CleanupPolicy::Delete,
                min_compaction_lag_ms: None,
                delete_retention_ms: None,
            })
        );
        assert_eq!(
            parse("produce orders key=customer-7 {\"order\":61,\"total\":12.40}").unwrap(),
            Command::Produce(Produce {
                topic: "orders".into(),
                key: Some("customer-7".into()),
                value: "{\"order\":61,\"total\":12.40}".into()
            })
        );
        assert_eq!(
            parse("produce orders hello world").unwrap(),
            Command::Produce(Produce { topic: "orders".into(), key: None, value: "hello world".into() })
        );
        assert_eq!(
            parse("read orders partition 1 from 0").unwrap(),
            Command::Read(Read { topic: "orders".into(), partition: Some(1), from: Some(0), max: None })
        );
        assert_eq!(
            parse("consume orders group billing as billing-2 max 5 from-beginning no-commit").unwrap(),
            Command::Consume(Consume {
                topic: "orders".into(),
                group: "billing".into(),
                member: Some("billing-2".into()),
                max: Some(5),
                from_beginning: true,
                no_commit: true,
                isolation: None,
                in_transaction: false
            })
        );
        assert_eq!(
            parse("reset group analytics to 0").unwrap(),
            Command::ResetGroup(ResetGroup { group: "analytics".into(), to: ResetTo::Offset(0) })
        );
        assert_eq!(
            parse("reset group a to earliest").unwrap(),
            Command::ResetGroup(ResetGroup { group: "a".into(), to: ResetTo::Earliest })
        );
        assert_eq!(
            parse("reset group a by -3").unwrap(),
            Command::ResetGroup(ResetGroup { group: "a".into(), to: ResetTo::By(-3) })
        );
        assert_eq!(
            parse("reset group a to-datetime 1d 02:30").unwrap(),
            Command::ResetGroup(ResetGroup { group: "a".into(), to: ResetTo::AtTime(86_400 + 9_000) })
        );
        assert_eq!(
            parse("reset group a to-datetime 1dT02:30").unwrap(),
            Command::ResetGroup(ResetGroup { group: "a".into(), to: ResetTo::AtTime(86_400 + 9_000) })
        );
        assert_eq!(
            parse("reset group a to-datetime 00:00:45").unwrap(),
            Command::ResetGroup(ResetGroup { group: "a".into(), to: ResetTo::AtTime(45) })
        );
        assert_eq!(
            parse("reset group a by-duration PT10M").unwrap(),
            Command::ResetGroup(ResetGroup { group: "a".into(), to: ResetTo::ByDuration(600) })
        );
        assert_eq!(
            parse("describe group billing").unwrap(),
            Command::DescribeGroup(DescribeGroup { group: "billing".into() })
        );
    }

    #[test]
    fn bad_input_is_one_line() {
        for bad in [
            "",
            "frobnicate",
            "create topic t partitions 0",
            "create topic t partitions -1",
            "create topic t partitions 99999999999999999999999",
            "create topic t partitions 3 partitioner md5",
            "produce t key= x",
            "produce t",
            "read t partition x",
            "consume t group g max 0",
            "reset group g to",
            "reset group g by 5x",
            "reset group g to-datetime",
            "reset group g to-datetime 25:00",
            "reset group g to-datetime 2026-12-06T10:00:00",
            "reset group g to-datetime 1d",
            "reset group g to-datetime xdT01:00",
            "reset group g to-datetime 01:00 extra",
            "reset group g by-duration",
            "reset group g by-duration 10m",
            "reset group g by-duration P1M",
            "update orders 1",
            "delete orders",
            "produce t \u{7} bell",
        ] {
            let e = parse(bad).unwrap_err();
            assert!(!e.contains('\n'), "{bad:?}: {e}");
        }
        assert!(parse(&"x".repeat(100_000)).unwrap_err().contains("too long"));
        assert!(parse("update orders").unwrap_err().contains("immutable"));
    }

    /// A board stream's leader holds records its followers have not
    /// copied: a new group's first `consume` starts at the high watermark
    /// (Kafka's `latest`), not at the log end above it, so those records
    /// reach the group once they are committed.
    #[test]
    fn a_new_group_starts_at_the_high_watermark_not_the_log_end() {
        let (mut cluster, live) = (Cluster::new(), LiveGroups::default());
        cluster.create_topic("orders", 1, Partitioner::CharSum).unwrap();
        let part = cluster.topic_mut("orders").unwrap().partition_mut(0).unwrap();
        for _ in 0..5 {
            part.append_record(None, Some("x".into()), 1.0);
        }
        part.advance_high_watermark(3);
        let c = parse("consume orders group audit").unwrap();
        let Answer::Consume(first) = execute(&mut cluster, &c, 2.0, &live).unwrap() else { panic!("consume") };
        assert!(first.records.is_empty());
        assert_eq!(cluster.group("audit").unwrap().committed("orders", 0), Some(3), "latest is the high watermark");
        cluster.topic_mut("orders").unwrap().partition_mut(0).unwrap().advance_high_watermark(5);
        let Answer::Consume(next) = execute(&mut cluster, &c, 3.0, &live).unwrap() else { panic!("consume") };
        let offsets: Vec<u64> = next.records.iter().map(|r| r.offset).collect();
        assert_eq!(offsets, [3, 4], "the records above the old high watermark are read once committed");
    }

    /// A share group's console: two members read one partition without
    /// overlapping, a released record comes back with its delivery count,
    /// a poison record is delivered exactly five times and then archived,
    /// and the group's names stay apart from consumer groups'. Rule:
    /// docs/RULES.md#share-groups.
    #[test]
    fn share_group_members_acquire_release_and_archive() {
        let (mut cluster, live) = (Cluster::new(), LiveGroups::default());
        cluster.create_topic("jobs", 1, Partitioner::CharSum).unwrap();
        let shared = |cluster: &mut Cluster, line: &str| {
            let Answer::ShareConsume(a) = execute(cluster, &parse(line).unwrap(), 1.0, &live).unwrap() else {
                panic!("{line}")
            };
            a
        };
        // The first read puts the start at the high watermark (latest).
        let first = shared(&mut cluster, "consume jobs share-group pool as a");
        assert!(first.records.is_empty() && first.started_at_end);
        for i in 0..6 {
            let line = format!("produce jobs job-{i}");
            execute(&mut cluster, &parse(&line).unwrap(), 1.0, &live).unwrap();
        }
        let a = shared(&mut cluster, "consume jobs share-group pool as a max 2 release");
        let b = shared(&mut cluster, "consume jobs share-group pool as b max 3");
        let offsets = |r: &ShareConsumedAlias| r.records.iter().map(|r| r.record.offset).collect::<Vec<_>>();
        let counts = |r: &ShareConsumedAlias| r.records.iter().map(|r| r.deliveries).collect::<Vec<_>>();
        assert_eq!((offsets(&a), counts(&a)), (vec![0, 1], vec![1, 1]));
        assert_eq!(b.assigned, [0], "both read partition 0");
        assert_eq!((offsets(&b), counts(&b)), (vec![0, 1, 2], vec![2, 2, 1]), "released records come first");
        // Offset 3 is released over and over: five deliveries, then archived.
        let mut deliveries = vec![];
        for _ in 0..8 {
            let r = shared(&mut cluster, "consume jobs share-group pool as a max 1 release");
            if offsets(&r) != [3] {
                assert_eq!(offsets(&r), [4], "the next record once 3 is archived");
                break;
            }
            deliveries.extend(counts(&r));
        }
        assert_eq!(deliveries, [1, 2, 3, 4, 5]);
        // A new group told to start at the log start reads them all.
        let all = shared(&mut cluster, "consume jobs share-group audit-pool from-beginning");
        assert_eq!(offsets(&all), [0, 1, 2, 3, 4, 5]);
        let d = cluster.share_group("pool").unwrap().partitions_of("jobs")[0].clone();
        assert_eq!((d.archived(), d.accepted(), d.start()), (1, 3, 4), "0..3 accepted, 3 archived");
        assert_eq!(cluster.share_lag("pool", "jobs"), 2, "4 released, 5 never acquired");
        let text = execute(&mut cluster, &parse("describe share-group pool").unwrap(), 1.0, &live).unwrap();
        assert!(text.to_text(&cluster).contains("archived after 5 deliveries"), "{}", text.to_text(&cluster));
        // One namespace: a share group's name is refused to a consumer group, and back.
        let e = execute(&mut cluster, &parse("consume jobs group pool").unwrap(), 1.0, &live).unwrap_err();
        assert!(e.contains("is a share group"), "{e}");
        execute(&mut cluster, &parse("consume jobs group audit").unwrap(), 1.0, &live).unwrap();
        let e = execute(&mut cluster, &parse("consume jobs share-group audit").unwrap(), 1.0, &live).unwrap_err();
        assert!(e.contains("is a consumer group"), "{e}");
        assert!(parse("describe share-group pool x").is_err());
        assert!(parse("consume jobs share-group pool reject release").is_err());
    }

    type ShareConsumedAlias = commands::share_consume::ShareConsumed;

    #[test]
    fn the_writing_commands_are_the_four_that_change_the_log() {
        let writes = |line: &str| parse(line).unwrap().changes_the_log();
        for line in ["create topic t partitions 1", "produce t x", "consume t group g", "reset group g to 0"] {
            assert!(writes(line), "{line}");
        }
        for line in ["topics", "read t", "offsets t", "describe group g", "groups", "help"] {
            assert!(!writes(line), "{line}");
        }
    }
}
