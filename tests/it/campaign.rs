//! The campaign: each scenario is lost when left alone, and won by the
//! actions its lesson asks for.

use logjam::rules::scenario::{LinkSpec, NodeSpec, PartitionKey, StreamSpec, default_region, default_zone};
use logjam::sim::PlayerAction;
use logjam::sim::report::Report;

fn file(name: &str) -> String {
    std::fs::read_to_string(crate::root().join("scenarios").join(name)).unwrap()
}

fn play(name: &str, actions: &[(f64, PlayerAction)]) -> Report {
    let text = file(name);
    crate::support::run(&text, 1000.0, 0.05, actions)
}

fn stream_node(id: &str) -> Box<NodeSpec> {
    Box::new(NodeSpec {
        id: id.into(),
        kind: "log".into(),
        name: None,
        at: (0.0, -300.0),
        size: 1,
        producer: None,
        stream: Some(StreamSpec {
            topic: None,
            partitions: Some(3),
            partition_key: PartitionKey::Key,
            partitioner: Default::default(),
            replication_factor: 1,
            ..StreamSpec::default()
        }),
        worker: None,
        database: None,
        zone: default_zone(),
        region: default_region(),
    })
}

fn link(from: &str, to: &str) -> LinkSpec {
    LinkSpec { from: from.into(), to: to.into() }
}

fn won(r: &Report) -> bool {
    r.outcome.starts_with("won")
}

#[test]
fn every_campaign_scenario_is_lost_when_left_alone() {
    let index = logjam::rules::index::shipped_index().unwrap();
    let levels: Vec<String> = index.into_iter().filter(|e| e.section == "Campaign").map(|e| e.file).collect();
    assert!(levels.len() >= 12, "a campaign for an evening: {} levels", levels.len());
    for name in &levels {
        let text = file(name);
        let s =
            logjam::rules::scenario::Scenario::parse(&text, name, &logjam::rules::catalog::Catalog::builtin()).unwrap();
        let r = crate::support::run(&text, s.duration.unwrap_or(1000.0), 0.25, &[]);
        assert!(r.outcome.starts_with("lost"), "{name}: {}", r.outcome);
    }
}

#[test]
fn one_order_four_systems_is_won_with_a_stream() {
    let workers = ["billing-1", "email-1", "warehouse-1", "analytics-1"];
    let mut links = vec![link("api", "orders")];
    links.extend(workers.iter().map(|w| link("orders", w)));
    let r = play(
        "campaign-1-one-order.scenario.ron",
        &[
            (1.0, PlayerAction::Research { item: "Event streaming".into() }),
            (2.0, PlayerAction::PlaceNode { spec: stream_node("orders"), links }),
            (2.0, PlayerAction::Unlink { from: "api".into(), to: "tasks".into() }),
        ],
    );
    assert!(won(&r), "{}", r.outcome);
    assert!(r.goals.iter().all(|g| g.met));
    assert_eq!(r.money.placing, 900.0, "the first Event Stream costs $900");
}

#[test]
fn add_a_stream_is_won_when_both_groups_read_every_event() {
    let r = play(
        "campaign-2-add-a-stream.scenario.ron",
        &[
            (
                1.0,
                PlayerAction::PlaceNode {
                    spec: stream_node("orders"),
                    links: vec![link("api", "orders"), link("orders", "billing-1"), link("orders", "analytics-1")],
                },
            ),
            (1.0, PlayerAction::Unlink { from: "api".into(), to: "orders-queue".into() }),
        ],
    );
    assert!(won(&r), "{}", r.outcome);
}

#[test]
fn the_hot_key_is_won_by_spreading_the_traffic() {
    let r = play(
        "campaign-3-hot-key.scenario.ron",
        &[(5.0, PlayerAction::SetPartitionKey { node: "orders".into(), key: PartitionKey::RoundRobin })],
    );
    assert!(won(&r), "{}", r.outcome);
    // The trade-off: customer-42's updates now arrive out of order, even
    // where a Worker keeps up (its partitions are read a poll at a time).
    assert!(r.stale > 1000.0, "{}", r.stale);
    // Salting over two partitions costs less order than round robin.
    let salted =
        play("campaign-3-hot-key.scenario.ron", &[(5.0, PlayerAction::SetSalt { node: "orders".into(), salt: 2 })]);
    assert!(won(&salted), "{}", salted.outcome);
    assert!(salted.stale < r.stale * 0.75, "{} vs {}", salted.stale, r.stale);
    // A bigger Worker on the hot partition keeps every customer in order.
    let r =
        play("campaign-3-hot-key.scenario.ron", &[(5.0, PlayerAction::SetSize { node: "billing-4".into(), size: 2 })]);
    assert!(won(&r), "{}", r.outcome);
    assert_eq!(r.stale, 0.0);
}

#[test]
fn the_outage_is_won_with_a_copy_in_another_zone() {
    let r = play(
        "campaign-4-the-outage.scenario.ron",
        &[
            (1.0, PlayerAction::Research { item: "Multiple zones".into() }),
            (2.0, PlayerAction::SetZone { node: "api-2".into(), zone: "zone-b".into() }),
        ],
    );
    assert!(won(&r), "{}", r.outcome);
    assert_eq!(r.stranded, 0);
}

#[test]
fn the_replay_is_won_by_resetting_analytics_alone() {
    let r = play(
        "campaign-5-replay.scenario.ron",
        &[
            (150.0, PlayerAction::SetWorkerStopped { node: "analytics-1".into(), stopped: true }),
            (151.0, PlayerAction::Console { line: "reset group analytics to 0".into() }),
            (152.0, PlayerAction::SetWorkerStopped { node: "analytics-1".into(), stopped: false }),
        ],
    );
    assert!(won(&r), "{}", r.outcome);
    let billing = r.streams[0].groups.iter().find(|g| g.group == "billing").unwrap();
    assert_eq!(billing.duplicates, 0, "billing sent no invoice twice");
}
