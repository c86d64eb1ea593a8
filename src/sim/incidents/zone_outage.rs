//! Zone outage: every Node in one zone is down for a while (at most
//! 120 s). An Event Stream whose brokers are spread over zones stays up and
//! loses only the brokers in that zone, each partition failing over on its
//! own. Fail over promotes a Standby where the component keeps one.
//!
//! Its rules are cited in `mod.rs`.

use bevy::prelude::*;

use super::{Incident, Strike, lift_all, lift_down};
use crate::log::BrokerId;
use crate::rules::catalog::ComponentSpec;
use crate::rules::words::t;
use crate::sim::Node;
use crate::sim::cluster::{Broker, Brokers, Shutdown};

/// Strikes: the zone's Nodes go down; streams with brokers spread over
/// zones lose only the brokers there.
pub(super) fn strike(world: &mut World, s: &mut Strike) -> Result<super::Said, String> {
    let taken = outage_brokers(world, &s.spec.target, &mut s.struck, s.e)?;
    let brokers = taken.len();
    s.brokers.extend(taken);
    Ok(super::Said::new(
        |l| t!("events-zone-down" in l, zone = s.spec.target.as_str(), nodes = s.struck.len(), brokers = brokers),
    ))
}

/// Ends: the Nodes it held down come back up (its brokers too, with every
/// incident's).
pub(super) fn end(world: &mut World, e: Entity, incident: &Incident) {
    lift_all(world, e, incident);
}

/// Fail over from a zone outage (`cause`): the Node's Standby takes over.
///
/// Errors: the component keeps no Standby.
pub(super) fn fail_over(
    world: &mut World,
    n: Entity,
    cause: Entity,
    node: &Node,
    spec: &ComponentSpec,
) -> Result<super::Said, String> {
    if !spec.keeps_standby {
        return Err(crate::t!("events-refused-no-standby", component = crate::locale::data::text(&spec.name)));
    }
    lift_down(world, n, cause);
    Ok(super::Said::new(|l| t!("events-promoted-standby" in l, node = node.id.as_str())))
}

/// A zone outage and the streams with brokers in `zone`: one whose brokers
/// are all there goes down as a whole (it stays in `struck`: the rule
/// book's log that waits); one whose brokers are spread keeps its Node up
/// (out of `struck`) and loses the brokers in the zone, each partition
/// failing over on its own. Returns the brokers taken down.
fn outage_brokers(
    world: &mut World,
    zone: &str,
    struck: &mut Vec<Entity>,
    e: Entity,
) -> Result<Vec<(Entity, BrokerId)>, String> {
    let mut by_stream: std::collections::BTreeMap<Entity, (Vec<BrokerId>, usize)> = Default::default();
    for (stream, of) in world.query::<(Entity, &Brokers)>().iter(world) {
        let entry = by_stream.entry(stream).or_default();
        for b in of.iter().filter_map(|b| world.get::<Broker>(b)) {
            entry.1 += 1;
            if b.zone == zone {
                entry.0.push(b.id);
            }
        }
    }
    let mut taken = Vec::new();
    for (stream, (mut ids, total)) in by_stream {
        if ids.is_empty() || ids.len() == total {
            continue;
        }
        struck.retain(|&n| n != stream);
        ids.sort_unstable();
        for id in ids {
            crate::sim::cluster::broker_down(world, stream, id, false, Shutdown::Crash, e)?;
            taken.push((stream, id));
        }
    }
    Ok(taken)
}
