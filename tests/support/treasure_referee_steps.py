"""The Kings and Treasures table referee driven as a table drives it, for the tests: a new
game's steps, a game started, a position saved and resumed."""
from firmware import storage
from tests.support.firmware_script import Driver
from tests.support.memory_files import MemoryFiles


SAVE_NAME = "treasure.sav"  # the referee's save and Resume label (menu/home.py's MODES)


def new_game_steps(players=2, level=0):
    """Boot, Kings & Treasures > Table referee, players and level, Deal, look at the deal,
    the Kings screen, play."""
    return (["wait 1600", "A", "A", "snap setup"] + ["R"] * (players - 2) + ["D"]
            + ["R"] * level + ["D", "A", "snap deal", "A", "snap kings", "A"])


def started(players=2, level=0, files=None):
    d = Driver(files)
    d.run(new_game_steps(players, level))
    return d


def resume_position(position):
    files = MemoryFiles()
    storage.save(files, SAVE_NAME, {"game": "treasure", "state": position})
    d = Driver(files)
    d.run(["wait 1600", "A"])
    return d
