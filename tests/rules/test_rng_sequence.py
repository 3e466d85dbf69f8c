"""The generator's exact numbers, under CPython.

A seed is part of every saved game and of every seeded deal in the docs: the same seed must give
the same numbers on every interpreter and in every version. The parity scripts pin these under
all three interpreters; these pins are here too so that a CPython-only run (the mutation run)
notices any change of the sequence, of the seeding or of the bounds.
"""
import pytest

from shared_rules.rng import Random
from tests.support.refusals import exactly

SPAN = 2**30 - 36  # the number of distinct outputs, 0 … SPAN - 1


@pytest.mark.parametrize("seed, state, first", [
    (0, (1030043442, 125553486), [1036585536, 34244196, 293633848]),
    (1, (986345095, 905561873), [174746275, 687403627, 267477269]),
    (42, (268454657, 651196505), [616235281, 481713043, 790638487]),
    (2**40 + 7, (440974705, 883151830), [122016245, 303026870, 914685882]),
])
def test_a_seed_gives_its_state_and_numbers(seed, state, first):
    r = Random(seed)
    assert r.state() == state
    assert [r.next() for _ in range(3)] == first


def test_no_seed_is_seed_zero():
    assert Random().state() == Random(0).state() == (1030043442, 125553486)


def test_a_seed_whose_mix_lands_on_the_modulus_edge():
    # 448400199 ^ 0x2545F491 == M2 - 1: the second generator starts from 1, its smallest state.
    r = Random(448400199)
    assert r.state() == (227041551, 293733396)
    assert r.next() == 462072930


def test_both_generators_stepping_to_one_give_zero():
    # 661336670 and 607980307 are the inverses of the multipliers: one step takes each
    # generator to 1, its smallest state, and their difference to 0, the smallest output.
    r = Random(1)
    r.set_state((661336670, 607980307))
    assert r.next() == 0
    assert r.state() == (1, 1)
    assert r.next() == 1073739787


def test_a_negative_seed_plays_like_its_positive():
    a, b = Random(-42), Random(42)
    assert a.state() == b.state()
    assert [a.next() for _ in range(5)] == [b.next() for _ in range(5)]


def test_seeds_beyond_the_span_still_differ():
    # The high part of a big seed feeds the second generator: seeds one span apart differ.
    assert Random(5).state() != Random(5 + SPAN).state()


def test_reseeding_restarts_the_sequence():
    r = Random(42)
    r.next()
    r.seed(42)
    assert r.state() == (268454657, 651196505)


@pytest.mark.parametrize("seed", ["42", 4.0, None])
def test_a_seed_that_is_no_integer_is_refused(seed):
    with pytest.raises(ValueError, match=exactly("seed must be an integer, not %r" % (seed,))):
        Random(seed)


def test_randbelow_gives_the_pinned_numbers():
    r = Random(7)
    assert [r.randbelow(n) for n in (1, 2, 6, 52, SPAN)] == [0, 0, 3, 17, 313751905]


def test_randbelow_accepts_exactly_one_to_the_span():
    assert 0 <= Random(3).randbelow(SPAN) < SPAN
    assert Random(3).randbelow(1) == 0
    for n in (0, SPAN + 1):
        with pytest.raises(ValueError,
                           match=exactly("randbelow needs 1 <= n <= %d, not %d" % (SPAN, n))):
            Random(3).randbelow(n)


def test_randbelow_rejects_the_top_partial_block():
    # SPAN // 2 + 1 leaves a partial block almost as large as a whole one: about half the raw
    # numbers are rejected, so over 200 draws some must be, and every answer stays in range.
    n = SPAN // 2 + 1
    r, raw = Random(12), Random(12)
    answers = [r.randbelow(n) for _ in range(200)]
    assert all(0 <= a < n for a in answers)
    for _ in range(200):
        raw.next()
    assert r.state() != raw.state()  # it drew more raw numbers than answers


def test_the_first_number_of_the_partial_block_is_rejected_too():
    # Random(0) draws 1036585536 then 34244196. With n = 1036585536 the whole blocks end
    # exactly at the first draw (SPAN - SPAN % n == n), so it is rejected and the second is the
    # answer; accepting it would answer 0.
    assert Random(0).randbelow(1036585536) == 34244196


def test_shuffle_and_choice_give_the_pinned_order():
    r = Random(9)
    items = list(range(10))
    r.shuffle(items)
    assert items == [8, 1, 2, 9, 6, 0, 4, 5, 3, 7]
    assert r.next() == 418127209  # the shuffle drew exactly nine numbers
    r = Random(5)
    assert r.choice("abcdef") == "b" and r.choice([1, 2, 3]) == 3
    assert r.next() == 1030638901


def test_shuffle_of_one_item_draws_nothing():
    r, untouched = Random(4), Random(4)
    items = ["AS"]
    r.shuffle(items)
    assert items == ["AS"] and r.state() == untouched.state()


def test_choice_of_one_item_is_that_item():
    assert Random(8).choice(["KH"]) == "KH"


@pytest.mark.parametrize("state", [(0, 5), (5, 0), (1073741789, 5), (5, 1073741783), (5.0, 5),
                                   (5, "5")])
def test_set_state_refuses_a_state_the_generator_cannot_reach(state):
    with pytest.raises(ValueError, match=exactly("invalid random state %r" % (state,))):
        Random(1).set_state(state)


def test_a_bad_state_is_named_in_one_line():
    with pytest.raises(ValueError) as err:
        Random(1).set_state((0, 5))
    assert str(err.value) == "invalid random state (0, 5)"
    with pytest.raises(ValueError) as err:
        Random("7")
    assert str(err.value) == "seed must be an integer, not '7'"
    with pytest.raises(ValueError) as err:
        Random(1).randbelow(0)
    assert str(err.value) == "randbelow needs 1 <= n <= 1073741788, not 0"
    with pytest.raises(ValueError) as err:
        Random(1).choice([])
    assert str(err.value) == "choice from an empty sequence"


def test_set_state_accepts_the_extreme_states():
    r = Random(1)
    r.set_state((1073741788, 1073741782))
    assert r.state() == (1073741788, 1073741782)
    r.set_state((1, 1))
    assert r.state() == (1, 1)
    assert 0 <= r.next() < SPAN


# ---- a state read from a save (issue 35) -----------------------------------------------------
@pytest.mark.parametrize("state", [(True, 5), (5, False), [True, True], 1000, None, "12", [5],
                                   [1, 2, 3], {"s1": 1, "s2": 2}])
def test_a_saved_state_that_is_not_two_numbers_of_the_generator_is_refused(state):
    # True is an int in Python (`True == 1`): before, (True, 5) became the state; 1000, None and
    # [5] raised TypeError or unpacking's ValueError, not this one-line reason
    with pytest.raises(ValueError, match=exactly("invalid random state %r" % (state,))):
        Random(1).set_state(state)


def test_every_pair_in_range_is_a_state_the_generator_reaches():
    # So [1000, 1000] in a save is a state, and is loaded: both multipliers are primitive roots
    # (each Lehmer generator visits every nonzero number below its modulus), and this seed
    # lands on it exactly (worked back four steps from (1000, 1000)).
    assert Random(307523105505109103).state() == (1000, 1000)
    r = Random(1)
    r.set_state([1000, 1000])  # a save's list, as json gives it back
    assert r.state() == (1000, 1000) and r.next() == Random(307523105505109103).next()
