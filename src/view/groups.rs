//! One colour per consumer group, the same wherever the group appears: its
//! bars and markers on every lane, its Workers' cards, its messages, its
//! chart lines and its name in the panels.

use std::collections::BTreeMap;

use bevy::prelude::*;

use crate::sim::{Node as SimNode, Stream, Worker};

/// Each group's place in the palette's group colours
/// ([`crate::view::palette::Palette::group`]): groups in the order their
/// streams' Nodes come (by Node order), each stream's groups in name order,
/// then groups only Workers name. Remade each frame; a group keeps its
/// colour while the board keeps its groups.
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

fn assign(streams: Query<(&SimNode, &Stream)>, workers: Query<(&SimNode, &Worker)>, mut colours: ResMut<GroupColours>) {
    let mut by_order: Vec<(&SimNode, &Stream)> = streams.iter().collect();
    by_order.sort_by(|a, b| (a.0.order, &a.0.id).cmp(&(b.0.order, &b.0.id)));
    let mut now = BTreeMap::new();
    let mut add = |g: &str| {
        let n = now.len();
        now.entry(g.to_string()).or_insert(n);
    };
    for (_, s) in by_order {
        s.groups.keys().for_each(|g| add(g));
    }
    let mut ws: Vec<(&SimNode, &Worker)> = workers.iter().collect();
    ws.sort_by(|a, b| (a.0.order, &a.0.id).cmp(&(b.0.order, &b.0.id)));
    ws.into_iter().for_each(|(_, w)| add(&w.group));
    if colours.0 != now {
        colours.0 = now;
    }
}
