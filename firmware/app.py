"""The application: splash, game menu, mode menus, settings, help, resume, error screen.

`App(board)` draws through `board.make_display()` (`.buffer`, `show`, `contrast`, `poweroff`,
`poweron`) and saves in `board.SAVE_DIR`. `app.tick(now_ms, held_mask)` advances one frame:
input, screens, screen dimming and sleep, and a redraw when something changed. It never sleeps
or reads hardware itself, so a test or the simulator drives it with its own clock.
Each game's code is imported when that game is opened and dropped when the player goes back to
the game menu, so only one game occupies RAM.
"""
import gc
import sys

from shared_rules.compat import const, ticks_diff
from firmware import gfx, storage, ui
from firmware.names import clean_name, seat_name
from firmware.buttons import A, B, COUNT
from firmware.input import Input

# The splash is the first frame while the rest is set up; then straight to the game menu
# (the emulated Pico shows the menu 0.46 s after power-on: the first frame takes 0.24 s).
SPLASH_MS = const(200)
FRAME_BYTES = const(1024)
_AWAKE = const(0)
_DIM = const(1)
_OFF = const(2)
DIM_LEVEL = const(1)

CONTRAST_LEVELS = (16, 64, 128, 192, 255)
SLEEP_CHOICES = (30, 60, 120, 300, 0)  # seconds; 0 = never

# (key, menu title, modes as (label, module)); "Rules" is added to every game.
GAMES = (
    ("treasure", "Kings & Treasures", (("Table referee", "game_treasure"),
                                       ("Play vs bots", "game_treasure_bots"))),
    ("king", "King", (("Score sheet", "king_sheet_start"), ("Play vs bots", "game_king"),
                      ("Table referee", "king_table"))),
    ("regicide", "Regicide", (("Table companion", "game_regicide"),
                              ("Solo", "game_regicide_solo"),
                              ("Team game", "game_regicide_team"))),
)
# The Resume list: (game, save file, label, module). A finished game leaves the list: its mode
# deletes the save or marks it `"over": true` (kept for corrections, not offered to resume).
SAVES = (("king", "king.sav", "Resume King sheet", "king_sheet_start"),
         ("king", "kingplay.sav", "Resume King vs bots", "game_king"),
         ("king", "kingref.sav", "Resume King referee", "king_table"),
         ("treasure", "treasure.sav", "Resume K&Treasures", "game_treasure"),
         ("treasure", "treasure_bots.sav", "Resume K&T vs bots", "game_treasure_bots"),
         ("regicide", "regicide.sav", "Resume Regicide", "game_regicide"),
         ("regicide", "regicide_solo.sav", "Resume Regicide solo", "game_regicide_solo"),
         ("regicide", "regiteam.sav", "Resume Regicide team", "game_regicide_team"))

# Game options from the rules pages: (game, key, label, values, value labels); default first.
OPTIONS = (
    ("king", "lead", "King lead", ("dealer", "left"), ("dealer", "left")),
    ("king", "early_end", "King early end", (True, False), ("on", "off")),
    ("king", "force_king", "King K♥ forced", (False, True), ("off", "on")),
    ("king", "quick", "King quick game", (False, True), ("off", "on")),
    ("king", "deck", "King deck", (52, 32), ("52", "32")),
    ("king", "deal5_heart_ban", "King 5 ♥ lead", (False, True), ("free", "banned")),
    ("regicide", "solo_yield", "Solo yield", ("never", "always", "not_twice"),
     ("never", "always", "not 2x")),
    ("regicide", "jester_self", "Jester self", (True, False), ("yes", "no")),
)
SETTINGS_FILE = "settings.sav"
NAME_LENGTH = 4  # players.LENGTH (firmware/players.py is imported only when names are edited)
RECENT_NAMES = 8


def default_settings():
    s = {"contrast": 4, "sleep": 120, "names": ["", "", "", ""], "recent": []}
    for game, key, _, values, _ in OPTIONS:
        s.setdefault(game, {})[key] = values[0]
    return s


def load_settings(files):
    s = default_settings()
    saved = storage.load(files, SETTINGS_FILE)
    if isinstance(saved, dict):
        for k in ("contrast", "sleep"):
            if saved.get(k) in (range(len(CONTRAST_LEVELS)) if k == "contrast" else SLEEP_CHOICES):
                s[k] = saved[k]
        for game, key, _, values, _ in OPTIONS:
            v = saved.get(game, {}).get(key) if isinstance(saved.get(game), dict) else None
            if v in values and type(v) is type(values[0]):
                s[game][key] = v
        names = saved.get("names")
        if isinstance(names, list) and len(names) == 4:
            s["names"] = [clean_name(n, NAME_LENGTH) for n in names]
        recent = saved.get("recent")
        if isinstance(recent, list):
            kept = [clean_name(n, NAME_LENGTH) for n in recent]
            s["recent"] = [n for n in kept if n][:RECENT_NAMES]
    return s


def log_exception(e):
    try:
        sys.print_exception(e)
    except AttributeError:  # CPython
        import traceback
        traceback.print_exception(type(e), e, e.__traceback__)


def frame_buffer(display):
    """The 1024 frame bytes of a driver's `.buffer`.

    micropython-lib's driver keeps exactly the frame; adafruit_ssd1306's I2C driver keeps one
    more byte in front (the 0x40 data control byte it sends with the frame), so the frame is
    the buffer from byte 1 on.
    """
    buf = display.buffer
    if len(buf) == FRAME_BYTES + 1:
        return memoryview(buf)[1:]
    if len(buf) != FRAME_BYTES:
        raise ValueError("display buffer of %d bytes, not %d" % (len(buf), FRAME_BYTES))
    return buf


class Splash(ui.Screen):
    def __init__(self):
        self.started = None

    def draw(self, app, buf):
        gfx.text_center(buf, 12, "♠ ♥  REGALIA  ♦ ♣")
        gfx.hline(buf, 14, 22, 100)
        gfx.text_center(buf, 30, "pocket card referee")
        gfx.text_center(buf, 44, "King  Regicide")
        gfx.text_center(buf, 53, "Kings & Treasures")

    def tick(self, app, now):
        if self.started is None:
            self.started = now
        elif ticks_diff(now, self.started) >= SPLASH_MS:
            app.home()

    def key(self, app, k):
        app.home()


class ErrorScreen(ui.Screen):
    """What went wrong, instead of a frozen screen; A or B goes back to the game menu."""

    def __init__(self, exc):
        self.lines = gfx.wrap("%s: %s" % (type(exc).__name__, exc))[:5]

    def draw(self, app, buf):
        ui.title_bar(buf, "Error - sorry!")
        for i, line in enumerate(self.lines):
            gfx.text(buf, 0, 8 + i * 8, line)
        gfx.text(buf, 0, 56, "A: game menu")

    def key(self, app, k):
        if k in (A, B):
            app.home()


class SettingsMenu(ui.Menu):
    """Contrast, sleep timeout, the games' options and the players' names; A/Right next
    value, Left previous (A on Players opens the Players screen)."""

    def __init__(self, app):
        ui.Menu.__init__(self, "Settings", [], self.change_select, 0, self.change)
        self.changed = False
        self.relabel(app)

    def relabel(self, app):
        s = app.settings
        sleep = s["sleep"]
        items = ["Contrast: %d/%d" % (s["contrast"] + 1, len(CONTRAST_LEVELS)),
                 "Sleep: %s" % ("never" if not sleep else "%ds" % sleep if sleep < 60
                                else "%dmin" % (sleep // 60))]
        for game, key, label, values, labels in OPTIONS:
            items.append("%s: %s" % (label, labels[values.index(s[game][key])]))
        # Last, so the options keep their places; one Up from the top reaches it.
        items.append("Players: " + " ".join([seat_name(app, seat) for seat in range(4)]))
        self.items = items

    def change_select(self, app, index):
        if index == len(OPTIONS) + 2:
            from firmware import players
            app.push(players.Players(app, self.relabel))
        else:
            self.change(app, index, 1)

    def change(self, app, index, step):
        s = app.settings
        if index == 0:
            s["contrast"] = (s["contrast"] + step) % len(CONTRAST_LEVELS)
            app.apply_contrast()
        elif index == 1:
            i = SLEEP_CHOICES.index(s["sleep"])
            s["sleep"] = SLEEP_CHOICES[(i + step) % len(SLEEP_CHOICES)]
        elif index < len(OPTIONS) + 2:
            game, key, _, values, _ = OPTIONS[index - 2]
            i = values.index(s[game][key])
            s[game][key] = values[(i + step) % len(values)]
        self.changed = True
        self.relabel(app)

    def key(self, app, k):
        if k == B and self.changed:
            ui.Menu.key(self, app, k)  # leave first: a "not saved" message must stay on top
            app.save_settings()
            return
        ui.Menu.key(self, app, k)


def help_pages(game):
    """The rules of one game ("buttons" for the device) in short pages; imported on demand."""
    name = "help_" + game
    mod = __import__("firmware." + name, None, None, (name,))
    return mod.PAGES


class App:
    def __init__(self, board, files=None):
        self.board = board
        self.display = board.make_display()
        self.buf = frame_buffer(self.display)
        self.files = files if files is not None else storage.Files(board.SAVE_DIR)
        self.input = Input()
        self.settings = load_settings(self.files)
        self.stack = [Splash()]
        self.dirty = True
        self.power = _AWAKE
        self.idle_since = None
        self.now = 0
        self.errors = 0
        self._modules_at_open = None
        self.last_error = None
        self.game = None
        self._going_home = False
        self._home_focus = None
        self.apply_contrast()

    # --- screens -------------------------------------------------------------------------
    def redraw(self):
        self.dirty = True

    def push(self, screen):
        self.stack.append(screen)
        self.dirty = True

    def pop(self):
        if len(self.stack) > 1:
            self.stack.pop()
        self.dirty = True

    def pop_to(self, screen):
        """Pop screens until `screen` is on top (or only the root is left)."""
        while len(self.stack) > 1 and self.stack[-1] is not screen:
            self.stack.pop()
        self.dirty = True

    def top(self):
        return self.stack[-1]

    def at_game_menu(self):
        return len(self.stack) == 1 and isinstance(self.stack[0], ui.Menu) \
            and self.stack[0].title == "Regalia"

    def home(self, focus=None):
        """Back to the game menu (on the item labelled `focus`), dropping game code from RAM.

        The menu is built when the frame's keys and tick are done (`_go_home`): by then the
        game's screen that asked for it has returned, so its objects are freed before the
        saves are read to see which games can be resumed."""
        self.stack = []
        self.game = None
        self._home_focus = focus
        self._going_home = True
        self.dirty = True

    def _go_home(self):
        focus = self._home_focus
        self._going_home = False
        self._home_focus = None
        self.unload_game()
        items = []
        actions = []
        for game, name, label, module in SAVES:
            if self.resumable(name):
                items.append(label)
                actions.append((self.resume, (game, module, name)))
        for game, title, modes in GAMES:
            items.append(title)
            actions.append((self.open_game, (game, title, modes)))
        items.append("Settings")
        actions.append((self.open_settings, ()))
        items.append("Help")
        actions.append((self.open_help, ()))

        def select(app, i):
            f, args = actions[i]
            f(*args)

        index = items.index(focus) if focus in items else 0
        self.stack = [ui.Menu("Regalia", items, select, index)]
        self.dirty = True

    def resumable(self, name):
        """True if the save `name` is there and not a finished game."""
        if not storage.has_save(self.files, name):
            return False
        data = storage.load(self.files, name)
        over = isinstance(data, dict) and data.get("over") is True
        data = None
        gc.collect()
        return not over

    def unload_game(self):
        """Drop the code the last game (or help) imported, so the next one has the RAM."""
        self.game = None
        before = self._modules_at_open
        self._modules_at_open = None
        for name in list(sys.modules):
            ours = name.startswith("firmware.") or name.startswith("shared_rules.")
            if ours and (name.startswith("firmware.help_")
                         or (before is not None and name not in before)):
                del sys.modules[name]
                package, _, short = name.partition(".")
                try:  # the package keeps a reference too
                    delattr(sys.modules[package], short)
                except (AttributeError, KeyError, TypeError):
                    pass
        gc.collect()

    def _mark_modules(self):
        """Remember what is imported before a game opens (unload_game drops the rest)."""
        if self._modules_at_open is None:
            self._modules_at_open = set(sys.modules)

    def game_module(self, module):
        # Collected first: what the import keeps for good (interned names) is placed low,
        # not in the middle of the free heap (the soak's largest block, docs/benchmarks.md).
        gc.collect()
        return __import__("firmware." + module, None, None, (module,))

    def open_game(self, game, title, modes):
        self._mark_modules()
        self.game = game
        items = [label for label, _ in modes] + ["Rules"]

        def select(app, i):
            if i < len(modes):
                app.game_module(modes[i][1]).open(app)
            else:
                app.push(ui.Pages(title[:12], help_pages(game)))

        self.push(self._leaves_home(ui.Menu(title, items, select), title))

    def _leaves_home(self, menu, focus):
        """B on this menu goes home through `home()`, so the game's code leaves RAM."""
        base = menu.key

        def key(app, k):
            if k == B:
                app.home(focus)
            else:
                base(app, k)
        menu.key = key
        return menu

    def resume(self, game, module, name):
        """The save `name` read first (its text and parsing need a big block, found more
        easily before the game's code takes the heap), then given to the game's `resume`."""
        self._mark_modules()
        self.game = game
        data = storage.load(self.files, name)
        self.game_module(module).resume(self, data)

    def open_settings(self):
        self.push(SettingsMenu(self))

    def open_help(self):
        topics = (("buttons", "Buttons"), ("treasure", "Kings & Treasures"), ("king", "King"),
                  ("regicide", "Regicide"))

        def select(app, i):
            key, title = topics[i]
            app.push(ui.Pages(title[:12], help_pages(key)))

        self.push(self._leaves_home(ui.Menu("Help", [t for _, t in topics], select), "Help"))

    def show_error(self, exc):
        self.errors += 1
        self.last_error = exc
        log_exception(exc)
        self._going_home = False
        self.unload_game()
        self.stack = [ErrorScreen(exc)]
        self.dirty = True

    # --- settings and power ----------------------------------------------------------------
    def apply_contrast(self):
        self.display.contrast(CONTRAST_LEVELS[self.settings["contrast"]])

    def save_settings(self):
        try:
            storage.save(self.files, SETTINGS_FILE, self.settings)
        except OSError as e:
            self.push(ui.Message("Settings not saved: %s" % e))

    def wake(self):
        if self.power == _OFF:
            self.display.poweron()
        self.power = _AWAKE
        self.apply_contrast()
        self.input.swallow()
        self.dirty = True

    def _idle(self, now):
        timeout = self.settings["sleep"] * 1000
        if not timeout or self.power == _OFF:
            return
        idle = ticks_diff(now, self.idle_since)
        if idle >= timeout:
            self.power = _OFF
            self.display.poweroff()
        elif idle >= timeout // 2 and self.power == _AWAKE:
            self.power = _DIM
            self.display.contrast(DIM_LEVEL)

    def _long_b(self):
        if self.at_game_menu() or isinstance(self.top(), ui.Confirm) \
                or isinstance(self.top(), Splash):
            return
        focus = self._root_label()
        self.push(ui.Confirm("Back to the game menu?", lambda app: app.home(focus)))

    def _root_label(self):
        """The game-menu item the current screens hang from (where a short B would land)."""
        for game, title, _ in GAMES:
            if game == self.game:
                return title
        return getattr(self.stack[1], "title", None) if len(self.stack) > 1 else None

    # --- the frame -------------------------------------------------------------------------
    def tick(self, now, held):
        """One frame: read `held` (raw button mask) at time `now` (ms), act, redraw if needed."""
        self.now = now
        if self.idle_since is None:
            self.idle_since = now
        events = self.input.update(now, held)
        if self.input.active(held):
            self.idle_since = now
            if self.power != _AWAKE:
                self.wake()
                events = 0
        else:
            self._idle(now)
        if self.power == _OFF:
            return
        try:
            if self.input.long_b:
                self._long_b()
            for i in range(COUNT):
                if events & (1 << i) and not self._going_home:
                    self.top().key(self, 1 << i)
            if not self._going_home:
                top = self.top()
                if hasattr(top, "tick"):
                    top.tick(self, now)
            if self._going_home:
                self._go_home()
        except Exception as e:  # noqa: BLE001 - show it rather than freeze
            self.show_error(e)
        if self.dirty:
            self.render()

    def render(self):
        buf = self.buf
        try:
            self._draw(buf)
        except Exception as e:  # noqa: BLE001
            self.show_error(e)
            try:
                self._draw(buf)
            except Exception:  # noqa: BLE001
                gfx.clear(buf)
        self.dirty = False
        try:
            self.display.show()
        except MemoryError:
            # A board's driver may allocate to send a frame: with the heap full, collect
            # and send it again at the next frame rather than stop the device.
            gc.collect()
            self.dirty = True

    def _draw(self, buf):
        gfx.clear(buf)
        first = len(self.stack) - 1
        while first > 0 and self.stack[first].overlay:
            first -= 1
        for screen in self.stack[first:]:
            screen.draw(self, buf)
