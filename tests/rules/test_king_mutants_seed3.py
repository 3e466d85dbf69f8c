"""King situations written from the survivors of the seed-3 mutation sample (issue 16): the
referee's kept start of the deal, the auctioneer weighing a minus bid in the full deck, and the
auction's refusals worded whole."""
import pytest

from shared_rules import cards
from shared_rules.king import bot as king_bot
from shared_rules.king.game import King
from shared_rules.king.rules import BID, DECIDE, OVER
from shared_rules.king.auction import Auction
from shared_rules.king.points import deal_total
from tests.support.refusals import exactly
from tests.support.king_deals import first_positive_deal
from tests.support.king_referee_steps import enter, referee_at


def test_the_referee_keeps_where_the_deal_started():
    ref = referee_at(3)
    start = ref.game.to_dict()
    scores = [list(s) for s in ref.game.scores]
    enter(ref, "2S", "5S", "9H", "3S")
    assert ref.deal_start() == {"deal": 3, "scores": scores} and len(scores[0]) == 2
    again = King.table_at_deal(ref.game.options, ref.game.first_dealer, **ref.deal_start())
    assert again.to_dict() == start and ref.game.to_dict() != start


def test_a_minus_one_is_not_worth_a_hand_of_80_in_the_full_deck():
    # Clubs as trumps: 32 tenths, 25 · 32 / 10 = 80 points kept (no trump and the other
    # trumps 24 tenths, 60; negative 325 - 3 · 25 · 35 / 10 = 63). Sold for -1, the buyer pays
    # 75 and the auctioneer defends, taking about a third of the 13 tricks: 13 · 25 -
    # 75 · 43 / 10 = 3 points, 78 in all, less than 80. -2 brings 150 + 3 >= 80. Three bids
    # were made, so 4-3-3 is not offered.
    hand = "KH 4S QS KC JC 5H 2H 4D 7C 7D 9C 8S KD"
    game = first_positive_deal(hand, 0)
    for move in ("+1", "+2", "-1", "pass", "pass"):
        game.apply(move)
    view = game.view(0)
    assert view.phase == DECIDE and view.auctioneer == 0 and "4-3-3" not in view.legal
    assert king_bot.estimate_tricks(cards.parse_list(hand.split()), 3) == 32
    assert king_bot._best_contract(view.hand, ("negative", "notrump", "trump C", "trump D",
                                               "trump H", "trump S"), False) == (80, "trump C")
    assert king_bot.choose(view) == "ultimatum -2"


def test_nobody_holds_the_right_to_choose_while_the_bids_go_round():
    game = first_positive_deal("KH 4S QS KC JC 5H 2H 4D 7C 7D 9C 8S KD", 0)
    game.apply("+1")
    assert game.auction.phase == BID
    assert game.auction.holder == -1 and game.view(2).holder == -1


def test_the_buyer_of_a_minus_bid_is_told_the_contract_is_negative():
    game = first_positive_deal("KH 4S QS KC JC 5H 2H 4D 7C 7D 9C 8S KD", 0)
    for move in ("pass", "-1", "pass", "accept"):
        game.apply(move)
    assert game.current_player() == 2 and game.legal_moves() == ["negative"]
    with pytest.raises(ValueError, match=exactly(
            "'trump S' is not allowed: the buyer of a -1 bid plays the negative contract")):
        game.apply("trump S")


def test_a_move_after_the_auction_is_over_is_refused():
    auction = Auction(0)
    for move in ("pass", "pass", "pass", "4-3-3"):
        auction.apply(move)
    assert auction.phase == OVER and auction.contract == "4-3-3"
    with pytest.raises(ValueError, match=exactly("'pass' is not allowed: the auction is over")):
        auction.apply("pass")


def test_a_saved_deal_with_tricks_played_before_its_contract_is_refused():
    game = first_positive_deal("KH 4S QS KC JC 5H 2H 4D 7C 7D 9C 8S KD", 0)
    game.scores = [[deal_total(k, game.options) if seat == 0 else 0 for k in game.kinds[:6]]
                   for seat in range(4)]
    for move in ("pass", "pass", "pass", "notrump"):
        game.apply(move)
    for _ in range(4):
        game.apply(game.legal_moves()[0])
    d = game.to_dict()
    assert King.from_dict(d).to_dict() == d
    d["contract"] = None  # the auctioneer's choice lost: the deal is still at the contract
    with pytest.raises(ValueError, match=exactly("a trick was played when no card is played")):
        King.from_dict(d)


def test_a_low_heart_lead_in_the_king_of_hearts_deal_is_worth_exactly_30_points_of_risk():
    # Deal 5 (the King of Hearts), seat 3 leads; K♥ is neither played nor in its hand. The
    # risk of a lead is the share of unseen cards of its suit below it, in percent, plus its
    # strength (Two 0 ... Ace 12). 4♣: 2 of the 7 unseen clubs lower, 2 · 100 // 7 + 2 = 30.
    # 8♥: 6 of 11 unseen hearts lower, 6 · 100 // 11 + 6 = 60, less 30 because a low heart
    # may force K♥ out of another hand: 30 too. Nothing is lower; on a tie the first card
    # (4♣, the lower code) is led.
    game = King.from_dict({
        "game": "king", "deal": 5, "dealer": 3,
        "options": {"lead": "dealer", "early_end": True, "force_king": False, "quick": False,
                    "deck": 52, "deal5_heart_ban": False},
        "contract": {"type": "king_hearts"},
        "hands": [["2H", "2D", "2C", "3C", "4S", "4D", "5H", "6D", "7S", "8C", "9H", "KS", "KH"],
                  ["AS", "3D", "5C", "6S", "6H", "7D", "7C", "8S", "9D", "TC", "JS", "JC", "QS"],
                  ["2S", "3S", "3H", "4H", "5D", "7H", "8D", "TS", "TH", "TD", "JH", "QH", "KD"],
                  ["AH", "AD", "AC", "4C", "5S", "6C", "8H", "9S", "9C", "JD", "QD", "QC",
                   "KC"]],
        "trick": {"leader": 3, "cards": []}, "taken": [[], [], [], []], "played": [],
        "scores": [[0, 0, 0, -150], [-80, -180, 0, 0], [-40, -80, -50, -30],
                   [-140, 0, -150, -60]]})
    view = game.view(3)
    assert view.kind == "king_hearts" and view.legal == game.hands[3]
    assert king_bot.choose(view) == cards.parse("4C")
