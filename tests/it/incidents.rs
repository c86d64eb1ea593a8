//! Incidents (docs/RULES.md#incidents): each as a headless scenario
//! with its figures asserted.

use bevy::prelude::*;
use logjam::rules::catalog::Catalog;
use logjam::rules::incident::IncidentKind;
use logjam::rules::scenario::Scenario;
use logjam::sim::PlayerAction;
use logjam::sim::incidents::Incident;
use logjam::sim::report::Report;

use crate::support::{api, run, run_with, scenario, stream, worker};

const KEYS: &str = "(prefix: \"order-\", entities: 100000)";

fn node(id: &str, kind: &str, extra: &str) -> String {
    format!("(id: \"{id}\", kind: \"{kind}\", at: (0.0, 0.0){extra})")
}

fn practice(kind: IncidentKind, target: &str) -> PlayerAction {
    PlayerAction::StartIncident { kind, target: target.into() }
}

/// Incidents under way after each tick, as (kind, target, started, ends).
fn watch(
    text: &str,
    until: f64,
    actions: &[(f64, PlayerAction)],
) -> (Report, Vec<Vec<(IncidentKind, String, f64, Option<f64>)>>) {
    let mut seen = Vec::new();
    let r = run_with(Catalog::builtin(), text, until, 0.05, actions, |w| {
        let mut q = w.query::<&Incident>();
        seen.push(q.iter(w).map(|i| (i.kind, i.target.clone(), i.started, i.ends)).collect());
    });
    (r, seen)
}

fn simple(extra: &str) -> String {
    scenario(
        &[
            api(100.0, KEYS),
            stream("partitions: 3", 1),
            worker("w1", "g", ", speed: 10.0"),
            worker("w2", "g", ", speed: 10.0"),
        ],
        &[("api", "s"), ("s", "w1"), ("s", "w2")],
        extra,
    )
}

// 1. The model ---------------------------------------------------------------

#[test]
fn incidents_are_entities_from_the_schedule_chance_and_practice() {
    let text = simple("incidents: [(at: 5.0, kind: HotKey, target: \"api\", duration: 10.0)]");
    let (r, seen) = watch(&text, 30.0, &[(20.0, practice(IncidentKind::RebalancingStorm, "w1"))]);
    // Scheduled: a HotKey entity from 5 s to 15 s.
    let hot = seen.iter().flatten().find(|i| i.0 == IncidentKind::HotKey).expect("the hot key struck");
    assert_eq!((hot.1.as_str(), hot.2, hot.3), ("api", 5.0, Some(15.0)));
    assert!(seen[(16.0 / 0.05) as usize].iter().all(|i| i.0 != IncidentKind::HotKey), "it ended");
    // Practice: a storm entity from the player's action.
    assert!(seen.last().unwrap().iter().any(|i| i.0 == IncidentKind::RebalancingStorm));
    assert_eq!(r.incident_reports.len(), 1);
    assert_eq!(r.incident_reports[0].kind, IncidentKind::HotKey);

    // Chance: at the catalog's rate (raised here so it strikes in a minute).
    let mut catalog = Catalog::builtin();
    for i in catalog.incidents.iter_mut() {
        i.chance_per_hour = if i.kind == IncidentKind::WorkerCrash { 720.0 } else { 0.0 };
    }
    let text = simple("chance_incidents: true");
    let mut crashes = 0;
    let r = run_with(catalog, &text, 60.0, 0.05, &[], |w| {
        crashes = crashes.max(w.query::<&Incident>().iter(w).filter(|i| i.kind == IncidentKind::WorkerCrash).count());
    });
    assert!(crashes > 0);
    assert!(r.incidents.iter().any(|(_, t)| t.contains("crashed")), "{:?}", r.incidents);
}

// 2. Instance failure ----------------------------------------------------------

#[test]
fn an_instance_failure_holds_requests_keeps_billing_and_replace_brings_it_back_cold() {
    let text = simple("incidents: [(at: 20.0, kind: InstanceFailure, target: \"s\")]");
    // The Inspector's words are the rule book's UI string, from the catalog.
    let rules = Catalog::builtin().incident(IncidentKind::InstanceFailure).cloned().unwrap();
    assert_eq!(rules.inspector_text, "The host under this VM died. It still bills.");
    let down = run(&text, 40.0, 0.05, &[]);
    // 20 s down at 100/s: the stream's only broker is gone, so the producer
    // holds every request and retries it, as for a partition without a
    // leader (docs/RULES.md#producer-buffer): nothing stranded.
    assert_eq!(down.streams[0].stranded, 0);
    assert_eq!(down.producers[0].buffered, 2000);
    assert_eq!(down.appended, 2000);
    // It still bills: the stream's 0.30/s for all 40 s.
    assert!((down.money.burn - 40.0 * (0.10 + 0.30 + 0.05 + 0.05)).abs() < 1e-6);

    let replaced = run(&text, 40.0, 0.05, &[(30.0, PlayerAction::ReplaceNode { node: "s".into() })]);
    // Replace costs what its last copy cost ($900) and ends the incident.
    assert_eq!(replaced.money.placing, 900.0);
    let report = &replaced.incident_reports[0];
    assert!(report.how_it_ended.contains("cold and empty"), "{}", report.how_it_ended);
    // Replication factor 1: it came back empty: nothing before 30 s remains,
    // and the 1,000 requests held while it was down went in after it.
    assert!(replaced.streams[0].partitions.iter().all(|p| p.log_start > 0));
    assert_eq!(replaced.streams[0].stranded, 0);
    assert_eq!(replaced.producers[0].buffered, 0);
    assert_eq!(replaced.appended, 4000);
}

#[test]
fn a_zone_outage_greys_its_zone_and_ends_within_120_s() {
    let text = scenario(
        &[
            api(100.0, KEYS),
            stream("partitions: 2", 1),
            node("w1", "worker", ", zone: \"zone-b\", worker: (group: \"g\")"),
            node("w2", "worker", ", zone: \"zone-a\", worker: (group: \"g\")"),
        ],
        &[("api", "s"), ("s", "w1"), ("s", "w2")],
        "incidents: [(at: 10.0, kind: ZoneOutage, target: \"zone-b\")]",
    );
    let mut downs = Vec::new();
    let r = run_with(Catalog::builtin(), &text, 200.0, 0.05, &[], |w| {
        let mut q = w.query_filtered::<&logjam::sim::Node, With<logjam::sim::Down>>();
        downs.push(q.iter(w).map(|n| n.id.clone()).collect::<Vec<_>>());
    });
    assert_eq!(downs[(60.0 / 0.05) as usize], vec!["w1".to_string()], "only zone-b is down");
    let back = downs
        .iter()
        .position(|d| d.is_empty() && !downs[0].is_empty())
        .unwrap_or_else(|| downs.iter().enumerate().skip(250).find(|(_, d)| d.is_empty()).map(|(i, _)| i).unwrap());
    let back_at = back as f64 * 0.05;
    assert!((129.0..=131.0).contains(&back_at), "back at {back_at}");
    assert_eq!(r.incident_reports[0].kind, IncidentKind::ZoneOutage);
}

#[test]
fn the_event_stream_keeps_no_standby_so_it_waits_out_a_zone_outage() {
    let text = scenario(
        &[api(100.0, KEYS), stream("partitions: 2", 1), worker("w", "g", "")],
        &[("api", "s"), ("s", "w")],
        "incidents: [(at: 10.0, kind: ZoneOutage, target: \"zone-a\", duration: 30.0)]",
    );
    let r = run(&text, 60.0, 0.05, &[(15.0, PlayerAction::FailOver { node: "s".into() })]);
    // The fail-over was refused; the zone came back by itself at 40 s.
    assert_eq!(r.actions, 0);
    assert_eq!(r.incident_reports[0].ended, 40.0);
    // Nothing was lost: the log waited, then went on.
    assert_eq!(r.lost, 0);
}

// 4. Region outage -------------------------------------------------------------------

fn two_regions(extra: &str) -> String {
    scenario(
        &[
            api(100.0, KEYS),
            stream("partitions: 2", 1),
            node("w1", "worker", ", region: \"region-1\", worker: (group: \"g\")"),
            node("w2", "worker", ", region: \"region-2\", worker: (group: \"g\")"),
        ],
        &[("api", "s"), ("s", "w1"), ("s", "w2")],
        extra,
    )
}

#[test]
fn a_region_outage_lasts_180_s_from_the_catalog_and_60_s_in_scored_play() {
    let (practice_run, _) = watch(&two_regions(""), 200.0, &[(1.0, practice(IncidentKind::RegionOutage, "region-1"))]);
    assert_eq!(practice_run.incident_reports[0].ended - practice_run.incident_reports[0].started, 180.0);
    let scored = two_regions("scored: true, incidents: [(at: 1.0, kind: RegionOutage, target: \"region-1\")]");
    let r = run(&scored, 100.0, 0.05, &[]);
    assert_eq!(r.incident_reports[0].ended - r.incident_reports[0].started, 60.0);
}

#[test]
fn fail_over_moves_only_nodes_that_hold_no_data() {
    let text = two_regions("incidents: [(at: 1.0, kind: RegionOutage, target: \"region-1\")]");
    let acts =
        [(5.0, PlayerAction::FailOver { node: "w1".into() }), (5.0, PlayerAction::FailOver { node: "s".into() })];
    let mut w1_down_at_10 = None;
    let mut s_down_at_10 = None;
    let mut tick = 0;
    run_with(Catalog::builtin(), &text, 12.0, 0.05, &acts, |w| {
        tick += 1;
        if tick == 200 {
            let mut q = w.query::<(&logjam::sim::Node, Has<logjam::sim::Down>)>();
            for (n, d) in q.iter(w) {
                if n.id == "w1" {
                    w1_down_at_10 = Some(d);
                }
                if n.id == "s" {
                    s_down_at_10 = Some(d);
                }
            }
        }
    });
    assert_eq!(w1_down_at_10, Some(false), "the Worker holds no data: it moved to region-2");
    assert_eq!(s_down_at_10, Some(true), "the stream holds data: it waits");
}

// 5. Hot key -----------------------------------------------------------------------------

fn hot(extra_stream: &str, actions: &[(f64, PlayerAction)]) -> Report {
    let text = scenario(
        &[
            api(2000.0, "(prefix: \"customer-\", entities: 100000)"),
            stream(&format!("partitions: 8, partitioner: Murmur2{extra_stream}"), 1),
            node("w", "worker", ", size: 6, worker: (group: \"g\", speed: 1.0)"),
        ],
        &[("api", "s"), ("s", "w")],
        "incidents: [(at: 10.0, kind: HotKey, target: \"api\", key: \"customer-7\", share: 0.6, duration: 60.0)]",
    );
    run(&text, 60.0, 0.05, actions)
}

#[test]
fn a_hot_key_makes_one_partition_take_most_of_the_traffic() {
    let r = hot("", &[]);
    let hot_p = logjam::log::partitioner::Partitioner::Murmur2.partition("customer-7", 8) as usize;
    let ends: Vec<u64> = r.streams[0].partitions.iter().map(|p| p.log_end).collect();
    let total: u64 = ends.iter().sum();
    // 10 s even, then 50 s with 60% on one key.
    assert!(ends[hot_p] as f64 > total as f64 * 0.45, "{ends:?}");
    let lags: Vec<u64> = r.lag["g"].partitions.iter().map(|p| p.lag).collect();
    let max_other = lags.iter().enumerate().filter(|(i, _)| *i != hot_p).map(|(_, l)| *l).max().unwrap();
    assert!(lags[hot_p] > 10 * max_other.max(1), "{lags:?}");
}

#[test]
fn salting_the_key_spreads_it_and_gives_up_its_order() {
    let plain = hot("", &[]);
    let salted = hot(", partition_key: Key", &[(10.0, PlayerAction::SetSalt { node: "s".into(), salt: 4 })]);
    let max_share = |r: &Report| {
        let ends: Vec<u64> = r.streams[0].partitions.iter().map(|p| p.log_end).collect();
        *ends.iter().max().unwrap() as f64 / ends.iter().sum::<u64>() as f64
    };
    assert!(max_share(&salted) < max_share(&plain) - 0.1, "{} vs {}", max_share(&salted), max_share(&plain));
    // The hot key's updates now go to four partitions read at different
    // speeds: its versions arrive out of order.
    assert_eq!(plain.stale, 0.0);
    assert!(salted.stale > 0.0);
}

// 7. Rebalancing storm ----------------------------------------------------------------------

fn storm(actions: &[(f64, PlayerAction)], research: &str) -> Report {
    // Workers at half speed (7.5 tasks/s) keep up with 40/s between six of
    // them, but a full poll of 500 records takes them 67 s, past the 60 s
    // interval.
    let workers: Vec<String> = (1..=6).map(|i| worker(&format!("w{i}"), "g", ", speed: 0.5")).collect();
    let mut nodes = vec![api(40.0, KEYS), stream("partitions: 6", 1)];
    nodes.extend(workers);
    let names: Vec<String> = (1..=6).map(|i| format!("w{i}")).collect();
    let mut links = vec![("api", "s")];
    links.extend(names.iter().map(|n| ("s", n.as_str())));
    let text = scenario(
        &nodes,
        &links,
        &format!(
            "research: [{research}], incidents: [(at: 10.0, kind: RebalancingStorm, target: \"w1\", duration: 120.0)]"
        ),
    );
    run(&text, 600.0, 0.25, actions)
}

#[test]
fn a_slow_member_is_evicted_and_the_rebalances_make_others_miss_the_interval() {
    let r = storm(&[], "");
    let g = &r.streams[0].groups[0];
    let calm = storm(&[(0.0, PlayerAction::SetPollInterval { group: "g".into(), seconds: 200.0 })], "");
    let cg = &calm.streams[0].groups[0];
    // The slow member is evicted; the pauses build backlog, full polls take
    // others past the interval too: more than one member goes.
    assert!(g.evictions >= 3, "evictions {}", g.evictions);
    assert!(g.rebalances >= 4, "rebalances {}", g.rebalances);
    // A longer interval: nobody misses it.
    assert_eq!(cg.evictions, 0);
    assert!(r.lag["g"].total > calm.lag["g"].total);
}

#[test]
fn cooperative_rebalancing_pauses_only_the_partitions_that_move() {
    let eager = storm(&[], "\"Message queues\", \"Event streaming\"");
    let coop = storm(&[], "\"Message queues\", \"Event streaming\", \"Cooperative rebalancing\"");
    let (e, c) = (&eager.streams[0].groups[0], &coop.streams[0].groups[0]);
    assert!(e.paused_seconds > 10.0, "eager {}", e.paused_seconds);
    assert_eq!(c.paused_seconds, 0.0, "a cooperative rebalance stops no one");
    assert!(coop.lag["g"].total < eager.lag["g"].total, "{} vs {}", coop.lag["g"].total, eager.lag["g"].total);
}

// 8. Breaking schema change -------------------------------------------------------------------

fn schema(research: &str, actions: &[(f64, PlayerAction)]) -> Report {
    let text = simple(&format!("research: [{research}], incidents: [(at: 10.0, kind: SchemaChange, target: \"api\")]"));
    run(&text, 40.0, 0.05, actions)
}

#[test]
fn a_breaking_change_stops_the_groups_until_they_are_upgraded() {
    let stuck = schema("", &[]);
    // From 10 s on nothing new is read: the lag is about 30 s × 100/s.
    assert!(stuck.lag["g"].total > 2900, "{}", stuck.lag["g"].total);
    assert!(stuck.consumed["g"] <= 1000 + 20);
    let fixed = schema("", &[(20.0, PlayerAction::UpgradeGroup { group: "g".into() })]);
    assert!(fixed.lag["g"].total < 200, "{}", fixed.lag["g"].total);
    assert_eq!(fixed.incident_reports.len(), 1);
    assert!(fixed.incident_reports[0].how_it_ended.contains("reads on"));
}

#[test]
fn a_schema_registry_refuses_the_change() {
    let r = schema("\"Message queues\", \"Event streaming\", \"Schema registry\"", &[]);
    assert!(r.lag["g"].total < 100);
    assert!(r.incident_reports[0].happened.contains("refused"), "{}", r.incident_reports[0].happened);
}

// 9. Prevention -----------------------------------------------------------------------------

fn balanced(research: &str) -> Report {
    let text = scenario(
        &[
            format!("(id: \"lb\", kind: \"lb\", at: (0.0, 0.0), producer: (rate: 100.0, keys: {KEYS}))"),
            node("api1", "api", &format!(", producer: (rate: 0.0, keys: {KEYS})")),
            node("api2", "api", &format!(", producer: (rate: 0.0, keys: {KEYS})")),
            stream("partitions: 2", 1),
            worker("w", "g", ", speed: 10.0"),
        ],
        &[("lb", "api1"), ("lb", "api2"), ("api1", "s"), ("api2", "s"), ("s", "w")],
        &format!("research: [{research}], incidents: [(at: 10.0, kind: InstanceFailure, target: \"api1\")]"),
    );
    run(&text, 30.0, 0.05, &[])
}

#[test]
fn health_checks_route_around_a_dead_copy_behind_a_load_balancer() {
    let blind = balanced("\"Load balancing\"");
    // Without Health checks, half the requests go to the dead API: 20 s × 50/s.
    let api1 = blind.producers.iter().find(|p| p.node == "api1").unwrap();
    assert_eq!(api1.stranded, 1000);
    let checked = balanced("\"Load balancing\", \"Health checks\"");
    assert_eq!(checked.producers.iter().map(|p| p.stranded).sum::<u64>(), 0);
    assert_eq!(checked.appended, 3000);
}

#[test]
fn copies_in_other_zones_survive_a_zone_outage() {
    // Two API copies in zone-a behind a Load Balancer with Health checks;
    // the rest in zone-c.
    let c = ", zone: \"zone-c\"";
    let text = scenario(
        &[
            format!("(id: \"lb\", kind: \"lb\", at: (0.0, 0.0){c}, producer: (rate: 100.0, keys: {KEYS}))"),
            node("api1", "api", &format!(", producer: (rate: 0.0, keys: {KEYS})")),
            node("api2", "api", &format!(", producer: (rate: 0.0, keys: {KEYS})")),
            format!("(id: \"s\", kind: \"log\", at: (1.0, 0.0){c}, stream: (partitions: 2))"),
            format!("(id: \"w\", kind: \"worker\", at: (2.0, 0.0){c}, worker: (group: \"g\", speed: 10.0))"),
        ],
        &[("lb", "api1"), ("lb", "api2"), ("api1", "s"), ("api2", "s"), ("s", "w")],
        "research: [\"Load balancing\", \"Health checks\", \"Multiple zones\"], \
         incidents: [(at: 10.0, kind: ZoneOutage, target: \"zone-a\", duration: 60.0)]",
    );
    // Both copies in zone-a: every request from 10 s on is stranded.
    let r = run(&text, 40.0, 0.05, &[]);
    assert_eq!(r.producers.iter().find(|p| p.node == "lb").unwrap().stranded, 3000);
    // One copy moved to zone-b first: it takes all the traffic.
    let moved = run(&text, 40.0, 0.05, &[(1.0, PlayerAction::SetZone { node: "api2".into(), zone: "zone-b".into() })]);
    assert_eq!(moved.producers.iter().map(|p| p.stranded).sum::<u64>(), 0);
    assert_eq!(moved.appended, 4000);
}

// 10. Feedback --------------------------------------------------------------------------------

#[test]
fn an_ended_incident_reports_what_it_cost_and_what_would_have_prevented_it() {
    let text = scenario(
        &[api(100.0, KEYS), stream("partitions: 3, replication_factor: 1", 1), worker("w", "g", ", speed: 0.5")],
        &[("api", "s"), ("s", "w")],
        "incidents: [(at: 30.0, kind: BrokerFailure, target: \"s\")]",
    );
    let r = run(&text, 100.0, 0.05, &[]);
    let rep = &r.incident_reports[0];
    assert_eq!(rep.kind, IncidentKind::BrokerFailure);
    assert!(rep.cost.lost_broker > 2000, "{}", rep.cost.lost_broker);
    assert!(rep.prevent.contains("acks=all"), "{}", rep.prevent);
    assert_eq!(rep.ended - rep.started, 60.0, "until a new broker replaces it: the catalog's replace time");
}

#[test]
fn fail_over_promotes_a_standby_where_the_component_keeps_one() {
    // A catalog where Workers keep a Standby (the shipped one gives no
    // component of this slice one; a Database will).
    let mut catalog = Catalog::builtin();
    catalog.components.get_mut("worker").unwrap().keeps_standby = true;
    let text = scenario(
        &[
            api(100.0, KEYS),
            stream("partitions: 2", 1),
            node("w", "worker", ", zone: \"zone-b\", worker: (group: \"g\", speed: 10.0)"),
        ],
        &[("api", "s"), ("s", "w")],
        "incidents: [(at: 10.0, kind: ZoneOutage, target: \"zone-b\", duration: 100.0)]",
    );
    let mut down_at_20 = None;
    let mut tick = 0;
    let acts = [(15.0, PlayerAction::FailOver { node: "w".into() })];
    let r = run_with(catalog, &text, 30.0, 0.05, &acts, |w| {
        tick += 1;
        if tick == 400 {
            down_at_20 = Some(w.query_filtered::<(), With<logjam::sim::Down>>().iter(w).count());
        }
    });
    assert_eq!(down_at_20, Some(0), "the Standby took over");
    assert_eq!(r.actions, 1);
    assert!(r.consumed["g"] > 2500);
}

#[test]
fn a_repeating_incident_strikes_every_period() {
    let text = simple(r#"incidents: [(at: 10.0, kind: WorkerCrash, target: "w1", every: 20.0)],"#);
    let r = run(&text, 100.0, 0.05, &[]);
    let crashes: Vec<f64> = r.incidents.iter().filter(|(_, what)| what.contains("w1")).map(|(t, _)| *t).collect();
    // At 10, 30, 50, 70 and 90 s.
    assert_eq!(crashes.len(), 5, "{:?}", r.incidents);
    for (i, t) in crashes.iter().enumerate() {
        assert!((t - (10.0 + 20.0 * i as f64)).abs() < 0.06, "strike {i} at {t}");
    }
    // A period under the floor is refused, with its field.
    let bad = simple(r#"incidents: [(at: 10.0, kind: WorkerCrash, target: "w1", every: 0.5)],"#);
    let e = Scenario::parse(&bad, "t.scenario.ron", &Catalog::builtin()).unwrap_err().to_string();
    assert!(e.contains("incidents[0].every"), "{e}");
}
