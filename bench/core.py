# Shared core under MicroPython: heap after import, and the cost of shuffling a deck.
import gc

gc.collect()
base = gc.mem_alloc()
from shared_rules import cards  # noqa: E402
from shared_rules.compat import ticks_diff, ticks_us  # noqa: E402
from shared_rules.rng import Random  # noqa: E402

gc.collect()
print("heap for cards + rng modules: %d bytes (64-bit unix port; ~half on a board)"
      % (gc.mem_alloc() - base))

r = Random(1)
deck = cards.deck()
runs = 2000
start = ticks_us()
for _ in range(runs):
    r.shuffle(deck)
elapsed = ticks_diff(ticks_us(), start)
print("shuffle 52 cards: %.1f us mean over %d" % (elapsed / runs, runs))
start = ticks_us()
for _ in range(runs):
    cards.parse("QH")
    cards.token(42)
elapsed = ticks_diff(ticks_us(), start)
print("parse + format one token: %.2f us mean" % (elapsed / runs))
