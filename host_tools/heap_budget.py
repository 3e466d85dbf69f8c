"""Each device mode's scripted game inside a hard heap, with the compiled files as deployed.

Heap budgets (issue 15): with the `.mpy` files on the filesystem (`make deploy`) a whole game
of every mode fits in 96 KB of heap; with them in a ROMFS partition (`make deploy ROMFS=1`,
bytecode run in place from flash) in 64 KB.

How: each mode's button script (the scripted games of the firmware tests, tests/support/heap_games.py)
is played once on CPython through the tests' Driver, recording every frame's buttons and a hash
of each kept frame. The MicroPython unix port then plays the same frames on the real firmware
(tests/support/heap_player.py) with `-X heapsize=<KB>wK` (the `w` scales the figure by the word size:
this 64-bit port's objects are twice a board's) and only the compiled `.mpy` files to import,
from a folder or from a ROMFS image built by `mpremote romfs build`. A MemoryError anywhere is
a failed budget; the kept frames must hash as on CPython (the same game was played).

`python -m host_tools.heap_budget [MODE ...]`: each mode's result at the budgets and its peak
(the smallest heap the game runs in, found by bisection), filesystem and ROMFS;
`python -m host_tools.heap_budget --lang sv [MODE ...]`: the same with Settings in that
language before the first boot (its words read from words/<lang>_<area>.txt);
`python -m host_tools.heap_budget soak [fs|rom] [KB]`: 20 games back to back in one power-on,
as an evening on a board: cycling through the modes, each chosen in the game menu the last
one was left for (its saves put aside), which restarts the board into it (a new process, a
heap made anew: firmware/restart.py), the largest free block measured at each game's start,
at its end and at the game menu after it; the heap is SOAK_HEAP_KB unless given.
"""
import os
import shutil
import subprocess
import sys
import tempfile
import time

from host_tools import build
from host_tools.micropython_runner import ROOT, micropython_command

BUDGET_KB = {"fs": 96, "rom": 64}
# A mode that does not fit its budget would be held here to the heap it needs instead (its
# measured peak, `python -m host_tools.heap_budget`, plus 3 KB), so that it cannot grow
# unnoticed: none since 2026-12-01 (every mode at least 3 KB under, docs/benchmarks.md).
OVER_BUDGET_KB = {}
LARGEST_FLOOR = 16 * 1024  # room for a game at the game menu (a board's bytes)
WORK = os.path.join(build.BUILD, "heap")
PLAYER = os.path.join(ROOT, "tests", "support", "heap_player.py")
# This port's words are 8 bytes, a board's 4: heap figures printed by the player are halved
# to give a board's equivalent (the same scaling `-X heapsize=NwK` applies).
WORD_SCALE = 2


def prepare():
    """Compile the device's modules but the boards' (shared_rules/, firmware/, words/) into
    build/heap/fs/ and pack them into
    build/heap/rom.romfs; returns (fs folder, image path). Stops, naming it, at a file that does
    not compile."""
    fs = os.path.join(WORK, "fs")
    shutil.rmtree(WORK, ignore_errors=True)
    for source in build.device_sources():
        if source.split("/")[0] == "boards":  # (the player is its own board)
            continue
        target, error = build.compile_one(source, fs)
        if error:
            raise SystemExit("mpy-cross cannot compile %s: %s" % (source, error))
    build.copy_data(fs)  # (the languages' catalogues, read from files: words/lookup.py)
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


def record(game, lang=None):
    """Play `game(driver)` on CPython (Settings in `lang` when given: "sv", "da"); returns
    (frame lines for the player, expected snaps)."""
    from tests.support.firmware_script import in_language
    from tests.support.heap_games import Recorder
    d = Recorder(in_language(lang) if lang else None)
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
        # (largest block, bytes in use) after the frame in which a game's code came in
        self.starts = [(int(x.split()[1]) // WORD_SCALE, int(x.split()[2]) // WORD_SCALE)
                       for x in lines if x.startswith("start ")]
        self.boots = sum(1 for x in lines if x.startswith("from "))
        # (where, largest block, bytes in use) in order: a game's start, then `m`'s, which
        # a soak makes at a game's end and at the game menu after it
        self.measures = []
        for x in lines:
            word = x.split()
            if word[:1] == ["start"]:
                where = "start"
            elif word[:1] == ["largest"]:
                where = ("end", "menu")[len([m for m in self.measures if m[0] != "start"]) % 2]
            else:
                continue
            self.measures.append((where, int(word[1]) // WORD_SCALE, int(word[-1]) // WORD_SCALE))
        self.source = ([x[5:] for x in lines if x.startswith("from ")] or [""])[0]
        self.errors = [x for x in lines if x.startswith("errors ")]
        self.done = any(x.startswith("done ") for x in lines)
        self.memory_error = "MemoryError" in self.output
        # {screen: (redraws, most bytes, total bytes, most again, total again)}: what its
        # redraws allocated (`redraws`), over every boot of the run
        self.redraws = {}
        for x in lines:
            if x.startswith("redraw "):
                name, figures = x.split()[1], [int(n) for n in x.split()[2:]]
                old = self.redraws.get(name)
                self.redraws[name] = tuple(figures) if old is None else (
                    old[0] + figures[0], max(old[1], figures[1]), old[2] + figures[2],
                    max(old[3], figures[3]), old[4] + figures[4])

    @property
    def ok(self):
        return self.status == 0 and self.done and not self.errors


def play(lines, storage, heap_kb, fs, image, timeout=600, options=(), lang=None):
    """Play the frame `lines` under the unix port with `heap_kb` of heap (a board's KB),
    importing the compiled files from the folder `fs` or the ROMFS `image`; returns a Run.
    `options`: the player's own (`redraws`, `starts`); `lang`: Settings' language before the
    first boot (as `record`'s)."""
    with _workplace(fs, image) as tmp:
        if lang:
            from firmware import storage as saves
            from tests.support.firmware_script import in_language
            os.mkdir(os.path.join(tmp, "frames.saves"))  # (the player's saves folder)
            with open(os.path.join(tmp, "frames.saves", saves.SETTINGS_FILE), "w") as f:
                f.write(in_language(lang).data[saves.SETTINGS_FILE])
        with open(os.path.join(tmp, "frames"), "w") as f:
            f.write("\n".join(lines) + "\n")
        if storage == "fs":
            return Run(_boots(["player.py", "frames"] + list(options), heap_kb, "fs", tmp,
                              timeout))
        # The image is read into the heap, then a ballast leaves the budget's free heap.
        free = plain_free(heap_kb, fs)
        extra_kb = os.path.getsize(image) // 1024 // WORD_SCALE + 8
        return Run(_boots(["player.py", "frames", "rom=rom.img", "free=%d" % free]
                          + list(options), heap_kb + extra_kb, "none", tmp, timeout))


def _boots(args, heap_kb, path, cwd, timeout):
    """The player run, and run again from where it stopped for each restart (the App's into a
    game, a script's reboot: `restart LINE FRAMES NOW`): each boot a new process, its heap made
    anew, as a board's soft reset makes it. One CompletedProcess for them all: their output
    joined, the status of the last."""
    deadline = time.time() + timeout
    out, err = [], []
    start = []
    while True:
        proc = _micropython(args + start, heap_kb, path, cwd, max(1, deadline - time.time()))
        out.append(proc.stdout)
        err.append(proc.stderr)
        last = proc.stdout.splitlines()[-1:]
        if proc.returncode or not last or not last[0].startswith("restart "):
            break
        start = ["from=" + ",".join(last[0].split()[1:])]
    proc.stdout, proc.stderr = "".join(out), "".join(err)
    return proc


class _workplace:
    """A temporary folder holding the player, the compiled files (`fs`), the image
    (`rom.img`) and an empty folder (`none`) under short fixed names: every path the
    MicroPython run keeps in its heap (sys.path, argv, the save folder) is the same on every
    machine, wherever the clone or the temporary folder lives, so a peak measured here is the
    peak in CI (a few bytes of path moved a game that fits with 1 KB to spare over the edge).
    The compiled files and the image are copies: a run restarts many times, reading them
    again each time, and another `prepare()` (another run's) remakes build/heap meanwhile."""

    def __init__(self, fs, image):
        self.links = (("player.py", PLAYER), ("fs", fs), ("rom.img", image))

    def __enter__(self):
        self.tmp = tempfile.TemporaryDirectory()
        for name, target in self.links:
            if not target:
                continue
            here = os.path.join(self.tmp.name, name)
            if name == "player.py":
                os.symlink(os.path.abspath(target), here)
            elif os.path.isdir(target):
                shutil.copytree(target, here)
            else:
                shutil.copyfile(target, here)
        os.mkdir(os.path.join(self.tmp.name, "none"))
        return self.tmp.name

    def __exit__(self, *exc):
        self.tmp.cleanup()


def _micropython(args, heap_kb, path, cwd, timeout):
    # MICROPYPATH: only the compiled modules (or nothing: ROMFS runs import from /rom).
    env = dict(os.environ, MICROPYPATH=path)
    cmd = [micropython_command(), "-X", "heapsize=%dwK" % heap_kb] + args
    return subprocess.run(cmd, capture_output=True, text=True, env=env, timeout=timeout,
                          cwd=cwd, check=False)


def plain_free(heap_kb, fs):
    """Bytes free when the player starts, in a plain run with a heap of `heap_kb`."""
    with _workplace(fs, None) as tmp:
        open(os.path.join(tmp, "frames"), "w").close()
        proc = _micropython(["player.py", "frames", "probe"], heap_kb, "fs", tmp, 60)
    return Run(proc).free[0]


def peak_kb(lines, storage, fs, image, low=8, high=256, band=8, lang=None):
    """The smallest heap (a board's KB) the frames play through in, and in every heap up to
    `band` KB above it: where the heap's blocks fall moves with its size, so a game that
    fits in N KB may still fail in N + 1 (a bisection, then the band checked upwards)."""
    if not play(lines, storage, high, fs, image, lang=lang).ok:
        return None
    while high - low > 1:
        mid = (low + high) // 2
        if play(lines, storage, mid, fs, image, lang=lang).ok:
            high = mid
        else:
            low = mid
    kb = high + 1
    while kb <= high + band:
        if not play(lines, storage, kb, fs, image, lang=lang).ok:
            high = kb + 1
        kb += 1
    return high


class _Enough(Exception):
    """A game's opening is played."""


def opening(game, frames):
    """`game` played for its first `frames` frames, then a snap of the panel ("opening_end"):
    a short part of a long game that still ends on a compared frame."""
    def play(d):
        left = [frames]
        frame = d.frame

        def counted(mask):
            if not left[0]:
                raise _Enough
            left[0] -= 1
            frame(mask)

        d.frame = counted
        try:
            game(d)
        except _Enough:
            pass
        finally:
            del d.frame
        d.run(["snap opening_end"])
    return play


def soak_lines(games=20, frames=None, modes=None):
    """20 whole games cycling through the modes in one power-on, as an evening on a board:
    each game chosen in the game menu (`h`: the last game left as a long B leaves it, the saves
    put aside), which restarts the board into it (on CPython the App is made anew in place),
    the largest free block measured at each game's end and at the menu after it (`m`).
    `frames`: each game's first `frames` frames only (`opening`); `modes`: the games' modes
    in turn (all of tests/support/heap_games.py's by default). Recorded on CPython in one run; each game must be the game its script plays from boot (the same snaps but the
    splash's). Returns (lines, expected snaps, names)."""
    from tests.support.heap_games import MODES, Recorder
    names = list(modes or MODES)
    d = Recorder()
    order = []
    alone = {}  # each mode's snaps from boot, recorded once
    for i in range(games):
        name = names[i % len(names)]
        game = MODES[name] if frames is None else opening(MODES[name], frames)
        if i:
            d.next_game()
            d.lines.append("m")
        first = len(d.snaps)
        game(d)
        if d.app.errors:
            raise AssertionError("%s hit an error on CPython: %r" % (name, d.app.last_error))
        # (but for the splash: the game menu is on the panel instead)
        if name not in alone:
            alone[name] = [s for s in record(game)[1] if not s.startswith("snap splash ")]
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


def report_modes(names, lang=None):
    """Each mode at its budget and its peak (Settings in `lang` when given); non-zero when a
    peak is above the heap the mode is held to (its budget, or OVER_BUDGET_KB while it does
    not fit)."""
    from tests.support.heap_games import MODES
    fs, image = prepare()
    print("mode                  fs %d KB   peak fs   ROMFS %d KB   peak ROMFS   (a board's KB)"
          % (BUDGET_KB["fs"], BUDGET_KB["rom"]))
    status = 0
    for name in names or MODES:
        lines, snaps = record(MODES[name], lang)
        row = [name]
        for storage in ("fs", "rom"):
            run = play(lines, storage, BUDGET_KB[storage], fs, image, lang=lang)
            fits = run.ok and run.snaps == snaps
            row.append("fits" if fits else "MemoryError" if run.memory_error else "FAILED")
            peak = peak_kb(lines, storage, fs, image, lang=lang)
            held = OVER_BUDGET_KB.get((name, storage), BUDGET_KB[storage])
            if peak is None or peak > held:
                status = 1
            row.append(peak)
        print("%-20s %10s %9s %12s %12s" % tuple(row), flush=True)
    return status


def per_game(taken):
    """Each game's {"start", "end", "menu": (largest, live)} from the soak's measures in order
    [(where, largest, live)]: a game's turn ends with its "menu"; its start is the first after
    the last turn (a Resume after a script's reboot measures a start of its own)."""
    games = []
    game = {}
    for where, largest, live in taken:
        game.setdefault(where, (largest, live))
        if where == "menu":
            games.append(game)
            game = {}
    return games


def report_soak(order, games):
    """Print each game's largest free block at its start, its end and the game menu after it,
    and how far a mode's starts after a restart differ from each other (a heap made anew: not
    at all); returns that difference (bytes)."""
    print("  largest free block (KB): at the game's start / at its last frame / at the game "
          "menu after it; heap in use at its start")
    for name, game in zip(order, games):
        print("  %-20s %6.1f / %6.1f / %6.1f   %6.1f" % (
            name, game.get("start", (0, 0))[0] / 1024, game.get("end", (0, 0))[0] / 1024,
            game.get("menu", (0, 0))[0] / 1024, game.get("start", (0, 0))[1] / 1024))
    restarted = {}  # mode -> its starts after a restart (every game but the power-on's first)
    for name, game in list(zip(order, games))[1:]:
        restarted.setdefault(name, []).append(game.get("start", (0, 0))[0])
    spread = max([max(s) - min(s) for s in restarted.values()] or [0])
    print("  smallest at a game's start: %.1f KB; at a game's end: %.1f KB; a mode's starts "
          "after a restart differ by %d bytes at most" % (
              min([game.get("start", (0, 0))[0] for game in games] or [0]) / 1024,
              min([game.get("end", (0, 0))[0] for game in games] or [0]) / 1024, spread))
    return spread


# The soak's heaps: issue 15's budgets (a game after another now starts in a heap made anew).
SOAK_HEAP_KB = BUDGET_KB


def soak(storage="fs", heap_kb=None):
    heap_kb = heap_kb or SOAK_HEAP_KB[storage]
    fs, image = prepare()
    lines, snaps, order = soak_lines()
    run = play(lines, storage, heap_kb, fs, image, timeout=3600, options=("starts",))
    same = run.snaps == snaps
    games = per_game(run.measures)
    complete = len(games) == len(order) and all(len(game) == 3 for game in games)
    print("soak: %d games in one power-on (%d boots: each game after the first from a restart, "
          "and the scripts' reboots), heap %d KB, .mpy %s: %s, frames %s CPython's"
          % (len(order), run.boots, heap_kb, "on the filesystem" if storage == "fs"
             else "in ROMFS", "no MemoryError" if run.ok else "FAILED", "equal to" if same else
             "DIFFERENT from"))
    report_soak(order, games)
    if not run.ok:
        print("\n".join(x for x in run.output.splitlines() if not x.startswith("snap"))[-2000:])
    return 0 if run.ok and same and complete else 1


# The heap the redraws are measured in: room for every mode (what is measured is each redraw
# alone, the collector held off while it draws).
REDRAW_HEAP = 256 * 1024


def redraw_table(names=()):
    """{mode: {screen: (redraws, most, total, most again, total again)}} (bytes) for each
    mode's scripted game (all modes unless named); AssertionError if a game does not play
    through as on CPython."""
    from tests.support.heap_games import MODES
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
    from tests.support.heap_games import MODES
    lang = None
    if argv[:1] == ["--lang"] and len(argv) > 1:  # (`--lang sv`: Settings in Swedish)
        lang, argv = argv[1], argv[2:]
    redraw = argv[:1] == ["redraws"]
    if redraw:
        argv = argv[1:]
    unknown = [name for name in argv if name not in MODES]
    if unknown:
        print("no such mode: %s (modes: %s)" % (unknown[0], " ".join(MODES)), file=sys.stderr)
        return 2
    return redraws(argv) if redraw else report_modes(argv, lang)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
