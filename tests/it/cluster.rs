//! The cluster under a stream (DESIGN.md §9): brokers and partitions are
//! entities, replicas are placed so that each broker leads its share, the
//! partitions follow the stream's partition count and replication factor,
//! and the high watermark consumers read to is the replica set's.

use logjam::rules::catalog::Catalog;
use logjam::sim::PlayerAction;
use logjam::sim::cluster::{Broker, PartitionReplicas};

use crate::support::{api, run, run_with, scenario, stream, worker};

const KEYS: &str = "(prefix: \"order-\", entities: 100000)";

fn board(opts: &str) -> String {
    scenario(&[api(200.0, KEYS), stream(opts, 1), worker("w", "g", "")], &[("api", "s"), ("s", "w")], "")
}

#[test]
fn each_broker_leads_its_share_and_every_replica_starts_in_sync() {
    let r = run(&board("partitions: 6, replication_factor: 3, acks: All"), 20.0, 0.05, &[]);
    let s = &r.streams[0];
    assert_eq!(s.brokers.len(), 3);
    for b in &s.brokers {
        assert_eq!(b.leads.len(), 2, "broker {} leads {:?}", b.broker, b.leads);
        assert_eq!(b.follows.len(), 4);
    }
    for p in &s.partitions {
        assert_eq!(p.replicas.len(), 3);
        assert_eq!(p.isr.len(), 3, "followers 0.5 s behind stay in sync");
        assert_eq!(p.leader, Some(p.replicas[0]), "the preferred leader leads");
        assert!(p.high_watermark < p.log_end, "followers trail: {} of {}", p.high_watermark, p.log_end);
    }
}

#[test]
fn one_replica_leads_alone_and_its_high_watermark_is_its_log_end() {
    let r = run(&board("partitions: 2"), 20.0, 0.05, &[]);
    for p in &r.streams[0].partitions {
        assert_eq!((p.leader, p.replicas.clone(), p.isr.clone()), (Some(0), vec![0], vec![0]));
        assert_eq!(p.high_watermark, p.log_end);
    }
}

#[test]
fn partitions_and_replicas_follow_the_stream() {
    let actions = [
        (5.0, PlayerAction::SetPartitions { node: "s".into(), partitions: 5 }),
        (8.0, PlayerAction::SetReplicationFactor { node: "s".into(), replication_factor: 2 }),
    ];
    let mut counts = Vec::new();
    let text = board("partitions: 3");
    run_with(Catalog::builtin(), &text, 10.0, 0.05, &actions, |world| {
        let parts: Vec<&PartitionReplicas> =
            world.iter_entities().filter_map(|e| e.get::<PartitionReplicas>()).collect();
        let brokers = world.iter_entities().filter(|e| e.contains::<Broker>()).count();
        // The replica set's high watermark is the one consumers read to.
        let name = world.iter_entities().find_map(|e| e.get::<logjam::sim::Stream>()).map(|s| s.topic.clone());
        let log = world.resource::<logjam::sim::SimLog>();
        if let Some(t) = name.and_then(|n| log.0.topic(&n).ok()) {
            for p in &parts {
                let hw = t.partition(p.partition).unwrap().high_watermark();
                assert_eq!(hw, p.set.high_watermark(), "partition {}", p.partition);
            }
        }
        let rf = parts.first().map(|p| p.set.replicas().len()).unwrap_or(0);
        counts.push((parts.len(), brokers, rf));
    });
    assert_eq!(counts[10], (3, 1, 1));
    assert_eq!(counts[120], (5, 1, 1), "five partitions after the change at 5 s");
    assert_eq!(*counts.last().unwrap(), (5, 2, 2), "two brokers, two replicas each");
}
