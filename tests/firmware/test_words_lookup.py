"""words/lookup.py: a line of the language read from its catalogue on flash (issue 38,
docs/languages.md "How the device speaks"): found by its hash in the sorted index, the
record's English compared, `s` itself when the catalogue lacks it or cannot be read; and
what a mode open in Swedish holds of its words (no catalogue text in RAM)."""
import gc
import sys
import tracemalloc

import pytest

from host_tools import make_words
from tests.support.firmware_script import Driver, in_language, start_sheet, whole_game
from words import lookup


class App:
    def __init__(self, lang):
        self.settings = {"language": lang}


@pytest.fixture
def made(tmp_path, monkeypatch):
    """A folder of made catalogues in place of words/: made(area, pairs) writes sv_<area>.txt."""
    lookup.close()
    monkeypatch.setattr(lookup, "_HERE", str(tmp_path) + "/")

    def make(area, pairs):
        (tmp_path / ("sv_%s.txt" % area)).write_bytes(make_words.catalogue_bytes(pairs))
    yield make
    lookup.close()


def colliding():
    """Two English lines of one hash (the index's 16 bits)."""
    seen = {}
    for i in range(100000):
        line = "line %d" % i
        h = lookup.line_hash(line.encode())
        if h in seen:
            return seen[h], line
        seen[h] = line
    raise AssertionError("no two lines collide")


def test_a_line_of_the_catalogue_is_said_in_the_language():
    sv = App("sv")
    assert lookup.tr(sv, "Settings", "menu") == "Inställningar"
    assert lookup.tr(App("da"), "Settings", "menu") == "Indstillinger"
    assert lookup.tr(sv, "Stay", "common") == "Stanna"  # another area: its file opened
    assert lookup.tr(sv, "Settings", "menu") == "Inställningar"


def test_english_looks_nothing_up():
    lookup.close()
    assert lookup.tr(App("en"), "Settings", "menu") == "Settings"
    assert lookup._file is None


def test_a_line_not_in_the_catalogue_is_said_as_written(made):
    made("t", [("Apple", "Äpple"), ("Pear", "Päron")])
    sv = App("sv")
    assert lookup.tr(sv, "Plum", "t") == "Plum"
    assert lookup.tr(sv, "", "t") == ""
    assert lookup.tr(sv, "Appl", "t") == "Appl"  # (a record's start is not the record)
    assert lookup.tr(sv, "Apple pie", "t") == "Apple pie"
    assert lookup.tr(sv, "Pear", "t") == "Päron" and lookup.tr(sv, "Apple", "t") == "Äpple"


def test_two_english_lines_of_one_hash_each_find_their_own(made):
    a, b = colliding()
    assert lookup.line_hash(a.encode()) == lookup.line_hash(b.encode())
    for pairs in ([(a, "A"), ("x", "X"), (b, "B")], [(b, "B"), (a, "A")]):
        made("t", pairs)
        lookup.close()
        sv = App("sv")
        assert (lookup.tr(sv, a, "t"), lookup.tr(sv, b, "t"), lookup.tr(sv, "x", "t")) == \
            ("A", "B", "x" if len(pairs) == 2 else "X")
    # and a third line of that hash, absent: said as written
    assert lookup.tr(sv, a + "?", "t") == a + "?"


def test_a_line_with_blanks_to_fill_is_found_as_written():
    sv = App("sv")
    assert lookup.tr(sv, "Could not delete: %s", "common") == "Kunde inte radera: %s"
    assert lookup.tr(sv, "Could not delete: %s", "common") % "x" == "Kunde inte radera: x"


def test_a_missing_catalogue_says_the_english_line(made):
    sv = App("sv")
    assert lookup.tr(sv, "Settings", "no_such_area") == "Settings"
    assert lookup._file is None
    assert lookup.tr(App("xx"), "Settings", "menu") == "Settings"


def test_no_ram_for_a_lookup_says_the_english_line(monkeypatch):
    lookup.close()

    def no_ram(*args):
        raise MemoryError

    monkeypatch.setattr(lookup, "_open", no_ram)
    assert lookup.tr(App("sv"), "Settings", "menu") == "Settings"


def test_every_line_of_every_catalogue_is_found_and_only_its_own():
    from tests.support.catalogues import catalogue
    for area in make_words.areas():
        for lang in ("sv", "da"):
            lookup.close()
            for english, said in catalogue(lang, area).items():
                assert lookup.tr(App(lang), english, area) == said, (lang, area, english)


def test_a_lookup_needs_no_large_block_and_keeps_no_text():
    # CPython's measure of what a lookup allocates in its open file: its line's bytes, never
    # the catalogue's (the companion's: 12 KB of text in each language)
    lookup.find("sv", "regicide_companion", "Pass")
    gc.collect()
    tracemalloc.start()
    try:
        said = lookup.find("sv", "regicide_companion", "Where is a card?")
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
        lookup.close()
    assert said != "Where is a card?"
    assert peak < 1024, peak
    held = [v for k, v in vars(lookup).items() if not k.startswith("__")
            and isinstance(v, (str, bytes, bytearray)) and len(v) > 40]
    assert held == [], held  # (`_HERE`, the folder's path, aside)


def test_a_catalogue_is_opened_once_a_frame_and_closed_before_another_file_opens(
        tmp_path, monkeypatch):
    # (a file's buffer, 1,148 bytes on a Pico's LittleFS: each open took ~2.7 ms of a 3.9 ms
    # lookup there, and a frame looks up to 20 lines; kept open past a save's open, it took
    # the hole the save's file and a lazy import need, tests/pico)
    from firmware import storage
    from shared_rules import compat
    opened = []

    def counting(path, mode):
        opened.append(path.rpartition("/")[2])
        return open(path, mode)

    monkeypatch.setattr(lookup, "open", counting, raising=False)
    sv = App("sv")
    assert lookup.tr(sv, "Settings", "menu") == "Inställningar"
    assert lookup.tr(sv, "Rules", "menu") == "Regler"
    assert opened == ["sv_menu.txt"]  # one open for the frame's lines
    storage.Files(str(tmp_path)).open("king.sav.tmp", "w").close()  # a save's file
    assert lookup._file is None
    assert lookup.tr(sv, "Settings", "menu") == "Inställningar"
    assert opened == ["sv_menu.txt"] * 2
    compat.close_kept()  # the frame's end (App.tick)
    assert lookup._file is None
    assert lookup.tr(sv, "Settings", "no_such_area") == "Settings"
    assert lookup._file is None


def test_a_mode_open_in_swedish_holds_no_catalogue_module_and_one_file():
    d = Driver(in_language("sv"))
    d.run(start_sheet())
    assert d.app.words_area == "king_sheet" and d.app.errors == 0
    # the mode's words: words/lookup.py (imported again by the mode's first lookup), no file
    # left open; the game menu's words/language.py gone with the menu
    assert "words.language" not in sys.modules
    assert sys.modules["words.lookup"]._file is None
    d.run(whole_game()[len(start_sheet()):])
    assert d.app.errors == 0, d.app.last_error
    assert [n for n in sys.modules if n_is_catalogue(n)] == []


def n_is_catalogue(name):
    """A module of a catalogue (the old form, words/<lang>_<area>.py); not a help's pages."""
    short = name.rpartition(".")[2]
    return name.startswith("words.") and short[:3] in ("sv_", "da_") and "_help_" not in short


def test_english_imports_no_lookup(monkeypatch):
    for name in ("words.lookup", "words.language"):
        monkeypatch.delitem(sys.modules, name, raising=False)
    d = Driver()
    d.run(whole_game())
    assert d.app.errors == 0
    assert "words.lookup" not in sys.modules


def test_the_bots_decision_lets_the_lookup_go_and_the_next_lookup_imports_it(monkeypatch):
    from firmware.treasure import vs_bots
    from firmware.ui import widgets
    monkeypatch.setitem(sys.modules, "words.lookup", lookup)  # (put back after the test)
    sv = App("sv")
    vs_bots.words_go()
    assert "words.lookup" not in sys.modules
    assert widgets.tr(sv, "Settings", "menu") == "Inställningar"  # imported again
    assert "words.lookup" in sys.modules


def test_a_game_opening_lets_the_game_menus_lookup_go():
    d = Driver(in_language("sv"))
    d.run(["wait 1600"])
    assert "words.lookup" in sys.modules
    d.app.drop_menu_code()
    assert "words.lookup" not in sys.modules
