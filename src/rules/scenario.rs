//! The scenario file format (`*.scenario.ron`): the board, its Nodes and
//! links, the traffic and the seed. Documented for modders in
//! `scenarios/README.md`.

use std::collections::BTreeSet;

use bevy::asset::Asset;
use bevy::reflect::TypePath;
use serde::{Deserialize, Serialize};

use super::catalog::{Catalog, ComponentSpec, Role};
use super::data::{DataError, parse_ron};
use super::incident::{IncidentKind, TargetKind};
use super::words;
use crate::locale::{Language, data};
use crate::log::partitioner::Partitioner;
use crate::log::{limits, valid_name};

/// A whole scenario.
#[derive(Asset, TypePath, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    /// Title shown in the game.
    pub name: String,
    /// A paragraph for the player.
    #[serde(default)]
    pub description: String,
    /// Seed of the scenario's random generator: the same seed and actions give
    /// the same run, bit for bit.
    #[serde(default = "default_seed")]
    pub seed: u64,
    /// How long the scenario lasts, sim seconds; `None` for endless play.
    #[serde(default)]
    pub duration: Option<f64>,
    /// The Nodes on the board.
    pub nodes: Vec<NodeSpec>,
    /// Arrows between Nodes: traffic flows `from` → `to`.
    #[serde(default)]
    pub links: Vec<LinkSpec>,
    /// Money and research.
    #[serde(default)]
    pub economy: Economy,
    /// The service level and its error budget.
    #[serde(default)]
    pub slo: Slo,
    /// Incidents at set sim times.
    #[serde(default)]
    pub incidents: Vec<IncidentSpec>,
    /// Incidents also strike by chance, at the catalog's rates.
    #[serde(default)]
    pub chance_incidents: bool,
    /// Scored play: a region outage lasts the catalog's scored duration
    /// (60 s) instead of the practice one (180 s).
    #[serde(default)]
    pub scored: bool,
    /// Research owned from the start (names from the catalog).
    #[serde(default)]
    pub research: Vec<String>,
    /// The era it starts in (a name from the catalog); the first when absent.
    /// Producers' rates are written for this era; later eras multiply them.
    #[serde(default)]
    pub era: Option<String>,
    /// What wins it: every goal met. No goals: endless play.
    #[serde(default)]
    pub goals: Vec<Goal>,
    /// Three named criteria the run is scored by, or none
    /// ([`super::stars::Star`]; counted on a win only).
    #[serde(default)]
    pub stars: Vec<super::stars::Star>,
    /// Tutorial steps, in order ([`super::tutorial::Step`]); none for a
    /// scenario that is not a tutorial.
    #[serde(default)]
    pub tutorial: Vec<super::tutorial::Step>,
    /// A sandbox: the producers' Inspectors have live sliders for their
    /// traffic (rate, distinct keys, Zipf exponent, a hot key's share), and
    /// every card's Inspector strikes any incident that fits it in one click.
    #[serde(default)]
    pub sandbox: bool,
    /// The clock runs from the first frame, as in a sandbox. When false (the
    /// default: levels, incidents, exercises) the game opens paused on the
    /// scenario's briefing and nothing runs or is spent until the player
    /// presses Start (or Space). Headless runs are not affected.
    #[serde(default)]
    pub start_running: bool,
    /// Hints said when the player is stuck ([`super::hints::Hint`]),
    /// beside the game's own from the rules.
    #[serde(default)]
    pub hints: Vec<super::hints::Hint>,
    /// Console commands run when it starts (topics, records, groups for a
    /// console exercise), in order.
    #[serde(default)]
    pub console: Vec<String>,
    /// A catalog file to play it with instead of `assets/catalog.ron` (a
    /// mod's own rule numbers), relative to the scenario's folder.
    #[serde(default)]
    pub catalog: Option<String>,
    /// The zones a Node may be moved to (with the research for it), beside
    /// those the board's Nodes are in.
    #[serde(default = "default_zones")]
    pub zones: Vec<String>,
    /// The regions a Node may be moved to, beside those the board's Nodes
    /// are in.
    #[serde(default = "default_regions")]
    pub regions: Vec<String>,
    /// Consumer groups' settings (assignor, `auto.offset.reset`, session
    /// timeout); a group not named here has the catalog's.
    #[serde(default)]
    pub groups: Vec<super::consumer::GroupSpec>,
    /// The text it was read from (to point errors at a line and column).
    #[serde(skip)]
    pub source: Option<std::sync::Arc<str>>,
}

/// One thing a scenario asks of the player.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum Goal {
    /// A group completes this many tasks.
    CompleteTasks {
        /// Group name.
        group: String,
        /// Tasks.
        count: u64,
    },
    /// Earn this much revenue, dollars.
    EarnRevenue(f64),
    /// Own this research item.
    OwnResearch(String),
    /// Reach this era.
    ReachEra(String),
    /// Keep going until this sim time without losing.
    Survive(f64),
    /// Keep every partition's lag of a group at or below `max` from
    /// `from` (sim seconds) to the scenario's end.
    KeepLagBelow {
        /// Group name.
        group: String,
        /// Most lag allowed on any partition.
        max: u64,
        /// From this sim time on.
        from: f64,
    },
    /// Reset a group to the start of its stream and let it read everything
    /// again (a replay after a bug fix).
    Replay {
        /// Group name.
        group: String,
    },
    /// Rebuild a group's lost table: met once the group, after a
    /// `StateStoreLost` incident sent it back to the log start, has read
    /// every partition to the high watermark again.
    /// Rule: docs/RULES.md#incident-state-store-lost.
    Rebuild {
        /// Group name.
        group: String,
    },
    /// Deploy a new version of a group's Workers: a rolling restart of the
    /// group (the player's Rolling restart, in the group's Inspector) has
    /// restarted every running Worker and the last is back. Rule:
    /// docs/RULES.md#static-membership.
    Deploy {
        /// Group name.
        group: String,
    },
    /// A console goal: this record is in the log.
    Record {
        /// Topic.
        topic: String,
        /// Partition.
        partition: u32,
        /// Offset.
        offset: u64,
        /// Its key, if the goal asks for one.
        #[serde(default)]
        key: Option<String>,
        /// Text its value must contain, if the goal asks for some.
        #[serde(default)]
        value_contains: Option<String>,
    },
    /// A console goal: a group's committed positions on a topic are all at
    /// the log start, or all at the end.
    GroupAt {
        /// Group.
        group: String,
        /// Topic.
        topic: String,
        /// Where.
        at: GroupEnd,
    },
    /// A console goal: a group has been handed at least this many records
    /// of a topic (re-reads count again).
    Read {
        /// Group.
        group: String,
        /// Topic.
        topic: String,
        /// Records, at least.
        at_least: u64,
    },
    /// A console goal: a snapshot kept in a compacted topic. `topic`'s
    /// `cleanup.policy` compacts, and the latest record of `key` there
    /// holds `value_contains` (an older record of the key is what the
    /// cleaner removes). Rules: seed 002, docs/RULES.md#compaction.
    Snapshot {
        /// The compacted topic.
        topic: String,
        /// The key.
        key: String,
        /// Text its latest record's value must contain.
        value_contains: String,
    },
    /// A console goal: a member of a group reads exactly these partitions.
    Member {
        /// Group.
        group: String,
        /// Member name.
        member: String,
        /// Topic (for the partition count).
        topic: String,
        /// The partitions it must read.
        partitions: Vec<u32>,
    },
}

/// One end of a log.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GroupEnd {
    /// The log start of each partition.
    Start,
    /// The end of each partition.
    End,
}

impl Goal {
    /// The goal in words, for the player, in the player's language.
    pub fn describe(&self) -> String {
        self.describe_in(crate::locale::current())
    }

    /// The goal in words in `language` (a run's report keeps English).
    pub fn describe_in(&self, language: Language) -> String {
        let l = language;
        match self {
            Goal::CompleteTasks { group, count } => {
                words::t!("rules-goal-complete-tasks" in l, group = group.as_str(), count = *count)
            }
            Goal::EarnRevenue(v) => words::t!("rules-goal-earn" in l, amount = format!("{v:.0}")),
            Goal::OwnResearch(r) => words::t!("rules-goal-research" in l, item = data::text_in(l, r)),
            Goal::ReachEra(e) => words::t!("rules-goal-era" in l, era = data::text_in(l, e)),
            Goal::Survive(t) => words::t!("rules-goal-survive" in l, seconds = format!("{t:.0}")),
            Goal::KeepLagBelow { group, max, from } => words::t!(
                "rules-goal-keep-lag" in l,
                group = group.as_str(),
                max = max.to_string(),
                from = format!("{from:.0}")
            ),
            Goal::Replay { group } => words::t!("rules-goal-replay" in l, group = group.as_str()),
            Goal::Rebuild { group } => words::t!("rules-goal-rebuild" in l, group = group.as_str()),
            Goal::Deploy { group } => words::t!("rules-goal-deploy" in l, group = group.as_str()),
            Goal::Record { topic, partition, offset, key, value_contains } => {
                let what = match (key, value_contains) {
                    (Some(_), Some(_)) => "both",
                    (Some(_), None) => "key",
                    (None, Some(_)) => "value",
                    (None, None) => "plain",
                };
                words::t!(
                    "rules-goal-record" in l,
                    what = what,
                    topic = topic.as_str(),
                    partition = partition.to_string(),
                    offset = offset.to_string(),
                    key = key.clone().unwrap_or_default(),
                    value = value_contains.clone().unwrap_or_default()
                )
            }
            Goal::GroupAt { group, topic, at } => words::t!(
                "rules-goal-group-at" in l,
                group = group.as_str(),
                topic = topic.as_str(),
                at = if *at == GroupEnd::Start { "start" } else { "end" }
            ),
            Goal::Read { group, topic, at_least } => {
                words::t!("rules-goal-read" in l, group = group.as_str(), topic = topic.as_str(), count = *at_least)
            }
            Goal::Snapshot { topic, key, value_contains } => words::t!(
                "rules-goal-snapshot" in l,
                topic = topic.as_str(),
                key = key.as_str(),
                value = value_contains.as_str()
            ),
            Goal::Member { group, member, topic, partitions } => {
                let ps: Vec<String> = partitions.iter().map(|p| format!("p{p}")).collect();
                words::t!(
                    "rules-goal-member" in l,
                    member = member.as_str(),
                    group = group.as_str(),
                    partitions = ps.join(", "),
                    topic = topic.as_str()
                )
            }
        }
    }
}

/// Money and research (◇). Rule: docs/RULES.md#money.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Economy {
    /// Money at the start, dollars.
    pub start_money: f64,
    /// Money earned for each task a group completes, dollars.
    pub revenue_per_task: f64,
    /// Research points (◇) at the start.
    pub start_research: f64,
    /// ◇ earned for each task a group completes.
    pub research_per_task: f64,
}

impl Default for Economy {
    fn default() -> Economy {
        Economy { start_money: 5000.0, revenue_per_task: 0.05, start_research: 0.0, research_per_task: 0.01 }
    }
}

/// The service level objective: the share of events that must come through
/// well. The error budget is what is left: `(1 − target)` of the events
/// offered so far (at least of `min_events`). Lost, stale, stranded,
/// duplicate and throttled events spend it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Slo {
    /// Target share of good outcomes, 0 ..= 1 (0.999 = "three nines").
    pub target: f64,
    /// The budget is never counted on fewer expected outcomes than this.
    pub min_events: u64,
    /// An exhausted budget ends the scenario as lost.
    pub lose_when_exhausted: bool,
    /// The window the budget covers, sim seconds: absent, the scenario's
    /// duration (or, for an endless one, an hour, and then only the bad
    /// outcomes of the last hour count).
    pub window: Option<f64>,
    /// The burn rate is the bad outcomes per second over this many sim
    /// seconds.
    pub burn_window: f64,
}

impl Default for Slo {
    fn default() -> Slo {
        Slo { target: 0.999, min_events: 1_000, lose_when_exhausted: false, window: None, burn_window: 10.0 }
    }
}

/// The window of an endless scenario's error budget, sim seconds.
pub const ENDLESS_WINDOW: f64 = 3600.0;

/// An incident at a set sim time.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct IncidentSpec {
    /// When, sim seconds from the start.
    pub at: f64,
    /// What happens.
    pub kind: IncidentKind,
    /// What it strikes: a Node id, or a zone or region name (ZoneOutage,
    /// RegionOutage).
    pub target: String,
    /// How long it lasts, sim seconds; the catalog's for the kind when absent.
    #[serde(default)]
    pub duration: Option<f64>,
    /// HotKey: the key that takes over (default: the catalog's).
    #[serde(default)]
    pub key: Option<String>,
    /// HotKey: its share of the traffic, 0 ..= 1 (default: the catalog's).
    #[serde(default)]
    pub share: Option<f64>,
    /// Strikes again every this many sim seconds (at least
    /// [`limits::MIN_INCIDENT_EVERY`]); once when absent.
    #[serde(default)]
    pub every: Option<f64>,
    /// BrokerFailure, BrokerRestart: which of the stream's brokers (0, 1,
    /// …; broker 0 when absent).
    #[serde(default)]
    pub broker: Option<u32>,
}

fn default_seed() -> u64 {
    1
}

fn default_size() -> u32 {
    1
}

/// One placed component.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NodeSpec {
    /// Unique id, used by links and actions (`"orders"`, `"billing-1"`).
    pub id: String,
    /// Component code from the catalog (`"api"`, `"log"`, `"worker"`).
    pub kind: String,
    /// Name on the card; the id when absent.
    #[serde(default)]
    pub name: Option<String>,
    /// Board position `(x, y)`, board units (y up).
    pub at: (f32, f32),
    /// Size step, 1 ..= the component's `sizes`.
    #[serde(default = "default_size")]
    pub size: u32,
    /// Traffic settings, for a producer.
    #[serde(default)]
    pub producer: Option<ProducerSpec>,
    /// Log settings, for an Event Stream.
    #[serde(default)]
    pub stream: Option<StreamSpec>,
    /// Group membership, for a Worker.
    #[serde(default)]
    pub worker: Option<WorkerSpec>,
    /// Options of a Database.
    #[serde(default)]
    pub database: Option<DatabaseSpec>,
    /// Availability zone (a zone outage takes every Node in it).
    #[serde(default = "default_zone")]
    pub zone: String,
    /// Region (a region outage takes every Node in it).
    #[serde(default = "default_region")]
    pub region: String,
}

/// The zone a Node is in when the scenario does not say.
pub fn default_zone() -> String {
    "zone-a".into()
}

/// The region a Node is in when the scenario does not say.
pub fn default_region() -> String {
    "region-1".into()
}

/// The zones a scenario offers when it does not say.
pub fn default_zones() -> Vec<String> {
    ["zone-a", "zone-b", "zone-c"].map(String::from).to_vec()
}

/// The regions a scenario offers when it does not say.
pub fn default_regions() -> Vec<String> {
    ["region-1", "region-2"].map(String::from).to_vec()
}

impl NodeSpec {
    /// The card's name.
    pub fn display_name(&self) -> &str {
        self.name.as_deref().unwrap_or(&self.id)
    }
}

/// A producer's traffic.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ProducerSpec {
    /// Messages produced per sim second (at the start, in the scenario's
    /// era; later eras multiply it).
    pub rate: f64,
    /// Which entity each message is about (its key).
    pub keys: KeySpec,
    /// Traffic over time: from each step's `at` on, the producer sends
    /// that step's `rate` instead (steps in time order; empty: `rate`
    /// throughout).
    #[serde(default)]
    pub schedule: Vec<RateStep>,
    /// The share of its messages, 0 to below 1, that are tombstones: a key
    /// with no value, "delete this entity" (a product taken off the
    /// catalogue). On a compacted stream the cleaner keeps a deleted key's
    /// tombstone for the stream's `delete_retention_seconds`, then the key
    /// is gone from the log, as deleted, not lost. 0 when absent.
    /// Rule: docs/RULES.md#compaction.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub tombstones: f64,
}

impl ProducerSpec {
    /// Events it sends from 0 to `t` sim seconds: its rate, then each
    /// schedule step's from the step's time on.
    pub fn events_by(&self, t: f64) -> f64 {
        let mut total = 0.0;
        let (mut from, mut rate) = (0.0, self.rate);
        for step in self.schedule.iter().filter(|s| s.at < t) {
            total += rate * (step.at - from).max(0.0);
            (from, rate) = (step.at.max(from), step.rate);
        }
        total + rate * (t - from).max(0.0)
    }
}

/// Whether a share is 0 (a field left out of a save when it is).
fn is_zero(x: &f64) -> bool {
    *x == 0.0
}

/// A change of a producer's rate at a sim time.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RateStep {
    /// From this sim time on, sim seconds.
    pub at: f64,
    /// Messages per sim second.
    pub rate: f64,
}

/// The keys a producer's messages carry: one entity out of `entities`
/// (`prefix` + number, e.g. `order-61`), some of them hot.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct KeySpec {
    /// Text before the entity number.
    pub prefix: String,
    /// How many distinct entities there are (≥ 1).
    pub entities: u64,
    /// Keys that take a fixed share of the traffic.
    #[serde(default)]
    pub hot: Vec<HotKey>,
    /// How many entities (ids 0, 1, …) the sim follows update by update to
    /// see the order consumers apply them in (stale results); the hot keys
    /// are always followed.
    #[serde(default = "default_tracked")]
    pub tracked: u32,
    /// Zipf exponent `s` (0 < s ≤ 5): entity `i` (counting from 0) is drawn
    /// with weight `1 / (i + 1)^s`, so a few keys carry most of the traffic,
    /// as real customers and products do. Absent: every entity alike.
    #[serde(default)]
    pub zipf: Option<f64>,
}

fn default_tracked() -> u32 {
    32
}

/// One hot key.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HotKey {
    /// The key, e.g. `"customer-7"`.
    pub key: String,
    /// Fraction of all traffic, 0 ..= 1.
    pub share: f64,
}

/// Whether the stream routes by the message key or round robin.
/// Rule: docs/RULES.md#partition-key.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PartitionKey {
    /// Hash of the key: one entity's events stay in one partition, in order.
    #[default]
    Key,
    /// Spread evenly, ignoring the key: order between events is lost.
    RoundRobin,
}

/// Producer acknowledgement setting. Rule: docs/RULES.md#acks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Acks {
    /// `acks=0`: waits for nothing.
    Zero,
    /// `acks=1`: waits for the partition leader.
    #[default]
    One,
    /// `acks=all`: waits for every in-sync replica.
    All,
}

impl Acks {
    /// Kafka's spelling: `0`, `1`, `all`.
    pub fn label(self) -> &'static str {
        match self {
            Acks::Zero => "0",
            Acks::One => "1",
            Acks::All => "all",
        }
    }
    /// What an append waits for, milliseconds, beyond the stream's
    /// overhead: `0` nothing; `1` the leader's write (`ack_wait_ms`); `all`
    /// the leader's write and then the slowest in-sync follower's fetch
    /// round trip (`slowest_follower_ms`: `None` while the leader is alone
    /// in the ISR, so `all` waits as `1` does). A maximum over the ISR, not
    /// a sum over the replication factor: the followers fetch at once.
    /// Rule: docs/RULES.md#append-wait.
    pub fn wait_ms(self, ack_wait_ms: f64, slowest_follower_ms: Option<f64>) -> f64 {
        match self {
            Acks::Zero => 0.0,
            Acks::One => ack_wait_ms,
            Acks::All => ack_wait_ms + slowest_follower_ms.unwrap_or(0.0),
        }
    }
}

fn yes() -> bool {
    true
}

/// An Event Stream's options.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StreamSpec {
    /// Topic name; the Node id when absent.
    #[serde(default)]
    pub topic: Option<String>,
    /// Partition count; the catalog's default when absent.
    #[serde(default)]
    pub partitions: Option<u32>,
    /// Key or round robin.
    #[serde(default)]
    pub partition_key: PartitionKey,
    /// Key hash: the teaching sum (`CharSum`) or Kafka's `Murmur2`.
    #[serde(default)]
    pub partitioner: Partitioner,
    /// Copies of every partition (1 = leader only).
    #[serde(default = "default_size")]
    pub replication_factor: u32,
    /// Acknowledgement setting.
    #[serde(default)]
    pub acks: Acks,
    /// Its producers' `enable.idempotence` (Kafka's default since 3.0): a
    /// producer id and a sequence number per partition let the leader keep
    /// one copy of a retried batch, in order. It needs `acks: All`; with
    /// `Zero` or `One` the producers run without it, as Kafka's do when it
    /// is left unset. Rule: docs/RULES.md#idempotence.
    #[serde(default = "yes")]
    pub enable_idempotence: bool,
    /// Retention window, sim seconds: one of the catalog's choices; the
    /// first choice when absent.
    #[serde(default)]
    pub retention: Option<f64>,
    /// Where its producers send records without a key: record by record
    /// (`RoundRobin`) or a batch at a time (`Sticky`, Kafka since 2.4).
    #[serde(default)]
    pub keyless: super::consumer::Keyless,
    /// Brokers its cluster runs on, at least the replication factor; as
    /// many as the replication factor when absent. Rule: docs/RULES.md#brokers.
    #[serde(default)]
    pub brokers: Option<u32>,
    /// Its brokers are spread over the scenario's zones, starting with the
    /// Node's (research Multiple zones when the player sets it); all in the
    /// Node's zone when false. Replicas are placed rack-aware either way.
    #[serde(default)]
    pub spread_zones: bool,
    /// A reassignment's new replicas copy at most this many records a
    /// second on each broker (Kafka's `follower.replication.throttled.rate`);
    /// no throttle when absent. Rule: docs/RULES.md#reassignment.
    #[serde(default)]
    pub replication_throttle: Option<f64>,
    /// With `acks=all`, an append needs at least this many replicas in the
    /// ISR, else it is refused (Kafka's `min.insync.replicas`, default 1).
    #[serde(default = "default_size")]
    pub min_insync_replicas: u32,
    /// A partition whose whole ISR is gone may be led by an out-of-sync
    /// replica, losing what it lacked (Kafka's
    /// `unclean.leader.election.enable`, off).
    #[serde(default)]
    pub unclean_leader_election: bool,
    /// Its topic's `cleanup.policy`: `Delete` (Kafka's default: retention
    /// deletes old segments), `Compact` (the cleaner keeps the latest record
    /// of each key; retention deletes nothing) or `CompactDelete` (both).
    /// Rule: docs/RULES.md#compaction.
    #[serde(default)]
    pub cleanup_policy: crate::log::CleanupPolicy,
    /// Its topic's `min.compaction.lag.ms`, sim seconds: the cleaner leaves
    /// a record younger than this. The catalog's
    /// `min_compaction_lag_seconds` when absent. Rule: docs/RULES.md#compaction.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub min_compaction_lag_seconds: Option<f64>,
    /// Its topic's `delete.retention.ms`, sim seconds: how long the cleaner
    /// keeps a tombstone that is its key's latest record. A day (Kafka's
    /// default) when absent. Rule: docs/RULES.md#compaction.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub delete_retention_seconds: Option<f64>,
    /// How often its producers and groups refresh their view of its
    /// partitions, sim seconds (their `metadata.max.age.ms`). The catalog's
    /// `metadata_max_age_seconds` (5 minutes) when absent. Rule:
    /// docs/RULES.md#partition-expansion.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub metadata_max_age_seconds: Option<f64>,
    /// The rebalance protocols its brokers offer consumer groups (Kafka's
    /// `group.coordinator.rebalance.protocols`): both, `[Classic,
    /// Consumer]`, when absent; `[Classic]` for an engine without Kafka 4's
    /// consumer protocol (KIP-848), where a group asking for it is refused.
    /// It must hold `Classic`. Rule: docs/RULES.md#consumer-protocol.
    #[serde(default = "both_protocols", skip_serializing_if = "is_both_protocols")]
    pub rebalance_protocols: Vec<super::consumer::GroupProtocol>,
}

/// Both rebalance protocols: a stream's brokers' default.
fn both_protocols() -> Vec<super::consumer::GroupProtocol> {
    super::consumer::GroupProtocol::ALL.to_vec()
}

/// True when `protocols` is the default, both.
fn is_both_protocols(protocols: &[super::consumer::GroupProtocol]) -> bool {
    protocols == super::consumer::GroupProtocol::ALL
}

/// The sim seconds a `metadata.max.age` may be, in words: 1 s to a day.
pub const METADATA_MAX_AGE_RANGE: &str = "must be between 1 and 86,400 sim seconds";

/// Whether `seconds` is a `metadata.max.age` a catalog or a stream may set
/// (1 s to a day, [`METADATA_MAX_AGE_RANGE`]).
pub fn metadata_max_age_ok(seconds: f64) -> bool {
    seconds.is_finite() && (1.0..=86_400.0).contains(&seconds)
}

impl Default for StreamSpec {
    /// Every field as a file that gives none: one replica on one broker,
    /// `acks=1`, idempotence on (in effect with `acks: All`),
    /// `min_insync_replicas` 1, the catalog's partitions and retention.
    fn default() -> StreamSpec {
        StreamSpec {
            topic: None,
            partitions: None,
            partition_key: PartitionKey::default(),
            partitioner: Partitioner::default(),
            replication_factor: 1,
            acks: Acks::default(),
            enable_idempotence: true,
            retention: None,
            keyless: super::consumer::Keyless::default(),
            brokers: None,
            spread_zones: false,
            replication_throttle: None,
            min_insync_replicas: 1,
            unclean_leader_election: false,
            cleanup_policy: crate::log::CleanupPolicy::Delete,
            min_compaction_lag_seconds: None,
            delete_retention_seconds: None,
            metadata_max_age_seconds: None,
            rebalance_protocols: both_protocols(),
        }
    }
}

/// A Database's options.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DatabaseSpec {
    /// A unique key on the task's id: a second write of the same task is
    /// refused (`ON CONFLICT DO NOTHING`), which makes the Workers that
    /// write here idempotent.
    #[serde(default)]
    pub unique_key: bool,
}

/// A Worker's group.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WorkerSpec {
    /// Consumer group it joins (`"billing"`).
    pub group: String,
    /// Its speed as a share of the catalog's rate (0.5 = a slow Worker).
    #[serde(default = "default_speed")]
    pub speed: f64,
    /// Whether applying the same event twice changes nothing (a unique key
    /// in the Database). A Worker that is not idempotent makes a duplicate
    /// side effect for each event it gets again.
    #[serde(default)]
    pub idempotent: bool,
    /// Its consumer's `group.instance.id` (static membership, KIP-345): a
    /// name unique in its group; a restart within the session timeout then
    /// moves no partition. Absent: a dynamic member. Rule:
    /// docs/RULES.md#static-membership.
    #[serde(default)]
    pub group_instance_id: Option<String>,
}

fn default_speed() -> f64 {
    1.0
}

/// An arrow on the board.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LinkSpec {
    /// Node id traffic leaves.
    pub from: String,
    /// Node id traffic reaches.
    pub to: String,
}

impl Scenario {
    /// The error budget's window, sim seconds: `slo.window`, else the
    /// duration, else [`ENDLESS_WINDOW`].
    pub fn budget_window(&self) -> f64 {
        self.slo.window.or(self.duration).unwrap_or(ENDLESS_WINDOW)
    }

    /// Outcomes the scenario expects over `window` sim seconds at its
    /// start era: every producer's scheduled rate, integrated, times the
    /// consumer groups its Workers form (at least one). An outcome is one
    /// event reaching one group, the unit the error budget counts in.
    pub fn expected_outcomes(&self, window: f64) -> f64 {
        let groups: BTreeSet<&str> =
            self.nodes.iter().filter_map(|n| n.worker.as_ref()).map(|w| w.group.as_str()).collect();
        let events: f64 = self.nodes.iter().filter_map(|n| n.producer.as_ref()).map(|p| p.events_by(window)).sum();
        events * groups.len().max(1) as f64
    }

    /// Parses and validates scenario text against a catalog. `file` names
    /// the file in errors.
    ///
    /// Errors: RON syntax, unknown fields and wrong types (file, line,
    /// column, field path); rule violations (file and field path): unknown
    /// component kinds, duplicate ids, links to missing Nodes or that the
    /// rules forbid, out-of-range numbers, NaN.
    pub fn parse(text: &str, file: &str, catalog: &Catalog) -> Result<Scenario, DataError> {
        let scenario = Scenario::parse_unchecked(text, file)?;
        scenario.validate(file, catalog)?;
        Ok(scenario)
    }

    /// Parses without a catalog (syntax and types only).
    pub fn parse_unchecked(text: &str, file: &str) -> Result<Scenario, DataError> {
        if text.len() > limits::MAX_FILE_BYTES {
            return Err(DataError::io(file, format!("the file is larger than {} bytes", limits::MAX_FILE_BYTES)));
        }
        let mut scenario: Scenario = parse_ron(text, file)?;
        scenario.source = Some(std::sync::Arc::from(text));
        Ok(scenario)
    }

    /// Checks the rules a parsed scenario must keep. Errors carry the line
    /// and column of the field when the source text is known.
    pub fn validate(&self, file: &str, catalog: &Catalog) -> Result<(), DataError> {
        self.check(file, catalog).and_then(|()| self.check_console(file, catalog)).map_err(|e| match &self.source {
            Some(text) => e.at_field_in(text),
            None => e,
        })
    }

    /// Runs a scenario's console setup on a scratch log that holds the board's
    /// topics, so a command that fails refuses the scenario before anything
    /// running is touched.
    ///
    /// Errors: the first command that does not parse or fails, at
    /// `console[i]` with its line and column.
    fn check_console(&self, file: &str, catalog: &Catalog) -> Result<(), DataError> {
        let scenario = self;
        if scenario.console.is_empty() {
            return Ok(());
        }
        let mut scratch = crate::log::Cluster::default();
        for n in &scenario.nodes {
            let (Some(s), Some(Role::Stream(rules))) = (&n.stream, catalog.component(&n.kind).map(|c| &c.role)) else {
                continue;
            };
            let name = s.topic.clone().unwrap_or_else(|| n.id.clone());
            let _ = scratch.create_topic(&name, s.partitions.unwrap_or(rules.default_partitions), s.partitioner);
        }
        let mut live = crate::console::LiveGroups::default();
        for n in &scenario.nodes {
            if let Some(w) = &n.worker {
                live.groups.entry(w.group.clone()).or_insert_with(|| (Vec::new(), false)).0.push(n.id.clone());
            }
        }
        for (i, line) in scenario.console.iter().enumerate() {
            let result =
                crate::console::parse(line).and_then(|cmd| crate::console::execute(&mut scratch, &cmd, 0.0, &live));
            if let Err(e) = result {
                let e = DataError::invalid(file, format!("console[{i}]"), &format!("'{line}': {e}"));
                return Err(e);
            }
        }
        Ok(())
    }

    /// Checks the scenario section by section against the rules, in file
    /// order; the first rule broken is the error.
    fn check(&self, file: &str, catalog: &Catalog) -> Result<(), DataError> {
        self.check_sizes(file)?;
        self.check_economy(file)?;
        self.check_incidents(file, catalog)?;
        self.check_console_lines(file)?;
        self.check_goals_and_era(file, catalog)?;
        super::stars::check_stars(&self.stars, file)?;
        self.check_places(file)?;
        self.check_research(file, catalog)?;
        self.check_nodes(file, catalog)?;
        self.check_links(file, catalog)?;
        self.check_groups(file)?;
        let ids: Vec<&str> = self.nodes.iter().map(|n| n.id.as_str()).collect();
        super::tutorial::check(&self.tutorial, &ids, catalog.sim.speeds.len(), file)?;
        super::hints::check(&self.hints, self, catalog, file)
    }

    /// The groups' settings: each names a group some Worker is in, once,
    /// with a session timeout in (0, 86400] sim seconds.
    fn check_groups(&self, file: &str) -> Result<(), DataError> {
        let bad = rule_broken(file);
        let known: BTreeSet<&str> =
            self.nodes.iter().filter_map(|n| n.worker.as_ref()).map(|w| w.group.as_str()).collect();
        for (i, g) in self.groups.iter().enumerate() {
            if !known.contains(g.name.as_str()) {
                return bad(format!("groups[{i}].name"), format!("no Worker is in group '{}'", g.name));
            }
            if self.groups[..i].iter().any(|o| o.name == g.name) {
                return bad(format!("groups[{i}].name"), format!("group '{}' is set twice", g.name));
            }
            if let Some(t) = g.session_timeout
                && !(t.is_finite() && t > 0.0 && t <= super::consumer::MAX_SESSION_TIMEOUT)
            {
                return bad(format!("groups[{i}].session_timeout"), format!("{t} must be in (0, 86400] sim seconds"));
            }
            if let Some(age) = g.metadata_max_age_seconds
                && !metadata_max_age_ok(age)
            {
                return bad(format!("groups[{i}].metadata_max_age_seconds"), METADATA_MAX_AGE_RANGE.into());
            }
            if g.group_type == Some(super::consumer::GroupType::Share)
                && let Some(w) = self.stream_writer_in(&g.name)
            {
                return bad(
                    format!("groups[{i}].group_type"),
                    format!(
                        "'{w}' of group '{}' writes to a stream (read-process-write): Kafka Streams reads with a consumer group only",
                        g.name
                    ),
                );
            }
            if let Some(d) = &g.dead_letter
                && let Err(why) = self.dead_letter_ok(&g.name, d)
            {
                return bad(format!("groups[{i}].dead_letter"), why);
            }
            if let Some(n) = g.delivery_count_limit
                && !(2..=10).contains(&n)
            {
                return bad(format!("groups[{i}].delivery_count_limit"), format!("{n} must be between 2 and 10"));
            }
            if let Some(t) = g.record_lock_seconds
                && !(t.is_finite() && (1.0..=3600.0).contains(&t))
            {
                return bad(
                    format!("groups[{i}].record_lock_seconds"),
                    format!("{t} must be between 1 and 3,600 sim seconds"),
                );
            }
            if g.protocol == Some(super::consumer::GroupProtocol::Consumer)
                && let Some(stream) = self.classic_only_stream_of(&g.name)
            {
                return bad(
                    format!("groups[{i}].protocol"),
                    format!(
                        "group '{}' reads stream '{stream}', whose brokers offer the classic protocol only (its rebalance_protocols)",
                        g.name
                    ),
                );
            }
        }
        Ok(())
    }

    /// A Worker of `group` linked to a stream (it writes records there), if
    /// any.
    fn stream_writer_in(&self, group: &str) -> Option<&str> {
        let is_stream = |id: &str| self.nodes.iter().any(|n| n.id == id && n.stream.is_some());
        self.nodes
            .iter()
            .filter(|n| n.worker.as_ref().is_some_and(|w| w.group == group))
            .find(|n| self.links.iter().any(|l| l.from == n.id && is_stream(&l.to)))
            .map(|n| n.id.as_str())
    }

    /// Whether Node `stream` can be `group`'s dead-letter stream: an Event
    /// Stream the group does not read. Errors: why not, in words.
    fn dead_letter_ok(&self, group: &str, stream: &str) -> Result<(), String> {
        if !self.nodes.iter().any(|n| n.id == stream && n.stream.is_some()) {
            return Err(format!("'{stream}' is not an Event Stream on the board"));
        }
        let in_group =
            |id: &str| self.nodes.iter().any(|n| n.id == id && n.worker.as_ref().is_some_and(|w| w.group == group));
        if self.links.iter().any(|l| l.from == stream && in_group(&l.to)) {
            return Err(format!("group '{group}' reads '{stream}': its dead letters go to another stream"));
        }
        Ok(())
    }

    /// A stream a Worker of `group` reads whose brokers lack the consumer
    /// protocol (`rebalance_protocols` without `Consumer`), if any.
    fn classic_only_stream_of(&self, group: &str) -> Option<&str> {
        let in_group =
            |id: &str| self.nodes.iter().any(|n| n.id == id && n.worker.as_ref().is_some_and(|w| w.group == group));
        let classic_only = |id: &str| {
            self.nodes.iter().any(|n| {
                n.id == id
                    && n.stream
                        .as_ref()
                        .is_some_and(|s| !s.rebalance_protocols.contains(&super::consumer::GroupProtocol::Consumer))
            })
        };
        self.links.iter().find(|l| in_group(&l.to) && classic_only(&l.from)).map(|l| l.from.as_str())
    }

    /// How many Nodes and links, and the duration.
    fn check_sizes(&self, file: &str) -> Result<(), DataError> {
        let bad = rule_broken(file);
        if self.nodes.len() > limits::MAX_NODES {
            return bad("nodes".into(), format!("at most {} Nodes", limits::MAX_NODES));
        }
        if self.links.len() > limits::MAX_LINKS {
            return bad("links".into(), format!("at most {} links", limits::MAX_LINKS));
        }
        if let Some(d) = self.duration
            && !(d.is_finite() && d > 0.0 && d <= limits::MAX_DURATION)
        {
            return bad("duration".into(), format!("must be between 0 and {} sim seconds", limits::MAX_DURATION));
        }
        Ok(())
    }

    /// The economy's numbers and the SLO target.
    fn check_economy(&self, file: &str) -> Result<(), DataError> {
        let bad = rule_broken(file);
        let e = &self.economy;
        for (name, v) in [
            ("start_money", e.start_money),
            ("revenue_per_task", e.revenue_per_task),
            ("start_research", e.start_research),
            ("research_per_task", e.research_per_task),
        ] {
            if !(v.is_finite() && v.abs() <= 1e15) {
                return bad(format!("economy.{name}"), "must be a finite number".into());
            }
        }
        if !(self.slo.target.is_finite() && (0.0..=1.0).contains(&self.slo.target)) {
            return bad("slo.target".into(), "must be between 0 and 1".into());
        }
        if let Some(w) = self.slo.window
            && !(w.is_finite() && w > 0.0 && w <= limits::MAX_DURATION)
        {
            return bad("slo.window".into(), "must be a positive sim time within a year".into());
        }
        let b = self.slo.burn_window;
        if !(b.is_finite() && (1.0..=limits::MAX_DURATION).contains(&b)) {
            return bad("slo.burn_window".into(), "must be between 1 sim second and a year".into());
        }
        Ok(())
    }

    /// How many incidents, then each one.
    fn check_incidents(&self, file: &str, catalog: &Catalog) -> Result<(), DataError> {
        let bad = rule_broken(file);
        if self.incidents.len() > limits::MAX_INCIDENTS {
            return bad("incidents".into(), format!("at most {} incidents", limits::MAX_INCIDENTS));
        }
        for (i, inc) in self.incidents.iter().enumerate() {
            self.check_incident(file, catalog, i, inc)?;
        }
        Ok(())
    }

    /// One incident (`incidents[i]`): its times and numbers, then its target.
    fn check_incident(&self, file: &str, catalog: &Catalog, i: usize, inc: &IncidentSpec) -> Result<(), DataError> {
        let bad = rule_broken(file);
        let at = |f: &str| format!("incidents[{i}].{f}");
        if !(inc.at.is_finite() && (0.0..=limits::MAX_DURATION).contains(&inc.at)) {
            return bad(at("at"), "must be a sim time within a year".into());
        }
        if let Some(d) = inc.duration
            && !(d.is_finite() && d > 0.0 && d <= limits::MAX_DURATION)
        {
            return bad(at("duration"), "must be a positive sim time within a year".into());
        }
        if let Some(sh) = inc.share
            && !(sh.is_finite() && sh > 0.0 && sh <= 1.0)
        {
            return bad(at("share"), "must be in (0, 1]".into());
        }
        if let Some(e) = inc.every
            && !(e.is_finite() && (limits::MIN_INCIDENT_EVERY..=limits::MAX_DURATION).contains(&e))
        {
            return bad(at("every"), format!("must be between {} sim seconds and a year", limits::MIN_INCIDENT_EVERY));
        }
        if let Some(k) = &inc.key
            && (k.is_empty() || k.chars().count() > limits::MAX_NAME || k.chars().any(char::is_control))
        {
            return bad(at("key"), "must be 1–64 printable characters".into());
        }
        self.check_incident_target(file, catalog, i, inc)
    }

    /// What an incident strikes: a zone or region some Node is in, or a Node
    /// of a kind the incident can strike.
    fn check_incident_target(
        &self,
        file: &str,
        catalog: &Catalog,
        i: usize,
        inc: &IncidentSpec,
    ) -> Result<(), DataError> {
        let bad = rule_broken(file);
        let at = |f: &str| format!("incidents[{i}].{f}");
        match inc.kind.target_kind() {
            TargetKind::Zone => {
                let spread = self.zones.contains(&inc.target)
                    && self.nodes.iter().any(|n| n.stream.as_ref().is_some_and(|s| s.spread_zones));
                if !spread && !self.nodes.iter().any(|n| n.zone == inc.target) {
                    return bad(at("target"), format!("no Node or broker is in zone '{}'", inc.target));
                }
            }
            TargetKind::Region => {
                if !self.nodes.iter().any(|n| n.region == inc.target) {
                    return bad(at("target"), format!("no Node is in region '{}'", inc.target));
                }
            }
            TargetKind::Node => {
                let Some(node) = self.nodes.iter().find(|n| n.id == inc.target) else {
                    return bad(at("target"), format!("no Node with id '{}'", inc.target));
                };
                let role = catalog.component(&node.kind).map(|c| &c.role);
                let fits = inc.kind.target().fits(role, node.producer.is_some());
                if !fits {
                    return bad(at("target"), format!("{:?} cannot strike '{}' ({})", inc.kind, inc.target, node.kind));
                }
                if let Some(b) = inc.broker {
                    let Some(stream) = node.stream.as_ref().filter(|_| fits) else {
                        return bad(at("broker"), "only a broker failure or restart names a broker".into());
                    };
                    let brokers = stream.brokers.unwrap_or(stream.replication_factor);
                    if b >= brokers {
                        return bad(
                            at("broker"),
                            format!("'{}' runs on brokers 0 to {}", inc.target, brokers.saturating_sub(1)),
                        );
                    }
                }
            }
        }
        Ok(())
    }

    /// How many console lines, and that each parses.
    fn check_console_lines(&self, file: &str) -> Result<(), DataError> {
        let bad = rule_broken(file);
        if self.console.len() > limits::MAX_CONSOLE_LINES {
            return bad("console".into(), format!("at most {} commands", limits::MAX_CONSOLE_LINES));
        }
        for (i, line) in self.console.iter().enumerate() {
            if let Err(e) = crate::console::parse(line) {
                return bad(format!("console[{i}]"), e);
            }
        }
        Ok(())
    }

    /// How many goals, the era it starts in, then each goal (in that order).
    fn check_goals_and_era(&self, file: &str, catalog: &Catalog) -> Result<(), DataError> {
        let bad = rule_broken(file);
        if self.goals.len() > limits::MAX_GOALS {
            return bad("goals".into(), format!("at most {} goals", limits::MAX_GOALS));
        }
        if let Some(era) = &self.era
            && catalog.era_index(era).is_none()
        {
            let known: Vec<&str> = catalog.eras.iter().map(|e| e.name.as_str()).collect();
            return bad("era".into(), format!("unknown era '{era}' (known: {})", known.join(", ")));
        }
        for (i, g) in self.goals.iter().enumerate() {
            check_goal(file, catalog, i, g)?;
        }
        Ok(())
    }

    /// The zones and regions a Node may be moved to.
    fn check_places(&self, file: &str) -> Result<(), DataError> {
        let bad = rule_broken(file);
        for (list, names) in [("zones", &self.zones), ("regions", &self.regions)] {
            if names.len() > limits::MAX_PLACES {
                return bad(list.into(), format!("at most {}", limits::MAX_PLACES));
            }
            if let Some(i) = names.iter().position(|n| !valid_name(n)) {
                return bad(format!("{list}[{i}]"), format!("'{}' is not a valid name", names[i]));
            }
        }
        Ok(())
    }

    /// The research owned from the start: items of the catalog.
    fn check_research(&self, file: &str, catalog: &Catalog) -> Result<(), DataError> {
        let bad = rule_broken(file);
        for (i, r) in self.research.iter().enumerate() {
            if !catalog.research.iter().any(|item| item.name == *r) {
                let known: Vec<&str> = catalog.research.iter().map(|r| r.name.as_str()).collect();
                return bad(format!("research[{i}]"), format!("unknown research '{r}' (known: {})", known.join(", ")));
            }
        }
        Ok(())
    }

    /// Each Node, in order (ids and topics unique over the board).
    fn check_nodes(&self, file: &str, catalog: &Catalog) -> Result<(), DataError> {
        let mut ids = BTreeSet::new();
        let mut topics = BTreeSet::new();
        let mut instances = BTreeSet::new();
        for (i, n) in self.nodes.iter().enumerate() {
            check_node(file, catalog, i, n, &mut ids, &mut topics)?;
            // Kafka fences a second consumer with a group's instance id.
            if let Some(w) = &n.worker
                && let Some(instance) = &w.group_instance_id
                && !instances.insert((w.group.as_str(), instance.as_str()))
            {
                return rule_broken(file)(
                    format!("nodes[{i}].worker.group_instance_id"),
                    format!(
                        "'{instance}' is already a group.instance.id in group '{}': Kafka fences the second \
                         consumer (FencedInstanceIdException)",
                        w.group
                    ),
                );
            }
        }
        Ok(())
    }

    /// Each link: both ends exist, differ, the rules allow the traffic, once.
    fn check_links(&self, file: &str, catalog: &Catalog) -> Result<(), DataError> {
        let bad = rule_broken(file);
        let mut seen = BTreeSet::new();
        for (i, l) in self.links.iter().enumerate() {
            let at = |f: &str| format!("links[{i}].{f}");
            let Some(from) = self.nodes.iter().find(|n| n.id == l.from) else {
                return bad(at("from"), format!("no Node with id '{}'", l.from));
            };
            let Some(to) = self.nodes.iter().find(|n| n.id == l.to) else {
                return bad(at("to"), format!("no Node with id '{}'", l.to));
            };
            if l.from == l.to {
                return bad(at("to"), "a Node cannot link to itself".into());
            }
            let (Some(fs), Some(ts)) = (catalog.component(&from.kind), catalog.component(&to.kind)) else {
                unreachable!("kinds checked above")
            };
            if !fs.sends.iter().any(|t| ts.takes.contains(t)) {
                return bad(
                    at("to"),
                    format!(
                        "{} '{}' sends {:?}, which {} '{}' does not take ({:?})",
                        fs.name, from.id, fs.sends, ts.name, to.id, ts.takes
                    ),
                );
            }
            if !seen.insert((l.from.as_str(), l.to.as_str())) {
                return bad(at("to"), format!("duplicate link {} → {}", l.from, l.to));
            }
        }
        Ok(())
    }
}

/// `bad(path, why)`: the error for a rule of `file` broken at a field path.
fn rule_broken(file: &str) -> impl Fn(String, String) -> Result<(), DataError> + '_ {
    move |path, why| Err(DataError::invalid(file, path, &why))
}

/// One goal (`goals[i]`): its numbers, research and era.
fn check_goal(file: &str, catalog: &Catalog, i: usize, g: &Goal) -> Result<(), DataError> {
    let bad = rule_broken(file);
    let at = format!("goals[{i}]");
    match g {
        Goal::EarnRevenue(v) | Goal::Survive(v) if !(v.is_finite() && *v >= 0.0) => {
            return bad(at, "must be a finite number ≥ 0".into());
        }
        Goal::OwnResearch(r) if catalog.research_item(r).is_none() => {
            return bad(at, format!("unknown research '{r}'"));
        }
        Goal::ReachEra(e) if catalog.era_index(e).is_none() => {
            return bad(at, format!("unknown era '{e}'"));
        }
        Goal::KeepLagBelow { from, .. } if !(from.is_finite() && *from >= 0.0) => {
            return bad(at, "from must be a sim time ≥ 0".into());
        }
        _ => {}
    }
    Ok(())
}

/// One Node (`nodes[i]`): its id (new to `ids`), name, place, kind and size,
/// the sections its role takes, then its producer, stream and worker sections.
fn check_node<'a>(
    file: &str,
    catalog: &Catalog,
    i: usize,
    n: &'a NodeSpec,
    ids: &mut BTreeSet<&'a str>,
    topics: &mut BTreeSet<String>,
) -> Result<(), DataError> {
    let bad = rule_broken(file);
    let at = |f: &str| format!("nodes[{i}].{f}");
    if !valid_name(&n.id) {
        return bad(
            at("id"),
            format!("'{}' is not a valid id (1–{} letters, digits, '-', '_', '.')", n.id, limits::MAX_NAME),
        );
    }
    if !ids.insert(n.id.as_str()) {
        return bad(at("id"), format!("duplicate id '{}'", n.id));
    }
    if let Some(name) = &n.name
        && (name.is_empty() || name.chars().count() > limits::MAX_NAME || name.chars().any(char::is_control))
    {
        return bad(at("name"), format!("must be 1–{} printable characters", limits::MAX_NAME));
    }
    if !valid_name(&n.zone) {
        return bad(at("zone"), format!("'{}' is not a valid zone name", n.zone));
    }
    if !valid_name(&n.region) {
        return bad(at("region"), format!("'{}' is not a valid region name", n.region));
    }
    if !(n.at.0.is_finite() && n.at.1.is_finite() && n.at.0.abs() <= 1e5 && n.at.1.abs() <= 1e5) {
        return bad(at("at"), "must be finite, within ±100000".into());
    }
    let Some(spec) = catalog.component(&n.kind) else {
        let known: Vec<&str> = catalog.components.keys().map(String::as_str).collect();
        return bad(at("kind"), format!("unknown component '{}' (known: {})", n.kind, known.join(", ")));
    };
    if n.size == 0 || n.size > spec.sizes {
        return bad(at("size"), format!("must be between 1 and {}", spec.sizes));
    }
    check_sections(file, i, n, spec)?;
    if let Some(p) = &n.producer {
        check_producer(file, i, p)?;
    }
    if let Some(s) = &n.stream {
        check_stream(file, i, n, s, spec, topics)?;
    }
    if let Some(w) = &n.worker {
        check_worker(file, i, w)?;
    }
    Ok(())
}

/// A Node has only the sections its component's role takes.
fn check_sections(file: &str, i: usize, n: &NodeSpec, spec: &ComponentSpec) -> Result<(), DataError> {
    let bad = rule_broken(file);
    let at = |f: &str| format!("nodes[{i}].{f}");
    let (want_producer, want_stream, want_worker) = match spec.role {
        Role::Producer(_) | Role::Balancer(_) | Role::Connector(_) => (true, false, false),
        Role::Stream(_) => (false, true, false),
        Role::Worker(_) => (false, false, true),
        Role::Queue(_) | Role::Database(_) => (false, false, false),
    };
    if n.database.is_some() && !matches!(spec.role, Role::Database(_)) {
        return bad(at("database"), format!("a '{}' Node takes no database section", n.kind));
    }
    for (present, wanted, section) in [
        (n.producer.is_some(), want_producer, "producer"),
        (n.stream.is_some(), want_stream, "stream"),
        (n.worker.is_some(), want_worker, "worker"),
    ] {
        if present && !wanted {
            return bad(at(section), format!("a '{}' Node takes no {section} section", n.kind));
        }
    }
    Ok(())
}

/// A Node's producer section (`nodes[i].producer`): its rate, schedule and keys.
fn check_producer(file: &str, i: usize, p: &ProducerSpec) -> Result<(), DataError> {
    let bad = rule_broken(file);
    let at = |f: &str| format!("nodes[{i}].{f}");
    if !(p.rate.is_finite() && p.rate >= 0.0 && p.rate <= limits::MAX_RATE) {
        return bad(at("producer.rate"), format!("must be between 0 and {} messages/s", limits::MAX_RATE));
    }
    if p.schedule.len() > limits::MAX_SCHEDULE_STEPS {
        return bad(at("producer.schedule"), format!("at most {} steps", limits::MAX_SCHEDULE_STEPS));
    }
    if !(p.tombstones.is_finite() && (0.0..1.0).contains(&p.tombstones)) {
        return bad(at("producer.tombstones"), "must be a share from 0 to below 1 of its messages".into());
    }
    let mut last = -1.0;
    for (j, step) in p.schedule.iter().enumerate() {
        if !(step.at.is_finite() && (0.0..=limits::MAX_DURATION).contains(&step.at)) {
            return bad(
                at(&format!("producer.schedule[{j}].at")),
                format!("must be between 0 and {} sim seconds", limits::MAX_DURATION),
            );
        }
        if step.at <= last {
            return bad(at(&format!("producer.schedule[{j}].at")), "steps must be in time order".into());
        }
        last = step.at;
        if !(step.rate.is_finite() && step.rate >= 0.0 && step.rate <= limits::MAX_RATE) {
            return bad(
                at(&format!("producer.schedule[{j}].rate")),
                format!("must be between 0 and {} messages/s", limits::MAX_RATE),
            );
        }
    }
    check_keys(file, i, &p.keys)
}

/// A producer's keys (`nodes[i].producer.keys`): prefix, entities, zipf,
/// tracked and the hot keys with their shares.
fn check_keys(file: &str, i: usize, k: &KeySpec) -> Result<(), DataError> {
    let bad = rule_broken(file);
    let at = |f: &str| format!("nodes[{i}].{f}");
    if k.prefix.chars().count() > limits::MAX_NAME || k.prefix.chars().any(char::is_control) {
        return bad(at("producer.keys.prefix"), format!("must be at most {} printable characters", limits::MAX_NAME));
    }
    if k.entities == 0 || k.entities > limits::MAX_ENTITIES {
        return bad(at("producer.keys.entities"), format!("must be between 1 and {}", limits::MAX_ENTITIES));
    }
    if let Some(z) = k.zipf
        && !(z.is_finite() && z > 0.0 && z <= limits::MAX_ZIPF)
    {
        return bad(at("producer.keys.zipf"), format!("must be above 0 and at most {}", limits::MAX_ZIPF));
    }
    if k.tracked > limits::MAX_TRACKED_ENTITIES {
        return bad(at("producer.keys.tracked"), format!("at most {}", limits::MAX_TRACKED_ENTITIES));
    }
    if k.hot.len() > limits::MAX_HOT_KEYS {
        return bad(at("producer.keys.hot"), format!("at most {} hot keys", limits::MAX_HOT_KEYS));
    }
    let mut total = 0.0;
    for (j, h) in k.hot.iter().enumerate() {
        if h.key.is_empty() || h.key.chars().count() > limits::MAX_NAME || h.key.chars().any(char::is_control) {
            return bad(at(&format!("producer.keys.hot[{j}].key")), "must be 1–64 printable characters".into());
        }
        if !(h.share.is_finite() && h.share > 0.0 && h.share <= 1.0) {
            return bad(at(&format!("producer.keys.hot[{j}].share")), "must be in (0, 1]".into());
        }
        total += h.share;
    }
    if total > 1.0 + 1e-9 {
        return bad(at("producer.keys.hot"), format!("shares add up to {total}, more than 1"));
    }
    Ok(())
}

/// A Node's stream section (`nodes[i].stream`): its topic (new to `topics`),
/// partitions, replication factor and retention, within the stream's rules.
fn check_stream(
    file: &str,
    i: usize,
    n: &NodeSpec,
    s: &StreamSpec,
    spec: &ComponentSpec,
    topics: &mut BTreeSet<String>,
) -> Result<(), DataError> {
    let bad = rule_broken(file);
    let at = |f: &str| format!("nodes[{i}].{f}");
    let Role::Stream(rules) = &spec.role else { unreachable!("checked above") };
    let topic = s.topic.as_deref().unwrap_or(&n.id);
    if !valid_name(topic) {
        return bad(at("stream.topic"), format!("'{topic}' is not a valid topic name"));
    }
    if !topics.insert(topic.to_string()) {
        return bad(at("stream.topic"), format!("topic '{topic}' is used by two streams"));
    }
    if let Some(p) = s.partitions
        && (p == 0 || p > rules.max_partitions)
    {
        return bad(at("stream.partitions"), format!("must be between 1 and {}", rules.max_partitions));
    }
    if s.replication_factor == 0 || s.replication_factor > rules.max_replication_factor {
        return bad(at("stream.replication_factor"), format!("must be between 1 and {}", rules.max_replication_factor));
    }
    if let Some(b) = s.brokers
        && (b < s.replication_factor || b > limits::MAX_BROKERS)
    {
        return bad(
            at("stream.brokers"),
            format!(
                "must be between the replication factor ({}) and {}: each replica of a partition needs its own broker",
                s.replication_factor,
                limits::MAX_BROKERS
            ),
        );
    }
    for (field, v) in [
        ("stream.min_compaction_lag_seconds", s.min_compaction_lag_seconds),
        ("stream.delete_retention_seconds", s.delete_retention_seconds),
    ] {
        if let Some(v) = v
            && !(v.is_finite() && (0.0..=limits::MAX_COMPACTION_SECONDS).contains(&v))
        {
            return bad(at(field), format!("must be 0 to {} sim seconds", limits::MAX_COMPACTION_SECONDS));
        }
    }
    if let Some(age) = s.metadata_max_age_seconds
        && !metadata_max_age_ok(age)
    {
        return bad(at("stream.metadata_max_age_seconds"), METADATA_MAX_AGE_RANGE.into());
    }
    let protocols = &s.rebalance_protocols;
    let twice = protocols.iter().enumerate().any(|(i, p)| protocols[..i].contains(p));
    if !protocols.contains(&super::consumer::GroupProtocol::Classic) || twice {
        return bad(
            at("stream.rebalance_protocols"),
            "must hold Classic, and each protocol once (every Kafka broker speaks the classic protocol)".into(),
        );
    }
    if s.min_insync_replicas == 0 || s.min_insync_replicas > s.replication_factor {
        return bad(
            at("stream.min_insync_replicas"),
            format!(
                "must be between 1 and the replication factor ({}): more would refuse every acks=all append",
                s.replication_factor
            ),
        );
    }
    if let Some(r) = s.retention
        && !rules.retention_choices.contains(&r)
    {
        return bad(
            at("stream.retention"),
            format!("must be one of the catalog's choices {:?} (sim seconds)", rules.retention_choices),
        );
    }
    Ok(())
}

/// A Node's worker section (`nodes[i].worker`): its group and speed.
fn check_worker(file: &str, i: usize, w: &WorkerSpec) -> Result<(), DataError> {
    let bad = rule_broken(file);
    let at = |f: &str| format!("nodes[{i}].{f}");
    if !valid_name(&w.group) {
        return bad(at("worker.group"), format!("'{}' is not a valid group name", w.group));
    }
    if !(w.speed.is_finite() && w.speed > 0.0 && w.speed <= 1000.0) {
        return bad(at("worker.speed"), "must be in (0, 1000]".into());
    }
    if let Some(instance) = &w.group_instance_id
        && !valid_name(instance)
    {
        return bad(
            at("worker.group_instance_id"),
            format!("'{instance}' is not a valid group.instance.id (letters, digits, '-', '_', '.'; at most 64)"),
        );
    }
    Ok(())
}
