"""Where a Regicide card is, in words: the card tracker's answers to the table (the device's
"Where is?", the reason a card cannot be in a hand), the companion's list of every card and
its state in one line (the host's tools print it; no device mode shows it).

Apart from `shared_rules/regicide/cards.py` because the table asks seldom: on a board this
code and its messages are in RAM only while an answer is made (`compat.import_once`); the
tracker's masks and counts stay with the tracker. The companion imports it for an answer
(`TableCompanion.location`, a refused card, `TableCompanion.where`, `TableCompanion.status`);
the tracker does not: it knows its places, this module their words.
"""
from shared_rules import cards as C
from shared_rules.compat import refuse
from shared_rules.regicide import rules as R
from shared_rules.regicide.cards import CASTLE, DISCARD, ENEMY, TABLE, TAVERN

_PLACES = ((TAVERN, "the tavern"), (DISCARD, "the discard pile"), (TABLE, "in play"),
           (CASTLE, "the castle"), (ENEMY, "the enemy"))


def refusal(tracker, seat, c):
    """Why card `c` (not a Jester) cannot be in `seat`'s hand, as the tracker knows it (its
    mask has not the seat's bit): a refusal (shared_rules/compat.py)."""
    m = tracker.where[c]
    t = C.token(c)
    if m == ENEMY:
        return refuse("%s is the enemy", t)
    if m == CASTLE:
        return refuse("%s has not been defeated: it cannot be in a hand", t)
    if m == TABLE:
        return refuse("%s is already on the table", t)
    if m == DISCARD:
        return refuse("%s is in the discard pile (played or paid earlier)", t)
    if m == TAVERN:
        low, high = tracker.tavern_depths(c)
        if low == high == 0:
            return refuse("%s is on top of the tavern: it is drawn before any other card", t)
        if low == high >= 0:
            return refuse("%s is card %s from the top of the tavern: not drawn yet", t, low + 1)
        return refuse("%s is under the tavern (healed back) and not drawn yet", t)
    if m & 15 and not m & ~15 and _single(m & 15):
        return refuse("%s is in %s's hand", t, "seat %d" % _seat_of(m))
    # (the places in the table's words: `describe`'s line, which a screen says part by part)
    return refuse("%s cannot be in %s's hand: it is in %s", t, "seat %d" % seat,
                  describe(tracker, m))


def location(tracker, c):
    """Where card `c` is, as the table would say it ("the discard pile", "seat 1's hand", "the
    tavern, card 1 from the top", "a hand or the tavern", ...)."""
    if c == C.JOKER:
        return "a Jester: counted, not tracked"
    m = tracker.where[c]
    if m == TAVERN:
        low, high = tracker.tavern_depths(c)
        if low == high:
            return "the tavern, card %d from the top" % (low + 1)
        return "the tavern, cards %d-%d from the top" % (low + 1, high + 1)
    return describe(tracker, m)


def describe(tracker, m):
    """The places of the mask `m` ("seat 1's hand or the tavern", "nowhere")."""
    parts = []
    hands = m & 15
    if hands:
        if _single(hands):
            parts.append("seat %d's hand" % _seat_of(hands))
        elif hands == (1 << tracker.players) - 1:
            parts.append("a hand")
        else:
            parts.append("the hand of seat " + " or ".join(
                str(s) for s in range(tracker.players) if hands & (1 << s)))
    for bit, name in _PLACES:
        if m & bit:
            parts.append(name)
    return " or ".join(parts) if parts else "nowhere"


def every_card(t):
    """The companion `t`'s (token, where) for every suited card, then the Jesters."""
    out = [(C.token(c), location(t.cards, c)) for c in range(4, 56)]
    if t.players == 1:
        jesters = "set aside as solo powers, %d of 2 flipped" % t.solo_jesters
    elif not R.TAVERN_JESTERS[t.players]:
        jesters = "out of the game (none in a 2-player tavern)"
    else:
        n = R.TAVERN_JESTERS[t.players]
        played = n - t._jesters_unplayed()
        jesters = ("%d in this game: %d in play, the rest in a hand, the tavern or the "
                   "discard pile" % (n, played))
    return out + [("JK", jesters)]


def status(t):
    """The companion `t` in one line (`TableCompanion.status`): enemy, health left, attack
    after the shield, the counts, the seat to act and the phase."""
    if t.phase == R.PHASE_WON:
        return "won: all twelve court cards defeated"
    if t.phase == R.PHASE_LOST:
        return "lost: " + t.loss_reason
    if not t.enemy:
        return "turn up the %s castle card" % ("next" if t.defeated else "first")
    attack = R.enemy_attack(t.enemy) - t.shield
    return ("%s health %d/%d attack %d%s | tavern %d discard %d hands %s | seat %d: %s"
            % (C.token(t.enemy), R.enemy_health(t.enemy) - t.damage,
               R.enemy_health(t.enemy), attack if attack > 0 else 0,
               " (Jester: no immunity)" if t.jester else "", t.tavern, t.discard,
               "/".join(str(n) for n in t.hand_sizes), t.turn, t.phase))


def _single(m):
    return m & (m - 1) == 0


def _seat_of(m):
    s = 0
    while not m & 1:
        m >>= 1
        s += 1
    return s
