//! The legend (L): every mark on the board, drawn as the board draws it,
//! with what it means. The same colours as the board (the palette's), so it
//! follows the colour-blind setting too.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{UiSet, colour, window_id};
use crate::rules::catalog::Catalog;
use crate::t;
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
    Cell(Color, &'static str, String),
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
    Chip(Color, Color, String),
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
            painter.text(c + egui::vec2(0.0, 6.0), egui::Align2::CENTER_CENTER, bottom, mono, colour(p.background));
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
            painter.text(c, egui::Align2::CENTER_CENTER, t!("view-cell-next"), mono, colour(p.next_cell));
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
            // A word wider than the chip is drawn smaller to fit it.
            let wide = painter.layout_no_wrap(word.clone(), egui::FontId::proportional(10.0), colour(*fg)).size().x;
            let size = if wide > 50.0 { (10.0 * 50.0 / wide).max(7.0) } else { 10.0 };
            painter.text(
                chip.center(),
                egui::Align2::CENTER_CENTER,
                word,
                egui::FontId::proportional(size),
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
    egui::Window::new(t!("legend-title"))
        .id(window_id("Legend")) // l10n-ok: the window's id, its English title
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
    let heading = |ui: &mut egui::Ui, s: String| {
        ui.add_space(4.0);
        ui.strong(s);
    };
    heading(ui, t!("legend-nodes-and-cards"));
    ui.label(t!("legend-nodes-and-cards-text"));
    heading(ui, t!("legend-lane"));
    lane_rows(ui, p);
    heading(ui, t!("legend-group"));
    row(ui, p, Mark::Bar(p.group(0), 0.6, false), &t!("legend-group-bar"));
    row(ui, p, Mark::Bar(p.group(1), 0.0, true), &t!("legend-group-before"));
    row(ui, p, Mark::Bar(p.group(2), 0.0, false), &t!("legend-group-empty"));
    ui.horizontal(|ui| {
        let sample = format!("250 · {} s", crate::rules::words::shown_fixed(5.9, 1));
        ui.add_sized([64.0, 20.0], egui::Label::new(egui::RichText::new(sample).color(colour(p.group(0)))));
        let records = catalog.sim.lag_warning_records;
        ui.add(egui::Label::new(t!("legend-group-lag", records = records)).wrap());
    });
    ui.horizontal(|ui| {
        let sample = t!("view-lag-locked", lag = 40, locked = 8);
        ui.add_sized([64.0, 20.0], egui::Label::new(egui::RichText::new(sample).color(colour(p.group(0)))));
        ui.add(egui::Label::new(t!("legend-share-group")).wrap());
    });
    row(ui, p, Mark::Lane(p.danger.warning, false), &t!("legend-hot-partition"));
    row(ui, p, Mark::Lane(p.danger.loss, true), &t!("legend-no-leader"));
    heading(ui, t!("legend-cards"));
    row(ui, p, Mark::Stripe(p.group(0)), &t!("legend-worker-stripe"));
    row(ui, p, Mark::Message(p.group(0), 10.0), &t!("legend-message-to-worker"));
    row(ui, p, Mark::Message(p.ages[0], 14.0), &t!("legend-message-to-stream"));
    // The badges' words, short (a chip is 54 px wide).
    row(ui, p, Mark::Chip(p.text, p.danger.loss, t!("legend-chip-word-down")), &t!("legend-chip-red"));
    row(ui, p, Mark::Chip(p.background, p.danger.warning, t!("legend-chip-word-slow")), &t!("legend-chip-amber"));
    row(ui, p, Mark::Chip(p.background, p.danger.wrong, t!("legend-chip-word-stale")), &t!("legend-chip-magenta"));
    row(ui, p, Mark::Chip(p.background, p.ui.good, t!("legend-chip-word-refused")), &t!("legend-chip-green"));
    let words = |ui: &mut egui::Ui, mark: &str, says: String| {
        ui.horizontal(|ui| {
            ui.add_sized([64.0, 20.0], egui::Label::new(egui::RichText::new(mark).monospace().size(10.0)));
            ui.add(egui::Label::new(says).wrap());
        });
    };
    let rate = crate::rules::words::shown_fixed(4.8, 1);
    words(ui, &t!("view-worker-figure", rate = rate), t!("legend-worker-figure"));
    // l10n-ok: Kafka's settings, as the board writes them.
    words(ui, "rf 3 · acks=all", t!("legend-replication"));
    heading(ui, t!("legend-top-bar"));
    words(ui, &format!("$5085 −${}/s", crate::rules::words::shown_fixed(0.6, 2)), t!("legend-money"));
    words(ui, &t!("top-bar-research-points", points = 22), t!("legend-research-points"));
    let budget = t!("top-bar-budget", spent = 0, budget = 2160, burning = "");
    words(ui, &budget, t!("legend-budget"));
    // l10n-ok: an era's name, from the catalog.
    words(ui, "Seed", t!("legend-era"));
}

/// The legend's rows for a partition's lane: its cells, the gap, the next
/// cell, the high watermark's and the last stable offset's ticks.
fn lane_rows(ui: &mut egui::Ui, p: &Palette) {
    row(ui, p, Mark::Cell(p.ages[0], "421", "…4662".into()), &t!("legend-record"));
    row(ui, p, Mark::Cell(p.ages[0], "1093", "×12".into()), &t!("legend-batch"));
    row(ui, p, Mark::Cell(p.ages[3], "0", "×171".into()), &t!("legend-shade"));
    row(ui, p, Mark::Cell(p.danger.wrong, "5120", t!("view-cell-again")), &t!("legend-stored-twice"));
    row(ui, p, Mark::Gap, &t!("legend-gap"));
    row(ui, p, Mark::Next, &t!("legend-next"));
    row(ui, p, Mark::Cell(p.ages[0], "88", "COMMIT".into()), &t!("legend-control-marker"));
    row(ui, p, Mark::Cell(p.ages[0], "86", "abort".into()), &t!("legend-aborted"));
    row(ui, p, Mark::Tick(p.text), &t!("legend-high-watermark"));
    row(ui, p, Mark::Tick(p.danger.warning), &t!("legend-last-stable-offset"));
}
