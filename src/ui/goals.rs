//! The scenario's goals and stars while it is played, in the left column:
//! its title (wrapped, never cut), each goal with its progress and pace, and
//! each star with its figure so far, then the brief, folded. Every goal and
//! star is in view without scrolling; the brief scrolls if it must. Nothing
//! reads as done before it is ([`crate::sim::standing`]): a goal that must
//! hold to the end says "holding" until the run is won, and a star is lit
//! only when earned. While a card is inspected the column folds to one
//! line. The end of a scenario is the debrief's screen.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{UiSet, colour};
use crate::sim::standing::{GoalStanding, GoalState, StarStanding, StarState};
use crate::t;
use crate::view::palette::Palette;
use crate::view::{PanelRow, PanelRows};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Standings>()
        .add_systems(Update, read_standings.in_set(UiSet::Input))
        .add_systems(EguiPrimaryContextPass, window.in_set(UiSet::Panels));
}

/// The goals and stars as they stand this frame (read from the sim once).
#[derive(Resource, Debug, Default)]
struct Standings {
    goals: Vec<GoalStanding>,
    stars: Vec<StarStanding>,
}

fn read_standings(world: &mut World) {
    let goals = crate::sim::standing::goals(world);
    let stars = crate::sim::standing::stars(world);
    let mut s = world.resource_mut::<Standings>();
    s.goals = goals;
    s.stars = stars;
}

/// A goal's mark: ✔ done, ○ open, waiting or holding (a goal that must
/// hold is ticked only at the end; its words say it holds), ✗ broken.
fn goal_mark(state: GoalState) -> &'static str {
    match state {
        GoalState::Met => "✔",
        GoalState::Holding { .. } | GoalState::Waiting { .. } | GoalState::Open => "○",
        GoalState::Broken => "✗",
    }
}

/// A star's mark: ★ earned, ☆ holding or not yet, ✗ missed.
fn star_mark(state: StarState) -> &'static str {
    match state {
        StarState::Earned => "★",
        StarState::Holding | StarState::NotYet => "☆",
        StarState::Missed => "✗",
    }
}

/// The folded column's line: goals done and the stars' marks, e.g.
/// "goals 1 of 4 · ☆☆✗".
fn summary(goals: &[GoalStanding], stars: &[StarStanding]) -> String {
    let met = goals.iter().filter(|g| g.state == GoalState::Met).count();
    let marks: String = stars.iter().map(|s| star_mark(s.state)).collect();
    match (goals.is_empty(), marks.is_empty()) {
        (true, true) => t!("goals-summary-none"),
        (true, false) => marks,
        (false, true) => t!("goals-summary", met = met, count = goals.len()),
        (false, false) => t!("goals-summary-stars", met = met, count = goals.len(), marks = marks),
    }
}

/// Width of the left column (the brief and goals, a hint), points.
pub(super) const COLUMN: f32 = 300.0;

/// One goal's or star's row: its mark and words, and its figure under it,
/// dimmer; where it was drawn, for the layout.
fn row(ui: &mut egui::Ui, mark: &str, words: &str, detail: &str, lit: egui::Color32, dim: egui::Color32) -> egui::Rect {
    let r = ui
        .vertical(|ui| {
            ui.add(egui::Label::new(egui::RichText::new(format!("{mark} {words}")).color(lit)).wrap());
            if !detail.is_empty() {
                ui.horizontal(|ui| {
                    ui.add_space(16.0);
                    ui.add(egui::Label::new(egui::RichText::new(detail).size(12.0).color(dim)).wrap());
                });
            }
        })
        .response;
    r.rect
}

fn window(
    palette: Res<Palette>,
    mut contexts: EguiContexts,
    standings: Res<Standings>,
    board: Res<crate::sim::Board>,
    selection: Res<crate::view::Selection>,
    hints: Res<super::hints::Hints>,
    mut folded_goals: ResMut<super::inspector::FoldedGoals>,
    mut rows: ResMut<PanelRows>,
    mut unfolded: Local<bool>,
) -> Result {
    rows.0.clear();
    let ctx = contexts.ctx_mut()?;
    let ctx_height = ctx.content_rect().height();
    let zoom = ctx.zoom_factor();
    let scenario = board.scenario.as_ref();
    // A tutorial says it all in its own box.
    let brief = scenario.filter(|s| s.tutorial.is_empty());
    let (goals, stars) = (&standings.goals, &standings.stars);
    if goals.is_empty() && stars.is_empty() && brief.is_none() {
        return Ok(());
    }
    let title = brief.map(|s| crate::locale::data::text(&s.name)).unwrap_or_else(|| t!("goals-title"));
    let dim = colour(palette.text_dim);
    let mut drawn: Vec<PanelRow> = Vec::new();
    // Folded while a card is inspected (an Inspector on the left opens
    // under the folded line).
    let folded = selection.0.is_some() && !*unfolded;
    let shown = egui::Window::new(t!("goals-title"))
        .id(super::window_id("Goals")) // l10n-ok: the window's id, its English title
        .title_bar(false)
        .anchor(egui::Align2::LEFT_TOP, [8.0, 44.0])
        .resizable(false)
        .max_width(COLUMN)
        .show(ctx, |ui| {
            ui.set_width(COLUMN - 24.0);
            // While a card is inspected the column folds to one line (the
            // board needs the room the Inspector takes); "All" unfolds it
            // until the Inspector closes.
            let inspected = selection.0.is_some();
            if !inspected {
                *unfolded = false;
            }
            if inspected && !*unfolded {
                ui.horizontal_wrapped(|ui| {
                    ui.label(summary(goals, stars));
                    *unfolded = ui.small_button(t!("goals-all")).on_hover_text(t!("goals-all-hover")).clicked();
                });
                return;
            }
            ui.add(
                egui::Label::new(egui::RichText::new(&title).family(super::theme::bold(ui.ctx())).size(15.0)).wrap(),
            );
            let clip = ui.clip_rect();
            let mut keep = |panel: &'static str, text: String, rect: egui::Rect| {
                let px = |r: egui::Rect| Rect::new(r.min.x * zoom, r.min.y * zoom, r.max.x * zoom, r.max.y * zoom);
                drawn.push(PanelRow { panel, text, rect: px(rect), clip: px(clip) });
            };
            if !goals.is_empty() {
                ui.add_space(2.0);
                for g in goals {
                    let lit = match g.state {
                        GoalState::Met => colour(palette.ui.goal[0]),
                        GoalState::Broken => colour(palette.ui.danger),
                        _ => colour(palette.ui.goal[1]),
                    };
                    let r = row(ui, goal_mark(g.state), &g.goal, &g.detail, lit, dim);
                    keep("goals", g.goal.clone(), r);
                }
            }
            if !stars.is_empty() {
                ui.separator();
                for s in stars {
                    let lit = match s.state {
                        StarState::Earned => colour(palette.ui.goal[0]),
                        StarState::Missed => dim,
                        StarState::Holding | StarState::NotYet => colour(palette.ui.goal[1]),
                    };
                    let r = row(ui, star_mark(s.state), &s.criterion, &s.detail, lit, dim);
                    keep("stars", s.criterion.clone(), r);
                }
            }
            if let Some(s) = brief {
                ui.separator();
                // What the goals and stars left: the brief scrolls within it,
                // above a hint if one is shown.
                let used = ui.min_rect().bottom();
                let hint = hints.shown_height().map(|h| h + 16.0).unwrap_or(0.0);
                let room = (ctx_height - used - hint - 40.0).max(60.0);
                egui::CollapsingHeader::new(t!("goals-brief")).id_salt("Brief").default_open(false).show(ui, |ui| {
                    egui::ScrollArea::vertical().max_height(room).show(ui, |ui| {
                        ui.label(crate::locale::data::text(&s.description));
                        ui.weak(t!("goals-brief-tip"));
                    });
                });
            }
        });
    let bottom = shown.filter(|_| folded).map(|r| r.response.rect.max.y);
    if folded_goals.0 != bottom {
        folded_goals.0 = bottom;
    }
    rows.0 = drawn;
    Ok(())
}
