"""Kings and Treasures' scripted games in Svenska and Dansk (issue 38), frame by frame against
golden PNGs: the referee's (tests/support/pico_games.py's `treasure_referee`: the set-up, the
deal, the Kings, a turn, each power, the end) in `tests/golden/<lang>/treasure_referee/`, the
game against bots' (`treasure_bots_script.golden_game`: the set-up, a bot's move in steps,
the pause menu, the Hint, the scores) in `tests/golden/<lang>/treasure_bots/`.

Regenerate after an intended screen change (then review the PNGs):
    .venv/bin/python -m tests.golden.test_treasure_languages_golden --update
"""
import os
import sys

import pytest

from tests.support.firmware_golden import frame_to_image, golden_dir, image_to_frame
from tests.support.firmware_script import Driver, in_language

LANGS = ("sv", "da")
MODES = ("treasure_referee", "treasure_bots")


def snaps(mode, lang):
    """(the driver, the kept frames) of `mode`'s scripted game in `lang`."""
    from tests.support.pico_games import treasure_referee
    from tests.support.treasure_bots_script import golden_game
    d = Driver(in_language(lang))
    if mode == "treasure_referee":
        treasure_referee(d)
    else:
        golden_game(d)
    return d, d.snaps


def folder(mode, lang):
    return os.path.join(golden_dir(lang), mode)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("mode", MODES)
def test_the_scripted_game_in_the_language_equals_its_golden_pngs(mode, lang):
    d, kept = snaps(mode, lang)
    assert d.app.errors == 0, d.app.last_error
    names = [name for name, _ in kept]
    assert len(names) == len(set(names)) and len(names) > 5
    on_disk = sorted(n[:-4] for n in os.listdir(folder(mode, lang)) if n.endswith(".png"))
    assert on_disk == sorted(names)
    different = []
    for name, frame in kept:
        with open(os.path.join(folder(mode, lang), name + ".png"), "rb") as f:
            from PIL import Image
            if image_to_frame(Image.open(f)) != frame:
                different.append(name)
    assert not different, different


def main(argv):
    if "--update" in argv:
        for mode in MODES:
            for lang in LANGS:
                path = folder(mode, lang)
                os.makedirs(path, exist_ok=True)
                for name in os.listdir(path):
                    if name.endswith(".png"):
                        os.remove(os.path.join(path, name))
                _, kept = snaps(mode, lang)
                for name, frame in kept:
                    frame_to_image(frame).save(os.path.join(path, name + ".png"))
                print("wrote %d frames to %s" % (len(kept), path))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
