//! Three stars, proven winnable (issue 18): every campaign, exercise and
//! incident scenario has three stars; its solution save under
//! `tests/solutions/` (made from `NAME.actions.ron` by
//! `tests/solutions/make.sh`) replays headless, exactly, to all three;
//! leaving the scenario alone earns fewer; every campaign level can be won
//! with fewer (`NAME.fewer.actions.ron`), so no star is earned by winning
//! alone; and every incident can be answered by a player who only reacts,
//! the catalog's `reaction_seconds` after the incident strikes.

use std::path::{Path, PathBuf};

use logjam::headless::{self, RunOptions};
use logjam::rules::catalog::Catalog;
use logjam::rules::scenario::Scenario;
use logjam::save::Replayed;

fn solutions() -> PathBuf {
    crate::root().join("tests").join("solutions")
}

/// The shipped scenarios that must have stars: the campaign (both its
/// chapters), the console exercises and the incidents.
pub(crate) fn starred() -> Vec<String> {
    logjam::rules::index::shipped_index()
        .unwrap()
        .into_iter()
        .filter(|e| e.campaign || matches!(e.section.as_str(), "Console exercises" | "Incidents"))
        .map(|e| e.file)
        .collect()
}

fn stem(file: &str) -> &str {
    file.strip_suffix(".scenario.ron").unwrap()
}

fn shipped(file: &str) -> Scenario {
    let text = std::fs::read_to_string(crate::root().join("scenarios").join(file)).unwrap();
    Scenario::parse(&text, file, &Catalog::builtin()).unwrap_or_else(|e| panic!("{e}"))
}

fn options(file: &str) -> RunOptions {
    RunOptions {
        scenario: crate::root().join("scenarios").join(file),
        until: Some(100_000.0),
        seed: None,
        catalog: None,
        step: None,
    }
}

fn earned(report: &logjam::sim::report::Report) -> u8 {
    report.stars.as_ref().map(|s| s.earned).unwrap_or(0)
}

#[test]
fn every_starred_scenario_has_three_stars_and_a_solution() {
    let files = starred();
    assert!(files.len() >= 16, "{files:?}");
    for file in &files {
        let s = shipped(file);
        assert_eq!(s.stars.len(), 3, "{file} has three stars");
        let save = solutions().join(format!("{}.save.ron", stem(file)));
        let script = solutions().join(format!("{}.actions.ron", stem(file)));
        assert!(save.is_file() && script.is_file(), "{file}: {} and its script", save.display());
    }
}

#[test]
fn each_solution_save_replays_exactly_to_three_stars() {
    // What each save earns, stated (docs/RULES.md#achievements).
    let stated: std::collections::BTreeMap<String, Vec<String>> =
        ron::from_str(&std::fs::read_to_string(solutions().join("achievements.ron")).unwrap()).unwrap();
    let mut checked = Vec::new();
    for file in starred() {
        let path = solutions().join(format!("{}.save.ron", stem(&file)));
        let save = logjam::save::read(&path).unwrap_or_else(|e| panic!("{e}"));
        // The save plays the shipped scenario with the shipped rules, so it
        // proves what a player gets.
        let mut scenario = shipped(&file);
        scenario.source = None;
        assert!(save.scenario == scenario, "{file}: the save is of an older version; run tests/solutions/make.sh");
        assert!(save.catalog == Catalog::builtin(), "{file}: the save's rules are not the shipped ones; remake it");
        let (report, replayed) = headless::replay(&path, None).unwrap_or_else(|e| panic!("{file}: {e}"));
        assert_eq!(replayed, Replayed::Exactly, "{file}");
        let stars = report.stars.as_ref().unwrap();
        assert_eq!(stars.earned, 3, "{file}: {:?} ({})", stars.criteria, report.outcome);
        assert!(report.outcome.starts_with("won"), "{file}: {}", report.outcome);
        // It earns the achievements stated for it, no more and no fewer.
        let earned = headless::save_achievements(&report, &save);
        let want = stated.get(stem(&file)).unwrap_or_else(|| panic!("{file}: not in tests/solutions/achievements.ron"));
        assert_eq!(&earned, want, "{file}: earned (left) is not what tests/solutions/achievements.ron states");
        checked.push(stem(&file).to_string());
        // And the save is what its script plays.
        let script = headless::read_script(&solutions().join(format!("{}.actions.ron", stem(&file)))).unwrap();
        let (played, _) = headless::play_script(&options(&file), &script).unwrap();
        assert_eq!(played.hash(), report.hash(), "{file}: the save is not its script's; run tests/solutions/make.sh");
    }
    let listed: Vec<&String> = stated.keys().collect();
    checked.sort();
    assert_eq!(listed, checked.iter().collect::<Vec<_>>(), "tests/solutions/achievements.ron lists every save, once");
}

#[test]
fn leaving_each_starred_scenario_alone_earns_fewer_stars() {
    for file in starred() {
        let (report, _) = headless::play_script(&options(&file), &Vec::new()).unwrap();
        assert!(earned(&report) < 3, "{file} alone: {:?}", report.stars);
    }
}

/// Every campaign level, of both chapters, has a winning play that misses
/// a star (`NAME.fewer.actions.ron`): each of its stars but `Win` asks for
/// something a win alone does not give.
#[test]
fn every_campaign_level_has_a_win_that_misses_a_star() {
    let index = logjam::rules::index::shipped_index().unwrap();
    let levels = logjam::progress::campaign_levels(&index);
    assert!(levels.len() >= 21, "{levels:?}");
    for file in levels {
        let path = solutions().join(format!("{}.fewer.actions.ron", stem(file)));
        let script = headless::read_script(&path).unwrap_or_else(|e| panic!("{file}: {e}"));
        let (report, _) = headless::play_script(&options(file), &script).unwrap();
        assert!(report.outcome.starts_with("won"), "{file}, fewer: {}", report.outcome);
        let stars = report.stars.as_ref().unwrap();
        assert!(stars.earned < 3, "{file}, fewer: every star ({:?})", stars.criteria);
    }
}

/// The first scripted incident's time, and the script a player who only
/// reacts would play.
fn reactive(file: &str) -> Option<(f64, PathBuf)> {
    let s = shipped(file);
    let first = s.incidents.iter().map(|i| i.at).fold(None, |m: Option<f64>, at| Some(m.map_or(at, |m| m.min(at))))?;
    Some((first, solutions().join(format!("{}.reactive.actions.ron", stem(file)))))
}

#[test]
fn every_incident_can_be_answered_by_a_player_who_reacts_late() {
    let reaction = Catalog::builtin().sim.reaction_seconds;
    assert!(reaction >= 3.0, "a few seconds, not a reflex: {reaction}");
    let mut checked = 0;
    for file in starred() {
        let Some((first, path)) = reactive(&file) else { continue };
        let script = headless::read_script(Path::new(&path)).unwrap_or_else(|e| panic!("{file}: {e}"));
        assert!(!script.is_empty(), "{file}");
        for (at, action) in &script {
            assert!(*at >= first + reaction - 1e-9, "{file}: {action:?} at {at} s is before the incident's signs");
        }
        let (report, _) = headless::play_script(&options(&file), &script).unwrap();
        assert!(report.outcome.starts_with("won"), "{file} answered late: {}", report.outcome);
        checked += 1;
    }
    assert!(checked >= 9, "every incident scenario is checked ({checked})");
}

#[test]
fn a_save_replays_headless_and_plays_on_when_asked() {
    let file = "campaign-3-hot-key.scenario.ron";
    let dir = std::env::temp_dir().join(format!("logjam-solutions-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let out = dir.join("half.save.ron");
    let script = headless::read_script(&solutions().join("campaign-3-hot-key.actions.ron")).unwrap();
    let mut half = options(file);
    half.until = Some(60.0);
    let (at_60, save) = headless::play_script(&half, &script).unwrap();
    logjam::save::write_atomic(&out, &save.to_ron()).unwrap();
    let (replayed, how) = headless::replay(&out, None).unwrap();
    assert_eq!(how, Replayed::Exactly);
    assert_eq!(replayed.hash(), at_60.hash(), "the replay stops where the save was made");
    let (on, _) = headless::replay(&out, Some(100_000.0)).unwrap();
    let (whole, _) = headless::play_script(&options(file), &script).unwrap();
    assert_eq!(on.outcome, whole.outcome, "played on, it ends as the whole run does");
    std::fs::remove_dir_all(&dir).ok();
}
