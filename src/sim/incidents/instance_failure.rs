//! Instance failure: the host under a Node dies. The Node is down and still
//! bills until the player replaces it; on an Event Stream spread over
//! several brokers only broker 0's host dies and the other brokers serve
//! on. It never ends by itself.
//!
//! Its rules are cited in `mod.rs`.

use bevy::prelude::*;

use super::{Incident, Strike, down_causes, fail_broker, lift_all};
use crate::rules::catalog::Catalog;
use crate::rules::incident::Answer;
use crate::rules::words::t;
use crate::sim::{Ledger, Node, SimLog, Stream};

/// Strikes: the Node goes down (a spread stream: broker 0 fails with its
/// disk instead, and the Node stays up).
pub(super) fn strike(world: &mut World, s: &mut Strike) -> Result<super::Said, String> {
    s.ends = None;
    let spread = world.get::<Stream>(s.target).is_some_and(|st| st.brokers > 1);
    if spread {
        // One broker's host: the others serve on.
        s.struck.clear();
        let text = fail_broker(world, s.target, 0, s.e)?;
        s.brokers.push((s.target, 0));
        Ok(super::Said::new(|l| t!("events-host-died-broker" in l, node = s.spec.target.as_str(), what = text.get(l))))
    } else {
        Ok(super::Said::new(|l| t!("events-host-died" in l, node = s.spec.target.as_str())))
    }
}

/// Ends (replaced): the Nodes it held down come back up.
pub(super) fn end(world: &mut World, e: Entity, incident: &Incident) {
    lift_all(world, e, incident);
}

/// Replace: pays for a new host and brings the Node back cold. A log with
/// replication factor 1 comes back empty (the only copy died with the host).
///
/// Errors: the Node has no instance failure; not enough money.
pub fn replace(world: &mut World, n: Entity) -> Result<(), String> {
    let broker_host = world
        .query::<(Entity, &Incident)>()
        .iter(world)
        .find(|(_, i)| i.kind.answered_by(Answer::Replace) && i.brokers.iter().any(|(s, _)| *s == n))
        .map(|(e, _)| e);
    let down = down_causes(world, n).into_iter().find(|(_, k)| k.answered_by(Answer::Replace)).map(|(c, _)| c);
    let Some(cause) = down.or(broker_host) else {
        return Err(crate::t!("events-refused-host-fine"));
    };
    let node = world.get::<Node>(n).cloned().ok_or("no such Node")?;
    let spec = world.resource::<Catalog>().component(&node.kind).cloned().ok_or("unknown component")?;
    let owned = world.resource::<Ledger>().copies.get(&node.kind).copied().unwrap_or(1);
    let price = spec.copy_cost(owned.saturating_sub(1));
    let money = world.resource::<Ledger>().money;
    if price > money {
        return Err(crate::t!(
            "events-refused-host-costs",
            price = format!("{price:.0}"),
            money = format!("{money:.0}")
        ));
    }
    {
        let mut ledger = world.resource_mut::<Ledger>();
        ledger.money -= price;
        ledger.placing += price;
    }
    let price_text = format!("{price:.0}");
    let price_text = price_text.as_str();
    let cold = match world.get::<Stream>(n).map(|s| s.replication_factor) {
        _ if broker_host.is_some() && down.is_none() => {
            super::Said::new(|l| t!("events-replaced-broker" in l, price = price_text))
        }
        Some(1) => {
            let lost = empty_stream(world, n);
            super::Said::new(|l| t!("events-replaced-empty" in l, price = price_text, lost = lost))
        }
        Some(_) => super::Said::new(|l| t!("events-replaced-copied" in l, price = price_text)),
        None => super::Said::new(|l| t!("events-replaced-cold" in l, price = price_text)),
    };
    super::end(world, cause, cold);
    Ok(())
}

/// Empties every partition of a stream (its only copy is gone); each group
/// loses what it had not processed. Returns the events lost.
fn empty_stream(world: &mut World, e: Entity) -> u64 {
    let Some(stream) = world.get::<Stream>(e).cloned() else { return 0 };
    let mut removed: Vec<(u64, u64)> = Vec::new();
    let mut total = 0;
    {
        let mut log = world.resource_mut::<SimLog>();
        let Ok(topic) = log.topic_mut(&stream.topic) else { return 0 };
        for p in 0..topic.partition_count() {
            let part = topic.partition_mut(p).expect("in range");
            let (start, end) = (part.log_start(), part.log_end());
            total += part.clear();
            removed.push((start, end));
        }
    }
    super::super::consume::forget_removed(world, e, &removed, true);
    world.get_mut::<Stream>(e).expect("checked").lost_broker += total;
    total
}
