//! The egui layer: the top bar, the Inspector, the panels (build, console,
//! incidents, research, scenarios and saves, charts, settings, help), the
//! loading screen and what went wrong.
//!
//! It owns the player's panels; it reads the sim and sends
//! [`crate::sim::PlayerAction`] messages, never changing the sim directly.
//! It may use the view (selection, insets, palette), loading, saves,
//! settings and the layers below; nothing uses it but the app
//! (docs/ARCHITECTURE.md). Each file registers its own systems in its own
//! `plugin`; a panel that a key opens and closes goes through one generic `toggle`.

mod achievements;
mod briefing;
mod build;
mod card_options;
mod card_tooltip;
pub mod charts;
mod cluster_inspector;
mod colour;
mod console;
mod debrief;
mod frame_rate;
mod goals;
mod group_inspector;
mod help;
mod hints;
mod incidents;
mod inspector;
mod legend;
#[cfg(not(target_arch = "wasm32"))]
mod live;
mod loading;
mod notices;
mod options;
mod overflow;
mod pause;
mod picker;
mod research;
mod sandbox;
pub mod saves;
mod screenshot_key;
mod share_group_inspector;
mod theme;
mod title;
mod top_bar;
mod tutorial;

pub use briefing::{Briefing, StartAtOnce};
pub use build::BuildMenu;
pub(crate) use colour::{colour, colour_alpha};
pub use console::ConsoleWindow;
pub use incidents::IncidentPanel;
pub use inspector::status_words;
pub use picker::ScenarioPicker;
pub use research::ResearchPanel;

use bevy::ecs::component::Mutable;
use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;
use bevy_egui::{EguiPrimaryContextPass, egui};

use crate::loading::Screen;
use crate::view::UiCapture;

/// Where the ui's systems run, declared once.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum UiSet {
    /// `Update`: the game screen's keys, clicks and messages.
    Input,
    /// The egui pass: the UI scale, first.
    Scale,
    /// The egui pass: a whole screen of its own (the title, the debrief),
    /// each gated by its [`Screen`].
    Screens,
    /// The egui pass: the top bar (it measures the board's top inset).
    Bar,
    /// The egui pass: the game screen's panels.
    Panels,
    /// The egui pass: what every screen shows (notices, errors, the loading
    /// screen), over the rest.
    Overlays,
    /// The egui pass, last: where the panels ended up.
    Measure,
}

pub(crate) fn plugin(app: &mut App) {
    app.configure_sets(Update, UiSet::Input.run_if(in_state(Screen::Playing)))
        .configure_sets(
            EguiPrimaryContextPass,
            (UiSet::Scale, UiSet::Screens, UiSet::Bar, UiSet::Panels, UiSet::Overlays, UiSet::Measure).chain(),
        )
        .configure_sets(EguiPrimaryContextPass, (UiSet::Bar, UiSet::Panels).run_if(in_state(Screen::Playing)))
        .add_systems(PreUpdate, share_capture)
        .add_systems(EguiPrimaryContextPass, measure_panels.in_set(UiSet::Measure))
        .add_plugins((
            top_bar::plugin,
            overflow::plugin,
            inspector::plugin,
            build::plugin,
            console::plugin,
            incidents::plugin,
            research::plugin,
            goals::plugin,
            picker::plugin,
            charts::plugin,
            options::plugin,
            help::plugin,
            saves::plugin,
            notices::plugin,
            loading::plugin,
        ))
        .add_plugins((
            title::plugin,
            pause::plugin,
            debrief::plugin,
            tutorial::plugin,
            hints::plugin,
            theme::plugin,
            legend::plugin,
            card_tooltip::plugin,
            briefing::plugin,
            frame_rate::plugin,
            screenshot_key::plugin,
            achievements::plugin,
        ));
    #[cfg(not(target_arch = "wasm32"))]
    app.add_plugins(live::plugin);
}

/// Tells the board whether egui has the pointer or the keyboard (as of the
/// last egui pass).
fn share_capture(wants: Res<EguiWantsInput>, mut capture: ResMut<UiCapture>) {
    let now = UiCapture { pointer: wants.wants_any_pointer_input(), keyboard: wants.wants_any_keyboard_input() };
    if *capture != now {
        *capture = now;
    }
}

/// Windows over everything that the board does not make room for: the
/// pause menu, the list of keys, the legend, a load error, the scenario
/// picker (a menu: the player is choosing what to play next), the briefing.
/// Their English titles: each window keeps its English title's id in every
/// language ([`window_id`]).
const OVER_EVERYTHING: &[&str] =
    // l10n-ok: window ids, their English titles.
    &["Paused", "Keys and mouse", "Legend", "Could not load", "Scenarios", briefing::TITLE];

/// The id egui gives a window titled `title` (`Window::new(title)` makes
/// it from the title). A window whose title is translated keeps its
/// English title's id, so that its place, [`OVER_EVERYTHING`] and the
/// tutorial's pointers find it in every language:
/// `egui::Window::new(t!("legend-title")).id(window_id("Legend"))`.
pub(crate) fn window_id(title: &str) -> egui::Id {
    egui::Id::new(Some(std::borrow::Cow::Borrowed(title)))
}

/// Whether a window over everything ([`OVER_EVERYTHING`]: the pause menu,
/// the keys, the legend, an error, the picker, the briefing) or the
/// settings is open: pointers and outlines are not drawn over it.
pub(crate) fn modal_open(ctx: &egui::Context) -> bool {
    let visible = ctx.memory(|m| m.areas().visible_layer_ids());
    OVER_EVERYTHING
        .iter()
        // l10n-ok: the settings window's id, its English title.
        .chain(std::iter::once(&"Settings"))
        .map(|t| window_id(t))
        .any(|id| visible.iter().any(|l| l.id == id))
}

/// Tells the board where the panels are: every visible window and area in
/// egui's middle and foreground orders (the top bar, the Inspector, the
/// goals, a hint, the console…), not tooltips and not [`OVER_EVERYTHING`].
fn measure_panels(mut contexts: bevy_egui::EguiContexts, mut obstacles: ResMut<crate::view::UiObstacles>) -> Result {
    let ctx = contexts.ctx_mut()?;
    // A window's area id is made from its title as `Window::new` makes it.
    let over: Vec<egui::Id> = OVER_EVERYTHING.iter().map(|t| window_id(t)).collect();
    let zoom = ctx.zoom_factor();
    let mut rects: Vec<bevy::math::Rect> = ctx.memory(|m| {
        let mut layers: Vec<egui::LayerId> = m.areas().visible_layer_ids().into_iter().collect();
        layers.sort_by_key(|l| l.id.value());
        layers
            .into_iter()
            .filter(|l| matches!(l.order, egui::Order::Middle | egui::Order::Foreground) && !over.contains(&l.id))
            .filter_map(|l| m.area_rect(l.id))
            .filter(|r| r.is_positive())
            .map(|r| bevy::math::Rect::new(r.min.x * zoom, r.min.y * zoom, r.max.x * zoom, r.max.y * zoom))
            .collect()
    });
    rects.dedup();
    if obstacles.0 != rects {
        obstacles.0 = rects;
    }
    Ok(())
}

/// A panel that a key opens and closes; its Resource says whether it is
/// open. Registered with [`toggle`].
pub(crate) trait KeyPanel: Resource + Component<Mutability = Mutable> + Default {
    /// The keys that open and close it.
    const KEYS: &'static [KeyCode];
    /// Its key works even while a text field has the keyboard, as long as
    /// the panel is open (the console closes on its own key).
    const KEY_WHILE_TYPING: bool = false;
    /// Whether it is open.
    fn open(&mut self) -> &mut bool;
    /// After its key (or `logjam play --open`) opened or closed it.
    fn toggled(&mut self) {}
}

/// Implements [`KeyPanel`] for a panel Resource whose `open: bool` field
/// says whether it is shown: `key_panel!(BuildMenu, KeyB)`.
macro_rules! key_panel {
    ($panel:ty, $($key:ident),+) => {
        impl $crate::ui::KeyPanel for $panel {
            const KEYS: &'static [KeyCode] = &[$(KeyCode::$key),+];
            fn open(&mut self) -> &mut bool {
                &mut self.open
            }
        }
    };
}
pub(crate) use key_panel;

/// Registers a [`KeyPanel`]: its Resource, and the one system that opens and
/// closes it by its keys on the game's screen.
pub(crate) fn toggle<P: KeyPanel>(app: &mut App) {
    app.init_resource::<P>().add_systems(Update, toggle_by_key::<P>.in_set(UiSet::Input));
}

fn toggle_by_key<P: KeyPanel>(keys: Res<ButtonInput<KeyCode>>, capture: Res<UiCapture>, mut panel: ResMut<P>) {
    if capture.keyboard && !(P::KEY_WHILE_TYPING && *panel.open()) {
        return;
    }
    if P::KEYS.iter().any(|k| keys.just_pressed(*k)) {
        flip(&mut *panel);
    }
}

fn flip<P: KeyPanel>(panel: &mut P) {
    let open = panel.open();
    *open = !*open;
    panel.toggled();
}

/// A panel the game can open at the start (`logjam play --open …`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(not(target_arch = "wasm32"), derive(clap::ValueEnum))]
pub enum Panel {
    /// The Build menu.
    Build,
    /// The incidents panel.
    Incidents,
    /// The research panel.
    Research,
    /// The console.
    Console,
    /// The scenario picker.
    Scenarios,
    /// The charts.
    Charts,
    /// The list of keys and mouse controls.
    Help,
    /// What each mark on the board means.
    Legend,
    /// The settings.
    Settings,
}

/// Opens these panels (the UI plugin must be in).
pub fn open_panels(app: &mut App, panels: &[Panel]) {
    fn open<P: KeyPanel>(world: &mut World) {
        let mut panel = world.resource_mut::<P>();
        if !*panel.open() {
            flip(&mut *panel);
        }
    }
    let world = app.world_mut();
    for p in panels {
        match p {
            Panel::Build => open::<BuildMenu>(world),
            Panel::Incidents => open::<IncidentPanel>(world),
            Panel::Research => open::<ResearchPanel>(world),
            Panel::Console => open::<ConsoleWindow>(world),
            Panel::Settings => open::<options::SettingsWindow>(world),
            Panel::Help => open::<help::HelpOverlay>(world),
            Panel::Legend => open::<legend::Legend>(world),
            Panel::Charts => open::<charts::ChartsPanel>(world),
            Panel::Scenarios => open::<ScenarioPicker>(world),
        }
    }
}

/// Sim seconds as `1d 02:03:04` / `02:03:04`.
pub fn format_sim_time(seconds: f64) -> String {
    crate::sim::format_time(seconds)
}

/// A screen of its own (the title, the debrief): the whole window, filled,
/// under every window and notice.
pub(crate) fn full_screen<R>(
    ctx: &egui::Context,
    id: &str,
    fill: egui::Color32,
    add: impl FnOnce(&mut egui::Ui) -> R,
) -> R {
    let rect = ctx.content_rect();
    egui::Area::new(egui::Id::new(id))
        .order(egui::Order::Background)
        .fixed_pos(rect.min)
        .show(ctx, |ui| {
            egui::Frame::new()
                .fill(fill)
                .inner_margin(32)
                .show(ui, |ui| {
                    ui.set_min_size(rect.size() - egui::vec2(64.0, 64.0));
                    ui.set_max_width(rect.width() - 64.0);
                    add(ui)
                })
                .inner
        })
        .inner
}

/// Dollars: whole above $100, cents below.
pub(crate) fn money(v: f64) -> String {
    if v >= 100.0 {
        crate::rules::words::shown_dollars(v)
    } else {
        format!("${}", crate::rules::words::shown_fixed(v, 2))
    }
}

/// Test only: every text `draw` puts on screen, in its second frame (a
/// grid's first frame only measures it), joined by " | ".
#[cfg(test)]
pub(crate) fn drawn_texts(draw: impl Fn(&mut bevy_egui::egui::Ui)) -> String {
    use bevy_egui::egui;
    let ctx = egui::Context::default();
    let frame = || ctx.run_ui(egui::RawInput::default(), |ui| draw(ui));
    frame().textures_delta.clear();
    let mut out = frame();
    out.textures_delta.clear();
    fn walk(s: &egui::Shape, texts: &mut Vec<String>) {
        match s {
            egui::Shape::Text(t) => texts.push(t.galley.text().to_string()),
            egui::Shape::Vec(v) => v.iter().for_each(|s| walk(s, texts)),
            _ => {}
        }
    }
    let mut texts = Vec::new();
    out.shapes.iter().for_each(|c| walk(&c.shape, &mut texts));
    texts.join(" | ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sim_time_reads_as_a_clock() {
        assert_eq!(format_sim_time(0.0), "00:00:00");
        assert_eq!(format_sim_time(135.5), "00:02:15");
        assert_eq!(format_sim_time(93_784.0), "1d 02:03:04");
    }
}
