//! The top bar: the scenario, the sim clock and speed, money, Burn, research
//! points, the error budget and the era, and a button for each panel; and
//! the clock's keys (Space pauses, 1–5 pick a speed).

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::charts::ChartsPanel;
use super::format_sim_time;
use super::help::HelpOverlay;
use super::options::SettingsWindow;
use super::{BuildMenu, ConsoleWindow, IncidentPanel, KeyPanel, ResearchPanel, ScenarioPicker, UiSet, colour, flip};
use crate::rules::catalog::Catalog;
use crate::sim::goals::EraState;
use crate::sim::incidents::Incident;
use crate::sim::{Board, ErrorBudget, Ledger, SimClock, SimDriver};
use crate::t;
use crate::view::palette::Palette;
use crate::view::{UiCapture, UiInsets};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, clock_keys.in_set(UiSet::Input))
        .add_systems(EguiPrimaryContextPass, top_bar.in_set(UiSet::Bar));
}

/// Space pauses and resumes; 1, 2, 3, … pick the catalog's speeds.
fn clock_keys(
    keys: Res<ButtonInput<KeyCode>>,
    capture: Res<UiCapture>,
    catalog: Res<Catalog>,
    mut driver: ResMut<SimDriver>,
) {
    if capture.keyboard {
        return;
    }
    let SimDriver::RealTime { paused, speed, .. } = &mut *driver else { return };
    if keys.just_pressed(KeyCode::Space) {
        *paused = !*paused;
    }
    let speeds = catalog.sim.speeds.len();
    let digits = [KeyCode::Digit1, KeyCode::Digit2, KeyCode::Digit3, KeyCode::Digit4, KeyCode::Digit5];
    for (i, key) in digits.iter().enumerate() {
        if keys.just_pressed(*key) && i < speeds {
            *speed = i;
            *paused = false;
        }
    }
}

/// What the bar shows.
#[derive(SystemParam)]
struct BarFigures<'w, 's> {
    palette: Res<'w, Palette>,
    clock: Res<'w, SimClock>,
    driver: Res<'w, SimDriver>,
    catalog: Res<'w, Catalog>,
    board: Res<'w, Board>,
    ledger: Res<'w, Ledger>,
    budget: Res<'w, ErrorBudget>,
    era: Res<'w, EraState>,
    incidents: Query<'w, 's, &'static Incident>,
    settings: Res<'w, crate::settings::Settings>,
    frame_rate: Res<'w, super::frame_rate::FrameRate>,
    real: Option<Res<'w, crate::sim::RealCluster>>,
}

/// The panels the bar opens and closes.
#[derive(SystemParam)]
struct BarPanels<'w> {
    build: ResMut<'w, BuildMenu>,
    incidents: ResMut<'w, IncidentPanel>,
    research: ResMut<'w, ResearchPanel>,
    console: ResMut<'w, ConsoleWindow>,
    charts: ResMut<'w, ChartsPanel>,
    picker: ResMut<'w, ScenarioPicker>,
    settings: ResMut<'w, SettingsWindow>,
    help: ResMut<'w, HelpOverlay>,
}

/// Logical width under which the panel buttons fold into one menu.
const FOLD_BUTTONS_BELOW: f32 = 1100.0;

fn top_bar(
    mut contexts: EguiContexts,
    figures: BarFigures,
    mut panels: BarPanels,
    mut insets: ResMut<UiInsets>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let width = ctx.content_rect().width();
    let response =
        egui::Area::new(egui::Id::new("top bar")).anchor(egui::Align2::LEFT_TOP, [0.0, 0.0]).show(ctx, |ui| {
            egui::Frame::new().fill(colour(figures.palette.ui.bar)).inner_margin(egui::Margin::symmetric(10, 6)).show(
                ui,
                |ui| {
                    ui.set_width(width - 20.0);
                    // One line whatever the width: the buttons on the
                    // right, the figures on the left, and the scenario's
                    // title takes what is left (cut short, in full on hover).
                    egui::Sides::new().shrink_left().truncate().show(
                        ui,
                        |ui| {
                            clock(ui, &figures);
                            ui.separator();
                            // A real cluster's board has no money, research
                            // or error budget.
                            if figures.real.is_none() {
                                money_and_budget(ui, &figures);
                                ui.separator();
                            }
                            let loading = t!("top-bar-loading");
                            let title = figures
                                .board
                                .scenario
                                .as_ref()
                                .map(|s| crate::locale::data::text(&s.name))
                                .unwrap_or(loading);
                            ui.add(
                                egui::Label::new(egui::RichText::new(&title).color(colour(figures.palette.text_dim)))
                                    .truncate(),
                            )
                            .on_hover_text(title);
                        },
                        |ui| {
                            if width < FOLD_BUTTONS_BELOW {
                                ui.menu_button(t!("top-bar-panels"), |ui| {
                                    panel_buttons(ui, &figures, &mut panels, false)
                                });
                            } else {
                                panel_buttons(ui, &figures, &mut panels, true);
                            }
                        },
                    );
                },
            );
        });
    insets.top = response.response.rect.height();
    Ok(())
}

/// The sim clock and the speed (or paused).
fn clock(ui: &mut egui::Ui, f: &BarFigures) {
    // l10n-ok: the game's name.
    ui.strong(egui::RichText::new("Logjam").size(16.0).family(super::theme::bold(ui.ctx())));
    ui.monospace(format_sim_time(f.clock.now)).on_hover_text(t!("top-bar-sim-time-hover"));
    if let SimDriver::RealTime { paused, speed, .. } = *f.driver {
        let label = f.catalog.sim.speeds.get(speed).map(|s| s.label.clone()).unwrap_or_else(|| "1×".into());
        let r = if paused {
            ui.colored_label(colour(f.palette.ui.paused), t!("top-bar-paused"))
                .on_hover_text(t!("top-bar-paused-hover"))
        } else {
            ui.label(format!("▶ {label}"))
        };
        remember(ui, "pointer:speed", r.rect);
    }
    if f.settings.show_frame_rate {
        ui.monospace(t!("top-bar-fps", fps = format!("{:.0}", f.frame_rate.per_second)))
            .on_hover_text(t!("top-bar-fps-hover"));
    }
}

/// Keeps where a top-bar figure is, for the tutorial's and the hints' pointers.
fn remember(ui: &egui::Ui, id: &str, rect: egui::Rect) {
    ui.ctx().data_mut(|d| d.insert_temp(egui::Id::new(id), rect));
}

/// A figure short enough for the top bar: whole below 100,000, then in
/// thousands (k), millions (M), billions (B) and trillions (T), so that
/// the bar stays on one line (the exact figure is in its tooltip).
fn short(x: f64) -> String {
    let a = x.abs();
    if a < 100_000.0 {
        format!("{x:.0}")
    } else if a < 1e6 {
        format!("{:.0}k", x / 1e3)
    } else if a < 1e9 {
        format!("{}M", crate::rules::words::shown_fixed(x / 1e6, 1))
    } else if a < 1e12 {
        format!("{}B", crate::rules::words::shown_fixed(x / 1e9, 1))
    } else {
        format!("{}T", crate::rules::words::shown_fixed(x / 1e12, 1))
    }
}

/// Money, Burn, research points, the error budget and the era.
fn money_and_budget(ui: &mut egui::Ui, f: &BarFigures) {
    let (l, b, ui_colours) = (&f.ledger, &f.budget, &f.palette.ui);
    let cash = if l.money < 0.0 { ui_colours.danger } else { ui_colours.good };
    let r = ui.colored_label(colour(cash), format!("${}", short(l.money)));
    remember(ui, "pointer:money", r.rect);
    let (money, revenue, burn) = (
        format!("${:.0}", l.money),
        format!("${}", crate::rules::words::shown_fixed(l.revenue, 2)),
        format!("${}", crate::rules::words::shown_fixed(l.burn, 2)),
    );
    let (placing, refunds) = (format!("${:.0}", l.placing), format!("${:.0}", l.refunds));
    #[rustfmt::skip]
    let hover = t!("top-bar-money-hover", money = money, revenue = revenue, burn = burn, placing = placing,
        refunds = refunds);
    r.on_hover_text(hover);
    ui.label(format!("−${}/s", crate::rules::words::shown_fixed(l.burn_per_second, 2)))
        .on_hover_text(t!("top-bar-burn-hover"));
    ui.label(t!("top-bar-research-points", points = format!("{:.0}", l.research)))
        .on_hover_text(t!("top-bar-research-points-hover"));
    ui.separator();
    let share = b.spent_share();
    let level = if share >= 1.0 {
        2
    } else if share >= 0.5 {
        1
    } else {
        0
    };
    let d = &b.damage;
    let burn = b.burn_rate();
    let burning = if burn >= 0.05 {
        if burn >= 100_000.0 {
            format!(" · −{}/s", short(burn))
        } else {
            format!(" · −{}/s", crate::rules::words::shown_fixed(burn, 1))
        }
    } else {
        String::new()
    };
    let r = ui.colored_label(
        colour(ui_colours.budget[level]),
        t!("top-bar-budget", spent = short(b.spent()), budget = short(b.budget()), burning = burning),
    );
    remember(ui, "pointer:budget", r.rect);
    #[rustfmt::skip]
    let hover = t!("top-bar-budget-hover",
        spent = format!("{:.0}", b.spent()),
        budget = format!("{:.0}", b.budget()),
        burning = if burn >= 0.05 { "yes" } else { "no" },
        burn = crate::rules::words::shown_fixed(burn, 1),
        slo = crate::rules::words::shown_fixed(b.target * 100.0, 2),
        over = if b.rolling { "hour" } else { "scenario" },
        share = format!("{:.0}", (share * 100.0).min(9999.0)),
        loses = if b.lose_when_exhausted { "yes" } else { "no" },
        retention = d.lost_retention.to_string(),
        broker = d.lost_broker.to_string(),
        expansion = d.lost_expansion.to_string(),
        poison = d.lost_poison.to_string(),
        stale = format!("{:.0}", d.stale),
        stranded = d.stranded.to_string(),
        duplicates = d.duplicates.to_string(),
        throttled = d.throttled.to_string(),
        missed = d.missed.to_string(),
    );
    r.on_hover_text(hover);
    let factor = format!("{:.0}", f.era.traffic_factor(&f.catalog));
    ui.label(crate::locale::data::text(f.era.name(&f.catalog))).on_hover_text(t!("top-bar-era-hover", factor = factor));
}

/// One button per panel, lit while it is open; added last first when the
/// layout runs right to left, so that they read left to right.
fn panel_buttons(ui: &mut egui::Ui, f: &BarFigures, p: &mut BarPanels, reversed: bool) {
    let active = f.incidents.iter().count();
    let incidents = if active > 0 { t!("top-bar-incidents-active", count = active) } else { t!("top-bar-incidents") };
    let order: Vec<usize> = if reversed { (0..8).rev().collect() } else { (0..8).collect() };
    for i in order {
        match i {
            0 => button(ui, &mut *p.build, &t!("top-bar-build"), &t!("top-bar-build-hover")),
            1 => button(ui, &mut *p.incidents, &incidents, &t!("top-bar-incidents-hover")),
            2 => button(ui, &mut *p.research, &t!("top-bar-research"), &t!("top-bar-research-hover")),
            3 => button(ui, &mut *p.console, &t!("top-bar-console"), &t!("top-bar-console-hover")),
            4 => button(ui, &mut *p.charts, &t!("top-bar-charts"), &t!("top-bar-charts-hover")),
            5 => button(ui, &mut *p.picker, &t!("top-bar-scenarios"), &t!("top-bar-scenarios-hover")),
            6 => button(ui, &mut *p.settings, "⚙", &t!("top-bar-settings-hover")),
            _ => button(ui, &mut *p.help, "?", &t!("top-bar-help-hover")),
        }
    }
}

fn button<P: KeyPanel>(ui: &mut egui::Ui, panel: &mut P, label: &str, hover: &str) {
    if ui.selectable_label(*panel.open(), label).on_hover_text(hover).clicked() {
        flip(panel);
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn big_figures_are_shortened_for_the_bar() {
        assert_eq!(super::short(5036.4), "5036");
        assert_eq!(super::short(-99_999.0), "-99999");
        assert_eq!(super::short(250_000.0), "250k");
        assert_eq!(super::short(92_160_000.0), "92.2M");
        assert_eq!(super::short(1_000_000_013_643.0), "1.0T");
    }
}
