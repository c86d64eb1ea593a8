//! Money, research and the error budget.
//!
//! Rules: docs/RULES.md#place, docs/RULES.md#sell, docs/RULES.md#burn (a
//! replica bills half a broker's Burn again), docs/RULES.md#money and
//! docs/RULES.md#bad-outcomes (what spends the error budget).

use std::collections::BTreeMap;

use bevy::prelude::*;
use serde::Serialize;
use strum::IntoEnumIterator;

use super::state::AccountSet;
use super::{Board, Node, SimClock, SimTick, Stream};
use crate::locale::Language;
use crate::rules::catalog::{Catalog, ComponentSpec, Lessons, Role};
use crate::rules::scenario::{Economy, Slo};
use crate::rules::words::{amount_in, t};

/// The money book, dollars and ◇.
#[derive(Resource, Clone, Debug, PartialEq, Serialize)]
pub struct Ledger {
    /// Money at the start.
    pub start_money: f64,
    /// Money now: start + revenue − Burn − placing + refunds.
    pub money: f64,
    /// Earned from completed tasks so far.
    pub revenue: f64,
    /// Burn paid so far.
    pub burn: f64,
    /// Burn now, dollars per sim second.
    pub burn_per_second: f64,
    /// Paid for placing Nodes.
    pub placing: f64,
    /// Refunded for selling Nodes.
    pub refunds: f64,
    /// Research points (◇) now.
    pub research: f64,
    /// Money per completed task.
    pub revenue_per_task: f64,
    /// ◇ per completed task.
    pub research_per_task: f64,
    /// Copies owned per component code (for the copy price rule).
    pub copies: BTreeMap<String, u32>,
    /// Tasks completed this tick, not yet paid for.
    #[serde(skip)]
    pub(crate) pending_tasks: u64,
}

impl Ledger {
    /// A new book for a scenario's economy.
    pub fn new(e: &Economy) -> Ledger {
        Ledger {
            start_money: e.start_money,
            money: e.start_money,
            revenue: 0.0,
            burn: 0.0,
            burn_per_second: 0.0,
            placing: 0.0,
            refunds: 0.0,
            research: e.start_research,
            revenue_per_task: e.revenue_per_task,
            research_per_task: e.research_per_task,
            copies: BTreeMap::new(),
            pending_tasks: 0,
        }
    }

    /// Records a copy of `kind` bought for `price` dollars.
    pub fn count_copy(&mut self, kind: &str, price: f64) {
        *self.copies.entry(kind.to_string()).or_default() += 1;
        self.placing += price;
        self.money -= price;
    }

    /// What the next copy of `kind` costs: the first `place_cost`, each
    /// further one `copy_cost_growth` more than the one before.
    /// Rule: docs/RULES.md#place.
    pub fn next_copy_cost(&self, kind: &str, spec: &ComponentSpec) -> f64 {
        spec.copy_cost(self.copies.get(kind).copied().unwrap_or(0))
    }

    /// What selling one copy of `kind` refunds: `sell_refund` of what the
    /// last copy cost. Rule: docs/RULES.md#sell.
    pub fn sell_refund(&self, kind: &str, spec: &ComponentSpec) -> f64 {
        let owned = self.copies.get(kind).copied().unwrap_or(0);
        if owned == 0 { 0.0 } else { spec.copy_cost(owned - 1) * spec.sell_refund }
    }

    /// Records a sale of one copy of `kind`; returns the refund.
    pub fn sell(&mut self, kind: &str, spec: &ComponentSpec) -> f64 {
        let refund = self.sell_refund(kind, spec);
        if let Some(n) = self.copies.get_mut(kind) {
            *n = n.saturating_sub(1);
        }
        self.refunds += refund;
        self.money += refund;
        refund
    }
}

/// Burn of one Node, dollars per sim second: the size's Burn, and for a
/// stream each replica beyond the first bills `replica_burn_share` of it
/// again, and each broker beyond the replication factor (one a replica
/// needs anyway) `extra_broker_burn_share`:
/// `base × (1 + replica_share × (rf − 1) + broker_share × (brokers − rf))`.
/// Rules: docs/RULES.md#burn and docs/RULES.md#brokers.
pub fn node_burn(spec: &ComponentSpec, size: u32, stream: Option<&Stream>) -> f64 {
    let base = spec.burn_at(size);
    match (&spec.role, stream) {
        (Role::Stream(r), Some(s)) => {
            let replicas = r.replica_burn_share * f64::from(s.replication_factor.saturating_sub(1));
            let brokers = r.extra_broker_burn_share * f64::from(s.brokers.saturating_sub(s.replication_factor));
            base * (1.0 + replicas + brokers)
        }
        _ => base,
    }
}

/// The error budget, as SRE practice has it: a number of bad outcomes
/// allowed over a window, fixed when the scenario starts from its SLO
/// target and the traffic it expects
/// (`(1 − target) × max(expected outcomes, min_events)`), and spent by the
/// causes the rule book names. An outcome is one event reaching one
/// consumer group. In an endless scenario only the bad outcomes of the last
/// window count. Rules: docs/RULES.md#error-budget-size and
/// docs/RULES.md#bad-outcomes.
#[derive(Resource, Clone, Debug, Default, PartialEq, Serialize)]
pub struct ErrorBudget {
    /// Target share of good outcomes.
    pub target: f64,
    /// The budget is counted on at least this many expected outcomes.
    pub min_events: u64,
    /// Whether an exhausted budget loses the scenario.
    pub lose_when_exhausted: bool,
    /// Bad outcomes allowed over the window (fixed at the start).
    pub allowed: f64,
    /// The window, sim seconds.
    pub window: f64,
    /// Only the last window's bad outcomes count (an endless scenario).
    pub rolling: bool,
    /// The burn rate's window, sim seconds.
    pub burn_window: f64,
    /// Sim time of the figures, seconds.
    pub now: f64,
    /// Outcomes so far: each event offered to a stream, once per group reading it.
    pub outcomes: u64,
    /// What went wrong, by cause (since the start).
    #[serde(flatten)]
    pub damage: Damage,
    /// `(sim second, bad outcomes since the start)`, once a sim second,
    /// oldest first: for the rolling window and the burn rate.
    #[serde(skip)]
    pub(crate) history: std::collections::VecDeque<(f64, f64)>,
}

/// Serde's test for a count left out of the report when zero.
fn is_zero(n: &u64) -> bool {
    *n == 0
}

/// Events that went wrong, by cause (each spends the error budget).
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Damage {
    /// Lost to retention (per group).
    pub lost_retention: u64,
    /// Lost to a failed broker (per group).
    pub lost_broker: u64,
    /// Skipped on partitions added before the group learned of them (per
    /// group; absent in the report when none). Rule:
    /// docs/RULES.md#partition-expansion.
    #[serde(skip_serializing_if = "is_zero")]
    pub lost_expansion: u64,
    /// Poison pills a share group archived at its delivery limit with no
    /// dead-letter stream to keep them (per group; absent in the report
    /// when none). Rule: docs/RULES.md#poison-pill.
    #[serde(skip_serializing_if = "is_zero")]
    pub lost_poison: u64,
    /// Stale results (weighted, per group).
    pub stale: f64,
    /// Tasks and requests stranded (no reader, or a dead host).
    pub stranded: u64,
    /// Duplicate side effects.
    pub duplicates: u64,
    /// Refused for lack of append capacity.
    pub throttled: u64,
    /// Tasks a group never saw because a Queue gave them to another group.
    pub missed: u64,
}

impl Damage {
    /// Every bad outcome.
    pub fn total(&self) -> f64 {
        (self.lost() + self.stranded + self.duplicates + self.throttled + self.missed) as f64 + self.stale
    }
    /// Every lost event: to retention, with a broker down, skipped on
    /// partitions added before a group learned of them, and poison pills
    /// dropped.
    pub fn lost(&self) -> u64 {
        self.lost_retention + self.lost_broker + self.lost_expansion + self.lost_poison
    }
    /// What happened since `before`.
    pub fn since(&self, before: &Damage) -> Damage {
        Damage {
            lost_retention: self.lost_retention.saturating_sub(before.lost_retention),
            lost_broker: self.lost_broker.saturating_sub(before.lost_broker),
            lost_expansion: self.lost_expansion.saturating_sub(before.lost_expansion),
            lost_poison: self.lost_poison.saturating_sub(before.lost_poison),
            stale: (self.stale - before.stale).max(0.0),
            stranded: self.stranded.saturating_sub(before.stranded),
            duplicates: self.duplicates.saturating_sub(before.duplicates),
            throttled: self.throttled.saturating_sub(before.throttled),
            missed: self.missed.saturating_sub(before.missed),
        }
    }
    /// The larger of each cause (counts never go back).
    pub fn at_least(&self, other: &Damage) -> Damage {
        Damage {
            lost_retention: self.lost_retention.max(other.lost_retention),
            lost_broker: self.lost_broker.max(other.lost_broker),
            lost_expansion: self.lost_expansion.max(other.lost_expansion),
            lost_poison: self.lost_poison.max(other.lost_poison),
            stale: self.stale.max(other.stale),
            stranded: self.stranded.max(other.stranded),
            duplicates: self.duplicates.max(other.duplicates),
            throttled: self.throttled.max(other.throttled),
            missed: self.missed.max(other.missed),
        }
    }
    /// The causes that happened, in words, in the player's language:
    /// `["12 lost", "3 stale"]`.
    pub fn summary(&self) -> Vec<String> {
        self.summary_in(crate::locale::current())
    }

    /// [`Damage::summary`] in `language`.
    pub fn summary_in(&self, language: crate::locale::Language) -> Vec<String> {
        use crate::rules::words::t;
        let l = language;
        let mut out = Vec::new();
        let lost = self.lost();
        for (n, what) in [
            (lost, "lost"),
            (self.stranded, "stranded"),
            (self.duplicates, "duplicates"),
            (self.throttled, "throttled"),
            (self.missed, "missed"),
        ] {
            if n > 0 {
                out.push(t!("events-damage-count" in l, count = n, what = what));
            }
        }
        if self.stale > 0.0 {
            out.push(t!("events-damage-stale" in l, count = format!("{:.0}", self.stale)));
        }
        out
    }
}

impl ErrorBudget {
    /// A budget for a scenario's SLO over `window` sim seconds, in which
    /// it expects `expected` outcomes; `rolling` for an endless scenario.
    pub fn new(slo: &Slo, window: f64, expected: f64, rolling: bool) -> ErrorBudget {
        ErrorBudget {
            target: slo.target,
            min_events: slo.min_events,
            lose_when_exhausted: slo.lose_when_exhausted,
            // Rounded up, past the float error of 1 − target.
            allowed: ((1.0 - slo.target) * expected.max(slo.min_events as f64) - 1e-6).ceil(),
            window,
            rolling,
            burn_window: slo.burn_window,
            ..Default::default()
        }
    }
    /// The budget of a scenario: its SLO over [`Scenario::budget_window`],
    /// with the outcomes it expects then.
    ///
    /// [`Scenario::budget_window`]: crate::rules::scenario::Scenario::budget_window
    pub fn for_scenario(s: &crate::rules::scenario::Scenario) -> ErrorBudget {
        let window = s.budget_window();
        ErrorBudget::new(&s.slo, window, s.expected_outcomes(window), s.duration.is_none() && s.slo.window.is_none())
    }
    /// Bad outcomes that count now: all since the start, or, rolling, those
    /// of the last window.
    pub fn spent(&self) -> f64 {
        let total = self.damage.total();
        if self.rolling { total - self.total_at(self.now - self.window) } else { total }
    }
    /// Bad outcomes allowed over the window (fixed at the start).
    pub fn budget(&self) -> f64 {
        self.allowed
    }
    /// Bad outcomes per sim second over the last `burn_window` seconds (or
    /// since the start, when shorter).
    pub fn burn_rate(&self) -> f64 {
        let span = self.burn_window.min(self.now);
        if span <= 0.0 { 0.0 } else { (self.damage.total() - self.total_at(self.now - span)).max(0.0) / span }
    }
    /// Bad outcomes within the last `seconds` (from the once-a-second
    /// samples: those since the last sample at or before `now - seconds`).
    pub fn bad_within(&self, seconds: f64) -> f64 {
        (self.damage.total() - self.total_at(self.now - seconds)).max(0.0)
    }
    /// Bad outcomes since the start as they stood at sim time `t` (the last
    /// sample at or before it; 0 before the first).
    fn total_at(&self, t: f64) -> f64 {
        // The samples' times only grow (`sample`), so the last one at or
        // before `t` is found by bisection, not by a walk over the window.
        let after = self.history.partition_point(|(at, _)| *at <= t + 1e-9);
        after.checked_sub(1).and_then(|i| self.history.get(i)).map(|(_, v)| *v).unwrap_or(0.0)
    }
    /// Keeps the figures of sim time `now`: a sample once a sim second,
    /// only as far back as the windows need.
    fn sample(&mut self, now: f64) {
        self.now = now;
        if self.history.back().is_none_or(|(at, _)| now.floor() > *at) {
            self.history.push_back((now.floor(), self.damage.total()));
        }
        let keep = if self.rolling { self.window.max(self.burn_window) } else { self.burn_window } + 2.0;
        while self.history.front().is_some_and(|(at, _)| *at < now - keep) {
            self.history.pop_front();
        }
    }
    /// Share of the budget spent (1.0 = all of it).
    pub fn spent_share(&self) -> f64 {
        let b = self.budget();
        if b <= 0.0 { if self.spent() > 0.0 { f64::INFINITY } else { 0.0 } } else { self.spent() / b }
    }
    /// True once more has gone wrong than the budget allows.
    pub fn exhausted(&self) -> bool {
        self.spent() > self.budget()
    }
    /// The spent budget in words, by cause: "the error budget is spent:
    /// 301 bad outcomes of 300 allowed — 241 lost to retention, 60 stale
    /// results" (rolling: those of the last window, the causes since the
    /// start).
    pub fn spent_words(&self) -> String {
        self.spent_words_in(Language::English)
    }

    /// [`ErrorBudget::spent_words`] in `language` (the debrief's).
    pub fn spent_words_in(&self, language: Language) -> String {
        let l = language;
        let causes: Vec<String> = Cause::iter()
            .map(|c| (c, c.count(&self.damage)))
            .filter(|(_, n)| *n >= 0.5)
            .map(|(c, n)| t!("lessons-cause-count" in l, count = amount_in(l, n), cause = c.words_in(l)))
            .collect();
        t!(
            "events-budget-spent" in l,
            rolling = if self.rolling { "yes" } else { "no" },
            spent = amount_in(l, self.spent()),
            window = super::state::span_in(l, self.window),
            allowed = amount_in(l, self.budget()),
            causes = causes.join(", ")
        )
    }
}

/// The outcome's words in the languages other than English, kept where
/// the run is won or lost (the [`Outcome`] keeps the English, which the
/// report and the log say): the debrief shows the player's.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct OutcomeWords {
    /// Per language: the outcome's reason (as `Outcome`'s words), and at
    /// time up each open goal's words, `(goal index, words)`.
    pub words: Vec<(Language, String, Vec<(usize, String)>)>,
}

impl OutcomeWords {
    /// The outcome's reason in `language` (`None` in English, and before
    /// the end: the [`Outcome`]'s words are it).
    pub fn reason(&self, language: Language) -> Option<String> {
        self.words.iter().find(|w| w.0 == language).map(|w| w.1.clone())
    }

    /// The open goals' words at time up in `language` (`None` in English:
    /// the [`Failure`]'s are).
    pub fn open(&self, language: Language) -> Option<&[(usize, String)]> {
        self.words.iter().find(|w| w.0 == language).map(|w| w.2.as_slice())
    }

    /// Kept for every language but English: `reason` in each, the open
    /// goals' words from `open`.
    pub(super) fn keep(
        &mut self,
        reason: impl Fn(Language) -> String,
        open: impl Fn(Language) -> Vec<(usize, String)>,
    ) {
        self.words =
            Language::ALL.into_iter().filter(|l| *l != Language::English).map(|l| (l, reason(l), open(l))).collect();
    }
}

/// Outcomes and damage counted over the board this tick.
#[derive(Default)]
struct Tally {
    outcomes: u64,
    damage: Damage,
}

/// How the scenario stands.
#[derive(Resource, Clone, Debug, Default, PartialEq, Serialize)]
pub enum Outcome {
    /// Still going.
    #[default]
    Running,
    /// Over, lost, with the reason.
    Lost(String),
    /// Over, won.
    Won(String),
}

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

/// What lost the run, once it is lost (the outcome says it in words; the
/// lessons start from it). Set by `goals::check_goals` and the economy's
/// account, with the outcome.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub enum Failure {
    /// Not lost (running, won, or ended without goals).
    #[default]
    None,
    /// The money fell below zero at this sim time.
    Bankrupt {
        /// Sim seconds.
        at: f64,
    },
    /// The error budget was spent (the scenario loses when it is).
    BudgetSpent {
        /// Sim seconds.
        at: f64,
    },
    /// A `KeepLagBelow` goal was broken.
    LagBroken {
        /// The goal's index in `goals::Goals::goals`.
        goal: usize,
        /// Sim seconds.
        at: f64,
        /// The worst partition's lag, records.
        lag: u64,
        /// Its topic.
        topic: String,
        /// Its partition.
        partition: u32,
    },
    /// The scenario's time ran out with goals open.
    TimeUp {
        /// Sim seconds.
        at: f64,
        /// Each open goal: its index in `goals::Goals::goals`, and what it
        /// lacked in words ("mailer completed 1,144 of 5,000 tasks (3,856
        /// short)").
        open: Vec<(usize, String)>,
    },
}

/// A cause of bad outcomes (the error budget's, docs/RULES.md#bad-outcomes).
/// Every cause, in this order: `Cause::iter()` (strum's `EnumIter`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, strum::EnumIter)]
pub enum Cause {
    /// Lost to retention.
    LostRetention,
    /// Lost with a broker down: a failed broker's only copy, an election's
    /// cut, or what producers dropped while a partition had no leader or too
    /// few in sync (a restart, a failure, an outage).
    LostBroker,
    /// Skipped on partitions added before the group learned of them (its
    /// `auto.offset.reset` placed it past them). Rule:
    /// docs/RULES.md#partition-expansion.
    LostExpansion,
    /// Poison pills a share group archived with no dead-letter stream.
    /// Rule: docs/RULES.md#poison-pill.
    LostPoison,
    /// Stale results.
    Stale,
    /// Stranded tasks and requests.
    Stranded,
    /// Duplicate side effects.
    Duplicates,
    /// Refused for lack of append capacity.
    Throttled,
    /// Missed by a group (a Queue gave the task to another).
    Missed,
}

impl Cause {
    /// How many of this cause `d` holds.
    pub fn count(self, d: &Damage) -> f64 {
        match self {
            Cause::LostRetention => d.lost_retention as f64,
            Cause::LostBroker => d.lost_broker as f64,
            Cause::LostExpansion => d.lost_expansion as f64,
            Cause::LostPoison => d.lost_poison as f64,
            Cause::Stale => d.stale,
            Cause::Stranded => d.stranded as f64,
            Cause::Duplicates => d.duplicates as f64,
            Cause::Throttled => d.throttled as f64,
            Cause::Missed => d.missed as f64,
        }
    }
    /// The cause in words, after a count: "lost to retention" (English,
    /// as a run's report and log say it; the screen uses
    /// [`Cause::words_in`]).
    pub fn words(self) -> &'static str {
        match self {
            Cause::LostRetention => "lost to retention",
            Cause::LostBroker => "lost with a broker down",
            Cause::LostExpansion => "skipped on new partitions",
            Cause::LostPoison => "dropped unprocessed (poison pills)",
            Cause::Stale => "stale results",
            Cause::Stranded => "stranded",
            Cause::Duplicates => "duplicate side effects",
            Cause::Throttled => "throttled",
            Cause::Missed => "missed by a group",
        }
    }

    /// [`Cause::words`] in `language` (`crate::locale::current()` on screen).
    pub fn words_in(self, language: crate::locale::Language) -> String {
        use crate::rules::words::t;
        let l = language;
        match self {
            Cause::LostRetention => t!("events-cause-lost-retention" in l),
            Cause::LostBroker => t!("events-cause-lost-broker" in l),
            Cause::LostExpansion => t!("events-cause-lost-expansion" in l),
            Cause::LostPoison => t!("events-cause-lost-poison" in l),
            Cause::Stale => t!("events-cause-stale" in l),
            Cause::Stranded => t!("events-cause-stranded" in l),
            Cause::Duplicates => t!("events-cause-duplicates" in l),
            Cause::Throttled => t!("events-cause-throttled" in l),
            Cause::Missed => t!("events-cause-missed" in l),
        }
    }
    /// The catalog's cure for it.
    pub fn cure(self, l: &Lessons) -> &str {
        match self {
            Cause::LostRetention => &l.lost_retention,
            Cause::LostBroker => &l.lost_broker,
            Cause::LostExpansion => &l.lost_expansion,
            Cause::LostPoison => &l.lost_poison,
            Cause::Stale => &l.stale,
            Cause::Stranded => &l.stranded,
            Cause::Duplicates => &l.duplicates,
            Cause::Throttled => &l.throttled,
            Cause::Missed => &l.missed,
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    // Until a scenario starts: the default economy and service level.
    app.init_resource::<EraState>()
        .init_resource::<Failure>()
        .insert_resource(Outcome::Running)
        .insert_resource(Ledger::new(&Economy::default()))
        .insert_resource(ErrorBudget::new(&Slo::default(), crate::rules::scenario::ENDLESS_WINDOW, 0.0, true))
        .add_systems(SimTick, account.in_set(AccountSet::Money))
        .add_systems(super::state::SimStart, reset.in_set(super::state::StartSet::Plugins));
}

pub(super) fn account(
    catalog: Res<Catalog>,
    clock: Res<SimClock>,
    board: Res<Board>,
    mut ledger: ResMut<Ledger>,
    mut budget: ResMut<ErrorBudget>,
    mut outcome: ResMut<Outcome>,
    mut failure: ResMut<Failure>,
    mut words: ResMut<OutcomeWords>,
    nodes: Query<(&Node, Option<&Stream>, Option<&super::Producer>, Option<&super::Queue>, Option<&super::Worker>)>,
) {
    let dt = clock.step;
    let mut burn = 0.0;
    let mut b = Tally::default();
    for &e in board.nodes.values() {
        let Ok((node, stream, producer, queue, worker)) = nodes.get(e) else { continue };
        if let Some(w) = worker {
            // Tasks handed straight to a Worker that could not take them.
            b.damage.stranded += w.stranded;
            b.outcomes += w.stranded + w.direct_done;
        }
        let Some(spec) = catalog.component(&node.kind) else { continue };
        burn += node_burn(spec, node.size, stream);
        if let Some(p) = producer {
            // Requests that reached a dead host.
            b.damage.stranded += p.stranded;
            b.outcomes += p.stranded;
        }
        if let Some(q) = queue {
            // A queue hands each task to one reader: every other group
            // reading it never sees the task, its work never happens.
            let readers = q.groups.len().max(1) as u64;
            b.outcomes += (q.enqueued + q.refused) * readers;
            b.damage.throttled += q.refused;
            for g in q.groups.values() {
                b.damage.missed += g.missed;
            }
            if q.groups.is_empty() {
                b.damage.stranded += q.enqueued;
            }
        }
        let Some(s) = stream else { continue };
        let readers = s.groups.len().max(1) as u64;
        b.outcomes += (s.appended + s.throttled) * readers;
        b.damage.stranded += s.stranded;
        b.damage.throttled += s.throttled;
        for flow in s.groups.values() {
            b.damage.lost_retention += flow.lost_retention;
            b.damage.lost_broker += flow.lost_broker;
            b.damage.lost_expansion += flow.lost_expansion;
            b.damage.lost_poison += flow.lost_poison;
            b.damage.stale += flow.stale;
            b.damage.duplicates += flow.duplicates;
        }
        if s.groups.is_empty() {
            b.damage.lost_broker += s.lost_broker;
        }
    }
    // Sold Nodes take their counts with them; the budget never gives back.
    budget.outcomes = b.outcomes.max(budget.outcomes);
    budget.damage = b.damage.at_least(&budget.damage);
    budget.sample(clock.now + dt);

    ledger.burn_per_second = burn;
    ledger.burn += burn * dt;
    ledger.money -= burn * dt;
    let new_tasks = std::mem::take(&mut ledger.pending_tasks);
    let earned = new_tasks as f64 * ledger.revenue_per_task;
    ledger.revenue += earned;
    ledger.money += earned;
    ledger.research += new_tasks as f64 * ledger.research_per_task;

    if budget.lose_when_exhausted && budget.exhausted() && *outcome == Outcome::Running {
        *outcome = Outcome::Lost(budget.spent_words());
        words.keep(|l| budget.spent_words_in(l), |_| Vec::new());
        *failure = Failure::BudgetSpent { at: clock.now + dt };
    }
}

/// [`super::state::SimStart`]: the scenario's money and error budget, the
/// era it begins in, running, nothing lost.
fn reset(world: &mut World) {
    let scenario = super::state::starting(world);
    let start_era = scenario.era.as_deref().and_then(|e| world.resource::<Catalog>().era_index(e)).unwrap_or(0);
    world.insert_resource(Ledger::new(&scenario.economy));
    world.insert_resource(ErrorBudget::for_scenario(&scenario));
    world.insert_resource(Outcome::Running);
    world.insert_resource(EraState { index: start_era, start: start_era });
    world.insert_resource(Failure::None);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn slo(target: f64) -> Slo {
        Slo { target, min_events: 100, ..Default::default() }
    }

    #[test]
    fn the_budget_is_fixed_at_the_start_from_the_traffic_expected() {
        // 99% of 36,000 expected outcomes: 360 may go wrong, however the traffic goes.
        let b = ErrorBudget::new(&slo(0.99), 300.0, 36_000.0, false);
        assert_eq!(b.budget(), 360.0);
        // Never fewer than min_events: 1% of 100.
        assert_eq!(ErrorBudget::new(&slo(0.99), 300.0, 10.0, false).budget(), 1.0);
    }

    #[test]
    fn an_endless_budget_counts_the_last_window_and_burns_at_a_rate() {
        let mut b = ErrorBudget::new(&Slo { burn_window: 10.0, ..slo(0.9) }, 60.0, 1000.0, true);
        // 3 bad outcomes a second for 100 s.
        for t in 1..=100 {
            b.damage.stranded = 3 * t;
            b.sample(t as f64);
        }
        assert!((b.burn_rate() - 3.0).abs() < 1e-9, "{}", b.burn_rate());
        // Only the last 60 s count: 180 of 100 allowed.
        assert_eq!(b.spent(), 180.0);
        assert!(b.exhausted());
        // Then nothing goes wrong for a window: the budget is whole again.
        for t in 101..=170 {
            b.sample(t as f64);
        }
        assert_eq!(b.spent(), 0.0);
        assert_eq!(b.burn_rate(), 0.0);
        // A scenario with an end counts everything.
        let mut fixed = ErrorBudget::new(&slo(0.9), 60.0, 1000.0, false);
        fixed.damage.stranded = 300;
        fixed.sample(170.0);
        assert_eq!(fixed.spent(), 300.0);
    }
}
