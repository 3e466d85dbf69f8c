"""The Records screens in Svenska and Dansk (issue 38): their own catalogue
(words/<lang>_records.txt); the list, a game's result, a player's figures, a delete and its
undo, each drawn in the language with nothing left in English and nothing past its place."""
import pytest

from firmware import records
from menu import records_stats as stats
from tests.support import language_check
from tests.support.catalogues import catalogue
from tests.support.memory_files import MemoryFiles
from tests.support.records_script import games

LANGS = ("sv", "da")
# From the game menu (Records, its last line): the list, the King game's detail and chart,
# the team game's detail, a player's pages, a game deleted and undone, Delete all asked.
SCRIPT = ["wait 1600", "U", "A", "wait 40", "snap list", "D*3", "A", "snap detail", "A",
          "snap chart", "B", "B", "U", "A", "snap regicide", "B", "U*2", "A", "snap players",
          "A", "snap player_king", "R", "snap player_regicide", "R", "B", "B", "D*2", "A", "D",
          "R", "A", "snap deleted", "A", "snap undone", "D", "A", "snap delete_all", "A", "B"]


def with_records():
    files = MemoryFiles()
    for rec in games() + [records.record("regicide", "team", ["Ann", "P2", "P3"],
                                         {"won": False, "defeated": 5, "grade": None},
                                         {"jester_self": False, "bot_levels": "HE"}, [1, 2])]:
        records.append(files, rec)
    return files


def played(lang):
    return language_check.played(lang, SCRIPT, with_records())


@pytest.fixture(scope="module")
def english():
    return played("en")


def test_every_line_the_records_screens_look_up_is_in_both_catalogues():
    used = language_check.looked_up("menu/records_screen.py")
    assert len(used) > 15
    # (King and Regicide are the games' names in every language: no line to look up)
    used += [t for t in stats.TITLES.values() if t not in ("King", "Regicide")]
    used += ["given up", "won", "won %s", "lost %d/12"]
    used += ["gold", "silver", "bronze"]
    used += [grade.capitalize() for grade in ("gold", "silver", "bronze")]
    used += [label for game in stats.GAMES for label, _ in stats.fields(
        game, {"played": 1, "won": 1, "total": 1, "best": 1, "defeated": 1, "treasure": 1})]
    for lang in LANGS:
        keys = catalogue(lang, "records")
        assert [s for s in used if s not in keys] == []


@pytest.mark.parametrize("lang", LANGS)
def test_the_records_screens_draw_no_english_line(lang, english):
    drawn, d = played(lang)
    assert d.app.errors == 0, d.app.last_error
    left, seen = language_check.english_left(lang, ("common", "menu", "records"), drawn,
                                             english[0])
    assert seen > 12  # the English screens draw them: the check sees them
    assert left == []
    said = language_check.strings(drawn)
    expected = {"sv": ("Resultat: 6 spel", "Regicide vunnet, silver", "K&S Bot 1 40",
                       "spelat", "Förlorat", "Datorer SL",
                       "Ångra: radera Regicide förlust 5/12"),
                "da": ("Resultater: 6 spil", "Regicide vundet, sølv", "K&S Bot 1 40",
                       "spillet", "Tabt", "Computere SL",
                       "Fortryd: slet Regicide tabt 5/12")}[lang]
    for words in expected:
        assert any(words in s for s in said), words


@pytest.mark.parametrize("lang", LANGS)
def test_every_line_of_the_records_fits_where_it_is_drawn(lang, english):
    drawn, _ = played(lang)
    assert language_check.new_overflows(drawn, english[0]) == []
    assert len(drawn) > 200


def test_the_english_records_are_as_before(english):
    said = language_check.strings(english[0])
    for words in ("Records: 6 games", "Regicide won silver", "12-04 King Ben +95", "Bots HE",
                  "Lost", "King given up", "Undo: delete Regicide lost 5/12",
                  "Delete all 6 games"):
        assert any(words in s for s in said), words
