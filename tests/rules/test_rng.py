"""The seeded generator: deterministic, small integers only, and uniform."""
import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from shared_rules.rng import Random


def chi_square_limit(df):
    """0.9999 quantile of chi-square with df degrees of freedom (Wilson–Hilferty)."""
    z = 3.719
    return df * (1 - 2 / (9 * df) + z * math.sqrt(2 / (9 * df))) ** 3


def test_same_seed_same_sequence_and_different_seeds_differ():
    a, b, c = Random(42), Random(42), Random(43)
    seq_a = [a.next() for _ in range(100)]
    assert seq_a == [b.next() for _ in range(100)]
    assert seq_a != [c.next() for _ in range(100)]


@given(st.integers(min_value=-(2**70), max_value=2**70))
def test_every_value_and_state_stays_below_2_to_the_30(seed):
    r = Random(seed)
    for _ in range(50):
        assert 0 <= r.next() < 2**30
        s1, s2 = r.state()
        assert 0 < s1 < 2**30 and 0 < s2 < 2**30


@given(st.integers(min_value=1, max_value=2**30 - 36), st.integers(0, 2**40))
def test_randbelow_stays_in_range(n, seed):
    r = Random(seed)
    for _ in range(5):
        assert 0 <= r.randbelow(n) < n


@pytest.mark.parametrize("n", [0, -1, 2**30])
def test_randbelow_refuses_an_impossible_range(n):
    with pytest.raises(ValueError):
        Random(1).randbelow(n)


def test_choice_of_nothing_is_a_value_error():
    with pytest.raises(ValueError):
        Random(1).choice([])


def test_shuffle_is_a_permutation():
    items = list(range(52))
    Random(3).shuffle(items)
    assert sorted(items) == list(range(52)) and items != list(range(52))


def test_state_can_be_saved_and_restored():
    r = Random(11)
    for _ in range(7):
        r.next()
    saved = r.state()
    expected = [r.next() for _ in range(10)]
    r2 = Random(0)
    r2.set_state(saved)
    assert [r2.next() for _ in range(10)] == expected
    with pytest.raises(ValueError):
        r2.set_state((0, 5))


def test_randbelow_is_uniform_chi_square():
    r = Random(2024)
    n, draws = 37, 74000
    counts = [0] * n
    for _ in range(draws):
        counts[r.randbelow(n)] += 1
    expected = draws / n
    chi2 = sum((c - expected) ** 2 / expected for c in counts)
    assert chi2 < chi_square_limit(n - 1)


def test_shuffle_puts_every_card_in_every_position_uniformly_chi_square():
    r = Random(7)
    size, shuffles = 8, 40000
    counts = [[0] * size for _ in range(size)]
    for _ in range(shuffles):
        deck = list(range(size))
        r.shuffle(deck)
        for pos, c in enumerate(deck):
            counts[c][pos] += 1
    expected = shuffles / size
    chi2 = sum((x - expected) ** 2 / expected for row in counts for x in row)
    assert chi2 < chi_square_limit((size - 1) ** 2)


def test_shuffle_gives_all_permutations_of_four_equally():
    r = Random(99)
    counts = {}
    shuffles = 48000
    for _ in range(shuffles):
        deck = [0, 1, 2, 3]
        r.shuffle(deck)
        counts[tuple(deck)] = counts.get(tuple(deck), 0) + 1
    assert len(counts) == 24
    expected = shuffles / 24
    chi2 = sum((x - expected) ** 2 / expected for x in counts.values())
    assert chi2 < chi_square_limit(23)


def test_a_biased_generator_would_fail_the_chi_square_check():
    # The check has teeth: "x % n" on a narrow range is visibly biased.
    counts = [0] * 37
    for i in range(74000):
        counts[(i * 7919 % 50) % 37] += 1
    expected = 74000 / 37
    chi2 = sum((c - expected) ** 2 / expected for c in counts)
    assert chi2 > chi_square_limit(36)
