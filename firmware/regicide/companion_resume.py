"""The Regicide companion's Resume: a saved game read back, its table by the engine's loader
(every field checked) and every step of its Undo checked as the mode saves them.

Imported for the Resume alone (`compat.import_once`, from `firmware/regicide/companion.py`,
which hands it the game's class): a game being followed keeps none of this code in RAM, and
the Resume none of the new game's screen (`companion_start.py`).
"""
from shared_rules.regicide.companion import TableCompanion
from firmware.replay import Replay

WORDS = "regicide_companion"  # the mode's words (firmware/regicide/companion.py's WORDS)


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
    game.recorded = data.get("recorded")  # (firmware/records_write.py)
    app.words_area = WORDS
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
