"""Heap budgets (issue 15): each mode's scripted game under the MicroPython unix port with a
hard heap, importing only the compiled `.mpy` files: from the filesystem in 96 KB, from a
ROMFS image (`vfs.VfsRom`) in 64 KB. The modes that do not fit yet are held to their measured
peak (host_tools/heap_budget.py, OVER_BUDGET_KB) so they cannot grow unnoticed.
"""
import pytest

from host_tools import heap_budget as H
from tests.support.heap_games import MODES

CASES = [(name, storage) for name in MODES for storage in ("fs", "rom")]


@pytest.fixture(scope="module")
def built():
    return H.prepare()


@pytest.fixture(scope="module")
def recorded():
    return {}


def recording(recorded, name):
    if name not in recorded:
        recorded[name] = H.record(MODES[name])
    return recorded[name]


@pytest.mark.parametrize("name,storage", CASES)
def test_the_whole_scripted_game_fits_its_heap(built, recorded, name, storage):
    fs, image = built
    lines, snaps = recording(recorded, name)
    heap_kb = H.OVER_BUDGET_KB.get((name, storage), H.BUDGET_KB[storage])
    run = H.play(lines, storage, heap_kb, fs, image)
    assert run.ok, "%s (%s) in %d KB: %s" % (name, storage, heap_kb, run.output[-1500:])
    assert run.snaps == snaps  # the same game as on CPython, frame for frame
    if storage == "rom":
        assert run.source.startswith("/rom/firmware/app.mpy")
    else:
        assert run.source.endswith("firmware/app.mpy")


def test_the_modes_held_above_the_budget_are_named_with_a_heap_above_it():
    for (name, storage), kb in H.OVER_BUDGET_KB.items():
        assert name in MODES
        assert kb > H.BUDGET_KB[storage]


def test_a_heap_smaller_than_the_game_needs_fails_with_a_memory_error(built, recorded):
    fs, image = built
    lines, snaps = recording(recorded, "king_sheet")
    run = H.play(lines, "fs", 48, fs, image)  # its peak is ~68 KB
    assert not run.ok
    assert run.memory_error


def test_a_romfs_run_leaves_the_game_the_free_heap_of_a_plain_run_at_the_budget(built):
    fs, image = built
    plain = H.plain_free(H.BUDGET_KB["rom"], fs)
    run = H.play(["f 0 1"], "rom", H.BUDGET_KB["rom"], fs, image)
    assert run.ok, run.output
    # The image and the ballast are not the game's: it gets the plain run's free heap, give
    # or take four of this port's 32-byte blocks (a ballast is whole blocks plus a header).
    assert abs(run.free[0] - plain) <= 128


def test_the_largest_free_block_is_measured_at_the_game_menu_after_a_game(built, recorded):
    fs, image = built
    lines, snaps = recording(recorded, "king_sheet")
    run = H.play(lines + ["m", "h", "m"], "fs", H.BUDGET_KB["fs"], fs, image)
    assert run.ok
    at_end, at_menu = run.largest
    # Back at the game menu the sheet's code and state are let go: at least the room there was
    # at the game's end (equal to the search's 16-byte precision), more than the soak's floor,
    # never the whole heap (the App and the menu are live).
    assert H.LARGEST_FLOOR < at_menu < H.BUDGET_KB["fs"] * 1024
    assert at_end - 16 <= at_menu


def test_a_soak_plays_each_mode_after_the_game_menu_as_it_plays_from_boot():
    games = len(MODES) + 1
    lines, snaps, order = H.soak_lines(games)
    assert order == list(MODES) + [next(iter(MODES))]
    # no reboot between games (the App restarts into each by itself), the game menu (h) and a
    # measure (m) after each
    assert lines.count("h") == games and lines.count("m") == 2 * games
    assert sum(1 for s in snaps if s.startswith("snap splash ")) == 2  # from boot, then a menu


def test_each_game_after_the_first_of_a_power_on_starts_in_a_heap_made_anew(built):
    """firmware/restart.py: the player's board restarts as a board does (a new process, its
    heap made anew), for the App's restart into a game and for a script's reboot."""
    fs, image = built
    lines, snaps, order = H.soak_lines(3, modes=["treasure_vs_bots", "treasure_referee",
                                                 "treasure_referee"])
    run = H.play(lines, "rom", H.BUDGET_KB["rom"], fs, image, options=("starts",))
    assert run.ok, run.output[-1500:]
    assert run.snaps == snaps
    assert run.boots == 3  # the power-on, then a restart into each game after the first
    vs_bots, referee, again = H.per_game(run.measures)
    # The third game starts where the second did: nothing the first two left is in its heap
    # (in one App the heap in use at the game menu grew over the first games: benchmarks.md).
    assert again["start"] == referee["start"]


# Every screen's picture drawn once more (a frame that only redraws) allocates nothing: the
# idle frame's rule extended to every screen's redraw (docs/benchmarks.md, "Redraws"). The
# screens the modes' scripted games show, all of which must be seen:
EVERY_SCREEN = {"Menu", "PauseMenu", "Splash", "Setup", "Players", "SettingsMenu",
                "Message", "Confirm", "Pages", "CountsEntry", "BidContract", "Totals",
                "Standings", "Table", "PlayTable", "Board", "Kings", "End", "Play", "Scores",
                "Grid", "Instructions", "Status", "Solo", "Team", "Layout",
                "Chart", "HintBox"}


@pytest.fixture(scope="module")
def redraws():
    return H.redraw_table()


def test_redrawing_any_unchanged_screen_allocates_nothing(redraws):
    seen = set()
    for mode, screens in redraws.items():
        for screen, (count, most, total, most_again, total_again) in screens.items():
            seen.add(screen)
            assert most_again == 0, (mode, screen, most_again)
    assert seen == EVERY_SCREEN


def test_a_redraw_that_makes_a_string_is_counted(redraws):
    # The measure itself: the final standings make their lines ("1. Ann", "+45") at their
    # first draw, and only then.
    count, most, total, most_again, total_again = redraws["king_sheet"]["Standings"]
    assert count == 1 and most > 0 and most_again == 0
