"""Kings and Treasures against bots, issue 37's "Undo, one behaviour": ten people's moves kept
(a save's too, across a reboot), each Undo line naming the move in full and whose it was, one
press a step once in the pause menu (the referee's: tests/firmware/test_firmware_treasure.py)."""
from firmware import storage
from firmware.treasure.vs_bots_start import UNDO_DEPTH
from firmware.ui import widgets as ui
from shared_rules.rng import Random
from tests.support.treasure_bots_steps import SAVE_NAME, until_person
from tests.support.firmware_script import Driver
from tests.support.treasure_bots_script import person_steps, play_screen, start_steps
from tests.support.treasure_firmware_script import choose, presses


def played(d, count, seed):
    """`count` moves of the people at the table (both seats are people), chosen at random:
    [(the position before, the seat, the move)]."""
    rng = Random(seed)
    steps = []
    while len(steps) < count:
        screen = until_person(d)
        assert screen.stage == "move", "the game ended"
        state = screen.game.state.copy()
        moves = state.legal_moves()
        move = moves[rng.randbelow(len(moves))]
        steps.append((state.to_dict(), state.turn, move))
        d.run(person_steps(screen, state, move))
    return steps


def test_ten_peoples_moves_are_undone_one_press_a_step_also_after_a_reboot():
    assert UNDO_DEPTH == 10  # (3 before issue 37)
    d = Driver()
    d.run(start_steps(0, 2, (0, 1)))
    steps = played(d, 12, 4)
    saved = storage.load(d.files, SAVE_NAME)["history"]
    assert len(saved) == 10 and [entry[0] for entry in saved] == [m for _, _, m in steps[2:]]
    d.run(["reboot", "wait 1600", "A"])  # Resume
    until_person(d)
    d.run(["B"])
    pressed = ["B"]
    for back in range(10):
        before, seat, move = steps[-1 - back]
        menu = d.app.top()
        assert isinstance(menu, ui.PauseMenu) and menu.items[1] == "Undo: P%d %s" % (seat + 1,
                                                                                    move)
        keys = ["A"] if back else ["D", "A"]  # B, Down, A; then the menu stays on its Undo line
        d.run(keys)
        pressed += keys
        assert d.app.top().title == "Took back P%d %s" % (seat + 1, move)
        assert play_screen(d).game.state.to_dict() == before
        assert storage.load(d.files, SAVE_NAME)["state"] == before
    assert presses(pressed) == 12  # ten steps (before: B, Down, A and an A for the note each)
    assert d.app.top().items[1] == "Undo: nothing yet"
    d.run(["A"])  # nothing left: said so, nothing changes
    assert " ".join(d.app.top().lines) == "Nothing to undo yet."
    assert play_screen(d).game.state.to_dict() == steps[2][0] and d.app.errors == 0


def test_a_long_move_is_named_in_full_on_the_undo_line():
    """The undo label is the move in full (`P1 c3 flip=a1,b2,d4`): the menu scrolls a long
    line, nothing is cut."""
    d = Driver()
    d.run(start_steps(2, 2, (0, 1)))
    rng = Random(3)
    for _ in range(60):
        screen = until_person(d)
        state = screen.game.state.copy()
        move = choose(state, rng)
        d.run(person_steps(screen, state, move))
        if len(move) > 10:
            break
    assert len(move) > 10, "no move with a power's choices"
    until_person(d)
    d.run(["B"])
    line = d.app.top().items[1]
    assert line == "Undo: P%d %s" % (state.turn + 1, move) and len(line) > 20
