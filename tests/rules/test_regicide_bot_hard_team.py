"""Regicide's Hard bot with teammates (issue 40): it plays for the team's cards, not only its
own, and every move it makes in a team game is legal."""
from hypothesis import given, settings
from hypothesis import strategies as st

from shared_rules import cards as C
from shared_rules.regicide import bot as B
from shared_rules.regicide import game as R
from tests.support import bot_ladder
from tests.support.regicide_util import game


def test_hard_draws_for_a_teammate_left_with_one_card_where_normal_deals_the_most_damage():
    """Two players; seat 0 holds 8♣ 8♦ 9♠ 7♠ 6♥ 5♠ 4♠ against a fresh J♥ (20 health, attack
    10), its teammate a single card (3♥ here; seat 0 sees only that it is one card).

    Normal plays 8♣: 16 damage, the enemy left with 4 health, and the teammate's turn comes with
    one card: unless that card kills, it is attacked for 10 with nothing left to pay, and the
    team loses (with 3♥ it does, whatever it plays). Hard plays 8♦: 8 damage and eight cards
    drawn, one into its own hand (then full) and six into the teammate's, whose turn then
    comes with seven cards against 12 health. The search counts a card drawn into a
    teammate's hand at less than one of its own; Hard counts it 12 points more (TEAM_DRAW),
    and the next seat's risk counts its hand after the draws."""
    g = game(["8C 8D 9S 7S 6H 5S 4S".split(), ["3H"]], enemy="JH")
    view = g.view(0)
    assert B.choose(view) == (R.PLAY, C.parse("8C"))
    assert B.choose(view, "hard") == (R.PLAY, C.parse("8D"))

    lost = game(["8C 8D 9S 7S 6H 5S 4S".split(), ["3H"]], enemy="JH")
    lost.apply(B.choose(lost.view(0)))
    lost.apply(B.choose(lost.view(0)))  # seat 0 pays 10
    assert lost.turn == 1
    for move in lost.legal_moves():  # playing 3♥ or yielding: attacked for 10, no card left
        again = R.Regicide.from_dict(lost.to_dict())
        again.apply(move)
        assert again.phase == R.PHASE_LOST

    kept = game(["8C 8D 9S 7S 6H 5S 4S".split(), ["3H"]], enemy="JH")
    kept.apply(B.choose(kept.view(0), "hard"))
    assert kept.damage == 8 and len(kept.hands[1]) == 7


def test_hard_heals_a_tavern_that_is_running_out_where_normal_deals_double_damage():
    """Two players; seat 0 holds 7♥ 7♣ 5♠ 6♦ 3♠ against a fresh J♦ (20 health, attack 10);
    the tavern has 3 cards left, the discard 27.

    Normal plays 7♣ for 14 damage. Hard plays 7♥: 7 damage, and seven discarded cards go back
    under the tavern. With three cards left the team's Diamonds are nearly spent (the 6♦ in
    this hand would draw 3 of its 6, and then nothing), and a team whose hands are not
    refilled dies paying the Queens and Kings: the games the team game loses are lost to a
    hand that cannot pay. Hard counts every card healed into a tavern of fewer than 20 cards
    4 points more (HEAL); on the tuning seeds that alone took the 3-player team from 31 % of
    games won to 46 %."""
    g = game(["7H 7C 5S 6D 3S".split(), "2C 3C 4C 5C 6C".split()], enemy="JD",
             tavern=["9D", "9C", "9S"], rest="discard")
    view = g.view(0)
    assert view.tavern_size == 3 and view.discard_size == 27
    assert B.choose(view) == (R.PLAY, C.parse("7C"))
    assert B.choose(view, "hard") == (R.PLAY, C.parse("7H"))
    g.apply(B.choose(view, "hard"))
    assert g.damage == 7 and len(g.tavern) == 10


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**31), players=st.integers(2, 4))
def test_every_move_of_a_hard_team_is_legal_to_the_end_of_the_game(seed, players):
    g = R.new_game(seed, players=players)
    while not g.is_terminal():
        move = B.choose(g.view(g.turn), "hard")
        if move[0] == R.PAY:
            assert set(move[1:]) <= set(g.hands[g.turn])
            assert R.hand_value(move[1:]) >= g.owed
        else:
            assert move in g.legal_moves()
        g.apply(move)


def test_hard_teams_win_more_regicide_games_than_normal_ones_at_every_count():
    # 100 fixed seeds a count (3 s), every seat of one level: Normal 17, 18 and 6 wins at 2, 3
    # and 4 players, Hard 29, 45 and 11 (before it played for the team's cards: 20, 21 and 3).
    # docs/bots.md has the figures on seeds never used to set Hard.
    seeds = range(400000, 400100)
    for players, margin in ((2, 8), (3, 15), (4, 3)):
        normal = sum(bot_ladder.regicide_won(s, "normal", players) for s in seeds)
        hard = sum(bot_ladder.regicide_won(s, "hard", players) for s in seeds)
        assert hard >= normal + margin, (players, normal, hard)
