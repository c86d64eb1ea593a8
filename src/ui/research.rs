//! The research panel (R): every item with its price, era and
//! prerequisites; buying one sends a [`PlayerAction::Research`].

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{UiSet, colour};
use crate::t;
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
    // l10n-ok: the window's id, its English title.
    let window = egui::Window::new(t!("research-title")).id(super::window_id("Research"));
    window.open(&mut open).default_pos([440.0, 60.0]).default_width(520.0).show(ctx, |ui| {
        let era_name =
            catalog.eras.get(now).map(|e| crate::locale::data::text(&e.name)).unwrap_or_else(|| "?".to_string());
        ui.label(t!("research-points", points = whole(have), era = era_name));
        ui.separator();
        egui::Grid::new("research").num_columns(5).striped(true).show(ui, |ui| {
            let heads =
                [t!("research-item"), t!("research-era"), t!("research-cost"), t!("research-unlocks"), String::new()];
            for head in heads {
                ui.strong(head);
            }
            ui.end_row();
            for r in &catalog.research {
                let owned = research.has(&r.name);
                let missing: Vec<String> =
                    r.requires.iter().filter(|q| !research.has(q)).map(|q| crate::locale::data::text(q)).collect();
                let too_early = catalog.era_index(&r.era).is_some_and(|i| i > now);
                let unlocks: Vec<String> = catalog
                    .components
                    .values()
                    .filter(|c| c.unlock.as_ref().is_some_and(|u| u.research == r.name))
                    .map(|c| crate::locale::data::text(&c.name))
                    .collect();
                ui.strong(crate::locale::data::text(&r.name)).on_hover_text(crate::locale::data::text(&r.about));
                ui.label(crate::locale::data::text(&r.era));
                ui.label(crate::rules::words::shown_amount(r.cost));
                ui.label(if unlocks.is_empty() { "-".to_string() } else { unlocks.join(", ") })
                    .on_hover_text(crate::locale::data::text(&r.about));
                if owned {
                    ui.colored_label(colour(palette.ui.good), t!("research-owned"));
                } else if too_early {
                    ui.weak(t!("research-in-era", era = crate::locale::data::text(&r.era)));
                } else if !missing.is_empty() {
                    ui.weak(t!("research-needs", items = missing.join(", ")));
                } else if ui
                    .add_enabled(have >= r.cost, egui::Button::new(t!("research-buy")))
                    .on_hover_text(crate::locale::data::text(&r.about))
                    .clicked()
                {
                    actions.write(PlayerAction::Research { item: r.name.clone() });
                }
                ui.end_row();
            }
        });
        ui.separator();
        ui.strong(t!("research-eras"));
        for (i, e) in catalog.eras.iter().enumerate() {
            let mark = if i == now {
                "▶"
            } else if i < now {
                "✔"
            } else {
                "○"
            };
            let (traffic, revenue) = (e.traffic.to_string(), crate::rules::words::shown_amount(e.revenue_to_reach));
            let line = t!(
                "research-era-line",
                name = crate::locale::data::text(&e.name),
                traffic = traffic,
                revenue = revenue
            );
            ui.label(format!("{mark} {line}"));
        }
    });
    if !open {
        panel.open = false;
    }
    Ok(())
}

/// A figure as `{:.0}` shows it, as a number (for a message's plural).
fn whole(x: f64) -> f64 {
    format!("{x:.0}").parse().unwrap_or(x)
}
