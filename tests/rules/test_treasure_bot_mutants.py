"""Kings and Treasures bot and baseline decisions that each rest on one rule of the bot's
judgement (shared_rules/treasure/bot.py module docstring), found where a small change of that
rule changes the move (issue 16: mutation testing). Positions in the notation of
docs/rules/treasure.md, first row listed = row 1."""
import pytest

from shared_rules.treasure import bot as treasure_bot
from shared_rules.treasure.players import greedy
from shared_rules.rng import Random
from shared_rules.treasure.game import card_score, cell_name, from_dict, parse_cell
from tests.support.treasure_positions import rows_with
from tests.support.treasure_positions import game


def _position(version, seats, turn, kings, piles, rows):
    return from_dict({"game": "treasure", "version": version, "seats": seats, "turn": turn,
                      "board": rows, "kings": kings, "piles": piles})


# Each: why the move is the bot's, the position, the move.
DECISIONS = [
    pytest.param(
        # Spades to move at c7: the Architect of Spades at g5 swaps b2 (the Eight of Spades,
        # out of reach) with f4 (a Counterfeiter of Clubs within the next turn's 6 steps): a
        # swap is guessed at its gain, the points it brings within reach, weighed as a next
        # turn's take is.
        "complete", ["D", "S", "C", "H"], "S", {"D": "c4", "S": "c7", "C": "d5", "H": "g4"},
        {"D": ["AD", "QC", "JD", "2C", "TD", "QD"], "S": ["AS", "TS", "QS"],
         "C": ["9S", "AC", "9C", "TC", "8C"], "H": ["AH", "5C", "8H", "3S", "9H"]},
        [".. 4D JC 4S 6H 3D ..",
         ".. 8S .. 2H 6C .. ..",
         ".. 5D .. 3H 9D 2D QH",
         "6D 7S .. JK .. 4C ..",
         "JS JH 3C .. .. 8D 6S",
         "4H 5S 7D .. TH 7C 2S",
         ".. .. .. 7H 5H .. .."], "g5 swap=b2,f4", id="a-swap-is-guessed-at-its-gain"),
    pytest.param(
        # Diamonds to move, 3 steps from e3: the 3 of Clubs at d1. A next turn whose best take
        # is worth nothing is not stuck (stuck is no card within reach at all, which costs):
        # counted as stuck, d1 would give way to the 4 of Spades at c4.
        "advanced", ["S", "H", "D"], "D", {"S": "e5", "H": "f5", "D": "e3"},
        {"S": ["AS", "8C", "8S", "JS", "9S", "7S", "5S", "3S"],
         "H": ["AH", "2H", "8H", "7H", "QH", "TH", "9H", "6H", "5H", "5C"],
         "D": ["QS", "AD", "TS", "JD", "QD", "9D", "TD", "7D", "8D", "3D"]},
        ["AC JC .. 3C .. .. ..",
         ".. 4D .. QC .. .. ..",
         "2S 6S .. TC .. .. 3H",
         ".. .. 4S JK .. 9C 6D",
         "5D 4H 2D .. .. .. ..",
         ".. .. .. .. .. 2C 7C",
         ".. 4C JH .. 6C .. .."], "d1", id="a-next-turn-worth-nothing-is-not-stuck"),
    pytest.param(
        # Clubs to move, 7 steps from f3: f2 (the 7 of Hearts) wins only in the exact search
        # of the leading offers. An offer is passed over only when its value (less the stuck
        # cost, when its next turn was stuck) cannot beat the best so far: bounded lower, f2
        # would be passed over for b4.
        "advanced", ["S", "H", "C"], "C", {"S": "c1", "H": "g2", "C": "f3"},
        {"S": ["AS", "TC", "QS", "9C", "3D", "8S"],
         "H": ["AH", "JH", "TH", "9H", "QH", "6H", "4H", "5H"],
         "C": ["AC", "JD", "JC", "QC", "8C", "JS", "7C"]},
        [".. 2D .. 8D .. .. ..",
         ".. .. TS .. 7S 7H ..",
         ".. .. .. 2S 9D .. 4C",
         "6C ~9S ~5C JK 7D TD ..",
         "4D 3S 6S .. 2C .. 2H",
         ".. .. 3H 3C 4S 5S QD",
         ".. 5D 6D .. 8H .. AD"], "f2", id="only-offers-that-cannot-win-are-not-searched"),
    pytest.param(
        # Advanced level, Diamonds to move with 9 steps: the Thief of Diamonds at d5 acts
        # from this level on, and the King of Spades beside it (d6) holds the Queen of Spades
        # on top: stopping there to steal it beats every card within reach.
        "advanced", ["S", "H", "D"], "D", {"S": "d6", "H": "f2", "D": "c1"},
        {"S": ["AS", "8C", "8S", "JS", "QS"], "H": ["AH", "2H", "8H", "7H", "QH", "TH"],
         "D": ["AD", "TS", "JD", "QD", "9D"]},
        ["AC JC .. 3C .. .. ..",
         ".. 4D .. QC .. .. 5H",
         "2S 6S 7S TC 3D 5S 3H",
         "9S 9H 4S JK 6H 9C 6D",
         "5D 4H 2D TD 3S 5C 8D",
         ".. .. .. .. 7D 2C 7C",
         ".. 4C JH .. 6C .. .."], "d5 steal=S", id="the-thief-steals-from-the-advanced-level"),
    pytest.param(
        # Two players: Clubs (13 points) is ahead of Spades (7), yet Spades is its only rival
        # and so the rival that counts: the Queen of Spades at f5 (1 point to Clubs, 12 denied
        # to Spades) beats the Ten of Clubs at a2 (10 to Clubs).
        "basic", ["S", "C"], "C", {"S": "d6", "C": "g2"},
        {"S": ["AS", "5S", "9C"], "C": ["AC", "QC"]},
        ["AD 6C TD 3C 5H 4H ..",
         "TC 4D 2H 4C 3H 8C ..",
         "JH JC QH 9H 2D JD 4S",
         "7C 5C QD JK 3D 7S 8S",
         "6H TH 7H JS 9D QS 9S",
         "7D 6D 2C .. 2S 5D 3S",
         ".. .. 8H 6S 8D TS AH"], "f5", id="the-only-rival-leads-even-when-behind"),
    pytest.param(
        # Spades to move: the next player's best reply is judged by distance and parity of its
        # step count (Clubs: 11 steps from b3); the Queen of Spades at f5 it is.
        "basic", ["S", "C"], "S", {"S": "d6", "C": "b3"},
        {"S": ["AS", "5S", "9C"], "C": ["AC", "QC", "JC"]},
        ["AD 6C TD 3C 5H 4H ..",
         "TC 4D 2H 4C 3H 8C ..",
         "JH .. QH 9H 2D JD 4S",
         "7C 5C QD JK 3D 7S 8S",
         "6H TH 7H JS 9D QS 9S",
         "7D 6D 2C .. 2S 5D 3S",
         ".. .. 8H 6S 8D TS AH"], "f5", id="the-next-players-reply-by-parity"),
    pytest.param(
        # Clubs to move: the 4 of Spades at g3 is the very card Spades would take best next
        # turn (3 steps from e2): counted, that ties it with the 5 of Clubs at b4 (1 point less
        # to Clubs and to Spades), and the next turns settle the tie for g3.
        "basic", ["S", "C"], "C", {"S": "e2", "C": "a4"},
        {"S": ["AS", "5S", "9C", "QS", "JS", "8C", "7S", "6S", "3H"],
         "C": ["AC", "QC", "JC", "9S", "TS", "TC", "8S", "7C"]},
        ["AD 6C TD 3C 5H 4H ..",
         ".. 4D 2H 4C .. .. ..",
         "JH .. QH 9H 2D JD 4S",
         ".. 5C QD JK 3D .. ..",
         "6H TH 7H .. 9D .. ..",
         "7D 6D 2C .. 2S 5D 3S",
         ".. .. 8H .. 8D .. AH"], "g3", id="takes-the-next-players-best-card"),
    pytest.param(
        # Spades to move: from the Queen of Hearts at c3 (12 steps next turn) the cards in reach
        # are those at an even distance; the 9 of Diamonds at e5 leaves better ones in reach.
        "basic", ["S", "C"], "S", {"S": "g3", "C": "c6"},
        {"S": ["AS", "5S", "9C", "QS", "JS", "8C", "7S", "6S", "3H", "4C", "4S"],
         "C": ["AC", "QC", "JC", "9S", "TS", "TC", "8S", "7C", "5C", "6C", "2C"]},
        ["AD .. TD 3C 5H 4H ..",
         ".. 4D 2H .. .. .. ..",
         "JH .. QH 9H 2D JD ..",
         ".. .. QD JK 3D .. ..",
         "6H TH 7H .. 9D .. ..",
         "7D 6D .. .. 2S 5D 3S",
         ".. .. 8H .. 8D .. AH"], "e5", id="next-turn-reach-by-parity"),
    pytest.param(
        # Spades (49 points) ties Clubs (49): its own pile is no rival's, so what it takes
        # counts once: the 6 of Clubs at b1 (1 point, denied to Clubs) beats stealing Clubs' top.
        "advanced", ["S", "C"], "S", {"S": "f4", "C": "b4"},
        {"S": ["AS", "5S", "9C", "QS", "JS", "8C", "8S", "3H", "7S"],
         "C": ["AC", "QC", "JC", "9S", "TS", "TC", "6S", "7C", "5C"]},
        ["AD 6C TD 3C 5H 4H ..",
         ".. 4D 2H 4C .. .. ..",
         "JH .. QH 9H 2D JD ~4S",
         ".. .. QD JK 3D .. ..",
         "6H TH 7H .. 9D .. ..",
         "7D 6D 2C .. 2S 5D 3S",
         ".. .. 8H .. 8D .. AH"], "b1", id="tied-with-the-leader-its-own-gain-counts-once"),
    pytest.param(
        # Spades to move: a stop on the Joker takes no card, so every card (the 6 of Clubs at
        # b1 too) stays for its next turn; the 9 of Hearts at c1 is still the better move.
        "advanced", ["S", "C"], "S", {"S": "a4", "C": "a3"},
        {"S": ["AS", "3C", "8S", "TC", "6S", "8C", "TS", "9S", "5C"],
         "C": ["AC", "JS", "QC", "QS", "9C", "JC", "5S", "7S", "3H"]},
        ["AD 6C 9H TH 8D 7C AH",
         "2D .. .. .. 2S 5H ..",
         ".. JH 2H 7H 6H 6D ~4S",
         ".. .. 2C JK ~4H .. 3S",
         "4D TD QH 4C .. 8H ..",
         ".. 7D .. .. .. JD ..",
         ".. 3D QD 9D 5D .. .."], "c1", id="the-joker-takes-no-card"),
    pytest.param(
        # Complete level, the first move, with face-up Knights (JC, JS, JH, JD): their jumps
        # reach beyond the cheap bound of the next turn, so every leading offer is searched
        # with its real next turn: the 5 of Hearts at g2 (5 points) beats the 5 of Spades at
        # f1 (1), which the bound alone ranked first.
        "complete", ["H", "S"], "H", {"H": "g1", "S": "a7"}, {"H": ["AH"], "S": ["AS"]},
        ["AD 3D 8S 4C 5C 5S ..",
         "QC 4D QS 8C TD 9S 5H",
         "3S QD 2C JC 8D 4S 6D",
         "JS 4H 9H JK TC 7H TH",
         "6H 9D 9C 6S TS 7S JH",
         "8H 2H 3C 6C 3H 5D 7C",
         ".. 7D 2D 2S JD QH AC"], "g2", id="knights-on-the-board-no-offer-pruned"),
]


@pytest.mark.parametrize("version, seats, turn, kings, piles, rows, move", DECISIONS)
def test_the_bot_move_that_its_rule_decides(version, seats, turn, kings, piles, rows, move):
    s = _position(version, seats, turn, kings, piles, rows)
    assert move in s.legal_moves() or move.split()[0] in s.legal_moves()
    assert treasure_bot.choose(s.view(s.turn)) == move


def test_the_baseline_takes_the_better_magician_by_teleport():
    # One step: the Magician of Diamonds at c4 (1 point to Spades) goes on to the Magician of
    # Spades at g7 (8 points); the 2 of Diamonds at e4 is 1 point.
    s = game({"c4": "8D", "g7": "8S", "e4": "2D", "f7": "2S"}, {"S": "d4", "H": "a1"},
             {"S": ["AS"], "H": ["AH"]})
    for seed in range(4):
        assert greedy(s, Random(seed)) == "c4 teleport=g7"


def test_the_baseline_merchant_discards_the_counterfeiter_that_costs_it_most():
    # The Merchant of Diamonds (1 point) and out with the 4 of Spades (-4 to Spades): +5;
    # the 4 of Clubs would gain only 1 + 1, the 2 of Diamonds at e4 only 1.
    s = game({"c4": "7D", "e4": "2D"}, {"S": "d4", "H": "a1"},
             {"S": ["4S", "4C", "AS"], "H": ["AH"]})
    for seed in range(4):
        assert greedy(s, Random(seed)) == "c4 discard=4S"


def test_a_kings_card_values_are_its_scores_in_tenths_at_every_level():
    saved = dict(treasure_bot._TABLES)
    treasure_bot._TABLES.clear()  # built afresh here, not taken from an earlier test's cache
    try:
        for level in range(3):
            for suit in range(4):
                table = treasure_bot._score_table(suit, level)
                for c in range(4, 52):
                    assert table[c] == card_score(c, suit, level) * 10
                # no card on the board: empty (0), codes 1-3, the Kings, the Joker and above
                assert all(table[c] == 0 for c in list(range(4)) + list(range(52, 64)))
                assert treasure_bot._score_table(suit, level) is table  # made once
    finally:
        treasure_bot._TABLES.clear()
        treasure_bot._TABLES.update(saved)


def _judge(cells, kings):
    """The bot's judgement of Spades' turn (complete level) on a board empty but for `cells`."""
    state = _position("complete", ["S", "H"], "S", kings, {"S": ["AS"], "H": ["AH"]},
                      rows_with(cells, base=[" ".join([".."] * 7)] * 7))
    return treasure_bot._Judge(state.view(state.turn))


@pytest.mark.parametrize("cells, kings, dest, far, near", [
    # an own-suit Counterfeiter within reach (-4) for the Ten of Spades out of reach
    ({"c3": "4S", "e5": "2H", "g1": "TS", "a7": "9H"}, {"S": "a1", "H": "g7"}, "d4", "g1", "c3"),
    # every card within reach worth something: the least of them, never an empty cell
    ({"e5": "2H", "g1": "TS", "a7": "9H"}, {"S": "a1", "H": "g7"}, "d4", "g1", "e5"),
    # the least card within reach found first (a1, the first cell) stays the least
    ({"a1": "3H", "c3": "5S", "g7": "TS"}, {"S": "e5", "H": "g1"}, "b2", "g7", "a1"),
    # a small gain: the Two of Spades (2) for the Counterfeiter (-4) is 6 points
    ({"c3": "4S", "g1": "2S"}, {"S": "a1", "H": "g7"}, "d4", "g1", "c3"),
])
def test_an_architect_swaps_the_best_card_out_of_reach_with_the_least_within_it(
        cells, kings, dest, far, near):
    # within reach of the next turn's 2 steps from `dest`: 2 cells away (the parity rule)
    judge = _judge(cells, kings)
    gain, got_far, got_near = treasure_bot._swap(judge, parse_cell(dest), 2)
    assert (cell_name(got_far), cell_name(got_near)) == (far, near)
    assert gain == (judge.worth(0, judge.board[got_far]) - judge.worth(0, judge.board[got_near]))


def test_an_architect_without_a_card_out_of_reach_swaps_nothing():
    assert treasure_bot._swap(_judge({"c3": "4S"}, {"S": "a1", "H": "g7"}), parse_cell("d4"),
                              2) is None
