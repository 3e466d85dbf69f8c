"""King engine (rules/king.md): deals, legal cards, tricks, auction, notation, points.

Hands are written as swaps from a plain deal where seat 0 holds every spade, seat 1 every
heart, seat 2 every diamond and seat 3 every club: `by_suit("AS 2H")` gives seat 1 the Ace of
spades and seat 0 the Two of hearts.
"""
import json

import pytest

from shared_rules import cards
from shared_rules.king import scoring as king_scoring
from shared_rules.king.game import King, move_text, new_game, parse_move
from shared_rules.king.rules import ANSWER, BID, CONTRACT, DECIDE, OVER, PLAY, trick_winner
from shared_rules.king.auction import Auction
from shared_rules.king.scoresheet import ScoreSheet
from shared_rules.rng import Random
from tests.support.king_deals import at_deal, by_suit, play
from tests.support.refusals import exactly

S, H, D, C = 0, 1, 2, 3


def toks(codes):
    return cards.tokens(codes)


# ---- leads, following, trick winner ---------------------------------------------------------
def test_the_dealer_leads_the_first_trick():
    assert at_deal(1, by_suit(), dealer=2).current_player() == 2


def test_option_the_player_left_of_the_dealer_leads():
    game = at_deal(1, by_suit(), dealer=2, options={"lead": "left"})
    assert game.current_player() == 3


def test_the_deal_passes_to_the_left_after_every_deal():
    game = new_game(5, first_dealer=3)
    rng = Random(5)
    dealers = []
    while not game.is_terminal():
        if len(dealers) <= game.deal_index:
            dealers.append(game.dealer)
        game.apply(rng.choice(game.legal_moves()))
    assert dealers == [(3 + i) % 4 for i in range(10)]


def test_followers_must_follow_suit():
    game = at_deal(1, by_suit("AS 2H"))
    play(game, "KS")
    assert toks(game.legal_cards()) == ["AS"]
    with pytest.raises(ValueError, match=exactly("3H cannot be played: seat 1 must follow suit "
                                                 "S")):
        game.apply("3H")


def test_a_player_who_cannot_follow_plays_any_card():
    game = at_deal(1, by_suit())
    play(game, "KS", "2H")
    assert len(game.legal_cards()) == 13


def test_there_is_no_obligation_to_trump():
    game = at_deal(7, by_suit("2H 2D"), dealer=0)
    play(game, "pass", "pass", "pass", "trump H", "KS")
    assert "2D" in toks(game.legal_cards())
    play(game, "2D")
    assert game.trick == cards.parse_list(["KS", "2D"])


def test_the_highest_trump_wins_the_trick():
    trick = cards.parse_list(["KS", "2H", "AS", "3H"])
    assert trick_winner(0, trick, trump=H) == 3


def test_without_trump_the_highest_card_of_the_led_suit_wins_and_the_ace_is_high():
    trick = cards.parse_list(["KS", "AH", "AS", "3C"])
    assert trick_winner(1, trick) == 3


def test_the_trick_winner_leads_the_next_trick():
    game = at_deal(1, by_suit("AS 2H"))
    play(game, "KS", "AS", "2D", "2C")
    assert game.current_player() == 1 and game.leader == 1


# ---- deal-specific leads ------------------------------------------------------------------------
def test_no_heart_lead_while_holding_another_suit_in_no_hearts():
    game = at_deal(2, by_suit("2H 2D"), dealer=1)
    assert toks(game.legal_cards()) == ["2D"]
    with pytest.raises(ValueError, match=exactly("AH cannot be played: no heart lead while "
                                                 "holding another suit in this deal")):
        game.apply("AH")


def test_a_player_holding_only_hearts_may_lead_a_heart():
    game = at_deal(2, by_suit(), dealer=1)
    assert len(game.legal_cards()) == 13


def test_hearts_may_be_led_in_the_other_deals():
    game = at_deal(1, by_suit("2H 2D"), dealer=1)
    assert "AH" in toks(game.legal_cards())


def test_the_king_of_hearts_may_be_led_only_as_the_last_card():
    game = at_deal(5, by_suit(), dealer=1)
    assert "KH" not in toks(game.legal_cards())
    with pytest.raises(ValueError, match=exactly("KH cannot be played: the King of hearts may be "
                                                 "led only as the player's last card")):
        game.apply("KH")
    for _ in range(12):  # seat 1 leads its other hearts and wins every trick
        for _ in range(4):
            game.apply(game.legal_cards()[0])
    assert game.current_player() == 1 and toks(game.legal_cards()) == ["KH"]


def test_option_force_king_a_void_player_must_play_the_king_of_hearts():
    hands = by_suit("KH 2S")
    game = at_deal(5, hands, dealer=2, options={"force_king": True})
    play(game, "AD", "AC")
    assert toks(game.legal_cards()) == ["KH"]
    with pytest.raises(ValueError, match=exactly("AS cannot be played: seat 0 must play the King "
                                                 "of hearts")):
        game.apply("AS")
    plain = at_deal(5, by_suit("KH 2S"), dealer=2)
    play(plain, "AD", "AC")
    assert len(plain.legal_cards()) == 13


# ---- deal ends and points ------------------------------------------------------------------------
def _tricks_per_deal(options, seeds=range(6)):
    """{deal number: [tricks played in that deal, per seed]} over random legal games."""
    out = {}
    for seed in seeds:
        game = new_game(seed, options)
        rng = Random(seed)
        while not game.is_terminal():
            game.apply(rng.choice(game.legal_moves()))
            last = game.last_deal
            if last and len(out.get(last["deal"], [])) <= seed - seeds[0]:
                out.setdefault(last["deal"], []).append(len(last["played"]))
    return out


def test_deals_2_to_5_end_when_every_penalty_card_is_taken():
    played = _tricks_per_deal(None)
    for deal in (3, 4, 5):
        assert min(played[deal]) < 13
    for deal in (1, 6):
        assert set(played[deal]) == {13}
    for deal in (7, 8, 9, 10):
        assert set(played[deal]) <= {0, 13}  # 0: declared 4-3-3, not played


def _hearts_out_fast():
    spades = [c for c in cards.deck() if c & 3 == S]
    diamonds = [c for c in cards.deck() if c & 3 == D]
    clubs = [c for c in cards.deck() if c & 3 == C]
    return [spades,
            cards.parse_list("AH 2H 3H 4H 5H".split()) + diamonds[:8],
            cards.parse_list("6H 7H 8H 9H TH".split()) + diamonds[8:] + clubs[:3],
            cards.parse_list("JH QH KH".split()) + clubs[3:]]


def test_no_hearts_ends_when_the_thirteenth_heart_is_taken():
    game = at_deal(2, _hearts_out_fast(), dealer=0)
    while game.last_deal is None:
        seat = game.current_player()
        legal = game.legal_cards()
        hearts = [c for c in legal if c & 3 == H]
        game.apply(hearts[0] if seat and hearts else legal[0])
    assert len(game.last_deal["played"]) == 5 and game.last_deal["points"] == [-260, 0, 0, 0]


def test_option_play_all_thirteen_tricks():
    played = _tricks_per_deal({"early_end": False})
    for deal in (1, 2, 3, 4, 5, 6):
        assert set(played[deal]) == {13}


def test_a_penalty_deal_stops_right_after_the_last_penalty_card():
    game = at_deal(5, by_suit("KH 2S"), dealer=2)
    play(game, "AD", "AC", "KH", "3H")  # seat 2 wins the King of hearts: the deal is over
    last = game.last_deal
    assert last["deal"] == 5 and len(last["played"]) == 1
    assert last["points"] == [0, 0, -160, 0]
    assert game.deal_index == 5 and game.kind() == "last_two"


def test_the_last_two_tricks_cost_90_each():
    game = at_deal(6, by_suit(), dealer=0)
    while game.last_deal is None:
        game.apply(game.legal_cards()[-1])  # seat 0 leads its spades high to low and wins all
    assert game.last_deal["points"] == [-180, 0, 0, 0]


def test_no_tricks_costs_20_per_trick():
    game = at_deal(1, by_suit(), dealer=0)
    while game.last_deal is None:
        game.apply(game.legal_cards()[0])
    assert game.last_deal["points"] == [-260, 0, 0, 0]


def test_deal_points_go_through_the_score_sheet(monkeypatch):
    calls = []

    def spy(kind, counts, options):
        calls.append((kind, counts))
        return [-160, 0, 0, 0]

    monkeypatch.setattr(king_scoring, "negative_points", spy)
    game = at_deal(5, by_suit("KH 2S"), dealer=2)
    play(game, "AD", "AC", "KH", "3H")
    assert calls == [("king_hearts", {"king_hearts": [0, 0, 1, 0]})]


# ---- auction ---------------------------------------------------------------------------------
def auction(auctioneer, *moves, short=False):
    a = Auction(auctioneer, short)
    for m in moves:
        a.apply(m)
    return a


def test_bidding_starts_at_the_auctioneers_left():
    a = auction(2)
    assert a.current_player() == 3
    a.apply("+1")
    assert a.current_player() == 0


def test_a_minus_bid_outranks_a_plus_bid_of_equal_value():
    a = auction(0, "+3")
    assert "-1" in a.legal_moves()
    a.apply("-1")
    assert "+3" not in a.legal_moves() and "+4" in a.legal_moves()
    with pytest.raises(ValueError, match=exactly("'+3' is not allowed: it does not outrank the "
                                                 "standing bid -1")):
        a.apply("+3")
    b = auction(0, "+6")
    b.apply("-2")
    assert "+6" not in b.legal_moves() and "+7" in b.legal_moves()


def test_an_earlier_bidder_may_match_a_later_bidders_bid():
    a = auction(0, "+2", "+3", "pass")
    assert a.current_player() == 1 and "+3" in a.legal_moves()
    a.apply("+3")
    assert a.best_seat == 1
    assert a.current_player() == 2 and "+3" not in a.legal_moves()
    with pytest.raises(ValueError, match=exactly("'+3' is not allowed: it does not outrank the "
                                                 "standing bid +3")):
        a.apply("+3")


def test_a_player_who_passes_is_out_of_the_auction():
    a = auction(0, "pass", "+1", "+2")
    assert a.current_player() == 2


def test_bidding_ends_when_the_others_have_passed():
    a = auction(0, "+1", "+2", "pass", "pass")
    assert a.phase == DECIDE and a.best_seat == 2
    with pytest.raises(ValueError, match=exactly("'+3' is not allowed: the auctioneer accepts, "
                                                 "rejects, poses an ultimatum or declares 4-3-3")):
        a.apply("+3")


def test_plus_8_by_the_first_bidder_ends_the_bidding_and_must_be_accepted():
    a = auction(0, "+8")  # nobody outranks +8 and nobody sits before its bidder to match it
    assert a.phase == DECIDE and a.legal_moves() == ["accept"]
    with pytest.raises(ValueError, match=exactly("'reject' is not allowed: a +8 bid must be "
                                                 "accepted")):
        a.apply("reject")


def test_an_earlier_bidder_who_has_not_passed_may_match_a_plus_8():
    # Issue 34: +7 by the bidder with priority (seat 1), +8 by a later one (seat 3).
    game = at_deal(7, by_suit(), dealer=0)
    play(game, "+7", "pass", "+8")
    assert game.phase == BID and game.current_player() == 1
    assert game.legal_moves() == ["+8", "pass"]
    with pytest.raises(ValueError, match=exactly("'-2' is not allowed: it does not outrank the "
                                                 "standing bid +8")):
        game.apply("-2")
    play(game, "+8")  # the match takes the bid over; seat 3, later, cannot match it back
    assert game.phase == DECIDE and game.auction.best_seat == 1
    assert game.legal_moves() == ["accept"]
    play(game, "accept", "notrump")
    assert game.contract_dict() == {"type": "positive", "trump": None, "declarer": 1,
                                    "bid": "+8"}
    d = game.to_dict()
    assert d["auction"]["bids"] == [[1, "+7"], [2, "pass"], [3, "+8"], [1, "+8"]]
    assert King.from_dict(d).to_dict() == d


def test_after_a_plus_8_only_a_bidder_before_it_is_asked():
    a = auction(0, "+7", "+8")  # seat 2 bids +8: seat 3 sits after it and is not asked
    assert a.phase == BID and a.current_player() == 1
    a.apply("pass")
    assert a.phase == DECIDE and a.best_seat == 2
    b = auction(0, "+1", "+2", "+8")  # seats 1 and 2 sit before seat 3: each may match, in turn
    assert b.current_player() == 1 and b.legal_moves() == ["+8", "pass"]
    b.apply("pass")
    assert b.current_player() == 2 and b.legal_moves() == ["+8", "pass"]
    b.apply("+8")
    assert b.phase == DECIDE and b.best_seat == 2
    c = auction(0, "pass", "+8")  # the only seat before it has passed
    assert c.phase == DECIDE and c.best_seat == 2


def test_the_buyer_of_a_plus_bid_chooses_trump_or_no_trump():
    a = auction(0, "+2", "pass", "pass", "accept")
    assert a.phase == CONTRACT and a.current_player() == 1
    assert a.legal_moves() == ["notrump", "trump C", "trump D", "trump H", "trump S"]
    with pytest.raises(ValueError, match=exactly("'negative' is not allowed: the buyer of a +2 "
                                                 "bid plays a trump suit or no trump")):
        a.apply("negative")


def test_the_buyer_of_a_minus_bid_plays_the_negative_contract():
    a = auction(0, "-1", "pass", "pass", "accept")
    assert a.legal_moves() == ["negative"]


def test_after_a_rejection_the_auctioneer_chooses_any_contract():
    a = auction(3, "+1", "pass", "pass", "reject")
    assert a.current_player() == 3 and "negative" in a.legal_moves()
    a.apply("trump D")
    assert a.entry([4, 3, 3, 3])["decision"] == "reject"


def test_an_ultimatum_must_name_a_higher_bid():
    a = auction(0, "+4", "pass", "pass")
    assert "ultimatum +4" not in a.legal_moves() and "ultimatum +5" in a.legal_moves()
    with pytest.raises(ValueError, match=exactly("'ultimatum +3' is not allowed: an ultimatum "
                                                 "names a bid above +4")):
        a.apply("ultimatum +3")


def test_an_ultimatum_taken_sells_at_the_named_bid():
    a = auction(0, "+4", "pass", "pass", "ultimatum +6")
    assert a.phase == ANSWER and a.current_player() == 1
    a.apply("take")
    assert a.current_player() == 1
    a.apply("trump S")
    entry = a.entry([5, 4, 2, 2])
    assert entry["decision"] == "ultimatum_taken" and entry["bid"] == "+6"
    assert entry["buyer"] == 1


def test_an_ultimatum_declined_leaves_the_right_with_the_auctioneer():
    a = auction(0, "+4", "pass", "pass", "ultimatum -2", "decline")
    assert a.phase == CONTRACT and a.current_player() == 0
    a.apply("notrump")
    assert a.entry([4, 3, 3, 3])["decision"] == "ultimatum_declined"


def test_4_3_3_only_with_fewer_than_three_bids():
    a = auction(0, "+1", "+2", "pass", "pass")
    assert "4-3-3" in a.legal_moves()
    b = auction(0, "+1", "+2", "+3", "pass", "pass")
    assert "4-3-3" not in b.legal_moves()
    with pytest.raises(ValueError, match=exactly("'4-3-3' is not allowed: 4-3-3 needs fewer than "
                                                 "three bids")):
        b.apply("4-3-3")


def test_with_no_bids_the_auctioneer_chooses_a_contract_or_4_3_3():
    a = auction(1, "pass", "pass", "pass")
    assert a.phase == CONTRACT and a.current_player() == 1 and "4-3-3" in a.legal_moves()
    # once a bid was made and refused, the auctioneer keeps the right but 4-3-3 is gone
    b = auction(1, "+1", "pass", "pass", "reject")
    assert b.phase == CONTRACT and b.current_player() == 1 and "4-3-3" not in b.legal_moves()


def test_4_3_3_gives_the_auctioneer_100_and_the_others_75():
    game = at_deal(10, by_suit(), dealer=1)
    play(game, "pass", "pass", "pass", "4-3-3")
    assert game.is_terminal() and game.scores[1][-1] == 100
    assert [s[-1] for s in game.scores] == [75, 100, 75, 75]


def test_no_4_3_3_in_the_short_deck():
    a = auction(1, "pass", "pass", "pass", short=True)
    assert "4-3-3" not in a.legal_moves()


def test_the_buyer_pays_the_bid_to_the_auctioneer():
    game = at_deal(7, by_suit(), dealer=2)
    play(game, "+4", "pass", "pass", "accept", "trump S")
    assert game.phase == PLAY and game.trump == S
    while game.last_deal is None:
        game.apply(game.legal_cards()[-1])
    # seat 3 bought at +4 (100); seat 0 holds every spade and takes all 13 tricks
    assert game.last_deal["points"] == [325, 0, 100, -100]


def test_a_minus_bid_buyer_pays_nothing_when_the_auctioneer_takes_no_trick():
    # Issue 34: the buyer of -2 takes over up to 2 of the auctioneer's tricks; seat 0, the
    # auctioneer, takes none (seat 1 leads, holds every heart and wins every trick).
    game = at_deal(7, by_suit(), dealer=0, options={"lead": "left"})
    play(game, "pass", "-2", "pass", "accept", "negative")
    while game.last_deal is None:
        game.apply(game.legal_cards()[-1])
    assert game.last_deal["entry"]["tricks"] == [0, 13, 0, 0]
    assert game.last_deal["points"] == [325, 325 - 975, 325, 325]  # not 475 and, seat 2, 175


def test_the_negative_contract_scores_325_minus_75_per_trick():
    game = at_deal(8, by_suit(), dealer=3)
    play(game, "pass", "pass", "pass", "negative")
    while game.last_deal is None:
        game.apply(game.legal_cards()[-1])
    assert game.last_deal["points"] == [325, 325, 325, -650]


# ---- whole games -----------------------------------------------------------------------------
def test_a_random_game_ends_with_totals_summing_to_zero_and_standings():
    game = new_game(11)
    rng = Random(3)
    while not game.is_terminal():
        game.apply(rng.choice(game.legal_moves()))
    assert sum(game.totals()) == 0 and len(game.scores[0]) == 10
    places = game.standings()
    assert [p[1] for p in places] == sorted(range(4), key=lambda s: -game.totals()[s])
    with pytest.raises(ValueError, match=exactly("the game is over")):
        game.apply("pass")


def test_the_engine_entries_replay_on_the_score_sheet_to_the_same_points():
    for seed, options in ((12, None), (13, {"quick": True}), (14, {"deck": 32})):
        game = new_game(seed, options)
        sheet = ScoreSheet(game.first_dealer, options)
        rng = Random(seed)
        while not game.is_terminal():
            game.apply(rng.choice(game.legal_moves()))
            last = game.last_deal
            if last and len(sheet.entries) < last["deal"]:
                assert sheet.record(last["deal"] - 1, last["entry"]) == last["points"]
        assert sheet.totals() == game.totals()
        sheet.check_zero_sum()


# ---- notation --------------------------------------------------------------------------------
def test_the_position_round_trips_exactly_at_every_step():
    for seed, options in ((1, None), (2, {"quick": True, "deck": 32})):
        game = new_game(seed, options)
        rng = Random(seed)
        while not game.is_terminal():
            d = game.to_dict()
            again = King.from_dict(json.loads(json.dumps(d)))
            assert again.to_dict() == d
            game.apply(rng.choice(game.legal_moves()))
        d = game.to_dict()
        assert King.from_dict(d).to_dict() == d


def test_the_position_has_the_rules_page_fields():
    game = at_deal(3, by_suit(), dealer=1)
    play(game, "AH", "AD")
    d = game.to_dict()
    assert d["game"] == "king" and d["deal"] == 3 and d["dealer"] == 1
    assert d["contract"] == {"type": "queens"}
    assert d["trick"] == {"leader": 1, "cards": ["AH", "AD"]}
    assert d["options"] == {"lead": "dealer", "early_end": True, "force_king": False,
                            "quick": False, "deck": 52, "deal5_heart_ban": False}


def test_an_auction_in_progress_is_written_as_bids():
    game = at_deal(7, by_suit(), dealer=0)
    play(game, "+2", "pass")
    d = game.to_dict()
    assert d["auction"] == {"bids": [[1, "+2"], [2, "pass"]]} and d["contract"] is None
    play(game, "pass", "reject", "trump C")
    d = game.to_dict()
    assert d["contract"] == {"type": "positive", "trump": "C", "declarer": 0, "bid": None}
    assert King.from_dict(d).to_dict() == d


def test_a_sale_at_the_lowest_bid_is_written_with_its_bid():
    game = at_deal(7, by_suit(), dealer=0)
    play(game, "+1", "pass", "pass", "accept", "trump S")
    d = game.to_dict()
    assert d["contract"] == {"type": "positive", "trump": "S", "declarer": 1, "bid": "+1"}
    assert King.from_dict(d).to_dict() == d


def _position():
    game = at_deal(2, by_suit(), dealer=1)
    play(game, "AH", "2D")
    return game.to_dict()


@pytest.mark.parametrize("change, message", [
    (lambda d: d["hands"][0].__setitem__(0, "2H"), "2H appears twice"),
    (lambda d: d["hands"][0].pop(), "seat 0 was dealt 12 cards, not 13"),
    (lambda d: d["hands"][3].__setitem__(0, "XC"), "invalid card token 'XC'"),
    (lambda d: d["trick"].__setitem__("leader", 2), "trick leader must be seat 1, not 2"),
    (lambda d: d.__setitem__("deal", 11), "deal must be 1-10, not 11"),
    (lambda d: d.__setitem__("game", "treasure"), "not a King position (game is 'treasure')"),
    (lambda d: d["options"].__setitem__("deck", 36), "option deck must be 52 or 32, not 36"),
    (lambda d: d.__setitem__("taken", [["AH"], [], [], []]), ("taken does not match the cards "
                                                             "played (expected [[], [], [], "
                                                             "[]])")),
    (lambda d: d.__setitem__("scores", [[1], [], [], []]), ("scores must hold 1 deals for each "
                                                           "seat")),
    (lambda d: d["scores"][1].__setitem__(0, 20), "scores of deal 1 add up to -240, not -260"),
    (lambda d: d.update(options=[]), "options must be an object"),
    (lambda d: d.update(deal=0), "deal must be 1-10, not 0"),
    (lambda d: d.update(deal=True), "deal must be 1-10, not True"),
    (lambda d: d.update(dealer=4), "dealer must be a seat 0-3, not 4"),
    (lambda d: d.update(dealer=True), "dealer must be a seat 0-3, not True"),
    (lambda d: d.update(scores=[[-260], [0], [0]]), ("scores must be 4 lists, one number per "
                                                    "finished deal")),
    (lambda d: d["scores"][1].__setitem__(0, "0"), "score '0' is not an integer"),
    (lambda d: d["scores"][1].__setitem__(0, False), "score False is not an integer"),
    (lambda d: d.update(rng=[0, 5]), "bad rng state [0, 5]"),
    (lambda d: d.update(trick=["AH"]), 'trick must be {"leader": seat, "cards": [...]}'),
    (lambda d: d.update(played={}), "played must be a list of tricks"),
    (lambda d: d.update(played=[[1, "2C"]]), ("a played trick is [leader, 4 cards], not "
                                             "[1, '2C']")),
    (lambda d: d["trick"]["cards"].extend(["3D", "4D"]),
     "a trick in progress has at most 3 cards"),
    (lambda d: d.update(hands=[[], [], []]), ("hands must be 4 lists of cards (or null when "
                                             "refereeing)")),
    (lambda d: d["hands"][3].__setitem__(0, "~2C"), "~2C is not in the 52-card deck"),
])
def test_a_bad_position_is_refused_with_a_clear_message(change, message):
    d = _position()
    change(d)
    with pytest.raises(ValueError, match=exactly(message)):
        King.from_dict(d)


def _scored_position(deal, options=None):
    """A position at the start of deal `deal`, dealt by suit; every earlier deal's total went
    to seat 0 (a possible score: seat 0 took everything)."""
    return at_deal(deal, by_suit(short=bool(options and options.get("deck") == 32)),
                   dealer=0, options=options).to_dict()


@pytest.mark.parametrize("change, message", [
    (lambda d: d["options"].update(early_end=0), "option early_end must be true or false"),
    (lambda d: d["options"].update(force_king=1), "option force_king must be true or false"),
    (lambda d: d["options"].update(quick=0), "option quick must be true or false"),
    (lambda d: d["options"].update(deal5_heart_ban=1), ("option deal5_heart_ban must be true or "
                                                       "false")),
    (lambda d: d["options"].update(deck=52.0), "option deck must be 52 or 32, not 52.0"),
    (lambda d: d.update(dealer=False), "dealer must be a seat 0-3, not False"),
    (lambda d: d["trick"].update(leader=False), "trick leader must be seat 0, not False"),
    (lambda d: d["played"][0].__setitem__(0, False), ("a played trick is [leader, 4 cards], not "
                                                     "[False, 'AS', '2H', '2D', '2C']")),
    (lambda d: d["contract"].update(declarer=True), ("contract does not match the cards played "
                                                    "(expected {'type': 'positive', 'trump': "
                                                    "'S', 'declarer': 1, 'bid': '+1'})")),
    (lambda d: d["auction"]["bids"][0].__setitem__(0, True), ("bid '+1' by seat True out of "
                                                            "turn (seat 1 bids)")),
    (lambda d: d["scores"][1].__setitem__(6, False), "score False is not an integer"),
    (lambda d: d.update(rng=[True, 5]), "bad rng state [True, 5]"),
])
def test_a_bool_is_not_a_number_nor_a_number_a_bool_in_a_position(change, message):
    # Issue 34: in Python `True == 1`; a position says true/false for an option, a number for
    # a seat or a score.
    game = at_deal(8, by_suit(), dealer=0)
    play(game, "+1", "pass", "pass", "accept", "trump S")
    play(game, "AS", "2H", "2D", "2C")  # seat 0 leads and wins
    d = json.loads(json.dumps(game.to_dict()))
    assert King.from_dict(d).to_dict() == d
    change(d)
    with pytest.raises(ValueError, match=exactly(message)):
        King.from_dict(d)


@pytest.mark.parametrize("deal, points, options, message", [
    # issue 34: -20 a trick, so no seat scores -70 even when the deal adds up to -260
    (1, [-70, -70, -60, -60], None,
     "scores of deal 1: seat 0 cannot score -70 (tricks -20 each, 13 in all)"),
    (3, [-150, -25, -25, 0], None,
     "scores of deal 3: seat 1 cannot score -25 (queens -50 each, 4 in all)"),
    (4, [-270, 30, 0, 0], None,
     "scores of deal 4: seat 0 cannot score -270 (kings and jacks -30 each, 8 in all)"),
    (5, [-80, -80, 0, 0], None,
     "scores of deal 5: seat 0 cannot score -80 (King of hearts -160 each, 1 in all)"),
    (6, [-270, 90, 0, 0], None,
     "scores of deal 6: seat 0 cannot score -270 (last two tricks -90 each, 2 in all)"),
    (2, [-180, -180, 0, -20], {"deck": 32}, "scores of deal 2 add up to -380, not -160"),
    (2, [-160, -20, 20, 0], {"deck": 32},
     "scores of deal 2: seat 2 cannot score 20 (hearts -20 each, 8 in all)"),
    # quick game 1+6: one seat with 9 tricks scores -180, and so can another, and 4 tricks
    # -80; but 22 tricks are not 13, and only the last two can change that
    (1, [-180, -180, -80, 0], {"quick": True},
     "scores of deal 1: -180, -180, -80, 0 are possible one by one but not together"),
    (1, [-90, -350, 0, 0], {"quick": True},
     ("scores of deal 1: seat 0 cannot score -90 (tricks -20 each, 13 in all, last two tricks "
     "-90 each, 2 in all)")),
    # quick game 2+5: K♥ is a heart, so -160 is 8 hearts (not K♥ alone): 21 hearts
    (2, [-160, -160, -100, 0], {"quick": True},
     "scores of deal 2: -160, -160, -100, 0 are possible one by one but not together"),
    # positive deals: deal 7's auctioneer is seat 3 (seat 1 dealt first)
    (7, [-775, 500, 300, 300], None,
     ("scores of deal 7: seat 0 cannot score -775 (a positive deal gives a multiple of 25 from "
     "-200 to 525, or 325 less a multiple of 75 down to -650)")),
    (7, [525, -200, 0, 0], None,  # 13 tricks and a +8 received: the auctioneer alone
     "scores of deal 7: 525, -200, 0, 0 are possible one by one but not together"),
    # issue 34: -2 bought by seat 0 (6 tricks), the auctioneer took no trick: the buyer pays
    # nothing, so the auctioneer scores 325, not 475, and no seat more in a negative contract
    (7, [-275, -200, 325, 475], None,
     "scores of deal 7: -275, -200, 325, 475 are possible one by one but not together"),
    (7, [-510, 510, 120, 120], {"deck": 32},
     ("scores of deal 7: seat 0 cannot score -510 (a positive deal gives a multiple of 30 from "
     "-240 to 480, or 240 less a multiple of 90 down to -480)")),
])
def test_every_seats_score_of_a_finished_deal_must_be_possible(deal, points, options, message):
    d = _scored_position(8 if deal == 7 else deal + 1, options)
    assert King.from_dict(d).to_dict() == d
    for s in range(4):
        d["scores"][s][deal - 1] = points[s]
    with pytest.raises(ValueError, match=exactly(message)):
        King.from_dict(d)


@pytest.mark.parametrize("deal, points, options", [
    (1, [-60, -100, -20, -80], None),
    (1, [-220, -220, 0, 0], {"quick": True}),  # 11 tricks, and 2 tricks with both last ones
    (2, [-160, -260, 0, 0], {"quick": True}),  # 8 hearts; 5 hearts and K♥
    (7, [0, -200, 0, 525], None),  # seat 1 bought +8; seat 3, the auctioneer, took 13 tricks
    (7, [-125, 325, -200, 325], None),  # seat 1 bought -2; seat 3 took no trick
    (7, [-125, 250, -125, 325], None),  # seat 1 bought -2; seat 3 took 1 trick
    (7, [75, 75, 75, 100], None),  # 4-3-3
    (7, [240, 0, 0, 0], {"deck": 32}),
])
def test_possible_scores_of_a_finished_deal_load(deal, points, options):
    d = _scored_position(8 if deal == 7 else deal + 1, options)
    for s in range(4):
        d["scores"][s][deal - 1] = points[s]
    assert King.from_dict(d).to_dict() == d


def test_an_illegal_card_in_a_position_is_refused_with_the_reason():
    game = at_deal(1, by_suit(), dealer=1)
    play(game, "AH", "2D")
    d = game.to_dict()  # seat 1 led AH, seat 2 played 2D: give seat 2 a heart it held
    d["hands"][1][d["hands"][1].index("3H")] = "3D"
    d["hands"][2][d["hands"][2].index("3D")] = "3H"
    with pytest.raises(ValueError, match=exactly("2D cannot be played: seat 2 must follow suit "
                                                 "H")):
        King.from_dict(d)


def test_a_short_deck_position_refuses_a_six():
    game = new_game(1, {"deck": 32})
    d = game.to_dict()
    d["hands"][0][0] = "6S"
    with pytest.raises(ValueError, match=exactly("6S is not in the 32-card deck")):
        King.from_dict(d)


def test_short_deck_deals_eight_cards_from_seven_to_ace():
    game = new_game(4, {"deck": 32})
    assert [len(h) for h in game.hands] == [8, 8, 8, 8]
    assert all(cards.rank(c) == 1 or cards.rank(c) >= 7 for h in game.hands for c in h)


def test_quick_game_has_three_combined_negative_deals():
    game = new_game(4, {"quick": True})
    assert game.kinds[:3] == ("tricks_last_two", "hearts_king", "queens_kings_jacks")
    assert len(game.kinds) == 7


def test_the_auction_phases_are_reported_by_the_state():
    game = at_deal(9, by_suit(), dealer=0)
    assert game.phase == BID
    play(game, "+1", "pass", "pass")
    assert game.phase == DECIDE
    play(game, "accept")
    assert game.phase == CONTRACT
    play(game, "notrump")
    assert game.phase == PLAY
    with pytest.raises(ValueError, match=exactly("a card cannot be played during the auction")):
        at_deal(9, by_suit(), dealer=0).apply("AS")
    assert OVER != PLAY


def test_legal_moves_are_sorted_in_every_phase_and_mode():
    for referee in (False, True):
        game = new_game(15, referee=referee)
        rng = Random(15)
        while not game.is_terminal():
            moves = game.legal_moves()
            assert moves == sorted(moves)
            game.apply(rng.choice(moves))


@pytest.mark.parametrize("path, value", [
    (("options",), 5), (("options",), ["quick"]), (("contract",), "x"),
    (("contract", "trump"), 3), (("auction", "bids"), [[1, None]]), (("auction", "decision"), 2.5),
    (("hands",), [[None]] * 4), (("played",), [[0, "AS"]]), (("trick",), []),
    (("scores",), [["a"], [], [], []]), (("rng",), [0, 0]), (("deal",), "7"),
])
def test_junk_in_a_position_is_a_value_error_not_a_crash(path, value):
    game = at_deal(7, by_suit(), dealer=0)
    play(game, "+1", "pass", "pass", "accept", "trump S", "AS")
    d = json.loads(json.dumps(game.to_dict()))
    d.setdefault("rng", [1, 1])
    target = d
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    with pytest.raises(ValueError):
        King.from_dict(d)


def test_a_deal_of_bad_hands_is_refused():
    hands = by_suit()
    hands[1][0] = hands[0][0]
    with pytest.raises(ValueError, match=exactly("AS is dealt twice")):
        at_deal(1, hands)
    with pytest.raises(ValueError, match=exactly("seat 0 must be dealt 13 cards")):
        at_deal(1, [h[:12] for h in by_suit()])
    with pytest.raises(ValueError, match=exactly("a deal is 4 hands")):
        at_deal(1, by_suit()[:3])


def test_the_issue_tables_positive_deals_through_the_auction_state_machine():
    # Issue 4's ten-deal game, deals 7-10: seats A B C D = 0 1 2 3.
    from shared_rules.king.scoring import positive_points
    cases = [
        (2, ("pass", "pass", "+4", "accept", "trump S"), [3, 6, 2, 2], [75, 50, 150, 50]),
        (3, ("+1", "pass", "pass", "reject", "negative"), [4, 5, 3, 1], [25, -50, 100, 250]),
        (0, ("-2", "pass", "pass", "accept", "negative"), [2, 1, 6, 4], [325, 100, -125, 25]),
        (1, ("pass", "pass", "pass", "4-3-3"), None, [75, 100, 75, 75]),
    ]
    totals = [-60 - 40 - 50 - 90 + 0 - 90, -100 - 120 + 0 - 60 + 0 + 0,
              -20 + 0 - 100 - 30 - 160 + 0, -80 - 100 - 50 - 60 + 0 - 90]
    for auctioneer, moves, tricks, points in cases:
        a = auction(auctioneer, *moves)
        got = positive_points(a.entry(tricks), auctioneer, None)
        assert got == points
        totals = [totals[s] + got[s] for s in range(4)]
    assert totals == [170, -80, -110, 20]


def test_quick_game_deal_2_plus_5_bans_heart_leads_and_keeps_the_king_for_last():
    game = at_deal(2, by_suit("2H 2D"), dealer=1, options={"quick": True})
    assert game.kind() == "hearts_king" and toks(game.legal_cards()) == ["2D"]
    pure = at_deal(2, by_suit(), dealer=1, options={"quick": True})
    assert "KH" not in toks(pure.legal_cards()) and len(pure.legal_cards()) == 12
    with pytest.raises(ValueError, match=exactly("AH cannot be played: no heart lead while "
                                                 "holding another suit in this deal")):
        game.apply("AH")
    with pytest.raises(ValueError, match=exactly("KH cannot be played: the King of hearts may be "
                                                 "led only as the player's last card")):
        pure.apply("KH")


def test_quick_game_deal_1_plus_6_costs_20_per_trick_and_90_for_each_of_the_last_two():
    game = at_deal(1, by_suit(), dealer=0, options={"quick": True})
    while game.last_deal is None:
        game.apply(game.legal_cards()[0])
    assert game.last_deal["points"] == [-260 - 180, 0, 0, 0]


def test_short_deck_the_last_two_tricks_are_7_and_8_at_80_each():
    game = at_deal(6, by_suit(short=True), dealer=0, options={"deck": 32})
    while game.last_deal is None:
        game.apply(game.legal_cards()[-1])
    assert len(game.last_deal["played"]) == 8 and game.last_deal["points"] == [-160, 0, 0, 0]


def test_short_deck_positive_tricks_are_worth_30():
    game = at_deal(7, by_suit(short=True), dealer=2, options={"deck": 32})
    play(game, "+1", "pass", "pass", "accept", "trump S")
    while game.last_deal is None:
        game.apply(game.legal_cards()[-1])
    assert game.last_deal["points"] == [240, 0, 30, -30]


def test_short_deck_king_of_hearts_may_be_led_at_the_eighth_trick():
    game = at_deal(5, by_suit(short=True), dealer=1, options={"deck": 32})
    for _ in range(7):
        assert "KH" not in toks(game.legal_cards())
        for _ in range(4):
            game.apply(game.legal_cards()[0])
    assert toks(game.legal_cards()) == ["KH"]


def test_option_lead_left_applies_to_the_positive_deals_too():
    game = at_deal(7, by_suit(), dealer=2, options={"lead": "left"})
    play(game, "pass", "pass", "pass", "notrump")
    assert game.current_player() == 3


# ---- audit: further rulings, each with concrete hands -----------------------------------------
def test_no_queens_ends_right_after_the_fourth_queen_is_taken():
    game = at_deal(3, by_suit(), dealer=0)
    play(game, "2S", "QH", "QD", "QC")  # seat 0 takes three queens: the deal goes on
    assert game.last_deal is None and game.trick_number() == 2
    play(game, "QS", "2H", "2D", "2C")  # the fourth queen: over after two tricks
    assert len(game.last_deal["played"]) == 2 and game.last_deal["points"] == [-200, 0, 0, 0]


def test_no_kings_or_jacks_ends_right_after_the_eighth_is_taken():
    game = at_deal(4, by_suit(), dealer=0)
    play(game, "2S", "KH", "KD", "KC", "3S", "JH", "JD", "JC", "KS", "2H", "2D", "2C")
    assert game.last_deal is None and game.trick_number() == 4  # seven taken
    play(game, "JS", "3H", "3D", "3C")
    assert len(game.last_deal["played"]) == 4 and game.last_deal["points"] == [-240, 0, 0, 0]


def test_deal_5_any_heart_but_the_king_may_be_led_while_holding_another_suit():
    game = at_deal(5, by_suit("2H 2D"), dealer=1)  # seat 1: the hearts but 2H, and 2D
    assert toks(game.legal_cards()) == ["AH", "2D", "3H", "4H", "5H", "6H", "7H", "8H", "9H",
                                        "TH", "JH", "QH"]
    game.apply("AH")
    assert game.trick == [cards.parse("AH")]


def test_deal_5_the_king_of_hearts_is_still_not_led_while_holding_another_card():
    game = at_deal(5, by_suit("2H 2D"), dealer=1)
    with pytest.raises(ValueError, match=exactly("KH cannot be played: the King of hearts may be "
                                                 "led only as the player's last card")):
        game.apply("KH")


def test_option_deal5_heart_ban_no_heart_lead_while_holding_another_suit():
    game = at_deal(5, by_suit("2H 2D"), dealer=1, options={"deal5_heart_ban": True})
    assert toks(game.legal_cards()) == ["2D"]
    with pytest.raises(ValueError, match=exactly("AH cannot be played: no heart lead while "
                                                 "holding another suit in this deal")):
        game.apply("AH")


def test_option_deal5_heart_ban_changes_nothing_in_the_other_deals():
    for deal in (1, 3, 4, 6):
        game = at_deal(deal, by_suit("2H 2D"), dealer=1, options={"deal5_heart_ban": True})
        assert "AH" in toks(game.legal_cards())


def test_a_later_bidder_may_not_match_an_earlier_bidders_bid():
    a = auction(0, "+2")
    assert "+2" not in a.legal_moves() and "+3" in a.legal_moves()
    with pytest.raises(ValueError, match=exactly("'+2' is not allowed: it does not outrank the "
                                                 "standing bid +2")):
        a.apply("+2")


def test_a_bid_of_higher_value_outranks_a_minus_bid():
    a = auction(0, "-1")  # 75
    assert "+4" in a.legal_moves() and "+3" not in a.legal_moves()  # 100 > 75; 75 = 75
    a.apply("+4")
    a.apply("-2")  # 150 > 100
    assert "+6" not in a.legal_moves() and "+7" in a.legal_moves()


def test_a_match_counts_as_a_bid_for_4_3_3():
    a = auction(0, "+1", "+2", "pass", "+2", "pass")  # seat 1 matched seat 2: three bids made
    assert a.phase == DECIDE and a.best_seat == 1
    assert "4-3-3" not in a.legal_moves()


def test_an_ultimatum_taken_at_a_minus_bid_plays_the_negative_contract():
    a = auction(0, "+2", "pass", "pass", "ultimatum -1", "take")
    assert a.phase == CONTRACT and a.current_player() == 1
    assert a.legal_moves() == ["negative"]
    a.apply("negative")
    entry = a.entry([4, 3, 3, 3])
    assert entry["bid"] == "-1" and entry["buyer"] == 1


def test_quick_game_hearts_and_king_goes_on_after_the_king_of_hearts_while_hearts_remain():
    game = at_deal(2, by_suit("KH 2S"), dealer=2, options={"quick": True})
    assert game.kind() == "hearts_king"
    play(game, "AD", "AC", "KH", "2S")  # seat 2 takes K♥; twelve hearts are still out
    assert game.last_deal is None and game.trick_number() == 2


def test_quick_game_queens_kings_jacks_goes_on_after_the_fourth_queen_while_kings_remain():
    game = at_deal(3, by_suit(), dealer=0, options={"quick": True})
    assert game.kind() == "queens_kings_jacks"
    play(game, "2S", "QH", "QD", "QC", "QS", "2H", "2D", "2C")
    assert game.last_deal is None and game.trick_number() == 3


def test_in_handheld_play_the_first_dealer_is_drawn_by_lot_from_the_seed():
    dealers = [new_game(seed).first_dealer for seed in range(40)]
    assert set(dealers) == {0, 1, 2, 3}
    assert dealers == [new_game(seed).first_dealer for seed in range(40)]
    assert new_game(7, first_dealer=2).first_dealer == 2  # told by the table


def test_standings_share_a_place_between_equal_totals_and_skip_the_next():
    g = new_game(0)
    g.scores = [[100], [-150], [100], [-50]]
    assert g.standings() == [(1, 0, 100), (1, 2, 100), (3, 3, -50), (4, 1, -150)]
    g.scores = [[-40], [20], [20], [20]]
    assert g.standings() == [(1, 1, 20), (1, 2, 20), (1, 3, 20), (4, 0, -40)]
    g.scores = [[30], [10], [-20], [-20]]
    assert g.standings() == [(1, 0, 30), (2, 1, 10), (3, 2, -20), (3, 3, -20)]


def test_moves_as_text_name_cards_in_play_and_words_in_the_auction():
    g = new_game(3)
    while g.phase != PLAY:
        g.apply(g.legal_moves()[0])
    texts = [move_text(m) for m in g.legal_moves()]
    assert texts == [cards.token(c) for c in g.legal_moves()]
    assert all(isinstance(t, str) and len(t) == 2 for t in texts)
    assert [parse_move(t) for t in texts] == g.legal_moves()
    while g.phase == PLAY or g.auction is None:
        g.apply(g.legal_moves()[0])
    texts = [move_text(m) for m in g.legal_moves()]
    assert g.phase == BID and texts == g.legal_moves() and "pass" in texts
    assert [parse_move(t) for t in texts] == g.legal_moves()


def test_a_move_is_read_from_the_notation_and_anything_else_refused():
    assert parse_move("QS") == cards.parse("QS") and parse_move("TH") == cards.parse("TH")
    for words in ("pass", "+8", "-2", "accept", "reject", "ultimatum +6", "4-3-3", "take",
                  "decline", "trump C", "notrump", "negative"):
        assert parse_move(words) == words
    for text in ("JK", "..", "~QS", "1S", "QX", "-3", "+9", "ultimatum +9", "ultimatum pass",
                 "trump X", "pass ", "", "QS KS"):
        with pytest.raises(ValueError, match="no King move"):
            parse_move(text)
    with pytest.raises(ValueError):
        parse_move(53)


def test_a_view_outside_an_auction_says_there_is_none():
    view = new_game(2).view(0)  # the first deal is negative: no auction
    assert (view.auctioneer, view.bids, view.best, view.best_seat) == (-1, [], -1, -1)
