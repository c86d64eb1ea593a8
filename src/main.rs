//! `logjam`: play (the default), run headless, or check mod files.

#[cfg(not(target_arch = "wasm32"))]
mod cli;

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    cli::main()
}

#[cfg(target_arch = "wasm32")]
fn main() {
    logjam::app::run(logjam::app::GameOptions::default());
}
