//! The live board's strip (`logjam play --cluster`): at the foot of the
//! window, which cluster the board shows, when it was last read and how long that
//! took, or that the cluster cannot be reached and when the board tries
//! again; and a window with what the client read (the watch's text of the
//! newest look: partitions with log start, high watermark, leader,
//! replicas and ISR; groups with their members, committed offsets, lag and
//! lag in time). Desktop only: a browser opens no connection to a broker.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::UiSet;
use super::colour::colour;
use crate::bridge::board::{LiveCluster, LiveStatus, SNAPSHOT_WINDOW, SnapshotState, TakeSnapshot};
use crate::sim::SimClock;
use crate::view::palette::Palette;

/// Seconds a refused board action is said on the strip.
const REFUSAL_SECONDS: f64 = 6.0;

/// The client's-view window: shown or not.
#[derive(Resource, Debug, Default)]
struct ClientView {
    open: bool,
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<ClientView>()
        .add_systems(Update, say_where)
        .add_systems(EguiPrimaryContextPass, strip.in_set(UiSet::Panels).run_if(resource_exists::<LiveCluster>));
}

/// The console says where its commands run: on the live board's cluster
/// (while there is one).
fn say_where(live: Option<Res<LiveCluster>>, mut target: ResMut<super::console::ConsoleCluster>) {
    let want = live.map(|live| {
        format!(
            "Live board: these commands run on the cluster at {} (what writes, writes to it: create, produce, \
             consume with a commit, reset group). Board actions are refused: the board is the cluster's.",
            live.bootstrap
        )
    });
    if target.0 != want {
        target.0 = want;
    }
}

/// The strip's words: what it shows, and whether it is bad news.
pub fn status_words(live: &LiveCluster, now: f64) -> (String, bool) {
    let look = &live.look;
    let shape = format!(
        "{} broker{} · {} topic{} · {} group{}",
        look.brokers.len(),
        if look.brokers.len() == 1 { "" } else { "s" },
        look.topics.len(),
        if look.topics.len() == 1 { "" } else { "s" },
        look.groups.len(),
        if look.groups.len() == 1 { "" } else { "s" },
    );
    // The board never writes; the console writes what is typed, unless
    // it is read-only too.
    let writes = if live.read_only { "read-only" } else { "the board reads; the console writes what you type" };
    match &live.status {
        LiveStatus::Opened => (format!("● LIVE  {} · {shape} · {writes}", live.bootstrap), false),
        LiveStatus::Live { at, took } => {
            let ago = (now - at).max(0.0);
            // A look that has not come for a few intervals is waiting on
            // the cluster (it fails only after --timeout).
            let late = ago > 3.0 * live.interval.as_secs_f64() + 1.0;
            let read = if late {
                format!("no answer for {ago:.0} s (the last look took {} ms)", took.as_millis())
            } else {
                format!("read {ago:.0} s ago in {} ms", took.as_millis())
            };
            (format!("● LIVE  {} · {shape} · {read} · {writes}", live.bootstrap), false)
        }
        LiveStatus::Lost { error, failures, retry_at } => {
            let next = if *retry_at > now {
                format!("trying again in {:.0} s", (retry_at - now).ceil())
            } else {
                "trying again now…".to_string()
            };
            (
                format!(
                    "⚠ {} unreachable ({failures} look{} failed in a row): {error} · the board shows the last good \
                     look · {next}",
                    live.bootstrap,
                    if *failures == 1 { "" } else { "s" },
                ),
                true,
            )
        }
    }
}

/// The snapshot's button and state; whether it was clicked.
fn snapshot_words(ui: &mut egui::Ui, state: &SnapshotState, now: f64, palette: &Palette) -> bool {
    let window = SNAPSHOT_WINDOW.as_secs_f64();
    let button = |ui: &mut egui::Ui| {
        ui.small_button(format!("Snapshot ({window:.0} s)"))
            .on_hover_text(
                "Writes this cluster as a scenario to break safely: its topics, brokers and groups, with the rates \
                 and key skew measured over the next 30 s, into the mods folder (Scenarios lists it). Reads only.",
            )
            .clicked()
    };
    match state {
        SnapshotState::Idle => button(ui),
        SnapshotState::Taking(since) => {
            ui.label(format!("measuring for the snapshot… {:.0} s", (since + window + 1.0 - now).max(0.0)));
            false
        }
        SnapshotState::Wrote(path) => {
            let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            ui.label(format!("wrote {name} (Scenarios, mods)")).on_hover_text(path.display().to_string());
            button(ui)
        }
        SnapshotState::Failed(e) => {
            ui.colored_label(colour(palette.ui.caution), format!("snapshot failed: {e}"));
            button(ui)
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn strip(
    mut contexts: EguiContexts,
    selection: Res<crate::view::Selection>,
    cards: Query<(Option<&crate::sim::Stream>, Option<&crate::sim::Worker>)>,
    live: Res<LiveCluster>,
    clock: Res<SimClock>,
    palette: Res<Palette>,
    mut view: ResMut<ClientView>,
    mut snap: MessageWriter<TakeSnapshot>,
    mut refused: MessageReader<crate::sim::ActionRejected>,
    mut said: Local<Option<(String, f64)>>,
) -> Result {
    // A board action refused: said on the strip for a few seconds.
    if let Some(r) = refused.read().last() {
        *said = Some((r.reason.clone(), clock.now));
    }
    if said.as_ref().is_some_and(|(_, at)| clock.now - at > REFUSAL_SECONDS) {
        *said = None;
    }
    let ctx = contexts.ctx_mut()?;
    let (words, bad) = status_words(&live, clock.now);
    let fill = if bad { palette.danger.loss } else { palette.ui.bar };
    // Never wider than the window: a long error wraps.
    let max = (ctx.content_rect().width() - 40.0).max(200.0);
    // At the foot of the window: the top holds the bar, the brief and the
    // panels' titles.
    egui::Area::new(egui::Id::new("live strip")).anchor(egui::Align2::CENTER_BOTTOM, [0.0, -6.0]).show(ctx, |ui| {
        egui::Frame::new().fill(colour(fill)).corner_radius(4).inner_margin(egui::Margin::symmetric(10, 4)).show(
            ui,
            |ui| {
                ui.set_max_width(max);
                ui.horizontal_wrapped(|ui| {
                    let text = egui::RichText::new(&words).monospace();
                    let text = if bad { text.color(colour(palette.text)) } else { text.color(colour(palette.ui.good)) };
                    ui.label(text);
                    if let Some(e) = &live.rebuild_error {
                        ui.colored_label(colour(palette.ui.caution), format!("· not rebuilt: {e}"));
                    }
                    if ui.small_button("What the client read").clicked() {
                        view.open = !view.open;
                    }
                    if snapshot_words(ui, &live.snapshot, clock.now, &palette) {
                        snap.write(TakeSnapshot);
                    }
                    if let Some((reason, _)) = &*said {
                        ui.colored_label(colour(palette.ui.caution), format!("refused: {reason}"));
                    }
                });
            },
        );
    });
    if view.open {
        // The selected card's part of the look: its topic, or its group.
        let picked = selection.0.and_then(|e| cards.get(e).ok());
        let topic = picked.and_then(|(s, _)| s).map(|s| s.topic.as_str());
        let group = picked.and_then(|(_, w)| w).map(|w| w.group.as_str());
        let about = match (topic, group) {
            (Some(t), _) => format!("topic {t} and the groups that read it (the card selected)"),
            (_, Some(g)) => format!("group {g} and the topics it reads (the card selected)"),
            _ => "the whole cluster (select a card for its part)".to_string(),
        };
        let text = crate::bridge::watch::text(&live.client_view(topic, group), true);
        egui::Window::new("What the client read").open(&mut view.open).default_size([900.0, 420.0]).show(ctx, |ui| {
            ui.weak(format!(
                "The newest look at the cluster, as `logjam watch` prints it, the figures the board draws: {about}."
            ));
            egui::ScrollArea::both().auto_shrink([false, false]).show(ui, |ui| {
                ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
                ui.monospace(text);
            });
        });
    }
    Ok(())
}
