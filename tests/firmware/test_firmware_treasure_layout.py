"""Kings and Treasures table referee, issue 37: the deal copied onto the table from pages in
large type (a row a page, the corner Aces, a check of every row), the presses it takes and the
way back from every page; the golden frames of these screens (tests/golden/treasure_referee/,
regenerate with `UPDATE_GOLDEN=1`)."""
import os

import pytest

from firmware.treasure.layout import CHECK, CORNERS, Layout, corner_ace
from firmware.treasure.notices import Kings
from firmware.treasure.referee import Board
from shared_rules import cards
from tests.support.firmware_script import Driver
from tests.support.firmware_golden import frame_to_image, image_to_frame
from tests.support.treasure_firmware_script import presses, state_of

HERE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GOLDEN = os.path.join(HERE, "golden", "treasure_referee")


def dealt(players=3, level=2, d=None):
    """Boot, Kings & Treasures > Table referee, `players` and `level`, Deal: the deal's first
    page."""
    d = d or Driver()
    d.run(["wait 1600", "A", "A"] + ["R"] * (players - 2) + ["D"] + ["R"] * level
          + ["D", "A"])
    assert isinstance(d.app.top(), Layout) and d.app.top().page == 0
    return d


def glyphs(code):
    """A card as the rules page names it, in the panel's glyphs: rank (one-glyph ten), suit."""
    return "A23456789⑩JQK"[cards.rank(code) - 1] + "♠♥♦♣"[cards.suit(code)]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_row_page_shows_that_rows_seven_cards_in_large_type(players):
    d = dealt(players)
    s = state_of(d)
    for row in range(7):
        page = d.app.top()
        assert page.page == row
        d.run(["snap row"])  # drawn: the page's words are made
        title, labels = page.said
        assert title == "Lay out row %d of 7" % (row + 1)
        for i in range(7):
            cell = row * 7 + i
            if cell in (0, 6, 42, 48):
                assert labels[i] == ""  # the corners come after the rows, as the rules lay out
            elif s.board[cell] == cards.JOKER:
                assert labels[i] == "JK" and cell == 24
            else:
                assert labels[i] == glyphs(s.board[cell])
        d.run(["R"])
    assert d.app.top().page == CORNERS


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_corner_aces_are_those_the_kings_replace_and_the_unplayed_suits(players):
    d = dealt(players)
    s = state_of(d)
    d.run(["R*%d" % CORNERS, "snap corners"])
    _, labels = d.app.top().said
    aces = [corner_ace(s, cell) for cell in (0, 6, 42, 48)]
    assert sorted(cards.suit(a) for a in aces) == [0, 1, 2, 3]
    assert all(cards.rank(a) == cards.ACE for a in aces)
    for seat in range(players):  # each King stands where its Ace lay
        assert corner_ace(s, s.kings[seat]) == cards.card(cards.ACE, s.seats[seat])
    for cell in (0, 6, 42, 48):
        if cell not in s.kings:  # a suit nobody plays: its Ace stays in its corner
            assert cards.rank(s.board[cell]) == cards.ACE
    assert labels == [glyphs(a) for a in aces]


def test_copying_the_whole_layout_takes_ten_presses_from_deal_to_the_first_move():
    d = dealt(3)
    steps = ["R*%d" % CHECK, "A", "A"]  # every page, who holds which King, play
    d.run(steps[:1])
    assert d.app.top().page == CHECK
    d.run(steps[1:2])
    assert isinstance(d.app.top(), Kings)
    d.run(steps[2:])
    assert isinstance(d.app.top(), Board) and d.app.top().mode == "move"
    assert presses(steps) == 10  # (before issue 37: 2, the whole 7x7 grid on one screen)
    d2 = dealt(3)
    d2.run(["A", "A"])  # a table that needs no pages: A on any page goes on
    assert isinstance(d2.app.top(), Board) and presses(["A", "A"]) == 2


def test_every_page_goes_back_and_a_goes_on_from_any_page():
    d = dealt(2)
    for page in range(1, CHECK + 1):
        d.run(["R"])
        assert d.app.top().page == page
    d.run(["R", "D"])  # the last page stays the last
    assert d.app.top().page == CHECK
    for page in range(CHECK - 1, -1, -1):
        d.run(["L" if page % 2 else "B"])  # Left, Up and B each turn a page back
        assert d.app.top().page == page
    d.run(["L", "U"])
    assert d.app.top().page == 0
    d.run(["R*3", "A"])  # A on row 4: copied, who holds which King
    assert isinstance(d.app.top(), Kings)
    d.run(["B"])  # back to the deal, at its check
    assert isinstance(d.app.top(), Layout) and d.app.top().page == CHECK
    d.run(["A", "A"])
    assert isinstance(d.app.top(), Board) and d.app.errors == 0
    d3 = dealt(2)
    d3.run(["B"])  # B on the first page: the game menu, the game saved for Resume
    assert d3.app.at_game_menu() and "Resume K&Treasures" in d3.app.top().items


def golden_steps():
    return ["snap layout_row1", "R*3", "snap layout_row4", "R*3", "snap layout_row7", "R",
            "snap layout_corners", "R", "snap layout_check"]


@pytest.fixture(scope="module")
def golden():
    d = dealt(3)
    d.run(golden_steps())
    assert d.app.errors == 0
    return d.snaps


def test_the_frames_equal_the_golden_pngs(golden):
    if os.environ.get("UPDATE_GOLDEN"):
        os.makedirs(GOLDEN, exist_ok=True)
        for name, frame in golden:
            frame_to_image(frame).save(os.path.join(GOLDEN, name + ".png"))
    from PIL import Image
    for name, frame in golden:
        with Image.open(os.path.join(GOLDEN, name + ".png")) as img:
            assert image_to_frame(img) == frame, name
