"""The Regicide table companion in Svenska and Dansk (issue 38): every screen of the mode speaks
the language (its catalogue words/<lang>_regicide_companion.txt, `app.words_area`), the engine's
instructions and refusals too (shared_rules/regicide/: a code and its values, worded by
firmware/wording.py's `said`). The whole scripted game (tests/support/pico_games.py's
`regicide_companion`: a two-player game with a refused play, an exact kill, a yield, a payment,
the game's menu, a reboot and Resume) is played in each language; every string drawn is
recorded: none is an English line, and each fits its place."""
import pytest

from shared_rules.regicide import companion as engine
from shared_rules.regicide import rules as R
from tests.support import language_check
from tests.support.catalogues import catalogue
from tests.support.companion_steps import status_of
from tests.support.regicide_languages import engine_codes
from tests.support.pico_games import regicide_companion
from tests.support.regicide_firmware_script import open_companion, tell

LANGS = ("sv", "da")
AREA = "regicide_companion"
CODE = ("firmware/regicide/companion.py", "firmware/regicide/companion_start.py",
        "firmware/regicide/companion_resume.py", "firmware/regicide/companion_menu.py",
        "firmware/regicide/enemy.py")
ENGINE = ("shared_rules/regicide/rules.py", "shared_rules/regicide/companion.py",
          "shared_rules/regicide/companion_pay.py", "shared_rules/regicide/where.py")


def companion_codes():
    """Every code the companion's engine can give its screens: play_error's reasons are said
    with "illegal play: " before them, a loss as its reason and after "the game is lost: "."""
    plays = engine_codes("shared_rules/regicide/rules.py")
    plays = plays[plays.index("a play needs at least one card"):][:7]
    codes = ["illegal play: " + c for c in plays]
    for path in ENGINE:
        codes += [c for c in engine_codes(path) if c not in plays and not c.startswith(
            ("illegal play: ", "the game is lost: "))]
    codes += list(R.LOSSES) + ["the game is lost: " + c for c in R.LOSSES]
    codes += list(engine._CASTLE_FIRST) + list(engine._ENEMY) + list(engine._DRAWS)
    return codes


def test_every_code_the_companions_engine_gives_is_in_both_catalogues():
    codes = companion_codes()
    assert len(codes) > 80
    for lang in LANGS:
        keys = catalogue(lang, AREA)
        assert [c for c in codes if c not in keys] == []


def test_every_line_the_companions_screens_look_up_is_in_both_catalogues():
    used = []
    for path in CODE:
        used += language_check.looked_up(path)
    assert len(used) > 60
    # and the lines made from tables: the grid's verbs, the options' values, the grades, the
    # places of a card (where.py's, said part by part)
    used += ["turn up", "play", "pay", "show", "find", "add", "drop", "never", "always",
             "not twice", "yes", "no"] + list(R.GRADES)
    used += ["a hand", "the tavern", "the discard pile", "in play", "the castle", "the enemy",
             "nowhere"]
    for lang in LANGS:
        keys = catalogue(lang, AREA)
        assert [s for s in used if s not in keys] == []


def played(lang):
    """(every string drawn, the driver) of the whole scripted companion game in `lang`."""
    return language_check.played(lang, regicide_companion)


@pytest.fixture(scope="module")
def english():
    return played("en")


@pytest.mark.parametrize("lang", LANGS)
def test_the_whole_companion_game_draws_no_english_line(lang, english):
    drawn, d = played(lang)
    said = language_check.spoken(lang, ("common", "menu", AREA), drawn, d, english[0], 20)
    for words in ("Vänd nästa fiende", "S2 står över", "Krogen: E-10, ingen", "Ångra: S2 betalade ⑩♣") \
            if lang == "sv" else ("Vend næste fjende", "S2 står over",
                                  "Kroen: E-10, ingen", "Fortryd: S2 betalte ⑩♣"):
        assert any(words in s for s in said), words


@pytest.mark.parametrize("lang", LANGS)
def test_every_line_of_the_companion_fits_where_it_is_drawn(lang, english):
    drawn, _ = played(lang)
    # what English itself draws so is not the language's fault
    assert language_check.new_overflows(drawn, english[0]) == []
    assert len(drawn) > 1000
    assert ("Vänd nästa fiende" if lang == "sv" else "Vend næste fjende") in \
        language_check.strings(drawn)  # (the game was played in the language)


# --- more of the companion than its scripted game: solo at the table (a refused yield, Where
# is a card, the flips, "cannot pay" refused and then lost, the Lost screen, an Undo) and three
# seats (a Jester and the choice of the next, a Diamond's draws, a payment of more)
def act(d, method):
    """Run the status screen's action whose method is `method` (its words are the language's)."""
    st = d.app.top()
    acts = st.actions(d.app)
    names = [fn.__name__ for _, fn in acts]
    moves = (names.index(method) - st.index) % len(acts)
    d.run(["D*%d" % moves] if moves else [])
    d.run(["A"])


def solo_table(d):
    d.run(open_companion(1))
    act(d, "ask_reveal")
    tell(d, "JS")
    d.run(["B"])
    act(d, "yield_turn")  # refused: solo yield never
    d.run(["A"])
    act(d, "ask_where")
    tell(d, "5H")
    d.run(["A"])
    act(d, "ask_play")
    tell(d, "2H")
    d.run(["B"])
    act(d, "cannot_pay")  # refused: a Jester can still be flipped
    d.run(["A"])
    for _ in range(2):
        act(d, "flip")
        d.run(["B"])
    act(d, "cannot_pay")  # refused: eight cards pay 10
    d.run(["A"])
    status_of(d).game.table.hand_sizes[0] = 1
    act(d, "cannot_pay")
    tell(d, "9C")
    d.run(["A", "B", "D", "A", "B"])


def three_seats(d):
    d.run(open_companion(3))
    act(d, "ask_reveal")
    tell(d, "JH")
    d.run(["B"])
    act(d, "play_jester")
    d.run(["A", "D*2", "A"])  # P3 plays next: the grid opens at once
    tell(d, "8D")
    d.run(["B"])
    act(d, "ask_pay_more")
    tell(d, "TC")
    d.run(["B"])


@pytest.mark.parametrize("script", (solo_table, three_seats))
@pytest.mark.parametrize("lang", LANGS)
def test_more_of_the_companion_draws_no_english_line(lang, script):
    english, _ = language_check.played("en", script)
    drawn, d = language_check.played(lang, script)
    assert d.app.errors == 0, d.app.last_error
    left, seen = language_check.english_left(lang, ("common", "menu", AREA), drawn, english)
    assert left == []
    assert seen > 20
    # (the game's menu after an undo is titled with the step taken back, past the title's
    # 21 characters in English too: "Took back P1 could not pay")
    assert [b for b in language_check.new_overflows(drawn, english)
            if not b[0].startswith(("Ångrat: ", "Fortrudt: "))] == []
