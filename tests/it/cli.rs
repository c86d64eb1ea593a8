//! The `logjam` binary's headless commands.

use std::process::Command;

fn logjam() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_logjam"));
    c.current_dir(crate::root());
    c
}

#[test]
fn run_prints_one_json_report_and_repeats_byte_for_byte() {
    let args = ["run", "scenarios/first-shop.scenario.ron", "--until", "120"];
    let a = logjam().args(args).output().unwrap();
    let b = logjam().args(args).output().unwrap();
    assert!(a.status.success(), "{}", String::from_utf8_lossy(&a.stderr));
    assert_eq!(a.stdout, b.stdout);
    let v: serde_json::Value = serde_json::from_slice(&a.stdout).unwrap();
    assert_eq!(v["sim_seconds"], 120.0);
    assert!(v["appended"].as_u64().unwrap() > 0);
    assert!(v["consumed"]["billing"].as_u64().unwrap() > 0);
    assert!(v["lag"]["email"]["partitions"].as_array().unwrap().len() == 3);
}

#[test]
fn malformed_scenario_is_one_line_with_line_and_column() {
    let dir = std::env::temp_dir().join(format!("logjam-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.scenario.ron");
    std::fs::write(
        &bad,
        "(\n  name: \"x\",\n  nodes: [\n    (id: \"a\", kind: \"api\", at: (0.0, 0.0) oops),\n  ],\n)\n",
    )
    .unwrap();
    let out = logjam().args(["run", bad.to_str().unwrap()]).output().unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 1, "{err}");
    assert!(lines[0].contains(&format!("{}:4:", bad.display())), "{err}");
    assert!(out.stdout.is_empty());

    let missing = logjam().args(["run", "nothing-here.scenario.ron"]).output().unwrap();
    assert!(!missing.status.success());
    assert!(String::from_utf8_lossy(&missing.stderr).contains("nothing-here.scenario.ron"));
}

#[test]
fn check_accepts_the_shipped_scenario_and_refuses_a_bad_link() {
    let ok = logjam().args(["check", "scenarios/first-shop.scenario.ron"]).output().unwrap();
    assert!(ok.status.success(), "{}", String::from_utf8_lossy(&ok.stderr));

    let dir = std::env::temp_dir().join(format!("logjam-check-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("link.scenario.ron");
    let text = std::fs::read_to_string(crate::root().join("scenarios/first-shop.scenario.ron"))
        .unwrap()
        .replace("(from: \"api\", to: \"orders\")", "(from: \"api\", to: \"nowhere\")");
    std::fs::write(&bad, text).unwrap();
    let out = logjam().args(["check", bad.to_str().unwrap()]).output().unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("links[0].to") && err.contains("nowhere"), "{err}");
}

#[test]
fn check_takes_many_files_and_fails_when_any_is_bad() {
    let dir = std::env::temp_dir().join(format!("logjam-check-many-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let good = std::fs::read_to_string(crate::root().join("scenarios/first-shop.scenario.ron")).unwrap();
    let (a, b, c) = (dir.join("a.scenario.ron"), dir.join("b.scenario.ron"), dir.join("c.scenario.ron"));
    std::fs::write(&a, &good).unwrap();
    std::fs::write(&b, good.replace("rate: 20.0", "rate: NaN")).unwrap();
    std::fs::write(&c, good.replace("partitions: 3", "partitions: 1000000000000")).unwrap();
    let all = logjam().args(["check"]).args([&a, &b, &c]).output().unwrap();
    assert!(!all.status.success());
    let out = String::from_utf8_lossy(&all.stdout);
    let err = String::from_utf8_lossy(&all.stderr);
    assert!(out.contains("a.scenario.ron: ok"), "{out}");
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 2, "{err}");
    assert!(lines[0].starts_with(&format!("{}:", b.display())) && lines[0].contains("nodes[0].producer.rate"), "{err}");
    assert!(lines[1].starts_with(&format!("{}:", c.display())) && lines[1].contains("partitions"), "{err}");
    let only_good = logjam().args(["check"]).arg(&a).output().unwrap();
    assert!(only_good.status.success());
}

#[test]
fn a_scenario_with_its_own_catalog_plays_by_its_numbers() {
    let dir = std::env::temp_dir().join(format!("logjam-mod-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let scenario = std::fs::read_to_string(crate::root().join("scenarios/first-shop.scenario.ron")).unwrap();
    let catalog = std::fs::read_to_string(crate::root().join("assets/catalog.ron")).unwrap();
    // The mod: Workers read ten times faster, so e-mail keeps up.
    assert!(catalog.contains("tasks_per_second: 15.0,"));
    std::fs::write(
        dir.join("fast.catalog.ron"),
        catalog.replace("tasks_per_second: 15.0,", "tasks_per_second: 150.0,"),
    )
    .unwrap();
    let modded = dir.join("fast.scenario.ron");
    std::fs::write(&modded, scenario.replacen("    seed: 7,", "    seed: 7,\n    catalog: \"fast.catalog.ron\",", 1))
        .unwrap();
    let lag = |path: &std::path::Path| {
        let out = logjam().args(["run"]).arg(path).args(["--until", "120"]).output().unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        v["lag"]["email"]["total"].as_u64().unwrap()
    };
    let plain = lag(&crate::root().join("scenarios/first-shop.scenario.ron"));
    let fast = lag(&modded);
    assert!(plain > 500, "e-mail falls behind by the shipped rules: {plain}");
    assert!(fast < 100, "and keeps up by the mod's: {fast}");
    // A bad number in the mod's catalog points into the catalog file.
    std::fs::write(
        dir.join("fast.catalog.ron"),
        catalog.replace("tasks_per_second: 15.0,", "tasks_per_second: \"lots\","),
    )
    .unwrap();
    let out = logjam().args(["check"]).arg(&modded).output().unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("fast.catalog.ron:") && err.contains("tasks_per_second"), "{err}");
}

/// A scripted run refuses a step out of range, as a plain run does (it
/// would never end at a step of 0).
#[test]
fn a_scripted_run_refuses_a_bad_step() {
    let options = logjam::headless::RunOptions {
        scenario: crate::root().join("scenarios/first-shop.scenario.ron"),
        until: Some(10.0),
        seed: None,
        catalog: None,
        step: Some(0.0),
    };
    let e = logjam::headless::play_script(&options, &Vec::new()).unwrap_err();
    assert!(e.contains("--step"), "{e}");
}
