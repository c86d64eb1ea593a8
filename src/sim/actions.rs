//! Player actions: the only way the player changes the sim.
//!
//! The UI writes [`PlayerAction`] messages; the sim applies them at the start
//! of the next tick (or at once while paused) and records each with its tick
//! in the [`ActionLog`]. The log plus the seed replays the game: the game is
//! event-sourced, like its subject (docs/RULES.md#event-sourcing).

use bevy::ecs::message::Messages;
use bevy::prelude::*;

use super::{Board, SimClock, SimLog, SimSet, SimTick, Stream};
use crate::console::LiveGroups;
use crate::log::{limits, valid_name};
use crate::rules::catalog::{Catalog, Role};
use crate::rules::incident::IncidentKind;
use crate::rules::research::ResearchEffect;
use crate::rules::scenario::{Acks, LinkSpec, NodeSpec, PartitionKey};

pub use super::player::{ActionLog, ActionRejected, ConsoleReply, PlayerAction};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(SimTick, apply_actions.in_set(SimSet::Actions).before(super::restarts::step));
}

/// Drains pending actions and applies them (exclusive: runs inside a tick,
/// and by the driver each frame so that actions land while paused too).
pub fn apply_actions(world: &mut World) {
    // The commits of changes made while paused land before anything moves.
    if !super::consume::commits_wait(world) {
        super::consume::pay_owed_commits(world);
    }
    let (tick, step) = {
        let clock = world.resource::<SimClock>();
        (clock.tick, clock.step)
    };
    let mut log = world.resource_mut::<ActionLog>();
    if log.steps.last().is_none_or(|(_, s)| *s != step) {
        log.steps.push((tick, step));
    }
    let pending: Vec<PlayerAction> = world.resource_mut::<Messages<PlayerAction>>().drain().collect();
    for action in pending {
        match apply(world, &action) {
            Ok(()) => {
                let tick = world.resource::<SimClock>().tick;
                world.resource_mut::<ActionLog>().entries.push((tick, action));
            }
            Err(reason) if reason.is_empty() => {}
            Err(reason) => {
                world.write_message(ActionRejected { action, reason });
            }
        }
    }
}

fn stream_entity(world: &World, node: &str) -> Result<Entity, String> {
    let e = *world.resource::<Board>().nodes.get(node).ok_or_else(|| format!("no Node '{node}'"))?;
    if world.get::<Stream>(e).is_none() {
        return Err(crate::t!("events-refused-not-stream", node = node));
    }
    Ok(e)
}

/// The board's consumer groups, their Workers and whether the group is
/// empty: none of its Workers is a member (each is stopped, or was removed
/// for missing its session timeout).
pub fn live_groups(world: &mut World) -> LiveGroups {
    let mut live = LiveGroups::default();
    let mut dead: std::collections::BTreeSet<Entity> = std::collections::BTreeSet::new();
    for s in world.query::<&Stream>().iter(world) {
        for flow in s.groups.values() {
            dead.extend(flow.dead.iter().copied());
        }
    }
    let mut q = world.query::<(Entity, &super::Node, &super::Worker)>();
    let mut workers: Vec<(u32, String, String, bool)> = q
        .iter(world)
        .map(|(e, n, w)| (n.order, n.id.clone(), w.group.clone(), w.stopped || dead.contains(&e)))
        .collect();
    workers.sort();
    for (_, id, group, gone) in workers {
        let entry = live.groups.entry(group).or_insert((Vec::new(), true));
        entry.0.push(id);
        entry.1 &= gone;
    }
    live
}

/// Refused unless research that gives `effect` is owned; the refusal names
/// the catalog's item for it.
fn needs(world: &World, effect: ResearchEffect) -> Result<(), String> {
    if world.resource::<super::research::Research>().gives(effect) {
        return Ok(());
    }
    match world.resource::<Catalog>().research_with(effect) {
        Some(item) => Err(crate::t!("events-refused-research-first", item = item.name.as_str())),
        None => Err(crate::t!("events-refused-no-research-for", effect = format!("{effect:?}"))),
    }
}

fn node_entity(world: &World, node: &str) -> Result<Entity, String> {
    world.resource::<Board>().nodes.get(node).copied().ok_or_else(|| format!("no Node '{node}'"))
}

fn stream_rules(world: &World, e: Entity) -> Result<crate::rules::catalog::StreamRules, String> {
    let kind = &world.get::<super::Node>(e).ok_or("no such Node")?.kind;
    match world.resource::<Catalog>().component(kind).map(|c| &c.role) {
        Some(Role::Stream(r)) => Ok(r.clone()),
        _ => Err("not an Event Stream".into()),
    }
}

/// Applies one action: each family of [`PlayerAction`] has its handlers
/// below. A refused action changes nothing; an empty error is refused
/// without a message (the console answered it already).
fn apply(world: &mut World, action: &PlayerAction) -> Result<(), String> {
    use PlayerAction as A;
    match action {
        // The stream's options.
        A::SetPartitions { node, partitions } => set_partitions(world, node, *partitions),
        A::SetPartitionKey { node, key } => set_partition_key(world, node, *key),
        A::SetKeyless { node, keyless } => set_keyless(world, node, *keyless),
        A::SetSize { node, size } => set_size(world, node, *size),
        A::SetReplicationFactor { node, replication_factor } => {
            set_replication_factor(world, node, *replication_factor)
        }
        A::SetAcks { node, acks } => set_acks(world, node, *acks),
        A::SetIdempotence { node, enabled } => set_idempotence(world, node, *enabled),
        A::SetCleanupPolicy { node, policy } => set_cleanup_policy(world, node, *policy),
        A::SetBrokers { node, brokers } => set_brokers(world, node, *brokers),
        A::SetSpreadZones { node, spread } => set_spread_zones(world, node, *spread),
        A::SetReplicationThrottle { node, records_per_second } => {
            set_replication_throttle(world, node, *records_per_second)
        }
        A::SetMinInsyncReplicas { node, min_insync_replicas } => set_min_insync(world, node, *min_insync_replicas),
        A::SetUncleanLeaderElection { node, enabled } => {
            let e = stream_entity(world, node)?;
            world.get_mut::<Stream>(e).expect("stream").unclean_leader_election = *enabled;
            Ok(())
        }
        A::SetRetention { node, seconds } => set_retention(world, node, *seconds),
        A::SetSalt { node, salt } => set_salt(world, node, *salt),
        A::SetTraffic { node, rate, entities, zipf, hot_share } => {
            set_traffic(world, node, *rate, *entities, *zipf, *hot_share)
        }
        // Workers and groups.
        A::SetWorkerPaused { node, paused } => set_worker_paused(world, node, *paused),
        A::SetWorkerStopped { node, stopped } => set_worker_stopped(world, node, *stopped),
        A::SetAssignor { group, assignor } => set_assignor(world, group, *assignor),
        A::SetGroupProtocol { group, protocol } => set_group_protocol(world, group, *protocol),
        A::SetGroupType { group, group_type } => set_group_type(world, group, *group_type),
        A::SetDeadLetter { group, stream } => set_dead_letter(world, group, stream.as_deref()),
        A::SetRemoteAssignor { group, assignor } => set_remote_assignor(world, group, *assignor),
        A::SetOffsetReset { group, policy } => set_offset_reset(world, group, *policy),
        A::SetIsolation { group, isolation } => set_isolation(world, group, *isolation),
        A::SetProcessingGuarantee { group, guarantee } => set_processing_guarantee(world, group, *guarantee),
        A::SetSessionTimeout { group, seconds } => set_session_timeout(world, group, *seconds),
        A::SetStaticMembership { group, on } => super::restarts::set_static_membership(world, group, *on),
        A::RollingRestart { group } => super::restarts::rolling_restart(world, group),
        A::SetPollInterval { group, seconds } => set_poll_interval(world, group, *seconds),
        A::UpgradeGroup { group } => super::incidents::upgrade_group(world, group),
        // The board's topology.
        A::PlaceNode { spec, links } => place(world, spec, links),
        A::SellNode { node } => sell_node(world, node),
        A::Link { from, to } => link(world, from, to),
        A::Unlink { from, to } => unlink(world, from, to),
        A::MoveNode { node, at } => move_node(world, node, *at),
        // Incidents and their answers.
        A::FailBroker { node } => fail_broker(world, node),
        A::CrashWorker { node } => crash_worker(world, node),
        A::StartIncident { kind, target } => start_incident(world, *kind, target),
        A::ReplaceNode { node } => replace_node(world, node),
        A::FailOver { node } => fail_over(world, node),
        A::RollBack { node } => roll_back(world, node),
        A::AbortTransaction { node } => abort_transaction(world, node),
        // Zones, regions and research.
        A::SetZone { node, zone } => set_zone(world, node, zone),
        A::SetRegion { node, region } => set_region(world, node, region),
        A::Research { item } => super::research::buy(world, item),
        // The console and the Database.
        A::Console { line } => console_line(world, line),
        A::SetUniqueKey { node, on } => set_unique_key(world, node, *on),
    }
}

// ---- The stream's options ----

/// Grows a stream's topic to `partitions`: refused unless the count is
/// within the catalog's `max_partitions` and the topic can have it (Kafka
/// never shrinks one), before anything is committed or moved. Then, through
/// [`super::topology::regroup`], sets the count. Nobody commits anything
/// on the new partitions: producers route to them from their next metadata
/// refresh, and each group places itself there by its `auto.offset.reset`
/// when it learns of them. Rule: docs/RULES.md#partition-expansion.
fn set_partitions(world: &mut World, node: &str, partitions: u32) -> Result<(), String> {
    let e = stream_entity(world, node)?;
    let kind = world.get::<super::Node>(e).expect("node").kind.clone();
    let max = match world.resource::<Catalog>().component(&kind).map(|c| &c.role) {
        Some(Role::Stream(r)) => r.max_partitions,
        _ => return Err(crate::t!("events-refused-no-stream-rules", node = node)),
    };
    if partitions == 0 || partitions > max {
        return Err(crate::t!("events-refused-partitions", max = max.to_string()));
    }
    let topic = world.get::<Stream>(e).expect("stream").topic.clone();
    // Refused before anything is committed or moved.
    world
        .resource::<SimLog>()
        .topic(&topic)
        .and_then(|t| t.can_have_partitions(partitions))
        .map_err(|e| e.to_string())?;
    super::topology::regroup(world, |world| {
        let mut log = world.resource_mut::<SimLog>();
        log.topic_mut(&topic).and_then(|t| t.set_partition_count(partitions)).map_err(|err| err.to_string())
    })
}

/// Sets how a stream routes records (by key or round robin). Errors: no
/// such Node, or not an Event Stream.
fn set_partition_key(world: &mut World, node: &str, key: PartitionKey) -> Result<(), String> {
    let e = stream_entity(world, node)?;
    world.get_mut::<Stream>(e).expect("stream").partition_key = key;
    Ok(())
}

/// Resizes a Node: refused unless `size` is within 1 ..= the catalog's
/// sizes for its kind; then sets the Node's size.
fn set_size(world: &mut World, node: &str, size: u32) -> Result<(), String> {
    let e = node_entity(world, node)?;
    let kind = world.get::<super::Node>(e).expect("node").kind.clone();
    let sizes = world.resource::<Catalog>().component(&kind).map(|c| c.sizes).unwrap_or(1);
    if size == 0 || size > sizes {
        return Err(crate::t!("events-refused-size", max = sizes.to_string()));
    }
    world.get_mut::<super::Node>(e).expect("node").size = size;
    Ok(())
}

/// Refused while a broker of stream `e` is down: moving replicas (a new
/// replication factor, broker count or zones) needs every broker up, as a
/// Kafka reassignment does (new replicas copy from the current ones).
fn brokers_all_up(world: &mut World, e: Entity) -> Result<(), String> {
    let down: Vec<u32> = super::cluster::brokers_of(world, e).filter(|b| !b.up()).map(|b| b.id).collect();
    match down.first() {
        Some(b) => Err(crate::t!("events-refused-broker-down", broker = b.to_string())),
        None => Ok(()),
    }
}

/// Sets a stream's replication factor: refused unless it is within 1 ..=
/// the stream rules' maximum and at least its `min.insync.replicas`, and
/// while a broker is down.
fn set_replication_factor(world: &mut World, node: &str, replication_factor: u32) -> Result<(), String> {
    let e = stream_entity(world, node)?;
    brokers_all_up(world, e)?;
    let max = stream_rules(world, e)?.max_replication_factor;
    if replication_factor == 0 || replication_factor > max {
        return Err(crate::t!("events-refused-replication-factor", max = max.to_string()));
    }
    let mut s = world.get_mut::<Stream>(e).expect("stream");
    if replication_factor < s.min_insync_replicas {
        return Err(crate::t!("events-refused-below-min-insync", min = s.min_insync_replicas.to_string()));
    }
    // Each replica of a partition needs its own broker; a stream on just
    // enough brokers keeps just enough.
    s.brokers = if s.brokers <= s.replication_factor { replication_factor } else { s.brokers.max(replication_factor) };
    s.replication_factor = replication_factor;
    Ok(())
}

/// Sets how many brokers a stream runs on: refused below its replication
/// factor or above [`limits::MAX_BROKERS`], and while a broker is down.
/// Its partitions are placed again.
fn set_brokers(world: &mut World, node: &str, brokers: u32) -> Result<(), String> {
    let e = stream_entity(world, node)?;
    brokers_all_up(world, e)?;
    let mut s = world.get_mut::<Stream>(e).expect("stream");
    if brokers < s.replication_factor || brokers > limits::MAX_BROKERS {
        return Err(crate::t!(
            "events-refused-brokers",
            factor = s.replication_factor.to_string(),
            max = limits::MAX_BROKERS.to_string()
        ));
    }
    s.brokers = brokers;
    Ok(())
}

/// Spreads a stream's brokers over the zones (refused without research
/// Multiple zones, and while a broker is down) or gathers them in its
/// Node's zone.
fn set_spread_zones(world: &mut World, node: &str, spread: bool) -> Result<(), String> {
    if spread {
        needs(world, ResearchEffect::MultipleZones)?;
    }
    let e = stream_entity(world, node)?;
    brokers_all_up(world, e)?;
    world.get_mut::<Stream>(e).expect("stream").spread_zones = spread;
    Ok(())
}

/// Sets or lifts a stream's replication throttle: refused unless above 0
/// and finite.
fn set_replication_throttle(world: &mut World, node: &str, records_per_second: Option<f64>) -> Result<(), String> {
    let e = stream_entity(world, node)?;
    if records_per_second.is_some_and(|r| !(r.is_finite() && r > 0.0)) {
        return Err(crate::t!("events-refused-throttle"));
    }
    world.get_mut::<Stream>(e).expect("stream").replication_throttle = records_per_second;
    Ok(())
}

/// Sets a stream's `min.insync.replicas`: refused outside 1 ..= its
/// replication factor (more would refuse every `acks=all` append).
fn set_min_insync(world: &mut World, node: &str, n: u32) -> Result<(), String> {
    let e = stream_entity(world, node)?;
    let mut s = world.get_mut::<Stream>(e).expect("stream");
    if n == 0 || n > s.replication_factor {
        return Err(crate::t!("events-refused-min-insync", factor = s.replication_factor.to_string()));
    }
    s.min_insync_replicas = n;
    Ok(())
}

/// Sets a stream's acknowledgement setting. Errors: no such Node, or not an
/// Event Stream.
fn set_acks(world: &mut World, node: &str, acks: Acks) -> Result<(), String> {
    let e = stream_entity(world, node)?;
    world.get_mut::<Stream>(e).expect("stream").acks = acks;
    Ok(())
}

/// Sets a stream's producers' `enable.idempotence`. Errors: no such Node,
/// or not an Event Stream. Rule: docs/RULES.md#idempotence.
fn set_idempotence(world: &mut World, node: &str, enabled: bool) -> Result<(), String> {
    let e = stream_entity(world, node)?;
    world.get_mut::<Stream>(e).expect("stream").enable_idempotence = enabled;
    Ok(())
}

/// Sets a stream's topic's `cleanup.policy`; a stream that starts
/// compacting cleans its closed segments at the next tick (its active
/// segment rolls on its own schedule). Errors: no such Node, or not an
/// Event Stream. Rule: docs/RULES.md#compaction.
fn set_cleanup_policy(world: &mut World, node: &str, policy: crate::log::CleanupPolicy) -> Result<(), String> {
    let e = stream_entity(world, node)?;
    let mut stream = world.get_mut::<Stream>(e).expect("stream");
    let topic_name = stream.topic.clone();
    stream.clean_pending = policy.compacts();
    let mut log = world.resource_mut::<super::SimLog>();
    let topic = log.topic_mut(&topic_name).map_err(|e| e.to_string())?;
    topic.set_cleanup(policy);
    Ok(())
}

/// Sets a stream's retention: refused unless `seconds` is one of the stream
/// rules' choices; then sets it on the stream and refolds its topic's old
/// batches into buckets of the new retention.
fn set_retention(world: &mut World, node: &str, seconds: f64) -> Result<(), String> {
    let e = stream_entity(world, node)?;
    let rules = stream_rules(world, e)?;
    if !rules.retention_choices.contains(&seconds) {
        return Err(crate::t!("events-refused-retention", choices = format!("{:?}", rules.retention_choices)));
    }
    let topic = {
        let mut s = world.get_mut::<Stream>(e).expect("stream");
        s.retention = seconds;
        s.topic.clone()
    };
    if let Ok(t) = world.resource_mut::<SimLog>().topic_mut(&topic) {
        t.set_folding(Some(crate::log::Folding {
            recent_batches: rules.recent_batches,
            bucket_seconds: seconds / f64::from(rules.retention_buckets),
        }));
    }
    Ok(())
}

/// Salts a stream's keys over `salt` partitions: refused unless it is
/// within 1 ..= 64.
fn set_salt(world: &mut World, node: &str, salt: u32) -> Result<(), String> {
    let e = stream_entity(world, node)?;
    if salt == 0 || salt > 64 {
        return Err(crate::t!("events-refused-salt"));
    }
    world.get_mut::<Stream>(e).expect("stream").salt = salt;
    Ok(())
}

/// Sandbox: a producer's traffic, live. Refused outside a sandbox, on a
/// Node that produces nothing, during a hot-key incident on it, and for
/// numbers out of range.
fn set_traffic(
    world: &mut World,
    node: &str,
    rate: f64,
    entities: u64,
    zipf: Option<f64>,
    hot: f64,
) -> Result<(), String> {
    use crate::log::limits;
    if !world.resource::<Board>().scenario.as_ref().is_some_and(|s| s.sandbox) {
        return Err(crate::t!("events-refused-traffic-fixed"));
    }
    let e = node_entity(world, node)?;
    let p = world.get::<super::Producer>(e).ok_or_else(|| format!("'{node}' produces nothing"))?;
    if p.base_keys.is_some() {
        return Err(crate::t!("events-refused-hot-key"));
    }
    if !(rate.is_finite() && (0.0..=limits::MAX_RATE).contains(&rate)) {
        return Err(crate::t!("events-refused-rate", max = limits::MAX_RATE.to_string()));
    }
    if !(1..=limits::MAX_ENTITIES).contains(&entities) {
        return Err(crate::t!("events-refused-keys"));
    }
    if zipf.is_some_and(|s| !(s.is_finite() && s > 0.0 && s <= limits::MAX_ZIPF)) {
        return Err(crate::t!("events-refused-zipf", max = limits::MAX_ZIPF.to_string()));
    }
    if !(hot.is_finite() && (0.0..=0.95).contains(&hot)) {
        return Err(crate::t!("events-refused-hot-share"));
    }
    let mut keys = p.keys.clone();
    keys.entities = entities;
    keys.zipf = zipf;
    match (keys.hot.first_mut(), hot > 0.0) {
        (Some(h), true) => h.share = hot,
        (None, true) => keys.hot.push(crate::rules::scenario::HotKey { key: format!("{}7", keys.prefix), share: hot }),
        (_, false) => keys.hot.clear(),
    }
    let (tracked, weight) = super::topology::tracked_entities(&keys, &mut world.resource_mut::<super::Entities>());
    let mut p = world.get_mut::<super::Producer>(e).expect("checked");
    p.rate = rate;
    p.schedule.clear();
    p.keys = keys;
    p.tracked = tracked;
    p.tracked_weight = weight;
    Ok(())
}

/// Sets where a stream's keyless records go. Errors: no such Node, or not
/// an Event Stream.
fn set_keyless(world: &mut World, node: &str, keyless: crate::rules::consumer::Keyless) -> Result<(), String> {
    let e = stream_entity(world, node)?;
    let mut s = world.get_mut::<Stream>(e).expect("checked");
    s.keyless = keyless;
    s.sticky = (0, 0);
    Ok(())
}

// ---- Workers and groups ----

/// Pauses or resumes a Worker. Errors: no such Node, or not a Worker.
fn set_worker_paused(world: &mut World, node: &str, paused: bool) -> Result<(), String> {
    let e = *world.resource::<Board>().nodes.get(node).ok_or_else(|| format!("no Node '{node}'"))?;
    let mut w = world.get_mut::<super::Worker>(e).ok_or_else(|| format!("'{node}' is not a Worker"))?;
    w.paused = paused;
    Ok(())
}

/// Stops or starts a Worker. Stopping commits the positions of the
/// partitions it owns (its consumer closes), so that a reset made while it
/// is stopped is what it reads from when started. Errors: no such Node, or
/// not a Worker.
fn set_worker_stopped(world: &mut World, node: &str, stopped: bool) -> Result<(), String> {
    let e = node_entity(world, node)?;
    let mut w = world.get_mut::<super::Worker>(e).ok_or_else(|| format!("'{node}' is not a Worker"))?;
    w.stopped = stopped;
    w.paused = false;
    if stopped {
        super::consume::commit_owned(world, e);
    }
    Ok(())
}

/// Chooses a group's assignor. Errors: no such group on the board, or
/// cooperative-sticky without the research for it.
fn set_assignor(world: &mut World, group: &str, assignor: crate::rules::consumer::Assignor) -> Result<(), String> {
    super::groups::group_on_board(world, group)?;
    if assignor == crate::rules::consumer::Assignor::CooperativeSticky {
        needs(world, ResearchEffect::CooperativeRebalancing)?;
    }
    world.resource_mut::<super::groups::GroupSettings>().set_assignor(group, assignor);
    Ok(())
}

/// Chooses a group's `group.protocol`. Errors: no such group on the board,
/// or the consumer protocol for a group that reads a stream whose brokers
/// lack it (its scenario's `rebalance_protocols`). Rule:
/// docs/RULES.md#consumer-protocol.
fn set_group_protocol(
    world: &mut World,
    group: &str,
    protocol: crate::rules::consumer::GroupProtocol,
) -> Result<(), String> {
    super::groups::group_on_board(world, group)?;
    if protocol == crate::rules::consumer::GroupProtocol::Consumer {
        let mut streams = world.query::<(&super::Node, &super::nodes::Stream)>();
        let classic_only = streams.iter(world).find(|(_, s)| s.groups.contains_key(group) && !s.consumer_protocol);
        if let Some((node, _)) = classic_only {
            return Err(crate::t!("events-refused-classic-only", group = group, node = node.id.as_str()));
        }
    }
    world.resource_mut::<super::groups::GroupSettings>().set_protocol(group, protocol);
    Ok(())
}

/// Chooses a group's type (consumer or share); the change takes effect at
/// the group's next tick. Errors: no such group on the board, or a share
/// group asked for a group whose Workers write to a stream (Kafka Streams'
/// read-process-write reads with consumer groups only). Rule:
/// docs/RULES.md#share-groups.
fn set_group_type(world: &mut World, group: &str, group_type: crate::rules::consumer::GroupType) -> Result<(), String> {
    super::groups::group_on_board(world, group)?;
    if group_type == crate::rules::consumer::GroupType::Share {
        let mut workers = world.query::<(Entity, &super::Node, &super::Worker)>();
        let members: Vec<(Entity, String)> =
            workers.iter(world).filter(|(_, _, w)| w.group == group).map(|(e, n, _)| (e, n.id.clone())).collect();
        if let Some((_, id)) = members.iter().find(|(e, _)| !super::output::targets(world, *e).is_empty()) {
            return Err(crate::t!("events-refused-share-writes", node = id.as_str(), group = group));
        }
    }
    world.resource_mut::<super::groups::GroupSettings>().set_group_type(group, group_type);
    Ok(())
}

/// Gives a group a dead-letter stream, or takes it away. Errors: no such
/// group on the board, a Node that is not an Event Stream, or a stream the
/// group reads. Rule: docs/RULES.md#poison-pill.
fn set_dead_letter(world: &mut World, group: &str, stream: Option<&str>) -> Result<(), String> {
    super::groups::group_on_board(world, group)?;
    if let Some(id) = stream {
        let e = node_entity(world, id)?;
        let s = world.get::<Stream>(e).ok_or_else(|| format!("'{id}' is not an Event Stream"))?;
        if s.groups.contains_key(group) {
            return Err(crate::t!("events-refused-dead-letter-read", group = group, node = id));
        }
    }
    world.resource_mut::<super::groups::GroupSettings>().set_dead_letter(group, stream.map(str::to_string));
    Ok(())
}

/// Chooses the coordinator's assignor of a group (`group.remote.assignor`).
/// Errors: no such group on the board.
fn set_remote_assignor(
    world: &mut World,
    group: &str,
    assignor: crate::rules::consumer::RemoteAssignor,
) -> Result<(), String> {
    super::groups::group_on_board(world, group)?;
    world.resource_mut::<super::groups::GroupSettings>().set_remote_assignor(group, assignor);
    Ok(())
}

/// Chooses a group's `auto.offset.reset`. Errors: no such group on the board.
fn set_offset_reset(world: &mut World, group: &str, policy: crate::rules::consumer::OffsetReset) -> Result<(), String> {
    super::groups::group_on_board(world, group)?;
    world.resource_mut::<super::groups::GroupSettings>().set_auto_offset_reset(group, policy);
    Ok(())
}

/// Chooses a group's `isolation.level`. Errors: no such group on the board.
fn set_isolation(world: &mut World, group: &str, isolation: crate::log::Isolation) -> Result<(), String> {
    super::groups::group_on_board(world, group)?;
    world.resource_mut::<super::groups::GroupSettings>().set_isolation(group, isolation);
    Ok(())
}

/// Chooses a group's `processing.guarantee`; the group first commits what
/// it processed, with its Workers' output (a clean restart of the
/// application). Errors: no such group on the board.
fn set_processing_guarantee(
    world: &mut World,
    group: &str,
    guarantee: crate::rules::consumer::ProcessingGuarantee,
) -> Result<(), String> {
    super::groups::group_on_board(world, group)?;
    super::consume::commit_group(world, group);
    world.resource_mut::<super::groups::GroupSettings>().set_processing_guarantee(group, guarantee);
    Ok(())
}

/// Sets a group's session timeout. Errors: not in (0, 86400] sim seconds,
/// or no such group on the board.
fn set_session_timeout(world: &mut World, group: &str, seconds: f64) -> Result<(), String> {
    if !(seconds.is_finite() && seconds > 0.0 && seconds <= crate::rules::consumer::MAX_SESSION_TIMEOUT) {
        return Err(crate::t!("events-refused-session-timeout"));
    }
    super::groups::group_on_board(world, group)?;
    world.resource_mut::<super::groups::GroupSettings>().set_session_timeout(group, seconds);
    Ok(())
}

/// Sets a group's poll interval on every stream it reads: refused unless
/// `seconds` is in (0, 86400] and some stream on the board has the group.
fn set_poll_interval(world: &mut World, group: &str, seconds: f64) -> Result<(), String> {
    if !(seconds.is_finite() && seconds > 0.0 && seconds <= 86_400.0) {
        return Err(crate::t!("events-refused-poll-interval"));
    }
    super::groups::group_on_board(world, group)?;
    for mut s in world.query::<&mut Stream>().iter_mut(world) {
        if let Some(flow) = s.groups.get_mut(group) {
            flow.poll_interval = Some(seconds);
        }
    }
    Ok(())
}

// ---- The board's topology ----

/// Sells a Node: refused if there is no such Node or its kind is not in the
/// catalog; then credits the sale and removes the Node (and its links)
/// through [`super::topology::regroup`].
fn sell_node(world: &mut World, node: &str) -> Result<(), String> {
    let e = node_entity(world, node)?;
    let kind = world.get::<super::Node>(e).expect("node").kind.clone();
    let Some(component) = world.resource::<Catalog>().component(&kind).cloned() else {
        return Err(crate::t!("events-refused-unknown-component", kind = kind.as_str()));
    };
    world.resource_mut::<super::Ledger>().sell(&kind, &component);
    super::topology::regroup(world, |world| super::topology::remove_node(world, e));
    Ok(())
}

/// Removes the link `from` → `to`: refused if either Node is missing or
/// there is no such link; then disconnects them through
/// [`super::topology::regroup`].
fn unlink(world: &mut World, from: &str, to: &str) -> Result<(), String> {
    let (f, t) = (node_entity(world, from)?, node_entity(world, to)?);
    if !world.get::<super::Links>(f).is_some_and(|l| l.0.contains(&t)) {
        return Err(crate::t!("events-refused-no-link", from = from, to = to));
    }
    super::topology::regroup(world, |world| super::topology::disconnect(world, f, t));
    Ok(())
}

/// Moves a Node on the board: refused unless the Node exists and `at` is
/// finite and within ±100000.
fn move_node(world: &mut World, node: &str, at: (f32, f32)) -> Result<(), String> {
    let e = node_entity(world, node)?;
    if !(at.0.is_finite() && at.1.is_finite() && at.0.abs() <= 1e5 && at.1.abs() <= 1e5) {
        return Err(crate::t!("events-refused-board-edge"));
    }
    world.get_mut::<super::Node>(e).expect("node").at = Vec2::new(at.0, at.1);
    Ok(())
}

// ---- Incidents and their answers ----

/// Practice: fails the stream's broker 0 (with its disk). Refused unless
/// `node` is an Event Stream; then starts a broker failure on it.
fn fail_broker(world: &mut World, node: &str) -> Result<(), String> {
    stream_entity(world, node)?;
    start_incident(world, IncidentKind::BrokerFailure, node)
}

/// Practice: crashes a Worker between processing and commit. Refused unless
/// `node` is a Worker; then starts a worker crash on it.
fn crash_worker(world: &mut World, node: &str) -> Result<(), String> {
    let e = node_entity(world, node)?;
    if world.get::<super::Worker>(e).is_none() {
        return Err(crate::t!("events-refused-not-worker", node = node));
    }
    start_incident(world, IncidentKind::WorkerCrash, node)
}

/// Practice: starts an incident of `kind` on `target` now. Errors are the
/// incident's own (an unknown or unfit target).
fn start_incident(world: &mut World, kind: IncidentKind, target: &str) -> Result<(), String> {
    let spec = crate::rules::scenario::IncidentSpec {
        at: world.resource::<SimClock>().now,
        kind,
        target: target.to_string(),
        duration: None,
        key: None,
        share: None,
        every: None,
        broker: None,
    };
    super::incidents::start(world, &spec, super::incidents::IncidentSource::Practice, 0.0).map(|_| ())
}

/// Replaces a Node whose host died (it pays and comes back cold). Errors:
/// no such Node, or the incident module's refusal.
fn replace_node(world: &mut World, node: &str) -> Result<(), String> {
    let e = node_entity(world, node)?;
    super::incidents::replace(world, e)
}

/// Fails a Node over in a zone or region outage and writes what happened
/// in the incident log. Errors: no such Node, or the incident module's
/// refusal (then nothing is logged).
fn fail_over(world: &mut World, node: &str) -> Result<(), String> {
    let e = node_entity(world, node)?;
    let said = super::incidents::fail_over(world, e)?;
    let now = world.resource::<SimClock>().now;
    world.resource_mut::<super::incidents::IncidentLog>().push(now, said);
    Ok(())
}

/// Rolls a producer back to the schema its consumers can read. Errors: no
/// such Node, or the incident module's refusal.
fn roll_back(world: &mut World, node: &str) -> Result<(), String> {
    let e = node_entity(world, node)?;
    super::incidents::roll_back(world, e)
}

/// Aborts the transaction hanging on a stream. Errors: no such Node, or
/// none hangs on it.
fn abort_transaction(world: &mut World, node: &str) -> Result<(), String> {
    let e = node_entity(world, node)?;
    super::incidents::abort_hanging(world, e)
}

// ---- Zones, regions and research ----

/// Moves a Node to another zone: refused without Multiple zones research,
/// for an invalid zone name, or with no such Node (in that order).
fn set_zone(world: &mut World, node: &str, zone: &str) -> Result<(), String> {
    needs(world, ResearchEffect::MultipleZones)?;
    if !valid_name(zone) {
        return Err(crate::t!("events-refused-zone-name", zone = zone));
    }
    let e = node_entity(world, node)?;
    world.get_mut::<super::Node>(e).expect("node").zone = zone.to_string();
    Ok(())
}

/// Moves a Node to another region: refused without Multiple regions
/// research, for an invalid region name, or with no such Node (in that
/// order).
fn set_region(world: &mut World, node: &str, region: &str) -> Result<(), String> {
    needs(world, ResearchEffect::MultipleRegions)?;
    if !valid_name(region) {
        return Err(crate::t!("events-refused-region-name", region = region));
    }
    let e = node_entity(world, node)?;
    world.get_mut::<super::Node>(e).expect("node").region = region.to_string();
    Ok(())
}

// ---- The console and the Database ----

/// Runs a console line on the sim's log and writes the [`ConsoleReply`]; a
/// group reset that went through moves the board's Workers to the new
/// commits. A refused command returns an empty error: it is not logged and
/// raises no [`ActionRejected`].
fn console_line(world: &mut World, line: &str) -> Result<(), String> {
    let live = live_groups(world);
    let now = world.resource::<SimClock>().now;
    let result = crate::console::parse(line).and_then(|cmd| {
        let mut log = world.resource_mut::<SimLog>();
        crate::console::execute(&mut log, &cmd, now, &live)
    });
    // A Kafka tool's line shows the console's readable form first.
    let readable = crate::console::readable_form(line).map(|r| format!("= {r}\n")).unwrap_or_default();
    let reply = match result {
        Ok(answer) => {
            let log = world.resource::<SimLog>();
            ConsoleReply { line: line.to_string(), text: format!("{readable}{}", answer.to_text(log)), ok: true }
        }
        Err(e) => {
            let names = crate::console::complete::Names::of(world.resource::<SimLog>(), &live);
            let e = crate::console::complete::with_suggestion(line, &e, &names);
            ConsoleReply { line: line.to_string(), text: format!("{readable}error: {e}"), ok: false }
        }
    };
    let ok = reply.ok;
    if ok && let Ok(crate::console::Command::ResetGroup(reset)) = crate::console::parse(line) {
        super::consume::follow_commits(world, &reset.group);
    }
    if ok && let Ok(crate::console::Command::CreateTopic { .. }) = crate::console::parse(line) {
        super::topology::adopt_console_topics(world);
    }
    world.write_message(reply);
    // A refused command changed nothing and is not kept in the log;
    // its error went to the console, not to the Inspector.
    if ok { Ok(()) } else { Err(String::new()) }
}

/// Gives a Database a unique key on the task, or takes it away. Errors: no
/// such Node, or not a Database.
fn set_unique_key(world: &mut World, node: &str, on: bool) -> Result<(), String> {
    let e = node_entity(world, node)?;
    let mut db = world.get_mut::<super::Database>(e).ok_or_else(|| format!("'{node}' is not a Database"))?;
    db.unique_key = on;
    Ok(())
}

/// Buys and places a Node: checks the id, the kind, the links and the money
/// first, so a refusal changes nothing.
fn place(world: &mut World, spec: &NodeSpec, links: &[LinkSpec]) -> Result<(), String> {
    if !valid_name(&spec.id) {
        return Err(crate::t!("events-refused-id", id = spec.id.as_str()));
    }
    if world.resource::<Board>().nodes.contains_key(&spec.id) {
        return Err(crate::t!("events-refused-id-taken", id = spec.id.as_str()));
    }
    let catalog = world.resource::<Catalog>().clone();
    let component = catalog.component(&spec.kind).ok_or_else(|| format!("unknown component '{}'", spec.kind))?;
    if let Some(unlock) = &component.unlock
        && !world.resource::<super::research::Research>().has(&unlock.research)
    {
        return Err(crate::t!(
            "events-refused-needs-research",
            component = crate::locale::data::text(&component.name),
            item = unlock.research.as_str()
        ));
    }
    let kind_of = |world: &World, id: &str| -> Result<String, String> {
        if id == spec.id {
            return Ok(spec.kind.clone());
        }
        let e = node_entity(world, id)?;
        Ok(world.get::<super::Node>(e).expect("node").kind.clone())
    };
    for l in links {
        if l.from != spec.id && l.to != spec.id {
            return Err(crate::t!("events-refused-link-elsewhere", from = l.from.as_str(), to = l.to.as_str()));
        }
        let (fk, tk) = (kind_of(world, &l.from)?, kind_of(world, &l.to)?);
        let (Some(fs), Some(ts)) = (catalog.component(&fk), catalog.component(&tk)) else {
            return Err("unknown component in a link".into());
        };
        if !fs.sends.iter().any(|t| ts.takes.contains(t)) {
            return Err(takes_not(fs, ts));
        }
    }
    if let Some(w) = &spec.worker
        && let Some(id) = &w.group_instance_id
    {
        if !valid_name(id) {
            return Err(crate::t!("events-refused-instance-id", id = id.as_str()));
        }
        super::restarts::instance_id_free(world, &w.group, id)?;
    }
    let cost = world.resource::<super::Ledger>().next_copy_cost(&spec.kind, component);
    let money = world.resource::<super::Ledger>().money;
    if cost > money {
        return Err(crate::t!(
            "events-refused-costs",
            component = crate::locale::data::text(&component.name),
            cost = format!("{cost:.0}"),
            money = format!("{money:.0}")
        ));
    }
    let order = world.resource::<Board>().nodes.len() as u32;
    super::topology::spawn_node(world, spec, order)?;
    super::restarts::join_as_the_group_does(world, &spec.id);
    world.resource_mut::<super::Ledger>().count_copy(&spec.kind, cost);
    super::topology::regroup(world, |world| {
        for l in links {
            let (from, to) = (node_entity(world, &l.from)?, node_entity(world, &l.to)?);
            super::topology::connect(world, from, to);
        }
        Ok(())
    })
}

/// Links two Nodes where the rules allow it: what `from` sends, `to` takes.
fn link(world: &mut World, from: &str, to: &str) -> Result<(), String> {
    let (f, t) = (node_entity(world, from)?, node_entity(world, to)?);
    if f == t {
        return Err(crate::t!("events-refused-link-self"));
    }
    if world.get::<super::Links>(f).is_some_and(|l| l.0.contains(&t)) {
        return Err(crate::t!("events-refused-linked-already", from = from, to = to));
    }
    let catalog = world.resource::<Catalog>();
    let kind = |e: Entity| world.get::<super::Node>(e).map(|n| n.kind.clone()).unwrap_or_default();
    let (Some(fs), Some(ts)) = (catalog.component(&kind(f)), catalog.component(&kind(t))) else {
        return Err("unknown component".into());
    };
    if !fs.sends.iter().any(|x| ts.takes.contains(x)) {
        return Err(takes_not(fs, ts));
    }
    super::topology::regroup(world, |world| super::topology::connect(world, f, t));
    Ok(())
}

/// The refusal of a link whose sender sends nothing the receiver takes, in
/// the player's language: "Worker sends writes, which API does not take
/// (it takes requests)".
fn takes_not(from: &crate::rules::catalog::ComponentSpec, to: &crate::rules::catalog::ComponentSpec) -> String {
    use crate::rules::catalog::Traffic;
    let language = crate::locale::current();
    crate::t!(
        "events-refused-takes",
        from = crate::locale::data::text(&from.name),
        sends = Traffic::words_in(language, &from.sends),
        to = crate::locale::data::text(&to.name),
        takes = Traffic::words_in(language, &to.takes)
    )
}
