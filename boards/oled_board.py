"""What the real boards share: an SSD1306 on I2C and six buttons to ground.

A board file (`pico.py`, `esp32.py`) names its pins and calls these two functions, so the
pins live in the board file and the hardware code lives once here.
"""
import os

from machine import I2C, Pin

from firmware.storage import CLOCK_FILE
from shared_rules.compat import import_once

# A real board's clock set from the time `make deploy` left (boards/clock.py, imported for that
# step alone), once after a deploy: the file is looked for first, so a power-on without one
# imports nothing (a module's import from a Pico's LittleFS: 12-35 ms). At this module's
# import, where its code leaves RAM after it has run.
try:
    os.stat("/" + CLOCK_FILE)
    import_once("boards.clock").set_clock()
except OSError:
    pass

# The panel's set-up, a command a transfer, as micropython-lib's ssd1306 driver (0.3) sends
# it: display off; horizontal addressing; start line 0; column 127 at SEG0; the mux ratio
# (rows less 1: byte 6, put in by Panel); COM scan from COM[N]; no offset; the COM pins
# (byte 11: 0x12, or 0x02 for a panel more than twice as wide as high); clock; precharge;
# VCOM 0.83 Vcc; contrast 255; the RAM shown, not inverted; charge pump on; display on.
_SET_UP = (b"\xae\x20\x00\x40\xa1\xa8\x3f\xc8\xd3\x00\xda\x12\xd5\x80\xd9\xf1\xdb\x30\x81\xff"
           b"\xa4\xa6\x8d\x14\xaf")


class Panel:
    """The SSD1306 driven as micropython-lib's SSD1306_I2C drives it: the same bytes on the bus
    for the set-up, `show`, `contrast`, `poweroff` and `poweron` (tests/firmware/test_boards.py
    compares them with that driver's), without its FrameBuffer, which the firmware never
    draws with, and without its module in RAM. `buffer` is the data control byte and then the
    frame (the App draws from byte 1 on: firmware/game_menu.py's `frame_buffer`), so a frame
    goes to the bus as it is, from one buffer made here: the driver's `write_data` hands the
    bus [0x40, frame] (`writevto`), which the rp2 port joins into a new 1 KB buffer at every
    frame, a MemoryError outside the app's reach when the heap is short (found on the emulated
    Pico); a board once kept a copy of the frame to send, besides the driver's."""

    def __init__(self, width, height, i2c, addr):
        self.i2c = i2c
        self.addr = addr
        self._command = bytearray(2)
        self._command[0] = 0x80  # Co=1, D/C#=0: a command byte follows
        # The columns and pages the frame fills, which `show` sends before it (a panel 64 wide
        # shows columns 32 to 95 of the controller's).
        x0 = 32 if width == 64 else 0
        self._window = bytes((0x21, x0, x0 + width - 1, 0x22, 0, height // 8 - 1))
        self.buffer = bytearray(1 + width * height // 8)
        self.buffer[0] = 0x40  # Co=0, D/C#=1: the rest is display data
        for i, cmd in enumerate(_SET_UP):
            if i == 6:
                cmd = height - 1
            elif i == 11:
                cmd = 0x02 if width > 2 * height else 0x12
            self.command(cmd)
        self.show()  # the panel's memory cleared

    def command(self, cmd):
        self._command[1] = cmd
        self.i2c.writeto(self.addr, self._command)

    def show(self):
        for cmd in self._window:
            self.command(cmd)
        self.i2c.writeto(self.addr, self.buffer)

    def contrast(self, level):
        self.command(0x81)
        self.command(level)

    def poweroff(self):
        self.command(0xAE)

    def poweron(self):
        self.command(0xAF)


def make_display(width, height, i2c_id, sda, scl, freq, addr, pin_prefix):
    """The panel (`Panel`) on the given bus; a clear OSError when nothing answers.

    `pin_prefix` is how the board's pinout names a GPIO ("GP" on a Pico, "GPIO" on an ESP32),
    so the message names the pins as printed on the board.
    """
    i2c = I2C(i2c_id, sda=Pin(sda), scl=Pin(scl), freq=freq)
    try:
        return Panel(width, height, i2c, addr)
    except OSError as e:
        raise OSError("no SSD1306 at 0x%02X on SDA %s%d / SCL %s%d (%s): check the wiring"
                      % (addr, pin_prefix, sda, pin_prefix, scl, e))


def button_reader(pin_numbers):
    """A `read_buttons()` for buttons from these GPIOs to ground (internal pull-ups).

    Bit i of the mask is the i-th pin (UP, DOWN, LEFT, RIGHT, A, B); pressed reads 0.
    """
    pins = tuple(Pin(n, Pin.IN, Pin.PULL_UP) for n in pin_numbers)

    def read_buttons():
        """Bitmask of the buttons held right now (raw, not debounced)."""
        mask = 0
        bit = 1
        for pin in pins:
            if not pin.value():
                mask |= bit
            bit <<= 1
        return mask

    return read_buttons
