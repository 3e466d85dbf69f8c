"""The soak on the emulated Pico plays the unix soak's frames on the pins: `frames_of` turns the
player's lines into one button mask per frame, with the turn between two games as a frame of
its own and a script's reboot as a bit of the frame after it, and the snaps where the frames
before them have ended (host_tools/pico/soak.py; the soak itself is a benchmark)."""
from host_tools.pico.soak import REBOOT, TURN, frames_of


def test_frames_of_the_soak_lines_keep_every_frame_in_order():
    lines = ["f 0 3", "s splash", "f 16 2", "r", "f 0 2", "s menu", "m", "h", "m", "f 1 1"]
    masks, snaps = frames_of(lines)
    assert masks == [0, 0, 0, 16, 16, REBOOT, 0, TURN, 1]
    assert snaps == [(3, "splash"), (7, "menu")]


def test_the_soak_lines_of_two_games_make_one_turn_between_and_after_them():
    from host_tools.heap_budget import soak_lines
    lines, snaps, order = soak_lines(2)
    masks, snap_at = frames_of(lines)
    assert order == ["king_sheet", "king_vs_bots"]
    assert masks.count(TURN) == 2  # after each game
    assert len(snap_at) == len(snaps)
    assert masks[0] == 0  # frame 0 reads the buttons released, at power-on
    reboots = sum(1 for line in lines if line == "r")
    assert sum(1 for m in masks if m & REBOOT) == reboots > 0  # King vs bots reboots


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
