//! The board camera: fits the board into the space the panels leave, and
//! lets the player pan (right or middle drag) and zoom (wheel). F fits again.

use bevy::input::mouse::{AccumulatedMouseMotion, AccumulatedMouseScroll, MouseScrollUnit};
use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::board::Card;
use super::{UiCapture, UiInsets, ViewSet};

/// Whether the camera follows the board's bounds (until the player pans or
/// zooms).
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct CameraFit {
    /// True: refit every frame.
    pub auto: bool,
}

pub(super) fn plugin(app: &mut App) {
    app.insert_resource(CameraFit { auto: true })
        .add_systems(Startup, spawn_camera)
        .add_systems(Update, (pan_zoom, fit).chain().in_set(ViewSet::Update));
}

fn spawn_camera(mut commands: Commands) {
    commands.spawn((Name::new("board camera"), Camera2d));
}

/// Scale (board units per pixel) and centre that fit `min..max` into a
/// `w × h` window that loses `insets` to panels.
pub fn fit_view(min: Vec2, max: Vec2, w: f32, h: f32, insets: UiInsets) -> (f32, Vec2) {
    let free = Vec2::new((w - insets.right - 24.0).max(100.0), (h - insets.top - 24.0).max(100.0));
    let size = (max - min).max(Vec2::splat(1.0));
    let scale = (size.x / free.x).max(size.y / free.y) * 1.04;
    let centre = (min + max) / 2.0;
    // Shift so the board sits in the middle of the free area, not the window.
    let centre = centre + Vec2::new(insets.right / 2.0 * scale, insets.top / 2.0 * scale);
    (scale, centre)
}

fn fit(
    fit: Res<CameraFit>,
    insets: Res<UiInsets>,
    cards: Query<(&Card, &Transform), Without<Camera2d>>,
    window: Single<&Window, With<PrimaryWindow>>,
    mut camera: Single<(&mut Transform, &mut Projection), With<Camera2d>>,
) {
    if !fit.auto || cards.is_empty() {
        return;
    }
    let mut min = Vec2::splat(f32::MAX);
    let mut max = Vec2::splat(f32::MIN);
    for (card, t) in &cards {
        let at = t.translation.truncate();
        min = min.min(at - card.size / 2.0);
        max = max.max(at + card.size / 2.0);
    }
    let (scale, centre) = fit_view(min, max, window.width(), window.height(), *insets);
    let (tf, proj) = &mut *camera;
    tf.translation.x = centre.x;
    tf.translation.y = centre.y;
    if let Projection::Orthographic(o) = &mut **proj
        && (o.scale - scale).abs() > 1e-4
    {
        o.scale = scale;
    }
}

fn pan_zoom(
    mut fit: ResMut<CameraFit>,
    keys: Res<ButtonInput<KeyCode>>,
    buttons: Res<ButtonInput<MouseButton>>,
    motion: Res<AccumulatedMouseMotion>,
    scroll: Res<AccumulatedMouseScroll>,
    capture: Res<UiCapture>,
    mut camera: Single<(&mut Transform, &mut Projection), With<Camera2d>>,
) {
    if keys.just_pressed(KeyCode::KeyF) && !capture.keyboard {
        fit.auto = true;
        return;
    }
    if capture.pointer {
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
    fn fit_keeps_the_whole_board_in_the_free_area() {
        let insets = UiInsets { top: 40.0, right: 340.0 };
        let (scale, _) = fit_view(Vec2::new(-700.0, -200.0), Vec2::new(700.0, 200.0), 1280.0, 720.0, insets);
        assert!(1400.0 / scale <= 1280.0 - 340.0);
        assert!(400.0 / scale <= 720.0 - 40.0);
    }
}
