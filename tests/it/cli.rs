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
