"""Issue 15's budget on the emulated Pico: a whole scripted game in a hard heap of 96 KB with
the `.mpy` files on LittleFS, the heap of a board such as an ESP32 without PSRAM (a ballast
holds the rest of the Pico's 240 KB: host_tools/pico/heap_main.py).

`make bench PICO=hardfs` and `hardbytecode` play every mode so; here, whole, the four that
fit last, with the least to spare: the Regicide companion and the King table referee with the
Pico's own files, and the two Kings and Treasures modes, the referee and the game against bots,
with a small board's (every module bytecode, as `make deploy` compiles them for an ESP32; the
Pico's walk is machine code, 6 KB more). A game that grows past the budget ends in a MemoryError: its frames differ from the
host's, and the test fails.
"""
from concurrent.futures import ThreadPoolExecutor

import pytest

from host_tools.pico import image
from host_tools.pico.board import EmulatedPico, EmulatorError
from host_tools.pico.play import Lockstep
from tests.test_pico_games import MISSING, MODES, Recorder

pytestmark = pytest.mark.skipif(bool(MISSING), reason=MISSING or "")
BUDGET_KB = 96
# the Pico's machine code? (only the Kings and Treasures walk is: the others' files are alike)
NATIVE = {"regicide_companion": True, "king_table": True, "treasure_referee": False,
          "treasure_vs_bots": False}


@pytest.fixture(scope="module")
def games():
    """{mode: (the Pico's snaps or the emulator's error, the host's snaps, the console)}."""
    main_py = image.hard_heap_main(BUDGET_KB * 1024)
    built = {}
    for native in sorted(set(NATIVE.values())):  # one at a time: one build
        built[native] = image.deployed_image(main_py, native=native)
    flashes = {name: built[native] for name, native in NATIVE.items()}

    hosts = {}
    for name in NATIVE:  # one at a time: the host's Apps share (and prune) sys.modules
        hosts[name] = Recorder()
        MODES[name](hosts[name])

    def play(name):
        host = hosts[name]
        with EmulatedPico(flash_image=flashes[name]) as pico:
            player = Lockstep(pico)
            try:
                player.boot()
                snaps = player.run(host.steps)
            except EmulatorError as e:
                snaps = e
            return name, (snaps, host.snaps, pico.console)

    with ThreadPoolExecutor(2) as pool:
        return dict(pool.map(play, NATIVE))


@pytest.mark.parametrize("mode", list(NATIVE))
def test_the_whole_game_fits_96_kb_with_its_files_on_littlefs(games, mode):
    snaps, host_snaps, console = games[mode]
    assert b"MemoryError" not in console, console.decode("latin1")[-1500:]
    assert snaps == host_snaps
