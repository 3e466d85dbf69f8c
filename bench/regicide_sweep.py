# Regicide bot games in every option combination under MicroPython (issue 34): players 1-4 x
# solo_yield x jester_self, N seeded games each (seeds of its own per combination); every game
# must end within tests/support/regicide_sweep.py's MAX_MOVES and nothing may raise (an exception
# stops the bench with its traceback). Prints each combination's wins and longest game.
# Usage: micropython bench/regicide_sweep.py [GAMES] (default 1000 a combination).
import sys

from shared_rules.compat import ticks_diff, ticks_us
from tests.support import regicide_sweep as S

GAMES = int(sys.argv[1]) if len(sys.argv) > 1 else 1000

start = ticks_us()
total = wins_all = longest_all = 0
for index, combination in enumerate(S.combinations()):
    first = 1000000 + index * GAMES
    games, wins, longest, seed = S.sweep(*combination, seeds=range(first, first + GAMES))
    total += games
    wins_all += wins
    if longest > longest_all:
        longest_all = longest
    print("%d player%s, solo_yield %s, jester_self %s: %d games (seeds %d-%d), won %d, "
          "longest %d moves (seed %d)" % (combination[0], "" if combination[0] == 1 else "s",
                                           combination[1], combination[2], games, first,
                                           first + games - 1, wins, longest, seed))
print("all %d combinations: %d games ended, none raised; won %d; longest %d moves (bound %d);"
      " took %.1f s" % (len(S.combinations()), total, wins_all, longest_all, S.MAX_MOVES,
                        ticks_diff(ticks_us(), start) / 1e6))
