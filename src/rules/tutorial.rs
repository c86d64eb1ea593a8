//! Tutorials and hints as data: a scenario's `tutorial` is a list of steps,
//! each saying one thing, pointing at what it talks about and waiting for a
//! player action or a sim condition; its `hints` are said when the player
//! is stuck. Documented for modders in `scenarios/README.md` ("Tutorial
//! steps", "Hints"). The sim judges the sim conditions (sim::tutorial), the
//! ui the rest and draws the pointers.

use serde::{Deserialize, Serialize};

use super::data::DataError;
use super::scenario::Goal;

/// Most steps in a tutorial.
pub const MAX_STEPS: usize = 64;
/// Most hints in a scenario.
pub const MAX_HINTS: usize = 32;
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
/// the sim's `PlayerAction`.
pub const ACTION_KINDS: &[&str] = &[
    "SetPartitions",
    "SetPartitionKey",
    "SetWorkerPaused",
    "SetWorkerStopped",
    "SetKeyless",
    "SetAssignor",
    "SetOffsetReset",
    "SetSessionTimeout",
    "SetSize",
    "SetReplicationFactor",
    "SetAcks",
    "SetBrokers",
    "SetSpreadZones",
    "SetMinInsyncReplicas",
    "SetUncleanLeaderElection",
    "SetRetention",
    "FailBroker",
    "CrashWorker",
    "PlaceNode",
    "SellNode",
    "Link",
    "Unlink",
    "SetUniqueKey",
    "MoveNode",
    "StartIncident",
    "ReplaceNode",
    "FailOver",
    "RollBack",
    "UpgradeGroup",
    "SetPollInterval",
    "SetSalt",
    "SetTraffic",
    "SetZone",
    "SetRegion",
    "Research",
    "Console",
];

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

/// A hint: said, pointing, when its condition holds and the player has not
/// acted for `idle` sim seconds.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Hint {
    /// The condition that puts a goal or star at risk (a [`Wait`] that the
    /// sim judges: lag, duplicates, lost, a goal, …).
    pub when: Wait,
    /// What it says: the card and the option that would help.
    pub say: String,
    /// What it points at.
    #[serde(default)]
    pub point: Pointer,
    /// Sim seconds without a player action before it is said; the
    /// catalog's `sim.hint_idle_seconds` when absent.
    #[serde(default)]
    pub idle: Option<f64>,
}

impl Hint {
    /// Sim seconds without a player action before it is said.
    pub fn idle_seconds(&self, rules: &super::catalog::SimRules) -> f64 {
        self.idle.unwrap_or(rules.hint_idle_seconds)
    }
}

/// The waits the sim judges (not the ui's: Next, Select, Open, Speed,
/// Paused, and Seconds, judged against the step's start).
pub fn is_sim_condition(w: &Wait) -> bool {
    !matches!(w, Wait::Next | Wait::Select(_) | Wait::Open(_) | Wait::Speed(_) | Wait::Paused(_) | Wait::Seconds(_))
}

/// Checks a tutorial and hints: sizes, texts, the Nodes pointed at (ids of
/// the board's Nodes), speeds, action kinds and numbers.
///
/// Errors: [`DataError`] at `tutorial[i].say|point|wait` or
/// `hints[i].when|say|point|idle`.
pub fn check(steps: &[Step], hints: &[Hint], nodes: &[&str], speeds: usize, file: &str) -> Result<(), DataError> {
    let bad = |at: String, why: &str| Err(DataError::invalid(file, at, why));
    if steps.len() > MAX_STEPS {
        return bad("tutorial".into(), &format!("at most {MAX_STEPS} steps"));
    }
    if hints.len() > MAX_HINTS {
        return bad("hints".into(), &format!("at most {MAX_HINTS} hints"));
    }
    for (i, s) in steps.iter().enumerate() {
        let at = |f: &str| format!("tutorial[{i}].{f}");
        check_text(&s.say).or_else(|why| bad(at("say"), &why))?;
        check_pointer(&s.point, nodes).or_else(|why| bad(at("point"), &why))?;
        check_wait(&s.wait, speeds).or_else(|why| bad(at("wait"), &why))?;
    }
    for (i, h) in hints.iter().enumerate() {
        let at = |f: &str| format!("hints[{i}].{f}");
        if !is_sim_condition(&h.when) {
            return bad(
                at("when"),
                "a hint waits on the sim: lag, workers, partitions, duplicates, lost, a goal, an action",
            );
        }
        check_wait(&h.when, speeds).or_else(|why| bad(at("when"), &why))?;
        check_text(&h.say).or_else(|why| bad(at("say"), &why))?;
        check_pointer(&h.point, nodes).or_else(|why| bad(at("point"), &why))?;
        if h.idle.is_some_and(|s| !(s.is_finite() && (0.0..=86_400.0).contains(&s))) {
            return bad(at("idle"), "must be between 0 and 86,400 sim seconds");
        }
    }
    Ok(())
}

fn check_text(s: &str) -> Result<(), String> {
    let n = s.chars().count();
    if n == 0 || n > MAX_TEXT {
        return Err(format!("must be 1 to {MAX_TEXT} characters"));
    }
    Ok(())
}

fn check_pointer(p: &Pointer, nodes: &[&str]) -> Result<(), String> {
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

/// The game's own hints for a scenario, from its rules: a group's lag
/// heading for a `KeepLagBelow` limit (or past the catalog's warning), a
/// Node down, the error budget burning. Each names the card and the option
/// that would help; a scenario's own `hints` come first.
pub fn default_hints(s: &super::scenario::Scenario, rules: &super::catalog::SimRules) -> Vec<Hint> {
    let lag_warning = rules.lag_warning_records;
    let mut out = Vec::new();
    // The stream each group reads (the first link from a stream to one of its Workers).
    let reads = |group: &str| -> Option<String> {
        let workers: Vec<&str> = s
            .nodes
            .iter()
            .filter(|n| n.worker.as_ref().is_some_and(|w| w.group == group))
            .map(|n| n.id.as_str())
            .collect();
        s.links
            .iter()
            .find(|l| workers.contains(&l.to.as_str()) && s.nodes.iter().any(|n| n.id == l.from && n.stream.is_some()))
            .map(|l| l.from.clone())
    };
    let mut groups: Vec<&str> = s.nodes.iter().filter_map(|n| n.worker.as_ref()).map(|w| w.group.as_str()).collect();
    groups.sort();
    groups.dedup();
    for g in groups {
        let Some(stream) = reads(g) else { continue };
        let limit = s.goals.iter().find_map(|goal| match goal {
            Goal::KeepLagBelow { group, max, .. } if group == g => Some(*max),
            _ => None,
        });
        let (records, why) = match limit {
            Some(max) => ((max as f64 * rules.hint_lag_share) as u64, format!("heading for its limit of {max}")),
            None => (lag_warning, format!("past {lag_warning} records")),
        };
        out.push(Hint {
            when: Wait::LagAbove { group: g.to_string(), records },
            say: format!(
                "{g}'s lag on {stream} is {why}. More Workers in group {g} (Build, then link {stream} to them) or more partitions on {stream} (its Inspector) share the load."
            ),
            point: Pointer::GroupBar { node: stream.clone(), group: g.to_string() },
            idle: None,
        });
    }
    // A Node down, or a partition with no leader, costs at once: said sooner.
    let urgent = |when: Wait, say: String, node: &str| Hint {
        when,
        say,
        point: Pointer::Card(node.to_string()),
        idle: Some(rules.hint_idle_seconds / 2.0),
    };
    for n in &s.nodes {
        let id = n.id.as_str();
        let say = format!(
            "{id} is down. Its Inspector says why and what answers it: Replace, Fail over, or wait for its zone."
        );
        out.push(urgent(Wait::Down(n.id.clone()), say, id));
        if n.stream.as_ref().is_some_and(|st| st.replication_factor > 1) {
            let say = format!(
                "A partition of {id} has no leader: no replica in sync (or eligible) is up. A click on its lane shows which broker it waits for, and what unclean leader election would cost now: it brings the partition back at once from the most advanced copy that is up and loses what that copy lacks (an empty replacement broker lacks everything). Waiting keeps every acknowledged event."
            );
            out.push(urgent(Wait::Offline(n.id.clone()), say, id));
        }
    }
    out.push(Hint {
        when: Wait::BudgetAbove(0.5),
        say: "Half of the error budget is spent. The cards with a badge show what is going wrong; their Inspectors say what would stop it.".into(),
        point: Pointer::Panel(Panel::Budget),
        idle: None,
    });
    out
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
        assert!(check(&good, &[], &nodes, 4, "t.ron").is_ok());
        let e = check(&[step(Pointer::Card("nope".into()), Wait::Next)], &[], &nodes, 4, "t.ron").unwrap_err();
        assert!(e.to_string().contains("tutorial[0].point") && e.to_string().contains("nope"), "{e}");
        let e = check(&[step(Pointer::Nothing, Wait::Speed(9))], &[], &nodes, 4, "t.ron").unwrap_err();
        assert!(e.to_string().contains("tutorial[0].wait"), "{e}");
        let kind = Wait::Action { kind: "Dance".into(), node: None };
        assert!(check(&[step(Pointer::Nothing, kind)], &[], &nodes, 4, "t.ron").is_err());
        let empty = Step { say: String::new(), point: Pointer::Nothing, wait: Wait::Next };
        assert!(check(&[empty], &[], &nodes, 4, "t.ron").unwrap_err().to_string().contains("tutorial[0].say"));
        let hint = Hint { when: Wait::Next, say: "x".into(), point: Pointer::Nothing, idle: None };
        let e = check(&[], &[hint], &nodes, 4, "t.ron").unwrap_err();
        assert!(e.to_string().contains("hints[0].when"), "{e}");
    }
}
