//! The scenario's goals, and the screen at its end: won or lost, why, and
//! what it came to.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{UiSet, colour};
use crate::sim::goals::Goals;
use crate::sim::{ErrorBudget, Ledger, Outcome, SimClock};
use crate::view::palette::Palette;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, window.in_set(UiSet::Panels));
}

fn window(
    palette: Res<Palette>,
    mut contexts: EguiContexts,
    goals: Res<Goals>,
    outcome: Res<Outcome>,
    ledger: Res<Ledger>,
    budget: Res<ErrorBudget>,
    clock: Res<SimClock>,
    mut commands: Commands,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if !goals.goals.is_empty() {
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
            });
    }
    let (title, why, colour) = match &*outcome {
        Outcome::Running => return Ok(()),
        Outcome::Won(why) => ("You did it", why.clone(), colour(palette.ui.outcome[0])),
        Outcome::Lost(why) => ("Scenario lost", why.clone(), colour(palette.ui.outcome[1])),
    };
    egui::Window::new(title)
        .id(egui::Id::new("end of scenario"))
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .collapsible(false)
        .resizable(false)
        .default_width(420.0)
        .show(ctx, |ui| {
            ui.colored_label(colour, egui::RichText::new(&why).size(16.0));
            ui.add_space(6.0);
            ui.label(format!("Sim time {}", super::format_sim_time(clock.now)));
            let l = &ledger;
            ui.label(format!("Money ${:.0} (revenue ${:.0}, Burn ${:.0})", l.money, l.revenue, l.burn));
            let what = budget.damage.summary();
            let what = if what.is_empty() { "nothing went wrong".to_string() } else { what.join(", ") };
            ui.label(format!("Error budget {:.0}% spent: {what}", budget.spent_share() * 100.0));
            ui.separator();
            for (g, met) in goals.goals.iter().zip(goals.met.iter().chain(std::iter::repeat(&false))) {
                ui.label(format!("{} {}", if *met { "✔" } else { "○" }, g.describe()));
            }
            ui.add_space(6.0);
            if ui.button("Play it again").on_hover_text("Starts this scenario again from its beginning.").clicked() {
                commands.queue(|world: &mut World| crate::loading::restart(world));
            }
        });
    Ok(())
}
