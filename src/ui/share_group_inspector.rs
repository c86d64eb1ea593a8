//! A share group in the Inspector (KIP-932): its members and what each
//! holds, its limits, and per partition the share-partition's start and
//! end offsets, the records in flight, deliveries, archived records and
//! lag (what is not yet acknowledged). Rule: docs/RULES.md#share-groups.

use bevy_egui::egui;

use super::group_inspector::{GroupView, MemberView};
use crate::log::Cluster;
use crate::log::share::{Delivery, ShareGroup};
use crate::rules::consumer::OffsetReset;
use crate::rules::words::shown_count as count;
use crate::sim::PlayerAction;
use crate::t;

/// One Worker's line in a share group: what it reads and holds.
pub(super) fn member_state(g: &GroupView, w: &MemberView) -> String {
    let held: Vec<_> = g
        .flow
        .share
        .as_ref()
        .and_then(|s| s.held.get(&w.e))
        .map(|h| h.iter().filter(|h| h.lock_until > g.now && h.from < h.until).collect())
        .unwrap_or_default();
    let holds: u64 = held.iter().map(|h| h.until - h.from).sum();
    let reads = if w.reads.is_empty() {
        t!("share-group-inspector-reads-nothing")
    } else {
        t!(
            "share-group-inspector-reads",
            partitions = w.reads.iter().map(|p| format!("p{p}")).collect::<Vec<_>>().join(", ")
        )
    };
    let lock = held.iter().map(|h| h.lock_until).fold(f64::INFINITY, f64::min);
    let holding = match holds {
        0 => t!("share-group-inspector-holds-nothing"),
        n => t!("share-group-inspector-holds", records = count(n), seconds = format!("{:.0}", (lock - g.now).max(0.0))),
    };
    if w.stopped {
        t!("share-group-inspector-member-stopped")
    } else if g.flow.dead.contains(&w.e) {
        t!("share-group-inspector-member-removed")
    } else if w.down || w.restart_until.is_some() {
        t!("share-group-inspector-member-down", holding = holding)
    } else if w.paused {
        t!("share-group-inspector-member-paused", holding = holding)
    } else {
        t!("share-group-inspector-member", reads = reads, holding = holding)
    }
}

/// `share.auto.offset.reset`, a choice of earliest or latest: where a
/// share-partition starts when the group first reads it.
pub(super) fn reset(ui: &mut egui::Ui, g: &GroupView, out: &mut Vec<PlayerAction>) {
    let now = g.config.auto_offset_reset;
    ui.horizontal_wrapped(|ui| {
        ui.label("share.auto.offset.reset");
        for p in [OffsetReset::Earliest, OffsetReset::Latest] {
            let on = (now == OffsetReset::Earliest) == (p == OffsetReset::Earliest);
            if ui.selectable_label(on, p.label()).clicked() && !on {
                out.push(PlayerAction::SetOffsetReset { group: g.name.to_string(), policy: p });
            }
        }
    });
    ui.label(egui::RichText::new(t!("share-group-inspector-reset-help")).weak());
}

/// Its dead-letter stream (KIP-1191's `errors.deadletterqueue.topic.name`):
/// none (what it archives is dropped) or one of the other streams on the
/// board. Rule: docs/RULES.md#poison-pill.
pub(super) fn dead_letter(ui: &mut egui::Ui, g: &GroupView, out: &mut Vec<PlayerAction>) {
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("share-group-inspector-dead-letter"));
        let send = |stream: Option<&str>| PlayerAction::SetDeadLetter {
            group: g.name.to_string(),
            stream: stream.map(str::to_string),
        };
        if ui.selectable_label(g.dead_letter.is_none(), t!("share-group-inspector-dead-letter-none")).clicked()
            && g.dead_letter.is_some()
        {
            out.push(send(None));
        }
        for id in &g.other_streams {
            let on = g.dead_letter == Some(id.as_str());
            if ui.selectable_label(on, id).clicked() && !on {
                out.push(send(Some(id)));
            }
        }
    });
    let (dropped, kept) = (g.flow.lost_poison, g.flow.dead_lettered);
    let text = match (dropped, kept) {
        (0, 0) => t!("share-group-inspector-dead-letter-help"),
        _ => t!("share-group-inspector-dead-letter-counts", dropped = count(dropped), kept = count(kept)),
    };
    ui.label(egui::RichText::new(text).weak());
}

/// The share group's limits, and per partition its share-partition.
pub(super) fn offsets(ui: &mut egui::Ui, log: &Cluster, g: &GroupView) {
    let (Ok(topic), Ok(shared)) = (log.topic(g.topic), log.share_group(g.name)) else {
        ui.label(t!("share-group-inspector-no-share-partition"));
        return;
    };
    let limits = shared.limits();
    ui.label(t!(
        "share-group-inspector-limits",
        seconds = format!("{:.0}", limits.lock_seconds),
        limit = limits.delivery_limit
    ));
    ui.scope(|ui| {
        ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
        rows(ui, log, g, topic.partition_count(), shared);
    });
    ui.label(egui::RichText::new(t!("share-group-inspector-offsets-legend")).weak());
}

/// One row per partition the group has read.
fn rows(ui: &mut egui::Ui, log: &Cluster, g: &GroupView, n: u32, shared: &ShareGroup) {
    // l10n-ok: the grid's id
    egui::Grid::new(("share offsets", g.name, g.topic)).num_columns(7).min_col_width(18.0).striped(true).show(
        ui,
        |ui| {
            ui.strong("p");
            for h in [
                t!("share-group-inspector-column-start"),
                t!("share-group-inspector-column-end"),
                t!("share-group-inspector-column-acquired"),
                t!("share-group-inspector-column-available"),
                t!("share-group-inspector-column-archived"),
                t!("share-group-inspector-column-lag"),
            ] {
                ui.strong(h);
            }
            ui.end_row();
            for (p, sp) in shared.partitions_of(g.topic).iter().enumerate().take(n as usize) {
                if !sp.is_live() {
                    continue;
                }
                let available: u64 =
                    sp.in_flight().iter().filter(|r| r.state == Delivery::Available).map(|r| r.len()).sum();
                ui.monospace(format!("{p}"));
                for v in [sp.start(), sp.end(), sp.acquired(), available, sp.archived()] {
                    ui.monospace(v.to_string());
                }
                ui.monospace(log.lag_or_waiting(g.name, g.topic, p as u32).unwrap_or(0).to_string());
                ui.end_row();
            }
        },
    );
}

/// Its counts: deliveries, redeliveries, archived, duplicates.
pub(super) fn history(ui: &mut egui::Ui, log: &Cluster, g: &GroupView) {
    let Ok(shared) = log.share_group(g.name) else { return };
    let parts = shared.partitions_of(g.topic);
    let deliveries: u64 = parts.iter().map(|sp| sp.deliveries()).sum();
    let accepted: u64 = parts.iter().map(|sp| sp.accepted()).sum();
    let archived: u64 = parts.iter().map(|sp| sp.archived()).sum();
    ui.label(
        egui::RichText::new(t!(
            "share-group-inspector-counts",
            deliveries = count(deliveries),
            accepted = count(accepted),
            archived = count(archived),
            twice = count(g.flow.duplicates)
        ))
        .weak(),
    );
}
