//! Every colour of the game, in one Resource: the board's and the panels'.
//!
//! [`Palette`] is the only place a colour is defined; the board's systems
//! and the egui panels read it. It follows the colour-blind setting
//! ([`crate::settings::Settings::colour_blind`]): when that changes, the
//! palette is made anew and everything drawn after uses it.

use bevy::prelude::*;

/// The colours in use. Each means one thing, on the board, in the panels
/// and in the charts alike:
/// - a consumer group has one colour ([`Palette::group`]): its bars, its
///   position markers, its Workers' cards, its chart line, its messages;
/// - danger has three ([`Danger`]): `warning` (behind, throttled, slow),
///   `loss` (lost, down, no leader) and `wrong` (stale, duplicate);
/// - a record cell's shade is its age against the retention window
///   ([`Palette::ages`]), fading as it nears removal.
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct Palette {
    /// The colour-blind-safe set is in use (every colour below switches).
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
    /// A card's icon.
    pub icon: Color,
    /// Links between cards.
    pub link: Color,
    /// A partition lane's background.
    pub lane: Color,
    /// A record cell, by age against the retention window: newest quarter
    /// first, the quarter retention removes next last.
    pub ages: [Color; 4],
    /// The dashed "next record" cell, and the log start / high watermark /
    /// log end ticks.
    pub next_cell: Color,
    /// A group row's unread track.
    pub track: Color,
    /// The veil over a card whose Node is down.
    pub down_veil: Color,
    /// A region's backdrop.
    pub region: Color,
    /// A region's backdrop while the region is down.
    pub region_down: Color,
    /// A hot partition's lane.
    pub hot_lane: Color,
    /// The three colours of danger.
    pub danger: Danger,
    /// A message whose key is unknown (no key, or a batch of many), when
    /// messages are coloured by key.
    pub no_key: Color,
    /// The panels' colours.
    pub ui: UiColours,
}

/// The colours of danger, used alike on the board, in the panels and in the
/// charts.
#[derive(Clone, Debug, PartialEq)]
pub struct Danger {
    /// Behind, throttled, slow, rebalancing, a hot partition: it will cost
    /// something if it goes on.
    pub warning: Color,
    /// Lost, down, no leader, the budget spent: it costs now.
    pub loss: Color,
    /// Stale or duplicate results: the outcome is wrong.
    pub wrong: Color,
}

/// The egui panels' colours (converted with [`UiColours::egui`] by the ui).
#[derive(Clone, Debug, PartialEq)]
pub struct UiColours {
    /// The top bar's fill.
    pub bar: Color,
    /// A panel's and a window's fill.
    pub panel: Color,
    /// A text field's and a chart's fill.
    pub well: Color,
    /// A button or slider at rest, under the pointer and pressed.
    pub widget: [Color; 3],
    /// Frames, separators.
    pub stroke: Color,
    /// A selected item, a slider's fill.
    pub selection: Color,
    /// Links in text.
    pub hyperlink: Color,
    /// A window's shadow (with its alpha).
    pub shadow: Color,
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

/// The consumer groups' colours: saturated, and kept clear of the danger
/// colours (no amber, red or magenta among them); eight, so that the
/// stress scenario's eight groups each have their own.
const GROUPS: [u32; 8] = [0x5AA2F5, 0x45CC8A, 0x56D4E0, 0xB59CF7, 0xC4DB55, 0xE8C797, 0xA8F0C8, 0x6FE36F];

/// The groups' colours in the colour-blind-safe set, in the order a board
/// hands them out: mint, violet, pale blue, sage, sky blue, olive, a pale
/// rose-white and a bright green, with no red, orange or magenta (those
/// are danger's) and none the pointer's yellow. Chosen by a search so that
/// under a simulation of protanopia, deuteranopia and tritanopia (Machado
/// et al. 2009, full severity), and to normal sight, any two of them, each
/// against each danger colour and against the pointer stay at least 15
/// apart (CIE ΔE 1976), and the first four, the most a board but the
/// stress scenario's uses, at least 20; the tests below check both.
const GROUPS_SAFE: [u32; 8] = [0x88EE99, 0xAA88FF, 0xCCDDFF, 0x779966, 0x56B4E9, 0xAAAA55, 0xEEDDDD, 0x44FF77];

/// Okabe–Ito with its dark blue traded for a periwinkle (readable on the
/// dark board; Okabe–Ito's grey sat within 8 ΔE of its reddish purple under
/// deuteranopia): the colour-blind-safe key colours.
const OKABE_ITO: [u32; 7] = [0xE69F00, 0x56B4E9, 0x009E73, 0xF0E442, 0x8888FF, 0xD55E00, 0xCC79A7];

/// A colour written as 0xRRGGBB.
fn hex(c: u32) -> Color {
    Color::srgb_u8((c >> 16) as u8, (c >> 8) as u8, c as u8)
}

impl Palette {
    /// The palette; the colour-blind-safe set when `colour_blind`.
    pub fn new(colour_blind: bool) -> Palette {
        let danger = if colour_blind {
            Danger { warning: hex(0xE69F00), loss: hex(0xE0641A), wrong: hex(0xCC79A7) }
        } else {
            Danger { warning: hex(0xF5A524), loss: hex(0xEF4E4E), wrong: hex(0xE05CC0) }
        };
        let good = if colour_blind { hex(0x56B4E9) } else { hex(0x7FD99A) };
        let ages = if colour_blind {
            [hex(0xC9D3E3), hex(0x96A3B8), hex(0x66728A), hex(0x3E4658)]
        } else {
            [hex(0xB7C2D6), hex(0x8B97AD), hex(0x646F85), hex(0x434B5C)]
        };
        Palette {
            colour_blind,
            background: hex(0x12151C),
            card: hex(0x1F2430),
            card_border: hex(0x394153),
            selected: hex(0xF7F3E3),
            text: hex(0xECEEF3),
            text_dim: hex(0x9AA3B5),
            icon: hex(0xC9D1E0),
            link: hex(0x596379),
            lane: hex(0x151922),
            ages,
            next_cell: hex(0x8D98AE),
            track: hex(0x2A303D),
            down_veil: Color::srgba(0.30, 0.31, 0.34, 0.78),
            region: hex(0x171B24),
            region_down: hex(0x3A3D44),
            hot_lane: danger.warning.darker(0.55),
            no_key: hex(0xBFC8D9),
            ui: UiColours {
                bar: hex(0x181C25),
                panel: hex(0x1B202A),
                well: hex(0x11141A),
                widget: [hex(0x2A3140), hex(0x36405A), hex(0x46527A)],
                stroke: hex(0x333B4C),
                selection: hex(0x3D5E8C),
                hyperlink: hex(0x8DB8F5),
                shadow: Color::srgba(0.0, 0.0, 0.0, 0.45),
                good,
                danger: danger.loss.lighter(0.1),
                notice: good,
                paused: danger.warning,
                caution: danger.warning,
                idle: danger.warning,
                throttled: danger.warning,
                no_leader: danger.loss.lighter(0.1),
                budget: [hex(0xAFC4DE), danger.warning, danger.loss.lighter(0.1)],
                goal: [good, hex(0xC4C9D4)],
                outcome: [good, danger.loss.lighter(0.1)],
                incident: [danger.loss.darker(0.5), hex(0xFFD2C8)],
                placing: hex(0x243A2E),
                pointer: hex(0xFFD60A),
            },
            danger,
        }
    }

    /// The colours a look at the screen checks for, as one line of
    /// `name=r,g,b` (sRGB bytes): what the game logs at its start, so that
    /// a test in the browser reads the palette rather than copies it.
    pub fn summary(&self) -> String {
        let named = [
            ("background", self.background),
            ("card", self.card),
            ("notice", self.ui.notice),
            ("danger", self.ui.danger),
            ("pointer", self.ui.pointer),
            ("panel", self.ui.panel),
        ];
        named
            .iter()
            .map(|(n, c)| {
                let [r, g, b] = UiColours::egui(*c);
                format!("{n}={r},{g},{b}")
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// Colour of the n-th consumer group (the n-th on its stream).
    pub fn group(&self, n: usize) -> Color {
        let set = if self.colour_blind { &GROUPS_SAFE } else { &GROUPS };
        hex(set[n % set.len()])
    }

    /// Shade of a record cell `age` seconds old in a log that keeps records
    /// `retention` seconds: one of [`Palette::ages`] by quarter.
    pub fn age(&self, age: f64, retention: f64) -> Color {
        let share = if retention > 0.0 { (age / retention).clamp(0.0, 0.999) } else { 0.0 };
        self.ages[(share * 4.0) as usize]
    }

    /// Colour of a message, from its key (the same key, the same colour),
    /// when messages are coloured by key.
    pub fn key(&self, key: Option<&str>) -> Color {
        let Some(k) = key else { return self.no_key };
        let h = k.bytes().fold(2166136261u32, |h, b| (h ^ u32::from(b)).wrapping_mul(16777619));
        if self.colour_blind {
            // Seven hues the common forms of colour blindness still tell
            // apart (the test below), each at two lightnesses.
            let c = hex(OKABE_ITO[(h % 7) as usize]);
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
        assert_eq!(UiColours::egui(p.ui.pointer), [255, 214, 10]);
        assert_eq!(UiColours::egui(p.background), [0x12, 0x15, 0x1C]);
    }

    #[test]
    fn the_colour_blind_set_switches_the_whole_palette() {
        let (a, b) = (Palette::new(false), Palette::new(true));
        assert_ne!(a.key(Some("order-7")), b.key(Some("order-7")));
        assert_eq!(a.key(Some("order-7")), a.key(Some("order-7")));
        for n in 0..8 {
            assert_ne!(a.group(n), b.group(n), "group {n}");
        }
        assert_ne!(a.danger, b.danger);
        assert_ne!(a.ages, b.ages);
        assert_ne!(a.ui.good, b.ui.good);
    }

    #[test]
    fn no_group_wears_a_danger_colour() {
        for p in [Palette::new(false), Palette::new(true)] {
            for n in 0..8 {
                let g = p.group(n);
                for d in [p.danger.warning, p.danger.loss, p.danger.wrong] {
                    let (g, d) = (g.to_srgba(), d.to_srgba());
                    let dist = (g.red - d.red).abs() + (g.green - d.green).abs() + (g.blue - d.blue).abs();
                    assert!(dist > 0.3, "group {n} is too close to a danger colour ({dist})");
                }
            }
        }
    }

    #[test]
    fn a_record_fades_as_it_ages() {
        let p = Palette::default();
        assert_eq!(p.age(0.0, 100.0), p.ages[0]);
        assert_eq!(p.age(80.0, 100.0), p.ages[3]);
        assert_eq!(p.age(1e9, 100.0), p.ages[3]);
        assert_eq!(p.age(5.0, 0.0), p.ages[0]);
    }

    /// Normal sight, then Machado, Oliveira and Fernandes (2009), severity
    /// 1.0, on linear sRGB: protanopia, deuteranopia, tritanopia.
    const DICHROMATS: [(&str, [[f32; 3]; 3]); 4] = [
        ("normal sight", [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]),
        (
            "protanopia",
            [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
        ),
        (
            "deuteranopia",
            [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]],
        ),
        (
            "tritanopia",
            [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]],
        ),
    ];

    /// CIELAB (D65) of `c` as seen through `m`.
    fn seen(c: Color, m: &[[f32; 3]; 3]) -> [f32; 3] {
        let l = c.to_linear();
        let rgb = [l.red, l.green, l.blue];
        let [r, g, b] = m.map(|row| (row[0] * rgb[0] + row[1] * rgb[1] + row[2] * rgb[2]).clamp(0.0, 1.0));
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
        let f = |t: f32| if t > 0.008856 { t.cbrt() } else { 7.787 * t + 16.0 / 116.0 };
        [116.0 * f(y) - 16.0, 500.0 * (f(x) - f(y)), 200.0 * (f(y) - f(z))]
    }

    /// The pairs of `colours` closer than `at_least` (ΔE 1976) to a dichromat.
    fn too_close(colours: &[(String, Color)], at_least: f32) -> Vec<String> {
        let mut out = Vec::new();
        for (who, m) in &DICHROMATS {
            for (i, (a, ca)) in colours.iter().enumerate() {
                for (b, cb) in &colours[i + 1..] {
                    let (p, q) = (seen(*ca, m), seen(*cb, m));
                    let de = ((p[0] - q[0]).powi(2) + (p[1] - q[1]).powi(2) + (p[2] - q[2]).powi(2)).sqrt();
                    if de < at_least {
                        out.push(format!("{a} and {b}: ΔE {de:.1} with {who}"));
                    }
                }
            }
        }
        out
    }

    #[test]
    fn the_colour_blind_set_stays_apart_under_simulated_colour_blindness() {
        let p = Palette::new(true);
        let groups =
            |k: usize| -> Vec<(String, Color)> { (0..k).map(|n| (format!("group {n}"), p.group(n))).collect() };
        let others = [
            ("warning", p.danger.warning),
            ("loss", p.danger.loss),
            ("wrong", p.danger.wrong),
            ("pointer", p.ui.pointer),
        ];
        for (k, at_least) in [(4, 20.0), (8, 15.0)] {
            let mut meanings = groups(k);
            meanings.extend(others.iter().map(|(n, c)| (n.to_string(), *c)));
            let close: Vec<String> = too_close(&meanings, at_least)
                .into_iter()
                .filter(|pair| pair.starts_with("group") || pair.contains(" and group"))
                .collect();
            assert_eq!(close, Vec::<String>::new(), "the first {k} groups");
        }
        let danger: Vec<(String, Color)> = others[..3].iter().map(|(n, c)| (n.to_string(), *c)).collect();
        assert_eq!(too_close(&danger, 15.0), Vec::<String>::new());
        let keys: Vec<(String, Color)> = OKABE_ITO.iter().map(|c| (format!("key {c:06X}"), hex(*c))).collect();
        assert_eq!(too_close(&keys, 15.0), Vec::<String>::new());
        // The everyday set is not made for it: two of its groups meet.
        let everyday: Vec<(String, Color)> =
            (0..8).map(|n| (format!("group {n}"), Palette::new(false).group(n))).collect();
        assert!(!too_close(&everyday, 15.0).is_empty());
    }
}
