//! Which achievements a run earns: each [`Earn`] read against the run's
//! report (as JSON), the actions the player applied and the progress. Rule:
//! docs/RULES.md#achievements.

use serde_json::Value;

use super::book::{Achievement, Book, Earn};
use crate::progress::Progress;
use crate::rules::index::IndexEntry;
use crate::sim::PlayerAction;

/// One run of a shipped scenario with the shipped rules, as the conditions
/// read it.
#[derive(Clone, Copy, Debug)]
pub struct Run<'a> {
    /// The scenario's file name (`campaign-3-hot-key.scenario.ron`).
    pub file: &'a str,
    /// The run's report as JSON (`serde_json::to_value` of
    /// `sim::report::Report`).
    pub report: &'a Value,
    /// The actions the sim applied, `(tick, action)`.
    pub actions: &'a [(u64, PlayerAction)],
    /// The player's progress, this run's end recorded in it when it has
    /// ended.
    pub progress: &'a Progress,
    /// The shipped scenarios (`scenarios/index.ron`).
    pub index: &'a [IndexEntry],
}

impl<'a> Run<'a> {
    fn section(&self) -> Option<&str> {
        self.index.iter().find(|e| e.file == self.file).map(|e| e.section.as_str())
    }

    fn won(&self) -> bool {
        self.report.get("outcome").and_then(Value::as_str).is_some_and(|o| o.starts_with("won"))
    }

    fn stars(&self) -> u64 {
        self.report.pointer("/stars/earned").and_then(Value::as_u64).unwrap_or(0)
    }

    /// Whether every scenario in `files` is won with at least `stars`
    /// stars (and there is one).
    fn all_won(&self, mut files: impl Iterator<Item = &'a str> + Clone, stars: u8) -> bool {
        files.clone().next().is_some()
            && files.all(|f| {
                let b = self.progress.best(f);
                b.won && b.stars >= stars
            })
    }
}

impl Earn {
    /// Whether the condition holds for `run`.
    pub fn holds(&self, run: &Run) -> bool {
        match self {
            Earn::All(list) => list.iter().all(|e| e.holds(run)),
            Earn::Any(list) => list.iter().any(|e| e.holds(run)),
            Earn::Not(inner) => !inner.holds(run),
            Earn::Scenario(name) => run.file.strip_suffix(".scenario.ron") == Some(name.as_str()),
            Earn::Section(section) => run.section() == Some(section.as_str()),
            Earn::Won => run.won(),
            Earn::Stars(n) => run.won() && run.stars() >= u64::from(*n),
            Earn::Figure { at, at_least, at_most } => {
                let found = reached(run.report, at);
                let sum: f64 = found.iter().map(|v| number(v)).sum();
                !found.is_empty() && at_least.is_none_or(|lo| sum >= lo) && at_most.is_none_or(|hi| sum <= hi)
            }
            Earn::Every { at, is } => {
                let found = reached(run.report, at);
                !found.is_empty() && found.iter().all(|v| text(v) == is.0)
            }
            Earn::Used { kind, with } => last_of_kind(run.actions, kind)
                .iter()
                .any(|fields| with.iter().all(|(k, want)| fields.get(k).is_some_and(|v| text(v) == want.0))),
            Earn::Typed(command) => run.actions.iter().any(|(_, a)| match a {
                PlayerAction::Console { line } => crate::console::parse(line).is_ok_and(|c| c.name() == command),
                _ => false,
            }),
            Earn::Incident(kind) => reached(run.report, "/incident_reports/*/kind").iter().any(|v| text(v) == *kind),
            Earn::Cleared { section, stars } => {
                run.all_won(run.index.iter().filter(|e| e.section == *section).map(|e| e.file.as_str()), *stars)
            }
            Earn::Campaign(stars) => {
                run.all_won(run.index.iter().filter(|e| e.campaign).map(|e| e.file.as_str()), *stars)
            }
        }
    }
}

/// The achievements of `book` that `run` earns, in the book's order: none
/// in a section the book names in `never_in`.
pub fn earned<'b>(book: &'b Book, run: &Run) -> Vec<&'b Achievement> {
    if run.section().is_some_and(|s| book.never_in.iter().any(|n| n == s)) {
        return Vec::new();
    }
    book.achievements.iter().filter(|a| a.earn.holds(run)).collect()
}

/// The fields of the last action of `kind` on each Node or group (its
/// `node`, else its `group` field; one for actions with neither), in the
/// order they were last applied.
fn last_of_kind(actions: &[(u64, PlayerAction)], kind: &str) -> Vec<Value> {
    let mut last: Vec<(String, Value)> = Vec::new();
    for (_, a) in actions {
        let name: &'static str = a.into();
        if name != kind {
            continue;
        }
        let fields = serde_json::to_value(a).ok().and_then(|v| v.get(name).cloned()).unwrap_or(Value::Null);
        let target = ["node", "group"].iter().find_map(|k| fields.get(*k)).map(text).unwrap_or_default();
        last.retain(|(t, _)| *t != target);
        last.push((target, fields));
    }
    last.into_iter().map(|(_, f)| f).collect()
}

/// Every value the pointer `at` reaches in `v`: `/a/b` one at most, a `*`
/// segment every element of a list or map there.
fn reached<'v>(v: &'v Value, at: &str) -> Vec<&'v Value> {
    let mut here = vec![v];
    for seg in at.trim_start_matches('/').split('/') {
        let seg = seg.replace("~1", "/").replace("~0", "~");
        here = here
            .into_iter()
            .flat_map(|v| -> Vec<&Value> {
                match (v, seg.as_str()) {
                    (Value::Array(a), "*") => a.iter().collect(),
                    (Value::Object(m), "*") => m.values().collect(),
                    (Value::Array(a), i) => i.parse::<usize>().ok().and_then(|i| a.get(i)).into_iter().collect(),
                    (Value::Object(m), k) => m.get(k).into_iter().collect(),
                    _ => Vec::new(),
                }
            })
            .collect();
    }
    here
}

/// A value as a number: numbers as they are, `true` 1, anything else 0.
fn number(v: &Value) -> f64 {
    match v {
        Value::Number(n) => n.as_f64().unwrap_or(0.0),
        Value::Bool(b) => f64::from(u8::from(*b)),
        _ => 0.0,
    }
}

/// A value as text: a string as it is, anything else as JSON.
fn text(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pointers_reach_through_lists_and_maps_and_sum() {
        let v = serde_json::json!({
            "lost": 0,
            "streams": [
                {"acks": "all", "groups": [{"rebalances": 2}, {"rebalances": 3}], "spread": true},
                {"acks": "1", "groups": [{"rebalances": 4}], "spread": false}
            ],
            "lag": {"billing": {"total": 5}, "audit": {"total": 0}}
        });
        let sum = |at: &str| reached(&v, at).iter().map(|x| number(x)).sum::<f64>();
        assert_eq!(sum("/streams/*/groups/*/rebalances"), 9.0);
        assert_eq!(sum("/lag/*/total"), 5.0);
        assert_eq!(sum("/streams/*/spread"), 1.0);
        assert_eq!(sum("/streams/1/groups/0/rebalances"), 4.0);
        assert!(reached(&v, "/streams/7/acks").is_empty());
        assert!(reached(&v, "/nothing").is_empty());
        let acks: Vec<String> = reached(&v, "/streams/*/acks").into_iter().map(text).collect();
        assert_eq!(acks, ["all", "1"]);
    }
}
