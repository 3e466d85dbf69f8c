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

from firmware.treasure.notices import End
from host_tools.pico import firmware_files, image
from host_tools.pico.board import EmulatedPico
from host_tools.pico.play import Lockstep, heap_samples, opening
from shared_rules.rng import Random
from tests.support import modes_frames
from tests.support import treasure_bots_script
from tests.support.firmware_script import Driver, whole_game
from tests.support.regicide_firmware_script import solo_game, two_player_game
from tests.support.treasure_firmware_script import choose, play, state_of

MISSING = firmware_files.problem() or firmware_files.node_module_problem()
pytestmark = pytest.mark.skipif(bool(MISSING), reason=MISSING or "")
PARALLEL = 2
FRAMES = int(os.environ.get("REGALIA_PICO_FRAMES", "300"))  # 0: the whole games
# A mode whose first 300 frames are mostly waiting gets more: the Kings and Treasures
# referee's deal pages and its turn's one-second splash in large type (issue 37)
LONGER = {"treasure_referee": 2}


class Recorder(Driver):
    """The host's Driver, keeping every step it was given: interactive scripts (the
    Kings and Treasures game chooses its moves from the position) become a flat list."""

    def __init__(self):
        Driver.__init__(self)
        self.steps = []

    def run(self, steps):
        self.steps += list(steps)
        return Driver.run(self, steps)


def king_sheet(d):
    d.run(whole_game())


def king_vs_bots(d):
    """The parity script's opening (tests/parity/firmware_kingplay.py): a deal, tricks with
    the bots, a refused card, B, a reboot and Resume, more tricks."""
    d.run(["wait 1600", "D", "A", "D", "A", "snap kingplay_deal", "wait 1000",
           "snap kingplay_turn"])
    for i in range(30):
        d.run(["A"] + (["snap a%d" % i] if i % 6 == 0 else []))
    d.run(["L", "L", "A", "snap kingplay_pressed", "B", "snap menu_resume", "reboot",
           "wait 1600", "A", "snap kingplay_resumed"])
    for i in range(30):
        d.run(["A"] + (["snap b%d" % i] if i % 10 == 0 else []))


def treasure_referee(d):
    """tests/parity/firmware_treasure.py's game: deal, random legal moves (seed 3) with
    every power's choice, passes, the end."""
    d.run(["wait 1600", "A", "A", "R", "D", "R*2", "D", "snap setup", "A", "snap deal", "A",
           "snap kings", "A", "snap turn"])
    s = state_of(d)
    rng = Random(3)
    seen = {}
    while not isinstance(d.app.top(), End):
        move = choose(s, rng)
        key = move.split()[1].split("=")[0] if " " in move else move if move == "pass" else ""
        play(d, s.copy(), move, key not in seen)
        seen[key] = 1
    d.run(["snap end", "A", "snap end_board", "B", "snap menu_resume"])


def regicide_companion(d):
    two_player_game(d)  # it presses on `d` itself: the card grid's presses follow its cursor


def regicide_solo(d):
    d.run(solo_game())


def king_table(d):
    modes_frames.king_referee(d)  # the golden frames' run (tests/golden/modes/kingref_*)


def regicide_team(d):
    modes_frames.regicide_team(d)  # tests/golden/modes/regiteam_*


def treasure_vs_bots(d):
    treasure_bots_script.golden_game(d)  # tests/golden/treasure_bots/


MODES = {"king_sheet": king_sheet, "king_vs_bots": king_vs_bots,
         "treasure_referee": treasure_referee, "regicide_companion": regicide_companion,
         "regicide_solo": regicide_solo, "king_table": king_table,
         "regicide_team": regicide_team, "treasure_vs_bots": treasure_vs_bots}


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
