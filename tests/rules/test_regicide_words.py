"""What Regicide says, word for word: the move notation's refusals, the yield refusals under each
option, the end of a game, and the companion's status line (shared_rules/regicide/game.py,
regicide_companion.py). A player reads these; a changed word is a changed product."""
import pytest

from shared_rules.compat import english
from shared_rules.regicide import game as R
from shared_rules.regicide.companion import TableCompanion
from tests.support.regicide_util import game


def refusal(fn, *args):
    with pytest.raises(ValueError) as err:
        fn(*args)
    return str(err.value)


@pytest.mark.parametrize("text, message", [
    (5, "a move must be text, not 5"),
    (None, "a move must be text, not None"),
    ("pay", "no cards given"),
    ("", "no cards given"),
    ("next x", "bad seat in 'next x'"),
    ("5H+~6H", "invalid card token '~6H' in a move"),
    ("5H+..", "invalid card token '..' in a move"),
])
def test_a_move_that_is_not_one_is_refused_by_name(text, message):
    assert refusal(R.parse_move, text) == message


def test_the_notation_reads_every_kind_of_move():
    assert R.parse_move(" yield ") == (R.YIELD,)
    assert R.parse_move("flip") == (R.FLIP,)
    assert R.parse_move("next 2") == (R.NEXT, 2)
    assert R.parse_move("6H+5H") == (R.PLAY,) + tuple(sorted((R.C.parse("5H"), R.C.parse("6H"))))


@pytest.mark.parametrize("option, first, second", [
    ("never", "yielding is not allowed in solo (option solo_yield: never)", None),
    ("not_twice", None, "cannot yield twice in a row (option solo_yield: not_twice)"),
    ("always", None, None),
])
def test_solo_yield_refusals_name_the_option(option, first, second):
    g = game([["5C", "9S", "8S", "7S", "6S"]], enemy="JH", solo_yield=option)
    if first:
        assert refusal(g.apply, "yield") == first
        return
    g.apply("yield")
    g.apply("pay 5C+6S")
    if second:
        assert refusal(g.apply, "yield") == second
    else:
        g.apply("yield")
        assert g.phase == "pay"


def test_a_yield_after_every_other_player_yielded_is_refused_by_name():
    g = game([["5C"], ["2H"]], enemy="JH", last_yield=[False, True])
    assert refusal(g.apply, "yield") == \
        "cannot yield: every other player yielded on their most recent turn"


def test_a_lost_game_has_no_player_and_scores_nothing():
    g = game([["2C"], ["3H"]], enemy="JH")
    assert g.current_player() == 0
    g.apply("2C")  # the Jack hits back for 10: the empty hand cannot pay
    assert g.phase == R.PHASE_LOST
    assert g.current_player() is None and g.returns() == [0, 0] and g.legal_moves() == []
    assert g.result() == {"phase": "lost", "won": False, "enemies_defeated": 0, "grade": None,
                          "loss_reason": "seat 0 cannot pay 10 damage"}


def test_a_won_game_has_no_player_and_scores_one_each():
    g = game([["5C"], ["3H"]], enemy="KS", castle=[], table=[["TC"], ["TH"]])  # 30 taken
    g.apply("5C")
    assert g.phase == R.PHASE_WON
    assert g.current_player() is None and g.returns() == [1, 1]
    assert g.result() == {"phase": "won", "won": True, "enemies_defeated": 12, "grade": None,
                          "loss_reason": None}


# ----- the companion's status line ---------------------------------------------------------
def test_the_status_line_reads_health_attack_counts_and_whose_turn():
    t = TableCompanion(2)
    t.reveal("JD")
    assert t.status() == "JD health 20/20 attack 10 | tavern 26 discard 0 hands 7/7 | seat 0: play"
    t.play("5S")
    assert t.status() == "JD health 15/20 attack 5 | tavern 26 discard 0 hands 6/7 | seat 0: pay"


def test_the_status_line_shows_a_jester_and_an_attack_shielded_to_nothing():
    t = TableCompanion(3)
    t.reveal("JS")
    t.play("JK")
    assert t.status().startswith("JS health 20/20 attack 10 (Jester: no immunity) | ")
    t.choose_next(1)
    t.play("TS")
    assert t.status() == ("JS health 10/20 attack 0 (Jester: no immunity) | tavern 23 "
                          "discard 0 hands 5/5/6 | seat 2: play")


def test_the_status_line_at_the_end():
    t = TableCompanion(2)
    t.reveal("JD")
    t.play("2S")
    t.hand_sizes[0] = 2  # as if seat 0 had paid down to two cards
    t.cannot_pay("AS+3H")
    assert t.status() == "lost: seat 0 cannot pay 8 damage"


def test_a_payment_or_a_choice_out_of_its_phase_and_a_jester_choosing_its_own_player():
    t = TableCompanion(3, jester_self=False)
    t.reveal("JC")
    assert refusal(t.cannot_pay) == "nobody has damage to pay (the game is at play)"
    t.play("JK")
    assert refusal(t.choose_next, 0) == "the Jester's player must choose another player"
    t.choose_next(2)
    assert t.turn == 2


def test_where_the_solo_jesters_are():
    t = TableCompanion(1)
    t.reveal("JC")
    assert dict(t.where())["JK"] == "set aside as solo powers, 0 of 2 flipped"
    t.flip()
    assert dict(t.where())["JK"] == "set aside as solo powers, 1 of 2 flipped"


def test_an_enemy_names_its_immune_suit_and_nothing_is_a_play():
    t = TableCompanion(2)
    assert english(t.reveal("JS")[0]) == "enemy JS: health 20, attack 10, immune to Spades"
    assert refusal(t.play, "") == "no cards given"


def test_a_card_that_may_be_in_one_hand_or_elsewhere_is_named_with_every_place():
    from shared_rules import cards as C
    from shared_rules.regicide import where
    from shared_rules.regicide.cards import TAVERN, CardTracker
    t = CardTracker(2, 30)
    c = C.parse("5H")
    t.where[c] = 2 | TAVERN  # seat 1's hand or the tavern
    assert english(where.refusal(t, 0, c)) == \
        "5H cannot be in seat 0's hand: it is in seat 1's hand or the tavern"
    t.where[c] = 2
    assert english(where.refusal(t, 0, c)) == "5H is in seat 1's hand"
