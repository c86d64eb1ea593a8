//! The in-game console: backquote opens an egui window that speaks the
//! console's commands to the live board. Each line goes to the sim as a
//! [`PlayerAction::Console`]; the answer comes back as a [`ConsoleReply`].

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{KeyPanel, UiSet, colour};
use crate::sim::{ConsoleReply, PlayerAction};
use crate::view::palette::Palette;

/// Where the same commands run on a real cluster: the desktop's command
/// line (`logjam console --bootstrap`); a browser opens no TCP connection
/// to a broker, so the web build says so instead.
const REAL_CLUSTER: &str = if cfg!(target_arch = "wasm32") {
    "In a browser these commands reach the game's cluster only: a web page cannot connect to a Kafka broker. \
     The desktop build's `logjam console --bootstrap HOST:PORT` runs them on your own cluster."
} else {
    "The same commands on your own cluster: `logjam console --bootstrap HOST:PORT` in a terminal (README, \
     \"The console on your cluster\")."
};

/// Most lines kept in the scrollback.
const SCROLLBACK: usize = 2000;

/// Where the console's commands run when it is not the game's cluster
/// (the live board's cluster): said instead of where they would.
#[derive(Resource, Debug, Default)]
pub struct ConsoleCluster(pub Option<String>);

/// The console window's state.
#[derive(Resource, Debug, Default)]
pub struct ConsoleWindow {
    /// Shown or not.
    pub open: bool,
    /// The line being typed.
    pub input: String,
    /// Lines typed, oldest first.
    pub history: Vec<String>,
    /// Where Up/Down is in the history.
    cursor: Option<usize>,
    /// What was said: (text, is an error).
    pub lines: Vec<(String, bool)>,
    focus: bool,
}

impl KeyPanel for ConsoleWindow {
    const KEYS: &'static [KeyCode] = &[KeyCode::Backquote];
    // Backquote closes it even while its own text field has the keyboard.
    const KEY_WHILE_TYPING: bool = true;
    fn open(&mut self) -> &mut bool {
        &mut self.open
    }
    fn toggled(&mut self) {
        self.focus = self.open;
        self.input.retain(|c| c != '`');
    }
}

pub(super) fn plugin(app: &mut App) {
    super::toggle::<ConsoleWindow>(app);
    app.init_resource::<ConsoleCluster>()
        .add_systems(Update, (forget, collect).chain().in_set(UiSet::Input))
        .add_systems(EguiPrimaryContextPass, window.in_set(UiSet::Panels));
}

/// A new scenario: a fresh console (its history and scrollback were the
/// last scenario's), closed, so that the keyboard is the board's again
/// (Space, H, the speeds); the first scenario keeps it as `logjam play
/// --open console` asked. The answers to lines sent at its start come
/// after.
fn forget(
    mut started: MessageReader<crate::sim::ScenarioStarted>,
    mut console: ResMut<ConsoleWindow>,
    mut seen: Local<bool>,
    real: Option<Res<crate::sim::RealCluster>>,
) {
    // A live board built again (its cluster's shape changed) is the same
    // cluster: its console goes on.
    if started.read().last().is_some() && real.is_none() {
        let open = console.open && !std::mem::replace(&mut *seen, true);
        *console = ConsoleWindow { open, focus: open, ..Default::default() };
    }
}

/// The sim's answers go into the scrollback.
fn collect(mut replies: MessageReader<ConsoleReply>, mut console: ResMut<ConsoleWindow>) {
    for r in replies.read() {
        console.lines.push((format!("> {}", r.line), false));
        for l in r.text.lines() {
            console.lines.push((l.to_string(), !r.ok));
        }
        let excess = console.lines.len().saturating_sub(SCROLLBACK);
        console.lines.drain(..excess);
    }
}

fn window(
    palette: Res<Palette>,
    mut contexts: EguiContexts,
    mut console: ResMut<ConsoleWindow>,
    mut actions: MessageWriter<PlayerAction>,
    cluster: Res<ConsoleCluster>,
) -> Result {
    if !console.open {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    egui::Window::new("Console")
        .open(&mut open)
        // Right of the left column (the brief and goals), low on the window.
        .default_pos([super::goals::COLUMN + 16.0, 300.0])
        .default_size([720.0, 360.0])
        .resizable(true)
        .show(ctx, |ui| {
            match &cluster.0 {
                // A real cluster: its own topics and groups, not the game's.
                Some(real) => {
                    ui.weak("Kafka-style commands: topics, groups, offsets T, describe group G, read T, produce T VALUE, consume T group G, create topic T partitions N, reset group G to earliest (an empty group only), help. ` closes.");
                    ui.weak(real.as_str());
                }
                None => {
                    ui.weak("Kafka-style commands on the live board: topics, offsets orders, describe group billing, groups, reset group email to 0 (stop its Workers first: Kafka resets only an empty group), begin … commit or abort (a transaction), help. ` closes.");
                    ui.weak(REAL_CLUSTER);
                }
            }
            let input_height = 28.0;
            egui::ScrollArea::both()
                .stick_to_bottom(true)
                .auto_shrink([false, false])
                .max_height(ui.available_height() - input_height)
                .show(ui, |ui| {
                    ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
                    for (line, error) in &console.lines {
                        let text = egui::RichText::new(line).monospace();
                        if *error {
                            ui.label(text.color(colour(palette.ui.outcome[1])));
                        } else {
                            ui.label(text);
                        }
                    }
                });
            let response = ui.add(
                egui::TextEdit::singleline(&mut console.input)
                    .font(egui::TextStyle::Monospace)
                    .desired_width(f32::INFINITY)
                    .hint_text("type a command, Enter to run"),
            );
            if console.focus {
                response.request_focus();
                console.focus = false;
            }
            if response.has_focus() {
                let (up, down) = ui.input(|i| (i.key_pressed(egui::Key::ArrowUp), i.key_pressed(egui::Key::ArrowDown)));
                if up && !console.history.is_empty() {
                    let i = console.cursor.map(|c| c.saturating_sub(1)).unwrap_or(console.history.len() - 1);
                    console.cursor = Some(i);
                    console.input = console.history[i].clone();
                }
                if down && let Some(c) = console.cursor {
                    if c + 1 < console.history.len() {
                        console.cursor = Some(c + 1);
                        console.input = console.history[c + 1].clone();
                    } else {
                        console.cursor = None;
                        console.input.clear();
                    }
                }
            }
            if response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
                let line = console.input.trim().to_string();
                console.input.clear();
                console.cursor = None;
                if !line.is_empty() {
                    console.history.push(line.clone());
                    actions.write(PlayerAction::Console { line });
                }
                response.request_focus();
            }
        });
    if !open {
        console.open = false;
    }
    Ok(())
}
