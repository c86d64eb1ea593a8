//! Kafka's promise as a property (docs/RULES.md#kafkas-promise): over random boards and
//! random fault schedules (broker failures and restarts, zone outages, in
//! random order and overlap), with `acks=all`, replication factor 3,
//! `min.insync.replicas` 2 and unclean election off:
//!
//! - no acknowledged event is ever lost while an ISR member survives (one
//!   failure at most loses a disk; restarts and outages keep theirs, so
//!   every acknowledged event, on at least two replicas when acknowledged,
//!   keeps a copy): `lost_committed` stays 0;
//! - on every partition, every tick: log start ≤ each group's committed
//!   offset ≤ high watermark ≤ the leader's log end, and the partition's
//!   high watermark is the replica set's, whatever the group's
//!   `auto.offset.reset` (earliest, latest, `by_duration`, `none`);
//! - a high watermark never moves back unless that tick counted a cut
//!   (`lost_broker` grew);
//! - every event a group committed it processed at least once (its
//!   committed offset ≤ how far it processed);
//! - with idempotent producers (the default), no record is in any
//!   partition twice, however many failovers retry what was in flight;
//! - a `read_committed` group never commits past the last stable offset
//!   (a hanging transaction holds it) and never processes an aborted
//!   record: what it processed is at most what was appended less what was
//!   aborted;
//! - with the consumer protocol (KIP-848) and a member leaving and joining
//!   at random, no partition is ever given up by a member that stays while
//!   its target assignment still holds it there: only partitions that move
//!   pause;
//! - a share group (KIP-932), its Workers crashing, leaving and joining at
//!   random, delivers no record more than its delivery limit, accounts for
//!   every record from where it started to the high watermark (accepted,
//!   archived, expired or still waiting: none lost unarchived) and accepts
//!   no more than it processed.
//!
//! Each law is shown to fail on a world broken for it: the high watermark
//! taken from the leader alone (committed events lost), consumers reading
//! past the high watermark (committed beyond it), cuts not counted (a high
//! watermark moving back unseen), groups committing what they fetched
//! before processing it, and leaders that ignore the producers' sequence
//! numbers (a retried batch stored twice), and `read_committed` groups that
//! read uncommitted (past the last stable offset, an aborted record
//! processed), a coordinator whose members give up everything at a new
//! group epoch (as an eager rebalance would), and a share group's member
//! that accepts what it held as it crashes.

use bevy::prelude::*;
use logjam::log::Isolation;
use logjam::rules::catalog::Catalog;
use logjam::sim::cluster::PartitionReplicas;
use logjam::sim::{BrokenRules, PlayerAction, SimLog, Stream};
use proptest::prelude::*;

use crate::support::{api, run_with, scenario, worker};

/// One fault: kind, broker or zone, start and length (sim seconds).
#[derive(Clone, Debug)]
enum Fault {
    Restart {
        broker: u32,
        at: f64,
        lasts: f64,
    },
    Zone {
        zone: u32,
        at: f64,
        lasts: f64,
    },
    Failure {
        broker: u32,
        at: f64,
        lasts: f64,
    },
    /// A hanging transaction on the stream, aborted after `lasts`.
    Hang {
        at: f64,
        lasts: f64,
    },
    /// A poison pill on the stream (docs/RULES.md#poison-pill).
    Poison {
        at: f64,
    },
}

/// A random board and its faults.
#[derive(Clone, Debug)]
struct Case {
    partitions: u32,
    /// `min.insync.replicas` (2 for the promise).
    min_insync: u32,
    brokers: u32,
    spread: bool,
    rate: f64,
    speed: f64,
    /// Group `g` reads `read_committed`.
    read_committed: bool,
    /// Group `g`'s `auto.offset.reset`, as a scenario writes it.
    policy: &'static str,
    faults: Vec<Fault>,
    /// Group `g` reads by the consumer protocol (KIP-848).
    consumer: bool,
    /// Sim times at which Worker `w3` is stopped, then started, in turn.
    churn: Vec<f64>,
    /// Group `g` is a share group (KIP-932).
    share: bool,
    /// Sim times at which Worker `w1` crashes (a WorkerCrash).
    crashes: Vec<f64>,
}

fn fault(brokers: u32) -> impl Strategy<Value = Fault> {
    prop_oneof![
        (0..brokers, 0.0..100.0f64, 2.0..40.0f64).prop_map(|(broker, at, lasts)| Fault::Restart { broker, at, lasts }),
        (0..3u32, 0.0..100.0f64, 2.0..40.0f64).prop_map(|(zone, at, lasts)| Fault::Zone { zone, at, lasts }),
        (0.0..100.0f64, 2.0..40.0f64).prop_map(|(at, lasts)| Fault::Hang { at, lasts }),
        (0.0..100.0f64).prop_map(|at| Fault::Poison { at }),
    ]
}

fn failure(brokers: u32) -> impl Strategy<Value = Option<Fault>> {
    prop::option::of((0..brokers, 1.0..110.0f64, 5.0..40.0f64).prop_map(|(broker, at, lasts)| Fault::Failure {
        broker,
        at,
        lasts,
    }))
}

fn policy() -> impl Strategy<Value = &'static str> {
    prop_oneof![Just("Earliest"), Just("Latest"), Just("ByDuration(\"PT30S\")"), Just("NoReset")]
}

fn case() -> impl Strategy<Value = Case> {
    let membership = (
        any::<bool>(),
        prop::collection::vec(1.0..140.0f64, 0..5),
        any::<bool>(),
        prop::collection::vec(1.0..140.0f64, 0..3),
    );
    (1..6u32, 3..6u32, any::<bool>(), 50.0..400.0f64, 2.0..40.0f64, any::<bool>(), policy(), membership).prop_flat_map(
        |(partitions, brokers, spread, rate, speed, read_committed, policy, (consumer, mut churn, share, crashes))| {
            churn.sort_by(f64::total_cmp);
            (prop::collection::vec(fault(brokers), 0..7), failure(brokers)).prop_map(move |(mut faults, f)| {
                faults.extend(f);
                let churn = churn.clone();
                let crashes = crashes.clone();
                Case {
                    partitions,
                    min_insync: 2,
                    brokers,
                    spread,
                    rate,
                    speed,
                    read_committed,
                    policy,
                    faults,
                    consumer,
                    churn,
                    share,
                    crashes,
                }
            })
        },
    )
}

/// The scenario's text.
fn text(c: &Case) -> String {
    let mut incidents = Vec::new();
    for f in &c.faults {
        incidents.push(match f {
            Fault::Restart { broker, at, lasts } => {
                format!("(at: {at:.2}, kind: BrokerRestart, target: \"s\", broker: {broker}, duration: {lasts:.2})")
            }
            // Brokers in one zone: an outage can only strike theirs.
            Fault::Zone { zone, at, lasts } => format!(
                "(at: {at:.2}, kind: ZoneOutage, target: \"zone-{}\", duration: {lasts:.2})",
                ["a", "b", "c"][if c.spread { *zone as usize } else { 0 }]
            ),
            Fault::Failure { broker, at, lasts } => {
                format!("(at: {at:.2}, kind: BrokerFailure, target: \"s\", broker: {broker}, duration: {lasts:.2})")
            }
            Fault::Hang { at, lasts } => {
                format!("(at: {at:.2}, kind: HangingTransaction, target: \"s\", duration: {lasts:.2})")
            }
            Fault::Poison { at } => format!("(at: {at:.2}, kind: PoisonPill, target: \"s\")"),
        });
    }
    for at in &c.crashes {
        incidents.push(format!("(at: {at:.2}, kind: WorkerCrash, target: \"w1\")"));
    }
    // Producer and Workers in a zone of their own, so an outage strikes
    // brokers only.
    let s = format!(
        "(id: \"s\", kind: \"log\", at: (1.0, 0.0), stream: (partitions: {}, replication_factor: 3, acks: All, \
         min_insync_replicas: {}, brokers: {}, spread_zones: {}))",
        c.partitions, c.min_insync, c.brokers, c.spread
    );
    let elsewhere = |n: String| n.replacen("at: (", "zone: \"zone-d\", at: (", 1);
    scenario(
        &[
            elsewhere(api(c.rate, "(prefix: \"order-\", entities: 1000)")),
            s,
            elsewhere(worker("w1", "g", &format!(", speed: {:.2}", c.speed))),
            elsewhere(worker("w2", "g", ", speed: 3.0")),
            elsewhere(worker("w3", "g", ", speed: 3.0")),
        ],
        &[("api", "s"), ("s", "w1"), ("s", "w2"), ("s", "w3")],
        &format!(
            "zones: [\"zone-a\", \"zone-b\", \"zone-c\", \"zone-d\"], incidents: [{}], groups: [(name: \"g\", \
             isolation: {}, auto_offset_reset: {}, protocol: {}, group_type: {})]",
            incidents.join(", "),
            if c.read_committed { "ReadCommitted" } else { "ReadUncommitted" },
            c.policy,
            if c.consumer { "Consumer" } else { "Classic" },
            if c.share { "Share" } else { "Consumer" }
        ),
    )
}

/// Worker `w3` stopped and started in turn at the case's churn times.
fn churn(c: &Case) -> Vec<(f64, PlayerAction)> {
    c.churn
        .iter()
        .enumerate()
        .map(|(i, &at)| (at, PlayerAction::SetWorkerStopped { node: "w3".into(), stopped: i % 2 == 0 }))
        .collect()
}

/// The high watermarks seen last tick, by partition, and the stream's
/// `lost_broker` then.
#[derive(Default)]
struct Seen {
    hw: Vec<u64>,
    lost_broker: u64,
    /// Each partition's owner in each group last tick.
    owners: std::collections::BTreeMap<String, Vec<Option<Entity>>>,
}

/// The consumer protocol's law: a partition a member gave up this tick
/// (owned last tick, by nobody now) moved away from it (its target is
/// elsewhere) or its member left the group.
fn check_moves(stream: &Stream, seen: &mut Seen) -> Result<(), String> {
    for (g, flow) in &stream.groups {
        let now: Vec<Option<Entity>> = flow.partitions().iter().map(|fp| fp.owner).collect();
        let before = seen.owners.insert(g.clone(), now.clone()).unwrap_or_default();
        let Some(c) = &flow.coordinator else { continue };
        for (p, (was, is)) in before.iter().zip(&now).enumerate() {
            if let (Some(o), None) = (was, is)
                && c.target.get(p) == Some(&Some(*o))
                && flow.members.contains(o)
            {
                return Err(format!("p{p}: paused although it did not move (its member and target stayed)"));
            }
        }
    }
    Ok(())
}

/// The share groups' laws (KIP-932): no record is delivered more than the
/// delivery limit the group was given (its settings', not what the log's
/// share group enforces); every record from where a share-partition started to the
/// high watermark is accepted, archived, expired (retention) or still
/// waiting (in flight or not yet acquired), so none is lost unarchived; and
/// no more records are accepted than the group processed.
fn check_share(world: &World, stream: &Stream) -> Result<(), String> {
    let log = world.resource::<SimLog>();
    let topic = log.0.topic(&stream.topic).map_err(|e| e.to_string())?;
    for (g, flow) in stream.groups.iter().filter(|(_, f)| f.share.is_some()) {
        let Ok(shared) = log.0.share_group(g) else { continue };
        let catalog = world.resource::<logjam::rules::catalog::Catalog>();
        let limit =
            world.resource::<logjam::sim::groups::GroupSettings>().of(g, catalog, false).share_limits.delivery_limit;
        let mut accepted = 0;
        for (p, sp) in shared.partitions_of(&stream.topic).iter().enumerate().filter(|(_, sp)| sp.is_live()) {
            if let Some(r) = sp.in_flight().iter().find(|r| r.deliveries > limit) {
                return Err(format!(
                    "p{p}: {g} delivered {}..{} {} times (limit {limit})",
                    r.from, r.until, r.deliveries
                ));
            }
            let hw = topic.partition(p as u32).map_err(|e| e.to_string())?.high_watermark();
            let counted = sp.accepted() + sp.archived() + sp.expired() + sp.unacknowledged(hw.max(sp.start()));
            if hw >= sp.end() && counted != hw - sp.first_start() {
                return Err(format!(
                    "p{p}: share group {g} accounts for {counted} of the {} records from {} to the high watermark {hw}",
                    hw - sp.first_start(),
                    sp.first_start()
                ));
            }
            accepted += sp.accepted();
        }
        if accepted > flow.consumed {
            return Err(format!("share group {g} accepted {accepted} records but processed {}", flow.consumed));
        }
    }
    Ok(())
}

/// Every law at one tick; `Err` says which and where. The high watermark
/// the laws speak of is the replica set's (the lowest log end over the
/// ISR); the log's, which consumers read to, must be the same.
fn check(world: &mut World, seen: &mut Seen) -> Result<(), String> {
    let stream = world.query::<&Stream>().iter(world).next().cloned().ok_or("no stream")?;
    check_moves(&stream, seen)?;
    check_share(world, &stream)?;
    if stream.lost_committed > 0 {
        return Err(format!("{} committed events lost", stream.lost_committed));
    }
    if stream.producer_duplicates > 0 {
        return Err(format!("{} records appended twice by idempotent producers", stream.producer_duplicates));
    }
    // Every aborted record below a read_committed group's position was
    // passed unprocessed (retention never runs in these 150 s).
    for (g, flow) in &stream.groups {
        let log = world.resource::<SimLog>();
        let read_committed = log.0.group(g).is_ok_and(|gr| gr.isolation() == Isolation::ReadCommitted);
        let Ok(topic) = log.0.topic(&stream.topic) else { continue };
        let below: u64 =
            (0..topic.partition_count()).map(|p| topic.partitions()[p as usize].aborted_in(0, flow.processed(p))).sum();
        if read_committed && flow.skipped_aborted < below {
            return Err(format!(
                "read_committed {g} passed {below} aborted records and skipped {}: it processed an aborted record",
                flow.skipped_aborted
            ));
        }
    }
    let sets: Vec<PartitionReplicas> = world.query::<&PartitionReplicas>().iter(world).cloned().collect();
    let log = world.resource::<SimLog>();
    let topic = log.0.topic(&stream.topic).map_err(|e| e.to_string())?;
    let cut = stream.lost_broker > seen.lost_broker;
    seen.lost_broker = stream.lost_broker;
    seen.hw.resize(topic.partition_count() as usize, 0);
    for r in &sets {
        let p = r.partition;
        let part = topic.partition(p).map_err(|e| e.to_string())?;
        let hw = r.set.high_watermark();
        if let Some(end) = r.set.leader_log_end()
            && hw > end
        {
            return Err(format!("p{p}: high watermark {hw} beyond the leader's log end {end}"));
        }
        if hw < seen.hw[p as usize] && !cut {
            return Err(format!("p{p}: high watermark moved back {} → {hw} with nothing cut", seen.hw[p as usize]));
        }
        for (g, flow) in &stream.groups {
            let Some(committed) = log.0.group(g).ok().and_then(|gr| gr.committed(&stream.topic, p)) else { continue };
            if committed < part.log_start() || committed > hw {
                return Err(format!(
                    "p{p}: {g} committed {committed} outside [log start {}, high watermark {hw}]",
                    part.log_start()
                ));
            }
            if committed > flow.processed(p) {
                return Err(format!("p{p}: {g} committed {committed} but processed to {}", flow.processed(p)));
            }
            let read_committed = log.0.group(g).is_ok_and(|gr| gr.isolation() == Isolation::ReadCommitted);
            if read_committed && committed > part.last_stable_offset() {
                return Err(format!(
                    "p{p}: read_committed {g} committed {committed}, past the last stable offset {}",
                    part.last_stable_offset()
                ));
            }
        }
        let twice = part.appended_again(part.log_start(), part.log_end());
        if twice > 0 {
            return Err(format!("p{p}: {twice} records in the log twice"));
        }
        if r.set.leader().is_some() && part.high_watermark() != hw {
            return Err(format!("p{p}: groups read to {}, not to the high watermark {hw}", part.high_watermark()));
        }
        seen.hw[p as usize] = hw;
    }
    Ok(())
}

/// How a world is broken for a test: the high watermark from the leader
/// alone, and the sim's [`BrokenRules`].
#[derive(Clone, Copy, Debug, Default)]
struct Broken {
    leader_only_hw: bool,
    rules: BrokenRules,
}

/// Runs a case for 150 sim seconds at a 0.25 s step, checking every tick,
/// on a world broken as `broken` says (nothing broken by default).
fn run_case(c: &Case, broken: Broken) -> Result<(), String> {
    let mut seen = Seen::default();
    let mut first: Option<String> = None;
    run_with(Catalog::builtin(), &text(c), 150.0, 0.25, &churn(c), |world| {
        if broken.leader_only_hw {
            for mut r in world.query::<&mut PartitionReplicas>().iter_mut(world) {
                r.set.break_high_watermark_for_tests();
            }
        }
        world.insert_resource(broken.rules);
        if first.is_none()
            && let Err(e) = check(world, &mut seen)
        {
            first = Some(format!("at {:.2} s: {e}", world.resource::<logjam::sim::SimClock>().now));
        }
    });
    first.map_or(Ok(()), Err)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1000, max_shrink_iters: 64, ..ProptestConfig::default() })]

    #[test]
    fn kafkas_promise_holds_under_random_faults(c in case()) {
        if let Err(e) = run_case(&c, Broken::default()) {
            prop_assert!(false, "{e}\n{}", text(&c));
        }
    }
}

/// Three brokers in one zone, three partitions, a steady producer and a
/// slow group, with `faults`.
fn plain(min_insync: u32, faults: Vec<Fault>) -> Case {
    Case {
        partitions: 3,
        min_insync,
        brokers: 3,
        spread: false,
        rate: 300.0,
        speed: 10.0,
        read_committed: false,
        policy: "Earliest",
        faults,
        consumer: false,
        churn: Vec::new(),
        share: false,
        crashes: Vec::new(),
    }
}

/// A world broken by `rules` alone.
fn breaking(rules: BrokenRules) -> Broken {
    Broken { leader_only_hw: false, rules }
}

#[test]
fn a_high_watermark_from_the_leader_alone_breaks_the_promise() {
    // A failed leader under steady traffic: its followers lack the last
    // half second, which the broken high watermark already acknowledged.
    let c = plain(2, vec![Fault::Failure { broker: 0, at: 20.0, lasts: 10.0 }]);
    assert_eq!(run_case(&c, Broken::default()), Ok(()));
    let err = run_case(&c, Broken { leader_only_hw: true, ..Broken::default() })
        .expect_err("the broken world loses acknowledged events");
    assert!(err.contains("committed events lost"), "{err}");
}

#[test]
fn consumers_reading_past_the_high_watermark_break_the_offset_order() {
    // Whatever the group's auto.offset.reset that lets it read.
    for policy in ["Earliest", "Latest", "ByDuration(\"PT30S\")"] {
        let c = Case { policy, ..plain(2, vec![Fault::Failure { broker: 0, at: 20.0, lasts: 10.0 }]) };
        let broken = breaking(BrokenRules { read_past_high_watermark: true, ..BrokenRules::default() });
        let err = run_case(&c, broken).expect_err("groups read what the ISR does not hold yet");
        assert!(err.contains("outside [log start") || err.contains("not to the high watermark"), "{policy}: {err}");
    }
}

#[test]
fn a_cut_not_counted_breaks_the_high_watermark_law() {
    // min.insync 1 (outside the promise): brokers 1 and 2 restart, broker 0
    // leads alone and acknowledges alone, then loses its disk. The high
    // watermark moves back to what the others hold: a counted cut. Not
    // counted, the law sees it.
    let faults = vec![
        Fault::Restart { broker: 1, at: 20.0, lasts: 30.0 },
        Fault::Restart { broker: 2, at: 20.0, lasts: 30.0 },
        Fault::Failure { broker: 0, at: 25.0, lasts: 10.0 },
    ];
    let c = plain(1, faults);
    let counted = run_case(&c, Broken::default());
    assert!(counted.as_ref().is_err_and(|e| e.contains("committed events lost")), "{counted:?}");
    let broken = breaking(BrokenRules { cuts_uncounted: true, ..BrokenRules::default() });
    let err = run_case(&c, broken).expect_err("the cut goes unseen");
    assert!(err.contains("moved back"), "{err}");
}

#[test]
fn committing_before_processing_breaks_at_least_once() {
    let c = plain(2, Vec::new());
    assert_eq!(run_case(&c, Broken::default()), Ok(()));
    let broken = breaking(BrokenRules { commit_before_processing: true, ..BrokenRules::default() });
    let err = run_case(&c, broken).expect_err("commits run ahead of the work");
    assert!(err.contains("but processed to"), "{err}");
}

#[test]
fn leaders_that_ignore_sequence_numbers_store_a_retried_batch_twice() {
    // A failed leader under steady traffic: its producers retry what they
    // were not told is stored, some of which the new leader already had.
    let c = plain(2, vec![Fault::Failure { broker: 0, at: 20.0, lasts: 10.0 }]);
    assert_eq!(run_case(&c, Broken::default()), Ok(()));
    let broken = breaking(BrokenRules { retries_unnumbered: true, ..BrokenRules::default() });
    let err = run_case(&c, broken).expect_err("the retried batches land twice");
    assert!(err.contains("appended twice"), "{err}");
}

#[test]
fn read_committed_groups_that_read_uncommitted_break_the_transaction_laws() {
    // A hanging transaction from 20 s to 50 s; a fast read_committed group.
    let c = Case { read_committed: true, speed: 40.0, ..plain(2, vec![Fault::Hang { at: 20.0, lasts: 30.0 }]) };
    assert_eq!(run_case(&c, Broken::default()), Ok(()));
    let broken = breaking(BrokenRules { read_committed_reads_uncommitted: true, ..BrokenRules::default() });
    let err = run_case(&c, broken).expect_err("it reads the open transaction");
    assert!(err.contains("past the last stable offset"), "{err}");
    // Held at the LSO but processing the aborted records it passes: they
    // show in its count once it has read past the ABORT markers.
    let broken = breaking(BrokenRules { read_committed_processes_aborted: true, ..BrokenRules::default() });
    let err = run_case(&c, broken).expect_err("it processes the aborted records");
    assert!(err.contains("it processed an aborted record"), "{err}");
}

#[test]
fn a_share_member_that_accepts_what_it_held_as_it_crashes_breaks_the_share_law() {
    let mut c = plain(2, Vec::new());
    c.share = true;
    c.crashes = vec![30.0, 60.0];
    run_case(&c, Broken::default()).expect("the share laws hold with crashes");
    let broken = breaking(BrokenRules { share_crash_accepts: true, ..BrokenRules::default() });
    let e = run_case(&c, broken).expect_err("records accepted that nobody processed");
    assert!(e.contains("accepted"), "{e}");
}

#[test]
fn a_share_group_that_ignores_its_delivery_limit_breaks_the_share_law() {
    // A poison pill at 20 s: every member fails on it and releases it.
    let mut c = plain(2, vec![Fault::Poison { at: 20.0 }]);
    c.share = true;
    run_case(&c, Broken::default()).expect("archived at the limit");
    let broken = breaking(BrokenRules { share_ignores_delivery_limit: true, ..BrokenRules::default() });
    let e = run_case(&c, broken).expect_err("delivered past the limit");
    assert!(e.contains("times (limit 5)"), "{e}");
}

#[test]
fn a_coordinator_whose_members_give_up_everything_pauses_partitions_that_did_not_move() {
    // The consumer protocol; w3 leaves at 30 s and comes back at 70 s.
    let c = Case { consumer: true, churn: vec![30.0, 70.0], ..plain(2, Vec::new()) };
    assert_eq!(run_case(&c, Broken::default()), Ok(()));
    let broken = breaking(BrokenRules { consumer_revokes_all: true, ..BrokenRules::default() });
    let err = run_case(&c, broken).expect_err("members stop what stayed theirs");
    assert!(err.contains("did not move"), "{err}");
}
