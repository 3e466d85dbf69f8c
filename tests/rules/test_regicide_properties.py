"""Regicide property tests (Hypothesis, CPython): random games conserve the 54 cards, end, and
round-trip through the notation; the bot is honest and beats random play."""
import json

from hypothesis import given, settings
from hypothesis import strategies as st

from shared_rules import cards as C
from shared_rules.regicide import game as R
from shared_rules.regicide import bot as B
from shared_rules.rng import Random
from tests.support.regicide_util import game
from tests.support.regicide_hidden import reshuffle_unseen

FULL_SET = sorted(C.deck() + [C.JOKER] * 2)
MOVE_LIMIT = 3000


def conserved(g):
    """All 54 cards: those in play plus the Jesters set aside or left in the box."""
    return sorted(g.all_cards() + [C.JOKER] * g.jesters_out_of_play()) == FULL_SET


def play_randomly(g, rng, check_every=1):
    moves = 0
    while not g.is_terminal():
        legal = g.legal_moves()
        assert legal, "a live position must have a legal move"
        move = rng.choice(legal)
        if move[0] == R.PAY and rng.randbelow(4) == 0:
            # Sometimes pay more than needed: any larger selection is accepted.
            extra = [c for c in g.hands[g.turn] if c not in move[1:]]
            if extra:
                move = move + (rng.choice(extra),)
        g.apply(move)
        moves += 1
        assert conserved(g)
        if moves % check_every == 0:
            d = g.to_dict()
            text = json.dumps(d, sort_keys=True)
            assert json.dumps(R.Regicide.from_dict(json.loads(text)).to_dict(),
                              sort_keys=True) == text
        assert moves < MOVE_LIMIT, "the game did not end"
    return moves


@settings(max_examples=40)
@given(seed=st.integers(0, 2**31), players=st.integers(1, 4),
       solo_yield=st.sampled_from(R.SOLO_YIELD), jester_self=st.booleans())
def test_random_games_conserve_cards_end_and_round_trip(seed, players, solo_yield, jester_self):
    g = R.new_game(seed, players=players, solo_yield=solo_yield, jester_self=jester_self)
    assert conserved(g)
    play_randomly(g, Random(seed + 1), check_every=3)
    assert g.phase in ("won", "lost")
    assert g.legal_moves() == []
    assert 0 <= g.result()["enemies_defeated"] <= 12


@settings(max_examples=8)
@given(seed=st.integers(0, 2**31), players=st.integers(1, 4))
def test_bot_games_conserve_cards_and_end(seed, players):
    g = R.new_game(seed, players=players)
    moves = 0
    while not g.is_terminal():
        move = B.choose(g.view(g.turn))
        assert move in g.legal_moves() or move[0] == R.PAY
        g.apply(move)
        moves += 1
        assert conserved(g) and moves < MOVE_LIMIT



@settings(max_examples=25)
@given(seed=st.integers(0, 2**31), players=st.integers(1, 4), steps=st.integers(0, 60))
def test_bot_decision_does_not_change_when_unseen_cards_are_reshuffled(seed, players, steps):
    g = R.new_game(seed, players=players)
    rng = Random(seed ^ 0x5A5A)
    for _ in range(steps):  # a game that ends sooner is tested at its last decision
        before = g.to_dict()
        g.apply(B.choose(g.view(g.turn)))
        if g.is_terminal():
            g = R.Regicide.from_dict(before)
            break
    assert not g.is_terminal()
    seat = g.turn
    decision = B.choose(g.view(seat))
    for _ in range(3):
        other = reshuffle_unseen(g, seat, rng)
        assert B.choose(other.view(seat)) == decision


def test_a_view_holds_no_hidden_cards():
    g = R.new_game(5, players=3)
    v = g.view(1)
    seen = set(v.hand) | set(v.castle) | {c for p in v.table for c in p} | {v.enemy}
    assert v.hand == g.hands[1]
    assert not (set(g.hands[0]) | set(g.hands[2])) & seen - {C.JOKER}
    assert not hasattr(v, "tavern") and not hasattr(v, "hands")
    assert v.castle == sorted(g.castle) and v.tavern_size == len(g.tavern)


def test_bot_pays_enough_and_keeps_the_more_useful_cards():
    g = game([["9H", "TC", "3D"]], enemy="JH", phase="pay", owed=9)
    move = B.choose(g.view(0))
    assert move == (R.PAY, C.parse("9H"))  # 9H is immune-suited against JH; keep the Club


def test_bot_takes_an_exact_kill():
    g = game([["TC", "9C", "5S", "6S"]], enemy="JH", table=[["2S"]])
    assert R.move_text(B.choose(g.view(0))) == "9C"  # 2 + 18 = 20; TC would overkill


def test_bot_flips_rather_than_die_in_solo():
    g = game([["2S"]], enemy="JD", phase="pay", owed=10)
    assert B.choose(g.view(0)) == (R.FLIP,)


def mean_defeated(policy, games=16):
    total = 0
    for seed in range(games):
        g = R.new_game(seed, players=1)
        rng = Random(seed)
        while not g.is_terminal():
            g.apply(policy(g, rng))
        total += g.enemies_defeated()
    return total / games


def test_bot_beats_random_play_by_a_wide_margin():
    bot = mean_defeated(lambda g, rng: B.choose(g.view(g.turn)))
    rand = mean_defeated(lambda g, rng: rng.choice(g.legal_moves()))
    assert bot >= rand + 4, (bot, rand)
