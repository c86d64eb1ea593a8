//! Hot reload on the desktop: our own watcher looks at the modification
//! times of the files in play and asks the AssetServer to load again what
//! changed.

use bevy::prelude::*;

use super::Handles;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, watch.run_if(resource_exists::<AssetDirs>));
}

/// Where each asset source lives on disk (`""` is the assets folder), for
/// the watcher. Desktop only; without it nothing is watched.
#[derive(Resource, Clone, Debug, Default)]
pub struct AssetDirs(pub std::collections::HashMap<String, std::path::PathBuf>);

/// When the watched files last changed, and when to look next.
#[derive(Default)]
struct Watch {
    /// Asset path → modification time last seen.
    seen: std::collections::HashMap<String, std::time::SystemTime>,
    /// Real seconds since startup of the next look.
    next: f64,
}

/// Hot reload: twice a second, looks at the modification time of the
/// scenario being played, its catalog and `assets/catalog.ron`, and asks the
/// AssetServer to load again what changed (the asset events then restart
/// the scenario, or report the error and keep the running one).
fn watch(
    time: Res<Time<Real>>,
    dirs: Res<AssetDirs>,
    server: Res<AssetServer>,
    handles: Res<Handles>,
    mut state: Local<Watch>,
) {
    let now = time.elapsed_secs_f64();
    if now < state.next {
        return;
    }
    state.next = now + 0.5;
    let mut paths: Vec<String> = vec!["catalog.ron".into()];
    if let Some(p) = server.get_path(handles.scenario.id()) {
        paths.push(p.to_string());
    }
    if let Some(p) = handles.own_catalog.as_ref().and_then(|(_, h)| server.get_path(h.id())) {
        paths.push(p.to_string());
    }
    for asset_path in paths {
        let (source, file) = asset_path.split_once("://").unwrap_or(("", &asset_path));
        let Some(dir) = dirs.0.get(source) else { continue };
        let Ok(modified) = std::fs::metadata(dir.join(file)).and_then(|m| m.modified()) else { continue };
        match state.seen.insert(asset_path.clone(), modified) {
            Some(before) if before != modified => {
                info!("{asset_path} changed on disk: loading it again");
                server.reload(asset_path);
            }
            _ => {}
        }
    }
}
