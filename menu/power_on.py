"""The App's power-on: its set-up, the saves of a board updated from a version that kept them
at its root moved into their folder, the settings read from flash (their table, their
defaults, their checks), the splash.

Imported by the App before its first frame (`App.__init__`), without the screens' module
(firmware/ui/widgets.py) or the game menu's code (firmware/game_menu.py): those come in during
the splash's wait, so the splash shows a file or two sooner (power-on to the game menu in
0.5 s). Dropped with the game menu's code (`App.drop_menu_code`); the Settings screen
(menu/settings.py) and the error screen's reset import it again for the options' table
and the defaults.
"""
import os
import sys

from shared_rules.compat import const, ticks_diff
from firmware import storage
from firmware.storage import FIRST_BOOT_FILE, RESTART_FILE, SETTINGS_FILE
from firmware.ui import gfx
from firmware.ui.gfx import CONTRAST_LEVELS
from firmware.input import Input

# The splash is the first frame, on the panel while the game menu's code and entries load
# (80 ms on the emulated Pico, in the frame after it); then straight to the game menu.
SPLASH_MS = const(100)
FRAME_BYTES = const(1024)

SLEEP_CHOICES = (30, 60, 120, 300, 0)  # seconds; 0 = never
LANGUAGES = ("en", "sv", "da")  # Settings -> Language: the catalogues' (words/)
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
    if files is None:
        files = storage.Files(board.SAVE_DIR)
        if getattr(board, "OLD_SAVE_DIR", None) is not None:
            move_in(files, board.OLD_SAVE_DIR)  # (a board updated: its saves kept)
    app.files = files
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
    # The open mode's save file and its Resume label (menu/home.py's MODES).
    app.save_file = None
    app.resume_label = None
    app.notice = None  # said over the game menu when it first shows
    app._home_actions = ()
    app._going_home = False
    app.words_area = None  # the open mode's words (firmware/ui/widgets.py's `tr`)
    app.after_picture = []  # work left for once the frame is shown (App.after_show)
    app._home_focus = None
    app.ask_language = None  # the first power-on's question (`first_boot`)
    try:
        read_settings(app)
    except Exception as e:  # noqa: BLE001 - the error screen, never a device that stops
        app.show_error(e)

# What a board's folder of saves holds, by the end of the name: the games' saves and the
# settings (with their unfinished and previous copies), the restart's file, the Records' log
# (firmware/records.py's records<k>.log). `move_in` moves these, and only these.
SAVED = (".sav", ".sav.bak", ".sav.tmp", RESTART_FILE, ".log")


def move_in(files, old):
    """The saves an earlier version kept in the folder `old` (a board's LittleFS root, where
    each write left every import's search slower) moved into the files' own folder at
    power-on, before anything is read. Each is copied into the folder as `NAME.mv`, renamed
    there to its name, then removed from `old`; one the folder has already is only removed
    from `old` (a cut after the rename left both; or the folder's is the newer). No rename
    from one folder to the other: littlefs makes it in two steps, and a power cut between them
    hid other files of the root (main.py, the firmware's folders) until the next write (the
    emulated Pico's power-cut sweep). So a cut anywhere leaves each save whole in `old`, in
    the folder or in both, and the next power-on goes on. A flash that refuses keeps the rest
    where they are."""
    try:
        names = [n for n in os.listdir(old) if n.endswith(SAVED)]
        if names:
            try:
                os.mkdir(files.folder[:-1])
            except OSError:
                pass  # (there already)
        for name in names:
            if not files.exists(name):
                _copy(old + name, files.path(name + ".mv"))
                files.rename(name + ".mv", name)
            os.remove(old + name)
    except OSError:
        pass


def _copy(source, target):
    buf = bytearray(256)
    with open(source, "rb") as f, open(target, "wb") as g:
        n = f.readinto(buf)
        while n:
            g.write(buf if n == len(buf) else buf[:n])
            n = f.readinto(buf)


def default_settings(language="en"):
    s = {"contrast": 4, "sleep": 120, "large": False, "names": ["", "", "", ""], "recent": [],
         "language": language}
    for game, key, _, values, _ in OPTIONS:
        s.setdefault(game, {})[key] = values[0]
    return s

def load(files):
    """(settings, reset): the saved settings, each value checked for its type and range. A
    missing one is its default; a bad one is its default too, and `reset` names it (the app
    says so at boot, `reset_note`): a list of the settings' names, ALL when the file held no
    settings at all, empty when nothing was reset. The good ones are kept."""
    s = default_settings()
    saved = storage.load(files, SETTINGS_FILE)
    if saved is None:
        return s, []
    if not isinstance(saved, dict):
        return s, ALL
    bad = []
    for key, values in (("contrast", range(len(CONTRAST_LEVELS))), ("sleep", SLEEP_CHOICES),
                        ("large", (False, True)), ("language", LANGUAGES)):
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
    if "bots" in saved:  # the bots' levels last picked (firmware/bot_levels.py)
        levels = saved["bots"]
        if isinstance(levels, str) and len(levels) == 4 \
                and all(ch in "ENH" for ch in levels):
            s["bots"] = levels
        else:
            bad.append("bot levels")
    return s, bad


ALL = "all"  # `load`'s reset: the file held no settings at all


def reset_note(reset, word=str):
    """The power-on's note of the settings `load` reset ("Settings: contrast, large text reset
    to default."), or None when none was; `word` puts an English line in the language of
    Settings (words/speak.py's `notice_words`; English as it is)."""
    if reset is ALL:
        return word("Settings: all reset to their defaults.")
    if len(reset) > 3:
        return word("Settings: %d reset to their defaults.") % len(reset)
    if reset:
        return word("Settings: %s reset to default.") % ", ".join([word(n) for n in reset])
    return None

def speak(app):
    """The boxes' words in the language of Settings (words/speak.py's `speak`; a board
    without the words speaks English): after the power-on's first frame (the splash's wait,
    or a game reopened after a restart; Settings when it changes the language)."""
    try:
        from words.speak import speak
    except ImportError:
        return
    speak(app)


def read_settings(app):
    """The settings from flash into `app.settings` (a bad value: its default, said over the
    game menu as `app.notice`), and the panel's contrast set from them."""
    app.settings = default_settings()
    app.settings, app.reset = load(app.files)
    app.notice = reset_note(app.reset)
    if app.notice:
        try:  # the bad values replaced on flash too: said once
            storage.save(app.files, SETTINGS_FILE, app.settings)
        except OSError:
            pass
    app.apply_contrast()
    if app.files.exists(FIRST_BOOT_FILE):  # (words/language.py's `first_boot`: off ROMFS)
        try:
            from words.language import first_boot
            app.ask_language = first_boot(app.files)
        except ImportError:  # a board without the words: nothing to ask in
            pass


class Splash:
    """The first frame, shown while the game menu's code loads (then a short wait). A screen
    of its own making (`draw`, `key`, `tick`, `overlay`): the screens' module,
    firmware/ui/widgets.py, comes in with the game menu's code during the wait."""
    overlay = False
    splash = True  # (a long B does nothing here)

    def __init__(self):
        self.started = None
        self.menu = None  # the game menu's entries, read during the wait

    def draw(self, app, buf):
        gfx.text_center(buf, 12, "♠ ♥  REGALIA  ♦ ♣")
        gfx.hline(buf, 14, 22, 100)
        tagline, treasures = "pocket card referee", "Kings & Treasures"
        if app.settings["language"] != "en":  # (the lookup alone: the first frame comes soon)
            try:
                from words.lookup import tr
                tagline, treasures = tr(app, tagline, "menu"), tr(app, treasures, "menu")
            except ImportError:  # a board without the words: English
                pass
        gfx.text_center(buf, 30, tagline)
        gfx.text_center(buf, 44, "King  Regicide")
        gfx.text_center(buf, 53, treasures)

    def tick(self, app, now):
        if self.started is None:
            self.started = now  # (this frame draws the splash)
            if app.files.exists(RESTART_FILE):
                app.reopen_after_frame()  # a game chosen before a restart: no splash
        elif ticks_diff(now, self.started) >= SPLASH_MS:
            self.open_menu(app)
        elif self.menu is None:
            # The game menu's code and its entries (the saves read) while the splash is on the
            # panel, not before it or after its wait: the menu comes sooner (docs/benchmarks.md).
            app.unload_game()  # (its collect, as at every return to the game menu)
            self.menu = app.menu_code().home_entries(app)

    def key(self, app, k):
        self.open_menu(app)

    def open_menu(self, app):
        """The game menu; the boxes' words in the language (`speak`: English is the code's
        own) once its first picture is on the panel, before any press can open a box, or
        before it when a notice shows over it."""
        if app.settings["language"] != "en":
            if app.notice:
                speak(app)
            else:
                app.after_show(speak)
        if self.menu is None:
            app.home()
        else:
            app.menu_code().show_home(app, self.menu)
