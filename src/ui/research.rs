//! The research panel (R): every item with its price, era and
//! prerequisites; buying one sends a [`PlayerAction::Research`].

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{UiSet, colour};
use crate::view::palette::Palette;

use crate::rules::catalog::Catalog;
use crate::sim::{Ledger, PlayerAction, Research};

/// Whether the panel is shown.
#[derive(Resource, Debug, Default)]
pub struct ResearchPanel {
    /// Shown or not.
    pub open: bool,
}

super::key_panel!(ResearchPanel, KeyR);

pub(super) fn plugin(app: &mut App) {
    super::toggle::<ResearchPanel>(app);
    app.add_systems(EguiPrimaryContextPass, window.in_set(UiSet::Panels));
}

fn window(
    palette: Res<Palette>,
    mut contexts: EguiContexts,
    mut panel: ResMut<ResearchPanel>,
    catalog: Res<Catalog>,
    research: Res<Research>,
    ledger: Res<Ledger>,
    era: Res<crate::sim::goals::EraState>,
    mut actions: MessageWriter<PlayerAction>,
) -> Result {
    if !panel.open {
        return Ok(());
    }
    let have = ledger.research;
    let now = era.index;
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    egui::Window::new("Research").open(&mut open).default_pos([440.0, 60.0]).default_width(520.0).show(ctx, |ui| {
        ui.label(format!(
            "{have:.0} research points; completed tasks earn more. Era: {}.",
            catalog.eras.get(now).map(|e| e.name.as_str()).unwrap_or("?")
        ));
        ui.separator();
        egui::Grid::new("research").num_columns(5).striped(true).show(ui, |ui| {
            for head in ["item", "era", "cost", "unlocks", ""] {
                ui.strong(head);
            }
            ui.end_row();
            for r in &catalog.research {
                let owned = research.has(&r.name);
                let missing: Vec<&str> = r.requires.iter().filter(|q| !research.has(q)).map(String::as_str).collect();
                let too_early = catalog.era_index(&r.era).is_some_and(|i| i > now);
                let unlocks: Vec<&str> = catalog
                    .components
                    .values()
                    .filter(|c| c.unlock.as_ref().is_some_and(|u| u.research == r.name))
                    .map(|c| c.name.as_str())
                    .collect();
                ui.strong(&r.name).on_hover_text(&r.about);
                ui.label(&r.era);
                ui.label(format!("{:.0}", r.cost));
                ui.label(if unlocks.is_empty() { "-".to_string() } else { unlocks.join(", ") }).on_hover_text(&r.about);
                if owned {
                    ui.colored_label(colour(palette.ui.good), "owned");
                } else if too_early {
                    ui.weak(format!("in {}", r.era));
                } else if !missing.is_empty() {
                    ui.weak(format!("needs {}", missing.join(", ")));
                } else if ui
                    .add_enabled(have >= r.cost, egui::Button::new("Research"))
                    .on_hover_text(&r.about)
                    .clicked()
                {
                    actions.write(PlayerAction::Research { item: r.name.clone() });
                }
                ui.end_row();
            }
        });
        ui.separator();
        ui.strong("Eras");
        for (i, e) in catalog.eras.iter().enumerate() {
            let mark = if i == now {
                "▶"
            } else if i < now {
                "✔"
            } else {
                "○"
            };
            ui.label(format!("{mark} {}: traffic ×{}, from ${:.0} revenue", e.name, e.traffic, e.revenue_to_reach));
        }
    });
    if !open {
        panel.open = false;
    }
    Ok(())
}
