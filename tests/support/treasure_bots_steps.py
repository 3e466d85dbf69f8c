"""Kings and Treasures vs bots driven as a player drives it, for the tests: a game started,
the bots let play until a person's turn or a bot's move, a person's move played."""
from shared_rules.treasure import bot as treasure_bot
from tests.support.firmware_script import Driver
from tests.support.treasure_bots_script import (person_steps, play_screen, start_steps)


SAVE_NAME = "treasure_bots.sav"  # its save and Resume label (menu/home.py's MODES)


def started(level=0, seats=2, people=(0,), files=None):
    d = Driver(files)
    d.run(start_steps(level, seats, people))
    return d


def until_person(d):
    """Let the bots play (their steps time out) until a person's board is up."""
    for _ in range(200):
        screen = play_screen(d)
        if screen.stage in ("move", "end"):
            return screen
        d.run(["wait 100"])
    raise AssertionError("no person's turn came")


def at_a_bots_move():
    """Seat 1 a bot, seat 2 the person: on to the bot's move (after the person's first move
    when the person starts)."""
    d = started(0, 2, (1,))
    screen = play_screen(d)
    if screen.stage not in ("from", "bot"):
        until_person(d)
        state = screen.game.state.copy()
        d.run(person_steps(screen, state, treasure_bot.choose(state.view(state.turn))))
    return d, screen


def play_last_legal_move(d, screen):
    """The person plays its last legal move and the bots answer; returns the position before."""
    before = screen.game.state.to_dict()
    state = screen.game.state.copy()
    d.run(person_steps(screen, state, state.legal_moves()[-1]))
    until_person(d)
    return before
