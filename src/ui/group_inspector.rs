//! A consumer group in the Inspector, on the stream it reads (from the
//! stream's card, a lane's group bar, or one of its Workers): its members
//! and what each owns, its assignor, `auto.offset.reset` and session
//! timeout (each one a choice), the committed offset, position and lag of
//! every partition, and its last rebalance and why. Rule: docs/RULES.md#consumer-groups.

use bevy::prelude::*;
use bevy_egui::egui;

use crate::log::{Assignor, Cluster, GroupProtocol, Isolation, RemoteAssignor};
use crate::rules::consumer::{GroupType, OffsetReset, ProcessingGuarantee, ResetDuration};
use crate::sim::groups::GroupConfig;
use crate::sim::{GroupFlow, PlayerAction};
use crate::t;

/// One member as the group section shows it.
pub(super) struct MemberView {
    /// Its entity (the flow's owners name it).
    pub e: Entity,
    /// Its Node id (Kafka's member id here).
    pub id: String,
    /// The Event Streams it writes records to (read-process-write), by
    /// Node id.
    pub writes_to: Vec<String>,
    /// Its host is down (no heartbeat).
    pub down: bool,
    /// Paused by the player (still a member).
    pub paused: bool,
    /// Stopped by the player (left the group).
    pub stopped: bool,
    /// Its consumer's `group.instance.id` (a static member).
    pub instance_id: Option<String>,
    /// Restarting until this sim time (a rolling restart).
    pub restart_until: Option<f64>,
    /// The partitions it reads (in a share group, several members may read
    /// one), by index.
    pub reads: Vec<u32>,
}

/// What the section needs to know about one group on one stream.
pub(super) struct GroupView<'a> {
    /// Group name.
    pub name: &'a str,
    /// The stream's topic.
    pub topic: &'a str,
    /// How it reads the stream.
    pub flow: &'a GroupFlow,
    /// Its settings in force.
    pub config: GroupConfig,
    /// Its Workers subscribed to the topic, in the order they subscribed.
    pub workers: Vec<MemberView>,
    /// Sim seconds now.
    pub now: f64,
    /// The research for cooperative-sticky is owned.
    pub cooperative_owned: bool,
    /// Open when first shown.
    pub open: bool,
    /// Opened now (the player clicked the group's bar on a lane).
    pub force_open: bool,
    /// The palette's colour for a group that stopped.
    pub alarm: egui::Color32,
    /// The catalog's `offsets.retention.minutes`, sim seconds.
    pub offsets_retention: f64,
    /// The stream's clients' `metadata.max.age`, sim seconds (the stream's
    /// or the catalog's): the group's unless its own config sets one.
    pub metadata_max_age: f64,
    /// A rolling restart of the group is under way: the Workers still to
    /// restart after the one restarting now.
    pub restarting: Option<usize>,
    /// The stream's brokers offer the consumer protocol (KIP-848). Rule:
    /// docs/RULES.md#consumer-protocol.
    pub consumer_protocol: bool,
    /// Its dead-letter stream's Node id, if it has one (a share group
    /// writes what it archives there). Rule: docs/RULES.md#poison-pill.
    pub dead_letter: Option<&'a str>,
    /// The other Event Streams on the board (Node ids, sorted): the
    /// dead-letter streams it may choose.
    pub other_streams: Vec<String>,
}

/// The section; the actions its choices send.
pub(super) fn section(ui: &mut egui::Ui, log: &Cluster, g: &GroupView) -> Vec<PlayerAction> {
    let mut out = Vec::new();
    let share = g.config.group_type == GroupType::Share;
    let heading = if share {
        t!("group-inspector-heading-share", name = g.name)
    } else {
        t!("group-inspector-heading-consumer", name = g.name)
    };
    let r = egui::CollapsingHeader::new(heading)
        .id_salt(("group", g.name, g.topic))
        .default_open(g.open)
        .open(g.force_open.then_some(true))
        .show(ui, |ui| {
            members(ui, g);
            group_type(ui, g, &mut out);
            if share {
                super::share_group_inspector::reset(ui, g, &mut out);
                super::share_group_inspector::dead_letter(ui, g, &mut out);
                super::share_group_inspector::offsets(ui, log, g);
                super::share_group_inspector::history(ui, log, g);
                return;
            }
            rebuild(ui, log, g);
            if let Some((p, offset)) = g.flow.poisoned {
                ui.colored_label(
                    g.alarm,
                    t!("group-inspector-poison-pill", partition = p.to_string(), offset = offset.to_string()),
                );
            }
            settings(ui, g, &mut out);
            offsets(ui, log, g);
            history(ui, g);
        });
    if g.force_open {
        r.header_response.scroll_to_me(Some(egui::Align::TOP));
    }
    out
}

/// A table being rebuilt after a lost state store: how far the group has
/// read back, and the keys it could not get back. Rule:
/// docs/RULES.md#incident-state-store-lost.
fn rebuild(ui: &mut egui::Ui, log: &Cluster, g: &GroupView) {
    if !g.flow.restoring && g.flow.restored == 0 {
        return;
    }
    let lost = t!("group-inspector-keys-lost", count = g.flow.keys_lost);
    if g.flow.restoring {
        let left: u64 = log
            .topic(g.topic)
            .map(|t| {
                t.partitions()
                    .iter()
                    .zip(g.flow.partitions())
                    .map(|(p, fp)| p.held_in(fp.position, p.high_watermark()))
                    .sum()
            })
            .unwrap_or(0);
        ui.label(t!(
            "group-inspector-rebuilding",
            records = crate::rules::words::shown_count(left),
            lost = lost.as_str()
        ))
        .on_hover_text(t!("group-inspector-rebuilding-hover"));
    } else {
        ui.weak(t!("group-inspector-rebuilt", lost = lost));
    }
}

/// Each Worker: member or not, why, and what it owns; a dead one's time
/// to eviction.
fn members(ui: &mut egui::Ui, g: &GroupView) {
    egui::Grid::new(("members", g.name, g.topic)).num_columns(2).min_col_width(80.0).show(ui, |ui| {
        for w in &g.workers {
            ui.label(&w.id);
            ui.label(member_state(g, w));
            ui.end_row();
        }
    });
}

/// The group's type, a choice: a consumer group or a share group
/// (refused, with the reason, for a group whose Workers write to a
/// stream). Rule: docs/RULES.md#share-groups.
fn group_type(ui: &mut egui::Ui, g: &GroupView, out: &mut Vec<PlayerAction>) {
    let writes = g.workers.iter().any(|w| !w.writes_to.is_empty());
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("group-inspector-group-type"));
        for kind in GroupType::ALL {
            let hover = match kind {
                GroupType::Consumer => t!("group-inspector-type-consumer-hover"),
                GroupType::Share => t!("group-inspector-type-share-hover"),
            };
            let allowed = kind == GroupType::Consumer || !writes;
            let r = ui.add_enabled(allowed, egui::Button::selectable(g.config.group_type == kind, kind.label()));
            let r = r.on_disabled_hover_text(t!("group-inspector-type-share-refused"));
            if r.on_hover_text(hover).clicked() && g.config.group_type != kind {
                out.push(PlayerAction::SetGroupType { group: g.name.to_string(), group_type: kind });
            }
        }
    });
}

/// One Worker's line: its partitions and state, with the heartbeat rule.
fn member_state(g: &GroupView, w: &MemberView) -> String {
    if g.config.group_type == GroupType::Share {
        return super::share_group_inspector::member_state(g, w);
    }
    let owned: Vec<String> = g
        .flow
        .partitions()
        .iter()
        .enumerate()
        .filter(|(_, fp)| fp.owner == Some(w.e))
        .map(|(p, fp)| {
            let stalled = fp.stall_until > g.now;
            if stalled { t!("group-inspector-partition-stalled", partition = p.to_string()) } else { format!("p{p}") }
        })
        .collect();
    let owns = if owned.is_empty() {
        t!("group-inspector-owns-nothing")
    } else {
        t!("group-inspector-owns", partitions = owned.join(", "))
    };
    let beat = g.flow.heartbeat.get(&w.e).copied();
    if w.stopped {
        t!("group-inspector-member-stopped")
    } else if let Some(until) = w.restart_until {
        let back = format!("{:.0}", (until - g.now).max(0.0));
        match &w.instance_id {
            Some(id) => t!(
                "group-inspector-member-restarting-static",
                seconds = back,
                id = id.as_str(),
                kept = if owned.is_empty() { t!("group-inspector-its-place") } else { owned.join(", ") }
            ),
            None => t!("group-inspector-member-restarting", seconds = back),
        }
    } else if g.flow.dead.contains(&w.e) {
        t!("group-inspector-member-removed")
    } else if w.down {
        let last = beat.unwrap_or(g.now);
        let left = (last + g.config.session_timeout - g.now).max(0.0);
        t!(
            "group-inspector-member-down",
            ago = format!("{:.0}", g.now - last),
            left = format!("{left:.0}"),
            owns = owns
        )
    } else if !g.flow.members.contains(&w.e) {
        t!("group-inspector-member-joining")
    } else if let Some(until) = g.flow.rebalance_until.filter(|t| *t > g.now) {
        t!("group-inspector-member-rebalancing", until = crate::sim::format_time(until), owns = owns)
    } else if w.paused {
        t!("group-inspector-member-paused", owns = owns)
    } else if let Some(id) = &w.instance_id {
        t!("group-inspector-member-static", id = id.as_str(), owns = owns, epoch = epoch_words(g, w.e))
    } else {
        t!("group-inspector-member", owns = owns, epoch = epoch_words(g, w.e))
    }
}

/// Under the consumer protocol: the member's epoch against the group's, its
/// target as the coordinator holds it, what it still waits for, and its
/// next heartbeat. Empty under the classic protocol. Rule:
/// docs/RULES.md#consumer-protocol.
fn epoch_words(g: &GroupView, e: Entity) -> String {
    let Some(c) = &g.flow.coordinator else { return String::new() };
    let Some(me) = c.members.get(&e) else { return String::new() };
    let target = c.target_of(e);
    let list = |ps: &[u32]| ps.iter().map(|p| format!("p{p}")).collect::<Vec<_>>().join(", ");
    let waiting: Vec<u32> = target
        .iter()
        .copied()
        .filter(|&p| g.flow.partitions().get(p as usize).is_some_and(|fp| fp.owner != Some(e)))
        .collect();
    let next = (me.next_heartbeat - g.now).max(0.0);
    let epoch = if me.epoch == c.group_epoch {
        t!("group-inspector-epoch-same", epoch = me.epoch.to_string())
    } else {
        t!("group-inspector-epoch-behind", epoch = me.epoch.to_string(), group_epoch = c.group_epoch.to_string())
    };
    let target_words = if target.is_empty() { t!("group-inspector-target-nothing") } else { list(&target) };
    let mut out = t!("group-inspector-epoch-target", epoch = epoch, target = target_words);
    if !waiting.is_empty() {
        out.push_str(&t!("group-inspector-not-taken", partitions = list(&waiting)));
    }
    out.push_str(&t!("group-inspector-next-heartbeat", seconds = format!("{next:.0}")));
    out
}

/// `group.protocol`, a choice (the consumer protocol refused, with the
/// reason, where the stream's brokers lack it), and under it the
/// coordinator's assignor. Rule: docs/RULES.md#consumer-protocol.
fn protocol(ui: &mut egui::Ui, g: &GroupView, out: &mut Vec<PlayerAction>) {
    ui.horizontal_wrapped(|ui| {
        ui.label("group.protocol");
        for p in GroupProtocol::ALL {
            let hover = match p {
                GroupProtocol::Classic => t!("group-inspector-protocol-classic-hover"),
                GroupProtocol::Consumer => t!("group-inspector-protocol-consumer-hover"),
            };
            let allowed = p == GroupProtocol::Classic || g.consumer_protocol;
            let r = ui.add_enabled(allowed, egui::Button::selectable(g.config.protocol == p, p.label()));
            let r = r.on_disabled_hover_text(t!("group-inspector-protocol-consumer-refused"));
            if r.on_hover_text(hover).clicked() && g.config.protocol != p {
                out.push(PlayerAction::SetGroupProtocol { group: g.name.to_string(), protocol: p });
            }
        }
    });
    if g.config.protocol == GroupProtocol::Consumer && !g.consumer_protocol {
        ui.colored_label(g.alarm, t!("group-inspector-protocol-missing"));
    }
}

/// The assignor, `auto.offset.reset` and session timeout, each a choice.
fn settings(ui: &mut egui::Ui, g: &GroupView, out: &mut Vec<PlayerAction>) {
    protocol(ui, g, out);
    if g.flow.coordinator.is_some() {
        ui.horizontal_wrapped(|ui| {
            ui.label("group.remote.assignor");
            for a in RemoteAssignor::ALL {
                let hover = match a {
                    RemoteAssignor::Uniform => t!("group-inspector-remote-uniform-hover"),
                    RemoteAssignor::Range => t!("group-inspector-remote-range-hover"),
                };
                if ui.selectable_label(g.config.remote_assignor == a, a.label()).on_hover_text(hover).clicked()
                    && g.config.remote_assignor != a
                {
                    out.push(PlayerAction::SetRemoteAssignor { group: g.name.to_string(), assignor: a });
                }
            }
        });
    }
    ui.add_enabled_ui(g.flow.coordinator.is_none(), |ui| classic_assignor(ui, g, out));
    offset_reset(ui, g, out);
    settings_rest(ui, g, out);
}

/// The classic protocol's assignor (`partition.assignment.strategy`), a
/// choice; unused under the consumer protocol.
fn classic_assignor(ui: &mut egui::Ui, g: &GroupView, out: &mut Vec<PlayerAction>) {
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("group-inspector-assignor"));
        for a in Assignor::ALL {
            let locked = a == Assignor::CooperativeSticky && !g.cooperative_owned;
            let hover = match a {
                Assignor::Range => t!("group-inspector-assignor-range-hover"),
                Assignor::RoundRobin => t!("group-inspector-assignor-roundrobin-hover"),
                Assignor::CooperativeSticky => t!("group-inspector-assignor-cooperative-hover"),
            };
            let r = ui.add_enabled(!locked, egui::Button::selectable(g.config.assignor == a, a.label()));
            let r = r.on_disabled_hover_text(t!("group-inspector-assignor-cooperative-locked"));
            if r.on_hover_text(hover).clicked() && g.config.assignor != a {
                out.push(PlayerAction::SetAssignor { group: g.name.to_string(), assignor: a });
            }
        }
    });
}

/// `isolation.level`, `processing.guarantee`, membership and the session
/// timeout, each a choice.
fn settings_rest(ui: &mut egui::Ui, g: &GroupView, out: &mut Vec<PlayerAction>) {
    ui.horizontal_wrapped(|ui| {
        ui.label("isolation.level");
        for i in Isolation::ALL {
            let hover = match i {
                Isolation::ReadUncommitted => t!("group-inspector-isolation-uncommitted-hover"),
                Isolation::ReadCommitted => t!("group-inspector-isolation-committed-hover"),
            };
            if ui.selectable_label(g.config.isolation == i, i.word()).on_hover_text(hover).clicked()
                && g.config.isolation != i
            {
                out.push(PlayerAction::SetIsolation { group: g.name.to_string(), isolation: i });
            }
        }
    });
    guarantee(ui, g, out);
    membership(ui, g, out);
    ui.horizontal(|ui| {
        ui.label(t!("group-inspector-session-timeout", seconds = format!("{:.0}", g.config.session_timeout)));
        let timeout = g.config.session_timeout;
        if ui.small_button("÷2").on_hover_text(t!("group-inspector-session-timeout-half")).clicked() {
            out.push(PlayerAction::SetSessionTimeout { group: g.name.to_string(), seconds: (timeout / 2.0).max(1.0) });
        }
        if ui.small_button("×2").on_hover_text(t!("group-inspector-session-timeout-double")).clicked() {
            out.push(PlayerAction::SetSessionTimeout {
                group: g.name.to_string(),
                seconds: (timeout * 2.0).min(crate::rules::consumer::MAX_SESSION_TIMEOUT),
            });
        }
    });
}

/// Static membership (every Worker's `group.instance.id`), a choice, and
/// the rolling restart, an action. Rule: docs/RULES.md#static-membership.
fn membership(ui: &mut egui::Ui, g: &GroupView, out: &mut Vec<PlayerAction>) {
    let running: Vec<&MemberView> = g.workers.iter().filter(|w| !w.stopped).collect();
    let all_static = !g.workers.is_empty() && g.workers.iter().all(|w| w.instance_id.is_some());
    ui.horizontal_wrapped(|ui| {
        let mut on = all_static;
        let hover = t!("group-inspector-static-hover");
        if ui.checkbox(&mut on, t!("group-inspector-static")).on_hover_text(hover).changed() {
            out.push(PlayerAction::SetStaticMembership { group: g.name.to_string(), on });
        }
        let label = match g.restarting {
            Some(left) => t!("group-inspector-restarting", left = left),
            None => t!("group-inspector-rolling-restart"),
        };
        let storm = !all_static && g.flow.coordinator.is_none() && g.config.assignor.eager();
        let hover = if storm {
            t!("group-inspector-rolling-restart-storm-hover")
        } else {
            t!("group-inspector-rolling-restart-hover")
        };
        if ui
            .add_enabled(g.restarting.is_none() && !running.is_empty(), egui::Button::new(label).small())
            .on_hover_text(hover)
            .clicked()
        {
            out.push(PlayerAction::RollingRestart { group: g.name.to_string() });
        }
    });
}

/// `processing.guarantee`, a choice, for a group whose Workers write to a
/// stream (read-process-write); what it writes where. Rule:
/// docs/RULES.md#read-process-write.
fn guarantee(ui: &mut egui::Ui, g: &GroupView, out: &mut Vec<PlayerAction>) {
    let mut targets: Vec<&str> = g.workers.iter().flat_map(|w| w.writes_to.iter().map(String::as_str)).collect();
    targets.sort_unstable();
    targets.dedup();
    if targets.is_empty() {
        return;
    }
    ui.horizontal_wrapped(|ui| {
        ui.label("processing.guarantee");
        for p in [ProcessingGuarantee::AtLeastOnce, ProcessingGuarantee::ExactlyOnceV2] {
            let hover = match p {
                ProcessingGuarantee::AtLeastOnce => t!("group-inspector-guarantee-at-least-once-hover"),
                ProcessingGuarantee::ExactlyOnceV2 => t!("group-inspector-guarantee-exactly-once-hover"),
            };
            let on = g.config.processing_guarantee.word() == p.word();
            if ui.selectable_label(on, p.word()).on_hover_text(hover).clicked() && !on {
                out.push(PlayerAction::SetProcessingGuarantee { group: g.name.to_string(), guarantee: p });
            }
        }
    });
    let text = if g.config.processing_guarantee.transactional() {
        t!("group-inspector-writes-transactional", streams = targets.join(", "))
    } else {
        t!("group-inspector-writes-at-least-once", streams = targets.join(", "))
    };
    ui.label(egui::RichText::new(text).weak());
}

/// `auto.offset.reset`, a choice of Kafka 4's four (`by_duration` an hour
/// at first, then halved or doubled), what the group's own does, and why
/// the group stands still when `none` found no offset. Rule:
/// docs/RULES.md#auto-offset-reset.
fn offset_reset(ui: &mut egui::Ui, g: &GroupView, out: &mut Vec<PlayerAction>) {
    let now = g.config.auto_offset_reset;
    let hour = ResetDuration::from_secs(3600).map(OffsetReset::ByDuration);
    ui.horizontal_wrapped(|ui| {
        ui.label("auto.offset.reset");
        for p in [Some(OffsetReset::Earliest), Some(OffsetReset::Latest), Some(OffsetReset::None), hour]
            .into_iter()
            .flatten()
        {
            let on = std::mem::discriminant(&now) == std::mem::discriminant(&p);
            let label = if on { now.label() } else { p.label() };
            if ui.selectable_label(on, label).clicked() && !on {
                out.push(PlayerAction::SetOffsetReset { group: g.name.to_string(), policy: p });
            }
        }
        if let OffsetReset::ByDuration(d) = now {
            let step = |s: u64| ResetDuration::from_secs(s).map(OffsetReset::ByDuration);
            for (label, to, hover) in [
                ("÷2", step((d.seconds() / 2).max(1)), t!("group-inspector-by-duration-half")),
                ("×2", step(d.seconds() * 2), t!("group-inspector-by-duration-double")),
            ] {
                if let Some(policy) = to.filter(|p| *p != now)
                    && ui.small_button(label).on_hover_text(hover).clicked()
                {
                    out.push(PlayerAction::SetOffsetReset { group: g.name.to_string(), policy });
                }
            }
        }
    });
    ui.label(egui::RichText::new(offset_reset_help(now)).weak());
    let left = g.flow.unread_since.map(|since| (since, since + g.offsets_retention - g.now));
    if let Some((since, left)) = left.filter(|&(_, left)| left > 0.0) {
        ui.label(t!(
            "group-inspector-offsets-expiring",
            since = crate::sim::format_time(since),
            left = crate::sim::shown_span(left)
        ));
    }
    if g.flow.offsets_expired > 0 {
        ui.label(t!(
            "group-inspector-offsets-expired",
            count = g.flow.offsets_expired,
            span = crate::sim::shown_span(g.offsets_retention)
        ));
    }
    if let Some(stop) = g.flow.no_offset {
        ui.colored_label(
            g.alarm,
            t!(
                "group-inspector-no-offset",
                what = stop.describe_in(crate::locale::current()),
                exception = stop.exception(),
                group = g.name
            ),
        );
    }
}

/// What `auto.offset.reset` does, with this group's own setting (never a
/// default the scenario may not use).
fn offset_reset_help(now: OffsetReset) -> String {
    let what = match now {
        OffsetReset::Earliest => t!("group-inspector-reset-earliest"),
        OffsetReset::Latest => t!("group-inspector-reset-latest"),
        OffsetReset::None => t!("group-inspector-reset-none"),
        OffsetReset::ByDuration(d) => t!("group-inspector-reset-by-duration", policy = now.label(), span = d.iso()),
    };
    t!("group-inspector-reset-help", what = what)
}

/// Per partition: owner, committed offset, position and lag.
fn offsets(ui: &mut egui::Ui, log: &Cluster, g: &GroupView) {
    let Ok(topic) = log.topic(g.topic) else { return };
    let group = log.group(g.name).ok();
    ui.scope(|ui| {
        ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
        offset_rows(ui, log, g, topic.partition_count(), group);
    });
    unknown_partitions(ui, g, topic.partition_count());
    let legend = match g.config.isolation {
        Isolation::ReadUncommitted => t!("group-inspector-offsets-legend-uncommitted"),
        Isolation::ReadCommitted => t!("group-inspector-offsets-legend-committed"),
    };
    ui.label(egui::RichText::new(legend).weak());
}

/// While the group knows fewer partitions than its topic has: when it
/// learns of the others, and where its `auto.offset.reset` will start it
/// there. Rule: docs/RULES.md#partition-expansion.
fn unknown_partitions(ui: &mut egui::Ui, g: &GroupView, n: u32) {
    let known = g.flow.partitions().len() as u32;
    let age = g.config.metadata_max_age.unwrap_or(g.metadata_max_age);
    let left = (g.flow.metadata.next_refresh(age) - g.now).max(0.0);
    if known == 0 {
        return;
    }
    if known >= n && g.flow.coordinator.is_some() {
        ui.label(egui::RichText::new(t!("group-inspector-coordinator-knows-all", count = n)).weak());
        return;
    }
    if known >= n {
        ui.label(
            egui::RichText::new(t!(
                "group-inspector-consumers-know-all",
                count = n,
                left = crate::sim::shown_span(left),
                age = crate::sim::shown_span(age)
            ))
            .weak(),
        );
        return;
    }
    let then = match g.config.auto_offset_reset {
        OffsetReset::Earliest => t!("group-inspector-new-partitions-earliest"),
        OffsetReset::Latest => t!("group-inspector-new-partitions-latest"),
        OffsetReset::None => t!("group-inspector-new-partitions-none"),
        p @ OffsetReset::ByDuration(d) => {
            t!("group-inspector-new-partitions-by-duration", policy = p.label(), span = d.iso())
        }
    };
    let text = t!(
        "group-inspector-partitions-unknown",
        known = known,
        count = n,
        left = crate::sim::shown_span(left),
        then = then
    );
    if g.config.auto_offset_reset == OffsetReset::Earliest {
        ui.label(text);
    } else {
        ui.colored_label(g.alarm, text);
    }
}

/// The offsets table's rows, one per partition.
fn offset_rows(ui: &mut egui::Ui, log: &Cluster, g: &GroupView, n: u32, group: Option<&crate::log::Group>) {
    let id = |e: Entity| g.workers.iter().find(|w| w.e == e).map(|w| w.id.clone()).unwrap_or_default();
    // l10n-ok: the grid's id
    egui::Grid::new(("group offsets", g.name, g.topic)).num_columns(5).min_col_width(18.0).striped(true).show(
        ui,
        |ui| {
            ui.strong("p");
            for h in [
                t!("group-inspector-column-owner"),
                t!("group-inspector-column-committed"),
                t!("group-inspector-column-position"),
                t!("group-inspector-column-lag"),
            ] {
                ui.strong(h);
            }
            ui.end_row();
            for p in 0..n as usize {
                let committed = group.and_then(|gr| gr.committed(g.topic, p as u32));
                ui.monospace(format!("{p}"));
                let target = g.flow.coordinator.as_ref().and_then(|c| c.target.get(p).copied().flatten());
                let owner = match g.flow.owner(p as u32) {
                    Some(e) if target.is_some_and(|t| t != e) => format!("{} → {}", id(e), id(target.unwrap_or(e))),
                    Some(e) => id(e),
                    None if p >= g.flow.partitions().len() => t!("group-inspector-owner-unknown"),
                    None => target.map(|t| format!("→ {}", id(t))).unwrap_or_else(|| "—".into()),
                };
                ui.label(owner);
                ui.monospace(committed.map(|c| c.to_string()).unwrap_or_else(|| "—".into()));
                ui.monospace(g.flow.position(p as u32).map(|c| c.to_string()).unwrap_or_default());
                // No committed offset: what waits from the log start (the
                // report's count), not nothing.
                ui.monospace(log.lag_or_waiting(g.name, g.topic, p as u32).unwrap_or(0).to_string());
                ui.end_row();
            }
        },
    );
}

/// The last rebalance and the group's counts.
fn history(ui: &mut egui::Ui, g: &GroupView) {
    let f = g.flow;
    if f.rebalance_pending {
        ui.label(t!("group-inspector-rebalance-waiting"));
    }
    if let Some(c) = &f.coordinator {
        match &f.last_rebalance {
            Some(r) => ui.label(t!(
                "group-inspector-last-target-assignment",
                at = crate::sim::format_time(r.at),
                why = r.words_in(crate::locale::current())
            )),
            None => ui.label(t!("group-inspector-no-member")),
        };
        ui.label(
            egui::RichText::new(t!(
                "group-inspector-consumer-protocol-counts",
                epoch = c.group_epoch.to_string(),
                moved = c.moved,
                seconds = format!("{:.0}", c.paused_partition_seconds),
                evictions = f.evictions.to_string(),
                session_evictions = f.session_evictions.to_string()
            ))
            .weak(),
        );
        return;
    }
    match &f.last_rebalance {
        Some(r) if f.rebalances == 0 => {
            let why = r.words_in(crate::locale::current());
            ui.label(t!("group-inspector-formed", at = crate::sim::format_time(r.at), why = why))
        }
        Some(r) => {
            let why = r.words_in(crate::locale::current());
            ui.label(t!("group-inspector-last-rebalance", at = crate::sim::format_time(r.at), why = why))
        }
        None => ui.label(t!("group-inspector-no-member")),
    };
    ui.label(
        egui::RichText::new(t!(
            "group-inspector-classic-counts",
            rebalances = f.rebalances.to_string(),
            evictions = f.evictions.to_string(),
            session_evictions = f.session_evictions.to_string(),
            seconds = format!("{:.0}", f.paused_seconds)
        ))
        .weak(),
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::catalog::Catalog;
    use crate::rules::scenario::Scenario;
    use crate::sim::{self, Node, SimClock, SimLog, Stream, Worker};

    /// Campaign 22 at `until` sim seconds, after `actions` at 0 s and a
    /// rolling restart of billing at 1 s.
    fn world_at(until: f64, actions: Vec<PlayerAction>) -> bevy::prelude::App {
        let file = "campaign-22-deploy-day.scenario.ron";
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios").join(file);
        let text = std::fs::read_to_string(path).unwrap();
        let catalog = Catalog::builtin();
        let scenario = Scenario::parse(&text, file, &catalog).unwrap();
        let mut app = sim::headless_app(catalog, 0);
        let world = app.world_mut();
        sim::load_scenario(world, scenario, file).unwrap();
        for a in actions {
            world.write_message(a);
        }
        let mut restarted = false;
        while world.resource::<SimClock>().now < until {
            if !restarted && world.resource::<SimClock>().now >= 1.0 {
                world.write_message(PlayerAction::RollingRestart { group: "billing".into() });
                restarted = true;
            }
            sim::run_ticks(world, 1);
        }
        app
    }

    /// Every text billing's section on the orders stream drew, in one string.
    fn drawn(world: &mut World) -> String {
        let stream = world.query::<&Stream>().iter(world).next().unwrap().clone();
        let flow = stream.groups.get("billing").unwrap();
        let workers = world
            .query::<(Entity, &Node, &Worker)>()
            .iter(world)
            .map(|(e, n, w)| MemberView {
                e,
                id: n.id.clone(),
                writes_to: Vec::new(),
                down: false,
                paused: w.paused,
                stopped: w.stopped,
                instance_id: w.instance_id.clone(),
                restart_until: w.restart_until,
                reads: w.assigned.clone(),
            })
            .collect();
        let catalog = world.resource::<Catalog>();
        let settings = world.resource::<crate::sim::groups::GroupSettings>();
        let g = GroupView {
            name: "billing",
            topic: &stream.topic,
            flow,
            config: settings.of("billing", catalog, false),
            workers,
            now: world.resource::<SimClock>().now,
            cooperative_owned: false,
            open: true,
            force_open: false,
            alarm: super::super::colour::colour(crate::view::palette::Palette::default().ui.danger),
            offsets_retention: catalog.sim.offsets_retention_seconds,
            metadata_max_age: catalog.sim.metadata_max_age_seconds,
            restarting: None,
            consumer_protocol: stream.consumer_protocol,
            dead_letter: settings.dead_letter("billing"),
            other_streams: Vec::new(),
        };
        let log = &world.resource::<SimLog>().0;
        super::super::drawn_texts(|ui| {
            section(ui, log, &g);
        })
    }

    #[test]
    fn the_consumer_protocol_shows_epochs_targets_and_a_partition_in_flight() {
        let consumer = PlayerAction::SetGroupProtocol { group: "billing".into(), protocol: GroupProtocol::Consumer };
        // At 3 s: billing-1 left at 1 s; its p0 waits for billing-2's
        // heartbeat at 5 s.
        let mut app = world_at(3.0, vec![consumer]);
        let text = drawn(app.world_mut());
        for want in [
            "group.protocol",
            "group.remote.assignor",
            // Its last heartbeat was at 0 s, before billing-1 left.
            "member epoch 1, group epoch 2: not reconciled yet",
            "target p0, p1",
            "→ billing-2",
            "Consumer protocol: group epoch 2",
        ] {
            assert!(text.contains(want), "{want:?} missing from: {text}");
        }
        // The classic group shows none of it.
        let mut app = world_at(3.0, Vec::new());
        let text = drawn(app.world_mut());
        assert!(!text.contains("member epoch") && !text.contains("→ "), "{text}");
        assert!(text.contains("stood still"), "{text}");
    }

    #[test]
    fn a_share_group_shows_its_share_partitions_and_what_each_member_holds() {
        let share = PlayerAction::SetGroupType { group: "billing".into(), group_type: GroupType::Share };
        let mut app = world_at(0.9, vec![share]);
        let text = drawn(app.world_mut());
        for want in [
            "Share group billing",
            "Group type",
            "share.auto.offset.reset",
            "member; reads p0; holds",
            "archived after 5 deliveries",
            "acquired",
            "available",
            "Share group: ",
            "order not kept",
        ] {
            assert!(text.contains(want), "{want:?} missing from: {text}");
        }
        assert!(!text.contains("group.protocol") && !text.contains("committed"), "{text}");
        // A consumer group shows none of it.
        let mut app = world_at(0.9, Vec::new());
        let text = drawn(app.world_mut());
        assert!(text.contains("Consumer group billing") && !text.contains("holds"), "{text}");
    }
}
