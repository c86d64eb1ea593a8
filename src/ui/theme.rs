//! Logjam's look in egui: the shipped faces (see [`crate::view::fonts`])
//! and visuals made from the [`Palette`]: fills, strokes, rounding and
//! spacing. The fonts go to each egui context before its first pass; the
//! style on the first pass and again whenever the palette changes (the
//! colour-blind setting).

use bevy::prelude::*;
use bevy_egui::{EguiContext, EguiContexts, EguiPreUpdateSet, EguiPrimaryContextPass, egui};

use super::{UiSet, colour, colour_alpha};
use crate::view::fonts;
use crate::view::palette::Palette;

/// The egui font family of the bold face (card names, headings).
pub(crate) const BOLD: &str = "logjam-bold";

/// The bold face's family, or egui's proportional one on the first frame
/// (before egui has taken our fonts, naming an unknown family would fail).
pub(crate) fn bold(ctx: &egui::Context) -> egui::FontFamily {
    let name = egui::FontFamily::Name(BOLD.into());
    if ctx.fonts(|f| f.definitions().families.contains_key(&name)) { name } else { egui::FontFamily::Proportional }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PreUpdate, install_fonts.after(EguiPreUpdateSet::InitContexts).before(EguiPreUpdateSet::BeginPass))
        .add_systems(EguiPrimaryContextPass, apply.in_set(UiSet::Scale));
}

/// Gives each new egui context our fonts before its first pass begins: egui
/// is built without fonts of its own, so no text may be laid out before.
fn install_fonts(mut contexts: Query<&mut EguiContext, Added<EguiContext>>) {
    for mut ctx in &mut contexts {
        ctx.get_mut().set_fonts(font_definitions());
        info!("fonts: Atkinson Hyperlegible Next and JetBrains Mono NL, from assets/fonts");
    }
}

/// The palette the egui style was last made from, and whether for
/// fingers.
#[derive(Default)]
struct Applied(Option<(Palette, bool)>);

fn apply(
    mut contexts: EguiContexts,
    palette: Res<Palette>,
    touch: Res<crate::view::touch::TouchSeen>,
    mut applied: Local<Applied>,
) -> Result {
    if applied.0.as_ref().is_some_and(|(p, t)| p == &*palette && *t == touch.0) {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    ctx.set_theme(egui::Theme::Dark);
    let mut style = style(&palette);
    if touch.0 {
        for_fingers(&mut style);
        info!("a finger touched the window: every target is {} px high or more", crate::view::touch::FINGER_TARGET);
    }
    ctx.set_style_of(egui::Theme::Dark, style);
    applied.0 = Some((palette.clone(), touch.0));
    Ok(())
}

/// Once a finger has touched the window: every button, checkbox, slider
/// and selectable row at least [`crate::view::touch::FINGER_TARGET`]
/// points high, with room between them.
fn for_fingers(style: &mut egui::Style) {
    let target = crate::view::touch::FINGER_TARGET;
    let s = &mut style.spacing;
    s.interact_size.y = target;
    s.button_padding.y = s.button_padding.y.max(10.0);
    s.item_spacing.y = s.item_spacing.y.max(8.0);
    s.icon_width = s.icon_width.max(24.0);
    s.icon_width_inner = s.icon_width_inner.max(14.0);
    s.slider_rail_height = s.slider_rail_height.max(10.0);
    s.combo_height = s.combo_height.max(target * 6.0);
}

/// Our fonts, and nothing of egui's own (it is built without them):
/// Atkinson Hyperlegible Next for prose, JetBrains Mono NL for figures and
/// behind Atkinson (it has the arrows, ✓ ✕ ▲ ◁ ⚠ that Atkinson lacks), then
/// the two symbol subsets for the few symbols neither has (✔ 🔒 ⏸ ★ ☆ ☰ ⚙),
/// scaled as egui scales the typefaces they come from (0.81 and 0.90), so
/// they are drawn exactly as before.
pub(super) fn font_definitions() -> egui::FontDefinitions {
    let mut defs = egui::FontDefinitions::empty();
    let plain = |bytes: &'static [u8]| egui::FontData::from_static(bytes);
    let scaled = |bytes: &'static [u8], scale: f32| {
        egui::FontData::from_static(bytes).tweak(egui::FontTweak { scale, ..Default::default() })
    };
    for (name, data) in [
        ("atkinson", plain(fonts::UI_REGULAR)),
        ("atkinson-bold", plain(fonts::UI_BOLD)),
        ("jetbrains", plain(fonts::MONO)),
        ("symbols-noto", scaled(fonts::SYMBOLS_NOTO, 0.81)),
        ("symbols-icons", scaled(fonts::SYMBOLS_ICONS, 0.90)),
    ] {
        defs.font_data.insert(name.into(), std::sync::Arc::new(data));
    }
    let family = |first: &[&str]| -> Vec<String> {
        first.iter().chain(&["symbols-noto", "symbols-icons"]).map(|s| s.to_string()).collect()
    };
    defs.families.insert(egui::FontFamily::Proportional, family(&["atkinson", "jetbrains"]));
    defs.families.insert(egui::FontFamily::Monospace, family(&["jetbrains"]));
    defs.families.insert(egui::FontFamily::Name(BOLD.into()), family(&["atkinson-bold", "jetbrains"]));
    defs
}

/// The whole egui style from the palette.
fn style(p: &Palette) -> egui::Style {
    let mut style = egui::Style { visuals: egui::Visuals::dark(), ..Default::default() };
    let ui = &p.ui;
    let v = &mut style.visuals;
    let round = egui::CornerRadius::same(6);
    v.panel_fill = colour(ui.panel);
    v.window_fill = colour(ui.panel);
    v.window_stroke = egui::Stroke::new(1.0, colour(ui.stroke));
    v.window_corner_radius = egui::CornerRadius::same(10);
    v.menu_corner_radius = round;
    v.window_shadow = egui::Shadow { offset: [0, 6], blur: 18, spread: 0, color: colour_alpha(ui.shadow) };
    v.popup_shadow = egui::Shadow { offset: [0, 4], blur: 10, spread: 0, color: colour_alpha(ui.shadow) };
    v.extreme_bg_color = colour(ui.well);
    v.faint_bg_color = colour(ui.bar);
    v.code_bg_color = colour(ui.well);
    v.hyperlink_color = colour(ui.hyperlink);
    v.warn_fg_color = colour(p.danger.warning);
    v.error_fg_color = colour(ui.danger);
    v.selection.bg_fill = colour(ui.selection);
    v.selection.stroke = egui::Stroke::new(1.0, colour(p.text));
    v.override_text_color = None;
    let w = &mut v.widgets;
    w.noninteractive.bg_fill = colour(ui.panel);
    w.noninteractive.weak_bg_fill = colour(ui.panel);
    w.noninteractive.bg_stroke = egui::Stroke::new(1.0, colour(ui.stroke));
    w.noninteractive.fg_stroke = egui::Stroke::new(1.0, colour(p.text_dim.lighter(0.12)));
    for (state, fill) in
        [(&mut w.inactive, ui.widget[0]), (&mut w.hovered, ui.widget[1]), (&mut w.active, ui.widget[2])]
    {
        state.bg_fill = colour(fill);
        state.weak_bg_fill = colour(fill);
        state.corner_radius = round;
        state.fg_stroke = egui::Stroke::new(1.0, colour(p.text));
    }
    w.inactive.bg_stroke = egui::Stroke::NONE;
    w.hovered.bg_stroke = egui::Stroke::new(1.0, colour(ui.hyperlink));
    w.active.bg_stroke = egui::Stroke::new(1.0, colour(p.text));
    w.open = w.active;
    let s = &mut style.spacing;
    s.item_spacing = egui::vec2(8.0, 5.0);
    s.button_padding = egui::vec2(8.0, 3.0);
    s.window_margin = egui::Margin::same(12);
    s.menu_margin = egui::Margin::same(8);
    s.interact_size.y = 22.0;
    style
}
