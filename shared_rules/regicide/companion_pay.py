"""The Regicide companion's end of a game on "cannot pay": the player who owes damage shows a
hand worth less than owed (`TableCompanion.cannot_pay`), refused while the hand's size alone
proves it can pay (`payable_reason`) and when the hand shown is not one the seat can hold.

Apart from `shared_rules/regicide/companion.py` because a game asks it once at most, at its
end: the companion imports it for the call alone (`compat.import_once`), so on a board its
code and its messages are in RAM only then. It is given the companion, never imports it.
"""
from shared_rules import cards as C
from shared_rules.regicide import rules as R
from shared_rules.regicide.cards import parse_cards


def payable_reason(t):
    """Why the attacked player can certainly pay (a string), or None when only their hand
    can tell: the cheapest hand of their size among the cards they can hold covers it."""
    seat = t.turn
    n = t.hand_sizes[seat]
    known, maybe = t.cards.possible_in_hand(seat)
    low = R.hand_value(known)
    cheapest = [0] * t._jesters_unplayed() + sorted(R.value(c) for c in maybe)
    rest = n - len(known)
    for v in cheapest[:rest if rest > 0 else 0]:
        low += v
    if n and low >= t.owed:
        return ("seat %d holds %d card%s: any hand of %d they can hold is worth at least "
                "%d, enough for the %d owed" % (seat, n, "" if n == 1 else "s", n, low,
                                                t.owed))
    return None


def refusal(t):
    """Why the game cannot end on "cannot pay" now, before any hand is shown, or None."""
    if t.phase != R.PHASE_PAY:
        return "nobody has damage to pay"
    if t.players == 1 and t.solo_jesters < R.SOLO_FLIPS:
        return "a solo Jester can still be flipped before paying"
    return payable_reason(t)


def cannot_pay(t, hand=None):
    """The attacked player shows their whole hand (`2S+3D`), worth less than owed: lost.
    Refused while the hand's size alone proves it can pay, and when the hand shown is not
    one the player can hold or covers the damage."""
    t._need(R.PHASE_PAY, "nobody has damage to pay")
    reason = refusal(t)
    if reason:
        raise ValueError(reason)
    seat = t.turn
    n = t.hand_sizes[seat]
    if hand is None:
        raise ValueError("show seat %d's hand: enter its %d card%s" % (
            seat, n, "" if n == 1 else "s"))
    shown = parse_cards(hand) if hand.strip() else ()
    if len(shown) != n:
        raise ValueError("seat %d holds %d card%s, not %d" % (
            seat, n, "" if n == 1 else "s", len(shown)))
    for i in range(len(shown)):
        if shown[i] != C.JOKER and shown[i] in shown[:i]:
            raise ValueError("%s appears twice" % C.token(shown[i]))
    t._check_held(shown)
    known, _ = t.cards.possible_in_hand(seat)
    for c in known:
        if c not in shown:
            raise ValueError("%s is in seat %d's hand: show it too" % (C.token(c), seat))
    worth = R.hand_value(shown)
    if worth >= t.owed:
        raise ValueError("that hand is worth %d: it pays the %d owed" % (worth, t.owed))
    return t._lose("seat %d cannot pay %d damage" % (seat, t.owed))
