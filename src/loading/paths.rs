//! Where the game's data lives on the desktop.

use std::path::{Path, PathBuf};

/// The folder holding `assets/` and `scenarios/`: the first of
/// `BEVY_ASSET_ROOT`, `CARGO_MANIFEST_DIR`, the working directory, and the
/// executable's folder and its parents that has `assets/catalog.ron`; the
/// working directory when none has.
pub fn data_root() -> PathBuf {
    let mut candidates: Vec<PathBuf> = Vec::new();
    for var in ["BEVY_ASSET_ROOT", "CARGO_MANIFEST_DIR"] {
        if let Some(v) = std::env::var_os(var) {
            candidates.push(PathBuf::from(v));
        }
    }
    let cwd = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."));
    candidates.push(cwd.clone());
    if let Ok(exe) = std::env::current_exe() {
        candidates.extend(exe.ancestors().skip(1).take(5).map(Path::to_path_buf));
    }
    candidates.into_iter().find(|c| c.join("assets").join("catalog.ron").is_file()).unwrap_or(cwd)
}

/// The default scenario's file.
pub fn default_scenario() -> PathBuf {
    data_root().join("scenarios").join("first-shop.scenario.ron")
}

/// The mods folder: `$XDG_DATA_HOME/logjam/mods` (or
/// `~/.local/share/logjam/mods`), created if missing. `None` when no home
/// folder is known or it cannot be created.
pub fn mods_dir() -> Option<PathBuf> {
    let base = std::env::var_os("XDG_DATA_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".local").join("share")))?;
    let dir = base.join("logjam").join("mods");
    std::fs::create_dir_all(&dir).ok()?;
    Some(dir)
}

/// The `*.scenario.ron` files in a folder, sorted.
pub fn scenario_files(dir: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok())
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|n| n.ends_with(".scenario.ron"))
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}
