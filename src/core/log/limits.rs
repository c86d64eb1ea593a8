//! Limits that keep a hostile file (a scenario, a catalog, a save) from
//! exhausting memory or time. Every reader checks them; the rules and the
//! scenario format (scenarios/README.md) name them.

/// Most Nodes on one board.
pub const MAX_NODES: usize = 512;
/// Most links on one board.
pub const MAX_LINKS: usize = 4096;
/// Highest producer rate, messages per sim second.
pub const MAX_RATE: f64 = 1.0e8;
/// Most distinct entity keys a producer draws from.
pub const MAX_ENTITIES: u64 = 1 << 40;
/// Most hot keys on one producer.
pub const MAX_HOT_KEYS: usize = 64;
/// Longest id, name or key, characters.
pub const MAX_NAME: usize = 64;
/// Longest scenario run, sim seconds (a year).
pub const MAX_DURATION: f64 = 365.0 * 86_400.0;
/// Largest scenario or catalog file, bytes.
pub const MAX_FILE_BYTES: usize = 4 << 20;
/// Most goals.
pub const MAX_GOALS: usize = 64;
/// Longest `min.compaction.lag` or `delete.retention` a scenario sets, sim
/// seconds (a year).
pub const MAX_COMPACTION_SECONDS: f64 = 365.0 * 86_400.0;
/// Most steps in a producer's traffic schedule.
pub const MAX_SCHEDULE_STEPS: usize = 1000;
/// Most setup console commands.
pub const MAX_CONSOLE_LINES: usize = 1000;
/// Most scheduled incidents.
pub const MAX_INCIDENTS: usize = 10_000;
/// Most tracked entities per producer.
pub const MAX_TRACKED_ENTITIES: u32 = 4096;
/// Shortest period of a repeating incident, sim seconds.
pub const MIN_INCIDENT_EVERY: f64 = 10.0;
/// Largest Zipf exponent of a key pattern.
pub const MAX_ZIPF: f64 = 5.0;
/// Most zones, and most regions, a scenario offers.
pub const MAX_PLACES: usize = 64;
/// Most brokers under one Event Stream.
pub const MAX_BROKERS: u32 = 16;
