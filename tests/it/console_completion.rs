//! The console a player types in (issue "reasons to come back", item 5):
//! every console line a shipped scenario sets up, a tutorial step asks
//! for, or a level's or exercise's solution types is taken by the console
//! as typed and with its words in capitals, and Tab reaches it word by
//! word: at each word the completion offers that word (a command word, a
//! flag, or a name the cluster holds by then) or says a free value comes
//! there. A line Tab would refuse is the stuck level the Kubernetes game's
//! players met.

use logjam::console::complete::{Names, complete};
use logjam::console::{Command, LiveGroups, ResetTo, parse, run_text};
use logjam::headless;
use logjam::log::Cluster;
use logjam::rules::catalog::Catalog;
use logjam::rules::scenario::Scenario;
use logjam::sim::PlayerAction;

/// The RON string literals after each `marker` in `text` (unescaped).
fn literals_after(text: &str, marker: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find(marker) {
        let from = &rest[at + marker.len()..];
        let mut end = None;
        let mut escaped = false;
        for (i, c) in from.char_indices() {
            match c {
                '\\' if !escaped => escaped = true,
                '"' if !escaped => {
                    end = Some(i);
                    break;
                }
                _ => escaped = false,
            }
        }
        let end = end.expect("a closed string");
        out.push(ron::from_str::<String>(&format!("\"{}\"", &from[..end])).expect("a RON string"));
        rest = &from[end..];
    }
    out
}

/// Every console line of one shipped scenario: its setup, its tutorial's
/// asked lines, its solutions' (`NAME.actions.ron`, `.fewer`,
/// `.reactive`), in that order.
fn lines_of(file: &str) -> (Vec<String>, Vec<String>) {
    let path = crate::root().join("scenarios").join(file);
    let text = std::fs::read_to_string(&path).unwrap();
    let scenario = Scenario::parse(&text, file, &Catalog::builtin()).unwrap_or_else(|e| panic!("{e}"));
    let setup = scenario.console.clone();
    let mut typed = literals_after(&text, "Console(\"");
    let stem = file.strip_suffix(".scenario.ron").unwrap();
    for kind in ["actions", "fewer.actions", "reactive.actions"] {
        let script = crate::root().join("tests/solutions").join(format!("{stem}.{kind}.ron"));
        if !script.exists() {
            continue;
        }
        for (_, action) in headless::read_script(&script).unwrap() {
            if let PlayerAction::Console { line } = action {
                typed.push(line);
            }
        }
    }
    (setup, typed)
}

/// Each word of `line` is reached by Tab: completing the words before it
/// (and a space) offers it, or says a free value comes there (`N`,
/// `VALUE`). A word that names something the cluster holds is offered by
/// name. The words of a produce's free value are not walked.
fn walk(line: &str, names: &Names, file: &str) {
    let words: Vec<&str> = line.split_whitespace().collect();
    for i in 0..words.len() {
        let before = if i == 0 { String::new() } else { format!("{} ", words[..i].join(" ")) };
        let c = complete(&before, names);
        let offered = c.choices.iter().any(|w| w.eq_ignore_ascii_case(words[i]));
        // A name the cluster holds, where the syntax wants that kind, is offered by name.
        let members: std::collections::BTreeSet<String> = names.members.values().flatten().cloned().collect();
        let kinds = [("T", &names.topics), ("G", &names.groups), ("S", &names.share_groups), ("M", &members)];
        let by_name = kinds.iter().any(|(p, set)| c.expects.iter().any(|e| e == p) && set.contains(words[i]));
        let key = words[i].starts_with("key=") && c.choices.iter().any(|w| w == "key=");
        if c.choices.is_empty() && c.expects.is_empty() && i > 0 {
            // The rest of the line is free (a produce's value).
            assert!(words[0].eq_ignore_ascii_case("produce"), "{file}: Tab stops at word {i} of {line:?}");
            return;
        }
        assert!(
            offered || key || (!by_name && !c.expects.is_empty()),
            "{file}: Tab after {before:?} offers {:?} (and {:?}), not {:?} of {line:?}",
            c.choices,
            c.expects,
            words[i]
        );
    }
}

#[test]
fn every_shipped_console_line_is_taken_and_reached_by_tab() {
    let index = logjam::rules::index::shipped_index().unwrap();
    let (mut walked, mut tools) = (0, 0);
    for entry in &index {
        let (setup, typed) = lines_of(&entry.file);
        let mut cluster = Cluster::new();
        let live = LiveGroups::default();
        for (n, line) in setup.iter().chain(&typed).enumerate() {
            let command = parse(line).unwrap_or_else(|e| panic!("{}: {line:?} is refused: {e}", entry.file));
            // The command's words in capitals are the same command (the
            // help writes them in lower case; the console takes any case).
            let words: Vec<&str> = line.split_whitespace().collect();
            let shouted = line.replacen(words[0], &words[0].to_uppercase(), 1);
            assert_eq!(parse(&shouted).as_ref(), Ok(&command), "{}: {shouted:?}", entry.file);
            walk(line, &Names::of(&cluster, &live), &entry.file);
            // The same command in the Kafka tools' spelling, which the help
            // says works too, where the tools have one.
            if let Some(tool) = kafka_spelling(&command) {
                assert_eq!(parse(&tool).as_ref(), Ok(&command), "{}: {line:?} as {tool:?}", entry.file);
                tools += 1;
            }
            run_text(&mut cluster, line, n as f64, &live);
            walked += 1;
        }
    }
    assert!(walked >= 35, "only {walked} lines walked");
    assert!(tools >= 25, "only {tools} lines said again in the Kafka tools' spelling");
}

/// A command as Kafka's own tools write it (`bin/kafka-*.sh`), for the
/// commands and options the tools have: `None` where they have none (a
/// named member, `no-commit`, the char-sum partitioner, …).
fn kafka_spelling(command: &Command) -> Option<String> {
    const SERVER: &str = "--bootstrap-server localhost:9092";
    Some(match command {
        Command::Topics(_) => format!("kafka-topics.sh {SERVER} --list"),
        Command::Groups(_) => format!("kafka-consumer-groups.sh {SERVER} --list"),
        Command::Offsets(o) => format!("kafka-topics.sh {SERVER} --describe --topic {}", o.topic),
        Command::DescribeGroup(d) => format!("kafka-consumer-groups.sh {SERVER} --describe --group {}", d.group),
        Command::Produce(p) if !p.value.contains('\'') && p.value != "null" => match &p.key {
            Some(k) => format!(
                "kafka-console-producer.sh {SERVER} --topic {} --property parse.key=true --property key.separator=: <<< '{k}:{}'",
                p.topic, p.value
            ),
            None => format!("kafka-console-producer.sh {SERVER} --topic {} <<< '{}'", p.topic, p.value),
        },
        Command::Consume(c) if c.member.is_none() && !c.no_commit && !c.in_transaction => {
            let mut line = format!("kafka-console-consumer.sh {SERVER} --topic {} --group {}", c.topic, c.group);
            if let Some(n) = c.max {
                line.push_str(&format!(" --max-messages {n}"));
            }
            if c.from_beginning {
                line.push_str(" --from-beginning");
            }
            if let Some(level) = &c.isolation {
                line.push_str(&format!(" --isolation-level {}", level.word()));
            }
            line
        }
        Command::ResetGroup(r) => {
            let to = match r.to {
                ResetTo::Earliest => "--to-earliest".to_string(),
                ResetTo::Latest => "--to-latest".to_string(),
                ResetTo::Offset(n) => format!("--to-offset {n}"),
                ResetTo::By(n) => format!("--shift-by {n}"),
                _ => return None,
            };
            format!("kafka-consumer-groups.sh {SERVER} --reset-offsets --group {} --all-topics {to} --execute", r.group)
        }
        _ => return None,
    })
}

/// The tutorial asks for a line by its start: that start is reached by
/// Tab too, and is a whole command.
#[test]
fn the_tutorials_asked_lines_are_commands() {
    let (_, typed) = lines_of("tutorial.scenario.ron");
    assert!(!typed.is_empty());
    for line in typed {
        assert!(parse(&line).is_ok(), "{line:?}");
    }
}
