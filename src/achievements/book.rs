//! The achievements file (`assets/achievements.ron`): each achievement's
//! id, name, the lesson it marks, a hint while it is locked, its icon and
//! the condition that earns it, checked as it is read, with located errors
//! (file, line, column, field), like the catalog. Rule:
//! docs/RULES.md#achievements.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

use crate::rules::data::{DataError, parse_ron};

/// Most achievements a file may hold.
pub const MAX_ACHIEVEMENTS: usize = 500;

/// Deepest nesting of `All`, `Any` and `Not` in one condition.
pub const MAX_DEPTH: usize = 8;

/// Longest name, characters (it fits a toast and a row of the list).
pub const MAX_NAME: usize = 36;

/// Longest lesson, characters.
pub const MAX_LESSON: usize = 260;

/// Longest hint, characters.
pub const MAX_HINT: usize = 160;

/// The top-level fields of the run report (`sim::report::Report`, as
/// `logjam run` prints it) a `Figure` or `Every` may point into; a test
/// keeps the list equal to a report's keys.
pub const REPORT_FIELDS: &[&str] = &[
    "scenario",
    "seed",
    "sim_seconds",
    "ticks",
    "appended",
    "consumed",
    "lag",
    "streams",
    "producers",
    "workers",
    "actions",
    "lost",
    "stale",
    "stranded",
    "duplicates",
    "producer_duplicates",
    "throttled",
    "blocked",
    "throttle_ms",
    "reassigning",
    "aborted",
    "money",
    "error_budget",
    "outcome",
    "score",
    "score_formula",
    "era",
    "goals",
    "queues",
    "databases",
    "incidents",
    "incident_reports",
    "timeline",
    "lessons",
    "stars",
];

/// The whole file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Book {
    /// Sections of `scenarios/index.ron` whose scenarios earn nothing (the
    /// console exercises: their answers are in the help). Left out: none.
    #[serde(default)]
    pub never_in: Vec<String>,
    /// Every achievement, in the order the list shows them.
    pub achievements: Vec<Achievement>,
}

/// One achievement: a lesson, and the play that shows it was learned.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Achievement {
    /// Its key in the progress file: lower-case letters, digits and `-`,
    /// at most 40 characters, unique. Never renamed once shipped.
    pub id: String,
    /// Its name (at most [`MAX_NAME`] characters).
    pub name: String,
    /// The lesson it marks, in a sentence or two (at most [`MAX_LESSON`]).
    pub lesson: String,
    /// What to do to earn it, shown while it is locked (at most
    /// [`MAX_HINT`]).
    pub hint: String,
    /// One symbol drawn beside it (a test checks that the game's fonts
    /// have it).
    pub icon: String,
    /// What earns it.
    pub earn: Earn,
}

/// A condition on a run of a shipped scenario (with the shipped rules),
/// read at the run's end and every sim hour while it runs, or on the
/// player's progress after it. Rule: docs/RULES.md#achievements.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Earn {
    /// Every one of these holds.
    All(Vec<Earn>),
    /// At least one of these holds.
    Any(Vec<Earn>),
    /// This does not hold.
    Not(Box<Earn>),
    /// The run plays this shipped scenario: its file name without
    /// `.scenario.ron` (`"campaign-3-hot-key"`).
    Scenario(String),
    /// The run plays a scenario of this section of `scenarios/index.ron`
    /// (`"Incidents"`).
    Section(String),
    /// The run is won.
    Won,
    /// The run earned at least this many stars (1–3).
    Stars(u8),
    /// The figure at `at` in the run's report, a JSON pointer
    /// (`"/lost"`, `"/error_budget/lost_retention"`), lies within the
    /// bounds. A `*` segment stands for every element of a list or map and
    /// the figures it reaches are summed (`"/streams/*/groups/*/rebalances"`;
    /// `true` counts 1). No figure at `at`: it does not hold.
    Figure {
        /// The pointer.
        at: String,
        /// Lowest value that holds.
        #[serde(default)]
        at_least: Option<f64>,
        /// Highest value that holds.
        #[serde(default)]
        at_most: Option<f64>,
    },
    /// Every value the pointer `at` reaches (with `*` as in `Figure`) reads
    /// `is` (a string as written, any other value as JSON: `"all"`,
    /// `"false"`, `"3"`), and there is at least one.
    Every {
        /// The pointer.
        at: String,
        /// The value, as text (`"all"`, `false`, `3`: any of them written
        /// as a string or as itself).
        is: Text,
    },
    /// The last action of this kind (`PlayerAction`'s variant name, as a
    /// `*.actions.ron` script writes it: `"SetSalt"`) the player applied to
    /// some Node or group reads as `with` says (`{"acks": "All"}`, in the
    /// script's spelling; a value compared as in `Every`): a setting
    /// changed and changed back does not count.
    Used {
        /// The action's kind.
        kind: String,
        /// Fields and the values they must read.
        #[serde(default)]
        with: BTreeMap<String, Text>,
    },
    /// The player ran a console line the console reads as this command
    /// (`Command::name`, `"ResetGroup"`), in either spelling.
    Typed(String),
    /// An incident of this kind (`"BrokerFailure"`) struck and ended in
    /// the run.
    Incident(String),
    /// In the player's progress, every scenario of this section is won
    /// with at least `stars` stars.
    Cleared {
        /// The section of `scenarios/index.ron`.
        section: String,
        /// Stars each needs (1–3).
        stars: u8,
    },
    /// In the player's progress, every campaign level (every chapter) is
    /// won with at least this many stars (1–3).
    Campaign(u8),
}

/// A value to compare with: written as a string, a number or `true` /
/// `false`, kept as text (a number or a boolean as JSON writes it).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(transparent)]
pub struct Text(pub String);

impl<'de> Deserialize<'de> for Text {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Text, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Any {
            S(String),
            B(bool),
            I(i64),
            F(f64),
        }
        Ok(Text(match Any::deserialize(d)? {
            Any::S(s) => s,
            Any::B(b) => b.to_string(),
            Any::I(i) => i.to_string(),
            Any::F(f) => serde_json::Value::from(f).to_string(),
        }))
    }
}

impl Book {
    /// Parses and checks an achievements file's text; `file` is used in
    /// errors.
    ///
    /// Errors: syntax, unknown or missing fields, wrong types (line and
    /// column), and broken rules (the field path, located): an id that is
    /// not lower-case letters, digits and `-` or is used twice; a name,
    /// lesson or hint empty or too long; an icon that is not one symbol;
    /// a condition naming a scenario, section, action, console command,
    /// incident or report field there is none of; a `Figure` without
    /// bounds or with bounds that cross; stars outside 1–3; an empty `All`
    /// or `Any`; nesting deeper than [`MAX_DEPTH`]; no achievements, or
    /// more than [`MAX_ACHIEVEMENTS`].
    pub fn parse(text: &str, file: &str) -> Result<Book, DataError> {
        if text.len() > crate::log::limits::MAX_FILE_BYTES {
            return Err(crate::rules::data::too_large(file, crate::log::limits::MAX_FILE_BYTES as u64));
        }
        let book: Book = parse_ron(text, file)?;
        book.validate(file).map_err(|e| e.at_field_in(text))?;
        Ok(book)
    }

    /// The achievements shipped with the game (compiled in).
    pub fn builtin() -> Book {
        Book::parse(include_str!("../../assets/achievements.ron"), "assets/achievements.ron")
            .expect("the shipped achievements are valid")
    }

    /// The book as RON text.
    pub fn to_ron(&self) -> String {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::new().struct_names(false)).unwrap_or_default()
    }

    /// An achievement by id.
    pub fn get(&self, id: &str) -> Option<&Achievement> {
        self.achievements.iter().find(|a| a.id == id)
    }

    /// Checks the rules above (see [`Book::parse`]).
    ///
    /// Errors: the first broken rule, with its field path.
    pub fn validate(&self, file: &str) -> Result<(), DataError> {
        let bad = |field: String, message: &str| Err(DataError::invalid(file, field, message));
        if self.achievements.is_empty() || self.achievements.len() > MAX_ACHIEVEMENTS {
            return bad("achievements".into(), &format!("must hold 1 to {MAX_ACHIEVEMENTS} achievements"));
        }
        let known = Known::shipped();
        if let Some((i, s)) = self.never_in.iter().enumerate().find(|(_, s)| !known.sections.contains(*s)) {
            return bad(format!("never_in[{i}]"), &format!("no section '{s}' in scenarios/index.ron"));
        }
        let mut ids = BTreeSet::new();
        for (i, a) in self.achievements.iter().enumerate() {
            let at = |f: &str| format!("achievements[{i}].{f}");
            let id_ok = !a.id.is_empty()
                && a.id.len() <= 40
                && a.id.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
            if !id_ok {
                return bad(at("id"), "must be 1 to 40 lower-case letters, digits and '-'");
            }
            if !ids.insert(a.id.as_str()) {
                return bad(at("id"), &format!("'{}' is used twice", a.id));
            }
            for (field, text, max) in
                [("name", &a.name, MAX_NAME), ("lesson", &a.lesson, MAX_LESSON), ("hint", &a.hint, MAX_HINT)]
            {
                let n = text.trim().chars().count();
                if n == 0 || text.chars().count() > max {
                    return bad(at(field), &format!("must be 1 to {max} characters"));
                }
            }
            if a.icon.chars().count() != 1 || a.icon.chars().any(char::is_whitespace) {
                return bad(at("icon"), "must be one symbol");
            }
            if let Err(message) = known.check(&a.earn, 0) {
                return bad(at("earn"), &message);
            }
        }
        Ok(())
    }
}

/// What a condition may name: the shipped scenarios and sections, the
/// actions, the console's commands and the incident kinds.
struct Known {
    files: BTreeSet<String>,
    sections: BTreeSet<String>,
}

impl Known {
    fn shipped() -> Known {
        let index = crate::rules::index::shipped_index().unwrap_or_default();
        Known {
            files: index.iter().map(|e| e.file.trim_end_matches(".scenario.ron").to_string()).collect(),
            sections: index.iter().map(|e| e.section.clone()).collect(),
        }
    }

    /// Errors: the first thing in `earn` that breaks a rule, in words.
    fn check(&self, earn: &Earn, depth: usize) -> Result<(), String> {
        if depth > MAX_DEPTH {
            return Err(format!("conditions nest deeper than {MAX_DEPTH}"));
        }
        let stars = |n: u8| if (1..=3).contains(&n) { Ok(()) } else { Err("stars must be 1 to 3".to_string()) };
        match earn {
            Earn::All(list) | Earn::Any(list) => {
                if list.is_empty() {
                    return Err("All and Any need at least one condition".into());
                }
                list.iter().try_for_each(|e| self.check(e, depth + 1))
            }
            Earn::Not(inner) => self.check(inner, depth + 1),
            Earn::Scenario(file) if !self.files.contains(file) => {
                Err(format!("no shipped scenario '{file}' (its file name without .scenario.ron)"))
            }
            Earn::Section(section) | Earn::Cleared { section, .. } if !self.sections.contains(section) => {
                Err(format!("no section '{section}' in scenarios/index.ron"))
            }
            Earn::Stars(n) | Earn::Cleared { stars: n, .. } | Earn::Campaign(n) => stars(*n),
            Earn::Scenario(_) | Earn::Section(_) | Earn::Won => Ok(()),
            Earn::Figure { at, at_least, at_most } => {
                pointer(at)?;
                if at_least.is_none() && at_most.is_none() {
                    return Err("a Figure needs at_least, at_most or both".into());
                }
                if at_least.iter().chain(at_most).any(|v| !v.is_finite()) {
                    return Err("bounds must be finite numbers".into());
                }
                if let (Some(lo), Some(hi)) = (at_least, at_most)
                    && lo > hi
                {
                    return Err(format!("at_least {lo} is above at_most {hi}"));
                }
                Ok(())
            }
            Earn::Every { at, is } => {
                pointer(at)?;
                if is.0.is_empty() { Err("is must not be empty".into()) } else { Ok(()) }
            }
            Earn::Used { kind, with } => {
                use strum::VariantNames;
                if !crate::sim::PlayerAction::VARIANTS.contains(&kind.as_str()) {
                    return Err(format!("no action kind '{kind}'"));
                }
                if with.keys().any(String::is_empty) {
                    return Err("with names fields, never an empty one".into());
                }
                Ok(())
            }
            Earn::Typed(command) if !crate::console::COMMAND_NAMES.contains(&command.as_str()) => {
                Err(format!("no console command '{command}' (one of {})", crate::console::COMMAND_NAMES.join(", ")))
            }
            Earn::Typed(_) => Ok(()),
            Earn::Incident(kind) => {
                serde_json::from_value::<crate::rules::incident::IncidentKind>(serde_json::Value::String(kind.clone()))
                    .map(|_| ())
                    .map_err(|_| format!("no incident kind '{kind}'"))
            }
        }
    }
}

/// Checks a report pointer: `/` then segments, the first one of
/// [`REPORT_FIELDS`].
///
/// Errors: in words.
fn pointer(at: &str) -> Result<(), String> {
    let Some(rest) = at.strip_prefix('/') else { return Err(format!("'{at}' must start with '/'")) };
    let first = rest.split('/').next().unwrap_or_default();
    if !REPORT_FIELDS.contains(&first) {
        return Err(format!("the report has no field '{first}'"));
    }
    if rest.split('/').any(str::is_empty) {
        return Err(format!("'{at}' has an empty segment"));
    }
    Ok(())
}
