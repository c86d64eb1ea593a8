//! The settings window (O): the language, volume, mute, UI scale and the
//! colour-blind-safe palette. Changes apply at once and are kept (see [`crate::settings`]).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::UiSet;
use crate::locale::Language;
use crate::t;
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
    egui::Window::new(t!("options-title"))
        .id(super::window_id("Settings"))
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
fn check(ui: &mut egui::Ui, label: String, value: &mut bool, text: String, hover: String) {
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
        language_row(ui, &mut edit.language);
        ui.label(t!("options-volume"));
        ui.add(egui::Slider::new(&mut edit.volume, 0.0..=1.0).show_value(false))
            .on_hover_text(t!("options-volume-hover"));
        ui.end_row();
        ui.label(t!("options-mute"));
        ui.checkbox(&mut edit.muted, t!("options-mute-check"));
        ui.end_row();
        ui.label(t!("options-ui-scale"));
        ui.add(
            egui::Slider::new(&mut edit.ui_scale, UI_SCALE)
                .step_by(0.05)
                .suffix("×")
                // The player's decimal mark, shown and typed.
                .custom_formatter(|v, _| crate::rules::words::shown_fixed(v, 2))
                .custom_parser(|text| text.trim().replace(',', ".").parse().ok()),
        )
        .on_hover_text(t!("options-ui-scale-hover"));
        ui.end_row();
        check(
            ui,
            t!("options-colours"),
            &mut edit.colour_blind,
            t!("options-colour-blind"),
            t!("options-colour-blind-hover"),
        );
        check(
            ui,
            String::new(),
            &mut edit.colour_by_key,
            t!("options-colour-by-key"),
            t!("options-colour-by-key-hover"),
        );
        check(
            ui,
            t!("options-motion"),
            &mut edit.reduce_motion,
            t!("options-reduce-motion"),
            t!("options-reduce-motion-hover"),
        );
        check(
            ui,
            String::new(),
            &mut edit.follow_incidents,
            t!("options-follow-incidents"),
            t!("options-follow-incidents-hover"),
        );
        check(
            ui,
            t!("options-frame-rate"),
            &mut edit.show_frame_rate,
            t!("options-frame-rate-check"),
            t!("options-frame-rate-hover"),
        );
        check(ui, t!("options-hints"), &mut edit.hints, t!("options-hints-check"), t!("options-hints-hover"));
    });
    ui.add_space(4.0);
    match crate::settings::settings_path() {
        Some(p) if cfg!(not(target_arch = "wasm32")) => {
            ui.weak(t!("options-kept-in", path = p.display().to_string()));
        }
        Some(_) => {
            ui.weak(t!("options-kept-in-browser"));
        }
        None => {
            ui.weak(t!("options-not-kept"));
        }
    }
    let dragging = ui.ctx().dragged_id().is_some();
    if edit != *settings && (edit.ui_scale == settings.ui_scale || !dragging) {
        *settings = edit;
    }
}

/// The language row: the system's (the default, named with the language it
/// gives) or one of the four, each in its own name.
fn language_row(ui: &mut egui::Ui, language: &mut Option<Language>) {
    ui.label(t!("options-language"));
    let system = t!("options-language-system", language = Language::system().native_name());
    let shown = language.map_or(system.clone(), |l| l.native_name().to_string());
    egui::ComboBox::from_id_salt("language")
        .selected_text(shown)
        .show_ui(ui, |ui| {
            ui.selectable_value(language, None, system);
            for l in Language::ALL {
                ui.selectable_value(language, Some(l), l.native_name());
            }
        })
        .response
        .on_hover_text(t!("options-language-hover"));
    ui.end_row();
}
