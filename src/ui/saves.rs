//! Save and load in the game: files in the saves folder on the desktop,
//! the browser's local storage on the web. F5 saves to the quick slot and F9
//! loads it back; the game autosaves every minute of play; the scenario
//! picker lists the saves with a Load button each. A save that cannot be read
//! shows its error and the game goes on; the file is left as it was, and the
//! save it replaced stays beside it as `NAME.bak`.

use std::path::PathBuf;

use bevy::prelude::*;
use bevy_egui::egui;

use super::UiSet;
use crate::loading::{LoadStatus, ScenarioChoice, Screen};
use crate::save::{Replayed, Save, SaveError};
use crate::sim::SimClock;
use crate::t;
use crate::view::UiCapture;

/// What to do about a save that does not load.
fn save_hint() -> String {
    t!("saves-hint")
}

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

/// Asks to play a replay code ([`crate::save::code`]): a shipped scenario's
/// code starts that scenario first when another is on the board.
#[derive(Message, Clone, Debug)]
pub struct OpenCode {
    /// The code's text.
    pub code: String,
}

/// A replay code to open once the first scenario is in (`logjam play
/// --code`).
#[derive(Resource, Debug, Default)]
pub struct CodeAtStart(pub Option<String>);

/// A replay code waiting for its shipped scenario to start: the code, and
/// how many scenario starts there had been when it was asked for
/// ([`LoadStatus::loads`]; `None`: nothing to wait for).
#[derive(Resource, Debug, Default)]
struct PendingCode(Option<(crate::save::code::ReplayCode, Option<u32>)>);

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
        .add_message::<OpenCode>()
        .init_resource::<CodeAtStart>()
        .init_resource::<PendingCode>()
        .init_resource::<PauseCode>()
        // An exclusive system: it runs only on the frame the pause menu
        // opens or closes.
        .add_systems(
            Update,
            pause_code
                .after(UiSet::Input)
                .run_if(|menu: Res<super::pause::PauseMenu>, code: Res<PauseCode>| menu.open != code.0.is_some()),
        )
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
fn load_at_start(
    mut at_start: ResMut<LoadAtStart>,
    mut code_at_start: ResMut<CodeAtStart>,
    mut load: MessageWriter<LoadGame>,
    mut open: MessageWriter<OpenCode>,
) {
    if let Some(path) = at_start.0.take() {
        load.write(LoadGame { path });
    }
    if let Some(code) = code_at_start.0.take() {
        open.write(OpenCode { code });
    }
}

/// Every minute of play, unless the game is someone's replay code (the
/// player's own autosave stays for Continue).
fn autosave(
    time: Res<Time<Real>>,
    clock: Res<SimClock>,
    replayed: Res<crate::loading::ReplayedCode>,
    mut saves: ResMut<Saves>,
    mut save: MessageWriter<SaveGame>,
) {
    let now = time.elapsed_secs_f64();
    if now - saves.last_auto >= AUTOSAVE_SECONDS && clock.tick != saves.last_auto_tick && !replayed.0 {
        saves.last_auto = now;
        saves.last_auto_tick = clock.tick;
        save.write(SaveGame { name: AUTO.into() });
    }
}

/// Writes and reads saves (exclusive: a load rebuilds the board).
fn save_and_load(world: &mut World) {
    let to_save: Vec<SaveGame> = world.resource_mut::<Messages<SaveGame>>().drain().collect();
    let to_load: Vec<LoadGame> = world.resource_mut::<Messages<LoadGame>>().drain().collect();
    open_codes(world);
    let Some(dir) = world.resource::<Saves>().dir.clone() else {
        if !to_save.is_empty() || !to_load.is_empty() {
            world.resource_mut::<LoadStatus>().error = Some(t!("saves-no-folder"));
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
                    status.notice = Some(t!("saves-saved", file = s.name.as_str()));
                }
            }
            Err(e) => {
                error!("{e}");
                status.error = Some(t!("saves-could-not-save", error = e.to_string()));
                status.hint = Some(t!("saves-could-not-save-hint"));
            }
        }
    }
    // Only the last load asked for counts.
    let Some(load) = to_load.last() else { return };
    match crate::save::read(&load.path) {
        Ok(save) => load_save(world, &dir, &load.path, save, false),
        Err(e) => {
            error!("{e}");
            let mut status = world.resource_mut::<LoadStatus>();
            status.error = Some(t!("saves-could-not-load", error = e.describe(crate::locale::current())));
            status.hint = Some(save_hint());
        }
    }
}

/// Replaces the game with `save`: the game being left is saved first (as
/// [`BEFORE_LOAD`]), so nothing the player made is lost. A game without a
/// player action is the scenario itself, replayed alike from its file: it
/// is not kept (`logjam play --load` on a slow machine runs a few ticks of
/// the first scenario before the save replaces it). A replay code's game
/// (`code`) is someone else's: it earns the player nothing
/// ([`crate::loading::ReplayedCode`]).
fn load_save(world: &mut World, dir: &std::path::Path, path: &std::path::Path, save: Save, code: bool) {
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
    let name = if code {
        t!("saves-replay-code-name")
    } else {
        path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default()
    };
    match result {
        Ok(replayed) => {
            info!("loaded {} at sim {:.1} s ({replayed:?})", path.display(), save.now);
            if code {
                // What the browser test compares with `logjam run --code`.
                info!("replay code: report hash {}", crate::sim::report::Report::build(world).hash());
            }
            world.insert_resource(ScenarioChoice { asset_path: String::new(), shown_as: save.scenario_file.clone() });
            world.insert_resource(crate::loading::ReplayedCode(code || save.replay_code));
            world.resource_mut::<NextState<Screen>>().into_inner().set_if_neq(Screen::Playing);
            let mut status = world.resource_mut::<LoadStatus>();
            status.error = None;
            status.running = true;
            status.notice = Some(match replayed {
                Replayed::Differently => t!("saves-loaded-differently", file = name),
                Replayed::Exactly | Replayed::Unchecked if code => {
                    let time = crate::sim::format_time(save.now);
                    t!("saves-playing-code", scenario = crate::locale::data::text(&save.scenario.name), time = time)
                }
                Replayed::Exactly | Replayed::Unchecked => t!("saves-loaded", file = name),
            });
        }
        Err(e) => {
            error!("{e}");
            let mut status = world.resource_mut::<LoadStatus>();
            status.error = Some(t!("saves-could-not-load", error = e.describe(crate::locale::current())));
            status.hint = Some(save_hint());
        }
    }
}

/// Plays the last replay code asked for: a mod's at once; a shipped
/// scenario's once that scenario is on the board (started here when another
/// is), checked against it. A code that cannot be played says why in one
/// line and changes nothing.
fn open_codes(world: &mut World) {
    use crate::save::code::ReplayCode;
    let asked: Vec<OpenCode> = world.resource_mut::<Messages<OpenCode>>().drain().collect();
    if let Some(open) = asked.last() {
        match ReplayCode::decode(&open.code).and_then(known) {
            Ok(code) => {
                let loads = world.resource::<LoadStatus>().loads;
                // A shipped scenario not on the board is started first; the
                // code waits for that start.
                let wait = code.shipped_file().filter(|f| !board_plays(world, f)).map(str::to_string);
                if let Some(file) = &wait {
                    let choice = crate::loading::shipped_choice(file);
                    world.write_message(crate::loading::ChooseScenario { choice });
                }
                world.resource_mut::<PendingCode>().0 = Some((code, wait.map(|_| loads)));
            }
            Err(e) => code_failed(world, &e),
        }
    }
    let ready = match &world.resource::<PendingCode>().0 {
        Some((_, None)) => true,
        Some((_, Some(loads))) => world.resource::<LoadStatus>().loads > *loads,
        None => false,
    };
    if !ready {
        return;
    }
    let Some((code, _)) = world.resource_mut::<PendingCode>().0.take() else { return };
    let on_board = world.resource::<crate::sim::Board>().scenario.as_deref().cloned();
    let file = code.shipped_file().map(str::to_string);
    let shipped = |f: &str| on_board.clone().filter(|_| file.as_deref() == Some(f) && board_plays(world, f));
    let catalog = crate::rules::catalog::Catalog::builtin();
    match code.to_save(&shipped, &catalog) {
        Ok(save) => {
            let dir = world.resource::<Saves>().dir.clone().unwrap_or_default();
            // l10n-ok: the log's name for it (the notice says its own).
            load_save(world, &dir, std::path::Path::new("replay code"), save, true);
        }
        Err(e) => code_failed(world, &e),
    }
}

/// Whether the board plays the shipped scenario `file` (by its file name).
fn board_plays(world: &World, file: &str) -> bool {
    let shown = &world.resource::<ScenarioChoice>().shown_as;
    world.resource::<crate::sim::Board>().scenario.is_some()
        && std::path::Path::new(shown).file_name().is_some_and(|n| n == file)
}

/// A code naming a shipped scenario this Logjam does not ship is refused
/// before anything starts.
fn known(code: crate::save::code::ReplayCode) -> Result<crate::save::code::ReplayCode, crate::save::code::CodeError> {
    match code.shipped_file() {
        Some(file) if !crate::rules::index::shipped_index().unwrap_or_default().iter().any(|e| e.file == file) => {
            Err(crate::save::code::CodeError::UnknownScenario { file: file.to_string() })
        }
        _ => Ok(code),
    }
}

fn code_failed(world: &mut World, e: &crate::save::code::CodeError) {
    error!("{e}");
    let mut status = world.resource_mut::<LoadStatus>();
    status.error = Some(e.describe(crate::locale::current()));
    status.hint = Some(t!("saves-code-failed-hint"));
}

/// The replay code of the game on the board
/// ([`crate::save::code::board_code`]). `None` with no scenario on the
/// board.
pub fn current_code(world: &World) -> Option<String> {
    crate::save::code::board_code(world).map(|(_, code)| code.encode())
}

/// The pause menu's replay code: made as the menu opens, dropped as it
/// closes.
#[derive(Resource, Debug, Default)]
pub struct PauseCode(pub Option<String>);

fn pause_code(world: &mut World) {
    let open = world.resource::<super::pause::PauseMenu>().open;
    let has = world.resource::<PauseCode>().0.is_some();
    if open && !has {
        let code = current_code(world);
        world.resource_mut::<PauseCode>().0 = code;
    } else if !open && has {
        world.resource_mut::<PauseCode>().0 = None;
    }
}

/// A replay code's rows, `width` logical pixels wide: "Copy replay code",
/// which puts it on the clipboard and says so, and the code itself
/// (selectable, one line).
pub(super) fn code_row(ui: &mut egui::Ui, code: &str, status: &mut LoadStatus, width: f32) {
    let copy =
        egui::Button::new(egui::RichText::new(t!("saves-copy-code")).size(18.0)).min_size(egui::vec2(width, 32.0));
    let r = ui.add(copy).on_hover_text(t!("saves-copy-code-hover"));
    if r.clicked() {
        ui.ctx().copy_text(code.to_string());
        status.notice = Some(t!("saves-code-copied", count = code.len()));
    }
    let mut shown = code;
    ui.add(egui::TextEdit::singleline(&mut shown).desired_width(width).font(egui::TextStyle::Monospace));
    #[cfg(target_arch = "wasm32")]
    {
        let link =
            egui::Button::new(egui::RichText::new(t!("saves-copy-link")).size(18.0)).min_size(egui::vec2(width, 32.0));
        if ui.add(link).on_hover_text(t!("saves-copy-link-hover")).clicked() {
            let link = format!("{}#replay={code}", web_page_address()); // l10n-ok: an address
            ui.ctx().copy_text(link.clone());
            status.notice = Some(t!("saves-link-copied", count = link.len()));
        }
    }
}

/// The page's address without its `#…` part.
#[cfg(target_arch = "wasm32")]
fn web_page_address() -> String {
    let href = js_sys::Reflect::get(&js_sys::global(), &"location".into())
        .ok()
        .and_then(|location| js_sys::Reflect::get(&location, &"href".into()).ok())
        .and_then(|s| s.as_string())
        .unwrap_or_default();
    href.split('#').next().unwrap_or_default().to_string()
}
