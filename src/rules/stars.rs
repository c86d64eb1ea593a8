//! Three stars: the three named criteria a scenario is scored by, in the
//! scenario file (`stars: [...]`). The sim evaluates them (sim::stars); this
//! module holds the data, its words and its checks. Documented for modders
//! in `scenarios/README.md` ("Stars").
//!
//! A star counts only on a win: a run that is lost or still running has
//! earned none, whatever else it kept to.

use serde::{Deserialize, Serialize};

use super::data::DataError;
use super::words::{self, clock};
use crate::locale::Language;

/// How many stars a scenario has when it has any.
pub const STARS: usize = 3;

/// One star's criterion, judged on the run as it stands (at its end, the
/// final verdict).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum Star {
    /// The scenario is won (every goal met).
    Win,
    /// Won no later than this sim time, seconds.
    WinBy(f64),
    /// Money at the end, dollars, at least.
    MoneyAtLeast(f64),
    /// Money spent on placing Nodes (after refunds), dollars, at most.
    SpendAtMost(f64),
    /// Share of the error budget spent (spent ÷ allowed; 0.2 = 20%), at most.
    BudgetAtMost(f64),
    /// Events lost (to retention, a failed broker, partitions a group had
    /// not learned of, poison pills dropped: `Damage::lost`), at most.
    LostAtMost(u64),
    /// Duplicate side effects, at most.
    DuplicatesAtMost(u64),
    /// Stale results applied, at most.
    StaleAtMost(u64),
    /// Player moves applied, at most: every action but moving a card, and
    /// console lines that change the log (create, produce, consume, reset;
    /// not those that only look).
    ActionsAtMost(u64),
    /// Every table lost with its state store rebuilt within this many sim
    /// seconds of the loss, at most (Kafka Streams' restore time; one still
    /// rebuilding counts as far as it got). Rule:
    /// docs/RULES.md#incident-state-store-lost.
    RebuildWithin(f64),
}

impl Star {
    /// The criterion in words, for the player, in the player's language.
    pub fn describe(&self) -> String {
        self.describe_in(crate::locale::current())
    }

    /// The criterion in words in `language` (a run's report keeps English).
    pub fn describe_in(&self, language: Language) -> String {
        let l = language;
        match self {
            Star::Win => words::t!("rules-star-win" in l),
            Star::WinBy(t) => words::t!("rules-star-win-by" in l, time = clock(*t)),
            Star::MoneyAtLeast(v) => words::t!("rules-star-money" in l, amount = words::dollars_in(l, *v)),
            Star::SpendAtMost(v) => words::t!("rules-star-spend" in l, amount = words::dollars_in(l, *v)),
            Star::BudgetAtMost(s) => words::t!("rules-star-budget" in l, percent = words::fixed_in(l, s * 100.0, 0)),
            Star::LostAtMost(0) => words::t!("rules-star-lose-none" in l),
            Star::LostAtMost(n) => words::t!("rules-star-lost" in l, count = words::count_in(l, *n), n = *n),
            Star::DuplicatesAtMost(0) => words::t!("rules-star-no-duplicate" in l),
            Star::DuplicatesAtMost(n) => {
                words::t!("rules-star-duplicates" in l, count = words::count_in(l, *n), n = *n)
            }
            Star::StaleAtMost(0) => words::t!("rules-star-no-stale" in l),
            Star::StaleAtMost(n) => words::t!("rules-star-stale" in l, count = words::count_in(l, *n), n = *n),
            Star::ActionsAtMost(1) => words::t!("rules-star-one-move" in l),
            Star::ActionsAtMost(n) => words::t!("rules-star-moves" in l, count = words::count_in(l, *n), n = *n),
            Star::RebuildWithin(t) => words::t!("rules-star-rebuild" in l, time = clock(*t)),
        }
    }

    /// Checks one criterion (`stars[i]`): numbers finite and in range.
    ///
    /// Errors: [`DataError`] at `stars[i]` naming the range.
    pub fn check(&self, file: &str, i: usize) -> Result<(), DataError> {
        let bad = |why: &str| Err(DataError::invalid(file, format!("stars[{i}]"), why));
        match self {
            Star::WinBy(v) | Star::MoneyAtLeast(v) | Star::SpendAtMost(v) | Star::RebuildWithin(v)
                if !(v.is_finite() && v.abs() <= 1e15) =>
            {
                bad("must be a finite number")
            }
            Star::WinBy(v) | Star::SpendAtMost(v) | Star::RebuildWithin(v) if *v < 0.0 => bad("must be ≥ 0"),
            Star::BudgetAtMost(s) if !(s.is_finite() && (0.0..=1.0).contains(s)) => bad("must be a share, 0 to 1"),
            _ => Ok(()),
        }
    }
}

/// Checks a scenario's stars: none, or exactly [`STARS`], each valid.
///
/// Errors: [`DataError`] at `stars` (how many) or `stars[i]`.
pub fn check_stars(stars: &[Star], file: &str) -> Result<(), DataError> {
    if !stars.is_empty() && stars.len() != STARS {
        return Err(DataError::invalid(
            file,
            "stars".into(),
            &format!("a scenario has no stars or exactly {STARS} (found {})", stars.len()),
        ));
    }
    stars.iter().enumerate().try_for_each(|(i, s)| s.check(file, i))
}
