"""The King table referee in Svenska and Dansk (issue 38): every screen speaks the language
(its catalogue words/<lang>_king_table.txt, `app.words_area`; the score sheet's screens it
shares with their rows). Its scripted game (tests/support/pico_games.py's `king_table`: deal 1
refereed card by card, a fault proven and rolled back, Undo, a reboot and Resume) and a whole
refereed game (ten deals, every auction, the standings) are recorded in English, then played
in each language: no English line of the catalogues is drawn, and each line fits its place."""
import pytest

from firmware.king import referee_fault, sheet_entry
from firmware.king.labels import CONTRACT_LABELS, KIND_LABELS
from shared_rules.king import points as kp
from tests.support import language_check
from tests.support.catalogues import catalogue
from tests.support.king_table_script import mirror, start, table_game
from tests.support.pico_games import MODES, Recorder

LANGS = ("sv", "da")
AREAS = ("common", "menu", "king_table")
TABLE_CODE = ("firmware/king/referee.py", "firmware/king/referee_auction.py",
              "firmware/king/referee_fault.py", "firmware/king/referee_start.py",
              "firmware/king/sheet.py", "firmware/king/sheet_entry.py",
              "firmware/king/sheet_totals.py", "firmware/ui/counts_entry.py")


def test_every_line_the_king_tables_screens_look_up_is_in_both_catalogues():
    used = []
    for path in TABLE_CODE:
        used += language_check.looked_up(path)
    assert len(used) > 60
    # and the lines made from tables: deal kinds, contracts, the auction's outcomes, the
    # counted items, the faults' titles
    used += list(KIND_LABELS.values()) + [v for k, v in CONTRACT_LABELS.items() if k != "4-3-3"]
    used += [label for key, label in sheet_entry.KEPT if key != "4-3-3"]
    used += [kp.ITEM_LABELS[item] + " taken" for item in ("tricks", "hearts", "queens",
                                                            "kings_jacks")]
    used += list(referee_fault.FAULT_LABELS.values()) + ["Fault", "NT", "Neg"]
    for lang in LANGS:
        keys = catalogue(lang, "king_table")
        assert [s for s in used if s not in keys] == []


def _steps():
    """The King table's scripted game, then a whole game refereed, as button steps."""
    d = Recorder()
    MODES["king_table"](d)
    d.run(["B", "hold B 1200", "A", "wait 600"])
    return d.steps


@pytest.fixture(scope="module")
def steps():
    return _steps()


@pytest.fixture(scope="module")
def whole():
    d = Recorder()
    d.run(start())
    mirror(d, table_game(3), deals=10)
    return d.steps


@pytest.fixture(scope="module")
def english(steps, whole):
    return language_check.played("en", steps)[0], language_check.played("en", whole)[0]


@pytest.mark.parametrize("lang", LANGS)
def test_the_king_table_draws_no_english_line(lang, steps, whole, english):
    said = set()
    for script, english_drawn in zip((steps, whole), english):
        drawn, d = language_check.played(lang, script)
        assert d.app.errors == 0, d.app.last_error
        left, seen = language_check.english_left(lang, AREAS, drawn, english_drawn)
        # the English game draws them: the test would see them if the language left them out
        assert seen > 20
        assert left == []
        said |= language_check.strings(drawn)
    for words in ("Hjärter ut! giv 2", "Fel: bestäm", "utspel", "Ångrat: återgången",
                  "Såld till S2", "Trumf ♣", "Giv 10 klar") if lang == "sv" else (
            "Hjerter ud! runde 2", "Fejl: vælg", "udspil", "Fortrudt: omspillet",
            "Solgt til S2", "Trumf ♣", "Runde 10 færdig"):
        assert words in said, words


@pytest.mark.parametrize("lang", LANGS)
def test_every_line_of_the_king_table_fits_where_it_is_drawn(lang, steps, whole, english):
    for script, english_drawn in zip((steps, whole), english):
        drawn, _ = language_check.played(lang, script)
        # what English itself draws so is not the language's fault
        assert language_check.new_overflows(drawn, english_drawn) == []
        assert len(drawn) > 1000


def king_refusals():
    """Every refusal code the King engine's modules give (`refuse`, `refused`, `_refuse`)."""
    import ast
    from tests.support.catalogues import ROOT
    codes = []
    for name in ("why", "game", "auction"):
        with open("%s/shared_rules/king/%s.py" % (ROOT, name), encoding="utf-8") as f:
            tree = ast.parse(f.read())
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and node.args \
                    and isinstance(node.args[0], ast.Constant) and getattr(
                        node.func, "attr", getattr(node.func, "id", None)) in (
                            "refuse", "refused", "_refuse"):
                codes.append(node.args[0].value)
    return codes


def test_every_refusal_the_king_engine_gives_is_in_both_catalogues():
    codes = king_refusals()
    assert len(codes) > 20
    assert "%s cannot be played: %s must follow suit %s" in codes
    for area in ("king_table",):
        for lang in LANGS:
            keys = catalogue(lang, area)
            assert [c for c in codes if c not in keys] == []


@pytest.mark.parametrize("lang, said", [
    ("sv", "2♠ kan inte spelas: 2♠ är redan spelat i denna giv"),
    ("da", "2♠ kan ikke spilles: 2♠ er allerede spillet i denne runde")])
def test_a_refused_card_is_said_in_the_language(lang, said):
    from shared_rules.cards import parse
    from tests.support.firmware_script import Driver, in_language
    d = Driver(in_language(lang))
    d.run(start())
    ref = d.app.top().referee  # deal 1's card table
    ref.play(d.app, parse("2S"))
    ref.play(d.app, parse("2S"))  # again: the engine refuses it
    assert " ".join(d.app.top().lines) == said
