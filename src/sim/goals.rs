//! Eras and goals: traffic grows era by era as revenue comes in; a scenario
//! is won when every goal is met, and lost when the money runs out, the
//! error budget is spent (when the scenario says so) or a goal is broken.
//! Rules: docs/RULES.md#eras, docs/RULES.md#goals-met and docs/RULES.md#losing.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use serde::Serialize;

use super::economy::{Ledger, Outcome};
use super::{AccountSet, Board, SimClock, SimLog, SimTick, Stream};
use crate::locale::Language;
use crate::locale::data::text_in;
use crate::rules::catalog::Catalog;
use crate::rules::scenario::Goal;
use crate::rules::words::{amount_in, clock, count_in, dollars_in, fixed_in, t};

pub use super::economy::{EraState, Failure};

/// The scenario's goals and how each stands.
#[derive(Resource, Clone, Debug, Default, PartialEq, Serialize)]
pub struct Goals {
    /// The goals.
    pub goals: Vec<Goal>,
    /// Met (once met, a goal stays met; KeepLagBelow is met while it holds).
    pub met: Vec<bool>,
    /// Each goal's figure now, where it has one (see [`GoalFigure`]); one
    /// entry per goal once the first tick has run.
    #[serde(skip)]
    pub figures: Vec<Option<GoalFigure>>,
    /// Per group: reset to the start of its stream, waiting to catch up.
    #[serde(skip)]
    pub(crate) replaying: Vec<String>,
    /// Groups that have committed past the log start of a stream they read:
    /// only such a group, found back at the start, is replaying (a group
    /// that has read nothing yet is at the start too).
    #[serde(skip)]
    pub(crate) have_read: Vec<String>,
}

pub use super::economy::OutcomeWords;

/// How far a goal has come: the figure it reads now and the figure it asks
/// for, in one unit. `CompleteTasks`: tasks completed of `count`;
/// `EarnRevenue`: dollars earned of the goal; `ReachEra`: revenue of the
/// revenue the era begins at; `Survive`: sim seconds run of the time asked;
/// `Read`: records handed to the group of `at_least`; `KeepLagBelow`: the
/// worst partition's lag of the group and the most allowed (met while
/// `value ≤ target`, the others once `value ≥ target`). Goals judged by
/// the log's state (Replay, Record, GroupAt, Member) and OwnResearch have
/// none.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct GoalFigure {
    /// The figure now.
    pub value: f64,
    /// The figure the goal asks for (for `KeepLagBelow`, the most allowed).
    pub target: f64,
}

impl GoalFigure {
    /// How much is missing to reach the target (0 once reached).
    pub fn short(&self) -> f64 {
        (self.target - self.value).max(0.0)
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Goals>()
        .init_resource::<OutcomeWords>()
        .add_systems(super::state::SimStart, reset.in_set(super::state::StartSet::Plugins))
        .add_systems(SimTick, (advance_era, check_goals).chain().in_set(AccountSet::Goals));
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
        log.events.push((clock.now, era_begins(Language::English, &next.name, factor)));
    }
}

/// An era's start in the incident log, in `language`: "Growth begins:
/// traffic is ×2 what it was at the start".
pub fn era_begins(language: Language, era: &str, factor: f64) -> String {
    t!("lessons-era-begins" in language, era = text_in(language, era), factor = fixed_in(language, factor, 0))
}

/// An incident log's line in `language` where it is an era's start (read
/// back from its English, [`era_begins`]); `None` for any other line.
pub fn era_begins_in(language: Language, line: &str) -> Option<String> {
    let (era, rest) = line.split_once(" begins: traffic is ×")?;
    let factor: f64 = rest.strip_suffix(" what it was at the start")?.parse().ok()?;
    Some(era_begins(language, era, factor))
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

/// What the goals read: the board's figures now.
#[derive(SystemParam)]
pub(super) struct GoalInputs<'w, 's> {
    catalog: Res<'w, Catalog>,
    clock: Res<'w, SimClock>,
    log: Res<'w, SimLog>,
    era: Res<'w, EraState>,
    research: Res<'w, super::Research>,
    ledger: Res<'w, Ledger>,
    streams: Query<'w, 's, &'static Stream>,
    queues: Query<'w, 's, &'static super::Queue>,
    workers: Query<'w, 's, &'static super::Worker>,
    restarts: Res<'w, super::restarts::RollingRestarts>,
}

impl GoalInputs<'_, '_> {
    /// A goal's figure now (see [`GoalFigure`]), where it has one.
    fn figure(&self, goal: &Goal) -> Option<GoalFigure> {
        let (value, target) = match goal {
            Goal::CompleteTasks { group, count } => {
                (tasks_done(&self.streams, &self.queues, &self.workers, group) as f64, *count as f64)
            }
            Goal::EarnRevenue(v) => (self.ledger.revenue, *v),
            Goal::ReachEra(e) => {
                let i = self.catalog.era_index(e)?;
                let target = self.catalog.eras[i].revenue_to_reach;
                (if self.era.index >= i { self.ledger.revenue.max(target) } else { self.ledger.revenue }, target)
            }
            // To the microsecond: the step's float error stays out of sight.
            Goal::Survive(t) => (((self.clock.now + self.clock.step) * 1e6).round() / 1e6, *t),
            Goal::KeepLagBelow { group, max, .. } => (worst_lag(&self.streams, &self.log, group).0 as f64, *max as f64),
            Goal::Read { group, topic, at_least } => {
                (self.log.group(group).map(|g| g.delivered(topic)).unwrap_or(0) as f64, *at_least as f64)
            }
            _ => return None,
        };
        Some(GoalFigure { value, target })
    }

    /// An open goal at the end, in words with its figure, in `language`:
    /// "mailer completed 1,144 of 5,000 tasks (3,856 short)".
    fn shortfall(&self, goal: &Goal, figure: Option<GoalFigure>, replaying: &[String], language: Language) -> String {
        let l = language;
        let f = figure.unwrap_or(GoalFigure { value: 0.0, target: 0.0 });
        let (v, t, short) = (f.value, f.target, f.short());
        match goal {
            Goal::CompleteTasks { group, .. } => {
                t!("lessons-short-tasks" in l, group = group.as_str(), done = amount_in(l, v), count = amount_in(l, t),
                    short = amount_in(l, short))
            }
            Goal::EarnRevenue(_) => {
                t!("lessons-short-revenue" in l, earned = dollars_in(l, v), target = dollars_in(l, t), short = dollars_in(l, short))
            }
            Goal::ReachEra(e) if figure.is_some() => {
                t!("lessons-short-era" in l, now = text_in(l, self.era.name(&self.catalog)), earned = dollars_in(l, v),
                    target = dollars_in(l, t), era = text_in(l, e))
            }
            Goal::ReachEra(e) => t!("lessons-short-no-era" in l, era = e.as_str()),
            Goal::OwnResearch(r) => {
                let hand = fixed_in(l, self.ledger.research, 0);
                match self.catalog.research_item(r) {
                    Some(i) => {
                        t!("lessons-short-research-cost" in l, research = r.as_str(), hand = hand,
                            cost = fixed_in(l, i.cost, 0))
                    }
                    None => t!("lessons-short-research" in l, research = r.as_str(), hand = hand),
                }
            }
            Goal::Survive(_) => t!("lessons-short-survive" in l, ran = clock(v), asked = clock(t)),
            Goal::KeepLagBelow { group, max, from } if self.clock.now + self.clock.step < *from => {
                t!("lessons-short-lag-not-begun" in l, group = group.as_str(), max = count_in(l, *max), from = clock(*from))
            }
            Goal::KeepLagBelow { group, max, .. } => {
                let (lag, topic, p) = worst_lag(&self.streams, &self.log, group);
                t!("lessons-short-lag" in l, group = group.as_str(), lag = count_in(l, lag), topic = topic,
                    partition = p.to_string(), max = count_in(l, *max))
            }
            Goal::Read { group, topic, .. } => {
                t!("lessons-short-read" in l, group = group.as_str(), read = amount_in(l, v), count = amount_in(l, t),
                    topic = topic.as_str(), short = amount_in(l, short))
            }
            Goal::Replay { group } => self.replay_shortfall(group, replaying, l),
            Goal::Deploy { group } if self.restarts.running(group) => {
                let left = self.restarts.left(group);
                t!("lessons-short-deploy-running" in l, group = group.as_str(), left = left)
            }
            Goal::Deploy { group } => {
                let workers = self.workers.iter().filter(|w| w.group == *group && !w.stopped).count();
                t!("lessons-short-deploy-never" in l, group = group.as_str(), workers = workers)
            }
            Goal::Rebuild { group } => {
                let restoring = self.streams.iter().any(|s| s.groups.get(group).is_some_and(|f| f.restoring));
                if restoring {
                    t!("lessons-short-rebuilding" in l, group = group.as_str())
                } else {
                    t!("lessons-short-no-table" in l, group = group.as_str())
                }
            }
            Goal::Record { topic, partition, .. } => {
                let end = self.log.topic(topic).ok().and_then(|t| t.partition(*partition).ok()).map(|p| p.log_end());
                let goal = goal.describe_in(l);
                match end {
                    Some(e) => t!("lessons-short-record-end" in l, goal = goal, partition = partition.to_string(),
                        offset = e.to_string()),
                    None => t!("lessons-short-record" in l, goal = goal),
                }
            }
            Goal::Snapshot { topic, key, .. } => {
                let compacted = self.log.topic(topic).is_ok_and(|t| t.cleanup().compacts());
                let goal = goal.describe_in(l);
                if compacted {
                    t!("lessons-short-snapshot-key" in l, goal = goal, key = key.as_str())
                } else {
                    t!("lessons-short-snapshot-not-compacted" in l, goal = goal, topic = topic.as_str())
                }
            }
            Goal::GroupAt { group, topic, at } => {
                if *at == crate::rules::scenario::GroupEnd::Start {
                    t!("lessons-short-group-at-start" in l, group = group.as_str(), topic = topic.as_str())
                } else {
                    t!("lessons-short-group-at-end" in l, group = group.as_str(), topic = topic.as_str())
                }
            }
            Goal::Member { group, member, topic, partitions } => {
                let wanted: Vec<String> = partitions.iter().map(|p| format!("p{p}")).collect();
                let (wanted, g, m, topic) = (wanted.join(", "), group.as_str(), member.as_str(), topic.as_str());
                let reads = self.member_reads(group, member, topic);
                match reads {
                    None => t!("lessons-short-not-member" in l, member = m, group = g, wanted = wanted),
                    Some(r) if r.is_empty() => {
                        t!("lessons-short-member-nothing" in l, member = m, group = g, topic = topic,
                            wanted = wanted)
                    }
                    Some(r) => {
                        t!("lessons-short-member-reads" in l, member = m, group = g, reads = r.join(", "), topic = topic,
                            wanted = wanted)
                    }
                }
            }
        }
    }

    /// A Replay goal still open: never at the start of its streams, or
    /// there and not caught up again.
    fn replay_shortfall(&self, group: &str, replaying: &[String], language: Language) -> String {
        if !replaying.iter().any(|g| g == group) {
            // How far past the start its committed offsets stood.
            let past: u64 = self
                .streams
                .iter()
                .filter(|s| s.groups.contains_key(group))
                .filter_map(|s| Some((self.log.topic(&s.topic).ok()?, self.log.group(group).ok()?, &s.topic)))
                .flat_map(|(t, g, name)| {
                    t.partitions()
                        .iter()
                        .enumerate()
                        .map(|(p, part)| g.committed(name, p as u32).unwrap_or(0).saturating_sub(part.log_start()))
                        .collect::<Vec<_>>()
                })
                .sum();
            return t!("lessons-short-never-reset" in language, group = group, past = count_in(language, past));
        }
        let left: u64 = self
            .streams
            .iter()
            .filter(|s| s.groups.contains_key(group))
            .flat_map(|s| {
                let n = self.log.topic(&s.topic).map(|t| t.partition_count()).unwrap_or(0);
                (0..n).map(|p| self.log.lag(group, &s.topic, p).unwrap_or(0)).collect::<Vec<_>>()
            })
            .sum();
        t!("lessons-short-replay-left" in language, group = group, left = count_in(language, left))
    }

    /// The partitions `member` of `group` reads of `topic` (`None`: not a member).
    fn member_reads(&self, group: &str, member: &str, topic: &str) -> Option<Vec<String>> {
        let g = self.log.group(group).ok()?;
        let n = self.log.topic(topic).map(|t| t.partition_count()).unwrap_or(0);
        let i = g.members().iter().position(|m| m == member)?;
        Some(g.partitions_of(i, n).map(|p| format!("p{p}")).collect())
    }
}

pub(super) fn check_goals(
    inputs: GoalInputs,
    board: Res<Board>,
    mut goals: ResMut<Goals>,
    mut outcome: ResMut<Outcome>,
    mut failure: ResMut<Failure>,
    mut words: ResMut<OutcomeWords>,
) {
    if *outcome != Outcome::Running {
        return;
    }
    let (time, ledger) = (&*inputs.clock, &*inputs.ledger);
    if ledger.money < 0.0 {
        *outcome = Outcome::Lost(bankrupt_words(ledger, time.now));
        *failure = Failure::Bankrupt { at: time.now };
        words.keep(|l| bankrupt_words_in(l, ledger, time.now), |_| Vec::new());
        return;
    }
    let now = time.now;
    let goals = &mut *goals;
    goals.met.resize(goals.goals.len(), false);
    goals.figures.resize(goals.goals.len(), None);
    for (i, goal) in goals.goals.iter().enumerate() {
        let figure = inputs.figure(goal);
        goals.figures[i] = figure;
        let reached = figure.is_some_and(|f| f.value >= f.target);
        let met = match goal {
            Goal::CompleteTasks { .. } | Goal::EarnRevenue(_) => reached,
            Goal::OwnResearch(r) => inputs.research.has(r),
            Goal::ReachEra(e) => inputs.catalog.era_index(e).is_some_and(|i| inputs.era.index >= i),
            // Met at the end of the tick that reaches it.
            Goal::Survive(t) => now + time.step >= *t - 1e-9,
            Goal::KeepLagBelow { group, max, from } => {
                if now >= *from {
                    let (worst, topic, partition) = worst_lag(&inputs.streams, &inputs.log, group);
                    if worst > *max {
                        goals.met[i] = false;
                        let broken = |l| {
                            t!("lessons-outcome-lag" in l, group = group.as_str(), lag = count_in(l, worst),
                            topic = topic.as_str(), partition = partition.to_string(), max = count_in(l, *max))
                        };
                        *outcome = Outcome::Lost(broken(Language::English));
                        words.keep(broken, |_| Vec::new());
                        *failure = Failure::LagBroken { goal: i, at: now, lag: worst, topic, partition };
                        return;
                    }
                    true
                } else {
                    false
                }
            }
            Goal::Record { .. }
            | Goal::GroupAt { .. }
            | Goal::Read { .. }
            | Goal::Member { .. }
            | Goal::Snapshot { .. } => console_goal_met(goal, &inputs.log),
            Goal::Rebuild { group } => rebuilt(&inputs.streams, group),
            Goal::Deploy { group } => inputs.restarts.finished(group) > 0,
            Goal::Replay { group } => replayed(
                &inputs.streams,
                &inputs.log,
                group,
                (&mut goals.replaying, &mut goals.have_read),
                goals.met[i],
            ),
        };
        goals.met[i] = goals.met[i] || met;
        if matches!(goal, Goal::KeepLagBelow { .. }) {
            goals.met[i] = met;
        }
    }
    if !goals.goals.is_empty() && goals.met.iter().all(|m| *m) {
        let won = |l| t!("lessons-won" in l, time = crate::sim::format_time(now));
        *outcome = Outcome::Won(won(Language::English));
        words.keep(won, |_| Vec::new());
        return;
    }
    if let Some(open) = time_up(&board, goals, time) {
        let open_in = |l| -> Vec<(usize, String)> {
            open.iter()
                .map(|&i| (i, inputs.shortfall(&goals.goals[i], goals.figures[i], &goals.replaying, l)))
                .collect()
        };
        let time_up = |open: &[(usize, String)], l| {
            let open: Vec<&str> = open.iter().map(|(_, w)| w.as_str()).collect();
            t!("lessons-time-up" in l, open = open.join("; "))
        };
        words.keep(|l| time_up(&open_in(l), l), open_in);
        let open = open_in(Language::English);
        *outcome = Outcome::Lost(time_up(&open, Language::English));
        *failure = Failure::TimeUp { at: now + time.step, open };
    }
}

/// Bankruptcy in words: when, and where the money went: "bankrupt at
/// 00:02:10: $2,100 on Burn and $1,800 on placing Nodes ($450 back from
/// sales), against $3,000 at the start and $155 earned".
pub fn bankrupt_words(ledger: &Ledger, at: f64) -> String {
    bankrupt_words_in(Language::English, ledger, at)
}

/// [`bankrupt_words`] in `language`.
pub fn bankrupt_words_in(language: Language, ledger: &Ledger, at: f64) -> String {
    let l = language;
    let (time, burn, placing) =
        (crate::sim::format_time(at), dollars_in(language, ledger.burn), dollars_in(language, ledger.placing));
    let (start, earned) = (dollars_in(language, ledger.start_money), dollars_in(language, ledger.revenue));
    if ledger.refunds > 0.0 {
        t!("lessons-bankrupt-refunds" in l, time = time, burn = burn, placing = placing,
            refunds = dollars_in(language, ledger.refunds), start = start, earned = earned)
    } else {
        t!("lessons-bankrupt" in l, time = time, burn = burn, placing = placing, start = start, earned = earned)
    }
}

/// The worst lag of `group` on any partition of the streams it reads: the
/// lag, records, and where (topic, partition); `(0, "", 0)` when it reads
/// none.
fn worst_lag(streams: &Query<&Stream>, log: &SimLog, group: &str) -> (u64, String, u32) {
    let mut worst = (0, String::new(), 0);
    for s in streams.iter().filter(|s| s.groups.contains_key(group)) {
        let n = log.topic(&s.topic).map(|t| t.partition_count()).unwrap_or(0);
        for p in 0..n {
            // A partition it has no offset on yet counts what waits there.
            let lag = log.lag_or_waiting(group, &s.topic, p).unwrap_or(0);
            if lag > worst.0 || worst.1.is_empty() {
                worst = (lag, s.topic.clone(), p);
            }
        }
    }
    worst
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
        Goal::Snapshot { topic, key, value_contains } => snapshot_holds(log, topic, key, value_contains),
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

/// A Snapshot goal: `topic` compacts, and the latest readable record of
/// `key` in its partition holds `value_contains` (not a tombstone).
fn snapshot_holds(log: &SimLog, topic: &str, key: &str, value_contains: &str) -> bool {
    let Ok(t) = log.topic(topic) else { return false };
    if !t.cleanup().compacts() {
        return false;
    }
    let p = t.partitioner().partition(key, t.partition_count());
    let Ok(part) = t.partition(p) else { return false };
    // The newest batch of the key below the high watermark, walked from the
    // end (checked every tick: no copy of the partition's records).
    let hw = part.high_watermark();
    let Some(b) = part.batches().rev().filter(|b| b.base_offset < hw).find(|b| b.key.as_deref() == Some(key)) else {
        return false;
    };
    let last = (b.end_offset().min(hw)) - 1;
    part.records(p, last, last + 1, 1)
        .first()
        .is_some_and(|r| !r.tombstone && r.value.as_deref().is_some_and(|v| v.contains(value_contains)))
}

/// A Rebuild goal: met once `group` has finished rebuilding a lost table on
/// a stream it reads ([`super::GroupFlow::restored`]).
fn rebuilt(streams: &Query<&Stream>, group: &str) -> bool {
    streams.iter().any(|s| s.groups.get(group).is_some_and(|f| f.restored > 0))
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

/// The open goals' indices, when the scenario's time is up with goals
/// still open (the tick that reaches its duration).
fn time_up(board: &Board, goals: &Goals, clock: &SimClock) -> Option<Vec<usize>> {
    let duration = board.scenario.as_ref().and_then(|s| s.duration);
    if !goals.goals.is_empty()
        && let Some(d) = duration
        && clock.now + clock.step >= d - 1e-9
    {
        return Some(goals.met.iter().enumerate().filter(|(_, m)| !**m).map(|(i, _)| i).collect());
    }
    None
}

/// [`super::state::SimStart`]: the scenario's goals, none met.
fn reset(world: &mut World) {
    world.insert_resource(OutcomeWords::default());
    let scenario = super::state::starting(world);
    world.insert_resource(Goals {
        goals: scenario.goals.clone(),
        met: vec![false; scenario.goals.len()],
        figures: vec![None; scenario.goals.len()],
        replaying: Vec::new(),
        have_read: Vec::new(),
    });
}
