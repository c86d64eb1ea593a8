//! Where the game decides by kind, it decides for every kind: no `match`
//! on an incident kind, a partition's state or a component's role has a
//! catch-all arm (`_ =>`, or a bare binding), and none of them is compared
//! with `==`/`!=`, tested with `matches!` or picked out by `if let`/`let …
//! else`. So a new kind (a variant) does not compile until every place
//! that must decide for it does (docs/ARCHITECTURE.md, walk 4). The facts
//! are methods on the kinds themselves (`IncidentKind::target`,
//! `PartitionState::is_offline`, …), each an exhaustive `match`.
//!
//! The check reads `src/` as text (comments and strings left out).

use std::collections::BTreeSet;

use super::architecture::{code_only, rust_files};

/// The kinds checked in every file.
const KINDS: &[&str] = &["IncidentKind", "PartitionState", "RoleKind", "TargetKind", "Shutdown"];

/// The kinds checked in files that take them from `rules::incident` (the
/// names are common words elsewhere: the console has its own `Answer`).
const INCIDENT_FACTS: &[&str] = &["Target", "Answer", "Cue", "Danger"];

/// The kind names a file's code uses: [`KINDS`], the incident facts where
/// it imports them (or is `rules/incident.rs`), and the aliases it gives
/// any of them (`use IncidentKind as K`).
fn kinds_in(code: &str, path: &str) -> BTreeSet<String> {
    let mut out: BTreeSet<String> = KINDS.iter().map(|k| k.to_string()).collect();
    if path.ends_with("rules/incident.rs") || code.contains("incident::") {
        out.extend(INCIDENT_FACTS.iter().map(|k| k.to_string()));
    }
    let named: Vec<String> = out.iter().cloned().collect();
    for k in named {
        for (at, _) in code.match_indices(&format!("{k} as ")) {
            let alias: String =
                code[at + k.len() + 4..].chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
            if !alias.is_empty() {
                out.insert(alias);
            }
        }
    }
    out
}

/// Whether `text` names a variant of one of `kinds` (`Kind::Variant`).
fn names_variant(text: &str, kinds: &BTreeSet<String>) -> bool {
    kinds.iter().any(|k| {
        text.match_indices(&format!("{k}::")).any(|(at, _)| {
            let before = text[..at].chars().next_back();
            let after = text[at + k.len() + 2..].chars().next();
            !before.is_some_and(|c| c.is_alphanumeric() || c == '_') && after.is_some_and(|c| c.is_ascii_uppercase())
        })
    })
}

/// The end (exclusive) of the bracketed group opening at `open`.
fn group_end(code: &[u8], open: usize) -> usize {
    let mut depth = 0i32;
    for (i, &c) in code.iter().enumerate().skip(open) {
        match c {
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => {
                depth -= 1;
                if depth == 0 {
                    return i + 1;
                }
            }
            _ => {}
        }
    }
    code.len()
}

/// The patterns of a match's arms; `body` is the text inside its braces.
fn arm_patterns(body: &str) -> Vec<String> {
    let b = body.as_bytes();
    let (mut out, mut i, mut start, mut depth) = (Vec::new(), 0, 0, 0i32);
    while i < b.len() {
        match b[i] {
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => depth -= 1,
            b'=' if depth == 0 && b.get(i + 1) == Some(&b'>') => {
                out.push(body[start..i].trim().trim_start_matches(',').trim().to_string());
                // The arm's expression: a block, or up to the next comma.
                let mut j = i + 2;
                while j < b.len() && b[j].is_ascii_whitespace() {
                    j += 1;
                }
                if j < b.len() && b[j] == b'{' {
                    j = group_end(b, j);
                } else {
                    let mut d = 0i32;
                    while j < b.len() && !(d == 0 && b[j] == b',') {
                        match b[j] {
                            b'(' | b'[' | b'{' => d += 1,
                            b')' | b']' | b'}' => d -= 1,
                            _ => {}
                        }
                        j += 1;
                    }
                }
                start = j;
                i = j;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    out
}

/// Whether an arm's pattern takes whatever is left: `_`, or a bare
/// binding, with or without a guard.
fn catch_all(pattern: &str) -> bool {
    let head = pattern.split(" if ").next().unwrap_or("").trim();
    !head.is_empty()
        && head.chars().next().is_some_and(|c| c.is_ascii_lowercase() || c == '_')
        && head.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
}

/// Every place in `code` that decides on one of `kinds` without deciding
/// for all of its variants: `(line, what)`.
fn partial_decisions(code: &str, kinds: &BTreeSet<String>) -> Vec<(usize, String)> {
    let line_of = |at: usize| code[..at].matches('\n').count() + 1;
    let mut out = Vec::new();
    let b = code.as_bytes();
    let word_at = |at: usize, w: &str| {
        code[at..].starts_with(w)
            && !code[..at].chars().next_back().is_some_and(|c| c.is_alphanumeric() || c == '_')
            && !code[at + w.len()..].chars().next().is_some_and(|c| c.is_alphanumeric() || c == '_')
    };
    for (at, _) in code.match_indices("match") {
        if !word_at(at, "match") {
            continue;
        }
        let Some(open) = code[at..].find('{').map(|o| at + o) else { continue };
        let end = group_end(b, open);
        let patterns = arm_patterns(&code[open + 1..end.saturating_sub(1)]);
        if patterns.iter().any(|p| names_variant(p, kinds))
            && let Some(p) = patterns.iter().find(|p| catch_all(p))
        {
            out.push((line_of(at), format!("a match on a kind has a catch-all arm `{p} =>`")));
        }
    }
    for (at, _) in code.match_indices("matches!") {
        let end = group_end(b, at + "matches!".len());
        if names_variant(&code[at..end], kinds) {
            out.push((line_of(at), "`matches!` on a kind".into()));
        }
    }
    for op in ["==", "!="] {
        for (at, _) in code.match_indices(op) {
            let line_start = code[..at].rfind('\n').map(|i| i + 1).unwrap_or(0);
            let line_end = code[at..].find('\n').map(|i| at + i).unwrap_or(code.len());
            let (left, right) = (&code[line_start..at], &code[at + 2..line_end]);
            let right_head: String =
                right.trim_start().chars().take_while(|c| !c.is_whitespace() && *c != ')').collect();
            let left_tail = left.trim_end().rsplit([' ', '(']).next().unwrap_or("");
            if names_variant(&right_head, kinds) || names_variant(left_tail, kinds) {
                out.push((line_of(at), format!("a kind compared with `{op}`")));
            }
        }
    }
    for (at, _) in code.match_indices(".contains(") {
        let end = group_end(b, at + ".contains".len());
        if names_variant(&code[at..end], kinds) {
            out.push((line_of(at), "a kind looked for with `contains` (`==`)".into()));
        }
    }
    for (at, _) in code.match_indices("let ") {
        if !word_at(at, "let") {
            continue;
        }
        let stop = code[at..].find(['=', ';']).map(|e| at + e).unwrap_or(code.len());
        if names_variant(&code[at..stop], kinds) {
            out.push((line_of(at), "`if let`/`let … else` on one variant of a kind".into()));
        }
    }
    out
}

fn decisions_in_src() -> Vec<String> {
    let root = crate::root();
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    files.sort();
    let mut found = Vec::new();
    for path in files {
        let shown = path.strip_prefix(&root).unwrap_or(&path).display().to_string().replace('\\', "/");
        let code = code_only(&std::fs::read_to_string(&path).unwrap());
        let kinds = kinds_in(&code, &shown);
        for (line, what) in partial_decisions(&code, &kinds) {
            found.push(format!("{shown}:{line}: {what}"));
        }
    }
    found
}

#[test]
fn every_decision_on_a_kind_decides_for_every_variant() {
    let found = decisions_in_src();
    assert!(
        found.is_empty(),
        "decide for every variant (an exhaustive match, or a method on the kind that is one):\n{}",
        found.join("\n")
    );
}

#[test]
fn the_kind_check_can_fail() {
    let kinds = kinds_in("use crate::rules::incident::{Answer, IncidentKind as K};", "x.rs");
    assert!(kinds.contains("K") && kinds.contains("Answer") && kinds.contains("PartitionState"));
    let found = |code: &str| partial_decisions(&code_only(code), &kinds).len();
    // A wildcard, a binding and a guard that take what is left.
    assert_eq!(found("match k { IncidentKind::HotKey => 1, _ => 2 }"), 1);
    assert_eq!(found("match k { K::HotKey => { 1 } other => 2 }"), 1);
    assert_eq!(found("match s { Some(PartitionState::Offline) => 1, _ if x => 2, _ => 3 }"), 1);
    // Comparisons, `matches!`, `contains` and `if let` on one variant.
    assert_eq!(found("if kind == IncidentKind::ZoneOutage { }"), 1);
    assert_eq!(found("let x = PartitionState::Offline != *s;"), 1);
    assert_eq!(found("let y = matches!(k, IncidentKind::HotKey | IncidentKind::WorkerCrash);"), 1);
    assert_eq!(found("v.contains(&PartitionState::Offline)"), 1);
    assert_eq!(found("if let RoleKind::Queue = r { }"), 1);
    assert_eq!(found("let Answer::Replace = a else { return };"), 1);
    // Exhaustive matches, a value built, and a match on something else pass.
    assert_eq!(
        found("match k { IncidentKind::HotKey | IncidentKind::WorkerCrash => 1, IncidentKind::SchemaChange => 2 }"),
        0
    );
    assert_eq!(
        found(
            "match s { Some(PartitionState::Offline | PartitionState::Led) | None => 1, Some(PartitionState::TooFewInSync) => 2 }"
        ),
        0
    );
    assert_eq!(found("start(world, IncidentKind::BrokerFailure, node); let k = K::HotKey;"), 0);
    assert_eq!(found("match n { 0 => 1, _ => 2 }"), 0);
    assert_eq!(found("if a == b { } // k == IncidentKind::HotKey"), 0);
}
