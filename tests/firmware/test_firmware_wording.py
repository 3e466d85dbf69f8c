"""Engine messages in the table's words: card codes become glyphs, seats get their names."""
from firmware.wording import table_words

NAMES = ("Ann", "Ben", "Cat", "Dan")


def test_card_codes_become_rank_and_suit_glyphs():
    assert table_words("2S cannot be played", NAMES) == "2♠ cannot be played"
    assert table_words("TC, QH and AD.", NAMES) == "⑩♣, Q♥ and A♦."


def test_seats_are_named_and_suits_drawn():
    assert table_words("2S cannot be played: seat 0 must follow suit C", NAMES) == \
        "2♠ cannot be played: Ann must follow suit ♣"
    assert table_words("KH is not in seat 3's hand", NAMES) == "K♥ is not in Dan's hand"


def test_other_words_stay_as_they_are():
    text = "no heart lead while holding another suit in this deal"
    assert table_words(text, NAMES) == text
    assert table_words("AS SEATS 10 JS5", NAMES) == "A♠ SEATS 10 JS5"


def test_cards_are_labelled_with_glyphs_spaced_while_the_line_has_room():
    from firmware.wording import cards_label
    from shared_rules import cards as C
    assert cards_label([C.parse("5S"), C.parse("TH"), C.JOKER]) == "5♠ ⑩♥ JK"
    eight = [C.parse(t) for t in ("AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S")]
    assert cards_label(eight) == "A♠2♠3♠4♠5♠6♠7♠8♠"
