//! The command line: `logjam [play] [SCENARIO]`, `logjam run`, `logjam check`.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use logjam::game::{GameOptions, Screenshot};
use logjam::headless::{self, RunOptions};

/// Logjam: a simulation game about event streams.
#[derive(Parser, Debug)]
#[command(name = "logjam", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Play a scenario in a window (the default: scenarios/first-shop.scenario.ron).
    Play(PlayArgs),
    /// Run a scenario without a window and print one JSON report.
    Run {
        /// The scenario file.
        scenario: PathBuf,
        /// Stop at this sim time, seconds (default: the scenario's duration, or 60).
        #[arg(long)]
        until: Option<f64>,
        /// Use this seed instead of the scenario's.
        #[arg(long)]
        seed: Option<u64>,
        /// Use this catalog instead of assets/catalog.ron.
        #[arg(long)]
        catalog: Option<PathBuf>,
        /// Sim step, sim seconds (default: the catalog's step_seconds).
        #[arg(long)]
        step: Option<f64>,
    },
    /// Check scenario files against the catalog; non-zero exit on the first error.
    Check {
        /// Scenario files.
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Use this catalog instead of assets/catalog.ron.
        #[arg(long)]
        catalog: Option<PathBuf>,
    },
}

#[derive(clap::Args, Debug, Default)]
struct PlayArgs {
    /// The scenario file.
    scenario: Option<PathBuf>,
    /// Save a screenshot: FRAME:PATH (repeatable), e.g. 120:shot.png.
    #[arg(long = "screenshot", value_parser = parse_shot)]
    screenshots: Vec<Screenshot>,
    /// Quit after this many frames.
    #[arg(long)]
    exit_after: Option<u32>,
}

fn parse_shot(s: &str) -> Result<Screenshot, String> {
    let (frame, path) = s.split_once(':').ok_or("expected FRAME:PATH")?;
    let frame = frame.parse::<u32>().map_err(|e| format!("bad frame '{frame}': {e}"))?;
    if path.is_empty() {
        return Err("empty path".into());
    }
    Ok(Screenshot { frame, path: PathBuf::from(path) })
}

pub fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command.unwrap_or(Command::Play(PlayArgs::default())) {
        Command::Play(args) => {
            let scenario = args.scenario.unwrap_or_else(logjam::paths::default_scenario);
            let options = GameOptions { scenario: Some(scenario), screenshots: args.screenshots, exit_after: args.exit_after };
            match logjam::game::run(options) {
                bevy::app::AppExit::Success => ExitCode::SUCCESS,
                bevy::app::AppExit::Error(code) => ExitCode::from(code.get()),
            }
        }
        Command::Run { scenario, until, seed, catalog, step } => {
            match headless::run(&RunOptions { scenario, until, seed, catalog, step }) {
                Ok(report) => {
                    println!("{}", report.to_json());
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    eprintln!("logjam: {e}");
                    ExitCode::FAILURE
                }
            }
        }
        Command::Check { files, catalog } => {
            let catalog = match headless::read_catalog(catalog.as_deref()) {
                Ok(c) => c,
                Err(e) => {
                    eprintln!("logjam: {e}");
                    return ExitCode::FAILURE;
                }
            };
            let mut failed = false;
            for f in files {
                match headless::read_scenario(&f, &catalog) {
                    Ok(s) => println!("{}: ok ({})", f.display(), s.name),
                    Err(e) => {
                        eprintln!("{e}");
                        failed = true;
                    }
                }
            }
            if failed { ExitCode::FAILURE } else { ExitCode::SUCCESS }
        }
    }
}
