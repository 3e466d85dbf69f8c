"""Presses as a hurried table makes them, for the mashing and mode tests: a press in a few
frames, a menu line chosen by its words, the way back to the game menu, random presses kept
inside a mode."""
from firmware.buttons import A, B, DOWN, LEFT, RIGHT, UP


KEYS = (UP, DOWN, LEFT, RIGHT, A, A, UP, DOWN, LEFT, RIGHT, A, B)


STEP_MS = 40  # a press: down for two frames, up for two (the debounce takes one frame)


def fast_press(d, key, hold_frames=2):
    for _ in range(hold_frames):
        d.app.tick(d.now, key)
        d.now += STEP_MS
    for _ in range(2):
        d.app.tick(d.now, 0)
        d.now += STEP_MS


def select(d, label):
    """Choose the menu line `label` (its English words, in the language of Settings: mashing
    in Settings may have changed it)."""
    from words.language import tr
    menu = d.app.top()
    i = menu.items.index(tr(d.app, label))
    for _ in range((i - menu.index) % len(menu.items)):
        fast_press(d, DOWN)
    fast_press(d, A)


def back_to_game_menu(d):
    """Press B until the game menu; each press must not go deeper."""
    for _ in range(15):
        if d.app.at_game_menu():
            return
        depth = len(d.app.stack)
        fast_press(d, B)
        assert len(d.app.stack) <= depth or d.app.at_game_menu()
    raise AssertionError("B did not lead back to the game menu from %r" % d.app.top())


def random_press(d, rng, keys=KEYS):
    """One random key press from `keys`; one in 300 is a long B (the confirm to leave)."""
    if rng.randbelow(300) == 0:
        fast_press(d, B, hold_frames=30)
    else:
        fast_press(d, keys[rng.randbelow(len(keys))])


def mash_inside(d, rng, enter, inside, presses, keys=KEYS, segment=250):
    """Random presses with a game mode on screen: `enter(d)` whenever `inside(d)` is false,
    and after each segment B must lead back to the game menu. Never raises, or fails."""
    count = 0
    while count < presses:
        enter(d)
        for _ in range(segment):
            if not inside(d):
                enter(d)
            random_press(d, rng, keys)
            count += 1
        assert d.app.errors == 0, d.app.last_error
        back_to_game_menu(d)
    assert d.app.errors == 0, d.app.last_error
    return count
