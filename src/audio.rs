//! Sound: a cue for each incident kind and when one is over. The cues are
//! synthesised by `assets/audio/make_sounds.py`. bevy_kira_audio's plugin
//! lives here, so swapping the audio crate touches one file. M mutes.
//! Browsers start audio only after a click or key press; the page resumes
//! it (web/index.html). Without a sound device the game plays on, silent.

use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;
use bevy_kira_audio::prelude::*;

use crate::scenario::IncidentKind;
use crate::sim::incidents::{IncidentEnded, IncidentStarted};

/// Sound settings.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct Sound {
    /// No sound at all.
    pub muted: bool,
}

#[derive(Resource)]
struct Cues {
    incidents: Vec<(IncidentKind, Handle<AudioSource>)>,
    resolved: Handle<AudioSource>,
}

/// The file of each incident kind's cue, under `assets/audio/`.
fn cue_file(kind: IncidentKind) -> &'static str {
    match kind {
        IncidentKind::InstanceFailure => "audio/incident-instance.wav",
        IncidentKind::ZoneOutage => "audio/incident-zone.wav",
        IncidentKind::RegionOutage => "audio/incident-region.wav",
        IncidentKind::HotKey => "audio/incident-hotkey.wav",
        IncidentKind::BrokerFailure => "audio/incident-broker.wav",
        IncidentKind::WorkerCrash => "audio/incident-crash.wav",
        IncidentKind::RebalancingStorm => "audio/incident-storm.wav",
        IncidentKind::SchemaChange => "audio/incident-schema.wav",
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(AudioPlugin)
        .init_resource::<Sound>()
        .add_systems(Startup, load_cues)
        .add_systems(Update, (toggle_mute, play_cues));
}

fn load_cues(mut commands: Commands, server: Res<AssetServer>) {
    commands.insert_resource(Cues {
        incidents: IncidentKind::ALL.iter().map(|&k| (k, server.load(cue_file(k)))).collect(),
        resolved: server.load("audio/resolved.wav"),
    });
}

fn toggle_mute(
    keys: Res<ButtonInput<KeyCode>>,
    wants: Option<Res<EguiWantsInput>>,
    mut sound: ResMut<Sound>,
    audio: Res<Audio>,
) {
    if keys.just_pressed(KeyCode::KeyM) && !wants.is_some_and(|w| w.wants_any_keyboard_input()) {
        sound.muted = !sound.muted;
        if sound.muted {
            audio.stop();
        }
    }
}

fn play_cues(
    mut started: MessageReader<IncidentStarted>,
    mut ended: MessageReader<IncidentEnded>,
    cues: Option<Res<Cues>>,
    sound: Res<Sound>,
    audio: Res<Audio>,
) {
    let Some(cues) = cues else { return };
    for s in started.read() {
        if !sound.muted
            && let Some((_, h)) = cues.incidents.iter().find(|(k, _)| *k == s.kind)
        {
            audio.play(h.clone());
        }
    }
    if ended.read().count() > 0 && !sound.muted {
        audio.play(cues.resolved.clone());
    }
}
