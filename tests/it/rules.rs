//! The Event Stream's rules (docs/RULES.md#event-stream), one headless scenario per rule,
//! each asserting the figure the rule promises.

use logjam::rules::catalog::Catalog;
use logjam::sim::PlayerAction;
use logjam::sim::report::Report;

use crate::support::{api, run, scenario, stream, worker};

const FEW_KEYS: &str = "(prefix: \"order-\", entities: 100000)";

fn lags(r: &Report, group: &str) -> Vec<u64> {
    r.lag[group].partitions.iter().map(|p| p.lag).collect()
}

// 1. Capacity -----------------------------------------------------------

#[test]
fn append_capacity_doubles_per_size_and_the_excess_waits() {
    // Over the capacity the stream throttles: the excess waits in the
    // producer's buffer and then in its blocked send(), lost to nothing
    // yet (docs/RULES.md#back-pressure).
    for (size, capacity) in [(1u32, 100_000.0), (3, 400_000.0), (6, 3_200_000.0)] {
        let text = scenario(&[api(capacity * 1.1, FEW_KEYS), stream("partitions: 8", size)], &[("api", "s")], "");
        let r = run(&text, 10.0, 0.05, &[]);
        assert_eq!(r.streams[0].append_capacity, capacity);
        assert_eq!(r.appended as f64, capacity * 10.0, "size {size}");
        assert_eq!((r.throttled, r.blocked, r.error_budget.damage.throttled), (0, 0, 0), "size {size}");
        let p = &r.producers[0];
        assert_eq!(p.buffered, 32_768, "size {size}");
        assert_eq!((p.buffered + p.blocking) as f64, capacity * 0.1 * 10.0, "size {size}: the excess waits");
        // A second of the capacity's worth waits: a throttle time of 1 s.
        assert!((p.throttle_ms - 1000.0).abs() < 10.0, "size {size}: {} ms", p.throttle_ms);
    }
}

#[test]
fn a_group_reads_one_partition_at_most_20000_per_second() {
    // A size-6 Worker at 100× could do 48,000 tasks/s; the one partition
    // gives its group at most 20,000/s.
    let big =
        "(id: \"w\", kind: \"worker\", at: (2.0, 0.0), size: 6, worker: (group: \"g\", speed: 100.0))".to_string();
    let text = scenario(&[api(50_000.0, FEW_KEYS), stream("partitions: 1", 1), big], &[("api", "s"), ("s", "w")], "");
    let r = run(&text, 10.0, 0.05, &[]);
    let processed: u64 = r.streams[0].groups[0].partitions.iter().map(|p| p.position).sum();
    assert_eq!(processed, 200_000);
    // 50,000/s in, 20,000/s out: 300,000 behind what was processed; the lag
    // counts from the last commit (at most a second, 20,000, before that).
    let lag = r.lag["g"].total;
    assert!((300_000..=320_000).contains(&lag), "{lag}");
}

#[test]
fn producer_latency_waits_for_the_leader_and_the_slowest_in_sync_follower() {
    // Overhead 5 ms; acks=1 the leader's write, 5 ms; acks=all then the
    // slowest in-sync follower's fetch, 20 ms: a maximum over the ISR, so
    // 3 and 5 replicas wait alike, and a leader alone in its ISR waits as
    // acks=1 does.
    for (opts, expected) in [
        ("replication_factor: 3, acks: Zero", 5.0),
        ("replication_factor: 3, acks: One", 10.0),
        ("replication_factor: 3, acks: All", 30.0),
        ("replication_factor: 5, acks: All", 30.0),
        ("replication_factor: 1, acks: All", 10.0),
    ] {
        let text = scenario(&[api(10.0, FEW_KEYS), stream(opts, 1)], &[("api", "s")], "");
        let r = run(&text, 1.0, 0.05, &[]);
        assert_eq!(r.producers[0].latency_ms, expected, "{opts}");
    }
    // RF 2 with its follower's broker restarting: the ISR is the leader
    // alone, and acks=all waits as acks=1 does until it is back in sync.
    let restart = "incidents: [(at: 2.0, kind: BrokerRestart, target: \"s\", broker: 1, duration: 10.0)]";
    let text =
        scenario(&[api(10.0, FEW_KEYS), stream("replication_factor: 2, acks: All", 1)], &[("api", "s")], restart);
    assert_eq!(run(&text, 1.0, 0.05, &[]).producers[0].latency_ms, 30.0);
    assert_eq!(run(&text, 5.0, 0.05, &[]).producers[0].latency_ms, 10.0, "the follower is out of the ISR");
}

// 2. Partitions and groups ---------------------------------------------

#[test]
fn a_slow_worker_holds_back_exactly_its_partitions() {
    let text = scenario(
        &[
            api(300.0, FEW_KEYS),
            stream("partitions: 3, partition_key: RoundRobin", 1),
            worker("w1", "g", ", speed: 10.0"),
            worker("w2", "g", ", speed: 0.5"),
            worker("w3", "g", ", speed: 10.0"),
        ],
        &[("api", "s"), ("s", "w1"), ("s", "w2"), ("s", "w3")],
        "",
    );
    let r = run(&text, 60.0, 0.05, &[]);
    let l = lags(&r, "g");
    // w2 reads p1 at 7.5/s of 100/s: 92.5/s × 60 s behind; p0 and p2 keep up.
    assert!((5000..=6000).contains(&l[1]), "{l:?}");
    assert!(l[0] <= 100 && l[2] <= 100, "{l:?}");
}

// 3. Key vs round robin ------------------------------------------------

fn ordering(opts: &str) -> Report {
    // 30 products, each updated 10 times a second, all followed one by one;
    // the Worker on the middle partition is slow.
    let text = scenario(
        &[
            api(300.0, "(prefix: \"product-\", entities: 30)"),
            stream(opts, 1),
            worker("w1", "g", ", speed: 20.0"),
            worker("w2", "g", ", speed: 3.0"),
            worker("w3", "g", ", speed: 20.0"),
        ],
        &[("api", "s"), ("s", "w1"), ("s", "w2"), ("s", "w3")],
        "",
    );
    run(&text, 60.0, 0.05, &[])
}

#[test]
fn keyed_traffic_never_goes_stale() {
    let r = ordering("partitions: 3, partition_key: Key");
    assert_eq!(r.stale, 0.0);
    assert!(r.streams[0].groups[0].consumed > 10_000);
}

#[test]
fn round_robin_over_partitions_applies_superseded_versions() {
    let r = ordering("partitions: 3, partition_key: RoundRobin");
    let g = &r.streams[0].groups[0];
    // The slow Worker's partition delivers old versions after newer ones
    // came through the others: counted from the simulated order.
    assert!(g.stale_observed > 100, "{}", g.stale_observed);
    assert_eq!(g.stale, g.stale_observed as f64, "30 products, all tracked: each stands for itself");
    assert_eq!(r.error_budget.damage.stale, r.stale);
}

#[test]
fn round_robin_over_one_partition_keeps_order() {
    let r = ordering("partitions: 1, partition_key: RoundRobin");
    assert_eq!(r.stale, 0.0);
}

#[test]
fn stale_results_come_from_batches_too() {
    // 30,000/s: batch mode, with the tracked updates inside the batches.
    let text = scenario(
        &[
            api(30_000.0, "(prefix: \"product-\", entities: 30)"),
            stream("partitions: 3, partition_key: RoundRobin", 1),
            worker("w1", "g", ", speed: 1000.0"),
            worker("w2", "g", ", speed: 400.0"),
            worker("w3", "g", ", speed: 1000.0"),
        ],
        &[("api", "s"), ("s", "w1"), ("s", "w2"), ("s", "w3")],
        "",
    );
    let r = run(&text, 30.0, 0.05, &[]);
    assert!(r.streams[0].groups[0].stale_observed > 100, "{}", r.streams[0].groups[0].stale_observed);
    let keyed = run(&text.replace("RoundRobin", "Key"), 30.0, 0.05, &[]);
    assert_eq!(keyed.stale, 0.0);
}

// 4. Hot key -------------------------------------------------------------

#[test]
fn the_interview_question_one_customer_at_30_percent() {
    // 100,000 events/s keyed on the customer, 100 partitions, one customer
    // sends 30%: its partition gets 30,000/s (+ its share of the rest)
    // against 20,000/s read, the others about 700/s.
    let workers: Vec<String> = (0..10)
        .map(|i| {
            format!("(id: \"w{i}\", kind: \"worker\", at: (2.0, 0.0), size: 6, worker: (group: \"g\", speed: 300.0))")
        })
        .collect();
    let mut nodes = vec![
        api(100_000.0, "(prefix: \"customer-\", entities: 1000000, hot: [(key: \"customer-7\", share: 0.3)])"),
        stream("partitions: 100, partition_key: Key, partitioner: Murmur2", 1),
    ];
    nodes.extend(workers);
    let mut links = vec![("api", "s")];
    let names: Vec<String> = (0..10).map(|i| format!("w{i}")).collect();
    for n in &names {
        links.push(("s", n.as_str()));
    }
    let text = scenario(&nodes, &links, "");
    let r = run(&text, 60.0, 0.05, &[]);
    let hot = logjam::log::partitioner::Partitioner::Murmur2.partition("customer-7", 100) as usize;
    let l = lags(&r, "g");
    let per_second = l[hot] as f64 / 60.0;
    assert!((9_500.0..=11_500.0).contains(&per_second), "hot partition lag grows {per_second}/s");
    let worst_other = l.iter().enumerate().filter(|(i, _)| *i != hot).map(|(_, l)| *l).max().unwrap();
    assert!(worst_other < 2_000, "others stay near zero: {worst_other}");
}

// 5. Failed broker, replication and acks -------------------------------

fn broker(opts: &str) -> Report {
    let text = scenario(
        &[api(1000.0, FEW_KEYS), stream(opts, 1), worker("w", "g", ", speed: 0.5")],
        &[("api", "s"), ("s", "w")],
        "",
    );
    run(&text, 40.0, 0.05, &[(30.0, PlayerAction::FailBroker { node: "s".into() })])
}

#[test]
fn replication_factor_1_loses_every_event_the_broker_held() {
    let r = broker("partitions: 3, replication_factor: 1, acks: All");
    let s = &r.streams[0];
    // 30 s × 1,000/s appended before the failure, a few read: every event
    // the broker held is gone; the slow group loses what it had not read.
    assert_eq!(s.lost_broker, 30_000);
    let g = &s.groups[0];
    assert!(g.lost_broker > 29_000 && g.lost_broker <= 30_000, "{}", g.lost_broker);
    assert!(s.partitions.iter().all(|p| p.log_start >= 10_000 - 10));
}

#[test]
fn acks_all_loses_nothing() {
    let r = broker("partitions: 3, replication_factor: 3, acks: All");
    assert_eq!(r.streams[0].lost_broker, 0);
    assert_eq!(r.lost, 0);
    // The producer held its events through the failover and sent them after.
    assert_eq!(r.producers[0].dropped, 0);
    assert_eq!(r.appended, 40_000);
}

#[test]
fn acks_1_loses_what_the_followers_had_not_copied() {
    let r = broker("partitions: 3, replication_factor: 3, acks: One");
    // Followers trail by a fetch round trip, 20 ms (catalog): of the one
    // partition in three the failed broker led (333/s), about 7 events
    // acknowledged by the leader alone.
    let lost = r.streams[0].lost_broker;
    assert!((3..=20).contains(&lost), "{lost}");
    assert_eq!(r.streams[0].leader_elections, 1, "the partitions it only followed served on");
    assert_eq!(r.producers[0].dropped, 0);
}

#[test]
fn acks_0_loses_the_uncopied_tail_and_holds_what_it_sends_while_no_one_leads() {
    let zero = broker("partitions: 3, replication_factor: 3, acks: Zero");
    let one = broker("partitions: 3, replication_factor: 3, acks: One");
    let s = &zero.streams[0];
    // Nothing sent into the 5 s without a leader is dropped: the producer
    // waits for the election, as under acks=1, and sends it all after.
    assert_eq!((zero.producers[0].dropped, s.dropped), (0, 0));
    assert_eq!(zero.appended, 40_000);
    // What it loses is the failed leader's uncopied tail, as acks=1 does.
    assert!((3..=20).contains(&s.lost_broker), "{}", s.lost_broker);
    assert_eq!(s.lost_broker, one.streams[0].lost_broker);
}

#[test]
fn each_replica_bills_half_a_brokers_burn() {
    for (rf, burn) in [(1u32, 0.30), (2, 0.45), (3, 0.60)] {
        let text = scenario(&[stream(&format!("replication_factor: {rf}"), 1)], &[], "");
        let r = run(&text, 1.0, 0.05, &[]);
        assert!((r.streams[0].burn_per_second - burn).abs() < 1e-9, "rf {rf}: {}", r.streams[0].burn_per_second);
    }
    let text = scenario(&[stream("replication_factor: 1", 4)], &[], "");
    assert!((run(&text, 1.0, 0.05, &[]).streams[0].burn_per_second - 2.4).abs() < 1e-9, "×2 per size: 0.30 × 8");
}

// 6. Retention -------------------------------------------------------------

#[test]
fn a_group_further_behind_than_the_window_loses_the_oldest_events() {
    // 10 h retention; the group's only Worker is paused from the start.
    let text = scenario(
        &[api(10.0, FEW_KEYS), stream("partitions: 2, retention: 36000.0", 1), worker("w", "g", "")],
        &[("api", "s"), ("s", "w")],
        "economy: (start_money: 1000000.0)",
    );
    let pause = [(0.0, PlayerAction::SetWorkerPaused { node: "w".into(), paused: true })];
    let r = run(&text, 11.0 * 3600.0, 1.0, &pause);
    let g = &r.streams[0].groups[0];
    // One hour past the window: about 3600 s × 10/s gone, within one
    // retention bucket (36000 s / 2048 ≈ 18 s of traffic).
    assert!((35_800..=36_200).contains(&g.lost_retention), "{}", g.lost_retention);
    for (p, gp) in r.streams[0].partitions.iter().zip(&g.partitions) {
        // Retention never touches a committed offset; the paused Worker
        // has not fetched since, so its position is still below the log
        // start, and the lag counts only what is still in the log.
        assert_eq!(gp.committed, 0, "retention left the committed offset alone");
        assert!(gp.position < p.log_start);
        assert_eq!(gp.lag, p.high_watermark - p.log_start);
    }
    assert_eq!(r.error_budget.damage.lost_retention, g.lost_retention);
}

// 7. Stranded and duplicates ------------------------------------------------

#[test]
fn a_stream_nobody_reads_strands_every_task() {
    let text = scenario(&[api(50.0, FEW_KEYS), stream("partitions: 3", 1)], &[("api", "s")], "");
    let r = run(&text, 20.0, 0.05, &[]);
    assert_eq!(r.stranded, 1000);
    assert_eq!(r.streams[0].stranded, r.appended);
    assert_eq!(r.error_budget.damage.stranded, 1000);
}

fn crash(idempotent: bool) -> Report {
    let text = scenario(
        &[
            api(100.0, FEW_KEYS),
            stream("partitions: 3", 1),
            worker("w", "g", &format!(", speed: 10.0, idempotent: {idempotent}")),
        ],
        &[("api", "s"), ("s", "w")],
        "incidents: [(at: 10.5, kind: WorkerCrash, target: \"w\")]",
    );
    run(&text, 20.0, 0.05, &[])
}

#[test]
fn a_crash_before_commit_makes_two_invoices_unless_idempotent() {
    let r = crash(false);
    // It commits every second: the crash half a second after a commit
    // replays about half a second of work (100/s).
    assert!((30..=70).contains(&r.duplicates), "{}", r.duplicates);
    assert_eq!(r.error_budget.damage.duplicates, r.duplicates);
    assert_eq!(r.incidents.len(), 1);
    let idem = crash(true);
    assert_eq!(idem.duplicates, 0);
    // The same events came again either way; only the side effects differ.
    assert_eq!(r.consumed["g"], idem.consumed["g"]);
}

// 8. Economy -------------------------------------------------------------------

#[test]
fn placing_copies_costs_25_percent_more_each_and_selling_refunds_half_the_last() {
    let text = scenario(
        &[api(0.0, FEW_KEYS)],
        &[],
        "research: [\"Message queues\", \"Event streaming\"], economy: (start_money: 10000.0, revenue_per_task: 0.0, research_per_task: 0.0)",
    );
    let place = |id: &str| PlayerAction::PlaceNode {
        spec: Box::new(logjam::rules::scenario::NodeSpec {
            id: id.into(),
            kind: "log".into(),
            name: None,
            at: (0.0, 0.0),
            size: 1,
            producer: None,
            stream: None,
            worker: None,
            database: None,
            zone: logjam::rules::scenario::default_zone(),
            region: logjam::rules::scenario::default_region(),
        }),
        links: vec![],
    };
    let r = run(
        &text,
        0.2,
        0.05,
        &[(0.0, place("a")), (0.05, place("b")), (0.1, PlayerAction::SellNode { node: "b".into() })],
    );
    assert_eq!(r.money.placing, 900.0 + 1125.0);
    assert_eq!(r.money.refunds, 562.5);
    let burn = r.money.burn;
    assert!((r.money.money - (10_000.0 - 900.0 - 1125.0 + 562.5 - burn)).abs() < 1e-6);
}

#[test]
fn money_is_start_plus_revenue_minus_burn() {
    let text = scenario(
        &[api(20.0, FEW_KEYS), stream("partitions: 3", 1), worker("w", "g", ", speed: 2.0")],
        &[("api", "s"), ("s", "w")],
        "economy: (start_money: 1000.0, revenue_per_task: 0.1, research_per_task: 0.5)",
    );
    let r = run(&text, 100.0, 0.05, &[]);
    let tasks = r.consumed["g"] as f64;
    assert!(tasks > 1900.0);
    assert!((r.money.revenue - tasks * 0.1).abs() < 1e-6);
    // Burn: API 0.10 + stream 0.30 + Worker 0.05 dollars per second.
    assert!((r.money.burn - 100.0 * 0.45).abs() < 1e-6, "{}", r.money.burn);
    assert!((r.money.money - (1000.0 + r.money.revenue - r.money.burn)).abs() < 1e-6);
    assert!((r.money.research - tasks * 0.5).abs() < 1e-6);
}

// 9. Error budget ----------------------------------------------------------------

#[test]
fn an_exhausted_budget_ends_a_scenario_that_says_so() {
    let text = scenario(
        &[api(100.0, FEW_KEYS), stream("partitions: 3", 1)],
        &[("api", "s")],
        "duration: 10.0, slo: (target: 0.99, min_events: 100, lose_when_exhausted: true)",
    );
    let r = run(&text, 60.0, 0.05, &[]);
    assert!(r.outcome.starts_with("lost: the error budget is spent: "), "{}", r.outcome);
    // 100 events a second for 10 s, one group at most: 1% of 1,000 is
    // allowed, and nobody reads the stream, so every event is stranded.
    assert_eq!(r.error_budget.budget, 10.0);
    assert!(r.sim_seconds < 0.5, "{}", r.sim_seconds);
    let b = &r.error_budget;
    assert_eq!(b.spent, b.damage.total());
}

// 10. Determinism and step size ------------------------------------------------------

#[test]
fn one_x_and_the_fastest_step_agree_within_one_percent() {
    let text = scenario(
        &[
            api(400.0, "(prefix: \"product-\", entities: 40)"),
            stream("partitions: 4, partition_key: RoundRobin, replication_factor: 3, acks: One", 1),
            worker("w1", "g", ", speed: 10.0"),
            worker("w2", "g", ", speed: 4.0"),
            worker("v", "h", ", speed: 20.0"),
        ],
        &[("api", "s"), ("s", "w1"), ("s", "w2"), ("s", "v")],
        "incidents: [(at: 100.0, kind: BrokerFailure, target: \"s\"), (at: 150.5, kind: WorkerCrash, target: \"v\")]",
    );
    let fastest = Catalog::builtin().sim.speeds.last().unwrap().step_seconds;
    let slow = run(&text, 300.0, 0.05, &[]);
    let fast = run(&text, 300.0, fastest, &[]);
    let close = |name: &str, a: f64, b: f64, floor: f64| {
        let tol = (a.abs().max(b.abs()) * 0.01).max(floor);
        assert!((a - b).abs() <= tol, "{name}: 1× {a} vs fastest {b}");
    };
    close("appended", slow.appended as f64, fast.appended as f64, 0.0);
    close("consumed g", slow.consumed["g"] as f64, fast.consumed["g"] as f64, 0.0);
    close("consumed h", slow.consumed["h"] as f64, fast.consumed["h"] as f64, 0.0);
    close("lost", slow.lost as f64, fast.lost as f64, 2000.0 * 0.01);
    close("stranded", slow.stranded as f64, fast.stranded as f64, 0.0);
    close("money", slow.money.money, fast.money.money, 0.0);
    // Stale results are order-sensitive: the partitions the failed broker
    // led stall for the failover and then catch up, and at the fastest
    // step a tick applies each partition's catch-up in turn, not
    // interleaved by time. Within 10% (without the failure, within 1.2%).
    assert!(
        (slow.stale - fast.stale).abs() <= slow.stale.max(fast.stale) * 0.10,
        "stale: 1× {} vs fastest {}",
        slow.stale,
        fast.stale
    );
    // A crash replays what was processed since the last commit: at 1× that
    // is known to the tick, at the fastest step to the interpolated second;
    // within 1% or 20 events (v does 300 a second: a fifteenth of a second
    // of its work, a 1× tick and the poll's rounding).
    let loose = |name: &str, a: f64, b: f64| {
        assert!((a - b).abs() <= (a.max(b) * 0.01).max(20.0), "{name}: 1× {a} vs fastest {b}");
    };
    loose("duplicates", slow.duplicates as f64, fast.duplicates as f64);
}

#[test]
fn the_same_scenario_seed_and_actions_give_the_same_report() {
    let text = scenario(
        &[
            api(150.0, "(prefix: \"product-\", entities: 40)"),
            stream("partitions: 3, partition_key: RoundRobin", 1),
            worker("w", "g", ""),
        ],
        &[("api", "s"), ("s", "w")],
        "",
    );
    let acts = [(5.0, PlayerAction::SetPartitions { node: "s".into(), partitions: 5 })];
    let a = run(&text, 30.0, 0.05, &acts).to_json();
    let b = run(&text, 30.0, 0.05, &acts).to_json();
    assert_eq!(a, b);
}
