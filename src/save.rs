//! Saves: the game as the player made it, in a RON file.
//!
//! A save holds the scenario and the catalog as they were played (so a later
//! edit of either file cannot change what the save replays), the sim step
//! each tick ran with, and every applied player action with its tick.
//! Loading starts the scenario afresh and replays them: the sim is
//! deterministic, so the board, the log, the money and the error budget come
//! back exactly (rule: docs/RULES.md#event-sourcing).
//!
//! Files are written atomically (a temporary file beside the target, synced,
//! then renamed over it), and the previous save is kept as `NAME.bak`. A save
//! that cannot be read, or one of another format version, is refused with a
//! message; nothing is overwritten by a failed load.
//!
//! It owns the save format and atomic writes; it uses the sim and the rule
//! data, and is used by the ui, settings and the fuzz targets
//! (docs/ARCHITECTURE.md).

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use crate::rules::catalog::Catalog;
use crate::rules::data::DataError;
use crate::rules::scenario::Scenario;
use crate::sim::{self, ActionLog, PlayerAction, SimClock};

pub mod code;

/// The save format this Logjam writes and reads.
pub const SAVE_FORMAT: u32 = 1;

/// Largest save file read, bytes (a week of play with an action a second is
/// well under this).
pub const MAX_SAVE_BYTES: u64 = 64 * 1024 * 1024;

/// A whole save.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Save {
    /// Save format version ([`SAVE_FORMAT`]).
    pub format: u32,
    /// The scenario's file, as shown to the player.
    pub scenario_file: String,
    /// Ticks run when saved; loading replays this many.
    pub tick: u64,
    /// Sim seconds on the clock when saved (a check on the replay).
    pub now: f64,
    /// `(tick, step)`: from `tick` on, each tick was `step` sim seconds long.
    pub steps: Vec<(u64, f64)>,
    /// `(tick, action)`: every applied player action, in order.
    pub actions: Vec<(u64, PlayerAction)>,
    /// The scenario as played (its seed included).
    pub scenario: Scenario,
    /// The rules as played.
    pub catalog: Catalog,
    /// [`state_digest`] of the game when saved: after the replay it tells
    /// whether this build replays the save exactly. Absent in saves from
    /// before it existed (nothing to compare).
    #[serde(default)]
    pub digest: Option<String>,
    /// The game is someone's replay code ([`code`]), or was saved from one:
    /// loading it earns the player nothing
    /// ([`crate::loading::ReplayedCode`]). Left out when false.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub replay_code: bool,
}

/// How a restored save compares with the game that was saved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Replayed {
    /// The replay reached the very state saved (its digest matches).
    Exactly,
    /// The replay differs from the game saved: the save was made by a
    /// Logjam whose rules play differently (an older or newer build). The
    /// board is this build's replay of the saved actions.
    Differently,
    /// The save holds no digest to compare with (made before digests).
    Unchecked,
}

/// A digest of the game's state: the clock, every topic's partitions (log
/// start and end offsets), every group's committed positions, the money and
/// the error budget: [`sim::report::fnv1a_hex`] of their compact JSON. Empty when the world has no sim.
pub fn state_digest(world: &World) -> String {
    let Some(log) = world.get_resource::<sim::SimLog>() else { return String::new() };
    let topics: Vec<(&str, Vec<(u64, u64)>)> = log
        .topics()
        .map(|t| (t.name(), t.partitions().iter().map(|p| (p.log_start(), p.log_end())).collect()))
        .collect();
    let groups: Vec<(&str, Vec<Vec<Option<u64>>>)> = log
        .groups()
        .map(|g| {
            let at = log.topics().map(|t| (0..t.partition_count()).map(|p| g.committed(t.name(), p)).collect());
            (g.name(), at.collect())
        })
        .collect();
    let state = (
        world.get_resource::<SimClock>().map(|c| c.tick),
        topics,
        groups,
        world.get_resource::<sim::Ledger>(),
        world.get_resource::<sim::ErrorBudget>(),
    );
    sim::report::fnv1a_hex(&serde_json::to_string(&state).unwrap_or_default())
}

/// Only the version, read before the rest so that another format is refused
/// with a clear message rather than misread.
#[derive(Deserialize)]
struct Header {
    format: u32,
}

/// Why a save could not be read or replayed.
#[derive(Debug, thiserror::Error)]
pub enum SaveError {
    /// Not RON, or not a save (with file, line, column and field).
    #[error("{0}")]
    Data(#[from] DataError),
    /// A save of another format version.
    #[error(
        "{file}: a save of format {found}; this Logjam reads format {SAVE_FORMAT}{}",
        if *found > SAVE_FORMAT { " (it was made by a newer Logjam)" } else { " (it is too old to load)" }
    )]
    Format {
        /// The file.
        file: String,
        /// Its format.
        found: u32,
    },
    /// The saved scenario no longer starts (e.g. the rules changed).
    #[error("{file}: the saved scenario does not start: {why}")]
    Start {
        /// The file.
        file: String,
        /// Why.
        why: String,
    },
    /// The replay did not reach the saved state.
    #[error("{file}: the replay ended at tick {reached}, the save is at tick {tick}")]
    Replay {
        /// The file.
        file: String,
        /// Ticks replayed.
        reached: u64,
        /// Ticks saved.
        tick: u64,
    },
    /// Reading or writing the file failed.
    #[error("{file}: {why}")]
    Io {
        /// The file.
        file: String,
        /// The system's words.
        why: String,
    },
}

impl SaveError {
    /// The error in `language`, for the screen (the log keeps the English
    /// [`Display`]). A data error (file, line, column, field) and the
    /// system's and the start's own words stay as they were said.
    ///
    /// [`Display`]: std::fmt::Display
    pub fn describe(&self, language: crate::locale::Language) -> String {
        use crate::rules::words::t;
        let l = language;
        match self {
            SaveError::Data(e) => e.to_string(),
            SaveError::Format { file, found } => t!(
                "game-save-format" in l,
                file = file.as_str(),
                found = found.to_string(),
                format = SAVE_FORMAT.to_string(),
                newer = if *found > SAVE_FORMAT { "yes" } else { "no" }
            ),
            SaveError::Start { file, why } => t!("game-save-no-start" in l, file = file.as_str(), why = why.as_str()),
            SaveError::Replay { file, reached, tick } => {
                t!("game-save-replay-short" in l, file = file.as_str(), reached = *reached, tick = *tick)
            }
            SaveError::Io { file, why } => format!("{file}: {why}"),
        }
    }
}

impl Save {
    /// The game in `world` as a save; `None` when no scenario is loaded.
    pub fn capture(world: &World, scenario_file: &str) -> Option<Save> {
        let scenario = world.resource::<sim::Board>().scenario.as_ref()?;
        let clock = world.resource::<SimClock>();
        let log = world.resource::<ActionLog>();
        let mut scenario = (**scenario).clone();
        // The file's text is kept for pointing at errors in it; a save
        // does not need it.
        scenario.source = None;
        Some(Save {
            format: SAVE_FORMAT,
            scenario_file: scenario_file.to_string(),
            tick: clock.tick,
            now: clock.now,
            steps: log.steps.clone(),
            actions: log.entries.clone(),
            scenario,
            catalog: world.get_resource::<Catalog>()?.clone(),
            digest: Some(state_digest(world)),
            replay_code: world.get_resource::<crate::loading::ReplayedCode>().is_some_and(|r| r.0),
        })
    }

    /// The save as RON text.
    pub fn to_ron(&self) -> String {
        let config = ron::ser::PrettyConfig::new().depth_limit(3).struct_names(false);
        ron::ser::to_string_pretty(self, config).unwrap_or_else(|e| format!("// could not write the save: {e}"))
    }

    /// Reads a save from its text; `file` is used in messages.
    ///
    /// Errors: [`SaveError::Data`] for text that is not a save (line,
    /// column, field), [`SaveError::Format`] for another format version.
    pub fn parse(text: &str, file: &str) -> Result<Save, SaveError> {
        let options = ron::Options::default().with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME);
        // Text that is not RON falls through to the full parse, which says
        // where it breaks.
        if let Ok(header) = options.from_str::<Header>(text)
            && header.format != SAVE_FORMAT
        {
            return Err(SaveError::Format { file: file.to_string(), found: header.format });
        }
        Ok(crate::rules::data::parse_ron(text, file)?)
    }

    /// Starts the saved scenario in `world` (a world with the sim plugin)
    /// and replays the saved steps and actions up to the saved tick. The
    /// catalog in `world` becomes the saved one.
    ///
    /// Returns whether the replay reached the state saved ([`Replayed`]).
    ///
    /// Errors: [`SaveError::Start`] when the scenario does not start,
    /// [`SaveError::Replay`] when the replay stops short (the scenario ended
    /// or was lost earlier than the save says).
    pub fn restore(&self, world: &mut World) -> Result<Replayed, SaveError> {
        let file = self.scenario_file.clone();
        world.insert_resource(self.catalog.clone());
        // A save made before hints had to name a board fact may hold a hint
        // the check now refuses (a time or budget level alone): it is left
        // out, as hints never change the run; the rest of the save stands.
        let mut scenario = self.scenario.clone();
        scenario.hints.retain(|h| h.when.needs_board());
        sim::load_scenario(world, scenario, &self.scenario_file)
            .map_err(|e| SaveError::Start { file: file.clone(), why: e.to_string() })?;
        let mut steps = self.steps.iter().peekable();
        let mut actions = self.actions.iter().peekable();
        while world.resource::<SimClock>().tick < self.tick {
            let tick = world.resource::<SimClock>().tick;
            while let Some((_, step)) = steps.next_if(|(t, _)| *t <= tick) {
                world.resource_mut::<SimClock>().step = *step;
            }
            while let Some((_, action)) = actions.next_if(|(t, _)| *t <= tick) {
                world.write_message(action.clone());
            }
            if sim::scenario_over(world) {
                break;
            }
            world.run_schedule(sim::SimTick);
            // The view's messages are not wanted for ticks nobody watched.
            if tick.is_multiple_of(1024) {
                world.resource_mut::<Messages<sim::Appended>>().clear();
                world.resource_mut::<Messages<sim::Consumed>>().clear();
                world.resource_mut::<Messages<sim::ConsoleReply>>().clear();
            }
        }
        // Actions taken at the saved tick (while paused) land now.
        while let Some((_, action)) = actions.next_if(|(t, _)| *t <= self.tick) {
            world.write_message(action.clone());
        }
        sim::actions::apply_actions(world);
        world.resource_mut::<Messages<sim::Appended>>().clear();
        world.resource_mut::<Messages<sim::Consumed>>().clear();
        let reached = world.resource::<SimClock>().tick;
        if reached != self.tick {
            return Err(SaveError::Replay { file, reached, tick: self.tick });
        }
        Ok(match &self.digest {
            None => Replayed::Unchecked,
            Some(d) if *d == state_digest(world) => Replayed::Exactly,
            Some(_) => Replayed::Differently,
        })
    }
}

/// Writes `text` to `path` atomically: a temporary file in the same folder,
/// flushed to disk, then renamed over `path`. The file it replaces is kept
/// as `path` + `.bak`. A crash at any moment leaves either the old file or
/// the new one, never a torn one.
///
/// Errors: the folder cannot be made, or the write, sync or rename fails
/// ([`SaveError::Io`]); the old file is then untouched.
#[cfg(not(target_arch = "wasm32"))]
pub fn write_atomic(path: &Path, text: &str) -> Result<(), SaveError> {
    use std::io::Write;
    let shown = path.display().to_string();
    let io = |e: std::io::Error| SaveError::Io { file: shown.clone(), why: e.to_string() };
    let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir).map_err(io)?;
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "save".into());
    let temp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    // Temporary files a killed writer left behind (any process's) go first.
    if let Ok(entries) = std::fs::read_dir(dir) {
        let prefix = format!(".{name}.");
        for e in entries.flatten() {
            let n = e.file_name().to_string_lossy().into_owned();
            if n.starts_with(&prefix) && n.ends_with(".tmp") {
                let _ = std::fs::remove_file(e.path());
            }
        }
    }
    let result = (|| {
        let mut f = std::fs::File::create(&temp)?;
        f.write_all(text.as_bytes())?;
        f.sync_all()?;
        drop(f);
        if path.is_file() {
            // The previous save stays as NAME.bak (a hard link: no copy, and
            // `path` itself is never missing), put in place by a rename so
            // that there is always a whole backup too.
            let bak = backup_path(path);
            let bak_temp = dir.join(format!(".{name}.{}.bak.tmp", std::process::id()));
            let _ = std::fs::remove_file(&bak_temp);
            if std::fs::hard_link(path, &bak_temp).is_err() {
                std::fs::copy(path, &bak_temp)?;
            }
            std::fs::rename(&bak_temp, &bak)?;
            // Renaming a link onto another link of the same file does
            // nothing (POSIX), and leaves the temporary name behind.
            let _ = std::fs::remove_file(&bak_temp);
        }
        std::fs::rename(&temp, path)?;
        if let Ok(d) = std::fs::File::open(dir) {
            let _ = d.sync_all();
        }
        Ok(())
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&temp);
    }
    result.map_err(io)
}

/// On the web: saves live in the browser's local storage, one key per file
/// name (`logjam-save:NAME`); setting a key is atomic, and the value it
/// replaces is kept under `NAME.bak`.
///
/// Errors: no local storage (private mode, disabled), or it is full
/// ([`SaveError::Io`]).
#[cfg(target_arch = "wasm32")]
pub fn write_atomic(path: &Path, text: &str) -> Result<(), SaveError> {
    let name = web::name(path);
    if let Some(old) = web::get(&name) {
        let _ = web::set(&format!("{name}.bak"), &old);
    }
    web::set(&name, text).map_err(|why| SaveError::Io { file: name, why })
}

/// Reads and parses a save (on the web, from local storage).
///
/// Errors: see [`Save::parse`]; [`SaveError::Io`] when there is none.
#[cfg(target_arch = "wasm32")]
pub fn read(path: &Path) -> Result<Save, SaveError> {
    let name = web::name(path);
    let text = web::get(&name).ok_or_else(|| SaveError::Io { file: name.clone(), why: "no such save".into() })?;
    Save::parse(&text, &name)
}

/// On the web: the text kept under `path`'s file name in local storage.
#[cfg(target_arch = "wasm32")]
pub fn web_read(path: &Path) -> Option<String> {
    web::get(&web::name(path))
}

/// On the web: a stand-in folder; saves are keys of local storage.
#[cfg(target_arch = "wasm32")]
pub fn saves_dir() -> Option<PathBuf> {
    web::storage().map(|_| PathBuf::from("browser storage"))
}

/// Save names in the browser's local storage (`*.save.ron`), sorted.
#[cfg(target_arch = "wasm32")]
pub fn web_saves() -> Vec<String> {
    web::keys().into_iter().filter(|k| k.ends_with(".save.ron")).collect()
}

/// The browser's local storage, through js-sys (no web-sys features).
#[cfg(target_arch = "wasm32")]
mod web {
    use js_sys::{Function, Reflect};
    use wasm_bindgen::{JsCast, JsValue};

    const PREFIX: &str = "logjam-save:";

    pub(super) fn name(path: &std::path::Path) -> String {
        path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_else(|| "save".into())
    }

    pub(super) fn storage() -> Option<JsValue> {
        Reflect::get(&js_sys::global(), &"localStorage".into()).ok().filter(|v| v.is_object())
    }

    fn call(method: &str, args: &[JsValue]) -> Result<JsValue, String> {
        let s = storage().ok_or("the browser keeps no local storage here")?;
        let f: Function = Reflect::get(&s, &method.into())
            .ok()
            .and_then(|f| f.dyn_into().ok())
            .ok_or_else(|| format!("local storage without {method}"))?;
        let args: js_sys::Array = args.iter().cloned().collect();
        f.apply(&s, &args).map_err(|e| format!("{e:?}"))
    }

    pub(super) fn get(name: &str) -> Option<String> {
        call("getItem", &[format!("{PREFIX}{name}").into()]).ok()?.as_string()
    }

    pub(super) fn set(name: &str, text: &str) -> Result<(), String> {
        call("setItem", &[format!("{PREFIX}{name}").into(), text.into()]).map(|_| ())
    }

    pub(super) fn keys() -> Vec<String> {
        let n = storage().and_then(|s| Reflect::get(&s, &"length".into()).ok()).and_then(|v| v.as_f64());
        let n = n.unwrap_or(0.0) as u32;
        let mut v: Vec<String> = (0..n)
            .filter_map(|i| call("key", &[i.into()]).ok()?.as_string())
            .filter_map(|k| k.strip_prefix(PREFIX).map(str::to_string))
            .collect();
        v.sort();
        v
    }
}

/// Where the previous save of `path` is kept.
pub fn backup_path(path: &Path) -> PathBuf {
    let mut s = path.as_os_str().to_owned();
    s.push(".bak");
    PathBuf::from(s)
}

/// Reads and parses a save file (on the desktop).
///
/// Errors: see [`Save::parse`]; [`SaveError::Io`] when it cannot be read.
#[cfg(not(target_arch = "wasm32"))]
pub fn read(path: &Path) -> Result<Save, SaveError> {
    let shown = path.display().to_string();
    let text = crate::rules::data::read_file_capped(path, MAX_SAVE_BYTES)?;
    Save::parse(&text, &shown)
}

/// The saves folder: `$XDG_DATA_HOME/logjam/saves` (or
/// `~/.local/share/logjam/saves`). `None` without a home folder.
#[cfg(not(target_arch = "wasm32"))]
pub fn saves_dir() -> Option<PathBuf> {
    let base = std::env::var_os("XDG_DATA_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".local").join("share")))?;
    Some(base.join("logjam").join("saves"))
}
