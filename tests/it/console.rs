//! The teaching text's worked examples and exercises (seed 002) as console
//! transcripts, through the executor and through `logjam console --json`.

use std::io::Write;
use std::process::{Command, Stdio};

use logjam::console::{LiveGroups, run_json};
use logjam::log::Cluster;
use proptest::prelude::*;
use serde_json::Value;

/// Runs lines on one cluster; returns each answer parsed.
fn transcript(lines: &[&str]) -> Vec<Value> {
    let mut cluster = Cluster::new();
    let live = LiveGroups::default();
    lines
        .iter()
        .enumerate()
        .map(|(i, l)| {
            let out = run_json(&mut cluster, l, i as f64, &live);
            assert!(!out.contains('\n'), "one line per answer: {out}");
            serde_json::from_str(&out).unwrap()
        })
        .collect()
}

fn values(v: &Value) -> Vec<String> {
    v["records"].as_array().unwrap().iter().map(|r| r["value"].as_str().unwrap().to_string()).collect()
}

fn places(v: &Value) -> Vec<(u64, u64)> {
    v["records"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| (r["partition"].as_u64().unwrap(), r["offset"].as_u64().unwrap()))
        .collect()
}

#[test]
fn customer_7_hashes_to_partition_1() {
    let a = transcript(&[
        "create topic orders partitions 3",
        "produce orders key=customer-7 {\"order\":61,\"total\":12.40}",
    ]);
    assert_eq!(a[0]["ok"], true);
    assert_eq!((a[1]["partition"].as_u64(), a[1]["offset"].as_u64()), (Some(1), Some(0)));
}

#[test]
fn round_robin_goes_0_1_2_0() {
    let a = transcript(&["create topic t partitions 3", "produce t a", "produce t b", "produce t c", "produce t d"]);
    let ps: Vec<u64> = a[1..].iter().map(|v| v["partition"].as_u64().unwrap()).collect();
    assert_eq!(ps, vec![0, 1, 2, 0]);
}

#[test]
fn without_a_key_email_sees_shipped_before_placed() {
    let a = transcript(&[
        "create topic orders partitions 3",
        "produce orders {\"order\":60,\"event\":\"placed\"}",
        "produce orders {\"order\":61,\"event\":\"placed\"}",
        "produce orders {\"order\":61,\"event\":\"paid\"}",
        "produce orders {\"order\":61,\"event\":\"shipped\"}",
        "consume orders group email from-beginning",
    ]);
    let got = values(&a[5]);
    let shipped = got.iter().position(|v| v.contains("61") && v.contains("shipped")).unwrap();
    let placed = got.iter().position(|v| v.contains("61") && v.contains("placed")).unwrap();
    assert!(shipped < placed, "{got:?}");
}

#[test]
fn one_orders_events_share_partition_1_at_0_1_2() {
    let a = transcript(&[
        "create topic orders partitions 3",
        "produce orders key=order-61 {\"order\":61,\"event\":\"placed\"}",
        "produce orders key=order-61 {\"order\":61,\"event\":\"paid\"}",
        "produce orders key=order-61 {\"order\":61,\"event\":\"shipped\"}",
        "consume orders group email from-beginning",
    ]);
    for (i, v) in a[1..4].iter().enumerate() {
        assert_eq!((v["partition"].as_u64(), v["offset"].as_u64()), (Some(1), Some(i as u64)));
    }
    assert_eq!(places(&a[4]), vec![(1, 0), (1, 1), (1, 2)]);
    assert!(values(&a[4])[0].contains("placed") && values(&a[4])[2].contains("shipped"));
}

#[test]
fn a_new_group_starts_at_the_end_and_from_beginning_only_counts_once() {
    let a = transcript(&[
        "create topic orders partitions 3",
        "produce orders key=order-61 placed",
        "produce orders key=order-62 placed",
        "consume orders group analytics",
        "produce orders key=order-63 placed",
        "consume orders group analytics",
        "consume orders group analytics from-beginning",
        "consume orders group fresh from-beginning",
    ]);
    assert_eq!(values(&a[3]).len(), 0, "a new group without from-beginning starts at the end");
    assert_eq!(values(&a[5]), vec!["placed"], "then it sees what came after");
    assert_eq!(values(&a[6]).len(), 0, "from-beginning is ignored once the group has a position");
    assert_eq!(values(&a[7]).len(), 3, "a new group with from-beginning reads everything");
    assert_eq!(a[7]["member"], "fresh-1");
    assert_eq!(a[7]["records"][0]["group"], "fresh");
}

#[test]
fn no_commit_gets_the_same_events_again() {
    let a = transcript(&[
        "create topic orders partitions 3",
        "produce orders key=order-64 {\"order\":64}",
        "produce orders key=order-61 {\"order\":61}",
        "consume orders group billing from-beginning no-commit",
        "consume orders group billing from-beginning",
        "consume orders group billing",
    ]);
    assert_eq!(values(&a[3]).len(), 2);
    assert_eq!(a[3]["committed"], false);
    assert_eq!(values(&a[4]), values(&a[3]), "the crash before the commit redelivers");
    assert_eq!(values(&a[5]).len(), 0, "after the commit, nothing again");
}

#[test]
fn two_groups_do_not_get_in_each_others_way() {
    let a = transcript(&[
        "create topic orders partitions 3",
        "produce orders key=order-61 a",
        "produce orders key=order-62 b",
        "consume orders group billing from-beginning",
        "consume orders group email from-beginning max 1",
        "describe group email",
        "describe group billing",
    ]);
    assert_eq!(values(&a[3]).len(), 2);
    assert_eq!(values(&a[4]).len(), 1);
    let lag = |v: &Value| v["partitions"].as_array().unwrap().iter().map(|p| p["lag"].as_u64().unwrap()).sum::<u64>();
    assert_eq!(lag(&a[5]), 1);
    assert_eq!(lag(&a[6]), 0);
}

#[test]
fn billing_2_takes_partition_2_and_reads_order_65() {
    let a = transcript(&[
        "create topic orders partitions 3",
        "produce orders key=order-61 {\"order\":61}",
        "produce orders key=order-64 {\"order\":64}",
        "consume orders group billing from-beginning",
        "produce orders key=order-65 {\"order\":65}",
        "consume orders group billing as billing-2",
        "describe group billing",
    ]);
    assert_eq!(a[4]["partition"], 2);
    assert_eq!(a[5]["assigned"], serde_json::json!([2]));
    assert_eq!(values(&a[5]), vec!["{\"order\":65}"]);
    let members: Vec<&str> =
        a[6]["partitions"].as_array().unwrap().iter().map(|p| p["member"].as_str().unwrap()).collect();
    assert_eq!(members, vec!["billing-1", "billing-1", "billing-2"]);
}

#[test]
fn a_fourth_member_sits_idle_on_three_partitions() {
    let a = transcript(&[
        "create topic orders partitions 3",
        "produce orders x",
        "consume orders group g from-beginning",
        "consume orders group g as g-2",
        "consume orders group g as g-3",
        "consume orders group g as g-4",
    ]);
    assert_eq!(a[5]["assigned"], serde_json::json!([]));
    assert_eq!(values(&a[5]).len(), 0);
}

#[test]
fn reset_one_group_leaves_the_other_alone() {
    let a = transcript(&[
        "create topic orders partitions 3",
        "produce orders key=order-61 a",
        "produce orders key=order-62 b",
        "produce orders key=order-63 c",
        "consume orders group billing from-beginning",
        "consume orders group analytics from-beginning",
        "reset group analytics to 0",
        "offsets orders",
        "consume orders group analytics",
        "consume orders group billing",
    ]);
    assert_eq!(a[6]["ok"], true);
    let groups = a[7]["groups"].as_array().unwrap();
    let analytics = groups.iter().find(|g| g["group"] == "analytics").unwrap();
    assert!(analytics["positions"].as_array().unwrap().iter().all(|p| p["position"] == 0));
    let billing = groups.iter().find(|g| g["group"] == "billing").unwrap();
    let ends: Vec<&Value> = a[7]["partitions"].as_array().unwrap().iter().map(|p| &p["end"]).collect();
    let billing_pos: Vec<&Value> = billing["positions"].as_array().unwrap().iter().map(|p| &p["position"]).collect();
    assert_eq!(billing_pos, ends, "billing stays at the end");
    assert_eq!(values(&a[8]).len(), 3, "analytics replays");
    assert_eq!(values(&a[9]).len(), 0, "billing sends no second invoice");
}

#[test]
fn reset_to_an_offset_and_by_a_shift_clamp_to_the_log() {
    let a = transcript(&[
        "create topic t partitions 1",
        "produce t a",
        "produce t b",
        "produce t c",
        "consume t group g from-beginning",
        "reset group g by -2",
        "consume t group g",
        "reset group g to 99",
        "describe group g",
        "reset group g to earliest",
        "reset group g by +1",
        "consume t group g",
    ]);
    assert_eq!(values(&a[6]), vec!["b", "c"]);
    assert_eq!(a[8]["partitions"][0]["position"], 3);
    assert_eq!(values(&a[11]), vec!["b", "c"]);
}

#[test]
fn the_cheese_return_lands_at_partition_2_offset_3() {
    let a = transcript(&[
        "create topic stock partitions 3",
        "produce stock key=product-7 {\"product\":7,\"change\":24,\"why\":\"delivery\"}",
        "produce stock key=product-7 {\"product\":7,\"change\":-4,\"why\":\"sold\"}",
        "produce stock key=product-7 {\"product\":7,\"change\":-3,\"why\":\"sold\"}",
        "produce stock key=product-7 {\"product\":7,\"change\":1,\"why\":\"returned\"}",
    ]);
    assert_eq!((a[4]["partition"].as_u64(), a[4]["offset"].as_u64()), (Some(2), Some(3)));
}

#[test]
fn records_are_immutable_and_bad_input_changes_nothing() {
    let a = transcript(&[
        "create topic orders partitions 3",
        "produce orders key=order-61 a",
        "update orders 1 x",
        "delete orders",
        "create topic orders partitions 3",
        "produce nope x",
        "read orders partition 7",
        "produce orders key= x",
        "create topic big partitions 99999999999999999999",
        "create topic zero partitions 0",
        "describe group nobody",
        "reset group nobody to 0",
        "frobnicate",
        "offsets orders",
        "topics",
        "groups",
    ]);
    for v in &a[2..13] {
        assert_eq!(v["ok"], false, "{v}");
        assert!(v["error"].as_str().is_some_and(|e| !e.is_empty()));
    }
    assert!(a[2]["error"].as_str().unwrap().contains("immutable"));
    assert_eq!(a[13]["partitions"].as_array().unwrap().iter().map(|p| p["end"].as_u64().unwrap()).sum::<u64>(), 1);
    assert_eq!(a[14]["topics"], serde_json::json!([{"name": "orders", "partitions": 3}]));
    assert_eq!(a[15]["groups"], serde_json::json!([]));
}

#[test]
fn murmur2_is_selectable_per_topic() {
    let a = transcript(&["create topic t partitions 12 partitioner murmur2", "produce t key=foobar x"]);
    assert_eq!(a[0]["partitioner"], "murmur2");
    // (murmur2("foobar") & 0x7fffffff) % 12 = (−790332482 & 0x7fffffff) % 12
    let expected = ((-790_332_482i32 as u32) & 0x7fff_ffff) % 12;
    assert_eq!(a[1]["partition"].as_u64(), Some(u64::from(expected)));
}

#[test]
fn logjam_console_json_answers_one_line_each() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_logjam"))
        .args(["console", "--json"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let input =
        "create topic orders partitions 3\nproduce orders key=customer-7 {\"order\":61}\n\nbogus\nread orders\n";
    let long = format!("produce orders {}\n", "x".repeat(100_000));
    {
        let stdin = child.stdin.as_mut().unwrap();
        stdin.write_all(input.as_bytes()).unwrap();
        stdin.write_all(long.as_bytes()).unwrap();
        stdin.write_all(b"topics\n").unwrap();
    }
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    let lines: Vec<Value> =
        String::from_utf8(out.stdout).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines.len(), 7);
    assert_eq!(lines[1]["partition"], 1);
    assert_eq!(lines[2]["ok"], false);
    assert_eq!(lines[3]["ok"], false);
    assert_eq!(lines[4]["records"][0]["key"], "customer-7");
    assert_eq!(lines[5]["ok"], false);
    assert_eq!(lines[6]["topics"][0]["name"], "orders");
}

#[derive(Clone, Debug)]
enum Op {
    Produce(Option<u8>),
    Consume { group: u8, max: Option<u8>, no_commit: bool },
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        3 => proptest::option::of(0u8..6).prop_map(Op::Produce),
        2 => (0u8..2, proptest::option::of(1u8..5), proptest::bool::weighted(0.2))
            .prop_map(|(group, max, no_commit)| Op::Consume { group, max, no_commit }),
    ]
}

proptest! {
    /// Offsets only grow, lag is never negative, order within a partition is
    /// kept, and each group gets every record at least once — exactly once
    /// when it never skips a commit.
    #[test]
    fn log_properties(ops in proptest::collection::vec(op(), 1..80)) {
        let mut cluster = Cluster::new();
        let live = LiveGroups::default();
        let ok = |s: String| -> Value { serde_json::from_str(&s).unwrap() };
        ok(run_json(&mut cluster, "create topic t partitions 3", 0.0, &live));
        for g in 0..2 {
            // Join with a position at the start, so every record counts.
            ok(run_json(&mut cluster, &format!("consume t group g{g} from-beginning"), 0.0, &live));
        }
        let mut seen: Vec<Vec<(u64, u64)>> = vec![Vec::new(), Vec::new()];
        let mut skipped = [false, false];
        let mut last_end = [0u64; 3];
        let mut produced = 0u64;
        for (i, o) in ops.iter().enumerate() {
            let line = match o {
                Op::Produce(Some(k)) => format!("produce t key=k{k} v{i}"),
                Op::Produce(None) => format!("produce t v{i}"),
                Op::Consume { group, max, no_commit } => format!(
                    "consume t group g{group}{}{}",
                    max.map(|m| format!(" max {m}")).unwrap_or_default(),
                    if *no_commit { " no-commit" } else { "" }
                ),
            };
            let v = ok(run_json(&mut cluster, &line, i as f64, &live));
            prop_assert_eq!(&v["ok"], &Value::Bool(true));
            if matches!(o, Op::Produce(_)) {
                produced += 1;
            }
            if let Op::Consume { group, no_commit, .. } = o {
                let g = *group as usize;
                let recs = places(&v);
                // Within a partition, offsets come in order.
                for w in recs.windows(2) {
                    if w[0].0 == w[1].0 {
                        prop_assert!(w[0].1 < w[1].1);
                    }
                }
                seen[g].extend(recs);
                skipped[g] |= *no_commit;
            }
            let offs = ok(run_json(&mut cluster, "offsets t", 0.0, &live));
            for (p, part) in offs["partitions"].as_array().unwrap().iter().enumerate() {
                let end = part["end"].as_u64().unwrap();
                prop_assert!(end >= last_end[p], "offsets only grow");
                last_end[p] = end;
            }
            for g in 0..2 {
                let d = ok(run_json(&mut cluster, &format!("describe group g{g}"), 0.0, &live));
                for row in d["partitions"].as_array().unwrap() {
                    prop_assert!(row["position"].as_u64().unwrap() <= row["end"].as_u64().unwrap());
                }
            }
        }
        // Drain both groups, then check delivery.
        for g in 0..2 {
            let v = ok(run_json(&mut cluster, &format!("consume t group g{g}"), 0.0, &live));
            seen[g].extend(places(&v));
            let mut unique = seen[g].clone();
            unique.sort();
            unique.dedup();
            prop_assert_eq!(unique.len() as u64, produced, "every record at least once");
            if !skipped[g] {
                prop_assert_eq!(seen[g].len() as u64, produced, "exactly once without no-commit");
            }
        }
    }
}

/// A console exercise's topics, and a topic made in the console during
/// play, are Event Stream cards on the board (issue 18: the exercise is
/// seen, not only read): an adopted topic keeps its records and partitions.
#[test]
fn topics_the_console_makes_are_streams_on_the_board() {
    let text = std::fs::read_to_string(crate::root().join("scenarios/exercise-3-rewind.scenario.ron")).unwrap();
    let make = logjam::sim::PlayerAction::Console { line: "create topic audit partitions 2".into() };
    let r = crate::support::run(&text, 5.0, 0.05, &[(1.0, make)]);
    let topics: Vec<&str> = r.streams.iter().map(|s| s.topic.as_str()).collect();
    assert!(topics.contains(&"orders") && topics.contains(&"stock") && topics.contains(&"audit"), "{topics:?}");
    let orders = r.streams.iter().find(|s| s.topic == "orders").unwrap();
    assert_eq!(orders.partitions.len(), 3);
    assert!(orders.partitions.iter().map(|p| p.log_end).sum::<u64>() > 0, "the setup's records are kept");
    let audit = r.streams.iter().find(|s| s.topic == "audit").unwrap();
    assert_eq!((audit.node.as_str(), audit.partitions.len()), ("audit", 2));
    assert_eq!(r.stranded, 0, "a stream nobody sends to strands nothing");
}

/// On the board a record is readable once every in-sync replica has it:
/// `read`, `consume` and `reset … to latest` stop at the high watermark,
/// never at a log end the followers have not reached.
#[test]
fn read_consume_and_reset_to_latest_stop_at_the_high_watermark() {
    let mut cluster = Cluster::new();
    let live = LiveGroups::default();
    let mut run = |line: &str| -> Value { serde_json::from_str(&run_json(&mut cluster, line, 0.0, &live)).unwrap() };
    run("create topic t partitions 1");
    for v in ["a", "b", "c"] {
        run(&format!("produce t {v}"));
    }
    run("consume t group g from-beginning max 1");
    // Two records appended that the followers have not copied yet.
    let p = cluster.topic_mut("t").unwrap().partition_mut(0).unwrap();
    p.append_record(None, Some("d".into()), 1.0);
    p.append_record(None, Some("e".into()), 1.0);
    assert_eq!((p.high_watermark(), p.log_end()), (3, 5));
    let mut run = |line: &str| -> Value { serde_json::from_str(&run_json(&mut cluster, line, 2.0, &live)).unwrap() };
    assert_eq!(values(&run("read t")), ["a", "b", "c"], "read stops at the high watermark");
    assert_eq!(values(&run("consume t group g")), ["b", "c"]);
    let reset = run("reset group g to latest");
    assert_eq!(reset["reset"][0]["to"], 3, "latest is the high watermark: {reset}");
}

/// `from-beginning` for a group that already has committed offsets does
/// nothing (Kafka's console consumer only sets `auto.offset.reset`), and
/// the answer says so and how to read again; one partition is "1
/// partition".
#[test]
fn from_beginning_on_a_committed_group_says_it_reads_on() {
    let (_, a) = crate::support::console_transcript(&[
        "create topic stock partitions 1",
        "produce stock key=product-7 +24",
        "consume stock group snapshot from-beginning",
        "produce stock key=product-7 -4",
        "consume stock group snapshot from-beginning",
    ]);
    assert_eq!(a[2]["records"].as_array().unwrap().len(), 1);
    assert!(a[2].get("from_beginning_ignored").is_none(), "a new group starts at the log start: {}", a[2]);
    assert_eq!(a[4]["records"].as_array().unwrap().len(), 1, "it read on from its committed offset");
    assert_eq!(a[4]["from_beginning_ignored"], true, "{}", a[4]);
    let mut cluster = Cluster::new();
    let live = LiveGroups::default();
    let created = logjam::console::run_text(&mut cluster, "create topic t partitions 1", 0.0, &live);
    assert!(created.contains("with 1 partition (partitioner"), "{created}");
    logjam::console::run_text(&mut cluster, "produce t a", 1.0, &live);
    logjam::console::run_text(&mut cluster, "consume t group g from-beginning", 2.0, &live);
    let again = logjam::console::run_text(&mut cluster, "consume t group g from-beginning", 3.0, &live);
    assert!(again.contains("reset group g to earliest"), "{again}");
}
