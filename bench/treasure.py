# Kings and Treasures: time to compute the legal destinations of one King, fast search vs the
# naive path enumeration, over the fixed corpus of tests/treasure_naive.corpus()
# (seeded random games at all three levels plus adversarial positions), and the heap it takes.
# The machine may be busy: every time is the best of several runs (stated below), and the 25
# slowest positions are timed again with more runs, so a preempted run does not count.
import gc

try:
    import micropython
except ImportError:  # CPython, for a quick look
    micropython = None

gc.collect()
base = gc.mem_alloc()
from shared_rules.treasure.moves import destinations  # noqa: E402

gc.collect()
moves_heap = gc.mem_alloc() - base
from shared_rules.treasure import game as treasure  # noqa: E402,F401

gc.collect()
engine_heap = gc.mem_alloc() - base
from shared_rules.compat import ticks_diff, ticks_us  # noqa: E402
from tests.support.treasure_naive import corpus, naive_destinations  # noqa: E402

FAST_RUNS = 3
NAIVE_RUNS = 1
RETIME = 25
RETIME_FAST_RUNS = 20
RETIME_NAIVE_RUNS = 3
N_MAX = 1200
fast_t = [0] * N_MAX
naive_t = [0] * N_MAX


def best(fn, args, runs):
    b = 1 << 29
    for _ in range(runs):
        t = ticks_us()
        fn(*args)
        e = ticks_diff(ticks_us(), t)
        if e < b:
            b = e
    return b


n = 0
mismatches = 0
for label, board, start, steps, level, others in corpus():
    args = (board, start, steps, level, others)
    fast_t[n] = best(destinations, args, FAST_RUNS)
    naive_t[n] = best(naive_destinations, args, NAIVE_RUNS)
    if destinations(*args) != naive_destinations(*args):
        mismatches += 1
    n += 1

slow = sorted(range(n), key=lambda i: -fast_t[i])[:RETIME]
slow_set = set(slow)
i = 0
labels = {}
heap_peak = 0
for label, board, start, steps, level, others in corpus():
    if i in slow_set:
        args = (board, start, steps, level, others)
        fast_t[i] = best(destinations, args, RETIME_FAST_RUNS)
        naive_t[i] = best(naive_destinations, args, RETIME_NAIVE_RUNS)
        labels[i] = "%s, %d steps, %s, from %s" % (label, steps, treasure.LEVELS[level],
                                                   treasure.cell_name(start))
        gc.collect()
        before = gc.mem_alloc()
        gc.disable()
        destinations(*args)
        used = gc.mem_alloc() - before
        gc.enable()
        if used > heap_peak:
            heap_peak = used
    i += 1

order = sorted(range(n), key=lambda i: fast_t[i])
worst = order[-1]
median = fast_t[order[n // 2]]
naive_sorted = sorted(naive_t[:n])
naive_worst = max(range(n), key=lambda i: naive_t[i])
print("corpus: %d positions (fast == naive on %d)" % (n, n - mismatches))
print("fast search, best of %d (slowest %d: best of %d):" % (FAST_RUNS, RETIME, RETIME_FAST_RUNS))
print("  median %d us, worst %d us (the Pico's own figures: make bench's emulated Pico)"
      % (median, fast_t[worst]))
print("  worst case: %s" % labels[worst])
print("naive enumeration, same run:")
print("  median %d us, worst %d us" % (naive_sorted[n // 2], naive_sorted[-1]))
print("  on the fast search's worst case: %d us, so %.1fx faster there"
      % (naive_t[worst], naive_t[worst] / fast_t[worst]))
print("  on the naive worst case: fast %d us, %.1fx faster"
      % (fast_t[naive_worst], naive_t[naive_worst] / max(1, fast_t[naive_worst])))
print("slowest positions (fast us / naive us):")
for i in order[-5:]:
    print("  %6d / %7d  %s" % (fast_t[i], naive_t[i], labels.get(i, "")))
print("heap: treasure_moves %d bytes, with the engine %d bytes (unix port, 64-bit)"
      % (moves_heap, engine_heap))
print("heap: one destinations call allocates at most %d bytes (slowest positions)" % heap_peak)
if micropython:
    micropython.mem_info()
