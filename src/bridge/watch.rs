//! `logjam watch`: a lag monitor of a real cluster. Each look reads the
//! cluster's brokers, its topics' partitions (log start, high watermark,
//! leader, replicas, ISR) and its consumer groups (state, members and what
//! each owns, committed offset and lag per partition), the **lag in time**
//! (the age of the oldest record a group has not committed, from the
//! record's own timestamp) and, over the looks of the last minutes, the
//! lag's **trend**. It reads only: no group is joined, nothing committed.
//!
//! The figures are Kafka's (docs/RULES.md#lag): lag = high watermark −
//! committed offset, per partition; a group with no committed offset on a
//! partition has no lag there (`kafka-consumer-groups` shows `-`).

use std::collections::{BTreeMap, VecDeque};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use rdkafka::consumer::{BaseConsumer, Consumer};
use rdkafka::error::KafkaError;
use rdkafka::groups::GroupList;
use rdkafka::message::Message;
use rdkafka::metadata::Metadata;
use rdkafka::{Offset, TopicPartitionList};
use serde::Serialize;

use super::connect::Connection;

/// One look at a cluster.
#[derive(Clone, Debug, Serialize)]
pub struct ClusterLook {
    /// The bootstrap servers asked.
    pub bootstrap: String,
    /// When the look was taken, milliseconds since the Unix epoch.
    pub taken_at_ms: u64,
    /// The brokers, by id.
    pub brokers: Vec<BrokerLook>,
    /// Topics, by name (internal ones, `__…`, left out).
    pub topics: Vec<TopicLook>,
    /// Consumer groups, by name.
    pub groups: Vec<GroupLook>,
}

/// One broker.
#[derive(Clone, Debug, Serialize)]
pub struct BrokerLook {
    /// Its `broker.id` (`node.id`).
    pub id: i32,
    /// Where it listens: `host:port`.
    pub address: String,
}

/// One topic: its partitions in order.
#[derive(Clone, Debug, Serialize)]
pub struct TopicLook {
    /// Topic name.
    pub name: String,
    /// Its partitions.
    pub partitions: Vec<PartitionLook>,
}

/// One partition as the cluster reports it.
#[derive(Clone, Debug, Serialize)]
pub struct PartitionLook {
    /// Partition index.
    pub partition: i32,
    /// The leader's broker id (−1: none).
    pub leader: i32,
    /// The replicas' broker ids, the preferred leader first.
    pub replicas: Vec<i32>,
    /// The in-sync replicas' broker ids.
    pub isr: Vec<i32>,
    /// The oldest offset still held (the log start offset).
    pub log_start: i64,
    /// The high watermark: the offset after the last record every in-sync
    /// replica holds (what consumers may read).
    pub high_watermark: i64,
}

/// One consumer group.
#[derive(Clone, Debug, Serialize)]
pub struct GroupLook {
    /// Group id.
    pub name: String,
    /// The coordinator's word for it: `Stable`, `PreparingRebalance`,
    /// `CompletingRebalance`, `Empty`, `Dead`.
    pub state: String,
    /// The assignor the members agreed on (`range`, `roundrobin`, …).
    pub assignor: String,
    /// Its members and what each owns.
    pub members: Vec<MemberLook>,
    /// Every partition of each topic it has a committed offset on or a
    /// member owns, in order.
    pub partitions: Vec<GroupPartitionLook>,
    /// The sum of the partitions' lag, records (over those with a committed
    /// offset: a partition without one has no lag to add).
    pub lag: i64,
    /// The largest lag in time, seconds (`None`: nothing to read).
    pub lag_seconds: Option<f64>,
    /// How the lag moved over the looks of the last minutes (`None` after
    /// one look).
    pub trend: Option<Trend>,
}

/// A member of a group.
#[derive(Clone, Debug, Serialize)]
pub struct MemberLook {
    /// The member id the coordinator gave it.
    pub id: String,
    /// Its `client.id`.
    pub client_id: String,
    /// The host it connects from.
    pub host: String,
    /// The partitions it owns: `(topic, partition)`.
    pub owns: Vec<(String, i32)>,
}

/// A group on one partition.
#[derive(Clone, Debug, Serialize)]
pub struct GroupPartitionLook {
    /// Topic name.
    pub topic: String,
    /// Partition index.
    pub partition: i32,
    /// The committed offset: where the group resumes (`None`: never
    /// committed).
    pub committed: Option<i64>,
    /// The partition's high watermark.
    pub high_watermark: i64,
    /// Records behind: high watermark − committed (`None` without a commit).
    pub lag: Option<i64>,
    /// Seconds since the oldest record it has not committed was written (0
    /// with no lag; `None`: no committed offset, or the record's timestamp
    /// did not come within the timeout).
    pub lag_seconds: Option<f64>,
    /// The member that owns it, if any.
    pub owner: Option<String>,
}

/// A lag's movement over a window of looks (at least
/// [`TREND_MIN_SECONDS`] long).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Trend {
    /// `growing`, `steady` or `shrinking`.
    pub direction: &'static str,
    /// Records a second (positive: growing).
    pub records_per_second: f64,
    /// The window it is measured over, seconds.
    pub over_seconds: f64,
}

/// What a look can fail with.
#[derive(Debug)]
pub enum WatchError {
    /// The cluster did not answer in time (exit code 2).
    Unreachable(String),
    /// The client could not be set up from the settings (exit code 1).
    Settings(String),
}

impl std::fmt::Display for WatchError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            WatchError::Unreachable(s) | WatchError::Settings(s) => f.write_str(s),
        }
    }
}

/// The lags seen in earlier looks, per group: `(seconds since the epoch,
/// lag)`, oldest first, at most [`TREND_WINDOW_SECONDS`] back.
#[derive(Debug, Default)]
pub struct History(BTreeMap<String, VecDeque<(f64, i64)>>);

/// How far back a trend looks, seconds.
pub const TREND_WINDOW_SECONDS: f64 = 300.0;

/// The shortest window a trend is told over, seconds: over less, a lag
/// moved by one poll reads as a rate.
pub const TREND_MIN_SECONDS: f64 = 10.0;

/// Below this rate, records a second, a lag is steady.
const STEADY_RECORDS_PER_SECOND: f64 = 0.5;

impl History {
    /// Adds `look`'s lags and sets each group's trend from the window.
    pub fn record(&mut self, look: &mut ClusterLook) {
        let now = look.taken_at_ms as f64 / 1000.0;
        for g in &mut look.groups {
            let seen = self.0.entry(g.name.clone()).or_default();
            seen.push_back((now, g.lag));
            while seen.front().is_some_and(|&(t, _)| now - t > TREND_WINDOW_SECONDS) {
                seen.pop_front();
            }
            g.trend = trend(seen);
        }
    }
}

/// The trend of `(time, lag)` samples: first to last.
fn trend(seen: &VecDeque<(f64, i64)>) -> Option<Trend> {
    let (&(t0, l0), &(t1, l1)) = (seen.front()?, seen.back()?);
    let span = t1 - t0;
    if seen.len() < 2 || span < TREND_MIN_SECONDS {
        return None;
    }
    // Rounded as shown: hundredths of a record a second, tenths of a second.
    let rate = ((l1 - l0) as f64 / span * 100.0).round() / 100.0;
    let span = (span * 10.0).round() / 10.0;
    let direction = if rate > STEADY_RECORDS_PER_SECOND {
        "growing"
    } else if rate < -STEADY_RECORDS_PER_SECOND {
        "shrinking"
    } else {
        "steady"
    };
    Some(Trend { direction, records_per_second: rate, over_seconds: span })
}

/// Takes one look at the cluster, every request bounded by `timeout`,
/// through clients made for it (a [`Watcher`] that looks once).
///
/// Errors: [`WatchError::Unreachable`] when the metadata does not come in
/// time (one line naming the bootstrap servers, no secret);
/// [`WatchError::Settings`] when librdkafka refuses a setting.
pub fn look(conn: &Connection, timeout: Duration) -> Result<ClusterLook, WatchError> {
    Watcher::new(conn)?.look(timeout)
}

/// Looks at one cluster again and again, keeping its clients between looks:
/// the reader's connections, and per consumer group a client with the
/// group's id (its coordinator found once) that also reads the records
/// for the lag in time. `logjam watch` refreshes through one, so a look
/// at 1,000 partitions and 50 groups costs the requests, not 50 clients'
/// set-up and close (BENCHMARKS.md, "A look at 1,000 partitions"). A group
/// no longer listed has its client closed at the next look.
pub struct Watcher {
    conn: Connection,
    reader: BaseConsumer,
    groups: BTreeMap<String, GroupClient>,
}

/// The client a [`Watcher`] keeps for one group: it has the group's id,
/// reads its committed offsets (OffsetFetch) and, assigned (never
/// subscribed: it never joins the group, commits nothing and stores no
/// offset) to the partitions the group lags on at its committed offsets,
/// the oldest unread record's timestamp. One client a group, not two: 50
/// groups' clients and their threads cost a look time of their own.
struct GroupClient {
    client: BaseConsumer,
}

impl GroupClient {
    fn new(conn: &Connection, group: &str) -> Result<Self, WatchError> {
        let mut config = conn.client_config();
        // A fetch that waits for new records (fetch.wait.max.ms, 500 by
        // default) would hold up the next look's fetch behind it: it waits
        // 10 ms at most.
        config
            .set("group.id", group)
            .set("enable.auto.commit", "false")
            .set("enable.auto.offset.store", "false")
            .set("auto.offset.reset", "earliest")
            .set("fetch.wait.max.ms", "10");
        let client = config.create().map_err(|e| settings_error(conn, &e))?;
        Ok(GroupClient { client })
    }
}

impl Drop for Watcher {
    /// Closes the groups' clients side by side: a consumer's close waits on
    /// its broker threads, and 100 of them one after another took seconds
    /// (BENCHMARKS.md, "A look at 1,000 partitions").
    fn drop(&mut self) {
        close_all(std::mem::take(&mut self.groups).into_values().collect());
    }
}

/// Closes `clients`, up to [`GROUPS_AT_ONCE`] groups' at a time.
fn close_all(clients: Vec<GroupClient>) {
    let mut clients = clients;
    while !clients.is_empty() {
        let chunk: Vec<GroupClient> = clients.drain(..clients.len().min(GROUPS_AT_ONCE)).collect();
        std::thread::scope(|s| {
            for c in chunk {
                s.spawn(move || drop(c));
            }
        });
    }
}

impl Watcher {
    /// The watcher's reader (nothing is sent yet). Errors: a setting
    /// librdkafka refuses ([`WatchError::Settings`]).
    pub fn new(conn: &Connection) -> Result<Self, WatchError> {
        Ok(Watcher { conn: conn.clone(), reader: reader(conn)?, groups: BTreeMap::new() })
    }

    /// One look (see [`look`]); the same errors.
    pub fn look(&mut self, timeout: Duration) -> Result<ClusterLook, WatchError> {
        let conn = &self.conn;
        let metadata = self.reader.fetch_metadata(None, timeout).map_err(|e| unreachable(conn, timeout, &e))?;
        let taken_at_ms = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_millis() as u64);
        let mut brokers: Vec<BrokerLook> = metadata
            .brokers()
            .iter()
            .map(|b| BrokerLook { id: b.id(), address: format!("{}:{}", b.host(), b.port()) })
            .collect();
        brokers.sort_by_key(|b| b.id);
        let topics = topic_looks(conn, &self.reader, &metadata, timeout)?;
        let groups = look_groups(conn, &self.reader, &mut self.groups, &topics, timeout)?;
        Ok(ClusterLook { bootstrap: conn.bootstrap.clone(), taken_at_ms, brokers, topics, groups })
    }
}

/// A client that only reads: it joins no group and commits no offset; the
/// latest offset it lists is the high watermark (read_uncommitted), as
/// Kafka's tools show it, not the last stable offset. Errors: a setting
/// librdkafka refuses ([`WatchError::Settings`]).
pub(super) fn reader(conn: &Connection) -> Result<BaseConsumer, WatchError> {
    let mut config = conn.client_config();
    config
        .set("enable.auto.commit", "false")
        .set("enable.partition.eof", "false")
        .set("isolation.level", "read_uncommitted");
    config.create().map_err(|e| settings_error(conn, &e))
}

/// The one line for a cluster that did not answer within `timeout`: the
/// bootstrap servers and librdkafka's words, secrets redacted, with a hint
/// at the security settings when there are some.
pub(super) fn unreachable(conn: &Connection, timeout: Duration, e: &KafkaError) -> WatchError {
    let hint = if conn.has_security_settings() {
        "; if it is up, check the security settings (security.protocol, sasl.*, ssl.*) against its listener"
    } else {
        ""
    };
    WatchError::Unreachable(conn.redact(&format!(
        "cannot reach the cluster at {} within {:.0} s ({e}){hint}",
        conn.bootstrap,
        timeout.as_secs_f64()
    )))
}

/// The topics of `metadata` (Kafka's internal `__` topics left out), in
/// name order, each partition with its leader, replicas, ISR, log start
/// and high watermark. Errors: a partition's offsets did not come
/// ([`WatchError::Unreachable`]).
pub(super) fn topic_looks(
    conn: &Connection,
    client: &BaseConsumer,
    metadata: &Metadata,
    timeout: Duration,
) -> Result<Vec<TopicLook>, WatchError> {
    let listed: Vec<_> = metadata.topics().iter().filter(|t| !t.name().starts_with("__")).collect();
    let mut starts = TopicPartitionList::new();
    let mut ends = TopicPartitionList::new();
    for t in &listed {
        for p in t.partitions() {
            let _ = starts.add_partition_offset(t.name(), p.id(), Offset::Beginning);
            let _ = ends.add_partition_offset(t.name(), p.id(), Offset::End);
        }
    }
    // Every partition's log start and high watermark in two batched
    // ListOffsets requests (earliest, latest) per leader, not two a
    // partition: a look at 1,000 partitions stays within a second.
    let starts = batched_offsets(client, starts, timeout);
    let ends = batched_offsets(client, ends, timeout);
    let mut topics = Vec::new();
    for t in listed {
        let mut partitions = Vec::new();
        for p in t.partitions() {
            let key = (t.name().to_string(), p.id());
            let (log_start, high_watermark) = match (starts.get(&key), ends.get(&key)) {
                (Some(&a), Some(&b)) => (a, b),
                // A partition the batch did not answer for: asked alone.
                _ => client.fetch_watermarks(t.name(), p.id(), timeout).map_err(|e| unreachable(conn, timeout, &e))?,
            };
            partitions.push(PartitionLook {
                partition: p.id(),
                leader: p.leader(),
                replicas: p.replicas().to_vec(),
                isr: p.isr().to_vec(),
                log_start,
                high_watermark,
            });
        }
        partitions.sort_by_key(|p| p.partition);
        topics.push(TopicLook { name: t.name().to_string(), partitions });
    }
    topics.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(topics)
}

/// The offsets a batched ListOffsets gave (`Offset::Beginning`: the log
/// start; `Offset::End`: the high watermark, read uncommitted), per (topic,
/// partition); those it did not answer for are missing.
fn batched_offsets(
    client: &BaseConsumer,
    asked: TopicPartitionList,
    timeout: Duration,
) -> BTreeMap<(String, i32), i64> {
    let Ok(got) = client.offsets_for_times(asked, timeout) else { return BTreeMap::new() };
    got.elements()
        .iter()
        .filter(|e| e.error().is_ok())
        .filter_map(|e| match e.offset() {
            Offset::Offset(o) => Some(((e.topic().to_string(), e.partition()), o)),
            _ => None,
        })
        .collect()
}

/// A refused client setting as one line, quoting none of the settings'
/// values.
pub(super) fn settings_error(conn: &Connection, e: &KafkaError) -> WatchError {
    // librdkafka's own words name the setting; its Display would repeat
    // the key and the value after them.
    let said = match e {
        KafkaError::ClientConfig(_, desc, key, _) if !key.is_empty() => format!("client setting {key}: {desc}"),
        _ => format!("client settings: {e}"),
    };
    WatchError::Settings(conn.redact_all(&said))
}

/// Every consumer group: its members, what each owns, its committed
/// offsets, lag and lag in time.
fn look_groups(
    conn: &Connection,
    client: &BaseConsumer,
    clients: &mut BTreeMap<String, GroupClient>,
    topics: &[TopicLook],
    timeout: Duration,
) -> Result<Vec<GroupLook>, WatchError> {
    let list = client.fetch_group_list(None, timeout).map_err(|e| {
        WatchError::Unreachable(conn.redact(&format!("the cluster at {} lists no groups: {e}", conn.bootstrap)))
    })?;
    let listed = listed_groups(&list);
    // A group's committed offsets come through a client with its group id
    // (OffsetFetch goes to the group's coordinator): one client a group,
    // kept from look to look, up to GROUPS_AT_ONCE of them asked at a
    // time, so that 50 groups take the time of one, not of 50 one after
    // the other.
    let gone: Vec<String> = clients.keys().filter(|name| !listed.iter().any(|g| g.name == **name)).cloned().collect();
    close_all(gone.iter().filter_map(|name| clients.remove(name)).collect());
    // New groups' clients made side by side too (each starts threads).
    let new: Vec<&str> = listed.iter().map(|g| g.name.as_str()).filter(|n| !clients.contains_key(*n)).collect();
    for chunk in new.chunks(GROUPS_AT_ONCE) {
        let made: Vec<(&str, Result<GroupClient, WatchError>)> = std::thread::scope(|s| {
            let handles: Vec<_> = chunk.iter().map(|&n| (n, s.spawn(move || GroupClient::new(conn, n)))).collect();
            handles
                .into_iter()
                .map(|(n, h)| (n, h.join().unwrap_or_else(|_| Err(WatchError::Settings("a client stopped".into())))))
                .collect()
        });
        for (name, made) in made {
            clients.insert(name.to_string(), made?);
        }
    }
    let clients = &*clients;
    let mut groups = Vec::with_capacity(listed.len());
    for chunk in listed.chunks(GROUPS_AT_ONCE) {
        let looked: Vec<Result<GroupLook, WatchError>> = std::thread::scope(|s| {
            let handles: Vec<_> = chunk
                .iter()
                .map(|g| {
                    let mine = &clients[&g.name];
                    s.spawn(move || look_group(conn, mine, g.clone(), topics, timeout))
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().unwrap_or_else(|_| Err(WatchError::Unreachable("a group's look stopped".into()))))
                .collect()
        });
        for g in looked {
            groups.push(g?);
        }
    }
    groups.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(groups)
}

/// The consumer groups of a ListGroups/DescribeGroups answer (protocol
/// type `consumer`, or none given), each with its state, assignor and
/// members (what each owns, read from its assignment); no offsets yet.
pub(super) fn listed_groups(list: &GroupList) -> Vec<GroupLook> {
    list.groups()
        .iter()
        .filter(|g| g.protocol_type() == "consumer" || g.protocol_type().is_empty())
        .map(|g| GroupLook {
            name: g.name().to_string(),
            state: g.state().to_string(),
            assignor: g.protocol().to_string(),
            members: g
                .members()
                .iter()
                .map(|m| MemberLook {
                    id: m.id().to_string(),
                    client_id: m.client_id().to_string(),
                    host: m.client_host().to_string(),
                    owns: m.assignment().and_then(parse_assignment).unwrap_or_default(),
                })
                .collect(),
            partitions: Vec::new(),
            lag: 0,
            lag_seconds: None,
            trend: None,
        })
        .collect()
}

/// How many groups' offsets a look asks for at once, each through a
/// client of its own (a few threads each, for the look's length). 16 at a
/// time took 1.26–1.37 s for 50 groups on the test broker, 50 at a time
/// 1.01–1.16 s (BENCHMARKS.md, "A look at 1,000 partitions").
const GROUPS_AT_ONCE: usize = 50;

/// One listed group with its committed offsets, lag and lag in time.
fn look_group(
    conn: &Connection,
    clients: &GroupClient,
    mut group: GroupLook,
    topics: &[TopicLook],
    timeout: Duration,
) -> Result<GroupLook, WatchError> {
    let committed = committed_offsets(conn, &clients.client, &group.name, topics, timeout)?;
    let members = &group.members;
    let owner_of = |topic: &str, p: i32| {
        members.iter().find(|m| m.owns.iter().any(|(t, q)| t == topic && *q == p)).map(|m| m.id.clone())
    };
    let mut partitions = Vec::new();
    // A topic the group touches (a commit or an owned partition) is
    // shown whole: a partition without a commit shows `-`.
    let touches = |t: &TopicLook| {
        t.partitions
            .iter()
            .any(|p| committed.contains_key(&(t.name.clone(), p.partition)) || owner_of(&t.name, p.partition).is_some())
    };
    for t in topics.iter().filter(|t| touches(t)) {
        for p in &t.partitions {
            let c = committed.get(&(t.name.clone(), p.partition)).copied();
            let lag = c.map(|c| (p.high_watermark - c).max(0));
            partitions.push(GroupPartitionLook {
                topic: t.name.clone(),
                partition: p.partition,
                committed: c,
                high_watermark: p.high_watermark,
                lag,
                // Nothing unread: no record is waiting, for no time.
                lag_seconds: (lag == Some(0)).then_some(0.0),
                owner: owner_of(&t.name, p.partition),
            });
        }
    }
    lag_in_time(&clients.client, &mut partitions, timeout);
    group.lag = partitions.iter().filter_map(|p| p.lag).sum();
    group.lag_seconds = partitions.iter().filter_map(|p| p.lag_seconds).reduce(f64::max);
    group.partitions = partitions;
    Ok(group)
}

/// A group's committed offsets on every partition of `topics`, read through
/// `client`, which has the group's id and never joins it (OffsetFetch).
fn committed_offsets(
    conn: &Connection,
    client: &BaseConsumer,
    group: &str,
    topics: &[TopicLook],
    timeout: Duration,
) -> Result<BTreeMap<(String, i32), i64>, WatchError> {
    let mut tpl = TopicPartitionList::new();
    for t in topics {
        for p in &t.partitions {
            tpl.add_partition(&t.name, p.partition);
        }
    }
    let got = client.committed_offsets(tpl, timeout).map_err(|e| {
        WatchError::Unreachable(conn.redact(&format!("group {group}'s committed offsets did not come: {e}")))
    })?;
    Ok(got
        .elements()
        .iter()
        .filter_map(|e| match e.offset() {
            Offset::Offset(o) => Some(((e.topic().to_string(), e.partition()), o)),
            _ => None,
        })
        .collect())
}

/// Fills each lagging partition's lag in time: the age of the record at its
/// committed offset (or the first after it), read by a client assigned to
/// those offsets, within `timeout` in all.
fn lag_in_time(client: &BaseConsumer, partitions: &mut [GroupPartitionLook], timeout: Duration) {
    let behind: Vec<usize> = (0..partitions.len()).filter(|&i| partitions[i].lag.is_some_and(|l| l > 0)).collect();
    if behind.is_empty() {
        // Nothing to read: no fetch left running until the next look.
        let _ = client.unassign();
        return;
    }
    let mut tpl = TopicPartitionList::new();
    for &i in &behind {
        let p = &partitions[i];
        let _ = tpl.add_partition_offset(&p.topic, p.partition, Offset::Offset(p.committed.unwrap_or(0)));
    }
    if client.assign(&tpl).is_err() {
        return;
    }
    let now_ms = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_millis() as i64);
    let deadline = std::time::Instant::now() + timeout;
    let mut left = behind.len();
    while left > 0 && std::time::Instant::now() < deadline {
        let Some(Ok(m)) = client.poll(Duration::from_millis(100)) else { continue };
        let Some(ts) = m.timestamp().to_millis() else { continue };
        let at = behind.iter().find(|&&i| partitions[i].topic == m.topic() && partitions[i].partition == m.partition());
        // (A record fetched for an earlier look, from before this look's
        // committed offset, is not this one's.)
        if let Some(&i) = at
            && partitions[i].lag_seconds.is_none()
            && m.offset() >= partitions[i].committed.unwrap_or(0)
        {
            partitions[i].lag_seconds = Some(((now_ms - ts).max(0) as f64) / 1000.0);
            left -= 1;
        }
    }
    // Kept for the next look: no fetch runs (nor fills memory) until then.
    let _ = client.unassign();
}

/// The partitions of a consumer-protocol member assignment (Kafka's
/// `ConsumerProtocolAssignment`: version i16, then topics as (string,
/// [i32]), then user data); `None` when malformed.
pub fn parse_assignment(bytes: &[u8]) -> Option<Vec<(String, i32)>> {
    let mut at = 0usize;
    let mut take = |n: usize| -> Option<&[u8]> {
        let s = bytes.get(at..at + n)?;
        at += n;
        Some(s)
    };
    let _version = i16::from_be_bytes(take(2)?.try_into().ok()?);
    let topics = i32::from_be_bytes(take(4)?.try_into().ok()?);
    let mut out = Vec::new();
    for _ in 0..topics.max(0) {
        let len = i16::from_be_bytes(take(2)?.try_into().ok()?);
        let name = String::from_utf8(take(usize::try_from(len).ok()?)?.to_vec()).ok()?;
        let count = i32::from_be_bytes(take(4)?.try_into().ok()?);
        for _ in 0..count.max(0) {
            out.push((name.clone(), i32::from_be_bytes(take(4)?.try_into().ok()?)));
        }
    }
    Some(out)
}

/// A look as text: when it was taken, the brokers, a table of partitions,
/// then each group with its members, its partitions' committed offsets,
/// lag and lag in time, and its trend. `once`: the only look (so no trend
/// will come).
pub fn text(look: &ClusterLook, once: bool) -> String {
    use std::fmt::Write;
    let mut out = String::new();
    let secs = look.taken_at_ms / 1000;
    let brokers: Vec<String> = look.brokers.iter().map(|b| format!("{} at {}", b.id, b.address)).collect();
    let _ = writeln!(
        out,
        "{:02}:{:02}:{:02} UTC · cluster {} · broker{} {} · {} topic{} · {} group{}",
        secs / 3600 % 24,
        secs / 60 % 60,
        secs % 60,
        look.bootstrap,
        plural(look.brokers.len()),
        if brokers.is_empty() { "none".into() } else { brokers.join(", ") },
        look.topics.len(),
        plural(look.topics.len()),
        look.groups.len(),
        plural(look.groups.len())
    );
    let mut rows = vec![row(&["TOPIC", "PARTITION", "LOG-START", "HIGH-WATERMARK", "LEADER", "REPLICAS", "ISR"])];
    for t in &look.topics {
        for p in &t.partitions {
            rows.push(vec![
                t.name.clone(),
                p.partition.to_string(),
                p.log_start.to_string(),
                p.high_watermark.to_string(),
                if p.leader < 0 { "none".into() } else { p.leader.to_string() },
                ids(&p.replicas),
                ids(&p.isr),
            ]);
        }
    }
    table(&mut out, &rows);
    for g in &look.groups {
        group_text(&mut out, g, once);
    }
    out
}

/// One group's lines of [`text`].
fn group_text(out: &mut String, g: &GroupLook, once: bool) {
    use std::fmt::Write;
    let trend = match &g.trend {
        Some(t) => format!("{} {:+.1} records/s over {}", t.direction, t.records_per_second, span(t.over_seconds)),
        None if once => "no trend from one look".into(),
        None => format!("trend after {TREND_MIN_SECONDS:.0} s of looks"),
    };
    let behind = g.lag_seconds.filter(|&s| s > 0.0).map(|s| format!(", {} behind", span(s))).unwrap_or_default();
    let uncommitted = g.partitions.iter().filter(|p| p.committed.is_none()).count();
    let without = if uncommitted > 0 {
        format!(" ({uncommitted} of {} partitions without a committed offset)", g.partitions.len())
    } else {
        String::new()
    };
    let _ = writeln!(
        out,
        "\ngroup {} ({}, {} member{}{}) · lag {} records{without}{behind} · {trend}",
        g.name,
        g.state,
        g.members.len(),
        plural(g.members.len()),
        if g.assignor.is_empty() { String::new() } else { format!(", {}", g.assignor) },
        g.lag
    );
    if !g.members.is_empty() {
        let mut rows = vec![row(&["MEMBER", "CLIENT-ID", "HOST", "OWNS"])];
        for m in &g.members {
            let owns: Vec<String> = m.owns.iter().map(|(t, p)| format!("{t}-{p}")).collect();
            rows.push(vec![
                m.id.clone(),
                or_dash(&m.client_id),
                or_dash(&m.host),
                if owns.is_empty() { "-".into() } else { owns.join(",") },
            ]);
        }
        table(out, &rows);
    }
    let mut rows = vec![row(&["TOPIC", "PARTITION", "COMMITTED", "HIGH-WATERMARK", "LAG", "LAG-IN-TIME", "OWNER"])];
    for p in &g.partitions {
        rows.push(vec![
            p.topic.clone(),
            p.partition.to_string(),
            p.committed.map_or("-".into(), |c| c.to_string()),
            p.high_watermark.to_string(),
            p.lag.map_or("-".into(), |l| l.to_string()),
            p.lag_seconds.map_or("-".into(), span),
            p.owner.clone().unwrap_or_else(|| "-".into()),
        ]);
    }
    table(out, &rows);
}

/// Seconds as the game shows a span (`0 s`, `4.1 s`, `10 min 47 s`).
fn span(seconds: f64) -> String {
    if seconds == 0.0 { "0 s".into() } else { crate::sim::format_span(seconds) }
}

fn or_dash(s: &str) -> String {
    if s.is_empty() { "-".into() } else { s.to_string() }
}

fn plural(n: usize) -> &'static str {
    if n == 1 { "" } else { "s" }
}

fn ids(ids: &[i32]) -> String {
    ids.iter().map(i32::to_string).collect::<Vec<_>>().join(",")
}

fn row(cells: &[&str]) -> Vec<String> {
    cells.iter().map(|c| c.to_string()).collect()
}

/// `rows` as columns padded to their widest cell.
fn table(out: &mut String, rows: &[Vec<String>]) {
    let cols = rows.iter().map(Vec::len).max().unwrap_or(0);
    let width: Vec<usize> =
        (0..cols).map(|c| rows.iter().filter_map(|r| r.get(c)).map(|s| s.chars().count()).max().unwrap_or(0)).collect();
    for r in rows {
        let cells: Vec<String> = r.iter().enumerate().map(|(c, s)| format!("{s:<w$}", w = width[c])).collect();
        out.push_str(cells.join("  ").trim_end());
        out.push('\n');
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_member_assignment_is_read_as_kafka_writes_it() {
        // version 3, one topic "orders" with partitions 0 and 2, no user data.
        let mut b = vec![0, 3, 0, 0, 0, 1, 0, 6];
        b.extend_from_slice(b"orders");
        b.extend_from_slice(&[0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 2, 255, 255, 255, 255]);
        assert_eq!(parse_assignment(&b), Some(vec![("orders".into(), 0), ("orders".into(), 2)]));
        assert_eq!(parse_assignment(&b[..9]), None, "cut short");
        assert_eq!(parse_assignment(&[]), None);
    }

    #[test]
    fn the_trend_follows_the_lag_over_the_window() {
        let mut look = ClusterLook {
            bootstrap: "b:9092".into(),
            taken_at_ms: 1_000_000,
            brokers: vec![],
            topics: vec![],
            groups: vec![GroupLook {
                name: "billing".into(),
                state: "Stable".into(),
                assignor: "range".into(),
                members: vec![],
                partitions: vec![],
                lag: 100,
                lag_seconds: None,
                trend: None,
            }],
        };
        let mut h = History::default();
        h.record(&mut look);
        assert_eq!(look.groups[0].trend, None, "one look has no trend");
        let (mut first, mut soon) = (look.clone(), look.clone());
        soon.taken_at_ms += 5_000;
        soon.groups[0].lag = 900;
        let mut short = History::default();
        short.record(&mut first);
        short.record(&mut soon);
        assert_eq!(soon.groups[0].trend, None, "nor do looks 5 s apart, however the lag moved");
        for (ms, lag, want) in [(1_010_000, 150, "growing"), (1_020_000, 100, "steady"), (1_030_000, 40, "shrinking")] {
            look.taken_at_ms = ms;
            look.groups[0].lag = lag;
            h.record(&mut look);
            assert_eq!(look.groups[0].trend.as_ref().unwrap().direction, want, "{ms}");
        }
        let t = look.groups[0].trend.clone().unwrap();
        assert_eq!((t.records_per_second, t.over_seconds), (-2.0, 30.0));
        // Past the window, the oldest looks are forgotten.
        look.taken_at_ms = 1_000_000 + (TREND_WINDOW_SECONDS as u64 + 20) * 1000;
        look.groups[0].lag = 40;
        h.record(&mut look);
        assert_eq!(look.groups[0].trend.as_ref().unwrap().direction, "steady");
        assert!(text(&look, false).contains("group billing (Stable, 0 members, range) · lag 40 records · steady"));
    }
}
