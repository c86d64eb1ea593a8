//! Replay codes: a save as a short text to hand to someone else.
//!
//! A save is event-sourced (docs/RULES.md#event-sourcing): the scenario, its
//! seed, the sim steps and the player's actions replay the game exactly.
//! A replay code holds exactly those, and leaves out what the receiver's
//! Logjam has already: a shipped scenario is named by its file and a hash
//! of its content, the shipped catalog by a hash of its content. A mod's
//! scenario (or a catalog of its own) travels inline. The payload is RON,
//! compressed with zlib (`miniz_oxide`) and written in URL-safe base64
//! without padding (`data-encoding`), behind the format's tag:
//!
//! ```text
//! LJ1.eNqNk…
//! ```
//!
//! Decoding refuses, with one line and before anything the player has is
//! touched: a text that is not a code, a code longer than
//! [`MAX_CODE_CHARS`], a code of another format version, a damaged one (a
//! character wrong or missing: zlib's checksum or the payload's RON tells),
//! one that would expand past [`MAX_PAYLOAD_BYTES`] (refused as the
//! decompressor reaches the bound, never expanded past it), and one naming
//! a shipped scenario or catalog whose content differs from this Logjam's
//! (it would replay another game).

use serde::{Deserialize, Serialize};

use super::{SAVE_FORMAT, Save};
use crate::rules::catalog::Catalog;
use crate::rules::scenario::Scenario;
use crate::sim::PlayerAction;
use crate::sim::report::fnv1a_hex;

/// The replay-code format this Logjam writes and reads (the number in the
/// code's tag, `LJ1.`).
pub const CODE_FORMAT: u32 = 1;

/// Longest code read, characters: a mod's scenario and catalog inline with
/// a few thousand actions fit; a browser's address bar takes it.
pub const MAX_CODE_CHARS: usize = 200_000;

/// Most bytes a code's payload may expand to: decompression stops there
/// and the code is refused.
pub const MAX_PAYLOAD_BYTES: usize = 4 * 1024 * 1024;

/// Characters that start every code: `LJ`, then the format, then a dot.
const TAG: &str = "LJ";

/// The scenario a code replays.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum ScenarioRef {
    /// A scenario shipped with Logjam: its file name in `scenarios/` (as
    /// `scenarios/index.ron` lists it) and [`content_hash`] of the scenario
    /// as that file reads (its own seed).
    Shipped {
        /// File name, e.g. `campaign-3-hot-key.scenario.ron`.
        file: String,
        /// 16 hex digits.
        hash: String,
    },
    /// Any other scenario (a mod, a snapshot of a real cluster), whole.
    Inline(Box<Scenario>),
}

/// The rules a code was played with.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum CatalogRef {
    /// The catalog shipped with Logjam, by [`content_hash`].
    Shipped {
        /// 16 hex digits.
        hash: String,
    },
    /// Another catalog (a mod's own), whole.
    Inline(Box<Catalog>),
}

/// What a replay code holds: a save without what the receiver has.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReplayCode {
    /// The scenario.
    pub scenario: ScenarioRef,
    /// The file name the scenario was shown as (for messages).
    pub shown_as: String,
    /// The seed played (a shipped scenario's own, or another one).
    pub seed: u64,
    /// The rules.
    pub catalog: CatalogRef,
    /// Ticks played (see [`Save::tick`]).
    pub tick: u64,
    /// Sim seconds on the clock (see [`Save::now`]).
    pub now: f64,
    /// `(tick, step seconds)` (see [`Save::steps`]).
    pub steps: Vec<(u64, f64)>,
    /// `(tick, action)` (see [`Save::actions`]).
    pub actions: Vec<(u64, PlayerAction)>,
    /// The game's digest when the code was made (see [`Save::digest`]).
    pub digest: Option<String>,
}

/// Why a text is not a replay code this Logjam can play. Each says it in
/// one line; the player's game, saves and progress are untouched.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum CodeError {
    /// Not a code at all.
    #[error("this is not a Logjam replay code (a code begins with {TAG}{CODE_FORMAT}.)")]
    NotACode,
    /// Longer than [`MAX_CODE_CHARS`].
    #[error("the replay code is too long: {chars} characters, at most {MAX_CODE_CHARS} are read")]
    TooLong {
        /// Its length, characters.
        chars: usize,
    },
    /// A code of another format version.
    #[error(
        "a replay code of format {found}; this Logjam reads format {CODE_FORMAT}{}",
        if *found > CODE_FORMAT { " (it was made by a newer Logjam)" } else { " (it is too old to play)" }
    )]
    Format {
        /// The code's format.
        found: u32,
    },
    /// A character is wrong or missing.
    #[error("the replay code is damaged ({why}): copy it again, whole")]
    Damaged {
        /// What gave it away.
        why: String,
    },
    /// It would expand past [`MAX_PAYLOAD_BYTES`].
    #[error("the replay code would expand past {} MiB: refused", MAX_PAYLOAD_BYTES / (1024 * 1024))]
    TooLarge,
    /// It names a shipped scenario this Logjam does not ship.
    #[error("the replay code plays {file}, a scenario this Logjam does not ship")]
    UnknownScenario {
        /// The file it names.
        file: String,
    },
    /// It names a shipped scenario whose content differs here.
    #[error(
        "the replay code was made with another version of {file}; this Logjam's differs, so the replay would be another game"
    )]
    ScenarioDiffers {
        /// The file.
        file: String,
    },
    /// It was played with the shipped catalog of another Logjam.
    #[error("the replay code was made with the rules of another Logjam version; this one's differ")]
    CatalogDiffers,
}

impl CodeError {
    /// The error in `language`, as a sentence for the screen (its first
    /// letter upper case; the command line prints the English [`Display`]
    /// as it is). `why` of a damaged code stays as the decoder said it.
    ///
    /// [`Display`]: std::fmt::Display
    pub fn describe(&self, language: crate::locale::Language) -> String {
        use crate::rules::words::t;
        let l = language;
        match self {
            CodeError::NotACode => t!("game-code-not-a-code" in l, start = format!("{TAG}{CODE_FORMAT}.")),
            CodeError::TooLong { chars } => {
                t!("game-code-too-long" in l, chars = chars.to_string(), most = MAX_CODE_CHARS.to_string())
            }
            CodeError::Format { found } => t!(
                "game-code-format" in l,
                found = found.to_string(),
                format = CODE_FORMAT.to_string(),
                newer = if *found > CODE_FORMAT { "yes" } else { "no" }
            ),
            CodeError::Damaged { why } => t!("game-code-damaged" in l, why = why.as_str()),
            CodeError::TooLarge => {
                t!("game-code-too-large" in l, mib = (MAX_PAYLOAD_BYTES / (1024 * 1024)).to_string())
            }
            CodeError::UnknownScenario { file } => t!("game-code-unknown-scenario" in l, file = file.as_str()),
            CodeError::ScenarioDiffers { file } => t!("game-code-scenario-differs" in l, file = file.as_str()),
            CodeError::CatalogDiffers => t!("game-code-catalog-differs" in l),
        }
    }
}

/// A hash of a scenario's or catalog's content: [`fnv1a_hex`] of its
/// compact RON (16 hex digits). Equal content gives equal hashes on every
/// platform; the scenario's file text (`source`) is not part of it.
pub fn content_hash<T: Serialize>(value: &T) -> String {
    fnv1a_hex(&ron::Options::default().to_string(value).unwrap_or_default())
}

/// The shipped scenario `file` as its file reads, `None` when it is not
/// shipped: the caller's way to the scenarios (files on the desktop, the
/// loaded asset in the game).
pub type Shipped<'a> = &'a dyn Fn(&str) -> Option<Scenario>;

impl ReplayCode {
    /// The code of a save: a shipped scenario (one `shipped` knows, whose
    /// content is the save's but for the seed) by name and hash, any other
    /// inline; `catalog` is this Logjam's shipped catalog, named by hash
    /// when the save's is the same.
    pub fn of_save(save: &Save, shipped: Shipped, catalog: &Catalog) -> ReplayCode {
        let mut played = save.scenario.clone();
        played.source = None;
        let file = file_name(&save.scenario_file);
        let scenario = match shipped(&file) {
            Some(mut own) => {
                own.source = None;
                played.seed = own.seed;
                if own == played {
                    ScenarioRef::Shipped { file, hash: content_hash(&own) }
                } else {
                    played.seed = save.scenario.seed;
                    ScenarioRef::Inline(Box::new(played))
                }
            }
            None => ScenarioRef::Inline(Box::new(played)),
        };
        let catalog = if save.catalog == *catalog {
            CatalogRef::Shipped { hash: content_hash(catalog) }
        } else {
            CatalogRef::Inline(Box::new(save.catalog.clone()))
        };
        ReplayCode {
            scenario,
            shown_as: save.scenario_file.clone(),
            seed: save.scenario.seed,
            catalog,
            tick: save.tick,
            now: save.now,
            steps: save.steps.clone(),
            actions: save.actions.clone(),
            digest: save.digest.clone(),
        }
    }

    /// The shipped scenario's file name the code plays, if it plays one.
    pub fn shipped_file(&self) -> Option<&str> {
        match &self.scenario {
            ScenarioRef::Shipped { file, .. } => Some(file),
            ScenarioRef::Inline(_) => None,
        }
    }

    /// The code as text: `LJ1.` and the payload, compressed and URL-safe.
    pub fn encode(&self) -> String {
        let ron = ron::Options::default().to_string(self).unwrap_or_default();
        let packed = miniz_oxide::deflate::compress_to_vec_zlib(ron.as_bytes(), 10);
        format!("{TAG}{CODE_FORMAT}.{}", data_encoding::BASE64URL_NOPAD.encode(&packed))
    }

    /// Reads a code (spaces and line breaks around and inside it, as a
    /// mail or chat may add, are ignored).
    ///
    /// Errors: see [`CodeError`]; no text is expanded past
    /// [`MAX_PAYLOAD_BYTES`].
    pub fn decode(text: &str) -> Result<ReplayCode, CodeError> {
        let text: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        if text.chars().count() > MAX_CODE_CHARS {
            return Err(CodeError::TooLong { chars: text.chars().count() });
        }
        let (tag, body) = text.split_once('.').ok_or(CodeError::NotACode)?;
        let found = tag.strip_prefix(TAG).and_then(|n| n.parse::<u32>().ok()).ok_or(CodeError::NotACode)?;
        if found != CODE_FORMAT {
            return Err(CodeError::Format { found });
        }
        let damaged = |why: &str| CodeError::Damaged { why: why.to_string() };
        let packed = data_encoding::BASE64URL_NOPAD
            .decode(body.as_bytes())
            .map_err(|_| damaged("a character that no code has, or one too few"))?;
        let bytes =
            miniz_oxide::inflate::decompress_to_vec_zlib_with_limit(&packed, MAX_PAYLOAD_BYTES).map_err(|e| match e
                .status
            {
                miniz_oxide::inflate::TINFLStatus::HasMoreOutput => CodeError::TooLarge,
                _ => damaged("its checksum does not match"),
            })?;
        let ron = std::str::from_utf8(&bytes).map_err(|_| damaged("not text inside"))?;
        crate::rules::data::parse_ron::<ReplayCode>(ron, "the replay code").map_err(|_| damaged("not a game inside"))
    }

    /// The save the code stands for. `shipped` gives the shipped scenario
    /// the code names (see [`Shipped`]); `catalog` is this Logjam's shipped
    /// catalog.
    ///
    /// Errors: [`CodeError::UnknownScenario`], [`CodeError::ScenarioDiffers`],
    /// [`CodeError::CatalogDiffers`].
    pub fn to_save(&self, shipped: Shipped, catalog: &Catalog) -> Result<Save, CodeError> {
        let mut scenario = match &self.scenario {
            ScenarioRef::Shipped { file, hash } => {
                let mut own = shipped(file).ok_or_else(|| CodeError::UnknownScenario { file: file.clone() })?;
                own.source = None;
                if content_hash(&own) != *hash {
                    return Err(CodeError::ScenarioDiffers { file: file.clone() });
                }
                own
            }
            ScenarioRef::Inline(s) => (**s).clone(),
        };
        scenario.seed = self.seed;
        let catalog = match &self.catalog {
            CatalogRef::Shipped { hash } if content_hash(catalog) == *hash => catalog.clone(),
            CatalogRef::Shipped { .. } => return Err(CodeError::CatalogDiffers),
            CatalogRef::Inline(c) => (**c).clone(),
        };
        Ok(Save {
            format: SAVE_FORMAT,
            scenario_file: self.shown_as.clone(),
            tick: self.tick,
            now: self.now,
            steps: self.steps.clone(),
            actions: self.actions.clone(),
            scenario,
            catalog,
            digest: self.digest.clone(),
            // Marked by whoever plays it (`ui::saves`): the save as made.
            replay_code: false,
        })
    }
}

/// The last part of a path, `/` or `\` separated.
/// The file name of the shipped scenario a run plays, when it plays one
/// unchanged (its seed aside) with the shipped rules: `played` as the
/// scenario `file` names reads through `shipped` (see [`Shipped`]), and
/// `catalog` equal to `shipped_catalog`. `None`: a mod, an edited
/// scenario, or other rules. What earns achievements
/// (docs/RULES.md#achievements).
pub fn shipped_play(
    file: &str,
    played: &Scenario,
    catalog: &Catalog,
    shipped: Shipped,
    shipped_catalog: &Catalog,
) -> Option<String> {
    let file = file_name(file);
    let mut own = shipped(&file)?;
    let mut played = played.clone();
    own.source = None;
    played.source = None;
    played.seed = own.seed;
    (own == played && catalog == shipped_catalog).then_some(file)
}

/// The board's game as a save and its replay code: the shipped scenario
/// by name when the board plays one unchanged (read from disk on the
/// desktop; on the web the scenario came from the shipped assets), any
/// other scenario inline. `None` with no scenario on the board.
pub fn board_code(world: &bevy::prelude::World) -> Option<(Save, ReplayCode)> {
    let choice = world.resource::<crate::loading::ScenarioChoice>();
    let save = Save::capture(world, &choice.shown_as)?;
    let catalog = Catalog::builtin();
    #[cfg(not(target_arch = "wasm32"))]
    let code = ReplayCode::of_save(&save, &shipped_from_disk, &catalog);
    #[cfg(target_arch = "wasm32")]
    let code = {
        let from_shipped = choice.asset_path.starts_with("shipped://");
        let on_board = world.resource::<crate::sim::Board>().scenario.as_deref().cloned();
        ReplayCode::of_save(&save, &|_| on_board.clone().filter(|_| from_shipped), &catalog)
    };
    Some((save, code))
}

impl ReplayCode {
    /// The shipped scenario's file name when the code plays one with the
    /// shipped rules (both by hash): see [`shipped_play`].
    pub fn shipped_play(&self) -> Option<&str> {
        match (&self.scenario, &self.catalog) {
            (ScenarioRef::Shipped { file, .. }, CatalogRef::Shipped { .. }) => Some(file),
            _ => None,
        }
    }
}

fn file_name(path: &str) -> String {
    path.rsplit(['/', '\\']).next().unwrap_or(path).to_string()
}

/// On the desktop: the shipped scenario `file` read from the data root's
/// `scenarios/` folder, when `scenarios/index.ron` lists it (no other
/// name is looked up, so a code cannot name a path).
#[cfg(not(target_arch = "wasm32"))]
pub fn shipped_from_disk(file: &str) -> Option<Scenario> {
    crate::rules::index::shipped_index().ok()?.iter().find(|e| e.file == file)?;
    let path = crate::loading::paths::data_root().join("scenarios").join(file);
    let text = crate::rules::data::read_file(&path).ok()?;
    Scenario::parse_unchecked(&text, file).ok()
}
