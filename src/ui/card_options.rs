//! Options every card has in its Inspector, whatever its role: its size
//! (capacity and Burn per step; a stream's own Size row also says what it
//! appends), and its links out, each with a button that removes it.

use bevy_egui::egui;

use crate::rules::catalog::ComponentSpec;
use crate::t;

/// The size steps of a component that is not a stream; the size picked.
pub(super) fn size_row(ui: &mut egui::Ui, spec: &ComponentSpec, now: u32) -> Option<u32> {
    if spec.sizes <= 1 {
        return None;
    }
    let mut picked = None;
    ui.separator();
    ui.horizontal(|ui| {
        ui.label(t!("card-options-size"));
        for size in 1..=spec.sizes {
            let hover = t!(
                "card-options-size-hover",
                multiplier = spec.size_multiplier(size).to_string(),
                burn = super::money(spec.burn_at(size))
            );
            if ui.selectable_label(now == size, format!("{size}")).on_hover_text(hover).clicked() && size != now {
                picked = Some(size);
            }
        }
    });
    picked
}

/// The card's links out, each with ✕; the Node whose link to remove.
pub(super) fn links_row(ui: &mut egui::Ui, to: &[String]) -> Option<String> {
    if to.is_empty() {
        return None;
    }
    let mut unlink = None;
    ui.separator();
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("card-options-links-to"));
        for id in to {
            if ui
                .small_button(format!("{id} ✕"))
                .on_hover_text(t!("card-options-unlink-hover", node = id.as_str()))
                .clicked()
            {
                unlink = Some(id.clone());
            }
        }
    });
    unlink
}
