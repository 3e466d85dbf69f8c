"""The simulated board: the firmware on CPython, with the real CPython display driver.

`make_display()` returns Adafruit's `adafruit_ssd1306.SSD1306_I2C` driving a simulated I2C
bus (`bus`) on which an SSD1306 controller model (`panel`, host_tools/ssd1306_model.py) sits at
0x3C: the driver's bytes become the model's pixels, so the simulator and the screenshots show
what a panel would show. Buttons are a mask that the simulator or a test sets with
`set_buttons(mask)`. Saved games go to `SAVE_DIR`: `$REGALIA_SAVE_DIR`, else `~/.regalia-sim/`
(created on import; it ends with a separator, like "/" on the boards).

`reset()` gives a fresh bus, panel and button mask (a test or the screenshot tool runs several
apps in one process).
"""
import os
import time

import adafruit_ssd1306

from host_tools.ssd1306_model import NoDevice, SSD1306Model

NAME = "sim"
WIDTH = 128
HEIGHT = 64
OLED_ADDR = 0x3C


def _save_dir():
    folder = os.environ.get("REGALIA_SAVE_DIR") or os.path.join(
        os.path.expanduser("~"), ".regalia-sim")
    os.makedirs(folder, exist_ok=True)
    return os.path.join(folder, "")


SAVE_DIR = _save_dir()


class SimI2C:
    """A host I2C bus with the calls Adafruit's I2CDevice makes (no Blinka hardware)."""

    def __init__(self):
        self.devices = {}
        self._locked = False

    def attach(self, device):
        """Put a device (anything with `address` and `write(bytes)`) on the bus."""
        self.devices[device.address] = device

    def try_lock(self):
        if self._locked:
            return False
        self._locked = True
        return True

    def unlock(self):
        self._locked = False

    def _device(self, address):
        device = self.devices.get(address)
        if device is None:
            raise NoDevice(address)
        return device

    def writeto(self, address, buffer, *, start=0, end=None):
        """One I2C write; the first one a driver makes is an empty probe."""
        if end is None:
            end = len(buffer)
        self._device(address).write(bytes(memoryview(buffer)[start:end]))

    def readfrom_into(self, address, buffer, *, start=0, end=None):
        """Reads return zeros (the SSD1306 status byte: display on, not busy, is close)."""
        self._device(address)
        if end is None:
            end = len(buffer)
        for i in range(start, end):
            buffer[i] = 0

    def scan(self):
        return sorted(self.devices)


class Display(adafruit_ssd1306.SSD1306_I2C):
    """Adafruit's SSD1306_I2C whose `.buffer` is the 1024-byte MONO_VLSB frame.

    Adafruit keeps the frame behind a 0x40 control byte in one 1025-byte array (so `show()` is
    a single I2C write); `.buffer` here is a view of the frame part of that same array, which
    is the board interface the firmware draws into. Everything else is the driver's own code.
    """

    def __init__(self, width, height, i2c, **options):
        self._i2c_buffer = None
        super().__init__(width, height, i2c, **options)
        self._i2c_buffer = self.buffer
        self.buffer = memoryview(self._i2c_buffer)[1:]

    def write_framebuf(self):
        if self._i2c_buffer is None:  # still inside the driver's own __init__
            return super().write_framebuf()
        with self.i2c_device:
            self.i2c_device.write(self._i2c_buffer)


bus = None
panel = None
_held = 0


def reset():
    """A fresh bus with a fresh (powered-up, uninitialised) panel, and no button held."""
    global bus, panel, _held
    bus = SimI2C()
    panel = SSD1306Model(WIDTH, HEIGHT, OLED_ADDR)
    bus.attach(panel)
    _held = 0


reset()


def make_display():
    """Adafruit's driver over the simulated bus; the panel model receives every byte."""
    return Display(WIDTH, HEIGHT, bus, addr=OLED_ADDR)


def set_buttons(mask):
    """Set the buttons held from now on (UP=1 DOWN=2 LEFT=4 RIGHT=8 A=16 B=32)."""
    global _held
    _held = mask & 63


def read_buttons():
    """Bitmask of the buttons held right now."""
    return _held


_start = time.monotonic()


def ticks_ms():
    return int((time.monotonic() - _start) * 1000)


def sleep_ms(ms):
    time.sleep(ms / 1000)
