//! The sandbox's controls in a card's Inspector (scenarios with `sandbox:
//! true`): live sliders for a producer's traffic (rate, distinct keys, Zipf
//! exponent, a hot key's share), each change one
//! [`PlayerAction::SetTraffic`] when the slider is let go (so a save replays
//! it), and "Strike now" for every incident kind that fits the card.

use bevy_egui::egui;
use strum::IntoEnumIterator;

use crate::rules::catalog::Role;
use crate::rules::incident::{IncidentKind, TargetKind};
use crate::sim::{PlayerAction, Producer};
use crate::t;

/// The sliders' values while they are moved: rate, keys, Zipf (0: off), hot share.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Traffic {
    rate: f64,
    entities: u64,
    zipf: f64,
    hot: f64,
}

impl Traffic {
    fn of(p: &Producer) -> Traffic {
        Traffic {
            rate: p.rate,
            entities: p.keys.entities,
            zipf: p.keys.zipf.unwrap_or(0.0),
            hot: p.keys.hot.first().map(|h| h.share).unwrap_or(0.0),
        }
    }
    fn action(self, node: &str) -> PlayerAction {
        PlayerAction::SetTraffic {
            node: node.to_string(),
            rate: self.rate,
            entities: self.entities.max(1),
            zipf: (self.zipf > 0.0).then_some(self.zipf),
            hot_share: self.hot,
        }
    }
}

/// A producer's traffic sliders; the action to send once one is let go.
pub(super) fn traffic_sliders(ui: &mut egui::Ui, node: &str, p: &Producer) -> Option<PlayerAction> {
    let id = egui::Id::new(("sandbox traffic", node)); // l10n-ok: an egui id
    let now = Traffic::of(p);
    let mut t = ui.ctx().data(|d| d.get_temp::<Traffic>(id)).unwrap_or(now);
    let mut released = false;
    ui.separator();
    ui.strong(t!("sandbox-traffic"));
    egui::Grid::new("sandbox traffic").num_columns(2).show(ui, |ui| {
        let mut row = |ui: &mut egui::Ui, label: String, slider: egui::Slider, hover: String| {
            ui.label(label);
            let r = ui.add(slider).on_hover_text(hover);
            released |= r.drag_stopped() || (r.changed() && !r.dragged());
            ui.end_row();
        };
        row(
            ui,
            t!("sandbox-rate"),
            egui::Slider::new(&mut t.rate, 0.0..=2000.0).suffix(t!("sandbox-rate-unit")),
            t!("sandbox-rate-hover"),
        );
        row(
            ui,
            t!("sandbox-keys"),
            egui::Slider::new(&mut t.entities, 1..=1_000_000).logarithmic(true),
            t!("sandbox-keys-hover"),
        );
        row(ui, t!("sandbox-zipf"), egui::Slider::new(&mut t.zipf, 0.0..=2.0).step_by(0.05), t!("sandbox-zipf-hover"));
        row(
            ui,
            t!("sandbox-hot-key"),
            egui::Slider::new(&mut t.hot, 0.0..=0.95).step_by(0.05),
            t!("sandbox-hot-key-hover"),
        );
    });
    if released && t != now {
        ui.ctx().data_mut(|d| d.remove::<Traffic>(id));
        return Some(t.action(node));
    }
    if t != now {
        ui.ctx().data_mut(|d| d.insert_temp(id, t));
    }
    None
}

/// The incident kinds that can strike a card of this role in this zone
/// and region, with their targets.
fn fitting(role: &Role, node: &str, zone: &str, region: &str, produces: bool) -> Vec<(IncidentKind, String)> {
    IncidentKind::iter()
        .filter(|k| k.target().fits(Some(role), produces))
        .map(|k| {
            let target = match k.target_kind() {
                TargetKind::Zone => zone.to_string(),
                TargetKind::Region => region.to_string(),
                TargetKind::Node => node.to_string(),
            };
            (k, target)
        })
        .collect()
}

/// "Strike now" for every incident that fits the card; the action to send.
pub(super) fn strike_buttons(
    ui: &mut egui::Ui,
    role: &Role,
    node: &crate::sim::Node,
    produces: bool,
) -> Option<PlayerAction> {
    let mut out = None;
    ui.separator();
    ui.strong(t!("sandbox-strike"));
    ui.horizontal_wrapped(|ui| {
        for (kind, target) in fitting(role, &node.id, &node.zone, &node.region, produces) {
            // The kind's name as scenario files write it (`InstanceFailure`).
            let button =
                ui.button(format!("{kind:?}")).on_hover_text(t!("sandbox-strike-hover", target = target.as_str()));
            if button.clicked() {
                out = Some(PlayerAction::StartIncident { kind, target });
            }
        }
    });
    out
}
