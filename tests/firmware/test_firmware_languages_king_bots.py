"""King vs bots in Svenska and Dansk (issue 38): every screen speaks the language (its
catalogue words/<lang>_king_bots.txt, `app.words_area`): the table, the auction's menus, the
pause menu (Undo, the Hint and its reason, the last trick, the chart, the bots' levels), a
deal's end, the standings, a refused card. Its scripted game (tests/support/pico_games.py's
`king_vs_bots`: a deal, a refused card, a reboot and Resume) and a whole game to its standings
are recorded in English, then played in each language: no English line of the catalogues is
drawn, and each line fits its place. The Hint's reasons (shared_rules/king/hint.py) fit the
panel's two lines in all three languages."""
import re

import pytest

from firmware.king import vs_bots
from firmware.king.labels import CONTRACT_LABELS, KIND_LABELS
from firmware.ui import gfx
from tests.support import language_check
from tests.support.catalogues import ROOT, catalogue
from tests.support.kingplay_steps import advance, my_card_turn, table
from tests.support.pico_games import MODES, Recorder

LANGS = ("sv", "da")
AREAS = ("common", "menu", "king_bots")


def test_every_line_king_vs_bots_looks_up_is_in_both_catalogues():
    used = language_check.looked_up("firmware/king/vs_bots.py")
    used += language_check.looked_up("firmware/bot_levels.py")
    assert len(used) > 40
    # and the lines made from tables: deal kinds, contracts, the summary's items, the levels
    used += list(KIND_LABELS.values()) + [v for k, v in CONTRACT_LABELS.items() if k != "4-3-3"]
    # (♥ and K♥ are the same in every language: not looked up)
    used += [v for v in vs_bots.ITEM_LABELS.values() if "♥" not in v] + ["Tk", "Pt", "You", "Easy", "Normal", "Hard",
                                                  "Hint", "Hint: %s", "A: next",
                                                   "pass"]
    for lang in LANGS:
        keys = catalogue(lang, "king_bots")
        assert [s for s in used if s not in keys] == []


def hint_codes():
    """Every reason code of shared_rules/king/hint.py, with how many values it takes."""
    with open("%s/shared_rules/king/hint.py" % ROOT, encoding="utf-8") as f:
        code = f.read()
    return re.findall(r'refuse\("([^"]+)"', code)


def longest_values(code):
    """The longest values of a reason code's blanks (in notation): a card's, a suit's, a
    number's, a bid's, an auction word's."""
    values = []
    parts = code.split("%s")
    for i in range(len(parts) - 1):
        before = parts[i]
        if before.endswith("no ") or before.endswith("trumps "):
            values.append("C")
        elif before.endswith("about "):
            values.append("13")
        elif before.endswith("bid "):
            values.append("+8")
        elif code == "%s: sell at that or keep":
            values.append("ultimatum +8")
        elif code == "%s: no contract is worth more":
            values.append("4-3-3")
        else:
            values.append("TH")
    return values


def test_every_hint_reason_fits_the_panels_two_lines_in_each_language():
    from firmware import wording
    codes = hint_codes()
    assert len(codes) > 20
    for lang in ("en",) + LANGS:
        keys = catalogue(lang, "king_bots") if lang != "en" else {c: c for c in codes}
        for code in codes:
            assert code in keys, code
            filled = keys[code] % tuple(wording.value_words(v, ())
                                        for v in longest_values(code))
            lines = gfx.wrap(filled)
            assert len(lines) <= 2 and max(len(s) for s in lines) <= 21, (lang, filled)


def whole_game(d):
    """From the game menu: King vs bots to its standings, with the pause menu's every line:
    the Hint, the bots' levels, the chart, the last trick, Undo."""
    d.run(["wait 1600", "D", "A", "D", "A"])
    advance(d, my_card_turn)
    d.run(["B", "D*3", "A", "wait 300", "A"])  # the Hint; A plays the hinted card
    advance(d, lambda d: my_card_turn(d) and table(d).game.scores[0])
    d.run(["B", "U", "A", "A", "B", "B"])  # the bots' levels: one changed, back to the table
    d.run(["B", "U*2", "A", "B", "B", "U*3", "A"])  # the chart; the last trick
    d.run(["B", "D", "A"])  # Undo
    advance(d, lambda d: isinstance(d.app.top(), vs_bots.Standings), limit=20000)
    d.run(["A", "wait 600"])


@pytest.fixture(scope="module")
def scripts():
    out = []
    for script in (MODES["king_vs_bots"], whole_game):
        d = Recorder()
        script(d)
        out.append(d.steps)
    return out


@pytest.fixture(scope="module")
def english(scripts):
    return [language_check.played("en", steps)[0] for steps in scripts]


@pytest.mark.parametrize("lang", LANGS)
def test_king_vs_bots_draws_no_english_line(lang, scripts, english):
    said = set()
    for steps, english_drawn in zip(scripts, english):
        drawn, d = language_check.played(lang, steps)
        assert d.app.errors == 0, d.app.last_error
        left, seen = language_check.english_left(lang, AREAS, drawn, english_drawn)
        # the English game draws them: the test would see them if the language left them out
        assert seen > 10
        assert left == []
        said |= language_check.strings(drawn)
    for words in ("Tips", "Datornivå", "Sista sticket:", "Ångra: ditt", "Din tur") \
            if lang == "sv" else ("Tip", "Computerniveau", "Sidste stik:", "Fortryd: dit",
                                  "Din tur"):
        assert any(s.startswith(words) for s in said), words


@pytest.mark.parametrize("lang", LANGS)
def test_every_line_of_king_vs_bots_fits_where_it_is_drawn(lang, scripts, english):
    for steps, english_drawn in zip(scripts, english):
        drawn, _ = language_check.played(lang, steps)
        assert language_check.new_overflows(drawn, english_drawn) == []
        assert len(drawn) > 1000


@pytest.mark.parametrize("lang, said", [("sv", "kan inte spelas: du måste bekänna färg"),
                                        ("da", "kan ikke spilles: du skal bekende kulør")])
def test_a_refused_card_is_said_in_the_language(lang, said):
    from tests.support.firmware_script import Driver, in_language
    d = Driver(in_language(lang))
    d.run(["wait 1600", "D", "A", "D", "A"])

    def illegal_card_in_hand(d):
        t = table(d)
        return my_card_turn(d) and any(c not in t.game.legal_moves() for c in t.hand())
    advance(d, illegal_card_in_hand)
    t = table(d)
    hand = t.hand()
    bad = next(i for i in range(len(hand)) if hand[i] not in t.game.legal_moves())
    d.run(["R*%d" % ((bad - t.cursor) % len(hand)), "A"])
    text = " ".join(d.app.top().lines)
    assert said in text and text.startswith(gfx.card_label(hand[bad]))
