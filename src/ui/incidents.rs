//! The incident panel (I): incidents under way, the incident catalog for
//! practice, and the log; and a short report when an incident ends.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{UiSet, colour, window_id};
use crate::t;
use crate::view::palette::Palette;

use crate::rules::catalog::Catalog;
use crate::rules::incident::IncidentKind;
use crate::sim::incidents::{Incident, IncidentEnded, IncidentLog, IncidentReport, possible_targets};
use crate::sim::{PlayerAction, SimClock};

/// The panel's state.
#[derive(Resource, Debug)]
pub struct IncidentPanel {
    /// Shown or not.
    pub open: bool,
    /// Kind picked for practice.
    kind: IncidentKind,
    /// Target picked for practice.
    target: String,
    /// Reports still to show, newest last, with the real time they arrived.
    toasts: Vec<(IncidentReport, f64)>,
}

impl Default for IncidentPanel {
    fn default() -> Self {
        IncidentPanel { open: false, kind: IncidentKind::InstanceFailure, target: String::new(), toasts: Vec::new() }
    }
}

/// Seconds (real time) a report stays on screen.
const TOAST_SECONDS: f64 = 12.0;

super::key_panel!(IncidentPanel, KeyI);

pub(super) fn plugin(app: &mut App) {
    super::toggle::<IncidentPanel>(app);
    app.init_resource::<PracticeTargets>()
        .add_systems(Update, (collect, refresh_targets).in_set(UiSet::Input))
        .add_systems(EguiPrimaryContextPass, window.in_set(UiSet::Panels));
}

/// Each ended incident's report is shown for a while.
fn collect(mut ended: MessageReader<IncidentEnded>, time: Res<Time<Real>>, mut panel: ResMut<IncidentPanel>) {
    for e in ended.read() {
        panel.toasts.push((e.report.clone(), time.elapsed_secs_f64()));
    }
}

/// The targets an incident kind could strike now (for the practice picker).
#[derive(Resource, Default)]
struct PracticeTargets(Vec<String>);

fn refresh_targets(world: &mut World) {
    let kind = world.resource::<IncidentPanel>().kind;
    if !world.resource::<IncidentPanel>().open {
        return;
    }
    let targets = possible_targets(world, kind);
    world.insert_resource(PracticeTargets(targets));
}

fn report_ui(ui: &mut egui::Ui, r: &IncidentReport, log: &IncidentLog, palette: &Palette) {
    ui.strong(t!("incidents-on", name = crate::locale::data::text(&r.name), target = r.target.as_str()));
    let (from, to) = (super::format_sim_time(r.started), super::format_sim_time(r.ended));
    ui.label(t!("incidents-report-span", from = from, to = to, happened = log.shown(&r.happened)));
    ui.label(log.shown(&r.how_it_ended));
    let costs = r.cost.summary();
    if costs.is_empty() {
        ui.colored_label(colour(palette.ui.good), t!("incidents-cost-nothing"));
    } else {
        ui.colored_label(colour(palette.ui.caution), t!("incidents-cost", costs = costs.join(", ")));
    }
    ui.label(egui::RichText::new(t!("incidents-next-time", prevent = crate::locale::data::text(&r.prevent))).italics());
}

fn window(
    palette: Res<Palette>,
    mut contexts: EguiContexts,
    mut panel: ResMut<IncidentPanel>,
    time: Res<Time<Real>>,
    clock: Res<SimClock>,
    catalog: Res<Catalog>,
    log: Res<IncidentLog>,
    targets: Res<PracticeTargets>,
    incidents: Query<&Incident>,
    mut actions: MessageWriter<PlayerAction>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let now_real = time.elapsed_secs_f64();
    panel.toasts.retain(|(_, at)| now_real - at < TOAST_SECONDS);
    if let Some((report, _)) = panel.toasts.last().cloned() {
        // It goes by itself after a while, or at once with its ×.
        let mut keep = true;
        egui::Window::new(t!("incidents-over"))
            .id(egui::Id::new("incident toast"))
            .open(&mut keep)
            .anchor(egui::Align2::CENTER_BOTTOM, [0.0, -12.0])
            .collapsible(false)
            .resizable(false)
            .default_width(460.0)
            .show(ctx, |ui| report_ui(ui, &report, &log, &palette));
        if !keep {
            panel.toasts.pop();
        }
    }
    if !panel.open {
        return Ok(());
    }
    let mut open = true;
    let title = t!("incidents-title");
    egui::Window::new(title)
        .id(window_id("Incidents")) // l10n-ok: the window's id, its English title
        .open(&mut open)
        .default_pos([12.0, 60.0])
        .default_width(420.0)
        .show(ctx, |ui| {
            ui.strong(t!("incidents-under-way"));
            let mut any = false;
            for i in &incidents {
                any = true;
                let name = catalog
                    .incident(i.kind)
                    .map(|r| crate::locale::data::text(&r.name))
                    .unwrap_or_else(|| t!("incidents-incident"));
                let left = match i.ends {
                    Some(t) => t!("incidents-seconds-left", seconds = format!("{:.0}", (t - clock.now).max(0.0))),
                    None => t!("incidents-until-answered"),
                };
                ui.label(t!("incidents-under-way-row", name = name, target = i.target.as_str(), left = left));
                ui.label(egui::RichText::new(log.shown(&i.happened)).weak());
                if let Some(r) = catalog.incident(i.kind) {
                    ui.label(
                        egui::RichText::new(t!("incidents-now", answer = crate::locale::data::text(&r.answer))).weak(),
                    );
                }
            }
            if !any {
                ui.weak(t!("incidents-none"));
            }
            ui.separator();
            ui.strong(t!("incidents-practice"));
            egui::ComboBox::new("kind", t!("incidents-kind"))
                .selected_text(
                    catalog.incident(panel.kind).map(|r| crate::locale::data::text(&r.name)).unwrap_or_default(),
                )
                .show_ui(ui, |ui| {
                    for r in &catalog.incidents {
                        ui.selectable_value(&mut panel.kind, r.kind, crate::locale::data::text(&r.name))
                            .on_hover_text(crate::locale::data::text(&r.answer));
                    }
                });
            let list = targets.0.clone();
            if !list.contains(&panel.target) {
                panel.target = list.first().cloned().unwrap_or_default();
            }
            egui::ComboBox::new("target", t!("incidents-target")).selected_text(panel.target.clone()).show_ui(
                ui,
                |ui| {
                    for t in &list {
                        ui.selectable_value(&mut panel.target, t.clone(), t);
                    }
                },
            );
            let start = ui
                .add_enabled(!panel.target.is_empty(), egui::Button::new(t!("incidents-start")))
                .on_hover_text(t!("incidents-start-hover"));
            if start.clicked() {
                actions.write(PlayerAction::StartIncident { kind: panel.kind, target: panel.target.clone() });
            }
            if let Some(r) = catalog.incident(panel.kind) {
                ui.label(
                    egui::RichText::new(t!("incidents-prevent", prevent = crate::locale::data::text(&r.prevent)))
                        .weak(),
                );
            }
            ui.separator();
            ui.strong(t!("incidents-log"));
            egui::ScrollArea::vertical().max_height(220.0).show(ui, |ui| {
                for r in log.reports.iter().rev() {
                    report_ui(ui, r, &log, &palette);
                    ui.separator();
                }
                for (t, text) in log.events.iter().rev() {
                    ui.label(format!("{}  {}", super::format_sim_time(*t), log.shown(text)));
                }
            });
        });
    if !open {
        panel.open = false;
    }
    Ok(())
}
