"""The Regicide bot's planning search: honest (unseen cards never change a decision), bounded
work, payments that agree with the device's knapsack, and the plays it was built to find."""
from hypothesis import given, settings
from hypothesis import strategies as st

from shared_rules import cards as C
from shared_rules.regicide import game as R
from shared_rules.regicide import bot as B
from tests.support import regicide_bot_baseline as OLD
from shared_rules.regicide import plan as P
from shared_rules.rng import Random
from tests.support.regicide_util import game
from tests.support.regicide_hidden import reshuffle_unseen


def cards(text):
    return [C.parse(t) for t in text.split()]


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**31), players=st.integers(1, 4), steps=st.integers(0, 150))
def test_no_decision_of_either_bot_changes_when_unseen_cards_are_reshuffled(seed, players, steps):
    """Deeper into games than the property test, both bots, every phase the game reaches."""
    g = R.new_game(seed, players=players)
    rng = Random(seed ^ 0x3C3C)
    for _ in range(steps):
        if g.is_terminal():
            return
        g.apply(B.choose(g.view(g.turn)))
    if g.is_terminal():
        return
    seat = g.turn
    for bot in (B, OLD):
        decision = bot.choose(g.view(seat))
        for _ in range(3):
            assert bot.choose(reshuffle_unseen(g, seat, rng).view(seat)) == decision


def test_a_decision_is_the_same_when_asked_twice():
    # Nothing the search remembers outlives the decision.
    g = R.new_game(77, players=1)
    for _ in range(12):
        v = g.view(0)
        assert B.choose(v) == B.choose(v)
        g.apply(B.choose(v))


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**31), size=st.integers(1, 8), owed=st.integers(1, 20),
       enemy=st.sampled_from(["JS", "JH", "QD", "KC"]))
def test_the_search_pays_as_cheaply_as_the_device_knapsack(seed, size, owed, enemy):
    rng = Random(seed)
    deck = [c for c in C.deck() if C.rank(c) <= 10]
    rng.shuffle(deck)
    hand = deck[:size]
    e = C.parse(enemy)
    plan = P.Plan(hand, R.legal_plays(hand), 20, 10, 0, [size], 8, 10**6)
    foe = P.Foe(plan, e & 3, False, 20)
    cost, paid = plan.pay(foe, plan.full, owed)
    chosen = B.payment(hand, owed, e, False)
    if R.hand_value(hand) < owed:
        assert (cost, chosen) == (-1, ())
        return
    assert sorted(hand[i] for i in range(size) if paid >> i & 1) == list(chosen)
    assert cost == sum(P.keep_value(c, e & 3, False) for c in chosen)
    assert R.hand_value(chosen) >= owed


def work_of(monkeypatch, view):
    """The work (plays scored, payment steps) the bot's search did for one decision."""
    plans = []
    init = P.Plan.__init__

    def keep(self, *args):
        init(self, *args)
        plans.append(self)

    monkeypatch.setattr(P.Plan, "__init__", keep)
    B.choose(view)
    monkeypatch.setattr(P.Plan, "__init__", init)
    return B.NODE_BUDGET - plans[0].budget


def test_the_work_of_a_decision_is_capped_by_the_budget(monkeypatch):
    # Two Animal Companions and pairs against a Jack: many plays survive, each worth planning.
    g = game(["AS AH 4C 4H 5S 5D 9C TH".split()], enemy="JH")
    assert len(R.legal_plays(g.hands[0])) == 23
    capped = work_of(monkeypatch, g.view(0))
    # Past the budget no reply is deepened, not even within a level already begun: what is
    # left is one level of plays scored one ply deep (here 352 against 418 when a begun level
    # still deepened its best replies).
    assert B.NODE_BUDGET <= capped <= B.NODE_BUDGET + 40
    monkeypatch.setattr(B, "NODE_BUDGET", 10**6)
    assert work_of(monkeypatch, g.view(0)) > 2 * capped  # uncapped, far more work


def test_a_last_card_deals_its_damage_before_the_flip():
    # KS attacks for 20, one card in hand and nothing to draw: no play survives. Flipping now
    # would throw 3C away; played first it deals 6, then the Jester flip pays the attack.
    g = game([["3C"]], enemy="KS", rest="discard")
    assert g.tavern == []
    move = B.choose(g.view(0))
    assert R.move_text(move) == "3C"
    assert OLD.choose(g.view(0)) == (R.FLIP,)
    g.apply(move)
    assert g.phase == R.PHASE_PAY and g.damage == 6
    assert B.choose(g.view(0)) == (R.FLIP,)


def test_a_doomed_hand_deals_its_most_damage_before_the_flip():
    # Worth 9 against an attack of 20 with nothing to draw: every play dies. The flip at step 4
    # discards what is left, so the play is the most damage (3C doubled), not the least spent.
    g = game(["2H 3C 4D".split()], enemy="KS", rest="discard")
    assert R.move_text(B.choose(g.view(0))) == "3C"
    assert R.move_text(OLD.choose(g.view(0))) == "2H"


class Forgetful(dict):
    """A memo that remembers nothing: every reply is searched again."""

    def get(self, key, default=None):
        return default

    def __setitem__(self, key, value):
        pass


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**31), size=st.integers(2, 8),
       enemy=st.sampled_from(["JS", "JC", "QH", "QD", "KS", "KC"]), damage=st.integers(0, 19))
def test_remembered_replies_score_as_searching_them_again(seed, size, enemy, damage):
    rng = Random(seed)
    deck = [c for c in C.deck() if C.rank(c) <= 10]
    rng.shuffle(deck)
    hand = deck[:size]
    e = C.parse(enemy)
    scores = []
    for memo in (dict, Forgetful):
        plan = P.Plan(hand, R.legal_plays(hand), 20, 6, 0, [size], 8, 10**6)
        foe = P.Foe(plan, e & 3, False, R.enemy_attack(e))
        foe.memo = memo()
        after = None
        if enemy[0] != "K":
            nxt = P.Foe(plan, -1, False, R.enemy_attack(e) + 5)
            nxt.memo = memo()
            after = (nxt, R.enemy_health(e) + 10)
        left = R.enemy_health(e) - damage
        scores.append([plan.two(foe, j, plan.full, left, 0, 2, 6, after)
                       for j in range(len(plan.pmask))])
    assert scores[0] == scores[1]


def test_after_a_jester_the_bot_hands_the_turn_to_the_fullest_hand_first_clockwise():
    hands = [["2S", "3S", "4S"], ["2H", "3H"], ["2D", "3D", "4D", "5D", "6D"],
             ["2C", "3C", "4C", "5C", "6C"]]
    g = game(hands, enemy="JH", table=[["JK"]], phase="choose_next")
    assert B.choose(g.view(0)) == (R.NEXT, 2)  # seats 2 and 3 hold five: 2 comes first
    g = game(hands, enemy="JH", table=[["JK"]], phase="choose_next", turn=3)
    assert B.choose(g.view(3)) == (R.NEXT, 2)  # after seat 3: 0, 1, then 2


@given(st.lists(st.integers(0, 30), max_size=8) | st.lists(st.integers(0, 200), max_size=6))
def test_subset_sums_total_the_items_of_every_mask(items):
    """The bot's subset sums are a bytearray for every hand (8 cards of at most 30 points):
    each entry is the sum of its mask's items, and totals above a byte stay exact (a list)."""
    sums = P._subset_sums(items)
    assert len(sums) == 1 << len(items)
    for mask in range(len(sums)):
        assert sums[mask] == sum(x for i, x in enumerate(items) if mask >> i & 1)
    if sum(items) < 256:
        assert isinstance(sums, bytearray)


def test_an_attacked_empty_hand_flips_at_step_1_rather_than_yield():
    # Solo, no card in hand, JC attacks for 10 and a yield is allowed: a yield would have to
    # flip at step 4 and pay from the new hand without playing; the flip now plays first.
    for solo_yield in ("always", "not_twice"):
        g = game([[]], enemy="JC", solo_yield=solo_yield)
        assert (R.YIELD,) in g.legal_moves()
        assert B.choose(g.view(0)) == (R.FLIP,)


def test_a_solo_bot_never_yields_behind_a_shield_that_covers_the_attack():
    # TS against JC shields 10 of its 10: a yield pays nothing and gives the turn straight
    # back, the position unchanged, so yielding again and again would never end the game.
    g = game([[]], enemy="JC", table=[["TS"]], solo_yield="always")
    before = g.to_dict()
    g.apply((R.YIELD,))
    assert g.to_dict() == dict(before, last_yield=[True])
    assert (R.YIELD,) in g.legal_moves()
    assert B.choose(g.view(0)) == (R.FLIP,)
    g = game([["2H"]], enemy="JC", table=[["TS"]], solo_yield="always")
    assert B.choose(g.view(0)) == (R.PLAY, C.parse("2H"))


def test_with_teammates_an_empty_hand_behind_a_full_shield_hands_the_turn_on():
    # Not a loop: the teammate must play next (two players never yield twice in a row).
    g = game([[], ["2H", "3D"]], enemy="JC", table=[["TS"]])
    assert B.choose(g.view(0)) == (R.YIELD,)
