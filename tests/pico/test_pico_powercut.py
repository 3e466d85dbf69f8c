"""Power cuts on the emulated Pico at the steps of a write: after power comes back, the chip
shows the host's frame of the state before the write or after it (a write completed within
it), never an older one, never a lost, corrupt or broken one.

host_tools/pico/powercut.py plays each button script on the host and on the chip frame for
frame, gives the flash a cut leaves before, inside and after every erase and program of the
write, and boots each distinct image on the chip: Resume (the Settings screen for the
settings) must give the host's frame of the same buttons on the old or the new files.
`make bench` (`python -m host_tools.pico.bench powercut`) cuts every step of each mode's first
and mid-game save, the settings, a delete, and a second write after recovering from a cut in
each mid-game save. Here, a deterministic subset: every 4th step of each write (each mode's
first save, the second save of one mode, the two settings saves, the delete), starting at a
different step for each, and the double cut once, after the cut that leaves the new save whole
as a `.tmp` and no save (the load must rename it into place, then the next save is cut); and
the power-on of a board updated from a version that saved at its root, cut while it moves the
saves into their folder.
"""
import pytest

from host_tools.pico import firmware_files, powercut

MISSING = firmware_files.problem() or firmware_files.node_module_problem()
pytestmark = pytest.mark.skipif(bool(MISSING), reason=MISSING or "")
STRIDE = 4
DOUBLE_MODE = "treasure_referee"  # its second save comes early, and the game goes on at once
PARALLEL = 2
ORDER = powercut.MODES + ("settings", "delete", "move")


def pick(what, label):
    """Every STRIDE-th step of a write (at least two), from a step that differs from write
    to write."""
    start = (ORDER.index(what) + (2 if label == "double" else 0)
             + (1 if label.startswith(("second", "mid")) else 0))

    def steps(n):
        stride = max(1, min(STRIDE, n // 2))
        return range(start % stride, n, stride)
    return steps


@pytest.fixture(scope="module")
def swept():
    results = powercut.run_jobs(powercut.jobs(
        full=False, pick=pick, double_modes=(DOUBLE_MODE,), sources=powercut.renamed_at_load),
        PARALLEL)
    sweeps = []
    for result in results:
        if isinstance(result, Exception):
            raise result
        sweeps += result
    for sweep in sweeps:
        print(sweep.summary())
    return sweeps


def named(sweeps, start):
    found = [s for s in sweeps if s.label.startswith(start)]
    assert found, "no sweep %r" % start
    return found


@pytest.mark.parametrize("mode", powercut.MODES)
def test_a_cut_in_a_modes_first_save_resumes_no_game_or_the_saved_one(swept, mode):
    sweep, = named(swept, mode + ", first save")
    assert sweep.failures() == []
    assert len(sweep.steps) >= 2 and len(sweep.every) >= 2 * sweep.ops + 1


def test_a_cut_in_a_later_save_resumes_the_old_or_the_new_position(swept):
    sweep, = named(swept, DOUBLE_MODE + ", second save")
    assert sweep.failures() == []
    assert len(sweep.states) == 2 and sweep.steps


def test_a_cut_in_a_settings_save_boots_with_the_old_or_the_new_settings(swept):
    first, second = named(swept, "settings, ")
    assert first.failures() == [] and second.failures() == []
    assert first.steps and second.steps


def test_a_cut_in_a_delete_leaves_the_sheet_resumable_whole_or_gone(swept):
    sweep, = named(swept, "delete, ")
    assert sweep.failures() == []
    assert sweep.steps
    # The delete removes the previous copy first, the save itself last.
    assert sweep.listing[sweep.every[0][1]] == "king.sav king.sav.bak settings.sav"
    assert sweep.listing[sweep.every[-1][1]] == "settings.sav"


def test_a_second_cut_after_recovering_from_a_first_resumes_the_newest_or_the_one_before(
        swept):
    sweep, = named(swept, DOUBLE_MODE + ", second cut")
    # The first cut came between the save's renames: the new save whole as a .tmp, no save;
    # the boot renamed it into place and resumed it.
    assert "[treasure.sav.bak treasure.sav.tmp] (resumed new, settled in frame" in sweep.label
    assert sweep.failures() == []
    assert sweep.steps and len(sweep.states) >= 2


def test_a_cut_while_an_updated_board_moves_its_saves_into_their_folder_loses_nothing(swept):
    sweep, = named(swept, "move, ")
    assert sweep.failures() == []
    assert sweep.steps and sweep.ops >= 4  # the folder made; a file's copy, rename, remove
    # Every file at the root before, in the folder after; in between each whole at the root,
    # in the folder or in both, never partial under its name (a copy is written as NAME.mv).
    assert sweep.listing[sweep.every[0][1]] == "/king.sav /king.sav.bak /settings.sav"
    assert sweep.listing[sweep.every[-1][1]] == "king.sav king.sav.bak settings.sav"
    for _, path in sweep.every:
        names = {n.lstrip("/") for n in sweep.listing[path].split()}
        assert names == {"king.sav", "king.sav.bak", "settings.sav"}, path
