"""The table companion's refusals worded whole and its position before the first enemy
(issue 16)."""
import pytest

from shared_rules.regicide import game as R
from shared_rules.regicide.companion import TableCompanion
from tests.support.refusals import exactly
from tests.support.regicide_util import position
from tests.support.companion_games import started


def test_a_table_of_five_is_refused():
    with pytest.raises(ValueError, match=exactly("players must be 1-4, not 5")):
        TableCompanion(5)


def test_solo_a_jester_is_flipped_not_played():
    t = started(1, "JD")
    with pytest.raises(ValueError, match=exactly(
            "solo: the Jesters are set aside; flip one with 'flip'")):
        t.play("JK")


def test_a_payment_is_refused_when_nobody_owes_and_when_a_card_is_named_twice():
    t = started(2, "JC")
    with pytest.raises(ValueError, match=exactly(
            "nobody has damage to pay (the game is at %s)" % t.phase)):
        t.pay("5H")
    t.play("2S")
    with pytest.raises(ValueError, match=exactly("5H appears twice")):
        t.pay("5H+5H")


def test_a_table_before_its_first_enemy_is_saved_and_read_back():
    t = TableCompanion(3)
    d = t.to_dict()
    assert d["enemy"] is None
    assert TableCompanion.from_dict(d).to_dict() == d


def test_a_position_whose_enemy_is_no_card_is_refused_by_name():
    d = position([["2S"], ["3S"]], enemy="JC")
    d["enemy"]["card"] = "ZZ"
    with pytest.raises(ValueError, match=exactly("enemy: invalid card token 'ZZ'")):
        R.Regicide.from_dict(d)
