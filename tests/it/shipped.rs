//! The shipped scenarios (issue 7): the index lists every file, each loads
//! and runs to its end, and each one's goals are reachable: the incident
//! scenarios are lost when left alone and won with their answer, the console
//! exercises are won with the teaching text's solutions.

use logjam::rules::consumer::GroupType;
use logjam::rules::incident::IncidentKind;
use logjam::rules::scenario::PartitionKey;
use logjam::sim::PlayerAction;
use logjam::sim::report::Report;
use strum::IntoEnumIterator;

fn file(name: &str) -> String {
    std::fs::read_to_string(crate::root().join("scenarios").join(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn play(name: &str, actions: &[(f64, PlayerAction)]) -> Report {
    crate::support::run(&file(name), 1000.0, 0.05, actions)
}

/// A scenario's duration when it is over an hour of sim time.
fn long_level(name: &str) -> Option<f64> {
    let s = logjam::rules::scenario::Scenario::parse(&file(name), name, &logjam::rules::catalog::Catalog::builtin())
        .unwrap();
    s.duration.filter(|d| *d > 3600.0)
}

fn won(r: &Report) -> bool {
    r.outcome.starts_with("won")
}

fn console(lines: &[&str]) -> Vec<(f64, PlayerAction)> {
    lines.iter().enumerate().map(|(i, l)| (1.0 + i as f64, PlayerAction::Console { line: l.to_string() })).collect()
}

/// Each incident scenario, the kind it teaches, and its answer.
fn incident_answers() -> Vec<(&'static str, IncidentKind, Vec<(f64, PlayerAction)>)> {
    vec![
        (
            "incident-instance-failure.scenario.ron",
            IncidentKind::InstanceFailure,
            vec![(31.0, PlayerAction::ReplaceNode { node: "api".into() })],
        ),
        (
            "incident-zone-outage.scenario.ron",
            IncidentKind::ZoneOutage,
            vec![(20.0, PlayerAction::SetZone { node: "api-2".into(), zone: "zone-b".into() })],
        ),
        (
            "incident-region-outage.scenario.ron",
            IncidentKind::RegionOutage,
            vec![
                (35.0, PlayerAction::FailOver { node: "billing-1".into() }),
                (36.0, PlayerAction::FailOver { node: "billing-2".into() }),
            ],
        ),
        (
            "incident-hot-key.scenario.ron",
            IncidentKind::HotKey,
            vec![(25.0, PlayerAction::SetSalt { node: "orders".into(), salt: 4 })],
        ),
        (
            "incident-broker-failure.scenario.ron",
            IncidentKind::BrokerFailure,
            vec![
                (10.0, PlayerAction::SetReplicationFactor { node: "orders".into(), replication_factor: 3 }),
                (11.0, PlayerAction::SetAcks { node: "orders".into(), acks: logjam::rules::scenario::Acks::All }),
            ],
        ),
        (
            "incident-broker-restart.scenario.ron",
            IncidentKind::BrokerRestart,
            vec![(10.0, PlayerAction::SetReplicationFactor { node: "orders".into(), replication_factor: 3 })],
        ),
        (
            "incident-worker-crash.scenario.ron",
            IncidentKind::WorkerCrash,
            vec![(10.0, PlayerAction::SetUniqueKey { node: "invoices".into(), on: true })],
        ),
        (
            "incident-hanging-transaction.scenario.ron",
            IncidentKind::HangingTransaction,
            vec![(31.0, PlayerAction::AbortTransaction { node: "payments".into() })],
        ),
        (
            "campaign-24-the-poison-pill.scenario.ron",
            IncidentKind::PoisonPill,
            vec![(45.0, PlayerAction::SetGroupType { group: "ledger".into(), group_type: GroupType::Share })],
        ),
        (
            "campaign-20-the-changelog.scenario.ron",
            IncidentKind::StateStoreLost,
            vec![(
                60.0,
                PlayerAction::SetCleanupPolicy { node: "stock".into(), policy: logjam::log::CleanupPolicy::Compact },
            )],
        ),
        (
            "incident-rebalancing-storm.scenario.ron",
            IncidentKind::RebalancingStorm,
            vec![(5.0, PlayerAction::SetPollInterval { group: "billing".into(), seconds: 200.0 })],
        ),
        (
            "incident-schema-change.scenario.ron",
            IncidentKind::SchemaChange,
            vec![
                (40.0, PlayerAction::RollBack { node: "api".into() }),
                (41.0, PlayerAction::UpgradeGroup { group: "billing".into() }),
                (42.0, PlayerAction::UpgradeGroup { group: "email".into() }),
            ],
        ),
    ]
}

#[test]
fn the_index_lists_every_shipped_scenario_once_under_its_name() {
    let index = logjam::rules::index::shipped_index().unwrap();
    let mut listed: Vec<&str> = index.iter().map(|e| e.file.as_str()).collect();
    listed.sort();
    let on_disk = logjam::loading::paths::scenario_files(&crate::root().join("scenarios"));
    assert_eq!(listed, on_disk.iter().map(String::as_str).collect::<Vec<_>>());
    let catalog = logjam::rules::catalog::Catalog::builtin();
    for e in &index {
        let s = logjam::rules::scenario::Scenario::parse(&file(&e.file), &e.file, &catalog).unwrap();
        assert_eq!(s.name, e.title, "{}", e.file);
        assert!(!s.description.is_empty(), "{} says what to do", e.file);
    }
    // The sections the issue asks for.
    for section in ["Campaign", "On call", "Console exercises", "Incidents", "Interview", "Start here"] {
        assert!(index.iter().any(|e| e.section == section), "{section}");
    }
}

#[test]
fn every_shipped_scenario_runs_headless_to_its_end() {
    let mut lost = 0;
    for e in logjam::rules::index::shipped_index().unwrap() {
        let text = file(&e.file);
        let s = logjam::rules::scenario::Scenario::parse(&text, &e.file, &logjam::rules::catalog::Catalog::builtin())
            .unwrap();
        // Endless ones (no duration): ten sim minutes.
        let until = s.duration.unwrap_or(600.0);
        let r = crate::support::run(&text, until, 0.25, &[]);
        if s.duration.is_some() && !s.goals.is_empty() {
            // Time-limited with goals: it ends, won or lost.
            assert!(r.outcome != "running", "{} ends: {}", e.file, r.outcome);
            // Left alone, a level of either chapter is lost (a drill may be
            // won), and says why.
            if e.campaign || r.outcome.starts_with("lost") {
                lost_with_a_reason(&e.file, &r);
                lost += 1;
            }
        } else {
            // Endless (the sandbox, the console exercises): it keeps going.
            assert_eq!(r.outcome, "running", "{}: {}", e.file, r.outcome);
            assert!(r.sim_seconds >= until - 1e-6, "{}", e.file);
        }
    }
    // Both chapters (15 and 6 levels), the 11 incidents but the drill, and
    // the interview question.
    assert!(lost >= 33, "{lost} scenarios lost when left alone");
}

/// A lost run says why: the outcome names a figure, there is a lesson, and
/// nothing says all went well.
fn lost_with_a_reason(file: &str, r: &Report) {
    assert!(r.outcome.starts_with("lost: "), "{file} left alone: {}", r.outcome);
    assert!(r.outcome.chars().any(|c| c.is_ascii_digit()), "{file}: the outcome names a figure: {}", r.outcome);
    assert!(!r.lessons.is_empty(), "{file}: a loss has a lesson ({})", r.outcome);
    let note = logjam::sim::ending::budget_note(&r.outcome, r.error_budget.damage.total()).unwrap_or_default();
    for text in r.lessons.iter().map(String::as_str).chain([r.outcome.as_str(), note]) {
        assert!(!text.contains("Nothing went wrong"), "{file}: {text}");
    }
}

#[test]
fn each_incident_kind_has_a_scenario_lost_alone_and_won_with_its_answer() {
    let answers = incident_answers();
    for kind in IncidentKind::iter() {
        assert!(answers.iter().any(|a| a.1 == kind), "{kind:?} has a scenario");
    }
    for (name, kind, answer) in answers {
        // A long level (hours: its incident comes late) is played to its
        // end at 1 s steps.
        let hours = long_level(name);
        let play = |name: &str, actions: &[(f64, PlayerAction)]| match hours {
            Some(until) => crate::support::run(&file(name), until, 1.0, actions),
            None => play(name, actions),
        };
        let alone = play(name, &[]);
        assert!(alone.outcome.starts_with("lost"), "{name} alone: {}", alone.outcome);
        let s =
            logjam::rules::scenario::Scenario::parse(&file(name), name, &logjam::rules::catalog::Catalog::builtin())
                .unwrap();
        assert!(s.incidents.iter().any(|i| i.kind == kind), "{name} strikes {kind:?}");
        assert!(!alone.incidents.is_empty(), "{name}: it struck");
        let answered = play(name, &answer);
        assert!(won(&answered), "{name} answered: {}", answered.outcome);
    }
}

#[test]
fn the_console_exercises_are_won_with_the_teaching_texts_solutions() {
    let one = play(
        "exercise-1-one-order.scenario.ron",
        &console(&[
            "produce orders key=order-61 {\"order\":61,\"event\":\"placed\"}",
            "produce orders key=order-61 {\"order\":61,\"event\":\"paid\"}",
            "produce orders key=order-61 {\"order\":61,\"event\":\"shipped\"}",
        ]),
    );
    assert!(won(&one), "{}", one.outcome);
    // Without the key they spread over the partitions: not won.
    let unkeyed = play(
        "exercise-1-one-order.scenario.ron",
        &console(&[
            "produce orders {\"order\":61,\"event\":\"placed\"}",
            "produce orders {\"order\":61,\"event\":\"paid\"}",
            "produce orders {\"order\":61,\"event\":\"shipped\"}",
        ]),
    );
    assert!(!won(&unkeyed), "{}", unkeyed.outcome);

    let two = play("exercise-2-new-group.scenario.ron", &console(&["consume orders group analytics from-beginning"]));
    assert!(won(&two), "{}", two.outcome);
    // A new group without from-beginning starts at the end and reads nothing.
    let late = play("exercise-2-new-group.scenario.ron", &console(&["consume orders group analytics"]));
    assert!(!won(&late), "{}", late.outcome);
    // The billing group already read everything: it hands analytics nothing.
    let borrowed = play("exercise-2-new-group.scenario.ron", &console(&["consume orders group billing"]));
    assert!(!won(&borrowed), "{}", borrowed.outcome);

    const SNAPSHOT: [&str; 3] = [
        "create topic stock-snapshot partitions 1 cleanup compact",
        "consume stock group snapshot from-beginning",
        "produce stock-snapshot key=product-7 {\"product\":7,\"stock\":18}",
    ];
    fn with_snapshot(lines: &[&'static str]) -> Vec<&'static str> {
        [lines, &SNAPSHOT[..]].concat()
    }
    let three = play(
        "exercise-3-rewind.scenario.ron",
        &console(&with_snapshot(&[
            "reset group analytics to 0",
            "consume orders group billing as billing-2",
            "produce stock key=product-7 {\"product\":7,\"change\":1,\"why\":\"returned\"}",
        ])),
    );
    assert!(won(&three), "{}", three.outcome);
    // The snapshot taken before the return reads three changes and
    // writes 17: the goal wants the stock after the return …
    let too_early = [
        "reset group analytics to 0",
        "consume orders group billing as billing-2",
        SNAPSHOT[0],
        SNAPSHOT[1],
        "produce stock-snapshot key=product-7 {\"product\":7,\"stock\":17}",
        "produce stock key=product-7 {\"product\":7,\"change\":1,\"why\":\"returned\"}",
    ];
    let early = play("exercise-3-rewind.scenario.ron", &console(&too_early));
    assert!(!won(&early), "{}", early.outcome);
    // … and a newer record of the key puts it right, as a snapshot does.
    let righted = play("exercise-3-rewind.scenario.ron", &console(&[&too_early[..], &SNAPSHOT[1..]].concat()));
    assert!(won(&righted), "{}", righted.outcome);
    // A snapshot in a topic that is not compacted is not one.
    let plain = play(
        "exercise-3-rewind.scenario.ron",
        &console(&[
            "reset group analytics to 0",
            "consume orders group billing as billing-2",
            "produce stock key=product-7 {\"product\":7,\"change\":1,\"why\":\"returned\"}",
            "create topic stock-snapshot partitions 1",
            SNAPSHOT[1],
            SNAPSHOT[2],
        ]),
    );
    assert!(!won(&plain), "{}", plain.outcome);
    // A separate group billing-2 is not a second copy of billing.
    let separate = play(
        "exercise-3-rewind.scenario.ron",
        &console(&with_snapshot(&[
            "reset group analytics to 0",
            "consume orders group billing-2",
            "produce stock key=product-7 {\"product\":7,\"change\":1,\"why\":\"returned\"}",
        ])),
    );
    assert!(!won(&separate), "{}", separate.outcome);
    // The correction without its key lands in another partition.
    let unkeyed = play(
        "exercise-3-rewind.scenario.ron",
        &console(&with_snapshot(&[
            "reset group analytics to 0",
            "consume orders group billing as billing-2",
            "produce stock {\"product\":7,\"change\":1,\"why\":\"returned\"}",
        ])),
    );
    assert!(!won(&unkeyed), "{}", unkeyed.outcome);
}

#[test]
fn the_interview_question_is_lost_keyed_by_customer_and_won_by_salting_the_hot_key() {
    let keyed = play("interview-question.scenario.ron", &[]);
    assert!(keyed.outcome.starts_with("lost"), "{}", keyed.outcome);
    // Keyed by customer: every customer's updates stay in order.
    assert_eq!(keyed.stale, 0.0);
    // Four salt buckets are not enough for 30% of 100,000 a second …
    let four =
        play("interview-question.scenario.ron", &[(20.0, PlayerAction::SetSalt { node: "orders".into(), salt: 4 })]);
    assert!(four.outcome.starts_with("lost"), "{}", four.outcome);
    // … eight are, or round robin; both give up customer-1's ordering.
    let eight =
        play("interview-question.scenario.ron", &[(20.0, PlayerAction::SetSalt { node: "orders".into(), salt: 8 })]);
    assert!(won(&eight), "{}", eight.outcome);
    let spread = play(
        "interview-question.scenario.ron",
        &[(20.0, PlayerAction::SetPartitionKey { node: "orders".into(), key: PartitionKey::RoundRobin })],
    );
    assert!(won(&spread), "{}", spread.outcome);
    assert!(eight.stale > 0.0 && spread.stale > 0.0);
    // Stale results are counted per update: never more than were appended.
    assert!(eight.stale < eight.appended as f64, "{} of {}", eight.stale, eight.appended);
}
