//! Logjam's benchmark harness (BENCHMARKS.md): a bench binary, run with
//!
//!     cargo bench --bench sim                 # everything
//!     cargo bench --bench sim -- week         # one part: week, rate, console
//!
//! - `week`: the stress scenario for a sim week headless at a 1-second step;
//!   wall time, and resident memory at 1 hour, 1 day and 1 week of sim time.
//! - `rate`: the same scenario at 3 and at 3,000,000 messages/s; wall time per
//!   tick of each (the cost must not grow with the rate).
//! - `console`: 1,000,000 `produce` then 1,000,000 `consume … max 1` through
//!   the console's executor.
//! - `frame`: the stress scenario at 8× with the view's systems (cards, lanes,
//!   message sprites) and no renderer: wall time of one frame (sim + view)
//!   with the sprite pool full, 20,000 sprites in flight.
//! - `desktop`: the game itself (release) in a window under Xvfb with Mesa's
//!   software Vulkan: time from start to the first frame of the default
//!   scenario, and frames per second on the default and the stress scenario
//!   (for reference: the CPU draws). Needs `xvfb-run`; skipped without it.
//!
//! Under `cargo test` (no `--bench` argument) each part runs a few ticks or
//! commands only, so the harness is checked without the wait.

use std::path::Path;
use std::time::Instant;

use logjam::console::{self, LiveGroups};
use logjam::log::Cluster;
use logjam::sim::{self, SimClock};

/// A memory figure of this process from /proc/self/status, MB (Linux; 0
/// elsewhere): `VmRSS` (resident now) or `VmHWM` (peak so far).
fn status_mb(field: &str) -> f64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines().find(|l| l.starts_with(field)).and_then(|l| l.split_whitespace().nth(1)?.parse::<f64>().ok())
        })
        .map(|kb| kb / 1024.0)
        .unwrap_or(0.0)
}

/// Resident memory of this process, MB.
fn rss_mb() -> f64 {
    status_mb("VmRSS:")
}

/// Peak resident memory of this process so far, MB.
fn peak_mb() -> f64 {
    status_mb("VmHWM:")
}

/// The stress scenario in a headless world at a 1 s step, its producer's
/// rate replaced by `rate` when given.
fn stress(rate: Option<f64>) -> bevy::prelude::App {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let (catalog, mut scenario) =
        logjam::headless::read_with_catalog(&root.join("scenarios/stress.scenario.ron"), None).expect("stress");
    if let Some(r) = rate
        && let Some(p) = scenario.nodes.iter_mut().find_map(|n| n.producer.as_mut())
    {
        p.rate = r;
    }
    let mut app = sim::headless_app(catalog, 0);
    sim::load_scenario(app.world_mut(), scenario, "stress.scenario.ron").expect("loads");
    app.world_mut().resource_mut::<SimClock>().step = 1.0;
    app
}

/// Runs `ticks` ticks the way `logjam run` does: through `App::update` in
/// chunks of [`sim::HEADLESS_TICKS_PER_UPDATE`], so that each update clears the messages the view would
/// have read (calling the tick schedule alone would keep them all).
fn advance(app: &mut bevy::prelude::App, ticks: u64) {
    let mut done = 0;
    while done < ticks {
        let chunk = (ticks - done).min(u64::from(sim::HEADLESS_TICKS_PER_UPDATE)) as u32;
        *app.world_mut().resource_mut::<sim::SimDriver>() = sim::SimDriver::Manual { ticks_per_update: chunk };
        app.update();
        done += u64::from(chunk);
    }
}

fn week(full: bool) {
    let marks: &[(u64, &str)] =
        if full { &[(3_600, "1 hour"), (86_400, "1 day"), (604_800, "1 week")] } else { &[(60, "1 minute")] };
    let mut app = stress(None);
    let start = Instant::now();
    let mut done = 0;
    for &(tick, label) in marks {
        advance(&mut app, tick - done);
        done = tick;
        println!(
            "week: {label:>8} of sim time after {:>8.2} s wall, RSS {:>6.1} MB, peak {:>6.1} MB",
            start.elapsed().as_secs_f64(),
            rss_mb(),
            peak_mb()
        );
    }
}

fn rate(full: bool) {
    let ticks = if full { 20_000 } else { 20 };
    for r in [3.0, 3_000_000.0] {
        let mut app = stress(Some(r));
        advance(&mut app, ticks / 10); // warm up
        let start = Instant::now();
        advance(&mut app, ticks);
        let per_tick = start.elapsed().as_secs_f64() / ticks as f64;
        println!("rate: {r:>9} messages/s: {:>8.1} µs a tick ({ticks} ticks)", per_tick * 1e6);
    }
}

fn console_bench(full: bool) {
    let n = if full { 1_000_000 } else { 1_000 };
    let mut cluster = Cluster::new();
    let live = LiveGroups::default();
    let create = console::parse("create topic orders partitions 3").expect("parses");
    console::execute(&mut cluster, &create, 0.0, &live).expect("creates");
    let produce = console::parse("produce orders key=customer-7 {\"order\":61}").expect("parses");
    let consume = console::parse("consume orders group bench max 1").expect("parses");
    let start = Instant::now();
    for i in 0..n {
        console::execute(&mut cluster, &produce, i as f64 * 1e-3, &live).expect("produces");
    }
    let produced = start.elapsed().as_secs_f64();
    for i in 0..n {
        console::execute(&mut cluster, &consume, 1_000.0 + i as f64 * 1e-3, &live).expect("consumes");
    }
    let total = start.elapsed().as_secs_f64();
    println!(
        "console: {n} produce in {produced:.3} s, {n} consume in {:.3} s, {:.3} s in all; RSS {:.1} MB",
        total - produced,
        total,
        rss_mb()
    );
}

/// The stress scenario at the 8× speed in an App with the sim and the view's
/// systems but no window system or renderer; frames of 1/60 s.
fn frame(full: bool) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let (catalog, scenario) =
        logjam::headless::read_with_catalog(&root.join("scenarios/stress.scenario.ron"), None).expect("stress");
    let speed = catalog.sim.speeds.iter().position(|s| s.multiplier == 8.0).expect("an 8× speed");
    let mut app = logjam::app::board_without_renderer(catalog, speed, logjam::loading::Screen::Playing);
    sim::load_scenario(app.world_mut(), scenario, "stress.scenario.ron").expect("loads");
    let (warm, frames) = if full { (120, 600) } else { (3, 3) };
    for _ in 0..warm {
        app.update();
    }
    let mut flights = app.world_mut().query::<&logjam::view::Flight>();
    let mut times = Vec::with_capacity(frames);
    let mut in_flight = Vec::with_capacity(frames);
    for _ in 0..frames {
        let start = Instant::now();
        app.update();
        times.push(start.elapsed().as_secs_f64() * 1e3);
        in_flight.push(flights.iter(app.world()).filter(|f| f.active).count());
    }
    let mean = times.iter().sum::<f64>() / frames as f64;
    times.sort_by(f64::total_cmp);
    let p95 = times[(frames * 95 / 100).min(frames - 1)];
    let (lo, hi) = (in_flight.iter().min().copied().unwrap_or(0), in_flight.iter().max().copied().unwrap_or(0));
    let sim_now = app.world().resource::<SimClock>().now;
    println!(
        "frame: {mean:.3} ms mean, {p95:.3} ms p95 over {frames} frames (sim + view, no renderer); \
         sprites in flight {lo}..{hi}; sim at {sim_now:.2} s"
    );
}

/// Runs the game under Xvfb for `frames` frames with `args`; returns (start
/// to first scenario frame, s; frames per second), read from its log.
fn play_under_xvfb(args: &[&str], frames: u32) -> Option<(f64, f64)> {
    let data = std::env::temp_dir().join(format!("logjam-bench-{}", std::process::id()));
    std::fs::create_dir_all(&data).ok()?;
    let out = std::process::Command::new("xvfb-run")
        .args(["-a", "-s", "-screen 0 1280x720x24"])
        .arg(env!("CARGO_BIN_EXE_logjam"))
        .arg("play")
        .args(args)
        .args(["--exit-after", &frames.to_string()])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("WGPU_BACKEND", "vulkan")
        .env("XDG_DATA_HOME", &data)
        .output()
        .ok()?;
    let log = String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    let number_before = |marker: &str| -> Option<f64> {
        let line = log.lines().find(|l| l.contains(marker))?;
        let head = &line[..line.find(marker)?];
        head.split_whitespace().last()?.parse().ok()
    };
    let first = number_before(" s after start");
    let fps = number_before(" frames/s");
    if first.is_none() || fps.is_none() {
        eprintln!("desktop: the game's log had no timings:\n{log}");
    }
    Some((first?, fps?))
}

fn desktop(full: bool) {
    if std::process::Command::new("xvfb-run").arg("--help").output().is_err() {
        println!("desktop: skipped (no xvfb-run)");
        return;
    }
    let frames = if full { 300 } else { 30 };
    let runs = if full { 3 } else { 1 };
    for (name, args) in [
        ("default scenario", &[][..]),
        ("stress scenario at 8×", &["scenarios/stress.scenario.ron", "--speed", "2"][..]),
    ] {
        for _ in 0..runs {
            match play_under_xvfb(args, frames) {
                Some((first, fps)) => println!(
                    "desktop: {name}: first frame {first:.3} s after start, {fps:.1} frames/s under Xvfb (lavapipe)"
                ),
                None => println!("desktop: {name}: no timing (see above)"),
            }
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let full = args.iter().any(|a| a == "--bench");
    let only: Vec<&str> = args.iter().filter(|a| !a.starts_with('-')).map(String::as_str).collect();
    let wants = |name: &str| only.is_empty() || only.contains(&name);
    if wants("console") {
        console_bench(full);
    }
    if wants("rate") {
        rate(full);
    }
    if wants("frame") {
        frame(full);
    }
    if wants("desktop") {
        desktop(full);
    }
    if wants("week") {
        week(full);
    }
}
