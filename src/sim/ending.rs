//! Why a run was lost, for the debrief and the report: the lessons a loss
//! teaches, each from what failed with its figure. A goal still open at the
//! end names what it reached and where the rest was (waiting in a Queue and
//! why its readers did not take it, unread on a stream, or lost on the
//! way); a broken lag goal names the lag and where; bankruptcy names what
//! burned the money; a spent error budget is taught by its causes' own
//! lessons ([`super::timeline::lessons`]), which follow. The outcome's own
//! words are set where the run is lost (`goals::check_goals`,
//! `economy::account`), with the [`Failure`] these lessons start from.
//!
//! Lessons never contradict the scenario: where its stars ask for less
//! spending on Nodes than one Worker costs, the cures that buy Nodes give
//! way to the catalog's `no_spending` ones.

use bevy::prelude::*;
use strum::IntoEnumIterator;

use super::goals::{Failure, Goals};
use super::timeline::{BrokerLoss, Cause, cure_for};
use super::{Board, Down, Links, Node, Outcome, SimClock, Stream, Worker, format_time};
use crate::locale::Language;
use crate::locale::data::text_in;
use crate::rules::catalog::{Catalog, Lessons};
use crate::rules::scenario::{Goal, Scenario};
use crate::rules::stars::Star;
use crate::rules::words::{count_in, fixed_in, t};

/// Whether `scenario` asks for no spending on Nodes: one of its stars is a
/// `SpendAtMost` below the price of the catalog's cheapest Worker, so a
/// lesson that says "buy Workers" would cost the player that star.
pub fn spend_free(scenario: &Scenario, catalog: &Catalog) -> bool {
    let Some(worker) = catalog.cheapest_worker() else { return false };
    scenario.stars.iter().any(|s| matches!(s, Star::SpendAtMost(v) if *v < worker))
}

/// A run's lessons, one to three: what lost it first (see the module), then
/// its costliest bad outcomes (or, with none, its first lag warning). A lost
/// run always has one. Empty without a timeline, a budget or a catalog. In
/// `language`: the report's are English, the debrief's the player's (the
/// same lessons in every language).
pub fn lessons(world: &World, language: Language) -> Vec<String> {
    let l = language;
    let (Some(timeline), Some(budget), Some(catalog)) = (
        world.get_resource::<super::timeline::Timeline>(),
        world.get_resource::<super::ErrorBudget>(),
        world.get_resource::<Catalog>(),
    ) else {
        return Vec::new();
    };
    let cures = &catalog.lessons;
    let board = world.resource::<Board>();
    let spend_free = board.scenario.as_ref().is_some_and(|s| spend_free(s, catalog));
    let failure = world.get_resource::<Failure>().cloned().unwrap_or_default();
    let lost = loss_lessons(world, &failure, cures, spend_free, l);
    let mut out: Vec<String> = lost
        .iter()
        .map(|(text, _, shown)| t!("lessons-with-cure" in l, lesson = text.as_str(), cure = shown.as_str()))
        .collect();
    // With no bad outcome, the damage lessons are only the first lag
    // warning: a loss's own lesson says more.
    let has_causes = Cause::iter().any(|c| c.count(&budget.damage) >= 0.5);
    if has_causes || out.is_empty() {
        let (broker, keys) = (broker_loss(world), keys_lost(world));
        let damage_in =
            |language| super::timeline::lessons(timeline, &budget.damage, cures, broker, keys, spend_free, language);
        let damage = damage_in(Language::English);
        let shown = if l == Language::English { damage.clone() } else { damage_in(l) };
        // A cure the loss's lessons already give is not given twice (judged
        // on the English, the same lessons in every language).
        out.extend(
            damage
                .iter()
                .zip(shown)
                .filter(|(e, _)| !lost.iter().any(|(_, cure, _)| e.ends_with(cure.as_str())))
                .map(|(_, shown)| shown),
        );
    }
    out.truncate(3);
    if out.is_empty()
        && let Some(Outcome::Lost(why)) = world.get_resource::<Outcome>()
    {
        let at = world.resource::<SimClock>().now;
        let why = world.get_resource::<super::goals::OutcomeWords>().and_then(|w| w.reason(l)).unwrap_or(why.clone());
        out.push(super::timeline::lesson(l, &format_time(at), &why, &cures.short));
    }
    out
}

/// The lessons of what lost the run, each `(when — what failed, the
/// cure, the cure shown)` in `language` (the cure as the catalog writes
/// it, English, and as shown; none for a spent budget: its causes teach
/// it).
fn loss_lessons(
    world: &World,
    failure: &Failure,
    cures: &Lessons,
    spend_free: bool,
    language: Language,
) -> Vec<(String, String, String)> {
    let l = language;
    let free = &cures.no_spending;
    let at_time = |at: f64, what: &str| t!("lessons-at" in l, when = format_time(at), what = what);
    let shown = |cure: &str| text_in(l, cure);
    match failure {
        Failure::None | Failure::BudgetSpent { .. } => Vec::new(),
        Failure::Bankrupt { at } => {
            let what = t!("lessons-money-ran-out" in l, burners = burners(world, l));
            vec![(at_time(*at, &what), cures.bankrupt.clone(), shown(&cures.bankrupt))]
        }
        Failure::LagBroken { goal, at, lag, topic, partition } => {
            let goals = world.resource::<Goals>();
            let group = match goals.goals.get(*goal) {
                Some(Goal::KeepLagBelow { group, .. }) => group.clone(),
                _ => t!("lessons-a-group" in l),
            };
            let (lag, partition) = (count_in(l, *lag), partition.to_string());
            let (g, topic) = (group.as_str(), topic.as_str());
            // An incident still on that can reach this group: its answer
            // is the cure.
            // A rolling restart of the group under way: the deploy's cure.
            let deploying = world.resource::<super::restarts::RollingRestarts>().running(g);
            let (text, cure, cure_shown) = match active_incident(world, g) {
                // The answer follows a semicolon: its first letter lower case.
                Some((name, target, answer)) => (
                    t!("lessons-lag-reached-incident" in l, group = g, lag = lag, topic = topic, partition = partition,
                        incident = text_in(l, &name), target = target),
                    lower_first(&answer),
                    lower_first(&text_in(l, &answer)),
                ),
                None if deploying => (
                    t!("lessons-lag-reached-deploy" in l, group = g, lag = lag, topic = topic, partition = partition),
                    cures.deploy.clone(),
                    shown(&cures.deploy),
                ),
                None => {
                    let cure = cure_for(&cures.lag, &free.lag, spend_free);
                    (
                        t!("lessons-lag-reached" in l, group = g, lag = lag, topic = topic, partition = partition),
                        cure.to_string(),
                        shown(cure),
                    )
                }
            };
            vec![(at_time(*at, &text), cure, cure_shown)]
        }
        Failure::TimeUp { at, open } => {
            let goals = world.resource::<Goals>();
            // The goals furthest from their figure first; two at most (the
            // outcome names them all).
            let share = |i: usize| goals.figures.get(i).copied().flatten().map(|f| f.short() / f.target.max(1e-9));
            // The open goals' words in `language` where they were kept.
            let words_in = world.get_resource::<super::goals::OutcomeWords>().and_then(|w| w.open(l));
            let mut open: Vec<&(usize, String)> = open.iter().collect();
            open.sort_by(|a, b| share(b.0).unwrap_or(1.0).total_cmp(&share(a.0).unwrap_or(1.0)));
            open.iter()
                .take(2)
                .map(|(i, words)| {
                    let words = words_in
                        .and_then(|w| w.iter().find(|(j, _)| j == i))
                        .map(|(_, w)| w.clone())
                        .unwrap_or_else(|| words.clone());
                    let (text, cure) = match goals.goals.get(*i) {
                        Some(Goal::CompleteTasks { group, .. }) => {
                            tasks_missing(world, group, &words, cures, spend_free, l)
                        }
                        Some(Goal::Deploy { .. }) => (words, cures.deploy.as_str()),
                        _ => (words, cures.short.as_str()),
                    };
                    (at_time(*at, &text), cure.to_string(), shown(cure))
                })
                .collect()
        }
    }
}

/// `text` with its first letter in lower case (a sentence that follows a
/// semicolon).
fn lower_first(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|c| c.to_lowercase().chain(chars).collect()).unwrap_or_default()
}

/// The incident still on at the end that began first and can reach
/// `group`'s lag: its name, its target and the catalog's answer to it. One
/// that struck only Workers of other groups is passed over (a rebalancing
/// storm in billing does not raise email's lag; oncall 5's email lag broke
/// during one, from the schema change that came after it).
fn active_incident(world: &World, group: &str) -> Option<(String, String, String)> {
    let catalog = world.get_resource::<Catalog>()?;
    let elsewhere = |i: &super::incidents::Incident| {
        !i.struck.is_empty()
            && i.struck.iter().all(|&e| world.get::<super::Worker>(e).is_some_and(|w| w.group != group))
    };
    let mut on: Vec<&super::incidents::Incident> =
        world.iter_entities().filter_map(|e| e.get::<super::incidents::Incident>()).filter(|i| !elsewhere(i)).collect();
    on.sort_by(|a, b| a.started.total_cmp(&b.started).then(a.target.cmp(&b.target)));
    let first = on.first()?;
    let rules = catalog.incident(first.kind)?;
    Some((rules.name.clone(), first.target.clone(), rules.answer.clone()))
}

/// Where a `CompleteTasks` goal's missing tasks were at the end, after its
/// words (`head`), and the cure: the largest of what waited in a Queue (and
/// why its readers did not take it), what other groups took from a Queue,
/// what is still unread on a stream, what was lost on a stream before the
/// group read it, and what reached its Workers while their hosts were down;
/// with none of these, nothing was left for it.
fn tasks_missing<'a>(
    world: &World,
    group: &str,
    head: &str,
    cures: &'a Lessons,
    spend_free: bool,
    language: Language,
) -> (String, &'a str) {
    let l = language;
    let free = &cures.no_spending;
    let board = world.resource::<Board>();
    let log = world.resource::<super::SimLog>();
    // (how many, where in words, the cure), the largest wins.
    let mut places: Vec<(u64, String, &'a str)> = Vec::new();
    // The Queues the group reads, deepest first.
    let mut queues: Vec<(&str, &super::Queue, Entity)> = board
        .nodes
        .iter()
        .filter_map(|(id, &e)| {
            world.get::<super::Queue>(e).filter(|q| q.groups.contains_key(group)).map(|q| (id.as_str(), q, e))
        })
        .collect();
    queues.sort_by(|a, b| b.1.depth.cmp(&a.1.depth).then(a.0.cmp(b.0)));
    if let Some(&(id, _, e)) = queues.first().filter(|q| q.1.depth > 0) {
        let waiting: u64 = queues.iter().map(|q| q.1.depth).sum();
        let more = queues.iter().filter(|q| q.1.depth > 0).count() - 1;
        let place = if more > 0 { t!("lessons-queue-and-more" in l, queue = id, more = more) } else { id.to_string() };
        let text = t!("lessons-waited" in l, count = count_in(l, waiting), place = place,
            readers = readers_words(world, e, group, l));
        places.push((waiting, text, cure_for(&cures.waiting, &free.waiting, spend_free)));
    }
    let missed: u64 = queues.iter().filter_map(|q| q.1.groups.get(group)).map(|g| g.missed).sum();
    if let Some((id, ..)) = queues.iter().find(|q| q.1.groups.get(group).is_some_and(|g| g.missed > 0)) {
        let text = t!("lessons-missed" in l, count = count_in(l, missed), queue = *id);
        places.push((missed, text, &cures.missed));
    }
    let (mut unread, mut retention, mut broker, mut held, mut expansion, mut poison) = (0, 0, 0, 0, 0, 0);
    let mut topics: Vec<&str> = Vec::new();
    for &e in board.nodes.values() {
        let Some(s) = world.get::<Stream>(e) else { continue };
        let Some(flow) = s.groups.get(group) else { continue };
        let n = log.topic(&s.topic).map(|t| t.partition_count()).unwrap_or(0);
        unread += (0..n).map(|p| log.lag(group, &s.topic, p).unwrap_or(0)).sum::<u64>();
        held += held_back(log, group, &s.topic);
        retention += flow.lost_retention;
        broker += flow.lost_broker;
        expansion += flow.lost_expansion;
        poison += flow.lost_poison;
        topics.push(&s.topic);
    }
    let on = topics.join(", ");
    if unread > 0 {
        places.push((
            unread,
            t!("lessons-unread" in l, count = count_in(l, unread), topics = on.as_str()),
            cure_for(&cures.lag, &free.lag, spend_free),
        ));
    }
    if held > 0 {
        let text = t!("lessons-held" in l, count = count_in(l, held), topics = on.as_str());
        places.push((held, text, &cures.held));
    }
    if expansion > 0 {
        let text = t!("lessons-skipped" in l, count = count_in(l, expansion), topics = on.as_str());
        places.push((expansion, text, &cures.lost_expansion));
    }
    if poison > 0 {
        let text = t!("lessons-poison" in l, count = count_in(l, poison), topics = on.as_str());
        places.push((poison, text, &cures.lost_poison));
    }
    if retention + broker > 0 {
        let cure = if retention >= broker {
            cure_for(&cures.lost_retention, &free.lost_retention, spend_free)
        } else {
            broker_loss(world).cure(cures)
        };
        places.push((
            retention + broker,
            t!("lessons-lost-before-read" in l, count = count_in(l, retention + broker), topics = on.as_str()),
            cure,
        ));
    }
    let stranded: u64 = board
        .nodes
        .values()
        .filter_map(|&e| world.get::<Worker>(e))
        .filter(|w| w.group == group)
        .map(|w| w.stranded)
        .sum();
    if stranded > 0 {
        let text = t!("lessons-stranded" in l, count = count_in(l, stranded));
        places.push((stranded, text, cure_for(&cures.stranded, &free.stranded, spend_free)));
    }
    // The largest; the first found on a tie.
    let best = places.into_iter().rev().max_by_key(|p| p.0);
    match best {
        Some((_, text, cure)) => (t!("lessons-missing" in l, head = head, place = text), cure),
        None => (t!("lessons-nothing-left" in l, head = head), &cures.short),
    }
}

/// Records a `read_committed` group may not read yet on `topic`: those
/// between each partition's last stable offset (or its position, if
/// later) and its high watermark. 0 for a `read_uncommitted` group. Rule:
/// docs/RULES.md#transactions.
fn held_back(log: &crate::log::Cluster, group: &str, topic: &str) -> u64 {
    let Ok(g) = log.group(group) else { return 0 };
    if g.isolation() != crate::log::Isolation::ReadCommitted {
        return 0;
    }
    let Ok(t) = log.topic(topic) else { return 0 };
    t.partitions()
        .iter()
        .enumerate()
        .map(|(p, part)| {
            let from = part.last_stable_offset().max(g.committed(topic, p as u32).unwrap_or(0));
            part.high_watermark().saturating_sub(from)
        })
        .sum()
}

/// Why a Queue's readers in `group` did not take what waits in it:
/// ", whose only reader mailer-1 was down", ", with 2 of its 3 readers
/// down", ", which no Worker of mailer reads".
fn readers_words(world: &World, queue: Entity, group: &str, language: Language) -> String {
    let l = language;
    let links = world.get::<Links>(queue).map(|l| l.0.as_slice()).unwrap_or(&[]);
    let readers: Vec<(String, Option<&str>)> = links
        .iter()
        .filter_map(|&e| {
            let w = world.get::<Worker>(e).filter(|w| w.group == group)?;
            let id = world.get::<Node>(e).map(|n| n.id.clone()).unwrap_or_default();
            let state = if world.get::<Down>(e).is_some() {
                Some("down")
            } else if w.stopped {
                Some("stopped")
            } else if w.paused {
                Some("paused")
            } else {
                None
            };
            Some((id, state))
        })
        .collect();
    let idle = readers.iter().filter(|r| r.1.is_some()).count();
    let n = readers.len();
    match readers.as_slice() {
        [] => t!("lessons-readers-none" in l, group = group),
        [(id, Some(state))] => t!("lessons-readers-only-idle" in l, reader = id.as_str(), state = *state),
        [(id, None)] => t!("lessons-readers-only-slow" in l, reader = id.as_str()),
        _ if idle == n => t!("lessons-readers-all-idle" in l, count = n),
        _ if idle > 0 => t!("lessons-readers-some-idle" in l, idle = idle, count = n),
        _ => t!("lessons-readers-all-slow" in l, count = n),
    }
}

/// What burned the money at the end: "the largest Burn at the end was
/// orders at $1.20/s and billing-1 at $0.40/s, of $2.10/s in all".
fn burners(world: &World, language: Language) -> String {
    let l = language;
    let Some(catalog) = world.get_resource::<Catalog>() else { return String::new() };
    let mut burns: Vec<(&str, f64)> = world
        .resource::<Board>()
        .nodes
        .iter()
        .filter_map(|(id, &e)| {
            let node = world.get::<Node>(e)?;
            let spec = catalog.component(&node.kind)?;
            Some((id.as_str(), super::economy::node_burn(spec, node.size, world.get::<Stream>(e))))
        })
        .collect();
    burns.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(b.0)));
    let total: f64 = burns.iter().map(|b| b.1).sum();
    let top: Vec<String> =
        burns.iter().take(3).map(|(id, b)| t!("lessons-burn-of" in l, node = *id, rate = fixed_in(l, *b, 2))).collect();
    if top.is_empty() {
        return t!("lessons-nothing-burned" in l);
    }
    t!("lessons-largest-burn" in l, burners = and_list(&top, l), total = fixed_in(l, total, 2))
}

/// "a", "a and b", "a, b and c".
fn and_list(items: &[String], language: Language) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => t!("lessons-and" in language, rest = rest.join(", "), last = last.as_str()),
    }
}

/// Keys that rebuilt tables could not get back, over every stream and
/// group (part of lost to retention; docs/RULES.md#incident-state-store-lost).
fn keys_lost(world: &World) -> u64 {
    world.iter_entities().filter_map(|e| e.get::<Stream>()).flat_map(|s| s.groups.values()).map(|f| f.keys_lost).sum()
}

/// What was lost with a broker down, over every stream, by kind.
pub(super) fn broker_loss(world: &World) -> BrokerLoss {
    let mut out = BrokerLoss::default();
    let (mut written, mut repeated, mut duplicates) = (0, 0, 0);
    for e in world.iter_entities() {
        if let Some(s) = e.get::<Stream>() {
            out.total += s.lost_broker;
            out.unclean += s.lost_unclean;
            out.dropped += s.dropped;
            out.appended_twice += s.producer_duplicates;
            written += s.written_again;
            for flow in s.groups.values() {
                repeated += flow.repeated;
                duplicates += flow.duplicates;
            }
        }
    }
    // Duplicates of output written twice, and the groups' own repeats.
    if written > 0 {
        out.written_twice = repeated;
        out.own_repeats = duplicates.saturating_sub(repeated);
    }
    out
}

/// What the debrief says of the bad outcomes when there were none: "Nothing
/// went wrong." on a win or a run still going, never on a loss (the loss
/// came from elsewhere, and the outcome says where); `None` when there were
/// some (the causes are listed).
pub fn budget_note(outcome: &str, bad_outcomes: f64) -> Option<&'static str> {
    if bad_outcomes >= 0.5 {
        None
    } else if outcome.starts_with("lost") {
        Some("No bad outcome: the run was lost by what the headline says.")
    } else {
        Some("Nothing went wrong.")
    }
}

/// [`budget_note`] in `language`, for the screen (`outcome` is the
/// report's, English).
pub fn budget_note_in(language: Language, outcome: &str, bad_outcomes: f64) -> Option<String> {
    let l = language;
    if bad_outcomes >= 0.5 {
        None
    } else if outcome.starts_with("lost") {
        Some(t!("lessons-no-bad-outcome" in l))
    } else {
        Some(t!("lessons-nothing-went-wrong" in l))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_read_as_words_and_a_loss_never_says_nothing_went_wrong() {
        assert_eq!(and_list(&["a".into()], Language::English), "a");
        assert_eq!(and_list(&["a".into(), "b".into(), "c".into()], Language::English), "a, b and c");
        assert_eq!(budget_note("won: every goal met at 00:01:00", 0.0), Some("Nothing went wrong."));
        assert_eq!(budget_note("lost: time is up: …", 0.0).map(|n| n.contains("Nothing went wrong")), Some(false));
        assert_eq!(budget_note("lost: …", 3.0), None);
    }
}
