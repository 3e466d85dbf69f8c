"""The bots' levels against each other (issue 40), for `bench/levels.py` (MicroPython) and
`tests/rules/test_bot_levels.py`: whole seeded games, the same seeds for every pair of levels.

King and Kings and Treasures: two levels at one table, seats alternating (game `seed` puts the
lower level in the even seats when `seed` is even, in the odd ones when it is odd), so each
level sits in every seat equally often; a game is won by the level of the top score's seat(s)
(a top score shared across the two levels counts as shared). Regicide is played together, not
against each other: each level plays the same seeds, and its games won are compared.
"""
from shared_rules.king import bot as king_bot
from shared_rules.king.game import new_game as king_game
from shared_rules.regicide import bot as regicide_bot
from shared_rules.regicide import game as regicide
from shared_rules.treasure import bot as treasure_bot
from shared_rules.treasure import game as treasure


def seat_levels(seed, low, high, seats):
    """The level of each seat in game `seed` (the two levels alternating, see above)."""
    first, second = (low, high) if seed % 2 == 0 else (high, low)
    return [first if s % 2 == 0 else second for s in range(seats)]


def _winner(levels, scores, high):
    """1 when the top score is the higher level's alone, 0 the lower's, -1 shared."""
    top = max(scores)
    won = [levels[s] for s in range(len(scores)) if scores[s] == top]
    if all(x == high for x in won):
        return 1
    if all(x != high for x in won):
        return 0
    return -1


def king_match(seed, low, high):
    """1, 0 or -1 (see `_winner`) for one King game of the two levels, two seats each."""
    levels = seat_levels(seed, low, high, 4)
    game = king_game(seed)
    while not game.is_terminal():
        s = game.current_player()
        game.apply(king_bot.choose(game.view(s), levels[s]))
    return _winner(levels, game.totals(), high)


def treasure_match(seed, low, high, players=2, level="complete"):
    """1, 0 or -1 for one Kings and Treasures game of the two levels, seats alternating."""
    levels = seat_levels(seed, low, high, players)
    state = treasure.new_game(seed, players=players, level=level)
    while not state.is_terminal():
        move = treasure_bot.choose(state.view(state.turn), levels[state.turn])
        state.apply(move)
    winners = state.winners()
    return _winner(levels, [1 if s in winners else 0 for s in range(players)], high)


def regicide_won(seed, level, players=1):
    """True when bots of `level` in every seat win the Regicide game dealt from `seed`."""
    g = regicide.new_game(seed, players=players)
    while not g.is_terminal():
        g.apply(regicide_bot.choose(g.view(g.turn), level))
    return g.phase == regicide.PHASE_WON


def tally(match, seeds, low, high):
    """(higher level's wins, lower level's wins, shared) over `seeds`."""
    out = [0, 0, 0]
    for seed in seeds:
        r = match(seed, low, high)
        out[0 if r == 1 else 1 if r == 0 else 2] += 1
    return out
