//! The research panel (R): every item with its price, era and
//! prerequisites; buying one sends a [`PlayerAction::Research`].

use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;
use bevy_egui::{EguiContexts, egui};

use crate::catalog::Catalog;
use crate::sim::{Ledger, PlayerAction, Research};

/// Whether the panel is shown.
#[derive(Resource, Debug, Default)]
pub struct ResearchPanel {
    /// Shown or not.
    pub open: bool,
}

pub(super) fn toggle(
    keys: Res<ButtonInput<KeyCode>>,
    wants: Option<Res<EguiWantsInput>>,
    mut panel: ResMut<ResearchPanel>,
) {
    if keys.just_pressed(KeyCode::KeyR) && !wants.is_some_and(|w| w.wants_any_keyboard_input()) {
        panel.open = !panel.open;
    }
}

pub(super) fn window(
    mut contexts: EguiContexts,
    mut panel: ResMut<ResearchPanel>,
    catalog: Option<Res<Catalog>>,
    research: Option<Res<Research>>,
    ledger: Option<Res<Ledger>>,
    mut actions: MessageWriter<PlayerAction>,
) -> Result {
    if !panel.open {
        return Ok(());
    }
    let (Some(catalog), Some(research)) = (catalog, research) else { return Ok(()) };
    let have = ledger.map(|l| l.research).unwrap_or(0.0);
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    egui::Window::new("Research").open(&mut open).default_pos([440.0, 60.0]).default_width(460.0).show(ctx, |ui| {
        ui.label(format!("{have:.0} research points. Completed tasks earn more."));
        ui.separator();
        egui::Grid::new("research").num_columns(4).striped(true).show(ui, |ui| {
            for r in &catalog.research {
                let owned = research.has(&r.name);
                let missing: Vec<&str> = r.requires.iter().filter(|q| !research.has(q)).map(String::as_str).collect();
                ui.strong(&r.name).on_hover_text(&r.about);
                ui.label(&r.era);
                ui.label(format!("{:.0}", r.cost));
                if owned {
                    ui.colored_label(egui::Color32::from_rgb(150, 220, 150), "owned");
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
    });
    if !open {
        panel.open = false;
    }
    Ok(())
}
