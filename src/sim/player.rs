//! The player's actions as Messages: what the player asked for
//! ([`PlayerAction`]), what the sim refused ([`ActionRejected`]), the
//! console's answers ([`ConsoleReply`]) and every applied action with its
//! tick ([`ActionLog`]: with the seed, what a save replays). Data only: the
//! sim applies them in `actions`, the judges read the log.

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// Something the player did: defined with the rule data (a tutorial's
/// step names its kinds), applied by `actions`.
pub use crate::rules::action::PlayerAction;

/// The console's answer to a [`PlayerAction::Console`] line.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct ConsoleReply {
    /// The line as typed.
    pub line: String,
    /// The answer as text (an error starts with `error:`).
    pub text: String,
    /// False when the command was refused.
    pub ok: bool,
}

/// An action the sim refused, and why (shown to the player).
#[derive(Message, Clone, Debug, PartialEq)]
pub struct ActionRejected {
    /// What was asked.
    pub action: PlayerAction,
    /// Why not, in one line.
    pub reason: String,
}

/// Every applied action with the tick it took effect at, and the sim step
/// the ticks ran with: with the scenario, what a save replays.
#[derive(Resource, Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct ActionLog {
    /// `(tick, action)` in order.
    pub entries: Vec<(u64, PlayerAction)>,
    /// `(tick, step)`: from `tick` on, ticks were `step` sim seconds long
    /// (the game's speeds change the step).
    #[serde(default)]
    pub steps: Vec<(u64, f64)>,
}
