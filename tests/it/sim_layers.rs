//! The sim's own structure stays: its files sit in sub-layers
//! (docs/ARCHITECTURE.md, "Inside the sim"), a file uses its own sub-layer
//! and those below it, never one above; the files form no import cycle; and
//! no file names the sim's root (`src/sim/mod.rs`: the plugin that puts them
//! together, and the façade that re-exports for the layers above), only the
//! files that define what it uses.

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

use crate::architecture::{code_only, cycle_steps, first_cycle, matching_brace, rust_files, shown, top_level_items};

/// The sim's sub-layers, lowest first: `(sub-layer, its files)` (a file
/// `src/sim/x.rs` or a folder `src/sim/x/` is the module `x`).
const SIM_LAYERS: &[(&str, &[&str])] = &[
    ("core state", &["state", "nodes", "player"]),
    ("model helpers", &["groups", "research", "economy"]),
    ("rule systems", &["cluster", "output", "traffic", "consume", "compaction", "topology", "restarts"]),
    ("incidents", &["incidents"]),
    ("judging", &["goals", "stars", "timeline"]),
    ("commands and the start", &["actions", "start"]),
    ("read models", &["report", "tutorial", "hints", "standing", "status", "ending", "score"]),
];

fn sim_dir() -> PathBuf {
    crate::root().join("src/sim")
}

/// A file of the sim: its module, whether it lies in the module's folder
/// (then `super::` is the module itself and `super::super::` the sim), and
/// its code without comments, strings and `#[cfg(test)] mod tests` blocks.
struct SimFile {
    path: PathBuf,
    module: String,
    nested: bool,
    code: String,
}

/// The code without its test modules (their `super::` is the file).
fn without_tests(code: &str) -> String {
    let mut out = code.to_string();
    while let Some(at) = out.find("#[cfg(test)]") {
        let Some(open) = out[at..].find('{').map(|o| at + o + 1) else { break };
        let end = open + matching_brace(&out[open..]) + 1;
        out.replace_range(at..end.min(out.len()), "");
    }
    out
}

fn sim_files() -> Vec<SimFile> {
    let mut files = Vec::new();
    rust_files(&sim_dir(), &mut files);
    files.sort();
    files
        .into_iter()
        .filter(|p| p != &sim_dir().join("mod.rs"))
        .map(|path| {
            let rel = path.strip_prefix(sim_dir()).unwrap();
            let nested = rel.components().count() > 1;
            let module =
                rel.components().next().unwrap().as_os_str().to_string_lossy().trim_end_matches(".rs").to_string();
            let code = without_tests(&code_only(&std::fs::read_to_string(&path).unwrap()));
            SimFile { path, module, nested, code }
        })
        .collect()
}

/// What `src/sim/mod.rs` re-exports (`pub use m::{A, B};` → A and B come
/// from `m`), and the items it defines itself (its root: no file may use
/// them).
fn root_names() -> (BTreeMap<String, String>, BTreeSet<String>) {
    let code = code_only(&std::fs::read_to_string(sim_dir().join("mod.rs")).unwrap());
    let mut reexports = BTreeMap::new();
    for (at, _) in code.match_indices("pub use ") {
        let rest = &code[at + "pub use ".len()..];
        let end = rest.find(';').unwrap();
        let item = rest[..end].trim();
        let Some((module, names)) = item.split_once("::") else { continue };
        let names: Vec<&str> = match names.strip_prefix('{') {
            Some(group) => top_level_items(&group[..matching_brace(group)]),
            None => vec![names],
        };
        for n in names {
            let last = n.trim().rsplit("::").next().unwrap().trim();
            if !last.is_empty() {
                reexports.insert(last.to_string(), module.to_string());
            }
        }
    }
    let mut own = BTreeSet::new();
    for kw in ["pub fn ", "pub struct ", "pub enum ", "pub const ", "pub static ", "pub type ", "pub trait "] {
        for (at, _) in code.match_indices(kw) {
            let name: String = code[at + kw.len()..].chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
            own.insert(name);
        }
    }
    (reexports, own)
}

/// The sim modules a file's code names, and the root items it names.
fn named(file: &SimFile, modules: &BTreeSet<String>) -> (BTreeSet<String>, BTreeSet<String>) {
    let (reexports, own) = root_names();
    let prefixes: &[&str] =
        if file.nested { &["super::super::", "crate::sim::"] } else { &["super::", "crate::sim::"] };
    let (mut used, mut root) = (BTreeSet::new(), BTreeSet::new());
    for prefix in prefixes {
        for (at, _) in file.code.match_indices(prefix) {
            // `super::super::x` also contains `super::x`: only the longest counts.
            if !file.nested && *prefix == "super::" && file.code[..at].ends_with("super::") {
                continue;
            }
            let rest = &file.code[at + prefix.len()..];
            let names: Vec<&str> = match rest.strip_prefix('{') {
                Some(group) => top_level_items(&group[..matching_brace(group)]),
                None => vec![rest],
            };
            for n in names {
                let name: String = n.trim_start().chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
                if name.is_empty() || name == "super" {
                    continue;
                }
                if modules.contains(&name) {
                    used.insert(name);
                } else if let Some(m) = reexports.get(&name) {
                    used.insert(m.clone());
                } else if own.contains(&name) {
                    root.insert(name);
                }
            }
        }
    }
    used.remove(&file.module);
    (used, root)
}

fn sim_layer_of(module: &str) -> Option<usize> {
    SIM_LAYERS.iter().position(|(_, ms)| ms.contains(&module))
}

/// `module → (module it names → the first file that names it)`, and the
/// root items each file names.
fn sim_graph() -> (BTreeMap<String, BTreeMap<String, PathBuf>>, Vec<String>) {
    let files = sim_files();
    let modules: BTreeSet<String> = files.iter().map(|f| f.module.clone()).collect();
    let mut graph: BTreeMap<String, BTreeMap<String, PathBuf>> = BTreeMap::new();
    let mut root = Vec::new();
    for f in &files {
        let (used, root_items) = named(f, &modules);
        let entry = graph.entry(f.module.clone()).or_default();
        for m in used {
            entry.entry(m).or_insert_with(|| f.path.clone());
        }
        for item in root_items {
            root.push(format!("{} names the sim's root item {item}", shown(&f.path)));
        }
    }
    (graph, root)
}

#[test]
fn every_sim_file_has_a_sub_layer() {
    let modules: BTreeSet<String> = sim_files().into_iter().map(|f| f.module).collect();
    let missing: Vec<&String> = modules.iter().filter(|m| sim_layer_of(m).is_none()).collect();
    assert!(
        missing.is_empty(),
        "sim files in no sub-layer (add them to SIM_LAYERS and docs/ARCHITECTURE.md): {missing:?}"
    );
}

#[test]
fn no_sim_file_uses_a_sub_layer_above_its_own_or_the_root() {
    let (graph, mut wrong) = sim_graph();
    for (from, to) in &graph {
        let Some(lf) = sim_layer_of(from) else { continue };
        for (m, file) in to {
            if let Some(lt) = sim_layer_of(m).filter(|lt| *lt > lf) {
                wrong.push(format!("{} ({}) uses {m} ({})", shown(file), SIM_LAYERS[lf].0, SIM_LAYERS[lt].0));
            }
        }
    }
    assert!(wrong.is_empty(), "sim imports that go up a sub-layer or name the root:\n{}", wrong.join("\n"));
}

#[test]
fn the_sim_files_form_no_cycle() {
    let (graph, _) = sim_graph();
    if let Some(cycle) = first_cycle(&graph) {
        panic!("an import cycle inside the sim:\n{}", cycle_steps(&cycle, &graph));
    }
}
