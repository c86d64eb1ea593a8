//! The live board (`logjam play --cluster`) without a broker: looks made up
//! here, as the feed would send them, copied onto a headless sim by the
//! bridge's Plugin (tests/it/broker.rs opens one on a real broker).

use std::collections::BTreeMap;
use std::time::Duration;

use bevy::prelude::*;
use logjam::bridge::board::{LiveCluster, LiveStatus, READ_ONLY};
use logjam::bridge::live::{LiveEvent, LiveFeed, LiveLook};
use logjam::bridge::snapshot;
use logjam::bridge::watch::{
    BrokerLook, ClusterLook, GroupLook, GroupPartitionLook, MemberLook, PartitionLook, TopicLook,
};
use logjam::rules::catalog::Catalog;
use logjam::sim::cluster::{Broker, PartitionReplicas};
use logjam::sim::{ActionRejected, Appended, Consumed, PartitionState, PlayerAction, SimClock, SimLog, Worker};

/// `orders`: three partitions on brokers 1, 2 and 3 (partition 2 without a
/// leader, broker 3 gone), each holding `log_start..high`.
fn orders(log_start: i64, high: [i64; 3]) -> TopicLook {
    TopicLook {
        name: "orders".into(),
        partitions: (0..3)
            .map(|p| PartitionLook {
                partition: p,
                leader: if p == 2 { -1 } else { p + 1 },
                replicas: vec![p + 1, (p + 1) % 3 + 1],
                isr: if p == 2 { vec![] } else { vec![p + 1] },
                log_start,
                high_watermark: high[p as usize],
            })
            .collect(),
    }
}

/// `billing`, two members (m0 owns partitions 0 and 2, m1 partition 1),
/// committed at `committed`, each `behind` seconds behind.
fn billing(committed: [i64; 3], high: [i64; 3], behind: f64) -> GroupLook {
    let owner = |p: i32| if p == 1 { "m1" } else { "m0" };
    let partitions: Vec<GroupPartitionLook> = (0..3)
        .map(|p| GroupPartitionLook {
            topic: "orders".into(),
            partition: p,
            committed: Some(committed[p as usize]),
            high_watermark: high[p as usize],
            lag: Some(high[p as usize] - committed[p as usize]),
            lag_seconds: Some(behind),
            owner: Some(owner(p).into()),
        })
        .collect();
    GroupLook {
        name: "billing".into(),
        state: "Stable".into(),
        assignor: "range".into(),
        members: ["m0", "m1"]
            .iter()
            .map(|id| MemberLook {
                id: (*id).into(),
                client_id: format!("billing-{id}"),
                host: "/10.0.0.9".into(),
                owns: vec![],
            })
            .collect(),
        lag: partitions.iter().filter_map(|p| p.lag).sum(),
        partitions,
        lag_seconds: Some(behind),
        trend: None,
    }
}

/// A look at brokers 1 and 2 (3 is gone) with `topics` and `groups`.
fn look(topics: Vec<TopicLook>, groups: Vec<GroupLook>) -> ClusterLook {
    ClusterLook {
        bootstrap: "127.0.0.1:9092".into(),
        taken_at_ms: 1_765_000_000_000,
        brokers: (1..=2).map(|id| BrokerLook { id, address: format!("b{id}:9092") }).collect(),
        topics,
        groups,
    }
}

/// A headless board built from `first`, fed by the returned sender, its
/// clock at 0.
fn board(first: ClusterLook) -> (App, std::sync::mpsc::Sender<LiveEvent>) {
    let catalog = Catalog::builtin();
    let shaped = snapshot::shape_live(&first, &catalog, "live.scenario.ron").expect("a live board's scenario");
    let mut app = logjam::sim::headless_app(catalog, 0);
    app.insert_resource(Time::<()>::default()).add_plugins(logjam::bridge::plugin);
    app.add_message::<ActionRejected>();
    logjam::sim::load_scenario(app.world_mut(), shaped.scenario.clone(), "live").expect("the scenario loads");
    let (send, feed) = LiveFeed::fed();
    app.insert_resource(LiveCluster::with_feed(feed, "127.0.0.1:9092", first, &shaped));
    app.update();
    (app, send)
}

/// Advances the board's clock by `seconds` and runs a frame.
fn frame(app: &mut App, seconds: f64) {
    app.world_mut().resource_mut::<Time>().advance_by(Duration::from_secs_f64(seconds));
    app.update();
}

fn sent<M: Message + Clone>(app: &mut App) -> Vec<M> {
    let mut messages = app.world_mut().resource_mut::<Messages<M>>();
    messages.drain().collect()
}

#[test]
fn the_live_board_holds_the_real_offsets_replicas_and_commits_of_its_first_look() {
    let high = [1000, 2000, 3000];
    let (mut app, _send) = board(look(vec![orders(100, high)], vec![billing([900, 1500, 3000], high, 30.0)]));
    let world = app.world_mut();
    let log = world.resource::<SimLog>();
    let topic = log.0.topic("orders").unwrap();
    let offsets: Vec<(u64, u64)> = topic.partitions().iter().map(|p| (p.log_start(), p.high_watermark())).collect();
    assert_eq!(offsets, [(100, 1000), (100, 2000), (100, 3000)]);
    let committed: Vec<Option<u64>> = (0..3).map(|p| log.0.group("billing").unwrap().committed("orders", p)).collect();
    assert_eq!(committed, [Some(900), Some(1500), Some(3000)]);
    // The group's lag in time on the board is the cluster's: 30 s.
    let now = world.resource::<SimClock>().now;
    let behind = log.0.time_lag("billing", "orders", 0, now).unwrap();
    assert!((behind - 30.0).abs() < 1e-6, "lag in time {behind}");
    // The real broker ids, leaders and ISR.
    let mut ids: Vec<u32> = world.query::<&Broker>().iter(world).map(|b| b.id).collect();
    ids.sort_unstable();
    assert_eq!(ids, [1, 2], "the stream's brokers carry the cluster's ids");
    let mut parts: Vec<PartitionReplicas> = world.query::<&PartitionReplicas>().iter(world).cloned().collect();
    parts.sort_by_key(|p| p.partition);
    assert_eq!(parts.iter().map(|p| p.set.leader()).collect::<Vec<_>>(), [Some(1), Some(2), None]);
    assert_eq!(parts[0].set.isr(), [1]);
    assert!(parts[2].set.replicas().iter().any(|r| r.broker == 3 && r.down), "broker 3 is gone from the metadata");
    let states: Vec<bool> = world
        .query::<&logjam::sim::Stream>()
        .iter(world)
        .flat_map(|s| s.partitions().iter().map(|p| p.state == PartitionState::Offline).collect::<Vec<_>>())
        .collect();
    assert_eq!(states, [false, false, true], "partition 2 has no leader: offline on the board");
    // Each member's partitions on its Worker.
    let mut owned: Vec<Vec<u32>> = world.query::<&Worker>().iter(world).map(|w| w.assigned.clone()).collect();
    owned.sort();
    assert_eq!(owned, [vec![0, 2], vec![1]]);
    assert!(world.query::<&Worker>().iter(world).all(|w| !w.stopped), "both members are live");
}

#[test]
fn a_later_look_moves_the_offsets_and_the_flow_and_a_lost_cluster_is_said() {
    let high = [1000, 2000, 3000];
    let (mut app, send) = board(look(vec![orders(0, high)], vec![billing([900, 1500, 3000], high, 30.0)]));
    sent::<Appended>(&mut app);
    let later = [1100, 2000, 3050];
    let next = look(vec![orders(200, later)], vec![billing([1000, 1600, 3000], later, 2.0)]);
    let produced: BTreeMap<(String, i32), i64> =
        [(("orders".to_string(), 0), 100), (("orders".to_string(), 2), 50)].into_iter().collect();
    let consumed: BTreeMap<(String, String, i32), i64> = [
        (("billing".to_string(), "orders".to_string(), 0), 100),
        (("billing".to_string(), "orders".to_string(), 1), 100),
    ]
    .into_iter()
    .collect();
    send.send(LiveEvent::Look(Box::new(LiveLook {
        look: next,
        seconds: 1.0,
        took: Duration::from_millis(40),
        produced,
        consumed,
    })))
    .unwrap();
    frame(&mut app, 1.0);
    {
        let log = app.world().resource::<SimLog>();
        let topic = log.0.topic("orders").unwrap();
        let offsets: Vec<(u64, u64)> = topic.partitions().iter().map(|p| (p.log_start(), p.high_watermark())).collect();
        assert_eq!(offsets, [(200, 1100), (200, 2000), (200, 3050)], "the log start follows the cluster's");
        assert_eq!(log.0.group("billing").unwrap().committed("orders", 0), Some(1000));
    }
    let appended: Vec<(u32, u64, u64)> =
        sent::<Appended>(&mut app).iter().map(|a| (a.partition, a.base_offset, a.count)).collect();
    assert_eq!(appended, [(0, 1000, 100), (2, 3000, 50)], "what arrived flows into its lanes");
    let consumed: Vec<(u32, u64, u64)> =
        sent::<Consumed>(&mut app).iter().map(|c| (c.partition, c.from, c.count)).collect();
    assert_eq!(consumed, [(0, 900, 100), (1, 1500, 100)], "what the group committed past flows out");
    let live = app.world().resource::<LiveCluster>();
    assert!(matches!(live.status, LiveStatus::Live { took, .. } if took == Duration::from_millis(40)));
    assert_eq!(live.looks, 1);
    // The cluster lost: said, the board kept as it was.
    send.send(LiveEvent::Lost { error: "connection refused".into(), failures: 2, retry_in: Duration::from_secs(2) })
        .unwrap();
    frame(&mut app, 1.0);
    let live = app.world().resource::<LiveCluster>();
    match &live.status {
        LiveStatus::Lost { error, failures, retry_at } => {
            assert_eq!((error.as_str(), *failures), ("connection refused", 2));
            assert!((retry_at - 4.0).abs() < 1e-6, "{retry_at}");
        }
        other => panic!("{other:?}"),
    }
    let hw = app.world().resource::<SimLog>().0.topic("orders").unwrap().partition(0).unwrap().high_watermark();
    assert_eq!(hw, 1100);
}

#[test]
fn a_new_topic_rebuilds_the_board_and_board_actions_are_refused() {
    let high = [10, 20, 30];
    let (mut app, send) = board(look(vec![orders(0, high)], vec![]));
    app.world_mut().write_message(PlayerAction::SetPartitions { node: "orders".into(), partitions: 6 });
    frame(&mut app, 0.5);
    let refused = sent::<ActionRejected>(&mut app);
    assert_eq!(refused.len(), 1);
    assert_eq!(refused[0].reason, READ_ONLY);
    assert_eq!(app.world().resource::<SimLog>().0.topic("orders").unwrap().partition_count(), 3, "unchanged");
    let mut payments = orders(0, [5, 5, 5]);
    payments.name = "payments".into();
    let bigger = look(vec![orders(0, high), payments], vec![]);
    send.send(LiveEvent::Look(Box::new(LiveLook {
        look: bigger,
        seconds: 1.0,
        took: Duration::from_millis(5),
        produced: BTreeMap::new(),
        consumed: BTreeMap::new(),
    })))
    .unwrap();
    frame(&mut app, 1.0);
    frame(&mut app, 0.1);
    let live = app.world().resource::<LiveCluster>();
    assert_eq!(live.rebuilds, 1);
    let log = app.world().resource::<SimLog>();
    assert_eq!(log.0.topic("payments").unwrap().partition(1).unwrap().high_watermark(), 5);
    assert_eq!(log.0.topic("orders").unwrap().partition(2).unwrap().high_watermark(), 30);
}

#[test]
fn a_group_without_a_live_member_is_a_stopped_worker_that_keeps_its_offsets() {
    let high = [10, 20, 30];
    let mut empty = billing([5, 6, 7], high, 3.0);
    empty.members.clear();
    empty.state = "Empty".into();
    for p in &mut empty.partitions {
        p.owner = None;
    }
    let (mut app, _send) = board(look(vec![orders(0, high)], vec![empty]));
    let world = app.world_mut();
    let workers: Vec<(bool, Vec<u32>)> =
        world.query::<&Worker>().iter(world).map(|w| (w.stopped, w.assigned.clone())).collect();
    assert_eq!(workers, [(true, vec![])], "one card, stopped, owning nothing");
    let log = world.resource::<SimLog>();
    assert_eq!(log.0.lag("billing", "orders", 2), Some(23), "its committed offsets and lag are kept");
}

#[test]
fn the_clients_view_narrows_to_the_card_selected() {
    let high = [10, 20, 30];
    let mut payments = orders(0, [5, 5, 5]);
    payments.name = "payments".into();
    let (app, _send) = board(look(vec![orders(0, high), payments], vec![billing([1, 2, 3], high, 1.0)]));
    let live = app.world().resource::<LiveCluster>();
    let names = |l: &ClusterLook| {
        (
            l.topics.iter().map(|t| t.name.clone()).collect::<Vec<_>>(),
            l.groups.iter().map(|g| g.name.clone()).collect::<Vec<_>>(),
        )
    };
    assert_eq!(names(&live.client_view(Some("payments"), None)), (vec!["payments".to_string()], vec![]));
    assert_eq!(
        names(&live.client_view(Some("orders"), None)),
        (vec!["orders".to_string()], vec!["billing".to_string()])
    );
    assert_eq!(
        names(&live.client_view(None, Some("billing"))),
        (vec!["orders".to_string()], vec!["billing".to_string()])
    );
    assert_eq!(names(&live.client_view(None, None)).0.len(), 2, "nothing selected: the whole cluster");
}
