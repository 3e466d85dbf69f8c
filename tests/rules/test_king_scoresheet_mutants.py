"""Score-sheet refusals of malformed bids, whole (issue 16): a bid is a sign + or - and a digit,
and an ultimatum's recorded standing bid must be a bid."""
import pytest

from shared_rules.king.points import parse_bid
from shared_rules.king.scoring import positive_points
from tests.support.refusals import exactly


@pytest.mark.parametrize("bid", ["X1", "*2", "1+", "+9", "-3", "+", 12])
def test_a_bid_that_is_not_plus_or_minus_and_a_number_is_refused(bid):
    with pytest.raises(ValueError, match=exactly(
            "%r is not a bid (legal: +1 ... +8, -1, -2)" % (bid,))):
        parse_bid(bid)


def test_the_bids_that_are_read():
    assert [parse_bid(b) for b in ("+1", "+8", "-1", "-2")] == [(1, 1), (1, 8), (-1, 1),
                                                                (-1, 2)]


def test_an_ultimatum_entry_whose_standing_bid_is_not_a_bid_is_refused():
    entry = {"decision": "ultimatum_taken", "buyer": 1, "bid": "+4", "standing": "+0",
             "contract": "trump S", "tricks": [4, 3, 3, 3]}
    with pytest.raises(ValueError, match=exactly(
            "'+0' is not a bid (legal: +1 ... +8, -1, -2)")):
        positive_points(entry, 0)
    entry["standing"] = "+3"
    assert positive_points(entry, 0) == [200, 75 - 100, 75, 75]


def test_options_outside_the_rules_are_refused_by_name():
    from shared_rules.king.points import check_options
    with pytest.raises(ValueError, match=exactly(
            "option lead must be 'dealer' or 'left', not 'right'")):
        check_options({"lead": "right"})
    with pytest.raises(ValueError, match=exactly("option early_end must be true or false")):
        check_options({"early_end": "yes"})


def test_a_positive_deal_is_not_scored_as_a_negative_one():
    from shared_rules.king.scoring import negative_points
    with pytest.raises(ValueError, match=exactly(
            "a positive deal is scored from its auction and tricks")):
        negative_points("positive", {"tricks": [4, 3, 3, 3]})
