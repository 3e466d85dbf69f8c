"""The table companion built from its saved dict (`TableCompanion.from_dict`): every value
checked for its type and range, the card tracker read (`tracker`). What no game can reach as a
whole (a card twice, a court card on the table that was never defeated, more or fewer cards than
the game has, the court cards out of their tiers, a tracker that disagrees with the table) is
refused next, by `companion_audit.py`. The checks the full game's positions share are
`check.py`'s (true/false is `type(v) is bool`: "false" and 1 are refused).

Kept apart from `shared_rules/regicide/companion.py` because a game needs it only to load a
companion (a resume, an undo, a refused step puts the table back): `from_dict` imports it for
the call alone (`compat.import_once`), so on a board its code leaves RAM afterwards. The
companion's class is given to `load`; this module imports the tracker's (`cards.py`), never the
companion's.
"""
from shared_rules import cards as C
from shared_rules.regicide import rules as R
from shared_rules.regicide.cards import ENEMY, TABLE, TAVERN, CardTracker, parse_card, parse_cards
from shared_rules.regicide.check import boolean, booleans, integer, options
from shared_rules.regicide.rules import PHASE_REVEAL


def load(cls, d):
    """The companion (of class `cls`) of the saved dict `d`. In steps, each a small function:
    a function's code is one block of the heap, which a board's may not have in one piece."""
    if not isinstance(d, dict):
        raise ValueError("a saved companion is an object")
    try:
        t = _counts(cls, d)
        _piles(t, d)
    except KeyError as e:
        raise ValueError("missing key %s" % e)
    if "cards" in d:
        t.cards = tracker(d["cards"], t.players)
    else:  # a save from before the cards were tracked: every unseen card could be anywhere
        t.cards = _untracked(t)
    return t


def _counts(cls, d):
    """The companion with its options, turn, phase, debt and hand sizes."""
    if d["game"] != "regicide-companion":
        raise ValueError("not a saved regicide companion")
    solo_yield, jester_self = options(d["options"])
    if type(d["players"]) is not int:
        raise ValueError("players must be 1-4, not %r" % (d["players"],))
    t = cls(d["players"], solo_yield, jester_self)
    t.turn = integer(d, "turn", 0, t.players - 1)
    t.phase = d["phase"]
    if type(t.phase) is not str or (t.phase not in R.PHASES and t.phase != PHASE_REVEAL):
        raise ValueError("unknown phase %r" % (t.phase,))
    t.owed = integer(d, "owed", 1 if t.phase == R.PHASE_PAY else 0, 20)
    sizes = _list(d, "hand_sizes")
    if len(sizes) != t.players:
        raise ValueError("hand_sizes must list %d counts" % t.players)
    t.hand_sizes = [integer({"hand size": n}, "hand size", 0, t.max_hand) for n in sizes]
    return t


def _piles(t, d):
    """The tavern, discard, castle, defeated, enemy, table and the rest of the state."""
    t.tavern = integer(d, "tavern", 0, 54)
    t.discard = integer(d, "discard", 0, 54)
    t.unrevealed = [_court(x) for x in _list(d, "castle")]
    t.defeated = [_court(x) for x in _list(d, "defeated")]
    t.enemy = _court(d["enemy"]) if d["enemy"] is not None else 0
    t.table = []
    for p in _list(d, "table"):
        if not isinstance(p, list) or not all(isinstance(x, str) for x in p):
            raise ValueError("a play on the table is a list of cards, not %r" % (p,))
        t.table.append(parse_cards("+".join(p)))
    t.last_yield = booleans(d["last_yield"], t.players, "last_yield")
    t.solo_jesters = integer(d, "solo_jesters", 0, R.SOLO_FLIPS if t.players == 1 else 0)
    t.bonus_turn = boolean(d["bonus_turn"], "bonus_turn")
    if t.bonus_turn and (t.phase != PHASE_REVEAL or not t.defeated):
        raise ValueError("a bonus turn follows a defeat, until the next castle card is turned "
                         "up")
    t.loss_reason = d["loss_reason"]
    if type(t.loss_reason) is not str:
        raise ValueError("loss_reason must be text")


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


def _untracked(t):
    """A tracker that knows only the castle, the enemy and the table (old saves)."""
    cards = CardTracker(t.players, t.tavern)
    anywhere = (1 << t.players) - 1 | 16 | 32
    for c in range(4, 56):
        if not R.is_court(c):
            cards.where[c] = anywhere
    for c in t.defeated:
        cards.where[c] = anywhere
        cards.pool[c] = 1
    if t.enemy:
        cards.reveal(t.enemy)
    for p in t.table:
        cards.place(p, TABLE)
    return cards


def _list(d, key):
    v = d[key]
    if not isinstance(v, list):
        raise ValueError("%s must be a list, not %r" % (key, v))
    return v


def _court(text):
    c = parse_card(text)
    if not R.is_court(c):
        raise ValueError("%s is not a court card" % C.token(c))
    return c


def _suited(token):
    if not isinstance(token, str):
        raise ValueError("not a card: %r" % (token,))
    c = C.parse(token)
    if not C.is_card(c) or C.is_face_down(c):
        raise ValueError("not a card: %r" % (token,))
    return c
