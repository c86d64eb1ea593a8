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
    ("tutorial.scenario.ron", "e9327f2fd3f92adf"),
    ("tutorial.scenario.ron@1s", "010f6e491900234b"),
    ("first-shop.scenario.ron", "b12c456edde435fe"),
    ("first-shop.scenario.ron@1s", "2bc13d03aece3840"),
    ("sandbox.scenario.ron", "6347f3d2a98e073c"),
    ("sandbox.scenario.ron@1s", "3ed8d339477cfdfe"),
    ("campaign-1-one-order.scenario.ron", "e576dc1e41bbd159"),
    ("campaign-1-one-order.scenario.ron@1s", "54314c45bd94f236"),
    ("campaign-2-add-a-stream.scenario.ron", "86d2dfb0af3d4e1a"),
    ("campaign-2-add-a-stream.scenario.ron@1s", "a8dd3349195669a6"),
    ("campaign-3-hot-key.scenario.ron", "6fcf29616990bcf4"),
    ("campaign-3-hot-key.scenario.ron@1s", "5d9de4ca510bb8c4"),
    ("campaign-4-the-outage.scenario.ron", "b1341ef32183c21c"),
    ("campaign-4-the-outage.scenario.ron@1s", "e98ed51af9fd1520"),
    ("campaign-5-replay.scenario.ron", "83b5e0c169c1fada"),
    ("campaign-5-replay.scenario.ron@1s", "5b93b9e29792fe63"),
    ("campaign-6-idle-workers.scenario.ron", "ada111e276e53ab9"),
    ("campaign-6-idle-workers.scenario.ron@1s", "e49e3f49cc35eb32"),
    ("campaign-7-out-of-order.scenario.ron", "699ce68f472b9d8d"),
    ("campaign-7-out-of-order.scenario.ron@1s", "580692994a5e3a1f"),
    ("campaign-8-one-copy.scenario.ron", "a465be82b97bf39d"),
    ("campaign-8-one-copy.scenario.ron@1s", "7170aa17d20c9cf7"),
    ("campaign-9-fire-and-forget.scenario.ron", "a3a67137da3fbf5a"),
    ("campaign-9-fire-and-forget.scenario.ron@1s", "d16f7fac6be8f21e"),
    ("campaign-10-twice-billed.scenario.ron", "a849e07fb9a58aaf"),
    ("campaign-10-twice-billed.scenario.ron@1s", "8cb20d290ae4a268"),
    ("campaign-11-new-format.scenario.ron", "73e810d454eafe93"),
    ("campaign-11-new-format.scenario.ron@1s", "5aaa231d79198012"),
    ("campaign-12-ten-hours.scenario.ron", "9f334ad359c5c549"),
    ("campaign-12-ten-hours.scenario.ron@1s", "3cda8f927bbcc3d4"),
    ("campaign-13-just-a-queue.scenario.ron", "a1e2a10c5ee30ce4"),
    ("campaign-13-just-a-queue.scenario.ron@1s", "5a9210f95bf532ec"),
    ("campaign-14-eleven-hours-dark.scenario.ron", "2ddb6c5418d4b711"),
    ("campaign-14-eleven-hours-dark.scenario.ron@1s", "c2ee26d2187661b1"),
    ("campaign-15-copies-that-count.scenario.ron", "f971b5010829f9ef"),
    ("campaign-15-copies-that-count.scenario.ron@1s", "ce5f8bd2af3e25f9"),
    ("exercise-1-one-order.scenario.ron", "b339a0b9f8d6af48"),
    ("exercise-1-one-order.scenario.ron@1s", "b3aa9d2cd68b2de1"),
    ("exercise-2-new-group.scenario.ron", "d3e30a06317b961a"),
    ("exercise-2-new-group.scenario.ron@1s", "f96d33f869fb4b57"),
    ("exercise-3-rewind.scenario.ron", "94df59a4607ec1d9"),
    ("exercise-3-rewind.scenario.ron@1s", "e3ce16202ffdd7df"),
    ("incident-drill.scenario.ron", "d21b562221bef012"),
    ("incident-drill.scenario.ron@1s", "32a43be11be2dbd7"),
    ("incident-instance-failure.scenario.ron", "20e6bb6c35929b82"),
    ("incident-instance-failure.scenario.ron@1s", "38f25b2eccfbbe50"),
    ("incident-zone-outage.scenario.ron", "df9ff4210ce18bb7"),
    ("incident-zone-outage.scenario.ron@1s", "e72ae5c4f00633b8"),
    ("incident-region-outage.scenario.ron", "5a81cd1b7754ee84"),
    ("incident-region-outage.scenario.ron@1s", "aa03f02b4e4a3640"),
    ("incident-hot-key.scenario.ron", "e3b9a03c5a83f0b2"),
    ("incident-hot-key.scenario.ron@1s", "adc2c200380fe906"),
    ("incident-broker-failure.scenario.ron", "0285672728cac65c"),
    ("incident-broker-failure.scenario.ron@1s", "f099e98190ef31d0"),
    ("incident-broker-restart.scenario.ron", "c43e9e1b86ebd120"),
    ("incident-broker-restart.scenario.ron@1s", "50d6c554bdb28e78"),
    ("incident-unclean-election.scenario.ron", "a0e53b474492b4ff"),
    ("incident-unclean-election.scenario.ron@1s", "23c60ce0941f21e8"),
    ("incident-worker-crash.scenario.ron", "e95b289af852cd7e"),
    ("incident-worker-crash.scenario.ron@1s", "08d322948f72d414"),
    ("incident-dead-worker.scenario.ron", "919e7bd95a5114a9"),
    ("incident-dead-worker.scenario.ron@1s", "9d57b636ad2ae4ef"),
    ("incident-rebalancing-storm.scenario.ron", "d4ccb18c1354a5f6"),
    ("incident-rebalancing-storm.scenario.ron@1s", "f67b4d7b620db15a"),
    ("incident-schema-change.scenario.ron", "45b829aef9532a4e"),
    ("incident-schema-change.scenario.ron@1s", "d0e4eff4065f7a8c"),
    ("interview-question.scenario.ron", "3f6a7afcde49620f"),
    ("interview-question.scenario.ron@1s", "8d514b134c5cf23d"),
    ("stress.scenario.ron@1s/3600", "75260d59ede71443"),
    ("script:campaign-1", "b881416c8b06c9d9"),
    ("script:campaign-2", "589b644d2fb53f8c"),
    ("script:campaign-3", "46bdf468cd4a3a73"),
    ("script:campaign-4", "92608618409c4113"),
    ("script:campaign-5", "744140f16551bdd4"),
    ("script:sandbox-every-action", "a9bc2b56160446ff"),
    ("script:first-shop-growth", "39db0edb98c0c20a"),
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
