"""Run a board file (boards/pico.py or boards/esp32.py) with a fake `machine` and print.

Usage (under the MicroPython unix port, from the project root, with micropython-lib's
ssd1306 on the path): board_on_micropython.py BOARD [nodevice]. Prints the pins, how it
restarts, the button masks for a few pressed sets, then for each test screen every I2C write
(`W <hex>`) and the driver's buffer (`B <hex>`): the host test feeds the writes to the SSD1306
model; then what one `show()` allocates (`SHOW_ALLOC <bytes>`).
"""
import sys

sys.path.insert(0, "tests/board_fakes")
sys.path.insert(0, ".venv/mplib")
import machine as fake  # noqa: E402

sys.modules["machine"] = fake


def hexs(b):
    return "".join("%02x" % x for x in b)


def flush_writes():
    for address, data in fake.WRITES:
        print("W", "%02x" % address, hexs(data))
    del fake.WRITES[:]


name = sys.argv[1]
if len(sys.argv) > 2:
    fake.PRESENT[0] = False
board = __import__("boards." + name).__dict__[name]
print("NAME", board.NAME, board.WIDTH, board.HEIGHT, board.SAVE_DIR)
print("PINS", " ".join(str(p) for p in board.BUTTON_PINS))
print("RESTART", "soft_reset" if board.restart is fake.soft_reset else board.restart)
for pressed in ((), (0,), (5,), (0, 3), (0, 1, 2, 3, 4, 5)):
    fake.LEVELS.clear()
    for i in pressed:
        fake.LEVELS[board.BUTTON_PINS[i]] = 0
    print("MASK", " ".join(str(i) for i in pressed), board.read_buttons())
fake.LEVELS.clear()
try:
    display = board.make_display()
except OSError as e:
    print("OSERROR", e)
    raise SystemExit
print("BUS", " ".join(str(x) for x in fake.BUSES[0]))
flush_writes()
buf = display.buffer
print("B", hexs(buf))
for screen in range(4):
    for i in range(len(buf)):
        if screen == 0:
            buf[i] = 0xFF
        elif screen == 1:
            buf[i] = (i * 37 + 11) & 0xFF
        elif screen == 2:
            buf[i] = 0x55 if (i >> 7) & 1 else 0xAA
        else:
            buf[i] = 0
    if screen == 3:
        display.text("Regalia", 10, 20, 1)  # framebuf's own drawing, in C
        display.rect(0, 0, 128, 64, 1)
    display.show()
    flush_writes()
    print("B", hexs(buf))
# What sending a frame allocates (the bus not recording): nothing a full heap could refuse.
import gc  # noqa: E402

fake.QUIET[0] = True
display.show()
gc.collect()
gc.disable()
before = gc.mem_alloc()
display.show()
print("SHOW_ALLOC", gc.mem_alloc() - before)
gc.enable()
fake.QUIET[0] = False
display.contrast(40)
display.poweroff()
display.poweron()
flush_writes()
print("END")
