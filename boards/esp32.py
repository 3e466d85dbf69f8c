"""ESP32 DevKit (ESP32-WROOM-32): the second supported Regalia board.

SSD1306 128x64 OLED on I2C0 (SDA GPIO21, SCL GPIO22, 400 kHz, address 0x3C), powered from 3V3.
Six push buttons from a GPIO to ground, read with the internal pull-ups (pressed reads 0).
The buttons use GPIO32, 33, 25, 26, 27 and 13: pins that have pull-ups (GPIO34-39 have none),
are not strapping pins (0, 2, 5, 12, 15) and not the flash pins (6-11). On a DevKitC they are
neighbours on one header with a ground between 27 and 13. Wiring table: docs/wiring.md.
"""
import time

import machine

from boards import oled_board

NAME = "esp32"
WIDTH = 128
HEIGHT = 64
# The saves in a folder of their own, the littlefs root left to the code: each write to the
# root slowed every import's search of it (the power-on, docs/benchmarks.md). The firmware
# joins file names by concatenation. Saves an earlier version kept at the root are moved into
# the folder at power-on (menu/power_on.py's move_in).
SAVE_DIR = "/saves/"
OLD_SAVE_DIR = "/"

I2C_ID = 0
SDA_PIN = 21
SCL_PIN = 22
I2C_FREQ = 400000
OLED_ADDR = 0x3C
# GPIO of UP, DOWN, LEFT, RIGHT, A, B: bit 1, 2, 4, 8, 16, 32 of read_buttons()
BUTTON_PINS = (32, 33, 25, 26, 27, 13)


def make_display():
    """micropython-lib's SSD1306_I2C on this board's I2C pins."""
    return oled_board.make_display(WIDTH, HEIGHT, I2C_ID, SDA_PIN, SCL_PIN, I2C_FREQ, OLED_ADDR,
                                   "GPIO")


read_buttons = oled_board.button_reader(BUTTON_PINS)
ticks_ms = time.ticks_ms
sleep_ms = time.sleep_ms
# A soft reset: the heap made anew and main.py run again (it raises SystemExit, which ends
# main.py's loop). The App restarts into each game after the first of a boot
# (firmware/restart.py).
restart = machine.soft_reset
