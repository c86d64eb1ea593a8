//! A consumer group's settings and a stream's keyless producer strategy:
//! the names a scenario, the Inspector and the report use for them.
//! Rules: docs/RULES.md#consumer-groups; scenarios/README.md, `groups`.

use serde::{Deserialize, Serialize};

pub use crate::log::share::GroupType;
pub use crate::log::{Assignor, GroupProtocol, RemoteAssignor};

/// Where a consumer's position goes when it has none, or when the one it
/// has is no longer in the log (Kafka's `auto.offset.reset`; `none` and
/// `by_duration` as Kafka 4 has them, KIP-1106). Rule:
/// docs/RULES.md#auto-offset-reset.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum OffsetReset {
    /// To the log start: it reads what retention has not removed yet.
    #[default]
    Earliest,
    /// To the end (the high watermark): it skips everything waiting. Kafka's
    /// own default.
    Latest,
    /// Nowhere: the consumer fails (`NoOffsetForPartitionException`, or
    /// `OffsetOutOfRangeException` once retention passed its position) and
    /// the group stops reading until the player resets its offsets or
    /// chooses another policy. A scenario writes `NoReset` (or `none`):
    /// RON reads a bare `None` as "not set", the catalog's policy.
    #[serde(rename = "NoReset", alias = "none")]
    None,
    /// To the first record appended within this duration before now (Kafka
    /// 4's `by_duration:PT10M`); the high watermark when every record is
    /// older. A scenario writes `ByDuration("PT10M")`.
    ByDuration(ResetDuration),
}

impl OffsetReset {
    /// Kafka's spelling and the report's: `earliest`, `latest`, `none`,
    /// `by_duration:PT10M`.
    pub fn label(self) -> String {
        match self {
            OffsetReset::Earliest => "earliest".into(),
            OffsetReset::Latest => "latest".into(),
            OffsetReset::None => "none".into(),
            OffsetReset::ByDuration(d) => format!("by_duration:{}", d.iso()),
        }
    }
}

/// A duration for `by_duration`, whole seconds, 1 s to 30 days; written and
/// read as ISO 8601 (`"PT10M"`, `"P1D"`), as Kafka spells it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ResetDuration(u64);

impl ResetDuration {
    /// `seconds` when it is a duration a reset may name (1 s to 30 days).
    pub fn from_secs(seconds: u64) -> Option<ResetDuration> {
        (1..=crate::log::duration::MAX_DURATION_SECONDS).contains(&seconds).then_some(ResetDuration(seconds))
    }

    /// Whole seconds.
    pub fn seconds(self) -> u64 {
        self.0
    }

    /// As ISO 8601: `PT10M`.
    pub fn iso(self) -> String {
        crate::log::duration::format_duration(self.0)
    }
}

impl std::str::FromStr for ResetDuration {
    type Err = String;

    /// Parses `PT10M` and the like. Errors: see
    /// [`crate::log::duration::parse_duration`].
    fn from_str(text: &str) -> Result<ResetDuration, String> {
        crate::log::duration::parse_duration(text).map(ResetDuration)
    }
}

impl Serialize for ResetDuration {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.iso())
    }
}

impl<'de> Deserialize<'de> for ResetDuration {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<ResetDuration, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

/// What a Worker that reads a stream and writes records to another one
/// promises about them (Kafka Streams' `processing.guarantee`), per
/// consumer group. Rule: docs/RULES.md#read-process-write.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ProcessingGuarantee {
    /// Kafka Streams' default: the output is appended as it is made and
    /// the input offsets are committed later; a crash in between makes the
    /// step again, and its output a second time.
    #[default]
    AtLeastOnce,
    /// Each member writes its output inside a transaction that commits
    /// with its input offsets (`sendOffsetsToTransaction`); a crash aborts
    /// it, so a `read_committed` reader downstream gets every output once.
    ExactlyOnceV2,
}

impl ProcessingGuarantee {
    /// Kafka Streams' spelling and the report's: `at_least_once`,
    /// `exactly_once_v2`.
    pub fn word(self) -> &'static str {
        match self {
            ProcessingGuarantee::AtLeastOnce => "at_least_once",
            ProcessingGuarantee::ExactlyOnceV2 => "exactly_once_v2",
        }
    }

    /// Whether its output is written in transactions.
    pub fn transactional(self) -> bool {
        match self {
            ProcessingGuarantee::AtLeastOnce => false,
            ProcessingGuarantee::ExactlyOnceV2 => true,
        }
    }
}

/// Where a producer sends a record without a key.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Keyless {
    /// Record by record, partition after partition (the teaching text's and
    /// the console's).
    #[default]
    RoundRobin,
    /// Kafka's producer since 2.4: every record of a batch to one partition,
    /// the next batch to the next partition once the batch is full (the
    /// catalog's `sticky_batch_records`).
    Sticky,
}

impl Keyless {
    /// The report's spelling: `round_robin`, `sticky`.
    pub fn key(self) -> &'static str {
        match self {
            Keyless::RoundRobin => "round_robin",
            Keyless::Sticky => "sticky",
        }
    }
}

/// One consumer group's settings in a scenario; what it leaves out is the
/// catalog's (`sim.session_timeout_seconds`, `sim.auto_offset_reset`) or,
/// for the assignor, `Range` (`CooperativeSticky` once the research
/// Cooperative rebalancing is owned).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GroupSpec {
    /// Group name, as the Workers' `group` writes it.
    pub name: String,
    /// Its assignor.
    #[serde(default)]
    pub assignor: Option<Assignor>,
    /// Its `auto.offset.reset`.
    #[serde(default)]
    pub auto_offset_reset: Option<OffsetReset>,
    /// A member that is down is removed from the group after this many sim
    /// seconds without a heartbeat (Kafka's `session.timeout.ms`).
    #[serde(default)]
    pub session_timeout: Option<f64>,
    /// Its `isolation.level`: `ReadCommitted` reads below the last stable
    /// offset only and skips aborted records (docs/RULES.md#transactions).
    #[serde(default)]
    pub isolation: Option<crate::log::Isolation>,
    /// Its `processing.guarantee`, for its Workers that write to a stream
    /// (docs/RULES.md#read-process-write).
    #[serde(default)]
    pub processing_guarantee: Option<ProcessingGuarantee>,
    /// How often its consumers refresh their view of a topic's partitions,
    /// sim seconds (their `metadata.max.age.ms`): it learns of partitions
    /// added at its next rebalance or refresh. The stream's when absent
    /// (then the catalog's). Rule: docs/RULES.md#partition-expansion.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub metadata_max_age_seconds: Option<f64>,
    /// Its `group.protocol`: `Classic` (the default) or `Consumer` (Kafka
    /// 4's, KIP-848), where a stream's brokers offer it. Rule:
    /// docs/RULES.md#consumer-protocol.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub protocol: Option<GroupProtocol>,
    /// The group coordinator's assignor under the consumer protocol
    /// (`group.remote.assignor`): `Uniform` (the default) or `Range`.
    /// Ignored under the classic protocol, where `assignor` assigns.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub remote_assignor: Option<RemoteAssignor>,
    /// Its type: `Consumer` (the default) or `Share` (KIP-932: any number
    /// of Workers per partition, records acknowledged one by one). Rule:
    /// docs/RULES.md#share-groups.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub group_type: Option<GroupType>,
    /// A share group's `share.delivery.count.limit`: deliveries before a
    /// record is archived (the catalog's when absent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub delivery_count_limit: Option<u32>,
    /// A share group's `share.record.lock.duration.ms`, sim seconds (the
    /// catalog's when absent).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub record_lock_seconds: Option<f64>,
    /// A share group's dead-letter stream (KIP-1191's
    /// `errors.deadletterqueue.topic.name`): the id of another Event
    /// Stream on the board. A record archived at the delivery limit is
    /// written there, kept for a person to look at, instead of dropped.
    /// Rule: docs/RULES.md#poison-pill.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dead_letter: Option<String>,
}

/// The longest session timeout a scenario or the player may set, sim
/// seconds (a day: the bound every other duration in the rules has).
pub const MAX_SESSION_TIMEOUT: f64 = 86_400.0;
