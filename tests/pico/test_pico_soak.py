"""The soak on the emulated Pico (host_tools/pico/soak.py; the 20-game soak itself is a
benchmark): `frames_of` turns the player's lines into one button mask per frame, the turn
between two games and a script's reboot each a frame of their own, the snaps where the frames
before them have ended; and a short soak at issue 15's 64 KB from ROMFS, three games'
openings in one power-on, each game after the first opened after a restart into a heap made
anew (firmware/restart.py)."""
import pytest

from host_tools.pico import firmware_files
from host_tools.pico.soak import REBOOT, TURN, frames_of

MISSING = firmware_files.problem(firmware_files.BOOTROM, firmware_files.ROMFS_UF2) \
    or firmware_files.node_module_problem()
SHORT = 130  # host frames of each game: the game menu, the mode chosen, its first frames


def test_frames_of_the_soak_lines_keep_every_frame_in_order():
    lines = ["f 0 3", "s splash", "f 16 2", "r", "f 0 2", "s menu", "m", "h", "m", "f 1 1"]
    masks, snaps = frames_of(lines)
    # the reboot is a frame of its own: the firmware spends it on its soft reset
    assert masks == [0, 0, 0, 16, 16, REBOOT, 0, 0, TURN, 1]
    assert snaps == [(3, "splash"), (8, "menu")]


def test_the_soak_lines_of_two_games_make_one_turn_between_and_after_them():
    from host_tools.heap_budget import soak_lines
    lines, snaps, order = soak_lines(2)
    masks, snap_at = frames_of(lines)
    assert order == ["king_sheet", "king_vs_bots"]
    assert masks.count(TURN) == 2  # after each game
    assert len(snap_at) == len(snaps)
    assert masks[0] == 0  # frame 0 reads the buttons released, at power-on
    reboots = sum(1 for line in lines if line == "r")
    assert masks.count(REBOOT) == reboots > 0  # King vs bots reboots


def test_the_command_takes_a_storage_a_heap_in_kb_or_the_boards_whole_and_refuses_the_rest(
        monkeypatch, capsys):
    from host_tools.pico import soak
    asked = []
    monkeypatch.setattr(soak, "soak",
                        lambda storage, kb, games: asked.append((storage, kb, games)) or 0)
    assert soak.main(["rom"]) == 0
    assert soak.main(["fs", "96", "3"]) == 0
    assert soak.main(["rom", "board"]) == 0
    assert soak.main(["bytecode"]) == 0
    assert asked == [("rom", None, 20), ("fs", 96, 3), ("rom", 0, 20), ("bytecode", None, 20)]
    for bad in (["flash"], ["rom", "lots"], ["rom", "64", "many"], ["rom", "64", "2", "x"]):
        assert soak.main(bad) == 2
        assert capsys.readouterr().err.startswith("usage: python -m host_tools.pico.soak")
    assert len(asked) == 4


@pytest.mark.skipif(bool(MISSING), reason=MISSING or "")
def test_each_game_after_the_first_of_a_power_on_starts_in_a_heap_made_anew():
    from host_tools.heap_budget import soak_lines
    from host_tools.pico.soak import play
    modes = ["treasure_vs_bots", "treasure_referee", "treasure_referee"]  # (no reboots)
    lines, expected, order = soak_lines(3, frames=SHORT, modes=modes)
    played = play("rom", 64, lines)
    assert played.stopped is None and not played.memory_error, played.console[-800:]
    assert played.snaps == expected  # the same games as on CPython, frame for frame
    assert len(played.restarts) == 2  # into the second and the third game
    first, second, third = [game["start"] for game in played.games]
    # The third game starts where the second did: nothing the first two left is in its heap
    # (in one heap, what each game keeps for good, its names and their tables, took the heap
    # in use at the game menu from 31 to 40 KB of 64 over the first four: docs/benchmarks.md).
    assert abs(third[0] - second[0]) <= 64 and abs(third[1] - second[1]) <= 64



def test_a_failed_soak_reports_the_console_around_its_first_traceback():
    from host_tools.pico.soak import failure_lines
    console = b"\n".join([b"heap 1 1"] * 30 + [
        b"heap 90 80", b"Traceback (most recent call last):",
        b'  File "firmware.storage", line 1, in save',
        b"MemoryError: memory allocation failed, allocating 229 bytes"] + [b"heap 2 2"] * 30)
    lines = failure_lines(console)
    assert lines[-2:] == ['  File "firmware.storage", line 1, in save',
                          "MemoryError: memory allocation failed, allocating 229 bytes"]
    assert lines[:4] == ["heap 1 1", "heap 1 1", "heap 90 80", "Traceback (most recent call last):"]
    assert failure_lines(b"a\nb") == ["a", "b"]  # no traceback: the last lines
