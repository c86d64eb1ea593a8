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
