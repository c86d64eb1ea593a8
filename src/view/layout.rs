//! Where everything is on the window, as a value the game can write out
//! (`logjam play --layout FILE`) and the end-to-end tests check: each card,
//! each panel, each label on the board (and the card it belongs to), each
//! message sprite in flight, with its depth.

use bevy::prelude::*;
use bevy::sprite::Anchor;
use bevy::text::TextLayoutInfo;
use serde::Serialize;

use super::UiObstacles;
use super::board::Card;
use super::flow::Flight;
use crate::sim::Node as SimNode;

/// A rectangle on the window, logical pixels, top-left origin:
/// `[left, top, right, bottom]`.
pub type Area = [f32; 4];

/// One label drawn on the board.
#[derive(Clone, Debug, Serialize)]
pub struct Label {
    /// Its text.
    pub text: String,
    /// Where it is.
    pub rect: Area,
    /// The Node id of the card it is drawn on; `None` off the cards (a
    /// region's name).
    pub card: Option<String>,
    /// Its depth (higher is drawn over lower).
    pub z: f32,
    /// Its font's size on the window, logical pixels (its size on the
    /// board over the camera's scale).
    pub px: f32,
}

/// A message sprite in flight.
#[derive(Clone, Debug, Serialize)]
pub struct Sprite {
    /// Where it is.
    pub rect: Area,
    /// Its depth.
    pub z: f32,
}

/// The layout of one frame.
#[derive(Clone, Debug, Default, Serialize)]
pub struct Layout {
    /// The window's size, logical pixels.
    pub window: [f32; 2],
    /// Each card by Node id, with its depth.
    pub cards: Vec<(String, Area, f32)>,
    /// Each panel the board keeps clear of.
    pub panels: Vec<Area>,
    /// Each label that has text.
    pub labels: Vec<Label>,
    /// Each message sprite in flight.
    pub sprites: Vec<Sprite>,
    /// Each group's bar under a stream's first lane: (stream Node id,
    /// group, where).
    pub bars: Vec<(String, String, Area)>,
    /// What the Inspector shows: a Node's id, or one of a stream's brokers
    /// or partitions (`orders b1`, `orders p2`); `None` when it is closed.
    pub inspected: Option<String>,
    /// Each goal's and star's row in the goals panel, and what of it the
    /// panel shows.
    pub rows: Vec<Row>,
    /// Text in the panels that does not fit ([`super::TextOverflow`]);
    /// empty unless it was measured.
    pub overflow: Vec<Row>,
    /// Sim seconds now.
    pub clock: f64,
    /// The board camera's scale: board units a pixel shows.
    pub scale: f32,
}

/// A row of a panel ([`super::PanelRow`]).
#[derive(Clone, Debug, Serialize)]
pub struct Row {
    /// `goals` or `stars`.
    pub panel: &'static str,
    /// Its text.
    pub text: String,
    /// Where it is.
    pub rect: Area,
    /// The part of the window its panel shows.
    pub clip: Area,
}

fn area(r: Rect) -> Area {
    [r.min.x, r.min.y, r.max.x, r.max.y]
}

/// The board's layout now (empty without a window and a camera).
pub fn measure(world: &mut World) -> Layout {
    let mut out = Layout::default();
    let mut windows = world.query_filtered::<&Window, With<bevy::window::PrimaryWindow>>();
    let Ok(window) = windows.single(world) else { return out };
    out.window = [window.width(), window.height()];
    let mut cameras = world.query_filtered::<(&Camera, &GlobalTransform), With<Camera2d>>();
    let Ok((camera, cam_at)) = cameras.single(world).map(|(c, g)| (c.clone(), *g)) else { return out };
    let mut projections = world.query_filtered::<&Projection, With<Camera2d>>();
    out.scale = match projections.single(world) {
        Ok(Projection::Orthographic(o)) => o.scale,
        _ => 1.0,
    };
    let rect = |c: Vec2, s: Vec2| super::pointers::on_screen(&camera, &cam_at, c, s);
    let mut cards = world.query::<(Entity, &Card, &GlobalTransform)>();
    let mut nodes = world.query::<&SimNode>();
    let mut card_ids = Vec::new();
    for (e, card, at) in cards.iter(world) {
        let Ok(node) = nodes.get(world, card.node) else { continue };
        card_ids.push((e, node.id.clone()));
        if let Some(r) = rect(at.translation().truncate(), card.size) {
            out.cards.push((node.id.clone(), area(r), at.translation().z));
        }
    }
    out.panels = world.resource::<UiObstacles>().0.iter().map(|r| area(*r)).collect();
    // A label's card: its parent, or its parent's (a broker chip's text).
    let mut parents = world.query::<&ChildOf>();
    let mut texts = world.query::<(
        &Text2d,
        &TextLayoutInfo,
        &GlobalTransform,
        Option<&Anchor>,
        Option<&ChildOf>,
        &InheritedVisibility,
        Option<&TextFont>,
    )>();
    for (text, info, at, anchor, parent, visible, font) in texts.iter(world) {
        if text.0.trim().is_empty() || !visible.get() {
            continue;
        }
        let size = info.size / info.scale_factor.max(1e-3);
        let anchor = anchor.map(|a| a.as_vec()).unwrap_or(Vec2::ZERO);
        let centre = at.translation().truncate() - size * anchor;
        let Some(r) = rect(centre, size) else { continue };
        let above = parent.map(|p| p.parent());
        let card = [above, above.and_then(|p| parents.get(world, p).ok()).map(|p| p.parent())]
            .into_iter()
            .flatten()
            .find_map(|p| card_ids.iter().find(|(e, _)| *e == p).map(|(_, id)| id.clone()));
        let size = match font.map(|f| f.font_size) {
            Some(bevy::text::FontSize::Px(px)) => px,
            _ => 0.0,
        };
        let px = size / out.scale.max(1e-6);
        out.labels.push(Label { text: text.0.clone(), rect: area(r), card, z: at.translation().z, px });
    }
    let mut flights = world.query::<(&Flight, &GlobalTransform, &bevy::sprite::Sprite)>();
    for (f, at, sprite) in flights.iter(world) {
        if !f.active {
            continue;
        }
        let size = sprite.custom_size.unwrap_or(Vec2::splat(8.0));
        if let Some(r) = rect(at.translation().truncate(), size) {
            out.sprites.push(Sprite { rect: area(r), z: at.translation().z });
        }
    }
    let rects = world.resource::<super::ScreenRects>();
    out.bars = rects.bars.iter().map(|((s, g), r)| (s.clone(), g.clone(), area(*r))).collect();
    out.cards.sort_by(|a, b| a.0.cmp(&b.0));
    out.inspected = inspected(world);
    out.rows = world
        .resource::<super::PanelRows>()
        .0
        .iter()
        .map(|r| Row { panel: r.panel, text: r.text.clone(), rect: area(r.rect), clip: area(r.clip) })
        .collect();
    out.overflow = world
        .get_resource::<super::TextOverflow>()
        .map(|o| {
            o.0.iter()
                .map(|r| Row { panel: r.panel, text: r.text.clone(), rect: area(r.rect), clip: area(r.clip) })
                .collect()
        })
        .unwrap_or_default();
    out.clock = world.resource::<crate::sim::SimClock>().now;
    out
}

/// What the Inspector shows, in words: the selected Node's id, and the
/// broker or partition of it the player opened.
fn inspected(world: &World) -> Option<String> {
    let e = world.resource::<super::Selection>().0?;
    let id = world.get::<SimNode>(e)?.id.clone();
    Some(match world.resource::<super::ClusterFocus>().0.filter(|i| i.stream() == e) {
        Some(super::ClusterItem::Broker { id: b, .. }) => format!("{id} b{b}"),
        Some(super::ClusterItem::Partition { partition, .. }) => format!("{id} p{partition}"),
        None => id,
    })
}
