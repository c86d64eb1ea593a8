//! The board in Bevy 2D: Node cards, links, partition lanes and message
//! sprites, and the palette every colour comes from.
//!
//! It owns what is drawn on the game's screen; it reads the sim's
//! components and messages and sends [`crate::sim::PlayerAction`] messages
//! (a drag, a link), never changing the sim itself. It may use the sim,
//! loading and settings and the layers below; not `ui` or `audio`
//! (docs/ARCHITECTURE.md). Each file registers its own systems.

mod board;
mod camera;
mod flow;
mod lanes;
pub mod palette;
mod pointers;

pub use flow::{Flight, POOL_SIZE};
pub use pointers::ScreenRects;

use bevy::prelude::*;

use crate::loading::Screen;

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

/// Whether the panels have the pointer or the keyboard this frame: the
/// board leaves those to them. The ui fills it in; without one (the frame
/// benchmark) neither.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct UiCapture {
    /// A panel is under the pointer or being dragged.
    pub pointer: bool,
    /// A text field has the keyboard.
    pub keyboard: bool,
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

/// The view's plugin: camera, cards, lanes and message sprites, drawn on the
/// game's screen ([`Screen::Playing`]). It reads the sim and needs no
/// renderer to run (the frame benchmark runs it headless, `cargo bench
/// --bench sim -- frame`).
pub fn plugin(app: &mut App) {
    app.init_resource::<Selection>()
        .init_resource::<UiInsets>()
        .init_resource::<UiCapture>()
        .init_resource::<palette::Palette>()
        .add_systems(
            PreUpdate,
            palette::follow_settings.run_if(resource_exists_and_changed::<crate::settings::Settings>),
        )
        .configure_sets(
            Update,
            (ViewSet::Build, ViewSet::Update).chain().after(crate::sim::Drive).run_if(in_state(Screen::Playing)),
        )
        .add_plugins((camera::plugin, board::plugin, lanes::plugin, flow::plugin, pointers::plugin));
}
