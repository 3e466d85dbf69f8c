"""Regicide bot decisions at the edges of its rules (issue 16): the turn handed on after a
Jester when every hand is nearly empty, and payments once a Jester has cancelled the enemy's
immunity (rules/regicide.md: the Jester)."""
from shared_rules import cards as C
from shared_rules.regicide import game as R
from shared_rules.regicide import bot as B
from tests.support.regicide_util import game


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


def test_the_last_node_of_the_search_budget_is_still_spent():
    # Solo, against the Queen of Spades (seed 182, the bot's 30th decision): weighing its
    # candidates uses up the node budget down to exactly one node, and that node still
    # searches a reply (the budget is spent while it is above zero), which picks 8 of Clubs
    # (16 damage: Clubs double it), not the Ace of Spades with the Ten of Hearts.
    g = R.Regicide.from_dict({
        "game": "regicide", "players": 1,
        "options": {"solo_yield": "never", "jester_self": True}, "turn": 0, "phase": "play",
        "hands": [["6D", "7C", "TH", "8C", "AS", "TS", "TD", "AH"]],
        "tavern": ["QC", "JC", "9S", "3S", "7H", "4C", "8D", "4D", "6H", "9C", "JS", "5D",
                   "8S"],
        "discard": ["5H", "JH", "AD", "5C", "8H", "3H", "2S", "3D", "6S", "6C", "QD", "9D",
                    "AC", "JD", "3C", "9H", "4H", "5S", "2H", "2C", "4S", "7S", "2D", "TC",
                    "7D"],
        "castle": ["QH", "KD", "KH", "KC", "KS"],
        "enemy": {"card": "QS", "damage": 0, "shield": 0, "jester": False}, "table": [],
        "last_yield": [False], "solo_jesters": 2, "rng": [781924871, 121066595]})
    assert B.choose(g.view(0)) == (R.PLAY, C.parse("8C"))
