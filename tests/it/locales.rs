//! Every language is complete, and the screen's text goes through the
//! localisation layer (`logjam::locale`, docs/RULES.md#languages).
//!
//! - Each message file parses, and each language has the same messages as
//!   English, each with the same variables (a translation that drops
//!   `{ $count }` or names one English does not give would show wrong).
//! - Every message the code names (`t!("id")`) is in English, and every
//!   English message is named somewhere (a message no code shows is one a
//!   translator works on for nothing).
//! - No player-facing literal bypasses the layer: the string literals of
//!   `src/ui/` and `src/view/` are read, and one that reads as words for a
//!   person fails unless it sits in a log line, an id, a test, or a line
//!   marked `// l10n-ok: why` (a Kafka setting quoted as it is, a symbol).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use fluent_syntax::ast;
use logjam::locale::{AREAS, Language, Localizer};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The messages of one file: id → the variables its value uses.
fn messages(path: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let resource = fluent_syntax::parser::parse(text.as_str())
        .unwrap_or_else(|(_, errors)| panic!("{}: {errors:?}", path.display()));
    let mut out = BTreeMap::new();
    for entry in &resource.body {
        match entry {
            ast::Entry::Message(m) => {
                let mut vars = BTreeSet::new();
                if let Some(p) = &m.value {
                    pattern_vars(p, &mut vars);
                }
                for a in &m.attributes {
                    pattern_vars(&a.value, &mut vars);
                }
                out.insert(m.id.name.to_string(), vars);
            }
            ast::Entry::Junk { content } => panic!("{}: cannot read {content:?}", path.display()),
            _ => {}
        }
    }
    out
}

fn pattern_vars(p: &ast::Pattern<&str>, vars: &mut BTreeSet<String>) {
    for e in &p.elements {
        if let ast::PatternElement::Placeable { expression } = e {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(e: &ast::Expression<&str>, vars: &mut BTreeSet<String>) {
    match e {
        ast::Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for v in variants {
                pattern_vars(&v.value, vars);
            }
        }
        ast::Expression::Inline(i) => inline_vars(i, vars),
    }
}

fn inline_vars(i: &ast::InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match i {
        ast::InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_vars(a, vars);
            }
        }
        ast::InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        _ => {}
    }
}

fn locale_file(language: Language, area: &str) -> PathBuf {
    root().join("assets/locales").join(language.tag()).join(format!("{area}.ftl"))
}

#[test]
fn the_shipped_messages_parse() {
    let (_, errors) = Localizer::shipped();
    let errors: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
    assert!(errors.is_empty(), "{}", errors.join("\n"));
}

#[test]
fn every_language_has_every_message_with_the_same_variables() {
    let mut problems = Vec::new();
    let mut count = 0;
    for area in AREAS {
        let english = messages(&locale_file(Language::English, area));
        count += english.len();
        for language in &Language::ALL[1..] {
            let path = locale_file(*language, area);
            let other = messages(&path);
            for (id, vars) in &english {
                match other.get(id) {
                    None => problems.push(format!("{}: no {id}", path.display())),
                    Some(v) if v != vars => {
                        problems.push(format!("{}: {id} uses {v:?}, English {vars:?}", path.display()))
                    }
                    Some(_) => {}
                }
            }
            for id in other.keys().filter(|id| !english.contains_key(*id)) {
                problems.push(format!("{}: {id} is not an English message", path.display()));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert!(count > 300, "only {count} English messages: did the files load?");
    // Every folder under assets/locales/ is a language the game lists.
    for entry in std::fs::read_dir(root().join("assets/locales")).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().to_string();
        assert!(Language::ALL.iter().any(|l| l.tag() == name), "assets/locales/{name} is not a language the game has");
    }
}

#[test]
fn a_missing_message_falls_back_to_english_then_to_its_id() {
    let (l, errors) = Localizer::from_files([
        ("en", "a.ftl", "hello = Hello, { $name }\nbye = Bye"),
        ("de", "a.ftl", "hello = Hallo, { $name }"),
    ]);
    assert!(errors.is_empty(), "{errors:?}");
    let mut args = logjam::locale::FluentArgs::new();
    args.set("name", "Ada");
    assert_eq!(l.format(Language::German, "hello", Some(&args)), "Hallo, Ada");
    assert_eq!(l.format(Language::German, "bye", None), "Bye");
    assert_eq!(l.format(Language::German, "nope", None), "nope");
    assert!(l.has(Language::German, "hello") && !l.has(Language::German, "bye"));
    let (_, errors) = Localizer::from_files([("en", "b.ftl", "x = 1\nx = 2"), ("fr", "c.ftl", "y = 1")]);
    assert_eq!(errors.len(), 2, "{errors:?}");
}

#[test]
fn plurals_follow_each_language() {
    let (l, _) = Localizer::from_files([
        ("en", "a.ftl", "n = { $n ->\n    [one] one record\n   *[other] { $n } records\n}"),
        ("pt-BR", "a.ftl", "n = { $n ->\n    [one] um registro\n   *[other] { $n } registros\n}"),
    ]);
    let with = |n: i64| {
        let mut a = logjam::locale::FluentArgs::new();
        a.set("n", n);
        a
    };
    assert_eq!(l.format(Language::English, "n", Some(&with(1))), "one record");
    assert_eq!(l.format(Language::English, "n", Some(&with(3))), "3 records");
    assert_eq!(l.format(Language::BrazilianPortuguese, "n", Some(&with(1))), "um registro");
    assert_eq!(l.format(Language::BrazilianPortuguese, "n", Some(&with(2))), "2 registros");
}

#[test]
fn system_locales_pick_a_language() {
    assert_eq!(Language::from_locale("de_DE.UTF-8"), Some(Language::German));
    assert_eq!(Language::from_locale("es-419"), Some(Language::Spanish));
    assert_eq!(Language::from_locale("pt_PT"), Some(Language::BrazilianPortuguese));
    assert_eq!(Language::from_locale("en-GB"), Some(Language::English));
    assert_eq!(Language::from_locale("fr-FR"), None);
    assert_eq!(Language::from_locale("C"), None);
}

/// Each `.rs` file under `dir`.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn every_message_the_code_names_is_there_and_each_is_named() {
    let english: BTreeSet<String> =
        AREAS.iter().flat_map(|a| messages(&locale_file(Language::English, a)).into_keys()).collect();
    let mut files = Vec::new();
    rust_files(&root().join("src"), &mut files);
    let mut named = BTreeSet::new();
    let mut missing = Vec::new();
    for path in &files {
        let text = std::fs::read_to_string(path).unwrap();
        for (at, _) in text.match_indices("t!(") {
            // `t!` alone, not `format!(`, `assert!(`, `print!(` and the like.
            if text[..at].chars().next_back().is_some_and(|c| c.is_alphanumeric() || c == '_') {
                continue;
            }
            let line_start = text[..at].rfind('\n').map_or(0, |n| n + 1);
            if text[line_start..at].trim_start().starts_with("//") {
                continue;
            }
            // The id may be on the next line, where rustfmt puts a long call's.
            let Some(rest) = text[at + 3..].trim_start().strip_prefix('"') else { continue };
            let id = &rest[..rest.find('"').unwrap()];
            if !english.contains(id) {
                missing.push(format!("{}: t!(\"{id}\") is no English message", path.display()));
            }
            named.insert(id.to_string());
        }
        // The localizer reads a language's figures by id (`text("common-figures-group")`).
        for (at, _) in text.match_indices("text(\"common-figures-") {
            let rest = &text[at + "text(\"".len()..];
            named.insert(rest[..rest.find('"').unwrap()].to_string());
        }
    }
    assert!(missing.is_empty(), "{}", missing.join("\n"));
    let unused: Vec<&String> = english.iter().filter(|id| !named.contains(*id)).collect();
    assert!(unused.is_empty(), "English messages no code shows: {unused:?}");
}

/// A string literal of the source, where it is, and what call it is in.
struct Literal {
    text: String,
    line: usize,
    /// The calls it is an argument of, innermost last (`info!`, `label`,
    /// `Id::new`).
    calls: Vec<String>,
}

/// The string literals of Rust `source` before its `#[cfg(test)]` module,
/// comments skipped.
fn literals(source: &str) -> Vec<Literal> {
    let source = source.split("#[cfg(test)]").next().unwrap_or_default();
    let chars: Vec<char> = source.chars().collect();
    let (mut i, mut line) = (0, 1);
    let mut out = Vec::new();
    let mut stack: Vec<String> = Vec::new();
    let mut last_path = String::new();
    while i < chars.len() {
        let c = chars[i];
        if c == '\n' {
            line += 1;
        }
        if c == '/' && chars.get(i + 1) == Some(&'/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
            continue;
        }
        if c == '/' && chars.get(i + 1) == Some(&'*') {
            while i + 1 < chars.len() && !(chars[i] == '*' && chars[i + 1] == '/') {
                line += usize::from(chars[i] == '\n');
                i += 1;
            }
            i += 2;
            continue;
        }
        if c == '\'' {
            // A char literal ('a', '\n', '\''), or a lifetime ('a).
            if chars.get(i + 1) == Some(&'\\') {
                i += 2;
                while i < chars.len() && chars[i] != '\'' {
                    i += 1;
                }
                i += 1;
                continue;
            }
            if chars.get(i + 2) == Some(&'\'') {
                i += 3;
                continue;
            }
            i += 1;
            continue;
        }
        let raw = c == 'r' && matches!(chars.get(i + 1), Some('"') | Some('#'));
        if c == '"' || raw {
            let start_line = line;
            let mut hashes = 0;
            if raw {
                i += 1;
                while chars.get(i) == Some(&'#') {
                    hashes += 1;
                    i += 1;
                }
            }
            i += 1;
            let mut text = String::new();
            while i < chars.len() {
                if !raw && chars[i] == '\\' {
                    text.push(chars.get(i + 1).copied().unwrap_or(' '));
                    i += 2;
                    continue;
                }
                if chars[i] == '"' && (0..hashes).all(|h| chars.get(i + 1 + h) == Some(&'#')) {
                    i += 1 + hashes;
                    break;
                }
                line += usize::from(chars[i] == '\n');
                text.push(chars[i]);
                i += 1;
            }
            out.push(Literal { text, line: start_line, calls: stack.clone() });
            last_path.clear();
            continue;
        }
        if c.is_alphanumeric() || c == '_' {
            let mut word = String::new();
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                word.push(chars[i]);
                i += 1;
            }
            if last_path.ends_with("::") {
                last_path.push_str(&word);
            } else {
                last_path = word;
            }
            continue;
        }
        match c {
            ':' if chars.get(i + 1) == Some(&':') => {
                last_path.push_str("::");
                i += 2;
                continue;
            }
            '!' => last_path.push('!'),
            '(' | '[' | '{' => {
                stack.push(std::mem::take(&mut last_path));
            }
            ')' | ']' | '}' => {
                stack.pop();
                last_path.clear();
            }
            c if c.is_whitespace() => {}
            _ => last_path.clear(),
        }
        i += 1;
    }
    out
}

/// Calls whose string arguments are for the log, the program or the
/// compiler, never for the player.
const NOT_SHOWN: &[&str] = &[
    "info!",
    "warn!",
    "error!",
    "debug!",
    "trace!",
    "panic!",
    "assert!",
    "assert_eq!",
    "assert_ne!",
    "debug_assert!",
    "unreachable!",
    "todo!",
    "expect",
    "include_str!",
    "include_bytes!",
    "concat!",
    "env!",
    "cfg!",
    "t!",
    "id_salt",
    "Id::new",
    "egui::Id::new",
    "Grid::new",
    "egui::Grid::new",
    "with",
    "matches!",
    "key_panel!",
    "push_id",
    "ends_with",
    "starts_with",
    "contains",
    "strip_prefix",
    "strip_suffix",
    "split",
    "find",
    "get",
    "Name::new",
    "from_id_salt",
    "ComboBox::from_id_salt",
    "egui::ComboBox::from_id_salt",
    "full_screen",
    "super::full_screen",
    "load",
    "event_id",
    "json_field",
    "render_to_string",
    "window_id",
    "super::window_id",
    "Cow::Borrowed",
    "std::borrow::Cow::Borrowed",
];

/// Whether `text` reads as words for a person: two words, or one word
/// written as a word (`Settings`, not `SetAcks` or `picker`), with format
/// placeholders (`{}`, `{name:.1}`) left out.
fn reads_as_words(text: &str, in_widget: bool) -> bool {
    let mut plain = String::new();
    let mut depth = 0;
    for c in text.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            c if depth == 0 => plain.push(c),
            _ => {}
        }
    }
    let words: Vec<&str> = plain
        .split(|c: char| !c.is_alphabetic() && c != '\'')
        .filter(|w| w.chars().filter(|c| c.is_alphabetic()).count() >= 2)
        .collect();
    match words.as_slice() {
        [] => false,
        [one] => {
            let mut cs = one.chars();
            let first = cs.next().unwrap();
            let rest_lower = cs.all(|c| !c.is_uppercase());
            (first.is_uppercase() && rest_lower && plain.trim() == *one) || (in_widget && rest_lower)
        }
        _ => plain.contains(' '),
    }
}

/// Calls that put their text on screen.
const WIDGETS: &[&str] = &[
    "label",
    "button",
    "weak",
    "heading",
    "small",
    "strong",
    "monospace",
    "on_hover_text",
    "hover_text",
    "RichText::new",
    "egui::RichText::new",
    "Window::new",
    "egui::Window::new",
    "checkbox",
    "selectable_label",
    "selectable_value",
    "hint_text",
    "text",
    "suffix",
    "prefix",
    "collapsing",
    "CollapsingHeader::new",
    "egui::CollapsingHeader::new",
    "menu_button",
    "Button::new",
    "egui::Button::new",
    "Label::new",
    "egui::Label::new",
    "format!",
    "Text2d::new",
    "Text2d",
    "selected_text",
    "radio_value",
    "radio",
    "name",
];

/// Whether a literal is text for the player: not an argument of a log,
/// an id or a check (the call it is directly in), and reads as words.
fn player_facing(lit: &Literal) -> bool {
    let call = lit.calls.last().map_or("", |c| c.as_str());
    // `Name::new(format!("card {}", id))`: the format's call decides.
    let outer = lit.calls.len().checked_sub(2).map_or("", |i| lit.calls[i].as_str());
    let not_shown = NOT_SHOWN.contains(&call) || (call == "format!" && NOT_SHOWN.contains(&outer));
    !not_shown && reads_as_words(&lit.text, WIDGETS.contains(&call))
}

#[test]
fn no_player_facing_literal_bypasses_the_layer() {
    let mut files = Vec::new();
    rust_files(&root().join("src/ui"), &mut files);
    rust_files(&root().join("src/view"), &mut files);
    let mut found = Vec::new();
    let mut scanned = 0;
    for path in &files {
        let source = std::fs::read_to_string(path).unwrap();
        let lines: Vec<&str> = source.lines().collect();
        for lit in literals(&source) {
            scanned += 1;
            if !player_facing(&lit) {
                continue;
            }
            let marked = |n: usize| n >= 1 && lines.get(n - 1).is_some_and(|l| l.contains("// l10n-ok"));
            if marked(lit.line) || marked(lit.line.saturating_sub(1)) {
                continue;
            }
            found.push(format!(
                "{}:{}: {:?} (in {})",
                path.strip_prefix(root()).unwrap().display(),
                lit.line,
                lit.text,
                lit.calls.last().map_or("", |c| c.as_str())
            ));
        }
    }
    assert!(scanned > 500, "only {scanned} literals read: is the scan broken?");
    assert!(
        found.is_empty(),
        "{} player-facing literals bypass the localisation layer (use t!, or mark the line `// l10n-ok: why`):\n{}",
        found.len(),
        found.join("\n")
    );
}

#[test]
fn the_scan_finds_what_it_should() {
    let source = "fn a(ui: &mut Ui) {\n    ui.label(\"Hello there\");\n    info!(\"a log line\");\n    ui.weak(format!(\"best {}\", x));\n    let id = egui::Id::new(\"some id\");\n    // ui.label(\"In a comment\");\n    ui.button(t!(\"x-y\"));\n    ui.label(\"Settings\");\n    full_screen(ctx, \"an id\", |ui| { ui.label(\"Inside\") });\n    match k { \"SetAcks\" => 1 }\n}\n";
    let lits = literals(source);
    let shown: Vec<&str> = lits.iter().filter(|l| player_facing(l)).map(|l| l.text.as_str()).collect();
    assert_eq!(shown, ["Hello there", "best {}", "Settings", "Inside"]);
}

/// The English RON of a shipped data file, by its stem.
fn data_source(stem: &str) -> PathBuf {
    match stem {
        "catalog" => root().join("assets/catalog.ron"),
        "achievements" => root().join("assets/achievements.ron"),
        "index" => root().join("scenarios/index.ron"),
        scenario => root().join(format!("scenarios/{scenario}.scenario.ron")),
    }
}

/// The placeholders of a data template: `{lag:billing}`, `{kind}`.
fn placeholders(text: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut rest = text;
    while let Some(start) = rest.find('{') {
        let Some(len) = rest[start..].find('}') else { break };
        out.insert(rest[start..start + len + 1].to_string());
        rest = &rest[start + len + 1..];
    }
    out
}

#[test]
fn every_shipped_data_text_is_translated_in_every_language() {
    use logjam::locale::{DATA_STEMS, data};
    // Every shipped scenario is translated (its stem is listed).
    for entry in std::fs::read_dir(root().join("scenarios")).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().to_string();
        if let Some(stem) = name.strip_suffix(".scenario.ron") {
            assert!(DATA_STEMS.contains(&stem), "{name} has no translations: add it to src/locale/files.rs");
        }
    }
    let mut problems = Vec::new();
    let mut count = 0;
    for stem in DATA_STEMS {
        let english = std::fs::read_to_string(data_source(stem)).unwrap();
        let texts = data::texts(&english);
        count += texts.len();
        let errors = data::register_shipped(stem, &english);
        problems.extend(errors.iter().map(|e| e.to_string()));
        for language in &Language::ALL[1..] {
            let path = root().join(format!("assets/locales/{}/data/{stem}.ftl", language.tag()));
            let ids: BTreeSet<String> = messages(&path).into_keys().collect();
            for (id, text) in &texts {
                if !ids.contains(id) {
                    problems.push(format!("{}: no {id}", path.display()));
                    continue;
                }
                let translated = data::text_in(*language, text);
                // Names may stay as they are (Shop API, Load Balancer); a
                // sentence may not.
                if translated == *text && text.split_whitespace().count() >= 5 {
                    problems.push(format!("{}: {id} is still English: {text}", path.display()));
                }
                if placeholders(&translated) != placeholders(text) {
                    problems.push(format!(
                        "{}: {id} has {:?}, the English {:?}",
                        path.display(),
                        placeholders(&translated),
                        placeholders(text)
                    ));
                }
            }
        }
    }
    assert!(count > 600, "only {count} data texts: is the walk broken?");
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}

#[test]
fn data_texts_are_named_by_where_they_are_and_translated_by_their_english() {
    use logjam::locale::data;
    let ron = r#"(
        name: "9. A test level",
        description: "Keep {lag:billing} low.", // a comment "not this"
        research: ["Message queues"],
        nodes: [(id: "api", kind: "api", name: "Test API"), (id: "orders", kind: "log")],
        incidents: [(kind: ZoneOutage, name: "Zone outage", answer: "Wait it out.")],
        list: ["Two words", "one"],
    )"#;
    let texts = data::texts(ron);
    let ids: Vec<&str> = texts.iter().map(|(id, _)| id.as_str()).collect();
    assert_eq!(
        ids,
        ["name", "description", "nodes-api-name", "incidents-ZoneOutage-name", "incidents-ZoneOutage-answer", "list-0"]
    );
    let ftl = "name = 9. Ein Testlevel\ndescription = Halte {\"{\"}lag:billing{\"}\"} niedrig.\nnope = Alt";
    let errors = data::register("mod.scenario.ron", ron, &[(Language::German, "mod.scenario.de.ftl".into(), ftl)]);
    assert_eq!(errors.len(), 1, "{errors:?}");
    assert!(errors[0].to_string().contains("'nope' is no text of the file"), "{}", errors[0]);
    assert_eq!(data::text_in(Language::German, "9. A test level"), "9. Ein Testlevel");
    assert_eq!(data::text_in(Language::German, "Keep {lag:billing} low."), "Halte {lag:billing} niedrig.");
    assert_eq!(data::text_in(Language::German, "Test API"), "Test API", "untranslated: the English");
    // The shipped data's own translations are there from the first look-up;
    // a mod's own words for the same English win.
    assert_eq!(data::text_in(Language::German, "Shop API"), "Shop-API");
    let own = r#"(name: "Shop API", description: "Keep {lag:billing} low.")"#;
    data::register("own.scenario.ron", own, &[(Language::German, "own.scenario.de.ftl".into(), "name = Laden-API")]);
    assert_eq!(data::text_in(Language::German, "Shop API"), "Laden-API");
    data::register("own.scenario.ron", own, &[]);
    assert_eq!(data::text_in(Language::German, "Shop API"), "Shop-API", "a file loaded again without them lets go");
    assert_eq!(data::text_in(Language::English, "9. A test level"), "9. A test level");
    // The template a translator starts from reads back as the English.
    let template = data::template("t.ron", &texts);
    let (l, errors) = Localizer::from_files([("en", "t.ftl", template.as_str())]);
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(l.format(Language::English, "description", None), "Keep {lag:billing} low.");
}

#[test]
fn logjam_check_reads_the_translations_beside_a_scenario() {
    let dir = std::env::temp_dir().join(format!("logjam-l10n-check-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("mine.scenario.ron");
    std::fs::copy(root().join("scenarios/campaign-3-hot-key.scenario.ron"), &file).unwrap();
    assert!(logjam::headless::check(&file, None).is_ok(), "no translations: fine");
    std::fs::write(dir.join("mine.scenario.de.ftl"), "name = 3. Mein Level\nnodes-typo-name = Laden\n").unwrap();
    let e = logjam::headless::check(&file, None).unwrap_err();
    assert!(e.contains("mine.scenario.de.ftl") && e.contains("'nodes-typo-name' is no text of the file"), "{e}");
    std::fs::write(dir.join("mine.scenario.de.ftl"), "name = 3. Mein Level\nnodes-api-name = Laden-API\n").unwrap();
    assert!(logjam::headless::check(&file, None).is_ok());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn figures_read_as_each_language_writes_them() {
    use logjam::rules::catalog::Traffic;
    use logjam::rules::words::{count, count_in, dollars_in, fixed_in};
    for language in Language::ALL {
        let f = logjam::locale::figures(language);
        assert_eq!(f.integer("999"), "999", "{language:?}");
    }
    assert_eq!(count_in(Language::English, 1_234_567), count(1_234_567));
    assert_eq!(count_in(Language::German, 1_234_567), "1.234.567");
    assert_eq!(count_in(Language::Spanish, 4_321), "4321");
    assert_eq!(count_in(Language::Spanish, 54_321), "54.321");
    assert_eq!(dollars_in(Language::BrazilianPortuguese, 5027.0), "$5.027");
    assert_eq!(fixed_in(Language::BrazilianPortuguese, 0.6, 2), "0,60");
    // Fluent's own numbers take the decimal mark too; English's are as written.
    let mut args = logjam::locale::FluentArgs::new();
    args.set("days", 2.5);
    assert_eq!(logjam::locale::tr_in(Language::German, "common-days", Some(&args)), "2,5 Tage");
    assert_eq!(logjam::locale::tr_in(Language::English, "common-days", Some(&args)), "2.5 days");
    assert_eq!(
        Traffic::words_in(Language::English, &[Traffic::Task, Traffic::Write]),
        Traffic::words(&[Traffic::Task, Traffic::Write])
    );
    assert_eq!(Traffic::words_in(Language::German, &[]), "nichts");
}

#[test]
fn a_rebalance_says_why_in_each_language_and_english_as_before() {
    use logjam::sim::nodes::{RebalanceWhy, Rebalanced};
    let r = Rebalanced {
        at: 12.0,
        epoch: Some(4),
        why: vec![RebalanceWhy::Joined("w2".into()), RebalanceWhy::NoHeartbeat("w1".into(), 10.0)],
    };
    assert_eq!(r.words(), "group epoch 4: w2 joined; w1 sent no heartbeat for 10 s (session.timeout)");
    let german = r.words_in(Language::German);
    assert!(german.starts_with("Gruppen-Epoch 4: w2 ist beigetreten; "), "{german}");
    let classic = Rebalanced { at: 0.0, epoch: None, why: vec![RebalanceWhy::Partitions(6)] };
    assert_eq!(classic.words(), "its metadata refresh found 6 partitions (metadata.max.age)");
}
