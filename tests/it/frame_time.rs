//! The test-only fixed frame time (`logjam play --frame-time`, what the
//! end-to-end and browser tests run the game with): the sim follows the
//! frames, not the wall clock, and each scenario's clock starts on a whole
//! frame, so frame N after a scenario's start is the same sim moment on a
//! fast and on a loaded machine.

use std::time::Duration;

use bevy::prelude::*;
use logjam::rules::catalog::Catalog;
use logjam::rules::scenario::Scenario;
use logjam::sim::{self, SimClock, SimDriver};

/// The sim's tick count after each of 60 frames of the first shop at 1×
/// in real time, every frame 1/60 s long
/// ([`logjam::app::fixed_frame_time`]): `frames_before` frames run before
/// the scenario is loaded, and each frame comes `pause` of wall time after
/// the one before.
fn ticks_by_frame(frames_before: u32, pause: Duration) -> Vec<u64> {
    let catalog = Catalog::builtin();
    let text = std::fs::read_to_string(crate::root().join("scenarios/first-shop.scenario.ron")).unwrap();
    let scenario = Scenario::parse(&text, "first-shop", &catalog).unwrap();
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, sim::SimPlugin)).insert_resource(catalog).insert_resource(SimDriver::RealTime {
        paused: false,
        speed: 0,
        owed: 0.0,
    });
    logjam::app::fixed_frame_time(&mut app, Duration::from_secs_f64(1.0 / 60.0));
    let frame = |app: &mut App| {
        std::thread::sleep(pause);
        app.update();
    };
    for _ in 0..frames_before {
        frame(&mut app);
    }
    sim::load_scenario(app.world_mut(), scenario, "first-shop").unwrap();
    (0..60)
        .map(|_| {
            frame(&mut app);
            app.world().resource::<SimClock>().tick
        })
        .collect()
}

#[test]
fn with_a_fixed_frame_time_the_sim_follows_the_frames_not_the_wall_clock() {
    let quick = ticks_by_frame(1, Duration::ZERO);
    // 60 frames of 1/60 s at 1× (0.05 s ticks): a sim second.
    assert_eq!(quick.last(), Some(&20), "ticks after each frame: {quick:?}");
    // Frames of 50 ms of wall time (three times as long): the same ticks.
    assert_eq!(ticks_by_frame(1, Duration::from_millis(50)), quick, "slow frames");
    // However many frames the game drew before the scenario came in (its
    // files load while it draws), the scenario's clock starts on a whole
    // frame.
    for before in 2..=4 {
        assert_eq!(ticks_by_frame(before, Duration::ZERO), quick, "{before} frames before the scenario");
    }
}
