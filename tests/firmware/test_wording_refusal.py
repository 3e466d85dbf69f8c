"""An engine's refusal (shared_rules/compat.py) in the table's words (firmware/wording.py's
`said`): the code in the open mode's language, its values as the table says them."""
from firmware import wording
from shared_rules.compat import english, refuse
from tests.support.firmware_script import Driver, in_language

NAMES = ["Ann", "Ben", "Cat", "Dan"]


def test_a_refusal_is_one_english_line_for_the_command_line():
    r = refuse("%s must follow suit %s", "seat 2", "C")
    assert r == ("%s must follow suit %s", ("seat 2", "C"))
    assert english(r) == "seat 2 must follow suit C"
    assert english(refuse("no heart lead while holding another suit")) == \
        "no heart lead while holding another suit"
    assert english(refuse("%s was already played", 3)) == "3 was already played"


def test_each_value_is_said_as_the_table_says_it():
    assert wording.value_words("seat 2", NAMES) == "Cat"
    assert wording.value_words("seat 7", NAMES) == "P8"
    assert wording.value_words("C", NAMES) == "♣"
    assert wording.value_words("TH", NAMES) == "⑩♥"
    assert wording.value_words("4S+4H", NAMES) == "4♠+4♥"
    assert wording.value_words("3", NAMES) == "3"
    assert wording.value_words("seats", NAMES) == "seats"


def test_a_refusal_on_a_screen_in_english_names_the_seat_and_the_suit():
    d = Driver(in_language("en"))
    r = refuse("%s must follow suit %s", "seat 1", "D")
    assert wording.said(d.app, r, NAMES) == "Ben must follow suit ♦"


def test_a_refusal_on_a_screen_in_swedish_is_looked_up_in_the_modes_catalogue():
    d = Driver(in_language("sv"))
    d.app.words_area = "king_sheet"  # (a catalogue with "Deal %s": a code with one value)
    assert wording.said(d.app, refuse("Deal %s", 3), NAMES) == "Giv 3"
    d.app.words_area = None  # a mode not yet in the language: English whole
    assert wording.said(d.app, refuse("Deal %s", 3), NAMES) == "Deal 3"
