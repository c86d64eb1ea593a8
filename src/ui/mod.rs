//! The egui layer: top bar (sim time, speed), the Inspector, load errors,
//! and the keyboard controls. It reads sim state and sends
//! [`PlayerAction`] messages; it never changes the sim directly.

mod build;
pub mod charts;
mod console;
mod goals;
mod incidents;
mod inspector;
mod options;
mod picker;
mod research;
pub mod saves;

pub use build::BuildMenu;
pub use console::ConsoleWindow;
pub use incidents::IncidentPanel;
pub use picker::ScenarioPicker;
pub use research::ResearchPanel;

use crate::view::palette::Palette;
use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::loading::LoadStatus;
use crate::rules::catalog::Catalog;
use crate::sim::{ActionRejected, Board, ErrorBudget, Ledger, SimClock, SimDriver};
use crate::view::{Selection, UiInsets};

/// The last refused action, shown until the next one.
#[derive(Resource, Clone, Debug, Default)]
pub struct LastRejection(pub Option<String>);

pub(crate) fn plugin(app: &mut App) {
    saves::plugin(app);
    charts::plugin(app);
    options::plugin(app);
    app.init_resource::<LastRejection>()
        .init_resource::<HelpOverlay>()
        .init_resource::<ConsoleWindow>()
        .init_resource::<IncidentPanel>()
        .init_resource::<ResearchPanel>()
        .init_resource::<BuildMenu>()
        .init_resource::<ScenarioPicker>()
        .init_resource::<incidents::PracticeTargets>()
        .add_systems(
            Update,
            (
                console::toggle,
                incidents::toggle,
                research::toggle,
                keyboard,
                help_toggle,
                collect_rejections,
                console::collect,
                incidents::collect,
                incidents::refresh_targets,
                build::toggle,
                build::place_on_click,
                picker::toggle,
                #[cfg(target_arch = "wasm32")]
                picker::receive,
            ),
        )
        .add_systems(
            EguiPrimaryContextPass,
            (
                options::apply_scale,
                top_bar,
                inspector::panel,
                console::window,
                incidents::window,
                research::window,
                build::window,
                goals::window,
                picker::window,
                charts::window,
                options::window,
                help_window,
                errors,
            )
                .chain(),
        );
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
    /// The settings.
    Settings,
}

/// Opens these panels (the UI plugin must be in).
pub fn open_panels(app: &mut App, panels: &[Panel]) {
    let world = app.world_mut();
    for p in panels {
        match p {
            Panel::Build => world.resource_mut::<BuildMenu>().open = true,
            Panel::Incidents => world.resource_mut::<IncidentPanel>().open = true,
            Panel::Research => world.resource_mut::<ResearchPanel>().open = true,
            Panel::Console => world.resource_mut::<ConsoleWindow>().open = true,
            Panel::Settings => world.resource_mut::<options::SettingsWindow>().open = true,
            Panel::Help => world.resource_mut::<HelpOverlay>().open = true,
            Panel::Charts => world.resource_mut::<charts::ChartsPanel>().open = true,
            Panel::Scenarios => {
                let mut picker = world.resource_mut::<ScenarioPicker>();
                picker.open = true;
                picker.refresh();
            }
        }
    }
}

/// Sim seconds as `1d 02:03:04` / `02:03:04`.
pub fn format_sim_time(seconds: f64) -> String {
    crate::sim::format_time(seconds)
}

fn keyboard(
    keys: Res<ButtonInput<KeyCode>>,
    wants: Option<Res<EguiWantsInput>>,
    catalog: Option<Res<Catalog>>,
    mut driver: ResMut<SimDriver>,
    mut selection: ResMut<Selection>,
) {
    if wants.is_some_and(|w| w.wants_any_keyboard_input()) {
        return;
    }
    let SimDriver::RealTime { paused, speed, .. } = &mut *driver else { return };
    if keys.just_pressed(KeyCode::Space) {
        *paused = !*paused;
    }
    let speeds = catalog.map(|c| c.sim.speeds.len()).unwrap_or(1);
    for (i, key) in
        [KeyCode::Digit1, KeyCode::Digit2, KeyCode::Digit3, KeyCode::Digit4, KeyCode::Digit5].iter().enumerate()
    {
        if keys.just_pressed(*key) && i < speeds {
            *speed = i;
            *paused = false;
        }
    }
    if keys.just_pressed(KeyCode::Escape) {
        selection.0 = None;
    }
}

/// Whether the help overlay (H) is shown.
#[derive(Resource, Debug, Default)]
pub struct HelpOverlay {
    /// Shown or not.
    pub open: bool,
}

/// Every key and mouse control: (control, what it does).
pub const CONTROLS: &[(&str, &str)] = &[
    ("Space", "pause and resume"),
    ("1, 2, 3, 4", "sim speed (1×, 8×, 60×, 600×: the catalog's speeds)"),
    ("click a card", "the Inspector: the component's rules, live figures and options"),
    ("Esc", "close the Inspector"),
    ("B", "build: pick a component, then click on the board"),
    ("drag a card", "move it"),
    ("Shift-drag to another card", "link them (only where the rules allow)"),
    ("I", "incidents: under way, practice, the log"),
    ("R", "research, paid in research points"),
    ("` (backquote)", "the Kafka-style console on the live board"),
    ("C", "charts: lag, rates, money, error budget"),
    ("P", "scenarios, mods and saves"),
    ("F5 / F9", "save to the quick slot / load it"),
    ("M", "mute the sound"),
    ("O", "settings: volume, UI scale, colour-blind-safe colours"),
    ("wheel / right-drag", "zoom / pan"),
    ("F", "fit the board in the window"),
    ("H or F1", "this list"),
];

fn help_toggle(keys: Res<ButtonInput<KeyCode>>, wants: Option<Res<EguiWantsInput>>, mut help: ResMut<HelpOverlay>) {
    if (keys.just_pressed(KeyCode::KeyH) || keys.just_pressed(KeyCode::F1))
        && !wants.is_some_and(|w| w.wants_any_keyboard_input())
    {
        help.open = !help.open;
    }
}

fn help_window(mut contexts: EguiContexts, mut help: ResMut<HelpOverlay>) -> Result {
    if !help.open {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    egui::Window::new("Keys and mouse")
        .open(&mut open)
        .order(egui::Order::Foreground)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            egui::Grid::new("controls").striped(true).num_columns(2).show(ui, |ui| {
                for (key, does) in CONTROLS {
                    ui.strong(*key);
                    ui.label(*does);
                    ui.end_row();
                }
            });
            ui.add_space(6.0);
            ui.weak("Every option in the Inspector says what it does, costs and risks when you hover it.");
        });
    if !open {
        help.open = false;
    }
    Ok(())
}

fn collect_rejections(mut rejected: MessageReader<ActionRejected>, mut last: ResMut<LastRejection>) {
    for r in rejected.read() {
        last.0 = Some(r.reason.clone());
    }
}

fn top_bar(
    palette: Res<Palette>,
    mut contexts: EguiContexts,
    clock: Res<SimClock>,
    driver: Res<SimDriver>,
    catalog: Option<Res<Catalog>>,
    board: Res<Board>,
    ledger: Option<Res<Ledger>>,
    budget: Option<Res<ErrorBudget>>,
    mut panels: (ResMut<IncidentPanel>, ResMut<ResearchPanel>, ResMut<ConsoleWindow>, ResMut<BuildMenu>),
    era: Option<Res<crate::sim::goals::EraState>>,
    incidents: Query<&crate::sim::incidents::Incident>,
    mut insets: ResMut<UiInsets>,
    mut picker: ResMut<ScenarioPicker>,
    (mut charts, mut help, mut options): (
        ResMut<charts::ChartsPanel>,
        ResMut<HelpOverlay>,
        ResMut<options::SettingsWindow>,
    ),
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let width = ctx.content_rect().width();
    let response =
        egui::Area::new(egui::Id::new("top bar")).anchor(egui::Align2::LEFT_TOP, [0.0, 0.0]).show(ctx, |ui| {
            egui::Frame::new()
                .fill(colour(palette.ui.bar))
                .inner_margin(egui::Margin::symmetric(10, 6))
                .show(ui, |ui| {
                    ui.set_width(width - 20.0);
                    ui.horizontal_wrapped(|ui| {
                        ui.strong(egui::RichText::new("Logjam").size(16.0));
                        let title = board.scenario.as_ref().map(|s| s.name.as_str()).unwrap_or("loading…");
                        ui.label(title);
                        ui.separator();
                        ui.monospace(format!("sim {}", format_sim_time(clock.now)));
                        if let SimDriver::RealTime { paused, speed, .. } = *driver {
                            let label = catalog
                                .as_ref()
                                .and_then(|c| c.sim.speeds.get(speed))
                                .map(|s| s.label.clone())
                                .unwrap_or_else(|| "1×".into());
                            if paused {
                                ui.colored_label(colour(palette.ui.paused), "⏸ paused");
                            } else {
                                ui.label(format!("▶ {label}"));
                            }
                        }
                        if let Some(l) = &ledger {
    ui.separator();
    let colour = if l.money < 0.0 { colour(palette.ui.danger) } else { colour(palette.ui.good) };
    ui.colored_label(colour, format!("${:.0}", l.money)).on_hover_text(format!(
        "Money. Revenue ${:.2} so far, Burn ${:.2} so far, placing ${:.0}, refunds ${:.0}.",
        l.revenue, l.burn, l.placing, l.refunds
    ));
    ui.label(format!("burn ${:.2}/s", l.burn_per_second)).on_hover_text("What the board costs to run, per sim second.");
    ui.label(format!("{:.0} research", l.research)).on_hover_text("Research points, earned by completed tasks.");
}
if let Some(b) = &budget {
    ui.separator();
    let share = b.spent_share();
    let colour = if share >= 1.0 {
        colour(palette.ui.budget[2])
    } else if share >= 0.5 {
        colour(palette.ui.budget[1])
    } else {
        colour(palette.ui.budget[0])
    };
    ui.colored_label(colour, format!("error budget {:.0}% spent", (share * 100.0).min(999.0))).on_hover_text(format!(
        "SLO {:.2}%: {:.0} bad outcomes allowed of {} so far; {:.0} spent.\nlost to retention {} · lost with a broker {} · stale {:.0} · stranded {} · duplicates {} · throttled {}",
        b.target * 100.0,
        b.budget(),
        b.outcomes,
        b.spent(),
        b.damage.lost_retention,
        b.damage.lost_broker,
        b.damage.stale,
        b.damage.stranded,
        b.damage.duplicates,
        b.damage.throttled
    ));
}
if let (Some(era), Some(catalog)) = (&era, &catalog) {
    ui.label(era.name(catalog)).on_hover_text(format!("The shop's era: traffic ×{:.0} of the start. Revenue brings the next.", era.traffic_factor(catalog)));
}
ui.separator();
let active = incidents.iter().count();
let label = if active > 0 { format!("⚠ Incidents ({active})") } else { "Incidents".to_string() };
if ui.selectable_label(panels.3.open, "Build").on_hover_text("B: place components").clicked() {
    panels.3.open = !panels.3.open;
}
if ui.selectable_label(panels.0.open, label).on_hover_text("I: incidents under way, practice, the log").clicked() {
    panels.0.open = !panels.0.open;
}
if ui.selectable_label(panels.1.open, "Research").on_hover_text("R: research, paid in research points").clicked() {
    panels.1.open = !panels.1.open;
}
if ui.selectable_label(panels.2.open, "Console").on_hover_text("`: the Kafka-style console").clicked() {
    panels.2.open = !panels.2.open;
}
if ui.selectable_label(charts.open, "Charts").on_hover_text("C: lag, rates, money and the error budget over sim time").clicked() {
    charts.open = !charts.open;
}
if ui.selectable_label(picker.open, "Scenarios").on_hover_text("P: the shipped scenarios and your mods").clicked() {
    picker.open = !picker.open;
    if picker.open {
        picker.refresh();
    }
}
ui.separator();
                        if ui.selectable_label(options.open, "Settings").on_hover_text("O: volume, UI scale, colours").clicked() {
                            options.open = !options.open;
                        }
                        if ui.selectable_label(help.open, "? Keys").on_hover_text("H: every key and mouse control").clicked() {
                            help.open = !help.open;
                        }
                    });
                });
        });
    insets.top = response.response.rect.height();
    Ok(())
}

fn errors(
    palette: Res<Palette>,
    mut contexts: EguiContexts,
    status: Res<LoadStatus>,
    time: Res<Time<Real>>,
    mut shown: Local<(Option<String>, f64)>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // A notice ("Reloaded FILE") floats under the top bar's right end for
    // fifteen seconds.
    let now = time.elapsed_secs_f64();
    if status.notice != shown.0 {
        *shown = (status.notice.clone(), now);
    }
    if let Some(notice) = &shown.0
        && now - shown.1 < 15.0
    {
        egui::Area::new(egui::Id::new("notice")).anchor(egui::Align2::RIGHT_TOP, [-12.0, 40.0]).show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.colored_label(colour(palette.ui.notice), notice);
            });
        });
    }
    let Some(error) = &status.error else { return Ok(()) };
    egui::Window::new("Could not load")
        .anchor(egui::Align2::CENTER_TOP, [-170.0, 60.0])
        .collapsible(false)
        .resizable(false)
        .default_width(560.0)
        .show(ctx, |ui| {
            ui.colored_label(colour(palette.ui.danger), error);
            ui.add_space(6.0);
            if let Some(hint) = &status.hint {
                ui.label(hint);
            } else if cfg!(target_arch = "wasm32") {
                ui.label("The game goes on with what it had. Fix the file and pick it again (P).");
            } else if status.running {
                ui.label(
                    "The game goes on with the last good version. Fix the file and save it: it reloads by itself.",
                );
            } else {
                ui.label("Fix the file and save it: the game loads it as soon as it is valid.");
            }
        });
    Ok(())
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

/// A palette colour as egui wants it.
pub(crate) fn colour(c: bevy::color::Color) -> egui::Color32 {
    let [r, g, b] = crate::view::palette::UiColours::egui(c);
    egui::Color32::from_rgb(r, g, b)
}
