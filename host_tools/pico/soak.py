"""The soak on the emulated Pico: 20 whole games back to back in one power-on, switching
modes, as an evening of play on a board (issue 35: no MemoryError in 64 KB from ROMFS or 96 KB
with a small board's files; each game after the first opens after a restart into a heap made
anew, firmware/restart.py).

`python -m host_tools.pico.soak rom|fs|bytecode [KB|board] [GAMES]` (`make bench` runs ROMFS at
64 KB, `PICO=soak`, and every module bytecode at 96 KB, `PICO=soakbytecode`): the games and
their frames are the unix-port soak's (host_tools/heap_budget.soak_lines: recorded on CPython,
each mode's scripted game from the game menu, the saves put aside between games), played frame
by frame on the chip's pins as `Lockstep` plays a game (the firmware's clock counts frames, so
every frame is the host's). Each script chooses its game in the game menu; from the second
game on, the App restarts the chip into it (a soft reset: main.py runs again, the frame clock
goes on). Between two games a frame with the soak's pin low (SOAK_LOOP) measures the largest
free block at the game's end, goes back to the game menu and measures it again; a frame in
which a game's code came in measures it at the game's start. The firmware is stock v1.28.0
with the files as `make deploy` lays them out (ROMFS: the romfs256k firmware and `make deploy
ROMFS=1`'s layout; `bytecode`: on LittleFS as a small board gets them, every module bytecode,
where the Pico's Kings and Treasures walk is machine code), in a hard heap of KB (a ballast
holds the rest of the Pico's, set up again at each boot). Every snap is compared with
CPython's.
"""
import bisect
import statistics
import sys
import time

from host_tools import heap_budget
from host_tools.pico import firmware_files, image
from host_tools.pico.board import BUTTON_PINS, EmulatedPico, EmulatorError
from host_tools.pico.play import AFTER_READ_MS

KEYS = "UDLRAB"  # bit 1, 2, 4, … of a frame's mask
# Two more bits of a frame's mask, each a GPIO no part of the board uses, low for that frame
TURN = 64  # the soak's turn between two games (the whole frame)
REBOOT = 128  # a script's "reboot": a soft reset (as the unix port's player starts anew)
PINS = {TURN: 22, REBOOT: 21}
# issue 15's ROMFS budget; issue 11's with the files; issue 15's with a small board's files
HEAP_KB = {"rom": 64, "fs": 120, "bytecode": 96}

# The soak's loop on the chip, in place of the device's (host_tools/pico/heap_main.py's
# `run(board)`). A frame that finds the turn's pin low is the turn between two games instead
# of a game's frame: `measure end <largest> <live>` (the largest block the heap can give after
# a collect, and the bytes in use), back to the game menu (`App.home`, as a long B and its
# Confirm leave a game) with the saves put aside (removed), one frame that builds the menu,
# `measure menu …`; then the frame clock starts from 0, as each game's script did from boot.
# The next game is chosen in the menu by the script's own presses: the App restarts into it
# (a soft reset, firmware/restart.py) and opens it at the next boot's first frame. After the
# frame that follows one in which a game's code came into the heap (`App.game_module`):
# `measure start …` (in the very frame, a pointer the conservative collector still finds on
# the stack can hold that frame's garbage: up to 14 KB more in use after a restart). A
# frame that finds the reboot's pin low is a script's reboot: a soft reset (the heap made
# anew, the saves kept, as a board's power cycle), no frame of the game's, the clock kept.
# The unix port's `h`, `m` and `r`, tests/support/heap_player.py.
SOAK_LOOP = """
def measure(where):
    print("measure", where, largest_block(), gc.mem_alloc() - _ballast_bytes)


def soak():
    '''The device's loop (firmware.main.run), with the soak's turn between two games.'''
    import os
    from machine import Pin, soft_reset
    from firmware.app import App
    turn, reboot = [Pin(n, Pin.IN, Pin.PULL_UP) for n in %r]
    opened = [False]
    game_module = App.game_module

    def opening(app, module):
        opened[0] = True
        return game_module(app, module)

    App.game_module = opening
    started = False
    app = App(board)
    while True:
        buttons = board.read_buttons()
        # (read with the buttons: the same frame's burst of pin reads)
        if not reboot.value():
            keep_clock(_state[1])
            soft_reset()
        if turn.value():
            opened[0] = False
            app.tick(ticks_ms(), buttons)
            if started:
                measure("start")
            started = opened[0]
        else:
            measure("end")
            app.home()
            try:  # the saves (and their .tmp, .bak) put aside
                names = os.listdir(app.files.folder[:-1])
            except OSError:
                names = ()  # (no folder: nothing saved yet)
            for name in names:
                if ".sav" in name:
                    os.remove(app.files.path(name))
            app.tick(ticks_ms(), 0)
            measure("menu")
            _state[1] = -1  # the next frame reads 0
        sleep_ms(FRAME_MS)
"""


def frames_of(lines):
    """(every frame's mask, [(frame, snap name)]) of a soak's player lines (`f MASK N`,
    `s NAME`, `r`, `h`, `m`): the turn between two games is one frame, and so is a reboot (the
    firmware's soft reset, before the next boot's first frame); the measures are the
    firmware's, at the turn."""
    masks = []
    snaps = []
    for line in lines:
        word = line.split(" ")
        if word[0] == "f":
            masks += [int(word[1])] * int(word[2])
        elif word[0] == "s":
            snaps.append((len(masks), word[1]))
        elif word[0] == "r":
            masks.append(REBOOT)
        elif word[0] == "h":
            masks.append(TURN)
        elif word[0] != "m":
            raise ValueError("the soak has no %r" % line)
    return masks, snaps


class FrameByFrame:
    """Every frame's buttons known ahead: frame n is the firmware's n-th reading of its pins
    (after a power-on, frame 0 reads them released), the pins set between two frames. A frame
    read after a soft reset is the next one too; `boots` lists each such frame with the time
    the frame before it read its pins and the time it reads its own (ms)."""

    def __init__(self, pico, masks):
        self.pico = pico
        self.masks = masks + [0]  # (a frame after the last, so that the last one ends)
        self.held = 0
        self.boots = []
        self._console_seen = 0

    def boot(self):
        assert self.masks[0] == 0, "frame 0 reads the buttons released"
        self.frame_at = self.pico.next_poll(0, limit_ms=20000)
        self.current = 0

    def _hold(self, mask):
        changed = self.held ^ mask
        for bit in range(6):
            if changed >> bit & 1:
                self.pico.set_pin(BUTTON_PINS[KEYS[bit]], 0 if mask >> bit & 1 else 1)
        for flag, pin in PINS.items():
            if changed & flag:
                self.pico.set_pin(pin, 0 if mask & flag else 1)
        self.held = mask

    def advance_to(self, frame, limit_ms=20000):
        """Run until `frame` reads its pins: the frames before it have ended."""
        while self.current < frame:
            self.current += 1
            self.pico.run_until(self.frame_at + AFTER_READ_MS)
            self._hold(self.masks[self.current])
            before = self.frame_at
            self.frame_at = self.pico.next_poll(self.pico.now_ms, limit_ms=limit_ms)
            console = self.pico.console
            if console.find(SOFT_RESET, max(0, self._console_seen - len(SOFT_RESET))) >= 0:
                self.boots.append((self.current, before, self.frame_at))
            self._console_seen = len(console)


SOFT_RESET = b"MPY: soft reboot"


def measures(console):
    """[(where, largest block, live bytes)] printed by the soak's loop (`measure WHERE …`)."""
    out = []
    for line in console.decode("utf-8", "replace").splitlines():
        word = line.split()
        if len(word) == 4 and word[0] == "measure":
            out.append((word[1], int(word[2]), int(word[3])))
    return out


def soak_main(heap_bytes):
    """heap_main's main.py in a hard heap of `heap_bytes` (the whole heap if 0), without the
    heap samples, with the soak's loop."""
    main = image.hard_heap_main(heap_bytes)
    for old, new in (("\nSAMPLE_HEAP = True\n", "\nSAMPLE_HEAP = False\n"),
                     ("\nboard.make_display = make_display\n",
                      SOAK_LOOP % ((PINS[TURN], PINS[REBOOT]),)
                      + "\n\nboard.make_display = make_display\n"),
                     ("\n    run(board)\n", "\n    soak()\n")):
        assert main.count(old) == 1, old
        main = main.replace(old, new)
    return main


class Played:
    """What the chip did with a soak's frames: `snaps` ("snap NAME HASH", as CPython's),
    `games` (per_game), `restarts` (ms from the frame that chose a game to that game's first
    picture on the panel, for each restart into a game), `memory_error`, `stopped` (the
    emulator's complaint, or None), `frames`, `seconds` (host time), `console`."""


def play(storage, kb, lines):
    """Play a soak's player `lines` on the emulated Pico, the files stored as `storage` says,
    in a hard heap of `kb` KB (0: the Pico's whole heap)."""
    masks, snap_at = frames_of(lines)
    uf2 = firmware_files.ROMFS_UF2 if storage == "rom" else firmware_files.STOCK_UF2
    flash = image.deployed_image(soak_main(kb * 1024), uf2, native=storage != "bytecode")
    played = Played()
    started = time.time()
    played.snaps = []
    played.stopped = None
    with EmulatedPico(uf2, flash_image=flash) as pico:
        player = FrameByFrame(pico, masks)
        try:
            player.boot()
            for frame, name in snap_at:
                player.advance_to(frame)
                played.snaps.append("snap %s %d" % (name, heap_budget.frame_hash(pico.frame())))
            player.advance_to(len(masks))
        except EmulatorError as e:
            played.stopped = str(e)
        shown = [ms for ms, _ in pico.frames]
        played.console = pico.console
    played.restarts = []
    for frame, chose_at, first_at in player.boots:
        if not masks[frame - 1] & REBOOT:
            picture = bisect.bisect_right(shown, first_at)
            if picture < len(shown):
                played.restarts.append(shown[picture] - chose_at)
    played.games = heap_budget.per_game(measures(played.console))
    played.memory_error = b"MemoryError" in played.console
    played.frames = len(masks)
    played.seconds = time.time() - started
    return played


def soak(storage="rom", kb=None, games=20):
    """Play the soak; print each game's figures; 0 when every game ran as on CPython, with
    no MemoryError. `kb`:
    the hard heap (KB), 0 for the board's whole heap, None for the storage's budget
    (HEAP_KB)."""
    if kb is None:
        kb = HEAP_KB[storage]
    lines, expected, order = heap_budget.soak_lines(games)
    played = play(storage, kb, lines)
    same = played.snaps == expected
    complete = len(played.games) == len(order) and all(
        len(game) == 3 for game in played.games)
    ok = played.stopped is None and same and not played.memory_error and complete
    print("soak on the emulated Pico (stock v1.28.0%s): %d games in one power-on, each after "
          "the first from a restart, heap %s, .mpy %s: %s, frames %s CPython's (%d frames, "
          "%.0f s)"
          % (", romfs256k" if storage == "rom" else "", len(order),
             "%d KB" % kb if kb else "the Pico's whole",
             {"rom": "in ROMFS", "fs": "on LittleFS",
              "bytecode": "on LittleFS, every module bytecode"}[storage],
             "MemoryError" if played.memory_error else "stopped" if played.stopped
             else "no MemoryError", "equal to" if same else "DIFFERENT from", played.frames,
             played.seconds))
    heap_budget.report_soak(order, played.games)
    if played.restarts:
        print("  a restart into a game, the frame that chose it to the game's first picture "
              "(the soak's main.py sets up its hard heap at each boot): median %.0f ms, "
              "%.0f-%.0f ms (%d restarts)" % (
                  statistics.median(played.restarts), min(played.restarts),
                  max(played.restarts), len(played.restarts)))
    if not ok:
        print("  " + (played.stopped or "") + "\n  " + "\n  ".join(failure_lines(played.console)))
    return 0 if ok else 1


def failure_lines(console):
    """The console's lines that say what went wrong: around its first traceback (the frame
    before it and the error's own lines), else its last lines."""
    lines = console.decode("utf-8", "replace").splitlines()
    for i, line in enumerate(lines):
        if line.startswith("Traceback"):
            end = i + 1
            while end < len(lines) and lines[end].startswith(" "):
                end += 1
            return lines[max(0, i - 3):end + 1]
    return lines[-15:]


def main(argv):
    storage = argv[0] if argv else "rom"
    heap = argv[1] if len(argv) > 1 else None
    games = argv[2] if len(argv) > 2 else "20"
    if (storage not in HEAP_KB or len(argv) > 3 or not games.isdigit()
            or (heap not in (None, "board") and not heap.isdigit())):
        print("usage: python -m host_tools.pico.soak rom|fs|bytecode [KB|board] [GAMES]",
              file=sys.stderr)
        return 2
    return soak(storage, None if heap is None else 0 if heap == "board" else int(heap),
                int(games))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
