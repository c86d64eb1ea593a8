//! Charts (C): lag per consumer group, appends/s and consumes/s, money and
//! the error budget spent, over sim time, drawn with egui_plot. One sample
//! every so many sim seconds; when the history is full, every other sample
//! is dropped and the interval doubles, so a long game stays in view with a
//! bounded number of points.

use std::collections::BTreeMap;

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use egui_plot::{Legend, Line, Plot, PlotPoints};

use super::{UiSet, colour, window_id};
use crate::sim::{Appended, Consumed, ErrorBudget, Ledger, ScenarioStarted, SimClock, SimLog};
use crate::t;
use crate::view::GroupColours;
use crate::view::palette::Palette;

/// Most samples kept.
pub const MAX_SAMPLES: usize = 600;
/// Sim seconds between samples at the start.
const FIRST_INTERVAL: f64 = 1.0;

/// One sample of the game's figures.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Sample {
    /// Sim seconds.
    pub t: f64,
    /// Messages appended per sim second since the last sample.
    pub appends_per_second: f64,
    /// Messages consumed (read by Workers) per sim second since the last
    /// sample.
    pub consumes_per_second: f64,
    /// Money, dollars.
    pub money: f64,
    /// Share of the error budget spent, percent.
    pub budget_spent_percent: f64,
    /// Lag per group, messages (all its topics and partitions).
    pub lag: BTreeMap<String, u64>,
    /// Each group's time lag, sim seconds: the age of its oldest record not
    /// yet committed, on its partition furthest behind.
    pub behind: BTreeMap<String, f64>,
}

/// The history the charts draw.
#[derive(Resource, Debug)]
pub struct ChartHistory {
    /// Samples, oldest first (at most [`MAX_SAMPLES`]).
    pub samples: Vec<Sample>,
    /// Sim seconds between samples.
    pub interval: f64,
    appended: u64,
    consumed: u64,
    last: (f64, u64, u64),
}

impl Default for ChartHistory {
    fn default() -> Self {
        ChartHistory { samples: Vec::new(), interval: FIRST_INTERVAL, appended: 0, consumed: 0, last: (0.0, 0, 0) }
    }
}

impl ChartHistory {
    /// Adds a sample; halves the history when it is full.
    pub fn push(&mut self, sample: Sample) {
        self.samples.push(sample);
        if self.samples.len() > MAX_SAMPLES {
            let mut i = 0;
            self.samples.retain(|_| {
                i += 1;
                i % 2 == 1
            });
            self.interval *= 2.0;
        }
    }
}

/// Whether the charts are shown.
#[derive(Resource, Debug, Default)]
pub struct ChartsPanel {
    /// Shown or not.
    pub open: bool,
}

super::key_panel!(ChartsPanel, KeyC);

pub(super) fn plugin(app: &mut App) {
    super::toggle::<ChartsPanel>(app);
    app.init_resource::<ChartHistory>()
        .add_systems(Update, sample.in_set(UiSet::Input))
        .add_systems(EguiPrimaryContextPass, window.in_set(UiSet::Panels));
}

#[allow(clippy::too_many_arguments)]
fn sample(
    mut history: ResMut<ChartHistory>,
    mut started: MessageReader<ScenarioStarted>,
    mut appended: MessageReader<Appended>,
    mut consumed: MessageReader<Consumed>,
    clock: Res<SimClock>,
    log: Res<SimLog>,
    ledger: Res<Ledger>,
    budget: Res<ErrorBudget>,
) {
    if started.read().count() > 0 {
        *history = ChartHistory::default();
    }
    history.appended += appended.read().map(|a| a.count).sum::<u64>();
    history.consumed += consumed.read().map(|c| c.count).sum::<u64>();
    let due = history.samples.last().map(|s| s.t + history.interval).unwrap_or(0.0);
    if clock.now < due || (clock.now == 0.0 && !history.samples.is_empty()) {
        return;
    }
    let (t0, a0, c0) = history.last;
    let dt = (clock.now - t0).max(1e-9);
    let rate = |now: u64, before: u64| if clock.now > t0 { now.saturating_sub(before) as f64 / dt } else { 0.0 };
    let mut lag = BTreeMap::new();
    let mut behind = BTreeMap::new();
    for g in log.groups() {
        lag.insert(g.name().to_string(), log.group_lag(g.name()));
        behind.insert(g.name().to_string(), log.group_time_lag(g.name(), clock.now));
    }
    let sample = Sample {
        t: clock.now,
        appends_per_second: rate(history.appended, a0),
        consumes_per_second: rate(history.consumed, c0),
        money: ledger.money,
        budget_spent_percent: budget.spent_share() * 100.0,
        lag,
        behind,
    };
    history.last = (clock.now, history.appended, history.consumed);
    history.push(sample);
}

/// A line of `(t, y)` points.
fn line<'a>(name: &str, history: &ChartHistory, y: impl Fn(&Sample) -> Option<f64>) -> Line<'a> {
    let points: Vec<[f64; 2]> = history.samples.iter().filter_map(|s| y(s).map(|v| [s.t, v])).collect();
    Line::new(name.to_string(), PlotPoints::from(points))
}

/// What the charts draw in: the palette, and each group's colour.
#[derive(bevy::ecs::system::SystemParam)]
struct ChartColours<'w> {
    palette: Res<'w, Palette>,
    groups: Res<'w, GroupColours>,
}

impl ChartColours<'_> {
    fn group(&self, g: &str) -> egui::Color32 {
        colour(self.palette.group(self.groups.index(g)))
    }
}

fn plot(ui: &mut egui::Ui, id: &str, title: &str, top: f64, add: impl FnOnce(&mut egui_plot::PlotUi)) {
    ui.strong(title);
    Plot::new(id)
        .include_y(top)
        .height(110.0)
        .legend(Legend::default())
        .allow_scroll(false)
        .allow_zoom(false)
        .allow_drag(false)
        .include_y(0.0)
        .x_axis_formatter(|mark, _| crate::sim::format_time(mark.value))
        .show(ui, add);
}

fn window(
    mut contexts: EguiContexts,
    mut panel: ResMut<ChartsPanel>,
    history: Res<ChartHistory>,
    colours: ChartColours,
    real: Option<Res<crate::sim::RealCluster>>,
) -> Result {
    if !panel.open {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let mut open = true;
    let title = t!("charts-title");
    egui::Window::new(title)
        .id(window_id("Charts")) // l10n-ok: the window's id, its English title
        .open(&mut open)
        .default_pos([760.0, 60.0])
        .default_width(480.0)
        .show(ctx, |ui| {
            if history.samples.len() < 2 {
                ui.weak(t!("charts-empty"));
                return;
            }
            // A real cluster's board runs on real time and has no economy.
            let clock = if real.is_some() { "real" } else { "sim" };
            ui.weak(t!("charts-interval", interval = crate::sim::format_time(history.interval), clock = clock));
            let groups: Vec<String> = {
                let mut g: Vec<String> = history.samples.iter().flat_map(|s| s.lag.keys().cloned()).collect();
                g.sort();
                g.dedup();
                g
            };
            plot(ui, "lag", &t!("charts-lag"), 10.0, |p| {
                for g in &groups {
                    p.line(line(g, &history, |s| s.lag.get(g).map(|&l| l as f64)).color(colours.group(g)));
                }
            });
            plot(ui, "behind", &t!("charts-behind"), 1.0, |p| {
                for g in &groups {
                    p.line(line(g, &history, |s| s.behind.get(g).copied()).color(colours.group(g)));
                }
            });
            let pal = &colours.palette;
            plot(ui, "rates", &t!("charts-rates", clock = clock), 1.0, |p| {
                p.line(
                    line(&t!("charts-appends"), &history, |s| Some(s.appends_per_second)).color(colour(pal.ages[0])),
                );
                p.line(
                    line(&t!("charts-consumes"), &history, |s| Some(s.consumes_per_second))
                        .color(colour(pal.ui.hyperlink)),
                );
            });
            if real.is_some() {
                return;
            }
            plot(ui, "money", &t!("charts-money"), 1.0, |p| {
                p.line(line(&t!("charts-money-line"), &history, |s| Some(s.money)).color(colour(pal.ui.good)));
            });
            plot(ui, "budget", &t!("charts-budget"), 100.0, |p| {
                p.line(
                    line(&t!("charts-budget-line"), &history, |s| Some(s.budget_spent_percent))
                        .color(colour(pal.danger.loss)),
                );
            });
        });
    if !open {
        panel.open = false;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_history_halves_and_doubles_its_interval() {
        let mut h = ChartHistory::default();
        for i in 0..=MAX_SAMPLES {
            h.push(Sample { t: i as f64, ..default() });
        }
        assert_eq!(h.samples.len(), MAX_SAMPLES / 2 + 1);
        assert_eq!(h.interval, FIRST_INTERVAL * 2.0);
        assert_eq!(h.samples[0].t, 0.0);
        assert_eq!(h.samples[1].t, 2.0, "every other sample is kept");
    }
}
