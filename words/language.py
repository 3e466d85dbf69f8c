"""The words of the language of Settings (docs/languages.md, "How the device speaks"), its
rules help (`help_pages`), and the first power-on's question of the language
(`LanguageQuestion`).

The catalogues and this module are in words/, beside firmware/ and not in it: a board's ROMFS
image (full) holds firmware/, the words go on the board's filesystem (a board without them
speaks English: menu/power_on.py's `tr`). A language's catalogue of one area
(words/<lang>_<area>.txt: "common", the boxes' words every mode shows; "menu", the game
menu's screens; a mode's, as "king_sheet") is a data file read a line at a time by
words/lookup.py, the one module a mode holds for its words: no catalogue text in RAM.
English is the code's own words: nothing to look up. This module is the game menu's code
(the App drops it when a game opens, MENU_MODULES); the "common" words are copied into
firmware/ui/widgets.py's SAID by words/speak.py's `speak`.
"""

from firmware import storage
from firmware.buttons import B
from firmware.ui import widgets as ui
from shared_rules.compat import forget
from words.speak import speak


def tr(app, s, area="menu"):
    """`s` (English, as the code writes it) in the language of Settings: `s` itself in
    English, or if the catalogue lacks it or cannot be read (no file, no RAM for a lookup:
    the device still says something). words/lookup.py's `tr` (imported for a language alone:
    English's help pages come through this module too), the game menu's area first."""
    if app.settings.get("language", "en") == "en":
        return s
    from words.lookup import tr as find
    return find(app, s, area)


def help_pages(app, game):
    """The rules help of `game` ("buttons": the device's) in the language of Settings: the
    PAGES of words/<lang>_help_<game>.py (words/en_help_<game>.py the English, and the pages of
    a language the board lacks), or None when the board has none. Kept here, off the ROMFS
    image (full): text a board reads only at the game menu. The module leaves sys.modules at
    once: its pages go with the help's screen."""
    for lang in (app.settings.get("language", "en"), "en"):
        name = "words.%s_help_%s" % (lang, game)
        try:
            pages = __import__(name, None, None, ("PAGES",)).PAGES
        except ImportError:
            continue
        forget(name)
        return pages
    return None


LANGUAGES = ("en", "sv", "da")  # (menu/power_on.py's, for the host's tools)


def choose(app, lang):
    """The language `lang` for this power-on (the simulator's and the screenshots' `--lang`):
    the settings say it and the boxes' words are in it; not saved (Settings saves a choice)."""
    if lang not in LANGUAGES:
        raise ValueError("the language is one of: %s" % ", ".join(LANGUAGES))
    app.settings["language"] = lang
    app.ask_language = None  # (chosen: the first power-on's question is not asked)
    speak(app)


def first_boot(files):
    """The language to offer first when this is a board's first power-on after `make deploy`
    (its FIRST_BOOT_FILE, no settings yet): the game menu asks, once; else None. A deploy over
    a board already set up leaves the file too: it is removed, nothing asked."""
    if not files.exists(storage.FIRST_BOOT_FILE):
        return None
    if files.exists(storage.SETTINGS_FILE):
        try:
            files.remove(storage.FIRST_BOOT_FILE)
        except OSError:
            pass
        return None
    try:
        with files.open(storage.FIRST_BOOT_FILE, "r") as f:
            lang = f.read(8).strip()
    except OSError:
        lang = ""
    return lang if lang in LANGUAGES else "en"


class LanguageQuestion(ui.Menu):
    """A board's first power-on after `make deploy` (`first_boot`): the
    three languages, each in its own words, the cursor on the one the deploy suggested (the
    host's). A (or B: the one under the cursor) keeps it in the settings, and the game menu
    is made again in it; the question is not asked again. (Here, beside the catalogues, for
    the ROMFS image's room: a board without the words asks nothing.)"""

    def __init__(self, lang):
        ui.Menu.__init__(self, "Language/Språk/Sprog", ["English", "Svenska", "Dansk"],
                         self.chosen, LANGUAGES.index(lang))

    def chosen(self, app, i):
        app.settings["language"] = LANGUAGES[i]
        app.ask_language = None
        speak(app)
        try:
            storage.save(app.files, storage.SETTINGS_FILE, app.settings)
            app.files.remove(storage.FIRST_BOOT_FILE)
        except OSError as e:  # said over the game menu; asked again at the next power-on
            app.notice = ui.SAID[5] % e
        app.home()

    def key(self, app, k):
        if k == B:
            self.chosen(app, self.index)
        else:
            ui.Menu.key(self, app, k)
