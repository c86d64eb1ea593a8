//! Research effects: what owning a research item changes in the rules,
//! beside unlocking components. A catalog's research item names its effect
//! (`effect: HealthChecks`); the sim asks for the effect, never for an
//! item's name, so a mod may name its items as it likes, and a misspelt
//! effect is refused when the catalog loads, with its file, line, column and
//! field. Rule: docs/RULES.md#research-effects.

use serde::{Deserialize, Serialize};

/// A rule that a research item switches on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum ResearchEffect {
    /// A Load Balancer stops sending to a copy whose host is down.
    HealthChecks,
    /// Nodes may move to another zone (the Inspector's zone buttons).
    MultipleZones,
    /// Nodes may move to another region.
    MultipleRegions,
    /// A breaking schema change is refused before it ships.
    SchemaRegistry,
    /// A rebalance stops only the partitions that move, not the whole group.
    CooperativeRebalancing,
}

impl ResearchEffect {
    /// Every effect.
    pub const ALL: [ResearchEffect; 5] = [
        ResearchEffect::HealthChecks,
        ResearchEffect::MultipleZones,
        ResearchEffect::MultipleRegions,
        ResearchEffect::SchemaRegistry,
        ResearchEffect::CooperativeRebalancing,
    ];
}
