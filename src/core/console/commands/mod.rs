//! The console's commands, one file each: a command's first words, its
//! lines in the help, its parsing, its run on the [`Cluster`] and the
//! rendering of its answer as text and as JSON live together, behind
//! [`ConsoleCommand`].
//!
//! To add a command: write `commands/NAME.rs` with a type that implements
//! [`ConsoleCommand`], and add one line `NAME::Type,` to the list at the
//! bottom of this file. The list makes the module, the [`Command`] and
//! [`Answer`] variants, the dispatch on the first word and the help text
//! (in the list's order); the compiler asks for nothing else.

use serde_json::Value;

use super::LiveGroups;
use crate::log::Cluster;

/// One console command: what the console needs to know of it.
pub trait ConsoleCommand: Sized {
    /// What it answers when it ran.
    type Answer;
    /// The first words (lower case) that name it: `&["create"]`,
    /// `&["help", "?"]`. No two commands share a word.
    const WORDS: &'static [&'static str];
    /// A second word that must follow the first (lower case), for a
    /// command that shares its first word with another
    /// (`consume T share-group G` beside `consume T group G`): `None` for
    /// most. A command with one is tried before those without.
    const SECOND: Option<(usize, &'static str)> = None;
    /// Its lines in the help text, exactly as shown, without a trailing
    /// newline (empty: it is not listed). Every line at most 62 characters.
    const HELP: &'static str;
    /// Its forms for completion ([`crate::console::complete`]), one line
    /// each, in the help's notation made exact: lower-case words are typed
    /// as written, `T` is a topic, `G` a consumer group, `S` a share group,
    /// `M` a member, any other upper-case word is free (`N`, `VALUE`),
    /// `a|b` are alternatives, `key=K` is a word starting `key=`, `[…]` an
    /// option (options come in any order, each once) and `X...` the rest of
    /// the line. Empty: it is never offered. Every word offered is one the
    /// help shows (a test checks).
    const SYNTAX: &'static [&'static str];
    /// Whether it can change the cluster (create a topic, append records,
    /// commit or reset a group's offsets); the others only look.
    const CHANGES_THE_LOG: bool;

    /// Parses a trimmed line whose first word is one of [`Self::WORDS`]
    /// (`words`: the line split at whitespace; `words[0]` as typed).
    /// Errors: one line of plain words.
    fn parse(line: &str, words: &[&str]) -> Result<Self, String>;

    /// Runs it on `cluster`. `now` is the sim time stamped on produced
    /// records (seconds); `live` the groups the board's Workers read.
    /// Errors are one line and leave the cluster exactly as it was.
    fn run(&self, cluster: &mut Cluster, now: f64, live: &LiveGroups) -> Result<Self::Answer, String>;

    /// Appends the answer as readable text to `out` (trailing whitespace
    /// is trimmed after); `cluster` as it is after the run.
    fn text(answer: &Self::Answer, cluster: &Cluster, out: &mut String);

    /// The answer as a JSON object, `"ok": true` included.
    fn json(answer: &Self::Answer) -> Value;
}

/// Makes, from the list of `module::Type` pairs: each `pub mod`, the
/// [`Command`] and [`Answer`] enums (one variant per type, named after
/// it), the dispatch on a line's first word, `changes_the_log`, `run`,
/// `to_json`, `to_text` and the help text.
macro_rules! register {
    ($($module:ident :: $command:ident),+ $(,)?) => {
        $(
            pub mod $module;
            pub use $module::$command;
        )+

        /// One parsed console command (one variant per file in
        /// [`commands`](self), holding its parsed arguments).
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub enum Command {
            $(
                #[doc = concat!("See [`", stringify!($module), "`].")]
                $command($command),
            )+
        }

        /// What a command answered (one variant per command).
        #[derive(Clone, Debug, PartialEq)]
        pub enum Answer {
            $(
                #[doc = concat!("See [`", stringify!($module), "`].")]
                $command(<$command as ConsoleCommand>::Answer),
            )+
        }

        /// The command whose [`ConsoleCommand::WORDS`] hold `first` (lower
        /// case), parsed from the trimmed `line` and its `words`; `None`:
        /// no command has that word.
        pub(super) fn parse_named(first: &str, line: &str, words: &[&str]) -> Option<Result<Command, String>> {
            $(
                if let Some((at, second)) = <$command as ConsoleCommand>::SECOND
                    && <$command as ConsoleCommand>::WORDS.contains(&first)
                    && words.get(at).is_some_and(|w| w.eq_ignore_ascii_case(second))
                {
                    return Some(<$command as ConsoleCommand>::parse(line, words).map(Command::$command));
                }
            )+
            $(
                if <$command as ConsoleCommand>::SECOND.is_none() && <$command as ConsoleCommand>::WORDS.contains(&first) {
                    return Some(<$command as ConsoleCommand>::parse(line, words).map(Command::$command));
                }
            )+
            None
        }

        /// Each command's [`ConsoleCommand::HELP`], in the list's order.
        const HELP_LINES: &[&str] = &[$(<$command as ConsoleCommand>::HELP),+];

        /// Each command's name (its type's, `"ResetGroup"`), in the list's
        /// order: what [`Command::name`] returns.
        pub const COMMAND_NAMES: &[&str] = &[$(stringify!($command)),+];

        /// Each command's [`ConsoleCommand::SYNTAX`], in the list's order.
        pub(super) const SYNTAXES: &[&[&str]] = &[$(<$command as ConsoleCommand>::SYNTAX),+];

        /// Each command's [`ConsoleCommand::WORDS`] and
        /// [`ConsoleCommand::SECOND`], in the list's order.
        #[cfg(test)]
        const ALL_WORDS: &[(&[&str], Option<(usize, &str)>)] =
            &[$((<$command as ConsoleCommand>::WORDS, <$command as ConsoleCommand>::SECOND)),+];

        impl Command {
            /// Its name: its type's (`"ResetGroup"` for `reset group …` and
            /// for `kafka-consumer-groups --reset-offsets …`), one of
            /// [`COMMAND_NAMES`].
            pub fn name(&self) -> &'static str {
                match self {
                    $(Command::$command(_) => stringify!($command),)+
                }
            }

            /// Whether it changes the cluster (creates a topic, appends
            /// records, commits or resets a group's offsets); the others
            /// only look.
            pub fn changes_the_log(&self) -> bool {
                match self {
                    $(Command::$command(_) => <$command as ConsoleCommand>::CHANGES_THE_LOG,)+
                }
            }

            /// Runs it (see [`ConsoleCommand::run`]).
            pub(super) fn run(&self, cluster: &mut Cluster, now: f64, live: &LiveGroups) -> Result<Answer, String> {
                match self {
                    $(Command::$command(c) => c.run(cluster, now, live).map(Answer::$command),)+
                }
            }
        }

        impl Answer {
            /// One line of JSON: `{"ok":true,…}`.
            pub fn to_json(&self) -> String {
                let v = match self {
                    $(Answer::$command(a) => <$command as ConsoleCommand>::json(a),)+
                };
                v.to_string()
            }

            /// Readable text (several lines, no trailing newline); `cluster`
            /// as it is after the command ran.
            pub fn to_text(&self, cluster: &Cluster) -> String {
                let mut out = String::new();
                match self {
                    $(Answer::$command(a) => <$command as ConsoleCommand>::text(a, cluster, &mut out),)+
                }
                out.trim_end().to_string()
            }
        }
    };
}

/// The console's help text: each listed command's lines, in the order of
/// the list below.
pub fn help_text() -> String {
    HELP_LINES.iter().filter(|h| !h.is_empty()).copied().collect::<Vec<_>>().join("\n")
}

// The commands, in the order the help lists them.
register! {
    create_topic::CreateTopic,
    topics::Topics,
    produce::Produce,
    read::Read,
    consume::Consume,
    share_consume::ShareConsume,
    offsets::Offsets,
    describe_group::DescribeGroup,
    describe_share_group::DescribeShareGroup,
    groups::Groups,
    reset_group::ResetGroup,
    compact::Compact,
    begin::Begin,
    commit::Commit,
    abort::Abort,
    edit::Edit,
    help::Help,
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;

    /// The longest line of the help, characters (it fits the game's
    /// console window at 1280×720).
    const HELP_WIDTH: usize = 62;

    #[test]
    fn the_help_fits_a_narrow_window() {
        let help = help_text();
        let widest = help.lines().map(|l| l.chars().count()).max().unwrap();
        assert!(widest <= HELP_WIDTH, "a help line of {widest} characters");
        assert!(help.contains("consume T group G"), "{help}");
    }

    #[test]
    fn no_two_commands_share_a_word() {
        // A command with a second word shares its first with the one
        // without: (first, second) pairs are unique.
        let words: Vec<(&str, Option<(usize, &str)>)> =
            ALL_WORDS.iter().flat_map(|&(ws, second)| ws.iter().map(move |w| (*w, second))).collect();
        let unique: BTreeSet<(&str, Option<(usize, &str)>)> = words.iter().copied().collect();
        assert_eq!(unique.len(), words.len(), "{words:?}");
        assert!(words.iter().all(|(w, _)| *w == w.to_ascii_lowercase()), "{words:?}");
    }
}
