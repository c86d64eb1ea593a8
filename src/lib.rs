//! Logjam: a simulation game about event streams.
//!
//! The crate is built in layers, lowest first; a module uses its own layer
//! and those below it, never one above (docs/ARCHITECTURE.md; the suite
//! checks it, `tests/it/architecture.rs`):
//!
//! | layer | modules |
//! | --- | --- |
//! | the log core (std, serde, thiserror only) | [`log`] |
//! | the console | [`console`] |
//! | the rule data (no systems) | [`rules`] |
//! | the simulation (headless ECS systems) | [`sim`] |
//! | loading, saves, settings, checks | [`loading`], [`save`], [`settings`], [`determinism`] |
//! | screen and sound | [`view`], [`ui`], `audio` |
//! | the app and the command line | [`app`], [`headless`], [`fuzzing`] (and the binary's `cli`) |

pub mod console;
pub mod determinism;
pub mod log;
pub mod rules;
pub mod sim;

pub mod loading;
pub mod progress;
pub mod save;
pub mod settings;

mod audio;
pub mod ui;
pub mod view;

pub mod app;
pub mod fuzzing;
#[cfg(not(target_arch = "wasm32"))]
pub mod headless;
