//! End to end: the real game binary in a window under Xvfb (Mesa's software
//! Vulkan), two screenshots some frames apart, and their pixels checked:
//! cards are drawn, and message sprites moved between them.
//!
//! Needs `xvfb-run` (the README's test command installs it). Set
//! `LOGJAM_SCREENSHOT=path.png` to keep the first screenshot (the README's
//! picture is made this way).

use std::path::{Path, PathBuf};
use std::process::Command;

struct Image {
    width: usize,
    height: usize,
    rgb: Vec<[u8; 3]>,
}

impl Image {
    fn load(path: &Path) -> Image {
        let decoder = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(path).unwrap()));
        let mut reader = decoder.read_info().unwrap();
        let mut buf = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut buf).unwrap();
        let channels = info.color_type.samples();
        let rgb = buf[..info.buffer_size()].chunks(channels).map(|c| [c[0], c[1], c[2]]).collect();
        Image { width: info.width as usize, height: info.height as usize, rgb }
    }
    fn at(&self, x: usize, y: usize) -> [u8; 3] {
        self.rgb[y * self.width + x]
    }
}

fn near(a: [u8; 3], b: [u8; 3], tol: i32) -> bool {
    a.iter().zip(b).all(|(x, y)| (*x as i32 - y as i32).abs() <= tol)
}

/// sRGB bytes of the palette's background and card colours.
const BACKGROUND: [u8; 3] = [19, 21, 27];
const CARD: [u8; 3] = [41, 45, 56];

fn chroma(c: [u8; 3]) -> i32 {
    let max = *c.iter().max().unwrap() as i32;
    let min = *c.iter().min().unwrap() as i32;
    max - min
}

/// Pixels of message sprites in flight: strongly coloured, with background
/// above and below them (cells and group bars sit inside cards instead).
fn flight_pixels(img: &Image) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for y in 14..img.height - 14 {
        for x in 0..img.width {
            let c = img.at(x, y);
            if chroma(c) > 60 && near(img.at(x, y - 13), BACKGROUND, 6) && near(img.at(x, y + 13), BACKGROUND, 6) {
                out.push((x, y));
            }
        }
    }
    out
}

/// Runs the game under Xvfb with `args` (its data folder a temporary one);
/// panics with its log if it fails.
fn play(args: &[String]) {
    let data = std::env::temp_dir().join(format!("logjam-e2e-data-{}", std::process::id()));
    std::fs::create_dir_all(&data).unwrap();
    play_logged(args, &data, &data.join(format!("{}.log", args.len())));
}

fn count(img: &Image, f: impl Fn([u8; 3]) -> bool) -> usize {
    // The top bar (egui) is left out: only the board counts.
    img.rgb.iter().skip(img.width * 40).filter(|c| f(**c)).count()
}

#[test]
fn each_incident_shows_on_the_board() {
    let dir = std::env::temp_dir().join(format!("logjam-drill-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let times = [5, 12, 24, 32, 42, 56, 64, 74, 94];
    let mut args: Vec<String> = vec!["scenarios/incident-drill.scenario.ron".into(), "--speed".into(), "2".into()];
    for t in times {
        args.push("--shot-at".into());
        args.push(format!("{t}:{}", dir.join(format!("{t}.png")).display()));
    }
    args.extend(["--exit-at".into(), "95".into()]);
    play(&args);
    let shot = |t: u32| Image::load(&dir.join(format!("{t}.png")));
    // What an incident puts on the board, as pixels:
    // the grey veil over a card whose Node is down,
    let veil = |i: &Image| count(i, |[r, g, b]| r.abs_diff(g) < 6 && g.abs_diff(b) < 10 && (90..115).contains(&r));
    // the red badge on a card that says what is wrong,
    let badge = |i: &Image| count(i, |[r, g, b]| r > 200 && g < 70 && b < 80);
    // the orange glow around a hot partition's lane,
    let glow = |i: &Image| count(i, |[r, g, b]| r > 230 && (110..170).contains(&g) && b < 60);
    // and the grey board of a region that is down.
    let region = |i: &Image| count(i, |[r, g, b]| r.abs_diff(77) < 5 && g.abs_diff(77) < 5 && b.abs_diff(82) < 5);
    let (base, instance, hot, broker, crash, storm, schema, zone, region_out) =
        (shot(5), shot(12), shot(24), shot(32), shot(42), shot(56), shot(64), shot(74), shot(94));
    assert_eq!(badge(&base), 0, "no badge before the first incident");
    assert!(veil(&instance) > veil(&base) + 3000, "instance failure: api-1 greys");
    assert!(badge(&instance) > 50, "instance failure: DOWN");
    assert!(glow(&hot) > 300 && glow(&instance) == 0, "hot key: its partition glows");
    assert!(badge(&hot) > badge(&instance) + 100, "hot key: HOT KEY on api-2");
    assert!(badge(&broker) > badge(&hot) + 100, "failed broker: NO LEADER on the stream");
    assert!(badge(&crash) > badge(&instance) + 100, "crash: CRASHED on billing-1");
    assert!(badge(&storm) > badge(&instance) + 50, "storm: SLOW on email-1");
    assert!(badge(&schema) > badge(&storm) + 300, "schema change: SCHEMA v2 and a blocked group");
    assert!(veil(&zone) > veil(&instance) + 3000, "zone outage: api-2 greys too");
    assert!(region(&region_out) > region(&zone) + 2000, "region outage: region-2's board greys");
}

#[test]
fn the_game_draws_cards_and_messages_move() {
    let dir = std::env::temp_dir().join(format!("logjam-e2e-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let a = dir.join("a.png");
    let b = dir.join("b.png");
    let status = Command::new("xvfb-run")
        .args(["-a", "-s", "-screen 0 1280x720x24"])
        .arg(env!("CARGO_BIN_EXE_logjam"))
        .args(["play", "scenarios/first-shop.scenario.ron", "--screenshot"])
        .arg(format!("100:{}", a.display()))
        .arg("--screenshot")
        .arg(format!("112:{}", b.display()))
        .args(["--exit-after", "140"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("WGPU_BACKEND", "vulkan")
        .status()
        .expect("xvfb-run must be installed (the README's test command installs it)");
    assert!(status.success(), "the game exited with {status}");
    assert!(a.is_file() && b.is_file(), "screenshots were not written");
    if let Some(keep) = std::env::var_os("LOGJAM_SCREENSHOT") {
        std::fs::copy(&a, PathBuf::from(keep)).unwrap();
    }
    let (ia, ib) = (Image::load(&a), Image::load(&b));
    assert_eq!((ia.width, ia.height), (1280, 720));

    // Cards: a good share of the window is card-coloured.
    let card = ia.rgb.iter().filter(|c| near(**c, CARD, 4)).count();
    assert!(card > ia.rgb.len() / 20, "only {card} card pixels: are the cards drawn?");

    // Messages: coloured sprites over the background between the cards, in
    // both shots, at different places.
    let fa = flight_pixels(&ia);
    let fb = flight_pixels(&ib);
    assert!(fa.len() >= 20, "first shot: {} sprite pixels in flight", fa.len());
    assert!(fb.len() >= 20, "second shot: {} sprite pixels in flight", fb.len());
    let moved = fa.iter().filter(|p| !fb.contains(p)).count();
    assert!(moved >= 20, "sprites did not move: {moved} pixels differ");
    assert!(band_pixels(&ia) < 50, "no flow bands at 1×: {}", band_pixels(&ia));
}

/// Pixels of the API → stream flow band (the no-key colour at 75 % over the
/// background), between the API card and the stream card of the first shop.
fn band_pixels(img: &Image) -> usize {
    let mut n = 0;
    for y in 300..460 {
        for x in 265..320 {
            if near(img.at(x, y), [168, 180, 202], 8) {
                n += 1;
            }
        }
    }
    n
}

#[test]
fn fast_speeds_draw_flow_bands_instead_of_sprites() {
    let dir = std::env::temp_dir().join(format!("logjam-bands-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let shot = dir.join("bands.png");
    play(&[
        "scenarios/first-shop.scenario.ron".into(),
        "--speed".into(),
        "3".into(),
        "--shot-at".into(),
        format!("300:{}", shot.display()),
        "--exit-at".into(),
        "301".into(),
    ]);
    let img = Image::load(&shot);
    assert!(band_pixels(&img) > 400, "a band from the API to the stream: {} pixels", band_pixels(&img));
}

/// Waits up to `secs` for `path` to exist.
fn wait_for(path: &Path, secs: u64) -> bool {
    let end = std::time::Instant::now() + std::time::Duration::from_secs(secs);
    while std::time::Instant::now() < end {
        if path.is_file() {
            // Let the writer finish the file.
            std::thread::sleep(std::time::Duration::from_millis(300));
            return true;
        }
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    false
}

#[test]
fn editing_the_scenario_while_it_runs_reloads_it_and_a_bad_edit_keeps_the_game_going() {
    let dir = std::env::temp_dir().join(format!("logjam-hot-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("hot.scenario.ron");
    let good = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios/first-shop.scenario.ron"))
        .unwrap();
    std::fs::write(&file, &good).unwrap();
    let shot = |name: &str| dir.join(format!("{name}.png"));
    let log = std::fs::File::create(dir.join("log.txt")).unwrap();
    let mut child = Command::new("xvfb-run")
        .args(["-a", "-s", "-screen 0 1280x720x24"])
        .arg(env!("CARGO_BIN_EXE_logjam"))
        .arg("play")
        .arg(&file)
        .args(["--shot-at", &format!("2:{}", shot("before").display())])
        .args(["--shot-at", &format!("5:{}", shot("error").display())])
        .args(["--shot-at", &format!("12:{}", shot("after").display())])
        .args(["--exit-at", "13"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("WGPU_BACKEND", "vulkan")
        .stdout(log.try_clone().unwrap())
        .stderr(log)
        .spawn()
        .expect("xvfb-run must be installed (the README's test command installs it)");
    let read_log = || std::fs::read_to_string(dir.join("log.txt")).unwrap_or_default();
    let steps = (|| {
        if !wait_for(&shot("before"), 180) {
            return Err("no first screenshot");
        }
        // A bad edit: the game says where, and goes on with what it has.
        std::fs::write(&file, good.replace("rate: 20.0", "rate: -5.0")).unwrap();
        if !wait_for(&shot("error"), 120) {
            return Err("no screenshot after the bad edit");
        }
        // A good edit: it reloads and says so.
        std::fs::write(&file, good.replace("rate: 20.0", "rate: 40.0")).unwrap();
        Ok(())
    })();
    if let Err(e) = steps {
        let _ = child.kill();
        panic!("{e}: {}", read_log());
    }
    let status = child.wait().unwrap();
    let log = read_log();
    assert!(status.success(), "the game exited with {status}: {log}");
    assert_eq!(log.matches("started scenario from").count(), 2, "started, then reloaded once: {log}");
    assert!(log.contains("hot.scenario.ron:") && log.contains("nodes[0].producer.rate"), "{log}");
    let (before, error, after) =
        (Image::load(&shot("before")), Image::load(&shot("error")), Image::load(&shot("after")));
    // The error panel's red text; the top bar's green notice.
    let red = |i: &Image| i.rgb.iter().filter(|c| near(**c, [255, 120, 110], 12)).count();
    let green_top = |i: &Image| i.rgb[..i.width * 80].iter().filter(|c| near(**c, [120, 200, 140], 12)).count();
    assert_eq!(red(&before), 0, "no error before the bad edit");
    assert!(red(&error) > 100, "the error panel shows: {} red pixels", red(&error));
    assert_eq!(red(&after), 0, "the error is gone after the fix");
    assert!(
        green_top(&after) > green_top(&before) + 20,
        "a notice under the top bar says it reloaded: {} green pixels, {} before",
        green_top(&after),
        green_top(&before)
    );
}

/// Runs the game under Xvfb with `args` and `XDG_DATA_HOME=data`; returns
/// its log. Panics if it fails.
fn play_logged(args: &[String], data: &Path, log_file: &Path) -> String {
    let log = std::fs::File::create(log_file).unwrap();
    let status = Command::new("xvfb-run")
        .args(["-a", "-s", "-screen 0 1280x720x24"])
        .arg(env!("CARGO_BIN_EXE_logjam"))
        .arg("play")
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("WGPU_BACKEND", "vulkan")
        .env("XDG_DATA_HOME", data)
        .stdout(log.try_clone().unwrap())
        .stderr(log)
        .status()
        .expect("xvfb-run must be installed (the README's test command installs it)");
    let log = std::fs::read_to_string(log_file).unwrap_or_default();
    assert!(status.success(), "the game exited with {status}: {log}");
    log
}

#[test]
fn a_save_loads_in_the_game_and_a_corrupt_one_shows_its_error_and_is_kept() {
    use logjam::rules::catalog::Catalog;
    use logjam::rules::scenario::Scenario;
    use logjam::save::Save;
    use logjam::sim::{self, PlayerAction};

    let dir = std::env::temp_dir().join(format!("logjam-save-e2e-{}", std::process::id()));
    let saves = dir.join("logjam").join("saves");
    std::fs::create_dir_all(&saves).unwrap();
    // A game played headless for 100 sim seconds, saved.
    let catalog = Catalog::builtin();
    let text = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios/first-shop.scenario.ron"))
        .unwrap();
    let scenario = Scenario::parse(&text, "first-shop.scenario.ron", &catalog).unwrap();
    let mut app = sim::headless_app(catalog, 0);
    sim::load_scenario(app.world_mut(), scenario, "scenarios/first-shop.scenario.ron").unwrap();
    app.world_mut().write_message(PlayerAction::SetPartitions { node: "orders".into(), partitions: 6 });
    sim::run_ticks(app.world_mut(), 2000);
    let save = Save::capture(app.world(), "scenarios/first-shop.scenario.ron").unwrap();
    let good = saves.join("quick.save.ron");
    logjam::save::write_atomic(&good, &save.to_ron()).unwrap();

    let shot = |name: &str| dir.join(format!("{name}.png"));
    // Loads `save`, takes the shot `name` at sim time `at`, quits a second
    // later; returns the log.
    let load = |save: &Path, name: &str, at: u32| {
        let args = [
            "--load".to_string(),
            save.display().to_string(),
            "--shot-at".into(),
            format!("{at}:{}", shot(name).display()),
            "--exit-at".into(),
            (at + 1).to_string(),
        ];
        play_logged(&args, &dir, &dir.join(format!("{name}.log")))
    };
    let log = load(&good, "loaded", 101);
    assert!(log.contains("loaded") && log.contains("at sim 100.0 s"), "the save was loaded: {log}");
    let loaded = Image::load(&shot("loaded"));
    let red = |i: &Image| i.rgb.iter().filter(|c| near(**c, [255, 120, 110], 12)).count();
    let green_top = |i: &Image| i.rgb[..i.width * 80].iter().filter(|c| near(**c, [120, 200, 140], 12)).count();
    let cards = |i: &Image| i.rgb.iter().filter(|c| near(**c, CARD, 4)).count();
    assert!(green_top(&loaded) > 20, "a notice says it loaded: {} green pixels", green_top(&loaded));
    assert_eq!(red(&loaded), 0, "no error");
    assert!(cards(&loaded) > loaded.rgb.len() / 20, "the board is drawn");

    // A torn save: the error shows, the game plays on, the file is kept.
    let torn_text = &save.to_ron()[..2000];
    let torn = saves.join("torn.save.ron");
    std::fs::write(&torn, torn_text).unwrap();
    let log = load(&torn, "torn", 4);
    assert!(log.contains("Could not load the save") || log.contains("torn.save.ron:"), "{log}");
    let img = Image::load(&shot("torn"));
    assert!(red(&img) > 100, "the error shows: {} red pixels", red(&img));
    assert!(cards(&img) > img.rgb.len() / 20, "the game goes on with its board");
    assert_eq!(std::fs::read_to_string(&torn).unwrap(), torn_text, "the file is left as it was");
    // LOGJAM_E2E_KEEP=1 keeps the screenshots to look at.
    if std::env::var_os("LOGJAM_E2E_KEEP").is_none() {
        let _ = std::fs::remove_dir_all(&dir);
    }
}

/// Pixels near egui's window fill (dark grey) inside a rectangle.
fn egui_fill(img: &Image, x: std::ops::Range<usize>, y: std::ops::Range<usize>) -> usize {
    let mut n = 0;
    for yy in y {
        for xx in x.clone() {
            let [r, g, b] = img.at(xx, yy);
            if r.abs_diff(g) < 3 && g.abs_diff(b) < 3 && (24..=32).contains(&r) {
                n += 1;
            }
        }
    }
    n
}

/// The README's pictures: the Inspector, the console and an incident, each
/// checked by its pixels. `LOGJAM_DOCS=1` copies them into docs/ (that is
/// how the README's pictures are made).
#[test]
fn the_readme_pictures_show_the_inspector_the_console_and_an_incident() {
    let dir = std::env::temp_dir().join(format!("logjam-docs-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let shot = |name: &str| dir.join(format!("{name}.png"));
    let args = |list: &[&str], name: &str, at: u32| {
        let mut v: Vec<String> = list.iter().map(|s| s.to_string()).collect();
        v.extend([
            "--shot-at".into(),
            format!("{at}:{}", shot(name).display()),
            "--exit-at".into(),
            (at + 1).to_string(),
        ]);
        v
    };
    play(&args(&["scenarios/first-shop.scenario.ron", "--select", "orders"], "inspector", 30));
    // Two of the order's three events (the third would win the exercise
    // and bring its debrief): shoot by frame.
    play(&[
        "scenarios/exercise-1-one-order.scenario.ron".into(),
        "--open".into(),
        "console".into(),
        "--type".into(),
        "produce orders key=order-61 placed".into(),
        "--type".into(),
        "produce orders key=order-61 paid".into(),
        "--type".into(),
        "offsets orders".into(),
        "--screenshot".into(),
        // (The stream's lanes fill in within a few frames of its records.)
        format!("110:{}", shot("console").display()),
        "--exit-after".into(),
        "120".into(),
    ]);
    play(&args(&["scenarios/incident-hot-key.scenario.ron"], "incident", 40));

    let inspector = Image::load(&shot("inspector"));
    let right = egui_fill(&inspector, 960..1270, 60..640);
    assert!(right > 310 * 580 / 3, "the Inspector panel fills the right side: {right} pixels");

    let console = Image::load(&shot("console"));
    let window = egui_fill(&console, 20..720, 340..580);
    assert!(window > 700 * 240 / 3, "the console window is drawn: {window} pixels");
    // Its monospace text: grey glyphs in the window's answer area (about
    // 4,700 pixels for the four answers; an empty window has none).
    let mut text = 0;
    for y in 375..620 {
        for x in 15..430 {
            let [r, g, b] = console.at(x, y);
            if r.abs_diff(g) < 8 && g.abs_diff(b) < 8 && r > 100 {
                text += 1;
            }
        }
    }
    assert!(text > 2000, "the console shows its answers: {text} text pixels");

    let incident = Image::load(&shot("incident"));
    let badge = count(&incident, |[r, g, b]| r > 200 && g < 70 && b < 80);
    let glow = count(&incident, |[r, g, b]| r > 230 && (110..170).contains(&g) && b < 60);
    assert!(badge > 50 && glow > 300, "the hot key: a badge ({badge}) and a glowing partition ({glow})");

    if std::env::var_os("LOGJAM_DOCS").is_some() {
        let docs = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs");
        for name in ["inspector", "console", "incident"] {
            std::fs::copy(shot(name), docs.join(format!("{name}.png"))).unwrap();
        }
    }
}

/// Runs the game under Xvfb with `args` and `XDG_DATA_HOME=data`, and,
/// once `ready` exists (a screenshot of the title), presses `keys` the way
/// BUILD-NOTES says the game sees them (down, a short wait, up; `click X Y`
/// moves the mouse there and clicks the same way); returns its log.
fn play_with_keys(args: &[String], data: &Path, ready: &Path, keys: &[&str], log_file: &Path) -> String {
    let game: Vec<String> = std::iter::once(env!("CARGO_BIN_EXE_logjam").to_string())
        .chain(std::iter::once("play".to_string()))
        .chain(args.iter().cloned())
        .map(|a| format!("'{a}'"))
        .collect();
    let presses: Vec<String> = keys
        .iter()
        .map(|k| match k.strip_prefix("click ") {
            Some(at) => format!(
                "xdotool mousemove {at}; sleep 0.3; xdotool mousedown 1; sleep 0.12; xdotool mouseup 1; sleep 0.8"
            ),
            None => format!("xdotool keydown {k}; sleep 0.12; xdotool keyup {k}; sleep 0.8"),
        })
        .collect();
    let script = format!(
        "{} & pid=$!\n\
         for i in $(seq 600); do [ -f '{ready}' ] && break; sleep 0.2; done\n\
         sleep 1\n\
         wid=$(xdotool search --sync --name '^Logjam$' | head -1)\n\
         xdotool windowfocus --sync \"$wid\"\n\
         {}\n\
         wait $pid",
        game.join(" "),
        presses.join("\n"),
        ready = ready.display()
    );
    let log = std::fs::File::create(log_file).unwrap();
    let status = Command::new("xvfb-run")
        .args(["-a", "-s", "-screen 0 1280x720x24", "bash", "-c", &script])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("WGPU_BACKEND", "vulkan")
        .env("XDG_DATA_HOME", data)
        .stdout(log.try_clone().unwrap())
        .stderr(log)
        .status()
        .expect("xvfb-run and xdotool must be installed (the README's test command installs them)");
    let log = std::fs::read_to_string(log_file).unwrap_or_default();
    assert!(status.success(), "the game exited with {status}: {log}");
    log
}

/// Pixels of `colour` (within 10) in a rectangle.
fn pixels_near(img: &Image, x: std::ops::Range<usize>, y: std::ops::Range<usize>, colour: [u8; 3]) -> usize {
    y.flat_map(|yy| x.clone().map(move |xx| (xx, yy))).filter(|&(xx, yy)| near(img.at(xx, yy), colour, 10)).count()
}

/// The title screen is the default start; the keyboard picks a scenario
/// (Down four times from the tutorial to the sandbox, Enter opens its list,
/// Down past the tutorial, Enter plays First shop) and it starts.
#[test]
fn the_title_screen_is_the_start_and_the_keyboard_plays_from_it() {
    let dir = std::env::temp_dir().join(format!("logjam-title-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let (title, played) = (dir.join("title.png"), dir.join("played.png"));
    let args = [
        "--screenshot".to_string(),
        format!("40:{}", title.display()),
        "--shot-at".into(),
        format!("1:{}", played.display()),
        "--exit-at".into(),
        "2".into(),
        "--exit-after".into(),
        "4000".into(),
    ];
    let log = play_with_keys(
        &args,
        &dir,
        &title,
        &["Down", "Down", "Down", "Down", "Return", "Down", "Return"],
        &dir.join("log.txt"),
    );
    assert!(log.contains("title screen"), "{log}");
    assert!(log.contains("started scenario from scenarios/first-shop.scenario.ron"), "{log}");
    let t = Image::load(&title);
    // The LOGJAM heading, in the notice colour, top left.
    let heading = pixels_near(&t, 30..260, 35..95, [120, 200, 140]);
    assert!(heading > 1500, "the title's heading is drawn: {heading} pixels");
    let cards = |i: &Image| i.rgb.iter().filter(|c| near(**c, CARD, 4)).count();
    assert!(cards(&t) < t.rgb.len() / 50, "no board on the title screen");
    let p = Image::load(&played);
    assert!(cards(&p) > p.rgb.len() / 20, "First shop's board is drawn");
    if let Some(keep) = std::env::var_os("LOGJAM_DOCS") {
        let _ = keep;
        std::fs::copy(&title, Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/title.png")).unwrap();
    }
}

/// A scripted loss shows the debrief with its cause; a won save earns its
/// stars, and they are on the title screen after a restart.
#[test]
fn a_loss_shows_the_debrief_and_progress_survives_a_restart() {
    let dir = std::env::temp_dir().join(format!("logjam-debrief-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let shot = |n: &str| dir.join(format!("{n}.png"));
    // Campaign 3 left alone is lost at 77 s; the asked-for 260 s never comes.
    let lost = [
        "scenarios/campaign-3-hot-key.scenario.ron".to_string(),
        "--speed".into(),
        "3".into(),
        "--shot-at".into(),
        format!("260:{}", shot("lost").display()),
        "--exit-at".into(),
        "260".into(),
    ];
    let log = play_logged(&lost, &dir, &dir.join("lost.log"));
    assert!(log.contains("debrief: Scenario lost: billing's lag reached"), "{log}");
    let img = Image::load(&shot("lost"));
    let red = pixels_near(&img, 30..260, 35..75, [255, 130, 120]);
    assert!(red > 400, "the debrief's red headline: {red} pixels");
    // The solution save of campaign 1 replays to its win: three stars.
    let won = [
        "--load".to_string(),
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/solutions/campaign-1-one-order.save.ron")
            .display()
            .to_string(),
        // It is over as it loads: the shot and the exit come with the debrief.
        "--shot-at".into(),
        format!("1000:{}", shot("won").display()),
        "--exit-at".into(),
        "1000".into(),
    ];
    let log = play_logged(&won, &dir, &dir.join("won.log"));
    assert!(log.contains("debrief: You did it"), "{log}");
    let progress = std::fs::read_to_string(dir.join("logjam/progress.ron")).unwrap();
    assert!(progress.contains("campaign-1-one-order.scenario.ron") && progress.contains("stars: 3"), "{progress}");
    // A new start reads it: level 1's stars are lit on the title screen.
    let title =
        ["--screenshot".to_string(), format!("40:{}", shot("title").display()), "--exit-after".into(), "45".into()];
    play_logged(&title, &dir, &dir.join("title.log"));
    let t = Image::load(&shot("title"));
    let stars = pixels_near(&t, 270..760, 135..165, [140, 220, 140]);
    assert!(stars > 60, "level 1 shows its three stars: {stars} pixels");
    if std::env::var_os("LOGJAM_DOCS").is_some() {
        let docs = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs");
        std::fs::copy(shot("lost"), docs.join("debrief.png")).unwrap();
    }
}

/// The tutorial on scripted input: Enter for Next, a click on the orders
/// card, Esc, three Nexts, 2 for 8×: each step comes in turn, and the step
/// that waits on e-mail's lag points at e-mail's bar under the first lane.
#[test]
fn the_tutorial_advances_on_scripted_input_and_points_where_the_step_says() {
    let dir = std::env::temp_dir().join(format!("logjam-tutorial-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let (ready, late) = (dir.join("ready.png"), dir.join("late.png"));
    let args = [
        "scenarios/tutorial.scenario.ron".to_string(),
        "--screenshot".into(),
        format!("40:{}", ready.display()),
        "--screenshot".into(),
        format!("330:{}", late.display()),
        "--exit-after".into(),
        "340".into(),
    ];
    let inputs = ["Return", "click 640 270", "Escape", "Return", "Return", "Return", "2"];
    let log = play_with_keys(&args, &dir, &ready, &inputs, &dir.join("log.txt"));
    for step in 2..=7 {
        assert!(log.contains(&format!("tutorial step {step}/18")), "step {step}: {log}");
    }
    let img = Image::load(&late);
    // The pointer's outline (its own colour) around e-mail's bar under p0.
    let outline = pixels_near(&img, 340..840, 328..372, [255, 214, 10]);
    assert!(outline > 400, "the pointer outlines e-mail's bar: {outline} pixels");
    if std::env::var_os("LOGJAM_DOCS").is_some() {
        std::fs::copy(&late, Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/tutorial.png")).unwrap();
    }
}
