//! The incident kinds, and every fact about a kind that more than one layer
//! needs: what it strikes ([`IncidentKind::target`]), whether it holds the
//! Nodes it strikes down, the badge it puts on a card, its sound cue and
//! what answers it. Each is an exhaustive `match` on the kind (no wildcard:
//! a new kind does not compile until each is decided). Their rules
//! (durations, texts, rates) are in the catalog; scenarios schedule them;
//! what each does in the sim is in `sim::incidents`, one file per kind.

use serde::{Deserialize, Serialize};
use strum::{EnumCount, EnumIter};

use super::catalog::Role;
use crate::t;
/// Kinds of incident. Rules: docs/RULES.md#incidents.
/// Every kind, in catalog order: `IncidentKind::iter()` (strum's
/// `EnumIter`); how many: `IncidentKind::COUNT`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, EnumIter, EnumCount)]
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
    /// A producer begins a transaction on a stream and never ends it:
    /// `read_committed` groups stop at its first record (the last stable
    /// offset) until the coordinator aborts it at `transaction.timeout.ms`
    /// or the player aborts it (docs/RULES.md#incident-hanging-transaction).
    HangingTransaction,
    /// A Worker's local table (a Kafka Streams state store on its disk) is
    /// gone: its group reads its partitions again from the log start to
    /// rebuild it; keys the log no longer holds stay lost
    /// (docs/RULES.md#incident-state-store-lost).
    StateStoreLost,
    /// A producer writes a record to a stream that no consumer can process
    /// (a poison pill): a consumer group stops at it for good; a share
    /// group's delivery limit archives it (docs/RULES.md#poison-pill).
    PoisonPill,
}

impl IncidentKind {
    /// What it strikes: a Node of some role, a zone or a region.
    pub fn target(self) -> Target {
        match self {
            IncidentKind::InstanceFailure => Target::AnyNode,
            IncidentKind::ZoneOutage => Target::Zone,
            IncidentKind::RegionOutage => Target::Region,
            IncidentKind::HotKey | IncidentKind::SchemaChange => Target::Producer,
            IncidentKind::BrokerFailure
            | IncidentKind::BrokerRestart
            | IncidentKind::HangingTransaction
            | IncidentKind::PoisonPill => Target::Stream,
            IncidentKind::WorkerCrash | IncidentKind::RebalancingStorm | IncidentKind::StateStoreLost => Target::Worker,
        }
    }

    /// What the target names: a Node, a zone or a region.
    pub fn target_kind(self) -> TargetKind {
        self.target().kind()
    }

    /// Whether the Nodes it strikes are down while it lasts (greyed, the
    /// card says DOWN, what is sent to them waits or is lost): a dead host
    /// and the outages. The other kinds change what a Node does, not
    /// whether it is up.
    pub fn holds_nodes_down(self) -> bool {
        match self {
            IncidentKind::InstanceFailure | IncidentKind::ZoneOutage | IncidentKind::RegionOutage => true,
            IncidentKind::HotKey
            | IncidentKind::BrokerFailure
            | IncidentKind::WorkerCrash
            | IncidentKind::RebalancingStorm
            | IncidentKind::SchemaChange
            | IncidentKind::BrokerRestart
            | IncidentKind::HangingTransaction
            | IncidentKind::StateStoreLost
            | IncidentKind::PoisonPill => false,
        }
    }

    /// Whether it holds a transaction open on the stream it struck, which
    /// the stream's Inspector offers to abort (`kafka-transactions.sh
    /// abort`).
    pub fn holds_a_transaction(self) -> bool {
        match self {
            IncidentKind::HangingTransaction => true,
            IncidentKind::InstanceFailure
            | IncidentKind::ZoneOutage
            | IncidentKind::RegionOutage
            | IncidentKind::HotKey
            | IncidentKind::BrokerFailure
            | IncidentKind::WorkerCrash
            | IncidentKind::RebalancingStorm
            | IncidentKind::SchemaChange
            | IncidentKind::BrokerRestart
            | IncidentKind::StateStoreLost
            | IncidentKind::PoisonPill => false,
        }
    }

    /// The badge it puts on the card it struck; `None` for the kinds that
    /// hold Nodes down (their cards say DOWN instead).
    pub fn badge(self) -> Option<KindBadge> {
        let badge = |text, danger, why| Some(KindBadge { text, danger, why });
        match self {
            IncidentKind::HotKey => badge(t!("rules-badge-hot-key"), Danger::Warning, t!("rules-badge-hot-key-why")),
            IncidentKind::BrokerFailure => {
                badge(t!("rules-badge-broker-failed"), Danger::Loss, t!("rules-badge-broker-failed-why"))
            }
            IncidentKind::BrokerRestart => {
                badge(t!("rules-badge-broker-restarting"), Danger::Warning, t!("rules-badge-broker-restarting-why"))
            }
            IncidentKind::WorkerCrash => badge(t!("rules-badge-crashed"), Danger::Loss, t!("rules-badge-crashed-why")),
            IncidentKind::RebalancingStorm => {
                badge(t!("rules-badge-slow"), Danger::Warning, t!("rules-badge-storm-why"))
            }
            IncidentKind::SchemaChange => {
                badge(t!("rules-badge-schema"), Danger::Warning, t!("rules-badge-schema-why"))
            }
            IncidentKind::HangingTransaction => {
                badge(t!("rules-badge-hanging-txn"), Danger::Warning, t!("rules-badge-hanging-txn-why"))
            }
            IncidentKind::StateStoreLost => {
                badge(t!("rules-badge-state-lost"), Danger::Loss, t!("rules-badge-state-lost-why"))
            }
            IncidentKind::PoisonPill => {
                badge(t!("rules-badge-poison-pill"), Danger::Warning, t!("rules-badge-poison-pill-why"))
            }
            IncidentKind::ZoneOutage | IncidentKind::RegionOutage | IncidentKind::InstanceFailure => None,
        }
    }

    /// The sound played when it strikes.
    pub fn cue(self) -> Cue {
        match self {
            IncidentKind::InstanceFailure => Cue::Instance,
            IncidentKind::ZoneOutage => Cue::Zone,
            IncidentKind::RegionOutage => Cue::Region,
            IncidentKind::HotKey => Cue::HotKey,
            IncidentKind::BrokerFailure | IncidentKind::BrokerRestart => Cue::Broker,
            IncidentKind::WorkerCrash | IncidentKind::StateStoreLost => Cue::Crash,
            IncidentKind::RebalancingStorm => Cue::Storm,
            // Readers stop, as at a breaking schema change.
            IncidentKind::SchemaChange | IncidentKind::HangingTransaction | IncidentKind::PoisonPill => Cue::Schema,
        }
    }

    /// What the player can do about it from the Inspector of a Node it
    /// holds down, in the order offered. The kinds that hold nothing down
    /// offer none there: they are answered through the card's own options
    /// (the catalog's `answer` text says which), or end by themselves.
    pub fn answers(self) -> &'static [Answer] {
        match self {
            IncidentKind::InstanceFailure => &[Answer::Replace],
            IncidentKind::ZoneOutage => &[Answer::PromoteStandby],
            IncidentKind::RegionOutage => &[Answer::MoveToAnotherRegion],
            IncidentKind::HotKey
            | IncidentKind::BrokerFailure
            | IncidentKind::WorkerCrash
            | IncidentKind::RebalancingStorm
            | IncidentKind::SchemaChange
            | IncidentKind::BrokerRestart
            | IncidentKind::HangingTransaction
            | IncidentKind::StateStoreLost
            | IncidentKind::PoisonPill => &[],
        }
    }

    /// Whether [`IncidentKind::answers`] offers `answer`.
    pub fn answered_by(self, answer: Answer) -> bool {
        self.answers().contains(&answer)
    }
}

/// What an incident strikes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// Any Node (its host).
    AnyNode,
    /// A Node that produces: one that sends traffic (a producer's part).
    Producer,
    /// An Event Stream's Node.
    Stream,
    /// A Worker.
    Worker,
    /// Every Node (and broker) in a zone.
    Zone,
    /// Every Node in a region.
    Region,
}

impl Target {
    /// What the target names: a Node, a zone or a region.
    pub fn kind(self) -> TargetKind {
        match self {
            Target::AnyNode | Target::Producer | Target::Stream | Target::Worker => TargetKind::Node,
            Target::Zone => TargetKind::Zone,
            Target::Region => TargetKind::Region,
        }
    }

    /// Whether it can strike a Node whose catalog role is `role` (`None`:
    /// not in the catalog) and which produces or not; a zone or region
    /// target fits every Node (it strikes the Node's zone or region).
    pub fn fits(self, role: Option<&Role>, produces: bool) -> bool {
        match self {
            Target::AnyNode | Target::Zone | Target::Region => true,
            Target::Producer => produces,
            Target::Stream => matches!(role, Some(Role::Stream(_))),
            Target::Worker => matches!(role, Some(Role::Worker(_))),
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

/// The badge an incident kind puts on a card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KindBadge {
    /// Its words, in the player's language; `{schema}` stands for the
    /// producer's schema version.
    pub text: String,
    /// How bad it is.
    pub danger: Danger,
    /// Why, in a sentence (the Inspector shows it).
    pub why: String,
}

/// How bad a badge is: the colour it is drawn in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Danger {
    /// Events are being lost or duplicated.
    Loss,
    /// Something to watch.
    Warning,
}

/// An incident's sound cue; the audio layer maps each to its file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, EnumIter)]
pub enum Cue {
    /// A host died.
    Instance,
    /// A zone went down.
    Zone,
    /// A region went down.
    Region,
    /// A key turned hot.
    HotKey,
    /// A broker failed or restarts.
    Broker,
    /// A Worker crashed.
    Crash,
    /// A rebalancing storm began.
    Storm,
    /// A breaking schema change shipped.
    Schema,
}

/// A player's answer to an incident, offered on the Inspector of a Node
/// the incident holds down.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Replace the Node: pay for a new host; it comes back cold
    /// (`PlayerAction::ReplaceNode`).
    Replace,
    /// Fail over by promoting the component's Standby, where it keeps one
    /// (`PlayerAction::FailOver`).
    PromoteStandby,
    /// Fail over by moving the Node to another region, when it keeps no
    /// data (`PlayerAction::FailOver`).
    MoveToAnotherRegion,
}
