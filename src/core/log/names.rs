//! Name rules: what an id, a topic, a group, a zone or a region may be.

use super::limits;

/// Ids, topic and group names: 1–64 of letters, digits, `-`, `_`, `.`.
pub fn valid_name(s: &str) -> bool {
    !s.is_empty()
        && s.chars().count() <= limits::MAX_NAME
        && s.chars().all(|c| c.is_alphanumeric() || matches!(c, '-' | '_' | '.'))
}
