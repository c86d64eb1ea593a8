//! F12: a screenshot of the window, on every screen. On the desktop it is
//! saved as `logjam-N.png` (the next free N) in the screenshots folder,
//! `$XDG_DATA_HOME/logjam/screenshots` (or
//! `~/.local/share/logjam/screenshots`); in the browser it is downloaded as
//! `logjam.png`. A notice says where, or why it could not be saved.

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured};

use crate::loading::LoadStatus;
use crate::t;

pub(super) fn plugin(app: &mut App) {
    // Not in `UiSet::Input`: that runs only while a scenario is played.
    app.add_systems(Update, f12);
}

fn f12(keys: Res<ButtonInput<KeyCode>>, mut status: ResMut<LoadStatus>, mut commands: Commands) {
    if !keys.just_pressed(KeyCode::F12) {
        return;
    }
    match target() {
        Ok(path) => {
            commands.spawn(Screenshot::primary_window()).observe(save(path));
        }
        Err(why) => {
            warn!("no screenshot: {}", why.english());
            status.error = Some(t!("screenshot-key-none", why = why.shown()));
            status.hint = Some(t!("screenshot-key-goes-on"));
        }
    }
}

/// Why there is nowhere to save a screenshot.
#[cfg_attr(target_arch = "wasm32", allow(dead_code))]
enum NoTarget {
    /// No home folder.
    NoHome,
    /// The folder cannot be made: it, and the system's error.
    Unmade(String, String),
    /// The folder has every `logjam-N.png` name taken.
    Full(String),
}

impl NoTarget {
    /// In English, for the log.
    fn english(&self) -> String {
        match self {
            NoTarget::NoHome => "no home folder to save it in".into(), // l10n-ok: for the log
            NoTarget::Unmade(dir, e) => format!("{dir}: {e}"),
            NoTarget::Full(dir) => format!("{dir} is full"), // l10n-ok: for the log
        }
    }

    /// In the player's language, for the notice.
    fn shown(&self) -> String {
        match self {
            NoTarget::NoHome => t!("screenshot-key-no-home"),
            NoTarget::Unmade(dir, e) => format!("{dir}: {e}"),
            NoTarget::Full(dir) => t!("screenshot-key-full", folder = dir.as_str()),
        }
    }
}

/// Where the next screenshot goes.
///
/// Errors: no home folder, or the folder cannot be made (one line).
#[cfg(not(target_arch = "wasm32"))]
fn target() -> Result<std::path::PathBuf, NoTarget> {
    let base = std::env::var_os("XDG_DATA_HOME")
        .map(std::path::PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| std::path::PathBuf::from(h).join(".local").join("share")))
        .ok_or(NoTarget::NoHome)?;
    let dir = base.join("logjam").join("screenshots");
    std::fs::create_dir_all(&dir).map_err(|e| NoTarget::Unmade(dir.display().to_string(), e.to_string()))?;
    (1..100_000)
        .map(|n| dir.join(format!("logjam-{n}.png")))
        .find(|p| !p.exists())
        .ok_or_else(|| NoTarget::Full(dir.display().to_string()))
}

/// In the browser, a download.
#[cfg(target_arch = "wasm32")]
fn target() -> Result<std::path::PathBuf, NoTarget> {
    Ok(std::path::PathBuf::from("logjam.png"))
}

/// Saves the captured window to `path` and says so.
#[cfg(not(target_arch = "wasm32"))]
fn save(path: std::path::PathBuf) -> impl FnMut(On<ScreenshotCaptured>, ResMut<LoadStatus>) {
    move |captured, mut status| {
        let saved = captured.image.clone().try_into_dynamic().map_err(|e| e.to_string()).and_then(|image| {
            // The alpha channel is dropped, as Bevy's own saving does.
            image.to_rgb8().save(&path).map_err(|e| e.to_string())
        });
        status.notice = Some(match saved {
            Ok(()) => {
                info!("screenshot saved to {}", path.display());
                t!("screenshot-key-saved", path = path.display().to_string())
            }
            Err(e) => {
                warn!("could not save the screenshot to {}: {e}", path.display());
                status.error =
                    Some(t!("screenshot-key-could-not-save", path = path.display().to_string(), error = e.as_str()));
                status.hint = Some(t!("screenshot-key-goes-on"));
                return;
            }
        });
    }
}

/// Downloads the captured window (Bevy's saving does it in a browser).
#[cfg(target_arch = "wasm32")]
fn save(path: std::path::PathBuf) -> impl FnMut(On<ScreenshotCaptured>, ResMut<LoadStatus>) {
    let mut download = bevy::render::view::screenshot::save_to_disk(path);
    move |captured, mut status| {
        download(captured);
        status.notice = Some(t!("screenshot-key-downloaded", file = "logjam.png"));
    }
}
