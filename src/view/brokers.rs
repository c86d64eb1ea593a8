//! The brokers of an Event Stream on its card: a chip per broker (`b0 a`:
//! its number and its zone's last letter) over the lanes' right margin,
//! up in the card's text colour, down in danger's loss colour (a failed
//! broker, a restart, an outage of its zone or of the whole stream). The
//! margin holds four; more are one chip, `+N`, red when one of them is
//! down (the Inspector lists them all). Rule: DESIGN.md §9.

use bevy::prelude::*;
use bevy::sprite::Anchor;

use super::ViewSet;
use super::board::{Card, Kind, stream_layout};
use super::fonts::Fonts;
use super::palette::Palette;
use crate::sim::cluster::Broker;
use crate::sim::{Down, Stream};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, (spawn_chips, update_chips).chain().in_set(ViewSet::Update));
}

/// Brokers shown one chip each; the rest share one.
const SHOWN: u32 = 4;

/// The row of broker chips on a stream card.
#[derive(Component)]
struct BrokerChips {
    node: Entity,
}

/// One broker's chip: a span of that row.
#[derive(Component)]
struct BrokerChip {
    index: u32,
}

/// A row of empty chips on each new stream card, above its first lane in
/// the right margin (where the group lags sit below).
fn spawn_chips(
    palette: Res<Palette>,
    fonts: Res<Fonts>,
    mut commands: Commands,
    cards: Query<(Entity, &Card), Added<Card>>,
    streams: Query<&Stream>,
) {
    for (card_entity, card) in &cards {
        let Ok(stream) = streams.get(card.node) else { continue };
        if card.kind != Kind::Stream {
            continue;
        }
        let layout = stream_layout(card.partitions, stream.groups.len());
        let Some(&y) = layout.lane_y.first() else { continue };
        let at = Vec3::new(layout.lane_right + 10.0, y + 14.0, 0.3);
        commands.entity(card_entity).with_children(|c| {
            c.spawn((
                BrokerChips { node: card.node },
                Text2d::new(""),
                fonts.bold(10.5),
                TextColor(palette.text_dim),
                Anchor::BOTTOM_LEFT,
                Transform::from_translation(at),
            ))
            .with_children(|row| {
                for index in 0..=SHOWN {
                    row.spawn((BrokerChip { index }, TextSpan::new(""), fonts.bold(10.5), TextColor(palette.text)));
                }
            });
        });
    }
}

/// Each chip says its broker and shows whether it is up.
fn update_chips(
    palette: Res<Palette>,
    rows: Query<(&BrokerChips, &Children)>,
    mut chips: Query<(&BrokerChip, &mut TextSpan, &mut TextColor)>,
    brokers: Query<&Broker>,
    down: Query<(), With<Down>>,
) {
    for (row, children) in &rows {
        let mut mine: Vec<&Broker> = brokers.iter().filter(|b| b.stream == row.node).collect();
        mine.sort_by_key(|b| b.id);
        let stream_down = down.get(row.node).is_ok();
        for child in children.iter() {
            let Ok((chip, mut span, mut colour)) = chips.get_mut(child) else { continue };
            let colour_of = |up: bool| if up && !stream_down { palette.text } else { palette.danger.loss };
            let (text, c) = match mine.get(chip.index as usize) {
                Some(_) if chip.index == SHOWN => {
                    let rest = &mine[SHOWN as usize..];
                    (format!("+{}", rest.len()), colour_of(rest.iter().all(|b| b.up())))
                }
                Some(b) => {
                    let zone = b.zone.chars().last().unwrap_or(' ');
                    (format!("b{} {zone} ", b.id), colour_of(b.up()))
                }
                None => (String::new(), palette.text),
            };
            if span.0 != text {
                span.0 = text;
            }
            if colour.0 != c {
                colour.0 = c;
            }
        }
    }
}
