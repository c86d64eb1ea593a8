//! The board in Bevy 2D: Node cards, links, partition lanes and message
//! sprites. The view only reads sim components and messages.

mod board;
mod camera;
mod flow;
mod lanes;
pub mod palette;

pub use flow::Flight;

use bevy::prelude::*;

/// The Node the player clicked (shown in the Inspector).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Selection(pub Option<Entity>);

/// Screen space the egui panels take, logical pixels: the board is fitted
/// into what is left.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct UiInsets {
    /// Height of the top bar.
    pub top: f32,
    /// Width of the right panel.
    pub right: f32,
}

impl Default for UiInsets {
    fn default() -> Self {
        UiInsets { top: 32.0, right: 0.0 }
    }
}

/// Marks every entity the view spawns for the current board (rebuilt when a
/// scenario starts).
#[derive(Component, Clone, Copy, Debug, Default)]
pub struct BoardVisual;

/// Where the view draws things, for its systems to share.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum ViewSet {
    Build,
    Update,
}

/// The view's plugin: camera, cards, lanes and message sprites. It reads
/// the sim and needs no renderer to run (the frame benchmark runs it
/// headless, `cargo bench --bench sim -- frame`).
pub fn plugin(app: &mut App) {
    app.init_resource::<Selection>()
        .init_resource::<UiInsets>()
        .init_resource::<palette::Palette>()
        .add_systems(
            PreUpdate,
            palette::follow_settings.run_if(resource_exists_and_changed::<crate::settings::Settings>),
        )
        .configure_sets(Update, (ViewSet::Build, ViewSet::Update).chain());
    camera::plugin(app);
    board::plugin(app);
    lanes::plugin(app);
    flow::plugin(app);
}
