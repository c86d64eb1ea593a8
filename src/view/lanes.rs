//! Partition lanes inside an Event Stream card, drawn as the teaching text
//! draws them (DESIGN.md §6): a row per partition, a cell per record (or
//! per batch at high rates) with its offset and the tail of its key, a
//! dashed cell where the next record goes; under each partition a row per
//! group, the read part coloured and a marker at its position.

use bevy::prelude::*;
use bevy::sprite::Anchor;

use super::ViewSet;
use super::board::{Card, MAX_LANES, StreamLayout, stream_layout};
use super::palette::Palette;
use crate::log::{Batch, Partition, Topic};
use crate::rules::catalog::Catalog;
use crate::sim::{SimLog, Stream};

/// Cells per lane, the dashed one included.
pub(super) const CELLS: usize = 10;

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

#[derive(Component)]
struct GroupRead {
    partition: u32,
    group: usize,
}

#[derive(Component)]
struct GroupLagText {
    partition: u32,
    group: usize,
}

#[derive(Component)]
struct MoreLanesText;

/// A lane's background: it glows when its partition is hot.
#[derive(Component)]
struct LaneBg {
    partition: u32,
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, (spawn_lanes, update_lanes).chain().in_set(ViewSet::Update));
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

/// The newest batches of a partition that fit in a lane (oldest first); the
/// slot after the last is the dashed "next" cell.
pub(super) fn visible_batches(part: &Partition) -> Vec<&Batch> {
    let mut v: Vec<&Batch> = part.batches().rev().take(CELLS - 1).collect();
    v.reverse();
    v
}

/// The x of an offset along a lane (a group's position), relative to the card.
pub(super) fn offset_x(batches: &[&Batch], cells: &LaneCells, offset: u64) -> f32 {
    let Some(first) = batches.first() else { return cells.left };
    if offset <= first.base_offset {
        return cells.left;
    }
    for (i, b) in batches.iter().enumerate() {
        if offset < b.end_offset() {
            let frac = (offset - b.base_offset) as f32 / b.count.max(1) as f32;
            return cells.left + cells.cell_w * (i as f32 + frac);
        }
    }
    cells.left + cells.cell_w * batches.len() as f32
}

fn spawn_lanes(
    palette: Res<Palette>,
    mut commands: Commands,
    cards: Query<(Entity, &Card), Added<Card>>,
    streams: Query<&Stream>,
) {
    for (card_entity, card) in &cards {
        let Ok(stream) = streams.get(card.node) else { continue };
        let groups = stream.groups.len();
        let layout = stream_layout(card.partitions, groups);
        let cells = LaneCells::new(layout.lane_left, layout.lane_right);
        commands.entity(card_entity).with_children(|c| {
            for (p, &y) in layout.lane_y.iter().enumerate() {
                let p = p as u32;
                let lane_w = layout.lane_right - layout.lane_left;
                c.spawn((
                    LaneBg { partition: p },
                    Sprite::from_color(palette.lane, Vec2::new(lane_w, 26.0)),
                    Transform::from_xyz(layout.lane_left + lane_w / 2.0, y, 0.15),
                ));
                c.spawn((
                    Text2d::new(format!("p{p}")),
                    TextFont { font_size: FontSize::Px(13.0), ..default() },
                    TextColor(palette.text_dim),
                    Anchor::CENTER_LEFT,
                    Transform::from_xyz(-layout.size.x / 2.0 + 10.0, y, 0.3),
                ));
                for slot in 0..CELLS {
                    c.spawn((
                        LaneCell { partition: p, slot },
                        Sprite::from_color(palette.cell, Vec2::new(cells.cell_w - 4.0, 24.0)),
                        Transform::from_xyz(cells.slot_x(slot), y, 0.2),
                        Visibility::Hidden,
                    ));
                    c.spawn((
                        CellText { partition: p, slot },
                        Text2d::new(""),
                        TextFont { font_size: FontSize::Px(10.0), ..default() },
                        TextColor(palette.text),
                        TextLayout::justify(Justify::Center),
                        Transform::from_xyz(cells.slot_x(slot), y, 0.3),
                    ));
                }
                for (g, &gy) in layout.group_y[p as usize].iter().enumerate() {
                    c.spawn((
                        Sprite::from_color(palette.track, Vec2::new(lane_w, 9.0)),
                        Transform::from_xyz(layout.lane_left + lane_w / 2.0, gy, 0.15),
                    ));
                    c.spawn((
                        GroupRead { partition: p, group: g },
                        Sprite::from_color(palette.group(g), Vec2::new(0.0, 9.0)),
                        Anchor::CENTER_LEFT,
                        Transform::from_xyz(layout.lane_left, gy, 0.2),
                    ));
                    c.spawn((
                        GroupLagText { partition: p, group: g },
                        Text2d::new(""),
                        TextFont { font_size: FontSize::Px(11.0), ..default() },
                        TextColor(palette.group(g)),
                        Anchor::CENTER_LEFT,
                        Transform::from_xyz(layout.lane_right + 8.0, gy, 0.3),
                    ));
                }
            }
            if card.partitions > MAX_LANES {
                c.spawn((
                    MoreLanesText,
                    Text2d::new(""),
                    TextFont { font_size: FontSize::Px(12.0), ..default() },
                    TextColor(palette.text_dim),
                    Anchor::CENTER_LEFT,
                    Transform::from_xyz(-layout.size.x / 2.0 + 10.0, -layout.size.y / 2.0 + 16.0, 0.3),
                ));
            }
        });
    }
}

/// Last characters of a key, for a cell.
fn key_tail(key: &str) -> String {
    let chars: Vec<char> = key.chars().collect();
    if chars.len() <= 5 {
        key.to_string()
    } else {
        format!("..{}", chars[chars.len() - 4..].iter().collect::<String>())
    }
}

/// One stream card's lanes this frame: what every lane element reads.
struct Lanes<'a> {
    palette: &'a Palette,
    catalog: &'a Catalog,
    log: &'a SimLog,
    stream: &'a Stream,
    topic: &'a Topic,
    layout: StreamLayout,
    cells: LaneCells,
    /// The card's centre, board units.
    origin: Vec2,
    group_names: Vec<&'a String>,
    /// The batches shown in each lane.
    visible: Vec<Vec<&'a Batch>>,
}

/// The lane elements of one card, by kind.
type LaneQueries<'w, 's> = (
    Query<
        'w,
        's,
        (&'static LaneCell, &'static mut Sprite, &'static mut Visibility),
        (Without<GroupRead>, Without<CellText>),
    >,
    Query<'w, 's, (&'static CellText, &'static mut Text2d), (Without<GroupLagText>, Without<MoreLanesText>)>,
    Query<'w, 's, (&'static GroupRead, &'static mut Sprite), Without<LaneCell>>,
    Query<
        'w,
        's,
        (&'static GroupLagText, &'static mut Text2d, &'static mut TextColor),
        (Without<CellText>, Without<MoreLanesText>),
    >,
    Query<'w, 's, &'static mut Text2d, (With<MoreLanesText>, Without<CellText>, Without<GroupLagText>)>,
    Query<'w, 's, (&'static LaneBg, &'static mut Sprite), (Without<LaneCell>, Without<GroupRead>)>,
);

fn update_lanes(
    palette: Res<Palette>,
    catalog: Res<Catalog>,
    cards: Query<(&Card, &Transform, &Children)>,
    streams: Query<&Stream>,
    log: Res<SimLog>,
    mut q: LaneQueries,
    mut gizmos: Gizmos,
) {
    for (card, transform, children) in &cards {
        let Ok(stream) = streams.get(card.node) else { continue };
        let Ok(topic) = log.topic(&stream.topic) else { continue };
        let layout = stream_layout(card.partitions, stream.groups.len());
        let lanes = Lanes {
            palette: &palette,
            catalog: &catalog,
            log: &log,
            stream,
            topic,
            cells: LaneCells::new(layout.lane_left, layout.lane_right),
            origin: transform.translation.truncate(),
            group_names: stream.groups.keys().collect(),
            visible: (0..layout.lane_y.len() as u32)
                .map(|p| topic.partition(p).map(visible_batches).unwrap_or_default())
                .collect(),
            layout,
        };
        for child in children.iter() {
            if let Ok((cell, sprite, vis)) = q.0.get_mut(child) {
                lanes.cell(cell, sprite, vis);
            } else if let Ok((ct, text)) = q.1.get_mut(child) {
                lanes.cell_text(ct, text);
            } else if let Ok((gr, sprite)) = q.2.get_mut(child) {
                lanes.group_read(gr, sprite, &mut gizmos);
            } else if let Ok((gl, text, color)) = q.3.get_mut(child) {
                lanes.group_lag(gl, text, color);
            } else if let Ok((bg, sprite)) = q.5.get_mut(child) {
                lanes.background(bg, sprite, &mut gizmos);
            } else if let Ok(text) = q.4.get_mut(child) {
                let hidden = topic.partition_count().saturating_sub(MAX_LANES);
                set_text(text, format!("+ {hidden} more partitions (see the Inspector)"));
            }
        }
        lanes.next_cells(&mut gizmos);
    }
}

/// Writes a text only when it changed (no needless re-layout).
fn set_text(mut text: Mut<Text2d>, s: String) {
    if text.0 != s {
        text.0 = s;
    }
}

impl Lanes<'_> {
    /// A record cell: shown while a batch sits in its slot, coloured by key.
    fn cell(&self, cell: &LaneCell, mut sprite: Mut<Sprite>, mut vis: Mut<Visibility>) {
        let batch = self.visible.get(cell.partition as usize).and_then(|v| v.get(cell.slot));
        let want = if batch.is_some() { Visibility::Inherited } else { Visibility::Hidden };
        if *vis != want {
            *vis = want;
        }
        if let Some(b) = batch {
            let c = self.palette.key(b.key.as_deref()).darker(0.25);
            if sprite.color != c {
                sprite.color = c;
            }
        }
    }

    /// A cell's label: its offset and key tail (or its count), or `next`.
    fn cell_text(&self, ct: &CellText, text: Mut<Text2d>) {
        let Some(batches) = self.visible.get(ct.partition as usize) else { return };
        let s = match batches.get(ct.slot) {
            Some(b) if b.count == 1 => {
                format!("{}\n{}", b.base_offset, b.key.as_deref().map(key_tail).unwrap_or_else(|| "-".into()))
            }
            Some(b) => format!("{}\nx{}", b.base_offset, b.count),
            None if ct.slot == batches.len() => {
                let end = self.topic.partition(ct.partition).map(|p| p.log_end()).unwrap_or(0);
                format!("{end}\nnext")
            }
            None => String::new(),
        };
        set_text(text, s);
    }

    /// A group's row: the part it has committed, coloured, and its marker.
    fn group_read(&self, gr: &GroupRead, mut sprite: Mut<Sprite>, gizmos: &mut Gizmos) {
        let Some(batches) = self.visible.get(gr.partition as usize) else { return };
        let Some(name) = self.group_names.get(gr.group) else { return };
        let topic = &self.stream.topic;
        let pos = self.log.group(name).ok().and_then(|g| g.committed(topic, gr.partition)).unwrap_or(0);
        let x = offset_x(batches, &self.cells, pos);
        let w = (x - self.layout.lane_left).max(0.0);
        sprite.custom_size = Some(Vec2::new(w, 9.0));
        // The marker: a small triangle under the next offset to read;
        // pointing left, before the lane, when that offset is older
        // than the cells shown.
        let gy = self.layout.group_y[gr.partition as usize][gr.group];
        let colour = self.palette.group(gr.group).lighter(0.2);
        if batches.first().is_some_and(|b| pos < b.base_offset) {
            let tip = self.origin + Vec2::new(self.layout.lane_left - 12.0, gy);
            gizmos.linestrip_2d([tip, tip + Vec2::new(8.0, 5.0), tip + Vec2::new(8.0, -5.0), tip], colour);
        } else {
            let tip = self.origin + Vec2::new(x, gy + 4.5);
            gizmos.linestrip_2d([tip, tip + Vec2::new(-5.0, -9.0), tip + Vec2::new(5.0, -9.0), tip], colour);
        }
    }

    /// A group's lag on a partition, in the warning colour past the catalog's
    /// line; on its first row, what the group lost and its stale results
    /// over every partition (counted per group, not per partition: the label
    /// says so).
    fn group_lag(&self, gl: &GroupLagText, text: Mut<Text2d>, mut color: Mut<TextColor>) {
        let Some(name) = self.group_names.get(gl.group) else { return };
        let lag = self.log.lag(name, &self.stream.topic, gl.partition).unwrap_or(0);
        let flow = self.stream.groups.get(*name);
        let lost = flow.map(|f| f.lost_retention + f.lost_broker).unwrap_or(0);
        let stale = flow.map(|f| f.stale).unwrap_or(0.0);
        let mut s = format!("{name} lag {lag}");
        let marked = gl.partition == 0 && (lost > 0 || stale >= 1.0);
        if marked {
            let mut what = Vec::new();
            if lost > 0 {
                what.push(format!("{lost} lost"));
            }
            if stale >= 1.0 {
                what.push(format!("{stale:.0} stale"));
            }
            s.push_str(&format!(" | group: {}", what.join(", ")));
        }
        set_text(text, s);
        let want = if marked {
            self.palette.badge.lighter(0.1)
        } else if lag > self.catalog.sim.lag_warning_records {
            self.palette.warn
        } else {
            self.palette.group(gl.group)
        };
        if color.0 != want {
            color.0 = want;
        }
    }

    /// A lane's background; a hot partition (far more traffic than the
    /// others, by the catalog's rule) glows.
    fn background(&self, bg: &LaneBg, mut sprite: Mut<Sprite>, gizmos: &mut Gizmos) {
        let rates = &self.stream.partition_rates;
        let mean = rates.iter().map(|g| g.per_second).sum::<f64>() / rates.len().max(1) as f64;
        let rate = rates.get(bg.partition as usize).map(|g| g.per_second).unwrap_or(0.0);
        let rules = &self.catalog.sim;
        let hot =
            rates.len() > 1 && rate > rules.hot_partition_factor * mean && rate > rules.hot_partition_min_per_second;
        let want = if hot { self.palette.hot_lane } else { self.palette.lane };
        if sprite.color != want {
            sprite.color = want;
        }
        if hot {
            // Glow: an outline around the whole lane.
            let layout = &self.layout;
            let y = layout.lane_y[bg.partition as usize];
            let centre = self.origin + Vec2::new((layout.lane_left + layout.lane_right) / 2.0, y);
            let size = Vec2::new(layout.lane_right - layout.lane_left + 10.0, 32.0);
            gizmos.rect_2d(centre, size, self.palette.hot_glow);
            gizmos.rect_2d(centre, size + Vec2::splat(4.0), self.palette.hot_glow.with_alpha(0.5));
        }
    }

    /// The dashed "next record" cell of each lane.
    fn next_cells(&self, gizmos: &mut Gizmos) {
        for (p, &y) in self.layout.lane_y.iter().enumerate() {
            let slot = self.visible[p].len();
            let cx = self.origin.x + self.cells.slot_x(slot);
            let cy = self.origin.y + y;
            let (hw, hh) = ((self.cells.cell_w - 4.0) / 2.0, 12.0);
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
