"""The card tracker at a real table (issue 16): a card never seen that can only be the last
card of the tavern is named by its place."""
from shared_rules.compat import english
from shared_rules import cards as C
from shared_rules.regicide import where
from shared_rules.regicide.cards import DISCARD, TABLE, TAVERN, CardTracker


def test_the_last_unseen_card_is_the_taverns_only_card():
    # Solo, one card left in the tavern. Every other Ace-to-Ten is seen in the discard pile but
    # 2S and 3S; the player plays 3S with an empty hand left: 2S can only be the tavern's card.
    t = CardTracker(1, 1)
    rest = [C.card(r, s) for r in range(1, 11) for s in range(4)
            if C.token(C.card(r, s)) not in ("2S", "3S")]
    t.place(rest, DISCARD)
    t.place([C.parse("3S")], TABLE)
    t.settle([0], len(rest))
    two = C.parse("2S")
    assert t.where[two] == TAVERN
    assert where.location(t, two) == "the tavern, card 1 from the top"
    # and a hand claiming it is told where it is, not that it was healed back
    assert english(where.refusal(t, 0, two)) == \
        "2S is on top of the tavern: it is drawn before any other card"


def test_a_healed_card_is_known_once_its_twin_is_played_from_the_hand_that_drew_it():
    # Two players. The discard pile holds 2S and 3S; a heal of 1 puts one of them under the
    # (empty) tavern, a second heal of 1 the other. Seat 0 draws the first and plays 2S: so
    # 2S was that card, and the one left in the tavern is 3S, on top.
    t = CardTracker(2, 0)
    two, three = C.parse("2S"), C.parse("3S")
    t.place([two, three], DISCARD)
    t.heal(1, 2)
    t.heal(1, 1)
    assert t.draw([0]) == [(0, [two, three])]
    t.place([two], TABLE)
    t.settle([5, 5], 0)
    assert t.where[three] == TAVERN
    assert where.location(t, three) == "the tavern, card 1 from the top"
