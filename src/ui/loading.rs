//! The loading screen: what is being read, until the first scenario starts
//! (or, when its file has an error, until the file is fixed: the error shows
//! over it, see [`super::notices`]).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::UiSet;
use crate::loading::{ScenarioChoice, Screen};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, screen.in_set(UiSet::Overlays).run_if(in_state(Screen::Loading)));
}

fn screen(mut contexts: EguiContexts, choice: Res<ScenarioChoice>) -> Result {
    let ctx = contexts.ctx_mut()?;
    egui::Area::new(egui::Id::new("loading")).anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0]).show(ctx, |ui| {
        ui.vertical_centered(|ui| {
            ui.heading("Logjam");
            ui.add_space(8.0);
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(format!("Loading {}…", choice.shown_as));
            });
        });
    });
    Ok(())
}
