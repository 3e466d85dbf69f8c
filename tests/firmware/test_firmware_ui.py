"""UI toolkit: the font, drawing, the card picker's press count, grid cursor, number entry,
counts entry, menus, dialogs and the score table."""
from menu import players
from firmware.ui import counts_entry
from firmware.ui import font
from firmware.ui import gfx
from firmware.ui import pages
from firmware.ui import score_table
from firmware.ui import widgets as ui
from firmware.buttons import A, B, DOWN, LEFT, RIGHT, UP
from shared_rules.cards import parse as card
from tests.support.firmware_script import Driver
from tests.support.glyphs import glyph_pixels, rows_of


class FakeApp:
    def __init__(self):
        self.stack = []
        self.picked = []

    def push(self, s):
        self.stack.append(s)

    def pop(self):
        if self.stack:
            self.stack.pop()

    def redraw(self):
        pass



# --- font -------------------------------------------------------------------------------
def test_every_glyph_fits_in_five_by_seven():
    assert len(font.DATA) == (95 + len(font.EXTRA)) * 5
    assert all(b < 128 for b in font.DATA)  # row 7 is never inked


def test_the_font_has_the_four_suits_and_a_one_glyph_ten():
    for ch in "♠♥♦♣⑩":
        assert ch in font.EXTRA
    assert gfx.card_label(10 * 4 + 1) == "⑩♥" and len(gfx.card_label(40)) == 2


def test_the_ten_glyph_draws_a_one_and_a_zero():
    buf = bytearray(1024)
    gfx.text(buf, 0, 0, gfx.TEN)
    assert rows_of(buf, 0, 0, 5, 7) == ["#..#.", "#.#.#", "#.#.#", "#.#.#", "#.#.#", "#.#.#",
                                         "#..#."]


def test_text_is_drawn_at_any_row_across_pages():
    buf = bytearray(1024)
    gfx.text(buf, 10, 5, "A")
    assert rows_of(buf, 10, 5, 5, 7) == [".###.", "#...#", "#...#", "#####", "#...#", "#...#",
                                          "#...#"]
    assert rows_of(buf, 10, 4, 5, 1) == ["....."]



def test_suit_glyphs_differ_pairwise_in_at_least_eight_pixels():
    suits = [glyph_pixels(ch) for ch in gfx.SUIT_GLYPHS]
    for i in range(4):
        for j in range(i + 1, 4):
            differ = sum(a != b for ra, rb in zip(suits[i], suits[j]) for a, b in zip(ra, rb))
            assert differ >= 8, (gfx.SUIT_GLYPHS[i], gfx.SUIT_GLYPHS[j], differ)


def test_the_four_suits_are_equally_tall_and_pairwise_distinct_small_and_large():
    # (issue 37: ♥ was 5 rows tall against 7 for ♠ ♦ ♣)
    for big in (False, True):
        drawn = []
        for ch in gfx.SUIT_GLYPHS:
            buf = bytearray(1024)
            (gfx.big_text if big else gfx.text)(buf, 0, 0, ch)
            drawn.append(rows_of(buf, 0, 0, 10 if big else 5, 14 if big else 7))
        heights = [sum(1 for row in rows if "#" in row) for rows in drawn]
        assert heights == [14 if big else 7] * 4, (big, heights)
        for i in range(4):
            for j in range(i + 1, 4):
                assert drawn[i] != drawn[j], (big, gfx.SUIT_GLYPHS[i], gfx.SUIT_GLYPHS[j])


def shows(buf, x, y, s, big=False):
    """True if `s` is drawn at (x, y) in `buf` (its ink box compared pixel for pixel)."""
    ref = bytearray(1024)
    (gfx.big_text if big else gfx.text)(ref, x, y, s)
    w = gfx.big_width(s) if big else gfx.text_width(s)
    h = 14 if big else 7
    return rows_of(buf, x, y, w, h) == rows_of(ref, x, y, w, h)


def ink_box(buf):
    lit = [(x, y) for y in range(64) for x in range(128) if gfx.pixel(buf, x, y)]
    xs = [x for x, _ in lit]
    ys = [y for _, y in lit]
    return min(xs), min(ys), max(xs), max(ys)


def test_large_type_is_the_font_at_twice_the_size():
    for ch in "P1" + gfx.SUIT_GLYPHS + gfx.TEN:
        buf = bytearray(1024)
        gfx.big_text(buf, 3, 5, ch)
        small = glyph_pixels(ch)
        for y in range(14):
            for x in range(10):
                assert gfx.pixel(buf, 3 + x, 5 + y) == (small[y // 2][x // 2] == "#")
    buf = bytearray(1024)
    gfx.big_text(buf, 0, 0, "8")
    x0, y0, x1, y1 = ink_box(buf)
    assert y1 - y0 + 1 >= 10 and y1 - y0 + 1 == 14


def test_headline_centres_large_type_and_can_invert_it():
    buf = bytearray(1024)
    ui.headline(buf, 20, "P2 to play")
    x0, y0, x1, y1 = ink_box(buf)
    assert (y0, y1) == (20, 33) and abs(x0 - (127 - x1)) <= 1
    assert shows(buf, x0, 20, "P2 to play", big=True)
    buf = bytearray(1024)
    ui.headline(buf, 1, "AB", invert=True)
    assert gfx.pixel(buf, 0, 0) == 1 and gfx.pixel(buf, 127, 15) == 1
    assert gfx.pixel(buf, 0, 16) == 0
    assert ui.headline(bytearray(1024), 0, "x" * 30) is None  # clipped to 10, no error


def test_big_fields_label_small_and_value_large_in_equal_columns():
    buf = bytearray(1024)
    ui.big_fields(buf, 30, [("HP", 20), ("ATK", 10)])
    assert shows(buf, (64 - gfx.text_width("HP")) // 2, 30, "HP")
    assert shows(buf, (64 - gfx.big_width("20")) // 2, 39, "20", big=True)
    assert shows(buf, 64 + (64 - gfx.text_width("ATK")) // 2, 30, "ATK")
    assert shows(buf, 64 + (64 - gfx.big_width("10")) // 2, 39, "10", big=True)


def test_a_refusal_says_a_ok_and_a_closes_it():
    app = FakeApp()
    closed = []
    m = ui.Message("No heart lead while you hold another suit", lambda a: closed.append(1))
    app.push(m)
    buf = bytearray(1024)
    m.draw(app, buf)
    y = (64 - (len(m.lines) + 1) * 9 - 6) // 2 + 3 + len(m.lines) * 9
    assert shows(buf, 122 - gfx.text_width("A: OK"), y, "A: OK")
    m.key(app, A)
    assert closed == [1] and app.stack == []


def test_help_pages_say_which_buttons_turn_them():
    app = FakeApp()
    p = pages.Pages("Help", ("short page", "word " * 60))
    buf = bytearray(1024)
    p.draw(app, buf)
    assert shows(buf, 0, 57, "◄► page") and not shows(buf, 0, 57, "◄► page ▲▼ more")
    assert shows(buf, 128 - gfx.text_width("B back"), 57, "B back")
    p.key(app, RIGHT)
    buf = bytearray(1024)
    p.draw(app, buf)
    assert shows(buf, 0, 57, "◄► page ▲▼ more")
    p.key(app, DOWN)
    assert p.line == 1
    p.key(app, LEFT)
    assert p.page == 0 and p.line == 0


def test_invert_rect_flips_exactly_its_box():
    buf = bytearray(1024)
    gfx.invert_rect(buf, 3, 6, 4, 5)
    lit = [(x, y) for y in range(64) for x in range(128) if gfx.pixel(buf, x, y)]
    assert lit == [(x, y) for y in range(6, 11) for x in range(3, 7)]


def test_wrap_breaks_at_spaces_within_the_width():
    assert gfx.wrap("hearts add up to 12, not 13", 12) == ["hearts add", "up to 12,", "not 13"]


# --- other widgets -----------------------------------------------------------------------
def test_counts_entry_keeps_each_count_between_zero_and_what_is_left():
    app = FakeApp()
    c = counts_entry.CountsEntry("t", "queens", ["A", "B", "C", "D"], 4, lambda a, v: a.picked.append(v))
    assert c.counts[0] == 1  # a fair share of 4 among 4
    for _ in range(3):
        c.key(app, RIGHT)
    assert c.counts[0] == 4
    c.key(app, DOWN)
    c.key(app, A)  # 3 for the first; the second starts on a fair share of 1 among 3: 0
    assert c.seat == 1 and c.counts[1] == 0
    c.key(app, UP)
    c.key(app, UP)  # at most what is left
    assert c.counts[1] == 1 and c.finishing()
    c.key(app, A)
    assert app.picked == [[3, 1, 0, 0]]


def test_counts_entry_last_player_is_the_remainder_and_b_goes_back():
    app = FakeApp()
    c = counts_entry.CountsEntry("t", "tricks", ["A", "B", "C", "D"], 13, lambda a, v: a.picked.append(v))
    app.push(c)
    c.key(app, A)  # 3
    c.key(app, A)  # fair share of 10 among 3: 3
    assert c.seat == 2 and c.counts[2] == 4 and c.remainder() == 3  # 7 left: 3.5 rounds up
    c.key(app, B)
    c.key(app, B)
    assert c.seat == 0 and app.stack == [c]
    c.key(app, B)
    assert app.stack == []


def test_counts_entry_correction_starts_on_the_old_counts():
    app = FakeApp()
    c = counts_entry.CountsEntry("t", "hearts", ["A", "B", "C", "D"], 13,
                       lambda a, v: a.picked.append(v), [5, 0, 8, 0])
    c.key(app, A)
    c.key(app, A)
    assert c.counts[:3] == [5, 0, 8] and c.finishing()
    c.key(app, A)
    assert app.picked == [[5, 0, 8, 0]]


def test_player_picker_leaves_out_the_excluded_seat():
    app = FakeApp()
    menu = ui.PlayerPicker("Buyer?", ["AN", "BO", "CY", "DI"], lambda a, s: a.picked.append(s),
                           exclude=2)
    assert menu.items == ["AN", "BO", "DI"]
    menu.key(app, DOWN)
    menu.key(app, DOWN)
    menu.key(app, A)
    assert app.picked == [3]


def test_letter_entry_edits_initials():
    app = FakeApp()
    e = players.LetterEntry("x", "AB", 3, lambda a, v: a.picked.append(v))
    e.key(app, UP)
    e.key(app, RIGHT)
    e.key(app, DOWN)
    e.key(app, A)
    assert app.picked == ["BA"]


def test_menu_scrolls_to_keep_the_cursor_visible():
    app = FakeApp()
    menu = ui.Menu("t", ["item %d" % i for i in range(10)])
    buf = bytearray(1024)
    for _ in range(8):
        menu.key(app, DOWN)
    menu.draw(app, buf)
    assert menu.top <= 8 < menu.top + ui._ROWS and menu.top > 0


def test_a_selected_small_line_keeps_its_glyphs_as_they_read_and_is_framed():
    # (issue 37: inverted small glyphs are the hardest to read)
    app = FakeApp()
    menu = ui.Menu("t", ["King", "Regicide 5♥"], index=1)
    buf = bytearray(1024)
    menu.draw(app, buf)
    plain = bytearray(1024)
    gfx.text(plain, 2, 16, "Regicide 5♥")
    assert rows_of(buf, 2, 16, 119, 7) == rows_of(plain, 2, 16, 119, 7)  # not inverted
    assert rows_of(buf, 0, 15, 122, 9)[0] == "." + "#" * 120 + "."  # framed, corners out
    assert rows_of(buf, 0, 23, 122, 1)[0] == "." + "#" * 120 + "."
    assert all(gfx.pixel(buf, 0, y) and gfx.pixel(buf, 121, y) for y in range(16, 23))
    assert rows_of(buf, 0, 8, 122, 7) == rows_of(_drawn(gfx.text, 2, 8, "King"), 0, 8, 122, 7)
    c = ui.Confirm("Sure?", lambda a: None)
    buf = bytearray(1024)
    c.key(app, RIGHT)
    c.draw(app, buf)
    assert shows(buf, 66, 32, "Yes") and shows(buf, 18, 32, "No")  # ink on paper, framed:
    assert rows_of(buf, 63, 31, 23, 1)[0] == "." + "#" * 21 + "."


def _drawn(draw, x, y, s):
    buf = bytearray(1024)
    draw(buf, x, y, s)
    return buf


def test_confirm_defaults_to_no():
    app = FakeApp()
    yes = []
    c = ui.Confirm("Sure?", lambda a: yes.append(1))
    app.push(c)
    c.key(app, A)
    assert yes == [] and app.stack == []
    c = ui.Confirm("Sure?", lambda a: yes.append(1))
    app.push(c)
    c.key(app, RIGHT)
    c.key(app, A)
    assert yes == [1]


def test_table_scrolls_and_shows_totals():
    app = FakeApp()
    rows = [(str(i + 1), [i, -i, 0, 0]) for i in range(10)]
    t = score_table.ScoreTable("#", ["AN", "BO", "CY", "DI"], rows, [45, -45, 0, 0])
    assert t.top == 10 - score_table.ScoreTable.VISIBLE
    t.key(app, UP)
    assert t.top == 9 - score_table.ScoreTable.VISIBLE
    t2 = score_table.ScoreTable("#", ["AN", "BO", "CY", "DI"], rows, [45, -45, 0, 0], focus=0)
    assert t2.top == 0


def test_widgets_draw_inside_the_screen_without_error():
    d = Driver()
    buf = d.board.display.buffer
    widgets = [players.LetterEntry("I", "AB", 3, None),
               pages.Pages("Help", ("one two three " * 20, "x")),
               ui.Message("a long message " * 10), ui.Confirm("Sure?", None)]
    for w in widgets:
        gfx.clear(buf)
        w.draw(d.app, buf)
        assert any(buf)


def test_drawing_without_strings_gives_the_pixels_of_the_strings():
    # What a redraw draws in pieces (no string made) must be the very pixels of the text it
    # replaced: a limit is a slice, a number is its str, a card its label.
    texts = ("Ann pays 12: 7", "Clipped ⑩♣ text far beyond the right edge of the screen", "")
    for x in (-9, -3, 0, 1, 5, 60, 120, 126):
        for s in texts:
            for chars in (0, 2, 4, 21, 40):
                a, b = bytearray(1024), bytearray(1024)
                gfx.text(a, x, 13, s, chars)
                gfx.text(b, x, 13, s[:chars])
                assert a == b, (x, s, chars)
        for n in (0, 7, 10, 99, 120, -45, -1, 100000):
            a, b = bytearray(1024), bytearray(1024)
            end = gfx.number(a, x, 21, n)
            assert end == gfx.text(b, x, 21, str(n)) and a == b, (x, n)
            a, b = bytearray(1024), bytearray(1024)
            gfx.number_right(a, 127 - x % 40, 9, n, "T")
            gfx.text_right(b, 127 - x % 40, 9, "T" + str(n))
            assert a == b and gfx.number_width(n) == gfx.text_width(str(n)), (x, n)
            a, b = bytearray(1024), bytearray(1024)
            gfx.big_number_center(a, 30, n, abs(x), 64)
            gfx.big_center(b, 30, str(n), abs(x), 64)
            assert a == b, (x, n)
    for c in (card("AS"), card("TH"), card("QD"), card("7C")):
        a, b = bytearray(1024), bytearray(1024)
        gfx.card(a, 17, 20, c)
        gfx.text(b, 17, 20, gfx.card_label(c))
        assert a == b


def test_a_card_or_a_number_stops_at_the_given_column_as_a_cut_text_does():
    a, b = bytearray(1024), bytearray(1024)
    gfx.card(a, 120, 0, card("KS"), 126)  # the suit would start at 126: left out
    gfx.text(b, 120, 0, gfx.card_label(card("KS"))[:1])
    assert a == b
    a, b = bytearray(1024), bytearray(1024)
    gfx.number(a, 108, 0, 12345, 126)  # three digits before 126
    gfx.text(b, 108, 0, "123")
    assert a == b
