"""Property tests: random legal King games from seeds (rules/king.md "The ten deals")."""
from hypothesis import given, settings
from hypothesis import strategies as st

from shared_rules.king import King
from shared_rules.rng import Random

# The fixed total of each deal, written out from the rules page.
NORMAL = (-260, -260, -200, -240, -160, -180, 325, 325, 325, 325)
QUICK = (-440, -420, -440, 325, 325, 325, 325)
SHORT = (-160, -160, -160, -160, -160, -160, 240, 240, 240, 240)
SHORT_QUICK = (-320, -320, -320, 240, 240, 240, 240)


def _random_game(seed, options):
    game = King.new_game(seed, options)
    rng = Random(seed + 1)
    while not game.is_terminal():
        game.apply(rng.choice(game.legal_moves()))
    return game


def _deal_sums(game):
    return tuple(sum(game.scores[s][i] for s in range(4)) for i in range(len(game.scores[0])))


OPTIONS = st.fixed_dictionaries({
    "lead": st.sampled_from(["dealer", "left"]),
    "early_end": st.booleans(),
    "force_king": st.booleans(),
})


@settings(max_examples=25)
@given(seed=st.integers(0, 10**6), options=OPTIONS)
def test_random_legal_games_total_zero_and_every_deal_its_fixed_value(seed, options):
    game = _random_game(seed, options)
    assert sum(game.totals()) == 0
    assert _deal_sums(game) == NORMAL  # a 4-3-3 deal is 100 + 3 x 75 = 325 too


@settings(max_examples=15)
@given(seed=st.integers(0, 10**6), options=OPTIONS)
def test_quick_games_deal_values(seed, options):
    options = dict(options, quick=True)
    game = _random_game(seed, options)
    assert sum(game.totals()) == 0
    assert _deal_sums(game) == QUICK


@settings(max_examples=15)
@given(seed=st.integers(0, 10**6), quick=st.booleans())
def test_short_deck_games_deal_values(seed, quick):
    game = _random_game(seed, {"deck": 32, "quick": quick})
    assert sum(game.totals()) == 0
    assert _deal_sums(game) == (SHORT_QUICK if quick else SHORT)


@settings(max_examples=15)
@given(seed=st.integers(0, 10**6))
def test_the_notation_round_trips_after_every_deal(seed):
    game = King.new_game(seed)
    rng = Random(seed)
    deal = 0
    while not game.is_terminal():
        if game.deal_index != deal:
            deal = game.deal_index
            d = game.to_dict()
            assert King.from_dict(d).to_dict() == d
        game.apply(rng.choice(game.legal_moves()))
