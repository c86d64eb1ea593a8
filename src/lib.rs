//! Logjam: a simulation game about event streams.
//!
//! `sim` holds the rules (headless, deterministic); `scenario` and `catalog`
//! read the mod files; `view` draws the board; `ui` is the egui layer;
//! `game` puts the windowed game together; `headless` runs a scenario to a
//! JSON report.

pub mod catalog;
pub mod console;
pub mod data;
pub mod determinism;
pub mod fuzzing;
pub mod game;
pub mod save;
pub mod scenario;
pub mod settings;
pub mod sim;
pub mod ui;
pub mod view;

#[cfg(not(target_arch = "wasm32"))]
pub mod headless;
#[cfg(not(target_arch = "wasm32"))]
pub mod paths;

mod audio;
