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
    ("tutorial.scenario.ron", "b90eca641cac51aa"),
    ("tutorial.scenario.ron@1s", "f1a817d5e17987fe"),
    ("first-shop.scenario.ron", "818cdd292e5ceded"),
    ("first-shop.scenario.ron@1s", "52876a25a0b330ff"),
    ("sandbox.scenario.ron", "99be6e0843f1d417"),
    ("sandbox.scenario.ron@1s", "32578e09e13c2475"),
    ("campaign-1-one-order.scenario.ron", "e576dc1e41bbd159"),
    ("campaign-1-one-order.scenario.ron@1s", "54314c45bd94f236"),
    ("campaign-2-add-a-stream.scenario.ron", "86d2dfb0af3d4e1a"),
    ("campaign-2-add-a-stream.scenario.ron@1s", "a8dd3349195669a6"),
    ("campaign-3-hot-key.scenario.ron", "afeb1e6dae12f58f"),
    ("campaign-3-hot-key.scenario.ron@1s", "b2a9981aec6bff53"),
    ("campaign-4-the-outage.scenario.ron", "b1341ef32183c21c"),
    ("campaign-4-the-outage.scenario.ron@1s", "e98ed51af9fd1520"),
    ("campaign-5-replay.scenario.ron", "d4af6abbd787f96d"),
    ("campaign-5-replay.scenario.ron@1s", "2b98d4576c276694"),
    ("campaign-6-idle-workers.scenario.ron", "0de3237e98699f7c"),
    ("campaign-6-idle-workers.scenario.ron@1s", "dd782e247c556489"),
    ("campaign-7-out-of-order.scenario.ron", "4b651c1719b7402e"),
    ("campaign-7-out-of-order.scenario.ron@1s", "564ebe7e452d0ce4"),
    ("campaign-8-one-copy.scenario.ron", "1d7ad3624e853f87"),
    ("campaign-8-one-copy.scenario.ron@1s", "e73092a76820d505"),
    ("campaign-9-fire-and-forget.scenario.ron", "4fec369a09cc3799"),
    ("campaign-9-fire-and-forget.scenario.ron@1s", "02c96631515601af"),
    ("campaign-10-twice-billed.scenario.ron", "45724dc01bd29c22"),
    ("campaign-10-twice-billed.scenario.ron@1s", "1ffbf9768372f465"),
    ("campaign-11-new-format.scenario.ron", "006c8d517ca6e6f8"),
    ("campaign-11-new-format.scenario.ron@1s", "c78346e3a6d29ae9"),
    ("campaign-12-ten-hours.scenario.ron", "bb1b68524713291a"),
    ("campaign-12-ten-hours.scenario.ron@1s", "70c5b198ac6cb715"),
    ("campaign-13-just-a-queue.scenario.ron", "a1e2a10c5ee30ce4"),
    ("campaign-13-just-a-queue.scenario.ron@1s", "5a9210f95bf532ec"),
    ("campaign-14-eleven-hours-dark.scenario.ron", "666fe9f568b1db34"),
    ("campaign-14-eleven-hours-dark.scenario.ron@1s", "e222107654621364"),
    ("campaign-15-copies-that-count.scenario.ron", "95b509fc46c34a52"),
    ("campaign-15-copies-that-count.scenario.ron@1s", "593f7ce1c94f11f4"),
    ("oncall-1-growing-pains.scenario.ron", "bf1b77ae840d21cf"),
    ("oncall-1-growing-pains.scenario.ron@1s", "c85fa6d975aef4dc"),
    ("oncall-2-two-readers.scenario.ron", "40f7dfabc314fe3f"),
    ("oncall-2-two-readers.scenario.ron@1s", "7267252735a07dcd"),
    ("oncall-3-sale-day.scenario.ron", "ee6540b1740894cd"),
    ("oncall-3-sale-day.scenario.ron@1s", "956b2763eff0b927"),
    ("oncall-4-replay-in-the-dark.scenario.ron", "c479fdf8750bde9e"),
    ("oncall-4-replay-in-the-dark.scenario.ron@1s", "3c93d579a9e9d177"),
    ("oncall-5-new-format-in-a-storm.scenario.ron", "e59a5ae87cac0b93"),
    ("oncall-5-new-format-in-a-storm.scenario.ron@1s", "20fc5e638daeeaaa"),
    ("oncall-6-too-few-in-sync.scenario.ron", "8b46c60e85828ecd"),
    ("oncall-6-too-few-in-sync.scenario.ron@1s", "2f80c31002627cb7"),
    ("exercise-1-one-order.scenario.ron", "83b635a649b5bc77"),
    ("exercise-1-one-order.scenario.ron@1s", "7a5c9fc91d357a0e"),
    ("exercise-2-new-group.scenario.ron", "cbd0094c1105be8d"),
    ("exercise-2-new-group.scenario.ron@1s", "a693af3257064140"),
    ("exercise-3-rewind.scenario.ron", "f4a8d6ac59ddc645"),
    ("exercise-3-rewind.scenario.ron@1s", "456ebadfc2bc385b"),
    ("incident-drill.scenario.ron", "2604d4b5ace7504b"),
    ("incident-drill.scenario.ron@1s", "a09d37a06df478c4"),
    ("incident-instance-failure.scenario.ron", "4315c3e88d07523d"),
    ("incident-instance-failure.scenario.ron@1s", "eaa22daca6bded51"),
    ("incident-zone-outage.scenario.ron", "df9ff4210ce18bb7"),
    ("incident-zone-outage.scenario.ron@1s", "e72ae5c4f00633b8"),
    ("incident-region-outage.scenario.ron", "0783a378e0bb64fb"),
    ("incident-region-outage.scenario.ron@1s", "d8097d2f22cc1819"),
    ("incident-hot-key.scenario.ron", "11aad2308a4ff217"),
    ("incident-hot-key.scenario.ron@1s", "629f05269ae94b09"),
    ("incident-broker-failure.scenario.ron", "0da0085901456384"),
    ("incident-broker-failure.scenario.ron@1s", "c9aee75e283f23f8"),
    ("incident-broker-restart.scenario.ron", "d1382a42e9416c2e"),
    ("incident-broker-restart.scenario.ron@1s", "31b06edd5e50b824"),
    ("incident-unclean-election.scenario.ron", "cae452e25d440b72"),
    ("incident-unclean-election.scenario.ron@1s", "7733740b8dddc10b"),
    ("incident-worker-crash.scenario.ron", "949743e21515253b"),
    ("incident-worker-crash.scenario.ron@1s", "9836953281228f37"),
    ("incident-dead-worker.scenario.ron", "c43754c7c6912da8"),
    ("incident-dead-worker.scenario.ron@1s", "4eba6fac33a22430"),
    ("incident-rebalancing-storm.scenario.ron", "8e9b635ef18cac7d"),
    ("incident-rebalancing-storm.scenario.ron@1s", "a22d6100de013acd"),
    ("incident-schema-change.scenario.ron", "ee44881cfec78be7"),
    ("incident-schema-change.scenario.ron@1s", "d4ec73fc8614de13"),
    ("interview-question.scenario.ron", "e322d90fc90a77a0"),
    ("interview-question.scenario.ron@1s", "ed0494aef10eb35a"),
    ("stress.scenario.ron@1s/3600", "1dde98d03784fcca"),
    ("script:campaign-1", "64165e5d51a999c2"),
    ("script:campaign-2", "4c1b1371aaf0fc7b"),
    ("script:campaign-3", "0ed57873e3b9176c"),
    ("script:campaign-4", "92608618409c4113"),
    ("script:campaign-5", "98a7294c30f80286"),
    ("script:sandbox-every-action", "ff0705dbdf8d909d"),
    ("script:first-shop-growth", "b6d2b2ab4f61654b"),
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
