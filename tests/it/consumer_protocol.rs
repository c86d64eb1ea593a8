//! Kafka 4's consumer group protocol (KIP-848): the coordinator assigns,
//! each member converges to its target at its heartbeats, and only the
//! partitions that move pause; nobody else stops. Rule:
//! docs/RULES.md#consumer-protocol.

use bevy::prelude::*;
use logjam::rules::catalog::Catalog;
use logjam::rules::consumer::{GroupProtocol, RemoteAssignor};
use logjam::sim::report::{GroupReport, Report};
use logjam::sim::{PlayerAction, SimClock, Stream};

use crate::support::{api, run, run_with, scenario, stream, worker};

const KEYS: &str = "(prefix: \"order-\", entities: 100000)";

fn group<'a>(r: &'a Report, name: &str) -> &'a GroupReport {
    r.streams.iter().flat_map(|s| &s.groups).find(|g| g.group == name).expect("group in the report")
}

/// Six Workers `w1`…`w6` of group `g` on six partitions, 60 records a
/// second, the group's settings `settings` (RON, inside `(name: "g", …)`).
fn six(settings: &str) -> String {
    let mut nodes = vec![api(60.0, KEYS), stream("partitions: 6", 1)];
    let ids = ["w1", "w2", "w3", "w4", "w5", "w6"];
    nodes.extend(ids.iter().map(|id| worker(id, "g", "")));
    let mut links = vec![("api", "s")];
    links.extend(ids.iter().map(|id| ("s", *id)));
    scenario(&nodes, &links, &format!("economy: (start_money: 1000000.0), groups: [(name: \"g\"{settings})]"))
}

fn stop(at: f64, node: &str, stopped: bool) -> (f64, PlayerAction) {
    (at, PlayerAction::SetWorkerStopped { node: node.into(), stopped })
}

/// Each partition's owner in group `g` of the board's one stream, by index.
fn owners(world: &mut World) -> Vec<Option<Entity>> {
    let mut q = world.query::<&Stream>();
    let s = q.iter(world).next().expect("a stream");
    s.groups.get("g").map(|f| f.partitions().iter().map(|fp| fp.owner).collect()).unwrap_or_default()
}

/// Runs `text` with `actions`, and from sim time `from` on notes, per
/// partition, whether its owner ever differed from the owner at `from`.
fn watch(text: &str, until: f64, actions: &[(f64, PlayerAction)], from: f64) -> (Report, Vec<bool>) {
    let mut at_from: Option<Vec<Option<Entity>>> = None;
    let mut changed = vec![false; 6];
    let r = run_with(Catalog::builtin(), text, until, 0.5, actions, |world| {
        let now = world.resource::<SimClock>().now;
        if now < from {
            return;
        }
        let o = owners(world);
        let base = at_from.get_or_insert_with(|| o.clone());
        for (p, (a, b)) in base.iter().zip(&o).enumerate() {
            changed[p] |= a != b;
        }
    });
    (r, changed)
}

#[test]
fn a_member_joining_moves_one_partition_and_pauses_no_other() {
    // w6 leaves at 1 s and comes back at 40 s: five members own six
    // partitions, then six own one each.
    let actions = [stop(1.0, "w6", true), stop(40.0, "w6", false)];
    let (r, changed) = watch(&six(", protocol: Consumer"), 80.0, &actions, 39.9);
    let g = group(&r, "g");
    assert_eq!(changed.iter().filter(|c| **c).count(), 1, "exactly one partition moved: {changed:?}");
    assert_eq!(g.paused_seconds, 0.0, "the whole group never stood still");
    let c = g.coordinator.as_ref().expect("the coordinator's state is reported");
    assert_eq!(g.protocol.as_deref(), Some("consumer"));
    assert_eq!(c.moved, 2, "one move when w6 left, one when it came back: {c:?}");
    // Each waited from its old owner's heartbeat to its new owner's: less
    // than a heartbeat interval (5 s) apiece.
    assert!(c.paused_partition_seconds > 0.0 && c.paused_partition_seconds <= 10.0, "{c:?}");
    assert!(c.members.iter().all(|m| m.target.len() == 1 && m.epoch == c.group_epoch), "{c:?}");
    // The classic protocol with an eager assignor: every rejoin stops all six.
    let (r, changed) = watch(&six(", assignor: Range"), 80.0, &actions, 39.9);
    let g = group(&r, "g");
    assert!(g.paused_seconds >= 10.0, "two eager rounds: {} s", g.paused_seconds);
    assert!(changed.iter().filter(|c| **c).count() > 1, "range moves more than one: {changed:?}");
    assert!(g.protocol.is_none() && g.coordinator.is_none(), "classic reports no coordinator");
}

#[test]
fn a_moved_partition_waits_for_its_new_owners_next_heartbeat() {
    // At 2.5 s w6 leaves: its partition is free at once (its owner is
    // gone) and its new owner takes it at that owner's next heartbeat (the
    // members joined at 0 s: at 5 s).
    let text = six(", protocol: Consumer");
    let (r, _) = watch(&text, 12.0, &[stop(2.5, "w6", true)], 0.0);
    let c = group(&r, "g").coordinator.clone().expect("consumer protocol");
    assert_eq!(c.moved, 1);
    assert!((c.paused_partition_seconds - 2.5).abs() < 1e-6, "{c:?}");
    // With a 1 s heartbeat, it waits half a second.
    let mut catalog = Catalog::builtin();
    catalog.sim.consumer_heartbeat_interval_seconds = 1.0;
    let r = run_with(catalog, &text, 12.0, 0.5, &[stop(2.5, "w6", true)], |_| {});
    let c = group(&r, "g").coordinator.clone().expect("consumer protocol");
    assert!((c.paused_partition_seconds - 0.5).abs() < 1e-6, "{c:?}");
}

#[test]
fn the_coordinators_range_assignor_is_sticky_and_reported() {
    let three = scenario(
        &[
            api(30.0, KEYS),
            stream("partitions: 8", 1),
            worker("a", "g", ""),
            worker("b", "g", ""),
            worker("c", "g", ""),
        ],
        &[("api", "s"), ("s", "a"), ("s", "b"), ("s", "c")],
        "groups: [(name: \"g\", protocol: Consumer, remote_assignor: Range)]",
    );
    let r = run(&three, 20.0, 0.5, &[]);
    let c = group(&r, "g").coordinator.clone().expect("consumer protocol");
    assert_eq!(c.remote_assignor, "range");
    let targets: Vec<Vec<u32>> = c.members.iter().map(|m| m.target.clone()).collect();
    assert_eq!(targets, [vec![0, 1, 2], vec![3, 4, 5], vec![6, 7]]);
    assert_eq!(c.group_epoch, 1);
    // c stops: a and b keep theirs (the quota is 4), and take 6 and 7.
    let r = run(&three, 20.0, 0.5, &[stop(5.0, "c", true)]);
    let c = group(&r, "g").coordinator.clone().expect("consumer protocol");
    let targets: Vec<Vec<u32>> = c.members.iter().map(|m| m.target.clone()).collect();
    assert_eq!(targets, [vec![0, 1, 2, 6], vec![3, 4, 5, 7]]);
    assert_eq!((c.group_epoch, c.moved), (2, 2));
    // Uniform (the default) is balanced and sticky too.
    let r = run(&three.replace(", remote_assignor: Range", ""), 20.0, 0.5, &[stop(5.0, "c", true)]);
    let c = group(&r, "g").coordinator.clone().expect("consumer protocol");
    assert_eq!(c.remote_assignor, "uniform");
    assert_eq!(c.members.iter().map(|m| m.target.len()).collect::<Vec<_>>(), [4, 4]);
}

#[test]
fn brokers_without_the_consumer_protocol_refuse_it_with_the_reason() {
    let text = |protocol: &str| {
        scenario(
            &[api(10.0, KEYS), stream("partitions: 2, rebalance_protocols: [Classic]", 1), worker("w", "g", "")],
            &[("api", "s"), ("s", "w")],
            &format!("groups: [(name: \"g\"{protocol})]"),
        )
    };
    let set = |p| (1.0, PlayerAction::SetGroupProtocol { group: "g".into(), protocol: p });
    let r = run(&text(""), 3.0, 0.5, &[set(GroupProtocol::Consumer)]);
    assert_eq!(r.actions, 0, "refused");
    assert!(group(&r, "g").protocol.is_none());
    let catalog = Catalog::builtin();
    let err = logjam::rules::scenario::Scenario::parse(&text(", protocol: Consumer"), "x.scenario.ron", &catalog)
        .expect_err("a scenario asking for it there is refused");
    let msg = err.to_string();
    assert!(msg.contains("groups[0].protocol") && msg.contains("classic protocol only"), "{msg}");
    let err = logjam::rules::scenario::Scenario::parse(
        &text("").replace("[Classic]", "[Consumer]"),
        "x.scenario.ron",
        &catalog,
    )
    .expect_err("every broker speaks classic");
    assert!(err.to_string().contains("stream.rebalance_protocols"), "{err}");
    // Where the brokers have it, the player's choice takes.
    let open = text("").replace(", rebalance_protocols: [Classic]", "");
    let actions = [
        set(GroupProtocol::Consumer),
        (2.0, PlayerAction::SetRemoteAssignor { group: "g".into(), assignor: RemoteAssignor::Range }),
    ];
    let r = run(&open, 3.0, 0.5, &actions);
    assert_eq!(r.actions, 2);
    let g = group(&r, "g");
    assert_eq!(
        (g.protocol.as_deref(), g.coordinator.as_ref().map(|c| c.remote_assignor.as_str())),
        (Some("consumer"), Some("range"))
    );
}

#[test]
fn moving_to_the_consumer_protocol_keeps_the_assignment_and_back_is_a_rebalance() {
    let text = six(", assignor: Range");
    let quiet = run(&text, 60.0, 0.5, &[]);
    let to = |at: f64, p| (at, PlayerAction::SetGroupProtocol { group: "g".into(), protocol: p });
    let (r, changed) = watch(&text, 60.0, &[to(20.0, GroupProtocol::Consumer)], 10.0);
    let g = group(&r, "g");
    assert_eq!(changed, [false; 6], "nothing moved");
    assert_eq!((g.rebalances, g.paused_seconds), (group(&quiet, "g").rebalances, 0.0));
    let r = run(&text, 60.0, 0.5, &[to(20.0, GroupProtocol::Consumer), to(40.0, GroupProtocol::Classic)]);
    let g = group(&r, "g");
    assert_eq!(g.rebalances, group(&quiet, "g").rebalances + 1, "every member rejoins by the classic protocol");
    assert!(g.paused_seconds > 0.0 && g.protocol.is_none());
}

#[test]
fn the_coordinator_assigns_new_partitions_at_once_so_latest_loses_nothing() {
    // The producers refresh every 30 s, the group's consumers every 5
    // minutes: by the classic protocol the group learns of the new
    // partitions late and `latest` skips what was written there first.
    let board = |protocol: &str| {
        scenario(
            &[
                api(100.0, KEYS),
                stream("partitions: 2, metadata_max_age_seconds: 30.0", 1),
                worker("w1", "g", ""),
                worker("w2", "g", ""),
            ],
            &[("api", "s"), ("s", "w1"), ("s", "w2")],
            &format!(
                "economy: (start_money: 1000000.0), groups: [(name: \"g\", auto_offset_reset: Latest, \
                 metadata_max_age_seconds: 300.0{protocol})]"
            ),
        )
    };
    let grow = [(10.0, PlayerAction::SetPartitions { node: "s".into(), partitions: 4 })];
    // The classic group's refresh comes at 300 s: the producers wrote to
    // the new partitions from 30 s on.
    let classic = run(&board(""), 320.0, 1.0, &grow);
    assert!(group(&classic, "g").lost_expansion.unwrap_or(0) > 10_000, "{:?}", group(&classic, "g"));
    let consumer = run(&board(", protocol: Consumer"), 320.0, 1.0, &grow);
    let g = group(&consumer, "g");
    assert_eq!(g.lost_expansion, None, "placed before the producers wrote there");
    let c = g.coordinator.as_ref().expect("consumer protocol");
    assert_eq!(c.members.iter().map(|m| m.target.len()).collect::<Vec<_>>(), [2, 2]);
    assert_eq!(c.group_epoch, 2, "one new target for the new partitions");
    assert!(g.partitions.iter().all(|p| p.member.is_some()), "{:?}", g.partitions);
}

#[test]
fn a_rebalancing_storm_mostly_disappears_under_the_consumer_protocol() {
    let file = std::fs::read_to_string("scenarios/incident-rebalancing-storm.scenario.ron").expect("shipped");
    let with =
        file.replacen("    incidents:", "    groups: [(name: \"billing\", protocol: Consumer)],\n    incidents:", 1);
    assert_ne!(with, file);
    let classic = run(&file, 450.0, 0.5, &[]);
    let consumer = run(&with, 450.0, 0.5, &[]);
    let (a, b) = (group(&classic, "billing"), group(&consumer, "billing"));
    assert!(a.paused_seconds > 30.0, "classic: the group stood still {} s", a.paused_seconds);
    assert_eq!(b.paused_seconds, 0.0);
    // The slow member is still evicted each time it misses the poll
    // interval, but only its partition moves: nobody else falls behind.
    assert!(b.lag * 3 < a.lag * 2, "lag {} vs {}", b.lag, a.lag);
    let worst = |g: &GroupReport| g.partitions.iter().map(|p| p.lag).max().unwrap_or(0);
    assert!(worst(b) < 800, "the goal holds: {} (classic {})", worst(b), worst(a));
    assert!(worst(a) >= 800, "and fails by the classic protocol: {}", worst(a));
}
