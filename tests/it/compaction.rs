//! Compacted topics in the console (docs/RULES.md#compaction): the stock of
//! white cheese as the sum of its events, and its snapshot as a compacted
//! topic that keeps the latest count of each product (seed 002: "for each
//! key at least the latest record is kept").

use logjam::console::{LiveGroups, run_json, run_text};
use logjam::log::Cluster;
use serde_json::Value;

use crate::support::console_transcript as transcript;

/// `(key, value)` of each record read; a tombstone's value is `None`.
fn pairs(v: &Value) -> Vec<(String, Option<String>)> {
    v["records"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| (r["key"].as_str().unwrap().to_string(), r["value"].as_str().map(str::to_string)))
        .collect()
}

fn offsets(v: &Value) -> Vec<u64> {
    v["records"].as_array().unwrap().iter().map(|r| r["offset"].as_u64().unwrap()).collect()
}

#[test]
fn the_stock_is_the_sum_of_its_events_and_the_snapshot_keeps_the_latest_count() {
    let (cluster, a) = transcript(&[
        "create topic stock-events partitions 1",
        "produce stock-events key=white-cheese +5",
        "produce stock-events key=white-cheese -2",
        "produce stock-events key=feta +4",
        "produce stock-events key=white-cheese +3",
        "consume stock-events group counter from-beginning",
        "create topic stock partitions 1 cleanup compact",
        "produce stock key=white-cheese 3",
        "produce stock key=feta 4",
        "produce stock key=white-cheese 6",
        "consume stock group shelf from-beginning",
        "compact stock",
        "read stock",
        "consume stock group restock from-beginning",
        "offsets stock",
    ]);
    assert!(a.iter().all(|v| v["ok"] == true), "{a:#?}");
    // The events summed: white cheese 5 − 2 + 3 = 6, feta 4.
    let mut sums = std::collections::BTreeMap::new();
    for (k, v) in pairs(&a[5]) {
        *sums.entry(k).or_insert(0) += v.unwrap().parse::<i64>().unwrap();
    }
    assert_eq!(sums.into_iter().collect::<Vec<_>>(), [("feta".to_string(), 4), ("white-cheese".to_string(), 6)]);
    assert_eq!(a[6]["cleanup"], "compact");
    assert_eq!(
        (a[11]["partitions"][0]["removed"].as_u64(), a[11]["partitions"][0]["kept"].as_u64()),
        (Some(1), Some(2))
    );
    assert_eq!(offsets(&a[12]), [1, 2], "offset 0 is a gap: nothing renumbered");
    let replayed = pairs(&a[13]);
    assert_eq!(
        replayed,
        [("feta".into(), Some("4".into())), ("white-cheese".into(), Some("6".into()))],
        "a replay from the start ends with the latest count of each product"
    );
    assert_eq!(a[14]["partitions"][0]["start"], 0, "the log start never moves");
    // The shelf group had committed 3 before the cleaner ran: still 3.
    assert_eq!(cluster.group("shelf").unwrap().committed("stock", 0), Some(3));
}

#[test]
fn a_tombstone_deletes_its_key_then_goes_itself() {
    let mut cluster = Cluster::new();
    let live = LiveGroups::default();
    let mut run =
        |line: &str, now: f64| -> Value { serde_json::from_str(&run_json(&mut cluster, line, now, &live)).unwrap() };
    run("create topic stock partitions 1 cleanup compact", 0.0);
    run("produce stock key=feta 4", 1.0);
    run("produce stock key=white-cheese 6", 2.0);
    let t = run("produce stock key=feta null", 3.0);
    assert_eq!(t["tombstone"], true);
    let c = run("compact stock", 4.0);
    assert_eq!((c["partitions"][0]["removed"].as_u64(), c["partitions"][0]["tombstones"].as_u64()), (Some(1), Some(0)));
    let read = run("consume stock group restock from-beginning", 5.0);
    assert_eq!(pairs(&read), [("white-cheese".into(), Some("6".into())), ("feta".into(), None)]);
    assert_eq!(read["records"][1]["tombstone"], true);
    // A day later (delete.retention.ms) the tombstone itself goes.
    let c = run("compact stock", 4.0 + 86_400.0);
    assert_eq!((c["partitions"][0]["removed"].as_u64(), c["partitions"][0]["tombstones"].as_u64()), (Some(1), Some(1)));
    let read = run("consume stock group late from-beginning", 86_500.0);
    assert_eq!(pairs(&read), [("white-cheese".into(), Some("6".into()))]);
}

#[test]
fn the_active_segment_is_never_compacted() {
    let (_, a) = transcript(&[
        "create topic stock partitions 1 cleanup compact",
        "produce stock key=feta 1",
        "compact stock",
        "produce stock key=feta 2",
        "produce stock key=feta 3",
        "read stock",
        "compact stock",
        "read stock",
    ]);
    // The second and third records were in the active segment when the
    // cleaner last ran: all three stay until it runs again.
    assert_eq!(offsets(&a[5]), [0, 1, 2]);
    assert_eq!(offsets(&a[7]), [2]);
}

#[test]
fn compaction_refusals_are_one_line_and_change_nothing() {
    let (cluster, a) = transcript(&[
        "create topic events partitions 1",
        "create topic stock partitions 1 cleanup compact",
        "produce stock no key here",
        "produce stock null",
        "compact events",
        "compact nowhere",
        "create topic x partitions 1 cleanup shred",
        "compact stock extra",
    ]);
    for v in &a[2..] {
        assert_eq!(v["ok"], false, "{v}");
        assert!(!v["error"].as_str().unwrap().contains('\n'));
    }
    assert!(a[2]["error"].as_str().unwrap().contains("every record needs a key"), "{}", a[2]);
    assert!(a[3]["error"].as_str().unwrap().contains("a tombstone needs a key"), "{}", a[3]);
    assert!(a[4]["error"].as_str().unwrap().contains("cleanup.policy=delete"), "{}", a[4]);
    assert_eq!(cluster.topic("stock").unwrap().total_appended(), 0);
}

#[test]
fn read_shows_the_gaps_compaction_left() {
    let mut cluster = Cluster::new();
    let live = LiveGroups::default();
    for (i, line) in [
        "create topic stock partitions 1 cleanup compact",
        "produce stock key=feta 1",
        "produce stock key=feta 2",
        "produce stock key=brie 7",
        "produce stock key=feta 3",
        "compact stock",
    ]
    .iter()
    .enumerate()
    {
        run_text(&mut cluster, line, i as f64, &live);
    }
    let read = run_text(&mut cluster, "read stock", 9.0, &live);
    assert!(read.contains("p0:0..1  ── removed by compaction"), "{read}");
    assert!(read.contains("p0:3     key=feta"), "{read}");
    let topics = run_text(&mut cluster, "topics", 9.0, &live);
    assert!(topics.contains("cleanup.policy=compact"), "{topics}");
}

/// What a transaction may still abort, or did abort, never makes the
/// cleaner remove a committed value; an aborted tombstone deletes nothing.
#[test]
fn open_and_aborted_records_never_supersede_a_committed_value() {
    let (_, a) = transcript(&[
        "create topic stock partitions 1 cleanup compact",
        "produce stock key=white-cheese 10",
        "produce stock key=blue-cheese 3",
        "begin",
        "produce stock key=white-cheese 9",
        "produce stock key=blue-cheese null",
        "compact stock",
        "abort",
        "compact stock",
        "consume stock group shelf isolation read_committed from-beginning",
    ]);
    assert!(a.iter().all(|v| v["ok"] == true), "{a:#?}");
    assert_eq!(a[5]["in_transaction"], true, "a tombstone goes into the open transaction");
    assert_eq!(a[6]["partitions"][0]["removed"], 0, "the cleaner stops at the last stable offset");
    assert_eq!(a[7]["records"], 2, "the abort undoes the 9 and the tombstone");
    assert_eq!(a[8]["partitions"][0]["removed"], 2, "the cleaner discards the aborted records");
    assert_eq!(
        pairs(&a[9]),
        [("white-cheese".into(), Some("10".into())), ("blue-cheese".into(), Some("3".into()))],
        "the committed values stay"
    );
}
