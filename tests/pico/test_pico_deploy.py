"""`make deploy` end to end on the emulated Pico: mpremote over a pseudo-terminal bridged to the
chip's serial REPL copies everything, the board resets and main.py boots into the game menu,
where its first power-on asks the language, offering the host's (issue 38).

Twice: the stock firmware (files on LittleFS) and the romfs256k firmware with `ROMFS=1` (the
compiled code in the ROMFS partition, main.py on LittleFS), each on a board an earlier deploy
left micropython-lib's display driver on (`lib/ssd1306.mpy`, which no board imports since
boards/oled_board.py's Panel): the deploy removes it; the board's clock set from the time the
deploy left. Neither needs a network: make is told
its setup is done.
"""
import subprocess
import time

import pytest

from host_tools.pico import firmware_files
from host_tools.pico.board import EmulatedPico, EmulatorError
from host_tools.pico.bridge import SerialBridge
from firmware.storage import FIRST_BOOT_FILE
from tests.support.firmware_script import Driver
from tests.support.memory_files import MemoryFiles
from tests.support.deploy_env import MAKE_NO_SETUP, hermetic_env

MISSING = (firmware_files.problem(firmware_files.BOOTROM, firmware_files.STOCK_UF2,
                                  firmware_files.ROMFS_UF2)
           or firmware_files.node_module_problem())
pytestmark = pytest.mark.skipif(bool(MISSING), reason=MISSING or "")


HOST_LANGUAGE = "da"  # the host's shell, as the deploy reads it: the question starts on Dansk


def make_deploy(port, *options):
    env = hermetic_env()
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        env.pop(name, None)
    env["LANG"] = "da_DK.UTF-8"
    return subprocess.run(MAKE_NO_SETUP + ["deploy", "PORT=" + port] + list(options),
                          cwd=firmware_files.ROOT, capture_output=True, text=True,
                          env=env, timeout=1800)


def question_frame():
    """The game menu with the first power-on's question over it, as the host draws it."""
    files = MemoryFiles()
    with files.open(FIRST_BOOT_FILE, "w") as f:
        f.write(HOST_LANGUAGE)
    return Driver(files).run(["wait 1600", "snap question"])[0][1]


def boots_to_the_question(pico):
    """From a power-on: main.py's first frame, then the game menu after the splash with the
    language question over it; returns the emulated ms from power-on to that frame."""
    first = pico.next_poll(0, limit_ms=20000)
    pico.next_poll(first + 1700)
    expected = question_frame()
    assert pico.frame() == expected
    return next(ms for ms, frame in pico.frames if frame == expected)


OLD_DRIVER = "lib/ssd1306.mpy"


def test_make_deploy_copies_everything_and_the_board_boots_into_the_game_menu():
    with EmulatedPico() as pico:
        pico.boot_to_repl()
        pico.put_file(OLD_DRIVER, b"M")
        with SerialBridge(pico) as bridge:
            refused = make_deploy(bridge.port, "ROMFS=1")
            assert refused.returncode != 0
            assert "has no ROMFS partition" in refused.stderr
            proc = make_deploy(bridge.port)
            assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]
            assert "mip" not in proc.stdout
        # The board reset by the deploy runs main.py to its first frame (its power-on has set
        # the clock and read the first power-on's file by then); then the REPL looks.
        try:
            pico.next_poll(limit_ms=20000)
        except EmulatorError as e:  # the reset mpremote asked for, done only now: a power-on
            if "(reset)" not in str(e):
                raise
            pico.next_poll(0, limit_ms=20000)
        pico.boot_to_repl()
        root = pico.exec("import os;print(sorted(os.listdir('/')))\n")
        saves = pico.exec("print(sorted(os.listdir('/saves')))\n")
        year = pico.exec("import time;print('year',time.localtime()[0])\n")
        assert "'main.py'" in root and "'firmware'" in root
        assert "'lib'" not in root  # the old driver gone, and its folder
        # The host's time the deploy left, read at the power-on after its reset and removed:
        # the board's clock set (the records' dates; the RP2040 starts in 2021 without it).
        assert "clock.txt" not in root
        assert "year %d" % time.localtime()[0] in year, year
        # the question not yet answered: asked again at the next power-on, on the host's
        assert "language.txt" in saves and "settings.sav" not in saves
        pico.power_cycle()
        assert boots_to_the_question(pico) < 2500


def test_make_deploy_romfs_puts_the_code_in_the_romfs_partition():
    with EmulatedPico(firmware_files.ROMFS_UF2) as pico:
        pico.boot_to_repl()
        pico.put_file(OLD_DRIVER, b"M")
        with SerialBridge(pico) as bridge:
            proc = make_deploy(bridge.port, "ROMFS=1")
            assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]
            assert "ROMFS0 partition has size 262144 bytes" in proc.stdout
        pico.power_cycle()
        boots_to_the_question(pico)
        pico.boot_to_repl()
        out = pico.exec("import os, firmware.app\nprint(firmware.app.__file__)\n"
                        "print(sorted(os.listdir('/rom')))\nprint(sorted(os.listdir('/')))\n")
        assert out.splitlines()[:2] == ["/rom/firmware/app.mpy",
                                        "['boards', 'firmware', 'shared_rules']"]
        # only main.py on the filesystem (and the saves' folder the boot's settings may make):
        # the old driver and its folder gone
        assert "firmware" not in out.splitlines()[2] and "lib" not in out.splitlines()[2]
