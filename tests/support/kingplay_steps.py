"""King vs bots driven as a player drives it, for the tests: the mode opened from the game menu,
the table screen found, the bots let play until a condition or the person's card turn."""
from firmware.king.vs_bots import Table
from shared_rules.king.rules import PLAY
from tests.support.firmware_script import Driver


OPEN = ["wait 1600", "D", "A", "D", "A"]  # game menu > King > Play vs bots


def opened(files=None):
    d = Driver(files)
    d.run(OPEN)
    return d


def table(d):
    for s in reversed(d.app.stack):
        if isinstance(s, Table):
            return s
    return None


def advance(d, until, limit=3000):
    """Press A (skip a pause, take the first menu item, play the card under the cursor) until
    `until(d)` holds."""
    for _ in range(limit):
        if until(d):
            return
        d.run(["A"])
        assert d.app.errors == 0, d.app.last_error
    raise AssertionError("never reached")


def my_card_turn(d):
    """Your card to play, and "Your turn" up long enough for A to play it."""
    t = table(d)
    return t is not None and d.app.top() is t and t.my_turn() and t.game.phase == PLAY \
        and t.turn_ready(d.app.now)
