//! A card's tooltip: with the pointer resting on a card, or a finger held
//! on it (a long press), the figures the card leaves to the Inspector, and
//! where the legend is.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::UiSet;
use crate::t;
use crate::view::{CardDetail, Hovered, UiCapture};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        tooltip.in_set(UiSet::Overlays).run_if(in_state(crate::loading::Screen::Playing)),
    );
}

/// Real seconds the pointer rests on a card before its tooltip shows.
const REST: f32 = 0.5;
/// Real seconds a finger stays on a card, still, before its tooltip shows.
const LONG_PRESS: f32 = 0.5;
/// How far a held finger may wander and still be a long press, logical
/// pixels.
const HOLD_SLOP: f32 = 12.0;
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
    touches: Res<Touches>,
) -> Result {
    let dt = time.delta_secs();
    // One finger held still: a long press (the mouse's rest does not count).
    let mut fingers = touches.iter();
    let held = match (fingers.next(), fingers.next()) {
        (Some(t), None) if t.start_position().distance(t.position()) <= HOLD_SLOP => Some(t),
        _ => None,
    };
    if let Some(t) = held {
        *still = Some(0.0);
        if touches.just_pressed(t.id()) {
            *since = 0.0;
        }
    }
    // Until the pointer first moves (a window nobody has touched), never.
    *still = if motion.delta != Vec2::ZERO { Some(0.0) } else { still.map(|s| s + dt) };
    let Some(detail) = hovered.0.and_then(|e| details.get(e).ok()).filter(|d| !d.0.is_empty() && !capture.pointer)
    else {
        *since = 0.0;
        return Ok(());
    };
    *since += dt;
    let rest = if held.is_some() { LONG_PRESS } else { REST };
    if *since < rest || still.is_none_or(|s| s > STILL) {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?.clone();
    // A finger: where egui last saw it (the first finger moves its pointer).
    let at = if held.is_some() { ctx.input(|i| i.pointer.latest_pos()) } else { ctx.pointer_hover_pos() };
    let Some(at) = at else { return Ok(()) };
    if held.is_some() && *since - dt < rest {
        info!("card tooltip on a long press: {}", detail.0.lines().next().unwrap_or_default());
    }
    let layer = egui::LayerId::new(egui::Order::Tooltip, egui::Id::new("card tooltip layer"));
    egui::Tooltip::always_open(
        ctx,
        layer,
        egui::Id::new("card tooltip"),
        egui::PopupAnchor::Position(at + egui::vec2(14.0, 14.0)),
    )
    .show(|ui| {
        ui.label(&detail.0);
        ui.weak(if held.is_some() { t!("card-tooltip-tap-hint") } else { t!("card-tooltip-click-hint") });
    });
    Ok(())
}
