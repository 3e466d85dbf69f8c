"""King scorekeeping from counts (rules/king.md: the ten deals, positive deals, Options)."""
import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared_rules.king import points as kp
from shared_rules.king import scoring as sc
from shared_rules.king.auction import Auction
from shared_rules.king.scoresheet import ScoreSheet
from tests.support.refusals import exactly
from tests.support.king_deals import TEN_DEALS

A, B, C, D = 0, 1, 2, 3


def test_the_ten_deal_game_of_the_issue_end_to_end():
    sheet = ScoreSheet(first_dealer=A)
    assert [sheet.dealer(i) for i in range(10)] == [A, B, C, D, A, B, C, D, A, B]
    for i, (entry, expected) in enumerate(TEN_DEALS):
        assert sheet.next_index() == i
        assert sheet.record(i, entry) == expected
    assert sheet.finished() and sheet.next_index() is None
    assert sheet.totals() == [170, -80, -110, 20]
    sheet.check_zero_sum()
    assert sheet.standings() == [(1, A, 170), (2, D, 20), (3, B, -80), (4, C, -110)]


def test_each_deal_totals_its_fixed_value():
    assert [kp.deal_total(k) for k in kp.deal_kinds()] == (
        [-260, -260, -200, -240, -160, -180] + [325] * 4)
    assert sum(kp.deal_total(k) for k in kp.deal_kinds()) == 0


def test_hearts_that_do_not_add_up_are_refused_naming_the_total():
    sheet = ScoreSheet()
    sheet.record(0, TEN_DEALS[0][0])
    with pytest.raises(ValueError, match=exactly("hearts add up to 12, not 13")):
        sheet.record(1, {"counts": {"hearts": [2, 5, 0, 5]}})
    assert len(sheet.entries) == 1 and sheet.totals() == [-60, -100, -20, -80]


@pytest.mark.parametrize("kind,item,counts,message", [
    ("tricks", "tricks", [3, 5, 1, 5], "tricks add up to 14, not 13"),
    ("queens", "queens", [1, 1, 1, 0], "queens add up to 3, not 4"),
    ("kings_jacks", "kings_jacks", [3, 3, 1, 2], "kings and jacks add up to 9, not 8"),
    ("king_hearts", "king_hearts", [1, 1, 0, 0], "King of hearts add up to 2, not 1"),
    ("last_two", "last_two", [1, 0, 0, 0], "last two tricks add up to 1, not 2"),
])
def test_every_negative_total_is_checked(kind, item, counts, message):
    with pytest.raises(ValueError, match=exactly(message)):
        sc.negative_points(kind, {item: counts})


@pytest.mark.parametrize("counts", [[3, 5, 1], [3, 5, 1, 4, 0], [3, 5, -1, 6], [3, 5, 1.0, 4],
                                    "3514", [3, 5, True, 4]])
def test_malformed_counts_are_refused(counts):
    with pytest.raises(ValueError):
        sc.negative_points("tricks", {"tricks": counts})


def test_a_count_for_the_wrong_item_is_refused():
    with pytest.raises(ValueError, match=exactly("queens is not counted in this deal")):
        sc.negative_points("hearts", {"hearts": [13, 0, 0, 0], "queens": [4, 0, 0, 0]})
    with pytest.raises(ValueError, match=exactly("hearts are missing")):
        sc.negative_points("hearts", {})


def test_correcting_an_earlier_deal_recomputes_everything_after_it():
    sheet = ScoreSheet()
    for i, (entry, _) in enumerate(TEN_DEALS[:4]):
        sheet.record(i, entry)
    before = sheet.running_totals()
    sheet.record(1, {"counts": {"hearts": [6, 2, 0, 5]}})  # A and B were swapped
    after = sheet.running_totals()
    assert after[0] == before[0]
    assert after[1] == [-180, -140, -20, -180]
    assert after[3] == [-320, -200, -150, -290]
    assert sheet.points(1) == [-120, -40, 0, -100]
    assert sheet.entries[1] == {"counts": {"hearts": [6, 2, 0, 5]}}
    assert ScoreSheet.from_dict(sheet.to_dict()).running_totals() == after


def test_a_refused_correction_keeps_the_old_deal():
    sheet = ScoreSheet()
    sheet.record(0, TEN_DEALS[0][0])
    with pytest.raises(ValueError, match=exactly("tricks add up to 14, not 13")):
        sheet.record(0, {"counts": {"tricks": [13, 1, 0, 0]}})
    assert sheet.points(0) == [-60, -100, -20, -80]


def test_deals_cannot_be_skipped():
    with pytest.raises(ValueError, match=exactly("deal 1 comes before deal 3")):
        ScoreSheet().record(2, TEN_DEALS[2][0])


def test_minus_bid_paid_at_75_per_unit_and_plus_at_25():
    assert kp.bid_value("+8") == 200 and kp.bid_value("-1") == 75 and kp.bid_value("-2") == 150
    assert kp.bid_value("+3", {"deck": 32}) == 90 and kp.bid_value("-2", {"deck": 32}) == 180


@pytest.mark.parametrize("tricks, points", [
    # Issue 34: A the auctioneer, B bought -2; B takes over up to 2 of A's tricks, paying 75
    # for each of the first 2 that A took, and A is not charged for them.
    ([0, 0, 6, 7], [325, 325, -125, -200]),  # A took none: B pays nothing (A not 475)
    ([1, 0, 6, 6], [250 + 75, 325 - 75, -125, -125]),
    ([2, 0, 5, 6], [175 + 150, 325 - 150, -50, -125]),
    ([3, 0, 5, 5], [100 + 150, 325 - 150, -50, -50]),  # the third is A's own
    ([2, 1, 6, 4], [325, 100, -125, 25]),  # issue 4's deal 9
])
def test_a_minus_2_buyer_pays_75_for_each_of_the_auctioneers_first_two_tricks(tricks, points):
    entry = {"decision": "accept", "buyer": B, "bid": "-2", "contract": "negative",
             "tricks": tricks}
    assert sc.positive_points(entry, A) == points and sum(points) == 325
    sheet = ScoreSheet(first_dealer=2)  # deal 7's dealer is A
    for i in range(6):
        sheet.record(i, TEN_DEALS[i][0])
    assert sheet.record(6, entry) == points


def test_a_minus_1_buyer_pays_for_the_auctioneers_first_trick_alone():
    entry = {"decision": "ultimatum_taken", "buyer": D, "bid": "-1", "contract": "negative",
             "tricks": [0, 4, 4, 5], "standing": "+2"}
    assert sc.positive_points(entry, A) == [325, 25, 25, -50]
    entry["tricks"] = [2, 4, 4, 3]
    assert sc.positive_points(entry, A) == [175 + 75, 25, 25, 100 - 75]


def test_short_deck_a_minus_bid_pays_90_for_each_of_the_auctioneers_first_n_tricks():
    opts = {"deck": 32}
    entry = {"decision": "accept", "buyer": B, "bid": "-2", "contract": "negative",
             "tricks": [1, 0, 4, 3]}
    assert sc.positive_points(entry, A, opts) == [240, 240 - 90, -120, -30]
    entry["tricks"] = [0, 1, 4, 3]
    assert sc.positive_points(entry, A, opts) == [240, 150, -120, -30]
    assert [kp.payment("-2", t, opts) for t in range(4)] == [0, 90, 180, 180]
    assert [kp.payment("+3", t, opts) for t in range(2)] == [90, 90]


@given(st.sampled_from(kp.BIDS), st.lists(st.integers(0, 13), min_size=3, max_size=3),
       st.integers(0, 3), st.integers(1, 3), st.booleans())
def test_every_sold_positive_deal_totals_its_fixed_value(bid, cuts, auctioneer, offset, short):
    """Any bid, any split of the tricks: the deal adds up to +325 (+240); the buyer of -N pays
    75 (90) for each of the auctioneer's first N tricks, the buyer of +N pays 25·N (30·N)."""
    opts = {"deck": 32} if short else None
    n = kp.tricks_per_deal(opts)
    cuts = sorted(min(c, n) for c in cuts)
    tricks = [cuts[0], cuts[1] - cuts[0], cuts[2] - cuts[1], n - cuts[2]]
    buyer = (auctioneer + offset) % 4
    contract = "negative" if bid[0] == "-" else "notrump"
    points = sc.positive_points({"decision": "accept", "buyer": buyer, "bid": bid,
                                 "contract": contract, "tricks": tricks}, auctioneer, opts)
    assert sum(points) == kp.deal_total(kp.POSITIVE, opts)
    v = kp.trick_value(opts)
    size = int(bid[1])
    if bid[0] == "-":
        took_over = min(size, tricks[auctioneer])
        assert points[auctioneer] == n * v - 3 * v * (tricks[auctioneer] - took_over)
        assert points[buyer] == n * v - 3 * v * (tricks[buyer] + took_over)
    else:
        assert points[buyer] == v * (tricks[buyer] - size)
        assert points[auctioneer] == v * (tricks[auctioneer] + size)


@pytest.mark.parametrize("bid", ["+0", "+9", "-3", "4", "+", "", None, "+10"])
def test_illegal_bids(bid):
    with pytest.raises(ValueError):
        kp.parse_bid(bid)


def test_negative_contract_with_no_tricks_scores_325():
    pts = sc.positive_points({"decision": "reject", "buyer": None, "bid": None,
                              "contract": "negative", "tricks": [0, 13, 0, 0]}, A)
    assert pts == [325, 325 - 975, 325, 325] and sum(pts) == 325


def test_ultimatum_taken_pays_the_ultimatum_bid():
    pts = sc.positive_points({"decision": "ultimatum_taken", "buyer": C, "bid": "+6",
                              "contract": "notrump", "tricks": [2, 2, 7, 2]}, A)
    assert pts == [50 + 150, 50, 175 - 150, 50]


@pytest.mark.parametrize("entry,message", [
    ({"decision": "accept", "buyer": C, "bid": "+2", "contract": "negative",
      "tricks": [3, 3, 3, 4]}, "a plus bid needs a trump or no-trump contract"),
    ({"decision": "accept", "buyer": C, "bid": "-1", "contract": "trump H",
      "tricks": [3, 3, 3, 4]}, "a minus bid needs the negative contract"),
    ({"decision": "accept", "buyer": A, "bid": "+2", "contract": "notrump",
      "tricks": [3, 3, 3, 4]}, "the buyer must be one of the other three players"),
    ({"decision": "reject", "buyer": C, "bid": "+2", "contract": "notrump",
      "tricks": [3, 3, 3, 4]}, "nobody buys when the auctioneer keeps the right"),
    ({"decision": "accept", "buyer": C, "bid": "+2", "contract": "notrump",
      "tricks": [3, 3, 3, 3]}, "tricks add up to 12, not 13"),
    ({"decision": "sell", "buyer": C, "bid": "+2", "contract": "notrump",
      "tricks": [3, 3, 3, 4]}, "unknown auctioneer's decision 'sell'"),
    ({"decision": "no_bids", "buyer": None, "bid": None, "contract": "trump X",
      "tricks": [3, 3, 3, 4]}, "unknown contract 'trump X'"),
])
def test_inconsistent_positive_entries_are_refused(entry, message):
    with pytest.raises(ValueError, match=exactly(message)):
        sc.positive_points(entry, A)


def test_quick_game_combines_deals():
    opts = {"quick": True}
    assert kp.deal_kinds(opts) == ("tricks_last_two", "hearts_king", "queens_kings_jacks",
                                   "positive", "positive", "positive", "positive")
    assert [kp.deal_total(k, opts) for k in kp.deal_kinds(opts)[:3]] == [-440, -420, -440]
    pts = sc.negative_points("hearts_king", {"hearts": [12, 1, 0, 0],
                                             "king_hearts": [0, 1, 0, 0]}, opts)
    assert pts == [-240, -180, 0, 0]
    sheet = ScoreSheet(options=opts)
    assert sheet.deal_count() == 7


def test_short_deck_values():
    opts = {"deck": 32}
    assert [kp.deal_total(k, opts) for k in kp.NEGATIVE_KINDS] == [-160] * 6
    assert kp.deal_total("positive", opts) == 240
    assert kp.counted_items("hearts", opts) == (("hearts", 8),)
    pts = sc.positive_points({"decision": "reject", "buyer": None, "bid": None,
                              "contract": "negative", "tricks": [2, 2, 2, 2]}, A, opts)
    assert pts == [60, 60, 60, 60]
    with pytest.raises(ValueError, match=exactly("4-3-3 does not exist in the short-deck game")):
        sc.positive_points({"decision": "4-3-3"}, A, opts)


def test_bad_options_are_refused():
    with pytest.raises(ValueError, match=exactly("unknown option 'jokers'")):
        ScoreSheet(options={"jokers": 2})
    with pytest.raises(ValueError, match=exactly("option deck must be 52 or 32, not 36")):
        ScoreSheet(options={"deck": 36})
    with pytest.raises(ValueError, match=exactly("the first dealer must be seat 0-3, not 4")):
        ScoreSheet(first_dealer=4)


def test_zero_sum_check_needs_a_finished_game():
    with pytest.raises(ValueError, match=exactly("the game is not over: 0 of 10 deals recorded")):
        ScoreSheet().check_zero_sum()


def test_save_and_load_round_trip_rechecks_entries():
    sheet = ScoreSheet(first_dealer=C, options={"lead": "left"})
    for i, (entry, _) in enumerate(TEN_DEALS[:7]):
        sheet.record(i, entry)
    again = ScoreSheet.from_dict(sheet.to_dict())
    assert again.to_dict() == sheet.to_dict() and again.totals() == sheet.totals()
    broken = sheet.to_dict()
    broken["entries"][2] = {"counts": {"queens": [4, 4, 0, 0]}}
    with pytest.raises(ValueError, match=exactly("queens add up to 8, not 4")):
        ScoreSheet.from_dict(broken)


def test_equal_totals_share_a_place():
    sheet = ScoreSheet()
    sheet.record(0, {"counts": {"tricks": [3, 3, 3, 4]}})
    assert sheet.standings() == [(1, A, -60), (1, B, -60), (1, C, -60), (4, D, -80)]


def _split(total, draw):
    cuts = sorted(draw(st.lists(st.integers(0, total), min_size=3, max_size=3)))
    return [cuts[0], cuts[1] - cuts[0], cuts[2] - cuts[1], total - cuts[2]]


@st.composite
def whole_games(draw):
    options = {"quick": draw(st.booleans()), "deck": draw(st.sampled_from([52, 32]))}
    sheet = ScoreSheet(first_dealer=draw(st.integers(0, 3)), options=options)
    for i in range(sheet.deal_count()):
        kind = sheet.kind(i)
        tricks = kp.tricks_per_deal(options)
        if kind == "tricks_last_two":  # the last two tricks are among a seat's tricks
            last = _split(2, draw)
            rest = _split(tricks - 2, draw)
            entry = {"counts": {"last_two": last, "tricks": [last[s] + rest[s] for s in range(4)]}}
        elif kind == "hearts_king":  # K♥ is one of its taker's hearts
            king = [0, 0, 0, 0]
            king[draw(st.integers(0, 3))] = 1
            rest = _split(tricks - 1, draw)
            entry = {"counts": {"king_hearts": king,
                                "hearts": [king[s] + rest[s] for s in range(4)]}}
        elif kind != kp.POSITIVE:
            entry = {"counts": {item: _split(total, draw)
                                for item, total in kp.counted_items(kind, options)}}
        else:
            decision = draw(st.sampled_from(kp.DECISIONS[:-1] if options["deck"] == 32
                                            else kp.DECISIONS))
            entry = {"decision": decision, "buyer": None, "bid": None, "contract": None,
                     "tricks": _split(tricks, draw)}
            if decision in ("accept", "ultimatum_taken"):
                entry["buyer"] = (sheet.dealer(i) + draw(st.integers(1, 3))) % 4
                entry["bid"] = draw(st.sampled_from(["+1", "+4", "+8", "-1", "-2"]
                                                    [decision == "ultimatum_taken":]))
                entry["contract"] = ("negative" if entry["bid"][0] == "-"
                                     else draw(st.sampled_from(kp.CONTRACTS[:5])))
            elif decision != "4-3-3":
                entry["contract"] = draw(st.sampled_from(kp.CONTRACTS))
        sheet.record(i, entry)
    return sheet


@given(whole_games())
def test_any_consistent_game_sums_to_zero_and_deals_to_their_totals(sheet):
    for i in range(sheet.deal_count()):
        assert sum(sheet.points(i)) == kp.deal_total(sheet.kind(i), sheet.options)
    sheet.check_zero_sum()
    assert ScoreSheet.from_dict(sheet.to_dict()).totals() == sheet.totals()


def test_options_that_are_not_an_object_are_a_value_error():
    with pytest.raises(ValueError, match=exactly("options must be a JSON object, not [1, 2]")):
        ScoreSheet(options=[1, 2])


# ---- counts that cannot happen together (issue 9 item 3) -----------------------------------
QUICK = {"quick": True}
SHORT_QUICK = {"quick": True, "deck": 32}


def test_quick_game_the_player_who_took_the_king_of_hearts_took_a_heart():
    counts = {"hearts": [5, 8, 0, 0], "king_hearts": [0, 0, 1, 0]}
    with pytest.raises(ValueError, match=exactly("player 3 took K♥ but no heart: K♥ is a heart")):
        sc.negative_points("hearts_king", counts, QUICK)
    fine = {"hearts": [5, 7, 1, 0], "king_hearts": [0, 0, 1, 0]}
    assert sc.negative_points("hearts_king", fine, QUICK) == [-100, -140, -180, 0]


def test_quick_game_nobody_takes_more_of_the_last_two_tricks_than_tricks():
    counts = {"tricks": [6, 6, 1, 0], "last_two": [0, 0, 1, 1]}
    with pytest.raises(ValueError, match=exactly("player 4 took 1 of tricks 12-13 but 0 tricks in "
                                                 "all")):
        sc.negative_points("tricks_last_two", counts, QUICK)
    counts = {"tricks": [6, 6, 1, 0], "last_two": [0, 0, 2, 0]}
    with pytest.raises(ValueError, match=exactly("player 3 took 2 of tricks 12-13 but 1 trick in "
                                                 "all")):
        sc.negative_points("tricks_last_two", counts, QUICK)
    fine = {"tricks": [6, 5, 2, 0], "last_two": [0, 0, 2, 0]}
    assert sc.negative_points("tricks_last_two", fine, QUICK) == [-120, -100, -220, 0]


def test_short_deck_quick_game_the_same_checks_with_its_totals():
    counts = {"tricks": [4, 3, 1, 0], "last_two": [0, 0, 0, 2]}
    with pytest.raises(ValueError, match=exactly("player 4 took 2 of tricks 7-8 but 0 tricks in "
                                                 "all")):
        sc.negative_points("tricks_last_two", counts, SHORT_QUICK)
    counts = {"hearts": [4, 4, 0, 0], "king_hearts": [0, 0, 0, 1]}
    with pytest.raises(ValueError, match=exactly("player 4 took K♥ but no heart: K♥ is a heart")):
        sc.negative_points("hearts_king", counts, SHORT_QUICK)


def test_a_refused_combined_deal_leaves_the_sheet_as_it_was():
    sheet = ScoreSheet(0, QUICK)
    with pytest.raises(ValueError, match=exactly("player 4 took 1 of tricks 12-13 but 0 tricks in "
                                                 "all")):
        sheet.record(0, {"counts": {"tricks": [6, 6, 1, 0], "last_two": [0, 0, 1, 1]}})
    assert sheet.entries == [] and sheet.totals() == [0, 0, 0, 0]


def _ultimatum(bid, standing=None, contract="trump S"):
    entry = {"decision": "ultimatum_taken", "buyer": 1, "bid": bid, "contract": contract,
             "tricks": [4, 4, 3, 2]}
    if standing is not None:
        entry["standing"] = standing
    return entry


def test_an_ultimatum_of_plus_1_is_refused_it_is_the_lowest_bid():
    with pytest.raises(ValueError, match=exactly("an ultimatum names a bid above the standing "
                                                 "bid: +1 is the lowest")):
        sc.positive_points(_ultimatum("+1"), 0)


def test_an_ultimatum_names_a_bid_above_the_recorded_standing_bid():
    with pytest.raises(ValueError, match=exactly("an ultimatum names a bid above the standing bid "
                                                 "+4, not +4")):
        sc.positive_points(_ultimatum("+4", "+4"), 0)
    with pytest.raises(ValueError, match=exactly("an ultimatum names a bid above the standing bid "
                                                 "-1, not +3")):
        sc.positive_points(_ultimatum("+3", "-1"), 0)
    assert sc.positive_points(_ultimatum("+4", "-1"), 0) == [200, 0, 75, 50]


def test_the_engine_records_the_standing_bid_of_an_ultimatum_it_refereed():
    a = Auction(0)
    for move in ("+2", "pass", "pass", "ultimatum +5", "take", "trump S"):
        a.apply(move)
    entry = a.entry([4, 4, 3, 2])
    assert entry["standing"] == "+2" and entry["bid"] == "+5"
    assert sc.positive_points(entry, 0) == [225, -25, 75, 50]


@pytest.mark.parametrize("i, entry, message", [
    (10, TEN_DEALS[0][0], "there is no deal 11"),
    (-1, TEN_DEALS[0][0], "there is no deal 0"),
    (0, {"tricks": [3, 5, 1, 4]}, "a negative deal's entry needs its counts"),
    (0, [3, 5, 1, 4], "a negative deal's entry needs its counts"),
])
def test_an_entry_for_no_deal_or_without_counts_is_refused_by_name(i, entry, message):
    with pytest.raises(ValueError, match=exactly(message)):
        ScoreSheet().score_entry(i, entry)


def test_the_sum_check_names_the_deals_recorded_and_the_miss():
    sheet = ScoreSheet()
    for i, (entry, _) in enumerate(TEN_DEALS[:9]):
        sheet.record(i, entry)
    with pytest.raises(ValueError, match=exactly("the game is not over: 9 of 10 deals recorded")):
        sheet.check_zero_sum()
    sheet.record(9, TEN_DEALS[9][0])
    sheet._points[0] = [-60, -100, -20, -70]  # a sheet that went wrong somewhere
    with pytest.raises(ValueError, match=exactly("final totals add up to 10, not 0")):
        sheet.check_zero_sum()


def test_a_saved_sheet_is_read_with_its_defaults_and_a_bad_one_refused_by_name():
    sheet = ScoreSheet.from_dict({"options": {}})
    assert sheet.first_dealer == 0 and sheet.entries == [] and sheet.dealer(0) == 0
    assert ScoreSheet.from_dict({"first_dealer": 2}).dealer(0) == 2
    with pytest.raises(ValueError, match=exactly("a score sheet must be a dict")):
        ScoreSheet.from_dict([])
    with pytest.raises(ValueError, match=exactly("the first dealer must be seat 0-3, not 4")):
        ScoreSheet.from_dict({"first_dealer": 4})
    with pytest.raises(ValueError, match=exactly("a score sheet holds at most 10 deals")):
        ScoreSheet.from_dict({"entries": [TEN_DEALS[0][0]] * 11})
