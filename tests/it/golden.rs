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
    ("tutorial.scenario.ron", "3910f0466460ecca"),
    ("tutorial.scenario.ron@1s", "3cc120191dc05dc6"),
    ("first-shop.scenario.ron", "5420b0eb12d70400"),
    ("first-shop.scenario.ron@1s", "bc12a78ed326974e"),
    ("sandbox.scenario.ron", "be133e8b77d7e85b"),
    ("sandbox.scenario.ron@1s", "2e074c2cdb2a9049"),
    ("campaign-1-one-order.scenario.ron", "b0d17534a020289e"),
    ("campaign-1-one-order.scenario.ron@1s", "b8b7f3daa516681c"),
    ("campaign-2-add-a-stream.scenario.ron", "3813afc3c139e0a6"),
    ("campaign-2-add-a-stream.scenario.ron@1s", "a0b2f605f24ddb1b"),
    ("campaign-3-hot-key.scenario.ron", "0e9fd35377202d20"),
    ("campaign-3-hot-key.scenario.ron@1s", "f5cb7259daa63d86"),
    ("campaign-4-the-outage.scenario.ron", "5ee70f395bb91ef5"),
    ("campaign-4-the-outage.scenario.ron@1s", "86707e2189ca2953"),
    ("campaign-5-replay.scenario.ron", "2d1bc6ed3083a770"),
    ("campaign-5-replay.scenario.ron@1s", "6a6a121ae7b3496d"),
    ("campaign-6-idle-workers.scenario.ron", "9c78d38efa49cf9a"),
    ("campaign-6-idle-workers.scenario.ron@1s", "1d2095e820ce719e"),
    ("campaign-7-out-of-order.scenario.ron", "530cda9bec120318"),
    ("campaign-7-out-of-order.scenario.ron@1s", "309a35dae4e5a892"),
    ("campaign-8-one-copy.scenario.ron", "047352dc04ac4ba5"),
    ("campaign-8-one-copy.scenario.ron@1s", "00339d593ff24c5b"),
    ("campaign-9-fire-and-forget.scenario.ron", "6c74c25e3189492d"),
    ("campaign-9-fire-and-forget.scenario.ron@1s", "b847483d86317307"),
    ("campaign-10-twice-billed.scenario.ron", "9d3d9746f208d11b"),
    ("campaign-10-twice-billed.scenario.ron@1s", "c78dab39381e3677"),
    ("campaign-11-new-format.scenario.ron", "3c7ad4872d64a4b8"),
    ("campaign-11-new-format.scenario.ron@1s", "be369d74fb4bbd91"),
    ("campaign-12-ten-hours.scenario.ron", "ef10ffbefea923a6"),
    ("campaign-12-ten-hours.scenario.ron@1s", "faf59bb18b6c5a08"),
    ("campaign-13-just-a-queue.scenario.ron", "4a22e1c50a2973f2"),
    ("campaign-13-just-a-queue.scenario.ron@1s", "708c9fcd98906d52"),
    ("campaign-14-eleven-hours-dark.scenario.ron", "274cf6408c43ba29"),
    ("campaign-14-eleven-hours-dark.scenario.ron@1s", "3e213035e4ddf4ce"),
    ("campaign-15-copies-that-count.scenario.ron", "0fff35f3afdc39b2"),
    ("campaign-15-copies-that-count.scenario.ron@1s", "d6ff824f26a01dd3"),
    ("oncall-1-growing-pains.scenario.ron", "a374461ff186c887"),
    ("oncall-1-growing-pains.scenario.ron@1s", "c003d187c049b7ed"),
    ("oncall-2-two-readers.scenario.ron", "4f42ae8529b6ace8"),
    ("oncall-2-two-readers.scenario.ron@1s", "a15ab3d63cce9634"),
    ("oncall-3-sale-day.scenario.ron", "734144845968c51a"),
    ("oncall-3-sale-day.scenario.ron@1s", "594d832b39c3901d"),
    ("oncall-4-replay-in-the-dark.scenario.ron", "d5bddf10f0fd0069"),
    ("oncall-4-replay-in-the-dark.scenario.ron@1s", "8ea1e0d60f517bc8"),
    ("oncall-5-new-format-in-a-storm.scenario.ron", "20601a8c2547c39b"),
    ("oncall-5-new-format-in-a-storm.scenario.ron@1s", "23d9acebbdacabe4"),
    ("oncall-6-too-few-in-sync.scenario.ron", "51202bb7c9a6a023"),
    ("oncall-6-too-few-in-sync.scenario.ron@1s", "b2bae1e7efb8d41e"),
    ("exercise-1-one-order.scenario.ron", "db0ec31da06f45cb"),
    ("exercise-1-one-order.scenario.ron@1s", "d709c7bd5d662b14"),
    ("exercise-2-new-group.scenario.ron", "d92117243c33efbe"),
    ("exercise-2-new-group.scenario.ron@1s", "f7434c5ef17f3e6d"),
    ("exercise-3-rewind.scenario.ron", "87a143d03b86f223"),
    ("exercise-3-rewind.scenario.ron@1s", "21331a91238d9561"),
    ("incident-drill.scenario.ron", "afcef74f8e6a0cda"),
    ("incident-drill.scenario.ron@1s", "fcf5daf2f10fb8c8"),
    ("incident-instance-failure.scenario.ron", "d98d4916ae3f9c8f"),
    ("incident-instance-failure.scenario.ron@1s", "27c55e4627005873"),
    ("incident-zone-outage.scenario.ron", "4b2577b8546b138e"),
    ("incident-zone-outage.scenario.ron@1s", "a8e15fb60cc22159"),
    ("incident-region-outage.scenario.ron", "d71e60b5c36306ec"),
    ("incident-region-outage.scenario.ron@1s", "863314a94332869d"),
    ("incident-hot-key.scenario.ron", "c74cc5cbc85b248c"),
    ("incident-hot-key.scenario.ron@1s", "c878b2b6e4b60f2e"),
    ("incident-broker-failure.scenario.ron", "b292e9b8f2dced97"),
    ("incident-broker-failure.scenario.ron@1s", "df6ea4e3ead2d677"),
    ("incident-broker-restart.scenario.ron", "2a86da1d07df35a5"),
    ("incident-broker-restart.scenario.ron@1s", "1d3d4b960c6e35ef"),
    ("incident-unclean-election.scenario.ron", "30b2b4aebc15ad8e"),
    ("incident-unclean-election.scenario.ron@1s", "9160957aaf006790"),
    ("incident-worker-crash.scenario.ron", "f9a0054716487cc0"),
    ("incident-worker-crash.scenario.ron@1s", "26f0531c9d1d2384"),
    ("incident-dead-worker.scenario.ron", "0760d00a6dca4aac"),
    ("incident-dead-worker.scenario.ron@1s", "97a52cab97b84dd9"),
    ("incident-rebalancing-storm.scenario.ron", "3364fff1d580b3bf"),
    ("incident-rebalancing-storm.scenario.ron@1s", "5a166512877ea351"),
    ("incident-schema-change.scenario.ron", "bb467fea62d7dcae"),
    ("incident-schema-change.scenario.ron@1s", "3250520db24640cd"),
    ("interview-question.scenario.ron", "4e35507c65d45c57"),
    ("interview-question.scenario.ron@1s", "4a043a2de3ca3cb6"),
    ("stress.scenario.ron@1s/3600", "327c7ba21d210d2b"),
    ("script:campaign-1", "cbce99735e369b50"),
    ("script:campaign-2", "3b661dc36ac31dfc"),
    ("script:campaign-3", "f8fe32f7edb70197"),
    ("script:campaign-4", "5a679d48da7ce796"),
    ("script:campaign-5", "c35e61b8466c31d8"),
    ("script:sandbox-every-action", "66d2611ae881a34c"),
    ("script:first-shop-growth", "20aa61e9f39b1a53"),
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
        ..StreamSpec::default()
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
                (150.0, A::SetWorkerStopped { node: s("analytics-1"), stopped: true }),
                (151.0, A::Console { line: s("reset group analytics to 0") }),
                (152.0, A::SetWorkerStopped { node: s("analytics-1"), stopped: false }),
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
        (79.0, A::SetWorkerPaused { node: s("email-1"), paused: true }),
        (80.0, A::SetWorkerStopped { node: s("email-1"), stopped: true }),
        (81.0, A::Console { line: s("reset group email to 0") }),
        (82.0, A::SetWorkerStopped { node: s("email-1"), stopped: false }),
        (83.0, A::SetAssignor { group: s("billing"), assignor: logjam::rules::consumer::Assignor::RoundRobin }),
        (84.0, A::SetOffsetReset { group: s("billing"), policy: logjam::rules::consumer::OffsetReset::Latest }),
        (85.0, A::SetSessionTimeout { group: s("billing"), seconds: 20.0 }),
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
