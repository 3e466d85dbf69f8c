"""The Hint box (firmware/ui/hint_box.py) follows Settings' "Large text" as every box does:
the hint and its reason in large type, a page at a time, turned every 2 s; small type
otherwise; A closes it and calls what comes next."""
from firmware.buttons import A
from firmware.ui import gfx
from firmware.ui.hint_box import HintBox


class Table:
    """The little of an App a box asks for: its settings, and what it pops and redraws."""

    def __init__(self, large):
        self.settings = {"large": large}
        self.popped = 0
        self.redrawn = 0

    def pop(self):
        self.popped += 1

    def redraw(self):
        self.redrawn += 1


def drawn(box, app):
    buf = bytearray(1024)
    box.draw(app, buf)
    return buf


def test_with_large_text_on_the_hint_and_its_reason_are_pages_of_large_type():
    app = Table(True)
    box = HintBox("5♠", "shield 5, attack 3\nyou pay 0")
    frame = drawn(box, app)
    lines = gfx.wrap("Hint: 5♠ shield 5, attack 3 you pay 0", gfx.BIG_COLS)
    expected = bytearray(1024)
    for i in range(3):
        gfx.big_text(expected, 4, i * 16, lines[i])
    gfx.text(expected, 0, 56, "▼")
    gfx.big_right(expected, 123, 49, "A: OK")
    assert frame == expected
    # two seconds on, the next page: the reason's end
    box.tick(app, 0)
    box.tick(app, 2000)
    assert box.page == 3 and app.redrawn == 1
    page_two = drawn(box, app)
    expected = bytearray(1024)
    for i in range(3, min(6, len(lines))):
        gfx.big_text(expected, 4, (i - 3) * 16, lines[i])
    gfx.big_right(expected, 123, 49, "A: OK")
    assert page_two == expected


def test_with_large_text_off_the_move_is_large_and_the_reason_small():
    app = Table(False)
    box = HintBox("5♠", "shield 5, attack 3\nyou pay 0")
    frame = drawn(box, app)
    assert box.big is None  # no large pages made
    expected = bytearray(1024)
    gfx.big_center(expected, 13, "5♠")
    gfx.text(expected, 0, 32, "shield 5, attack 3")
    gfx.text(expected, 0, 41, "you pay 0")
    gfx.text_right(expected, 127, 56, "A: OK")
    assert frame[128:] == expected[128:]  # under the title bar


def test_a_closes_the_box_and_goes_on_in_either_size():
    for large in (True, False):
        app = Table(large)
        went_on = []
        box = HintBox("3♠", "under the 6♠", went_on.append)
        drawn(box, app)
        box.key(app, A)
        assert app.popped == 1 and went_on == [app]

