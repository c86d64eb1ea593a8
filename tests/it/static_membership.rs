//! Static membership (KIP-345) and rolling restarts: a static member that
//! is back within its session timeout keeps its partitions and stops
//! nobody; a dynamic one leaves and joins again, two rebalances a restart.
//! Rule: docs/RULES.md#static-membership.

use logjam::sim::PlayerAction;
use logjam::sim::report::{GroupReport, Report};

use crate::support::{api, run, run_with, scenario, stream, worker};

const FEW_KEYS: &str = "(prefix: \"order-\", entities: 100000)";

fn group<'a>(r: &'a Report, name: &str) -> &'a GroupReport {
    r.streams.iter().flat_map(|s| &s.groups).find(|g| g.group == name).expect("group in the report")
}

fn partitions_of(r: &Report, node: &str) -> Vec<u32> {
    r.workers.iter().find(|w| w.node == node).expect("worker").partitions.clone()
}

/// Three Workers of group `g` (range, eager) on six partitions, each with
/// the worker options `extra`.
fn three(extra: [&str; 3]) -> String {
    scenario(
        &[
            api(30.0, FEW_KEYS),
            stream("partitions: 6", 1),
            worker("w1", "g", extra[0]),
            worker("w2", "g", extra[1]),
            worker("w3", "g", extra[2]),
        ],
        &[("api", "s"), ("s", "w1"), ("s", "w2"), ("s", "w3")],
        "economy: (start_money: 1000000.0)",
    )
}

const ROLL: f64 = 30.0;

fn roll(text: &str, actions: &[(f64, PlayerAction)]) -> Report {
    let mut all = actions.to_vec();
    all.push((ROLL, PlayerAction::RollingRestart { group: "g".into() }));
    run(text, 200.0, 0.5, &all)
}

#[test]
fn a_rolling_restart_of_static_members_moves_nothing_and_stops_nobody() {
    let dynamic = three(["", "", ""]);
    let quiet = run(&dynamic, 200.0, 0.5, &[]);
    let before = (group(&quiet, "g").rebalances, group(&quiet, "g").paused_seconds);
    // Dynamic members: each restart is a leave and a join, and the range
    // assignor is eager: the whole group stops for each.
    let r = roll(&dynamic, &[]);
    let g = group(&r, "g");
    assert_eq!(g.rebalances - before.0, 6, "two rebalances a Worker");
    assert!(g.paused_seconds > before.1 + 5.0, "the group stood still: {} s", g.paused_seconds);
    // The same Workers made static by the player, then restarted.
    let on = (1.0, PlayerAction::SetStaticMembership { group: "g".into(), on: true });
    let r = roll(&dynamic, &[on]);
    let g = group(&r, "g");
    assert_eq!((g.rebalances, g.paused_seconds), before, "nothing moved, nobody stopped");
    assert_eq!(partitions_of(&r, "w1"), [0, 1]);
    assert_eq!(r.workers.iter().find(|w| w.node == "w2").unwrap().instance_id.as_deref(), Some("w2"));
    // Each Worker's partitions waited 20 s, then were read up again.
    assert!(g.lag <= group(&quiet, "g").lag + 100, "{} vs {}", g.lag, group(&quiet, "g").lag);
}

#[test]
fn a_static_member_away_longer_than_its_session_timeout_is_removed_and_rejoins() {
    let text = three([", group_instance_id: \"a\"", ", group_instance_id: \"b\"", ", group_instance_id: \"c\""]);
    let mut catalog = logjam::rules::catalog::Catalog::builtin();
    catalog.sim.restart_seconds = 60.0;
    let restart = [(ROLL, PlayerAction::RollingRestart { group: "g".into() })];
    let r = run_with(catalog, &text, 260.0, 0.5, &restart, |_| {});
    let g = group(&r, "g");
    // 60 s away, 45 s of session timeout: each is removed, then rejoins.
    assert_eq!(g.rebalances, 6, "{g:?}");
    assert_eq!(g.session_evictions, 3);
}

#[test]
fn the_range_assignor_sorts_static_members_by_their_instance_id() {
    // w1's id sorts after w2's: w2 takes the first range.
    let text = three([", group_instance_id: \"zz\"", ", group_instance_id: \"aa\"", ""]);
    let r = run(&text, 5.0, 0.5, &[]);
    assert_eq!(partitions_of(&r, "w2"), [0, 1]);
    assert_eq!(partitions_of(&r, "w3"), [2, 3], "w3 sorts by its member id, between aa and zz");
    assert_eq!(partitions_of(&r, "w1"), [4, 5]);
}

#[test]
fn one_instance_id_twice_in_a_group_is_refused_where_it_is_written() {
    let text = three([", group_instance_id: \"a\"", ", group_instance_id: \"a\"", ""]);
    let catalog = logjam::rules::catalog::Catalog::builtin();
    let e = logjam::rules::scenario::Scenario::parse(&text, "t.scenario.ron", &catalog).expect_err("fenced");
    assert_eq!(e.field.as_deref(), Some("nodes[3].worker.group_instance_id"));
    assert!(e.message.contains("FencedInstanceIdException"), "{}", e.message);
}

#[test]
fn a_second_rolling_restart_of_a_group_waits_for_the_first() {
    let text = three(["", "", ""]);
    let again = (ROLL + 5.0, PlayerAction::RollingRestart { group: "g".into() });
    let r = roll(&text, &[again]);
    assert_eq!(r.actions, 1, "refused while the first runs");
}

#[test]
fn a_restarting_static_member_keeps_its_partitions_unread() {
    let on = (1.0, PlayerAction::SetStaticMembership { group: "g".into(), on: true });
    let restart = (ROLL, PlayerAction::RollingRestart { group: "g".into() });
    // Ten seconds into w1's restart: its partitions wait for it, owned.
    let r = run(&three(["", "", ""]), ROLL + 10.0, 0.5, &[on, restart]);
    let g = group(&r, "g");
    for p in &g.partitions {
        let mine = p.partition < 2;
        assert_eq!(p.member.as_deref(), Some(["w1", "w2", "w3"][p.partition as usize / 2]));
        assert_eq!(p.lag >= 40, mine, "p{} lag {}: only w1's wait", p.partition, p.lag);
    }
}

#[test]
fn a_worker_placed_in_a_static_group_is_static_unless_its_id_is_taken() {
    let text = three([", group_instance_id: \"w4\"", ", group_instance_id: \"b\"", ", group_instance_id: \"c\""]);
    let place = |id: &str, instance: Option<&str>| {
        let instance = instance.map(|i| format!(", group_instance_id: Some(\"{i}\")")).unwrap_or_default();
        let spec = format!("(id: \"{id}\", kind: \"worker\", at: (2.0, 1.0), worker: Some((group: \"g\"{instance})))");
        let spec: logjam::rules::scenario::NodeSpec = ron::from_str(&spec).unwrap();
        PlayerAction::PlaceNode {
            spec: Box::new(spec),
            links: vec![logjam::rules::scenario::LinkSpec { from: "s".into(), to: id.into() }],
        }
    };
    // "c" is taken: refused. w5 gets its Node id; w4 is taken by w1, so a
    // Worker w4 stays dynamic.
    let r = run(&text, 5.0, 0.5, &[(1.0, place("w9", Some("c"))), (1.0, place("w5", None)), (1.0, place("w4", None))]);
    assert_eq!(r.actions, 2, "the taken id is refused");
    let id = |n: &str| r.workers.iter().find(|w| w.node == n).and_then(|w| w.instance_id.clone());
    assert_eq!((id("w5"), id("w4")), (Some("w5".to_string()), None));
}
