//! The title screen, the game's default start: Continue (the autosave or
//! another save), the campaign (each level's stars and best score, and
//! which are open),
//! the console exercises, the incidents, the sandbox and First shop, the
//! player's mods, a replay code to open, the settings, and Quit. Mouse, or the keyboard: ↑/↓ pick,
//! Enter or → opens a section or plays, Esc or ← goes back.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::picker::ScenarioPicker;
use super::{UiSet, colour};
use crate::loading::{ChooseScenario, Screen, shipped_choice};
use crate::progress::Progress;
use crate::rules::index::IndexEntry;
use crate::rules::scenario::Scenario;
use crate::t;
use crate::view::palette::Palette;

/// The title screen's menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Item {
    /// Load the autosave or another save.
    Continue,
    /// Play the tutorial.
    Tutorial,
    /// The campaign's levels.
    Campaign,
    /// The console exercises.
    Exercises,
    /// The incident scenarios.
    Incidents,
    /// The sandbox, First shop and the rest.
    Sandbox,
    /// The player's own scenarios.
    Mods,
    /// Open a replay code someone gave.
    ReplayCode,
    /// Volume, UI scale, colours.
    Settings,
    /// The achievements, earned and locked.
    Achievements,
    /// Leave the game (not on the web).
    Quit,
}

impl Item {
    /// The menu, top to bottom.
    pub const ALL: [Item; 11] = [
        Item::Continue,
        Item::Tutorial,
        Item::Campaign,
        Item::Exercises,
        Item::Incidents,
        Item::Sandbox,
        Item::Mods,
        Item::ReplayCode,
        Item::Settings,
        Item::Achievements,
        Item::Quit,
    ];
    fn label(self) -> String {
        match self {
            Item::Continue => t!("title-item-continue"),
            Item::Tutorial => t!("title-item-tutorial"),
            Item::Campaign => t!("title-item-campaign"),
            Item::Exercises => t!("title-item-exercises"),
            Item::Incidents => t!("title-item-incidents"),
            Item::Sandbox => t!("title-item-sandbox"),
            Item::Mods => t!("title-item-mods"),
            Item::ReplayCode => t!("title-item-replay-code"),
            Item::Settings => t!("title-item-settings"),
            Item::Achievements => t!("title-item-achievements"),
            Item::Quit => t!("title-item-quit"),
        }
    }
    /// The scenario index sections this item lists.
    fn sections(self) -> &'static [&'static str] {
        match self {
            // Every chapter (the index marks campaign levels; these are its
            // sections, in order). The data's section names, compared:
            // [`section_name`] shows them.
            Item::Campaign => &["Campaign", "On call"], // l10n-ok: data compared
            Item::Exercises => &["Console exercises"],  // l10n-ok: data compared
            Item::Incidents => &["Incidents"],          // l10n-ok: data compared
            Item::Sandbox => &["Start here", "Interview", "Benchmarks"], // l10n-ok: data compared
            Item::Tutorial => &[],
            _ => &[],
        }
    }
}

/// A scenario index section's name as shown (`section` is the data's
/// name, `scenarios/index.ron`'s, which the code compares): the shipped
/// sections in the player's language, any other (a campaign chapter, a
/// mod's) as the data's translations give it.
pub(super) fn section_name(section: &str) -> String {
    match section {
        "Campaign" => t!("title-section-campaign"), // l10n-ok: data compared
        "On call" => t!("title-section-on-call"),   // l10n-ok: data compared
        "Console exercises" => t!("title-section-console-exercises"), // l10n-ok: data compared
        "Incidents" => t!("title-section-incidents"), // l10n-ok: data compared
        "Start here" => t!("title-section-start-here"), // l10n-ok: data compared
        "Interview" => t!("title-section-interview"), // l10n-ok: data compared
        "Benchmarks" => t!("title-section-benchmarks"), // l10n-ok: data compared
        other => crate::locale::data::text(other),
    }
}

/// Where the player is on the title screen.
#[derive(Resource, Debug)]
pub struct TitleMenu {
    /// The menu item picked.
    pub item: usize,
    /// The entry picked in its list (keyboard), when the list has the focus.
    pub entry: Option<usize>,
    /// The replay code typed or pasted under Replay code.
    pub code: String,
}

/// The tutorial's scenario file.
pub const TUTORIAL: &str = "tutorial.scenario.ron";

impl Default for TitleMenu {
    fn default() -> Self {
        // A new player starts on the tutorial.
        TitleMenu { item: 1, entry: None, code: String::new() }
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TitleMenu>()
        .add_systems(OnEnter(Screen::Title), on_enter)
        .add_systems(Update, keys.run_if(in_state(Screen::Title)))
        .add_systems(EguiPrimaryContextPass, screen.in_set(UiSet::Screens).run_if(in_state(Screen::Title)));
}

/// Entering the title: the folders are read again, the saves first when
/// there are any.
fn on_enter(mut picker: ResMut<ScenarioPicker>, mut menu: ResMut<TitleMenu>, progress: Res<Progress>) {
    info!("title screen");
    picker.refresh();
    menu.entry = None;
    let has_saves = picker.saves().is_some_and(|(_, files)| !files.is_empty());
    // Continue when there is a game to go on with; the tutorial for a
    // player who has played nothing yet; else the campaign.
    menu.item = if has_saves && progress.last_played.is_some() {
        0
    } else if !progress.tutorial_done && progress.best.is_empty() {
        1
    } else {
        2
    };
}

/// The entries the picked item lists (its scenarios, in index order).
fn entries(item: Item) -> Vec<IndexEntry> {
    let index = crate::rules::index::shipped_index().unwrap_or_default();
    index.into_iter().filter(|e| item.sections().contains(&e.section.as_str())).collect()
}

/// ↑/↓, Enter/→, Esc/←.
fn keys(
    keys: Res<ButtonInput<KeyCode>>,
    capture: Res<crate::view::UiCapture>,
    mut menu: ResMut<TitleMenu>,
    progress: Res<Progress>,
    picker: Res<ScenarioPicker>,
    mut actions: TitleActions,
) {
    if capture.keyboard {
        return;
    }
    let pressed = |k: KeyCode| keys.just_pressed(k);
    let item = Item::ALL[menu.item.min(Item::ALL.len() - 1)];
    let list = entries(item);
    match menu.entry {
        None if pressed(KeyCode::ArrowDown) => menu.item = (menu.item + 1) % Item::ALL.len(),
        None if pressed(KeyCode::ArrowUp) => menu.item = (menu.item + Item::ALL.len() - 1) % Item::ALL.len(),
        None if pressed(KeyCode::Enter) || pressed(KeyCode::ArrowRight) => match item {
            Item::Continue => actions.continue_game(&picker),
            Item::Tutorial => actions.play(TUTORIAL),
            Item::Quit => actions.quit(),
            _ if !list.is_empty() => menu.entry = Some(0),
            _ => {}
        },
        Some(i) if pressed(KeyCode::ArrowDown) => menu.entry = Some((i + 1).min(list.len().saturating_sub(1))),
        Some(i) if pressed(KeyCode::ArrowUp) => menu.entry = Some(i.saturating_sub(1)),
        Some(_) if pressed(KeyCode::Escape) || pressed(KeyCode::ArrowLeft) => menu.entry = None,
        Some(i) if pressed(KeyCode::Enter) => {
            if let Some(e) = list.get(i)
                && open_level(&progress, &e.file)
            {
                actions.play(&e.file);
            }
        }
        _ => {}
    }
}

/// Whether a scenario can be played: campaign levels open one by one,
/// across its chapters ([`Progress::is_open`]).
fn open_level(progress: &Progress, file: &str) -> bool {
    let index = crate::rules::index::shipped_index().unwrap_or_default();
    progress.is_open(&index, file)
}

/// What the title screen can do.
#[derive(bevy::ecs::system::SystemParam)]
pub(super) struct TitleActions<'w> {
    choose: MessageWriter<'w, ChooseScenario>,
    load: MessageWriter<'w, super::saves::LoadGame>,
    open_code: MessageWriter<'w, super::saves::OpenCode>,
    exit: MessageWriter<'w, AppExit>,
}

impl TitleActions<'_> {
    fn play(&mut self, file: &str) {
        self.choose.write(ChooseScenario { choice: shipped_choice(file) });
    }
    /// Loads the autosave, or else the newest save.
    fn continue_game(&mut self, picker: &ScenarioPicker) {
        if let Some(path) = picker.continue_path() {
            self.load.write(super::saves::LoadGame { path });
        }
    }
    fn quit(&mut self) {
        if !cfg!(target_arch = "wasm32") {
            self.exit.write(AppExit::Success);
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn screen(
    mut contexts: EguiContexts,
    palette: Res<Palette>,
    mut menu: ResMut<TitleMenu>,
    progress: Res<Progress>,
    mut picker: ResMut<ScenarioPicker>,
    server: Res<AssetServer>,
    scenarios: Res<Assets<Scenario>>,
    catalog: Res<crate::rules::catalog::Catalog>,
    mut settings: ResMut<crate::settings::Settings>,
    book: Res<crate::achievements::Achievements>,
    mut actions: TitleActions,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let mut play: Option<crate::loading::ScenarioChoice> = None;
    super::full_screen(ctx, "title screen", colour(palette.background), |ui| {
        heading(ui, &palette);
        ui.add_space(18.0);
        ui.horizontal_top(|ui| {
            ui.vertical(|ui| {
                ui.set_width(220.0);
                menu_column(ui, &palette, &mut menu, &picker, &mut actions);
            });
            ui.separator();
            ui.vertical(|ui| {
                let item = Item::ALL[menu.item.min(Item::ALL.len() - 1)];
                let mut section =
                    Section { palette: &palette, progress: &progress, book: &book, menu: &mut menu, play: &mut play };
                section.show(ui, item, &mut picker, &mut settings, &mut actions, (&server, &scenarios, &catalog));
            });
        });
    });
    if let Some(choice) = play {
        actions.choose.write(ChooseScenario { choice });
    }
    Ok(())
}

fn heading(ui: &mut egui::Ui, palette: &Palette) {
    ui.label(egui::RichText::new("LOGJAM").size(56.0).strong().color(colour(palette.ui.notice)));
    ui.label(egui::RichText::new(t!("title-tagline")).size(16.0));
}

fn menu_column(
    ui: &mut egui::Ui,
    palette: &Palette,
    menu: &mut TitleMenu,
    picker: &ScenarioPicker,
    actions: &mut TitleActions,
) {
    for (i, item) in Item::ALL.iter().enumerate() {
        if *item == Item::Quit && cfg!(target_arch = "wasm32") {
            continue;
        }
        let on = menu.item == i;
        let text = egui::RichText::new(item.label()).size(22.0);
        let text = if on { text.strong().color(colour(palette.ui.good)) } else { text };
        let r = ui.add(egui::Button::selectable(on, text).min_size(egui::vec2(210.0, 36.0)));
        if r.clicked() {
            menu.item = i;
            menu.entry = None;
            match item {
                Item::Continue => actions.continue_game(picker),
                Item::Tutorial => actions.play(TUTORIAL),
                Item::Quit => actions.quit(),
                _ => {}
            }
        }
        ui.add_space(4.0);
    }
    ui.add_space(12.0);
    ui.weak(t!("title-keys"));
}

/// The right-hand side: what the picked item holds.
struct Section<'a> {
    palette: &'a Palette,
    progress: &'a Progress,
    book: &'a crate::achievements::Achievements,
    menu: &'a mut TitleMenu,
    play: &'a mut Option<crate::loading::ScenarioChoice>,
}

type Reading<'a> = (&'a AssetServer, &'a Assets<Scenario>, &'a crate::rules::catalog::Catalog);

impl Section<'_> {
    fn show(
        &mut self,
        ui: &mut egui::Ui,
        item: Item,
        picker: &mut ScenarioPicker,
        settings: &mut crate::settings::Settings,
        actions: &mut TitleActions,
        reading: Reading,
    ) {
        match item {
            Item::Continue => continue_section(ui, picker, actions),
            Item::ReplayCode => code_section(ui, &mut self.menu.code, actions),
            Item::Tutorial => tutorial_section(ui, self.progress, actions),
            Item::Settings => super::options::settings_grid(ui, settings),
            Item::Achievements => super::achievements::list(ui, self.palette, self.book, self.progress),
            Item::Mods => super::picker::mods_section(ui, picker, self.play),
            Item::Quit => {
                ui.label(t!("title-quit-text"));
            }
            _ => self.levels(ui, item, picker, reading),
        }
    }

    /// A list of scenarios with their stars (and locks), and the one picked.
    fn levels(&mut self, ui: &mut egui::Ui, item: Item, picker: &mut ScenarioPicker, reading: Reading) {
        let list = entries(item);
        // Nothing picked in this list: the first not yet won (the next level).
        if !list.iter().any(|e| picker.is_selected(&e.file))
            && let Some(e) = list.iter().find(|e| !self.progress.best(&e.file).won).or(list.first())
        {
            picker.select_shipped(&e.file, reading.0);
        }
        ui.columns(2, |cols| {
            egui::ScrollArea::vertical().id_salt("title list").max_height(520.0).show(&mut cols[0], |ui| {
                for (i, e) in list.iter().enumerate() {
                    // A chapter's heading over its first level.
                    if i > 0 && list[i - 1].section != e.section && item == Item::Campaign {
                        ui.add_space(6.0);
                        ui.strong(section_name(&e.section));
                    }
                    let open = open_level(self.progress, &e.file);
                    let best = self.progress.best(&e.file);
                    let lock = if open { "" } else { "🔒 " };
                    let on = self.menu.entry == Some(i) || picker.is_selected(&e.file);
                    let text = egui::RichText::new(format!("{lock}{}", crate::locale::data::text(&e.title))).size(17.0);
                    let text = if open { text } else { text.weak() };
                    let r = ui
                        .horizontal(|ui| {
                            let r = ui.add(egui::Button::selectable(on, text));
                            // The sandbox's scenarios have no stars to show.
                            if item == Item::Sandbox {
                                return r;
                            }
                            let stars = egui::RichText::new(stars_text(best.stars)).size(17.0);
                            ui.label(if best.stars > 0 {
                                stars.color(colour(self.palette.ui.goal[0]))
                            } else {
                                stars.weak()
                            });
                            // The best won score, to beat.
                            if let Some(score) = best.score {
                                ui.weak(t!("title-best", score = crate::rules::words::shown_amount(score as f64)))
                                    .on_hover_text(t!("title-best-hover"));
                            }
                            r
                        })
                        .inner;
                    let r = if open { r } else { r.on_hover_text(t!("title-locked-hover")) };
                    let moved_to = self.menu.entry == Some(i) && !picker.is_selected(&e.file);
                    if moved_to {
                        // Picked with the keys: bring it into the list's view
                        // (once, so the wheel still scrolls freely).
                        r.scroll_to_me(None);
                    }
                    if r.clicked() || moved_to {
                        self.menu.entry = Some(i);
                        picker.select_shipped(&e.file, reading.0);
                    }
                }
            });
            let ui = &mut cols[1];
            let picked = list.iter().find(|e| picker.is_selected(&e.file)).map(|e| e.file.clone());
            let open = picked.as_deref().is_none_or(|f| open_level(self.progress, f));
            super::picker::details(
                ui,
                self.palette,
                picker,
                reading.0,
                reading.1,
                reading.2,
                self.play,
                open,
                self.progress,
            );
        });
    }
}

/// `★★☆`.
pub(super) fn stars_text(earned: u8) -> String {
    (0..3).map(|i| if i < earned { '★' } else { '☆' }).collect()
}

/// The tutorial: what it teaches, and Start.
fn tutorial_section(ui: &mut egui::Ui, progress: &Progress, actions: &mut TitleActions) {
    ui.label(egui::RichText::new(t!("title-tutorial-heading")).size(20.0));
    ui.label(t!("title-tutorial-text"));
    ui.add_space(8.0);
    let label = if progress.tutorial_done { t!("title-tutorial-again") } else { t!("title-tutorial-start") };
    if ui.button(egui::RichText::new(label).size(20.0)).clicked() {
        actions.play(TUTORIAL);
    }
    if progress.tutorial_done {
        ui.weak(t!("title-tutorial-done"));
    }
}

/// The autosave (or the newest save) to go on with, and the other saves.
fn continue_section(ui: &mut egui::Ui, picker: &mut ScenarioPicker, actions: &mut TitleActions) {
    match picker.continue_path() {
        Some(path) => {
            let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            ui.label(t!("title-continue-from", name = name));
            if ui.button(egui::RichText::new(t!("title-continue-button")).size(20.0)).clicked() {
                actions.continue_game(picker);
            }
        }
        None => {
            ui.label(t!("title-continue-none"));
        }
    }
    ui.add_space(12.0);
    super::picker::saves_list(ui, picker, &mut actions.load);
}

/// Open replay code: paste a code (`logjam code`, "Copy replay code") and
/// play the game it holds. A code that cannot be played says why; nothing
/// the player has changes.
fn code_section(ui: &mut egui::Ui, code: &mut String, actions: &mut TitleActions) {
    ui.label(egui::RichText::new(t!("title-code-heading")).size(20.0));
    ui.label(t!("title-code-text"));
    ui.add_space(8.0);
    ui.horizontal(|ui| {
        let edit = egui::TextEdit::singleline(code).hint_text("LJ1.…").desired_width(360.0);
        let typed = ui.add(edit);
        let enter = typed.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        let play = ui.add_enabled(
            !code.trim().is_empty(),
            egui::Button::new(egui::RichText::new(t!("title-code-play")).size(18.0)),
        );
        if (play.clicked() || enter) && !code.trim().is_empty() {
            actions.open_code.write(super::saves::OpenCode { code: code.trim().to_string() });
        }
    });
}
