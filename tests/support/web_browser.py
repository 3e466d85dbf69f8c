"""Driving the web app in Debian's Chromium with Playwright, for the browser tests and the
benchmark (host_tools/web_bench.py).

- `chromium()`: the browser binary the Debian package installs (not the /usr/bin/chromium
  shell wrapper), or $REGALIA_CHROMIUM; None when there is none.
- `launch(playwright, **context_options)`: a persistent context on a fresh profile folder
  (so no saves, caches or service workers from an earlier run), headless, no sandbox (CI runs
  as root), nothing fetched in the background.
- `PageDriver(page)`: tests/firmware_script.Driver playing its button scripts into the page
  (?clock=manual): the frames of one step go to the page in one call; `reboot` is a new App
  on the same files, as in the host driver. `KeyboardDriver` and `TouchDriver` press the same
  scripts with the keyboard and with touches on the on-screen buttons; `FocusedDriver` with
  one key (Enter or Space) on the on-screen button each press focuses.
"""
import os
import shutil
import tempfile

from firmware.buttons import A, B, DOWN, LEFT, RIGHT, UP
from tests.support.firmware_script import FRAME_MS, Driver

CHROMIUM = "/usr/lib/chromium/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--headless", "--disable-gpu", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update",
                 "--disable-sync"]
INSTALL_HINT = "browser tests need Chromium: apt-get install -y chromium"
MANUAL = "?clock=manual&storage=memory"
PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 3,
         "is_mobile": True, "has_touch": True}


def chromium():
    path = os.environ.get("REGALIA_CHROMIUM") or CHROMIUM
    return path if os.access(path, os.X_OK) else None


class Browser:
    """A persistent context on a fresh profile, removed again by close()."""

    def __init__(self, playwright, **options):
        self.profile = tempfile.mkdtemp(prefix="regalia-chromium-")
        self.context = playwright.chromium.launch_persistent_context(
            self.profile, executable_path=chromium(), headless=True, args=CHROMIUM_ARGS,
            **options)
        self.errors = []

    def page(self):
        page = self.context.pages[0] if self.context.pages else self.context.new_page()
        page.on("pageerror", lambda e: self.errors.append(str(e)))
        return page

    def close(self):
        self.context.close()
        shutil.rmtree(self.profile, ignore_errors=True)


def open_page(page, url, manual=True):
    """Go to `url` and wait until the session exists (manual) or the first frame is drawn."""
    page.goto(url)
    page.wait_for_function("window.regalia && (window.regalia.error || %s)"
                           % ("true" if manual else "window.regalia.stats.firstFrameMs"),
                           timeout=30000)
    page.evaluate("regalia.ready")
    error = page.evaluate("regalia.error || null")
    assert error is None, error


class PageDriver(Driver):
    def __init__(self, page):
        self.page = page
        self.now = 0
        self.snaps = []
        self.canvas = []
        self.pending = []

    def frame(self, mask):
        self.pending.append(mask)
        self.now += FRAME_MS

    def flush(self):
        if self.pending:
            self.page.evaluate("masks => regalia.run(masks)", self.pending)
            self.pending = []

    def frame_bytes(self):
        """The frame in the board's buffer; the canvas's picture of it is kept in `canvas`."""
        self.flush()
        frame, drawn = self.page.evaluate("[regalia.frame(), regalia.canvasFrame()]")
        self.canvas.append(bytes(drawn))
        return bytes(frame)

    def run(self, steps):
        chunk = []
        for step in steps:
            if step == "reboot":
                Driver.run(self, chunk)
                chunk = []
                self.flush()
                self.page.evaluate("regalia.reboot()")
            else:
                chunk.append(step)
        Driver.run(self, chunk)
        self.flush()
        return self.snaps


class _PressingDriver(PageDriver):
    """Presses and holds go through real input events; frames carry no mask of their own."""

    def down(self, key):
        raise NotImplementedError

    def up(self, key):
        raise NotImplementedError

    def press(self, key):
        self.hold_frames(key, 3)

    def hold(self, key, ms):
        self.hold_frames(key, ms // FRAME_MS)

    def hold_frames(self, key, frames):
        self.flush()
        self.down(key)
        for _ in range(frames):
            self.frame(0)
        self.flush()
        self.up(key)
        for _ in range(3):
            self.frame(0)


class KeyboardDriver(_PressingDriver):
    """Arrows; A alternates Z and Enter, B alternates X and Backspace (every key is used)."""

    KEYS = {UP: ("ArrowUp",), DOWN: ("ArrowDown",), LEFT: ("ArrowLeft",),
            RIGHT: ("ArrowRight",), A: ("z", "Enter"), B: ("x", "Backspace")}

    def __init__(self, page):
        PageDriver.__init__(self, page)
        self.used = {}
        self.held = None

    def down(self, key):
        names = self.KEYS[key]
        n = self.used.get(key, 0)
        self.used[key] = n + 1
        self.held = names[n % len(names)]
        self.page.keyboard.down(self.held)

    def up(self, key):
        self.page.keyboard.up(self.held)


class TouchDriver(_PressingDriver):
    """Touches on the on-screen buttons (Chrome DevTools touch events, as a finger makes)."""

    def __init__(self, page):
        PageDriver.__init__(self, page)
        self.cdp = page.context.new_cdp_session(page)
        self.centres = {}
        for bit in (UP, DOWN, LEFT, RIGHT, A, B):
            box = page.locator('[data-button="%d"]' % bit).bounding_box()
            self.centres[bit] = (box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)

    def down(self, key):
        x, y = self.centres[key]
        self.cdp.send("Input.dispatchTouchEvent",
                      {"type": "touchStart", "touchPoints": [{"x": x, "y": y, "id": 1}]})

    def up(self, key):
        self.cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


class FocusedDriver(_PressingDriver):
    """Each press: focus that on-screen button (as Tab would) and press `key` on it."""

    def __init__(self, page, key):
        PageDriver.__init__(self, page)
        self.key = key

    def down(self, key):
        self.page.focus('[data-button="%d"]' % key)
        self.page.keyboard.down(self.key)

    def up(self, key):
        self.page.keyboard.up(self.key)
