//! `logjam run` and `logjam check`: a scenario file and its catalog read
//! from disk (once), checked, and played without a window or GPU to a JSON
//! report. A top-layer module: it uses the sim, the rule data and loading's
//! paths; only the command line, the benches and the tests use it
//! (docs/ARCHITECTURE.md).

use std::path::{Path, PathBuf};

use crate::rules::catalog::Catalog;
use crate::rules::scenario::Scenario;
use crate::sim;
use crate::sim::report::Report;

/// What to run.
#[derive(Clone, Debug)]
pub struct RunOptions {
    /// The scenario file.
    pub scenario: PathBuf,
    /// Stop at this sim time, seconds; the scenario's duration (or 60 s for
    /// an endless one) when absent.
    pub until: Option<f64>,
    /// Replace the scenario's seed.
    pub seed: Option<u64>,
    /// A catalog file; `assets/catalog.ron` under the data root when absent.
    pub catalog: Option<PathBuf>,
    /// Sim step, sim seconds; the catalog's `step_seconds` when absent.
    pub step: Option<f64>,
}

/// Longest headless run, sim seconds (a year).
pub const MAX_UNTIL: f64 = 365.0 * 86_400.0;

/// Reads the catalog: `file`, else the data root's, else the built-in one.
///
/// Errors: an unreadable or invalid catalog file, as one line.
pub fn read_catalog(file: Option<&Path>) -> Result<Catalog, String> {
    let path = match file {
        Some(p) => p.to_path_buf(),
        None => {
            let p = crate::loading::paths::data_root().join("assets").join("catalog.ron");
            if !p.is_file() {
                return Ok(Catalog::builtin());
            }
            p
        }
    };
    let shown = path.display().to_string();
    let text = crate::rules::data::read_file(&path).map_err(|e| e.to_string())?;
    Catalog::parse(&text, &shown).map_err(|e| e.to_string())
}

/// Reads a scenario file and the catalog it is played with: `catalog` when
/// given, else the one the scenario names (beside it), else the data
/// root's. The file is read and parsed once; it is not checked against the
/// catalog yet (see [`check`]; starting it checks it too).
///
/// Errors: see [`read_catalog`]; a missing or unreadable file, RON errors
/// with line and column; one line each.
pub fn read_with_catalog(path: &Path, catalog: Option<&Path>) -> Result<(Catalog, Scenario), String> {
    let shown = path.display().to_string();
    let text = crate::rules::data::read_file(path).map_err(|e| e.to_string())?;
    let scenario = Scenario::parse_unchecked(&text, &shown).map_err(|e| e.to_string())?;
    let catalog = match (catalog, &scenario.catalog) {
        (Some(file), _) => read_catalog(Some(file))?,
        (None, Some(own)) => read_catalog(Some(&path.parent().unwrap_or(Path::new(".")).join(own)))?,
        (None, None) => read_catalog(None)?,
    };
    Ok((catalog, scenario))
}

/// Reads a scenario file with its catalog (see [`read_with_catalog`]) and
/// checks it against the catalog's rules: what `logjam check` does.
///
/// Errors: those of [`read_with_catalog`]; rule errors with the field path,
/// line and column; one line each.
pub fn check(path: &Path, catalog: Option<&Path>) -> Result<Scenario, String> {
    let (catalog, scenario) = read_with_catalog(path, catalog)?;
    scenario.validate(&path.display().to_string(), &catalog).map_err(|e| e.to_string())?;
    check_translations(path)?;
    Ok(scenario)
}

/// Checks the translations beside a scenario (`NAME.scenario.<tag>.ftl`,
/// scenarios/README.md#translations): each parses, and each message names
/// a text of the scenario.
///
/// Errors: every problem, one line each, with its file.
fn check_translations(path: &Path) -> Result<(), String> {
    use crate::locale::{Language, data};
    let name = path.file_name().map(|n| n.to_string_lossy().to_string()).unwrap_or_default();
    let Some(stem) = name.strip_suffix(".scenario.ron") else { return Ok(()) };
    let mut files = Vec::new();
    for language in &Language::ALL[1..] {
        let beside = path.with_file_name(format!("{stem}.scenario.{}.ftl", language.tag()));
        if let Ok(text) = std::fs::read_to_string(&beside) {
            files.push((*language, beside.display().to_string(), text));
        }
    }
    let english = crate::rules::data::read_file(path).map_err(|e| e.to_string())?;
    let files: Vec<(Language, String, &str)> = files.iter().map(|(l, f, t)| (*l, f.clone(), t.as_str())).collect();
    let errors: Vec<String> = data::check(&english, &files).iter().map(|e| e.to_string()).collect();
    if errors.is_empty() { Ok(()) } else { Err(errors.join("\n")) }
}

/// Reads and checks an achievements file (`logjam check
/// assets/achievements.ron`): the number of achievements it holds.
///
/// Errors: see [`crate::achievements::Book::parse`], one line.
pub fn check_achievements(path: &Path) -> Result<usize, String> {
    let shown = path.display().to_string();
    let text = crate::rules::data::read_file(path).map_err(|e| e.to_string())?;
    crate::achievements::Book::parse(&text, &shown).map(|b| b.achievements.len()).map_err(|e| e.to_string())
}

/// Runs a scenario headless and returns its report.
///
/// Errors: see [`read_with_catalog`]; the scenario breaks the catalog's
/// rules (checked once, as it starts); a bad `until` or step.
pub fn run(options: &RunOptions) -> Result<Report, String> {
    let (catalog, scenario, until, step) = prepare(options)?;
    sim::run_scenario(catalog, scenario, &options.scenario.display().to_string(), until, step)
}

/// Runs a scenario headless (see [`run`]) and returns its report with the
/// ids of the achievements it earns (see [`achievements_of`]; no actions).
///
/// Errors: those of [`run`].
pub fn run_earning(options: &RunOptions) -> Result<(Report, Vec<String>), String> {
    let (catalog, scenario, until, step) = prepare(options)?;
    let file = options.scenario.display().to_string();
    let (played, rules) = (scenario.clone(), catalog.clone());
    let report = sim::run_scenario(catalog, scenario, &file, until, step)?;
    let earned = achievements_of(&report, &file, &played, &rules, &[]);
    Ok((report, earned))
}

/// The ids of the achievements a headless run earns
/// (docs/RULES.md#achievements): `file` the scenario's file as played,
/// `played` and `catalog` the scenario and rules it played with,
/// `actions` those applied. Nothing unless it plays a shipped scenario
/// (read from the data root) with the shipped rules; read against fresh
/// progress with this run's end recorded in it. The achievements are the
/// data root's file's (a problem with it is printed, and the shipped ones
/// are used).
pub fn achievements_of(
    report: &Report,
    file: &str,
    played: &Scenario,
    catalog: &Catalog,
    actions: &[(u64, sim::PlayerAction)],
) -> Vec<String> {
    let shipped = crate::save::code::shipped_play(
        file,
        played,
        catalog,
        &crate::save::code::shipped_from_disk,
        &Catalog::builtin(),
    );
    let mut progress = crate::progress::Progress::default();
    if let Some(f) = &shipped {
        let stars = report.stars.as_ref().map_or(0, |s| s.earned);
        progress.record(f, stars, report.outcome.starts_with("won"), None);
    }
    let (book, problem) = crate::achievements::load();
    if let Some(p) = problem {
        eprintln!("logjam: {p}");
    }
    crate::achievements::earned_ids(&book, shipped.as_deref(), report, actions, &progress)
}

/// The ids of the achievements the game in `save` earns, as far as it was
/// played (see [`achievements_of`]).
pub fn save_achievements(report: &Report, save: &crate::save::Save) -> Vec<String> {
    achievements_of(report, &save.scenario_file, &save.scenario, &save.catalog, &save.actions)
}

/// `logjam run`'s JSON: the report's fields, then `achievements`, the ids
/// earned in the run (docs/RULES.md#achievements). The report's hash
/// covers the report alone.
#[derive(serde::Serialize)]
pub struct RunOutput<'a> {
    /// The report.
    #[serde(flatten)]
    pub report: &'a Report,
    /// Ids of the achievements earned, in the achievements file's order.
    pub achievements: &'a [String],
}

impl RunOutput<'_> {
    /// Pretty JSON, the report's fields in its order.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a report always serialises")
    }
}

/// What a headless run plays: the catalog and the scenario (its seed
/// replaced when asked), how long and at which step.
///
/// Errors: see [`read_with_catalog`]; `until` or the step out of range.
fn prepare(options: &RunOptions) -> Result<(Catalog, Scenario, f64, f64), String> {
    let (catalog, mut scenario) = read_with_catalog(&options.scenario, options.catalog.as_deref())?;
    if let Some(seed) = options.seed {
        scenario.seed = seed;
    }
    let until = options.until.or(scenario.duration).unwrap_or(60.0);
    if !(until.is_finite() && (0.0..=MAX_UNTIL).contains(&until)) {
        return Err(format!("--until must be between 0 and {MAX_UNTIL} sim seconds"));
    }
    let step = options.step.unwrap_or(catalog.sim.step_seconds);
    if !(step.is_finite() && step > 0.0 && step <= 60.0) {
        return Err("--step must be between 0 and 60 sim seconds".into());
    }
    Ok((catalog, scenario, until, step))
}

/// A scripted play: `(sim seconds, action)` pairs, in the order they are
/// sent. The RON text of a `*.actions.ron` file, e.g.
/// `[(1.0, Research(item: "Event streaming")), (5.0, SetPartitionKey(node: "orders", key: RoundRobin))]`.
pub type Script = Vec<(f64, sim::PlayerAction)>;

/// Reads a script file (see [`Script`]).
///
/// Errors: a missing file, RON errors with line, column and field; one line.
pub fn read_script(path: &Path) -> Result<Script, String> {
    let shown = path.display().to_string();
    let text = crate::rules::data::read_file(path).map_err(|e| e.to_string())?;
    crate::rules::data::parse_ron::<Script>(&text, &shown).map_err(|e| e.to_string())
}

/// Plays a scenario headless with scripted actions, each sent at the first
/// tick at or after its time, until `options.until` or the scenario ends;
/// returns the report and the game as a save (what the game's save would
/// hold had a player done the same).
///
/// Errors: those of [`run`].
pub fn play_script(options: &RunOptions, script: &Script) -> Result<(Report, crate::save::Save), String> {
    let (catalog, scenario, until, step) = prepare(options)?;
    let shown = options.scenario.display().to_string();
    let mut app = sim::headless_app(catalog, 0);
    let world = app.world_mut();
    sim::load_scenario(world, scenario, &shown).map_err(|e| e.to_string())?;
    world.resource_mut::<sim::SimClock>().step = step;
    let mut pending = script.iter().peekable();
    let ticks = (until / step).round() as u64;
    while world.resource::<sim::SimClock>().tick < ticks && !sim::scenario_over(world) {
        let now = world.resource::<sim::SimClock>().now;
        while let Some((_, action)) = pending.next_if(|(at, _)| *at <= now + 1e-9) {
            world.write_message(action.clone());
        }
        sim::run_ticks(world, 1);
        drop_view_messages(world);
    }
    let save = crate::save::Save::capture(world, &shown).ok_or("no scenario was loaded")?;
    Ok((Report::build(world), save))
}

/// Replays a save headless (see [`crate::save::Save::restore`]) and returns
/// the report as it stands at the save's tick, or, with `until` past it,
/// after playing on (no more actions) to `until` sim seconds or the end.
/// The second value says whether the replay reached the very state saved.
///
/// Errors: an unreadable save, one of another format, a replay that stops
/// short; one line each.
pub fn replay(path: &Path, until: Option<f64>) -> Result<(Report, crate::save::Replayed), String> {
    let save = crate::save::read(path).map_err(|e| e.to_string())?;
    replay_save(&save, until)
}

/// Reads a replay code (`logjam run --code`) as the save it stands for: its
/// shipped scenario read from the data root's `scenarios/`, its rules the
/// built-in catalog.
///
/// Errors: see [`crate::save::code::CodeError`], one line.
pub fn code_save(code: &str) -> Result<crate::save::Save, String> {
    use crate::save::code::{ReplayCode, shipped_from_disk};
    let code = ReplayCode::decode(code).map_err(|e| e.to_string())?;
    code.to_save(&shipped_from_disk, &Catalog::builtin()).map_err(|e| e.to_string())
}

/// A save's replay code (`logjam code SAVE`): see
/// [`crate::save::code::ReplayCode::of_save`].
///
/// Errors: an unreadable save, one line.
pub fn save_code(path: &Path) -> Result<String, String> {
    use crate::save::code::{ReplayCode, shipped_from_disk};
    let save = crate::save::read(path).map_err(|e| e.to_string())?;
    Ok(ReplayCode::of_save(&save, &shipped_from_disk, &Catalog::builtin()).encode())
}

/// Replays a save held in memory: see [`replay`].
///
/// Errors: a replay that stops short, a bad `until`; one line each.
pub fn replay_save(save: &crate::save::Save, until: Option<f64>) -> Result<(Report, crate::save::Replayed), String> {
    let mut app = sim::headless_app(save.catalog.clone(), 0);
    let world = app.world_mut();
    let replayed = save.restore(world).map_err(|e| e.to_string())?;
    if let Some(until) = until {
        if !(until.is_finite() && (0.0..=MAX_UNTIL).contains(&until)) {
            return Err(format!("--until must be between 0 and {MAX_UNTIL} sim seconds"));
        }
        while world.resource::<sim::SimClock>().now + 1e-9 < until && !sim::scenario_over(world) {
            sim::run_ticks(world, 1);
            drop_view_messages(world);
        }
    }
    Ok((Report::build(world), replayed))
}

/// Clears the messages only a view reads, so a long headless run does not
/// keep every append it made.
fn drop_view_messages(world: &mut bevy::prelude::World) {
    use bevy::prelude::Messages;
    if world.resource::<sim::SimClock>().tick.is_multiple_of(1024) {
        world.resource_mut::<Messages<sim::Appended>>().clear();
        world.resource_mut::<Messages<sim::Consumed>>().clear();
        world.resource_mut::<Messages<sim::ConsoleReply>>().clear();
    }
}
