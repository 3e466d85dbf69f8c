"""The scripted King game, frame by frame: pixel-exact against the golden PNGs, and the same
frames under the MicroPython unix port as under CPython.

Regenerate the goldens after an intended screen change (then review the PNGs):
    .venv/bin/python -m tests.support.firmware_golden --update
"""
import os

import pytest

from host_tools.micropython_runner import run_unix
from tests.support.firmware_golden import GOLDEN, frame_to_image, golden_dir, load_golden
from tests.support.firmware_script import Driver, in_language, read_frames, whole_game

from tests.support.paths import TESTS as HERE
FRAMES_SCRIPT = os.path.join(HERE, "parity", "firmware_frames.py")
FRAMES_SV_SCRIPT = os.path.join(HERE, "parity", "firmware_frames_sv.py")


@pytest.fixture(scope="module")
def game():
    driver = Driver()
    snaps = driver.run(whole_game())
    return driver, snaps


def test_the_whole_scripted_game_runs_without_an_error(game):
    driver, snaps = game
    assert driver.app.errors == 0, driver.app.last_error
    assert len(snaps) == len({name for name, _ in snaps})


def test_every_golden_png_belongs_to_a_frame_of_the_script(game):
    _, snaps = game
    on_disk = sorted(n[:-4] for n in os.listdir(GOLDEN) if n.endswith(".png"))
    assert on_disk == sorted(name for name, _ in snaps)


def test_frames_equal_the_golden_pngs_pixel_for_pixel(game):
    _, snaps = game
    different = [name for name, frame in snaps if load_golden(name) != frame]
    assert not different, ("frames differ from tests/golden: %s (regenerate with "
                           "`.venv/bin/python -m tests.support.firmware_golden --update` if intended)"
                           % different)


def test_png_round_trip_is_exact(game):
    from tests.support.firmware_golden import image_to_frame
    _, snaps = game
    for _, frame in snaps:
        assert image_to_frame(frame_to_image(frame)) == frame


def test_the_micropython_unix_port_draws_the_same_frames(game):
    _, snaps = game
    result = run_unix(FRAMES_SCRIPT)
    assert result.ok, result.traceback
    head, frames = read_frames(result.stdout)
    assert head.endswith("errors: 0")
    assert list(frames) == [n for n, _ in snaps]
    for n, frame in snaps:
        assert frames[n] == frame, n


@pytest.fixture(scope="module", params=("sv", "da"))
def game_in(request):
    driver = Driver(in_language(request.param))
    return request.param, driver, driver.run(whole_game())


def test_the_whole_scripted_sheet_in_swedish_and_danish_equals_its_golden_pngs(game_in, game):
    # issue 38: every frame of the King score sheet, its set-up and the game menu around it,
    # in the language; the English frames are others (the script's words changed)
    lang, driver, snaps = game_in
    assert driver.app.errors == 0, driver.app.last_error
    on_disk = sorted(n[:-4] for n in os.listdir(golden_dir(lang)) if n.endswith(".png"))
    assert on_disk == sorted(name for name, _ in snaps)
    different = [name for name, frame in snaps if load_golden(name, lang) != frame]
    assert not different, different
    english = dict(game[1])
    assert sum(frame != english[name] for name, frame in snaps) > len(snaps) // 2


def test_the_micropython_unix_port_draws_the_swedish_frames_too():
    # one language of the two on the unix port (its parity script, firmware_frames_sv.py)
    snaps = Driver(in_language("sv")).run(whole_game())
    result = run_unix(FRAMES_SV_SCRIPT)
    assert result.ok, result.traceback
    head, frames = read_frames(result.stdout)
    assert head.endswith("errors: 0")
    assert list(frames.items()) == snaps
