//! The sim driven the Bevy way: App::update with a manual driver, actions as
//! messages.

use bevy::prelude::*;
use logjam::rules::catalog::Catalog;
use logjam::rules::scenario::{PartitionKey, Scenario};
use logjam::sim::report::Report;
use logjam::sim::{self, PlayerAction, SimLog, Worker};

use crate::support;

fn app_with(text: &str) -> App {
    let catalog = Catalog::builtin();
    let scenario = Scenario::parse(text, "test.scenario.ron", &catalog).unwrap();
    let mut app = sim::headless_app(catalog, 20); // one sim second per update
    sim::load_scenario(app.world_mut(), scenario, "test.scenario.ron").unwrap();
    app
}

fn first_shop() -> String {
    std::fs::read_to_string(crate::root().join("scenarios/first-shop.scenario.ron")).unwrap()
}

fn seconds(app: &mut App, s: u32) {
    for _ in 0..s {
        app.update();
    }
}

#[test]
fn more_partitions_through_an_action_spread_the_email_load() {
    let mut app = app_with(&first_shop());
    seconds(&mut app, 10);
    app.world_mut().write_message(PlayerAction::SetPartitions { node: "orders".into(), partitions: 6 });
    seconds(&mut app, 1);
    let log = app.world().resource::<SimLog>();
    assert_eq!(log.topic("orders").unwrap().partition_count(), 6);
    let r = Report::build(app.world_mut());
    assert_eq!(r.actions, 1);
    // Its group learns of them at its metadata refresh, five minutes after
    // it formed (docs/RULES.md#partition-expansion): billing still reads
    // three partitions.
    let billing1 = r.workers.iter().find(|w| w.node == "billing-1").unwrap();
    assert_eq!(billing1.partitions, vec![0, 1]);
    seconds(&mut app, 290);
    let r = Report::build(app.world_mut());
    // billing: 2 members over 6 partitions → 3 each.
    let billing1 = r.workers.iter().find(|w| w.node == "billing-1").unwrap();
    assert_eq!(billing1.partitions, vec![0, 1, 2]);
}

#[test]
fn kafka_never_shrinks_a_topic() {
    let mut app = app_with(&first_shop());
    app.world_mut().write_message(PlayerAction::SetPartitions { node: "orders".into(), partitions: 2 });
    seconds(&mut app, 1);
    assert_eq!(app.world().resource::<SimLog>().topic("orders").unwrap().partition_count(), 3);
    assert_eq!(Report::build(app.world_mut()).actions, 0);
}

#[test]
fn round_robin_spreads_evenly() {
    let mut app = app_with(&first_shop());
    app.world_mut()
        .write_message(PlayerAction::SetPartitionKey { node: "orders".into(), key: PartitionKey::RoundRobin });
    seconds(&mut app, 30);
    let r = Report::build(app.world_mut());
    let ends: Vec<u64> = r.streams[0].partitions.iter().map(|p| p.log_end).collect();
    assert_eq!(ends.iter().sum::<u64>(), 600);
    // Round robin: 0, 1, 2, 0, … so the ends differ by at most one.
    assert!(ends.iter().max().unwrap() - ends.iter().min().unwrap() <= 1, "{ends:?}");
    assert_eq!(r.streams[0].partition_key, "RoundRobin");
}

#[test]
fn a_member_beyond_the_partition_count_sits_idle() {
    let text = first_shop()
        .replace(
            "(id: \"email-1\", kind: \"worker\", at: (500.0, -115.0), worker: (group: \"email\")),",
            "(id: \"email-1\", kind: \"worker\", at: (500.0, -115.0), worker: (group: \"email\")),\n\
             (id: \"billing-3\", kind: \"worker\", at: (500.0, -230.0), worker: (group: \"billing\")),\n\
             (id: \"billing-4\", kind: \"worker\", at: (500.0, -345.0), worker: (group: \"billing\")),",
        )
        .replace(
            "(from: \"orders\", to: \"email-1\"),",
            "(from: \"orders\", to: \"email-1\"),\n(from: \"orders\", to: \"billing-3\"),\n(from: \"orders\", to: \"billing-4\"),",
        );
    let mut app = app_with(&text);
    seconds(&mut app, 20);
    let mut q = app.world_mut().query::<(&logjam::sim::Node, &Worker)>();
    let idle: Vec<String> =
        q.iter(app.world()).filter(|(_, w)| w.assigned.is_empty()).map(|(n, _)| n.id.clone()).collect();
    assert_eq!(idle, vec!["billing-4".to_string()]);
    let r = Report::build(app.world_mut());
    let b4 = r.workers.iter().find(|w| w.node == "billing-4").unwrap();
    assert_eq!(b4.consumed, 0);
}

#[test]
fn high_rates_cost_batches_not_messages() {
    // 3.2 M messages/s into a size-6 stream: the log holds a bounded number
    // of batches however many messages arrive.
    let text = first_shop()
        .replace("rate: 20.0", "rate: 3200000.0")
        .replace("kind: \"log\",", "kind: \"log\",\n            size: 6,");
    let mut app = app_with(&text);
    seconds(&mut app, 60);
    let r = Report::build(app.world_mut());
    assert_eq!(r.appended, 3_200_000 * 60);
    assert_eq!(r.streams[0].throttled, 0);
    let log = app.world().resource::<SimLog>();
    for p in log.topic("orders").unwrap().partitions() {
        assert!(p.batch_count() < 2_000, "{}", p.batch_count());
    }
}

#[test]
fn append_capacity_throttles_above_the_size() {
    // Size 1 appends 100,000 messages/s; of 150,000 offered, 50,000/s wait
    // in the producer's buffer and blocked send(): none is lost in 10 s.
    let text = first_shop().replace("rate: 20.0", "rate: 150000.0");
    let mut app = app_with(&text);
    seconds(&mut app, 10);
    let r = Report::build(app.world_mut());
    assert_eq!(r.appended, 1_000_000);
    assert_eq!(r.streams[0].throttled, 0);
    assert_eq!(r.producers[0].buffered + r.producers[0].blocking, 500_000);
}

#[test]
fn console_reset_of_a_live_group_needs_it_empty_then_replays() {
    use logjam::sim::ConsoleReply;
    let mut app = app_with(&first_shop());
    seconds(&mut app, 30);
    let replies = |app: &mut App| -> Vec<ConsoleReply> {
        let mut msgs = app.world_mut().resource_mut::<bevy::ecs::message::Messages<ConsoleReply>>();
        msgs.drain().collect()
    };
    app.world_mut().write_message(PlayerAction::Console { line: "reset group email to 0".into() });
    seconds(&mut app, 1);
    let r = replies(&mut app);
    assert!(!r[0].ok && r[0].text.contains("empty group"), "{:?}", r[0]);

    // A paused consumer is still a member: Kafka refuses the reset.
    app.world_mut().write_message(PlayerAction::SetWorkerPaused { node: "email-1".into(), paused: true });
    app.world_mut().write_message(PlayerAction::Console { line: "reset group email to 0".into() });
    seconds(&mut app, 1);
    let r = replies(&mut app);
    assert!(!r[0].ok && r[0].text.contains("Stop, not Pause"), "{:?}", r[0]);

    app.world_mut().write_message(PlayerAction::SetWorkerStopped { node: "email-1".into(), stopped: true });
    app.world_mut().write_message(PlayerAction::Console { line: "reset group email to 0".into() });
    seconds(&mut app, 1);
    let r = replies(&mut app);
    assert!(r[0].ok, "{:?}", r[0]);
    let before = Report::build(app.world_mut());
    assert_eq!(before.lag["email"].total, before.appended, "after the reset the whole log is lag");
    let email_done = before.consumed["email"];

    app.world_mut().write_message(PlayerAction::SetWorkerStopped { node: "email-1".into(), stopped: false });
    seconds(&mut app, 10);
    let after = Report::build(app.world_mut());
    // The replay reads the old events again from offset 0: in 10 s the one
    // e-mail Worker (15 tasks/s) is about 150 records into the log, and as
    // it is not idempotent each one is a second e-mail: a duplicate.
    let read_since_reset = after.appended - after.lag["email"].total;
    assert!((135..=160).contains(&read_since_reset), "{read_since_reset}");
    assert!(after.duplicates >= 135, "{}", after.duplicates);
    assert_eq!(after.consumed["email"], email_done, "a replay completes no new task");
    // Billing noticed nothing.
    assert!(after.lag["billing"].total < 40);
    // Refused lines are not kept; the pause, the stop, the reset and the
    // start are.
    assert_eq!(after.actions, 4);

    app.world_mut().write_message(PlayerAction::Console { line: "describe group billing".into() });
    seconds(&mut app, 1);
    let r = replies(&mut app);
    assert!(r[0].ok && r[0].text.contains("billing-2"), "{}", r[0].text);
}

/// A group is as far behind in time as its lag takes to append: the time
/// lag the lanes show is the age of the oldest record it has not
/// committed, never far from lag ÷ rate.
#[test]
fn time_lag_matches_the_lag_at_the_append_rate() {
    let text = support::scenario(
        &[
            support::api(40.0, "(prefix: \"k-\", entities: 100)"),
            support::stream("partitions: 2", 1),
            support::worker("w", "g", ", speed: 0.2"),
        ],
        &[("api", "s"), ("s", "w")],
        "",
    );
    let mut app = app_with(&text);
    seconds(&mut app, 30);
    let now = app.world().resource::<sim::SimClock>().now;
    let log = app.world().resource::<SimLog>();
    for p in 0..2 {
        let lag = log.lag("g", "s", p).expect("a position");
        let behind = log.time_lag("g", "s", p, now).expect("a position");
        let at_rate = lag as f64 / 20.0;
        // A slow Worker: far enough behind that a time lag of 0, or one
        // counted from the log start, would show.
        assert!(at_rate > 3.0, "p{p}: the Worker should be well behind, lag {lag}");
        assert!((behind - at_rate).abs() < 1.5, "p{p}: lag {lag} (≈{at_rate:.1} s at 20/s) but {behind:.1} s behind");
    }
}

/// A level waiting on its briefing (no tick run yet) shows every star as
/// it stands: none crossed out before anything was spent or lost, and a
/// money star reads the money the level starts with, not $0.
#[test]
fn stars_read_the_board_before_the_first_tick() {
    let catalog = Catalog::builtin();
    let file = "oncall-1-growing-pains.scenario.ron";
    let text = std::fs::read_to_string(crate::root().join("scenarios").join(file)).unwrap();
    let scenario = Scenario::parse(&text, file, &catalog).unwrap();
    let money = scenario.economy.start_money;
    let mut app = sim::headless_app(catalog, 0);
    sim::load_scenario(app.world_mut(), scenario, file).unwrap();
    let stars = sim::standing::stars(app.world());
    assert_eq!(stars.len(), 3);
    for s in &stars {
        assert_ne!(s.state, sim::standing::StarState::Missed, "{} is crossed out before the start", s.criterion);
    }
    let want = format!("{} now", logjam::rules::words::dollars(money));
    assert!(stars.iter().any(|s| s.detail == want), "a money star reads {want}: {stars:?}");
}

/// Before the first tick a Worker a Queue feeds reads the queue (campaign
/// 1's Workers were called idle while the level waited on its briefing).
#[test]
fn a_worker_on_a_queue_reads_it_before_the_first_tick() {
    let catalog = Catalog::builtin();
    let file = "campaign-1-one-order.scenario.ron";
    let text = std::fs::read_to_string(crate::root().join("scenarios").join(file)).unwrap();
    let scenario = Scenario::parse(&text, file, &catalog).unwrap();
    let mut app = sim::headless_app(catalog, 0);
    sim::load_scenario(app.world_mut(), scenario, file).unwrap();
    let e = app.world().resource::<sim::Board>().nodes["billing-1"];
    let status = sim::status::of(app.world(), e);
    assert_eq!(status.activity, Some(sim::status::Activity::Queue), "{status:?}");
}
