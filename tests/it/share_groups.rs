//! Share groups (KIP-932, Kafka's queues): any number of Workers read one
//! partition, each record acquired under a lock and accepted on its own; a
//! crashed Worker's records go back to the others when the lock runs out;
//! lag is what is not yet acknowledged. Rule: docs/RULES.md#share-groups.

use logjam::sim::PlayerAction;
use logjam::sim::report::{GroupReport, Report};

use crate::support::{run, scenario, stream, worker};

fn group<'a>(r: &'a Report, name: &str) -> &'a GroupReport {
    r.streams.iter().flat_map(|s| &s.groups).find(|g| g.group == name).expect("group in the report")
}

/// One partition; an API sends 300 records a second for 10 s (3,000), then
/// nothing; `workers` Workers of group `g` (settings `settings`, RON inside
/// `(name: "g", …)`) read it from the log start.
fn backlog(workers: usize, settings: &str) -> String {
    backlog_with(workers, settings, "")
}

/// [`backlog`] with more of the scenario (`extra`, RON fields).
fn backlog_with(workers: usize, settings: &str, extra: &str) -> String {
    let api = "(id: \"api\", kind: \"api\", at: (0.0, 0.0), producer: (rate: 300.0, \
               keys: (prefix: \"job-\", entities: 100000), schedule: [(at: 10.0, rate: 0.0)]))";
    let mut nodes = vec![api.to_string(), stream("partitions: 1", 1)];
    let ids: Vec<String> = (1..=workers).map(|i| format!("w{i}")).collect();
    nodes.extend(ids.iter().map(|id| worker(id, "g", "")));
    let mut links = vec![("api", "s")];
    links.extend(ids.iter().map(|id| ("s", id.as_str())));
    let groups = format!("groups: [(name: \"g\", auto_offset_reset: Earliest{settings})]");
    scenario(&nodes, &links, &format!("economy: (start_money: 1000000.0), {groups}{extra}"))
}

/// The sim time (whole seconds) at which group `g` has processed all 3,000.
fn drained_at(text: &str) -> f64 {
    let mut t = 20.0;
    while t <= 400.0 {
        let r = run(text, t, 0.5, &[]);
        if group(&r, "g").consumed >= 3_000 {
            return t;
        }
        t += 10.0;
    }
    f64::INFINITY
}

#[test]
fn three_workers_of_a_share_group_drain_one_partition_three_times_as_fast() {
    let consumer = drained_at(&backlog(3, ""));
    let share = drained_at(&backlog(3, ", group_type: Share"));
    // A consumer group: one Worker reads the one partition, 15 records a
    // second: 200 s. A share group: all three, 45 a second: about 70 s.
    assert!((190.0..=220.0).contains(&consumer), "consumer group drained at {consumer} s");
    assert!(share <= consumer / 2.6 && share >= consumer / 3.4, "share group at {share} s vs {consumer} s");
    let r = run(&backlog(3, ", group_type: Share"), 40.0, 0.5, &[]);
    let g = group(&r, "g");
    assert_eq!(g.group_type.as_deref(), Some("share"));
    assert!(g.partitions.iter().all(|p| p.member.is_none()), "nobody owns a partition of a share group");
    let s = g.share.as_ref().expect("the share-partitions are reported");
    assert_eq!(s.delivery_count_limit, 5);
    assert_eq!(s.record_lock_seconds, 30.0);
    let sp = &s.partitions[0];
    assert!(sp.acquired > 0 && sp.end > sp.start, "records in flight: {sp:?}");
    assert_eq!(g.lag, sp.lag, "its lag is what is not yet acknowledged");
    assert_eq!(g.lag, 3_000 - s.accepted, "{g:?}");
    assert_eq!(g.deliveries, Some(sp.end), "each record delivered once so far");
    assert_eq!(g.archived, Some(0));
    // A consumer group has none of it.
    let c = run(&backlog(3, ""), 40.0, 0.5, &[]);
    let c = group(&c, "g");
    assert_eq!((c.group_type.as_ref(), c.deliveries, c.share.as_ref()), (None, None, None));
}

#[test]
fn a_crashed_workers_records_go_to_the_others_when_its_lock_runs_out() {
    let text = backlog(3, ", group_type: Share");
    // Paused for good at 30 s (as good as dead to the group): what it held
    // comes back to the others after the 30 s lock, not never.
    let stop = [(30.0, PlayerAction::SetWorkerPaused { node: "w1".into(), paused: true })];
    let r = run(&text, 400.0, 0.5, &stop);
    let g = group(&r, "g");
    assert_eq!((g.consumed, g.lag, g.lost, g.duplicates), (3_000, 0, 0, 0), "nothing lost or doubled: {g:?}");
    let s = g.share.as_ref().unwrap();
    assert!(g.deliveries.unwrap() > 3_000, "w1's held records were delivered again: {g:?}");
    assert_eq!(s.accepted, 3_000);
    // Before the lock runs out they wait: at 45 s w1's records are still
    // locked to it, at 65 s they are someone else's.
    let early = run(&text, 45.0, 0.5, &stop);
    let e = group(&early, "g").share.as_ref().unwrap().partitions[0].clone();
    assert!(e.acquired > 0, "{e:?}");
    let w1_held = e.acquired;
    let late = run(&text, 65.0, 0.5, &stop);
    assert!(group(&late, "g").deliveries.unwrap() >= 30 * 45 / 2 + w1_held, "{:?}", group(&late, "g"));
}

#[test]
fn a_crash_mid_poll_redelivers_what_was_processed_and_not_accepted() {
    // w1 crashes halfway through the tick at 30 s: what it processed in
    // that half is not accepted, comes back when its lock runs out, and
    // is processed again (a duplicate: the Worker is not idempotent).
    let crash = ", incidents: [(at: 30.25, kind: WorkerCrash, target: \"w1\")]";
    let r = run(&backlog_with(3, ", group_type: Share", crash), 400.0, 0.5, &[]);
    let g = group(&r, "g");
    assert_eq!((g.consumed, g.lag, g.lost), (3_000, 0, 0), "{g:?}");
    assert!((1..=8).contains(&g.duplicates), "half a tick of one Worker's records again: {g:?}");
    let idempotent = backlog_with(3, ", group_type: Share", crash)
        .replace("worker: (group: \"g\"", "worker: (group: \"g\", idempotent: true");
    let r = run(&idempotent, 400.0, 0.5, &[]);
    assert_eq!(group(&r, "g").duplicates, 0);
}
