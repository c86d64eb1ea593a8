//! The board camera: fits the board into the largest part of the window
//! the panels leave free when a scenario starts, and moves after that only
//! when the player asks: F fits again, the wheel zooms, a right or middle
//! drag pans (and, with "show me each incident" on, the camera brings a
//! struck card into view). Opening a panel, placing or linking a card
//! moves nothing: panels lie over the board, which can be panned under
//! them, and a placed card stays where it was dropped.
//!
//! The fit looks at every panel's rectangle ([`UiObstacles`]), not just a
//! top and a right inset: it picks the free rectangle, between the panels'
//! edges, in which the board comes out largest. It never zooms out past
//! the scale at which the lanes' smallest text is 10 pixels high
//! ([`READABLE_SCALE`]): a board larger than that starts at its top left,
//! readable, and the rest is a pan or a wheel away.

use bevy::input::mouse::{AccumulatedMouseMotion, AccumulatedMouseScroll, MouseScrollUnit};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::board::Card;
use super::{UiCapture, UiObstacles, ViewSet};

/// Whether the camera is on its way to a fit of the board: the first
/// frames of a scenario (it snaps there, as the panels settle), or after F
/// (it glides there); then it stays put.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct CameraFit {
    /// True: moving to the fit.
    pub auto: bool,
    /// Frames of a scenario's start left, in which the fit snaps.
    settle: u32,
}

impl CameraFit {
    /// A scenario starts: the fit snaps over its first frames.
    fn start() -> CameraFit {
        CameraFit { auto: true, settle: SETTLE_FRAMES }
    }

    /// Brings the whole board back into view, gliding (F, or an incident
    /// struck a card that may be off screen).
    pub fn show_all(&mut self) {
        self.auto = true;
    }
}

/// Frames at a scenario's start in which the camera snaps to the fit (the
/// panels are measured a frame after they are drawn).
const SETTLE_FRAMES: u32 = 20;

/// The most board units a pixel shows when the camera fits the board: the
/// scale at which the lanes' smallest text is 10 pixels high.
pub const READABLE_SCALE: f32 = super::lanes::SMALLEST_TEXT / 10.0;

/// Room kept between the board and a panel or the window's edge, logical pixels.
const MARGIN: f32 = 12.0;
/// Rate of the camera's glide, per second (a tenth of the way is left
/// after about 0.3 s).
const GLIDE: f32 = 8.0;
/// How far a region's backdrop reaches past its cards, board units (as
/// the board draws it), and the extra room over it for its name.
const REGION_PAD: Vec2 = Vec2::splat(24.0);
const REGION_LABEL: f32 = 20.0;

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(CameraFit::start())
        .add_systems(Startup, spawn_camera)
        .add_systems(Update, (restart, pan_zoom, fit).chain().in_set(ViewSet::Update))
        .add_systems(OnEnter(crate::loading::Screen::Playing), |mut fit: ResMut<CameraFit>| {
            *fit = CameraFit::start();
        });
}

/// A scenario (re)started on the board: fit it again.
fn restart(mut started: MessageReader<crate::sim::ScenarioStarted>, mut fit: ResMut<CameraFit>) {
    if started.read().last().is_some() {
        *fit = CameraFit::start();
    }
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn((Name::new("board camera"), Camera2d));
}

/// The free rectangle of a `window` (logical pixels, top-left origin) that
/// `obstacles` leave, in which a board of `board` units comes out largest:
/// each candidate's sides lie on the window's or the panels' edges, and no
/// panel overlaps it.
pub fn free_rect(window: Vec2, obstacles: &[Rect], board: Vec2) -> Rect {
    let whole = Rect::from_corners(Vec2::ZERO, window);
    let xs_lo: Vec<f32> = std::iter::once(0.0).chain(obstacles.iter().map(|r| r.max.x)).collect();
    let xs_hi: Vec<f32> = std::iter::once(window.x).chain(obstacles.iter().map(|r| r.min.x)).collect();
    let ys_lo: Vec<f32> = std::iter::once(0.0).chain(obstacles.iter().map(|r| r.max.y)).collect();
    let ys_hi: Vec<f32> = std::iter::once(window.y).chain(obstacles.iter().map(|r| r.min.y)).collect();
    let board = board.max(Vec2::ONE);
    let mut best = (f32::MIN, whole);
    for &x0 in &xs_lo {
        for &x1 in xs_hi.iter().filter(|&&x1| x1 > x0 + 1.0) {
            for &y0 in &ys_lo {
                for &y1 in ys_hi.iter().filter(|&&y1| y1 > y0 + 1.0) {
                    let r = Rect::new(x0, y0, x1, y1).intersect(whole);
                    if r.is_empty() || obstacles.iter().any(|o| !o.intersect(r).is_empty()) {
                        continue;
                    }
                    let score = (r.width() / board.x).min(r.height() / board.y);
                    if score > best.0 {
                        best = (score, r);
                    }
                }
            }
        }
    }
    best.1
}

/// Scale (board units per pixel) and camera centre that fit `min..max`
/// into `free` (logical pixels, top-left origin) of a window of `window`.
pub fn fit_into(min: Vec2, max: Vec2, free: Rect, window: Vec2) -> (f32, Vec2) {
    let room = (free.size() - Vec2::splat(2.0 * MARGIN)).max(Vec2::splat(60.0));
    let size = (max - min).max(Vec2::splat(1.0));
    let scale = (size.x / room.x).max(size.y / room.y);
    // The board's centre goes to the free rectangle's centre.
    let offset = free.center() - window / 2.0;
    let centre = (min + max) / 2.0 - Vec2::new(offset.x, -offset.y) * scale;
    (scale, centre)
}

/// Like [`fit_into`], never showing more than `max_scale` board units a
/// pixel: a board too large for `free` at that scale has its top left
/// corner at the free rectangle's (each axis on which it is too large).
pub fn fit_readable(min: Vec2, max: Vec2, free: Rect, window: Vec2, max_scale: f32) -> (f32, Vec2) {
    let (scale, centre) = fit_into(min, max, free, window);
    if scale <= max_scale {
        return (scale, centre);
    }
    let s = max_scale;
    let room = (free.size() - Vec2::splat(2.0 * MARGIN)).max(Vec2::splat(60.0)) * s;
    let size = max - min;
    // Board x of the free rectangle's left edge and board y of its top,
    // with the camera at `c`: c.x + (free.min.x + MARGIN - w/2) * s, and
    // c.y - (free.min.y + MARGIN - h/2) * s.
    let mut c = (min + max) / 2.0 - Vec2::new(free.center().x - window.x / 2.0, window.y / 2.0 - free.center().y) * s;
    if size.x > room.x {
        c.x = min.x - (free.min.x + MARGIN - window.x / 2.0) * s;
    }
    if size.y > room.y {
        c.y = max.y + (free.min.y + MARGIN - window.y / 2.0) * s;
    }
    (s, c)
}

/// A card's rectangle on the window, logical pixels, for a camera at
/// `centre` with `scale`.
#[cfg(test)]
fn on_window(at: Vec2, size: Vec2, centre: Vec2, scale: f32, window: Vec2) -> Rect {
    let to = |p: Vec2| Vec2::new((p.x - centre.x) / scale + window.x / 2.0, window.y / 2.0 - (p.y - centre.y) / scale);
    Rect::from_corners(to(at - size / 2.0), to(at + size / 2.0))
}

/// Moves the camera towards the fit while [`CameraFit::auto`] (a gesture
/// of the fingers, `super::touch`, comes before it).
pub(super) fn fit(
    time: Res<Time>,
    settings: Option<Res<crate::settings::Settings>>,
    mut fit: ResMut<CameraFit>,
    obstacles: Res<UiObstacles>,
    cards: Query<(&Card, &Transform), Without<Camera2d>>,
    nodes: Query<&crate::sim::Node>,
    window: Single<&Window, With<PrimaryWindow>>,
    mut camera: Single<(&mut Transform, &mut Projection), With<Camera2d>>,
) {
    if !fit.auto || cards.is_empty() {
        return;
    }
    let win = Vec2::new(window.width(), window.height());
    let mut min = Vec2::splat(f32::MAX);
    let mut max = Vec2::splat(f32::MIN);
    let mut regions = std::collections::BTreeSet::new();
    for (card, t) in &cards {
        let at = t.translation.truncate();
        min = min.min(at - card.size / 2.0);
        max = max.max(at + card.size / 2.0);
        if let Ok(node) = nodes.get(card.node) {
            regions.insert(node.region.as_str());
        }
    }
    if regions.len() > 1 {
        // The regions' backdrops and their names around the cards.
        min -= REGION_PAD;
        max += REGION_PAD + Vec2::new(0.0, REGION_LABEL);
    }
    let free = free_rect(win, &obstacles.0, max - min);
    let (scale, centre) = fit_readable(min, max, free, win, READABLE_SCALE);
    let (tf, proj) = &mut *camera;
    let Projection::Orthographic(o) = &mut **proj else { return };
    let still = settings.is_some_and(|s| s.reduce_motion);
    if fit.settle > 0 || still {
        tf.translation = centre.extend(tf.translation.z);
        o.scale = scale;
        fit.settle = fit.settle.saturating_sub(1);
        fit.auto = fit.settle > 0;
        return;
    }
    let now = tf.translation.truncate();
    let k = 1.0 - (-GLIDE * time.delta_secs()).exp();
    let next = now.lerp(centre, k);
    let s = (o.scale.ln() + (scale.ln() - o.scale.ln()) * k).exp();
    let arrived = next.distance(centre) < 0.5 * scale && (s / scale - 1.0).abs() < 0.002;
    fit.auto = !arrived;
    tf.translation = if arrived { centre } else { next }.extend(tf.translation.z);
    o.scale = if arrived { scale } else { s };
}

#[allow(clippy::too_many_arguments)]
fn pan_zoom(
    mut fit: ResMut<CameraFit>,
    keys: Res<ButtonInput<KeyCode>>,
    buttons: Res<ButtonInput<MouseButton>>,
    motion: Res<AccumulatedMouseMotion>,
    scroll: Res<AccumulatedMouseScroll>,
    capture: Res<UiCapture>,
    obstacles: Res<UiObstacles>,
    window: Single<&Window, With<PrimaryWindow>>,
    mut camera: Single<(&mut Transform, &mut Projection), With<Camera2d>>,
) {
    if keys.just_pressed(KeyCode::KeyF) && !capture.keyboard {
        fit.show_all();
        return;
    }
    // The wheel over a panel scrolls the panel only: egui's word from the
    // last frame, and the panels' rectangles under the pointer now (the
    // pointer may have just moved onto one).
    let over_panel = window.cursor_position().is_some_and(|at| obstacles.0.iter().any(|r| r.contains(at)));
    if capture.pointer || over_panel {
        return;
    }
    let (tf, proj) = &mut *camera;
    let Projection::Orthographic(o) = &mut **proj else { return };
    if (buttons.pressed(MouseButton::Right) || buttons.pressed(MouseButton::Middle)) && motion.delta != Vec2::ZERO {
        fit.auto = false;
        tf.translation.x -= motion.delta.x * o.scale;
        tf.translation.y += motion.delta.y * o.scale;
    }
    if scroll.delta.y != 0.0 {
        fit.auto = false;
        let steps = match scroll.unit {
            MouseScrollUnit::Line => scroll.delta.y,
            MouseScrollUnit::Pixel => scroll.delta.y / 40.0,
        };
        o.scale = (o.scale * 0.88f32.powf(steps)).clamp(0.05, 50.0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fit_keeps_the_whole_board_clear_of_every_panel() {
        let win = Vec2::new(1280.0, 720.0);
        let panels = [
            Rect::new(0.0, 0.0, 1280.0, 34.0),     // top bar
            Rect::new(8.0, 44.0, 300.0, 300.0),    // goals
            Rect::new(954.0, 40.0, 1274.0, 714.0), // Inspector
            Rect::new(8.0, 560.0, 470.0, 712.0),   // hint
        ];
        let (min, max) = (Vec2::new(-600.0, -260.0), Vec2::new(600.0, 260.0));
        let free = free_rect(win, &panels, max - min);
        for p in &panels {
            assert!(p.intersect(free).is_empty(), "{p:?} overlaps {free:?}");
        }
        let (scale, centre) = fit_into(min, max, free, win);
        let r = on_window((min + max) / 2.0, max - min, centre, scale, win);
        for p in &panels {
            assert!(p.intersect(r).is_empty(), "the board {r:?} is under {p:?}");
        }
        assert!(r.min.x >= 0.0 && r.max.x <= win.x && r.min.y >= 0.0 && r.max.y <= win.y);
    }

    #[test]
    fn with_no_panels_the_board_fills_the_window() {
        let win = Vec2::new(1920.0, 1080.0);
        let free = free_rect(win, &[], Vec2::new(100.0, 100.0));
        assert_eq!(free, Rect::from_corners(Vec2::ZERO, win));
    }
}
