//! The help overlay (H or F1): every key and mouse control.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::UiSet;

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

/// Every key and mouse control: (control, what it does).
pub const CONTROLS: &[(&str, &str)] = &[
    ("Space", "pause and resume"),
    ("1, 2, 3, 4", "sim speed (1×, 8×, 60×, 600×: the catalog's speeds)"),
    ("click a card", "the Inspector: the component's rules, live figures and options"),
    ("click a group's bar", "that consumer group in the Inspector: members, assignor, offsets, rebalances"),
    ("Esc", "close the Inspector; with nothing picked, the pause menu"),
    ("B", "build: pick a component, then click on the board"),
    ("drag a card", "move it"),
    ("Shift-drag to another card", "link them (only where the rules allow)"),
    ("I", "incidents: under way, practice, the log"),
    ("R", "research, paid in research points"),
    ("` (backquote)", "the Kafka-style console on the live board"),
    ("Tab, Up/Down, Ctrl-R", "in the console: complete (twice: list), the lines typed, search them"),
    ("C", "charts: lag, rates, money, error budget"),
    ("P", "scenarios, mods and saves"),
    ("F5 / F9", "save to the quick slot / load it"),
    ("F12", "screenshot (saved in the screenshots folder)"),
    ("M", "mute the sound"),
    ("O", "settings: volume, UI scale, colours, motion"),
    ("wheel / right-drag", "zoom / pan"),
    ("touch", "tap a card; drag the board to pan, pinch to zoom; hold a card for its tooltip"),
    ("F", "fit the board in the window"),
    ("L", "the legend: what each mark on the board means"),
    ("H or F1", "this list"),
];

fn window(mut contexts: EguiContexts, mut help: ResMut<HelpOverlay>) -> Result {
    if !help.open {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    egui::Window::new("Keys and mouse")
        .open(&mut open)
        .order(egui::Order::Foreground)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            egui::Grid::new("controls").striped(true).num_columns(2).show(ui, |ui| {
                for (key, does) in CONTROLS {
                    ui.strong(*key);
                    ui.label(*does);
                    ui.end_row();
                }
            });
            ui.add_space(6.0);
            ui.weak("Every option in the Inspector says what it does, costs and risks when you hover it.");
        });
    if !open {
        help.open = false;
    }
    Ok(())
}
