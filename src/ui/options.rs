//! The settings window (O): volume, mute, UI scale and the colour-blind-safe
//! palette. Changes apply at once and are kept (see [`crate::settings`]).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::UiSet;
use crate::view::UiCapture;

use crate::settings::{Settings, UI_SCALE};

/// Whether the settings window is shown.
#[derive(Resource, Debug, Default)]
pub struct SettingsWindow {
    /// Shown or not.
    pub open: bool,
}

super::key_panel!(SettingsWindow, KeyO);

pub(super) fn plugin(app: &mut App) {
    super::toggle::<SettingsWindow>(app);
    app.add_systems(Update, toggle_mute.in_set(UiSet::Input))
        .add_systems(EguiPrimaryContextPass, (apply_scale.in_set(UiSet::Scale), window.in_set(UiSet::Panels)));
}

/// M mutes and unmutes the sound (a setting, kept like the others).
fn toggle_mute(keys: Res<ButtonInput<KeyCode>>, capture: Res<UiCapture>, mut settings: ResMut<Settings>) {
    if keys.just_pressed(KeyCode::KeyM) && !capture.keyboard {
        settings.muted = !settings.muted;
    }
}

/// Applies the UI scale to egui (each frame it differs).
fn apply_scale(mut contexts: EguiContexts, settings: Res<Settings>) -> Result {
    let ctx = contexts.ctx_mut()?;
    if (ctx.zoom_factor() - settings.ui_scale).abs() > 1e-3 {
        ctx.set_zoom_factor(settings.ui_scale);
    }
    Ok(())
}

fn window(mut contexts: EguiContexts, mut window: ResMut<SettingsWindow>, mut settings: ResMut<Settings>) -> Result {
    if !window.open {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    egui::Window::new("Settings")
        .open(&mut open)
        .default_pos([820.0, 80.0])
        .resizable(false)
        .show(ctx, |ui| settings_grid(ui, &mut settings));
    if !open {
        window.open = false;
    }
    Ok(())
}

/// One row of the settings grid: its label, a checkbox and what it does.
fn check(ui: &mut egui::Ui, label: &str, value: &mut bool, text: &str, hover: &str) {
    ui.label(label);
    ui.checkbox(value, text).on_hover_text(hover);
    ui.end_row();
}

/// The settings, each with its control, and where they are kept (the
/// window's and the title screen's). A change applies at once; the UI
/// scale when its slider is let go, so it does not move under the pointer.
pub(super) fn settings_grid(ui: &mut egui::Ui, settings: &mut Settings) {
    let mut edit = settings.clone();
    egui::Grid::new("settings").num_columns(2).spacing([16.0, 8.0]).show(ui, |ui| {
        ui.label("Volume");
        ui.add(egui::Slider::new(&mut edit.volume, 0.0..=1.0).show_value(false))
            .on_hover_text("Every sound: the cues and the ambient loop.");
        ui.end_row();
        ui.label("Mute");
        ui.checkbox(&mut edit.muted, "no sound (M)");
        ui.end_row();
        ui.label("UI scale");
        ui.add(egui::Slider::new(&mut edit.ui_scale, UI_SCALE).step_by(0.05).suffix("×"))
            .on_hover_text("Size of the panels and their text.");
        ui.end_row();
        check(ui, "Colours", &mut edit.colour_blind, "colour-blind-safe palette", "Every colour from a set the common forms of colour blindness tell apart (Okabe–Ito): the groups, danger, the record shades, the panels.");
        check(ui, "", &mut edit.colour_by_key, "colour records by key", "Each key its own colour, on the record cells and the messages into the stream, instead of the record's age and the reading group's colour.");
        check(ui, "Motion", &mut edit.reduce_motion, "reduce motion", "Stills what only decorates: records falling away, the camera's glide, a card's pulse. Messages still move.");
        check(ui, "", &mut edit.follow_incidents, "show me each incident", "When an incident strikes, its card pulses and the camera brings it into view if it is off screen.");
        check(ui, "Frame rate", &mut edit.show_frame_rate, "show it in the top bar", "Frames a second over the last second, in the top bar. The game also writes the frame rate to its log once a minute of play.");
        check(ui, "Hints", &mut edit.hints, "when I am stuck", "When a goal or a star is at risk and you have not acted for a while, a hint names the card and the option that would help, and points at it.");
    });
    ui.add_space(4.0);
    match crate::settings::settings_path() {
        Some(p) if cfg!(not(target_arch = "wasm32")) => {
            ui.weak(format!("Kept in {}", p.display()));
        }
        Some(_) => {
            ui.weak("Kept in this browser's local storage.");
        }
        None => {
            ui.weak("Not kept: no place to keep them.");
        }
    }
    let dragging = ui.ctx().dragged_id().is_some();
    if edit != *settings && (edit.ui_scale == settings.ui_scale || !dragging) {
        *settings = edit;
    }
}
