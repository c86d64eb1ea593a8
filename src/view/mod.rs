//! The board in Bevy 2D: Node cards, links, partition lanes and message
//! sprites, and the palette every colour comes from.
//!
//! It owns what is drawn on the game's screen; it reads the sim's
//! components and messages and sends [`crate::sim::PlayerAction`] messages
//! (a drag, a link), never changing the sim itself. It may use the sim,
//! loading and settings and the layers below; not `ui` or `audio`
//! (docs/ARCHITECTURE.md). Each file registers its own systems.

mod board;
mod brokers;
mod camera;
mod flow;
pub mod fonts;
mod groups;
mod lanes;
pub mod layout;
pub mod palette;
mod pointers;
mod pulse;
pub mod touch;

pub use board::{CardBadge, CardDetail, Hovered};
pub use camera::{READABLE_SCALE, fit_into, free_rect};
pub use flow::{Flight, POOL_SIZE};
pub use groups::GroupColours;
pub use pointers::ScreenRects;

use bevy::prelude::*;

use crate::loading::Screen;

/// The Node the player clicked (shown in the Inspector).
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Selection(pub Option<Entity>);

/// The consumer group the player clicked on a lane (its bar under a
/// stream), and for how many more frames the Inspector opens it: the
/// stream is selected and the Inspector opens that group's section (a few
/// frames, as a window's first frame only measures its contents).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct GroupFocus(pub Option<(String, u32)>);

/// A broker or a partition of a stream that the player clicked (a broker's
/// chip or a lane on the card, a row of the stream's Inspector): the
/// Inspector shows that entity of the cluster, with a way back to its
/// stream. Left alone while its stream is not the selected Node.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ClusterFocus(pub Option<ClusterItem>);

/// One entity of a stream's cluster, by its stream Node and its number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ClusterItem {
    /// Broker `id` of `stream`.
    Broker {
        /// The stream Node.
        stream: Entity,
        /// Its number in the cluster.
        id: u32,
    },
    /// Partition `partition` of `stream`'s topic.
    Partition {
        /// The stream Node.
        stream: Entity,
        /// Its index.
        partition: u32,
    },
}

impl ClusterItem {
    /// The stream Node it belongs to.
    pub fn stream(&self) -> Entity {
        match self {
            ClusterItem::Broker { stream, .. } | ClusterItem::Partition { stream, .. } => *stream,
        }
    }
}

/// Frames a clicked group's section is held open for.
pub const GROUP_FOCUS_FRAMES: u32 = 10;

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

/// The rectangles the egui panels cover this frame, logical pixels,
/// top-left origin (the top bar, every window and panel; not tooltips or
/// the modal menus over everything): the camera keeps every card clear of
/// them. The ui fills it in at the end of each egui pass.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct UiObstacles(pub Vec<Rect>);

/// A row of text the ui drew in a panel (each goal and star), where it is
/// and the part of the window its panel shows, logical pixels: a row not
/// inside its `clip` is cut off or needs scrolling. The ui fills it in
/// each frame; the layout reports it (`logjam play --layout`).
#[derive(Clone, Debug, PartialEq)]
pub struct PanelRow {
    /// The panel: `goals` or `stars`.
    pub panel: &'static str,
    /// The row's text.
    pub text: String,
    /// Where the row is.
    pub rect: Rect,
    /// What its panel shows.
    pub clip: Rect,
}

/// The rows of text the ui drew this frame ([`PanelRow`]).
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct PanelRows(pub Vec<PanelRow>);

/// Text the ui drew that does not fit where it is drawn, this frame: a
/// text running past the right edge of the part of the window its panel
/// shows (cut off), or one squeezed into a column a character or two wide.
/// Each is its text, where it is and what its panel shows, logical
/// pixels. Measured only when the layout is asked for (`logjam play
/// --layout`: the resource exists); the end-to-end tests check it is empty
/// in every language.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct TextOverflow(pub Vec<PanelRow>);

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
        .init_resource::<GroupFocus>()
        .init_resource::<ClusterFocus>()
        .init_resource::<UiInsets>()
        .init_resource::<UiObstacles>()
        .init_resource::<PanelRows>()
        .init_resource::<UiCapture>()
        .init_resource::<palette::Palette>()
        // The defaults where no settings plugin runs (the frame benchmark,
        // the screen tests); a no-op where one did.
        .init_resource::<crate::settings::Settings>()
        .add_systems(
            PreUpdate,
            palette::follow_settings.run_if(resource_exists_and_changed::<crate::settings::Settings>),
        )
        .configure_sets(
            Update,
            (ViewSet::Build, ViewSet::Update).chain().after(crate::sim::Drive).run_if(in_state(Screen::Playing)),
        )
        .add_plugins((
            fonts::plugin,
            groups::plugin,
            camera::plugin,
            board::plugin,
            lanes::plugin,
            brokers::plugin,
            flow::plugin,
            pointers::plugin,
            pulse::plugin,
            touch::plugin,
        ));
}
