"""Each device mode's scripted game on the emulated Pico, frame for frame as the host.

Each mode's button script is played twice: through the host's `Driver` (the frames the golden
PNGs are made of) and on the emulated Pico's pins, frame for frame (host_tools/pico/play.py,
`Lockstep`), with Regalia laid out as `make deploy` lays it out and the device's own loop in
main.py (host_tools/pico/heap_main.py: its clock counts frames as the host's does). Every kept
frame the Pico's I2C bus sent to the OLED must equal the host's frame at the same step. main.py
also reports the heap after every frame that reached the panel (each mode's figures against
the 120 KB budget are in `make bench`).

A whole game costs the emulator 20-90 s of CPU a mode, too long for `make test` with eight modes:
here each mode plays its script's opening, the first `$REGALIA_PICO_FRAMES` host frames (300,
6 s of device time: boot, the menus, the mode's setup and first moves), ending on a compared
frame. `make bench` plays the whole games (`python -m host_tools.pico.bench heap`), frame for
frame the same way; `REGALIA_PICO_FRAMES=0` plays them whole here too.
The games run two at a time (one emulator per core).
"""
import os
from concurrent.futures import ThreadPoolExecutor

import pytest

from host_tools.pico import image
from host_tools.pico.board import EmulatedPico
from host_tools.pico.play import Lockstep, heap_samples, opening
from tests.support.firmware_script import Driver
from tests.support.pico_games import MISSING, MODES, Recorder

pytestmark = pytest.mark.skipif(bool(MISSING), reason=MISSING or "")
PARALLEL = 2
FRAMES = int(os.environ.get("REGALIA_PICO_FRAMES", "300"))  # 0: the whole games
# A mode whose first 300 frames are mostly waiting gets more: the Kings and Treasures
# referee's deal pages and its turn's one-second splash in large type (issue 37)
LONGER = {"treasure_referee": 2}



def scripted_runs(frames=FRAMES):
    """{mode: {"steps": the button steps, "host": the host's snaps}}: the whole game's, or
    its opening of `frames` host frames replayed on a new Driver."""
    runs = {}
    for name, script in MODES.items():
        host = Recorder()
        script(host)
        assert host.app.errors == 0, (name, host.app.last_error)
        steps, snaps = host.steps, host.snaps
        if frames:
            steps = opening(steps, frames * LONGER.get(name, 1))
            snaps = Driver().run(steps)
        runs[name] = {"steps": steps, "host": snaps}
    return runs


def play_on_pico(flash, run):
    try:
        with EmulatedPico(flash_image=flash) as pico:
            player = Lockstep(pico)
            player.boot()
            run["snaps"] = player.run(run["steps"])
            run["heap"] = heap_samples(pico.console)
            run["presses"] = player.presses
            run["emulated_ms"] = pico.ran_ns / 1e6
            run["frames"] = pico.frames_shown
    except Exception as e:  # noqa: BLE001 - reported by the test of that mode
        run["error"] = e


@pytest.fixture(scope="module")
def games():
    flash = image.deployed_image(image.heap_main())
    runs = scripted_runs()
    with ThreadPoolExecutor(PARALLEL) as pool:  # the longest first: the pool ends together
        order = sorted(runs, key=lambda name: -len(runs[name]["steps"]))
        list(pool.map(lambda name: play_on_pico(flash, runs[name]), order))
    return runs


@pytest.mark.parametrize("mode", list(MODES))
def test_every_frame_of_the_game_equals_the_hosts(games, mode):
    run = games[mode]
    if "error" in run:
        raise run["error"]
    host_snaps = run["host"]
    assert [name for name, _ in run["snaps"]] == [name for name, _ in host_snaps]
    different = [name for (name, frame), (_, host_frame) in zip(run["snaps"], host_snaps)
                 if frame != host_frame]
    assert not different, "%s: frames differ from the host's: %s" % (mode, different)
    assert len(host_snaps) >= 2 and run["presses"] >= 15


@pytest.mark.parametrize("mode", list(MODES))
def test_the_heap_is_sampled_after_every_frame_drawn(games, mode):
    """main.py reports the heap after each frame it sent to the panel (the figures against
    the 120 KB budget are make bench's: a budget is a benchmark, not a test)."""
    run = games[mode]
    if "error" in run:
        raise run["error"]
    heap = run["heap"]
    assert run["frames"] - 5 <= len(heap) <= run["frames"] + 5
    assert all(0 < after <= before for before, after in heap)
    print("%s: %d presses, %.1f s emulated, %d frames, heap peak <= %d B, live max %d B"
          % (mode, run["presses"], run["emulated_ms"] / 1000, run["frames"],
             max(before for before, _ in heap), max(after for _, after in heap)))
