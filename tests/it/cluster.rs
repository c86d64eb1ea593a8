//! The cluster under a stream (docs/RULES.md#replication): brokers and partitions are
//! entities, replicas are placed so that each broker leads its share, the
//! partitions follow the stream's partition count and replication factor,
//! and the high watermark consumers read to is the replica set's.

use logjam::rules::catalog::Catalog;
use logjam::sim::PlayerAction;
use logjam::sim::cluster::{Broker, PartitionReplicas};

use crate::support::{api, run, run_with, scenario, stream, worker};

const KEYS: &str = "(prefix: \"order-\", entities: 100000)";

fn board(opts: &str) -> String {
    scenario(&[api(200.0, KEYS), stream(opts, 1), worker("w", "g", "")], &[("api", "s"), ("s", "w")], "")
}

#[test]
fn each_broker_leads_its_share_and_every_replica_starts_in_sync() {
    let r = run(&board("partitions: 6, replication_factor: 3, acks: All"), 20.0, 0.05, &[]);
    let s = &r.streams[0];
    assert_eq!(s.brokers.len(), 3);
    for b in &s.brokers {
        assert_eq!(b.leads.len(), 2, "broker {} leads {:?}", b.broker, b.leads);
        assert_eq!(b.follows.len(), 4);
    }
    for p in &s.partitions {
        assert_eq!(p.replicas.len(), 3);
        assert_eq!(p.isr.len(), 3, "followers a fetch round trip behind stay in sync");
        assert_eq!(p.leader, Some(p.replicas[0]), "the preferred leader leads");
        // Followers trail by a fetch round trip (20 ms of 33 records/s).
        assert!(p.log_end - p.high_watermark <= 2, "followers trail: {} of {}", p.high_watermark, p.log_end);
    }
}

#[test]
fn one_replica_leads_alone_and_its_high_watermark_is_its_log_end() {
    let r = run(&board("partitions: 2"), 20.0, 0.05, &[]);
    for p in &r.streams[0].partitions {
        assert_eq!((p.leader, p.replicas.clone(), p.isr.clone()), (Some(0), vec![0], vec![0]));
        assert_eq!(p.high_watermark, p.log_end);
    }
}

#[test]
fn partitions_and_replicas_follow_the_stream() {
    let actions = [
        (5.0, PlayerAction::SetPartitions { node: "s".into(), partitions: 5 }),
        (8.0, PlayerAction::SetReplicationFactor { node: "s".into(), replication_factor: 2 }),
    ];
    let mut counts = Vec::new();
    let text = board("partitions: 3");
    run_with(Catalog::builtin(), &text, 10.0, 0.05, &actions, |world| {
        let parts: Vec<&PartitionReplicas> =
            world.iter_entities().filter_map(|e| e.get::<PartitionReplicas>()).collect();
        let brokers = world.iter_entities().filter(|e| e.contains::<Broker>()).count();
        // The replica set's high watermark is the one consumers read to.
        let name = world.iter_entities().find_map(|e| e.get::<logjam::sim::Stream>()).map(|s| s.topic.clone());
        let log = world.resource::<logjam::sim::SimLog>();
        if let Some(t) = name.and_then(|n| log.0.topic(&n).ok()) {
            for p in &parts {
                let hw = t.partition(p.partition).unwrap().high_watermark();
                assert_eq!(hw, p.set.high_watermark(), "partition {}", p.partition);
            }
        }
        let rf = parts.first().map(|p| p.set.replicas().len()).unwrap_or(0);
        counts.push((parts.len(), brokers, rf));
    });
    assert_eq!(counts[10], (3, 1, 1));
    assert_eq!(counts[120], (5, 1, 1), "five partitions after the change at 5 s");
    assert_eq!(*counts.last().unwrap(), (5, 2, 2), "two brokers, two replicas each");
}

/// The board of `board` with `incidents` (RON list items) scheduled.
fn with_incidents(opts: &str, rate: f64, incidents: &str) -> String {
    scenario(
        &[api(rate, KEYS), stream(opts, 1), worker("w", "g", ", speed: 4.0")],
        &[("api", "s"), ("s", "w")],
        &format!("incidents: [{incidents}]"),
    )
}

/// The partitions broker `b` led in a report.
fn led_by(r: &logjam::sim::report::Report, b: u32) -> Vec<u32> {
    r.streams[0].partitions.iter().filter(|p| p.replicas.first() == Some(&b)).map(|p| p.partition).collect()
}

#[test]
fn a_failed_broker_takes_only_the_partitions_it_led_and_all_loses_none() {
    let text = with_incidents(
        "partitions: 6, replication_factor: 3, acks: All",
        600.0,
        "(at: 20.0, kind: BrokerFailure, target: \"s\", broker: 1)",
    );
    let during = run(&text, 22.0, 0.05, &[]);
    let s = &during.streams[0];
    assert_eq!(s.lost_broker, 0, "acks=all loses none");
    let led = led_by(&during, 1);
    assert_eq!(led.len(), 2, "broker 1 led its share");
    assert_eq!(s.leader_elections, 2, "only the partitions it led elect");
    for p in &s.partitions {
        let electing = led.contains(&p.partition);
        // Where it led, a new leader was chosen without it; where it
        // follows, the controller has not fenced it yet (5 s).
        assert_eq!(p.isr.contains(&1), !electing, "partition {}: {:?}", p.partition, p.isr);
        assert_eq!((p.leader_epoch, p.leader.is_none()), (electing as u32, electing), "partition {}", p.partition);
    }
    assert!(!s.brokers[1].up && s.brokers[0].up && s.brokers[2].up);
    let elected = run(&text, 30.0, 0.05, &[]);
    for p in &elected.streams[0].partitions {
        let want = if led.contains(&p.partition) { 5.0 } else { 0.0 };
        assert!((p.offline_seconds - want).abs() < 0.11, "partition {}: {}", p.partition, p.offline_seconds);
    }
    let after = run(&text, 90.0, 0.05, &[]);
    let s = &after.streams[0];
    assert!(s.brokers.iter().all(|b| b.up), "replaced after the catalog's 60 s");
    assert!(s.partitions.iter().all(|p| p.isr.len() == 3), "the new broker caught up and rejoined");
    assert_eq!(s.lost_broker, 0);
}

#[test]
fn a_crashed_follower_stalls_the_high_watermark_until_the_controller_fences_it() {
    // Broker 1 crashes at 20 s; the controller notices after
    // failover_seconds (5 s). Until then it stays in the ISR of the
    // partitions it follows: their high watermarks stand still (an
    // acks=all append waits), then move on without it.
    let text = with_incidents(
        "partitions: 6, replication_factor: 3, acks: All",
        600.0,
        "(at: 20.0, kind: BrokerFailure, target: \"s\", broker: 1)",
    );
    let before = run(&text, 20.0, 0.05, &[]);
    let during = run(&text, 24.0, 0.05, &[]);
    let after = run(&text, 26.0, 0.05, &[]);
    let led = led_by(&during, 1);
    for p in during.streams[0].partitions.iter().filter(|p| !led.contains(&p.partition)) {
        let i = p.partition as usize;
        let then = before.streams[0].partitions[i].high_watermark;
        assert!(p.isr.contains(&1), "partition {i}: not fenced yet");
        assert!(
            p.high_watermark <= then + 5,
            "partition {i}: the high watermark stood still ({then} → {})",
            p.high_watermark
        );
        assert!(p.log_end > then + 300, "partition {i}: appends go on ({})", p.log_end);
        let a = &after.streams[0].partitions[i];
        assert!(!a.isr.contains(&1), "partition {i}: fenced at 25 s");
        assert!(
            a.high_watermark + 10 >= a.log_end,
            "partition {i}: committed again ({} of {})",
            a.high_watermark,
            a.log_end
        );
    }
    assert_eq!(after.streams[0].lost_broker, 0, "nothing lost, only late");
}

#[test]
fn a_clean_restart_moves_its_leaders_first_where_a_crash_leaves_them_leaderless() {
    let opts = "partitions: 6, replication_factor: 3, acks: All";
    let restart =
        with_incidents(opts, 600.0, "(at: 20.0, kind: BrokerRestart, target: \"s\", broker: 1, duration: 30.0)");
    let crash = with_incidents(opts, 600.0, "(at: 20.0, kind: BrokerFailure, target: \"s\", broker: 1)");
    // A controlled shutdown: the two partitions broker 1 led have a new
    // leader at once (a new epoch), and nobody waits.
    let r = run(&restart, 22.0, 0.05, &[]);
    let led = led_by(&r, 1);
    assert_eq!(led.len(), 2);
    let s = &r.streams[0];
    for p in s.partitions.iter().filter(|p| led.contains(&p.partition)) {
        assert_eq!((p.leader.is_some(), p.leader_epoch), (true, 1), "partition {}", p.partition);
    }
    assert_eq!(s.offline_seconds, 0.0, "no leaderless window");
    assert!(r.incidents.iter().any(|(_, t)| t.contains("a clean shutdown")), "{:?}", r.incidents);
    // A crash: those partitions wait the catalog's 5 s for an election.
    let c = run(&crash, 30.0, 0.05, &[]);
    assert!((c.streams[0].offline_seconds - 10.0).abs() < 0.2, "2 × 5 s: {}", c.streams[0].offline_seconds);
}

#[test]
fn with_acks_1_a_failed_leader_loses_only_its_uncopied_tail() {
    let text = with_incidents(
        "partitions: 6, replication_factor: 3, acks: One",
        600.0,
        "(at: 20.0, kind: BrokerFailure, target: \"s\")",
    );
    let r = run(&text, 30.0, 0.05, &[]);
    let s = &r.streams[0];
    // Two of six partitions, each 100/s, lose the last 20 ms their
    // followers had not copied (a tick more at most).
    assert!(s.lost_broker > 0, "the uncopied tail is lost");
    assert!(s.lost_broker <= 2 * 100 / 10, "only the led share's tail: {}", s.lost_broker);
    assert_eq!(s.leader_elections, 2);
}

#[test]
fn acks_0_holds_what_it_sends_while_a_partition_has_no_leader_and_loses_only_the_uncopied_tail() {
    // The producer's accumulator keeps a partition's records until a leader
    // is known, whatever the acks: acks=0 loses the 5 s election no more
    // than acks=1 does. Both lose what the followers had not copied (a
    // fetch round trip of two partitions at 100/s: a few records).
    let run_acks = |acks: &str| {
        let text = with_incidents(
            &format!("partitions: 6, replication_factor: 3, acks: {acks}"),
            600.0,
            "(at: 20.0, kind: BrokerFailure, target: \"s\")",
        );
        (run(&text, 22.0, 0.05, &[]), run(&text, 30.0, 0.05, &[]))
    };
    let (zero_mid, zero) = run_acks("Zero");
    let (_, one) = run_acks("One");
    // Held for their own partitions (2 of 6 at 100/s each, 2 s so far),
    // not dropped, and not sent to the led partitions instead.
    let held = zero_mid.producers[0].buffered;
    assert!((380..=420).contains(&held), "held while two partitions elect: {held}");
    assert_eq!(zero_mid.producers[0].dropped, 0);
    let s = &zero.streams[0];
    assert_eq!(
        (s.dropped, zero.producers[0].dropped, zero.producers[0].buffered),
        (0, 0, 0),
        "sent after the election"
    );
    assert!(s.lost_broker <= 2 * 100 / 10, "only the uncopied tail: {}", s.lost_broker);
    assert_eq!(s.lost_broker, one.streams[0].lost_broker, "acks=0 loses what acks=1 loses here");
    assert_eq!(zero.appended, one.appended);
    // Each held record kept its partition: the two that elected have as
    // many records as the others (within the keys' spread), not 5 s fewer.
    let ends: Vec<u64> = s.partitions.iter().map(|p| p.log_end).collect();
    let mean = ends.iter().sum::<u64>() as f64 / ends.len() as f64;
    assert!(ends.iter().all(|&e| (e as f64 - mean).abs() < mean * 0.08), "log ends {ends:?}");
}

/// A failover under `acks=all` of a board whose producer is idempotent or
/// not, with few keys (so that a key's versions come close together), run
/// to `until`, the step `step`.
fn retried_tail(idempotence: bool, until: f64, step: f64) -> logjam::sim::report::Report {
    let text = scenario(
        &[
            api(3000.0, "(prefix: \"stock-\", entities: 30)"),
            stream(&format!("partitions: 6, replication_factor: 3, acks: All, enable_idempotence: {idempotence}"), 2),
            worker("w", "g", ", speed: 250.0"),
        ],
        &[("api", "s"), ("s", "w")],
        "incidents: [(at: 20.0, kind: BrokerFailure, target: \"s\", broker: 1)]",
    );
    run(&text, until, step, &[])
}

#[test]
fn without_idempotence_a_failover_appends_what_the_new_leader_had_again_and_out_of_order() {
    // The producers send again what they were not told is stored: the new
    // leader already had what the followers copied a fetch round trip
    // before the failure (two partitions at 500/s, 20 ms: about 20 records).
    let off = retried_tail(false, 60.0, 0.05);
    let s = &off.streams[0];
    assert_eq!((s.acks.as_str(), s.enable_idempotence), ("all", false));
    assert!((8..=40).contains(&s.producer_duplicates), "appended twice: {}", s.producer_duplicates);
    assert_eq!(off.producer_duplicates, s.producer_duplicates);
    assert_eq!(s.lost_broker, 0, "acks=all loses none either way");
    let g = &s.groups[0];
    assert!(g.lag < 3000, "read to the last commit: {}", g.lag);
    assert_eq!(g.duplicates, s.producer_duplicates, "each copy is processed a second time");
    assert_eq!(off.duplicates, s.producer_duplicates);
    assert!(off.stale > 0.0, "a key's older version lands after its newer one");
    // The debrief names both in one lesson, with the producer's cure.
    let lesson = off.lessons.iter().find(|l| l.contains("duplicate side effects and")).expect("one lesson for both");
    assert!(lesson.contains("stale results") && lesson.contains("enable.idempotence"), "{lesson}");
    // The same with sequence numbers: stored once, in order.
    let on = retried_tail(true, 60.0, 0.05);
    let s = &on.streams[0];
    assert_eq!((s.producer_duplicates, s.groups[0].duplicates, on.duplicates), (0, 0, 0));
    assert_eq!(on.stale, 0.0);
    assert_eq!(on.appended, off.appended, "the producers sent as much");
    assert_eq!(
        off.streams[0].partitions.iter().map(|p| p.log_end).sum::<u64>(),
        s.partitions.iter().map(|p| p.log_end).sum::<u64>() + off.producer_duplicates,
        "the copies take offsets"
    );
    // A coarser tick sees about as many: the window is sim time, not ticks.
    let coarse = retried_tail(false, 60.0, 1.0).producer_duplicates;
    assert!(coarse.abs_diff(off.producer_duplicates) <= off.producer_duplicates / 2 + 2, "step 1 s: {coarse}");
}

#[test]
fn idempotence_needs_acks_all_and_a_worker_that_is_idempotent_counts_no_duplicate() {
    // With acks=1 nothing is retried that the leader had acknowledged:
    // idempotence or not, no copy (and the tail is lost instead).
    let text = |acks: &str, extra: &str| {
        scenario(
            &[
                api(3000.0, "(prefix: \"stock-\", entities: 30)"),
                stream(&format!("partitions: 6, replication_factor: 3, acks: {acks}, enable_idempotence: false"), 2),
                worker("w", "g", &format!(", speed: 250.0{extra}")),
            ],
            &[("api", "s"), ("s", "w")],
            "incidents: [(at: 20.0, kind: BrokerFailure, target: \"s\", broker: 1)]",
        )
    };
    let one = run(&text("One", ""), 40.0, 0.05, &[]);
    assert_eq!(one.producer_duplicates, 0);
    let idem = run(&text("All", ", idempotent: true"), 40.0, 0.05, &[]);
    assert!(idem.producer_duplicates > 0);
    assert_eq!(idem.duplicates, 0, "an idempotent Worker applies a copy harmlessly");
    // Turned on in play, before the failure: no copy.
    let fixed =
        run(&text("All", ""), 40.0, 0.05, &[(10.0, PlayerAction::SetIdempotence { node: "s".into(), enabled: true })]);
    assert_eq!((fixed.producer_duplicates, fixed.duplicates), (0, 0));
    assert!(fixed.streams[0].enable_idempotence);
}

#[test]
fn replication_factor_1_stays_offline_until_a_new_broker_comes_back_empty() {
    let text = with_incidents(
        "partitions: 3, acks: One",
        100.0,
        "(at: 20.0, kind: BrokerFailure, target: \"s\", duration: 30.0)",
    );
    let mid = run(&text, 40.0, 0.05, &[]);
    let s = &mid.streams[0];
    assert!(s.lost_broker >= 1900, "the only copy of every event it held: {}", s.lost_broker);
    assert!(s.partitions.iter().all(|p| p.leader.is_none()), "no replica to fail over to");
    assert!(mid.producers[0].buffered > 1500, "acks=1 holds and retries: {}", mid.producers[0].buffered);
    let end = run(&text, 60.0, 0.05, &[]);
    let s = &end.streams[0];
    assert!(s.partitions.iter().all(|p| p.leader == Some(0)), "back on the replacement");
    assert!((s.offline_seconds - 90.0).abs() < 0.2, "3 partitions × 30 s: {}", s.offline_seconds);
    assert_eq!(end.producers[0].buffered, 0, "the held events went in");
}

#[test]
fn a_broker_restart_with_one_replica_is_offline_then_back_with_its_data() {
    let text = with_incidents("partitions: 3, acks: One", 100.0, "(at: 20.0, kind: BrokerRestart, target: \"s\")");
    let mid = run(&text, 40.0, 0.05, &[]);
    assert!(mid.streams[0].partitions.iter().all(|p| p.leader.is_none()));
    let end = run(&text, 80.0, 0.05, &[]);
    let s = &end.streams[0];
    assert_eq!(s.lost_broker, 0, "the disk was kept: nothing is lost");
    assert!(s.partitions.iter().all(|p| p.leader == Some(0) && p.log_start == 0));
    assert!((s.offline_seconds - 90.0).abs() < 0.2, "3 partitions × the catalog's 30 s: {}", s.offline_seconds);
    let restarts =
        end.incident_reports.iter().filter(|i| i.kind == logjam::rules::incident::IncidentKind::BrokerRestart);
    assert_eq!(restarts.count(), 1, "it ended by itself");
}

/// Broker 1 restarts for 100 s from 10 s; broker 0, the last of each ISR,
/// restarts for 200 s from 50 s: every partition loses its whole ISR.
fn whole_isr_gone(unclean: bool) -> logjam::sim::report::Report {
    let text = with_incidents(
        &format!("partitions: 2, replication_factor: 2, acks: One, unclean_leader_election: {unclean}"),
        100.0,
        "(at: 10.0, kind: BrokerRestart, target: \"s\", broker: 1, duration: 100.0), \
         (at: 50.0, kind: BrokerRestart, target: \"s\", broker: 0, duration: 200.0)",
    );
    run(&text, 300.0, 0.05, &[])
}

#[test]
fn unclean_election_off_keeps_the_partitions_offline_and_loses_nothing_from_the_log() {
    let s = &whole_isr_gone(false).streams[0];
    // Cut: only the tail broker 1's partition had not copied when it went
    // at 10 s (acks=1: 20 ms of 50/s).
    let cut = s.lost_broker - s.dropped;
    assert!(cut <= 30 && s.lost_unclean == 0, "{cut} {}", s.lost_unclean);
    // The producer held what it sent from 50 s; what waited past its
    // delivery timeout (120 s) failed: from 50 s to 130 s, at 100/s.
    assert_eq!(s.dropped, s.delivery_timeouts);
    assert!((7_900..=8_100).contains(&s.delivery_timeouts), "{}", s.delivery_timeouts);
    // Offline from 50 s until broker 0 is back at 250 s; broker 1's clean
    // restart at 10 s moved its leader at once.
    assert!((s.offline_seconds - 2.0 * 200.0).abs() < 0.5, "{}", s.offline_seconds);
}

#[test]
fn unclean_election_on_serves_sooner_and_loses_what_the_replica_lacked() {
    let s = &whole_isr_gone(true).streams[0];
    // Broker 1 lacks what came after it went down at 10 s: 40 s × 100/s,
    // all acknowledged by the leader alone.
    assert!(s.lost_unclean >= 3900 && s.lost_unclean <= 4100, "{}", s.lost_unclean);
    assert!(s.lost_broker >= s.lost_unclean);
    assert!((s.offline_seconds - 2.0 * 60.0).abs() < 0.5, "offline 50 s to 110 s: {}", s.offline_seconds);
}

#[test]
fn min_insync_refuses_acks_all_when_too_few_are_in_sync_and_acks_1_writes_on() {
    let incidents = "(at: 10.0, kind: BrokerRestart, target: \"s\", broker: 1, duration: 100.0), \
                     (at: 10.0, kind: BrokerRestart, target: \"s\", broker: 2, duration: 100.0)";
    let strict = run(
        &with_incidents("partitions: 3, replication_factor: 3, acks: All, min_insync_replicas: 2", 2000.0, incidents),
        120.0,
        0.05,
        &[],
    );
    let s = &strict.streams[0];
    // 100 s × 2,000/s refused: the producer holds 32,768 (full at about
    // 26 s), then its sends block, and those blocked past max.block.ms
    // (60 s) fail from about 86 s until the brokers are back at 110 s.
    assert!(s.not_enough_replicas > 40_000 && s.not_enough_replicas < 55_000, "{}", s.not_enough_replicas);
    assert_eq!(s.blocked, s.not_enough_replicas, "each a send blocked past max.block.ms");
    assert!(s.offline_seconds <= 10.2, "only the failovers of the two brokers' share: {}", s.offline_seconds);
    let loose = run(
        &with_incidents("partitions: 3, replication_factor: 3, acks: One, min_insync_replicas: 2", 2000.0, incidents),
        120.0,
        0.05,
        &[],
    );
    assert_eq!(loose.streams[0].not_enough_replicas, 0, "acks=1 keeps writing");
    assert!(loose.streams[0].appended > strict.streams[0].appended + 40_000);
}

/// The stream in `zone` with `opts`, the others in zone-a; `incidents`.
fn zoned(zone: &str, opts: &str, incidents: &str) -> String {
    let s = format!("(id: \"s\", kind: \"log\", at: (1.0, 0.0), zone: \"{zone}\", stream: ({opts}))");
    scenario(
        &[api(300.0, KEYS), s, worker("w", "g", ", speed: 4.0")],
        &[("api", "s"), ("s", "w")],
        &format!("incidents: [{incidents}]"),
    )
}

#[test]
fn a_zone_outage_with_spread_brokers_fails_over_and_serves_on() {
    let outage = "(at: 20.0, kind: ZoneOutage, target: \"zone-b\", duration: 60.0)";
    let opts = "partitions: 6, replication_factor: 3, acks: All";
    let spread = run(&zoned("zone-a", &format!("{opts}, spread_zones: true"), outage), 60.0, 0.05, &[]);
    let s = &spread.streams[0];
    assert_eq!(s.brokers.iter().map(|b| b.zone.as_str()).collect::<Vec<_>>(), ["zone-a", "zone-b", "zone-c"]);
    assert_eq!((s.stranded, s.lost_broker), (0, 0), "it keeps serving and loses nothing");
    assert!(!s.brokers[1].up && s.brokers[0].up);
    assert_eq!(s.leader_elections, 2, "the zone-b broker's share");
    // All in the struck zone: the stream waits as a whole, and its
    // producer holds what it sends (40 s at 300/s by 60 s), as for a
    // partition without a leader; after the outage it sends it all.
    let gathered = zoned("zone-b", opts, outage);
    let mid = run(&gathered, 60.0, 0.05, &[]);
    let s = &mid.streams[0];
    assert!(s.brokers.iter().all(|b| !b.up));
    assert_eq!(s.stranded, 0, "nothing stranded at once");
    assert!((11_000..=12_100).contains(&mid.producers[0].buffered), "held: {}", mid.producers[0].buffered);
    let after = run(&gathered, 100.0, 0.05, &[]);
    let s = &after.streams[0];
    assert_eq!((s.stranded, s.lost_broker, after.producers[0].buffered), (0, 0, 0), "sent after the outage");
    assert_eq!(after.appended, 30_000, "every record of the 100 s");
    // An outage longer than the delivery timeout (120 s) fails what waited
    // longer than it.
    let long = "(at: 20.0, kind: ZoneOutage, target: \"zone-b\", duration: 200.0)";
    let r = run(&zoned("zone-b", opts, long), 200.0, 0.05, &[]);
    let s = &r.streams[0];
    assert_eq!(s.stranded, 0);
    assert!(s.delivery_timeouts > 15_000, "held past 120 s, failed: {}", s.delivery_timeouts);
    assert_eq!(s.lost_broker, s.dropped, "only what the producer gave up on: past its buffer or its timeout");
}

#[test]
fn preferred_leaders_move_back_at_the_controllers_check() {
    let text = with_incidents(
        "partitions: 6, replication_factor: 3, acks: All",
        100.0,
        "(at: 20.0, kind: BrokerRestart, target: \"s\", broker: 0)",
    );
    let before = run(&text, 290.0, 0.5, &[]);
    let s = &before.streams[0];
    let moved: Vec<u32> = led_by(&before, 0);
    for p in &s.partitions {
        if moved.contains(&p.partition) {
            assert_ne!(p.leader, Some(0), "still on the follower that took over");
        }
    }
    let after = run(&text, 310.0, 0.5, &[]);
    let s = &after.streams[0];
    assert!(s.partitions.iter().all(|p| p.leader == Some(p.replicas[0])), "every preferred leader leads");
    assert_eq!(s.leader_elections, 4, "two failovers and two moves back");
}

#[test]
fn a_replaced_follower_rejoins_an_isr_its_leader_had_alone() {
    // Two replicas: while broker 0 is away its partitions' ISR is the
    // leader alone, whose high watermark is its own log end; the new broker
    // must still catch up and rejoin under steady traffic.
    let text = with_incidents(
        "partitions: 2, replication_factor: 2, acks: One",
        200.0,
        "(at: 20.0, kind: BrokerFailure, target: \"s\", duration: 10.0)",
    );
    let r = run(&text, 60.0, 0.05, &[]);
    for p in &r.streams[0].partitions {
        assert_eq!(p.isr.len(), 2, "partition {}: {:?}", p.partition, p.isr);
        assert!(p.under_replicated_seconds < 11.0, "partition {}: {}", p.partition, p.under_replicated_seconds);
    }
}

#[test]
fn what_is_lost_twice_from_one_copy_is_counted_once() {
    // One copy fails twice: the second cut finds an emptied log, and no
    // committed event is counted lost again.
    let text = with_incidents(
        "partitions: 2, acks: One",
        40.0,
        "(at: 20.0, kind: BrokerFailure, target: \"s\", duration: 10.0), \
         (at: 50.0, kind: BrokerFailure, target: \"s\", duration: 10.0)",
    );
    let s = &run(&text, 70.0, 0.05, &[]).streams[0];
    assert!(s.lost_broker > 0);
    assert!(s.lost_committed <= s.lost_broker, "{} of {}", s.lost_committed, s.lost_broker);
    assert!(s.partitions.iter().all(|p| p.under_replicated_seconds == 0.0), "offline, not under-replicated");
}

/// Brokers 1 and 2 restart for 30 s from 20 s; at 24 s broker 0, the ISR's
/// last member and leader of every partition by then, fails with its disk
/// (replaced after 10 s). `acks=all` with `min_insync` and `unclean`.
fn lone_leader_fails(min_insync: u32, unclean: bool) -> String {
    with_incidents(
        &format!(
            "partitions: 3, replication_factor: 3, acks: All, min_insync_replicas: {min_insync}, \
             unclean_leader_election: {unclean}"
        ),
        300.0,
        "(at: 20.0, kind: BrokerRestart, target: \"s\", broker: 1, duration: 30.0), \
         (at: 20.0, kind: BrokerRestart, target: \"s\", broker: 2, duration: 30.0), \
         (at: 24.0, kind: BrokerFailure, target: \"s\", broker: 0, duration: 10.0)",
    )
}

#[test]
fn min_insync_2_keeps_acknowledged_events_when_the_lone_leader_fails() {
    let text = lone_leader_fails(2, false);
    let during = run(&text, 22.0, 0.05, &[]);
    for p in &during.streams[0].partitions {
        // The second to leave left the ISR below min.insync: eligible (the
        // first left it at min.insync, while the high watermark could
        // still move past what it held).
        assert_eq!((p.isr.clone(), p.elr.len()), (vec![0], 1), "partition {}", p.partition);
    }
    let hw_at_22: Vec<u64> = during.streams[0].partitions.iter().map(|p| p.high_watermark).collect();
    let offline = run(&text, 40.0, 0.05, &[]);
    let s = &offline.streams[0];
    assert!(s.partitions.iter().all(|p| p.leader.is_none()), "its eligible replicas are still down");
    for (p, hw) in s.partitions.iter().zip(&hw_at_22) {
        assert_eq!(p.high_watermark, *hw, "strict min ISR: the high watermark stood still");
    }
    let end = run(&text, 80.0, 0.05, &[]);
    let s = &end.streams[0];
    assert_eq!((s.lost_broker, s.lost_committed, s.lost_unclean), (0, 0, 0), "nothing is lost");
    assert!(s.partitions.iter().all(|p| p.leader.is_some() && p.elr.is_empty()), "led again from the ELR");
    assert_eq!(end.producers[0].buffered, 0, "the held orders went in");
    assert!(s.not_enough_replicas == 0, "4 s of refusals fit the producer's buffer");
}

#[test]
fn the_isr_empties_into_the_elr_when_its_last_member_restarts() {
    // As `lone_leader_fails(2, false)`, but broker 0 restarts (its disk
    // kept) at 24 s for 10 s: Kafka 4 with eligible leader replicas shows
    // the ISR empty and the ELR holding the last members.
    let text = with_incidents(
        "partitions: 3, replication_factor: 3, acks: All, min_insync_replicas: 2",
        300.0,
        "(at: 20.0, kind: BrokerRestart, target: \"s\", broker: 1, duration: 30.0), \
         (at: 20.0, kind: BrokerRestart, target: \"s\", broker: 2, duration: 30.0), \
         (at: 24.0, kind: BrokerRestart, target: \"s\", broker: 0, duration: 10.0)",
    );
    let during = run(&text, 30.0, 0.05, &[]);
    for p in &during.streams[0].partitions {
        assert_eq!(p.leader, None, "partition {}", p.partition);
        assert!(p.isr.is_empty(), "partition {}: the ISR is empty, {:?}", p.partition, p.isr);
        assert_eq!(p.elr.len(), 2, "partition {}: the last two members are eligible, {:?}", p.partition, p.elr);
        assert!(p.elr.contains(&0), "partition {}: {:?}", p.partition, p.elr);
    }
    let back = run(&text, 40.0, 0.05, &[]);
    let s = &back.streams[0];
    assert_eq!((s.lost_broker, s.lost_committed, s.lost_unclean), (0, 0, 0), "nothing is lost");
    for p in &s.partitions {
        // Broker 0 is back first and leads from the ELR, alone in the ISR.
        assert_eq!((p.leader, p.isr.clone()), (Some(0), vec![0]), "partition {}", p.partition);
    }
}

#[test]
fn min_insync_1_loses_what_the_lone_leader_acknowledged_and_waits_for_unclean() {
    let off = run(&lone_leader_fails(1, false), 80.0, 0.05, &[]);
    let s = &off.streams[0];
    // 4 s to 4.5 s of 300/s, acknowledged by broker 0 alone.
    assert!((1_150..=1_400).contains(&s.lost_committed), "{}", s.lost_committed);
    assert!(s.partitions.iter().all(|p| p.leader.is_none()), "nobody in sync or eligible: offline");
    let on = run(&lone_leader_fails(1, true), 80.0, 0.05, &[]);
    let s = &on.streams[0];
    assert!(s.partitions.iter().all(|p| p.leader.is_some()), "unclean election brought them back");
    assert!(s.leader_elections > off.streams[0].leader_elections);
}

#[test]
fn a_replaced_broker_catches_up_at_the_fetch_rate() {
    // 100 s of 90,000/s over 3 partitions: 9 million records; the new
    // broker copies 200,000/s for all three, 110,000/s over the traffic:
    // about 80 s to catch up.
    let mut text = with_incidents(
        "partitions: 3, replication_factor: 3, acks: All",
        90_000.0,
        "(at: 100.0, kind: BrokerFailure, target: \"s\", broker: 2, duration: 1.0)",
    );
    text = text.replace("speed: 4.0", "speed: 0.01");
    let soon = run(&text, 110.0, 0.25, &[]);
    let s = &soon.streams[0];
    for p in &s.partitions {
        let at = p.replicas.iter().position(|&b| b == 2).unwrap();
        assert!(!p.isr.contains(&2), "partition {}: still copying", p.partition);
        assert!(p.replica_log_ends[at] < p.log_end, "partition {}: behind", p.partition);
        assert!(p.replica_log_ends[at] > p.log_start, "partition {}: copying", p.partition);
    }
    let later = run(&text, 400.0, 0.25, &[]);
    let s = &later.streams[0];
    assert!(s.partitions.iter().all(|p| p.isr.contains(&2)), "caught up and back in the ISR");
    assert!(s.partitions.iter().all(|p| p.under_replicated_seconds > 60.0), "not in a tick");
    assert_eq!(s.lost_committed, 0);
}

#[test]
fn new_partitions_are_placed_beside_the_old_ones_and_a_broker_down_stays_down() {
    // Broker 1 restarts from 10 s to 40 s; at 15 s the stream grows from 3
    // partitions to 5. The old partitions keep their leaders and ISRs; the
    // new ones leave broker 1 out until it is back.
    let text = with_incidents(
        "partitions: 3, replication_factor: 3, acks: All",
        300.0,
        "(at: 10.0, kind: BrokerRestart, target: \"s\", broker: 1, duration: 30.0)",
    );
    let grow = [(15.0, PlayerAction::SetPartitions { node: "s".into(), partitions: 5 })];
    let before = run(&text, 14.0, 0.05, &[]);
    let during = run(&text, 20.0, 0.05, &grow);
    let s = &during.streams[0];
    assert_eq!(s.partitions.len(), 5);
    assert!(!s.brokers[1].up, "the restart still holds broker 1 down");
    for (old, now) in before.streams[0].partitions.iter().zip(&s.partitions) {
        assert_eq!((old.leader_epoch, &old.isr), (now.leader_epoch, &now.isr), "partition {}", old.partition);
    }
    for p in &s.partitions[3..] {
        assert!(!p.isr.contains(&1) && p.leader.is_some_and(|l| l != 1), "partition {}: {p:?}", p.partition);
    }
    let after = run(&text, 60.0, 0.05, &grow);
    let s = &after.streams[0];
    assert!(s.brokers.iter().all(|b| b.up));
    assert!(s.partitions.iter().all(|p| p.isr.len() == 3), "broker 1 back in every ISR");
    assert_eq!(s.lost_broker, 0);
}

/// A stream's brokers and partitions hang off it through Bevy
/// relationships (`BrokerOf`, `PartitionOf`): it finds them without a scan,
/// and despawning it despawns them at once, before any tick could tidy up.
#[test]
fn a_streams_cluster_hangs_off_it_and_goes_with_it() {
    use logjam::sim::cluster::{brokers_of, partitions_of};
    let text = board("partitions: 4, replication_factor: 3");
    let catalog = Catalog::builtin();
    let scenario = logjam::rules::scenario::Scenario::parse(&text, "t.scenario.ron", &catalog).unwrap();
    let mut app = logjam::sim::headless_app(catalog, 0);
    logjam::sim::load_scenario(app.world_mut(), scenario, "t.scenario.ron").unwrap();
    logjam::sim::run_ticks(app.world_mut(), 2);
    let world = app.world_mut();
    let s = world.resource::<logjam::sim::Board>().nodes["s"];
    let mut brokers: Vec<u32> = brokers_of(world, s).map(|b| b.id).collect();
    brokers.sort_unstable();
    assert_eq!(brokers, [0, 1, 2]);
    let mut parts: Vec<u32> = partitions_of(world, s).map(|p| p.partition).collect();
    parts.sort_unstable();
    assert_eq!(parts, [0, 1, 2, 3]);
    let count = |world: &mut bevy::prelude::World| {
        let b = world.query::<&Broker>().iter(world).count();
        (b, world.query::<&PartitionReplicas>().iter(world).count())
    };
    assert_eq!(count(world), (3, 4), "every broker and partition is the stream's");
    let api = world.resource::<logjam::sim::Board>().nodes["api"];
    assert_eq!(brokers_of(world, api).count() + partitions_of(world, api).count(), 0, "a producer has no cluster");
    world.despawn(s);
    assert_eq!(count(world), (0, 0), "despawned with their stream");
}
