//! The poison pill: a record no Worker can process stops a consumer group
//! on its partition for good; a share group releases it at each failed
//! try, archives it at its delivery limit and reads on; a dead-letter
//! stream (KIP-1191) keeps what it archives. Rule: docs/RULES.md#poison-pill.

use logjam::sim::PlayerAction;
use logjam::sim::report::{GroupReport, Report};

use crate::support::{run, scenario, stream, worker};

fn group<'a>(r: &'a Report, name: &str) -> &'a GroupReport {
    r.streams.iter().flat_map(|s| &s.groups).find(|g| g.group == name).expect("group in the report")
}

/// An API sends 20 records a second to stream `s` (two partitions), read by
/// Workers w1 and w2 of group `g` (settings `settings`, RON inside
/// `(name: "g", …)`); a poison pill at 10 s. Stream `dlq` (one partition)
/// is read by group `h`.
fn board(settings: &str) -> String {
    let api = "(id: \"api\", kind: \"api\", at: (0.0, 0.0), producer: (rate: 20.0, \
               keys: (prefix: \"refund-\", entities: 100000)))";
    let dlq = "(id: \"dlq\", kind: \"log\", at: (100.0, 300.0), stream: (partitions: 1))";
    let nodes = vec![
        api.to_string(),
        stream("partitions: 2", 1),
        worker("w1", "g", ""),
        worker("w2", "g", ""),
        dlq.to_string(),
        worker("h1", "h", ", speed: 0.2"),
    ];
    let links = [("api", "s"), ("s", "w1"), ("s", "w2"), ("dlq", "h1")];
    scenario(
        &nodes,
        &links,
        &format!(
            "economy: (start_money: 1000000.0), groups: [(name: \"g\"{settings})], \
             incidents: [(at: 10.0, kind: PoisonPill, target: \"s\")]"
        ),
    )
}

#[test]
fn a_consumer_group_stops_at_a_poison_pill_for_good_and_its_other_partition_reads_on() {
    let r = run(&board(""), 60.0, 0.5, &[]);
    let g = group(&r, "g");
    let pill = g.poison_pill.as_ref().expect("stopped at the pill");
    assert_eq!(pill.partition, 0, "the lowest-numbered led partition");
    assert!(g.blocked);
    let p0 = &g.partitions[0];
    let p1 = &g.partitions[1];
    // Partition 0 stands at the pill: 50 s of its 10 a second behind it.
    assert_eq!(p0.committed, pill.offset, "{p0:?}");
    assert!((480..=520).contains(&p0.lag), "p0's lag grows behind the pill: {p0:?}");
    assert!(p1.lag < 30, "p1 reads on: {p1:?}");
    assert_eq!((g.lost_poison, g.dead_lettered, g.archived), (None, None, None));
    // Later it is still there: for good.
    let later = run(&board(""), 120.0, 0.5, &[]);
    let later = group(&later, "g");
    assert_eq!(later.poison_pill.as_ref().map(|p| p.offset), Some(pill.offset));
    assert!(later.partitions[0].lag > p0.lag + 500);
}

#[test]
fn a_share_group_archives_the_pill_at_its_delivery_limit_and_drops_it_without_a_dead_letter_stream() {
    let r = run(&board(", group_type: Share"), 60.0, 0.5, &[]);
    let g = group(&r, "g");
    assert_eq!(g.poison_pill, None);
    assert_eq!(g.archived, Some(1), "{g:?}");
    assert_eq!(g.lost_poison, Some(1), "dropped: no dead-letter stream");
    assert_eq!(r.error_budget.damage.lost_poison, 1);
    assert!(g.lag < 60, "it read on: {g:?}");
    // Delivered exactly the limit, 5 times: the deliveries count it so.
    let s = g.share.as_ref().expect("a share group");
    assert_eq!(s.delivery_count_limit, 5);
    let h = group(&r, "h");
    assert_eq!(h.consumed, 0, "nothing reached the dead-letter stream");
    // A lower limit archives it after fewer deliveries, the same one record.
    let two = run(&board(", group_type: Share, delivery_count_limit: 2"), 60.0, 0.5, &[]);
    assert_eq!(group(&two, "g").deliveries.unwrap() + 3, g.deliveries.unwrap(), "3 deliveries fewer");
}

#[test]
fn a_dead_letter_stream_keeps_the_archived_pill_and_its_readers_get_it() {
    let text = board(", group_type: Share, dead_letter: \"dlq\"");
    let r = run(&text, 60.0, 0.5, &[]);
    let g = group(&r, "g");
    assert_eq!((g.archived, g.dead_lettered, g.lost_poison), (Some(1), Some(1), None), "{g:?}");
    assert_eq!(r.error_budget.damage.lost_poison, 0);
    let dlq = r.streams.iter().find(|s| s.node == "dlq").expect("the dead-letter stream");
    assert_eq!(dlq.appended, 1);
    assert_eq!(group(&r, "h").consumed, 1, "the finance team's group reads it");
    // Chosen in play: the same.
    let plain = board(", group_type: Share");
    let set = [(5.0, PlayerAction::SetDeadLetter { group: "g".into(), stream: Some("dlq".into()) })];
    let played = run(&plain, 60.0, 0.5, &set);
    assert_eq!(group(&played, "g").dead_lettered, Some(1));
    // Refused: a stream the group reads, or no stream at all.
    let own = [(5.0, PlayerAction::SetDeadLetter { group: "g".into(), stream: Some("s".into()) })];
    assert_eq!(group(&run(&plain, 60.0, 0.5, &own), "g").dead_lettered, None);
    let bad = logjam::rules::scenario::Scenario::parse(
        &board(", group_type: Share, dead_letter: \"s\""),
        "t.scenario.ron",
        &logjam::rules::catalog::Catalog::builtin(),
    );
    let e = bad.expect_err("its own stream").to_string();
    assert!(e.contains("groups[0].dead_letter") && e.contains("reads 's'"), "{e}");
}

#[test]
fn switching_a_stopped_consumer_group_to_a_share_group_gets_it_past_the_pill() {
    let share = [(
        30.0,
        PlayerAction::SetGroupType { group: "g".into(), group_type: logjam::rules::consumer::GroupType::Share },
    )];
    let r = run(&board(""), 90.0, 0.5, &share);
    let g = group(&r, "g");
    assert_eq!(g.poison_pill, None);
    assert_eq!(g.archived, Some(1));
    assert!(g.lag < 60, "caught up: {g:?}");
    let ended = r.incident_reports.iter().find(|i| i.how_it_ended.contains("past the poison pill"));
    assert!(ended.is_some_and(|i| i.ended > 30.0 && i.ended < 45.0), "{:?}", r.incident_reports);
}

#[test]
fn a_reset_past_the_pill_drops_it_and_counts_it_lost() {
    let stop = |node: &str, stopped: bool| PlayerAction::SetWorkerStopped { node: node.into(), stopped };
    let reset = [
        (30.0, stop("w1", true)),
        (30.0, stop("w2", true)),
        (31.0, PlayerAction::Console { line: "reset group g by +1".into() }),
        (32.0, stop("w1", false)),
        (32.0, stop("w2", false)),
    ];
    let r = run(&board(""), 90.0, 0.5, &reset);
    let g = group(&r, "g");
    assert_eq!(g.poison_pill, None, "past it: {g:?}");
    assert_eq!(g.lost_poison, Some(1), "the record it skipped is dropped, not booked");
    assert_eq!(r.error_budget.damage.lost_poison, 1);
    assert!(g.lag < 60, "caught up: {g:?}");
}
