//! `logjam snapshot`: a real cluster's shape as a scenario to break safely.
//!
//! Two looks at the cluster ([`super::watch::look`]) a window apart give its
//! topics (partitions, replication factor, brokers), its consumer groups
//! (members, assignor) and what moved in between: each topic's produce rate
//! (its high watermarks' growth) and each group's consume rate (its
//! committed offsets' growth) and lag trend. The topics' configs give
//! retention, `cleanup.policy` and `min.insync.replicas`; a sample of the
//! newest records of each partition gives the keys' skew. [`shape`] turns
//! those figures into a [`Scenario`] that the catalog's rules accept, and
//! [`write`] into a scenario file whose comment says where and when it was
//! taken and what was estimated rather than read. Nothing is written to the
//! cluster: no group is joined, nothing committed.
//!
//! No record's key or value reaches the file: keys become `key-N`, and a hot
//! key becomes a made-up key that Kafka's murmur2 partitioner puts on the
//! same partition as the real one.

use std::collections::{BTreeMap, BTreeSet};
use std::time::{Duration, Instant};

use rdkafka::admin::{AdminClient, AdminOptions, ResourceSpecifier};
use rdkafka::client::DefaultClientContext;
use rdkafka::consumer::{BaseConsumer, Consumer};
use rdkafka::message::Message;
use rdkafka::{Offset, TopicPartitionList};

use super::connect::Connection;
use super::watch::{ClusterLook, GroupLook, WatchError};
use crate::log::partitioner::Partitioner;
use crate::log::{Assignor, CleanupPolicy, limits, valid_name};
use crate::rules::catalog::{Catalog, Role};
use crate::rules::scenario::{Acks, PartitionKey, Scenario};

/// How a snapshot is taken.
#[derive(Clone, Copy, Debug)]
pub struct SnapshotOptions {
    /// Time between the two looks (rates are measured over it).
    pub window: Duration,
    /// Bound on each request to the cluster.
    pub timeout: Duration,
    /// Newest records read per partition for the keys' skew (0: none).
    pub sample: usize,
}

/// A topic's configs, as `DescribeConfigs` gave them (`None`: not given).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TopicConfig {
    /// `retention.ms` (−1: no time limit).
    pub retention_ms: Option<i64>,
    /// `cleanup.policy` (`delete`, `compact` or `compact,delete`).
    pub cleanup_policy: Option<String>,
    /// `min.insync.replicas`.
    pub min_insync_replicas: Option<u32>,
}

/// The keys seen in a topic's sample.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct KeySample {
    /// Records read without a key.
    pub keyless: u64,
    /// Per key (never written out): how many records had it, and its
    /// partition.
    pub keys: BTreeMap<Vec<u8>, (u64, i32)>,
}

/// Everything read from the cluster for a snapshot.
#[derive(Clone, Debug)]
pub struct Measured {
    /// The look at the window's start.
    pub first: ClusterLook,
    /// The look at its end.
    pub last: ClusterLook,
    /// Per topic, its configs (absent: not read).
    pub configs: BTreeMap<String, TopicConfig>,
    /// Why the configs were not read, if they were not.
    pub configs_error: Option<String>,
    /// Per topic, the keys of its newest records.
    pub samples: BTreeMap<String, KeySample>,
}

impl Measured {
    /// Seconds between the two looks (at least a millisecond).
    pub fn seconds(&self) -> f64 {
        (self.last.taken_at_ms.saturating_sub(self.first.taken_at_ms) as f64 / 1000.0).max(0.001)
    }
}

/// Reads the rest of what a snapshot needs after `first`, a look taken at
/// `started` ([`super::watch::look`]): the topics' configs, a sample of
/// keys, and a second look `options.window` after the first.
///
/// Errors: those of [`super::watch::look`] (unreachable, bad settings).
/// Configs a cluster does not describe are left out, and the file says so.
pub fn read(
    conn: &Connection,
    options: SnapshotOptions,
    first: ClusterLook,
    started: Instant,
) -> Result<Measured, WatchError> {
    let names: Vec<String> = first.topics.iter().map(|t| t.name.clone()).collect();
    let (configs, configs_error) = match topic_configs(conn, &names, options.timeout) {
        Ok(c) => (c, None),
        Err(e) => (BTreeMap::new(), Some(e)),
    };
    let samples = sample_keys(conn, &first, options.sample, options.timeout);
    std::thread::sleep(options.window.saturating_sub(started.elapsed()));
    let last = super::watch::look(conn, options.timeout)?;
    Ok(Measured { first, last, configs, configs_error, samples })
}

/// The topics' `retention.ms`, `cleanup.policy` and `min.insync.replicas`
/// (DescribeConfigs); one line, secrets redacted, when the cluster does not
/// answer.
pub(super) fn topic_configs(
    conn: &Connection,
    topics: &[String],
    timeout: Duration,
) -> Result<BTreeMap<String, TopicConfig>, String> {
    if topics.is_empty() {
        return Ok(BTreeMap::new());
    }
    let admin: AdminClient<DefaultClientContext> =
        conn.client_config().create().map_err(|e| super::watch::settings_error(conn, &e).to_string())?;
    let specifiers: Vec<ResourceSpecifier> = topics.iter().map(|t| ResourceSpecifier::Topic(t)).collect();
    let options = AdminOptions::new().request_timeout(Some(timeout));
    let results = bevy::tasks::block_on(admin.describe_configs(&specifiers, &options))
        .map_err(|e| conn.redact(&format!("the cluster did not describe its topics' configs: {e}")))?;
    let mut configs = BTreeMap::new();
    for (name, result) in topics.iter().zip(results) {
        let Ok(resource) = result else { continue };
        let value = |key: &str| resource.get(key).and_then(|e| e.value.clone());
        configs.insert(
            name.clone(),
            TopicConfig {
                retention_ms: value("retention.ms").and_then(|v| v.parse().ok()),
                cleanup_policy: value("cleanup.policy"),
                min_insync_replicas: value("min.insync.replicas").and_then(|v| v.parse().ok()),
            },
        );
    }
    Ok(configs)
}

/// The keys of each partition's newest `per_partition` records (fewer where
/// the partition holds fewer), read by a client assigned to them that joins
/// no group and commits nothing, within `timeout` in all.
fn sample_keys(
    conn: &Connection,
    look: &ClusterLook,
    per_partition: usize,
    timeout: Duration,
) -> BTreeMap<String, KeySample> {
    let mut samples: BTreeMap<String, KeySample> = BTreeMap::new();
    let mut tpl = TopicPartitionList::new();
    // Per (topic, partition): the offset the sample ends at.
    let mut until = BTreeMap::new();
    for t in &look.topics {
        for p in &t.partitions {
            let from = (p.high_watermark - per_partition as i64).max(p.log_start);
            if from < p.high_watermark {
                let _ = tpl.add_partition_offset(&t.name, p.partition, Offset::Offset(from));
                until.insert((t.name.clone(), p.partition), p.high_watermark);
            }
        }
    }
    if until.is_empty() {
        return samples;
    }
    let mut config = conn.client_config();
    // librdkafka hands fetched records to a consumer with a group id only;
    // assigned (not subscribed), it never joins that group.
    config
        .set("group.id", "logjam-snapshot")
        .set("enable.auto.commit", "false")
        .set("enable.auto.offset.store", "false");
    let Ok(client) = config.create::<BaseConsumer>() else { return samples };
    if client.assign(&tpl).is_err() {
        return samples;
    }
    let deadline = Instant::now() + timeout;
    while !until.is_empty() && Instant::now() < deadline {
        let Some(Ok(m)) = client.poll(Duration::from_millis(100)) else { continue };
        let at = (m.topic().to_string(), m.partition());
        let Some(&end) = until.get(&at) else { continue };
        let sample = samples.entry(at.0.clone()).or_default();
        match m.key() {
            Some(k) => sample.keys.entry(k.to_vec()).or_insert((0, at.1)).0 += 1,
            None => sample.keyless += 1,
        }
        if m.offset() + 1 >= end {
            until.remove(&at);
        }
    }
    samples
}

/// A key sample's skew as the game's producer models it.
#[derive(Clone, Debug, PartialEq)]
pub struct Skew {
    /// Distinct keys, estimated (Chao1: seen + singletons² / 2·doubletons).
    pub entities: u64,
    /// Zipf exponent fitted to the rank–frequency of the keys seen twice or
    /// more (`None`: no skew to speak of).
    pub zipf: Option<f64>,
    /// The most frequent key's partition and share of the keyed records,
    /// when it takes at least [`HOT_KEY_SHARE`] of them.
    pub hot: Option<(i32, f64)>,
}

/// A key taking at least this share of a topic's keyed records is a hot
/// key (ours: a quarter).
pub const HOT_KEY_SHARE: f64 = 0.25;

/// The skew of a sample's keys (`None` without a keyed record).
pub fn skew(sample: &KeySample) -> Option<Skew> {
    let mut counts: Vec<(u64, i32)> = sample.keys.values().copied().collect();
    counts.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    let total: u64 = counts.iter().map(|c| c.0).sum();
    if total == 0 {
        return None;
    }
    let hot = counts
        .first()
        .map(|&(c, p)| (p, c as f64 / total as f64))
        .filter(|&(_, share)| share >= HOT_KEY_SHARE && counts.len() > 1);
    // The hot key is modelled apart; the rest follow the Zipf law fitted.
    let rest: Vec<u64> = counts.iter().skip(usize::from(hot.is_some())).map(|c| c.0).collect();
    let seen = counts.len() as u64;
    let f1 = rest.iter().filter(|&&c| c == 1).count() as f64;
    let f2 = rest.iter().filter(|&&c| c == 2).count() as f64;
    let unseen = if f2 > 0.0 { f1 * f1 / (2.0 * f2) } else { f1 * (f1 - 1.0).max(0.0) / 2.0 };
    let entities = (seen as f64 + unseen).round().clamp(1.0, limits::MAX_ENTITIES as f64) as u64;
    Some(Skew { entities, zipf: zipf_exponent(&rest), hot })
}

/// The Zipf exponent `s` of counts sorted from the most frequent: the
/// least-squares slope of ln(count) against ln(rank) over the ranks seen
/// twice or more (at least three), rounded to hundredths; `None` when it is
/// under 0.1 (no skew) or there are too few ranks.
pub fn zipf_exponent(sorted: &[u64]) -> Option<f64> {
    let points: Vec<(f64, f64)> = sorted
        .iter()
        .enumerate()
        .filter(|&(_, &c)| c >= 2)
        .map(|(i, &c)| (((i + 1) as f64).ln(), (c as f64).ln()))
        .collect();
    if points.len() < 3 {
        return None;
    }
    let n = points.len() as f64;
    let (mx, my) = (points.iter().map(|p| p.0).sum::<f64>() / n, points.iter().map(|p| p.1).sum::<f64>() / n);
    let sxx: f64 = points.iter().map(|p| (p.0 - mx).powi(2)).sum();
    let sxy: f64 = points.iter().map(|p| (p.0 - mx) * (p.1 - my)).sum();
    if sxx <= 0.0 {
        return None;
    }
    let s = (-sxy / sxx * 100.0).round() / 100.0;
    (s >= 0.1).then_some(s.min(limits::MAX_ZIPF))
}

/// A scenario file made from a snapshot.
#[derive(Clone, Debug)]
pub struct Shaped {
    /// The file's text: a comment (where and when it was taken, what was
    /// read, measured, estimated and left out), then the scenario in RON.
    pub text: String,
    /// The scenario that text holds (the catalog's rules accept it).
    pub scenario: Scenario,
    /// What was estimated rather than read, one line each.
    pub estimated: Vec<String>,
    /// What the scenario leaves out, one line each.
    pub left_out: Vec<String>,
    /// Where each real topic went: its stream Node, producer Node and topic
    /// name in the game, in the cluster's order (topics past the game's
    /// limits are not here).
    pub streams: Vec<Placed>,
    /// Where each real group went: `(real name, its name in the game)`.
    pub groups: Vec<(String, String)>,
}

/// A real topic on the board.
#[derive(Clone, Debug, PartialEq)]
pub struct Placed {
    /// Its real name.
    pub real: String,
    /// Its name in the game (the real one where it is a valid Logjam name).
    pub topic: String,
    /// The stream Node's id.
    pub stream: String,
    /// The producer Node's id (`None`: the snapshot saw nothing produced).
    pub producer: Option<String>,
    /// Partitions the game holds of it (the real count, or the game's
    /// most).
    pub partitions: u32,
}

/// What a scenario made from a cluster is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// `logjam snapshot`: a copy to break, with producers and Workers at
    /// the measured rates, every partition empty.
    Snapshot,
    /// `logjam play --cluster`: the board of the live cluster, held (no
    /// tick runs): every topic gets a producer card, for the records seen
    /// arriving, and the real offsets come from the looks.
    Live,
}

/// The catalog's components a snapshot places: its Event Stream, its
/// producer and its Worker (the first of each role), with their rules.
struct Kinds<'a> {
    stream: (&'a str, &'a crate::rules::catalog::ComponentSpec, &'a crate::rules::catalog::StreamRules),
    producer: (&'a str, &'a crate::rules::catalog::ComponentSpec, f64),
    worker: (&'a str, &'a crate::rules::catalog::ComponentSpec, f64),
}

impl<'a> Kinds<'a> {
    fn of(catalog: &'a Catalog) -> Result<Kinds<'a>, String> {
        let mut stream = None;
        let mut producer = None;
        let mut worker = None;
        for (code, spec) in &catalog.components {
            match &spec.role {
                Role::Stream(r) if stream.is_none() => stream = Some((code.as_str(), spec, r)),
                Role::Producer(r) if producer.is_none() => {
                    producer = Some((code.as_str(), spec, r.capacity_per_second))
                }
                Role::Worker(r) if worker.is_none() => worker = Some((code.as_str(), spec, r.tasks_per_second)),
                _ => {}
            }
        }
        match (stream, producer, worker) {
            (Some(stream), Some(producer), Some(worker)) => Ok(Kinds { stream, producer, worker }),
            _ => Err("the catalog has no Event Stream, producer or Worker to place".into()),
        }
    }
}

/// The smallest size (1 ..= `spec.sizes`) at which `base` per second,
/// grown by the size multiplier (docs/RULES.md#sizes), reaches `need`; the
/// largest when none does.
fn size_for(spec: &crate::rules::catalog::ComponentSpec, base: f64, need: f64) -> u32 {
    (1..=spec.sizes.max(1)).find(|&s| base * spec.size_multiplier(s) >= need).unwrap_or(spec.sizes.max(1))
}

/// A Node id made of `raw` (its characters outside a name's turned to
/// `-`, cut to fit) and `suffix`, unused so far (`-2`, `-3`, … added).
fn ident(raw: &str, suffix: &str, used: &mut BTreeSet<String>) -> String {
    let clean: String = raw.chars().map(|c| if valid_name(&c.to_string()) { c } else { '-' }).collect();
    let room = limits::MAX_NAME - suffix.chars().count() - 4;
    let base: String = clean.chars().take(room).collect();
    let base = if base.is_empty() { "x".to_string() } else { base };
    let mut id = format!("{base}{suffix}");
    let mut n = 2;
    while used.contains(&id) {
        id = format!("{base}{suffix}-{n}");
        n += 1;
    }
    used.insert(id.clone());
    id
}

/// Records a second a value grew by between two looks (never negative).
fn per_second(before: i64, after: i64, seconds: f64) -> f64 {
    ((after - before).max(0) as f64 / seconds * 100.0).round() / 100.0
}

/// A retention in seconds from `retention.ms` (−1: no limit) as the nearest
/// of the catalog's choices (by ratio), and whether that is exact.
fn nearest_retention(choices: &[f64], retention_ms: i64) -> Option<(f64, bool)> {
    let wanted = if retention_ms < 0 { f64::INFINITY } else { retention_ms as f64 / 1000.0 };
    let best = choices.iter().copied().min_by(|a, b| {
        let d = |c: f64| if wanted.is_infinite() { -c } else { (c.ln() - wanted.max(1e-3).ln()).abs() };
        d(*a).total_cmp(&d(*b))
    })?;
    Some((best, (best - wanted).abs() < 1e-6))
}

/// A made-up key, `hot-N`, that Kafka's murmur2 partitioner puts on
/// `partition` of `partitions`.
fn hot_key_on(partition: i32, partitions: u32) -> String {
    (0u32..)
        .map(|n| format!("hot-{n}"))
        .find(|k| Partitioner::Murmur2.partition(k, partitions) as i32 == partition)
        .expect("murmur2 reaches every partition")
}

/// Seconds as the largest whole unit (`10 h`, `2.5 days`).
fn duration_words(seconds: f64) -> String {
    if seconds.is_infinite() {
        "no time limit".into()
    } else if seconds >= 86_400.0 {
        let days = (seconds / 86_400.0 * 10.0).round() / 10.0;
        format!("{days} day{}", if days == 1.0 { "" } else { "s" })
    } else if seconds >= 3_600.0 {
        format!("{} h", (seconds / 3_600.0 * 10.0).round() / 10.0)
    } else {
        format!("{} s", seconds.round())
    }
}

/// One topic as it goes into the scenario.
struct TopicPlan {
    /// The stream Node's id, and its producer's (`None`: nothing produced).
    id: String,
    producer: Option<String>,
    /// The topic's name in the scenario (the real one where it is a valid
    /// Logjam name).
    topic: String,
    /// The real name.
    real: String,
    partitions: u32,
    replication_factor: u32,
    brokers: u32,
    min_insync_replicas: u32,
    retention: f64,
    cleanup: CleanupPolicy,
    /// Records a second produced over the window.
    rate: f64,
    /// Keyed (`Key`) or not (`RoundRobin`, with Kafka's sticky keyless
    /// producer).
    partition_key: PartitionKey,
    skew: Option<Skew>,
}

/// Which of the catalog's retention choices stands for `config` on `real`,
/// noted where it is not exact or was not read.
fn topic_retention(real: &str, config: Option<&TopicConfig>, choices: &[f64], estimated: &mut Vec<String>) -> f64 {
    // Kafka's default when a topic sets none: log.retention.hours = 168.
    const KAFKA_DEFAULT_MS: i64 = 168 * 3_600_000;
    let read = config.and_then(|c| c.retention_ms);
    let ms = read.unwrap_or(KAFKA_DEFAULT_MS);
    let wanted = if ms < 0 { f64::INFINITY } else { ms as f64 / 1000.0 };
    let Some((r, exact)) = nearest_retention(choices, ms) else { return wanted.min(604_800.0) };
    match (read, exact) {
        (Some(_), true) => {}
        (Some(_), false) => estimated.push(format!(
            "{real}: retention.ms {ms} ({}) is played as {}, the nearest retention the game offers",
            duration_words(wanted),
            duration_words(r)
        )),
        (None, true) => estimated.push(format!("{real}: retention.ms not read; Kafka's default (7 days) assumed")),
        (None, false) => estimated.push(format!(
            "{real}: retention.ms not read; Kafka's default (7 days) assumed, played as {}",
            duration_words(r)
        )),
    }
    r
}

/// The topics, each with what was read and measured of it; those past the
/// catalog's bounds cut to fit, and said.
fn plan_topics(
    m: &Measured,
    kinds: &Kinds,
    used: &mut BTreeSet<String>,
    estimated: &mut Vec<String>,
    left_out: &mut Vec<String>,
) -> Vec<TopicPlan> {
    let rules = kinds.stream.2;
    let seconds = m.seconds();
    let mut plans = Vec::new();
    for t in &m.last.topics {
        // Each topic takes up to two Nodes; Workers need room too.
        if plans.len() * 2 + 2 > limits::MAX_NODES / 2 {
            left_out.push(format!("topic {}: past the {} topics a scenario holds here", t.name, plans.len()));
            continue;
        }
        let real = t.name.clone();
        let id = ident(&real, "", used);
        let topic = if valid_name(&real) { real.clone() } else { id.clone() };
        if topic != real {
            estimated.push(format!(
                "{real}: named {topic} in the game (a Logjam name is 1–64 letters, digits, '-', '_', '.')"
            ));
        }
        let mut partitions = t.partitions.len() as u32;
        if partitions > rules.max_partitions {
            left_out.push(format!("{real}: {partitions} partitions, cut to the game's {}", rules.max_partitions));
            partitions = rules.max_partitions;
        }
        let seen_rf = t.partitions.iter().map(|p| p.replicas.len() as u32).max().unwrap_or(1).max(1);
        let replication_factor = seen_rf.min(rules.max_replication_factor);
        if replication_factor < seen_rf {
            left_out.push(format!("{real}: replication factor {seen_rf}, cut to the game's {replication_factor}"));
        }
        let seen_brokers = m.last.brokers.len() as u32;
        let brokers = seen_brokers.clamp(replication_factor, limits::MAX_BROKERS);
        if seen_brokers > brokers {
            left_out.push(format!("{real}: {seen_brokers} brokers, cut to the game's {brokers}"));
        }
        let config = m.configs.get(&real);
        let retention = topic_retention(&real, config, &rules.retention_choices, estimated);
        let cleanup = match config.and_then(|c| c.cleanup_policy.as_deref()) {
            Some(p) if p.contains("compact") && p.contains("delete") => CleanupPolicy::CompactDelete,
            Some(p) if p.contains("compact") => CleanupPolicy::Compact,
            _ => CleanupPolicy::Delete,
        };
        let min_insync_replicas = config.and_then(|c| c.min_insync_replicas).unwrap_or(1).clamp(1, replication_factor);
        let before = m.first.topics.iter().find(|f| f.name == real);
        let rate = t
            .partitions
            .iter()
            .map(|p| {
                let was = before
                    .and_then(|f| f.partitions.iter().find(|q| q.partition == p.partition))
                    .map_or(p.high_watermark, |q| q.high_watermark);
                per_second(was, p.high_watermark, seconds)
            })
            .sum::<f64>()
            .min(limits::MAX_RATE);
        let rate = (rate * 100.0).round() / 100.0;
        let sample = m.samples.get(&real);
        let skew = sample.and_then(skew);
        // Mostly keyless records: the producers spread them (Kafka's
        // sticky partitioner since 2.4).
        let keyed = sample.map_or(0, |s| s.keys.values().map(|k| k.0).sum::<u64>());
        let keyless = sample.map_or(0, |s| s.keyless);
        let partition_key = if keyless > keyed { PartitionKey::RoundRobin } else { PartitionKey::Key };
        let producer = (rate > 0.0).then(|| ident(&real, "-producer", used));
        plans.push(TopicPlan {
            id,
            producer,
            topic,
            real,
            partitions,
            replication_factor,
            brokers,
            min_insync_replicas,
            retention,
            cleanup,
            rate,
            partition_key,
            skew,
        });
    }
    plans
}

/// One consumer group as it goes into the scenario.
struct GroupPlan {
    /// Its name in the scenario (the real one where it is a valid name).
    name: String,
    /// The real name.
    real: String,
    assignor: Option<Assignor>,
    /// The streams it reads (their plans' indices).
    reads: Vec<usize>,
    /// Its Workers' ids, one per member (one when it has none).
    workers: Vec<String>,
    /// Each Worker's size and speed.
    size: u32,
    speed: f64,
}

/// Records a second a group committed over the window (its committed
/// offsets' growth, on the partitions committed at both looks).
fn consumed_per_second(first: Option<&GroupLook>, last: &GroupLook, seconds: f64) -> f64 {
    let sum = last
        .partitions
        .iter()
        .filter_map(|p| {
            let before = first?.partitions.iter().find(|q| q.topic == p.topic && q.partition == p.partition)?;
            Some(per_second(before.committed?, p.committed?, seconds))
        })
        .sum::<f64>();
    (sum * 100.0).round() / 100.0
}

/// The consumer groups that read a planned topic, each with a Worker per
/// member sized to what the group was measured to read.
fn plan_groups(
    m: &Measured,
    topics: &[TopicPlan],
    kinds: &Kinds,
    used: &mut BTreeSet<String>,
    estimated: &mut Vec<String>,
    left_out: &mut Vec<String>,
) -> Vec<GroupPlan> {
    let seconds = m.seconds();
    let (_, worker_spec, base) = kinds.worker;
    let mut plans = Vec::new();
    let mut workers_placed = 0usize;
    let mut names = BTreeSet::new();
    for g in &m.last.groups {
        let reads: Vec<usize> = topics
            .iter()
            .enumerate()
            .filter(|(_, t)| g.partitions.iter().any(|p| p.topic == t.real))
            .map(|(i, _)| i)
            .collect();
        if reads.is_empty() {
            left_out.push(format!("group {}: it reads no topic the scenario holds", g.name));
            continue;
        }
        let members = g.members.len().max(1);
        if workers_placed + members + topics.len() * 2 > limits::MAX_NODES {
            left_out.push(format!("group {}: past the {} Nodes a scenario holds", g.name, limits::MAX_NODES));
            continue;
        }
        let name = ident(&g.name, "", &mut names);
        if name != g.name {
            estimated.push(format!("group {}: named {name} in the game", g.name));
        }
        let first = m.first.groups.iter().find(|f| f.name == g.name);
        let consumed = consumed_per_second(first, g, seconds);
        let produced: f64 = reads.iter().map(|&i| topics[i].rate).sum();
        let lag_grew = first.is_some_and(|f| g.lag > f.lag);
        // Measured is what it read; what it could read is more unless its
        // lag grew (then it read at capacity). Ours: half again as much.
        let (capacity, how) = if g.members.is_empty() {
            (produced * 1.5, "no live member: one Worker stands for it, able to read half again what its topics get")
        } else if consumed <= 0.0 && produced > 0.0 {
            (0.0, "it committed nothing over the window while records came: its Workers are as slow as the game allows")
        } else if consumed <= 0.0 {
            (0.0, "it committed nothing over the window, and nothing came")
        } else if lag_grew {
            (consumed, "its lag grew: it read at capacity")
        } else {
            (consumed.max(produced) * 1.5, "its lag did not grow: capacity assumed half again as much")
        };
        // A group that read nothing while records came is stalled: its
        // Workers get the least speed a scenario takes (0.01).
        let stalled = !g.members.is_empty() && consumed <= 0.0 && produced > 0.0;
        let capacity = if stalled {
            base * 0.01 * members as f64
        } else if capacity > 0.0 {
            capacity
        } else {
            base
        };
        estimated.push(format!(
            "group {}: read {consumed} records/s over the window; {how}; its Workers read {} records/s together",
            g.name,
            (capacity * 100.0).round() / 100.0
        ));
        let each = capacity / members as f64;
        let size = size_for(worker_spec, base, each);
        let speed = ((each / (base * worker_spec.size_multiplier(size))) * 100.0).round().clamp(1.0, 100_000.0) / 100.0;
        let workers: Vec<String> = (1..=members).map(|i| ident(&name, &format!("-{i}"), used)).collect();
        workers_placed += workers.len();
        let assignor = Assignor::ALL.into_iter().find(|a| a.label() == g.assignor);
        plans.push(GroupPlan { name, real: g.name.clone(), assignor, reads, workers, size, speed });
    }
    plans
}

/// A string as RON writes it (quoted, escaped).
fn q(s: &str) -> String {
    ron::to_string(s).unwrap_or_else(|_| "\"\"".into())
}

/// The `keys: (…)` of a topic's producer.
fn keys_text(t: &TopicPlan) -> String {
    match (&t.skew, t.partition_key) {
        (Some(s), PartitionKey::Key) => {
            let zipf = s.zipf.map(|z| format!(", zipf: {z}")).unwrap_or_default();
            let hot = s
                .hot
                .map(|(p, share)| {
                    let share = (share * 1000.0).round() / 1000.0;
                    format!(", hot: [(key: {}, share: {share})]", q(&hot_key_on(p, t.partitions)))
                })
                .unwrap_or_default();
            format!("(prefix: \"key-\", entities: {}{zipf}{hot})", s.entities)
        }
        _ => "(prefix: \"record-\", entities: 100000)".into(),
    }
}

/// The scenario's nodes and links, a line each.
fn nodes_and_links(topics: &[TopicPlan], groups: &[GroupPlan], kinds: &Kinds) -> (Vec<String>, Vec<String>) {
    let (stream_code, stream_spec, stream_rules) = kinds.stream;
    let (producer_code, producer_spec, producer_base) = kinds.producer;
    let (worker_code, ..) = kinds.worker;
    let (mut nodes, mut links) = (Vec::new(), Vec::new());
    // Each stream below the last, as far as its card is tall on the board
    // (a header, then up to 12 lanes, each with a row per group reading it).
    let mut ys = Vec::new();
    let mut next = 0.0f32;
    for (i, t) in topics.iter().enumerate() {
        let readers = groups.iter().filter(|g| g.reads.contains(&i)).count() as f32;
        let height = 150.0 + t.partitions.min(12) as f32 * (52.0 + 16.0 * readers);
        ys.push(next - height / 2.0 + 46.0);
        next -= height + 80.0;
    }
    for (i, t) in topics.iter().enumerate() {
        let y = ys[i] + 0.0;
        if let Some(p) = &t.producer {
            let size = size_for(producer_spec, producer_base, t.rate);
            nodes.push(format!(
                "(id: {}, kind: {}, at: (-700.0, {y:.1}), size: {size}, producer: (rate: {}, keys: {}))",
                q(p),
                q(producer_code),
                t.rate,
                keys_text(t)
            ));
            links.push(format!("(from: {}, to: {})", q(p), q(&t.id)));
        }
        let size = size_for(stream_spec, stream_rules.append_capacity_per_second, t.rate);
        let keyless = if t.partition_key == PartitionKey::RoundRobin { ", keyless: Sticky" } else { "" };
        nodes.push(format!(
            "(id: {}, kind: {}, at: (-200.0, {y:.1}), size: {size}, stream: (topic: {}, partitions: {}, \
             partition_key: {:?}, partitioner: Murmur2{keyless}, replication_factor: {}, brokers: {}, acks: {:?}, \
             min_insync_replicas: {}, retention: {}, cleanup_policy: {:?}))",
            q(&t.id),
            q(stream_code),
            q(&t.topic),
            t.partitions,
            t.partition_key,
            t.replication_factor,
            t.brokers,
            Acks::All,
            t.min_insync_replicas,
            t.retention,
            t.cleanup,
        ));
    }
    // Each group's Workers in a column beside the first stream it reads,
    // the columns of one stream side by side.
    let mut columns = vec![0usize; topics.len()];
    for g in groups {
        let first = g.reads[0];
        let x = 300.0 + 260.0 * columns[first] as f32;
        columns[first] += 1;
        for (row, w) in g.workers.iter().enumerate() {
            nodes.push(format!(
                "(id: {}, kind: {}, at: ({x:.1}, {:.1}), size: {}, worker: (group: {}, speed: {}))",
                q(w),
                q(worker_code),
                ys[first] + 40.0 - row as f32 * 120.0 + 0.0,
                g.size,
                q(&g.name),
                g.speed
            ));
            for &i in &g.reads {
                links.push(format!("(from: {}, to: {})", q(&topics[i].id), q(w)));
            }
        }
    }
    (nodes, links)
}

/// UTC `YYYY-MM-DD HH:MM:SS` of milliseconds since the Unix epoch
/// (Howard Hinnant's days-to-civil).
pub(super) fn utc(ms: u64) -> String {
    let secs = ms / 1000;
    let (days, rest) = ((secs / 86_400) as i64, secs % 86_400);
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{d:02} {:02}:{:02}:{:02}", rest / 3600, rest % 3600 / 60, rest % 60)
}

/// A wrapped `// ` comment: `text` cut at spaces into lines of at most 78
/// characters, each starting with `first` then `rest`.
fn comment(text: &str, first: &str, rest: &str, out: &mut String) {
    let mut line = format!("// {first}");
    for word in text.split(' ') {
        if line.chars().count() + word.chars().count() + 1 > 78 && line.trim_end() != format!("// {first}").trim_end() {
            out.push_str(line.trim_end());
            out.push('\n');
            line = format!("// {rest}");
        }
        line.push_str(word);
        line.push(' ');
    }
    out.push_str(line.trim_end());
    out.push('\n');
}

/// The scenario file of a snapshot: the cluster's topics as Event Streams
/// (each with a producer at its measured rate and key skew), its consumer
/// groups as Workers, a sandbox with every research owned and money to
/// spare, so that the player can break a copy of their own system.
///
/// Errors: the catalog lacks a stream, producer or Worker component; the
/// made scenario breaks the catalog's rules (a bug: said, never written).
pub fn shape(m: &Measured, catalog: &Catalog, file: &str) -> Result<Shaped, String> {
    shape_for(m, catalog, file, Purpose::Snapshot)
}

/// The scenario of a live board ([`Purpose::Live`]) of the cluster `look`
/// shows. Errors: as [`shape`]'s.
pub fn shape_live(look: &ClusterLook, catalog: &Catalog, file: &str) -> Result<Shaped, String> {
    let m = Measured {
        first: look.clone(),
        last: look.clone(),
        configs: BTreeMap::new(),
        configs_error: None,
        samples: BTreeMap::new(),
    };
    shape_for(&m, catalog, file, Purpose::Live)
}

/// [`shape`] for either purpose.
fn shape_for(m: &Measured, catalog: &Catalog, file: &str, purpose: Purpose) -> Result<Shaped, String> {
    let kinds = Kinds::of(catalog)?;
    let (mut estimated, mut left_out) = (Vec::new(), Vec::new());
    let mut used = BTreeSet::new();
    let mut topics = plan_topics(m, &kinds, &mut used, &mut estimated, &mut left_out);
    if purpose == Purpose::Live {
        for t in &mut topics {
            if t.producer.is_none() {
                t.producer = Some(ident(&t.real, "-producer", &mut used));
            }
        }
    }
    if topics.is_empty() {
        return Err(format!("the cluster at {} has no topic to make a scenario of", m.last.bootstrap));
    }
    let groups = plan_groups(m, &topics, &kinds, &mut used, &mut estimated, &mut left_out);
    if let Some(e) = &m.configs_error {
        estimated.push(format!("topic configs not read ({e})"));
    }
    estimated.push(
        "acks and idempotence are producer settings a cluster does not show: acks=all with idempotence \
         (the Java producer's defaults since Kafka 3.0) assumed"
            .into(),
    );
    estimated.push(
        "racks are not in librdkafka's metadata: every broker is in one zone (a zone outage takes them all)".into(),
    );
    if topics.len() > 1 {
        estimated.push(
            "each Event Stream runs on brokers of its own (the game's streams share none; the real topics share \
             theirs): a broker failed in the game takes one stream's partitions, not every topic's"
                .into(),
        );
    }
    for t in &topics {
        match &t.skew {
            Some(s) => estimated.push(format!(
                "{}: keys from a sample of its newest records: {} distinct key{} estimated (Chao1){}{}; the game's \
                 keys are made up (key-N), so which partition gets the most follows from their hash, not the real \
                 keys'",
                t.real,
                s.entities,
                if s.entities == 1 { "" } else { "s" },
                s.zipf.map(|z| format!(", Zipf exponent {z}")).unwrap_or_else(|| ", no skew".into()),
                s.hot
                    .map(|(p, share)| format!(
                        ", one key on partition {p} takes {:.0}% (a made-up key on the same partition stands for it)",
                        share * 100.0
                    ))
                    .unwrap_or_default()
            )),
            None if t.producer.is_some() => estimated.push(format!("{}: no keyed record sampled", t.real)),
            None => {}
        }
    }
    let held: i64 = m
        .last
        .topics
        .iter()
        .filter(|t| topics.iter().any(|p| p.real == t.name))
        .flat_map(|t| &t.partitions)
        .map(|p| (p.high_watermark - p.log_start).max(0))
        .sum();
    if held > 0 && purpose == Purpose::Snapshot {
        left_out.push(format!("the {held} records the topics held: every partition starts empty"));
    }
    let lagging = m.last.groups.iter().filter(|_| purpose == Purpose::Snapshot);
    for g in lagging.filter(|g| g.lag > 0 && groups.iter().any(|p| p.real == g.name)) {
        left_out.push(format!("group {}'s lag of {} records: every group starts caught up", g.name, g.lag));
    }
    let (nodes, links) = nodes_and_links(&topics, &groups, &kinds);
    let text = render(m, catalog, (&topics, &groups), (&nodes, &links), (&estimated, &left_out), purpose);
    let scenario = Scenario::parse(&text, file, catalog).map_err(|e| format!("the snapshot broke a rule: {e}"))?;
    let streams = topics
        .iter()
        .map(|t| Placed {
            real: t.real.clone(),
            topic: t.topic.clone(),
            stream: t.id.clone(),
            producer: t.producer.clone(),
            partitions: t.partitions,
        })
        .collect();
    let groups = groups.iter().map(|g| (g.real.clone(), g.name.clone())).collect();
    Ok(Shaped { text, scenario, estimated, left_out, streams, groups })
}

/// The file's text (see [`shape`]).
fn render(
    m: &Measured,
    catalog: &Catalog,
    (topics, groups): (&[TopicPlan], &[GroupPlan]),
    (nodes, links): (&[String], &[String]),
    (estimated, left_out): (&[String], &[String]),
    purpose: Purpose,
) -> String {
    let mut out = String::new();
    let head = match purpose {
        Purpose::Snapshot => comment_head(m),
        Purpose::Live => format!(
            "The live board of the cluster at {} ({} broker{}), opened {} UTC by `logjam play --cluster`: its \
             topics, brokers and consumer groups as read then. No tick runs on this board: its offsets, leaders, \
             ISR and committed offsets are the cluster's, read every second. No record's key or value is in this \
             file.",
            m.last.bootstrap,
            m.last.brokers.len(),
            if m.last.brokers.len() == 1 { "" } else { "s" },
            utc(m.first.taken_at_ms),
        ),
    };
    comment(&head, "", "", &mut out);
    render_body(m, catalog, (topics, groups), (nodes, links), (estimated, left_out), purpose, out)
}

/// The first line of a snapshot's comment.
fn comment_head(m: &Measured) -> String {
    format!(
        "A snapshot of the cluster at {} ({} broker{}), taken {} UTC by `logjam snapshot` (or the live board's Snapshot button) over a {:.0} s window. \
             Read from the cluster: its topics with their partitions, replication factor and configs \
             (retention.ms, cleanup.policy, min.insync.replicas), its brokers, its consumer groups with their \
             members and assignor. Measured over the window: each topic's produce rate (its high watermarks) \
             and each group's consume rate (its committed offsets). No record's key or value is in this file.",
        m.last.bootstrap,
        m.last.brokers.len(),
        if m.last.brokers.len() == 1 { "" } else { "s" },
        utc(m.first.taken_at_ms),
        m.seconds()
    )
}

/// The rest of the file after its first comment.
fn render_body(
    m: &Measured,
    catalog: &Catalog,
    (topics, groups): (&[TopicPlan], &[GroupPlan]),
    (nodes, links): (&[String], &[String]),
    (estimated, left_out): (&[String], &[String]),
    purpose: Purpose,
    mut out: String,
) -> String {
    out.push_str("//\n// Estimated rather than read:\n");
    for e in estimated {
        comment(e, "- ", "  ", &mut out);
    }
    if !left_out.is_empty() {
        out.push_str("//\n// Left out:\n");
        for e in left_out {
            comment(e, "- ", "  ", &mut out);
        }
    }
    let era = catalog.era_index("Series B").map(|_| "    era: \"Series B\",\n").unwrap_or_default();
    let research: Vec<String> = catalog.research_names().into_iter().map(q).collect();
    let description = format!(
        "The cluster at {}: {} topic{} and {} consumer group{}, as measured. Every research is owned and money is no \
         object: strike incidents from the Inspectors (a failed broker, a hot key, a slow group) or add \
         partitions and Workers, and see what your own system would do.",
        m.last.bootstrap,
        topics.len(),
        if topics.len() == 1 { "" } else { "s" },
        groups.len(),
        if groups.len() == 1 { "" } else { "s" },
    );
    let (name, description) = match purpose {
        Purpose::Snapshot => (format!("Snapshot of {}", m.last.bootstrap), description),
        Purpose::Live => (
            format!("Live: {}", m.last.bootstrap),
            format!(
                "The cluster at {}, live: its offsets, leaders, ISR and every group's committed offsets as the \
                 cluster reports them, read every second. Nothing is written to it but what you type in the \
                 console.",
                m.last.bootstrap
            ),
        ),
    };
    let name: String = name.chars().take(limits::MAX_NAME).collect();
    out.push_str(&format!(
        "(\n    name: {},\n    description: {},\n    sandbox: true,\n    start_running: true,\n{era}    \
         research: [{}],\n    economy: (start_money: 1000000000.0, start_research: 100000.0),\n",
        q(&name),
        q(&description),
        research.join(", ")
    ));
    let specs: Vec<String> = groups
        .iter()
        .filter_map(|g| g.assignor.map(|a| format!("        (name: {}, assignor: Some({a:?})),", q(&g.name))))
        .collect();
    if !specs.is_empty() {
        out.push_str(&format!("    groups: [\n{}\n    ],\n", specs.join("\n")));
    }
    out.push_str("    nodes: [\n");
    for n in nodes {
        out.push_str(&format!("        {n},\n"));
    }
    out.push_str("    ],\n    links: [\n");
    for l in links {
        out.push_str(&format!("        {l},\n"));
    }
    out.push_str("    ],\n)\n");
    out
}
