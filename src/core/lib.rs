//! Logjam's core, the two lowest layers of the game, with no Bevy
//! (docs/ARCHITECTURE.md):
//!
//! | layer | module |
//! | --- | --- |
//! | the log core (std, serde, thiserror only) | [`log`] |
//! | the console (the log core, serde_json) | [`console`] |
//!
//! The `logjam` crate re-exports both (`logjam::log`, `logjam::console`),
//! so the game names them as its own modules. Their tests build without
//! Bevy: `cargo test -p logjam-core`.

pub mod console;
pub mod log;
