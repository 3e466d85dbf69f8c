"""Kings and Treasures situations written from the survivors of the seed-3 mutation sample
(issue 16): a Priest's flip capped at the rule's three cards, and the search's direction
orders rebuilt (a table built at import, which a mutation test cannot switch)."""
import pytest

from shared_rules.treasure import bot as treasure_bot
from shared_rules.treasure import moves as tm
from shared_rules.treasure.game import cell_name, from_dict, new_game, parse_cell
from tests.support.refusals import exactly


def _priest_among_four_counterfeiters():
    """Complete rules, Spades to move 1 step (the Ace on top) from a1: b1 is empty, so the
    only move is the Priest (9 of Hearts) at a2. The four Counterfeiters lie face up at b2,
    a3, b3 and a4, all within the next turn's 9 steps of a2 and far from Clubs' King at g7."""
    rows = [".. .. 2S 3S 5S 6S 7S",
            "9H 4S 8S 9S TS JS QS",
            "4H 4D AH 2H 3H 5H 6H",
            "4C 7H 8H JK TH JH QH",
            "AD 2D 3D 5D 6D 7D 8D",
            "9D TD JD QD 2C 3C 5C",
            "6C 7C 8C 9C TC JC .."]
    return from_dict({"game": "treasure", "version": "complete", "seats": ["S", "C"],
                      "turn": "S", "board": rows, "kings": {"S": "a1", "C": "g7"},
                      "piles": {"S": ["AS"], "C": ["AC", "QC"]}})


def test_a_priest_among_four_counterfeiters_flips_three_of_them():
    # Each face-up Counterfeiter near the King would cut its next paths short: the bot turns
    # them face down, but a Priest turns over up to 3 cards (rules: Priest), so the first three.
    state = _priest_among_four_counterfeiters()
    assert state.legal_moves() == ["a2"]
    move = treasure_bot.choose(state.view(state.turn))
    assert move == "a2 flip=b2,a3,b3"
    with pytest.raises(ValueError, match=exactly("flip: name 1 to 3 cells, not 4")):
        state.copy().apply("a2 flip=b2,a3,b3,a4")
    state.apply(move)


@pytest.mark.parametrize("sr", (-1, 0, 1))
@pytest.mark.parametrize("sc", (-1, 0, 1))
def test_the_direction_orders_try_the_targets_side_first_or_last(sr, sc):
    # Directions 0 up, 1 right, 2 down, 3 left; a target above (sr < 0) is up, to the right
    # (sc > 0) is right. The near order tries those directions first, the far one last.
    toward = [d for d, yes in ((0, sr < 0), (1, sc > 0), (2, sr > 0), (3, sc < 0)) if yes]
    away = [d for d in range(4) if d not in toward]
    orders = tm._orders()
    assert len(orders) == 18
    assert tm._ORDERS[:72] == bytes(j for order in orders for j in order)  # the walk's table
    near = orders[(sr + 1) * 6 + (sc + 1) * 2]
    far = orders[(sr + 1) * 6 + (sc + 1) * 2 + 1]
    assert near == tuple(toward + away) and far == tuple(away + toward)
    assert sorted(near) == [0, 1, 2, 3]


def test_a_knight_taken_by_a_squire_is_not_counted_again_as_next_turns_card():
    # Complete rules, Hearts to move 10 steps (the Ten of Diamonds on top) from f4. The best
    # card on the board for Hearts is the Knight of Hearts at c5 (11 points, a subject). Hearts
    # can stop on it, or stop on the Squire at b5 and take the Knight next to it as well; then
    # the Squire is on top and the next turn is 2 steps from b5, where the Knight is no longer
    # on the board: the best card in reach is worth 3 points (30 tenths), not the Knight's 11.
    # Counting the Knight twice made the Squire look best; stopping on the Knight is the move.
    state = from_dict({
        "game": "treasure", "version": "complete", "seats": ["S", "C", "H"], "turn": "H",
        "board": [".. .. .. 7H TC .. ..",
                  ".. .. QD 6D 3D TH 9D",
                  "7C 7D 5C 4D 8H .. TS",
                  "2H 6S JS JK .. .. 6H",
                  "3S 2S JH QS 6C .. 5H",
                  ".. 9S 2D 2C ~4C 3H 7S",
                  ".. JD 3C 8D ~4H 8S .."],
        "kings": {"S": "a2", "C": "f5", "H": "f4"},
        "piles": {"S": ["AS", "5S", "4S", "AD", "5D"], "C": ["AC", "8C", "QC", "9C"],
                  "H": ["JC", "AH", "9H", "QH", "TD"]}})
    assert "b5" in state.legal_moves() and "c5" in state.legal_moves()
    judge = treasure_bot._Judge(state.view(state.turn))
    b5, c5 = treasure_bot._cell("b5"), treasure_bot._cell("c5")
    assert judge.reach(b5, 2, b5, -1) == 110  # the Knight still on the board
    assert judge.reach(b5, 2, b5, c5) == 30  # taken with the Squire
    assert treasure_bot.choose(state.view(state.turn)) == "c5"


def test_a_game_of_an_unknown_level_is_refused_by_name():
    with pytest.raises(ValueError, match=exactly(
            "unknown level 'expert' (expected basic, advanced or complete)")):
        new_game(0, players=2, level="expert")


def test_positions_that_are_no_kings_and_treasures_game_are_refused_whole():
    d = new_game(1, players=2, level="complete").to_dict()
    assert d["board"][3] == "9S 9H 4S JK 6H 9C 6D"
    for key, value, message in (
            ("game", "chess", "not a Kings and Treasures position: game is 'chess'"),
            ("seats", [1, "S"], "unknown suit 1 in seats"),
            ("board", d["board"][:3] + ["9S 9H 4S ~JK 6H 9C 6D"] + d["board"][4:],
             "the Joker cannot lie face down (d4)")):
        bad = dict(d)
        bad[key] = value
        with pytest.raises(ValueError, match=exactly(message)):
            from_dict(bad)
    assert from_dict(d).to_dict() == d


def test_a_choice_that_is_no_power_or_made_on_the_joker_is_refused_whole():
    # Spades' King at c4 moves 1 step (the Ace on top): the Joker at d4 is one destination.
    state = from_dict({
        "game": "treasure", "version": "complete", "seats": ["S", "C"], "turn": "S",
        "board": [".. .. 2S 3S 5S 6S 7S",
                  "9H 4S 8S 9S TS JS QS",
                  "4H 4D AH 2H 3H 5H 6H",
                  "4C 7H .. JK TH JH QH",
                  "AD 2D 3D 5D 6D 7D 8D",
                  "9D TD JD QD 2C 3C 5C",
                  "6C 7C 8C 9C TC JC .."],
        "kings": {"S": "c4", "C": "g7"}, "piles": {"S": ["AS"], "C": ["AC", "QC", "8H"]}})
    assert state.legal_moves() == ["b4", "c3", "c5", "d4"]
    with pytest.raises(ValueError, match=exactly(
            "unknown choice 'foo=a1' (expected one of teleport, flip, swap, steal, knight, "
            "discard)")):
        state.apply("d4 foo=a1")
    with pytest.raises(ValueError, match=exactly(
            "flip is not possible on d4: the Joker there has no stopping power at this level")):
        state.apply("d4 flip=a2")
    state.apply("d4")
    assert state.kings[0] == 24


def test_a_corridor_through_a5_on_an_empty_board_reaches_its_only_destination():
    # Basic rules, Spades moves 8 (the Eight on top) from a3 down a corridor of cards: a4 a5
    # a6 a7, then along row 7 to e7, exactly 8 steps; every other cell is empty. The board is
    # sparse, so the search asks its dynamic bound whether a walk from a4 (7 steps left) can
    # still end on a destination: the way on runs through a5, and e7 must be found.
    rows = [".. .. .. .. .. .. ..",
            ".. .. .. .. .. .. ..",
            ".. .. .. .. .. .. ..",
            "2D .. .. .. .. .. ..",
            "5D .. .. .. .. .. ..",
            "6D .. .. .. .. .. ..",
            "7D 9D TD JD QD .. .."]
    on_board = ("2D", "5D", "6D", "7D", "9D", "TD", "JD", "QD", "AS", "8S", "AC")
    rest = [r + s for s in "SHDC" for r in "A23456789TJQ" if r + s not in on_board]
    state = from_dict({"game": "treasure", "version": "basic", "seats": ["S", "C"],
                       "turn": "S", "board": rows, "kings": {"S": "a3", "C": "g7"},
                       "piles": {"S": ["AS", "8S"], "C": ["AC"] + rest}})
    assert state.steps() == 8
    assert state.legal_moves() == ["e7"]
    assert [cell_name(c) for c in state.path(parse_cell("e7"))] == [
        "a4", "a5", "a6", "a7", "b7", "c7", "d7", "e7"]
