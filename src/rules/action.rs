//! The player's actions: every way the player changes the sim, as data.
//! The ui and the view write them as Messages; `sim::actions` applies them
//! and keeps them in its `ActionLog` (what a save replays); a tutorial step
//! waits for one by its kind's name. Their names are derived from the
//! variants, never listed by hand.

use bevy::prelude::Message;
use serde::{Deserialize, Serialize};
use strum::{EnumCount, IntoStaticStr, VariantNames};

use super::incident::IncidentKind;
use super::scenario::{Acks, LinkSpec, NodeSpec, PartitionKey};

/// Something the player did. Each variant's name is its kind: a tutorial
/// step waits for one by name (`&'static str::from(&action)`, strum's
/// `IntoStaticStr`); `PlayerAction::VARIANTS` lists them all (strum's
/// `VariantNames`), in this order.
#[derive(Message, Clone, Debug, PartialEq, Serialize, Deserialize, IntoStaticStr, VariantNames, EnumCount)]
pub enum PlayerAction {
    /// Grow an Event Stream's topic to `partitions` (Kafka never shrinks one).
    SetPartitions {
        /// Node id of the stream.
        node: String,
        /// New partition count.
        partitions: u32,
    },
    /// Route by key or round robin.
    SetPartitionKey {
        /// Node id of the stream.
        node: String,
        /// New mode.
        key: PartitionKey,
    },
    /// Choose where a stream's producers send keyless records: record by
    /// record, or a batch at a time (Kafka's sticky partitioner).
    SetKeyless {
        /// Node id of the stream.
        node: String,
        /// Round robin or sticky.
        keyless: super::consumer::Keyless,
    },
    /// Pause or resume a Worker. A paused member stays in its group and keeps
    /// its partitions, so they are not read (Kafka's `pause()`).
    SetWorkerPaused {
        /// Node id of the Worker.
        node: String,
        /// Paused or not.
        paused: bool,
    },
    /// Stop or start a Worker. Stopping closes its consumer: it commits what
    /// it processed and leaves its group, whose other members take its
    /// partitions; starting it rejoins the group, which reads on from the
    /// committed offsets. A group's offsets may be reset only while it has
    /// no members (every Worker stopped).
    SetWorkerStopped {
        /// Node id of the Worker.
        node: String,
        /// Stopped or running.
        stopped: bool,
    },
    /// Choose a group's assignor (cooperative-sticky needs the research
    /// Cooperative rebalancing). It takes effect at the group's next
    /// rebalance.
    SetAssignor {
        /// Group name.
        group: String,
        /// The assignor.
        assignor: super::consumer::Assignor,
    },
    /// Choose a group's `group.protocol`: `Classic` (client-side assignors,
    /// a rebalance every member rejoins) or `Consumer` (Kafka 4's, KIP-848:
    /// the coordinator assigns, members converge by heartbeats, only what
    /// moves pauses). Refused where a stream the group reads has brokers
    /// without the consumer protocol. Rule: docs/RULES.md#consumer-protocol.
    SetGroupProtocol {
        /// Group name.
        group: String,
        /// The protocol.
        protocol: super::consumer::GroupProtocol,
    },
    /// Choose a group's type: `Consumer` (one Worker per partition at a
    /// time, in order) or `Share` (KIP-932: any number per partition,
    /// records acknowledged one by one). Refused for a group whose Workers
    /// write to a stream (Kafka Streams reads with consumer groups only).
    /// Rule: docs/RULES.md#share-groups.
    SetGroupType {
        /// Group name.
        group: String,
        /// The type.
        group_type: super::consumer::GroupType,
    },
    /// Give a group a dead-letter stream, or take it away (`None`): while
    /// it is a share group, a record archived at its delivery limit is
    /// written there (KIP-1191) instead of dropped. Refused for a Node
    /// that is not an Event Stream, or one the group reads. Rule:
    /// docs/RULES.md#poison-pill.
    SetDeadLetter {
        /// Group name.
        group: String,
        /// The Event Stream Node's id; `None` drops archived records.
        stream: Option<String>,
    },
    /// Choose the coordinator's assignor for a group on the consumer
    /// protocol (`group.remote.assignor`: `Uniform` or `Range`); a new
    /// target assignment follows at once. Rule: docs/RULES.md#consumer-protocol.
    SetRemoteAssignor {
        /// Group name.
        group: String,
        /// The assignor.
        assignor: super::consumer::RemoteAssignor,
    },
    /// Choose a group's `auto.offset.reset`: where its position goes when it
    /// has none or the log no longer holds it.
    SetOffsetReset {
        /// Group name.
        group: String,
        /// Earliest, latest, none or by_duration.
        policy: super::consumer::OffsetReset,
    },
    /// Give every Worker of a group a `group.instance.id` (its Node id), or
    /// take them away: static members keep their partitions through a
    /// restart shorter than the session timeout. Rule:
    /// docs/RULES.md#static-membership.
    SetStaticMembership {
        /// Group name.
        group: String,
        /// Static (true) or dynamic members.
        on: bool,
    },
    /// Restart a group's Workers one after another, as a deploy does: each
    /// commits, is down for the catalog's `sim.restart_seconds`, and comes
    /// back before the next goes. Rule: docs/RULES.md#static-membership.
    RollingRestart {
        /// Group name.
        group: String,
    },
    /// Choose a group's `isolation.level`: `ReadCommitted` reads below the
    /// last stable offset only and skips aborted records. Rule:
    /// docs/RULES.md#transactions.
    SetIsolation {
        /// Group name.
        group: String,
        /// The level.
        isolation: crate::log::Isolation,
    },
    /// Choose a group's `processing.guarantee` (Kafka Streams'): what its
    /// Workers that write to a stream promise about their output. The
    /// group commits what it processed first (a clean restart). Rule:
    /// docs/RULES.md#read-process-write.
    SetProcessingGuarantee {
        /// Group name.
        group: String,
        /// The guarantee.
        guarantee: super::consumer::ProcessingGuarantee,
    },
    /// Set a group's session timeout (Kafka's `session.timeout.ms`), sim
    /// seconds.
    SetSessionTimeout {
        /// Group name.
        group: String,
        /// Seconds, in (0, 86400].
        seconds: f64,
    },
    /// Resize a Node (1 ..= its sizes): capacity and Burn follow.
    SetSize {
        /// Node id.
        node: String,
        /// New size.
        size: u32,
    },
    /// Change a stream's replication factor.
    SetReplicationFactor {
        /// Node id of the stream.
        node: String,
        /// Copies of each partition.
        replication_factor: u32,
    },
    /// Change how many brokers a stream's cluster runs on (at least its
    /// replication factor, at most `limits::MAX_BROKERS`).
    SetBrokers {
        /// Node id of the stream.
        node: String,
        /// Broker count.
        brokers: u32,
    },
    /// Spread a stream's brokers over the scenario's zones, or keep them in
    /// its Node's zone (spreading needs research Multiple zones).
    SetSpreadZones {
        /// Node id of the stream.
        node: String,
        /// Spread them.
        spread: bool,
    },
    /// Cap how fast each broker of a stream copies the replicas a
    /// reassignment is adding, records per second (Kafka's
    /// `follower.replication.throttled.rate` on the reassigned replicas);
    /// `None` lifts it. Rule: docs/RULES.md#reassignment.
    SetReplicationThrottle {
        /// Node id of the stream.
        node: String,
        /// Records per second per broker, above 0; `None`: no throttle.
        records_per_second: Option<f64>,
    },
    /// Change a stream's `min.insync.replicas` (1 ..= its replication factor).
    SetMinInsyncReplicas {
        /// Node id of the stream.
        node: String,
        /// Replicas an `acks=all` append needs in the ISR.
        min_insync_replicas: u32,
    },
    /// Let an out-of-sync replica lead when a partition's whole ISR is gone.
    SetUncleanLeaderElection {
        /// Node id of the stream.
        node: String,
        /// Allow it.
        enabled: bool,
    },
    /// Change a stream's acknowledgement setting.
    SetAcks {
        /// Node id of the stream.
        node: String,
        /// New setting.
        acks: Acks,
    },
    /// Turn a stream's producers' `enable.idempotence` on or off (in effect
    /// with `acks=all` only).
    SetIdempotence {
        /// Node id of the stream.
        node: String,
        /// Idempotent producers.
        enabled: bool,
    },
    /// Set a stream's topic's `cleanup.policy` (`kafka-configs --alter
    /// --add-config cleanup.policy=…`, live). Rule: docs/RULES.md#compaction.
    SetCleanupPolicy {
        /// Node id of the stream.
        node: String,
        /// `Delete`, `Compact` or `CompactDelete`.
        policy: crate::log::CleanupPolicy,
    },
    /// Sandbox: a producer's traffic, live (only where the scenario is a
    /// sandbox): its rate, its distinct keys, their Zipf exponent (none:
    /// uniform) and the share of one hot key (0: none). Its schedule ends.
    SetTraffic {
        /// Node id of the producer.
        node: String,
        /// Messages per sim second, 0 ..= `limits::MAX_RATE`.
        rate: f64,
        /// Distinct keys, 1 ..= `limits::MAX_ENTITIES`.
        entities: u64,
        /// Zipf exponent, in (0, `limits::MAX_ZIPF`]; `None`: uniform.
        zipf: Option<f64>,
        /// The hot key's share of the traffic, 0 ..= 0.95 (its key is the
        /// prefix and `7`, or the producer's first hot key).
        hot_share: f64,
    },
    /// Change a stream's retention (one of the catalog's choices).
    SetRetention {
        /// Node id of the stream.
        node: String,
        /// Retention, sim seconds.
        seconds: f64,
    },
    /// Practice: the stream's broker 0 fails now, with its disk.
    FailBroker {
        /// Node id of the stream.
        node: String,
    },
    /// Practice: a Worker crashes between processing and commit.
    CrashWorker {
        /// Node id of the Worker.
        node: String,
    },
    /// Buy and place a Node, with links to and from Nodes on the board.
    PlaceNode {
        /// The Node, as a scenario would write it.
        spec: Box<NodeSpec>,
        /// Links to make (each end is the new Node or one on the board).
        links: Vec<LinkSpec>,
    },
    /// Sell a Node.
    SellNode {
        /// Node id.
        node: String,
    },
    /// Link two Nodes (only where the rules allow: what one sends, the
    /// other takes).
    Link {
        /// Node id traffic leaves.
        from: String,
        /// Node id traffic reaches.
        to: String,
    },
    /// Remove a link.
    Unlink {
        /// Node id traffic leaves.
        from: String,
        /// Node id traffic reaches.
        to: String,
    },
    /// Give a Database a unique key on the task (or take it away).
    SetUniqueKey {
        /// Node id of the Database.
        node: String,
        /// On or off.
        on: bool,
    },
    /// Move a Node on the board.
    MoveNode {
        /// Node id.
        node: String,
        /// New position, board units.
        at: (f32, f32),
    },
    /// Practice: start an incident from the incident catalog.
    StartIncident {
        /// Kind.
        kind: IncidentKind,
        /// Node id, zone or region.
        target: String,
    },
    /// Replace a Node whose host died: pays for a new host; it comes back cold.
    ReplaceNode {
        /// Node id.
        node: String,
    },
    /// Fail over a Node in a zone or region outage.
    FailOver {
        /// Node id.
        node: String,
    },
    /// Abort the transaction that hangs on a stream (Kafka's
    /// `kafka-transactions.sh abort`, KIP-664): an ABORT marker in each
    /// partition it wrote to. Rule: docs/RULES.md#incident-hanging-transaction.
    AbortTransaction {
        /// Node id of the stream.
        node: String,
    },
    /// Roll a producer back to the schema its consumers can read.
    RollBack {
        /// Node id of the producer.
        node: String,
    },
    /// Upgrade a group's Workers to read every schema written so far.
    UpgradeGroup {
        /// Group name.
        group: String,
    },
    /// Set a group's poll interval (Kafka's `max.poll.interval.ms`), sim seconds.
    SetPollInterval {
        /// Group name.
        group: String,
        /// Seconds.
        seconds: f64,
    },
    /// Salt a stream's keys over this many partitions (1 = none; our addition).
    SetSalt {
        /// Node id of the stream.
        node: String,
        /// Salt buckets.
        salt: u32,
    },
    /// Move a Node to another zone (needs Multiple zones).
    SetZone {
        /// Node id.
        node: String,
        /// Zone name.
        zone: String,
    },
    /// Move a Node to another region (needs Multiple regions).
    SetRegion {
        /// Node id.
        node: String,
        /// Region name.
        region: String,
    },
    /// Buy a research item with ◇.
    Research {
        /// Item name.
        item: String,
    },
    /// A line typed into the in-game console (docs/RULES.md#console).
    Console {
        /// The command line.
        line: String,
    },
}
