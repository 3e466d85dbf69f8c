// Regalia in a page: the device's own firmware on the MicroPython WebAssembly port.
//
// Loads the port and the on-device files (one bundle.json), makes a boards.web Session and
// ticks it every animation frame with the buttons held on screen or on the keyboard; draws
// the panel on a canvas at an integer scale with the OLED look, dimmed by the contrast.
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

const canvas = document.getElementById("screen");
const ctx = canvas.getContext("2d");
const status = document.getElementById("status");
const stats = {firstFrameMs: null, ticks: 0, tickTotalMs: 0, tickWorstMs: 0};
let mp = null, session = null, frameAddress = 0, shownVersion = -1, scale = 1, now = 0;
const frame = new Uint8Array(W * H / 8);

// --- buttons: keyboard and pointers; a press between two frames still reaches the next -----
let keyMask = 0, pressedSinceFrame = 0;
const pointers = new Map();  // pointerId -> button bit

function heldMask() {
  let mask = keyMask;
  for (const bit of pointers.values()) mask |= bit;
  return mask;
}

function showHeld() {
  const mask = heldMask();
  for (const b of document.querySelectorAll("[data-button]")) {
    b.classList.toggle("held", (mask & Number(b.dataset.button)) !== 0);
  }
}

addEventListener("keydown", (e) => {
  const bit = KEYS[e.key];
  if (!bit || e.ctrlKey || e.metaKey || e.altKey) return;
  e.preventDefault();
  if (e.repeat) return;  // the firmware does its own auto-repeat and long B
  keyMask |= bit;
  pressedSinceFrame |= bit;
  showHeld();
});
addEventListener("keyup", (e) => {
  const bit = KEYS[e.key];
  if (!bit) return;
  e.preventDefault();
  keyMask &= ~bit;
  showHeld();
});
addEventListener("blur", () => { keyMask = 0; pointers.clear(); showHeld(); });

for (const button of document.querySelectorAll("[data-button]")) {
  const bit = Number(button.dataset.button);
  button.addEventListener("pointerdown", (e) => {
    e.preventDefault();
    button.setPointerCapture(e.pointerId);
    pointers.set(e.pointerId, bit);
    pressedSinceFrame |= bit;
    showHeld();
  });
  for (const type of ["pointerup", "pointercancel", "lostpointercapture"]) {
    button.addEventListener(type, (e) => { pointers.delete(e.pointerId); showHeld(); });
  }
}
addEventListener("contextmenu", (e) => e.preventDefault());  // a long touch is a long B
document.addEventListener("dblclick", (e) => e.preventDefault());

// --- the panel ---------------------------------------------------------------------------
function fitCanvas() {
  canvas.style.display = "none";  // the room the panel has without the old picture in it
  const box = document.getElementById("panel").getBoundingClientRect();
  canvas.style.display = "";
  const dpr = window.devicePixelRatio || 1;
  const room = Math.min(box.width * dpr / (W + 4), (box.height - 30) * dpr / (H + 4));
  scale = Math.max(1, Math.floor(room));
  canvas.width = (W + 4) * scale;
  canvas.height = (H + 4) * scale;
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
  const margin = 2 * scale;
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
  ctx.drawImage(small, 2 * scale, 2 * scale, W * scale, H * scale);
  ctx.drawImage(grid, 0, 0);
}

// The frame as the canvas shows it: each device pixel read back from its square's corner.
function canvasFrame() {
  const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
  const out = new Array(W * H / 8).fill(0), margin = 2 * scale;
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
  if (version !== shownVersion) {
    shownVersion = version;
    readFrame();
    draw();
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
}

let t0 = 0;
function loop() {
  const raw = heldMask() | pressedSinceFrame;
  pressedSinceFrame = 0;
  try {
    step(Math.round(performance.now() - t0) & TICKS_MASK, raw);
  } catch (e) {  // the firmware shows its own errors; this is the page's or the port's
    status.textContent = "stopped: " + e.message;
    window.regalia.error = String(e.stack || e);
    throw e;
  }
  requestAnimationFrame(loop);
}

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
  mp.runPython("import boards.web\nfrom firmware.app import App\n" +
               "session = boards.web.Session(App, '" + STORAGE + "')");
  session = mp.globals.get("session");
  performance.mark("session");
  frameAddress = session.frame_address;
  fitCanvas();
  addEventListener("resize", () => { fitCanvas(); if (shownVersion >= 0) draw(); });
  booted();
  if (!MANUAL) {
    t0 = performance.now();
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
  storage: () => session.storage,
  reboot() { session.reboot(); },
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
