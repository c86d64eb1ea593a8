//! A run's score: one number from the money left and the bad outcomes, so
//! a won level has something to beat. `round(per_dollar × money left −
//! per_bad_outcome × bad outcomes)`, with the weights from the catalog's
//! `score` (`rules::catalog::ScoreRules`) and the bad outcomes every one
//! since the start (the error budget's causes; stale results weighted).
//! The report carries it (`score`, `score_formula`), the debrief shows it
//! with its formula, and the player's progress keeps the best won one.

use bevy::prelude::*;

use super::{ErrorBudget, Ledger};
use crate::rules::catalog::{Catalog, ScoreRules};
use crate::rules::words::{amount, dollars};

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

/// The score of the money left in `ledger` and the bad outcomes in `budget`.
pub fn score(rules: &ScoreRules, ledger: &Ledger, budget: &ErrorBudget) -> Score {
    let bad = budget.damage.total();
    let points = rules.points(ledger.money, bad);
    let formula = format!(
        "{} left × {} − {} bad outcomes × {} = {}",
        dollars(ledger.money),
        weight(rules.per_dollar),
        amount(bad),
        weight(rules.per_bad_outcome),
        amount(points as f64)
    );
    Score { points, formula }
}

/// The score of the run in `world` (`None` without a catalog, a ledger or
/// an error budget).
pub fn of_world(world: &World) -> Option<Score> {
    let rules = world.get_resource::<Catalog>()?.score;
    Some(score(&rules, world.get_resource::<Ledger>()?, world.get_resource::<ErrorBudget>()?))
}

/// A weight as the formula shows it: `10`, `0.5`.
fn weight(w: f64) -> String {
    if w.fract() == 0.0 { format!("{w:.0}") } else { format!("{w}") }
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
        assert_eq!(weight(0.5), "0.5");
    }
}
