//! The in-game console: backquote opens an egui window that speaks the
//! console's commands to the live board. Each line goes to the sim as a
//! [`PlayerAction::Console`]; the answer comes back as a [`ConsoleReply`].
//!
//! Typing in it: Tab completes a command, a flag or a name the board's log
//! holds, a second Tab lists the choices ([`crate::console::complete`]);
//! Up/Down walk the lines typed in this scenario (kept per scenario while
//! the game runs); Ctrl-R searches them backwards, as a shell's does
//! (Ctrl-R again: the next older match; Enter runs it; an arrow key takes
//! it to edit; Esc gives the line back).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{KeyPanel, UiSet, colour, window_id};
use crate::sim::{ConsoleReply, PlayerAction};
use crate::t;
use crate::view::palette::Palette;

/// Where the same commands run on a real cluster: the desktop's command
/// line (`logjam console --bootstrap`); a browser opens no TCP connection
/// to a broker, so the web build says so instead.
fn real_cluster() -> String {
    if cfg!(target_arch = "wasm32") { t!("console-real-cluster-web") } else { t!("console-real-cluster") }
}

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
    /// Lines typed in this scenario, oldest first.
    pub history: Vec<String>,
    /// Where Up/Down is in the history.
    cursor: Option<usize>,
    /// What was said: (text, is an error).
    pub lines: Vec<(String, bool)>,
    focus: bool,
    /// The other scenarios' histories, by scenario name (while the game
    /// runs).
    histories: std::collections::HashMap<String, Vec<String>>,
    /// The scenario whose history [`Self::history`] is.
    scenario: String,
    /// The line a Tab left unchanged: a second Tab on it lists the choices.
    tabbed: Option<String>,
    /// The choices a second Tab listed, shown above the line until it
    /// changes.
    pub choices: Option<String>,
    /// A Ctrl-R search: what is searched for, and the match's index in the
    /// history.
    pub search: Option<Search>,
    /// Move the text cursor to the end of the line next frame (after a
    /// completion or a history step).
    to_end: bool,
    /// The height the field and the line above it took last frame,
    /// logical pixels.
    input_height: f32,
}

/// A reverse search through the history (Ctrl-R).
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Search {
    /// What is typed to search for.
    pub query: String,
    /// The newest line at or before this index that holds the query.
    pub found: Option<usize>,
    /// The line being typed before the search (Esc gives it back).
    before: String,
}

impl ConsoleWindow {
    /// The newest history line at or before `below` (exclusive) that holds
    /// `query`.
    fn find(&self, query: &str, below: usize) -> Option<usize> {
        self.history[..below.min(self.history.len())].iter().rposition(|l| l.contains(query))
    }

    /// One Tab on the line: complete it, or (the line unchanged since the
    /// last Tab) list the choices.
    fn tab(&mut self, names: &crate::console::complete::Names) {
        let c = crate::console::complete::complete(&self.input, names);
        match c.apply(&self.input) {
            Some(line) => {
                // Part of the way (several choices share it): the next Tab lists them.
                self.tabbed = (c.choices.len() > 1).then(|| line.clone());
                self.input = line;
                self.to_end = true;
            }
            None if self.tabbed.as_deref() == Some(self.input.as_str()) => {
                let listing = c.listing();
                self.choices = Some(if listing.is_empty() { t!("console-nothing-to-complete") } else { listing });
            }
            None => self.tabbed = Some(self.input.clone()),
        }
    }

    /// Keeps the history of the scenario left and takes the one of the
    /// scenario `name` (empty the first time).
    fn switch_history(&mut self, name: &str) {
        if self.scenario == name {
            return;
        }
        let old = std::mem::take(&mut self.history);
        if !old.is_empty() {
            self.histories.insert(std::mem::take(&mut self.scenario), old);
        }
        self.history = self.histories.remove(name).unwrap_or_default();
        self.scenario = name.to_string();
    }
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
    if let Some(s) = started.read().last()
        && real.is_none()
    {
        let open = console.open && !std::mem::replace(&mut *seen, true);
        let (histories, history, scenario) = (
            std::mem::take(&mut console.histories),
            std::mem::take(&mut console.history),
            std::mem::take(&mut console.scenario),
        );
        // The scrollback starts again; the lines typed are the scenario's.
        *console = ConsoleWindow { open, focus: open, histories, history, scenario, ..Default::default() };
        console.switch_history(&s.name);
    }
}

/// The sim's answers go into the scrollback; a "did you mean" goes on a
/// line of its own, so the line it offers is not cut at the window's edge.
fn collect(mut replies: MessageReader<ConsoleReply>, mut console: ResMut<ConsoleWindow>) {
    for r in replies.read() {
        console.lines.push((format!("> {}", r.line), false));
        for l in r.text.lines() {
            // l10n-ok: the sim's reply, in English, as the console writes it.
            match l.split_once("; did you mean: ") {
                Some((error, fix)) => {
                    console.lines.push((error.to_string(), !r.ok));
                    // l10n-ok: the sim's reply, in English, as the console writes it.
                    console.lines.push((format!("  did you mean: {fix}"), !r.ok));
                }
                None => console.lines.push((l.to_string(), !r.ok)),
            }
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
    log: Option<Res<crate::sim::SimLog>>,
) -> Result {
    if !console.open {
        return Ok(());
    }
    // What Tab completes to: the names the board's log holds now.
    let names = log
        .map(|l| crate::console::complete::Names::of(&l.0, &crate::console::LiveGroups::default()))
        .unwrap_or_default();
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    egui::Window::new(t!("console-title"))
        .id(window_id("Console")) // l10n-ok: the window's id, its English title
        .open(&mut open)
        // Right of the left column (the brief and goals), low on the window.
        .default_pos([super::goals::COLUMN + 16.0, 300.0])
        .default_size([720.0, 360.0])
        .resizable(true)
        .show(ctx, |ui| {
            match &cluster.0 {
                // A real cluster: its own topics and groups, not the game's.
                Some(real) => {
                    ui.weak(t!("console-about-real"));
                    ui.weak(real.as_str());
                }
                None => {
                    ui.weak(t!("console-about-live"));
                    ui.weak(real_cluster());
                }
            }
            // The scrollback takes what the field (and the line of choices
            // or of the search above it, one line cut to the window) left
            // the frame before, so the window keeps its size.
            let below = if console.input_height > 0.0 { console.input_height } else { 64.0 };
            egui::ScrollArea::both()
                .stick_to_bottom(true)
                .auto_shrink([false, false])
                .max_height(ui.available_height() - below)
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
            let top = ui.cursor().min.y;
            input_row(ui, &mut console, &names, &mut actions);
            console.input_height = ui.cursor().min.y - top;
        });
    if !open {
        console.open = false;
    }
    Ok(())
}

/// The field a line is typed in, with Tab, Up/Down, Ctrl-R and Enter, and
/// above it the choices a second Tab listed or the search's match.
fn input_row(
    ui: &mut egui::Ui,
    console: &mut ConsoleWindow,
    names: &crate::console::complete::Names,
    actions: &mut MessageWriter<PlayerAction>,
) {
    let id = egui::Id::new("console-input");
    let focused = ui.memory(|m| m.has_focus(id));
    if focused {
        keys(ui, console, names);
    }
    // Above the field: the search's match, or the choices a second Tab listed.
    if let Some(search) = &console.search {
        let found = search.found.map(|i| console.history[i].clone()).unwrap_or_else(|| t!("console-no-match"));
        ui.add(
            egui::Label::new(egui::RichText::new(t!("console-reverse-search", found = found)).monospace()).truncate(),
        );
    } else if let Some(choices) = &console.choices {
        ui.add(egui::Label::new(egui::RichText::new(choices).monospace().weak()).truncate())
            .on_hover_text(choices.as_str());
    } else {
        // The line is always there, so the window keeps its size.
        ui.add(egui::Label::new(egui::RichText::new(t!("console-keys-line")).monospace().weak()).wrap());
    }
    let before = console.input.clone();
    let searching = console.search.is_some();
    let field = match console.search.as_mut() {
        Some(search) => egui::TextEdit::singleline(&mut search.query).hint_text(t!("console-search-hint")),
        None => egui::TextEdit::singleline(&mut console.input).hint_text(t!("console-input-hint")),
    };
    // Tab and the arrows stay in the field; so does Esc while searching (it
    // gives the line back instead of leaving the field).
    let filter = egui::EventFilter { tab: true, horizontal_arrows: true, vertical_arrows: true, escape: searching };
    let output =
        field.id(id).font(egui::TextStyle::Monospace).desired_width(f32::INFINITY).event_filter(filter).show(ui);
    let response = output.response.response;
    if console.input != before {
        // A new line: old choices no longer apply.
        console.choices = None;
        console.tabbed = None;
    }
    if let Some(search) = console.search.as_mut()
        && response.changed()
    {
        search.found = console.history.iter().rposition(|l| l.contains(search.query.as_str()));
    }
    if std::mem::take(&mut console.to_end) {
        let mut state = output.state;
        let end = egui::text::CCursor::new(console.input.chars().count());
        state.cursor.set_char_range(Some(egui::text::CCursorRange::one(end)));
        state.store(ui.ctx(), id);
    }
    if console.focus {
        response.request_focus();
        console.focus = false;
    }
    if response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
        let line = match console.search.take() {
            Some(Search { found: Some(i), .. }) => console.history[i].clone(),
            // Nothing found: the line typed before comes back, not run.
            Some(search) => {
                console.input = search.before;
                console.to_end = true;
                response.request_focus();
                return;
            }
            None => console.input.trim().to_string(),
        };
        console.input.clear();
        console.cursor = None;
        console.choices = None;
        if !line.is_empty() {
            console.history.push(line.clone());
            actions.write(PlayerAction::Console { line });
        }
        response.request_focus();
    }
}

/// The keys the field takes before egui does: Tab, Ctrl-R, Esc in a
/// search, Up/Down.
fn keys(ui: &mut egui::Ui, console: &mut ConsoleWindow, names: &crate::console::complete::Names) {
    let (tab, ctrl_r, escape, up, down, sideways) = ui.input_mut(|i| {
        (
            i.consume_key(egui::Modifiers::NONE, egui::Key::Tab),
            i.consume_key(egui::Modifiers::CTRL, egui::Key::R),
            console.search.is_some() && i.consume_key(egui::Modifiers::NONE, egui::Key::Escape),
            i.key_pressed(egui::Key::ArrowUp),
            i.key_pressed(egui::Key::ArrowDown),
            i.key_pressed(egui::Key::ArrowLeft) || i.key_pressed(egui::Key::ArrowRight),
        )
    });
    if ctrl_r {
        let next = match &console.search {
            // Again: the next older match.
            Some(s) => s.found.and_then(|i| console.find(&s.query, i)).or(s.found),
            None => console.find("", console.history.len()),
        };
        let search =
            console.search.get_or_insert_with(|| Search { before: console.input.clone(), ..Default::default() });
        search.found = next;
        return;
    }
    if let Some(search) = console.search.take() {
        if escape {
            console.input = search.before;
            console.to_end = true;
        } else if tab || up || down || sideways {
            // Take the match to edit.
            console.input = search.found.map(|i| console.history[i].clone()).unwrap_or(search.before);
            console.to_end = true;
        } else {
            console.search = Some(search);
        }
        return;
    }
    if tab {
        console.tab(names);
    }
    if up && !console.history.is_empty() {
        let i = console.cursor.map(|c| c.saturating_sub(1)).unwrap_or(console.history.len() - 1);
        console.cursor = Some(i);
        console.input = console.history[i].clone();
        console.to_end = true;
    }
    if down && let Some(c) = console.cursor {
        if c + 1 < console.history.len() {
            console.cursor = Some(c + 1);
            console.input = console.history[c + 1].clone();
        } else {
            console.cursor = None;
            console.input.clear();
        }
        console.to_end = true;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::console::complete::Names;

    #[test]
    fn a_tab_completes_and_a_second_tab_lists() {
        let mut names = Names::default();
        names.topics.extend(["orders".to_string(), "order-events".to_string()]);
        let mut c = ConsoleWindow { input: "prod".into(), ..Default::default() };
        c.tab(&names);
        assert_eq!(c.input, "produce ");
        c.input.push_str("or");
        c.tab(&names);
        assert_eq!(c.input, "produce order", "the start both share");
        assert_eq!(c.choices, None);
        c.tab(&names);
        assert_eq!(c.choices.as_deref(), Some("order-events  orders  T"), "the next Tab lists them");
        // Where Tab adds nothing, the first Tab only marks the line; the second lists.
        let mut c = ConsoleWindow { input: "co".into(), ..Default::default() };
        c.tab(&names);
        assert_eq!((c.input.as_str(), c.choices.as_deref()), ("co", None));
        c.tab(&names);
        assert_eq!(c.choices.as_deref(), Some("commit  compact  consume"));
    }

    #[test]
    fn each_scenario_keeps_its_own_history() {
        let mut c = ConsoleWindow::default();
        c.switch_history("one");
        c.history.push("topics".into());
        c.switch_history("two");
        assert!(c.history.is_empty());
        c.history.push("groups".into());
        c.switch_history("one");
        assert_eq!(c.history, ["topics"]);
        c.switch_history("one");
        assert_eq!(c.history, ["topics"], "a restart keeps it");
        c.switch_history("two");
        assert_eq!(c.history, ["groups"]);
    }

    #[test]
    fn a_search_finds_the_newest_line_first_then_older_ones() {
        let c = ConsoleWindow {
            history: vec!["produce orders a".into(), "topics".into(), "produce orders b".into()],
            ..Default::default()
        };
        assert_eq!(c.find("produce", 3), Some(2));
        assert_eq!(c.find("produce", 2), Some(0));
        assert_eq!(c.find("produce", 0), None);
        assert_eq!(c.find("groups", 3), None);
    }
}
