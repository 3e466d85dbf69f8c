"""main.py for measuring runs on the emulated Pico: the device's loop, and the heap per frame.

After every frame that sent a picture to the panel, it collects and prints `heap <bytes
allocated before the collect> <bytes live after it>`. Nothing is freed between two such
collects, so the first figure bounds from above the heap's peak since the previous one (what
was live then plus all that was allocated since). Other frames are not sampled, because
`gc.mem_alloc()` walks the whole heap's allocation table (a few ms on a Pico) and would slow
every frame; a frame that draws nothing allocates nothing or little (the idle frame allocates
nothing: bench/firmware.py proves it with the heap locked), and is counted in the next sample.
"""
import gc

import boards.pico as board
from firmware.main import run

_sleep_ms = board.sleep_ms
_make_display = board.make_display
_busy = [True]  # a frame reached the panel since the last sample


def make_display():
    display = _make_display()
    show = display.show

    def shown():
        _busy[0] = True
        show()

    display.show = shown
    return display


def sleep_ms(ms):
    if _busy[0]:
        _busy[0] = False
        used = gc.mem_alloc()
        gc.collect()
        print("heap", used, gc.mem_alloc())
    _sleep_ms(ms)


board.make_display = make_display
board.sleep_ms = sleep_ms
run(board)
