"""Kings and Treasures, issue 37's "what the table reads together": the referee's turn opens
with the player to move and every score in large type (a second; A ends it without playing,
an arrow ends it and moves the cursor, B opens the game's menu); the game against bots' panel
after its turn's second in large type (the King and its steps, the card under the cursor)."""
from firmware.treasure.referee import TURN_MS, Board
from firmware.ui import gfx
from firmware.ui import widgets as ui
from shared_rules.rng import Random
from tests.firmware.test_firmware_treasure import resume_position, started
from tests.support.treasure_bots_script import play_screen, start_steps
from tests.support.firmware_script import Driver
from tests.support.treasure_firmware_script import choose, play, state_of
from shared_rules.treasure import game as treasure

SPLASH_WAIT = "wait %d" % (TURN_MS + 20)


def top_rows(frame, pages):
    return [bytes(frame[p * 128:p * 128 + 128]) for p in pages]


def drawn_splash(name, state, labels):
    """The referee's turn splash drawn from its parts: the headline, the King and steps, the
    scores in large type under each seat's name and suit."""
    buf = bytearray(1024)
    ui.headline(buf, 4, name + ": play", invert=True)
    ui.big_fields(buf, 30, list(zip(labels, state.scores())))
    return buf


def test_the_referees_turn_opens_with_the_player_and_every_score_in_large_type():
    d = resume_position(treasure.new_game(4, players=3, level="basic").to_dict())
    s = state_of(d)
    rng = Random(2)
    for _ in range(5):
        play(d, s.copy(), choose(s, rng))
    board = d.app.top()
    assert isinstance(board, Board) and board.splash
    head, fields = board.said
    assert head == "P%d: play" % (s.turn + 1)
    labels = ["P%d" % (i + 1) + "♠♥♦♣"[s.seats[i]] for i in range(3)]
    assert fields == list(zip(labels, s.scores())) and s.scores() != [1, 1, 1]
    frame = d.frame_bytes()
    expected = drawn_splash("P%d" % (s.turn + 1), s, labels)
    # the headline's bar (pages 0-2) and the scores (pages 4-7) as drawn from their parts
    assert top_rows(frame, (0, 1, 4, 5, 6, 7)) == top_rows(expected, (0, 1, 4, 5, 6, 7))
    line = bytearray(1024)  # "K♠ 7 steps" between them, in small type
    steps = s.steps()
    text = "K" + "♠♥♦♣"[s.seats[s.turn]] + " %d step%s" % (steps, "" if steps == 1 else "s")
    gfx.text(line, (128 - len(text) * 6) // 2, 20, text)
    assert [[gfx.pixel(frame, x, y) for x in range(128)] for y in range(19, 28)] == \
        [[gfx.pixel(line, x, y) for x in range(128)] for y in range(19, 28)]
    d.run([SPLASH_WAIT])  # a second later the board, by itself
    assert not board.splash and d.app.top() is board
    assert d.frame_bytes() != frame


def test_a_ends_the_splash_without_playing_and_an_arrow_moves_the_cursor_at_once():
    d = started(2, 0)
    board = d.app.top()
    position = state_of(d).to_dict()
    col = board.col
    d.run(["A"])
    assert not board.splash and state_of(d).to_dict() == position  # no move to the cursor
    d2 = started(2, 0)
    board = d2.app.top()
    d2.run(["R"])
    assert not board.splash and board.col == (col + 1) % 7
    d3 = started(2, 0)
    d3.run(["B"])  # the game's menu, at once
    assert isinstance(d3.app.top(), ui.PauseMenu)


def test_the_splash_costs_no_press_a_move_after_it_is_the_cursor_and_a():
    d = started(3, 1)
    s = state_of(d)
    board = d.app.top()
    move = next(m for m in s.legal_moves() if m != "pass" and not s.power_choices(
        treasure.parse_cell(m)) and treasure.parse_cell(m) != board.row * 7 + board.col)
    before = s.copy()
    fewest = presses_to(board, move)
    assert board.splash and play(d, before.copy(), move) == fewest
    before.apply(move)
    assert state_of(d).to_dict() == before.to_dict()


def presses_to(board, move):
    from tests.support.treasure_firmware_script import cursor_steps, presses
    cell = treasure.parse_cell(move)
    return presses(cursor_steps(board.col, board.row, cell) + ["A"])


def test_the_vs_bots_panel_after_its_second_is_in_large_type():
    d = Driver()
    d.run(start_steps(2, 3, (0,)))
    for _ in range(300):
        if play_screen(d).stage == "turn":
            break
        d.run(["wait 100"])
    d.run(["wait 1100", "R"])  # the board, the cursor one right of the King
    screen = play_screen(d)
    s = screen.game.state
    assert screen.stage == "move"
    cell = screen.row * 7 + screen.col
    buf = bytearray(1024)
    x = 93
    gfx.big_text(buf, x + 5, 1, "K" + "♠♥♦♣"[s.seats[s.turn]])
    gfx.invert_rect(buf, x, 0, 128 - x, 16)
    gfx.text(buf, x, 17, "P%d" % (s.turn + 1))
    gfx.big_text(buf, x, 26, str(s.steps()))
    gfx.text(buf, x + len(str(s.steps())) * 12, 33, "st")
    code = s.board[cell]
    label = "JK" if code == 56 else "-" if code == 0 else "##" if code & 64 else \
        "A23456789⑩JQK"[(code >> 2) - 1] + "♠♥♦♣"[code & 3]
    if cell in s.kings:
        label = "K" + "♠♥♦♣"[s.seats[s.kings.index(cell)]]
    gfx.big_text(buf, x, 41, label)
    gfx.text(buf, x, 57, "A:" + treasure.cell_name(cell))
    frame = d.frame_bytes()
    assert [bytes(frame[p * 128 + 93:p * 128 + 128]) for p in range(8)] == \
        [bytes(buf[p * 128 + 93:p * 128 + 128]) for p in range(8)]
