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
//      between two screenshots);
//   2. nothing panicked and no page error was thrown (browser console);
//   3. the scenario picker opens (P) and "Load from disk..." plays a RON
//      file the player picks (one written here, not in the repository);
//   4. a picked file with an error shows the error and the game goes on;
//   5. determinism: the page (opened with ?determinism) prints a report hash
//      for each of the determinism checks, equal to the native build's
//      (`$LOGJAM_BIN run FILE --until U --step S --hash`; LOGJAM_BIN defaults
//      to the debug build in $CARGO_TARGET_DIR or target/).
// It also prints the time from opening the page to the title screen.
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
const chroma = (c) => Math.max(...c) - Math.min(...c);
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
// Message sprites in flight: strongly coloured with background above and
// below (cells and group bars sit inside cards instead).
function flight(img) {
  const out = new Set();
  for (let y = 14; y < img.height - 14; y++)
    for (let x = 0; x < img.width; x++)
      if (chroma(img.at(x, y)) > 60 && near(img.at(x, y - 13), BACKGROUND, 6) && near(img.at(x, y + 13), BACKGROUND, 6))
        out.add(`${x},${y}`);
  return out;
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
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  page.on("console", (m) => logs.push(`${m.type()}: ${m.text()}`));
  page.on("pageerror", (e) => {
    // Bevy's web event loop starts by throwing this on purpose.
    if (!String(e).includes("Using exceptions for control flow")) errors.push(String(e));
  });
  const opened = Date.now();
  await page.goto(url + "?determinism");

  // 0. The title screen, then First shop from it by the keyboard.
  await waitForLog("title screen", 240);
  say(`the title screen ${((Date.now() - opened) / 1000).toFixed(2)} s after opening the page`);
  readPalette(logs.find((l) => l.includes("palette: ")) ?? fail("the game did not log its palette"));
  await waitForLog("fonts: Atkinson Hyperlegible Next and JetBrains Mono NL", 30);
  say("the theme's fonts are loaded");
  await page.waitForTimeout(3000);
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
  await page.waitForTimeout(3000);
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
  // Sprites fly mostly under the cards and show only in the gaps between
  // them, so a pair of shots may catch one sprite at nearly the same spot
  // in both (a run saw 4 pixels differ): try again, up to ten pairs.
  let a, b, fa, fb, moved;
  for (let tries = 0; ; tries++) {
    await page.waitForTimeout(3000);
    a = await shot(page, "board-a.png");
    await page.waitForTimeout(2000);
    b = await shot(page, "board-b.png");
    fa = flight(a);
    fb = flight(b);
    moved = [...fa].filter((p) => !fb.has(p)).length;
    const drawn = cards(a) > (a.width * a.height) / 20 && fa.size >= 20 && fb.size >= 20;
    if (drawn && moved >= 10) break;
    if (tries == 10 && !drawn) fail(`board not drawn: ${cards(a)} card pixels, ${fa.size} and ${fb.size} sprite pixels`);
    if (tries == 10) fail(`sprites did not move: ${moved} pixels differ`);
  }
  say(`board drawn: ${cards(a)} card pixels, ${fa.size} sprite pixels in flight, ${moved} moved`);
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
  const picked = await shot(page, "picked.png");
  if (cards(picked) < (picked.width * picked.height) / 20) fail("the picked scenario's board is not drawn");

  // 3. A picked file with an error: the error shows, the game goes on.
  const bad = join(dir, "broken.scenario.ron");
  await writeFile(bad, base.replace(/rate:\s*[0-9.]+/, "rate: -5.0"));
  // (The picker stays open after a pick, ready for the next file.)
  await pickFile(page, bad);
  await page.waitForTimeout(4000);
  const broken = await shot(page, "broken.png");
  if (red(broken) < 40) fail(`no error shown for a bad picked file (${red(broken)} red pixels)`);
  if (cards(broken) < (broken.width * broken.height) / 20) fail("the board went away after a bad file");
  say(`a bad file shows its error (${red(broken)} red pixels) and the board stays`);
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
