//! The brokers of an Event Stream on its card: a chip per broker (`b0 a`:
//! its number and its zone's last letter) over the lanes' right margin,
//! up in the card's text colour, down in danger's loss colour (a failed
//! broker, a restart, an outage of its zone or of the whole stream). The
//! margin holds three; more are one chip, `+N`, red when one of them is
//! down (the Inspector lists them all). A click on a chip opens that broker
//! in the Inspector. Rule: docs/RULES.md#brokers.

use bevy::prelude::*;
use bevy::sprite::Anchor;

use super::board::{Card, Kind, stream_layout};
use super::fonts::Fonts;
use super::lanes::SMALLEST_TEXT;
use super::palette::Palette;
use super::{ClusterFocus, ClusterItem, Selection, UiCapture, ViewSet};
use crate::sim::cluster::{Broker, Brokers};
use crate::sim::{Down, Stream};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Update, (spawn_chips, update_chips).chain().in_set(ViewSet::Update));
}

/// Brokers shown one chip each; the rest share one.
const SHOWN: u32 = 3;

/// How far apart the chips are, board units: room for `b12 c` at
/// [`SMALLEST_TEXT`] (four chips and their 10-unit lead fill the lanes'
/// right margin, [`super::board::LANE_RIGHT_PAD`]).
const CHIP_STEP: f32 = 40.0;

/// One broker's chip on a stream card: a pickable patch (a click opens the
/// broker in the Inspector) holding its text. The last one, `+N`, stands
/// for the brokers past [`SHOWN`].
#[derive(Component)]
struct BrokerChip {
    node: Entity,
    index: u32,
}

/// A chip's text.
#[derive(Component)]
struct ChipText;

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
        commands.entity(card_entity).with_children(|c| {
            for index in 0..=SHOWN {
                let at = Vec3::new(layout.lane_right + 10.0 + CHIP_STEP * index as f32, y + 14.0, 0.3);
                c.spawn((
                    BrokerChip { node: card.node, index },
                    Sprite::from_color(Color::NONE, Vec2::new(CHIP_STEP - 4.0, SMALLEST_TEXT)),
                    Anchor::BOTTOM_LEFT,
                    Transform::from_translation(at),
                    Pickable::default(),
                ))
                .observe(on_chip_click)
                .with_children(|chip| {
                    chip.spawn((
                        ChipText,
                        Text2d::new(""),
                        fonts.bold(SMALLEST_TEXT),
                        TextColor(palette.text),
                        Anchor::BOTTOM_LEFT,
                        Transform::from_xyz(0.0, 0.0, 0.01),
                    ));
                });
            }
        });
    }
}

/// A click on a broker's chip selects its stream and shows that broker in
/// the Inspector (what it leads and follows); the click stops there.
fn on_chip_click(
    mut click: On<Pointer<Click>>,
    chips: Query<&BrokerChip>,
    brokers: Query<&Broker>,
    clusters: Query<&Brokers>,
    capture: Res<UiCapture>,
    mut selection: ResMut<Selection>,
    mut focus: ResMut<ClusterFocus>,
) {
    if capture.pointer {
        return;
    }
    let Ok(chip) = chips.get(click.entity) else { return };
    let mut ids: Vec<u32> =
        clusters.get(chip.node).into_iter().flat_map(|bs| brokers.iter_many(bs.iter())).map(|b| b.id).collect();
    ids.sort_unstable();
    let Some(&id) = ids.get(chip.index as usize) else { return };
    selection.0 = Some(chip.node);
    focus.0 = Some(ClusterItem::Broker { stream: chip.node, id });
    click.propagate(false);
}

/// Each chip says its broker and shows whether it is up.
fn update_chips(
    palette: Res<Palette>,
    chips: Query<(&BrokerChip, &Children)>,
    mut texts: Query<(&mut Text2d, &mut TextColor), With<ChipText>>,
    brokers: Query<&Broker>,
    clusters: Query<&Brokers>,
    down: Query<(), With<Down>>,
) {
    for (chip, children) in &chips {
        let mut mine: Vec<&Broker> =
            clusters.get(chip.node).into_iter().flat_map(|bs| brokers.iter_many(bs.iter())).collect();
        mine.sort_by_key(|b| b.id);
        let stream_down = down.get(chip.node).is_ok();
        let colour_of = |up: bool| if up && !stream_down { palette.text } else { palette.danger.loss };
        let (text, c) = match mine.get(chip.index as usize) {
            Some(_) if chip.index == SHOWN => {
                let rest = &mine[SHOWN as usize..];
                (format!("+{}", rest.len()), colour_of(rest.iter().all(|b| b.up())))
            }
            Some(b) => {
                let zone = b.zone.chars().last().unwrap_or(' ');
                (format!("b{} {zone}", b.id), colour_of(b.up()))
            }
            None => (String::new(), palette.text),
        };
        for child in children.iter() {
            let Ok((mut t, mut colour)) = texts.get_mut(child) else { continue };
            if t.0 != text {
                t.0 = text.clone();
            }
            if colour.0 != c {
                colour.0 = c;
            }
        }
    }
}
