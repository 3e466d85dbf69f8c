"""Regicide position notation: exact round trip, and clear errors for bad positions and moves."""
import json

import pytest

from shared_rules.regicide import game as R
from tests.support.regicide_util import position
from tests.support.refusals import exactly


def round_trip(d):
    text = json.dumps(d, sort_keys=True)
    again = R.Regicide.from_dict(json.loads(text)).to_dict()
    assert json.dumps(again, sort_keys=True) == text


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_a_new_game_round_trips_exactly(players):
    round_trip(R.new_game(9, players=players).to_dict())


def test_a_position_without_rng_round_trips_without_one():
    d = position([["5S", "5H", "AC", "JK"], ["TD", "2C"], ["3C"]], enemy="JD",
                 table=[["5C"], ["AD", "8S"]], discard=["9S"], last_yield=[False, True, False])
    assert "rng" not in R.Regicide.from_dict(d).to_dict()
    round_trip(d)


def test_the_rules_page_example_reads_as_written_once_complete():
    d = position([["5S", "5H", "AC"], ["TD", "2C"]], enemy="JD", table=[["5C"], ["AD", "8S"]],
                 tavern=["7H", "3D"], discard=["9S"], castle=["JC", "JS", "JH", "QD", "QS",
                                                          "QH", "QC", "KS", "KH", "KD", "KC"],
                 last_yield=[False, True])
    g = R.Regicide.from_dict(d)
    assert g.damage == 5 * 2 + 9 and g.shield == 9 and g.players == 2
    assert R.move_text(g.legal_moves()[0]) == "AC"


def test_pay_phase_carries_owed():
    d = position([["9S", "3H"], ["2C"]], enemy="JH", phase="pay", owed=10)
    round_trip(d)
    del d["owed"]
    with pytest.raises(ValueError, match=exactly('a pay phase needs "owed"')):
        R.Regicide.from_dict(d)


@pytest.mark.parametrize("change,message", [
    (lambda d: d.pop("table"), "missing key 'table'"),
    (lambda d: d.update(extra=1), "unknown key 'extra'"),
    (lambda d: d.update(game="king"), "not a regicide position (game 'king')"),
    (lambda d: d.update(players=5), "players must be an integer from 1 to 4, not 5"),
    (lambda d: d.update(phase="resting"), ("phase must be one of play, pay, choose_next, won, "
                                          "lost, not 'resting'")),
    (lambda d: d["hands"][0].append("ZZ"), "hand 0: invalid card token 'ZZ'"),
    (lambda d: d["hands"][0].append("9S"), "9S appears twice"),
    (lambda d: d["tavern"].remove("2H"), "cards missing: 2H"),
    (lambda d: d["tavern"].append("JK"), "a 2-player game has 0 Jester(s) in play, not 1"),
    (lambda d: d["enemy"].update(damage=3), ("enemy damage 3 does not match the plays on the "
                                            "table (5)")),
    (lambda d: d["enemy"].update(shield=4), ("enemy shield 4 does not match the spades on the "
                                            "table (5)")),
    (lambda d: d["enemy"].update(card="9D"), "the enemy must be a Jack, Queen or King, not 9D"),
    (lambda d: d["table"].append(["4S", "4H", "4D"]), ("table play 1 is illegal: a set must "
                                        "total 10 or less (4S+4H+4D totals 12)")),
    (lambda d: d["castle"].reverse(), "the castle must hold Jacks, then Queens, then Kings (QC)"),
    (lambda d: d.update(last_yield=[True]), "last_yield must be a list of 2 true/false"),
    (lambda d: d.update(solo_jesters=1), "solo_jesters must be an integer from 0 to 0, not 1"),
    (lambda d: d["options"].update(solo_yield="sometimes"), ("solo_yield must be one of "
                                                            "never/always/not_twice, not "
                                                            "'sometimes'")),
    (lambda d: d.update(turn=2), "turn must be an integer from 0 to 1, not 2"),
    (lambda d: d.update(enemy=None), "there is no enemy only when the game is won"),
    (lambda d: d.update(players=True), "players must be an integer from 1 to 4, not True"),
    (lambda d: d.update(options=[]), "options must be an object"),
    (lambda d: d["options"].update(x=1), "unknown option 'x'"),
    (lambda d: d["options"].update(jester_self="yes"), "option jester_self must be true or false"),
    (lambda d: d["options"].pop("solo_yield"), "options must give solo_yield and jester_self"),
    (lambda d: d["options"].pop("jester_self"), "options must give solo_yield and jester_self"),
    (lambda d: d.update(owed=5), '"owed" belongs to the pay phase only'),
    (lambda d: d.update(phase="pay", owed=21), "owed must be an integer from 1 to 20, not 21"),
    (lambda d: d.update(hands="9S"), "hands must be a list of 2 hands"),
    (lambda d: d["hands"].pop(), "hands must be a list of 2 hands"),
    (lambda d: d.update(tavern="2H"), "tavern must be a list of card tokens"),
    (lambda d: d["discard"].append("~2H"), "discard: '~2H' is not a card of the game"),
    (lambda d: d["discard"].append(".."), "discard: '..' is not a card of the game"),
    (lambda d: d["castle"].append("ZZ"), "castle: invalid card token 'ZZ'"),
    (lambda d: d.update(table="5S"), "table must be a list of plays"),
    (lambda d: d["table"].append(["ZZ"]), "table play 1: invalid card token 'ZZ'"),
    (lambda d: (d["tavern"].remove("2H"), d["castle"].append("2H")),
     "the castle holds court cards only, not 2H"),
    (lambda d: d["enemy"].update(jester=True), "enemy jester true does not match the table"),
    (lambda d: d.update(phase="won"), "a won game has no enemy (enemy: null)"),
    (lambda d: d.update(phase="won", enemy=None), "a won game has an empty castle and table"),
    (lambda d: d["enemy"].update(damage=20), "damage must be an integer from 0 to 19, not 20"),
    (lambda d: d["enemy"].pop("shield"), "enemy: missing key 'shield'"),
    (lambda d: d.update(phase="choose_next"), ("choose_next follows a Jester: the last play on "
                                              "the table must be JK")),
])
def test_bad_positions_are_refused_naming_the_problem(change, message):
    d = position([["9S", "3H"], ["2C"]], enemy="JH", table=[["5S"]], tavern=["2H"])
    R.Regicide.from_dict(d)
    change(d)
    with pytest.raises(ValueError, match=exactly(message)):
        R.Regicide.from_dict(d)


def test_a_position_that_is_no_object_is_refused():
    with pytest.raises(ValueError, match=exactly("a position must be a JSON object")):
        R.Regicide.from_dict([])


def test_a_hand_above_the_maximum_is_refused():
    d = position([["2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S"], ["2C"]])
    with pytest.raises(ValueError, match=exactly("hand 0 holds 8 cards, more than the maximum 7")):
        R.Regicide.from_dict(d)


@pytest.mark.parametrize("text", ["5S+5H", "AC+8D", "JK", "yield", "flip", "pay 3D+9S", "next 2"])
def test_moves_round_trip_through_text(text):
    assert R.move_text(R.parse_move(text)) == text


@pytest.mark.parametrize("text,message", [("5X", "invalid card token '5X'"),
                                          ("pay ", "no cards given"),
                                          ("next two", "bad seat in 'next two'"),
                                          ("~5S", "invalid card token '~5S' in a move")])
def test_bad_move_text_is_refused(text, message):
    with pytest.raises(ValueError, match=exactly(message)):
        R.parse_move(text)


@pytest.mark.parametrize("bad, message", [
    ((R.PLAY, "5S"), "not a move: (0, '5S')"), ((), "not a move: ()"),
    ([R.YIELD], "not a move: [1]"), ((7,), "not a move: (7,)"),
    ("hello", "invalid card token 'hello'")])
def test_apply_refuses_what_is_not_a_move_and_nothing_changes(bad, message):
    g = R.new_game(1, players=2)
    before = g.to_dict()
    with pytest.raises(ValueError, match=exactly(message)):
        g.apply(bad)
    assert g.to_dict() == before


def test_a_move_of_no_kind_has_no_notation():
    with pytest.raises(ValueError, match=exactly("not a move: (7, 4)")):
        R.move_text((7, 4))


def test_a_position_without_a_generator_state_shuffles_the_same_way_in_every_version():
    """Its generator is seeded from its cards: a position written by hand, or saved before the
    state was kept, must heal the same way on every version of the device (pinned)."""
    d = position([["9S", "3H"], ["2C"]], enemy="JH", table=[["5S"]], tavern=["2H"])
    assert "rng" not in d
    assert R.Regicide.from_dict(d).rng.state() == (997200203, 224645661)
    d["tavern"] = d["tavern"][1:] + d["tavern"][:1]  # the same cards in another order
    assert R.Regicide.from_dict(d).rng.state() != (997200203, 224645661)


@pytest.mark.parametrize("state", [[True, 5], [5, 5.0], 1000, [0, 5], [5, 1073741783],
                                   [1, 2, 3], None])
def test_a_bad_generator_state_is_refused_with_the_shared_reason(state):
    # the Regicide solo and team saves' positions; the check is rng.saved_state's, as King's is
    d = R.new_game(5, players=1).to_dict()
    d["rng"] = state
    with pytest.raises(ValueError, match=exactly("invalid random state %r" % (state,))):
        R.Regicide.from_dict(d)
    d["rng"] = [1000, 1000]  # a state the generator reaches (test_rng_sequence)
    assert R.Regicide.from_dict(d).to_dict()["rng"] == [1000, 1000]
