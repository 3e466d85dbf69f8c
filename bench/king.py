# King bots under MicroPython: strength against random and baseline players, decision time.
# One bot (seat rotating with the game number) plays seeded games against three random legal
# players, then against three copies of the baseline (tests/support/king_players.py). Every bot decision
# is timed with ticks_us (garbage collected between deals, as the firmware does); the figures
# are unix-port figures (the emulated Pico's are in make bench's last part).
import gc
import sys

gc.collect()
base = gc.mem_alloc()
from shared_rules.king import bot as king_bot  # noqa: E402
from shared_rules.compat import ticks_diff, ticks_us  # noqa: E402
from shared_rules.king.game import new_game  # noqa: E402
from shared_rules.rng import Random  # noqa: E402
from tests.support import king_players  # noqa: E402

gc.collect()
print("heap for king + king_bot + score sheet: %d bytes (64-bit unix port; ~half on a board)"
      % (gc.mem_alloc() - base))

GAMES = 1000
if len(sys.argv) > 1:
    GAMES = int(sys.argv[1])

stats = [0, 0, 0, 0]  # decisions, total us, worst us, decisions over 4 ms
REPEAT = [1]  # timing runs per decision: the minimum counts (scheduler noise removed)


def timed_bot(view):
    best = 1 << 29
    for _ in range(REPEAT[0]):
        t0 = ticks_us()
        move = king_bot.choose(view)
        dt = ticks_diff(ticks_us(), t0)
        if dt < best:
            best = dt
    stats[0] += 1
    stats[1] += best
    if best > stats[2]:
        stats[2] = best
    if best > 4000:
        stats[3] += 1
    return move


def report(label):
    n, total_us, worst, over = stats
    print("%s: %d decisions, mean %d us, worst %d us, %d over 4 ms" % (
        label, n, total_us // n, worst, over))
    for i in range(4):
        stats[i] = 0


def run(label, make_opponent, games):
    total = 0
    wins = 0
    start = ticks_us()
    peak = 0
    for g in range(games):
        seat = g % 4
        players = [make_opponent(g) for _ in range(4)]
        players[seat] = timed_bot
        game = new_game(g)
        deal = -1
        while not game.is_terminal():
            if game.deal_index != deal:
                # a quiet moment, as the firmware collects between deals
                deal = game.deal_index
                gc.collect()
                used = gc.mem_alloc()
                if used > peak:
                    peak = used
            s = game.current_player()
            game.apply(players[s](game.view(s)))
        t = game.totals()
        total += t[seat]
        if t[seat] == max(t):
            wins += 1
    elapsed = ticks_diff(ticks_us(), start) // 1000
    print("%s: %d games, bot mean final score %d, win rate %d.%d%% (shared first counts), "
          "%d ms" % (label, games, total // games, wins * 100 // games,
                     wins * 1000 // games % 10, elapsed))
    print("  heap in use at a deal start (after collect) at most %d bytes" % peak)


def random_opponent(g):
    return king_players.random_player(Random(g + 7))


def baseline_opponent(g):
    return king_players.baseline


run("vs 3 random legal players", random_opponent, GAMES)
run("vs 3 baseline players", baseline_opponent, GAMES)
report("bot decision time, one run each (includes scheduler noise)")
# Decision time proper: a subset of games, each decision timed 3 times, the minimum kept.
REPEAT[0] = 3
TIMED = GAMES // 10 if GAMES >= 100 else GAMES
run("timing subset vs random", random_opponent, TIMED)
run("timing subset vs baseline", baseline_opponent, TIMED)
report("bot decision time on %d + %d games, min of 3 runs per decision" % (TIMED, TIMED))
