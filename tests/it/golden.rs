//! Golden report hashes: the behaviour of every shipped scenario, pinned.
//!
//! Each pin is the hash `logjam run … --hash` prints (see
//! `Report::hash`) for one run: every shipped scenario at its default length
//! (its duration, or 60 s) at the catalog's step and at 1 s steps, the
//! stress scenario for one sim hour at 1 s steps, and scripted games that
//! play every kind of player action through the rules. A refactor keeps
//! every hash. A change that alters behaviour on purpose updates the pins in
//! the same commit, and its message says why.
//!
//! Each run is its own test, named after it (`golden::first_shop`,
//! `golden::first_shop_1s_steps`, `golden::script_campaign_1`; run one with
//! `cargo test --test it golden::first_shop -- --exact`). A failing pin
//! names its run and prints its line as it is now, ready to paste;
//! `golden::whole_table` (ignored in the plain run) prints the whole table.
//! `golden::every_shipped_scenario_has_a_pin` fails when a shipped scenario
//! has none.

use logjam::rules::scenario::{LinkSpec, NodeSpec, PartitionKey, StreamSpec, default_region, default_zone};
use logjam::sim::PlayerAction;

/// One test per pinned run, named after it (see [`test_name`]): `NAME:
/// "RUN" => "HASH",`. The run says what is played (see [`hash_of`]).
macro_rules! pins {
    ($($name:ident: $run:literal => $hash:literal,)*) => {
        /// `(test, run, hash)`, in the order of the table below.
        const PINS: &[(&str, &str, &str)] = &[$((stringify!($name), $run, $hash)),*];
        $(
            #[test]
            fn $name() {
                check(stringify!($name), $run, $hash);
            }
        )*
    };
}

pins! {
    tutorial: "tutorial.scenario.ron" => "f637cbd285c91000",
    tutorial_1s_steps: "tutorial.scenario.ron@1s" => "0ec5d75a695a5afe",
    first_shop: "first-shop.scenario.ron" => "fa25a1e2241ebe06",
    first_shop_1s_steps: "first-shop.scenario.ron@1s" => "ccaaa7587d023526",
    sandbox: "sandbox.scenario.ron" => "f90d3b3536770d9c",
    sandbox_1s_steps: "sandbox.scenario.ron@1s" => "1fe80bf68e177c6a",
    campaign_1_one_order: "campaign-1-one-order.scenario.ron" => "fe962364986d562b",
    campaign_1_one_order_1s_steps: "campaign-1-one-order.scenario.ron@1s" => "eee5783778d1cde9",
    campaign_2_add_a_stream: "campaign-2-add-a-stream.scenario.ron" => "f34a30d1a5dc2aa9",
    campaign_2_add_a_stream_1s_steps: "campaign-2-add-a-stream.scenario.ron@1s" => "8dbee0ef7e6c4164",
    campaign_3_hot_key: "campaign-3-hot-key.scenario.ron" => "2646e75453c59e99",
    campaign_3_hot_key_1s_steps: "campaign-3-hot-key.scenario.ron@1s" => "34a910aa4e76c458",
    campaign_4_the_outage: "campaign-4-the-outage.scenario.ron" => "928892768a392bf2",
    campaign_4_the_outage_1s_steps: "campaign-4-the-outage.scenario.ron@1s" => "5f6b60739ed1e2d8",
    campaign_5_replay: "campaign-5-replay.scenario.ron" => "2de24371f856d8c5",
    campaign_5_replay_1s_steps: "campaign-5-replay.scenario.ron@1s" => "54467c1d0858c79e",
    campaign_6_idle_workers: "campaign-6-idle-workers.scenario.ron" => "5bf68c84e133f62b",
    campaign_6_idle_workers_1s_steps: "campaign-6-idle-workers.scenario.ron@1s" => "ba1283b729a13984",
    campaign_7_out_of_order: "campaign-7-out-of-order.scenario.ron" => "96fef49790f48ff1",
    campaign_7_out_of_order_1s_steps: "campaign-7-out-of-order.scenario.ron@1s" => "f6a162a6822fb99b",
    campaign_8_one_copy: "campaign-8-one-copy.scenario.ron" => "9d99806e207c438d",
    campaign_8_one_copy_1s_steps: "campaign-8-one-copy.scenario.ron@1s" => "3c60e5ec3c8f56a1",
    campaign_9_fire_and_forget: "campaign-9-fire-and-forget.scenario.ron" => "685e9a779af8dece",
    campaign_9_fire_and_forget_1s_steps: "campaign-9-fire-and-forget.scenario.ron@1s" => "80ded24ce24704d4",
campaign_10_twice_billed: "campaign-10-twice-billed.scenario.ron" => "512bd897c95f86ad",
    campaign_10_twice_billed_1s_steps: "campaign-10-twice-billed.scenario.ron@1s" => "1f314e60e11e2b95",
    campaign_11_new_format: "campaign-11-new-format.scenario.ron" => "22f40aac8e0e16c8",
    campaign_11_new_format_1s_steps: "campaign-11-new-format.scenario.ron@1s" => "629d4a6899222177",
    campaign_12_ten_hours: "campaign-12-ten-hours.scenario.ron" => "985a2a33c1324d9c",
    campaign_12_ten_hours_1s_steps: "campaign-12-ten-hours.scenario.ron@1s" => "c352f3df1ae8f391",
    campaign_13_just_a_queue: "campaign-13-just-a-queue.scenario.ron" => "b13d13b8a8f8f219",
    campaign_13_just_a_queue_1s_steps: "campaign-13-just-a-queue.scenario.ron@1s" => "acfb7356653a9bc3",
    campaign_14_eleven_hours_dark: "campaign-14-eleven-hours-dark.scenario.ron" => "955294c5c9f8fe8d",
    campaign_14_eleven_hours_dark_1s_steps: "campaign-14-eleven-hours-dark.scenario.ron@1s" => "a1f701e004e5d3fd",
    campaign_15_copies_that_count: "campaign-15-copies-that-count.scenario.ron" => "93fb1bd91201c565",
    campaign_15_copies_that_count_1s_steps: "campaign-15-copies-that-count.scenario.ron@1s" => "ee0b80f4e9bf4bc4",
    campaign_16_the_retried_tail: "campaign-16-the-retried-tail.scenario.ron" => "f07be088fa5f3f3e",
    campaign_16_the_retried_tail_1s_steps: "campaign-16-the-retried-tail.scenario.ron@1s" => "0759c2911f4b51aa",
    campaign_17_the_burst: "campaign-17-the-burst.scenario.ron" => "ae63cdd7c142666a",
    campaign_17_the_burst_1s_steps: "campaign-17-the-burst.scenario.ron@1s" => "d143381c56c3abc2",
    campaign_18_reassignment_under_fire: "campaign-18-reassignment-under-fire.scenario.ron" => "d6bba8c87c36d6ef",
    campaign_18_reassignment_under_fire_1s_steps: "campaign-18-reassignment-under-fire.scenario.ron@1s" => "c53b4d5ef3465022",
    campaign_19_exactly_once_inside: "campaign-19-exactly-once-inside.scenario.ron" => "105c1d107da497ad",
    campaign_19_exactly_once_inside_1s_steps: "campaign-19-exactly-once-inside.scenario.ron@1s" => "f80cb5e9af0a2308",
    campaign_20_the_changelog: "campaign-20-the-changelog.scenario.ron" => "30f1efca4a4c05d6",
    campaign_20_the_changelog_1s_steps: "campaign-20-the-changelog.scenario.ron@1s" => "6e659e8fec7a2f96",
    campaign_21_partitions_at_the_peak: "campaign-21-partitions-at-the-peak.scenario.ron" => "2fa306f80d96766e",
    campaign_21_partitions_at_the_peak_1s_steps: "campaign-21-partitions-at-the-peak.scenario.ron@1s" => "9e066495ebaab96e",
    campaign_22_deploy_day: "campaign-22-deploy-day.scenario.ron" => "7ea1d52aad7ef51b",
    campaign_22_deploy_day_1s_steps: "campaign-22-deploy-day.scenario.ron@1s" => "cccde668a76acda5",
    campaign_23_one_busy_partition: "campaign-23-one-busy-partition.scenario.ron" => "b463f082696e545c",
    campaign_23_one_busy_partition_1s_steps: "campaign-23-one-busy-partition.scenario.ron@1s" => "a8f5857bac8e3c58",
    campaign_24_the_poison_pill: "campaign-24-the-poison-pill.scenario.ron" => "5ec8fd1d0332e88b",
    campaign_24_the_poison_pill_1s_steps: "campaign-24-the-poison-pill.scenario.ron@1s" => "3f9d8d52ddafdd9c",
    oncall_1_growing_pains: "oncall-1-growing-pains.scenario.ron" => "8aded8a7d668e48f",
    oncall_1_growing_pains_1s_steps: "oncall-1-growing-pains.scenario.ron@1s" => "163b3d6ae278b93f",
    oncall_2_two_readers: "oncall-2-two-readers.scenario.ron" => "ecc6d825e741d04d",
    oncall_2_two_readers_1s_steps: "oncall-2-two-readers.scenario.ron@1s" => "4782120b884eeed3",
    oncall_3_sale_day: "oncall-3-sale-day.scenario.ron" => "ddd84fad128a0304",
    oncall_3_sale_day_1s_steps: "oncall-3-sale-day.scenario.ron@1s" => "aff1f5fc685845d8",
    oncall_4_replay_in_the_dark: "oncall-4-replay-in-the-dark.scenario.ron" => "0db9f05357863dc3",
    oncall_4_replay_in_the_dark_1s_steps: "oncall-4-replay-in-the-dark.scenario.ron@1s" => "e81991ad2ced93cb",
    oncall_5_new_format_in_a_storm: "oncall-5-new-format-in-a-storm.scenario.ron" => "3fd880365c97a120",
    oncall_5_new_format_in_a_storm_1s_steps: "oncall-5-new-format-in-a-storm.scenario.ron@1s" => "40195f7f818f3388",
    oncall_6_too_few_in_sync: "oncall-6-too-few-in-sync.scenario.ron" => "6a4586ea1c421513",
    oncall_6_too_few_in_sync_1s_steps: "oncall-6-too-few-in-sync.scenario.ron@1s" => "116fadb661dc3ae4",
    exercise_1_one_order: "exercise-1-one-order.scenario.ron" => "c2c1f8dc5959f57d",
    exercise_1_one_order_1s_steps: "exercise-1-one-order.scenario.ron@1s" => "1788ed454fd93848",
    exercise_2_new_group: "exercise-2-new-group.scenario.ron" => "84f9dfe5e1a123d0",
    exercise_2_new_group_1s_steps: "exercise-2-new-group.scenario.ron@1s" => "d5d567b159d45041",
    exercise_3_rewind: "exercise-3-rewind.scenario.ron" => "49fb613e28caa7e9",
    exercise_3_rewind_1s_steps: "exercise-3-rewind.scenario.ron@1s" => "9eb87fa6787c03f9",
    incident_drill: "incident-drill.scenario.ron" => "85d84f0a8719b052",
    incident_drill_1s_steps: "incident-drill.scenario.ron@1s" => "99a54412be66971c",
    incident_instance_failure: "incident-instance-failure.scenario.ron" => "c8c0e6b0193a33b5",
    incident_instance_failure_1s_steps: "incident-instance-failure.scenario.ron@1s" => "cefc42f04786568d",
    incident_zone_outage: "incident-zone-outage.scenario.ron" => "85e72e16354de8c5",
    incident_zone_outage_1s_steps: "incident-zone-outage.scenario.ron@1s" => "bc7445c12ddb6bba",
    incident_region_outage: "incident-region-outage.scenario.ron" => "cf9ca346797b64bf",
    incident_region_outage_1s_steps: "incident-region-outage.scenario.ron@1s" => "cb8e12c449f4c2b3",
    incident_hot_key: "incident-hot-key.scenario.ron" => "60efc3de2c0c8241",
    incident_hot_key_1s_steps: "incident-hot-key.scenario.ron@1s" => "c078ae6f09e21649",
    incident_broker_failure: "incident-broker-failure.scenario.ron" => "5e17b65a659dc077",
    incident_broker_failure_1s_steps: "incident-broker-failure.scenario.ron@1s" => "bd002969d04d9ad3",
    incident_broker_restart: "incident-broker-restart.scenario.ron" => "6eb3e5defc336f85",
    incident_broker_restart_1s_steps: "incident-broker-restart.scenario.ron@1s" => "e0edc916091a9b3f",
    incident_unclean_election: "incident-unclean-election.scenario.ron" => "2943a928afe741b9",
    incident_unclean_election_1s_steps: "incident-unclean-election.scenario.ron@1s" => "c7264555e6aa749c",
    incident_worker_crash: "incident-worker-crash.scenario.ron" => "176a7095e8fcb7c4",
    incident_worker_crash_1s_steps: "incident-worker-crash.scenario.ron@1s" => "f3ffdccda6dd850a",
    incident_dead_worker: "incident-dead-worker.scenario.ron" => "28ade664ba10e74f",
    incident_dead_worker_1s_steps: "incident-dead-worker.scenario.ron@1s" => "36a9cbf65abd2763",
    incident_hanging_transaction: "incident-hanging-transaction.scenario.ron" => "3564271b96a9e76e",
    incident_hanging_transaction_1s_steps: "incident-hanging-transaction.scenario.ron@1s" => "bbf00186bae22af9",
    incident_rebalancing_storm: "incident-rebalancing-storm.scenario.ron" => "0f338b128ed0cbbd",
    incident_rebalancing_storm_1s_steps: "incident-rebalancing-storm.scenario.ron@1s" => "d2bbf7aeb8684b30",
    incident_schema_change: "incident-schema-change.scenario.ron" => "2730dfff80479507",
    incident_schema_change_1s_steps: "incident-schema-change.scenario.ron@1s" => "1ebd602735481bf7",
    interview_question: "interview-question.scenario.ron" => "dd82ced61ffefe09",
    interview_question_1s_steps: "interview-question.scenario.ron@1s" => "bbf679f97fd44207",
    stress_1s_steps_one_hour: "stress.scenario.ron@1s/3600" => "27a6d4a088554adb",
    script_campaign_1: "script:campaign-1" => "152423115007f917",
    script_campaign_2: "script:campaign-2" => "def9ee65fec252b7",
    script_campaign_3: "script:campaign-3" => "1d6aab8a30c3006b",
    script_campaign_4: "script:campaign-4" => "db0679c7fc99cba7",
    script_campaign_5: "script:campaign-5" => "5bca4e058b5e703b",
    script_sandbox_every_action: "script:sandbox-every-action" => "9f9bb2a0bd08b397",
    script_first_shop_growth: "script:first-shop-growth" => "c6a40a2d5e078aa6",
}

/// Every run that must have a pin, by name: `FILE` (default step) and
/// `FILE@1s` for each shipped scenario (those `rules::index` lists and every
/// `scenarios/*.scenario.ron`; the stress scenario as `FILE@1s/3600`), and
/// `script:NAME` for each of [`SCRIPTS`]; in the index's order, then the
/// folder's files the index does not list, then the scripts.
fn runs() -> Vec<String> {
    let mut files: Vec<String> =
        logjam::rules::index::shipped_index().unwrap().into_iter().map(|entry| entry.file).collect();
    let mut in_folder: Vec<String> = std::fs::read_dir(crate::root().join("scenarios"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|f| f.ends_with(".scenario.ron"))
        .collect();
    in_folder.sort();
    for f in in_folder {
        if !files.contains(&f) {
            files.push(f);
        }
    }
    let mut out = Vec::new();
    for file in files {
        if file == "stress.scenario.ron" {
            out.push("stress.scenario.ron@1s/3600".to_string());
            continue;
        }
        out.push(file.clone());
        out.push(format!("{file}@1s"));
    }
    out.extend(SCRIPTS.iter().map(|s| format!("script:{s}")));
    out
}

/// The test's name for a run: the file without `.scenario.ron` (or
/// `script_` and the script's name), `-` as `_`, then `_1s_steps` for 1 s
/// steps and `_one_hour` for a sim hour: `first-shop.scenario.ron@1s` →
/// `first_shop_1s_steps`.
fn test_name(run: &str) -> String {
    let (base, suffix) = match run.split_once('@') {
        None => (run, ""),
        Some((file, "1s")) => (file, "_1s_steps"),
        Some((file, "1s/3600")) => (file, "_1s_steps_one_hour"),
        Some(_) => panic!("unknown run {run}"),
    };
    let base = match base.strip_prefix("script:") {
        Some(script) => format!("script_{script}"),
        None => base.trim_end_matches(".scenario.ron").to_string(),
    };
    format!("{}{suffix}", base.replace('-', "_"))
}

/// One pinned run: its report hash now against the pin; on a mismatch,
/// the line to paste.
fn check(name: &str, run: &str, pinned: &str) {
    let now = hash_of(run);
    assert!(
        now == pinned,
        "golden::{name}: the report hash of {run} is now {now}, pinned {pinned}.\n\
         If the change is on purpose, paste this line over its pin in tests/it/golden.rs \
         (and say why in the commit):\n    {name}: \"{run}\" => \"{now}\",\n\
         Every pin as it is now: cargo test --test it golden::whole_table -- --ignored --nocapture"
    );
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
    n.worker = Some(logjam::rules::scenario::WorkerSpec {
        group: group.into(),
        speed: 1.0,
        idempotent,
        group_instance_id: None,
    });
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
        (86.0, A::SetGroupProtocol { group: s("billing"), protocol: logjam::rules::consumer::GroupProtocol::Consumer }),
        (87.0, A::SetRemoteAssignor { group: s("billing"), assignor: logjam::rules::consumer::RemoteAssignor::Range }),
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
        (335.0, A::SetCleanupPolicy { node: s("orders"), policy: logjam::log::CleanupPolicy::Compact }),
        (340.0, A::StartIncident { kind: K::StateStoreLost, target: s("billing-1") }),
        (345.0, A::SetGroupProtocol { group: s("billing"), protocol: logjam::rules::consumer::GroupProtocol::Classic }),
    ]
}

/// Every shipped scenario and script has a pin, every pin names a run
/// that exists, once, and its test is named after it.
#[test]
fn every_shipped_scenario_has_a_pin() {
    let runs = runs();
    let pinned: Vec<&str> = PINS.iter().map(|(_, run, _)| *run).collect();
    let missing: Vec<String> = runs
        .iter()
        .filter(|r| !pinned.contains(&r.as_str()))
        .map(|r| format!("    {}: \"{r}\" => \"{}\",", test_name(r), hash_of(r)))
        .collect();
    assert!(missing.is_empty(), "runs without a pin; paste into the pins! table:\n{}", missing.join("\n"));
    let stale: Vec<&str> = pinned.iter().filter(|p| !runs.iter().any(|r| r == *p)).copied().collect();
    assert!(stale.is_empty(), "pins of runs that no longer exist: {stale:?}");
    let mut seen = std::collections::BTreeSet::new();
    for (name, run, _) in PINS {
        assert!(seen.insert(*run), "{run} is pinned twice");
        assert_eq!(*name, test_name(run), "the test of {run} is named after it");
    }
}

/// The whole table as it is now, ready to paste over the `pins!` table
/// (after a change of behaviour on purpose); fails if any pin differs.
/// Ignored in the plain run (it plays every run again): `cargo test --test
/// it golden::whole_table -- --ignored --nocapture`.
#[test]
#[ignore]
fn whole_table() {
    let now: Vec<(String, String)> = runs().iter().map(|r| (r.clone(), hash_of(r))).collect();
    let table: String = now.iter().map(|(r, h)| format!("    {}: \"{r}\" => \"{h}\",\n", test_name(r))).collect();
    println!("pins! {{\n{table}}}");
    let differ: Vec<String> = now
        .iter()
        .filter(|(r, h)| !PINS.iter().any(|(_, pr, ph)| pr == r && ph == h))
        .map(|(r, h)| format!("{r}: now {h}"))
        .collect();
    assert!(differ.is_empty(), "the report hashes differ from the pins:\n{}", differ.join("\n"));
}
