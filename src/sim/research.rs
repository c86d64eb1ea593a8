//! Research: what the player owns, bought with ◇. Items, prices and
//! prerequisites are in the catalog; prevention (Load balancing, Health
//! checks, Multiple zones, Multiple regions, GeoDNS, Schema registry,
//! Cooperative rebalancing) is gated by it. Rule: DESIGN.md §1–2.

use std::collections::BTreeSet;

use bevy::prelude::*;
use serde::Serialize;

use super::Ledger;
use crate::rules::catalog::Catalog;

/// Research owned.
#[derive(Resource, Clone, Debug, Default, PartialEq, Serialize)]
pub struct Research {
    /// Item names.
    pub owned: BTreeSet<String>,
}

impl Research {
    /// Owning the scenario's starting items.
    pub fn new(start: &[String]) -> Research {
        Research { owned: start.iter().cloned().collect() }
    }
    /// True when `item` is owned.
    pub fn has(&self, item: &str) -> bool {
        self.owned.contains(item)
    }
}

/// Buys a research item: its prerequisites must be owned and its price in
/// ◇ at hand.
///
/// Errors: unknown item, already owned, a missing prerequisite, too few ◇.
pub fn buy(world: &mut World, item: &str) -> Result<(), String> {
    let catalog = world.resource::<Catalog>();
    let Some(r) = catalog.research_item(item).cloned() else { return Err(format!("unknown research '{item}'")) };
    let era_now = world.get_resource::<super::goals::EraState>().map(|e| e.index).unwrap_or(0);
    if let Some(needed) = world.resource::<Catalog>().era_index(&r.era)
        && needed > era_now
    {
        return Err(format!("{item} becomes available in {}", r.era));
    }
    let research = world.resource::<Research>();
    if research.has(item) {
        return Err(format!("{item} is researched already"));
    }
    if let Some(missing) = r.requires.iter().find(|q| !research.has(q)) {
        return Err(format!("{item} needs {missing} first"));
    }
    let have = world.resource::<Ledger>().research;
    if have < r.cost {
        return Err(format!("{item} costs {:.0} ◇; you have {have:.0}", r.cost));
    }
    world.resource_mut::<Ledger>().research -= r.cost;
    world.resource_mut::<Research>().owned.insert(item.to_string());
    Ok(())
}
