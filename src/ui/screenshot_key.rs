//! F12: a screenshot of the window, on every screen. On the desktop it is
//! saved as `logjam-N.png` (the next free N) in the screenshots folder,
//! `$XDG_DATA_HOME/logjam/screenshots` (or
//! `~/.local/share/logjam/screenshots`); in the browser it is downloaded as
//! `logjam.png`. A notice says where, or why it could not be saved.

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured};

use crate::loading::LoadStatus;

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
            warn!("no screenshot: {why}");
            status.error = Some(format!("No screenshot: {why}"));
            status.hint = Some("The game goes on.".into());
        }
    }
}

/// Where the next screenshot goes.
///
/// Errors: no home folder, or the folder cannot be made (one line).
#[cfg(not(target_arch = "wasm32"))]
fn target() -> Result<std::path::PathBuf, String> {
    let base = std::env::var_os("XDG_DATA_HOME")
        .map(std::path::PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| std::path::PathBuf::from(h).join(".local").join("share")))
        .ok_or("no home folder to save it in")?;
    let dir = base.join("logjam").join("screenshots");
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    (1..100_000)
        .map(|n| dir.join(format!("logjam-{n}.png")))
        .find(|p| !p.exists())
        .ok_or_else(|| format!("{} is full", dir.display()))
}

/// In the browser, a download.
#[cfg(target_arch = "wasm32")]
fn target() -> Result<std::path::PathBuf, String> {
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
                format!("Screenshot saved to {}", path.display())
            }
            Err(e) => {
                warn!("could not save the screenshot to {}: {e}", path.display());
                status.error = Some(format!("Could not save the screenshot to {}: {e}", path.display()));
                status.hint = Some("The game goes on.".into());
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
        status.notice = Some("Screenshot downloaded as logjam.png".into());
    }
}
