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

/// Real seconds the pointer rests on a card before its tooltip shows.
const REST: f32 = 0.5;
/// Real seconds after the pointer last moved that the tooltip goes (a
/// pointer left on a card after a click does not keep covering the board).
const STILL: f32 = 4.0;

#[allow(clippy::too_many_arguments)]
fn tooltip(
    mut contexts: EguiContexts,
    hovered: Res<Hovered>,
    capture: Res<UiCapture>,
    details: Query<&CardDetail>,
    motion: Res<bevy::input::mouse::AccumulatedMouseMotion>,
    mut since: Local<f32>,
    mut still: Local<Option<f32>>,
    time: Res<Time>,
) -> Result {
    let dt = time.delta_secs();
    // Until the pointer first moves (a window nobody has touched), never.
    *still = if motion.delta != Vec2::ZERO { Some(0.0) } else { still.map(|s| s + dt) };
    let Some(detail) = hovered.0.and_then(|e| details.get(e).ok()).filter(|d| !d.0.is_empty() && !capture.pointer)
    else {
        *since = 0.0;
        return Ok(());
    };
    *since += dt;
    if *since < REST || still.is_none_or(|s| s > STILL) {
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
