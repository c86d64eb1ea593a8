//! The scenario picker (P): the shipped scenarios by section, the player's
//! mods folder (its path shown; it is created if missing), and on the web a
//! scenario file picked from the player's disk.

use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;
use bevy_egui::{EguiContexts, egui};

use crate::scenario::{ChooseScenario, IndexEntry, LoadStatus, ScenarioChoice};

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
    /// A file picked from disk on the web, once its text is read.
    #[cfg(target_arch = "wasm32")]
    picked: std::sync::Arc<std::sync::Mutex<Option<(String, String)>>>,
}

impl ScenarioPicker {
    /// Looks at the mods folder again.
    pub fn refresh(&mut self) {
        #[cfg(not(target_arch = "wasm32"))]
        {
            self.mods_dir = crate::paths::mods_dir();
            self.mods = self.mods_dir.as_deref().map(crate::paths::scenario_files).unwrap_or_default();
        }
    }
}

pub(super) fn toggle(
    keys: Res<ButtonInput<KeyCode>>,
    wants: Option<Res<EguiWantsInput>>,
    mut picker: ResMut<ScenarioPicker>,
) {
    if keys.just_pressed(KeyCode::KeyP) && !wants.is_some_and(|w| w.wants_any_keyboard_input()) {
        picker.open = !picker.open;
        if picker.open {
            picker.refresh();
        }
    }
}

/// Sends the text of a file picked on the web to the game.
#[cfg(target_arch = "wasm32")]
pub(super) fn receive(picker: Res<ScenarioPicker>, mut play: MessageWriter<crate::scenario::PlayText>) {
    if let Some((file, text)) = picker.picked.lock().ok().and_then(|mut p| p.take()) {
        play.write(crate::scenario::PlayText { file, text });
    }
}

pub(super) fn window(
    mut contexts: EguiContexts,
    mut picker: ResMut<ScenarioPicker>,
    choice: Option<Res<ScenarioChoice>>,
    status: Res<LoadStatus>,
    mut choose: MessageWriter<ChooseScenario>,
) -> Result {
    if !picker.open {
        return Ok(());
    }
    let index: Vec<IndexEntry> = crate::scenario::shipped_index().unwrap_or_default();
    let current = choice.map(|c| c.shown_as.clone()).unwrap_or_default();
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    let mut picked: Option<ScenarioChoice> = None;
    egui::Window::new("Scenarios")
        .open(&mut open)
        .default_pos([300.0, 60.0])
        .default_width(460.0)
        .default_height(560.0)
        .show(ctx, |ui| {
            ui.label(format!("Playing: {current}"));
            if let Some(n) = &status.notice {
                ui.weak(n);
            }
            ui.separator();
            egui::ScrollArea::vertical().max_height(420.0).show(ui, |ui| {
                let mut section = "";
                for e in &index {
                    if e.section != section {
                        section = &e.section;
                        ui.add_space(4.0);
                        ui.strong(section);
                    }
                    if ui.button(&e.title).on_hover_text(format!("scenarios/{}", e.file)).clicked() {
                        picked = Some(ScenarioChoice {
                            asset_path: format!("shipped://{}", e.file),
                            shown_as: format!("scenarios/{}", e.file),
                        });
                    }
                }
                ui.add_space(4.0);
                ui.strong("Mods");
                #[cfg(not(target_arch = "wasm32"))]
                mods(ui, &mut picker, &mut picked);
                #[cfg(target_arch = "wasm32")]
                from_disk(ui, &picker);
            });
        });
    if let Some(choice) = picked {
        choose.write(ChooseScenario { choice });
    }
    if !open {
        picker.open = false;
    }
    Ok(())
}

/// The mods folder: its path and its scenarios.
#[cfg(not(target_arch = "wasm32"))]
fn mods(ui: &mut egui::Ui, picker: &mut ScenarioPicker, picked: &mut Option<ScenarioChoice>) {
    let Some(dir) = picker.mods_dir.clone() else {
        ui.weak("No mods folder: set HOME or XDG_DATA_HOME.");
        return;
    };
    ui.horizontal(|ui| {
        ui.label("Folder:");
        ui.monospace(dir.display().to_string());
    });
    ui.weak("Put *.scenario.ron files (and the catalogs they name) there. See scenarios/README.md.");
    if picker.mods.is_empty() {
        ui.weak("(no scenarios in it yet)");
    }
    for f in &picker.mods {
        if ui.button(f).on_hover_text(dir.join(f).display().to_string()).clicked() {
            *picked =
                Some(ScenarioChoice { asset_path: format!("mods://{f}"), shown_as: dir.join(f).display().to_string() });
        }
    }
    if ui.button("Look again").clicked() {
        picker.refresh();
    }
}

/// On the web: a scenario file from the player's disk.
#[cfg(target_arch = "wasm32")]
fn from_disk(ui: &mut egui::Ui, picker: &ScenarioPicker) {
    ui.weak("Play a *.scenario.ron from your disk (with the shipped catalog).");
    if ui.button("Load from disk...").clicked() {
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
