//! The partition-expansion trap: partitions added to a topic get no
//! committed offsets; producers write to them from their next metadata
//! refresh, a group places itself there by its `auto.offset.reset` only when
//! it learns of them (its next rebalance or refresh), so `latest` skips what
//! came first. Rule: docs/RULES.md#partition-expansion.

use logjam::sim::PlayerAction;
use logjam::sim::report::{GroupReport, Report};

use crate::support::{api, run, scenario, stream, worker};

const KEYS: &str = "(prefix: \"order-\", entities: 100000)";

fn group<'a>(r: &'a Report, name: &str) -> &'a GroupReport {
    r.streams.iter().flat_map(|s| &s.groups).find(|g| g.group == name).expect("group in the report")
}

/// Records appended to partition `p` of the board's one stream.
fn log_end(r: &Report, p: usize) -> u64 {
    r.streams[0].partitions[p].log_end
}

/// 100 records a second into a stream of two partitions whose clients
/// refresh their metadata every 60 s, read by group `g` (Workers `w1`, `w2`)
/// with the policy `policy` (RON).
fn board(policy: &str) -> String {
    scenario(
        &[
            api(100.0, KEYS),
            stream("partitions: 2, metadata_max_age_seconds: 60.0", 1),
            worker("w1", "g", ""),
            worker("w2", "g", ""),
        ],
        &[("api", "s"), ("s", "w1"), ("s", "w2")],
        &format!("economy: (start_money: 1000000.0), groups: [(name: \"g\", auto_offset_reset: {policy})]"),
    )
}

fn grow(at: f64) -> (f64, PlayerAction) {
    (at, PlayerAction::SetPartitions { node: "s".into(), partitions: 4 })
}

fn stop(at: f64, node: &str, stopped: bool) -> (f64, PlayerAction) {
    (at, PlayerAction::SetWorkerStopped { node: node.into(), stopped })
}

/// The producer fetched at its first send (0 s) and refreshes at 60 s; the
/// group last rebalanced at 30 s (w2 stopped) and refreshes at 90 s, which
/// starts a rebalance (5 s). The partitions are added at 40 s: from 60 s to
/// 95 s the producer writes to partitions the group does not read yet.
fn race(policy: &str) -> Report {
    run(&board(policy), 120.0, 1.0, &[stop(30.0, "w2", true), grow(40.0)])
}

#[test]
fn producers_route_to_new_partitions_only_from_their_next_refresh() {
    let text = board("Earliest");
    let r = run(&text, 59.0, 1.0, &[grow(10.0)]);
    assert_eq!(r.streams[0].partitions.len(), 4, "the topic has them at once");
    assert_eq!((log_end(&r, 2), log_end(&r, 3)), (0, 0), "nobody writes there before the refresh at 60 s");
    let r = run(&text, 70.0, 1.0, &[grow(10.0)]);
    assert!(
        log_end(&r, 2) > 100 && log_end(&r, 3) > 100,
        "from 60 s on, keys hash over four: {:?}",
        r.streams[0].partitions
    );
    let r = run(&text, 70.0, 1.0, &[]);
    assert_eq!(r.streams[0].partitions.len(), 2, "the control run never grew");
}

#[test]
fn latest_skips_what_the_producers_wrote_before_the_group_learned() {
    let r = race("Latest");
    let g = group(&r, "g");
    // Half of 35 s at 100 a second went to the two new partitions: from
    // the producer's refresh (60 s) to the end of the rebalance the group's
    // refresh started (90 s + a 5 s round), when the new owners looked up
    // where latest is.
    let skipped = g.lost_expansion.expect("counted apart");
    assert!((1550..=1950).contains(&skipped), "{skipped}");
    assert_eq!(g.lost, skipped, "nothing else was lost");
    assert_eq!(r.error_budget.damage.lost_expansion, skipped);
    assert!(g.partitions.len() == 4 && g.partitions[2].member.is_some(), "assigned at 90 s: {:?}", g.partitions);
    assert!(g.partitions[2].committed > 600, "latest put it at the end: {:?}", g.partitions[2]);
    let lesson = r.lessons.join(" ");
    assert!(lesson.contains("skipped on new partitions"), "{lesson}");
}

#[test]
fn earliest_and_a_long_enough_duration_lose_nothing() {
    for policy in ["Earliest", "ByDuration(\"PT1M\")"] {
        let r = race(policy);
        let g = group(&r, "g");
        assert_eq!((g.lost_expansion, g.lost), (None, 0), "{policy}");
        // It started at the first record there: what it has not read yet
        // is lag, and nothing is gone.
        let p2 = &g.partitions[2];
        assert!(p2.member.is_some() && p2.committed + p2.lag > 1300, "{policy}: {p2:?}");
    }
    // A duration shorter than the gap skips what is older than it.
    let g = race("ByDuration(\"PT10S\")");
    let skipped = group(&g, "g").lost_expansion.expect("lost");
    assert!((1050..=1450).contains(&skipped), "25 of the 35 s: {skipped}");
}

#[test]
fn a_rebalance_teaches_the_group_at_once() {
    // w2 starts again at 45 s: the group's leader assigns from fresh
    // metadata, so the group reads the new partitions before any producer
    // writes there, and latest loses nothing.
    let r = run(&board("Latest"), 120.0, 1.0, &[stop(30.0, "w2", true), grow(40.0), stop(45.0, "w2", false)]);
    let g = group(&r, "g");
    assert_eq!((g.lost_expansion, g.lost), (None, 0));
    assert!(g.partitions.iter().all(|p| p.member.is_some()), "{:?}", g.partitions);
}

#[test]
fn a_group_that_has_not_learned_leaves_the_new_partitions_unassigned() {
    let r = run(&board("Latest"), 80.0, 1.0, &[stop(30.0, "w2", true), grow(40.0)]);
    let g = group(&r, "g");
    assert_eq!(g.partitions.len(), 4, "the report lists every partition of the topic");
    assert!(g.partitions[2].member.is_none() && g.partitions[3].member.is_none(), "{:?}", g.partitions);
    assert!(g.partitions[2].lag > 300, "what waits there is lag, from the log start: {:?}", g.partitions[2]);
}

#[test]
fn none_stops_the_group_on_a_new_partition() {
    // A group with none and offsets on the first two partitions (reset by
    // the console before it starts reading).
    let actions = [
        stop(0.0, "w1", true),
        stop(0.0, "w2", true),
        (1.0, PlayerAction::Console { line: "reset group g to earliest".into() }),
        stop(2.0, "w1", false),
        stop(30.0, "w2", false),
        grow(40.0),
    ];
    let r = run(&board("NoReset"), 120.0, 1.0, &actions);
    let g = group(&r, "g");
    let stop = g.no_offset.as_deref().expect("stopped at 90 s");
    assert!(stop.starts_with("p2"), "{stop}");
    let r = run(&board("NoReset"), 85.0, 1.0, &actions);
    assert_eq!(group(&r, "g").no_offset, None, "read on until it learned");
}

#[test]
fn a_metadata_age_out_of_range_is_refused_where_it_is_written() {
    let text = board("Earliest").replace("metadata_max_age_seconds: 60.0", "metadata_max_age_seconds: 0.0");
    let catalog = logjam::rules::catalog::Catalog::builtin();
    let err = logjam::rules::scenario::Scenario::parse(&text, "x.scenario.ron", &catalog).expect_err("refused");
    let shown = err.to_string();
    assert!(shown.contains("metadata_max_age_seconds") && shown.contains("between 1 and 86,400"), "{shown}");
}

#[test]
fn keys_that_move_break_their_order_across_the_change() {
    // Few entities, each updated often; two Workers behind on the two old
    // partitions. From the producer's refresh at 60 s, keys hash over four:
    // half of them move, and their new updates wait behind nothing on the
    // new partitions while their older ones still wait on the old.
    let text = scenario(
        &[
            api(200.0, "(prefix: \"order-\", entities: 64, tracked: 64)"),
            stream("partitions: 2, metadata_max_age_seconds: 60.0", 1),
            worker("w1", "g", ", speed: 0.5"),
            worker("w2", "g", ", speed: 0.5"),
            worker("w3", "g", ", speed: 0.5"),
            worker("w4", "g", ", speed: 0.5"),
        ],
        &[("api", "s"), ("s", "w1"), ("s", "w2"), ("s", "w3"), ("s", "w4")],
        "economy: (start_money: 1000000.0)",
    );
    let grown = run(&text, 150.0, 1.0, &[grow(20.0)]);
    let alone = run(&text, 150.0, 1.0, &[]);
    let (g, a) = (group(&grown, "g"), group(&alone, "g"));
    assert_eq!(a.stale_observed, 0, "one partition per key: in order");
    assert!(g.stale_observed > 0, "moved keys applied out of order: {g:?}");
    assert_eq!(g.lost, 0, "earliest: nothing skipped");
}

#[test]
fn learning_together_still_costs_latest_the_rebalance_round() {
    // Producer and group both fetched at 0 s and both learn at 60 s; the
    // group's refresh starts a rebalance, and the new owners look up the
    // end only when it is over (5 s later): latest skips those 5 s.
    let eager = run(&board("Latest"), 90.0, 1.0, &[grow(40.0)]);
    let g = group(&eager, "g");
    let skipped = g.lost_expansion.expect("the round's records");
    assert!((200..=300).contains(&skipped), "{skipped}");
    assert!(g.paused_seconds >= 5.0, "an eager rebalance stops the whole group: {}", g.paused_seconds);
    // Cooperative-sticky: only the new partitions wait the round.
    let text =
        board("Latest").replace("auto_offset_reset: Latest", "auto_offset_reset: Latest, assignor: CooperativeSticky");
    let coop = run(&text, 90.0, 1.0, &[grow(40.0)]);
    let g = group(&coop, "g");
    assert!((200..=300).contains(&g.lost_expansion.expect("the round's records")), "{g:?}");
    assert_eq!(g.paused_seconds, 0.0, "the old partitions read on");
    // Earliest: nothing skipped either way.
    let r = run(&board("Earliest"), 90.0, 1.0, &[grow(40.0)]);
    assert_eq!(group(&r, "g").lost, 0);
}

#[test]
fn a_group_sets_its_own_metadata_age() {
    // The producers refresh every 60 s, the group's consumers keep Kafka's
    // five minutes: it reads the new partitions only from 300 s, and
    // latest loses what came from 60 s on.
    let text = board("Latest")
        .replace("auto_offset_reset: Latest", "auto_offset_reset: Latest, metadata_max_age_seconds: 300.0");
    let r = run(&text, 250.0, 1.0, &[grow(40.0)]);
    assert!(group(&r, "g").partitions[2].member.is_none(), "not known at 250 s");
    let r = run(&text, 320.0, 1.0, &[grow(40.0)]);
    let g = group(&r, "g");
    assert!(g.partitions[2].member.is_some());
    let skipped = g.lost_expansion.expect("lost");
    assert!((12_000..=13_000).contains(&skipped), "245 s at 50 a second: {skipped}");
}

#[test]
fn what_waits_on_a_partition_not_known_yet_is_lag_that_warns() {
    // Fast Workers keep up with the old partitions; the new ones fill from
    // the producers' refresh (60 s) while the group learns of them only at
    // 300 s: the lag goal's figure and the timeline's warning count them.
    let text = board("Earliest")
        .replace("auto_offset_reset: Earliest", "auto_offset_reset: Earliest, metadata_max_age_seconds: 300.0")
        .replace("(group: \"g\")", "(group: \"g\", speed: 20.0)");
    let r = run(&text, 200.0, 1.0, &[grow(40.0)]);
    let g = group(&r, "g");
    assert!(g.partitions[2].member.is_none() && g.partitions[2].lag > 1000, "{:?}", g.partitions[2]);
    assert!(g.partitions[0].lag < 100, "the old partitions keep up: {:?}", g.partitions[0]);
    let warned = r.timeline.iter().find(|m| m.kind == logjam::sim::timeline::MomentKind::Lag);
    let warned = warned.expect("a lag warning");
    assert!(warned.at > 60.0 && warned.text.contains("passed 1000 records"), "{warned:?}");
}
