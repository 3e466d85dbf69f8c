"""Plays recorded button frames on the real firmware under MicroPython, inside a hard heap.

The MicroPython side of host_tools/heap_budget.py (which records the frames on CPython and
reads what this prints). It runs as the main script of the MicroPython unix port:

    micropython -X heapsize=96wK heap_player.py FRAMES [rom=IMAGE free=BYTES] [redraws] [starts]
        [from=LINE,FRAMES,NOW]

FRAMES is a text file, one line per instruction:
- `f MASK N`: N frames of 20 ms with the buttons MASK held (the clock counts frames from 0,
  as the tests' Driver does);
- `s NAME`: print `snap NAME HASH` (a hash of the frame on the panel);
- `r`: a reboot: the player stops (`restart LINE 0 NOW`, below) and is started again, a new
  process: a heap made anew on the same save folder, as a board's reset makes it;
- `h`: back to the game menu, as a long B and its Confirm leave a game (`App.home`), with the
  saves put aside (removed: no new object that outlives the game), and one frame that builds
  the menu; then the clock starts again from 0: the soak's way from one game to the next, in
  one App as on a board (the next game's script finds the menu and the clock it had from
  boot);
- `m`: print `largest BYTES live BYTES`: the largest block the heap can give after a
  collect, and the bytes in use.

The App restarts into a game chosen after another (firmware/restart.py) with the board's
`restart()`: here a SystemExit, as MicroPython's soft reset raises it, which ends the frame
and the player: it prints `restart LINE FRAMES NOW`, where the next process goes on (`from=`:
the frames line, the frames of it already played, the clock), with a heap made anew;
host_tools/heap_budget.play starts it again until a run ends without one. With `starts`, the
frame after one in which a game's code came into the heap (`App.game_module`) prints `start
BYTES LIVE` (the largest block and the bytes in use, after it; as the chip's soak measures).

It prints `free BYTES` (free heap before the firmware is imported), `from PATH` (where
firmware/app came from), the snaps and largest blocks, `errors N LAST` if the app showed
any error screen, `live BYTES` after the last frame and a collect, and last `done FRAMES` (or
the `restart` line).
With `redraws`, every redraw's allocations are counted (the collector held off while it
draws) by the screen on top, and what drawing the same picture once more allocates:
`redraw SCREEN COUNT MOST TOTAL MOST_AGAIN TOTAL_AGAIN` (bytes) before `done`.

With `rom=IMAGE`, the compiled modules are imported from a ROMFS image mounted with
`vfs.VfsRom`, bytecode run in place. The unix port has no flash: the image is read into the
heap, then a ballast leaves exactly `free` bytes free (the free heap of a plain run at the
budget), so the game gets the budget's heap and the image is not counted in it.
Saves go to real files (as on a board's flash), in a folder beside FRAMES.
"""
import gc
import os
import sys

FRAME_MS = 20


class Panel:
    """The display the boards hand the app: a 1 KB buffer; show() sends it (here: nowhere)."""

    def __init__(self):
        self.buffer = bytearray(1024)

    def show(self):
        pass

    def contrast(self, level):
        pass

    def poweroff(self):
        pass

    def poweron(self):
        pass


class Board:
    NAME = "heap"
    WIDTH = 128
    HEIGHT = 64

    def __init__(self, save_dir):
        self.SAVE_DIR = save_dir
        self.panel = Panel()

    def make_display(self):
        return self.panel

    def restart(self):
        raise SystemExit  # as machine.soft_reset()


def frame_hash(buf):
    h = 0
    for b in buf:
        h = (h * 31 + b) & 0xFFFFFF
    return h


def largest_block():
    """The largest bytearray the heap can give now (a binary search, after a collect)."""
    gc.collect()
    low, high = 0, gc.mem_free()
    while high - low > 16:
        mid = (low + high) // 2
        try:
            block = bytearray(mid)
            del block
            low = mid
        except MemoryError:
            high = mid
    gc.collect()
    return low


def count_redraws(app, table):
    """Wrap `app.render`: what each redraw allocates goes to `table[top screen's class]` as
    [redraws, most bytes, total bytes, most bytes again, total bytes again]: the redraw after
    a change, then the same picture drawn once more (a frame that only redraws)."""
    render = app.render

    def allocated():
        gc.collect()
        gc.disable()
        before = gc.mem_alloc()
        render()
        used = gc.mem_alloc() - before
        gc.enable()
        return used

    def counted():
        name = type(app.top()).__name__ if app.stack else "-"
        used = allocated()
        app.dirty = True
        again = allocated()
        row = table.get(name)
        if row is None:
            table[name] = [1, used, used, again, again]
        else:
            row[0] += 1
            row[1] = max(row[1], used)
            row[2] += used
            row[3] = max(row[3], again)
            row[4] += again

    app.render = counted


def mount_rom(path, free):
    import vfs
    f = open(path, "rb")
    size = f.seek(0, 2)
    f.seek(0)
    image = bytearray(size)
    f.readinto(image)
    f.close()
    vfs.mount(vfs.VfsRom(image), "/rom")
    sys.path.insert(0, "/rom")
    gc.collect()
    spare = gc.mem_free() - free
    if spare < 0:
        raise MemoryError("heap too small for the image: %d bytes short" % -spare)
    # Less its own header (a block), rounded to blocks; a second one takes up the rest.
    ballast = [bytearray(max(0, spare - 32))]
    gc.collect()
    spare = gc.mem_free() - free
    if spare > 64:
        ballast.append(bytearray(spare - 64))
    gc.collect()
    return image, ballast


def main(argv):
    frames_path = argv[0]
    opts = {}
    for a in argv[1:]:
        key, _, value = a.partition("=")
        opts[key] = value
    kept = None
    if "rom" in opts:
        kept = mount_rom(opts["rom"], int(opts["free"]))
    gc.collect()
    print("free", gc.mem_free())
    if "probe" in opts:
        return
    from firmware.app import App
    from firmware.storage import Files
    print("from", sys.modules["firmware.app"].__file__)

    folder = frames_path + ".saves"
    try:
        os.mkdir(folder)
    except OSError:
        pass
    redraws = {} if "redraws" in opts else None

    def new_app():
        board = Board(folder)
        app = App(board, Files(folder))
        if redraws is not None:
            count_redraws(app, redraws)
        return board, app

    starts = "starts" in opts
    opened = [False]  # a game's code was imported in this frame (App.game_module)
    if starts:
        game_module = App.game_module

        def opening(app, module):
            opened[0] = True
            return game_module(app, module)

        App.game_module = opening
    number, skip, now = [int(x) for x in opts.get("from", "0,0,0").split(",")]
    played = 0
    errors = []
    stop = None
    with open(frames_path) as f:
        for _ in range(number):  # (read before the App is made: what a boot makes is the same)
            f.readline()
        gc.collect()
        board, app = new_app()
        number -= 1
        for line in f:
            number += 1
            word = line[0]
            if word == "f":
                _, mask, n = line.split()
                mask = int(mask)
                for i in range(skip, int(n)):
                    started = opened[0]
                    opened[0] = False
                    try:
                        app.tick(now, mask)
                    except SystemExit:
                        stop = (number, i + 1, now + FRAME_MS)
                        break
                    now += FRAME_MS
                    played += 1
                    if starts and started:
                        print("start", largest_block(), gc.mem_alloc())
                skip = 0
                if stop:
                    break
            elif word == "s":
                print("snap", line[2:].strip(), frame_hash(board.panel.buffer))
            elif word == "r":
                stop = (number + 1, 0, now)
                break
            elif word == "h":
                app.home()
                for name in os.listdir(folder):  # the saves (and their .tmp, .bak) put aside
                    if ".sav" in name:
                        os.remove(folder + "/" + name)
                app.tick(now, 0)
                now = 0
            elif word == "m":
                print("largest", largest_block(), "live", gc.mem_alloc())
    if app.errors:
        errors.append(app.last_error)
    if errors:
        print("errors", len(errors), repr(errors[-1]))
    gc.collect()
    print("live", gc.mem_alloc())
    for name in sorted(redraws or ()):
        print("redraw", name, *redraws[name])
    del kept
    if stop:
        print("restart %d %d %d" % stop)
    else:
        print("done", played)


main(sys.argv[1:])
