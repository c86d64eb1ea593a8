//! `logjam snapshot`'s figures made into a scenario, without a broker: two
//! looks made up here, as `watch::look` would give them (tests/it/broker.rs
//! takes a snapshot of a real broker).

use std::collections::BTreeMap;

use logjam::bridge::snapshot::{self, KeySample, Measured, TopicConfig};
use logjam::bridge::watch::{
    BrokerLook, ClusterLook, GroupLook, GroupPartitionLook, MemberLook, PartitionLook, TopicLook,
};
use logjam::log::CleanupPolicy;
use logjam::log::partitioner::Partitioner;
use logjam::rules::catalog::Catalog;
use logjam::rules::scenario::PartitionKey;

/// A topic of `n` partitions on brokers 1–3, each partition's high
/// watermark `high`.
fn topic(name: &str, n: i32, high: i64) -> TopicLook {
    TopicLook {
        name: name.into(),
        partitions: (0..n)
            .map(|p| PartitionLook {
                partition: p,
                leader: p % 3 + 1,
                replicas: vec![p % 3 + 1, (p + 1) % 3 + 1, (p + 2) % 3 + 1],
                isr: vec![p % 3 + 1, (p + 1) % 3 + 1, (p + 2) % 3 + 1],
                log_start: 0,
                high_watermark: high,
            })
            .collect(),
    }
}

/// A group on `topic`'s `n` partitions, each committed at `committed`,
/// with `members` members.
fn group(name: &str, topic: &str, n: i32, high: i64, committed: i64, members: usize) -> GroupLook {
    let partitions: Vec<GroupPartitionLook> = (0..n)
        .map(|p| GroupPartitionLook {
            topic: topic.into(),
            partition: p,
            committed: Some(committed),
            high_watermark: high,
            lag: Some(high - committed),
            lag_seconds: None,
            owner: None,
        })
        .collect();
    GroupLook {
        name: name.into(),
        state: if members > 0 { "Stable" } else { "Empty" }.into(),
        assignor: if members > 0 { "cooperative-sticky" } else { "" }.into(),
        members: (0..members)
            .map(|i| MemberLook {
                id: format!("m{i}"),
                client_id: format!("{name}-{i}"),
                host: "/10.0.0.1".into(),
                owns: vec![],
            })
            .collect(),
        lag: partitions.iter().filter_map(|p| p.lag).sum(),
        partitions,
        lag_seconds: None,
        trend: None,
    }
}

/// A cluster of three brokers, its topics and groups, at `at_ms`.
fn look(at_ms: u64, topics: Vec<TopicLook>, groups: Vec<GroupLook>) -> ClusterLook {
    ClusterLook {
        bootstrap: "kafka-1.example:9092".into(),
        taken_at_ms: at_ms,
        brokers: (1..=3).map(|id| BrokerLook { id, address: format!("kafka-{id}.example:9092") }).collect(),
        topics,
        groups,
    }
}

/// Two looks 10 s apart: `orders` (6 partitions, 100 records more on each:
/// 60 a second), read by `billing` (2 members, 40 a second committed, its
/// lag growing) and by `audit` (no member, nothing committed); a second
/// topic, `payments-…` with a name too long for the game, nothing produced.
fn measured() -> Measured {
    let long = format!("payments-{}", "x".repeat(70));
    let first = look(
        1_764_972_000_000,
        vec![topic("orders", 6, 1000), topic(&long, 2, 5)],
        vec![
            group("billing", "orders", 6, 1000, 900, 2),
            group("audit", "orders", 6, 1000, 10, 0),
            group("stuck", "orders", 6, 1000, 500, 1),
        ],
    );
    let last = look(
        1_764_972_010_000,
        vec![topic("orders", 6, 1100), topic(&long, 2, 5)],
        vec![
            group("billing", "orders", 6, 1100, 966, 2),
            group("audit", "orders", 6, 1100, 10, 0),
            group("stuck", "orders", 6, 1100, 500, 1),
        ],
    );
    // The sample: "customer-secret-7" on partition 4 in half the records,
    // the rest spread.
    let mut keys = BTreeMap::new();
    keys.insert(b"customer-secret-7".to_vec(), (100, 4));
    for i in 0..100 {
        keys.insert(format!("c-{i}").into_bytes(), (1, i % 6));
    }
    let mut samples = BTreeMap::new();
    samples.insert("orders".to_string(), KeySample { keyless: 0, keys });
    samples.insert(long.clone(), KeySample { keyless: 7, keys: BTreeMap::new() });
    let mut configs = BTreeMap::new();
    configs.insert(
        "orders".to_string(),
        TopicConfig {
            retention_ms: Some(604_800_000),
            cleanup_policy: Some("compact,delete".into()),
            min_insync_replicas: Some(2),
        },
    );
    configs.insert(
        long,
        TopicConfig {
            retention_ms: Some(86_400_000),
            cleanup_policy: Some("delete".into()),
            min_insync_replicas: None,
        },
    );
    Measured { first, last, configs, configs_error: None, samples }
}

#[test]
fn a_snapshot_makes_a_scenario_the_rules_accept_and_the_sim_plays() {
    let catalog = Catalog::builtin();
    let shaped = snapshot::shape(&measured(), &catalog, "test.scenario.ron").unwrap();
    let s = &shaped.scenario;
    let node = |id: &str| s.nodes.iter().find(|n| n.id == id).unwrap_or_else(|| panic!("no {id}: {}", shaped.text));

    // The stream: as read.
    let orders = node("orders").stream.as_ref().unwrap();
    assert_eq!(orders.topic.as_deref(), Some("orders"));
    assert_eq!(orders.partitions, Some(6));
    assert_eq!((orders.replication_factor, orders.brokers, orders.min_insync_replicas), (3, Some(3), 2));
    assert_eq!(orders.cleanup_policy, CleanupPolicy::CompactDelete);
    assert_eq!(orders.retention, Some(604_800.0), "a week is one of the game's retentions");
    assert_eq!(orders.partition_key, PartitionKey::Key);

    // Its producer: 600 records in 10 s, the hot key on partition 4 under a
    // made-up name, the sampled keys nowhere in the file.
    let producer = node("orders-producer").producer.as_ref().unwrap();
    assert_eq!(producer.rate, 60.0);
    assert_eq!(producer.keys.hot.len(), 1, "{}", shaped.text);
    let hot = &producer.keys.hot[0];
    assert_eq!(Partitioner::Murmur2.partition(&hot.key, 6), 4, "the hot key's partition is the real one's");
    assert!((hot.share - 0.5).abs() < 1e-9, "{hot:?}");
    assert!(!shaped.text.contains("customer-secret") && !shaped.text.contains("c-1"), "{}", shaped.text);
    // 100 keys seen once each (besides the hot one): Chao1 guesses more.
    assert!(producer.keys.entities > 100, "{:?}", producer.keys);

    // billing: two Workers reading what the group read (40 a second, its
    // lag growing: at capacity), audit: one Worker for a group with none.
    let billing: Vec<_> = s.nodes.iter().filter(|n| n.worker.as_ref().is_some_and(|w| w.group == "billing")).collect();
    assert_eq!(billing.len(), 2);
    let rules = catalog.component("worker").unwrap();
    let logjam::rules::catalog::Role::Worker(w) = &rules.role else { panic!() };
    let each: f64 = billing
        .iter()
        .map(|n| w.tasks_per_second * rules.size_multiplier(n.size) * n.worker.as_ref().unwrap().speed)
        .sum();
    assert!((each - 39.6).abs() < 0.5, "66 × 6 records in 10 s: {each}");
    assert_eq!(s.nodes.iter().filter(|n| n.worker.as_ref().is_some_and(|w| w.group == "audit")).count(), 1);
    // stuck: a member, nothing committed while records came: as slow as a
    // Worker can be, not the catalog's speed.
    let stuck = node("stuck-1");
    assert_eq!((stuck.size, stuck.worker.as_ref().unwrap().speed), (1, 0.01), "{}", shaped.text);
    assert!(s.links.iter().any(|l| l.from == "orders-producer" && l.to == "orders"));
    assert_eq!(s.links.iter().filter(|l| l.from == "orders").count(), 4);
    // What the game cannot start with is said: the records held, the lags.
    assert!(shaped.left_out.contains(&"the 6610 records the topics held: every partition starts empty".to_string()));
    assert!(
        shaped.left_out.contains(&"group billing's lag of 804 records: every group starts caught up".to_string()),
        "{:?}",
        shaped.left_out
    );
    assert!(s.groups.iter().any(|g| g.name == "billing"), "its assignor is kept");

    // The long name: renamed, said; nothing produced, no producer.
    assert!(shaped.estimated.iter().any(|e| e.contains("named payments-x")), "{:?}", shaped.estimated);
    assert!(shaped.estimated.iter().any(|e| e.contains("(1 day)") && e.contains("10 h")), "{:?}", shaped.estimated);
    assert_eq!(s.nodes.iter().filter(|n| n.producer.is_some()).count(), 1);

    // The comment: where, when, over how long; what was estimated.
    let comment: Vec<&str> = shaped.text.lines().take_while(|l| l.starts_with("//")).collect();
    let flat = comment.iter().map(|l| l.trim_start_matches("//").trim()).collect::<Vec<_>>().join(" ");
    assert!(
        flat.starts_with(
            "A snapshot of the cluster at kafka-1.example:9092 (3 brokers), taken 2025-12-05 22:00:00 UTC by \
             `logjam snapshot` (or the live board's Snapshot button) over a 10 s window."
        ),
        "{flat}"
    );
    assert!(comment.contains(&"// Estimated rather than read:"), "{flat}");
    assert!(flat.contains("each Event Stream runs on brokers of its own"), "{flat}");
    // Wrapped at 78 characters, a word longer than a line alone on its own.
    let one_word = |l: &str| !l.trim_start_matches("//").trim().trim_start_matches("- ").contains(' ');
    assert!(comment.iter().all(|l| l.chars().count() <= 78 || one_word(l)), "{flat}");
    assert!(flat.contains("group audit: read 0 records/s over the window; no live member"), "{flat}");

    // The file as `logjam check` reads it, then played for a sim minute.
    let again = logjam::rules::scenario::Scenario::parse(&shaped.text, "again", &catalog).unwrap();
    assert_eq!(again.nodes.len(), s.nodes.len());
    let report = logjam::sim::run_scenario(catalog, again, "snapshot", 60.0, 1.0).unwrap();
    assert!(report.appended >= 3000, "60 records a second for a minute: {report:?}");
    assert!(report.consumed.get("billing").is_some_and(|&c| c > 0), "{report:?}");
}

#[test]
fn key_skew_is_fitted_and_counted() {
    // Counts that follow a Zipf law of exponent 1.2 give it back.
    let counts: Vec<u64> = (1..=200).map(|r| (20_000.0 / f64::powf(r as f64, 1.2)).round() as u64).collect();
    let s = snapshot::zipf_exponent(&counts).unwrap();
    assert!((s - 1.2).abs() < 0.05, "{s}");
    // Every key alike: no skew; too few keys seen twice: none either.
    assert_eq!(snapshot::zipf_exponent(&[5; 50]), None);
    assert_eq!(snapshot::zipf_exponent(&[9, 3, 1, 1, 1]), None);

    // Chao1: 10 keys seen once and 5 twice: 15 seen + 10²/(2·5) unseen.
    let mut sample = KeySample::default();
    for i in 0..10 {
        sample.keys.insert(vec![b'a', i], (1, 0));
    }
    for i in 0..5 {
        sample.keys.insert(vec![b'b', i], (2, 1));
    }
    let skew = snapshot::skew(&sample).unwrap();
    assert_eq!(skew.entities, 25);
    assert_eq!(skew.hot, None, "no key takes a quarter");
    // One key in 30 of 50 records: hot, on its partition.
    sample.keys.insert(b"big".to_vec(), (30, 2));
    let skew = snapshot::skew(&sample).unwrap();
    assert_eq!(skew.hot, Some((2, 0.6)));
    assert_eq!(skew.entities, 26, "the hot key counted once");
    assert_eq!(snapshot::skew(&KeySample { keyless: 9, keys: BTreeMap::new() }), None);
}

#[test]
fn a_cluster_past_the_games_bounds_is_cut_and_says_so() {
    let mut m = measured();
    for id in 4..=20 {
        m.last.brokers.push(BrokerLook { id, address: format!("kafka-{id}.example:9092") });
    }
    let shaped = snapshot::shape(&m, &Catalog::builtin(), "big.scenario.ron").unwrap();
    let orders = shaped.scenario.nodes.iter().find(|n| n.id == "orders").unwrap().stream.as_ref().unwrap();
    assert_eq!(orders.brokers, Some(16), "the most brokers a stream has in the game");
    assert!(shaped.left_out.contains(&"orders: 20 brokers, cut to the game's 16".to_string()), "{:?}", shaped.left_out);
}
