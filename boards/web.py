"""The web board: the firmware in a browser page, on the MicroPython WebAssembly port.

The page (web/regalia.js) loads the port, writes the on-device files into its filesystem and
makes one `Session(App, storage)`. Each animation frame it calls `session.tick(now_ms, raw)`
with the buttons held on screen or on the keyboard; the return value changes whenever the
panel does, and then the page reads the 1024 frame bytes at `session.frame_address` (bytes
objects do not convert to JS; the bytearray's address and the port's `getValue` do) and the
contrast and power from `session.look()`.

- The display is a bytearray with the SSD1306 drivers' interface (`show`, `contrast`,
  `poweroff`, `poweron`), in their MONO_VLSB layout. Each Session has a `Board` of its own
  (panel and buttons): the App's `board`.
- Saves go through the firmware's files interface (`open`, `rename`, `remove`, `exists`) into
  a key-value store with the browser's localStorage methods: `window.localStorage`, so they
  survive a reload, or a `MemoryStore` when the page's URL asks for one (tests).
- A tap can be shorter than the firmware's debounce (30 ms) or fall between two frames: the
  page reports every button pressed since the last frame, and `Buttons` keeps a press held
  up to a frame at least MIN_HOLD_MS after the one that first saw it, so every tap counts.
- The panel's text for a screen reader (`session.screen_text()`): the page hands in the
  firmware's drawing module and `ScreenText` follows what its text functions draw into each
  frame, so the lines a screen shows are read from the very calls that drew them. Only the
  web board does this: nothing changes in the firmware or on a device.

The board never imports firmware: the page hands the App class (and the drawing module) in.
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
    A binary mode ("rb", "ab", "wb": the records' log, firmware/records.py) reads and writes
    bytes, kept in the store as their UTF-8 text; "a" appends to what is there.
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
        binary = "b" in mode
        empty = b"" if binary else ""
        if "w" in mode:
            self._set(name, "")
            return _StoreFile(self, name, empty, [])
        text = self._get(name)
        if "a" in mode:
            old = text or ""
            return _StoreFile(self, name, empty, [old.encode() if binary else old])
        if text is None:
            raise OSError(2)
        return _StoreFile(self, name, text.encode() if binary else text)

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
    """A file open for reading (`text`, str or bytes, read from `pos`) or for writing
    (`parts`: what it holds, written to the store when it is closed)."""

    def __init__(self, files, name, text, parts=None):
        self.files = files
        self.name = name
        self.text = text
        self.pos = 0
        self.parts = parts

    def write(self, s):
        if self.parts is None:
            self.parts = []
        self.parts.append(s)
        return len(s)

    def read(self, size=-1):
        end = len(self.text) if size is None or size < 0 else self.pos + size
        s = self.text[self.pos:end]
        self.pos += len(s)
        return s

    def readline(self):
        nl = "\n" if isinstance(self.text, str) else b"\n"
        end = self.text.find(nl, self.pos) + 1 or len(self.text)
        s = self.text[self.pos:end]
        self.pos = end
        return s

    def seek(self, offset, whence=0):
        self.pos = offset + (self.pos if whence == 1 else len(self.text) if whence == 2 else 0)
        return self.pos

    def close(self):
        if self.parts is not None:
            parts = self.parts
            self.parts = None
            if parts and not isinstance(parts[0], str):
                self.files._set(self.name, b"".join(parts).decode())
            else:
                self.files._set(self.name, "".join(parts))

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


class ScreenText:
    """What the screens write on the panel, as lines of text: `gfx`'s text functions are
    wrapped so each piece drawn is noted with its place; a clear starts a new frame, an erased
    box drops what was in it, an inverted box (or one drawn by `gfx.mark`, the selection's
    outline, where the module has it) marks what it covers as selected: "[...]"."""

    def __init__(self, gfx):
        self.pieces = []  # [y, x, text, cell width, selected]
        pieces = self.pieces
        text, big_text = gfx.text, gfx.big_text
        clear, fill_rect = gfx.clear, gfx.fill_rect
        small_w, big_w = gfx.CHAR_W, gfx.BIG_W

        def note(x, y, s, chars, cell):
            if s:
                pieces.append([y, x, s if len(s) <= chars else s[:chars], cell, False])

        def noted_text(buf, x, y, s, chars=255):
            note(x, y, s, chars, small_w)
            return text(buf, x, y, s, chars)

        def noted_big_text(buf, x, y, s, chars=255):
            note(x, y, s, chars, big_w)
            return big_text(buf, x, y, s, chars)

        def noted_clear(buf):
            pieces.clear()
            return clear(buf)

        def noted_fill_rect(buf, x, y, w, h, color=1):
            if color != 1:
                self._boxed(x, y, w, h, color)
            return fill_rect(buf, x, y, w, h, color)

        gfx.text, gfx.big_text = noted_text, noted_big_text
        gfx.clear, gfx.fill_rect = noted_clear, noted_fill_rect
        mark = getattr(gfx, "mark", None)
        if mark is not None:
            def noted_mark(buf, x, y, w, h):
                self._boxed(x, y, w, h, 3)
                return mark(buf, x, y, w, h)
            gfx.mark = noted_mark

    def _boxed(self, x, y, w, h, color):
        """Color 0 erases the pieces wholly inside the box; 2 (invert) toggles the selection
        of the pieces whose middle it covers, 3 (a mark) selects them."""
        keep = []
        for p in self.pieces:
            height = 8 if p[3] == 6 else 16
            right = p[1] + len(p[2]) * p[3]
            if color == 0:
                if not (x <= p[1] and right <= x + w + 1 and y <= p[0]
                        and p[0] + height <= y + h + 1):
                    keep.append(p)
                continue
            mx = (p[1] + right) // 2
            my = p[0] + height // 2
            if x <= mx < x + w and y <= my < y + h:
                p[4] = not p[4] if color == 2 else True
            keep.append(p)
        self.pieces.clear()
        self.pieces.extend(keep)

    def lines(self):
        """The frame's text, top to bottom, each line's pieces left to right ("⑩" as 10, the
        one-cell Kn glyph as Kn)."""
        rows = {}
        for p in self.pieces:
            if p[0] in rows:
                rows[p[0]].append(p)
            else:
                rows[p[0]] = [p]
        out = []
        for y in sorted(rows):
            line = ""
            end = None
            for p in sorted(rows[y], key=lambda p: p[1]):
                if end is not None and p[1] - end >= p[3]:
                    line += " "
                line += "[" + p[2] + "]" if p[4] else p[2]
                end = p[1] + len(p[2]) * p[3]
            line = line.replace("\u2469", "10").replace("\u24c0", "Kn").strip()
            if line:
                out.append(line)
        return out


_text = None


def follow_text(gfx):
    """The one ScreenText of the page (the drawing module is wrapped once)."""
    global _text
    if _text is None:
        _text = ScreenText(gfx)
    return _text


class Board:
    """What the App sees of the board (`app.board`): one session's panel and buttons.

    Each Session has its own, so nothing one session does (a panel switched off or dimmed, a
    button held) reaches the next one made in the same process (tests, parity scripts)."""
    NAME = NAME
    WIDTH = WIDTH
    HEIGHT = HEIGHT
    SAVE_DIR = SAVE_DIR

    def __init__(self):
        self.display = Display()
        self.buttons = Buttons()

    def make_display(self):
        """The session's one panel (a reboot makes a new App on the same buffer, whose
        address the page keeps), lit as a driver's set-up lights it."""
        if not self.display.on:
            self.display.poweron()
        return self.display

    def read_buttons(self):
        """Bitmask of the buttons held, as of the last frame the page fed."""
        return self.buttons.mask


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
    or "memory"; `self.storage` says which one is in use. `gfx`, the firmware's drawing
    module, gives `screen_text()` its lines.
    """

    def __init__(self, app_class, storage="local", gfx=None, lang=None):
        self.text = follow_text(gfx) if gfx is not None else None
        store = browser_store() if storage == "local" else None
        self.storage = "local" if store is not None else "memory"
        self.files = StoreFiles(store if store is not None else MemoryStore())
        self.app_class = app_class
        self.board = Board()
        self.display = self.board.display
        self.frame_address = frame_address(self.display.buffer)
        self.lang = lang
        self.app = app_class(self.board, self.files)
        self.speak()

    def speak(self):
        """The browser's language (`lang`: "sv", "da" or "en", from navigator.languages) when
        the saved settings have none of their own (Settings -> Language saves the user's);
        English where the words are not in the bundle."""
        saved = self.files._get("settings.sav") or ""  # (its JSON text: chosen, or not)
        if self.lang and '"language"' not in saved:
            try:
                from words.language import choose
            except ImportError:
                return
            choose(self.app, self.lang)

    def tick(self, now, raw):
        """One frame at `now` (ms) with the buttons `raw`; returns the display's version."""
        self.app.tick(now, self.board.buttons.feed(now, raw))
        return self.display.version

    def look(self):
        """The panel's contrast (0..255) while it is on, -1 while it is off."""
        return self.display.level if self.display.on else -1

    def screen_text(self):
        """The lines of text on the panel now, one a line ("" without a drawing module)."""
        return "\n".join(self.text.lines()) if self.text is not None else ""

    def reboot(self):
        """A new App on the same files and panel, as after a power cycle."""
        self.app = None
        self.app = self.app_class(self.board, self.files)
        self.speak()
