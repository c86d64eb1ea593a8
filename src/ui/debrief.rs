//! The debrief, the screen at every end (won, lost, out of time, or left
//! for the title), built from the run itself: the outcome and why, the
//! stars, a timeline (incidents, the player's actions, lag warnings, the
//! first bad outcome of each cause, the budget's half and whole), the error
//! budget by cause, the money in and out, small charts of lag and budget,
//! and one to three lessons. Its figures are the run's report
//! ([`crate::sim::report::Report`]), built once as the screen opens.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use egui_plot::{Line, Plot, PlotPoints};

use super::{UiSet, colour, money};
use crate::loading::{ChooseScenario, ScenarioChoice, Screen, shipped_choice};
use crate::progress::{Progress, ProgressFile};
use crate::sim::report::Report;
use crate::sim::timeline::{Cause, Sample, Timeline};
use crate::sim::{Board, Outcome, SimClock};
use crate::view::palette::Palette;

/// Real seconds the board stays on screen after the end, before the debrief.
const PAUSE_BEFORE_DEBRIEF: f64 = 1.5;

/// What the debrief shows, made as it opens.
#[derive(Resource, Debug)]
pub struct DebriefData {
    /// The run's report.
    pub report: Report,
    /// Lag, budget and money over the run.
    pub samples: Vec<Sample>,
    /// Sim time the player left at, when they left.
    pub left_at: Option<f64>,
    /// The shipped scenario after this one in its section, if any.
    pub next: Option<String>,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, to_debrief.run_if(in_state(Screen::Playing)))
        .add_systems(OnEnter(Screen::Debrief), build)
        .add_systems(EguiPrimaryContextPass, screen.in_set(UiSet::Screens).run_if(in_state(Screen::Debrief)));
}

/// A moment after the scenario is over, the debrief.
fn to_debrief(
    outcome: Res<Outcome>,
    board: Res<Board>,
    clock: Res<SimClock>,
    time: Res<Time<Real>>,
    mut since: Local<Option<f64>>,
    mut next: ResMut<NextState<Screen>>,
) {
    let duration = board.scenario.as_ref().and_then(|s| s.duration);
    let over = *outcome != Outcome::Running || duration.is_some_and(|d| clock.now >= d - 1e-9);
    if !over {
        *since = None;
        return;
    }
    let now = time.elapsed_secs_f64();
    if now - *since.get_or_insert(now) >= PAUSE_BEFORE_DEBRIEF {
        *since = None;
        next.set(Screen::Debrief);
    }
}

fn build(world: &mut World) {
    let report = Report::build(world);
    let samples = world.resource::<Timeline>().samples.clone();
    let left_at = world.resource::<super::pause::LeftGame>().0;
    let file = crate::progress::key(world.resource::<ScenarioChoice>());
    if left_at.is_some() {
        let mut progress = world.resource::<Progress>().clone();
        progress.record(&file, 0, false, None);
        crate::progress::keep(world.resource::<ProgressFile>(), &progress);
        world.insert_resource(progress);
    }
    let index = crate::rules::index::shipped_index().unwrap_or_default();
    let next = index.iter().position(|e| e.file == file).and_then(|i| {
        let here = &index[i];
        index.get(i + 1).filter(|n| n.section == here.section).map(|n| n.file.clone())
    });
    let data = DebriefData { report, samples, left_at, next };
    let (title, why, _) = headline(&data);
    info!("debrief: {title}: {why}");
    world.insert_resource(data);
}

/// The outcome as a title and its reason.
fn headline(d: &DebriefData) -> (&'static str, String, bool) {
    let r = &d.report;
    if let Some(at) = d.left_at {
        return ("You left", format!("at {} of sim time", crate::sim::format_time(at)), false);
    }
    if let Some(why) = r.outcome.strip_prefix("won: ") {
        return ("You did it", why.to_string(), true);
    }
    if let Some(why) = r.outcome.strip_prefix("lost: ") {
        let title = if why.starts_with("time is up") { "Time is up" } else { "Scenario lost" };
        return (title, why.to_string(), false);
    }
    ("Time is up", format!("{} of sim time played", crate::sim::format_time(r.sim_seconds)), false)
}

fn screen(
    mut contexts: EguiContexts,
    palette: Res<Palette>,
    data: Option<Res<DebriefData>>,
    progress: Res<Progress>,
    mut choose: MessageWriter<ChooseScenario>,
    mut next: ResMut<NextState<Screen>>,
    mut commands: Commands,
) -> Result {
    let Some(d) = data else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    let mut go: Option<Go> = None;
    super::full_screen(ctx, "debrief", colour(palette.background), |ui| {
        top(ui, &palette, &d);
        ui.add_space(8.0);
        ui.columns(2, |cols| {
            timeline(&mut cols[0], &d);
            budget_and_money(&mut cols[1], &d);
            charts(&mut cols[1], &palette, &d.samples);
        });
        lessons(ui, &d);
        ui.add_space(10.0);
        go = buttons(ui, &d, &progress);
    });
    match go {
        Some(Go::Retry) => commands.queue(|world: &mut World| crate::loading::restart(world)),
        Some(Go::Next(file)) => {
            choose.write(ChooseScenario { choice: shipped_choice(&file) });
        }
        Some(Go::Title) => next.set(Screen::Title),
        None => {}
    }
    Ok(())
}

fn top(ui: &mut egui::Ui, palette: &Palette, d: &DebriefData) {
    let (title, why, won) = headline(d);
    let tint = colour(palette.ui.outcome[if won { 0 } else { 1 }]);
    ui.label(egui::RichText::new(title).size(34.0).strong().color(tint));
    ui.label(egui::RichText::new(&why).size(18.0));
    ui.weak(format!("{} · {} of sim time", d.report.scenario, crate::sim::format_time(d.report.sim_seconds)));
    let Some(stars) = &d.report.stars else { return };
    ui.add_space(6.0);
    ui.horizontal(|ui| {
        // Earned stars lit, the others dim.
        let (lit, dim) = super::title::stars_text(stars.earned).chars().partition::<String, _>(|c| *c == '★');
        let gap = std::mem::replace(&mut ui.spacing_mut().item_spacing.x, 0.0);
        ui.label(egui::RichText::new(lit).size(30.0).color(colour(palette.ui.goal[0])));
        ui.label(egui::RichText::new(dim).size(30.0).color(colour(palette.ui.goal[1])));
        ui.spacing_mut().item_spacing.x = gap;
        ui.add_space(gap);
        ui.vertical(|ui| {
            for c in &stars.criteria {
                let (mark, tint) = if c.met { ("✔", palette.ui.goal[0]) } else { ("✗", palette.ui.goal[1]) };
                ui.colored_label(colour(tint), format!("{mark} {}", c.text));
            }
            if !won {
                ui.weak("Stars count on a win.");
            }
        });
    });
}

/// Incidents and the run's moments, in time order.
fn timeline(ui: &mut egui::Ui, d: &DebriefData) {
    ui.strong("What happened");
    let mut rows: Vec<(f64, String)> = d.report.incidents.iter().map(|(t, s)| (*t, format!("⚠ {s}"))).collect();
    rows.extend(d.report.timeline.iter().map(|m| (m.at, m.text.clone())));
    rows.sort_by(|a, b| a.0.total_cmp(&b.0));
    egui::ScrollArea::vertical().id_salt("debrief timeline").max_height(300.0).show(ui, |ui| {
        if rows.is_empty() {
            ui.weak("Nothing of note: no incident, no action, nothing lost.");
        }
        for (t, text) in rows {
            ui.horizontal_wrapped(|ui| {
                ui.monospace(crate::sim::format_time(t));
                ui.label(text);
            });
        }
    });
}

fn budget_and_money(ui: &mut egui::Ui, d: &DebriefData) {
    let b = &d.report.error_budget;
    ui.strong("Error budget");
    ui.label(format!(
        "{:.0} of {:.0} bad outcomes allowed ({:.0}%), SLO {:.2}%",
        b.spent,
        b.budget,
        b.spent_share.min(99.99) * 100.0,
        b.target * 100.0
    ));
    egui::Grid::new("debrief causes").num_columns(2).spacing([18.0, 2.0]).show(ui, |ui| {
        for cause in Cause::ALL {
            let n = cause.count(&b.damage);
            if n >= 0.5 {
                ui.label(cause.words());
                ui.monospace(format!("{n:.0}"));
                ui.end_row();
            }
        }
    });
    if b.spent < 0.5 {
        ui.weak("Nothing went wrong.");
    }
    ui.add_space(6.0);
    let m = &d.report.money;
    ui.strong("Money");
    ui.label(format!(
        "{} at the start · +{} revenue · −{} Burn · −{} placing · +{} refunds = {}",
        money(m.start_money),
        money(m.revenue),
        money(m.burn),
        money(m.placing),
        money(m.refunds),
        money(m.money)
    ));
}

fn charts(ui: &mut egui::Ui, palette: &Palette, samples: &[Sample]) {
    if samples.len() < 2 {
        return;
    }
    let lag: Vec<[f64; 2]> = samples.iter().map(|s| [s.at, s.lag.unwrap_or(0) as f64]).collect();
    let budget: Vec<[f64; 2]> = samples.iter().map(|s| [s.at, s.budget_share * 100.0]).collect();
    ui.add_space(6.0);
    ui.columns(2, |cols| {
        for (ui, (id, title, points, tint)) in cols.iter_mut().zip([
            ("debrief lag", "Worst group's lag, records", lag, palette.ui.caution),
            ("debrief budget", "Error budget spent, %", budget, palette.ui.danger),
        ]) {
            ui.weak(title);
            // Counts and shares are never below 0: the axis starts there.
            let top = points.iter().map(|p| p[1]).fold(10.0, f64::max);
            let plot = Plot::new(id).height(110.0).allow_drag(false).allow_zoom(false).allow_scroll(false);
            plot.include_y(0.0).include_y(top).show(ui, |p| {
                p.line(Line::new(title, PlotPoints::from(points)).color(colour(tint)));
            });
        }
    });
}

fn lessons(ui: &mut egui::Ui, d: &DebriefData) {
    if d.report.lessons.is_empty() {
        return;
    }
    ui.add_space(8.0);
    ui.strong("Lessons");
    for l in &d.report.lessons {
        ui.label(format!("• {l}"));
    }
}

/// Where a debrief button goes.
enum Go {
    Retry,
    Next(String),
    Title,
}

fn buttons(ui: &mut egui::Ui, d: &DebriefData, progress: &Progress) -> Option<Go> {
    let big = |t: &str| egui::Button::new(egui::RichText::new(t).size(18.0)).min_size(egui::vec2(150.0, 34.0));
    let mut go = None;
    ui.horizontal(|ui| {
        if ui.add(big("Retry")).on_hover_text("This scenario again from its beginning.").clicked() {
            go = Some(Go::Retry);
        }
        if let Some(next) = &d.next {
            let open = d.report.outcome.starts_with("won") || next_open(progress, next);
            let r = ui.add_enabled(open, big("Next level")).on_disabled_hover_text("Win this one to open the next.");
            if r.clicked() {
                go = Some(Go::Next(next.clone()));
            }
        }
        if ui.add(big("Title")).clicked() {
            go = Some(Go::Title);
        }
    });
    go
}

/// Whether the scenario `file` is open (campaign levels open one by one).
fn next_open(progress: &Progress, file: &str) -> bool {
    let index = crate::rules::index::shipped_index().unwrap_or_default();
    let campaign: Vec<&str> = index.iter().filter(|e| e.section == "Campaign").map(|e| e.file.as_str()).collect();
    match campaign.iter().position(|f| *f == file) {
        Some(i) => progress.opened(&campaign, i),
        None => true,
    }
}
