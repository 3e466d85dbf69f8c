"""A saved table companion's card tracker read back (`TableCompanion.from_dict`, after
`companion_load.py` built the rest of the table, before `companion_audit.py` checks the two
together): each card's mask of places, the pool of cards never seen since the deal, the
tavern's parts from the top and the Jesters' counts, each value checked.

Apart from the loader so that on a board the two are never in RAM together: `from_dict`
imports each for its call alone (`compat.import_once`), and a board's heap, full with a
game's code, has room for the smaller one at a time (docs/benchmarks.md). It imports the
tracker's class (`cards.py`), never the companion.
"""
from shared_rules import cards as C
from shared_rules.regicide import rules as R
from shared_rules.regicide.cards import ENEMY, TAVERN, CardTracker


def tracker(d, players):
    """The card tracker of a `players`-seat game from its saved dict `d` (`CardTracker.to_dict`);
    ValueError naming what is wrong."""
    if not isinstance(d, dict):
        raise ValueError("cards must be an object")
    t = CardTracker(players, 0)
    _masks(t, d)
    _segments(t, d)
    j = d.get("jesters_discard")
    if not isinstance(j, int) or isinstance(j, bool) or not 0 <= j <= 2:
        raise ValueError("cards.jesters_discard must be 0-2")
    t.jesters_discard = j
    k = d.get("jesters_discarded", 0)
    if not isinstance(k, int) or isinstance(k, bool) or not 0 <= k <= j:
        raise ValueError("cards.jesters_discarded must be 0-%d" % j)
    t.jesters_discarded = k
    return t


def _masks(t, d):
    """Where each card may be, and the pool of cards the tracker no longer follows."""
    where = d.get("where")
    limit = ENEMY * 2
    if not isinstance(where, list) or len(where) != 52:
        raise ValueError("cards.where must list 52 masks")
    for i in range(52):
        m = where[i]
        if not isinstance(m, int) or isinstance(m, bool) or not 0 < m < limit:
            raise ValueError("cards.where: bad mask %r" % (m,))
        t.where[i + 4] = m
    pool = d.get("pool")
    if not isinstance(pool, list):
        raise ValueError("cards.pool must be a list of cards")
    t.pool = bytearray(56)
    for x in pool:
        c = _suited(x)
        if t.pool[c]:
            raise ValueError("cards.pool: %s appears twice" % C.token(c))
        t.pool[c] = 1


def _segments(t, d):
    """The tavern from the top, in parts: each part's cards (none twice, each one its mask
    allows in the tavern) and the Jesters it may hold (only in a game with Jesters in the
    tavern) are at least its count; one part at most is the cards never seen since the deal
    (the pool, each of them allowed in the tavern)."""
    segments = d.get("segments")
    if not isinstance(segments, list):
        raise ValueError("cards.segments must be a list")
    jesters = R.TAVERN_JESTERS[t.players]
    unseen = 0
    for c in range(4, 56):
        if t.pool[c]:
            _in_tavern(t, c, "cards.pool")
            unseen += 1
    pooled = False
    for seg in segments:
        if not (type(seg) is list and len(seg) == 3 and type(seg[0]) is int and seg[0] > 0
                and (seg[1] is None or type(seg[1]) is list) and type(seg[2]) is bool):
            raise ValueError("cards.segments: bad segment %r" % (seg,))
        if seg[1] is None:
            if pooled:
                raise ValueError("cards.segments: two parts never seen since the deal")
            pooled = True
            members = None
            n = unseen
        else:
            members = [_suited(x) for x in seg[1]]
            n = len(members)
            for i in range(n):
                if members[i] in members[:i]:
                    raise ValueError("cards.segments: %s appears twice in a segment"
                                     % C.token(members[i]))
                _in_tavern(t, members[i], "cards.segments")
        if seg[2] and not jesters:
            raise ValueError("cards.segments: a %d-player game has no Jester in the tavern"
                             % t.players)
        if seg[0] > n + (jesters if seg[2] else 0):
            raise ValueError("cards.segments: %d cards cannot come from %d card(s)%s"
                             % (seg[0], n, " and the Jesters" if seg[2] else ""))
        t.segments.append([seg[0], members, seg[2]])


def _in_tavern(t, c, what):
    if not t.where[c] & TAVERN:
        raise ValueError("%s: %s cannot be in the tavern (cards.where)" % (what, C.token(c)))


def _suited(token):
    if not isinstance(token, str):
        raise ValueError("not a card: %r" % (token,))
    c = C.parse(token)
    if not C.is_card(c) or C.is_face_down(c):
        raise ValueError("not a card: %r" % (token,))
    return c
