"""Kings and Treasures, issue 37's "what the table reads together": the referee's turn opens
with the player to move and every score in large type (a second; A ends it without playing,
an arrow ends it and moves the cursor, B opens the game's menu); the game against bots' panel
after its turn's second in large type (the King and its steps, the card under the cursor)."""
from firmware.treasure.referee import TURN_MS, Board
from firmware.ui import gfx
from firmware.ui import widgets as ui
from shared_rules.rng import Random
from tests.support.treasure_referee_steps import resume_position, started
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


# --- vs bots: a bot's move and a power's question in large type, the cursor framed ---------
SUITS = "♠♥♦♣"


def label_of(s, cell):
    """What the panel names on `cell`: a King, a card, `JK`, `##`, `-`."""
    if cell in s.kings:
        return "K" + SUITS[s.seats[s.kings.index(cell)]]
    code = s.board[cell]
    return "JK" if code == 56 else "-" if code == 0 else "##" if code & 64 else \
        "A23456789⑩JQK"[(code >> 2) - 1] + SUITS[code & 3]


def panel_of(frame):
    return [bytes(frame[p * 128 + 93:p * 128 + 128]) for p in range(8)]


def king_bar(buf, s, seat, level=None):
    gfx.big_text(buf, 98, 1, "K" + SUITS[s.seats[seat]])
    gfx.invert_rect(buf, 93, 0, 35, 16)
    gfx.text(buf, 93, 17, "P%d" % (seat + 1))
    if level:  # a bot's move: its level's letter at the name's right
        gfx.text_right(buf, 127, 17, level)


def test_a_bots_move_shows_in_large_type_where_its_king_went_and_what_it_took():
    """Issue 37: the panel the table reads while a bot moves was four lines of small type;
    now the bot's King on an inverse bar, where it stood and `>` where it went, then the card
    it took, in large type."""
    from tests.support.treasure_bots_steps import at_a_bots_move
    d, screen = at_a_bots_move()
    d.run(["wait 40"])
    assert screen.stage == "from"
    seat, start, dest, move, taken, walked = screen.shown
    s = screen.game.state
    buf = bytearray(1024)
    king_bar(buf, s, seat, "N")
    gfx.big_text(buf, 93, 26, treasure.cell_name(start))
    gfx.big_text(buf, 93, 41, ">" + treasure.cell_name(dest))
    gfx.text(buf, 93, 57, "A:>>")
    assert panel_of(d.frame_bytes()) == panel_of(buf)
    d.run(["A", "A"])  # the path at once, then what it took
    assert screen.stage == "took"
    buf = bytearray(1024)
    king_bar(buf, s, seat, "N")
    took = "JK" if taken is None else "A23456789⑩JQK"[(taken >> 2) - 1] + SUITS[taken & 3]
    gfx.big_text(buf, 93, 26, took)
    gfx.text(buf, 93, 41, "took")
    from firmware.treasure.vs_bots_shown import describe
    gfx.text(buf, 93, 49, describe(d.app, move))
    gfx.text(buf, 93, 57, "A:>>")
    assert panel_of(d.frame_bytes()) == panel_of(buf)
    # an Easy bot's move says E where a Normal one says N
    screen.game.levels[seat] = 0
    easy = bytearray(1024)
    screen.draw(d.app, easy)
    gfx.fill_rect(buf, 121, 17, 7, 8, 0)
    gfx.text_right(buf, 127, 17, "E")
    assert panel_of(easy) == panel_of(buf)


def at_a_cell_power():
    """A game vs bots (complete level, the person P1 against one bot) played on until the
    person's move may stop on a card whose power asks cells; the person points at it."""
    from tests.support.treasure_bots_steps import started, until_person
    from tests.support.treasure_firmware_script import cursor_steps
    from firmware.treasure.board import CELL_POWERS
    from shared_rules.treasure import bot as treasure_bot
    from tests.support.treasure_bots_script import person_steps
    for seed in range(20):
        d = started(2, 2, (0,))
        d.run(["wait %d" % (seed * 7 + 20)])
        for _ in range(40):
            screen = until_person(d)
            if screen.stage == "end":
                break
            s = screen.game.state
            for m in s.legal_moves():
                cell = treasure.parse_cell(m.split()[0]) if m != "pass" else -1
                if cell >= 0 and set(s.power_choices(cell)) & set(CELL_POWERS):
                    d.run(cursor_steps(screen.col, screen.row, cell) + ["A"])
                    assert screen.power is not None
                    return d, screen, cell
            state = s.copy()
            d.run(person_steps(screen, state, treasure_bot.choose(state.view(state.turn))))
    raise AssertionError("no power asking cells came")


def test_a_powers_question_is_in_large_type_and_its_cursor_is_a_frame():
    """Issue 37: the power's panel was small type and the cursor an inverted small card; now
    the card stopped on, the marks so far of the most and the card under the cursor are in
    large type, and the cursor is a frame in the gaps around its cell."""
    d, screen, dest = at_a_cell_power()
    s = screen.game.state
    key = screen.power[0]
    from firmware.treasure.board import CELL_POWERS
    verb, most = CELL_POWERS[key]
    cursor = screen.row * 7 + screen.col
    buf = bytearray(1024)
    gfx.big_text(buf, 93, 0, label_of(s, dest))
    gfx.text(buf, 93, 16, verb)
    gfx.big_text(buf, 93, 24, "0/%d" % most)
    gfx.big_text(buf, 93, 40, label_of(s, cursor))
    gfx.text(buf, 117, 46, treasure.cell_name(cursor))
    gfx.text(buf, 94, 56, "Skip")
    frame = d.frame_bytes()
    assert panel_of(frame) == panel_of(buf)
    x, y = cursor % 7 * 13, cursor // 7 * 9
    if cursor not in s.kings:  # (a King's cell is inverse, cursor or not)
        assert not all(gfx.pixel(frame, x, j) for j in range(y, y + 8))  # not inverse
    if y > 0:
        assert all(gfx.pixel(frame, i, y - 1) for i in range(max(x - 1, 0), x + 13))
    assert all(gfx.pixel(frame, i, y + 8) for i in range(max(x - 1, 0), x + 13))
    assert all(gfx.pixel(frame, x + 12, j) for j in range(y, y + 8))
    d.run(["R*%d" % (7 - screen.col)])  # on Skip: framed
    frame = d.frame_bytes()
    assert all(gfx.pixel(frame, i, 55) for i in range(94, 118))
    assert all(gfx.pixel(frame, 93, j) for j in range(56, 63))


def test_the_referees_kings_are_in_large_type_the_starter_framed():
    """Issue 37: who holds which King and who starts was small type ("P2: K♣", "starts");
    the table reads it at once: each King in large type under its player's name, the
    starter's framed, then "P2 starts" in large type."""
    from firmware.treasure.notices import Kings
    d = Driver()
    d.run(["wait 1600", "A", "A", "R", "D", "R*2", "D", "A", "A"])  # 3 players, Deal, A
    assert isinstance(d.app.top(), Kings)
    s = state_of(d)
    buf = bytearray(1024)
    ui.title_bar(buf, "Kings, clockwise")
    ui.big_fields(buf, 10, [("P%d" % (i + 1), "K" + SUITS[s.seats[i]]) for i in range(3)])
    gfx.rect(buf, s.turn * 42, 8, 42, 26)
    ui.headline(buf, 37, "P%d starts" % (s.turn + 1))
    gfx.text(buf, 0, 56, "Ace 1st A:play B:deal")
    assert d.frame_bytes() == bytes(buf)
