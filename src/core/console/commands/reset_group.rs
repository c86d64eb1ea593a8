//! `reset group G to 0|earliest|latest|N`, `reset group G by ±N`,
//! `reset group G to-datetime [Dd] HH:MM[:SS]` or `reset group G by-duration
//! PT10M`: moves an empty group's positions (Kafka's `--reset-offsets` with
//! `--to-earliest`, `--to-latest`, `--to-offset`, `--shift-by`,
//! `--to-datetime` and `--by-duration`) and commits them. Rule:
//! docs/RULES.md#auto-offset-reset.

use serde::Serialize;
use serde_json::{Value, json};

use super::ConsoleCommand;
use crate::console::LiveGroups;
use crate::console::words::{expect_word, name_at, no_more, number, truncate};
use crate::log::duration::{format_clock as clock, format_duration, parse_duration};
use crate::log::{Cluster, Offset};

/// `reset group G to 0|earliest|latest|N` or `reset group G by ±N`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResetGroup {
    /// Group name.
    pub group: String,
    /// Target.
    pub to: ResetTo,
}

/// Where `reset group` moves a group.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResetTo {
    /// The log start of each partition.
    Earliest,
    /// The log end of each partition.
    Latest,
    /// This offset, clamped to `[log start, log end]` (`to 0` = earliest).
    Offset(u64),
    /// Shift each position by this many records, clamped.
    By(i64),
    /// The first record appended at this sim time (whole seconds) or later
    /// on each partition; the high watermark where every record is older
    /// (Kafka's `--to-datetime`, on the game's clock).
    AtTime(u64),
    /// The first record appended at most this many seconds before now
    /// (Kafka's `--by-duration PT10M`).
    ByDuration(u64),
}

/// What `reset group` moved.
#[derive(Clone, Debug, PartialEq)]
pub struct GroupReset {
    /// Group.
    pub group: String,
    /// What moved.
    pub moved: Vec<Moved>,
    /// For a reset by time, where it went in words: "the first record at
    /// or after 00:20:00" (with the duration for `by-duration`).
    pub by_time: Option<String>,
}

/// A moved position, as `reset group` reports it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Moved {
    /// Topic.
    pub topic: String,
    /// Partition index.
    pub partition: u32,
    /// Position before (`None`: the group had none there).
    pub from: Option<Offset>,
    /// Position after.
    pub to: Offset,
}

const USAGE: &str = "reset group G to 0|earliest|latest|N, by ±N, to-datetime [Dd] HH:MM[:SS] or by-duration PT10M";

/// `to-datetime [Dd] HH:MM[:SS]` from word 4 on: the game's clock as its top
/// bar shows it (`1d 02:30:00`, or as one word `1dT02:30:00`, the form a
/// Kafka tool's `--to-datetime` takes; a sim has no calendar date, so
/// Kafka's `YYYY-MM-DDTHH:mm:SS` is not taken). Returns the target and the
/// index of the word after it. Errors: missing or not a clock time.
fn at_time(words: &[&str]) -> Result<(ResetTo, usize), String> {
    let Some(first) = words.get(4) else { return Err(format!("missing time (usage: {USAGE})")) };
    let day = |w: &str| w.strip_suffix(['d', 'D']).and_then(|d| d.parse::<u64>().ok());
    let (days, at, next) = match first.split_once(['T', 't']) {
        Some((d, at)) => (day(d).ok_or_else(|| not_a_clock_time(first))?, at, 5),
        None => match day(first) {
            Some(d) => {
                let Some(w) = words.get(5) else { return Err(format!("missing HH:MM after '{}'", truncate(first))) };
                (d, *w, 6)
            }
            None => (0, *first, 5),
        },
    };
    let parts: Vec<&str> = at.split(':').collect();
    if !(2..=3).contains(&parts.len()) || parts.iter().any(|p| p.is_empty() || !p.chars().all(|c| c.is_ascii_digit())) {
        return Err(not_a_clock_time(at));
    }
    let n: Vec<u64> = parts.iter().map(|p| p.parse::<u64>().map_err(|_| not_a_clock_time(at))).collect::<Result<_, _>>()?;
    let (h, m, s) = (n[0], n[1], n.get(2).copied().unwrap_or(0));
    if h > 23 || m > 59 || s > 59 || days > 365 {
        return Err(not_a_clock_time(at));
    }
    Ok((ResetTo::AtTime(days * 86_400 + h * 3600 + m * 60 + s), next))
}

/// The error for a time that is not on the game's clock.
fn not_a_clock_time(at: &str) -> String {
    format!(
        "'{}' is not a time on the game's clock: HH:MM or HH:MM:SS, with '1d ' or '1dT' before it for a later \
         day (the clock starts at 00:00:00; it has no date)",
        truncate(at)
    )
}

impl ConsoleCommand for ResetGroup {
    type Answer = GroupReset;
    const WORDS: &'static [&'static str] = &["reset"];
    const HELP: &'static str = "\
reset group G to 0|earliest|latest|N
    move the group's positions (or: by +N / -N,
    to-datetime 1d 02:30:00 / by-duration PT10M)";
    const SYNTAX: &'static [&'static str] = &[
        "reset group G to earliest|latest|N",
        "reset group G by N",
        "reset group G to-datetime TIME...",
        "reset group G by-duration DURATION",
    ];
    const CHANGES_THE_LOG: bool = true;

    fn parse(_line: &str, words: &[&str]) -> Result<Self, String> {
        expect_word(words, 1, "group", USAGE)?;
        let group = name_at(words, 2, "group", USAGE)?;
        let how = words.get(3).map(|w| w.to_ascii_lowercase());
        let to = match how.as_deref() {
            Some("to") => match words.get(4).map(|w| w.to_ascii_lowercase()).as_deref() {
                Some("earliest") => ResetTo::Earliest,
                Some("latest") => ResetTo::Latest,
                Some(_) => ResetTo::Offset(number(words.get(4), "offset", true, u64::MAX)?),
                None => return Err(format!("missing target (usage: {USAGE})")),
            },
            Some("by") => {
                let Some(w) = words.get(4) else { return Err(format!("missing shift (usage: {USAGE})")) };
                let digits = w.strip_prefix('+').or_else(|| w.strip_prefix('-')).unwrap_or(w);
                if digits.is_empty() || !digits.chars().all(|c| c.is_ascii_digit()) {
                    return Err(format!("shift must be a whole number like -5 or +5, got '{}'", truncate(w)));
                }
                let n: i64 = w.parse().map_err(|_| format!("shift {} is too large", truncate(w)))?;
                ResetTo::By(n)
            }
            Some("to-datetime") => {
                let (to, next) = at_time(words)?;
                return no_more(words, next, ResetGroup { group, to });
            }
            Some("by-duration") => {
                let Some(w) = words.get(4) else { return Err(format!("missing duration (usage: {USAGE})")) };
                ResetTo::ByDuration(parse_duration(w)?)
            }
            _ => return Err(format!("expected 'to', 'by', 'to-datetime' or 'by-duration' (usage: {USAGE})")),
        };
        no_more(words, 5, ResetGroup { group, to })
    }

    /// Moves the group's position on every partition of its topics to the
    /// target (clamped to the log start and the high watermark) and commits
    /// it. Errors, checked before any change: no such group, or a board
    /// group that has members.
    fn run(&self, cluster: &mut Cluster, now: f64, live: &LiveGroups) -> Result<GroupReset, String> {
        let group = self.group.as_str();
        if cluster.share_group(group).is_ok() {
            let e = crate::log::LogError::GroupTypeMismatch { group: group.to_string(), is: "share" };
            return Err(format!("{e}: a share group commits no offsets to reset (each record is acknowledged)"));
        }
        let g = cluster.group(group).map_err(|e| e.to_string())?;
        if let Some((workers, empty)) = live.groups.get(group)
            && !empty
        {
            return Err(format!(
                "group '{group}' has members ({}): Kafka resets the offsets of an empty group only. Stop its \
                 Workers (Stop, not Pause: a paused consumer is still a member), reset, then start them",
                workers.join(", ")
            ));
        }
        let mut moved = Vec::new();
        for topic in g.topics() {
            let Ok(t) = cluster.topic(&topic) else { continue };
            for p in 0..t.partition_count() {
                let part = t.partition(p).expect("in range");
                let (lo, hi) = (part.log_start(), part.high_watermark());
                let from = g.committed(&topic, p);
                let target = match self.to {
                    ResetTo::Earliest => lo,
                    ResetTo::Latest => hi,
                    ResetTo::Offset(o) => o.clamp(lo, hi),
                    ResetTo::By(d) => {
                        let base = from.unwrap_or(lo) as i128 + i128::from(d);
                        base.clamp(i128::from(lo), i128::from(hi)) as u64
                    }
                    ResetTo::AtTime(t) => part.offset_for_time(t as f64),
                    ResetTo::ByDuration(d) => part.offset_for_time(now - d as f64),
                };
                moved.push(Moved { topic: topic.clone(), partition: p, from, to: target });
            }
        }
        let g = cluster.group_mut(group).expect("checked");
        for m in &moved {
            g.commit(&m.topic, m.partition, m.to);
        }
        let by_time = match self.to {
            ResetTo::AtTime(t) => Some(format!("the first record at or after {}", clock(t as f64))),
            ResetTo::ByDuration(d) => Some(format!(
                "the first record of the last {} (at or after {})",
                format_duration(d),
                clock(now - d as f64)
            )),
            _ => None,
        };
        Ok(GroupReset { group: group.to_string(), moved, by_time })
    }

    fn text(a: &GroupReset, _cluster: &Cluster, out: &mut String) {
        match &a.by_time {
            Some(how) => out.push_str(&format!("group {} reset to {how}\n", a.group)),
            None => out.push_str(&format!("group {} reset\n", a.group)),
        }
        for m in &a.moved {
            let from = m.from.map(|f| f.to_string()).unwrap_or_else(|| "-".into());
            out.push_str(&format!("{} p{}: {from} → {}\n", m.topic, m.partition, m.to));
        }
    }

    fn json(a: &GroupReset) -> Value {
        match &a.by_time {
            Some(how) => json!({"ok": true, "group": a.group, "reset": a.moved, "to": how}),
            None => json!({"ok": true, "group": a.group, "reset": a.moved}),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::console::{LiveGroups, run_text};
    use crate::log::Cluster;
    use crate::log::partitioner::Partitioner;

    /// One record a minute on one partition for an hour, read by `g` to the
    /// end: a reset by time goes to the first record at or after it.
    fn an_hour_read() -> (Cluster, LiveGroups) {
        let mut cluster = Cluster::new();
        cluster.create_topic("orders", 1, Partitioner::CharSum).unwrap();
        let part = cluster.topic_mut("orders").unwrap().partition_mut(0).unwrap();
        for minute in 0..60 {
            part.append_record(None, Some("x".into()), minute as f64 * 60.0);
        }
        part.advance_high_watermark(part.log_end());
        cluster.group_or_create("g").commit("orders", 0, 60);
        (cluster, LiveGroups::default())
    }

    #[test]
    fn to_datetime_and_by_duration_go_to_the_first_record_at_or_after_the_time() {
        let (mut cluster, live) = an_hour_read();
        let text = run_text(&mut cluster, "reset group g to-datetime 00:30:00", 3600.0, &live);
        assert!(text.starts_with("group g reset to the first record at or after 00:30:00"), "{text}");
        assert_eq!(cluster.group("g").unwrap().committed("orders", 0), Some(30));
        // Now 01:00:00; the last ten minutes began at 00:50:00: record 50.
        let text = run_text(&mut cluster, "reset group g by-duration PT10M", 3600.0, &live);
        assert!(text.contains("the last PT10M (at or after 00:50:00)"), "{text}");
        assert!(text.contains("orders p0: 30 → 50"), "{text}");
        assert_eq!(cluster.group("g").unwrap().committed("orders", 0), Some(50));
        // A time after every record: the high watermark (nothing to read).
        run_text(&mut cluster, "reset group g to-datetime 1d 00:00", 3600.0, &live);
        assert_eq!(cluster.group("g").unwrap().committed("orders", 0), Some(60));
        // Longer than the log: its start.
        run_text(&mut cluster, "reset group g by-duration P1D", 3600.0, &live);
        assert_eq!(cluster.group("g").unwrap().committed("orders", 0), Some(0));
    }

    #[test]
    fn a_group_with_members_is_not_reset_by_time_either() {
        let (mut cluster, mut live) = an_hour_read();
        live.groups.insert("g".into(), (vec!["w1".into()], false));
        let text = run_text(&mut cluster, "reset group g by-duration PT10M", 3600.0, &live);
        assert!(text.contains("has members (w1)"), "{text}");
        assert_eq!(cluster.group("g").unwrap().committed("orders", 0), Some(60), "nothing moved");
    }
}
