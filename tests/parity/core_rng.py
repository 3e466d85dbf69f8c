# The seeded generator: identical numbers, shuffles and choices on every interpreter, and no
# large integers (on MicroPython the heap is locked while it runs: a big int would raise).
from shared_rules import cards
from shared_rules.rng import Random

try:
    from micropython import heap_lock, heap_unlock
except ImportError:  # CPython
    def heap_lock():
        pass

    def heap_unlock():
        pass

for seed in (0, 1, 7, 123456789, 2**29 + 3, -5):
    r = Random(seed)
    print(seed, [r.next() for _ in range(4)], [r.randbelow(n) for n in (1, 2, 3, 52, 1000003)])
    deck = cards.deck()
    r.shuffle(deck)
    print(" ".join(cards.tokens(deck)))
    print(r.choice("SHDC"), r.state())



def draw_many(r, n):
    total = 0
    for _ in range(n):
        total = (total + r.randbelow(53) + r.next() % 7) & 0xFFFF
    return total


r = Random(99)
draw_many(r, 1)
total = 0
heap_lock()
try:
    total = draw_many(r, 20000)
finally:
    heap_unlock()
print("allocation-free run", total)

r = Random(5)
r2 = Random(0)
r2.set_state(r.state())
print(r.next() == r2.next(), r.state() == r2.state())
