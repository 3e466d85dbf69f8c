"""Kings and Treasures against bots in Svenska and Dansk (issue 38): every screen of the mode
speaks the language (its catalogue words/<lang>_treasure_bots.txt, `app.words_area`). The
mode's whole scripted game (tests/support/pico_games.py's `treasure_vs_bots`: the set-up,
people's turns and every power, the bots' moves in steps, the pause menu and the Hint, the
scores, the end) and a game's refusal, last moves and undo are played in each language; every
string drawn is recorded: none is an English line, and each fits its place. And every reason
the Hint gives is in both catalogues and fits the Hint's two lines."""
import pytest

from firmware.bot_levels import word
from shared_rules.treasure import bot as treasure_bot
from shared_rules.treasure.moves import LEVELS
from tests.support import language_check
from tests.support.catalogues import catalogue
from tests.support.pico_games import treasure_vs_bots
from tests.support.treasure_bots_script import person_steps, start_steps
from tests.support.treasure_bots_steps import until_person
from tests.support.treasure_firmware_script import cursor_steps
from tests.support.treasure_languages import REASONS, playing, refusal_codes

LANGS = ("sv", "da")
AREA = "treasure_bots"
CODE = ("firmware/treasure/vs_bots.py", "firmware/treasure/vs_bots_start.py",
        "firmware/treasure/vs_bots_menu.py",
        "firmware/treasure/vs_bots_turn.py", "firmware/treasure/vs_bots_shown.py",
        "firmware/treasure/vs_bots_scores.py", "firmware/treasure/board.py")


def hint_codes():
    return refusal_codes(("shared_rules/treasure/hint.py",))


def test_every_refusal_and_hint_reason_is_in_both_catalogues():
    codes = refusal_codes() + hint_codes()
    assert len(codes) > 40
    for lang in LANGS:
        keys = catalogue(lang, REASONS)
        assert [c for c in codes if c not in keys] == []
        assert [c for c in codes if keys[c].count("%s") != c.count("%s")] == []


def test_every_hint_reason_fits_its_line_with_the_longest_values():
    # a card or a cell is two characters (⑩ and Kn are one glyph), points and steps two
    # digits, a suit one glyph (two here); flip and swap name their cells
    longest = {"flip %s face down": "a1,b2", "flip %s down": "a1,b2,c3",
               "swap %s: in reach": "a1,b2"}
    for lang in ("en",) + LANGS:
        keys = catalogue(lang, REASONS) if lang != "en" else None
        for code in hint_codes():
            said = keys[code] if keys else code
            line = said % tuple([longest.get(code, "XX")] * code.count("%s"))
            assert len(line) <= 21, (lang, line)


def test_every_line_the_screens_look_up_is_in_both_catalogues():
    used = []
    for path in CODE:
        used += language_check.looked_up(path)
    assert len(used) > 40
    # and the lines made from tables: the levels, the bots' levels, the powers' words
    used += list(LEVELS) + [word(i) for i in range(3)] + ["go to", "take", "flip", "swap",
                                                         "K&T vs bots", "teleport", "steal",
                                                         "knight", "discard"]
    for lang in LANGS:
        keys = catalogue(lang, AREA)
        assert [s for s in used if s not in keys] == []


def refusal_moves_and_undo(d):
    """A new game, three seats, advanced: an illegal cell (the engine's reason), a move, the
    pause menu's last moves, an undo, nothing more to undo."""
    d.run(["reboot"] + start_steps(1, 3, (0,)))
    screen = until_person(d)
    s = screen.game.state
    bad = next(c for c in range(49) if c not in s.destinations() and c not in s.kings)
    d.run(cursor_steps(screen.col, screen.row, bad) + ["A", "A"])
    state = s.copy()
    d.run(person_steps(screen, state, treasure_bot.choose(state.view(state.turn))))
    until_person(d)
    d.run(["B", "D*3", "A", "A"])  # the last moves
    d.run(["B", "D", "A", "A", "A", "B"])  # undo, nothing more, back to the game menu


def whole(d):
    treasure_vs_bots(d)
    refusal_moves_and_undo(d)


def played(lang):
    """(every string drawn, the driver) of the scripted games in `lang`."""
    return playing(lang, whole)


@pytest.fixture(scope="module")
def english():
    return played("en")


@pytest.mark.parametrize("lang", LANGS)
def test_the_whole_game_vs_bots_draws_no_english_line(lang, english):
    drawn, d = played(lang)
    said = language_check.spoken(lang, ("common", "menu", AREA, REASONS), drawn, d, english[0], 25)
    for words in ("Tips", "Senaste drag", "K&S mot datorn") if lang == "sv" else (
            "Tip", "Seneste træk", "K&S mod computeren"):
        assert words in said, words


@pytest.mark.parametrize("lang", LANGS)
def test_every_line_of_the_game_vs_bots_fits_where_it_is_drawn(lang, english):
    drawn, _ = played(lang)
    assert language_check.new_overflows(drawn, english[0]) == []
    assert len(drawn) > 1000
