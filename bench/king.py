# King bots under MicroPython: strength against random and baseline players, decision time.
# One bot (seat rotating with the game number) plays seeded games against three random legal
# players, then against three copies of the baseline (king_bot.baseline). Every bot decision
# is timed with ticks_us (garbage collected between deals, as the firmware does); the figures are unix-port figures (a Pico is ~250x slower).
import gc
import sys

gc.collect()
base = gc.mem_alloc()
from shared_rules import king_bot  # noqa: E402
from shared_rules.compat import ticks_diff, ticks_us  # noqa: E402
from shared_rules.king import King  # noqa: E402
from shared_rules.rng import Random  # noqa: E402

gc.collect()
print("heap for king + king_bot + score sheet: %d bytes (64-bit unix port; ~half on a board)"
      % (gc.mem_alloc() - base))

GAMES = 1000
if len(sys.argv) > 1:
    GAMES = int(sys.argv[1])

stats = [0, 0, 0]  # decisions, total us, worst us


def timed_bot(view):
    t0 = ticks_us()
    move = king_bot.choose(view)
    dt = ticks_diff(ticks_us(), t0)
    stats[0] += 1
    stats[1] += dt
    if dt > stats[2]:
        stats[2] = dt
    return move


def run(label, make_opponent):
    total = 0
    wins = 0
    start = ticks_us()
    peak = 0
    for g in range(GAMES):
        seat = g % 4
        players = [make_opponent(g) for _ in range(4)]
        players[seat] = timed_bot
        game = King.new_game(g)
        deal = -1
        while not game.is_terminal():
            if game.deal_index != deal:
                # a quiet moment, as the firmware collects between deals
                deal = game.deal_index
                gc.collect()
            s = game.current_player()
            game.apply(players[s](game.view(s)))
        t = game.totals()
        total += t[seat]
        if t[seat] == max(t):
            wins += 1
        if g % 50 == 0:
            gc.collect()
            used = gc.mem_alloc()
            if used > peak:
                peak = used
    elapsed = ticks_diff(ticks_us(), start) // 1000
    print("%s: %d games, bot mean final score %d, win rate %d.%d%% (shared first counts), "
          "%d ms" % (label, GAMES, total // GAMES, wins * 100 // GAMES,
                     wins * 1000 // GAMES % 10, elapsed))
    print("  heap in use between games (after collect) at most %d bytes" % peak)


def random_opponent(g):
    return king_bot.random_player(Random(g + 7))


def baseline_opponent(g):
    return king_bot.baseline


run("vs 3 random legal players", random_opponent)
run("vs 3 baseline players", baseline_opponent)
n, total_us, worst = stats
print("bot decisions: %d, mean %d us, worst %d us (unix port; x250 for a Pico)"
      % (n, total_us // n, worst))
