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
    /// A replay code to play once the game is up ([`crate::save::code`]).
    pub code: Option<String>,
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
    /// Test only: every frame advances the game's clocks by this much,
    /// whatever the machine's speed ([`fixed_frame_time`]; `logjam play
    /// --frame-time`, on the web `?frame-time=` in the page's address).
    pub frame_time: Option<std::time::Duration>,
}

/// Reads a frame time for [`GameOptions::frame_time`]: seconds, as a
/// fraction (`1/60`) or a decimal (`0.05`), more than 0 and at most 1.
///
/// Errors: anything else, said in words.
pub fn parse_frame_time(text: &str) -> Result<std::time::Duration, String> {
    let number = |v: &str| v.trim().parse::<f64>().map_err(|e| format!("bad number '{v}': {e}"));
    let seconds = match text.split_once('/') {
        Some((n, d)) => number(n)? / number(d)?,
        None => number(text)?,
    };
    if !(seconds > 0.0 && seconds <= 1.0) {
        return Err(format!("a frame time is more than 0 and at most 1 second, not '{text}'"));
    }
    Ok(std::time::Duration::from_secs_f64(seconds))
}

/// Test only (`logjam play --frame-time`): every frame advances Bevy's
/// clock by `step` (`TimeUpdateStrategy::ManualDuration`: `Time<Real>`, and
/// through it `Time<Virtual>` and `Time`), whatever the machine's speed.
/// What follows those clocks follows the frames: the sim's real-time driver
/// ([`SimDriver::RealTime`] reads `Time<Real>`), the message sprites, lanes,
/// pulses and camera glide (`Time`), egui's animations, the notices and the
/// file watcher (`Time<Real>`). Each scenario's clock starts on a whole
/// frame, with no sim time owed from the frames before it, so the sim time,
/// and what is drawn, N frames after a scenario starts is the same on a
/// fast and on a loaded machine. Not for playing: the game runs slow or fast
/// with the machine.
pub fn fixed_frame_time(app: &mut App, step: std::time::Duration) {
    app.insert_resource(bevy::time::TimeUpdateStrategy::ManualDuration(step))
        .insert_resource(FrameTime { step, since_start: 0, held: false })
        .add_systems(Update, start_on_a_whole_frame.before(crate::sim::Drive))
        .add_systems(Last, count_frames);
    #[cfg(target_arch = "wasm32")]
    app.add_systems(Last, web_publish_layout.after(count_frames));
}

/// With a fixed frame time ([`fixed_frame_time`]): its length, and the
/// frames since the scenario started.
#[derive(Resource, Clone, Debug)]
struct FrameTime {
    step: std::time::Duration,
    /// Frames the clock advanced since the scenario started.
    since_start: u32,
    /// The clock is held (the web's test hold, [`count_frames`]).
    held: bool,
}

/// A scenario (re)started: no sim time is owed from the frames before, and
/// its frames count from here.
fn start_on_a_whole_frame(
    mut started: MessageReader<crate::sim::ScenarioStarted>,
    mut driver: ResMut<SimDriver>,
    mut frames: ResMut<FrameTime>,
) {
    if started.read().count() == 0 {
        return;
    }
    if let SimDriver::RealTime { owed, .. } = &mut *driver {
        *owed = 0.0;
    }
    frames.since_start = 0;
}

/// Counts the frames since the scenario started. On the web, the browser
/// test can hold the clock at a frame to take its screenshot: the page's
/// `window.logjamHoldAt` (a frame number since the start) stops the clock
/// once that frame is drawn (every frame after it draws the same picture)
/// and says so in `window.logjamHeld`, with the board's layout in
/// `window.logjamLayout`; a larger `logjamHoldAt`, or none, lets it run
/// on. `window.logjamFrame` is the count.
fn count_frames(mut frames: ResMut<FrameTime>, mut strategy: ResMut<bevy::time::TimeUpdateStrategy>) {
    if !frames.held {
        frames.since_start += 1;
    }
    let hold = web_hold_at(frames.since_start).is_some_and(|at| at <= frames.since_start);
    if hold != frames.held {
        frames.held = hold;
        let step = if hold { std::time::Duration::ZERO } else { frames.step };
        *strategy = bevy::time::TimeUpdateStrategy::ManualDuration(step);
        web_say_held(hold.then_some(frames.since_start));
    }
}

/// On the web, while the clock is held ([`count_frames`]): the board's
/// layout ([`crate::view::layout::measure`], the JSON `logjam play
/// --layout` writes) as the page's `window.logjamLayout`, so the browser
/// test looks where things are.
#[cfg(target_arch = "wasm32")]
fn web_publish_layout(world: &mut World) {
    if !world.get_resource::<FrameTime>().is_some_and(|f| f.held) {
        return;
    }
    let layout = crate::view::layout::measure(world);
    let Ok(json) = serde_json::to_string(&layout) else { return };
    let _ = js_sys::Reflect::set(&js_sys::global(), &"logjamLayout".into(), &wasm_bindgen::JsValue::from(json));
}

/// Publishes `frame` as the page's `window.logjamFrame` and returns its
/// `window.logjamHoldAt`, when it is a number (the web only).
#[cfg(target_arch = "wasm32")]
fn web_hold_at(frame: u32) -> Option<u32> {
    let global = js_sys::global();
    let _ = js_sys::Reflect::set(&global, &"logjamFrame".into(), &f64::from(frame).into());
    let at = js_sys::Reflect::get(&global, &"logjamHoldAt".into()).ok()?.as_f64()?;
    (at >= 0.0).then_some(at.min(f64::from(u32::MAX)) as u32)
}

#[cfg(not(target_arch = "wasm32"))]
fn web_hold_at(_frame: u32) -> Option<u32> {
    None
}

/// Sets the page's `window.logjamHeld` to the frame held at, or removes it
/// (the web only).
#[cfg(target_arch = "wasm32")]
fn web_say_held(frame: Option<u32>) {
    let value = frame.map_or(wasm_bindgen::JsValue::UNDEFINED, |f| f64::from(f).into());
    let _ = js_sys::Reflect::set(&js_sys::global(), &"logjamHeld".into(), &value);
}

#[cfg(not(target_arch = "wasm32"))]
fn web_say_held(_frame: Option<u32>) {}

/// What to do once the first scenario is in: select a Node, type console
/// lines (`logjam play --select`, `--type`).
#[derive(Resource, Clone, Debug, Default)]
struct AtStart {
    select: Option<String>,
    console: Vec<String>,
    /// Frames `select` has been looked for.
    tries: u32,
}

/// Frames `--select` looks for its Node before it gives up.
const SELECT_TRIES: u32 = 300;

/// Once the first scenario is on the board (a save given with `--load`
/// is on it a few frames after the game starts playing).
fn at_start(
    mut at_start: ResMut<AtStart>,
    board: Res<crate::sim::Board>,
    mut selection: ResMut<crate::view::Selection>,
    mut actions: MessageWriter<crate::sim::PlayerAction>,
) {
    if board.nodes.is_empty() || (at_start.select.is_none() && at_start.console.is_empty()) {
        return;
    }
    if let Some(id) = at_start.select.clone() {
        // A save may replace the first board a few frames on: the Node is
        // looked for a while before it is given up.
        at_start.tries += 1;
        match board.nodes.get(&id) {
            Some(&e) => {
                selection.0 = Some(e);
                at_start.select = None;
            }
            None if at_start.tries < SELECT_TRIES => return,
            None => {
                warn!("--select: no Node '{id}' on the board");
                at_start.select = None;
            }
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
    if web_query().contains("determinism") {
        for line in crate::determinism::run_built_in() {
            info!("{line}");
        }
    }
}

/// A save and a replay code to open once the game is up (on the web, the
/// page's address gives the code: `web_link`).
fn save_and_code_at_start(app: &mut App, load: Option<PathBuf>, code: Option<String>) {
    app.insert_resource(crate::ui::saves::LoadAtStart(load));
    if code.is_some() {
        app.insert_resource(crate::ui::saves::CodeAtStart(code));
    }
}

/// What the page's address asks to play: `#scenario=NAME` a shipped
/// scenario (`campaign-3-hot-key`, with or without `.scenario.ron`),
/// `#replay=CODE` a replay code (its shipped scenario started first, or the
/// default one under a mod's). Anything else, or a name not shipped: the
/// title screen (a bad name is logged; a bad code says why once the game
/// is up).
#[cfg(target_arch = "wasm32")]
fn web_link(app: &mut App) -> ScenarioChoice {
    let (choice, code) = web_link_parts();
    app.insert_resource(crate::ui::saves::CodeAtStart(code));
    choice
}

#[cfg(target_arch = "wasm32")]
fn web_link_parts() -> (ScenarioChoice, Option<String>) {
    let title = ScenarioChoice { asset_path: String::new(), shown_as: String::new() };
    let hash = js_sys::Reflect::get(&js_sys::global(), &"location".into())
        .ok()
        .and_then(|location| js_sys::Reflect::get(&location, &"hash".into()).ok())
        .and_then(|s| s.as_string())
        .unwrap_or_default();
    let shipped = |name: &str| {
        let file = if name.ends_with(".scenario.ron") { name.to_string() } else { format!("{name}.scenario.ron") };
        let index = crate::rules::index::shipped_index().unwrap_or_default();
        index.iter().any(|e| e.file == file).then(|| crate::loading::shipped_choice(&file))
    };
    if let Some(name) = hash.strip_prefix("#scenario=") {
        return match shipped(name) {
            Some(choice) => (choice, None),
            None => {
                error!("the page's address names a scenario Logjam does not ship: {name}");
                (title, None)
            }
        };
    }
    let Some(code) = hash.strip_prefix("#replay=") else { return (title, None) };
    let file = crate::save::code::ReplayCode::decode(code).ok().and_then(|c| c.shipped_file().map(str::to_string));
    let choice = shipped(file.as_deref().unwrap_or("first-shop")).unwrap_or(title);
    (choice, Some(code.to_string()))
}

/// The page's query string (`?determinism&frame-time=1/60`), or "".
#[cfg(target_arch = "wasm32")]
fn web_query() -> String {
    js_sys::Reflect::get(&js_sys::global(), &"location".into())
        .ok()
        .and_then(|location| js_sys::Reflect::get(&location, &"search".into()).ok())
        .and_then(|s| s.as_string())
        .unwrap_or_default()
}

/// The frame time the page's address asks for (`?frame-time=1/60`; test
/// only, see [`fixed_frame_time`]).
#[cfg(target_arch = "wasm32")]
fn web_frame_time() -> Option<std::time::Duration> {
    let query = web_query();
    let value = query.trim_start_matches('?').split('&').find_map(|kv| kv.strip_prefix("frame-time="))?;
    match parse_frame_time(value) {
        Ok(step) => Some(step),
        Err(e) => {
            error!("frame-time in the page's address: {e}");
            None
        }
    }
}

/// Builds and runs the game until the window closes.
pub fn run(options: GameOptions) -> AppExit {
    build(options).run()
}

/// Text that does not fit its panel is measured only when the layout is
/// asked for (`--layout`): [`crate::view::TextOverflow`] exists then.
fn measure_text_for_layout(mut commands: Commands, capture: Res<Capture>) {
    if capture.layout.is_some() {
        commands.init_resource::<crate::view::TextOverflow>();
    }
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
    /// of time) was first seen, and the real time then (`Time<Real>`,
    /// seconds): sim-time shots and an exit it never reached come
    /// [`DEBRIEF_SETTLES`] later.
    ended: Option<(u32, f64)>,
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
        // The title screen, unless the address names a scenario or a code.
        ("assets".to_string(), web_link(&mut app))
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
    .insert_resource(AtStart { select: options.select.clone(), console: options.console.clone(), tries: 0 })
    .add_systems(Update, at_start.run_if(in_state(Screen::Playing)))
    .add_systems(Startup, measure_text_for_layout)
    .add_systems(Startup, |palette: Res<crate::view::palette::Palette>| info!("palette: {}", palette.summary()))
    .add_systems(Last, (capture, write_layout).chain())
    .add_plugins((
        crate::loading::plugin,
        crate::settings::plugin,
        crate::progress::plugin,
        crate::achievements::plugin,
        crate::view::plugin,
        crate::ui::plugin,
        crate::audio::plugin,
    ));
    #[cfg(not(target_arch = "wasm32"))]
    app.add_plugins(crate::bridge::plugin);
    crate::ui::open_panels(&mut app, &options.open);
    save_and_code_at_start(&mut app, options.load, options.code);

    app.insert_resource(crate::ui::StartAtOnce(options.start));
    #[cfg(target_arch = "wasm32")]
    app.add_systems(Startup, web_determinism);
    #[cfg(target_arch = "wasm32")]
    let frame_time = options.frame_time.or_else(web_frame_time);
    #[cfg(not(target_arch = "wasm32"))]
    let frame_time = options.frame_time;
    if let Some(step) = frame_time {
        info!("test only: every frame advances the clock by {} s", step.as_secs_f64());
        fixed_frame_time(&mut app, step);
    }
    app
}

/// How long the debrief is drawn before the shots and the exit that wait
/// on it: at least 8 frames and half a second of `Time<Real>` (its window
/// fades in over egui's animation time, 1/12 s, on egui's clock; a count
/// of frames alone was too short where frames are short).
const DEBRIEF_SETTLES: (u32, f64) = (8, 0.5);

/// Takes the requested screenshots and quits when asked.
fn capture(
    mut commands: Commands,
    mut capture: ResMut<Capture>,
    real: Res<Time<Real>>,
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
            capture.ended = Some((frame, real.elapsed_secs_f64()));
        }
        // Once it is over the clock stops: what waits for a later sim time
        // comes now, once the debrief has drawn and faded in.
        let ended = capture
            .ended
            .is_some_and(|(f, t)| frame >= f + DEBRIEF_SETTLES.0 && real.elapsed_secs_f64() >= t + DEBRIEF_SETTLES.1);
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
