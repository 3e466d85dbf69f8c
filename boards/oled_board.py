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
        return ssd1306.SSD1306_I2C(width, height, i2c, addr=addr)
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
