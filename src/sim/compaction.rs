//! Log compaction on the board: a stream whose topic's `cleanup.policy` is
//! `compact` (or `compact,delete`) rolls its active segment every
//! `segment_seconds` and its cleaner keeps, below it, the records expected
//! to be the latest of their key (the board's batches stand for many records
//! over its producers' keys); `compact` alone is never cut by retention.
//! The keys a stream's log still knows decide what a group that rebuilds its
//! table from the log start can get back.
//!
//! Rule: docs/RULES.md#compaction.

use bevy::prelude::*;

use crate::log::{Topic, expected_keys};
use crate::rules::catalog::{Catalog, Role};

use super::{Node, SimClock, SimLog, SimSet, SimTick, Stream};

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Rebuilds>()
        .add_systems(SimTick, (clean.after(super::consume::retention), restore_progress).in_set(SimSet::Retention))
        .add_systems(super::state::SimStart, reset.in_set(super::state::StartSet::Plugins));
}

/// Rebuilds of lost tables in this run (docs/RULES.md#incident-state-store-lost).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub struct Rebuilds {
    /// The longest so far, sim seconds from the loss to the high watermark
    /// (one still running counts as far as it got).
    pub longest: f64,
}

/// [`super::state::SimStart`]: a new scenario has rebuilt nothing.
fn reset(mut rebuilds: ResMut<Rebuilds>) {
    *rebuilds = Rebuilds::default();
}

/// How many distinct keys each of `stream`'s `partitions` partitions gets
/// from the key patterns its producers sent it (each pattern once, however
/// many producers share it). Empty patterns (a stream only Workers write
/// to) give 0: the cleaner leaves such a partition alone.
pub(crate) fn key_space(stream: &Stream, partitions: u32) -> Vec<f64> {
    let mut out = vec![0.0; partitions as usize];
    let mut seen: Vec<&crate::rules::scenario::KeySpec> = Vec::new();
    for (k, _, keys) in stream.shares.iter().rev() {
        if k.partitions != partitions || seen.contains(&&k.keys) {
            continue;
        }
        seen.push(&k.keys);
        for (o, n) in out.iter_mut().zip(keys) {
            *o += n;
        }
    }
    out
}

/// Keys `stream`'s producers wrote to `topic` and did not delete since,
/// and those of them its log still holds a record of (expected counts,
/// every key alike: [`expected_keys`] over all the offsets appended and
/// over those between the log start and the log end, each less the share
/// whose latest record is a tombstone; compaction keeps each key's
/// latest, so only retention's moving log start loses a key). Rule:
/// docs/RULES.md#compaction.
pub fn keys_written_and_held(stream: &Stream, topic: &Topic) -> (f64, f64) {
    let n = topic.partition_count();
    let space = key_space(stream, n);
    let (mut written, mut held) = (0.0, 0.0);
    for (p, keys) in (0..n).zip(space) {
        let Ok(part) = topic.partition(p) else { continue };
        let live = 1.0 - deleted_share(stream, p);
        written += live * expected_keys(part.log_end(), keys);
        held += live * expected_keys(part.log_end() - part.log_start(), keys);
    }
    (written, held)
}

/// Keys `stream`'s producers wrote to `topic` and deleted since (their
/// latest record is a tombstone; expected count, as
/// [`keys_written_and_held`]). Rule: docs/RULES.md#compaction.
pub fn keys_deleted(stream: &Stream, topic: &Topic) -> f64 {
    let n = topic.partition_count();
    let space = key_space(stream, n);
    (0..n)
        .zip(space)
        .filter_map(|(p, keys)| {
            Some(deleted_share(stream, p) * expected_keys(topic.partition(p).ok()?.log_end(), keys))
        })
        .sum()
}

/// The share of partition `p`'s keys whose latest record is a tombstone:
/// its producers' share of tombstones (each record alike).
fn deleted_share(stream: &Stream, p: u32) -> f64 {
    stream.partitions().get(p as usize).map_or(0.0, |sp| sp.tombstone_share())
}

/// Keys of `stream`'s partitions `parts` that were written to `topic`, not
/// deleted, and that its log no longer holds a record of (retention
/// deleted every one),
/// rounded to whole keys: what a table rebuilt from the log start lacks.
/// Rule: docs/RULES.md#compaction.
pub fn keys_lost_in(stream: &Stream, topic: &Topic, parts: &[u32]) -> u64 {
    let space = key_space(stream, topic.partition_count());
    let mut lost = 0.0;
    for &p in parts {
        let (Ok(part), Some(&keys)) = (topic.partition(p), space.get(p as usize)) else { continue };
        // A deleted key is not lost: the table should not have it.
        let live = 1.0 - deleted_share(stream, p);
        lost += live * (expected_keys(part.log_end(), keys) - expected_keys(part.log_end() - part.log_start(), keys));
    }
    crate::log::num::floor(lost.max(0.0) + 0.5) as u64
}

/// A group rebuilding a table ([`super::GroupFlow::restoring`]) has
/// rebuilt it once every partition it reads is read to the high watermark.
fn restore_progress(
    clock: Res<SimClock>,
    log: Res<SimLog>,
    mut rebuilds: ResMut<Rebuilds>,
    mut streams: Query<&mut Stream>,
) {
    for mut stream in &mut streams {
        let Ok(topic) = log.topic(&stream.topic) else { continue };
        for flow in stream.groups.values_mut().filter(|f| f.restoring) {
            // As far as it got by the end of this tick.
            let so_far = clock.now + clock.step - flow.restoring_since;
            flow.longest_rebuild = flow.longest_rebuild.max(so_far);
            rebuilds.longest = rebuilds.longest.max(so_far);
            let done =
                flow.partitions.iter().zip(topic.partitions()).all(|(fp, part)| fp.position >= part.high_watermark());
            if done {
                flow.restoring = false;
                flow.restored += 1;
            }
        }
    }
}

/// Rolls every stream's active segment every `segment_seconds`, whatever
/// its policy (Kafka rolls segments by `segment.ms` for every topic), and
/// runs a compacted stream's cleaner then, partition by partition, and
/// once at once when its policy has just become a compacting one (its
/// closed segments: Kafka's cleaner takes them within its backoff).
fn clean(
    clock: Res<SimClock>,
    catalog: Res<Catalog>,
    mut log: ResMut<SimLog>,
    mut streams: Query<(&Node, &mut Stream)>,
) {
    for (node, mut stream) in &mut streams {
        let Some(Role::Stream(rules)) = catalog.component(&node.kind).map(|c| &c.role) else { continue };
        let Ok(topic) = log.topic_mut(&stream.topic) else { continue };
        let roll = clock.now - stream.rolled_at >= rules.segment_seconds;
        if roll {
            stream.rolled_at = clock.now;
            for p in 0..topic.partition_count() {
                topic.partition_mut(p).expect("in range").roll();
            }
        }
        let pending = std::mem::take(&mut stream.clean_pending);
        if !topic.cleanup().compacts() || !(roll || pending) {
            continue;
        }
        let space = key_space(&stream, topic.partition_count());
        let config = topic.compaction();
        for (p, keys) in (0..topic.partition_count()).zip(space) {
            let deletes = deleted_share(&stream, p);
            let part = topic.partition_mut(p).expect("in range");
            let cleaned = part.clean_board(clock.now, config, keys, deletes);
            stream.compacted += cleaned.removed;
            stream.tombstones_cleaned += cleaned.tombstones;
        }
    }
}
