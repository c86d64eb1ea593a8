//! The bridge to real clusters: the game's words and pictures on the
//! player's own Kafka (or Kafka-compatible) cluster, through librdkafka
//! (the `rdkafka` crate). Desktop and command line only: a browser opens no
//! TCP connection to a broker, so the web build has none of this.
//!
//! - [`console`]: `logjam console --bootstrap`, the console's commands (and
//!   the Kafka tools' command lines) on a real cluster, in the same words
//!   and JSON as on the game's, with the safety refusals.
//! - [`connect`]: how to reach a cluster, in Kafka's own conventions
//!   (`--bootstrap`, `--config FILE`, `-X key=value`), and the secrets in
//!   those settings, which no output ever shows.
//! - [`watch`]: `logjam watch`, a lag monitor: what `kafka-consumer-groups
//!   --describe` shows, with the partitions' offsets and replicas, the lag in
//!   time and its trend.
//! - [`live`]: a feed of looks on a thread of its own, with what moved
//!   between them and retries with back-off (the watch; the live board).
//! - [`board`]: `logjam play --cluster`, the game's board on a real
//!   cluster, live and read-only (a Bevy Plugin over the sim's state).
//! - [`snapshot`]: `logjam snapshot`, a real cluster's shape as a scenario
//!   to break safely: its topics, brokers and groups, the rates and key
//!   skew measured over a window.

pub mod board;
pub mod connect;
pub mod console;
pub mod live;
pub mod snapshot;
pub mod watch;

/// The bridge's Plugin: the live board's systems, which run only while a
/// [`board::LiveCluster`] Resource is in the App (`logjam play --cluster`).
pub fn plugin(app: &mut bevy::prelude::App) {
    board::plugin(app);
}
