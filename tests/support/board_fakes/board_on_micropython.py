"""Run a board file (boards/pico.py or boards/esp32.py) with a fake `machine` and print.

Usage (under the MicroPython unix port, from the project root, with micropython-lib's
ssd1306 on the path): board_on_micropython.py BOARD [nodevice]. Prints the pins, how it
restarts, the button masks for a few pressed sets, then for each test screen every I2C write
(`W <hex>`) and the frame (`B <hex>`): the host test feeds the writes to the SSD1306 model;
what the display keeps in the heap (`DISPLAY_HEAP <bytes>`, the 64-bit port's);
then what one `show()` allocates (`SHOW_ALLOC <bytes>`); last, the writes of micropython-lib's
SSD1306_I2C driver for the same screens and calls (`R <hex>`), which the board's must equal.
"""
import sys

sys.path.insert(0, "tests/board_fakes")
sys.path.insert(0, ".venv/mplib")
import machine as fake  # noqa: E402

sys.modules["machine"] = fake


def hexs(b):
    return "".join("%02x" % x for x in b)


def flush_writes(tag="W"):
    for address, data in fake.WRITES:
        print(tag, "%02x" % address, hexs(data))
    del fake.WRITES[:]


def frame_of(display):
    """The frame bytes of a driver's `buffer` (a data control byte in front, or none)."""
    buf = display.buffer
    return memoryview(buf)[len(buf) - 1024:]


def screens(display, tag):
    """Four test frames shown, each one's writes and frame printed; then the panel's
    contrast, off and on."""
    buf = frame_of(display)
    for screen in range(4):
        for i in range(len(buf)):
            if screen == 0:
                buf[i] = 0xFF
            elif screen == 1:
                buf[i] = (i * 37 + 11) & 0xFF
            elif screen == 2:
                buf[i] = 0x55 if (i >> 7) & 1 else 0xAA
            else:
                buf[i] = 0x81 if i % 128 in (0, 127) else 0
        display.show()
        flush_writes(tag)
        print("B" if tag == "W" else tag + "B", hexs(buf))
    display.contrast(40)
    display.poweroff()
    display.poweron()
    flush_writes(tag)


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
import gc  # noqa: E402

gc.collect()
heap_before = gc.mem_alloc()
try:
    display = board.make_display()
except OSError as e:
    print("OSERROR", e)
    raise SystemExit
print("BUS", " ".join(str(x) for x in fake.BUSES[0]))
flush_writes()
gc.collect()
print("DISPLAY_HEAP", gc.mem_alloc() - heap_before)  # the panel's objects and code, kept
print("B", hexs(frame_of(display)))
screens(display, "W")
# What sending a frame allocates (the bus not recording): nothing a full heap could refuse.
fake.QUIET[0] = True
display.show()
gc.collect()
gc.disable()
before = gc.mem_alloc()
display.show()
print("SHOW_ALLOC", gc.mem_alloc() - before)
gc.enable()
fake.QUIET[0] = False
# micropython-lib's driver on the same bus, the same screens.
import ssd1306  # noqa: E402

reference = ssd1306.SSD1306_I2C(board.WIDTH, board.HEIGHT, fake.I2C(0, sda=fake.Pin(0),
                                                                     scl=fake.Pin(1)),
                                addr=board.OLED_ADDR)
flush_writes("R")
print("RB", hexs(frame_of(reference)))
screens(reference, "R")
print("END")
