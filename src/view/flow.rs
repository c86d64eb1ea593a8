//! Message sprites: one pooled sprite per batch in flight, API → partition
//! lane → Worker, sized by the count it carries. The pool is fixed, so the
//! number on screen is bounded and nothing is spawned or despawned per frame.

use std::collections::BTreeMap;
use std::sync::Arc;

use bevy::prelude::*;

use super::board::{Card, stream_layout};
use super::lanes::{LaneCells, offset_x, visible_batches};
use super::{ViewSet, palette};
use crate::sim::log::Partition;
use crate::sim::{Appended, Consumed, SimLog, Stream};

/// Sprites in the pool: the most messages in flight at once.
pub const POOL_SIZE: usize = 800;
/// Seconds (real time) a sprite takes along its path.
const FLIGHT_SECONDS: f32 = 0.9;

/// A pooled message sprite.
#[derive(Component, Clone, Debug, Default)]
pub struct Flight {
    /// Waypoints, board units.
    path: Vec<Vec2>,
    /// 0 → 1 along the path.
    t: f32,
    /// True while flying.
    pub active: bool,
}

#[derive(Resource, Default)]
struct Pool {
    free: Vec<Entity>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Pool>()
        .add_systems(Startup, spawn_pool)
        .add_systems(Update, (launch, fly).chain().in_set(ViewSet::Update));
}

fn spawn_pool(mut commands: Commands, mut pool: ResMut<Pool>) {
    for i in 0..POOL_SIZE {
        let e = commands
            .spawn((
                Name::new(format!("message sprite {i}")),
                Flight::default(),
                Sprite::from_color(Color::WHITE, Vec2::splat(8.0)),
                Transform::from_xyz(0.0, 0.0, 5.0),
                Visibility::Hidden,
            ))
            .id();
        pool.free.push(e);
    }
}

/// Size of a sprite carrying `count` messages, board units.
fn sprite_size(count: u64) -> f32 {
    (7.0 + 2.4 * ((count as f32) + 1.0).log2()).min(30.0)
}

fn launch(
    mut appended: MessageReader<Appended>,
    mut consumed: MessageReader<Consumed>,
    cards: Query<(&Card, &Transform), Without<Flight>>,
    streams: Query<&Stream>,
    workers: Query<&crate::sim::Worker>,
    log: Res<SimLog>,
    mut pool: ResMut<Pool>,
    mut flights: Query<(&mut Flight, &mut Sprite, &mut Transform, &mut Visibility)>,
) {
    // Gather this frame's traffic per path, so one sprite carries a batch.
    let mut ins: BTreeMap<(Entity, Entity, u32), (u64, Option<Arc<str>>)> = BTreeMap::new();
    for a in appended.read() {
        let e = ins.entry((a.producer, a.stream, a.partition)).or_insert((0, a.key.clone()));
        e.0 += a.count;
        if e.1 != a.key {
            e.1 = None;
        }
    }
    let mut outs: BTreeMap<(Entity, Entity, u32), (u64, u64)> = BTreeMap::new();
    for c in consumed.read() {
        let e = outs.entry((c.stream, c.worker, c.partition)).or_insert((0, c.from));
        e.0 += c.count;
    }
    if ins.is_empty() && outs.is_empty() {
        return;
    }
    let card_of = |node: Entity| cards.iter().find(|(c, _)| c.node == node).map(|(c, t)| (c, t.translation.truncate()));

    let mut start = |path: Vec<Vec2>, color: Color, count: u64, pool: &mut Pool| {
        let Some(e) = pool.free.pop() else { return };
        if let Ok((mut f, mut sprite, mut tf, mut vis)) = flights.get_mut(e) {
            tf.translation = path[0].extend(5.0);
            f.path = path;
            f.t = 0.0;
            f.active = true;
            sprite.color = color;
            sprite.custom_size = Some(Vec2::splat(sprite_size(count)));
            *vis = Visibility::Inherited;
        }
    };

    for ((producer, stream_e, p), (count, key)) in ins {
        let (Some((pc, pa)), Some((sc, sa)), Ok(stream)) =
            (card_of(producer), card_of(stream_e), streams.get(stream_e))
        else {
            continue;
        };
        let Some((ly, cells, part)) = lane_of(sc, stream, &log, p) else { continue };
        let slot = part.map(|part| visible_batches(part).len().saturating_sub(1)).unwrap_or(0);
        let from = pa + Vec2::new(pc.size.x / 2.0, 0.0);
        let entry = sa + Vec2::new(-sc.size.x / 2.0, ly);
        let to = sa + Vec2::new(cells.slot_x(slot), ly);
        start(vec![from, entry, to], palette::key(key.as_deref()), count, &mut pool);
    }
    for ((stream_e, worker_e, p), (count, from_offset)) in outs {
        let (Some((sc, sa)), Some((wc, wa)), Ok(stream)) =
            (card_of(stream_e), card_of(worker_e), streams.get(stream_e))
        else {
            continue;
        };
        let Some((ly, cells, part)) = lane_of(sc, stream, &log, p) else { continue };
        let x = part.map(|part| offset_x(&visible_batches(part), &cells, from_offset)).unwrap_or(cells.left);
        let group_index =
            workers.get(worker_e).ok().and_then(|w| stream.groups.keys().position(|g| *g == w.group)).unwrap_or(0);
        let from = sa + Vec2::new(x, ly);
        let exit = sa + Vec2::new(sc.size.x / 2.0, ly);
        let to = wa + Vec2::new(-wc.size.x / 2.0, 0.0);
        start(vec![from, exit, to], palette::group(group_index), count, &mut pool);
    }
}

/// Where partition `p` of a stream card is drawn: its lane's y, its cells,
/// and the partition itself (the last lane stands for undrawn partitions).
fn lane_of<'a>(
    card: &Card,
    stream: &Stream,
    log: &'a SimLog,
    p: u32,
) -> Option<(f32, LaneCells, Option<&'a Partition>)> {
    let layout = stream_layout(card.partitions, stream.groups.len());
    let lane = (p as usize).min(layout.lane_y.len().saturating_sub(1));
    let ly = *layout.lane_y.get(lane)?;
    let part = log.topic(&stream.topic).ok().and_then(|t| t.partition(p).ok());
    Some((ly, LaneCells::new(layout.lane_left, layout.lane_right), part))
}

fn fly(
    time: Res<Time>,
    mut pool: ResMut<Pool>,
    mut flights: Query<(Entity, &mut Flight, &mut Transform, &mut Visibility)>,
) {
    let dt = time.delta_secs();
    for (e, mut f, mut tf, mut vis) in &mut flights {
        if !f.active {
            continue;
        }
        f.t += dt / FLIGHT_SECONDS;
        if f.t >= 1.0 || f.path.len() < 2 {
            f.active = false;
            *vis = Visibility::Hidden;
            pool.free.push(e);
            continue;
        }
        tf.translation = point_along(&f.path, f.t).extend(5.0);
    }
}

/// The point a fraction `t` (0..1) of the way along a polyline.
fn point_along(path: &[Vec2], t: f32) -> Vec2 {
    let total: f32 = path.windows(2).map(|w| w[0].distance(w[1])).sum();
    let mut left = total * t.clamp(0.0, 1.0);
    for w in path.windows(2) {
        let d = w[0].distance(w[1]);
        if left <= d {
            return w[0].lerp(w[1], if d > 0.0 { left / d } else { 1.0 });
        }
        left -= d;
    }
    *path.last().unwrap_or(&Vec2::ZERO)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn point_along_walks_the_polyline() {
        let path = [Vec2::ZERO, Vec2::new(10.0, 0.0), Vec2::new(10.0, 10.0)];
        assert_eq!(point_along(&path, 0.0), Vec2::ZERO);
        assert_eq!(point_along(&path, 0.5), Vec2::new(10.0, 0.0));
        assert_eq!(point_along(&path, 0.75), Vec2::new(10.0, 5.0));
        assert_eq!(point_along(&path, 1.0), Vec2::new(10.0, 10.0));
    }

    #[test]
    fn sprite_size_grows_with_the_count_and_is_bounded() {
        assert!(sprite_size(1) < sprite_size(100));
        assert!(sprite_size(u64::MAX) <= 30.0);
    }
}
