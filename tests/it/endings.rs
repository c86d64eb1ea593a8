//! Losses that say why: every kind of end names what failed with the
//! figure that failed it (time up with each kind of goal open, the error
//! budget spent by cause, bankruptcy and where the money went, a broken lag
//! goal), a lost run always has a lesson built from what was lost, lessons
//! never ask for Nodes where the stars ask for no spending, and the score
//! is its formula.

use logjam::rules::catalog::Catalog;
use logjam::rules::words::{amount, count, dollars};
use logjam::sim::report::Report;

use crate::support::{api, run, run_with, scenario, stream, worker};

const KEYS: &str = "(prefix: \"order-\", entities: 100000)";

/// api → stream `s` (3 partitions) → Worker `w` in group `g`, reading 2
/// tasks a second of the 20 sent; `extra` adds top-level fields.
fn shop(extra: &str) -> String {
    scenario(
        &[api(20.0, KEYS), stream("partitions: 3", 1), worker("w", "g", ", speed: 0.1")],
        &[("api", "s"), ("s", "w")],
        extra,
    )
}

fn lost(r: &Report) -> &str {
    r.outcome.strip_prefix("lost: ").unwrap_or_else(|| panic!("not lost: {}", r.outcome))
}

#[test]
fn time_up_names_each_open_goal_with_its_figure() {
    // Each kind of goal, left open at the end of 10 s, and the words that
    // say what it reached and what it lacked.
    let cases: [(&str, &str); 11] = [
        ("CompleteTasks(group: \"g\", count: 100000)", "g completed {done} of 100,000 tasks ({short} short)"),
        ("EarnRevenue(2000.0)", " earned of $2,000 ($1,99"),
        ("OwnResearch(\"Message queues\")", "Message queues not researched (◇0 in hand of the ◇"),
        ("ReachEra(\"Series A\")", " earned of the $20,000 revenue Series A begins at"),
        ("Survive(60.0)", "the shop ran 0:10 of the 1:00 asked"),
        ("KeepLagBelow(group: \"g\", max: 100, from: 30.0)", "g's lag goal (at most 100 from 0:30) had not begun"),
        // A group that began at the start and only read on was never reset
        // (a replay counts once it has read past the log start): how far
        // past the start it stood.
        ("Replay(group: \"g\")", "g was never reset to the start of its stream (it stood "),
        ("Record(topic: \"s\", partition: 0, offset: 5000)", "not done: s p0:5000 holds a record; p0 ends at offset "),
        ("GroupAt(group: \"g\", topic: \"s\", at: End)", "group g is not at the end of every partition of s"),
        ("Read(group: \"g\", topic: \"s\", at_least: 5000)", " of 5,000 records of s ("),
        (
            "Member(group: \"g\", member: \"nobody\", topic: \"s\", partitions: [1])",
            "nobody is not a member of g (it should read p1)",
        ),
    ];
    for (goal, words) in cases {
        let r = run(&shop(&format!("duration: 10.0, goals: [{goal}]")), 20.0, 0.05, &[]);
        let done = r.consumed["g"];
        let words = words.replace("{done}", &done.to_string()).replace("{short}", &count(100_000 - done));
        let why = lost(&r);
        assert!(why.starts_with("time is up: ") && why.contains(&words), "{goal}: {why}\nwanted: {words}");
        // The lesson starts from the same figure, at the end.
        let first = r.lessons.first().unwrap_or_else(|| panic!("{goal}: no lesson"));
        assert!(first.starts_with("00:00:10 — ") && first.contains(&words), "{goal}: {first}");
        let g = &r.goals[0];
        assert!(!g.met, "{goal}");
        // A goal with a figure reports it.
        if goal.starts_with("CompleteTasks") {
            let f = g.progress.unwrap();
            assert_eq!((f.value, f.target), (done as f64, 100_000.0));
        }
    }
}

#[test]
fn tasks_left_waiting_in_a_queue_whose_only_reader_is_down_are_named() {
    // The mailer's host dies at 1 s; 20 tasks a second pile up in the Queue.
    let nodes = [
        api(20.0, KEYS),
        "(id: \"q\", kind: \"queue\", at: (1.0, 0.0))".to_string(),
        worker("mailer-1", "mailer", ", speed: 4.0"),
    ];
    let extra = "duration: 20.0, goals: [CompleteTasks(group: \"mailer\", count: 1000)], \
                 incidents: [(at: 1.0, kind: InstanceFailure, target: \"mailer-1\")]";
    let r = run(&scenario(&nodes, &[("api", "q"), ("q", "mailer-1")], extra), 30.0, 0.05, &[]);
    let depth = r.queues[0].depth;
    assert!(depth > 300, "{:?}", r.queues);
    let done = r.consumed["mailer"];
    let why = lost(&r);
    assert_eq!(why, format!("time is up: mailer completed {done} of 1,000 tasks ({} short)", 1000 - done));
    let lesson = &r.lessons[0];
    let waited = format!("{depth} waited in q, whose only reader mailer-1 was down");
    assert!(lesson.contains(&waited), "{lesson}\nwanted: {waited}");
    assert!(lesson.contains("tasks wait in a Queue"), "the catalog's cure: {lesson}");
}

#[test]
fn a_spent_budget_names_its_causes() {
    // Nobody reads the stream: every event is stranded, 10 allowed.
    let text = scenario(
        &[api(100.0, KEYS), stream("partitions: 3", 1)],
        &[("api", "s")],
        "duration: 10.0, goals: [Survive(10.0)], slo: (target: 0.99, min_events: 100, lose_when_exhausted: true)",
    );
    let r = run(&text, 60.0, 0.05, &[]);
    let b = &r.error_budget;
    assert_eq!(b.budget, 10.0);
    assert_eq!(
        lost(&r),
        format!("the error budget is spent: {0} bad outcomes of 10 allowed — {0} stranded", b.damage.stranded)
    );
    assert!(r.lessons[0].contains("stranded (on s)"), "{:?}", r.lessons);
}

#[test]
fn bankruptcy_says_where_the_money_went() {
    // $1 and $0.45 of Burn a second: gone in the third second.
    let r = run(&shop("duration: 60.0, goals: [Survive(60.0)], economy: (start_money: 1.0)"), 60.0, 0.05, &[]);
    let why = lost(&r);
    let m = &r.money;
    assert!(m.money < 0.0 && r.sim_seconds < 3.0, "{m:?}");
    let words = format!(
        "bankrupt at 00:00:02: {} on Burn and $0 on placing Nodes, against $1 at the start and {} earned",
        dollars(m.burn),
        dollars(m.revenue)
    );
    assert_eq!(why, words);
    let lesson = &r.lessons[0];
    assert!(
        lesson.contains("the money ran out: the largest Burn at the end was s at $0.30/s, api at $0.10/s and w at $0.05/s, of $0.45/s in all"),
        "{lesson}"
    );
}

#[test]
fn a_broken_lag_goal_names_the_lag_and_a_cure_the_stars_allow() {
    let goal = "duration: 120.0, goals: [KeepLagBelow(group: \"g\", max: 100, from: 0.0), Survive(120.0)]";
    let r = run(&shop(goal), 120.0, 0.05, &[]);
    let why = lost(&r);
    // The worst partition's lag, where it is: the report's own figure.
    let (worst, p) = r.lag["g"].partitions.iter().map(|p| (p.lag, p.partition)).max().unwrap();
    assert!(worst > 100, "{worst}");
    let said = format!("g's lag reached {} on s p{p}", count(worst));
    assert_eq!(why, format!("{said}, over the 100 the goal allows"));
    let lesson = &r.lessons[0];
    assert!(lesson.contains(&said) && lesson.contains("more Workers"), "{lesson}");
    // Stars that ask for no money on Nodes (less than a Worker's $150):
    // the lesson names what places no Node.
    let stars = format!("{goal}, stars: [Win, SpendAtMost(0.0), ActionsAtMost(1)]");
    let r = run(&shop(&stars), 120.0, 0.05, &[]);
    let lesson = &r.lessons[0];
    assert!(!lesson.contains("more Workers") && lesson.contains("none places a Node"), "{lesson}");
    assert!(lesson.contains("a share group lets them all read it"), "{lesson}");
    // A star that allows a Worker keeps the cure that buys one.
    let stars = format!("{goal}, stars: [Win, SpendAtMost(150.0), ActionsAtMost(1)]");
    assert!(run(&shop(&stars), 120.0, 0.05, &[]).lessons[0].contains("more Workers"));
}

#[test]
fn a_broken_lag_goal_takes_the_cure_of_an_incident_that_reaches_its_group_only() {
    // g (one slow Worker) falls behind on its own; h's Worker is in a
    // rebalancing storm the whole run.
    let text = |target: &str| {
        let extra = format!(
            "duration: 120.0, goals: [KeepLagBelow(group: \"g\", max: 100, from: 0.0), Survive(120.0)], \
             incidents: [(at: 1.0, kind: RebalancingStorm, target: \"{target}\", duration: 300.0)]"
        );
        let nodes =
            [api(20.0, KEYS), stream("partitions: 3", 1), worker("w", "g", ", speed: 0.1"), worker("x", "h", "")];
        scenario(&nodes, &[("api", "s"), ("s", "w"), ("s", "x")], &extra)
    };
    // The storm in h does not raise g's lag: the lesson is the lag's own.
    let r = run(&text("x"), 120.0, 0.05, &[]);
    assert!(lost(&r).starts_with("g's lag reached"), "{}", r.outcome);
    let lesson = &r.lessons[0];
    assert!(!lesson.contains("while the") && lesson.contains("more Workers"), "{lesson}");
    // The same storm on g's own Worker: its answer is the cure.
    let r = run(&text("w"), 120.0, 0.05, &[]);
    assert!(lost(&r).starts_with("g's lag reached"), "{}", r.outcome);
    let lesson = &r.lessons[0];
    assert!(lesson.contains("while the Rebalancing storm on w lasted"), "{lesson}");
}

#[test]
fn the_score_is_money_left_less_ten_per_bad_outcome() {
    // Nobody reads the stream: 20 stranded a second.
    let text = scenario(&[api(20.0, KEYS), stream("partitions: 3", 1)], &[("api", "s")], "");
    let r = run(&text, 10.0, 0.05, &[]);
    let bad = r.error_budget.damage.total();
    assert_eq!(bad, 200.0);
    let money = r.money.money;
    assert_eq!(r.score, (money - 10.0 * bad).round() as i64);
    let formula = format!("{} left × 1 − 200 bad outcomes × 10 = {}", dollars(money), amount(r.score as f64));
    assert_eq!(r.score_formula, formula);
    // The weights are the catalog's.
    let mut catalog = Catalog::builtin();
    catalog.score.per_dollar = 2.0;
    catalog.score.per_bad_outcome = 0.5;
    let r = run_with(catalog, &text, 10.0, 0.05, &[], |_| {});
    assert_eq!(r.score, (2.0 * r.money.money - 0.5 * bad).round() as i64);
    assert!(r.score_formula.contains("left × 2 − 200 bad outcomes × 0.5 = "), "{}", r.score_formula);
}
