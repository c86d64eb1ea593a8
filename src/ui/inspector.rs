//! The Inspector: a Node's catalog rules, its live figures, and its options.
//! Changes go to the sim as [`PlayerAction`] messages.

use super::colour;
use crate::view::palette::Palette;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use super::LastRejection;
use crate::rules::catalog::{Catalog, ComponentSpec, Role};
use crate::rules::incident::IncidentKind;
use crate::rules::research::ResearchEffect;
use crate::rules::scenario::{Acks, PartitionKey};
use crate::sim::economy::node_burn;
use crate::sim::incidents::Incident;
use crate::sim::{Board, Node as SimNode, PlayerAction, Producer, SimLog, Stream, Worker};
use crate::sim::{Down, Ledger, Research};
use crate::view::{Selection, UiInsets};

/// Text edits in progress.
#[derive(Default)]
pub(super) struct Draft {
    node: Option<Entity>,
    partitions: u32,
}

fn acks_risk(acks: Acks, rf: u32) -> &'static str {
    match (acks, rf) {
        (_, 1) => "with one replica a failed broker takes every event it held",
        (Acks::All, _) => "a failed broker loses nothing acknowledged",
        (Acks::One, _) => "a failed broker loses what the followers had not copied",
        (Acks::Zero, _) => "a failed broker loses what the followers had not copied and the producer's latest events",
    }
}

fn group_troubles(flow: &crate::sim::GroupFlow) -> String {
    let damage = crate::sim::economy::Damage {
        lost_retention: flow.lost_retention,
        lost_broker: flow.lost_broker,
        stale: flow.stale,
        duplicates: flow.duplicates,
        ..Default::default()
    };
    let parts = damage.summary();
    if parts.is_empty() { String::new() } else { format!(" · {}", parts.join(" · ")) }
}

fn money(v: f64) -> String {
    if v >= 100.0 { format!("${v:.0}") } else { format!("${v:.2}") }
}

fn duration(secs: f64) -> String {
    if secs >= 86_400.0 {
        let d = secs / 86_400.0;
        if (d - d.round()).abs() < 1e-9 { format!("{d:.0} d") } else { format!("{d:.1} d") }
    } else if secs >= 3600.0 {
        format!("{:.0} h", secs / 3600.0)
    } else {
        format!("{secs:.0} s")
    }
}

fn rate(v: f64) -> String {
    if v >= 1e6 {
        format!("{:.2} M/s", v / 1e6)
    } else if v >= 1e4 {
        format!("{:.1} k/s", v / 1e3)
    } else {
        format!("{v:.1}/s")
    }
}

/// Rows every component shares.
fn common_rules(ui: &mut egui::Ui, spec: &ComponentSpec, size: u32) {
    egui::Grid::new("common rules").num_columns(2).min_col_width(90.0).max_col_width(200.0).striped(true).show(
        ui,
        |ui| {
            ui.label("Place");
            ui.label(format!(
                "{} first copy; each further copy +{:.0}%",
                money(spec.place_cost),
                spec.copy_cost_growth * 100.0
            ));
            ui.end_row();
            ui.label("Sell");
            ui.label(format!("refunds {:.0}% of the last copy's price", spec.sell_refund * 100.0));
            ui.end_row();
            ui.label("Burn");
            ui.label(format!(
                "{}/s at size 1; {}/s at size {size}",
                money(spec.burn_per_second),
                money(spec.burn_at(size))
            ));
            ui.end_row();
            ui.label("Sizes");
            ui.label(format!("{}; each step ×{} capacity and Burn (now {size})", spec.sizes, spec.size_factor));
            ui.end_row();
            ui.label("Overhead");
            ui.label(format!("{} ms", spec.overhead_ms));
            ui.end_row();
            ui.label("Takes / sends");
            ui.label(format!("{:?} / {:?}", spec.takes, spec.sends));
            ui.end_row();
            if let Some(u) = &spec.unlock {
                ui.label("Unlocked by");
                ui.label(format!(
                    "{} ({}, {} research{}); next: {}",
                    u.research,
                    u.era,
                    u.cost,
                    if u.requires.is_empty() { String::new() } else { format!(", after {}", u.requires.join(", ")) },
                    u.unlocks_next.join(", ")
                ));
                ui.end_row();
            }
        },
    );
}

pub(super) fn panel(
    mut contexts: EguiContexts,
    mut selection: ResMut<Selection>,
    board: Res<Board>,
    catalog: Option<Res<Catalog>>,
    log: Res<SimLog>,
    nodes: Query<(&SimNode, Option<&Producer>, Option<&Stream>, Option<&Worker>)>,
    stores: Query<(Option<&crate::sim::Queue>, Option<&crate::sim::Database>)>,
    down: Query<&Down>,
    incidents: Query<&Incident>,
    research: Option<Res<Research>>,
    ledger: Option<Res<Ledger>>,
    mut actions: MessageWriter<PlayerAction>,
    rejection: Res<LastRejection>,
    mut insets: ResMut<UiInsets>,
    mut draft: Local<Draft>,
    (palette, clock): (Res<Palette>, Res<crate::sim::SimClock>),
) -> Result {
    let clock_now = clock.now;
    let ctx = contexts.ctx_mut()?;
    let Some((node, producer, stream, worker)) = selection.0.and_then(|e| nodes.get(e).ok()) else {
        // Nothing selected: the board gets the whole width, and a small note
        // says what the scenario is about.
        insets.right = 0.0;
        if let Some(s) = &board.scenario {
            egui::Window::new(egui::RichText::new(&s.name).strong())
                .id(egui::Id::new("scenario note"))
                .anchor(egui::Align2::LEFT_BOTTOM, [8.0, -8.0])
                .resizable(false)
                .default_width(460.0)
                .show(ctx, |ui| {
                    ui.label(&s.description);
                    ui.weak("Click a card to inspect it: its rules, its live figures and its options.");
                });
        }
        return Ok(());
    };
    let mut close = false;
    let top = insets.top + 6.0;
    let max_h = (ctx.content_rect().height() - top - 10.0).max(100.0);
    let response = egui::Window::new("Inspector")
        .anchor(egui::Align2::RIGHT_TOP, [-6.0, top])
        .resizable(false)
        .collapsible(false)
        .fixed_size(egui::vec2(320.0, max_h - 40.0))
        .show(ctx, |ui| {
            ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
            egui::ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| {
                let Some(catalog) = catalog.as_deref() else { return };
                let Some(spec) = catalog.component(&node.kind) else { return };
                ui.horizontal(|ui| {
                    ui.heading(&node.name);
                    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                        if ui.small_button("Close").on_hover_text("Esc").clicked() {
                            close = true;
                        }
                    });
                });
                let stands = if spec.stands_for.is_empty() { String::new() } else { format!(" — {}", spec.stands_for.join(", ")) };
                ui.label(egui::RichText::new(format!("{}{stands}", spec.name)).weak());
                ui.label(&spec.about);
                ui.add_space(4.0);
                // What is wrong with it, in the words of the incident, and
                // the answer.
                if let Ok(d) = down.get(selection.0.expect("selected")) {
                    for inc in d.causes.iter().filter_map(|c| incidents.get(*c).ok()) {
                        let Some(rules) = catalog.incident(inc.kind) else { continue };
                        egui::Frame::new().fill(colour(palette.ui.incident[0])).inner_margin(6).show(ui, |ui| {
                            ui.colored_label(colour(palette.ui.incident[1]), &rules.inspector_text);
                            ui.label(egui::RichText::new(&rules.answer).weak());
                            match inc.kind {
                                IncidentKind::InstanceFailure => {
                                    let owned = ledger.as_ref().and_then(|l| l.copies.get(&node.kind).copied()).unwrap_or(1);
                                    let price = spec.copy_cost(owned.saturating_sub(1));
                                    if ui
                                        .button(format!("Replace (${price:.0})"))
                                        .on_hover_text(format!("Pays ${price:.0} for a new host. The Node comes back cold: empty caches, a slow start. The dead one stops billing."))
                                        .clicked()
                                    {
                                        actions.write(PlayerAction::ReplaceNode { node: node.id.clone() });
                                    }
                                }
                                IncidentKind::ZoneOutage | IncidentKind::RegionOutage
                                    if ui
                                        .button("Fail over")
                                        .on_hover_text("Moves the Node to a zone or region that is up. Free; only Nodes that keep no data (or keep a Standby) can move: a stream waits for its zone.")
                                        .clicked() =>
                                {
                                    actions.write(PlayerAction::FailOver { node: node.id.clone() });
                                }
                                _ => {}
                            }
                        });
                    }
                }
                egui::CollapsingHeader::new("Rules").default_open(false).show(ui, |ui| common_rules(ui, spec, node.size));
                let gives = |e: ResearchEffect| research.as_ref().is_some_and(|r| r.gives(e));
                let (zones, regions) = board.places(nodes.iter().map(|(n, ..)| n));
                ui.horizontal_wrapped(|ui| {
                    ui.label(format!("Zone {} · region {}", node.zone, node.region));
                    if gives(ResearchEffect::MultipleZones) {
                        for z in zones.iter().filter(|z| **z != node.zone) {
                            if ui.small_button(z).on_hover_text("Move it to this zone").clicked() {
                                actions.write(PlayerAction::SetZone { node: node.id.clone(), zone: z.clone() });
                            }
                        }
                    }
                    if gives(ResearchEffect::MultipleRegions) {
                        for r in regions.iter().filter(|r| **r != node.region) {
                            if ui.small_button(r).on_hover_text("Move it to this region").clicked() {
                                actions.write(PlayerAction::SetRegion { node: node.id.clone(), region: r.clone() });
                            }
                        }
                    }
                });

                if let (Some(p), Role::Producer(rules)) = (producer, &spec.role) {
                    ui.separator();
                    ui.strong("Live");
                    egui::Grid::new("producer live").num_columns(2).min_col_width(90.0).max_col_width(200.0).show(ui, |ui| {
                        ui.label("Traffic");
                        ui.label(format!("{} (produced {})", rate(p.rate_at(clock_now)), rate(p.produced_rate.per_second)));
                        ui.end_row();
                        ui.label("Keys");
                        ui.label(format!(
                            "{}0 … {}{} ({} entities{})",
                            p.keys.prefix,
                            p.keys.prefix,
                            p.keys.entities.saturating_sub(1),
                            p.keys.entities,
                            if p.keys.hot.is_empty() { String::new() } else { format!(", {} hot", p.keys.hot.len()) }
                        ));
                        ui.end_row();
                        ui.label("Sent");
                        ui.label(format!("{}", p.produced));
                        ui.end_row();
                        ui.label("Latency");
                        ui.label(format!("{:.0} ms per append (stream overhead + ack wait)", p.latency_ms));
                        ui.end_row();
                        if p.stranded > 0 {
                            ui.label("Stranded");
                            ui.label(format!("{} requests reached it while it was down", p.stranded));
                            ui.end_row();
                        }
                        ui.label("Throttled");
                        ui.label(format!("{}", p.throttled));
                        ui.end_row();
                        ui.label("Capacity");
                        ui.label(rate(rules.capacity_per_second * spec.size_multiplier(node.size)));
                        ui.end_row();
                    });
                }

                if let Some(p) = producer
                    && p.schema_version > 1
                {
                    ui.colored_label(
                        colour(palette.ui.caution),
                        format!("It writes schema v{}: groups that cannot read it stop.", p.schema_version),
                    );
                    if ui
                        .button("Roll back")
                        .on_hover_text("The producer writes the old schema again. Free, but the unreadable events already written still block their groups: upgrade those.")
                        .clicked()
                    {
                        actions.write(PlayerAction::RollBack { node: node.id.clone() });
                    }
                }

                if let (Some(w), Role::Worker(rules)) = (worker, &spec.role) {
                    ui.separator();
                    ui.strong("Live");
                    egui::Grid::new("worker live").num_columns(2).min_col_width(90.0).max_col_width(200.0).show(ui, |ui| {
                        ui.label("Group");
                        ui.label(&w.group);
                        ui.end_row();
                        ui.label("Reads");
                        if w.reads_queue {
                            ui.label("tasks from a Queue, one at a time, shared with every other Worker on it");
                        } else if w.assigned.is_empty() {
                            ui.colored_label(colour(palette.ui.idle), "nothing: idle (more members than partitions)");
                        } else {
                            ui.label(w.assigned.clone().map(|p| format!("p{p}")).collect::<Vec<_>>().join(", "));
                        }
                        ui.end_row();
                        ui.label("Capacity");
                        ui.label(format!("{} tasks", rate(rules.tasks_per_second * spec.size_multiplier(node.size))));
                        ui.end_row();
                        ui.label("Completing");
                        ui.label(rate(w.consumed_rate.per_second));
                        ui.end_row();
                        ui.label("Done");
                        ui.label(format!("{}", w.consumed));
                        ui.end_row();
                    });
                    ui.label(
                        egui::RichText::new(format!(
                            "Speed {:.0}% · {}",
                            w.speed * 100.0,
                            if w.idempotent {
                                "idempotent: an event applied twice changes nothing"
                            } else {
                                "not idempotent: an event it gets twice is a duplicate side effect"
                            }
                        ))
                        .weak(),
                    );
                    if ui
                        .button("Crash before commit (practice)")
                        .on_hover_text("It dies after processing and before committing: its partitions go back to the last commit and the events come again.")
                        .clicked()
                    {
                        actions.write(PlayerAction::CrashWorker { node: node.id.clone() });
                    }
                    let mut paused = w.paused;
                    if ui
                        .checkbox(&mut paused, "Paused")
                        .on_hover_text("A paused Worker stays in its group and keeps its partitions, so nobody reads them: their lag grows. A group can be reset (console: reset group G to 0) only while all its Workers are paused.")
                        .changed()
                    {
                        actions.write(PlayerAction::SetWorkerPaused { node: node.id.clone(), paused });
                    }
                }

                if let (Some(s), Role::Stream(rules)) = (stream, &spec.role) {
                    let Ok(topic) = log.topic(&s.topic) else { return };
                    let n = topic.partition_count();
                    let mult = spec.size_multiplier(node.size);
                    let wait = rules.ack_wait_ms * s.acks.wait_factor(s.replication_factor);
                    ui.separator();
                    ui.strong("Stream rules, now");
                    egui::Grid::new("stream rules").num_columns(2).min_col_width(90.0).max_col_width(200.0).striped(true).show(ui, |ui| {
                        ui.label("Append capacity");
                        ui.label(format!("{} at size {} (size 1: {})", rate(rules.append_capacity(mult)), node.size, rate(rules.append_capacity_per_second)));
                        ui.end_row();
                        ui.label("Read per partition");
                        ui.label(format!("{} per group; {n} partitions: at most {}", rate(rules.partition_read_per_second), rate(rules.partition_read_per_second * f64::from(n))));
                        ui.end_row();
                        ui.label("Producer waits");
                        ui.label(format!(
                            "{} ms overhead + {} ms × acks factor; acks={} waits {:.0} ms",
                            spec.overhead_ms,
                            rules.ack_wait_ms,
                            s.acks.label(),
                            spec.overhead_ms + wait
                        ));
                        ui.end_row();
                        ui.label("Replication");
                        ui.label(format!(
                            "factor {}: each replica bills {:.0}% of a broker's Burn again",
                            s.replication_factor,
                            rules.replica_burn_share * 100.0
                        ));
                        ui.end_row();
                        ui.label("Retention");
                        ui.label(format!(
                            "{} (choices: {})",
                            duration(s.retention),
                            rules.retention_choices.iter().map(|c| duration(*c)).collect::<Vec<_>>().join(", ")
                        ));
                        ui.end_row();
                    });

                    ui.separator();
                    ui.strong("Live");
                    egui::Grid::new("stream live").num_columns(2).min_col_width(90.0).max_col_width(200.0).show(ui, |ui| {
                        ui.label("Appending");
                        ui.label(format!("{} ({} in all)", rate(s.appended_rate.per_second), s.appended));
                        ui.end_row();
                        if s.throttled > 0 {
                            ui.label("Throttled");
                            ui.colored_label(colour(palette.ui.throttled), format!("{} (append capacity full)", s.throttled));
                            ui.end_row();
                        }
                        if s.groups.is_empty() {
                            ui.label("Stranded");
                            ui.colored_label(colour(palette.ui.throttled), format!("{}: no Worker group reads this stream", s.stranded));
                            ui.end_row();
                        }
                        for (g, flow) in &s.groups {
                            let lag: u64 = (0..n).map(|p| log.lag(g, &s.topic, p).unwrap_or(0)).sum();
                            ui.label(format!("group {g}"));
                            ui.label(format!(
                                "{} read · lag {lag}{}",
                                rate(flow.consumed_rate.per_second),
                                group_troubles(flow)
                            ));
                            ui.end_row();
                        }
                    });
                    egui::CollapsingHeader::new("Partitions: offsets and lag per group").default_open(n <= 8).show(ui, |ui| {
                        ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
                        egui::Grid::new("partitions").num_columns(3 + s.groups.len()).min_col_width(30.0).striped(true).show(ui, |ui| {
                            ui.strong("p");
                            ui.strong("start");
                            ui.strong("end");
                            for g in s.groups.keys() {
                                ui.strong(g);
                            }
                            ui.end_row();
                            for (i, part) in topic.partitions().iter().enumerate() {
                                ui.label(format!("{i}"));
                                ui.label(format!("{}", part.log_start()));
                                ui.label(format!("{}", part.log_end()));
                                for g in s.groups.keys() {
                                    ui.label(format!("{}", log.lag(g, &s.topic, i as u32).unwrap_or(0)));
                                }
                                ui.end_row();
                            }
                        });
                    });

                    ui.separator();
                    ui.strong("Options");
                    if draft.node != selection.0 {
                        draft.node = selection.0;
                        draft.partitions = n;
                    }
                    draft.partitions = draft.partitions.clamp(n, rules.max_partitions);
                    ui.horizontal(|ui| {
                        ui.label("Partitions");
                        if ui.add_enabled(draft.partitions > n, egui::Button::new("-").small()).clicked() {
                            draft.partitions -= 1;
                        }
                        ui.add(egui::DragValue::new(&mut draft.partitions).range(n..=rules.max_partitions))
                            .on_hover_text("More partitions let more Workers of a group read at once. Kafka adds partitions but never removes them, and keys map to partitions anew from then on.");
                        if ui.add_enabled(draft.partitions < rules.max_partitions, egui::Button::new("+").small()).clicked() {
                            draft.partitions += 1;
                        }
                        let apply = ui.add_enabled(draft.partitions != n, egui::Button::new("Apply"));
                        if apply.clicked() {
                            actions.write(PlayerAction::SetPartitions { node: node.id.clone(), partitions: draft.partitions });
                        }
                    });
                    ui.horizontal(|ui| {
                        ui.label("Partition key");
                        let mut key = s.partition_key;
                        ui.radio_value(&mut key, PartitionKey::Key, "by key")
                            .on_hover_text("The key's hash picks the partition: one entity's events stay in one partition, in order. One hot key fills one partition.");
                        ui.radio_value(&mut key, PartitionKey::RoundRobin, "round robin")
                            .on_hover_text("Spread evenly over the partitions, ignoring the key: no hot partition, but a later write can be read before an earlier one (stale results).");
                        if key != s.partition_key {
                            actions.write(PlayerAction::SetPartitionKey { node: node.id.clone(), key });
                        }
                    });
                    ui.label(egui::RichText::new(format!("Partitioner: {}", topic.partitioner().name())).weak());

                    // Size: capacity and Burn double per step.
                    ui.horizontal(|ui| {
                        ui.label("Size");
                        for size in 1..=spec.sizes {
                            let burn = node_burn(spec, size, Some(s));
                            let cap = rules.append_capacity(spec.size_multiplier(size));
                            if ui
                                .selectable_label(node.size == size, format!("{size}"))
                                .on_hover_text(format!("Appends {} and burns {}/s", rate(cap), money(burn)))
                                .clicked()
                                && node.size != size
                            {
                                actions.write(PlayerAction::SetSize { node: node.id.clone(), size });
                            }
                        }
                    });
                    ui.horizontal(|ui| {
                        ui.label("Replication");
                        for rf in 1..=rules.max_replication_factor {
                            let mut copy = s.clone();
                            copy.replication_factor = rf;
                            let burn = node_burn(spec, node.size, Some(&copy));
                            let risk = if rf == 1 {
                                "a failed broker takes every event it held".to_string()
                            } else {
                                "a failed broker loses what acks decide".to_string()
                            };
                            if ui
                                .selectable_label(s.replication_factor == rf, format!("{rf}"))
                                .on_hover_text(format!("{rf} copies of each partition: burns {}/s; {risk}", money(burn)))
                                .clicked()
                                && s.replication_factor != rf
                            {
                                actions.write(PlayerAction::SetReplicationFactor { node: node.id.clone(), replication_factor: rf });
                            }
                        }
                    });
                    ui.horizontal(|ui| {
                        ui.label("Acks");
                        for acks in [Acks::Zero, Acks::One, Acks::All] {
                            let wait = spec.overhead_ms + rules.ack_wait_ms * acks.wait_factor(s.replication_factor);
                            if ui
                                .selectable_label(s.acks == acks, acks.label())
                                .on_hover_text(format!("acks={}: the producer waits {wait:.0} ms; {}", acks.label(), acks_risk(acks, s.replication_factor)))
                                .clicked()
                                && s.acks != acks
                            {
                                actions.write(PlayerAction::SetAcks { node: node.id.clone(), acks });
                            }
                        }
                    });
                    ui.horizontal(|ui| {
                        ui.label("Retention");
                        for &r in &rules.retention_choices {
                            if ui
                                .selectable_label(s.retention == r, duration(r))
                                .on_hover_text("A group further behind than the window loses the oldest events. A longer window costs nothing here.")
                                .clicked()
                                && s.retention != r
                            {
                                actions.write(PlayerAction::SetRetention { node: node.id.clone(), seconds: r });
                            }
                        }
                    });
                    ui.horizontal(|ui| {
                        ui.label("Salt");
                        for salt in [1u32, 2, 4, 8] {
                            if ui
                                .selectable_label(s.salt == salt, if salt == 1 { "none".to_string() } else { format!("{salt}") })
                                .on_hover_text("Spread each key over this many partitions (our addition): a hot key no longer fills one partition, but its events lose their order across them.")
                                .clicked()
                                && s.salt != salt
                            {
                                actions.write(PlayerAction::SetSalt { node: node.id.clone(), salt });
                            }
                        }
                    });
                    for (g, flow) in &s.groups {
                        ui.horizontal(|ui| {
                            let interval = flow.poll_interval.unwrap_or(60.0);
                            ui.label(format!("{g}: poll interval {interval:.0} s"));
                            if ui
                                .small_button("×2")
                                .on_hover_text("A longer max.poll.interval: a slow member is evicted later, so a rebalancing storm calms down.")
                                .clicked()
                            {
                                actions.write(PlayerAction::SetPollInterval { group: g.clone(), seconds: interval * 2.0 });
                            }
                            if flow.blocked
                                && ui
                                    .small_button("Upgrade its Workers")
                                    .on_hover_text("The group's Workers learn every schema written so far and read on from where they stopped. Free.")
                                    .clicked()
                            {
                                actions.write(PlayerAction::UpgradeGroup { group: g.clone() });
                            }
                        });
                        if flow.evictions > 0 {
                            ui.label(egui::RichText::new(format!("{g}: {} rebalances, {} evictions, paused {:.0} s", flow.rebalances, flow.evictions, flow.paused_seconds)).weak());
                        }
                    }
                    ui.label(
                        egui::RichText::new(format!(
                            "Now: acks={} waits {:.0} ms; {}.",
                            s.acks.label(),
                            spec.overhead_ms + wait,
                            acks_risk(s.acks, s.replication_factor)
                        ))
                        .weak(),
                    );
                    ui.separator();
                    ui.strong("Practice");
                    if ui
                        .button("Fail a broker now")
                        .on_hover_text("The leader broker fails: see what the replication factor and acks lose.")
                        .clicked()
                    {
                        actions.write(PlayerAction::FailBroker { node: node.id.clone() });
                    }
                    if let Some(until) = s.failover_until {
                        ui.colored_label(colour(palette.ui.no_leader), format!("No leader until {}", super::format_sim_time(until)));
                    }
                }
                if let Ok((queue, db)) = stores.get(selection.0.expect("selected")) {
                    if let Some(q) = queue {
                        ui.separator();
                        ui.strong("Live");
                        ui.label(format!("{} tasks waiting · {} taken in · {} handed out · {} refused", q.depth, q.enqueued, q.handed_out, q.refused));
                        for (g, qg) in &q.groups {
                            ui.label(format!("group {g}: {} done · {} never seen (another group's Worker took them)", qg.consumed, qg.missed));
                        }
                        if q.groups.len() > 1 {
                            ui.colored_label(
                                colour(palette.ui.caution),
                                "A Queue hands each task to one Worker: every group here misses what the others take. A stream gives each group every event.",
                            );
                        }
                    }
                    if let Some(d) = db {
                        ui.separator();
                        ui.strong("Live");
                        ui.label(format!("{} rows written · {:.1}/s", d.writes, d.write_rate.per_second));
                        if d.refused_duplicates > 0 {
                            ui.label(format!("{} second writes refused by the unique key", d.refused_duplicates));
                        }
                        let mut unique = d.unique_key;
                        if ui
                            .checkbox(&mut unique, "Unique key on the task")
                            .on_hover_text("ON CONFLICT DO NOTHING: a task written twice changes nothing, so the Workers that write here are idempotent.")
                            .changed()
                        {
                            actions.write(PlayerAction::SetUniqueKey { node: node.id.clone(), on: unique });
                        }
                    }
                }
                ui.separator();
                let refund = ledger.as_ref().map(|l| l.sell_refund(&node.kind, spec)).unwrap_or(0.0);
                if ui.button(format!("Sell (+{})", money(refund))).on_hover_text("Refunds half of what its last copy cost. Its links go with it.").clicked() {
                    actions.write(PlayerAction::SellNode { node: node.id.clone() });
                    close = true;
                }
                if let Some(reason) = &rejection.0 {
                    ui.separator();
                    ui.colored_label(colour(palette.ui.danger), format!("Refused: {reason}"));
                }
            });
        });
    if let Some(r) = response {
        insets.right = r.response.rect.width() + 12.0;
    }
    if close {
        selection.0 = None;
    }
    Ok(())
}
