//! The data's translations: the texts of scenarios, the catalog, the
//! achievements and the scenario index stay English in their RON files (a
//! modder writes one file), and each language translates them in a Fluent
//! file of its own, one message for each text, named by where the text is
//! in the file (docs/RULES.md#languages):
//!
//! ```text
//! description = Ein großer Kunde schickt die Hälfte aller Bestellungen. …
//! hints-0-say = Billings Lag liegt bei {"{"}lag:billing{"}"} und wächst. …
//! nodes-0-name = Shop-API
//! ```
//!
//! The shipped data's are `assets/locales/<tag>/data/<stem>.ftl` (the stem
//! of `campaign-3-hot-key.scenario.ron` is `campaign-3-hot-key`); a mod's
//! sit beside its scenario as `<name>.scenario.<tag>.ftl`. `logjam strings
//! FILE` prints the file to start a translation from, every text in
//! English.
//!
//! [`register`] pairs each translated message with the English text at the
//! same place: the shipped data's with their English as shipped (built in,
//! at the first look-up), a mod's when it loads. The screen shows [`text`]
//! of an English text, which is its translation in the current language
//! where there is one, else the English (a shipped text edited on disk
//! shows as edited). The data itself never changes: its ids, names
//! and the report of a run are the same in every language.

use std::collections::HashMap;
use std::sync::{LazyLock, RwLock};

use fluent_bundle::FluentResource;
use fluent_bundle::concurrent::FluentBundle;

use super::{Language, LocaleError, current};

/// Fields whose strings are names the data refers to or machine text, never
/// shown as written: ids, keys, groups, commands, research and era names
/// (those are translated where the catalog defines them), achievement
/// conditions. The nearest field of a string decides.
const NOT_TEXT: &[&str] = &[
    "id",
    "kind",
    "group",
    "key",
    "prefix",
    "topic",
    "zone",
    "zones",
    "region",
    "regions",
    "from",
    "to",
    "catalog",
    "console",
    "research",
    "era",
    "requires",
    "unlocks_next",
    "file",
    "dead_letter",
    "group_instance_id",
    "target",
    "icon",
    "earn",
    "never_in",
    "point",
    "node",
    "stands_for",
    "scenario",
    "answers",
    "commands",
    "type_line",
    "expect",
    "solution",
    "when",
];

/// Fields nothing under which is text: conditions and console lines. (A
/// research item's name is not text either: research names are the
/// features' names, English in every language, as the hints quote them.)
const NOT_TEXT_UNDER: &[&str] = &["earn", "when", "console", "never_in", "wait"];

/// Fields whose one-word strings are still text (a card's name, a title).
const NAMES: &[&str] = &["name", "title", "label", "section", "short"];

/// The texts of a RON data file, in the order they appear: `(id, English)`,
/// the id the path of field names and list positions to the text joined
/// by `-` (`hints-0-say`, `incidents-BrokerFailure-answer`). A string is a
/// text when it has letters and a space, or is a [`NAMES`] field's; never
/// when its nearest field is a [`NOT_TEXT`] one. Text that is not RON gives what was read
/// before the error.
pub fn texts(ron: &str) -> Vec<(String, String)> {
    let chars: Vec<char> = ron.chars().collect();
    let mut out = Vec::new();
    // Each open bracket: its path segment so far and, inside it, the field
    // or position the next value is at.
    let mut path: Vec<Segment> = Vec::new();
    let mut ident = String::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c == '/' && chars.get(i + 1) == Some(&'/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
            continue;
        }
        if c == '/' && chars.get(i + 1) == Some(&'*') {
            while i + 1 < chars.len() && !(chars[i] == '*' && chars[i + 1] == '/') {
                i += 1;
            }
            i += 2;
            continue;
        }
        let raw = c == 'r' && ident.is_empty() && matches!(chars.get(i + 1), Some('"') | Some('#'));
        if c == '"' || raw {
            let (text, next) = string_at(&chars, i, raw);
            i = next;
            // A string as a map key (`"api": (…)`) names what follows.
            if let Some(top) = path.last_mut()
                && top.is_map
                && top.key.is_none()
            {
                top.key = Some(clean(&text));
                continue;
            }
            let field = path.last().and_then(|s| s.key.clone()).unwrap_or_default();
            name_element(&mut path, &field, &text);
            // The nearest field decides: a scenario's `research: ["…"]` are
            // names, the catalog's `research: [(name: "…", about: "…")]` text.
            let mut keys = path.iter().rev().filter_map(|s| s.key.as_deref());
            let (nearest, parent) = (keys.next(), keys.next());
            // A component's `group` is the build menu's heading ("Compute"),
            // not a consumer group's name.
            let heading = nearest == Some("group") && path.iter().find_map(|s| s.key.as_deref()) == Some("components");
            let excluded = !heading
                && (nearest.is_some_and(|k| NOT_TEXT.contains(&k))
                    || path.iter().any(|s| s.key.as_deref().is_some_and(|k| NOT_TEXT_UNDER.contains(&k)))
                    || (parent == Some("research") && nearest == Some("name")));
            let is_text = text.chars().any(char::is_alphabetic)
                && (text.contains(' ')
                    || heading
                    || NAMES.contains(&field.as_str())
                    || path.iter().any(|s| s.key.as_deref() == Some("section")));
            if is_text && !excluded {
                out.push((id_of(&path), text));
            }
            continue;
        }
        if c.is_alphanumeric() || c == '_' {
            ident.push(c);
            i += 1;
            continue;
        }
        match c {
            ':' => {
                if let Some(top) = path.last_mut()
                    && !ident.is_empty()
                {
                    top.key = Some(std::mem::take(&mut ident));
                }
            }
            ',' | ')' if !ident.is_empty() => {
                let field = path.last().and_then(|s| s.key.clone()).unwrap_or_default();
                let value = std::mem::take(&mut ident);
                name_element(&mut path, &field, &value);
                if c == ')' {
                    path.pop();
                } else if let Some(top) = path.last_mut() {
                    top.index += 1;
                    if !top.is_list {
                        top.key = None;
                    }
                }
            }
            '(' | '[' | '{' => {
                let in_list = path.last().is_some_and(|s| s.is_list);
                ident.clear();
                path.push(Segment { index: 0, key: None, is_list: c == '[', is_map: c == '{', in_list, name: None });
            }
            ')' | ']' | '}' => {
                path.pop();
            }
            ',' => {
                if let Some(top) = path.last_mut() {
                    top.index += 1;
                    if !top.is_list {
                        top.key = None;
                    }
                }
            }
            _ => {}
        }
        if !c.is_whitespace() {
            ident.clear();
        }
        i += 1;
    }
    out
}

/// One open bracket of a RON file.
struct Segment {
    /// The position of the value now being read (in a list or a tuple).
    index: usize,
    /// The field (or map key) of the value now being read.
    key: Option<String>,
    is_list: bool,
    is_map: bool,
    /// Whether it is an element of a list.
    in_list: bool,
    /// A list element's `id` or `kind`: it names the element in ids in
    /// place of its position, so that adding or moving an element keeps
    /// the others' ids.
    name: Option<String>,
}

/// A list element's first `id` or `kind` names it.
fn name_element(path: &mut [Segment], field: &str, value: &str) {
    if let Some(top) = path.last_mut()
        && top.in_list
        && top.name.is_none()
        && matches!(field, "id" | "kind")
    {
        top.name = Some(clean(value));
    }
}

/// The id of the value now being read: each list's position (or the
/// element's name) and each field, joined by `-`; one that would not start
/// with a letter starts with `item-`.
fn id_of(path: &[Segment]) -> String {
    let mut parts = Vec::new();
    for (n, s) in path.iter().enumerate() {
        if s.is_list {
            let named = path.get(n + 1).and_then(|e| e.name.clone());
            parts.push(named.unwrap_or_else(|| s.index.to_string()));
        } else if let Some(key) = &s.key {
            parts.push(key.clone());
        }
    }
    let id = parts.join("-");
    if id.starts_with(|c: char| c.is_ascii_alphabetic()) { id } else { format!("item-{id}") }
}

/// A map key as an id segment: letters, digits, `-` and `_` kept, anything
/// else `-`.
fn clean(key: &str) -> String {
    key.chars().map(|c| if c.is_ascii_alphanumeric() || c == '_' || c == '-' { c } else { '-' }).collect()
}

/// The string literal starting at `at`, and the index after it.
fn string_at(chars: &[char], mut i: usize, raw: bool) -> (String, usize) {
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
            match chars.get(i + 1) {
                Some('n') => text.push('\n'),
                Some('t') => text.push('\t'),
                Some(&c) => text.push(c),
                None => {}
            }
            i += 2;
            continue;
        }
        if chars[i] == '"' && (0..hashes).all(|h| chars.get(i + 1 + h) == Some(&'#')) {
            return (text, i + 1 + hashes);
        }
        text.push(chars[i]);
        i += 1;
    }
    (text, i)
}

/// A Fluent file of `texts`, each message the English to translate
/// (`{` and `}` written as Fluent's literals, lines after the first
/// indented), headed by a comment naming `file`.
pub fn template(file: &str, texts: &[(String, String)]) -> String {
    let mut out =
        format!("# The texts of {file}, to translate: keep each id and each {{\"{{\"}}…{{\"}}\"}} as it is.\n\n");
    for (id, text) in texts {
        out.push_str(&format!("{id} = {}\n", escape(text)));
    }
    out
}

/// `text` as a Fluent value.
fn escape(text: &str) -> String {
    let mut out = String::new();
    for (n, line) in text.split('\n').enumerate() {
        if n > 0 {
            out.push_str("\n    ");
        }
        let mut line: String = line
            .chars()
            .map(|c| match c {
                '{' => "{\"{\"}".to_string(),
                '}' => "{\"}\"}".to_string(),
                c => c.to_string(),
            })
            .collect();
        // A value or line that starts with a space, or a line that starts
        // with what Fluent reads as syntax, starts with an empty literal.
        if line.starts_with([' ', '[', '*', '.']) || (line.is_empty() && n > 0) {
            line.insert_str(0, "{\"\"}");
        }
        out.push_str(&line);
    }
    out
}

/// English text → its translation, for each language.
type Table = HashMap<Language, HashMap<String, String>>;

/// The shipped data's translations.
static TABLE: LazyLock<RwLock<Table>> = LazyLock::new(Default::default);

/// The mods' translations, by scenario file, looked up before the shipped
/// ones (a mod's own words win over a shipped text's that reads the same in
/// English); a file's are replaced when it loads again.
static MODS: LazyLock<RwLock<HashMap<String, Table>>> = LazyLock::new(Default::default);

fn write(table: &RwLock<Table>) -> std::sync::RwLockWriteGuard<'_, Table> {
    match table.write() {
        Ok(t) => t,
        Err(poisoned) => poisoned.into_inner(),
    }
}

/// Reads the translations of a data file into `table`: `english` is its
/// RON text, `translations` each language's Fluent file `(language, file
/// name for errors, text)`. Each message whose id is a text of the file
/// becomes that text's translation in its language.
fn register_in(table: &RwLock<Table>, english: &str, translations: &[(Language, String, &str)]) -> Vec<LocaleError> {
    let texts = texts(english);
    let mut errors = Vec::new();
    let mut table = write(table);
    for (language, file, ftl) in translations {
        let (pairs, mut e) = translate(&texts, *language, file, ftl);
        errors.append(&mut e);
        table.entry(*language).or_default().extend(pairs);
    }
    errors
}

/// The translations of a mod's scenario `file` (see [`register_in`]); they
/// replace what that file had.
///
/// Errors: a file that is not Fluent (what parsed is kept); a message that
/// is no text of the file (a stale or misspelt id).
pub fn register(file: &str, english: &str, translations: &[(Language, String, &str)]) -> Vec<LocaleError> {
    let table = RwLock::new(Table::new());
    let errors = register_in(&table, english, translations);
    let table = table.into_inner().unwrap_or_default();
    if let Ok(mut mods) = MODS.write() {
        if table.is_empty() {
            mods.remove(file);
        } else {
            mods.insert(file.to_string(), table);
        }
    }
    errors
}

/// Every error in a scenario's translations beside it, without keeping
/// them (`logjam check`).
pub fn check(english: &str, translations: &[(Language, String, &str)]) -> Vec<LocaleError> {
    let texts = texts(english);
    translations.iter().flat_map(|(language, file, ftl)| translate(&texts, *language, file, ftl).1).collect()
}

/// `(English, translation)` for each of `texts` that `ftl` translates.
fn translate(
    texts: &[(String, String)],
    language: Language,
    file: &str,
    ftl: &str,
) -> (Vec<(String, String)>, Vec<LocaleError>) {
    let mut errors = Vec::new();
    let resource = match FluentResource::try_new(ftl.to_string()) {
        Ok(r) => r,
        Err((r, e)) => {
            errors.extend(e.into_iter().map(|e| LocaleError {
                file: file.to_string(),
                message: format!("{:?} at bytes {:?}", e.kind, e.pos),
            }));
            r
        }
    };
    let ids: Vec<String> = resource
        .entries()
        .filter_map(|e| match e {
            fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_string()),
            _ => None,
        })
        .collect();
    for id in ids.iter().filter(|id| !texts.iter().any(|(t, _)| t == *id)) {
        errors.push(LocaleError { file: file.to_string(), message: format!("'{id}' is no text of the file") });
    }
    let mut bundle = FluentBundle::new_concurrent(vec![language.tag().parse().unwrap_or_default()]);
    bundle.set_use_isolating(false);
    let _ = bundle.add_resource(resource);
    let pairs = texts
        .iter()
        .filter_map(|(id, english)| {
            let pattern = bundle.get_message(id)?.value()?;
            let mut e = Vec::new();
            Some((english.clone(), bundle.format_pattern(pattern, None, &mut e).into_owned()))
        })
        .collect();
    (pairs, errors)
}

/// Registers a shipped data file's translations (`stem`: `catalog`,
/// `achievements`, `index` or a scenario's, `campaign-3-hot-key`), from the
/// files built into the game.
pub fn register_shipped(stem: &str, english: &str) -> Vec<LocaleError> {
    register_in(&TABLE, english, &shipped(stem))
}

/// Registers every shipped data file's translations, once, paired with
/// the shipped English built into the game (before the first look-up).
fn register_everything_shipped() {
    static DONE: std::sync::Once = std::sync::Once::new();
    DONE.call_once(|| {
        for (stem, english) in super::files::DATA_ENGLISH {
            for e in register_shipped(stem, english) {
                bevy::log::warn!("{e}");
            }
        }
    });
}

/// The built-in translations of the shipped data file `stem`: `(language,
/// file, text)`.
pub fn shipped(stem: &str) -> Vec<(Language, String, &'static str)> {
    super::files::SHIPPED_DATA
        .iter()
        .filter(|(_, s, _)| *s == stem)
        .filter_map(|(tag, _, text)| {
            let language = Language::ALL.into_iter().find(|l| l.tag() == *tag)?;
            Some((language, format!("assets/locales/{tag}/data/{stem}.ftl"), *text))
        })
        .collect()
}

/// A data text in the current language: its translation where one is
/// registered, else the English as it is.
pub fn text(english: &str) -> String {
    text_in(current(), english)
}

/// A data text in `language` (see [`text`]).
pub fn text_in(language: Language, english: &str) -> String {
    if language == Language::English {
        return english.to_string();
    }
    register_everything_shipped();
    let in_mods = || MODS.read().ok()?.values().find_map(|t| t.get(&language)?.get(english).cloned());
    let shipped = || TABLE.read().ok()?.get(&language)?.get(english).cloned();
    in_mods().or_else(shipped).unwrap_or_else(|| english.to_string())
}
