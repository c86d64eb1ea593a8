//! The Inspector: a Node's catalog rules, its live figures, and its options,
//! one section per component role (producer, Worker, stream, Queue,
//! Database), each option with what it costs and risks. Changes go to the
//! sim as [`PlayerAction`] messages; Esc closes it.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::{UiSet, colour, money};
use crate::log::Topic;
use crate::rules::catalog::{Catalog, ComponentSpec, ProducerRules, Role, StreamRules, WorkerRules};
use crate::rules::incident::Answer;
use crate::rules::research::ResearchEffect;
use crate::rules::scenario::{Acks, PartitionKey};
use crate::sim::cluster::{Broker, Brokers, PartitionReplicas, Partitions};
use crate::sim::economy::node_burn;
use crate::sim::incidents::Incident;
use crate::sim::{
    ActionRejected, Board, Database, Node as SimNode, PlayerAction, Producer, Queue, SimLog, Stream, Worker,
};
use crate::sim::{Down, Ledger, Research, SimClock};
use crate::t;
use crate::view::palette::Palette;
use crate::view::{ClusterFocus, ClusterItem, Selection, UiCapture, UiInsets};

use super::cluster_inspector::{Chosen, ClusterView};

/// The last refused action, shown until the next one.
#[derive(Resource, Clone, Debug, Default)]
pub struct LastRejection(pub Option<String>);

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LastRejection>()
        .init_resource::<FoldedGoals>()
        .add_systems(Update, (collect_rejections, close_on_escape).in_set(UiSet::Input))
        .add_systems(EguiPrimaryContextPass, panel.in_set(UiSet::Panels));
}

fn collect_rejections(mut rejected: MessageReader<ActionRejected>, mut last: ResMut<LastRejection>) {
    for r in rejected.read() {
        last.0 = Some(r.reason.clone());
    }
}

/// Esc closes the Inspector.
pub(super) fn close_on_escape(
    keys: Res<ButtonInput<KeyCode>>,
    capture: Res<UiCapture>,
    mut selection: ResMut<Selection>,
) {
    if !capture.keyboard && keys.just_pressed(KeyCode::Escape) {
        selection.0 = None;
    }
}

/// Text edits in progress.
#[derive(Default)]
pub(super) struct Draft {
    node: Option<Entity>,
    partitions: u32,
}

fn acks_risk(acks: Acks, rf: u32) -> String {
    match (acks, rf) {
        (_, 1) => t!("inspector-acks-risk-one-replica"),
        (Acks::All, _) => t!("inspector-acks-risk-all"),
        (Acks::One, _) => t!("inspector-acks-risk-one"),
        (Acks::Zero, _) => t!("inspector-acks-risk-zero"),
    }
}

fn group_troubles(flow: &crate::sim::GroupFlow) -> String {
    let damage = crate::sim::economy::Damage {
        lost_retention: flow.lost_retention,
        lost_broker: flow.lost_broker,
        lost_expansion: flow.lost_expansion,
        lost_poison: flow.lost_poison,
        stale: flow.stale,
        duplicates: flow.duplicates,
        ..Default::default()
    };
    let parts = damage.summary();
    if parts.is_empty() { String::new() } else { format!(" · {}", parts.join(" · ")) }
}

fn duration(secs: f64) -> String {
    if secs >= 86_400.0 {
        let d = secs / 86_400.0;
        if (d - d.round()).abs() < 1e-9 {
            format!("{d:.0} d")
        } else {
            format!("{} d", crate::rules::words::shown_fixed(d, 1))
        }
    } else if secs >= 3600.0 {
        format!("{:.0} h", secs / 3600.0)
    } else {
        format!("{secs:.0} s")
    }
}

fn rate(v: f64) -> String {
    if v >= 1e6 {
        format!("{} M/s", crate::rules::words::shown_fixed(v / 1e6, 2))
    } else if v >= 1e4 {
        format!("{} k/s", crate::rules::words::shown_fixed(v / 1e3, 1))
    } else {
        format!("{}/s", crate::rules::words::shown_fixed(v, 1))
    }
}

/// Rows every component shares.
fn common_rules(ui: &mut egui::Ui, spec: &ComponentSpec, size: u32) {
    egui::Grid::new("common rules").num_columns(2).min_col_width(90.0).max_col_width(200.0).striped(true).show(
        ui,
        |ui| {
            ui.label(t!("inspector-rules-place"));
            let (price, growth) = (money(spec.place_cost), format!("{:.0}", spec.copy_cost_growth * 100.0));
            ui.label(t!("inspector-rules-place-value", price = price, growth = growth));
            ui.end_row();
            ui.label(t!("inspector-rules-sell"));
            ui.label(t!("inspector-rules-sell-value", percent = format!("{:.0}", spec.sell_refund * 100.0)));
            ui.end_row();
            ui.label(t!("inspector-rules-burn"));
            // At size 1 the two figures are one.
            let (burn, burn_now) = (money(spec.burn_per_second), money(spec.burn_at(size)));
            ui.label(if size == 1 {
                t!("inspector-rules-burn-size-one", burn = burn)
            } else {
                t!("inspector-rules-burn-sized", burn = burn, burn_now = burn_now, size = size)
            });
            ui.end_row();
            ui.label(t!("inspector-rules-sizes"));
            let factor = spec.size_factor.to_string();
            ui.label(t!("inspector-rules-sizes-value", sizes = spec.sizes, factor = factor, size = size));
            ui.end_row();
            ui.label(t!("inspector-rules-overhead"));
            ui.label(format!("{} ms", spec.overhead_ms)); // l10n-ok: a number and its unit
            ui.end_row();
            ui.label(t!("inspector-rules-takes-sends"));
            ui.label(format!(
                "{} / {}",
                crate::rules::catalog::Traffic::words_in(crate::locale::current(), &spec.takes),
                crate::rules::catalog::Traffic::words_in(crate::locale::current(), &spec.sends)
            ))
            .on_hover_text(t!("inspector-rules-traffic-tip"));
            ui.end_row();
            if let Some(u) = &spec.unlock {
                ui.label(t!("inspector-rules-unlocked-by"));
                let (research, era, cost) =
                    (crate::locale::data::text(&u.research), crate::locale::data::text(&u.era), u.cost.to_string());
                let after = u.requires.iter().map(|r| crate::locale::data::text(r)).collect::<Vec<_>>().join(", ");
                let unlock = if u.requires.is_empty() {
                    t!("inspector-rules-unlock", research = research, era = era, cost = cost)
                } else {
                    t!("inspector-rules-unlock-after", research = research, era = era, cost = cost, requires = after)
                };
                ui.label(if u.unlocks_next.is_empty() {
                    unlock
                } else {
                    t!(
                        "inspector-rules-unlock-next",
                        unlock = unlock,
                        next =
                            u.unlocks_next.iter().map(|r| crate::locale::data::text(r)).collect::<Vec<_>>().join(", ")
                    )
                });
                ui.end_row();
            }
        },
    );
}

/// What the Inspector reads.
#[derive(SystemParam)]
pub(super) struct Inspected<'w, 's> {
    palette: Res<'w, Palette>,
    board: Res<'w, Board>,
    catalog: Res<'w, Catalog>,
    log: Res<'w, SimLog>,
    clock: Res<'w, SimClock>,
    research: Res<'w, Research>,
    settings: Res<'w, crate::sim::groups::GroupSettings>,
    restarts: Res<'w, crate::sim::restarts::RollingRestarts>,
    ledger: Res<'w, Ledger>,
    rejection: Res<'w, LastRejection>,
    nodes:
        Query<'w, 's, (&'static SimNode, Option<&'static Producer>, Option<&'static Stream>, Option<&'static Worker>)>,
    stores: Query<'w, 's, (Option<&'static Queue>, Option<&'static Database>)>,
    down: Query<'w, 's, &'static Down>,
    incidents: Query<'w, 's, &'static Incident>,
    links: Query<'w, 's, &'static crate::sim::Links>,
    replicas: Query<'w, 's, &'static PartitionReplicas>,
    brokers: Query<'w, 's, &'static Broker>,
    /// Each stream's partitions and brokers (the relationships' targets).
    clusters: Query<'w, 's, (Option<&'static Partitions>, Option<&'static Brokers>)>,
    statuses: Res<'w, crate::sim::status::Statuses>,
}

impl Inspected<'_, '_> {
    /// The partitions of stream `e`, by index.
    fn partitions_of(&self, e: Entity) -> Vec<&PartitionReplicas> {
        let of = self.clusters.get(e).ok().and_then(|(ps, _)| ps);
        let mut parts: Vec<&PartitionReplicas> =
            of.into_iter().flat_map(|ps| ps.iter()).filter_map(|p| self.replicas.get(p).ok()).collect();
        parts.sort_by_key(|p| p.partition);
        parts
    }

    /// The brokers of stream `e`, by number.
    fn brokers_of(&self, e: Entity) -> Vec<&Broker> {
        let of = self.clusters.get(e).ok().and_then(|(_, bs)| bs);
        let mut brokers: Vec<&Broker> =
            of.into_iter().flat_map(|bs| bs.iter()).filter_map(|b| self.brokers.get(b).ok()).collect();
        brokers.sort_by_key(|b| b.id);
        brokers
    }
}

/// What the player clicked to open: a group on a lane, a broker or a
/// partition of a stream.
#[derive(SystemParam)]
pub(super) struct Focus<'w> {
    group: ResMut<'w, crate::view::GroupFocus>,
    cluster: ResMut<'w, ClusterFocus>,
}

/// One Node in the Inspector: what it is, and the actions its options send
/// (written after the panel is drawn, in the order they were chosen).
struct Card<'a> {
    e: Entity,
    node: &'a SimNode,
    spec: &'a ComponentSpec,
    view: &'a Inspected<'a, 'a>,
    actions: Vec<PlayerAction>,
    /// A group the player clicked on a lane this frame: its section opens.
    focus: Option<String>,
    /// A broker or partition the player chose in a table: shown next.
    open: Option<ClusterItem>,
}

impl Card<'_> {
    fn send(&mut self, action: PlayerAction) {
        self.actions.push(action);
    }
    fn id(&self) -> String {
        self.node.id.clone()
    }
}

/// The Inspector's width, points.
const INSPECTOR_WIDTH: f32 = 320.0;

/// Where the goals column's folded line ends at the top left of the
/// window, points (its bottom edge; `None` while it is not folded): an
/// Inspector on the left opens under it.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq)]
pub(super) struct FoldedGoals(pub Option<f32>);

fn panel(
    mut contexts: EguiContexts,
    mut selection: ResMut<Selection>,
    view: Inspected,
    mut actions: MessageWriter<PlayerAction>,
    mut insets: ResMut<UiInsets>,
    mut draft: Local<Draft>,
    mut focus: Focus,
    mut shown: Local<Option<(Entity, Option<ClusterItem>)>>,
    mut side: Local<(Option<Entity>, bool)>,
    rects: Res<crate::view::ScreenRects>,
    folded_goals: Res<FoldedGoals>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some(e) = selection.0.filter(|e| view.nodes.contains(*e)) else {
        // Nothing selected: the board gets the whole width.
        insets.right = 0.0;
        *shown = None;
        side.0 = None;
        return Ok(());
    };
    let (node, ..) = view.nodes.get(e).expect("checked");
    let Some(spec) = view.catalog.component(&node.kind) else { return Ok(()) };
    // A group clicked on a lane opens for a few frames, then is left alone.
    let held = focus.group.0.as_ref().map(|(g, _)| g.clone());
    if let Some((_, frames)) = focus.group.0.as_mut() {
        *frames = frames.saturating_sub(1);
        if *frames == 0 {
            focus.group.0 = None;
        }
    }
    let item = focus.cluster.0.filter(|i| i.stream() == e);
    let mut card = Card { e, node, spec, view: &view, actions: Vec::new(), focus: held, open: None };
    let mut chosen = None;
    let mut close = false;
    let mut top = insets.top + 6.0;
    // The camera stays where it is: the Inspector lies over the board, on
    // the side away from the card it shows (decided when the card is
    // picked, so that it does not jump while the card moves).
    {
        let width = ctx.content_rect().width();
        let zoom = ctx.zoom_factor();
        let right_dock = (width - INSPECTOR_WIDTH - 12.0, width);
        let left_dock = (0.0, INSPECTOR_WIDTH + 12.0);
        let under = |d: (f32, f32), c: (f32, f32)| (c.1.min(d.1) - c.0.max(d.0)).max(0.0);
        let card_x = rects.cards.get(&node.id).map(|r| (r.min.x / zoom, r.max.x / zoom));
        match card_x {
            // Decided once the card is on the screen (a card picked at
            // the start is drawn a frame later); the right side until then.
            Some(c) if side.0 != Some(e) => *side = (Some(e), under(right_dock, c) > under(left_dock, c)),
            // It changes side later only when it covers more of the card
            // where it is than it would on the other side (the camera
            // settled or was moved), so a card moving does not make it
            // jump back and forth.
            Some(c) => {
                let (here, there) = if side.1 { (left_dock, right_dock) } else { (right_dock, left_dock) };
                if under(here, c) > under(there, c) {
                    side.1 = !side.1;
                }
            }
            None if side.0 != Some(e) => *side = (None, false),
            None => {}
        }
    }
    if side.1
        && let Some(bottom) = folded_goals.0
    {
        top = top.max(bottom + 6.0);
    }
    let (align, x) = if side.1 { (egui::Align2::LEFT_TOP, 6.0) } else { (egui::Align2::RIGHT_TOP, -6.0) };
    let max_h = (ctx.content_rect().height() - top - 10.0).max(100.0);
    let response = egui::Window::new(t!("inspector-title"))
        .id(super::window_id("Inspector")) // l10n-ok: the window's id, its English title
        .anchor(align, [x, top])
        .resizable(false)
        .collapsible(false)
        .fixed_size(egui::vec2(INSPECTOR_WIDTH, max_h - 40.0))
        .show(ctx, |ui| {
            ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
            // The card's name, Close and its status stay at the top; the
            // rest scrolls, and a card opened anew starts at its top.
            if item.is_none() {
                close = heading(ui, &card);
                status_line(ui, &card);
            }
            let mut area = egui::ScrollArea::vertical().auto_shrink([false, false]).id_salt(("inspector", e, item));
            if *shown != Some((e, item)) {
                area = area.vertical_scroll_offset(0.0);
                *shown = Some((e, item));
            }
            area.show(ui, |ui| match item {
                Some(item) => chosen = cluster_item(ui, &card, item),
                None => close |= sections(ui, &mut card, &mut draft),
            });
        });
    if let Some(r) = response {
        insets.right = r.response.rect.width() + 12.0;
    }
    for action in card.actions {
        actions.write(action);
    }
    match (chosen, card.open) {
        (Some(Chosen::Back), _) => focus.cluster.0 = None,
        (Some(Chosen::Open(next)), _) | (None, Some(next)) => focus.cluster.0 = Some(next),
        (None, None) => {}
    }
    if close {
        selection.0 = None;
    }
    Ok(())
}

/// A broker or a partition of the selected stream, instead of the stream;
/// what the player chose there.
fn cluster_item(ui: &mut egui::Ui, card: &Card, item: ClusterItem) -> Option<Chosen> {
    let view = card.view;
    let (_, _, stream, _) = view.nodes.get(card.e).ok()?;
    let stream = stream?;
    let parts = view.partitions_of(card.e);
    let brokers = view.brokers_of(card.e);
    let why_down = brokers
        .iter()
        .map(|b| {
            b.down
                .iter()
                .filter_map(|c| view.incidents.get(*c).ok())
                .map(|i| view.catalog.incident(i.kind).map(|r| crate::locale::data::text(&r.name)).unwrap_or_default())
                .collect()
        })
        .collect();
    let v = ClusterView {
        e: card.e,
        id: &card.node.id,
        stream,
        parts,
        brokers,
        why_down,
        stream_down: view.down.get(card.e).is_ok(),
        log: &view.log.0,
        now: view.clock.now,
        palette: &view.palette,
    };
    match item {
        ClusterItem::Broker { id, .. } => super::cluster_inspector::broker(ui, &v, id),
        ClusterItem::Partition { partition, .. } => super::cluster_inspector::partition(ui, &v, partition),
    }
}

/// Every section of the selected card, top to bottom; true when it asks to
/// close.
fn sections(ui: &mut egui::Ui, card: &mut Card, draft: &mut Draft) -> bool {
    let view = card.view;
    let (_, producer, stream, _) = view.nodes.get(card.e).expect("selected");
    let mut close = false;
    incident_answers(ui, card);
    egui::CollapsingHeader::new(t!("inspector-rules"))
        .id_salt("Rules")
        .default_open(false)
        .show(ui, |ui| common_rules(ui, card.spec, card.node.size));
    placement(ui, card);
    role_section(ui, card, draft);
    if stream.is_none()
        && let Some(size) = super::card_options::size_row(ui, card.spec, card.node.size)
    {
        card.send(PlayerAction::SetSize { node: card.id(), size });
    }
    let out: Vec<String> = view
        .links
        .get(card.e)
        .map(|l| l.0.iter().filter_map(|e| view.nodes.get(*e).ok()).map(|(n, ..)| n.id.clone()).collect())
        .unwrap_or_default();
    if let Some(to) = super::card_options::links_row(ui, &out) {
        card.send(PlayerAction::Unlink { from: card.id(), to });
    }
    if view.board.scenario.as_ref().is_some_and(|s| s.sandbox) {
        if let Some(p) = producer
            && let Some(a) = super::sandbox::traffic_sliders(ui, &card.node.id, p)
        {
            card.send(a);
        }
        if let Some(a) = super::sandbox::strike_buttons(ui, &card.spec.role, card.node, producer.is_some()) {
            card.send(a);
        }
    }
    close |= sell_and_refusal(ui, card);
    close
}

/// The section of the card's role: one arm per role, so a new role decides
/// what its Inspector shows.
fn role_section(ui: &mut egui::Ui, card: &mut Card, draft: &mut Draft) {
    let view = card.view;
    let (_, producer, stream, worker) = view.nodes.get(card.e).expect("selected");
    let (queue, database) = view.stores.get(card.e).unwrap_or((None, None));
    match &card.spec.role {
        Role::Producer(rules) => {
            if let Some(p) = producer {
                producer_live(ui, card, p, rules);
                schema_roll_back(ui, card, p);
            }
        }
        Role::Balancer(_) | Role::Connector(_) => {
            if let Some(p) = producer {
                schema_roll_back(ui, card, p);
            }
        }
        Role::Worker(rules) => {
            if let Some(w) = worker {
                worker_section(ui, card, w, rules);
            }
        }
        Role::Stream(rules) => {
            if let Some(s) = stream
                && let Ok(topic) = view.log.topic(&s.topic)
            {
                stream_section(ui, card, s, rules, topic, draft);
            }
        }
        Role::Queue(_) => {
            if let Some(q) = queue {
                queue_section(ui, card, q);
            }
        }
        Role::Database(_) => {
            if let Some(d) = database {
                database_section(ui, card, d);
            }
        }
    }
}

/// The card's name, what it stands for and what it does; true when Close
/// was clicked.
fn heading(ui: &mut egui::Ui, card: &Card) -> bool {
    let mut close = false;
    ui.horizontal(|ui| {
        ui.heading(crate::locale::data::text(&card.node.name));
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            // l10n-ok: a key's name
            if ui.small_button(t!("inspector-close")).on_hover_text("Esc").clicked() {
                close = true;
            }
        });
    });
    let spec = card.spec;
    let stands =
        if spec.stands_for.is_empty() { String::new() } else { format!(" — {}", spec.stands_for.join(", ")) };
    ui.label(egui::RichText::new(format!("{}{stands}", crate::locale::data::text(&spec.name))).weak());
    ui.label(crate::locale::data::text(&spec.about));
    ui.add_space(4.0);
    close
}

/// What the Inspector says of a Node's status: its badge's words and
/// what they mean here (`STOPPED Stopped: it has left its group…`), and
/// what a Worker reads, with whether it is working. Both come from the
/// status its card's badge is read from ([`crate::sim::status`]).
pub fn status_words(status: &crate::sim::status::Status) -> (Option<String>, Option<(String, bool)>) {
    let badge = status.badge.as_ref().map(|b| format!("{} {}", b.text, b.why));
    let reads = status.activity.as_ref().map(|a| (a.words(), a.works()));
    (badge, reads)
}

/// Its status, as its card's badge says it: the badge's words and what
/// they mean here.
fn status_line(ui: &mut egui::Ui, card: &Card) {
    let Some(b) = card.view.statuses.0.get(&card.e).and_then(|s| s.badge.as_ref()) else { return };
    let palette = &card.view.palette;
    let c = match b.tone {
        crate::sim::status::Tone::Loss => palette.danger.loss,
        crate::sim::status::Tone::Warning => palette.danger.warning,
        crate::sim::status::Tone::Wrong => palette.danger.wrong,
        crate::sim::status::Tone::Good => palette.ui.good,
    };
    ui.horizontal_wrapped(|ui| {
        ui.colored_label(colour(c), egui::RichText::new(&b.text).strong());
        ui.label(&b.why);
    });
    ui.add_space(2.0);
}

/// What is wrong with it, in the words of the incident, and the answer.
fn incident_answers(ui: &mut egui::Ui, card: &mut Card) {
    let view = card.view;
    let Ok(d) = view.down.get(card.e) else { return };
    for inc in d.causes.iter().filter_map(|c| view.incidents.get(*c).ok()) {
        let Some(rules) = view.catalog.incident(inc.kind) else { continue };
        let ui_colours = &view.palette.ui;
        egui::Frame::new().fill(colour(ui_colours.incident[0])).inner_margin(6).show(ui, |ui| {
            ui.colored_label(colour(ui_colours.incident[1]), crate::locale::data::text(&rules.inspector_text));
            ui.label(egui::RichText::new(crate::locale::data::text(&rules.answer)).weak());
            for answer in inc.kind.answers() {
                answer_button(ui, card, *answer);
            }
        });
    }
}

/// The button of one answer to an incident (`IncidentKind::answers`).
fn answer_button(ui: &mut egui::Ui, card: &mut Card, answer: Answer) {
    match answer {
        Answer::Replace => {
            let owned = card.view.ledger.copies.get(&card.node.kind).copied().unwrap_or(1);
            let price = card.spec.copy_cost(owned.saturating_sub(1));
            if ui
                .button(t!("inspector-replace", price = format!("{price:.0}")))
                .on_hover_text(t!("inspector-replace-tip", price = format!("{price:.0}")))
                .clicked()
            {
                card.send(PlayerAction::ReplaceNode { node: card.id() });
            }
        }
        Answer::PromoteStandby | Answer::MoveToAnotherRegion => {
            if ui.button(t!("inspector-fail-over")).on_hover_text(t!("inspector-fail-over-tip")).clicked() {
                card.send(PlayerAction::FailOver { node: card.id() });
            }
        }
    }
}

/// Its zone and region, and (with the research for it) buttons that move it
/// to another of the board's.
fn placement(ui: &mut egui::Ui, card: &mut Card) {
    let view = card.view;
    let node = card.node;
    let (zones, regions) = view.board.places(view.nodes.iter().map(|(n, ..)| n));
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("inspector-zone-region", zone = node.zone.as_str(), region = node.region.as_str()));
        if view.research.gives(ResearchEffect::MultipleZones) {
            for z in zones.iter().filter(|z| **z != node.zone) {
                if ui.small_button(z).on_hover_text(t!("inspector-move-zone-tip")).clicked() {
                    card.send(PlayerAction::SetZone { node: card.id(), zone: z.clone() });
                }
            }
        }
        if view.research.gives(ResearchEffect::MultipleRegions) {
            for r in regions.iter().filter(|r| **r != node.region) {
                if ui.small_button(r).on_hover_text(t!("inspector-move-region-tip")).clicked() {
                    card.send(PlayerAction::SetRegion { node: card.id(), region: r.clone() });
                }
            }
        }
    });
}

/// A producer's traffic, keys, sends, latency and capacity.
fn producer_live(ui: &mut egui::Ui, card: &Card, p: &Producer, rules: &ProducerRules) {
    let clock_now = card.view.clock.now;
    ui.separator();
    ui.strong(t!("inspector-live"));
    egui::Grid::new("producer live").num_columns(2).min_col_width(90.0).max_col_width(200.0).show(ui, |ui| {
        ui.label(t!("inspector-traffic"));
        let (now, produced) = (rate(p.rate_at(clock_now)), rate(p.produced_rate.per_second));
        ui.label(t!("inspector-traffic-value", rate = now, produced = produced));
        ui.end_row();
        ui.label(t!("inspector-keys"));
        let (first, last) =
            (format!("{}0", p.keys.prefix), format!("{}{}", p.keys.prefix, p.keys.entities.saturating_sub(1)));
        let (entities, hot) = (p.keys.entities, p.keys.hot.len());
        ui.label(if hot == 0 {
            t!("inspector-keys-value", first = first, last = last, entities = entities)
        } else {
            t!("inspector-keys-value-hot", first = first, last = last, entities = entities, hot = hot)
        });
        ui.end_row();
        ui.label(t!("inspector-sent"));
        ui.label(format!("{}", p.produced));
        ui.end_row();
        ui.label(t!("inspector-latency"));
        let latency = if p.latency_ms >= 1000.0 {
            format!("{} s", crate::rules::words::shown_fixed(p.latency_ms / 1000.0, 1))
        } else {
            format!("{:.0} ms", p.latency_ms) // l10n-ok: a number and its unit
        };
        ui.label(t!("inspector-latency-value", latency = latency));
        ui.end_row();
        let warn = colour(card.view.palette.ui.throttled);
        ui.label(t!("inspector-buffer"));
        let fill = match buffer_records(card) {
            Some(b) => t!("inspector-buffer-value-of", buffered = p.buffered, size = b),
            None => t!("inspector-buffer-value", buffered = p.buffered),
        };
        if p.buffered > 0 { ui.colored_label(warn, fill) } else { ui.label(fill) }
            .on_hover_text(t!("inspector-buffer-tip"));
        ui.end_row();
        if p.throttle_ms > 0.0 {
            ui.label(t!("inspector-throttle-time"));
            ui.colored_label(
                warn,
                t!(
                    "inspector-producer-throttle-value",
                    seconds = crate::rules::words::shown_fixed(p.throttle_ms / 1000.0, 1)
                ),
            )
            .on_hover_text(t!("inspector-producer-throttle-tip"));
            ui.end_row();
        }
        let blocking = p.blocking();
        if blocking > 0 {
            ui.label(t!("inspector-blocked-in-send"));
            ui.colored_label(warn, t!("inspector-blocked-in-send-value", count = blocking));
            ui.end_row();
        }
        if p.blocked > 0 {
            ui.label(t!("inspector-send-failed"));
            ui.colored_label(warn, t!("inspector-send-failed-value", count = p.blocked));
            ui.end_row();
        }
        for (id, s) in streams_written(card) {
            ui.label(t!("inspector-to-stream", stream = id));
            ui.label(producer_settings(s)).on_hover_text(t!("inspector-producer-settings-tip"));
            ui.end_row();
        }
        if p.tombstones > 0.0 {
            ui.label(t!("inspector-tombstones"));
            ui.label(t!("inspector-tombstones-value", percent = format!("{:.0}", p.tombstones * 100.0)))
                .on_hover_text(t!("inspector-tombstones-tip"));
            ui.end_row();
        }
        if p.stranded > 0 {
            ui.label(t!("inspector-stranded"));
            ui.label(t!("inspector-producer-stranded-value", count = p.stranded));
            ui.end_row();
        }
        ui.label(t!("inspector-throttled"));
        ui.label(format!("{}", p.throttled));
        ui.end_row();
        ui.label(t!("inspector-capacity"));
        ui.label(rate(rules.capacity_per_second * card.spec.size_multiplier(card.node.size)));
        ui.end_row();
    });
}

/// The Event Streams the card's Node sends to, by Node id.
fn streams_written<'a>(card: &'a Card) -> Vec<(&'a str, &'a Stream)> {
    let view = card.view;
    let Ok(links) = view.links.get(card.e) else { return Vec::new() };
    links
        .0
        .iter()
        .filter_map(|e| view.nodes.get(*e).ok())
        .filter_map(|(n, _, s, _)| Some((n.id.as_str(), s?)))
        .collect()
}

/// The buffer (records) of the first Event Stream the card's Node sends to,
/// from its catalog rules. Rule: docs/RULES.md#back-pressure.
fn buffer_records(card: &Card) -> Option<u64> {
    let view = card.view;
    let links = view.links.get(card.e).ok()?;
    links.0.iter().filter_map(|e| view.nodes.get(*e).ok()).find_map(|(n, ..)| {
        match &view.catalog.component(&n.kind)?.role {
            Role::Stream(r) => Some(r.producer_buffer_records),
            _ => None,
        }
    })
}

/// A stream's producer settings in Kafka's words: `acks=all ·
/// enable.idempotence=true`, and whether idempotence is in effect.
/// Rule: docs/RULES.md#idempotence.
fn producer_settings(s: &Stream) -> String {
    let idempotence = match (s.enable_idempotence, s.idempotent()) {
        (true, true) => t!("inspector-idempotence-in-effect"),
        (true, false) => t!("inspector-idempotence-not-in-effect"),
        (false, _) => t!("inspector-idempotence-disabled"),
    };
    format!("acks={} · {idempotence}", s.acks.label()) // l10n-ok: Kafka's setting, as it is
}

/// Partitions whose last stable offset an open transaction holds below the
/// high watermark (a warning for a hanging or a console transaction; plain
/// for read-process-write members', open until their next commit), and the
/// answer to a hanging transaction: abort it, as `kafka-transactions.sh
/// abort` does. Rules: docs/RULES.md#transactions,
/// docs/RULES.md#read-process-write.
fn open_transactions(ui: &mut egui::Ui, card: &mut Card, topic: &Topic) {
    let held: Vec<String> = topic
        .partitions()
        .iter()
        .enumerate()
        .filter(|(_, p)| p.last_stable_offset() < p.high_watermark())
        // l10n-ok: Kafka's abbreviations (last stable offset, high watermark), as they are
        .map(|(i, p)| format!("p{i} (LSO {} < HW {})", p.last_stable_offset(), p.high_watermark()))
        .collect();
    if held.is_empty() {
        return;
    }
    let id = card.id();
    let hanging = card.view.incidents.iter().any(|i| i.kind.holds_a_transaction() && i.target == id);
    let held = held.join(", ");
    let console = card.view.log.transaction(crate::console::CONSOLE_TRANSACTIONAL_ID).is_some();
    if hanging || console {
        ui.colored_label(colour(card.view.palette.ui.caution), t!("inspector-open-transaction", partitions = held));
    } else {
        // A read-process-write member's transaction, open until its next
        // commit: the usual wait (docs/RULES.md#read-process-write).
        ui.label(egui::RichText::new(t!("inspector-open-transaction-member", partitions = held)).weak());
    }
    if hanging
        && ui.button(t!("inspector-abort-transaction")).on_hover_text(t!("inspector-abort-transaction-tip")).clicked()
    {
        card.send(PlayerAction::AbortTransaction { node: id });
    }
}

/// A producer that ships a schema its groups cannot read: roll it back.
fn schema_roll_back(ui: &mut egui::Ui, card: &mut Card, p: &Producer) {
    if p.schema_version <= 1 {
        return;
    }
    ui.colored_label(
        colour(card.view.palette.ui.caution),
        t!("inspector-schema-unreadable", version = p.schema_version),
    );
    if ui.button(t!("inspector-roll-back")).on_hover_text(t!("inspector-roll-back-tip")).clicked() {
        card.send(PlayerAction::RollBack { node: card.id() });
    }
}

/// A Worker: its group, partitions, rates; crash (practice) and pause.
fn worker_section(ui: &mut egui::Ui, card: &mut Card, w: &Worker, rules: &WorkerRules) {
    ui.separator();
    ui.strong(t!("inspector-live"));
    let idle = colour(card.view.palette.ui.idle);
    // The rule the sim reads by (consume.rs): × its speed, × its slowness
    // while a rebalancing storm has it.
    let capacity = rules.tasks_per_second * w.speed * w.slow * card.spec.size_multiplier(card.node.size);
    let targets: Vec<Entity> = card.view.links.get(card.e).map(|l| l.0.clone()).unwrap_or_default();
    let stream_id = |t: &Entity| card.view.nodes.get(*t).ok().filter(|n| n.2.is_some()).map(|n| n.0.id.clone());
    let writes_to: Vec<String> = targets.iter().filter_map(stream_id).collect();
    let writes_elsewhere = targets.iter().any(|t| stream_id(t).is_none());
    egui::Grid::new("worker live").num_columns(2).min_col_width(90.0).max_col_width(200.0).show(ui, |ui| {
        ui.label(t!("inspector-group"));
        ui.label(&w.group);
        ui.end_row();
        ui.label(t!("inspector-reads"));
        match card.view.statuses.0.get(&card.e).and_then(|s| status_words(s).1) {
            Some((words, true)) => {
                ui.label(words);
            }
            Some((words, false)) => {
                ui.colored_label(idle, words);
            }
            None => {
                ui.label(w.assigned_list());
            }
        }
        ui.end_row();
        ui.label(t!("inspector-capacity"));
        ui.label(t!("inspector-capacity-tasks", rate = rate(capacity)));
        ui.end_row();
        ui.label(t!("inspector-completing"));
        ui.label(rate(w.consumed_rate.per_second));
        ui.end_row();
        ui.label(t!("inspector-done"));
        ui.label(format!("{}", w.consumed));
        ui.end_row();
        if !writes_to.is_empty() {
            ui.label(t!("inspector-writes-to"));
            ui.label(writes_to.join(", "));
            ui.end_row();
        }
    });
    // A Worker whose only effect is its output to streams repeats nothing
    // of its own (docs/RULES.md#read-process-write).
    let effect = if w.idempotent {
        t!("inspector-effect-idempotent")
    } else if !writes_to.is_empty() && !writes_elsewhere {
        let cooperative = card.view.research.gives(ResearchEffect::CooperativeRebalancing);
        if card.view.settings.of(&w.group, &card.view.catalog, cooperative).processing_guarantee.transactional() {
            t!("inspector-effect-transactional")
        } else {
            t!("inspector-effect-at-least-once")
        }
    } else {
        t!("inspector-effect-not-idempotent")
    };
    ui.label(
        egui::RichText::new(t!("inspector-speed", percent = format!("{:.0}", w.speed * 100.0), effect = effect)).weak(),
    );
    if ui.button(t!("inspector-crash")).on_hover_text(t!("inspector-crash-tip")).clicked() {
        card.send(PlayerAction::CrashWorker { node: card.id() });
    }
    ui.horizontal(|ui| {
        let mut paused = w.paused;
        if ui
            .add_enabled(!w.stopped, egui::Checkbox::new(&mut paused, t!("inspector-paused")))
            .on_hover_text(t!("inspector-paused-tip"))
            .changed()
        {
            card.send(PlayerAction::SetWorkerPaused { node: card.id(), paused });
        }
        let (label, hover) = if w.stopped {
            (t!("inspector-start"), t!("inspector-start-tip"))
        } else {
            (t!("inspector-stop"), t!("inspector-stop-tip"))
        };
        if ui.button(label).on_hover_text(hover).clicked() {
            card.send(PlayerAction::SetWorkerStopped { node: card.id(), stopped: !w.stopped });
        }
    });
    ui.label(egui::RichText::new(t!("inspector-pause-or-stop")).weak());
    let view = card.view;
    for (_, &se) in view.board.nodes.iter() {
        let Ok((_, _, Some(s), _)) = view.nodes.get(se) else { continue };
        let member = view.log.group(&w.group).is_ok_and(|g| g.members_of(&s.topic).contains(&card.node.id.as_str()));
        if member && let Some(gv) = group_view(view, s, &w.group, true) {
            for a in super::group_inspector::section(ui, &view.log, &gv) {
                card.send(a);
            }
        }
    }
}

/// One group on stream `s` as the group section shows it; `None` when the
/// stream has no such group.
fn group_view<'a>(
    view: &'a Inspected,
    s: &'a Stream,
    group: &'a str,
    open: bool,
) -> Option<super::group_inspector::GroupView<'a>> {
    let flow = s.groups.get(group)?;
    let cooperative = view.research.gives(ResearchEffect::CooperativeRebalancing);
    let ids = view
        .log
        .group(group)
        .map(|g| g.members_of(&s.topic).iter().map(|m| m.to_string()).collect())
        .unwrap_or_else(|_| Vec::<String>::new());
    let workers = ids
        .into_iter()
        .filter_map(|id| {
            let e = *view.board.nodes.get(&id)?;
            let (_, _, _, w) = view.nodes.get(e).ok()?;
            let w = w?;
            let writes_to = view
                .links
                .get(e)
                .map(|l| {
                    l.0.iter()
                        .filter_map(|t| view.nodes.get(*t).ok().filter(|n| n.2.is_some()).map(|n| n.0.id.clone()))
                        .collect()
                })
                .unwrap_or_default();
            Some(super::group_inspector::MemberView {
                e,
                id,
                writes_to,
                down: view.down.contains(e),
                paused: w.paused,
                stopped: w.stopped,
                instance_id: w.instance_id.clone(),
                restart_until: w.restart_until,
                reads: w.assigned.clone(),
            })
        })
        .collect();
    Some(super::group_inspector::GroupView {
        name: group,
        topic: &s.topic,
        flow,
        config: view.settings.of(group, &view.catalog, cooperative),
        workers,
        now: view.clock.now,
        cooperative_owned: cooperative,
        open,
        force_open: false,
        alarm: super::colour::colour(view.palette.ui.danger),
        offsets_retention: view.catalog.sim.offsets_retention_seconds,
        metadata_max_age: s.metadata_max_age(view.catalog.sim.metadata_max_age_seconds),
        restarting: view.restarts.running(group).then(|| view.restarts.left(group)),
        consumer_protocol: s.consumer_protocol,
        dead_letter: view.settings.dead_letter(group),
        other_streams: view
            .board
            .nodes
            .iter()
            .filter(|(_, e)| view.nodes.get(**e).ok().and_then(|n| n.2).is_some_and(|o| o.topic != s.topic))
            .map(|(id, _)| id.clone())
            .collect(),
    })
}

/// An Event Stream: its rules at its size, live figures, offsets per
/// partition and group, its options and practice.
fn stream_section(
    ui: &mut egui::Ui,
    card: &mut Card,
    s: &Stream,
    rules: &StreamRules,
    topic: &Topic,
    draft: &mut Draft,
) {
    // What it does now and what can be changed come first; its rules at
    // this size and each partition's offsets fold away under them.
    stream_live(ui, card, s, topic.partition_count());
    open_transactions(ui, card, topic);
    ui.separator();
    ui.strong(t!("inspector-options"));
    partitions_option(ui, card, rules, topic.partition_count(), draft);
    key_option(ui, card, s, topic);
    size_option(ui, card, s, rules);
    replication_option(ui, card, s, rules);
    reassignment_rows(ui, card, s, rules);
    acks_option(ui, card, s, rules);
    idempotence_option(ui, card, s);
    cluster_options(ui, card, s, rules);
    retention_option(ui, card, s, rules);
    cleanup_option(ui, card, s, topic, rules);
    salt_option(ui, card, s);
    group_options(ui, card, s);
    let view = card.view;
    let focus = card.focus.clone();
    for g in s.groups.keys() {
        if let Some(mut gv) = group_view(view, s, g, false) {
            gv.force_open = focus.as_deref() == Some(g.as_str());
            for a in super::group_inspector::section(ui, &view.log, &gv) {
                card.send(a);
            }
        }
    }
    let wait = s.acks.wait_ms(rules.ack_wait_ms, s.slowest_follower_ms(rules.follower_lag_seconds));
    let (ms, risk) = (format!("{:.0}", card.spec.overhead_ms + wait), acks_risk(s.acks, s.replication_factor));
    ui.label(egui::RichText::new(t!("inspector-acks-now", acks = s.acks.label(), ms = ms, risk = risk)).weak());
    stream_practice(ui, card, s);
    ui.separator();
    egui::CollapsingHeader::new(t!("inspector-stream-rules-now"))
        .id_salt("Stream rules, now")
        .default_open(false)
        .show(ui, |ui| stream_rules_now(ui, card, s, rules, topic.partition_count()));
    partition_table(ui, card, s, topic);
    replica_table(ui, card);
    broker_table(ui, card);
}

/// Each broker of the stream's cluster: its zone, up or down, the
/// partitions it leads and those it follows. Rule: docs/RULES.md#brokers.
fn broker_table(ui: &mut egui::Ui, card: &mut Card) {
    let mut open = None;
    let brokers = card.view.brokers_of(card.e);
    if brokers.is_empty() {
        return;
    }
    let now = card.view.clock.now;
    let stream_down = card.view.down.get(card.e).is_ok();
    let parts = card.view.partitions_of(card.e);
    let list = |mut v: Vec<u32>| {
        v.sort_unstable();
        if v.is_empty() { "—".to_string() } else { v.iter().map(|p| format!("p{p}")).collect::<Vec<_>>().join(" ") }
    };
    let header = egui::CollapsingHeader::new(t!("inspector-brokers-heading")).id_salt("Brokers: zone, leads, follows");
    header.default_open(false).show(ui, |ui| {
        ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
        egui::Grid::new("brokers").num_columns(5).min_col_width(24.0).striped(true).show(ui, |ui| {
            ui.strong(t!("inspector-col-broker"));
            ui.strong(t!("inspector-col-zone")).on_hover_text(t!("inspector-col-zone-tip"));
            ui.strong(t!("inspector-col-state"));
            ui.strong(t!("inspector-col-leads")).on_hover_text(t!("inspector-col-leads-tip"));
            ui.strong(t!("inspector-col-follows")).on_hover_text(t!("inspector-col-follows-tip"));
            ui.end_row();
            for b in brokers {
                if ui.link(format!("b{}", b.id)).on_hover_text(t!("inspector-open-broker")).clicked() {
                    open = Some(ClusterItem::Broker { stream: card.e, id: b.id });
                }
                ui.label(&b.zone);
                if b.up() && !stream_down {
                    let (state, tip) = if b.retiring {
                        (t!("inspector-broker-retiring"), t!("inspector-broker-retiring-tip"))
                    } else {
                        (t!("inspector-broker-up"), t!("inspector-broker-up-tip"))
                    };
                    ui.label(state).on_hover_text(tip);
                } else {
                    ui.colored_label(
                        colour(card.view.palette.danger.loss),
                        if b.disk_lost { t!("inspector-broker-failed") } else { t!("inspector-broker-down") },
                    );
                }
                let leads: Vec<u32> = parts
                    .iter()
                    .filter(|p| p.leader_now(now, stream_down) == Some(b.id))
                    .map(|p| p.partition)
                    .collect();
                let follows: Vec<u32> = parts
                    .iter()
                    .filter(|p| p.set.leader() != Some(b.id) && p.set.replicas().iter().any(|r| r.broker == b.id))
                    .map(|p| p.partition)
                    .collect();
                ui.label(list(leads));
                ui.label(list(follows));
                ui.end_row();
            }
        });
    });
    card.open = card.open.or(open);
}

/// The stream's rules at its size and settings.
fn stream_rules_now(ui: &mut egui::Ui, card: &Card, s: &Stream, rules: &StreamRules, n: u32) {
    let spec = card.spec;
    let mult = spec.size_multiplier(card.node.size);
    let wait = s.acks.wait_ms(rules.ack_wait_ms, s.slowest_follower_ms(rules.follower_lag_seconds));
    egui::Grid::new("stream rules").num_columns(2).min_col_width(90.0).max_col_width(200.0).striped(true).show(
        ui,
        |ui| {
            ui.label(t!("inspector-append-capacity"));
            let (now, one) = (rate(rules.append_capacity(mult)), rate(rules.append_capacity_per_second));
            ui.label(t!("inspector-append-capacity-value", rate = now, size = card.node.size, rate_one = one));
            ui.end_row();
            ui.label(t!("inspector-read-per-partition"));
            let (each, most) =
                (rate(rules.partition_read_per_second), rate(rules.partition_read_per_second * f64::from(n)));
            ui.label(t!("inspector-read-per-partition-value", rate = each, partitions = n, most = most));
            ui.end_row();
            ui.label(t!("inspector-producer-waits"));
            // Overhead, leader, follower, acks and the wait they make.
            let (o, l) = (spec.overhead_ms.to_string(), rules.ack_wait_ms.to_string());
            let f = format!("{:.0}", rules.follower_lag_seconds * 1000.0);
            let (a, w) = (s.acks.label(), format!("{:.0}", spec.overhead_ms + wait));
            ui.label(t!("inspector-producer-waits-value", overhead = o, leader = l, follower = f, acks = a, wait = w));
            ui.end_row();
            ui.label(t!("inspector-replication"));
            let percent = format!("{:.0}", rules.replica_burn_share * 100.0);
            ui.label(t!("inspector-replication-value", factor = s.replication_factor, percent = percent));
            ui.end_row();
            ui.label(t!("inspector-retention"));
            let choices = rules.retention_choices.iter().map(|c| duration(*c)).collect::<Vec<_>>().join(", ");
            ui.label(t!("inspector-retention-value", retention = duration(s.retention), choices = choices));
            ui.end_row();
        },
    );
}

/// Appending, throttled, stranded, and each group's reading and lag.
fn stream_live(ui: &mut egui::Ui, card: &Card, s: &Stream, n: u32) {
    let (log, throttled) = (&card.view.log, colour(card.view.palette.ui.throttled));
    ui.separator();
    ui.strong(t!("inspector-live"));
    egui::Grid::new("stream live").num_columns(2).min_col_width(90.0).max_col_width(200.0).show(ui, |ui| {
        ui.label(t!("inspector-appending"));
        ui.label(t!("inspector-appending-value", rate = rate(s.appended_rate.per_second), total = s.appended));
        ui.end_row();
        if s.throttle_ms > 0.0 {
            ui.label(t!("inspector-throttle-time"));
            ui.colored_label(
                throttled,
                t!(
                    "inspector-stream-throttle-value",
                    seconds = crate::rules::words::shown_fixed(s.throttle_ms / 1000.0, 1)
                ),
            )
            .on_hover_text(t!("inspector-stream-throttle-tip"));
            ui.end_row();
        }
        producers_know(ui, card, s, n);
        if s.throttled > 0 {
            ui.label(t!("inspector-throttled"));
            ui.colored_label(throttled, t!("inspector-stream-throttled-value", count = s.throttled));
            ui.end_row();
        }
        if s.producer_duplicates > 0 {
            ui.label(t!("inspector-appended-twice"));
            ui.colored_label(throttled, t!("inspector-appended-twice-value", count = s.producer_duplicates))
                .on_hover_text(t!("inspector-appended-twice-tip"));
            ui.end_row();
        }
        if s.groups.is_empty() {
            ui.label(t!("inspector-stranded"));
            ui.colored_label(throttled, t!("inspector-stream-stranded-value", count = s.stranded));
            ui.end_row();
        }
        let now = card.view.clock.now;
        for (g, flow) in &s.groups {
            let lags: Vec<u64> = (0..n).map(|p| log.lag_or_waiting(g, &s.topic, p).unwrap_or(0)).collect();
            let (lag, worst) = (lags.iter().sum::<u64>(), lags.iter().copied().max().unwrap_or(0));
            let behind = (0..n).filter_map(|p| log.time_lag_or_waiting(g, &s.topic, p, now)).fold(0.0, f64::max);
            ui.label(t!("inspector-group-name", group = g.as_str()));
            // A rebuild reads records again: the rate of first reads says 0.
            let read = if flow.restoring {
                t!("inspector-group-rebuilding")
            } else {
                t!("inspector-group-read", rate = rate(flow.consumed_rate.per_second))
            };
            let (behind, troubles) = (crate::sim::shown_span(behind), group_troubles(flow));
            let lag =
                t!("inspector-group-lag", read = read, lag = lag, worst = worst, behind = behind, troubles = troubles);
            ui.label(lag).on_hover_text(t!("inspector-group-lag-tip"));
            ui.end_row();
        }
    });
}

/// Each partition's log start and end, and each group's lag on it.
fn partition_table(ui: &mut egui::Ui, card: &Card, s: &Stream, topic: &Topic) {
    let log = &card.view.log;
    let header = egui::CollapsingHeader::new(t!("inspector-partitions-heading"))
        .id_salt("Partitions: offsets and lag per group");
    header.default_open(false).show(ui, |ui| {
        ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
        egui::Grid::new("partitions").num_columns(3 + s.groups.len()).min_col_width(30.0).striped(true).show(
            ui,
            |ui| {
                ui.strong("p");
                ui.strong(t!("inspector-col-log-start")).on_hover_text(t!("inspector-col-log-start-tip"));
                ui.strong(t!("inspector-col-log-end")).on_hover_text(t!("inspector-col-log-end-tip"));
                for g in s.groups.keys() {
                    ui.strong(g);
                }
                ui.end_row();
                for (i, part) in topic.partitions().iter().enumerate() {
                    ui.label(format!("{i}"));
                    ui.label(format!("{}", part.log_start()));
                    ui.label(format!("{}", part.log_end()));
                    for g in s.groups.keys() {
                        let p = i as u32;
                        let lag = log.lag(g, &s.topic, p).unwrap_or(0);
                        let behind = log.time_lag(g, &s.topic, p, card.view.clock.now).unwrap_or(0.0);
                        if lag == 0 {
                            ui.label("0");
                        } else {
                            ui.label(format!("{lag} · {}", crate::sim::shown_span(behind)));
                        }
                    }
                    ui.end_row();
                }
            },
        );
    });
}

/// Each partition's replicas (broker by number), its leader, its in-sync
/// replicas and eligible leader replicas (as `kafka-topics --describe`
/// lists `Isr:` and `Elr:`; an empty ISR shows "—"), its high watermark
/// and leader epoch. Rules: docs/RULES.md#high-watermark, docs/RULES.md#elr.
fn replica_table(ui: &mut egui::Ui, card: &mut Card) {
    let mut open = None;
    let parts = card.view.partitions_of(card.e);
    if parts.is_empty() {
        return;
    }
    let stream_down = card.view.down.get(card.e).is_ok();
    let now = card.view.clock.now;
    let brokers = |bs: &[u32]| {
        if bs.is_empty() { "—".to_string() } else { bs.iter().map(|b| format!("b{b}")).collect::<Vec<_>>().join(" ") }
    };
    let header =
        egui::CollapsingHeader::new(t!("inspector-replicas-heading")).id_salt("Replicas: leader, ISR, high watermark");
    header.default_open(false).show(ui, |ui| {
        ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
        egui::Grid::new("replicas").num_columns(7).min_col_width(24.0).striped(true).show(ui, |ui| {
            ui.strong("p");
            ui.strong(t!("inspector-col-leader")).on_hover_text(t!("inspector-col-leader-tip"));
            ui.strong(t!("inspector-col-replicas")).on_hover_text(t!("inspector-col-replicas-tip"));
            ui.strong("ISR").on_hover_text(t!("inspector-col-isr-tip"));
            ui.strong("ELR").on_hover_text(t!("inspector-col-elr-tip"));
            ui.strong("HW").on_hover_text(t!("inspector-col-hw-tip"));
            ui.strong(t!("inspector-col-epoch")).on_hover_text(t!("inspector-col-epoch-tip"));
            ui.end_row();
            for p in parts {
                let set = &p.set;
                if ui.link(format!("p{}", p.partition)).on_hover_text(t!("inspector-open-partition")).clicked() {
                    open = Some(ClusterItem::Partition { stream: card.e, partition: p.partition });
                }
                match p.leader_now(now, stream_down) {
                    Some(b) => ui.label(format!("b{b}")),
                    None => ui.colored_label(colour(card.view.palette.danger.loss), t!("inspector-leader-none")),
                };
                let target = set.reassignment_target();
                let all: Vec<String> = set
                    .replicas()
                    .iter()
                    .map(|r| {
                        match (set.adding().contains(&r.broker), !target.is_empty() && !target.contains(&r.broker)) {
                            (true, _) => format!("+b{}", r.broker),
                            (false, true) => format!("−b{}", r.broker),
                            (false, false) => format!("b{}", r.broker),
                        }
                    })
                    .collect();
                ui.label(all.join(" "));
                let isr = ui.label(brokers(set.isr()));
                if set.under_replicated() {
                    isr.on_hover_text(t!("inspector-under-replicated"));
                }
                ui.label(brokers(set.elr()));
                ui.label(format!("{}", set.high_watermark()));
                ui.label(format!("{}", set.leader_epoch()));
                ui.end_row();
            }
        });
    });
    card.open = card.open.or(open);
}

/// A row while the stream's producers route among fewer partitions than
/// its topic has: how many they know of, and when the stalest refreshes.
/// Rule: docs/RULES.md#partition-expansion.
fn producers_know(ui: &mut egui::Ui, card: &Card, s: &Stream, n: u32) {
    let Some((_, view)) = s.producers_know else { return };
    let age = s.metadata_max_age(card.view.catalog.sim.metadata_max_age_seconds);
    let left = (view.next_refresh(age) - card.view.clock.now).max(0.0);
    if view.partitions >= n {
        ui.label(t!("inspector-producers-metadata"));
        let (left, age) = (crate::sim::shown_span(left), crate::sim::shown_span(age));
        ui.label(t!("inspector-producers-metadata-value", partitions = n, left = left, age = age));
        ui.end_row();
        return;
    }
    ui.label(t!("inspector-producers-route"));
    let left = crate::sim::shown_span(left);
    ui.colored_label(
        colour(card.view.palette.ui.throttled),
        t!("inspector-producers-route-value", known = view.partitions, partitions = n, left = left),
    )
    .on_hover_text(t!("inspector-producers-route-tip"));
    ui.end_row();
}

/// More partitions (never fewer): a count to choose, then Apply.
fn partitions_option(ui: &mut egui::Ui, card: &mut Card, rules: &StreamRules, n: u32, draft: &mut Draft) {
    if draft.node != Some(card.e) {
        draft.node = Some(card.e);
        draft.partitions = n;
    }
    draft.partitions = draft.partitions.clamp(n, rules.max_partitions);
    ui.horizontal(|ui| {
        ui.label(t!("inspector-partitions"));
        if ui.add_enabled(draft.partitions > n, egui::Button::new("-").small()).clicked() {
            draft.partitions -= 1;
        }
        ui.add(egui::DragValue::new(&mut draft.partitions).range(n..=rules.max_partitions))
            .on_hover_text(t!("inspector-partitions-tip"));
        if ui.add_enabled(draft.partitions < rules.max_partitions, egui::Button::new("+").small()).clicked() {
            draft.partitions += 1;
        }
        let apply = ui.add_enabled(draft.partitions != n, egui::Button::new(t!("inspector-apply")));
        if apply.clicked() {
            card.send(PlayerAction::SetPartitions { node: card.id(), partitions: draft.partitions });
        }
    });
}

/// By key or round robin; and which partitioner hashes the keys.
fn key_option(ui: &mut egui::Ui, card: &mut Card, s: &Stream, topic: &Topic) {
    ui.horizontal(|ui| {
        ui.label(t!("inspector-partition-key"));
        let mut key = s.partition_key;
        ui.radio_value(&mut key, PartitionKey::Key, t!("inspector-by-key")).on_hover_text(t!("inspector-by-key-tip"));
        ui.radio_value(&mut key, PartitionKey::RoundRobin, t!("inspector-round-robin"))
            .on_hover_text(t!("inspector-round-robin-tip"));
        if key != s.partition_key {
            card.send(PlayerAction::SetPartitionKey { node: card.id(), key });
        }
    });
    if s.partition_key == PartitionKey::RoundRobin {
        use crate::rules::consumer::Keyless;
        ui.horizontal(|ui| {
            ui.label(t!("inspector-without-key"));
            let mut keyless = s.keyless;
            ui.radio_value(&mut keyless, Keyless::RoundRobin, t!("inspector-record-by-record"))
                .on_hover_text(t!("inspector-record-by-record-tip"));
            ui.radio_value(&mut keyless, Keyless::Sticky, t!("inspector-sticky"))
                .on_hover_text(t!("inspector-sticky-tip"));
            if keyless != s.keyless {
                card.send(PlayerAction::SetKeyless { node: card.id(), keyless });
            }
        });
    }
    ui.label(egui::RichText::new(t!("inspector-partitioner", partitioner = topic.partitioner().name())).weak());
}

/// Size: capacity and Burn double per step.
fn size_option(ui: &mut egui::Ui, card: &mut Card, s: &Stream, rules: &StreamRules) {
    let (spec, now) = (card.spec, card.node.size);
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("inspector-size"));
        for size in 1..=spec.sizes {
            let burn = node_burn(spec, size, Some(s));
            let cap = rules.append_capacity(spec.size_multiplier(size));
            if ui
                .selectable_label(now == size, format!("{size}"))
                .on_hover_text(t!("inspector-size-tip", rate = rate(cap), burn = money(burn)))
                .clicked()
                && now != size
            {
                card.send(PlayerAction::SetSize { node: card.id(), size });
            }
        }
    });
}

/// The replication factor, each with its Burn and its risk.
fn replication_option(ui: &mut egui::Ui, card: &mut Card, s: &Stream, rules: &StreamRules) {
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("inspector-replication"));
        for rf in 1..=rules.max_replication_factor {
            let mut copy = s.clone();
            copy.replication_factor = rf;
            let burn = node_burn(card.spec, card.node.size, Some(&copy));
            let risk =
                if rf == 1 { t!("inspector-replication-risk-one") } else { t!("inspector-replication-risk-more") };
            if ui
                .selectable_label(s.replication_factor == rf, format!("{rf}"))
                .on_hover_text(t!("inspector-replication-tip", factor = rf, burn = money(burn), risk = risk))
                .clicked()
                && s.replication_factor != rf
            {
                card.send(PlayerAction::SetReplicationFactor { node: card.id(), replication_factor: rf });
            }
        }
    });
}

/// A running reassignment ("adding replicas, catching up N%, ETA") and the
/// replication throttle, each choice explained on hover.
/// Rule: docs/RULES.md#reassignment.
fn reassignment_rows(ui: &mut egui::Ui, card: &mut Card, s: &Stream, rules: &StreamRules) {
    if let Some(c) = s.catch_up {
        let now = card.view.clock.now;
        let eta = match c.eta(now) {
            _ if c.stalled > 0 => t!("inspector-reassignment-stalled", count = c.stalled),
            Some(t) => t!("inspector-reassignment-eta", eta = crate::sim::shown_span(t)),
            None if c.losing_ground() => t!("inspector-reassignment-losing"),
            None => t!("inspector-reassignment-no-eta"),
        };
        let percent = format!("{:.0}", c.percent().floor());
        ui.colored_label(
            colour(card.view.palette.danger.warning),
            t!("inspector-reassignment", percent = percent, eta = eta, partitions = c.partitions, copies = c.in_effect),
        )
        .on_hover_text(t!("inspector-reassignment-tip"));
    }
    throttle_row(ui, card, s, rules);
}

/// The replication throttle: none or one of the catalog's choices, each
/// explained on hover. Rule: docs/RULES.md#reassignment.
fn throttle_row(ui: &mut egui::Ui, card: &mut Card, s: &Stream, rules: &StreamRules) {
    if rules.replication_throttle_choices.is_empty() {
        return;
    }
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("inspector-replication-throttle"));
        let choices = std::iter::once(None).chain(rules.replication_throttle_choices.iter().copied().map(Some));
        for choice in choices {
            let (label, tip) = match choice {
                None => (t!("inspector-throttle-none"), t!("inspector-throttle-none-tip")),
                Some(r) => (rate(r), t!("inspector-throttle-rate-tip", rate = rate(r))),
            };
            if ui.selectable_label(s.replication_throttle == choice, label).on_hover_text(tip).clicked()
                && s.replication_throttle != choice
            {
                card.send(PlayerAction::SetReplicationThrottle { node: card.id(), records_per_second: choice });
            }
        }
    });
}

/// `acks`: what the producer waits for, and what a failed broker loses.
fn acks_option(ui: &mut egui::Ui, card: &mut Card, s: &Stream, rules: &StreamRules) {
    ui.horizontal_wrapped(|ui| {
        ui.label("Acks"); // l10n-ok: Kafka's setting, as it is
        for acks in [Acks::Zero, Acks::One, Acks::All] {
            let follower_ms = s.slowest_follower_ms(rules.follower_lag_seconds);
            let wait = card.spec.overhead_ms + acks.wait_ms(rules.ack_wait_ms, follower_ms);
            let (ms, risk) = (format!("{wait:.0}"), acks_risk(acks, s.replication_factor));
            if ui
                .selectable_label(s.acks == acks, acks.label())
                .on_hover_text(if acks == Acks::All {
                    t!("inspector-acks-tip-default", acks = acks.label(), ms = ms, risk = risk)
                } else {
                    t!("inspector-acks-tip", acks = acks.label(), ms = ms, risk = risk)
                })
                .clicked()
                && s.acks != acks
            {
                card.send(PlayerAction::SetAcks { node: card.id(), acks });
            }
        }
    });
}

/// `enable.idempotence`: whether a failover's retried batches land twice
/// and out of order. In effect with `acks=all` only. Rule:
/// docs/RULES.md#idempotence.
fn idempotence_option(ui: &mut egui::Ui, card: &mut Card, s: &Stream) {
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("inspector-idempotence"));
        for (on, label, tip) in [
            (true, t!("inspector-on"), t!("inspector-idempotence-on-tip")),
            (false, t!("inspector-off"), t!("inspector-idempotence-off-tip")),
        ] {
            if ui.selectable_label(s.enable_idempotence == on, label).on_hover_text(tip).clicked()
                && s.enable_idempotence != on
            {
                card.send(PlayerAction::SetIdempotence { node: card.id(), enabled: on });
            }
        }
        if s.enable_idempotence && s.acks != Acks::All {
            ui.weak(t!("inspector-idempotence-needs-acks"));
        }
    });
}

/// The cluster's options: brokers (each beyond the replication factor
/// with its Burn), spread over zones (research Multiple zones),
/// `min.insync.replicas` and unclean leader election, each with its cost
/// and risk on hover. Rules: docs/RULES.md#brokers, docs/RULES.md#min-insync and docs/RULES.md#unclean-election.
fn cluster_options(ui: &mut egui::Ui, card: &mut Card, s: &Stream, rules: &StreamRules) {
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("inspector-brokers"));
        for b in s.replication_factor..=(s.replication_factor + 3).min(crate::log::limits::MAX_BROKERS) {
            let mut copy = s.clone();
            copy.brokers = b;
            let burn = node_burn(card.spec, card.node.size, Some(&copy));
            let percent = format!("{:.0}", rules.extra_broker_burn_share * 100.0);
            let tip = t!("inspector-brokers-tip", brokers = b, burn = money(burn), percent = percent);
            if ui.selectable_label(s.brokers == b, format!("{b}")).on_hover_text(tip).clicked() && s.brokers != b {
                card.send(PlayerAction::SetBrokers { node: card.id(), brokers: b });
            }
        }
    });
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("inspector-zones"));
        let zones = card.view.research.gives(ResearchEffect::MultipleZones);
        for (spread, label, tip) in [
            (false, t!("inspector-zones-one"), t!("inspector-zones-one-tip")),
            (true, t!("inspector-zones-spread"), t!("inspector-zones-spread-tip")),
        ] {
            let r = ui.add_enabled(zones || !spread, egui::Button::selectable(s.spread_zones == spread, label));
            if r.on_hover_text(&tip).on_disabled_hover_text(&tip).clicked() && s.spread_zones != spread {
                card.send(PlayerAction::SetSpreadZones { node: card.id(), spread });
            }
        }
    });
    ui.horizontal_wrapped(|ui| {
        ui.label("min.insync");
        for n in 1..=s.replication_factor {
            let tip = t!("inspector-min-insync-tip", count = n);
            if ui.selectable_label(s.min_insync_replicas == n, format!("{n}")).on_hover_text(tip).clicked()
                && s.min_insync_replicas != n
            {
                card.send(PlayerAction::SetMinInsyncReplicas { node: card.id(), min_insync_replicas: n });
            }
        }
    });
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("inspector-unclean-election"));
        for (on, label, tip) in [
            (false, t!("inspector-off"), t!("inspector-unclean-off-tip")),
            (true, t!("inspector-on"), t!("inspector-unclean-on-tip")),
        ] {
            if ui.selectable_label(s.unclean_leader_election == on, label).on_hover_text(tip).clicked()
                && s.unclean_leader_election != on
            {
                card.send(PlayerAction::SetUncleanLeaderElection { node: card.id(), enabled: on });
            }
        }
    });
}

/// Retention: one of the catalog's windows.
fn retention_option(ui: &mut egui::Ui, card: &mut Card, s: &Stream, rules: &StreamRules) {
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("inspector-retention"));
        for &r in &rules.retention_choices {
            if ui.selectable_label(s.retention == r, duration(r)).on_hover_text(t!("inspector-retention-tip")).clicked()
                && s.retention != r
            {
                card.send(PlayerAction::SetRetention { node: card.id(), seconds: r });
            }
        }
    });
}

/// `cleanup.policy`: delete (retention cuts old records), compact (the
/// cleaner keeps each key's latest record for ever) or both; what the
/// cleaner did and the keys the log still knows. Rule:
/// docs/RULES.md#compaction.
fn cleanup_option(ui: &mut egui::Ui, card: &mut Card, s: &Stream, topic: &Topic, rules: &StreamRules) {
    use crate::log::CleanupPolicy as P;
    let now = topic.cleanup();
    ui.horizontal_wrapped(|ui| {
        ui.label("cleanup.policy");
        for (policy, tip) in [
            (P::Delete, t!("inspector-cleanup-delete-tip")),
            (P::Compact, t!("inspector-cleanup-compact-tip")),
            (P::CompactDelete, t!("inspector-cleanup-compact-delete-tip")),
        ] {
            if ui.selectable_label(now == policy, policy.word()).on_hover_text(tip).clicked() && now != policy {
                card.send(PlayerAction::SetCleanupPolicy { node: card.id(), policy });
            }
        }
    });
    let (written, held) = crate::sim::compaction::keys_written_and_held(s, topic);
    let deleted = crate::sim::compaction::keys_deleted(s, topic);
    let amount = |v: f64| crate::rules::words::shown_amount(v.round());
    let keys = match (written >= 0.5, deleted >= 0.5) {
        (true, false) => t!("inspector-log-keys", held = amount(held), written = amount(written)),
        (true, true) => {
            t!("inspector-log-keys-deleted", held = amount(held), written = amount(written), deleted = amount(deleted))
        }
        _ => String::new(),
    };
    if now.compacts() {
        let c = topic.compaction();
        ui.weak(format!(
            // l10n-ok: Kafka's settings, as they are
            "min.compaction.lag {} · delete.retention {}",
            duration(c.min_lag_seconds),
            duration(c.delete_retention_seconds)
        ))
        .on_hover_text(t!("inspector-compaction-tip"));
        let next = (s.rolled_at + rules.segment_seconds - card.view.clock.now).max(0.0);
        let held_records: u64 = topic.partitions().iter().map(|p| p.records_held()).sum();
        let tombstones = if s.tombstones_cleaned > 0 {
            t!("inspector-tombstones-cleaned", count = crate::rules::words::shown_count(s.tombstones_cleaned))
        } else {
            String::new()
        };
        let (done, held) =
            (crate::rules::words::shown_count(s.compacted), crate::rules::words::shown_count(held_records));
        let next = crate::rules::words::clock(next);
        let text =
            t!("inspector-compacted", compacted = done, tombstones = tombstones, held = held, keys = keys, next = next);
        ui.weak(text);
    } else if !keys.is_empty() {
        ui.weak(t!("inspector-retention-keys", retention = duration(s.retention), keys = keys));
    }
}

/// Salting: a key spread over a few partitions (our addition).
fn salt_option(ui: &mut egui::Ui, card: &mut Card, s: &Stream) {
    ui.horizontal_wrapped(|ui| {
        ui.label(t!("inspector-salt"));
        for salt in [1u32, 2, 4, 8] {
            if ui
                .selectable_label(s.salt == salt, if salt == 1 { t!("inspector-salt-none") } else { format!("{salt}") })
                .on_hover_text(t!("inspector-salt-tip"))
                .clicked()
                && s.salt != salt
            {
                card.send(PlayerAction::SetSalt { node: card.id(), salt });
            }
        }
    });
}

/// Each group's poll interval, its upgrade when it is stuck on a schema, and
/// its rebalances.
fn group_options(ui: &mut egui::Ui, card: &mut Card, s: &Stream) {
    for (g, flow) in &s.groups {
        ui.horizontal(|ui| {
            let interval = flow.poll_interval.unwrap_or_else(|| catalog_poll_interval(card.view, g, &s.topic));
            ui.label(t!("inspector-poll-interval", group = g.as_str(), seconds = format!("{interval:.0}")));
            if ui.small_button("×2").on_hover_text(t!("inspector-poll-interval-tip")).clicked() {
                card.send(PlayerAction::SetPollInterval { group: g.clone(), seconds: interval * 2.0 });
            }
            if flow.blocked
                && flow.poisoned.is_none()
                && ui
                    .small_button(t!("inspector-upgrade-workers"))
                    .on_hover_text(t!("inspector-upgrade-workers-tip"))
                    .clicked()
            {
                card.send(PlayerAction::UpgradeGroup { group: g.clone() });
            }
        });
        if let Some((p, offset)) = flow.poisoned {
            ui.colored_label(
                super::colour::colour(card.view.palette.ui.danger),
                t!("inspector-poison-pill", group = g.as_str(), partition = p, offset = offset),
            );
        }
        if flow.evictions > 0 {
            let paused = format!("{:.0}", flow.paused_seconds);
            let (r, e) = (flow.rebalances, flow.evictions);
            let text = t!("inspector-rebalances", group = g.as_str(), rebalances = r, evictions = e, seconds = paused);
            ui.label(egui::RichText::new(text).weak());
        }
    }
}

/// The poll interval (`max.poll.interval`) the catalog gives the group's
/// Workers, sim seconds: what the group uses until the player changes it.
fn catalog_poll_interval(view: &Inspected, group: &str, topic: &str) -> f64 {
    let worker_rules = |kind: &str| match view.catalog.component(kind).map(|c| &c.role) {
        Some(Role::Worker(r)) => Some(r.max_poll_interval_seconds),
        _ => None,
    };
    let first_member = view.log.group(group).ok().and_then(|g| g.members_of(topic).first().map(|m| m.to_string()));
    first_member
        .and_then(|id| view.board.nodes.get(&id).copied())
        .and_then(|e| view.nodes.get(e).ok())
        .and_then(|(n, ..)| worker_rules(&n.kind))
        .or_else(|| view.catalog.components.keys().find_map(|k| worker_rules(k)))
        .unwrap_or(f64::NAN)
}

/// Fail the leader broker now; while there is none, until when.
fn stream_practice(ui: &mut egui::Ui, card: &mut Card, s: &Stream) {
    ui.separator();
    ui.strong(t!("inspector-practice"));
    if ui.button(t!("inspector-fail-broker")).on_hover_text(t!("inspector-fail-broker-tip")).clicked() {
        card.send(PlayerAction::FailBroker { node: card.id() });
    }
    let offline = s.partitions().iter().filter(|p| p.state.is_offline()).count();
    if offline > 0 {
        ui.colored_label(
            colour(card.view.palette.ui.no_leader),
            t!("inspector-no-leader", offline = offline, partitions = s.partitions().len()),
        );
    }
}

/// A Queue: what waits, came in, went out and was refused, per group.
fn queue_section(ui: &mut egui::Ui, card: &Card, q: &Queue) {
    ui.separator();
    ui.strong(t!("inspector-live"));
    let (depth, enqueued, handed, refused) = (q.depth, q.enqueued, q.handed_out, q.refused);
    ui.label(t!("inspector-queue-live", depth = depth, enqueued = enqueued, handed = handed, refused = refused));
    for (g, qg) in &q.groups {
        ui.label(t!("inspector-queue-group", group = g.as_str(), done = qg.consumed, missed = qg.missed));
    }
    if q.groups.len() > 1 {
        ui.colored_label(colour(card.view.palette.ui.caution), t!("inspector-queue-groups-miss"));
    }
}

/// A Database: rows written, second writes refused, and its unique key.
fn database_section(ui: &mut egui::Ui, card: &mut Card, d: &Database) {
    ui.separator();
    ui.strong(t!("inspector-live"));
    ui.label(t!(
        "inspector-database-live",
        rows = d.writes,
        rate = crate::rules::words::shown_fixed(d.write_rate.per_second, 1)
    ));
    if d.refused_duplicates > 0 {
        ui.label(t!("inspector-database-refused", count = d.refused_duplicates));
    }
    let mut unique = d.unique_key;
    if ui.checkbox(&mut unique, t!("inspector-unique-key")).on_hover_text(t!("inspector-unique-key-tip")).changed() {
        card.send(PlayerAction::SetUniqueKey { node: card.id(), on: unique });
    }
}

/// Sell (and close), and the last action the sim refused; true when sold.
fn sell_and_refusal(ui: &mut egui::Ui, card: &mut Card) -> bool {
    let view = card.view;
    ui.separator();
    let refund = view.ledger.sell_refund(&card.node.kind, card.spec);
    let sold =
        ui.button(t!("inspector-sell", refund = money(refund))).on_hover_text(t!("inspector-sell-tip")).clicked();
    if sold {
        card.send(PlayerAction::SellNode { node: card.id() });
    }
    if let Some(reason) = &view.rejection.0 {
        ui.separator();
        ui.colored_label(colour(view.palette.ui.danger), t!("inspector-refused", reason = reason.as_str()));
    }
    sold
}
