//! Back-pressure (docs/RULES.md#back-pressure): a stream over its append
//! capacity throttles its producers instead of refusing their records. The
//! records wait in the producer's buffer, then in a blocked `send()`; the
//! producer's latency rises; a record is lost only when the application
//! gives up (a send blocked past `max.block.ms`, a record buffered past the
//! delivery timeout), and each is counted under that cause.

use logjam::rules::catalog::{Catalog, Role};
use logjam::sim::Producer;

use crate::support::{run, run_with, scenario, stream, worker};

const KEYS: &str = "(prefix: \"order-\", entities: 100000)";

/// A size-1 stream (100,000 records/s) fed at 60,000/s, with `burst`
/// records/s from 10 s for `seconds`, then 60,000/s again.
fn burst(burst: f64, seconds: f64) -> String {
    let api = format!(
        "(id: \"api\", kind: \"api\", at: (0.0, 0.0), producer: (rate: 60000.0, keys: {KEYS}, \
         schedule: [(at: 10.0, rate: {burst:?}), (at: {:?}, rate: 60000.0)]))",
        10.0 + seconds
    );
    scenario(
        &[api, stream("partitions: 6", 1), worker("w", "g", ", speed: 1000.0")],
        &[("api", "s"), ("s", "w")],
        // The last era: the rates stay as written.
        "era: \"IPO\"",
    )
}

/// The API's producer in `world`.
fn producer(world: &mut bevy::prelude::World) -> Producer {
    let mut q = world.query::<&Producer>();
    q.iter(world).next().expect("an API").clone()
}

#[test]
fn a_burst_over_the_append_capacity_is_latency_not_loss() {
    // 150,000/s for 20 s into 100,000/s: a million records over, waiting
    // at most about 10 s, drained by 55 s at the 40,000/s to spare.
    let text = burst(150_000.0, 20.0);
    let mut at_29 = None;
    let mut step = 0;
    let r = run_with(Catalog::builtin(), &text, 90.0, 0.1, &[], |world| {
        step += 1;
        if step == 290 {
            at_29 = Some(producer(world));
        }
    });
    let p = at_29.expect("ran to 29 s");
    assert_eq!(p.buffered, 32_768, "the buffer is full");
    assert!(p.blocking() > 800_000, "the rest waits in send(): {}", p.blocking());
    assert!(p.throttle_ms > 8_000.0, "the broker asks it to wait: {} ms", p.throttle_ms);
    // The oldest waiting record was sent at about 22.7 s (first in, first
    // out: 100,000/s of capacity behind 150,000/s of sends).
    assert!(p.latency_ms > 5_500.0 && p.latency_ms < 7_000.0, "an append waits seconds: {} ms", p.latency_ms);
    // Nothing lost: every record sent was appended once the burst was over.
    let s = &r.streams[0];
    assert_eq!((s.throttled, s.blocked, s.dropped, r.throttled, r.blocked), (0, 0, 0, 0, 0));
    assert_eq!(r.appended, 60_000 * 70 + 150_000 * 20, "all of it, late");
    assert!(s.throttle_ms > 9_000.0 && s.throttle_ms < 12_000.0, "peak throttle {} ms", s.throttle_ms);
    assert_eq!(r.throttle_ms, s.throttle_ms);
    let p = &r.producers[0];
    assert_eq!((p.buffered, p.blocking, p.blocked, p.throttle_ms), (0, 0, 0, 0.0), "drained");
    assert!(p.latency_ms < 100.0, "back to the append wait: {} ms", p.latency_ms);
}

#[test]
fn sends_blocked_past_max_block_fail_as_throttled() {
    // 200,000/s into 100,000/s: first in, first out, a send made at t goes
    // in at 2t − 10 s, so it waits t − 10 s; those made after 70 s wait
    // longer than 60 s, and the first of them fail at 130 s.
    let text = burst(200_000.0, 200.0);
    let early = run(&text, 128.0, 0.1, &[]);
    assert_eq!((early.blocked, early.throttled), (0, 0), "nothing fails before max.block.ms");
    let late = run(&text, 160.0, 0.1, &[]);
    let s = &late.streams[0];
    assert!(s.blocked > 1_000_000, "sends failed: {}", s.blocked);
    assert_eq!(s.throttled, s.blocked, "for lack of capacity");
    assert_eq!((s.dropped, s.lost_broker), (0, 0), "no broker is to blame");
    assert_eq!(late.producers[0].blocked, s.blocked);
    assert_eq!(late.error_budget.damage.throttled, s.blocked, "a bad outcome each");
    // A larger stream takes the burst: nothing waits.
    let big = burst(200_000.0, 200.0).replace("size: 1", "size: 2");
    let r = run(&big, 160.0, 0.1, &[]);
    assert_eq!((r.blocked, r.throttled, r.throttle_ms), (0, 0, 0.0));
}

#[test]
fn a_leaderless_stream_fills_the_buffer_then_blocks_then_drops() {
    // A one-broker stream whose broker fails at 10 s and (in this catalog)
    // is not replaced: no partition has a leader. At 1,000/s the buffer
    // fills by about 43 s; sends then block, and fail 60 s later, lost
    // with a broker; the buffered records fail at the delivery timeout.
    let api = format!("(id: \"api\", kind: \"api\", at: (0.0, 0.0), producer: (rate: 1000.0, keys: {KEYS}))");
    let text = scenario(
        &[api, stream("partitions: 2, replication_factor: 1", 1), worker("w", "g", ", speed: 1000.0")],
        &[("api", "s"), ("s", "w")],
        "era: \"IPO\", incidents: [(at: 10.0, kind: BrokerFailure, target: \"s\", broker: 0)]",
    );
    let mut catalog = Catalog::builtin();
    for spec in catalog.components.values_mut() {
        if let Role::Stream(r) = &mut spec.role {
            r.broker_replace_seconds = 10_000.0;
        }
    }
    let mut mid = None;
    let mut step = 0;
    let early = run_with(catalog.clone(), &text, 100.0, 0.1, &[], |world| {
        step += 1;
        if step == 600 {
            mid = Some(producer(world));
        }
    });
    let p = mid.expect("ran to 60 s");
    assert_eq!(p.buffered, 32_768);
    assert!(p.blocking() > 10_000, "sends wait: {}", p.blocking());
    assert_eq!(p.throttle_ms, 0.0, "the capacity is not what holds them");
    assert!(p.latency_ms > 40_000.0, "{} ms", p.latency_ms);
    let s = &early.streams[0];
    assert_eq!((s.blocked, s.throttled, s.dropped), (0, 0, 0), "none waited 60 s yet");
    let late = run_with(catalog, &text, 140.0, 0.1, &[], |_| {});
    let s = &late.streams[0];
    // Sent from about 43 s to 70 s, failed 60 s later; from 130 s the
    // buffered records time out and the blocked ones take their room.
    assert!((25_000..30_000).contains(&s.blocked), "sends blocked from about 43 s failed: {}", s.blocked);
    assert!(s.delivery_timeouts > 0, "records buffered since 10 s failed at 130 s");
    assert_eq!(s.dropped, s.blocked + s.delivery_timeouts, "each under its cause");
    assert_eq!(s.throttled, 0, "the capacity is not to blame");
}
