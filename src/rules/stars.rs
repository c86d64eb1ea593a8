//! Three stars: the three named criteria a scenario is scored by, in the
//! scenario file (`stars: [...]`). The sim evaluates them (sim::stars); this
//! module holds the data, its words and its checks. Documented for modders
//! in `scenarios/README.md` ("Stars").
//!
//! A star counts only on a win: a run that is lost or still running has
//! earned none, whatever else it kept to.

use serde::{Deserialize, Serialize};

use super::data::DataError;

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
    /// Events lost (to retention or a failed broker), at most.
    LostAtMost(u64),
    /// Duplicate side effects, at most.
    DuplicatesAtMost(u64),
    /// Stale results applied, at most.
    StaleAtMost(u64),
    /// Player moves applied, at most: every action but moving a card, and
    /// console lines that change the log (create, produce, consume, reset;
    /// not those that only look).
    ActionsAtMost(u64),
}

impl Star {
    /// The criterion in words, for the player.
    pub fn describe(&self) -> String {
        match self {
            Star::Win => "win".into(),
            Star::WinBy(t) => format!("win by {}", clock(*t)),
            Star::MoneyAtLeast(v) => format!("finish with {} or more", dollars(*v)),
            Star::SpendAtMost(v) => format!("spend no more than {} on Nodes", dollars(*v)),
            Star::BudgetAtMost(s) => format!("spend no more than {:.0}% of the error budget", s * 100.0),
            Star::LostAtMost(0) => "lose no event".into(),
            Star::LostAtMost(n) => format!("lose no more than {} events", count(*n)),
            Star::DuplicatesAtMost(0) => "no duplicate side effect".into(),
            Star::DuplicatesAtMost(n) => format!("no more than {} duplicates", count(*n)),
            Star::StaleAtMost(0) => "no stale result".into(),
            Star::StaleAtMost(n) => format!("no more than {} stale results", count(*n)),
            Star::ActionsAtMost(1) => "in one move".into(),
            Star::ActionsAtMost(n) => format!("in {} moves or fewer", count(*n)),
        }
    }

    /// Checks one criterion (`stars[i]`): numbers finite and in range.
    ///
    /// Errors: [`DataError`] at `stars[i]` naming the range.
    pub fn check(&self, file: &str, i: usize) -> Result<(), DataError> {
        let bad = |why: &str| Err(DataError::invalid(file, format!("stars[{i}]"), why));
        match self {
            Star::WinBy(v) | Star::MoneyAtLeast(v) | Star::SpendAtMost(v) if !(v.is_finite() && v.abs() <= 1e15) => {
                bad("must be a finite number")
            }
            Star::WinBy(v) | Star::SpendAtMost(v) if *v < 0.0 => bad("must be ≥ 0"),
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

/// `m:ss` (or `h:mm:ss`) of a sim time in seconds.
fn clock(t: f64) -> String {
    let s = t.max(0.0).round() as u64;
    if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    }
}

/// `$4,000`.
fn dollars(v: f64) -> String {
    let sign = if v < 0.0 { "-" } else { "" };
    format!("{sign}${}", count(v.abs().round() as u64))
}

/// `12,345`.
fn count(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_are_readable() {
        assert_eq!(Star::MoneyAtLeast(4000.0).describe(), "finish with $4,000 or more");
        assert_eq!(Star::BudgetAtMost(0.2).describe(), "spend no more than 20% of the error budget");
        assert_eq!(Star::WinBy(150.0).describe(), "win by 2:30");
        assert_eq!(Star::LostAtMost(0).describe(), "lose no event");
        assert_eq!(Star::ActionsAtMost(12).describe(), "in 12 moves or fewer");
    }

    #[test]
    fn two_stars_or_a_bad_share_are_refused() {
        assert!(check_stars(&[], "f").is_ok());
        assert!(check_stars(&[Star::Win, Star::Win, Star::Win], "f").is_ok());
        let two = check_stars(&[Star::Win, Star::Win], "f").unwrap_err().to_string();
        assert!(two.contains("stars") && two.contains("exactly 3"), "{two}");
        let share = check_stars(&[Star::Win, Star::BudgetAtMost(1.5), Star::Win], "f").unwrap_err().to_string();
        assert!(share.contains("stars[1]"), "{share}");
        assert!(check_stars(&[Star::Win, Star::WinBy(f64::NAN), Star::Win], "f").is_err());
    }
}
