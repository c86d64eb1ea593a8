//! The pause menu (Esc in a game, when no card is picked and nothing is
//! being placed): resume, restart, the game's replay code, settings, back to the title (through the
//! debrief). The sim stands still while it is open, and whenever the game's
//! screen is left.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::UiSet;
use crate::loading::Screen;
use crate::sim::SimDriver;
use crate::t;
use crate::view::UiCapture;

/// The pause menu's state.
#[derive(Resource, Debug, Default)]
pub struct PauseMenu {
    /// Shown or not.
    pub open: bool,
    /// Whether the sim was paused before the menu opened.
    was_paused: bool,
}

/// The player left the game for the title: its debrief says so.
#[derive(Resource, Debug, Default)]
pub struct LeftGame(pub Option<f64>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PauseMenu>()
        .init_resource::<LeftGame>()
        .add_systems(
            Update,
            open_on_escape
                .in_set(UiSet::Input)
                .before(super::inspector::close_on_escape)
                .before(super::build::cancel_placing),
        )
        .add_systems(OnEnter(Screen::Playing), |mut driver: ResMut<SimDriver>, mut left: ResMut<LeftGame>| {
            set_paused(&mut driver, false);
            left.0 = None;
        })
        .add_systems(Update, one_speed_each_start.in_set(UiSet::Input))
        .add_systems(OnExit(Screen::Playing), |mut driver: ResMut<SimDriver>, mut menu: ResMut<PauseMenu>| {
            set_paused(&mut driver, true);
            menu.open = false;
        })
        .add_systems(EguiPrimaryContextPass, window.in_set(UiSet::Panels));
}

/// Each scenario after the first starts at 1× (the speed the last one was
/// left at would lose a level before the player has read it); the first
/// keeps the speed it was started with (`logjam play --speed`).
fn one_speed_each_start(
    mut started: MessageReader<crate::sim::ScenarioStarted>,
    mut driver: ResMut<SimDriver>,
    mut seen: Local<bool>,
) {
    if started.read().last().is_none() {
        return;
    }
    if std::mem::replace(&mut *seen, true)
        && let SimDriver::RealTime { speed, owed, .. } = &mut *driver
    {
        *speed = 0;
        *owed = 0.0;
    }
}

fn set_paused(driver: &mut SimDriver, to: bool) {
    if let SimDriver::RealTime { paused, .. } = driver {
        *paused = to;
    }
}

fn is_paused(driver: &SimDriver) -> bool {
    matches!(driver, SimDriver::RealTime { paused: true, .. })
}

/// Esc with nothing else to close opens the menu, and Esc again closes it.
fn open_on_escape(
    keys: Res<ButtonInput<KeyCode>>,
    capture: Res<UiCapture>,
    selection: Res<crate::view::Selection>,
    build: Res<super::BuildMenu>,
    mut menu: ResMut<PauseMenu>,
    mut driver: ResMut<SimDriver>,
) {
    if capture.keyboard || !keys.just_pressed(KeyCode::Escape) {
        return;
    }
    if menu.open {
        close(&mut menu, &mut driver);
    } else if selection.0.is_none() && build.placing.is_none() {
        menu.was_paused = is_paused(&driver);
        menu.open = true;
        set_paused(&mut driver, true);
    }
}

fn close(menu: &mut PauseMenu, driver: &mut SimDriver) {
    menu.open = false;
    set_paused(driver, menu.was_paused);
}

fn window(
    mut contexts: EguiContexts,
    mut menu: ResMut<PauseMenu>,
    mut driver: ResMut<SimDriver>,
    mut settings: ResMut<super::options::SettingsWindow>,
    mut left: ResMut<LeftGame>,
    mut next: ResMut<NextState<Screen>>,
    clock: Res<crate::sim::SimClock>,
    board: Res<crate::sim::Board>,
    code: Res<super::saves::PauseCode>,
    mut status: ResMut<crate::loading::LoadStatus>,
    mut commands: Commands,
) -> Result {
    if !menu.open {
        return Ok(());
    }
    let tutorial = board.scenario.as_ref().is_some_and(|s| !s.tutorial.is_empty());
    let ctx = contexts.ctx_mut()?;
    egui::Window::new(t!("pause-title"))
        .id(super::window_id("Paused")) // l10n-ok: the window's id, its English title
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
        .collapsible(false)
        .resizable(false)
        .show(ctx, |ui| {
            ui.set_width(240.0);
            let big = |text: String| {
                egui::Button::new(egui::RichText::new(text).size(18.0)).min_size(egui::vec2(240.0, 32.0))
            };
            // l10n-ok: Esc, a key's name.
            if ui.add(big(t!("pause-resume"))).on_hover_text("Esc").clicked() {
                close(&mut menu, &mut driver);
            }
            if ui.add(big(t!("pause-restart"))).on_hover_text(t!("pause-restart-hover")).clicked() {
                menu.open = false;
                commands.queue(|world: &mut World| crate::loading::restart(world));
            }
            if let Some(code) = &code.0 {
                super::saves::code_row(ui, code, &mut status, 240.0);
            }
            if ui.add(big(t!("pause-settings"))).clicked() {
                settings.open = true;
            }
            if ui.add(big(t!("pause-to-title"))).on_hover_text(t!("pause-to-title-hover")).clicked() {
                left.0 = Some(clock.now);
                // A tutorial has nothing to debrief: its step is kept.
                next.set(if tutorial { Screen::Title } else { Screen::Debrief });
            }
        });
    Ok(())
}
