//! The structure stays: the layers of `src/` (docs/ARCHITECTURE.md), read
//! from the source itself.
//!
//! Each top-level module of `src/` sits in a layer. A module may use its own
//! layer and those below it, never one above; the modules form no cycle; the
//! headless layers (the log core, the console, the rule data and the sim)
//! name no screen, sound or window code; the log core uses std, serde and
//! thiserror only, and the console the log core only; the package that
//! holds both (`logjam-core`, `src/core/`) depends on no Bevy. Functions
//! stay short enough to read in one screen, unless a comment says why one
//! must not.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The layers, lowest first: `(layer, its top-level modules)`.
const LAYERS: &[(&str, &[&str])] = &[
    ("core", &["log"]),
    ("console", &["console"]),
    ("languages", &["locale"]),
    ("rule data", &["rules"]),
    ("simulation", &["sim"]),
    (
        "loading, saves, settings, progress, achievements, checks, bridge",
        &["loading", "save", "settings", "progress", "achievements", "determinism", "bridge"],
    ),
    ("screen and sound", &["view", "ui", "audio"]),
    ("app and command line", &["app", "headless", "fuzzing", "cli"]),
];

/// Names the headless layers must not use: the screen, sound and window.
const SCREEN_NAMES: &[&str] = &[
    "crate::view",
    "crate::ui",
    "crate::audio",
    "egui",
    "kira",
    "bevy::render",
    "bevy::sprite",
    "bevy::text",
    "bevy::ui",
    "bevy::picking",
    "bevy::window",
    "bevy::winit",
    "bevy::gizmos",
    "bevy_render",
    "bevy_sprite",
    "bevy_text",
    "bevy_ui",
    "bevy_picking",
    "bevy_window",
];

/// Longest function, in lines, without a comment saying why.
const MAX_FUNCTION_LINES: usize = 120;

/// A function may run longer when the line before it says so with this.
const LONG_MARK: &str = "// Long:";

fn src() -> PathBuf {
    crate::root().join("src")
}

pub(super) fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The folder of the `logjam-core` package under `src/`: its modules (the
/// log core and the console) are top-level modules of the game too, which
/// re-exports them (`crate::log`, `crate::console`).
const CORE_PACKAGE: &str = "core";

/// The top-level module a file belongs to (`src/sim/board.rs` → `sim`,
/// `src/core/log/topic.rs` → `log`); `None` for the crate roots (`lib.rs`,
/// `main.rs`, `core/lib.rs`).
fn module_of(path: &Path) -> Option<String> {
    let rel = path.strip_prefix(src()).unwrap();
    let mut parts = rel.components().map(|c| c.as_os_str().to_string_lossy().into_owned());
    let mut first = parts.next()?;
    if first == CORE_PACKAGE {
        first = parts.next()?;
        if first == "lib.rs" {
            return None;
        }
    }
    match first.as_str() {
        "lib.rs" | "main.rs" => None,
        f => Some(f.trim_end_matches(".rs").to_string()),
    }
}

/// The source without comments and string contents (so that a word in a
/// doc comment or a message is not an import).
pub(crate) fn code_only(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let b = text.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i..].starts_with(b"//") {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
        } else if b[i..].starts_with(b"/*") {
            i += 2;
            while i < b.len() && !b[i..].starts_with(b"*/") {
                i += 1;
            }
            i += 2;
        } else if b[i] == b'"' {
            out.push('"');
            i += 1;
            while i < b.len() && b[i] != b'"' {
                i += if b[i] == b'\\' { 2 } else { 1 };
            }
            out.push('"');
            i += 1;
        } else if b[i] == b'\'' && i + 2 < b.len() && (b[i + 2] == b'\'' || b[i + 1] == b'\\') {
            // A char literal ('"', '\n'); a lifetime has no closing quote.
            let end = text[i + 1..].find('\'').map(|e| i + 1 + e + 1).unwrap_or(b.len());
            out.push_str("' '");
            i = end;
        } else {
            out.push(b[i] as char);
            i += 1;
        }
    }
    out
}

/// Top-level modules a file's code names: `crate::X` (and `logjam::X` in
/// the binary), also inside `use crate::{X, Y::…}` groups.
fn modules_named(code: &str, modules: &BTreeSet<String>) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for prefix in ["crate::", "logjam::"] {
        for (at, _) in code.match_indices(prefix) {
            let rest = &code[at + prefix.len()..];
            let names: Vec<&str> = if let Some(group) = rest.strip_prefix('{') {
                let end = matching_brace(group);
                top_level_items(&group[..end])
            } else {
                vec![rest]
            };
            for n in names {
                let name: String = n.trim_start().chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
                if modules.contains(&name) {
                    out.insert(name);
                }
            }
        }
    }
    out
}

pub(crate) fn matching_brace(s: &str) -> usize {
    let mut depth = 1;
    for (i, c) in s.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return i;
                }
            }
            _ => {}
        }
    }
    s.len()
}

/// The comma-separated items of a `use` group, at its own depth.
pub(crate) fn top_level_items(s: &str) -> Vec<&str> {
    let (mut out, mut depth, mut start) = (Vec::new(), 0, 0);
    for (i, c) in s.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                out.push(&s[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(&s[start..]);
    out
}

struct Source {
    path: PathBuf,
    module: Option<String>,
    text: String,
    code: String,
}

fn sources() -> Vec<Source> {
    let mut files = Vec::new();
    rust_files(&src(), &mut files);
    files.sort();
    files
        .into_iter()
        .map(|path| {
            let text = std::fs::read_to_string(&path).unwrap();
            Source { module: module_of(&path), code: code_only(&text), text, path }
        })
        .collect()
}

fn layer_of(module: &str) -> Option<usize> {
    LAYERS.iter().position(|(_, ms)| ms.contains(&module))
}

pub(crate) fn shown(path: &Path) -> String {
    path.strip_prefix(crate::root()).unwrap_or(path).display().to_string()
}

/// `module → (module it names → the first file that names it)`.
fn import_graph(sources: &[Source]) -> BTreeMap<String, BTreeMap<String, PathBuf>> {
    let modules: BTreeSet<String> = sources.iter().filter_map(|s| s.module.clone()).collect();
    let mut graph: BTreeMap<String, BTreeMap<String, PathBuf>> = BTreeMap::new();
    for s in sources {
        let Some(m) = &s.module else { continue };
        let entry = graph.entry(m.clone()).or_default();
        for named in modules_named(&s.code, &modules) {
            if named != *m {
                entry.entry(named).or_insert_with(|| s.path.clone());
            }
        }
    }
    graph
}

#[test]
fn every_top_level_module_has_a_layer() {
    let modules: BTreeSet<String> = sources().iter().filter_map(|s| s.module.clone()).collect();
    let missing: Vec<&String> = modules.iter().filter(|m| layer_of(m).is_none()).collect();
    assert!(missing.is_empty(), "modules in no layer (add them to LAYERS and docs/ARCHITECTURE.md): {missing:?}");
}

#[test]
fn no_module_uses_a_layer_above_its_own() {
    let graph = import_graph(&sources());
    let mut wrong = Vec::new();
    for (from, to) in &graph {
        let Some(lf) = layer_of(from) else { continue };
        for (m, file) in to {
            if layer_of(m).is_some_and(|lt| lt > lf) {
                wrong.push(format!("{} ({}) uses {m} ({})", shown(file), LAYERS[lf].0, LAYERS[layer_of(m).unwrap()].0));
            }
        }
    }
    assert!(wrong.is_empty(), "imports that go up a layer:\n{}", wrong.join("\n"));
}

/// A cycle in `graph` (`module → modules it names → where`), as the modules
/// along it (the first again at the end), or `None`: a depth-first search in
/// which a module met again on the current path closes a cycle.
pub(crate) fn first_cycle(graph: &BTreeMap<String, BTreeMap<String, PathBuf>>) -> Option<Vec<String>> {
    fn visit(
        m: &str,
        graph: &BTreeMap<String, BTreeMap<String, PathBuf>>,
        path: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(i) = path.iter().position(|p| p == m) {
            let mut cycle = path[i..].to_vec();
            cycle.push(m.to_string());
            return Some(cycle);
        }
        if done.contains(m) {
            return None;
        }
        path.push(m.to_string());
        for next in graph.get(m).map(|t| t.keys().cloned().collect::<Vec<_>>()).unwrap_or_default() {
            if let Some(c) = visit(&next, graph, path, done) {
                return Some(c);
            }
        }
        path.pop();
        done.insert(m.to_string());
        None
    }
    let mut done = BTreeSet::new();
    graph.keys().find_map(|m| visit(m, graph, &mut Vec::new(), &mut done))
}

/// A cycle's steps in words, each with the file that makes it.
pub(crate) fn cycle_steps(cycle: &[String], graph: &BTreeMap<String, BTreeMap<String, PathBuf>>) -> String {
    let steps: Vec<String> =
        cycle.windows(2).map(|w| format!("{} → {} (in {})", w[0], w[1], shown(&graph[&w[0]][&w[1]]))).collect();
    steps.join("\n")
}

#[test]
fn the_top_level_modules_form_no_cycle() {
    let graph = import_graph(&sources());
    if let Some(cycle) = first_cycle(&graph) {
        panic!("an import cycle:\n{}", cycle_steps(&cycle, &graph));
    }
}

#[test]
fn the_headless_layers_name_no_screen_sound_or_window() {
    let headless = ["log", "console", "rules", "sim"];
    let mut wrong = Vec::new();
    for s in sources().iter().filter(|s| s.module.as_deref().is_some_and(|m| headless.contains(&m))) {
        for name in SCREEN_NAMES {
            if s.code.contains(name) {
                wrong.push(format!("{} names {name}", shown(&s.path)));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// The external crates a file names in paths (`serde::…`, `use bevy::…`).
fn crates_named(code: &str) -> BTreeSet<String> {
    const CRATES: &[&str] = &[
        "bevy",
        "bevy_egui",
        "bevy_kira_audio",
        "egui",
        "egui_plot",
        "serde",
        "serde_json",
        "ron",
        "rand",
        "rand_distr",
        "thiserror",
        "serde_path_to_error",
        "clap",
        "rustyline",
        "js_sys",
        "wasm_bindgen",
        "rfd",
        "rdkafka",
    ];
    let mut out = BTreeSet::new();
    let bytes = code.as_bytes();
    for c in CRATES {
        for (at, _) in code.match_indices(&format!("{c}::")) {
            let before = if at == 0 { b' ' } else { bytes[at - 1] };
            if !(before.is_ascii_alphanumeric() || before == b'_' || before == b':') {
                out.insert(c.to_string());
            }
        }
    }
    out
}

#[test]
fn the_log_core_uses_std_serde_and_thiserror_only_and_the_console_the_core_only() {
    let all: BTreeSet<String> = sources().iter().filter_map(|s| s.module.clone()).collect();
    let mut wrong = Vec::new();
    for s in sources() {
        let (allowed_crates, allowed_modules): (&[&str], &[&str]) = match s.module.as_deref() {
            Some("log") => (&["serde", "thiserror"], &[]),
            Some("console") => (&["serde", "serde_json", "thiserror"], &["log"]),
            _ => continue,
        };
        for c in crates_named(&s.code) {
            if !allowed_crates.contains(&c.as_str()) {
                wrong.push(format!("{} uses the crate {c}", shown(&s.path)));
            }
        }
        for m in modules_named(&s.code, &all) {
            if Some(m.as_str()) != s.module.as_deref() && !allowed_modules.contains(&m.as_str()) {
                wrong.push(format!("{} uses crate::{m}", shown(&s.path)));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// `(section, dependency)` of every dependency a `Cargo.toml` declares,
/// in any `[…dependencies]` section (`[dependencies]`,
/// `[dev-dependencies]`, `[target.'cfg(…)'.dependencies]`, …) or table
/// (`[dependencies.bevy]`).
fn dependencies(manifest: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut section = String::new();
    for line in manifest.lines().map(str::trim) {
        if let Some(name) = line.strip_prefix('[') {
            section = name.trim_end_matches(']').to_string();
            if let Some((table, dep)) = section.rsplit_once('.')
                && table.ends_with("dependencies")
            {
                out.push((table.to_string(), dep.to_string()));
            }
        } else if section.ends_with("dependencies")
            && let Some((name, _)) = line.split_once('=')
            && !line.starts_with('#')
        {
            out.push((section.clone(), name.trim().to_string()));
        }
    }
    out
}

#[test]
fn the_core_package_depends_on_no_bevy() {
    let manifest = std::fs::read_to_string(src().join(CORE_PACKAGE).join("Cargo.toml")).unwrap();
    let found = dependencies(&manifest);
    let mut wrong = Vec::new();
    for (section, name) in &found {
        let allowed: &[&str] = if section.contains("dev-dependencies") {
            &["serde", "serde_json", "thiserror", "jiff", "strsim", "proptest"]
        } else {
            &["serde", "serde_json", "thiserror", "jiff", "strsim"]
        };
        if !allowed.contains(&name.as_str()) {
            wrong.push(format!("src/{CORE_PACKAGE}/Cargo.toml [{section}] names {name}"));
        }
    }
    assert!(
        wrong.is_empty(),
        "the core (log and console) builds on std, serde, serde_json, thiserror, jiff (ISO 8601 durations) \
         and strsim (edit distance) alone, so its tests need no Bevy:\n{}",
        wrong.join("\n")
    );
    assert!(found.iter().any(|(_, n)| n == "serde"), "the manifest was read: {found:?}");
    // Every file of the package is the log core's or the console's.
    let mut files = Vec::new();
    rust_files(&src().join(CORE_PACKAGE), &mut files);
    let strays: Vec<String> =
        files.iter().filter(|f| module_of(f).is_some_and(|m| m != "log" && m != "console")).map(|f| shown(f)).collect();
    assert!(strays.is_empty(), "files in the core package outside log and console: {strays:?}");
}

#[test]
fn the_rule_data_holds_no_systems() {
    let mut wrong = Vec::new();
    for s in sources().iter().filter(|s| s.module.as_deref() == Some("rules")) {
        for word in ["Query<", "Res<", "ResMut<", "Commands", "add_systems", "MessageReader<", "MessageWriter<"] {
            if s.code.contains(word) {
                wrong.push(format!("{} uses {word}", shown(&s.path)));
            }
        }
    }
    assert!(wrong.is_empty(), "the rule data is read, not run:\n{}", wrong.join("\n"));
}

/// `(lines, file, line, name)` of every function.
fn functions(s: &Source) -> Vec<(usize, usize, String)> {
    let lines: Vec<&str> = s.code.lines().collect();
    let text_lines: Vec<&str> = s.text.lines().collect();
    let mut out = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let t = line.trim_start();
        let Some(at) = t.find("fn ") else { continue };
        let head = &t[..at];
        let is_fn = head
            .split_whitespace()
            .all(|w| matches!(w, "pub" | "const" | "async" | "unsafe" | "extern") || w.starts_with("pub("));
        if !is_fn {
            continue;
        }
        let name: String = t[at + 3..].chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
        let (mut depth, mut started, mut end) = (0i32, false, None);
        'scan: for (j, l) in lines.iter().enumerate().skip(i) {
            for c in l.chars() {
                match c {
                    ';' if !started && depth == 0 => break 'scan,
                    '{' => {
                        depth += 1;
                        started = true;
                    }
                    '}' => {
                        depth -= 1;
                        if started && depth == 0 {
                            end = Some(j);
                            break 'scan;
                        }
                    }
                    _ => {}
                }
            }
        }
        let Some(end) = end else { continue };
        // The mark sits in the comment lines just above the function.
        let marked = text_lines[..i]
            .iter()
            .rev()
            .take_while(|l| {
                let l = l.trim_start();
                l.starts_with("//") || l.starts_with("#[")
            })
            .any(|l| l.trim_start().starts_with(LONG_MARK));
        if !marked {
            out.push((end - i + 1, i + 1, name));
        }
    }
    out
}

#[test]
fn functions_read_in_one_screen() {
    let mut long = Vec::new();
    for s in sources() {
        for (n, line, name) in functions(&s) {
            if n > MAX_FUNCTION_LINES {
                long.push(format!("{}:{line}: {name} runs {n} lines", shown(&s.path)));
            }
        }
    }
    assert!(
        long.is_empty(),
        "functions over {MAX_FUNCTION_LINES} lines (split them along the domain's seams, or say why not in a \
         `{LONG_MARK}` comment above):\n{}",
        long.join("\n")
    );
}

#[test]
fn the_checks_can_fail() {
    // The scanner sees imports inside use groups and not in comments or strings.
    let modules: BTreeSet<String> = ["sim", "view", "rules"].iter().map(|s| s.to_string()).collect();
    let code = code_only("use crate::{sim::{A, B}, view::C};\n// crate::rules\nlet s = \"crate::rules\";");
    assert_eq!(modules_named(&code, &modules), ["sim", "view"].iter().map(|s| s.to_string()).collect());
    // A long function is measured; a marked one is let be.
    let body: String = (0..130).map(|_| "    x += 1;\n").collect();
    let text = format!("fn long() {{\n{body}}}\n// Long: a table\nfn marked() {{\n{body}}}\n");
    let s = Source { path: PathBuf::from("x.rs"), module: None, code: code_only(&text), text };
    let found = functions(&s);
    assert_eq!(found.len(), 1);
    assert_eq!((found[0].0, found[0].2.as_str()), (132, "long"));
    assert_eq!(
        crates_named("use bevy::prelude::*; my_bevy::x; serde::Serialize"),
        ["bevy", "serde"].iter().map(|s| s.to_string()).collect()
    );
    // A core file is placed in its module; a dependency is seen in any section.
    assert_eq!(module_of(&src().join("core/console/commands/produce.rs")).as_deref(), Some("console"));
    assert_eq!(module_of(&src().join("core/lib.rs")), None);
    let deps = dependencies(
        "[dependencies]\n# bevy = 1\nserde = \"1\"\n[target.'cfg(x)'.dependencies]\nbevy = 1\n[dev-dependencies.egui]\nversion = 1\n",
    );
    assert_eq!(deps.iter().map(|(_, n)| n.as_str()).collect::<Vec<_>>(), ["serde", "bevy", "egui"]);
}

/// Ways to make a colour in Bevy or egui: none of them may appear in `src/`
/// outside the palette (comments and strings do not count).
const COLOUR_MAKERS: &[&str] = &[
    "Color::srgb",
    "Color::srgba",
    "Color::hsl",
    "Color::hsla",
    "Color::linear_rgb",
    "Color::oklch",
    "Color::WHITE",
    "Color::BLACK",
    "Srgba::",
    "LinearRgba::",
    "Color32::from_rgb",
    "Color32::from_rgba",
    "Color32::from_gray",
    "Color32::from_black_alpha",
    "Color32::from_white_alpha",
    "Color32::WHITE",
    "Color32::BLACK",
    "Color32::RED",
    "Color32::GREEN",
    "Color32::YELLOW",
    "Color32::LIGHT",
    "Color32::DARK",
    "Color32::GRAY",
    "basic::",
    "css::",
    "tailwind::",
];

/// The files allowed to make colours: the palette, and the one helper that
/// turns a palette colour into egui's.
const COLOUR_HOMES: &[&str] = &["view/palette.rs", "ui/colour.rs"];

fn colours_made(s: &Source) -> Vec<String> {
    let mut out = Vec::new();
    for (i, line) in s.code.lines().enumerate() {
        for m in COLOUR_MAKERS {
            if line.contains(m) {
                out.push(format!("{}:{}: {m}", shown(&s.path), i + 1));
            }
        }
    }
    out
}

#[test]
fn the_palette_is_the_only_place_colours_are_made() {
    let mut found = Vec::new();
    for s in sources() {
        let path = s.path.to_string_lossy().replace('\\', "/");
        if COLOUR_HOMES.iter().any(|h| path.ends_with(h)) {
            continue;
        }
        found.extend(colours_made(&s));
    }
    assert!(found.is_empty(), "colours made outside the palette (add them to view/palette.rs):\n{}", found.join("\n"));
    // The check sees a colour made in code, not in a comment.
    let probe = Source {
        path: PathBuf::from("probe.rs"),
        module: None,
        text: String::new(),
        code: code_only("// Color::srgb(1.0, 0.0, 0.0)\nlet c = egui::Color32::from_rgb(1, 2, 3);\n"),
    };
    assert_eq!(colours_made(&probe).len(), 1);
}
