//! End to end: the real game binary in a window under Xvfb (Mesa's software
//! Vulkan), two screenshots some frames apart, and their pixels checked:
//! cards are drawn, and message sprites moved between them.
//!
//! Every run of the game here advances its clock by a fixed time a frame
//! (`logjam play --frame-time`, 1/60 s unless a test says otherwise), so
//! what a screenshot shows N frames (or sim seconds) after the scenario
//! starts is the same on a fast and on a loaded machine.
//!
//! Needs `xvfb-run` and `xdotool` (`tests/run.sh e2e` installs them). A
//! plain `cargo test` without them skips these tests and says so in one
//! line; under `tests/run.sh` (`LOGJAM_E2E=1`) a missing tool fails them.
//! Set `LOGJAM_SCREENSHOT=path.png` to keep the first screenshot (the
//! README's picture is made this way).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;

use bevy::color::{Alpha, Color};
use logjam::view::palette::{Palette, UiColours};

#[path = "common/broker.rs"]
mod common;

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

/// Whether `tool` is a file in one of the PATH's folders.
fn on_path(tool: &str) -> bool {
    std::env::var_os("PATH").is_some_and(|path| std::env::split_paths(&path).any(|dir| dir.join(tool).is_file()))
}

/// Whether these tests can run here: each of `tools` (`xvfb-run`,
/// `xdotool`) is on the PATH. Without them a plain `cargo test` skips the
/// test, saying once on the terminal why and how to run them; under
/// `tests/run.sh` (which sets `LOGJAM_E2E=1`) a missing tool fails it.
fn can_run(tools: &[&str]) -> bool {
    if tools.iter().all(|t| on_path(t)) {
        return true;
    }
    // Every tool these tests use that is missing, whichever test asks first.
    let missing: Vec<&str> = ["xvfb-run", "xdotool"].into_iter().filter(|t| !on_path(t)).collect();
    let why = format!("{} not found", missing.join(" and "));
    if std::env::var("LOGJAM_E2E").is_ok_and(|v| !v.is_empty() && v != "0") {
        panic!(
            "e2e: {why} on the PATH, and LOGJAM_E2E is set: the end-to-end tests must run (tests/run.sh e2e installs them)"
        );
    }
    static SAID: std::sync::Once = std::sync::Once::new();
    SAID.call_once(|| {
        // Straight to the terminal: the harness keeps what a passing test
        // prints with eprintln! to itself.
        let _ = writeln!(std::io::stderr(), "e2e: skipped, {why}: run tests/run.sh e2e");
    });
    false
}

/// What the game under test is started with: `args`, and `--frame-time
/// 1/60` unless they name a frame time of their own.
fn with_frame_time(args: &[String]) -> Vec<String> {
    let mut out = args.to_vec();
    if !args.iter().any(|a| a == "--frame-time") {
        out.extend(["--frame-time".to_string(), "1/60".to_string()]);
    }
    out
}

fn near(a: [u8; 3], b: [u8; 3], tol: i32) -> bool {
    a.iter().zip(b).all(|(x, y)| (*x as i32 - y as i32).abs() <= tol)
}

/// The game's palette: every colour the checks look for comes from it.
fn palette() -> Palette {
    Palette::default()
}

/// A palette colour's sRGB bytes.
fn rgb(c: Color) -> [u8; 3] {
    UiColours::egui(c)
}

/// `c` at `alpha` over `under`, blended in linear light as the renderer
/// blends, as sRGB bytes.
fn over(c: Color, alpha: f32, under: Color) -> [u8; 3] {
    let (a, b) = (c.to_linear(), under.to_linear());
    let mix = |x: f32, y: f32| x * alpha + y * (1.0 - alpha);
    rgb(Color::linear_rgb(mix(a.red, b.red), mix(a.green, b.green), mix(a.blue, b.blue)))
}

fn background() -> [u8; 3] {
    rgb(palette().background)
}

fn card() -> [u8; 3] {
    rgb(palette().card)
}

/// The layout the game wrote beside a screenshot (`--layout`).
fn layout(png: &Path) -> serde_json::Value {
    let text = std::fs::read_to_string(png.with_extension("json")).expect("the layout beside the screenshot");
    serde_json::from_str(&text).unwrap()
}

/// A card's rectangle on the window, `[left, top, right, bottom]`.
fn card_rect(layout: &serde_json::Value, id: &str) -> [usize; 4] {
    let cards = layout["cards"].as_array().unwrap();
    let c = cards.iter().find(|c| c[0] == id).unwrap_or_else(|| panic!("no card {id} in {layout}"));
    let r: Vec<usize> = (0..4).map(|i| c[1][i].as_f64().unwrap().max(0.0) as usize).collect();
    [r[0], r[1], r[2], r[3]]
}

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
            if chroma(c) > 60 && near(img.at(x, y - 13), background(), 6) && near(img.at(x, y + 13), background(), 6) {
                out.push((x, y));
            }
        }
    }
    out
}

/// Writes `frames`, each cut to `crop` (`[left, top, right, bottom]`),
/// one above the other, as a PNG.
fn write_strip(frames: &[Image], crop: [usize; 4], out: &Path) {
    let (w, h) = (crop[2] - crop[0], crop[3] - crop[1]);
    let gap = 6;
    let total = h * frames.len() + gap * (frames.len() - 1);
    let mut bytes = Vec::with_capacity(w * total * 3);
    for (i, f) in frames.iter().enumerate() {
        for y in crop[1]..crop[3] {
            for x in crop[0]..crop[2] {
                bytes.extend_from_slice(&f.at(x, y));
            }
        }
        if i + 1 < frames.len() {
            bytes.extend(std::iter::repeat_n(0, w * gap * 3));
        }
    }
    let file = std::io::BufWriter::new(std::fs::File::create(out).unwrap());
    let mut encoder = png::Encoder::new(file, w as u32, total as u32);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.write_header().unwrap().write_image_data(&bytes).unwrap();
}

/// Runs the game under Xvfb with `args` (its data folder a temporary one);
/// panics with its log if it fails.
fn play(args: &[String]) {
    let data = std::env::temp_dir().join(format!("logjam-e2e-data-{}", std::process::id()));
    std::fs::create_dir_all(&data).unwrap();
    play_logged(args, &data, &data.join(format!("{}.log", args.len())));
}

/// A pixel in one of danger's colours (a card's badge, a hot lane's glow).
fn badge_pixel(c: [u8; 3], p: &Palette) -> bool {
    [p.danger.loss, p.danger.warning, p.danger.wrong].iter().any(|d| near(c, rgb(*d), 12))
}

fn count(img: &Image, f: impl Fn([u8; 3]) -> bool) -> usize {
    // The top bar (egui) is left out: only the board counts.
    img.rgb.iter().skip(img.width * 40).filter(|c| f(**c)).count()
}

#[test]
fn each_incident_shows_on_the_board() {
    if !can_run(&["xvfb-run"]) {
        return;
    }
    let dir = std::env::temp_dir().join(format!("logjam-drill-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let times = [5, 12, 24, 32, 42, 56, 64, 74, 94];
    // At 8×, 1/8 s a frame: 1 sim s (twenty ticks) a frame; each shot
    // shows the same moment on every machine.
    let mut args: Vec<String> = vec![
        "scenarios/incident-drill.scenario.ron".into(),
        "--speed".into(),
        "2".into(),
        "--frame-time".into(),
        "1/8".into(),
    ];
    for t in times {
        args.push("--shot-at".into());
        args.push(format!("{t}:{}", dir.join(format!("{t}.png")).display()));
    }
    // The drill's board (two regions, 1,700 board units wide) fits a
    // 1920×1080 window at the readable scale; at 1280×720 region-2 would
    // be a pan away.
    args.extend(["--exit-at".into(), "95".into(), "--window".into(), "1920x1080".into()]);
    args.extend(["--layout".into(), dir.join("exit.json").display().to_string()]);
    play_on_screen("1920x1080", &args, &dir, &dir.join("drill.log"));
    let shots: std::collections::BTreeMap<u32, (Image, serde_json::Value)> = times
        .iter()
        .map(|&t| {
            let png = dir.join(format!("{t}.png"));
            (t, (Image::load(&png), layout(&png)))
        })
        .collect();
    // What an incident puts on the board, as pixels in the palette's
    // colours, on the card its layout says: the grey veil over a card
    // whose Node is down,
    let p = palette();
    let veil_colour = over(p.down_veil, p.down_veil.alpha(), p.card);
    let veil = |c: [u8; 3]| near(c, veil_colour, 6);
    // the badge on a card that says what is wrong (danger's colours),
    let badge = |c: [u8; 3]| badge_pixel(c, &p);
    // the warning glow around a hot partition's lane,
    let glow = |c: [u8; 3]| near(c, rgb(p.danger.warning), 12);
    // and the grey board of a region that is down (off the cards).
    let region = |c: [u8; 3]| near(c, rgb(p.region_down), 4);
    // Pixels of a kind on card `id` in the shot at `t`, and the card's area.
    let on = |t: u32, id: &str, f: &dyn Fn([u8; 3]) -> bool| {
        let (img, l) = &shots[&t];
        let r = card_rect(l, id);
        let mut n = 0;
        for y in r[1]..r[3].min(img.height) {
            for x in r[0]..r[2].min(img.width) {
                n += usize::from(f(img.at(x, y)));
            }
        }
        n
    };
    let area = |id: &str| {
        let r = card_rect(&shots[&5].1, id);
        (r[2] - r[0]) * (r[3] - r[1])
    };
    let everywhere = |t: u32, f: &dyn Fn([u8; 3]) -> bool| count(&shots[&t].0, f);
    // (card, shot, pixels of a kind): checked against an upper or lower
    // bound, the figures in the message.
    let up = |t: u32, id: &str| on(t, id, &veil) < area(id) / 20;
    let down = |t: u32, id: &str| on(t, id, &veil) > area(id) / 2;
    let figures = |id: &str, f: &dyn Fn([u8; 3]) -> bool| times.map(|t| on(t, id, f));
    let (veils, badges) = (
        |id: &str| format!("{id}'s veil pixels by shot {:?} of {}", figures(id, &veil), area(id)),
        |id: &str| format!("{id}'s badge pixels by shot {:?}", figures(id, &badge)),
    );
    assert_eq!(everywhere(5, &badge), 0, "no badge before the first incident");
    assert!(up(5, "api-1") && down(12, "api-1"), "instance failure: api-1 greys: {}", veils("api-1"));
    assert!(on(5, "api-1", &badge) == 0 && on(12, "api-1", &badge) > 100, "DOWN on api-1: {}", badges("api-1"));
    let glows = figures("orders", &glow);
    assert!(on(12, "orders", &glow) == 0 && on(24, "orders", &glow) > 300, "hot key: a lane glows: {glows:?}");
    assert!(on(12, "api-2", &badge) == 0 && on(24, "api-2", &badge) > 100, "HOT KEY on api-2: {}", badges("api-2"));
    assert!(
        on(32, "orders", &badge) > on(24, "orders", &badge) + 1000,
        "failed broker: BROKER FAILED on the stream: {}",
        badges("orders")
    );
    assert!(
        on(32, "billing-1", &badge) == 0 && on(42, "billing-1", &badge) > 100,
        "crash: CRASHED on billing-1: {}",
        badges("billing-1")
    );
    assert!(
        on(42, "email-1", &badge) == 0 && on(56, "email-1", &badge) > 100,
        "storm: SLOW on email-1: {}",
        badges("email-1")
    );
    assert!(
        on(56, "api-2", &badge) == 0 && on(64, "api-2", &badge) > 100,
        "schema change: SCHEMA v2 on api-2: {}",
        badges("api-2")
    );
    assert!(
        on(64, "orders", &badge) > on(56, "orders", &badge) + 500,
        "schema change: a blocked group on the stream: {}",
        badges("orders")
    );
    assert!(up(64, "api-2") && down(74, "api-2"), "zone outage: api-2 greys too: {}", veils("api-2"));
    assert!(up(74, "billing-2") && down(94, "billing-2"), "region outage: billing-2 greys: {}", veils("billing-2"));
    let (before, after) = (everywhere(74, &region), everywhere(94, &region));
    assert!(after > before + 10000, "region outage: region-2's board greys: {before} pixels, then {after}");
}

#[test]
fn the_game_draws_cards_and_messages_move() {
    if !can_run(&["xvfb-run"]) {
        return;
    }
    let dir = std::env::temp_dir().join(format!("logjam-e2e-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // Eight shots, 0.1 sim s (six frames at 1/60 s a frame, at 1×) apart,
    // from 3 s in: the same eight moments on every machine.
    let times: Vec<f64> = (0..8).map(|i| 3.01 + 0.1 * f64::from(i)).collect();
    let path = |i: usize| dir.join(format!("s{i}.png"));
    let mut args = vec!["scenarios/first-shop.scenario.ron".to_string(), "--frame-time".into(), "1/60".into()];
    for (i, t) in times.iter().enumerate() {
        args.extend(["--shot-at".into(), format!("{t}:{}", path(i).display())]);
    }
    args.extend(["--exit-at".into(), "4".into(), "--layout".into(), dir.join("exit.json").display().to_string()]);
    play(&args);
    assert!((0..times.len()).all(|i| path(i).is_file()), "screenshots were not written");
    let a = path(0);
    if let Some(keep) = std::env::var_os("LOGJAM_SCREENSHOT") {
        std::fs::copy(&a, PathBuf::from(keep)).unwrap();
    }
    let shots: Vec<Image> = (0..times.len()).map(|i| Image::load(&path(i))).collect();
    let ia = &shots[0];
    assert_eq!((ia.width, ia.height), (1280, 720));
    if std::env::var_os("LOGJAM_DOCS").is_some() {
        // The README's strip: four frames of messages flowing, 4 frames
        // apart, the board's middle cut from each.
        let l = layout(&a);
        let (api, orders) = (card_rect(&l, "api"), card_rect(&l, "orders"));
        let crop = [api[0], orders[1], (orders[2] + 280).min(1280), orders[3]];
        write_strip(&shots[..4], crop, &Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/flow-strip.png"));
    }

    // Cards: a good share of the window is card-coloured.
    let card = ia.rgb.iter().filter(|c| near(**c, card(), 4)).count();
    assert!(card > ia.rgb.len() / 20, "only {card} card pixels: are the cards drawn?");

    // Messages: coloured sprites over the background between the cards, in
    // every shot, at different places from one shot to the next.
    let flight: Vec<Vec<(usize, usize)>> = shots.iter().map(flight_pixels).collect();
    let counts: Vec<usize> = flight.iter().map(Vec::len).collect();
    let moved: Vec<usize> = flight.windows(2).map(|w| w[0].iter().filter(|p| !w[1].contains(p)).count()).collect();
    let layouts: Vec<serde_json::Value> = (0..times.len()).map(|i| layout(&path(i))).collect();
    let in_gaps: Vec<(usize, usize)> = shots.iter().zip(&layouts).map(|(s, l)| sprites_in_gaps(s, l)).collect();
    assert!(counts.iter().all(|&n| n >= 20), "sprite pixels in flight per shot: {counts:?}");
    assert!(moved.iter().all(|&n| n >= 20), "sprites did not move between every two shots: {moved:?} pixels differ");
    // Where the layout says a sprite flies clear of the cards, it is drawn.
    assert!(
        in_gaps.iter().all(|&(listed, drawn)| listed >= 1 && drawn == listed),
        "sprites the layout lists between the cards, and of them drawn, per shot: {in_gaps:?}"
    );
    // No band at 1×: no pixel is in the band's shade in every shot (the
    // edge of a moving sprite, blended with the background by
    // multisampling, can wear it in one).
    let l = &layouts[0];
    let per_shot: Vec<Vec<(usize, usize)>> = shots.iter().map(|s| band_pixels(s, l)).collect();
    let steady = per_shot[0].iter().filter(|p| per_shot[1..].iter().all(|s| s.contains(p))).count();
    assert_eq!(
        steady,
        0,
        "no flow bands at 1×: steady band pixels ({:?} per shot)",
        per_shot.iter().map(Vec::len).collect::<Vec<_>>()
    );
}

/// The message sprites the layout lists wholly between the cards (off
/// every card, on the window, under no panel), and how many of them are
/// drawn there: at least half of the pixels inside their rectangle (less a
/// pixel each side, where multisampling blends) off the background's
/// colour.
fn sprites_in_gaps(img: &Image, layout: &serde_json::Value) -> (usize, usize) {
    let cards: Vec<[f64; 4]> = layout["cards"].as_array().unwrap().iter().map(|c| rect_of(&c[1])).collect();
    let panels: Vec<[f64; 4]> = layout["panels"].as_array().unwrap().iter().map(rect_of).collect();
    let (w, h) = (img.width as f64, img.height as f64);
    let (mut listed, mut drawn) = (0, 0);
    for s in layout["sprites"].as_array().unwrap() {
        let r = rect_of(&s["rect"]);
        let clear = !cards.iter().chain(&panels).any(|o| overlap(r, *o));
        if !clear || r[0] < 0.0 || r[1] < 40.0 || r[2] > w || r[3] > h {
            continue;
        }
        listed += 1;
        let (x0, y0, x1, y1) = ((r[0] + 1.0).ceil(), (r[1] + 1.0).ceil(), (r[2] - 1.0).floor(), (r[3] - 1.0).floor());
        let (mut inside, mut coloured) = (0, 0);
        for y in y0 as usize..y1.max(y0) as usize {
            for x in x0 as usize..x1.max(x0) as usize {
                inside += 1;
                coloured += usize::from(!near(img.at(x, y), background(), 12));
            }
        }
        if inside > 0 && coloured * 2 >= inside {
            drawn += 1;
        }
    }
    (listed, drawn)
}

/// Pixels of the API → stream flow band (a new record's shade at 75 %
/// over the background), between the API card and the stream card of the
/// first shop (where its layout says they are), as (x, y).
fn band_pixels(img: &Image, layout: &serde_json::Value) -> Vec<(usize, usize)> {
    let p = palette();
    let band = over(p.ages[0], 0.75, p.background);
    let (api, stream) = (card_rect(layout, "api"), card_rect(layout, "orders"));
    let mut found = Vec::new();
    for y in api[1].min(stream[1])..api[3].max(stream[3]).min(img.height) {
        for x in api[2] + 2..stream[0].saturating_sub(2) {
            if near(img.at(x, y), band, 8) {
                found.push((x, y));
            }
        }
    }
    found
}

#[test]
fn fast_speeds_draw_flow_bands_instead_of_sprites() {
    if !can_run(&["xvfb-run"]) {
        return;
    }
    let dir = std::env::temp_dir().join(format!("logjam-bands-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let shot = dir.join("bands.png");
    play(&[
        "scenarios/first-shop.scenario.ron".into(),
        "--speed".into(),
        "3".into(),
        // At 60×: 3 sim s (twelve ticks) a frame.
        "--frame-time".into(),
        "1/20".into(),
        "--shot-at".into(),
        format!("300:{}", shot.display()),
        "--exit-at".into(),
        "301".into(),
        "--layout".into(),
        dir.join("bands-exit.json").display().to_string(),
    ]);
    let img = Image::load(&shot);
    let bands = band_pixels(&img, &layout(&shot)).len();
    assert!(bands > 400, "a band from the API to the stream: {bands} pixels");
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
    if !can_run(&["xvfb-run"]) {
        return;
    }
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
        // 1/30 s a frame. The edits below wait on the wall clock, and each
        // must land within 3 sim s of the shot it follows: under Xvfb
        // (lavapipe draws 25 frames a second or fewer, BENCHMARKS.md) the
        // game's clock then runs slower than the wall clock.
        .args(["--frame-time", "1/30"])
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
    let red = |i: &Image| i.rgb.iter().filter(|c| near(**c, rgb(palette().ui.danger), 12)).count();
    let green_top =
        |i: &Image| i.rgb[..i.width * 80].iter().filter(|c| near(**c, rgb(palette().ui.notice), 12)).count();
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
    play_on_screen("1280x720", args, data, log_file)
}

/// Runs the game under Xvfb on a screen of `screen` (e.g. "1920x1080")
/// with `args`, its data and settings folders `data`; panics with its log
/// if it fails, else returns the log.
fn play_on_screen(screen: &str, args: &[String], data: &Path, log_file: &Path) -> String {
    let log = std::fs::File::create(log_file).unwrap();
    let status = Command::new("xvfb-run")
        .args(["-a", "-s", &format!("-screen 0 {screen}x24")])
        .arg(env!("CARGO_BIN_EXE_logjam"))
        .arg("play")
        // Levels wait on their briefing; these runs start at once.
        .arg("--start")
        .args(with_frame_time(args))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("WGPU_BACKEND", "vulkan")
        .env("XDG_DATA_HOME", data)
        .env("XDG_CONFIG_HOME", data)
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
    if !can_run(&["xvfb-run"]) {
        return;
    }
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
            "--frame-time".into(),
            "1/30".into(),
        ];
        play_logged(&args, &dir, &dir.join(format!("{name}.log")))
    };
    let log = load(&good, "loaded", 101);
    assert!(log.contains("loaded") && log.contains("at sim 100.0 s"), "the save was loaded: {log}");
    let loaded = Image::load(&shot("loaded"));
    let red = |i: &Image| i.rgb.iter().filter(|c| near(**c, rgb(palette().ui.danger), 12)).count();
    let green_top =
        |i: &Image| i.rgb[..i.width * 80].iter().filter(|c| near(**c, rgb(palette().ui.notice), 12)).count();
    let cards = |i: &Image| i.rgb.iter().filter(|c| near(**c, card(), 4)).count();
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
            if near(img.at(xx, yy), rgb(palette().ui.panel), 3) {
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
    if !can_run(&["xvfb-run"]) {
        return;
    }
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
            // Tens of sim seconds at 1×: 1/10 s a frame (two ticks).
            "--frame-time".into(),
            "1/10".into(),
            "--layout".into(),
            dir.join(format!("{name}-exit.json")).display().to_string(),
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
        "--layout".into(),
        dir.join("console-exit.json").display().to_string(),
    ]);
    play(&args(&["scenarios/incident-hot-key.scenario.ron"], "incident", 40));

    // Each panel where the layout beside its shot says it is.
    let panels = |name: &str| -> Vec<[usize; 4]> {
        let l = layout(&shot(name));
        l["panels"].as_array().unwrap().iter().map(|r| rect_of(r).map(|v| v.max(0.0) as usize)).collect()
    };
    let fill_share = |img: &Image, r: [usize; 4]| {
        let (x, y) = (r[0]..r[2].min(img.width), r[1]..r[3].min(img.height));
        (egui_fill(img, x.clone(), y.clone()), x.len() * y.len())
    };

    // The Inspector: the panel on the window's right half, down its side.
    let inspector = Image::load(&shot("inspector"));
    let r = *panels("inspector").iter().find(|r| r[0] >= inspector.width / 2).expect("the Inspector's panel");
    let (fill, area) = fill_share(&inspector, r);
    assert!(r[3] - r[1] > inspector.height / 2, "the Inspector runs down the right side: {r:?}");
    assert!(fill > area / 3, "the Inspector panel {r:?} is drawn: {fill} of {area} pixels in its fill");

    // The console: the window right of the goals column, under the top bar.
    let console = Image::load(&shot("console"));
    let goals_right = panels("console").iter().filter(|r| r[0] < 20 && r[1] > 0).map(|r| r[2]).max().unwrap_or(0);
    let r = *panels("console").iter().find(|r| r[0] > goals_right && r[1] > 40).expect("the console's window");
    let (fill, area) = fill_share(&console, r);
    assert!(fill > area / 3, "the console window {r:?} is drawn: {fill} of {area} pixels in its fill");
    // Its monospace text: grey glyphs under its title (about 4,700 pixels
    // for the four answers; an empty window has a few hundred).
    let mut text = 0;
    for y in r[1] + 40..r[3].min(console.height) {
        for x in r[0]..r[2].min(console.width) {
            let [r, g, b] = console.at(x, y);
            if chroma([r, g, b]) < 30 && r > 100 {
                text += 1;
            }
        }
    }
    assert!(text > 2000, "the console shows its answers: {text} text pixels");

    // The hot key: a badge on the API's card, a glowing partition on the
    // stream's, where the layout says they are.
    let incident = Image::load(&shot("incident"));
    let l = layout(&shot("incident"));
    let p = palette();
    let on = |id: &str, f: &dyn Fn([u8; 3]) -> bool| {
        let r = card_rect(&l, id);
        let mut n = 0;
        for y in r[1]..r[3].min(incident.height) {
            for x in r[0]..r[2].min(incident.width) {
                n += usize::from(f(incident.at(x, y)));
            }
        }
        n
    };
    let badge = on("api", &|c| badge_pixel(c, &p));
    let glow = on("orders", &|c| near(c, rgb(p.danger.warning), 12));
    assert!(badge > 50 && glow > 300, "the hot key: a badge on the API ({badge}) and a glowing partition ({glow})");

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
/// moves the mouse there and clicks the same way; `type TEXT` types into
/// the text field with the focus); returns its log.
fn play_with_keys(args: &[String], data: &Path, ready: &Path, keys: &[&str], log_file: &Path) -> String {
    let args: Vec<String> = std::iter::once("--start".to_string()).chain(args.iter().cloned()).collect();
    play_keys_briefed(&args, data, ready, keys, log_file)
}

/// Like [`play_with_keys`], with levels waiting on their briefing (no
/// `--start`).
fn play_keys_briefed(args: &[String], data: &Path, ready: &Path, keys: &[&str], log_file: &Path) -> String {
    let game: Vec<String> = std::iter::once(env!("CARGO_BIN_EXE_logjam").to_string())
        .chain(std::iter::once("play".to_string()))
        .chain(with_frame_time(args))
        .map(|a| format!("'{a}'"))
        .collect();
    let presses: Vec<String> = keys
        .iter()
        .map(|k| match (k.strip_prefix("click "), k.strip_prefix("type ")) {
            (Some(at), _) => format!(
                "xdotool mousemove {at}; sleep 0.3; xdotool mousedown 1; sleep 0.12; xdotool mouseup 1; sleep 0.8"
            ),
            // Text for a text field: egui reads it from the window's text
            // events, which keep every character however close together.
            (None, Some(text)) => format!("xdotool type --delay 40 '{text}'; sleep 0.8"),
            (None, None) => format!("xdotool keydown {k}; sleep 0.12; xdotool keyup {k}; sleep 0.8"),
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
    if !can_run(&["xvfb-run", "xdotool"]) {
        return;
    }
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
    let heading = pixels_near(&t, 30..260, 35..95, rgb(palette().ui.notice));
    assert!(heading > 1500, "the title's heading is drawn: {heading} pixels");
    let cards = |i: &Image| i.rgb.iter().filter(|c| near(**c, card(), 4)).count();
    assert!(cards(&t) < t.rgb.len() / 50, "no board on the title screen");
    let p = Image::load(&played);
    assert!(cards(&p) > p.rgb.len() / 20, "First shop's board is drawn");
    if let Some(keep) = std::env::var_os("LOGJAM_DOCS") {
        let _ = keep;
        std::fs::copy(&title, Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/title.png")).unwrap();
    }
}

/// A scripted loss shows the debrief with its cause; a won save earns its
/// stars and its achievement (a toast on the debrief), and both are on the
/// title screen after a restart.
#[test]
fn a_loss_shows_the_debrief_and_progress_survives_a_restart() {
    if !can_run(&["xvfb-run"]) {
        return;
    }
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
    let red = pixels_near(&img, 30..260, 35..75, rgb(palette().ui.outcome[1]));
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
    // The win earns level 1's achievement: kept, and announced by a toast
    // at the bottom right of the debrief, framed in the good colour.
    assert!(log.contains("achievements earned: four-readers"), "{log}");
    assert!(progress.contains("\"four-readers\": \"campaign-1-one-order.scenario.ron\""), "{progress}");
    let w = Image::load(&shot("won"));
    let toast = pixels_near(&w, 900..1280, 540..720, rgb(palette().ui.good));
    assert!(toast > 800, "the achievement's toast: {toast} pixels");
    // A new start reads it: level 1's stars are lit on the title screen;
    // Achievements (the menu's tenth item) lists it earned, its icon in the
    // good colour, and the next one locked, greyed.
    let title =
        ["--screenshot".to_string(), format!("40:{}", shot("title").display()), "--exit-after".into(), "400".into()];
    play_keys_briefed(&title, &dir, &shot("title"), &["click 100 577", "F12"], &dir.join("title.log"));
    let t = Image::load(&shot("title"));
    let stars = pixels_near(&t, 270..760, 135..200, rgb(palette().ui.goal[0]));
    assert!(stars > 60, "level 1 shows its three stars: {stars} pixels");
    let list = Image::load(&dir.join("logjam/screenshots/logjam-1.png"));
    let good = rgb(palette().ui.good);
    let first = pixels_near(&list, 272..312, 208..252, good);
    let second = pixels_near(&list, 272..312, 258..302, good);
    assert!(first > 20 && second == 0, "earned icon {first} pixels, locked icon {second} in the good colour");
    if std::env::var_os("LOGJAM_DOCS").is_some() {
        let docs = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs");
        std::fs::copy(dir.join("logjam/screenshots/logjam-1.png"), docs.join("achievements.png")).unwrap();
    }
    if std::env::var_os("LOGJAM_DOCS").is_some() {
        let docs = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs");
        std::fs::copy(shot("lost"), docs.join("debrief.png")).unwrap();
    }
}

/// A level opens paused on its briefing: a hundred frames in, its clock is
/// still at 0 and nothing is spent; Space starts it.
#[test]
fn a_level_waits_on_its_briefing_until_space() {
    if !can_run(&["xvfb-run", "xdotool"]) {
        return;
    }
    let dir = std::env::temp_dir().join(format!("logjam-briefing-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let (ready, waiting, running) = (dir.join("ready.png"), dir.join("waiting.png"), dir.join("running.png"));
    let args = [
        "scenarios/campaign-1-one-order.scenario.ron".to_string(),
        "--screenshot".into(),
        format!("40:{}", ready.display()),
        "--screenshot".into(),
        format!("100:{}", waiting.display()),
        "--shot-at".into(),
        format!("2:{}", running.display()),
        "--exit-at".into(),
        "2".into(),
        "--exit-after".into(),
        "4000".into(),
        "--layout".into(),
        dir.join("exit.json").display().to_string(),
    ];
    // Space only once the frame-100 shot is written.
    let log = play_keys_briefed(&args, &dir, &waiting, &["space"], &dir.join("log.txt"));
    let before = layout(&waiting);
    assert_eq!(before["clock"].as_f64().unwrap(), 0.0, "the clock waits on the briefing: {log}");
    assert!(log.contains("started scenario from scenarios/campaign-1-one-order.scenario.ron"), "{log}");
    let after = layout(&running);
    assert!(after["clock"].as_f64().unwrap() >= 2.0, "Space started it: {}", after["clock"]);
    // The briefing is drawn over the board while it waits (egui's fill in
    // the window's middle), and gone once it runs.
    let fill = |i: &Image| egui_fill(i, 560..720, 300..420);
    let (w, r) = (Image::load(&waiting), Image::load(&running));
    assert!(fill(&w) > fill(&r) + 5000, "the briefing's window: {} pixels, then {}", fill(&w), fill(&r));
}

/// The layout of `scenario` at its 40th frame, from a first run of the
/// game into `dir` (where to click in a second run).
fn first_layout(scenario: &str, dir: &Path) -> serde_json::Value {
    let first = dir.join("first.png");
    let args = [
        scenario.to_string(),
        "--screenshot".into(),
        format!("40:{}", first.display()),
        "--exit-after".into(),
        "45".into(),
        "--layout".into(),
        dir.join("first-exit.json").display().to_string(),
    ];
    play_logged(&args, dir, &dir.join("first.log"));
    layout(&first)
}

/// The tutorial on scripted input: Enter for Next, a click on the orders
/// card, Esc, three Nexts, 2 for 8×: each step comes in turn, and the step
/// that waits on e-mail's lag points at e-mail's bar under the first lane.
#[test]
fn the_tutorial_advances_on_scripted_input_and_points_where_the_step_says() {
    if !can_run(&["xvfb-run", "xdotool"]) {
        return;
    }
    let dir = std::env::temp_dir().join(format!("logjam-tutorial-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let ready = dir.join("ready.png");
    // The step that waits on e-mail's lag lasts a while at 8×; shots every
    // 30 frames catch it whatever the machine's frame rate.
    let late: Vec<PathBuf> = (0..8).map(|i| dir.join(format!("late-{i}.png"))).collect();
    let mut args =
        vec!["scenarios/tutorial.scenario.ron".to_string(), "--screenshot".into(), format!("40:{}", ready.display())];
    for (i, shot) in late.iter().enumerate() {
        args.extend(["--screenshot".into(), format!("{}:{}", 150 + 30 * i, shot.display())]);
    }
    args.extend(["--exit-after".into(), "400".into()]);
    // Where the orders card is once the tutorial is up (the camera fits the
    // board around the panels).
    let orders = card_rect(&first_layout("scenarios/tutorial.scenario.ron", &dir), "orders");
    let click = format!("click {} {}", (orders[0] + orders[2]) / 2, orders[1] + 12);
    let inputs = ["Return", click.as_str(), "Escape", "Return", "Return", "Return", "2"];
    let args: Vec<String> =
        args.into_iter().chain(["--layout".to_string(), dir.join("exit.json").display().to_string()]).collect();
    let log = play_with_keys(&args, &dir, &ready, &inputs, &dir.join("log.txt"));
    for step in 2..=7 {
        assert!(log.contains(&format!("tutorial step {step}/18")), "step {step}: {log}");
    }
    // The pointer's outline (its own colour) around e-mail's bar under p0,
    // where the layout beside the shot says the bar is.
    let outline_in = |shot: &Path| {
        let img = Image::load(shot);
        let bars = layout(shot)["bars"].clone();
        let bar = bars.as_array().unwrap().iter().find(|b| b[0] == "orders" && b[1] == "email").expect("e-mail's bar");
        let r: Vec<usize> = (0..4).map(|i| bar[2][i].as_f64().unwrap().max(0.0) as usize).collect();
        let x = r[0].saturating_sub(20)..(r[2] + 20).min(img.width);
        let y = r[1].saturating_sub(20)..(r[3] + 20).min(img.height);
        pixels_near(&img, x, y, rgb(palette().ui.pointer))
    };
    let best = late.iter().max_by_key(|s| outline_in(s)).unwrap();
    let outline = outline_in(best);
    assert!(outline > 400, "the pointer outlines e-mail's bar: {outline} pixels");
    if std::env::var_os("LOGJAM_DOCS").is_some() {
        std::fs::copy(best, Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/tutorial.png")).unwrap();
    }
}

/// A click on a lane opens that partition in the Inspector, a click on a
/// broker's chip over the lanes that broker: the layout the game writes
/// beside a screenshot says what the Inspector shows.
#[test]
fn a_click_on_a_lane_or_a_broker_chip_opens_it_in_the_inspector() {
    if !can_run(&["xvfb-run", "xdotool"]) {
        return;
    }
    let dir = std::env::temp_dir().join(format!("logjam-cluster-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let scenario = "scenarios/campaign-15-copies-that-count.scenario.ron".to_string();
    // Where the chips and lanes are before anything is selected.
    let l = first_layout(&scenario, &dir);
    assert!(l["inspected"].is_null(), "nothing selected yet: {}", l["inspected"]);
    let centre_of = |text: &str| {
        let labels = l["labels"].as_array().unwrap();
        let lab = labels.iter().find(|x| x["text"] == text && x["card"] == "orders");
        let r = &lab.unwrap_or_else(|| panic!("no label {text:?} on orders")).clone()["rect"];
        let v: Vec<f64> = (0..4).map(|i| r[i].as_f64().unwrap()).collect();
        ((v[0] + v[2]) / 2.0, (v[1] + v[3]) / 2.0)
    };
    let orders = card_rect(&l, "orders");
    let chip = centre_of("b1 a");
    let lane = ((orders[0] + orders[2]) as f64 / 2.0, centre_of("p1").1);
    for (i, ((x, y), want)) in [(chip, "orders b1"), (lane, "orders p1")].into_iter().enumerate() {
        let (ready, shot) = (dir.join(format!("ready-{i}.png")), dir.join(format!("shot-{i}.png")));
        let args = [
            scenario.clone(),
            "--screenshot".into(),
            format!("40:{}", ready.display()),
            "--screenshot".into(),
            format!("160:{}", shot.display()),
            "--exit-after".into(),
            "170".into(),
            "--layout".into(),
            dir.join(format!("exit-{i}.json")).display().to_string(),
        ];
        let click = format!("click {} {}", x.round(), y.round());
        play_with_keys(&args, &dir, &ready, &[click.as_str()], &dir.join(format!("log-{i}.txt")));
        assert_eq!(layout(&shot)["inspected"], want, "after a click at {x:.0}, {y:.0}");
        if want.ends_with("p1") && std::env::var_os("LOGJAM_DOCS").is_some() {
            std::fs::copy(&shot, Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/partition.png")).unwrap();
        }
    }
}

/// Every shipped scenario at 1280×720 with nothing open, and at 1280×720
/// and 1920×1080 with its stream's Inspector open (else its first card's):
/// from the layout the game writes, every goal and star is in view in the
/// goals column, no card is under a panel (with the Inspector open, not the
/// card it shows), off the window (unless the board is larger than the
/// readable scale lets the window hold) or on another card, no board label
/// is under a message sprite, runs past its card or lies on another, and
/// every text on a card is at least 10 pixels.
#[test]
fn every_scenario_fits_and_reads_at_both_sizes() {
    if !can_run(&["xvfb-run"]) {
        return;
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let dir = std::env::temp_dir().join(format!("logjam-fit-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut files: Vec<PathBuf> = std::fs::read_dir(root.join("scenarios"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().ends_with(".scenario.ron"))
        .collect();
    files.sort();
    let mut runs = Vec::new();
    for file in &files {
        let (_, scenario) = logjam::headless::read_with_catalog(file, None).unwrap();
        let pick = scenario.nodes.iter().find(|n| n.kind == "log").or(scenario.nodes.first()).map(|n| n.id.clone());
        // The goals column shows every goal and star (a tutorial's box
        // says it all instead).
        let rows = if scenario.tutorial.is_empty() { scenario.goals.len() + scenario.stars.len() } else { 0 };
        runs.push((file.clone(), None, "1280x720", rows));
        // A console exercise has no card to inspect.
        for size in ["1280x720", "1920x1080"].into_iter().filter(|_| pick.is_some()) {
            runs.push((file.clone(), pick.clone(), size, 0));
        }
    }
    let problems = std::sync::Mutex::new(Vec::new());
    let next = std::sync::atomic::AtomicUsize::new(0);
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| {
                loop {
                    let i = next.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                    let Some((file, pick, size, rows)) = runs.get(i) else { break };
                    let open = if pick.is_some() { "inspector" } else { "nothing" };
                    let name = format!("{}-{size}-{open}", file.file_name().unwrap().to_string_lossy());
                    let out = dir.join(format!("{name}.json"));
                    let mut args = vec![
                        file.display().to_string(),
                        "--window".into(),
                        size.to_string(),
                        "--exit-after".into(),
                        "40".into(),
                        "--layout".into(),
                        out.display().to_string(),
                    ];
                    if let Some(id) = pick {
                        args.extend(["--select".into(), id.clone()]);
                    }
                    let data = dir.join(format!("data-{i}"));
                    std::fs::create_dir_all(&data).unwrap();
                    play_on_screen("1920x1080", &args, &data, &dir.join(format!("{name}.log")));
                    let layout: serde_json::Value =
                        serde_json::from_str(&std::fs::read_to_string(&out).unwrap()).unwrap();
                    let mut found = fit_problems(&layout, pick.as_deref());
                    let drawn = layout["rows"].as_array().unwrap().len();
                    if pick.is_none() && drawn != *rows {
                        found.push(format!("{drawn} goal and star rows drawn, of {rows}"));
                    }
                    problems.lock().unwrap().extend(found.into_iter().map(|p| format!("{name}: {p}")));
                }
            });
        }
    });
    let problems = problems.into_inner().unwrap();
    assert!(problems.is_empty(), "{} layout problems:\n{}", problems.len(), problems.join("\n"));
}

/// The stress scenario at 600×, a sim minute in: its offsets have seven
/// digits (3.2 M records a second over 64 partitions), and every label
/// still fits its cell, lies on no other and reads at 10 pixels or more.
#[test]
fn seven_digit_offsets_fit_their_cells_at_600x() {
    if !can_run(&["xvfb-run"]) {
        return;
    }
    let dir = std::env::temp_dir().join(format!("logjam-digits-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let shot = dir.join("stress.png");
    play(&[
        "scenarios/stress.scenario.ron".into(),
        "--speed".into(),
        "4".into(),
        "--shot-at".into(),
        format!("60:{}", shot.display()),
        "--exit-at".into(),
        "61".into(),
        "--layout".into(),
        dir.join("stress-exit.json").display().to_string(),
    ]);
    let l = layout(&shot);
    let digits = l["labels"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|x| x["text"].as_str())
        .flat_map(|t| t.split(|c: char| !c.is_ascii_digit()).map(str::len).collect::<Vec<_>>())
        .max()
        .unwrap_or(0);
    assert!(digits >= 7, "the rulers show offsets of seven digits or more: {digits}");
    let problems = fit_problems(&l, None);
    assert!(problems.is_empty(), "{} problems at 600×:\n{}", problems.len(), problems.join("\n"));
}

/// A layout rectangle, `[left, top, right, bottom]`.
fn rect_of(v: &serde_json::Value) -> [f64; 4] {
    [0, 1, 2, 3].map(|i| v[i].as_f64().unwrap())
}

/// Whether two rectangles overlap by more than a pixel each way.
fn overlap(a: [f64; 4], b: [f64; 4]) -> bool {
    a[0] < b[2] - 1.0 && b[0] < a[2] - 1.0 && a[1] < b[3] - 1.0 && b[1] < a[3] - 1.0
}

/// What is wrong with a layout: cards under panels (with a card
/// `selected`, only that one counts), on other cards or off the window;
/// labels under sprites, past their cards, on each other or under 10
/// pixels; goals and stars out of view.
fn fit_problems(layout: &serde_json::Value, selected: Option<&str>) -> Vec<String> {
    let (w, h) = (layout["window"][0].as_f64().unwrap(), layout["window"][1].as_f64().unwrap());
    let panels: Vec<[f64; 4]> = layout["panels"].as_array().unwrap().iter().map(rect_of).collect();
    let scale = layout["scale"].as_f64().unwrap();
    let readable = f64::from(logjam::view::READABLE_SCALE);
    let mut out = Vec::new();
    if scale > readable + 1e-3 {
        out.push(format!("the camera shows {scale:.2} board units a pixel, past the readable {readable}"));
    }
    // The board fits at a readable scale: every card is on the window.
    let fits = scale < readable - 1e-3;
    let mut cards = std::collections::BTreeMap::new();
    for c in layout["cards"].as_array().unwrap() {
        let (id, r) = (c[0].as_str().unwrap().to_string(), rect_of(&c[1]));
        if fits && (r[0] < -1.0 || r[1] < -1.0 || r[2] > w + 1.0 || r[3] > h + 1.0) {
            out.push(format!("card {id} {r:?} is off the {w}×{h} window"));
        }
        if selected.is_none_or(|s| s == id) {
            for p in &panels {
                if overlap(r, *p) {
                    out.push(format!("card {id} {r:?} is under the panel {p:?}"));
                }
            }
        }
        for (other, o) in &cards {
            if overlap(r, *o) {
                out.push(format!("card {id} {r:?} lies on card {other} {o:?}"));
            }
        }
        cards.insert(id, r);
    }
    let sprites: Vec<([f64; 4], f64)> =
        layout["sprites"].as_array().unwrap().iter().map(|s| (rect_of(&s["rect"]), s["z"].as_f64().unwrap())).collect();
    let labels = layout["labels"].as_array().unwrap();
    for (i, l) in labels.iter().enumerate() {
        let (text, r, z) = (l["text"].as_str().unwrap(), rect_of(&l["rect"]), l["z"].as_f64().unwrap());
        if let Some((s, _)) = sprites.iter().find(|(s, sz)| *sz > z && overlap(*s, r)) {
            out.push(format!("label {text:?} {r:?} is under a message sprite {s:?}"));
        }
        let Some(card) = l["card"].as_str() else { continue };
        let on_window = r[2] > 0.0 && r[0] < w && r[3] > 44.0 && r[1] < h;
        if on_window && l["px"].as_f64().unwrap() < 10.0 - 1e-3 {
            out.push(format!("label {text:?} on {card} is {:.1} pixels", l["px"].as_f64().unwrap()));
        }
        if let Some(c) = cards.get(card)
            && (r[0] < c[0] - 2.0 || r[2] > c[2] + 2.0 || r[1] < c[1] - 2.0 || r[3] > c[3] + 2.0)
        {
            out.push(format!("label {text:?} {r:?} runs past its card {card} {c:?}"));
        }
        for other in &labels[..i] {
            let o = rect_of(&other["rect"]);
            if other["card"].as_str() == Some(card) && overlap(r, o) {
                out.push(format!("label {text:?} {r:?} lies on {:?} {o:?} on {card}", other["text"].as_str().unwrap()));
            }
        }
    }
    if selected.is_none() {
        for row in layout["rows"].as_array().unwrap() {
            let (r, clip) = (rect_of(&row["rect"]), rect_of(&row["clip"]));
            let inside = |a: [f64; 4], b: [f64; 4]| {
                a[0] >= b[0] - 1.0 && a[1] >= b[1] - 1.0 && a[2] <= b[2] + 1.0 && a[3] <= b[3] + 1.0
            };
            if !inside(r, clip) || !inside(r, [0.0, 0.0, w, h]) {
                out.push(format!("the {} row {:?} {r:?} is out of view ({clip:?})", row["panel"], row["text"]));
            }
        }
    }
    out
}

/// The live board (`logjam play --cluster`) on the test broker, filled
/// first by other clients (the console's own `--bootstrap` makes `orders`,
/// three partitions, and writes keyed records; an rdkafka client commits
/// group `billing`): its cards and lanes drawn, the strip under the top bar
/// in the colour of good news, the layout listing the topic's card, its
/// producer's and the group's Worker. `LOGJAM_DOCS=1` keeps the picture as
/// docs/live-board.png (the README's).
#[test]
fn the_live_board_draws_a_real_broker() {
    use rdkafka::consumer::{BaseConsumer, CommitMode, Consumer};
    if !can_run(&["xvfb-run"]) {
        return;
    }
    let Some(broker) = common::start_broker() else { return };
    let mut lines = vec!["create topic orders partitions 3 partitioner murmur2".to_string()];
    lines.extend((0..40).map(|i| format!("produce orders key=customer-{} order {i}", i % 7)));
    let mut console = Command::new(env!("CARGO_BIN_EXE_logjam"))
        .args(["console", "--bootstrap", &broker.bootstrap])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    console.stdin.take().unwrap().write_all((lines.join("\n") + "\n").as_bytes()).unwrap();
    let out = console.wait_with_output().unwrap();
    let said = String::from_utf8_lossy(&out.stdout);
    assert_eq!(said.lines().filter(|l| l.starts_with("orders p")).count(), 40, "{said}");
    let committer: BaseConsumer = rdkafka::ClientConfig::new()
        .set("bootstrap.servers", &broker.bootstrap)
        .set("group.id", "billing")
        .create()
        .unwrap();
    let mut tpl = rdkafka::TopicPartitionList::new();
    for p in 0..3 {
        tpl.add_partition_offset("orders", p, rdkafka::Offset::Offset(2)).unwrap();
    }
    let since = std::time::Instant::now();
    while committer.commit(&tpl, CommitMode::Sync).is_err() {
        assert!(since.elapsed() < std::time::Duration::from_secs(60), "the group's commit");
        std::thread::sleep(std::time::Duration::from_millis(200));
    }

    let dir = std::env::temp_dir().join(format!("logjam-e2e-live-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let shot = dir.join("live.png");
    let args: Vec<String> = [
        "--cluster",
        &broker.bootstrap,
        "--screenshot",
        &format!("90:{}", shot.display()),
        "--layout",
        &dir.join("exit.json").display().to_string(),
        "--exit-after",
        "100",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    let log = play_logged(&args, &dir, &dir.join("live.log"));
    assert!(log.contains("the live board of"), "{log}");
    let img = Image::load(&shot);
    assert_eq!((img.width, img.height), (1280, 720));
    let card = img.rgb.iter().filter(|c| near(**c, card(), 4)).count();
    assert!(card > img.rgb.len() / 20, "only {card} card pixels: are the cards drawn?");
    let l = layout(&shot);
    for id in ["orders", "orders-producer", "billing-1"] {
        let [left, top, right, bottom] = card_rect(&l, id);
        assert!(left < right && top < bottom && right <= 1280 && top < 720, "{id}: {:?}", [left, top, right, bottom]);
    }
    // The strip: its words in the colour of good news, under the top bar.
    let good = rgb(palette().ui.good);
    let strip = pixels_near(&img, 160..1120, 676..718, good);
    assert!(strip > 150, "the live strip's text: {strip} pixels of good news at the foot of the window");
    if std::env::var_os("LOGJAM_DOCS").is_some() {
        std::fs::copy(&shot, Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/live-board.png")).unwrap();
    }
    drop(broker);
}

/// F12 saves a PNG of the window in the screenshots folder and says where;
/// "Replay code" on the title screen plays a pasted code: the game it
/// replays has the report hash `logjam run --code` prints for the same code.
#[test]
fn f12_saves_a_screenshot_and_the_title_plays_a_replay_code() {
    if !can_run(&["xvfb-run", "xdotool"]) {
        return;
    }
    let dir = std::env::temp_dir().join(format!("logjam-code-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let logjam = |args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_logjam")).args(args).output().unwrap();
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        String::from_utf8(out.stdout).unwrap().trim().to_string()
    };
    let save = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/solutions/campaign-3-hot-key.save.ron");
    let code = logjam(&["code", save.to_str().unwrap()]);
    let native = logjam(&["run", "--code", &code, "--hash"]);
    let title = dir.join("title.png");
    let args = [
        "--screenshot".to_string(),
        format!("40:{}", title.display()),
        "--exit-at".into(),
        "250".into(),
        "--exit-after".into(),
        "4000".into(),
    ];
    // F12 on the title; then Replay code (the menu's eighth item), its
    // field, the code, and Play.
    let typed = format!("type {code}");
    let keys = ["F12", "click 100 487", "click 450 244", typed.as_str(), "click 666 246"];
    let log = play_keys_briefed(&args, &dir, &title, &keys, &dir.join("log.txt"));
    let shots = dir.join("logjam").join("screenshots");
    let png = shots.join("logjam-1.png");
    assert!(log.contains(&format!("screenshot saved to {}", png.display())), "{log}");
    let shot = Image::load(&png);
    assert_eq!((shot.width, shot.height), (1280, 720));
    let heading = pixels_near(&shot, 30..260, 35..95, rgb(palette().ui.notice));
    assert!(heading > 1500, "the screenshot shows the title's heading: {heading} pixels");
    let played =
        log.lines().find_map(|l| l.split("replay code: report hash ").nth(1)).unwrap_or_else(|| panic!("{log}"));
    assert_eq!(played.trim(), native, "the title's replay of the code and logjam run --code");
}

/// The in-game console typed in by keys (issue "reasons to come back",
/// item 5): Tab completes a command, a topic and `key=`; Tab twice on
/// `offs` reaches `offsets orders`; Up walks the history; Ctrl-R finds a
/// line by a piece of it and Enter runs it; a typo is answered with the
/// line it meant; a second Tab lists the choices. F5 (after ` closes the
/// console) saves the game: its actions are the lines the keys made.
#[test]
fn the_console_completes_with_tab_and_finds_lines_with_ctrl_r() {
    if !can_run(&["xvfb-run", "xdotool"]) {
        return;
    }
    use logjam::sim::PlayerAction;

    let dir = std::env::temp_dir().join(format!("logjam-console-keys-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let ready = dir.join("ready.png");
    let listed = dir.join("listed.png");
    let args = [
        "scenarios/exercise-1-one-order.scenario.ron".to_string(),
        "--open".into(),
        "console".into(),
        "--screenshot".into(),
        format!("40:{}", ready.display()),
        "--exit-after".into(),
        "3000".into(),
    ];
    let keys = [
        "type prod",
        "Tab",
        "type o",
        "Tab",
        "type k",
        "Tab",
        "type order-61 placed",
        "Return",
        "type offs",
        "Tab",
        "Tab",
        "Return",
        "Up",
        "Up",
        "Return",
        "ctrl+r",
        "type offs",
        "Return",
        "type prodcue orders x",
        "Return",
        "type co",
        "Tab",
        "Tab",
        "F12",
        "grave",
        "F5",
    ];
    let log = play_keys_briefed(&args, &dir, &ready, &keys, &dir.join("log.txt"));
    let save = dir.join("logjam").join("saves").join("quick.save.ron");
    let save = logjam::save::read(&save).unwrap_or_else(|e| panic!("{e}: {log}"));
    let lines: Vec<&str> = save
        .actions
        .iter()
        .filter_map(|(_, a)| if let PlayerAction::Console { line } = a { Some(line.as_str()) } else { None })
        .collect();
    // The typo is refused (and answered), so it is not kept.
    assert_eq!(
        lines,
        [
            "produce orders key=order-61 placed",
            "offsets orders",
            "produce orders key=order-61 placed",
            "offsets orders"
        ],
        "{log}"
    );
    // F12's picture of the console with the choices listed.
    let png = dir.join("logjam").join("screenshots").join("logjam-1.png");
    assert!(log.contains("screenshot saved to"), "{log}");
    std::fs::copy(&png, &listed).unwrap();
    let shot = Image::load(&listed);
    let error = pixels_near(&shot, 320..1030, 560..690, rgb(palette().ui.outcome[1]));
    assert!(error > 300, "the typo's answer in the error colour: {error} pixels");
}

/// Each language on screen at 1280×720: the title, a level with its
/// Inspector open, and a debrief, in English, German, Spanish and
/// Brazilian Portuguese (picked in the settings file, as the settings
/// window keeps it). The game says which language it speaks, and every
/// panel stays inside the window (German is the longest). The shots are
/// kept under `LOGJAM_E2E_KEEP=1` to look at.
#[test]
fn every_language_fits_the_title_a_level_an_inspector_and_a_debrief() {
    if !can_run(&["xvfb-run"]) {
        return;
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let save = root.join("tests/solutions/campaign-1-one-order.save.ron").display().to_string();
    for tag in ["en", "de", "es", "pt-BR"] {
        let dir = std::env::temp_dir().join(format!("logjam-lang-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("logjam")).unwrap();
        std::fs::write(dir.join("logjam/settings.ron"), format!("(language: Some(\"{tag}\"))")).unwrap();
        let shot = |n: &str| dir.join(format!("{n}.png"));
        let runs: [(&str, Vec<String>); 3] = [
            // The title has no sim clock: shot and exit by frame.
            (
                "title",
                vec![
                    "--screenshot".into(),
                    format!("40:{}", shot("title").display()),
                    "--exit-after".into(),
                    "60".into(),
                ],
            ),
            (
                "level",
                vec![
                    "scenarios/campaign-3-hot-key.scenario.ron".into(),
                    "--select".into(),
                    "orders".into(),
                    "--shot-at".into(),
                    format!("20:{}", shot("level").display()),
                    "--exit-at".into(),
                    "21".into(),
                ],
            ),
            (
                "debrief",
                vec![
                    "--load".into(),
                    save.clone(),
                    "--shot-at".into(),
                    format!("1000:{}", shot("debrief").display()),
                    "--exit-at".into(),
                    "1000".into(),
                ],
            ),
        ];
        for (name, mut args) in runs {
            args.extend(["--layout".into(), dir.join(format!("{name}-exit.json")).display().to_string()]);
            let log = play_logged(&args, &dir, &dir.join(format!("{name}.log")));
            assert!(log.contains(&format!("language: {tag} (settings)")), "{tag} {name}: {log}");
            let img = Image::load(&shot(name));
            assert_eq!((img.width, img.height), (1280, 720), "{tag} {name}");
            let l = layout(&shot(name));
            for r in l["panels"].as_array().unwrap().iter().map(rect_of) {
                assert!(
                    r[0] >= -1.0 && r[1] >= -1.0 && r[2] <= 1281.0 && r[3] <= 721.0,
                    "{tag} {name}: a panel {r:?} runs out of the 1280×720 window"
                );
            }
            // Inside its panel too: no text cut off at a panel's edge or
            // squeezed a character or two a line (German is the longest).
            let over: Vec<String> = l["overflow"]
                .as_array()
                .unwrap()
                .iter()
                .map(|r| format!("{} at {} in {}", r["text"], r["rect"], r["clip"]))
                .collect();
            assert!(over.is_empty(), "{tag} {name}: text that does not fit its panel:\n{}", over.join("\n"));
        }
        if std::env::var_os("LOGJAM_E2E_KEEP").is_none() {
            let _ = std::fs::remove_dir_all(&dir);
        }
    }
}
