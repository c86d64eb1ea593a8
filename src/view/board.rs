//! Node cards, their live text, links, and clicking a card to inspect it.

use bevy::prelude::*;
use bevy::sprite::Anchor;
use bevy::text::TextBackgroundColor;

use super::palette::Palette;
use super::{BoardVisual, Selection, UiCapture, ViewSet};
use crate::loading::Screen;
use crate::rules::catalog::RoleKind;
use crate::rules::incident::TargetKind;
use crate::sim::incidents::Incident;
use crate::sim::status::{Activity, Status, Statuses, Tone};
use crate::sim::{Down, Node as SimNode, PlayerAction, Producer, ScenarioStarted, SimLog, Stream, Worker};
use crate::t;

/// Size of an API or Worker card, board units.
pub(super) const NODE_CARD: Vec2 = Vec2::new(230.0, 92.0);
/// Width of an Event Stream card.
pub(super) const STREAM_WIDTH: f32 = 700.0;
/// The stream card's header: name, figures, its settings.
const HEADER: f32 = 78.0;
/// A lane: its ruler (log start, high watermark, log end) over its cells.
const LANE_H: f32 = 44.0;
/// The ruler's share of a lane, at its top.
const RULER_H: f32 = 15.0;
const GROUP_H: f32 = 16.0;
const PART_GAP: f32 = 8.0;
const FOOTER: f32 = 10.0;
/// Room left of a lane for its label.
pub(super) const LANE_LEFT_PAD: f32 = 46.0;
/// Room right of a lane for the groups' names and lags.
pub(super) const LANE_RIGHT_PAD: f32 = 176.0;
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
        lane_y.push(y - RULER_H - (LANE_H - RULER_H) / 2.0);
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

/// What a card stands for: it picks the card's icon and figures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Kind {
    /// A producer (an API).
    Api,
    /// A Load Balancer: it hands requests to the copies behind it.
    Balancer,
    /// An Event Stream (a topic).
    Stream,
    /// A Worker in a consumer group.
    Worker,
    /// A Queue.
    Queue,
    /// A Database.
    Database,
}

/// A card drawn for a sim Node.
#[derive(Component, Clone, Debug)]
pub(super) struct Card {
    pub node: Entity,
    pub size: Vec2,
    /// What the Node is.
    pub kind: Kind,
    /// Partition count the card was drawn for (streams), to redraw on change.
    pub partitions: u32,
    /// Group count it was drawn for (streams).
    pub groups: usize,
}

/// Everything a card shows and more, for its tooltip: the figures the card
/// leaves to the Inspector.
#[derive(Component, Clone, Debug, Default, PartialEq)]
pub struct CardDetail(pub String);

#[derive(Component)]
struct CardBorder;

/// The card's one or two figures that matter most.
#[derive(Component)]
struct CardFigure {
    node: Entity,
}

/// The line under the figures: what the Node is set to.
#[derive(Component)]
struct CardStats {
    node: Entity,
}

/// On a stream card: what its groups lost or got wrong.
#[derive(Component)]
struct CardAlert {
    node: Entity,
}

/// A Worker card's edge, in its group's colour.
#[derive(Component)]
struct CardStripe {
    node: Entity,
}

#[derive(Component)]
struct CardShade {
    node: Entity,
}

/// The badge on a card: what is wrong with its Node (the text is empty when all is well).
#[derive(Component)]
pub struct CardBadge {
    /// The Node whose card it is on.
    pub node: Entity,
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
    app.init_resource::<RebuildBoard>().init_resource::<CardDrag>().init_resource::<Hovered>().add_systems(
        Update,
        (
            (watch_for_rebuild, rebuild).chain().in_set(ViewSet::Build),
            (
                card_stats,
                card_state,
                draw_icons,
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

type NodeKinds<'a> = (Entity, &'a SimNode, Option<&'a Stream>);

/// The card a Node of this role is drawn as.
fn kind_of(role: RoleKind) -> Kind {
    match role {
        RoleKind::Producer | RoleKind::Connector => Kind::Api,
        RoleKind::Balancer => Kind::Balancer,
        RoleKind::Stream => Kind::Stream,
        RoleKind::Worker => Kind::Worker,
        RoleKind::Queue => Kind::Queue,
        RoleKind::Database => Kind::Database,
    }
}

#[allow(clippy::too_many_arguments)]
fn rebuild(
    palette: Res<Palette>,
    fonts: Res<super::fonts::Fonts>,
    mut commands: Commands,
    mut flag: ResMut<RebuildBoard>,
    visuals: Query<Entity, (With<BoardVisual>, Without<ChildOf>)>,
    nodes: Query<NodeKinds>,
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
        let kind = kind_of(node.role);
        let (size, partitions, groups) = match stream {
            Some(s) => {
                let n = log.topic(&s.topic).map(|t| t.partition_count()).unwrap_or(1);
                (stream_layout(n, s.groups.len()).size, n, s.groups.len())
            }
            None => (NODE_CARD, 0, 0),
        };
        let big = kind == Kind::Stream;
        let (left, top) = (-size.x / 2.0, size.y / 2.0);
        commands
            .spawn((
                Name::new(format!("card {}", node.id)),
                BoardVisual,
                DespawnOnExit(Screen::Playing),
                Card { node: e, size, kind, partitions, groups },
                CardDetail::default(),
                CardBorder,
                Sprite::from_color(palette.card_border, size + Vec2::splat(4.0)),
                Transform::from_xyz(node.at.x, node.at.y, 0.0),
                Pickable::default(),
            ))
            .with_children(|c| {
                c.spawn((Sprite::from_color(palette.card, size), Transform::from_xyz(0.0, 0.0, 0.1)));
                c.spawn((
                    CardStripe { node: e },
                    Sprite::from_color(palette.card, Vec2::new(6.0, size.y)),
                    Transform::from_xyz(left + 3.0, 0.0, 0.12),
                    if kind == Kind::Worker { Visibility::Inherited } else { Visibility::Hidden },
                ));
                c.spawn((
                    Text2d::new(crate::locale::data::text(&node.name)),
                    fonts.bold(if big { 19.0 } else { 16.0 }),
                    TextColor(palette.text),
                    Anchor::TOP_LEFT,
                    Transform::from_xyz(left + 38.0, top - 8.0, 0.3),
                ));
                c.spawn((
                    Text2d::new(""),
                    fonts.mono(if big { 13.0 } else { 16.0 }),
                    TextColor(palette.text),
                    Anchor::TOP_LEFT,
                    Transform::from_xyz(left + 14.0, top - if big { 34.0 } else { 36.0 }, 0.3),
                    CardFigure { node: e },
                ));
                c.spawn((
                    Text2d::new(""),
                    fonts.ui(super::lanes::SMALLEST_TEXT),
                    TextColor(palette.text_dim),
                    Anchor::TOP_LEFT,
                    Transform::from_xyz(left + 14.0, top - if big { 54.0 } else { 62.0 }, 0.3),
                    CardStats { node: e },
                ));
                if big {
                    c.spawn((
                        Text2d::new(""),
                        fonts.ui(super::lanes::SMALLEST_TEXT),
                        TextColor(palette.danger.wrong),
                        Anchor::TOP_RIGHT,
                        Transform::from_xyz(-left - 12.0, top - 54.0, 0.3),
                        CardAlert { node: e },
                    ));
                }
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
                    fonts.bold(super::lanes::SMALLEST_TEXT),
                    TextColor(palette.background),
                    TextBackgroundColor(palette.danger.loss),
                    Anchor::TOP_RIGHT,
                    Transform::from_xyz(-left - 8.0, top - 8.0, 0.5),
                ));
            })
            .observe(on_card_click)
            .observe(on_hover)
            .observe(on_hover_end)
            .observe(on_drag_start)
            .observe(on_drag)
            .observe(on_drag_end)
            .observe(on_drop);
    }
}

/// The card under the pointer, for its tooltip.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Hovered(pub Option<Entity>);

fn on_hover(ev: On<Pointer<Over>>, mut hovered: ResMut<Hovered>) {
    hovered.0 = Some(ev.entity);
}

fn on_hover_end(ev: On<Pointer<Out>>, mut hovered: ResMut<Hovered>) {
    if hovered.0 == Some(ev.entity) {
        hovered.0 = None;
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

/// A click on a card selects its Node, showing the Node itself (not one of
/// its brokers or partitions: those clicks stop at their chip or lane).
fn on_card_click(
    click: On<Pointer<Click>>,
    cards: Query<&Card>,
    nodes: Query<&SimNode>,
    capture: Res<UiCapture>,
    mut selection: ResMut<Selection>,
    mut cluster: ResMut<super::ClusterFocus>,
) {
    if capture.pointer {
        return;
    }
    if let Ok(card) = cards.get(click.entity) {
        selection.0 = Some(card.node);
        cluster.0 = None;
        if let Ok(node) = nodes.get(card.node) {
            info!("selected {} ({:?})", node.id, click.pointer_id);
        }
    }
}

/// A card's figures, its settings line and its tooltip.
struct CardText {
    figure: String,
    sub: String,
    detail: String,
}

type NodeParts<'a> = (&'a SimNode, Option<&'a Producer>, Option<&'a Stream>, Option<&'a Worker>);
type Stores<'a> = (Option<&'a crate::sim::Queue>, Option<&'a crate::sim::Database>);

/// Writes a text only when it changed (no needless re-layout).
fn set(text: &mut Text2d, s: &str) {
    if text.0 != s {
        text.0 = s.to_string();
    }
}

#[allow(clippy::too_many_arguments)]
fn card_stats(
    clock: Res<crate::sim::SimClock>,
    mut cards: Query<(&Card, &mut CardDetail)>,
    mut figures: Query<(&CardFigure, &mut Text2d), (Without<CardStats>, Without<CardAlert>)>,
    mut subs: Query<(&CardStats, &mut Text2d), (Without<CardFigure>, Without<CardAlert>)>,
    mut alerts: Query<(&CardAlert, &mut Text2d, &mut TextColor), (Without<CardFigure>, Without<CardStats>)>,
    palette: Res<Palette>,
    nodes: Query<NodeParts>,
    stores: Query<Stores>,
    downs: Query<Has<crate::sim::Down>>,
    log: Res<SimLog>,
    statuses: Res<Statuses>,
) {
    let mut texts = std::collections::BTreeMap::new();
    // Groups rebuilding a lost table (docs/RULES.md#incident-state-store-lost).
    let rebuilding: std::collections::BTreeSet<&str> = nodes
        .iter()
        .filter_map(|(_, _, st, _)| st)
        .flat_map(|st| st.groups.iter().filter(|(_, f)| f.restoring).map(|(g, _)| g.as_str()))
        .collect();
    for (card, mut detail) in &mut cards {
        let (Ok(parts), Ok(store)) = (nodes.get(card.node), stores.get(card.node)) else { continue };
        let down = downs.get(card.node).unwrap_or(false);
        let activity = statuses.0.get(&card.node).and_then(|s| s.activity.as_ref());
        let rebuilds = parts.3.is_some_and(|w| rebuilding.contains(w.group.as_str()));
        let t = card_text(parts, store, &log, clock.now, down, (activity, rebuilds));
        if detail.0 != t.detail {
            detail.0 = t.detail.clone();
        }
        texts.insert(card.node, t);
    }
    for (f, mut text) in &mut figures {
        if let Some(t) = texts.get(&f.node) {
            set(&mut text, &t.figure);
        }
    }
    for (f, mut text) in &mut subs {
        if let Some(t) = texts.get(&f.node) {
            set(&mut text, &t.sub);
        }
    }
    for (a, mut text, mut colour) in &mut alerts {
        let Ok((_, _, Some(st), _)) = nodes.get(a.node) else { continue };
        let mut what = Vec::new();
        let any_lost = st.groups.values().any(|g| g.lost() > 0);
        // Lost is a loss (danger's loss colour); stale alone is wrong.
        let want = if any_lost { palette.danger.loss } else { palette.danger.wrong };
        if colour.0 != want {
            colour.0 = want;
        }
        for (name, g) in &st.groups {
            let lost = g.lost();
            let mut bad = Vec::new();
            if lost > 0 {
                bad.push(t!("view-lost", count = lost));
            }
            if g.stale >= 1.0 {
                bad.push(t!("view-stale", count = format!("{:.0}", g.stale)));
            }
            if !bad.is_empty() {
                what.push(format!("{name}: {}", bad.join(", ")));
            }
        }
        set(&mut text, &what.join(" · "));
    }
}

/// What a card says, by kind: the one or two figures that matter most up
/// front; the rest in its tooltip (and the Inspector). A Node that is
/// `down` does nothing, and its figure says so (its rate gauge still
/// remembers the seconds before). A Worker gets what it reads and whether
/// its group is rebuilding a lost table: its figure then says so, as the
/// records it reads again are no tasks done.
fn card_text(
    parts: NodeParts,
    store: Stores,
    log: &SimLog,
    now: f64,
    down: bool,
    (activity, rebuilds): (Option<&Activity>, bool),
) -> CardText {
    let rate = |r: f64| if down { 0.0 } else { r };
    let (_, producer, stream, worker) = parts;
    let (queue, db) = store;
    if let Some(q) = queue {
        let missed: u64 = q.groups.values().map(|g| g.missed).sum();
        let (depth, handed_out) = (q.depth, q.handed_out);
        return CardText {
            figure: t!("view-queue-figure", depth = depth),
            sub: t!("view-queue-sub", handed_out = handed_out, missed = missed),
            detail: t!("view-queue-detail", depth = depth, handed_out = handed_out, missed = missed),
        };
    }
    if let Some(d) = db {
        let unique = if d.unique_key { t!("view-db-unique-key") } else { t!("view-db-no-unique-key") };
        let (writes, refused) = (d.writes, d.refused_duplicates);
        return CardText {
            figure: t!("view-db-figure", rate = format!("{:.0}", rate(d.write_rate.per_second))),
            sub: t!("view-db-sub", writes = writes, unique = unique.as_str()),
            detail: t!("view-db-detail", writes = writes, refused = refused, unique = unique),
        };
    }
    if let Some(p) = producer {
        return producer_card(p, down);
    }
    if let Some(st) = stream {
        let n = log.topic(&st.topic).map(|t| t.partition_count()).unwrap_or(0);
        let key = match st.partition_key {
            crate::rules::scenario::PartitionKey::Key => t!("view-stream-by-key"),
            crate::rules::scenario::PartitionKey::RoundRobin => t!("view-stream-round-robin"),
        };
        let out: f64 = st.groups.values().map(|g| g.consumed_rate.per_second).sum::<f64>().max(0.0);
        let (worst, behind) = worst_lag(st, log, n, now);
        let leaderless = st.partitions().iter().filter(|p| p.state.is_offline()).count();
        // A group rebuilding a lost table re-reads records "out" does not
        // count (it counts first reads): the card says so.
        let rebuilding = st.groups.iter().find(|(_, f)| f.restoring).map(|(g, _)| g.as_str());
        let stopped = st.groups.iter().find(|(_, f)| f.no_offset.is_some()).map(|(g, _)| g.as_str());
        let lag = if leaderless > 0 {
            t!("view-stream-leaderless", leaderless = leaderless, count = n)
        } else if let Some(g) = stopped {
            // auto.offset.reset=none found no offset: that group reads nothing.
            t!("view-stream-stopped", group = g)
        } else if let Some(g) = rebuilding {
            t!("view-stream-rebuilding", group = g, worst = worst)
        } else if st.groups.is_empty() {
            t!("view-stream-unread")
        } else if worst == 0 {
            t!("view-stream-caught-up")
        } else {
            t!("view-stream-worst-lag", worst = worst, behind = crate::sim::shown_span(behind))
        };
        let appended = format!("{:.0}", st.appended_rate.per_second.max(0.0));
        let out = format!("{out:.0}");
        let groups = st.groups.len();
        // A reassignment: what counts now, what is coming, how far.
        let rf = match st.catch_up {
            Some(c) => {
                let (now, target, percent) =
                    (c.in_effect, st.replication_factor, format!("{:.0}", c.percent().floor()));
                let stalled = if c.stalled > 0 { "yes" } else { "no" };
                t!("view-stream-catching-up", now = now, target = target, percent = percent, stalled = stalled)
            }
            None => st.replication_factor.to_string(),
        };
        let insync = if st.min_insync_replicas > 1 {
            // l10n-ok: Kafka's setting, as it is.
            format!(" · min.insync {}", st.min_insync_replicas)
        } else {
            String::new()
        };
        let (topic, acks) = (st.topic.as_str(), st.acks.label());
        let (appended_total, throttled, stranded) = (st.appended, st.throttled, st.stranded);
        let retention = crate::sim::shown_span(st.retention);
        #[rustfmt::skip]
        let figure = t!("view-stream-figure", appended = appended, out = out, groups = groups, lag = lag);
        #[rustfmt::skip]
        let sub = t!("view-stream-sub", topic = topic, count = n, key = key, rf = rf, acks = acks, insync = insync);
        #[rustfmt::skip]
        let detail = t!("view-stream-detail", appended = appended_total, throttled = throttled, stranded = stranded,
            retention = retention);
        return CardText { figure, sub, detail };
    }
    if let Some(w) = worker {
        let reads = activity.map(Activity::short).unwrap_or_else(|| w.assigned_label());
        let (group, done, speed) = (w.group.as_str(), w.consumed, w.speed.to_string());
        if rebuilds && !down {
            return CardText {
                figure: t!("view-worker-rebuilding"),
                sub: format!("{} · {reads}", w.group),
                detail: t!("view-worker-rebuilding-detail", group = group, reads = reads, done = done, speed = speed),
            };
        }
        return CardText {
            figure: t!(
                "view-worker-figure",
                rate = crate::rules::words::shown_fixed(rate(w.consumed_rate.per_second), 1)
            ),
            sub: format!("{} · {reads}", w.group),
            detail: t!("view-worker-detail", group = group, reads = reads, done = done, speed = speed),
        };
    }
    CardText { figure: String::new(), sub: String::new(), detail: String::new() }
}

/// The largest lag of any group on any partition of a stream, records, and
/// the largest time lag, seconds (the same figures as the Inspector's "on
/// its worst partition" and "behind": they may be two partitions).
pub(super) fn worst_lag(st: &Stream, log: &SimLog, partitions: u32, now: f64) -> (u64, f64) {
    let mut worst = (0, 0.0);
    for g in st.groups.keys() {
        for p in 0..partitions {
            worst.0 = worst.0.max(log.lag_or_waiting(g, &st.topic, p).unwrap_or(0));
            worst.1 = f64::max(worst.1, log.time_lag_or_waiting(g, &st.topic, p, now).unwrap_or(0.0));
        }
    }
    worst
}

/// A producer's card: its rate, and how long a send takes with what waits
/// in its buffer and blocked `send()` (docs/RULES.md#back-pressure); a
/// producer that is `down` sends nothing.
fn producer_card(p: &Producer, down: bool) -> CardText {
    let rate = |r: f64| if down { 0.0 } else { r };
    let blocking = p.blocking();
    let short = |n: u64| super::lanes::short_count(n, 5);
    // Back-pressure on the card: what waits, and how long a send takes
    // with it (seconds once it is a second or more).
    let wait = if p.latency_ms >= 1000.0 {
        format!("{} s", crate::rules::words::shown_fixed(p.latency_ms / 1000.0, 1))
    } else {
        // l10n-ok: a unit.
        format!("{:.0} ms", p.latency_ms)
    };
    // While records wait (in the buffer or a blocked send()), the card
    // says how many instead of how many were sent.
    let waiting = p.buffered + blocking;
    let sub = if waiting > 0 {
        t!("view-producer-waiting", wait = wait.as_str(), waiting = short(waiting))
    } else {
        t!("view-producer-sent", sent = short(p.produced), wait = wait.as_str())
    };
    let figure = t!("view-producer-figure", rate = format!("{:.0}", rate(p.produced_rate.per_second)));
    let (rate, prefix, last) =
        (format!("{:.0}", p.produced_rate.per_second), p.keys.prefix.as_str(), p.keys.entities.saturating_sub(1));
    let (sent, throttled, latency) = (p.produced, p.throttled, format!("{:.0}", p.latency_ms));
    let (buffered, blocked, failed, dropped) = (p.buffered, blocking, p.blocked, p.dropped);
    #[rustfmt::skip]
    let detail = t!("view-producer-detail", rate = rate, prefix = prefix, last = last, sent = sent,
        throttled = throttled, latency = latency, buffered = buffered, blocked = blocked, failed = failed,
        dropped = dropped);
    CardText { figure, sub, detail }
}

/// A badge that shows for a while after something happened (a stale
/// result, a refused repeat, throttling): its text, kind and real seconds left.
#[derive(Default)]
struct Flashes {
    on: std::collections::BTreeMap<Entity, (String, Tone, f32)>,
    /// Counters seen last frame, by (Node, what).
    seen: std::collections::BTreeMap<(Entity, u8), u64>,
}

/// Seconds (real time) a flashed badge stays.
const FLASH_SECONDS: f32 = 1.6;

#[allow(clippy::too_many_arguments)]
fn card_state(
    time: Res<Time>,
    palette: Res<Palette>,
    mut flashes: Local<Flashes>,
    mut shades: Query<(&CardShade, &mut Visibility)>,
    mut badges: Query<(&CardBadge, &mut Text2d, &mut TextColor, &mut TextBackgroundColor)>,
    mut stripes: Query<(&CardStripe, &mut Sprite)>,
    nodes: Query<NodeState>,
    groups: Res<super::groups::GroupColours>,
    statuses: Res<Statuses>,
) {
    for (shade, mut vis) in &mut shades {
        let down = nodes.get(shade.node).is_ok_and(|(.., d)| d);
        let want = if down { Visibility::Inherited } else { Visibility::Hidden };
        if *vis != want {
            *vis = want;
        }
    }
    for (stripe, mut sprite) in &mut stripes {
        if let Ok((_, _, _, Some(w), ..)) = nodes.get(stripe.node) {
            let c = palette.group(groups.index(&w.group));
            if sprite.color != c {
                sprite.color = c;
            }
        }
    }
    watch_flashes(&mut flashes, &nodes, &statuses, time.delta_secs());
    for (badge, mut text, mut fg, mut bg) in &mut badges {
        let (s, tone) = badge_of(statuses.0.get(&badge.node), flashes.on.get(&badge.node));
        if text.0 != s {
            text.0 = s;
        }
        let (f, b) = match tone {
            Tone::Loss => (palette.text, palette.danger.loss),
            Tone::Warning => (palette.background, palette.danger.warning),
            Tone::Wrong => (palette.background, palette.danger.wrong),
            Tone::Good => (palette.background, palette.ui.good),
        };
        if fg.0 != f {
            fg.0 = f;
        }
        if bg.0 != b {
            bg.0 = b;
        }
    }
}

/// The badge a card wears: a loss or an incident's badge first, then a
/// flash (a stale result, a duplicate, a refused repeat, throttling) for a
/// moment after it happened, then the Node's steady status
/// ([`crate::sim::status`]); empty when all is well.
pub fn badge_of(status: Option<&Status>, flash: Option<&(String, Tone, f32)>) -> (String, Tone) {
    let badge = status.and_then(|s| s.badge.as_ref());
    match (badge, flash) {
        (Some(b), _) if matches!(b.tone, Tone::Loss) => (b.text.clone(), b.tone),
        (_, Some((text, tone, _))) => (text.clone(), *tone),
        (Some(b), None) => (b.text.clone(), b.tone),
        (None, None) => (String::new(), Tone::Warning),
    }
}

type NodeState<'a> =
    (Entity, Option<&'a Producer>, Option<&'a Stream>, Option<&'a Worker>, Option<&'a crate::sim::Database>, Has<Down>);

/// Starts a flash where a counter grew since the last frame: a stale result
/// or a duplicate on the Workers of the group that applied it, a refused
/// repeat on a Database, throttling on a producer; runs the flashes down.
fn watch_flashes(flashes: &mut Flashes, nodes: &Query<NodeState>, statuses: &Statuses, dt: f32) {
    flashes.on.retain(|_, (_, _, left)| {
        *left -= dt;
        *left > 0.0
    });
    // Per group: (stale, duplicates) now, summed over its streams.
    let mut per_group: std::collections::BTreeMap<&str, (u64, u64)> = std::collections::BTreeMap::new();
    for (_, _, s, ..) in nodes.iter() {
        for (name, g) in s.map(|s| &s.groups).into_iter().flatten() {
            let e = per_group.entry(name.as_str()).or_default();
            e.0 += g.stale.floor() as u64;
            e.1 += g.duplicates;
        }
    }
    let mut flash = |node: Entity, what: u8, now: u64, text: &str, tone: Tone, show: bool| {
        let before = flashes.seen.insert((node, what), now);
        if show && before.is_some_and(|b| now > b) {
            flashes.on.insert(node, (text.to_string(), tone, FLASH_SECONDS));
        }
    };
    for (e, p, _, w, d, _) in nodes.iter() {
        if let Some(w) = w
            && let Some(&(stale, dup)) = per_group.get(w.group.as_str())
        {
            // A group's wrong result shows on its Workers that are working:
            // a stopped, paused, idle or down one did not apply it.
            let working = statuses.0.get(&e).and_then(|s| s.activity.as_ref()).is_some_and(Activity::works);
            flash(e, 0, stale, &crate::t!("view-flash-stale"), Tone::Wrong, working);
            flash(e, 1, dup, &crate::t!("view-flash-duplicate"), Tone::Wrong, working);
        }
        if let Some(d) = d {
            flash(e, 2, d.refused_duplicates, &crate::t!("view-flash-repeat-refused"), Tone::Good, true);
        }
        if let Some(p) = p {
            flash(e, 3, p.throttled, &crate::t!("view-flash-throttled"), Tone::Warning, true);
        }
    }
}

/// Each card's icon, drawn in vector strokes in its top-left corner: a
/// sender for an API, a log of cells for a stream, a gear for a Worker
/// (in its group's colour), boxes in a row for a Queue, a cylinder for a
/// Database.
fn draw_icons(
    palette: Res<Palette>,
    groups: Res<super::groups::GroupColours>,
    cards: Query<(&Card, &Transform)>,
    workers: Query<&Worker>,
    mut gizmos: Gizmos,
) {
    for (card, tf) in &cards {
        let c = tf.translation.truncate() + Vec2::new(-card.size.x / 2.0 + 22.0, card.size.y / 2.0 - 18.0);
        let colour = match workers.get(card.node) {
            Ok(w) => palette.group(groups.index(&w.group)).lighter(0.1),
            Err(_) => palette.icon,
        };
        let r = 9.0;
        match card.kind {
            Kind::Api => {
                gizmos.circle_2d(c, r, colour);
                gizmos.line_2d(c + Vec2::new(-4.0, 0.0), c + Vec2::new(5.0, 0.0), colour);
                gizmos
                    .linestrip_2d([c + Vec2::new(1.0, 4.0), c + Vec2::new(5.0, 0.0), c + Vec2::new(1.0, -4.0)], colour);
            }
            Kind::Stream => {
                // A log of three partitions: rows of cells, read left to
                // right, each kept.
                for row in 0..3 {
                    let y = c.y + 6.0 - row as f32 * 6.0;
                    gizmos.line_2d(Vec2::new(c.x - r, y - 2.0), Vec2::new(c.x + r, y - 2.0), colour);
                    for i in 0..4 {
                        let x = c.x - r + 2.5 + i as f32 * 4.5;
                        gizmos.line_2d(Vec2::new(x, y - 2.0), Vec2::new(x, y + 1.5), colour);
                    }
                }
            }
            Kind::Balancer => {
                // One path forking into three.
                let root = c + Vec2::new(-r, 0.0);
                let fork = c + Vec2::new(-2.0, 0.0);
                gizmos.line_2d(root, fork, colour);
                for dy in [-7.0, 0.0, 7.0] {
                    gizmos.line_2d(fork, c + Vec2::new(r, dy), colour);
                    gizmos.circle_2d(c + Vec2::new(r, dy), 1.5, colour);
                }
            }
            Kind::Worker => {
                gizmos.circle_2d(c, r - 3.0, colour);
                for i in 0..8 {
                    let a = i as f32 * std::f32::consts::FRAC_PI_4;
                    let d = Vec2::from_angle(a);
                    gizmos.line_2d(c + d * (r - 3.0), c + d * (r + 1.0), colour);
                }
                gizmos.circle_2d(c, 2.0, colour);
            }
            Kind::Queue => {
                // A pile of tasks, each handed out once: boxes stacked, an
                // arrow taking the top one away.
                for i in 0..3 {
                    gizmos.rect_2d(c + Vec2::new(-4.0, -6.0 + i as f32 * 5.0), Vec2::new(9.0, 4.0), colour);
                }
                let (a, b) = (c + Vec2::new(2.0, 6.0), c + Vec2::new(r + 2.0, 6.0));
                gizmos.line_2d(a, b, colour);
                gizmos.linestrip_2d([b + Vec2::new(-3.0, 3.0), b, b + Vec2::new(-3.0, -3.0)], colour);
            }
            Kind::Database => {
                let (w, h) = (r, 4.0);
                gizmos.ellipse_2d(Isometry2d::from_translation(c + Vec2::new(0.0, 6.0)), Vec2::new(w, h / 1.4), colour);
                gizmos.line_2d(c + Vec2::new(-w, 6.0), c + Vec2::new(-w, -6.0), colour);
                gizmos.line_2d(c + Vec2::new(w, 6.0), c + Vec2::new(w, -6.0), colour);
                gizmos.ellipse_2d(
                    Isometry2d::from_translation(c + Vec2::new(0.0, -6.0)),
                    Vec2::new(w, h / 1.4),
                    colour,
                );
            }
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
        .filter(|i| match i.kind.target_kind() {
            TargetKind::Region => true,
            TargetKind::Node | TargetKind::Zone => false,
        })
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

/// Links sit under the cards (above the regions' backdrops and below the
/// messages), so no link runs through a card's text.
const LINK_Z: f32 = -0.8;

/// One stroke of a link: its shaft or one side of its arrowhead (pooled).
#[derive(Component)]
struct LinkStroke;

/// Draws every link as sprites under the cards: a shaft and a two-stroke
/// arrowhead at the target, from a pool that grows as links are made.
fn draw_links(
    palette: Res<Palette>,
    mut commands: Commands,
    cards: Query<(&Card, &Transform), Without<LinkStroke>>,
    links: Query<&crate::sim::Links>,
    mut strokes: Query<(&mut Transform, &mut Sprite, &mut Visibility), With<LinkStroke>>,
) {
    let placed: Vec<(Entity, Vec2, Vec2)> =
        cards.iter().map(|(c, t)| (c.node, t.translation.truncate(), c.size)).collect();
    let find = |e: Entity| placed.iter().find(|(n, _, _)| *n == e).map(|(_, a, s)| (*a, *s));
    let mut segments: Vec<(Vec2, Vec2)> = Vec::new();
    for (node, at, size) in &placed {
        let Ok(links) = links.get(*node) else { continue };
        for &target in &links.0 {
            let Some(to) = find(target) else { continue };
            let (a, b) = link_ends((*at, *size), to);
            let back = (a - b).normalize_or_zero() * 12.0;
            segments.push((a, b));
            segments.push((b, b + Vec2::from_angle(0.45).rotate(back)));
            segments.push((b, b + Vec2::from_angle(-0.45).rotate(back)));
        }
    }
    let mut pool = strokes.iter_mut();
    for &(a, b) in &segments {
        let (centre, len, angle) = ((a + b) / 2.0, a.distance(b), (b - a).to_angle());
        let size = Vec2::new(len + 1.0, 2.0);
        match pool.next() {
            Some((mut tf, mut sprite, mut vis)) => {
                *tf = Transform::from_translation(centre.extend(LINK_Z)).with_rotation(Quat::from_rotation_z(angle));
                sprite.custom_size = Some(size);
                sprite.color = palette.link;
                *vis = Visibility::Inherited;
            }
            None => {
                commands.spawn((
                    Name::new("link stroke"),
                    LinkStroke,
                    DespawnOnExit(Screen::Playing),
                    Sprite::from_color(palette.link, size),
                    Transform::from_translation(centre.extend(LINK_Z)).with_rotation(Quat::from_rotation_z(angle)),
                ));
            }
        }
    }
    for (_, _, mut vis) in pool {
        *vis = Visibility::Hidden;
    }
}
