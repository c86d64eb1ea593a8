//! Screens are states: the board is drawn on the game's screen only, and
//! what that screen spawned goes with it when it is left.

use bevy::prelude::*;
use logjam::loading::Screen;
use logjam::rules::catalog::Catalog;
use logjam::sim;

/// The sim and the view's systems, no window system or renderer (as the
/// frame benchmark runs them), with the first shop loaded.
fn app() -> App {
    let catalog = Catalog::builtin();
    let text = std::fs::read_to_string(crate::root().join("scenarios/first-shop.scenario.ron")).unwrap();
    let scenario = logjam::rules::scenario::Scenario::parse(&text, "first-shop", &catalog).unwrap();
    let mut app = logjam::app::board_without_renderer(catalog, 0, Screen::Loading);
    sim::load_scenario(app.world_mut(), scenario, "first-shop").unwrap();
    app
}

fn go_to(app: &mut App, screen: Screen) {
    app.world_mut().resource_mut::<NextState<Screen>>().set(screen);
    for _ in 0..3 {
        app.update();
    }
}

fn count<C: Component>(app: &mut App) -> usize {
    app.world_mut().query_filtered::<(), With<C>>().iter(app.world()).count()
}

#[test]
fn the_board_is_drawn_on_the_games_screen_and_goes_with_it() {
    let mut app = app();
    for _ in 0..3 {
        app.update();
    }
    // Loading: nothing of the board is drawn, no sprite is in the pool.
    assert_eq!(count::<logjam::view::BoardVisual>(&mut app), 0, "no card while loading");
    assert_eq!(count::<logjam::view::Flight>(&mut app), 0, "no message sprite while loading");

    go_to(&mut app, Screen::Playing);
    let cards = count::<logjam::view::BoardVisual>(&mut app);
    let nodes = app.world_mut().query::<&sim::Node>().iter(app.world()).count();
    assert_eq!(cards, nodes, "a card for each Node on the game's screen");
    assert_eq!(count::<logjam::view::Flight>(&mut app), logjam::view::POOL_SIZE);

    // Leaving the game's screen takes its cards and sprites with it; the sim
    // (a resource and its Nodes) stays.
    go_to(&mut app, Screen::Loading);
    assert_eq!(count::<logjam::view::BoardVisual>(&mut app), 0);
    assert_eq!(count::<logjam::view::Flight>(&mut app), 0);
    assert_eq!(app.world_mut().query::<&sim::Node>().iter(app.world()).count(), nodes);

    // And coming back draws it again, once.
    go_to(&mut app, Screen::Playing);
    assert_eq!(count::<logjam::view::BoardVisual>(&mut app), nodes);
    assert_eq!(count::<logjam::view::Flight>(&mut app), logjam::view::POOL_SIZE);
}

/// Fingers on the board (issue 34, item 6): one finger dragged over the
/// empty board pans it, the board point under it following the finger;
/// two fingers spread apart zoom in about their midpoint; the first touch
/// tells the ui that fingers are in use (its targets grow).
#[test]
fn fingers_pan_and_pinch_the_board() {
    use bevy::input::touch::{TouchInput, TouchPhase};
    let mut app = app();
    go_to(&mut app, Screen::Playing);
    for _ in 0..40 {
        app.update(); // the camera's fit settles
    }
    let window =
        app.world_mut().query_filtered::<Entity, With<bevy::window::PrimaryWindow>>().single(app.world()).unwrap();
    let camera = |app: &mut App| {
        let (tf, proj) =
            app.world_mut().query_filtered::<(&Transform, &Projection), With<Camera2d>>().single(app.world()).unwrap();
        let Projection::Orthographic(o) = proj else { panic!("an orthographic camera") };
        (tf.translation.truncate(), o.scale)
    };
    let touch = |app: &mut App, id: u64, phase: TouchPhase, at: Vec2| {
        app.world_mut().write_message(TouchInput { phase, position: at, window, force: None, id });
    };
    assert!(!app.world().resource::<logjam::view::touch::TouchSeen>().0);
    let (c0, s0) = camera(&mut app);
    // An empty corner of the board, away from the cards.
    touch(&mut app, 1, TouchPhase::Started, Vec2::new(1200.0, 650.0));
    app.update();
    assert!(app.world().resource::<logjam::view::touch::TouchSeen>().0, "a finger was seen");
    touch(&mut app, 1, TouchPhase::Moved, Vec2::new(1100.0, 600.0));
    app.update();
    let (c1, s1) = camera(&mut app);
    assert_eq!(s1, s0, "one finger does not zoom");
    assert!((c1 - (c0 + Vec2::new(100.0 * s0, -50.0 * s0))).length() < 1e-3, "panned: {c0} -> {c1} at {s0}");
    // A finger held still over frames with no touch event moves nothing
    // more (a slow browser sends a move every few frames).
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(camera(&mut app), (c1, s1), "a finger held still");
    touch(&mut app, 1, TouchPhase::Ended, Vec2::new(1100.0, 600.0));
    app.update();
    // Two fingers, spread to twice their distance: twice as close.
    touch(&mut app, 2, TouchPhase::Started, Vec2::new(1100.0, 650.0));
    touch(&mut app, 3, TouchPhase::Started, Vec2::new(1200.0, 650.0));
    app.update();
    touch(&mut app, 2, TouchPhase::Moved, Vec2::new(1050.0, 650.0));
    touch(&mut app, 3, TouchPhase::Moved, Vec2::new(1250.0, 650.0));
    app.update();
    let (_, s2) = camera(&mut app);
    assert!((s2 - s1 / 2.0).abs() < 1e-4, "pinched open: {s1} -> {s2}");
}
