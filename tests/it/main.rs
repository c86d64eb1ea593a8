//! Integration tests, gathered in one binary (each test binary links Bevy).

mod campaign;
mod cli;
mod console;
mod headless;
mod incidents;
mod mods;
mod rules;
mod saves;
mod shipped;
mod sim;
mod support;
mod world;

/// The repository root (where `assets/` and `scenarios/` live).
pub fn root() -> std::path::PathBuf {
    std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}
