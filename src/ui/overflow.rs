//! Text that does not fit its panel, measured for the layout the end-to-end
//! tests read (`logjam play --layout`, [`crate::view::TextOverflow`]): after
//! each egui pass, every text egui is about to draw is checked against the
//! part of the window its panel shows. Only while the layout is asked for
//! (the resource exists): a player's game does none of it.

use bevy::prelude::*;
use bevy_egui::{EguiFullOutput, EguiPostUpdateSet, egui};

use crate::view::{PanelRow, TextOverflow};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        PostUpdate,
        measure
            .after(EguiPostUpdateSet::EndPass)
            .before(EguiPostUpdateSet::ProcessOutput)
            .run_if(resource_exists::<TextOverflow>),
    );
}

/// Fills [`TextOverflow`] from this frame's egui output.
fn measure(outputs: Query<&EguiFullOutput>, mut contexts: bevy_egui::EguiContexts, mut overflow: ResMut<TextOverflow>) {
    let zoom = contexts.ctx_mut().map(|c| c.zoom_factor()).unwrap_or(1.0);
    let mut found = Vec::new();
    for output in &outputs {
        let Some(full) = &output.0 else { continue };
        for clipped in &full.shapes {
            visit(&clipped.shape, clipped.clip_rect, zoom, &mut found);
        }
    }
    if overflow.0 != found {
        overflow.0 = found;
    }
}

fn visit(shape: &egui::Shape, clip: egui::Rect, zoom: f32, found: &mut Vec<PanelRow>) {
    match shape {
        egui::Shape::Vec(shapes) => shapes.iter().for_each(|s| visit(s, clip, zoom, found)),
        egui::Shape::Text(text) => {
            let rect = text.galley.rect.translate(text.pos.to_vec2());
            if does_not_fit(rect, clip, &text.galley) {
                let px = |r: egui::Rect| Rect::new(r.min.x * zoom, r.min.y * zoom, r.max.x * zoom, r.max.y * zoom);
                found.push(PanelRow {
                    panel: "text",
                    text: text.galley.text().to_string(),
                    rect: px(rect),
                    clip: px(clip),
                });
            }
        }
        _ => {}
    }
}

/// A text drawn at `rect` in a panel showing `clip` does not fit: it runs
/// past the panel's right edge (a one-line box, a text field, scrolls its
/// own text and is left alone: its clip is no taller than two lines), or it
/// is squeezed into a column of one or two characters a row.
fn does_not_fit(rect: egui::Rect, clip: egui::Rect, galley: &egui::Galley) -> bool {
    let cut = rect.right() > clip.right() + 1.0 && rect.left() < clip.right() && clip.height() > 2.0 * rect.height();
    let rows = &galley.rows;
    let squeezed = rows.len() >= 3
        && galley.text().trim().chars().count() >= 4
        && rows.iter().all(|r| r.row.char_count_excluding_newline().0 <= 2);
    cut || squeezed
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The texts [`visit`] finds in what `draw` draws (its second frame,
    /// with the game's fonts).
    fn found(draw: impl Fn(&mut egui::Ui)) -> Vec<String> {
        let ctx = egui::Context::default();
        ctx.set_fonts(super::super::theme::font_definitions());
        let input = || egui::RawInput {
            screen_rect: Some(egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(800.0, 600.0))),
            ..Default::default()
        };
        ctx.run_ui(input(), |ui| draw(ui)).textures_delta.clear();
        let mut out = ctx.run_ui(input(), |ui| draw(ui));
        out.textures_delta.clear();
        let mut rows = Vec::new();
        out.shapes.iter().for_each(|c| visit(&c.shape, c.clip_rect, 1.0, &mut rows));
        rows.into_iter().map(|r| r.text).collect()
    }

    /// A row of choices in a window 160 points wide.
    fn row(ui: &mut egui::Ui, wrapped: bool) {
        egui::Window::new("w").resizable(false).fixed_size([160.0, 300.0]).show(ui.ctx(), |ui| {
            // As the Inspector does.
            ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
            let choices = |ui: &mut egui::Ui| {
                ui.label("Replication limit");
                ui.label("none");
                ui.label("250.0 k/s");
            };
            if wrapped {
                ui.horizontal_wrapped(choices)
            } else {
                ui.horizontal(choices)
            };
        });
    }

    #[test]
    fn a_squeezed_or_cut_text_is_found_and_a_row_that_wraps_is_not() {
        let squeezed = found(|ui| row(ui, false));
        assert!(squeezed.iter().any(|t| t.contains("k/s")), "{squeezed:?}");
        assert_eq!(found(|ui| row(ui, true)), Vec::<String>::new());
        let cut = found(|ui| {
            egui::Window::new("w").resizable(false).fixed_size([100.0, 300.0]).show(ui.ctx(), |ui| {
                // What the panel shows: 100 points wide.
                ui.shrink_clip_rect(egui::Rect::from_min_size(ui.cursor().min, egui::vec2(100.0, 250.0)));
                ui.add(egui::Label::new("a sentence far longer than its panel is wide").extend());
            });
        });
        assert_eq!(cut, ["a sentence far longer than its panel is wide"]);
    }
}
