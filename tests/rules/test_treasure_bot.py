"""The Kings and Treasures bot: legal, judging from its seat's view, and playing to win (that
no hidden card changes a decision: tests/rules/test_bots_seat_honest.py)."""
import json
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shared_rules import cards
from shared_rules.treasure import game as treasure
from shared_rules.treasure import bot as treasure_bot
from shared_rules.treasure import players as treasure_players
from shared_rules.treasure.players import greedy
from shared_rules.cards import FACE_DOWN
from shared_rules.rng import Random

from tests.support.paths import ROOT
from tests.support.treasure_positions import game



def test_takes_its_own_queen_rather_than_a_stranger():
    # Spades to move, one step: the Queen of Spades (12) or the Queen of Diamonds (1 for it,
    # and nobody plays Diamonds).
    s = game({"c4": "QS", "e4": "QD", "d3": "2C"}, {"S": "d4", "H": "a1"},
             {"S": ["AS"], "H": ["AH"]}, version="basic")
    assert treasure_bot.choose(s.view(s.turn)) == "c4"


def test_takes_the_rivals_queen_before_its_own_two():
    # Two players: the Queen of Hearts is 12 points to Hearts (1 to Spades), the 2 of Spades
    # only 2 to Spades. Denying Hearts 12 is worth more than grabbing 2.
    s = game({"c4": "2S", "e4": "QH", "b4": "3D", "f4": "3C"}, {"S": "d4", "H": "a1"},
             {"S": ["AS"], "H": ["AH"]}, version="basic")
    assert treasure_bot.choose(s.view(s.turn)) == "e4"
    assert greedy(s, Random(1)) == "c4"  # the baseline only grabs


def test_takes_the_fourth_queen_and_wins():
    s = game({"c4": "QD", "e4": "JS"}, {"S": "d4", "H": "a1"},
             {"S": ["QS", "QH", "QC", "AS"], "H": ["AH"]})  # Ace on top: 1 step
    assert treasure_bot.choose(s.view(s.turn)) == "c4"
    s.apply("c4")
    assert s.winners() == [0] and s.is_terminal()


def test_denies_the_rival_its_fourth_queen():
    # Hearts holds three Queens; the fourth lies next to the Spades King, beside its own Jack.
    s = game({"c4": "QD", "e4": "JS", "a2": "2C"}, {"S": "d4", "H": "a1"},
             {"S": ["AS"], "H": ["AH", "QS", "QH", "QC"]})
    assert treasure_bot.choose(s.view(s.turn)) == "c4"


def test_never_stops_where_nothing_is_in_reach_next_turn():
    # The 3 of Clubs at e4 leaves the King at e4 with 3 steps and nothing to reach; the 2 of
    # Clubs at c4 leaves 2 steps with the 2 of Diamonds at a4 in reach.
    s = game({"c4": "2C", "b4": "3H", "a4": "2D", "e4": "3C"}, {"S": "d4", "H": "g7"},
             {"S": ["AS"], "H": ["AH"]}, version="basic")
    assert treasure_bot.choose(s.view(s.turn)) == "c4"


def test_merchant_discards_its_own_counterfeiter():
    s = game({"c4": "7D", "e4": "2D"}, {"S": "d4", "H": "a1"},
             {"S": ["4S", "4C", "AS"], "H": ["AH"]})
    assert treasure_bot.choose(s.view(s.turn)) == "c4 discard=4S"


def test_squire_also_takes_its_own_knight():
    s = game({"c4": "2D", "c3": "JS", "e4": "2C"}, {"S": "d4", "H": "a1"},
             {"S": ["AS"], "H": ["AH"]})
    assert treasure_bot.choose(s.view(s.turn)) == "c4 knight=c3"


def test_thief_robs_the_rival_of_its_best_top_card():
    # Hearts stands at f5, next to the Thief at e5 (one step away); its Queen is on top.
    s = game({"e5": "TD", "c5": "2D", "a1": "3C"}, {"S": "d5", "H": "f5"},
             {"S": ["AS"], "H": ["AH", "QH"]})
    assert treasure_bot.choose(s.view(s.turn)) == "e5 steal=H"


def test_magician_goes_on_to_the_better_magician():
    s = game({"c4": "8D", "g7": "8S", "e4": "2D", "f7": "2S"}, {"S": "d4", "H": "a1"},
             {"S": ["AS"], "H": ["AH"]})
    assert treasure_bot.choose(s.view(s.turn)) == "c4 teleport=g7"


def test_a_stuck_player_passes_and_the_end_has_no_move():
    s = game({"b1": "2D"}, {"S": "d4", "H": "a1"}, {"S": ["AS"], "H": ["AH"]},
             version="basic", turn="S")
    assert s.legal_moves() == ["pass"] and treasure_bot.choose(s.view(s.turn)) == "pass"
    s = game({}, {"S": "d4", "H": "a1"}, {"S": ["AS"], "H": ["AH"]}, version="basic")
    assert treasure_bot.choose(s.view(s.turn)) is None


def test_with_three_queens_it_turns_up_a_face_down_card_that_may_be_the_fourth():
    # The Queen of Clubs is nowhere in sight: it may be the face-down card at c4 (a win), so
    # that card is worth more than the Jack of Spades, whether c4 is the Queen or the Queen
    # lies below the Hearts' top card.
    for down, below in (("~QC", "2C"), ("~2C", "QC")):
        s = game({"c4": down, "e4": "JS"}, {"S": "d4", "H": "a1"},
                 {"S": ["QS", "QH", "QD", "AS"], "H": ["AH", "5C", below, "6D"]})
        assert treasure_bot.choose(s.view(s.turn)) == "c4"


def test_with_the_fourth_queen_on_a_rivals_top_it_takes_its_jack():
    s = game({"c4": "~2C", "e4": "JS"}, {"S": "d4", "H": "a1"},
             {"S": ["QS", "QH", "QD", "AS"], "H": ["AH", "5C", "QC"]})
    assert treasure_bot.choose(s.view(s.turn)) == "e4"


def test_a_queen_nobody_is_seen_holding_counts_by_the_chance_no_rival_holds_it():
    alone = treasure_bot._alone
    assert alone(1, 0, 0, 0, 9) == 40  # every Queen in sight: the bonus for a second
    # Three held, the fourth one of 4 unseen places, 1 of them face down on the board.
    assert alone(3, 1, 0, 1, 4) == treasure_bot._WIN // 4
    # A rival seen with one Queen on top whose 3 cards below are all the unseen places: the
    # two Queens nobody sees are its, and a fourth would win.
    assert alone(1, 2, 3, 0, 3) == treasure_bot._WIN
    assert alone(0, 2, 0, 1, 6) == 0  # two unseen Queens, one face-down card: one is a rival's


def test_an_unseen_counterfeiter_is_taken_likelier_face_down_than_another_card():
    # The four Counterfeiters are nowhere in sight. At the complete level (Priests turn them
    # down, nobody takes one who can help it) the face-down card at c4 counts below the mean
    # of the cards Spades cannot see; at the advanced level it is that mean.
    seen = {cards.parse(t) for t in ("JS", "AS", "6D")}
    unseen = [cards.card(r, s) for r in range(1, 13) for s in range(4)
              if cards.card(r, s) not in seen]
    for version, below in (("advanced", False), ("complete", True)):
        s = game({"c4": "~2C", "e4": "JS"}, {"S": "d4", "H": "a1"},
                 {"S": ["AS"], "H": ["AH", "5C", "6D"]}, version=version)
        judge = treasure_bot._Judge(s.view(s.turn))
        mean = sum(judge.values[0][c] for c in unseen) // len(unseen)
        assert (judge.down[0] < mean) == below and (judge.down[0] == mean) != below


def test_the_rival_with_more_cards_below_its_top_is_guessed_the_leader():
    # Only top cards and pile sizes are seen. Hearts' five cards below its 2 of Diamonds count
    # at the unseen mean and outweigh Diamonds' 9 and one card: Hearts is guessed the leader
    # (though its real score, 6, is below Diamonds' 10).
    s = game({"c4": "2C"}, {"S": "d4", "H": "a1", "D": "g7"},
             {"S": ["AS"], "H": ["AH", "3C", "4C", "5C", "6C", "2D"], "D": ["AD", "9D"]})
    assert s.scores()[1:] == [6, 10]
    judge = treasure_bot._Judge(s.view(s.turn))
    assert judge.weight == [0, treasure_bot._LEAD, treasure_bot._OTHER]


def test_it_is_given_a_view_and_decides_for_that_seat_alone_on_its_turn():
    s = game({"c4": "2C"}, {"S": "d4", "H": "a1"}, {"S": ["AS"], "H": ["AH"]}, turn="S")
    with pytest.raises(ValueError, match="not this seat's turn"):
        treasure_bot.choose(s.view(1))
    with pytest.raises(AttributeError):
        treasure_bot.choose(s)  # a state is no view


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10 ** 6), st.sampled_from(treasure.LEVELS), st.integers(2, 4))
def test_every_decision_is_legal_through_a_whole_game(seed, level, players):
    s = treasure.new_game(seed, players=players, level=level)
    rng = Random(seed)
    while not s.is_terminal():
        move = treasure_bot.choose(s.view(s.turn)) if s.turn == 0 else greedy(s, rng)
        before = s.to_dict()
        s.apply(move)  # raises if the move or a choice is illegal
        assert s.to_dict() != before or move == "pass"
    assert treasure_bot.choose(s.view(s.turn)) is None


def test_beats_the_greedy_baseline_in_two_player_games():
    # A small sample of the bench (make bench plays 1000 games per setting).
    wins = 0
    for g in range(40):
        s = treasure.new_game(900 + g, players=2, level="basic")
        rng = Random(g)
        while not s.is_terminal():
            s.apply(treasure_bot.choose(s.view(s.turn)) if s.turn == g % 2 else greedy(s, rng))
        wins += (g % 2) in s.winners()
    assert wins >= 26  # 65 %


def test_referee_bot_prints_a_move_apply_takes(tmp_path):
    def referee(*args, stdin=None):
        proc = subprocess.run([sys.executable, "-m", "host_tools.referee", "treasure"]
                              + list(args), input=stdin, capture_output=True, text=True,
                              cwd=ROOT, timeout=60)
        return proc.returncode, proc.stdout.strip(), proc.stderr

    s = game({"c4": "2D", "c3": "JS", "e4": "2C"}, {"S": "d4", "H": "a1"},
             {"S": ["AS"], "H": ["AH"]})
    path = tmp_path / "p.json"
    path.write_text(json.dumps(s.to_dict()))
    code, out, err = referee("bot", str(path))
    assert (code, out) == (0, "c4 knight=c3"), err
    assert referee("apply", str(path), out)[0] == 0
    over = game({}, {"S": "d4", "H": "a1"}, {"S": ["AS"], "H": ["AH"]})
    code, out, err = referee("bot", "-", stdin=json.dumps(over.to_dict()))
    assert (code, out, err.strip()) == (0, "", "game over")  # as `moves` says it
    assert referee("bot")[0] == 2


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10 ** 6), st.integers(0, 40), st.sampled_from(treasure.LEVELS))
def test_a_real_next_turn_is_never_worth_more_than_the_bound_without_knights(seed, plies, level):
    # The bot skips the real search of a move whose cheap bound cannot beat the best move so
    # far; that keeps its choice only if the real next turn never beats the bound.
    rng = Random(seed)
    s = treasure.new_game(seed, players=2 + seed % 3, level=level)
    for _ in range(plies):
        if s.is_terminal():
            break
        s.apply(treasure_players.random_move(s, rng))
    if s.is_terminal() or s.queens_winner() >= 0:
        return
    judge = treasure_bot._Judge(s.view(s.turn))
    if judge.knights:
        return  # a Knight's jump goes beyond the distance bound: nothing is skipped then
    for dest in s.destinations():
        code = judge.board[dest]
        if code in (0, 56) or code & FACE_DOWN:
            continue
        for steps in range(1, 13):
            bound = treasure_bot._potential(judge.reach(dest, steps, dest, -1), judge.potential)
            real = treasure_bot._potential(judge.exact_reach(dest, steps, dest, -1),
                                           judge.potential)
            # (a stop on the Joker, worth nothing, is one the bound does not list)
            assert real <= max(bound, 0), (s.to_dict(), dest, steps)
