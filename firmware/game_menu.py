"""The App's code for the time no game is open: the game menu built from its entries, a
game's menu of modes, the Resume sub-list, the Help menu and the help's pages, the reopening
of a game chosen before a restart, the error screen.

Imported by the App during the splash's wait (menu/power_on.py, which has the App's
set-up, the settings' reading and the splash) and again when it goes back to the game menu or
shows an error; dropped when a game's code is imported (`App.game_module`), so a game in play
holds none of it in RAM. The game menu's own screens keep nothing of this module alive: a
game's menu takes the App's methods (`App._mode_chosen`, `App._leave_on_b`), so the module is
freed as a game opens (docs/firmware.md).
"""
from shared_rules.compat import forget
from firmware import storage
from firmware.storage import SETTINGS_FILE
from firmware.ui import gfx
from firmware.ui import widgets as ui
from firmware.buttons import B

def tr(app, s):
    """`s` (English, as the code writes it) in the language of Settings: the game menu's words
    (widgets.tr's "menu" catalogue)."""
    return ui.tr(app, s, "menu")


def home_entries(app, focus=None):
    """The game menu's (items, actions, index) (menu/home.py's `entries`: the saves read;
    the items in the language of Settings), its code dropped again after."""
    from menu import home
    items, actions, index = home.entries(app, focus)
    home = None
    items = [tr(app, item) for item in items]  # (before the drop: words/lookup.py is in it)
    app.drop_menu_code()
    return items, actions, index


def go_home(app, focus=None):
    """The game menu alone on the screen stack, on its line `focus`. What a game left for good
    (its imports' names) can cut a board's heap into holes too small for a save's read: then
    the game menu is made in a fresh heap (firmware/restart.py's "home")."""
    try:
        entries = home_entries(app, focus)
    except MemoryError:
        from firmware import restart
        if restart.restart(app, "home", focus):
            return
        raise
    show_home(app, entries)


def show_home(app, entries):
    """The game menu alone on the screen stack, from its `entries` (`home_entries`), and the
    App's notice over it (a setting read back to its default)."""
    items, app._home_actions, index = entries
    app.stack = [ui.Menu("Regalia", items, app._home_select, index)]
    if app.notice:
        app.push(ui.Message(app.notice))
        app.notice = None
    if app.ask_language:
        try:  # (its code beside the catalogues, off the ROMFS image: words/language.py)
            from words.language import LanguageQuestion
        except ImportError:  # a board without the words: English, nothing to ask
            app.ask_language = None
        else:
            app.push(LanguageQuestion(app.ask_language))
    app.dirty = True


def reopen(app):
    """The game chosen before a restart (firmware/restart.py): the game menu built and the
    choice read, as (the menu's item, the game's mode or None, the press's time), or None
    (nothing to open: the game menu). `App.reopen` opens it once this module is let go. The
    restart's code is let go first."""
    from firmware import restart
    if app.settings["language"] != "en":  # (the power-on's words: no splash said them)
        from menu.power_on import speak
        speak(app)
    choice = restart.chosen(app)  # (the game menu built; None: nothing to open)
    restart = None
    forget("firmware.restart")
    return choice


def help_screen(app, title, game):
    """The rules of one game ("buttons" for the device) in short pages, in the language of
    Settings (words/language.py's `help_pages`: the pages leave sys.modules at once, the
    pages' screen at the game menu); a message if the board has no help pages (its words/
    folder not deployed)."""
    try:
        from words.language import help_pages
        pages = help_pages(app, game)
    except ImportError:
        pages = None
    if pages is None:
        return ui.Message("No rules on this board: make deploy copies them.")
    from firmware.ui.pages import Pages
    screen = Pages(title[:12], pages)
    screen.footer = tuple([tr(app, s) for s in Pages.footer])
    return screen


def open_game(app, game, title, modes):
    """A game's menu: its modes (`modes`: rows of menu/home.py's MODES) and Rules."""
    app._mark_modules()
    app.game = game
    app.game_title = title
    menu = ui.Menu(tr(app, title), [tr(app, label) for label in
                                                [mode[1] for mode in modes] + ["Rules"]],
                   app._mode_chosen)
    menu.game = game
    menu.modes = modes
    menu.key = app._leave_on_b
    app.push(menu)


def open_resume(app, saved):
    """The sub-list of "Resume..." (two or more saves): `saved`, (a row of MODES, its game's
    title) for each, named by the mode's Resume label; A resumes that one."""
    menu = ui.Menu(tr(app, "Resume"),
                   [tr(app, mode[4]) for mode, _ in saved], app._resume_chosen)
    menu.saved = saved
    app.push(menu)


def open_records(app):
    """The Records (menu/records_screen.py), their code in RAM as a game's is: dropped at
    the game menu, where B on their list leads."""
    app._mark_modules()
    app.game_title = "Records"
    from menu import records_screen
    records_screen.open_records(app)


def open_help(app):
    topics = (("buttons", "Buttons"), ("treasure", "Kings & Treasures"), ("king", "King"),
              ("regicide", "Regicide"))

    def select(app, i):
        key, title = topics[i]
        app.push(help_screen(app, tr(app, title), key))

    menu = ui.Menu(tr(app, "Help"), [tr(app, t) for _, t in topics],
                   select)
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
        ui.title_bar(buf, tr(app, self.title))
        for i, line in enumerate(self.lines):
            gfx.text(buf, 0, 8 + i * 8, line)
        y = 64 - 8 * len(self.items)
        for i, item in enumerate(self.items):
            gfx.text(buf, 2, y + i * 8, tr(app, item), 20)
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
            app.push(ui.Confirm(tr(app, "Reset all settings and names to their defaults?"),
                                self.reset_settings))
        else:
            app.push(ui.Confirm(tr(app, "Delete the saved game for good?"),
                                self.delete_save))

    def reset_settings(self, app):
        from menu.power_on import default_settings
        # (the language stays: the words the user reads)
        app.settings = default_settings(app.settings.get("language", "en"))
        app.apply_contrast()
        try:
            storage.save(app.files, SETTINGS_FILE, app.settings)
        except OSError as e:
            app.push(ui.Message(ui.SAID[5] % e))
            return
        app.push(ui.Message(tr(app, "Settings are back to their defaults.")))

    def delete_save(self, app):
        if not app.delete_save(self.save):
            return
        self.save = None
        self.items = self.items[:2]
        self.index = 0
        app.push(ui.Message(tr(app, "The saved game is deleted.")))
