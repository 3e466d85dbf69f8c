"""The cards' ranks as Swedish and Danish players write them (issue 38, docs/languages.md,
"Cards: ranks and suits"): E 2-9 ⑩ Kn D K, Kn one glyph in one cell as ⑩ is; the notation
(AS, TH, QD, JC) stays English in every language."""
import os
import re

import pytest

from firmware import wording
from firmware.ui import font, gfx
from firmware.ui import widgets as ui
from firmware.ui.card_grid import CardGrid, ranks_from
from shared_rules.cards import parse
from tests.support.firmware_script import Driver, in_language
from tests.support.glyphs import glyph_pixels, rows_of
from words import language as lookup

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
NAMES = ["Ann", "Bo", "Cy", "Di"]


@pytest.fixture(autouse=True)
def english_after():
    """The ranks (gfx.RANK_GLYPHS) and the boxes' words are module state: English again after
    each test."""
    yield
    gfx.RANK_GLYPHS = gfx.ENGLISH_RANKS
    ui.SAID[:] = list(ui.ENGLISH)


class Settings:
    """An app as `speak` reads it: its settings."""

    def __init__(self, lang):
        self.settings = {"language": lang}


def speak(lang):
    lookup.speak(Settings(lang))


def labels(*tokens):
    return [gfx.card_label(parse(t)) for t in tokens]


def test_the_kn_glyph_is_in_the_font_drawn_in_one_cell():
    assert gfx.KN in font.EXTRA and len(gfx.KN) == 1
    assert glyph_pixels(gfx.KN) == ["#..#.", "#.#..", "##...", "#.#..", "#.##.", "#.#.#",
                                    "#.#.#"]
    buf = bytearray(1024)
    assert gfx.text(buf, 0, 0, gfx.KN + "♥") == 2 * gfx.CHAR_W  # one cell, then the suit's
    assert rows_of(buf, 5, 0, 1, 7) == ["."] * 7  # the cell's paper column left as paper
    assert rows_of(buf, 6, 0, 5, 7) == glyph_pixels("♥")


def test_the_kn_glyph_differs_from_k_from_n_and_from_the_ten():
    kn = glyph_pixels(gfx.KN)
    for other in ("K", "n", "k", "h", gfx.TEN, "?"):
        assert kn != glyph_pixels(other), other
    assert kn[:3] == ["#..#.", "#.#..", "##..."]  # the K's stem and upper arm
    assert [r[2:] for r in kn[4:]] == ["##.", "#.#", "#.#"]  # an n under its lower arm


def test_the_large_kn_is_the_small_one_doubled_in_one_large_cell():
    buf = bytearray(1024)
    gfx.big_text(buf, 0, 0, gfx.KN + "♥")
    doubled = []
    for row in glyph_pixels(gfx.KN):
        line = "".join(ch * 2 for ch in row)
        doubled += [line, line]
    assert rows_of(buf, 0, 0, 10, 14) == doubled
    assert rows_of(buf, 10, 0, 2, 14) == [".."] * 14
    assert gfx.big_width(gfx.KN + "♥") == 2 * gfx.BIG_W - 2


def test_english_draws_a_j_q_and_the_ten():
    assert labels("AS", "JH", "QD", "TC", "KS") == ["A♠", "J♥", "Q♦", "⑩♣", "K♠"]


@pytest.mark.parametrize("lang", ("sv", "da"))
def test_swedish_and_danish_draw_e_kn_d_and_the_ten(lang):
    speak(lang)
    assert labels("AS", "JH", "QD", "TC", "KS", "7D") == \
        ["E♠", gfx.KN + "♥", "D♦", "⑩♣", "K♠", "7♦"]
    assert gfx.RANK_GLYPHS == "E23456789⑩" + gfx.KN + "DK"
    assert wording.cards_label([parse("JH"), parse("AS")]) == gfx.KN + "♥ E♠"


def test_the_ranks_are_english_again_when_settings_goes_back_to_english():
    speak("sv")
    speak("da")
    assert labels("JH") == [gfx.KN + "♥"]
    speak("en")
    assert labels("AS", "JH", "QD", "TC") == ["A♠", "J♥", "Q♦", "⑩♣"]
    assert gfx.RANK_GLYPHS is gfx.ENGLISH_RANKS  # (no second English string kept)


@pytest.mark.parametrize("lang", ("sv", "da"))
def test_an_engines_refusal_says_its_cards_in_the_tables_ranks(lang):
    speak(lang)
    assert wording.value_words("JH", NAMES) == gfx.KN + "♥"
    assert wording.value_words("AS+QD", NAMES) == "E♠+D♦"
    assert wording.table_words("TC cannot be played: seat 1 must follow suit H", NAMES) == \
        "⑩♣ cannot be played: Bo must follow suit ♥"
    speak("en")
    assert wording.value_words("JH", NAMES) == "J♥"


def test_the_card_grid_draws_its_ranks_in_the_language():
    grid = CardGrid("Where is?", ranks_from(1, 13), None)
    for lang, ranks in (("sv", "E23456789⑩" + gfx.KN + "DK"), ("en", "A23456789⑩JQK")):
        speak(lang)
        buf = bytearray(1024)
        grid.draw_grid(buf)
        for col in range(13):  # the ♠ row: each column's rank glyph in its cell
            assert rows_of(buf, 12 + col * 9, 22, 5, 7) == glyph_pixels(ranks[col]), (lang, col)


def test_a_power_on_in_swedish_draws_its_ranks_and_settings_takes_them_back_to_english():
    d = Driver(in_language("sv"))
    d.run(["wait 1600"])
    assert gfx.card_label(parse("JC")) == gfx.KN + "♣"  # (the notation: JC in every language)
    d.run(["D*3", "A", "U*2", "R"])  # Settings, Language: Svenska -> Dansk
    assert d.app.top().items[-2] == "Sprog: Dansk"
    assert gfx.card_label(parse("AS")) == "E♠"
    d.run(["R"])  # Dansk -> English
    assert d.app.top().items[-2] == "Language: English"
    assert labels("AS", "JC", "QD") == ["A♠", "J♣", "Q♦"]
    assert d.app.errors == 0


def test_every_rank_the_firmware_draws_comes_from_gfx():
    """One place for the ranks on screen: no module of firmware/ keeps its own (the notation's
    A23456789TJQK, wording.py's, is not the screen's)."""
    kept = []
    for folder, _dirs, files in os.walk(os.path.join(ROOT, "firmware")):
        for name in files:
            if name.endswith(".py") and name != "gfx.py":
                with open(os.path.join(folder, name), encoding="utf-8") as f:
                    text = f.read()
                if re.search(r'"A23456789"|[^T]JQK"|\bTEN\b|⑩"|\\u2469', text):
                    kept.append(name)
    assert not kept


def test_the_web_pages_text_reads_the_kn_glyph_as_kn(monkeypatch):
    from boards import web
    for name in ("text", "big_text", "clear", "fill_rect", "mark"):
        monkeypatch.setattr(gfx, name, getattr(gfx, name))
    screen = web.ScreenText(gfx)
    speak("sv")
    buf = bytearray(1024)
    gfx.clear(buf)
    gfx.card(buf, 0, 0, parse("JH"))
    gfx.text(buf, 18, 0, gfx.card_label(parse("TC")))
    assert screen.lines() == ["Kn♥ 10♣"]
