//! Colours of the board. One place, so a colour-blind-safe set can replace it.

use std::sync::atomic::{AtomicBool, Ordering};

use bevy::prelude::*;

/// The colour-blind-safe set is in use (a display setting, mirrored from
/// [`crate::settings::Settings::colour_blind`]).
static COLOUR_BLIND: AtomicBool = AtomicBool::new(false);

/// Uses the colour-blind-safe set for keys (`true`) or the full hue wheel.
pub fn set_colour_blind(on: bool) {
    COLOUR_BLIND.store(on, Ordering::Relaxed);
}

/// Window background.
pub const BACKGROUND: Color = Color::srgb(0.075, 0.082, 0.106);
/// Card fill.
pub const CARD: Color = Color::srgb(0.16, 0.175, 0.22);
/// Card border.
pub const CARD_BORDER: Color = Color::srgb(0.32, 0.35, 0.43);
/// Border of the selected card.
pub const SELECTED: Color = Color::srgb(0.98, 0.78, 0.30);
/// Main text.
pub const TEXT: Color = Color::srgb(0.92, 0.93, 0.96);
/// Secondary text.
pub const TEXT_DIM: Color = Color::srgb(0.62, 0.65, 0.72);
/// Links between cards.
pub const LINK: Color = Color::srgb(0.45, 0.50, 0.62);
/// A partition lane's background.
pub const LANE: Color = Color::srgb(0.10, 0.11, 0.14);
/// A record cell.
pub const CELL: Color = Color::srgb(0.24, 0.36, 0.55);
/// The dashed "next record" cell.
pub const NEXT_CELL: Color = Color::srgb(0.55, 0.60, 0.70);
/// A group row's unread track.
pub const TRACK: Color = Color::srgb(0.20, 0.21, 0.26);
/// The veil over a card whose Node is down.
pub const DOWN_VEIL: Color = Color::srgba(0.45, 0.45, 0.47, 0.72);
/// A region's backdrop.
pub const REGION: Color = Color::srgb(0.095, 0.105, 0.135);
/// A region's backdrop while the region is down.
pub const REGION_DOWN: Color = Color::srgb(0.30, 0.30, 0.32);
/// The outline around a hot partition's lane.
pub const HOT_GLOW: Color = Color::srgb(1.0, 0.55, 0.1);
/// A hot partition's lane.
pub const HOT_LANE: Color = Color::srgb(0.42, 0.20, 0.08);
/// A card's badge: what is wrong, at the spot.
pub const BADGE: Color = Color::srgb(0.92, 0.12, 0.2);
/// Warning (lag growing, throttling).
pub const WARN: Color = Color::srgb(0.95, 0.55, 0.25);

/// Colour of the n-th consumer group (Okabe–Ito, safe for colour-blind eyes).
pub fn group(n: usize) -> Color {
    const G: [Color; 6] = [
        Color::srgb(0.00, 0.62, 0.45),
        Color::srgb(0.90, 0.62, 0.00),
        Color::srgb(0.80, 0.47, 0.65),
        Color::srgb(0.34, 0.71, 0.91),
        Color::srgb(0.94, 0.89, 0.26),
        Color::srgb(0.84, 0.37, 0.00),
    ];
    G[n % G.len()]
}

/// Colour of a message, from its key (the same key, the same colour).
pub fn key(key: Option<&str>) -> Color {
    match key {
        None => Color::srgb(0.75, 0.80, 0.90),
        Some(k) => {
            let h = k.bytes().fold(2166136261u32, |h, b| (h ^ u32::from(b)).wrapping_mul(16777619));
            if COLOUR_BLIND.load(Ordering::Relaxed) {
                // Okabe–Ito (its dark blue traded for grey, which stays
                // readable when a cell darkens it), each at two lightnesses (both lifted):
                // 14 colours the common forms of colour blindness still tell
                // apart.
                const OKABE_ITO: [(f32, f32, f32); 7] = [
                    (0.90, 0.62, 0.00),
                    (0.34, 0.71, 0.91),
                    (0.00, 0.62, 0.45),
                    (0.94, 0.89, 0.26),
                    (0.60, 0.60, 0.60),
                    (0.84, 0.37, 0.00),
                    (0.80, 0.47, 0.65),
                ];
                let (r, g, b) = OKABE_ITO[(h % 7) as usize];
                let c = Color::srgb(r, g, b);
                // Lifted, so that a record cell (darker by a quarter) stays a colour.
                if (h / 7).is_multiple_of(2) { c.lighter(0.12) } else { c.lighter(0.24) }
            } else {
                Color::hsl((h % 360) as f32, 0.65, 0.62)
            }
        }
    }
}
