"""The King score sheet in Svenska and Dansk (issue 38): the first mode whose every screen
speaks the language (its catalogue words/<lang>_king_sheet.py, `app.words_area`). The whole
scripted sheet (tests/support/firmware_script.py's `whole_game`: set-up, players, ten deals of
every kind, the totals, the table, the chart, a correction and an undo) is played in each
language; every string drawn is recorded: none is an English line, and each fits its place."""
import re

import pytest

from firmware.king import sheet_entry
from firmware.king.labels import CONTRACT_LABELS, KIND_LABELS
from firmware.ui import gfx
from shared_rules.king import points as kp
from tests.support.catalogues import ROOT, catalogue
from tests.support.firmware_script import Driver, in_language, whole_game

LANGS = ("sv", "da")
SHEET_CODE = ("firmware/king/sheet.py", "firmware/king/sheet_entry.py",
              "firmware/king/sheet_start.py", "firmware/king/sheet_totals.py",
              "firmware/ui/counts_entry.py", "firmware/players.py")


def looked_up(path):
    """The English literals a module passes to a `tr` (`tr(app, "…")`, `self.tr("…")`, the
    two sides of `tr("…" if … else "…")`)."""
    with open("%s/%s" % (ROOT, path), encoding="utf-8") as f:
        code = f.read()
    found = re.findall(r'\btr\((?:app, )?"([^"]+)"', code)
    found += re.findall(r'\btr\((?:app, )?"[^"]+" if [^"]+ else "([^"]+)"\)', code)
    return found


def test_every_line_the_king_sheets_screens_look_up_is_in_both_catalogues():
    used = []
    for path in SHEET_CODE:
        used += looked_up(path)
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
    """(every (x, y, string, chars, large) drawn, the driver) of the whole scripted sheet in
    `lang`."""
    files = in_language(lang)
    drawn = []
    text, big, clear, fill = gfx.text, gfx.big_text, gfx.clear, gfx.fill_rect

    def small(buf, x, y, s, chars=gfx.ALL):
        drawn.append((x, y, s, chars, False))
        return text(buf, x, y, s, chars)

    def large(buf, x, y, s, chars=gfx.ALL):
        drawn.append((x, y, s, chars, True))
        return big(buf, x, y, s, chars)

    def new_frame(buf):
        drawn.append(None)
        return clear(buf)

    def paper(buf, x, y, w, h, color=1):
        if color == 0:
            drawn.append(("paper", x, y, w, h))  # a box over what was drawn: it is gone
        return fill(buf, x, y, w, h, color)

    gfx.text, gfx.big_text, gfx.clear, gfx.fill_rect = small, large, new_frame, paper
    try:
        d = Driver(files)
        d.run(whole_game())
    finally:
        gfx.text, gfx.big_text, gfx.clear, gfx.fill_rect = text, big, clear, fill
    return drawn, d


@pytest.fixture(scope="module")
def english():
    return played("en")


@pytest.mark.parametrize("lang", LANGS)
def test_the_whole_king_sheet_draws_no_english_line(lang, english):
    drawn, d = played(lang)
    assert d.app.errors == 0, d.app.last_error
    keys = {}
    for area in ("common", "menu", "king_sheet"):  # (the whole script visits the game menu)
        keys.update(catalogue(lang, area))
    english_only = {e for e, w in keys.items() if e != w and len(e) > 3}
    # the English sheet draws them: the test would see them if the language left them out
    assert len({c[2] for c in english[0] if c and c[0] != "paper"} & english_only) > 30
    said = {c[2] for c in drawn if c and c[0] != "paper"}
    assert sorted(said & english_only) == []
    patterns = [re.compile("^" + re.escape(e).replace("%s", ".+").replace("%d", "[0-9]+") + "$")
                for e in english_only if "%" in e]
    assert [s for s in said if any(p.match(s) for p in patterns)] == []
    for words in ("Utan damer", "Såld till Ann", "Giv 3 klar") if lang == "sv" else (
            "Ingen damer", "Solgt til Ann", "Runde 3 færdig"):
        assert any(words in s for s in said), words


def overflows(drawn):
    """The strings drawn past the panel's right edge, cut short where nothing scrolls (a title,
    a line of large type), or over another string of the same frame and row: (string, x, y)."""
    bad = []
    row = []  # (first x, last x, y) of this frame's small strings
    for call in drawn:
        if call is None:  # a new frame
            row = []
            continue
        if call[0] == "paper":
            _, px, py, pw, ph = call
            row = [r for r in row if not (py <= r[2] < py + ph and r[0] < px + pw and px <= r[1])]
            continue
        x, y, s, chars, large = call
        if not large and x >= 0 and s.strip():
            end = x + min(len(s), chars) * gfx.CHAR_W - 2
            if [r for r in row if r[2] == y and x <= r[1] and r[0] <= end]:
                bad.append((s, x, y))
            row.append((x, end, y))
        cell = gfx.BIG_W if large else gfx.CHAR_W
        if x < 0:
            continue  # a menu line's marquee, scrolled on purpose
        if len(s) > chars and (y == 0 or large):
            bad.append((s, x, y))
        elif x + min(len(s), chars) * cell > gfx.W + 1 and chars >= len(s):
            bad.append((s, x, y))
    return bad


@pytest.mark.parametrize("lang", LANGS)
def test_every_line_of_the_king_sheet_fits_where_it_is_drawn(lang, english):
    drawn, _ = played(lang)
    # what English itself draws so (none today) is not the language's fault
    known = {s for s, _, _ in overflows(english[0])}
    assert [b for b in overflows(drawn) if b[0] not in known] == []
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
