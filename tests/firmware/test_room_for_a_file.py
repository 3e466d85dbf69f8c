"""The room a game keeps for a file (shared_rules/compat.py's `keep_room`, `with_room`): a
board's heap can have kilobytes free in holes all smaller than the 1,148 bytes a littlefs file
takes (the 96 KB soak's King table referee stopped on a save so, issue 35). While a game plays
a piece that size is held; a file that finds no hole gets it, and it is kept again once that
file is closed."""
import pytest

from firmware import records, storage
from shared_rules import compat
from tests.support.firmware_script import Driver
from tests.support.memory_files import MemoryFiles


class TightFiles(MemoryFiles):
    """Files whose opening fails as a fragmented heap's does, unless the room was given up
    (no piece held) for it."""

    def __init__(self):
        MemoryFiles.__init__(self)
        self.opened = 0

    def open(self, name, mode):
        if compat._room:
            raise MemoryError("memory allocation failed, allocating 1148 bytes")
        self.opened += 1
        return MemoryFiles.open(self, name, mode)


@pytest.fixture(autouse=True)
def no_room_after():
    yield
    compat.give_room()


def test_a_save_that_finds_no_hole_takes_the_room_and_the_room_is_kept_again():
    files = TightFiles()
    compat.keep_room()
    assert len(compat._room[0]) == 1152
    storage.save(files, "game.sav", {"deal": 3})
    assert files.opened == 1
    assert compat._room and not compat._owed  # kept again once the file was closed
    assert storage.load(files, "game.sav") == {"deal": 3}  # a read takes it too
    assert compat._room and not compat._owed


def test_without_the_room_a_file_that_finds_no_hole_is_a_memory_error():
    files = TightFiles()
    compat.keep_room()
    compat.give_room()

    class NoHole(MemoryFiles):
        def open(self, name, mode):
            raise MemoryError("memory allocation failed, allocating 1148 bytes")

    with pytest.raises(MemoryError):
        storage.save(NoHole(), "game.sav", {"deal": 3})
    assert files.opened == 0


def test_a_record_whose_file_took_the_room_keeps_it_again_once_committed():
    files = TightFiles()
    compat.keep_room()
    n = records.append(files, records.record("regicide", "solo", ["Ann"],
                                             {"won": True, "defeated": 12, "grade": "gold"}))
    assert n == 0 and compat._room and not compat._owed
    compat.give_room()
    assert [r["n"] for r in records.each(files)] == [0]


def test_a_game_keeps_the_room_and_the_game_menu_lets_it_go():
    d = Driver()
    d.run(["wait 1600"])
    assert not compat._room  # the game menu: no game, no room
    d.run(["D", "A", "A"])  # Regicide, Solo
    assert d.app.game is not None and compat._room
    d.run(["hold B 1100", "R", "A"])  # the game menu, saved
    assert d.app.at_game_menu() and not compat._room
