"""The Regicide companion's Resume: a saved game read back, its table by the engine's loader
(every field checked) and every step of its Undo checked as the mode saves them.

Imported for the Resume alone (`compat.import_once`, from
`firmware/regicide/companion_entry.py`, which hands it the way to the game's screens): a game
being followed keeps none of this code in RAM, and the Resume none of the new game's screen
(`companion_start.py`).
"""
from shared_rules.regicide.companion import TableCompanion
from firmware.replay import Replay

WORDS = "regicide_companion"  # the mode's words (companion_entry.py's WORDS)


def resume(app, data, screens):
    """From the game menu's Resume: the saved game (`data`, the save's newest good copy, or
    None) read back, then the mode's screens imported (`screens()`: its module, whose
    `Companion` is the game's class); False if it cannot be read. The save is read before
    the screens' code comes in: the loaders and the screens are never in RAM together."""
    if isinstance(data, dict) and data.get("game") == "regicide-solo":  # an older version's
        old_file = app.save_file
        return app.take_mode("regicide.solo").resume(app, data, old_file)
    if not (isinstance(data, dict) and data.get("game") == "regicide"):
        return False
    try:
        table = TableCompanion.from_dict(data.get("companion"))
        history = Replay.from_save(data.get("undo"), check=_step_saved)
    except (ValueError, TypeError, KeyError, AttributeError):
        return False
    game = screens().Companion(table, history)
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
