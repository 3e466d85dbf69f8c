"""The simulated board: the firmware on CPython, in a terminal or a test.

The board names what a real board file names (size, display address, buttons, clock, save
folder) and is given its I2C bus and display by the host: `install(wiring)` with
`host_tools.sim_panel.wiring`, which puts an SSD1306 controller model (`panel`) on a simulated
bus (`bus`) and makes Adafruit's CPython driver on it (`host_tools.sim_panel.sim_board()` does
both). A board does not import host tools; the host plugs its panel into the board.

Buttons are a mask that the simulator or a test sets with `set_buttons(mask)`. Saved games go
to `SAVE_DIR`: `$REGALIA_SAVE_DIR`, else `~/.regalia-sim/` (created on import; it ends with a
separator, like "/" on the boards). `reset()` gives a fresh bus, panel and button mask (a test
or the screenshot tool runs several apps in one process).
"""
import os
import time

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

bus = None
panel = None
_wiring = None
_make_display = None
_held = 0


def install(wiring):
    """Use `wiring(width, height, address) -> (bus, panel, make_display)`, then reset."""
    global _wiring
    _wiring = wiring
    reset()


def reset():
    """A fresh bus with a fresh (powered-up, uninitialised) panel, and no button held."""
    global bus, panel, _make_display, _held
    if _wiring is None:
        raise RuntimeError("the sim board has no panel: host_tools.sim_panel.sim_board() "
                           "plugs one in")
    bus, panel, _make_display = _wiring(WIDTH, HEIGHT, OLED_ADDR)
    _held = 0


def make_display():
    """The driver on the installed bus; the panel model receives every byte."""
    if _make_display is None:
        reset()
    return _make_display()


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
