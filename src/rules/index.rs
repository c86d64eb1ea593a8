//! The shipped scenarios in the picker's order: `scenarios/index.ron`,
//! compiled in.

use super::data::{DataError, parse_ron};

/// One entry of `scenarios/index.ron`: a shipped scenario in the picker.
#[derive(Clone, Debug, PartialEq, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct IndexEntry {
    /// File name in `scenarios/`.
    pub file: String,
    /// The picker's section ("Campaign", "Incidents", …).
    pub section: String,
    /// The scenario's `name`.
    pub title: String,
    /// A level of the campaign, in any of its chapters ("Campaign", "On
    /// call"): the campaign's levels, in the index's order, open one by
    /// one, each once the one before it is won
    /// ([`crate::progress::Progress::is_open`]). Left out: `false`, open
    /// from the start.
    #[serde(default)]
    pub campaign: bool,
}

/// The shipped scenarios in the picker's order (`scenarios/index.ron`, built
/// in).
///
/// Errors: the index does not parse (a build with a broken index).
pub fn shipped_index() -> Result<Vec<IndexEntry>, DataError> {
    parse_ron(include_str!("../../scenarios/index.ron"), "scenarios/index.ron")
}
