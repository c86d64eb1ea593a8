//! The localisation layer: every player-facing string the game shows goes
//! through here, as a Fluent message (`assets/locales/<language>/*.ftl`,
//! <https://projectfluent.org>), in the player's language (English,
//! German, Spanish or Brazilian Portuguese), picked in the settings and by
//! default the system's (the browser's on the web) language
//! (docs/RULES.md#languages).
//!
//! Code names a message by its id, with its variables: `t!("title-continue")`,
//! `t!("top-bar-money", amount = money)`. A message missing in a language
//! falls back to English, and one missing in English shows its id (the
//! suite fails on both, `tests/it/locales.rs`). What is machine-facing stays
//! English and outside this layer: logs, `logjam run`'s report, the rule
//! names the console reads, Kafka's own setting names (`acks`,
//! `auto.offset.reset`) quoted as they are.
//!
//! The language is one process-wide choice, like the UI scale: [`set`] picks
//! it (the settings do, when they load and when the player changes it), and
//! [`tr`] reads it from any system without a parameter.
//!
//! It is a layer of its own above the console and below the rule data, and
//! uses nothing of the crate: the rules, the sim and everything above may
//! speak through it; the settings call [`set`] (docs/ARCHITECTURE.md).

pub mod data;
mod files;

use std::sync::{LazyLock, RwLock};

use fluent_bundle::FluentResource;
use fluent_bundle::concurrent::FluentBundle;
use serde::{Deserialize, Serialize};
use unic_langid::LanguageIdentifier;

pub use files::{AREAS, DATA_STEMS};
pub use fluent_bundle::{FluentArgs, FluentValue};

/// A language the game is written in.
///
/// Written in files as its tag, a string: `"de"`, `"pt-BR"`.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, strum::EnumIter,
)]
#[serde(into = "String", try_from = "String")]
pub enum Language {
    /// English, the language the game is written in first; every other
    /// falls back to it.
    #[default]
    English,
    /// German.
    German,
    /// Spanish.
    Spanish,
    /// Brazilian Portuguese.
    BrazilianPortuguese,
}

impl From<Language> for String {
    fn from(language: Language) -> String {
        language.tag().to_string()
    }
}

impl TryFrom<String> for Language {
    type Error = String;

    /// Errors: a tag that is not one of the game's (`"fr"`), naming them.
    fn try_from(tag: String) -> Result<Language, String> {
        Language::ALL
            .into_iter()
            .find(|l| l.tag() == tag)
            .ok_or_else(|| format!("'{tag}' is not a language the game has (en, de, es, pt-BR)"))
    }
}

impl Language {
    /// Every language, in the order the settings list them.
    pub const ALL: [Language; 4] =
        [Language::English, Language::German, Language::Spanish, Language::BrazilianPortuguese];

    /// The BCP 47 tag, which is also the folder under `assets/locales/`:
    /// `en`, `de`, `es`, `pt-BR`.
    pub fn tag(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::German => "de",
            Language::Spanish => "es",
            Language::BrazilianPortuguese => "pt-BR",
        }
    }

    /// The language's name in itself, as the settings show it.
    pub fn native_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::German => "Deutsch",
            Language::Spanish => "Español",
            Language::BrazilianPortuguese => "Português (Brasil)",
        }
    }

    /// The language a locale tag asks for (`de_DE.UTF-8`, `pt-BR`, `es-419`,
    /// `en-US`), or `None` for one the game is not written in. Portuguese
    /// of any region reads the Brazilian text.
    pub fn from_locale(tag: &str) -> Option<Language> {
        let tag = tag.split(['.', '@']).next().unwrap_or_default().replace('_', "-");
        let primary = tag.split('-').next().unwrap_or_default().to_ascii_lowercase();
        match primary.as_str() {
            "en" => Some(Language::English),
            "de" => Some(Language::German),
            "es" => Some(Language::Spanish),
            "pt" => Some(Language::BrazilianPortuguese),
            _ => None,
        }
    }

    /// The system's language (on the web, the browser's), the first of its
    /// preferred languages the game is written in; English when none is.
    pub fn system() -> Language {
        sys_locale::get_locales().find_map(|tag| Language::from_locale(&tag)).unwrap_or_default()
    }

    fn langid(self) -> LanguageIdentifier {
        self.tag().parse().unwrap_or_default()
    }
}

/// The messages of every language, parsed once.
pub struct Localizer {
    bundles: Vec<(Language, FluentBundle<FluentResource>)>,
    figures: Vec<(Language, Figures)>,
}

/// How a language writes a figure, read from its `common-figures-*` messages in
/// `assets/locales/<tag>/common.ftl` (the CLDR's number symbols for it;
/// docs/RULES.md#languages): `12,345.5` in English, `12.345,5` in German.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Figures {
    /// Between groups of three digits: `,` (English), `.` (German).
    pub group: String,
    /// Before the fraction: `.` (English), `,` (German).
    pub decimal: String,
    /// The fewest digits a figure has before its first group separator
    /// (the CLDR's minimum grouping digits): 1 writes `5,102`; Spanish's 2
    /// writes `5102` but `15.102`.
    pub min_grouping: usize,
}

impl Default for Figures {
    /// English's.
    fn default() -> Figures {
        Figures { group: ",".into(), decimal: ".".into(), min_grouping: 1 }
    }
}

impl Figures {
    /// A whole number grouped: `digits` is a run of ASCII digits
    /// (`"1234567"` → `1,234,567` in English); anything else comes back as
    /// it is.
    pub fn integer(&self, digits: &str) -> String {
        if !digits.bytes().all(|b| b.is_ascii_digit()) || digits.len() < 3 + self.min_grouping.max(1) {
            return digits.to_string();
        }
        let mut out = String::with_capacity(digits.len() + digits.len() / 3 * self.group.len());
        for (i, c) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i).is_multiple_of(3) {
                out.push_str(&self.group);
            }
            out.push(c);
        }
        out
    }

    /// `v` with `places` decimals, as `format!("{v:.places$}")` writes it
    /// but with this language's decimal mark (`1.5` → `1,5` in German); the
    /// whole part is not grouped, as that format does not group it.
    pub fn fixed(&self, v: f64, places: usize) -> String {
        self.marked(&format!("{v:.places$}"))
    }

    /// A number Rust or Fluent wrote (`"-12345.25"`) as this language
    /// writes it: its whole part grouped, its decimal mark (`-12.345,25` in
    /// German).
    pub fn number(&self, written: &str) -> String {
        let (sign, unsigned) = written.strip_prefix('-').map_or(("", written), |rest| ("-", rest));
        let (whole, fraction) = unsigned.split_once('.').map_or((unsigned, None), |(w, f)| (w, Some(f)));
        match fraction {
            Some(f) => format!("{sign}{}{}{f}", self.integer(whole), self.decimal),
            None => format!("{sign}{}", self.integer(whole)),
        }
    }

    /// A number Rust or Fluent wrote with a `.` (`"-0.25"`) with this
    /// language's decimal mark instead.
    pub fn marked(&self, written: &str) -> String {
        if self.decimal == "." { written.to_string() } else { written.replacen('.', &self.decimal, 1) }
    }
}

/// Fluent's numbers (a message's numeric variable shown as it is, `{ $count
/// } brokers`) grouped and with the language's decimal mark (`1.500` in
/// German): English keeps Fluent's own writing, so its text, which the
/// report keeps, is what it was.
type NumberFormatter = fn(&FluentValue, &intl_memoizer::concurrent::IntlLangMemoizer) -> Option<String>;

fn number_formatter(language: Language) -> Option<NumberFormatter> {
    fn marked(language: Language, value: &FluentValue) -> Option<String> {
        match value {
            FluentValue::Number(n) => Some(figures(language).number(&n.as_string())),
            _ => None,
        }
    }
    match language {
        Language::English => None,
        Language::German => Some(|v, _| marked(Language::German, v)),
        Language::Spanish => Some(|v, _| marked(Language::Spanish, v)),
        Language::BrazilianPortuguese => Some(|v, _| marked(Language::BrazilianPortuguese, v)),
    }
}

/// Something wrong in a message file: the file and what (a Fluent syntax
/// error with its byte range, or a message defined twice).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LocaleError {
    /// `assets/locales/de/title.ftl`.
    pub file: String,
    /// What is wrong, in a sentence.
    pub message: String,
}

impl std::fmt::Display for LocaleError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.file, self.message)
    }
}

impl Localizer {
    /// The shipped messages (`assets/locales/`, built into the game).
    ///
    /// Errors: every syntax error or message defined twice, with its file;
    /// what could be read is kept.
    pub fn shipped() -> (Localizer, Vec<LocaleError>) {
        Localizer::from_files(files::SHIPPED.iter().map(|(tag, name, text)| (*tag, *name, *text)))
    }

    /// Messages from `(language tag, file name, text)`; a file of a tag the
    /// game does not know is reported and left out.
    pub fn from_files<'a>(
        files: impl IntoIterator<Item = (&'a str, &'a str, &'a str)>,
    ) -> (Localizer, Vec<LocaleError>) {
        let mut errors = Vec::new();
        let mut bundles: Vec<(Language, FluentBundle<FluentResource>)> = Language::ALL
            .iter()
            .map(|&language| {
                let mut bundle = FluentBundle::new_concurrent(vec![language.langid()]);
                // Unicode isolation marks around each placeable: our fonts
                // draw them as boxes, and every text is left to right.
                bundle.set_use_isolating(false);
                bundle.set_formatter(number_formatter(language));
                (language, bundle)
            })
            .collect();
        for (tag, name, text) in files {
            let file = format!("assets/locales/{tag}/{name}");
            let Some(language) = Language::ALL.into_iter().find(|l| l.tag() == tag) else {
                errors.push(LocaleError { file, message: format!("'{tag}' is not a language the game has") });
                continue;
            };
            let resource = match FluentResource::try_new(text.to_string()) {
                Ok(resource) => resource,
                Err((resource, parse_errors)) => {
                    for e in parse_errors {
                        errors.push(LocaleError {
                            file: file.clone(),
                            message: format!("{:?} at bytes {:?}", e.kind, e.pos),
                        });
                    }
                    resource
                }
            };
            let bundle = &mut bundles.iter_mut().find(|(l, _)| *l == language).expect("every language has a bundle").1;
            if let Err(duplicates) = bundle.add_resource(resource) {
                for e in duplicates {
                    errors.push(LocaleError { file: file.clone(), message: e.to_string() });
                }
            }
        }
        let mut localizer = Localizer { bundles, figures: Vec::new() };
        localizer.figures = Language::ALL.iter().map(|&l| (l, localizer.read_figures(l))).collect();
        (localizer, errors)
    }

    /// The language's `common-figures-*` messages; English's figures where one is
    /// missing or unreadable.
    fn read_figures(&self, language: Language) -> Figures {
        let english = Figures::default();
        let text = |id: &str| self.lookup(language, id, None).filter(|t| !t.is_empty());
        Figures {
            group: text("common-figures-group").unwrap_or(english.group),
            decimal: text("common-figures-decimal").unwrap_or(english.decimal),
            min_grouping: text("common-figures-min-grouping")
                .and_then(|t| t.trim().parse().ok())
                .unwrap_or(english.min_grouping),
        }
    }

    /// How `language` writes figures.
    pub fn figures(&self, language: Language) -> &Figures {
        static ENGLISH: LazyLock<Figures> = LazyLock::new(Figures::default);
        self.figures.iter().find(|(l, _)| *l == language).map(|(_, f)| f).unwrap_or(&ENGLISH)
    }

    /// The message `id` in `language`, with `args`; English when the
    /// language lacks it; the id itself when English does too.
    pub fn format(&self, language: Language, id: &str, args: Option<&FluentArgs>) -> String {
        self.lookup(language, id, args)
            .or_else(|| self.lookup(Language::English, id, args))
            .unwrap_or_else(|| id.to_string())
    }

    /// Whether `language` has the message `id` itself (no fallback).
    pub fn has(&self, language: Language, id: &str) -> bool {
        self.bundle(language).is_some_and(|b| b.has_message(id))
    }

    fn bundle(&self, language: Language) -> Option<&FluentBundle<FluentResource>> {
        self.bundles.iter().find(|(l, _)| *l == language).map(|(_, b)| b)
    }

    fn lookup(&self, language: Language, id: &str, args: Option<&FluentArgs>) -> Option<String> {
        let bundle = self.bundle(language)?;
        let pattern = bundle.get_message(id)?.value()?;
        let mut errors = Vec::new();
        Some(bundle.format_pattern(pattern, args, &mut errors).into_owned())
    }
}

static SHIPPED: LazyLock<Localizer> = LazyLock::new(|| {
    let (localizer, errors) = Localizer::shipped();
    for e in errors {
        bevy::log::error!("{e}");
    }
    localizer
});

static CURRENT: RwLock<Language> = RwLock::new(Language::English);

/// Picks the language every later [`tr`] speaks.
pub fn set(language: Language) {
    if let Ok(mut current) = CURRENT.write() {
        *current = language;
    }
}

/// The language [`tr`] speaks now.
pub fn current() -> Language {
    CURRENT.read().map(|l| *l).unwrap_or_default()
}

/// The shipped message `id` in the current language, with `args` (use the
/// [`t!`](crate::t) macro).
pub fn tr(id: &str, args: Option<&FluentArgs>) -> String {
    SHIPPED.format(current(), id, args)
}

/// The shipped message `id` in `language`, whatever the current one is (the
/// words a run's report keeps in English while the screen shows the
/// player's language).
pub fn tr_in(language: Language, id: &str, args: Option<&FluentArgs>) -> String {
    SHIPPED.format(language, id, args)
}

/// How `language` writes figures, from the shipped messages.
pub fn figures(language: Language) -> &'static Figures {
    SHIPPED.figures(language)
}

/// A message's variable from a number or a text (`t!`'s values).
pub fn arg<'a>(value: impl Into<FluentValue<'a>>) -> FluentValue<'a> {
    value.into()
}

/// A player-facing string in the current language: `t!("title-continue")`,
/// or with variables, `t!("top-bar-money", amount = text, count = n)`
/// (numbers select plurals; text is shown as it is). See [`crate::locale`].
#[macro_export]
macro_rules! t {
    ($id:literal) => {
        $crate::locale::tr($id, None)
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::locale::FluentArgs::new();
        $( args.set(stringify!($name), $crate::locale::arg($value)); )+
        $crate::locale::tr($id, Some(&args))
    }};
}
