//! Consumers the Kafka way (docs/RULES.md#consumer-groups): a dead member loses its
//! partitions after the session timeout, the range assignor sorts members
//! by member id, `auto.offset.reset` decides what a group past the log
//! start skips, a paused group is not empty, order is lost partition by
//! partition, and cooperative-sticky stalls only what it moves.

use logjam::rules::consumer::{Assignor, OffsetReset};
use logjam::sim::PlayerAction;
use logjam::sim::report::{GroupReport, Report};

use crate::support::{api, run, scenario, stream, worker};

const FEW_KEYS: &str = "(prefix: \"order-\", entities: 100000)";

fn group<'a>(r: &'a Report, name: &str) -> &'a GroupReport {
    r.streams[0].groups.iter().find(|g| g.group == name).unwrap()
}

fn partitions_of(r: &Report, node: &str) -> Vec<u32> {
    r.workers.iter().find(|w| w.node == node).unwrap().partitions.clone()
}

#[test]
fn a_dead_members_partitions_go_to_the_live_member_after_the_session_timeout() {
    // w1 and w2 share two partitions; w1's host fails at 10 s for good.
    let text = scenario(
        &[api(20.0, FEW_KEYS), stream("partitions: 2", 1), worker("w1", "g", ""), worker("w2", "g", "")],
        &[("api", "s"), ("s", "w1"), ("s", "w2")],
        "incidents: [(at: 10.0, kind: InstanceFailure, target: \"w1\", duration: 1000.0)]",
    );
    // Before the timeout w1 keeps partition 0, which nobody reads.
    let before = run(&text, 50.0, 0.05, &[]);
    let g = group(&before, "g");
    assert_eq!(g.session_timeout, 45.0, "the catalog's session.timeout");
    assert_eq!(g.members, ["w1", "w2"]);
    assert_eq!(partitions_of(&before, "w1"), [0]);
    assert!(g.partitions[0].lag > 300, "p0 waits for its dead owner: {}", g.partitions[0].lag);
    // 45 s without a heartbeat (at 55 s), one eager round (5 s), then w2
    // reads both partitions and catches up (15 tasks/s against 10/s each).
    let after = run(&text, 55.0 + 5.0 + 60.0, 0.05, &[]);
    let g = group(&after, "g");
    assert_eq!(g.session_evictions, 1);
    assert_eq!(g.members, ["w2"]);
    assert_eq!(partitions_of(&after, "w2"), [0, 1]);
    assert!(g.partitions[0].position > before.streams[0].groups[0].partitions[0].position + 300, "p0 is read again");
}

#[test]
fn a_dead_member_that_comes_back_rejoins() {
    let text = scenario(
        &[api(20.0, FEW_KEYS), stream("partitions: 2", 1), worker("w1", "g", ""), worker("w2", "g", "")],
        &[("api", "s"), ("s", "w1"), ("s", "w2")],
        "incidents: [(at: 10.0, kind: InstanceFailure, target: \"w1\")], \
         groups: [(name: \"g\", session_timeout: Some(20.0))]",
    );
    // Its host is replaced at 70 s.
    let r = run(&text, 100.0, 0.05, &[(70.0, PlayerAction::ReplaceNode { node: "w1".into() })]);
    let g = group(&r, "g");
    assert_eq!(g.session_timeout, 20.0, "the scenario's own");
    assert_eq!((g.session_evictions, g.rebalances), (1, 2), "out at 30 s, back at 70 s");
    assert_eq!(g.members, ["w1", "w2"]);
    assert_eq!(partitions_of(&r, "w1"), [0]);
}

#[test]
fn the_range_assignor_sorts_members_by_member_id() {
    // zeta is on the board (and joins) before alpha.
    let text = scenario(
        &[api(20.0, FEW_KEYS), stream("partitions: 3", 1), worker("zeta", "g", ""), worker("alpha", "g", "")],
        &[("api", "s"), ("s", "zeta"), ("s", "alpha")],
        "",
    );
    let r = run(&text, 5.0, 0.05, &[]);
    assert_eq!(group(&r, "g").assignor, "range");
    assert_eq!(partitions_of(&r, "alpha"), [0, 1], "alpha sorts first and takes one more");
    assert_eq!(partitions_of(&r, "zeta"), [2]);
    let rr = scenario(
        &[api(20.0, FEW_KEYS), stream("partitions: 3", 1), worker("zeta", "g", ""), worker("alpha", "g", "")],
        &[("api", "s"), ("s", "zeta"), ("s", "alpha")],
        "groups: [(name: \"g\", assignor: Some(RoundRobin))]",
    );
    let r = run(&rr, 5.0, 0.05, &[]);
    assert_eq!(partitions_of(&r, "alpha"), [0, 2]);
    assert_eq!(partitions_of(&r, "zeta"), [1]);
}

/// A group stopped from the start, started again one hour after retention
/// passed its position, with `policy`.
fn after_retention(policy: &str) -> Report {
    let text = scenario(
        &[api(10.0, FEW_KEYS), stream("partitions: 2, retention: 36000.0", 1), worker("w", "g", "")],
        &[("api", "s"), ("s", "w")],
        &format!("economy: (start_money: 1000000.0), groups: [(name: \"g\", auto_offset_reset: Some({policy}))]"),
    );
    let stop = |at: f64, stopped: bool| (at, PlayerAction::SetWorkerStopped { node: "w".into(), stopped });
    run(&text, 11.0 * 3600.0 + 10.0, 1.0, &[stop(0.0, true), stop(11.0 * 3600.0, false)])
}

#[test]
fn auto_offset_reset_decides_what_a_group_past_the_log_start_skips() {
    let (earliest, latest) = (after_retention("Earliest"), after_retention("Latest"));
    let (e, l) = (group(&earliest, "g"), group(&latest, "g"));
    assert_eq!((e.auto_offset_reset.as_str(), l.auto_offset_reset.as_str()), ("earliest", "latest"));
    // Earliest: what retention removed (an hour, 36,000, within a bucket);
    // it reads on from the log start with ten hours of backlog.
    assert!((35_800..=36_200).contains(&e.lost_retention), "{}", e.lost_retention);
    assert!(e.lag > 350_000, "{}", e.lag);
    // Latest: the removed hour and the ten hours still in the log, skipped.
    assert!(l.lost_retention > 390_000, "{}", l.lost_retention);
    assert!(l.lag < 200, "{}", l.lag);
    // Either way, what was lost is in the error budget.
    assert_eq!(latest.error_budget.damage.lost_retention, l.lost_retention);
}

#[test]
fn a_paused_group_is_not_empty_and_cannot_be_reset() {
    let text = scenario(
        &[api(20.0, FEW_KEYS), stream("partitions: 2", 1), worker("w", "g", "")],
        &[("api", "s"), ("s", "w")],
        "",
    );
    let reset = |at: f64| (at, PlayerAction::Console { line: "reset group g to 0".into() });
    let pause = (5.0, PlayerAction::SetWorkerPaused { node: "w".into(), paused: true });
    let r = run(&text, 20.0, 0.05, &[pause, reset(6.0)]);
    assert_eq!(r.actions, 1, "the reset of a group with a paused member is refused");
    assert!(group(&r, "g").partitions.iter().all(|p| p.committed > 0));
    let stop = (5.0, PlayerAction::SetWorkerStopped { node: "w".into(), stopped: true });
    let r = run(&text, 20.0, 0.05, &[stop, reset(6.0)]);
    assert_eq!(r.actions, 2, "with its only Worker stopped the group is empty");
    let g = group(&r, "g");
    assert!(g.members.is_empty());
    assert!(g.partitions.iter().all(|p| p.committed == 0 && p.position == 0), "{:?}", g.partitions);
}

/// One steady Worker (fast enough for everything) over four partitions,
/// a hundred entities updated once a second each (at random: few records a
/// tick are drawn one by one), at sim step `step`.
fn steady_reader(key: &str, step: f64) -> Report {
    let text = scenario(
        &[
            api(100.0, "(prefix: \"order-\", entities: 100)"),
            stream(&format!("partitions: 4, partition_key: {key}"), 1),
            worker("w", "g", ", speed: 20.0"),
        ],
        &[("api", "s"), ("s", "w")],
        "",
    );
    run(&text, 120.0, step, &[])
}

#[test]
fn one_steady_reader_over_round_robin_partitions_goes_stale() {
    let rr = steady_reader("RoundRobin", 0.05);
    let g = group(&rr, "g");
    let behind: u64 =
        rr.streams[0].partitions.iter().zip(&g.partitions).map(|(p, gp)| p.high_watermark - gp.position).sum();
    assert!(behind < 20, "it keeps up: {behind}");
    // Updates of one entity half a second apart, on two partitions, come
    // in one poll and are applied partition by partition: about one in 40
    // goes stale (12,000 updates). Applied in the order read, as before,
    // about 20 did.
    assert!(g.stale_observed > 150, "order is lost partition by partition: {}", g.stale_observed);
    let keyed = steady_reader("Key", 0.05);
    assert_eq!(group(&keyed, "g").stale_observed, 0, "one entity, one partition: in order");
}

/// w1 reads four partitions alone; w2 is stopped from the start and
/// started at 10 s. The report at `until`.
fn second_member(assignor: Assignor, until: f64) -> Report {
    let text = scenario(
        &[api(40.0, FEW_KEYS), stream("partitions: 4", 1), worker("w1", "g", ""), worker("w2", "g", "")],
        &[("api", "s"), ("s", "w1"), ("s", "w2")],
        &format!("groups: [(name: \"g\", assignor: Some({assignor:?}))]"),
    );
    let w2 = |at: f64, stopped: bool| (at, PlayerAction::SetWorkerStopped { node: "w2".into(), stopped });
    run(&text, until, 0.05, &[w2(0.0, true), w2(10.0, false)])
}

fn positions(r: &Report) -> Vec<u64> {
    group(r, "g").partitions.iter().map(|p| p.position).collect()
}

#[test]
fn cooperative_sticky_stalls_exactly_the_moved_partitions() {
    let at10 = positions(&second_member(Assignor::CooperativeSticky, 10.1));
    let sticky = second_member(Assignor::CooperativeSticky, 14.0);
    let at14 = positions(&sticky);
    assert_eq!(partitions_of(&sticky, "w1"), [0, 1], "w1 keeps half of what it had");
    assert_eq!(partitions_of(&sticky, "w2"), [2, 3]);
    assert!(at14[0] > at10[0] + 10 && at14[1] > at10[1] + 10, "kept partitions read on: {at10:?} → {at14:?}");
    assert_eq!(&at14[2..], &at10[2..], "moved partitions stall for the round");
    let later = positions(&second_member(Assignor::CooperativeSticky, 20.0));
    assert!(later[2] > at10[2] + 10, "then w2 reads them");
    // The eager range assignor stops all four for the round.
    let (e10, e14) =
        (positions(&second_member(Assignor::Range, 10.1)), positions(&second_member(Assignor::Range, 14.0)));
    assert_eq!(e14, e10, "an eager rebalance stops the whole group");
}

#[test]
fn the_player_chooses_a_groups_settings() {
    let text = scenario(
        &[api(20.0, FEW_KEYS), stream("partitions: 2", 1), worker("w", "g", "")],
        &[("api", "s"), ("s", "w")],
        "",
    );
    let actions = [
        (1.0, PlayerAction::SetAssignor { group: "g".into(), assignor: Assignor::RoundRobin }),
        (1.0, PlayerAction::SetOffsetReset { group: "g".into(), policy: OffsetReset::Latest }),
        (1.0, PlayerAction::SetSessionTimeout { group: "g".into(), seconds: 10.0 }),
        // Refused: cooperative-sticky needs the research; a bad timeout;
        // no such group.
        (2.0, PlayerAction::SetAssignor { group: "g".into(), assignor: Assignor::CooperativeSticky }),
        (2.0, PlayerAction::SetSessionTimeout { group: "g".into(), seconds: -1.0 }),
        (2.0, PlayerAction::SetOffsetReset { group: "nobody".into(), policy: OffsetReset::Earliest }),
    ];
    let r = run(&text, 3.0, 0.05, &actions);
    let g = group(&r, "g");
    assert_eq!((g.assignor.as_str(), g.auto_offset_reset.as_str(), g.session_timeout), ("round_robin", "latest", 10.0));
    assert_eq!(r.actions, 3);
}

#[test]
fn a_sticky_producer_fills_one_partition_a_batch_at_a_time() {
    let sticky = |rate: f64| {
        scenario(
            &[api(rate, FEW_KEYS), stream("partitions: 4, partition_key: RoundRobin, keyless: Sticky", 1)],
            &[("api", "s")],
            "",
        )
    };
    let ends = |r: &Report| -> Vec<u64> { r.streams[0].partitions.iter().map(|p| p.log_end).collect() };
    // 10 records a second, one by one: 100 records in 10 s, the catalog's
    // batch of 64 on partition 0, the rest on partition 1.
    let r = run(&sticky(10.0), 10.0, 0.05, &[]);
    assert_eq!(r.streams[0].keyless, "sticky");
    assert_eq!(ends(&r), [64, 36, 0, 0]);
    // In batches (64 records a tick, over the catalog's 32 one by one)
    // too: 12,800 records are 200 batches, 50 on each partition; 0.1 s more
    // (128 records) fills one more batch on partitions 0 and 1.
    let r = run(&sticky(1280.0), 10.0, 0.05, &[]);
    assert_eq!(ends(&r), [3200, 3200, 3200, 3200]);
    let r = run(&sticky(1280.0), 10.0 + 0.1, 0.05, &[]);
    assert_eq!(ends(&r), [3264, 3264, 3200, 3200]);
    // Round robin goes record by record.
    let rr =
        scenario(&[api(10.0, FEW_KEYS), stream("partitions: 4, partition_key: RoundRobin", 1)], &[("api", "s")], "");
    let r = run(&rr, 10.0, 0.05, &[]);
    assert_eq!((r.streams[0].keyless.as_str(), ends(&r)), ("round_robin", vec![25, 25, 25, 25]));
}

#[test]
fn a_stranded_task_is_not_consumed_as_well() {
    // Nobody reads the stream for 10 s: 100 tasks stranded. Then a Worker
    // is linked; its group (earliest) reads the backlog too, which does
    // not count as consumed a second time.
    let text = scenario(
        &[api(10.0, FEW_KEYS), stream("partitions: 2", 1), worker("w", "g", "")],
        &[("api", "s")],
        "economy: (start_money: 100000.0)",
    );
    let link = (10.0, PlayerAction::Link { from: "s".into(), to: "w".into() });
    let r = run(&text, 40.0, 0.05, &[link]);
    let g = group(&r, "g");
    assert_eq!(r.streams[0].stranded, 100);
    assert!(g.lag <= 20, "it read everything, the backlog too (lag counts from the last commit): {}", g.lag);
    let read: u64 = g.partitions.iter().map(|p| p.position).sum();
    assert!(read + 2 >= r.appended, "it read every task but the last tick's: {read} of {}", r.appended);
    assert_eq!(g.consumed + r.streams[0].stranded, read, "each task it read counted once");
}

#[test]
fn a_group_back_after_an_outage_longer_than_retention_counts_each_event_once() {
    // analytics' zone is dark from 60 s for eleven hours; retention is ten.
    // Back, its Worker restarts cold (from the commit, older than the log
    // start) and its group resets to the end: every event it did not read
    // is lost once, never twice.
    let text = scenario(
        &[
            api(100.0, FEW_KEYS),
            stream("partitions: 3, retention: 36000.0", 1),
            "(id: \"a\", kind: \"worker\", at: (2.0, 0.0), zone: \"zone-c\", worker: (group: \"g\", speed: 8.0))"
                .into(),
        ],
        &[("api", "s"), ("s", "a")],
        "economy: (start_money: 1000000.0), groups: [(name: \"g\", auto_offset_reset: Latest)], \
         incidents: [(at: 60.0, kind: ZoneOutage, target: \"zone-c\", duration: 39600.0)]",
    );
    let r = run(&text, 43_200.0, 1.0, &[]);
    let g = group(&r, "g");
    let read: u64 = g.partitions.iter().map(|p| p.position).sum();
    assert!(g.lost_retention > 3_900_000, "the backlog still in the log was skipped too: {}", g.lost_retention);
    assert!(read > 4_300_000, "it reads on from the end: {read}");
    assert_eq!(g.lost_retention + g.consumed, r.appended, "each event lost or consumed, once");
}
