//! Loading, above the sim: the catalog and the chosen scenario come in
//! through the AssetServer, the sim starts on them, they reload when their
//! files change, and what went wrong is kept for the screen to show.
//!
//! It owns the asset loaders, the hot-reload watcher, the platform paths
//! and [`LoadStatus`]; it may use the sim, the rule data and the layers
//! below, never `view`, `ui` or `audio` (docs/ARCHITECTURE.md).

mod assets;
pub mod paths;
mod watch;

use bevy::asset::AssetLoadFailedEvent;
use bevy::prelude::*;

pub(crate) use assets::describe_failure;
pub use assets::{CatalogLoader, ScenarioLoader, read_text, register_assets};
pub use watch::AssetDirs;

use crate::rules::catalog::Catalog;
use crate::rules::scenario::Scenario;
use crate::t;

/// The screen the game shows: the loading screen until the catalog (and a
/// scenario asked for on the command line) is in, the title screen, the
/// game's (board, panels, sound), and the debrief at a scenario's end.
/// Systems of a screen run only on it, and what a screen spawns goes with
/// it (`DespawnOnExit`).
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    /// The catalog and the first scenario are being read (or the scenario
    /// has an error to fix).
    #[default]
    Loading,
    /// The title screen: continue, the campaign, exercises, incidents, the
    /// sandbox, mods, settings.
    Title,
    /// A scenario is on the board.
    Playing,
    /// A scenario ended (won, lost, out of time, or left): what happened.
    Debrief,
}

/// Which scenario the game plays: an asset path (`scenario://name.scenario.ron`)
/// and the file name shown to the player.
#[derive(Resource, Clone, Debug)]
pub struct ScenarioChoice {
    /// Asset path of the scenario.
    pub asset_path: String,
    /// File path as the player knows it (for messages).
    pub shown_as: String,
}

impl ScenarioChoice {
    /// The asset source the scenario comes from (`scenario`, `shipped`,
    /// `mods`), where its own catalog is looked up too.
    fn source(&self) -> &str {
        self.asset_path.split_once("://").map(|(s, _)| s).unwrap_or("scenario")
    }
}

/// Play another scenario: the game loads it and starts it; until it loads
/// (or if it fails to), the current one goes on.
#[derive(Message, Clone, Debug)]
pub struct ChooseScenario {
    /// What to play.
    pub choice: ScenarioChoice,
}

/// A scenario the player picked from their disk (the web build): played
/// from its text, with the shipped catalog.
#[derive(Message, Clone, Debug)]
pub struct PlayText {
    /// File name, for messages.
    pub file: String,
    /// Its text.
    pub text: String,
}

/// What the loading went like, for the UI.
#[derive(Resource, Clone, Debug, Default)]
pub struct LoadStatus {
    /// The last error, one line; the game goes on with the last good state.
    pub error: Option<String>,
    /// What the player can do about `error`, when it is not a scenario
    /// file's (a save's, the settings'); the scenario advice when absent.
    pub hint: Option<String>,
    /// A short notice (e.g. "Reloaded first-shop.scenario.ron").
    pub notice: Option<String>,
    /// True once a scenario runs.
    pub running: bool,
    /// How many times the scenario was (re)started.
    pub loads: u32,
}

/// Whether the game on the board replays someone's replay code
/// ([`crate::save::code`]): its end is theirs, not the player's, so it
/// earns no stars and opens no level. Any start of a scenario (a choice, a
/// reload, a restart) ends it.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ReplayedCode(pub bool);

#[derive(Resource)]
struct Handles {
    /// `assets/catalog.ron`.
    catalog: Handle<Catalog>,
    scenario: Handle<Scenario>,
    /// The scenario's own catalog, when it names one: (file, handle).
    own_catalog: Option<(String, Handle<Catalog>)>,
    /// The scenario asset on the board now (its first load after a reload
    /// is no reason to start it once more).
    playing: Option<AssetId<Scenario>>,
    /// The catalog asset the board plays by now.
    playing_catalog: Option<AssetId<Catalog>>,
}

/// The game-side plugin: loads, starts, hot-reloads, reports.
pub(crate) fn plugin(app: &mut App) {
    register_assets(app);
    watch::plugin(app);
    app.init_state::<Screen>()
        .init_resource::<LoadStatus>()
        .init_resource::<ReplayedCode>()
        .add_message::<ChooseScenario>()
        .add_message::<PlayText>()
        .add_systems(Startup, start_loading)
        .init_resource::<PendingStart>()
        .add_systems(
            PreUpdate,
            (choose, play_text, catalog_events, scenario_events, load_failures, start_pending, to_title).chain(),
        );
}

/// With no scenario asked for, the title screen comes as soon as the
/// catalog is in (its rules become the ones in force).
fn to_title(world: &mut World) {
    if *world.resource::<State<Screen>>().get() != Screen::Loading
        || !world.resource::<ScenarioChoice>().asset_path.is_empty()
        || world.resource::<LoadStatus>().loads > 0
    {
        return;
    }
    let handle = world.resource::<Handles>().catalog.clone();
    let Some(catalog) = world.resource::<Assets<Catalog>>().get(&handle).cloned() else { return };
    world.insert_resource(catalog);
    world.resource_mut::<NextState<Screen>>().into_inner().set_if_neq(Screen::Title);
}

/// The shipped scenario `file` (`campaign-1-one-order.scenario.ron`) as a
/// choice.
pub fn shipped_choice(file: &str) -> ScenarioChoice {
    ScenarioChoice { asset_path: format!("shipped://{file}"), shown_as: format!("scenarios/{file}") }
}

fn start_loading(mut commands: Commands, server: Res<AssetServer>, choice: Res<ScenarioChoice>) {
    // No scenario asked for: the title screen comes once the catalog is in.
    let scenario =
        if choice.asset_path.is_empty() { Handle::default() } else { server.load(choice.asset_path.clone()) };
    commands.insert_resource(Handles {
        catalog: server.load("catalog.ron"),
        scenario,
        own_catalog: None,
        playing: None,
        playing_catalog: None,
    });
}

fn choose(
    mut chosen: MessageReader<ChooseScenario>,
    server: Res<AssetServer>,
    mut handles: ResMut<Handles>,
    mut commands: Commands,
    mut pending: ResMut<PendingStart>,
) {
    for c in chosen.read() {
        handles.scenario = server.load(c.choice.asset_path.clone());
        handles.own_catalog = None;
        commands.insert_resource(c.choice.clone());
        // Already loaded (chosen before): start it now; else its event will.
        pending.ask(false);
    }
}

fn play_text(
    mut picked: MessageReader<PlayText>,
    mut scenarios: ResMut<Assets<Scenario>>,
    mut handles: ResMut<Handles>,
    mut status: ResMut<LoadStatus>,
    mut commands: Commands,
    mut pending: ResMut<PendingStart>,
) {
    for p in picked.read() {
        match Scenario::parse_unchecked(&p.text, &p.file) {
            Ok(mut s) => {
                // A picked file is played with the shipped catalog.
                s.catalog = None;
                handles.scenario = scenarios.add(s);
                handles.own_catalog = None;
                commands.insert_resource(ScenarioChoice { asset_path: String::new(), shown_as: p.file.clone() });
                pending.ask(false);
            }
            Err(e) => {
                status.hint = None;
                status.hint = None;
                status.error = Some(e.to_string());
            }
        }
    }
}

fn catalog_events(
    mut events: MessageReader<AssetEvent<Catalog>>,
    handles: Res<Handles>,
    mut pending: ResMut<PendingStart>,
    status: Res<LoadStatus>,
) {
    for event in events.read() {
        let (AssetEvent::LoadedWithDependencies { id } | AssetEvent::Modified { id }) = event else { continue };
        let base = *id == handles.catalog.id() && handles.own_catalog.is_none();
        let own = handles.own_catalog.as_ref().is_some_and(|(_, h)| h.id() == *id);
        match event {
            // A catalog in force changed on disk: restart with its rules.
            AssetEvent::Modified { .. } if (base || own) && status.loads > 0 => pending.ask(true),
            // The first load of the catalog, or of the scenario's own one:
            // start (if the scenario is in already; else its own event will).
            AssetEvent::LoadedWithDependencies { .. }
                if status.loads == 0 || (own && handles.playing_catalog != Some(*id)) =>
            {
                pending.ask(false)
            }
            _ => {}
        }
    }
}

fn scenario_events(
    mut events: MessageReader<AssetEvent<Scenario>>,
    handles: Res<Handles>,
    mut pending: ResMut<PendingStart>,
) {
    for event in events.read() {
        match event {
            AssetEvent::LoadedWithDependencies { id }
                if *id == handles.scenario.id() && handles.playing != Some(*id) =>
            {
                pending.ask(false);
            }
            AssetEvent::Modified { id } if *id == handles.scenario.id() => {
                pending.ask(true);
            }
            _ => {}
        }
    }
}

/// A start asked for this frame (by a choice, or a load or change of the
/// scenario or its catalog): however many ask, it starts once. `Some(true)`
/// when any of them was a reload.
#[derive(Resource, Default)]
struct PendingStart(Option<bool>);

impl PendingStart {
    fn ask(&mut self, reload: bool) {
        self.0 = Some(self.0.unwrap_or(false) || reload);
    }
}

fn start_pending(world: &mut World) {
    if let Some(reload) = world.resource_mut::<PendingStart>().0.take() {
        start_scenario(world, reload);
    }
}

/// Starts the scenario on the board again from its beginning, as it was
/// played (a loaded save's too), and shows the game's screen.
pub fn restart(world: &mut World) {
    let Some(scenario) = world.resource::<crate::sim::Board>().scenario.clone() else { return };
    let shown = world.resource::<ScenarioChoice>().shown_as.clone();
    match crate::sim::load_scenario(world, (*scenario).clone(), &shown) {
        Ok(()) => {
            world.resource_mut::<LoadStatus>().loads += 1;
            world.insert_resource(ReplayedCode(false));
            world.resource_mut::<NextState<Screen>>().into_inner().set_if_neq(Screen::Playing);
        }
        Err(e) => world.resource_mut::<LoadStatus>().error = Some(e.to_string()),
    }
}

/// Starts (or restarts) the chosen scenario once it and its catalog are in:
/// the one it names, else `assets/catalog.ron`.
fn start_scenario(world: &mut World, reload: bool) {
    let handles = world.resource::<Handles>();
    let Some(scenario) = world.resource::<Assets<Scenario>>().get(&handles.scenario).cloned() else { return };
    let catalog_handle = match &scenario.catalog {
        Some(file) => {
            let loaded = handles.own_catalog.as_ref().filter(|(f, _)| f == file).map(|(_, h)| h.clone());
            match loaded {
                Some(h) => Some(h),
                None => {
                    let source = world.resource::<ScenarioChoice>().source().to_string();
                    let h = world.resource::<AssetServer>().load(format!("{source}://{file}"));
                    world.resource_mut::<Handles>().own_catalog = Some((file.clone(), h));
                    None // its event starts the scenario
                }
            }
        }
        None => {
            let base = handles.catalog.clone();
            world.resource_mut::<Handles>().own_catalog = None;
            Some(base)
        }
    };
    let Some(catalog_handle) = catalog_handle else { return };
    let Some(catalog) = world.resource::<Assets<Catalog>>().get(&catalog_handle).cloned() else { return };
    // The rules in force stay if the new scenario turns out invalid.
    let before = world.get_resource::<Catalog>().cloned();
    world.insert_resource(catalog);
    let shown = world.resource::<ScenarioChoice>().shown_as.clone();
    let result = crate::sim::load_scenario(world, scenario, &shown);
    if result.is_err()
        && let Some(old) = before
    {
        world.insert_resource(old);
    }
    match result {
        Ok(()) => {
            let mut handles = world.resource_mut::<Handles>();
            handles.playing = Some(handles.scenario.id());
            handles.playing_catalog = Some(catalog_handle.id());
            let mut status = world.resource_mut::<LoadStatus>();
            status.error = None;
            status.running = true;
            status.loads += 1;
            world.insert_resource(ReplayedCode(false));
            let mut status = world.resource_mut::<LoadStatus>();
            if reload {
                let name = std::path::Path::new(&shown).file_name().map(|f| f.to_string_lossy().into_owned());
                status.notice = Some(t!("game-reloaded", name = name.unwrap_or(shown.clone())));
            } else {
                status.notice = None;
            }
            info!("started scenario from {shown}");
            world.resource_mut::<NextState<Screen>>().into_inner().set_if_neq(Screen::Playing);
        }
        Err(e) => {
            error!("{e}");
            let mut status = world.resource_mut::<LoadStatus>();
            status.hint = None;
            status.error = Some(e.to_string());
        }
    }
}

fn load_failures(
    mut scenario_failed: MessageReader<AssetLoadFailedEvent<Scenario>>,
    mut catalog_failed: MessageReader<AssetLoadFailedEvent<Catalog>>,
    choice: Res<ScenarioChoice>,
    handles: Res<Handles>,
    mut status: ResMut<LoadStatus>,
) {
    // Only the scenario being played (the picker reads others and shows
    // their errors itself).
    for failed in scenario_failed.read().filter(|f| f.id == handles.scenario.id()) {
        status.hint = None;
        status.error = Some(describe_failure(&failed.error, &choice.shown_as));
        error!("{}", status.error.as_deref().unwrap_or_default());
    }
    for failed in catalog_failed.read() {
        let shown = failed.path.to_string();
        status.hint = None;
        status.error = Some(describe_failure(&failed.error, &shown));
        error!("{}", status.error.as_deref().unwrap_or_default());
    }
}
