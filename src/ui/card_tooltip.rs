//! A card's tooltip: with the pointer resting on a card, the figures the
//! card leaves to the Inspector, and where the legend is.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::UiSet;
use crate::view::{CardDetail, Hovered, UiCapture};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        tooltip.in_set(UiSet::Overlays).run_if(in_state(crate::loading::Screen::Playing)),
    );
}

fn tooltip(
    mut contexts: EguiContexts,
    hovered: Res<Hovered>,
    capture: Res<UiCapture>,
    details: Query<&CardDetail>,
    mut since: Local<f32>,
    time: Res<Time>,
) -> Result {
    let Some(detail) = hovered.0.and_then(|e| details.get(e).ok()).filter(|d| !d.0.is_empty() && !capture.pointer)
    else {
        *since = 0.0;
        return Ok(());
    };
    // After a short rest, as egui's own tooltips.
    *since += time.delta_secs();
    if *since < 0.5 {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?.clone();
    let Some(at) = ctx.pointer_hover_pos() else { return Ok(()) };
    let layer = egui::LayerId::new(egui::Order::Tooltip, egui::Id::new("card tooltip layer"));
    egui::Tooltip::always_open(
        ctx,
        layer,
        egui::Id::new("card tooltip"),
        egui::PopupAnchor::Position(at + egui::vec2(14.0, 14.0)),
    )
    .show(|ui| {
        ui.label(&detail.0);
        ui.weak("Click for the Inspector · L: what each mark means");
    });
    Ok(())
}
