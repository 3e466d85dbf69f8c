"""What the real boards share: an SSD1306 on I2C and six buttons to ground.

A board file (`pico.py`, `esp32.py`) names its pins and calls these two functions, so the
pins live in the board file and the hardware code lives once here.
"""
from machine import I2C, Pin


def make_display(width, height, i2c_id, sda, scl, freq, addr, pin_prefix):
    """micropython-lib's SSD1306_I2C on the given bus; a clear OSError when nothing answers.

    `pin_prefix` is how the board's pinout names a GPIO ("GP" on a Pico, "GPIO" on an ESP32),
    so the message names the pins as printed on the board.
    """
    import ssd1306

    i2c = I2C(i2c_id, sda=Pin(sda), scl=Pin(scl), freq=freq)
    try:
        display = ssd1306.SSD1306_I2C(width, height, i2c, addr=addr)
    except OSError as e:
        raise OSError("no SSD1306 at 0x%02X on SDA %s%d / SCL %s%d (%s): check the wiring"
                      % (addr, pin_prefix, sda, pin_prefix, scl, e))
    _send_frames_without_allocating(display, i2c, addr)
    return display


def _send_frames_without_allocating(display, i2c, addr):
    """The driver's `write_data` hands the bus [0x40, frame] (`writevto`), which the rp2 port
    joins into a new 1 KB buffer at every frame: garbage each frame, and a MemoryError outside
    the app's reach when the heap is short (found on the emulated Pico). One buffer made here
    holds the data control byte and a copy of the frame; the bytes on the bus are the same."""
    out = bytearray(1 + len(display.buffer))
    out[0] = 0x40  # Co=0, D/C#=1: the rest is display data

    def write_data(buf):
        out[1:] = buf
        i2c.writeto(addr, out)

    display.write_data = write_data


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
