//! Consumer groups read their streams; retention deletes old batches.
//!
//! Rules: DESIGN.md §2 (partitions: one consumer per partition per group, at
//! most 20,000 messages/s per partition; retention; consumer lag).

use std::collections::BTreeMap;

use bevy::prelude::*;

use super::log::member_range;
use super::{Board, Consumed, Node, SimClock, SimLog, SimSet, SimTick, Stream, Worker};
use crate::catalog::{Catalog, Role};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(SimTick, (consume.in_set(SimSet::Consume), retention.in_set(SimSet::Retention)));
}

/// Shares `budget` over partitions with the given limits, smallest limit
/// first, so no partition gets more than its limit and none is starved
/// (water-filling). Returns one amount per limit.
pub(crate) fn water_fill(budget: f64, limits: &[f64]) -> Vec<f64> {
    let mut order: Vec<usize> = (0..limits.len()).collect();
    order.sort_by(|&a, &b| limits[a].total_cmp(&limits[b]).then(a.cmp(&b)));
    let mut out = vec![0.0; limits.len()];
    let mut left = budget.max(0.0);
    let mut remaining = limits.len();
    for i in order {
        let share = left / remaining as f64;
        let x = limits[i].max(0.0).min(share);
        out[i] = x;
        left -= x;
        remaining -= 1;
    }
    out
}

fn consume(
    catalog: Res<Catalog>,
    clock: Res<SimClock>,
    board: Res<Board>,
    mut log: ResMut<SimLog>,
    mut streams: Query<(Entity, &Node, &mut Stream)>,
    mut workers: Query<(Entity, &Node, &mut Worker)>,
    mut out: MessageWriter<Consumed>,
) {
    let dt = clock.step;
    let window = catalog.sim.rate_window_seconds;
    let mut per_worker: BTreeMap<Entity, u64> = BTreeMap::new();

    for &se in board.nodes.values() {
        let Ok((_, snode, mut stream)) = streams.get_mut(se) else { continue };
        let Some(spec) = catalog.component(&snode.kind) else { continue };
        let Role::Stream(rules) = &spec.role else { continue };
        // A group reads one partition at most this fast. Rule: DESIGN.md §2, partitions.
        let read_cap = rules.partition_read_per_second * dt;
        let topic_name = stream.topic.clone();
        let stream = &mut *stream;
        for (group_name, flow) in stream.groups.iter_mut() {
            let Ok((topic, group)) = log.topic_and_group_mut(&topic_name, group_name) else { continue };
            let n = topic.partition_count();
            flow.carry.resize(n as usize, 0.0);
            let members: Vec<Entity> = flow.members.iter().copied().filter(|m| workers.contains(*m)).collect();
            let mut consumed_now = 0u64;
            for (i, &we) in members.iter().enumerate() {
                let (_, wnode, worker) = workers.get(we).expect("filtered above");
                if worker.paused {
                    continue; // a paused member keeps its partitions; nobody reads them
                }
                let Some(wspec) = catalog.component(&wnode.kind) else { continue };
                let Role::Worker(wrules) = &wspec.role else { continue };
                let budget = wrules.tasks_per_second * wspec.size_multiplier(wnode.size) * dt;
                let range = member_range(i, members.len(), n);
                let mut limits = Vec::with_capacity(range.len());
                let mut starts = Vec::with_capacity(range.len());
                for p in range.clone() {
                    let part = topic.partition(p).expect("in range");
                    let pos = group.position(&topic_name, p).unwrap_or(part.log_start()).max(part.log_start());
                    let available = part.high_watermark().saturating_sub(pos);
                    starts.push((pos, available));
                    limits.push((available as f64).min(read_cap));
                }
                let shares = water_fill(budget, &limits);
                let mut took_total = 0u64;
                for (k, p) in range.enumerate() {
                    let (pos, available) = starts[k];
                    let carry = &mut flow.carry[p as usize];
                    let want = shares[k] + *carry;
                    let take = (want.max(0.0).floor() as u64).min(available);
                    *carry = if take == available { 0.0 } else { (want - take as f64).clamp(0.0, 1.0) };
                    if take == 0 {
                        continue;
                    }
                    group.commit(&topic_name, p, pos + take);
                    took_total += take;
                    out.write(Consumed { stream: se, worker: we, partition: p, from: pos, count: take });
                }
                *per_worker.entry(we).or_default() += took_total;
                consumed_now += took_total;
            }
            flow.consumed += consumed_now;
            flow.consumed_rate.add(consumed_now as f64, dt, window);
        }
    }
    // Every Worker's gauge moves each tick, idle ones towards zero.
    for (we, _, mut worker) in &mut workers {
        let count = per_worker.get(&we).copied().unwrap_or(0);
        worker.consumed += count;
        worker.consumed_rate.add(count as f64, dt, window);
    }
}

/// Deletes batches older than each stream's retention window. A group still
/// behind the new log start loses those events: they are counted as lost and
/// its position moves to the log start. Rule: DESIGN.md §2, retention.
fn retention(clock: Res<SimClock>, mut log: ResMut<SimLog>, mut streams: Query<&mut Stream>) {
    for mut stream in &mut streams {
        let cutoff = clock.now - stream.retention;
        if cutoff <= 0.0 {
            continue;
        }
        let topic_name = stream.topic.clone();
        let Ok(topic) = log.topic_mut(&topic_name) else { continue };
        let mut starts = Vec::new();
        for p in 0..topic.partition_count() {
            let part = topic.partition_mut(p).expect("in range");
            if part.expire_before(cutoff) > 0 {
                starts.push((p, part.log_start()));
            }
        }
        if starts.is_empty() {
            continue;
        }
        for (group_name, flow) in stream.groups.iter_mut() {
            let Ok(group) = log.group_mut(group_name) else { continue };
            for &(p, start) in &starts {
                let pos = group.position(&topic_name, p).unwrap_or(0);
                if pos < start {
                    flow.lost += start - pos;
                    group.commit(&topic_name, p, start);
                }
            }
        }
    }
}

/// Recomputes which partitions each Worker reads (after a load, a partition
/// change or a member joining or leaving).
pub(crate) fn refresh_assignments(world: &mut World) {
    let mut assigned: Vec<(Entity, std::ops::Range<u32>)> = Vec::new();
    let mut q = world.query::<&Stream>();
    for stream in q.iter(world) {
        let Ok(topic) = world.resource::<SimLog>().topic(&stream.topic) else { continue };
        for flow in stream.groups.values() {
            for (i, &m) in flow.members.iter().enumerate() {
                assigned.push((m, member_range(i, flow.members.len(), topic.partition_count())));
            }
        }
    }
    let mut q = world.query::<&mut Worker>();
    for mut w in q.iter_mut(world) {
        w.assigned = 0..0;
    }
    for (e, range) in assigned {
        if let Ok(mut w) = q.get_mut(world, e) {
            w.assigned = range;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn water_fill_respects_limits_and_budget() {
        assert_eq!(water_fill(10.0, &[2.0, 100.0, 100.0]), vec![2.0, 4.0, 4.0]);
        assert_eq!(water_fill(10.0, &[1.0, 1.0]), vec![1.0, 1.0]);
        assert_eq!(water_fill(0.0, &[5.0]), vec![0.0]);
        assert!(water_fill(5.0, &[]).is_empty());
    }
}
