//! The sim's side of tutorial steps and hints: whether a condition that
//! looks at the run holds ([`holds`]): an action or console line since the
//! step began, a group's lag, its Workers, a stream's partitions,
//! duplicates, events lost, any goal. The ui judges the rest (Next, a card
//! picked, a panel open, the speed) and moves the tutorial on.

use bevy::prelude::*;

use super::{ActionLog, Board, ErrorBudget, PlayerAction, SimLog, Stream, Worker};
use crate::rules::scenario::Goal;
use crate::rules::tutorial::Wait;

/// Where a step began: the actions applied before it, and the sim time.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Since {
    /// `ActionLog::entries.len()` when the step began.
    pub actions: usize,
    /// Sim seconds when the step began.
    pub at: f64,
}

/// The action kind's name, as [`crate::rules::tutorial::ACTION_KINDS`]
/// lists it: the variant's name (strum's `IntoStaticStr`).
pub fn kind_of(a: &PlayerAction) -> &'static str {
    a.into()
}

/// Whether the sim condition `w` holds in `world`, the step having begun
/// at `since`. A condition the ui judges (Next, Select, Open, Speed,
/// Paused) is `false` here; `Seconds` is judged against `since.at`.
pub fn holds(w: &Wait, world: &World, since: Since) -> bool {
    let new_actions = || world.resource::<ActionLog>().entries.iter().skip(since.actions).map(|(_, a)| a);
    match w {
        Wait::Seconds(s) => world.resource::<super::SimClock>().now >= since.at + s - 1e-9,
        Wait::Action { kind, node } => new_actions().any(|a| {
            kind_of(a) == kind
                && node.as_ref().is_none_or(|n| super::timeline::describe_action(a).1.as_ref() == Some(n))
        }),
        Wait::Console(prefix) => {
            let want = prefix.trim().to_lowercase();
            new_actions()
                .any(|a| matches!(a, PlayerAction::Console { line } if line.trim().to_lowercase().starts_with(&want)))
        }
        Wait::LagAbove { group, records } => worst_lag(world, group) > *records,
        Wait::LagBelow { group, records } => worst_lag(world, group) <= *records,
        Wait::Workers { group, at_least } => workers(world, group) >= *at_least,
        Wait::Partitions { node, at_least } => partitions(world, node) >= *at_least,
        Wait::Duplicates(n) => world.resource::<ErrorBudget>().damage.duplicates >= *n,
        Wait::Lost(n) => {
            let d = &world.resource::<ErrorBudget>().damage;
            d.lost() >= *n
        }
        Wait::BudgetAbove(share) => world.resource::<ErrorBudget>().spent_share() > *share,
        Wait::Down(node) => {
            world.resource::<Board>().nodes.get(node).is_some_and(|e| world.get::<super::Down>(*e).is_some())
        }
        Wait::Offline(node) => world
            .resource::<Board>()
            .nodes
            .get(node)
            .is_some_and(|e| super::cluster::partitions_of(world, *e).any(|p| p.set.leader().is_none())),
        Wait::Goal(goal) => goal_holds(goal, world),
        Wait::Next | Wait::Select(_) | Wait::Open(_) | Wait::Speed(_) | Wait::Paused(_) => false,
    }
}

/// The worst partition lag of `group` on the streams it reads, records.
pub fn worst_lag(world: &World, group: &str) -> u64 {
    let log = world.resource::<SimLog>();
    streams(world)
        .filter(|s| s.groups.contains_key(group))
        .flat_map(|s| {
            let n = log.topic(&s.topic).map(|t| t.partition_count()).unwrap_or(0);
            (0..n).map(move |p| log.lag(group, &s.topic, p).unwrap_or(0))
        })
        .max()
        .unwrap_or(0)
}

fn streams(world: &World) -> impl Iterator<Item = &Stream> {
    world.resource::<Board>().nodes.values().filter_map(|e| world.get::<Stream>(*e))
}

fn workers(world: &World, group: &str) -> u32 {
    let board = world.resource::<Board>();
    board.nodes.values().filter_map(|e| world.get::<Worker>(*e)).filter(|w| w.group == group).count() as u32
}

fn partitions(world: &World, node: &str) -> u32 {
    let board = world.resource::<Board>();
    let Some(s) = board.nodes.get(node).and_then(|e| world.get::<Stream>(*e)) else { return 0 };
    world.resource::<SimLog>().topic(&s.topic).map(|t| t.partition_count()).unwrap_or(0)
}

/// Whether a goal holds now: the goal's own rule where it looks at the
/// run as it stands; a goal of the scenario's own is as the goals say.
pub(crate) fn goal_holds(goal: &Goal, world: &World) -> bool {
    let goals = world.resource::<super::goals::Goals>();
    if let Some(i) = goals.goals.iter().position(|g| g == goal) {
        return goals.met.get(i).copied().unwrap_or(false);
    }
    match goal {
        Goal::KeepLagBelow { group, max, .. } => worst_lag(world, group) <= *max,
        Goal::EarnRevenue(v) => world.resource::<super::Ledger>().revenue >= *v,
        Goal::OwnResearch(r) => world.resource::<super::Research>().has(r),
        Goal::Survive(t) => world.resource::<super::SimClock>().now >= *t - 1e-9,
        Goal::Record { .. }
        | Goal::GroupAt { .. }
        | Goal::Read { .. }
        | Goal::Member { .. }
        | Goal::Snapshot { .. } => super::goals::console_goal_met(goal, world.resource::<SimLog>()),
        Goal::CompleteTasks { group, count } => {
            streams(world).filter_map(|s| s.groups.get(group)).map(|f| f.consumed).sum::<u64>() >= *count
        }
        Goal::Deploy { group } => world.resource::<super::restarts::RollingRestarts>().finished(group) > 0,
        Goal::ReachEra(_) | Goal::Replay { .. } | Goal::Rebuild { .. } => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_action_kind_is_one_the_rules_know() {
        use crate::rules::tutorial::ACTION_KINDS;
        use strum::EnumCount;
        let a = PlayerAction::Console { line: "x".into() };
        assert!(ACTION_KINDS.contains(&kind_of(&a)));
        // A kind's name is the variant's name in a save or solution file.
        let saved = ron::to_string(&a).unwrap();
        assert!(saved.starts_with(&format!("{}(", kind_of(&a))), "{saved}");
        // The rules list each kind once, one per variant.
        let mut names = ACTION_KINDS.to_vec();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), ACTION_KINDS.len());
        assert_eq!(ACTION_KINDS.len(), PlayerAction::COUNT);
    }
}
