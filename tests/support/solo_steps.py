"""Regicide solo driven as a player drives it, for the tests: the game opened from the game
menu, its screen found, a whole game played by the Hint's moves."""
from firmware.ui import widgets as ui
from firmware.regicide.solo import Solo, _actions
from tests.support.firmware_script import Driver


OPEN_SOLO = ["wait 1600", "D*2", "A", "D", "A"]


def solo_game(d):
    for s in reversed(d.app.stack):
        if isinstance(s, Solo):
            return s
    raise AssertionError("no solo screen in %r" % d.app.stack)


def started(files=None):
    d = Driver(files)
    d.run(OPEN_SOLO)
    return d


def do(d, name):
    """Run the action `name` (Down to the actions row, Left/Right to it, A)."""
    s = solo_game(d)
    assert d.app.top() is s, d.app.top()
    if not s.on_actions:
        d.run(["D"])
    acts = _actions(s.game)
    moves = (acts.index(name) - s.act) % len(acts)
    d.run((["R*%d" % moves] if moves else []) + ["A"])


def follow_hint(d):
    """Ask the Hint and make its move through the buttons; the news read."""
    do(d, "Hint")
    text = d.app.top().lines[0].lower()  # the move's line ("Hint: Yield"; its reason below)
    d.run(["A"])
    if "flip" in text:
        do(d, "Flip")
    elif "yield" in text:
        do(d, "Yield")
    else:
        d.run(["A"])  # Play / Pay is under the cursor after a hint
    while isinstance(d.app.top(), ui.Message):
        d.run(["A"])


def play_by_hints(d, limit=400):
    """Follow the Hint through the buttons until the game ends."""
    s = solo_game(d)
    for _ in range(limit):
        if s.game.is_terminal():
            return
        follow_hint(d)
    raise AssertionError("the game did not end")
