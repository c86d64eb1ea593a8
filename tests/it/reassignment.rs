//! Reassignment (docs/RULES.md#reassignment): a replication factor, broker
//! count or zone change adds the new replicas empty; they copy the
//! retained log at the fetch rate (at most the replication throttle) and
//! join the ISR only once caught up. Until then the partition has exactly
//! the durability it had.

use logjam::rules::scenario::Acks;
use logjam::sim::PlayerAction;
use logjam::sim::report::Report;

use crate::support::{run, scenario, stream, worker};

const KEYS: &str = "(prefix: \"order-\", entities: 100000)";

/// 20,000 records/s into a size-1 stream of four partitions on one
/// broker (one replica each), `acks=all`, read by one Worker group;
/// `incidents` (RON list items) scheduled.
fn board(opts: &str, incidents: &str) -> String {
    let api = format!("(id: \"api\", kind: \"api\", at: (0.0, 0.0), producer: (rate: 20000.0, keys: {KEYS}))");
    scenario(
        &[api, stream(&format!("partitions: 4, acks: All{opts}"), 1), worker("w", "g", ", speed: 1000.0")],
        &[("api", "s"), ("s", "w")],
        // The last era: the rates stay as written.
        &format!("era: \"IPO\", incidents: [{incidents}]"),
    )
}

fn rf(at: f64, replication_factor: u32) -> (f64, PlayerAction) {
    (at, PlayerAction::SetReplicationFactor { node: "s".into(), replication_factor })
}

fn fail_broker_0(at: f64) -> String {
    format!("(at: {at:?}, kind: BrokerFailure, target: \"s\", broker: 0)")
}

#[test]
fn new_replicas_copy_the_log_before_they_count() {
    // 12 M records retained at 600 s; two brokers each copy them at
    // 200,000/s while 20,000/s more arrive: about 67 s.
    let r = run(&board("", ""), 601.0, 0.5, &[rf(600.0, 3)]);
    let s = &r.streams[0];
    assert_eq!((s.replication_factor, s.reassigning, r.reassigning), (3, 4, 4));
    assert_eq!(s.brokers.len(), 3, "the new brokers are there");
    for p in &s.partitions {
        assert_eq!(p.replicas.len(), 3);
        assert_eq!((p.isr.as_slice(), p.adding.len(), p.removing.as_slice()), (&[0][..], 2, &[][..]), "{p:?}");
        let copied = p.replica_log_ends.iter().min().unwrap() - p.log_start;
        assert!(copied < (p.log_end - p.log_start) / 10, "a second in: {copied} of {}", p.log_end);
    }
    let r = run(&board("", ""), 660.0, 0.5, &[rf(600.0, 3)]);
    assert_eq!(r.reassigning, 4, "still copying at 660 s");
    let r = run(&board("", ""), 675.0, 0.5, &[rf(600.0, 3)]);
    assert_eq!(r.reassigning, 0, "caught up by 675 s");
    for p in &r.streams[0].partitions {
        assert_eq!((p.isr.len(), p.adding.len()), (3, 0), "{p:?}");
    }
}

#[test]
fn a_broker_lost_before_the_copy_is_done_loses_what_one_copy_held() {
    // The only real copy fails 10 s into the copy: nothing the new replicas
    // hold counts, every partition goes offline and its log with it.
    let early = run(&board("", &fail_broker_0(610.0)), 620.0, 0.5, &[rf(600.0, 3)]);
    let s = &early.streams[0];
    assert!(s.lost_broker > 10_000_000, "one copy's worth: {}", s.lost_broker);
    assert!(s.lost_committed > 10_000_000, "acknowledged, and gone: {}", s.lost_committed);
    // The same failure once the copy is done costs nothing.
    let late = run(&board("", &fail_broker_0(700.0)), 720.0, 0.5, &[rf(600.0, 3)]);
    let s = &late.streams[0];
    assert_eq!((s.lost_broker, s.lost_committed), (0, 0), "three copies by then");
    assert!(s.partitions.iter().all(|p| p.leader.is_some_and(|l| l != 0)), "the others lead");
}

#[test]
fn a_replication_throttle_slows_the_copy() {
    // At 50,000/s a broker catches up 12 M plus 20,000/s in 400 s.
    let throttled = ", replication_throttle: Some(50000.0)";
    let r = run(&board(throttled, ""), 900.0, 0.5, &[rf(600.0, 2)]);
    assert_eq!((r.reassigning, r.streams[0].replication_throttle), (4, Some(50_000.0)), "still copying at 900 s");
    let r = run(&board(throttled, ""), 1_020.0, 0.5, &[rf(600.0, 2)]);
    assert_eq!(r.reassigning, 0, "done by 1,020 s");
    // Lifted by the player, it copies at the fetch rate again.
    let lift = (650.0, PlayerAction::SetReplicationThrottle { node: "s".into(), records_per_second: None });
    let r = run(&board(throttled, ""), 720.0, 0.5, &[rf(600.0, 2), lift]);
    assert_eq!(r.reassigning, 0, "lifted at 650 s, done by 720 s");
}

#[test]
fn more_brokers_move_replicas_and_their_leaders_without_a_loss() {
    // One replica a partition on one broker, then on two: the partitions
    // whose new place is broker 1 copy there, then broker 1 leads them.
    let before = run(&board("", ""), 600.0, 0.5, &[]);
    let more = (600.0, PlayerAction::SetBrokers { node: "s".into(), brokers: 2 });
    let during = run(&board("", ""), 605.0, 0.5, std::slice::from_ref(&more));
    let moving: Vec<u32> =
        during.streams[0].partitions.iter().filter(|p| !p.adding.is_empty()).map(|p| p.partition).collect();
    assert_eq!(moving.len(), 2, "two of four move: {moving:?}");
    for p in during.streams[0].partitions.iter().filter(|p| !p.adding.is_empty()) {
        assert_eq!((p.adding.as_slice(), p.removing.as_slice(), p.leader), (&[1][..], &[0][..], Some(0)));
        assert_eq!(p.replicas.len(), 2, "both, until the copy is done");
    }
    let after = run(&board("", ""), 700.0, 0.5, &[more]);
    let s = &after.streams[0];
    assert_eq!(after.reassigning, 0);
    for p in &s.partitions {
        assert_eq!(p.replicas.len(), 1);
        let moved = moving.contains(&p.partition);
        assert_eq!(p.leader, Some(if moved { 1 } else { 0 }), "{p:?}");
        assert_eq!(p.leader_epoch, u32::from(moved), "the move is one controlled election");
        let was = &before.streams[0].partitions[p.partition as usize];
        assert_eq!(p.log_start, was.log_start, "nothing renumbered");
    }
    assert_eq!((s.lost_broker, after.lost), (0, 0));
    assert_eq!(s.brokers.iter().map(|b| (b.broker, b.retiring)).collect::<Vec<_>>(), [(0, false), (1, false)]);
}

#[test]
fn fewer_replicas_take_effect_at_once() {
    let actions = [rf(100.0, 3), rf(300.0, 1)];
    let r: Report = run(&board("", ""), 301.0, 0.5, &actions);
    let s = &r.streams[0];
    assert_eq!((r.reassigning, s.brokers.len()), (0, 1), "nothing to copy: the two spare brokers go");
    assert!(s.partitions.iter().all(|p| p.replicas == [0] && p.isr == [0]));
    assert_eq!(s.acks, Acks::All.label());
}

#[test]
fn a_clean_restart_just_after_the_copy_cuts_nothing_acknowledged() {
    // Campaign 18's stream: three copies asked for at 0:30 under a
    // 100,000/s throttle; the copy is done just before broker 0's clean
    // restart at 1:00. The new leaders hold everything acknowledged (a
    // replica joins the ISR holding the high watermark), so nothing is cut.
    let text = std::fs::read_to_string("scenarios/campaign-18-reassignment-under-fire.scenario.ron").unwrap();
    let actions = [
        rf(30.0, 3),
        (30.0, PlayerAction::SetMinInsyncReplicas { node: "orders".into(), min_insync_replicas: 2 }),
        (30.0, PlayerAction::SetReplicationThrottle { node: "orders".into(), records_per_second: Some(100_000.0) }),
    ];
    let actions: Vec<(f64, PlayerAction)> = actions
        .into_iter()
        .map(|(t, a)| match a {
            PlayerAction::SetReplicationFactor { replication_factor, .. } => {
                (t, PlayerAction::SetReplicationFactor { node: "orders".into(), replication_factor })
            }
            other => (t, other),
        })
        .collect();
    let r = run(&text, 90.0, 0.05, &actions);
    let s = &r.streams[0];
    assert_eq!(r.reassigning, 0, "caught up before the restart");
    assert_eq!((s.lost_committed, s.lost_broker), (0, 0), "a clean restart with copies in sync loses nothing");
}
