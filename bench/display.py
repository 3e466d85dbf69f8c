# The boards' display path under MicroPython: heap for the board file + micropython-lib's
# ssd1306 driver + its frame, and the CPU cost of show() (the I2C transfer itself is extra).
# Runs boards/pico.py with the fake `machine` of tests/board_fakes (no bus time).
import gc
import sys

sys.path.insert(0, "tests/board_fakes")
sys.path.insert(0, ".venv/mplib")
import machine as fake  # noqa: E402

sys.modules["machine"] = fake
from shared_rules.compat import ticks_diff, ticks_us  # noqa: E402

gc.collect()
base = gc.mem_alloc()
import boards.pico as board  # noqa: E402

display = board.make_display()
del fake.WRITES[:]
gc.collect()
print("heap for boards.pico + ssd1306 driver + display: %d bytes (64-bit unix port; "
      "~half on a board, of which the frame is 1024)" % (gc.mem_alloc() - base))

buf = display.buffer
for i in range(len(buf)):
    buf[i] = (i * 37) & 0xFF
runs = 200
start = ticks_us()
for _ in range(runs):
    display.show()
    del fake.WRITES[:]
elapsed = ticks_diff(ticks_us(), start)
print("show() CPU cost: %.1f us mean over %d, plus the I2C transfer of 1031 bytes: ~23 ms "
      "at 400 kHz (calculated)" % (elapsed / runs, runs))
start = ticks_us()
for _ in range(runs):
    board.read_buttons()
elapsed = ticks_diff(ticks_us(), start)
print("read_buttons(): %.2f us mean (fake pins)" % (elapsed / runs))
