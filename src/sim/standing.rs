//! How each goal and each star stands while a scenario is played, in the
//! player's words, from the run as it is: a count goal's progress and pace
//! ("1,144 / 5,000 · behind: needs 16/s, doing 15/s"), a goal that must hold
//! to the end ("holding, until 5:00"), a star's figure so far. Nothing is
//! said to be done before it is: a goal that must hold is ticked only when
//! the run ends, and a star is earned only on a win. The goals panel and
//! the briefing read it; the rules are the scenario's `goals` and `stars`
//! (docs/RULES.md#goals-met and docs/RULES.md#stars).

use std::collections::VecDeque;

use bevy::prelude::*;

use super::economy::{Ledger, Outcome};
use super::goals::Goals;
use super::stars::{Facts, Stars};
use super::{AccountSet, Board, SimClock, SimLog, SimTick, Stream};
use crate::rules::scenario::Goal;
use crate::rules::stars::Star;
use crate::t;

/// Sim seconds over which a count goal's pace is measured.
const PACE_WINDOW_SECONDS: f64 = 10.0;

/// Where a goal is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum GoalState {
    /// Done for good.
    Met,
    /// Holds so far and must go on holding until `until` (sim seconds; the
    /// run's end when `None`): ticked only then.
    Holding {
        /// When it is done, sim seconds.
        until: Option<f64>,
    },
    /// Not yet judged: it starts to count at `from` (sim seconds).
    Waiting {
        /// When it starts to count.
        from: f64,
    },
    /// Not met (yet).
    Open,
    /// Broken: the run is lost by it.
    Broken,
}

/// One goal as it stands: its state and its words.
#[derive(Clone, Debug, PartialEq)]
pub struct GoalStanding {
    /// The goal in words ([`Goal::describe`]).
    pub goal: String,
    /// Where it is.
    pub state: GoalState,
    /// Its progress now, when it counts something: what is done and what is
    /// asked for.
    pub progress: Option<(f64, f64)>,
    /// The progress and pace in words (`1,144 / 5,000 · behind: needs
    /// 16/s, doing 15/s`), or what it waits for; empty when there is
    /// nothing to add.
    pub detail: String,
}

/// Where a star is while the run goes on, and at its end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StarState {
    /// Earned: the run is won and the criterion held.
    Earned,
    /// Holds so far; earned on a win if it still holds then.
    Holding,
    /// Does not hold now, and may still.
    NotYet,
    /// Can no longer be earned in this run.
    Missed,
}

/// One star as it stands.
#[derive(Clone, Debug, PartialEq)]
pub struct StarStanding {
    /// The criterion in words ([`Star::describe`]).
    pub criterion: String,
    /// Where it is.
    pub state: StarState,
    /// Its figure now in words ("3 so far", "$1,200 now"); empty for
    /// `win`.
    pub detail: String,
}

/// Each count goal's progress, sampled once a sim second, for its pace.
#[derive(Resource, Clone, Debug, Default)]
pub struct Pace {
    /// `(sim seconds, progress of each goal)`, oldest first, over the last
    /// [`PACE_WINDOW_SECONDS`].
    samples: VecDeque<(f64, Vec<f64>)>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Pace>()
        .add_systems(SimTick, sample.in_set(AccountSet::Notes))
        .add_systems(super::state::SimStart, reset.in_set(super::state::StartSet::Plugins));
}

/// Samples each goal's progress once a sim second.
fn sample(world: &mut World) {
    let now = world.resource::<SimClock>().now;
    let due = world.resource::<Pace>().samples.back().is_none_or(|(t, _)| now >= t + 1.0 - 1e-9);
    if !due {
        return;
    }
    let goals = world.resource::<Goals>().goals.clone();
    let progress: Vec<f64> = goals.iter().map(|g| progress(g, world).map(|p| p.0).unwrap_or(0.0)).collect();
    let mut pace = world.resource_mut::<Pace>();
    if pace.samples.front().is_some_and(|(t, _)| now < *t) {
        pace.samples.clear(); // a new run
    }
    pace.samples.push_back((now, progress));
    while pace.samples.front().is_some_and(|(t, _)| now - t > PACE_WINDOW_SECONDS + 1e-9) {
        pace.samples.pop_front();
    }
}

/// Tasks `group` has completed, on streams, queues and direct links.
pub fn tasks_done(world: &World, group: &str) -> u64 {
    let board = world.resource::<Board>();
    let mut done = 0;
    for e in board.nodes.values() {
        if let Some(s) = world.get::<Stream>(*e) {
            done += s.groups.get(group).map(|f| f.consumed).unwrap_or(0);
        }
        if let Some(q) = world.get::<super::Queue>(*e) {
            done += q.groups.get(group).map(|g| g.consumed).unwrap_or(0);
        }
        if let Some(w) = world.get::<super::Worker>(*e)
            && w.group == group
        {
            done += w.direct_done;
        }
    }
    done
}

/// What a goal that counts something has reached, and what it asks for.
pub fn progress(goal: &Goal, world: &World) -> Option<(f64, f64)> {
    match goal {
        Goal::CompleteTasks { group, count } => Some((tasks_done(world, group) as f64, *count as f64)),
        Goal::EarnRevenue(v) => Some((world.resource::<Ledger>().revenue, *v)),
        Goal::Read { group, topic, at_least } => {
            let read = world.resource::<SimLog>().group(group).map(|g| g.delivered(topic)).unwrap_or(0);
            Some((read as f64, *at_least as f64))
        }
        Goal::KeepLagBelow { group, max, .. } => Some((super::tutorial::worst_lag(world, group) as f64, *max as f64)),
        _ => None,
    }
}

/// When the run ends if nothing is lost first: the scenario's duration, or
/// the time a `Survive` goal asks for, whichever comes first.
pub fn run_end(world: &World) -> Option<f64> {
    let board = world.resource::<Board>();
    let s = board.scenario.as_ref()?;
    let survive = s.goals.iter().filter_map(|g| if let Goal::Survive(t) = g { Some(*t) } else { None });
    s.duration.into_iter().chain(survive).reduce(f64::min)
}

/// How each goal stands now.
pub fn goals(world: &World) -> Vec<GoalStanding> {
    let goals = world.resource::<Goals>();
    let outcome = world.get_resource::<Outcome>().cloned().unwrap_or(Outcome::Running);
    let now = world.resource::<SimClock>().now;
    let end = run_end(world);
    goals
        .goals
        .iter()
        .enumerate()
        .map(|(i, goal)| {
            let met = goals.met.get(i).copied().unwrap_or(false);
            let progress = progress(goal, world);
            let state = state_of(goal, met, &outcome, now, end);
            let detail = detail(goal, state, progress, pace(world, i), now, end);
            GoalStanding { goal: goal.describe(), state, progress, detail }
        })
        .collect()
}

/// A goal's state from the sim's verdict so far: goals that must hold to
/// the end (keep the lag low, keep the shop running) are ticked only when
/// the run is won.
fn state_of(goal: &Goal, met: bool, outcome: &Outcome, now: f64, end: Option<f64>) -> GoalState {
    let won = matches!(outcome, Outcome::Won(_));
    let lost = matches!(outcome, Outcome::Lost(_));
    match goal {
        Goal::KeepLagBelow { from, .. } => {
            if won {
                GoalState::Met
            } else if lost && !met && now >= *from {
                GoalState::Broken
            } else if now < *from {
                GoalState::Waiting { from: *from }
            } else {
                GoalState::Holding { until: end }
            }
        }
        Goal::Survive(t) => {
            if met {
                GoalState::Met
            } else if lost {
                GoalState::Open
            } else {
                GoalState::Holding { until: Some(*t) }
            }
        }
        _ if met => GoalState::Met,
        _ => GoalState::Open,
    }
}

/// Per sim second over the pace window: how fast goal `i`'s progress grows.
fn pace(world: &World, i: usize) -> Option<f64> {
    let samples = &world.resource::<Pace>().samples;
    let (first, last) = (samples.front()?, samples.back()?);
    let span = last.0 - first.0;
    if span < 1.0 - 1e-9 {
        return None;
    }
    Some((last.1.get(i)? - first.1.get(i)?) / span)
}

fn detail(
    goal: &Goal,
    state: GoalState,
    progress: Option<(f64, f64)>,
    pace: Option<f64>,
    now: f64,
    end: Option<f64>,
) -> String {
    match (goal, state) {
        (_, GoalState::Waiting { from }) => t!("sim-standing-counts-from", time = clock(from)),
        (Goal::KeepLagBelow { .. }, GoalState::Holding { until }) => {
            let worst = progress.map(|p| p.0).unwrap_or(0.0);
            match until {
                Some(t) => t!("sim-standing-holding-lag-until", until = clock(t), worst = count(worst)),
                None => t!("sim-standing-holding-lag-end", worst = count(worst)),
            }
        }
        (Goal::Survive(_), GoalState::Holding { until: Some(t) }) => {
            t!("sim-standing-holding-until", until = clock(t), left = clock(t - now))
        }
        (Goal::KeepLagBelow { .. }, GoalState::Broken) => {
            t!("sim-standing-broken-lag", worst = count(progress.map(|p| p.0).unwrap_or(0.0)))
        }
        (_, GoalState::Met) => String::new(),
        (Goal::CompleteTasks { .. } | Goal::EarnRevenue(_) | Goal::Read { .. }, _) => {
            let Some((done, target)) = progress else { return String::new() };
            let money = matches!(goal, Goal::EarnRevenue(_));
            let fmt = |v: f64| if money { format!("${}", count(v)) } else { count(v) };
            let s = format!("{} / {}", fmt(done), fmt(target));
            let left = end.map(|e| e - now).filter(|l| *l > 1e-9);
            match (pace, left) {
                (Some(doing), Some(left)) => {
                    let needs = (target - done).max(0.0) / left;
                    let verdict = if doing + 1e-9 >= needs { "on-track" } else { "behind" };
                    t!("sim-standing-pace", progress = s, verdict = verdict, needs = rate(needs), doing = rate(doing))
                }
                (Some(doing), None) => t!("sim-standing-doing", progress = s, doing = rate(doing)),
                _ => s,
            }
        }
        _ => String::new(),
    }
}

/// How each star stands now.
pub fn stars(world: &World) -> Vec<StarStanding> {
    let stars = world.resource::<Stars>();
    let outcome = world.get_resource::<Outcome>().cloned().unwrap_or(Outcome::Running);
    let now = world.resource::<SimClock>().now;
    let endless = world.resource::<Board>().scenario.as_ref().is_some_and(|s| s.duration.is_none());
    // Before the first tick (a level waiting on its briefing) nothing has
    // been weighed yet: weigh the figures as they stand.
    let fresh;
    let (facts, met) = if world.resource::<SimClock>().tick == 0 {
        fresh = super::stars::facts_now(
            world.resource::<SimClock>(),
            &outcome,
            world.resource::<super::Ledger>(),
            world.resource::<super::ErrorBudget>(),
            world.resource::<super::ActionLog>(),
            world.resource::<super::compaction::Rebuilds>(),
        );
        (&fresh, stars.criteria.iter().map(|s| super::stars::holds(s, &fresh)).collect::<Vec<_>>())
    } else {
        (&stars.facts, stars.met.clone())
    };
    stars
        .criteria
        .iter()
        .enumerate()
        .map(|(i, star)| {
            let holds = met.get(i).copied().unwrap_or(false);
            let state = star_state(star, holds, &outcome, now, endless);
            StarStanding { criterion: star.describe(), state, detail: star_detail(star, facts, now) }
        })
        .collect()
}

fn star_state(star: &Star, holds: bool, outcome: &Outcome, now: f64, endless: bool) -> StarState {
    match outcome {
        Outcome::Won(_) if holds => return StarState::Earned,
        Outcome::Won(_) | Outcome::Lost(_) => return StarState::Missed,
        Outcome::Running => {}
    }
    // Figures that only grow: once past the limit, it cannot come back.
    let for_good = match star {
        Star::LostAtMost(_)
        | Star::DuplicatesAtMost(_)
        | Star::StaleAtMost(_)
        | Star::ActionsAtMost(_)
        | Star::RebuildWithin(_) => true,
        Star::BudgetAtMost(_) => !endless,
        Star::WinBy(t) => now > *t + 1e-9,
        Star::Win | Star::MoneyAtLeast(_) | Star::SpendAtMost(_) => false,
    };
    match star {
        Star::Win | Star::WinBy(_) if !for_good => StarState::NotYet,
        _ if holds => StarState::Holding,
        _ if for_good => StarState::Missed,
        _ => StarState::NotYet,
    }
}

fn star_detail(star: &Star, f: &Facts, now: f64) -> String {
    match star {
        Star::Win => String::new(),
        Star::WinBy(t) if now <= *t => t!("sim-star-left", time = clock(t - now)),
        Star::WinBy(_) => t!("sim-star-too-late"),
        Star::MoneyAtLeast(_) => t!("sim-star-money-now", amount = count(f.money)),
        Star::SpendAtMost(_) => t!("sim-star-spent", amount = count(f.spent_on_nodes)),
        Star::BudgetAtMost(_) => {
            t!("sim-star-budget-spent", percent = crate::rules::words::shown_fixed(f.budget_share * 100.0, 0))
        }
        Star::LostAtMost(_) => t!("sim-star-lost-so-far", count = count(f.lost as f64)),
        Star::DuplicatesAtMost(_) => t!("sim-star-so-far", count = count(f.duplicates as f64)),
        Star::StaleAtMost(_) => t!("sim-star-so-far", count = count(f.stale)),
        Star::ActionsAtMost(_) => t!("sim-star-so-far", count = count(f.actions as f64)),
        Star::RebuildWithin(_) if f.longest_rebuild > 0.0 => t!("sim-star-longest", time = clock(f.longest_rebuild)),
        Star::RebuildWithin(_) => t!("sim-star-no-table-lost"),
    }
}

/// `m:ss`, or `h:mm:ss` from an hour.
fn clock(t: f64) -> String {
    let s = t.max(0.0).round() as u64;
    if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    }
}

/// A count with thousands separated in the player's language: `12,345`
/// (rounded down).
fn count(v: f64) -> String {
    crate::rules::words::shown_count(v.max(0.0).floor() as u64)
}

/// A rate: one decimal under 10, whole above.
fn rate(v: f64) -> String {
    if v < 10.0 { crate::rules::words::shown_fixed(v, 1) } else { count(v.round()) }
}

/// [`super::state::SimStart`]: no pace sampled yet.
fn reset(world: &mut World) {
    world.insert_resource(Pace::default());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_goal_that_must_hold_is_ticked_only_at_a_win() {
        let keep = Goal::KeepLagBelow { group: "g".into(), max: 10, from: 30.0 };
        assert_eq!(state_of(&keep, false, &Outcome::Running, 10.0, Some(300.0)), GoalState::Waiting { from: 30.0 });
        assert_eq!(
            state_of(&keep, true, &Outcome::Running, 40.0, Some(300.0)),
            GoalState::Holding { until: Some(300.0) }
        );
        assert_eq!(state_of(&keep, true, &Outcome::Won("x".into()), 300.0, Some(300.0)), GoalState::Met);
        assert_eq!(state_of(&keep, false, &Outcome::Lost("x".into()), 80.0, Some(300.0)), GoalState::Broken);
        let survive = Goal::Survive(300.0);
        assert_eq!(
            state_of(&survive, false, &Outcome::Running, 299.0, Some(300.0)),
            GoalState::Holding { until: Some(300.0) }
        );
        let tasks = Goal::CompleteTasks { group: "g".into(), count: 5 };
        assert_eq!(state_of(&tasks, true, &Outcome::Running, 1.0, None), GoalState::Met);
    }

    #[test]
    fn a_count_goal_says_its_progress_and_whether_it_is_on_track() {
        let g = Goal::CompleteTasks { group: "mailer".into(), count: 5000 };
        let words = detail(&g, GoalState::Open, Some((1144.0, 5000.0)), Some(15.0), 60.0, Some(300.0));
        assert_eq!(words, "1,144 / 5,000 · behind: needs 16/s, doing 15/s");
        let words = detail(&g, GoalState::Open, Some((1144.0, 5000.0)), Some(17.0), 60.0, Some(300.0));
        assert!(words.contains("on track"), "{words}");
        let keep = Goal::KeepLagBelow { group: "g".into(), max: 1000, from: 30.0 };
        let words = detail(&keep, GoalState::Holding { until: Some(300.0) }, Some((420.0, 1000.0)), None, 86.0, None);
        assert_eq!(words, "holding, until 5:00 · worst lag now 420");
    }

    #[test]
    fn a_star_is_earned_only_on_a_win_and_missed_for_good_only_when_it_cannot_come_back() {
        let running = Outcome::Running;
        assert_eq!(star_state(&Star::LostAtMost(0), true, &running, 10.0, false), StarState::Holding);
        assert_eq!(star_state(&Star::LostAtMost(0), false, &running, 10.0, false), StarState::Missed);
        assert_eq!(star_state(&Star::MoneyAtLeast(10.0), false, &running, 10.0, false), StarState::NotYet);
        assert_eq!(star_state(&Star::WinBy(310.0), false, &running, 10.0, false), StarState::NotYet);
        assert_eq!(star_state(&Star::WinBy(310.0), false, &running, 311.0, false), StarState::Missed);
        assert_eq!(star_state(&Star::Win, false, &running, 10.0, false), StarState::NotYet);
        assert_eq!(star_state(&Star::BudgetAtMost(0.2), false, &running, 10.0, true), StarState::NotYet);
        let won = Outcome::Won("x".into());
        assert_eq!(star_state(&Star::LostAtMost(0), true, &won, 10.0, false), StarState::Earned);
        assert_eq!(star_state(&Star::LostAtMost(0), false, &won, 10.0, false), StarState::Missed);
    }
}
