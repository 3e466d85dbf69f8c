"""The Kings and Treasures table referee in Svenska and Dansk (issue 38): every screen of the
mode speaks the language (its catalogue words/<lang>_treasure_referee.txt, `app.words_area`).
The mode's whole scripted game (tests/support/pico_games.py's `treasure_referee`: the set-up,
the deal's pages, who holds which King, every power's choice, passes, the end) and a game's
refusals, menu and undo are played in each language; every string drawn is recorded: none is
an English line, and each fits its place. And every refusal the engine can give is in both
catalogues."""
import pytest

from shared_rules.treasure.moves import LEVELS
from tests.support import language_check
from tests.support.catalogues import catalogue
from tests.support.pico_games import treasure_referee
from tests.support.treasure_languages import REASONS, playing, refusal_codes
from tests.support.treasure_firmware_script import pointed, state_of

LANGS = ("sv", "da")
AREA = "treasure_referee"
CODE = ("firmware/treasure/referee.py", "firmware/treasure/referee_start.py",
        "firmware/treasure/board.py", "firmware/treasure/layout.py",
        "firmware/treasure/notices.py")


def test_every_refusal_the_engine_gives_is_in_both_catalogues():
    codes = refusal_codes()
    assert len(codes) > 25
    for lang in LANGS:
        keys = catalogue(lang, REASONS)
        assert [c for c in codes if c not in keys] == []
        # every blank kept, none added
        assert [c for c in codes if keys[c].count("%s") != c.count("%s")] == []


def test_every_line_the_referees_screens_look_up_is_in_both_catalogues():
    used = []
    for path in CODE:
        used += language_check.looked_up(path)
    assert len(used) > 40
    # and the lines made from tables: the levels, the powers' verbs on the panel
    used += list(LEVELS) + ["go to", "take", "flip", "swap", "Kings & Treasures", "teleport",
                             "steal", "knight", "discard", "pass"]
    for lang in LANGS:
        keys = catalogue(lang, AREA)
        assert [s for s in used if s not in keys] == []


def refusals_and_undo(d):
    """A new game: the deal's pages, an illegal cell (the engine's reason), B's menu (the
    legal cells shown), a move, its undo, nothing more to undo."""
    # the set-up (two players, advanced), every page of the deal to its check, the Kings, play
    d.run(["reboot", "wait 1600", "A", "A", "D", "R", "D", "A", "R*8", "A", "A", "wait 1100"])
    s = state_of(d)
    board = d.app.top()
    bad = next(c for c in range(49) if c not in s.destinations() and c not in s.kings)
    d.run(pointed(board, bad) + ["A"])
    d.run(["B", "D*2", "A", "wait 1100"])  # the legal cells shown
    board = d.app.top()
    d.run(pointed(board, s.destinations()[0]))
    while d.app.top() is not board and not hasattr(d.app.top(), "splash"):
        d.run(["B"])  # a power's choice: skipped
    d.run(["B", "D", "A", "A", "A"])  # undo, undo again (nothing left), back to the game


def whole(d):
    treasure_referee(d)
    refusals_and_undo(d)


def played(lang):
    """(every string drawn, the driver) of the referee's scripted games in `lang`."""
    return playing(lang, whole)


@pytest.fixture(scope="module")
def english():
    return played("en")


@pytest.mark.parametrize("lang", LANGS)
def test_the_whole_referee_game_draws_no_english_line(lang, english):
    drawn, d = played(lang)
    said = language_check.spoken(lang, ("common", "menu", AREA, REASONS), drawn, d, english[0], 25)
    for words in ("Lägg ut rad 1 av 7", "Kungar, medsols", "Tillåtna rutor: visa") \
            if lang == "sv" else ("Læg række 1 af 7 ud", "Konger, med uret",
                                  "Lovlige felter: til"):
        assert any(words in s for s in said), words


@pytest.mark.parametrize("lang", LANGS)
def test_every_line_of_the_referee_fits_where_it_is_drawn(lang, english):
    drawn, _ = played(lang)
    assert language_check.new_overflows(drawn, english[0]) == []
    assert len(drawn) > 1000
