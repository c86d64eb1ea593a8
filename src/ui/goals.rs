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

/// The folded column's line: goals met and stars holding, e.g.
/// "goals 1 of 4 · ★★☆".
fn summary(goals: &Goals, stars: &Stars) -> String {
    let met = goals.met.iter().filter(|m| **m).count();
    let lit: String =
        (0..stars.criteria.len()).map(|i| if stars.met.get(i) == Some(&true) { '★' } else { '☆' }).collect();
    match (goals.goals.is_empty(), lit.is_empty()) {
        (true, true) => "no goals: play as you like".into(),
        (true, false) => lit,
        (false, true) => format!("goals {met} of {}", goals.goals.len()),
        (false, false) => format!("goals {met} of {} · {lit}", goals.goals.len()),
    }
}

/// Width of the left column (the brief and goals, a hint), points.
pub(super) const COLUMN: f32 = 300.0;

fn window(
    palette: Res<Palette>,
    mut contexts: EguiContexts,
    goals: Res<Goals>,
    stars: Res<Stars>,
    board: Res<crate::sim::Board>,
    selection: Res<crate::view::Selection>,
    hints: Res<super::hints::Hints>,
    mut unfolded: Local<bool>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let ctx_height = ctx.content_rect().height();
    let scenario = board.scenario.as_ref();
    // A tutorial says it all in its own box.
    let brief = scenario.filter(|s| s.tutorial.is_empty());
    if goals.goals.is_empty() && stars.criteria.is_empty() && brief.is_none() {
        return Ok(());
    }
    let title = brief.map(|s| s.name.clone()).unwrap_or_else(|| "Goals".into());
    egui::Window::new(egui::RichText::new(title).family(super::theme::bold(ctx)))
        .id(egui::Id::new("Goals"))
        .anchor(egui::Align2::LEFT_TOP, [8.0, 44.0])
        .resizable(false)
        .collapsible(true)
        .max_width(COLUMN)
        .show(ctx, |ui| {
            ui.set_width(COLUMN - 24.0);
            // While a card is inspected the column folds to one line (the
            // board needs the room the Inspector takes); "All" unfolds it
            // until the Inspector closes.
            let inspected = selection.0.is_some();
            if !inspected {
                *unfolded = false;
            }
            if inspected && !*unfolded {
                ui.horizontal(|ui| {
                    ui.label(summary(&goals, &stars));
                    *unfolded = ui.small_button("All").on_hover_text("The brief, every goal and star").clicked();
                });
                return;
            }
            // A hint sits under the column: the column scrolls rather than
            // run under it.
            let room = ctx_height - 60.0 - hints.shown_height().map(|h| h + 16.0).unwrap_or(0.0);
            egui::ScrollArea::vertical().max_height(room.max(120.0)).show(ui, |ui| {
                if let Some(s) = brief {
                    egui::CollapsingHeader::new("Brief").default_open(true).show(ui, |ui| {
                        ui.label(&s.description);
                        ui.weak("Click a card to inspect it. L: what each mark on the board means.");
                    });
                    ui.separator();
                }
                for (g, met) in goals.goals.iter().zip(goals.met.iter().chain(std::iter::repeat(&false))) {
                    let (mark, colour) =
                        if *met { ("✔", colour(palette.ui.goal[0])) } else { ("○", colour(palette.ui.goal[1])) };
                    ui.colored_label(colour, format!("{mark} {}", g.describe()));
                }
                if !stars.criteria.is_empty() {
                    ui.separator();
                }
                for (c, met) in stars.criteria.iter().zip(stars.met.iter().chain(std::iter::repeat(&false))) {
                    let (mark, colour) =
                        if *met { ("★", colour(palette.ui.goal[0])) } else { ("☆", colour(palette.ui.goal[1])) };
                    ui.colored_label(colour, format!("{mark} {}", c.describe()));
                }
            });
        });
    Ok(())
}
