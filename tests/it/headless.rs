//! `logjam::headless::run` on the shipped scenario.

use logjam::headless::{RunOptions, run};

fn first_shop(until: f64) -> RunOptions {
    RunOptions {
        scenario: crate::root().join("scenarios/first-shop.scenario.ron"),
        until: Some(until),
        seed: None,
        catalog: Some(crate::root().join("assets/catalog.ron")),
        step: None,
    }
}

#[test]
fn same_scenario_and_seed_give_identical_reports() {
    let a = run(&first_shop(120.0)).unwrap().to_json();
    let b = run(&first_shop(120.0)).unwrap().to_json();
    assert_eq!(a, b);
}

#[test]
fn another_seed_gives_another_run() {
    let a = run(&first_shop(60.0)).unwrap();
    let mut o = first_shop(60.0);
    o.seed = Some(99);
    let b = run(&o).unwrap();
    assert_eq!(b.seed, 99);
    // Same totals (the rate is steady) but other keys, so other partitions.
    assert_eq!(a.appended, b.appended);
    assert_ne!(a.streams[0].partitions, b.streams[0].partitions);
}

#[test]
fn first_shop_flows_and_email_falls_behind() {
    let r = run(&first_shop(120.0)).unwrap();
    assert_eq!(r.sim_seconds, 120.0);
    assert_eq!(r.ticks, 2400);
    // 20 orders/s for 120 s.
    assert_eq!(r.appended, 2400);
    let billing = r.lag["billing"].total;
    let email = r.lag["email"].total;
    // Billing's two Workers (15 tasks/s each) keep up with 20/s.
    assert!(billing < 40, "billing lag {billing}");
    // Lag counts from the committed position; what was processed since the
    // last commit (at most a second's worth) is in between.
    let processed = |g: usize| -> u64 { r.streams[0].groups[g].partitions.iter().map(|p| p.position).sum() };
    let committed = |g: usize| -> u64 { r.streams[0].groups[g].partitions.iter().map(|p| p.committed).sum() };
    assert_eq!(r.consumed["billing"], processed(0));
    assert_eq!(committed(0) + billing, 2400);
    assert!(processed(0) - committed(0) <= 31, "at most one commit interval of work uncommitted");
    // One e-mail Worker reads 15/s of 20/s: about 5/s × 120 s behind.
    assert!((500..=700).contains(&email), "email lag {email}");
    assert_eq!(r.consumed["email"], processed(1));
    assert_eq!(committed(1) + email, 2400);
    // The report names every partition of every group.
    assert_eq!(r.lag["email"].partitions.len(), 3);
    let s = &r.streams[0];
    assert_eq!(s.groups.len(), 2);
    assert_eq!(s.groups[0].partitions[2].member.as_deref(), Some("billing-2"));
    assert_eq!(s.groups[0].partitions[0].member.as_deref(), Some("billing-1"));
}

#[test]
fn a_missing_file_is_one_line_naming_it() {
    let mut o = first_shop(10.0);
    o.scenario = "no/such/file.scenario.ron".into();
    let e = run(&o).unwrap_err();
    assert!(e.starts_with("no/such/file.scenario.ron: cannot read"), "{e}");
    assert!(!e.contains('\n'));
}

/// The flow Messages (`Appended`, `Consumed`) are what a screen draws: a
/// run that writes them reports what one that does not reports, and a
/// headless App writes none.
#[test]
fn flow_messages_change_no_result() {
    use bevy::prelude::Messages;
    use logjam::sim;
    let path = crate::root().join("scenarios/first-shop.scenario.ron");
    let play = |on: Option<bool>| {
        let (catalog, scenario) = logjam::headless::read_with_catalog(&path, None).unwrap();
        let mut app = sim::headless_app(catalog, 0);
        if let Some(on) = on {
            app.insert_resource(sim::FlowMessages(on));
        }
        sim::load_scenario(app.world_mut(), scenario, "first-shop.scenario.ron").unwrap();
        let mut flowed = (0, 0);
        for _ in 0..2400 {
            sim::run_ticks(app.world_mut(), 1);
            let world = app.world_mut();
            flowed.0 += world.resource_mut::<Messages<sim::Appended>>().drain().count();
            flowed.1 += world.resource_mut::<Messages<sim::Consumed>>().drain().count();
        }
        (sim::report::Report::build(app.world_mut()).hash(), flowed)
    };
    let (headless, none) = play(None);
    let (drawn, flowed) = play(Some(true));
    assert_eq!(none, (0, 0), "a headless App writes no flow Messages");
    assert!(flowed.0 > 100 && flowed.1 > 100, "a game writes them: {flowed:?}");
    assert_eq!(headless, drawn, "nothing in the sim reads them");
}
