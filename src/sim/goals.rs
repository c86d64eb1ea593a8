//! Eras and goals: traffic grows era by era as revenue comes in; a scenario
//! is won when every goal is met, and lost when the money runs out, the
//! error budget is spent (when the scenario says so) or a goal is broken.
//! Rules: DESIGN.md §1 (eras raise the traffic; goals and losses are the
//! scenario's).

use bevy::prelude::*;
use serde::Serialize;

use super::economy::{ErrorBudget, Ledger, Outcome};
use super::{Board, SimClock, SimLog, SimSet, SimTick, Stream};
use crate::rules::catalog::Catalog;
use crate::rules::scenario::Goal;

/// The shop's era now, and the one the scenario began in.
#[derive(Resource, Clone, Debug, Default, PartialEq, Serialize)]
pub struct EraState {
    /// Index into the catalog's eras.
    pub index: usize,
    /// The era the scenario's rates are written for.
    pub start: usize,
}

impl EraState {
    /// What producers' rates are multiplied by now.
    pub fn traffic_factor(&self, catalog: &Catalog) -> f64 {
        let now = catalog.eras.get(self.index).map(|e| e.traffic).unwrap_or(1.0);
        let start = catalog.eras.get(self.start).map(|e| e.traffic).unwrap_or(1.0);
        if start > 0.0 { now / start } else { 1.0 }
    }
    /// The era's name.
    pub fn name<'a>(&self, catalog: &'a Catalog) -> &'a str {
        catalog.eras.get(self.index).map(|e| e.name.as_str()).unwrap_or("")
    }
}

/// The scenario's goals and how each stands.
#[derive(Resource, Clone, Debug, Default, PartialEq, Serialize)]
pub struct Goals {
    /// The goals.
    pub goals: Vec<Goal>,
    /// Met (once met, a goal stays met; KeepLagBelow is met while it holds).
    pub met: Vec<bool>,
    /// Per group: reset to the start of its stream, waiting to catch up.
    #[serde(skip)]
    pub(crate) replaying: Vec<String>,
    /// Groups that have committed past the log start of a stream they read:
    /// only such a group, found back at the start, is replaying (a group
    /// that has read nothing yet is at the start too).
    #[serde(skip)]
    pub(crate) have_read: Vec<String>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<EraState>().init_resource::<Goals>().add_systems(
        SimTick,
        (advance_era, check_goals).chain().after(super::economy::account).in_set(SimSet::Account),
    );
}

fn advance_era(
    catalog: Res<Catalog>,
    ledger: Res<Ledger>,
    mut era: ResMut<EraState>,
    mut log: ResMut<super::incidents::IncidentLog>,
    clock: Res<SimClock>,
) {
    while let Some(next) = catalog.eras.get(era.index + 1) {
        if ledger.revenue < next.revenue_to_reach {
            break;
        }
        era.index += 1;
        let factor = era.traffic_factor(&catalog);
        log.events.push((clock.now, format!("{} begins: traffic is ×{factor:.0} what it was at the start", next.name)));
    }
}

/// Tasks a group has completed, on streams and queues.
fn tasks_done(
    world_streams: &Query<&Stream>,
    queues: &Query<&super::Queue>,
    workers: &Query<&super::Worker>,
    group: &str,
) -> u64 {
    world_streams.iter().filter_map(|s| s.groups.get(group)).map(|f| f.consumed).sum::<u64>()
        + queues.iter().filter_map(|q| q.groups.get(group)).map(|g| g.consumed).sum::<u64>()
        + workers.iter().filter(|w| w.group == group).map(|w| w.direct_done).sum::<u64>()
}

pub(super) fn check_goals(
    catalog: Res<Catalog>,
    clock: Res<SimClock>,
    board: Res<Board>,
    log: Res<SimLog>,
    era: Res<EraState>,
    research: Res<super::Research>,
    ledger: Res<Ledger>,
    budget: Res<ErrorBudget>,
    mut goals: ResMut<Goals>,
    mut outcome: ResMut<Outcome>,
    streams: Query<&Stream>,
    queues: Query<&super::Queue>,
    workers: Query<&super::Worker>,
) {
    if *outcome != Outcome::Running {
        return;
    }
    if ledger.money < 0.0 {
        *outcome = Outcome::Lost(format!("bankrupt: the money ran out at {}", crate::sim::format_time(clock.now)));
        return;
    }
    let _ = budget;
    let now = clock.now;
    let goals = &mut *goals;
    goals.met.resize(goals.goals.len(), false);
    for (i, goal) in goals.goals.iter().enumerate() {
        let met = match goal {
            Goal::CompleteTasks { group, count } => tasks_done(&streams, &queues, &workers, group) >= *count,
            Goal::EarnRevenue(v) => ledger.revenue >= *v,
            Goal::OwnResearch(r) => research.has(r),
            Goal::ReachEra(e) => catalog.era_index(e).is_some_and(|i| era.index >= i),
            // Met at the end of the tick that reaches it.
            Goal::Survive(t) => now + clock.step >= *t - 1e-9,
            Goal::KeepLagBelow { group, max, from } => {
                if now >= *from {
                    let worst = worst_lag(&streams, &log, group);
                    if worst > *max {
                        goals.met[i] = false;
                        *outcome =
                            Outcome::Lost(format!("{group}'s lag reached {worst}, over the {max} the goal allows"));
                        return;
                    }
                    true
                } else {
                    false
                }
            }
            Goal::Record { .. } | Goal::GroupAt { .. } | Goal::Read { .. } | Goal::Member { .. } => {
                console_goal_met(goal, &log)
            }
            Goal::Replay { group } => {
                replayed(&streams, &log, group, (&mut goals.replaying, &mut goals.have_read), goals.met[i])
            }
        };
        goals.met[i] = goals.met[i] || met;
        if matches!(goal, Goal::KeepLagBelow { .. }) {
            goals.met[i] = met;
        }
    }
    if !goals.goals.is_empty() && goals.met.iter().all(|m| *m) {
        *outcome = Outcome::Won(format!("every goal met at {}", crate::sim::format_time(now)));
        return;
    }
    if let Some(lost) = time_up(&board, goals, &clock) {
        *outcome = lost;
    }
}

/// The worst lag of `group` on any partition of the streams it reads.
fn worst_lag(streams: &Query<&Stream>, log: &SimLog, group: &str) -> u64 {
    streams
        .iter()
        .filter(|s| s.groups.contains_key(group))
        .flat_map(|s| {
            let n = log.topic(&s.topic).map(|t| t.partition_count()).unwrap_or(0);
            (0..n).map(|p| log.lag(group, &s.topic, p).unwrap_or(0)).collect::<Vec<_>>()
        })
        .max()
        .unwrap_or(0)
}

/// Whether a console goal (Record, GroupAt, Read, Member) holds in the log.
pub(super) fn console_goal_met(goal: &Goal, log: &SimLog) -> bool {
    match goal {
        Goal::Record { topic, partition, offset, key, value_contains } => {
            log.topic(topic).ok().and_then(|t| t.partition(*partition).ok()).is_some_and(|p| {
                p.records(*partition, *offset, offset + 1, 1).first().is_some_and(|r| {
                    r.offset == *offset
                        && key.as_deref().is_none_or(|k| r.key.as_deref() == Some(k))
                        && value_contains
                            .as_deref()
                            .is_none_or(|v| r.value.as_deref().is_some_and(|val| val.contains(v)))
                })
            })
        }
        Goal::GroupAt { group, topic, at } => match (log.group(group), log.topic(topic)) {
            (Ok(g), Ok(t)) => t.partitions().iter().enumerate().all(|(p, part)| {
                let want = match at {
                    crate::rules::scenario::GroupEnd::Start => part.log_start(),
                    crate::rules::scenario::GroupEnd::End => part.high_watermark(),
                };
                g.committed(topic, p as u32) == Some(want)
            }),
            _ => false,
        },
        Goal::Read { group, topic, at_least } => log.group(group).is_ok_and(|g| g.delivered(topic) >= *at_least),
        Goal::Member { group, member, topic, partitions } => match (log.group(group), log.topic(topic)) {
            (Ok(g), Ok(t)) => g
                .members()
                .iter()
                .position(|m| m == member)
                .is_some_and(|i| g.partitions_of(i, t.partition_count()).collect::<Vec<_>>() == *partitions),
            _ => false,
        },
        _ => unreachable!("not a console goal"),
    }
}

/// A Replay goal: met once `group`, having read (noted in `have_read`),
/// is found back at the start of its streams (noted in `replaying`) and
/// has caught up again; `met` is whether it was met before this tick.
fn replayed(
    streams: &Query<&Stream>,
    log: &SimLog,
    group: &str,
    (replaying, have_read): (&mut Vec<String>, &mut Vec<String>),
    met: bool,
) -> bool {
    // Reset to the start of every partition, then caught up.
    let mut at_start = false;
    let mut caught_up = false;
    for s in streams.iter().filter(|s| s.groups.contains_key(group)) {
        let Ok(topic) = log.topic(&s.topic) else { continue };
        let Ok(g) = log.group(group) else { continue };
        let n = topic.partition_count();
        let total: u64 = topic.partitions().iter().map(|p| p.len()).sum();
        let start = |p: u32| topic.partitions()[p as usize].log_start();
        if (0..n).any(|p| g.committed(&s.topic, p).is_some_and(|c| c > start(p)))
            && !have_read.iter().any(|r| r == group)
        {
            have_read.push(group.to_string());
        }
        at_start |= total > 0
            && have_read.iter().any(|r| r == group)
            && (0..n).all(|p| g.committed(&s.topic, p) == Some(start(p)));
        caught_up |=
            (0..n).all(|p| g.committed(&s.topic, p).unwrap_or(0) >= topic.partitions()[p as usize].high_watermark());
    }
    if at_start && !replaying.iter().any(|r| r == group) {
        replaying.push(group.to_string());
    }
    met || (replaying.iter().any(|r| r == group) && caught_up)
}

/// The scenario lost because its time is up with goals still open, if it is.
fn time_up(board: &Board, goals: &Goals, clock: &SimClock) -> Option<Outcome> {
    let now = clock.now;
    // Time is up with goals still open.
    let duration = board.scenario.as_ref().and_then(|s| s.duration);
    if !goals.goals.is_empty()
        && let Some(d) = duration
        && now + clock.step >= d - 1e-9
    {
        let open: Vec<String> =
            goals.goals.iter().zip(&goals.met).filter(|(_, m)| !**m).map(|(g, _)| g.describe()).collect();
        return Some(Outcome::Lost(format!("time is up with goals open: {}", open.join("; "))));
    }
    None
}
