//! Motion that says "here": a ring that swells once around a card when it
//! is placed (a purchase), when an incident strikes it (in danger's colour;
//! the camera brings it into view if it is hidden, unless the player turned
//! that off), and when a stream's groups lose events. Reduce motion shows
//! the ring still, for the same time, instead.

use std::collections::BTreeSet;

use bevy::prelude::*;

use super::ViewSet;
use super::board::Card;
use super::camera::CameraFit;
use super::palette::Palette;
use crate::settings::Settings;
use crate::sim::incidents::Incident;
use crate::sim::{Node as SimNode, ScenarioStarted, Stream};

/// Real seconds a pulse lasts.
const PULSE_SECONDS: f32 = 1.2;

/// What a pulse says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Why {
    Placed,
    Struck,
    Lost,
}

/// The pulses under way: (Node, why, real seconds left).
#[derive(Resource, Default)]
struct Pulses {
    on: Vec<(Entity, Why, f32)>,
    /// Nodes on the board last frame (a new one was placed).
    known: BTreeSet<Entity>,
    /// Events each stream had lost, last frame.
    lost: std::collections::BTreeMap<Entity, u64>,
    /// The board was seen once since the scenario started.
    primed: bool,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Pulses>().add_systems(Update, (watch, draw).chain().in_set(ViewSet::Update));
}

fn watch(
    mut pulses: ResMut<Pulses>,
    mut started: MessageReader<ScenarioStarted>,
    nodes: Query<Entity, With<SimNode>>,
    streams: Query<(Entity, &Stream)>,
    incidents: Query<&Incident, Added<Incident>>,
    settings: Res<Settings>,
    mut fit: ResMut<CameraFit>,
) {
    if started.read().count() > 0 {
        *pulses = Pulses::default();
    }
    let now: BTreeSet<Entity> = nodes.iter().collect();
    if pulses.primed {
        let placed: Vec<Entity> = now.difference(&pulses.known).copied().collect();
        for e in placed {
            pulses.on.push((e, Why::Placed, PULSE_SECONDS));
        }
    }
    pulses.known = now;
    pulses.primed = true;
    for i in &incidents {
        for &e in &i.struck {
            pulses.on.push((e, Why::Struck, PULSE_SECONDS));
        }
        if settings.follow_incidents && !i.struck.is_empty() {
            fit.show_all();
        }
    }
    for (e, s) in &streams {
        let lost: u64 = s.groups.values().map(|g| g.lost()).sum();
        let before = pulses.lost.insert(e, lost);
        if before.is_some_and(|b| lost > b) && !pulses.on.iter().any(|(n, w, _)| *n == e && *w == Why::Lost) {
            pulses.on.push((e, Why::Lost, PULSE_SECONDS));
        }
    }
}

fn draw(
    time: Res<Time>,
    settings: Res<Settings>,
    palette: Res<Palette>,
    mut pulses: ResMut<Pulses>,
    cards: Query<(&Card, &Transform)>,
    mut gizmos: Gizmos,
) {
    let dt = time.delta_secs();
    pulses.on.retain_mut(|(_, _, left)| {
        *left -= dt;
        *left > 0.0
    });
    for (node, why, left) in &pulses.on {
        let Some((card, tf)) = cards.iter().find(|(c, _)| c.node == *node) else { continue };
        let done = 1.0 - left / PULSE_SECONDS;
        let grow = if settings.reduce_motion { 8.0 } else { 4.0 + 30.0 * done };
        let colour = match why {
            Why::Placed => palette.ui.good,
            Why::Struck | Why::Lost => palette.danger.loss,
        };
        let alpha = if settings.reduce_motion { 0.9 } else { 1.0 - done };
        gizmos.rect_2d(tf.translation.truncate(), card.size + Vec2::splat(2.0 * grow), colour.with_alpha(alpha));
    }
}
