//! Node cards, their live text, links, and clicking a card to inspect it.

use bevy::prelude::*;
use bevy::sprite::Anchor;

use super::palette::Palette;
use super::{BoardVisual, Selection, UiCapture, ViewSet};
use crate::loading::Screen;
use crate::sim::incidents::Incident;
use crate::sim::{Down, Node as SimNode, PlayerAction, Producer, ScenarioStarted, SimLog, Stream, Worker};

/// Size of an API or Worker card, board units.
pub(super) const NODE_CARD: Vec2 = Vec2::new(230.0, 92.0);
/// Width of an Event Stream card.
pub(super) const STREAM_WIDTH: f32 = 660.0;
const HEADER: f32 = 62.0;
const LANE_H: f32 = 30.0;
const GROUP_H: f32 = 15.0;
const PART_GAP: f32 = 9.0;
const FOOTER: f32 = 10.0;
/// Room left of a lane for its label.
pub(super) const LANE_LEFT_PAD: f32 = 46.0;
/// Room right of a lane for the lag labels.
pub(super) const LANE_RIGHT_PAD: f32 = 150.0;
/// Most partitions drawn as lanes on one card; the rest are summarised.
pub(super) const MAX_LANES: u32 = 12;

/// Where an Event Stream card draws its lanes (relative to the card centre).
#[derive(Clone, Debug, PartialEq)]
pub(super) struct StreamLayout {
    pub size: Vec2,
    /// Centre y of each drawn partition's lane.
    pub lane_y: Vec<f32>,
    /// Centre y of each group row under each lane.
    pub group_y: Vec<Vec<f32>>,
    pub lane_left: f32,
    pub lane_right: f32,
}

pub(super) fn stream_layout(partitions: u32, groups: usize) -> StreamLayout {
    let shown = partitions.min(MAX_LANES) as usize;
    let per = LANE_H + groups as f32 * GROUP_H + PART_GAP;
    let extra = if partitions > MAX_LANES { 18.0 } else { 0.0 };
    let height = HEADER + shown as f32 * per + FOOTER + extra;
    let mut y = height / 2.0 - HEADER;
    let mut lane_y = Vec::new();
    let mut group_y = Vec::new();
    for _ in 0..shown {
        lane_y.push(y - LANE_H / 2.0);
        group_y.push((0..groups).map(|g| y - LANE_H - GROUP_H * (g as f32 + 0.5)).collect());
        y -= per;
    }
    StreamLayout {
        size: Vec2::new(STREAM_WIDTH, height),
        lane_y,
        group_y,
        lane_left: -STREAM_WIDTH / 2.0 + LANE_LEFT_PAD,
        lane_right: STREAM_WIDTH / 2.0 - LANE_RIGHT_PAD,
    }
}

/// A card drawn for a sim Node.
#[derive(Component, Clone, Debug)]
pub(super) struct Card {
    pub node: Entity,
    pub size: Vec2,
    /// Partition count the card was drawn for (streams), to redraw on change.
    pub partitions: u32,
    /// Group count it was drawn for (streams).
    pub groups: usize,
}

#[derive(Component)]
struct CardBorder;

#[derive(Component)]
struct CardStats {
    node: Entity,
}

#[derive(Component)]
struct CardShade {
    node: Entity,
}

#[derive(Component)]
struct CardBadge {
    node: Entity,
}

/// A tinted area behind the Nodes of one region.
#[derive(Component)]
struct RegionBackdrop {
    region: String,
}

#[derive(Component)]
struct RegionLabel {
    region: String,
}

/// Asks for the board to be drawn anew (new scenario, new partition count).
#[derive(Resource, Default)]
pub(super) struct RebuildBoard(pub bool);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<RebuildBoard>().init_resource::<CardDrag>().add_systems(
        Update,
        (
            (watch_for_rebuild, rebuild).chain().in_set(ViewSet::Build),
            (
                card_stats,
                card_state,
                highlight_selection,
                draw_links,
                region_backdrops,
                draw_link_preview,
                follow_nodes,
            )
                .in_set(ViewSet::Update),
        ),
    );
}

fn watch_for_rebuild(
    mut started: MessageReader<ScenarioStarted>,
    mut flag: ResMut<RebuildBoard>,
    cards: Query<&Card>,
    streams: Query<&Stream>,
    nodes: Query<(), With<SimNode>>,
    log: Res<SimLog>,
) {
    if started.read().count() > 0 {
        flag.0 = true;
    }
    // A Node placed or sold.
    if nodes.iter().count() != cards.iter().count() {
        flag.0 = true;
    }
    for card in &cards {
        if let Ok(stream) = streams.get(card.node)
            && let Ok(topic) = log.topic(&stream.topic)
            && (topic.partition_count() != card.partitions || stream.groups.len() != card.groups)
        {
            flag.0 = true;
        }
    }
}

fn rebuild(
    palette: Res<Palette>,
    mut commands: Commands,
    mut flag: ResMut<RebuildBoard>,
    visuals: Query<Entity, (With<BoardVisual>, Without<ChildOf>)>,
    nodes: Query<(Entity, &SimNode, Option<&Stream>)>,
    log: Res<SimLog>,
    mut selection: ResMut<Selection>,
) {
    if !flag.0 {
        return;
    }
    flag.0 = false;
    for e in &visuals {
        commands.entity(e).despawn();
    }
    if selection.0.is_some_and(|e| nodes.get(e).is_err()) {
        selection.0 = None;
    }
    for (e, node, stream) in &nodes {
        let (size, partitions, groups) = match stream {
            Some(s) => {
                let n = log.topic(&s.topic).map(|t| t.partition_count()).unwrap_or(1);
                (stream_layout(n, s.groups.len()).size, n, s.groups.len())
            }
            None => (NODE_CARD, 0, 0),
        };
        let title_size = if stream.is_some() { 19.0 } else { 17.0 };
        commands
            .spawn((
                Name::new(format!("card {}", node.id)),
                BoardVisual,
                DespawnOnExit(Screen::Playing),
                Card { node: e, size, partitions, groups },
                CardBorder,
                Sprite::from_color(palette.card_border, size + Vec2::splat(4.0)),
                Transform::from_xyz(node.at.x, node.at.y, 0.0),
                Pickable::default(),
            ))
            .with_children(|c| {
                c.spawn((Sprite::from_color(palette.card, size), Transform::from_xyz(0.0, 0.0, 0.1)));
                c.spawn((
                    Text2d::new(node.name.clone()),
                    TextFont { font_size: FontSize::Px(title_size), ..default() },
                    TextColor(palette.text),
                    Anchor::TOP_LEFT,
                    Transform::from_xyz(-size.x / 2.0 + 10.0, size.y / 2.0 - 7.0, 0.3),
                ));
                c.spawn((
                    Text2d::new(""),
                    TextFont { font_size: FontSize::Px(12.0), ..default() },
                    TextColor(palette.text_dim),
                    Anchor::TOP_LEFT,
                    Transform::from_xyz(-size.x / 2.0 + 10.0, size.y / 2.0 - 7.0 - title_size - 6.0, 0.3),
                    CardStats { node: e },
                ));
                // Grey veil for a Node that is down, and a badge that says
                // what is wrong, on the card itself.
                c.spawn((
                    CardShade { node: e },
                    Sprite::from_color(palette.down_veil, size + Vec2::splat(4.0)),
                    Transform::from_xyz(0.0, 0.0, 0.45),
                    Visibility::Hidden,
                ));
                c.spawn((
                    CardBadge { node: e },
                    Text2d::new(""),
                    TextFont { font_size: FontSize::Px(13.0), ..default() },
                    TextColor(palette.text),
                    TextBackgroundColor(palette.badge),
                    Anchor::TOP_RIGHT,
                    Transform::from_xyz(size.x / 2.0 - 8.0, size.y / 2.0 - 8.0, 0.5),
                ));
            })
            .observe(on_card_click)
            .observe(on_drag_start)
            .observe(on_drag)
            .observe(on_drag_end)
            .observe(on_drop);
    }
}

/// The card being dragged, if one is.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct CardDrag(pub Option<Dragged>);

/// A card being dragged: moved (plain drag) or linked (Shift + drag).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Dragged {
    /// The card entity.
    pub card: Entity,
    /// Its sim Node.
    pub node: Entity,
    /// Linking rather than moving.
    pub linking: bool,
}

fn on_drag_start(
    ev: On<Pointer<DragStart>>,
    cards: Query<&Card>,
    keys: Res<ButtonInput<KeyCode>>,
    capture: Res<UiCapture>,
    mut drag: ResMut<CardDrag>,
) {
    if ev.button != PointerButton::Primary || capture.pointer {
        return;
    }
    let Ok(card) = cards.get(ev.entity) else { return };
    let linking = keys.pressed(KeyCode::ShiftLeft) || keys.pressed(KeyCode::ShiftRight);
    drag.0 = Some(Dragged { card: ev.entity, node: card.node, linking });
}

fn on_drag(
    ev: On<Pointer<Drag>>,
    drag: Res<CardDrag>,
    camera: Single<&Projection, With<Camera2d>>,
    mut cards: Query<&mut Transform, With<Card>>,
) {
    let Some(drag) = drag.0.filter(|d| d.card == ev.entity && !d.linking) else { return };
    let scale = match &**camera {
        Projection::Orthographic(o) => o.scale,
        _ => 1.0,
    };
    if let Ok(mut tf) = cards.get_mut(drag.card) {
        tf.translation.x += ev.delta.x * scale;
        tf.translation.y -= ev.delta.y * scale;
    }
}

fn on_drag_end(
    ev: On<Pointer<DragEnd>>,
    mut drag: ResMut<CardDrag>,
    cards: Query<&Transform, With<Card>>,
    nodes: Query<&SimNode>,
    mut actions: MessageWriter<PlayerAction>,
) {
    let Some(dragged) = drag.0.filter(|d| d.card == ev.entity) else { return };
    if !dragged.linking
        && let (Ok(tf), Ok(node)) = (cards.get(dragged.card), nodes.get(dragged.node))
    {
        actions.write(PlayerAction::MoveNode { node: node.id.clone(), at: (tf.translation.x, tf.translation.y) });
    }
    drag.0 = None;
}

fn on_drop(
    ev: On<Pointer<DragDrop>>,
    drag: Res<CardDrag>,
    cards: Query<&Card>,
    nodes: Query<&SimNode>,
    mut actions: MessageWriter<PlayerAction>,
) {
    let Some(drag) = drag.0.filter(|d| d.linking && d.card == ev.dropped) else { return };
    let Ok(target) = cards.get(ev.entity) else { return };
    if let (Ok(from), Ok(to)) = (nodes.get(drag.node), nodes.get(target.node)) {
        actions.write(PlayerAction::Link { from: from.id.clone(), to: to.id.clone() });
    }
}

/// While Shift-dragging from a card, a line follows the pointer.
fn draw_link_preview(
    palette: Res<Palette>,
    drag: Res<CardDrag>,
    cards: Query<&Transform, With<Card>>,
    window: Single<&Window, With<bevy::window::PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform), With<Camera2d>>,
    mut gizmos: Gizmos,
) {
    let Some(drag) = drag.0.filter(|d| d.linking) else { return };
    let Ok(tf) = cards.get(drag.card) else { return };
    let Some(cursor) = window.cursor_position() else { return };
    let (cam, cam_tf) = *camera;
    let Ok(to) = cam.viewport_to_world_2d(cam_tf, cursor) else { return };
    gizmos.arrow_2d(tf.translation.truncate(), to, palette.selected);
}

/// Cards follow their Nodes when the sim moves them (a move action, a load).
fn follow_nodes(
    drag: Res<CardDrag>,
    nodes: Query<&SimNode, Changed<SimNode>>,
    mut cards: Query<(Entity, &Card, &mut Transform)>,
) {
    for (e, card, mut tf) in &mut cards {
        if drag.0.is_some_and(|d| d.card == e && !d.linking) {
            continue;
        }
        if let Ok(node) = nodes.get(card.node)
            && (tf.translation.x != node.at.x || tf.translation.y != node.at.y)
        {
            tf.translation.x = node.at.x;
            tf.translation.y = node.at.y;
        }
    }
}

fn on_card_click(
    click: On<Pointer<Click>>,
    cards: Query<&Card>,
    capture: Res<UiCapture>,
    mut selection: ResMut<Selection>,
) {
    if capture.pointer {
        return;
    }
    if let Ok(card) = cards.get(click.entity) {
        selection.0 = Some(card.node);
    }
}

fn card_stats(
    mut texts: Query<(&CardStats, &mut Text2d)>,
    nodes: Query<(&SimNode, Option<&Producer>, Option<&Stream>, Option<&Worker>)>,
    stores: Query<(Option<&crate::sim::Queue>, Option<&crate::sim::Database>)>,
    log: Res<SimLog>,
) {
    for (stats, mut text) in &mut texts {
        let Ok((_, producer, stream, worker)) = nodes.get(stats.node) else { continue };
        if let Ok((queue, db)) = stores.get(stats.node)
            && (queue.is_some() || db.is_some())
        {
            let s = match (queue, db) {
                (Some(q), _) => {
                    let missed: u64 = q.groups.values().map(|g| g.missed).sum();
                    format!(
                        "{} waiting | {} handed out\neach task to one Worker | {missed} missed",
                        q.depth, q.handed_out
                    )
                }
                (_, Some(d)) => format!(
                    "{} rows | {:.0} writes/s\n{}",
                    d.writes,
                    d.write_rate.per_second,
                    if d.unique_key { "unique key: repeats refused" } else { "no unique key" }
                ),
                _ => String::new(),
            };
            if text.0 != s {
                text.0 = s;
            }
            continue;
        }
        let s = if let Some(p) = producer {
            let mut s = format!(
                "produces {:.0} msg/s | {:.0} ms\nkeys {}0..{}, {} sent",
                p.produced_rate.per_second,
                p.latency_ms,
                p.keys.prefix,
                p.keys.entities.saturating_sub(1),
                p.produced
            );
            if p.throttled > 0 {
                s.push_str(&format!("\n{} throttled", p.throttled));
            }
            s
        } else if let Some(st) = stream {
            let n = log.topic(&st.topic).map(|t| t.partition_count()).unwrap_or(0);
            let key = match st.partition_key {
                crate::rules::scenario::PartitionKey::Key => "by key",
                crate::rules::scenario::PartitionKey::RoundRobin => "round robin",
            };
            format!(
                "topic {} | {n} partitions | {key} | rf {} | acks={} | in {:.0} msg/s | {} appended",
                st.topic,
                st.replication_factor,
                st.acks.label(),
                st.appended_rate.per_second,
                st.appended
            )
        } else if let Some(w) = worker {
            let reads = if w.reads_queue {
                "reads a queue".to_string()
            } else if w.assigned.is_empty() {
                "idle".to_string()
            } else if w.assigned.len() == 1 {
                format!("reads p{}", w.assigned.start)
            } else {
                format!("reads p{}-p{}", w.assigned.start, w.assigned.end - 1)
            };
            format!("group {} | {reads}\n{:.1} tasks/s | {} done", w.group, w.consumed_rate.per_second, w.consumed)
        } else {
            String::new()
        };
        if text.0 != s {
            text.0 = s;
        }
    }
}

/// Greys the cards of Nodes that are down and writes a badge saying what
/// is wrong at the spot.
fn card_state(
    mut shades: Query<(&CardShade, &mut Visibility)>,
    mut badges: Query<(&CardBadge, &mut Text2d)>,
    nodes: Query<(Option<&Producer>, Option<&Stream>, Option<&Worker>, Has<Down>)>,
    incidents: Query<&Incident>,
) {
    for (shade, mut vis) in &mut shades {
        let down = nodes.get(shade.node).is_ok_and(|(.., d)| d);
        let want = if down { Visibility::Inherited } else { Visibility::Hidden };
        if *vis != want {
            *vis = want;
        }
    }
    for (badge, mut text) in &mut badges {
        let Ok((producer, stream, worker, down)) = nodes.get(badge.node) else { continue };
        let struck_by = incidents.iter().find(|i| i.struck.contains(&badge.node)).map(|i| i.kind);
        use crate::rules::incident::IncidentKind as K;
        let s = if down {
            "DOWN".to_string()
        } else if let Some(kind) =
            struck_by.filter(|k| !matches!(k, K::ZoneOutage | K::RegionOutage | K::InstanceFailure))
        {
            match kind {
                K::HotKey => "HOT KEY".into(),
                K::BrokerFailure => "NO LEADER".into(),
                K::WorkerCrash => "CRASHED".into(),
                K::RebalancingStorm => "SLOW".into(),
                K::SchemaChange => format!("SCHEMA v{}", producer.map(|p| p.schema_version).unwrap_or(2)),
                _ => String::new(),
            }
        } else if let Some(s) = stream {
            if s.failover_until.is_some() {
                "NO LEADER".into()
            } else if s.groups.values().any(|g| g.blocked) {
                "A GROUP IS BLOCKED".into()
            } else if s.groups.values().any(|g| g.rebalance_until.is_some_and(|_| !g.evicted.is_empty())) {
                "REBALANCING".into()
            } else if s.groups.is_empty() && s.stranded > 0 {
                // (A topic the console made has no reader either, but
                // nothing is sent to it to strand.)
                "NO READER: STRANDED".into()
            } else {
                String::new()
            }
        } else if let Some(w) = worker {
            if w.paused {
                "PAUSED".into()
            } else if w.slow < 1.0 {
                "SLOW".into()
            } else if w.assigned.is_empty() && !w.reads_queue {
                "IDLE".into()
            } else {
                String::new()
            }
        } else if let Some(p) = producer {
            if p.schema_version > 1 { format!("SCHEMA v{}", p.schema_version) } else { String::new() }
        } else {
            String::new()
        };
        if text.0 != s {
            text.0 = s;
        }
    }
}

/// One tinted area per region behind its Nodes; grey while the region is
/// down (a region outage greys its board).
fn region_backdrops(
    palette: Res<Palette>,
    mut commands: Commands,
    nodes: Query<(&SimNode, Has<Down>)>,
    cards: Query<(&Card, &Transform)>,
    incidents: Query<&Incident>,
    mut backdrops: Query<(Entity, &RegionBackdrop, &mut Sprite, &mut Transform), Without<Card>>,
    mut labels: Query<(Entity, &RegionLabel, &mut Transform), (Without<Card>, Without<RegionBackdrop>)>,
) {
    let mut areas: std::collections::BTreeMap<String, (Vec2, Vec2)> = std::collections::BTreeMap::new();
    for (card, tf) in &cards {
        let Ok((node, _)) = nodes.get(card.node) else { continue };
        let at = tf.translation.truncate();
        let e = areas.entry(node.region.clone()).or_insert((Vec2::splat(f32::MAX), Vec2::splat(f32::MIN)));
        e.0 = e.0.min(at - card.size / 2.0 - Vec2::splat(24.0));
        e.1 = e.1.max(at + card.size / 2.0 + Vec2::new(24.0, 44.0));
    }
    let down_regions: Vec<String> = incidents
        .iter()
        .filter(|i| i.kind == crate::rules::incident::IncidentKind::RegionOutage)
        .map(|i| i.target.clone())
        .collect();
    let show = areas.len() > 1 || !down_regions.is_empty();
    // Smaller areas are drawn over larger ones, so a region inside another's
    // bounds still shows.
    let mut by_size: Vec<(&String, f32)> =
        areas.iter().map(|(r, (min, max))| (r, (*max - *min).length_squared())).collect();
    by_size.sort_by(|a, b| b.1.total_cmp(&a.1));
    let depth = |region: &str| by_size.iter().position(|(r, _)| r.as_str() == region).unwrap_or(0) as f32 * 0.01;
    for (e, b, mut sprite, mut tf) in &mut backdrops {
        match areas.get(&b.region).filter(|_| show) {
            Some((min, max)) => {
                let size = *max - *min;
                sprite.custom_size = Some(size);
                tf.translation = ((*min + *max) / 2.0).extend(-1.0 + depth(&b.region));
                let c = if down_regions.contains(&b.region) { palette.region_down } else { palette.region };
                if sprite.color != c {
                    sprite.color = c;
                }
            }
            None => commands.entity(e).despawn(),
        }
    }
    for (e, l, mut tf) in &mut labels {
        match areas.get(&l.region).filter(|_| show) {
            Some((min, max)) => tf.translation = Vec3::new(min.x + 10.0, max.y - 8.0, -0.5 + depth(&l.region)),
            None => commands.entity(e).despawn(),
        }
    }
    if !show {
        return;
    }
    for region in areas.keys() {
        if !backdrops.iter().any(|(_, b, ..)| b.region == *region) {
            commands.spawn((
                Name::new(format!("region {region}")),
                RegionBackdrop { region: region.clone() },
                DespawnOnExit(Screen::Playing),
                Sprite::from_color(palette.region, Vec2::ONE),
                Transform::from_xyz(0.0, 0.0, -1.0),
            ));
            commands.spawn((
                RegionLabel { region: region.clone() },
                DespawnOnExit(Screen::Playing),
                Text2d::new(region.clone()),
                TextFont { font_size: FontSize::Px(14.0), ..default() },
                TextColor(palette.text_dim),
                Anchor::TOP_LEFT,
                Transform::from_xyz(0.0, 0.0, -0.9),
            ));
        }
    }
}

fn highlight_selection(
    palette: Res<Palette>,
    selection: Res<Selection>,
    mut borders: Query<(&Card, &mut Sprite), With<CardBorder>>,
) {
    for (card, mut sprite) in &mut borders {
        let want = if selection.0 == Some(card.node) { palette.selected } else { palette.card_border };
        if sprite.color != want {
            sprite.color = want;
        }
    }
}

/// The point where a link leaves `from` towards `to`, and where it enters `to`.
pub(super) fn link_ends(from: (Vec2, Vec2), to: (Vec2, Vec2)) -> (Vec2, Vec2) {
    let (fa, fs) = from;
    let (ta, ts) = to;
    // Leave at the height of the target where the source is tall enough
    // (a stream fanning out to Workers), so arrows run level.
    let y0 = ta.y.clamp(fa.y - fs.y / 2.0 + 8.0, fa.y + fs.y / 2.0 - 8.0);
    let y1 = y0.clamp(ta.y - ts.y / 2.0 + 8.0, ta.y + ts.y / 2.0 - 8.0);
    if ta.x >= fa.x {
        (Vec2::new(fa.x + fs.x / 2.0 + 2.0, y0), Vec2::new(ta.x - ts.x / 2.0 - 3.0, y1))
    } else {
        (Vec2::new(fa.x - fs.x / 2.0 - 2.0, y0), Vec2::new(ta.x + ts.x / 2.0 + 3.0, y1))
    }
}

fn draw_links(
    palette: Res<Palette>,
    mut gizmos: Gizmos,
    cards: Query<(&Card, &Transform)>,
    links: Query<&crate::sim::Links>,
) {
    let placed: Vec<(Entity, Vec2, Vec2)> =
        cards.iter().map(|(c, t)| (c.node, t.translation.truncate(), c.size)).collect();
    let find = |e: Entity| placed.iter().find(|(n, _, _)| *n == e).map(|(_, a, s)| (*a, *s));
    for (node, at, size) in &placed {
        let Ok(links) = links.get(*node) else { continue };
        for &target in &links.0 {
            let Some(to) = find(target) else { continue };
            let (a, b) = link_ends((*at, *size), to);
            gizmos.arrow_2d(a, b, palette.link).with_tip_length(12.0);
        }
    }
}
