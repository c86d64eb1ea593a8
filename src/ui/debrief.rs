//! The debrief, the screen at every end (won, lost, out of time, or left
//! for the title), built from the run itself: the outcome and why (a loss
//! names what failed with its figure), the stars, the score with its
//! formula and the best so far, a timeline (incidents, the player's
//! actions, lag warnings, the first bad outcome of each cause, the budget's
//! half and whole), each goal with its figure, the error budget by cause,
//! the money in and out, charts over sim time (each goal's figure against
//! its target, Queues' depth, lag, the budget on a 0–100% scale, money;
//! labelled axes, sim-time ticks, value scales, nothing cut off), and one
//! to three lessons. Its figures are the run's report
//! ([`crate::sim::report::Report`]), built once as the screen opens.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use egui_plot::{Corner, GridInput, GridMark, HLine, Legend, Line, LineStyle, Plot, PlotPoints, Text};
use strum::IntoEnumIterator;

use super::{UiSet, colour, money};
use crate::loading::{ChooseScenario, ScenarioChoice, Screen, shipped_choice};
use crate::progress::{Progress, ProgressFile};
use crate::rules::scenario::Goal;
use crate::rules::words::{clock, shown_amount as amount, shown_dollars as dollars};
use crate::sim::report::Report;
use crate::sim::timeline::{Cause, Sample, Timeline};
use crate::sim::{Board, Outcome, SimClock};
use crate::t;
use crate::view::palette::Palette;

/// Real seconds the board stays on screen after the end, before the debrief.
const PAUSE_BEFORE_DEBRIEF: f64 = 1.5;

/// Height of a chart's plot, points (its axes included).
const CHART_HEIGHT: f32 = 130.0;

/// What the debrief shows, made as it opens.
#[derive(Resource, Debug)]
pub struct DebriefData {
    /// The run's report.
    pub report: Report,
    /// Lag, Queues, budget, money and the goals' figures over the run.
    pub samples: Vec<Sample>,
    /// The scenario's goals, in order (the charts' titles and targets).
    pub goals: Vec<Goal>,
    /// Sim time the player left at, when they left.
    pub left_at: Option<f64>,
    /// The shipped scenario after this one in its section, if any.
    pub next: Option<String>,
    /// The player's best score in this scenario (won runs only), this run
    /// counted.
    pub best: Option<i64>,
    /// The run's replay code ([`crate::save::code`]).
    pub code: Option<String>,
    /// The run was someone's replay code: it opens no level.
    pub replayed: bool,
    /// The report's words in the player's language.
    pub shown: Shown,
}

/// The words of the report the debrief shows in the player's language,
/// made as it opens (the report keeps its English). What could not be
/// made again shows as the report says it (a player's action whose English
/// differs from the action log's, an incident line the log kept no
/// translation of).
#[derive(Debug, Default)]
pub struct Shown {
    /// The outcome's reason (`None`: the report's).
    pub reason: Option<String>,
    /// At time up, the open goals' words joined (`None`: the report's).
    pub open: Option<String>,
    /// The lessons.
    pub lessons: Vec<String>,
    /// Each of the report's moments (its `timeline`), in its order.
    pub moments: Vec<String>,
    /// Each goal in words, in the report's order.
    pub goals: Vec<String>,
    /// Each star's criterion in words, in the report's order.
    pub stars: Vec<String>,
    /// The score's formula with the run's figures (`None`: the report's).
    pub score_formula: Option<String>,
    /// Each of the report's incident lines, in its order, as the incident
    /// log said them on screen.
    pub incidents: Vec<String>,
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
    let goals = world.resource::<crate::sim::goals::Goals>().goals.clone();
    let left_at = world.resource::<super::pause::LeftGame>().0;
    let file = crate::progress::key(world.resource::<ScenarioChoice>());
    let replayed = world.resource::<crate::loading::ReplayedCode>().0;
    if left_at.is_some() && !replayed {
        let mut progress = world.resource::<Progress>().clone();
        progress.record(&file, 0, false, None);
        crate::progress::keep(world.resource::<ProgressFile>(), &progress);
        world.insert_resource(progress);
    }
    let best = world.resource::<Progress>().best(&file).score;
    let index = crate::rules::index::shipped_index().unwrap_or_default();
    // The next campaign level (the next chapter's first after a chapter's
    // last), else the next scenario of the same section.
    let levels = crate::progress::campaign_levels(&index);
    let next = match levels.iter().position(|f| *f == file) {
        Some(i) => levels.get(i + 1).map(|f| f.to_string()),
        None => index.iter().position(|e| e.file == file).and_then(|i| {
            let here = &index[i];
            index.get(i + 1).filter(|n| n.section == here.section).map(|n| n.file.clone())
        }),
    };
    let code = super::saves::current_code(world);
    let language = crate::locale::current();
    let words = world.get_resource::<crate::sim::goals::OutcomeWords>().cloned().unwrap_or_default();
    let open = words.open(language).map(|o| o.iter().map(|(_, w)| w.as_str()).collect::<Vec<_>>().join("; "));
    let stars = world.get_resource::<crate::sim::stars::Stars>().map(|s| s.criteria.iter().map(|c| c.describe()));
    let shown = Shown {
        reason: words.reason(language),
        open,
        lessons: crate::sim::ending::lessons(world, language),
        moments: moments(world, &report.timeline, language),
        goals: goals.iter().map(|g| g.describe()).collect(),
        stars: stars.map(Iterator::collect).unwrap_or_default(),
        score_formula: crate::sim::score::of_world_in(world, language).map(|s| s.formula),
        incidents: match world.get_resource::<crate::sim::incidents::IncidentLog>() {
            Some(log) => report.incidents.iter().map(|(_, s)| log.shown(s).to_string()).collect(),
            None => Vec::new(),
        },
    };
    let data = DebriefData { report, samples, goals, left_at, next, best, code, replayed, shown };
    let (title, why, _) = headline(&data, false);
    info!("debrief: {title}: {why}");
    info!("debrief score: {}", data.report.score_formula);
    world.insert_resource(data);
}

/// The report's moments in `language`: a player's action said again from
/// the action log (the moments' actions are its actions, in order; one
/// whose English differs keeps the report's words), the others from what
/// they are ([`crate::sim::timeline::describe_moment`]).
fn moments(world: &World, timeline: &[crate::sim::timeline::Moment], language: crate::locale::Language) -> Vec<String> {
    use crate::sim::timeline::{MomentKind, describe_action_in, describe_moment};
    let log = world.get_resource::<crate::sim::ActionLog>();
    let mut actions = log.iter().flat_map(|l| l.entries.iter().map(|(_, a)| a));
    timeline
        .iter()
        .map(|m| match m.kind {
            MomentKind::Action => actions
                .next()
                .filter(|a| describe_action_in(a, crate::locale::Language::English).0 == m.text)
                .map(|a| describe_action_in(a, language).0)
                .unwrap_or_else(|| m.text.clone()),
            _ => describe_moment(m, language),
        })
        .collect()
}

/// The outcome as a title and its reason, in English for the log
/// (`shown` false) or in the player's language (the reason of a win or a
/// loss is the sim's, in the player's language where the sim kept it).
fn headline(d: &DebriefData, shown: bool) -> (String, String, bool) {
    let r = &d.report;
    if let Some(at) = d.left_at {
        let at = crate::sim::format_time(at);
        if shown {
            return (t!("debrief-left"), t!("debrief-left-at", time = at), false);
        }
        // l10n-ok: the log's words.
        return ("You left".into(), format!("at {at} of sim time"), false);
    }
    if let Some(why) = r.outcome.strip_prefix("won: ") {
        // l10n-ok: the log's words.
        if shown {
            return (t!("debrief-won"), d.shown.reason.clone().unwrap_or_else(|| why.to_string()), true);
        }
        // l10n-ok: the log's words.
        return ("You did it".into(), why.to_string(), true);
    }
    if let Some(why) = r.outcome.strip_prefix("lost: ") {
        // The title says it once: "Time is up", then what was open.
        return match why.strip_prefix("time is up: ") {
            Some(open) if shown => {
                (t!("debrief-time-up"), d.shown.open.clone().unwrap_or_else(|| open.to_string()), false)
            }
            // l10n-ok: the log's words.
            Some(open) => ("Time is up".into(), open.to_string(), false),
            None if shown => (t!("debrief-lost"), d.shown.reason.clone().unwrap_or_else(|| why.to_string()), false),
            // l10n-ok: the log's words.
            None => ("Scenario lost".into(), why.to_string(), false),
        };
    }
    let played = crate::sim::format_time(r.sim_seconds);
    if shown {
        return (t!("debrief-time-up"), t!("debrief-played", time = played), false);
    }
    // l10n-ok: the log's words.
    ("Time is up".into(), format!("{played} of sim time played"), false)
}

fn screen(
    mut contexts: EguiContexts,
    palette: Res<Palette>,
    data: Option<Res<DebriefData>>,
    progress: Res<Progress>,
    earned: Res<crate::achievements::EarnedThisRun>,
    book: Res<crate::achievements::Achievements>,
    mut status: ResMut<crate::loading::LoadStatus>,
    mut choose: MessageWriter<ChooseScenario>,
    mut next: ResMut<NextState<Screen>>,
    mut commands: Commands,
) -> Result {
    let Some(d) = data else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    let mut go: Option<Go> = None;
    super::full_screen(ctx, "debrief", colour(palette.background), |ui| {
        // A screen smaller than the game's 1280×720 scrolls rather than cut.
        egui::ScrollArea::vertical().id_salt("debrief").auto_shrink([false, false]).show(ui, |ui| {
            ui.horizontal_top(|ui| {
                let right = 480.0;
                ui.vertical(|ui| {
                    ui.set_width((ui.available_width() - right).max(300.0));
                    top(ui, &palette, &d);
                    newly_earned(ui, &palette, &earned, &book);
                });
                ui.vertical(|ui| {
                    go = buttons(ui, &d, &progress);
                    if let Some(code) = &d.code {
                        ui.add_space(4.0);
                        super::saves::code_row(ui, code, &mut status, 300.0);
                    }
                    score(ui, &palette, &d);
                });
            });
            ui.add_space(6.0);
            // Three columns: a long goal list (campaign 1's four) stays beside
            // the timeline rather than pushing the charts and lessons down.
            // Left-aligned, not justified: wrapped words keep their spaces.
            let left = egui::Layout::top_down(egui::Align::Min);
            ui.columns(3, |cols| {
                cols[0].with_layout(left, |ui| timeline(ui, &d));
                cols[1].with_layout(left, |ui| goals(ui, &palette, &d));
                cols[2].with_layout(left, |ui| budget_and_money(ui, &d));
            });
            charts(ui, &palette, &d);
            lessons(ui, &d);
        });
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
    let (title, why, won) = headline(d, true);
    let tint = colour(palette.ui.outcome[if won { 0 } else { 1 }]);
    ui.label(egui::RichText::new(title).size(34.0).strong().color(tint));
    ui.label(egui::RichText::new(&why).size(18.0));
    let time = crate::sim::format_time(d.report.sim_seconds);
    ui.weak(t!("debrief-scenario-time", scenario = crate::locale::data::text(&d.report.scenario), time = time));
    if d.replayed {
        ui.label(t!("debrief-replayed"));
    }
    let Some(stars) = &d.report.stars else { return };
    ui.add_space(4.0);
    ui.horizontal(|ui| {
        // Earned stars lit, the others dim.
        let (lit, dim) = super::title::stars_text(stars.earned).chars().partition::<String, _>(|c| *c == '★');
        let gap = std::mem::replace(&mut ui.spacing_mut().item_spacing.x, 0.0);
        ui.label(egui::RichText::new(lit).size(30.0).color(colour(palette.ui.goal[0])));
        ui.label(egui::RichText::new(dim).size(30.0).color(colour(palette.ui.goal[1])));
        ui.spacing_mut().item_spacing.x = gap;
        ui.add_space(gap);
        ui.vertical(|ui| {
            ui.spacing_mut().item_spacing.y = 1.0;
            for (i, c) in stars.criteria.iter().enumerate() {
                // Met on a lost run: held, but earns nothing (dim).
                let (mark, tint) = match (c.met, won) {
                    (true, true) => ("✔", palette.ui.goal[0]),
                    (true, false) => ("✔", palette.ui.goal[1]),
                    (false, _) => ("✗", palette.ui.goal[1]),
                };
                let text = d.shown.stars.get(i).unwrap_or(&c.text);
                ui.colored_label(colour(tint), format!("{mark} {text}"));
            }
            if !won {
                ui.weak(t!("debrief-stars-on-win"));
            }
        });
    });
}

/// The achievements this run earned for the first time, each with its
/// icon and name (its lesson on hover).
fn newly_earned(
    ui: &mut egui::Ui,
    palette: &Palette,
    earned: &crate::achievements::EarnedThisRun,
    book: &crate::achievements::Achievements,
) {
    for a in earned.0.iter().filter_map(|id| book.0.get(id)) {
        ui.horizontal(|ui| {
            let earned = t!("debrief-achievement", icon = a.icon.as_str(), name = crate::locale::data::text(&a.name));
            ui.colored_label(colour(palette.ui.good), earned).on_hover_text(crate::locale::data::text(&a.lesson));
        });
    }
}

/// The score, its formula with the run's figures, and the best so far.
fn score(ui: &mut egui::Ui, palette: &Palette, d: &DebriefData) {
    let r = &d.report;
    ui.add_space(8.0);
    ui.label(egui::RichText::new(t!("debrief-score", score = amount(r.score as f64))).size(24.0).strong());
    let formula = d.shown.score_formula.as_ref().unwrap_or(&r.score_formula);
    ui.label(egui::RichText::new(formula).size(13.0)).on_hover_text(t!("debrief-score-hover"));
    let won = r.outcome.starts_with("won");
    // A replay code's run is nobody's best here.
    if d.replayed {
        return;
    }
    match d.best {
        Some(best) if won && best == r.score => {
            ui.colored_label(colour(palette.ui.good), t!("debrief-best-is-this"));
        }
        Some(best) => {
            let won = if won { "yes" } else { "no" };
            ui.weak(t!("debrief-best", best = amount(best as f64), won = won));
        }
        None if !won => {
            ui.weak(t!("debrief-no-best"));
        }
        None => {}
    }
}

/// Incidents and the run's moments, in time order.
fn timeline(ui: &mut egui::Ui, d: &DebriefData) {
    ui.strong(t!("debrief-what-happened"));
    let language = crate::locale::current();
    // An era's start is the sim's line, said again in the player's
    // language; an incident's as the incident log said it on screen.
    let incident = |i: usize, s: &String| {
        crate::sim::goals::era_begins_in(language, s)
            .or_else(|| d.shown.incidents.get(i).cloned())
            .unwrap_or_else(|| s.clone())
    };
    let mut rows: Vec<(f64, String)> =
        d.report.incidents.iter().enumerate().map(|(i, (t, s))| (*t, format!("⚠ {}", incident(i, s)))).collect();
    let moment = |i: usize, m: &crate::sim::timeline::Moment| d.shown.moments.get(i).cloned().unwrap_or(m.text.clone());
    rows.extend(d.report.timeline.iter().enumerate().map(|(i, m)| (m.at, moment(i, m))));
    rows.sort_by(|a, b| a.0.total_cmp(&b.0));
    egui::ScrollArea::vertical().id_salt("debrief timeline").max_height(130.0).show(ui, |ui| {
        if rows.is_empty() {
            ui.weak(t!("debrief-nothing-happened"));
        }
        for (t, text) in rows {
            ui.horizontal_wrapped(|ui| {
                ui.monospace(crate::sim::format_time(t));
                ui.label(text);
            });
        }
    });
}

/// Each goal, met or not, with its figure against its target.
fn goals(ui: &mut egui::Ui, palette: &Palette, d: &DebriefData) {
    if d.report.goals.is_empty() {
        return;
    }
    ui.strong(t!("debrief-goals"));
    for (i, g) in d.report.goals.iter().enumerate() {
        let (mark, tint) = if g.met { ("✔", palette.ui.goal[0]) } else { ("✗", palette.ui.goal[1]) };
        let figure = g.progress.map(|f| format!(": {}", figure_words(d.goals.get(i), f.value, f.target)));
        let goal = d.shown.goals.get(i).unwrap_or(&g.goal);
        ui.colored_label(colour(tint), format!("{mark} {goal}{}", figure.unwrap_or_default()));
    }
}

/// A goal's figure against its target, in its unit: "1,144 of 5,000",
/// "$800 of $2,000", "lag 504, at most 1,000", "4:10 of 5:00".
fn figure_words(goal: Option<&Goal>, value: f64, target: f64) -> String {
    match goal {
        Some(Goal::EarnRevenue(_) | Goal::ReachEra(_)) => {
            t!("debrief-figure-of", value = dollars(value), target = dollars(target))
        }
        Some(Goal::Survive(_)) => t!("debrief-figure-of", value = clock(value.min(target)), target = clock(target)),
        Some(Goal::KeepLagBelow { .. }) => t!("debrief-figure-lag", value = amount(value), target = amount(target)),
        _ => t!("debrief-figure-of", value = amount(value), target = amount(target)),
    }
}

fn budget_and_money(ui: &mut egui::Ui, d: &DebriefData) {
    let b = &d.report.error_budget;
    ui.strong(t!("debrief-error-budget"));
    let (spent, budget) = (amount(b.spent), amount(b.budget));
    let (share, slo) =
        (format!("{:.0}", b.spent_share.min(99.99) * 100.0), crate::rules::words::shown_fixed(b.target * 100.0, 2));
    ui.label(t!("debrief-budget-line", spent = spent, budget = budget, share = share, slo = slo));
    egui::Grid::new("debrief causes").num_columns(2).spacing([18.0, 2.0]).show(ui, |ui| {
        for cause in Cause::iter() {
            let n = cause.count(&b.damage);
            if n >= 0.5 {
                ui.label(cause.words_in(crate::locale::current()));
                ui.monospace(amount(n));
                ui.end_row();
            }
        }
    });
    let language = crate::locale::current();
    if let Some(note) = crate::sim::ending::budget_note_in(language, &d.report.outcome, b.damage.total()) {
        ui.weak(note);
    }
    ui.add_space(4.0);
    let m = &d.report.money;
    ui.strong(t!("debrief-money"));
    let (start, revenue, burn) = (cash(m.start_money), cash(m.revenue), cash(m.burn));
    let (placing, refunds, money) = (cash(m.placing), cash(m.refunds), cash(m.money));
    #[rustfmt::skip]
    let line = t!("debrief-money-line", start = start, revenue = revenue, burn = burn, placing = placing,
        refunds = refunds, money = money);
    ui.label(line);
}

/// Dollars as the score and the outcome write them (`$2,411`), with cents
/// under $100 (`$61.08`).
fn cash(v: f64) -> String {
    if v.abs() >= 100.0 { dollars(v) } else { money(v) }
}

/// What a chart's values are: how its scale reads.
#[derive(Clone, Copy, PartialEq)]
enum Unit {
    /// A count (records, tasks).
    Count,
    /// Dollars.
    Dollars,
    /// Percent.
    Percent,
}

impl Unit {
    /// A value on the scale, by the scale's step: `1,500`, `12k`, `4M`,
    /// `$2k`, `50%`.
    fn tick(self, v: f64, step: f64) -> String {
        let n = if v.abs() < 1e-9 {
            "0".to_string()
        } else if step >= 1e6 {
            format!("{}M", trim(v / 1e6))
        } else if step >= 1000.0 {
            format!("{}k", trim(v / 1000.0))
        } else {
            trim(v)
        };
        match self {
            Unit::Count => n,
            Unit::Dollars if v < 0.0 => format!("-${}", n.trim_start_matches('-')),
            Unit::Dollars => format!("${n}"),
            Unit::Percent => format!("{n}%"),
        }
    }
    /// The y axis's name.
    fn axis(self, what: &str) -> String {
        match self {
            Unit::Count => what.to_string(),
            Unit::Dollars => "$".into(),
            Unit::Percent => "%".into(),
        }
    }
}

/// A number with thousands separators and no needless decimals.
fn trim(v: f64) -> String {
    if (v - v.round()).abs() < 1e-6 { amount(v) } else { crate::rules::words::shown_fixed(v, 1) }
}

/// The words of a goal's target line on its chart.
enum Target {
    /// A goal's target: "goal 5,000".
    Goal,
    /// A most allowed: "most allowed 1,000".
    MostAllowed,
    /// An era reached: its name and the revenue.
    Era(String),
}

impl Target {
    /// The line's words, with the target's value.
    fn words(&self, value: String) -> String {
        match self {
            Target::Goal => t!("debrief-target-goal", value = value),
            Target::MostAllowed => t!("debrief-target-most-allowed", value = value),
            Target::Era(era) => format!("{} {value}", crate::locale::data::text(era)),
        }
    }
}

/// One chart of the debrief.
struct Chart {
    id: String,
    title: String,
    unit: Unit,
    /// The y axis's name for a count ("records", "tasks").
    what: String,
    /// Its lines: `(name, points, colour)`; with more than one, a legend
    /// names them.
    series: Vec<(String, Vec<[f64; 2]>, egui::Color32)>,
    /// Dashed lines across, each with its words on the chart: `(value,
    /// words)` (a goal's target, the whole budget).
    lines: Vec<(f64, String)>,
    /// The scale always reaches this (a share's 100%).
    top_at_least: f64,
}

/// Most charts side by side; more go on another row.
const CHARTS_PER_ROW: usize = 4;

/// A goal's chart in words: (kind, the chart's title with one line and
/// with several, the line's name, unit, y axis, the target's words), for
/// the goals whose figure is charted.
fn goal_chart(goal: &Goal) -> Option<(&'static str, String, String, String, Unit, String, Target)> {
    Some(match goal {
        Goal::CompleteTasks { group, .. } => (
            "tasks",
            t!("debrief-chart-tasks", group = group.as_str()),
            t!("debrief-chart-tasks-by-group"),
            group.clone(),
            Unit::Count,
            t!("debrief-axis-tasks"),
            Target::Goal,
        ),
        Goal::EarnRevenue(_) => (
            "revenue",
            t!("debrief-chart-revenue"),
            t!("debrief-chart-revenue"),
            t!("debrief-line-revenue"),
            Unit::Dollars,
            String::new(),
            Target::Goal,
        ),
        Goal::ReachEra(e) => (
            "revenue",
            t!("debrief-chart-revenue-toward", era = crate::locale::data::text(e)),
            t!("debrief-chart-revenue"),
            crate::locale::data::text(e),
            Unit::Dollars,
            String::new(),
            Target::Era(e.clone()),
        ),
        Goal::Read { group, topic, .. } => (
            "read",
            t!("debrief-chart-read", group = group.as_str(), topic = topic.as_str()),
            t!("debrief-chart-read-by-group"),
            format!("{group} ({topic})"),
            Unit::Count,
            t!("debrief-axis-records"),
            Target::Goal,
        ),
        Goal::KeepLagBelow { group, .. } => (
            // l10n-ok: the chart's id.
            "lag goal",
            t!("debrief-chart-lag", group = group.as_str()),
            t!("debrief-chart-lag-by-group"),
            group.clone(),
            Unit::Count,
            t!("debrief-axis-records"),
            Target::MostAllowed,
        ),
        _ => return None,
    })
}

/// The charts the run has: the goals' figures against their targets (one
/// chart per kind of figure, a line per goal), Queues' depth, lag (when a
/// stream is read by a group), the budget and the money.
fn chart_list(palette: &Palette, d: &DebriefData) -> Vec<Chart> {
    let s = &d.samples;
    let mut out: Vec<Chart> = Vec::new();
    for (i, goal) in d.goals.iter().enumerate() {
        let points: Vec<[f64; 2]> =
            s.iter().filter_map(|x| x.goals.get(i).copied().flatten().map(|v| [x.at, v])).collect();
        if points.len() < 2 {
            continue;
        }
        let target = d.report.goals.get(i).and_then(|g| g.progress).map(|f| f.target);
        let Some((kind, one, several, name, unit, what, line)) = goal_chart(goal) else { continue };
        // l10n-ok: the plot's id.
        let id = format!("debrief goal {kind}");
        let chart = match out.iter_mut().position(|c| c.id == id) {
            Some(k) => {
                out[k].title = several;
                &mut out[k]
            }
            None => {
                let lines = Vec::new();
                out.push(Chart { id, title: one, unit, what, series: Vec::new(), lines, top_at_least: 0.0 });
                out.last_mut().expect("just pushed")
            }
        };
        let tint = colour(palette.group(chart.series.len()));
        chart.series.push((name, points, tint));
        if let Some(t) = target
            && !chart.lines.iter().any(|l| (l.0 - t).abs() < 1e-9)
        {
            chart.lines.push((t, line.words(unit.tick(t, 1.0))));
        }
    }
    // The board's own figures: (id, title, unit, y axis, the figure, its
    // colour, the scale's least top: a share reaches 100%).
    type Figure = fn(&Sample) -> Option<f64>;
    let board: [(&str, String, Unit, String, Figure, egui::Color32, f64); 4] = [
        (
            "queues",
            t!("debrief-chart-queues"),
            Unit::Count,
            t!("debrief-axis-tasks"),
            |x| x.queue_depth.map(|q| q as f64),
            colour(palette.ui.throttled),
            0.0,
        ),
        (
            "lag",
            t!("debrief-chart-worst-lag"),
            Unit::Count,
            t!("debrief-axis-records"),
            |x| x.lag.map(|l| l as f64),
            colour(palette.ui.caution),
            0.0,
        ),
        (
            "budget",
            t!("debrief-chart-budget"),
            Unit::Percent,
            String::new(),
            |x| Some(x.budget_share * 100.0),
            colour(palette.ui.danger),
            100.0,
        ),
        (
            "money",
            t!("debrief-chart-money"),
            Unit::Dollars,
            String::new(),
            |x| Some(x.money),
            colour(palette.ui.good),
            0.0,
        ),
    ];
    for (id, title, unit, what, figure, tint, top_at_least) in board {
        let points: Vec<[f64; 2]> = s.iter().filter_map(|x| figure(x).map(|v| [x.at, v])).collect();
        if points.len() < 2 {
            continue;
        }
        // The whole budget is a line across.
        let lines = if unit == Unit::Percent { vec![(100.0, t!("debrief-all-of-it"))] } else { Vec::new() };
        // l10n-ok: the plot's id.
        let id = format!("debrief {id}");
        let series = vec![(title.clone(), points, tint)];
        out.push(Chart { id, title, unit, what, series, lines, top_at_least });
    }
    out
}

fn charts(ui: &mut egui::Ui, palette: &Palette, d: &DebriefData) {
    let mut list = chart_list(palette, d);
    if list.is_empty() {
        return;
    }
    let end = d.report.sim_seconds.max(1.0);
    let dim = colour(palette.text_dim);
    // Rows of equal charts: 5 charts are 3 and 2, 7 are 4 and 3.
    let rows = list.len().div_ceil(CHARTS_PER_ROW);
    let per_row = list.len().div_ceil(rows);
    while !list.is_empty() {
        let row: Vec<Chart> = list.drain(..per_row.min(list.len())).collect();
        ui.add_space(6.0);
        ui.columns(per_row, |cols| {
            for (ui, c) in cols.iter_mut().zip(row) {
                ui.add(egui::Label::new(egui::RichText::new(&c.title).size(13.0)).truncate());
                draw(ui, c, end, dim);
            }
        });
    }
}

/// One chart: sim time across (`m:ss`, or `h:mm` past an hour) from 0 to
/// the end, values up from 0 (below it for money in debt) with headroom
/// over the highest point and its lines, so nothing is cut off.
fn draw(ui: &mut egui::Ui, c: Chart, end: f64, dim: egui::Color32) {
    let values = c.series.iter().flat_map(|s| s.1.iter().map(|p| p[1]));
    let high = values.clone().chain(c.lines.iter().map(|l| l.0)).fold(c.top_at_least, f64::max);
    let low = values.fold(0.0, f64::min);
    let top = if high > 0.0 { high * 1.12 } else { 1.0 };
    // A little room under 0, so that the 0 of the scale and the first time
    // tick do not meet in the corner.
    let bottom = if low < 0.0 { low * 1.12 } else { -0.06 * top };
    let unit = c.unit;
    let mut plot = Plot::new(c.id)
        .height(CHART_HEIGHT)
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .allow_double_click_reset(false)
        .default_x_bounds(0.0, end)
        .default_y_bounds(bottom, top)
        .x_axis_label(t!("debrief-axis-sim-time"))
        .y_axis_label(unit.axis(&c.what))
        .x_grid_spacer(|input| {
            let step = time_step(input.base_step_size * 9.0);
            marks(input, step)
        })
        .y_grid_spacer(move |input| {
            let step = value_step(input.base_step_size * 3.5);
            // Counts go up in whole ones.
            marks(input, if unit == Unit::Count { step.max(1.0) } else { step })
        })
        .x_axis_formatter(move |mark, _| time_tick(mark.value, end))
        .y_axis_formatter(move |mark, _| unit.tick(mark.value, mark.step_size));
    let several = c.series.len() > 1;
    if several {
        plot = plot.legend(Legend::default().position(Corner::RightBottom).background_alpha(0.6));
    }
    plot.show(ui, |p| {
        for (y, words) in c.lines {
            p.hline(HLine::new("", y).color(dim).style(LineStyle::Dashed { length: 6.0 }));
            // Its words just under it at the left, where the figures start
            // low (they mostly rise to the right; a legend takes the
            // bottom right, which they leave).
            let at = egui_plot::PlotPoint::new(0.0, y);
            let text = egui::RichText::new(words).size(11.0).color(dim);
            p.text(Text::new("", at, text).anchor(egui::Align2::LEFT_TOP));
        }
        for (name, points, tint) in c.series {
            let name = if several { name } else { String::new() };
            p.line(Line::new(name, PlotPoints::from(points)).color(tint).width(1.5));
        }
    });
}

/// Grid marks every `step` across the visible range.
fn marks(input: GridInput, step: f64) -> Vec<GridMark> {
    let (lo, hi) = input.bounds;
    if !(step.is_finite() && step > 0.0 && lo.is_finite() && hi.is_finite()) || (hi - lo) / step > 200.0 {
        return Vec::new();
    }
    let mut v = (lo / step).ceil() * step;
    let mut out = Vec::new();
    while v <= hi + step * 1e-9 {
        out.push(GridMark { value: v, step_size: step });
        v += step;
    }
    out
}

/// The smallest of 1, 2, 5 × 10ⁿ at least `min`.
fn value_step(min: f64) -> f64 {
    if !(min.is_finite() && min > 0.0) {
        return 1.0;
    }
    let p = 10f64.powf(min.log10().floor());
    [1.0, 2.0, 5.0, 10.0].iter().map(|m| m * p).find(|s| *s >= min - 1e-12).unwrap_or(10.0 * p)
}

/// The smallest clock-friendly sim-time step (seconds, minutes, hours,
/// days) at least `min` seconds.
fn time_step(min: f64) -> f64 {
    const STEPS: [f64; 19] = [
        1.0, 2.0, 5.0, 10.0, 15.0, 30.0, 60.0, 120.0, 300.0, 600.0, 900.0, 1800.0, 3600.0, 7200.0, 10_800.0, 21_600.0,
        43_200.0, 86_400.0, 172_800.0,
    ];
    STEPS.iter().copied().find(|s| *s >= min).unwrap_or_else(|| (min / 86_400.0).ceil() * 86_400.0)
}

/// A sim-time tick: `m:ss` on a run under an hour, `h:mm` on a longer one,
/// `Nd h:mm` past a day.
fn time_tick(t: f64, end: f64) -> String {
    let s = t.max(0.0).round() as u64;
    if end < 3600.0 {
        format!("{}:{:02}", s / 60, s % 60)
    } else if s < 86_400 {
        format!("{}:{:02}", s / 3600, s / 60 % 60)
    } else {
        format!("{}d {}:{:02}", s / 86_400, s / 3600 % 24, s / 60 % 60)
    }
}

fn lessons(ui: &mut egui::Ui, d: &DebriefData) {
    if d.shown.lessons.is_empty() {
        return;
    }
    ui.add_space(6.0);
    ui.strong(t!("debrief-lessons"));
    for l in &d.shown.lessons {
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
    let big = |t: &str| egui::Button::new(egui::RichText::new(t).size(18.0)).min_size(egui::vec2(140.0, 34.0));
    let mut go = None;
    ui.horizontal(|ui| {
        if ui.add(big(&t!("debrief-retry"))).on_hover_text(t!("debrief-retry-hover")).clicked() {
            go = Some(Go::Retry);
        }
        if let Some(next) = &d.next {
            let open = (d.report.outcome.starts_with("won") && !d.replayed) || next_open(progress, next);
            let r = ui.add_enabled(open, big(&t!("debrief-next"))).on_disabled_hover_text(t!("debrief-next-locked"));
            if r.clicked() {
                go = Some(Go::Next(next.clone()));
            }
        }
        if ui.add(big(&t!("debrief-title"))).clicked() {
            go = Some(Go::Title);
        }
    });
    go
}

/// Whether the scenario `file` is open (campaign levels open one by one,
/// across its chapters).
fn next_open(progress: &Progress, file: &str) -> bool {
    let index = crate::rules::index::shipped_index().unwrap_or_default();
    progress.is_open(&index, file)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scales_read_in_sim_time_and_units() {
        assert_eq!(time_tick(130.0, 300.0), "2:10");
        assert_eq!(time_tick(7_260.0, 46_800.0), "2:01");
        assert_eq!(time_tick(90_000.0, 200_000.0), "1d 1:00");
        assert_eq!(time_step(41.0), 60.0);
        assert_eq!(time_step(3000.0), 3600.0);
        assert_eq!(value_step(0.3), 0.5);
        assert_eq!(value_step(1300.0), 2000.0);
        assert_eq!(Unit::Count.tick(1500.0, 500.0), "1,500");
        assert_eq!(Unit::Count.tick(12_000.0, 2000.0), "12k");
        assert_eq!(Unit::Count.tick(4_000_000.0, 2_000_000.0), "4M");
        assert_eq!(Unit::Count.tick(0.0, 2_000_000.0), "0");
        assert_eq!(Unit::Dollars.tick(-1000.0, 1000.0), "-$1k");
        assert_eq!(Unit::Dollars.tick(0.0, 1000.0), "$0");
        assert_eq!(Unit::Percent.tick(50.0, 50.0), "50%");
        let input = GridInput { bounds: (0.0, 300.0), base_step_size: 5.0 };
        let ticks: Vec<f64> = marks(input, time_step(45.0)).iter().map(|m| m.value).collect();
        assert_eq!(ticks, [0.0, 60.0, 120.0, 180.0, 240.0, 300.0]);
    }

    #[test]
    fn goal_figures_read_in_their_units() {
        let tasks = Goal::CompleteTasks { group: "mailer".into(), count: 5000 };
        assert_eq!(figure_words(Some(&tasks), 1144.0, 5000.0), "1,144 of 5,000");
        assert_eq!(figure_words(Some(&Goal::EarnRevenue(2000.0)), 800.0, 2000.0), "$800 of $2,000");
        assert_eq!(figure_words(Some(&Goal::Survive(300.0)), 250.0, 300.0), "4:10 of 5:00");
    }
}
