//! Entry points of Logjam's fuzz targets (`fuzz/`, run with `cargo fuzz`) and
//! of the test that replays their corpus (`tests/it/fuzz_corpus.rs`).
//!
//! Each takes any bytes and must return without panicking, hanging or growing
//! without bound. Each also checks what must hold once the input is handled;
//! a broken promise panics, which is what the fuzzer reports as a crash.
//!
//! It sits at the top with the app: it drives the console, the rule data and
//! saves, and nothing in the game uses it (docs/ARCHITECTURE.md).

use crate::console::{self, LiveGroups};
use crate::log::Cluster;
use crate::rules::catalog::Catalog;
use crate::rules::scenario::Scenario;
use crate::save::Save;

/// Most console lines one input runs (a long paste, not an endless one).
pub const MAX_SESSION_LINES: usize = 64;

/// A console session: the bytes as text (invalid UTF-8 replaced), one command
/// a line, parsed and run on an empty [`Cluster`] one after another at sim
/// times 0, 1, 2… s. The first line may name a live group (`live G` or
/// `paused G`) that Workers on the board read, as the game passes them.
///
/// Panics (for the fuzzer) when an error is not one line, when a refused
/// command changed the log, or when the log breaks its own rules afterwards:
/// log start ≤ high watermark ≤ log end on every partition, and every
/// committed position within the log.
pub fn console_session(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let mut lines = text.lines().peekable();
    let mut live = LiveGroups::default();
    if let Some(first) = lines.peek() {
        let mut words = first.split_whitespace();
        if let (Some(state @ ("live" | "paused")), Some(group)) = (words.next(), words.next()) {
            live.groups.insert(group.to_string(), (vec!["worker-1".into()], state == "paused"));
            lines.next();
        }
    }
    let mut cluster = Cluster::new();
    for (i, line) in lines.take(MAX_SESSION_LINES).enumerate() {
        let now = i as f64;
        completes(line, &console::complete::Names::of(&cluster, &live));
        let command = match console::parse(line) {
            Ok(c) => c,
            Err(e) => {
                assert!(!e.contains('\n'), "a parse error is one line: {e:?}");
                assert!(!console::complete::with_suggestion(line, &e, &Default::default()).contains('\n'));
                continue;
            }
        };
        // Only commands that write can change the log. The transaction
        // coordinator's timer runs first, whatever the command.
        let writes = command.changes_the_log();
        cluster.expire_transactions(now);
        let before = writes.then(|| fingerprint(&cluster));
        match console::execute(&mut cluster, &command, now, &live) {
            Ok(answer) => {
                let json = answer.to_json();
                assert!(!json.contains('\n'), "an answer is one line of JSON");
                let _ = answer.to_text(&cluster);
            }
            Err(e) => {
                assert!(!e.contains('\n'), "an error is one line: {e:?}");
                if let Some(before) = before {
                    assert_eq!(before, fingerprint(&cluster), "the refused command `{line}` changed the log");
                }
            }
        }
        if writes && let Err(e) = check_cluster(&cluster) {
            panic!("after `{line}`: {e}");
        }
    }
}

/// Tab on the line (and on each of its starts, cut at a character): the
/// completion starts inside the line, a Tab's line starts with what was
/// typed before the word, and a second Tab's listing is one line.
///
/// Panics (for the fuzzer) when one of those breaks.
fn completes(line: &str, names: &console::complete::Names) {
    let cuts = line.char_indices().map(|(i, _)| i).chain([line.len()]).take(256);
    for cut in cuts {
        let typed = &line[..cut];
        let c = console::complete::complete(typed, names);
        assert!(typed.is_char_boundary(c.start), "the completed word starts inside {typed:?}");
        if let Some(after) = c.apply(typed) {
            assert!(
                after.starts_with(&typed[..c.start]),
                "Tab keeps what comes before the word: {typed:?} → {after:?}"
            );
        }
        assert!(!c.listing().contains('\n'), "the choices are one line");
        let _ = console::complete::did_you_mean(typed, &format!("unknown topic '{typed}'"), names);
    }
}

/// Progress files: bytes → the player's progress, or a refusal that names
/// the file. Progress read is written and reads back the same; a run's
/// end recorded on it never lowers a best, and every shipped level's
/// openness can be asked.
///
/// Panics (for the fuzzer) when an error has no file name in it, when the
/// progress does not survive writing and reading, or when recording lowers
/// what was kept.
pub fn progress_bytes(data: &[u8]) {
    use crate::progress::Progress;
    thread_local! {
        static INDEX: Vec<crate::rules::index::IndexEntry> =
            crate::rules::index::shipped_index().unwrap_or_default();
    }
    let Ok(text) = std::str::from_utf8(data) else { return };
    match Progress::parse(text, "fuzz.progress.ron") {
        Ok(mut p) => {
            let again = Progress::parse(&p.to_ron(), "again.progress.ron").expect("progress written reads back");
            assert_eq!(again, p, "progress reads back the same");
            INDEX.with(|index| {
                for e in index {
                    let _ = p.is_open(index, &e.file);
                }
            });
            let files: Vec<String> = p.best.keys().take(8).cloned().collect();
            for f in files {
                let before = p.best(&f);
                p.record(&f, 1, false, Some(-5));
                let after = p.best(&f);
                assert!(after.stars >= before.stars && after.won == before.won && after.score == before.score);
                assert!(after.played >= before.played, "played never goes down");
            }
        }
        Err(e) => assert!(e.starts_with("fuzz.progress.ron"), "an error names the file first: {e}"),
    }
}

/// Parses bytes as an achievements file (`assets/achievements.ron`); one
/// that parses must write back and read back the same, and every
/// achievement in it is read against a sample run (a report with lists
/// and maps to walk, actions, a console line, progress).
///
/// Panics (for the fuzzer) when an error has no file name in it, or the
/// file does not survive writing and reading.
pub fn achievements_bytes(data: &[u8]) {
    use crate::achievements::{Book, earn};
    thread_local! {
        static SAMPLE: (serde_json::Value, Vec<(u64, crate::sim::PlayerAction)>, crate::progress::Progress, Vec<crate::rules::index::IndexEntry>) = {
            let report = serde_json::json!({
                "outcome": "won: every goal met",
                "sim_seconds": 604800.0,
                "lost": 0,
                "stars": {"earned": 3},
                "streams": [{"acks": "all", "groups": [{"lost_retention": 0, "rebalances": 2}], "unclean_leader_election": false}],
                "lag": {"billing": {"total": 4}},
                "incident_reports": [{"kind": "BrokerFailure"}],
            });
            let actions = vec![
                (3, crate::sim::PlayerAction::SetSalt { node: "orders".into(), salt: 2 }),
                (9, crate::sim::PlayerAction::Console { line: "reset group billing to 0".into() }),
            ];
            let mut progress = crate::progress::Progress::default();
            progress.record("campaign-1-one-order.scenario.ron", 3, true, None);
            (report, actions, progress, crate::rules::index::shipped_index().unwrap_or_default())
        };
    }
    let Ok(text) = std::str::from_utf8(data) else { return };
    match Book::parse(text, "fuzz.achievements.ron") {
        Ok(book) => {
            let again = Book::parse(&book.to_ron(), "again.achievements.ron").expect("a book written reads back");
            assert_eq!(again, book, "a book reads back the same");
            SAMPLE.with(|(report, actions, progress, index)| {
                let run = earn::Run { file: "campaign-3-hot-key.scenario.ron", report, actions, progress, index };
                let _ = earn::earned(&book, &run);
            });
        }
        Err(e) => {
            let e = e.to_string();
            assert!(e.starts_with("fuzz.achievements.ron"), "an error names the file first: {e}");
        }
    }
}

/// What a refused command must leave unchanged: every partition's start,
/// high watermark and end, and every group's members and positions.
fn fingerprint(cluster: &Cluster) -> Vec<(String, Vec<u64>)> {
    let mut out = Vec::new();
    for t in cluster.topics() {
        let ends = t.partitions().iter().flat_map(|p| [p.log_start(), p.high_watermark(), p.log_end()]).collect();
        out.push((format!("topic {}", t.name()), ends));
    }
    for g in cluster.groups() {
        out.push((
            format!("group {} {:?}", g.name(), g.members()),
            g.committed_offsets().flat_map(|(_, p, o)| [u64::from(p), o]).collect(),
        ));
    }
    out
}

/// The log's own rules, which no console command may break: on every
/// partition log start ≤ last stable offset ≤ high watermark ≤ log end, and every committed
/// position within its partition's log.
///
/// Errors: the first rule broken, as one line.
pub fn check_cluster(cluster: &Cluster) -> Result<(), String> {
    for t in cluster.topics() {
        for (i, p) in t.partitions().iter().enumerate() {
            if p.log_start() > p.high_watermark() {
                return Err(format!("{} [{i}]: log start past the high watermark", t.name()));
            }
            if p.high_watermark() > p.log_end() {
                return Err(format!("{} [{i}]: high watermark past the log end", t.name()));
            }
            if p.last_stable_offset() < p.log_start() || p.last_stable_offset() > p.high_watermark() {
                return Err(format!("{} [{i}]: last stable offset outside log start..high watermark", t.name()));
            }
        }
    }
    for g in cluster.groups() {
        for (topic, p, offset) in g.committed_offsets() {
            let Ok(t) = cluster.topic(topic) else { continue };
            match t.partition(p) {
                Ok(part) if offset <= part.log_end() => {}
                Ok(_) => return Err(format!("group {} commits past the end of {topic} [{p}]", g.name())),
                Err(_) => {
                    return Err(format!("group {} has a position on {topic} [{p}], which does not exist", g.name()));
                }
            }
        }
    }
    Ok(())
}

/// Scenario loading: bytes → a validated scenario, against the shipped
/// catalog, as the game and `logjam check` read a file.
///
/// Panics (for the fuzzer) when an error has no file name in it, or when a
/// scenario that passed validation fails to parse again from its own text.
pub fn scenario_bytes(data: &[u8]) {
    thread_local! {
        static CATALOG: Catalog = Catalog::builtin();
    }
    let Ok(text) = std::str::from_utf8(data) else { return };
    CATALOG.with(|catalog| match Scenario::parse(text, "fuzz.scenario.ron", catalog) {
        Ok(s) => {
            assert!(s.nodes.len() <= crate::log::limits::MAX_NODES);
            assert!(Scenario::parse(text, "fuzz.scenario.ron", catalog).is_ok(), "parsing is repeatable");
        }
        Err(e) => {
            let e = e.to_string();
            assert!(e.starts_with("fuzz.scenario.ron"), "an error names the file first: {e}");
        }
    });
}

/// Catalog loading: bytes → a validated catalog, as a mod's own catalog is
/// read.
///
/// Panics (for the fuzzer) when an error has no file name in it.
pub fn catalog_bytes(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Err(e) = Catalog::parse(text, "fuzz.catalog.ron") {
        let e = e.to_string();
        assert!(e.starts_with("fuzz.catalog.ron"), "an error names the file first: {e}");
    }
}

/// Save loading: bytes → a save, or a refusal that names the file.
///
/// Panics (for the fuzzer) when an error has no file name in it.
pub fn save_bytes(data: &[u8]) {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Err(e) = Save::parse(text, "fuzz.save.ron") {
        let e = e.to_string();
        assert!(e.starts_with("fuzz.save.ron"), "an error names the file first: {e}");
    }
}

/// Replay codes: bytes → a code, or a refusal in one line. A code read is
/// written again and reads back the same; turning it into a save against
/// no shipped scenario refuses a shipped one in one line.
///
/// Panics (for the fuzzer) when a refusal is more than one line, or when a
/// code read does not survive writing and reading again.
pub fn replay_code_bytes(data: &[u8]) {
    use crate::save::code::ReplayCode;
    thread_local! {
        static CATALOG: Catalog = Catalog::builtin();
    }
    let text = String::from_utf8_lossy(data);
    match ReplayCode::decode(&text) {
        Ok(code) => {
            let again = ReplayCode::decode(&code.encode()).expect("a code written reads back");
            assert_eq!(format!("{again:?}"), format!("{code:?}"), "a code reads back the same");
            CATALOG.with(|catalog| {
                if let Err(e) = code.to_save(&|_| None, catalog) {
                    assert!(!e.to_string().contains('\n'), "a refusal is one line: {e}");
                }
            });
        }
        Err(e) => assert!(!e.to_string().contains('\n'), "a refusal is one line: {e}"),
    }
}
