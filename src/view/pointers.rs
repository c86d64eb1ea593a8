//! Where the board's pieces are on the screen, each frame: every card, each
//! drawn partition's lane and each group's bar under the first lane, as
//! window rectangles in logical pixels. The tutorial's and the hints'
//! pointers follow them (so they follow the camera).

use std::collections::BTreeMap;

use bevy::prelude::*;

use super::ViewSet;
use super::board::{Card, stream_layout};
use crate::sim::{Node as SimNode, Stream};

/// The board's pieces on the screen, logical pixels, top-left origin.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct ScreenRects {
    /// Each card, by Node id.
    pub cards: BTreeMap<String, Rect>,
    /// Each drawn lane, by (stream Node id, partition).
    pub lanes: BTreeMap<(String, u32), Rect>,
    /// Each group's bar under the first lane, by (stream Node id, group).
    pub bars: BTreeMap<(String, String), Rect>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ScreenRects>().add_systems(Update, measure.in_set(ViewSet::Update));
}

/// A board rectangle (centre `c`, size `s`) on the window.
pub(super) fn on_screen(camera: &Camera, at: &GlobalTransform, c: Vec2, s: Vec2) -> Option<Rect> {
    let a = camera.world_to_viewport(at, (c - s / 2.0).extend(0.0)).ok()?;
    let b = camera.world_to_viewport(at, (c + s / 2.0).extend(0.0)).ok()?;
    Some(Rect::from_corners(a, b))
}

fn measure(
    camera: Single<(&Camera, &GlobalTransform), With<Camera2d>>,
    cards: Query<(&Card, &GlobalTransform)>,
    nodes: Query<(&SimNode, Option<&Stream>)>,
    mut rects: ResMut<ScreenRects>,
) {
    let (camera, at) = *camera;
    let mut now = ScreenRects::default();
    for (card, t) in &cards {
        let Ok((node, stream)) = nodes.get(card.node) else { continue };
        let centre = t.translation().truncate();
        if let Some(r) = on_screen(camera, at, centre, card.size) {
            now.cards.insert(node.id.clone(), r);
        }
        let Some(s) = stream else { continue };
        let layout = stream_layout(card.partitions, card.groups);
        let width = layout.lane_right - layout.lane_left;
        let mid = (layout.lane_left + layout.lane_right) / 2.0;
        for (p, y) in layout.lane_y.iter().enumerate() {
            let c = centre + Vec2::new(mid, *y);
            if let Some(r) = on_screen(camera, at, c, Vec2::new(width, 26.0)) {
                now.lanes.insert((node.id.clone(), p as u32), r);
            }
        }
        for (g, name) in s.groups.keys().enumerate() {
            let Some(y) = layout.group_y.first().and_then(|row| row.get(g)) else { continue };
            if let Some(r) = on_screen(camera, at, centre + Vec2::new(mid, *y), Vec2::new(width, 13.0)) {
                now.bars.insert((node.id.clone(), name.clone()), r);
            }
        }
    }
    if *rects != now {
        *rects = now;
    }
}
