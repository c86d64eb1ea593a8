//! Every character the game's text uses has a glyph in a font it ships.
//! egui is built without its own typefaces (the web module is smaller by
//! 1.4 MB of fonts), so a symbol that neither Atkinson Hyperlegible Next
//! nor JetBrains Mono NL has must be in one of the two symbol subsets
//! (`assets/fonts/subset-symbols.sh` makes them); otherwise it would be
//! drawn as an empty box. The check reads the strings of `src/` (lines
//! that are only a comment left out), `assets/` and `scenarios/` (RON, and
//! the Fluent messages of every language).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use logjam::view::fonts;

/// Each file under `dir` (recursively) whose name ends in one of `ends`.
fn files(dir: &Path, ends: &[&str], out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files(&path, ends, out);
        } else if ends.iter().any(|e| path.to_string_lossy().ends_with(e)) {
            out.push(path);
        }
    }
}

/// The characters outside ASCII in `text`'s lines that are not only a
/// comment, each with the first line it was seen on.
fn characters(text: &str, path: &Path, seen: &mut BTreeMap<char, String>) {
    for (n, line) in text.lines().enumerate() {
        if line.trim_start().starts_with("//") {
            continue;
        }
        for c in line.chars().filter(|c| !c.is_ascii() && !c.is_control()) {
            // Variation selectors and joiners are not drawn on their own.
            if matches!(c, '\u{fe0e}' | '\u{fe0f}' | '\u{200d}') {
                continue;
            }
            seen.entry(c).or_insert_with(|| format!("{}:{}", path.display(), n + 1));
        }
    }
}

#[test]
fn every_character_the_game_writes_is_in_a_shipped_font() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let faces: Vec<ttf_parser::Face> =
        [fonts::UI_REGULAR, fonts::UI_BOLD, fonts::MONO, fonts::SYMBOLS_NOTO, fonts::SYMBOLS_ICONS]
            .iter()
            .map(|bytes| ttf_parser::Face::parse(bytes, 0).expect("a shipped font parses"))
            .collect();
    let mut paths = Vec::new();
    files(&root.join("src"), &[".rs"], &mut paths);
    files(&root.join("assets"), &[".ron", ".ftl"], &mut paths);
    files(&root.join("scenarios"), &[".ron"], &mut paths);
    assert!(paths.len() > 50, "read {} files", paths.len());
    let mut seen = BTreeMap::new();
    for path in &paths {
        characters(&std::fs::read_to_string(path).unwrap(), path, &mut seen);
    }
    // Symbols are there (★ at least), so the scan read strings.
    assert!(seen.contains_key(&'★'), "no ★ found: the scan read no strings");
    let missing: Vec<String> = seen
        .iter()
        .filter(|(c, _)| !faces.iter().any(|f| f.glyph_index(**c).is_some()))
        .map(|(c, at)| format!("{c} (U+{:04X}) first at {at}", *c as u32))
        .collect();
    assert!(
        missing.is_empty(),
        "no shipped font draws these; add them to assets/fonts/subset-symbols.sh:\n{}",
        missing.join("\n")
    );
}

/// The board's text (`src/view/`) is drawn by Bevy, one font to a text and
/// no fallback: a character must be in each of the board's faces (the UI
/// face, its bold and the mono), or it may be drawn as an empty box ("rf
/// 1→3" on a stream card was, in the UI face).
#[test]
fn every_character_the_board_writes_is_in_each_board_face() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let faces: Vec<(&str, ttf_parser::Face)> =
        [("UI_REGULAR", fonts::UI_REGULAR), ("UI_BOLD", fonts::UI_BOLD), ("MONO", fonts::MONO)]
            .iter()
            .map(|(name, bytes)| (*name, ttf_parser::Face::parse(bytes, 0).expect("a shipped font parses")))
            .collect();
    let mut paths = Vec::new();
    files(&root.join("src/view"), &[".rs"], &mut paths);
    assert!(paths.len() > 10, "read {} files", paths.len());
    let mut seen = BTreeMap::new();
    for path in &paths {
        characters(&std::fs::read_to_string(path).unwrap(), path, &mut seen);
    }
    let missing: Vec<String> = seen
        .iter()
        .flat_map(|(c, at)| {
            faces
                .iter()
                .filter(|(_, f)| f.glyph_index(*c).is_none())
                .map(move |(name, _)| format!("{c} (U+{:04X}) not in {name}, first at {at}", *c as u32))
        })
        .collect();
    assert!(missing.is_empty(), "the board would draw these as boxes:\n{}", missing.join("\n"));
}
