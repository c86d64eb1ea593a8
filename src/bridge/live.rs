//! A live feed of a real cluster: a [`Watcher`] on a thread of its own
//! looks every interval and sends each look, with what moved since the one
//! before (records appended to each partition, records each group
//! committed past), over a channel that a frame drains without waiting
//! (`logjam watch` prints from one; the live board of issue 32, item 4,
//! animates from one). A look that fails is said once per failure, and the
//! next try waits longer each time ([`backoff`]), up to
//! [`LiveOptions::max_backoff`]; the first look that succeeds again resets
//! it.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, TryRecvError, channel};
use std::time::{Duration, Instant};

use super::connect::Connection;
use super::watch::{ClusterLook, History, WatchError, Watcher};

/// How a feed looks.
#[derive(Clone, Copy, Debug)]
pub struct LiveOptions {
    /// Time from the start of one look to the start of the next.
    pub interval: Duration,
    /// How long each request of a look may take.
    pub timeout: Duration,
    /// The longest wait before a retry after failed looks.
    pub max_backoff: Duration,
}

/// What a feed sends.
#[derive(Debug)]
pub enum LiveEvent {
    /// A look, with what moved since the one before.
    Look(Box<LiveLook>),
    /// A look failed: the words (one line, secrets redacted), how many
    /// looks in a row failed, and when it tries again.
    Lost {
        /// The failure, one line.
        error: String,
        /// Failed looks in a row (1 for the first).
        failures: u32,
        /// The wait before the next try.
        retry_in: Duration,
    },
}

/// A look and what moved since the look before it.
#[derive(Debug)]
pub struct LiveLook {
    /// The look, with each group's trend.
    pub look: ClusterLook,
    /// Seconds since the previous look (0 for the first).
    pub seconds: f64,
    /// How long the look took.
    pub took: Duration,
    /// Records appended since the previous look, per (topic, partition):
    /// the high watermark's growth (none for the first look, nor where it
    /// went back: a topic made again).
    pub produced: BTreeMap<(String, i32), i64>,
    /// Records each group committed past since the previous look, per
    /// (group, topic, partition): the committed offset's growth.
    pub consumed: BTreeMap<(String, String, i32), i64>,
}

/// A running feed; dropping it stops the thread after its current look.
pub struct LiveFeed {
    events: Receiver<LiveEvent>,
    stop: Arc<AtomicBool>,
}

impl LiveFeed {
    /// Starts the feed's thread. Errors: a setting librdkafka refuses, at
    /// once (nothing is sent before the thread's first look).
    pub fn start(conn: &Connection, options: LiveOptions) -> Result<LiveFeed, WatchError> {
        let mut watcher = Watcher::new(conn)?;
        let (send, events) = channel();
        let stop = Arc::new(AtomicBool::new(false));
        let stopped = stop.clone();
        std::thread::Builder::new()
            .name("logjam-live".into())
            .spawn(move || {
                let mut history = History::default();
                let (mut previous, mut failures): (Option<(ClusterLook, Instant)>, u32) = (None, 0);
                while !stopped.load(Ordering::Relaxed) {
                    let started = Instant::now();
                    let event = match watcher.look(options.timeout) {
                        Ok(mut look) => {
                            failures = 0;
                            history.record(&mut look);
                            let seconds =
                                previous.as_ref().map_or(0.0, |(_, at)| started.duration_since(*at).as_secs_f64());
                            let (produced, consumed) = match &previous {
                                Some((before, _)) => moved(before, &look),
                                None => Default::default(),
                            };
                            let event =
                                LiveLook { look: look.clone(), seconds, took: started.elapsed(), produced, consumed };
                            previous = Some((look, started));
                            LiveEvent::Look(Box::new(event))
                        }
                        Err(e) => {
                            failures += 1;
                            LiveEvent::Lost { error: e.to_string(), failures, retry_in: backoff(&options, failures) }
                        }
                    };
                    let wait = match &event {
                        LiveEvent::Look(_) => options.interval.saturating_sub(started.elapsed()),
                        LiveEvent::Lost { retry_in, .. } => *retry_in,
                    };
                    if send.send(event).is_err() {
                        return;
                    }
                    // Sleep in short steps, so a dropped feed ends soon.
                    let until = Instant::now() + wait;
                    while Instant::now() < until && !stopped.load(Ordering::Relaxed) {
                        std::thread::sleep(
                            until.saturating_duration_since(Instant::now()).min(Duration::from_millis(50)),
                        );
                    }
                }
            })
            .map_err(|e| WatchError::Settings(format!("cannot start the live feed's thread: {e}")))?;
        Ok(LiveFeed { events, stop })
    }

    /// A feed whose events come from the returned sender instead of a
    /// cluster (a test's own looks, a recorded run played back); it ends
    /// when the sender is dropped.
    pub fn fed() -> (std::sync::mpsc::Sender<LiveEvent>, LiveFeed) {
        let (send, events) = channel();
        (send, LiveFeed { events, stop: Arc::new(AtomicBool::new(false)) })
    }

    /// Every event sent since the last call, oldest first; never waits.
    pub fn drain(&self) -> Vec<LiveEvent> {
        let mut out = Vec::new();
        loop {
            match self.events.try_recv() {
                Ok(e) => out.push(e),
                Err(TryRecvError::Empty | TryRecvError::Disconnected) => return out,
            }
        }
    }

    /// The next event, waiting at most `limit` (for a command line that
    /// prints each look as it comes).
    pub fn next(&self, limit: Duration) -> Option<LiveEvent> {
        self.events.recv_timeout(limit).ok()
    }
}

impl Drop for LiveFeed {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

/// The wait before the next try after `failures` failed looks in a row:
/// the interval doubled for each failure after the first, at most
/// `max_backoff` (and never less than the interval).
///
/// ```
/// use std::time::Duration;
/// use logjam::bridge::live::{LiveOptions, backoff};
///
/// let s = Duration::from_secs;
/// let o = LiveOptions { interval: s(1), timeout: s(10), max_backoff: s(30) };
/// let waits: Vec<u64> = (1..=7).map(|f| backoff(&o, f).as_secs()).collect();
/// assert_eq!(waits, [1, 2, 4, 8, 16, 30, 30]);
/// ```
pub fn backoff(options: &LiveOptions, failures: u32) -> Duration {
    let doubled = options.interval.saturating_mul(1u32 << failures.saturating_sub(1).min(20));
    doubled.min(options.max_backoff.max(options.interval))
}

/// What moved between two looks: each partition's high watermark growth,
/// and each group's committed offsets' growth, where they grew.
pub fn moved(
    before: &ClusterLook,
    after: &ClusterLook,
) -> (BTreeMap<(String, i32), i64>, BTreeMap<(String, String, i32), i64>) {
    let mut high = BTreeMap::new();
    for t in &before.topics {
        for p in &t.partitions {
            high.insert((t.name.clone(), p.partition), p.high_watermark);
        }
    }
    let mut produced = BTreeMap::new();
    for t in &after.topics {
        for p in &t.partitions {
            if let Some(&h) = high.get(&(t.name.clone(), p.partition))
                && p.high_watermark > h
            {
                produced.insert((t.name.clone(), p.partition), p.high_watermark - h);
            }
        }
    }
    let mut committed = BTreeMap::new();
    for g in &before.groups {
        for p in &g.partitions {
            if let Some(c) = p.committed {
                committed.insert((g.name.clone(), p.topic.clone(), p.partition), c);
            }
        }
    }
    let mut consumed = BTreeMap::new();
    for g in &after.groups {
        for p in &g.partitions {
            let key = (g.name.clone(), p.topic.clone(), p.partition);
            if let (Some(&was), Some(now)) = (committed.get(&key), p.committed)
                && now > was
            {
                consumed.insert(key, now - was);
            }
        }
    }
    (produced, consumed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bridge::watch::{GroupLook, GroupPartitionLook, PartitionLook, TopicLook};

    fn look(high: &[i64], committed: &[Option<i64>]) -> ClusterLook {
        let partitions = high
            .iter()
            .enumerate()
            .map(|(p, &h)| PartitionLook {
                partition: p as i32,
                leader: 1,
                replicas: vec![1],
                isr: vec![1],
                log_start: 0,
                high_watermark: h,
            })
            .collect();
        let rows = committed
            .iter()
            .enumerate()
            .map(|(p, &c)| GroupPartitionLook {
                topic: "orders".into(),
                partition: p as i32,
                committed: c,
                high_watermark: high[p],
                lag: c.map(|c| high[p] - c),
                lag_seconds: None,
                owner: None,
            })
            .collect();
        ClusterLook {
            bootstrap: "b:9092".into(),
            taken_at_ms: 0,
            brokers: Vec::new(),
            topics: vec![TopicLook { name: "orders".into(), partitions }],
            groups: vec![GroupLook {
                name: "billing".into(),
                state: "Stable".into(),
                assignor: "range".into(),
                members: Vec::new(),
                partitions: rows,
                lag: 0,
                lag_seconds: None,
                trend: None,
            }],
        }
    }

    #[test]
    fn what_moved_is_the_growth_of_high_watermarks_and_commits() {
        let before = look(&[10, 5, 7], &[Some(4), None, Some(7)]);
        let after = look(&[13, 5, 2], &[Some(9), Some(1), Some(7)]);
        let (produced, consumed) = moved(&before, &after);
        // p1 did not grow; p2 went back (a topic made again): nothing.
        assert_eq!(produced, BTreeMap::from([(("orders".to_string(), 0), 3)]));
        // p1's first commit has nothing to grow from.
        assert_eq!(consumed, BTreeMap::from([(("billing".to_string(), "orders".to_string(), 0), 5)]));
    }
}
