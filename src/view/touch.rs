//! The board under fingers (a tablet, a touch screen): one finger dragged
//! across the board pans it, two fingers pinch to zoom about the point
//! between them (and pan as that point moves); a tap selects a card and a
//! finger dragged from a card moves it, as the mouse does (Bevy's picking
//! reads touches as pointers). A finger that lands on a card or a panel
//! never pans. [`TouchSeen`] tells the ui to make its targets finger-sized.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::board::{CardDrag, Hovered};
use super::camera::CameraFit;
use super::{UiCapture, UiObstacles, ViewSet};

/// Whether a finger has touched the window yet (the ui makes its buttons
/// and rows at least [`FINGER_TARGET`] points high from then on).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TouchSeen(pub bool);

/// The height of a target a finger can hit, logical pixels (Apple's and
/// Google's guides ask for 44 and 48; 40 is the least this game allows).
pub const FINGER_TARGET: f32 = 40.0;

/// The camera's zoom range, board units a pixel (as the wheel's).
const SCALE_RANGE: (f32, f32) = (0.05, 50.0);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<TouchSeen>().add_systems(Update, gestures.in_set(ViewSet::Update).before(super::camera::fit));
}

/// Where the camera goes when the fingers on the board move from `before`
/// to `after` (window positions, logical pixels, top-left origin; the same
/// fingers in the same order): the board point under the fingers' midpoint
/// stays under it, and with two fingers the scale follows the distance
/// between them. `centre` is the camera's position (board units), `scale`
/// its board units per pixel, `window` the window's size. Returns the new
/// centre and scale; fingers that did not move change nothing.
pub fn follow_fingers(centre: Vec2, scale: f32, window: Vec2, before: &[Vec2], after: &[Vec2]) -> (Vec2, f32) {
    if before.is_empty() || before.len() != after.len() {
        return (centre, scale);
    }
    let mid = |ps: &[Vec2]| ps.iter().copied().sum::<Vec2>() / ps.len() as f32;
    let (m0, m1) = (mid(before), mid(after));
    let new_scale = match (before, after) {
        ([a0, b0, ..], [a1, b1, ..]) if a1.distance(*b1) > 1.0 => {
            (scale * a0.distance(*b0) / a1.distance(*b1)).clamp(SCALE_RANGE.0, SCALE_RANGE.1)
        }
        _ => scale,
    };
    // A window point's board position: y up on the board, down on screen.
    let on_board = |c: Vec2, s: f32, p: Vec2| c + (p - window / 2.0) * Vec2::new(s, -s);
    let held = on_board(centre, scale, m0);
    let new_centre = held - (m1 - window / 2.0) * Vec2::new(new_scale, -new_scale);
    (new_centre, new_scale)
}

/// Pans and zooms the camera by the fingers on the board: those that
/// landed on neither a card nor a panel, while no card is being dragged.
/// Each finger's move is measured from where this system last saw it
/// (Bevy's `Touch::previous_position` moves only in frames with a touch
/// event, so a finger held still would repeat its last step).
#[allow(clippy::too_many_arguments)]
fn gestures(
    touches: Res<Touches>,
    mut seen: ResMut<TouchSeen>,
    hovered: Res<Hovered>,
    drag: Res<CardDrag>,
    capture: Res<UiCapture>,
    obstacles: Res<UiObstacles>,
    mut fit: ResMut<CameraFit>,
    window: Single<&Window, With<PrimaryWindow>>,
    mut camera: Single<(&mut Transform, &mut Projection), With<Camera2d>>,
    mut off_board: Local<Vec<u64>>,
    mut last: Local<Vec<(u64, Vec2)>>,
) {
    if touches.any_just_pressed() && !seen.0 {
        seen.0 = true;
    }
    for t in touches.iter_just_pressed() {
        let on_panel = obstacles.0.iter().any(|r| r.contains(t.start_position()));
        if on_panel || capture.pointer || hovered.0.is_some() {
            off_board.push(t.id());
        }
    }
    off_board.retain(|id| touches.get_pressed(*id).is_some());
    let fingers: Vec<(u64, Vec2)> =
        touches.iter().filter(|t| !off_board.contains(&t.id())).take(2).map(|t| (t.id(), t.position())).collect();
    let seen_at = |id: u64, now: Vec2| last.iter().find(|(i, _)| *i == id).map_or(now, |(_, p)| *p);
    let before: Vec<Vec2> = fingers.iter().map(|(id, p)| seen_at(*id, *p)).collect();
    let after: Vec<Vec2> = fingers.iter().map(|(_, p)| *p).collect();
    *last = touches.iter().map(|t| (t.id(), t.position())).collect();
    // A finger beside one on a card or a panel is not a gesture of the
    // board; nor is anything while a card is dragged.
    if drag.0.is_some() || fingers.is_empty() || fingers.len() < touches.iter().count().min(2) || before == after {
        return;
    }
    let (tf, proj) = &mut *camera;
    let Projection::Orthographic(o) = &mut **proj else { return };
    let (centre, scale) = follow_fingers(tf.translation.truncate(), o.scale, window.size(), &before, &after);
    fit.auto = false;
    tf.translation = centre.extend(tf.translation.z);
    o.scale = scale;
}

#[cfg(test)]
mod tests {
    use super::*;

    const WINDOW: Vec2 = Vec2::new(1280.0, 720.0);

    fn on_board(c: Vec2, s: f32, p: Vec2) -> Vec2 {
        c + (p - WINDOW / 2.0) * Vec2::new(s, -s)
    }

    #[test]
    fn one_finger_drags_the_board_point_under_it() {
        let (c, s) = (Vec2::new(100.0, -50.0), 2.0);
        let (a, b) = (Vec2::new(300.0, 200.0), Vec2::new(380.0, 150.0));
        let under = on_board(c, s, a);
        let (c2, s2) = follow_fingers(c, s, WINDOW, &[a], &[b]);
        assert_eq!(s2, s, "one finger never zooms");
        assert!(on_board(c2, s2, b).distance(under) < 1e-3, "the point under the finger follows it");
        // Moved right on screen: the camera goes left on the board.
        assert!(c2.x < c.x && c2.y < c.y);
    }

    #[test]
    fn two_fingers_pinch_about_their_midpoint() {
        let (c, s) = (Vec2::ZERO, 1.0);
        let before = [Vec2::new(500.0, 300.0), Vec2::new(700.0, 300.0)];
        // Spread to twice the distance: zoom in twice, about the midpoint.
        let after = [Vec2::new(400.0, 300.0), Vec2::new(800.0, 300.0)];
        let mid = Vec2::new(600.0, 300.0);
        let under = on_board(c, s, mid);
        let (c2, s2) = follow_fingers(c, s, WINDOW, &before, &after);
        assert!((s2 - 0.5).abs() < 1e-6, "{s2}");
        assert!(on_board(c2, s2, mid).distance(under) < 1e-3);
        // Pinched together: out again, never past the range.
        let (_, out) = follow_fingers(c, 40.0, WINDOW, &after, &before);
        assert_eq!(out, SCALE_RANGE.1);
        // Still fingers change nothing; a finger lifted mid-move neither.
        assert_eq!(follow_fingers(c, s, WINDOW, &before, &before), (c, s));
        assert_eq!(follow_fingers(c, s, WINDOW, &before, &after[..1]), (c, s));
    }
}
