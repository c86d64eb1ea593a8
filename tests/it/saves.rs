//! Saves: a save replays to the same state; bad saves are refused with a
//! located message; files are replaced atomically with the old one kept.

use bevy::prelude::*;
use logjam::rules::catalog::Catalog;
use logjam::rules::scenario::Scenario;
use logjam::save::{Replayed, Save, SaveError, backup_path, write_atomic};
use logjam::sim::report::Report;
use logjam::sim::{self, PlayerAction, SimClock};

fn shipped(file: &str) -> (Catalog, Scenario) {
    let catalog = Catalog::builtin();
    let path = crate::root().join("scenarios").join(file);
    let text = std::fs::read_to_string(&path).unwrap();
    let scenario = Scenario::parse(&text, file, &catalog).unwrap();
    (catalog, scenario)
}

/// A game played for `ticks` ticks: actions at some ticks, and the step
/// changed twice (as the game's speeds do).
fn played(ticks: u64) -> App {
    let (catalog, scenario) = shipped("first-shop.scenario.ron");
    let mut app = sim::headless_app(catalog, 0);
    sim::load_scenario(app.world_mut(), scenario, "first-shop.scenario.ron").unwrap();
    let actions: Vec<(u64, PlayerAction)> = vec![
        (40, PlayerAction::SetPartitions { node: "orders".into(), partitions: 4 }),
        (90, PlayerAction::Console { line: "produce orders key=customer-7 hello".into() }),
        (150, PlayerAction::SetSize { node: "orders".into(), size: 2 }),
        (
            220,
            PlayerAction::StartIncident {
                kind: logjam::rules::incident::IncidentKind::WorkerCrash,
                target: "email-1".into(),
            },
        ),
        (300, PlayerAction::Console { line: "produce orders key=customer-9 again".into() }),
    ];
    for t in 0..ticks {
        match t {
            100 => app.world_mut().resource_mut::<SimClock>().step = 0.2,
            260 => app.world_mut().resource_mut::<SimClock>().step = 0.05,
            _ => {}
        }
        for (_, a) in actions.iter().filter(|(at, _)| *at == t) {
            app.world_mut().write_message(a.clone());
        }
        sim::run_ticks(app.world_mut(), 1);
    }
    app
}

fn restored(save: &Save) -> App {
    let mut app = sim::headless_app(Catalog::builtin(), 0);
    save.restore(app.world_mut()).unwrap_or_else(|e| panic!("{e}"));
    app
}

#[test]
fn a_save_replays_to_the_same_state_and_goes_on_the_same() {
    let mut a = played(400);
    let save = Save::capture(a.world(), "scenarios/first-shop.scenario.ron").unwrap();
    assert_eq!(save.actions.len(), 5, "every applied action is in the save: {:?}", save.actions);
    assert!(save.steps.len() >= 3, "the step changes are in the save: {:?}", save.steps);
    let text = save.to_ron();
    let read = Save::parse(&text, "quick.save.ron").unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(read, save, "the RON text reads back to the same save");

    let mut b = restored(&read);
    assert_eq!(a.world().resource::<SimClock>(), b.world().resource::<SimClock>());
    let (ra, rb) = (Report::build(a.world_mut()), Report::build(b.world_mut()));
    assert!(ra.appended > 0 && ra.consumed.values().sum::<u64>() > 0, "the game did something: {ra:?}");
    assert_eq!(ra, rb, "the loaded game is the saved one");

    // Same generator state, same everything: they go on identically.
    sim::run_ticks(a.world_mut(), 600);
    sim::run_ticks(b.world_mut(), 600);
    assert_eq!(Report::build(a.world_mut()), Report::build(b.world_mut()));
    // And a save of the loaded game is the save of the original one.
    let again = Save::capture(b.world(), "scenarios/first-shop.scenario.ron").unwrap();
    let original = Save::capture(a.world(), "scenarios/first-shop.scenario.ron").unwrap();
    assert_eq!(again.actions, original.actions);
    assert_eq!(again.tick, original.tick);
}

#[test]
fn a_save_does_not_depend_on_the_files_it_came_from() {
    // The scenario and the rules travel inside the save: a catalog in the
    // world that differs does not change the replay.
    let mut a = played(200);
    let save = Save::capture(a.world(), "x").unwrap();
    // Workers four times slower in the world's rules: the replay must not
    // use them (the saved ones come with the save).
    let mut other = Catalog::builtin();
    other.sim.step_seconds = 0.5;
    for c in other.components.values_mut() {
        if let logjam::rules::catalog::Role::Worker(w) = &mut c.role {
            w.tasks_per_second /= 4.0;
        }
    }
    // Replayed with those rules the same save goes otherwise, so the check
    // below would fail if the replay used the world's rules.
    let mut slowed = save.clone();
    slowed.catalog = other.clone();
    let mut slow = sim::headless_app(Catalog::builtin(), 0);
    slowed.restore(slow.world_mut()).unwrap();
    assert_ne!(Report::build(a.world_mut()).consumed, Report::build(slow.world_mut()).consumed);

    let mut app = sim::headless_app(other, 0);
    save.restore(app.world_mut()).unwrap();
    assert_eq!(Report::build(a.world_mut()), Report::build(app.world_mut()));
}

#[test]
fn a_corrupt_save_is_refused_with_its_line_and_column() {
    let a = played(60);
    let text = Save::capture(a.world(), "x").unwrap().to_ron();
    // Cut in the middle (a torn write), and a wrong value in a field.
    let torn = &text[..text.len() / 2];
    let e = Save::parse(torn, "torn.save.ron").unwrap_err();
    let msg = e.to_string();
    assert!(matches!(e, SaveError::Data(_)), "{msg}");
    assert!(msg.starts_with("torn.save.ron:"), "names the file and a line: {msg}");
    let wrong = text.replacen("tick: ", "tick: -", 1);
    let e = Save::parse(&wrong, "wrong.save.ron").unwrap_err().to_string();
    assert!(e.contains("wrong.save.ron:") && e.contains("tick"), "names the field: {e}");
    assert!(Save::parse("", "empty.save.ron").is_err());
    assert!(Save::parse("\u{0}\u{1}garbage", "bin.save.ron").is_err());
}

#[test]
fn a_save_of_another_format_is_refused_not_misread() {
    let a = played(60);
    let text = Save::capture(a.world(), "x").unwrap().to_ron();
    assert!(text.contains("format: 1"), "{}", &text[..200.min(text.len())]);
    let newer = text.replacen("format: 1", "format: 2", 1);
    let e = Save::parse(&newer, "new.save.ron").unwrap_err().to_string();
    assert!(e.contains("format 2") && e.contains("newer"), "{e}");
    let older = text.replacen("format: 1", "format: 0", 1);
    let e = Save::parse(&older, "old.save.ron").unwrap_err().to_string();
    assert!(e.contains("format 0") && e.contains("too old"), "{e}");
    // An older format with fields this one lacks is still called by its
    // version, not by the first unknown field.
    let e = Save::parse("(format: 0, ancient: true)", "v0.save.ron").unwrap_err().to_string();
    assert!(e.contains("format 0"), "{e}");
}

/// A save replays exactly in the build that made it; one whose rules play
/// differently (here: its catalog's Worker speed edited, as another build's
/// sim would) is loaded and said to differ; one from before digests is
/// loaded unchecked.
#[test]
fn a_replay_tells_whether_it_reached_the_game_saved() {
    let a = played(400);
    let save = Save::capture(a.world(), "x").unwrap();
    let digest = save.digest.clone().expect("a save holds its digest");
    assert_eq!(digest, logjam::save::state_digest(a.world()));
    let mut app = sim::headless_app(Catalog::builtin(), 0);
    assert_eq!(save.restore(app.world_mut()).unwrap(), Replayed::Exactly);

    let text = save.to_ron();
    assert!(text.contains("tasks_per_second: 15.0,"));
    let other = Save::parse(&text.replacen("tasks_per_second: 15.0,", "tasks_per_second: 9.0,", 1), "x").unwrap();
    let mut app = sim::headless_app(Catalog::builtin(), 0);
    assert_eq!(other.restore(app.world_mut()).unwrap(), Replayed::Differently);
    assert_ne!(logjam::save::state_digest(app.world()), digest);

    let lines: Vec<&str> = text.lines().filter(|l| !l.trim_start().starts_with("digest:")).collect();
    assert_eq!(lines.len() + 1, text.lines().count(), "one digest line");
    let old = Save::parse(&lines.join("\n"), "old.save.ron").unwrap();
    assert_eq!(old.digest, None);
    let mut app = sim::headless_app(Catalog::builtin(), 0);
    assert_eq!(old.restore(app.world_mut()).unwrap(), Replayed::Unchecked);
}

/// A save written before the catalog gained its view thresholds (the lag
/// warning, the hot lane) has a catalog without them: it still loads, with
/// the shipped values, and replays to the same game.
#[test]
fn a_save_from_before_later_catalog_rules_still_loads() {
    let a = played(60);
    let text = Save::capture(a.world(), "x").unwrap().to_ron();
    let older: String = text
        .lines()
        .filter(|l| !l.contains("lag_warning_records:") && !l.contains("hot_partition_"))
        .map(|l| format!("{l}\n"))
        .collect();
    assert_eq!(text.lines().count() - older.lines().count(), 3, "the three later rules were in the save");
    let save = Save::parse(&older, "older.save.ron").unwrap();
    assert_eq!(save, Save::parse(&text, "x").unwrap());
}

#[test]
fn saves_replace_the_file_atomically_and_keep_the_previous_one() {
    let dir = std::env::temp_dir().join(format!("logjam-saves-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let path = dir.join("quick.save.ron");
    write_atomic(&path, "first").unwrap();
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "first");
    assert!(!backup_path(&path).exists());
    write_atomic(&path, "second").unwrap();
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "second");
    assert_eq!(std::fs::read_to_string(backup_path(&path)).unwrap(), "first");
    let left: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert_eq!(left.len(), 2, "no temporary files left: {left:?}");
    // A folder where the file should be: an error, and nothing replaced.
    let blocked = dir.join("blocked.save.ron");
    std::fs::create_dir_all(&blocked).unwrap();
    assert!(matches!(write_atomic(&blocked, "x"), Err(SaveError::Io { .. })));
    std::fs::remove_dir_all(&dir).unwrap();
}
