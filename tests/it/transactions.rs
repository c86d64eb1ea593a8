//! Transactions and `read_committed` in the console (docs/RULES.md#transactions):
//! the read-process-write chain that is exactly once inside Kafka and the
//! e-mail that is not (seed 002), control markers as gaps, the last stable
//! offset, and a hanging transaction ended by `transaction.timeout.ms`.

use logjam::console::{LiveGroups, run_json, run_text};
use logjam::log::Cluster;
use serde_json::Value;

/// Runs lines on one cluster at sim times 0, 1, 2, … s; returns each answer parsed.
fn transcript(lines: &[&str]) -> Vec<Value> {
    crate::support::console_transcript(lines).1
}

fn values(v: &Value) -> Vec<String> {
    v["records"].as_array().unwrap().iter().map(|r| r["value"].as_str().unwrap().to_string()).collect()
}

fn offsets(v: &Value) -> Vec<u64> {
    v["records"].as_array().unwrap().iter().map(|r| r["offset"].as_u64().unwrap()).collect()
}

/// A Worker reads an order, writes its invoice and crashes before the end:
/// its transaction aborts, its position goes back with it, and the retry
/// writes the invoice again. A `read_committed` reader of the invoices gets
/// each once; a `read_uncommitted` one (an e-mail sender) gets the aborted
/// copy too, and an e-mail sent cannot be taken back.
#[test]
fn read_process_write_is_exactly_once_inside_kafka_and_the_email_is_not() {
    let a = transcript(&[
        "create topic orders partitions 1",
        "create topic invoices partitions 1",
        "produce orders key=order-61 placed",
        "produce orders key=order-62 placed",
        "consume invoices group mailer isolation read_committed",
        "consume invoices group email",
        // The first attempt: read both orders, write both invoices, crash.
        "begin",
        "consume orders group billing from-beginning in-transaction",
        "produce invoices key=order-61 invoice-61",
        "produce invoices key=order-62 invoice-62",
        "consume invoices group email no-commit",
        "abort",
        // The retry reads the same orders: the position was dropped with it.
        "begin",
        "consume orders group billing from-beginning in-transaction",
        "produce invoices key=order-61 invoice-61",
        "produce invoices key=order-62 invoice-62",
        "commit",
        "consume invoices group mailer",
        "consume invoices group email",
        "describe group billing",
    ]);
    assert!(a.iter().all(|v| v["ok"] == true), "{a:#?}");
    assert_eq!(values(&a[7]), ["placed", "placed"]);
    assert_eq!(a[7]["in_transaction"], true);
    assert_eq!(a[11]["marker"], "ABORT");
    assert_eq!(a[11]["dropped_offsets"], 1);
    assert_eq!(values(&a[13]), ["placed", "placed"], "the retry reads the orders again");
    assert_eq!(a[16]["marker"], "COMMIT");
    assert_eq!(a[16]["offsets"][0]["offset"], 2, "billing's position is committed with the invoices");
    assert_eq!(values(&a[17]), ["invoice-61", "invoice-62"], "read_committed: each invoice once");
    assert_eq!(offsets(&a[17]), [3, 4], "the aborted copies (0, 1) and the ABORT marker (2) are skipped");
    assert_eq!(
        values(&a[18]),
        ["invoice-61", "invoice-62", "invoice-61", "invoice-62"],
        "read_uncommitted: the aborted copies too; the e-mail went out twice"
    );
    assert_eq!(a[19]["partitions"][0]["position"], 2);
    assert_eq!(a[19]["partitions"][0]["lag"], 0);
}

/// Markers take offsets: `read` lists them apart as gaps, no consumer gets
/// one, and a position passes them (the log end, not the record count).
#[test]
fn markers_take_offsets_and_read_shows_them_as_gaps() {
    let a = transcript(&[
        "create topic stock partitions 1",
        "begin",
        "produce stock key=white-cheese +5",
        "commit",
        "produce stock key=white-cheese -2",
        "begin",
        "produce stock key=white-cheese +1",
        "abort",
        "read stock",
        "consume stock group shelf from-beginning",
        "offsets stock",
    ]);
    assert_eq!(a[3]["markers"][0]["offset"], 1);
    assert_eq!(a[7]["markers"][0]["offset"], 4);
    let markers: Vec<(u64, &str)> = a[8]["markers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| (m["offset"].as_u64().unwrap(), m["marker"].as_str().unwrap()))
        .collect();
    assert_eq!(markers, [(1, "COMMIT"), (4, "ABORT")]);
    assert_eq!(offsets(&a[8]), [0, 2, 3], "read lists the records; 1 and 4 are gaps");
    assert_eq!(a[8]["records"][2]["transaction"], "aborted");
    assert_eq!(offsets(&a[9]), [0, 2, 3], "read_uncommitted gets the aborted record, never a marker");
    assert_eq!(a[10]["groups"][0]["positions"][0]["position"], 5, "the position passes the last marker");
    assert_eq!(a[10]["partitions"][0]["lso"], 5);
}

/// A producer that never ends its transaction holds every `read_committed`
/// reader at the last stable offset, even for records another producer
/// appended after it, until the coordinator aborts it at
/// `transaction.timeout.ms`; the producer learns it at its commit.
#[test]
fn a_hanging_transaction_holds_read_committed_at_the_lso_until_its_timeout() {
    let mut cluster = Cluster::new();
    let live = LiveGroups::default();
    let clock = std::cell::Cell::new(0.0);
    let run = |cluster: &mut Cluster, line: &str| -> Value {
        clock.set(clock.get() + 1.0);
        serde_json::from_str(&run_json(cluster, line, clock.get(), &live)).unwrap()
    };
    run(&mut cluster, "create topic payments partitions 1");
    run(&mut cluster, "consume payments group ledger isolation read_committed");
    run(&mut cluster, "begin timeout 10000");
    run(&mut cluster, "produce payments key=p-1 hanging");
    // Another producer (not the console's) appends after the open transaction.
    for v in ["plain-1", "plain-2"] {
        cluster.topic_mut("payments").unwrap().produce(None, v, clock.get()).unwrap();
    }
    let held = run(&mut cluster, "consume payments group ledger");
    assert_eq!(values(&held), Vec::<String>::new(), "held at the LSO: nothing past the open transaction");
    let o = run(&mut cluster, "offsets payments");
    assert_eq!((o["partitions"][0]["lso"].as_u64(), o["partitions"][0]["end"].as_u64()), (Some(0), Some(3)));
    let d = run(&mut cluster, "describe group ledger");
    assert_eq!(d["isolation"], "read_committed");
    assert_eq!(d["partitions"][0]["end"], 0, "a read_committed group's end is the LSO");
    assert_eq!(d["partitions"][0]["lag"], 0);
    let uncommitted = run(&mut cluster, "consume payments group auditor from-beginning no-commit");
    assert_eq!(values(&uncommitted), ["hanging", "plain-1", "plain-2"]);
    // Time passes (a second a line) past the 10 s timeout.
    for _ in 0..8 {
        run(&mut cluster, "topics");
    }
    let after = run(&mut cluster, "consume payments group ledger");
    assert_eq!(
        values(&after),
        ["plain-1", "plain-2"],
        "after the timeout's abort: the others' records, not the hanging one"
    );
    let commit = run(&mut cluster, "commit");
    assert_eq!(commit["ok"], false);
    let e = commit["error"].as_str().unwrap();
    assert!(e.contains("transaction.timeout.ms") && e.contains("1 record(s) are aborted"), "{e}");
    // Fenced: a send fails too until the producer begins again.
    let fenced = run(&mut cluster, "produce payments after");
    assert_eq!(fenced["ok"], false, "{fenced}");
    assert!(fenced["error"].as_str().unwrap().contains("begin again"), "{fenced}");
    assert_eq!(run(&mut cluster, "begin")["ok"], true);
    assert_eq!(run(&mut cluster, "produce payments after")["in_transaction"], true);
    assert_eq!(run(&mut cluster, "abort")["ok"], true);
    let o = run(&mut cluster, "offsets payments");
    assert_eq!(o["partitions"][0]["lso"], o["partitions"][0]["end"]);
    assert_eq!(o["groups"][0]["positions"][0]["position"], 4, "past the ABORT marker at 3");
}

/// A new `read_committed` group's `latest` is the LSO, not the high
/// watermark: it does not skip an open transaction it has yet to see.
#[test]
fn a_new_read_committed_group_starts_at_the_lso() {
    let a = transcript(&[
        "create topic t partitions 1",
        "begin",
        "produce t pending",
        "produce t more",
        "consume t group late isolation read_committed",
        "commit",
        "consume t group late",
    ]);
    assert_eq!(values(&a[4]), Vec::<String>::new());
    assert_eq!(values(&a[6]), ["pending", "more"]);
}

/// Refusals are one line and change nothing: no transaction to end, one
/// already open, a timeout out of range, a stray word.
#[test]
fn transaction_refusals_are_one_line() {
    let a = transcript(&[
        "commit",
        "abort",
        "begin",
        "begin",
        "begin timeout 0",
        "begin timeout 900001",
        "begin later",
        "commit now",
        "consume t group g isolation serializable",
    ]);
    for (i, v) in a.iter().enumerate() {
        if i == 2 {
            assert_eq!(v["ok"], true);
        } else {
            assert_eq!(v["ok"], false, "{i}: {v}");
            assert!(!v["error"].as_str().unwrap().contains('\n'));
        }
    }
    assert!(a[0]["error"].as_str().unwrap().contains("no transaction is open"));
    assert!(a[3]["error"].as_str().unwrap().contains("already open"));
}

/// Only `consume … in-transaction` sends its positions to the open
/// transaction (Kafka's `sendOffsetsToTransaction` takes the offsets it is
/// given); another consume during it commits on its own.
#[test]
fn only_an_in_transaction_consume_joins_the_transaction() {
    let a = transcript(&[
        "consume orders group g in-transaction",
        "create topic orders partitions 1",
        "produce orders x",
        "begin",
        "consume orders group audit from-beginning",
        "consume orders group billing from-beginning in-transaction",
        "abort",
        "describe group audit",
        "describe group billing",
        "consume orders group g no-commit in-transaction",
    ]);
    assert!(a[0]["error"].as_str().unwrap().contains("no transaction is open"), "{}", a[0]);
    assert_eq!(a[4]["in_transaction"], Value::Null, "audit commits on its own");
    assert_eq!(a[5]["in_transaction"], true);
    assert_eq!(a[6]["dropped_offsets"], 1, "only billing's position is dropped");
    assert_eq!(a[7]["partitions"][0]["position"], 1);
    assert_eq!(a[8]["partitions"].as_array().map(Vec::len), Some(0), "billing has no position");
    assert_eq!(a[9]["ok"], false);
}

/// The text picture marks what a transaction made of each cell and the
/// LSO while one is open.
#[test]
fn the_lane_shows_markers_aborted_records_and_the_lso() {
    let mut cluster = Cluster::new();
    let live = LiveGroups::default();
    for (i, line) in
        ["create topic t partitions 1", "begin", "produce t key=a x", "abort", "begin", "produce t key=b y"]
            .iter()
            .enumerate()
    {
        run_text(&mut cluster, line, i as f64, &live);
    }
    let picture = run_text(&mut cluster, "offsets t", 9.0, &live);
    assert!(picture.contains("ABORT"), "{picture}");
    assert!(picture.contains("✗a") && picture.contains("?b"), "{picture}");
    assert!(picture.contains("last stable offset 2"), "{picture}");
    let read = run_text(&mut cluster, "read t", 9.0, &live);
    assert!(read.contains("p0:1     ── ABORT marker"), "{read}");
    assert!(read.contains("(aborted: read_committed skips it)"), "{read}");
}

// ---- On the board: isolation.level and the hanging transaction ----

mod board {
    use logjam::log::Isolation;
    use logjam::sim::PlayerAction;
    use logjam::sim::report::{GroupReport, Report};

    use crate::support::{run, scenario, stream, worker};

    /// 1,000 records/s into three partitions (replication factor 1), read
    /// by `ledger` (read_committed) and `email` (read_uncommitted), each
    /// fast; a hanging transaction on the stream at 20 s unless `hang` is
    /// false.
    fn board(hang: bool) -> String {
        let api = "(id: \"api\", kind: \"api\", at: (0.0, 0.0), producer: (rate: 1000.0, keys: (prefix: \"order-\", \
                   entities: 1000)))"
            .to_string();
        let incidents = if hang { "(at: 20.0, kind: HangingTransaction, target: \"s\")" } else { "" };
        scenario(
            &[
                api,
                stream("partitions: 3", 1),
                worker("w1", "ledger", ", speed: 100.0"),
                worker("w2", "email", ", speed: 100.0"),
            ],
            &[("api", "s"), ("s", "w1"), ("s", "w2")],
            &format!("era: \"IPO\", groups: [(name: \"ledger\", isolation: ReadCommitted)], incidents: [{incidents}]"),
        )
    }

    fn group<'a>(r: &'a Report, name: &str) -> &'a GroupReport {
        r.streams[0].groups.iter().find(|g| g.group == name).unwrap()
    }

    /// While the transaction hangs, the read_committed group stops at the
    /// last stable offset (its lag to it stays near 0), the
    /// read_uncommitted one reads on; after the coordinator's abort at 60 s
    /// the first reads on past the ABORT markers, skipping the hanging
    /// records, and the second has read them.
    #[test]
    fn a_hanging_transaction_holds_read_committed_groups_at_the_lso_until_its_timeout() {
        let r = run(&board(true), 50.0, 0.1, &[]);
        let s = &r.streams[0];
        let (ledger, email) = (group(&r, "ledger"), group(&r, "email"));
        assert_eq!((ledger.isolation.as_str(), email.isolation.as_str()), ("read_committed", "read_uncommitted"));
        for (p, gp) in s.partitions.iter().zip(&ledger.partitions) {
            assert!(p.lso < p.high_watermark, "{p:?}");
            assert!(gp.committed <= p.lso, "read_committed reads below the LSO: {gp:?} {p:?}");
            assert!(p.high_watermark - p.lso > 5_000, "30 s of records wait behind it: {p:?}");
            assert!(gp.lag < 500, "its lag counts to the LSO: {gp:?}");
        }
        assert!(email.lag < 2_000 && email.consumed > 45_000, "{email:?}");
        assert!(ledger.consumed < 25_000, "{ledger:?}");
        assert_eq!(r.incidents.len(), 1, "{:?}", r.incidents);
        assert!(r.incidents[0].1.contains("read_committed groups stop"), "{:?}", r.incidents);

        // The backlog of the 60 s it waited takes a while to read.
        let r = run(&board(true), 300.0, 0.1, &[]);
        let s = &r.streams[0];
        let (ledger, email) = (group(&r, "ledger"), group(&r, "email"));
        assert_eq!(s.aborted, 3, "one record a partition, aborted by the timeout");
        assert_eq!(r.aborted, 3);
        assert_eq!(r.incident_reports.len(), 1);
        for p in &s.partitions {
            assert_eq!(p.lso, p.high_watermark, "no transaction open: {p:?}");
        }
        assert!(ledger.lag < 2_000, "caught up after the abort: {ledger:?}");
        assert_eq!(ledger.skipped, 6, "3 aborted records and 3 ABORT markers, unprocessed: {ledger:?}");
        assert_eq!(email.skipped, 3, "read_uncommitted passes the markers only: {email:?}");
        assert!(email.consumed > ledger.consumed, "the e-mail group processed the aborted records too");
    }

    /// Left alone, the hanging-transaction incident is lost, and its lesson
    /// names the cause: the ledger's payments waited past the last stable
    /// offset, not "never sent".
    #[test]
    fn the_lost_runs_lesson_names_the_open_transaction() {
        let text = std::fs::read_to_string(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("scenarios/incident-hanging-transaction.scenario.ron"),
        )
        .unwrap();
        let r = run(&text, 240.0, 0.25, &[]);
        assert!(r.outcome.starts_with("lost"), "{}", r.outcome);
        let lesson = r.lessons.first().expect("a lost run has a lesson");
        assert!(lesson.contains("waited past the last stable offset"), "{lesson}");
        assert!(lesson.contains("kafka-transactions.sh abort"), "{lesson}");
        assert!(!lesson.contains("never sent"), "{lesson}");
    }

    /// Without the incident both levels read alike, and nothing is skipped.
    #[test]
    fn without_transactions_read_committed_reads_what_read_uncommitted_reads() {
        let r = run(&board(false), 60.0, 0.1, &[]);
        let (ledger, email) = (group(&r, "ledger"), group(&r, "email"));
        assert_eq!(ledger.consumed, email.consumed);
        assert_eq!((ledger.skipped, email.skipped, r.aborted), (0, 0, 0));
        for p in &r.streams[0].partitions {
            assert_eq!(p.lso, p.high_watermark);
        }
    }

    /// The player aborts the hanging transaction (kafka-transactions.sh
    /// abort) at 25 s: the groups read on at once; with nothing hanging
    /// the abort is refused; turning the group read_uncommitted lets it
    /// read past an open transaction.
    #[test]
    fn aborting_by_hand_or_reading_uncommitted_frees_the_group() {
        let abort = |at: f64| (at, PlayerAction::AbortTransaction { node: "s".into() });
        let r = run(&board(true), 35.0, 0.1, &[abort(10.0), abort(25.0)]);
        assert_eq!(r.streams[0].aborted, 3);
        assert_eq!(r.incident_reports.len(), 1);
        assert!(r.incident_reports[0].how_it_ended.contains("kafka-transactions.sh abort"), "{:?}", r.incident_reports);
        assert!(group(&r, "ledger").lag < 2_000, "{:?}", group(&r, "ledger"));
        assert_eq!(r.actions, 1, "at 10 s nothing hung: that abort is refused");

        let uncommitted =
            (25.0, PlayerAction::SetIsolation { group: "ledger".into(), isolation: Isolation::ReadUncommitted });
        let r = run(&board(true), 35.0, 0.1, &[uncommitted]);
        let ledger = group(&r, "ledger");
        assert_eq!(ledger.isolation, "read_uncommitted");
        assert!(ledger.lag < 2_000, "it reads past the open transaction: {ledger:?}");
    }
}
