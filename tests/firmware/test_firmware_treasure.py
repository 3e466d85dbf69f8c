"""Kings and Treasures table referee: scripted games through the real buttons, refusals with the
engine's reason, the power choices, passes, the end (scores, tie-break, four Queens), saving
after every move, resume after a reboot, a power cut during a save, B leading back, mashing."""
import pytest

from firmware import storage
from firmware.ui import gfx
from firmware.ui import widgets as ui
from firmware.buttons import B
from firmware.treasure.referee import TURN_MS, Board, central_cell, packed, unpacked
from firmware.treasure.notices import End, Kings, Pass
from firmware.treasure.layout import CHECK, Layout
from shared_rules.treasure import game as treasure
from shared_rules.treasure import players as treasure_players
from shared_rules.treasure import why as treasure_why
from shared_rules.rng import Random
from tests.support.firmware_script import Driver
from tests.support.memory_files import MemoryFiles, save_text
from tests.support.treasure_firmware_script import choose, cursor_steps, play, pointed, state_of
from tests.support.mash import KEYS, back_to_game_menu, fast_press, select
from tests.support.power_cuts import CuttingFiles, PowerCut, rebooted
from tests.support.treasure_referee_steps import SAVE_NAME, new_game_steps, resume_position, started

RESUME_LABEL = "Resume K&Treasures"
SPLASH_WAIT = "wait %d" % (TURN_MS + 20)  # a turn's start in large type, then the board



def saved(files):
    data = storage.load(files, SAVE_NAME)
    return data and data["state"]


def play_through(d, seed, check_saves=True):
    """Play random moves through the buttons to the end; each must give the engine's position."""
    mirror = treasure.from_dict(state_of(d).to_dict())
    rng = Random(seed)
    moves = []
    while not isinstance(d.app.top(), End):
        move = choose(mirror, rng)
        play(d, mirror, move)
        mirror.apply(move)
        moves.append(move)
        assert d.app.errors == 0, d.app.last_error
        assert state_of(d).to_dict() == mirror.to_dict(), move
        if check_saves and mirror.is_terminal():  # a finished game leaves the Resume list
            assert not storage.has_save(d.files, SAVE_NAME)
        elif check_saves:
            assert saved(d.files) == mirror.to_dict()
    assert mirror.is_terminal()
    return moves


@pytest.mark.parametrize("players,level", [(2, 0), (3, 1), (4, 2), (2, 2), (3, 2)])
def test_a_whole_game_pressed_through_follows_the_engine(players, level):
    d = started(players, level)
    s = state_of(d)
    assert len(s.seats) == players and s.level == level
    moves = play_through(d, players * 10 + level)
    assert len(moves) > 5
    end = d.app.top()
    assert isinstance(end, End) and end.ref.state.winners()


def test_powers_are_asked_and_applied_over_several_complete_games():
    used = set()
    for seed in range(4):
        d = started(2 + seed % 3, 2)
        for move in play_through(d, 100 + seed, check_saves=False):
            if "=" in move:
                used.add(move.split()[1].partition("=")[0])
    assert len(used) >= 4, used


def test_the_deal_is_the_engines_and_the_seed_comes_from_the_clock():
    a = started()
    b = Driver()
    b.run(["wait 1640"] + new_game_steps()[1:])
    assert state_of(a).to_dict() != state_of(b).to_dict()
    s = state_of(a)
    assert s.board[24] == treasure.JOKER and len(s.kings) == 2
    assert isinstance(a.app.top(), Board) and a.app.top().mode == "move"
    c = central_cell(s.destinations())  # the cursor in the middle of the legal cells
    assert c in s.destinations() and (a.app.top().col, a.app.top().row) == (c % 7, c // 7)


def test_an_illegal_destination_is_refused_with_the_engines_reason():
    d = started()
    s = state_of(d)
    before = s.to_dict()
    bad = [c for c in range(49) if treasure.cell_name(c) not in s.legal_moves()][5]
    board = d.app.top()
    d.run(pointed(board, bad))
    reason = treasure_why.why_not(s, bad)
    reason = reason[0].upper() + reason[1:] + "."
    msg = d.app.top()
    assert isinstance(msg, ui.Message) and msg.lines == gfx.wrap(reason, 19)[:6]
    assert state_of(d).to_dict() == before and saved(d.files) == before
    d.run(["A"])
    assert d.app.top() is board  # the same turn, to try again


def test_a_bad_power_choice_is_refused_and_the_move_can_be_made_again():
    # Basic levels have no powers; find a complete-level move that offers a swap (Architect).
    for seed in range(40):
        d = started(2, 2)
        s = state_of(d)
        rng = Random(seed)
        for _ in range(30):
            if isinstance(d.app.top(), End):
                break
            swaps = [m for m in s.legal_moves() if m != "pass"
                     and "swap" in s.power_choices(treasure.parse_cell(m))]
            if swaps:
                before = s.to_dict()
                dest = treasure.parse_cell(swaps[0])
                board = d.app.top()
                d.run(pointed(board, dest))
                assert d.app.top().mode == "swap"
                king = s.kings[1 - s.turn]  # a King's cell cannot be swapped
                board = d.app.top()
                # marked twice: unmarked
                d.run(pointed(board, king) + ["A"])
                assert d.app.top().marks == []
                d.run(["A", "R*%d" % (7 - king % 7), "A"])  # one cell only, then Done
                msg = d.app.top()
                assert isinstance(msg, ui.Message) and "swap" in " ".join(msg.lines)
                assert s.to_dict() == before
                d.run(["A", "B"])  # the message, then back from the power to the board
                assert d.app.top().mode == "move"
                return
            move = choose(s, rng)
            play(d, s.copy(), move)
    raise AssertionError("no Architect reached")


def test_a_player_without_a_move_is_told_to_pass():
    for seed in range(200):
        s = treasure.new_game(seed, players=3, level="complete")
        rng = Random(seed)
        while not s.is_terminal() and s.legal_moves() != ["pass"]:
            s.apply(choose(s, rng))
        if not s.is_terminal():
            break
    files = MemoryFiles()
    storage.save(files, SAVE_NAME, {"game": "treasure", "state": s.to_dict()})
    d = Driver(files)
    d.run(["wait 1600"])
    assert d.app.top().items[0] == RESUME_LABEL
    d.run(["A"])
    assert isinstance(d.app.top(), Pass)
    turn = s.turn
    d.run(["A"])
    assert state_of(d).turn != turn and saved(files)["turn"] != saved_turn_letter(s, turn)


def saved_turn_letter(s, seat):
    return "SHDC"[s.seats[seat]]



def ended(version, piles):
    empty = ".. .. .. .. .. .. .."
    return {"game": "treasure", "version": version, "seats": sorted(piles, key="SHDC".find),
            "turn": "S", "board": [empty] * 7,
            "kings": {"S": "a1", "H": "g1", "D": "a7", "C": "g7"}, "piles": piles}


def fix_kings(p):
    p["kings"] = {k: v for k, v in p["kings"].items() if k in p["seats"]}
    return p


def test_the_end_counts_the_treasure_and_names_the_winner():
    d = resume_position(fix_kings(ended("basic", {"S": ["AS", "9S"], "H": ["AH", "5S"]})))
    end = d.app.top()
    assert isinstance(end, End)
    assert end.ref.state.scores() == [10, 2] and end.ref.state.winners() == [0]
    d.run(["snap end"])
    d.run(["A"])
    assert end.board  # A shows the final board, A again the scores
    d.run(["A", "B"])
    assert isinstance(d.app.top(), ui.PauseMenu)  # Undo is still there
    d.run(["B"])
    assert d.app.at_game_menu() and RESUME_LABEL not in d.app.top().items  # the game is over


def test_a_tie_is_broken_by_the_highest_treasure_card():
    d = resume_position(fix_kings(ended("basic", {"S": ["AS", "5H", "2S"], "H": ["AH", "3H"]})))
    s = state_of(d)
    assert s.scores() == [4, 4] and s.winners() == [1]


def test_identical_card_lists_share_the_win():
    d = resume_position(fix_kings(ended("basic", {"S": ["AS", "2H"], "H": ["AH", "3S"]})))
    assert state_of(d).winners() == [0, 1]


def test_four_queens_win_at_once():
    p = fix_kings(ended("complete", {"S": ["AS", "QS", "QH", "QD", "QC"], "H": ["AH", "TH"]}))
    p["board"][1] = ".. 9S 9H .. .. .. .."
    d = resume_position(p)
    s = state_of(d)
    assert isinstance(d.app.top(), End) and s.queens_winner() == 0 and s.winners() == [0]


def test_resume_after_a_reboot_goes_on_with_the_same_game():
    d = started(3, 1)
    rng = Random(5)
    s = state_of(d)
    for _ in range(4):
        move = choose(s, rng)
        play(d, s.copy(), move)
    position = state_of(d).to_dict()
    d.run(["reboot", "wait 1600"])
    assert d.app.top().items[0] == RESUME_LABEL
    d.run(["A"])
    assert state_of(d).to_dict() == position
    assert isinstance(d.app.top(), (Board, Pass, End))


def test_a_power_cut_while_saving_a_move_leaves_the_previous_or_the_new_game():
    base = started()
    s = state_of(base)
    before = s.to_dict()
    move = s.legal_moves()[0]
    after = s.copy()
    after.apply(move)
    after = after.to_dict()
    found = []
    for cut in range(1, 30):
        files = CuttingFiles({}, 0)
        d = Driver(files)
        d.run(new_game_steps())
        assert state_of(d).to_dict() == before
        files.ops = 0
        files.cut_at = cut
        board = d.app.top()
        try:
            d.run(pointed(board, treasure.parse_cell(move)))
        except PowerCut:  # the power went at operation `cut`; what matters is the flash
            assert files.ops == cut
        found.append(saved(rebooted(files)))
        assert found[-1] in (before, after), cut
    # The first cut comes before anything is written; the last ones after the whole save.
    assert found[0] == before and found[-1] == after


def test_b_leads_back():
    d = started()
    d.run(["B"])
    assert isinstance(d.app.top(), ui.PauseMenu) and len(d.app.stack) == 4  # in place of the board
    d.run(["B"])
    assert d.app.at_game_menu() and d.app.top().items[d.app.top().index] == RESUME_LABEL
    d.run(["A"])
    assert isinstance(d.app.top(), Board)
    d2 = Driver()
    d2.run(new_game_steps()[:-1])
    assert isinstance(d2.app.top(), Kings)
    d2.run(["B"])  # the deal's check, then a page back at each B, then the game menu
    assert isinstance(d2.app.top(), Layout) and d2.app.top().page == CHECK
    d2.run(["B*%d" % CHECK])
    assert d2.app.top().page == 0
    d2.run(["B"])
    assert d2.app.at_game_menu()
    d3 = Driver()
    d3.run(["wait 1600", "A", "A", "B", "B"])
    assert d3.app.at_game_menu()


def test_a_new_game_over_a_saved_one_asks_first():
    d = started()
    first = saved(d.files)
    d.run(["B", "B", "D", "A", "A", "D*2", "A"])
    assert isinstance(d.app.top(), ui.Confirm)
    d.run(["A"])  # No
    assert saved(d.files) == first
    d.run(["A", "R", "A"])
    assert saved(d.files) != first and isinstance(d.app.top(), Layout) and d.app.top().page == 0


MASH_PRESSES = 1600


@pytest.mark.parametrize("start", ["new game", "game in progress"])
def test_mashing_inside_the_mode_never_raises(start):
    rng = Random(7 if start == "new game" else 8)
    d = Driver()
    d.run(new_game_steps(3, 2) if start == "game in progress" else ["wait 1600"])
    presses = 0
    while presses < MASH_PRESSES:
        for _ in range(200):
            if d.app.at_game_menu():  # B left the mode: straight back in
                if start == "game in progress" and RESUME_LABEL in d.app.top().items:
                    select(d, RESUME_LABEL)
                else:
                    select(d, "Kings & Treasures")
                    select(d, "Table referee")
            r = rng.randbelow(100)
            key = KEYS[rng.randbelow(len(KEYS))]
            if key == B and rng.randbelow(4):  # stay in the mode most of the time
                key = KEYS[rng.randbelow(4)]
            fast_press(d, key, hold_frames=20 if r == 0 else 2)
            presses += 1
        assert d.app.errors == 0, d.app.last_error
        back_to_game_menu(d)
    assert d.app.errors == 0, d.app.last_error


def test_a_save_that_cannot_be_read_is_said_so():
    files = MemoryFiles()
    storage.save(files, SAVE_NAME, {"game": "treasure", "state": {"game": "treasure"}})
    d = Driver(files)
    d.run(["wait 1600", "A"])
    assert isinstance(d.app.top(), ui.Message)
    assert d.app.top().lines == gfx.wrap("The saved game cannot be read.", 19)
    d.run(["A"])
    assert d.app.at_game_menu() and d.app.errors == 0


# ----- issue 10: table-ready -----------------------------------------------------------------
def test_a_move_takes_at_most_four_presses_on_average():
    """Typical turns: whole games at every level, each player choosing among the legal moves
    and the powers' choices at random; the presses of each move counted (a pass is not a
    move). Before: 6.2 (the cursor started on the King, B left a power without Skip)."""
    counts = []
    for players, level, seed in ((2, 0, 1), (3, 1, 2), (4, 2, 3), (2, 2, 4), (3, 0, 5)):
        d = started(players, level)
        mirror = treasure.from_dict(state_of(d).to_dict())
        rng = Random(seed)
        while not isinstance(d.app.top(), End):
            move = choose(mirror, rng)
            n = play(d, mirror, move)
            mirror.apply(move)
            assert state_of(d).to_dict() == mirror.to_dict()
            if move != "pass":
                counts.append(n)
    average = sum(counts) / len(counts)
    print("K&T referee: %d moves, %.2f presses per move" % (len(counts), average))
    assert len(counts) > 100 and average <= 4.0


def test_cells_marked_for_a_priest_or_an_architect_are_lined_over_and_under():
    """The bug: the grid compared cell numbers with the cell names the picker kept, so no mark
    was ever shown. A mark is a line over its card and one under it (the cursor is the frame
    around a cell: issue 37), also with the cursor away."""
    for seed in range(60):
        d = started(2, 2)
        s = state_of(d)
        rng = Random(seed)
        for _ in range(40):
            if not isinstance(d.app.top(), Board):
                break
            powers = [m for m in s.legal_moves() if m != "pass"
                      and set(s.power_choices(treasure.parse_cell(m))) & {"flip", "swap"}]
            if powers:
                dest = treasure.parse_cell(powers[0])
                board = d.app.top()
                d.run(pointed(board, dest))
                screen = d.app.top()
                assert screen.mode in ("flip", "swap")
                cell = treasure.parse_cell(s.power_choices(dest)[screen.mode][0])
                d.run(cursor_steps(screen.col, screen.row, cell, 8) + ["A"])
                assert screen.marks == [cell]
                d.run(["R*%d" % (7 - screen.col)])  # the cursor on Done, away from the mark
                frame = d.frame_bytes()
                x, y = cell % 7 * 13, cell // 7 * 9
                over = [gfx.pixel(frame, i, y) for i in range(x + 1, x + 11)]
                under = [gfx.pixel(frame, i, y + 8) for i in range(x + 1, x + 11)]
                side = [gfx.pixel(frame, x + 12, j) for j in range(y, y + 8)]
                assert all(over) and all(under) and not any(side), (cell, over, under, side)
                return
            move = choose(s, rng)
            play(d, s.copy(), move)
    raise AssertionError("no Priest or Architect reached")


def test_cells_have_a_gap_between_them():
    d = started()
    d.run([SPLASH_WAIT])  # the turn in large type, then the board
    board = d.app.top()
    frame = d.frame_bytes()
    x, y = board.col * 13, board.row * 9
    # the cursor is a frame in the gaps around its cell, its card never inverse (issue 37)
    assert not any(gfx.pixel(frame, x, j) for j in range(y, y + 8))
    assert all(gfx.pixel(frame, x + 12, j) for j in range(y, y + 8))  # its gap column
    assert all(gfx.pixel(frame, i, y + 8) for i in range(x, x + 12))  # and gap row
    other = (board.row * 7 + board.col + 24) % 49  # a cell away from the cursor
    x, y = other % 7 * 13, other // 7 * 9
    if other not in state_of(d).kings:
        assert not any(gfx.pixel(frame, x + 12, j) for j in range(y + 1, y + 7))


def panel(frame):
    return [bytes(frame[p * 128 + 92:p * 128 + 128]) for p in range(8)]


def test_the_turn_screen_shows_whose_turn_the_steps_and_the_scores():
    """In large type the King to move and its steps; its player's name; every score."""
    d = resume_position(treasure.new_game(4, players=3, level="basic").to_dict())
    s = state_of(d)
    rng = Random(2)
    for _ in range(6):
        play(d, s.copy(), choose(s, rng))
    assert s.scores() != [1, 1, 1]
    d.run([SPLASH_WAIT])
    buf = bytearray(1024)
    gfx.big_text(buf, 98, 1, "K" + gfx.SUIT_GLYPHS[s.seats[s.turn]])
    gfx.invert_rect(buf, 93, 0, 35, 16)
    gfx.text(buf, 93, 17, "P%d" % (s.turn + 1))
    gfx.big_text(buf, 93, 26, str(s.steps()))
    gfx.text(buf, 93 + gfx.big_width(str(s.steps())) + 2, 33, "st")
    board = d.app.top()
    gfx.text(buf, 93, 41, "A:" + treasure.cell_name(board.row * 7 + board.col))
    for i, score in enumerate(s.scores()):
        gfx.text(buf, 93 + i % 2 * 18, 49 + i // 2 * 8, gfx.SUIT_GLYPHS[s.seats[i]] + str(score))
    gfx.vline(buf, 91, 0, 64)
    assert panel(d.frame_bytes()) == panel(buf)


def test_b_skips_a_power():
    for seed in range(60):
        d = started(3, 2)
        s = state_of(d)
        rng = Random(seed)
        for _ in range(40):
            if not isinstance(d.app.top(), Board):
                break
            powers = [m for m in s.legal_moves() if m != "pass"
                      and s.power_choices(treasure.parse_cell(m))]
            if powers:
                after = s.copy()
                after.apply(powers[0])  # the destination alone declines the power
                board = d.app.top()
                d.run(pointed(board, treasure.parse_cell(powers[0])) + ["B"])
                assert state_of(d).to_dict() == after.to_dict()
                return
            move = choose(s, rng)
            play(d, s.copy(), move)
    raise AssertionError("no power reached")


def test_the_legal_cells_are_underlined_when_asked():
    d = Driver()
    d.run(["wait 1600", "A", "A", "D*3", "A", "U", "A", "A", "A", SPLASH_WAIT])  # Legal cells: show
    s = state_of(d)
    board = d.app.top()
    assert board.mode == "move" and board.ref.legal
    frame = d.frame_bytes()
    legal = s.destinations()
    for cell in range(49):
        x, y = cell % 7 * 13, cell // 7 * 9
        line = [gfx.pixel(frame, i, y + 8) for i in range(x + 1, x + 11)]
        assert all(line) == (cell in legal) and (any(line) == (cell in legal))
    assert saved(d.files) and storage.load(d.files, SAVE_NAME)["legal"] is True
    d.run(["B", "D*2", "A"])  # the game's menu: Legal cells: hide
    board = d.app.top()
    assert isinstance(board, Board) and not board.ref.legal


def test_undo_takes_back_the_last_ten_moves_across_a_reboot():
    d = started(3, 2)
    s = state_of(d).copy()
    rng = Random(12)
    positions = []
    while len(positions) < 12:
        positions.append(state_of(d).to_dict())
        play(d, state_of(d).copy(), choose(state_of(d), rng))
        assert not isinstance(d.app.top(), End)
    d.run(["reboot", "wait 1600", "A"])  # Resume
    d.run(["B"])
    for back in range(10):
        menu = d.app.top()
        assert isinstance(menu, ui.PauseMenu) and menu.items[1].startswith("Undo: ")
        # B, Down, A the first; then the menu opens again on its Undo line: one A a step
        d.run(["A"] if back else ["D", "A"])
        assert state_of(d).to_dict() == positions[-1 - back]
        assert saved(d.files) == positions[-1 - back]  # kept across a reboot too
    assert d.app.top().index == 1 and d.app.top().items[1] == "Undo: nothing yet"
    d.run(["U", "A"])  # Back to the game
    assert isinstance(d.app.top(), Board) and state_of(d).to_dict() == positions[2]
    d.run(["reboot", "wait 1600", "A"])
    assert state_of(d).to_dict() == positions[2]
    d.run(["B"])
    assert d.app.top().items[1] == "Undo: nothing yet"  # ten are kept
    assert saved(d.files) == positions[2] and positions[0] == s.to_dict()


def test_the_undo_line_names_the_whole_move_as_every_mode_does():
    """Issue 37: "Undo c3 flip=a1,b2"[:15] cut the move; the line is ui.undo_item's,
    "Undo: <the move>" in full (the menu scrolls a long line)."""
    d = started(3, 2)
    rng = Random(9)
    move = ""
    while len(move) <= 15:  # on to a move with a power's choices: "c3 flip=a1,b2,d4"
        move = choose(state_of(d), rng)
        play(d, state_of(d).copy(), move)
    d.run(["B"])
    assert d.app.top().items[1] == "Undo: " + move


def test_an_undo_position_is_packed_in_few_bytes_and_comes_back_equal():
    for players, level, seed in ((2, "basic", 1), (3, "advanced", 2), (4, "complete", 3)):
        s = treasure.new_game(seed, players=players, level=level)
        rng = Random(seed)
        while True:
            data = packed(s)
            assert len(data) <= 4 + 3 * players + 49 + 52
            assert unpacked(data).to_dict() == s.to_dict()
            assert unpacked(data.hex()).to_dict() == s.to_dict()  # as saved
            if s.is_terminal():
                break
            s.apply(treasure_players.random_move(s, rng))
        assert sum(len(p) for p in s.piles) > 0


def test_undo_from_a_save_that_kept_positions_as_notation_text():
    """Saves written before the packed positions kept each as the notation's JSON text."""
    import json
    d = started(3, 2)
    first = state_of(d).to_dict()
    play(d, state_of(d).copy(), choose(state_of(d), Random(5)))
    data = storage.load(d.files, SAVE_NAME)
    data["undo"] = [[entry[0], json.dumps(unpacked(entry[1]).to_dict())]
                    for entry in data["undo"]]
    d.files.data[SAVE_NAME] = save_text(data)
    d.run(["reboot", "wait 1600", "A", "B", "D", "A"])  # Resume, the game's menu, Undo
    assert state_of(d).to_dict() == first


def test_the_referee_in_play_holds_neither_its_setup_nor_its_resume_loader():
    """The new game's setup and a save's loader are `firmware/treasure/referee_start.py`,
    imported for that step alone: on a board with a small heap (96 KB with every module
    bytecode) their code is not in RAM while the game is played."""
    import subprocess
    import sys
    from firmware.treasure import referee
    assert not hasattr(referee, "Setup") and not hasattr(referee, "_undo_saved")
    code = "import sys, firmware.treasure.referee; print(' '.join(sorted(sys.modules)))"
    imported = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                              check=True).stdout.split()
    assert "firmware.treasure.referee" in imported
    assert "firmware.treasure.referee_start" not in imported
    d = Driver()
    d.run(new_game_steps(3, 1))
    s = state_of(d)
    assert len(s.seats) == 3 and s.level == 1 and d.app.errors == 0  # advanced, dealt
