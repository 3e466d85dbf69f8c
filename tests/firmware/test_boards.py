"""The board files: the interface every board offers, the pins they use, the sim board's bus.

boards/pico.py and boards/esp32.py run here under the MicroPython unix port with a fake
`machine` (tests/support/board_fakes/machine.py), beside micropython-lib's real ssd1306 driver,
whose bytes on the bus theirs must be.
"""
import os
import subprocess
import sys

import adafruit_ssd1306
import pytest

from host_tools.micropython_runner import ROOT, run_unix
from host_tools.ssd1306_model import HORIZONTAL, SSD1306Model

BOARD_SCRIPT = os.path.join("tests", "support", "board_fakes", "board_on_micropython.py")
INTERFACE = ("NAME", "WIDTH", "HEIGHT", "SAVE_DIR", "make_display", "read_buttons",
             "ticks_ms", "sleep_ms")
UP, DOWN, LEFT, RIGHT, A, B = 1, 2, 4, 8, 16, 32


def run_board(name, *extra):
    result = run_unix(BOARD_SCRIPT, args=[name] + list(extra))
    assert result.ok, result.traceback
    lines = {}
    for line in result.stdout.splitlines():
        key, _, rest = line.partition(" ")
        lines.setdefault(key, []).append(rest)
    return lines, result.stdout


@pytest.mark.parametrize("name", ["pico", "esp32", "sim"])
def test_every_board_offers_the_board_interface(name):
    source = open(os.path.join(ROOT, "boards", name + ".py")).read()
    for attribute in INTERFACE:
        assert ("\n" + attribute + " =") in source or ("def " + attribute + "(") in source, \
            attribute


@pytest.mark.parametrize("name,bus", [("pico", "0 4 5 400000"), ("esp32", "0 21 22 400000")])
def test_board_drives_its_oled_on_the_documented_i2c_pins(name, bus):
    lines, stdout = run_board(name)
    assert lines["NAME"] == [name + " 128 64 /saves/"]  # the saves in a folder of their own
    assert lines["BUS"] == [bus]
    writes = [bytes.fromhex(w.split()[1]) for w in lines["W"]]
    assert all(w.split()[0] == "3c" for w in lines["W"])
    model = SSD1306Model()
    for data in writes[:32]:  # the init sequence and its blank frame
        model.write(data)
    assert model.display_on and model.addressing_mode == HORIZONTAL and model.contrast == 255


@pytest.mark.parametrize("name", ["pico", "esp32"])
def test_the_board_sends_the_panel_what_micropython_libs_driver_sends(name):
    """The boards drive the SSD1306 themselves (boards/oled_board.py's Panel: no FrameBuffer,
    no driver module, one buffer in a game's heap): the set-up, four frames, the contrast, off
    and on are the very bytes micropython-lib's SSD1306_I2C writes, transfer by transfer."""
    lines, _ = run_board(name)
    assert len(lines["W"]) == len(lines["R"]) == 25 + 7 + 4 * 7 + 4
    assert lines["W"] == lines["R"]
    assert lines["B"][1:] == lines["RB"][1:]


@pytest.mark.parametrize("name", ["pico", "esp32"])
def test_the_panel_keeps_one_frame_buffer_in_the_heap_and_little_else(name):
    """What the display keeps for the whole evening, a game's heap included: the frame with
    its data control byte in front, and the panel's few objects (64-bit port: 7,008 bytes
    with micropython-lib's driver, its FrameBuffer, its module and the board's copy of the
    frame to send)."""
    lines, _ = run_board(name)
    assert int(lines["DISPLAY_HEAP"][0]) < 2 * 1024


@pytest.mark.parametrize("name", ["pico", "esp32"])
def test_a_real_board_restarts_by_a_soft_reset_which_makes_its_heap_anew(name):
    # firmware/restart.py: each game after the first of a boot opens after a restart.
    lines, _ = run_board(name)
    assert lines["RESTART"] == ["soft_reset"]


@pytest.mark.parametrize("name", ["pico", "esp32"])
def test_sending_a_frame_allocates_no_frame_sized_buffer(name):
    # micropython-lib's driver sends [0x40, frame] with writevto, which the rp2 port joins into
    # a new 1 KB buffer every frame (the fake does the same): the board sends one buffer made
    # once. On the emulated Pico a full heap made that join a MemoryError outside the app.
    lines, _ = run_board(name)
    assert int(lines["SHOW_ALLOC"][0]) < 64


@pytest.mark.parametrize("name", ["pico", "esp32"])
def test_pressed_button_pulls_its_pin_low_and_sets_its_bit(name):
    lines, _ = run_board(name)
    masks = {m.rsplit(" ", 1)[0].strip(): int(m.rsplit(" ", 1)[1]) for m in lines["MASK"]}
    assert masks == {"": 0, "0": UP, "5": B, "0 3": UP | RIGHT,
                     "0 1 2 3 4 5": UP | DOWN | LEFT | RIGHT | A | B}


def test_esp32_buttons_avoid_input_only_strapping_and_flash_pins():
    lines, _ = run_board("esp32")
    pins = [int(p) for p in lines["PINS"][0].split()]
    assert len(set(pins)) == 6
    for pin in pins:
        assert not 34 <= pin <= 39 and pin not in (0, 2, 5, 12, 15) and not 6 <= pin <= 11
        assert pin not in (21, 22)


def test_pico_buttons_do_not_share_the_i2c_pins():
    lines, _ = run_board("pico")
    pins = [int(p) for p in lines["PINS"][0].split()]
    assert len(set(pins)) == 6 and not set(pins) & {4, 5}


@pytest.mark.parametrize("name,wording", [("pico", "SDA GP4 / SCL GP5"),
                                          ("esp32", "SDA GPIO21 / SCL GPIO22")])
def test_missing_oled_is_reported_with_the_pins_to_check(name, wording):
    lines, _ = run_board(name, "nodevice")
    message = lines["OSERROR"][0]
    assert "no SSD1306 at 0x3C" in message and wording in message and "ENODEV" in message


# -- the sim board --------------------------------------------------------------------------

@pytest.fixture
def sim(tmp_path, monkeypatch):
    monkeypatch.setenv("REGALIA_SAVE_DIR", str(tmp_path / "saves"))
    from host_tools.sim_panel import sim_board
    return sim_board()


def test_sim_display_is_adafruits_driver_with_a_1024_byte_frame(sim):
    display = sim.make_display()
    assert isinstance(display, adafruit_ssd1306.SSD1306_I2C)
    assert len(display.buffer) == 1024
    for method in ("show", "contrast", "poweroff", "poweron"):
        assert callable(getattr(display, method))


def test_sim_frame_reaches_the_panel_model_through_the_bus(sim):
    display = sim.make_display()
    display.buffer[0] = 0x81
    display.buffer[1023] = 0xFF
    display.show()
    assert sim.panel.gram == bytes(display.buffer) and sim.panel.gram[0] == 0x81
    display.contrast(12)
    display.poweroff()
    assert sim.panel.contrast == 12 and not sim.panel.display_on


def test_sim_bus_reports_nothing_at_another_address(sim):
    with pytest.raises(ValueError):  # Adafruit's probe turns ENODEV into ValueError
        adafruit_ssd1306.SSD1306_I2C(128, 64, sim.bus, addr=0x3D)


def test_sim_buttons_are_the_mask_that_was_set(sim):
    assert sim.read_buttons() == 0
    sim.set_buttons(UP | A)
    assert sim.read_buttons() == UP | A
    sim.reset()
    assert sim.read_buttons() == 0


def test_sim_clock_advances_and_sleeps(sim):
    t0 = sim.ticks_ms()
    sim.sleep_ms(30)
    assert sim.ticks_ms() - t0 >= 25


def save_dir_of(env):
    code = "import boards.sim as b; print(b.SAVE_DIR)"
    out = subprocess.run([sys.executable, "-c", code], env=env, cwd=ROOT, text=True,
                         capture_output=True, check=True).stdout.strip()
    return out


def test_sim_save_dir_comes_from_regalia_save_dir(tmp_path):
    env = dict(os.environ, REGALIA_SAVE_DIR=str(tmp_path / "here"))
    assert save_dir_of(env) == str(tmp_path / "here") + os.sep
    assert (tmp_path / "here").is_dir()


def test_sim_save_dir_defaults_to_a_folder_in_home(tmp_path):
    env = dict(os.environ, HOME=str(tmp_path))
    env.pop("REGALIA_SAVE_DIR", None)
    assert save_dir_of(env) == str(tmp_path / ".regalia-sim") + os.sep
    assert (tmp_path / ".regalia-sim").is_dir()


def test_no_board_imports_host_tools():
    """Boards are what the firmware runs on; the host plugs its parts in, never the reverse."""
    folder = os.path.join(ROOT, "boards")
    reaching = []
    for name in sorted(os.listdir(folder)):
        if name.endswith(".py"):
            with open(os.path.join(folder, name)) as f:
                for line in f:
                    words = line.split()
                    if words[:1] in (["import"], ["from"]) and words[1].startswith("host_tools"):
                        reaching.append((name, line.strip()))
    assert reaching == []


CLOCK_SCRIPT = os.path.join("tests", "support", "board_fakes", "clock_on_micropython.py")


@pytest.mark.parametrize("text,clock", [
    ("2026 12 4 4 22 31 5", "2026 12 4 4 22 31 5 0"),  # what `make deploy` writes
    ("2026 12 4 4 22 31", "none"), ("2026 13 4 4 22 31 5", "none"), ("soon", "none"),
    ("2021 1 1 4 0 0 0", "none")])
def test_a_real_board_sets_its_clock_once_from_the_time_the_deploy_left(tmp_path, text, clock):
    # The records' dates (firmware/records.py's today): a board without a battery starts in
    # 2021 at every power-on; the time a deploy left is read once and the file removed, a
    # damaged one too (never read again), the clock then left as it was.
    result = run_unix(CLOCK_SCRIPT, args=[str(tmp_path) + "/", text])
    assert result.ok, result.traceback
    assert result.stdout.split("\n")[:3] == [
        "SET %s" % (clock != "none"), "CLOCK " + clock, "LEFT False"]
