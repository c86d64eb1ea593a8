//! The one place a palette colour becomes egui's (the palette itself,
//! [`crate::view::palette`], is the one place colours are made).

use bevy::color::ColorToPacked;
use bevy_egui::egui;

/// A palette colour as egui wants it.
pub(crate) fn colour(c: bevy::color::Color) -> egui::Color32 {
    let [r, g, b] = crate::view::palette::UiColours::egui(c);
    egui::Color32::from_rgb(r, g, b)
}

/// A palette colour with its alpha, as egui wants it.
pub(crate) fn colour_alpha(c: bevy::color::Color) -> egui::Color32 {
    let [r, g, b, a] = c.to_srgba().to_u8_array();
    egui::Color32::from_rgba_unmultiplied(r, g, b, a)
}
