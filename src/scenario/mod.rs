//! Scenarios: the RON format, its asset loader, and the game-side plugin
//! that loads the catalog and the chosen scenario through the AssetServer,
//! starts the sim on them, reloads on change and reports errors on screen.

mod schema;

use bevy::asset::{AssetLoadFailedEvent, AssetLoader, LoadContext, io::Reader};
use bevy::prelude::*;

pub use schema::*;

use crate::catalog::{Catalog, CatalogLoader};
use crate::data::DataError;

/// Reads `*.scenario.ron` files. Syntax and types are checked here; the
/// catalog's rules are checked when the scenario starts.
#[derive(Default, TypePath)]
pub struct ScenarioLoader;

impl AssetLoader for ScenarioLoader {
    type Asset = Scenario;
    type Settings = ();
    type Error = DataError;

    async fn load(
        &self,
        reader: &mut dyn Reader,
        _: &(),
        load_context: &mut LoadContext<'_>,
    ) -> Result<Scenario, DataError> {
        let file = load_context.path().path().display().to_string();
        let text = crate::data::read_text(reader, &file).await?;
        Scenario::parse_unchecked(&text, &file)
    }

    fn extensions(&self) -> &[&str] {
        &["scenario.ron"]
    }
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

/// What the loading went like, for the UI.
#[derive(Resource, Clone, Debug, Default)]
pub struct LoadStatus {
    /// The last error, one line; the game goes on with the last good state.
    pub error: Option<String>,
    /// A short notice (e.g. "Reloaded first-shop.scenario.ron").
    pub notice: Option<String>,
    /// True once a scenario runs.
    pub running: bool,
    /// How many times the scenario was (re)started.
    pub loads: u32,
}

#[derive(Resource)]
struct Handles {
    catalog: Handle<Catalog>,
    scenario: Handle<Scenario>,
}

/// Asset registration only (the headless runner and tests need no more).
pub fn register_assets(app: &mut App) {
    app.init_asset::<Catalog>()
        .init_asset::<Scenario>()
        .register_asset_loader(CatalogLoader)
        .register_asset_loader(ScenarioLoader);
}

/// The game-side plugin: loads, starts, hot-reloads, reports.
pub(crate) fn plugin(app: &mut App) {
    register_assets(app);
    app.init_resource::<LoadStatus>()
        .add_systems(Startup, start_loading)
        .add_systems(PreUpdate, (catalog_events, scenario_events, load_failures).chain());
}

fn start_loading(mut commands: Commands, server: Res<AssetServer>, choice: Res<ScenarioChoice>) {
    commands.insert_resource(Handles {
        catalog: server.load("catalog.ron"),
        scenario: server.load(choice.asset_path.clone()),
    });
}

fn catalog_events(
    mut events: MessageReader<AssetEvent<Catalog>>,
    handles: Res<Handles>,
    catalogs: Res<Assets<Catalog>>,
    mut commands: Commands,
    mut status: ResMut<LoadStatus>,
) {
    for event in events.read() {
        if let AssetEvent::LoadedWithDependencies { id } | AssetEvent::Modified { id } = event
            && *id == handles.catalog.id()
            && let Some(catalog) = catalogs.get(*id)
        {
            let first = status.loads == 0;
            commands.insert_resource(catalog.clone());
            if !first {
                status.notice = Some("Catalog reloaded; the scenario restarts with its rules".into());
            }
            // Starts the scenario if it is in already (else its own event will).
            commands.queue(move |world: &mut World| start_scenario(world, !first));
        }
    }
}

fn scenario_events(mut events: MessageReader<AssetEvent<Scenario>>, handles: Res<Handles>, mut commands: Commands) {
    for event in events.read() {
        match event {
            AssetEvent::LoadedWithDependencies { id } if *id == handles.scenario.id() => {
                commands.queue(|world: &mut World| start_scenario(world, false));
            }
            AssetEvent::Modified { id } if *id == handles.scenario.id() => {
                commands.queue(|world: &mut World| start_scenario(world, true));
            }
            _ => {}
        }
    }
}

/// Starts the chosen scenario again from its beginning.
pub fn restart(world: &mut World) {
    start_scenario(world, false);
}

/// Starts (or restarts) the chosen scenario once it and the catalog are in.
fn start_scenario(world: &mut World, reload: bool) {
    if world.get_resource::<Catalog>().is_none() {
        return; // catalog_events calls again once the catalog is in
    }
    let handle = world.resource::<Handles>().scenario.clone();
    let Some(scenario) = world.resource::<Assets<Scenario>>().get(&handle).cloned() else { return };
    let shown = world.resource::<ScenarioChoice>().shown_as.clone();
    match crate::sim::load_scenario(world, scenario, &shown) {
        Ok(()) => {
            let mut status = world.resource_mut::<LoadStatus>();
            status.error = None;
            status.running = true;
            status.loads += 1;
            if reload {
                status.notice = Some(format!("Reloaded {shown}"));
            }
            info!("started scenario from {shown}");
        }
        Err(e) => {
            error!("{e}");
            let mut status = world.resource_mut::<LoadStatus>();
            status.error = Some(e.to_string());
        }
    }
}

fn load_failures(
    mut scenario_failed: MessageReader<AssetLoadFailedEvent<Scenario>>,
    mut catalog_failed: MessageReader<AssetLoadFailedEvent<Catalog>>,
    choice: Res<ScenarioChoice>,
    mut status: ResMut<LoadStatus>,
) {
    for failed in scenario_failed.read() {
        status.error = Some(describe_failure(&failed.error, &choice.shown_as));
        error!("{}", status.error.as_deref().unwrap_or_default());
    }
    for failed in catalog_failed.read() {
        status.error = Some(describe_failure(&failed.error, "assets/catalog.ron"));
        error!("{}", status.error.as_deref().unwrap_or_default());
    }
}

/// One line for a failed load: our own error when the loader gave one, with
/// the file as the player knows it.
fn describe_failure(error: &bevy::asset::AssetLoadError, shown_as: &str) -> String {
    if let bevy::asset::AssetLoadError::AssetLoaderError(e) = error
        && let Some(data) = e.error().downcast_ref::<DataError>()
    {
        let mut data = data.clone();
        data.file = shown_as.to_string();
        return data.to_string();
    }
    format!("{shown_as}: {error}")
}
