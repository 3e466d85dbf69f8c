"""The web board: the firmware in a browser page, on the MicroPython WebAssembly port.

The page (web/regalia.js) loads the port, writes the on-device files into its filesystem and
makes one `Session(App, storage)`. Each animation frame it calls `session.tick(now_ms, raw)`
with the buttons held on screen or on the keyboard; the return value changes whenever the
panel does, and then the page reads the 1024 frame bytes at `session.frame_address` (bytes
objects do not convert to JS; the bytearray's address and the port's `getValue` do) and the
contrast and power from `session.look()`.

- The display is a bytearray with the SSD1306 drivers' interface (`show`, `contrast`,
  `poweroff`, `poweron`), in their MONO_VLSB layout.
- Saves go through the firmware's files interface (`open`, `rename`, `remove`, `exists`) into
  a key-value store with the browser's localStorage methods: `window.localStorage`, so they
  survive a reload, or a `MemoryStore` when the page's URL asks for one (tests).
- A tap can be shorter than the firmware's debounce (30 ms) or fall between two frames: the
  page reports every button pressed since the last frame, and `Buttons` keeps a press held
  up to a frame at least MIN_HOLD_MS after the one that first saw it, so every tap counts.

The board never imports firmware: the page hands the App class in.
"""
NAME = "web"
WIDTH = 128
HEIGHT = 64
SAVE_DIR = "/"  # not used: the session gives the app its own files
FRAME_BYTES = 1024
MIN_HOLD_MS = 40  # above the firmware's 30 ms debounce, whatever the frame rate
KEY_PREFIX = "regalia/"
_TICKS_MASK = 0x3FFFFFFF  # the page's clock wraps like ticks_ms


class Display:
    """A frame buffer with the drivers' interface; `version` counts every visible change."""

    def __init__(self):
        self.buffer = bytearray(FRAME_BYTES)
        self.level = 255
        self.on = True
        self.version = 0

    def show(self):
        self.version += 1

    def contrast(self, level):
        self.level = level
        self.version += 1

    def poweroff(self):
        self.on = False
        self.version += 1

    def poweron(self):
        self.on = True
        self.version += 1


class Buttons:
    """The held mask the firmware reads: what the page holds, and a short press held until a
    frame MIN_HOLD_MS after the one that first saw it (the debounce needs such a frame)."""

    def __init__(self):
        self.mask = 0
        self._down_at = [None] * 6
        self._long_enough = [False] * 6

    def feed(self, now, raw):
        """`raw`: buttons held now or pressed since the last frame (bit 1 UP .. bit 32 B)."""
        mask = 0
        for i in range(6):
            bit = 1 << i
            since = self._down_at[i]
            if raw & bit:
                if since is None:
                    since = self._down_at[i] = now
                mask |= bit
            elif since is not None:
                if self._long_enough[i]:
                    self._down_at[i] = None
                    self._long_enough[i] = False
                else:
                    mask |= bit
            if mask & bit:
                self._long_enough[i] = (now - since) & _TICKS_MASK >= MIN_HOLD_MS
        self.mask = mask
        return mask


class MemoryStore:
    """The localStorage methods over a dict: saves that last as long as the page."""

    def __init__(self):
        self.items = {}

    def getItem(self, key):
        return self.items.get(key)

    def setItem(self, key, value):
        self.items[key] = value

    def removeItem(self, key):
        self.items.pop(key, None)


class StoreFiles:
    """The firmware's files interface over a localStorage-like store (one key a file).

    A file's text reaches the store when it is closed, so a page closed in the middle of a
    save leaves at most a partial `.tmp`, which the firmware's loader already skips. A store
    that refuses a write (quota, private mode) raises OSError, which the firmware shows.
    """

    def __init__(self, store):
        self.store = store

    def _get(self, name):
        try:
            return self.store.getItem(KEY_PREFIX + name)
        except Exception as e:  # noqa: BLE001 - a JS error from the browser's storage
            raise OSError("storage: %s" % e)

    def _set(self, name, text):
        try:
            self.store.setItem(KEY_PREFIX + name, text)
        except Exception as e:  # noqa: BLE001
            raise OSError("storage full or off: %s" % e)

    def _remove(self, name):
        try:
            self.store.removeItem(KEY_PREFIX + name)
        except Exception as e:  # noqa: BLE001
            raise OSError("storage: %s" % e)

    def open(self, name, mode):
        if "w" in mode:
            self._set(name, "")
            return _StoreFile(self, name, "")
        text = self._get(name)
        if text is None:
            raise OSError(2)
        return _StoreFile(self, name, text)

    def rename(self, old, new):
        text = self._get(old)
        if text is None:
            raise OSError(2)
        self._set(new, text)
        self._remove(old)

    def remove(self, name):
        if self._get(name) is None:
            raise OSError(2)
        self._remove(name)

    def exists(self, name):
        return self._get(name) is not None


class _StoreFile:
    def __init__(self, files, name, text):
        self.files = files
        self.name = name
        self.text = text
        self.parts = None  # pieces written since open, for "w"

    def write(self, s):
        if self.parts is None:
            self.parts = []
        self.parts.append(s)
        return len(s)

    def read(self):
        s = self.text
        self.text = ""
        return s

    def readline(self):
        end = self.text.find("\n") + 1 or len(self.text)
        s = self.text[:end]
        self.text = self.text[end:]
        return s

    def close(self):
        if self.parts is not None:
            parts = self.parts
            self.parts = None
            self.files._set(self.name, "".join(parts))

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


_display = None


def make_display():
    """The page's one display (a reboot makes a new App on the same panel, as on a board)."""
    global _display
    if _display is None:
        _display = Display()
    return _display


_buttons = Buttons()


def read_buttons():
    """Bitmask of the buttons held, as of the last frame the page fed."""
    return _buttons.mask


def browser_store():
    """The page's localStorage, or None where there is none (outside a browser, or blocked)."""
    try:
        import js
        store = js.window.localStorage
        store.getItem(KEY_PREFIX + "probe")
        return store
    except Exception:  # noqa: BLE001 - ImportError on CPython, a JS SecurityError if blocked
        return None


def frame_address(buffer):
    """Where the bytearray's bytes live in the port's memory (0 outside MicroPython)."""
    try:
        import uctypes
        return uctypes.addressof(buffer)
    except ImportError:
        return 0


class Session:
    """One App on this board, driven by the page: `tick`, `look`, `reboot`.

    `storage` is "local" (the browser's localStorage, else memory when the browser has none)
    or "memory"; `self.storage` says which one is in use.
    """

    def __init__(self, app_class, storage="local"):
        store = browser_store() if storage == "local" else None
        self.storage = "local" if store is not None else "memory"
        self.files = StoreFiles(store if store is not None else MemoryStore())
        self.app_class = app_class
        self.display = make_display()
        self.frame_address = frame_address(self.display.buffer)
        self.app = app_class(_board(), self.files)

    def tick(self, now, raw):
        """One frame at `now` (ms) with the buttons `raw`; returns the display's version."""
        self.app.tick(now, _buttons.feed(now, raw))
        return self.display.version

    def look(self):
        """The panel's contrast (0..255) while it is on, -1 while it is off."""
        return self.display.level if self.display.on else -1

    def reboot(self):
        """A new App on the same files and panel, as after a power cycle."""
        self.app = None
        self.app = self.app_class(_board(), self.files)


def _board():
    import sys
    return sys.modules[__name__]
