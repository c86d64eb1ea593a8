//! Achievements: each marks a lesson learned in play
//! (`assets/achievements.ron`, [`book`]), earned by a run of a shipped
//! scenario with the shipped rules when its condition holds ([`earn`]),
//! kept in the progress file, announced by a [`AchievementEarned`] Message
//! (the ui shows a toast, the audio plays a cue). Rule:
//! docs/RULES.md#achievements.
//!
//! It sits in the progress layer: it uses the sim (the report, the
//! actions), saves (whether the board plays a shipped scenario), loading
//! and progress; the title screen, the toast, the sound and `logjam run`
//! read it (docs/ARCHITECTURE.md).

pub mod book;
pub mod earn;

use bevy::prelude::*;

pub use book::{Achievement, Book, Earn};

use crate::loading::{LoadStatus, ReplayedCode};
use crate::progress::{Progress, ProgressFile};
use crate::sim::{Outcome, SimClock};
use crate::t;

/// Sim seconds between two readings of the conditions while a run goes on
/// (a run is also read as it ends).
pub const CHECK_EVERY_SECONDS: f64 = 3600.0;

/// The achievements this Logjam plays with.
#[derive(Resource, Clone, Debug)]
pub struct Achievements(pub Book);

/// An achievement was earned just now, for the first time.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct AchievementEarned {
    /// Its id.
    pub id: String,
}

/// Reads the achievements: the data root's `assets/achievements.ron`
/// when there is one (a modder's), else the compiled-in file. A file that
/// cannot be used leaves the compiled-in one and a message saying why
/// (file, line, column, field).
pub fn load() -> (Book, Option<String>) {
    #[cfg(not(target_arch = "wasm32"))]
    {
        let path = crate::loading::paths::data_root().join("assets").join("achievements.ron");
        if path.is_file() {
            let shown = path.display().to_string();
            let read = crate::rules::data::read_file(&path).and_then(|text| Book::parse(&text, &shown));
            return match read {
                Ok(book) => (book, None),
                Err(e) => (Book::builtin(), Some(format!("{e} (the shipped achievements are used)"))),
            };
        }
    }
    (Book::builtin(), None)
}

/// The ids of the achievements a run earns (see [`earn::earned`]): none
/// unless `shipped` names the shipped scenario it plays with the shipped
/// rules ([`crate::save::code::shipped_play`]).
pub fn earned_ids(
    book: &Book,
    shipped: Option<&str>,
    report: &crate::sim::report::Report,
    actions: &[(u64, crate::sim::PlayerAction)],
    progress: &Progress,
) -> Vec<String> {
    let Some(file) = shipped else { return Vec::new() };
    let Ok(report) = serde_json::to_value(report) else { return Vec::new() };
    let index = crate::rules::index::shipped_index().unwrap_or_default();
    let run = earn::Run { file, report: &report, actions, progress, index: &index };
    earn::earned(book, &run).into_iter().map(|a| a.id.clone()).collect()
}

/// The achievements earned for the first time in the run on the board, in
/// the order they were earned (what its debrief lists); a new start
/// empties it.
#[derive(Resource, Clone, Debug, Default)]
pub struct EarnedThisRun(pub Vec<String>);

/// Where the achievements file's problem waits to be shown.
#[derive(Resource, Debug, Default)]
struct Problem(Option<String>);

pub(crate) fn plugin(app: &mut App) {
    let (book, problem) = load();
    app.insert_resource(Achievements(book))
        .insert_resource(Problem(problem))
        .init_resource::<EarnedThisRun>()
        .add_message::<AchievementEarned>()
        .add_systems(Update, (report_once, new_run, check.run_if(due).after(crate::progress::RecordsRuns)));
}

/// A file that could not be used is said once, in the error panel (it
/// stays until closed).
fn report_once(mut problem: ResMut<Problem>, mut status: ResMut<LoadStatus>) {
    if let Some(p) = problem.0.take() {
        warn!("{p}");
        status.error = Some(p);
        status.hint = Some(t!("game-achievements-unreadable-hint"));
    }
}

fn new_run(mut started: MessageReader<crate::sim::ScenarioStarted>, mut earned: ResMut<EarnedThisRun>) {
    if started.read().last().is_some() {
        earned.0.clear();
    }
}

/// Whether the conditions are read this frame: the run has just ended, or
/// it crossed a multiple of [`CHECK_EVERY_SECONDS`] — never for a replay
/// code (someone else's run).
fn due(
    outcome: Res<Outcome>,
    clock: Res<SimClock>,
    replayed: Res<ReplayedCode>,
    mut last: Local<(bool, u64, u64)>,
) -> bool {
    let running = *outcome == Outcome::Running;
    let period = (clock.now / CHECK_EVERY_SECONDS).floor() as u64;
    let restarted = clock.tick < last.2;
    let ended = last.0 && !running && !restarted;
    let crossed = running && !restarted && period > last.1;
    *last = (running, period, clock.tick);
    (ended || crossed) && !replayed.0
}

/// Reads every condition against the board's run and keeps what is newly
/// earned in the progress, with a Message for each.
fn check(world: &mut World) {
    let Some((save, code)) = crate::save::code::board_code(world) else { return };
    let shipped = code.shipped_play().map(str::to_string);
    if shipped.is_none() {
        return;
    }
    let report = crate::sim::report::Report::build(world);
    let ids = {
        let book = &world.resource::<Achievements>().0;
        earned_ids(book, shipped.as_deref(), &report, &save.actions, world.resource::<Progress>())
    };
    let file = shipped.unwrap_or_default();
    let mut new = Vec::new();
    {
        let mut progress = world.resource_mut::<Progress>();
        for id in ids {
            if !progress.achievements.contains_key(&id) {
                progress.achievements.insert(id.clone(), file.clone());
                new.push(id);
            }
        }
    }
    if new.is_empty() {
        return;
    }
    info!("achievements earned: {}", new.join(", "));
    crate::progress::keep(world.resource::<ProgressFile>(), world.resource::<Progress>());
    world.resource_mut::<EarnedThisRun>().0.extend(new.iter().cloned());
    for id in new {
        world.write_message(AchievementEarned { id });
    }
}
