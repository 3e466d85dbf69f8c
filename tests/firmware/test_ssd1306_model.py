"""The SSD1306 controller model: the I2C protocol, and byte-exact agreement with both drivers.

After `show()` the model's memory must equal the driver's buffer byte for byte, for
Adafruit's driver on CPython (the simulator's) and for micropython-lib's driver (the boards'),
which runs here both under CPython (over a framebuf stand-in) and under the MicroPython unix
port (with its built-in framebuf and a fake `machine`).
"""
import importlib.util
import os
import sys
import types

import adafruit_framebuf
import adafruit_ssd1306
import pytest

from host_tools.micropython_runner import ROOT, run_unix
from host_tools.ssd1306_model import HORIZONTAL, PAGE, SSD1306Model
from shared_rules.rng import Random

MPLIB_SSD1306 = os.path.join(ROOT, ".venv", "mplib", "ssd1306.py")


def commands(model, *codes):
    """Send commands the way both drivers do: each byte its own [0x80, byte] write."""
    for c in codes:
        model.write(bytes([0x80, c]))


def on_model():
    m = SSD1306Model()
    commands(m, 0xAF, 0xA1, 0xC8)
    return m


# -- the protocol ---------------------------------------------------------------------------

def test_power_on_state_is_dark_page_addressing_mid_contrast():
    m = SSD1306Model()
    assert not m.display_on and m.addressing_mode == PAGE and m.contrast == 0x7F
    assert all(not any(row) for row in m.pixels())


def test_empty_write_is_a_probe_that_changes_nothing():
    m = SSD1306Model()
    before = m.changes
    m.write(b"")
    assert m.changes == before and m.log == [] and m.writes == 1


def test_parameter_arrives_in_a_separate_write():
    m = SSD1306Model()
    m.write(b"\x80\x81")
    assert m.contrast == 0x7F  # still waiting for the parameter
    m.write(b"\x80\x22")
    assert m.contrast == 0x22 and m.log == []


def test_command_stream_after_control_byte_0x00():
    m = SSD1306Model()
    m.write(bytes([0x00, 0x20, 0x00, 0x81, 0x10, 0xAF, 0xA7]))
    assert (m.addressing_mode, m.contrast, m.display_on, m.inverse) == (HORIZONTAL, 0x10,
                                                                       True, True)


def test_co_bit_pairs_one_command_then_a_new_control_byte():
    m = SSD1306Model()
    m.write(bytes([0x80, 0xAF, 0x80, 0x81, 0x80, 0x05, 0x40, 1, 2, 3]))
    assert m.display_on and m.contrast == 5 and m.gram[:3] == b"\x01\x02\x03"


def test_horizontal_addressing_wraps_inside_the_column_and_page_window():
    m = on_model()
    commands(m, 0x20, 0x00, 0x21, 10, 12, 0x22, 2, 3)
    m.write(bytes([0x40]) + bytes(range(1, 8)))  # 3 columns x 2 pages, then wraps to start
    assert m.gram[2 * 128 + 10:2 * 128 + 13] == bytes([7, 2, 3])
    assert m.gram[3 * 128 + 10:3 * 128 + 13] == bytes([4, 5, 6])
    assert m.gram[2 * 128 + 13] == 0 and m.gram[1 * 128 + 10] == 0


def test_vertical_addressing_moves_down_the_pages_first():
    m = on_model()
    commands(m, 0x20, 0x01, 0x21, 0, 127, 0x22, 0, 1)
    m.write(bytes([0x40, 1, 2, 3]))
    assert (m.gram[0], m.gram[128], m.gram[1]) == (1, 2, 3)


def test_vertical_addressing_wraps_to_the_window_start_after_its_last_cell():
    m = on_model()
    commands(m, 0x20, 0x01, 0x21, 5, 6, 0x22, 3, 4)  # 2 columns x 2 pages
    m.write(bytes([0x40]) + bytes(range(1, 6)))  # the 5th byte lands back on column 5, page 3
    assert (m.gram[3 * 128 + 5], m.gram[4 * 128 + 5]) == (5, 2)
    assert (m.gram[3 * 128 + 6], m.gram[4 * 128 + 6]) == (3, 4)
    assert m.gram[3 * 128 + 7] == 0 and m.gram[5 * 128 + 5] == 0 and m.gram[2 * 128 + 5] == 0
    assert (m.column, m.page) == (5, 4)


def test_page_addressing_uses_page_and_column_nibble_commands():
    m = on_model()
    commands(m, 0x20, 0x02, 0xB5, 0x03, 0x12)  # page 5, column 0x23
    m.write(bytes([0x40, 9, 8]))
    assert m.gram[5 * 128 + 0x23:5 * 128 + 0x25] == b"\x09\x08"
    commands(m, 0xB6, 0x0F, 0x17)  # column 127: the column wraps, the page stays
    m.write(bytes([0x40, 1, 2]))
    assert m.gram[6 * 128 + 127] == 1 and m.gram[6 * 128] == 2 and m.gram[7 * 128] == 0


def test_invert_lights_the_unset_pixels():
    m = on_model()
    m.write(bytes([0x40, 0x01]))
    commands(m, 0xA7)
    rows = m.pixels()
    assert rows[0][0] == 0 and rows[1][0] == 1 and rows[63][127] == 1


def test_display_off_shows_nothing_but_keeps_memory():
    m = on_model()
    m.write(bytes([0x40, 0xFF]))
    commands(m, 0xAE)
    assert not any(any(r) for r in m.pixels()) and m.gram[0] == 0xFF
    commands(m, 0xAF)
    assert m.pixels()[7][0] == 1


def test_entire_display_on_lights_everything():
    m = on_model()
    commands(m, 0xA5)
    assert all(all(r) for r in m.pixels())


def test_contrast_is_kept():
    m = on_model()
    commands(m, 0x81, 0x2A)
    assert m.contrast == 0x2A


def test_unknown_command_is_logged_not_raised():
    m = on_model()
    commands(m, 0xFC)
    assert m.log == ["unknown command 0xFC"]


def test_remap_and_scan_direction_mirror_the_picture():
    m = SSD1306Model()
    commands(m, 0xAF)  # A0, C0 after reset: mirrored both ways
    m.write(bytes([0x80, 0x21, 0x80, 0, 0x80, 0, 0x80, 0x22, 0x80, 0, 0x80, 0]))
    commands(m, 0x20, 0x00)
    m.write(bytes([0x40, 0x01]))  # column 0, row 0
    rows = m.pixels()
    assert rows[63][127] == 1 and rows[0][0] == 0
    commands(m, 0xA1, 0xC8)
    assert m.pixels()[0][0] == 1


def test_memory_change_counter_moves_only_on_a_visible_change():
    m = on_model()
    m.write(bytes([0x40, 5]))
    before = m.changes
    commands(m, 0x21, 0, 127, 0x22, 0, 7)
    m.write(bytes([0x40, 5]))  # same byte again
    assert m.changes == before
    m.write(bytes([0x40, 6]))
    assert m.changes == before + 1


# -- the drivers ----------------------------------------------------------------------------

class ModelBus:
    """A bus for Adafruit's driver (try_lock/unlock/writeto) and micropython-lib's
    (writeto/writevto), feeding one model."""

    def __init__(self, model):
        self.model = model
        self.first_write = None

    def try_lock(self):
        return True

    def unlock(self):
        pass

    def writeto(self, address, buf, *, start=0, end=None):
        assert address == 0x3C
        data = bytes(buf)[start:end]
        if self.first_write is None:
            self.first_write = data
        self.model.write(data)

    def writevto(self, address, bufs):
        self.writeto(address, b"".join(bytes(b) for b in bufs))


def screens():
    """Frames: all on, random bytes, stripes, a checkerboard, a sparse pattern."""
    rng = Random(6)
    yield bytes([0xFF] * 1024)
    yield bytes(rng.randbelow(256) for _ in range(1024))
    yield bytes(0x0F if (i // 128) % 2 else 0xF0 for i in range(1024))
    yield bytes(0x55 if i % 2 else 0xAA for i in range(1024))
    yield bytes(1 << (i % 8) if i % 13 == 0 else 0 for i in range(1024))


def adafruit_driver():
    model = SSD1306Model()
    bus = ModelBus(model)
    return adafruit_ssd1306.SSD1306_I2C(128, 64, bus, addr=0x3C), model, bus


def micropython_lib_driver():
    """micropython-lib's ssd1306 on CPython over a framebuf stand-in (adafruit_framebuf)."""
    framebuf = types.ModuleType("framebuf")
    framebuf.FrameBuffer = adafruit_framebuf.FrameBuffer
    framebuf.MONO_VLSB = adafruit_framebuf.MVLSB
    saved = sys.modules.get("framebuf")
    sys.modules["framebuf"] = framebuf
    try:
        spec = importlib.util.spec_from_file_location("mplib_ssd1306", MPLIB_SSD1306)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
    finally:
        if saved is None:
            del sys.modules["framebuf"]
        else:
            sys.modules["framebuf"] = saved
    model = SSD1306Model()
    bus = ModelBus(model)
    return module.SSD1306_I2C(128, 64, bus, addr=0x3C), model, bus


def frame_of(driver):
    """The driver's 1024-byte frame (Adafruit keeps a 0x40 control byte in front of it)."""
    buf = bytes(driver.buffer)
    return buf[1:] if len(buf) == 1025 else buf


def set_frame(driver, frame):
    if len(driver.buffer) == 1025:
        driver.buffer[1:] = frame
    else:
        driver.buffer[:] = frame


@pytest.mark.parametrize("make", [adafruit_driver, micropython_lib_driver],
                         ids=["adafruit", "micropython-lib"])
def test_model_memory_equals_driver_buffer_after_show(make):
    driver, model, _ = make()
    assert model.gram == frame_of(driver)  # the blank frame of the init sequence
    for frame in screens():
        set_frame(driver, frame)
        driver.show()
        assert model.gram == frame
    driver.fill(0)
    driver.fill_rect(3, 5, 40, 20, 1)
    driver.line(0, 63, 127, 0, 1)
    driver.show()
    assert model.gram == frame_of(driver) and any(model.gram)
    assert model.log == []


@pytest.mark.parametrize("make", [adafruit_driver, micropython_lib_driver],
                         ids=["adafruit", "micropython-lib"])
def test_init_sequence_leaves_panel_on_full_contrast_horizontal(make):
    driver, model, _ = make()
    assert model.display_on and model.contrast == 0xFF
    assert model.addressing_mode == HORIZONTAL
    assert model.segment_remap and model.com_reversed and not model.inverse
    assert model.registers[0xA8] == (63,) and model.registers[0x8D] == (0x14,)
    driver.contrast(40)
    driver.poweroff()
    assert model.contrast == 40 and not model.display_on
    driver.poweron()
    assert model.display_on


def test_page_commands_are_ignored_outside_page_addressing():
    m = on_model()
    commands(m, 0x20, 0x00, 0x21, 0, 127, 0x22, 0, 7, 0xB3, 0x05, 0x14)
    m.write(bytes([0x40, 7]))
    assert m.gram[0] == 7 and m.gram[3 * 128 + 0x45] == 0


def test_adafruit_page_addressing_option_sends_20_10_which_is_horizontal():
    model = SSD1306Model()
    driver = adafruit_ssd1306.SSD1306_I2C(128, 64, ModelBus(model), page_addressing=True)
    assert model.addressing_mode == HORIZONTAL and model.log == []
    for frame in screens():
        driver.buffer[1:] = frame
        driver.show()
        assert model.gram == frame  # page by page, but the horizontal pointer wraps alike


def test_adafruit_first_write_is_an_empty_probe():
    _, _, bus = adafruit_driver()
    assert bus.first_write == b""


def test_pixels_show_the_driver_frame_upright():
    driver, model, _ = adafruit_driver()
    driver.pixel(0, 0, 1)
    driver.pixel(127, 63, 1)
    driver.pixel(5, 9, 1)
    driver.show()
    lit = [(x, y) for y, row in enumerate(model.pixels()) for x, v in enumerate(row) if v]
    assert lit == [(0, 0), (5, 9), (127, 63)]


def parse_writes(stdout):
    """(writes, buffers) from board_on_micropython.py's output."""
    writes, buffers, shows = [], [], []
    for line in stdout.splitlines():
        if line.startswith("W "):
            writes.append(bytes.fromhex(line.split()[2]))
        elif line.startswith("B "):
            buffers.append(bytes.fromhex(line[2:]))
            shows.append(len(writes))
    return writes, buffers, shows


def test_micropython_lib_driver_under_micropython_unix_port_matches_model():
    result = run_unix(os.path.join("tests", "support", "board_fakes", "board_on_micropython.py"),
                      args=["pico"])
    assert result.ok, result.traceback
    writes, buffers, shows = parse_writes(result.stdout)
    assert len(buffers) == 5 and result.stdout.rstrip().endswith("END")
    model = SSD1306Model()
    done = 0
    for buffer, upto in zip(buffers, shows):
        for data in writes[done:upto]:
            model.write(data)
        done = upto
        assert model.gram == buffer
    assert len(set(buffers)) == 5  # the screens really differ (framebuf text included)
    assert model.display_on and model.contrast == 0xFF and model.addressing_mode == HORIZONTAL
    for data in writes[done:]:
        model.write(data)
    assert model.contrast == 40 and model.display_on and model.log == []
