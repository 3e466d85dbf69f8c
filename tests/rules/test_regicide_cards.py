"""Where a Regicide card can be (shared_rules/regicide/cards.py): what the table is told for
every kind of place, tavern depths, and the save's refusals, worded exactly."""
import pytest

from shared_rules.compat import english
from shared_rules import cards as C
from shared_rules.regicide import where
from shared_rules.regicide.cards import CASTLE, DISCARD, ENEMY, TABLE, TAVERN, CardTracker
from shared_rules.regicide.companion_cards import tracker as load_tracker


def card(token):
    return C.parse(token)


def test_a_fresh_tracker_knows_the_castle_and_nothing_of_the_hands():
    t = CardTracker(3, 30)
    assert where.location(t, card("5H")) == "a hand or the tavern"
    assert where.location(t, card("KS")) == "the castle"
    assert where.location(t, C.JOKER) == "a Jester: counted, not tracked"


@pytest.mark.parametrize("mask, said", [
    (1, "seat 0's hand"),
    (4, "seat 2's hand"),
    (0b101, "the hand of seat 0 or 2"),
    (0b111, "a hand"),
    (0b011 | DISCARD, "the hand of seat 0 or 1 or the discard pile"),
    (TAVERN | DISCARD, "the tavern or the discard pile"),
    (TABLE, "in play"),
    (CASTLE | ENEMY, "the castle or the enemy"),
    (0, "nowhere"),
])
def test_every_place_is_named(mask, said):
    assert where.describe(CardTracker(3, 30), mask) == said


def test_an_exact_kill_on_top_of_the_tavern_is_known_card_by_card():
    t = CardTracker(2, 30)
    t.on_top(card("JH"))
    assert where.location(t, card("JH")) == "the tavern, card 1 from the top"
    t.on_top(card("JS"))
    assert where.location(t, card("JS")) == "the tavern, card 1 from the top"
    assert where.location(t, card("JH")) == "the tavern, card 2 from the top"
    # the cards never seen since the deal lie under them
    assert t.depth_range(card("5C")) == (2, 31)


def test_a_healed_group_is_known_to_lie_within_its_part_of_the_tavern():
    t = CardTracker(2, 3)
    t.place([card("5C"), card("6C")], DISCARD)
    t.heal(2, 2)  # both go under the three unseen cards
    assert where.location(t, card("5C")) == "the tavern, cards 4-5 from the top"
    assert english(where.refusal(t, 0, card("5C"))) == \
        "5C is under the tavern (healed back) and not drawn yet"
    t.draw([0, 1, 0])  # the three unseen cards are drawn
    assert where.location(t, card("6C")) == "the tavern, cards 1-2 from the top"
    t.draw([1])
    assert where.location(t, card("6C")) == "seat 1's hand or the tavern"
    # one of a healed pair left alone in its segment: its depth is known exactly
    t = CardTracker(2, 0)
    t.place([card("9D")], DISCARD)
    t.heal(1, 1)
    t.place([card("8D")], DISCARD)
    t.heal(1, 1)
    assert where.location(t, card("8D")) == "the tavern, card 2 from the top"


def test_a_round_trip_keeps_every_field_and_an_old_save_without_the_count_reads_as_none():
    t = CardTracker(3, 30)
    t.on_top(card("JH"))
    t.place([card("5C"), C.JOKER], DISCARD)
    d = t.to_dict()
    assert d["jesters_discard"] == 1 and d["jesters_discarded"] == 1
    again = load_tracker(d, 3)
    assert again.to_dict() == d and again.players == 3
    del d["jesters_discarded"]
    assert load_tracker(d, 3).jesters_discarded == 0
    assert "5C" not in d["pool"] and "5H" in d["pool"]
    assert bytes(again.pool) == bytes(t.pool)


def test_a_jester_discarded_again_after_a_partial_heal_is_counted_once_and_saves():
    # Four players, two Jesters, both paid to the discard pile; a heal of one card may take
    # one under the tavern, and a Jester paid again may be that one: at most two are there.
    t = CardTracker(4, 22)
    t.place([C.JOKER, C.JOKER], DISCARD)
    t.heal(1, 2)
    t.place([C.JOKER], DISCARD)
    assert (t.jesters_discard, t.jesters_discarded) == (2, 1)
    assert load_tracker(t.to_dict(), 4).to_dict() == t.to_dict()


def _saved():
    t = CardTracker(2, 30)
    t.on_top(card("JH"))
    return t.to_dict()


def _with(**changes):
    d = _saved()
    for key, value in changes.items():
        if value is None:
            del d[key]
        else:
            d[key] = value
    return d


@pytest.mark.parametrize("d, message", [
    ([], "cards must be an object"),
    (_with(where=None), "cards.where must list 52 masks"),
    (_with(where=[1] * 51), "cards.where must list 52 masks"),
    (_with(where=[1] * 51 + [0]), "cards.where: bad mask 0"),
    (_with(where=[1] * 51 + [512]), "cards.where: bad mask 512"),
    (_with(where=[1] * 51 + [True]), "cards.where: bad mask True"),
    (_with(where=[1] * 51 + ["1"]), "cards.where: bad mask '1'"),
    (_with(pool="5H"), "cards.pool must be a list of cards"),
    (_with(pool=["5X"]), "invalid card token '5X'"),
    (_with(pool=[5]), "not a card: 5"),
    (_with(pool=["~5H"]), "not a card: '~5H'"),
    (_with(segments=None), "cards.segments must be a list"),
    (_with(segments=[[0, None, False]]), "cards.segments: bad segment [0, None, False]"),
    (_with(segments=[[1, None]]), "cards.segments: bad segment [1, None]"),
    (_with(segments=[[1, "JH", False]]), "cards.segments: bad segment [1, 'JH', False]"),
    (_with(segments=[["1", None, False]]), "cards.segments: bad segment ['1', None, False]"),
    (_with(segments=[(1, None, False)]), "cards.segments: bad segment (1, None, False)"),
    (_with(segments=[[1, None, "false"]]), "cards.segments: bad segment [1, None, 'false']"),
    (_with(segments=[[True, None, False]]), "cards.segments: bad segment [True, None, False]"),
    (_with(jesters_discard=3), "cards.jesters_discard must be 0-2"),
    (_with(jesters_discard=-1), "cards.jesters_discard must be 0-2"),
    (_with(jesters_discard=True), "cards.jesters_discard must be 0-2"),
    (_with(jesters_discard=None), "cards.jesters_discard must be 0-2"),
    (_with(jesters_discard=1, jesters_discarded=2), "cards.jesters_discarded must be 0-1"),
    (_with(jesters_discarded=True), "cards.jesters_discarded must be 0-0"),
    (_with(jesters_discarded=-1), "cards.jesters_discarded must be 0-0"),
])
def test_a_bad_saved_tracker_is_refused_by_name(d, message):
    with pytest.raises(ValueError) as err:
        load_tracker(d, 2)
    assert str(err.value) == message


def test_the_largest_masks_are_accepted():
    d = _with(where=[ENEMY * 2 - 1] * 52, jesters_discard=2, jesters_discarded=2)
    assert load_tracker(d, 2).where[4:] == [ENEMY * 2 - 1] * 52


def test_settling_repeats_until_one_deduction_has_led_to_the_next():
    # Each seat holds one card. Seat 1 can hold only 6H: so 6H is there, and then seat 0,
    # which could hold 5H or 6H, holds 5H (a second round of reasoning).
    t = CardTracker(2, 0)
    for c in range(4, 56):
        t.where[c] = CASTLE
    t.where[card("6H")] = 1 | 2
    t.where[card("5H")] = 1 | TABLE
    t.settle([1, 1], 0)
    assert where.location(t, card("6H")) == "seat 1's hand"
    assert where.location(t, card("5H")) == "seat 0's hand"
