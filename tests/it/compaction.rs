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
fn a_topic_sets_its_own_delete_retention_and_min_compaction_lag() {
    let mut cluster = Cluster::new();
    let live = LiveGroups::default();
    let mut run =
        |line: &str, now: f64| -> Value { serde_json::from_str(&run_json(&mut cluster, line, now, &live)).unwrap() };
    let made = run(
        "create topic stock partitions 1 cleanup compact delete.retention.ms 60000 min.compaction.lag.ms 5000",
        0.0,
    );
    assert_eq!(
        (made["delete_retention_ms"].as_u64(), made["min_compaction_lag_ms"].as_u64()),
        (Some(60_000), Some(5_000))
    );
    run("produce stock key=feta 4", 1.0);
    run("produce stock key=feta null", 2.0);
    // Younger than min.compaction.lag (5 s): the cleaner leaves both.
    let c = run("compact stock", 4.0);
    assert_eq!(c["partitions"][0]["removed"].as_u64(), Some(0));
    // Then the older record goes; the tombstone stays its minute.
    let c = run("compact stock", 10.0);
    assert_eq!((c["partitions"][0]["removed"].as_u64(), c["partitions"][0]["tombstones"].as_u64()), (Some(1), Some(0)));
    let c = run("compact stock", 63.0);
    assert_eq!((c["partitions"][0]["removed"].as_u64(), c["partitions"][0]["tombstones"].as_u64()), (Some(1), Some(1)));
    // Out of range or not a number: one line, nothing made.
    for bad in ["delete.retention.ms -1", "delete.retention.ms soon", "min.compaction.lag.ms 99999999999999"] {
        let v = run(&format!("create topic t partitions 1 cleanup compact {bad}"), 70.0);
        assert_eq!(v["ok"], false, "{bad}: {v}");
    }
    assert!(cluster.topic("t").is_err());
    // A tombstone's answer names the topic's own delete.retention.ms.
    let said = run_text(&mut cluster, "produce stock key=feta null", 64.0, &live);
    assert!(said.contains("delete.retention.ms (60000 ms)"), "{said}");
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

/// Compaction on the board (docs/RULES.md#compaction): a stream's
/// `cleanup.policy`, its cleaner over batches of many records, retention,
/// and a table rebuilt after a lost state store
/// (docs/RULES.md#incident-state-store-lost).
mod board {
    use logjam::log::CleanupPolicy;
    use logjam::rules::catalog::Catalog;
    use logjam::sim::report::{GroupReport, Report, StreamReport};
    use logjam::sim::{PlayerAction, SimLog, Stream};

    use crate::support::{api, run, run_with, scenario, stream, worker};

    /// A stock changelog: `rate` changes a second over `products` keys, a
    /// 10-hour retention, one idempotent reader; `policy` and `extra`
    /// (incidents, goals) as given.
    fn stock(rate: f64, products: u64, policy: &str, extra: &str) -> String {
        scenario(
            &[
                api(rate, &format!("(prefix: \"product-\", entities: {products})")),
                stream(&format!("partitions: 2, cleanup_policy: {policy}"), 1),
                worker("shop-1", "shop", ", speed: 20.0, idempotent: true"),
            ],
            &[("api", "s"), ("s", "shop-1")],
            &format!("economy: (start_money: 1000000.0), {extra}"),
        )
    }

    fn s(r: &Report) -> &StreamReport {
        &r.streams[0]
    }

    fn g(r: &Report) -> &GroupReport {
        &s(r).groups[0]
    }

    #[test]
    fn the_cleaner_keeps_about_one_record_per_key_and_never_moves_the_log_start() {
        let r = run(&stock(50.0, 1000, "Compact", ""), 3.0 * 3600.0 + 10.0, 1.0, &[]);
        let st = s(&r);
        assert_eq!(st.cleanup_policy.as_deref(), Some("compact"));
        let compacted = st.compacted.expect("it compacted");
        let held = st.records_held.unwrap();
        assert_eq!(compacted + held, st.appended, "every offset is held or a gap");
        // Below the last roll (3:00) about one record per key is left
        // (1,000 keys); the active segment (10 s, traffic grown with the
        // era) is whole.
        assert!(held < 3000 && held * 100 < st.appended, "about a record per key and the active segment: {held}");
        assert!(held >= 1000, "each key's latest is kept: {held}");
        assert!(st.partitions.iter().all(|p| p.log_start == 0), "compaction never moves the log start");
        let (written, known) = st.keys.unwrap();
        assert_eq!(written, known, "no key lost");
        assert_eq!(g(&r).lag, 0, "the reader passes the gaps");
        // The same stream under delete holds every record.
        let d = run(&stock(50.0, 1000, "Delete", ""), 3.0 * 3600.0 + 10.0, 1.0, &[]);
        assert_eq!((s(&d).compacted, s(&d).records_held, s(&d).cleanup_policy.clone()), (None, None, None));
    }

    #[test]
    fn retention_cuts_a_delete_or_compact_delete_stream_and_never_a_compact_one() {
        let until = 11.0 * 3600.0;
        let start = |policy: &str| {
            let r = run(&stock(5.0, 20000, policy, ""), until, 5.0, &[]);
            let st = s(&r).clone();
            (st.partitions.iter().map(|p| p.log_start).sum::<u64>(), st.keys.unwrap_or_default(), st.compacted)
        };
        let (delete, delete_keys, _) = start("Delete");
        let (compact, compact_keys, compacted) = start("Compact");
        let (both, both_keys, both_compacted) = start("CompactDelete");
        assert!(delete > 0 && both > 0, "retention cut them: {delete} {both}");
        assert_eq!(compact, 0, "compact alone is never cut");
        assert!(compacted.is_some() && both_compacted.is_some());
        assert_eq!(compact_keys.0, compact_keys.1, "a compacted changelog knows every key");
        assert!(both_keys.1 < both_keys.0, "compact,delete forgets the keys retention passed: {both_keys:?}");
        assert_eq!(delete_keys, (0, 0), "a delete stream no table was rebuilt from reports no keys");
    }

    /// The rebuild's end, sim seconds, and the report of a run where the
    /// reader's state store is lost at 10:50.
    fn rebuild(policy: &str) -> (f64, Report) {
        let text = stock(2.0, 20000, policy, "incidents: [(at: 39000.0, kind: StateStoreLost, target: \"shop-1\")],");
        let mut done = None;
        let mut now = 0.0;
        let r = run_with(Catalog::builtin(), &text, 41000.0, 1.0, &[], |world| {
            now += 1.0;
            let restoring = world.query::<&Stream>().iter(world).any(|st| st.groups.values().any(|f| f.restoring));
            let restored = world.query::<&Stream>().iter(world).any(|st| st.groups.values().any(|f| f.restored > 0));
            if restored && !restoring && done.is_none() {
                done = Some(now);
            }
        });
        (done.expect("the rebuild ends") - 39000.0, r)
    }

    #[test]
    fn a_lost_state_store_is_rebuilt_from_the_log_start_and_retention_loses_keys() {
        let (slow, d) = rebuild("Delete");
        let (lost_keys, retention) = (g(&d).rebuilds.unwrap().keys_lost, g(&d).lost_retention);
        assert!(lost_keys > 100, "keys whose every record retention deleted: {lost_keys}");
        assert_eq!(lost_keys, retention, "counted lost to retention, once");
        assert_eq!(g(&d).duplicates, 0, "an idempotent table takes the records again harmlessly");
        let (fast, c) = rebuild("Compact");
        let rebuilt = g(&c).rebuilds.unwrap();
        assert_eq!((rebuilt.finished, rebuilt.keys_lost), (1, 0), "a compacted changelog gives every key back");
        assert!((rebuilt.longest_seconds - fast).abs() <= 2.0, "the report's rebuild time: {rebuilt:?} vs {fast}");
        assert_eq!(g(&c).lost_retention, 0);
        assert!(fast * 1.5 < slow, "a compacted rebuild reads about one record per key: {fast} s vs {slow} s");
    }

    /// The board's law (issue's Kafka promise, extended): a clean moves no
    /// committed offset and no position. The reader is paused over the
    /// hour's roll, so nothing but the cleaner acts on the log then.
    #[test]
    fn a_clean_moves_no_committed_offset() {
        let text = stock(50.0, 500, "Compact", "");
        let pause = |at: f64, paused: bool| (at, PlayerAction::SetWorkerPaused { node: "shop-1".into(), paused });
        let mut seen: Vec<(f64, Vec<Option<u64>>, u64)> = Vec::new();
        let mut now = 0.0;
        run_with(Catalog::builtin(), &text, 3640.0, 1.0, &[pause(3570.0, true)], |world| {
            now += 1.0;
            if !(3590.0..=3610.0).contains(&now) {
                return;
            }
            let compacted = world.query::<&Stream>().iter(world).map(|st| st.compacted).sum();
            let log = world.resource::<SimLog>();
            let group = log.group("shop").unwrap();
            let committed = (0..2).map(|p| group.committed("s", p)).collect();
            seen.push((now, committed, compacted));
        });
        let before = seen.iter().find(|s| s.2 == 0).unwrap();
        let after = seen.iter().find(|s| s.2 > 0).expect("the cleaner ran at 1:00");
        assert_eq!(before.1, after.1, "the committed offsets stay where they were");
        assert!(before.1.iter().all(Option::is_some));
    }

    /// Segments roll every hour whatever the policy; a stream made compact
    /// cleans its closed segments at once, and nothing of the active one.
    #[test]
    fn the_policy_changes_live_and_cleans_the_closed_segments_at_once() {
        let set = |at: f64| (at, PlayerAction::SetCleanupPolicy { node: "s".into(), policy: CleanupPolicy::Compact });
        // Before the first roll everything is the active segment.
        let early = run(&stock(20.0, 300, "Delete", ""), 3590.0, 1.0, &[set(100.0)]);
        assert_eq!(s(&early).cleanup_policy.as_deref(), Some("compact"));
        assert_eq!(s(&early).compacted, None, "nothing is closed before the first roll");
        let rolled = run(&stock(20.0, 300, "Delete", ""), 3610.0, 1.0, &[set(100.0)]);
        assert!(rolled.streams[0].compacted.unwrap() > 0, "cleaned at the first roll");
        // After a roll the closed segments are cleaned the next tick.
        let late = run(&stock(20.0, 300, "Delete", ""), 3705.0, 1.0, &[set(3700.0)]);
        assert!(s(&late).compacted.unwrap() > 0, "cleaned at once");
        let held = s(&late).records_held.unwrap();
        assert!(held < 300 + 20 * 110, "about a record per key below the roll, the active segment whole: {held}");
    }

    /// A producer that deletes a share of its keys (tombstones): the
    /// cleaner keeps a deleted key's tombstone for `delete.retention`, then
    /// the key is gone from the log, deleted and not lost. 20,000 products
    /// at a few changes a second: most keys' latest record is older than
    /// half an hour by 3:00.
    #[test]
    fn tombstones_from_a_producer_go_after_delete_retention() {
        let changes = |tombstones: f64, retention: f64| {
            scenario(
                &[
                    api(5.0, &format!("(prefix: \"product-\", entities: 20000), tombstones: {tombstones:?}")),
                    stream(
                        &format!("partitions: 2, cleanup_policy: Compact, delete_retention_seconds: {retention:?}"),
                        1,
                    ),
                    worker("shop-1", "shop", ", speed: 20.0, idempotent: true"),
                ],
                &[("api", "s"), ("s", "shop-1")],
                "economy: (start_money: 1000000.0)",
            )
        };
        let until = 3.0 * 3600.0 + 10.0;
        let none = run(&changes(0.0, 1800.0), until, 1.0, &[]);
        let kept = run(&changes(0.1, 86_400.0), until, 1.0, &[]);
        let gone = run(&changes(0.1, 1800.0), until, 1.0, &[]);
        assert_eq!(s(&none).tombstones, None, "no tombstones, no figure");
        let (sent, deleted, cleaned) = s(&gone).tombstones.expect("tombstones sent");
        let share = sent as f64 / s(&gone).appended as f64;
        assert!((0.09..0.11).contains(&share), "a tenth of the records: {sent} of {}", s(&gone).appended);
        let (written, known) = s(&gone).keys.unwrap();
        let all = (written + deleted) as f64;
        assert!((0.09..0.11).contains(&(deleted as f64 / all)), "a tenth of the keys deleted: {deleted} of {all}");
        // Written and not deleted, all known: none is lost.
        assert_eq!(written, known);
        // A day's delete.retention keeps every tombstone through 3 hours:
        // about a record per key below the roll, as without deletes.
        let held = |r: &Report| s(r).records_held.unwrap() as f64;
        assert!((held(&kept) / held(&none) - 1.0).abs() < 0.02, "{} and {}", held(&kept), held(&none));
        // Half an hour's takes the tombstones older than it: most of the
        // deleted keys are gone from the log.
        let fewer = held(&kept) - held(&gone);
        assert!(
            (0.4 * deleted as f64..=deleted as f64).contains(&fewer),
            "{fewer} fewer records held, of {deleted} keys deleted"
        );
        assert!(s(&gone).partitions.iter().all(|p| p.log_start == 0), "the log start never moves");
        // The report counts the tombstones the cleaner removed past
        // delete.retention: at least the records held fewer now (a key
        // written again later would have lost its tombstone anyway), none
        // under a day's.
        assert!((fewer..=sent as f64).contains(&(cleaned as f64)), "{cleaned} removed, {fewer} fewer held");
        assert_eq!(s(&kept).tombstones.map(|t| t.2), Some(0));
    }
}
