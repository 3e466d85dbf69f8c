"""The App's code for the time no game is open: the splash, the settings read at power-on and
their defaults, a game's menu of modes, the Help menu and the help's pages, the reopening of a
game chosen before a restart, the error screen.

Imported by the App at power-on (`App.__init__`) and again when it goes back to the game menu
or shows an error; dropped when a game's code is imported (`App.game_module`), so a game in
play holds none of it in RAM. The game menu's own screens keep nothing of this module alive:
a game's menu takes the App's methods (`App._mode_chosen`, `App._leave_on_b`), so the module
is freed as a game opens (docs/firmware.md). `firmware/settings.py` (the Settings screen)
takes the options' table from here.
"""
import sys

from shared_rules.compat import const, forget, ticks_diff
from firmware import storage
from firmware.storage import RESTART_FILE, SETTINGS_FILE
from firmware.ui import gfx
from firmware.ui.gfx import CONTRAST_LEVELS
from firmware.ui import widgets as ui
from firmware.buttons import B
from firmware.input import Input

# The splash is the first frame while the rest is set up; then straight to the game menu
# (the emulated Pico shows the menu 0.44 s after power-on: the first frame takes 0.24 s).
SPLASH_MS = const(200)
FRAME_BYTES = const(1024)

SLEEP_CHOICES = (30, 60, 120, 300, 0)  # seconds; 0 = never
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

# Room in `sys.modules` and in each package's table for more modules than a game imports with
# the App's own (on the Pico at the end of King vs bots: 26 modules in all, 16 names in the
# firmware package's table and 9 in shared_rules'; the King table imports the most).
_MODULE_TABLES = (("sys", 40), ("firmware", 26), ("shared_rules", 14))


def reserve_module_tables():
    """Grow the tables of `sys.modules` and of the packages at boot to hold what a game adds:
    a table that grows while a game imports its code is laid in the middle of the game's code
    and stays there (dicts do not shrink), splitting the free heap for the rest of the
    evening (the soak's largest block at the game menu, docs/benchmarks.md)."""
    for name, size in _MODULE_TABLES:
        table = sys.modules if name == "sys" else sys.modules[name].__dict__
        spare = range(-size, -len(table))  # int keys, as many as are missing: no module has one
        for key in spare:
            table[key] = None
        for key in spare:
            del table[key]


def frame_buffer(display):
    """The 1024 frame bytes of a driver's `.buffer` (the App's `buf`).

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


def set_up(app, board, files):
    """The App at power-on (`App.__init__`; a board without a restart makes it anew in place,
    firmware/restart.py): its panel, files, buttons and screen stack, the settings read."""
    reserve_module_tables()
    app.board = board
    app.display = board.make_display()
    app.buf = frame_buffer(app.display)
    app.files = files if files is not None else storage.Files(board.SAVE_DIR)
    app.input = Input()
    app.settings = {"contrast": len(CONTRAST_LEVELS) - 1, "sleep": 0}  # until read
    app.stack = [Splash()]
    app.dirty = True
    app.idle_since = None
    app.now = 0
    app.errors = 0
    app._modules_at_open = None
    app.last_error = None
    app.game = None
    app.game_title = None
    app.played = False  # a game's code has been imported since this boot (App.fresh_heap)
    app.save_name = None  # the save the open game was resumed from
    # The open mode's save file and its Resume label (firmware/home.py's MODES).
    app.save_file = None
    app.resume_label = None
    app.notice = None  # said over the game menu when it first shows
    app._home_actions = ()
    app._going_home = False
    app._home_focus = None
    try:
        read_settings(app)
    except Exception as e:  # noqa: BLE001 - the error screen, never a device that stops
        app.show_error(e)


def default_settings():
    s = {"contrast": 4, "sleep": 120, "large": False, "names": ["", "", "", ""], "recent": []}
    for game, key, _, values, _ in OPTIONS:
        s.setdefault(game, {})[key] = values[0]
    return s


def load(files):
    """(settings, note): the saved settings, each value checked for its type and range. A
    missing one is its default; a bad one is its default too, and `note` names it (the app
    says so at boot), else None. The good ones are kept."""
    s = default_settings()
    saved = storage.load(files, SETTINGS_FILE)
    if saved is None:
        return s, None
    if not isinstance(saved, dict):
        return s, "Settings: all reset to their defaults."
    bad = []
    for key, values in (("contrast", range(len(CONTRAST_LEVELS))), ("sleep", SLEEP_CHOICES),
                        ("large", (False, True))):
        if key in saved:
            v = saved[key]
            # (1.0 and True are in the range too, and 0 and 1 in (False, True))
            if type(v) is type(values[0]) and v in values:
                s[key] = v
            else:
                bad.append("large text" if key == "large" else key)
    for game, key, label, values, _ in OPTIONS:
        options = saved.get(game, {})
        if not isinstance(options, dict):
            label = game[0].upper() + game[1:] + " options"
            if label not in bad:
                bad.append(label)
        elif key in options:
            v = options[key]
            if type(v) is type(values[0]) and v in values:
                s[game][key] = v
            else:
                bad.append(label)
    # (firmware/names.py imported for the names alone: the App drops it at the game menu,
    # MENU_MODULES, so a game that names no player holds none of it)
    from firmware.names import RECENT_NAMES, clean_name
    if "names" in saved:
        names = saved["names"]
        if isinstance(names, list) and len(names) == 4:
            s["names"] = [clean_name(n) for n in names]
            if not all(isinstance(n, str) for n in names):
                bad.append("names")
        else:
            bad.append("names")
    if "recent" in saved:
        recent = saved["recent"]
        if isinstance(recent, list):
            kept = [clean_name(n) for n in recent]
            s["recent"] = [n for n in kept if n][:RECENT_NAMES]
        if not isinstance(recent, list) or not all(isinstance(n, str) for n in recent):
            if "names" not in bad:
                bad.append("names")
    if not bad:
        return s, None
    if len(bad) > 3:
        return s, "Settings: %d reset to their defaults." % len(bad)
    return s, "Settings: %s reset to default." % ", ".join(bad)


def read_settings(app):
    """The settings from flash into `app.settings` (a bad value: its default, said over the
    game menu as `app.notice`), and the panel's contrast set from them."""
    app.settings = default_settings()
    app.settings, app.notice = load(app.files)
    if app.notice:
        try:  # the bad values replaced on flash too: said once
            storage.save(app.files, SETTINGS_FILE, app.settings)
        except OSError:
            pass
    app.apply_contrast()


class Splash(ui.Screen):
    """The first frame, shown while the game menu's code loads (then a short wait)."""
    splash = True  # (a long B does nothing here)

    def __init__(self):
        self.started = None
        self.menu = None  # the game menu's entries, read during the wait

    def draw(self, app, buf):
        gfx.text_center(buf, 12, "♠ ♥  REGALIA  ♦ ♣")
        gfx.hline(buf, 14, 22, 100)
        gfx.text_center(buf, 30, "pocket card referee")
        gfx.text_center(buf, 44, "King  Regicide")
        gfx.text_center(buf, 53, "Kings & Treasures")

    def tick(self, app, now):
        if self.started is None:
            self.started = now  # (this frame draws the splash)
            if app.files.exists(RESTART_FILE):
                reopen(app)  # a game chosen before a restart: opened now, no splash
        elif ticks_diff(now, self.started) >= SPLASH_MS:
            if self.menu is None:
                app.home()
            else:
                show_home(app, self.menu)
        elif self.menu is None:
            # The menu's entries (their code imported, the saves read) while the splash is on
            # the panel, not after its wait: the menu comes sooner (docs/benchmarks.md).
            app.unload_game()  # (its collect, as at every return to the game menu)
            self.menu = home_entries(app)

    def key(self, app, k):
        app.home()


def home_entries(app, focus=None):
    """The game menu's (items, actions, index) (firmware/home.py's `entries`: the saves read),
    its code dropped again after."""
    from firmware import home
    entries = home.entries(app, focus)
    home = None
    app.drop_menu_code()
    return entries


def show_home(app, entries):
    """The game menu alone on the screen stack, from its `entries` (`home_entries`), and the
    App's notice over it (a setting read back to its default)."""
    items, app._home_actions, index = entries
    app.stack = [ui.Menu("Regalia", items, app._home_select, index)]
    if app.notice:
        app.push(ui.Message(app.notice))
        app.notice = None
    app.dirty = True


def reopen(app):
    """The game chosen before a restart (firmware/restart.py), opened through the game menu's
    own actions as of the press that chose it. The restart's code is let go first: the game's
    code then lands where it would after the splash."""
    from firmware import restart
    choice = restart.chosen(app)  # (the game menu built; None: nothing to open)
    restart = None
    forget("firmware.restart")
    if choice is None:
        return
    item, mode, pressed_at = choice
    now = app.now
    app.now = pressed_at  # (a deal seeded from the clock: the press's)
    try:
        app.top().index = item
        app._home_select(app, item)
        if mode is not None:
            app.top().index = mode
            app.top().on_select(app, mode)
    finally:
        app.now = now
    app.input.swallow()  # that press, if still held, does nothing more


def help_screen(title, game):
    """The rules of one game ("buttons" for the device) in short pages; their text and the
    pages' screen are imported on demand (the App forgets them at the game menu: its
    HELP_BUTTONS and every `.help`)."""
    from firmware.ui.pages import Pages
    name = "firmware.help_buttons" if game == "buttons" else "firmware.%s.help" % game
    mod = __import__(name, None, None, ("PAGES",))
    return Pages(title[:12], mod.PAGES)


def open_game(app, game, title, modes):
    """A game's menu: its modes (`modes`: rows of firmware/home.py's MODES) and Rules."""
    app._mark_modules()
    app.game = game
    app.game_title = title
    menu = ui.Menu(title, [mode[1] for mode in modes] + ["Rules"], app._mode_chosen)
    menu.game = game
    menu.modes = modes
    menu.key = app._leave_on_b
    app.push(menu)


def open_resume(app, saved):
    """The sub-list of "Resume..." (two or more saves): `saved`, (a row of MODES, its game's
    title) for each, named by the mode's Resume label; A resumes that one."""
    menu = ui.Menu("Resume", [mode[4] for mode, _ in saved], app._resume_chosen)
    menu.saved = saved
    app.push(menu)


def open_help(app):
    topics = (("buttons", "Buttons"), ("treasure", "Kings & Treasures"), ("king", "King"),
              ("regicide", "Regicide"))

    def select(app, i):
        key, title = topics[i]
        app.push(help_screen(title, key))

    menu = ui.Menu("Help", [t for _, t in topics], select)
    menu.key = app._leave_on_b
    app.push(menu)


class ErrorScreen(ui.Menu):
    """What went wrong, instead of a frozen screen, and the ways out of a broken state: the
    game menu (A or B), settings back to their defaults, the save that was being played
    deleted (`save`: its name, when a game resumed from it was open)."""
    error_screen = True  # (a second error keeps its save)

    def __init__(self, exc, save=None):
        self.save = save
        ui.Menu.__init__(self, "Error - sorry!", [], self.chosen)
        self.items = ["Game menu", "Reset settings"] + (
            ["Delete game's save"] if save else [])
        self.lines = gfx.wrap("%s: %s" % (type(exc).__name__, exc))[:7 - len(self.items)]

    def draw(self, app, buf):
        ui.title_bar(buf, self.title)
        for i, line in enumerate(self.lines):
            gfx.text(buf, 0, 8 + i * 8, line)
        y = 64 - 8 * len(self.items)
        for i, item in enumerate(self.items):
            gfx.text(buf, 2, y + i * 8, item, 20)
            if i == self.index:
                gfx.mark(buf, 0, y + i * 8 - 1, 122, 9)

    def key(self, app, k):
        if k == B:
            app.home()
        else:
            ui.Menu.key(self, app, k)

    def chosen(self, app, i):
        if i == 0:
            app.home()
        elif i == 1:
            app.push(ui.Confirm("Reset all settings and names to their defaults?",
                                self.reset_settings))
        else:
            app.push(ui.Confirm("Delete the saved game for good?", self.delete_save))

    def reset_settings(self, app):
        app.settings = default_settings()
        app.apply_contrast()
        try:
            storage.save(app.files, SETTINGS_FILE, app.settings)
        except OSError as e:
            app.push(ui.Message("Settings not saved: %s" % e))
            return
        app.push(ui.Message("Settings are back to their defaults."))

    def delete_save(self, app):
        if not app.delete_save(self.save):
            return
        self.save = None
        self.items = self.items[:2]
        self.index = 0
        app.push(ui.Message("The saved game is deleted."))
