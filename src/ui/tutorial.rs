//! A scenario's tutorial, played: one step at a time in a box at the
//! bottom of the screen, pointing (an outline and an arrow that follow the
//! camera) at what the step talks about, and moving on when what it waits
//! for happens: Next (or Enter), a card picked, a panel open, a speed, or a
//! sim condition ([`crate::sim::tutorial::holds`]). Back and Skip move by
//! hand; Hide folds it away. The step reached is kept in the progress, so a
//! save of the tutorial resumes there; the last step done marks the
//! tutorial done.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{UiSet, colour};
use crate::loading::ScenarioChoice;
use crate::progress::{Progress, ProgressFile};
use crate::rules::tutorial::{Panel, Pointer, Step, Wait};
use crate::sim::tutorial::Since;
use crate::sim::{Board, ScenarioStarted, SimClock, SimDriver};
use crate::t;
use crate::view::palette::Palette;
use crate::view::{ScreenRects, Selection};

/// The tutorial as it stands.
#[derive(Resource, Debug, Default)]
pub struct TutorialRun {
    /// The step shown (== the step count: done).
    pub step: usize,
    /// Where that step began.
    pub since: Since,
    /// Folded away by the player.
    pub hidden: bool,
    /// Asked to move: +1 (Next, Skip) or −1 (Back).
    pub(super) go: i32,
    /// The step the move was asked on (a step that moved on by itself in
    /// the meantime is not skipped as well).
    pub(super) go_at: usize,
    /// Where the box was drawn last (the pointer's arrow starts at it).
    pub(super) box_rect: Option<egui::Rect>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TutorialRun>()
        .add_systems(Update, (restart, keys, advance).chain().in_set(UiSet::Input))
        .add_systems(EguiPrimaryContextPass, (window.in_set(UiSet::Panels), point.in_set(UiSet::Overlays)));
}

/// The steps of the scenario on the board (none: no tutorial).
fn steps(board: &Board) -> &[Step] {
    board.scenario.as_ref().map(|s| s.tutorial.as_slice()).unwrap_or(&[])
}

/// A new scenario: its first step, or (a save of it) the step reached.
fn restart(
    mut started: MessageReader<ScenarioStarted>,
    mut run: ResMut<TutorialRun>,
    clock: Res<SimClock>,
    actions: Res<crate::sim::ActionLog>,
    progress: Res<Progress>,
    choice: Res<ScenarioChoice>,
) {
    if started.read().last().is_none() {
        return;
    }
    let resumed =
        if clock.tick > 0 { progress.tutorial_step.get(&crate::progress::key(&choice)).copied() } else { None };
    *run = TutorialRun {
        step: resumed.unwrap_or(0),
        since: Since { actions: actions.entries.len(), at: clock.now },
        ..default()
    };
}

/// Enter is Next on a step that waits for it.
fn keys(
    keys: Res<ButtonInput<KeyCode>>,
    capture: Res<crate::view::UiCapture>,
    board: Res<Board>,
    mut run: ResMut<TutorialRun>,
) {
    let waits_next = steps(&board).get(run.step).is_some_and(|s| s.wait == Wait::Next);
    if waits_next && !capture.keyboard && !run.hidden && keys.just_pressed(KeyCode::Enter) {
        run.go = 1;
        run.go_at = run.step;
    }
}

/// Whether the ui's side of a step's wait holds (a card picked, a panel
/// open, the speed).
fn ui_holds(world: &World, wait: &Wait) -> bool {
    match wait {
        Wait::Select(id) => {
            let picked = world.resource::<Selection>().0;
            picked.and_then(|e| world.get::<crate::sim::Node>(e)).is_some_and(|n| n.id == *id)
        }
        Wait::Open(p) => panel_open(world, *p),
        Wait::Speed(i) => {
            matches!(world.resource::<SimDriver>(), SimDriver::RealTime { speed, paused: false, .. } if speed == i)
        }
        Wait::Paused(p) => matches!(world.resource::<SimDriver>(), SimDriver::RealTime { paused, .. } if paused == p),
        _ => false,
    }
}

/// Whether a panel is shown.
pub(super) fn panel_open(world: &World, p: Panel) -> bool {
    match p {
        Panel::Inspector => world.resource::<Selection>().0.is_some(),
        Panel::Console => world.resource::<super::ConsoleWindow>().open,
        Panel::Build => world.resource::<super::BuildMenu>().open,
        Panel::Research => world.resource::<super::ResearchPanel>().open,
        Panel::Incidents => world.resource::<super::IncidentPanel>().open,
        Panel::Charts => world.resource::<super::charts::ChartsPanel>().open,
        Panel::Goals | Panel::Speed | Panel::Money | Panel::Budget => true,
    }
}

/// Moves the tutorial on: by hand (Next, Skip, Back) or when the step's
/// wait holds; keeps the step reached.
fn advance(world: &mut World) {
    let (count, step, go) = {
        let run = world.resource::<TutorialRun>();
        (steps(world.resource::<Board>()).len(), run.step, run.go)
    };
    if count == 0 || (step >= count && go >= 0) {
        return;
    }
    let wait = steps(world.resource::<Board>()).get(step).map(|s| s.wait.clone());
    let since = world.resource::<TutorialRun>().since;
    let met = wait.as_ref().is_some_and(|w| {
        if crate::rules::tutorial::is_sim_condition(w) || matches!(w, Wait::Seconds(_)) {
            crate::sim::tutorial::holds(w, world, since)
        } else {
            ui_holds(world, w)
        }
    });
    let go = if world.resource::<TutorialRun>().go_at == step { go } else { 0 };
    let to = match go {
        0 if met => step + 1,
        0 => {
            world.resource_mut::<TutorialRun>().go = 0;
            return;
        }
        g if g < 0 => step.saturating_sub(1),
        _ => step + 1,
    };
    let clock = world.resource::<SimClock>().now;
    let actions = world.resource::<crate::sim::ActionLog>().entries.len();
    {
        let mut run = world.resource_mut::<TutorialRun>();
        run.step = to.min(count);
        run.go = 0;
        run.since = Since { actions, at: clock };
    }
    info!("tutorial step {}/{count}", to.min(count) + 1);
    let key = crate::progress::key(world.resource::<ScenarioChoice>());
    let mut progress = world.resource::<Progress>().clone();
    progress.tutorial_step.insert(key, to.min(count));
    if to >= count {
        progress.tutorial_done = true;
        info!("tutorial done");
    }
    crate::progress::keep(world.resource::<ProgressFile>(), &progress);
    world.insert_resource(progress);
}

/// An action kind in the player's words.
fn action_words(kind: &str) -> String {
    match kind {
        "CrashWorker" => t!("tutorial-action-crash-worker"),
        "SetReplicationFactor" => t!("tutorial-action-replication-factor"),
        "SetReplicationThrottle" => t!("tutorial-action-replication-throttle"),
        "SetWorkerPaused" => t!("tutorial-action-worker-paused"),
        "SetWorkerStopped" => t!("tutorial-action-worker-stopped"),
        "SetKeyless" => t!("tutorial-action-keyless"),
        "SetAssignor" => t!("tutorial-action-assignor"),
        "SetGroupProtocol" => t!("tutorial-action-group-protocol"),
        "SetRemoteAssignor" => t!("tutorial-action-remote-assignor"),
        "SetGroupType" => t!("tutorial-action-group-type"),
        "SetDeadLetter" => t!("tutorial-action-dead-letter"),
        "SetOffsetReset" => t!("tutorial-action-offset-reset"),
        "SetIsolation" => t!("tutorial-action-isolation"),
        "SetStaticMembership" => t!("tutorial-action-static-membership"),
        "RollingRestart" => t!("tutorial-action-rolling-restart"),
        "SetProcessingGuarantee" => t!("tutorial-action-processing-guarantee"),
        "SetSessionTimeout" => t!("tutorial-action-session-timeout"),
        "SetPartitions" => t!("tutorial-action-partitions"),
        "SetPartitionKey" => t!("tutorial-action-partition-key"),
        "PlaceNode" => t!("tutorial-action-place-node"),
        // l10n-ok: an action kind, as the scenario file names it.
        "Link" => t!("tutorial-action-link"),
        // l10n-ok: an action kind, as the scenario file names it.
        "Unlink" => t!("tutorial-action-unlink"),
        "SetAcks" => t!("tutorial-action-acks"),
        "SetIdempotence" => t!("tutorial-action-idempotence"),
        "SetCleanupPolicy" => t!("tutorial-action-cleanup-policy"),
        "SetUniqueKey" => t!("tutorial-action-unique-key"),
        // l10n-ok: an action kind, as the scenario file names it.
        "Research" => t!("tutorial-action-research"),
        other => other.to_string(),
    }
}

/// What a wait asks of the player, in words (under the step's text).
fn asks(w: &Wait) -> String {
    match w {
        Wait::Next => t!("tutorial-asks-next"),
        Wait::Seconds(s) => t!("tutorial-asks-seconds", seconds = whole(*s)),
        Wait::Select(n) => t!("tutorial-asks-select", card = n.as_str()),
        Wait::Open(p) => open_words(*p),
        Wait::Speed(i) => t!("tutorial-asks-speed", key = i + 1),
        Wait::Paused(true) => t!("tutorial-asks-pause"),
        Wait::Paused(false) => t!("tutorial-asks-run"),
        Wait::Action { kind, node } => match node {
            Some(n) => t!("tutorial-asks-action-on", action = action_words(kind), node = n.as_str()),
            None => t!("tutorial-asks-action", action = action_words(kind)),
        },
        Wait::Console(line) => t!("tutorial-asks-console", line = line.as_str()),
        Wait::LagAbove { group, records } => {
            t!("tutorial-asks-lag-above", group = group.as_str(), records = *records)
        }
        Wait::LagBelow { group, records } => {
            t!("tutorial-asks-lag-below", group = group.as_str(), records = *records)
        }
        Wait::Workers { group, at_least } => t!("tutorial-asks-workers", count = *at_least, group = group.as_str()),
        Wait::Partitions { node, at_least } => t!("tutorial-asks-partitions", count = *at_least, node = node.as_str()),
        Wait::Duplicates(n) => t!("tutorial-asks-duplicates", count = *n),
        Wait::Lost(n) => t!("tutorial-asks-lost", count = *n),
        Wait::BudgetAbove(s) => t!("tutorial-asks-budget", percent = format!("{:.0}", s * 100.0)),
        Wait::Down(n) => t!("tutorial-asks-down", card = n.as_str()),
        Wait::Offline(n) => t!("tutorial-asks-offline", card = n.as_str()),
        Wait::Goal(g) => t!("tutorial-asks-goal", goal = g.describe()),
    }
}

/// A figure as `{:.0}` shows it, as a number (for a message's plural).
fn whole(x: f64) -> f64 {
    format!("{x:.0}").parse().unwrap_or(x)
}

/// "Open the … panel.", for each panel.
fn open_words(p: Panel) -> String {
    match p {
        Panel::Inspector => t!("tutorial-asks-open-inspector"),
        Panel::Console => t!("tutorial-asks-open-console"),
        Panel::Build => t!("tutorial-asks-open-build"),
        Panel::Research => t!("tutorial-asks-open-research"),
        Panel::Incidents => t!("tutorial-asks-open-incidents"),
        Panel::Charts => t!("tutorial-asks-open-charts"),
        Panel::Goals => t!("tutorial-asks-open-goals"),
        Panel::Speed => t!("tutorial-asks-open-speed"),
        Panel::Money => t!("tutorial-asks-open-money"),
        Panel::Budget => t!("tutorial-asks-open-budget"),
    }
}

fn window(
    mut contexts: EguiContexts,
    board: Res<Board>,
    mut run: ResMut<TutorialRun>,
    palette: Res<Palette>,
    mut screen: ResMut<NextState<crate::loading::Screen>>,
    rects: Res<ScreenRects>,
    console: Res<super::ConsoleWindow>,
) -> Result {
    let console_open = console.open;
    let all = steps(&board);
    if all.is_empty() {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    if run.hidden || run.step >= all.len() {
        folded(ctx, &mut run, all.len(), &mut screen);
        return Ok(());
    }
    let step = &all[run.step];
    // Where the box goes: clear of what the step points at and of the
    // console (its input line and latest answers), bottom centre if it can.
    let size = run.box_rect.map(|r| r.size()).unwrap_or(egui::vec2(544.0, 150.0));
    let mut avoid: Vec<egui::Rect> = target(ctx, &step.point, &rects).into_iter().map(|r| r.expand(12.0)).collect();
    if let Some(console) = ctx.memory(|m| m.area_rect(super::window_id("Console"))).filter(|_| console_open) {
        avoid.push(console);
    }
    let (align, offset) = place_box(ctx.content_rect(), size, &avoid);
    let shown = egui::Window::new(t!("tutorial-title"))
        .id(super::window_id("Tutorial")) // l10n-ok: the window's id, its English title
        .anchor(align, offset)
        // Over the console and the Build menu, which open where it is.
        .order(egui::Order::Foreground)
        .collapsible(false)
        .resizable(false)
        .default_width(520.0)
        .show(ctx, |ui| {
            ui.set_width(520.0);
            ui.weak(t!("tutorial-step", step = run.step + 1, count = all.len()));
            ui.label(egui::RichText::new(crate::locale::data::text(&step.say)).size(16.0));
            ui.colored_label(colour(palette.ui.notice), asks(&step.wait));
            ui.horizontal(|ui| {
                let at = run.step;
                if ui.add_enabled(run.step > 0, egui::Button::new(t!("tutorial-back"))).clicked() {
                    (run.go, run.go_at) = (-1, at);
                }
                let next = if step.wait == Wait::Next { t!("tutorial-next") } else { t!("tutorial-skip") };
                if ui.button(next).clicked() {
                    (run.go, run.go_at) = (1, at);
                }
                if ui.button(t!("tutorial-hide")).on_hover_text(t!("tutorial-hide-hover")).clicked() {
                    run.hidden = true;
                }
            });
        });
    run.box_rect = shown.map(|r| r.response.rect);
    Ok(())
}

/// Where the tutorial's box of `size` goes in `screen`: the first of the
/// bottom centre, the top centre (under the top bar), the bottom right, the
/// bottom left, the top right and the top left whose rectangle meets none
/// of `avoid` (what the step points at, the console); the bottom centre
/// when none is clear. An anchor and its offset, egui points.
pub(super) fn place_box(screen: egui::Rect, size: egui::Vec2, avoid: &[egui::Rect]) -> (egui::Align2, [f32; 2]) {
    use egui::Align2 as A;
    let top = 44.0;
    let candidates = [
        (A::CENTER_BOTTOM, [0.0, -10.0]),
        (A::CENTER_TOP, [0.0, top]),
        (A::RIGHT_BOTTOM, [-10.0, -10.0]),
        (A::LEFT_BOTTOM, [10.0, -10.0]),
        (A::RIGHT_TOP, [-10.0, top]),
        (A::LEFT_TOP, [10.0, top]),
    ];
    let rect_of = |(a, o): (A, [f32; 2])| {
        let r = a.align_size_within_rect(size, screen);
        r.translate(egui::vec2(o[0], o[1]))
    };
    candidates.into_iter().find(|c| !avoid.iter().any(|x| x.intersects(rect_of(*c)))).unwrap_or(candidates[0])
}

/// The tutorial folded away (Show), or done (back to its last step, or on
/// to the title screen and the campaign).
fn folded(ctx: &egui::Context, run: &mut TutorialRun, count: usize, screen: &mut NextState<crate::loading::Screen>) {
    let done = run.step >= count;
    egui::Area::new(egui::Id::new("tutorial folded")).anchor(egui::Align2::CENTER_BOTTOM, [0.0, -8.0]).show(
        ctx,
        |ui| {
            ui.horizontal(|ui| {
                let label = if done { t!("tutorial-done") } else { t!("tutorial-show") };
                if ui.button(label).clicked() {
                    run.hidden = false;
                    if done {
                        (run.go, run.go_at) = (-1, run.step);
                    }
                }
                if done && ui.button(t!("tutorial-to-title")).on_hover_text(t!("tutorial-to-title-hover")).clicked() {
                    screen.set(crate::loading::Screen::Title);
                }
            });
        },
    );
}

/// Where a pointer is on the screen, in egui points (`None`: not shown now).
pub(super) fn target(ctx: &egui::Context, p: &Pointer, rects: &ScreenRects) -> Option<egui::Rect> {
    let zoom = ctx.zoom_factor();
    let of =
        |r: &Rect| egui::Rect::from_min_max(egui::pos2(r.min.x, r.min.y) / zoom, egui::pos2(r.max.x, r.max.y) / zoom);
    match p {
        Pointer::Nothing => None,
        Pointer::Card(n) => rects.cards.get(n).map(of),
        Pointer::Lane { node, partition } => rects.lanes.get(&(node.clone(), *partition)).map(of),
        Pointer::GroupBar { node, group } => rects.bars.get(&(node.clone(), group.clone())).map(of),
        Pointer::Panel(panel) => {
            // The windows' ids, their English titles.
            let window = match panel {
                Panel::Inspector => "Inspector", // l10n-ok: a window's id
                Panel::Console => "Console",     // l10n-ok: a window's id
                Panel::Build => "Build",         // l10n-ok: a window's id
                Panel::Research => "Research",   // l10n-ok: a window's id
                Panel::Incidents => "Incidents", // l10n-ok: a window's id
                Panel::Charts => "Charts",       // l10n-ok: a window's id
                Panel::Goals => "Goals",         // l10n-ok: a window's id
                Panel::Speed => return ctx.data(|d| d.get_temp(egui::Id::new("pointer:speed"))),
                Panel::Money => return ctx.data(|d| d.get_temp(egui::Id::new("pointer:money"))),
                Panel::Budget => return ctx.data(|d| d.get_temp(egui::Id::new("pointer:budget"))),
            };
            ctx.memory(|m| m.area_rect(super::window_id(window)))
        }
    }
}

/// Every card's rectangle on the screen, egui points: what a pointer's
/// arrow must not cross.
pub(super) fn card_rects(ctx: &egui::Context, rects: &ScreenRects) -> Vec<egui::Rect> {
    let zoom = ctx.zoom_factor();
    rects
        .cards
        .values()
        .map(|r| egui::Rect::from_min_max(egui::pos2(r.min.x, r.min.y) / zoom, egui::pos2(r.max.x, r.max.y) / zoom))
        .collect()
}

/// Longest a pointer's arrow is, points.
const ARROW: f32 = 90.0;

/// Draws an outline around `rect` and an arrow to it from the edge of
/// `from` (the box that talks about it) nearest to it. The arrow is left
/// out where it would cross a card other than the one it points into
/// (`cards`): the outline alone then shows the way, and no text is struck.
pub(super) fn draw_pointer(
    ctx: &egui::Context,
    rect: egui::Rect,
    from: Option<egui::Rect>,
    cards: &[egui::Rect],
    tint: egui::Color32,
) {
    // Under the windows over everything: not drawn while one is open.
    if super::modal_open(ctx) {
        return;
    }
    let painter = ctx.layer_painter(egui::LayerId::new(egui::Order::Foreground, egui::Id::new("pointer")));
    let t = ctx.input(|i| i.time);
    let pulse = 3.0 + 1.5 * (t * 4.0).sin() as f32;
    painter.rect_stroke(rect.expand(4.0), 6.0, egui::Stroke::new(pulse, tint), egui::StrokeKind::Outside);
    ctx.request_repaint();
    let Some(b) = from else { return };
    let target = rect.expand(10.0);
    if target.intersects(b) {
        return;
    }
    // An arrow into the target's nearest point, coming from the box's side:
    // a short one, so that it does not run across the board's other cards.
    let from_box = b.clamp(target.center());
    let end = target.clamp(from_box);
    let along = end - from_box;
    if along.length() < 12.0 {
        return;
    }
    let dir = along.normalized();
    let start = end - dir * along.length().min(ARROW);
    let crosses = |c: &egui::Rect| {
        !c.intersects(rect.expand(2.0)) && (0..=20).any(|i| c.contains(start + (end - start) * (i as f32 / 20.0)))
    };
    if cards.iter().any(crosses) {
        return;
    }
    let stroke = egui::Stroke::new(3.0, tint);
    painter.line_segment([start, end], stroke);
    let side = egui::vec2(-dir.y, dir.x);
    for s in [1.0, -1.0] {
        painter.line_segment([end, end - dir * 14.0 + side * 7.0 * s], stroke);
    }
}

/// The step's pointer, from the top of the tutorial box.
fn point(
    mut contexts: EguiContexts,
    board: Res<Board>,
    run: Res<TutorialRun>,
    rects: Res<ScreenRects>,
    palette: Res<Palette>,
) -> Result {
    let Some(step) = steps(&board).get(run.step).filter(|_| !run.hidden) else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    let Some(rect) = target(ctx, &step.point, &rects) else { return Ok(()) };
    draw_pointer(ctx, rect, run.box_rect, &card_rects(ctx, &rects), colour(palette.ui.pointer));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_box_keeps_clear_of_its_target_and_the_console() {
        let screen = egui::Rect::from_min_size(egui::pos2(0.0, 0.0), egui::vec2(1280.0, 720.0));
        let size = egui::vec2(544.0, 150.0);
        // Nothing in the way: the bottom centre.
        assert_eq!(place_box(screen, size, &[]).0, egui::Align2::CENTER_BOTTOM);
        // A card at the bottom centre: the top.
        let card = egui::Rect::from_min_size(egui::pos2(560.0, 600.0), egui::vec2(200.0, 80.0));
        assert_eq!(place_box(screen, size, &[card]).0, egui::Align2::CENTER_TOP);
        // The console low and wide, and a target at the top: a corner the
        // console leaves free, never over either.
        let console = egui::Rect::from_min_size(egui::pos2(316.0, 300.0), egui::vec2(720.0, 400.0));
        let top = egui::Rect::from_min_size(egui::pos2(100.0, 40.0), egui::vec2(200.0, 100.0));
        let (a, o) = place_box(screen, size, &[console, top]);
        let r = a.align_size_within_rect(size, screen).translate(egui::vec2(o[0], o[1]));
        assert!(!r.intersects(console) && !r.intersects(top), "{a:?} {r:?}");
    }
}
