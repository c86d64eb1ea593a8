//! Helpers shared by the rule and incident tests: scenarios from parts, and
//! a headless run with timed actions.

use bevy::prelude::*;
use logjam::rules::catalog::Catalog;
use logjam::rules::scenario::Scenario;
use logjam::sim::report::Report;
use logjam::sim::{self, PlayerAction, SimClock};

/// A scenario's RON text from its parts.
pub fn scenario(nodes: &[String], links: &[(&str, &str)], extra: &str) -> String {
    let links: Vec<String> = links.iter().map(|(f, t)| format!("(from: \"{f}\", to: \"{t}\")")).collect();
    format!("(name: \"rule test\", seed: 3, nodes: [{}], links: [{}], {extra})", nodes.join(",\n"), links.join(", "))
}

/// An API producing `rate` messages/s with the key pattern `keys` (RON).
pub fn api(rate: f64, keys: &str) -> String {
    format!("(id: \"api\", kind: \"api\", at: (0.0, 0.0), producer: (rate: {rate:?}, keys: {keys}))")
}

/// The Event Stream `s` with the options `opts` (RON) at `size`.
pub fn stream(opts: &str, size: u32) -> String {
    format!("(id: \"s\", kind: \"log\", at: (1.0, 0.0), size: {size}, stream: ({opts}))")
}

/// A Worker `id` in `group`; `extra` adds worker options (`, speed: 2.0`).
pub fn worker(id: &str, group: &str, extra: &str) -> String {
    format!("(id: \"{id}\", kind: \"worker\", at: (2.0, 0.0), worker: (group: \"{group}\"{extra}))")
}

/// Runs a scenario's text headless to `until` sim seconds with sim step
/// `step`, applying `actions` at their sim times.
pub fn run(text: &str, until: f64, step: f64, actions: &[(f64, PlayerAction)]) -> Report {
    run_with(Catalog::builtin(), text, until, step, actions, |_| {})
}

/// Like [`run`], with a catalog of the test's own and a hook that looks at
/// the world after each tick.
pub fn run_with(
    catalog: Catalog,
    text: &str,
    until: f64,
    step: f64,
    actions: &[(f64, PlayerAction)],
    mut each_tick: impl FnMut(&mut World),
) -> Report {
    let scenario = Scenario::parse(text, "test.scenario.ron", &catalog).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let mut app = sim::headless_app(catalog, 0);
    sim::load_scenario(app.world_mut(), scenario, "test.scenario.ron").unwrap();
    app.world_mut().resource_mut::<SimClock>().step = step;
    let mut pending: Vec<&(f64, PlayerAction)> = actions.iter().collect();
    let ticks = (until / step).round() as u64;
    for _ in 0..ticks {
        let now = app.world().resource::<SimClock>().now;
        while let Some(a) = pending.first().filter(|a| a.0 <= now + 1e-9) {
            app.world_mut().write_message(a.1.clone());
            pending.remove(0);
        }
        sim::run_ticks(app.world_mut(), 1);
        each_tick(app.world_mut());
    }
    Report::build(app.world_mut())
}

/// Runs console lines on one new cluster at sim times 0, 1, 2, … s (as
/// `logjam console` stamps them); returns the cluster and each answer as
/// parsed JSON.
pub fn console_transcript(lines: &[&str]) -> (logjam::log::Cluster, Vec<serde_json::Value>) {
    let mut cluster = logjam::log::Cluster::new();
    let live = logjam::console::LiveGroups::default();
    let answers = lines
        .iter()
        .enumerate()
        .map(|(i, l)| serde_json::from_str(&logjam::console::run_json(&mut cluster, l, i as f64, &live)).unwrap())
        .collect();
    (cluster, answers)
}
