//! The game's two faces, shipped under `assets/fonts` with their licences
//! and compiled in, so the desktop and the web draw the same letters:
//! Atkinson Hyperlegible Next (regular and bold, SIL OFL 1.1) for names and
//! prose, JetBrains Mono NL (SIL OFL 1.1) for offsets, keys and figures.
//!
//! [`Fonts`] holds the board's handles; the ui gives egui the same bytes.

use bevy::prelude::*;

/// Atkinson Hyperlegible Next Regular: the proportional UI face.
pub const UI_REGULAR: &[u8] = include_bytes!("../../assets/fonts/AtkinsonHyperlegibleNext-Regular.ttf");
/// Atkinson Hyperlegible Next Bold: card names, headings.
pub const UI_BOLD: &[u8] = include_bytes!("../../assets/fonts/AtkinsonHyperlegibleNext-Bold.ttf");
/// JetBrains Mono NL Regular: offsets, keys, figures.
pub const MONO: &[u8] = include_bytes!("../../assets/fonts/JetBrainsMonoNL-Regular.ttf");
/// ✔ and 🔒, cut from Noto Emoji (SIL OFL 1.1) by
/// `assets/fonts/subset-symbols.sh`: the Inspector's fallback for them.
pub const SYMBOLS_NOTO: &[u8] = include_bytes!("../../assets/fonts/LogjamSymbols-Noto.ttf");
/// ⏸ ★ ☆ ☰ ⚙, cut from emoji-icon-font (MIT) by the same script.
pub const SYMBOLS_ICONS: &[u8] = include_bytes!("../../assets/fonts/LogjamSymbols-Icons.ttf");

/// The board's font handles (the default handle where no font assets exist,
/// as in the frame benchmark).
#[derive(Resource, Clone, Debug, Default)]
pub struct Fonts {
    /// The proportional face.
    pub ui: Handle<Font>,
    /// Its bold.
    pub bold: Handle<Font>,
    /// The monospace face.
    pub mono: Handle<Font>,
}

impl Fonts {
    /// Prose at `px` logical pixels.
    pub fn ui(&self, px: f32) -> TextFont {
        TextFont { font: self.ui.clone().into(), font_size: FontSize::Px(px), ..default() }
    }
    /// A name or heading at `px`.
    pub fn bold(&self, px: f32) -> TextFont {
        TextFont { font: self.bold.clone().into(), font_size: FontSize::Px(px), ..default() }
    }
    /// Offsets, keys and figures at `px`.
    pub fn mono(&self, px: f32) -> TextFont {
        TextFont { font: self.mono.clone().into(), font_size: FontSize::Px(px), ..default() }
    }
}

pub(super) fn plugin(app: &mut App) {
    let fonts = match app.world_mut().get_resource_mut::<Assets<Font>>() {
        Some(mut assets) => Fonts {
            ui: assets.add(Font::from_bytes(UI_REGULAR.to_vec())),
            bold: assets.add(Font::from_bytes(UI_BOLD.to_vec())),
            mono: assets.add(Font::from_bytes(MONO.to_vec())),
        },
        None => Fonts::default(),
    };
    app.insert_resource(fonts);
}
