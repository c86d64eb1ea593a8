//! Replay codes (`logjam::save::code`): a save as a short text that replays
//! the same game, and every way a code can be refused.

use std::process::Command;

use logjam::headless::{self, RunOptions};
use logjam::rules::catalog::Catalog;
use logjam::rules::scenario::Scenario;
use logjam::save::Save;
use logjam::save::code::{CodeError, MAX_CODE_CHARS, ReplayCode, ScenarioRef, shipped_from_disk};
use logjam::sim::PlayerAction;

fn logjam() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_logjam"));
    c.current_dir(crate::root());
    c
}

fn solution_saves() -> Vec<std::path::PathBuf> {
    let mut v: Vec<_> = std::fs::read_dir(crate::root().join("tests/solutions"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().ends_with(".save.ron"))
        .collect();
    v.sort();
    v
}

fn code_of(save: &Save) -> String {
    ReplayCode::of_save(save, &shipped_from_disk, &Catalog::builtin()).encode()
}

/// Every solution save becomes a code that names its shipped scenario and
/// the shipped catalog (not inline), fits in 2,000 characters, and reads
/// back as the very save it came from: the same scenario, seed, steps,
/// actions and digest, so the same replay.
#[test]
fn every_solution_save_comes_back_whole_from_its_code() {
    let saves = solution_saves();
    assert!(saves.len() >= 40, "{}", saves.len());
    for path in saves {
        let save = logjam::save::read(&path).unwrap();
        let code = code_of(&save);
        assert!(code.starts_with("LJ1."), "{code}");
        assert!(code.len() <= 2_000, "{}: {} characters", path.display(), code.len());
        assert!(code.bytes().all(|b| b.is_ascii_alphanumeric() || b"-_.".contains(&b)), "URL-safe: {code}");
        let read = ReplayCode::decode(&code).unwrap();
        assert!(matches!(read.scenario, ScenarioRef::Shipped { .. }), "{}: shipped by name", path.display());
        assert_eq!(read.to_save(&shipped_from_disk, &Catalog::builtin()).unwrap(), save, "{}", path.display());
    }
}

/// The command line: `logjam code SAVE` prints a code, and `logjam run
/// --code` gives the same report hash as `logjam run --load SAVE`.
#[test]
fn run_code_reports_what_run_load_reports() {
    for name in ["campaign-4-the-outage", "exercise-3-rewind"] {
        let save = format!("tests/solutions/{name}.save.ron");
        let out = logjam().args(["code", &save]).output().unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let code = String::from_utf8(out.stdout).unwrap().trim().to_string();
        let by_code = logjam().args(["run", "--code", &code, "--hash"]).output().unwrap();
        let by_save = logjam().args(["run", "--load", &save, "--hash"]).output().unwrap();
        assert!(by_code.status.success(), "{}", String::from_utf8_lossy(&by_code.stderr));
        assert_eq!(by_code.stdout, by_save.stdout, "{name}");
        assert_eq!(by_code.stdout.len(), 17, "16 hex digits and a line break");
        // `--code -` reads it from standard input (a line break after it is let be).
        let mut piped = logjam()
            .args(["run", "--code", "-", "--hash"])
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        use std::io::Write;
        piped.stdin.take().unwrap().write_all(format!("{code}\n").as_bytes()).unwrap();
        let by_stdin = piped.wait_with_output().unwrap();
        assert_eq!(by_stdin.stdout, by_save.stdout, "{name}: --code -");
    }
}

/// A campaign run of 50 actions (the solution, then moves, pauses,
/// resumes and console commands) fits in 2,000 characters.
#[test]
fn a_campaign_run_of_fifty_actions_fits_in_two_thousand_characters() {
    let options = RunOptions {
        scenario: crate::root().join("scenarios/campaign-1-one-order.scenario.ron"),
        until: Some(200.0),
        seed: None,
        catalog: None,
        step: None,
    };
    let mut script =
        headless::read_script(&crate::root().join("tests/solutions/campaign-1-one-order.actions.ron")).unwrap();
    let workers = ["billing-1", "email-1", "warehouse-1", "analytics-1"];
    for i in 0..46 {
        let node = workers[i % 4].to_string();
        let at = 4.0 + 1.3 * i as f64;
        let action = match i % 4 {
            0 => PlayerAction::MoveNode { node, at: (480.0 + 7.5 * i as f32, 60.0 + 45.25 * (i % 5) as f32) },
            1 => PlayerAction::SetWorkerPaused { node, paused: true },
            2 => PlayerAction::SetWorkerPaused { node: workers[(i - 1) % 4].to_string(), paused: false },
            _ => PlayerAction::Console {
                line: format!("kafka-consumer-groups --describe --group {}", ["billing", "email"][i % 2]),
            },
        };
        script.push((at, action));
    }
    let (_, save) = headless::play_script(&options, &script).unwrap();
    assert_eq!(save.actions.len(), 50, "every action applied");
    let code = code_of(&save);
    assert!(code.len() <= 2_000, "{} characters", code.len());
    let back = ReplayCode::decode(&code).unwrap().to_save(&shipped_from_disk, &Catalog::builtin()).unwrap();
    assert_eq!(back, save);
    let (a, _) = headless::replay_save(&save, None).unwrap();
    let (b, _) = headless::replay_save(&back, None).unwrap();
    assert_eq!(a.hash(), b.hash());
}

/// A mod's scenario (not shipped, or a shipped file edited) travels inline
/// and replays without its file.
#[test]
fn a_mods_scenario_travels_inside_the_code() {
    let dir = std::env::temp_dir().join(format!("logjam-code-mod-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("first-shop.scenario.ron");
    let text = std::fs::read_to_string(crate::root().join("scenarios/first-shop.scenario.ron")).unwrap();
    std::fs::write(&file, text.replacen("name: \"First shop\"", "name: \"My first shop\"", 1)).unwrap();
    let options = RunOptions { scenario: file.clone(), until: Some(60.0), seed: Some(7), catalog: None, step: None };
    let script = vec![(5.0, PlayerAction::SetWorkerPaused { node: "billing-1".into(), paused: true })];
    let (report, save) = headless::play_script(&options, &script).unwrap();
    let code = code_of(&save);
    std::fs::remove_dir_all(&dir).unwrap();
    let read = ReplayCode::decode(&code).unwrap();
    assert!(matches!(read.scenario, ScenarioRef::Inline(_)), "a scenario edited from a shipped one is inline");
    assert_eq!(read.seed, 7);
    let back = read.to_save(&shipped_from_disk, &Catalog::builtin()).unwrap();
    assert_eq!(back, save);
    assert_eq!(headless::replay_save(&back, None).unwrap().0.hash(), report.hash());
}

fn campaign_code() -> String {
    code_of(&logjam::save::read(&crate::root().join("tests/solutions/campaign-3-hot-key.save.ron")).unwrap())
}

/// A code whose shipped scenario or catalog differs here, or names a
/// scenario not shipped, is refused, each in one line.
#[test]
fn a_code_for_another_version_of_the_scenario_or_the_rules_is_refused() {
    let code = ReplayCode::decode(&campaign_code()).unwrap();
    let changed = |file: &str| {
        let mut s: Scenario = shipped_from_disk(file)?;
        s.description.push('!');
        Some(s)
    };
    let e = code.to_save(&changed, &Catalog::builtin()).unwrap_err();
    assert_eq!(e, CodeError::ScenarioDiffers { file: "campaign-3-hot-key.scenario.ron".into() });
    let e = code.to_save(&|_| None, &Catalog::builtin()).unwrap_err();
    assert!(matches!(e, CodeError::UnknownScenario { .. }), "{e}");
    let mut other_rules = Catalog::builtin();
    other_rules.sim.step_seconds *= 2.0;
    let e = code.to_save(&shipped_from_disk, &other_rules).unwrap_err();
    assert_eq!(e, CodeError::CatalogDiffers);
    for e in [CodeError::ScenarioDiffers { file: "x".into() }, CodeError::CatalogDiffers] {
        assert_eq!(e.to_string().lines().count(), 1);
    }
}

/// Damaged, cut, foreign, too long and too large codes are refused before
/// anything is played, each in one line.
#[test]
fn damaged_foreign_long_and_oversized_codes_are_refused() {
    let code = campaign_code();
    let refuse = |text: &str| ReplayCode::decode(text).unwrap_err();
    assert_eq!(refuse("hello"), CodeError::NotACode);
    assert_eq!(refuse(&format!("LJ2.{}", &code[4..])), CodeError::Format { found: 2 });
    assert!(refuse(&format!("LJ2.{}", &code[4..])).to_string().contains("newer Logjam"));
    assert!(matches!(refuse(&code[..code.len() / 2]), CodeError::Damaged { .. }));
    // Every single character changed, one at a time, is caught.
    for i in (4..code.len()).step_by(7) {
        let mut bytes = code.clone().into_bytes();
        bytes[i] = if bytes[i] == b'A' { b'B' } else { b'A' };
        let damaged = String::from_utf8(bytes).unwrap();
        match ReplayCode::decode(&damaged) {
            Err(e) => assert_eq!(e.to_string().lines().count(), 1, "{e}"),
            // The last character may carry only padding bits.
            Ok(c) => assert_eq!(c, ReplayCode::decode(&code).unwrap(), "character {i} changed the game"),
        }
    }
    let long = format!("LJ1.{}", "A".repeat(MAX_CODE_CHARS));
    assert!(matches!(refuse(&long), CodeError::TooLong { .. }));
    let bomb = std::fs::read_to_string(crate::root().join("fuzz/corpus/replay_code/expands-past-the-bound")).unwrap();
    assert!(bomb.len() < MAX_CODE_CHARS);
    assert_eq!(refuse(&bomb), CodeError::TooLarge);
    // Line breaks and spaces a chat adds are ignored.
    let wrapped: String =
        code.as_bytes().chunks(60).map(|c| format!("{}\n ", std::str::from_utf8(c).unwrap())).collect();
    assert_eq!(ReplayCode::decode(&wrapped).unwrap(), ReplayCode::decode(&code).unwrap());
}

/// On the command line a bad code is one line and exit code 1, for `run`
/// and for `play` (before any window opens).
#[test]
fn a_bad_code_on_the_command_line_is_one_line_and_exit_code_1() {
    let code = campaign_code();
    let damaged = format!("{}A{}", &code[..40], &code[41..]);
    let damaged = if damaged == code { format!("{}B{}", &code[..40], &code[41..]) } else { damaged };
    for args in [
        vec!["run", "--code", &damaged],
        vec!["play", "--code", &damaged],
        vec!["run", "--code", "LJ9.abc"],
        vec!["play", "--code", "-"],
    ] {
        // `-` reads the code from standard input: here an empty one.
        let out = logjam()
            .args(&args)
            .env_remove("DISPLAY")
            .env_remove("WAYLAND_DISPLAY")
            .stdin(std::process::Stdio::null())
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(1), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains("replay code"), "{err}");
        assert!(out.stdout.is_empty());
    }
}

/// A save made while a replay code's game is on the board stays someone
/// else's game (F5 then F9 earns nothing); the player's own saves do not
/// carry the mark at all, so they read as before.
#[test]
fn a_save_of_a_replayed_code_stays_marked() {
    let save = logjam::save::read(&crate::root().join("tests/solutions/campaign-3-hot-key.save.ron")).unwrap();
    assert!(!save.replay_code);
    assert!(!save.to_ron().contains("replay_code"), "an own save has no mark");
    let mut app = logjam::sim::headless_app(save.catalog.clone(), 0);
    let world = app.world_mut();
    save.restore(world).unwrap();
    world.insert_resource(logjam::loading::ReplayedCode(true));
    let marked = Save::capture(world, &save.scenario_file).unwrap();
    assert!(marked.replay_code);
    let back = Save::parse(&marked.to_ron(), "marked.save.ron").unwrap();
    assert!(back.replay_code, "the mark survives the file");
    world.insert_resource(logjam::loading::ReplayedCode(false));
    assert!(!Save::capture(world, &save.scenario_file).unwrap().replay_code);
}
