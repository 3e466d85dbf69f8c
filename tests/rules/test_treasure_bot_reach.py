"""The Kings and Treasures bot's cheap bound of its next turn (`_Judge.reach`): the best card
whose shortest way over the board after the move fits the step count (docs/treasure_vsbots.md).
Each case is a card in reach by distance that the board's holes, a Counterfeiter or the cells
taken now put out of reach, or a King's cell that a path may cross."""
from shared_rules.treasure import bot as treasure_bot
from shared_rules.cards import parse
from shared_rules.treasure.game import parse_cell
from tests.support.treasure_positions import game


def judge(changes, kings):
    s = game(changes, kings, {"S": ["AS"], "H": ["AH"]}, turn="S")
    return treasure_bot._Judge(s.view(s.turn))


def worth(j, token):
    return j.worth(j.me, parse(token))


def reach(j, stop, steps, g1="", g2=""):
    return j.reach(parse_cell(stop), steps, parse_cell(g1) if g1 else -1,
                   parse_cell(g2) if g2 else -1)


def test_a_card_two_cells_away_beyond_a_hole_is_four_steps_away():
    # d5 is empty: the Queen of Spades at d6 is reached round by e4, e5, e6 (4 steps).
    j = judge({"d4": "2S", "e4": "5C", "e5": "7D", "e6": "8H", "d6": "QS"},
              {"S": "a1", "H": "g7"})
    assert reach(j, "d4", 2, "d4") == worth(j, "7D")
    assert reach(j, "d4", 4, "d4") == worth(j, "QS")


def test_a_face_up_counterfeiter_ends_every_way_through_it():
    # The only way on to the Queen at f4 is through the Counterfeiter at e4: a forced stop.
    j = judge({"d4": "2S", "e4": "4C", "f4": "QS", "g4": "9S"}, {"S": "a1", "H": "g7"})
    assert reach(j, "d4", 2, "d4") == worth(j, "4C")
    # The same cells with a face-down card at e4: it has no passing power.
    j = judge({"d4": "2S", "e4": "~4C", "f4": "QS", "g4": "9S"}, {"S": "a1", "H": "g7"})
    assert reach(j, "d4", 2, "d4") == worth(j, "QS")


def test_a_path_crosses_the_cell_of_another_king():
    # Hearts stands on e4 (an empty cell under its King): the way to f4 goes through it.
    j = judge({"d4": "2S", "f4": "QS"}, {"S": "a1", "H": "e4"})
    assert reach(j, "d4", 2, "d4") == worth(j, "QS")
    # Without the King there, e4 is a hole and nothing is in reach.
    j = judge({"d4": "2S", "f4": "QS"}, {"S": "a1", "H": "g7"})
    assert reach(j, "d4", 2, "d4") == -1


def test_the_cells_taken_now_are_holes_next_turn():
    # Two cards taken now, at d4 and e4 (as a Squire takes a Knight beside it; a plain card
    # here: with a face-up Knight on the board the bound is the Manhattan one): the Queen
    # beyond e4 is cut off.
    j = judge({"d4": "2S", "e4": "9C", "f4": "QS", "d5": "3D", "d6": "6D"},
              {"S": "a1", "H": "g7"})
    assert reach(j, "d4", 2, "d4", "e4") == worth(j, "6D")
    assert reach(j, "d4", 2, "d4") == worth(j, "QS")


def test_a_card_at_the_other_parity_is_out_of_reach():
    # Without Knights a way to f4 is 2, 4, ... steps long: 3 steps cannot end on the Queen.
    j = judge({"d4": "2S", "e4": "6C", "f4": "QS", "c4": "9C", "c3": "8C", "c5": "7C"},
              {"S": "a1", "H": "g7"})
    assert reach(j, "d4", 3, "d4") == worth(j, "6C")
    assert reach(j, "d4", 2, "d4") == worth(j, "QS")


def test_with_a_face_up_knight_the_bound_is_the_distance_without_parity():
    # A Knight's jump goes over holes: the Queen two cells away beyond a hole counts, at an
    # odd step count too.
    j = judge({"d4": "2S", "e4": "JC", "d6": "QS", "a7": "3D"}, {"S": "a1", "H": "g7"})
    assert reach(j, "d4", 3, "d4") == worth(j, "QS")
    assert reach(j, "d4", 1, "d4") == worth(j, "JC")
