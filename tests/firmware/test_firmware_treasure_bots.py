"""Kings and Treasures against bots on the device: a whole game through the real buttons with
golden frames (the same frames under MicroPython: tests/parity/firmware_treasure_bots.py),
bots' moves shown in steps, people's turns, Hint, undo, save after every move, resume, a power
cut at every save step, B leading back, press counts, mashing inside the mode."""
import os

import pytest

from firmware import storage
from firmware.ui import gfx
from firmware.ui import widgets as ui
from firmware.buttons import B
from firmware.treasure.vs_bots import PACE_MS, PATH_MS, TOOK_MS, TURN_MS, Play
from firmware.treasure.vs_bots_start import Setup
from firmware.treasure.board import unpacked
from host_tools.micropython_runner import run_unix
from shared_rules.treasure import game as treasure
from shared_rules.treasure import bot as treasure_bot
from shared_rules.treasure import hint as treasure_hint
from firmware import wording
from firmware.ui.hint_box import HintBox
from shared_rules.treasure import players as treasure_players
from shared_rules.rng import Random
from tests.support.firmware_golden import frame_to_image, image_to_frame
from tests.support.firmware_script import Driver, read_frames
from tests.support.memory_files import MemoryFiles
from tests.support.mash import KEYS, back_to_game_menu, fast_press, select
from tests.support.power_cuts import CuttingFiles, PowerCut, rebooted
from tests.support.treasure_bots_script import (golden_game, person_steps, play_screen, play_to_end,
                                        start_steps)

from tests.support.paths import TESTS as HERE
from tests.support.treasure_bots_steps import SAVE_NAME, at_a_bots_move, play_last_legal_move, started, until_person

RESUME_LABEL = "Resume K&T vs bots"
GOLDEN = os.path.join(HERE, "golden", "treasure_bots")
PARITY = os.path.join(HERE, "parity", "firmware_treasure_bots.py")



@pytest.fixture(scope="module")
def golden():
    return golden_game()


def test_the_scripted_game_ends_with_the_engines_scores(golden):
    d, snaps = golden
    assert d.app.errors == 0, d.app.last_error
    names = [name for name, _ in snaps]
    assert names[-3:] == ["end", "scores", "menu"]
    for stage in ("from", "took", "turn", "move", "hint"):
        assert stage in names
    assert not storage.has_save(d.files, SAVE_NAME)  # a finished game leaves Resume
    assert d.app.at_game_menu() and RESUME_LABEL not in d.app.top().items


def test_the_frames_equal_the_golden_pngs(golden):
    _, snaps = golden
    if os.environ.get("UPDATE_GOLDEN"):
        os.makedirs(GOLDEN, exist_ok=True)
        for name, frame in snaps:
            frame_to_image(frame).save(os.path.join(GOLDEN, name + ".png"))
    on_disk = sorted(n[:-4] for n in os.listdir(GOLDEN) if n.endswith(".png"))
    assert on_disk == sorted(name for name, _ in snaps)
    from PIL import Image
    for name, frame in snaps:
        with Image.open(os.path.join(GOLDEN, name + ".png")) as img:
            assert image_to_frame(img) == frame, name


def test_the_micropython_unix_port_draws_the_same_frames(golden):
    _, snaps = golden
    result = run_unix(PARITY, timeout=900)
    assert result.ok, result.traceback
    head, frames = read_frames(result.stdout)
    assert head.endswith("errors: 0")
    assert list(frames) == [n for n, _ in snaps]
    for n, frame in snaps:
        assert frames[n] == frame, n


@pytest.mark.parametrize("level,seats,people", [(0, 2, (0,)), (1, 3, (0, 2)), (2, 4, (0,)),
                                                (2, 2, (0, 1))])
def test_whole_games_follow_the_engine_and_save_after_every_move(level, seats, people):
    d = started(level, seats, people)
    rng = Random(level * 10 + seats)
    screen = play_screen(d)
    assert screen.game.people == [i in people for i in range(seats)]
    assert screen.game.state.level == level and len(screen.game.state.seats) == seats
    game = screen.game
    saves = [game.state.to_dict()]
    original = game.save

    def save(app):  # every save: the file must hold the position just reached
        problem = original(app)
        saves.append(game.state.to_dict())
        data = storage.load(d.files, SAVE_NAME)
        assert problem is None and (data is None if game.state.is_terminal()
                                    else data["state"] == saves[-1])
        return problem
    game.save = save

    def person(state):
        move = treasure_players.random_move(state, rng)
        if move.endswith(" discard"):
            dest = move.split()[0]
            move += "=" + state.power_choices(treasure.parse_cell(dest))["discard"][0]
        return move

    play_to_end(d, person)
    assert d.app.errors == 0, d.app.last_error
    assert game.state.is_terminal()
    assert not storage.has_save(d.files, SAVE_NAME)
    # Saved after every move: each saved position is one legal move after the one before.
    assert len(saves) > 20
    for before, after in zip(saves, saves[1:]):
        s = treasure.from_dict(before)
        assert any(_after(s, m) == after for m in _all_moves(s, after)), before


def _after(s, move):
    c = s.copy()
    try:
        c.apply(move)
    except ValueError:  # a guessed choice that does not fit this destination
        return None
    return c.to_dict()


def _all_moves(s, after):
    """The moves from `s` that may have led to `after`: every destination with each choice
    (a Priest's flips and an Architect's swap read off the cells that changed)."""
    changed = []
    a = treasure.from_dict(after)
    for c in range(49):
        if (s.board[c] ^ a.board[c]) and c not in a.kings:
            changed.append(treasure.cell_name(c))
    out = []
    for m in s.legal_moves():
        out.append(m)
        if m == "pass":
            continue
        offer = s.power_choices(treasure.parse_cell(m))
        for key in offer:
            if key in ("flip", "swap"):
                cells = [c for c in changed if c != m]
                if cells:
                    out.append("%s %s=%s" % (m, key, ",".join(cells)))
            else:
                out += ["%s %s=%s" % (m, key, o) for o in offer[key]]
    return out


def framed_cells(d, monkeypatch):
    """The cells the bots' screen frames on the grid when drawn now."""
    from firmware.treasure import board as treasure_board

    got = []
    monkeypatch.setattr(treasure_board, "draw_grid",
                        lambda buf, state, col, row, marks=(), legal=(): got.extend(marks))
    play_screen(d).draw(d.app, bytearray(1024))
    monkeypatch.undo()
    return got



def test_a_bots_move_is_shown_in_steps_and_goes_on_by_itself(monkeypatch):
    d, screen = at_a_bots_move()
    d.run(["wait 40"])
    assert screen.stage == "from"
    seat, start, dest, move, taken, walked = screen.shown
    assert screen.game.state.kings[seat] == dest and start != dest
    assert walked[-1] == treasure.parse_cell(move.split()[0])
    d.run(["wait %d" % PACE_MS])
    # The path: one more cell framed every PATH_MS, the start framed throughout.
    for i in range(1, len(walked) + 1):
        assert screen.stage == "path" and screen.step == i
        assert sorted(framed_cells(d, monkeypatch)) == sorted([start] + walked[:i])
        d.run(["wait %d" % PATH_MS])
    assert screen.stage == "took"


def test_a_bots_code_is_imported_for_its_decision_and_a_persons_input_for_their_turn(
        monkeypatch):
    # On a board the bots' code is in RAM only while a bot decides (imported once for each
    # decision: compat.import_once lets a board forget it), a bot's move in steps after it,
    # a person's move input (firmware/treasure/vs_bots_turn.py) only while a person moves
    # (firmware/treasure/vs_bots.py)
    from firmware.treasure import vs_bots as game_treasure_bots
    from firmware.treasure import vs_bots_menu
    from firmware.treasure import vs_bots_shown as treasure_bots_shown
    from firmware.treasure import vs_bots_turn as treasure_bots_turn
    imported = []
    order = []  # the imports and the saves

    def import_once(name):
        imported.append(name)
        order.append(name)
        return __import__(name, None, None, (name,))
    monkeypatch.setattr(game_treasure_bots, "import_once", import_once)
    monkeypatch.setattr(vs_bots_menu, "import_once", import_once)  # (the pause menu's Hint)
    save_made = storage.save_made

    def saving(files, name, make):
        order.append("save")
        return save_made(files, name, make)
    monkeypatch.setattr(storage, "save_made", saving)
    d, screen = at_a_bots_move()
    d.run(["wait 40"])
    assert screen.stage == "from" and screen.person is None
    assert imported.count("shared_rules.treasure.bot") == 1
    # the code that shows the move comes right after the decision, before the move's save
    # (its file's buffer then finds the hole the decision left, a 96 KB board)
    at = order.index("shared_rules.treasure.bot")
    assert order[at:at + 3] == ["shared_rules.treasure.bot", "firmware.treasure.vs_bots_shown",
                                "save"]
    assert treasure_bot not in vars(screen).values()  # nothing holds it after the decision
    # the move's steps on show (firmware/treasure/vs_bots_shown.py), imported after the decision
    assert imported[-2:] == ["shared_rules.treasure.bot", "firmware.treasure.vs_bots_shown"]
    assert screen.steps_shown is treasure_bots_shown
    until_person(d)
    assert screen.steps_shown is None  # let go for the person's turn
    bots_moves = imported.count("shared_rules.treasure.bot")
    assert bots_moves >= 1 and treasure_bot not in vars(screen).values()
    d.run(["wait %d" % (TURN_MS + 100)])
    assert screen.stage == "move" and screen.person is None  # nothing pressed yet
    d.run(["A"])  # on the person's own King: refused, the move input in RAM from now on
    assert screen.person is treasure_bots_turn
    choose = treasure_bot.choose

    def choosing(view, level):
        imported.append("choose %s" % level)
        return choose(view, level)
    monkeypatch.setattr(treasure_bot, "choose", choosing)
    d.run(["A", "B", "D*2", "A"])  # the refusal read; the pause menu's Hint (under Undo)
    # the Normal bot's code decides alone, the reason's code comes after it (a board holds
    # one of the two at a time: together they did not fit a 96 KB heap on the chip)
    at = imported.index("choose normal")
    assert imported[at - 1] == "shared_rules.treasure.bot"
    assert imported[at + 1:].count("shared_rules.treasure.hint") == 1
    assert "shared_rules.treasure.hint" not in imported[:at]
    assert not hasattr(treasure_hint, "bot")  # it does not bring the bot's code along
    assert screen.person is None  # let go for the bots' decision
    assert treasure_bot not in vars(screen).values()


def test_a_skips_the_rest_of_a_bots_path_at_once():
    d, screen = at_a_bots_move()
    d.run(["wait 40", "A"])
    assert screen.stage == "path" and screen.step == 1
    d.run(["A"])  # one press: the card taken, not the next cell
    assert screen.stage == "took"
    d.run(["wait %d" % TOOK_MS])
    assert screen.stage in ("turn", "end", "from")
    d.run(["wait %d" % (TURN_MS + 100)])
    assert screen.stage in ("move", "end")


def test_a_plain_move_costs_the_cursor_presses_and_one_a():
    d = started(0, 2, (0,))
    screen = until_person(d)
    state = screen.game.state.copy()
    move = state.legal_moves()[0]
    steps = person_steps(screen, state, move)
    presses = sum(int(s.partition("*")[2] or 1) for s in steps if s[0] in "UDLRAB")
    dest = treasure.parse_cell(move)
    cell = screen.row * 7 + screen.col
    assert presses == abs(dest % 7 - cell % 7) + abs(dest // 7 - cell // 7) + 1
    d.run(steps)
    assert screen.game.history.can_undo()
    assert treasure.cell_name(screen.game.state.kings[0]) == move


def test_an_illegal_destination_is_refused_with_the_engines_reason():
    d = started(0, 2, (0,))
    screen = until_person(d)
    before = screen.game.state.to_dict()
    legal = screen.game.state.legal_moves()
    bad = next(c for c in range(49) if treasure.cell_name(c) not in legal
           and c != screen.game.state.kings[0])
    d.run(person_steps(screen, screen.game.state, treasure.cell_name(bad)))
    top = d.app.top()
    assert isinstance(top, ui.Message) and top.lines[0] != ""
    d.run(["A"])
    assert screen.game.state.to_dict() == before and screen.stage == "move"


def test_hint_points_the_cursor_at_the_bots_move():
    d = started(2, 2, (0,))
    screen = until_person(d)
    expected = treasure_bot.choose(screen.game.state.view(screen.game.state.turn))
    d.run(["B"])
    menu = d.app.top()
    assert menu.items[2] == "Hint"  # under Undo: the undo gesture is the same everywhere
    d.run(["D*2", "A"])
    top = d.app.top()
    assert isinstance(top, HintBox) and top.lines[0] == "Hint: %s" % expected
    # the reason's lines worded as the table says them (cards as glyphs)
    why = treasure_hint.hint(screen.game.state.view(0))[1]
    assert top.why == [wording.said(d.app, line, ()) for line in why]
    # the deal of the Driver's clock, complete level, two seats: the first hint on screen
    assert top.lines == ["Hint: f1", "3♥ is yours: 3 pts", "next turn 3 steps"]
    d.run(["A"])
    dest = treasure.parse_cell(expected.split()[0])
    assert (screen.col, screen.row) == (dest % 7, dest // 7)
    d.run(["A"])  # take the hint: one press after it
    assert screen.game.state.kings[0] == dest or d.app.top() is not screen



def test_undo_takes_back_the_persons_last_move_and_the_bots_after_it():
    d = started(0, 2, (0,))
    screen = until_person(d)
    move = screen.game.state.legal_moves()[-1]
    before = play_last_legal_move(d, screen)
    assert screen.game.state.to_dict() != before
    d.run(["B"])
    assert d.app.top().items[1] == "Undo: P1 " + move  # the move in full, and whose
    d.run(["D", "A"])
    menu = d.app.top()  # the menu again, on its Undo line: nothing more to undo
    assert isinstance(menu, ui.PauseMenu) and menu.title == "Took back P1 " + move
    assert menu.index == 1 and menu.items[1] == "Undo: nothing yet"
    d.run(["U", "A"])  # Back to the game
    assert screen.game.state.to_dict() == before and screen.stage == "move"
    assert storage.load(d.files, SAVE_NAME)["state"] == before


def undo_after_resume(d, history):
    """The save's undo history replaced by `history`, the game resumed, Undo chosen."""
    saved = storage.load(d.files, SAVE_NAME)
    saved["history"] = history
    storage.save(d.files, SAVE_NAME, saved)
    d.run(["reboot", "wait 1600", "A", "B"])
    assert d.app.top().items[1] == "Undo: your last move"  # (a step saved with no move)
    d.run(["D", "A"])


def test_undo_keeps_packed_positions_and_still_reads_an_older_saves_notation():
    d = started(0, 2, (0,))
    screen = until_person(d)
    before = play_last_legal_move(d, screen)
    after = screen.game.state.to_dict()
    move, snapshot = storage.load(d.files, SAVE_NAME)["history"][-1]
    # The referee's packed position as hex, not the notation's dict of ~50 strings.
    assert isinstance(snapshot, str) and len(snapshot) < 200 and isinstance(move, str)
    assert unpacked(snapshot).to_dict() == before
    undo_after_resume(d, [before])  # as a save written before the packed positions held it
    assert play_screen(d).game.state.to_dict() == before
    assert d.app.top().title == "Took back your last move"
    d.run(["U", "A"])
    play_last_legal_move(d, play_screen(d))
    assert play_screen(d).game.state.to_dict() == after
    undo_after_resume(d, ["00ff"])  # packed bytes that are no position: found at Undo
    assert d.app.top().lines == ["Nothing to undo."]
    assert play_screen(d).game.state.to_dict() == after


def test_resume_after_a_reboot_goes_on_with_the_same_game():
    d = started(1, 3, (0,))
    screen = until_person(d)
    state = screen.game.state.copy()
    d.run(person_steps(screen, state, treasure_bot.choose(state.view(state.turn))))
    until_person(d)  # both bots have moved: the person's turn again
    position = storage.load(d.files, SAVE_NAME)["state"]
    assert position == screen.game.state.to_dict()
    d.run(["reboot", "wait 1600"])
    assert d.app.top().items[0] == RESUME_LABEL
    d.run(["A"])
    assert play_screen(d).game.state.to_dict() == position
    assert play_screen(d).game.history.can_undo()


def test_a_resume_reads_the_setups_modules_each_after_a_collection_on_micropython():
    # On a board each import reads its file through a 1.1 KB buffer: the setup's own imports
    # (firmware/treasure/vs_bots_start.py's bot levels and undo), made by its code with no
    # collection between, found no block for the second in a 96 KB heap on the chip (Svenska).
    # The Resume imports the setup with compat.import_once, whose import collects before each
    # module it brings in (compat.import_packed): asked of MicroPython itself.
    from tests.support.unix_port import micropython_prints
    code = "\n".join([
        "import sys", "from shared_rules import compat",
        "import firmware.treasure.vs_bots as game",
        "names = [game.START, 'firmware.bot_levels', 'firmware.undo']",
        "log = []",
        ("compat.collect = lambda: log.append(''.join('1' if n in sys.modules else '0'"
         " for n in names))"),
        "compat.import_once(game.START)",
        "print(' '.join(log))"])
    # (setup, bot levels, undo) in RAM at each collection: one before the setup's file, one
    # before each of its two modules
    assert micropython_prints(code).split() == ["000", "100", "110"]

class PowerStaysOff(CuttingFiles):
    """Once the power is cut, no later write reaches the flash (the bots play on in the
    test's frames, but not on a real board)."""

    def step(self):
        CuttingFiles.step(self)
        if self.cut_at and self.ops > self.cut_at:
            raise PowerCut


def test_a_power_cut_at_every_save_step_leaves_the_previous_or_the_new_game():
    base = started()
    screen = until_person(base)
    state = screen.game.state.copy()
    before = state.to_dict()
    move = state.legal_moves()[0]
    after = _after(state, move)
    steps = person_steps(screen, state, move) + ["wait %d" % (PACE_MS + TOOK_MS + 1200)]
    kept_states = []
    for cut in range(1, 40):
        files = PowerStaysOff({}, 0)
        d = Driver(files)
        d.run(start_steps())
        until_person(d)
        game = play_screen(d).game
        assert game.state.to_dict() == before
        reached = [before]
        original = game.save

        def save(app):
            reached.append(game.state.to_dict())  # the position this save writes
            return original(app)
        game.save = save
        files.ops = 0
        files.cut_at = cut
        try:
            d.run(steps)  # the person's move, then a bot's: two saves
        except Exception:  # noqa: BLE001 - the power went; what matters is the flash
            pass
        assert reached[1] == after
        kept = storage.load(rebooted(files), SAVE_NAME)["state"]
        assert kept in reached, cut  # a whole position the game reached, never a broken one
        kept_states.append(reached.index(kept))
    assert 0 in kept_states and 1 in kept_states  # cut before, and after, the move's save


def test_b_pauses_and_the_game_menu_keeps_the_game():
    d = started()
    until_person(d)
    d.run(["B"])
    assert d.app.top().title == "Paused"
    d.run(["A"])  # Back to the game
    assert isinstance(d.app.top(), Play)
    d.run(["B", "B"])  # B again: the game menu, the game saved
    assert d.app.at_game_menu() and RESUME_LABEL in d.app.top().items


def test_a_save_that_cannot_be_read_is_said_so():
    files = MemoryFiles()
    storage.save(files, SAVE_NAME, {"game": "treasure_bots", "state": {"game": "treasure"}})
    d = Driver(files)
    d.run(["wait 1600", "A"])
    assert isinstance(d.app.top(), ui.Message)
    assert d.app.top().lines == gfx.wrap("The saved game cannot be read.", 19)


MASH_PRESSES = 3000


def test_mashing_inside_the_mode_never_raises():
    rng = Random(13)
    d = started(2, 3, (0, 1))
    presses = 0
    while presses < MASH_PRESSES:
        for _ in range(200):
            if d.app.at_game_menu():  # B left the mode: straight back in
                if RESUME_LABEL in d.app.top().items:
                    select(d, RESUME_LABEL)
                else:
                    select(d, "Kings & Treasures")
                    select(d, "Play vs bots")
            key = KEYS[rng.randbelow(len(KEYS))]
            if key == B and rng.randbelow(4):  # stay in the mode most of the time
                key = KEYS[rng.randbelow(4)]
            inside = any(isinstance(x, (Play, Setup)) for x in d.app.stack)
            fast_press(d, key, hold_frames=2)
            presses += inside  # only presses made inside the mode count
        assert d.app.errors == 0, d.app.last_error
    back_to_game_menu(d)
    assert d.app.errors == 0, d.app.last_error


def test_the_undo_line_is_second_in_the_pause_menu_even_with_nothing_to_undo():
    """Issue 37: the undo gesture is B, Down, A in every mode; with nothing to undo the line
    says so instead of leaving its place to the next item."""
    d = started(0, 2, (0,))
    screen = until_person(d)
    assert not screen.game.history.can_undo()
    d.run(["B"])
    assert d.app.top().items[1] == "Undo: nothing yet"
    d.run(["D", "A"])  # the gesture changes nothing
    assert isinstance(d.app.top(), (Play, ui.Message)) and not screen.game.history.can_undo()
    d.run(["B"] if isinstance(d.app.top(), ui.Message) else ["wait 20"])
    move = screen.game.state.legal_moves()[-1]
    play_last_legal_move(d, screen)
    d.run(["B"])
    assert d.app.top().items[1] == "Undo: P1 " + move


def test_a_bots_move_stays_on_show_two_and_a_half_seconds_unless_a_skips_it():
    d, screen = at_a_bots_move()
    d.run(["wait 40"])
    while screen.stage != "took":
        d.run(["wait 20"])
    d.run(["wait 2400"])
    assert screen.stage == "took"
    d.run(["wait 200"])
    assert screen.stage != "took"
    d, screen = at_a_bots_move()
    while screen.stage != "took":
        d.run(["wait 20"])
    d.run(["A"])
    assert screen.stage != "took"


def test_the_last_moves_are_in_a_short_log_in_the_pause_menu():
    """Who moved where and what it took, newest last: the table can read back the bots' moves
    it missed after they left the panel."""
    d = started(0, 3, (0,))
    screen = until_person(d)
    play_last_legal_move(d, screen)
    d.run(["B"])
    items = d.app.top().items
    d.run(["D*%d" % items.index("Last moves"), "A"])
    lines = d.app.top().lines
    # the person's move, then the two bots' after it, each with where to and what it took
    assert [line.split()[0] for line in lines[-3:]] == ["P1", "P2", "P3"]
    s = screen.game.state
    for line, seat in zip(lines[-2:], (1, 2)):
        assert line.split()[1] == treasure.cell_name(s.kings[seat])


def drawn_texts(d, monkeypatch):
    """The small-type strings drawn in one frame, with their (x, y)."""
    drawn = []
    real = gfx.text

    def text(buf, x, y, s, *rest):
        drawn.append((x, y, s))
        return real(buf, x, y, s, *rest)
    monkeypatch.setattr(gfx, "text", text)
    d.app.render()
    monkeypatch.undo()
    return drawn


def test_the_final_scores_rows_are_apart_and_a_long_list_goes_on_to_a_second_page(monkeypatch):
    """Issue 37: rows 7 px apart touched, and "K♦ 10 9 7 6 1 1 1 1 1" hid the rest of a
    39-point pile. Rows 8 px apart; a cut list ends in ►, Right shows the rest."""
    from firmware.treasure.vs_bots import show_scores
    from shared_rules import cards
    d = started(0, 2, (0,))
    state = play_screen(d).game.state
    suit = "SHDC"[state.seats[0]]
    state.piles[0] = [cards.parse(t) for t in ("T" + suit, "9" + suit, "7" + suit, "6" + suit)]
    other = [c for c in cards.deck() if cards.suit(c) != state.seats[0]][:7]
    state.piles[0] += other  # 10 9 7 6 and seven 1s: 39
    assert sum(state.card_scores(0)) == 39
    show_scores(d.app, state, True)
    first = [t for t in drawn_texts(d, monkeypatch) if t[1] > 30]
    ys = sorted({y for _, y, _ in first})
    assert all(b - a >= 8 for a, b in zip(ys, ys[1:])) and ys[-1] + 7 <= 64
    row = [s for x, y, s in first if y == ys[0]]
    assert row[-1] == "►"
    d.run(["R"])
    second = [s for x, y, s in drawn_texts(d, monkeypatch) if y == ys[0]]
    shown = [w for w in " ".join(row + second).split() if w.isdigit()]
    assert shown == [str(v) for v in state.card_scores(0)]


def test_a_bots_level_is_normal_at_no_press_and_left_right_change_it():
    d = Driver(MemoryFiles())
    d.run(["wait 1600", "A", "D", "A", "D*3"])  # on P2's line, a bot: Normal, no press
    setup = d.app.top()
    assert isinstance(setup, Setup) and setup.items[3] == "P2: bot Normal"
    d.run(["R"])
    assert setup.items[3] == "P2: bot Hard"
    d.run(["R", "R"])
    assert setup.items[3] == "P2: bot Normal"
    d.run(["L"])
    assert setup.items[3] == "P2: bot Easy"
    d.run(["A"])  # A: a person (the level kept for when it is a bot again)
    assert setup.items[3] == "P2: person"
    d.run(["A"])
    assert setup.items[3] == "P2: bot Easy"


def test_each_bot_plays_at_its_level_and_the_levels_are_remembered_and_saved(monkeypatch):
    from firmware.treasure import vs_bots as game_treasure_bots
    asked = []
    real = game_treasure_bots.bot_choice
    monkeypatch.setattr(game_treasure_bots, "bot_choice",
                        lambda state, level=1: asked.append((state.turn, level))
                        or real(state, level))
    files = MemoryFiles()
    d = Driver(files)
    # 3 seats; P2 Hard (one Right), P3 Easy (one Left)
    d.run(["wait 1600", "A", "D", "A", "wait 20", "D", "R", "D", "D", "R", "D", "L", "D", "A"])
    screen = until_person(d)
    assert screen.game.levels == [1, 2, 0]
    state = screen.game.state.copy()
    d.run(person_steps(screen, state, state.legal_moves()[0]))
    until_person(d)  # both bots have moved
    assert {(1, 2), (2, 0)} <= set(asked) and all(lv == (2, 0)[seat - 1] for seat, lv in asked)
    assert storage.load(files, SAVE_NAME)["levels"] == "NHE"
    assert d.app.settings["bots"] == "NHEN"  # for next time
    d.run(["reboot", "wait 1600"])
    assert d.app.settings["bots"] == "NHEN"
    d.run(["D", "A", "D", "A"])  # a new game's setup offers last time's levels
    setup = d.app.top()
    assert isinstance(setup, Setup) and setup.items[3] == "P2: bot Hard"
    d.run(["D", "R"])  # three seats
    assert setup.items[3:5] == ["P2: bot Hard", "P3: bot Easy"]
    d.run(["reboot", "wait 1600", "A"])  # Resume: each seat's level as it was
    assert play_screen(d).game.levels == [1, 2, 0]


def test_a_save_from_before_the_levels_has_normal_bots_and_a_damaged_level_is_unreadable():
    from firmware.treasure import vs_bots_start
    from firmware.treasure.vs_bots import Game
    state = treasure.new_game(5, players=2, level="complete")
    data = {"game": "treasure_bots", "state": state.to_dict(), "people": [True, False]}
    assert vs_bots_start.game_from(data, Game).levels == [1, 1]
    for bad in ("NX", "N", 12, ["N", "N"]):
        data["levels"] = bad
        files = MemoryFiles()
        storage.save(files, SAVE_NAME, data)
        d = Driver(files)
        d.run(["wait 1600", "A"])
        assert d.app.top().lines == gfx.wrap("The saved game cannot be read.", 19), bad


def test_a_hard_bot_says_it_is_thinking_on_a_frame_drawn_before_it_decides(monkeypatch):
    """Issue 40: a Hard decision may take the best part of a second on a Pico (two players:
    docs/bots.md), so the board first shows "P2 is thinking" (its King and steps beside the
    grid) on a frame of its own, and the bot decides at the next tick; a Normal bot decides at
    once, with no such frame."""
    from firmware.treasure import vs_bots as game_treasure_bots
    events = []
    real_choice = game_treasure_bots.bot_choice
    real_text = gfx.text
    real_show = None

    def choice(state, level=1):
        events.append(("decide", state.turn, level))
        return real_choice(state, level)

    def text(buf, x, y, s, *rest):
        if s.endswith("is thinking"):
            events.append(("line", s, y))
        return real_text(buf, x, y, s, *rest)

    monkeypatch.setattr(game_treasure_bots, "bot_choice", choice)
    monkeypatch.setattr(gfx, "text", text)
    files = MemoryFiles()
    d = Driver(files)
    real_show = d.app.display.show

    def show():
        events.append(("shown",))
        return real_show()
    monkeypatch.setattr(d.app.display, "show", show)
    # 2 seats, P1 a person, P2 a Hard bot (one Right on its line)
    d.run(["wait 1600", "A", "D", "A", "wait 20", "D", "D", "D", "R", "D", "A"])
    screen = until_person(d)
    assert screen.game.levels == [1, 2]
    state = screen.game.state.copy()
    events.clear()
    d.run(person_steps(screen, state, state.legal_moves()[0]))
    until_person(d)
    decided = events.index(("decide", 1, 2))
    lines = [i for i, e in enumerate(events) if e[0] == "line"]
    assert lines and lines[-1] < decided and events[lines[-1]][1:] == ("P2 is thinking", 56)
    assert ("shown",) in events[lines[-1]:decided]  # that frame on the panel first
    assert events[lines[-1] + 1:decided].count(("shown",)) == 1  # one frame, then at once
    # A Normal bot: no line, the decision at once.
    screen.game.levels[1] = 1
    state = screen.game.state.copy()
    events.clear()
    d.run(person_steps(screen, state, state.legal_moves()[0]))
    until_person(d)
    assert ("decide", 1, 1) in events and not [e for e in events if e[0] == "line"]
