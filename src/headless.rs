//! `logjam run`: a scenario played without a window or GPU, to a JSON report.

use std::path::{Path, PathBuf};

use crate::rules::catalog::Catalog;
use crate::rules::scenario::Scenario;
use crate::sim;
use crate::sim::report::Report;

/// What to run.
#[derive(Clone, Debug)]
pub struct RunOptions {
    /// The scenario file.
    pub scenario: PathBuf,
    /// Stop at this sim time, seconds; the scenario's duration (or 60 s for
    /// an endless one) when absent.
    pub until: Option<f64>,
    /// Replace the scenario's seed.
    pub seed: Option<u64>,
    /// A catalog file; `assets/catalog.ron` under the data root when absent.
    pub catalog: Option<PathBuf>,
    /// Sim step, sim seconds; the catalog's `step_seconds` when absent.
    pub step: Option<f64>,
}

/// Longest headless run, sim seconds (a year).
pub const MAX_UNTIL: f64 = 365.0 * 86_400.0;

/// Reads the catalog: `file`, else the data root's, else the built-in one.
///
/// Errors: an unreadable or invalid catalog file, as one line.
pub fn read_catalog(file: Option<&Path>) -> Result<Catalog, String> {
    let path = match file {
        Some(p) => p.to_path_buf(),
        None => {
            let p = crate::loading::paths::data_root().join("assets").join("catalog.ron");
            if !p.is_file() {
                return Ok(Catalog::builtin());
            }
            p
        }
    };
    let shown = path.display().to_string();
    let text = crate::rules::data::read_file(&path).map_err(|e| e.to_string())?;
    Catalog::parse(&text, &shown).map_err(|e| e.to_string())
}

/// Reads and validates a scenario file.
///
/// Errors: a missing or unreadable file, RON errors with line and column,
/// rule errors with the field path; one line each.
pub fn read_scenario(path: &Path, catalog: &Catalog) -> Result<Scenario, String> {
    let shown = path.display().to_string();
    let text = crate::rules::data::read_file(path).map_err(|e| e.to_string())?;
    Scenario::parse(&text, &shown, catalog).map_err(|e| e.to_string())
}

/// Reads a scenario and the catalog it is played with: `catalog` when
/// given, else the one the scenario names (beside it), else the data root's.
///
/// Errors: see [`read_catalog`] and [`read_scenario`].
pub fn read_with_catalog(path: &Path, catalog: Option<&Path>) -> Result<(Catalog, Scenario), String> {
    let base = read_catalog(catalog)?;
    let scenario = read_scenario(path, &base);
    let named = match &scenario {
        Ok(s) => s.catalog.clone(),
        // It may fail against the base catalog and pass against its own.
        Err(_) => crate::rules::data::read_file(path)
            .ok()
            .and_then(|t| Scenario::parse_unchecked(&t, &path.display().to_string()).ok())
            .and_then(|s| s.catalog),
    };
    match (catalog, named) {
        (None, Some(file)) => {
            let own = path.parent().unwrap_or(Path::new(".")).join(file);
            let own_catalog = read_catalog(Some(&own))?;
            let scenario = read_scenario(path, &own_catalog)?;
            Ok((own_catalog, scenario))
        }
        _ => Ok((base, scenario?)),
    }
}

/// Runs a scenario headless and returns its report.
///
/// Errors: see [`read_catalog`] and [`read_scenario`]; a bad `until` or step.
pub fn run(options: &RunOptions) -> Result<Report, String> {
    let (catalog, mut scenario) = read_with_catalog(&options.scenario, options.catalog.as_deref())?;
    if let Some(seed) = options.seed {
        scenario.seed = seed;
    }
    let until = options.until.or(scenario.duration).unwrap_or(60.0);
    if !(until.is_finite() && (0.0..=MAX_UNTIL).contains(&until)) {
        return Err(format!("--until must be between 0 and {MAX_UNTIL} sim seconds"));
    }
    let step = options.step.unwrap_or(catalog.sim.step_seconds);
    if !(step.is_finite() && step > 0.0 && step <= 60.0) {
        return Err("--step must be between 0 and 60 sim seconds".into());
    }
    let shown = options.scenario.display().to_string();
    sim::run_scenario(catalog, scenario, &shown, until, step)
}
