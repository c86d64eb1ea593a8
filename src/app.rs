//! The windowed game, the top layer: Bevy's default plugins, egui, the sim,
//! loading, settings, the board view, the UI and sound, put together, and
//! the options `logjam play` starts it with (screenshots, scripted exits,
//! panels open, a save to load). Nothing in the crate uses it but the
//! command line (docs/ARCHITECTURE.md).

use std::path::PathBuf;

use bevy::asset::AssetMetaCheck;
use bevy::asset::io::AssetSourceBuilder;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot as ScreenshotRequest, save_to_disk};
use bevy::window::WindowResolution;
use bevy_egui::EguiPlugin;

use crate::loading::{ScenarioChoice, Screen};
use crate::sim::{SimDriver, SimPlugin};

/// Save a screenshot of the window at a frame (used by the end-to-end test
/// and the README's picture).
#[derive(Clone, Debug, PartialEq)]
pub struct Screenshot {
    /// Frame number (counted from the first frame).
    pub frame: u32,
    /// PNG file to write.
    pub path: PathBuf,
}

/// How to start the game.
#[derive(Clone, Debug, Default)]
pub struct GameOptions {
    /// Scenario file; the default scenario when absent.
    pub scenario: Option<PathBuf>,
    /// Screenshots to take.
    pub screenshots: Vec<Screenshot>,
    /// Quit after this many frames.
    pub exit_after: Option<u32>,
    /// Screenshots at sim times: `(sim seconds, PNG file)`.
    pub sim_shots: Vec<(f64, PathBuf)>,
    /// Quit once the sim reaches this time, sim seconds.
    pub exit_at_sim: Option<f64>,
    /// Start at this speed (index into the catalog's speeds).
    pub speed: usize,
    /// Panels open at the start.
    pub open: Vec<crate::ui::Panel>,
    /// A save to load once the game is up.
    pub load: Option<PathBuf>,
    /// A Node to select (its Inspector open) once the scenario is in.
    pub select: Option<String>,
    /// Console lines to send once the scenario is in, in order.
    pub console: Vec<String>,
    /// The window's size, logical pixels (1280×720 when absent).
    pub window: Option<(u32, u32)>,
    /// Where to write the board's layout as the game quits
    /// ([`crate::view::layout::Layout`], JSON).
    pub layout: Option<PathBuf>,
    /// Every scenario starts running at once, without its briefing.
    pub start: bool,
}

/// What to do once the first scenario is in: select a Node, type console
/// lines (`logjam play --select`, `--type`).
#[derive(Resource, Clone, Debug, Default)]
struct AtStart {
    select: Option<String>,
    console: Vec<String>,
}

/// Once the first scenario is on the board.
fn at_start(
    mut at_start: ResMut<AtStart>,
    board: Res<crate::sim::Board>,
    mut selection: ResMut<crate::view::Selection>,
    mut actions: MessageWriter<crate::sim::PlayerAction>,
) {
    if let Some(id) = at_start.select.take() {
        match board.nodes.get(&id) {
            Some(&e) => selection.0 = Some(e),
            None => warn!("--select: no Node '{id}' on the board"),
        }
    }
    for line in at_start.console.drain(..) {
        actions.write(crate::sim::PlayerAction::Console { line });
    }
}

/// On the web, with `?determinism` in the page's address: prints the
/// determinism check's report hashes (see [`crate::determinism`]).
#[cfg(target_arch = "wasm32")]
fn web_determinism() {
    let search = js_sys::Reflect::get(&js_sys::global(), &"location".into())
        .ok()
        .and_then(|location| js_sys::Reflect::get(&location, &"search".into()).ok())
        .and_then(|s| s.as_string())
        .unwrap_or_default();
    if search.contains("determinism") {
        for line in crate::determinism::run_built_in() {
            info!("{line}");
        }
    }
}

/// Builds and runs the game until the window closes.
pub fn run(options: GameOptions) -> AppExit {
    build(options).run()
}

#[derive(Resource, Clone, Debug, Default)]
struct Capture {
    screenshots: Vec<Screenshot>,
    exit_after: Option<u32>,
    frame: u32,
    sim_shots: Vec<(f64, PathBuf)>,
    exit_at_sim: Option<f64>,
    /// Frames to wait after the last sim-time shot before quitting.
    closing: Option<u32>,
    /// The frame the debrief of a scenario that is over (won, lost or out
    /// of time) was first seen: sim-time shots and an exit it never reached
    /// come a few frames later.
    ended: Option<u32>,
    /// When the App was built (the start of the game, for the log).
    started: Option<bevy::platform::time::Instant>,
    /// The first frame with the scenario on the board, and when it came.
    first_board_frame: Option<(u32, bevy::platform::time::Instant)>,
    /// Where to write the layout as the game quits.
    layout: Option<PathBuf>,
    /// Quitting this frame.
    quitting: bool,
    /// Screenshots asked for this frame: with `--layout`, each gets its
    /// layout beside it (`shot.png` → `shot.json`).
    shot_layouts: Vec<PathBuf>,
}

/// The game's App, ready to run.
pub fn build(options: GameOptions) -> App {
    // The start, for the log's "first frame … after start" (before the
    // window and the renderer are made).
    let started = bevy::platform::time::Instant::now();
    let mut app = App::new();

    // Asset sources must exist before the AssetPlugin: `scenario://` is the
    // folder of the chosen scenario file.
    #[cfg(not(target_arch = "wasm32"))]
    let (assets_dir, choice) = {
        let root = crate::loading::paths::data_root();
        // No scenario: the title screen; the folder is the shipped one.
        let path = options.scenario.clone().unwrap_or_else(crate::loading::paths::default_scenario);
        let abs =
            if path.is_absolute() { path.clone() } else { std::env::current_dir().unwrap_or_default().join(&path) };
        let dir = abs.parent().map(|p| p.to_path_buf()).unwrap_or_else(|| root.join("scenarios"));
        let file = abs.file_name().map(|f| f.to_string_lossy().into_owned()).unwrap_or_default();
        app.register_asset_source("scenario", AssetSourceBuilder::platform_default(&dir.to_string_lossy(), None));
        let shipped = root.join("scenarios");
        app.register_asset_source("shipped", AssetSourceBuilder::platform_default(&shipped.to_string_lossy(), None));
        let mut dirs = crate::loading::AssetDirs::default();
        dirs.0.insert(String::new(), root.join("assets"));
        dirs.0.insert("scenario".into(), dir.clone());
        dirs.0.insert("shipped".into(), shipped);
        if let Some(mods) = crate::loading::paths::mods_dir() {
            app.register_asset_source("mods", AssetSourceBuilder::platform_default(&mods.to_string_lossy(), None));
            dirs.0.insert("mods".into(), mods);
        }
        app.insert_resource(dirs);
        (
            root.join("assets").to_string_lossy().into_owned(),
            match options.scenario {
                Some(_) => {
                    ScenarioChoice { asset_path: format!("scenario://{file}"), shown_as: path.display().to_string() }
                }
                None => ScenarioChoice { asset_path: String::new(), shown_as: String::new() },
            },
        )
    };
    #[cfg(target_arch = "wasm32")]
    let (assets_dir, choice) = {
        app.register_asset_source("scenario", AssetSourceBuilder::platform_default("scenarios", None));
        app.register_asset_source("shipped", AssetSourceBuilder::platform_default("scenarios", None));
        (
            "assets".to_string(),
            // The title screen first.
            ScenarioChoice { asset_path: String::new(), shown_as: String::new() },
        )
    };

    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(Window {
                    title: "Logjam".into(),
                    resolution: {
                        let (w, h) = options.window.unwrap_or((1280, 720));
                        WindowResolution::new(w, h)
                    },
                    fit_canvas_to_parent: true,
                    canvas: Some("#logjam".into()),
                    ..default()
                }),
                ..default()
            })
            .set(AssetPlugin {
                file_path: assets_dir,
                meta_check: AssetMetaCheck::Never,
                // Our own watcher reloads what changed (scenario::watch).
                watch_for_changes_override: Some(false),
                ..default()
            }),
    )
    .add_plugins((EguiPlugin::default(), SimPlugin))
    .insert_resource(choice)
    .insert_resource(ClearColor(crate::view::palette::Palette::default().background))
    .insert_resource(SimDriver::RealTime { paused: false, speed: options.speed, owed: 0.0 })
    .insert_resource(Capture {
        screenshots: options.screenshots,
        exit_after: options.exit_after,
        frame: 0,
        sim_shots: options.sim_shots,
        exit_at_sim: options.exit_at_sim,
        closing: None,
        ended: None,
        started: Some(started),
        first_board_frame: None,
        layout: options.layout.clone(),
        quitting: false,
        shot_layouts: Vec::new(),
    })
    .insert_resource(AtStart { select: options.select.clone(), console: options.console.clone() })
    .add_systems(OnEnter(Screen::Playing), at_start)
    .add_systems(Startup, |palette: Res<crate::view::palette::Palette>| info!("palette: {}", palette.summary()))
    .add_systems(Last, (capture, write_layout).chain())
    .add_plugins((
        crate::loading::plugin,
        crate::settings::plugin,
        crate::progress::plugin,
        crate::view::plugin,
        crate::ui::plugin,
        crate::audio::plugin,
    ));
    crate::ui::open_panels(&mut app, &options.open);
    app.insert_resource(crate::ui::saves::LoadAtStart(options.load));
    app.insert_resource(crate::ui::StartAtOnce(options.start));
    #[cfg(target_arch = "wasm32")]
    app.add_systems(Startup, web_determinism);
    app
}

/// Takes the requested screenshots and quits when asked.
fn capture(
    mut commands: Commands,
    mut capture: ResMut<Capture>,
    clock: Res<crate::sim::SimClock>,
    board: Res<crate::sim::Board>,
    outcome: Res<crate::sim::Outcome>,
    screen: Res<State<Screen>>,
    mut exit: MessageWriter<AppExit>,
) {
    capture.frame += 1;
    let frame = capture.frame;
    let mut shots = Vec::new();
    for shot in capture.screenshots.iter().filter(|s| s.frame == frame) {
        info!("screenshot at frame {frame}: {}", shot.path.display());
        commands.spawn(ScreenshotRequest::primary_window()).observe(save_to_disk(shot.path.clone()));
        shots.push(shot.path.clone());
    }
    if board.scenario.is_some() {
        if capture.first_board_frame.is_none() {
            // Its cards are spawned in this frame and drawn from the next.
            let at = bevy::platform::time::Instant::now();
            capture.first_board_frame = Some((frame + 1, at));
            if let Some(started) = capture.started {
                info!("first frame of the scenario {:.3} s after start", at.duration_since(started).as_secs_f64());
            }
        }
        let now = clock.now;
        let duration = board.scenario.as_ref().and_then(|s| s.duration);
        let over = *outcome != crate::sim::Outcome::Running || duration.is_some_and(|d| now >= d - 1e-9);
        if over && *screen.get() == Screen::Debrief && capture.ended.is_none() {
            capture.ended = Some(frame);
        }
        // Once it is over the clock stops: what waits for a later sim time
        // comes now, once the debrief has had a few frames to draw.
        let ended = capture.ended.is_some_and(|f| frame >= f + 8);
        let due: Vec<(f64, PathBuf)> = capture.sim_shots.iter().filter(|(t, _)| *t <= now || ended).cloned().collect();
        capture.sim_shots.retain(|(t, _)| *t > now && !ended);
        for (t, path) in due {
            info!("screenshot at sim {now:.2} s (asked for {t}): {}", path.display());
            commands.spawn(ScreenshotRequest::primary_window()).observe(save_to_disk(path.clone()));
            shots.push(path);
        }
        let exit_due = capture.exit_at_sim.is_some_and(|t| now >= t || ended);
        if capture.closing.is_none() && exit_due && capture.sim_shots.is_empty() {
            // A few frames for the last screenshots to be written.
            capture.closing = Some(frame + 10);
        }
    }
    if capture.layout.is_some() {
        capture.shot_layouts = shots;
    }
    if capture.exit_after.is_some_and(|n| frame >= n) || capture.closing.is_some_and(|n| frame >= n) {
        if let Some((first, at)) = capture.first_board_frame {
            let secs = at.elapsed().as_secs_f64();
            let frames = frame.saturating_sub(first);
            info!(
                "{frames} frames in {secs:.2} s since the scenario's first: {:.1} frames/s",
                f64::from(frames) / secs.max(1e-9)
            );
        }
        capture.quitting = true;
        exit.write(AppExit::Success);
    }
}

/// With `--layout`: the board's layout beside each screenshot, and where
/// asked as the game quits.
fn write_layout(world: &mut World) {
    let capture = world.resource::<Capture>();
    let mut files: Vec<PathBuf> = capture.shot_layouts.iter().map(|p| p.with_extension("json")).collect();
    if capture.quitting
        && let Some(path) = capture.layout.clone()
    {
        files.push(path);
    }
    if files.is_empty() {
        return;
    }
    world.resource_mut::<Capture>().shot_layouts.clear();
    let layout = crate::view::layout::measure(world);
    let Ok(json) = serde_json::to_string_pretty(&layout) else { return };
    for path in files {
        match std::fs::write(&path, &json) {
            Ok(()) => info!("layout written to {}", path.display()),
            Err(e) => error!("could not write the layout to {}: {e}", path.display()),
        }
    }
}

/// The sim and the view's systems in an App with no window system and no
/// renderer, on `screen`: what the frame benchmark times and the screen
/// tests look at. Frames are 1/60 s of real time; the sim runs in real time
/// at `speed` (an index into the catalog's speeds).
pub fn board_without_renderer(catalog: crate::rules::catalog::Catalog, speed: usize, screen: Screen) -> App {
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        bevy::transform::TransformPlugin,
        bevy::asset::AssetPlugin::default(),
        bevy::input::InputPlugin,
        WindowPlugin {
            primary_window: Some(Window { resolution: WindowResolution::new(1280, 720), ..default() }),
            exit_condition: bevy::window::ExitCondition::DontExit,
            close_when_requested: false,
            ..default()
        },
        bevy::gizmos::GizmoPlugin,
        bevy::state::app::StatesPlugin,
        SimPlugin,
    ))
    .init_asset::<bevy::mesh::Mesh>()
    .init_asset::<bevy::text::Font>()
    .init_asset::<bevy::mesh::skinning::SkinnedMeshInverseBindposes>()
    .insert_state(screen)
    .insert_resource(catalog)
    .insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(std::time::Duration::from_secs_f64(1.0 / 60.0)))
    .insert_resource(SimDriver::RealTime { paused: false, speed, owed: 0.0 })
    .add_plugins(crate::view::plugin);
    app
}
