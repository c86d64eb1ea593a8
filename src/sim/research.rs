//! Research: what the player owns, bought with ◇. Items, prices,
//! prerequisites and the rule each switches on ([`ResearchEffect`]) are in
//! the catalog; the rules ask for an effect, never for an item's name.
//! Rules: docs/RULES.md#research-buy and docs/RULES.md#research-effects.

use std::collections::BTreeSet;

use bevy::prelude::*;
use serde::Serialize;

use super::Ledger;
use crate::rules::catalog::Catalog;
use crate::rules::research::ResearchEffect;

/// Research owned.
#[derive(Resource, Clone, Debug, Default, PartialEq, Serialize)]
pub struct Research {
    /// Item names.
    pub owned: BTreeSet<String>,
    /// The effects of the items owned.
    #[serde(skip)]
    effects: BTreeSet<ResearchEffect>,
}

impl Research {
    /// Owning the scenario's starting items (names from `catalog`).
    pub fn new(start: &[String], catalog: &Catalog) -> Research {
        let mut r = Research::default();
        for item in start {
            r.own(item, catalog);
        }
        r
    }
    /// True when `item` is owned.
    pub fn has(&self, item: &str) -> bool {
        self.owned.contains(item)
    }
    /// True when an item that gives `effect` is owned.
    pub fn gives(&self, effect: ResearchEffect) -> bool {
        self.effects.contains(&effect)
    }
    /// Owns `item` and its effect.
    fn own(&mut self, item: &str, catalog: &Catalog) {
        self.owned.insert(item.to_string());
        if let Some(effect) = catalog.research_item(item).and_then(|r| r.effect) {
            self.effects.insert(effect);
        }
    }
}

/// Buys a research item: its prerequisites must be owned and its price in
/// ◇ at hand.
///
/// Errors: unknown item, already owned, a missing prerequisite, too few ◇.
pub fn buy(world: &mut World, item: &str) -> Result<(), String> {
    let catalog = world.resource::<Catalog>();
    let Some(r) = catalog.research_item(item).cloned() else {
        return Err(crate::t!("events-refused-unknown-research", item = item));
    };
    let era_now = world.get_resource::<super::economy::EraState>().map(|e| e.index).unwrap_or(0);
    if let Some(needed) = world.resource::<Catalog>().era_index(&r.era)
        && needed > era_now
    {
        return Err(crate::t!("events-refused-research-era", item = item, era = crate::locale::data::text(&r.era)));
    }
    let research = world.resource::<Research>();
    if research.has(item) {
        return Err(crate::t!("events-refused-researched", item = item));
    }
    if let Some(missing) = r.requires.iter().find(|q| !research.has(q)) {
        return Err(crate::t!("events-refused-research-needs", item = item, missing = missing.to_string()));
    }
    let have = world.resource::<Ledger>().research;
    if have < r.cost {
        return Err(crate::t!(
            "events-refused-research-costs",
            item = item,
            cost = format!("{:.0}", r.cost),
            have = format!("{have:.0}")
        ));
    }
    world.resource_mut::<Ledger>().research -= r.cost;
    let catalog = world.resource::<Catalog>().clone();
    world.resource_mut::<Research>().own(item, &catalog);
    Ok(())
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Research>().add_systems(super::state::SimStart, reset.in_set(super::state::StartSet::Plugins));
}

/// [`super::state::SimStart`]: the scenario's research, as the catalog
/// prices it.
fn reset(world: &mut World) {
    let scenario = super::state::starting(world);
    let research = Research::new(&scenario.research, world.resource::<Catalog>());
    world.insert_resource(research);
}
