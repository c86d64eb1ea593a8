//! A run's score: one number from the money left and the bad outcomes, so
//! a won level has something to beat. `round(per_dollar × money left −
//! per_bad_outcome × bad outcomes)`, with the weights from the catalog's
//! `score` (`rules::catalog::ScoreRules`) and the bad outcomes every one
//! since the start (the error budget's causes; stale results weighted).
//! The report carries it (`score`, `score_formula`), the debrief shows it
//! with its formula, and the player's progress keeps the best won one.

use bevy::prelude::*;

use super::{ErrorBudget, Ledger};
use crate::locale::Language;
use crate::rules::catalog::{Catalog, ScoreRules};
use crate::rules::words::{amount_in, dollars_in, t};

/// A run's score and its formula with the run's figures.
#[derive(Clone, Debug, PartialEq)]
pub struct Score {
    /// The score, points (higher is better; below 0 when the bad outcomes
    /// outweigh the money).
    pub points: i64,
    /// The formula with the figures: "$2,312 left × 1 − 31 bad outcomes ×
    /// 10 = 2,002".
    pub formula: String,
}

/// The score of the money left in `ledger` and the bad outcomes in `budget`
/// (the formula in English, as the report keeps it).
pub fn score(rules: &ScoreRules, ledger: &Ledger, budget: &ErrorBudget) -> Score {
    score_in(rules, ledger, budget, Language::English)
}

/// [`score`] with its formula in `language` (the debrief's).
pub fn score_in(rules: &ScoreRules, ledger: &Ledger, budget: &ErrorBudget, language: Language) -> Score {
    let bad = budget.damage.total();
    let points = rules.points(ledger.money, bad);
    let formula = t!(
        "events-score-formula" in language,
        money = dollars_in(language, ledger.money),
        per_dollar = weight(rules.per_dollar, language),
        bad = amount_in(language, bad),
        per_bad = weight(rules.per_bad_outcome, language),
        points = amount_in(language, points as f64)
    );
    Score { points, formula }
}

/// The score of the run in `world` (`None` without a catalog, a ledger or
/// an error budget).
pub fn of_world(world: &World) -> Option<Score> {
    of_world_in(world, Language::English)
}

/// [`of_world`] with its formula in `language`.
pub fn of_world_in(world: &World, language: Language) -> Option<Score> {
    let rules = world.get_resource::<Catalog>()?.score;
    Some(score_in(&rules, world.get_resource::<Ledger>()?, world.get_resource::<ErrorBudget>()?, language))
}

/// A weight as the formula shows it: `10`, `0.5` (`0,5` in German).
fn weight(w: f64, language: Language) -> String {
    crate::locale::figures(language).marked(&if w.fract() == 0.0 { format!("{w:.0}") } else { format!("{w}") })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_score_is_money_left_less_the_bad_outcomes_weighed() {
        let rules = ScoreRules { per_dollar: 1.0, per_bad_outcome: 10.0 };
        let mut ledger = Ledger::new(&Default::default());
        ledger.money = 2312.4;
        let mut budget = ErrorBudget::default();
        budget.damage.stranded = 30;
        budget.damage.stale = 1.2;
        let s = score(&rules, &ledger, &budget);
        // 2,312.4 − 10 × 31.2 = 2,000.4.
        assert_eq!(s.points, 2000);
        assert_eq!(s.formula, "$2,312 left × 1 − 31 bad outcomes × 10 = 2,000");
        let half = ScoreRules { per_dollar: 0.5, per_bad_outcome: 0.0 };
        assert_eq!(score(&half, &ledger, &budget).points, 1156);
        assert_eq!(weight(0.5, Language::English), "0.5");
        assert_eq!(weight(0.5, Language::German), "0,5");
        let german = score_in(&rules, &ledger, &budget, Language::German).formula;
        assert!(german.starts_with("$2.312 "), "{german}");
    }
}
