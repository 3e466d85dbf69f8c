"""The application: the frame loop, the screen stack, opening and resuming a mode, errors.

`App(board)` draws through `board.make_display()` (`.buffer`, `show`, `contrast`, `poweroff`,
`poweron`) and saves in `board.SAVE_DIR`. `app.tick(now_ms, held_mask)` advances one frame:
input, screens, screen dimming and sleep, and a redraw when something changed. It never sleeps
or reads hardware itself, so a test or the simulator drives it with its own clock.
Each game's code is imported when that game is opened and dropped when the player goes back to
the game menu, so only one game occupies RAM; the game menu's own code (its entries in
`menu/home.py`, the Settings screen in `menu/settings.py`, the App's set-up, the
settings' reading and the splash in `menu/power_on.py`, the games' menus, the help and the
error screen in `firmware/game_menu.py`) is dropped when a game opens. Before the first frame
only the power-on's code is loaded: the screens' module (firmware/ui/widgets.py, imported where
a method needs it) and the game menu's code come in during the splash's wait.
"""
import sys

from shared_rules.compat import close_kept, collect, const, forget, import_packed, ticks_diff
from firmware import storage
from firmware.storage import SETTINGS_FILE
from firmware.ui import gfx
from firmware.ui.gfx import CONTRAST_LEVELS
from firmware.buttons import B, COUNT

_AWAKE = const(0)
_DIM = const(1)
_OFF = const(2)
_REOPEN = const(2)  # _going_home: the game chosen before a restart, not the menu
DIM_LEVEL = const(1)

# The App's code for the time no game is open (the splash, the games' menus, help, errors):
# imported at power-on and at the game menu, dropped when a game's code comes in.
GAME_MENU = "firmware.game_menu"
# `make deploy ROMFS=1`: the bytecode runs from flash (the order of a Resume depends on it).
CODE_IN_ROMFS = globals().get("__file__", "").startswith("/rom/")
# Imported at the game menu only (its entries, Settings, the names' editor and rules, the
# help's pages; the power-on's code, menu/power_on.py, after the splash): dropped when a game opens, so none of it takes a game's RAM (a mode that names
# its players imports firmware/names.py itself).
MENU_MODULES = ("menu.home", "menu.settings", "menu", "menu.players", "firmware.names",
                "menu.power_on", "firmware.ui.pages", "firmware.ui.large_type",
                "words.language", "words.speak", "words.lookup", "words")


def log_exception(e):
    try:
        sys.print_exception(e)
    except AttributeError:  # CPython
        import traceback
        traceback.print_exception(type(e), e, e.__traceback__)


class App:
    def __init__(self, board, files=None):
        # (the App's set-up is menu/power_on.py's `set_up`: its code leaves RAM with the
        # game menu's, so a game holds none of it)
        from menu import power_on
        self.power = _AWAKE
        power_on.set_up(self, board, files)

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
        from firmware.ui import widgets as ui
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
        reopen = self._going_home == _REOPEN
        self._going_home = False
        if reopen:
            self.reopen()
            if self.stack:
                return  # (nothing to open: the game menu)
        self._home_focus = None
        self.unload_game()  # (before the game menu's code comes in)
        from firmware import game_menu
        game_menu.go_home(self, focus)

    def _home_select(self, app, i):
        """A game menu's item: its action, an App method or a function of firmware/game_menu.py.
        The actions are let go when a game opens (`_mark_modules`): should its screens leave
        the game menu on top, its items lead home (on the item chosen), then on."""
        if not self._home_actions:
            self.home(self.top().items[i])
            return
        method, args = self._home_actions[i]
        act = getattr(self, method, None)
        if act is None:
            from firmware import game_menu
            getattr(game_menu, method)(self, *args)
        else:
            act(*args)

    def _mode_chosen(self, app, i):
        """A game's menu (`game_menu.open_game`): its mode `i` opened, or its Rules."""
        menu = self.top()
        if i < len(menu.modes):
            if not self.fresh_heap("open %s %d" % (menu.game, i)):
                self.take_mode(menu.modes[i]).start(self)
        else:
            from firmware import game_menu
            self.push(game_menu.help_screen(self, menu.title, menu.game))

    def _resume_chosen(self, app, i):
        """The sub-list of "Resume..." (`game_menu.open_resume`): its save `i` resumed."""
        self.resume(*self.top().saved[i])

    def _leave_on_b(self, app, k):
        """The keys of a menu the game menu opens (a game's, Help): B goes home through
        `home()`, so the game's code leaves RAM."""
        menu = self.top()
        if k == B:
            self.home(menu.title)
        else:
            from firmware.ui import widgets as ui
            ui.Menu.key(menu, app, k)

    def unload_game(self):
        """Drop the code the last game (or help) imported, so the next one has the RAM."""
        self.game = None
        self.game_title = None
        self.words_area = None
        self.save_name = None
        self.save_file = None
        self.resume_label = None
        before = self._modules_at_open
        self._modules_at_open = None
        for name in list(sys.modules):
            ours = name.startswith(("firmware.", "shared_rules.", "menu."))
            if ours and before is not None and name not in before:
                forget(name)
        collect()

    def drop_menu_code(self):
        """Drop the game menu's own code (MENU_MODULES): imported again when it is needed
        (the words' catalogue closed first)."""
        close_kept()
        for name in MENU_MODULES:
            if name in sys.modules:
                forget(name)

    def _mark_modules(self):
        """Remember what is imported before a game opens (unload_game drops the rest); the
        game menu's actions let go (`_home_select`: rebuilt if ever chosen again)."""
        self._home_actions = ()
        if self._modules_at_open is None:
            self.drop_menu_code()
            self.drop_game_menu()
            self._modules_at_open = set(sys.modules)

    def drop_game_menu(self):
        """Drop firmware/game_menu.py and collect, before a game's save is read or its code
        imported: what they keep then lands where the game menu's code was, low in the heap."""
        if GAME_MENU in sys.modules:
            forget(GAME_MENU)
        collect()

    def fresh_heap(self, choice):
        """True if the game `choice` names ("open GAME MODE", "resume SAVE") was opened after
        a restart (firmware/restart.py): a game has already run in this boot, and the next
        one gets a whole heap rather than what the last one left of it. False: open it now."""
        if not self.played:
            self.played = True
            return False
        from firmware import restart
        return restart.restart(self, choice)

    def after_show(self, job):
        """`job(app)` once this frame's picture is on the panel: work the table need not wait
        for before it sees the move (a game record's commit: firmware/records_write.py)."""
        self.after_picture.append(job)

    def reopen_after_frame(self):
        """The game chosen before a restart, opened at this frame's end (`reopen`) once the
        screen that asked and its code are let go: the game's code lands where they were
        rather than leaving their hole in its heap (the 96 KB soak's second game)."""
        self.stack = []
        self._going_home = _REOPEN
        self.dirty = True

    def reopen(self):
        """The game chosen before a restart (firmware/game_menu.py's `reopen` builds the game
        menu and reads the choice), opened through the menu's own actions as of the press
        that chose it, once the game menu's code is let go: the game's save and code have its
        RAM (with it, a Resume in Swedish found no block for a file's buffer in 96 KB)."""
        choice = self.menu_code().reopen(self)
        self.drop_game_menu()
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

    def menu_code(self):
        """firmware/game_menu.py, imported if it is not (for the splash, whose module it
        imports back: menu/power_on.py)."""
        from firmware import game_menu
        return game_menu

    def game_module(self, module):
        # The game menu's code let go and collected first: what the import keeps for good
        # (interned names) is placed low, not in the middle of the free heap (the soak's
        # largest block, docs/benchmarks.md).
        self.drop_game_menu()
        return import_packed("firmware." + module)

    def take_mode(self, mode):
        """`mode` (a row of menu/home.py's MODES, or its module's name: another mode's
        save read by this one) is the open mode: its save file and Resume label kept for its
        code; returns that code."""
        if isinstance(mode, str):
            from menu import home
            mode = home.mode_of(mode)
            home = None
            forget("menu.home")
        self.save_file = mode[3]
        self.resume_label = mode[4]
        return self.game_module(mode[2])

    def delete_save(self, name=None):
        """Delete the save `name` (the open mode's by default); True, or False once the
        reason is on the screen (a flash that refuses: the game stays as it was)."""
        try:
            storage.delete(self.files, name or self.save_file)
        except OSError as e:
            from firmware.ui import widgets as ui
            self.push(ui.Message(ui.SAID[4] % e))
            return False
        return True

    def resume(self, mode, title=None):
        """The save of `mode` (a row of menu/home.py's MODES) read and the mode's code
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
            from firmware.ui import widgets as ui
            self.push(ui.Message("The saved %s cannot be read." % getattr(code, "SAVED", "game")))

    def open_settings(self):
        from menu import settings
        self.push(settings.SettingsMenu(self))

    def show_error(self, exc):
        """The error screen in place of every screen. The game's screens and code go first, so
        that a MemoryError leaves the heap to make the screen; making it is tried once more
        after a collect (nothing escapes a frame: on the board that would end the loop)."""
        self.errors += 1
        self.last_error = exc
        self._going_home = False
        save = self.save_name
        if save is None and self.stack and getattr(self.stack[0], "error_screen", False):
            save = self.stack[0].save  # an error in the error screen's own way out
        self.stack = []
        self.unload_game()
        try:
            log_exception(exc)
            screen = self._error_screen(exc, save)
        except MemoryError:
            # (an import cut short stays in sys.modules half made: it is imported anew)
            menu = sys.modules.get(GAME_MENU)
            if menu is not None and not hasattr(menu, "ErrorScreen"):
                forget(GAME_MENU)
            menu = None
            collect()
            try:
                screen = self._error_screen(exc, save)
            except MemoryError:
                # No room for the error screen even now (the emulated Pico's soak: a 1,148-byte
                # file buffer to import it, in a fragmented heap): a board restarts, its heap
                # whole again, at the game menu (no restart file: never back into what failed;
                # the game's save as last written is on its Resume). Raising would end main.py.
                board_restart = getattr(self.board, "restart", None)
                if board_restart is None:
                    raise
                board_restart()
                raise  # (a board's restart does not come back)
        self.stack = [screen]
        self.dirty = True

    def _error_screen(self, exc, save):
        from firmware import game_menu
        return game_menu.ErrorScreen(exc, save)

    # --- settings and power ----------------------------------------------------------------
    def apply_contrast(self):
        self.display.contrast(CONTRAST_LEVELS[self.settings["contrast"]])

    def save_settings(self):
        try:
            storage.save(self.files, SETTINGS_FILE, self.settings)
        except OSError as e:
            from firmware.ui import widgets as ui
            self.push(ui.Message(ui.SAID[5] % e))

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
        from firmware.ui import widgets as ui
        if self.at_game_menu() or isinstance(self.top(), ui.Confirm) \
                or getattr(self.top(), "splash", False):
            return
        focus = self._root_label()
        # Words no wrapping turns round: the choices say where each leads.
        saved = self.save_file is not None and self.files.exists(self.save_file)
        said = ui.SAID  # ("Leave this game?", "Leave this screen?", "Stay", "Game menu (saved)",
        # "Game menu"): widgets.ENGLISH, in the language of Settings
        self.push(ui.Confirm(said[6] if saved else said[7], lambda app: app.home(focus),
                             said[8], said[9] if saved else said[10]))

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
                top = None  # (the screen that asked for home is freed before it is built)
            if self._going_home:
                self._go_home()
        except Exception as e:  # noqa: BLE001 - show it rather than freeze
            self.show_error(e)
        if self.dirty:
            self.render()
        while self.after_picture:
            try:
                self.after_picture.pop(0)(self)
            except Exception as e:  # noqa: BLE001
                self.show_error(e)
        close_kept()  # (the words' catalogue, open for the frame's lookups)

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
