//! Hints when the player is stuck: while a hint's problem shows on the
//! board (a group's lag growing, a Node down, a setting that will cost
//! events, …) and the player has not acted for a while, a hint names the
//! card and the option that would help, and points at it. Whether it holds
//! and its words (with live figures) are the sim's
//! ([`crate::sim::hints::shown`]), asked again every frame: a hint hides
//! the moment its problem is solved. The scenario's own `hints` come first,
//! then the game's defaults from its rules
//! ([`crate::rules::hints::default_hints`]). The setting "Hints" turns
//! them off; none are given while a tutorial runs.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{UiSet, colour};
use crate::rules::hints::Hint;
use crate::sim::{ActionLog, Board, ScenarioStarted, SimClock};
use crate::t;
use crate::view::ScreenRects;
use crate::view::palette::Palette;

/// The hints of the scenario on the board and the one shown.
#[derive(Resource, Debug, Default)]
pub struct Hints {
    /// Every hint, the scenario's first.
    pub all: Vec<Hint>,
    /// The one shown, by index.
    pub shown: Option<usize>,
    /// Its words as shown this frame, figures filled in.
    pub text: String,
    /// Put away by the player ("Got it"); back once its risk has passed.
    dismissed: Vec<usize>,
    /// Actions seen, and the sim time of the last one.
    actions_seen: usize,
    last_action_at: f64,
    /// Where the hint's box was drawn.
    box_rect: Option<egui::Rect>,
    /// Where the box of which hint lies: a corner picked when it is first
    /// shown, the one over the fewest cards.
    placed: Option<(usize, egui::Align2, [f32; 2])>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Hints>()
        .add_systems(Update, (collect, judge).chain().in_set(UiSet::Input))
        .add_systems(EguiPrimaryContextPass, window.in_set(UiSet::Panels));
}

/// A new scenario: its hints and the game's.
fn collect(
    mut started: MessageReader<ScenarioStarted>,
    board: Res<Board>,
    catalog: Res<crate::rules::catalog::Catalog>,
    clock: Res<SimClock>,
    actions: Res<ActionLog>,
    mut hints: ResMut<Hints>,
) {
    if started.read().last().is_none() {
        return;
    }
    let Some(s) = &board.scenario else { return };
    let mut all = s.hints.clone();
    all.extend(crate::rules::hints::default_hints(s, &catalog));
    *hints = Hints { all, actions_seen: actions.entries.len(), last_action_at: clock.now, ..default() };
}

/// Which hint, if any, to show now.
fn judge(world: &mut World) {
    let on = world.resource::<crate::settings::Settings>().hints;
    let tutorial = world.resource::<Board>().scenario.as_ref().is_some_and(|s| !s.tutorial.is_empty());
    let (now, actions) = (world.resource::<SimClock>().now, world.resource::<ActionLog>().entries.len());
    let mut hints = std::mem::take(&mut *world.resource_mut::<Hints>());
    if actions != hints.actions_seen {
        hints.actions_seen = actions;
        hints.last_action_at = now;
        // The player acted: the hint shown has done its work; it may come
        // again after a while without action if its risk is still there.
        hints.shown = None;
    }
    let idle = now - hints.last_action_at;
    let rules = world.resource::<crate::rules::catalog::Catalog>().sim.clone();
    let holds = |h: &Hint| crate::sim::hints::holds(&h.when, world);
    let words = |i: usize| hints.all.get(i).and_then(|h| crate::sim::hints::shown(h, world)).map(|r| r.text);
    // A put-away hint whose problem has passed may come again.
    let all = &hints.all;
    hints.dismissed.retain(|i| all.get(*i).is_some_and(holds));
    // The hint shown stays only while its problem is on the board: it hides
    // the moment it is solved; its figures follow the board.
    let kept = hints.shown.filter(|i| !hints.dismissed.contains(i)).and_then(|i| Some((i, words(i)?)));
    hints.shown = kept.as_ref().map(|(i, _)| *i);
    hints.text = kept.map(|(_, t)| t).unwrap_or_default();
    if on && !tutorial && hints.shown.is_none() {
        let next = (0..hints.all.len())
            .filter(|i| !hints.dismissed.contains(i) && idle >= hints.all[*i].idle_seconds(&rules) - 1e-9)
            .find_map(|i| Some((i, words(i)?)));
        if let Some((i, text)) = next {
            // The log keeps the English words, whatever the player reads.
            let english = crate::sim::hints::render_in(&hints.all[i], world, crate::locale::Language::English)
                .map(|r| r.text)
                .unwrap_or_else(|_| text.clone());
            info!("hint: {english}");
            hints.shown = Some(i);
            hints.text = text;
        }
    }
    if !on {
        hints.shown = None;
    }
    *world.resource_mut::<Hints>() = hints;
}

impl Hints {
    /// The height of the hint's box while one is shown at the bottom left
    /// (under the goals column), points.
    pub(super) fn shown_height(&self) -> Option<f32> {
        let at_left = self.placed.is_none_or(|(_, a, _)| a == egui::Align2::LEFT_BOTTOM);
        self.shown.and(self.box_rect).filter(|_| at_left).map(|r| r.height())
    }
}

/// Where a hint's box of `size` lies over the fewest `cards` (egui points):
/// the bottom left first, then the bottom right, the top right (only when
/// `top_right_free`: no Inspector there) and the bottom centre.
fn place(
    ctx: &egui::Context,
    size: egui::Vec2,
    cards: &[egui::Rect],
    top_right_free: bool,
) -> (egui::Align2, [f32; 2]) {
    use egui::Align2 as A;
    let screen = ctx.content_rect();
    let mut candidates = vec![(A::LEFT_BOTTOM, [8.0, -8.0]), (A::RIGHT_BOTTOM, [-8.0, -8.0])];
    if top_right_free {
        candidates.push((A::RIGHT_TOP, [-8.0, 44.0]));
    }
    candidates.push((A::CENTER_BOTTOM, [0.0, -8.0]));
    let covered = |(a, o): (A, [f32; 2])| {
        let r = a.align_size_within_rect(size, screen).translate(egui::vec2(o[0], o[1]));
        cards.iter().map(|c| c.intersect(r)).filter(|x| x.is_positive()).map(|x| x.area()).sum::<f32>()
    };
    let mut best = candidates[0];
    for c in candidates.into_iter().skip(1) {
        if covered(c) < covered(best) {
            best = c;
        }
    }
    best
}

fn window(
    mut contexts: EguiContexts,
    mut hints: ResMut<Hints>,
    rects: Res<ScreenRects>,
    palette: Res<Palette>,
    selection: Res<crate::view::Selection>,
) -> Result {
    let Some(i) = hints.shown else {
        // Placed anew when shown again (the board may have moved).
        if hints.placed.is_some() {
            hints.placed = None;
        }
        return Ok(());
    };
    let Some(hint) = hints.all.get(i).cloned() else { return Ok(()) };
    let text = hints.text.clone();
    let ctx = contexts.ctx_mut()?;
    let mut got_it = false;
    // Under the goals, in the left column (the column scrolls above it:
    // ui::goals), unless it would lie on more of the cards there than at
    // the bottom right, the top right (while no Inspector is open there) or
    // the bottom centre.
    if hints.placed.is_none_or(|(h, ..)| h != i) {
        let size = hints.box_rect.map(|r| r.size()).unwrap_or(egui::vec2(super::goals::COLUMN, 140.0));
        let (anchor, offset) = place(ctx, size, &super::tutorial::card_rects(ctx, &rects), selection.0.is_none());
        hints.placed = Some((i, anchor, offset));
    }
    let (anchor, offset) = hints.placed.map(|(_, a, o)| (a, o)).unwrap_or((egui::Align2::LEFT_BOTTOM, [8.0, -8.0]));
    let window = egui::Window::new(t!("hints-title"))
        .id(super::window_id("Hint")) // l10n-ok: the window's id, its English title
        .anchor(anchor, offset);
    let shown =
        window.order(egui::Order::Foreground).collapsible(false).resizable(false).max_width(super::goals::COLUMN).show(
            ctx,
            |ui| {
                ui.set_width(super::goals::COLUMN - 24.0);
                ui.label(&text);
                ui.horizontal(|ui| {
                    got_it = ui.button(t!("hints-got-it")).clicked();
                    ui.weak(t!("hints-settings-off"));
                });
            },
        );
    // The pointer from the box's second frame on: an egui window is not
    // drawn on its first (it measures itself), and an arrow from nothing
    // would point out of empty space.
    let was_shown = hints.box_rect.is_some();
    hints.box_rect = shown.map(|r| r.response.rect);
    if was_shown && let Some(rect) = super::tutorial::target(ctx, &hint.point, &rects) {
        let cards = super::tutorial::card_rects(ctx, &rects);
        super::tutorial::draw_pointer(ctx, rect, hints.box_rect, &cards, colour(palette.ui.pointer));
    }
    if got_it {
        hints.dismissed.push(i);
        hints.shown = None;
    }
    Ok(())
}
