//! Integration tests, gathered in one binary (each test binary links Bevy).

mod achievements;
mod architecture;
mod back_pressure;
mod broker;
mod campaign;
mod cli;
mod cluster;
mod compaction;
mod console;
mod console_completion;
mod consumer_protocol;
mod consumers;
mod determinism;
mod endings;
mod expansion;
mod fonts;
mod frame_time;
mod fuzz_corpus;
mod golden;
mod headless;
mod hints;
mod incidents;
mod kinds;
mod live_board;
mod locales;
mod mods;
mod offset_reset;
mod poison_pill;
mod promise;
mod read_process_write;
mod reassignment;
mod replay_code;
mod robust;
mod rule_book;
mod rules;
mod saves;
mod screens;
mod share_groups;
mod shipped;
mod sim;
mod sim_layers;
mod snapshot;
mod soak;
mod solutions;
mod static_membership;
mod statuses;
mod support;
mod transactions;
mod tutorial;
mod world;

/// The repository root (where `assets/` and `scenarios/` live).
pub fn root() -> std::path::PathBuf {
    std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}
