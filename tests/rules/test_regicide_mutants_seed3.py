"""Regicide situations written from the survivors of the seed-3 mutation sample (issue 16): the
table companion's refusals worded whole, the card tracker once the deal's tavern is drawn out
or a partly healed pile is played from, and a saved enemy whose Jester mark is no boolean."""
import pytest

from shared_rules.compat import english
from shared_rules import cards as C
from shared_rules.regicide import game as R
from shared_rules.regicide import where
from shared_rules.regicide.cards import DISCARD, TABLE, TAVERN, CardTracker
from shared_rules.regicide.companion import TableCompanion
from shared_rules.regicide.plan import enemy_cost
from tests.support.refusals import exactly
from tests.support.regicide_util import position
from tests.support.companion_games import started


def test_yield_and_jester_choice_before_the_first_enemy_are_refused_with_the_phase():
    t = TableCompanion(2)
    with pytest.raises(ValueError, match=exactly(
            "it is not time to play (the game is at reveal)")):
        t.yield_turn()
    with pytest.raises(ValueError, match=exactly(
            "no Jester is waiting for a choice (the game is at reveal)")):
        t.choose_next(1)
    assert t.phase == "reveal"


def test_a_single_card_that_certainly_pays_is_named_in_the_singular():
    t = started(2, "JH")
    t.play("TC")  # exact kill: JH goes on top of the tavern
    t.reveal("JS")
    t.play("2D")  # seat 0 draws JH (and another card)
    t.hand_sizes[0] = 1  # as if seat 0 had paid down to one card
    t.cards.settle(t.hand_sizes, t.discard)
    assert english(t.payable_reason()) == ("seat 0 holds 1 card: any hand of 1 they can hold is worth "
                                  "at least 10, enough for the 10 owed")


def test_a_saved_enemy_whose_jester_mark_is_not_a_boolean_is_refused():
    d = position([["2S"], ["3S"]], enemy="JC")
    d["enemy"]["jester"] = 1
    with pytest.raises(ValueError, match=exactly("enemy jester must be true or false")):
        R.Regicide.from_dict(d)


def test_once_the_deals_tavern_is_drawn_out_a_card_never_seen_is_in_a_hand_only():
    # Two players, two cards left of the tavern dealt at the start; both are drawn. Every card
    # never seen is now in one of the two hands: none can still be in the tavern.
    t = CardTracker(2, 2)
    t.draw([0, 1])
    t.settle([7, 7], 0)
    five = C.parse("5H")
    assert t.where[five] == 3
    assert where.location(t, five) == "a hand"
    assert t.to_dict()["pool"] == []


def test_a_partly_healed_pile_played_from_leaves_the_last_card_in_the_discard_pile():
    # The discard pile holds 2S 3S 4S; a heal of 2 puts two of them (unknown which) under the
    # empty tavern, one stays. Seat 0 draws both healed cards and plays 2S and 3S: so 4S was
    # the card left in the discard pile, and seat 0 cannot hold it.
    t = CardTracker(2, 0)
    two, three, four = C.parse("2S"), C.parse("3S"), C.parse("4S")
    t.place([two, three, four], DISCARD)
    t.heal(2, 3)
    t.draw([0, 0])
    t.place([two, three], TABLE)
    t.settle([7, 7], 1)
    assert t.where[four] == DISCARD
    assert where.location(t, four) == "the discard pile"
    assert english(where.refusal(t, 0, four)) == "4S is in the discard pile (played or paid earlier)"


def test_the_depth_of_a_card_alone_under_another_is_known():
    # Two exact kills in a row with no draw between: JC then JD go face down on top of the
    # tavern, so JC is the second card from the top.
    t = CardTracker(2, 0)
    jc, jd = C.parse("JC"), C.parse("JD")
    t.on_top(jc)
    t.on_top(jd)
    assert t.known_depth(jd) == 0
    assert t.known_depth(jc) == 1
    assert t.where[jc] == TAVERN
    assert where.location(t, jc) == "the tavern, card 2 from the top"


def test_an_enemy_with_no_health_left_costs_the_bot_nothing():
    # enemy_cost is the bot's estimate of what an enemy still costs in card points: its health
    # left, plus its attack for each further turn (12 damage a turn). A Jack with 8 health
    # left and attack 10 costs 8 (killed this turn); a defeated one (0 or less) costs nothing.
    assert enemy_cost(8, 10) == 8
    assert enemy_cost(20, 10) == 30
    assert enemy_cost(0, 10) == 0
    assert enemy_cost(-3, 10) == 0


def test_a_solo_game_is_the_default_and_its_view_counts_the_jesters_flipped():
    g = R.new_game(4)
    assert g.players == 1 and g.view(0).solo_jesters == 0 and g.may_flip()
    g.apply(R.parse_move("flip"))
    assert g.solo_jesters == 1 and g.view(0).solo_jesters == 1


def test_a_game_of_five_players_is_refused_by_the_engine():
    with pytest.raises(ValueError, match=exactly("players must be 1-4, not 5")):
        R.Regicide(5)
