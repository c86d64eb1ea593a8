//! The incident kinds and what each one strikes. Their rules (durations,
//! texts, rates) are in the catalog; scenarios schedule them.

use serde::{Deserialize, Serialize};

/// Kinds of incident. Rules: docs/RULES.md#incidents.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum IncidentKind {
    /// The host under a Node dies; the Node keeps billing until Replace.
    InstanceFailure,
    /// Every Node in one zone is down for a while (at most 120 s).
    ZoneOutage,
    /// Every Node in one region is down (180 s from the incident catalog,
    /// 60 s in scored play).
    RegionOutage,
    /// One key takes a large share of a producer's traffic for a while.
    HotKey,
    /// One broker of a stream fails with its disk (the rule book's failed
    /// broker: the replication and acks rules).
    BrokerFailure,
    /// A Worker crashes after processing and before committing.
    WorkerCrash,
    /// A member turns slow, misses the poll interval and is evicted; the
    /// rebalance pauses the group, which can make others miss it too.
    RebalancingStorm,
    /// A producer ships a change its consumers cannot read.
    SchemaChange,
    /// One broker of a stream restarts: down for a while, its disk kept
    /// (Kafka's; docs/RULES.md#incident-broker-restart).
    BrokerRestart,
}

impl IncidentKind {
    /// Every kind, in catalog order.
    pub const ALL: [IncidentKind; 9] = [
        IncidentKind::InstanceFailure,
        IncidentKind::ZoneOutage,
        IncidentKind::RegionOutage,
        IncidentKind::HotKey,
        IncidentKind::BrokerFailure,
        IncidentKind::WorkerCrash,
        IncidentKind::RebalancingStorm,
        IncidentKind::SchemaChange,
        IncidentKind::BrokerRestart,
    ];

    /// What the target names: a Node, a zone or a region.
    pub fn target_kind(self) -> TargetKind {
        match self {
            IncidentKind::ZoneOutage => TargetKind::Zone,
            IncidentKind::RegionOutage => TargetKind::Region,
            _ => TargetKind::Node,
        }
    }
}

/// What an incident's target names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TargetKind {
    /// A Node id.
    Node,
    /// A zone name.
    Zone,
    /// A region name.
    Region,
}
