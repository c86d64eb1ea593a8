//! The help overlay (H or F1): every key and mouse control.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::UiSet;
use crate::t;

pub(super) fn plugin(app: &mut App) {
    super::toggle::<HelpOverlay>(app);
    app.add_systems(EguiPrimaryContextPass, window.in_set(UiSet::Panels));
}

/// Whether the help overlay is shown.
#[derive(Resource, Debug, Default)]
pub struct HelpOverlay {
    /// Shown or not.
    pub open: bool,
}

super::key_panel!(HelpOverlay, KeyH, F1);

/// Every key and mouse control: (control, what it does), in the player's
/// language (key names stay as the keyboard has them).
pub fn controls() -> Vec<(String, String)> {
    vec![
        (t!("help-key-space"), t!("help-does-pause")),
        ("1, 2, 3, 4".into(), t!("help-does-speed")),
        (t!("help-key-click-card"), t!("help-does-click-card")),
        (t!("help-key-click-bar"), t!("help-does-click-bar")),
        ("Esc".into(), t!("help-does-esc")), // l10n-ok: a key's name
        ("B".into(), t!("help-does-build")),
        (t!("help-key-drag-card"), t!("help-does-drag-card")),
        (t!("help-key-shift-drag"), t!("help-does-shift-drag")),
        ("I".into(), t!("help-does-incidents")),
        ("R".into(), t!("help-does-research")),
        (t!("help-key-backquote"), t!("help-does-console")),
        (t!("help-key-console-keys"), t!("help-does-console-keys")),
        ("C".into(), t!("help-does-charts")),
        ("P".into(), t!("help-does-scenarios")),
        ("F5 / F9".into(), t!("help-does-quick-save")),
        ("F12".into(), t!("help-does-screenshot")),
        ("M".into(), t!("help-does-mute")),
        ("O".into(), t!("help-does-settings")),
        (t!("help-key-wheel"), t!("help-does-wheel")),
        (t!("help-key-touch"), t!("help-does-touch")),
        ("F".into(), t!("help-does-fit")),
        ("L".into(), t!("help-does-legend")),
        (t!("help-key-h-or-f1"), t!("help-does-this-list")),
    ]
}

fn window(mut contexts: EguiContexts, mut help: ResMut<HelpOverlay>) -> Result {
    if !help.open {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    egui::Window::new(t!("help-title"))
        .id(super::window_id("Keys and mouse")) // l10n-ok: the window's id, its English title
        .open(&mut open)
        .order(egui::Order::Foreground)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            egui::Grid::new("controls").striped(true).num_columns(2).show(ui, |ui| {
                for (key, does) in controls() {
                    ui.strong(key);
                    ui.label(does);
                    ui.end_row();
                }
            });
            ui.add_space(6.0);
            ui.weak(t!("help-hover-tip"));
        });
    if !open {
        help.open = false;
    }
    Ok(())
}
