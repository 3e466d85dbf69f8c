"""King referee from played cards (rules/king.md "Referee mode: revokes"; issue 4 item 4)."""
import json

import pytest

from shared_rules.king.game import King, new_game
from shared_rules.king.referee import KingReferee
from shared_rules.rng import Random
from tests.support.refusals import exactly
from tests.support.king_referee_steps import enter, referee_at



def test_the_referee_refuses_a_card_already_played():
    ref = referee_at(1)
    enter(ref, "2S", "5S", "9H", "3S")
    with pytest.raises(ValueError, match=exactly("2S cannot be played: 2S was already played in "
                                                 "this deal")):
        ref.apply("2S")


def test_the_referee_refuses_the_king_of_hearts_led_before_the_last_trick_in_deal_5():
    ref = referee_at(5)
    with pytest.raises(ValueError, match=exactly("KH cannot be played: the King of hearts may be "
                                                 "led only as the player's last card")):
        ref.apply("KH")
    ref.apply("AH")  # any other heart may be led: the ban is proven only later


def test_the_referee_accepts_any_unplayed_card_when_following():
    ref = referee_at(1)
    ref.apply("2S")
    assert len(ref.game.legal_cards()) == 51


def test_a_revoke_is_reported_as_soon_as_it_is_proven_with_its_trick():
    ref = referee_at(1)
    assert enter(ref, "2S", "5S", "9H", "3S") == []  # seat 2 shows out of spades in trick 1
    assert enter(ref, "2H", "3H", "4H", "5H") == []  # seat 0 wins and leads trick 3
    found = enter(ref, "4S", "7S", "6S")
    assert len(found) == 1
    v = found[0]
    assert v == {"kind": "revoke", "seat": 2, "deal": 1, "trick": 1, "suit": "S", "proof": "6S",
                 "proof_trick": 3, "message": "seat 2 revoked in trick 1: did not follow S but "
                                              "plays 6S in trick 3"}
    assert ref.violations == [v]
    assert enter(ref, "8S") == []  # seat 3 follows; a revoke is reported once, not again


def test_a_forbidden_heart_lead_is_reported_when_the_leader_later_plays_another_suit():
    ref = referee_at(2, dealer=1)
    assert enter(ref, "AH", "2H", "3H", "4H") == []  # seat 1 led a heart: not yet proven
    found = enter(ref, "2C")  # seat 1 won and now leads a club: it held one in trick 1
    assert found == [{"kind": "heart_lead", "seat": 1, "deal": 2, "trick": 1, "proof": "2C",
                      "proof_trick": 2, "message": "seat 1 led a heart in trick 1 while holding "
                                                   "another suit (plays 2C in trick 2)"}]
    assert enter(ref, "3C", "4C", "5C", "3D", "4D") == []  # reported once (seat 1 plays 4D)


def test_a_heart_lead_in_deal_5_is_not_a_violation():
    ref = referee_at(5, dealer=1)
    assert enter(ref, "AH", "2H", "3H", "4H") == []  # seat 1 led a heart holding clubs
    assert enter(ref, "2C", "3C", "4C", "5C") == []
    assert ref.violations == []


def test_option_deal5_heart_ban_a_heart_lead_in_deal_5_is_reported():
    ref = referee_at(5, dealer=1, options={"deal5_heart_ban": True})
    assert enter(ref, "AH", "2H", "3H", "4H") == []
    found = enter(ref, "2C")
    assert [(v["kind"], v["seat"], v["trick"]) for v in found] == [("heart_lead", 1, 1)]


def test_quick_game_deal_2_plus_5_reports_a_heart_lead():
    ref = referee_at(2, dealer=1, options={"quick": True})
    assert ref.game.kind() == "hearts_king"
    assert enter(ref, "AH", "2H", "3H", "4H") == []
    found = enter(ref, "2C")
    assert [(v["kind"], v["seat"], v["trick"]) for v in found] == [("heart_lead", 1, 1)]


def test_a_heart_lead_is_fine_in_the_no_tricks_deal():
    ref = referee_at(1, dealer=1)
    assert enter(ref, "AH", "2H", "3H", "4H", "5H", "6H", "7H", "2C") == []


def test_option_force_king_a_kept_king_of_hearts_is_reported_when_played():
    ref = referee_at(5, dealer=0, options={"force_king": True})
    enter(ref, "2S", "3S", "4S", "2D")  # seat 3 does not follow and keeps K♥?
    # every other spade goes while seat 3 discards diamonds: it held no spade in trick 1
    enter(ref, "5S", "3D", "6S", "7S", "8S", "9S", "4D", "TS", "JS", "QS", "KS", "5D")
    found = enter(ref, "AS", "KH")  # seat 2 won and leads the last spade; seat 3 plays K♥
    assert found == [{"kind": "king_kept", "seat": 3, "deal": 5, "trick": 1, "suit": "S",
                      "void": True, "proof": "KH", "proof_trick": 5,
                      "message": "seat 3 held the King of hearts in trick 1 and had to play it"}]


def test_option_force_king_a_king_of_hearts_played_before_the_led_suit_is_out_names_both_rules():
    # Issue 34: seat 3 did not follow spades and kept K♥. Whether it held a spade (then its
    # fault is not following suit) or none (then it had to play K♥), K♥ alone does not say.
    ref = referee_at(5, dealer=0, options={"force_king": True, "early_end": False})
    enter(ref, "2S", "3S", "4S", "2D")
    found = enter(ref, "KS", "KH")  # seat 2 won and leads; seat 3 plays K♥ now
    assert found == [{"kind": "king_kept", "seat": 3, "deal": 5, "trick": 1, "suit": "S",
                      "void": False, "proof": "KH", "proof_trick": 2,
                      "message": "seat 3 did not follow S in trick 1 while holding the King of "
                                 "hearts: it had to follow S, or play the King if it held no S"}]
    enter(ref, "5S", "6S")  # seat 2 wins again
    found = enter(ref, "7S", "8S")  # seat 3's spade: it held one, so it revoked in trick 1
    assert [(v["kind"], v["trick"], v["proof"]) for v in found] == [("revoke", 1, "8S")]


def test_option_force_king_a_revoke_is_not_also_a_kept_king_of_hearts():
    # Issue 34: seat 3 held spades and K♥ in trick 1 and did not follow: its fault is the
    # revoke its spade proves, not K♥, which it did not have to play.
    ref = referee_at(5, dealer=0, options={"force_king": True})
    enter(ref, "2S", "3S", "4S", "2D")
    found = enter(ref, "5S", "6S")  # seat 2 won and leads; seat 3 follows now
    assert [(v["kind"], v["trick"]) for v in found] == [("revoke", 1)]
    enter(ref, "7S", "8S")  # seat 1 wins trick 2
    assert enter(ref, "2C", "3C", "KH") == []  # seat 3 discards K♥ on a club: no fault


def test_option_force_king_a_heart_not_followed_and_then_the_king_played_is_a_revoke_alone():
    ref = referee_at(5, dealer=0, options={"force_king": True, "early_end": False})
    enter(ref, "2H", "3H", "4H", "2D")  # seat 3 does not follow hearts
    found = enter(ref, "5H", "KH")  # K♥ is a heart: seat 3 could follow in trick 1
    assert [(v["kind"], v["trick"], v["suit"]) for v in found] == [("revoke", 1, "H")]


def test_option_force_king_the_first_failure_no_revoke_explains_is_the_kept_kings_trick():
    ref = referee_at(5, dealer=0, options={"force_king": True, "early_end": False})
    enter(ref, "2S", "3S", "4S", "2D")  # trick 1: seat 3 does not follow spades
    enter(ref, "2C", "3D", "3C", "4C")  # trick 2 (seat 2 leads): nor clubs; seat 1 wins
    found = enter(ref, "7S", "8S", "9S")  # seat 3's spade: trick 1 was a revoke
    assert [(v["kind"], v["trick"]) for v in found] == [("revoke", 1)]
    enter(ref, "TS")  # seat 0 wins trick 3
    found = enter(ref, "5C", "6C", "7C", "KH")  # trick 2 is left, K♥ kept when clubs were led
    assert [(v["kind"], v["trick"], v["suit"]) for v in found] == [("king_kept", 2, "C")]


def test_the_game_rolls_back_to_the_trick_of_the_violation():
    ref = referee_at(1)
    enter(ref, "2S", "5S", "9H", "3S", "2H", "3H", "4H", "5H")
    v = enter(ref, "4S", "7S", "6S")[0]
    ref.rollback(v["deal"], v["trick"])
    assert ref.game.trick_number() == 1 and ref.game.trick == []
    assert ref.violations == []
    enter(ref, "2S", "5S", "6S", "3S")  # replayed correctly
    assert ref.game.trick_number() == 2 and ref.game.leader == 2


def test_a_rollback_can_reach_into_the_deal_just_finished():
    ref = referee_at(5)
    enter(ref, "2S", "5S", "9H", "3S")
    found = enter(ref, "AH", "6S", "KH", "4H")  # seat 2 revokes; seat 1 takes K♥: deal over
    assert found and ref.game.deal_index == 5
    ref.rollback(5, 1)
    assert ref.game.deal_index == 4 and ref.game.trick_number() == 1
    assert [len(s) for s in ref.game.scores] == [4, 4, 4, 4]


def test_the_referee_scores_like_the_engine_on_legal_games():
    for seed in range(3):
        game = new_game(seed, {"force_king": seed == 1, "quick": seed == 2})
        ref = KingReferee(game.options, game.first_dealer)
        rng = Random(seed)
        while not game.is_terminal():
            move = rng.choice(game.legal_moves())
            game.apply(move)
            assert ref.apply(move) == []
        assert ref.game.scores == game.scores


def test_a_referee_position_round_trips_and_keeps_its_proven_voids():
    ref = referee_at(1)
    enter(ref, "2S", "5S", "9H", "3S", "2H", "3H", "4H", "5H", "4S")
    d = ref.game.to_dict()
    assert d["hands"] is None
    again = KingReferee.from_dict(json.loads(json.dumps(d)))
    assert again.game.to_dict() == d
    found = enter(again, "7S", "6S")
    assert [(v["kind"], v["seat"], v["trick"]) for v in found] == [("revoke", 2, 1)]


def test_a_refereed_position_loads_at_every_moment_with_the_deal_replayed_from_its_start():
    # KingReferee.from_dict: the deal's start from the scores before it (King.table_at_deal),
    # the deal's moves so far replayed onto it; the same position, and the same violations on.
    for seed in range(3):
        rng = Random(seed)
        ref = KingReferee({"quick": seed == 2}, seed % 4)
        moments = 0
        while not ref.game.is_terminal():
            d = ref.game.to_dict()
            again = KingReferee.from_dict(json.loads(json.dumps(d)))
            assert again.game.to_dict() == d
            assert again.deal_start() == ref.deal_start()
            move = rng.choice(ref.game.legal_moves())
            assert again.apply(move) == ref.apply(move)
            moments += 1
        assert moments > 200


def test_a_rollback_to_a_later_trick_keeps_the_tricks_before_it():
    ref = referee_at(1)
    enter(ref, "2S", "5S", "6S", "3S")  # the third seat wins with 6S and leads
    second_leader = ref.game.leader
    enter(ref, "2D", "9H", "3D", "4D")  # the next seat shows out of diamonds; 4D leads next
    v = enter(ref, "7D", "8D", "TD")  # ... and now plays a diamond: a revoke in trick 2
    assert [(x["kind"], x["trick"]) for x in v] == [("revoke", 2)]
    ref.rollback(1, 2)
    assert ref.game.trick_number() == 2 and ref.game.trick == []
    assert ref.game.leader == second_leader and len(ref.game.history) == 1
    assert ref.violations == []


def test_a_rollback_refuses_a_trick_not_yet_played_and_an_older_deal():
    ref = referee_at(1)
    enter(ref, "2S", "5S", "9H", "3S")
    with pytest.raises(ValueError, match=r"^deal 1 has no trick 3 yet$"):
        ref.rollback(1, 3)
    with pytest.raises(ValueError, match=r"^deal 1 has no trick 0 yet$"):
        ref.rollback(1, 0)
    with pytest.raises(ValueError, match=r"^deal 7 cannot be rolled back \(only the last two deals\)$"):
        ref.rollback(7, 1)
    ref.rollback(1, 2)  # the trick about to be played is there to go back to
    assert ref.game.trick_number() == 2 and len(ref.game.history) == 1


def test_a_referee_position_from_a_later_deal_round_trips_and_known_hands_are_refused():
    ref = referee_at(3, dealer=2)
    enter(ref, "2S", "5S", "6S", "3S", "2D")
    d = ref.game.to_dict()
    again = KingReferee.from_dict(json.loads(json.dumps(d)))
    assert again.game.to_dict() == d and again.game.deal_index == 2
    with pytest.raises(ValueError, match=r"^the referee follows a table with unknown hands "
                                         r"\(hands null\)$"):
        KingReferee.from_dict(new_game(1).to_dict())


def test_a_seat_that_shows_out_twice_is_reported_for_the_first_trick():
    ref = referee_at(1)
    enter(ref, "2S", "5S", "9H", "3S")  # seat 0 leads; seat 2 shows out of spades in trick 1
    enter(ref, "2H", "3H", "4H", "5H")  # seat 1 led (5S won); seat 0 wins with 5H
    assert enter(ref, "4S", "7S", "8H", "8S") == []  # seat 2 shows out of spades again
    found = enter(ref, "9S", "TS", "JS", "QS")  # seat 3 leads; seat 2 plays a spade at last
    revokes = [v for v in ref.violations if v["kind"] == "revoke"]
    assert [(v["seat"], v["trick"]) for v in revokes] == [(2, 1)]
    assert found == revokes


def test_only_the_last_two_deals_can_be_rolled_back():
    ref = referee_at(1)
    for deal in range(3):
        while ref.game.deal_index == deal:
            ref.apply(ref.game.legal_cards()[0])
    assert ref.game.deal_index == 3
    with pytest.raises(ValueError, match=exactly("deal 2 cannot be rolled back (only the last "
                                                 "two deals)")):
        ref.rollback(2, 1)
    ref.rollback(3, 1)
    assert ref.game.deal_index == 2 and ref.game.trick_number() == 1


def test_a_table_game_at_a_deals_start_is_that_deals_start_of_the_whole_game():
    # King.table_at_deal (the table referee's undo and resume begin a replay there): the same
    # position as the refereed game reached by playing every deal before it.
    rng = Random(4)
    checked = 0
    for quick in (False, True):
        options = {"quick": quick}
        ref = KingReferee(options, 2)
        while not ref.game.is_terminal():
            game = ref.game
            if not game.history and not game.trick and (game.auction is None
                                                         or not game.auction.bids):
                again = King.table_at_deal(game.options, 2, game.deal_index + 1, game.scores)
                assert again.to_dict() == game.to_dict()
                checked += 1
            ref.apply(rng.choice(game.legal_moves()))
    assert checked == 10 + 7  # every deal's start of a game and of a quick game


@pytest.mark.parametrize("deal,scores,why", [
    (0, [[], [], [], []], "no deal 0 in this game"),
    (11, [[0] * 10] * 4, "no deal 11 in this game"),
    ("3", [[0, 0]] * 4, "no deal '3' in this game"),
    (3, [[0, 0]] * 3, "scores must be four lists of points"),
    (3, None, "scores must be four lists of points"),
    (3, [[0, 0], [0, 0], [0], [0, 0]], "scores must be four lists of 2 points"),
    (3, [[0, 0], [0, 0], [0, "-20"], [0, 0]], "a score must be a whole number, not '-20'"),
])
def test_a_table_game_at_a_deals_start_refuses_what_does_not_fit(deal, scores, why):
    with pytest.raises(ValueError, match=exactly(why)):
        King.table_at_deal(None, 0, deal, scores)
