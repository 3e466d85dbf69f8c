"""main.py of the scripted runs on the emulated Pico: the device's own loop (firmware.main.run
on boards.pico: real pins, real I2C, micropython-lib's driver), with two changes:

- the clock is the frame count: frame n reads `ticks_ms() == 20 * n`, as the host tests'
  Driver counts, so a script pressed frame by frame on the pins (host_tools/pico/play.py,
  `Lockstep`) gives the firmware exactly the host's inputs, deals seeded from the clock
  included, whatever each frame costs on the chip;
- the heap: after every frame that sent a picture to the panel it collects and prints
  `heap <bytes allocated before the collect> <bytes live after it>`. Nothing is freed between
  two such collects, so the first figure bounds from above the heap's peak since the previous
  one. Other frames are not sampled: `gc.mem_alloc()` walks the heap's whole allocation table
  (a few ms on a Pico); a frame that draws nothing allocates little or nothing (the idle frame
  nothing: bench/firmware.py proves it with the heap locked), and counts in the next sample.
  A sample costs the chip ~40 ms (the collect and two walks of the heap's table): runs that
  only need the frame clock (the power-cut tests) set SAMPLE_HEAP to False
  (`host_tools/pico/image.lockstep_main()`).

With HEAP_BYTES set (`host_tools/pico/image.hard_heap_main(n)`), a ballast allocated before
the firmware is imported leaves the game a heap of that many bytes, as a board with a smaller
heap would have (the Pico's is 240 KB): the budgets of issue 15 proven on a 32-bit chip. Its
size is printed first (`ballast <bytes>`), and not counted in the samples.

With SOAK_PINS set (`host_tools/pico/image.soak_main()`, for host_tools/pico/soak.py), a frame
that finds the first GPIO low is the soak's turn between two games instead of a game's frame:
`largest <bytes> live <bytes>` (the largest block the heap can give after a collect, and the
bytes in use), back to the game menu (`App.home`, as a long B and its Confirm leave a game)
with the saves put aside (removed), one frame that builds the menu, `largest … live …`
again; then the frame clock starts from 0, as each game's script did from boot. A frame that
finds the second low starts with a reboot in the same heap: the game's code dropped, a new App
on the same saves (a script's reboot; a board's would free everything: this is harder). The
unix port's `h`, `m` and `r`, tests/heap_player.py.
"""
import gc

SAMPLE_HEAP = True
HEAP_BYTES = 0
SOAK_PINS = ()



def largest_block():
    """The largest bytearray the heap can give now (a binary search, after a collect). The
    unix port's player (tests/heap_player.py) measures the same way: each is a main script of
    its own, the one on the chip's flash, so neither imports the other."""
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


if HEAP_BYTES:
    # The game's heap in one piece, as a board's: the holes the boot left below the free tail
    # are filled first (they are not the game's), then the ballast takes the tail's start.
    gc.collect()
    _before = gc.mem_alloc()
    _tail = bytearray(largest_block())
    _filled = []
    while largest_block() >= 64:
        _filled.append(bytearray(largest_block()))
    _tail = None
    gc.collect()
    _ballast = bytearray(gc.mem_free() + _before - HEAP_BYTES)  # (what the boot left counts)
    _ballast_bytes = gc.mem_alloc() - _before
    print("ballast", _ballast_bytes)
else:
    _ballast_bytes = 0

import boards.pico as board  # noqa: E402
from firmware.main import FRAME_MS, run  # noqa: E402

_sleep_ms = board.sleep_ms
_make_display = board.make_display
_state = [True, 0]  # a frame reached the panel since the last sample; frames run


def make_display():
    display = _make_display()
    show = display.show

    def shown():
        _state[0] = True
        show()

    display.show = shown
    return display


def ticks_ms():
    return _state[1] * FRAME_MS


def sleep_ms(ms):
    _state[1] += 1
    if _state[0] and SAMPLE_HEAP:
        _state[0] = False
        used = gc.mem_alloc()
        gc.collect()
        print("heap", used - _ballast_bytes, gc.mem_alloc() - _ballast_bytes)
    _sleep_ms(ms)


def measure():
    print("largest", largest_block(), "live", gc.mem_alloc() - _ballast_bytes)


def soak():
    """The device's loop (firmware.main.run), with the soak's turn between two games."""
    import os
    from machine import Pin
    from firmware.app import App
    turn, reboot = [Pin(n, Pin.IN, Pin.PULL_UP) for n in SOAK_PINS]
    app = App(board)
    while True:
        buttons = board.read_buttons()
        # (read with the buttons: the same frame's burst of pin reads)
        if not reboot.value():
            files = app.files
            app.unload_game()
            app = None
            app = App(board, files)
        if turn.value():
            app.tick(ticks_ms(), buttons)
        else:
            measure()
            app.home()
            for name in os.listdir("/"):  # the saves (and their .tmp, .bak) put aside
                if ".sav" in name:
                    os.remove("/" + name)
            app.tick(ticks_ms(), 0)
            measure()
            _state[1] = -1  # the next frame reads 0
        sleep_ms(FRAME_MS)


board.make_display = make_display
board.ticks_ms = ticks_ms
board.sleep_ms = sleep_ms
try:
    if not SOAK_PINS:
        run(board)
    else:
        soak()
finally:
    _ballast = None  # the REPL after an interrupt (a re-deploy) gets the whole heap back
