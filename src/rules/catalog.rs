//! The rule set as data: `assets/catalog.ron`.
//!
//! Every number a rule uses lives in the catalog (each rule, the field that
//! holds its number and its source: docs/RULES.md#sources), and code reads it
//! from here.
//! The catalog is a Bevy [`Asset`] in the game and a plain file for the
//! headless runner; both go through [`Catalog::parse`].

use std::collections::BTreeMap;

use bevy::asset::Asset;
use bevy::prelude::{Resource, TypePath};
use serde::{Deserialize, Serialize};
use strum::{EnumDiscriminants, EnumIter};

use super::data::{DataError, parse_ron};
use super::incident::IncidentKind;
use super::research::ResearchEffect;

/// What a Node takes in or sends on (docs/RULES.md#traffic-kinds).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Traffic {
    /// An async work item.
    Task,
    /// A synchronous request.
    Request,
    /// A result a Worker writes to a Database.
    Write,
    /// A change a Database reports to a CDC Connector.
    Change,
    /// A record a Worker appends to an Event Stream as it processes what it
    /// reads (read-process-write, docs/RULES.md#read-process-write).
    Record,
}

impl Traffic {
    /// Its name in the game's words, plural: "tasks", "requests", "writes",
    /// "changes", "records".
    pub fn plural(self) -> &'static str {
        match self {
            Traffic::Task => "tasks",
            Traffic::Request => "requests",
            Traffic::Write => "writes",
            Traffic::Change => "changes",
            Traffic::Record => "records",
        }
    }

    /// [`Traffic::plural`] in `language`: "Aufgaben" in German.
    pub fn plural_in(self, language: crate::locale::Language) -> String {
        let l = language;
        match self {
            Traffic::Task => super::words::t!("rules-traffic-tasks" in l),
            Traffic::Request => super::words::t!("rules-traffic-requests" in l),
            Traffic::Write => super::words::t!("rules-traffic-writes" in l),
            Traffic::Change => super::words::t!("rules-traffic-changes" in l),
            Traffic::Record => super::words::t!("rules-traffic-records" in l),
        }
    }

    /// [`Traffic::words`] in `language` (the build menu's and the
    /// Inspector's): "Aufgaben und Schreibvorgänge", or "nichts".
    pub fn words_in(language: crate::locale::Language, kinds: &[Traffic]) -> String {
        let l = language;
        match kinds {
            [] => super::words::t!("rules-traffic-nothing" in l),
            [one] => one.plural_in(l),
            [init @ .., last] => {
                let rest = init.iter().map(|t| t.plural_in(l)).collect::<Vec<_>>().join(", ");
                super::words::t!("lessons-and" in l, rest = rest, last = last.plural_in(l))
            }
        }
    }

    /// A list of traffic kinds in words: "tasks and writes", or "nothing".
    pub fn words(kinds: &[Traffic]) -> String {
        match kinds {
            [] => "nothing".into(),
            [one] => one.plural().into(),
            [init @ .., last] => {
                format!("{} and {}", init.iter().map(|t| t.plural()).collect::<Vec<_>>().join(", "), last.plural())
            }
        }
    }
}

/// Research that unlocks a component.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Unlock {
    /// Research item name, e.g. "Event streaming".
    pub research: String,
    /// Era in which it becomes available, e.g. "Series B".
    pub era: String,
    /// Price in ◇.
    pub cost: f64,
    /// Research items needed first.
    #[serde(default)]
    pub requires: Vec<String>,
    /// Research items this one opens next.
    #[serde(default)]
    pub unlocks_next: Vec<String>,
}

/// Rules every component shares: prices, Burn, sizes, overhead.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ComponentSpec {
    /// Name on cards and in menus.
    pub name: String,
    /// The real products it stands for.
    #[serde(default)]
    pub stands_for: Vec<String>,
    /// Build-menu group, e.g. "Messaging".
    pub group: String,
    /// One paragraph for the Inspector, in our words.
    #[serde(default)]
    pub about: String,
    /// Traffic it accepts.
    #[serde(default)]
    pub takes: Vec<Traffic>,
    /// Traffic it sends on.
    #[serde(default)]
    pub sends: Vec<Traffic>,
    /// Research that unlocks it; `None` when available from the start.
    #[serde(default)]
    pub unlock: Option<Unlock>,
    /// Price of the first copy, dollars.
    pub place_cost: f64,
    /// Each further copy costs this fraction more than the one before
    /// (0.25 → +25%). Rule: docs/RULES.md#place.
    pub copy_cost_growth: f64,
    /// Selling refunds this fraction of what the last copy cost (0.5).
    pub sell_refund: f64,
    /// Running cost at size 1, dollars per sim second.
    pub burn_per_second: f64,
    /// Number of sizes (1 ..= sizes).
    pub sizes: u32,
    /// Capacity and Burn multiply by this at each size step (2.0 = doubles).
    pub size_factor: f64,
    /// Fixed latency added to everything it handles, milliseconds.
    pub overhead_ms: f64,
    /// It keeps data (a log, a database): a region fail-over cannot move it.
    #[serde(default)]
    pub holds_data: bool,
    /// It keeps a Standby that Fail over can promote in a zone outage.
    #[serde(default)]
    pub keeps_standby: bool,
    /// The role-specific rules.
    pub role: Role,
}

impl ComponentSpec {
    /// Multiplier for capacity and Burn at `size` (1-based):
    /// `size_factor^(size−1)`. Rule: docs/RULES.md#sizes.
    pub fn size_multiplier(&self, size: u32) -> f64 {
        self.size_factor.powi(size.clamp(1, self.sizes.max(1)) as i32 - 1)
    }
    /// Burn at `size`, dollars per sim second.
    pub fn burn_at(&self, size: u32) -> f64 {
        self.burn_per_second * self.size_multiplier(size)
    }
    /// Price of the next copy when `owned` copies are already placed:
    /// the first costs `place_cost`, each further one `copy_cost_growth` more
    /// than the one before. Rule: docs/RULES.md#place.
    pub fn copy_cost(&self, owned: u32) -> f64 {
        self.place_cost * (1.0 + self.copy_cost_growth).powi(owned as i32)
    }
}

/// The role-specific rules of a component. Its kind without the rules is
/// a [`RoleKind`] ([`Role::kind`]), derived from these variants.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, EnumDiscriminants)]
#[strum_discriminants(name(RoleKind), derive(Hash, PartialOrd, Ord, EnumIter))]
#[strum_discriminants(
    doc = "A component's role without its rules. What the sim spawns for a Node, how its card is drawn and which Inspector section it has are each decided by an exhaustive `match` on it: a new role does not compile until each is."
)]
pub enum Role {
    /// A Node where traffic enters (the shop's API).
    Producer(ProducerRules),
    /// A Load Balancer: spreads requests over the copies behind it.
    Balancer(BalancerRules),
    /// The Event Stream (code `log`).
    Stream(StreamRules),
    /// A Worker that consumes tasks.
    Worker(WorkerRules),
    /// A Queue: hands each task to one Worker and forgets it.
    Queue(QueueRules),
    /// A Database: Workers write results to it.
    Database(DatabaseRules),
    /// A CDC Connector: turns a Database's changes into stream events.
    Connector(ConnectorRules),
}

impl Role {
    /// Its kind, without the rules.
    pub fn kind(&self) -> RoleKind {
        RoleKind::from(self)
    }
}

/// Queue rules (numbers ours).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct QueueRules {
    /// Tasks it takes in at size 1, per sim second.
    pub capacity_per_second: f64,
    /// Most tasks it holds at size 1; beyond that new ones are refused.
    pub max_depth: u64,
}

/// Database rules (numbers ours).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DatabaseRules {
    /// Writes it takes at size 1, per sim second; Workers wait beyond it.
    pub writes_per_second: f64,
}

/// CDC Connector rules (numbers ours).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ConnectorRules {
    /// Changes it passes on at size 1, per sim second.
    pub changes_per_second: f64,
}

/// One era of the shop: its traffic and when it begins.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Era {
    /// Its name, e.g. "Series A".
    pub name: String,
    /// Producers' rates are multiplied by this.
    pub traffic: f64,
    /// It begins once this much revenue has been earned, dollars.
    pub revenue_to_reach: f64,
}

/// Producer rules (numbers ours).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ProducerRules {
    /// Requests it can take at size 1, per sim second.
    pub capacity_per_second: f64,
}

/// Load Balancer rules (numbers ours).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BalancerRules {
    /// Requests it can pass on at size 1, per sim second.
    pub capacity_per_second: f64,
}

/// Event Stream rules. Rules: docs/RULES.md#event-stream.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StreamRules {
    /// Messages appended per sim second at size 1 (100,000); doubles per size.
    pub append_capacity_per_second: f64,
    /// A group reads one partition at most this fast, messages per sim
    /// second (20,000).
    pub partition_read_per_second: f64,
    /// Each append waits this many milliseconds per acknowledgement step
    /// (`0` → 0, `1` → 1, `all` → replication factor).
    pub ack_wait_ms: f64,
    /// Each replica beyond the first bills this fraction of a broker's Burn
    /// (0.5).
    pub replica_burn_share: f64,
    /// The retention choices, sim seconds (10 h, 2.5 d, 1 week).
    pub retention_choices: Vec<f64>,
    /// How far followers trail the leader, sim seconds (ours): a follower's
    /// fetch waits for data up to this long (Kafka's
    /// `replica.fetch.wait.max.ms`, 500 ms).
    pub follower_lag_seconds: f64,
    /// A follower that has not caught up with its leader for longer than
    /// this leaves the ISR, sim seconds (Kafka's `replica.lag.time.max.ms`,
    /// 30 s). A catalog without it takes 30.
    #[serde(default = "replica_lag_max_default")]
    pub replica_lag_max_seconds: f64,
    /// Records a broker copies from its leaders per sim second as a
    /// follower, all the partitions it follows sharing it, at size 1;
    /// doubles per size as the append capacity does (ours: twice the append
    /// capacity, so a follower keeps up with any partition's traffic and a
    /// replica that comes back behind catches up at the rest). A catalog
    /// without it takes 200,000.
    #[serde(default = "replica_fetch_default")]
    pub replica_fetch_records_per_second: f64,
    /// After a broker crashes (fails, or goes dark in an outage), the
    /// partitions it led have no leader for this long while a follower is
    /// elected, sim seconds (ours); a clean restart has no such window.
    pub failover_seconds: f64,
    /// A producer holds at most this many records it could not send (a
    /// partition without a leader, or too few in sync) and retries them;
    /// what does not fit is dropped (Kafka's `buffer.memory`, 32 MiB, at
    /// 1 KiB a record). A catalog without it takes 32,768.
    #[serde(default = "producer_buffer_default")]
    pub producer_buffer_records: u64,
    /// A record a producer has held this long without getting it appended
    /// fails: dropped and lost, sim seconds (Kafka's `delivery.timeout.ms`,
    /// 120 s). A catalog without it takes 120.
    #[serde(default = "delivery_timeout_default")]
    pub producer_delivery_timeout_seconds: f64,
    /// A `send()` that finds the producer's buffer full waits this long for
    /// room, then fails: the record is lost, sim seconds (Kafka's
    /// `max.block.ms`, 60 s). A catalog without it takes 60.
    /// Rule: docs/RULES.md#back-pressure.
    #[serde(default = "max_block_default")]
    pub producer_max_block_seconds: f64,
    /// A failed broker (its disk lost) is replaced by a new, empty one this
    /// long after it failed, sim seconds (ours). A catalog without it takes 60.
    #[serde(default = "broker_replace_default")]
    pub broker_replace_seconds: f64,
    /// The replication throttles the player may set on a stream, records a
    /// second per broker for a reassignment's new replicas (Kafka's
    /// `follower.replication.throttled.rate`, which Kafka gives in bytes).
    /// A catalog without them offers none. Rule: docs/RULES.md#reassignment.
    #[serde(default)]
    pub replication_throttle_choices: Vec<f64>,
    /// Every this many sim seconds the controller moves leadership back to
    /// each partition's preferred replica where it can (Kafka's
    /// `leader.imbalance.check.interval.seconds`, 300). A catalog without it
    /// takes 300.
    #[serde(default = "leader_check_default")]
    pub preferred_leader_check_seconds: f64,
    /// A partition whose leader is moved back to its preferred replica has
    /// no leader for this long, sim seconds (ours). A catalog without it
    /// takes 0.5.
    #[serde(default = "leader_move_default")]
    pub leader_move_seconds: f64,
    /// Each broker beyond the replication factor bills this fraction of the
    /// stream's Burn at its size (ours, 0.5, as a replica does). A catalog
    /// without it takes 0.5.
    #[serde(default = "extra_broker_burn_default")]
    pub extra_broker_burn_share: f64,
    /// Partition count a new stream starts with.
    pub default_partitions: u32,
    /// Largest partition count the player may set.
    pub max_partitions: u32,
    /// Largest replication factor.
    pub max_replication_factor: u32,
    /// A producer batch stays open this long (Kafka's `linger.ms`), sim
    /// seconds. Bounds the number of batches, not the message count.
    pub linger_seconds: f64,
    /// Batches kept as appended per partition before older ones are folded
    /// into time buckets (memory bound, ours).
    pub recent_batches: usize,
    /// Time buckets the retention window is split into for folded batches.
    pub retention_buckets: u32,
    /// A compacted stream rolls its active segment this often, sim seconds,
    /// and its cleaner runs then (Kafka's `segment.ms` is 7 days and its
    /// cleaner starts at `min.cleanable.dirty.ratio`; a board day is
    /// shorter, ours). A catalog without it takes 3,600 s. Rule:
    /// docs/RULES.md#compaction.
    #[serde(default = "segment_default")]
    pub segment_seconds: f64,
    /// A record is compacted only once it is this old, sim seconds (Kafka's
    /// `min.compaction.lag.ms`, default 0): a stream's topic takes it unless
    /// its scenario sets `min_compaction_lag_seconds`. A catalog without it
    /// takes 0.
    #[serde(default)]
    pub min_compaction_lag_seconds: f64,
}

fn segment_default() -> f64 {
    3600.0
}

/// Kafka's `replica.lag.time.max.ms`, seconds: what a catalog that does not
/// name `replica_lag_max_seconds` takes.
fn replica_lag_max_default() -> f64 {
    30.0
}

fn replica_fetch_default() -> f64 {
    200_000.0
}

fn delivery_timeout_default() -> f64 {
    120.0
}

fn max_block_default() -> f64 {
    60.0
}

fn producer_buffer_default() -> u64 {
    32_768
}

fn broker_replace_default() -> f64 {
    60.0
}

fn leader_check_default() -> f64 {
    300.0
}

fn leader_move_default() -> f64 {
    0.5
}

fn extra_broker_burn_default() -> f64 {
    0.5
}

impl StreamRules {
    /// Append capacity at a size multiplier, messages per sim second.
    pub fn append_capacity(&self, size_multiplier: f64) -> f64 {
        self.append_capacity_per_second * size_multiplier
    }
}

/// Worker rules (numbers ours).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WorkerRules {
    /// Tasks it completes per sim second at size 1.
    pub tasks_per_second: f64,
    /// It commits its position this often, sim seconds (Kafka's
    /// `auto.commit.interval.ms`; ours).
    pub commit_interval_seconds: f64,
    /// Most records one poll returns (Kafka's `max.poll.records`).
    pub max_poll_records: u64,
    /// A member that takes longer than this to process one poll is evicted
    /// from its group (Kafka's `max.poll.interval.ms`; ours), sim seconds.
    pub max_poll_interval_seconds: f64,
    /// An eager rebalance stops the whole group this long, sim seconds (ours).
    pub rebalance_seconds: f64,
}

/// One research item, paid in ◇.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(from = "ResearchItemFile")]
pub struct ResearchItem {
    /// Its name, e.g. "Event streaming".
    pub name: String,
    /// The rule it switches on, if any (beside the components it unlocks).
    pub effect: Option<ResearchEffect>,
    /// The era it becomes available in.
    pub era: String,
    /// Price in ◇.
    pub cost: f64,
    /// Items needed first.
    pub requires: Vec<String>,
    /// What it gives, in our words.
    pub about: String,
}

/// A research item as a file writes it: `effect` may be left out by a
/// catalog written before effects were named (a mod's, or the copy inside an
/// older save); the shipped item of the same name then gives its effect.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ResearchItemFile {
    name: String,
    #[serde(default)]
    effect: Option<ResearchEffect>,
    era: String,
    cost: f64,
    #[serde(default)]
    requires: Vec<String>,
    about: String,
}

impl From<ResearchItemFile> for ResearchItem {
    fn from(f: ResearchItemFile) -> ResearchItem {
        let effect = f.effect.or_else(|| shipped::effect_of(&f.name));
        ResearchItem { name: f.name, effect, era: f.era, cost: f.cost, requires: f.requires, about: f.about }
    }
}

/// The rules of one incident kind.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct IncidentRules {
    /// Which kind.
    pub kind: IncidentKind,
    /// Its name in the game.
    pub name: String,
    /// How long it lasts, sim seconds; `None`: until the player answers.
    #[serde(default)]
    pub duration_seconds: Option<f64>,
    /// In scored play, if different.
    #[serde(default)]
    pub scored_duration_seconds: Option<f64>,
    /// How often it strikes by chance (when a scenario allows it), per sim hour.
    pub chance_per_hour: f64,
    /// What the Inspector of a struck Node reads.
    pub inspector_text: String,
    /// What to do now.
    pub answer: String,
    /// How to prevent it next time.
    pub prevent: String,
    /// HotKey: the share the hot key takes.
    #[serde(default)]
    pub hot_share: Option<f64>,
    /// RebalancingStorm: the slow member's speed, as a share of normal.
    #[serde(default)]
    pub slow_speed: Option<f64>,
}

/// One game speed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Speed {
    /// Label on screen, e.g. "1×".
    pub label: String,
    /// Sim seconds per real second.
    pub multiplier: f64,
    /// Sim step used at this speed, sim seconds.
    pub step_seconds: f64,
}

/// Rules of the simulation engine itself.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SimRules {
    /// The sim step at 1×, sim seconds.
    pub step_seconds: f64,
    /// Speeds under keys 1, 2, 3, …
    pub speeds: Vec<Speed>,
    /// Below this many messages in one tick a producer draws each record's key
    /// one by one; above it, it sends per-partition batches.
    pub individual_records_per_tick: u32,
    /// Time constant of the rate gauges (appended/s, consumed/s), sim seconds.
    pub rate_window_seconds: f64,
    /// Most tracked entity updates a producer follows one by one per tick;
    /// beyond it every k-th is followed and stands for k (a cost bound).
    pub tracked_updates_per_tick: u32,
    /// A group's lag, in records, over which its lane label turns to the
    /// warning colour and the lag cue sounds (once; again after the lag has
    /// fallen under half of it). Left out (a catalog or save from before it
    /// existed): the shipped catalog's.
    #[serde(default = "shipped::lag_warning_records")]
    pub lag_warning_records: u64,
    /// A partition is drawn hot when its append rate is over this many times
    /// the topic's mean partition rate (and over `hot_partition_min_per_second`).
    /// Left out: the shipped catalog's.
    #[serde(default = "shipped::hot_partition_factor")]
    pub hot_partition_factor: f64,
    /// The least append rate, messages/s, at which a partition can be drawn
    /// hot. Left out: the shipped catalog's.
    #[serde(default = "shipped::hot_partition_min_per_second")]
    pub hot_partition_min_per_second: f64,
    /// How long after an incident's first sign a player playing at 1× is
    /// expected to answer it, sim seconds: every shipped incident scenario
    /// is tested to be winnable by a player this slow. Left out: the
    /// shipped catalog's.
    #[serde(default = "shipped::reaction_seconds")]
    pub reaction_seconds: f64,
    /// Sim seconds without a player action before a hint is said (a
    /// scenario's hint may say otherwise). Left out: the shipped catalog's.
    #[serde(default = "shipped::hint_idle_seconds")]
    pub hint_idle_seconds: f64,
    /// The game's own lag hint comes at this share of a KeepLagBelow
    /// goal's limit. Left out: the shipped catalog's.
    #[serde(default = "shipped::hint_lag_share")]
    pub hint_lag_share: f64,
    /// A hint's `LagGrowing`, `LagHeading` and `BudgetRunsOut` look at the
    /// trend over this many sim seconds. Left out: the shipped catalog's.
    #[serde(default = "shipped::hint_trend_seconds")]
    pub hint_trend_seconds: f64,
    /// A hint's `Burning` looks for bad outcomes within this many sim
    /// seconds (the error budget is burning now). Left out: the shipped
    /// catalog's.
    #[serde(default = "shipped::hint_burn_seconds")]
    pub hint_burn_seconds: f64,
    /// A group member that is down leaves its group after this many sim
    /// seconds without a heartbeat, unless its group says otherwise (Kafka's
    /// `session.timeout.ms`, 45 s since Kafka 3.0). Left out: the shipped
    /// catalog's.
    #[serde(default = "shipped::session_timeout_seconds")]
    pub session_timeout_seconds: f64,
    /// Where a board group's position goes when it has none or the log no
    /// longer holds it, unless its group says otherwise. The board's is
    /// `Earliest`, so that the rule book's "a consumer further behind than
    /// the window loses the oldest events" holds as written; Kafka's own
    /// default is `Latest`. Left out: the shipped catalog's.
    #[serde(default = "shipped::auto_offset_reset")]
    pub auto_offset_reset: super::consumer::OffsetReset,
    /// A group's committed offsets on a topic are forgotten once nobody in
    /// the group has read it for this many sim seconds (Kafka's
    /// `offsets.retention.minutes`, 7 days since Kafka 2.0, counted from
    /// when the group became empty, KIP-211); a group back after that
    /// starts where its `auto.offset.reset` says. Left out: the shipped
    /// catalog's. Rule: docs/RULES.md#offsets-retention.
    #[serde(default = "shipped::offsets_retention_seconds")]
    pub offsets_retention_seconds: f64,
    /// How long one Worker of a rolling restart is down, sim seconds (a
    /// deploy's consumer closing, its process starting, its consumer
    /// joining). Ours. Left out: the shipped catalog's. Rule:
    /// docs/RULES.md#static-membership.
    #[serde(default = "shipped::restart_seconds")]
    pub restart_seconds: f64,
    /// How often a client refreshes its view of a topic's partitions unless
    /// its stream says otherwise, sim seconds (Kafka's
    /// `metadata.max.age.ms`, 5 minutes): producers route to partitions
    /// added since only from their next refresh, a group assigns them from
    /// its next rebalance. Left out: the shipped catalog's. Rule:
    /// docs/RULES.md#partition-expansion.
    #[serde(default = "shipped::metadata_max_age_seconds")]
    pub metadata_max_age_seconds: f64,
    /// How often a member of a group on the consumer protocol (KIP-848)
    /// heartbeats, sim seconds (the group's
    /// `group.consumer.heartbeat.interval.ms`, 5 s): it gets a new target
    /// assignment, gives up what moved and takes what was freed only at a
    /// heartbeat. Left out: the shipped catalog's. Rule:
    /// docs/RULES.md#consumer-protocol.
    #[serde(default = "shipped::consumer_heartbeat_interval_seconds")]
    pub consumer_heartbeat_interval_seconds: f64,
    /// How long a share group's member holds the records it acquired
    /// before they go back to the others, sim seconds (Kafka's
    /// `group.share.record.lock.duration.ms`, 30 s), unless its group says
    /// otherwise. Left out: the shipped catalog's. Rule:
    /// docs/RULES.md#share-groups.
    #[serde(default = "shipped::share_record_lock_seconds")]
    pub share_record_lock_seconds: f64,
    /// How many times a share group delivers a record before it archives
    /// it unacknowledged (Kafka's `group.share.delivery.count.limit`, 5),
    /// unless its group says otherwise. Left out: the shipped catalog's.
    #[serde(default = "shipped::share_delivery_count_limit")]
    pub share_delivery_count_limit: u32,
    /// The most records in flight on one share-partition, from its start
    /// offset to its end offset (Kafka's
    /// `group.share.partition.max.record.locks`, 2,000). Left out: the
    /// shipped catalog's.
    #[serde(default = "shipped::share_partition_max_record_locks")]
    pub share_partition_max_record_locks: u64,
    /// The `isolation.level` a board group reads with unless its group says
    /// otherwise: Kafka's default, `ReadUncommitted`. Left out: the shipped
    /// catalog's. Rule: docs/RULES.md#transactions.
    #[serde(default = "shipped::isolation_level")]
    pub isolation_level: crate::log::Isolation,
    /// The `processing.guarantee` of a board group whose Workers write to a
    /// stream, unless its group says otherwise: Kafka Streams' default,
    /// `AtLeastOnce`. Left out: the shipped catalog's. Rule:
    /// docs/RULES.md#read-process-write.
    #[serde(default = "shipped::processing_guarantee")]
    pub processing_guarantee: super::consumer::ProcessingGuarantee,
    /// A member's poll gathers what its partitions give it over this long,
    /// sim seconds, and processes it partition by partition: records of two
    /// partitions are in order only when a poll apart (ours; Kafka gives no
    /// order across partitions). Left out: the shipped catalog's.
    #[serde(default = "shipped::poll_seconds")]
    pub poll_seconds: f64,
    /// A sticky producer sends this many keyless records to one partition
    /// before it moves to the next (a full batch; Kafka's `batch.size` is in
    /// bytes, this is in records). Left out: the shipped catalog's.
    #[serde(default = "shipped::sticky_batch_records")]
    pub sticky_batch_records: u64,
}

/// The shipped catalog's values for rules added after catalogs (mods, and
/// the copies inside saves) were first written, so those still load.
mod shipped {
    use std::sync::OnceLock;

    use serde::Deserialize;

    use super::ResearchEffect;

    /// Just the later rules, read from the shipped text (every other field
    /// is skipped).
    #[derive(Deserialize)]
    struct Shipped {
        sim: Later,
        research: Vec<NamedEffect>,
        lessons: super::Lessons,
        score: super::ScoreRules,
    }

    /// A shipped research item's name and effect (its other fields skipped).
    #[derive(Deserialize)]
    struct NamedEffect {
        name: String,
        #[serde(default)]
        effect: Option<ResearchEffect>,
    }

    #[derive(Clone, Copy, Deserialize)]
    struct Later {
        lag_warning_records: u64,
        hot_partition_factor: f64,
        hot_partition_min_per_second: f64,
        reaction_seconds: f64,
        hint_idle_seconds: f64,
        hint_lag_share: f64,
        hint_trend_seconds: f64,
        hint_burn_seconds: f64,
        session_timeout_seconds: f64,
        auto_offset_reset: super::super::consumer::OffsetReset,
        offsets_retention_seconds: f64,
        restart_seconds: f64,
        metadata_max_age_seconds: f64,
        consumer_heartbeat_interval_seconds: f64,
        share_record_lock_seconds: f64,
        share_delivery_count_limit: u32,
        share_partition_max_record_locks: u64,
        isolation_level: crate::log::Isolation,
        processing_guarantee: super::super::consumer::ProcessingGuarantee,
        poll_seconds: f64,
        sticky_batch_records: u64,
    }

    fn shipped() -> &'static Shipped {
        static SHIPPED: OnceLock<Shipped> = OnceLock::new();
        SHIPPED.get_or_init(|| {
            ron::Options::default()
                .with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME)
                .from_str::<Shipped>(include_str!("../../assets/catalog.ron"))
                .expect("the shipped catalog names every later rule")
        })
    }

    fn later() -> Later {
        shipped().sim
    }

    /// The effect of the shipped research item called `name`, if any.
    pub(super) fn effect_of(name: &str) -> Option<ResearchEffect> {
        shipped().research.iter().find(|r| r.name == name).and_then(|r| r.effect)
    }

    pub(super) fn lag_warning_records() -> u64 {
        later().lag_warning_records
    }

    pub(super) fn hot_partition_factor() -> f64 {
        later().hot_partition_factor
    }

    pub(super) fn hot_partition_min_per_second() -> f64 {
        later().hot_partition_min_per_second
    }

    pub(super) fn lessons() -> super::Lessons {
        shipped().lessons.clone()
    }

    pub(super) fn lesson_lost_expansion() -> String {
        shipped().lessons.lost_expansion.clone()
    }

    pub(super) fn lesson_lost_poison() -> String {
        shipped().lessons.lost_poison.clone()
    }

    pub(super) fn lesson_waiting() -> String {
        shipped().lessons.waiting.clone()
    }

    pub(super) fn lesson_short() -> String {
        shipped().lessons.short.clone()
    }

    pub(super) fn lesson_deploy() -> String {
        shipped().lessons.deploy.clone()
    }

    pub(super) fn lesson_held() -> String {
        shipped().lessons.held.clone()
    }

    pub(super) fn lesson_bankrupt() -> String {
        shipped().lessons.bankrupt.clone()
    }

    pub(super) fn lessons_no_spending() -> super::SpendFreeLessons {
        shipped().lessons.no_spending.clone()
    }

    pub(super) fn score() -> super::ScoreRules {
        shipped().score
    }

    pub(super) fn reaction_seconds() -> f64 {
        later().reaction_seconds
    }

    pub(super) fn hint_idle_seconds() -> f64 {
        later().hint_idle_seconds
    }

    pub(super) fn hint_lag_share() -> f64 {
        later().hint_lag_share
    }

    pub(super) fn hint_trend_seconds() -> f64 {
        later().hint_trend_seconds
    }

    pub(super) fn hint_burn_seconds() -> f64 {
        later().hint_burn_seconds
    }

    pub(super) fn session_timeout_seconds() -> f64 {
        later().session_timeout_seconds
    }

    pub(super) fn auto_offset_reset() -> super::super::consumer::OffsetReset {
        later().auto_offset_reset
    }

    pub(super) fn offsets_retention_seconds() -> f64 {
        later().offsets_retention_seconds
    }

    pub(super) fn restart_seconds() -> f64 {
        later().restart_seconds
    }

    pub(super) fn metadata_max_age_seconds() -> f64 {
        later().metadata_max_age_seconds
    }

    pub(super) fn consumer_heartbeat_interval_seconds() -> f64 {
        later().consumer_heartbeat_interval_seconds
    }

    pub(super) fn share_record_lock_seconds() -> f64 {
        later().share_record_lock_seconds
    }

    pub(super) fn share_delivery_count_limit() -> u32 {
        later().share_delivery_count_limit
    }

    pub(super) fn share_partition_max_record_locks() -> u64 {
        later().share_partition_max_record_locks
    }

    pub(super) fn isolation_level() -> crate::log::Isolation {
        later().isolation_level
    }

    pub(super) fn processing_guarantee() -> super::super::consumer::ProcessingGuarantee {
        later().processing_guarantee
    }

    pub(super) fn poll_seconds() -> f64 {
        later().poll_seconds
    }

    pub(super) fn sticky_batch_records() -> u64 {
        later().sticky_batch_records
    }
}

/// The whole rule set.
#[derive(Asset, TypePath, Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Catalog {
    /// Engine rules.
    pub sim: SimRules,
    /// Components by code (`log`, `api`, `worker`, …).
    pub components: BTreeMap<String, ComponentSpec>,
    /// Research items.
    #[serde(default)]
    pub research: Vec<ResearchItem>,
    /// Incident kinds.
    #[serde(default)]
    pub incidents: Vec<IncidentRules>,
    /// The shop's eras, in order.
    #[serde(default)]
    pub eras: Vec<Era>,
    /// The cure for each cause of bad outcomes, as the debrief's lessons
    /// name it. Left out: the shipped catalog's.
    #[serde(default = "shipped::lessons")]
    pub lessons: Lessons,
    /// How a run's score is counted. Left out: the shipped catalog's.
    #[serde(default = "shipped::score")]
    pub score: ScoreRules,
}

/// A run's score: one number from the money left and the bad outcomes,
/// `round(per_dollar × money left − per_bad_outcome × bad outcomes)`, where
/// the bad outcomes are every one since the start (the error budget's
/// causes, stale results weighted). Higher is better. Ours.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScoreRules {
    /// Points per dollar left at the end.
    pub per_dollar: f64,
    /// Points taken off per bad outcome.
    pub per_bad_outcome: f64,
}

impl ScoreRules {
    /// The score of `money` dollars left and `bad` bad outcomes.
    pub fn points(&self, money: f64, bad: f64) -> i64 {
        let p = (self.per_dollar * money - self.per_bad_outcome * bad).round();
        // Saturates far beyond any figure a run reaches (money ≤ 10^15).
        p.clamp(i64::MIN as f64, i64::MAX as f64) as i64
    }
}

/// What would have prevented each cause of bad outcomes: the second half
/// of a debrief lesson ("…; more Workers, more partitions or a longer
/// retention would have kept them"). One sentence each, our words.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lessons {
    /// Events lost to retention.
    pub lost_retention: String,
    /// Events cut from the log with a broker down (a failed broker's only
    /// copy, an election's cut).
    pub lost_broker: String,
    /// Events skipped on partitions added before a group learned of them
    /// (its `auto.offset.reset` placed it past them). Left out: the shipped
    /// catalog's. Rule: docs/RULES.md#partition-expansion.
    #[serde(default = "shipped::lesson_lost_expansion")]
    pub lost_expansion: String,
    /// Poison pills a share group archived at its delivery limit with no
    /// dead-letter stream. Left out: the shipped catalog's. Rule:
    /// docs/RULES.md#poison-pill.
    #[serde(default = "shipped::lesson_lost_poison")]
    pub lost_poison: String,
    /// Events an unclean leader election cut, when they are most of those
    /// lost with a broker down. A catalog without it uses `lost_broker`.
    #[serde(default)]
    pub lost_unclean: String,
    /// Events producers dropped while a partition had no leader or too few
    /// in sync, when they are most of those lost with a broker down. A
    /// catalog without it uses `lost_broker`.
    #[serde(default)]
    pub lost_dropped: String,
    /// Stale results.
    pub stale: String,
    /// Stranded tasks and requests.
    pub stranded: String,
    /// Duplicate side effects.
    pub duplicates: String,
    /// Duplicates and stale results when producers without idempotence
    /// stored a failover's retried batches twice. A catalog without it uses
    /// `duplicates` and `stale`.
    #[serde(default)]
    pub producer_duplicates: String,
    /// Duplicates when a Worker that writes to a stream crashed before its
    /// commit and wrote its output again (read-process-write). A catalog
    /// without it uses `duplicates`.
    #[serde(default)]
    pub written_twice: String,
    /// Lost to retention when most of it is keys a table rebuilt from its
    /// stream could not get back (a lost state store). A catalog without
    /// it uses `lost_retention`.
    #[serde(default)]
    pub keys_lost: String,
    /// Appends refused for lack of capacity.
    pub throttled: String,
    /// Tasks a group missed (a Queue gave them to another).
    pub missed: String,
    /// A group's lag over the warning, when nothing was lost, or a lag
    /// goal broken.
    pub lag: String,
    /// Tasks a goal needed, left waiting in a Queue at the end. Left out:
    /// the shipped catalog's.
    #[serde(default = "shipped::lesson_waiting")]
    pub waiting: String,
    /// A goal still open at the end with nothing waiting for its group
    /// (what it needed was lost on the way, or never came). Left out: the
    /// shipped catalog's.
    #[serde(default = "shipped::lesson_short")]
    pub short: String,
    /// A `Deploy` goal open at the end: the rolling restart never started
    /// or never finished (docs/RULES.md#static-membership). Left out: the
    /// shipped catalog's.
    #[serde(default = "shipped::lesson_deploy")]
    pub deploy: String,
    /// A `read_committed` group held at the last stable offset by an open
    /// transaction (docs/RULES.md#transactions). Left out: the shipped
    /// catalog's.
    #[serde(default = "shipped::lesson_held")]
    pub held: String,
    /// The money ran out. Left out: the shipped catalog's.
    #[serde(default = "shipped::lesson_bankrupt")]
    pub bankrupt: String,
    /// The cures to give instead where the scenario's stars ask for less
    /// spending on Nodes than one Worker costs (a `SpendAtMost` star below
    /// the cheapest Worker's `place_cost`): what the level allows. Left out:
    /// the shipped catalog's.
    #[serde(default = "shipped::lessons_no_spending")]
    pub no_spending: SpendFreeLessons,
}

/// Cures that place no Node, for a scenario whose stars ask for no
/// spending: each one's field in [`Lessons`] names Workers or hosts to buy.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SpendFreeLessons {
    /// Events lost to retention.
    pub lost_retention: String,
    /// Stranded tasks and requests.
    pub stranded: String,
    /// A group's lag.
    pub lag: String,
    /// Tasks left waiting in a Queue.
    pub waiting: String,
}

impl Catalog {
    /// Parses and checks catalog RON text. `file` is used in error messages.
    ///
    /// Errors: syntax, unknown or missing fields, wrong types (with line and
    /// column), and out-of-range numbers (with the field path).
    pub fn parse(text: &str, file: &str) -> Result<Catalog, DataError> {
        if text.len() > crate::log::limits::MAX_FILE_BYTES {
            return Err(DataError::io(file, "the file is too large".into()));
        }
        let catalog: Catalog = parse_ron(text, file)?;
        catalog.validate(file).map_err(|e| e.at_field_in(text))?;
        Ok(catalog)
    }

    /// The catalog shipped with the game (compiled in, for tests and tools).
    pub fn builtin() -> Catalog {
        Catalog::parse(include_str!("../../assets/catalog.ron"), "assets/catalog.ron")
            .expect("the shipped catalog is valid")
    }

    /// A component by code.
    pub fn component(&self, code: &str) -> Option<&ComponentSpec> {
        self.components.get(code)
    }

    /// The rules of an incident kind.
    pub fn incident(&self, kind: IncidentKind) -> Option<&IncidentRules> {
        self.incidents.iter().find(|i| i.kind == kind)
    }

    /// A research item by name.
    pub fn research_item(&self, name: &str) -> Option<&ResearchItem> {
        self.research.iter().find(|r| r.name == name)
    }

    /// The index of an era by name.
    pub fn era_index(&self, name: &str) -> Option<usize> {
        self.eras.iter().position(|e| e.name == name)
    }

    /// Research names and effects: every name a component's unlock or an
    /// item's `requires` gives is an item of the catalog, each item is named
    /// once, each effect given by one item, each era one of the catalog's.
    fn validate_research(&self, file: &str) -> Result<(), DataError> {
        let bad = |path: String, why: String| Err(DataError::invalid(file, path, &why));
        let unknown = |name: &str| format!("unknown research '{name}' (known: {})", self.research_names().join(", "));
        for (i, r) in self.research.iter().enumerate() {
            if !(r.cost.is_finite() && r.cost >= 0.0) {
                return bad(format!("research[{i}].cost"), "must be ≥ 0".into());
            }
            if self.research[..i].iter().any(|o| o.name == r.name) {
                return bad(format!("research[{i}].name"), format!("'{}' is named twice", r.name));
            }
            if let Some(e) = r.effect
                && self.research[..i].iter().any(|o| o.effect == Some(e))
            {
                return bad(format!("research[{i}].effect"), format!("{e:?} is given by an earlier item"));
            }
            if self.era_index(&r.era).is_none() {
                return bad(format!("research[{i}].era"), format!("unknown era '{}'", r.era));
            }
            if let Some(req) = r.requires.iter().find(|q| self.research_item(q).is_none()) {
                return bad(format!("research[{i}].requires"), unknown(req));
            }
        }
        for (code, c) in &self.components {
            let Some(u) = &c.unlock else { continue };
            let at = |f: &str| format!("components[\"{code}\"].unlock.{f}");
            if self.research_item(&u.research).is_none() {
                return bad(at("research"), unknown(&u.research));
            }
            if let Some(n) = u.requires.iter().chain(&u.unlocks_next).find(|q| self.research_item(q).is_none()) {
                let field = if u.requires.contains(n) { "requires" } else { "unlocks_next" };
                return bad(at(field), unknown(n));
            }
            if self.era_index(&u.era).is_none() {
                return bad(at("era"), format!("unknown era '{}'", u.era));
            }
        }
        Ok(())
    }

    /// The research items' names, in catalog order.
    pub fn research_names(&self) -> Vec<&str> {
        self.research.iter().map(|r| r.name.as_str()).collect()
    }

    /// The research item that gives `effect`, if the catalog has one.
    pub fn research_with(&self, effect: ResearchEffect) -> Option<&ResearchItem> {
        self.research.iter().find(|r| r.effect == Some(effect))
    }

    /// Checks the catalog section by section: the sim rules, each component,
    /// the research, the incident kinds, the eras and the per-tick budgets
    /// (in that order; the first rule broken is the error).
    fn validate(&self, file: &str) -> Result<(), DataError> {
        self.validate_sim(file)?;
        for (code, c) in &self.components {
            validate_component(file, code, c)?;
        }
        self.validate_research(file)?;
        self.validate_incidents(file)?;
        self.validate_eras(file)?;
        self.validate_score(file)?;
        self.validate_tick_budgets(file)
    }

    /// The score's weights: finite and at least 0.
    fn validate_score(&self, file: &str) -> Result<(), DataError> {
        let bad = rule_broken(file);
        let s = &self.score;
        for (field, v) in [("per_dollar", s.per_dollar), ("per_bad_outcome", s.per_bad_outcome)] {
            if !(v.is_finite() && (0.0..=1e6).contains(&v)) {
                return bad(format!("score.{field}"), "must be a number from 0 to 1000000");
            }
        }
        Ok(())
    }

    /// The price of the cheapest Worker to place (`None`: the catalog has
    /// no Worker component).
    pub fn cheapest_worker(&self) -> Option<f64> {
        self.components
            .values()
            .filter(|c| matches!(c.role, Role::Worker(_)))
            .map(|c| c.place_cost)
            .min_by(f64::total_cmp)
    }

    /// The sim rules: the step, the speeds, the rate window and the view
    /// thresholds.
    fn validate_sim(&self, file: &str) -> Result<(), DataError> {
        let bad = rule_broken(file);
        let s = &self.sim;
        if !(s.step_seconds.is_finite() && s.step_seconds > 0.0 && s.step_seconds <= 10.0) {
            return bad("sim.step_seconds".into(), "must be a number in (0, 10]");
        }
        if s.speeds.is_empty() {
            return bad("sim.speeds".into(), "needs at least one speed");
        }
        for (i, sp) in s.speeds.iter().enumerate() {
            if !(sp.multiplier.is_finite() && sp.multiplier > 0.0 && sp.multiplier <= 100_000.0) {
                return bad(format!("sim.speeds[{i}].multiplier"), "must be in (0, 100000]");
            }
            if !(sp.step_seconds.is_finite() && sp.step_seconds > 0.0 && sp.step_seconds <= 60.0) {
                return bad(format!("sim.speeds[{i}].step_seconds"), "must be in (0, 60]");
            }
        }
        if !(s.rate_window_seconds.is_finite() && s.rate_window_seconds > 0.0) {
            return bad("sim.rate_window_seconds".into(), "must be positive");
        }
        if s.lag_warning_records == 0 {
            return bad("sim.lag_warning_records".into(), "must be at least 1");
        }
        if !(s.hot_partition_factor.is_finite() && s.hot_partition_factor >= 1.0) {
            return bad("sim.hot_partition_factor".into(), "must be a number ≥ 1");
        }
        if !(s.hot_partition_min_per_second.is_finite() && s.hot_partition_min_per_second >= 0.0) {
            return bad("sim.hot_partition_min_per_second".into(), "must be a number ≥ 0");
        }
        if !(s.reaction_seconds.is_finite() && (0.0..=3600.0).contains(&s.reaction_seconds)) {
            return bad("sim.reaction_seconds".into(), "must be between 0 and 3600 sim seconds");
        }
        if !(s.hint_idle_seconds.is_finite() && (0.0..=86_400.0).contains(&s.hint_idle_seconds)) {
            return bad("sim.hint_idle_seconds".into(), "must be between 0 and 86,400 sim seconds");
        }
        if !(s.hint_lag_share.is_finite() && s.hint_lag_share > 0.0 && s.hint_lag_share <= 1.0) {
            return bad("sim.hint_lag_share".into(), "must be in (0, 1]");
        }
        if !(s.hint_trend_seconds.is_finite() && (1.0..=3600.0).contains(&s.hint_trend_seconds)) {
            return bad("sim.hint_trend_seconds".into(), "must be between 1 and 3,600 sim seconds");
        }
        if !(s.hint_burn_seconds.is_finite() && (1.0..=3600.0).contains(&s.hint_burn_seconds)) {
            return bad("sim.hint_burn_seconds".into(), "must be between 1 and 3,600 sim seconds");
        }
        let timeout = s.session_timeout_seconds;
        if !(timeout.is_finite() && timeout > 0.0 && timeout <= super::consumer::MAX_SESSION_TIMEOUT) {
            return bad("sim.session_timeout_seconds".into(), "must be in (0, 86400]");
        }
        if !(s.restart_seconds.is_finite() && (1.0..=3600.0).contains(&s.restart_seconds)) {
            return bad("sim.restart_seconds".into(), "must be between 1 and 3,600 sim seconds");
        }
        if !super::scenario::metadata_max_age_ok(s.metadata_max_age_seconds) {
            return bad("sim.metadata_max_age_seconds".into(), super::scenario::METADATA_MAX_AGE_RANGE);
        }
        let beat = s.consumer_heartbeat_interval_seconds;
        if !(beat.is_finite() && (0.1..=60.0).contains(&beat)) {
            return bad("sim.consumer_heartbeat_interval_seconds".into(), "must be between 0.1 and 60 sim seconds");
        }
        if !(s.share_record_lock_seconds.is_finite() && (1.0..=3600.0).contains(&s.share_record_lock_seconds)) {
            return bad("sim.share_record_lock_seconds".into(), "must be between 1 and 3,600 sim seconds");
        }
        if !(2..=10).contains(&s.share_delivery_count_limit) {
            return bad("sim.share_delivery_count_limit".into(), "must be between 2 and 10 (Kafka's bounds)");
        }
        if !(100..=10_000).contains(&s.share_partition_max_record_locks) {
            return bad(
                "sim.share_partition_max_record_locks".into(),
                "must be between 100 and 10,000 (Kafka's bounds)",
            );
        }
        let kept = s.offsets_retention_seconds;
        if !(kept.is_finite() && (60.0..=365.0 * 86_400.0).contains(&kept)) {
            return bad("sim.offsets_retention_seconds".into(), "must be between 60 and 31,536,000 sim seconds");
        }
        if !(s.poll_seconds.is_finite() && s.poll_seconds > 0.0 && s.poll_seconds <= 60.0) {
            return bad("sim.poll_seconds".into(), "must be in (0, 60]");
        }
        if s.sticky_batch_records == 0 || s.sticky_batch_records > 1_000_000 {
            return bad("sim.sticky_batch_records".into(), "must be between 1 and 1000000");
        }
        Ok(())
    }

    /// Each incident kind's rates, durations and shares; each kind once.
    fn validate_incidents(&self, file: &str) -> Result<(), DataError> {
        let bad = rule_broken(file);
        for (i, inc) in self.incidents.iter().enumerate() {
            if !(inc.chance_per_hour.is_finite() && (0.0..=3600.0).contains(&inc.chance_per_hour)) {
                return bad(format!("incidents[{i}].chance_per_hour"), "must be between 0 and 3600");
            }
            for (name, d) in
                [("duration_seconds", inc.duration_seconds), ("scored_duration_seconds", inc.scored_duration_seconds)]
            {
                if let Some(d) = d
                    && !(d.is_finite() && d > 0.0)
                {
                    return bad(format!("incidents[{i}].{name}"), "must be positive");
                }
            }
            for (name, v) in [("hot_share", inc.hot_share), ("slow_speed", inc.slow_speed)] {
                if let Some(v) = v
                    && !(v.is_finite() && v > 0.0 && v <= 1.0)
                {
                    return bad(format!("incidents[{i}].{name}"), "must be in (0, 1]");
                }
            }
            if self.incidents[..i].iter().any(|o| o.kind == inc.kind) {
                return bad(format!("incidents[{i}].kind"), "each kind is described once");
            }
        }
        Ok(())
    }

    /// At least one era, each with its traffic and the revenue to reach it.
    fn validate_eras(&self, file: &str) -> Result<(), DataError> {
        let bad = rule_broken(file);
        if self.eras.is_empty() {
            return bad("eras".into(), "needs at least one era");
        }
        for (i, e) in self.eras.iter().enumerate() {
            if !(e.traffic.is_finite() && e.traffic > 0.0 && e.traffic <= 1.0e6) {
                return bad(format!("eras[{i}].traffic"), "must be in (0, 1000000]");
            }
            if !(e.revenue_to_reach.is_finite() && e.revenue_to_reach >= 0.0) {
                return bad(format!("eras[{i}].revenue_to_reach"), "must be a finite number ≥ 0");
            }
        }
        Ok(())
    }

    /// The sim's per-tick budgets (checked last, after the eras, as ever).
    fn validate_tick_budgets(&self, file: &str) -> Result<(), DataError> {
        let bad = rule_broken(file);
        for (name, v) in [
            ("sim.individual_records_per_tick", self.sim.individual_records_per_tick),
            ("sim.tracked_updates_per_tick", self.sim.tracked_updates_per_tick),
        ] {
            if v == 0 || v > 1_000_000 {
                return bad(name.into(), "must be between 1 and 1000000");
            }
        }
        Ok(())
    }
}

/// `bad(path, why)`: the error for a rule of `file` broken at a field path.
fn rule_broken(file: &str) -> impl Fn(String, &str) -> Result<(), DataError> + '_ {
    move |path: String, why: &str| Err(DataError::invalid(file, path, why))
}

/// One component (`components["code"]`): the numbers every component has,
/// then its role's.
fn validate_component(file: &str, code: &str, c: &ComponentSpec) -> Result<(), DataError> {
    let bad = rule_broken(file);
    let at = |f: &str| format!("components[\"{code}\"].{f}");
    for (name, v) in [
        ("place_cost", c.place_cost),
        ("copy_cost_growth", c.copy_cost_growth),
        ("sell_refund", c.sell_refund),
        ("burn_per_second", c.burn_per_second),
        ("overhead_ms", c.overhead_ms),
    ] {
        if !(v.is_finite() && (0.0..=1e12).contains(&v)) {
            return bad(at(name), "must be a finite number ≥ 0");
        }
    }
    if c.sizes == 0 || c.sizes > 16 {
        return bad(at("sizes"), "must be between 1 and 16");
    }
    if !(c.size_factor.is_finite() && c.size_factor >= 1.0 && c.size_factor <= 16.0) {
        return bad(at("size_factor"), "must be between 1 and 16");
    }
    validate_role(file, code, &c.role)
}

/// A component's role rules (`components["code"].role`), one check per role.
fn validate_role(file: &str, code: &str, role: &Role) -> Result<(), DataError> {
    let bad = rule_broken(file);
    let at = |f: &str| format!("components[\"{code}\"].{f}");
    match role {
        Role::Producer(ProducerRules { capacity_per_second: c })
        | Role::Balancer(BalancerRules { capacity_per_second: c }) => {
            if !(c.is_finite() && *c > 0.0) {
                return bad(at("role.capacity_per_second"), "must be positive");
            }
        }
        Role::Queue(QueueRules { capacity_per_second: c, max_depth }) => {
            if !(c.is_finite() && *c > 0.0) {
                return bad(at("role.capacity_per_second"), "must be positive");
            }
            if *max_depth == 0 || *max_depth > 1 << 40 {
                return bad(at("role.max_depth"), "must be between 1 and 2^40");
            }
        }
        Role::Database(DatabaseRules { writes_per_second: c }) => {
            if !(c.is_finite() && *c > 0.0) {
                return bad(at("role.writes_per_second"), "must be positive");
            }
        }
        Role::Connector(ConnectorRules { changes_per_second: c }) => {
            if !(c.is_finite() && *c > 0.0) {
                return bad(at("role.changes_per_second"), "must be positive");
            }
        }
        Role::Worker(w) => return validate_worker_rules(file, code, w),
        Role::Stream(r) => return validate_stream_rules(file, code, r),
    }
    Ok(())
}

/// A Worker's rules: its rate, commit interval, poll interval, rebalance
/// pause and poll size.
fn validate_worker_rules(file: &str, code: &str, w: &WorkerRules) -> Result<(), DataError> {
    let bad = rule_broken(file);
    let at = |f: &str| format!("components[\"{code}\"].{f}");
    if !(w.tasks_per_second.is_finite() && w.tasks_per_second > 0.0) {
        return bad(at("role.tasks_per_second"), "must be positive");
    }
    if !(w.commit_interval_seconds.is_finite() && (0.0..=3600.0).contains(&w.commit_interval_seconds)) {
        return bad(at("role.commit_interval_seconds"), "must be between 0 and 3600");
    }
    for (name, v) in
        [("max_poll_interval_seconds", w.max_poll_interval_seconds), ("rebalance_seconds", w.rebalance_seconds)]
    {
        if !(v.is_finite() && v > 0.0 && v <= 86_400.0) {
            return bad(at(&format!("role.{name}")), "must be in (0, 86400]");
        }
    }
    if w.max_poll_records == 0 || w.max_poll_records > 1_000_000 {
        return bad(at("role.max_poll_records"), "must be between 1 and 1000000");
    }
    Ok(())
}

/// An Event Stream's rules: its rates, waits and shares, retention choices,
/// partition and replication bounds, and the folding of old batches.
fn validate_stream_rules(file: &str, code: &str, r: &StreamRules) -> Result<(), DataError> {
    let bad = rule_broken(file);
    let at = |f: &str| format!("components[\"{code}\"].{f}");
    for (name, v) in [
        ("append_capacity_per_second", r.append_capacity_per_second),
        ("partition_read_per_second", r.partition_read_per_second),
        ("linger_seconds", r.linger_seconds),
        ("replica_lag_max_seconds", r.replica_lag_max_seconds),
        ("replica_fetch_records_per_second", r.replica_fetch_records_per_second),
        ("producer_delivery_timeout_seconds", r.producer_delivery_timeout_seconds),
        ("producer_max_block_seconds", r.producer_max_block_seconds),
        ("broker_replace_seconds", r.broker_replace_seconds),
        ("preferred_leader_check_seconds", r.preferred_leader_check_seconds),
    ] {
        if !(v.is_finite() && v > 0.0) {
            return bad(at(&format!("role.{name}")), "must be positive");
        }
    }
    for (name, v) in [
        ("ack_wait_ms", r.ack_wait_ms),
        ("replica_burn_share", r.replica_burn_share),
        ("follower_lag_seconds", r.follower_lag_seconds),
        ("failover_seconds", r.failover_seconds),
        ("leader_move_seconds", r.leader_move_seconds),
        ("extra_broker_burn_share", r.extra_broker_burn_share),
    ] {
        if !(v.is_finite() && v >= 0.0) {
            return bad(at(&format!("role.{name}")), "must be ≥ 0");
        }
    }
    if r.retention_choices.is_empty() || r.retention_choices.iter().any(|v| !(v.is_finite() && *v > 0.0)) {
        return bad(at("role.retention_choices"), "needs positive durations");
    }
    if r.replication_throttle_choices.iter().any(|v| !(v.is_finite() && *v > 0.0)) {
        return bad(at("role.replication_throttle_choices"), "needs positive rates");
    }
    if r.max_partitions == 0 || r.max_partitions > crate::log::MAX_PARTITIONS {
        return bad(at("role.max_partitions"), "must be between 1 and 4096");
    }
    if r.default_partitions == 0 || r.default_partitions > r.max_partitions {
        return bad(at("role.default_partitions"), "must be between 1 and max_partitions");
    }
    if r.max_replication_factor == 0 || r.max_replication_factor > 16 {
        return bad(at("role.max_replication_factor"), "must be between 1 and 16");
    }
    if r.recent_batches == 0 || r.recent_batches > 100_000 {
        return bad(at("role.recent_batches"), "must be between 1 and 100000");
    }
    if r.retention_buckets == 0 || r.retention_buckets > 100_000 {
        return bad(at("role.retention_buckets"), "must be between 1 and 100000");
    }
    if !(r.segment_seconds.is_finite() && r.segment_seconds >= 1.0) {
        return bad(at("role.segment_seconds"), "must be at least 1 sim second");
    }
    if !(r.min_compaction_lag_seconds.is_finite() && r.min_compaction_lag_seconds >= 0.0) {
        return bad(at("role.min_compaction_lag_seconds"), "must be 0 or more sim seconds");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shipped_catalog_holds_the_rule_book_numbers() {
        let c = Catalog::builtin();
        let log = c.component("log").unwrap();
        assert_eq!(log.place_cost, 900.0);
        assert_eq!(log.burn_per_second, 0.30);
        assert_eq!(log.sizes, 6);
        assert_eq!(log.overhead_ms, 5.0);
        let Role::Stream(r) = &log.role else { panic!("log is a stream") };
        assert_eq!(r.append_capacity(log.size_multiplier(1)), 100_000.0);
        assert_eq!(r.append_capacity(log.size_multiplier(6)), 3_200_000.0);
        assert_eq!(r.partition_read_per_second, 20_000.0);
        assert_eq!(r.retention_choices, vec![36_000.0, 216_000.0, 604_800.0]);
        assert_eq!(log.copy_cost(0), 900.0);
        assert_eq!(log.copy_cost(1), 1125.0);
        assert_eq!(log.unlock.as_ref().unwrap().cost, 15_000.0);
    }

    /// A catalog written before the view thresholds existed (a mod, or the
    /// copy inside an older save) still loads, with the shipped values; one
    /// that sets them keeps its own.
    #[test]
    fn rules_added_later_default_to_the_shipped_ones() {
        let text = include_str!("../../assets/catalog.ron");
        let shipped = Catalog::builtin().sim;
        let older: String = text
            .lines()
            .filter(|l| !l.contains("lag_warning_records:") && !l.contains("hot_partition_"))
            .map(|l| format!("{l}\n"))
            .collect();
        assert!(older.len() < text.len());
        let c = Catalog::parse(&older, "older.catalog.ron").unwrap();
        assert_eq!(c.sim, shipped);
        let own = text.replacen("lag_warning_records: 1000,", "lag_warning_records: 40,", 1);
        assert_eq!(Catalog::parse(&own, "own.catalog.ron").unwrap().sim.lag_warning_records, 40);
    }
}
