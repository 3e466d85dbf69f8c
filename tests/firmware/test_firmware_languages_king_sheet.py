"""The King score sheet in Svenska and Dansk (issue 38): the first mode whose every screen
speaks the language (its catalogue words/<lang>_king_sheet.txt, `app.words_area`). The whole
scripted sheet (tests/support/firmware_script.py's `whole_game`: set-up, players, ten deals of
every kind, the totals, the table, the chart, a correction and an undo) is played in each
language; every string drawn is recorded: none is an English line, and each fits its place."""
import pytest

from firmware.king import sheet_entry
from firmware.king.labels import CONTRACT_LABELS, KIND_LABELS
from firmware.ui import gfx
from shared_rules.king import points as kp
from tests.support import language_check
from tests.support.catalogues import catalogue
from tests.support.language_check import overflows
from tests.support.firmware_script import whole_game

LANGS = ("sv", "da")
SHEET_CODE = ("firmware/king/sheet.py", "firmware/king/sheet_entry.py",
              "firmware/king/sheet_start.py", "firmware/king/sheet_totals.py",
              "firmware/ui/counts_entry.py", "menu/players.py")


def test_every_line_the_king_sheets_screens_look_up_is_in_both_catalogues():
    used = []
    for path in SHEET_CODE:
        used += language_check.looked_up(path)
    assert len(used) > 40
    # and the lines made from tables: deal kinds, contracts, the auction's outcomes, the
    # counted items, the short contracts that are words
    used += list(KIND_LABELS.values()) + [v for k, v in CONTRACT_LABELS.items() if k != "4-3-3"]
    used += [label for key, label in sheet_entry.KEPT if key != "4-3-3"]
    used += [kp.ITEM_LABELS[item] + " taken" for item in ("tricks", "hearts", "queens",
                                                            "kings_jacks")]
    used += ["NT", "Neg", "New name..."]
    for lang in LANGS:
        keys = catalogue(lang, "king_sheet")
        assert [s for s in used if s not in keys] == []


def played(lang):
    """(every string drawn, the driver) of the whole scripted sheet in `lang`."""
    return language_check.played(lang, whole_game())


@pytest.fixture(scope="module")
def english():
    return played("en")


@pytest.mark.parametrize("lang", LANGS)
def test_the_whole_king_sheet_draws_no_english_line(lang, english):
    drawn, d = played(lang)
    assert d.app.errors == 0, d.app.last_error
    left, seen = language_check.english_left(lang, ("common", "menu", "king_sheet"), drawn,
                                             english[0])
    # the English sheet draws them: the test would see them if the language left them out
    assert seen > 30
    assert left == []
    said = language_check.strings(drawn)
    for words in ("Utan damer", "Såld till Ann", "Giv 3 klar") if lang == "sv" else (
            "Ingen damer", "Solgt til Ann", "Runde 3 færdig"):
        assert any(words in s for s in said), words


@pytest.mark.parametrize("lang", LANGS)
def test_every_line_of_the_king_sheet_fits_where_it_is_drawn(lang, english):
    drawn, _ = played(lang)
    # what English itself draws so (none today) is not the language's fault
    assert language_check.new_overflows(drawn, english[0]) == []
    assert len(drawn) > 1000


def test_the_fit_check_finds_a_line_too_long():
    assert overflows([(80, 34, "giverna!!", gfx.ALL, False)]) == [("giverna!!", 80, 34)]
    assert overflows([(0, 0, "x" * 22, gfx.COLS, False)]) == [("x" * 22, 0, 0)]
    assert overflows([(80, 17, "Annika", 4, True)]) == [("Annika", 80, 17)]
    assert overflows([(2, 16, "x" * 25, 20, False)]) == []  # a menu line: it scrolls
    assert overflows([None, (0, 0, "Runde 7 færdig", 21, False),
                      (79, 0, "A: næste", gfx.ALL, False)]) == [("A: næste", 79, 0)]
    assert overflows([None, (0, 0, "Runde 7", 21, False), None,
                      (79, 0, "A: næste", gfx.ALL, False)]) == []
