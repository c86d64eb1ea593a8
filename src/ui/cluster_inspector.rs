//! A broker or a partition of a stream's cluster in the Inspector (from a
//! broker's chip or a lane on the card, or a row of the stream's own
//! tables). A broker: its zone, whether it runs and why not, the
//! partitions it leads and each replica it holds with its log end and
//! state. A partition: its leader and leader epoch, log start, high
//! watermark and log end, ISR and eligible replicas, seconds offline and
//! under-replicated, each replica with its log end and state, and each
//! group's committed offset and lag on it. Rule: docs/RULES.md#replication.

use bevy::prelude::*;
use bevy_egui::egui;

use super::colour;
use crate::log::{Cluster, ReplicaSet};
use crate::sim::Stream;
use crate::sim::cluster::{Broker, PartitionReplicas};
use crate::t;
use crate::view::ClusterItem;
use crate::view::palette::Palette;

/// What the cluster view reads of one stream.
pub(super) struct ClusterView<'a> {
    /// The stream Node.
    pub e: Entity,
    /// Its Node id (the way back names it).
    pub id: &'a str,
    pub stream: &'a Stream,
    /// Its partitions, by index.
    pub parts: Vec<&'a PartitionReplicas>,
    /// Its brokers, by number.
    pub brokers: Vec<&'a Broker>,
    /// The incidents holding each broker down, in words, by number.
    pub why_down: Vec<Vec<String>>,
    /// The stream's host is down (every broker with it).
    pub stream_down: bool,
    pub log: &'a Cluster,
    pub now: f64,
    pub palette: &'a Palette,
}

/// What the player chose in the view.
pub(super) enum Chosen {
    /// Back to the stream.
    Back,
    /// Another broker or partition of the stream.
    Open(ClusterItem),
}

/// One replica's state, in words, and whether that is trouble.
fn replica_state(set: &ReplicaSet, broker: u32, disk_lost: bool, log_start: u64) -> (String, bool) {
    let Some(r) = set.replicas().iter().find(|r| r.broker == broker) else { return ("—".into(), false) };
    if r.down {
        let may_lead =
            set.elr().contains(&broker) || set.isr().contains(&broker) || set.last_known_leader() == Some(broker);
        let why = match (disk_lost, may_lead) {
            (true, _) => t!("cluster-inspector-replica-failed"),
            (false, true) => t!("cluster-inspector-replica-down-may-lead"),
            (false, false) => t!("cluster-inspector-replica-down"),
        };
        return (why, true);
    }
    if set.leader() == Some(broker) {
        return (t!("cluster-inspector-replica-leader"), false);
    }
    if set.isr().contains(&broker) {
        return (t!("cluster-inspector-replica-in-sync"), false);
    }
    if set.elr().contains(&broker) {
        return (t!("cluster-inspector-replica-eligible"), true);
    }
    match set.leader_log_end() {
        Some(end) if end > r.log_end => {
            let whole = end.saturating_sub(log_start).max(1);
            let share = r.log_end.saturating_sub(log_start) as f64 / whole as f64;
            (t!("cluster-inspector-replica-catching-up", percent = format!("{:.0}", share * 100.0)), true)
        }
        _ => (t!("cluster-inspector-replica-out-of-sync"), true),
    }
}

/// A replica's state, in danger's loss colour when it is trouble.
fn state_label(ui: &mut egui::Ui, loss: egui::Color32, (state, bad): (String, bool)) {
    if bad {
        ui.colored_label(loss, state);
    } else {
        ui.label(state);
    }
}

/// The heading, with the way back to the stream; `Some(Back)` when chosen.
fn heading(ui: &mut egui::Ui, title: &str, stream: &str) -> Option<Chosen> {
    let mut back = None;
    ui.horizontal(|ui| {
        ui.heading(title);
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            if ui.small_button(format!("← {stream}")).on_hover_text(t!("cluster-inspector-back-hover")).clicked() {
                back = Some(Chosen::Back);
            }
        });
    });
    back
}

/// A row of links, one per item; the one clicked.
fn links(ui: &mut egui::Ui, items: &[(String, ClusterItem)]) -> Option<Chosen> {
    let mut out = None;
    ui.horizontal_wrapped(|ui| {
        if items.is_empty() {
            ui.label("—");
        }
        for (text, item) in items {
            if ui.link(text).clicked() {
                out = Some(Chosen::Open(*item));
            }
        }
    });
    out
}

/// Broker `id` of the stream.
pub(super) fn broker(ui: &mut egui::Ui, v: &ClusterView, id: u32) -> Option<Chosen> {
    let chosen = heading(ui, &t!("cluster-inspector-broker-title", id = id.to_string()), v.id);
    let Some(b) = v.brokers.iter().find(|b| b.id == id) else {
        ui.label(t!("cluster-inspector-broker-gone"));
        return chosen;
    };
    ui.label(egui::RichText::new(t!("cluster-inspector-broker-about", stream = v.id, zone = b.zone.as_str())).weak());
    let loss = colour(v.palette.danger.loss);
    if b.up() && !v.stream_down {
        ui.label(t!("cluster-inspector-broker-up"));
    } else {
        let why = v.why_down.get(id as usize).filter(|w| !w.is_empty()).map(|w| w.join(", "));
        let what =
            if b.disk_lost { t!("cluster-inspector-broker-failed") } else { t!("cluster-inspector-broker-down") };
        ui.colored_label(loss, what);
        if let Some(why) = why {
            ui.label(t!("cluster-inspector-broker-held-down", why = why));
        }
    }
    ui.add_space(4.0);
    ui.strong(t!("cluster-inspector-leads"));
    let led: Vec<(String, ClusterItem)> = v
        .parts
        .iter()
        .filter(|p| p.leader_now(v.now, v.stream_down) == Some(id))
        .map(|p| (format!("p{}", p.partition), ClusterItem::Partition { stream: v.e, partition: p.partition }))
        .collect();
    let chosen = chosen.or(links(ui, &led));
    chosen.or(held_grid(ui, v, b))
}

/// Each replica broker `b` holds: its partition (a link to it), its log
/// end, the leader's, and its state.
fn held_grid(ui: &mut egui::Ui, v: &ClusterView, b: &Broker) -> Option<Chosen> {
    let loss = colour(v.palette.danger.loss);
    let mut chosen = None;
    ui.strong(t!("cluster-inspector-replicas-held"));
    egui::Grid::new("broker replicas").num_columns(4).striped(true).show(ui, |ui| {
        ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
        ui.strong("p");
        ui.strong(t!("cluster-inspector-column-log-end")).on_hover_text(t!("cluster-inspector-column-log-end-hover"));
        ui.strong(t!("cluster-inspector-column-leaders")).on_hover_text(t!("cluster-inspector-column-leaders-hover"));
        ui.strong(t!("cluster-inspector-column-state")).on_hover_text(t!("cluster-inspector-column-state-hover"));
        ui.end_row();
        for p in &v.parts {
            let Some(r) = p.set.replicas().iter().find(|r| r.broker == b.id) else { continue };
            if ui.link(format!("p{}", p.partition)).clicked() {
                chosen = Some(Chosen::Open(ClusterItem::Partition { stream: v.e, partition: p.partition }));
            }
            ui.label(r.log_end.to_string());
            ui.label(
                p.set.leader_log_end().map(|e| e.to_string()).unwrap_or_else(|| t!("cluster-inspector-no-leader")),
            );
            let start = v.log.topic(&v.stream.topic).ok().and_then(|t| t.partition(p.partition).ok());
            state_label(ui, loss, replica_state(&p.set, b.id, b.disk_lost, start.map(|s| s.log_start()).unwrap_or(0)));
            ui.end_row();
        }
    });
    chosen
}

/// Partition `partition` of the stream's topic.
pub(super) fn partition(ui: &mut egui::Ui, v: &ClusterView, partition: u32) -> Option<Chosen> {
    let chosen = heading(ui, &t!("cluster-inspector-partition-title", partition = partition.to_string()), v.id);
    let (Some(p), Some(part)) = (
        v.parts.iter().find(|p| p.partition == partition),
        v.log.topic(&v.stream.topic).ok().and_then(|t| t.partition(partition).ok()),
    ) else {
        ui.label(t!("cluster-inspector-partition-gone"));
        return chosen;
    };
    ui.label(
        egui::RichText::new(t!(
            "cluster-inspector-partition-about",
            partition = partition.to_string(),
            topic = v.stream.topic.as_str(),
            stream = v.id
        ))
        .weak(),
    );
    leader_line(ui, v, p);
    offsets_grid(ui, p, part.log_start(), part.log_end());
    let chosen = chosen.or(replicas_grid(ui, v, &p.set, part.log_start()));
    groups_grid(ui, v, partition);
    chosen
}

/// Who leads, at which epoch; or why nobody does.
fn leader_line(ui: &mut egui::Ui, v: &ClusterView, p: &PartitionReplicas) {
    let loss = colour(v.palette.danger.loss);
    let set = &p.set;
    match p.leader_now(v.now, v.stream_down) {
        Some(b) => {
            ui.label(t!("cluster-inspector-leader", broker = b.to_string(), epoch = set.leader_epoch().to_string()))
        }
        None if set.leader().is_some() && !v.stream_down => {
            ui.colored_label(loss, t!("cluster-inspector-electing", epoch = set.leader_epoch().to_string()))
        }
        None => ui.colored_label(loss, t!("cluster-inspector-no-leader-up")),
    };
    if v.stream_down {
        return;
    }
    match set.unclean_cost() {
        Some((b, 0)) => ui.label(t!("cluster-inspector-unclean-lossless", broker = b.to_string())),
        Some((b, lost)) => {
            ui.colored_label(loss, t!("cluster-inspector-unclean-lossy", broker = b.to_string(), count = lost))
        }
        None if set.leader().is_none() => ui.label(t!("cluster-inspector-unclean-waits")),
        None => return,
    };
}

/// Log start, high watermark and log end, the ISR and ELR, and the seconds
/// offline and under-replicated, each explained on hover.
fn offsets_grid(ui: &mut egui::Ui, p: &PartitionReplicas, log_start: u64, log_end: u64) {
    let set = &p.set;
    let list = |bs: &[u32]| {
        if bs.is_empty() { "—".to_string() } else { bs.iter().map(|b| format!("b{b}")).collect::<Vec<_>>().join(" ") }
    };
    let mut rows = vec![
        (t!("cluster-inspector-log-start"), log_start.to_string(), t!("cluster-inspector-log-start-hover")),
        (
            t!("cluster-inspector-high-watermark"),
            set.high_watermark().to_string(),
            t!("cluster-inspector-high-watermark-hover"),
        ),
        (t!("cluster-inspector-log-end"), log_end.to_string(), t!("cluster-inspector-log-end-hover")),
        ("ISR".to_string(), list(set.isr()), t!("cluster-inspector-isr-hover")),
        ("ELR".to_string(), list(set.elr()), t!("cluster-inspector-elr-hover")),
        (
            t!("cluster-inspector-offline"),
            crate::sim::shown_span(p.offline_seconds),
            t!("cluster-inspector-offline-hover"),
        ),
        (
            t!("cluster-inspector-under-replicated"),
            crate::sim::shown_span(p.under_replicated_seconds),
            t!("cluster-inspector-under-replicated-hover"),
        ),
    ];
    if let Some(b) = set.last_known_leader() {
        rows.insert(
            5,
            (
                t!("cluster-inspector-last-known-leader"),
                format!("b{b}"),
                t!("cluster-inspector-last-known-leader-hover"),
            ),
        );
    }
    egui::Grid::new("partition offsets").num_columns(2).min_col_width(120.0).show(ui, |ui| {
        ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
        for (name, value, tip) in rows {
            ui.label(name).on_hover_text(tip);
            ui.label(value);
            ui.end_row();
        }
    });
}

/// Each replica by broker (a link to it), its zone, log end and state.
fn replicas_grid(ui: &mut egui::Ui, v: &ClusterView, set: &ReplicaSet, log_start: u64) -> Option<Chosen> {
    let loss = colour(v.palette.danger.loss);
    let mut chosen = None;
    ui.strong(t!("cluster-inspector-replicas"));
    egui::Grid::new("partition replicas").num_columns(4).striped(true).show(ui, |ui| {
        ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
        for head in [
            t!("cluster-inspector-column-broker"),
            t!("cluster-inspector-column-zone"),
            t!("cluster-inspector-column-log-end"),
            t!("cluster-inspector-column-state"),
        ] {
            ui.strong(head);
        }
        ui.end_row();
        for r in set.replicas() {
            if ui.link(format!("b{}", r.broker)).on_hover_text(t!("cluster-inspector-open-broker")).clicked() {
                chosen = Some(Chosen::Open(ClusterItem::Broker { stream: v.e, id: r.broker }));
            }
            let b = v.brokers.iter().find(|b| b.id == r.broker);
            ui.label(b.map(|b| b.zone.as_str()).unwrap_or("—"));
            ui.label(r.log_end.to_string());
            state_label(ui, loss, replica_state(set, r.broker, b.is_some_and(|b| b.disk_lost), log_start));
            ui.end_row();
        }
    });
    chosen
}

/// Each group's committed offset and lag on the partition.
fn groups_grid(ui: &mut egui::Ui, v: &ClusterView, partition: u32) {
    if v.stream.groups.is_empty() {
        return;
    }
    let or_dash = |x: Option<u64>| x.map(|c| c.to_string()).unwrap_or_else(|| "—".into());
    ui.strong(t!("cluster-inspector-groups"));
    egui::Grid::new("partition groups").num_columns(3).striped(true).show(ui, |ui| {
        ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
        for head in [
            t!("cluster-inspector-column-group"),
            t!("cluster-inspector-column-committed"),
            t!("cluster-inspector-column-lag"),
        ] {
            ui.strong(head);
        }
        ui.end_row();
        for g in v.stream.groups.keys() {
            ui.label(g);
            ui.label(or_dash(v.log.group(g).ok().and_then(|gr| gr.committed(&v.stream.topic, partition))));
            ui.label(or_dash(v.log.lag(g, &v.stream.topic, partition)));
            ui.end_row();
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::catalog::Catalog;
    use crate::rules::scenario::{Acks, Scenario};
    use crate::sim::{self, Node, PlayerAction, SimClock, SimLog};

    /// Campaign 15 with acks=all and min.insync 2, at 1:52: brokers 1 and 2
    /// restarting, broker 0 failed with its disk; every partition waits
    /// for its eligible replica.
    fn world_at_112() -> bevy::prelude::App {
        let file = "campaign-15-copies-that-count.scenario.ron";
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios").join(file);
        let text = std::fs::read_to_string(path).unwrap();
        let catalog = Catalog::builtin();
        let scenario = Scenario::parse(&text, file, &catalog).unwrap();
        let mut app = sim::headless_app(catalog, 0);
        let world = app.world_mut();
        sim::load_scenario(world, scenario, file).unwrap();
        world.write_message(PlayerAction::SetAcks { node: "orders".into(), acks: Acks::All });
        world.write_message(PlayerAction::SetMinInsyncReplicas { node: "orders".into(), min_insync_replicas: 2 });
        while world.resource::<SimClock>().now < 112.0 {
            sim::run_ticks(world, 1);
        }
        app
    }

    /// Every text the view drew, in one string.
    fn drawn(world: &mut World, item: ClusterItem) -> String {
        let e = world.query::<(Entity, &Node)>().iter(world).find(|(_, n)| n.id == "orders").unwrap().0;
        let stream = world.get::<Stream>(e).unwrap().clone();
        let (parts, brokers) = crate::sim::cluster::cluster_of(world, e);
        let why_down = brokers.iter().map(|b| vec![format!("{} incident", b.down.len())]).collect();
        let palette = Palette::default();
        let v = ClusterView {
            e,
            id: "orders",
            stream: &stream,
            parts,
            brokers,
            why_down,
            stream_down: false,
            log: &world.resource::<SimLog>().0,
            now: world.resource::<SimClock>().now,
            palette: &palette,
        };
        super::super::drawn_texts(|ui| {
            match item {
                ClusterItem::Broker { id, .. } => broker(ui, &v, id),
                ClusterItem::Partition { partition: p, .. } => super::partition(ui, &v, p),
            };
        })
    }

    #[test]
    fn a_partition_shows_its_replicas_isr_and_eligible_replicas() {
        let mut app = world_at_112();
        let stream = Entity::PLACEHOLDER;
        let text = drawn(app.world_mut(), ClusterItem::Partition { stream, partition: 0 });
        for want in ["Partition p0", "No leader", "high watermark", "ELR", "b2", "failed: its disk is lost"] {
            assert!(text.contains(want), "{want:?} missing from: {text}");
        }
        assert!(text.contains("down, may lead once back"), "the eligible replica: {text}");
    }

    #[test]
    fn a_broker_shows_why_it_is_down_and_the_replicas_it_holds() {
        let mut app = world_at_112();
        let stream = Entity::PLACEHOLDER;
        let text = drawn(app.world_mut(), ClusterItem::Broker { stream, id: 1 });
        for want in ["Broker b1", "zone-a", "Down: its disk is kept", "Held down by: 1 incident", "p0", "p1", "p2"] {
            assert!(text.contains(want), "{want:?} missing from: {text}");
        }
        let text = drawn(app.world_mut(), ClusterItem::Broker { stream, id: 0 });
        assert!(text.contains("Failed: its disk is lost"), "{text}");
    }
}
