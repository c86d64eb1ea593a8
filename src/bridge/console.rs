//! `logjam console --bootstrap …`: the console's commands on a real
//! cluster, answered in the same words and the same JSON as on the game's
//! own (docs/RULES.md#console).
//!
//! A line is parsed by the console itself ([`crate::console::parse`], so
//! the Kafka tools' own command lines run too). A command that writes runs
//! the real operation through librdkafka (CreateTopics, Produce, a group
//! member's fetch and OffsetCommit, a simple commit for a reset); then the
//! answer is drawn by the console's own renderers over a **mirror**: a
//! [`Cluster`] of the log core filled from what the real cluster showed —
//! each partition's log start and high watermark, the records a command
//! reads and the newest few of each lane (the lane pictures), the groups'
//! committed offsets. Offsets inside a fetched range that hold no record
//! (compaction's, a transaction marker's) stay gaps
//! ([`crate::log::Partition::skip_to`]); records nobody fetched are
//! counted, never shown.
//!
//! Where the real cluster behaves differently from the teaching model, the
//! answer says so once a session ([`Difference`]). It never endangers a
//! real application: consuming as a group that has live members, or
//! committing or resetting offsets of a group that has committed offsets
//! this console did not write, is refused with one line that names the
//! group and `--allow-group G`; `--read-only` refuses every command that
//! writes. Each failure (unreachable, timed out, not authorised, unknown
//! topic) is one line, secrets redacted, and the console goes on.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Arc;
use std::time::{Duration, Instant};

use rdkafka::admin::{AdminClient, AdminOptions, NewTopic, TopicReplication};
use rdkafka::client::ClientContext;
use rdkafka::client::DefaultClientContext;
use rdkafka::consumer::{BaseConsumer, CommitMode, Consumer};
use rdkafka::error::{KafkaError, RDKafkaErrorCode};
use rdkafka::message::DeliveryResult;
use rdkafka::message::Message;
use rdkafka::producer::{BaseProducer, BaseRecord, Producer, ProducerContext};
use rdkafka::{Offset, TopicPartitionList};
use serde_json::{Value, json};

use super::connect::Connection;
use super::watch::{self, GroupLook, TopicLook};
use crate::console::commands::consume::Consumed;
use crate::console::commands::describe_group::GroupDescription;
use crate::console::commands::{Consume, CreateTopic, DescribeGroup, Offsets, Produce, Read, ResetGroup};
use crate::console::{Answer, Command, GroupRow, LiveGroups, MAX_RECORDS};
use crate::log::partitioner::Partitioner;
use crate::log::{CleanupPolicy, Cluster, Isolation, Offset as LogOffset};

/// How the console treats a real cluster.
#[derive(Clone, Debug)]
pub struct ConsoleOptions {
    /// How long one request may take before the cluster counts as
    /// unreachable.
    pub timeout: Duration,
    /// How long a `consume` waits for its group's rebalance to hand it
    /// partitions (a new group's first assignment: about 3 s on Kafka,
    /// whose `group.initial.rebalance.delay.ms` is 3,000; about 23 s on the
    /// test broker).
    pub join_timeout: Duration,
    /// Refuse every command that writes (create, produce, consume, reset).
    pub read_only: bool,
    /// Groups the player allows the console to join, commit and reset
    /// although they have live members or offsets it did not write
    /// (`--allow-group G`).
    pub allow_groups: BTreeSet<String>,
}

/// Records a `read` shows when it names no `max`: a real topic may hold
/// millions (the game's console reads to the high watermark).
pub const READ_DEFAULT_MAX: u64 = 100;

/// Characters of a record's value kept for the answer (a real value may
/// be a megabyte); a longer one ends in `…`.
pub const VALUE_CHARS: usize = 200;

/// Newest records of each lane fetched for the lane pictures (the
/// console's lanes draw 8 cells).
const LANE_CELLS: i64 = 8;

/// What the help adds on a real cluster (text: a line; JSON: `game_only`).
const GAME_ONLY: &str = "On a real cluster, compact, begin, commit, abort and in-transaction run on the game's \
                         cluster only.";

/// How the game's console's answer names a keyless record's partitioner,
/// and how this console's does.
const KEYLESS_IN_GAME: &str = " (no key: round robin)";
const KEYLESS_REAL: &str = " (no key: the producer's sticky partitioner)";

/// The consumer group of the console's own readers: assigned, never
/// subscribed, so they join nothing and commit nothing.
const READER_GROUP: &str = "logjam-console";

/// Where a real cluster differs from the teaching model, said once a
/// session, the first time it shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Difference {
    /// Keyless records go by the client's sticky partitioner.
    StickyKeyless,
    /// Keys go by murmur2 (the Java client's partitioner).
    Murmur2Keys,
    /// A real consumer fetches several partitions at once.
    SeveralPartitions,
    /// A consume waits for its group's rebalance.
    Rebalance,
    /// A member leaves its group when the command ends.
    MemberLeaves,
    /// Kafka resets an empty group only.
    ResetEmptyGroup,
    /// A read without `max` is capped.
    ReadCapped,
}

impl Difference {
    /// The sentence the answer carries.
    pub fn words(self) -> &'static str {
        match self {
            Difference::StickyKeyless => {
                "a real producer puts keyless records on one partition until its batch is full \
                 (the sticky partitioner, KIP-480); the game's console goes round robin"
            }
            Difference::Murmur2Keys => {
                "on a real cluster a key picks its partition by murmur2, the Java client's \
                 partitioner (set here for librdkafka too), not by the teaching sum of characters"
            }
            Difference::SeveralPartitions => {
                "a real consumer fetches from several partitions at once and gets their records \
                 interleaved; they are listed here partition by partition"
            }
            Difference::Rebalance => {
                "a real consumer waits for its group's rebalance before its first fetch; the \
                 game's console member reads at once"
            }
            Difference::MemberLeaves => {
                "the console's member leaves the group when the command ends, so the group is \
                 empty again (the game's console member stays)"
            }
            Difference::ResetEmptyGroup => "Kafka resets the offsets of an empty group only: stop its consumers first",
            Difference::ReadCapped => {
                "a read without max shows at most 100 records on a real cluster (add max N for more)"
            }
        }
    }
}

/// A command's answer on the real cluster: the console's own [`Answer`],
/// the mirror it is drawn over, the differences it showed, a line more for
/// the text (what was measured or set) and a consume's wait.
struct Done {
    answer: Answer,
    mirror: Cluster,
    differences: Vec<Difference>,
    extra: Option<String>,
    /// A consume's wait for its group's rebalance.
    waited: Option<Duration>,
    /// A create's replication factor (`None`: the broker's default).
    replication: Option<i32>,
}

impl Done {
    /// The JSON fields this console adds to the game's answer.
    fn json_extra(&self) -> Vec<(&'static str, Value)> {
        let mut extra = Vec::new();
        if let Some(waited) = self.waited {
            extra.push(("waited_ms", json!(waited.as_millis() as u64)));
        }
        match &self.answer {
            Answer::Help(()) => extra.push(("game_only", json!(GAME_ONLY))),
            // The replication factor asked for; null: the broker's default.
            Answer::CreateTopic(_) => extra.push(("replication_factor", json!(self.replication))),
            _ => {}
        }
        extra
    }
}

/// The producer's delivery reports: the last one, `(partition, offset)`
/// or the error (one record is in flight at a time).
#[derive(Default)]
struct Deliveries {
    last: std::sync::Mutex<Option<Result<(i32, i64), KafkaError>>>,
}

impl ClientContext for Deliveries {}

impl ProducerContext for Deliveries {
    type DeliveryOpaque = ();

    fn delivery(&self, result: &DeliveryResult<'_>, _: ()) {
        let report = match result {
            Ok(m) => Ok((m.partition(), m.offset())),
            Err((e, _)) => Err(e.clone()),
        };
        if let Ok(mut last) = self.last.lock() {
            *last = Some(report);
        }
    }
}

/// A group's committed offsets (see `RealConsole::committed`).
struct Committed {
    /// Per (topic, partition).
    offsets: BTreeMap<(String, i32), i64>,
    /// The console wrote every one of them.
    ours: bool,
}

/// The metadata the console's commits carry (OffsetCommit's per-partition
/// metadata string), so a later session knows the group's offsets are the
/// console's own and not a real application's.
pub const COMMIT_METADATA: &str = "logjam console";

/// Offsets to commit, each with [`COMMIT_METADATA`].
fn commit_list<'a>(offsets: impl IntoIterator<Item = (&'a str, i32, i64)>) -> TopicPartitionList {
    let mut tpl = TopicPartitionList::new();
    for (topic, p, o) in offsets {
        let mut e = tpl.add_partition(topic, p);
        let _ = e.set_offset(Offset::Offset(o));
        e.set_metadata(COMMIT_METADATA);
    }
    tpl
}

/// A member that joined its group (see `RealConsole::join`).
struct Joined {
    consumer: BaseConsumer,
    assigned: Vec<i32>,
    waited: Duration,
    early: Vec<Fetched>,
}

/// What a member read (see `RealConsole::take`).
struct Taken {
    consumer: BaseConsumer,
    records: Vec<Fetched>,
    next: BTreeMap<i32, i64>,
}

/// One record fetched from the real cluster.
#[derive(Clone, Debug)]
struct Fetched {
    /// Where the fetch that got it started: offsets from there to it with
    /// no record are gaps in the real log.
    run_from: i64,
    partition: i32,
    offset: i64,
    key: Option<String>,
    value: Option<String>,
}

/// A console session on a real cluster: its clients, the groups whose
/// offsets it wrote, the differences already said.
pub struct RealConsole {
    conn: Connection,
    options: ConsoleOptions,
    reader: BaseConsumer,
    producer: BaseProducer<Deliveries>,
    admin: AdminClient<DefaultClientContext>,
    written: BTreeSet<String>,
    said: BTreeSet<Difference>,
    /// The topics, groups and members its answers have shown, for
    /// completion and "did you mean" (a real cluster is not asked on Tab).
    known: crate::console::complete::Names,
}

impl RealConsole {
    /// Sets up the clients (nothing is sent yet: librdkafka connects on
    /// the first request). Errors: a setting librdkafka refuses, one line
    /// with no value quoted.
    pub fn new(conn: Connection, options: ConsoleOptions) -> Result<Self, String> {
        let settings = |e: KafkaError| watch::settings_error(&conn, &e).to_string();
        let reader = watch::reader(&conn).map_err(|e| e.to_string())?;
        let timeout_ms = options.timeout.as_millis().max(1).to_string();
        let producer: BaseProducer<Deliveries> = conn
            .client_config()
            .set("message.timeout.ms", &timeout_ms)
            .create_with_context(Deliveries::default())
            .map_err(settings)?;
        let admin: AdminClient<DefaultClientContext> = conn.client_config().create().map_err(settings)?;
        Ok(RealConsole {
            conn,
            options,
            reader,
            producer,
            admin,
            written: BTreeSet::new(),
            said: BTreeSet::new(),
            known: Default::default(),
        })
    }

    /// Runs one line; the answer as readable text (several lines) or
    /// `error: …`, a Kafka tool's line with its readable form first
    /// (`= topics`), each difference said once as a `note:` line.
    pub fn answer_text(&mut self, line: &str) -> String {
        let body = match self.run(line) {
            Ok(done) => {
                let mut text = done.answer.to_text(&done.mirror);
                if matches!(&done.answer, Answer::Produce(a) if a.key.is_none()) {
                    // The game's console's keyless records go round robin;
                    // the real producer's are sticky.
                    text = text.replace(KEYLESS_IN_GAME, KEYLESS_REAL);
                }
                if let Some(extra) = done.extra {
                    text.push_str(&format!("\n{extra}"));
                }
                for d in self.fresh(&done.differences) {
                    text.push_str(&format!("\nnote: {}", d.words()));
                }
                text
            }
            Err(e) => format!("error: {}", crate::console::complete::with_suggestion(line, &e, &self.known)),
        };
        match readable(line) {
            Some(readable) => format!("= {readable}\n{body}"),
            None => body,
        }
    }

    /// Runs one line; the answer as one line of JSON, the game's console's
    /// (`{"ok":true,…}` or `{"ok":false,"error":…}`), with `"notes"` (the
    /// differences said for the first time), `"waited_ms"` (a consume's
    /// wait for its rebalance) and `"readable"` (a Kafka tool's line)
    /// where they apply.
    pub fn answer_json(&mut self, line: &str) -> String {
        let mut v = match self.run(line) {
            Ok(done) => {
                let mut v: Value = serde_json::from_str(&done.answer.to_json()).unwrap_or_else(|_| json!({}));
                if let (Answer::DescribeGroup(_), Some(o)) = (&done.answer, v.as_object_mut()) {
                    // A real group has no isolation level: each consumer
                    // sets its own.
                    o.remove("isolation");
                }
                for (key, value) in done.json_extra() {
                    v[key] = value;
                }
                let notes: Vec<&str> = self.fresh(&done.differences).iter().map(|d| d.words()).collect();
                if !notes.is_empty() {
                    v["notes"] = json!(notes);
                }
                v
            }
            Err(e) => json!({"ok": false, "error": crate::console::complete::with_suggestion(line, &e, &self.known)}),
        };
        if let Some(readable) = readable(line) {
            v["readable"] = json!(readable);
        }
        v.to_string()
    }

    /// The names this session's answers have shown so far (topics,
    /// groups, members): what Tab completes to on a real cluster.
    pub fn names(&self) -> &crate::console::complete::Names {
        &self.known
    }

    /// The differences of `shown` not said before (now marked said).
    fn fresh(&mut self, shown: &[Difference]) -> Vec<Difference> {
        shown.iter().copied().filter(|d| self.said.insert(*d)).collect()
    }

    /// Parses and runs one line, and keeps the names its answer showed.
    /// Errors: one line, secrets redacted.
    fn run(&mut self, line: &str) -> Result<Done, String> {
        let done = self.run_line(line)?;
        self.known.merge(crate::console::complete::Names::of(&done.mirror, &LiveGroups::default()));
        Ok(done)
    }

    /// Parses and runs one line. Errors: one line, secrets redacted.
    fn run_line(&mut self, line: &str) -> Result<Done, String> {
        let (line, replication) = replication_factor(line)?;
        let command = crate::console::parse(&line)?;
        if self.options.read_only && command.changes_the_log() {
            let readable = crate::console::readable_form(&line).unwrap_or_else(|| line.clone());
            let word = readable.split_whitespace().next().unwrap_or_default().to_string();
            return Err(format!("--read-only: '{word}' writes to the cluster, and this console only looks"));
        }
        let done = match &command {
            Command::CreateTopic(c) => self.create_topic(c, replication),
            Command::Topics(_) | Command::Groups(_) | Command::Help(_) => self.look_only(&command),
            Command::Produce(p) => self.produce(p),
            Command::Read(r) => self.read(r),
            Command::Consume(c) => self.consume(c),
            Command::Offsets(o) => self.offsets(o),
            Command::DescribeGroup(d) => self.describe_group(d),
            Command::ResetGroup(r) => self.reset_group(r),
            Command::Compact(_) => Err("compact runs on the game's cluster only: a real cluster's log cleaner \
                                        runs on its own (cleanup.policy=compact)"
                .to_string()),
            Command::ShareConsume(_) | Command::DescribeShareGroup(_) => {
                Err("share groups run on the game's cluster only: this console's Kafka client has no share \
                     consumer (KIP-932)"
                    .to_string())
            }
            Command::Begin(_) | Command::Commit(_) | Command::Abort(_) => {
                Err("transactions run on the game's cluster only: this console has no transactional producer \
                     on a real cluster"
                    .to_string())
            }
            // Refused everywhere (records are immutable): the console's own words.
            Command::Edit(_) => self.look_only(&command),
        };
        done.map_err(|e| self.conn.redact(&e))
    }

    /// `topics`, `groups` and `help`: the console's own command over a
    /// mirror of the topics' names and the groups' names.
    fn look_only(&mut self, command: &Command) -> Result<Done, String> {
        let mut mirror = Cluster::new();
        match command {
            Command::Topics(_) => {
                let topics = self.topics()?;
                let names: Vec<String> = topics.iter().map(|t| t.name.clone()).collect();
                let configs =
                    super::snapshot::topic_configs(&self.conn, &names, self.options.timeout).unwrap_or_default();
                for t in &topics {
                    mirror_topic(&mut mirror, t, &[]);
                    let compact = configs.get(&t.name).and_then(|c| c.cleanup_policy.as_deref());
                    if let Some(policy) = compact.and_then(CleanupPolicy::parse) {
                        mirror.topic_mut(&t.name).expect("mirrored").set_cleanup(policy);
                    }
                }
            }
            Command::Groups(_) => {
                for g in self.group_list(None)? {
                    mirror.group_or_create(&g.name);
                }
            }
            _ => {}
        }
        let answer = run_on(&mut mirror, command.clone())?;
        let extra = matches!(command, Command::Help(_)).then(|| GAME_ONLY.to_string());
        Ok(Done { answer, mirror, differences: Vec::new(), extra, waited: None, replication: None })
    }

    /// The cluster's topics with each partition's offsets.
    fn topics(&self) -> Result<Vec<TopicLook>, String> {
        let metadata =
            self.reader.fetch_metadata(None, self.options.timeout).map_err(|e| self.failure(&e, "the cluster"))?;
        watch::topic_looks(&self.conn, &self.reader, &metadata, self.options.timeout).map_err(|e| e.to_string())
    }

    /// One topic with its partitions' offsets. Errors: unknown topic (the
    /// game's words), or the cluster's failure.
    fn topic(&self, name: &str) -> Result<TopicLook, String> {
        self.topics()?
            .into_iter()
            .find(|t| t.name == name)
            .ok_or_else(|| crate::log::LogError::UnknownTopic(name.to_string()).to_string())
    }

    /// The cluster's consumer groups (or the one named), as listed, with
    /// members and what each owns; no offsets yet.
    fn group_list(&self, only: Option<&str>) -> Result<Vec<GroupLook>, String> {
        let list = self.reader.fetch_group_list(only, self.options.timeout).map_err(|e| self.failure(&e, "groups"))?;
        let mut groups = watch::listed_groups(&list);
        // Asked for one group by name, a broker answers even for one it
        // does not know: as Dead, with no member.
        groups.retain(|g| !(only.is_some() && g.state == "Dead" && g.members.is_empty()));
        Ok(groups)
    }

    /// A group's committed offsets on `topics`, per (topic, partition),
    /// and whether the console wrote them all: each carries its commit
    /// metadata [`COMMIT_METADATA`] (or this session committed for the
    /// group, for a broker that keeps no metadata).
    fn committed(&self, group: &str, topics: &[TopicLook]) -> Result<Committed, String> {
        let mut config = self.conn.client_config();
        config.set("group.id", group).set("enable.auto.commit", "false");
        let client: BaseConsumer = config.create().map_err(|e| watch::settings_error(&self.conn, &e).to_string())?;
        let mut tpl = TopicPartitionList::new();
        for t in topics {
            for p in &t.partitions {
                tpl.add_partition(&t.name, p.partition);
            }
        }
        let got = client
            .committed_offsets(tpl, self.options.timeout)
            .map_err(|e| self.failure(&e, &format!("group '{group}'")))?;
        let mut offsets = BTreeMap::new();
        let mut ours = true;
        for e in got.elements() {
            if let Offset::Offset(o) = e.offset() {
                offsets.insert((e.topic().to_string(), e.partition()), o);
                ours &= e.metadata() == COMMIT_METADATA;
            }
        }
        Ok(Committed { ours: ours || self.written.contains(group), offsets })
    }

    /// One line for a failed request: not authorised, timed out or
    /// unreachable, or librdkafka's own words; `what` names what was asked.
    fn failure(&self, e: &KafkaError, what: &str) -> String {
        use RDKafkaErrorCode as C;
        let text = match e.rdkafka_error_code() {
            Some(C::TopicAuthorizationFailed | C::GroupAuthorizationFailed | C::ClusterAuthorizationFailed) => {
                format!("not authorised to use {what} ({e}): the cluster's ACLs refuse this user")
            }
            Some(C::SaslAuthenticationFailed | C::Authentication) => {
                format!("the cluster at {} refused the credentials ({e})", self.conn.bootstrap)
            }
            Some(C::UnknownTopicOrPartition) => format!("unknown topic or partition ({e})"),
            Some(
                C::MessageTimedOut
                | C::RequestTimedOut
                | C::OperationTimedOut
                | C::AllBrokersDown
                | C::BrokerTransportFailure
                | C::BrokerNotAvailable,
            )
            | None => watch::unreachable(&self.conn, self.options.timeout, e).to_string(),
            Some(_) => format!("{what}: {e}"),
        };
        self.conn.redact(&text)
    }
}

/// Runs a console command on a mirror, with no live groups (the mirror's
/// clock does not matter: nothing it appends is shown as new).
fn run_on(mirror: &mut Cluster, command: Command) -> Result<Answer, String> {
    crate::console::execute(mirror, &command, 0.0, &LiveGroups::default())
}

// The commands that write, and the reads that need records.
impl RealConsole {
    /// `create topic`: CreateTopics with the broker's default replication
    /// factor; keys go by murmur2 on a real cluster.
    fn create_topic(&mut self, c: &CreateTopic, replication: Option<i32>) -> Result<Done, String> {
        let partitions = i32::try_from(c.partitions).map_err(|_| "too many partitions".to_string())?;
        let (min_lag, retention) =
            (c.min_compaction_lag_ms.map(|m| m.to_string()), c.delete_retention_ms.map(|m| m.to_string()));
        // −1: the broker's default.replication.factor (Kafka 2.4 and later).
        let mut topic = NewTopic::new(&c.topic, partitions, TopicReplication::Fixed(replication.unwrap_or(-1)));
        if c.cleanup != CleanupPolicy::Delete {
            topic = topic.set("cleanup.policy", c.cleanup.word());
        }
        if let Some(ms) = &min_lag {
            topic = topic.set("min.compaction.lag.ms", ms);
        }
        if let Some(ms) = &retention {
            topic = topic.set("delete.retention.ms", ms);
        }
        let options = AdminOptions::new().operation_timeout(Some(self.options.timeout));
        let results = bevy::tasks::block_on(self.admin.create_topics([&topic], &options))
            .map_err(|e| self.failure(&e, &format!("topic '{}'", c.topic)))?;
        for result in results {
            if let Err((name, code)) = result {
                return Err(match code {
                    RDKafkaErrorCode::TopicAlreadyExists => crate::log::LogError::TopicExists(name).to_string(),
                    RDKafkaErrorCode::TopicAuthorizationFailed | RDKafkaErrorCode::ClusterAuthorizationFailed => {
                        format!("not authorised to create topic '{name}': the cluster's ACLs refuse this user")
                    }
                    code => format!("the cluster refused topic '{name}': {code}"),
                });
            }
        }
        // The answer: the console's own, on a mirror with the murmur2
        // partitioner the real producer uses.
        let mut mirror = Cluster::new();
        let real = CreateTopic { partitioner: Partitioner::Murmur2, ..c.clone() };
        let answer = run_on(&mut mirror, Command::CreateTopic(real))?;
        let differences =
            if c.partitioner == Partitioner::Murmur2 { Vec::new() } else { vec![Difference::Murmur2Keys] };
        // (The text says murmur2 already, and the note why.)
        let extra = match replication {
            Some(n) => format!("replication factor {n}"),
            None => "replication factor: the broker's default (default.replication.factor)".to_string(),
        };
        Ok(Done { answer, mirror, differences, extra: Some(extra), waited: None, replication })
    }

    /// `produce`: one record through the producer (murmur2 for a key,
    /// sticky without), acknowledged by the cluster (the producer's acks,
    /// librdkafka's default all). The game's own checks first (a tombstone
    /// needs a key; a compacted topic takes no keyless record).
    fn produce(&mut self, p: &Produce) -> Result<Done, String> {
        let t = self.topic(&p.topic)?;
        let configs = super::snapshot::topic_configs(&self.conn, std::slice::from_ref(&t.name), self.options.timeout)
            .unwrap_or_default();
        let cleanup = configs
            .get(&t.name)
            .and_then(|c| c.cleanup_policy.as_deref())
            .and_then(CleanupPolicy::parse)
            .unwrap_or_default();
        let mut check = Cluster::new();
        mirror_topic(&mut check, &t, &[]);
        check.topic_mut(&t.name).expect("mirrored").set_cleanup(cleanup);
        let Answer::Produce(checked) = run_on(&mut check, Command::Produce(p.clone()))? else {
            unreachable!("a produce answers Produce")
        };
        let tombstone = checked.tombstone;
        let mut record: BaseRecord<'_, str, str> = BaseRecord::to(&p.topic);
        if !tombstone {
            record = record.payload(&p.value);
        }
        if let Some(key) = &p.key {
            record = record.key(key);
        }
        if let Ok(mut last) = self.producer.context().last.lock() {
            *last = None;
        }
        self.producer.send(record).map_err(|(e, _)| self.failure(&e, "the producer"))?;
        // The delivery report comes by the time flush returns (or the
        // record's message.timeout.ms, the console's timeout, ran out).
        let _ = self.producer.flush(self.options.timeout + Duration::from_secs(1));
        let delivered = self
            .producer
            .context()
            .last
            .lock()
            .map_err(|_| "the producer's report was lost".to_string())?
            .take()
            .ok_or_else(|| format!("the record to {} was not acknowledged in time", p.topic))?
            .map_err(|e| self.failure(&e, &format!("topic '{}'", p.topic)))?;
        let mut answer = checked;
        answer.partition = u32::try_from(delivered.0).unwrap_or_default();
        answer.offset = u64::try_from(delivered.1).unwrap_or_default();
        let mut mirror = Cluster::new();
        mirror_topic(&mut mirror, &t, &[]);
        mirror.topic_mut(&t.name).expect("mirrored").set_cleanup(cleanup);
        let differences = if p.key.is_none() { vec![Difference::StickyKeyless] } else { Vec::new() };
        Ok(Done { answer: Answer::Produce(answer), mirror, differences, extra: None, waited: None, replication: None })
    }

    /// `read`: the records from `from` (each log start) up to the high
    /// watermark, at most `max` ([`READ_DEFAULT_MAX`] when none is given),
    /// partition after partition, and the lanes; fetched by a reader that
    /// joins no group.
    fn read(&mut self, r: &Read) -> Result<Done, String> {
        let t = self.topic(&r.topic)?;
        let count = t.partitions.len() as u32;
        if let Some(p) = r.partition
            && p >= count
        {
            return Err(
                crate::log::LogError::NoSuchPartition { topic: t.name.clone(), partition: p.into(), count }.to_string()
            );
        }
        let max = r.max.unwrap_or(READ_DEFAULT_MAX).min(MAX_RECORDS);
        let mut wants = Vec::new();
        for part in t.partitions.iter().filter(|q| r.partition.is_none_or(|p| p as i32 == q.partition)) {
            let from = r.from.map_or(part.log_start, |f| (f as i64).max(part.log_start));
            wants.push((part.partition, from, part.high_watermark, max));
        }
        let fetched = self.fetch_with_lanes(&t, wants)?;
        let mut mirror = Cluster::new();
        mirror_topic(&mut mirror, &t, &fetched);
        self.mirror_groups(&mut mirror, &t)?;
        let answer = run_on(&mut mirror, Command::Read(Read { max: Some(max), ..r.clone() }))?;
        let capped = r.max.is_none() && matches!(&answer, Answer::Read(a) if a.records.len() as u64 >= max);
        let differences = if capped { vec![Difference::ReadCapped] } else { Vec::new() };
        Ok(Done { answer, mirror, differences, extra: None, waited: None, replication: None })
    }

    /// `offsets`: each partition's log start and high watermark, every
    /// group's committed offsets on the topic, and the lanes.
    fn offsets(&mut self, o: &Offsets) -> Result<Done, String> {
        let t = self.topic(&o.topic)?;
        let fetched = self.fetch_with_lanes(&t, Vec::new())?;
        let mut mirror = Cluster::new();
        mirror_topic(&mut mirror, &t, &fetched);
        self.mirror_groups(&mut mirror, &t)?;
        let answer = run_on(&mut mirror, Command::Offsets(o.clone()))?;
        Ok(Done { answer, mirror, differences: Vec::new(), extra: None, waited: None, replication: None })
    }

    /// Every group's committed offsets on `t`, into the mirror (the lanes
    /// draw a line for each group).
    fn mirror_groups(&self, mirror: &mut Cluster, t: &TopicLook) -> Result<(), String> {
        for g in self.group_list(None)? {
            let committed = self.committed(&g.name, std::slice::from_ref(t))?.offsets;
            if !committed.is_empty() {
                mirror_commits(mirror, &g.name, &committed);
            }
        }
        Ok(())
    }

    /// `describe group`: its members (client ids), and per partition it
    /// committed on: the committed offset, the high watermark, the lag and
    /// the member that owns it (the real assignment), with the lanes.
    fn describe_group(&mut self, d: &DescribeGroup) -> Result<Done, String> {
        let topics = self.topics()?;
        let listed = self.group_list(Some(&d.group))?.into_iter().next();
        let committed = self.committed(&d.group, &topics)?.offsets;
        let Some(group) = listed.or_else(|| (!committed.is_empty()).then(|| empty_group(&d.group))) else {
            return Err(crate::log::LogError::UnknownGroup(d.group.clone()).to_string());
        };
        let owner = |topic: &str, p: i32| {
            group.members.iter().find(|m| m.owns.iter().any(|(t, q)| t == topic && *q == p)).map(member_name)
        };
        let mut rows = Vec::new();
        let mut mirror = Cluster::new();
        for t in &topics {
            let touched = t.partitions.iter().any(|p| committed.contains_key(&(t.name.clone(), p.partition)));
            if !touched {
                continue;
            }
            let fetched = self.fetch_with_lanes(t, Vec::new())?;
            mirror_topic(&mut mirror, t, &fetched);
            for p in &t.partitions {
                let Some(&c) = committed.get(&(t.name.clone(), p.partition)) else { continue };
                rows.push(GroupRow {
                    topic: t.name.clone(),
                    partition: p.partition as u32,
                    committed: c.max(0) as u64,
                    end: p.high_watermark.max(0) as u64,
                    lag: (p.high_watermark - c).max(0) as u64,
                    member: owner(&t.name, p.partition),
                });
            }
        }
        mirror_commits(&mut mirror, &d.group, &committed);
        let answer = Answer::DescribeGroup(GroupDescription {
            group: d.group.clone(),
            members: group.members.iter().map(member_name).collect(),
            partitions: rows,
            isolation: Isolation::ReadUncommitted,
        });
        Ok(Done { answer, mirror, differences: Vec::new(), extra: None, waited: None, replication: None })
    }
}

/// The console's own spelling of a Kafka tool's line (its replication
/// factor, which the console's words lack, left out).
fn readable(line: &str) -> Option<String> {
    crate::console::readable_form(&replication_factor(line).ok()?.0)
}

/// `line` without a `kafka-topics --create` line's `--replication-factor N`
/// (the console's own words have none: its topics keep one copy in the
/// game), and N. Errors: N not a whole number from 1 to 32767.
fn replication_factor(line: &str) -> Result<(String, Option<i32>), String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let tool = words.first().map(|w| w.rsplit('/').next().unwrap_or(w).trim_end_matches(".sh"));
    if tool != Some("kafka-topics") || !words.contains(&"--create") {
        return Ok((line.to_string(), None));
    }
    let (mut kept, mut factor) = (Vec::new(), None);
    let mut i = 0;
    while i < words.len() {
        let w = words[i];
        let value = match w.strip_prefix("--replication-factor") {
            Some("") => {
                i += 1;
                words.get(i).copied()
            }
            Some(inline) => inline.strip_prefix('='),
            None => {
                kept.push(w);
                i += 1;
                continue;
            }
        };
        let n = value.and_then(|v| v.parse::<i32>().ok()).filter(|n| (1..=32767).contains(n));
        factor = Some(n.ok_or("--replication-factor takes a whole number from 1 (as many copies as brokers)")?);
        i += 1;
    }
    Ok((kept.join(" "), factor))
}

/// Whether the cluster refused the client outright (credentials or
/// permissions): no waiting makes it pass.
fn refused(e: &KafkaError) -> bool {
    use RDKafkaErrorCode as C;
    matches!(
        e.rdkafka_error_code(),
        Some(
            C::TopicAuthorizationFailed
                | C::GroupAuthorizationFailed
                | C::ClusterAuthorizationFailed
                | C::SaslAuthenticationFailed
                | C::Authentication
        )
    )
}

/// A group the cluster does not list but that has committed offsets.
fn empty_group(name: &str) -> GroupLook {
    GroupLook {
        name: name.to_string(),
        state: "Empty".into(),
        assignor: String::new(),
        members: Vec::new(),
        partitions: Vec::new(),
        lag: 0,
        lag_seconds: None,
        trend: None,
    }
}

/// A member as the console names it: its client id (the console's own
/// members set it to their name), else the member id the broker gave.
fn member_name(m: &watch::MemberLook) -> String {
    if m.client_id.is_empty() { m.id.clone() } else { m.client_id.clone() }
}

// Group membership: consume and reset.
impl RealConsole {
    /// The refusal for a group in use, or `None`: a group with live
    /// members (unless allowed), and, when `commits`, one with committed
    /// offsets this console did not write (unless allowed).
    fn in_use(&self, group: &str, listed: Option<&GroupLook>, committed: &Committed, commits: bool) -> Option<String> {
        if self.options.allow_groups.contains(group) {
            return None;
        }
        if let Some(g) = listed
            && !g.members.is_empty()
        {
            let names: Vec<String> = g.members.iter().map(member_name).collect();
            return Some(format!(
                "group '{group}' has {} live member(s) ({}): joining it would take partitions from a running \
                 application; logjam console --allow-group {group} allows it",
                names.len(),
                names.join(", ")
            ));
        }
        if commits && !committed.offsets.is_empty() && !committed.ours {
            return Some(format!(
                "group '{group}' has committed offsets the console did not write: moving them would move a real \
                 application's position; logjam console --allow-group {group} allows it"
            ));
        }
        None
    }

    /// `consume … group G`: a member of G (client id: `as M`, else
    /// `G-1`) subscribes to the topic, waits for the rebalance to assign it
    /// partitions, reads from the group's committed offsets (or, where
    /// none, the log start with `from-beginning`, else the high watermark:
    /// `auto.offset.reset`) up to each partition's high watermark or `max`
    /// records, commits the next offsets unless `no-commit`, and leaves.
    fn consume(&mut self, c: &Consume) -> Result<Done, String> {
        if c.in_transaction {
            return Err("in-transaction runs on the game's cluster only: this console has no transactional \
                        producer on a real cluster"
                .to_string());
        }
        let topics = self.topics()?;
        let t = topics
            .iter()
            .find(|t| t.name == c.topic)
            .cloned()
            .ok_or_else(|| crate::log::LogError::UnknownTopic(c.topic.clone()).to_string())?;
        let listed = self.group_list(Some(&c.group))?.into_iter().next();
        let committed = self.committed(&c.group, &topics)?;
        if let Some(refusal) = self.in_use(&c.group, listed.as_ref(), &committed, !c.no_commit) {
            return Err(refusal);
        }
        let before = committed.offsets;
        let member = c.member.clone().unwrap_or_else(|| format!("{}-1", c.group));
        let isolation = c.isolation.unwrap_or_default();
        let joined = self.join(c, &member, isolation)?;
        let (assigned, waited) = (joined.assigned.clone(), joined.waited);
        let partition = |p: i32| t.partitions.iter().find(|q| q.partition == p);
        let starts: BTreeMap<i32, i64> = assigned
            .iter()
            .filter_map(|&p| partition(p).map(|q| (p, q)))
            .map(|(p, q)| {
                let start = match before.get(&(t.name.clone(), p)) {
                    Some(&o) => o,
                    None if c.from_beginning => q.log_start,
                    None => q.high_watermark,
                };
                (p, start.max(q.log_start))
            })
            .collect();
        let ends: BTreeMap<i32, i64> =
            assigned.iter().filter_map(|&p| partition(p).map(|q| (p, q.high_watermark))).collect();
        let Taken { consumer, records, next } =
            self.take(joined, &t.name, &starts, &ends, c.max.unwrap_or(MAX_RECORDS));
        if !c.no_commit {
            let tpl = commit_list(next.iter().map(|(&p, &o)| (t.name.as_str(), p, o)));
            consumer.commit(&tpl, CommitMode::Sync).map_err(|e| self.failure(&e, &format!("group '{}'", c.group)))?;
            self.written.insert(c.group.clone());
        }
        // Closing leaves the group (LeaveGroup): it is empty again.
        drop(consumer);
        let beginning_ignored = c.from_beginning && assigned.iter().any(|&p| before.contains_key(&(t.name.clone(), p)));
        let several = records.iter().map(|r| r.partition).collect::<BTreeSet<_>>().len() > 1;
        let mut mirror = Cluster::new();
        mirror_topic(&mut mirror, &t, &records);
        let views = records.iter().map(view).collect();
        let answer = Answer::Consume(Consumed {
            topic: t.name.clone(),
            group: c.group.clone(),
            member,
            assigned: assigned.iter().map(|&p| p as u32).collect(),
            records: views,
            beginning_ignored,
            committed: !c.no_commit,
            in_transaction: false,
            isolation,
        });
        let mut differences = vec![Difference::Rebalance, Difference::MemberLeaves];
        if several {
            differences.push(Difference::SeveralPartitions);
        }
        let extra = Some(format!("(the group's rebalance took {:.1} s)", waited.as_secs_f64()));
        Ok(Done { answer, mirror, differences, extra, waited: Some(waited), replication: None })
    }

    /// A member of `c.group` subscribed to `c.topic`, once the rebalance
    /// assigned it partitions (at most [`ConsoleOptions::join_timeout`]):
    /// the consumer, its partitions of the topic in order, the wait, and
    /// the records polled in the meantime. librdkafka starts each partition
    /// where the group committed, else at `auto.offset.reset` (earliest
    /// with `from-beginning`, else latest: the high watermark).
    fn join(&self, c: &Consume, member: &str, isolation: Isolation) -> Result<Joined, String> {
        let mut config = self.conn.client_config();
        config
            .set("group.id", &c.group)
            .set("client.id", member)
            .set("enable.auto.commit", "false")
            .set("enable.auto.offset.store", "false")
            .set("enable.partition.eof", "true")
            .set("auto.offset.reset", if c.from_beginning { "earliest" } else { "latest" })
            .set("isolation.level", isolation.word());
        let consumer: BaseConsumer = config.create().map_err(|e| watch::settings_error(&self.conn, &e).to_string())?;
        consumer.subscribe(&[&c.topic]).map_err(|e| self.failure(&e, &format!("topic '{}'", c.topic)))?;
        let started = Instant::now();
        let (mut early, mut last_error) = (Vec::new(), None);
        loop {
            match consumer.poll(Duration::from_millis(100)) {
                Some(Ok(m)) if m.topic() == c.topic => early.push(fetched(&m, 0)),
                // Refused outright: said at once. Anything else may pass
                // while the group rebalances; it is said if no partition
                // comes.
                Some(Err(e)) if refused(&e) => return Err(self.failure(&e, &format!("group '{}'", c.group))),
                Some(Err(e)) => last_error = Some(e),
                _ => {}
            }
            let mut assigned: Vec<i32> = consumer
                .assignment()
                .map(|a| a.elements().iter().filter(|e| e.topic() == c.topic).map(|e| e.partition()).collect())
                .unwrap_or_default();
            if !assigned.is_empty() {
                assigned.sort_unstable();
                return Ok(Joined { consumer, assigned, waited: started.elapsed(), early });
            }
            if started.elapsed() > self.options.join_timeout {
                let said = last_error
                    .map(|e| format!("; the client said: {}", self.failure(&e, "the group")))
                    .unwrap_or_default();
                return Err(format!(
                    "group '{}' assigned no partition of {} to {member} within {:.0} s (its rebalance did not \
                     finish; --join-timeout waits longer){said}",
                    c.group,
                    c.topic,
                    self.options.join_timeout.as_secs_f64()
                ));
            }
        }
    }

    /// Reads on from `starts` up to `ends` (each partition's high
    /// watermark when the member joined) or `max` records in all; stops
    /// when no record came for [`ConsoleOptions::timeout`]. The records in
    /// partition and offset order, and each partition's next offset (the
    /// one after its last record taken; records polled past `max` are not
    /// taken, so the group gets them again).
    fn take(
        &self,
        joined: Joined,
        topic: &str,
        starts: &BTreeMap<i32, i64>,
        ends: &BTreeMap<i32, i64>,
        max: u64,
    ) -> Taken {
        let Joined { consumer, early, .. } = joined;
        let mut next = starts.clone();
        let mut got: Vec<Fetched> = Vec::new();
        let take = |r: Fetched, next: &mut BTreeMap<i32, i64>, got: &mut Vec<Fetched>| {
            let Some(n) = next.get_mut(&r.partition) else { return };
            if (got.len() as u64) < max && r.offset >= *n && ends.get(&r.partition).is_some_and(|&e| r.offset < e) {
                *n = r.offset + 1;
                got.push(r);
            }
        };
        for r in early {
            take(r, &mut next, &mut got);
        }
        let mut quiet = Instant::now();
        // Partitions read to their end although short of the high watermark
        // (its last offsets hold a control marker, no record).
        let mut ended = BTreeSet::new();
        let done = |next: &BTreeMap<i32, i64>, ended: &BTreeSet<i32>| {
            next.iter().all(|(p, o)| ended.contains(p) || ends.get(p).is_none_or(|e| o >= e))
        };
        while !done(&next, &ended) && (got.len() as u64) < max && quiet.elapsed() < self.options.timeout {
            let m = match consumer.poll(Duration::from_millis(100)) {
                Some(Ok(m)) => m,
                Some(Err(KafkaError::PartitionEOF(p))) => {
                    ended.insert(p);
                    continue;
                }
                _ => continue,
            };
            if m.topic() == topic {
                quiet = Instant::now();
                take(fetched(&m, 0), &mut next, &mut got);
            }
        }
        got.sort_by_key(|r| (r.partition, r.offset));
        Taken { consumer, records: got, next }
    }

    /// `reset group G to/by …`: Kafka's rule, an empty group only; the
    /// console's own reset run over a mirror of the group's commits and
    /// the partitions' offsets gives the new offsets, which a client with
    /// the group's id (joining nothing) commits.
    fn reset_group(&mut self, r: &ResetGroup) -> Result<Done, String> {
        let topics = self.topics()?;
        let listed = self.group_list(Some(&r.group))?.into_iter().next();
        let found = self.committed(&r.group, &topics)?;
        if listed.is_none() && found.offsets.is_empty() {
            return Err(crate::log::LogError::UnknownGroup(r.group.clone()).to_string());
        }
        if let Some(g) = &listed
            && !g.members.is_empty()
        {
            let names: Vec<String> = g.members.iter().map(member_name).collect();
            return Err(format!(
                "group '{}' has {} member(s) ({}): Kafka resets the offsets of an empty group only; stop its \
                 consumers, then reset",
                r.group,
                names.len(),
                names.join(", ")
            ));
        }
        if let Some(refusal) = self.in_use(&r.group, None, &found, true) {
            return Err(refusal);
        }
        let committed = found.offsets;
        let mut mirror = Cluster::new();
        for t in topics.iter().filter(|t| committed.keys().any(|(n, _)| *n == t.name)) {
            mirror_topic(&mut mirror, t, &[]);
        }
        mirror_commits(&mut mirror, &r.group, &committed);
        let answer = run_on(&mut mirror, Command::ResetGroup(r.clone()))?;
        let Answer::ResetGroup(reset) = &answer else { unreachable!("a reset answers ResetGroup") };
        let tpl = commit_list(reset.moved.iter().map(|m| (m.topic.as_str(), m.partition as i32, m.to as i64)));
        let mut config = self.conn.client_config();
        config.set("group.id", &r.group).set("enable.auto.commit", "false");
        let client: BaseConsumer = config.create().map_err(|e| watch::settings_error(&self.conn, &e).to_string())?;
        if tpl.count() > 0 {
            client.commit(&tpl, CommitMode::Sync).map_err(|e| self.failure(&e, &format!("group '{}'", r.group)))?;
        }
        self.written.insert(r.group.clone());
        Ok(Done {
            answer,
            mirror,
            differences: vec![Difference::ResetEmptyGroup],
            extra: None,
            waited: None,
            replication: None,
        })
    }
}

// Fetching records and filling the mirror.
impl RealConsole {
    /// The records `wants` asks for — `(partition, from, until, max)` — and
    /// the newest [`LANE_CELLS`] of every partition (the lanes), fetched by
    /// a reader assigned to them that joins no group and commits nothing.
    /// Errors: records that did not come within the timeout.
    fn fetch_with_lanes(&self, t: &TopicLook, wants: Vec<(i32, i64, i64, u64)>) -> Result<Vec<Fetched>, String> {
        let mut got = self.fetch(&t.name, &wants)?;
        let read_until: BTreeMap<i32, i64> = got.iter().fold(BTreeMap::new(), |mut m, r| {
            let e = m.entry(r.partition).or_insert(0);
            *e = (*e).max(r.offset + 1);
            m
        });
        let lanes: Vec<(i32, i64, i64, u64)> = t
            .partitions
            .iter()
            .map(|p| {
                let from = (p.high_watermark - LANE_CELLS).max(p.log_start);
                let from = read_until.get(&p.partition).map_or(from, |&r| from.max(r));
                (p.partition, from, p.high_watermark, LANE_CELLS as u64)
            })
            .filter(|(_, from, until, _)| from < until)
            .collect();
        got.extend(self.fetch(&t.name, &lanes)?);
        Ok(got)
    }

    /// The records of each `(partition, from, until, max)`: from `from` to
    /// `until`, at most `max`.
    fn fetch(&self, topic: &str, wants: &[(i32, i64, i64, u64)]) -> Result<Vec<Fetched>, String> {
        let mut open: BTreeMap<i32, (i64, u64, i64)> = BTreeMap::new();
        let mut tpl = TopicPartitionList::new();
        for &(p, from, until, max) in wants {
            if from < until && max > 0 {
                let _ = tpl.add_partition_offset(topic, p, Offset::Offset(from));
                open.insert(p, (until, max, from));
            }
        }
        if open.is_empty() {
            return Ok(Vec::new());
        }
        let mut config = self.conn.client_config();
        config
            .set("group.id", READER_GROUP)
            .set("enable.auto.commit", "false")
            .set("enable.auto.offset.store", "false")
            .set("enable.partition.eof", "true")
            .set("isolation.level", "read_uncommitted");
        let client: BaseConsumer = config.create().map_err(|e| watch::settings_error(&self.conn, &e).to_string())?;
        client.assign(&tpl).map_err(|e| self.failure(&e, &format!("topic '{topic}'")))?;
        let deadline = Instant::now() + self.options.timeout;
        let mut got = Vec::new();
        while !open.is_empty() {
            if Instant::now() > deadline {
                let (p, _) = open.iter().next().expect("open");
                return Err(format!(
                    "the records of {topic} p{p} did not come within {:.0} s",
                    self.options.timeout.as_secs_f64()
                ));
            }
            let m = match client.poll(Duration::from_millis(100)) {
                None => continue,
                Some(Ok(m)) => m,
                // Nothing more below the high watermark: its last offsets
                // hold no record (a transaction's control marker).
                Some(Err(KafkaError::PartitionEOF(p))) => {
                    open.remove(&p);
                    continue;
                }
                Some(Err(e)) => return Err(self.failure(&e, &format!("topic '{topic}'"))),
            };
            let p = m.partition();
            let Some((until, left, from)) = open.get_mut(&p) else { continue };
            if m.offset() >= *until {
                open.remove(&p);
                continue;
            }
            got.push(fetched(&m, *from));
            *left -= 1;
            if *left == 0 || m.offset() + 1 >= *until {
                open.remove(&p);
            }
        }
        Ok(got)
    }
}

/// A fetched message as the console shows it: key and value as text
/// (invalid UTF-8 replaced), the value cut at [`VALUE_CHARS`].
fn fetched<M: Message>(m: &M, run_from: i64) -> Fetched {
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    let value = m.payload().map(|v| {
        let v = text(v);
        if v.chars().count() > VALUE_CHARS {
            format!("{}…", v.chars().take(VALUE_CHARS).collect::<String>())
        } else {
            v
        }
    });
    Fetched { run_from, partition: m.partition(), offset: m.offset(), key: m.key().map(text), value }
}

/// The record as the console's renderers take it.
fn view(r: &Fetched) -> crate::log::RecordView {
    crate::log::RecordView {
        partition: r.partition as u32,
        offset: r.offset as LogOffset,
        key: r.key.as_deref().map(Arc::from),
        value: r.value.as_deref().map(Arc::from),
        tombstone: r.key.is_some() && r.value.is_none(),
    }
}

/// Adds `t` to the mirror (murmur2, as the real producer): each partition
/// from its log start to its high watermark, with the `fetched` records in
/// place. Between two fetched records, offsets with none are gaps (the real
/// log has no record there); offsets nobody fetched are counted in keyless
/// batches with no value, which no answer shows.
fn mirror_topic(mirror: &mut Cluster, t: &TopicLook, fetched: &[Fetched]) {
    let Ok(topic) = mirror.create_topic(&t.name, t.partitions.len() as u32, Partitioner::Murmur2) else { return };
    for p in &t.partitions {
        let Ok(part) = topic.partition_mut(p.partition as u32) else { continue };
        let (start, hw) = (p.log_start.max(0) as u64, p.high_watermark.max(0) as u64);
        if start > 0 {
            // Records below the log start: appended, then gone by retention.
            part.append_batch(start, None, 0.0, 0.0, 0.0);
            part.expire_before(0.5);
        }
        let mut mine: Vec<&Fetched> = fetched
            .iter()
            .filter(|r| r.partition == p.partition && (r.offset as u64) >= start && (r.offset as u64) < hw)
            .collect();
        mine.sort_by_key(|r| r.offset);
        mine.dedup_by_key(|r| r.offset);
        let mut run: Option<i64> = None;
        for r in mine {
            let offset = r.offset as u64;
            if run != Some(r.run_from) {
                // A new run: the offsets before where its fetch started are
                // unknown (counted, never shown).
                let from = (r.run_from.max(0) as u64).clamp(part.log_end(), offset);
                part.append_batch(from - part.log_end(), None, 1.0, 1.0, 0.0);
                run = Some(r.run_from);
            }
            // From where the run's fetch started (or its last record) to
            // this record, the real log holds no record.
            part.skip_to(offset);
            let key = r.key.as_deref().map(Arc::from);
            match (&r.value, key) {
                (Some(v), key) => {
                    part.append_record(key, Some(Arc::from(v.as_str())), 1.0);
                }
                (None, Some(k)) => {
                    part.append_tombstone(k, 1.0);
                }
                (None, None) => {
                    part.append_record(None, None, 1.0);
                }
            }
        }
        if hw > part.log_end() {
            part.append_batch(hw - part.log_end(), None, 1.0, 1.0, 0.0);
        }
        part.advance_high_watermark(hw);
    }
}

/// Adds a group with its committed offsets to the mirror.
fn mirror_commits(mirror: &mut Cluster, group: &str, committed: &BTreeMap<(String, i32), i64>) {
    let g = mirror.group_or_create(group);
    for ((topic, p), &o) in committed {
        g.commit(topic, *p as u32, o.max(0) as u64);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::watch::PartitionLook;

    fn record(run_from: i64, offset: i64, key: Option<&str>) -> Fetched {
        Fetched { run_from, partition: 0, offset, key: key.map(str::to_string), value: Some(format!("v{offset}")) }
    }

    fn topic(log_start: i64, high_watermark: i64) -> TopicLook {
        TopicLook {
            name: "orders".into(),
            partitions: vec![PartitionLook {
                partition: 0,
                leader: 1,
                replicas: vec![1],
                isr: vec![1],
                log_start,
                high_watermark,
            }],
        }
    }

    /// Inside a fetched run, offsets with no record are gaps; between runs
    /// and beyond them, records nobody fetched are counted, not shown.
    #[test]
    fn the_mirror_keeps_the_real_gaps_and_shows_only_fetched_records() {
        let mut fetched = vec![record(5, 5, Some("a")), record(5, 7, None)];
        fetched.extend((12..20).filter(|&o| o != 15).map(|o| record(12, o, Some("k"))));
        let mut mirror = Cluster::new();
        mirror_topic(&mut mirror, &topic(2, 20), &fetched);
        let part = mirror.topic("orders").unwrap().partition(0).unwrap();
        assert_eq!((part.log_start(), part.high_watermark(), part.log_end()), (2, 20, 20));
        let offsets = |from, max| -> Vec<u64> { part.records(0, from, 20, max).iter().map(|r| r.offset).collect() };
        assert_eq!(offsets(5, 2), [5, 7], "offset 6 holds no record in the real log");
        assert_eq!(offsets(12, 10), [12, 13, 14, 16, 17, 18, 19], "nor 15");
        assert_eq!(part.records(0, 5, 6, 1)[0].value.as_deref(), Some("v5"));
        // Offsets 2–4 and 8–11 were not fetched: held, counted, never shown
        // as records of the real log (no value, no key).
        assert_eq!(part.held_in(2, 20), 3 + 2 + 4 + 7);
        assert!(part.records(0, 8, 12, 10).iter().all(|r| r.key.is_none() && r.value.is_none()));
        // A read of the mirror is the console's own.
        let read = Command::Read(Read { topic: "orders".into(), partition: None, from: Some(5), max: Some(2) });
        let Answer::Read(a) = run_on(&mut mirror, read).unwrap() else { panic!("read") };
        let got: Vec<(u64, Option<&str>)> = a.records.iter().map(|(r, _)| (r.offset, r.key.as_deref())).collect();
        assert_eq!(got, [(5, Some("a")), (7, None)]);
    }

    #[test]
    fn a_keyed_record_without_a_value_is_a_tombstone_and_a_keyless_one_a_record() {
        let mut fetched = vec![record(0, 0, Some("gone")), record(0, 1, None)];
        fetched[0].value = None;
        fetched[1].value = None;
        let mut mirror = Cluster::new();
        mirror_topic(&mut mirror, &topic(0, 2), &fetched);
        let part = mirror.topic("orders").unwrap().partition(0).unwrap();
        let views = part.records(0, 0, 2, 2);
        assert!(views[0].tombstone && views[0].key.as_deref() == Some("gone"));
        assert!(!views[1].tombstone && views[1].value.is_none());
        assert!(view(&fetched[0]).tombstone && !view(&fetched[1]).tombstone);
    }

    #[test]
    fn a_kafka_topics_replication_factor_goes_to_the_real_cluster() {
        let line = "kafka-topics.sh --bootstrap-server b:9092 --create --topic t --partitions 3 --replication-factor 3";
        let (rest, n) = replication_factor(line).unwrap();
        assert_eq!(
            (rest.as_str(), n),
            ("kafka-topics.sh --bootstrap-server b:9092 --create --topic t --partitions 3", Some(3))
        );
        assert_eq!(readable(line).as_deref(), Some("create topic t partitions 3 partitioner murmur2"));
        assert_eq!(
            replication_factor("/opt/kafka/bin/kafka-topics --create --topic t --replication-factor=2").unwrap().1,
            Some(2)
        );
        assert!(replication_factor("kafka-topics --create --topic t --replication-factor 0").is_err());
        assert!(replication_factor("kafka-topics --create --topic t --replication-factor").is_err());
        // Other lines pass as they are.
        assert_eq!(replication_factor("kafka-topics --list").unwrap(), ("kafka-topics --list".to_string(), None));
        assert_eq!(replication_factor("produce t --replication-factor 3").unwrap().1, None);
    }

    #[test]
    fn each_difference_is_said_in_words_that_name_the_real_behaviour() {
        use Difference as D;
        let all = [
            D::StickyKeyless,
            D::Murmur2Keys,
            D::SeveralPartitions,
            D::Rebalance,
            D::MemberLeaves,
            D::ResetEmptyGroup,
            D::ReadCapped,
        ];
        let words: BTreeSet<&str> = all.iter().map(|d| d.words()).collect();
        assert_eq!(words.len(), all.len());
        assert!(D::ReadCapped.words().contains(&READ_DEFAULT_MAX.to_string()));
        assert!(KEYLESS_REAL.starts_with(" (no key") && !KEYLESS_REAL.contains("round robin"));
        // The game's words this console replaces are the game's own.
        let (mut game, live) = (Cluster::new(), LiveGroups::default());
        crate::console::run_text(&mut game, "create topic t partitions 2", 0.0, &live);
        let said = crate::console::run_text(&mut game, "produce t x", 1.0, &live);
        assert!(said.ends_with(KEYLESS_IN_GAME), "{said}");
    }
}
