"""The simulated panel the sim board is given: an I2C bus with an SSD1306 controller model.

`boards/sim.py` names the board (size, address, buttons, clock, save folder) and gets its bus
and display from here, since a board may not import host tools. `sim_board()` hands the board
this wiring and returns it, reset: `make_display()` then returns Adafruit's
`adafruit_ssd1306.SSD1306_I2C` on a `SimI2C` bus on which an `SSD1306Model` (`board.panel`)
sits at the board's address, so the driver's bytes become the model's pixels and the simulator
and the screenshots show what a panel would show.
"""
import adafruit_ssd1306

from host_tools.ssd1306_model import NoDevice, SSD1306Model


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


def wiring(width, height, address):
    """A fresh bus with a fresh (powered-up, uninitialised) panel model at `address`.

    Returns (bus, panel, make_display), what `boards.sim.install` expects.
    """
    bus = SimI2C()
    panel = SSD1306Model(width, height, address)
    bus.attach(panel)

    def make_display():
        return Display(width, height, bus, addr=address)

    return bus, panel, make_display


def sim_board():
    """`boards.sim` with this wiring installed and reset (fresh panel, no button held)."""
    import boards.sim as board
    board.install(wiring)
    return board
