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
    ("tutorial.scenario.ron", "1fa63285d2da2ee4"),
    ("tutorial.scenario.ron@1s", "32b53f69b0b325ea"),
    ("first-shop.scenario.ron", "28873fe7bf7025a9"),
    ("first-shop.scenario.ron@1s", "d9245cac468d0831"),
    ("sandbox.scenario.ron", "5fd604d9de401da3"),
    ("sandbox.scenario.ron@1s", "6d6c4a2d7a6e7c3c"),
    ("campaign-1-one-order.scenario.ron", "e576dc1e41bbd159"),
    ("campaign-1-one-order.scenario.ron@1s", "54314c45bd94f236"),
    ("campaign-2-add-a-stream.scenario.ron", "86d2dfb0af3d4e1a"),
    ("campaign-2-add-a-stream.scenario.ron@1s", "a8dd3349195669a6"),
    ("campaign-3-hot-key.scenario.ron", "a69433e57e616198"),
    ("campaign-3-hot-key.scenario.ron@1s", "c06e155278ef914f"),
    ("campaign-4-the-outage.scenario.ron", "b1341ef32183c21c"),
    ("campaign-4-the-outage.scenario.ron@1s", "e98ed51af9fd1520"),
    ("campaign-5-replay.scenario.ron", "3b5241645f0ca354"),
    ("campaign-5-replay.scenario.ron@1s", "3c1ac0c6bfeb6c59"),
    ("campaign-6-idle-workers.scenario.ron", "ea5db9d2cb73a7f1"),
    ("campaign-6-idle-workers.scenario.ron@1s", "94188c60a9111b41"),
    ("campaign-7-out-of-order.scenario.ron", "fcc3138fcba34a72"),
    ("campaign-7-out-of-order.scenario.ron@1s", "9b76ee600c690194"),
    ("campaign-8-one-copy.scenario.ron", "bd50f2bc8a68d7e6"),
    ("campaign-8-one-copy.scenario.ron@1s", "a36aab26f381cb58"),
    ("campaign-9-fire-and-forget.scenario.ron", "11cc2eb32df4cb61"),
    ("campaign-9-fire-and-forget.scenario.ron@1s", "0a1bb0ce52f2b321"),
    ("campaign-10-twice-billed.scenario.ron", "87ee13e2379fdeb6"),
    ("campaign-10-twice-billed.scenario.ron@1s", "953efaeb8cb10fe1"),
    ("campaign-11-new-format.scenario.ron", "3971b0bb17872996"),
    ("campaign-11-new-format.scenario.ron@1s", "92085c40437f3ce1"),
    ("campaign-12-ten-hours.scenario.ron", "c65e67c68c382350"),
    ("campaign-12-ten-hours.scenario.ron@1s", "31b74404a5e71255"),
    ("campaign-13-just-a-queue.scenario.ron", "a1e2a10c5ee30ce4"),
    ("campaign-13-just-a-queue.scenario.ron@1s", "5a9210f95bf532ec"),
    ("campaign-14-eleven-hours-dark.scenario.ron", "f86c552765c5dc68"),
    ("campaign-14-eleven-hours-dark.scenario.ron@1s", "53b151ac0c3add69"),
    ("campaign-15-copies-that-count.scenario.ron", "fb5fe23acb257490"),
    ("campaign-15-copies-that-count.scenario.ron@1s", "095c7271c360de57"),
    ("exercise-1-one-order.scenario.ron", "dd9eb9c9c44e6f73"),
    ("exercise-1-one-order.scenario.ron@1s", "70c6e70bea8d632c"),
    ("exercise-2-new-group.scenario.ron", "2e2e5642d8e34b7d"),
    ("exercise-2-new-group.scenario.ron@1s", "720026fd01ecadd6"),
    ("exercise-3-rewind.scenario.ron", "2e315696b3bf5b5b"),
    ("exercise-3-rewind.scenario.ron@1s", "e1fa74676a2bce7d"),
    ("incident-drill.scenario.ron", "98bbd39dda48a339"),
    ("incident-drill.scenario.ron@1s", "e864dec6c6829e9d"),
    ("incident-instance-failure.scenario.ron", "96550abcb6db9bf3"),
    ("incident-instance-failure.scenario.ron@1s", "a9c149e4ff174093"),
    ("incident-zone-outage.scenario.ron", "df9ff4210ce18bb7"),
    ("incident-zone-outage.scenario.ron@1s", "e72ae5c4f00633b8"),
    ("incident-region-outage.scenario.ron", "d7c7abbf58cb6973"),
    ("incident-region-outage.scenario.ron@1s", "400b212a99734e82"),
    ("incident-hot-key.scenario.ron", "2ca0d8def26b3e4c"),
    ("incident-hot-key.scenario.ron@1s", "c45319b769a15a2d"),
    ("incident-broker-failure.scenario.ron", "dd9a249e606d7307"),
    ("incident-broker-failure.scenario.ron@1s", "e30dc0c39b38ce51"),
    ("incident-broker-restart.scenario.ron", "597f0a3f31a13b82"),
    ("incident-broker-restart.scenario.ron@1s", "3b029cc6cf33339a"),
    ("incident-unclean-election.scenario.ron", "5d731c3eb4c81ed8"),
    ("incident-unclean-election.scenario.ron@1s", "bec56bce34ff8ed7"),
    ("incident-worker-crash.scenario.ron", "935f469daec865c7"),
    ("incident-worker-crash.scenario.ron@1s", "ebe7d9eea6b96e2d"),
    ("incident-dead-worker.scenario.ron", "f5c7e73d75111106"),
    ("incident-dead-worker.scenario.ron@1s", "8a2f72fb4ae6b8af"),
    ("incident-rebalancing-storm.scenario.ron", "f56a7dff926cb259"),
    ("incident-rebalancing-storm.scenario.ron@1s", "dd9484a4a6c6f0a4"),
    ("incident-schema-change.scenario.ron", "a27d52771317b278"),
    ("incident-schema-change.scenario.ron@1s", "eb9bdbf6189d2201"),
    ("interview-question.scenario.ron", "5767ebe415ac70d2"),
    ("interview-question.scenario.ron@1s", "44cf1c7d88720b4f"),
    ("stress.scenario.ron@1s/3600", "43f1bb75bac1f181"),
    ("script:campaign-1", "317e9814faa39b15"),
    ("script:campaign-2", "8fd3a5eb64f9a7ae"),
    ("script:campaign-3", "52ddf2ecd08b6de4"),
    ("script:campaign-4", "92608618409c4113"),
    ("script:campaign-5", "bd1cb1cb88dcb359"),
    ("script:sandbox-every-action", "e71774eb038346d9"),
    ("script:first-shop-growth", "203b3c5762417e33"),
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
