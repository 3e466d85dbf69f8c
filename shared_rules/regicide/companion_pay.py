"""The Regicide companion's end of a game on "cannot pay": the player who owes damage shows a
hand worth less than owed (`TableCompanion.cannot_pay`), refused while the hand's size alone
proves it can pay (`payable_reason`) and when the hand shown is not one the seat can hold.

Apart from `shared_rules/regicide/companion.py` because a game asks it once at most, at its
end: the companion imports it for the call alone (`compat.import_once`), so on a board its
code and its messages are in RAM only then. It is given the companion, never imports it.
"""
from shared_rules import cards as C
from shared_rules.compat import refuse
from shared_rules.regicide import rules as R
from shared_rules.regicide.rules import Refused
from shared_rules.regicide.cards import parse_cards


def payable_reason(t):
    """Why the attacked player can certainly pay (a refusal), or None when only their hand
    can tell: the cheapest hand of their size among the cards they can hold covers it."""
    seat = t.turn
    n = t.hand_sizes[seat]
    known, maybe = t.cards.possible_in_hand(seat)
    low = R.hand_value(known)
    cheapest = [0] * t._jesters_unplayed() + sorted(R.value(c) for c in maybe)
    rest = n - len(known)
    for v in cheapest[:rest if rest > 0 else 0]:
        low += v
    if n == 1 and low >= t.owed:
        return refuse("%s holds 1 card: any hand of 1 they can hold is worth at least %s, "
                      "enough for the %s owed", "seat %d" % seat, low, t.owed)
    if n and low >= t.owed:
        return refuse("%s holds %s cards: any hand of %s they can hold is worth at least %s, "
                      "enough for the %s owed", "seat %d" % seat, n, n, low, t.owed)
    return None


def refusal(t):
    """Why the game cannot end on "cannot pay" now, before any hand is shown, or None."""
    if t.phase != R.PHASE_PAY:
        return refuse("nobody has damage to pay")
    if t.players == 1 and t.solo_jesters < R.SOLO_FLIPS:
        return refuse("a solo Jester can still be flipped before paying")
    return payable_reason(t)


def cannot_pay(t, hand=None):
    """The attacked player shows their whole hand (`2S+3D`), worth less than owed: lost.
    Refused while the hand's size alone proves it can pay, and when the hand shown is not
    one the player can hold or covers the damage."""
    t._need(R.PHASE_PAY, "nobody has damage to pay (the game is at %s)")
    reason = refusal(t)
    if reason:
        raise Refused(reason[0], *reason[1])
    seat = t.turn
    name = "seat %d" % seat
    n = t.hand_sizes[seat]
    if hand is None:
        raise (Refused("show %s's hand: enter its 1 card", name) if n == 1 else
               Refused("show %s's hand: enter its %s cards", name, n))
    shown = parse_cards(hand) if hand.strip() else ()
    if len(shown) != n:
        raise (Refused("%s holds 1 card, not %s", name, len(shown)) if n == 1 else
               Refused("%s holds %s cards, not %s", name, n, len(shown)))
    for i in range(len(shown)):
        if shown[i] != C.JOKER and shown[i] in shown[:i]:
            raise Refused("%s appears twice", C.token(shown[i]))
    t._check_held(shown)
    known, _ = t.cards.possible_in_hand(seat)
    for c in known:
        if c not in shown:
            raise Refused("%s is in %s's hand: show it too", C.token(c), name)
    worth = R.hand_value(shown)
    if worth >= t.owed:
        raise Refused("that hand is worth %s: it pays the %s owed", worth, t.owed)
    return t._lose("%s cannot pay %s damage", name, t.owed)
