"""King bot decisions at the edges of its rules (issue 16): positions where a one-point or
one-seat change in a heuristic changes the move, each written out with the arithmetic that
settles it (module docstring of shared_rules/king/bot.py: values in points, estimates in
tenths of a trick)."""
from shared_rules import cards
from shared_rules.king import bot as king_bot
from shared_rules.king.game import King
from shared_rules.king.rules import CONTRACT, DECIDE, PLAY
from tests.support.king_deals import first_positive_deal



def test_a_contract_worth_exactly_100_is_played_not_traded_for_4_3_3():
    # Diamonds as trumps: A♠ and A♥ 10 tenths each, K♦ and Q♦ 6 each, the fourth trump 8:
    # 40 tenths, 25 · 40 / 10 = 100 points (no trump or other trumps: 32 tenths, 80 points;
    # negative: 325 - 3 · 25 · 37 / 10 = 48). 4-3-3 pays 100 too, and the bot trades only a
    # hand worth less than 100 for it.
    hand = "AS AH 2S 4H 4D 4C 5C 7C 9D TS JH QD KD"
    game = first_positive_deal(hand, 0)
    for move in ("pass", "pass", "pass"):
        game.apply(move)
    view = game.view(0)
    assert view.phase == CONTRACT and "4-3-3" in view.legal
    assert king_bot._best_contract(view.hand, view.legal, False) == (100, "trump D")
    assert king_bot.choose(view) == "trump D"


def test_the_auctioneer_asks_the_cheapest_ultimatum_that_pays_for_the_hand():
    # Kept, the hand is worth 320 (diamonds as trumps). Sold, the auctioneer defends:
    # 25 · 95 tenths (no trump) · 7 / 100 = 166 points. +6 brings 150 + 166 = 316 < 320,
    # +7 brings 175 + 166 = 341: the cheapest price worth selling at is +7.
    game = first_positive_deal("AD 2D 3H 5S 5D 8D 9D TD TC JH JD QD KD", 0)
    for move in ("pass", "+1", "pass"):
        game.apply(move)
    view = game.view(0)
    assert view.phase == DECIDE and view.auctioneer == 0
    assert king_bot._best_contract(view.hand, ("negative", "notrump", "trump C", "trump D",
                                               "trump H", "trump S"), False) == (320, "trump D")
    assert king_bot.estimate_tricks(view.hand, -1) == 95
    assert king_bot.choose(view) == "ultimatum +7"


def test_in_the_short_deck_a_negative_contract_counts_eight_tricks_of_30():
    # 32 cards: 8 tricks of 30 points. Spades as trumps: 63. Negative: 8 · 30 less three
    # times the risk (21 tenths): 240 - 189 = 51, so spades are the plan, worth 63.
    # A +1 sold brings 30 + 30 · 3 · 7 / 100 = 36; +2 brings 66 >= 63: ultimatum +2.
    hand = "7D 7C 8S 8C 9S TS QS QH"
    assert king_bot.estimate_negative(cards.parse_list(hand.split())) == 21
    game = first_positive_deal(hand, 0, {"deck": 32})
    for move in ("pass", "pass", "+1"):
        game.apply(move)
    view = game.view(0)
    assert view.phase == DECIDE and view.short
    assert king_bot._best_contract(view.hand, ("negative",), True) == (51, "negative")
    assert king_bot._best_contract(view.hand, ("negative", "trump S"), True) == (63, "trump S")
    assert king_bot.choose(view) == "ultimatum +2"


def _ace_behind_a_void():
    """Spades trumps, seat 0 leads. Trick 1 shows seat 1 void in hearts; in trick 2 seat 3
    leads 5♥ and seat 0 holds A♥ (the top heart) and 6♥, with seat 1 still to play."""
    hands = [cards.parse_list("2H 6H AH 2S 3S 4S 2D 3D 4D 5D 2C 3C 4C".split()),
             cards.parse_list("5S 6S 7S 8S 9S 6D 7D 8D 9D 5C 6C 7C 8C".split()),
             cards.parse_list("3H 7H 8H 9H TH TS JS TD JD 9C TC JC QC".split()),
             cards.parse_list("4H 5H JH QH KH QS KS AS QD KD AD KC AC".split())]
    game = King(None, first_dealer=2)
    game.deal_index = 5
    game.scores = [[0] * 6 for _ in range(4)]
    game.start_deal(hands)
    for move in ("pass", "pass", "pass", "trump S", "2H", "5C", "3H", "4H", "5H"):
        game.apply(move)
    return game


def test_the_top_card_of_the_led_suit_is_kept_when_a_later_seat_can_ruff():
    game = _ace_behind_a_void()
    view = game.view(0)
    assert view.phase == PLAY and view.trump == 0 and view.leader == 3
    assert view.voids[1] & (1 << cards.HEARTS)
    assert cards.tokens(view.legal) == ["AH", "6H"]
    assert cards.token(king_bot.choose(view)) == "6H"


def test_the_top_card_of_the_led_suit_takes_the_trick_when_nobody_after_can_ruff():
    game = _ace_behind_a_void()
    game.voids[1] = 0  # the same trick, with no void shown: A♥ is sure to win
    assert cards.token(king_bot.choose(game.view(0))) == "AH"
