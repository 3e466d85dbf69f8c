"""Why a cell is not a legal destination (shared_rules/treasure/why.py): one test per reason,
in the notation, and on every cell of random games the reason is given exactly for the cells
`destinations` leaves out."""
import pytest
from hypothesis import given, settings, strategies as st

from shared_rules import cards
from shared_rules.treasure import game as treasure
from shared_rules.treasure import players as treasure_players
from shared_rules.rng import Random
from shared_rules.treasure.game import parse_cell
from shared_rules.treasure.why import why_not
from tests.support.treasure_positions import state

EMPTY_BOARD = [".. .. .. .. .. .. .."] * 7
THREE = {"S": ["AS", "3S"], "H": ["AH"]}  # the King of spades walks 3
TWO = {"S": ["AS", "2S"], "H": ["AH"]}


def why(st_, cell):
    return why_not(st_, parse_cell(cell))


def test_a_legal_destination_has_no_reason():
    s = state()
    assert why(s, "d5") == "" and "d5" in s.legal_moves()


def test_the_kings_own_cell():
    assert why(state(), "d4") == "d4: the King stands here and must walk 1 step"


def test_another_king_stands_there():
    s = state(kings={"S": "d4", "H": "d5"})
    assert why(s, "d5") == "a King stands on d5: a path may pass it, never stop there"


def test_an_empty_cell():
    assert why(state({"d5": ".."}), "d5") == "d5 is empty: a King stops on a card or the Joker"


def test_too_far():
    assert why(state(), "d6") == "too far: d6 is 2 steps away, the King walks 1"


def test_empty_cells_cut_a_cell_off():
    s = state({"b1": "..", "a2": "..", "c2": "..", "b3": ".."}, piles=THREE)
    assert why(s, "b2") == "empty cells cut b2 off: no path of cards leads there"


def test_a_counterfeiter_stops_the_path():
    # d4 -> d3 -> d2 is the only path of 2 steps; the face-up Counterfeiter on d3 ends it there.
    s = state({"d3": "4C"}, piles=TWO)
    assert why(s, "d2") == "a Counterfeiter on the way stops every path to d2"
    assert "d3" in s.legal_moves()
    # face down it has no passing power: d2 is legal
    assert why(state({"d3": "~4C"}, piles=TWO), "d2") == ""


def test_the_wrong_parity():
    assert why(state(piles=TWO), "d5") == \
        "d5 is 1 step away: 2 steps cannot end there (a detour adds two)"


def test_too_many_steps_for_any_detour():
    s = state({"d5": "6H", "d6": "7H"}, piles=THREE, base=EMPTY_BOARD)
    assert why(s, "d5") == "too many steps: d5 is 1 away and no detour over cards is 3 long"


def test_with_knights_on_the_board_no_exact_path_is_said():
    s = state({"d5": "JH", "d6": "6H"}, piles=THREE, base=EMPTY_BOARD)
    assert why(s, "d5") == "no path of exactly 3 steps ends on d5"


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from(treasure.LEVELS), st.integers(2, 4),
       st.integers(0, 30))
def test_a_reason_exactly_for_the_cells_that_are_not_destinations(seed, level, players, moves):
    s = treasure.new_game(seed, players=players, level=level)
    rng = Random(seed)
    for _ in range(moves):
        if s.is_terminal():
            break
        s.apply(treasure_players.random_move(s, rng))
    legal = s.destinations()
    for cell in range(49):
        assert (why_not(s, cell) == "") == (cell in legal)


# ----- distances at the board's edges and through a Knight's jump ----------------------------
# The reasons name a distance; these pin it where a walk could wrap round an edge of the board.
@pytest.mark.parametrize("king, target, away", [
    ("d1", "d7", 6),   # up from the top row leaves the board, it does not wrap to the bottom
    ("d7", "d1", 6),   # down from the bottom row
    ("a4", "g4", 6),   # left from the first column does not wrap to the row above
    ("g4", "a4", 6),   # right from the last column does not wrap to the row below
    ("b1", "a1", 1),   # a1, the board's first cell, can be stepped on
])
def test_the_walk_stops_at_the_edges_of_the_board(king, target, away):
    s = state({"a1": "3C"}, kings={"S": king, "H": "g7"}, version="basic")
    if away == 1:
        assert why(s, target) == ""
    else:
        assert why(s, target) == "too far: %s is %d steps away, the King walks 1" % (target, away)


def test_a_face_up_knight_jumps_the_next_step_along_its_line():
    # d4 -> d5 (the Knight) -> a jump down its line to d7: two steps, not three.
    s = state({"d5": "JH", "d6": "6H", "d7": "7H"}, base=EMPTY_BOARD)
    assert why(s, "d7") == "too far: d7 is 2 steps away, the King walks 1"
    # the jump also passes an empty cell; face down the Knight only walks
    s = state({"d5": "JH", "d7": "7H"}, base=EMPTY_BOARD)
    assert why(s, "d7") == "too far: d7 is 2 steps away, the King walks 1"
    s = state({"d5": "~JH", "d6": "6H", "d7": "7H"}, base=EMPTY_BOARD)
    assert why(s, "d7") == "too far: d7 is 3 steps away, the King walks 1"


def test_a_knight_at_the_board_edge_jumps_nowhere():
    # the King enters the Knight on d7 moving down: its line leaves the board
    s = state({"d5": "6H", "d6": "6D", "d7": "JH", "e7": "7H"}, piles=THREE, base=EMPTY_BOARD)
    assert why(s, "e7") == "too far: e7 is 4 steps away, the King walks 3"


def test_a_counterfeiter_stops_a_walk_only_at_the_complete_level():
    s = state({"d5": "4H", "d6": "6H"}, piles=TWO, base=EMPTY_BOARD)
    assert why(s, "d6") == "a Counterfeiter on the way stops every path to d6"
    s = state({"d5": "4H", "d6": "6H"}, piles=TWO, base=EMPTY_BOARD, version="advanced")
    assert why(s, "d6") == ""


def _relaxed_distance(s, target):
    """An independent oracle at the levels without Knight jumps or Counterfeiter stops: the
    fewest steps over cards, the Joker and other Kings' cells, by breadth-first search."""
    start = s.kings[s.turn]
    dist = {start: 0}
    frontier = [start]
    while frontier:
        nxt = []
        for cell in frontier:
            r, c = divmod(cell, 7)
            for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                n = rr * 7 + cc
                if (0 <= rr < 7 and 0 <= cc < 7 and n not in dist
                        and (s.board[n] != cards.EMPTY or n in s.kings)):
                    dist[n] = dist[cell] + 1
                    nxt.append(n)
        frontier = nxt
    return dist.get(target, -1)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10_000), st.sampled_from(("basic", "advanced")), st.integers(2, 4),
       st.integers(0, 30))
def test_every_distance_a_reason_names_is_the_true_one(seed, level, players, moves):
    s = treasure.new_game(seed, players=players, level=level)
    rng = Random(seed)
    for _ in range(moves):
        if s.is_terminal():
            break
        s.apply(treasure_players.random_move(s, rng))
    for cell in range(49):
        reason = why_not(s, cell)
        away = _relaxed_distance(s, cell)
        if reason.startswith("empty cells cut"):
            assert away == -1
        elif reason.startswith("too far"):
            assert " is %s away" % ("%d step%s" % (away, "" if away == 1 else "s")) in reason
            assert away > s.steps()
        elif "cannot end there" in reason or reason.startswith("too many steps"):
            assert " %d " % away in reason.replace(" step", " ").replace(" away", " ")
            assert 0 < away < s.steps()
