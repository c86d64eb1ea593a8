//! Partition lanes inside an Event Stream card, drawn as the teaching text
//! draws them (docs/RULES.md#lanes): a row per partition, a cell per record (or
//! per batch at high rates) with its offset and the tail of its key, a
//! dashed cell where the next record goes; above the row its log start,
//! high watermark and log end; under it a row per group, the committed part
//! in the group's colour, a marker at its position and its lag in records
//! and in time.
//!
//! A cell's shade is its age against the retention window (the oldest
//! sit at the old edge, darkest, and fall away when retention removes
//! them), or its key's colour when the player colours messages by key.
//! When a lane holds more batches than it has cells, the oldest batch stays
//! at the old edge and a gap cell stands for the ones between.

use crate::sim::cluster::{PartitionReplicas, Partitions};
use crate::t;
use std::collections::BTreeMap;

use bevy::prelude::*;
use bevy::sprite::Anchor;
use bevy::text::TextBackgroundColor;

use super::ViewSet;
use super::board::{Card, MAX_LANES, StreamLayout, stream_layout};
use super::fonts::Fonts;
use super::palette::Palette;
use crate::log::{Batch, Offset, Partition, Topic};
use crate::rules::catalog::Catalog;
use crate::settings::Settings;
use crate::sim::{Down, SimClock, SimLog, Stream};

/// Cells per lane, the dashed one included.
pub(super) const CELLS: usize = 10;
/// Height of a record cell, board units.
const CELL_H: f32 = 24.0;
/// Seconds (real time) a removed record takes to fall away.
const FALL_SECONDS: f32 = 0.6;
/// Size of every text on a lane (the rulers, the cells, the groups' names
/// and lags), board units: the smallest text on a stream's card. The camera
/// never fits the board so small that it is under 10 pixels
/// ([`super::camera::READABLE_SCALE`]).
pub(super) const SMALLEST_TEXT: f32 = 13.0;
/// Advance of one character of the mono font at [`SMALLEST_TEXT`], board
/// units (0.6 of its size: what a lane's width or a cell holds).
const MONO_ADVANCE: f32 = SMALLEST_TEXT * 0.6;
/// Advance of an average character of the proportional font at
/// [`SMALLEST_TEXT`], board units, kept generous (a group's name and lag
/// share the room right of the lane).
const UI_ADVANCE: f32 = SMALLEST_TEXT * 0.62;
/// Characters a cell's label holds at [`SMALLEST_TEXT`].
const CELL_CHARS: usize = 5;

/// What a lane's slot shows.
#[derive(Clone, Copy, Debug)]
pub(super) enum Slot<'a> {
    /// One batch (one record when its count is 1).
    Batch(&'a Batch),
    /// Batches not drawn, between the oldest and the newest: offsets
    /// `from..until`.
    Gap { from: Offset, until: Offset },
    /// Offsets `from..until` whose records compaction removed: no record
    /// is there, and no offset moved (docs/RULES.md#compaction).
    Compacted { from: Offset, until: Offset },
}

impl Slot<'_> {
    /// The offsets the slot stands for.
    fn range(&self) -> (Offset, Offset) {
        match self {
            Slot::Batch(b) => (b.base_offset, b.end_offset()),
            Slot::Gap { from, until } | Slot::Compacted { from, until } => (*from, *until),
        }
    }
}

/// The slots of a lane, oldest first, at most `CELLS - 1` of them (the slot
/// after the last is the dashed "next" cell): every batch when they fit,
/// else the oldest (the one retention removes next), a gap, and the newest.
pub(super) fn lane_slots(part: &Partition) -> Vec<Slot<'_>> {
    let room = CELLS - 1;
    if part.compacted() > 0 {
        return compacted_slots(part, room);
    }
    if part.batch_count() <= room {
        return part.batches().map(Slot::Batch).collect();
    }
    let mut newest: Vec<&Batch> = part.batches().rev().take(room - 2).collect();
    newest.reverse();
    let Some(oldest) = part.batches().next() else { return Vec::new() };
    let until = newest.first().map(|b| b.base_offset).unwrap_or(oldest.end_offset());
    let mut v = vec![Slot::Batch(oldest), Slot::Gap { from: oldest.end_offset(), until }];
    v.extend(newest.into_iter().map(Slot::Batch));
    v
}

/// [`lane_slots`] of a partition compaction has touched: its batches with
/// a [`Slot::Compacted`] wherever offsets have no record (the log start
/// included), the oldest and the newest kept when they do not all fit.
fn compacted_slots(part: &Partition, room: usize) -> Vec<Slot<'_>> {
    let mut all = Vec::new();
    let mut at = part.log_start();
    for b in part.batches() {
        if b.base_offset > at {
            all.push(Slot::Compacted { from: at, until: b.base_offset });
        }
        all.push(Slot::Batch(b));
        at = b.end_offset();
    }
    if all.len() <= room {
        return all;
    }
    let oldest = all[0];
    let newest = all.split_off(all.len() - (room - 2));
    let until = newest[0].range().0;
    let mut v = vec![oldest, Slot::Gap { from: oldest.range().1, until }];
    v.extend(newest);
    v
}

#[derive(Component)]
struct LaneCell {
    partition: u32,
    slot: usize,
}

#[derive(Component)]
struct CellText {
    partition: u32,
    slot: usize,
}

/// The log start, high watermark and log end over a lane.
#[derive(Component, Clone, Copy, PartialEq, Eq)]
enum Ruler {
    Start(u32),
    End(u32),
}

#[derive(Component)]
struct GroupRead {
    partition: u32,
    group: usize,
}

/// A group's name on its row.
#[derive(Component)]
struct GroupName {
    partition: u32,
    group: usize,
}

/// A group's lag on its row, in records and in time.
#[derive(Component)]
struct GroupLagText {
    partition: u32,
    group: usize,
}

#[derive(Component)]
struct MoreLanesText;

/// "NO LEADER" over a lane whose partition cannot be written.
#[derive(Component)]
struct OfflineText {
    partition: u32,
}

/// A lane's background: it glows when its partition is hot.
#[derive(Component)]
struct LaneBg {
    partition: u32,
}

/// A removed record's cell falling away.
#[derive(Component)]
struct Falling {
    left: f32,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, (spawn_lanes, update_lanes, fall).chain().in_set(ViewSet::Update));
}

/// Geometry of one lane's cells.
pub(super) struct LaneCells {
    pub left: f32,
    pub cell_w: f32,
}

impl LaneCells {
    pub fn new(lane_left: f32, lane_right: f32) -> LaneCells {
        LaneCells { left: lane_left, cell_w: (lane_right - lane_left) / CELLS as f32 }
    }
    /// Centre x of a slot.
    pub fn slot_x(&self, slot: usize) -> f32 {
        self.left + self.cell_w * (slot as f32 + 0.5)
    }
}

/// The x of an offset along a lane (a group's position), relative to the
/// card; the lane's left end for an offset older than every slot.
pub(super) fn offset_x(slots: &[Slot], cells: &LaneCells, offset: u64) -> f32 {
    for (i, s) in slots.iter().enumerate() {
        let (from, until) = s.range();
        if offset <= from {
            return cells.left + cells.cell_w * i as f32;
        }
        if offset < until {
            let frac = (offset - from) as f32 / (until - from).max(1) as f32;
            return cells.left + cells.cell_w * (i as f32 + frac);
        }
    }
    cells.left + cells.cell_w * slots.len() as f32
}

fn text(s: &str, font: TextFont, colour: Color, anchor: Anchor, at: Vec3) -> impl Bundle {
    (Text2d::new(s), font, TextColor(colour), anchor, Transform::from_translation(at))
}

fn spawn_lanes(
    palette: Res<Palette>,
    fonts: Res<Fonts>,
    mut commands: Commands,
    cards: Query<(Entity, &Card), Added<Card>>,
    streams: Query<&Stream>,
) {
    for (card_entity, card) in &cards {
        let Ok(stream) = streams.get(card.node) else { continue };
        let layout = stream_layout(card.partitions, stream.groups.len());
        let cells = LaneCells::new(layout.lane_left, layout.lane_right);
        let lane_w = layout.lane_right - layout.lane_left;
        let mid = layout.lane_left + lane_w / 2.0;
        commands.entity(card_entity).with_children(|c| {
            for (p, &y) in layout.lane_y.iter().enumerate() {
                let p = p as u32;
                // The lane and its cells are pickable: a click opens the
                // partition in the Inspector.
                c.spawn((
                    LaneBg { partition: p },
                    LanePick(p),
                    Sprite::from_color(palette.lane, Vec2::new(lane_w, CELL_H + 4.0)),
                    Transform::from_xyz(mid, y, 0.15),
                    Pickable::default(),
                ))
                .observe(on_lane_click);
                let left = -layout.size.x / 2.0 + 12.0;
                c.spawn(text(
                    &format!("p{p}"),
                    fonts.mono(13.0),
                    palette.text_dim,
                    Anchor::CENTER_LEFT,
                    Vec3::new(left, y, 0.3),
                ));
                let ruler_y = y + CELL_H / 2.0 + 2.0;
                c.spawn((
                    Ruler::Start(p),
                    text(
                        "",
                        fonts.mono(SMALLEST_TEXT),
                        palette.next_cell,
                        Anchor::BOTTOM_LEFT,
                        Vec3::new(layout.lane_left, ruler_y, 0.3),
                    ),
                ));
                c.spawn((
                    Ruler::End(p),
                    text(
                        "",
                        fonts.mono(SMALLEST_TEXT),
                        palette.next_cell,
                        Anchor::BOTTOM_RIGHT,
                        Vec3::new(layout.lane_right, ruler_y, 0.3),
                    ),
                ));
                for slot in 0..CELLS {
                    c.spawn((
                        LaneCell { partition: p, slot },
                        LanePick(p),
                        Sprite::from_color(palette.ages[0], Vec2::new(cells.cell_w - 4.0, CELL_H)),
                        Transform::from_xyz(cells.slot_x(slot), y, 0.2),
                        Visibility::Hidden,
                        Pickable::default(),
                    ))
                    .observe(on_lane_click);
                    c.spawn((
                        CellText { partition: p, slot },
                        Text2d::new(""),
                        fonts.mono(SMALLEST_TEXT),
                        // Two lines a font size apart (26 units), so a
                        // cell's offset and key stay under the ruler that
                        // sits 14 units above the lane's centre.
                        bevy::text::LineHeight::RelativeToFont(1.0),
                        TextColor(palette.background),
                        TextLayout::justify(Justify::Center),
                        Transform::from_xyz(cells.slot_x(slot), y, 0.3),
                    ));
                }
                c.spawn((
                    OfflineText { partition: p },
                    text(
                        &t!("view-lane-no-leader"),
                        fonts.bold(13.0),
                        palette.text,
                        Anchor::CENTER,
                        Vec3::new(mid, y, 0.4),
                    ),
                    TextBackgroundColor(palette.danger.loss),
                    Visibility::Hidden,
                ));
                group_rows(c, &palette, &fonts, &layout, p);
            }
            if card.partitions > MAX_LANES {
                c.spawn((
                    MoreLanesText,
                    text(
                        "",
                        fonts.ui(12.0),
                        palette.text_dim,
                        Anchor::CENTER_LEFT,
                        Vec3::new(-layout.size.x / 2.0 + 12.0, -layout.size.y / 2.0 + 16.0, 0.3),
                    ),
                ));
            }
        });
    }
}

/// Under lane `p`, a row per group: its track, its committed part, its
/// name and its lag.
fn group_rows(c: &mut ChildSpawnerCommands, palette: &Palette, fonts: &Fonts, layout: &StreamLayout, p: u32) {
    let lane_w = layout.lane_right - layout.lane_left;
    let mid = layout.lane_left + lane_w / 2.0;
    let right = layout.size.x / 2.0 - 10.0;
    for (g, &gy) in layout.group_y[p as usize].iter().enumerate() {
        // The bars are pickable: a click opens the group (and goes on to the card).
        c.spawn((
            GroupTrack(g),
            Sprite::from_color(palette.track, Vec2::new(lane_w, 7.0)),
            Transform::from_xyz(mid, gy, 0.15),
            Pickable::default(),
        ))
        .observe(on_group_click);
        c.spawn((
            GroupTrack(g),
            GroupRead { partition: p, group: g },
            Sprite::from_color(palette.group(g), Vec2::new(0.0, 7.0)),
            Anchor::CENTER_LEFT,
            Transform::from_xyz(layout.lane_left, gy, 0.2),
            Pickable::default(),
        ))
        .observe(on_group_click);
        let name_at = Vec3::new(layout.lane_right + 10.0, gy, 0.3);
        c.spawn((
            GroupName { partition: p, group: g },
            text("", fonts.ui(SMALLEST_TEXT), palette.group(g), Anchor::CENTER_LEFT, name_at),
        ));
        c.spawn((
            GroupLagText { partition: p, group: g },
            text("", fonts.ui(SMALLEST_TEXT), palette.group(g), Anchor::CENTER_RIGHT, Vec3::new(right, gy, 0.3)),
        ));
    }
}

/// A lane's background or one of its cells: the partition a click on it
/// opens.
#[derive(Component)]
struct LanePick(u32);

/// A click on a lane selects its stream and shows that partition in the
/// Inspector (its replicas, ISR, high watermark); the click stops there.
fn on_lane_click(
    mut click: On<Pointer<Click>>,
    lanes: Query<(&LanePick, &ChildOf)>,
    cards: Query<&Card>,
    capture: Res<super::UiCapture>,
    mut selection: ResMut<super::Selection>,
    mut focus: ResMut<super::ClusterFocus>,
) {
    if capture.pointer {
        return;
    }
    let Ok((lane, parent)) = lanes.get(click.entity) else { return };
    let Ok(card) = cards.get(parent.parent()) else { return };
    selection.0 = Some(card.node);
    focus.0 = Some(super::ClusterItem::Partition { stream: card.node, partition: lane.0 });
    click.propagate(false);
}

/// A group's bar under a lane: the index of the group among its stream's.
#[derive(Component)]
struct GroupTrack(usize);

/// A click on a group's bar selects its stream (the click goes on to the
/// card) and opens that group in the Inspector.
fn on_group_click(
    click: On<Pointer<Click>>,
    tracks: Query<(&GroupTrack, &ChildOf)>,
    cards: Query<&super::board::Card>,
    streams: Query<&Stream>,
    capture: Res<super::UiCapture>,
    mut focus: ResMut<super::GroupFocus>,
) {
    if capture.pointer {
        return;
    }
    let Ok((track, parent)) = tracks.get(click.entity) else { return };
    let Ok(card) = cards.get(parent.parent()) else { return };
    let Ok(stream) = streams.get(card.node) else { return };
    if let Some(name) = stream.groups.keys().nth(track.0) {
        focus.0 = Some((name.clone(), super::GROUP_FOCUS_FRAMES));
    }
}

/// The end of a key, for a cell: what follows its last separator when
/// that is short (`customer-42` → `…42`), else its last four characters
/// (`…4662`); an ellipsis, never a dash, so a tail never reads as a
/// negative number. Short keys are shown whole.
pub(super) fn key_tail(key: &str) -> String {
    let chars: Vec<char> = key.chars().collect();
    if chars.len() <= 5 {
        return key.to_string();
    }
    let after = key.rsplit(['-', '_', ':', '.', '/']).next().unwrap_or(key);
    if !after.is_empty() && after.chars().count() < CELL_CHARS {
        return format!("…{after}");
    }
    format!("…{}", chars[chars.len() - 4..].iter().collect::<String>())
}

/// One stream card's lanes this frame: what every lane element reads.
struct Lanes<'a> {
    palette: &'a Palette,
    catalog: &'a Catalog,
    by_key: bool,
    now: f64,
    log: &'a SimLog,
    stream: &'a Stream,
    /// The stream's Node is down: no partition has a leader.
    stream_down: bool,
    /// The log holds counts a real cluster reported: no key to show
    /// ([`crate::sim::RealCluster`]).
    keys_unread: bool,
    topic: &'a Topic,
    layout: StreamLayout,
    cells: LaneCells,
    /// The card's centre, board units.
    origin: Vec2,
    group_names: Vec<&'a String>,
    /// Each of the stream's groups' colour (the group's everywhere).
    group_colours: Vec<Color>,
    /// The slots shown in each lane.
    visible: Vec<Vec<Slot<'a>>>,
    /// Each partition's replicas, by index (none yet: not placed).
    replicas: Vec<Option<&'a PartitionReplicas>>,
    /// Each drawn lane's two ruler texts (see [`Lanes::ruler_texts`]),
    /// worked out once a frame for both of its Ruler texts.
    rulers: Vec<Option<(String, String)>>,
}

/// The lane elements of one card, by kind.
type LaneQueries<'w, 's> = (
    Query<
        'w,
        's,
        (&'static LaneCell, &'static mut Sprite, &'static mut Visibility),
        (Without<GroupRead>, Without<LaneBg>),
    >,
    Query<'w, 's, (&'static CellText, &'static mut Text2d, &'static mut TextColor)>,
    Query<'w, 's, (&'static GroupRead, &'static mut Sprite), (Without<LaneCell>, Without<LaneBg>)>,
    Query<
        'w,
        's,
        (
            AnyOf<(&'static GroupLagText, &'static GroupName, &'static Ruler)>,
            &'static mut Text2d,
            &'static mut TextColor,
        ),
        Without<CellText>,
    >,
    Query<
        'w,
        's,
        &'static mut Text2d,
        (With<MoreLanesText>, Without<CellText>, Without<GroupLagText>, Without<GroupName>, Without<Ruler>),
    >,
    Query<'w, 's, (&'static LaneBg, &'static mut Sprite), (Without<LaneCell>, Without<GroupRead>)>,
    Query<'w, 's, (&'static OfflineText, &'static mut Visibility), Without<LaneCell>>,
);

#[allow(clippy::too_many_arguments)]
fn update_lanes(
    palette: Res<Palette>,
    catalog: Res<Catalog>,
    settings: Res<Settings>,
    clock: Res<SimClock>,
    cards: Query<(Entity, &Card, &Transform, &Children)>,
    streams: Query<(&Stream, Has<Down>)>,
    log: Res<SimLog>,
    placed: Query<&PartitionReplicas>,
    clusters: Query<&Partitions>,
    mut q: LaneQueries,
    groups: Res<super::groups::GroupColours>,
    keys_unread: Option<Res<crate::sim::RealCluster>>,
    mut starts: Local<BTreeMap<(Entity, u32), Offset>>,
    mut commands: Commands,
    mut gizmos: Gizmos,
) {
    for (card_e, card, transform, children) in &cards {
        let Ok((stream, stream_down)) = streams.get(card.node) else { continue };
        let Ok(topic) = log.topic(&stream.topic) else { continue };
        let layout = stream_layout(card.partitions, stream.groups.len());
        let mut lanes = Lanes {
            stream_down,
            keys_unread: keys_unread.is_some(),
            palette: &palette,
            catalog: &catalog,
            by_key: settings.colour_by_key,
            now: clock.now,
            log: &log,
            stream,
            topic,
            cells: LaneCells::new(layout.lane_left, layout.lane_right),
            origin: transform.translation.truncate(),
            group_names: stream.groups.keys().collect(),
            group_colours: stream.groups.keys().map(|g| palette.group(groups.index(g))).collect(),
            visible: (0..layout.lane_y.len() as u32)
                .map(|p| topic.partition(p).map(lane_slots).unwrap_or_default())
                .collect(),
            replicas: {
                let mut v: Vec<Option<&PartitionReplicas>> = vec![None; layout.lane_y.len()];
                for r in clusters.get(card.node).into_iter().flat_map(|ps| placed.iter_many(ps.iter())) {
                    if let Some(slot) = v.get_mut(r.partition as usize) {
                        *slot = Some(r);
                    }
                }
                v
            },
            rulers: Vec::new(),
            layout,
        };
        lanes.rulers = (0..lanes.layout.lane_y.len() as u32).map(|p| lanes.ruler_texts(p)).collect();
        for child in children.iter() {
            if let Ok((cell, sprite, vis)) = q.0.get_mut(child) {
                lanes.cell(cell, sprite, vis);
            } else if let Ok((ct, text, colour)) = q.1.get_mut(child) {
                lanes.cell_text(ct, text, colour);
            } else if let Ok((gr, sprite)) = q.2.get_mut(child) {
                lanes.group_read(gr, sprite, &mut gizmos);
            } else if let Ok(((lag, name, ruler), text, colour)) = q.3.get_mut(child) {
                match (lag, name, ruler) {
                    (Some(gl), ..) => lanes.group_lag(gl, text, colour),
                    (_, Some(gn), _) => lanes.group_name(gn, text, colour),
                    (.., Some(r)) => lanes.ruler(*r, text),
                    _ => {}
                }
            } else if let Ok((bg, sprite)) = q.5.get_mut(child) {
                lanes.background(bg, sprite, &mut gizmos);
            } else if let Ok((off, mut vis)) = q.6.get_mut(child) {
                let want = if lanes.offline(off.partition) { Visibility::Inherited } else { Visibility::Hidden };
                if *vis != want {
                    *vis = want;
                }
            } else if let Ok(text) = q.4.get_mut(child) {
                let hidden = topic.partition_count().saturating_sub(MAX_LANES);
                set_text(text, t!("view-lane-more-partitions", count = hidden));
            }
        }
        lanes.next_cells(&mut gizmos);
        lanes.watermarks(&mut gizmos);
        lanes.fall_away(card_e, &mut starts, settings.reduce_motion, &mut commands);
    }
}

/// Writes a text only when it changed (no needless re-layout).
fn set_text(mut text: Mut<Text2d>, s: String) {
    if text.0 != s {
        text.0 = s;
    }
}

impl Lanes<'_> {
    /// Whether batch `b` of partition `p` holds records a producer without
    /// idempotence appended a second time (docs/RULES.md#idempotence).
    fn copied(&self, p: u32, b: &Batch) -> bool {
        self.topic.partition(p).is_ok_and(|part| part.appended_again(b.base_offset, b.end_offset()) > 0)
    }

    /// A record cell: shown while a batch (or the gap) sits in its slot,
    /// shaded by its age (or coloured by its key).
    fn cell(&self, cell: &LaneCell, mut sprite: Mut<Sprite>, mut vis: Mut<Visibility>) {
        let slot = self.visible.get(cell.partition as usize).and_then(|v| v.get(cell.slot));
        let want = if slot.is_some() { Visibility::Inherited } else { Visibility::Hidden };
        if *vis != want {
            *vis = want;
        }
        let c = match slot {
            Some(Slot::Batch(b)) if self.copied(cell.partition, b) => self.palette.danger.wrong,
            Some(Slot::Batch(b)) if self.by_key => self.palette.key(b.key.as_deref()).darker(0.2),
            Some(Slot::Batch(b)) => self.palette.age(self.now - b.appended_at, self.stream.retention),
            Some(Slot::Gap { .. }) => self.palette.track,
            Some(Slot::Compacted { .. }) => self.palette.background,
            None => return,
        };
        if sprite.color != c {
            sprite.color = c;
        }
    }

    /// The second line of a one-record cell: what a transaction made of it
    /// (a control marker's `COMMIT` or `ABORT`: an offset no reader gets;
    /// `abort` or `open` for a record of an aborted or open transaction;
    /// `null` for a tombstone; at most six characters, as a cell holds),
    /// else its key's tail, or `no key`. Rules: docs/RULES.md#transactions,
    /// docs/RULES.md#compaction.
    fn single_label(&self, p: u32, b: &Batch) -> String {
        let state = self.topic.partition(p).map(|part| part.record_state(b.base_offset));
        match state {
            Ok(crate::log::RecordState::Marker(m)) => m.word().to_string(),
            // Kafka's words for a transaction's records, as COMMIT and ABORT.
            Ok(crate::log::RecordState::Aborted) => "abort".into(),
            Ok(crate::log::RecordState::Open) => "open".into(),
            // A tombstone: its key with no value (docs/RULES.md#compaction).
            Ok(crate::log::RecordState::Plain)
                if self.topic.partition(p).is_ok_and(|x| x.is_tombstone(b.base_offset)) =>
            {
                "null".into()
            }
            Ok(crate::log::RecordState::Plain) | Err(_) => {
                b.key.as_deref().map(key_tail).unwrap_or_else(|| t!("view-cell-no-key"))
            }
        }
    }

    /// A cell's label: its offset and key tail (or its count); the gap's
    /// first offset and how many records it stands for; `next`.
    fn cell_text(&self, ct: &CellText, text: Mut<Text2d>, mut colour: Mut<TextColor>) {
        let Some(slots) = self.visible.get(ct.partition as usize) else { return };
        let (s, c) = match slots.get(ct.slot) {
            Some(Slot::Batch(b)) if self.copied(ct.partition, b) => (
                format!("{}\n{}", short_count(b.base_offset, CELL_CHARS), t!("view-cell-again")),
                self.palette.background,
            ),
            Some(Slot::Batch(b)) if b.count == 1 && !self.keys_unread => (
                format!("{}\n{}", short_count(b.base_offset, CELL_CHARS), self.single_label(ct.partition, b)),
                self.palette.background,
            ),
            Some(Slot::Batch(b)) => (
                format!("{}\n×{}", short_count(b.base_offset, CELL_CHARS), short_count(b.count, CELL_CHARS - 1)),
                self.palette.background,
            ),
            Some(Slot::Gap { from, until }) => {
                (format!("…\n+{}", short_count(until - from, CELL_CHARS - 1)), self.palette.text_dim)
            }
            // Offsets the cleaner emptied, and how many.
            Some(Slot::Compacted { from, until }) => {
                (format!("{}\n{}", t!("view-cell-gap"), short_count(until - from, CELL_CHARS)), self.palette.text_dim)
            }
            None if ct.slot == slots.len() => (t!("view-cell-next"), self.palette.next_cell),
            None => (String::new(), self.palette.text),
        };
        set_text(text, s);
        if colour.0 != c {
            colour.0 = c;
        }
    }

    /// Over a lane: its log start at the old edge, its high watermark and
    /// log end at the new.
    fn ruler(&self, r: Ruler, text: Mut<Text2d>) {
        let (p, start) = match r {
            Ruler::Start(p) => (p, true),
            Ruler::End(p) => (p, false),
        };
        let Some((left, right)) = self.rulers.get(p as usize).and_then(Option::as_ref) else { return };
        set_text(text, if start { left } else { right }.clone());
    }

    /// The two texts over lane `p`, fitted to the lane's width (in
    /// [`MONO_ADVANCE`]s): the log start and the replicas in
    /// words at the old edge, the high watermark and log end at the new.
    /// Where both do not fit, the followers' names go first (the Inspector
    /// lists them), then the long words for the offsets, then the end of
    /// the replicas' words.
    fn ruler_texts(&self, p: u32) -> Option<(String, String)> {
        let part = self.topic.partition(p).ok()?;
        let (hw, end) = (part.high_watermark(), part.log_end());
        let start = t!("view-ruler-log-start", offset = part.log_start().to_string());
        let (lead, follow, trouble) = self.replica_words(p);
        // The last stable offset, while an open transaction holds it below
        // the high watermark (docs/RULES.md#transactions).
        let lso = part.last_stable_offset();
        let stable = if lso < hw { format!("LSO {lso} · ") } else { String::new() };
        let (hw_text, end_text) = (hw.to_string(), end.to_string());
        let long = if hw == end {
            stable.clone() + &t!("view-ruler-long-at-end", end = end_text.as_str())
        } else {
            stable.clone() + &t!("view-ruler-long", hw = hw_text.as_str(), end = end_text.as_str())
        };
        let short = if hw == end {
            stable + &t!("view-ruler-short-at-end", end = end_text.as_str())
        } else {
            stable + &t!("view-ruler-short", hw = hw_text, end = end_text)
        };
        let fits = ((self.layout.lane_right - self.layout.lane_left) / MONO_ADVANCE) as usize;
        // The offsets abbreviated (1.22M) when nothing else fits.
        let n = |v: u64| short_count(v, 6);
        let tiny = if hw == end {
            t!("view-ruler-short-at-end", end = n(end))
        } else {
            t!("view-ruler-short", hw = n(hw), end = n(end))
        };
        let tiny_start = t!("view-ruler-log-start", offset = n(part.log_start()));
        let tries = [
            (format!("{start}{lead}{follow}{trouble}"), long.clone()),
            (format!("{start}{lead}{trouble}"), long),
            (format!("{start}{lead}{trouble}"), short),
            (format!("{tiny_start}{lead}{trouble}"), tiny.clone()),
        ];
        for (left, right) in &tries {
            if left.chars().count() + right.chars().count() + 2 <= fits {
                return Some((left.clone(), right.clone()));
            }
        }
        let room = fits.saturating_sub(tiny.chars().count() + 3);
        let left: String = tries[3].0.chars().take(room).chain(std::iter::once('…')).collect();
        Some((left, tiny))
    }

    /// A lane's replicas in words, after its log start, in three parts: its
    /// leader (`· b1 leads`, or `· no leader`), its followers (`· b2 b0
    /// follow`), and what is wrong: which are down (and of those, which may
    /// lead once back), and which are up but out of the ISR: eligible to
    /// lead (ELR), catching up, or out of sync. Nothing with one replica.
    fn replica_words(&self, p: u32) -> (String, String, String) {
        let none = (String::new(), String::new(), String::new());
        let Some(r) = self.replicas.get(p as usize).copied().flatten() else { return none };
        if r.set.replicas().len() < 2 {
            return none;
        }
        // The tick's partition state decides, as for the lane's banner and
        // the card's count: in the frame an election ends the three agree.
        let leader = if self.offline(p) { None } else { r.leader_now(self.now, self.stream_down) };
        let followers: Vec<String> =
            r.set.replicas().iter().filter(|x| Some(x.broker) != leader).map(|x| format!("b{}", x.broker)).collect();
        let names = |down: bool| -> Vec<String> {
            r.set
                .replicas()
                .iter()
                .filter(|x| x.down == down && (down || !r.set.isr().contains(&x.broker)))
                .map(|x| format!("b{}", x.broker))
                .collect()
        };
        let (down, out) = (names(true), names(false));
        let (lead, follow) = match leader {
            Some(b) => {
                let (count, brokers) = (followers.len(), followers.join(" "));
                let leads = t!("view-replica-leads", broker = format!("b{b}"));
                (format!(" · {leads}"), format!(" · {}", t!("view-replica-follow", brokers = brokers, count = count)))
            }
            None => (format!(" · {}", t!("view-replica-no-leader")), String::new()),
        };
        let eligible = |b: &str| r.set.elr().iter().any(|x| format!("b{x}") == b);
        let mut trouble = String::new();
        if !down.is_empty() {
            trouble += &format!(" · {}", t!("view-replica-down", brokers = down.join(" "), count = down.len()));
            let waiting: Vec<&str> = down.iter().filter(|b| eligible(b)).map(String::as_str).collect();
            if !waiting.is_empty() {
                let eligible = t!("view-replica-eligible", brokers = waiting.join(" "), count = waiting.len());
                trouble += &format!(" ({eligible})");
            }
        }
        let end = r.set.leader_log_end().unwrap_or(0);
        let behind = |b: &str| r.set.replicas().iter().any(|x| format!("b{}", x.broker) == b && x.log_end < end);
        let (elr, rest): (Vec<String>, Vec<String>) = out.into_iter().partition(|b| eligible(b));
        let (catching, stale): (Vec<String>, Vec<String>) = rest.into_iter().partition(|b| behind(b));
        for (names, what) in [(elr, Behind::Eligible), (catching, Behind::CatchingUp), (stale, Behind::OutOfSync)] {
            if !names.is_empty() {
                let (count, brokers) = (names.len(), names.join(" "));
                let words = match what {
                    Behind::Eligible => t!("view-replica-eligible", brokers = brokers, count = count),
                    Behind::CatchingUp => t!("view-replica-catching-up", brokers = brokers, count = count),
                    Behind::OutOfSync => t!("view-replica-out-of-sync", brokers = brokers, count = count),
                };
                trouble += &format!(" · {words}");
            }
        }
        (lead, follow, trouble)
    }

    /// A group's row: the part it has committed, in its colour, and its
    /// marker under the next offset it reads (pointing left, before the
    /// lane, when that offset is older than every cell shown).
    fn group_read(&self, gr: &GroupRead, mut sprite: Mut<Sprite>, gizmos: &mut Gizmos) {
        let Some(slots) = self.visible.get(gr.partition as usize) else { return };
        let Some(name) = self.group_names.get(gr.group) else { return };
        // A share group's bar ends at its share-partition's start offset
        // (every record below it is done). Rule: docs/RULES.md#share-groups.
        let share = self.log.share_partition(name, &self.stream.topic, gr.partition);
        let pos = match share {
            Some(sp) => sp.start(),
            None => self.log.group(name).ok().and_then(|g| g.committed(&self.stream.topic, gr.partition)).unwrap_or(0),
        };
        let x = offset_x(slots, &self.cells, pos);
        sprite.custom_size = Some(Vec2::new((x - self.layout.lane_left).max(0.0), 7.0));
        let gy = self.layout.group_y[gr.partition as usize][gr.group];
        let own = self.group_colour(gr.group);
        if sprite.color != own {
            sprite.color = own;
        }
        let colour = own.lighter(0.15);
        let older = slots.first().is_some_and(|s| pos < s.range().0);
        if older {
            let tip = self.origin + Vec2::new(self.layout.lane_left - 14.0, gy);
            gizmos.linestrip_2d([tip, tip + Vec2::new(9.0, 5.0), tip + Vec2::new(9.0, -5.0), tip], colour);
        } else {
            let tip = self.origin + Vec2::new(x, gy + 4.0);
            gizmos.linestrip_2d([tip, tip + Vec2::new(-5.0, -9.0), tip + Vec2::new(5.0, -9.0), tip], colour);
        }
        if let Some(sp) = share {
            self.in_flight(sp, slots, gy, colour, gizmos);
        }
    }

    /// A share-partition's records in flight, on the group's row: a thin
    /// line from its start offset to its end offset (closed by a bar at
    /// the end), doubled where records are acquired (locked to a member).
    /// Rule: docs/RULES.md#share-groups.
    fn in_flight(
        &self,
        sp: &crate::log::share::SharePartition,
        slots: &[Slot],
        gy: f32,
        colour: Color,
        gizmos: &mut Gizmos,
    ) {
        if sp.end() <= sp.start() {
            return;
        }
        let at = |o: u64| self.origin + Vec2::new(offset_x(slots, &self.cells, o), gy);
        let (a, b) = (at(sp.start()), at(sp.end()));
        gizmos.line_2d(a, b, colour);
        gizmos.line_2d(b + Vec2::new(0.0, -5.0), b + Vec2::new(0.0, 5.0), colour);
        for r in sp.in_flight() {
            if matches!(r.state, crate::log::share::Delivery::Acquired { .. }) {
                let (from, until) = (at(r.from), at(r.until));
                for dy in [-2.0, 2.0] {
                    gizmos.line_2d(from + Vec2::new(0.0, dy), until + Vec2::new(0.0, dy), colour);
                }
            }
        }
    }

    fn group_name(&self, gn: &GroupName, text: Mut<Text2d>, mut colour: Mut<TextColor>) {
        if let Some(name) = self.group_names.get(gn.group)
            && gn.partition < MAX_LANES
        {
            let lag = self.lag_words(gn.partition, gn.group);
            set_text(text, fit_name(name, &lag, self.side_chars()));
        }
        let want = self.group_colour(gn.group);
        if colour.0 != want {
            colour.0 = want;
        }
    }

    /// The colour of the stream's n-th group.
    fn group_colour(&self, n: usize) -> Color {
        self.group_colours.get(n).copied().unwrap_or(self.palette.text_dim)
    }

    /// A group's lag on a partition: records and time, in the group's
    /// colour, in danger's warning colour past the catalog's line.
    fn group_lag(&self, gl: &GroupLagText, text: Mut<Text2d>, mut colour: Mut<TextColor>) {
        let Some(name) = self.group_names.get(gl.group) else { return };
        let lag = self.log.lag(name, &self.stream.topic, gl.partition);
        set_text(text, self.lag_words(gl.partition, gl.group));
        let want = if lag.is_none() {
            // No committed offset (a `none` group that never read here).
            self.palette.danger.loss
        } else if lag.unwrap_or(0) > self.catalog.sim.lag_warning_records || self.waits_at_lso(gl.partition, gl.group) {
            self.palette.danger.warning
        } else {
            self.group_colour(gl.group)
        };
        if colour.0 != want {
            colour.0 = want;
        }
    }

    /// Characters the room right of a lane holds (a group's name and its
    /// lag, two apart).
    fn side_chars(&self) -> usize {
        ((super::board::LANE_RIGHT_PAD - 20.0) / UI_ADVANCE) as usize
    }

    /// Whether group `group` has read all it may on partition `p` but
    /// waits at a last stable offset an open transaction holds below the
    /// high watermark (a `read_committed` group: its lag, counted to that
    /// offset, is 0 while it falls behind). Rule: docs/RULES.md#transactions.
    fn waits_at_lso(&self, p: u32, group: usize) -> bool {
        let Some(name) = self.group_names.get(group) else { return false };
        let held = self.topic.partition(p).is_ok_and(|part| part.last_stable_offset() < part.high_watermark());
        held && self.log.group(name).is_ok_and(|g| g.isolation() == crate::log::Isolation::ReadCommitted)
            && self.log.lag(name, &self.stream.topic, p) == Some(0)
    }

    /// A group's lag on partition `p` in words, as short as the room right
    /// of the lane needs: `1.04M · 3 min`, `1.04M` when its name and the
    /// time do not both fit, `caught up`, or `at LSO · 20 s` for a group
    /// an open transaction holds, or `no offset` where the group has no
    /// committed offset (Kafka's `-`; docs/RULES.md#auto-offset-reset), or
    /// `not known yet` on a partition added since the group's last
    /// rebalance or metadata refresh (docs/RULES.md#partition-expansion).
    fn lag_words(&self, p: u32, group: usize) -> String {
        let Some(name) = self.group_names.get(group) else { return String::new() };
        if self.stream.groups.get(name.as_str()).is_some_and(|f| p as usize >= f.partitions().len()) {
            return t!("view-lag-not-known");
        }
        let Some(lag) = self.log.lag(name, &self.stream.topic, p) else { return t!("view-lag-no-offset") };
        if self.waits_at_lso(p, group) {
            let behind = self.log.time_lag(name, &self.stream.topic, p, self.now).unwrap_or(0.0);
            return t!("view-lag-at-lso", behind = crate::sim::shown_span(behind));
        }
        if lag == 0 {
            return t!("view-lag-caught-up");
        }
        if let Some(sp) = self.log.share_partition(name, &self.stream.topic, p) {
            // A share group: what is not acknowledged, and of it what is
            // locked to its members now.
            let full = t!("view-lag-locked", lag = short_count(lag, 5), locked = short_count(sp.acquired(), 5));
            let fits = name.chars().count().min(6) + full.chars().count() + 2 <= self.side_chars();
            return if fits { full } else { short_count(lag, 5) };
        }
        let behind = self.log.time_lag(name, &self.stream.topic, p, self.now).unwrap_or(0.0);
        let full = format!("{} · {}", short_count(lag, 5), crate::sim::shown_span(behind));
        if name.chars().count().min(6) + full.chars().count() + 2 <= self.side_chars() {
            full
        } else {
            short_count(lag, 5)
        }
    }

    /// Whether partition `p` has no leader (writes refused, nobody reads).
    fn offline(&self, p: u32) -> bool {
        self.stream.partition_state(p).is_offline()
    }

    /// A lane's background; a hot partition (far more traffic than the
    /// others, by the catalog's rule) glows in danger's warning colour; an
    /// offline one is hatched in its loss colour.
    fn background(&self, bg: &LaneBg, mut sprite: Mut<Sprite>, gizmos: &mut Gizmos) {
        let rates = self.stream.partitions();
        let mean = rates.iter().map(|sp| sp.rate.per_second).sum::<f64>() / rates.len().max(1) as f64;
        let rate = rates.get(bg.partition as usize).map(|sp| sp.rate.per_second).unwrap_or(0.0);
        let rules = &self.catalog.sim;
        let hot =
            rates.len() > 1 && rate > rules.hot_partition_factor * mean && rate > rules.hot_partition_min_per_second;
        let want = if hot { self.palette.hot_lane } else { self.palette.lane };
        if sprite.color != want {
            sprite.color = want;
        }
        let layout = &self.layout;
        let y = layout.lane_y[bg.partition as usize];
        let centre = self.origin + Vec2::new((layout.lane_left + layout.lane_right) / 2.0, y);
        // Tight around the cells: the ruler's labels above stay clear.
        let size = Vec2::new(layout.lane_right - layout.lane_left + 8.0, CELL_H + 2.0);
        if hot {
            gizmos.rect_2d(centre, size, self.palette.danger.warning);
        }
        if self.offline(bg.partition) {
            let c = self.palette.danger.loss;
            gizmos.rect_2d(centre, size, c);
            let (x0, x1, h) = (centre.x - size.x / 2.0, centre.x + size.x / 2.0, size.y);
            let mut x = x0;
            while x < x1 {
                let top = (x + h).min(x1);
                gizmos.line_2d(
                    Vec2::new(x, centre.y - h / 2.0),
                    Vec2::new(top, centre.y - h / 2.0 + (top - x)),
                    c.with_alpha(0.7),
                );
                x += 14.0;
            }
        }
    }

    /// The dashed "next record" cell of each lane.
    fn next_cells(&self, gizmos: &mut Gizmos) {
        for (p, &y) in self.layout.lane_y.iter().enumerate() {
            let slot = self.visible[p].len();
            let cx = self.origin.x + self.cells.slot_x(slot);
            let cy = self.origin.y + y;
            let (hw, hh) = ((self.cells.cell_w - 4.0) / 2.0, CELL_H / 2.0);
            let corners = [
                Vec2::new(cx - hw, cy - hh),
                Vec2::new(cx + hw, cy - hh),
                Vec2::new(cx + hw, cy + hh),
                Vec2::new(cx - hw, cy + hh),
            ];
            for i in 0..4 {
                dashed_line(gizmos, corners[i], corners[(i + 1) % 4], self.palette.next_cell);
            }
        }
    }

    /// A tick at each lane's high watermark: what the groups may read up
    /// to; and while a transaction is open there, a warning-coloured tick
    /// at its last stable offset: what `read_committed` groups may read up
    /// to (docs/RULES.md#transactions).
    fn watermarks(&self, gizmos: &mut Gizmos) {
        for (p, &y) in self.layout.lane_y.iter().enumerate() {
            let Ok(part) = self.topic.partition(p as u32) else { continue };
            let cy = self.origin.y + y;
            let tick = |gizmos: &mut Gizmos, offset: Offset, reach: f32, colour: Color| {
                let x = self.origin.x + offset_x(&self.visible[p], &self.cells, offset);
                gizmos.line_2d(
                    Vec2::new(x, cy - CELL_H / 2.0 - reach),
                    Vec2::new(x, cy + CELL_H / 2.0 + reach),
                    colour,
                );
            };
            tick(gizmos, part.high_watermark(), 3.0, self.palette.text);
            let lso = part.last_stable_offset();
            if lso < part.high_watermark() {
                tick(gizmos, lso, 6.0, self.palette.danger.warning);
            }
        }
    }

    /// When retention has removed records from a lane, its old cell falls
    /// away (unless the player asked for less motion).
    fn fall_away(
        &self,
        card: Entity,
        starts: &mut BTreeMap<(Entity, u32), Offset>,
        still: bool,
        commands: &mut Commands,
    ) {
        for (p, &y) in self.layout.lane_y.iter().enumerate() {
            let Ok(part) = self.topic.partition(p as u32) else { continue };
            let start = part.log_start();
            let before = starts.insert((card, p as u32), start);
            if still || before.is_none_or(|b| b >= start) {
                continue;
            }
            commands.entity(card).with_child((
                Falling { left: FALL_SECONDS },
                Sprite::from_color(self.palette.ages[3], Vec2::new(self.cells.cell_w - 4.0, CELL_H)),
                Transform::from_xyz(self.cells.slot_x(0), y, 0.25),
            ));
        }
    }
}

/// Moves the falling cells down and fades them; gone after [`FALL_SECONDS`].
fn fall(
    time: Res<Time>,
    mut commands: Commands,
    mut falling: Query<(Entity, &mut Falling, &mut Transform, &mut Sprite)>,
) {
    let dt = time.delta_secs();
    for (e, mut f, mut tf, mut sprite) in &mut falling {
        f.left -= dt;
        if f.left <= 0.0 {
            commands.entity(e).despawn();
            continue;
        }
        tf.translation.y -= dt * 40.0;
        tf.rotation = Quat::from_rotation_z((1.0 - f.left / FALL_SECONDS) * 0.5);
        let a = f.left / FALL_SECONDS;
        sprite.color = sprite.color.with_alpha(a);
    }
}

fn dashed_line(gizmos: &mut Gizmos, a: Vec2, b: Vec2, color: Color) {
    let len = a.distance(b);
    let dir = (b - a) / len.max(1e-3);
    let mut t = 0.0;
    while t < len {
        let end = (t + 4.0).min(len);
        gizmos.line_2d(a + dir * t, a + dir * end, color);
        t += 7.0;
    }
}

/// A count in at most `width` characters (`width` ≥ 4): whole while it
/// fits, then in thousands (`123k`), millions (`1.22M`, `12.2M`, `122M`)
/// or billions, rounded down so that it never reads more than it is.
pub fn short_count(n: u64, width: usize) -> String {
    let whole = n.to_string();
    if whole.len() <= width {
        return whole;
    }
    for (unit, size) in [("k", 1e3), ("M", 1e6), ("B", 1e9), ("T", 1e12)] {
        let v = n as f64 / size;
        for decimals in [2usize, 1, 0] {
            let scale = 10f64.powi(decimals as i32);
            let s = format!("{:.*}{unit}", decimals, (v * scale).floor() / scale);
            if s.len() <= width && (1.0..1000.0).contains(&v) {
                return crate::locale::figures(crate::locale::current()).marked(&s);
            }
        }
    }
    whole
}

/// A group's name where the room right of a lane holds `room` characters
/// and its lag takes `lag`'s: whole when both fit two apart, else cut with
/// an ellipsis (its Inspector and the lane's tooltip say it whole).
fn fit_name(name: &str, lag: &str, room: usize) -> String {
    let left = room.saturating_sub(lag.chars().count() + 2);
    if name.chars().count() <= left {
        return name.to_string();
    }
    name.chars().take(left.saturating_sub(1).max(1)).chain(std::iter::once('…')).collect()
}

/// How a replica out of the ISR stands, in a lane's words.
#[derive(Clone, Copy)]
enum Behind {
    /// Eligible to lead (ELR).
    Eligible,
    /// Behind the leader's log end.
    CatchingUp,
    /// Up with the log end, but out of the ISR.
    OutOfSync,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_count_fits_its_width_and_never_reads_more_than_it_is() {
        assert_eq!(short_count(99_999, 5), "99999");
        assert_eq!(short_count(123_456, 5), "123k");
        assert_eq!(short_count(1_219_978, 5), "1.21M");
        assert_eq!(short_count(12_199_780, 5), "12.1M");
        assert_eq!(short_count(999_999, 5), "999k");
        assert_eq!(short_count(1_219_978, 4), "1.2M");
        assert_eq!(short_count(40_162, 4), "40k");
        for n in [0, 9, 10_000, 999_999, 1_000_000, 54_321_987, 7_000_000_000, 999_999_999_999_999] {
            for w in 4..=7 {
                assert!(short_count(n, w).chars().count() <= w, "{n} in {w}: {}", short_count(n, w));
            }
        }
        assert_eq!(fit_name("analytics", "1.04M · 3 min", 21), "analy…");
        assert_eq!(fit_name("billing", "caught up", 21), "billing");
    }

    #[test]
    fn a_key_tail_never_reads_as_a_negative_number() {
        assert_eq!(key_tail("customer-4662"), "…4662");
        assert_eq!(key_tail("customer-42"), "…42");
        assert_eq!(key_tail("order-662"), "…662");
        assert_eq!(key_tail("k-7"), "k-7");
        assert_eq!(key_tail("abcdefghij"), "…ghij");
        // It fits a cell: at most five characters with the ellipsis.
        assert_eq!(key_tail("order-30462"), "…0462");
    }

    #[test]
    fn a_long_lane_keeps_its_oldest_batch_at_the_old_edge() {
        let mut p = Partition::default();
        for t in 0..40 {
            p.append_record(None, None, t as f64);
        }
        let slots = lane_slots(&p);
        assert_eq!(slots.len(), CELLS - 1);
        assert!(matches!(slots[0], Slot::Batch(b) if b.base_offset == 0));
        assert!(matches!(slots[1], Slot::Gap { from: 1, until } if until == 40 - (CELLS as u64 - 3)));
        let cells = LaneCells::new(0.0, 100.0);
        assert!(offset_x(&slots, &cells, 0) < offset_x(&slots, &cells, 20));
        assert!(offset_x(&slots, &cells, 20) < offset_x(&slots, &cells, 39));
        assert_eq!(offset_x(&slots, &cells, 40), cells.cell_w * slots.len() as f32);
    }

    /// A compacted lane shows its gaps as slots of their own, from the log
    /// start on, and every offset keeps its place.
    #[test]
    fn a_compacted_lane_shows_its_gaps() {
        let mut p = Partition::default();
        for t in 0..4 {
            p.append_batch(100, None, f64::from(t), f64::from(t), 0.0);
        }
        p.advance_high_watermark(p.log_end());
        p.roll();
        p.compact_batches(10.0, crate::log::CompactionConfig::default(), 20.0, 0.0);
        let slots = lane_slots(&p);
        assert!(matches!(slots[0], Slot::Compacted { from: 0, .. }), "{slots:?}");
        assert!(slots.iter().any(|s| matches!(s, Slot::Batch(_))));
        let mut at = 0;
        for s in &slots {
            assert_eq!(s.range().0, at, "the slots cover every offset in order");
            at = s.range().1;
        }
        assert_eq!(at, 400);
    }
}
