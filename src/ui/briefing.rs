//! The briefing: a level, an incident or an exercise opens paused on it,
//! and nothing runs or is spent until the player presses Start (or Space).
//! It says the scenario's situation, its goals and its three stars; "Look
//! at the board first" puts it away with the clock still stopped, so the
//! player can read the cards and change settings before anything happens.
//! A scenario whose file says `start_running: true` (the sandbox, the first
//! shop, the tutorial) runs at once, and so does every scenario under
//! `logjam play --start` (scripted runs).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{UiSet, colour};
use crate::sim::{Board, ScenarioStarted, SimClock, SimDriver};
use crate::t;
use crate::view::palette::Palette;

/// The briefing's window id, its English title (the board does not make
/// room for it).
pub(super) const TITLE: &str = "Briefing"; // l10n-ok: the window's id, its English title

/// Whether the briefing is shown.
#[derive(Resource, Debug, Default)]
pub struct Briefing {
    /// Shown: the sim waits for Start.
    pub open: bool,
}

/// Every scenario starts running at once, without its briefing
/// (`logjam play --start`).
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct StartAtOnce(pub bool);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Briefing>()
        .init_resource::<StartAtOnce>()
        .add_systems(Update, (open_at_start, close_when_running).chain().in_set(UiSet::Input).before(crate::sim::Drive))
        .add_systems(EguiPrimaryContextPass, window.in_set(UiSet::Panels));
}

/// A scenario started from its beginning: paused on its briefing, unless
/// its file or the command line says it runs at once. A save loaded at a
/// later time is not briefed again.
fn open_at_start(
    mut started: MessageReader<ScenarioStarted>,
    board: Res<Board>,
    clock: Res<SimClock>,
    at_once: Res<StartAtOnce>,
    mut driver: ResMut<SimDriver>,
    mut briefing: ResMut<Briefing>,
) {
    if started.read().last().is_none() {
        return;
    }
    let waits = board.scenario.as_ref().is_some_and(|s| !s.start_running) && !at_once.0 && clock.tick == 0;
    briefing.open = waits;
    if waits && let SimDriver::RealTime { paused, owed, .. } = &mut *driver {
        *paused = true;
        *owed = 0.0;
    }
}

/// The clock runs (Start, Space or a speed key): the briefing has done its
/// work.
fn close_when_running(driver: Res<SimDriver>, mut briefing: ResMut<Briefing>) {
    if briefing.open && matches!(*driver, SimDriver::RealTime { paused: false, .. }) {
        briefing.open = false;
    }
}

fn window(
    mut contexts: EguiContexts,
    palette: Res<Palette>,
    board: Res<Board>,
    mut briefing: ResMut<Briefing>,
    mut driver: ResMut<SimDriver>,
) -> Result {
    if !briefing.open {
        return Ok(());
    }
    let Some(s) = board.scenario.clone() else { return Ok(()) };
    let ctx = contexts.ctx_mut()?;
    let (mut start, mut look) = (false, false);
    let width = (ctx.content_rect().width() - 80.0).clamp(320.0, 560.0);
    egui::Window::new(t!("briefing-title"))
        .id(super::window_id(TITLE))
        .title_bar(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .collapsible(false)
        .resizable(false)
        .order(egui::Order::Foreground)
        .show(ctx, |ui| {
            ui.set_width(width);
            ui.add(
                egui::Label::new(
                    egui::RichText::new(crate::locale::data::text(&s.name)).size(20.0).family(super::theme::bold(ctx)),
                )
                .wrap(),
            );
            ui.add_space(4.0);
            let room = (ctx.content_rect().height() - 260.0).max(120.0);
            egui::ScrollArea::vertical().max_height(room).show(ui, |ui| {
                if !s.description.is_empty() {
                    ui.add(egui::Label::new(crate::locale::data::text(&s.description)).wrap());
                }
                if !s.goals.is_empty() {
                    ui.add_space(6.0);
                    ui.strong(t!("briefing-to-win"));
                    for g in &s.goals {
                        ui.add(egui::Label::new(format!("○ {}", g.describe())).wrap());
                    }
                }
                if !s.stars.is_empty() {
                    ui.add_space(6.0);
                    ui.strong(t!("briefing-three-stars"));
                    for c in &s.stars {
                        ui.add(egui::Label::new(format!("☆ {}", c.describe())).wrap());
                    }
                }
            });
            ui.add_space(8.0);
            ui.colored_label(colour(palette.text_dim), t!("briefing-clock-waits"));
            ui.horizontal(|ui| {
                let big = egui::Button::new(egui::RichText::new(t!("briefing-start")).size(18.0))
                    .min_size(egui::vec2(140.0, 32.0));
                start = ui.add(big).on_hover_text(t!("help-key-space")).clicked();
                look = ui.button(t!("briefing-look-first")).on_hover_text(t!("briefing-look-first-hover")).clicked();
            });
        });
    if start && let SimDriver::RealTime { paused, .. } = &mut *driver {
        *paused = false;
    }
    if start || look {
        briefing.open = false;
    }
    Ok(())
}
