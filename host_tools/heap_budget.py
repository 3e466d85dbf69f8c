"""Each device mode's scripted game inside a hard heap, with the compiled files as deployed.

Heap budgets (issue 15): with the `.mpy` files on the filesystem (`make deploy`) a whole game
of every mode fits in 96 KB of heap; with them in a ROMFS partition (`make deploy ROMFS=1`,
bytecode run in place from flash) in 64 KB.

How: each mode's button script (the scripted games of the firmware tests, tests/heap_games.py)
is played once on CPython through the tests' Driver, recording every frame's buttons and a hash
of each kept frame. The MicroPython unix port then plays the same frames on the real firmware
(tests/heap_player.py) with `-X heapsize=<KB>wK` (the `w` scales the figure by the word size:
this 64-bit port's objects are twice a board's) and only the compiled `.mpy` files to import,
from a folder or from a ROMFS image built by `mpremote romfs build`. A MemoryError anywhere is
a failed budget; the kept frames must hash as on CPython (the same game was played).

`python -m host_tools.heap_budget [MODE ...]`: each mode's result at the budgets and its peak
(the smallest heap the game runs in, found by bisection), filesystem and ROMFS;
`python -m host_tools.heap_budget soak [fs|rom] [KB]`: 20 games back to back in one App, as
an evening on a board: cycling through the modes, each started from the game menu the last
one was left for (its saves put aside), the heap never reset, the largest free block measured
at each game's end and at the game menu after it; the heap is SOAK_HEAP_KB unless given.
"""
import os
import shutil
import subprocess
import sys
import tempfile

from host_tools import build
from host_tools.micropython_runner import ROOT, micropython_command

BUDGET_KB = {"fs": 96, "rom": 64}
# A mode that does not fit its budget would be held here to the heap it needs instead (its
# measured peak, `python -m host_tools.heap_budget`, plus 3 KB), so that it cannot grow
# unnoticed: none since 2026-12-01 (every mode at least 3 KB under, docs/benchmarks.md).
OVER_BUDGET_KB = {}
LARGEST_FLOOR = 16 * 1024  # the soak's floor for the largest free block (a board's bytes)
WORK = os.path.join(build.BUILD, "heap")
PLAYER = os.path.join(ROOT, "tests", "heap_player.py")
# This port's words are 8 bytes, a board's 4: heap figures printed by the player are halved
# to give a board's equivalent (the same scaling `-X heapsize=NwK` applies).
WORD_SCALE = 2


def prepare():
    """Compile shared_rules/ and firmware/ into build/heap/fs/ and pack them into
    build/heap/rom.romfs; returns (fs folder, image path). Stops, naming it, at a file that does
    not compile."""
    fs = os.path.join(WORK, "fs")
    shutil.rmtree(WORK, ignore_errors=True)
    for source in build.device_sources():
        if source.split("/")[0] not in ("shared_rules", "firmware"):
            continue
        target, error = build.compile_one(source, fs)
        if error:
            raise SystemExit("mpy-cross cannot compile %s: %s" % (source, error))
    image = os.path.join(WORK, "rom.romfs")
    mpremote = os.path.join(ROOT, ".venv", "bin", "mpremote")
    subprocess.run([mpremote if os.path.exists(mpremote) else "mpremote", "romfs", "--no-mpy",
                    "-o", image, "build", fs], check=True, capture_output=True)
    return fs, image


def frame_hash(data):
    h = 0
    for b in data:
        h = (h * 31 + b) & 0xFFFFFF
    return h


def record(game):
    """Play `game(driver)` on CPython; returns (frame lines for the player, expected snaps)."""
    from tests.heap_games import Recorder
    d = Recorder()
    game(d)
    if d.app.errors:
        raise AssertionError("the game hit an error on CPython: %r" % d.app.last_error)
    return d.lines, ["snap %s %d" % (name, frame_hash(data)) for name, data in d.snaps]


class Run:
    """What one MicroPython run printed: its snaps, largest free blocks, errors, status."""

    def __init__(self, proc):
        self.status = proc.returncode
        self.output = proc.stdout + proc.stderr
        lines = proc.stdout.splitlines()
        self.snaps = [x for x in lines if x.startswith("snap ")]
        self.largest = [int(x.split()[1]) // WORD_SCALE for x in lines
                        if x.startswith("largest ")]
        self.live = [int(x.split()[3]) // WORD_SCALE for x in lines if x.startswith("largest ")]
        self.free = [int(x.split()[1]) for x in lines if x.startswith("free ")]
        self.source = "".join(x[5:] for x in lines if x.startswith("from "))
        self.errors = [x for x in lines if x.startswith("errors ")]
        self.done = any(x.startswith("done ") for x in lines)
        self.memory_error = "MemoryError" in self.output
        # {screen: (redraws, most bytes, total bytes)}: what its redraws allocated (`redraws`)
        self.redraws = {x.split()[1]: tuple(int(n) for n in x.split()[2:]) for x in lines
                        if x.startswith("redraw ")}

    @property
    def ok(self):
        return self.status == 0 and self.done and not self.errors


def play(lines, storage, heap_kb, fs, image, timeout=600, options=()):
    """Play the frame `lines` under the unix port with `heap_kb` of heap (a board's KB),
    importing the compiled files from the folder `fs` or the ROMFS `image`; returns a Run.
    `options`: the player's own (`redraws`)."""
    with _workplace(fs, image) as tmp:
        with open(os.path.join(tmp, "frames"), "w") as f:
            f.write("\n".join(lines) + "\n")
        if storage == "fs":
            return Run(_micropython(["player.py", "frames"] + list(options), heap_kb, "fs", tmp,
                                    timeout))
        # The image is read into the heap, then a ballast leaves the budget's free heap.
        free = plain_free(heap_kb, fs)
        extra_kb = os.path.getsize(image) // 1024 // WORD_SCALE + 8
        return Run(_micropython(["player.py", "frames", "rom=rom.img", "free=%d" % free],
                                heap_kb + extra_kb, "none", tmp, timeout))


class _workplace:
    """A temporary folder holding the player, the compiled files (`fs`), the image
    (`rom.img`) and an empty folder (`none`) under short fixed names: every path the
    MicroPython run keeps in its heap (sys.path, argv, the save folder) is the same on every
    machine, wherever the clone or the temporary folder lives, so a peak measured here is the
    peak in CI (a few bytes of path moved a game that fits with 1 KB to spare over the edge)."""

    def __init__(self, fs, image):
        self.links = (("player.py", PLAYER), ("fs", fs), ("rom.img", image))

    def __enter__(self):
        self.tmp = tempfile.TemporaryDirectory()
        for name, target in self.links:
            if target:
                os.symlink(os.path.abspath(target), os.path.join(self.tmp.name, name))
        os.mkdir(os.path.join(self.tmp.name, "none"))
        return self.tmp.name

    def __exit__(self, *exc):
        self.tmp.cleanup()


def _micropython(args, heap_kb, path, cwd, timeout):
    # MICROPYPATH: only the compiled modules (or nothing: ROMFS runs import from /rom).
    env = dict(os.environ, MICROPYPATH=path)
    cmd = [micropython_command(), "-X", "heapsize=%dwK" % heap_kb] + args
    return subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=timeout,
                          cwd=cwd)


def plain_free(heap_kb, fs):
    """Bytes free when the player starts, in a plain run with a heap of `heap_kb`."""
    with _workplace(fs, None) as tmp:
        open(os.path.join(tmp, "frames"), "w").close()
        proc = _micropython(["player.py", "frames", "probe"], heap_kb, "fs", tmp, 60)
    return Run(proc).free[0]


def peak_kb(lines, storage, fs, image, low=8, high=256, band=8):
    """The smallest heap (a board's KB) the frames play through in, and in every heap up to
    `band` KB above it: where the heap's blocks fall moves with its size, so a game that
    fits in N KB may still fail in N + 1 (a bisection, then the band checked upwards)."""
    if not play(lines, storage, high, fs, image).ok:
        return None
    while high - low > 1:
        mid = (low + high) // 2
        if play(lines, storage, mid, fs, image).ok:
            high = mid
        else:
            low = mid
    kb = high + 1
    while kb <= high + band:
        if not play(lines, storage, kb, fs, image).ok:
            high = kb + 1
        kb += 1
    return high


def soak_lines(games=20):
    """20 whole games cycling through the modes in one App, as an evening on a board: each
    game from the game menu (`h`: the last game left as a long B leaves it, the saves put
    aside), the largest free block measured at each game's end and at the menu after it.
    Recorded on CPython in one run; each game must be the game its script plays from boot
    (the same snaps but the splash's). Returns (lines, expected snaps, names)."""
    from tests.heap_games import MODES, Recorder
    names = list(MODES)
    d = Recorder()
    order = []
    alone = {}  # each mode's snaps from boot, recorded once
    for i in range(games):
        name = names[i % len(names)]
        if i:
            d.next_game()
            d.lines.append("m")
        first = len(d.snaps)
        MODES[name](d)
        if d.app.errors:
            raise AssertionError("%s hit an error on CPython: %r" % (name, d.app.last_error))
        # (but for the splash: the game menu is on the panel instead)
        if name not in alone:
            alone[name] = [s for s in record(MODES[name])[1] if not s.startswith("snap splash ")]
        played = ["snap %s %d" % (s, frame_hash(data)) for s, data in d.snaps[first:]
                  if s != "splash"]
        if played != alone[name]:
            raise AssertionError("%s is not the same game after the game menu" % name)
        d.lines.append("m")
        order.append(name)
    d.next_game()
    d.lines.append("m")
    snaps = ["snap %s %d" % (s, frame_hash(data)) for s, data in d.snaps]
    return d.lines, snaps, order


def report_modes(names):
    """Each mode at its budget and its peak; non-zero when a peak is above the heap the mode
    is held to (its budget, or OVER_BUDGET_KB while it does not fit)."""
    from tests.heap_games import MODES
    fs, image = prepare()
    print("mode                  fs %d KB   peak fs   ROMFS %d KB   peak ROMFS   (a board's KB)"
          % (BUDGET_KB["fs"], BUDGET_KB["rom"]))
    status = 0
    for name in names or MODES:
        lines, snaps = record(MODES[name])
        row = [name]
        for storage in ("fs", "rom"):
            run = play(lines, storage, BUDGET_KB[storage], fs, image)
            fits = run.ok and run.snaps == snaps
            row.append("fits" if fits else "MemoryError" if run.memory_error else "FAILED")
            peak = peak_kb(lines, storage, fs, image)
            held = OVER_BUDGET_KB.get((name, storage), BUDGET_KB[storage])
            if peak is None or peak > held:
                status = 1
            row.append(peak)
        print("%-20s %10s %9s %12s %12s" % tuple(row), flush=True)
    return status


# The soak's heaps: 20 games in a row need more than the largest single game (the heap
# fragments, and every mode's interned names stay: see docs/benchmarks.md). From the files at
# issue 11's budget (the largest free block at the game menu 32.4 KB there, 2026-12-01); from
# ROMFS at 84 KB (20.4 KB; at the 64 KB budget every game runs, but the block falls to 7.5 KB).
SOAK_HEAP_KB = {"fs": 120, "rom": 84}


def soak(storage="fs", heap_kb=None):
    heap_kb = heap_kb or SOAK_HEAP_KB[storage]
    fs, image = prepare()
    lines, snaps, order = soak_lines()
    run = play(lines, storage, heap_kb, fs, image, timeout=3600)
    same = run.snaps == snaps
    print("soak: %d games in one App, heap %d KB, .mpy %s: %s, frames %s CPython's"
          % (len(order), heap_kb, "on the filesystem" if storage == "fs" else "in ROMFS",
             "no MemoryError" if run.ok else "FAILED", "equal to" if same else
             "DIFFERENT from"))
    print("  largest free block (KB): at the game's last frame / at the game menu after it; "
          "heap in use there")
    ends, boots, live = run.largest[0::2], run.largest[1::2], run.live[1::2]
    for name, end, boot, used in zip(order, ends, boots, live):
        print("  %-20s %6.1f / %6.1f   %6.1f" % (name, end / 1024, boot / 1024, used / 1024))
    smallest = min(boots) if boots else 0
    print("  smallest at the game menu: %.1f KB (floor %d KB); smallest at a game's end: %.1f KB"
          % (smallest / 1024, LARGEST_FLOOR // 1024, min(ends or [0]) / 1024))
    if not run.ok:
        print("\n".join(x for x in run.output.splitlines() if not x.startswith("snap"))[-2000:])
    return 0 if run.ok and same and smallest >= LARGEST_FLOOR else 1


# The heap the redraws are measured in: room for every mode (what is measured is each redraw
# alone, the collector held off while it draws).
REDRAW_HEAP = 256 * 1024


def redraw_table(names=()):
    """{mode: {screen: (redraws, most, total, most again, total again)}} (bytes) for each
    mode's scripted game (all modes unless named); AssertionError if a game does not play
    through as on CPython."""
    from tests.heap_games import MODES
    fs, image = prepare()
    table = {}
    for name in names or MODES:
        lines, snaps = record(MODES[name])
        run = play(lines, "fs", REDRAW_HEAP // 1024, fs, image, options=("redraws",))
        if not run.ok or run.snaps != snaps:
            raise AssertionError("%s did not play through: %s" % (name, run.output[-500:]))
        table[name] = run.redraws
    return table


def redraws(names):
    """Every screen's redraws in each mode's scripted game: how many, what each allocates,
    and what drawing the same picture once more allocates (a frame that only redraws: the
    idle frame's rule, no allocation, extended to every screen). The 64-bit unix port's
    bytes: a board's objects are half as big, its text the same."""
    for name, screens in redraw_table(names).items():
        print(name)
        for screen, (count, most, total, most_again, total_again) in sorted(screens.items()):
            print("  %-20s %5d redraws: most %6d B, mean %6d B; drawn again: most %5d B, "
                  "mean %5d B" % (screen, count, most, total // count, most_again,
                                  total_again // count))
    return 0


def main(argv):
    """`soak [fs|rom] [KB]`, `redraws [MODE ...]`, or the modes' table (all modes, or those
    named)."""
    if argv[:1] == ["soak"]:
        storage = argv[1] if len(argv) > 1 else "fs"
        if storage not in BUDGET_KB or len(argv) > 3 or (len(argv) == 3 and not argv[2].isdigit()):
            print("usage: python -m host_tools.heap_budget soak [fs|rom] [KB]", file=sys.stderr)
            return 2
        return soak(storage, int(argv[2]) if len(argv) == 3 else None)
    from tests.heap_games import MODES
    redraw = argv[:1] == ["redraws"]
    if redraw:
        argv = argv[1:]
    unknown = [name for name in argv if name not in MODES]
    if unknown:
        print("no such mode: %s (modes: %s)" % (unknown[0], " ".join(MODES)), file=sys.stderr)
        return 2
    return redraws(argv) if redraw else report_modes(argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
