//! Read-process-write on the board (issue 31 item 2): a Worker linked to a
//! second Event Stream appends a record there for each one it processes.
//! With `processing.guarantee` `at_least_once` a crash before the commit
//! appends the step's output again (second copies that a reader
//! downstream processes twice); with `exactly_once_v2` the crash aborts the
//! member's transaction and a `read_committed` reader downstream gets
//! every output once, a `read_uncommitted` one twice; a crash of the reader
//! itself (the e-mail) still repeats its own effect. Rule:
//! docs/RULES.md#read-process-write.

use logjam::log::Isolation;
use logjam::rules::consumer::ProcessingGuarantee;
use logjam::sim::PlayerAction;
use logjam::sim::report::{GroupReport, Report, StreamReport};

use crate::support::{run, scenario, worker};

/// 200 orders/s into `orders` (three partitions), turned into invoices by
/// `invoicer` (group `invoicing`) on `invoices` (three partitions), mailed
/// by `mailer` (group `email`); both Workers fast.
fn board(groups: &str) -> String {
    board_with(3, 200.0, groups)
}

/// [`board`] with `partitions` on both streams and `rate` orders a second.
fn board_with(partitions: u32, rate: f64, groups: &str) -> String {
    let api = format!(
        "(id: \"api\", kind: \"api\", at: (0.0, 0.0), producer: (rate: {rate:?}, keys: (prefix: \"order-\", \
         entities: 1000)))"
    );
    let log = |id: &str| format!("(id: \"{id}\", kind: \"log\", at: (1.0, 0.0), stream: (partitions: {partitions}))");
    scenario(
        &[
            api,
            log("orders"),
            worker("invoicer", "invoicing", ", speed: 100.0"),
            log("invoices"),
            worker("mailer", "email", ", speed: 100.0"),
        ],
        &[("api", "orders"), ("orders", "invoicer"), ("invoicer", "invoices"), ("invoices", "mailer")],
        &format!("era: \"IPO\", groups: [{groups}]"),
    )
}

fn exactly_once(isolation: &str) -> String {
    format!("(name: \"invoicing\", processing_guarantee: ExactlyOnceV2), (name: \"email\", isolation: {isolation})")
}

fn stream<'a>(r: &'a Report, node: &str) -> &'a StreamReport {
    r.streams.iter().find(|s| s.node == node).unwrap()
}

fn group<'a>(r: &'a Report, node: &str, name: &str) -> &'a GroupReport {
    stream(r, node).groups.iter().find(|g| g.group == name).unwrap()
}

fn crash(node: &str, at: f64) -> (f64, PlayerAction) {
    (at, PlayerAction::CrashWorker { node: node.into() })
}

/// Without a crash every order becomes one invoice and one e-mail, whatever
/// the guarantee; the output stream's records are appended as they are
/// made (one tick later) and, in transactions, committed with the offsets.
#[test]
fn each_record_read_is_written_once_without_a_crash() {
    for groups in [String::new(), exactly_once("ReadCommitted")] {
        let r = run(&board(&groups), 30.0, 0.05, &[]);
        let (orders, invoices) = (stream(&r, "orders"), stream(&r, "invoices"));
        let invoicing = group(&r, "orders", "invoicing");
        assert!(invoicing.consumed > 5_500, "{invoicing:?}");
        assert!(invoices.appended <= invoicing.consumed && invoices.appended + 20 >= invoicing.consumed, "{groups}");
        assert_eq!((invoices.aborted, r.duplicates), (0, 0), "{groups}");
        let email = group(&r, "invoices", "email");
        assert!(email.consumed + 300 >= orders.appended, "{groups}: {email:?}");
        let expected = if groups.is_empty() { "at_least_once" } else { "exactly_once_v2" };
        assert_eq!(invoicing.processing_guarantee.as_deref(), Some(expected));
        assert_eq!(email.processing_guarantee, None, "the mailer writes to no stream");
    }
}

/// at_least_once: the invoicer's crash makes the invoices since its last
/// commit again and appends them a second time; the mailer mails each of
/// them twice, read_committed or not (they are committed copies). The
/// invoicer itself counts no duplicate: its effect is its output.
#[test]
fn at_least_once_appends_the_redone_output_again() {
    for isolation in ["ReadUncommitted", "ReadCommitted"] {
        let groups = format!("(name: \"email\", isolation: {isolation})");
        let r = run(&board(&groups), 30.0, 0.05, &[crash("invoicer", 20.53)]);
        let invoices = stream(&r, "invoices");
        let (invoicing, email) = (group(&r, "orders", "invoicing"), group(&r, "invoices", "email"));
        let again = invoices.appended - invoicing.consumed.min(invoices.appended);
        assert!(again >= 40, "about half a second of invoices again: {again} ({invoices:?})");
        assert_eq!(invoicing.duplicates, 0);
        assert_eq!(invoices.aborted, 0);
        // (The stream counts what was written one tick late: up to 10 more.)
        assert!(email.duplicates >= again && email.duplicates <= again + 10, "{isolation}: {email:?} vs {again}");
    }
}

/// exactly_once_v2: the crash aborts the invoicer's transaction; what it
/// makes again repeats aborted invoices only. A read_committed mailer
/// mails each invoice once, wherever in the commit interval the crash
/// falls; a read_uncommitted one mailed the aborted ones too.
#[test]
fn exactly_once_v2_gives_a_read_committed_reader_each_record_once() {
    for at in [20.03, 20.27, 20.53, 20.98] {
        let r = run(&board(&exactly_once("ReadCommitted")), 30.0, 0.05, &[crash("invoicer", at)]);
        let invoices = stream(&r, "invoices");
        let email = group(&r, "invoices", "email");
        assert!(invoices.aborted > 0 || at < 20.05, "crash at {at}: {invoices:?}");
        assert_eq!(email.duplicates, 0, "crash at {at}: {email:?}");
        assert_eq!(r.duplicates, 0, "crash at {at}");
        assert!(email.skipped >= invoices.aborted, "the aborted invoices and the markers pass unmailed");

        let r = run(&board(&exactly_once("ReadUncommitted")), 30.0, 0.05, &[crash("invoicer", at)]);
        let (invoices, email) = (stream(&r, "invoices"), group(&r, "invoices", "email"));
        assert_eq!(email.duplicates, invoices.aborted, "crash at {at}: each aborted invoice was mailed, then again");
    }
}

/// The mailer's own crash sends again what it mailed since its last
/// commit: no transaction takes back an e-mail.
#[test]
fn the_email_still_goes_out_twice_after_its_own_crash() {
    let r = run(&board(&exactly_once("ReadCommitted")), 30.0, 0.05, &[crash("mailer", 20.53)]);
    let email = group(&r, "invoices", "email");
    assert!(email.duplicates >= 40, "{email:?}");
    assert_eq!(stream(&r, "invoices").aborted, 0, "the invoicer did not crash");
}

/// Switching the guarantee commits what the group processed first (a clean
/// restart), so the switch itself repeats nothing; the Inspector's choice
/// reaches the report.
#[test]
fn switching_the_guarantee_is_a_clean_restart() {
    let to = |g: ProcessingGuarantee| PlayerAction::SetProcessingGuarantee { group: "invoicing".into(), guarantee: g };
    let rc = PlayerAction::SetIsolation { group: "email".into(), isolation: Isolation::ReadCommitted };
    let actions =
        [(5.27, to(ProcessingGuarantee::ExactlyOnceV2)), (5.3, rc), (12.53, to(ProcessingGuarantee::AtLeastOnce))];
    let r = run(&board(""), 20.0, 0.05, &actions);
    assert_eq!(r.duplicates, 0);
    assert_eq!(stream(&r, "invoices").aborted, 0);
    assert_eq!(group(&r, "orders", "invoicing").processing_guarantee.as_deref(), Some("at_least_once"));
    assert!(
        r.timeline.iter().any(|e| e.text.contains("processing.guarantee=exactly_once_v2")),
        "the timeline names the choice"
    );
    let missing =
        PlayerAction::SetProcessingGuarantee { group: "nobody".into(), guarantee: ProcessingGuarantee::AtLeastOnce };
    let r = run(&board(""), 2.0, 0.05, &[(1.0, missing)]);
    assert_eq!(r.actions, 0, "an unknown group is refused");
}

/// A Worker may write only where the rules let it: a record to an Event
/// Stream, never to another Worker.
#[test]
fn a_worker_writes_records_to_streams_only() {
    let text = board("").replace("(from: \"invoices\", to: \"mailer\")", "(from: \"invoicer\", to: \"mailer\")");
    let err =
        logjam::rules::scenario::Scenario::parse(&text, "t.scenario.ron", &logjam::rules::catalog::Catalog::builtin());
    assert!(err.is_err(), "a Worker does not take records");
}

/// A member that leaves the group (stopped) after a rebalance: its open
/// transaction aborts, what it did since its last commit is done again by
/// the member that takes its partitions, and the last stable offset moves
/// on; the member that stays commits its transaction with the offsets the
/// rebalance committed, so its later crash loses nothing. A
/// read_committed mailer mails every invoice once.
#[test]
fn a_rebalance_commits_the_stayers_transactions_and_aborts_the_leavers() {
    let two = board(&exactly_once("ReadCommitted")).replace(
        "(id: \"invoices\"",
        "(id: \"invoicer-2\", kind: \"worker\", at: (2.0, 0.0), worker: (group: \"invoicing\", speed: 100.0)),\n(id: \"invoices\"",
    );
    let two = two.replace("(from: \"orders\", to: \"invoicer\"),", "(from: \"orders\", to: \"invoicer\"), (from: \"orders\", to: \"invoicer-2\"), (from: \"invoicer-2\", to: \"invoices\"),");
    let stop = PlayerAction::SetWorkerStopped { node: "invoicer-2".into(), stopped: true };
    let r = run(&two, 40.0, 0.05, &[(10.53, stop), crash("invoicer", 12.53)]);
    let (orders, invoices, email) = (stream(&r, "orders"), stream(&r, "invoices"), group(&r, "invoices", "email"));
    assert_eq!(email.duplicates, 0, "{email:?}");
    assert!(invoices.aborted > 0, "the leaver's and the crashed attempt's invoices were aborted");
    for p in &invoices.partitions {
        assert!(p.high_watermark - p.lso < 200, "no transaction hangs: {p:?}");
    }
    // Every order was invoiced and mailed (what is still in flight aside).
    assert!(email.consumed + email.lag + 300 >= orders.appended, "{email:?}, {} orders", orders.appended);
}

/// Kafka's promise for read-process-write (docs/RULES.md#read-process-write),
/// as a property: over random boards (partitions, rates, commit timing)
/// and random crash schedules of the invoicer, with `exactly_once_v2`
/// upstream a `read_committed` mailer mails no invoice twice and every
/// aborted invoice is passed unmailed; and it fails on a world whose
/// crashed attempts commit their output.
mod promise {
    use logjam::rules::catalog::Catalog;
    use logjam::sim::{BrokenRules, PlayerAction};
    use proptest::prelude::*;

    use super::{board_with, crash, exactly_once, group, stream};
    use crate::support::run_with;

    /// The mailer's duplicates and what was aborted, on a world broken as
    /// `broken` says.
    fn play(partitions: u32, rate: f64, crashes: &[f64], broken: BrokenRules) -> (u64, u64, u64) {
        let actions: Vec<(f64, PlayerAction)> = crashes.iter().map(|&at| crash("invoicer", at)).collect();
        let text = board_with(partitions, rate, &exactly_once("ReadCommitted"));
        let r = run_with(Catalog::builtin(), &text, 45.0, 0.05, &actions, |world| {
            world.insert_resource(broken);
        });
        let (invoices, email) = (stream(&r, "invoices"), group(&r, "invoices", "email"));
        (email.duplicates, invoices.aborted, email.skipped)
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 256, max_shrink_iters: 32, ..ProptestConfig::default() })]

        #[test]
        fn a_read_committed_reader_gets_each_output_once_whatever_crashes(
            partitions in 1..5u32,
            rate in 20.0..600.0f64,
            crashes in prop::collection::vec(1.0..40.0f64, 0..6),
        ) {
            let (duplicates, aborted, skipped) = play(partitions, rate, &crashes, BrokenRules::default());
            prop_assert_eq!(duplicates, 0, "crashes at {:?}", crashes);
            prop_assert!(skipped >= aborted, "every aborted invoice passed unmailed: {} < {}", skipped, aborted);
        }
    }

    #[test]
    fn crashed_attempts_that_commit_their_output_break_it() {
        let broken = BrokenRules { crash_commits_output: true, ..BrokenRules::default() };
        let (duplicates, aborted, _) = play(3, 200.0, &[20.53], broken);
        assert_eq!(aborted, 0, "the broken world aborts nothing");
        assert!(duplicates >= 40, "the crashed attempt's invoices are mailed twice: {duplicates}");
        assert_eq!(play(3, 200.0, &[20.53], BrokenRules::default()).0, 0, "the same crash, unbroken");
    }
}
