//! The mod format (issue 7): a table of bad scenario files, each refused
//! with the file, line, column and field path of what is wrong; a scenario's
//! own catalog changes a rule's number.

use logjam::rules::catalog::Catalog;
use logjam::rules::data::DataError;
use logjam::rules::scenario::Scenario;

/// A good scenario; each bad case changes one line of it.
const GOOD: &str = r#"(
    name: "Mod test",
    seed: 1,
    research: ["Message queues", "Event streaming"],
    nodes: [
        (id: "api", kind: "api", at: (0.0, 0.0), producer: (rate: 10.0, keys: (prefix: "order-", entities: 100))),
        (id: "orders", kind: "log", at: (1.0, 0.0), stream: (partitions: 3)),
        (id: "w", kind: "worker", at: (2.0, 0.0), worker: (group: "g")),
    ],
    links: [
        (from: "api", to: "orders"),
        (from: "orders", to: "w"),
    ],
)
"#;

fn parse(text: &str) -> Result<Scenario, DataError> {
    Scenario::parse(text, "mod.scenario.ron", &Catalog::builtin())
}

#[test]
fn the_good_file_is_good() {
    parse(GOOD).unwrap();
}

/// A bad case: its name, the text of `GOOD` it replaces and with what, and
/// the line, column, field path and words of the error.
struct Bad {
    what: &'static str,
    from: &'static str,
    to: &'static str,
    line: usize,
    column: usize,
    field: &'static str,
    says: &'static str,
}

const BAD: &[Bad] = &[
    Bad {
        what: "a syntax error",
        from: "keys: (prefix: \"order-\", entities: 100)",
        to: "keys: (prefix: \"order-\" entities: 100)",
        line: 6,
        column: 97,
        field: "nodes[0].producer.keys",
        says: "comma",
    },
    Bad {
        what: "an unknown field",
        from: "    seed: 1,",
        to: "    sead: 1,",
        line: 3,
        column: 5,
        field: "sead",
        says: "sead",
    },
    Bad {
        what: "a wrong type",
        from: "partitions: 3",
        to: "partitions: \"three\"",
        line: 7,
        column: 73,
        field: "nodes[1].stream.partitions",
        says: "integer",
    },
    Bad {
        what: "a negative rate",
        from: "rate: 10.0",
        to: "rate: -10.0",
        line: 6,
        column: 61,
        field: "nodes[0].producer.rate",
        says: "between 0 and",
    },
    Bad {
        what: "NaN",
        from: "rate: 10.0",
        to: "rate: NaN",
        line: 6,
        column: 61,
        field: "nodes[0].producer.rate",
        says: "between 0 and",
    },
    Bad {
        what: "a rate past the limit",
        from: "rate: 10.0",
        to: "rate: 1e12",
        line: 6,
        column: 61,
        field: "nodes[0].producer.rate",
        says: "100000000",
    },
    Bad {
        what: "a tombstone share of one or more",
        from: "entities: 100))",
        to: "entities: 100), tombstones: 1.0)",
        line: 6,
        column: 114,
        field: "nodes[0].producer.tombstones",
        says: "from 0 to below 1",
    },
    Bad {
        what: "a negative delete.retention",
        from: "stream: (partitions: 3)",
        to: "stream: (partitions: 3, delete_retention_seconds: -1.0)",
        line: 7,
        column: 77,
        field: "nodes[1].stream.delete_retention_seconds",
        says: "0 to 31536000 sim seconds",
    },
    Bad {
        what: "10^12 partitions",
        from: "partitions: 3",
        to: "partitions: 1000000000000",
        line: 7,
        column: 74,
        field: "nodes[1].stream.partitions",
        says: "out of bounds",
    },
    Bad {
        what: "more partitions than the catalog allows",
        from: "partitions: 3",
        to: "partitions: 5000",
        line: 7,
        column: 62,
        field: "nodes[1].stream.partitions",
        says: "between 1 and 1024",
    },
    Bad {
        what: "a link to a missing Node",
        from: "(from: \"orders\", to: \"w\")",
        to: "(from: \"orders\", to: \"nobody\")",
        line: 12,
        column: 26,
        field: "links[1].to",
        says: "no Node with id 'nobody'",
    },
    Bad {
        what: "a link the rules forbid",
        from: "(from: \"orders\", to: \"w\")",
        to: "(from: \"w\", to: \"api\")",
        line: 12,
        column: 21,
        field: "links[1].to",
        says: "does not take",
    },
    Bad {
        what: "an unknown research",
        from: "\"Event streaming\"]",
        to: "\"Time travel\"]",
        line: 4,
        column: 34,
        field: "research[1]",
        says: "unknown research 'Time travel'",
    },
    Bad {
        what: "an unknown component",
        from: "kind: \"worker\"",
        to: "kind: \"blackhole\"",
        line: 8,
        column: 19,
        field: "nodes[2].kind",
        says: "unknown component 'blackhole'",
    },
    Bad {
        what: "too many entities",
        from: "entities: 100",
        to: "entities: 1000000000000000000",
        line: 6,
        column: 98,
        field: "nodes[0].producer.keys.entities",
        says: "between 1 and",
    },
    Bad {
        what: "a console command that does not parse",
        from: "    seed: 1,",
        to: "    seed: 1, console: [\"create topic orders partitions 3\", \"frobnicate\"],",
        line: 3,
        column: 60,
        field: "console[1]",
        says: "frobnicate",
    },
    Bad {
        what: "a traffic schedule out of time order",
        from: "keys: (prefix: \"order-\", entities: 100))",
        to: "keys: (prefix: \"order-\", entities: 100), schedule: [(at: 60.0, rate: 5.0), (at: 30.0, rate: 9.0)])",
        line: 6,
        column: 149,
        field: "nodes[0].producer.schedule[1].at",
        says: "time order",
    },
    Bad {
        what: "an unknown field in a goal",
        from: "    seed: 1,",
        to: "    seed: 1, goals: [CompleteTasks(group: \"g\", count: 3, colour: 5)],",
        line: 3,
        column: 58,
        field: "goals[0].CompleteTasks.colour",
        says: "colour",
    },
    Bad {
        what: "a console setup command that fails",
        from: "    seed: 1,",
        to: "    seed: 1, console: [\"produce nowhere hello\"],",
        line: 3,
        column: 24,
        field: "console[0]",
        says: "nowhere",
    },
];

#[test]
fn bad_files_are_refused_with_line_column_and_field() {
    for b in BAD {
        assert!(GOOD.contains(b.from), "{}: the case does not apply", b.what);
        let text = GOOD.replacen(b.from, b.to, 1);
        let e = parse(&text).err().unwrap_or_else(|| panic!("{} was accepted", b.what));
        let shown = e.to_string();
        assert_eq!(e.file, "mod.scenario.ron", "{}: {shown}", b.what);
        assert_eq!((e.line, e.column), (Some(b.line), Some(b.column)), "{}: {shown}", b.what);
        assert_eq!(e.field.as_deref(), Some(b.field), "{}: {shown}", b.what);
        assert!(shown.contains(b.says), "{}: {shown}", b.what);
        assert!(
            shown.starts_with(&format!("mod.scenario.ron:{}:{}: {}: ", b.line, b.column, b.field)),
            "{}: {shown}",
            b.what
        );
        assert!(!shown.contains('\n'), "one line: {shown}");
    }
}

#[test]
fn hostile_sizes_are_refused_before_they_cost_memory() {
    // More Nodes than the limit.
    let many: Vec<String> =
        (0..600).map(|i| format!("(id: \"w{i}\", kind: \"worker\", at: (0.0, 0.0), worker: (group: \"g\"))")).collect();
    let text = format!("(name: \"many\", seed: 1, nodes: [{}], links: [])", many.join(", "));
    let e = parse(&text).unwrap_err();
    assert_eq!(e.field.as_deref(), Some("nodes"), "{e}");
    assert!(e.to_string().contains("at most 512"), "{e}");
    // A file past the size limit is not parsed at all.
    let big = format!("(name: \"big\", description: \"{}\", seed: 1, nodes: [], links: [])", "x".repeat(5 << 20));
    let e = parse(&big).unwrap_err();
    assert!(e.to_string().contains("larger than"), "{e}");
}

#[test]
fn a_console_setup_command_that_fails_refuses_the_scenario_and_leaves_the_game_as_it_was() {
    use logjam::sim;
    let catalog = Catalog::builtin();
    let mut app = sim::headless_app(catalog.clone(), 0);
    sim::load_scenario(app.world_mut(), parse(GOOD).unwrap(), "good.scenario.ron").unwrap();
    sim::run_ticks(app.world_mut(), 20);
    let text = GOOD.replacen("    seed: 1,", "    seed: 1,\n    console: [\"produce nowhere hello\"],", 1);
    // (`check` refuses it already; the game checks again when it starts.)
    assert!(parse(&text).is_err());
    let unchecked = Scenario::parse_unchecked(&text, "bad.scenario.ron").unwrap();
    let e = sim::load_scenario(app.world_mut(), unchecked, "bad.scenario.ron").unwrap_err();
    assert_eq!((e.line, e.column, e.field.as_deref()), (Some(4), Some(15), Some("console[0]")), "{e}");
    assert!(e.to_string().contains("nowhere"), "{e}");
    // The running board is untouched: its Nodes and its clock go on.
    let board = app.world().resource::<sim::Board>();
    assert_eq!(board.nodes.len(), 3);
    assert!(app.world().resource::<sim::SimClock>().now > 0.9);
    // Consuming as a group the board's Workers read is refused too.
    let text = GOOD.replacen("    seed: 1,", "    seed: 1,\n    console: [\"consume orders group g\"],", 1);
    let unchecked = Scenario::parse_unchecked(&text, "bad.scenario.ron").unwrap();
    let e = sim::load_scenario(app.world_mut(), unchecked, "bad.scenario.ron").unwrap_err();
    assert!(e.to_string().contains("read by the board's Workers"), "{e}");
}

#[test]
fn a_producer_follows_its_traffic_schedule() {
    let text = GOOD.replacen(
        "keys: (prefix: \"order-\", entities: 100))",
        "keys: (prefix: \"order-\", entities: 100), schedule: [(at: 10.0, rate: 50.0), (at: 20.0, rate: 0.0)])",
        1,
    );
    let at = |t: f64| crate::support::run(&text, t, 0.05, &[]).appended;
    assert_eq!(at(10.0), 100, "10/s for the first 10 s");
    assert_eq!(at(20.0), 100 + 500, "then 50/s");
    assert_eq!(at(30.0), 600, "then nothing");
}

#[test]
fn a_bad_catalog_number_is_refused_with_its_place() {
    let cases = [
        ("traffic: 3.0,", "traffic: NaN,", "eras[1].traffic"),
        ("hot_share: 0.5,", "hot_share: 5.0,", "incidents[3].hot_share"),
        ("tasks_per_second: 15.0,", "tasks_per_second: -1.0,", "components[\"worker\"].role.tasks_per_second"),
        ("lag_warning_records: 1000,", "lag_warning_records: 0,", "sim.lag_warning_records"),
        ("hot_partition_factor: 1.8,", "hot_partition_factor: 0.5,", "sim.hot_partition_factor"),
    ];
    refused_at_their_place(&cases);
}

/// Each `(from, to, field)`: the shipped catalog with `from` made `to` is
/// refused at `field`, on the line of `from`, with a column.
fn refused_at_their_place(cases: &[(&str, &str, &str)]) {
    let text = std::fs::read_to_string(crate::root().join("assets/catalog.ron")).unwrap();
    for (from, to, field) in cases {
        assert!(text.contains(from), "{from}");
        let e = Catalog::parse(&text.replacen(from, to, 1), "my.catalog.ron").unwrap_err();
        assert_eq!(e.field.as_deref(), Some(*field), "{e}");
        let line = text.lines().position(|l| l.contains(from)).unwrap() + 1;
        assert_eq!(e.line, Some(line), "{e}");
        assert!(e.column.is_some(), "{e}");
    }
}

/// A research name or effect a catalog cannot keep is refused when it
/// loads, with the file, line, column and field, like any other mistake;
/// a rule is never switched off by a misspelt name.
#[test]
fn an_unknown_research_name_or_effect_is_refused_with_its_place() {
    let cases = [
        ("effect: HealthChecks,", "effect: HealthCheck,", "research[4].effect"),
        ("research: \"Event streaming\",", "research: \"Event streamin\",", "components[\"log\"].unlock.research"),
        ("requires: [\"Load balancing\"],", "requires: [\"Load balancin\"],", "research[4].requires"),
        ("effect: MultipleRegions,", "effect: MultipleZones,", "research[6].effect"),
    ];
    refused_at_their_place(&cases);
}

/// A catalog written before research effects were named (a mod's, or the
/// copy inside an older save) still plays by them: each item takes the
/// effect of the shipped item of its name.
#[test]
fn a_catalog_without_effects_takes_the_shipped_ones() {
    use logjam::rules::research::ResearchEffect;
    let text = std::fs::read_to_string(crate::root().join("assets/catalog.ron")).unwrap();
    let mut older = text.clone();
    for e in ResearchEffect::ALL {
        older = older.replacen(&format!("effect: {e:?}, "), "", 1);
    }
    assert!(!older.contains("effect:"));
    let c = Catalog::parse(&older, "older.catalog.ron").unwrap();
    assert_eq!(c.research, Catalog::builtin().research);
    assert_eq!(c.research_with(ResearchEffect::SchemaRegistry).map(|r| r.name.as_str()), Some("Schema registry"));
}
