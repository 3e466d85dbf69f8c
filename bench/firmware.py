# Firmware under MicroPython: boot to the first menu frame, frame render times, heap in use.
import gc
import sys

# This script is named like the `firmware` package: take its own folder off the path.
sys.path[:] = [p for p in sys.path if not p.rstrip("/").endswith("bench")]

gc.collect()
heap0 = gc.mem_alloc()
from shared_rules.compat import ticks_diff, ticks_us  # noqa: E402

t0 = ticks_us()
from firmware.app import App  # noqa: E402
from firmware.display import BufferBoard  # noqa: E402

t_import = ticks_diff(ticks_us(), t0)
from tests.support.memory_files import MemoryFiles  # noqa: E402 (after the timing: tests only)
t1 = ticks_us()
board = BufferBoard()
app = App(board, MemoryFiles())
app.tick(0, 0)          # the splash frame
t_splash = ticks_diff(ticks_us(), t1)
app.tick(1600, 0)       # the splash's 1.5 s are over: the game menu
t_menu = ticks_diff(ticks_us(), t1)
assert app.at_game_menu() and board.display.frames == 2
gc.collect()
heap_boot = gc.mem_alloc() - heap0
print("import of the firmware modules (compiled from .py here): %d us" % t_import)
print("boot to first frame (splash): %d us; to the game menu frame: %d us (+ the splash's 1.5 s)"
      % (t_splash, t_menu))


def mean_render(runs):
    start = ticks_us()
    for _ in range(runs):
        app.dirty = True
        app.render()
    return ticks_diff(ticks_us(), start) / runs


import micropython  # noqa: E402

def idle_frames(n):
    """n frames with no button; the heap is locked, so any allocation raises MemoryError."""
    micropython.heap_lock()
    try:
        start = ticks_us()
        for i in range(n):
            app.tick(1640 + i * 20, 0)
        elapsed = ticks_diff(ticks_us(), start)
    finally:
        micropython.heap_unlock()
    return elapsed / n


app.tick(1620, 0)
r = idle_frames(1000)
print("idle frame (no button, nothing to redraw): %.1f us mean, allocates nothing (heap locked)"
      % r)

r = mean_render(200)
print("game menu frame render: %.0f us mean" % r)
print("heap in use after boot: %d bytes (64-bit unix port; ~half on a board)" % heap_boot)

# A whole King score sheet, driven by the scripted buttons of the tests.
gc.collect()
before = gc.mem_alloc()
from tests.support.firmware_script import Driver, negative, presses, start_sheet  # noqa: E402

gc.collect()
driver_heap = gc.mem_alloc() - before

d = Driver()
d.run(start_sheet(snaps=False))
t = ticks_us()
steps = negative(0)
d.run(steps)
print("one deal entered and saved (%d presses, %d frames): %d us"
      % (presses(steps), presses(steps) * 6, ticks_diff(ticks_us(), t)))
for n in range(1, 6):
    d.run(negative(n))
for _ in range(4):
    d.run(["A", "U", "A"])
d.run(["D"])  # from the totals to the score table
app = d.app
assert type(app.top()).__name__ == "Table" and app.errors == 0
r = mean_render(100)
print("score table frame render (10 deals): %.0f us mean" % r)
keeper = app.stack[-2].keeper
t = ticks_us()
for _ in range(10):
    assert keeper.save(app) is None
print("save of the sheet (temp file, rename): %d us mean" % (ticks_diff(ticks_us(), t) // 10))
gc.collect()
print("heap in use during the score sheet (after 10 deals, King code loaded): %d bytes"
      % (gc.mem_alloc() - heap0 - driver_heap))
print("  (not counting the test driver's own %d bytes)" % driver_heap)
try:
    import micropython
    micropython.mem_info()
except ImportError:
    pass
d.run(["B", "B", "B"])  # table -> totals -> sheet menu -> game menu: the King code is dropped
assert app.at_game_menu()
del keeper
gc.collect()
print("heap in use back at the game menu (King code unloaded): %d bytes; king modules loaded: %s"
      % (gc.mem_alloc() - heap0 - driver_heap,
         [m for m in sys.modules if "king" in m]))
