//! Every colour of the game, in one Resource: the board's and the panels'.
//!
//! [`Palette`] is the only place a colour is defined; the board's systems
//! and the egui panels read it. It follows the colour-blind setting
//! ([`crate::settings::Settings::colour_blind`]): when that changes, the
//! palette is made anew and everything drawn after uses it.

use bevy::prelude::*;

/// The colours in use.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct Palette {
    /// The colour-blind-safe set is in use for keys.
    pub colour_blind: bool,
    /// Window background.
    pub background: Color,
    /// Card fill.
    pub card: Color,
    /// Card border.
    pub card_border: Color,
    /// Border of the selected card; the link being drawn.
    pub selected: Color,
    /// Main text.
    pub text: Color,
    /// Secondary text.
    pub text_dim: Color,
    /// Links between cards.
    pub link: Color,
    /// A partition lane's background.
    pub lane: Color,
    /// A record cell.
    pub cell: Color,
    /// The dashed "next record" cell.
    pub next_cell: Color,
    /// A group row's unread track.
    pub track: Color,
    /// The veil over a card whose Node is down.
    pub down_veil: Color,
    /// A region's backdrop.
    pub region: Color,
    /// A region's backdrop while the region is down.
    pub region_down: Color,
    /// The outline around a hot partition's lane.
    pub hot_glow: Color,
    /// A hot partition's lane.
    pub hot_lane: Color,
    /// A card's badge: what is wrong, at the spot.
    pub badge: Color,
    /// Warning on the board (lag growing, throttling).
    pub warn: Color,
    /// A message whose key is unknown (no key, or a batch of many).
    pub no_key: Color,
    /// The panels' colours.
    pub ui: UiColours,
}

/// The egui panels' colours (converted with [`UiColours::egui`] by the ui).
#[derive(Clone, Debug, PartialEq)]
pub struct UiColours {
    /// The top bar's fill.
    pub bar: Color,
    /// Good news: money in hand, research owned, an incident that cost nothing.
    pub good: Color,
    /// Bad news: money below zero, a load error, a refused action.
    pub danger: Color,
    /// A notice (a file reloaded).
    pub notice: Color,
    /// The sim is paused.
    pub paused: Color,
    /// Something to keep an eye on (a schema the groups cannot read, a Queue
    /// read by several groups, what an incident cost).
    pub caution: Color,
    /// A Worker that reads nothing.
    pub idle: Color,
    /// Messages refused or stranded.
    pub throttled: Color,
    /// A stream with no leader.
    pub no_leader: Color,
    /// The error budget: little spent, half spent, all spent.
    pub budget: [Color; 3],
    /// A goal met, and one still open.
    pub goal: [Color; 2],
    /// The end of a scenario: won, lost (also a console error).
    pub outcome: [Color; 2],
    /// The frame of an incident's text in the Inspector, and its text.
    pub incident: [Color; 2],
    /// The frame of the Build menu's placing hint.
    pub placing: Color,
    /// "Look here": the tutorial's and the hints' outline and arrow.
    pub pointer: Color,
}

impl UiColours {
    /// `c` for egui: its sRGB bytes.
    pub fn egui(c: Color) -> [u8; 3] {
        let [r, g, b, _] = c.to_srgba().to_u8_array();
        [r, g, b]
    }
}

impl Default for Palette {
    fn default() -> Palette {
        Palette::new(false)
    }
}

/// Okabe–Ito, safe for colour-blind eyes: the consumer groups' colours.
const GROUPS: [(f32, f32, f32); 6] = [
    (0.00, 0.62, 0.45),
    (0.90, 0.62, 0.00),
    (0.80, 0.47, 0.65),
    (0.34, 0.71, 0.91),
    (0.94, 0.89, 0.26),
    (0.84, 0.37, 0.00),
];

/// Okabe–Ito with its dark blue traded for grey (which stays readable when
/// a cell darkens it): the colour-blind-safe key colours.
const OKABE_ITO: [(f32, f32, f32); 7] = [
    (0.90, 0.62, 0.00),
    (0.34, 0.71, 0.91),
    (0.00, 0.62, 0.45),
    (0.94, 0.89, 0.26),
    (0.60, 0.60, 0.60),
    (0.84, 0.37, 0.00),
    (0.80, 0.47, 0.65),
];

impl Palette {
    /// The palette, with the colour-blind-safe key colours when `colour_blind`.
    pub fn new(colour_blind: bool) -> Palette {
        Palette {
            colour_blind,
            background: Color::srgb(0.075, 0.082, 0.106),
            card: Color::srgb(0.16, 0.175, 0.22),
            card_border: Color::srgb(0.32, 0.35, 0.43),
            selected: Color::srgb(0.98, 0.78, 0.30),
            text: Color::srgb(0.92, 0.93, 0.96),
            text_dim: Color::srgb(0.62, 0.65, 0.72),
            link: Color::srgb(0.45, 0.50, 0.62),
            lane: Color::srgb(0.10, 0.11, 0.14),
            cell: Color::srgb(0.24, 0.36, 0.55),
            next_cell: Color::srgb(0.55, 0.60, 0.70),
            track: Color::srgb(0.20, 0.21, 0.26),
            down_veil: Color::srgba(0.45, 0.45, 0.47, 0.72),
            region: Color::srgb(0.095, 0.105, 0.135),
            region_down: Color::srgb(0.30, 0.30, 0.32),
            hot_glow: Color::srgb(1.0, 0.55, 0.1),
            hot_lane: Color::srgb(0.42, 0.20, 0.08),
            badge: Color::srgb(0.92, 0.12, 0.2),
            warn: Color::srgb(0.95, 0.55, 0.25),
            no_key: Color::srgb(0.75, 0.80, 0.90),
            ui: UiColours {
                bar: Color::srgb_u8(24, 27, 35),
                good: Color::srgb_u8(150, 220, 150),
                danger: Color::srgb_u8(255, 120, 110),
                notice: Color::srgb_u8(120, 200, 140),
                paused: Color::srgb_u8(250, 200, 80),
                caution: Color::srgb_u8(250, 170, 90),
                idle: Color::srgb_u8(250, 180, 90),
                throttled: Color::srgb_u8(250, 140, 80),
                no_leader: Color::srgb_u8(250, 160, 80),
                budget: [Color::srgb_u8(170, 200, 230), Color::srgb_u8(250, 190, 90), Color::srgb_u8(255, 110, 100)],
                goal: [Color::srgb_u8(140, 220, 140), Color::srgb_u8(200, 200, 210)],
                outcome: [Color::srgb_u8(140, 230, 140), Color::srgb_u8(255, 130, 120)],
                incident: [Color::srgb_u8(70, 40, 36), Color::srgb_u8(255, 190, 170)],
                placing: Color::srgb_u8(40, 60, 40),
                pointer: Color::srgb_u8(255, 214, 10),
            },
        }
    }

    /// Colour of the n-th consumer group (Okabe–Ito, in both sets).
    pub fn group(&self, n: usize) -> Color {
        let (r, g, b) = GROUPS[n % GROUPS.len()];
        Color::srgb(r, g, b)
    }

    /// Colour of a message, from its key (the same key, the same colour).
    pub fn key(&self, key: Option<&str>) -> Color {
        let Some(k) = key else { return self.no_key };
        let h = k.bytes().fold(2166136261u32, |h, b| (h ^ u32::from(b)).wrapping_mul(16777619));
        if self.colour_blind {
            // Each of the seven at two lightnesses, both lifted so that a
            // record cell (darker by a quarter) stays a colour: 14 colours
            // the common forms of colour blindness still tell apart.
            let (r, g, b) = OKABE_ITO[(h % 7) as usize];
            let c = Color::srgb(r, g, b);
            if (h / 7).is_multiple_of(2) { c.lighter(0.12) } else { c.lighter(0.24) }
        } else {
            Color::hsl((h % 360) as f32, 0.65, 0.62)
        }
    }
}

/// Makes the palette anew when the colour-blind setting changes.
pub(super) fn follow_settings(settings: Res<crate::settings::Settings>, mut palette: ResMut<Palette>) {
    if palette.colour_blind != settings.colour_blind {
        *palette = Palette::new(settings.colour_blind);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_panels_colours_are_the_bytes_they_were_written_as() {
        let p = Palette::default();
        assert_eq!(UiColours::egui(p.ui.danger), [255, 120, 110]);
        assert_eq!(UiColours::egui(p.ui.notice), [120, 200, 140]);
    }

    #[test]
    fn the_colour_blind_set_changes_the_key_colours() {
        let (a, b) = (Palette::new(false), Palette::new(true));
        assert_ne!(a.key(Some("order-7")), b.key(Some("order-7")));
        assert_eq!(a.key(Some("order-7")), a.key(Some("order-7")));
        assert_eq!(a.group(2), b.group(2));
    }
}
