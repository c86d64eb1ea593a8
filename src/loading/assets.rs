//! The asset loaders for catalogs and scenarios, and the one-line
//! description of a failed load.

use bevy::asset::{AssetLoader, LoadContext, io::Reader};
use bevy::prelude::*;

use crate::rules::catalog::Catalog;
use crate::rules::data::DataError;
use crate::rules::scenario::Scenario;

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
        let text = read_text(reader, &file).await?;
        let scenario = Scenario::parse_unchecked(&text, &file)?;
        translations(&text, load_context).await;
        Ok(scenario)
    }

    fn extensions(&self) -> &[&str] {
        &["scenario.ron"]
    }
}

/// Loads `*.catalog.ron` / `catalog.ron` through the AssetServer.
#[derive(Default, TypePath)]
pub struct CatalogLoader;

impl AssetLoader for CatalogLoader {
    type Asset = Catalog;
    type Settings = ();
    type Error = DataError;

    async fn load(
        &self,
        reader: &mut dyn Reader,
        _settings: &(),
        load_context: &mut LoadContext<'_>,
    ) -> Result<Catalog, DataError> {
        let file = load_context.path().to_string();
        let text = read_text(reader, &file).await?;
        Catalog::parse(&text, &file)
    }

    fn extensions(&self) -> &[&str] {
        &["catalog.ron"]
    }
}

/// Reads a mod's translations as its scenario loads
/// (docs/RULES.md#languages): `NAME.scenario.<tag>.ftl` beside it (any it
/// lacks, it lacks), shown before the shipped data's for the same English
/// (which are built in: a shipped scenario reads none here). Errors in them
/// are logged; the English is shown where one fails.
async fn translations(text: &str, load_context: &mut LoadContext<'_>) {
    use crate::locale::{Language, data};
    let path = load_context.path().clone_owned();
    let name = path.path().file_name().map(|n| n.to_string_lossy().to_string()).unwrap_or_default();
    let stem = name.strip_suffix(".scenario.ron").unwrap_or(&name);
    if path.source().as_str() == Some("shipped") {
        return;
    }
    let mut files = Vec::new();
    for language in &Language::ALL[1..] {
        let beside = path.path().with_file_name(format!("{stem}.scenario.{}.ftl", language.tag()));
        let at = bevy::asset::AssetPath::from(beside.clone()).with_source(path.source().clone_owned());
        if let Ok(bytes) = load_context.read_asset_bytes(at).await {
            files.push((*language, beside.display().to_string(), String::from_utf8_lossy(&bytes).into_owned()));
        }
    }
    // Registered even with none: what the file had before is let go.
    let files: Vec<(Language, String, &str)> = files.iter().map(|(l, f, t)| (*l, f.clone(), t.as_str())).collect();
    for e in data::register(&path.to_string(), text, &files) {
        warn!("{e}");
    }
}

/// Asset registration only (the headless runner and tests need no more).
pub fn register_assets(app: &mut App) {
    app.init_asset::<Catalog>()
        .init_asset::<Scenario>()
        .register_asset_loader(CatalogLoader)
        .register_asset_loader(ScenarioLoader);
}

/// Reads a whole asset as UTF-8 text (for the RON loaders).
///
/// Errors: the reader fails, the file is over
/// [`crate::log::limits::MAX_FILE_BYTES`] (it stops reading there), or
/// the bytes are not UTF-8.
pub async fn read_text(reader: &mut dyn bevy::asset::io::Reader, file: &str) -> Result<String, DataError> {
    use bevy::tasks::futures_lite::AsyncReadExt;
    let mut bytes = Vec::new();
    let mut chunk = vec![0u8; 64 * 1024];
    loop {
        let n = reader.read(&mut chunk).await.map_err(|e| DataError::io(file, e.to_string()))?;
        if n == 0 {
            break;
        }
        bytes.extend_from_slice(&chunk[..n]);
        if bytes.len() > crate::log::limits::MAX_FILE_BYTES {
            return Err(crate::rules::data::too_large(file, crate::log::limits::MAX_FILE_BYTES as u64));
        }
    }
    String::from_utf8(bytes).map_err(|_| DataError::io(file, "the file is not UTF-8 text".into()))
}

/// One line for a failed load: our own error when the loader gave one, with
/// the file as the player knows it.
pub(crate) fn describe_failure(error: &bevy::asset::AssetLoadError, shown_as: &str) -> String {
    if let bevy::asset::AssetLoadError::AssetLoaderError(e) = error
        && let Some(data) = e.error().downcast_ref::<DataError>()
    {
        let mut data = data.clone();
        data.file = shown_as.to_string();
        return data.to_string();
    }
    format!("{shown_as}: {error}")
}
