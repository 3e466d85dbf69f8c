"""Card codes and the notation tokens of the rules pages."""
import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared_rules import cards

ALL_TOKENS = [r + s for r in cards.RANK_LETTERS for s in cards.SUIT_LETTERS]


def test_ten_is_written_T_and_ace_is_rank_one():
    assert cards.rank(cards.parse("TS")) == 10
    assert cards.rank(cards.parse("AH")) == cards.ACE == 1
    assert cards.suit(cards.parse("QH")) == cards.HEARTS


def test_every_token_round_trips_face_up_and_face_down():
    for t in ALL_TOKENS + ["JK"]:
        assert cards.token(cards.parse(t)) == t
        assert cards.token(cards.parse("~" + t)) == "~" + t
    assert cards.token(cards.parse("..")) == ".."


def test_codes_are_small_and_distinct():
    codes = [cards.parse(t) for t in ALL_TOKENS]
    assert len(set(codes)) == 52
    assert all(4 <= c <= 55 for c in codes)
    assert cards.parse("JK") == cards.JOKER and cards.parse("..") == cards.EMPTY


def test_face_down_flag_keeps_the_card():
    c = cards.parse("~4C")
    assert cards.is_face_down(c) and cards.face_up(c) == cards.parse("4C")
    assert cards.rank(c) == 4 and cards.suit(c) == cards.CLUBS


def test_decks():
    assert sorted(cards.tokens(cards.deck())) == sorted(ALL_TOKENS)
    short = cards.tokens(cards.deck(7))
    assert len(short) == 32 and "6S" not in short and "7S" in short and "AS" in short


@pytest.mark.parametrize("bad", ["", "1S", "TX", "10S", "ts", "~..", "~", "JKK", " AS"])
def test_invalid_token_raises_value_error_naming_it(bad):
    with pytest.raises(ValueError) as err:
        cards.parse(bad)
    assert repr(bad) in str(err.value)


def test_non_string_token_is_a_value_error():
    with pytest.raises(ValueError):
        cards.parse(12)
    with pytest.raises(ValueError):
        cards.parse_list("AS KS")


@given(st.text(max_size=4))
def test_parse_accepts_exactly_the_notation(text):
    valid = set(ALL_TOKENS) | {"JK", ".."} | {"~" + t for t in ALL_TOKENS + ["JK"]}
    if text in valid:
        assert cards.token(cards.parse(text)) == text
    else:
        with pytest.raises(ValueError):
            cards.parse(text)
