//! Achievements on screen: a toast for each one earned (on any screen, in
//! one column at the bottom right, clear of the debrief's buttons; a few
//! seconds each, at most three at once, never over each other), and the list the
//! title screen shows, the locked ones greyed with their hint. Rule:
//! docs/RULES.md#achievements.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{UiSet, colour};
use crate::achievements::{AchievementEarned, Achievements};
use crate::progress::Progress;
use crate::t;
use crate::view::palette::Palette;

/// Real seconds a toast stays.
const TOAST_SECONDS: f64 = 7.0;

/// Toasts shown at once; the others wait their turn.
const TOASTS_AT_ONCE: usize = 3;

/// Width of a toast, points.
const TOAST_WIDTH: f32 = 340.0;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, toasts.in_set(UiSet::Overlays));
}

/// The toasts: each earned achievement waits its turn, then shows for
/// [`TOAST_SECONDS`] (its × closes it sooner).
fn toasts(
    mut contexts: EguiContexts,
    palette: Res<Palette>,
    book: Res<Achievements>,
    time: Res<Time<Real>>,
    mut earned: MessageReader<AchievementEarned>,
    mut queue: Local<Vec<(String, Option<f64>)>>,
) -> Result {
    queue.extend(earned.read().map(|e| (e.id.clone(), None)));
    if queue.is_empty() {
        return Ok(());
    }
    let now = time.elapsed_secs_f64();
    queue.retain(|(_, since)| since.is_none_or(|s| now - s < TOAST_SECONDS));
    for (_, since) in queue.iter_mut().take(TOASTS_AT_ONCE) {
        since.get_or_insert(now);
    }
    let ctx = contexts.ctx_mut()?;
    let mut closed = None;
    // One column at the bottom right, the newest lowest: they never cover
    // each other.
    egui::Area::new(egui::Id::new("achievement toasts"))
        .anchor(egui::Align2::RIGHT_BOTTOM, [-12.0, -12.0])
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            for (i, (id, _)) in queue.iter().take(TOASTS_AT_ONCE).enumerate() {
                let Some(a) = book.0.get(id) else { continue };
                egui::Frame::popup(ui.style()).stroke(egui::Stroke::new(2.0, colour(palette.ui.good))).show(ui, |ui| {
                    ui.set_width(TOAST_WIDTH);
                    ui.horizontal(|ui| {
                        ui.label(egui::RichText::new(&a.icon).size(30.0).color(colour(palette.ui.good)));
                        ui.vertical(|ui| {
                            ui.horizontal(|ui| {
                                ui.small(t!("achievements-earned"));
                                if ui.small_button("×").on_hover_text(t!("achievements-close")).clicked() {
                                    closed = Some(i);
                                }
                            });
                            ui.label(egui::RichText::new(crate::locale::data::text(&a.name)).strong().size(17.0));
                            ui.label(crate::locale::data::text(&a.lesson));
                        });
                    });
                });
                ui.add_space(6.0);
            }
        });
    if let Some(i) = closed {
        queue.remove(i);
    }
    Ok(())
}

/// The title screen's list: how many are earned, then each achievement,
/// earned ones with their lesson, locked ones greyed with their hint.
pub(super) fn list(ui: &mut egui::Ui, palette: &Palette, book: &Achievements, progress: &Progress) {
    let all = &book.0.achievements;
    let got = all.iter().filter(|a| progress.achievements.contains_key(&a.id)).count();
    ui.heading(t!("achievements-heading", got = got, total = all.len()));
    ui.label(t!("achievements-about"));
    ui.add_space(8.0);
    egui::ScrollArea::vertical().id_salt("achievements list").max_height(ui.available_height() - 8.0).show(ui, |ui| {
        // Room for the scroll bar at the right.
        ui.set_max_width(ui.available_width() - 18.0);
        for a in all {
            let earned = progress.achievements.contains_key(&a.id);
            let weak = ui.visuals().weak_text_color();
            ui.horizontal(|ui| {
                let icon = egui::RichText::new(&a.icon).size(26.0);
                ui.add_sized(
                    [36.0, 36.0],
                    egui::Label::new(if earned { icon.color(colour(palette.ui.good)) } else { icon.color(weak) }),
                );
                ui.vertical(|ui| {
                    if earned {
                        ui.label(egui::RichText::new(crate::locale::data::text(&a.name)).strong());
                        ui.label(crate::locale::data::text(&a.lesson));
                    } else {
                        ui.label(
                            egui::RichText::new(t!("achievements-locked", name = crate::locale::data::text(&a.name)))
                                .color(weak),
                        );
                        ui.label(egui::RichText::new(crate::locale::data::text(&a.hint)).color(weak).italics());
                    }
                });
            });
            ui.add_space(6.0);
        }
    });
}
