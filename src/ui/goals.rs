//! The scenario's goals and stars while it is played: each goal met or
//! open, and each star's criterion holding or not (a star counts on a win).
//! The end of a scenario is the debrief's screen.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{UiSet, colour};
use crate::sim::goals::Goals;
use crate::sim::stars::Stars;
use crate::view::palette::Palette;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, window.in_set(UiSet::Panels));
}

fn window(palette: Res<Palette>, mut contexts: EguiContexts, goals: Res<Goals>, stars: Res<Stars>) -> Result {
    let ctx = contexts.ctx_mut()?;
    if goals.goals.is_empty() && stars.criteria.is_empty() {
        return Ok(());
    }
    egui::Window::new("Goals")
        .anchor(egui::Align2::LEFT_TOP, [8.0, 44.0])
        .resizable(false)
        .collapsible(true)
        .default_width(300.0)
        .show(ctx, |ui| {
            for (g, met) in goals.goals.iter().zip(goals.met.iter().chain(std::iter::repeat(&false))) {
                let (mark, colour) =
                    if *met { ("✔", colour(palette.ui.goal[0])) } else { ("○", colour(palette.ui.goal[1])) };
                ui.colored_label(colour, format!("{mark} {}", g.describe()));
            }
            if stars.criteria.is_empty() {
                return;
            }
            ui.separator();
            for (c, met) in stars.criteria.iter().zip(stars.met.iter().chain(std::iter::repeat(&false))) {
                let (mark, colour) =
                    if *met { ("★", colour(palette.ui.goal[0])) } else { ("☆", colour(palette.ui.goal[1])) };
                ui.colored_label(colour, format!("{mark} {}", c.describe()));
            }
        });
    Ok(())
}
