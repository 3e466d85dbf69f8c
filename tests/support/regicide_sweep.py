"""Whole Regicide games of the bot in every option combination, seeded: each must end within
`MAX_MOVES` moves without an exception. `tests/rules/test_regicide_bot_sweep.py` plays a few games of
each combination on CPython, `bench/regicide_sweep.py` 1,000 of each under MicroPython.

A bot game is bounded well below `MAX_MOVES`: at most 360 plays of cards (the twelve enemies'
health), two Jesters per enemy each followed by a choice, a payment after each play or yield,
yields that pay a card or come between plays (`shared_rules/regicide/bot.py` says why); the
longest game seen is under 100 moves.
"""
from shared_rules.regicide import game as R
from shared_rules.regicide import bot as B

MAX_MOVES = 2000


def combinations():
    """Every (players, solo_yield, jester_self) the engine accepts."""
    out = []
    for players in (1, 2, 3, 4):
        for solo_yield in R.SOLO_YIELD:
            for jester_self in (True, False):
                out.append((players, solo_yield, jester_self))
    return out


def play(players, solo_yield, jester_self, seed):
    """(moves, won) of the bot's game from `seed`; AssertionError if it is still going after
    MAX_MOVES moves (an exception of the bot or the engine goes up as it is)."""
    g = R.new_game(seed, players=players, solo_yield=solo_yield, jester_self=jester_self)
    moves = 0
    while not g.is_terminal():
        assert moves < MAX_MOVES, "seed %d: %d moves and no end (%d players, %s, %s)" % (
            seed, moves, players, solo_yield, jester_self)
        g.apply(B.choose(g.view(g.turn)))
        moves += 1
    return moves, g.phase == R.PHASE_WON


def sweep(players, solo_yield, jester_self, seeds):
    """(games, wins, longest game in moves, its seed) over the seeds."""
    games = wins = longest = longest_seed = 0
    for seed in seeds:
        moves, won = play(players, solo_yield, jester_self, seed)
        games += 1
        wins += won
        if moves > longest:
            longest = moves
            longest_seed = seed
    return games, wins, longest, longest_seed
