//! Soak: the stress scenario (3.2 M messages/s over 64 partitions, 8 groups,
//! Zipf keys, an incident a sim minute) for a sim week headless at the
//! fastest step. After the first sim day, memory must stay flat, and the laws
//! of `robust` (events counted once, money, error budget, offsets in order
//! and only growing) must hold every sim hour and at the end.
//!
//! Memory is read three ways, each sim day: the sim's own holdings (batches
//! and tracked updates in the log, entities), which must not grow at all
//! beyond 1%; the heap in use (glibc's `mallinfo2`), which may grow by at
//! most [`HEAP_GROWTH_MB`] (the incident history the player reads back
//! keeps about a kilobyte per incident: 1,440 a day here); and the resident
//! memory, which must stay under [`RSS_MB`] (it also holds what the
//! allocator keeps for reuse, per thread, so it is no measure of growth).
//!
//! It measures this process, so it runs alone: `cargo test --test it soak --
//! --ignored` (tests/run.sh does).

use super::robust::{capture, check_all, check_growth};
use logjam::sim::{self, Ledger, SimClock, SimDriver, SimLog};

/// Heap growth allowed from the end of the first sim day to the end of the
/// week, MB.
const HEAP_GROWTH_MB: f64 = 16.0;
/// Resident memory allowed at any time, MB (the performance budget's 200 MB
/// for a release build, with room for the test harness).
const RSS_MB: f64 = 256.0;

/// Resident memory of this process, MB (Linux; `None` elsewhere).
fn rss_mb() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let kb: f64 = status.lines().find(|l| l.starts_with("VmRSS:"))?.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb / 1024.0)
}

/// Heap in use by this process, MB (glibc; `None` elsewhere).
fn heap_mb() -> Option<f64> {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        // SAFETY: mallinfo2 only reads the allocator's counters.
        let info = unsafe { libc::mallinfo2() };
        Some((info.uordblks + info.hblkhd) as f64 / (1024.0 * 1024.0))
    }
    #[cfg(not(all(target_os = "linux", target_env = "gnu")))]
    None
}

/// What the sim holds: (batches, tracked updates) over every partition.
fn holdings(app: &bevy::prelude::App) -> (usize, usize) {
    let log = app.world().resource::<SimLog>();
    let parts = || log.topics().flat_map(|t| t.partitions().iter());
    (parts().map(|p| p.batch_count()).sum(), parts().map(|p| p.tracked_len()).sum())
}

#[test]
#[ignore = "a sim week of the stress scenario; run alone (tests/run.sh) so the memory is its own"]
fn a_week_of_the_stress_scenario_keeps_memory_flat_and_the_laws() {
    let (catalog, scenario) =
        logjam::headless::read_with_catalog(&crate::root().join("scenarios/stress.scenario.ron"), None).unwrap();
    let step = catalog.sim.speeds.last().unwrap().step_seconds;
    let mut app = sim::headless_app(catalog, 1);
    sim::load_scenario(app.world_mut(), scenario, "stress.scenario.ron").unwrap();
    app.world_mut().resource_mut::<SimClock>().step = step;
    *app.world_mut().resource_mut::<SimDriver>() = SimDriver::Manual { ticks_per_update: 1 };

    let hour = (3600.0 / step).round() as u64;
    let (day, week) = (24 * hour, 7 * 24 * hour);
    let mut burn_paid = 0.0;
    let mut prev = capture(app.world_mut(), burn_paid).unwrap();
    let mut first_day = None;
    let started = std::time::Instant::now();
    for t in 1..=week {
        app.update();
        let clock = app.world().resource::<SimClock>().clone();
        assert_eq!(clock.tick, t, "the stress scenario runs to the end of the week");
        burn_paid += app.world().resource::<Ledger>().burn_per_second * clock.step;
        if t % hour != 0 {
            continue;
        }
        let next = capture(app.world_mut(), burn_paid).unwrap();
        check_all(&next).unwrap_or_else(|e| panic!("at sim hour {}: {e}", t / hour));
        check_growth(&prev, &next).unwrap_or_else(|e| panic!("during sim hour {}: {e}", t / hour));
        prev = next;
        let rss = rss_mb();
        if let Some(rss) = rss {
            assert!(rss <= RSS_MB, "resident memory {rss:.1} MB at sim hour {}", t / hour);
        }
        if t % day != 0 {
            continue;
        }
        let (batches, tracked) = holdings(&app);
        let entities = app.world().resource::<logjam::sim::Entities>().keys.len();
        let heap = heap_mb();
        eprintln!(
            "soak: day {}: {batches} batches, {tracked} tracked updates, {entities} entities; heap in use {}, \
             resident {} ({:.1} s)",
            t / day,
            heap.map(|h| format!("{h:.1} MB")).unwrap_or("?".into()),
            rss.map(|h| format!("{h:.1} MB")).unwrap_or("?".into()),
            started.elapsed().as_secs_f64()
        );
        match first_day {
            None => first_day = Some((batches, tracked, entities, heap)),
            Some((b1, t1, e1, h1)) => {
                let within = |a: usize, b: usize| (a as f64 - b as f64).abs() <= 0.01 * a as f64;
                assert!(within(b1, batches), "day {}: {batches} batches, {b1} after the first", t / day);
                assert!(within(t1, tracked), "day {}: {tracked} tracked updates, {t1} after the first", t / day);
                assert_eq!(e1, entities, "day {}: entities", t / day);
                if let (Some(h1), Some(h)) = (h1, heap) {
                    assert!(h <= h1 + HEAP_GROWTH_MB, "day {}: heap {h:.1} MB, {h1:.1} MB after the first", t / day);
                }
            }
        }
    }
    let report = logjam::sim::report::Report::build(app.world_mut());
    assert!(report.appended > 1_000_000_000_000, "a busy week: {} appended", report.appended);
    assert!(report.lost > 0 && report.incidents.len() > 10_000, "the incidents struck");
}
