//! The incident panel (I): incidents under way, the incident catalog for
//! practice, and the log; and a short report when an incident ends.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{UiSet, colour};
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

fn report_ui(ui: &mut egui::Ui, r: &IncidentReport, palette: &Palette) {
    ui.strong(format!("{} on {}", r.name, r.target));
    ui.label(format!("{} to {}: {}", super::format_sim_time(r.started), super::format_sim_time(r.ended), r.happened));
    ui.label(&r.how_it_ended);
    let costs = r.cost.summary();
    if costs.is_empty() {
        ui.colored_label(colour(palette.ui.good), "It cost no events.");
    } else {
        ui.colored_label(colour(palette.ui.caution), format!("It cost: {}.", costs.join(", ")));
    }
    ui.label(egui::RichText::new(format!("Next time: {}", r.prevent)).italics());
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
        egui::Window::new("Incident over")
            .id(egui::Id::new("incident toast"))
            .open(&mut keep)
            .anchor(egui::Align2::CENTER_BOTTOM, [0.0, -12.0])
            .collapsible(false)
            .resizable(false)
            .default_width(460.0)
            .show(ctx, |ui| report_ui(ui, &report, &palette));
        if !keep {
            panel.toasts.pop();
        }
    }
    if !panel.open {
        return Ok(());
    }
    let mut open = true;
    egui::Window::new("Incidents").open(&mut open).default_pos([12.0, 60.0]).default_width(420.0).show(ctx, |ui| {
        ui.strong("Under way");
        let mut any = false;
        for i in &incidents {
            any = true;
            let name = catalog.incident(i.kind).map(|r| r.name.as_str()).unwrap_or("incident");
            let left = match i.ends {
                Some(t) => format!("{:.0} s left", (t - clock.now).max(0.0)),
                None => "until you answer it".into(),
            };
            ui.label(format!("{name} on {} ({left})", i.target));
            ui.label(egui::RichText::new(&i.happened).weak());
            if let Some(r) = catalog.incident(i.kind) {
                ui.label(egui::RichText::new(format!("Now: {}", r.answer)).weak());
            }
        }
        if !any {
            ui.weak("Nothing. All is well.");
        }
        ui.separator();
        ui.strong("Practice: the incident catalog");
        egui::ComboBox::from_label("kind")
            .selected_text(catalog.incident(panel.kind).map(|r| r.name.clone()).unwrap_or_default())
            .show_ui(ui, |ui| {
                for r in &catalog.incidents {
                    ui.selectable_value(&mut panel.kind, r.kind, &r.name).on_hover_text(&r.answer);
                }
            });
        let list = targets.0.clone();
        if !list.contains(&panel.target) {
            panel.target = list.first().cloned().unwrap_or_default();
        }
        egui::ComboBox::from_label("target").selected_text(panel.target.clone()).show_ui(ui, |ui| {
            for t in &list {
                ui.selectable_value(&mut panel.target, t.clone(), t);
            }
        });
        let start = ui
            .add_enabled(!panel.target.is_empty(), egui::Button::new("Start"))
            .on_hover_text("Starts this incident now, on this target, for practice. It does what a real one does: to the board, the money and the error budget.");
        if start.clicked() {
            actions.write(PlayerAction::StartIncident { kind: panel.kind, target: panel.target.clone() });
        }
        if let Some(r) = catalog.incident(panel.kind) {
            ui.label(egui::RichText::new(format!("Prevent: {}", r.prevent)).weak());
        }
        ui.separator();
        ui.strong("Log");
        egui::ScrollArea::vertical().max_height(220.0).show(ui, |ui| {
            for r in log.reports.iter().rev() {
                report_ui(ui, r, &palette);
                ui.separator();
            }
            for (t, text) in log.events.iter().rev() {
                ui.label(format!("{}  {text}", super::format_sim_time(*t)));
            }
        });
    });
    if !open {
        panel.open = false;
    }
    Ok(())
}
