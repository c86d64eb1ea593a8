//! The player's progress: the best result per scenario (stars, won), the
//! levels that are open, whether the tutorial is done, and the scenario
//! played last. It lives in `progress.ron` beside the saves folder
//! (`$XDG_DATA_HOME/logjam/` or `~/.local/share/logjam/`; the browser's
//! local storage on the web) and is written atomically, like a save,
//! whenever a scenario ends or starts.
//!
//! A progress file that cannot be read is reported once and kept aside as
//! `progress.ron.bad` (or `.bad.2`, `.bad.3`, …: never one over another);
//! the game starts with fresh progress.
//!
//! It owns the progress file; it uses the sim (to see a scenario end),
//! saves (atomic writes, the web's storage) and loading (the scenario's
//! file, the report line). The title screen and the debrief read it
//! (docs/ARCHITECTURE.md).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use crate::loading::{LoadStatus, ScenarioChoice};
use crate::rules::index::IndexEntry;
use crate::sim::stars::Stars;
use crate::sim::{Outcome, ScenarioStarted};

/// The progress format this Logjam writes and reads.
pub const PROGRESS_FORMAT: u32 = 1;

/// Largest progress file read, bytes.
const MAX_PROGRESS_BYTES: u64 = 1024 * 1024;

/// The best a player has done in one scenario.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Best {
    /// Most stars earned in one run (0–3).
    pub stars: u8,
    /// Won at least once.
    pub won: bool,
    /// Runs that came to an end (won, lost or quit).
    pub played: u32,
    /// The best score of a won run (`sim::score`); `None` until a win. A
    /// lost run's score never counts: losing early can keep more money than
    /// winning. Left out (older progress files): none.
    pub score: Option<i64>,
}

/// The whole progress file.
#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Progress {
    /// Format version ([`PROGRESS_FORMAT`]).
    pub format: u32,
    /// Per scenario file name (`campaign-1-one-order.scenario.ron`).
    pub best: BTreeMap<String, Best>,
    /// The tutorial was played to its end.
    pub tutorial_done: bool,
    /// The scenario file started last.
    pub last_played: Option<String>,
    /// Per tutorial scenario file: the step reached (a save of it resumes there).
    pub tutorial_step: BTreeMap<String, usize>,
    /// The achievements earned: id → the scenario file it was first earned
    /// in (docs/RULES.md#achievements). Left out (older progress files):
    /// none.
    pub achievements: BTreeMap<String, String>,
}

impl Default for Progress {
    fn default() -> Self {
        Progress {
            format: PROGRESS_FORMAT,
            best: BTreeMap::new(),
            tutorial_done: false,
            last_played: None,
            tutorial_step: BTreeMap::new(),
            achievements: BTreeMap::new(),
        }
    }
}

impl Progress {
    /// Reads progress from its text.
    ///
    /// Errors: text that is not a progress file (file, line, column,
    /// field), or one of another format version.
    pub fn parse(text: &str, file: &str) -> Result<Progress, String> {
        let p: Progress = crate::rules::data::parse_ron(text, file).map_err(|e| e.to_string())?;
        if p.format != PROGRESS_FORMAT {
            return Err(format!("{file}: progress format {} (this Logjam reads {PROGRESS_FORMAT})", p.format));
        }
        Ok(p)
    }

    /// The progress as RON text.
    pub fn to_ron(&self) -> String {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::new().struct_names(false)).unwrap_or_default()
    }

    /// The best result in `file` (a scenario's file name).
    pub fn best(&self, file: &str) -> Best {
        self.best.get(file).cloned().unwrap_or_default()
    }

    /// Keeps a run's end: its stars (the better of this and the best),
    /// whether it was won, and its score when it was won (the better of
    /// this and the best won score; a lost run's `score` is ignored).
    pub fn record(&mut self, file: &str, stars: u8, won: bool, score: Option<i64>) {
        let b = self.best.entry(file.to_string()).or_default();
        b.stars = b.stars.max(stars);
        b.won |= won;
        b.played = b.played.saturating_add(1);
        if won && let Some(s) = score {
            b.score = Some(b.score.map_or(s, |best| best.max(s)));
        }
    }

    /// Whether level `i` of an ordered list (the campaign) is open: the
    /// first always, each other once the one before it is won.
    pub fn opened(&self, levels: &[&str], i: usize) -> bool {
        i == 0 || levels.get(i - 1).is_some_and(|prev| self.best(prev).won)
    }

    /// Whether the shipped scenario `file` is open, by the index's data:
    /// a campaign level (an entry marked `campaign`) once the campaign
    /// level before it is won, so a chapter's first level once the last
    /// level of the chapter before it is won ("On call" after campaign
    /// level 15); the first campaign level and every other scenario always.
    pub fn is_open(&self, index: &[IndexEntry], file: &str) -> bool {
        let levels = campaign_levels(index);
        levels.iter().position(|f| *f == file).is_none_or(|i| self.opened(&levels, i))
    }
}

/// The campaign's levels, every chapter's, in the index's order: the
/// entries of `index` (`scenarios/index.ron`) marked `campaign`.
pub fn campaign_levels(index: &[IndexEntry]) -> Vec<&str> {
    index.iter().filter(|e| e.campaign).map(|e| e.file.as_str()).collect()
}

/// Where the progress file is (`None`: no place to keep it).
pub fn progress_path() -> Option<PathBuf> {
    let saves = crate::save::saves_dir()?;
    #[cfg(not(target_arch = "wasm32"))]
    return Some(saves.parent().unwrap_or(&saves).join("progress.ron"));
    #[cfg(target_arch = "wasm32")]
    return Some(saves.join("progress.ron"));
}

/// Reads the progress at `path`: `Ok(None)` when there is none.
///
/// Errors: it exists but cannot be read or is not a progress file.
pub fn read(path: &Path) -> Result<Option<Progress>, String> {
    #[cfg(not(target_arch = "wasm32"))]
    let text = {
        if !path.is_file() {
            return Ok(None);
        }
        crate::rules::data::read_file_capped(path, MAX_PROGRESS_BYTES).map_err(|e| e.to_string())?
    };
    #[cfg(target_arch = "wasm32")]
    let Some(text) = crate::save::web_read(path) else { return Ok(None) };
    let _ = MAX_PROGRESS_BYTES;
    Progress::parse(&text, &path.display().to_string()).map(Some)
}

/// Reads the progress at `path`; one that cannot be read is moved aside
/// (see [`set_aside`]) and fresh progress returned with the message to
/// show.
pub fn read_or_set_aside(path: &Path) -> (Progress, Option<String>) {
    let (progress, problem) = read_or_set_aside_problem(path);
    (progress, problem.map(|p| p.describe(crate::locale::Language::English)))
}

/// [`read_or_set_aside`], with what went wrong to say in any language.
pub fn read_or_set_aside_problem(path: &Path) -> (Progress, Option<ProgressProblem>) {
    match read(path) {
        Ok(p) => (p.unwrap_or_default(), None),
        Err(why) => (Progress::default(), Some(ProgressProblem { why, kept: set_aside(path) })),
    }
}

/// A progress file that could not be read: why, and where it was moved
/// (or why it was not).
#[derive(Clone, Debug)]
pub struct ProgressProblem {
    /// Why it could not be read (file, line, column, field).
    pub why: String,
    /// Where it was kept, or why it could not be moved.
    pub kept: Result<PathBuf, String>,
}

impl ProgressProblem {
    /// The message in `language` (English: the log's, as it always was).
    pub fn describe(&self, language: crate::locale::Language) -> String {
        use crate::rules::words::t;
        let l = language;
        match &self.kept {
            Ok(k) => t!("game-progress-set-aside" in l, why = self.why.as_str(), file = k.display().to_string()),
            Err(not) => t!("game-progress-not-moved" in l, why = self.why.as_str(), error = not.as_str()),
        }
    }
}

/// Moves an unreadable progress file aside as `NAME.bad`, or `NAME.bad.N`
/// with the first N not taken, and returns where it went.
///
/// Errors: the rename (or, on the web, the copy) fails.
pub fn set_aside(path: &Path) -> Result<PathBuf, String> {
    let name = |n: u32| {
        let mut s = path.as_os_str().to_owned();
        s.push(if n == 1 { ".bad".to_string() } else { format!(".bad.{n}") });
        PathBuf::from(s)
    };
    #[cfg(not(target_arch = "wasm32"))]
    {
        let target = (1..10_000).map(name).find(|p| !p.exists()).ok_or("too many set aside")?;
        std::fs::rename(path, &target).map_err(|e| e.to_string())?;
        Ok(target)
    }
    #[cfg(target_arch = "wasm32")]
    {
        let text = crate::save::web_read(path).unwrap_or_default();
        let target = (1..10_000).map(name).find(|p| crate::save::web_read(p).is_none()).ok_or("too many set aside")?;
        crate::save::write_atomic(&target, &text).map_err(|e| e.to_string())?;
        Ok(target)
    }
}

/// Writes the progress atomically to `path`.
///
/// Errors: see [`crate::save::write_atomic`].
pub fn write(path: &Path, progress: &Progress) -> Result<(), String> {
    crate::save::write_atomic(path, &progress.to_ron()).map_err(|e| e.to_string())
}

/// Where progress is kept this run (`None`: nowhere), and a message to
/// show once.
#[derive(Resource, Debug, Default)]
pub struct ProgressFile {
    /// The file.
    pub path: Option<PathBuf>,
    /// What went wrong reading it, not yet shown.
    pub problem: Option<ProgressProblem>,
}

pub(crate) fn plugin(app: &mut App) {
    let path = progress_path();
    let (progress, problem) = match &path {
        Some(p) => read_or_set_aside_problem(p),
        None => (Progress::default(), None),
    };
    app.insert_resource(progress)
        .insert_resource(ProgressFile { path, problem })
        .add_systems(Update, (report_once, note_start, note_end.in_set(RecordsRuns)).chain());
}

/// The system that keeps a run's end in the progress: what reads the
/// progress after a run (achievements) runs after it.
#[derive(SystemSet, Clone, Debug, PartialEq, Eq, Hash)]
pub struct RecordsRuns;

/// The scenario's file name as progress keys it.
pub fn key(choice: &ScenarioChoice) -> String {
    Path::new(&choice.shown_as).file_name().map(|f| f.to_string_lossy().into_owned()).unwrap_or_default()
}

fn report_once(mut file: ResMut<ProgressFile>, mut status: ResMut<LoadStatus>) {
    if let Some(problem) = file.problem.take() {
        warn!("{}", problem.describe(crate::locale::Language::English));
        status.notice = Some(problem.describe(crate::locale::current()));
    }
}

fn note_start(
    mut started: MessageReader<ScenarioStarted>,
    choice: Res<ScenarioChoice>,
    mut progress: ResMut<Progress>,
    file: Res<ProgressFile>,
) {
    if started.read().last().is_none() {
        return;
    }
    progress.last_played = Some(key(&choice));
    keep(&file, &progress);
}

/// Keeps a run's end once, when its outcome is decided, with its score
/// (not a replay code's: that run is someone else's).
fn note_end(
    outcome: Res<Outcome>,
    stars: Res<Stars>,
    score: ScoreParts,
    choice: Res<ScenarioChoice>,
    mut progress: ResMut<Progress>,
    file: Res<ProgressFile>,
    replayed: Res<crate::loading::ReplayedCode>,
    mut was_running: Local<bool>,
) {
    let running = *outcome == Outcome::Running;
    if *was_running && !running && !replayed.0 {
        let points = score.catalog.map(|c| crate::sim::score::score(&c.score, &score.ledger, &score.budget).points);
        progress.record(&key(&choice), stars.earned, matches!(*outcome, Outcome::Won(_)), points);
        keep(&file, &progress);
    }
    *was_running = running;
}

/// What a run's score is counted from. The catalog comes in as an asset a
/// few frames after the game starts (on the title screen, before any run):
/// until then there is nothing to count, and the system must not fail.
#[derive(bevy::ecs::system::SystemParam)]
struct ScoreParts<'w> {
    catalog: Option<Res<'w, crate::rules::catalog::Catalog>>,
    ledger: Res<'w, crate::sim::Ledger>,
    budget: Res<'w, crate::sim::ErrorBudget>,
}

/// Writes `progress` to its file, if it has one (a failure is logged; the
/// game goes on).
pub fn keep(file: &ProgressFile, progress: &Progress) {
    if let Some(path) = &file.path
        && let Err(e) = write(path, progress)
    {
        warn!("could not keep the progress: {e}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn progress_reads_back_and_keeps_the_best() {
        let mut p = Progress::default();
        p.record("a.scenario.ron", 2, true, Some(1500));
        p.record("a.scenario.ron", 1, false, Some(4000));
        assert_eq!(p.best("a.scenario.ron"), Best { stars: 2, won: true, played: 2, score: Some(1500) });
        assert_eq!(Progress::parse(&p.to_ron(), "p.ron").unwrap(), p);
        let levels = ["a.scenario.ron", "b.scenario.ron", "c.scenario.ron"];
        assert!(p.opened(&levels, 0) && p.opened(&levels, 1) && !p.opened(&levels, 2));
        assert!(Progress::parse("(format: 9)", "p.ron").unwrap_err().contains("format 9"));
    }

    #[test]
    fn the_best_score_is_the_best_won_one() {
        let mut p = Progress::default();
        // A loss keeps no score, however high.
        p.record("a", 0, false, Some(9000));
        assert_eq!(p.best("a").score, None);
        p.record("a", 2, true, Some(1200));
        p.record("a", 3, true, Some(800));
        assert_eq!(p.best("a").score, Some(1200));
        p.record("a", 1, true, Some(1300));
        assert_eq!(p.best("a"), Best { stars: 3, won: true, played: 4, score: Some(1300) });
        // A negative score is still a best until a better one.
        p.record("b", 1, true, Some(-50));
        assert_eq!(p.best("b").score, Some(-50));
    }

    #[test]
    fn a_progress_file_from_before_scores_still_loads() {
        // Written by a Logjam that kept no score.
        let old = r#"(
    format: 1,
    best: {
        "campaign-1-one-order.scenario.ron": (stars: 3, won: true, played: 2),
    },
    tutorial_done: true,
    last_played: Some("campaign-1-one-order.scenario.ron"),
)"#;
        let p = Progress::parse(old, "progress.ron").unwrap();
        let b = p.best("campaign-1-one-order.scenario.ron");
        assert_eq!(b, Best { stars: 3, won: true, played: 2, score: None });
        assert!(p.tutorial_done);
    }

    #[test]
    fn the_campaign_opens_level_by_level_across_its_chapters() {
        let index = crate::rules::index::shipped_index().unwrap();
        let levels = campaign_levels(&index);
        let chapter =
            |name: &str| -> Vec<&str> { index.iter().filter(|e| e.section == name).map(|e| e.file.as_str()).collect() };
        let (first, second) = (chapter("Campaign"), chapter("On call"));
        assert!(first.len() >= 15 && second.len() >= 6, "{} and {} levels", first.len(), second.len());
        assert_eq!(levels, [first.clone(), second.clone()].concat(), "both chapters, in order, and nothing else");
        let (last, next) = (*first.last().unwrap(), second[0]);
        let mut p = Progress::default();
        assert!(p.is_open(&index, first[0]) && !p.is_open(&index, first[1]));
        assert!(!p.is_open(&index, next), "the second chapter waits for the first");
        p.record(last, 0, false, None);
        assert!(!p.is_open(&index, next), "a lost run of the last level opens nothing");
        p.record(last, 1, true, None);
        assert!(p.is_open(&index, next), "won: the second chapter's first level opens");
        assert!(!p.is_open(&index, second[1]));
        p.record(next, 2, true, None);
        assert!(p.is_open(&index, second[1]));
        assert!(p.is_open(&index, "sandbox.scenario.ron") && p.is_open(&index, "incident-drill.scenario.ron"));
    }

    #[cfg(not(target_arch = "wasm32"))]
    #[test]
    fn an_unreadable_file_is_set_aside_never_over_another() {
        let dir = std::env::temp_dir().join(format!("logjam-progress-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("progress.ron");
        for round in 1..=2 {
            std::fs::write(&path, format!("not progress {round}")).unwrap();
            let (p, problem) = read_or_set_aside(&path);
            assert_eq!(p, Progress::default());
            assert!(problem.unwrap().contains("progress.ron.bad"));
            assert!(!path.exists());
        }
        assert_eq!(std::fs::read_to_string(dir.join("progress.ron.bad")).unwrap(), "not progress 1");
        assert_eq!(std::fs::read_to_string(dir.join("progress.ron.bad.2")).unwrap(), "not progress 2");
        let mut good = Progress::default();
        good.record("x", 3, true, Some(10));
        write(&path, &good).unwrap();
        assert_eq!(read(&path).unwrap(), Some(good));
        std::fs::remove_dir_all(&dir).ok();
    }
}
