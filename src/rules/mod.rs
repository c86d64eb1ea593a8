//! The rule data, above the log core and the console: the catalog (every
//! number a rule uses), the scenario format and its checks, RON reading with
//! errors that name file, line, column and field, the player actions, the
//! incident kinds, the research effects, tutorials and hints, and the list
//! of shipped scenarios.
//!
//! It is read, never run: it holds no Bevy systems (its types derive
//! `Asset`, `Resource` and `Message` so that the layers above can load,
//! keep and send them). It may use the log core and the console (a
//! scenario's console setup is checked on a scratch log); nothing above
//! (docs/ARCHITECTURE.md).

pub mod action;
pub mod catalog;
pub mod consumer;
pub mod data;
pub mod hints;
pub mod incident;
pub mod index;
pub mod research;
pub mod scenario;
pub mod stars;
pub mod tutorial;
pub mod words;
