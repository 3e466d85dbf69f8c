"""The records' budgets on the emulated Pico (issue 39): writing a record at a game's end
(≤ 100 ms) and opening the Records list with 300 games in the log (≤ 300 ms: the index of the
kept games, every line's sum checked, and the first screen's five records read), timed by the
chip's own clock with the log on its LittleFS.

`python -m host_tools.pico.records_bench [GAMES]`, or `make bench PICO=records` (a part of
`make bench`'s emulated Pico runs).
"""
import os
import sys

from host_tools.pico import firmware_files
from host_tools.pico.board import EmulatedPico

GAMES = 300
# The board's files as firmware/records.py needs them (storage.Files without its imports), in
# the board's folder of saves (boards/pico.py's SAVE_DIR)
FILES = """
import os
try:
    os.mkdir("/saves")
except OSError:
    pass
class Files:
    def open(self, name, mode):
        return open("/saves/" + name, mode)
    def exists(self, name):
        try:
            os.stat("/saves/" + name)
            return True
        except OSError:
            return False
    def remove(self, name):
        os.remove("/saves/" + name)
"""
SETUP = FILES + """
import time, gc
from firmware import records
files = Files()
KING = [[-100, -50, -25, -25], [-40, -80, -40, -40], [-100, -50, -50, -50], [-60, -60, 0, 0],
        [-160, 0, 0, 0], [-20, -20, -60, -270], [150, 125, 0, 50], [100, 75, 75, 75],
        [225, 0, 50, 50], [100, 100, 100, 25]]
def game(i):
    return records.record("king", "sheet", ["Ann", "Ben", "Cai", "Dan"], {"deals": KING},
                          {"lead": "dealer", "early_end": False}, date="2026-12-04 20:%02d" % (i % 60))
"""
WRITE = """
worst = 0
worst_begin = 0
worst_close = 0
total = 0
slow = []
for i in range(%d):
    t = time.ticks_us()
    f, n = records.begin(files, game(i))
    b = time.ticks_diff(time.ticks_us(), t)
    f.close()
    d = time.ticks_diff(time.ticks_us(), t)
    if d > 90000:
        slow.append("%%d:%%d+%%d" %% (i, b // 1000, (d - b) // 1000))
    worst = max(worst, d)
    worst_begin = max(worst_begin, b)
    worst_close = max(worst_close, d - b)
    total += d
print("write", worst, total // %d, worst_begin, worst_close)
print("slow", " ".join(slow))
"""
OPEN = """
gc.collect()
t = time.ticks_us()
places = records.index(files)
lines = [records.read(files, places[-1 - k]) for k in range(5)]
d = time.ticks_diff(time.ticks_us(), t)
print("open", d, len(places))
"""


def put_records_code(pico):
    """The records' log module (and what it imports) onto a Pico at its REPL, as source."""
    for name in ("firmware/records.py", "shared_rules/compat.py"):
        with open(os.path.join(firmware_files.ROOT, name), "rb") as f:
            pico.put_file(name, f.read())


def measure(games=GAMES):
    """{"write_worst_ms", "write_mean_ms", "before_picture_ms", "commit_ms", "open_ms", "kept",
    "slow"} on the chip: a write whole, and its two parts' worst (`records.begin`, which a
    game's end waits for before its picture, and the file's close, the commit after it);
    "slow": the writes over 90 ms, as "record:begin+commit ms"."""
    with EmulatedPico() as pico:
        pico.boot_to_repl()
        put_records_code(pico)
        pico.exec(SETUP + "\n", limit_ms=60000)
        out = pico.exec(SETUP + WRITE % (games, games) + "\n", limit_ms=600000).split()
        worst, mean, begin, close = int(out[1]), int(out[2]), int(out[3]), int(out[4])
        slow = out[out.index("slow") + 1:]
        out = pico.exec(SETUP + OPEN + "\n", limit_ms=60000).split()
        return {"write_worst_ms": worst / 1000, "write_mean_ms": mean / 1000,
                "before_picture_ms": begin / 1000, "commit_ms": close / 1000,
                "open_ms": int(out[1]) / 1000, "kept": int(out[2]), "slow": slow}


def main(argv):
    games = int(argv[0]) if argv else GAMES
    figures = measure(games)
    print("records on the emulated Pico, %d games written (log on LittleFS):" % games)
    print("  writing a record at a game's end, before its picture: worst %.1f ms (budget 100 ms);"
          " its commit after the picture: worst %.1f ms"
          % (figures["before_picture_ms"], figures["commit_ms"]))
    print("  the two together: worst %.1f ms, mean %.1f ms"
          % (figures["write_worst_ms"], figures["write_mean_ms"]))
    print("  writes over 90 ms (record: ms): %s" % (" ".join(figures["slow"]) or "none"))
    print("  opening the Records list with %d games kept: %.1f ms (budget 300 ms)"
          % (figures["kept"], figures["open_ms"]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
