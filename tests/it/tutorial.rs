//! Tutorial steps and hints (issue 18, points 2 and 5): the sim's trigger
//! conditions, each holding when it should and not before; the shipped
//! tutorial checks and teaches in order; the game's own hints fire on the
//! risks they name.

use logjam::rules::catalog::Catalog;
use logjam::rules::hints::{When, default_hints};
use logjam::rules::scenario::{Goal, GroupEnd, Scenario};
use logjam::rules::tutorial::Wait;
use logjam::sim::tutorial::{Since, holds};
use logjam::sim::{self, PlayerAction, SimClock};

fn first_shop() -> Scenario {
    let text = std::fs::read_to_string(crate::root().join("scenarios/first-shop.scenario.ron")).unwrap();
    Scenario::parse(&text, "first-shop.scenario.ron", &Catalog::builtin()).unwrap()
}

fn app_at(seconds: f64, actions: &[(f64, PlayerAction)]) -> bevy::app::App {
    let mut app = sim::headless_app(Catalog::builtin(), 0);
    sim::load_scenario(app.world_mut(), first_shop(), "first-shop.scenario.ron").unwrap();
    let mut pending: Vec<&(f64, PlayerAction)> = actions.iter().collect();
    while app.world().resource::<SimClock>().now < seconds - 1e-9 {
        let now = app.world().resource::<SimClock>().now;
        while let Some(a) = pending.first().filter(|a| a.0 <= now + 1e-9) {
            app.world_mut().write_message(a.1.clone());
            pending.remove(0);
        }
        sim::run_ticks(app.world_mut(), 1);
    }
    app
}

#[test]
fn lag_workers_partitions_and_seconds_hold_when_they_should() {
    let early = app_at(5.0, &[]);
    let late = app_at(600.0, &[]);
    let (e, l) = (early.world(), late.world());
    let lag = Wait::LagAbove { group: "email".into(), records: 300 };
    assert!(!holds(&lag, e, Since::default()) && holds(&lag, l, Since::default()), "e-mail falls behind");
    let low = Wait::LagBelow { group: "billing".into(), records: 60 };
    assert!(holds(&low, l, Since::default()), "billing keeps up");
    let two = Wait::Workers { group: "billing".into(), at_least: 2 };
    assert!(holds(&two, e, Since::default()));
    assert!(!holds(&Wait::Workers { group: "email".into(), at_least: 2 }, e, Since::default()));
    assert!(holds(&Wait::Partitions { node: "orders".into(), at_least: 3 }, e, Since::default()));
    assert!(!holds(&Wait::Partitions { node: "orders".into(), at_least: 4 }, e, Since::default()));
    let since = Since { actions: 0, at: 2.0 };
    assert!(holds(&Wait::Seconds(3.0), e, since) && !holds(&Wait::Seconds(3.5), e, since));
    // The ui's own waits are never the sim's.
    assert!(!holds(&Wait::Next, l, Since::default()) && !holds(&Wait::Select("orders".into()), l, Since::default()));
}

#[test]
fn actions_and_console_lines_count_only_after_the_step_began() {
    let crash = (1.0, PlayerAction::CrashWorker { node: "billing-1".into() });
    let line = (2.0, PlayerAction::Console { line: "  Describe group email ".into() });
    let app = app_at(10.0, &[crash, line]);
    let w = app.world();
    let crashed = Wait::Action { kind: "CrashWorker".into(), node: Some("billing-1".into()) };
    assert!(holds(&crashed, w, Since::default()));
    assert!(!holds(&Wait::Action { kind: "CrashWorker".into(), node: Some("email-1".into()) }, w, Since::default()));
    assert!(!holds(&crashed, w, Since { actions: 2, at: 3.0 }), "done before the step began");
    let typed = Wait::Console("describe group email".into());
    assert!(holds(&typed, w, Since::default()), "case and spaces aside");
    assert!(!holds(&Wait::Console("reset group".into()), w, Since::default()));
    // The crash made duplicates.
    assert!(holds(&Wait::Duplicates(1), w, Since::default()));
    assert!(!holds(&Wait::Lost(1), w, Since::default()));
}

#[test]
fn a_goal_and_a_node_down_can_be_waited_for() {
    let stop = |stopped| PlayerAction::SetWorkerStopped { node: "email-1".into(), stopped };
    let app =
        app_at(20.0, &[(5.0, stop(true)), (6.0, PlayerAction::Console { line: "reset group email to 0".into() })]);
    let at_start = Wait::Goal(Goal::GroupAt { group: "email".into(), topic: "orders".into(), at: GroupEnd::Start });
    assert!(holds(&at_start, app.world(), Since::default()));
    assert!(!holds(&at_start, app_at(20.0, &[]).world(), Since::default()));
    let struck = app_at(
        3.0,
        &[(
            1.0,
            PlayerAction::StartIncident {
                kind: logjam::rules::incident::IncidentKind::InstanceFailure,
                target: "api".into(),
            },
        )],
    );
    assert!(holds(&Wait::Down("api".into()), struck.world(), Since::default()));
    assert!(!holds(&Wait::Down("api".into()), app_at(3.0, &[]).world(), Since::default()));
}

#[test]
fn the_game_hints_at_the_lagging_group_and_the_downed_node() {
    let hints = default_hints(&first_shop(), &Catalog::builtin());
    let about = |fact: &When| hints.iter().filter(move |h| h.when.walk().contains(&fact)).collect::<Vec<_>>();
    let email = about(&When::LagGrowing("email".into()));
    assert!(!email.is_empty() && email.iter().all(|h| h.say.contains("email") && h.say.contains("orders")));
    assert_eq!(about(&When::CanReplace("api".into())).len(), 1);
    // It comes when e-mail's lag passes the warning (about 9.5 sim
    // minutes) and is still growing, with the live figure in its words.
    let shown =
        |app: &bevy::app::App| email.iter().find_map(|h| logjam::sim::hints::shown(h, app.world())).map(|r| r.text);
    assert_eq!(shown(&app_at(300.0, &[])), None);
    let late = app_at(700.0, &[]);
    let text = shown(&late).expect("e-mail's lag hint at 700 s");
    let lag = logjam::sim::tutorial::worst_lag(late.world(), "email");
    assert!(text.contains(&logjam::rules::words::count(lag)), "{text} ({lag})");
    assert!(!text.contains('{'), "{text}");
}

#[test]
fn the_shipped_tutorial_checks_and_teaches_in_order() {
    let text = std::fs::read_to_string(crate::root().join("scenarios/tutorial.scenario.ron")).unwrap();
    let s = Scenario::parse(&text, "tutorial.scenario.ron", &Catalog::builtin()).unwrap();
    assert!((8..=30).contains(&s.tutorial.len()), "{} steps", s.tutorial.len());
    let said: Vec<String> = s.tutorial.iter().map(|t| t.say.to_lowercase()).collect();
    let first =
        |word: &str| said.iter().position(|t| t.contains(word)).unwrap_or_else(|| panic!("no step says {word}"));
    // A log and its offsets, keys and partitions, groups and lag, more
    // Workers, a crash and its duplicates, replicas, replay: in that order.
    let order = ["offset", "key", "lag", "second one", "duplicates", "replication factor", "replay"];
    let at: Vec<usize> = order.iter().map(|w| first(w)).collect();
    assert!(at.windows(2).all(|w| w[0] <= w[1]), "{order:?} at steps {at:?}");
    // A bad pointer is refused with its place.
    let bad = text.replacen("Card(\"api\")", "Card(\"nope\")", 1);
    let e = Scenario::parse(&bad, "tutorial.scenario.ron", &Catalog::builtin()).unwrap_err().to_string();
    assert!(e.contains("tutorial.scenario.ron:") && e.contains("tutorial[0].point"), "{e}");
}

/// The sandbox's sliders: a SetTraffic action changes the producer's
/// traffic (and is refused outside a sandbox, or out of range); a save of
/// it replays exactly.
#[test]
fn the_sandbox_sliders_change_the_traffic_and_replay_from_a_save() {
    use logjam::headless::{RunOptions, play_script, replay};
    let traffic = |rate: f64, hot: f64| PlayerAction::SetTraffic {
        node: "api".into(),
        rate,
        entities: 50,
        zipf: Some(1.1),
        hot_share: hot,
    };
    let options = |file: &str| RunOptions {
        scenario: crate::root().join("scenarios").join(file),
        until: Some(60.0),
        seed: None,
        catalog: None,
        step: None,
    };
    let script = vec![(5.0, traffic(200.0, 0.5)), (6.0, traffic(f64::NAN, 0.0)), (7.0, traffic(100.0, 2.0))];
    let (report, save) = play_script(&options("sandbox.scenario.ron"), &script).unwrap();
    assert_eq!(report.actions, 1, "the first applies; NaN and a share over 0.95 are refused");
    let api = report.producers.iter().find(|p| p.node == "api").unwrap();
    // 20/s for 5 s, then 200/s: far more than 20/s all along.
    assert!(api.produced > 20 * 60 * 3, "{}", api.produced);
    let dir = std::env::temp_dir().join(format!("logjam-sandbox-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("sandbox.save.ron");
    logjam::save::write_atomic(&path, &save.to_ron()).unwrap();
    let (again, how) = replay(&path, None).unwrap();
    assert_eq!(how, logjam::save::Replayed::Exactly);
    assert_eq!(again.hash(), report.hash());
    std::fs::remove_dir_all(&dir).ok();
    // Outside a sandbox the traffic is the scenario's.
    let (fixed, _) = play_script(&options("first-shop.scenario.ron"), &vec![(5.0, traffic(200.0, 0.0))]).unwrap();
    assert_eq!(fixed.actions, 0);
}
