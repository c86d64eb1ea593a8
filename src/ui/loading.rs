//! The loading screen: what is being read, until the first scenario starts;
//! when the file has an error (shown over it, see [`super::notices`]), that
//! the game waits for the file to be fixed.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::UiSet;
use crate::loading::{LoadStatus, ScenarioChoice, Screen};
use crate::t;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, screen.in_set(UiSet::Overlays).run_if(in_state(Screen::Loading)));
}

fn screen(mut contexts: EguiContexts, choice: Res<ScenarioChoice>, status: Res<LoadStatus>) -> Result {
    let ctx = contexts.ctx_mut()?;
    egui::Area::new(egui::Id::new("loading")).anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0]).show(ctx, |ui| {
        ui.vertical_centered(|ui| {
            ui.heading("Logjam"); // l10n-ok: the game's name.
            ui.add_space(8.0);
            if status.error.is_some() {
                ui.label(t!("loading-waiting", name = choice.shown_as.as_str()));
            } else {
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.label(t!("loading-loading", name = choice.shown_as.as_str()));
                });
            }
        });
    });
    Ok(())
}
