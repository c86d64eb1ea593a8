//! The rule book stays the one the code cites: `docs/RULES.md`.
//!
//! Every citation of the rule book in the code, the catalog, the tests and
//! the docs names an anchor the rule book has (a comment cites
//! `docs/RULES.md#retention`, never a section by its title); nothing cites
//! the design brief the rules came from, which is not in the repository;
//! the rule book's anchors are unique and its own links land on one; and
//! every catalog field it names is a field of `assets/catalog.ron`.
//! Failures name file and line.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use logjam::rules::catalog::Catalog;
use serde_json::Value;

/// The page this file guards, and the brief nothing may cite (spelt in two
/// halves so that this file does not cite it either).
const BOOK: &str = "RULES.md";
const BRIEF: &str = concat!("DESIGN", ".md");

fn root() -> PathBuf {
    crate::root()
}

/// Every `.rs` file under `dir`, sorted.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let mut paths: Vec<PathBuf> = entries.map(|e| e.unwrap().path()).collect();
    paths.sort();
    for path in paths {
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The files that may cite the rule book: the code, the tests (but this
/// one), the catalog, and the Markdown docs.
fn citing_files() -> Vec<PathBuf> {
    let r = root();
    let mut out = Vec::new();
    rust_files(&r.join("src"), &mut out);
    rust_files(&r.join("tests"), &mut out);
    out.retain(|p| !p.ends_with("tests/it/rule_book.rs"));
    out.extend(["assets/catalog.ron", "README.md", "scenarios/README.md"].map(|f| r.join(f)));
    let mut docs: Vec<PathBuf> = std::fs::read_dir(r.join("docs"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    docs.sort();
    out.extend(docs);
    assert!(out.len() > 50, "found only {} files to read", out.len());
    out
}

fn shown(path: &Path) -> String {
    path.strip_prefix(root()).unwrap_or(path).display().to_string()
}

fn book() -> String {
    std::fs::read_to_string(root().join("docs").join(BOOK)).expect("docs/RULES.md exists")
}

/// The anchors of the rule book, `<a id="…"></a>`, with their lines.
fn anchors(text: &str) -> Vec<(String, usize)> {
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        for piece in line.split("<a id=\"").skip(1) {
            if let Some(end) = piece.find("\"></a>") {
                out.push((piece[..end].to_string(), n + 1));
            }
        }
    }
    out
}

/// The anchor cited right after `at` (the text after `RULES.md#`).
fn anchor_at(rest: &str) -> String {
    rest.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_').collect()
}

/// Each citation of the rule book in `text`: `(line, what follows
/// RULES.md)`.
fn citations(text: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        for (at, _) in line.match_indices(BOOK) {
            out.push((n + 1, line[at + BOOK.len()..].to_string()));
        }
    }
    out
}

/// What is wrong with the citations of `file` (its text `text`) against the
/// rule book's anchors: an anchor it does not have, and (in code and data)
/// a citation with no anchor at all.
fn bad_citations(file: &Path, text: &str, known: &BTreeSet<String>) -> Vec<String> {
    let markdown = file.extension().is_some_and(|e| e == "md");
    let mut bad = Vec::new();
    for (n, rest) in citations(text) {
        let place = format!("{}:{n}", shown(file));
        match rest.strip_prefix('#') {
            Some(after) => {
                let anchor = anchor_at(after);
                if !known.contains(&anchor) {
                    bad.push(format!("{place}: cites docs/RULES.md#{anchor}, an anchor the rule book does not have"));
                }
            }
            // A Markdown link to the page itself, `[RULES.md](RULES.md)`.
            None if markdown && (rest.starts_with(']') || rest.starts_with(')')) => {}
            None => bad.push(format!("{place}: cites docs/RULES.md without an anchor (cite `docs/RULES.md#…`)")),
        }
    }
    bad
}

#[test]
fn every_citation_of_the_rule_book_names_one_of_its_anchors() {
    let known: BTreeSet<String> = anchors(&book()).into_iter().map(|(a, _)| a).collect();
    let mut bad = Vec::new();
    let mut cited = 0;
    for file in citing_files() {
        let Ok(text) = std::fs::read_to_string(&file) else { continue };
        if file.ends_with(Path::new("docs").join(BOOK)) {
            continue;
        }
        cited += citations(&text).len();
        bad.extend(bad_citations(&file, &text, &known));
    }
    assert!(bad.is_empty(), "citations of the rule book that lead nowhere:\n{}", bad.join("\n"));
    // The code cites the rule book throughout: a reader that finds none is
    // not reading what it should.
    assert!(cited >= 60, "only {cited} citations of the rule book found");
}

#[test]
fn nothing_cites_the_design_brief() {
    let mut bad = Vec::new();
    for file in citing_files() {
        let Ok(text) = std::fs::read_to_string(&file) else { continue };
        for (n, line) in text.lines().enumerate() {
            if line.contains(BRIEF) {
                bad.push(format!("{}:{}: {}", shown(&file), n + 1, line.trim()));
            }
        }
    }
    assert!(
        bad.is_empty(),
        "{BRIEF} is not in the repository: cite docs/RULES.md#anchor instead (the script that rewrote the \
         others matched each line's text):\n{}",
        bad.join("\n")
    );
}

#[test]
fn the_rule_books_anchors_are_unique_and_its_own_links_land() {
    let text = book();
    let all = anchors(&text);
    let mut seen = BTreeSet::new();
    let mut bad = Vec::new();
    for (a, n) in &all {
        if a.is_empty() || !a.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-') {
            bad.push(format!("docs/RULES.md:{n}: anchor '{a}' is not lowercase words joined by '-'"));
        }
        if !seen.insert(a.clone()) {
            bad.push(format!("docs/RULES.md:{n}: anchor '{a}' is there twice"));
        }
    }
    for (n, line) in text.lines().enumerate() {
        for piece in line.split("](#").skip(1) {
            let target = anchor_at(piece);
            if !seen.contains(&target) {
                bad.push(format!("docs/RULES.md:{}: a link to #{target}, which is no anchor", n + 1));
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
    assert!(all.len() >= 80, "only {} anchors: every rule has one", all.len());
}

/// The catalog as a tree of fields (what `assets/catalog.ron` holds).
fn catalog_tree() -> Value {
    serde_json::to_value(Catalog::builtin()).expect("the catalog serialises")
}

/// Whether `path` (`sim.poll_seconds`, `log.append_capacity_per_second`,
/// `incidents[HotKey].hot_share`, `eras[].traffic`, `lessons.no_spending.lag`)
/// names a field the catalog sets (for `eras[]` and `research[]`: in some
/// entry); `None` when it does not look like a catalog path at all (a
/// scenario field, a code path).
fn catalog_field(tree: &Value, path: &str) -> Option<bool> {
    let ok = |c: char| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_';
    let (head, fields) = path.split_once('.')?;
    if fields.is_empty() || !fields.split('.').all(|f| !f.is_empty() && f.chars().all(ok)) {
        return None;
    }
    let fields: Vec<&str> = fields.split('.').collect();
    // Set, not just declared: an incident kind's `hot_share: None` is no field of that kind.
    let has = |v: &Value, fs: &[&str]| fs.iter().try_fold(v, |v, f| v.get(f)).is_some_and(|v| !v.is_null());
    let list = |name: &str| tree[name].as_array().cloned().unwrap_or_default();
    if let Some(kind) = head.strip_prefix("incidents[").and_then(|k| k.strip_suffix(']')) {
        if kind.is_empty() {
            return None; // a scenario's incidents[]
        }
        return Some(list("incidents").iter().any(|i| i["kind"] == kind && has(i, &fields)));
    }
    if let Some(name) = head.strip_suffix("[]").filter(|n| ["eras", "research"].contains(n)) {
        return Some(list(name).iter().any(|i| has(i, &fields)));
    }
    if ["sim", "score", "lessons"].contains(&head) {
        return Some(has(&tree[head], &fields));
    }
    let component = tree["components"].get(head)?;
    let role = component["role"].as_object().and_then(|r| r.values().next()).cloned().unwrap_or_default();
    Some(has(component, &fields) || has(&role, &fields))
}

/// Every span between backticks in `text`, with its line.
fn code_spans(text: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        out.extend(line.split('`').skip(1).step_by(2).map(|s| (n + 1, s.to_string())));
    }
    out
}

#[test]
fn every_catalog_field_the_rule_book_names_is_in_the_catalog() {
    let tree = catalog_tree();
    let mut named = 0;
    let mut bad = Vec::new();
    for (n, span) in code_spans(&book()) {
        match catalog_field(&tree, &span) {
            Some(true) => named += 1,
            Some(false) => bad.push(format!("docs/RULES.md:{n}: `{span}` is not a field of assets/catalog.ron")),
            None => {}
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
    assert!(named >= 60, "the rule book names only {named} catalog fields: is it still read as it is written?");
}

/// The checks above can fail: a wrong anchor, an anchor-less citation, the
/// brief, and a field the catalog lacks are each caught.
#[test]
fn the_rule_book_checks_can_fail() {
    let known: BTreeSet<String> = ["retention".to_string()].into();
    let rs = Path::new("src/x.rs");
    assert!(bad_citations(rs, "// Rule: docs/RULES.md#retention.", &known).is_empty());
    assert_eq!(bad_citations(rs, "// Rule: docs/RULES.md#retension.", &known).len(), 1);
    assert_eq!(bad_citations(rs, "//! docs/RULES.md, \"Statuses\".", &known).len(), 1);
    assert!(bad_citations(Path::new("docs/A.md"), "[RULES.md](RULES.md)", &known).is_empty());
    let tree = catalog_tree();
    assert_eq!(catalog_field(&tree, "log.append_capacity_per_second"), Some(true));
    assert_eq!(catalog_field(&tree, "log.place_cost"), Some(true));
    assert_eq!(catalog_field(&tree, "incidents[HotKey].hot_share"), Some(true));
    assert_eq!(catalog_field(&tree, "incidents[ZoneOutage].hot_share"), Some(false));
    assert_eq!(catalog_field(&tree, "sim.poll_second"), Some(false));
    assert_eq!(catalog_field(&tree, "eras[].traffic"), Some(true));
    assert_eq!(catalog_field(&tree, "api.unlock"), Some(false));
    assert_eq!(catalog_field(&tree, "nodes[].stream.acks"), None);
    assert_eq!(catalog_field(&tree, "sim::drive"), None);
    assert!(anchors("<a id=\"x-y\"></a>**X.**").iter().any(|(a, _)| a == "x-y"));
}
