//! Achievements (issue 34, item 1; docs/RULES.md#achievements): the shipped
//! file holds at least 40, each a lesson, checked on load with located
//! errors; each is earned by some run the suite plays (the solution saves'
//! stated set is checked in `solutions.rs`, as they are replayed); a mod,
//! an edited scenario or other rules earn nothing; the ones read from the
//! progress ask for every level of their section.

use std::collections::BTreeSet;

use logjam::achievements::earn::{Run, earned};
use logjam::achievements::{Book, book::REPORT_FIELDS};
use logjam::headless::{self, RunOptions};
use logjam::progress::Progress;
use logjam::rules::catalog::Catalog;
use logjam::sim::PlayerAction;

fn options(file: &str) -> RunOptions {
    RunOptions {
        scenario: crate::root().join("scenarios").join(file),
        // To the end; the endless sandbox for a minute.
        until: Some(if file.starts_with("sandbox") { 60.0 } else { 100_000.0 }),
        seed: None,
        catalog: None,
        step: None,
    }
}

/// Plays `file` with `script` headless and returns the report and the ids
/// earned, as `logjam run --actions` does.
fn play(file: &str, script: &[(f64, PlayerAction)]) -> (logjam::sim::report::Report, Vec<String>) {
    let (report, save) = headless::play_script(&options(file), &script.to_vec()).unwrap();
    let ids = headless::save_achievements(&report, &save);
    (report, ids)
}

/// The ids `book` gives a run of `file` with this report (as JSON) and
/// progress, and no actions.
fn ids_of(book: &Book, file: &str, report: &serde_json::Value, progress: &Progress) -> Vec<String> {
    let index = logjam::rules::index::shipped_index().unwrap();
    let run = Run { file, report, actions: &[], progress, index: &index };
    earned(book, &run).into_iter().map(|a| a.id.clone()).collect()
}

#[test]
fn the_shipped_file_holds_forty_lessons_each_with_its_own_name_and_icon() {
    let book = Book::builtin();
    assert!(book.achievements.len() >= 40, "{}", book.achievements.len());
    let names: BTreeSet<&str> = book.achievements.iter().map(|a| a.name.as_str()).collect();
    assert_eq!(names.len(), book.achievements.len(), "names are unique");
    for a in &book.achievements {
        // A lesson is a sentence that says something, not a label.
        assert!(a.lesson.split_whitespace().count() >= 10 && a.lesson.ends_with('.'), "{}: {}", a.id, a.lesson);
        assert!(a.hint.ends_with('.'), "{}: {}", a.id, a.hint);
    }
    // The file on disk is the one compiled in, and reads back as written.
    let text = std::fs::read_to_string(crate::root().join("assets/achievements.ron")).unwrap();
    assert_eq!(Book::parse(&text, "assets/achievements.ron").unwrap(), book);
    assert_eq!(Book::parse(&book.to_ron(), "again.ron").unwrap(), book);
}

#[test]
fn a_figure_may_point_at_every_field_of_the_report_and_no_other() {
    let (report, _) = play("exercise-1-one-order.scenario.ron", &[]);
    let json = serde_json::to_value(&report).unwrap();
    let keys: Vec<&str> = json.as_object().unwrap().keys().map(String::as_str).collect();
    let mut fields: Vec<&str> = REPORT_FIELDS.to_vec();
    let mut keys_sorted = keys.clone();
    fields.sort_unstable();
    keys_sorted.sort_unstable();
    assert_eq!(fields, keys_sorted, "REPORT_FIELDS is the report's keys");
}

/// Each bad file is refused with its file, line, column and field, and
/// what is wrong.
#[test]
fn a_bad_file_is_refused_with_where_and_why() {
    let good = r#"(id: "x", name: "X", lesson: "L.", hint: "H.", icon: "◆", earn: Won)"#;
    let file = |second: &str| format!("(\n    achievements: [\n        {good},\n        {second},\n    ],\n)\n");
    let cases = [
        (r#"(id: "x", name: "Y", lesson: "L.", hint: "H.", icon: "◆", earn: Won)"#, "'x' is used twice"),
        (r#"(id: "Big Id", name: "Y", lesson: "L.", hint: "H.", icon: "◆", earn: Won)"#, "lower-case letters"),
        (r#"(id: "y", name: "", lesson: "L.", hint: "H.", icon: "◆", earn: Won)"#, "must be 1 to 36"),
        (r#"(id: "y", name: "Y", lesson: "L.", hint: "H.", icon: "ab", earn: Won)"#, "one symbol"),
        (
            r#"(id: "y", name: "Y", lesson: "L.", hint: "H.", icon: "◆", earn: Scenario("nope"))"#,
            "no shipped scenario 'nope'",
        ),
        (r#"(id: "y", name: "Y", lesson: "L.", hint: "H.", icon: "◆", earn: Section("Nope"))"#, "no section 'Nope'"),
        (
            r#"(id: "y", name: "Y", lesson: "L.", hint: "H.", icon: "◆", earn: Used(kind: "Fly"))"#,
            "no action kind 'Fly'",
        ),
        (
            r#"(id: "y", name: "Y", lesson: "L.", hint: "H.", icon: "◆", earn: Typed("Dance"))"#,
            "no console command 'Dance'",
        ),
        (
            r#"(id: "y", name: "Y", lesson: "L.", hint: "H.", icon: "◆", earn: Incident("Meteor"))"#,
            "no incident kind 'Meteor'",
        ),
        (
            r#"(id: "y", name: "Y", lesson: "L.", hint: "H.", icon: "◆", earn: Figure(at: "/lots", at_most: 1))"#,
            "no field 'lots'",
        ),
        (
            r#"(id: "y", name: "Y", lesson: "L.", hint: "H.", icon: "◆", earn: Figure(at: "/lost"))"#,
            "needs at_least, at_most",
        ),
        (
            r#"(id: "y", name: "Y", lesson: "L.", hint: "H.", icon: "◆", earn: Figure(at: "/lost", at_least: 5, at_most: 1))"#,
            "above at_most",
        ),
        (r#"(id: "y", name: "Y", lesson: "L.", hint: "H.", icon: "◆", earn: Stars(4))"#, "stars must be 1 to 3"),
        (r#"(id: "y", name: "Y", lesson: "L.", hint: "H.", icon: "◆", earn: All([]))"#, "at least one condition"),
    ];
    for (second, why) in cases {
        let e = Book::parse(&file(second), "mine.ron").unwrap_err().to_string();
        assert!(e.starts_with("mine.ron:4:"), "located on the second achievement's line: {e}");
        assert!(e.contains("achievements[1]"), "{e}");
        assert!(e.contains(why), "{e} (wanted {why})");
    }
    // A RON error is located too, and names the field.
    let e = Book::parse("(achievements: [(id: \"x\", nam: \"X\")])", "mine.ron").unwrap_err().to_string();
    assert!(e.starts_with("mine.ron:1:") && e.contains("nam"), "{e}");
    // Nesting is bounded.
    let deep = (0..12).fold("Won".to_string(), |e, _| format!("Not({e})"));
    let e =
        Book::parse(&file(&format!(r#"(id: "y", name: "Y", lesson: "L.", hint: "H.", icon: "◆", earn: {deep})"#)), "m")
            .unwrap_err()
            .to_string();
    assert!(e.contains("deeper than 8"), "{e}");
    assert!(Book::parse(&file(r#"(id: "y", name: "Y", lesson: "L.", hint: "H.", icon: "◆", earn: Won)"#), "m").is_ok());
    // Values may be written as themselves: a boolean, a number.
    let plain = r#"(id: "y", name: "Y", lesson: "L.", hint: "H.", icon: "◆", earn: All([Every(at: "/streams/*/spread_zones", is: false), Used(kind: "SetSalt", with: {"salt": 2})]))"#;
    let book = Book::parse(&file(plain), "m").unwrap();
    assert_eq!(book.to_ron().matches("\"false\"").count() + book.to_ron().matches("\"2\"").count(), 2);
    // never_in names a section there is.
    let e = Book::parse(&format!("(never_in: [\"Nope\"], achievements: [{good}])"), "m").unwrap_err().to_string();
    assert!(e.contains("never_in[0]") && e.contains("no section 'Nope'"), "{e}");
}

/// The achievements no solution save earns, each earned by a run the suite
/// plays or reads here: a level played another way, a week of the
/// sandbox, the progress of a player who won everything.
#[test]
fn every_achievement_is_earned_by_some_run() {
    let book = Book::builtin();
    let stated: std::collections::BTreeMap<String, Vec<String>> =
        ron::from_str(&std::fs::read_to_string(crate::root().join("tests/solutions/achievements.ron")).unwrap())
            .unwrap();
    let mut seen: BTreeSet<String> = stated.values().flatten().cloned().collect();

    // Deploy day through group.protocol consumer instead of static members.
    let (_, ids) = play(
        "campaign-22-deploy-day.scenario.ron",
        &[
            (
                10.0,
                PlayerAction::SetGroupProtocol {
                    group: "billing".into(),
                    protocol: logjam::log::GroupProtocol::Consumer,
                },
            ),
            (11.0, PlayerAction::RollingRestart { group: "billing".into() }),
        ],
    );
    assert!(ids.contains(&"new-protocol".to_string()), "{ids:?}");
    seen.extend(ids);

    // The interview question, the hot key salted over eight partitions.
    let (_, ids) =
        play("interview-question.scenario.ron", &[(20.0, PlayerAction::SetSalt { node: "orders".into(), salt: 8 })]);
    assert_eq!(ids, ["interview"]);
    seen.extend(ids);

    // A week of the sandbox: its report as a week with nothing lost to
    // retention would read (a real week there needs a player who replaces
    // the Workers that chance incidents kill).
    let (report, _) = play("sandbox.scenario.ron", &[]);
    let mut json = serde_json::to_value(&report).unwrap();
    let none = ids_of(&book, "sandbox.scenario.ron", &json, &Progress::default());
    assert!(!none.contains(&"quiet-week".to_string()), "a minute is not a week");
    json["sim_seconds"] = serde_json::json!(7.0 * 86_400.0);
    let week = ids_of(&book, "sandbox.scenario.ron", &json, &Progress::default());
    assert!(week.contains(&"quiet-week".to_string()), "{week:?}");
    json["streams"][0]["groups"][0]["lost_retention"] = serde_json::json!(1);
    let lost_one = ids_of(&book, "sandbox.scenario.ron", &json, &Progress::default());
    assert!(!lost_one.contains(&"quiet-week".to_string()), "one record lost to retention breaks the week");
    seen.insert("quiet-week".into());

    // The progress of a player who won every level, incident and exercise
    // with three stars.
    let index = logjam::rules::index::shipped_index().unwrap();
    let mut all = Progress::default();
    for e in &index {
        all.record(&e.file, 3, true, None);
    }
    let (report, _) = play("sandbox.scenario.ron", &[]);
    let json = serde_json::to_value(&report).unwrap();
    let ids = ids_of(&book, "sandbox.scenario.ron", &json, &all);
    for id in ["first-chapter", "on-call", "every-incident", "three-stars"] {
        assert!(ids.contains(&id.to_string()), "{id}: {ids:?}");
    }
    seen.extend(ids);
    // A console exercise earns nothing, not even what the progress holds.
    let (exercise, _) = play("exercise-1-one-order.scenario.ron", &[]);
    let ex = serde_json::to_value(&exercise).unwrap();
    assert!(ids_of(&book, "exercise-1-one-order.scenario.ron", &ex, &all).is_empty());
    // One campaign level at two stars: still every level won, not three
    // stars everywhere.
    let mut two = all.clone();
    two.best.get_mut("campaign-7-out-of-order.scenario.ron").unwrap().stars = 2;
    let ids = ids_of(&book, "sandbox.scenario.ron", &json, &two);
    assert!(ids.contains(&"first-chapter".to_string()) && !ids.contains(&"three-stars".to_string()), "{ids:?}");
    // One incident never won: not every incident.
    let mut missing = all.clone();
    missing.best.remove("incident-drill.scenario.ron");
    let ids = ids_of(&book, "sandbox.scenario.ron", &json, &missing);
    assert!(!ids.contains(&"every-incident".to_string()), "{ids:?}");

    let never: Vec<&str> = book.achievements.iter().map(|a| a.id.as_str()).filter(|id| !seen.contains(*id)).collect();
    assert!(never.is_empty(), "no run earns {never:?}");
}

/// Only the shipped scenario, as shipped, with the shipped rules: a mod
/// (the same level edited) or other rules earn nothing; nor does a
/// console exercise solved by typing its answer.
#[test]
fn only_a_shipped_scenario_with_the_shipped_rules_earns() {
    let file = "campaign-3-hot-key.scenario.ron";
    let salt = [(5.0, PlayerAction::SetSalt { node: "orders".into(), salt: 2 })];
    let (report, save) = headless::play_script(&options(file), &salt.to_vec()).unwrap();
    assert_eq!(headless::save_achievements(&report, &save), ["salted"]);
    // Without the salt, the same win earns nothing; nor does a salt set
    // and set back to 1 (what counts is how the run ends), or a salt on
    // keys spread round robin.
    let (plain, plain_save) = headless::play_script(&options(file), &Vec::new()).unwrap();
    assert!(headless::save_achievements(&plain, &plain_save).is_empty());
    let back = vec![
        (5.0, PlayerAction::SetSalt { node: "orders".into(), salt: 2 }),
        (6.0, PlayerAction::SetSalt { node: "orders".into(), salt: 1 }),
    ];
    let (r, s) = headless::play_script(&options(file), &back).unwrap();
    assert!(headless::save_achievements(&r, &s).is_empty(), "{}", r.outcome);
    // The other way round, the salt the run ends with is 2: it counts.
    let (r, s) = headless::play_script(&options(file), &back.iter().rev().cloned().collect()).unwrap();
    assert_eq!(headless::save_achievements(&r, &s), ["salted"], "{}", r.outcome);
    let spread = vec![
        (
            5.0,
            PlayerAction::SetPartitionKey {
                node: "orders".into(),
                key: logjam::rules::scenario::PartitionKey::RoundRobin,
            },
        ),
        (5.0, PlayerAction::SetSalt { node: "orders".into(), salt: 2 }),
    ];
    let (r, s) = headless::play_script(&options(file), &spread).unwrap();
    assert!(headless::save_achievements(&r, &s).is_empty(), "{}", r.outcome);
    // Another seed is the same level.
    let mut seeded = save.clone();
    seeded.scenario.seed += 1;
    assert_eq!(headless::save_achievements(&report, &seeded), ["salted"]);
    // The level edited (a mod of it): nothing.
    let mut modded = save.clone();
    modded.scenario.description.push_str(" (mine)");
    assert!(headless::save_achievements(&report, &modded).is_empty());
    // Other rules: nothing.
    let mut rules = save.clone();
    rules.catalog = Catalog::builtin();
    rules.catalog.sim.step_seconds *= 2.0;
    assert!(headless::save_achievements(&report, &rules).is_empty());
    // A console exercise won by typing its answer: nothing.
    let typed = headless::read_script(&crate::root().join("tests/solutions/exercise-3-rewind.actions.ron")).unwrap();
    let (won, ids) = play("exercise-3-rewind.scenario.ron", &typed);
    assert!(won.outcome.starts_with("won") && ids.is_empty(), "{}: {ids:?}", won.outcome);
}

/// `logjam run` prints the ids earned after the report's own fields; the
/// report's hash is the report's alone.
#[test]
fn logjam_run_reports_the_achievements_of_the_run() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_logjam"))
        .args(["run", "--load"])
        .arg(crate::root().join("tests/solutions/campaign-3-hot-key.save.ron"))
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).unwrap();
    let json: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(json["achievements"], serde_json::json!(["salted"]));
    // The report's fields first, in its order; the ids last.
    assert!(text.starts_with("{\n  \"scenario\": "), "{}", &text[..40]);
    let tail = text.trim_end().trim_end_matches('}').trim_end();
    assert!(tail.ends_with("\"achievements\": [\n    \"salted\"\n  ]"), "{}", &tail[tail.len() - 80..]);
    let hash = std::process::Command::new(env!("CARGO_BIN_EXE_logjam"))
        .args(["run", "--hash", "--load"])
        .arg(crate::root().join("tests/solutions/campaign-3-hot-key.save.ron"))
        .output()
        .unwrap();
    let (report, _) =
        headless::replay(&crate::root().join("tests/solutions/campaign-3-hot-key.save.ron"), None).unwrap();
    assert_eq!(String::from_utf8(hash.stdout).unwrap().trim(), report.hash());
    // A replay code is someone else's run: it earns nothing.
    let code = headless::save_code(&crate::root().join("tests/solutions/campaign-3-hot-key.save.ron")).unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_logjam")).args(["run", "--code", &code]).output().unwrap();
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["achievements"], serde_json::json!([]));
    // logjam check reads an achievements file as one.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_logjam"))
        .arg("check")
        .arg(crate::root().join("assets/achievements.ron"))
        .output()
        .unwrap();
    assert!(out.status.success() && String::from_utf8_lossy(&out.stdout).contains("ok (52 achievements)"));
}

/// Progress files from before achievements still load; achievements kept
/// read back.
#[test]
fn the_progress_keeps_achievements_and_reads_older_files() {
    let old = "(format: 1, best: {}, tutorial_done: true)";
    let p = Progress::parse(old, "progress.ron").unwrap();
    assert!(p.achievements.is_empty());
    let mut p = Progress::default();
    p.achievements.insert("salted".into(), "campaign-3-hot-key.scenario.ron".into());
    assert_eq!(Progress::parse(&p.to_ron(), "progress.ron").unwrap(), p);
}
