//! Sound: bevy_kira_audio's plugin lives here, so swapping the audio crate
//! touches one file. Browsers start audio only after a click or key press;
//! kira's context is resumed by the page (web/index.html).

use bevy::prelude::*;

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(bevy_kira_audio::AudioPlugin);
}
