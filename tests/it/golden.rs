//! Golden report hashes: the behaviour of every shipped scenario, pinned.
//!
//! Each pin is the hash `logjam run … --hash` prints (see
//! `Report::hash`) for one run: every shipped scenario at its default length
//! (its duration, or 60 s) at the catalog's step and at 1 s steps, the
//! stress scenario for one sim hour at 1 s steps, and scripted games that
//! play every kind of player action through the rules. A refactor keeps
//! every hash. A change that alters behaviour on purpose updates the pins in
//! the same commit, and its message says why. On a mismatch the test prints
//! the whole table as it is now, ready to paste.

use logjam::rules::scenario::{LinkSpec, NodeSpec, PartitionKey, StreamSpec, default_region, default_zone};
use logjam::sim::PlayerAction;

/// `(run, hash)`; the run's name says what it is (see [`hash_of`]).
const PINS: &[(&str, &str)] = &[
    ("first-shop.scenario.ron", "87f459ae1bfc9b0f"),
    ("first-shop.scenario.ron@1s", "4e37b217aa4dfb5f"),
    ("sandbox.scenario.ron", "dde89e8569c4e854"),
    ("sandbox.scenario.ron@1s", "391430c17e005630"),
    ("campaign-1-one-order.scenario.ron", "0cb45dac961245e0"),
    ("campaign-1-one-order.scenario.ron@1s", "c0bf62e119415a5a"),
    ("campaign-2-add-a-stream.scenario.ron", "fc9be3b466017786"),
    ("campaign-2-add-a-stream.scenario.ron@1s", "bd10564e52e48adb"),
    ("campaign-3-hot-key.scenario.ron", "aa99c0f669a7a1e4"),
    ("campaign-3-hot-key.scenario.ron@1s", "03b07ccb7a54f0c4"),
    ("campaign-4-the-outage.scenario.ron", "871db08613ab2069"),
    ("campaign-4-the-outage.scenario.ron@1s", "0acb2b74c5e98c30"),
    ("campaign-5-replay.scenario.ron", "08e1735b48513675"),
    ("campaign-5-replay.scenario.ron@1s", "d8b00a7cc8e16844"),
    ("exercise-1-one-order.scenario.ron", "e7d66b3419911d35"),
    ("exercise-1-one-order.scenario.ron@1s", "321077c98f0796f8"),
    ("exercise-2-new-group.scenario.ron", "a8bcfbaeff4b981a"),
    ("exercise-2-new-group.scenario.ron@1s", "74df4eb1c9a6ca0f"),
    ("exercise-3-rewind.scenario.ron", "501224e7c894fd5e"),
    ("exercise-3-rewind.scenario.ron@1s", "24d8ea89e773b687"),
    ("incident-drill.scenario.ron", "405513c4c38b47be"),
    ("incident-drill.scenario.ron@1s", "069097a8f4d034b3"),
    ("incident-instance-failure.scenario.ron", "ffec1432008225e0"),
    ("incident-instance-failure.scenario.ron@1s", "b93c5b2111b1a852"),
    ("incident-zone-outage.scenario.ron", "66c1c11b16660ba1"),
    ("incident-zone-outage.scenario.ron@1s", "72b154eede316181"),
    ("incident-region-outage.scenario.ron", "bc7e1a420da0a30d"),
    ("incident-region-outage.scenario.ron@1s", "e31fd07008469f75"),
    ("incident-hot-key.scenario.ron", "7067e5e4a04bc99a"),
    ("incident-hot-key.scenario.ron@1s", "56d0f6a77155a8ef"),
    ("incident-broker-failure.scenario.ron", "b79919f0510af36f"),
    ("incident-broker-failure.scenario.ron@1s", "a285effb1db88f86"),
    ("incident-worker-crash.scenario.ron", "73866fc2c8a16fd9"),
    ("incident-worker-crash.scenario.ron@1s", "675ebd5eb5a44f49"),
    ("incident-rebalancing-storm.scenario.ron", "2b7563e53bfa8720"),
    ("incident-rebalancing-storm.scenario.ron@1s", "cac72598e7531d60"),
    ("incident-schema-change.scenario.ron", "228479d3624e9836"),
    ("incident-schema-change.scenario.ron@1s", "5e8be0da7974fa82"),
    ("interview-question.scenario.ron", "77435762558919cb"),
    ("interview-question.scenario.ron@1s", "cec3e7b6e8b266ea"),
    ("stress.scenario.ron@1s/3600", "7ae9566302c4a7e4"),
    ("script:campaign-1", "48028e329ec47eaa"),
    ("script:campaign-2", "a368a3169fb9491e"),
    ("script:campaign-3", "dc110e3b7d3f652d"),
    ("script:campaign-4", "8bb49b5098ef2b84"),
    ("script:campaign-5", "cf2611e1912d6b47"),
    ("script:sandbox-every-action", "fcf5a1a5054e58d9"),
    ("script:first-shop-growth", "67e9e9ddd675e5a0"),
];

/// Every run pinned, by name: `FILE` (default step), `FILE@1s`, or
/// `script:NAME`.
fn runs() -> Vec<String> {
    let mut out = Vec::new();
    for entry in logjam::rules::index::shipped_index().unwrap() {
        if entry.file == "stress.scenario.ron" {
            out.push("stress.scenario.ron@1s/3600".to_string());
            continue;
        }
        out.push(entry.file.clone());
        out.push(format!("{}@1s", entry.file));
    }
    out.extend(SCRIPTS.iter().map(|s| format!("script:{s}")));
    out
}

const SCRIPTS: &[&str] = &[
    "campaign-1",
    "campaign-2",
    "campaign-3",
    "campaign-4",
    "campaign-5",
    "sandbox-every-action",
    "first-shop-growth",
];

fn hash_of(run: &str) -> String {
    if let Some(name) = run.strip_prefix("script:") {
        return script(name);
    }
    let (file, step, until) = match run.split_once('@') {
        None => (run, None, None),
        Some((file, "1s")) => (file, Some(1.0), None),
        Some((file, "1s/3600")) => (file, Some(1.0), Some(3600.0)),
        Some(_) => panic!("unknown run {run}"),
    };
    let options = logjam::headless::RunOptions {
        scenario: crate::root().join("scenarios").join(file),
        until,
        seed: None,
        catalog: None,
        step,
    };
    logjam::headless::run(&options).unwrap_or_else(|e| panic!("{run}: {e}")).hash()
}

fn file(name: &str) -> String {
    std::fs::read_to_string(crate::root().join("scenarios").join(name)).unwrap()
}

fn link(from: &str, to: &str) -> LinkSpec {
    LinkSpec { from: from.into(), to: to.into() }
}

fn node(id: &str, kind: &str, at: (f32, f32)) -> NodeSpec {
    NodeSpec {
        id: id.into(),
        kind: kind.into(),
        name: None,
        at,
        size: 1,
        producer: None,
        stream: None,
        worker: None,
        database: None,
        zone: default_zone(),
        region: default_region(),
    }
}

fn stream_node(id: &str, partitions: u32) -> Box<NodeSpec> {
    let mut n = node(id, "log", (0.0, -300.0));
    n.stream = Some(StreamSpec {
        topic: None,
        partitions: Some(partitions),
        partition_key: PartitionKey::Key,
        partitioner: Default::default(),
        replication_factor: 1,
        acks: Default::default(),
        retention: None,
    });
    Box::new(n)
}

fn worker_node(id: &str, group: &str, idempotent: bool) -> Box<NodeSpec> {
    let mut n = node(id, "worker", (400.0, -200.0));
    n.worker = Some(logjam::rules::scenario::WorkerSpec { group: group.into(), speed: 1.0, idempotent });
    Box::new(n)
}

fn s(v: &str) -> String {
    v.to_string()
}

/// A scripted game: a scenario, its length and step, and timed actions.
fn script(name: &str) -> String {
    use PlayerAction as A;
    let (scenario, until, step, actions): (&str, f64, f64, Vec<(f64, PlayerAction)>) = match name {
        "campaign-1" => {
            let mut links = vec![link("api", "orders")];
            links.extend(["billing-1", "email-1", "warehouse-1", "analytics-1"].iter().map(|w| link("orders", w)));
            (
                "campaign-1-one-order.scenario.ron",
                1000.0,
                0.05,
                vec![
                    (1.0, A::Research { item: s("Event streaming") }),
                    (2.0, A::PlaceNode { spec: stream_node("orders", 3), links }),
                    (2.0, A::Unlink { from: s("api"), to: s("tasks") }),
                ],
            )
        }
        "campaign-2" => (
            "campaign-2-add-a-stream.scenario.ron",
            1000.0,
            0.05,
            vec![
                (
                    1.0,
                    A::PlaceNode {
                        spec: stream_node("orders", 3),
                        links: vec![link("api", "orders"), link("orders", "billing-1"), link("orders", "analytics-1")],
                    },
                ),
                (1.0, A::Unlink { from: s("api"), to: s("orders-queue") }),
            ],
        ),
        "campaign-3" => (
            "campaign-3-hot-key.scenario.ron",
            1000.0,
            0.05,
            vec![(5.0, A::SetPartitionKey { node: s("orders"), key: PartitionKey::RoundRobin })],
        ),
        "campaign-4" => (
            "campaign-4-the-outage.scenario.ron",
            1000.0,
            0.05,
            vec![
                (1.0, A::Research { item: s("Multiple zones") }),
                (2.0, A::SetZone { node: s("api-2"), zone: s("zone-b") }),
            ],
        ),
        "campaign-5" => (
            "campaign-5-replay.scenario.ron",
            1000.0,
            0.05,
            vec![
                (150.0, A::SetWorkerPaused { node: s("analytics-1"), paused: true }),
                (151.0, A::Console { line: s("reset group analytics to 0") }),
                (152.0, A::SetWorkerPaused { node: s("analytics-1"), paused: false }),
            ],
        ),
        "sandbox-every-action" => ("sandbox.scenario.ron", 420.0, 0.05, sandbox_actions()),
        "first-shop-growth" => (
            "first-shop.scenario.ron",
            300.0,
            1.0,
            vec![
                (10.0, A::SetPartitions { node: s("orders"), partitions: 5 }),
                (
                    20.0,
                    A::PlaceNode {
                        spec: worker_node("email-2", "email", false),
                        links: vec![link("orders", "email-2")],
                    },
                ),
                (60.0, A::SetPartitionKey { node: s("orders"), key: PartitionKey::RoundRobin }),
                (90.0, A::SetSize { node: s("orders"), size: 2 }),
                (120.0, A::CrashWorker { node: s("email-2") }),
                (150.0, A::SellNode { node: s("email-2") }),
                (200.0, A::Console { line: s("describe group billing") }),
            ],
        ),
        _ => panic!("unknown script {name}"),
    };
    crate::support::run(&file(scenario), until, step, &actions).hash()
}

/// The sandbox (everything researched) with every kind of player action,
/// some of them refused.
fn sandbox_actions() -> Vec<(f64, PlayerAction)> {
    use PlayerAction as A;
    use logjam::rules::incident::IncidentKind as K;
    use logjam::rules::scenario::Acks;
    let mut db = node("db", "db", (700.0, 0.0));
    db.database = Some(Default::default());
    vec![
        (5.0, A::SetPartitions { node: s("orders"), partitions: 6 }),
        (
            10.0,
            A::PlaceNode { spec: worker_node("billing-2", "billing", false), links: vec![link("orders", "billing-2")] },
        ),
        (15.0, A::SetPartitionKey { node: s("orders"), key: PartitionKey::RoundRobin }),
        (20.0, A::SetSalt { node: s("orders"), salt: 4 }),
        (25.0, A::SetPartitionKey { node: s("orders"), key: PartitionKey::Key }),
        (30.0, A::SetSize { node: s("orders"), size: 2 }),
        (35.0, A::SetReplicationFactor { node: s("orders"), replication_factor: 1 }),
        (36.0, A::SetAcks { node: s("orders"), acks: Acks::One }),
        (40.0, A::SetRetention { node: s("orders"), seconds: 216_000.0 }),
        (50.0, A::FailBroker { node: s("orders") }),
        (70.0, A::CrashWorker { node: s("billing-1") }),
        (80.0, A::SetWorkerPaused { node: s("email-1"), paused: true }),
        (81.0, A::Console { line: s("reset group email to 0") }),
        (82.0, A::SetWorkerPaused { node: s("email-1"), paused: false }),
        (90.0, A::PlaceNode { spec: Box::new(db), links: vec![link("billing-2", "db")] }),
        (91.0, A::SetUniqueKey { node: s("db"), on: true }),
        (100.0, A::SetPollInterval { group: s("billing"), seconds: 30.0 }),
        (110.0, A::StartIncident { kind: K::RebalancingStorm, target: s("billing-1") }),
        (130.0, A::StartIncident { kind: K::SchemaChange, target: s("api") }),
        (140.0, A::UpgradeGroup { group: s("billing") }),
        (141.0, A::RollBack { node: s("api") }),
        (150.0, A::StartIncident { kind: K::InstanceFailure, target: s("email-1") }),
        (160.0, A::ReplaceNode { node: s("email-1") }),
        (170.0, A::SetZone { node: s("billing-2"), zone: s("zone-b") }),
        (171.0, A::SetRegion { node: s("billing-2"), region: s("region-2") }),
        (180.0, A::StartIncident { kind: K::ZoneOutage, target: s("zone-a") }),
        (185.0, A::FailOver { node: s("billing-1") }),
        (200.0, A::MoveNode { node: s("api"), at: (-400.0, 50.0) }),
        (210.0, A::Unlink { from: s("orders"), to: s("email-1") }),
        (220.0, A::Link { from: s("orders"), to: s("email-1") }),
        (230.0, A::StartIncident { kind: K::HotKey, target: s("api") }),
        (250.0, A::SellNode { node: s("billing-2") }),
        (260.0, A::Console { line: s("create topic audit partitions 2") }),
        (261.0, A::Console { line: s("produce audit key=k1 hello") }),
        (262.0, A::Console { line: s("consume audit group auditors from-beginning") }),
        (263.0, A::Console { line: s("update audit") }),
        (270.0, A::PlaceNode { spec: Box::new(node("q", "queue", (0.0, 300.0))), links: vec![link("api", "q")] }),
        (271.0, A::PlaceNode { spec: worker_node("q-1", "queue-readers", true), links: vec![link("q", "q-1")] }),
        (280.0, A::PlaceNode { spec: Box::new(node("cdc", "cdc", (900.0, 0.0))), links: vec![link("db", "cdc")] }),
        (290.0, A::StartIncident { kind: K::BrokerFailure, target: s("orders") }),
        (300.0, A::StartIncident { kind: K::WorkerCrash, target: s("q-1") }),
        (310.0, A::StartIncident { kind: K::RegionOutage, target: s("region-2") }),
        (320.0, A::SetPartitions { node: s("orders"), partitions: 2 }),
        (330.0, A::Research { item: s("GeoDNS") }),
    ]
}

#[test]
fn every_pinned_run_keeps_its_report_hash() {
    let runs = runs();
    let actual: Vec<(String, String)> = runs.iter().map(|r| (r.clone(), hash_of(r))).collect();
    let table: String = actual.iter().map(|(r, h)| format!("    (\"{r}\", \"{h}\"),\n")).collect();
    let pinned: Vec<(String, String)> = PINS.iter().map(|(r, h)| (r.to_string(), h.to_string())).collect();
    let differ: Vec<String> = actual
        .iter()
        .filter(|(r, h)| !pinned.iter().any(|(pr, ph)| pr == r && ph == h))
        .map(|(r, h)| format!("{r}: now {h}"))
        .collect();
    assert!(
        pinned == actual,
        "the report hashes differ from the pins:\n{}\nthe whole table as it is now:\n{table}",
        differ.join("\n")
    );
}
