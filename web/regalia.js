// Regalia in a page: the device's own firmware on the MicroPython WebAssembly port.
//
// Loads the port and the on-device files (one bundle.json), makes a boards.web Session and
// ticks it every animation frame with the buttons held on screen or on the keyboard; draws
// the panel on a canvas at an integer scale with the OLED look, dimmed by the contrast.
// For a phone at the table: the screen kept on (Wake Lock) while the panel is, "tap to wake"
// on a sleeping panel, no animation frames while nothing changes (a few ticks a second for
// the firmware's timers) and none at all while the panel is off, a short vibration on each
// press (a switch turns it off), an Install button, and the screen's text for screen readers.
// The records (issue 39): Export downloads records.csv and records.json, Import adds a
// records.json (a board's `regalia pull`, another browser's Export) to this page's games.
// The URL selects test modes: ?clock=manual (nothing ticks until regalia.run is called,
// 20 ms a frame) and ?storage=memory (saves last as long as the page).
import { loadMicroPython } from "./micropython.mjs";

const params = new URLSearchParams(location.search);
const MANUAL = params.get("clock") === "manual";
const STORAGE = params.get("storage") === "memory" ? "memory" : "local";
const FRAME_MS = 20;            // a manual frame, as in the host tests' button scripts
const TICKS_MASK = 0x3fffffff;  // the firmware's ticks wrap at 2**30
const W = 128, H = 64;
const LIT = [110, 200, 255], UNLIT = [16, 19, 25], BACKGROUND = [8, 10, 14];
const KEYS = {ArrowUp: 1, ArrowDown: 2, ArrowLeft: 4, ArrowRight: 8, z: 16, Z: 16, Enter: 16,
              x: 32, X: 32, Backspace: 32};
const QUIET_FRAMES = 30;  // animation frames with nothing drawn or held before ticks slow down
const SLOW_TICK_MS = 200; // then: the firmware's timers (splash, dimming, bots) still run
const VIBRATE_MS = 12;
const VIBRATE_KEY = "regalia-page/vibrate";  // not "regalia/": those keys are the saves

const canvas = document.getElementById("screen");
const ctx = canvas.getContext("2d");
const status = document.getElementById("status");
const wakeHint = document.getElementById("wake-hint");
const screenText = document.getElementById("screen-text");
const stats = {firstFrameMs: null, ticks: 0, tickTotalMs: 0, tickWorstMs: 0, draws: 0};
let mp = null, session = null, frameAddress = 0, shownVersion = -1, scale = 1, margin = 2;
let now = 0;
const frame = new Uint8Array(W * H / 8);

// --- buttons: keyboard and pointers; a press between two frames still reaches the next -----
let pressedSinceFrame = 0;
const keys = new Map();      // key -> button bit it holds
const pointers = new Map();  // pointerId -> button bit

function heldMask() {
  let mask = 0;
  for (const bit of keys.values()) mask |= bit;
  for (const bit of pointers.values()) mask |= bit;
  return mask;
}

function showHeld() {
  const mask = heldMask();
  for (const b of document.querySelectorAll("[data-button]")) {
    b.classList.toggle("held", (mask & Number(b.dataset.button)) !== 0);
  }
}

// Enter or Space on a focused on-screen button is that button; on a page control (Vibrate,
// Install) its own click; elsewhere the keys of KEYS.
function keyBit(e) {
  const own = e.target instanceof Element ? e.target.closest("button") : null;
  const activates = e.key === "Enter" || e.key === " ";
  if (own && activates) return own.dataset.button ? Number(own.dataset.button) : 0;
  return KEYS[e.key] || 0;
}

addEventListener("keydown", (e) => {
  const bit = keys.has(e.key) ? keys.get(e.key) : keyBit(e);
  if (!bit || e.ctrlKey || e.metaKey || e.altKey) return;
  e.preventDefault();
  if (e.repeat) return;  // the firmware does its own auto-repeat and long B
  keys.set(e.key, bit);
  pressedSinceFrame |= bit;
  showHeld();
  wakeLoop();
});
addEventListener("keyup", (e) => {
  if (!keys.has(e.key)) return;
  e.preventDefault();
  keys.delete(e.key);
  showHeld();
});
addEventListener("blur", () => { keys.clear(); pointers.clear(); showHeld(); });

// A short buzz on each on-screen press where the browser has one, unless switched off.
const vibrateSwitch = document.getElementById("vibrate");
let vibrateOn = true;
try { vibrateOn = localStorage.getItem(VIBRATE_KEY) !== "off"; } catch (e) { /* no storage */ }
function showVibrate() { vibrateSwitch.setAttribute("aria-checked", String(vibrateOn)); }
if (typeof navigator.vibrate === "function") {
  vibrateSwitch.hidden = false;
  showVibrate();
  vibrateSwitch.addEventListener("click", () => {
    vibrateOn = !vibrateOn;
    showVibrate();
    try { localStorage.setItem(VIBRATE_KEY, vibrateOn ? "on" : "off"); } catch (e) { /* */ }
  });
}
function buzz() {
  if (vibrateOn && typeof navigator.vibrate === "function") navigator.vibrate(VIBRATE_MS);
}

for (const button of document.querySelectorAll("[data-button]")) {
  const bit = Number(button.dataset.button);
  button.addEventListener("pointerdown", (e) => {
    e.preventDefault();
    button.setPointerCapture(e.pointerId);
    pointers.set(e.pointerId, bit);
    pressedSinceFrame |= bit;
    showHeld();
    buzz();
    wakeLoop();
  });
  for (const type of ["pointerup", "pointercancel", "lostpointercapture"]) {
    button.addEventListener(type, (e) => { pointers.delete(e.pointerId); showHeld(); });
  }
}
addEventListener("contextmenu", (e) => e.preventDefault());  // a long touch is a long B
// A tap on a sleeping panel wakes it (any button does, and only wakes it: the firmware).
document.getElementById("screen-box").addEventListener("pointerdown", (e) => {
  if (session && session.look() < 0) {
    e.preventDefault();
    pressedSinceFrame |= 16;
    wakeLoop();
  }
});

// --- Install: the browser's own prompt, offered when it says the page can be installed ---
const installButton = document.getElementById("install");
let installPrompt = null;
addEventListener("beforeinstallprompt", (e) => {
  e.preventDefault();
  installPrompt = e;
  installButton.hidden = false;
});
installButton.addEventListener("click", async () => {
  const prompt = installPrompt;
  installPrompt = null;
  installButton.hidden = true;
  if (prompt) { prompt.prompt(); await prompt.userChoice; }
});
addEventListener("appinstalled", () => { installPrompt = null; installButton.hidden = true; });

// --- the screen kept on while the panel is (the device's own sleep still turns it off) ---
let wakeLock = null, wakeLockWanted = false, wakeLockAsked = false;
function holdScreen(want) {
  wakeLockWanted = want;
  if (!("wakeLock" in navigator)) return;
  if (!want) { releaseScreen(); return; }
  if (wakeLock || wakeLockAsked || document.visibilityState !== "visible") return;
  wakeLockAsked = true;
  navigator.wakeLock.request("screen").then((lock) => {
    wakeLockAsked = false;
    wakeLock = lock;
    lock.addEventListener("release", () => { if (wakeLock === lock) wakeLock = null; });
    if (!wakeLockWanted) releaseScreen();
  }, () => { wakeLockAsked = false; });  // refused (battery saver): the phone's own timeout
}
function releaseScreen() {
  const lock = wakeLock;
  wakeLock = null;
  if (lock) lock.release().catch(() => {});
}
document.addEventListener("visibilitychange", () => {
  if (document.visibilityState !== "visible") return;  // the browser releases it itself
  if (wakeLockWanted) holdScreen(true);
  wakeLoop();
});
document.addEventListener("dblclick", (e) => e.preventDefault());

// --- the panel ---------------------------------------------------------------------------
// The largest whole number of screen pixels a device pixel that fits the room (in portrait
// the whole width), with a margin of up to two device pixels round the panel where it fits.
function fitCanvas() {
  canvas.style.display = "none";  // the room the panel has without the old picture in it
  const box = document.getElementById("screen-box").getBoundingClientRect();
  canvas.style.display = "";
  const dpr = window.devicePixelRatio || 1;
  const roomW = Math.floor(box.width * dpr), roomH = Math.floor(box.height * dpr);
  scale = Math.max(1, Math.floor(Math.min(roomW / W, roomH / H)));
  margin = Math.max(0, Math.min(2 * scale, Math.floor((roomW - W * scale) / 2),
                                Math.floor((roomH - H * scale) / 2)));
  canvas.width = W * scale + 2 * margin;
  canvas.height = H * scale + 2 * margin;
  canvas.style.width = canvas.width / dpr + "px";
  canvas.style.height = canvas.height / dpr + "px";
  grid = null;
}

function readFrame() {
  const getValue = mp._module.getValue;
  for (let i = 0; i < frame.length; i++) frame[i] = getValue(frameAddress + i, "i8") & 255;
}

// Each device pixel a (scale-1)-square with a one-pixel gap, as the screenshot tool draws it:
// the 128x64 frame is scaled up without smoothing and a grid of gaps is laid over it.
const small = document.createElement("canvas");
small.width = W;
small.height = H;
const smallCtx = small.getContext("2d");
const smallImage = smallCtx.createImageData(W, H);
let grid = null;

function makeGrid() {
  grid = document.createElement("canvas");
  grid.width = canvas.width;
  grid.height = canvas.height;
  const g = grid.getContext("2d");
  g.fillStyle = "rgb(" + BACKGROUND.join(",") + ")";
  g.fillRect(0, 0, grid.width, grid.height);
  g.clearRect(margin, margin, W * scale, H * scale);
  if (scale > 1) {
    for (let x = 0; x < W; x++) g.fillRect(margin + x * scale + scale - 1, margin, 1, H * scale);
    for (let y = 0; y < H; y++) g.fillRect(margin, margin + y * scale + scale - 1, W * scale, 1);
  }
}

function draw() {
  const level = session.look();
  const bright = level < 0 ? 0 : 0.3 + 0.7 * level / 255;
  const lit = LIT.map((c, i) => Math.round(UNLIT[i] + (c - UNLIT[i]) * bright));
  const data = smallImage.data;
  for (let y = 0, p = 0; y < H; y++) {
    const row = (y >> 3) * W, bit = 1 << (y & 7);
    for (let x = 0; x < W; x++, p += 4) {
      const color = frame[row + x] & bit ? lit : UNLIT;
      data[p] = color[0]; data[p + 1] = color[1]; data[p + 2] = color[2]; data[p + 3] = 255;
    }
  }
  smallCtx.putImageData(smallImage, 0, 0);
  if (!grid) makeGrid();
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(small, margin, margin, W * scale, H * scale);
  ctx.drawImage(grid, 0, 0);
  stats.draws++;
  wakeHint.hidden = level >= 0;
  holdScreen(level >= 0);
}

// The screen's text for a screen reader: one element a line, only changed lines rewritten
// (a polite live region then reads what changed, as a sighted player sees it).
function showText() {
  const lines = session.look() < 0 ? [wakeHint.textContent] : session.screen_text().split("\n");
  const rows = screenText.children;
  for (let i = 0; i < lines.length; i++) {
    if (i >= rows.length) screenText.appendChild(document.createElement("p"));
    if (rows[i].textContent !== lines[i]) rows[i].textContent = lines[i];
  }
  while (rows.length > lines.length) rows[rows.length - 1].remove();
}

// The frame as the canvas shows it: each device pixel read back from its square's corner.
function canvasFrame() {
  const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
  const out = new Array(W * H / 8).fill(0);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const p = ((margin + y * scale) * canvas.width + margin + x * scale) * 4;
      if (data[p] !== UNLIT[0] || data[p + 1] !== UNLIT[1] || data[p + 2] !== UNLIT[2]) {
        out[(y >> 3) * W + x] |= 1 << (y & 7);
      }
    }
  }
  return out;
}

function step(t, raw) {
  const start = performance.now();
  const version = session.tick(t, raw);
  const changed = version !== shownVersion;
  if (changed) {
    shownVersion = version;
    readFrame();
    draw();
    showText();
  }
  const took = performance.now() - start;
  stats.ticks++;
  stats.tickTotalMs += took;
  if (took > stats.tickWorstMs) stats.tickWorstMs = took;
  if (stats.firstFrameMs === null && shownVersion > 0) {
    stats.firstFrameMs = performance.now();
    status.textContent = STORAGE === "memory" || session.storage !== "local"
      ? "saves last until this page closes" : "";
    firstFrame();
  }
  return changed;
}

// Every animation frame while something moves or is held; after QUIET_FRAMES still ones a
// tick every SLOW_TICK_MS (nothing is drawn unless the frame changes); nothing at all while
// the panel is off. Input (wakeLoop) brings the animation frames back at once.
let t0 = 0, quiet = 0, pending = 0, pendingIsFrame = false, started = false;
function loop() {
  pending = 0;
  const raw = heldMask() | pressedSinceFrame;
  pressedSinceFrame = 0;
  let changed;
  try {
    changed = step(Math.round(performance.now() - t0) & TICKS_MASK, raw);
  } catch (e) {  // the firmware shows its own errors; this is the page's or the port's
    status.textContent = "stopped: " + e.message;
    window.regalia.error = String(e.stack || e);
    throw e;
  }
  quiet = changed || raw || heldMask() || pressedSinceFrame ? 0 : quiet + 1;
  if (session.look() < 0 && !heldMask() && !pressedSinceFrame) return;  // asleep: stop
  if (quiet < QUIET_FRAMES) {
    pendingIsFrame = true;
    pending = requestAnimationFrame(loop);
  } else {
    pendingIsFrame = false;
    pending = setTimeout(loop, SLOW_TICK_MS);
  }
}

function wakeLoop() {
  quiet = 0;
  if (!started || (pending && pendingIsFrame)) return;
  if (pending) clearTimeout(pending);
  pendingIsFrame = true;
  pending = requestAnimationFrame(loop);
}

// --- the records: Export and Import (firmware/records_export.py, as `regalia pull` writes) --
const exportButton = document.getElementById("export");
const importButton = document.getElementById("import");
const importFile = document.getElementById("import-file");

function download(name, type, text) {
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([text], {type}));
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10000);
}

function exportRecords() {
  mp.runPython("from firmware import records, records_export\n" +
               "_recs = list(records.each(session.files))\n" +
               "_csv = records_export.csv_text(_recs)\n" +
               "_json = records_export.json_text(_recs)\n_n = len(_recs)\n_recs = None");
  download("records.csv", "text/csv", mp.globals.get("_csv"));
  download("records.json", "application/json", mp.globals.get("_json"));
  const n = mp.globals.get("_n");
  mp.runPython("_csv = _json = None");
  status.textContent = "exported " + n + (n === 1 ? " game" : " games");
}

// A records.json's text added to this page's records: what the status line then says.
function importRecords(text) {
  mp.globals.set("_text", text);
  mp.runPython("from firmware import records_export\n" +
               "try:\n    _added, _there = records_export.import_json(session.files, _text)\n" +
               "    _said = 'imported %d game%s' % (_added, '' if _added == 1 else 's') + " +
               "(', %d already here' % _there if _there else '')\n" +
               "except (ValueError, OSError) as e:\n    _said = 'not imported: %s' % e\n" +
               "_text = None");
  const said = mp.globals.get("_said");
  status.textContent = said;
  return said;
}

exportButton.addEventListener("click", () => { exportRecords(); });
importButton.addEventListener("click", () => { importFile.click(); });
importFile.addEventListener("change", async () => {
  const file = importFile.files[0];
  importFile.value = "";
  if (file) importRecords(await file.text());
});

// --- start-up ----------------------------------------------------------------------------
let firstFrame, booted;
const firstFramePromise = new Promise((resolve) => { firstFrame = resolve; });
const bootedPromise = new Promise((resolve) => { booted = resolve; });

// bundle.bin (host_tools/web.py): a 4-byte length, a JSON list of [path, size], the bytes.
function unbundle(buffer) {
  const length = new DataView(buffer).getUint32(0, true);
  const entries = JSON.parse(new TextDecoder().decode(new Uint8Array(buffer, 4, length)));
  let offset = 4 + length;
  return entries.map(([path, size]) => {
    const bytes = new Uint8Array(buffer, offset, size);
    offset += size;
    return [path, bytes];
  });
}

// The device's language when the user has chosen none (Settings -> Language): the first of the
// browser's languages the device speaks ("sv-SE" -> "sv"), else none (English).
function browserLanguage() {
  for (const tag of navigator.languages || [navigator.language || ""]) {
    const code = tag.slice(0, 2).toLowerCase();
    if (code === "en" || code === "sv" || code === "da") return code;
  }
  return null;
}

async function boot() {
  const bundle = fetch("bundle.bin").then((r) => {
    if (!r.ok) throw new Error("bundle.bin: HTTP " + r.status);
    return r.arrayBuffer();
  });
  performance.mark("boot");
  mp = await loadMicroPython({heapsize: 512 * 1024, linebuffer: true,
                              stdout: (s) => console.log(s), stderr: (s) => console.error(s)});
  performance.mark("port");
  const made = new Set();
  for (const [path, bytes] of unbundle(await bundle)) {
    const parts = path.split("/");
    for (let i = 1; i < parts.length; i++) {
      const dir = "/" + parts.slice(0, i).join("/");
      if (!made.has(dir)) { made.add(dir); try { mp.FS.mkdir(dir); } catch (e) { /* exists */ } }
    }
    mp.FS.writeFile("/" + path, bytes);
  }
  performance.mark("files");
  mp.runPython("import boards.web\nfrom firmware.app import App\nfrom firmware.ui import gfx\n" +
               "session = boards.web.Session(App, '" + STORAGE + "', gfx, " +
               (browserLanguage() ? "'" + browserLanguage() + "'" : "None") + ")");
  session = mp.globals.get("session");
  performance.mark("session");
  frameAddress = session.frame_address;
  fitCanvas();
  addEventListener("resize", () => { fitCanvas(); if (shownVersion >= 0) draw(); });
  holdScreen(true);
  exportButton.hidden = importButton.hidden = false;
  booted();
  if (!MANUAL) {
    t0 = performance.now();
    started = true;
    loop();
  }
}

// What the tests and benchmarks reach (with ?clock=manual the page only moves on run()).
window.regalia = {
  stats,
  ready: bootedPromise,  // the session exists (with ?clock=manual no frame is drawn yet)
  run(masks) {  // one frame per mask (and what is held), 20 ms apart, like tests' Driver
    for (const mask of masks) {
      const raw = mask | heldMask() | pressedSinceFrame;
      pressedSinceFrame = 0;
      step(now, raw);
      now += FRAME_MS;
    }
    return shownVersion;
  },
  frame: () => Array.from(frame),
  canvasFrame,
  look: () => session.look(),
  geometry: () => ({scale, margin, width: canvas.width, height: canvas.height}),
  text: () => session.screen_text(),
  advance(ms) { t0 -= ms; wakeLoop(); },  // the page's clock, ms later (tests: sleep)
  storage: () => session.storage,
  reboot() { session.reboot(); },
  importRecords,  // a records.json's text, as the Import button's file gives it
};

boot().catch((e) => {
  status.textContent = "could not start: " + e.message;
  console.error(e);
  window.regalia.error = String(e.stack || e);
});

(MANUAL ? bootedPromise : firstFramePromise).then(() => {
  if ("serviceWorker" in navigator) {
    navigator.serviceWorker.register("sw.js").catch((e) => console.warn("offline off:", e));
  }
});
