"""ESP32 DevKit (ESP32-WROOM-32): the second supported Regalia board.

SSD1306 128x64 OLED on I2C0 (SDA GPIO21, SCL GPIO22, 400 kHz, address 0x3C), powered from 3V3.
Six push buttons from a GPIO to ground, read with the internal pull-ups (pressed reads 0).
The buttons use GPIO32, 33, 25, 26, 27 and 13: pins that have pull-ups (GPIO34-39 have none),
are not strapping pins (0, 2, 5, 12, 15) and not the flash pins (6-11). On a DevKitC they are
neighbours on one header with a ground between 27 and 13. Wiring table: docs/wiring.md.
"""
from machine import I2C, Pin
import time

NAME = "esp32"
WIDTH = 128
HEIGHT = 64
SAVE_DIR = "/"  # littlefs root; the firmware joins file names by concatenation

I2C_ID = 0
SDA_PIN = 21
SCL_PIN = 22
I2C_FREQ = 400000
OLED_ADDR = 0x3C
# GPIO of UP, DOWN, LEFT, RIGHT, A, B: bit 1, 2, 4, 8, 16, 32 of read_buttons()
BUTTON_PINS = (32, 33, 25, 26, 27, 13)

_buttons = tuple(Pin(n, Pin.IN, Pin.PULL_UP) for n in BUTTON_PINS)


def make_display():
    """micropython-lib's SSD1306_I2C on I2C0; a clear OSError when nothing answers."""
    import ssd1306
    i2c = I2C(I2C_ID, sda=Pin(SDA_PIN), scl=Pin(SCL_PIN), freq=I2C_FREQ)
    try:
        return ssd1306.SSD1306_I2C(WIDTH, HEIGHT, i2c, addr=OLED_ADDR)
    except OSError as e:
        raise OSError("no SSD1306 at 0x%02X on SDA GPIO%d / SCL GPIO%d (%s): check the wiring"
                      % (OLED_ADDR, SDA_PIN, SCL_PIN, e))


def read_buttons():
    """Bitmask of the buttons held right now (raw, not debounced)."""
    mask = 0
    bit = 1
    for pin in _buttons:
        if not pin.value():
            mask |= bit
        bit <<= 1
    return mask


ticks_ms = time.ticks_ms
sleep_ms = time.sleep_ms
