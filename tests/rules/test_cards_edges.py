"""Card codes at their edges: the first and last card, the Joker, the empty place, face down."""
import pytest

from shared_rules import cards
from tests.support.refusals import exactly


def test_card_codes_follow_rank_times_four_plus_suit():
    assert cards.card(cards.ACE, cards.SPADES) == 4 == cards.parse("AS")
    assert cards.card(cards.KING, cards.CLUBS) == 55 == cards.parse("KC")
    assert cards.card(10, cards.DIAMONDS) == 42 == cards.parse("TD")


def test_rank_and_suit_of_the_corner_cards_face_down():
    kc = cards.parse("~KC")
    assert kc == 55 | cards.FACE_DOWN
    assert cards.rank(kc) == cards.KING and cards.suit(kc) == cards.CLUBS
    assert cards.rank(cards.parse("AS")) == 1 and cards.suit(cards.parse("AS")) == cards.SPADES


@pytest.mark.parametrize("token, expected", [
    ("AS", True), ("KC", True), ("~AS", True), ("~KC", True),
    ("JK", False), ("~JK", False), ("..", False),
])
def test_is_card_means_one_of_the_52(token, expected):
    assert cards.is_card(cards.parse(token)) is expected


def test_is_card_of_the_codes_around_the_deck():
    assert [cards.is_card(c) for c in (0, 3, 4, 55, 56, 63, 64 + 4)] == \
        [False, False, True, True, False, False, True]


def test_face_up_and_face_down():
    assert cards.face_up(cards.parse("~JK")) == cards.JOKER
    assert cards.is_face_down(cards.parse("~2H")) is True
    assert cards.is_face_down(cards.parse("2H")) is False
    assert cards.is_face_down(cards.JOKER) is False


@pytest.mark.parametrize("letter, index", [("S", 0), ("H", 1), ("D", 2), ("C", 3)])
def test_suit_index_of_each_letter(letter, index):
    assert cards.suit_index(letter) == index


@pytest.mark.parametrize("bad", ["X", "", "SH", "s"])
def test_suit_index_refuses_anything_else(bad):
    with pytest.raises(ValueError, match=exactly("unknown suit %r" % bad)):
        cards.suit_index(bad)


@pytest.mark.parametrize("code", [1, 3, 57, 63, 64 | 0, 64 | 60])
def test_token_refuses_a_code_that_is_no_card(code):
    with pytest.raises(ValueError, match=exactly("not a card code: %d" % (code & 63))):
        cards.token(code)


def error_of(call, *args):
    with pytest.raises(ValueError) as err:
        call(*args)
    return str(err.value)


def test_parse_errors_are_one_line_naming_the_token():
    assert error_of(cards.parse, 12) == "card token must be a string, not 12"
    assert error_of(cards.parse, "~..") == "invalid card token '~..'"
    assert error_of(cards.parse_list, "AS KS") == "expected a list of card tokens, not 'AS KS'"
    assert error_of(cards.suit_index, "X") == "unknown suit 'X'"
    assert error_of(cards.token, 57) == "not a card code: 57"


def test_lists_of_tokens_and_codes():
    assert cards.parse_list(["AS", "~JK", ".."]) == [4, 56 | 64, 0]
    assert cards.parse_list([]) == []
    assert cards.tokens([4, 56 | 64, 0]) == ["AS", "~JK", ".."]


def test_deck_order_is_ace_then_low_to_king_per_suit():
    full = cards.tokens(cards.deck())
    assert full[:3] == ["AS", "2S", "3S"] and full[12:14] == ["KS", "AH"] and full[-1] == "KC"
    assert len(full) == 52
    short = cards.tokens(cards.deck(7))
    assert short[:3] == ["AS", "7S", "8S"] and short[7:9] == ["KS", "AH"] and short[-1] == "KC"
