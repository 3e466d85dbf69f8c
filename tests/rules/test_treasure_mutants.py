"""Kings and Treasures positions and powers at their edges (issue 16): a position missing a
key or with too few seats is refused by name, a copy keeps the removed cards, and an
Architect with a single other card has no swap to offer."""
import pytest

from shared_rules import cards
from shared_rules.treasure import game as treasure
from shared_rules.treasure.game import from_dict
from tests.support.refusals import exactly
from tests.support.treasure_positions import game


@pytest.mark.parametrize("key", ["game", "version", "seats", "turn", "board", "kings", "piles"])
def test_a_position_without_a_required_key_is_refused_by_name(key):
    d = treasure.new_game(3, players=2, level="complete").to_dict()
    del d[key]
    with pytest.raises(ValueError, match=exactly("position lacks %r" % key)):
        from_dict(d)


@pytest.mark.parametrize("seats", [["S"], ["S", "H", "D", "C", "S"], "SH"])
def test_seats_must_be_a_list_of_two_to_four_suits(seats):
    d = treasure.new_game(3, players=2, level="complete").to_dict()
    d["seats"] = seats
    with pytest.raises(ValueError, match=exactly("seats must be a list of 2 to 4 suits")):
        from_dict(d)


def test_a_copy_keeps_the_cards_removed_from_the_game():
    s = treasure.new_game(3, players=2, level="complete")
    s.removed = [cards.parse("4S"), cards.parse("7D")]
    copy = s.copy()
    assert copy.removed == s.removed and copy.removed is not s.removed
    assert copy.to_dict() == s.to_dict()


def test_an_architect_with_a_single_other_card_on_the_board_offers_no_swap():
    # A swap exchanges two cards: with only the 2 of Diamonds besides the Architect (and the
    # Kings, which cannot be swapped) there is nothing to choose.
    s = game({"c4": "6D", "a7": "2D"}, {"S": "d4", "H": "a1"}, {"S": ["AS"], "H": ["AH"]})
    assert s.power_choices(treasure.parse_cell("c4")) == {}
    s = game({"c4": "6D", "a7": "2D", "g7": "3C"}, {"S": "d4", "H": "a1"},
             {"S": ["AS"], "H": ["AH"]})
    assert s.power_choices(treasure.parse_cell("c4")) == {"swap": ["a7", "g7"]}
