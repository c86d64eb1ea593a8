//! Parsing console lines into [`Command`]s.
//!
//! The grammar is the teaching simulator's (DESIGN.md §3, seed 002), plus
//! Kafka's `reset … to N` (an offset) and `reset … by ±N` (a shift) and a
//! per-topic partitioner. A line that does not parse changes nothing.

use crate::log::partitioner::Partitioner;
use crate::log::valid_name;

/// Longest accepted line, characters.
pub const MAX_LINE: usize = 4096;
/// Largest `max N` a consume may ask for.
pub const MAX_RECORDS: u64 = 1_000_000;

/// Where `reset group` moves a group.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResetTo {
    /// The log start of each partition.
    Earliest,
    /// The log end of each partition.
    Latest,
    /// This offset, clamped to `[log start, log end]` (`to 0` = earliest).
    Offset(u64),
    /// Shift each position by this many records, clamped.
    By(i64),
}

/// One console command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// `create topic T partitions N [partitioner sum|murmur2]`
    CreateTopic {
        /// Topic name.
        topic: String,
        /// Partition count.
        partitions: u32,
        /// Key hash.
        partitioner: Partitioner,
    },
    /// `topics`
    Topics,
    /// `produce T [key=K] PAYLOAD`
    Produce {
        /// Topic name.
        topic: String,
        /// Record key.
        key: Option<String>,
        /// Record value (the rest of the line).
        value: String,
    },
    /// `read T [partition P] [from O]`
    Read {
        /// Topic name.
        topic: String,
        /// Only this partition.
        partition: Option<u32>,
        /// From this offset in each partition read.
        from: Option<u64>,
    },
    /// `consume T group G [as M] [max N] [from-beginning] [no-commit]`
    Consume {
        /// Topic name.
        topic: String,
        /// Group name.
        group: String,
        /// Member name (default: the group's first, or `G-1`).
        member: Option<String>,
        /// Most records to read.
        max: Option<u64>,
        /// Where a partition without a position starts: log start (true) or log end.
        from_beginning: bool,
        /// Read without saving the position.
        no_commit: bool,
    },
    /// `offsets T`
    Offsets {
        /// Topic name.
        topic: String,
    },
    /// `describe group G`
    DescribeGroup {
        /// Group name.
        group: String,
    },
    /// `groups`
    Groups,
    /// `reset group G to 0|earliest|latest|N` or `reset group G by ±N`
    ResetGroup {
        /// Group name.
        group: String,
        /// Target.
        to: ResetTo,
    },
    /// `help`
    Help,
}

impl Command {
    /// Whether it changes the cluster (creates a topic, appends records,
    /// commits or resets a group's offsets); the others only look.
    pub fn changes_the_log(&self) -> bool {
        matches!(
            self,
            Command::CreateTopic { .. }
                | Command::Produce { .. }
                | Command::Consume { .. }
                | Command::ResetGroup { .. }
        )
    }
}

/// Parses one line. Errors are one line of plain words.
pub fn parse(line: &str) -> Result<Command, String> {
    if line.chars().count() > MAX_LINE {
        return Err(format!("line too long ({} characters; at most {MAX_LINE})", line.chars().count()));
    }
    if let Some(c) = line.chars().find(|c| c.is_control() && *c != '\t') {
        return Err(format!("control character U+{:04X} is not allowed", u32::from(c)));
    }
    let line = line.trim();
    let words: Vec<&str> = line.split_whitespace().collect();
    let Some(&first) = words.first() else { return Err("empty command (try help)".into()) };
    match first.to_ascii_lowercase().as_str() {
        "create" => parse_create(&words),
        "topics" => no_more(&words, 1, Command::Topics),
        "groups" => no_more(&words, 1, Command::Groups),
        "help" | "?" => Ok(Command::Help),
        "produce" => parse_produce(line, &words),
        "read" => parse_read(&words),
        "consume" => parse_consume(&words),
        "offsets" => {
            let topic = name_at(&words, 1, "topic", "offsets T")?;
            no_more(&words, 2, Command::Offsets { topic })
        }
        "describe" => {
            expect_word(&words, 1, "group", "describe group G")?;
            let group = name_at(&words, 2, "group", "describe group G")?;
            no_more(&words, 3, Command::DescribeGroup { group })
        }
        "reset" => parse_reset(&words),
        "update" | "delete" | "remove" | "edit" => {
            Err(format!("'{first}' is refused: records are immutable. To put something right, produce a new event"))
        }
        other => Err(format!("unknown command '{}' (try help)", truncate(other))),
    }
}

fn truncate(s: &str) -> String {
    if s.chars().count() > 40 { format!("{}…", s.chars().take(40).collect::<String>()) } else { s.to_string() }
}

fn no_more(words: &[&str], n: usize, cmd: Command) -> Result<Command, String> {
    match words.get(n) {
        None => Ok(cmd),
        Some(w) => Err(format!("unexpected '{}'", truncate(w))),
    }
}

fn expect_word(words: &[&str], i: usize, want: &str, usage: &str) -> Result<(), String> {
    match words.get(i) {
        Some(w) if w.eq_ignore_ascii_case(want) => Ok(()),
        Some(w) => Err(format!("expected '{want}', found '{}' (usage: {usage})", truncate(w))),
        None => Err(format!("expected '{want}' (usage: {usage})")),
    }
}

fn name_at(words: &[&str], i: usize, what: &str, usage: &str) -> Result<String, String> {
    let Some(w) = words.get(i) else { return Err(format!("missing {what} name (usage: {usage})")) };
    if !valid_name(w) {
        return Err(format!(
            "'{}' is not a valid {what} name (letters, digits, '-', '_', '.'; at most 64)",
            truncate(w)
        ));
    }
    Ok(w.to_string())
}

/// A whole number in `1..=max` (or `0..=max` when `zero_ok`).
fn number(word: Option<&&str>, what: &str, zero_ok: bool, max: u64) -> Result<u64, String> {
    let Some(w) = word else { return Err(format!("missing {what}")) };
    if w.starts_with('-') {
        return Err(format!("{what} must not be negative, got {}", truncate(w)));
    }
    let n: u64 = w.parse().map_err(|_| {
        if !w.is_empty() && w.chars().all(|c| c.is_ascii_digit()) {
            format!("{what} {} is too large", truncate(w))
        } else {
            format!("{what} must be a whole number, got '{}'", truncate(w))
        }
    })?;
    if n == 0 && !zero_ok {
        return Err(format!("{what} must be at least 1"));
    }
    if n > max {
        return Err(format!("{what} {n} is too large (at most {max})"));
    }
    Ok(n)
}

fn parse_create(words: &[&str]) -> Result<Command, String> {
    const USAGE: &str = "create topic T partitions N [partitioner sum|murmur2]";
    expect_word(words, 1, "topic", USAGE)?;
    let topic = name_at(words, 2, "topic", USAGE)?;
    expect_word(words, 3, "partitions", USAGE)?;
    let partitions = number(words.get(4), "partition count", false, u64::from(crate::log::MAX_PARTITIONS))? as u32;
    let mut partitioner = Partitioner::CharSum;
    match words.get(5) {
        None => {}
        Some(w) if w.eq_ignore_ascii_case("partitioner") => {
            let Some(name) = words.get(6) else { return Err(format!("missing partitioner name (usage: {USAGE})")) };
            partitioner = Partitioner::from_name(&name.to_ascii_lowercase())
                .ok_or_else(|| format!("unknown partitioner '{}' (sum or murmur2)", truncate(name)))?;
            if let Some(w) = words.get(7) {
                return Err(format!("unexpected '{}'", truncate(w)));
            }
        }
        Some(w) => return Err(format!("unexpected '{}' (usage: {USAGE})", truncate(w))),
    }
    Ok(Command::CreateTopic { topic, partitions, partitioner })
}

fn parse_produce(line: &str, words: &[&str]) -> Result<Command, String> {
    const USAGE: &str = "produce T [key=K] VALUE";
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
    Ok(Command::Produce { topic, key, value: rest.to_string() })
}

fn parse_read(words: &[&str]) -> Result<Command, String> {
    const USAGE: &str = "read T [partition P] [from O]";
    let topic = name_at(words, 1, "topic", USAGE)?;
    let (mut partition, mut from) = (None, None);
    let mut i = 2;
    while let Some(w) = words.get(i) {
        match w.to_ascii_lowercase().as_str() {
            "partition" if partition.is_none() => {
                partition = Some(number(words.get(i + 1), "partition", true, u64::from(u32::MAX))? as u32);
                i += 2;
            }
            "from" if from.is_none() => {
                from = Some(number(words.get(i + 1), "offset", true, u64::MAX)?);
                i += 2;
            }
            _ => return Err(format!("unexpected '{}' (usage: {USAGE})", truncate(w))),
        }
    }
    Ok(Command::Read { topic, partition, from })
}

fn parse_consume(words: &[&str]) -> Result<Command, String> {
    const USAGE: &str = "consume T group G [as M] [max N] [from-beginning] [no-commit]";
    let topic = name_at(words, 1, "topic", USAGE)?;
    expect_word(words, 2, "group", USAGE)?;
    let group = name_at(words, 3, "group", USAGE)?;
    let (mut member, mut max, mut from_beginning, mut no_commit) = (None, None, false, false);
    let mut i = 4;
    while let Some(w) = words.get(i) {
        match w.to_ascii_lowercase().as_str() {
            "as" if member.is_none() => {
                member = Some(name_at(words, i + 1, "member", USAGE)?);
                i += 2;
            }
            "max" if max.is_none() => {
                max = Some(number(words.get(i + 1), "max", false, MAX_RECORDS)?);
                i += 2;
            }
            "from-beginning" if !from_beginning => {
                from_beginning = true;
                i += 1;
            }
            "no-commit" if !no_commit => {
                no_commit = true;
                i += 1;
            }
            _ => return Err(format!("unexpected '{}' (usage: {USAGE})", truncate(w))),
        }
    }
    Ok(Command::Consume { topic, group, member, max, from_beginning, no_commit })
}

fn parse_reset(words: &[&str]) -> Result<Command, String> {
    const USAGE: &str = "reset group G to 0|earliest|latest|N, or reset group G by ±N";
    expect_word(words, 1, "group", USAGE)?;
    let group = name_at(words, 2, "group", USAGE)?;
    let how = words.get(3).map(|w| w.to_ascii_lowercase());
    let to = match how.as_deref() {
        Some("to") => match words.get(4).map(|w| w.to_ascii_lowercase()).as_deref() {
            Some("earliest") => ResetTo::Earliest,
            Some("latest") => ResetTo::Latest,
            Some(_) => ResetTo::Offset(number(words.get(4), "offset", true, u64::MAX)?),
            None => return Err(format!("missing target (usage: {USAGE})")),
        },
        Some("by") => {
            let Some(w) = words.get(4) else { return Err(format!("missing shift (usage: {USAGE})")) };
            let digits = w.strip_prefix('+').or_else(|| w.strip_prefix('-')).unwrap_or(w);
            if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
                return Err(format!("shift must be a whole number like -5 or +5, got '{}'", truncate(w)));
            }
            let n: i64 = w.parse().map_err(|_| format!("shift {} is too large", truncate(w)))?;
            ResetTo::By(n)
        }
        _ => return Err(format!("expected 'to' or 'by' (usage: {USAGE})")),
    };
    no_more(words, 5, Command::ResetGroup { group, to })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_teaching_commands_parse() {
        assert_eq!(
            parse("create topic orders partitions 3").unwrap(),
            Command::CreateTopic { topic: "orders".into(), partitions: 3, partitioner: Partitioner::CharSum }
        );
        assert_eq!(
            parse("produce orders key=customer-7 {\"order\":61,\"total\":12.40}").unwrap(),
            Command::Produce {
                topic: "orders".into(),
                key: Some("customer-7".into()),
                value: "{\"order\":61,\"total\":12.40}".into()
            }
        );
        assert_eq!(
            parse("produce orders hello world").unwrap(),
            Command::Produce { topic: "orders".into(), key: None, value: "hello world".into() }
        );
        assert_eq!(
            parse("read orders partition 1 from 0").unwrap(),
            Command::Read { topic: "orders".into(), partition: Some(1), from: Some(0) }
        );
        assert_eq!(
            parse("consume orders group billing as billing-2 max 5 from-beginning no-commit").unwrap(),
            Command::Consume {
                topic: "orders".into(),
                group: "billing".into(),
                member: Some("billing-2".into()),
                max: Some(5),
                from_beginning: true,
                no_commit: true
            }
        );
        assert_eq!(
            parse("reset group analytics to 0").unwrap(),
            Command::ResetGroup { group: "analytics".into(), to: ResetTo::Offset(0) }
        );
        assert_eq!(
            parse("reset group a to earliest").unwrap(),
            Command::ResetGroup { group: "a".into(), to: ResetTo::Earliest }
        );
        assert_eq!(
            parse("reset group a by -3").unwrap(),
            Command::ResetGroup { group: "a".into(), to: ResetTo::By(-3) }
        );
        assert_eq!(parse("describe group billing").unwrap(), Command::DescribeGroup { group: "billing".into() });
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
}
