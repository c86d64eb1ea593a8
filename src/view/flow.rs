//! Message sprites: one pooled sprite per batch in flight along the links,
//! API → the stream's lane for its partition, that lane → the Worker that
//! reads it, sized by the count it carries and eased along its way. A
//! consumed batch wears its group's colour; an appended one the shade of a
//! new record (both its key's colour when the player colours by key). They
//! fly under the cards, so they never cover a label or a number. The pool
//! is fixed, so the number on screen is bounded and nothing is spawned or
//! despawned per frame.
//!
//! At the fast speeds (a sim multiplier of [`BAND_SPEED`] or more) single
//! batches would be a blur: the view draws flow bands instead, one per path,
//! as wide as the path's rate (messages per sim second, on a log scale),
//! from a second fixed pool.

use std::collections::BTreeMap;
use std::sync::Arc;

use bevy::prelude::*;

use super::ViewSet;
use super::board::{Card, stream_layout};
use super::palette::Palette;
use crate::loading::Screen;
use crate::sim::{Appended, Consumed, Stream};

/// Sprites in the pool: the most messages in flight at once (a big board
/// at 8× fills it; the frame benchmark measures it full).
pub const POOL_SIZE: usize = 20_000;
/// Seconds (real time) a sprite takes along its path.
const FLIGHT_SECONDS: f32 = 0.9;
/// Band segments in the pool (two per path).
pub const BAND_POOL: usize = 512;
/// The sim multiplier from which the view draws bands, not sprites.
pub const BAND_SPEED: f64 = 60.0;
/// Depth of the message sprites: over the region backdrops, under their
/// labels and under every card.
const SPRITE_Z: f32 = -0.7;
/// How far into a card a sprite's path starts or ends (under the card).
const TUCK: f32 = 80.0;
/// Depth of the flow bands, just under the sprites.
const BAND_Z: f32 = -0.75;
/// Real seconds over which a band's rate is smoothed.
const BAND_SMOOTHING: f32 = 0.5;

/// A pooled band segment.
#[derive(Component, Clone, Copy, Debug, Default)]
struct BandSegment;

/// The rate on each path (smoothed, messages per sim second) and the band
/// segments drawn for it.
#[derive(Resource, Default)]
struct Bands {
    /// Paths by (from, to, partition): (smoothed rate, waypoints, colour).
    paths: BTreeMap<(Entity, Entity, u32), (f32, Vec<Vec2>, Color)>,
    /// Segment entities, in pool order.
    pool: Vec<Entity>,
}

/// Whether the view draws bands this frame.
#[derive(Resource, Default, PartialEq, Eq, Clone, Copy, Debug)]
pub struct BandMode(pub bool);

/// Width of a band for `rate` messages per sim second, board units.
fn band_width(rate: f32) -> f32 {
    (2.0 + 3.0 * (rate.max(0.0) + 1.0).log10() * 1.5).min(28.0)
}

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
        .init_resource::<Bands>()
        .init_resource::<BandMode>()
        .add_systems(OnEnter(Screen::Playing), (spawn_pool, spawn_bands))
        .add_systems(Update, (band_mode, launch, fly, draw_bands).chain().in_set(ViewSet::Update));
}

/// The message sprites, spawned as the game's screen opens (they go with it).
fn spawn_pool(mut commands: Commands, palette: Res<Palette>, mut pool: ResMut<Pool>) {
    pool.free.clear();
    for i in 0..POOL_SIZE {
        let e = commands
            .spawn((
                Name::new(format!("message sprite {i}")),
                Flight::default(),
                DespawnOnExit(Screen::Playing),
                Sprite::from_color(palette.ages[0], Vec2::splat(8.0)),
                Transform::from_xyz(0.0, 0.0, SPRITE_Z),
                Visibility::Hidden,
            ))
            .id();
        pool.free.push(e);
    }
}

/// The flow band segments, spawned as the game's screen opens.
fn spawn_bands(mut commands: Commands, palette: Res<Palette>, mut bands: ResMut<Bands>) {
    *bands = Bands::default();
    for i in 0..BAND_POOL {
        let e = commands
            .spawn((
                Name::new(format!("flow band {i}")),
                BandSegment,
                DespawnOnExit(Screen::Playing),
                Sprite::from_color(palette.ages[0], Vec2::ONE),
                Transform::from_xyz(0.0, 0.0, BAND_Z),
                Visibility::Hidden,
            ))
            .id();
        bands.pool.push(e);
    }
}

/// Bands at the fast speeds, sprites at the slow ones.
fn band_mode(
    driver: Res<crate::sim::SimDriver>,
    catalog: Res<crate::rules::catalog::Catalog>,
    mut mode: ResMut<BandMode>,
) {
    let fast = match &*driver {
        crate::sim::SimDriver::RealTime { speed, .. } => {
            catalog.sim.speeds.get(*speed).is_some_and(|s| s.multiplier >= BAND_SPEED)
        }
        crate::sim::SimDriver::Manual { .. } => false,
    };
    if mode.0 != fast {
        mode.0 = fast;
    }
}
/// Size of a sprite carrying `count` messages, board units.
fn sprite_size(count: u64) -> f32 {
    (7.0 + 2.4 * ((count as f32) + 1.0).log2()).min(30.0)
}

#[allow(clippy::too_many_arguments)]
fn launch(
    palette: Res<Palette>,
    mode: Res<BandMode>,
    mut bands: ResMut<Bands>,
    clock: Res<crate::sim::SimClock>,
    mut last_now: Local<f64>,
    mut appended: MessageReader<Appended>,
    mut consumed: MessageReader<Consumed>,
    cards: Query<(&Card, &Transform), Without<Flight>>,
    streams: Query<&Stream>,
    workers: Query<&crate::sim::Worker>,
    groups: Res<super::groups::GroupColours>,
    settings: Res<crate::settings::Settings>,
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
    let sim_dt = (clock.now - *last_now).max(0.0) as f32;
    *last_now = clock.now;
    let card_of = |node: Entity| cards.iter().find(|(c, _)| c.node == node).map(|(c, t)| (c, t.translation.truncate()));

    let band_mode = mode.0;
    // Seen this frame, per path: (count, waypoints, colour).
    let mut seen: BTreeMap<(Entity, Entity, u32), (u64, Vec<Vec2>, Color)> = BTreeMap::new();
    let mut start = |path: Vec<Vec2>, color: Color, count: u64, pool: &mut Pool| {
        let Some(e) = pool.free.pop() else { return };
        if let Ok((mut f, mut sprite, mut tf, mut vis)) = flights.get_mut(e) {
            tf.translation = path[0].extend(SPRITE_Z);
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
        let Some(ly) = lane_of(sc, stream, p) else { continue };
        let from = pa + Vec2::new(pc.size.x / 2.0 - TUCK, 0.0);
        // Into the card a little way, under it: the sprite slows down out
        // of sight, not in a pile at the card's edge.
        let entry = sa + Vec2::new(-sc.size.x / 2.0 + TUCK, ly);
        let colour = if settings.colour_by_key { palette.key(key.as_deref()) } else { palette.ages[0] };
        if band_mode {
            seen.insert((producer, stream_e, p), (count, vec![from, entry], colour));
        } else {
            start(vec![from, entry], colour, count, &mut pool);
        }
    }
    for ((stream_e, worker_e, p), (count, _)) in outs {
        let (Some((sc, sa)), Some((wc, wa)), Ok(stream)) =
            (card_of(stream_e), card_of(worker_e), streams.get(stream_e))
        else {
            continue;
        };
        let Some(ly) = lane_of(sc, stream, p) else { continue };
        let group = workers.get(worker_e).map(|w| groups.index(&w.group)).unwrap_or(0);
        let exit = sa + Vec2::new(sc.size.x / 2.0 - TUCK, ly);
        let to = wa + Vec2::new(-wc.size.x / 2.0 + TUCK, 0.0);
        if band_mode {
            seen.insert((stream_e, worker_e, p), (count, vec![exit, to], palette.group(group)));
        } else {
            start(vec![exit, to], palette.group(group), count, &mut pool);
        }
    }
    // Smooth each path's rate toward what this frame carried; paths that
    // went quiet fade out.
    if sim_dt <= 0.0 {
        return;
    }
    let blend = (time_fraction(sim_dt, clock.step as f32)).min(1.0);
    for (key, (rate, path, colour)) in bands.paths.iter_mut() {
        let (count, new_path, new_colour) = seen.remove(key).unwrap_or((0, std::mem::take(path), *colour));
        let now = count as f32 / sim_dt;
        *rate += (now - *rate) * blend;
        *path = new_path;
        *colour = new_colour;
    }
    for (key, (count, path, colour)) in seen {
        bands.paths.insert(key, (count as f32 / sim_dt, path, colour));
    }
    bands.paths.retain(|_, (rate, _, _)| *rate > 0.05);
    if !band_mode {
        bands.paths.clear();
    }
}

/// The share of the way a smoothed rate moves toward this frame's rate.
fn time_fraction(sim_dt: f32, step: f32) -> f32 {
    // Roughly BAND_SMOOTHING real seconds at 60 frames a second; frames
    // carrying fewer ticks count for less.
    let frames = BAND_SMOOTHING * 60.0;
    (sim_dt / step.max(1e-6)).max(1.0) / frames
}

/// Places the band segments: one per leg of each path, as wide as its rate.
fn draw_bands(
    bands: Res<Bands>,
    mode: Res<BandMode>,
    mut segments: Query<(&mut Sprite, &mut Transform, &mut Visibility), With<BandSegment>>,
) {
    let legs: Vec<(Vec2, Vec2, f32, Color)> = bands
        .paths
        .values()
        .flat_map(|(rate, path, colour)| path.windows(2).map(move |w| (w[0], w[1], band_width(*rate), *colour)))
        .collect();
    for (i, &e) in bands.pool.iter().enumerate() {
        let Ok((mut sprite, mut tf, mut vis)) = segments.get_mut(e) else { continue };
        match legs.get(i).filter(|_| mode.0) {
            Some(&(a, b, width, colour)) => {
                let d = b - a;
                tf.translation = ((a + b) / 2.0).extend(BAND_Z);
                tf.rotation = Quat::from_rotation_z(d.y.atan2(d.x));
                sprite.custom_size = Some(Vec2::new(d.length(), width));
                sprite.color = colour.with_alpha(0.75);
                *vis = Visibility::Inherited;
            }
            None => {
                if *vis != Visibility::Hidden {
                    *vis = Visibility::Hidden;
                }
            }
        }
    }
}

/// The y of partition `p`'s lane on a stream card, relative to the card
/// (the last lane stands for partitions past the ones drawn).
fn lane_of(card: &Card, stream: &Stream, p: u32) -> Option<f32> {
    let layout = stream_layout(card.partitions, stream.groups.len());
    let lane = (p as usize).min(layout.lane_y.len().saturating_sub(1));
    layout.lane_y.get(lane).copied()
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
        tf.translation = point_along(&f.path, ease(f.t)).extend(SPRITE_Z);
    }
}

/// Smoothstep: a message sets off gently and slows as it arrives.
fn ease(t: f32) -> f32 {
    let t = t.clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
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
    fn band_width_grows_with_the_rate_and_is_bounded() {
        assert!(band_width(0.0) >= 2.0);
        assert!(band_width(10.0) < band_width(1_000_000.0));
        assert!(band_width(f32::MAX) <= 28.0);
    }

    #[test]
    fn sprite_size_grows_with_the_count_and_is_bounded() {
        assert!(sprite_size(1) < sprite_size(100));
        assert!(sprite_size(u64::MAX) <= 30.0);
    }
}
