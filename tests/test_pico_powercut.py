"""Power cuts on the emulated Pico while a save is being written: after power comes back, the
game on Resume is the one before the save or the one after it, never lost, never corrupt.

For each scenario: a game is played on the Pico up to a saved position (the base flash); a
recorded run resumes it and plays the step that saves again; then the power is cut at 100+
moments inside that save (host_tools/pico/powercut.py gives the flash each cut leaves,
mid-erase and mid-program included), and every distinct flash that results is booted on the
chip and resumed: the frame must be the host's resumed frame of the old or the new position.
main.py counts frames as the host does (host_tools/pico/heap_main.py) without the heap samples
(tests/test_pico_games.py takes those), which would cost each frame drawn ~40 ms of the chip.
"""
import random
from concurrent.futures import ThreadPoolExecutor

import pytest

from host_tools.pico import firmware_files, image, powercut
from host_tools.pico.board import EmulatedPico
from host_tools.pico.play import Lockstep
from tests.firmware_script import Driver, counts, start_sheet
from tests.regicide_firmware_script import grid_steps, open_companion

MISSING = firmware_files.problem() or firmware_files.node_module_problem()
pytestmark = pytest.mark.skipif(bool(MISSING), reason=MISSING or "")
CUTS = 110  # random moments per scenario, on top of each operation's edges
PARALLEL = 2
RESUME = ["reboot", "wait 1600", "A", "snap resumed"]

SCENARIOS = {
    # King score sheet: deal 1 is saved; deal 2's counts are confirmed (the save under test).
    "king_sheet": (start_sheet(snaps=False) + ["A"] + counts([3, 4, 2, 4]),
                   ["A"] + counts([2, 6, 1, 4]) + ["wait 100"]),
    # Regicide companion, two players: the enemy revealed and saved; seat 0 plays AC+8D.
    "regicide_companion": None,  # filled below: the card grid's presses depend on its cursor
}


def _companion_scenario():
    """Regicide companion, two players: JD revealed and saved; P1 plays AC+8D (the save under
    test). The grid presses are found by pressing the same steps on the host first."""
    d = Driver()
    before = open_companion(2) + ["A"]
    d.run(before)
    reveal = grid_steps(d.app.top(), "JD")
    d.run(reveal + ["A"])  # the enemy's instructions: A goes on to P1's play
    play = grid_steps(d.app.top(), "AC+8D")
    return before + reveal, ["A"] + play + ["wait 100"]


SCENARIOS["regicide_companion"] = _companion_scenario()


def resumed_frame(steps):
    return Driver().run(steps + RESUME)[-1][1]


def resume_on_pico(flash_paths):
    """The resumed frame of each flash image, one after the other on one emulator (each
    image loaded is a new chip: power-on with that flash)."""
    frames = []
    with EmulatedPico() as pico:
        for path in flash_paths:
            pico.load_flash(path)
            player = Lockstep(pico)
            player.boot()
            frames.append(player.run(RESUME[1:])[-1][1])
    return frames


@pytest.mark.parametrize("scenario", list(SCENARIOS))
def test_a_power_cut_during_a_save_keeps_the_old_or_the_new_game(scenario, tmp_path):
    before, step = SCENARIOS[scenario]
    old, new = resumed_frame(before), resumed_frame(before + step)
    assert old != new
    base_path = str(tmp_path / "base.bin")
    with EmulatedPico(flash_image=image.deployed_image(image.lockstep_main())) as pico:
        player = Lockstep(pico)
        player.boot()
        player.run(before)
        pico.save_flash(base_path)
    with open(base_path, "rb") as f:
        base = f.read()
    with EmulatedPico(flash_image=base_path) as pico:
        player = Lockstep(pico)
        player.boot()
        player.run(RESUME[1:3])
        first = len(pico.flash_ops)
        player.run(step)
        ops = list(pico.flash_ops)
    assert len(ops) > first, "the step saved nothing"
    moments = powercut.cut_moments(ops, first, CUTS, random.Random(scenario))
    assert len(moments) >= CUTS
    outcomes = {}
    found = sorted(powercut.states(base, ops, moments).items())
    paths = []
    for n, (_, (flash, _)) in enumerate(found):
        paths.append(str(tmp_path / ("cut%d.bin" % n)))
        with open(paths[-1], "wb") as f:
            f.write(flash)
    with ThreadPoolExecutor(PARALLEL) as pool:  # one emulator per core
        shares = list(pool.map(resume_on_pico, [paths[i::PARALLEL] for i in range(PARALLEL)]))
    frames = [None] * len(paths)
    for i, share in enumerate(shares):
        frames[i::PARALLEL] = share
    for (_, (_, cuts)), frame in zip(found, frames):
        outcome = "old" if frame == old else "new" if frame == new else "lost or corrupt"
        assert outcome != "lost or corrupt", "cut at %.3f ms: Resume shows neither game" % (
            cuts[0] / 1e6)
        outcomes[outcome] = outcomes.get(outcome, 0) + len(cuts)
    print("%s: %d cut moments, %d flash operations in the save -> %s"
          % (scenario, len(moments), len(ops) - first, outcomes))
    assert set(outcomes) == {"old", "new"}
