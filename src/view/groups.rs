//! One colour per consumer group, the same wherever the group appears: its
//! bars and markers on every lane, its Workers' cards, its messages, its
//! chart lines and its name in the panels. A group keeps its colour for the
//! whole scenario and across a reload or a save: colours are handed out
//! once, in the order the groups first appear (the scenario's Workers in the
//! file's order, then the groups the player's actions bring, in the order of
//! those actions), and never handed out again while the scenario runs.

use std::collections::BTreeMap;

use bevy::prelude::*;

use crate::sim::{ActionLog, Board, PlayerAction, ScenarioStarted, Stream, Worker};

/// Each group's place in the palette's group colours
/// ([`crate::view::palette::Palette::group`]).
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct GroupColours(pub BTreeMap<String, usize>);

impl GroupColours {
    /// The group's colour index (0 for a group the board does not know).
    pub fn index(&self, group: &str) -> usize {
        self.0.get(group).copied().unwrap_or(0)
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<GroupColours>().add_systems(Update, assign.in_set(super::ViewSet::Build));
}

/// Where a group comes in the order colours are handed out: the scenario's
/// own groups first, in the file's order; then those an action brought
/// (placing a Worker, a console line naming the group), in the actions'
/// order; then any other, by name.
fn first_seen(group: &str, scenario: &[String], actions: &ActionLog) -> (u8, usize, String) {
    if let Some(i) = scenario.iter().position(|g| g == group) {
        return (0, i, String::new());
    }
    let named = |a: &PlayerAction| match a {
        PlayerAction::PlaceNode { spec, .. } => spec.worker.as_ref().is_some_and(|w| w.group == group),
        PlayerAction::Console { line } => {
            line.split_whitespace().collect::<Vec<_>>().windows(2).any(|w| w[0] == "group" && w[1] == group)
        }
        _ => false,
    };
    match actions.entries.iter().position(|(_, a)| named(a)) {
        Some(i) => (1, i, String::new()),
        None => (2, 0, group.to_string()),
    }
}

fn assign(
    mut started: MessageReader<ScenarioStarted>,
    board: Res<Board>,
    actions: Res<ActionLog>,
    streams: Query<&Stream>,
    workers: Query<&Worker>,
    mut colours: ResMut<GroupColours>,
    mut next: Local<usize>,
) {
    if started.read().last().is_some() {
        colours.0.clear();
        *next = 0;
    }
    let mut new: Vec<&str> = streams
        .iter()
        .flat_map(|s| s.groups.keys().map(String::as_str))
        .chain(workers.iter().map(|w| w.group.as_str()))
        .filter(|g| !colours.0.contains_key(*g))
        .collect();
    if new.is_empty() {
        return;
    }
    new.sort();
    new.dedup();
    let scenario: Vec<String> = board
        .scenario
        .iter()
        .flat_map(|s| {
            s.nodes
                .iter()
                .filter_map(|n| n.worker.as_ref().map(|w| w.group.clone()))
                .chain(s.groups.iter().map(|g| g.name.clone()))
        })
        .collect();
    new.sort_by_cached_key(|g| first_seen(g, &scenario, &actions));
    for g in new {
        colours.0.insert(g.to_string(), *next);
        *next += 1;
    }
}
