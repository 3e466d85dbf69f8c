"""Regicide solo in Svenska and Dansk (issue 38): every screen of the mode speaks the language
(its catalogue words/<lang>_regicide_play.txt, shared with the team game, `app.words_area`),
the engine's refusals (shared_rules/regicide/game.py, rules.py: a code and its values, worded
by firmware/wording.py's `said`) and the Hint's reasons (shared_rules/regicide/hint.py, said
part by part) too. The whole scripted game (tests/support/pico_games.py's `regicide_solo`: a
deal, the Hint and its play, a payment by hint, a refused yield, a flip, the game's menu, a
reboot and Resume) is played in each language; every string drawn is recorded: none is an
English line, and each fits its place."""
import re

import pytest

from firmware.regicide.solo import _actions
from shared_rules.regicide import game as G
from shared_rules.regicide import hint as H
from shared_rules.regicide import rules as R
from tests.support import language_check
from tests.support.catalogues import catalogue
from tests.support.pico_games import regicide_solo
from tests.support.regicide_languages import game_codes
from tests.support.solo_steps import OPEN_SOLO, do, solo_game

LANGS = ("sv", "da")
AREA = "regicide_play"
CODE = ("firmware/regicide/solo.py", "firmware/regicide/enemy.py")
GLYPHS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}


def hint_codes():
    """Every part of a Hint's reason: hint.py's codes (`code = "…"`, `code += "…"`, a
    returned `("…", (…))`) split as `hint.lines` says them (the first line's parts, then the
    second line whole)."""
    with open(H.__file__, encoding="utf-8") as f:
        source = f.read()
    found = re.findall(r'code \+?= "([^"]+)"', source)
    found += re.findall(r'return (?:move, \()?"([^"]+)",', source)
    parts = []
    for s in found:
        s = s.replace("\\u2663", "\u2663")
        rows = s.split("\\n")
        parts += [p for p in rows[0].split(", ") if p] + [r for r in rows[1:] if r]
    return sorted(set(parts))


def test_every_code_the_games_engine_gives_is_in_both_catalogues():
    codes = game_codes()
    assert len(codes) > 20
    for lang in LANGS:
        keys = catalogue(lang, AREA)
        assert [c for c in codes if c not in keys] == []


def test_every_part_of_a_hints_reason_is_in_both_catalogues():
    parts = hint_codes()
    assert "attack %s, you pay %s" in parts and "\u2663x2" in parts and len(parts) > 15
    for lang in LANGS:
        keys = catalogue(lang, AREA)
        assert [p for p in parts if p not in keys] == []


def test_every_line_the_solo_screens_look_up_is_in_both_catalogues():
    used = []
    for path in CODE:
        used += language_check.looked_up(path)
    assert len(used) > 30
    # and the lines made from tables: the actions, the grades, the moves' names
    for phase in R.PHASES:
        game = G.new_game(1, players=1)
        game.phase = phase
        used += list(_actions(game))
    used += list(R.GRADES) + ["yield", "flip", "Yield", "Flip"]
    for lang in LANGS:
        keys = catalogue(lang, AREA)
        assert [s for s in used if s not in keys] == []


def _said(lang, code, values):
    """A reason's part as the panel says it in `lang` (cards and suits as glyphs)."""
    keys = catalogue(lang, AREA) if lang != "en" else {}
    glyphs = []
    for v in values:
        if v in GLYPHS:
            v = GLYPHS[v]
        elif v[:1] in "A23456789TJQK" and v[1:2] in GLYPHS:
            v = "".join([c[0].replace("T", "\u2469") + GLYPHS[c[1]] for c in v.split("+")])
        glyphs.append(v)
    return keys.get(code, code) % tuple(glyphs)


@pytest.mark.parametrize("lang", ("en",) + LANGS)
def test_every_hints_reason_filled_with_the_longest_values_fits_two_lines(lang):
    longest = {"%s: %s dmg": ("2S+2H+2D+2C", "20"), "pay %s": ("TS+TH+TD+TC+9S",),
               "%s plays next:": ("Anna",), "kills %s": ("KS",), "%s immune": ("C",),
               "%s powers work": ("C",)}
    for part in hint_codes():
        values = longest.get(part, ("20",) * part.count("%s"))
        said = _said(lang, part, values)
        assert len(said) <= H.WIDTH, (lang, said)
    # a play's first line keeps its later parts only while they fit
    why = ("%s: %s dmg, %s immune, \u2663x2, shield %s, heal %s, draw %s\nkills %s",
           ("2S+2H+2D+2C", "16", "C", "8", "8", "8", "KS"))
    lines = H.lines(why, lambda code, values: _said(lang, code, values))
    assert len(lines) == 2 and all(len(line) <= H.WIDTH for line in lines), lines


def played(lang):
    """(every string drawn, the driver) of the whole scripted solo game in `lang`."""
    return language_check.played(lang, regicide_solo)


@pytest.fixture(scope="module")
def english():
    return played("en")


@pytest.mark.parametrize("lang", LANGS)
def test_the_whole_solo_game_draws_no_english_line(lang, english):
    drawn, d = played(lang)
    said = language_check.spoken(lang, ("common", "menu", AREA), drawn, d, english[0], 15)
    for words in ("Din tur", "9\u2663: 18 skada, \u2663x2", "att stå över är") if lang == "sv" \
            else ("Din tur", "9\u2663: 18 skade, \u2663x2", "at stå over er ikke"):
        assert any(words in s for s in said), words


@pytest.mark.parametrize("lang", LANGS)
def test_every_line_of_solo_fits_where_it_is_drawn(lang, english):
    drawn, _ = played(lang)
    # what English itself draws so is not the language's fault
    assert language_check.new_overflows(drawn, english[0]) == []
    assert len(drawn) > 500
    assert ("Tips" if lang == "sv" else "Tip") in language_check.strings(drawn)


def by_hints(d):
    """More of solo than its scripted game: a whole deal played by the Hint (its moves read
    from the engine, the screen's words being the language's), why it was lost, an Undo,
    and Play with no card chosen."""
    from firmware.ui import widgets as ui
    d.run(OPEN_SOLO)
    s = solo_game(d)
    for _ in range(400):
        if s.game.is_terminal():
            break
        kind = H.hint(s.game.view(0))[0][0]
        do(d, "Hint")
        d.run(["A"])
        if kind == R.FLIP:
            do(d, "Flip")
        elif kind == R.YIELD:
            do(d, "Yield")
        else:
            d.run(["A"])  # Play / Pay is under the cursor after a hint
        while isinstance(d.app.top(), ui.Message):
            d.run(["A"])
    if s.game.phase == R.PHASE_LOST:
        do(d, "Why lost")
        d.run(["A"])
    d.run(["B", "D", "A"])  # Undo: "Took back: ..."
    while isinstance(d.app.top(), ui.Message):
        d.run(["A"])
    d.run(["D*2", "A", "U", "D"])  # (off the hand and back on the actions: nothing chosen)
    do(d, "Pay" if s.game.phase == R.PHASE_PAY else "Play")
    d.run(["A"])


@pytest.mark.parametrize("lang", LANGS)
def test_a_whole_deal_by_hints_draws_no_english_line(lang):
    english, _ = language_check.played("en", by_hints)
    drawn, d = language_check.played(lang, by_hints)
    assert d.app.errors == 0, d.app.last_error
    left, seen = language_check.english_left(lang, ("common", "menu", AREA), drawn, english)
    assert left == []
    assert seen > 20
    assert language_check.new_overflows(drawn, english) == []
