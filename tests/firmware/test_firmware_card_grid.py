"""The card grid: only the offered cards can be reached, the cursor starts on the likeliest
card, a card nothing can follow ends the telling on its A, and the line under the title says
what A does."""
from firmware.buttons import A, B, DOWN, LEFT, RIGHT, UP
from firmware.ui.card_grid import CardGrid, ranks_from
from shared_rules import cards as C
from tests.support.firmware_script import Driver


def card(text):
    return C.parse(text)


def grid(cards, start, complete=None, done=None):
    return CardGrid("P1 plays", ranks_from(1, 10), done, start=card(start),
                    cards=[card(x) for x in cards], complete=complete, verb="play")


def at(g):
    return C.token(g.card())


def press(g, *keys):
    for k in keys:
        g.key(_App(), k)


class _App:
    def redraw(self):
        pass

    def pop(self):
        pass


def test_the_cursor_starts_on_the_offered_card_nearest_the_guess():
    g = grid(["3S", "7H", "9C"], "7S")
    assert at(g) == "7H"  # 7♠ cannot be in the hand: the same rank, the next suit
    g = grid(["3S", "9C"], "7S")
    assert at(g) == "9C"  # no 7 offered: the nearest rank


def test_left_right_skip_to_the_next_offered_card_of_the_suit_and_wrap():
    g = grid(["2S", "5S", "9S", "4H"], "2S")
    press(g, RIGHT)
    assert at(g) == "5S"
    press(g, RIGHT, RIGHT)
    assert at(g) == "2S"  # 9♠, then round to 2♠
    press(g, LEFT)
    assert at(g) == "9S"


def test_up_down_skip_empty_suits_and_land_on_the_nearest_rank():
    g = grid(["5S", "9S", "4D", "8D"], "9S")
    press(g, DOWN)  # no hearts offered: straight to diamonds, 8 is nearest 9
    assert at(g) == "8D"
    press(g, DOWN)  # no clubs: round to spades, 9 nearest 8 (5 is further)
    assert at(g) == "9S"
    press(g, UP)
    assert at(g) == "8D"


def test_a_card_nothing_can_follow_is_told_with_one_press():
    told = []
    g = grid(["7S", "AH", "3D", "3C"], "7S", complete=lambda cards: cards[0] == card("7S"),
             done=lambda app, cards: told.append(cards))
    assert g.hint() == "play 7♠"
    press(g, A)
    assert told == [[card("7S")]]


def test_a_card_that_can_be_followed_waits_and_a_again_ends():
    told = []
    g = grid(["3D", "3C", "7S"], "3D", complete=lambda cards: len(cards) == 2,
             done=lambda app, cards: told.append(cards))
    assert g.hint() == "add 3♦"
    press(g, A)
    assert g.chosen == [card("3D")] and g.hint() == "play" and told == []
    press(g, A)  # A again on the card just added: the 3 alone
    assert told == [[card("3D")]]
    told.clear()
    g = grid(["3D", "3C", "7S"], "3D", complete=lambda cards: len(cards) == 2,
             done=lambda app, cards: told.append(cards))
    press(g, A, DOWN)
    assert at(g) == "3C" and g.hint() == "play 3♣"
    press(g, A)
    assert told == [[card("3D"), card("3C")]]


def test_a_chosen_card_is_taken_out_with_a_and_b_tells_nothing():
    told = []
    g = grid(["2S", "2H", "2D"], "2S", complete=lambda cards: len(cards) == 3,
             done=lambda app, cards: told.append(cards))
    press(g, A, DOWN, A, UP)
    assert g.hint() == "drop 2♠"
    press(g, A)
    assert g.chosen == [card("2H")]
    press(g, B)
    assert told == []


def test_the_grid_draws_only_the_offered_cards():
    d = Driver()
    g = grid(["7H"], "7H")
    buf = bytearray(1024)
    g.draw(d.app, buf)
    full = grid(["7H", "8H", "8S"], "7H")
    buf_full = bytearray(1024)
    full.draw(d.app, buf_full)
    assert sum(bin(b).count("1") for b in buf) < sum(bin(b).count("1") for b in buf_full)


def _top_line(buf):
    return bytes(buf[128:256])  # rows 8-15: the line under the title (drawn at y 10)


def test_the_chosen_cards_line_reads_as_the_text_it_replaces_however_long():
    # The line is drawn in pieces (no string made); it must show exactly what the text
    # "7♠ 3♦ =10  A: play 9♣" (cut at 21 characters) showed, for short and overlong lines.
    from firmware.ui import gfx
    for n in (1, 3, 6, 7, 8, 10):
        offered = ["%dS" % r for r in range(2, 10)] + ["2H", "3H", "4H"]
        g = CardGrid("P1 pays", ranks_from(1, 10), None, start=card("2S"),
                     cards=[card(x) for x in offered], verb="pay",
                     worth=lambda chosen: 7 * len(chosen))
        g.chosen = [card(x) for x in offered[:n]]
        buf = bytearray(1024)
        g.draw(_App(), buf)
        want = bytearray(1024)
        line = " ".join(gfx.card_label(c) for c in g.chosen) + " =%d" % (7 * n)
        gfx.text(want, 0, 10, line[:21])
        what = "A: " + g.hint()
        if len(line) + len(what) < 21:
            gfx.text_right(want, 127, 10, what)
        assert _top_line(buf) == _top_line(want), n


def test_the_cursor_frames_its_card_and_a_chosen_card_is_underlined_never_inverted():
    # (issue 37: inverted small cards are the hardest to read) 7♥ is column 7, row 1
    from firmware.ui import gfx
    g = grid(["7H", "8H"], "7H", complete=lambda chosen: False)
    press(g, A, RIGHT)  # 7♥ chosen, the cursor on 8♥
    buf = bytearray(1024)
    g.draw(_App(), buf)
    plain = bytearray(1024)
    gfx.text(plain, 10 + 6 * 9 + 2, 20 + 11 + 2, "7")
    gfx.text(plain, 10 + 7 * 9 + 2, 20 + 11 + 2, "8")

    def cell(b, col):
        x, y = 10 + col * 9, 20 + 11
        return ["".join("#" if gfx.pixel(b, x + i, y + j) else "." for i in range(9))
                for j in range(11)]
    seven, eight = cell(buf, 6), cell(buf, 7)
    assert [r[2:7] for r in seven[2:9]] == [r[2:7] for r in cell(plain, 6)[2:9]]
    assert [r[2:7] for r in eight[2:9]] == [r[2:7] for r in cell(plain, 7)[2:9]]
    assert seven[10] == "########."  # chosen: a line under the card, no frame
    assert "#" not in seven[0] + seven[1] + seven[9] + "".join(r[:2] + r[7:] for r in seven[:10])
    assert eight[0] == ".######.." and eight[9] == ".######.."  # the cursor: a frame
    assert all(r[0] == "#" and r[7] == "#" for r in eight[1:9]) and eight[10] == "........."
