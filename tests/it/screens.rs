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
