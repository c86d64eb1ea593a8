//! Logjam: a simulation game about event streams.
//!
//! The crate is built in layers, lowest first; a module uses its own layer
//! and those below it, never one above (docs/ARCHITECTURE.md; the suite
//! checks it, `tests/it/architecture.rs`):
//!
//! | layer | modules |
//! | --- | --- |
//! | the log core (std, serde, thiserror only) | [`log`] (the `logjam-core` package, `src/core/log/`) |
//! | the console | [`console`] (the `logjam-core` package, `src/core/console/`) |
//! | the languages (Fluent messages, no systems) | [`locale`] |
//! | the rule data (no systems) | [`rules`] |
//! | the simulation (headless ECS systems) | [`sim`] |
//! | loading, saves, settings, progress, achievements, checks, the bridge to real clusters | [`loading`], [`save`], [`settings`], [`progress`], [`achievements`], [`determinism`], `bridge` (desktop only) |
//! | screen and sound | [`view`], [`ui`], `audio` |
//! | the app and the command line | [`app`], [`headless`], [`fuzzing`] (and the binary's `cli`) |
//!
//! The two lowest layers are a package of their own, `logjam-core`
//! (`src/core/`), which does not depend on Bevy: its tests build without it
//! (`cargo test -p logjam-core`). They are re-exported here, so `crate::log`,
//! `crate::console`, `logjam::log` and `logjam::console` name them as before.

pub use logjam_core::{console, log};

pub mod determinism;
pub mod locale;
pub mod rules;
pub mod sim;

pub mod achievements;
#[cfg(not(target_arch = "wasm32"))]
pub mod bridge;
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
