//! Statuses that agree: every shipped scenario, played with its solution
//! script (and its reactive answer where it has one), on the real board
//! (the sim and the view's systems, no renderer), its board sampled every
//! few sim seconds. For each card, the badge the view drew, the words the
//! Inspector says for the same Node, and the Node's own figures must tell
//! one story: the badge is the status's, or a flash of something that just
//! happened to a Worker that is working; the Inspector says the badge's
//! words; a Worker that completes tasks is never IDLE and an idle one owns
//! no partition and is handed no task; a stopped Worker wears STOPPED (or a
//! loss's badge) and nothing else.

use std::path::Path;

use bevy::prelude::*;
use logjam::loading::Screen;
use logjam::rules::catalog::Catalog;
use logjam::rules::scenario::Scenario;
use logjam::sim::status::Statuses;
use logjam::sim::{self, PlayerAction, SimClock, Worker};

/// Badges a moment shows after something happened (not a status).
const FLASHES: &[&str] = &["STALE RESULT", "DUPLICATE", "REPEAT REFUSED", "THROTTLED"];

/// What is wrong on one card at one moment.
fn problems_at(world: &mut World, scenario: &str) -> Vec<String> {
    let now = world.resource::<SimClock>().now;
    let statuses = world.resource::<Statuses>().clone();
    let mut badges = world.query::<(&logjam::view::CardBadge, &Text2d)>();
    let drawn: Vec<(Entity, String)> = badges.iter(world).map(|(b, t)| (b.node, t.0.clone())).collect();
    let mut out = Vec::new();
    for (node, text) in drawn {
        let Some(status) = statuses.0.get(&node) else { continue };
        let id = world.get::<sim::Node>(node).map(|n| n.id.clone()).unwrap_or_default();
        let at = format!("{scenario} at {now:.0} s, {id}");
        let steady = status.badge.as_ref().map(|b| b.text.clone()).unwrap_or_default();
        let (inspector, reads) = logjam::ui::status_words(status);
        let working = status.activity.as_ref().is_some_and(|a| a.works());
        // The card's badge is its status's, or a flash on a working Node.
        if text != steady {
            let flash = FLASHES.contains(&text.as_str());
            let worker = world.get::<Worker>(node).is_some();
            if !flash || (worker && !working) {
                out.push(format!("{at}: the card says {text:?}, its status {steady:?} ({:?})", status.activity));
            }
        }
        // The Inspector says the same badge.
        if let Some(b) = &status.badge
            && !inspector.as_deref().is_some_and(|line| line.starts_with(&b.text))
        {
            out.push(format!("{at}: the Inspector says {inspector:?} under a {:?} badge", b.text));
        }
        let Some(w) = world.get::<Worker>(node) else { continue };
        let completing = w.consumed_rate.per_second;
        if text == "IDLE" && (!w.assigned.is_empty() || w.reads_queue || completing > 0.5) {
            out.push(format!("{at}: IDLE while owning {:?}, completing {completing:.1}/s", w.assigned));
        }
        if completing > 0.5
            && !w.stopped
            && let Some((words, false)) = &reads
            && words.contains("idle")
        {
            out.push(format!("{at}: the Inspector reads {words:?} while it completes {completing:.1} tasks/s"));
        }
        if (w.stopped || w.paused) && FLASHES.contains(&text.as_str()) {
            out.push(format!("{at}: a {} Worker wears {text:?}", if w.stopped { "stopped" } else { "paused" }));
        }
    }
    out
}

/// Plays `file` with `script` on the board for up to `until` sim seconds
/// at 60× (a sim second a frame), checking every `every` frames.
fn walk(file: &str, script: &[(f64, PlayerAction)], until: f64, every: u32) -> Vec<String> {
    let catalog = Catalog::builtin();
    let text = std::fs::read_to_string(crate::root().join("scenarios").join(file)).unwrap();
    let scenario = Scenario::parse(&text, file, &catalog).unwrap();
    let end = scenario.duration.unwrap_or(until).min(until);
    let mut app = logjam::app::board_without_renderer(catalog, 2, Screen::Loading);
    sim::load_scenario(app.world_mut(), scenario, file).unwrap();
    app.world_mut().resource_mut::<NextState<Screen>>().set(Screen::Playing);
    let mut pending: Vec<&(f64, PlayerAction)> = script.iter().collect();
    let mut out = Vec::new();
    let mut frame = 0u32;
    while app.world().resource::<SimClock>().now < end - 1e-9 && !sim::scenario_over(app.world()) {
        let now = app.world().resource::<SimClock>().now;
        while let Some(a) = pending.first().filter(|a| a.0 <= now + 1e-9) {
            app.world_mut().write_message(a.1.clone());
            pending.remove(0);
        }
        app.update();
        frame += 1;
        if frame.is_multiple_of(every) {
            out.extend(problems_at(app.world_mut(), file));
        }
    }
    out
}

fn script(name: &str) -> Vec<(f64, PlayerAction)> {
    let path = crate::root().join("tests/solutions").join(name);
    if Path::new(&path).is_file() { logjam::headless::read_script(&path).unwrap() } else { Vec::new() }
}

#[test]
fn every_shipped_scenario_shows_one_story_on_its_cards_and_in_the_inspector() {
    let index = logjam::rules::index::shipped_index().unwrap();
    let mut problems = Vec::new();
    let mut checked = 0;
    for e in index.iter().filter(|e| e.section != "Benchmarks") {
        let stem = e.file.strip_suffix(".scenario.ron").unwrap();
        for s in [format!("{stem}.actions.ron"), format!("{stem}.reactive.actions.ron")] {
            let actions = script(&s);
            if actions.is_empty() && s.contains("reactive") {
                continue;
            }
            problems.extend(walk(&e.file, &actions, 600.0, 3));
            checked += 1;
        }
    }
    assert!(checked >= 40, "{checked} runs checked");
    problems.truncate(40);
    assert!(problems.is_empty(), "{} disagreements:\n{}", problems.len(), problems.join("\n"));
}

/// A group's duplicate shows on the Worker that applied it, not on one the
/// player stopped or paused: billing-2 stopped, billing-1 crashes before
/// committing (its events come again), e-mail's lone Worker paused.
#[test]
fn a_stopped_or_paused_worker_wears_its_own_badge_through_its_groups_duplicates() {
    let stop = |node: &str| PlayerAction::SetWorkerStopped { node: node.into(), stopped: true };
    let script = [
        (5.0, stop("billing-2")),
        (6.0, PlayerAction::SetWorkerPaused { node: "email-1".into(), paused: true }),
        (20.0, PlayerAction::CrashWorker { node: "billing-1".into() }),
        (40.0, PlayerAction::CrashWorker { node: "billing-1".into() }),
    ];
    let problems = walk("first-shop.scenario.ron", &script, 60.0, 1);
    assert!(problems.is_empty(), "{} disagreements:\n{}", problems.len(), problems.join("\n"));
}
