//! Figures in words, the same everywhere the player reads them (the stars'
//! criteria, the outcome of a run, the debrief): counts with thousands
//! separators, dollars, and sim time as a clock.
//!
//! `count`, `amount` and `dollars` write English's figures (`12,345`), what
//! a run's report and the console keep; their `_in` forms write a language's
//! own (`12.345` in German, from `assets/locales/<tag>/common.ftl`), what
//! the screen shows.

use crate::locale::{FluentArgs, Language};

/// A shipped message in `language`, whatever language the player reads:
/// the words a run's report and log keep in English, and the screen shows
/// in the player's language (use [`t!`](crate::rules::words::t)).
pub fn say(language: Language, id: &str, args: Option<&FluentArgs>) -> String {
    crate::locale::tr_in(language, id, args)
}

/// [`crate::t!`] in a given language: `words::t!("rules-goal-replay" in
/// language, group = g)`.
macro_rules! t {
    ($id:literal in $language:expr) => {
        $crate::rules::words::say($language, $id, None)
    };
    ($id:literal in $language:expr, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::locale::FluentArgs::new();
        $( args.set(stringify!($name), $crate::locale::arg($value)); )+
        $crate::rules::words::say($language, $id, Some(&args))
    }};
}
pub(crate) use t;

/// `12,345`.
pub fn count(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// A count that may be fractional (stale results are weighted), rounded:
/// `1,234`; a negative one with its sign.
pub fn amount(v: f64) -> String {
    let sign = if v.round() < 0.0 { "-" } else { "" };
    format!("{sign}{}", count(v.abs().round() as u64))
}

/// `$4,000`, whole dollars; `-$12` below zero.
pub fn dollars(v: f64) -> String {
    let sign = if v.round() < 0.0 { "-" } else { "" };
    format!("{sign}${}", count(v.abs().round() as u64))
}

/// [`count`] as `language` writes it: `12.345` in German, `5102` but
/// `15.102` in Spanish.
pub fn count_in(language: Language, n: u64) -> String {
    crate::locale::figures(language).integer(&n.to_string())
}

/// [`amount`] as `language` writes it.
pub fn amount_in(language: Language, v: f64) -> String {
    let sign = if v.round() < 0.0 { "-" } else { "" };
    format!("{sign}{}", count_in(language, v.abs().round() as u64))
}

/// [`dollars`] as `language` writes it: `$4.000` in German (the game's
/// money keeps its `$` in every language).
pub fn dollars_in(language: Language, v: f64) -> String {
    let sign = if v.round() < 0.0 { "-" } else { "" };
    format!("{sign}${}", count_in(language, v.abs().round() as u64))
}

/// `v` with `places` decimals in `language`: `1.5` in English, `1,5` in
/// German (not grouped, as `format!("{v:.1}")` is not).
pub fn fixed_in(language: Language, v: f64, places: usize) -> String {
    crate::locale::figures(language).fixed(v, places)
}

/// [`count_in`] in the player's language, for the screen.
pub fn shown_count(n: u64) -> String {
    count_in(crate::locale::current(), n)
}

/// [`amount_in`] in the player's language, for the screen.
pub fn shown_amount(v: f64) -> String {
    amount_in(crate::locale::current(), v)
}

/// [`dollars_in`] in the player's language, for the screen.
pub fn shown_dollars(v: f64) -> String {
    dollars_in(crate::locale::current(), v)
}

/// [`fixed_in`] in the player's language, for the screen.
pub fn shown_fixed(v: f64, places: usize) -> String {
    fixed_in(crate::locale::current(), v, places)
}

/// `m:ss` (or `h:mm:ss`) of a sim time in seconds.
pub fn clock(t: f64) -> String {
    let s = t.max(0.0).round() as u64;
    if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn figures_read_the_same_everywhere() {
        assert_eq!(count(0), "0");
        assert_eq!(count(1234567), "1,234,567");
        assert_eq!(amount(3855.6), "3,856");
        assert_eq!(amount(-12.0), "-12");
        assert_eq!(dollars(-1200.4), "-$1,200");
        assert_eq!(dollars(0.2), "$0");
        assert_eq!(clock(130.0), "2:10");
        assert_eq!(clock(3725.0), "1:02:05");
    }

    #[test]
    fn each_language_writes_its_own_figures() {
        // English's figures from its message file are the report's.
        for n in [0, 7, 999, 1000, 5102, 15102, 1234567] {
            assert_eq!(count_in(Language::English, n), count(n), "{n}");
        }
        assert_eq!(count_in(Language::German, 1234567), "1.234.567");
        assert_eq!(count_in(Language::German, 5102), "5.102");
        assert_eq!(count_in(Language::Spanish, 5102), "5102");
        assert_eq!(count_in(Language::Spanish, 15102), "15.102");
        assert_eq!(count_in(Language::BrazilianPortuguese, 5102), "5.102");
        assert_eq!(amount_in(Language::German, -3855.6), "-3.856");
        assert_eq!(dollars_in(Language::German, -1200.4), "-$1.200");
        assert_eq!(dollars_in(Language::English, -1200.4), dollars(-1200.4));
        assert_eq!(fixed_in(Language::English, 1.25, 1), format!("{:.1}", 1.25));
        assert_eq!(fixed_in(Language::German, 1234.5, 1), "1234,5");
        assert_eq!(fixed_in(Language::Spanish, -0.25, 2), "-0,25");
    }
}
