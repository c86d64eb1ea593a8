//! The Kafka tools' own command lines, read as the console's commands: the
//! console calls its commands "a more readable version of the Kafka tools"
//! (docs/RULES.md#console), and this is the bridge the other way, so a
//! player learns the real tools' spelling before meeting a real cluster.
//!
//! [`translate`] turns a line that starts with `kafka-topics`,
//! `kafka-console-producer`, `kafka-console-consumer` or
//! `kafka-consumer-groups` (with or without `.sh`, with or without a path)
//! into the console's readable line for the same operation, or refuses it
//! with one line that says what the console does instead. Options follow
//! the tools' spelling (`--topic T` or `--topic=T`); `--bootstrap-server`
//! is accepted and means the console's own cluster.

/// The tools this module reads, by their command names.
pub const TOOLS: &[&str] = &[
    "kafka-topics",
    "kafka-console-producer",
    "kafka-console-consumer",
    "kafka-consumer-groups",
    "kafka-console-share-consumer",
    "kafka-share-groups",
];

/// Options that take a value, across the tools.
pub const VALUED: &[&str] = &[
    "--bootstrap-server",
    "--topic",
    "--partitions",
    "--replication-factor",
    "--config",
    "--property",
    "--group",
    "--max-messages",
    "--partition",
    "--offset",
    "--isolation-level",
    "--to-offset",
    "--shift-by",
    "--to-datetime",
    "--by-duration",
];

/// Options that stand alone, across the tools.
const FLAGS: &[&str] = &[
    "--create",
    "--list",
    "--describe",
    "--from-beginning",
    "--reset-offsets",
    "--to-earliest",
    "--to-latest",
    "--execute",
    "--dry-run",
    "--all-topics",
    "--members",
    "--offsets",
    "--release",
    "--reject",
];

/// The options each tool reads here (what completion offers after its
/// name), as the tools spell them: the ones [`translate`] looks at, and
/// `--bootstrap-server`, which every tool takes (not `--dry-run`, which the
/// console refuses: it has no dry run).
pub fn tool_options(tool: &str) -> &'static [&'static str] {
    match tool {
        "kafka-topics" => &[
            "--bootstrap-server",
            "--create",
            "--list",
            "--describe",
            "--topic",
            "--partitions",
            "--replication-factor",
            "--config",
        ],
        "kafka-console-producer" => &["--bootstrap-server", "--topic", "--property"],
        "kafka-console-consumer" => &[
            "--bootstrap-server",
            "--topic",
            "--group",
            "--from-beginning",
            "--max-messages",
            "--partition",
            "--offset",
            "--isolation-level",
        ],
        "kafka-console-share-consumer" => {
            &["--bootstrap-server", "--topic", "--group", "--from-beginning", "--max-messages", "--release", "--reject"]
        }
        "kafka-share-groups" => &["--bootstrap-server", "--list", "--describe", "--group"],
        "kafka-consumer-groups" => &[
            "--bootstrap-server",
            "--list",
            "--describe",
            "--reset-offsets",
            "--group",
            "--topic",
            "--all-topics",
            "--to-earliest",
            "--to-latest",
            "--to-offset",
            "--shift-by",
            "--to-datetime",
            "--by-duration",
            "--execute",
            "--members",
            "--offsets",
        ],
        _ => &[],
    }
}

/// The sets of a tool's options of which a line takes one (one action, one
/// reset target, one acknowledgement): completion offers no second.
pub fn tool_exclusive(tool: &str) -> &'static [&'static [&'static str]] {
    match tool {
        "kafka-topics" => &[&["--create", "--list", "--describe"]],
        "kafka-consumer-groups" => &[
            &["--list", "--describe", "--reset-offsets"],
            &["--to-earliest", "--to-latest", "--to-offset", "--shift-by", "--to-datetime", "--by-duration"],
        ],
        "kafka-share-groups" => &[&["--list", "--describe"]],
        "kafka-console-share-consumer" => &[&["--release", "--reject"]],
        _ => &[],
    }
}

/// The tool a line's first word names (`kafka-topics.sh`,
/// `/opt/kafka/bin/kafka-topics.sh` and `kafka-topics` all name
/// `kafka-topics`), or `None`.
pub fn tool_name(first: &str) -> Option<&'static str> {
    let name = first.rsplit('/').next().unwrap_or(first);
    let name = name.strip_suffix(".sh").unwrap_or(name).to_ascii_lowercase();
    TOOLS.iter().find(|t| **t == name).copied()
}

/// A tool's options as typed: flags, and `(option, value)` pairs in order.
struct Options {
    tool: &'static str,
    flags: Vec<&'static str>,
    values: Vec<(&'static str, String)>,
}

impl Options {
    fn has(&self, flag: &str) -> bool {
        self.flags.contains(&flag)
    }

    /// The last value given for `option`.
    fn value(&self, option: &str) -> Option<&str> {
        self.values.iter().rev().find(|(o, _)| *o == option).map(|(_, v)| v.as_str())
    }

    /// Every value given for `option`, in order.
    fn all(&self, option: &str) -> impl Iterator<Item = &str> {
        self.values.iter().filter(move |(o, _)| *o == option).map(|(_, v)| v.as_str())
    }

    /// The one action flag of `actions` given (a tool does one thing a
    /// line). Errors: none or several.
    fn action(&self, actions: &[&'static str]) -> Result<&'static str, String> {
        let given: Vec<&str> = actions.iter().copied().filter(|a| self.has(a)).collect();
        match given[..] {
            [one] => Ok(one),
            [] => {
                let (last, rest) = actions.split_last().expect("a tool has actions");
                Err(format!("{} needs one of {} and {last}", self.tool, rest.join(", ")))
            }
            _ => Err(format!("{} does one thing a line: {} given, keep one", self.tool, given.join(" and "))),
        }
    }

    fn required(&self, option: &str) -> Result<&str, String> {
        self.value(option).ok_or_else(|| format!("{} needs {option}", self.tool))
    }

    /// A name for the console (no whitespace; it is one word there).
    fn name(&self, option: &str) -> Result<String, String> {
        let v = self.required(option)?;
        if v.is_empty() || v.chars().any(char::is_whitespace) {
            return Err(format!("{option} '{v}': a name is one word"));
        }
        Ok(v.to_string())
    }

    fn number(&self, option: &str) -> Result<Option<u64>, String> {
        self.value(option)
            .map(|v| v.parse::<u64>().map_err(|_| format!("{option} '{v}' is not a whole number")))
            .transpose()
    }
}

/// The console's readable line for a Kafka tool's command line. `None`:
/// `line` does not start with one of the tools' names. `Some(Err)`: one
/// line saying why the console cannot do what it asks (an option it does
/// not know, a required one missing, something the console does not model).
///
/// ```
/// use logjam_core::console::kafka_tools::translate;
///
/// let create = "kafka-topics.sh --bootstrap-server localhost:9092 --create --topic orders --partitions 3";
/// assert_eq!(translate(create), Some(Ok("create topic orders partitions 3 partitioner murmur2".into())));
/// let groups = "kafka-consumer-groups --bootstrap-server localhost:9092 --describe --group billing";
/// assert_eq!(translate(groups), Some(Ok("describe group billing".into())));
/// assert_eq!(translate("topics"), None);
/// ```
pub fn translate(line: &str) -> Option<Result<String, String>> {
    let line = line.trim();
    let first = line.split_whitespace().next()?;
    let tool = tool_name(first)?;
    let rest = line[first.len()..].trim_start();
    // The console producer reads its records from its input: one record,
    // as a shell's here-string.
    let (options, input) = match rest.find("<<<") {
        Some(i) => match here_string(&rest[i + 3..]) {
            // What follows the word goes to the tool, as in a shell.
            Ok((word, after)) => (format!("{} {after}", &rest[..i]), Some(word)),
            Err(e) => return Some(Err(e)),
        },
        None => (rest.to_string(), None),
    };
    Some(options_of(tool, &options).and_then(|o| match tool {
        "kafka-topics" => topics(&o),
        "kafka-console-producer" => producer(&o, input.as_deref()),
        "kafka-console-consumer" => consumer(&o),
        "kafka-console-share-consumer" => share_consumer(&o),
        "kafka-share-groups" => share_groups(&o),
        _ => consumer_groups(&o),
    }))
}

/// The one shell word after `<<<` (a here-string), as a shell reads it:
/// single quotes keep everything, double quotes keep all but `\"`, `\\`,
/// `\$` and `` \` ``, a backslash outside quotes keeps the next
/// character, and quoted and bare parts next to each other make one word;
/// and the text after it. Errors: no word, or a quote left open.
fn here_string(text: &str) -> Result<(String, &str), String> {
    let text = text.trim_start();
    let (mut word, mut chars, mut any) = (String::new(), text.char_indices().peekable(), false);
    while let Some(&(i, c)) = chars.peek() {
        if c.is_whitespace() {
            return if any { Ok((word, &text[i..])) } else { Err(no_record()) };
        }
        chars.next();
        any = true;
        match c {
            '\'' => loop {
                match chars.next() {
                    Some((_, '\'')) => break,
                    Some((_, ch)) => word.push(ch),
                    None => return Err("a quote left open after <<<".into()),
                }
            },
            '"' => loop {
                match chars.next() {
                    Some((_, '"')) => break,
                    Some((_, '\\')) => match chars.next() {
                        Some((_, ch @ ('"' | '\\' | '$' | '`'))) => word.push(ch),
                        Some((_, ch)) => {
                            word.push('\\');
                            word.push(ch);
                        }
                        None => return Err("a quote left open after <<<".into()),
                    },
                    Some((_, ch)) => word.push(ch),
                    None => return Err("a quote left open after <<<".into()),
                }
            },
            '\\' => {
                if let Some((_, ch)) = chars.next() {
                    word.push(ch);
                }
            }
            _ => word.push(c),
        }
    }
    if any { Ok((word, "")) } else { Err(no_record()) }
}

/// The refusal of a producer line with no record after `<<<`.
fn no_record() -> String {
    "kafka-console-producer reads records from its input: end the line with <<< 'VALUE' (one record)".into()
}

/// `text` without one pair of matching quotes around it.
fn unquote(text: &str) -> &str {
    for q in ['\'', '"'] {
        if let Some(inner) = text.strip_prefix(q).and_then(|t| t.strip_suffix(q)) {
            return inner;
        }
    }
    text
}

/// Reads a tool's options: `--name value`, `--name=value` or a flag.
fn options_of(tool: &'static str, text: &str) -> Result<Options, String> {
    let mut o = Options { tool, flags: Vec::new(), values: Vec::new() };
    let mut words = text.split_whitespace();
    while let Some(w) = words.next() {
        let (name, inline) = match w.split_once('=') {
            Some((n, v)) if n.starts_with("--") => (n, Some(v)),
            _ => (w, None),
        };
        let lower = name.to_ascii_lowercase();
        if let Some(&flag) = FLAGS.iter().find(|f| **f == lower) {
            o.flags.push(flag);
        } else if let Some(&option) = VALUED.iter().find(|v| **v == lower) {
            let value = match inline {
                Some(v) => v,
                None => words.next().ok_or_else(|| format!("{option} needs a value"))?,
            };
            o.values.push((option, unquote(value).to_string()));
        } else if name.starts_with('-') {
            return Err(format!("{tool}: the console does not know {name}"));
        } else {
            return Err(format!("{tool}: unexpected '{name}' (its options start with --)"));
        }
    }
    Ok(o)
}

/// `kafka-topics --create | --list | --describe`.
fn topics(o: &Options) -> Result<String, String> {
    let action = o.action(&["--create", "--list", "--describe"])?;
    if action == "--list" {
        return Ok("topics".into());
    }
    if action == "--describe" {
        return Ok(match o.value("--topic") {
            Some(_) => format!("offsets {}", o.name("--topic")?),
            None => "topics".into(),
        });
    }
    let topic = o.name("--topic")?;
    // Kafka's default num.partitions is 1.
    let partitions = o.number("--partitions")?.unwrap_or(1);
    if o.number("--replication-factor")?.is_some_and(|r| r != 1) {
        return Err("the console's topics keep one copy (--replication-factor 1); \
                    a stream on the board has its replication factor"
            .into());
    }
    // The Java producer, which the real tools use, hashes keys with murmur2.
    let mut line = format!("create topic {topic} partitions {partitions} partitioner murmur2");
    for config in o.all("--config") {
        let (key, value) = config.split_once('=').ok_or_else(|| format!("--config '{config}': KEY=VALUE"))?;
        match key {
            "cleanup.policy" => line.push_str(&format!(" cleanup {value}")),
            "min.compaction.lag.ms" | "delete.retention.ms" => line.push_str(&format!(" {key} {value}")),
            _ => {
                return Err(format!(
                    "--config {key}: the console's topics know cleanup.policy, min.compaction.lag.ms \
                     and delete.retention.ms"
                ));
            }
        }
    }
    Ok(line)
}

/// `kafka-console-producer --topic T [--property parse.key=true]
/// [--property key.separator=S] [--property null.marker=M] <<< 'RECORD'`.
fn producer(o: &Options, input: Option<&str>) -> Result<String, String> {
    let topic = o.name("--topic")?;
    let (mut parse_key, mut separator, mut null_marker) = (false, "\t".to_string(), None);
    for property in o.all("--property") {
        match property.split_once('=') {
            Some(("parse.key", v)) => parse_key = v.eq_ignore_ascii_case("true"),
            Some(("key.separator", v)) => separator = v.to_string(),
            Some(("null.marker", v)) => null_marker = Some(v.to_string()),
            _ => {
                return Err(format!(
                    "--property {property}: the console knows parse.key, key.separator and null.marker"
                ));
            }
        }
    }
    let Some(record) = input else { return Err(no_record()) };
    if record.is_empty() {
        return Err("an empty record: the console's produce needs a value".into());
    }
    let (key, value) = if parse_key {
        let (k, v) = record
            .split_once(separator.as_str())
            .ok_or_else(|| format!("no key separator '{}' in '{record}'", separator.escape_default()))?;
        (Some(k), v)
    } else {
        (None, record)
    };
    let tombstone = null_marker.as_deref().is_some_and(|m| m == value);
    if !tombstone && value.trim() == "null" && key.is_some() {
        return Err("the console's produce reads the value null as a tombstone: add \
                    --property null.marker=null to mean one"
            .into());
    }
    let value = if tombstone { "null" } else { value.trim() };
    if value.is_empty() {
        return Err("an empty value: the console's produce needs one".into());
    }
    match key {
        Some(k) if k.is_empty() || k.chars().any(char::is_whitespace) => {
            Err(format!("key '{k}': the console's keys are one word"))
        }
        Some(k) => Ok(format!("produce {topic} key={k} {value}")),
        None => Ok(format!("produce {topic} {value}")),
    }
}

/// `kafka-console-consumer --topic T [--group G] [--from-beginning]
/// [--max-messages N] [--partition P --offset O] [--isolation-level L]`.
fn consumer(o: &Options) -> Result<String, String> {
    let topic = o.name("--topic")?;
    let max = o.number("--max-messages")?;
    let Some(_) = o.value("--group") else {
        // Without a group the tool reads from where it is told and
        // commits nothing: the console's read.
        if o.value("--isolation-level").is_some() {
            return Err("--isolation-level needs --group here (read shows every record, \
                        with what a transaction made of it)"
                .into());
        }
        let mut line = format!("read {topic}");
        if let Some(p) = o.number("--partition")? {
            line.push_str(&format!(" partition {p}"));
        }
        let max = max.map(|n| format!(" max {n}")).unwrap_or_default();
        return match o.value("--offset") {
            Some("earliest") => Ok(format!("{line}{max}")),
            Some("latest") => Err(waits()),
            Some(_) if o.value("--partition").is_none() => Err("--offset needs --partition".into()),
            Some(_) => Ok(format!("{line} from {}{max}", o.number("--offset")?.unwrap_or(0))),
            None if o.has("--from-beginning") => Ok(format!("{line}{max}")),
            None if o.value("--partition").is_some() => {
                Err("this consumer starts at the partition's end and waits for new records; the console \
                     answers at once: add --from-beginning or --offset O"
                    .into())
            }
            None => Err(waits()),
        };
    };
    let group = o.name("--group")?;
    if o.value("--partition").is_some() || o.value("--offset").is_some() {
        return Err("--partition and --offset cannot go with --group (a group's members \
                    are given partitions, from the group's commits)"
            .into());
    }
    let mut line = format!("consume {topic} group {group}");
    if let Some(n) = max {
        line.push_str(&format!(" max {n}"));
    }
    if o.has("--from-beginning") {
        line.push_str(" from-beginning");
    }
    if let Some(level) = o.value("--isolation-level") {
        line.push_str(&format!(" isolation {level}"));
    }
    Ok(line)
}

/// `kafka-console-share-consumer --topic T --group G [--max-messages N]
/// [--release | --reject]`: a share group's member (KIP-932), which
/// accepts what it gets unless told to release or reject it.
fn share_consumer(o: &Options) -> Result<String, String> {
    let topic = o.name("--topic")?;
    let group = o.name("--group")?;
    if o.has("--from-beginning") {
        return Err(format!(
            "kafka-console-share-consumer has no --from-beginning: a share group starts where its \
             share.auto.offset.reset says (kafka-configs --alter --entity-type groups --entity-name {group} \
             --add-config share.auto.offset.reset=earliest); here: consume {topic} share-group {group} from-beginning"
        ));
    }
    let mut line = format!("consume {topic} share-group {group}");
    if let Some(n) = o.number("--max-messages")? {
        line.push_str(&format!(" max {n}"));
    }
    match (o.has("--release"), o.has("--reject")) {
        (true, true) => return Err("--release and --reject: choose one".into()),
        (true, false) => line.push_str(" release"),
        (false, true) => line.push_str(" reject"),
        (false, false) => {}
    }
    Ok(line)
}

/// `kafka-share-groups --list | --describe --group G`.
fn share_groups(o: &Options) -> Result<String, String> {
    match o.action(&["--list", "--describe"])? {
        "--list" => Ok("groups".into()),
        _ => Ok(format!("describe share-group {}", o.name("--group")?)),
    }
}

/// What a consumer that starts at the end would show at once: nothing.
fn waits() -> String {
    "this consumer starts at the end and waits for new records; the console answers at once: \
     add --from-beginning, or --group G to read as a group"
        .into()
}

/// `kafka-consumer-groups --list | --describe --group G | --reset-offsets
/// --group G --all-topics --to-earliest|--to-latest|--to-offset N|--shift-by N
/// |--to-datetime T|--by-duration PT10M --execute` (`T` on the game's clock,
/// `HH:MM:SS`: a sim has no calendar date).
fn consumer_groups(o: &Options) -> Result<String, String> {
    let action = o.action(&["--list", "--describe", "--reset-offsets"])?;
    if action == "--list" {
        return Ok("groups".into());
    }
    let group = o.name("--group")?;
    if action == "--describe" {
        return Ok(format!("describe group {group}"));
    }
    if o.value("--topic").is_some() || !o.has("--all-topics") {
        return Err("the console's reset moves every topic of the group: use --all-topics \
                    (describe group G shows its topics)"
            .into());
    }
    if !o.has("--execute") {
        return Err("without --execute the tool only prints its plan; the console has no dry run: \
                    add --execute to move the offsets"
            .into());
    }
    let by_time = match (o.value("--to-datetime"), o.value("--by-duration")) {
        (Some(t), None) => Some(to_datetime(t)?),
        (None, Some(d)) => Some(format!("by-duration {d}")),
        (None, None) => None,
        (Some(_), Some(_)) => return Err(ONE_TARGET.into()),
    };
    let to =
        match (o.has("--to-earliest"), o.has("--to-latest"), o.value("--to-offset"), o.value("--shift-by"), by_time) {
            (true, false, None, None, None) => "to earliest".to_string(),
            (false, true, None, None, None) => "to latest".to_string(),
            (false, false, Some(_), None, None) => format!("to {}", o.number("--to-offset")?.unwrap_or(0)),
            (false, false, None, Some(n), None) => {
                let by: i64 = n.parse().map_err(|_| format!("--shift-by '{n}' is not a whole number"))?;
                format!("by {by:+}")
            }
            (false, false, None, None, Some(by_time)) => by_time,
            _ => return Err(ONE_TARGET.into()),
        };
    Ok(format!("reset group {group} {to}"))
}

/// The error for none or several of `--reset-offsets`' targets.
const ONE_TARGET: &str = "name one of --to-earliest, --to-latest, --to-offset N, --shift-by N, --to-datetime T and \
                          --by-duration PT10M";

/// `--to-datetime T` as the console's `to-datetime`: a time on the game's
/// clock (`01:30:00`, `1d 01:30:00`, `1dT01:30:00`). Errors: a calendar date,
/// which the game's clock does not have.
fn to_datetime(t: &str) -> Result<String, String> {
    if t.contains('-') || t.split_whitespace().count() > 1 {
        return Err(format!(
            "the game's clock has no date: give --to-datetime the time as the top bar shows it (01:30:00, or \
             1dT01:30:00 for a later day), not '{t}'"
        ));
    }
    Ok(format!("to-datetime {t}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ok(line: &str) -> String {
        translate(line).expect("a tool").expect("translates")
    }

    fn refused(line: &str) -> String {
        translate(line).expect("a tool").expect_err("refused")
    }

    #[test]
    fn each_tool_reads_as_the_console_command_for_the_same_operation() {
        let b = "--bootstrap-server localhost:9092";
        let cases = [
            (format!("kafka-topics {b} --create --topic orders --partitions 3"), "create topic orders partitions 3 partitioner murmur2"),
            ("bin/kafka-topics.sh --create --topic=stock --config cleanup.policy=compact --config delete.retention.ms=60000".into(),
             "create topic stock partitions 1 partitioner murmur2 cleanup compact delete.retention.ms 60000"),
            (format!("kafka-topics {b} --list"), "topics"),
            (format!("kafka-topics {b} --describe --topic orders"), "offsets orders"),
            (format!("kafka-console-producer {b} --topic orders <<< hello"), "produce orders hello"),
            (format!("kafka-console-producer {b} --topic orders --property parse.key=true --property key.separator=: <<< 'customer-7:{{\"order\":61}}'"),
             "produce orders key=customer-7 {\"order\":61}"),
            ("kafka-console-producer --topic stock --property parse.key=true --property key.separator=, --property null.marker=NULL <<< \"sku-1,NULL\"".into(),
             "produce stock key=sku-1 null"),
            // A here-string is one shell word; what follows it goes to the tool.
            ("kafka-console-producer <<< 'k:v3' --topic a3 --property parse.key=true --property key.separator=:".into(),
             "produce a3 key=k v3"),
            ("kafka-console-producer --topic t <<< \"with \\\"quotes\\\"\"".into(), "produce t with \"quotes\""),
            ("kafka-console-producer --topic t <<< 'it''s'".into(), "produce t its"),
            ("kafka-console-producer --topic t <<< two\\ words".into(), "produce t two words"),
            (format!("kafka-console-consumer {b} --topic orders --group billing --from-beginning --max-messages 10"),
             "consume orders group billing max 10 from-beginning"),
            ("kafka-console-consumer --topic orders --group billing --isolation-level read_committed".into(),
             "consume orders group billing isolation read_committed"),
            ("kafka-console-consumer --topic orders --from-beginning".into(), "read orders"),
            ("kafka-console-consumer --topic orders --partition 1 --offset 4".into(), "read orders partition 1 from 4"),
            ("kafka-console-consumer --topic orders --from-beginning --max-messages 5".into(), "read orders max 5"),
            (format!("kafka-consumer-groups {b} --list"), "groups"),
            (format!("kafka-console-share-consumer {b} --topic jobs --group pool"), "consume jobs share-group pool"),
            ("kafka-console-share-consumer --topic jobs --group pool --max-messages 3 --release".into(),
                "consume jobs share-group pool max 3 release"),
            ("kafka-console-share-consumer.sh --topic jobs --group pool --reject".into(),
                "consume jobs share-group pool reject"),
            (format!("kafka-share-groups {b} --describe --group pool"), "describe share-group pool"),
            (format!("kafka-share-groups {b} --list"), "groups"),
            (format!("kafka-consumer-groups {b} --describe --group billing"), "describe group billing"),
            (format!("kafka-consumer-groups {b} --reset-offsets --group billing --all-topics --to-earliest --execute"),
             "reset group billing to earliest"),
            ("kafka-consumer-groups --reset-offsets --group billing --all-topics --to-offset 5 --execute".into(),
             "reset group billing to 5"),
            ("kafka-consumer-groups --reset-offsets --group billing --all-topics --shift-by -2 --execute".into(),
             "reset group billing by -2"),
            ("kafka-consumer-groups --reset-offsets --group billing --all-topics --by-duration PT10M --execute".into(),
             "reset group billing by-duration PT10M"),
            ("kafka-consumer-groups --reset-offsets --group billing --all-topics --to-datetime 1dT01:30:00 --execute".into(),
             "reset group billing to-datetime 1dT01:30:00"),
            ("kafka-consumer-groups --reset-offsets --group billing --all-topics --to-datetime 01:30:00 --execute".into(),
             "reset group billing to-datetime 01:30:00"),
        ];
        for (line, readable) in cases {
            assert_eq!(ok(&line), readable, "{line}");
            // Every translation is a line the console itself parses.
            assert!(crate::console::parse(readable).is_ok(), "{readable}");
        }
    }

    #[test]
    fn what_the_console_cannot_do_is_refused_in_one_line_saying_so() {
        let cases = [
            ("kafka-topics --create --topic orders --replication-factor 3", "one copy"),
            ("kafka-topics --topic orders", "one of --create"),
            ("kafka-topics --create --topic orders --config retention.ms=1000", "cleanup.policy"),
            ("kafka-topics --delete --topic orders", "does not know --delete"),
            ("kafka-console-producer --topic orders", "<<<"),
            ("kafka-console-producer --topic orders <<< 'open", "left open"),
            ("kafka-console-producer --topic orders <<< ''", "empty record"),
            ("kafka-console-producer --topic orders <<< 'k:v' extra", "unexpected 'extra'"),
            ("kafka-console-consumer --topic orders --partition 1", "--offset O"),
            ("kafka-console-producer --topic orders --property parse.key=true <<< no-tab-here", "no key separator"),
            (
                "kafka-console-producer --topic o --property parse.key=true --property key.separator=: <<< k:null",
                "null.marker",
            ),
            ("kafka-console-consumer --topic orders", "starts at the end"),
            ("kafka-console-consumer --topic orders --group g --partition 0", "cannot go with --group"),
            ("kafka-consumer-groups --reset-offsets --group g --topic orders --to-earliest --execute", "--all-topics"),
            ("kafka-consumer-groups --reset-offsets --group g --all-topics --to-earliest", "no dry run"),
            ("kafka-consumer-groups --reset-offsets --group g --all-topics --execute", "one of --to-earliest"),
            (
                "kafka-consumer-groups --reset-offsets --group g --all-topics --to-datetime 2026-12-06T10:00:00.000 --execute",
                "has no date",
            ),
            (
                "kafka-consumer-groups --reset-offsets --group g --all-topics --to-latest --by-duration PT1H --execute",
                "one of --to-earliest",
            ),
            ("kafka-topics --create --topic orders --partitions three", "not a whole number"),
        ];
        for (line, says) in cases {
            let e = refused(line);
            assert!(e.contains(says), "{line}: {e}");
            assert!(!e.contains('\n'), "{e}");
        }
    }

    /// The teaching transcript in the tools' spelling: each answer is the
    /// readable command's answer on a twin cluster, after its readable form;
    /// keys land where the Java producer's murmur2 puts them.
    #[test]
    fn a_transcript_in_the_tools_spelling_answers_as_the_readable_one() {
        use crate::console::{LiveGroups, run_json, run_text};
        use crate::log::Cluster;
        let live = LiveGroups::default();
        let (mut tools, mut twin) = (Cluster::new(), Cluster::new());
        let b = "--bootstrap-server localhost:9092";
        let lines = [
            format!("kafka-topics.sh {b} --create --topic orders --partitions 3"),
            format!(
                "kafka-console-producer.sh {b} --topic orders --property parse.key=true --property key.separator=: <<< customer-7:a"
            ),
            format!(
                "kafka-console-producer.sh {b} --topic orders --property parse.key=true --property key.separator=: <<< order-61:b"
            ),
            format!(
                "kafka-console-producer.sh {b} --topic orders --property parse.key=true --property key.separator=: <<< product-7:c"
            ),
            format!("kafka-console-consumer.sh {b} --topic orders --group billing --from-beginning --max-messages 2"),
            format!("kafka-consumer-groups.sh {b} --describe --group billing"),
            format!(
                "kafka-consumer-groups.sh {b} --reset-offsets --group billing --all-topics --to-earliest --execute"
            ),
            format!("kafka-topics.sh {b} --list"),
        ];
        let mut answers = Vec::new();
        for (i, line) in lines.iter().enumerate() {
            let now = i as f64;
            let readable = ok(line);
            let answer = run_text(&mut tools, line, now, &live);
            let expected = run_text(&mut twin, &readable, now, &live);
            assert_eq!(answer, format!("= {readable}\n{expected}"), "{line}");
            answers.push(answer);
        }
        // Java's murmur2: customer-7 → 1, order-61 → 0, product-7 → 2 of 3.
        assert!(answers[1].ends_with("orders p1:0 (key customer-7)"), "{}", answers[1]);
        assert!(answers[2].ends_with("orders p0:0 (key order-61)"), "{}", answers[2]);
        assert!(answers[3].ends_with("orders p2:0 (key product-7)"), "{}", answers[3]);
        let json = run_json(&mut tools, &format!("kafka-console-producer {b} --topic orders <<< x"), 9.0, &live);
        assert!(json.contains(r#""readable":"produce orders x""#), "{json}");
        let refused = run_json(&mut tools, "kafka-topics --describe --list", 9.0, &live);
        assert!(
            refused.starts_with(r#"{"error":"kafka-topics does one thing a line: --list and --describe given"#),
            "{refused}"
        );
        let refused = run_json(&mut tools, "kafka-topics --topic orders", 9.0, &live);
        assert!(refused.starts_with(r#"{"error":"kafka-topics needs one of"#), "{refused}");
    }

    /// A consumer without a group reads at most `--max-messages` records.
    #[test]
    fn a_groupless_consumer_stops_at_max_messages() {
        use crate::console::{LiveGroups, run_json};
        use crate::log::Cluster;
        let (mut c, live) = (Cluster::new(), LiveGroups::default());
        run_json(&mut c, "create topic t partitions 2", 0.0, &live);
        for v in ["a", "b", "c"] {
            run_json(&mut c, &format!("produce t {v}"), 1.0, &live);
        }
        let json = run_json(&mut c, "kafka-console-consumer --topic t --from-beginning --max-messages 2", 2.0, &live);
        let v: serde_json::Value = serde_json::from_str(&json).unwrap();
        assert_eq!(v["records"].as_array().map(Vec::len), Some(2), "{json}");
        assert_eq!(v["readable"], "read t max 2");
        let zero = run_json(&mut c, "kafka-console-consumer --topic t --from-beginning --max-messages 0", 2.0, &live);
        assert!(zero.contains("max must be at least 1"), "{zero}");
    }

    #[test]
    fn other_lines_are_not_tools() {
        for line in ["topics", "produce orders kafka-topics", "", "kafka", "kafka-topicsx --list"] {
            assert_eq!(translate(line), None, "{line}");
        }
    }
}
