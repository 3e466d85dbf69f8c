"""The Kings and Treasures bot's Hard level (issue 40, shared_rules/treasure/bot_hard.py):
legal, the same decision for the same view, a move Normal misses, and imported only when a
Hard seat decides (that no hidden card changes its decision: tests/rules/test_bots_seat_honest.py)."""
import os
import subprocess
import sys

from hypothesis import given, settings
from hypothesis import strategies as st

from shared_rules.treasure import game as treasure
from shared_rules.treasure import bot as treasure_bot
from shared_rules.treasure.players import greedy
from shared_rules.rng import Random

from tests.support.paths import ROOT
from tests.support.treasure_positions import game


def hard(state):
    return treasure_bot.choose(state.view(state.turn), "hard")


def test_hard_sees_the_rival_take_the_card_its_next_turn_was_for():
    """Spades on d4 moves one step (its Ace): to c4 or e4, the same 2 of an unplayed suit (one
    point, and two steps next turn). From c4 its next turn would reach the Queen of Spades on
    a4 (12 points), from e4 the 9 of Spades on g4 (9): Normal goes to c4 for the Queen. But
    Hearts moves in between, two steps from a2 (its 2 on top), and its only way is a3 to a4:
    it takes the Queen and stands on a4, and Spades on c4 is left with no move at all (b4 then
    a4 ends on a King). Hard plays the round on, sees it, and goes to e4 for the 9."""
    s = game({"c4": "2D", "e4": "2C", "b4": "6D", "a4": "QS", "f4": "6C", "g4": "9S",
              "a3": "7D"}, {"S": "d4", "H": "a2"}, {"S": ["AS"], "H": ["AH", "2H"]},
             version="basic")
    assert treasure_bot.choose(s.view(s.turn)) == "c4"  # Normal
    assert hard(s) == "e4"
    s.apply("c4")
    assert s.legal_moves() == ["a4"]  # Hearts' only move
    s.apply("a4")
    assert s.legal_moves() in ([], ["pass"])  # Spades stuck on c4, as Hard foresaw


def test_hard_at_two_players_looks_past_its_next_card_to_the_turn_after():
    """Spades on d4 moves one step (its Ace): to c4 or e4, the same 2 of an unplayed suit.
    From c4 its next turn (two steps) reaches the 9 of Spades on a4 (9 points), from e4 the 7
    on g4 (7): Normal, and Hard before issue 40's deeper look, go to c4 for the 9. But nine
    steps from a4 lead nowhere (the King is stuck for the rest of the game), while seven from
    g4 go up the g column and along row 7 to the Queen of Spades on c7 (12 more). At two
    players Hard plays on the rival's replies (Hearts, one step, takes the 5 on f1, then has no
    move) and its own turns after the move, and goes to e4."""
    s = game({"c4": "2D", "b4": "3D", "a4": "9S", "e4": "2C", "f4": "3C", "g4": "7S",
              "g5": "3H", "g6": "6D", "g7": "6C", "f7": "8D", "e7": "8C", "d7": "TD",
              "c7": "QS", "f1": "5H"}, {"S": "d4", "H": "g1"}, {"S": ["AS"], "H": ["AH"]},
             version="basic")
    assert treasure_bot.choose(s.view(s.turn)) == "c4"  # Normal
    assert hard(s) == "e4"
    west = s.copy()
    for move in ("e4", "f1", "g4"):  # then Hearts' only move, then Spades' only move
        assert move == "e4" or s.legal_moves() == [move]
        s.apply(move)
    assert s.legal_moves() in ([], ["pass"])  # Hearts, on a 5, has nowhere to go
    s.apply("pass")
    assert s.legal_moves() == ["c7"]  # seven steps: the Queen, as Hard foresaw
    for move in ("c4", "f1", "a4"):
        west.apply(move)
    assert west.is_terminal()  # the other way: nine steps from a4 lead nowhere, the game ends
    assert west.scores()[0] < s.scores()[0] + 12


def test_best_stops_are_the_destinations_in_the_order_asked_cut_to_k():
    """stops.best_stops (the deeper look's searches: the best cards in reach, best first) gives
    what `destinations` gives, ranked by the order asked and cut to k, over whole games of
    every level and seat count, with orders by value and at random."""
    from shared_rules.treasure.moves import destinations
    from shared_rules.treasure.stops import best_stops

    rng = Random(11)
    checked = 0
    for seed in range(24):
        level = treasure.LEVELS[seed % 3]
        s = treasure.new_game(4000 + seed, players=2 + seed % 3, level=level)
        play = Random(seed)
        while not s.is_terminal():
            view = s.view(s.turn)
            me = s.turn
            others = [view.kings[i] for i in range(len(view.kings)) if i != me]
            steps = view.tops[me] >> 2
            every = destinations(view.board, view.kings[me], steps, view.level, others)
            order = list(range(49))
            rng.shuffle(order)
            for k in (1, 3, 49):
                want = [c for c in order if c in every][:k]
                assert best_stops(view.board, view.kings[me], steps, view.level, others,
                                  order, k) == want
            checked += 1
            s.apply(greedy(s, play))
    assert checked > 500


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10 ** 6), st.sampled_from(treasure.LEVELS), st.integers(2, 4))
def test_every_hard_decision_is_legal_through_a_whole_game(seed, level, players):
    s = treasure.new_game(seed, players=players, level=level)
    rng = Random(seed)
    hard_seat = seed % players
    while not s.is_terminal():
        move = hard(s) if s.turn == hard_seat else greedy(s, rng)
        before = s.to_dict()
        s.apply(move)  # raises if the move or a choice is illegal
        assert s.to_dict() != before or move == "pass"
    assert hard(s) is None


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10 ** 6), st.integers(0, 30), st.integers(2, 4))
def test_the_same_view_gets_the_same_hard_decision(seed, plies, players):
    s = treasure.new_game(seed, players=players, level="complete")
    rng = Random(seed)
    for _ in range(plies):
        if s.is_terminal():
            break
        s.apply(greedy(s, rng))
    first = hard(s)
    treasure_bot.choose(s.view(s.turn))  # a Normal decision in between shares the buffers
    assert hard(s) == first
    assert treasure_bot.choose(treasure.from_dict(s.to_dict()).view(s.turn), "hard") == first


def test_hard_is_imported_only_when_a_hard_seat_decides():
    code = ("import sys\n"
            "from shared_rules.treasure import bot, game\n"
            "s = game.new_game(5, players=3, level='complete')\n"
            "bot.choose(s.view(s.turn)); bot.choose(s.view(s.turn), 'easy')\n"
            "print('shared_rules.treasure.bot_hard' in sys.modules)\n"
            "bot.choose(s.view(s.turn), 'hard')\n"
            "print('shared_rules.treasure.bot_hard' in sys.modules)\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True).stdout
    assert out.split() == ["False", "True"]


def test_bot_hard_never_imports_the_bot():
    with open(os.path.join(ROOT, "shared_rules", "treasure", "bot_hard.py")) as f:
        source = f.read()
    assert "treasure.bot " not in source and "import bot" not in source
    assert "treasure import bot" not in source


def test_hard_plays_the_same_moves_under_micropython():
    # The unix port (ints, bytearrays, no f-strings or typing at run time): one Hard seat
    # against greedy players in a game of each seat count, move for move as CPython.
    from tests.support.unix_port import micropython_prints
    code = "\n".join([
        "from shared_rules.treasure import game, bot",
        "from shared_rules.treasure.players import greedy",
        "from shared_rules.rng import Random",
        "for g in (2, 3, 4):",
        "    s = game.new_game(70 + g, players=g, level='complete')",
        "    rng = Random(g)",
        "    out = []",
        "    while not s.is_terminal():",
        "        m = bot.choose(s.view(s.turn), 'hard') if s.turn == 1 else greedy(s, rng)",
        "        out.append(m)",
        "        s.apply(m)",
        "    print(' '.join(out))",
    ])
    here = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, check=True).stdout
    assert micropython_prints(code) == here
    assert len(here.split()) > 60


def test_hard_and_normal_keep_their_leading_offers_in_one_bounded_list():
    """Normal keeps its _EXACT best offers, Hard its _WIDTH, in the same `_Best` (one bounded
    insert for both): best first, the first offered first among equals, the rest dropped."""
    from shared_rules.treasure import bot_hard

    s = game({"c4": "2D", "e4": "2C"}, {"S": "d4", "H": "a2"}, {"S": ["AS"], "H": ["AH"]},
             version="basic")
    judge = treasure_bot._Judge(s.view(s.turn))
    judge.judge(24, 0, -1, 1)  # what `offer` reads of the last judged move (`last_*`)
    for width in (treasure_bot._EXACT, bot_hard._WIDTH):
        kept = treasure_bot._Best(judge, width)
        for i, value in enumerate((5, 9, 5, 1, 9, 7, 3, 8, 2, 6, 4)):
            kept.offer(value, i, None, None)
        top = [(item[0], item[1]) for item in kept.top]
        order = sorted(((v, i) for i, v in enumerate((5, 9, 5, 1, 9, 7, 3, 8, 2, 6, 4))),
                       key=lambda x: (-x[0], x[1]))
        assert top == order[:width]
    assert len(treasure_bot._Best(judge).top) == 0 and treasure_bot._Best(judge).width == treasure_bot._EXACT
