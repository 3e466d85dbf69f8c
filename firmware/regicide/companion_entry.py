"""The Regicide table companion's way in (its row of menu/home.py's MODES): a new game's
set-up, or a Resume.

A Resume reads the save back (the engine's loaders, each in RAM for its call alone) before the
companion's screens (`firmware/regicide/companion.py`) are imported: on a 96 KB board the
loaders and the screens' code did not fit the heap together, beside the save (the emulated
Pico, docs/benchmarks.md). So this module holds only what both need, the engine and Undo's
steps; the screens come in once the game is read.
"""
from shared_rules.compat import import_once
from shared_rules.regicide.companion import TableCompanion  # noqa: F401 (kept: the game's)
from firmware.replay import Replay  # noqa: F401 (kept: the game's Undo)

GAME = "firmware.regicide.companion"  # the screens, imported once a game is open
START = "firmware.regicide.companion_start"  # a new game's screen, imported while it shows
RESUME = "firmware.regicide.companion_resume"  # a save's reader, for the Resume alone
WORDS = "regicide_companion"  # its words: words/<lang>_regicide_companion.txt (widgets' `tr`)


def screens():
    """The companion's screens' module (kept in sys.modules while the game is open)."""
    return __import__(GAME, None, None, ("Companion",))


def start(app):
    """From the Regicide mode menu: set up a new game (its screen's code is in RAM while it
    shows)."""
    app.words_area = WORDS
    game = screens()
    app.push(import_once(START).Setup(app, game.Companion, game.Instructions))


def resume(app, data):
    """From the game menu's Resume: the saved game (`data`, the save's newest good copy, or
    None); False if it cannot be read (its reader's code is in RAM for the call alone)."""
    return import_once(RESUME).resume(app, data, screens)
