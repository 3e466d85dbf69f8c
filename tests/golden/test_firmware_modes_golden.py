"""The scripted King table referee and Regicide team runs (tests/support/modes_frames.py), frame by
frame against the golden PNGs in tests/golden/modes/ (the MicroPython ports print the same
frames: tests/parity/firmware_modes.py).

Regenerate after an intended screen change, then look at the PNGs:
    .venv/bin/python -m tests.golden.test_firmware_modes_golden --update
"""
import os
import sys

import pytest

from tests.support.firmware_golden import GOLDEN, frame_to_image, image_to_frame
from tests.support.modes_frames import SCRIPTS

MODES_GOLDEN = os.path.join(GOLDEN, "modes")


def runs():
    return [(script.__name__, script()) for script in SCRIPTS]


@pytest.fixture(scope="module")
def frames():
    return runs()


def load(name):
    from PIL import Image
    with Image.open(os.path.join(MODES_GOLDEN, name + ".png")) as img:
        return image_to_frame(img)


def test_the_scripts_run_without_an_error(frames):
    for name, driver in frames:
        assert driver.app.errors == 0, (name, driver.app.last_error)


def test_every_golden_png_belongs_to_a_kept_frame(frames):
    names = [n for _, d in frames for n, _ in d.snaps]
    on_disk = sorted(n[:-4] for n in os.listdir(MODES_GOLDEN) if n.endswith(".png"))
    assert on_disk == sorted(names) and len(names) == len(set(names))


def test_frames_equal_the_golden_pngs_pixel_for_pixel(frames):
    different = [n for _, d in frames for n, frame in d.snaps if load(n) != frame]
    assert not different, ("frames differ from tests/golden/modes: %s (regenerate with "
                           "`.venv/bin/python -m tests.golden.test_firmware_modes_golden --update`)"
                           % different)


def main(argv):
    if "--update" in argv:
        os.makedirs(MODES_GOLDEN, exist_ok=True)
        for name in os.listdir(MODES_GOLDEN):
            if name.endswith(".png"):
                os.remove(os.path.join(MODES_GOLDEN, name))
        n = 0
        for _, driver in runs():
            for name, frame in driver.snaps:
                frame_to_image(frame).save(os.path.join(MODES_GOLDEN, name + ".png"))
                n += 1
        print("wrote %d golden frames to %s" % (n, MODES_GOLDEN))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
