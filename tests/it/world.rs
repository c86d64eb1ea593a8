//! The world around the stream (issue: research, eras, components): Queue,
//! Database, CDC Connector, placing and linking by the rules, eras.

use logjam::rules::catalog::Catalog;
use logjam::sim::PlayerAction;

use crate::support::{api, run, run_with, scenario, stream, worker};

const KEYS: &str = "(prefix: \"order-\", entities: 100000)";

fn node(id: &str, kind: &str, extra: &str) -> String {
    format!("(id: \"{id}\", kind: \"{kind}\", at: (0.0, 0.0){extra})")
}

#[test]
fn a_queue_hands_each_task_to_one_worker_and_a_second_group_misses_them() {
    let text = scenario(
        &[
            api(40.0, KEYS),
            node("q", "queue", ""),
            worker("b", "billing", ", speed: 4.0"),
            worker("a", "analytics", ", speed: 4.0"),
        ],
        &[("api", "q"), ("q", "b"), ("q", "a")],
        "",
    );
    let r = run(&text, 50.0, 0.05, &[]);
    let q = &r.queues[0];
    assert_eq!(q.enqueued, 2000);
    let (b, a) = (q.groups["billing"], q.groups["analytics"]);
    // Every task done once, by one group; each group misses the other's.
    assert_eq!(b.0 + a.0, q.handed_out);
    assert_eq!(b.1, a.0);
    assert_eq!(a.1, b.0);
    assert!(b.0 > 800 && a.0 > 800, "{b:?} {a:?}");
    assert_eq!(r.error_budget.damage.missed, b.1 + a.1);
}

#[test]
fn a_unique_key_makes_the_workers_that_write_there_idempotent() {
    let run_db = |unique: bool| {
        let text = scenario(
            &[
                api(100.0, KEYS),
                stream("partitions: 3", 1),
                worker("w", "g", ", speed: 10.0"),
                node("db", "db", &format!(", database: (unique_key: {unique})")),
            ],
            &[("api", "s"), ("s", "w"), ("w", "db")],
            "incidents: [(at: 10.5, kind: WorkerCrash, target: \"w\")]",
        );
        run(&text, 20.0, 0.05, &[])
    };
    let plain = run_db(false);
    let unique = run_db(true);
    assert!(plain.duplicates > 20, "{}", plain.duplicates);
    assert_eq!(unique.duplicates, 0);
    // The database refused the second writes.
    assert_eq!(unique.databases[0].refused_duplicates, plain.duplicates);
    assert_eq!(unique.databases[0].writes, unique.consumed["g"]);
}

#[test]
fn a_slow_database_holds_its_workers_back() {
    let text = scenario(
        &[
            api(100.0, KEYS),
            stream("partitions: 3", 1),
            worker("w", "g", ", speed: 10.0"),
            node("db", "db", ", database: ()"),
        ],
        &[("api", "s"), ("s", "w"), ("w", "db")],
        "",
    );
    let mut catalog = Catalog::builtin();
    if let logjam::rules::catalog::Role::Database(r) = &mut catalog.components.get_mut("db").unwrap().role {
        r.writes_per_second = 40.0;
    }
    let r = run_with(catalog, &text, 20.0, 0.05, &[], |_| {});
    // 40 writes a second: the Worker completes no more than that.
    assert!((790..=800).contains(&r.consumed["g"]), "{}", r.consumed["g"]);
    assert!(r.lag["g"].total > 1000);
}

#[test]
fn a_cdc_connector_turns_database_changes_into_stream_events() {
    let text = scenario(
        &[
            api(50.0, KEYS),
            stream("partitions: 2", 1),
            worker("w", "g", ", speed: 10.0"),
            node("db", "db", ", database: ()"),
            node("cdc", "cdc", ", producer: (rate: 0.0, keys: (prefix: \"row-\", entities: 1000))"),
            node("changes", "log", ", stream: (partitions: 2)"),
            worker("search", "search", ", speed: 10.0"),
        ],
        &[("api", "s"), ("s", "w"), ("w", "db"), ("db", "cdc"), ("cdc", "changes"), ("changes", "search")],
        "research: [\"Message queues\", \"Event streaming\", \"Change data capture\"]",
    );
    let r = run(&text, 30.0, 0.05, &[]);
    let changes = r.streams.iter().find(|s| s.node == "changes").unwrap();
    // Every row written became one event on the changes stream (a tick later).
    let rows = r.databases[0].writes;
    assert!(changes.appended + 10 >= rows && changes.appended <= rows, "{} vs {rows}", changes.appended);
    assert!(r.consumed["search"] > 1000);
}

#[test]
fn components_need_their_research_and_links_must_fit_the_rules() {
    let text = scenario(&[api(10.0, KEYS), worker("w", "g", "")], &[], "");
    let place = |kind: &str, id: &str| PlayerAction::PlaceNode {
        spec: Box::new(logjam::rules::scenario::NodeSpec {
            id: id.into(),
            kind: kind.into(),
            name: None,
            at: (0.0, 0.0),
            size: 1,
            producer: None,
            stream: None,
            worker: None,
            database: None,
            zone: logjam::rules::scenario::default_zone(),
            region: logjam::rules::scenario::default_region(),
        }),
        links: vec![],
    };
    let r = run(
        &text,
        1.0,
        0.05,
        &[
            // The Event Stream needs Event streaming: refused.
            (0.0, place("log", "s")),
            // A Database needs nothing: placed.
            (0.1, place("db", "db")),
            // A Worker sends writes, an API does not take them: refused.
            (0.2, PlayerAction::Link { from: "w".into(), to: "api".into() }),
            // A Worker writes to a Database: linked.
            (0.3, PlayerAction::Link { from: "w".into(), to: "db".into() }),
        ],
    );
    assert_eq!(r.actions, 2, "only the Database and its link went through");
    assert!(r.streams.is_empty());
    assert_eq!(r.databases.len(), 1);
}

#[test]
fn eras_raise_the_traffic_as_revenue_comes_in_and_gate_research() {
    // Revenue of $2 a task reaches Series A ($20,000) after 10,000 tasks.
    let text = scenario(
        &[api(100.0, KEYS), stream("partitions: 3", 1), worker("w", "g", ", speed: 40.0")],
        &[("api", "s"), ("s", "w")],
        "economy: (revenue_per_task: 2.0, start_research: 100000.0)",
    );
    let r = run(&text, 200.0, 0.05, &[(1.0, PlayerAction::Research { item: "Multiple zones".into() })]);
    assert_eq!(r.era, "Series A");
    // 100 s at 100/s, then about 100 s at 300/s (×3 in Series A).
    assert!(r.appended > 35_000, "{}", r.appended);
    // Multiple zones is a Series A item: refused in Seed.
    assert_eq!(r.actions, 0);
    assert!(r.incidents.iter().any(|(_, t)| t.contains("Series A begins")));
}

#[test]
fn a_worker_called_directly_strands_what_it_cannot_take_at_once() {
    // The order code calling a system directly: no Queue, no stream.
    let text = scenario(&[api(40.0, KEYS), worker("w", "g", "")], &[("api", "w")], "");
    let r = run(&text, 20.0, 0.05, &[]);
    // 15 tasks/s done, 25/s have nowhere to wait.
    assert_eq!(r.consumed["g"], 300);
    assert_eq!(r.stranded, 500);
}
