"""The score sheet's last check: a finished game's totals sum to zero, and it says when not."""
import pytest

from shared_rules.king.scoresheet import ScoreSheet
from tests.support.king_deals import TEN_DEALS
from tests.support.refusals import exactly


def finished_sheet():
    sheet = ScoreSheet(first_dealer=0)
    for i, (entry, _) in enumerate(TEN_DEALS):
        sheet.record(i, entry)
    return sheet


def test_a_finished_game_whose_totals_miss_zero_is_reported_with_the_sum():
    sheet = finished_sheet()
    sheet.check_zero_sum()  # the ten deals: 170, -80, -110, 20
    sheet._points[3] = [p + 5 for p in sheet._points[3]]  # a scoring bug in one deal
    assert sum(sheet.totals()) == 20
    with pytest.raises(ValueError, match=exactly("final totals add up to 20, not 0")):
        sheet.check_zero_sum()
