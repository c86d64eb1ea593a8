//! Tutorials as data: a scenario's `tutorial` is a list of steps, each
//! saying one thing, pointing at what it talks about and waiting for a
//! player action or a sim condition. Documented for modders in
//! `scenarios/README.md` ("Tutorial steps"). The sim judges the sim
//! conditions (sim::tutorial), the ui the rest and draws the pointers.
//! Hints, said when the player is stuck, share the pointers and are in
//! [`super::hints`].

use serde::{Deserialize, Serialize};
use strum::VariantNames;

use super::action::PlayerAction;
use super::data::DataError;
use super::scenario::Goal;

/// Most steps in a tutorial.
pub const MAX_STEPS: usize = 64;
/// Longest text of a step or a hint, characters.
pub const MAX_TEXT: usize = 400;

/// Where a step or a hint points: an outline around it and an arrow to it,
/// following the camera.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum Pointer {
    /// At nothing.
    #[default]
    Nothing,
    /// A Node's card (a Node id).
    Card(String),
    /// One partition's lane on a stream's card.
    Lane {
        /// The stream's Node id.
        node: String,
        /// Partition index.
        partition: u32,
    },
    /// A consumer group's bar under a stream's lanes (its first partition's).
    GroupBar {
        /// The stream's Node id.
        node: String,
        /// Group name.
        group: String,
    },
    /// A part of the screen.
    Panel(Panel),
}

/// A part of the screen a pointer can show.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Panel {
    /// The Inspector (the picked card's panel).
    Inspector,
    /// The console window.
    Console,
    /// The Build menu.
    Build,
    /// The research panel.
    Research,
    /// The incidents panel.
    Incidents,
    /// The charts.
    Charts,
    /// The goals and stars.
    Goals,
    /// The clock and speed in the top bar.
    Speed,
    /// The money in the top bar.
    Money,
    /// The error budget in the top bar.
    Budget,
}

/// What a step waits for before the next one comes.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum Wait {
    /// The player presses Next (or Enter).
    #[default]
    Next,
    /// This many sim seconds pass.
    Seconds(f64),
    /// The player picks this Node's card (its Inspector opens).
    Select(String),
    /// This panel is open.
    Open(Panel),
    /// The sim runs at this speed (an index into the catalog's speeds: 1 is
    /// the second speed, key 2).
    Speed(usize),
    /// The sim is paused (`true`) or running (`false`).
    Paused(bool),
    /// The player does an action of this kind (a [`ACTION_KINDS`] name), on
    /// this Node when one is named.
    Action {
        /// The kind: `"SetPartitions"`, `"PlaceNode"`, `"CrashWorker"`, …
        kind: String,
        /// The Node it must be about, if any.
        #[serde(default)]
        node: Option<String>,
    },
    /// The player sends a console line starting with this (case and
    /// surrounding spaces aside).
    Console(String),
    /// Some partition's lag of a group is over this many records.
    LagAbove {
        /// Group.
        group: String,
        /// Records.
        records: u64,
    },
    /// Every partition's lag of a group is at most this many records.
    LagBelow {
        /// Group.
        group: String,
        /// Records.
        records: u64,
    },
    /// A group has at least this many Workers.
    Workers {
        /// Group.
        group: String,
        /// Workers.
        at_least: u32,
    },
    /// A stream has at least this many partitions.
    Partitions {
        /// The stream's Node id.
        node: String,
        /// Partitions.
        at_least: u32,
    },
    /// At least this many duplicate side effects have happened.
    Duplicates(u64),
    /// At least this many events were lost.
    Lost(u64),
    /// More than this share of the error budget is spent (0.5 = half).
    BudgetAbove(f64),
    /// This Node is down (a failed host, an outage).
    Down(String),
    /// Some partition of this stream has no leader: every replica that may
    /// lead (in the ISR, or eligible) is down.
    Offline(String),
    /// This goal holds (any goal kind; see the goals).
    Goal(Goal),
}

/// The player action kinds a [`Wait::Action`] may name: the variants of
/// [`PlayerAction`], derived from the enum (strum's `VariantNames`).
pub const ACTION_KINDS: &[&str] = PlayerAction::VARIANTS;

/// One tutorial step.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    /// What it says: one thing, in a sentence or two.
    pub say: String,
    /// What it points at.
    #[serde(default)]
    pub point: Pointer,
    /// What it waits for.
    #[serde(default)]
    pub wait: Wait,
}

/// The waits the sim judges (not the ui's: Next, Select, Open, Speed,
/// Paused, and Seconds, judged against the step's start).
pub fn is_sim_condition(w: &Wait) -> bool {
    !matches!(w, Wait::Next | Wait::Select(_) | Wait::Open(_) | Wait::Speed(_) | Wait::Paused(_) | Wait::Seconds(_))
}

/// Checks a tutorial: its size, texts, the Nodes pointed at (ids of the
/// board's Nodes), speeds, action kinds and numbers.
///
/// Errors: [`DataError`] at `tutorial` or `tutorial[i].say|point|wait`.
pub fn check(steps: &[Step], nodes: &[&str], speeds: usize, file: &str) -> Result<(), DataError> {
    let bad = |at: String, why: &str| Err(DataError::invalid(file, at, why));
    if steps.len() > MAX_STEPS {
        return bad("tutorial".into(), &format!("at most {MAX_STEPS} steps"));
    }
    for (i, s) in steps.iter().enumerate() {
        let at = |f: &str| format!("tutorial[{i}].{f}");
        check_text(&s.say).or_else(|why| bad(at("say"), &why))?;
        check_pointer(&s.point, nodes).or_else(|why| bad(at("point"), &why))?;
        check_wait(&s.wait, speeds).or_else(|why| bad(at("wait"), &why))?;
    }
    Ok(())
}

/// A step's or a hint's text: 1 to [`MAX_TEXT`] characters.
pub(super) fn check_text(s: &str) -> Result<(), String> {
    let n = s.chars().count();
    if n == 0 || n > MAX_TEXT {
        return Err(format!("must be 1 to {MAX_TEXT} characters"));
    }
    Ok(())
}

/// A pointer: the Node it names is on the board.
pub(super) fn check_pointer(p: &Pointer, nodes: &[&str]) -> Result<(), String> {
    let node = match p {
        Pointer::Card(n) | Pointer::Lane { node: n, .. } | Pointer::GroupBar { node: n, .. } => n,
        Pointer::Nothing | Pointer::Panel(_) => return Ok(()),
    };
    if nodes.contains(&node.as_str()) { Ok(()) } else { Err(format!("no Node with id '{node}' on the board")) }
}

fn check_wait(w: &Wait, speeds: usize) -> Result<(), String> {
    match w {
        Wait::Seconds(s) if !(s.is_finite() && *s >= 0.0 && *s <= 86_400.0) => {
            Err("must be between 0 and 86,400 sim seconds".into())
        }
        Wait::Speed(i) if *i >= speeds => Err(format!("the catalog has {speeds} speeds (0 to {})", speeds - 1)),
        Wait::Action { kind, .. } if !ACTION_KINDS.contains(&kind.as_str()) => {
            Err(format!("unknown action '{kind}' (known: {})", ACTION_KINDS.join(", ")))
        }
        Wait::Console(line) if line.trim().is_empty() => Err("the line must not be empty".into()),
        Wait::BudgetAbove(s) if !(s.is_finite() && *s >= 0.0) => Err("must be a share ≥ 0".into()),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn step(point: Pointer, wait: Wait) -> Step {
        Step { say: "Look.".into(), point, wait }
    }

    #[test]
    fn a_good_tutorial_passes_and_each_mistake_is_located() {
        let nodes = ["api", "orders"];
        let good = [step(Pointer::Card("orders".into()), Wait::Select("orders".into()))];
        assert!(check(&good, &nodes, 4, "t.ron").is_ok());
        let e = check(&[step(Pointer::Card("nope".into()), Wait::Next)], &nodes, 4, "t.ron").unwrap_err();
        assert!(e.to_string().contains("tutorial[0].point") && e.to_string().contains("nope"), "{e}");
        let e = check(&[step(Pointer::Nothing, Wait::Speed(9))], &nodes, 4, "t.ron").unwrap_err();
        assert!(e.to_string().contains("tutorial[0].wait"), "{e}");
        let kind = Wait::Action { kind: "Dance".into(), node: None };
        assert!(check(&[step(Pointer::Nothing, kind)], &nodes, 4, "t.ron").is_err());
        let empty = Step { say: String::new(), point: Pointer::Nothing, wait: Wait::Next };
        assert!(check(&[empty], &nodes, 4, "t.ron").unwrap_err().to_string().contains("tutorial[0].say"));
    }
}
