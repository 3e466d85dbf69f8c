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
"""
import gc

SAMPLE_HEAP = True
HEAP_BYTES = 0

if HEAP_BYTES:
    gc.collect()
    _before = gc.mem_alloc()
    _ballast = bytearray(gc.mem_free() + _before - HEAP_BYTES)
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


board.make_display = make_display
board.ticks_ms = ticks_ms
board.sleep_ms = sleep_ms
try:
    run(board)
finally:
    _ballast = None  # the REPL after an interrupt (a re-deploy) gets the whole heap back
