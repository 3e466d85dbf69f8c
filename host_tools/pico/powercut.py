"""Power cuts on the emulated Pico: the flash a cut leaves at every step of a write, booted.

The emulated chip is deterministic and the flash only changes through the boot ROM's erase and
program functions, which the emulator logs with their start, duration and bytes
(`EmulatedPico.flash_ops`). So one recorded run gives the flash after a cut at any step of it:
the image it started from, every operation finished by then, and the one under way half done
(a sector being erased holds its first half erased and the rest as before; a page being
programmed, its first half). `cut_steps` lists them all for one write: before each operation,
inside each (each sector of an erase), and after the last.

A sweep (`Sweep`) cuts one write at each of those steps. Its button script is played on the
host (`HostRun`: the firmware's App with files in RAM, noting each write completed, frame by
frame, with a copy of the files then: a save's rename of its whole `.tmp`, a delete's last
remove) and on the chip, frame for frame (`Clocked`, the pins of host_tools/pico/play.py's
`Lockstep`; the chip must write in exactly the frames where the host's files change). The write
under test is every flash operation of the frames after the last write completed before it, up
to the frame that completes it (that frame may complete more than one: a bot's move saved right
after the person's). Every distinct image its cuts leave is booted once on the chip and checked
with buttons (Resume, or the Settings screen); the frame must be the host's frame of the same
check on the files as they were before the write or after a write completed within it, and
never an older one than a cut before it showed: a cut before the write gives the old game, one
after it the new, one in between either, never an older one, a broken one or an error.

The sweeps (`jobs`): each mode's first save and a mid-game save; the settings saved twice; a
score sheet deleted; a board's saves moved from its root into their folder at power-on (an
update from a version that saved at the root: every image resumes the one game the files
hold); and a second cut right after recovering from the first (`double`): images
cut inside a mode's mid-game save are booted and resumed, which settles what the cut left, then
the game goes on until it saves again and that write is cut at every step: Resume must give
the newest completed write or the one before. `make bench` (`python -m host_tools.pico.bench
powercut`) runs them all at every step; tests/pico/test_pico_powercut.py a deterministic subset.
"""
import hashlib
import os
import shutil
import tempfile
import threading
from bisect import bisect_right
from concurrent.futures import ThreadPoolExecutor

from host_tools.micropython_runner import run_unix
from host_tools.pico import image as pico_image
from host_tools.pico.board import EmulatedPico
from host_tools.pico.play import Lockstep
from tests.support.firmware_script import Driver, counts, start_sheet
from tests.support.memory_files import MemoryFiles

SECTOR = 4096
# Each mode's save file (menu/home.py's SAVES) by the name of its scripted game
# (tests/pico/test_pico_games.py's MODES).
SAVE_FILES = {"king_sheet": "king.sav", "king_vs_bots": "kingplay.sav",
              "king_table": "kingref.sav", "treasure_referee": "treasure.sav",
              "treasure_vs_bots": "treasure_bots.sav", "regicide_companion": "regicide.sav",
              "regicide_solo": "regicide_solo.sav", "regicide_team": "regiteam.sav"}
MODES = tuple(SAVE_FILES)
# After a boot: the game menu, then A on its first item (Resume, when a game is saved).
RESUME = ["wait 400", "A", "snap resumed"]
# The same, going on: the last frame of the Resume has begun, the ones before have ended.
RESUMED = RESUME[:2] + ["wait 20"]
# After a boot with no game saved: the game menu's Settings (after the three games).
SETTINGS = ["wait 400", "D*3", "A", "snap settings"]
# The settings changed twice from the game menu, each saved as B leaves the screen: the
# contrast one step on, then the sleep time.
SETTINGS_STEPS = ["wait 400", "D*3", "A", "A", "B", "wait 100", "A", "D", "A", "B", "wait 100"]
# A score sheet with two deals saved (deal 2 over deal 1: a `.bak` too), deleted from its menu.
DELETE_STEPS = (start_sheet(snaps=False) + ["A"] + counts([3, 4, 2, 4]) + ["A"]
                + counts([2, 6, 1, 4]) + ["B", "U", "A", "R", "A", "wait 100"])
GO_ON_STEPS = 60  # steps of the game's script tried after a Resume until it saves again


# -- the flash a cut leaves -------------------------------------------------------------------
def _apply(flash, op, cut=None):
    """Do the operation `op` on the bytearray `flash`: whole, or cut (`cut` given) after that
    many sectors of an erase and half of the next, or after half of a program."""
    _, kind, offset, length, _, data = op
    if kind == "erase":
        end = offset + length
        if cut is not None:
            end = min(end, offset + cut * SECTOR + SECTOR // 2)
        flash[offset:end] = b"\xff" * (end - offset)
    else:
        data = bytes.fromhex(data)
        if cut is not None:
            data = data[:len(data) // 2]
        for i, b in enumerate(data):
            flash[offset + i] &= b  # NOR flash: programming only clears bits


def flash_after_cut(base, ops, cut_ns):
    """The flash image (bytes) after the power went at `cut_ns` of the run that logged
    `ops`, starting from the image `base`."""
    flash = bytearray(base)
    for op in ops:
        start, kind, _, length, took, _ = op
        if start >= cut_ns:
            break
        if start + took <= cut_ns:
            _apply(flash, op)
            continue
        done = int((cut_ns - start) // (took / max(1, length // SECTOR)))
        _apply(flash, op, done if kind == "erase" else 0)
        break
    return bytes(flash)


def flash_after(base, ops):
    """The flash image after every operation of `ops`, done on `base`."""
    flash = bytearray(base)
    for op in ops:
        _apply(flash, op)
    return bytes(flash)


def cut_steps(base, ops):
    """[(step, image)] for a cut at every step of `ops` done on `base`: before each
    operation, inside it (each sector of an erase; a program), and after the last."""
    flash = bytearray(base)
    steps = []
    for n, op in enumerate(ops):
        _, kind, offset, length, _, _ = op
        steps.append(("before op %d" % n, bytes(flash)))
        for sector in range(max(1, length // SECTOR) if kind == "erase" else 1):
            cut = bytearray(flash)
            _apply(cut, op, sector)
            steps.append(("inside op %d (%s %d B at 0x%x%s)" % (
                n, kind, length, offset, ", sector %d" % sector if length > SECTOR else ""),
                bytes(cut)))
        _apply(flash, op)
    steps.append(("after op %d" % (len(ops) - 1), bytes(flash)))
    return steps


def digest(image):
    return hashlib.sha256(image).hexdigest()


# -- the files an image holds ------------------------------------------------------------------
# A MicroPython script for the unix port: mounts each image's LittleFS (RPI_PICO's: 352 blocks
# of 4096 bytes at 0xA0000, read-only) and prints the save files of its folder of saves,
# whole or not.
LIST_FILES = r"""
import os, sys, vfs
from firmware import storage


class Image:
    def __init__(self, path):
        self.f = open(path, "rb")

    def readblocks(self, block, buf, offset=0):
        self.f.seek(0xA0000 + block * 4096 + offset)
        self.f.readinto(buf)

    def writeblocks(self, block, buf, offset=0):
        raise OSError(30)

    def ioctl(self, op, arg):
        return 352 if op == 4 else 4096 if op == 5 else 0


for path in sys.argv[1:]:
    image = Image(path)
    try:
        vfs.mount(vfs.VfsLfs2(image, progsize=256), "/img", readonly=True)
    except OSError as e:
        print(path, "no-filesystem")
        continue
    files = storage.Files("/img/saves")  # (boards/pico.py's SAVE_DIR)
    names = []
    try:
        listing = list(os.ilistdir("/img/saves"))
    except OSError:
        listing = []  # nothing saved yet: no folder
    for name, kind, _, size in listing:
        if name.endswith((".sav", ".tmp", ".bak")):
            whole = storage._read(files, name) is not None
            names.append("%s%s" % (name, "" if whole else "(partial)"))
        elif name.endswith(".txt"):
            names.append(name)
    for name, kind, _, size in os.ilistdir("/img"):
        if name.endswith((".sav", ".tmp", ".bak", ".txt")):
            names.append("/" + name)  # at the root, where a version before the folder saved
    print(path, " ".join(sorted(names)) or "-")
    vfs.umount("/img")
    image.f.close()
"""


def files_in(paths, workdir):
    """{path: the save files its LittleFS holds, "(partial)" after one that is not whole}."""
    script = os.path.join(workdir, "list_files.py")
    with open(script, "w") as f:
        f.write(LIST_FILES)
    found = {}
    for i in range(0, len(paths), 50):
        result = run_unix(script, heap_kb=512, args=paths[i:i + 50])
        if not result.ok:
            raise RuntimeError("listing the images' files failed: %s" % result.traceback)
        for line in result.stdout.splitlines():
            path, _, names = line.partition(" ")
            found[path] = names
    return found


# -- the host's side ---------------------------------------------------------------------------
# The App on the host imports a game's modules and drops them again when it leaves it
# (sys.modules is the process's): the jobs' threads drive it one at a time.
_HOST = threading.RLock()


def on_the_host(function):
    def one_at_a_time(*args, **kwargs):
        with _HOST:
            return function(*args, **kwargs)
    one_at_a_time.__name__ = function.__name__
    one_at_a_time.__doc__ = function.__doc__
    return one_at_a_time


class SnapshotFiles(MemoryFiles):
    """MemoryFiles noting the frames that change a file (`changed`) and each write completed
    (`done`: (frame, what, a copy of the files)): a save's rename of its whole `.tmp`, a
    delete's last remove, a file written whole without one (restart.txt)."""

    def __init__(self, data=None):
        MemoryFiles.__init__(self)
        self.data = dict(data or {})
        self.initial = dict(self.data)
        self.frame = -1
        self.changed = set()
        self.done = []

    def _completed(self, what):
        self.done.append((self.frame, what, dict(self.data)))

    def open(self, name, mode):
        f = MemoryFiles.open(self, name, mode)
        if "w" in mode:
            self.changed.add(self.frame)
            if not name.endswith(".tmp"):
                close = f.close

                def closed():
                    close()
                    self._completed("wrote " + name)
                f.close = closed
        return f

    def rename(self, old, new):
        MemoryFiles.rename(self, old, new)
        self.changed.add(self.frame)
        if old.endswith(".tmp"):
            self._completed("saved " + new)

    def remove(self, name):
        MemoryFiles.remove(self, name)
        self.changed.add(self.frame)
        if not name.endswith((".tmp", ".bak")):
            self._completed("deleted " + name)


class HostRun(Driver):
    """The tests' Driver on SnapshotFiles (starting from the files `data`), keeping the steps
    it played, the frames played when each ended, and the frame of the first reboot."""

    def __init__(self, data=None):
        Driver.__init__(self, SnapshotFiles(data))
        self.steps = []
        self.ends = []
        self.frames = 0
        self.rebooted_at = None

    def frame(self, mask):
        self.files.frame = self.frames
        self.frames += 1
        Driver.frame(self, mask)

    def run(self, steps):
        for step in steps:
            if step == "reboot" and self.rebooted_at is None:
                self.rebooted_at = self.frames
            Driver.run(self, [step])
            self.steps.append(step)
            self.ends.append(self.frames)
        return self.snaps

    def steps_through(self, frame):
        """The steps up to the one that plays `frame`, then 100 ms more."""
        return self.steps[:bisect_right(self.ends, frame) + 1] + ["wait 100"]

    def steps_after(self, frame):
        return self.steps[bisect_right(self.ends, frame) + 1:]

    def saves(self, name):
        """The frames that complete a save of `name`, before the first reboot."""
        end = self.frames if self.rebooted_at is None else self.rebooted_at
        return sorted({f for f, what, _ in self.files.done
                       if what == "saved " + name and f < end})

    def write(self, frame):
        """(the write's first frame, its states): the files after the last write completed
        before `frame` (or at the start), then after each write completed since, up to
        `frame` (the write under test)."""
        earlier = [d for d in self.files.done if d[0] < frame]
        last = earlier[-1][0] if earlier else -1
        start = (earlier[-1][1], earlier[-1][2]) if earlier else ("start", self.files.initial)
        return last + 1, [start] + [(what, data) for f, what, data in self.files.done
                                    if last < f <= frame]


@on_the_host
def host_frame(data, check):
    """The host's frame of `check` after a boot with the files `data`."""
    files = MemoryFiles()
    files.data = dict(data)
    return Driver(files).run(check)[-1][1]


@on_the_host
def played(steps):
    """HostRun of `steps` from a boot with no files."""
    host = HostRun()
    host.run(steps)
    return host


@on_the_host
def scripted(mode):
    """HostRun of a mode's scripted game (tests/pico/test_pico_games.py)."""
    from tests.pico import test_pico_games
    host = HostRun()
    test_pico_games.MODES[mode](host)
    return host


@on_the_host
def go_on(host, frame, data, name):
    """Steps that, after a boot with the files `data`, Resume and go on until the game saves
    `name` again: the game's script from after `frame` (B left out: it would leave the game),
    then A presses; None if neither saves."""
    script = [s for s in host.steps_after(frame) if s != "B" and not s.startswith("hold B")]
    for more in (script, ["A"] * 30):
        run = HostRun(data)
        run.run(RESUMED)
        for step in more[:GO_ON_STEPS]:
            if step == "reboot" or run.saves(name):
                break
            run.run([step])
        if run.saves(name):
            return run
    return None


# -- the chip's side ---------------------------------------------------------------------------
class Clocked(Lockstep):
    """Lockstep noting when each frame started (`starts`, emulated ns)."""

    def boot(self):
        Lockstep.boot(self)
        self.starts = [self.pico.now_ns]

    def _advance_to(self, frame):
        while self.current < frame:
            Lockstep._advance_to(self, self.current + 1)
            self.starts.append(self.pico.now_ns)


def record(flash, steps):
    """Play `steps` from power-on with the flash image `flash` (a path): the flash operations
    and the frame of each."""
    with EmulatedPico(flash_image=flash) as pico:
        player = Clocked(pico)
        player.boot()
        player.run(steps)
        ops = list(pico.flash_ops)
    return ops, [bisect_right(player.starts, op[0]) - 1 for op in ops]


def boot_checks(paths, check):
    """The last snap of `check` after power-on with each flash image, one chip after the
    other on one emulator."""
    frames = []
    with EmulatedPico() as pico:
        for path in paths:
            pico.load_flash(path)
            player = Lockstep(pico)
            player.boot()
            frames.append(player.run(check)[-1][1])
    return frames


def read(path):
    with open(path, "rb") as f:
        return f.read()


def save_image(workdir, image):
    path = os.path.join(workdir, digest(image)[:16] + ".bin")
    if not os.path.exists(path):
        with open(path, "wb") as f:
            f.write(image)
    return path


# -- a sweep -------------------------------------------------------------------------------------
class Sweep:
    """One write cut at every step, each image written to `workdir` and its files listed;
    `boot()` boots each distinct image of the steps kept (`pick(n)`: the indices kept of the
    n steps, else all) once on the chip and matches its frame to the host's states."""

    def __init__(self, label, base, ops, states, check, workdir, pick=None):
        self.label = label
        self.ops = len(ops)
        self.states = states  # [(what, files)]: before the write, then each write completed
        self.check = check
        self.workdir = workdir
        self.every = [(step, save_image(workdir, image)) for step, image in cut_steps(base, ops)]
        self.listing = files_in(sorted({path for _, path in self.every}), workdir)
        self.steps = self.every if pick is None else [self.every[i]
                                                       for i in pick(len(self.every))]
        self.paths = sorted({path for _, path in self.steps})
        self.frames = {}  # path -> the chip's frame
        self.expected = [host_frame(data, check) for _, data in states]

    def boot(self):
        self.frames.update(zip(self.paths, boot_checks(self.paths, self.check)))

    def outcomes(self):
        """[(step, path, index of the state it shows or None)], the index never going back as
        the cut comes later (the earliest state since the last cut's with that frame)."""
        least = 0
        out = []
        for step, path in self.steps:
            shows = [i for i, e in enumerate(self.expected)
                     if e == self.frames[path] and i >= least]
            out.append((step, path, shows[0] if shows else None))
            least = shows[0] if shows else least
        return out

    def failures(self):
        """What went wrong, a line each: none when every cut shows the state before the write
        or one completed since, never an older one than a cut before it; the image before the
        write shows the old state, the one after it the newest."""
        problems = []
        if self.expected[0] == self.expected[-1]:
            problems.append("%s: the write changes nothing the check shows" % self.label)
        out = self.outcomes()
        for step, path, shown in out:
            if shown is None:
                older = [i for i, e in enumerate(self.expected) if e == self.frames[path]]
                problems.append("%s: cut %s, image %s (%s) shows %s" % (
                    self.label, step, os.path.basename(path), self.listing.get(path, "?"),
                    "an older state (%s) than an earlier cut" % self.states[older[0]][0]
                    if older else "neither the old nor the new state"))
        ends = {path: shown for _, path, shown in out}
        before, after = self.every[0][1], self.every[-1][1]
        if ends.get(before, 0) != 0:
            problems.append("%s: the image before the write is not the old state" % self.label)
        if after in ends and self.frames[after] != self.expected[-1]:
            problems.append("%s: the image after the write is not the new state" % self.label)
        return problems

    def summary(self):
        shown = {}
        for _, _, i in self.outcomes():
            what = ("lost or corrupt" if i is None else "old" if i == 0 else
                    "new" if i == len(self.states) - 1 else "write %d of %d" % (
                        i, len(self.states) - 1))
            shown[what] = shown.get(what, 0) + 1
        return "%s: %d flash operations, %d of %d cuts tried, %d distinct images booted: %s" % (
            self.label, self.ops, len(self.steps), len(self.every), len(self.paths),
            ", ".join("%s %d" % (k, shown[k]) for k in sorted(shown)))


def _sweep(host, label, start, ops, frames, frame, check, workdir, pick, after=0):
    """The Sweep of the write completed in `frame` of a recording from the image `start` (the
    chip's operations `ops` in `frames`; those before frame `after` are a cut's leftovers
    settled at boot, which the host has none of)."""
    chip = {f for f in frames if after <= f <= frame}
    hosts = {f for f in host.files.changed if 0 <= f <= frame}
    if chip != hosts:
        raise AssertionError("%s: the chip wrote in frames %s, the host in frames %s" % (
            label, sorted(chip), sorted(hosts)))
    first_frame, states = host.write(frame)
    picked = [i for i, f in enumerate(frames) if max(first_frame, after) <= f <= frame]
    base = flash_after(read(start), ops[:picked[0]])
    sweep = Sweep(label, base, ops[picked[0]:picked[-1] + 1], states, check, workdir, pick)
    sweep.frame = frame
    return sweep


_STAGING = threading.Lock()


def deployed():
    """The flash image a recording starts from: Regalia deployed, main.py counting frames.
    (One job at a time: each call stages the files afresh in one build folder.)"""
    with _STAGING:
        return pico_image.deployed_image(pico_image.lockstep_main())


@on_the_host
def mid_save(host, name):
    """The game's mid-game save: the middle one after the first whose Resume shows something
    other than the save before, and after which the game can go on to save again from
    either."""
    saves = host.saves(name)[1:]
    for frame in saves[len(saves) // 2:] + saves[:len(saves) // 2][::-1]:
        _, states = host.write(frame)
        old, new = states[0][1], states[-1][1]
        if host_frame(old, RESUME) != host_frame(new, RESUME) and \
                go_on(host, frame, old, name) and go_on(host, frame, new, name):
            return frame
    raise AssertionError("no save of %s to cut in the middle of the game" % name)


class MoveSweep(Sweep):
    """The move of a board's saves from its root into their folder at power-on, cut at every
    step: the files' contents never change, so every image must resume the one game they
    hold."""

    def failures(self):
        return ["%s: cut %s, image %s (%s) does not resume the game" % (
            self.label, step, os.path.basename(path), self.listing.get(path, "?"))
            for step, path in self.steps if self.frames[path] != self.expected[0]]


# -- the sweeps ----------------------------------------------------------------------------------
def mode_sweeps(mode, workdir, pick=None, later="mid"):
    """A mode's first save and a later one (`later`: "mid" for a mid-game save, "second"
    for the second, None for none), from one recording of its scripted game on the chip up to
    the last: (the host's run, the sweeps)."""
    host = scripted(mode)
    name = SAVE_FILES[mode]
    targets = [("first save", host.saves(name)[0])]
    if later:
        frame = mid_save(host, name) if later == "mid" else host.saves(name)[1]
        targets.append(("%s save (frame %d)" % ("mid-game" if later == "mid" else later,
                                                frame), frame))
    start = deployed()
    ops, frames = record(start, host.steps_through(targets[-1][1]))
    sweeps = [_sweep(host, "%s, %s" % (mode, what), start, ops, frames, at, RESUME,
                     workdir, pick and pick(mode, what)) for what, at in targets]
    for sweep in sweeps:
        sweep.boot()
    return host, sweeps


def double_sweeps(mode, host, sweep, workdir, sources, pick=None):
    """The second cut, after `sweep` (a save of `mode`): each image cut inside it that
    `sources(sweep)` keeps is booted and resumed (a cut tried too: old or new), which settles
    what the cut left; the game goes on until it saves again, and that write is cut at every
    step. Its states: the one that image resumed (the host's files, clean), then the new
    save and any completed with it."""
    name = SAVE_FILES[mode]
    out = []
    for step, path in sources(sweep):
        with EmulatedPico(flash_image=path) as pico:
            player = Clocked(pico)
            player.boot()
            player.run(RESUMED)
            resumed = pico.frame()
            if resumed not in (sweep.expected[0], sweep.expected[-1]):
                raise AssertionError("%s: cut %s, image %s (%s) resumes neither the old nor "
                                     "the new state" % (sweep.label, step, path,
                                                        sweep.listing[path]))
            shown = 0 if resumed == sweep.expected[0] else len(sweep.states) - 1
            run = go_on(host, sweep.frame, sweep.states[shown][1], name)
            player.run(run.steps[len(RESUMED):] + ["wait 100"])
            ops = list(pico.flash_ops)
        frames = [bisect_right(player.starts, op[0]) - 1 for op in ops]
        after = min(run.files.changed)  # the recovery's writes come before it
        settled = sorted({f for f in frames if f < after})
        label = "%s, second cut after the %s cut %s [%s] (resumed %s%s)" % (
            mode, sweep.label.split(", ", 1)[1], step, sweep.listing[path],
            "old" if shown == 0 else "new",
            ", settled in frame %s" % ", ".join(map(str, settled)) if settled else "")
        out.append(_sweep(run, label, path, ops, frames, run.saves(name)[0], RESUME, workdir,
                          pick, after))
        out[-1].boot()
    return out


def settings_sweeps(workdir, pick=None):
    """The settings saved twice from the Settings screen (the first save, then one over it)."""
    host = played(SETTINGS_STEPS)
    start = deployed()
    ops, frames = record(start, host.steps)
    sweeps = [_sweep(host, "settings, %s save" % what, start, ops, frames, frame, SETTINGS,
                     workdir, pick and pick("settings", what))
              for what, frame in zip(("first", "second"), host.saves("settings.sav"))]
    for sweep in sweeps:
        sweep.boot()
    return sweeps


def delete_sweeps(workdir, pick=None):
    """A King score sheet of two deals deleted from its menu."""
    host = played(DELETE_STEPS)
    frame = next(f for f, what, _ in host.files.done if what == "deleted king.sav")
    start = deployed()
    ops, frames = record(start, host.steps)
    sweep = _sweep(host, "delete, a King score sheet of two deals", start, ops, frames, frame,
                   RESUME, workdir, pick and pick("delete", "delete"))
    sweep.boot()
    return [sweep]


# A board updated from a version that saved at its root: a King score sheet of two deals (a
# `.bak` too) and the settings (the players' names) there, as that version left them.
MOVE_STEPS = (start_sheet(snaps=False) + ["A"] + counts([3, 4, 2, 4]) + ["A"]
              + counts([2, 6, 1, 4]) + ["wait 100"])


def move_sweeps(workdir, pick=None):
    """The power-on of a board updated from a version that saved at its root: the App moves
    the saves into their folder before it reads them (menu/power_on.py's `move_in`), every
    flash operation of that move cut at every step, and each image booted: Resume must give
    the game the files hold, wherever the cut left each file."""
    host = played(MOVE_STEPS)
    data = dict(host.files.data)
    old = os.path.join(workdir, "saved-at-the-root.bin")
    with EmulatedPico(flash_image=deployed()) as pico:
        pico.boot_to_repl()
        for name in sorted(data):
            pico.put_file(name, data[name].encode())
        pico.save_flash(old)
    ops, frames = record(old, RESUME)
    moving = [op for op, frame in zip(ops, frames) if frame < 0]  # before the first frame
    if not moving:
        raise AssertionError("the power-on wrote nothing before its first frame: no move")
    sweep = MoveSweep("move, a King score sheet and the settings from the root", read(old),
                      moving, [("the saves", data)], RESUME, workdir,
                      pick and pick("move", "move"))
    sweep.boot()
    return [sweep]


def cut_inside(sweep):
    """[(step, image path)]: the cuts of `sweep` inside the write (neither the flash before it
    nor after it), one for each set of save files they leave (`files_in`: a partial `.tmp`,
    a whole one beside the save or in its place...), the first cut that leaves it."""
    seen = set()
    out = []
    for step, path in sweep.every[1:-1]:
        files = sweep.listing[path]
        if files not in seen and path not in (sweep.every[0][1], sweep.every[-1][1]):
            seen.add(files)
            out.append((step, path))
    return out


def renamed_at_load(sweep):
    """The cut of `sweep` that leaves the new save whole as a `.tmp` and not the save itself
    (between the save's two renames: the load renames it into place), else the first one
    inside it that leaves a `.tmp`."""
    name = sweep.states[-1][0].split(" ")[-1]
    inside = cut_inside(sweep)
    for step, path in inside:
        files = sweep.listing[path].split()
        if name + ".tmp" in files and name not in files:
            return [(step, path)]
    return [c for c in inside if ".tmp" in sweep.listing[c[1]]][:1]


def jobs(full=True, pick=None, double_modes=MODES, sources=cut_inside):
    """The sweeps' jobs, each a function of a work folder returning its Sweeps: every mode's
    first save and mid-game save and, for `double_modes`, the double cut after the mid-game
    save (`full=False`: the first save only, and for `double_modes` the second save and the
    double cut after it); the settings; the delete. `pick(what, label)`: which
    steps of each write to boot (None: all)."""
    def mode_job(mode):
        def job(workdir):
            later = "mid" if full else "second" if mode in double_modes else None
            host, sweeps = mode_sweeps(mode, workdir, pick, later)
            if mode in double_modes:
                sweeps += double_sweeps(mode, host, sweeps[-1], workdir, sources,
                                        pick and pick(mode, "double"))
            return sweeps
        return job
    return ([mode_job(mode) for mode in MODES] + [lambda workdir: settings_sweeps(workdir, pick),
                                                   lambda workdir: delete_sweeps(workdir, pick),
                                                   lambda workdir: move_sweeps(workdir, pick)])


def run_jobs(job_list, parallel=2, report=None):
    """Run the jobs `parallel` at a time (one emulator each): [sweeps, or the exception a job
    raised], each job's reported (`report(sweeps)`) as it ends."""
    def one(job):
        workdir = tempfile.mkdtemp(prefix="powercut-")
        try:
            sweeps = job(workdir)
        except Exception as e:  # noqa: BLE001 - the caller's to report
            sweeps = e
        finally:
            shutil.rmtree(workdir, ignore_errors=True)
        if report:
            report(sweeps)
        return sweeps
    with ThreadPoolExecutor(parallel) as pool:
        return list(pool.map(one, job_list))


def totals(sweeps):
    """{what: (cuts tried, distinct images booted, failures)} for each mode (the settings,
    the delete), the recoveries of the double cut counted as cuts tried."""
    out = {}
    for sweep in sweeps:
        what = sweep.label.split(",")[0]
        cuts, images, failed = out.get(what, (0, 0, 0))
        recovery = 1 if ", second cut after" in sweep.label else 0
        out[what] = (cuts + len(sweep.steps) + recovery, images + len(sweep.paths),
                     failed + len(sweep.failures()))
    return out


def bench(parallel=2):
    """`make bench`'s part: every sweep at every step, each sweep's line as it ends, then per
    mode the cuts tried and the distinct images booted."""
    print("  power cuts at every erase and program step of each write, every image booted and"
          " checked against the host's frame:", flush=True)
    found = []

    def report(sweeps):
        if isinstance(sweeps, Exception):
            print("    FAILED: %s: %s" % (type(sweeps).__name__, sweeps), flush=True)
            found.append(None)
            return
        for sweep in sweeps:
            print("    " + sweep.summary(), flush=True)
            for problem in sweep.failures():
                print("      FAILED: " + problem, flush=True)
        found.extend(sweeps)

    run_jobs(jobs(), parallel, report)
    for what, (cuts, images, failed) in sorted(totals([s for s in found if s]).items()):
        print("  power cuts, %-20s %5d cuts tried, %5d distinct images booted: %s" % (
            what + ":", cuts, images,
            "every frame the host's" if not failed else "%d FAILED" % failed), flush=True)
    if None in found:
        print("  power cuts: %d jobs FAILED (above)" % found.count(None), flush=True)
    return found
