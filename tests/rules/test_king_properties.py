"""Property tests: random legal King games from seeds (rules/king.md "The ten deals"), and the
scores a finished deal can give."""
import functools

from hypothesis import given, settings
from hypothesis import strategies as st

from shared_rules.king import points as kp
from shared_rules.king import scoring as sc
from shared_rules.king.game import King, new_game
from shared_rules.king.load import check_deal_scores
from shared_rules.rng import Random

# The fixed total of each deal, written out from the rules page.
NORMAL = (-260, -260, -200, -240, -160, -180, 325, 325, 325, 325)
QUICK = (-440, -420, -440, 325, 325, 325, 325)
SHORT = (-160, -160, -160, -160, -160, -160, 240, 240, 240, 240)
SHORT_QUICK = (-320, -320, -320, 240, 240, 240, 240)


def _random_game(seed, options):
    game = new_game(seed, options)
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
    game = new_game(seed)
    rng = Random(seed)
    deal = 0
    while not game.is_terminal():
        if game.deal_index != deal:
            deal = game.deal_index
            d = game.to_dict()
            assert King.from_dict(d).to_dict() == d
        game.apply(rng.choice(game.legal_moves()))


# ---- the scores a finished deal can give (issue 34: the position loader checks them) --------
def _splits(total, parts=4):
    """Every way of cutting `total` into `parts` counts, 0 or more each."""
    if parts == 1:
        return [[total]]
    return [[first] + rest for first in range(total + 1)
            for rest in _splits(total - first, parts - 1)]


@functools.lru_cache(maxsize=None)
def _every_deal_score(kind, short, quick):
    """The points of every entry of a deal of `kind` (a positive deal's auctioneer is seat 0)
    that the score sheet accepts, as a set of 4-tuples: the truth the loader is held to."""
    options = {"deck": 32 if short else 52, "quick": quick}
    n = kp.tricks_per_deal(options)
    out = set()
    if kind == kp.POSITIVE:
        entries = [] if short else [{"decision": "4-3-3"}]
        for tricks in _splits(n):
            for contract in ("notrump", "negative"):
                entries.append({"decision": "reject", "buyer": None, "bid": None,
                                "contract": contract, "tricks": tricks})
                for buyer in (1, 2, 3):
                    for bid in kp.BIDS:
                        if (bid[0] == "-") == (contract == "negative"):
                            entries.append({"decision": "accept", "buyer": buyer, "bid": bid,
                                            "contract": contract, "tricks": tricks})
        for entry in entries:
            out.add(tuple(sc.positive_points(entry, 0, options)))
        return out
    items = kp.counted_items(kind, options)
    for first in _splits(items[0][1]):
        for second in (_splits(items[1][1]) if len(items) == 2 else [None]):
            counts = {items[0][0]: first}
            if second is not None:
                counts[items[1][0]] = second
            try:
                out.add(tuple(sc.negative_points(kind, counts, options)))
            except ValueError:
                pass  # counts that cannot go together
    return out


_KINDS = [(k, short, False) for k in kp.NEGATIVE_KINDS + (kp.POSITIVE,) for short in (False, True)]
_KINDS += [(k, short, True) for k in kp.QUICK_KINDS for short in (False, True)]


@st.composite
def _deal_scores(draw):
    """(kind, short, quick, points): the points of a real entry, or four scores each of which
    some seat can score in such a deal, adding up to the deal's total."""
    kind, short, quick = draw(st.sampled_from(_KINDS))
    real = sorted(_every_deal_score(kind, short, quick))
    if draw(st.booleans()):
        return kind, short, quick, list(draw(st.sampled_from(real)))
    seat_scores = sorted({p for points in real for p in points})
    points = [draw(st.sampled_from(seat_scores)) for _ in range(3)]
    total = kp.deal_total(kind, {"deck": 32 if short else 52, "quick": quick})
    return kind, short, quick, points + [total - sum(points)]


@settings(max_examples=300, deadline=None)
@given(_deal_scores())
def test_a_finished_deals_scores_load_exactly_when_some_entry_gives_them(case):
    kind, short, quick, points = case
    options = kp.check_options({"deck": 32 if short else 52, "quick": quick})
    possible = tuple(points) in _every_deal_score(kind, short, quick)
    try:
        check_deal_scores(1, kind, points, 0, options)
        loads = True
    except ValueError:
        loads = False
    assert loads == possible, (kind, short, quick, points)
