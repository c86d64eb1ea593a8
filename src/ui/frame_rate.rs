//! The frame rate: counted every frame, shown in the top bar when the
//! setting asks for it (off by default), and written to the log once a
//! minute of play, so a slow machine says so in its log.

use bevy::prelude::*;

use crate::loading::Screen;

/// Real seconds between the log's frame-rate lines.
const LOG_EVERY_SECONDS: f64 = 60.0;

/// Frames counted over real time.
#[derive(Resource, Debug, Default)]
pub struct FrameRate {
    /// Frames a second over the last whole second; 0 before the first.
    pub per_second: f64,
    /// Frames and real seconds since the last readout.
    frames: u32,
    since: f64,
    /// Frames and real seconds of play since the last log line.
    played_frames: u32,
    played_since: Option<f64>,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<FrameRate>().add_systems(Last, count);
}

fn count(time: Res<Time<Real>>, screen: Res<State<Screen>>, mut rate: ResMut<FrameRate>) {
    let now = time.elapsed_secs_f64();
    rate.frames += 1;
    if now - rate.since >= 1.0 {
        rate.per_second = f64::from(rate.frames) / (now - rate.since);
        rate.frames = 0;
        rate.since = now;
    }
    if *screen.get() != Screen::Playing {
        rate.played_since = None;
        return;
    }
    let since = *rate.played_since.get_or_insert(now);
    rate.played_frames += 1;
    if now - since >= LOG_EVERY_SECONDS {
        info!(
            "frame rate: {:.1} frames/s over the last {:.0} s of play",
            f64::from(rate.played_frames) / (now - since),
            now - since
        );
        rate.played_frames = 0;
        rate.played_since = Some(now);
    }
}
