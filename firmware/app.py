"""The application: the frame loop, the screen stack, splash, mode menus, help, resume, errors.

`App(board)` draws through `board.make_display()` (`.buffer`, `show`, `contrast`, `poweroff`,
`poweron`) and saves in `board.SAVE_DIR`. `app.tick(now_ms, held_mask)` advances one frame:
input, screens, screen dimming and sleep, and a redraw when something changed. It never sleeps
or reads hardware itself, so a test or the simulator drives it with its own clock.
Each game's code is imported when that game is opened and dropped when the player goes back to
the game menu, so only one game occupies RAM; the game menu's own code (its entries in
`firmware/home.py`, the settings in `firmware/settings.py`) is dropped when a game opens.
"""
import sys

from shared_rules.compat import collect, const, forget, ticks_diff
from firmware import storage
from firmware.storage import RESTART_FILE, SETTINGS_FILE
from firmware.ui import gfx
from firmware.ui.gfx import CONTRAST_LEVELS
from firmware.ui import widgets as ui
from firmware.buttons import B, COUNT
from firmware.input import Input

# The splash is the first frame while the rest is set up; then straight to the game menu
# (the emulated Pico shows the menu 0.46 s after power-on: the first frame takes 0.24 s).
SPLASH_MS = const(200)
FRAME_BYTES = const(1024)
_AWAKE = const(0)
_DIM = const(1)
_OFF = const(2)
DIM_LEVEL = const(1)

HELP_BUTTONS = "firmware.help_buttons"  # the buttons' help; each game's is firmware/<game>/help.py
# `make deploy ROMFS=1`: the bytecode runs from flash (the order of a Resume depends on it).
CODE_IN_ROMFS = globals().get("__file__", "").startswith("/rom/")
# Imported at the game menu only (its entries, Settings, the names' editor, the help's pages):
# dropped when a game opens, so none of it takes a game's RAM.
MENU_MODULES = ("firmware.home", "firmware.settings", "firmware.players", "firmware.ui.pages",
                "firmware.ui.large_type")


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
    """The first frame, shown while the game menu's code loads (then a short wait)."""

    def __init__(self):
        self.started = None
        self.loaded = False

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
                app.reopen()  # a game chosen before a restart: opened now, no splash
        elif ticks_diff(now, self.started) >= SPLASH_MS:
            app.home()
        elif not self.loaded:
            # The menu's entries are imported while the splash is on the panel, not after its
            # wait: the menu comes ~20 ms sooner on a Pico (docs/benchmarks.md).
            self.loaded = True
            import firmware.home  # noqa: F401

    def key(self, app, k):
        app.home()


class ErrorScreen(ui.Menu):
    """What went wrong, instead of a frozen screen, and the ways out of a broken state: the
    game menu (A or B), settings back to their defaults, the save that was being played
    deleted (`save`: its name, when a game resumed from it was open)."""

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
        from firmware import settings
        app.settings = settings.default_settings()
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


def help_screen(title, game):
    """The rules of one game ("buttons" for the device) in short pages; their text and the
    pages' screen are imported on demand."""
    from firmware.ui.pages import Pages
    name = HELP_BUTTONS if game == "buttons" else "firmware.%s.help" % game
    mod = __import__(name, None, None, ("PAGES",))
    return Pages(title[:12], mod.PAGES)


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


class App:
    def __init__(self, board, files=None):
        reserve_module_tables()
        self.board = board
        self.display = board.make_display()
        self.buf = frame_buffer(self.display)
        self.files = files if files is not None else storage.Files(board.SAVE_DIR)
        self.input = Input()
        self.settings = {"contrast": len(CONTRAST_LEVELS) - 1, "sleep": 0}  # until read
        self.stack = [Splash()]
        self.dirty = True
        self.power = _AWAKE
        self.idle_since = None
        self.now = 0
        self.errors = 0
        self._modules_at_open = None
        self.last_error = None
        self.game = None
        self.game_title = None
        self.played = False  # a game's code has been imported since this boot (fresh_heap)
        self.save_name = None  # the save the open game was resumed from
        # The open mode's save file and its Resume label (firmware/home.py's MODES).
        self.save_file = None
        self.resume_label = None
        self.notice = None  # said over the game menu when it first shows
        self._home_actions = ()
        self._going_home = False
        self._home_focus = None
        try:
            self._read_settings()
        except Exception as e:  # noqa: BLE001 - the error screen, never a device that stops
            self.show_error(e)

    def _read_settings(self):
        from firmware import settings
        self.settings = settings.default_settings()
        self.settings, self.notice = settings.load(self.files)
        if self.notice:
            try:  # the bad values replaced on flash too: said once
                storage.save(self.files, SETTINGS_FILE, self.settings)
            except OSError:
                pass
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
        from firmware import home
        items, self._home_actions, index = home.entries(self, focus)
        self.drop_menu_code()
        self.stack = [ui.Menu("Regalia", items, self._home_select, index)]
        if self.notice:
            self.push(ui.Message(self.notice))
            self.notice = None
        self.dirty = True

    def _home_select(self, app, i):
        method, args = self._home_actions[i]
        getattr(self, method)(*args)

    def unload_game(self):
        """Drop the code the last game (or help) imported, so the next one has the RAM."""
        self.game = None
        self.game_title = None
        self.save_name = None
        self.save_file = None
        self.resume_label = None
        before = self._modules_at_open
        self._modules_at_open = None
        for name in list(sys.modules):
            ours = name.startswith("firmware.") or name.startswith("shared_rules.")
            if ours and (name == HELP_BUTTONS or name.endswith(".help")
                         or (before is not None and name not in before)):
                forget(name)
        collect()

    def drop_menu_code(self):
        """Drop the game menu's own code (MENU_MODULES): imported again when it is needed."""
        for name in MENU_MODULES:
            if name in sys.modules:
                forget(name)

    def _mark_modules(self):
        """Remember what is imported before a game opens (unload_game drops the rest)."""
        if self._modules_at_open is None:
            self.drop_menu_code()
            self._modules_at_open = set(sys.modules)

    def fresh_heap(self, choice):
        """True if the game `choice` names ("open GAME MODE", "resume SAVE") was opened after
        a restart (firmware/restart.py): a game has already run in this boot, and the next
        one gets a whole heap rather than what the last one left of it. False: open it now."""
        if not self.played:
            self.played = True
            return False
        from firmware import restart
        return restart.restart(self, choice)

    def reopen(self):
        """The game chosen before a restart (firmware/restart.py), opened through the game
        menu's own actions as of the press that chose it. The restart's code is let go
        first: the game's code then lands where it would after the splash."""
        from firmware import restart
        choice = restart.chosen(self)  # (the game menu built; None: nothing to open)
        restart = None
        forget("firmware.restart")
        if choice is None:
            return
        item, mode, pressed_at = choice
        now = self.now
        self.now = pressed_at  # (a deal seeded from the clock: the press's)
        try:
            self.top().index = item
            self._home_select(self, item)
            if mode is not None:
                self.top().index = mode
                self.top().on_select(self, mode)
        finally:
            self.now = now
        self.input.swallow()  # that press, if still held, does nothing more

    def game_module(self, module):
        # Collected first: what the import keeps for good (interned names) is placed low,
        # not in the middle of the free heap (the soak's largest block, docs/benchmarks.md).
        collect()
        return __import__("firmware." + module, None, None, (module,))

    def take_mode(self, mode):
        """`mode` (a row of firmware/home.py's MODES, or its module's name: another mode's
        save read by this one) is the open mode: its save file and Resume label kept for its
        code; returns that code."""
        if isinstance(mode, str):
            from firmware import home
            mode = home.mode_of(mode)
            home = None
            forget("firmware.home")
        self.save_file = mode[3]
        self.resume_label = mode[4]
        return self.game_module(mode[2])

    def delete_save(self, name=None):
        """Delete the save `name` (the open mode's by default); True, or False once the
        reason is on the screen (a flash that refuses: the game stays as it was)."""
        try:
            storage.delete(self.files, name or self.save_file)
        except OSError as e:
            self.push(ui.Message("Could not delete: %s" % e))
            return False
        return True

    def open_game(self, game, title, modes):
        self._mark_modules()
        self.game = game
        self.game_title = title
        items = [mode[1] for mode in modes] + ["Rules"]

        def select(app, i):
            if i < len(modes):
                if not app.fresh_heap("open %s %d" % (game, i)):
                    app.take_mode(modes[i]).start(app)
            else:
                app.push(help_screen(title, game))

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

    def open_resume(self, saved):
        """The sub-list of "Resume..." (two or more saves): `saved`, (a row of MODES, its
        game's title) for each, named by the mode's Resume label; A resumes that one."""
        def select(app, i):
            app.resume(*saved[i])

        self.push(ui.Menu("Resume", [mode[4] for mode, _ in saved], select))

    def resume(self, mode, title=None):
        """The save of `mode` (a row of firmware/home.py's MODES) read and the mode's code
        imported, then the save given to the code's `resume`, which returns False when it
        cannot read it: that is said here. `title`: the game's title in the game menu (where a
        long B lands).

        The order is the one a tight heap survives (docs/benchmarks.md): from a filesystem each
        import opens its file and puts its bytecode in the heap, so the save (its text, its
        parsing) comes first, while the heap is whole; from ROMFS an import takes little, so
        the code comes first, placed low and dense, and what reading the save frees leaves a
        hole above it where the next save's file buffer fits."""
        name = mode[3]
        if self.fresh_heap("resume " + name):
            return
        self._mark_modules()
        self.game = mode[0]
        self.game_title = title
        self.save_name = name  # what the error screen offers to delete
        if CODE_IN_ROMFS:
            code = self.take_mode(mode)
            data = storage.load(self.files, name)
        else:
            data = storage.load(self.files, name)
            code = self.take_mode(mode)
        if not code.resume(self, data):
            # (the King sheet says "sheet": SAVED in its module)
            self.push(ui.Message("The saved %s cannot be read." % getattr(code, "SAVED", "game")))

    def open_settings(self):
        from firmware import settings
        self.push(settings.SettingsMenu(self))

    def open_help(self):
        topics = (("buttons", "Buttons"), ("treasure", "Kings & Treasures"), ("king", "King"),
                  ("regicide", "Regicide"))

        def select(app, i):
            key, title = topics[i]
            app.push(help_screen(title, key))

        self.push(self._leaves_home(ui.Menu("Help", [t for _, t in topics], select), "Help"))

    def show_error(self, exc):
        """The error screen in place of every screen. The game's screens and code go first, so
        that a MemoryError leaves the heap to make the screen; making it is tried once more
        after a collect (nothing escapes a frame: on the board that would end the loop)."""
        self.errors += 1
        self.last_error = exc
        self._going_home = False
        save = self.save_name
        if save is None and self.stack and isinstance(self.stack[0], ErrorScreen):
            save = self.stack[0].save  # an error in the error screen's own way out
        self.stack = []
        self.unload_game()
        try:
            log_exception(exc)
            screen = ErrorScreen(exc, save)
        except MemoryError:
            collect()
            screen = ErrorScreen(exc, save)
        self.stack = [screen]
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
        """A button while dimmed or asleep: the screen back, that press does nothing else.
        From sleep each screen with a `wake(app)` hears of it: the device may have changed
        hands while the screen was dark (a hidden hand goes back behind its hand-over)."""
        if self.power == _OFF:
            self.display.poweron()
            try:
                for screen in self.stack:
                    if hasattr(screen, "wake"):
                        screen.wake(self)
            except Exception as e:  # noqa: BLE001 - show it rather than freeze
                self.show_error(e)
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
        # Words no wrapping turns round: the choices say where each leads.
        saved = self.save_file is not None and self.files.exists(self.save_file)
        self.push(ui.Confirm("Leave this game?" if saved else "Leave this screen?",
                             lambda app: app.home(focus), "Stay",
                             "Game menu (saved)" if saved else "Game menu"))

    def _root_label(self):
        """The game-menu item the current screens hang from (where a short B would land)."""
        if self.game_title is not None:
            return self.game_title
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
            collect()
            self.dirty = True

    def _draw(self, buf):
        gfx.clear(buf)
        first = len(self.stack) - 1
        while first > 0 and self.stack[first].overlay:
            first -= 1
        for i in range(first, len(self.stack)):  # (a slice of the stack would be a new list)
            self.stack[i].draw(self, buf)
