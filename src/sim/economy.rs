//! Money, research and the error budget.
//!
//! Rules: DESIGN.md §2 (place: $900, each further copy +25%; sell refunds
//! 50% of what the last copy cost; Burn $0.30/s at size 1, doubling per
//! size; each replica bills half a broker's Burn again) and §1 (lost, stale,
//! stranded and duplicate events spend the error budget).

use std::collections::BTreeMap;

use bevy::prelude::*;
use serde::Serialize;

use super::{Board, Node, SimClock, SimSet, SimTick, Stream};
use crate::rules::catalog::{Catalog, ComponentSpec, Role};
use crate::rules::scenario::{Economy, Slo};

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
    /// Rule: DESIGN.md §2, place.
    pub fn next_copy_cost(&self, kind: &str, spec: &ComponentSpec) -> f64 {
        spec.copy_cost(self.copies.get(kind).copied().unwrap_or(0))
    }

    /// What selling one copy of `kind` refunds: `sell_refund` of what the
    /// last copy cost. Rule: DESIGN.md §2, sell.
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
/// again. Rule: DESIGN.md §2, burn and replication factor.
pub fn node_burn(spec: &ComponentSpec, size: u32, stream: Option<&Stream>) -> f64 {
    let base = spec.burn_at(size);
    match (&spec.role, stream) {
        (Role::Stream(r), Some(s)) => {
            base * (1.0 + r.replica_burn_share * f64::from(s.replication_factor.saturating_sub(1)))
        }
        _ => base,
    }
}

/// Events that went wrong, by cause; each spends the error budget.
#[derive(Resource, Clone, Debug, Default, PartialEq, Serialize)]
pub struct ErrorBudget {
    /// Target share of good outcomes.
    pub target: f64,
    /// The budget is counted on at least this many outcomes.
    pub min_events: u64,
    /// Whether an exhausted budget loses the scenario.
    pub lose_when_exhausted: bool,
    /// Outcomes so far: each event offered to a stream, once per group reading it.
    pub outcomes: u64,
    /// What went wrong, by cause.
    #[serde(flatten)]
    pub damage: Damage,
}

/// Events that went wrong, by cause (each spends the error budget).
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Damage {
    /// Lost to retention (per group).
    pub lost_retention: u64,
    /// Lost to a failed broker (per group).
    pub lost_broker: u64,
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
        (self.lost_retention + self.lost_broker + self.stranded + self.duplicates + self.throttled + self.missed) as f64
            + self.stale
    }
    /// What happened since `before`.
    pub fn since(&self, before: &Damage) -> Damage {
        Damage {
            lost_retention: self.lost_retention.saturating_sub(before.lost_retention),
            lost_broker: self.lost_broker.saturating_sub(before.lost_broker),
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
            stale: self.stale.max(other.stale),
            stranded: self.stranded.max(other.stranded),
            duplicates: self.duplicates.max(other.duplicates),
            throttled: self.throttled.max(other.throttled),
            missed: self.missed.max(other.missed),
        }
    }
    /// The causes that happened, in words: `["12 lost", "3 stale"]`.
    pub fn summary(&self) -> Vec<String> {
        let mut out = Vec::new();
        let lost = self.lost_retention + self.lost_broker;
        for (n, what) in [
            (lost, "lost"),
            (self.stranded, "stranded"),
            (self.duplicates, "duplicates"),
            (self.throttled, "throttled"),
            (self.missed, "missed by a group"),
        ] {
            if n > 0 {
                out.push(format!("{n} {what}"));
            }
        }
        if self.stale > 0.0 {
            out.push(format!("{:.0} stale", self.stale));
        }
        out
    }
}

impl ErrorBudget {
    /// A budget for a scenario's SLO.
    pub fn new(slo: &Slo) -> ErrorBudget {
        ErrorBudget {
            target: slo.target,
            min_events: slo.min_events,
            lose_when_exhausted: slo.lose_when_exhausted,
            ..Default::default()
        }
    }
    /// Bad outcomes so far.
    pub fn spent(&self) -> f64 {
        self.damage.total()
    }
    /// Bad outcomes allowed so far: `(1 − target) × max(outcomes, min_events)`.
    pub fn budget(&self) -> f64 {
        (1.0 - self.target) * self.outcomes.max(self.min_events) as f64
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

pub(super) fn plugin(app: &mut App) {
    // Until a scenario starts: the default economy and service level.
    app.insert_resource(Outcome::Running)
        .insert_resource(Ledger::new(&Economy::default()))
        .insert_resource(ErrorBudget::new(&Slo::default()))
        .add_systems(SimTick, account.in_set(SimSet::Account));
}

pub(super) fn account(
    catalog: Res<Catalog>,
    clock: Res<SimClock>,
    board: Res<Board>,
    mut ledger: ResMut<Ledger>,
    mut budget: ResMut<ErrorBudget>,
    mut outcome: ResMut<Outcome>,
    nodes: Query<(&Node, Option<&Stream>, Option<&super::Producer>, Option<&super::Queue>, Option<&super::Worker>)>,
) {
    let dt = clock.step;
    let mut burn = 0.0;
    let mut b = ErrorBudget {
        target: budget.target,
        min_events: budget.min_events,
        lose_when_exhausted: budget.lose_when_exhausted,
        ..Default::default()
    };
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
            b.damage.stale += flow.stale;
            b.damage.duplicates += flow.duplicates;
        }
        if s.groups.is_empty() {
            b.damage.lost_broker += s.lost_broker;
        }
    }
    // Sold Nodes take their counts with them; the budget never gives back.
    b.outcomes = b.outcomes.max(budget.outcomes);
    b.damage = b.damage.at_least(&budget.damage);
    *budget = b;

    ledger.burn_per_second = burn;
    ledger.burn += burn * dt;
    ledger.money -= burn * dt;
    let new_tasks = std::mem::take(&mut ledger.pending_tasks);
    let earned = new_tasks as f64 * ledger.revenue_per_task;
    ledger.revenue += earned;
    ledger.money += earned;
    ledger.research += new_tasks as f64 * ledger.research_per_task;

    if budget.lose_when_exhausted && budget.exhausted() && *outcome == Outcome::Running {
        *outcome = Outcome::Lost(format!(
            "error budget exhausted: {:.0} bad outcomes of {:.0} allowed",
            budget.spent(),
            budget.budget()
        ));
    }
}
