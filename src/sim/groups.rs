//! The board's consumer groups' settings: assignor, `auto.offset.reset`,
//! session timeout, `isolation.level` and `processing.guarantee`, from the scenario's `groups`, the catalog's defaults and
//! the player's choices in a group's Inspector.
//! Rules: docs/RULES.md#assignors, docs/RULES.md#auto-offset-reset and docs/RULES.md#session-timeout.

use std::collections::BTreeMap;

use bevy::prelude::*;

use crate::log::Isolation;
use crate::rules::catalog::Catalog;
use crate::rules::consumer::{
    Assignor, GroupProtocol, GroupSpec, GroupType, OffsetReset, ProcessingGuarantee, RemoteAssignor,
};

/// Every board group's settings that differ from the catalog's, by group
/// name. A group not in it has the catalog's.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct GroupSettings {
    groups: BTreeMap<String, GroupChoice>,
}

/// What a scenario or the player chose for one group.
#[derive(Clone, Debug, Default, PartialEq)]
struct GroupChoice {
    assignor: Option<Assignor>,
    auto_offset_reset: Option<OffsetReset>,
    session_timeout: Option<f64>,
    isolation: Option<Isolation>,
    processing_guarantee: Option<ProcessingGuarantee>,
    metadata_max_age: Option<f64>,
    protocol: Option<GroupProtocol>,
    remote_assignor: Option<RemoteAssignor>,
    group_type: Option<GroupType>,
    delivery_count_limit: Option<u32>,
    record_lock_seconds: Option<f64>,
    dead_letter: Option<String>,
}

/// One group's settings in force.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GroupConfig {
    /// Its assignor.
    pub assignor: Assignor,
    /// True when a scenario or the player chose the assignor (otherwise it
    /// follows the research: `Range`, or `CooperativeSticky` once
    /// Cooperative rebalancing is owned).
    pub assignor_chosen: bool,
    /// Its `auto.offset.reset`.
    pub auto_offset_reset: OffsetReset,
    /// Sim seconds a member that is down keeps its partitions.
    pub session_timeout: f64,
    /// Its `isolation.level`. Rule: docs/RULES.md#transactions.
    pub isolation: Isolation,
    /// Its `processing.guarantee`, for its Workers that write to a stream.
    /// Rule: docs/RULES.md#read-process-write.
    pub processing_guarantee: ProcessingGuarantee,
    /// Its consumers' `metadata.max.age`, sim seconds, when its scenario
    /// set one (else the stream's, then the catalog's). Rule:
    /// docs/RULES.md#partition-expansion.
    pub metadata_max_age: Option<f64>,
    /// Its `group.protocol` as chosen (`Classic` unless a scenario or the
    /// player chose `Consumer`); on a stream whose brokers lack the
    /// consumer protocol it reads by the classic one. Rule:
    /// docs/RULES.md#consumer-protocol.
    pub protocol: GroupProtocol,
    /// The group coordinator's assignor under the consumer protocol
    /// (`group.remote.assignor`, `Uniform` unless chosen).
    pub remote_assignor: RemoteAssignor,
    /// Its type: a consumer group (the default) or a share group. Rule:
    /// docs/RULES.md#share-groups.
    pub group_type: GroupType,
    /// A share group's limits: `record.lock.duration` (sim seconds),
    /// `delivery.count.limit` and `partition.max.record.locks` (the
    /// scenario's, else the catalog's).
    pub share_limits: crate::log::share::ShareLimits,
}

impl GroupSettings {
    /// The settings a scenario's `groups` give.
    pub fn from_specs(specs: &[GroupSpec]) -> GroupSettings {
        let groups = specs
            .iter()
            .map(|g| {
                let choice = GroupChoice {
                    assignor: g.assignor,
                    auto_offset_reset: g.auto_offset_reset,
                    session_timeout: g.session_timeout,
                    isolation: g.isolation,
                    processing_guarantee: g.processing_guarantee,
                    metadata_max_age: g.metadata_max_age_seconds,
                    protocol: g.protocol,
                    remote_assignor: g.remote_assignor,
                    group_type: g.group_type,
                    delivery_count_limit: g.delivery_count_limit,
                    record_lock_seconds: g.record_lock_seconds,
                    dead_letter: g.dead_letter.clone(),
                };
                (g.name.clone(), choice)
            })
            .collect();
        GroupSettings { groups }
    }

    /// The settings of `group` in force: its own, else the catalog's; the
    /// assignor `CooperativeSticky` when none was chosen and `cooperative`
    /// (the research) is owned, else `Range`.
    pub fn of(&self, group: &str, catalog: &Catalog, cooperative: bool) -> GroupConfig {
        let choice = self.groups.get(group);
        let chosen = choice.and_then(|c| c.assignor);
        let fallback = if cooperative { Assignor::CooperativeSticky } else { Assignor::Range };
        GroupConfig {
            assignor: chosen.unwrap_or(fallback),
            assignor_chosen: chosen.is_some(),
            auto_offset_reset: choice.and_then(|c| c.auto_offset_reset).unwrap_or(catalog.sim.auto_offset_reset),
            session_timeout: choice.and_then(|c| c.session_timeout).unwrap_or(catalog.sim.session_timeout_seconds),
            isolation: choice.and_then(|c| c.isolation).unwrap_or(catalog.sim.isolation_level),
            processing_guarantee: choice
                .and_then(|c| c.processing_guarantee)
                .unwrap_or(catalog.sim.processing_guarantee),
            metadata_max_age: choice.and_then(|c| c.metadata_max_age),
            protocol: choice.and_then(|c| c.protocol).unwrap_or_default(),
            remote_assignor: choice.and_then(|c| c.remote_assignor).unwrap_or_default(),
            group_type: choice.and_then(|c| c.group_type).unwrap_or_default(),
            share_limits: crate::log::share::ShareLimits {
                lock_seconds: choice
                    .and_then(|c| c.record_lock_seconds)
                    .unwrap_or(catalog.sim.share_record_lock_seconds),
                delivery_limit: choice
                    .and_then(|c| c.delivery_count_limit)
                    .unwrap_or(catalog.sim.share_delivery_count_limit),
                max_record_locks: catalog.sim.share_partition_max_record_locks,
            },
        }
    }

    /// The Event Stream Node `group`'s archived records are written to
    /// while it is a share group, if it has one. Rule:
    /// docs/RULES.md#poison-pill.
    pub fn dead_letter(&self, group: &str) -> Option<&str> {
        self.groups.get(group).and_then(|c| c.dead_letter.as_deref())
    }

    /// Gives `group` a dead-letter stream (the Node id; checked by the
    /// caller), or takes it away.
    pub fn set_dead_letter(&mut self, group: &str, stream: Option<String>) {
        self.groups.entry(group.to_string()).or_default().dead_letter = stream;
    }

    /// Chooses `group`'s type (consumer or share).
    pub fn set_group_type(&mut self, group: &str, group_type: GroupType) {
        self.groups.entry(group.to_string()).or_default().group_type = Some(group_type);
    }

    /// Chooses `group`'s `group.protocol` (checked by the caller against
    /// its streams' brokers).
    pub fn set_protocol(&mut self, group: &str, protocol: GroupProtocol) {
        self.groups.entry(group.to_string()).or_default().protocol = Some(protocol);
    }

    /// Chooses `group`'s `group.remote.assignor`.
    pub fn set_remote_assignor(&mut self, group: &str, assignor: RemoteAssignor) {
        self.groups.entry(group.to_string()).or_default().remote_assignor = Some(assignor);
    }

    /// Chooses `group`'s assignor.
    pub fn set_assignor(&mut self, group: &str, assignor: Assignor) {
        self.groups.entry(group.to_string()).or_default().assignor = Some(assignor);
    }

    /// Chooses `group`'s `auto.offset.reset`.
    pub fn set_auto_offset_reset(&mut self, group: &str, policy: OffsetReset) {
        self.groups.entry(group.to_string()).or_default().auto_offset_reset = Some(policy);
    }

    /// Chooses `group`'s `isolation.level`.
    pub fn set_isolation(&mut self, group: &str, isolation: Isolation) {
        self.groups.entry(group.to_string()).or_default().isolation = Some(isolation);
    }

    /// Chooses `group`'s `processing.guarantee`.
    pub fn set_processing_guarantee(&mut self, group: &str, guarantee: ProcessingGuarantee) {
        self.groups.entry(group.to_string()).or_default().processing_guarantee = Some(guarantee);
    }

    /// Sets `group`'s session timeout, sim seconds (checked by the caller).
    pub fn set_session_timeout(&mut self, group: &str, seconds: f64) {
        self.groups.entry(group.to_string()).or_default().session_timeout = Some(seconds);
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GroupSettings>()
        .add_systems(super::state::SimStart, reset.in_set(super::state::StartSet::Plugins));
}

/// [`super::state::SimStart`]: the scenario's group settings.
fn reset(world: &mut World) {
    let scenario = super::state::starting(world);
    world.insert_resource(GroupSettings::from_specs(&scenario.groups));
}

/// True when some stream on the board has the group.
pub(crate) fn group_on_board(world: &mut World, group: &str) -> Result<(), String> {
    let found = world.query::<&super::nodes::Stream>().iter(world).any(|s| s.groups.contains_key(group));
    if found { Ok(()) } else { Err(crate::t!("events-refused-no-group", group = group)) }
}
