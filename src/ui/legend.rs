//! The legend (L): every mark on the board, drawn as the board draws it,
//! with what it means. The same colours as the board (the palette's), so it
//! follows the colour-blind setting too.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{UiSet, colour};
use crate::rules::catalog::Catalog;
use crate::view::palette::Palette;

/// Whether the legend is shown.
#[derive(Resource, Debug, Default)]
pub struct Legend {
    /// Shown or not.
    pub open: bool,
}

super::key_panel!(Legend, KeyL);

pub(super) fn plugin(app: &mut App) {
    super::toggle::<Legend>(app);
    app.add_systems(EguiPrimaryContextPass, window.in_set(UiSet::Panels));
}

/// A sample of a board mark, drawn into a small box.
enum Mark {
    /// A record cell: its shade, its two lines.
    Cell(Color, &'static str, &'static str),
    /// The gap cell.
    Gap,
    /// The dashed next cell.
    Next,
    /// The high watermark's tick, or the last stable offset's: its colour.
    Tick(Color),
    /// A group's bar and marker at a share of the lane; `before`: the
    /// marker points left (older than every cell).
    Bar(Color, f32, bool),
    /// A lane outlined in a colour; hatched when `hatched`.
    Lane(Color, bool),
    /// A badge: its text colour, its colour, its word.
    Chip(Color, Color, &'static str),
    /// A square message of a size.
    Message(Color, f32),
    /// A stripe, as on a Worker card's edge.
    Stripe(Color),
}

fn draw(ui: &mut egui::Ui, p: &Palette, mark: &Mark) {
    let (rect, painter) = ui.allocate_painter(egui::vec2(64.0, 28.0), egui::Sense::hover());
    let r = rect.rect;
    let c = r.center();
    let mono = egui::FontId::monospace(9.5);
    match mark {
        Mark::Cell(shade, top, bottom) => {
            let cell = egui::Rect::from_center_size(c, egui::vec2(42.0, 24.0));
            painter.rect_filled(cell, 2.0, colour(*shade));
            painter.text(
                c - egui::vec2(0.0, 5.0),
                egui::Align2::CENTER_CENTER,
                *top,
                mono.clone(),
                colour(p.background),
            );
            painter.text(c + egui::vec2(0.0, 6.0), egui::Align2::CENTER_CENTER, *bottom, mono, colour(p.background));
        }
        Mark::Gap => {
            let cell = egui::Rect::from_center_size(c, egui::vec2(42.0, 24.0));
            painter.rect_filled(cell, 2.0, colour(p.track));
            painter.text(c - egui::vec2(0.0, 5.0), egui::Align2::CENTER_CENTER, "…", mono.clone(), colour(p.text_dim));
            painter.text(c + egui::vec2(0.0, 6.0), egui::Align2::CENTER_CENTER, "+249", mono, colour(p.text_dim));
        }
        Mark::Next => {
            let cell = egui::Rect::from_center_size(c, egui::vec2(42.0, 24.0));
            let stroke = egui::Stroke::new(1.0, colour(p.next_cell));
            for (a, b) in [
                (cell.left_top(), cell.right_top()),
                (cell.right_top(), cell.right_bottom()),
                (cell.right_bottom(), cell.left_bottom()),
                (cell.left_bottom(), cell.left_top()),
            ] {
                painter.add(egui::Shape::dashed_line(&[a, b], stroke, 4.0, 3.0));
            }
            painter.text(c, egui::Align2::CENTER_CENTER, "next", mono, colour(p.next_cell));
        }
        Mark::Tick(tick) => {
            painter.rect_filled(
                egui::Rect::from_center_size(c - egui::vec2(12.0, 0.0), egui::vec2(22.0, 24.0)),
                2.0,
                colour(p.ages[0]),
            );
            painter.line_segment(
                [c + egui::vec2(0.0, -14.0), c + egui::vec2(0.0, 14.0)],
                egui::Stroke::new(1.5, colour(*tick)),
            );
        }
        Mark::Bar(g, share, before) => {
            let track = egui::Rect::from_min_size(r.left_center() + egui::vec2(8.0, -3.0), egui::vec2(52.0, 6.0));
            painter.rect_filled(track, 0.0, colour(p.track));
            let x = track.left() + track.width() * share;
            painter.rect_filled(
                egui::Rect::from_min_max(track.left_top(), egui::pos2(x, track.bottom())),
                0.0,
                colour(*g),
            );
            let g = colour(g.lighter(0.15));
            let tri = if *before {
                let tip = egui::pos2(track.left() - 6.0, track.center().y);
                vec![tip, tip + egui::vec2(7.0, -4.0), tip + egui::vec2(7.0, 4.0)]
            } else {
                let tip = egui::pos2(x, track.bottom() - 1.0);
                vec![tip, tip + egui::vec2(-4.0, 8.0), tip + egui::vec2(4.0, 8.0)]
            };
            painter.add(egui::Shape::closed_line(tri, egui::Stroke::new(1.2, g)));
        }
        Mark::Lane(outline, hatched) => {
            let lane = egui::Rect::from_center_size(c, egui::vec2(56.0, 22.0));
            painter.rect_filled(lane, 0.0, colour(if *hatched { p.lane } else { p.hot_lane }));
            painter.rect_stroke(lane, 0.0, egui::Stroke::new(1.5, colour(*outline)), egui::StrokeKind::Outside);
            if *hatched {
                let mut x = lane.left();
                while x < lane.right() {
                    let top = (x + lane.height()).min(lane.right());
                    painter.line_segment(
                        [egui::pos2(x, lane.bottom()), egui::pos2(top, lane.bottom() - (top - x))],
                        egui::Stroke::new(1.0, colour(*outline)),
                    );
                    x += 10.0;
                }
            }
        }
        Mark::Chip(fg, bg, word) => {
            let chip = egui::Rect::from_center_size(c, egui::vec2(54.0, 16.0));
            painter.rect_filled(chip, 2.0, colour(*bg));
            painter.text(
                chip.center(),
                egui::Align2::CENTER_CENTER,
                *word,
                egui::FontId::proportional(10.0),
                colour(*fg),
            );
        }
        Mark::Message(m, size) => {
            painter.rect_filled(egui::Rect::from_center_size(c, egui::vec2(*size, *size)), 0.0, colour(*m));
        }
        Mark::Stripe(g) => {
            let card = egui::Rect::from_center_size(c, egui::vec2(50.0, 24.0));
            painter.rect_filled(card, 2.0, colour(p.card));
            painter.rect_filled(egui::Rect::from_min_size(card.left_top(), egui::vec2(5.0, 24.0)), 0.0, colour(*g));
        }
    }
}

fn row(ui: &mut egui::Ui, p: &Palette, mark: Mark, says: &str) {
    ui.horizontal(|ui| {
        draw(ui, p, &mark);
        ui.add(egui::Label::new(says).wrap());
    });
}

fn window(
    mut contexts: EguiContexts,
    mut legend: ResMut<Legend>,
    palette: Res<Palette>,
    catalog: Res<Catalog>,
) -> Result {
    if !legend.open {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    let p = &*palette;
    let mut open = true;
    let max_h = ctx.content_rect().height() - 60.0;
    egui::Window::new("Legend")
        .open(&mut open)
        .order(egui::Order::Foreground)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, [0.0, 10.0])
        .max_height(max_h)
        .show(ctx, |ui| {
            ui.set_width(640.0);
            // As tall as the window allows: the whole legend at 1080 lines.
            egui::ScrollArea::vertical()
                .max_height(max_h - 40.0)
                .min_scrolled_height(max_h - 40.0)
                .show(ui, |ui| contents(ui, p, &catalog));
        });
    if !open {
        legend.open = false;
    }
    Ok(())
}

fn contents(ui: &mut egui::Ui, p: &Palette, catalog: &Catalog) {
    let heading = |ui: &mut egui::Ui, s: &str| {
        ui.add_space(4.0);
        ui.strong(s);
    };
    heading(ui, "Nodes and cards");
    ui.label(
        "A Node is a component placed on the board (an API, an Event Stream, a Worker, a Queue, a Database…); each \
         is drawn as a card. \"Spend on Nodes\" is what placing them cost, less what selling refunded.",
    );
    heading(ui, "A partition's lane");
    lane_rows(ui, p);
    heading(ui, "A group under each lane");
    row(
        ui,
        p,
        Mark::Bar(p.group(0), 0.6, false),
        "The group's committed part, in the group's colour; the marker is the next offset it reads. Click a bar to open the group.",
    );
    row(
        ui,
        p,
        Mark::Bar(p.group(1), 0.0, true),
        "A marker before the lane, pointing left: its next offset is older than every cell drawn.",
    );
    row(ui, p, Mark::Bar(p.group(2), 0.0, false), "An empty bar: nothing committed past the lane's first cell yet.");
    ui.horizontal(|ui| {
        ui.add_sized([64.0, 20.0], egui::Label::new(egui::RichText::new("250 · 5.9 s").color(colour(p.group(0)))));
        ui.add(egui::Label::new(format!(
            "Its lag: records not yet committed, and how long ago the oldest of them was appended (as lag exporters estimate it). Amber past {} records.",
            catalog.sim.lag_warning_records
        )).wrap());
    });
    ui.horizontal(|ui| {
        ui.add_sized([64.0, 20.0], egui::Label::new(egui::RichText::new("40 · 8 locked").color(colour(p.group(0)))));
        ui.add(
            egui::Label::new(
                "A share group: its bar ends at its share-partition's start offset (everything before is done); a thin \
                 line runs on to its end offset, doubled where records are locked to a member. Its lag: records not \
                 yet acknowledged, and of them those locked now.",
            )
            .wrap(),
        );
    });
    row(ui, p, Mark::Lane(p.danger.warning, false), "A hot partition: far more traffic than the others.");
    row(ui, p, Mark::Lane(p.danger.loss, true), "No leader: the partition refuses writes until a replica takes over.");
    heading(ui, "Cards");
    row(
        ui,
        p,
        Mark::Stripe(p.group(0)),
        "A Worker's edge and gear wear its group's colour; so do its messages and its chart line.",
    );
    row(
        ui,
        p,
        Mark::Message(p.group(0), 10.0),
        "A message in flight to a Worker, in its group's colour; bigger squares carry more.",
    );
    row(ui, p, Mark::Message(p.ages[0], 14.0), "A message on its way into the stream (the shade of a new record).");
    row(ui, p, Mark::Chip(p.text, p.danger.loss, "DOWN"), "Red: it costs now (DOWN, NO LEADER, CRASHED, lost events).");
    row(
        ui,
        p,
        Mark::Chip(p.background, p.danger.warning, "SLOW"),
        "Amber: it will cost if it goes on (BEHIND, SLOW, PAUSED, STOPPED, IDLE, THROTTLED, HOT KEY).",
    );
    row(ui, p, Mark::Chip(p.background, p.danger.wrong, "STALE"), "Magenta: a wrong result (STALE RESULT, DUPLICATE).");
    row(
        ui,
        p,
        Mark::Chip(p.background, p.ui.good, "REFUSED"),
        "Green: a safeguard worked (REPEAT REFUSED by a unique key).",
    );
    let words = |ui: &mut egui::Ui, mark: &str, says: &str| {
        ui.horizontal(|ui| {
            ui.add_sized([64.0, 20.0], egui::Label::new(egui::RichText::new(mark).monospace().size(10.0)));
            ui.add(egui::Label::new(says).wrap());
        });
    };
    words(ui, "4.8 tasks/s", "A Worker's figure: tasks done a second; under it, its group and its partitions (p0–p1).");
    ui.horizontal(|ui| {
        ui.add_sized([64.0, 20.0], egui::Label::new(egui::RichText::new("rf 3 · acks=all").monospace().size(10.0)));
        ui.add(egui::Label::new("Replication factor: copies of each record on different brokers. acks: how many must have it before the producer is told it is written (0: none, 1: the leader, all: every in-sync replica).").wrap());
    });
    heading(ui, "The top bar");
    words(ui, "$5085 −$0.60/s", "Money, and the Burn: what the board costs a second.");
    words(ui, "22 RP", "Research points, earned by completed tasks; spent in Research (R).");
    words(
        ui,
        "budget 0/2160",
        "The error budget: bad outcomes so far, of those the level's service level allows. Red when spent.",
    );
    words(ui, "Seed", "The shop's era: traffic grows with each one that revenue brings.");
}

/// The legend's rows for a partition's lane: its cells, the gap, the next
/// cell, the high watermark's and the last stable offset's ticks.
fn lane_rows(ui: &mut egui::Ui, p: &Palette) {
    row(
        ui,
        p,
        Mark::Cell(p.ages[0], "421", "…4662"),
        "A record: its offset, and the end of its key (… stands for the start of the key).",
    );
    row(ui, p, Mark::Cell(p.ages[0], "1093", "×12"), "A batch: its first offset and how many records it holds.");
    row(
        ui,
        p,
        Mark::Cell(p.ages[3], "0", "×171"),
        "Shade is age against the retention window: light is new; the darkest quarter is what retention removes next. It sits at the old edge, and falls away when removed.",
    );
    row(
        ui,
        p,
        Mark::Cell(p.danger.wrong, "5120", "again"),
        "Records stored twice: a producer without idempotence sent them again after a failover, though the new leader had them.",
    );
    row(ui, p, Mark::Gap, "Records between the oldest and the newest, not drawn: this many.");
    row(ui, p, Mark::Next, "Where the next record goes: the log end.");
    row(
        ui,
        p,
        Mark::Cell(p.ages[0], "88", "COMMIT"),
        "A transaction's control marker, COMMIT or ABORT: it takes an offset, and no reader ever gets it.",
    );
    row(
        ui,
        p,
        Mark::Cell(p.ages[0], "86", "abort"),
        "A record of an aborted transaction (\"open\": of one still open): read_committed groups skip it (wait for it).",
    );
    row(
        ui,
        p,
        Mark::Tick(p.text),
        "The high watermark: groups read up to here. Over the lane: \"log start\" (the oldest offset kept), the high watermark and the log end.",
    );
    row(
        ui,
        p,
        Mark::Tick(p.danger.warning),
        "The last stable offset (LSO), while an open transaction holds it below the high watermark: read_committed groups read up to here, and \"at LSO\" beside one says it waits there.",
    );
}
