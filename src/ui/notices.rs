//! What every screen shows over the rest: a short notice under the top bar
//! ("Reloaded FILE", "Saved …") and the panel of what could not be loaded,
//! with what the player can do about it. The game goes on meanwhile.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{UiSet, colour};
use crate::loading::LoadStatus;
use crate::t;
use crate::view::palette::Palette;

/// Real seconds a notice stays on screen.
const NOTICE_SECONDS: f64 = 15.0;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, (notice, error).chain().in_set(UiSet::Overlays));
}

/// A notice floats under the top bar's right end for a while
/// ([`NOTICE_SECONDS`]), or until its × is clicked.
fn notice(
    palette: Res<Palette>,
    mut contexts: EguiContexts,
    status: Res<LoadStatus>,
    time: Res<Time<Real>>,
    screen: Res<State<crate::loading::Screen>>,
    mut shown: Local<(Option<String>, f64)>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let now = time.elapsed_secs_f64();
    if status.notice != shown.0 {
        *shown = (status.notice.clone(), now);
    }
    let mut close = false;
    if let Some(notice) = &shown.0
        && now - shown.1 < NOTICE_SECONDS
    {
        // On the debrief, under its buttons and its replay code.
        let down = if *screen.get() == crate::loading::Screen::Debrief { 150.0 } else { 40.0 };
        egui::Area::new(egui::Id::new("notice")).anchor(egui::Align2::RIGHT_TOP, [-12.0, down]).show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.horizontal(|ui| {
                    ui.colored_label(colour(palette.ui.notice), notice);
                    close = ui.small_button("×").on_hover_text(t!("notices-close-hover")).clicked();
                });
            });
        });
    }
    if close {
        shown.1 = f64::MIN;
    }
    Ok(())
}

/// The last load error, one line with its file, line, column and field, and
/// what to do about it.
fn error(palette: Res<Palette>, mut contexts: EguiContexts, mut status: ResMut<LoadStatus>) -> Result {
    let Some(error) = &status.error else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    let mut close = false;
    egui::Window::new(t!("notices-could-not-load"))
        .id(super::window_id("Could not load")) // l10n-ok: the window's id, its English title
        .anchor(egui::Align2::CENTER_TOP, [-170.0, 60.0])
        .collapsible(false)
        .resizable(false)
        .default_width(560.0)
        .show(ctx, |ui| {
            ui.colored_label(colour(palette.ui.danger), error);
            ui.add_space(6.0);
            if let Some(hint) = &status.hint {
                // What a save, a code or the settings could not do is said
                // once: it can be closed (a scenario file's error stays
                // until the file is fixed).
                ui.label(hint);
                close = ui.button(t!("notices-close")).clicked();
            } else if cfg!(target_arch = "wasm32") {
                ui.label(t!("notices-goes-on-web"));
            } else if status.running {
                ui.label(t!("notices-goes-on-running"));
            } else {
                ui.label(t!("notices-fix-file"));
            }
        });
    if close {
        status.error = None;
        status.hint = None;
    }
    Ok(())
}
