"""The Regicide table companion driven as a table drives it, for the tests: a game started,
its first enemy turned up, an action of the status screen chosen by its words, its table read."""
from firmware.regicide.companion import Status
from tests.support.firmware_script import Driver
from tests.support.regicide_firmware_script import open_companion, tell


def started(players, files=None):
    d = Driver(files)
    d.run(open_companion(players))
    return d


def enemy_up(card, players=2):
    """A new companion game with the first enemy `card` turned up, back on the status screen."""
    d = started(players)
    choose(d, "Turn up next enemy")
    tell(d, card)
    d.run(["B"])
    return d


def status_of(d):
    for s in reversed(d.app.stack):
        if isinstance(s, Status):
            return s
        if isinstance(getattr(s, "game_screen", None), Status):  # the game's menu in its place
            return s.game_screen
    raise AssertionError("no status screen in %r" % d.app.stack)


def table_of(d):
    return status_of(d).game.table


def choose(d, label):
    """Run the status screen's action called `label`."""
    st = d.app.top()
    assert isinstance(st, Status), st
    labels = [a for a, _ in st.actions(d.app)]
    moves = (labels.index(label) - st.index) % len(labels)
    d.run(["D*%d" % moves] if moves else [])
    d.run(["A"])
