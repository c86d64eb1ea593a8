//! The player's settings: volume, mute, UI scale and a colour-blind-safe
//! palette. They live in `settings.ron` (`$XDG_CONFIG_HOME/logjam/` or
//! `~/.config/logjam/` on the desktop, the browser's local storage on the
//! web), are read at start and written, atomically, whenever they change.
//! A settings file that cannot be read is reported and left alone; the game
//! starts with the defaults.
//!
//! It owns the settings file; it uses saves (atomic writes, the web's
//! storage) and loading (to report on screen); the view, the ui and the
//! sound read it (docs/ARCHITECTURE.md).

use std::path::PathBuf;

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use crate::loading::{LoadStatus, Screen};
use crate::locale::Language;
use crate::t;

/// The player's settings.
#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    /// Master volume, 0 (silent) to 1 (full).
    pub volume: f32,
    /// No sound at all (M).
    pub muted: bool,
    /// Size of the panels and text, ×1 = egui's own (0.75 to 2).
    pub ui_scale: f32,
    /// The whole palette (groups, danger, record shades, keys, panels) from
    /// a set built on Okabe–Ito's, told apart by the common forms of colour
    /// blindness (checked under simulation: `view::palette`'s tests).
    pub colour_blind: bool,
    /// Hints when a goal or star is at risk and the player has not acted
    /// for a while.
    pub hints: bool,
    /// Record cells and messages coloured by their key (the same key, the
    /// same colour), not by age and by group.
    pub colour_by_key: bool,
    /// Stills the animation that only decorates: records falling away, the
    /// camera's glide, a card's pulse. Messages still move.
    pub reduce_motion: bool,
    /// The camera glides to an incident's card when it strikes.
    pub follow_incidents: bool,
    /// The frame rate in the top bar (frames a second, over the last
    /// second of real time).
    pub show_frame_rate: bool,
    /// The language of every text on screen; `None` (the default) is the
    /// system's, or the browser's (docs/RULES.md#languages).
    pub language: Option<Language>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            volume: 0.8,
            muted: false,
            ui_scale: 1.0,
            colour_blind: false,
            hints: true,
            colour_by_key: false,
            reduce_motion: false,
            follow_incidents: true,
            show_frame_rate: false,
            language: None,
        }
    }
}

/// Smallest and largest UI scale.
pub const UI_SCALE: std::ops::RangeInclusive<f32> = 0.75..=2.0;

impl Settings {
    /// Reads settings from RON text; out-of-range numbers are clamped.
    ///
    /// Errors: text that is not a settings file (with file, line, column and
    /// field).
    pub fn parse(text: &str, file: &str) -> Result<Settings, crate::rules::data::DataError> {
        let mut s: Settings = crate::rules::data::parse_ron(text, file)?;
        s.volume = if s.volume.is_finite() { s.volume.clamp(0.0, 1.0) } else { 1.0 };
        s.ui_scale = if s.ui_scale.is_finite() { s.ui_scale.clamp(*UI_SCALE.start(), *UI_SCALE.end()) } else { 1.0 };
        Ok(s)
    }

    /// The settings as RON text.
    pub fn to_ron(&self) -> String {
        ron::ser::to_string_pretty(self, ron::ser::PrettyConfig::new().struct_names(false)).unwrap_or_default()
    }
}

/// Where the settings file is: on the desktop `$XDG_CONFIG_HOME/logjam` (or
/// `~/.config/logjam`) + `settings.ron`; on the web, a key of local storage.
/// `None` when there is no such place.
pub fn settings_path() -> Option<PathBuf> {
    #[cfg(not(target_arch = "wasm32"))]
    {
        let base = std::env::var_os("XDG_CONFIG_HOME")
            .map(PathBuf::from)
            .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".config")))?;
        Some(base.join("logjam").join("settings.ron"))
    }
    #[cfg(target_arch = "wasm32")]
    {
        crate::save::saves_dir().map(|d| d.join("settings.ron"))
    }
}

/// Reads the settings file.
///
/// Errors: it exists but cannot be read or parsed (one line, with its
/// place). A missing file is `Ok(None)`.
pub fn read() -> Result<Option<Settings>, String> {
    let Some(path) = settings_path() else { return Ok(None) };
    #[cfg(not(target_arch = "wasm32"))]
    let text = {
        if !path.is_file() {
            return Ok(None);
        }
        crate::rules::data::read_file_capped(&path, 64 * 1024).map_err(|e| e.to_string())?
    };
    #[cfg(target_arch = "wasm32")]
    let Some(text) = crate::save::web_read(&path) else { return Ok(None) };
    Settings::parse(&text, &path.display().to_string()).map(Some).map_err(|e| e.to_string())
}

pub(crate) fn plugin(app: &mut App) {
    let (settings, error) = match read() {
        Ok(s) => (s.unwrap_or_default(), None),
        Err(e) => (Settings::default(), Some(e)),
    };
    app.insert_resource(settings)
        .insert_resource(SettingsError(error))
        .add_systems(PreUpdate, speak)
        .add_systems(Update, (report.run_if(in_state(Screen::Playing)), write));
}

/// The language the settings ask for, or the system's.
pub fn language_of(settings: &Settings) -> Language {
    settings.language.unwrap_or_else(Language::system)
}

/// Every text speaks the settings' language from the frame they change.
fn speak(settings: Res<Settings>) {
    if settings.is_changed() {
        let language = language_of(&settings);
        if language != crate::locale::current() || settings.is_added() {
            info!("language: {} ({})", language.tag(), if settings.language.is_some() { "settings" } else { "system" });
        }
        crate::locale::set(language);
    }
}

/// A settings file that could not be read, shown once.
#[derive(Resource)]
struct SettingsError(Option<String>);

fn report(mut error: ResMut<SettingsError>, mut status: ResMut<LoadStatus>) {
    // Shown once the scenario runs (on the game's screen): its start clears
    // the error line.
    if let Some(e) = error.0.take() {
        error!("{e}");
        status.error = Some(e);
        status.hint = Some(t!("game-settings-unreadable-hint"));
    }
}

/// Writes the settings when they change (not at start: an unreadable file is
/// not overwritten until the player changes something).
fn write(settings: Res<Settings>, mut last: Local<Option<Settings>>) {
    if last.is_none() {
        *last = Some(settings.clone());
        return;
    }
    if last.as_ref() == Some(&*settings) {
        return;
    }
    *last = Some(settings.clone());
    if let Some(path) = settings_path()
        && let Err(e) = crate::save::write_atomic(&path, &settings.to_ron())
    {
        warn!("could not keep the settings: {e}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_read_back_and_out_of_range_numbers_are_clamped() {
        let s = Settings {
            volume: 0.3,
            muted: true,
            ui_scale: 1.5,
            colour_blind: true,
            hints: false,
            colour_by_key: true,
            reduce_motion: true,
            follow_incidents: false,
            show_frame_rate: true,
            language: Some(Language::German),
        };
        assert_eq!(Settings::parse(&s.to_ron(), "s.ron").unwrap(), s);
        let wild = Settings::parse("(volume: 7.0, ui_scale: 0.1)", "s.ron").unwrap();
        assert_eq!((wild.volume, wild.ui_scale), (1.0, 0.75));
        assert_eq!(Settings::parse("()", "s.ron").unwrap(), Settings::default(), "missing fields take defaults");
        let e = Settings::parse("(volume: \"loud\")", "s.ron").unwrap_err().to_string();
        assert!(e.starts_with("s.ron:1:") && e.contains("volume"), "{e}");
        assert!(Settings::parse("(colour: true)", "s.ron").is_err(), "unknown fields are refused");
        let pt = Settings::parse("(language: Some(\"pt-BR\"))", "s.ron").unwrap();
        assert_eq!(pt.language, Some(Language::BrazilianPortuguese));
        let e = Settings::parse("(language: Some(\"fr\"))", "s.ron").unwrap_err().to_string();
        assert!(e.contains("'fr' is not a language the game has"), "{e}");
    }
}
