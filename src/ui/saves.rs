//! Save and load in the game: files in the saves folder on the desktop,
//! the browser's local storage on the web. F5 saves to the quick slot and F9
//! loads it back; the game autosaves every minute of play; the scenario
//! picker lists the saves with a Load button each. A save that cannot be read
//! shows its error and the game goes on; the file is left as it was, and the
//! save it replaced stays beside it as `NAME.bak`.

use std::path::PathBuf;

use bevy::prelude::*;

use super::UiSet;
use crate::loading::{LoadStatus, ScenarioChoice, Screen};
use crate::save::{Replayed, Save, SaveError};
use crate::sim::SimClock;
use crate::view::UiCapture;

/// What to do about a save that does not load.
const SAVE_HINT: &str = "The game goes on as it was, and the save file is left as it was. A save whose name ends in .bak next to it is the one before.";

/// Real seconds between autosaves.
const AUTOSAVE_SECONDS: f64 = 60.0;

/// The quick slot's file name (F5, F9).
pub const QUICK: &str = "quick.save.ron";
/// The autosave's file name.
pub const AUTO: &str = "autosave.save.ron";
/// Where the game being left is kept when a save is loaded.
pub const BEFORE_LOAD: &str = "before-load.save.ron";

/// Asks to save the game to a file in the saves folder.
#[derive(Message, Clone, Debug)]
pub struct SaveGame {
    /// File name in the saves folder.
    pub name: String,
}

/// Asks to load a save file.
#[derive(Message, Clone, Debug)]
pub struct LoadGame {
    /// The file.
    pub path: PathBuf,
}

/// A save to load once the first scenario is in (`logjam play --load`).
#[derive(Resource, Debug, Default)]
pub struct LoadAtStart(pub Option<PathBuf>);

/// Where saves go, and when the last autosave was.
#[derive(Resource, Debug)]
pub struct Saves {
    /// The saves folder (`None` without a home folder: no saves).
    pub dir: Option<PathBuf>,
    /// Real time of the last autosave, seconds.
    last_auto: f64,
    /// Sim tick of the last autosave.
    last_auto_tick: u64,
}

impl Default for Saves {
    fn default() -> Self {
        Saves { dir: crate::save::saves_dir(), last_auto: 0.0, last_auto_tick: 0 }
    }
}

/// The saves in the browser's local storage (no times kept), by name.
#[cfg(target_arch = "wasm32")]
pub fn list(_dir: &std::path::Path) -> Vec<(String, u64)> {
    crate::save::web_saves().into_iter().map(|n| (n, 0)).collect()
}

/// `*.save.ron` files in `dir`, newest first, with their modification time
/// as seconds since the Unix epoch.
#[cfg(not(target_arch = "wasm32"))]
pub fn list(dir: &std::path::Path) -> Vec<(String, u64)> {
    let mut v: Vec<(String, u64)> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok())
                .filter_map(|e| {
                    let name = e.file_name().to_string_lossy().into_owned();
                    let modified = e.metadata().ok()?.modified().ok()?;
                    let secs = modified.duration_since(std::time::UNIX_EPOCH).ok()?.as_secs();
                    name.ends_with(".save.ron").then_some((name, secs))
                })
                .collect()
        })
        .unwrap_or_default();
    v.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    v
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Saves>()
        .add_message::<SaveGame>()
        .add_message::<LoadGame>()
        .init_resource::<LoadAtStart>()
        .add_systems(OnEnter(Screen::Playing), load_at_start)
        .add_systems(Update, (keys, autosave).chain().in_set(UiSet::Input))
        // Loads come from the title screen too (Continue).
        .add_systems(Update, save_and_load.after(UiSet::Input));
}

/// F5 saves to the quick slot, F9 loads it.
fn keys(
    keys: Res<ButtonInput<KeyCode>>,
    capture: Res<UiCapture>,
    saves: Res<Saves>,
    mut save: MessageWriter<SaveGame>,
    mut load: MessageWriter<LoadGame>,
) {
    if capture.keyboard {
        return;
    }
    if keys.just_pressed(KeyCode::F5) {
        save.write(SaveGame { name: QUICK.into() });
    }
    if keys.just_pressed(KeyCode::F9)
        && let Some(dir) = &saves.dir
    {
        load.write(LoadGame { path: dir.join(QUICK) });
    }
}

/// `logjam play --load FILE`: once the first scenario is on the board, the
/// save replaces it.
fn load_at_start(mut at_start: ResMut<LoadAtStart>, mut load: MessageWriter<LoadGame>) {
    if let Some(path) = at_start.0.take() {
        load.write(LoadGame { path });
    }
}

fn autosave(time: Res<Time<Real>>, clock: Res<SimClock>, mut saves: ResMut<Saves>, mut save: MessageWriter<SaveGame>) {
    let now = time.elapsed_secs_f64();
    if now - saves.last_auto >= AUTOSAVE_SECONDS && clock.tick != saves.last_auto_tick {
        saves.last_auto = now;
        saves.last_auto_tick = clock.tick;
        save.write(SaveGame { name: AUTO.into() });
    }
}

/// Writes and reads saves (exclusive: a load rebuilds the board).
fn save_and_load(world: &mut World) {
    let to_save: Vec<SaveGame> = world.resource_mut::<Messages<SaveGame>>().drain().collect();
    let to_load: Vec<LoadGame> = world.resource_mut::<Messages<LoadGame>>().drain().collect();
    let Some(dir) = world.resource::<Saves>().dir.clone() else {
        if !to_save.is_empty() || !to_load.is_empty() {
            world.resource_mut::<LoadStatus>().error = Some(
                "no saves folder (no home folder, or no local storage in this browser): the game cannot save".into(),
            );
        }
        return;
    };
    for s in to_save {
        let shown = world.resource::<ScenarioChoice>().shown_as.clone();
        let Some(save) = Save::capture(world, &shown) else { continue };
        let path = dir.join(&s.name);
        let result = crate::save::write_atomic(&path, &save.to_ron());
        let mut status = world.resource_mut::<LoadStatus>();
        match result {
            Ok(()) => {
                info!("saved to {}", path.display());
                if s.name != AUTO {
                    status.notice = Some(format!("Saved {}", s.name));
                }
            }
            Err(e) => {
                error!("{e}");
                status.error = Some(format!("Could not save: {e}"));
                status.hint = Some("The game goes on; the save it would have replaced is untouched.".into());
            }
        }
    }
    // Only the last load asked for counts.
    let Some(load) = to_load.last() else { return };
    match crate::save::read(&load.path) {
        Ok(save) => load_save(world, &dir, &load.path, save),
        Err(e) => {
            error!("{e}");
            let mut status = world.resource_mut::<LoadStatus>();
            status.error = Some(format!("Could not load the save: {e}"));
            status.hint = Some(SAVE_HINT.into());
        }
    }
}

/// Replaces the game with `save`: the game being left is saved first (as
/// [`BEFORE_LOAD`]), so nothing the player made is lost. A game without a
/// player action is the scenario itself, replayed alike from its file: it
/// is not kept (`logjam play --load` on a slow machine runs a few ticks of
/// the first scenario before the save replaces it).
fn load_save(world: &mut World, dir: &std::path::Path, path: &std::path::Path, save: Save) {
    let shown = world.resource::<ScenarioChoice>().shown_as.clone();
    let played = !world.resource::<crate::sim::ActionLog>().entries.is_empty();
    if played
        && path.file_name().is_some_and(|n| n != BEFORE_LOAD)
        && let Some(current) = Save::capture(world, &shown)
    {
        let _ = crate::save::write_atomic(&dir.join(BEFORE_LOAD), &current.to_ron());
    }
    // The Node selected stays selected in the loaded game when it is there
    // (`logjam play --load F --select N` selects before the save is in).
    let selected = world
        .resource::<crate::view::Selection>()
        .0
        .and_then(|e| world.get::<crate::sim::Node>(e))
        .map(|n| n.id.clone());
    let result: Result<Replayed, SaveError> = save.restore(world);
    let reselected = selected.and_then(|id| world.resource::<crate::sim::Board>().nodes.get(&id).copied());
    world.resource_mut::<crate::view::Selection>().0 = reselected;
    world.resource_mut::<crate::view::ClusterFocus>().0 = None;
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    match result {
        Ok(replayed) => {
            info!("loaded {} at sim {:.1} s ({replayed:?})", path.display(), save.now);
            world.insert_resource(ScenarioChoice { asset_path: String::new(), shown_as: save.scenario_file.clone() });
            world.resource_mut::<NextState<Screen>>().into_inner().set_if_neq(Screen::Playing);
            let mut status = world.resource_mut::<LoadStatus>();
            status.error = None;
            status.running = true;
            status.notice = Some(match replayed {
                Replayed::Differently => format!(
                    "Loaded {name}: made by another Logjam build, whose rules play differently; \
                     the board is this build's replay of your actions, not the very game saved"
                ),
                Replayed::Exactly | Replayed::Unchecked => format!("Loaded {name}"),
            });
        }
        Err(e) => {
            error!("{e}");
            let mut status = world.resource_mut::<LoadStatus>();
            status.error = Some(format!("Could not load the save: {e}"));
            status.hint = Some(SAVE_HINT.into());
        }
    }
}
