//! The build menu (B): every component with its price, Burn and what
//! unlocks it; pick one, then click on the board to place it. Cards are
//! moved by dragging and linked by Shift-dragging from one to another.

use bevy::prelude::*;
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{UiSet, colour, money};
use crate::rules::catalog::Traffic;
use crate::view::UiCapture;
use crate::view::palette::Palette;

use crate::rules::catalog::{Catalog, Role};
use crate::rules::scenario::{KeySpec, NodeSpec, ProducerSpec, WorkerSpec, default_region, default_zone};
use crate::sim::{Board, Ledger, PlayerAction, Research};
use crate::t;

/// The build menu's state.
#[derive(Resource, Debug)]
pub struct BuildMenu {
    /// Shown or not.
    pub open: bool,
    /// The component to place with the next click on the board.
    pub placing: Option<String>,
    /// Group of the next Worker.
    group: String,
}

impl Default for BuildMenu {
    fn default() -> Self {
        BuildMenu { open: false, placing: None, group: "workers".into() }
    }
}

super::key_panel!(BuildMenu, KeyB);

pub(super) fn plugin(app: &mut App) {
    super::toggle::<BuildMenu>(app);
    app.add_systems(Update, (forget, cancel_placing, place_on_click).in_set(UiSet::Input))
        .add_systems(EguiPrimaryContextPass, window.in_set(UiSet::Panels));
}

/// A new scenario: the menu as it first was (its group for new Workers was
/// the last scenario's), open or not as it is.
fn forget(mut started: MessageReader<crate::sim::ScenarioStarted>, mut menu: ResMut<BuildMenu>) {
    if started.read().last().is_some() {
        let open = menu.open;
        *menu = BuildMenu { open, ..Default::default() };
    }
}

/// Esc: no component to place after all.
pub(super) fn cancel_placing(keys: Res<ButtonInput<KeyCode>>, capture: Res<UiCapture>, mut menu: ResMut<BuildMenu>) {
    if !capture.keyboard && keys.just_pressed(KeyCode::Escape) {
        menu.placing = None;
    }
}

fn window(
    palette: Res<Palette>,
    mut contexts: EguiContexts,
    mut menu: ResMut<BuildMenu>,
    catalog: Res<Catalog>,
    research: Res<Research>,
    ledger: Res<Ledger>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if let Some(kind) = menu.placing.clone() {
        egui::Area::new(egui::Id::new("placing hint")).anchor(egui::Align2::CENTER_TOP, [0.0, 44.0]).show(ctx, |ui| {
            egui::Frame::new().fill(colour(palette.ui.placing)).inner_margin(6).show(ui, |ui| {
                ui.label(t!("build-placing-hint", kind = kind.as_str()));
            });
        });
    }
    if !menu.open {
        return Ok(());
    }
    let mut open = true;
    // The id stays the English title's: the tutorial and the board's
    // panel list find the window by it.
    let window = egui::Window::new(t!("build-title")).id(egui::Id::new(Some(std::borrow::Cow::Borrowed("Build"))));
    window.open(&mut open).default_pos([330.0, 60.0]).default_width(460.0).show(ctx, |ui| {
        ui.weak(t!("build-intro"));
        ui.horizontal(|ui| {
            ui.label(t!("build-worker-group"));
            ui.text_edit_singleline(&mut menu.group);
        });
        ui.separator();
        let mut groups: Vec<&str> = catalog.components.values().map(|c| c.group.as_str()).collect();
        groups.sort();
        groups.dedup();
        for group in groups {
            ui.strong(crate::locale::data::text(group));
            egui::Grid::new(group).num_columns(4).striped(true).show(ui, |ui| {
                for (code, c) in catalog.components.iter().filter(|(_, c)| c.group == group) {
                    let price = ledger.next_copy_cost(code, c);
                    let locked = c.unlock.as_ref().filter(|u| !research.has(&u.research));
                    ui.label(crate::locale::data::text(&c.name)).on_hover_text(crate::locale::data::text(&c.about));
                    ui.label(money(price)).on_hover_text(t!(
                        "build-price-hover",
                        first = money(c.place_cost),
                        growth = format!("{:.0}", c.copy_cost_growth * 100.0),
                        refund = format!("{:.0}", c.sell_refund * 100.0)
                    ));
                    ui.label(t!("build-burn", burn = money(c.burn_per_second)));
                    if let Some(u) = locked {
                        ui.weak(t!("build-needs", research = crate::locale::data::text(&u.research)));
                    } else {
                        let affordable = ledger.money >= price;
                        let pick = ui.add_enabled(affordable, egui::Button::new(t!("build-place"))).on_hover_text(t!(
                            "build-place-hover",
                            takes = Traffic::words_in(crate::locale::current(), &c.takes),
                            sends = Traffic::words_in(crate::locale::current(), &c.sends),
                            about = crate::locale::data::text(&c.about)
                        ));
                        if pick.clicked() {
                            menu.placing = Some(code.clone());
                        }
                    }
                    ui.end_row();
                }
            });
        }
    });
    if !open {
        menu.open = false;
    }
    Ok(())
}

/// With a component picked, a click on empty board places it there.
fn place_on_click(
    buttons: Res<ButtonInput<MouseButton>>,
    capture: Res<UiCapture>,
    mut menu: ResMut<BuildMenu>,
    window: Single<&Window, With<PrimaryWindow>>,
    camera: Single<(&Camera, &GlobalTransform), With<Camera2d>>,
    catalog: Res<Catalog>,
    board: Res<Board>,
    mut actions: MessageWriter<PlayerAction>,
) {
    let Some(kind) = menu.placing.clone() else { return };
    if !buttons.just_pressed(MouseButton::Left) || capture.pointer {
        return;
    }
    let Some(cursor) = window.cursor_position() else { return };
    let (cam, cam_tf) = *camera;
    let Ok(at) = cam.viewport_to_world_2d(cam_tf, cursor) else { return };
    let Some(spec) = catalog.component(&kind) else { return };
    // A fresh id: a Worker's group (or the code) and the first free number.
    let group = menu.group.trim();
    let stem =
        if matches!(spec.role, Role::Worker(_)) && crate::log::valid_name(group) { group } else { kind.as_str() };
    let id =
        (1..).map(|n| format!("{stem}-{n}")).find(|id| !board.nodes.contains_key(id)).expect("some number is free");
    let node = NodeSpec {
        id,
        kind: kind.clone(),
        name: None,
        at: (at.x, at.y),
        size: 1,
        producer: matches!(spec.role, Role::Producer(_) | Role::Connector(_)).then(|| ProducerSpec {
            rate: 0.0,
            keys: KeySpec { prefix: "order-".into(), entities: 100_000, hot: vec![], tracked: 32, zipf: None },
            schedule: vec![],
            tombstones: 0.0,
        }),
        stream: None,
        worker: matches!(spec.role, Role::Worker(_)).then(|| WorkerSpec {
            group: if menu.group.trim().is_empty() { "workers".into() } else { menu.group.trim().to_string() },
            speed: 1.0,
            idempotent: false,
            group_instance_id: None,
        }),
        database: None,
        zone: default_zone(),
        region: default_region(),
    };
    actions.write(PlayerAction::PlaceNode { spec: Box::new(node), links: vec![] });
    menu.placing = None;
}
