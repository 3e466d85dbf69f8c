"""Regicide rulings, one test each, in the order of rules/regicide.md."""
import pytest

from shared_rules import cards as C
from shared_rules.compat import english
from shared_rules.regicide import game as R
from shared_rules.regicide import rules
from tests.support.regicide_util import game, moves_text
from tests.support.refusals import exactly


def codes(text):
    return tuple(sorted(C.parse(t) for t in text.split("+")))


# ----- setup -------------------------------------------------------------------------------

@pytest.mark.parametrize("players,hand,tavern", [(1, 8, 32), (2, 7, 26), (3, 6, 23), (4, 5, 22)])
def test_setup_hand_sizes_and_tavern_left_after_dealing(players, hand, tavern):
    g = R.new_game(3, players=players)
    assert [len(h) for h in g.hands] == [hand] * players
    assert len(g.tavern) == tavern
    assert sum(1 for c in g.all_cards() if c == C.JOKER) == R.TAVERN_JESTERS[players]


def test_castle_is_jacks_then_queens_then_kings_and_a_jack_is_turned_up():
    for seed in range(5):
        g = R.new_game(seed, players=2)
        assert C.rank(g.enemy) == C.JACK
        assert [C.rank(c) for c in g.castle] == [11] * 3 + [12] * 4 + [13] * 4


def test_same_seed_same_deal():
    assert R.new_game(42, players=3).to_dict() == R.new_game(42, players=3).to_dict()
    assert R.new_game(42, players=3).to_dict() != R.new_game(43, players=3).to_dict()


# ----- legal plays -------------------------------------------------------------------------

@pytest.mark.parametrize("play", ["2S+2H+2D+2C", "3S+3H+3D", "5S+5H", "AS+AH", "AS+KH", "AD+TD",
                                  "JK", "7C", "AS+2S"])
def test_legal_plays(play):
    assert R.play_error(codes(play)) is None


@pytest.mark.parametrize("play,why", [
    ("4S+4H+4D", "10 or less"), ("AS+AH+AD", "exactly one other"), ("AS+5H+5D", "exactly one"),
    ("JK+5H", "alone"), ("JK+AH", "alone"), ("6S+6H", "10 or less"), ("5S+4H", "same number"),
    ("JS+JH", "10 or less")])
def test_illegal_plays_name_the_reason(play, why):
    assert why in english(R.play_error(codes(play)))


def test_legal_moves_list_every_play_from_the_hand():
    g = game([["2S", "2H", "2D", "2C", "AS", "JK"], ["3S"], ["4S"]])
    moves = moves_text(g)
    assert "2S+2H+2D+2C" in moves and "2S+2H+2D" in moves and "2S+2H" in moves
    assert "AS+2C" in moves and "AS" in moves and "JK" in moves
    assert not [m for m in moves if "JK+" in m or "+JK" in m]
    assert moves.count("yield") == 1
    assert g.legal_moves() == sorted(g.legal_moves())


def test_an_illegal_play_is_refused_and_nothing_changes():
    g = game([["4S", "4H", "4D", "9C"], ["3S"]])
    before = g.to_dict()
    with pytest.raises(ValueError, match=exactly("illegal play: a set must total 10 or less "
                                                 "(4S+4H+4D totals 12)")):
        g.apply("4S+4H+4D")
    with pytest.raises(ValueError, match=exactly("3S is not in the hand")):
        g.apply("3S")
    assert g.to_dict() == before


# ----- suit powers -------------------------------------------------------------------------

def test_companion_of_the_same_suit_acts_once():
    g = game([["AD", "TD"], []], enemy="JC")
    g.apply("AD+TD")
    assert (len(g.hands[0]), len(g.hands[1])) == (6, 5)  # 11 drawn, not 22
    assert g.damage == 11 and g.phase == "pay" and g.owed == 10


def test_enemy_immune_to_its_own_suit_inside_a_mixed_play():
    g = game([["AD", "9C", "5S"]], enemy="JD", tavern=["2H"])
    tavern = len(g.tavern)
    g.apply("AD+9C")
    # No draw (Diamonds blocked), Clubs double: 20 damage, an exact kill onto the tavern.
    assert g.hands[0] == [C.parse("5S")]
    assert len(g.tavern) == tavern + 1 and g.tavern[0] == C.parse("JD")
    assert g.damage == 0 and g.turn == 0 and g.phase == "play"
    assert C.rank(g.enemy) == C.JACK and g.enemy != C.parse("JD")


def test_clubs_against_a_club_enemy_do_not_double():
    g = game([["8C", "5S"]], enemy="JC")
    g.apply("8C")
    assert g.damage == 8


def test_overkill_sends_the_enemy_then_the_table_to_the_discard():
    g = game([["TC", "5S"]], enemy="JS", table=[["2H"]], discard=["9D"])
    g.apply("TC")  # 2 + 20 = 22
    assert C.parse("JS") in g.discard  # overkill: 22 > 20 goes to the discard
    assert C.parse("JS") not in g.tavern
    assert g.discard[-2:] == [C.parse("2H"), C.parse("TC")]  # then the table cards


def test_exact_kill_versus_overkill():
    exact = game([["9C", "5S"]], enemy="JH", table=[["2S"]])
    exact.apply("9C")  # 2 + 18 = 20
    assert exact.tavern[0] == C.parse("JH") and C.parse("JH") not in exact.discard
    over = game([["TC", "5S"]], enemy="JH", table=[["2S"]])
    over.apply("TC")  # 2 + 20 = 22
    assert C.parse("JH") in over.discard and over.tavern[0] != C.parse("JH")


def test_hearts_heal_before_diamonds_draw_in_one_play():
    g = game([["4H", "4D"]], enemy="JS", tavern=[], rest="discard")
    assert g.tavern == []
    g.apply("4H+4D")  # heal 8 from the discard under the empty tavern, then draw 8 of them
    assert len(g.hands[0]) == 8 and g.tavern == []


def test_heal_takes_all_when_the_discard_is_smaller_and_not_the_table():
    g = game([["6H", "9S", "8S", "7S", "TS"]], enemy="JC", table=[["2D"]], discard=["3C", "4C"])
    bottom = len(g.tavern)
    g.apply("6H")
    assert g.discard == [] and len(g.tavern) == bottom + 2
    assert sorted(g.tavern[-2:]) == sorted(codes("3C+4C"))
    assert g.table == [codes("2D"), codes("6H")]


def test_diamond_draw_order_skips_full_hands():
    full = ["2S", "3S", "4S", "5S", "6S", "7S"]
    g = game([["5D", "9H"], full, ["8S"]], enemy="JC", tavern=["2H", "3H", "4H", "5H", "6H"])
    g.apply("5D")  # seat 0 first, seat 1 is full: 0, 2, 0, 2, 0
    assert g.hands[0][1:] == [C.parse(t) for t in ("2H", "4H", "6H")]
    assert g.hands[2][1:] == [C.parse(t) for t in ("3H", "5H")]
    assert len(g.hands[1]) == 6


def test_draw_counts_stop_when_every_hand_is_full_or_the_tavern_is_empty():
    assert R.draw_counts(1, [5, 3, 4], 5, 30, 9)[0] == [0, 2, 1]
    assert R.draw_counts(0, [0, 0], 7, 3, 9)[1] == [0, 1, 0]


def test_an_empty_tavern_is_not_a_loss():
    g = game([["6D", "TS"], ["2S"]], enemy="JC", tavern=[], rest="discard")
    g.apply("6D")
    assert g.phase == "pay" and g.hands[0] == [C.parse("TS")]
    g.apply("pay TS")
    assert g.phase == "play" and g.turn == 1


def test_clubs_double_only_the_damage_never_the_shield():
    g = game([["4C", "4S", "9H"], ["2D"]], enemy="JH")
    g.apply("4C+4S")
    assert g.damage == 16 and g.shield == 8 and g.owed == 2


def test_shields_from_all_players_add_up():
    g = game([["3S", "9H"], ["4S", "8H"]], enemy="JH", table=[["2S"]])
    g.apply("3S")
    g.apply("pay 9H")  # 10 - 5 = 5 owed
    g.apply("4S")
    assert g.shield == 9 and g.owed == 1


def test_a_shield_that_makes_the_attack_zero_needs_no_payment_even_with_an_empty_hand():
    g = game([["TS"], ["2D"]], enemy="JH")
    g.apply("TS")
    assert g.hands[0] == [] and g.phase == "play" and g.turn == 1


# ----- the enemy's attack and paying -------------------------------------------------------

def test_a_too_small_payment_is_refused_and_the_player_chooses_again():
    g = game([["2D", "9S", "3H"], ["5C"]], enemy="JH", phase="pay", owed=10)
    with pytest.raises(ValueError, match=exactly("payment worth 9 is less than the 10 owed: "
                                                 "choose again")):
        g.apply("pay 9S")
    assert g.phase == "pay"
    g.apply("pay 9S+3H")  # 12: more than needed is allowed
    assert g.hands[0] == [C.parse("2D")] and g.discard[-2:] == list(codes("9S+3H"))


def test_pay_moves_list_the_minimal_payments():
    g = game([["2D", "9S", "3H"], ["5C"]], enemy="JH", phase="pay", owed=10)
    assert moves_text(g) == ["pay 2D+9S", "pay 3H+9S"]


def test_the_game_is_lost_only_when_the_whole_hand_cannot_pay():
    g = game([["9C", "2S"], ["5C"]], enemy="JH")
    g.apply("2S")  # owed 10 - 2 = 8, hand 9: can pay
    assert g.phase == "pay"
    g = game([["7C", "2S"], ["5C"]], enemy="JH")
    g.apply("2S")  # owed 8, hand 7
    assert g.phase == "lost" and "cannot pay 8" in g.loss_reason


def test_face_cards_in_hand_are_worth_10_15_20():
    g = game([["JS", "QD", "KH"], ["5C"]], enemy="QC", castle=[], damage=None)
    assert [rules.value(c) for c in g.hands[0]] == [10, 15, 20]
    g.apply("KH")
    assert g.damage == 20


# ----- the Jester --------------------------------------------------------------------------

def test_jester_skips_damage_and_attack_and_its_player_chooses_the_next():
    g = game([["JK", "5C"], ["2H"], ["3H"]], enemy="JD")
    g.apply("JK")
    assert g.phase == "choose_next" and g.damage == 0 and g.jester
    assert moves_text(g) == ["next 0", "next 1", "next 2"]
    g.apply("next 2")
    assert g.turn == 2 and g.phase == "play"


def test_option_jester_self_false_forbids_choosing_oneself():
    g = game([["JK", "5C"], ["2H"], ["3H"]], enemy="JD", jester_self=False)
    g.apply("JK")
    assert moves_text(g) == ["next 1", "next 2"]
    with pytest.raises(ValueError, match=exactly("the Jester's player must choose another "
                                                 "player")):
        g.apply("next 0")


def test_jester_cancels_immunity():
    g = game([["JK", "5C"], ["5D"], ["3H"]], enemy="JD", tavern=["2H", "3C"])
    g.apply("JK")
    g.apply("next 1")
    g.apply("5D")  # Diamonds draw 5 now: seats 1, 2, 0, 1, 2
    assert [len(h) for h in g.hands] == [2, 2, 3]


def test_jester_makes_earlier_spades_count_against_a_spade_enemy():
    g = game([["JK", "9C"], ["2H"], ["4H"]], enemy="JS", table=[["5S"], ["3H"], ["AS", "2D"]])
    assert g.shield == 0
    g.apply("JK")
    assert g.shield == 5 + 3


def test_jester_counts_an_earlier_play_with_two_spades_once():
    # AS+5S holds two Spades but is one play: its attack 6 shields once, as does 3S+3D.
    g = game([["JK", "9C"], ["2H"], ["4H"]], enemy="KS", table=[["AS", "5S"], ["3S", "3D"]])
    assert g.shield == 0
    g.apply("JK")
    assert g.shield == 6 + 6
    again = R.Regicide.from_dict(g.to_dict())  # the shield follows from the table on reload
    assert (again.shield, again.jester) == (12, True)


def test_jester_does_not_double_earlier_clubs_against_a_club_enemy():
    g = game([["JK", "9H"], ["3C", "9D"], ["3H"]], enemy="JC", table=[["4C"]])
    assert g.damage == 4
    g.apply("JK")
    assert g.damage == 4
    g.apply("next 1")
    g.apply("3C")
    assert g.damage == 4 + 6


# ----- yielding ----------------------------------------------------------------------------

def test_yield_not_allowed_when_every_other_player_yielded_most_recently():
    g = game([["5C"], ["2H"]], enemy="JH", last_yield=[False, True])
    assert "yield" not in moves_text(g)
    with pytest.raises(ValueError, match=exactly("cannot yield: every other player yielded on "
                                                 "their most recent turn")):
        g.apply("yield")


def test_yield_goes_straight_to_the_enemy_attack():
    g = game([["TC", "9S"], ["2H"]], enemy="JH")
    g.apply("yield")
    assert g.phase == "pay" and g.owed == 10 and g.damage == 0 and g.last_yield == [True, False]


def test_yield_after_a_jester_the_jester_is_its_players_most_recent_action():
    g = game([["JK", "9S"], ["2H", "TS"], ["3H", "TD"]], enemy="JD", last_yield=[False, True, True])
    assert "yield" not in moves_text(g)  # seats 1 and 2 both yielded most recently
    g.apply("JK")
    g.apply("next 1")
    assert "yield" in moves_text(g)  # seat 0's Jester is a play, not a yield


def test_yield_on_a_bonus_turn_is_tracked_per_player():
    g = game([["TC", "9S", "8S"], ["2H"]], enemy="JH", last_yield=[False, True])
    g.apply("TC")  # 20: exact kill, bonus turn for seat 0
    assert g.turn == 0 and g.phase == "play"
    assert "yield" not in moves_text(g)  # seat 1 still yielded most recently
    g = game([["TC", "9S", "8S"], ["2H", "3H"]], enemy="JH", last_yield=[True, False])
    g.apply("TC")
    assert g.last_yield == [False, False] and "yield" in moves_text(g)


@pytest.mark.parametrize("option,allowed", [("never", [False, False]), ("always", [True, True]),
                                            ("not_twice", [True, False])])
def test_solo_yield_option(option, allowed):
    g = game([["5C", "9S", "8S", "7S", "6S"]], enemy="JH", solo_yield=option)
    assert ("yield" in moves_text(g)) == allowed[0]
    if allowed[0]:
        g.apply("yield")
        g.apply("pay 5C+6S")
        assert ("yield" in moves_text(g)) == allowed[1]


# ----- solo Jesters and the end ------------------------------------------------------------

def test_solo_flip_at_step_1_discards_the_hand_and_draws_eight():
    g = game([["2S", "3S"]], enemy="JD")
    top = g.tavern[:8]
    g.apply("flip")
    assert g.hands[0] == top and g.solo_jesters == 1 and g.phase == "play"
    assert g.discard[-2:] == list(codes("2S+3S"))


def test_solo_flip_at_step_4_before_paying():
    g = game([["2S", "3S"]], enemy="JD", phase="pay", owed=10)
    assert moves_text(g) == ["flip"]
    g.apply("flip")
    assert g.phase == "pay" and len(g.hands[0]) == 8


def test_solo_flip_is_not_a_diamond_draw_and_works_against_a_diamond_enemy():
    g = game([["2S"]], enemy="JD", tavern=["3D", "4D"], rest="discard")
    g.apply("flip")
    assert g.hands[0] == list(codes("3D+4D")) and g.tavern == []


def test_solo_never_a_third_flip():
    g = game([["2S"]], enemy="JD", solo_jesters=2)
    assert "flip" not in moves_text(g)
    with pytest.raises(ValueError, match=exactly("both solo Jesters have been flipped")):
        g.apply("flip")


def test_flip_only_in_solo():
    g = game([["2S"], ["3S"]], enemy="JD")
    with pytest.raises(ValueError, match=exactly("the Jester flip is for solo games only")):
        g.apply("flip")


def test_solo_pay_phase_without_flips_and_without_value_is_lost():
    g = game([["2S", "3S"]], enemy="JD", solo_jesters=2, table=[["4C"]])
    g.apply("2S")
    assert g.phase == "lost"


@pytest.mark.parametrize("flips,grade", [(0, "gold"), (1, "silver"), (2, "bronze")])
def test_victory_grades(flips, grade):
    g = game([["TC", "5S"]], enemy="KS", castle=[], table=[["9H"], ["TH"]], solo_jesters=flips)
    g.apply("TC")  # 19 + 20 = 39: not yet
    assert g.phase != "won"
    g = game([["TC", "5S"]], enemy="KS", castle=[], table=[["9H"], ["TH"], ["AH"]],
             solo_jesters=flips)
    g.apply("TC")  # 20 + 20 = 40: the last King falls
    assert g.phase == "won" and g.grade() == grade and g.result()["enemies_defeated"] == 12
    assert g.legal_moves() == [] and g.returns() == [1]


def test_a_player_with_an_empty_hand_who_may_not_yield_loses_at_once():
    g = game([["TS", "2C"], []], enemy="JH", last_yield=[False, False])
    g.apply("yield")
    g.apply("pay TS")
    assert g.phase == "lost" and "neither play nor yield" in g.loss_reason


def test_every_hand_empty_with_no_way_to_draw_is_lost():
    # Solo, yield always allowed, the shield covers the attack, no flip left: nothing can ever
    # bring a card into the hand again, so the game does not go on yielding for ever.
    g = game([["TS"]], enemy="JH", solo_yield="always", solo_jesters=2)
    g.apply("TS")
    assert g.phase == "lost" and g.loss_reason == "no cards are left to play"
    g = game([["TS"]], enemy="JH", solo_yield="always", solo_jesters=1)
    g.apply("TS")
    assert g.phase == "play" and "flip" in moves_text(g)


# ----- audit: further rulings --------------------------------------------------------------

def test_an_enemy_immune_to_hearts_is_not_healed_against():
    g = game([["6H", "TS"], ["2S"]], enemy="JH", discard=["3C", "4C"])
    tavern = len(g.tavern)
    g.apply("6H")
    assert g.discard == list(codes("3C+4C")) and len(g.tavern) == tavern
    assert g.damage == 6


def test_an_enemy_immune_to_spades_gets_no_shield():
    g = game([["6S", "TS"], ["2S"]], enemy="JS")
    g.apply("6S")
    assert g.shield == 0 and g.owed == 10


def test_clubs_do_not_double_the_draw():
    g = game([["4C", "4D"], ["2S"]], enemy="JH")
    g.apply("4C+4D")  # 16 damage, but 8 drawn: seats 0, 1, 0, 1, ...
    assert g.damage == 16 and [len(h) for h in g.hands] == [4, 5]


def test_clubs_do_not_double_the_heal():
    discard = ["2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "TD", "AD", "2C", "3C"]
    g = game([["5C", "5H", "9S"], ["2S"]], enemy="QD", table=[["2H"]], discard=discard)
    g.apply("5C+5H")  # 10 healed (not 20): two of the twelve stay in the discard
    assert len(g.discard) == 2 and g.damage == 2 + 20


def test_a_new_enemy_starts_with_fresh_shield_damage_and_immunity():
    g = game([["JK", "9C"], ["TC", "5D"], ["4H"]], enemy="JC", castle=["JD", "QC"],
             table=[["5S"]])
    assert g.shield == 5
    g.apply("JK")
    g.apply("next 1")
    g.apply("TC")  # 5 + 20 = 25 against the Jack of clubs (the Jester cancelled its immunity)
    assert C.token(g.enemy) == "JD" and g.turn == 1
    assert (g.damage, g.shield, g.jester, g.table) == (0, 0, False, [])
    hands = [len(h) for h in g.hands]
    g.apply("5D")  # the Jester cancelled the old enemy's immunity, not this one's: no draw
    assert [len(h) for h in g.hands] == [hands[0], hands[1] - 1, hands[2]]


def test_a_solo_flip_does_not_cancel_immunity():
    g = game([["2S"]], enemy="JD", tavern=["5D", "9S", "8S", "7S", "6S", "5S", "4S", "3S", "2H"])
    g.apply("flip")
    assert not g.jester
    g.apply("5D")  # no draw against the Jack of diamonds
    assert len(g.hands[0]) == 7 and g.damage == 5


def test_paying_more_than_needed_is_allowed():
    g = game([["2D", "9S", "3H"], ["5C"]], enemy="JH", phase="pay", owed=10)
    assert "pay 2D+3H+9S" not in moves_text(g)  # not minimal: 2D or 3H could stay
    g.apply("pay 2D+9S+3H")
    assert g.hands[0] == [] and g.phase == "play" and g.turn == 1


def test_a_view_shows_the_discard_size_and_top_card():
    g = game([["5C", "9S"], ["2H"]], enemy="JH", discard=["3D", "7S"], rest="tavern")
    v = g.view(1)
    assert v.discard_size == 2 and v.discard_top == C.parse("7S")
    empty = game([["5C", "9S"], ["2H"]], enemy="JH")
    assert empty.view(0).discard_size == 0 and empty.view(0).discard_top == 0


def test_a_pair_of_animal_companions_attacks_for_2_with_both_powers():
    g = game([["AS", "AD", "9C"], ["5H"]], enemy="JC", tavern=["2H", "3H", "4H"])
    g.apply("AS+AD")
    assert g.damage == 2 and g.shield == 2 and g.owed == 8
    assert [len(h) for h in g.hands] == [2, 2]  # two drawn: seat 0, then seat 1


def test_a_companion_with_a_face_card_attacks_for_its_value_plus_one():
    g = game([["AS", "JD", "9C"], ["5H"]], enemy="KC", castle=[])
    g.apply("AS+JD")  # 10 + 1 = 11: 11 damage, 11 shield, 11 drawn
    assert g.damage == 11 and g.shield == 11 and g.owed == 9
    assert [len(h) for h in g.hands] == [7, 6]
