//! The scenario picker (P): the shipped scenarios by section, the player's
//! mods folder (its path shown; it is created if missing), and on the web a
//! scenario file picked from the player's disk.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{KeyPanel, UiSet, colour};
use crate::t;
use crate::view::palette::Palette;

use crate::loading::{ChooseScenario, LoadStatus, ScenarioChoice};
use crate::rules::index::IndexEntry;
use crate::rules::scenario::Scenario;

/// The picker's state.
#[derive(Resource, Debug, Default)]
pub struct ScenarioPicker {
    /// Shown or not.
    pub open: bool,
    /// The mods folder, when there is one (desktop).
    #[cfg(not(target_arch = "wasm32"))]
    mods_dir: Option<std::path::PathBuf>,
    /// `*.scenario.ron` files in it, as of the last look.
    #[cfg(not(target_arch = "wasm32"))]
    mods: Vec<String>,
    /// The saves folder and its `*.save.ron` files (name, modified, Unix
    /// seconds), as of the last look.
    saves: Option<(std::path::PathBuf, Vec<(String, u64)>)>,
    /// The entry shown on the right: (asset path, file as shown).
    selected: Option<(String, String)>,
    /// Scenarios read for their descriptions, by asset path.
    loaded: Vec<(String, Handle<Scenario>)>,
    /// Look at the folders again next frame (a save was just asked for).
    refresh_later: bool,
    /// A file picked from disk on the web, once its text is read.
    #[cfg(target_arch = "wasm32")]
    picked: std::sync::Arc<std::sync::Mutex<Option<(String, String)>>>,
}

impl ScenarioPicker {
    /// The saves folder and its saves (newest first), as of the last look.
    pub fn saves(&self) -> Option<&(std::path::PathBuf, Vec<(String, u64)>)> {
        self.saves.as_ref()
    }

    /// The save to go on with: the newest one the player made or the game
    /// autosaved (the one kept from before a load only when there is no
    /// other).
    pub fn continue_path(&self) -> Option<std::path::PathBuf> {
        let (dir, files) = self.saves.as_ref()?;
        // Newest first (on the web, no times: the autosave first).
        let timed = files.iter().any(|(_, t)| *t > 0);
        let auto = (!timed).then(|| files.iter().find(|(n, _)| n == super::saves::AUTO)).flatten();
        let name = auto.or_else(|| files.iter().find(|(n, _)| n != super::saves::BEFORE_LOAD)).or(files.first())?;
        Some(dir.join(&name.0))
    }

    /// Whether the shipped scenario `file` is the one shown.
    pub fn is_selected(&self, file: &str) -> bool {
        self.selected.as_ref().is_some_and(|(p, _)| *p == format!("shipped://{file}")) // l10n-ok: an asset path
    }

    /// Shows the shipped scenario `file`, reading it if it is not read yet.
    pub fn select_shipped(&mut self, file: &str, server: &AssetServer) {
        let c = crate::loading::shipped_choice(file);
        self.select(server, (c.asset_path, c.shown_as));
    }

    /// Shows `(asset path, shown as)`, reading it (again, if it failed).
    fn select(&mut self, server: &AssetServer, sel: (String, String)) {
        if let Some((_, h)) = self.loaded.iter().find(|(p, _)| *p == sel.0) {
            // A file that failed: read it again, it may have been fixed.
            // (A good one is watched while played, and reloading it here
            // would restart the game.)
            if matches!(server.load_state(h.id()), bevy::asset::LoadState::Failed(_)) {
                server.reload(sel.0.clone());
            }
        } else {
            let handle = server.load(sel.0.clone());
            self.loaded.push((sel.0.clone(), handle));
        }
        self.selected = Some(sel);
    }

    /// Looks at the mods folder again.
    pub fn refresh(&mut self) {
        #[cfg(not(target_arch = "wasm32"))]
        {
            self.mods_dir = crate::loading::paths::mods_dir();
            self.mods = self.mods_dir.as_deref().map(crate::loading::paths::scenario_files).unwrap_or_default();
        }
        self.saves = crate::save::saves_dir().map(|d| {
            let list = super::saves::list(&d);
            (d, list)
        });
    }
}

impl KeyPanel for ScenarioPicker {
    const KEYS: &'static [KeyCode] = &[KeyCode::KeyP];
    fn open(&mut self) -> &mut bool {
        &mut self.open
    }
    /// Opened, it looks at the folders again.
    fn toggled(&mut self) {
        if self.open {
            self.refresh();
        }
    }
}

pub(super) fn plugin(app: &mut App) {
    super::toggle::<ScenarioPicker>(app);
    #[cfg(target_arch = "wasm32")]
    app.add_systems(Update, receive);
    app.add_systems(EguiPrimaryContextPass, window.in_set(UiSet::Panels));
}

/// Sends the text of a file picked on the web to the game.
#[cfg(target_arch = "wasm32")]
fn receive(picker: Res<ScenarioPicker>, mut play: MessageWriter<crate::loading::PlayText>) {
    if let Some((file, text)) = picker.picked.lock().ok().and_then(|mut p| p.take()) {
        play.write(crate::loading::PlayText { file, text });
    }
}

fn window(
    palette: Res<Palette>,
    mut contexts: EguiContexts,
    mut picker: ResMut<ScenarioPicker>,
    choice: Res<ScenarioChoice>,
    status: Res<LoadStatus>,
    server: Res<AssetServer>,
    scenarios: Res<Assets<Scenario>>,
    catalog: Res<crate::rules::catalog::Catalog>,
    mut choose: MessageWriter<ChooseScenario>,
    mut saving: (MessageWriter<super::saves::SaveGame>, MessageWriter<super::saves::LoadGame>),
    progress: Res<crate::progress::Progress>,
) -> Result {
    if !picker.open {
        return Ok(());
    }
    if std::mem::take(&mut picker.refresh_later) {
        picker.refresh();
    }
    let index: Vec<IndexEntry> = crate::rules::index::shipped_index().unwrap_or_default();
    let current = choice.shown_as.clone();
    let mut select: Option<(String, String)> = None;
    if picker.selected.is_none()
        && let Some(c) = Some(&*choice).filter(|c| !c.asset_path.is_empty())
    {
        // At first, the one being played.
        select = Some((c.asset_path.clone(), c.shown_as.clone()));
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    let mut play: Option<ScenarioChoice> = None;
    egui::Window::new(t!("picker-title"))
        .id(super::window_id("Scenarios")) // l10n-ok: the window's id, its English title
        .open(&mut open)
        // A menu over the board and its panels.
        .order(egui::Order::Foreground)
        .default_pos([240.0, 60.0])
        .default_width(760.0)
        .default_height(540.0)
        .show(ctx, |ui| {
            ui.horizontal(|ui| {
                ui.label(t!("picker-playing", scenario = current.as_str()));
                #[cfg(target_arch = "wasm32")]
                from_disk(ui, &picker);
            });
            if let Some(n) = &status.notice {
                ui.weak(n);
            }
            ui.separator();
            ui.columns(2, |cols| {
                egui::ScrollArea::vertical().id_salt("list").max_height(460.0).show(&mut cols[0], |ui| {
                    let mut section = "";
                    for e in &index {
                        if e.section != section {
                            section = &e.section;
                            ui.add_space(4.0);
                            ui.strong(super::title::section_name(section));
                        }
                        let path = format!("shipped://{}", e.file); // l10n-ok: an asset path
                        let on = picker.selected.as_ref().is_some_and(|s| s.0 == path);
                        // l10n-ok: the file's path.
                        let file = format!("scenarios/{}", e.file);
                        if ui.selectable_label(on, crate::locale::data::text(&e.title)).on_hover_text(&file).clicked() {
                            select = Some((path, file));
                        }
                    }
                    #[cfg(not(target_arch = "wasm32"))]
                    mods(ui, &mut picker, &mut select);
                    saves(ui, &mut picker, &mut saving.0, &mut saving.1);
                    #[cfg(target_arch = "wasm32")]
                    from_disk(ui, &picker);
                });
                details(&mut cols[1], &palette, &picker, &server, &scenarios, &catalog, &mut play, true, &progress);
            });
        });
    if let Some(sel) = select {
        picker.select(&server, sel);
    }
    if let Some(choice) = play {
        choose.write(ChooseScenario { choice });
        picker.open = false;
    }
    if !open {
        picker.open = false;
    }
    Ok(())
}

/// The selected scenario: what it asks, its stars (and the best earned),
/// and the button that plays it (when `open`).
#[allow(clippy::too_many_arguments)]
pub(super) fn details(
    ui: &mut egui::Ui,
    palette: &Palette,
    picker: &ScenarioPicker,
    server: &AssetServer,
    scenarios: &Assets<Scenario>,
    catalog: &crate::rules::catalog::Catalog,
    play: &mut Option<ScenarioChoice>,
    open: bool,
    progress: &crate::progress::Progress,
) {
    let Some((path, shown)) = &picker.selected else {
        ui.weak(t!("picker-pick"));
        return;
    };
    let handle = picker.loaded.iter().find(|(p, _)| p == path).map(|(_, h)| h);
    let bad = colour(palette.ui.danger);
    if let Some(bevy::asset::LoadState::Failed(e)) = handle.map(|h| server.load_state(h.id())) {
        ui.colored_label(bad, crate::loading::describe_failure(&e, shown));
        ui.weak(t!("picker-fix-file"));
        return;
    }
    let Some(s) = handle.and_then(|h| scenarios.get(h)) else {
        ui.weak(t!("picker-reading", file = shown.as_str()));
        return;
    };
    // Checked against the rules in force (a scenario with its own catalog
    // is checked against that one when it starts).
    if s.catalog.is_none()
        && let Err(e) = s.validate(shown, catalog)
    {
        let e = match &s.source {
            Some(text) => e.at_field_in(text),
            None => e,
        };
        ui.colored_label(bad, e.to_string());
        ui.weak(t!("picker-fix-file"));
        return;
    }
    ui.heading(crate::locale::data::text(&s.name));
    ui.weak(shown);
    ui.add_space(4.0);
    ui.label(crate::locale::data::text(&s.description));
    ui.add_space(4.0);
    let mut facts = Vec::new();
    if let Some(d) = s.duration {
        facts.push(t!("picker-fact-duration", time = crate::sim::format_time(d)));
    } else {
        facts.push(t!("picker-fact-no-clock"));
    }
    if let Some(e) = &s.era {
        facts.push(t!("picker-fact-era", era = crate::locale::data::text(e)));
    }
    if !s.incidents.is_empty() {
        facts.push(t!("picker-fact-incidents", count = s.incidents.len()));
    }
    if s.chance_incidents {
        facts.push(t!("picker-fact-chance-incidents"));
    }
    ui.weak(facts.join(" | "));
    if s.goals.is_empty() {
        ui.label(t!("picker-no-goals"));
    } else {
        ui.strong(t!("picker-goals"));
        for g in &s.goals {
            ui.label(format!("- {}", g.describe()));
        }
    }
    let best = progress.best(file_name(shown));
    briefing_extras(ui, s, best.stars);
    if !s.goals.is_empty() {
        score_line(ui, catalog, best.score);
    }
    ui.add_space(8.0);
    if !open {
        ui.weak(t!("picker-locked"));
        return;
    }
    if ui.button(t!("picker-play")).on_hover_text(t!("picker-play-hover")).clicked() {
        *play = Some(ScenarioChoice { asset_path: path.clone(), shown_as: shown.clone() });
    }
}

/// A scenario's stars (with the best earned so far) and whether it can be
/// lost by its error budget.
pub(super) fn briefing_extras(ui: &mut egui::Ui, s: &Scenario, best: u8) {
    if !s.stars.is_empty() {
        ui.strong(t!("picker-stars", stars = super::title::stars_text(best)));
        for c in &s.stars {
            ui.label(format!("☆ {}", c.describe()));
        }
        ui.weak(t!("picker-stars-on-win"));
    }
    let target = crate::rules::words::shown_fixed(s.slo.target * 100.0, 2);
    let allowed = crate::rules::words::shown_fixed((1.0 - s.slo.target) * 100.0, 1);
    let window = crate::sim::format_time(s.budget_window());
    ui.weak(t!("picker-budget", target = target, allowed = allowed, window = window));
    if s.slo.lose_when_exhausted {
        ui.weak(t!("picker-budget-loses"));
    }
}

/// How a run is scored, and the best won score to beat.
fn score_line(ui: &mut egui::Ui, catalog: &crate::rules::catalog::Catalog, best: Option<i64>) {
    let w = catalog.score;
    let (dollar, bad) = (w.per_dollar.to_string(), w.per_bad_outcome.to_string());
    match best {
        Some(b) => ui.weak(t!(
            "picker-score-best",
            dollar = dollar,
            bad = bad,
            best = crate::rules::words::shown_amount(b as f64)
        )),
        None => ui.weak(t!("picker-score-no-best", dollar = dollar, bad = bad)),
    };
}

/// `scenarios/x.scenario.ron` → `x.scenario.ron`.
fn file_name(shown: &str) -> &str {
    shown.rsplit(['/', '\\']).next().unwrap_or(shown)
}

/// The saves, each with a Load button (the title screen's Continue).
pub(super) fn saves_list(
    ui: &mut egui::Ui,
    picker: &mut ScenarioPicker,
    load: &mut MessageWriter<super::saves::LoadGame>,
) {
    let Some((dir, files)) = picker.saves.clone() else {
        ui.weak(t!("picker-no-saves-folder"));
        return;
    };
    #[cfg(not(target_arch = "wasm32"))]
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0);
    #[cfg(target_arch = "wasm32")]
    let now = 0u64;
    for (name, modified) in files.iter().take(12) {
        ui.horizontal(|ui| {
            if ui.button(t!("picker-load")).clicked() {
                load.write(super::saves::LoadGame { path: dir.join(name) });
            }
            ui.label(name);
            if *modified > 0 {
                ui.weak(ago(now.saturating_sub(*modified)));
            }
        });
    }
}

/// The title screen's Mods: the folder and its scenarios with Play (the
/// desktop), or a file from the player's disk (the web).
pub(super) fn mods_section(ui: &mut egui::Ui, picker: &mut ScenarioPicker, play: &mut Option<ScenarioChoice>) {
    #[cfg(not(target_arch = "wasm32"))]
    {
        let mut select = None;
        mods(ui, picker, &mut select);
        if let Some((asset_path, shown_as)) = select {
            *play = Some(ScenarioChoice { asset_path, shown_as });
        }
    }
    #[cfg(target_arch = "wasm32")]
    {
        let _ = play;
        ui.label(t!("picker-web-mods"));
        from_disk(ui, picker);
    }
}

/// The saves folder: a Load button per save, and one to save now.
fn saves(
    ui: &mut egui::Ui,
    picker: &mut ScenarioPicker,
    save: &mut MessageWriter<super::saves::SaveGame>,
    load: &mut MessageWriter<super::saves::LoadGame>,
) {
    use super::saves::{LoadGame, QUICK, SaveGame};
    ui.add_space(4.0);
    ui.strong(t!("picker-saves"));
    let Some((dir, files)) = picker.saves.clone() else {
        ui.weak(t!("picker-no-saves-folder"));
        return;
    };
    if cfg!(target_arch = "wasm32") {
        ui.weak(t!("picker-saves-web"));
    } else {
        ui.horizontal(|ui| {
            ui.label(t!("picker-folder"));
            ui.monospace(dir.display().to_string());
        });
    }
    if ui.button(t!("picker-save-now")).on_hover_text(t!("picker-save-now-hover", file = QUICK)).clicked() {
        save.write(SaveGame { name: QUICK.into() });
        picker.refresh_later = true;
    }
    if files.is_empty() {
        ui.weak(t!("picker-no-saves"));
    }
    // (No system clock on the web: no times there.)
    #[cfg(not(target_arch = "wasm32"))]
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0);
    #[cfg(target_arch = "wasm32")]
    let now = 0u64;
    for (name, modified) in files {
        ui.horizontal(|ui| {
            if ui
                .button(t!("picker-load"))
                .on_hover_text(t!("picker-load-hover", file = super::saves::BEFORE_LOAD))
                .clicked()
            {
                load.write(LoadGame { path: dir.join(&name) });
                picker.open = false;
            }
            ui.label(&name);
            if modified > 0 {
                ui.weak(ago(now.saturating_sub(modified)));
            }
        });
    }
}

/// `seconds` ago, in words.
fn ago(seconds: u64) -> String {
    match seconds {
        0..60 => t!("picker-ago-now"),
        60..3600 => t!("picker-ago-minutes", count = seconds / 60),
        3600..86_400 => t!("picker-ago-hours", count = seconds / 3600),
        _ => t!("picker-ago-days", count = seconds / 86_400),
    }
}

/// The mods folder: its path and its scenarios.
#[cfg(not(target_arch = "wasm32"))]
fn mods(ui: &mut egui::Ui, picker: &mut ScenarioPicker, select: &mut Option<(String, String)>) {
    ui.add_space(4.0);
    ui.strong(t!("picker-mods"));
    let Some(dir) = picker.mods_dir.clone() else {
        ui.weak(t!("picker-no-mods-folder"));
        return;
    };
    ui.horizontal(|ui| {
        ui.label(t!("picker-folder"));
        ui.monospace(dir.display().to_string());
    });
    ui.weak(t!("picker-mods-how"));
    if picker.mods.is_empty() {
        ui.weak(t!("picker-no-mods"));
    }
    for f in &picker.mods {
        let path = format!("mods://{f}"); // l10n-ok: an asset path
        let on = picker.selected.as_ref().is_some_and(|s| s.0 == path);
        if ui.selectable_label(on, f).on_hover_text(dir.join(f).display().to_string()).clicked() {
            *select = Some((path, dir.join(f).display().to_string()));
        }
    }
    if ui.button(t!("picker-look-again")).on_hover_text(t!("picker-look-again-hover")).clicked() {
        picker.refresh();
    }
}

/// On the web: a scenario file from the player's disk.
#[cfg(target_arch = "wasm32")]
fn from_disk(ui: &mut egui::Ui, picker: &ScenarioPicker) {
    ui.separator();
    if ui.button(t!("picker-from-disk")).on_hover_text(t!("picker-from-disk-hover")).clicked() {
        let slot = picker.picked.clone();
        bevy::tasks::IoTaskPool::get()
            .spawn(async move {
                let Some(file) = rfd::AsyncFileDialog::new().add_filter("scenario", &["ron"]).pick_file().await else {
                    return;
                };
                let name = file.file_name();
                let text = String::from_utf8_lossy(&file.read().await).into_owned();
                if let Ok(mut p) = slot.lock() {
                    *p = Some((name, text));
                }
            })
            .detach();
    }
}
