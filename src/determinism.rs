//! The determinism check: shipped scenarios played headless with their own
//! seeds, one report hash each ([`crate::sim::report::Report::hash`]).
//!
//! The web page prints these hashes when opened with `?determinism`; the
//! browser test compares them with `logjam run FILE --until … --step …
//! --hash` from the native build, and the test suite with ten native runs.
//!
//! It uses the sim and the rule data; the app (the web page) and the tests
//! use it (docs/ARCHITECTURE.md).

/// One run: a shipped scenario file (under `scenarios/`), the sim time to
/// stop at (seconds) and the step (sim seconds a tick).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Check {
    /// File name under `scenarios/`.
    pub file: &'static str,
    /// Stop at this sim time, seconds.
    pub until: f64,
    /// Sim seconds a tick.
    pub step: f64,
}

/// The runs compared: a plain shop, every kind of incident, and the stress
/// scenario (Zipf keys over a million customers, 64 partitions, an incident
/// a minute) at the fastest step.
pub const CHECKS: [Check; 3] = [
    Check { file: "first-shop.scenario.ron", until: 120.0, step: 0.05 },
    Check { file: "incident-drill.scenario.ron", until: 120.0, step: 0.05 },
    Check { file: "stress.scenario.ron", until: 600.0, step: 1.0 },
];

/// The line printed for a check: `determinism: FILE until U step S: report
/// hash H` (or `…: error E`).
pub fn line(check: &Check, hash: &Result<String, String>) -> String {
    let head = format!("determinism: {} until {} step {}", check.file, check.until, check.step);
    match hash {
        Ok(h) => format!("{head}: report hash {h}"),
        Err(e) => format!("{head}: error {e}"),
    }
}

/// Runs one check from the scenario's text and the catalog's text; returns
/// the report's hash.
///
/// Errors: the catalog or the scenario is invalid, or does not start.
pub fn run(check: &Check, catalog_text: &str, scenario_text: &str) -> Result<String, String> {
    let catalog =
        crate::rules::catalog::Catalog::parse(catalog_text, "assets/catalog.ron").map_err(|e| e.to_string())?;
    let scenario =
        crate::rules::scenario::Scenario::parse(scenario_text, check.file, &catalog).map_err(|e| e.to_string())?;
    crate::sim::run_scenario(catalog, scenario, check.file, check.until, check.step).map(|r| r.hash())
}

/// Every check on the files built into the program (the web build has no
/// file system to read them from).
#[cfg(target_arch = "wasm32")]
pub fn run_built_in() -> Vec<String> {
    const CATALOG: &str = include_str!("../assets/catalog.ron");
    const SCENARIOS: [&str; 3] = [
        include_str!("../scenarios/first-shop.scenario.ron"),
        include_str!("../scenarios/incident-drill.scenario.ron"),
        include_str!("../scenarios/stress.scenario.ron"),
    ];
    CHECKS.iter().zip(SCENARIOS).map(|(c, text)| line(c, &run(c, CATALOG, text))).collect()
}
