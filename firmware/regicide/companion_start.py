"""The Regicide companion's ways in: a new game (how many players, the options come from
Settings, then Start, which asks before it replaces a saved game) and a saved game resumed
(every step of its Undo checked).

Imported while the new game's screen shows, or for the Resume alone (`compat.import_once`, from
`firmware/regicide/companion.py`, which hands it the game's class): a game being followed keeps
none of this code in RAM.
"""
from shared_rules.regicide.companion import TableCompanion
from firmware import storage
from firmware.ui import widgets as ui
from firmware.replay import Replay


def resume(app, data, Companion):
    """From the game menu's Resume: the saved game (`data`, the save's newest good copy, or
    None) as a `Companion` (the mode's game class); False if it cannot be read."""
    game = None
    if isinstance(data, dict) and data.get("game") == "regicide-solo":  # an older version's
        old_file = app.save_file
        return app.take_mode("regicide.solo").resume(app, data, old_file)
    if isinstance(data, dict) and data.get("game") == "regicide":
        try:
            game = Companion(TableCompanion.from_dict(data.get("companion")),
                             Replay.from_save(data.get("undo"), check=_step_saved))
        except (ValueError, TypeError, KeyError, AttributeError):
            game = None
    if game is None:
        return False
    game.show_status(app)
    return True


# The companion's steps that Undo replays: the method and its argument (a text, a seat).
_STEPS = {"reveal": str, "play": str, "pay": str, "cannot_pay": str, "choose_next": int,
          "yield_turn": None, "flip": None}


def _step_saved(method, args):
    """True for a step as `Companion.step` saves it."""
    kind = _STEPS.get(method, 0)
    if kind is None:
        return not args
    return len(args) == 1 and (isinstance(args[0], str) if kind is str
                               else kind is int and type(args[0]) is int and 0 <= args[0] <= 3)


class Setup(ui.Menu):
    """New game: how many players; Solo yield and Jester self come from Settings.
    `Companion`: the mode's game class (`firmware/regicide/companion.py`), which starts it."""

    def __init__(self, app, Companion):
        self.Companion = Companion
        self.players = 1
        ui.Menu.__init__(self, "New Regicide game", [], self.select, 0, self.change)
        self.options = app.settings["regicide"]
        self.relabel()

    def relabel(self):
        o = self.options
        self.items = ["Players: %d" % self.players, "Start",
                      "Solo yield: %s" % o["solo_yield"].replace("_", " "),
                      "Jester self: %s" % ("yes" if o["jester_self"] else "no")]

    def change(self, app, index, step):
        if index == 0:
            self.players = (self.players - 1 + step) % 4 + 1
            self.relabel()

    def select(self, app, i):
        if i == 0:
            self.change(app, 0, 1)
        elif i == 1:
            if storage.has_save(app.files, app.save_file):
                app.push(ui.Confirm("Replace the saved game?", self.start))
            else:
                self.start(app)
        else:
            app.push(ui.Message("Options are set in Settings on the game menu."))

    def start(self, app):
        o = self.options
        game = self.Companion(TableCompanion(self.players, o["solo_yield"],
                                             o["jester_self"]), Replay())
        problem = game.save(app)
        if problem:
            app.push(ui.Message(problem))
        else:
            game.show_status(app, replace=self)
