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
use crate::t;
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
    let want = live.map(|live| t!("live-console-target", bootstrap = live.bootstrap.as_str()));
    if target.0 != want {
        target.0 = want;
    }
}

/// The strip's words: what it shows, and whether it is bad news.
pub fn status_words(live: &LiveCluster, now: f64) -> (String, bool) {
    let look = &live.look;
    let shape = t!("live-shape", brokers = look.brokers.len(), topics = look.topics.len(), groups = look.groups.len());
    // The board never writes; the console writes what is typed, unless
    // it is read-only too.
    let writes = if live.read_only { t!("live-read-only") } else { t!("live-console-writes") };
    match &live.status {
        LiveStatus::Opened => {
            (t!("live-status-opened", bootstrap = live.bootstrap.as_str(), shape = shape, writes = writes), false)
        }
        LiveStatus::Live { at, took } => {
            let ago = (now - at).max(0.0);
            // A look that has not come for a few intervals is waiting on
            // the cluster (it fails only after --timeout).
            let late = ago > 3.0 * live.interval.as_secs_f64() + 1.0;
            let (seconds, ms) = (format!("{ago:.0}"), took.as_millis().to_string());
            let read = if late {
                t!("live-no-answer", seconds = seconds, ms = ms)
            } else {
                t!("live-read-ago", seconds = seconds, ms = ms)
            };
            (
                t!(
                    "live-status-live",
                    bootstrap = live.bootstrap.as_str(),
                    shape = shape,
                    read = read,
                    writes = writes
                ),
                false,
            )
        }
        LiveStatus::Lost { error, failures, retry_at } => {
            let next = if *retry_at > now {
                t!("live-retry-in", seconds = format!("{:.0}", (retry_at - now).ceil()))
            } else {
                t!("live-retry-now")
            };
            (
                t!(
                    "live-status-lost",
                    bootstrap = live.bootstrap.as_str(),
                    failures = *failures,
                    error = error.as_str(),
                    next = next
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
        ui.small_button(t!("live-snapshot", seconds = format!("{window:.0}")))
            .on_hover_text(t!("live-snapshot-hover"))
            .clicked()
    };
    match state {
        SnapshotState::Idle => button(ui),
        SnapshotState::Taking(since) => {
            ui.label(t!("live-snapshot-measuring", seconds = format!("{:.0}", (since + window + 1.0 - now).max(0.0))));
            false
        }
        SnapshotState::Wrote(path) => {
            let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            ui.label(t!("live-snapshot-wrote", file = name)).on_hover_text(path.display().to_string());
            button(ui)
        }
        SnapshotState::Failed(e) => {
            ui.colored_label(colour(palette.ui.caution), t!("live-snapshot-failed", error = e.to_string()));
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
                        ui.colored_label(colour(palette.ui.caution), t!("live-not-rebuilt", error = e.to_string()));
                    }
                    if ui.small_button(t!("live-client-view")).clicked() {
                        view.open = !view.open;
                    }
                    if snapshot_words(ui, &live.snapshot, clock.now, &palette) {
                        snap.write(TakeSnapshot);
                    }
                    if let Some((reason, _)) = &*said {
                        ui.colored_label(
                            colour(palette.ui.caution),
                            crate::t!("live-refused", reason = reason.to_string()),
                        );
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
            (Some(topic), _) => t!("live-about-topic", topic = topic),
            (_, Some(group)) => t!("live-about-group", group = group),
            _ => t!("live-about-cluster"),
        };
        let text = crate::bridge::watch::text(&live.client_view(topic, group), true);
        // The id stays the English title's, whatever the language.
        let id = egui::Id::new(Some(std::borrow::Cow::Borrowed("What the client read")));
        let window = egui::Window::new(t!("live-client-view")).id(id);
        window.open(&mut view.open).default_size([900.0, 420.0]).show(ctx, |ui| {
            ui.weak(t!("live-client-view-intro", about = about));
            egui::ScrollArea::both().auto_shrink([false, false]).show(ui, |ui| {
                ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
                ui.monospace(text);
            });
        });
    }
    Ok(())
}
