//! Kafka 4's `auto.offset.reset` policies beyond earliest and latest:
//! `none` stops a group that has no offset to read from until the player
//! resets it, and `by_duration:PT…` (KIP-1106) starts at the first record
//! of the duration; the console resets by time. Rule:
//! docs/RULES.md#auto-offset-reset.

use logjam::rules::consumer::{OffsetReset, ResetDuration};
use logjam::sim::PlayerAction;
use logjam::sim::report::{GroupReport, Report};

use crate::support::{api, run, scenario, stream, worker};

const FEW_KEYS: &str = "(prefix: \"order-\", entities: 100000)";

fn group<'a>(r: &'a Report, name: &str) -> &'a GroupReport {
    r.streams.iter().flat_map(|s| &s.groups).find(|g| g.group == name).expect("group in the report")
}

/// One Worker in group `g` with the policy `policy` (RON) reading a stream
/// of two partitions at 10 records a second, ten hours of retention.
fn board(policy: &str) -> String {
    scenario(
        &[api(10.0, FEW_KEYS), stream("partitions: 2, retention: 36000.0", 1), worker("w", "g", "")],
        &[("api", "s"), ("s", "w")],
        &format!("economy: (start_money: 1000000.0), groups: [(name: \"g\", auto_offset_reset: {policy})]"),
    )
}

fn stop(at: f64, stopped: bool) -> (f64, PlayerAction) {
    (at, PlayerAction::SetWorkerStopped { node: "w".into(), stopped })
}

fn console(at: f64, line: &str) -> (f64, PlayerAction) {
    (at, PlayerAction::Console { line: line.into() })
}

#[test]
fn a_new_group_with_none_stops_until_its_offsets_are_reset() {
    let text = board("NoReset");
    let r = run(&text, 60.0, 1.0, &[]);
    let g = group(&r, "g");
    assert_eq!(g.auto_offset_reset, "none");
    assert_eq!(g.no_offset.as_deref(), Some("p0 (and 1 more partition): no committed offset"));
    assert_eq!(g.consumed, 0, "nobody reads");
    assert!(r.appended > 500, "the producer went on: {}", r.appended);
    assert_eq!(g.lag, r.appended, "everything waits, counted from the log start");
    // Kafka's way out: stop the consumers, reset the empty group, start.
    let r = run(&text, 60.0, 1.0, &[stop(10.0, true), console(11.0, "reset group g to earliest"), stop(12.0, false)]);
    let g = group(&r, "g");
    assert_eq!(g.no_offset, None, "reset: it reads");
    assert!(g.consumed > 500, "from the log start: {}", g.consumed);
    assert_eq!(g.lost, 0);
}

#[test]
fn choosing_another_policy_lets_a_stopped_group_read() {
    let latest = (20.0, PlayerAction::SetOffsetReset { group: "g".into(), policy: OffsetReset::Latest });
    let r = run(&board("none"), 60.0, 1.0, &[latest]);
    let g = group(&r, "g");
    assert_eq!((g.no_offset.as_deref(), g.auto_offset_reset.as_str()), (None, "latest"));
    // Latest from 20 s: the first 200 records are never read.
    assert!((350..=450).contains(&g.consumed), "{}", g.consumed);
    assert!(g.partitions.iter().all(|p| p.committed >= 90), "committed from where latest put it: {:?}", g.partitions);
}

/// The group stops from 0 s and starts again at 11 h, an hour after
/// retention (ten hours) passed its position.
fn back_after_retention(policy: &str) -> Report {
    run(&board(policy), 11.0 * 3600.0 + 10.0, 1.0, &[stop(5.0, true), stop(11.0 * 3600.0, false)])
}

#[test]
fn none_stops_a_group_whose_position_retention_passed() {
    let r = back_after_retention("NoReset");
    let g = group(&r, "g");
    let stop = g.no_offset.as_deref().expect("stopped");
    assert!(stop.contains("is below the log start"), "{stop}");
    // It read the first seconds only, and nothing since it came back.
    assert!(g.consumed < 100, "{}", g.consumed);
    assert!(g.lag > 350_000, "everything still in the log waits: {}", g.lag);
}

#[test]
fn by_duration_starts_at_the_first_record_of_the_duration() {
    let r = back_after_retention("ByDuration(\"PT1H\")");
    let g = group(&r, "g");
    assert_eq!(g.auto_offset_reset, "by_duration:PT1H");
    assert_eq!(g.no_offset, None);
    // At 11 h it went to the records of the last hour (36,000 of them):
    // what was older is lost to it, retention's hour and nine in the log.
    assert!((35_000..=37_500).contains(&(g.lag + g.consumed)), "lag {} consumed {}", g.lag, g.consumed);
    assert!((355_000..=365_000).contains(&g.lost_retention), "{}", g.lost_retention);
    assert_eq!(g.lost_retention + g.consumed + g.lag, r.appended, "each record lost, read or waiting, once");
}

#[test]
fn the_console_resets_by_time_on_the_board() {
    // Ten minutes of records, read to the end; stop, rewind five minutes.
    let text = board("Earliest");
    let lines = [stop(600.0, true), console(601.0, "reset group g by-duration PT5M"), stop(602.0, false)];
    let r = run(&text, 602.0, 1.0, &lines);
    let g = group(&r, "g");
    let committed: u64 = g.partitions.iter().map(|p| p.committed).sum();
    // The first record at or after 00:05:01 is record ~3,010 of 6,010.
    assert!((2_950..=3_080).contains(&committed), "{committed}");
    let text_at = run(
        &text,
        602.0,
        1.0,
        &[stop(600.0, true), console(601.0, "reset group g to-datetime 00:05:01"), stop(602.0, false)],
    );
    let at: u64 = group(&text_at, "g").partitions.iter().map(|p| p.committed).sum();
    assert_eq!(at, committed, "to-datetime 00:05:01 at 00:10:01 is by-duration PT5M");
}

#[test]
fn a_scenario_names_by_duration_in_iso_8601_and_a_bad_one_is_located() {
    let catalog = logjam::rules::catalog::Catalog::builtin();
    let parse = |policy: &str| logjam::rules::scenario::Scenario::parse(&board(policy), "t.scenario.ron", &catalog);
    // RON reads a bare None as "not set": the catalog's policy. Kafka's
    // none is NoReset (or none).
    assert_eq!(parse("None").expect("unset").groups[0].auto_offset_reset, None);
    for none in ["NoReset", "none"] {
        assert_eq!(parse(none).expect(none).groups[0].auto_offset_reset, Some(OffsetReset::None));
    }
    let s = parse("ByDuration(\"P1D\")").expect("a day");
    assert_eq!(s.groups[0].auto_offset_reset, Some(OffsetReset::ByDuration(ResetDuration::from_secs(86_400).unwrap())));
    for bad in ["ByDuration(\"10m\")", "ByDuration(\"P1M\")", "ByDuration(\"PT0S\")"] {
        let e = parse(bad).expect_err(bad);
        assert!(e.line.is_some(), "{bad}: {e:?}");
        assert_eq!(e.field.as_deref(), Some("groups[0].auto_offset_reset.ByDuration"), "{bad}");
        assert!(e.message.contains("ISO 8601") || e.message.contains("P30D") || e.message.contains("zero"), "{e:?}");
    }
}

/// The group stops at 5 s and comes back at 2 h, with committed offsets
/// kept `kept` sim seconds (`offsets.retention.minutes`).
fn back_after(policy: &str, kept: f64) -> Report {
    let mut catalog = logjam::rules::catalog::Catalog::builtin();
    catalog.sim.offsets_retention_seconds = kept;
    let lines = [stop(5.0, true), stop(7200.0, false)];
    crate::support::run_with(catalog, &board(policy), 7210.0, 1.0, &lines, |_| {})
}

#[test]
fn committed_offsets_expire_after_the_group_is_empty_for_the_retention() {
    // Kept a week (Kafka's default): back at 2 h it reads on from its commit.
    let r = back_after("Latest", 604_800.0);
    let g = group(&r, "g");
    assert_eq!((g.offsets_expired, g.lost), (None, 0));
    assert!(g.lag > 70_000, "two hours to read: {}", g.lag);
    // Kept an hour: forgotten at 1 h; back at 2 h, latest skips two hours.
    let r = back_after("Latest", 3600.0);
    let g = group(&r, "g");
    assert_eq!(g.offsets_expired, Some(1));
    assert!((71_000..=72_100).contains(&g.lost_retention), "skipped and lost: {}", g.lost_retention);
    assert!(g.lag < 200, "{}", g.lag);
    assert_eq!(g.lost_retention + g.consumed + g.lag, r.appended, "each record once");
    // With none it has nothing to start from: it stops.
    let r = back_after("NoReset", 3600.0);
    let g = group(&r, "g");
    assert_eq!(
        (g.offsets_expired, g.no_offset.as_deref()),
        (Some(1), Some("p0 (and 1 more partition): no committed offset"))
    );
}
