# The bots' level ladder (issue 40): each level against the next, on the same seeds, in every
# game; win rates with their Wilson 95 % intervals. King: two seats of each level, alternating
# (tests/support/bot_ladder.py), won by the top score's level (fair: 50 %); Kings and
# Treasures, complete level: two players, then four (two of each level), seats alternating;
# Regicide: every seat of one level, solo and 2, 3 and 4 players, games won on the same seeds.
# Usage: micropython bench/levels.py [GAMES [FIRST [GAMES_LIST]]] (defaults 200 a setting,
# seeds from 500000, "king,treasure,regicide"). Easy's mistake rates were set on Regicide seeds
# 410000-410149 and nothing else; the bench's seeds were never used to set anything.
import sys

from shared_rules.compat import ticks_diff, ticks_us
from tests.support import bot_ladder as L

GAMES = int(sys.argv[1]) if len(sys.argv) > 1 else 200
FIRST = int(sys.argv[2]) if len(sys.argv) > 2 else 500000
WHICH = sys.argv[3].split(",") if len(sys.argv) > 3 else ("king", "treasure", "regicide")
PAIRS = (("easy", "normal"), ("normal", "hard"))


def wilson(wins, n):
    # The 95 % Wilson score interval of a win rate, in percent.
    z = 1.96
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * ((p * (1 - p) / n + z * z / (4 * n * n)) ** 0.5) / (1 + z * z / n)
    return (centre - half) * 100, (centre + half) * 100


def rate(wins, n):
    low, high = wilson(wins, n)
    return "%.1f%% (95%% %.1f-%.1f)" % (100.0 * wins / n, low, high)


def match_line(name, match, low, high):
    seeds = range(FIRST, FIRST + GAMES)
    start = ticks_us()
    up, down, shared = L.tally(match, seeds, low, high)
    print("%s, %s vs %s, %d games (seeds %d-%d): %s wins %s, %s wins %s, shared %d (%d s)"
          % (name, high, low, GAMES, FIRST, FIRST + GAMES - 1, high, rate(up, GAMES), low,
             rate(down, GAMES), shared, ticks_diff(ticks_us(), start) // 1000000))


def four(seed, low, high):
    return L.treasure_match(seed, low, high, players=4)


for game in WHICH:
    for low, high in PAIRS:
        if game == "king":
            match_line("King", L.king_match, low, high)
        elif game == "treasure":
            match_line("Kings and Treasures 2 players", L.treasure_match, low, high)
            match_line("Kings and Treasures 4 players", four, low, high)
    if game == "regicide":
        for players in (1, 2, 3, 4):
            seeds = range(FIRST, FIRST + GAMES)
            won = {}
            for level in ("easy", "normal", "hard"):
                won[level] = [L.regicide_won(s, level, players) for s in seeds]
            parts = []
            for level in ("easy", "normal", "hard"):
                parts.append("%s won %s" % (level, rate(sum(won[level]), GAMES)))
            print("Regicide %d player%s, %d games (seeds %d-%d): %s" % (
                players, "" if players == 1 else "s", GAMES, FIRST, FIRST + GAMES - 1,
                "; ".join(parts)))
            for low, high in PAIRS:
                only_high = sum(1 for i in range(GAMES) if won[high][i] and not won[low][i])
                only_low = sum(1 for i in range(GAMES) if won[low][i] and not won[high][i])
                print("  same seeds, %s won and %s lost %d, the other way %d"
                      % (high, low, only_high, only_low))

# King's Hard against three baseline players (issue 40's target: 55 % of games won), Normal
# beside it on the same seeds: one seat (rotating with the seed) against three baselines.
if "king" in WHICH:
    from shared_rules.king import bot as king_bot  # noqa: E402
    from shared_rules.king.game import new_game  # noqa: E402
    from tests.support import king_players  # noqa: E402

    for level in ("normal", "hard"):
        wins = 0
        start = ticks_us()
        for seed in range(FIRST, FIRST + GAMES * 2):
            seat = seed % 4
            game = new_game(seed)
            while not game.is_terminal():
                s = game.current_player()
                view = game.view(s)
                game.apply(king_bot.choose(view, level) if s == seat
                           else king_players.baseline(view))
            totals = game.totals()
            if totals[seat] == max(totals):
                wins += 1
        print("King, one %s bot against three baselines, %d games (seeds %d-%d): won %s (%d s)"
              % (level, GAMES * 2, FIRST, FIRST + GAMES * 2 - 1, rate(wins, GAMES * 2),
                 ticks_diff(ticks_us(), start) // 1000000))

# Kings and Treasures' Hard against the greedy baseline (issue 40's targets, complete level:
# 2 players 90 %, 3 players 45 %, 4 players 35 % of games won), Normal beside it on the same
# seeds: one seat (rotating with the seed) against greedy players, as bench/treasure_bot.py.
if "treasure" in WHICH:
    from shared_rules.rng import Random  # noqa: E402
    from shared_rules.treasure import bot as treasure_bot  # noqa: E402
    from shared_rules.treasure import game as treasure  # noqa: E402
    from shared_rules.treasure.players import greedy  # noqa: E402

    for players in (2, 3, 4):
        for level in ("normal", "hard"):
            wins = 0
            start = ticks_us()
            for seed in range(FIRST, FIRST + GAMES):
                rng = Random(seed * 7 + 1)
                state = treasure.new_game(seed, players=players, level="complete")
                seat = seed % players
                while not state.is_terminal():
                    if state.turn == seat:
                        move = treasure_bot.choose(state.view(seat), level)
                    else:
                        move = greedy(state, rng)
                    state.apply(move)
                if seat in state.winners():
                    wins += 1
            print("Kings and Treasures, one %s bot against %d greedy, %d games (seeds %d-%d): "
                  "won %s (%d s)" % (level, players - 1, GAMES, FIRST, FIRST + GAMES - 1,
                                     rate(wins, GAMES), ticks_diff(ticks_us(), start) // 1000000))
