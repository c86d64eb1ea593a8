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
    ("tutorial.scenario.ron", "71746f93c27c7eab"),
    ("tutorial.scenario.ron@1s", "5528949540d3bd15"),
    ("first-shop.scenario.ron", "5386488e7a4619b4"),
    ("first-shop.scenario.ron@1s", "4a7b97319101e9e4"),
    ("sandbox.scenario.ron", "6b54bad567b731b5"),
    ("sandbox.scenario.ron@1s", "f4bff4d2d8cfd1a9"),
    ("campaign-1-one-order.scenario.ron", "759941e3ccec51c0"),
    ("campaign-1-one-order.scenario.ron@1s", "5f7798a6111c6ecf"),
    ("campaign-2-add-a-stream.scenario.ron", "fac7d8b41c12555f"),
    ("campaign-2-add-a-stream.scenario.ron@1s", "44bb1440dd156737"),
    ("campaign-3-hot-key.scenario.ron", "e38f0398ce706bfa"),
    ("campaign-3-hot-key.scenario.ron@1s", "43d267a6e9c49d03"),
    ("campaign-4-the-outage.scenario.ron", "dac5ec7a2515fb1f"),
    ("campaign-4-the-outage.scenario.ron@1s", "f9b80dc49c44fc27"),
    ("campaign-5-replay.scenario.ron", "14d1a0f6362d2e5b"),
    ("campaign-5-replay.scenario.ron@1s", "90bacaa425546e50"),
    ("campaign-6-idle-workers.scenario.ron", "cc57f0d12e5315e5"),
    ("campaign-6-idle-workers.scenario.ron@1s", "c41d07c76a24c085"),
    ("campaign-7-out-of-order.scenario.ron", "95d6d5b6e81526bf"),
    ("campaign-7-out-of-order.scenario.ron@1s", "8d33c61e9254e718"),
    ("campaign-8-one-copy.scenario.ron", "032d4df2603df800"),
    ("campaign-8-one-copy.scenario.ron@1s", "ff750a09ead7ab09"),
    ("campaign-9-fire-and-forget.scenario.ron", "e2aa1d7d2eba063a"),
    ("campaign-9-fire-and-forget.scenario.ron@1s", "d6404b229215d5f0"),
    ("campaign-10-twice-billed.scenario.ron", "24e9029aa15f31ba"),
    ("campaign-10-twice-billed.scenario.ron@1s", "d34447f2e022bebd"),
    ("campaign-11-new-format.scenario.ron", "e2196a3ee9c210f3"),
    ("campaign-11-new-format.scenario.ron@1s", "ffc318e02f8b7e92"),
    ("campaign-12-ten-hours.scenario.ron", "4eda4aafacb89ddd"),
    ("campaign-12-ten-hours.scenario.ron@1s", "399ef01ee7f1a65d"),
    ("campaign-13-just-a-queue.scenario.ron", "0339d2cadd2772b7"),
    ("campaign-13-just-a-queue.scenario.ron@1s", "cb351841ad2100d3"),
    ("exercise-1-one-order.scenario.ron", "e88eeb8991e01bf0"),
    ("exercise-1-one-order.scenario.ron@1s", "e354c504a105f6fb"),
    ("exercise-2-new-group.scenario.ron", "e81292b663e9862a"),
    ("exercise-2-new-group.scenario.ron@1s", "adcff4f6fbbc1845"),
    ("exercise-3-rewind.scenario.ron", "747e1f457c9b35e7"),
    ("exercise-3-rewind.scenario.ron@1s", "2633821cdc2cbfa1"),
    ("incident-drill.scenario.ron", "a3b426da199e8e14"),
    ("incident-drill.scenario.ron@1s", "646debdaf78eb2af"),
    ("incident-instance-failure.scenario.ron", "975c076e55da657d"),
    ("incident-instance-failure.scenario.ron@1s", "2454acf559961c81"),
    ("incident-zone-outage.scenario.ron", "acf924f186665000"),
    ("incident-zone-outage.scenario.ron@1s", "ba38b4090ad303bf"),
    ("incident-region-outage.scenario.ron", "e177578f57f5f159"),
    ("incident-region-outage.scenario.ron@1s", "33b80200ed8f79a2"),
    ("incident-hot-key.scenario.ron", "8c1acb6a15e844b9"),
    ("incident-hot-key.scenario.ron@1s", "057758ef34ec85b4"),
    ("incident-broker-failure.scenario.ron", "72ed71d8143671d5"),
    ("incident-broker-failure.scenario.ron@1s", "4db26be753ef19bd"),
    ("incident-worker-crash.scenario.ron", "56a246fafae11c81"),
    ("incident-worker-crash.scenario.ron@1s", "c33850d17b0cc7c1"),
    ("incident-rebalancing-storm.scenario.ron", "0d4cd47dc71f6a36"),
    ("incident-rebalancing-storm.scenario.ron@1s", "a02ed6a6fe48c8b3"),
    ("incident-schema-change.scenario.ron", "4cdb9c132f05bd69"),
    ("incident-schema-change.scenario.ron@1s", "d650064ae384609a"),
    ("interview-question.scenario.ron", "e862c3699f92696a"),
    ("interview-question.scenario.ron@1s", "430febc85b880b11"),
    ("stress.scenario.ron@1s/3600", "1ab196201a1dc4be"),
    ("script:campaign-1", "57ca8f7c6dabca69"),
    ("script:campaign-2", "229cb717ab5b9fbe"),
    ("script:campaign-3", "5a3c18cf56166c8d"),
    ("script:campaign-4", "92608618409c4113"),
    ("script:campaign-5", "25291b9c2f7dd1ce"),
    ("script:sandbox-every-action", "8be39f65eeec6026"),
    ("script:first-shop-growth", "0872c122d9a96acc"),
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
