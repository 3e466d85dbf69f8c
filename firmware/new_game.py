"""A new game of the open mode in place of the one its save holds: what every mode's set-up does
when it starts a game, written once (issue 36).

A game in the save that is not over is asked about first ("Replace the saved game?"); on Yes it
is recorded as given up (firmware/records_write.py: a game begun and never finished) before the
mode's `start(app)` writes the new game over it. A finished game, or none, is replaced unasked.
Imported by the modes' set-up screens for that step alone (`import_once`): its code leaves RAM
with the question.
"""
from shared_rules.compat import import_once
from firmware import storage
from firmware.ui import widgets as ui

RECORDS_WRITE = "firmware.records_write"


def holds_game(app):
    """True if the open mode's save holds a game that is not over."""
    data = storage.load(app.files, app.save_file)
    return isinstance(data, dict) and data.get("over") is not True


def begin(app, start):
    """`start(app)` at once, or after "Replace the saved game?" when the save holds a game."""
    if holds_game(app):
        app.push(ui.Confirm(ui.SAID[3], lambda app: replace(app, start)))
    else:
        start(app)


def replace(app, start):
    """The saved game recorded as given up, then `start(app)`; a record the flash refused is
    said over the new game (which is started all the same)."""
    problem = import_once(RECORDS_WRITE).given_up(app)
    start(app)
    if problem:
        app.push(ui.Message(problem))
