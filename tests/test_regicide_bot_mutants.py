"""Regicide bot decisions at the edges of its rules (issue 16): the turn handed on after a
Jester when every hand is nearly empty, and payments once a Jester has cancelled the enemy's
immunity (rules/regicide.md: the Jester)."""
from shared_rules import cards as C
from shared_rules import regicide as R
from shared_rules import regicide_bot as B
from tests.regicide_util import game


def test_after_a_jester_the_turn_goes_to_a_one_card_hand_when_no_hand_holds_more():
    # Seats 1 and 3 hold one card, seat 2 none, seat 0 (who played the Jester) one: the
    # fullest hands hold one card, and seat 1 comes first clockwise.
    hands = [["2S"], ["4H"], [], ["5C"]]
    g = game(hands, enemy="JH", table=[["JK"]], phase="choose_next")
    assert B.choose(g.view(0)) == (R.NEXT, 1)


def test_the_enemy_suit_is_cheap_to_pay_with_until_a_jester_cancels_its_immunity():
    # Against the Jack of Diamonds a Diamond's power is blocked: the Five of Diamonds keeps
    # only its 5 points and is paid before the Six of Spades. After the Jester the Diamond
    # draws again: it is kept, and the Six of Spades pays the 5 owed.
    hand = [C.parse("5D"), C.parse("6S")]
    enemy = C.parse("JD")
    assert B.payment(hand, 5, enemy, False) == (C.parse("5D"),)
    assert B.payment(hand, 5, enemy, True) == (C.parse("6S"),)
