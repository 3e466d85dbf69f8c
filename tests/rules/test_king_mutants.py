"""King engine refusals worded whole and the edges of its rules (issue 16): cards not in the
hand or the deck, moves of the wrong type, bad positions by name, the +1 buyer's contracts,
the King of Hearts led as the last card, the hand sizes a view shows."""
import pytest

from shared_rules import cards
from shared_rules.king import bot as king_bot
from shared_rules.king.game import King, new_game
from shared_rules.king.rules import BID, CONTRACT, PLAY
from tests.support.refusals import exactly
from tests.support.king_deals import first_positive_deal


def _bot_until(game, stop):
    while not stop(game):
        assert not game.is_terminal()
        game.apply(king_bot.choose(game.view(game.current_player())))
    return game


def test_a_card_of_another_hand_is_refused_by_name():
    game = new_game(1)
    seat = game.current_player()
    other = game.hands[(seat + 1) % 4][0]
    t = cards.token(other)
    with pytest.raises(ValueError, match=exactly(
            "%s cannot be played: %s is not in seat %d's hand" % (t, t, seat))):
        game.apply(other)


def test_a_card_outside_the_short_deck_is_refused():
    game = new_game(1, {"deck": 32})
    with pytest.raises(ValueError, match=exactly("2S is not in the 32-card deck")):
        game.apply("2S")


def test_a_move_that_is_neither_text_nor_a_card_is_refused_in_the_auction():
    game = first_positive_deal("AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S", 0)
    assert game.phase == BID
    with pytest.raises(ValueError, match=exactly(
            "a move is a card, bid, decision or contract, not None")):
        game.apply(None)


def test_the_buyer_of_plus_1_chooses_among_the_trump_and_no_trump_contracts():
    game = first_positive_deal("AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S", 0)
    for move in ("+1", "pass", "pass", "accept"):
        game.apply(move)
    assert game.phase == CONTRACT and game.current_player() == 1
    assert game.legal_moves() == ["notrump", "trump C", "trump D", "trump H", "trump S"]


def test_before_any_bid_the_view_shows_no_best_bid_and_no_bidder():
    view = first_positive_deal("AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S", 0).view(1)
    assert (view.best, view.best_seat) == (-1, -1)


def test_a_seat_that_has_played_to_the_trick_holds_one_card_less():
    game = new_game(2)
    leader = game.current_player()
    game.apply(king_bot.choose(game.view(leader)))
    sizes = game.view(leader).hand_sizes
    assert sizes[leader] == 12
    assert [sizes[(leader + k) % 4] for k in (1, 2, 3)] == [13, 13, 13]


def test_the_king_of_hearts_may_be_led_at_the_last_trick_when_refereeing():
    # Deal 5 (K♥ only as the last card), a real table: at the 13th trick K♥ may be led.
    game = King(None, first_dealer=0, referee=True)
    game.deal_index = 3
    game.scores = [[0] * 4 for _ in range(4)]
    game.start_deal()
    assert game.kind() == "king_hearts"
    assert cards.parse("KH") not in game.legal_cards()
    deck = [c for c in game.deck if c != cards.parse("KH")]
    while len(game.history) < 12:
        seat = game.current_player()
        legal = game.legal_cards()
        if not game.trick:  # a lead before the last trick, the 12th too: not K♥
            assert cards.parse("KH") not in legal, len(game.history)
        suit = [c for c in legal if c in deck and (not game.trick or c & 3 == game.trick[0] & 3)]
        c = (suit or [c for c in legal if c in deck])[0]
        deck.remove(c)
        game.apply(c)
        assert seat is not None
    assert not game.trick and cards.parse("KH") in game.legal_cards()


SEED_WITH_TRUMPS = 0  # a seeded game whose positive deals include a trump contract


def _mid_positive_deal():
    game = new_game(SEED_WITH_TRUMPS)
    return _bot_until(game, lambda g: g.kind() == "positive" and g.phase == PLAY
                      and g.trump >= 0 and len(g.history) == 2 and not g.trick)


def test_a_position_with_a_trump_that_is_no_suit_is_refused():
    d = _mid_positive_deal().to_dict()
    d["contract"]["trump"] = "X"
    with pytest.raises(ValueError, match=exactly("trump must be S, H, D, C or null, not 'X'")):
        King.from_dict(d)


def test_a_position_whose_trick_has_the_wrong_leader_is_refused():
    game = _mid_positive_deal()
    d = game.to_dict()
    right = d["played"][0][0]
    d["played"][0][0] = (right + 1) % 4
    with pytest.raises(ValueError, match=exactly(
            "trick 1: seat %d leads, not %d" % (right, (right + 1) % 4))):
        King.from_dict(d)


def test_a_position_with_a_finished_deal_but_no_score_for_it_is_refused():
    game = new_game(6)
    _bot_until(game, lambda g: len(g.history) == 12 and not g.trick)
    d = game.to_dict()
    last = King.from_dict(d)
    _bot_until(last, lambda g: g.deal_index == game.deal_index + 1)
    trick = last.last_deal["played"][-1]
    d["played"].append([trick[0]] + cards.tokens(trick[1:]))
    d["hands"] = [[t for t in h if t not in d["played"][-1][1:]] for h in d["hands"]]
    d["trick"] = {"leader": trick[0], "cards": []}
    with pytest.raises(ValueError, match=exactly("the deal is finished but its score is missing")):
        King.from_dict(d)


def _last_deal_433(scores):
    game = King(None, first_dealer=3)  # deal 10 is dealt by seat (3 + 9) % 4 = 0
    game.deal_index = 8
    game.scores = scores
    game.start_deal()
    for move in ("pass", "pass", "pass"):
        game.apply(move)
    return game


def test_4_3_3_in_the_last_deal_is_what_the_position_and_the_score_sheet_show():
    scores = [[0] * 9 for _ in range(4)]
    scores[0][0] = -325  # the negative deals take what the positive ones give
    game = _last_deal_433(scores)
    game.apply("4-3-3")  # the auctioneer +100, the others +75
    assert game.is_terminal() and game.totals() == [-225, 75, 75, 75]
    assert game.to_dict()["contract"] == {"type": "4-3-3"}
    assert game.last_deal["entry"] == {"decision": "4-3-3", "buyer": None, "bid": None,
                                       "contract": None, "tricks": None}


def test_a_game_whose_totals_do_not_balance_is_refused_at_its_end():
    scores = [[0] * 9 for _ in range(4)]
    scores[0][0] = -300  # 25 points short of the 325 the 4-3-3 gives
    game = _last_deal_433(scores)
    with pytest.raises(ValueError, match=exactly(
            "final totals [-200, 75, 75, 75] do not sum to zero")):
        game.apply("4-3-3")
