"""The scripted King table referee and Regicide team runs (tests/support/modes_frames.py), frame by
frame against the golden PNGs in tests/golden/modes/ (the MicroPython ports print the same
frames: tests/parity/firmware_modes.py), and the same runs in Svenska and Dansk against
tests/golden/sv/modes/ and tests/golden/da/modes/ (issue 38).

Regenerate after an intended screen change, then look at the PNGs:
    .venv/bin/python -m tests.golden.test_firmware_modes_golden --update
"""
import os
import sys

import pytest

from tests.support.firmware_golden import LANGS, frame_to_image, golden_dir, image_to_frame
from tests.support.firmware_script import Driver, in_language
from tests.support.modes_frames import SCRIPTS


def modes_golden(lang):
    return os.path.join(golden_dir(lang), "modes")


def runs(lang):
    return [(script.__name__, script(Driver(in_language(lang)) if lang != "en" else None))
            for script in SCRIPTS]


@pytest.fixture(scope="module", params=LANGS)
def frames(request):
    return request.param, runs(request.param)


def load(lang, name):
    from PIL import Image
    with Image.open(os.path.join(modes_golden(lang), name + ".png")) as img:
        return image_to_frame(img)


def test_the_scripts_run_without_an_error(frames):
    for name, driver in frames[1]:
        assert driver.app.errors == 0, (name, driver.app.last_error)


def test_every_golden_png_belongs_to_a_kept_frame(frames):
    lang, runs = frames
    names = [n for _, d in runs for n, _ in d.snaps]
    on_disk = sorted(n[:-4] for n in os.listdir(modes_golden(lang)) if n.endswith(".png"))
    assert on_disk == sorted(names) and len(names) == len(set(names))


def test_frames_equal_the_golden_pngs_pixel_for_pixel(frames):
    lang, runs = frames
    different = [n for _, d in runs for n, frame in d.snaps if load(lang, n) != frame]
    assert not different, ("frames differ from %s: %s (regenerate with `.venv/bin/python -m "
                           "tests.golden.test_firmware_modes_golden --update`)"
                           % (modes_golden(lang), different))


def main(argv):
    if "--update" in argv:
        for lang in LANGS:
            folder = modes_golden(lang)
            os.makedirs(folder, exist_ok=True)
            for name in os.listdir(folder):
                if name.endswith(".png"):
                    os.remove(os.path.join(folder, name))
            n = 0
            for _, driver in runs(lang):
                for name, frame in driver.snaps:
                    frame_to_image(frame).save(os.path.join(folder, name + ".png"))
                    n += 1
            print("wrote %d golden frames to %s" % (n, folder))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
