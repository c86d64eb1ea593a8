//! Replays the fuzz corpus (`fuzz/corpus/TARGET/*`) and every crash the
//! fuzzer ever found (`fuzz/regressions/TARGET/*`) through the targets'
//! entry points in `logjam::fuzzing`, on stable, in the test suite.

use std::path::Path;

fn replay(target: &str, run: fn(&[u8])) -> usize {
    let mut n = 0;
    for folder in ["corpus", "regressions"] {
        let dir = crate::root().join("fuzz").join(folder).join(target);
        let Ok(entries) = std::fs::read_dir(&dir) else { continue };
        let mut files: Vec<_> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
        files.sort();
        for f in files.iter().filter(|f| f.is_file()) {
            let bytes = std::fs::read(f).unwrap();
            let name = f.strip_prefix(crate::root()).unwrap_or(Path::new("?")).display().to_string();
            if std::panic::catch_unwind(|| run(&bytes)).is_err() {
                panic!("{name} broke the {target} target");
            }
            n += 1;
        }
    }
    n
}

#[test]
fn console_corpus_replays() {
    assert!(replay("console", logjam::fuzzing::console_session) >= 3);
}

#[test]
fn scenario_corpus_replays() {
    assert!(replay("scenario", logjam::fuzzing::scenario_bytes) >= 10);
}

#[test]
fn catalog_corpus_replays() {
    assert!(replay("catalog", logjam::fuzzing::catalog_bytes) >= 1);
}

#[test]
fn save_corpus_replays() {
    assert!(replay("save", logjam::fuzzing::save_bytes) >= 1);
}

#[test]
fn replay_code_corpus_replays() {
    assert!(replay("replay_code", logjam::fuzzing::replay_code_bytes) >= 10);
}

#[test]
fn progress_corpus_replays() {
    assert!(replay("progress", logjam::fuzzing::progress_bytes) >= 8);
}

#[test]
fn achievements_corpus_replays() {
    assert!(replay("achievements", logjam::fuzzing::achievements_bytes) >= 8);
}

/// The targets' own checks can fail: an error without its file, or a log
/// that breaks its rules, is caught.
#[test]
fn the_targets_check_something() {
    let e = logjam::rules::scenario::Scenario::parse(
        "(nodes: 3)",
        "fuzz.scenario.ron",
        &logjam::rules::catalog::Catalog::builtin(),
    )
    .unwrap_err()
    .to_string();
    assert!(e.starts_with("fuzz.scenario.ron:1:"), "{e}");

    use logjam::log::Cluster;
    use logjam::log::partitioner::Partitioner;
    let mut cluster = Cluster::new();
    cluster.create_topic("t", 2, Partitioner::default()).unwrap();
    cluster.topic_mut("t").unwrap().produce(Some("a"), "x", 0.0).unwrap();
    assert_eq!(logjam::fuzzing::check_cluster(&cluster), Ok(()));
    cluster.group_or_create("g").commit("t", 0, 5);
    let e = logjam::fuzzing::check_cluster(&cluster).unwrap_err();
    assert!(e.contains("commits past the end of t [0]"), "{e}");
    cluster.group_or_create("g").commit("t", 7, 0);
    cluster.group_or_create("g").commit("t", 0, 0);
    let e = logjam::fuzzing::check_cluster(&cluster).unwrap_err();
    assert!(e.contains("t [7], which does not exist"), "{e}");
}
