"""main.py of the scripted runs on the emulated Pico: the device's own loop (firmware.main.run
on boards.pico: real pins, real I2C, micropython-lib's driver), with two changes:

- the clock is the frame count: frame n reads `ticks_ms() == 20 * n`, as the host tests'
  Driver counts, so a script pressed frame by frame on the pins (host_tools/pico/play.py,
  `Lockstep`) gives the firmware exactly the host's inputs, deals seeded from the clock
  included, whatever each frame costs on the chip. The count goes on across the App's
  restart into a game (`board.restart()`, a soft reset: firmware/restart.py), as a board's
  ticks_ms does: the frame that restarts ends there and the next boot's first frame is the
  next one (kept in the watchdog's first scratch register, which a soft reset leaves alone
  and a power-on clears);
- the heap: after every frame that sent a picture to the panel it collects and prints
  `heap <bytes allocated before the collect> <bytes live after it>`. Nothing is freed between
  two such collects, so the first figure bounds from above the heap's peak since the previous
  one. Other frames are not sampled: `gc.mem_alloc()` walks the heap's whole allocation table
  (a few ms on a Pico); a frame that draws nothing allocates little or nothing (the idle frame
  nothing: bench/firmware.py proves it with the heap locked), and counts in the next sample.
  A sample costs the chip ~40 ms (the collect and two walks of the heap's table): runs that
  only need the frame clock (the power-cut tests) set SAMPLE_HEAP to False
  (`host_tools/pico/image.lockstep_main()`).

With SETTINGS_SAV set, the first boot writes it as the settings (a language of Settings).
With HEAP_BYTES set (`host_tools/pico/image.hard_heap_main(n)`), a ballast allocated before
the firmware is imported leaves the game a heap of that many bytes, as a board with a smaller
heap would have (the Pico's is 240 KB): the budgets of issue 15 proven on a 32-bit chip. Its
size is printed first (`ballast <bytes>`), and not counted in the samples.

For the soak (`host_tools/pico/image.soak_main()`), its loop replaces `run(board)`
(host_tools/pico/soak.py, SOAK_LOOP). Only what every run needs is here: this file's
bytecode is in the heap before the ballast, and so in the game's heap of HEAP_BYTES.
"""
import gc

SAMPLE_HEAP = True
HEAP_BYTES = 0
# settings.sav's whole text naming a language (a budget measured in Svenska or Dansk:
# `image.hard_heap_main(n, language)`), written before the ballast when there is none
SETTINGS_SAV = None

if SETTINGS_SAV:
    try:
        open("settings.sav").close()
    except OSError:
        with open("settings.sav", "w") as _f:
            _f.write(SETTINGS_SAV)
        _f = None

def largest_block():
    """The largest bytearray the heap can give now (a binary search, after a collect). The
    unix port's player (tests/support/heap_player.py) measures the same way: each is a main script of
    its own, the one on the chip's flash, so neither imports the other."""
    gc.collect()
    low, high = 0, gc.mem_free()
    gc.disable()  # a try that finds no room fails at once, without a collect (~0.1 s a search)
    try:
        while high - low > 16:
            mid = (low + high) // 2
            try:
                bytearray(mid)
            except MemoryError:
                high = mid
                continue
            gc.collect()  # (the try's block free again)
            low = mid
    finally:
        gc.enable()
    gc.collect()
    return low


if HEAP_BYTES:
    # The game's heap in one piece, as a board's: the holes the boot left below the free tail
    # are filled first (they are not the game's), then the ballast takes the tail's start.
    gc.collect()
    _before = gc.mem_alloc()
    _tail = bytearray(largest_block())
    _filled = []
    _hole = largest_block()
    while _hole >= 64:
        _filled.append(bytearray(_hole))
        _hole = largest_block()
    _tail = None
    gc.collect()
    _ballast = bytearray(gc.mem_free() + _before - HEAP_BYTES)  # (what the boot left counts)
    _ballast_bytes = gc.mem_alloc() - _before
    print("ballast", _ballast_bytes)
else:
    _ballast_bytes = 0

import boards.pico as board  # noqa: E402
from firmware.main import FRAME_MS, run  # noqa: E402
from machine import mem32  # noqa: E402

_sleep_ms = board.sleep_ms
_make_display = board.make_display
_restart = board.restart
_KEPT_CLOCK = 0x4005800C  # WATCHDOG SCRATCH0: the frame count + 1 across a soft reset, or 0
# A frame reached the panel since the last sample; the frames run (kept across a soft reset).
_state = [True, max(0, mem32[_KEPT_CLOCK] - 1)]
mem32[_KEPT_CLOCK] = 0


def keep_clock(frames):
    """The next boot's first frame is frame `frames` (a soft reset comes next)."""
    mem32[_KEPT_CLOCK] = frames + 1


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


def restart():
    keep_clock(_state[1] + 1)
    _restart()


board.make_display = make_display
board.ticks_ms = ticks_ms
board.sleep_ms = sleep_ms
board.restart = restart
try:
    run(board)
finally:
    _ballast = None  # the REPL after an interrupt (a re-deploy) gets the whole heap back
