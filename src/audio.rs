//! Sound: a cue for each incident kind and when one is over, for a purchase,
//! for research bought, and when a consumer group's lag crosses the warning
//! line; a quiet ambient loop under it all. The sounds are synthesised by
//! `assets/audio/make_sounds.py`. bevy_kira_audio's plugin lives here, so
//! swapping the audio crate touches one file. Volume and mute come from the
//! [`Settings`] (the ui's M key mutes). The cues play on the game's screen.
//! It may use the sim, loading and settings and the layers below; nothing
//! uses it but the app (docs/ARCHITECTURE.md). Browsers start audio only after a click or key
//! press; the page resumes it (web/index.html). Without a sound device the
//! game plays on, silent.

use bevy::prelude::*;
use bevy_kira_audio::prelude::*;
use strum::IntoEnumIterator;

use crate::loading::Screen;
use crate::rules::catalog::Catalog;
use crate::rules::incident::Cue;
use crate::settings::Settings;
use crate::sim::incidents::{IncidentEnded, IncidentStarted};
use crate::sim::{ActionLog, PlayerAction, ScenarioStarted, SimLog};

/// The ambient loop's level under the cues, decibels.
const AMBIENT_DB: f32 = -16.0;

#[derive(Resource)]
struct Cues {
    incidents: std::collections::HashMap<Cue, Handle<AudioSource>>,
    resolved: Handle<AudioSource>,
    purchase: Handle<AudioSource>,
    research: Handle<AudioSource>,
    lost: Handle<AudioSource>,
    lag: Handle<AudioSource>,
    achievement: Handle<AudioSource>,
    ambient: Handle<AudioSource>,
}

/// The file of each incident cue (`IncidentKind::cue`), under `assets/audio/`.
fn cue_file(cue: Cue) -> &'static str {
    match cue {
        Cue::Instance => "audio/incident-instance.wav",
        Cue::Zone => "audio/incident-zone.wav",
        Cue::Region => "audio/incident-region.wav",
        Cue::HotKey => "audio/incident-hotkey.wav",
        Cue::Broker => "audio/incident-broker.wav",
        Cue::Crash => "audio/incident-crash.wav",
        Cue::Storm => "audio/incident-storm.wav",
        Cue::Schema => "audio/incident-schema.wav",
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_plugins(AudioPlugin)
        .add_systems(Startup, load_cues)
        .add_systems(Update, (apply_volume, achievement_cue))
        .add_systems(Update, (ambient, play_cues, action_cues, lag_cues, lost_cues).run_if(in_state(Screen::Playing)));
}

fn load_cues(mut commands: Commands, server: Res<AssetServer>) {
    commands.insert_resource(Cues {
        incidents: Cue::iter().map(|c| (c, server.load(cue_file(c)))).collect(),
        resolved: server.load("audio/resolved.wav"),
        purchase: server.load("audio/purchase.wav"),
        research: server.load("audio/research.wav"),
        lost: server.load("audio/lost.wav"),
        lag: server.load("audio/lag-warning.wav"),
        achievement: server.load("audio/achievement.wav"),
        ambient: server.load("audio/ambient.wav"),
    });
}

/// The channel's level from the settings: volume 0..1 as decibels.
fn apply_volume(settings: Res<Settings>, audio: Res<Audio>, mut applied: Local<Option<(f32, bool)>>) {
    let now = (settings.volume, settings.muted);
    if *applied == Some(now) {
        return;
    }
    *applied = Some(now);
    let db = if settings.muted || settings.volume <= 0.001 {
        Decibels::SILENCE
    } else {
        Decibels(20.0 * settings.volume.log10())
    };
    audio.set_volume(db);
}

/// Starts the ambient loop once its file is in.
fn ambient(cues: Res<Cues>, sources: Res<Assets<AudioSource>>, audio: Res<Audio>, mut playing: Local<bool>) {
    if !*playing && sources.contains(&cues.ambient) {
        audio.play(cues.ambient.clone()).looped().with_volume(Decibels(AMBIENT_DB));
        *playing = true;
    }
}

fn play_cues(
    mut started: MessageReader<IncidentStarted>,
    mut ended: MessageReader<IncidentEnded>,
    cues: Res<Cues>,
    settings: Res<Settings>,
    audio: Res<Audio>,
) {
    for s in started.read() {
        if !settings.muted
            && let Some(h) = cues.incidents.get(&s.kind.cue())
        {
            audio.play(h.clone());
        }
    }
    if ended.read().count() > 0 && !settings.muted {
        audio.play(cues.resolved.clone());
    }
}

/// An achievement earned (on any screen: a run's end shows the debrief).
fn achievement_cue(
    mut earned: MessageReader<crate::achievements::AchievementEarned>,
    cues: Res<Cues>,
    settings: Res<Settings>,
    audio: Res<Audio>,
) {
    if earned.read().count() > 0 && !settings.muted {
        audio.play(cues.achievement.clone());
    }
}

/// A purchase (a Node placed) and research bought: the actions the sim
/// applied since the last frame.
fn action_cues(
    log: Res<ActionLog>,
    cues: Res<Cues>,
    settings: Res<Settings>,
    audio: Res<Audio>,
    mut seen: Local<usize>,
) {
    if log.entries.len() < *seen {
        *seen = 0; // a new game
    }
    for (_, action) in &log.entries[*seen..] {
        if settings.muted {
            break;
        }
        match action {
            PlayerAction::PlaceNode { .. } => {
                audio.play(cues.purchase.clone());
            }
            PlayerAction::Research { .. } => {
                audio.play(cues.research.clone());
            }
            _ => {}
        }
    }
    *seen = log.entries.len();
}

/// Events lost (to retention or with a broker): a low drop, at most once
/// every few real seconds however many are lost.
fn lost_cues(
    budget: Res<crate::sim::ErrorBudget>,
    cues: Res<Cues>,
    settings: Res<Settings>,
    audio: Res<Audio>,
    time: Res<Time<Real>>,
    mut last: Local<(u64, f64)>,
) {
    let lost = budget.damage.lost();
    let now = time.elapsed_secs_f64();
    if lost < last.0 {
        *last = (lost, now); // a new game
    }
    if lost > last.0 && now - last.1 > LOST_CUE_GAP {
        if !settings.muted {
            audio.play(cues.lost.clone());
        }
        last.1 = now;
    }
    last.0 = lost;
}

/// Real seconds between two "lost" cues.
const LOST_CUE_GAP: f64 = 3.0;

/// The lag warning: a group's lag crossed the catalog's
/// `sim.lag_warning_records` (once; again after it fell under half of it).
fn lag_cues(
    catalog: Res<Catalog>,
    log: Res<SimLog>,
    cues: Res<Cues>,
    settings: Res<Settings>,
    audio: Res<Audio>,
    mut started: MessageReader<ScenarioStarted>,
    mut warned: Local<std::collections::BTreeSet<String>>,
    mut frame: Local<u32>,
) {
    if started.read().count() > 0 {
        warned.clear();
    }
    *frame += 1;
    if !(*frame).is_multiple_of(15) {
        return; // a few looks a second are enough
    }
    let warning = catalog.sim.lag_warning_records;
    for g in log.groups() {
        let lag = log.group_lag(g.name());
        if lag > warning && warned.insert(g.name().to_string()) {
            if !settings.muted {
                audio.play(cues.lag.clone());
            }
        } else if lag < warning / 2 {
            warned.remove(g.name());
        }
    }
}
