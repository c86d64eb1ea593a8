//! The parsing helpers every command shares: a word that must be there, a
//! name, a whole number, the end of the line. Each error is one line of
//! plain words and names the command's usage where it helps.

use crate::log::valid_name;

/// At most 40 characters of `s` (and `…` when cut), for an error message.
pub(super) fn truncate(s: &str) -> String {
    if s.chars().count() > 40 { format!("{}…", s.chars().take(40).collect::<String>()) } else { s.to_string() }
}

/// `cmd` when the line has no word at index `n` or after. Errors: the first
/// word too many.
pub(super) fn no_more<T>(words: &[&str], n: usize, cmd: T) -> Result<T, String> {
    match words.get(n) {
        None => Ok(cmd),
        Some(w) => Err(format!("unexpected '{}'", truncate(w))),
    }
}

/// Checks that word `i` is `want` (any case). Errors: another word, or
/// none, with the usage.
pub(super) fn expect_word(words: &[&str], i: usize, want: &str, usage: &str) -> Result<(), String> {
    match words.get(i) {
        Some(w) if w.eq_ignore_ascii_case(want) => Ok(()),
        Some(w) => Err(format!("expected '{want}', found '{}' (usage: {usage})", truncate(w))),
        None => Err(format!("expected '{want}' (usage: {usage})")),
    }
}

/// Word `i` as a topic, group or member name (`what`), checked by the log
/// core's name rule. Errors: missing, or not a valid name.
pub(super) fn name_at(words: &[&str], i: usize, what: &str, usage: &str) -> Result<String, String> {
    let Some(w) = words.get(i) else { return Err(format!("missing {what} name (usage: {usage})")) };
    if !valid_name(w) {
        return Err(format!(
            "'{}' is not a valid {what} name (letters, digits, '-', '_', '.'; at most 64)",
            truncate(w)
        ));
    }
    Ok(w.to_string())
}

/// A whole number in `1..=max` (or `0..=max` when `zero_ok`). Errors:
/// missing, negative, not a number, zero, too large.
pub(super) fn number(word: Option<&&str>, what: &str, zero_ok: bool, max: u64) -> Result<u64, String> {
    let Some(w) = word else { return Err(format!("missing {what}")) };
    if w.starts_with('-') {
        return Err(format!("{what} must not be negative, got {}", truncate(w)));
    }
    let n: u64 = w.parse().map_err(|_| {
        if !w.is_empty() && w.chars().all(|c| c.is_ascii_digit()) {
            format!("{what} {} is too large", truncate(w))
        } else {
            format!("{what} must be a whole number, got '{}'", truncate(w))
        }
    })?;
    if n == 0 && !zero_ok {
        return Err(format!("{what} must be at least 1"));
    }
    if n > max {
        return Err(format!("{what} {n} is too large (at most {max})"));
    }
    Ok(n)
}

/// The options both `consume`s take: `as M`, `max N` and `from-beginning`
/// (each at most once).
#[derive(Clone, Debug, Default)]
pub(super) struct ReaderOptions {
    /// `as M`: the member.
    pub member: Option<String>,
    /// `max N`: most records (1 to `MAX_RECORDS`).
    pub max: Option<u64>,
    /// `from-beginning`.
    pub from_beginning: bool,
}

impl ReaderOptions {
    /// Takes the option at word `i` when it is one of these, not seen yet;
    /// returns how many words it took (0: none of these). Errors: a bad
    /// member name or number, with the usage.
    pub(super) fn take(&mut self, words: &[&str], i: usize, usage: &str) -> Result<usize, String> {
        let Some(w) = words.get(i) else { return Ok(0) };
        match w.to_ascii_lowercase().as_str() {
            "as" if self.member.is_none() => {
                self.member = Some(name_at(words, i + 1, "member", usage)?);
                Ok(2)
            }
            "max" if self.max.is_none() => {
                self.max = Some(number(words.get(i + 1), "max", false, super::MAX_RECORDS)?);
                Ok(2)
            }
            "from-beginning" if !self.from_beginning => {
                self.from_beginning = true;
                Ok(1)
            }
            _ => Ok(0),
        }
    }
}
