//! Three stars, judged: each tick until the scenario ends, every criterion
//! of the scenario's `stars` is weighed against the run as it stands; when
//! the outcome is decided the verdict is kept. Stars are earned on a win
//! only. Rule: the scenario's `stars` (rules::stars).

use bevy::prelude::*;
use serde::Serialize;

use super::economy::{ErrorBudget, Ledger, Outcome};
use super::{AccountSet, ActionLog, SimClock, SimTick};
use crate::rules::stars::Star;

/// The scenario's star criteria and how each stands.
#[derive(Resource, Clone, Debug, Default, PartialEq, Serialize)]
pub struct Stars {
    /// The criteria, in the scenario's order (none, or three).
    pub criteria: Vec<Star>,
    /// Whether each holds now (at the end: whether it held).
    pub met: Vec<bool>,
    /// Stars earned: how many are met, on a win; 0 otherwise.
    pub earned: u8,
    /// Sim time the outcome was decided, seconds; `None` while running.
    pub ended_at: Option<f64>,
    /// The figures the criteria were last weighed against.
    #[serde(skip)]
    pub facts: Facts,
}

/// What the criteria are weighed against: the run's figures now.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Facts {
    /// Sim time it was won at, seconds; `None` unless won.
    pub won_at: Option<f64>,
    /// Money now, dollars.
    pub money: f64,
    /// Paid for placing Nodes less refunds, dollars.
    pub spent_on_nodes: f64,
    /// Share of the error budget spent (1.0 = all).
    pub budget_share: f64,
    /// Events lost (retention and failed brokers).
    pub lost: u64,
    /// Duplicate side effects.
    pub duplicates: u64,
    /// Stale results (weighted).
    pub stale: f64,
    /// Player actions applied.
    pub actions: u64,
    /// The longest rebuild of a lost table so far, sim seconds (one still
    /// running counts as far as it got).
    pub longest_rebuild: f64,
}

/// Whether `star` holds for `facts`. A time-free criterion is judged on the
/// figures alone; `Win` and `WinBy` need the win.
pub fn holds(star: &Star, facts: &Facts) -> bool {
    match star {
        Star::Win => facts.won_at.is_some(),
        Star::WinBy(t) => facts.won_at.is_some_and(|w| w <= *t + 1e-9),
        Star::MoneyAtLeast(v) => facts.money >= *v,
        Star::SpendAtMost(v) => facts.spent_on_nodes <= *v + 1e-9,
        Star::BudgetAtMost(s) => facts.budget_share <= *s + 1e-12,
        Star::LostAtMost(n) => facts.lost <= *n,
        Star::DuplicatesAtMost(n) => facts.duplicates <= *n,
        Star::StaleAtMost(n) => facts.stale <= *n as f64 + 1e-9,
        Star::ActionsAtMost(n) => facts.actions <= *n,
        Star::RebuildWithin(t) => facts.longest_rebuild <= *t + 1e-9,
    }
}

/// Whether an action counts for `ActionsAtMost`: everything that changes
/// the game, not moving a card or a console line that only looks.
pub fn counts_as_a_move(a: &super::PlayerAction) -> bool {
    match a {
        super::PlayerAction::MoveNode { .. } => false,
        super::PlayerAction::Console { line } => crate::console::parse(line).is_ok_and(|c| c.changes_the_log()),
        _ => true,
    }
}

/// Stars earned: the criteria met, when the run is won; none otherwise.
pub fn earned(met: &[bool], won: bool) -> u8 {
    if won { met.iter().filter(|m| **m).count() as u8 } else { 0 }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Stars>()
        .add_systems(SimTick, judge.in_set(AccountSet::Stars))
        .add_systems(super::state::SimStart, reset.in_set(super::state::StartSet::Plugins));
}

/// The run's figures the criteria are weighed against, now (a won run's
/// `won_at` is the end of this tick).
pub(super) fn facts_now(
    clock: &SimClock,
    outcome: &Outcome,
    ledger: &Ledger,
    budget: &ErrorBudget,
    actions: &ActionLog,
    rebuilds: &super::compaction::Rebuilds,
) -> Facts {
    let d = &budget.damage;
    Facts {
        won_at: matches!(outcome, Outcome::Won(_)).then_some(clock.now + clock.step),
        money: ledger.money,
        spent_on_nodes: ledger.placing - ledger.refunds,
        budget_share: budget.spent_share(),
        lost: d.lost(),
        duplicates: d.duplicates,
        stale: d.stale,
        actions: actions.entries.iter().filter(|(_, a)| counts_as_a_move(a)).count() as u64,
        longest_rebuild: rebuilds.longest,
    }
}

pub(super) fn judge(
    clock: Res<SimClock>,
    outcome: Res<Outcome>,
    ledger: Res<Ledger>,
    budget: Res<ErrorBudget>,
    actions: Res<ActionLog>,
    rebuilds: Res<super::compaction::Rebuilds>,
    mut stars: ResMut<Stars>,
) {
    if stars.criteria.is_empty() || stars.ended_at.is_some() {
        return;
    }
    let won = matches!(*outcome, Outcome::Won(_));
    let facts = facts_now(&clock, &outcome, &ledger, &budget, &actions, &rebuilds);
    let stars = &mut *stars;
    stars.met = stars.criteria.iter().map(|s| holds(s, &facts)).collect();
    stars.facts = facts;
    stars.earned = earned(&stars.met, won);
    if *outcome != Outcome::Running {
        stars.ended_at = Some(clock.now + clock.step);
    }
}

/// [`super::state::SimStart`]: the scenario's criteria, none met.
fn reset(world: &mut World) {
    let scenario = super::state::starting(world);
    world.insert_resource(Stars {
        criteria: scenario.stars.clone(),
        met: vec![false; scenario.stars.len()],
        ..Default::default()
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn facts() -> Facts {
        Facts { won_at: Some(100.0), money: 5000.0, budget_share: 0.1, ..Default::default() }
    }

    #[test]
    fn each_criterion_kind_is_judged() {
        let f = facts();
        assert!(holds(&Star::Win, &f));
        assert!(holds(&Star::WinBy(100.0), &f) && !holds(&Star::WinBy(99.0), &f));
        assert!(holds(&Star::MoneyAtLeast(5000.0), &f) && !holds(&Star::MoneyAtLeast(5000.5), &f));
        assert!(holds(&Star::BudgetAtMost(0.1), &f) && !holds(&Star::BudgetAtMost(0.05), &f));
        let spent = Facts { spent_on_nodes: 900.0, lost: 3, duplicates: 2, stale: 1.0, actions: 4, ..f.clone() };
        assert!(holds(&Star::SpendAtMost(900.0), &spent) && !holds(&Star::SpendAtMost(899.0), &spent));
        assert!(holds(&Star::LostAtMost(3), &spent) && !holds(&Star::LostAtMost(2), &spent));
        assert!(holds(&Star::DuplicatesAtMost(2), &spent) && !holds(&Star::DuplicatesAtMost(1), &spent));
        assert!(holds(&Star::StaleAtMost(1), &spent) && !holds(&Star::StaleAtMost(0), &spent));
        assert!(holds(&Star::ActionsAtMost(4), &spent) && !holds(&Star::ActionsAtMost(3), &spent));
        let lost = Facts { won_at: None, ..f };
        assert!(!holds(&Star::Win, &lost) && !holds(&Star::WinBy(1e9), &lost));
    }

    #[test]
    fn stars_count_on_a_win_only() {
        assert_eq!(earned(&[true, true, false], true), 2);
        assert_eq!(earned(&[true, true, true], false), 0);
    }
}
