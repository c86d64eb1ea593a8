// Logjam's web build in a real browser: Debian's Chromium, headless, on
// SwiftShader's WebGL2, driven by playwright-core.
//
//   node tests/web/browser-test.mjs [SITE_DIR] [SHOTS_DIR]
//
// SITE_DIR is what web/build.sh made (default web/dist). It serves the site
// on 127.0.0.1, opens it, and checks:
//   0. the title screen is the start (its LOGJAM heading, in the palette's
//      colours and the shipped fonts), and Enter plays
//      the tutorial from it (the item a new player starts on);
//   1. the tutorial starts, its first step is shown with its pointer, and
//      the board is drawn (cards, message sprites in flight that move
//      between two screenshots, taken at two frames counted from the
//      tutorial's start, where the game's layout says they are);
//   2. nothing panicked and no page error was thrown (browser console);
//   3. the scenario picker opens (P) and "Load from disk..." plays a RON
//      file the player picks (one written here, not in the repository);
//   4. a picked file with an error shows the error and the game goes on;
//   5. determinism: the page (opened with ?determinism) prints a report hash
//      for each of the determinism checks, equal to the native build's
//      (`$LOGJAM_BIN run FILE --until U --step S --hash`; LOGJAM_BIN defaults
//      to the debug build in $CARGO_TARGET_DIR or target/);
//   6. links: the page opened with #replay=CODE (a native save's code,
//      `$LOGJAM_BIN code SAVE`) replays it to the report hash of `logjam run
//      --code CODE`, and #scenario=NAME opens that shipped scenario;
//   7. touch, on a page with touch emulation (Chromium's touch events, as a
//      tablet sends them): a finger dragged over the empty board pans it
//      (every card moves with the finger), two fingers spread apart zoom in
//      (the cards grow by the fingers' ratio), a long press on a card shows
//      its tooltip, a tap selects it, and the first touch makes every
//      target finger-sized (40 px);
//   8. languages: a browser whose language is German (navigator.language
//      de-DE) opens the game in German, the title's menu in its words.
// The page is opened with ?frame-time=1/60 (test only): every frame advances
// the game's clock by 1/60 s whatever the browser's speed, and the game holds
// its clock at the frame the test asks for (window.logjamHoldAt; see
// src/app.rs), so the two board screenshots show the same two moments on a
// fast and on a loaded machine.
// It also prints the time from opening the page to the title screen.
// LOGJAM_WEB_ONLY=touch runs section 7 alone, LOGJAM_WEB_ONLY=language 8.
// Screenshots go to SHOTS_DIR (default: a fresh temporary folder). Exits
// non-zero with the reason on the first failed check.

import { createServer } from "node:http";
import { readFile, mkdtemp, writeFile, mkdir } from "node:fs/promises";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, extname, resolve, normalize } from "node:path";
import { execFileSync } from "node:child_process";
import { chromium } from "playwright-core";
import { PNG } from "pngjs";

const site = resolve(process.argv[2] ?? "web/dist");
const shots = process.argv[3] ? resolve(process.argv[3]) : await mkdtemp(join(tmpdir(), "logjam-web-"));
await mkdir(shots, { recursive: true });
// Where "Load from disk..." sits in the open picker (1280×720 page).
const LOAD_BUTTON = (process.env.LOGJAM_LOAD_BUTTON ?? "550,132").split(",").map(Number);
const chromiumPath = process.env.CHROMIUM ?? "/usr/bin/chromium";
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const say = (m) => console.log(`[${elapsed()}] ${m}`);

if (!existsSync(join(site, "index.html")) || !existsSync(join(site, "pkg", "logjam_bg.wasm"))) {
  console.error(`no web build in ${site}: run web/build.sh first`);
  process.exit(1);
}

// --- a static server on loopback -------------------------------------------
const types = {
  ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".wasm": "application/wasm",
  ".ron": "text/plain; charset=utf-8", ".wav": "audio/wav", ".ogg": "audio/ogg", ".png": "image/png",
  ".txt": "text/plain; charset=utf-8", ".json": "application/json",
};
const server = createServer(async (req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url, "http://x").pathname)).replace(/^(\.\.[/\\])+/, "");
  const file = join(site, path.endsWith("/") ? path + "index.html" : path);
  try {
    const body = await readFile(file);
    res.writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream" });
    res.end(body);
  } catch {
    res.writeHead(404);
    res.end();
  }
});
await new Promise((ok) => server.listen(0, "127.0.0.1", ok));
const url = `http://127.0.0.1:${server.address().port}/`;

// --- pixels -----------------------------------------------------------------
// The palette's colours, as the game logs them at its start ("palette:
// background=r,g,b card=…"): read from the page, not copied here.
const PALETTE = {};
let BACKGROUND = [0, 0, 0];
let CARD = [0, 0, 0];
function readPalette(line) {
  for (const [, name, r, g, b] of line.matchAll(/(\w+)=(\d+),(\d+),(\d+)/g)) PALETTE[name] = [+r, +g, +b];
  BACKGROUND = PALETTE.background;
  CARD = PALETTE.card;
}
const near = (a, b, tol) => a.every((x, i) => Math.abs(x - b[i]) <= tol);
function decode(buffer) {
  const png = PNG.sync.read(buffer);
  const at = (x, y) => {
    const i = (y * png.width + x) * 4;
    return [png.data[i], png.data[i + 1], png.data[i + 2]];
  };
  return { width: png.width, height: png.height, at };
}
function count(img, f) {
  let n = 0;
  for (let y = 0; y < img.height; y++) for (let x = 0; x < img.width; x++) if (f(img.at(x, y), x, y)) n++;
  return n;
}
const cards = (img) => count(img, (c) => near(c, CARD, 4));
// The error panel's red text.
const red = (img) => count(img, (c) => near(c, PALETTE.danger, 12));

// --- the browser --------------------------------------------------------------
const logs = [];
const errors = [];
let browser;
function fail(why) {
  console.error(`FAILED after ${elapsed()}: ${why}`);
  console.error("browser console (last 40 lines):\n  " + logs.slice(-40).join("\n  "));
  throw new Error(why);
}
async function waitForLog(text, seconds) {
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    if (logs.some((l) => l.includes(text))) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  fail(`no "${text}" in the browser console after ${seconds} s`);
}
const noPanics = () => {
  const bad = logs.filter((l) => /panicked|RuntimeError|unreachable/i.test(l));
  if (bad.length || errors.length) fail(`the page panicked or threw:\n  ${[...bad, ...errors].join("\n  ")}`);
};
async function shot(page, name) {
  const buffer = await page.screenshot({ path: join(shots, name) });
  return decode(buffer);
}
// Waits until the game has drawn `n` more frames (window.logjamFrame, which
// it counts with ?frame-time): egui's fades and the board's motion follow
// its frames, not the wall clock, so a screenshot waits on frames too.
async function waitFrames(page, n) {
  const frame = () => page.evaluate(() => window.logjamFrame ?? 0);
  const start = await frame();
  const end = Date.now() + 240000;
  while ((await frame()) < start + n) {
    if (Date.now() > end) fail(`the game did not draw ${n} frames in 240 s (frame ${await frame()}, from ${start})`);
    await page.waitForTimeout(100);
  }
}
// The frames since the tutorial's start at which the board is shot.
const BOARD_FRAMES = [180, 207];
// Holds the game's clock at `frame` since the scenario's start (it stops
// there and says so in window.logjamHeld), then shoots the page.
async function shotAtFrame(page, frame, name) {
  await page.evaluate((f) => (window.logjamHoldAt = f), frame);
  const end = Date.now() + 240000;
  for (;;) {
    const held = await page.evaluate(() => window.logjamHeld);
    if (held === frame) break;
    if (held !== undefined && held !== BOARD_FRAMES[0]) fail(`the game held its clock at frame ${held}, not ${frame}`);
    if (Date.now() > end) {
      const now = await page.evaluate(() => window.logjamFrame);
      fail(`the game did not hold its clock at frame ${frame} (frame ${now} now)`);
    }
    await page.waitForTimeout(100);
  }
  // A frame or two for the held picture to reach the page.
  await page.waitForTimeout(500);
  const img = await shot(page, name);
  // Where the game says things are in the held frame (the JSON `logjam
  // play --layout` writes).
  const layout = JSON.parse(await page.evaluate(() => window.logjamLayout));
  return { img, layout };
}
// The message sprites the layout lists wholly between the cards (off every
// card and panel, on the page), as "left,top" keys, and those of them drawn
// there: at least half of the pixels inside their rectangle (less a pixel
// each side, where multisampling blends) off the background's colour.
function spritesInGaps(img, layout) {
  const overlap = (a, b) => a[0] < b[2] - 1 && b[0] < a[2] - 1 && a[1] < b[3] - 1 && b[1] < a[3] - 1;
  const blockers = [...layout.cards.map((c) => c[1]), ...layout.panels];
  const listed = [];
  const drawn = [];
  for (const { rect: r } of layout.sprites) {
    if (blockers.some((o) => overlap(r, o)) || r[0] < 0 || r[1] < 40 || r[2] > img.width || r[3] > img.height) continue;
    const key = `${Math.round(r[0])},${Math.round(r[1])}`;
    listed.push(key);
    let inside = 0;
    let off = 0;
    for (let y = Math.ceil(r[1] + 1); y < Math.floor(r[3] - 1); y++)
      for (let x = Math.ceil(r[0] + 1); x < Math.floor(r[2] - 1); x++) {
        inside++;
        if (!near(img.at(x, y), BACKGROUND, 12)) off++;
      }
    if (inside > 0 && off * 2 >= inside) drawn.push(key);
  }
  return { listed, drawn };
}

try {
  browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      "--no-sandbox", "--use-angle=swiftshader", "--enable-unsafe-swiftshader",
      "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
    ],
  });
  say(`${await browser.version()} opens ${url}`);
  if (process.env.LOGJAM_WEB_BENCH) {
    // Benchmark only (BENCHMARKS.md): the plain page, opened afresh N times;
    // the time from opening it to the title screen.
    for (let i = 0; i < Number(process.env.LOGJAM_WEB_BENCH); i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
      const page = await context.newPage();
      const lines = [];
      page.on("console", (m) => lines.push(m.text()));
      const opened = Date.now();
      await page.goto(url);
      while (!lines.some((l) => l.includes("title screen"))) {
        if (Date.now() - opened > 240000) fail("no title screen in 240 s");
        await page.waitForTimeout(20);
      }
      say(`web: the title screen ${((Date.now() - opened) / 1000).toFixed(2)} s after opening the page`);
      await context.close();
    }
    await browser.close();
    process.exit(0);
  }
  if (process.env.LOGJAM_WEB_ONLY === "language") {
    await languageChecks(url);
    noPanics();
    say(`language passed; screenshots in ${shots}`);
    await browser.close();
    process.exit(0);
  }
  if (process.env.LOGJAM_WEB_ONLY === "touch") {
    // Section 7 alone (LOGJAM_WEB_ONLY=touch), for work on touch.
    await touchChecks(url);
    noPanics();
    say(`touch passed; screenshots in ${shots}`);
    await browser.close();
    process.exit(0);
  }
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  page.on("console", (m) => logs.push(`${m.type()}: ${m.text()}`));
  page.on("pageerror", (e) => {
    // Bevy's web event loop starts by throwing this on purpose.
    if (!String(e).includes("Using exceptions for control flow")) errors.push(String(e));
  });
  const opened = Date.now();
  await page.goto(url + "?determinism&frame-time=1/60");

  // 0. The title screen, then First shop from it by the keyboard.
  await waitForLog("title screen", 240);
  say(`the title screen ${((Date.now() - opened) / 1000).toFixed(2)} s after opening the page`);
  readPalette(logs.find((l) => l.includes("palette: ")) ?? fail("the game did not log its palette"));
  await waitForLog("fonts: Atkinson Hyperlegible Next and JetBrains Mono NL", 30);
  say("the theme's fonts are loaded");
  await page.waitForTimeout(3000);
  await waitFrames(page, 30);
  const title = await shot(page, "title.png");
  const heading = count(title, (c, x, y) => x < 260 && y > 35 && y < 95 && near(c, PALETTE.notice, 10));
  if (heading < 1500) fail(`the title's heading is not drawn (${heading} pixels; title.png)`);
  if (cards(title) > (title.width * title.height) / 50) fail("a board on the title screen");
  say(`the title screen is drawn (${heading} heading pixels)`);
  // A click on an empty spot gives the canvas the keyboard.
  await page.mouse.click(640, 690);
  await page.waitForTimeout(500);
  for (const key of ["Enter"]) {
    // Slow frames: a key held for a few of them, then let go.
    await page.keyboard.down(key);
    await page.waitForTimeout(300);
    await page.keyboard.up(key);
    await page.waitForTimeout(900);
  }

  // 1. The tutorial starts, its first step points at the Shop API, and the
  //    board is drawn.
  await waitForLog("started scenario from scenarios/tutorial.scenario.ron", 120);
  say("the tutorial started from the title screen");
  // The board's two shots: frames 180 and 207 of the tutorial (3 s and
  // 3.45 s of its clock); the game stops its clock at the first.
  await page.evaluate((f) => (window.logjamHoldAt = f), BOARD_FRAMES[0]);
  await page.waitForTimeout(3000);
  await waitFrames(page, 30);
  const step = await shot(page, "tutorial.png");
  const pointer = count(step, (c) => near(c, PALETTE.pointer, 12));
  if (pointer < 300) fail(`the tutorial's first pointer is not drawn (${pointer} pixels; tutorial.png)`);
  say(`the tutorial's first step points at its card (${pointer} pointer pixels)`);
  await waitForLog("first frame of the scenario", 60);
  say(`time to the scenario's first frame: ${((Date.now() - opened) / 1000).toFixed(2)} s after opening the page`);

  // 5. The web build's report hashes equal the native build's.
  const bin =
    process.env.LOGJAM_BIN ?? join(process.env.CARGO_TARGET_DIR ?? resolve("target"), "debug", "logjam");
  const checks = logs
    .map((l) => l.match(/determinism: (\S+) until (\S+) step (\S+): (report hash ([0-9a-f]{16})|error .*)/))
    .filter(Boolean);
  if (checks.length < 3) fail(`the page printed ${checks.length} determinism lines, not 3`);
  for (const [, file, until, step, what, web] of checks) {
    if (!web) fail(`the page's determinism run of ${file} failed: ${what}`);
    const native = execFileSync(bin, ["run", join("scenarios", file), "--until", until, "--step", step, "--hash"], {
      encoding: "utf8",
    }).trim();
    if (native !== web) fail(`${file} until ${until} step ${step}: web hash ${web}, native ${native}`);
    say(`${file} until ${until} s step ${step} s: web and native report hash ${web}`);
  }
  // The board at two frames 0.45 s of game time apart, each held while it
  // is shot: the same two pictures on every machine. Where the layout says
  // a sprite flies clear of the cards, it is drawn, in both; and they moved.
  const a = await shotAtFrame(page, BOARD_FRAMES[0], "board-a.png");
  const b = await shotAtFrame(page, BOARD_FRAMES[1], "board-b.png");
  await page.evaluate(() => (window.logjamHoldAt = undefined));
  if (cards(a.img) < (a.img.width * a.img.height) / 20) fail(`board not drawn: ${cards(a.img)} card pixels (board-a.png)`);
  const ga = spritesInGaps(a.img, a.layout);
  const gb = spritesInGaps(b.img, b.layout);
  for (const [g, name] of [[ga, "board-a.png"], [gb, "board-b.png"]])
    if (g.listed.length < 1 || g.drawn.length < g.listed.length)
      fail(`sprites between the cards, listed [${g.listed}], drawn [${g.drawn}] (${name})`);
  const moved = gb.listed.filter((k) => !ga.listed.includes(k)).length;
  if (moved < 1) fail(`sprites did not move: between the cards at [${ga.listed}], then [${gb.listed}]`);
  say(`board drawn: ${cards(a.img)} card pixels; sprites between the cards drawn where the layout says, ${ga.listed.length} then ${gb.listed.length}, ${moved} of them new`);
  noPanics();

  // 2. The picker, and a scenario from the player's disk.
  await page.mouse.click(640, 400);
  await page.keyboard.press("p");
  await page.waitForTimeout(2500);
  const picker = await shot(page, "picker.png");
  say("the picker is open (picker.png)");
  const dir = await mkdtemp(join(tmpdir(), "logjam-pick-"));
  const base = await readFile(join(site, "scenarios", "sandbox.scenario.ron"), "utf8");
  const good = join(dir, "browser-test.scenario.ron");
  await writeFile(good, base.replace(/name:\s*"[^"]*"/, 'name: "Picked in the browser"'));
  await pickFile(page, good);
  await waitForLog("started scenario from browser-test.scenario.ron", 60);
  say("the picked file started");
  await page.waitForTimeout(3000);
  await waitFrames(page, 30);
  const picked = await shot(page, "picked.png");
  if (cards(picked) < (picked.width * picked.height) / 20) fail("the picked scenario's board is not drawn");

  // 3. A picked file with an error: the error shows, the game goes on.
  const bad = join(dir, "broken.scenario.ron");
  await writeFile(bad, base.replace(/rate:\s*[0-9.]+/, "rate: -5.0"));
  // (The picker stays open after a pick, ready for the next file.)
  await pickFile(page, bad);
  await page.waitForTimeout(4000);
  await waitFrames(page, 30);
  const broken = await shot(page, "broken.png");
  if (red(broken) < 40) fail(`no error shown for a bad picked file (${red(broken)} red pixels)`);
  if (cards(broken) < (broken.width * broken.height) / 20) fail("the board went away after a bad file");
  say(`a bad file shows its error (${red(broken)} red pixels) and the board stays`);
  noPanics();

  // 6. Links: a native run's replay code in the page's address replays the
  //    same game (the same report hash as `logjam run --code`), and
  //    #scenario=NAME opens that shipped scenario.
  const code = execFileSync(bin, ["code", join("tests", "solutions", "campaign-3-hot-key.save.ron")], {
    encoding: "utf8",
  }).trim();
  const nativeHash = execFileSync(bin, ["run", "--code", code, "--hash"], { encoding: "utf8" }).trim();
  const linked = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  const linkLogs = [];
  linked.on("console", (m) => {
    linkLogs.push(m.text());
    logs.push(`linked page: ${m.type()}: ${m.text()}`);
  });
  linked.on("pageerror", (e) => {
    if (!String(e).includes("Using exceptions for control flow")) errors.push(`linked page: ${e}`);
  });
  await linked.goto(`${url}?frame-time=1/60#replay=${code}`);
  const waitLinkLog = async (re, seconds) => {
    const t0 = Date.now();
    for (;;) {
      const hit = linkLogs.map((l) => l.match(re)).find(Boolean);
      if (hit) return hit;
      if (Date.now() - t0 > seconds * 1000) fail(`no ${re} in the linked page's console after ${seconds} s`);
      await linked.waitForTimeout(100);
    }
  };
  const [, webHash] = await waitLinkLog(/replay code: report hash ([0-9a-f]{16})/, 240);
  if (webHash !== nativeHash) fail(`#replay= link: web report hash ${webHash}, native logjam run --code ${nativeHash}`);
  say(`a link with a native run's replay code (${code.length} characters): web and native report hash ${webHash}`);
  await linked.waitForTimeout(4000);
  await waitFrames(linked, 30);
  await shot(linked, "replay-link.png");
  linkLogs.length = 0;
  // A new address that differs only after # would not load the page again.
  await linked.goto(`${url}?frame-time=1/60&scenario-link#scenario=campaign-2-add-a-stream`);
  await waitLinkLog(/started scenario from scenarios\/campaign-2-add-a-stream\.scenario\.ron/, 240);
  say("#scenario=campaign-2-add-a-stream opens that level");
  await linked.close();
  noPanics();

  // 7. Touch.
  await touchChecks(url);
  noPanics();

  // 8. The browser's language.
  await languageChecks(url);
  noPanics();
  say(`passed; screenshots in ${shots}`);
} finally {
  if (browser) await browser.close();
  server.close();
}

// Clicks "Load from disk..." in the open picker and answers the browser's
// file chooser with `file`.
async function pickFile(page, file) {
  const [x, y] = LOAD_BUTTON;
  // The click's user activation lets the dialog open the browser's file
  // chooser at once; Playwright catches it (a headless browser would cancel
  // it) and answers with `file`. Slow frames (SwiftShader draws a few a
  // second): hover first, so that egui knows the button is under the
  // pointer, then a quick click; a click lost between frames is tried again.
  let chooser = null;
  const catchChooser = (c) => (chooser = c);
  page.on("filechooser", catchChooser);
  try {
    for (let attempt = 0; attempt < 5 && !chooser; attempt++) {
      await page.mouse.move(x - 40, y + 40);
      await page.waitForTimeout(400);
      await page.mouse.move(x, y);
      await page.waitForTimeout(800);
      await page.mouse.down();
      await page.waitForTimeout(60);
      await page.mouse.up();
      for (let i = 0; i < 40 && !chooser; i++) await page.waitForTimeout(100);
    }
  } finally {
    page.off("filechooser", catchChooser);
  }
  if (!chooser) {
    await shot(page, "no-dialog.png");
    fail(`no file chooser after clicking "Load from disk..." at ${x},${y} (no-dialog.png)`);
  }
  await chooser.setFiles(file);
}

// Section 7: the first shop on a page whose browser has a touch screen,
// its fingers sent as Chromium's touch events (what a tablet sends).
async function touchChecks(url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, hasTouch: true });
  const page = await context.newPage();
  const seen = [];
  page.on("console", (m) => {
    seen.push(m.text());
    logs.push(`touch page: ${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => {
    if (!String(e).includes("Using exceptions for control flow")) errors.push(`touch page: ${e}`);
  });
  const waitSeen = async (text, seconds) => {
    const t0 = Date.now();
    while (!seen.some((l) => l.includes(text))) {
      if (Date.now() - t0 > seconds * 1000) fail(`no "${text}" in the touch page's console after ${seconds} s`);
      await page.waitForTimeout(100);
    }
  };
  await page.goto(`${url}?frame-time=1/60#scenario=first-shop`);
  await waitSeen("started scenario from scenarios/first-shop.scenario.ron", 240);
  // The camera's fit settles over the first frames.
  await waitFrames(page, 60);
  const cdp = await context.newCDPSession(page);
  const touch = (type, points) =>
    cdp.send("Input.dispatchTouchEvent", {
      type,
      touchPoints: points.map(([x, y], id) => ({ x, y, id, radiusX: 4, radiusY: 4, force: 1 })),
    });
  // Fingers move over several frames, as a hand does.
  const glide = async (from, to, steps = 12) => {
    await touch("touchStart", from);
    await waitFrames(page, 3);
    for (let i = 1; i <= steps; i++) {
      const at = from.map(([x, y], k) => [x + ((to[k][0] - x) * i) / steps, y + ((to[k][1] - y) * i) / steps]);
      await touch("touchMove", at);
      await waitFrames(page, 2);
    }
    await touch("touchEnd", []);
    await waitFrames(page, 3);
  };
  // The layout (cards and panels) as the game last drew it: its clock held
  // at a frame, and let run on once read.
  const layoutNow = async () => {
    const at = (await page.evaluate(() => window.logjamFrame ?? 0)) + 3;
    await page.evaluate((f) => (window.logjamHoldAt = f), at);
    const t0 = Date.now();
    for (;;) {
      const held = await page.evaluate(() => window.logjamHeld);
      if (typeof held === "number" && held >= at) break;
      if (Date.now() - t0 > 240000) fail(`the touch page did not hold its clock at frame ${at}`);
      await page.waitForTimeout(100);
    }
    await page.waitForTimeout(300);
    const layout = JSON.parse(await page.evaluate(() => window.logjamLayout));
    await page.evaluate(() => (window.logjamHoldAt = undefined));
    await waitFrames(page, 2);
    return layout;
  };
  const boxes = (l) => [...l.cards.map((c) => c[1]), ...l.panels];
  // A point whose neighbourhood (`w` × `h` around it) no card or panel
  // touches: where a finger lands on the empty board.
  const clear = (l, w, h) => {
    for (let y = 150; y < 640; y += 10)
      for (let x = 80; x < 1200; x += 10) {
        const r = [x - w / 2, y - h / 2, x + w / 2, y + h / 2];
        if (r[0] < 0 || r[2] > 1280 || r[3] > 720) continue;
        if (!boxes(l).some((b) => r[0] < b[2] && b[0] < r[2] && r[1] < b[3] && b[1] < r[3])) return [x, y];
      }
    fail("no empty stretch of board for the fingers");
  };
  const first = await layoutNow();
  if (first.cards.length < 3) fail(`the first shop's cards are not laid out (${first.cards.length})`);
  // One finger: pans by what it moved.
  const [px, py] = clear(first, 300, 160);
  await glide([[px - 60, py - 30]], [[px + 60, py + 30]]);
  const panned = await layoutNow();
  const shift = (a, b) => first.cards.map(([id, r]) => {
    const s = b.cards.find((c) => c[0] === id)[1];
    return [s[0] - r[0], s[1] - r[1], (s[2] - s[0]) / (r[2] - r[0])];
  });
  for (const [dx, dy, k] of shift(first, panned))
    if (Math.abs(dx - 120) > 4 || Math.abs(dy - 60) > 4 || Math.abs(k - 1) > 0.01)
      fail(`one finger moved 120,60: a card moved ${dx.toFixed(1)},${dy.toFixed(1)} at ${k.toFixed(3)}×`);
  say("one finger pans the board: every card moved with it (120, 60)");
  await waitSeen("a finger touched the window: every target is 40 px high or more", 30);
  // The top bar's buttons grew to a finger's size: the bar with them.
  const bar = (l) => l.panels.find((b) => b[1] <= 0 && b[2] - b[0] > 1000) ?? fail("no top bar in the layout");
  const [before, after] = [bar(first), bar(panned)].map((b) => b[3] - b[1]);
  if (!(before < 40 && after >= 40)) fail(`the top bar was ${before} px high, ${after} px after a touch`);
  say(`the top bar's targets grew for fingers: ${before} px high, then ${after}`);
  // Two fingers spread from 100 px apart to 200: twice as large.
  const [mx, my] = clear(panned, 260, 60);
  await glide([[mx - 50, my], [mx + 50, my]], [[mx - 100, my], [mx + 100, my]]);
  const pinched = await layoutNow();
  const ks = panned.cards.map(([id, r]) => {
    const s = pinched.cards.find((c) => c[0] === id)[1];
    return (s[2] - s[0]) / (r[2] - r[0]);
  });
  if (ks.some((k) => Math.abs(k - 2) > 0.08)) fail(`a pinch to twice the distance scaled cards by ${ks.map((k) => k.toFixed(2))}`);
  say(`two fingers pinch to zoom: cards ${ks[0].toFixed(2)}× as wide`);
  await shot(page, "touch-pinched.png");
  // A long press on a card: its tooltip. A tap: it is selected.
  // The middle of a card's part in view, clear of the panels.
  const inView = pinched.cards
    .map(([id, c]) => [id, [Math.max(c[0], 0), Math.max(c[1], 60), Math.min(c[2], 1280), Math.min(c[3], 700)]])
    .filter(([, c]) => c[2] - c[0] > 40 && c[3] - c[1] > 40)
    .map(([id, c]) => [id, [(c[0] + c[2]) / 2, (c[1] + c[3]) / 2]])
    .find(([, [x, y]]) => !pinched.panels.some((b) => b[0] <= x && x <= b[2] && b[1] <= y && y <= b[3]));
  if (!inView) fail("no card in view after the pinch");
  const [id, at] = inView;
  await touch("touchStart", [at]);
  await waitFrames(page, 60);
  await waitSeen("card tooltip on a long press", 30);
  await shot(page, "touch-long-press.png");
  await touch("touchEnd", []);
  await waitFrames(page, 10);
  say(`a long press on ${id} shows its tooltip (touch-long-press.png)`);
  seen.length = 0;
  await touch("touchStart", [at]);
  await waitFrames(page, 3);
  await touch("touchEnd", []);
  await waitSeen(`selected ${id} (Touch(`, 30);
  await waitFrames(page, 20);
  await shot(page, "touch-selected.png");
  say(`a tap selects ${id} (touch-selected.png)`);
  await context.close();
}

// Section 8: a German browser (navigator.language de-DE) gets the game in
// German from its first screen, with no setting changed.
async function languageChecks(url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, locale: "de-DE" });
  const page = await context.newPage();
  const seen = [];
  page.on("console", (m) => {
    seen.push(m.text());
    logs.push(`language page: ${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => {
    if (!String(e).includes("Using exceptions for control flow")) errors.push(`language page: ${e}`);
  });
  await page.goto(`${url}?frame-time=1/60`);
  const t0 = Date.now();
  while (!seen.some((l) => l.includes("title screen"))) {
    if (Date.now() - t0 > 240000) fail("the German page did not reach its title screen");
    await page.waitForTimeout(100);
  }
  if (!seen.some((l) => l.includes("language: de (system)")))
    fail(`a de-DE browser did not pick German: ${seen.filter((l) => l.includes("language")).join(" | ")}`);
  await waitFrames(page, 30);
  await shot(page, "title-de.png");
  // The shot is kept to look at (title-de.png: "Weiterspielen", …).
  say("a de-DE browser opens the game in German (title-de.png)");
  await context.close();
}
