"""The table companion restored from its saved dict (`TableCompanion.from_dict`): every
count, court card, play on the table and the card tracker (`CardTracker.from_dict`) checked.

Kept apart from `shared_rules/regicide_companion.py` because a game needs it only to load a
companion (a resume, an undo, a refused step puts the table back): `from_dict` imports it for
the call alone (`compat.import_once`), so on a board its code leaves RAM afterwards.
"""
from shared_rules import cards as C
from shared_rules import regicide_rules as R
from shared_rules.regicide_cards import ENEMY, TABLE, CardTracker
from shared_rules.regicide_companion import PHASE_REVEAL, _card, _cards


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
    if len(t.unrevealed) + len(t.defeated) + (1 if t.enemy else 0) != 12:
        raise ValueError("the castle, the defeated and the enemy must make 12 court cards")
    if t.enemy:
        t.damage, t.shield, t.jester = R.table_effects(t.enemy, t.table)
    if "cards" in d:
        t.cards = tracker(CardTracker, d["cards"], t.players)
    else:  # a save from before the cards were tracked: every unseen card could be anywhere
        t.cards = _untracked(t)
    return t


def _counts(cls, d):
    """The companion with its options, turn, phase, debt and hand sizes."""
    if d["game"] != "regicide-companion":
        raise ValueError("not a saved regicide companion")
    opts = d["options"]
    if not isinstance(opts, dict):
        raise ValueError("options must be an object")
    if not isinstance(d["players"], int) or isinstance(d["players"], bool):
        raise ValueError("players must be 1-4, not %r" % (d["players"],))
    if opts["solo_yield"] not in R.SOLO_YIELD:
        raise ValueError("solo_yield must be one of %s" % "/".join(R.SOLO_YIELD))
    t = cls(d["players"], opts["solo_yield"], opts["jester_self"])
    t.turn = _count(d, "turn", t.players - 1)
    t.phase = d["phase"]
    if t.phase not in R.PHASES and t.phase != PHASE_REVEAL:
        raise ValueError("unknown phase %r" % (t.phase,))
    t.owed = _count(d, "owed", 20)
    sizes = _list(d, "hand_sizes")
    if len(sizes) != t.players:
        raise ValueError("hand_sizes must list %d counts" % t.players)
    t.hand_sizes = [_count({"hand size": n}, "hand size", t.max_hand) for n in sizes]
    return t


def _piles(t, d):
    """The tavern, discard, castle, defeated, enemy, table and the rest of the state."""
    t.tavern = _count(d, "tavern", 54)
    t.discard = _count(d, "discard", 54)
    t.unrevealed = [_court(x) for x in _list(d, "castle")]
    t.defeated = [_court(x) for x in _list(d, "defeated")]
    t.enemy = _court(d["enemy"]) if d["enemy"] is not None else 0
    t.table = []
    for p in _list(d, "table"):
        if not isinstance(p, list) or not all(isinstance(x, str) for x in p):
            raise ValueError("a play on the table is a list of cards, not %r" % (p,))
        t.table.append(_cards("+".join(p)))
    t.last_yield = [bool(x) for x in _list(d, "last_yield")]
    if len(t.last_yield) != t.players:
        raise ValueError("last_yield must list %d players" % t.players)
    t.solo_jesters = _count(d, "solo_jesters", R.SOLO_FLIPS)
    t.bonus_turn = bool(d["bonus_turn"])
    t.loss_reason = str(d["loss_reason"])


def tracker(cls, d, players):
    """The card tracker (of class `cls`) of its saved dict `d` (`CardTracker.from_dict`)."""
    if not isinstance(d, dict):
        raise ValueError("cards must be an object")
    t = cls(players, 0)
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
        t.pool[_suited(x)] = 1


def _segments(t, d):
    segments = d.get("segments")
    if not isinstance(segments, list):
        raise ValueError("cards.segments must be a list")
    for seg in segments:
        if not (isinstance(seg, list) and len(seg) == 3 and isinstance(seg[0], int)
                and seg[0] > 0 and (seg[1] is None or isinstance(seg[1], list))):
            raise ValueError("cards.segments: bad segment %r" % (seg,))
        members = None if seg[1] is None else [_suited(x) for x in seg[1]]
        t.segments.append([seg[0], members, bool(seg[2])])


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
    c = _card(text)
    if not R.is_court(c):
        raise ValueError("%s is not a court card" % C.token(c))
    return c


def _count(d, key, high):
    v = d[key]
    if not isinstance(v, int) or isinstance(v, bool) or not 0 <= v <= high:
        raise ValueError("%s must be an integer from 0 to %d, not %r" % (key, high, v))
    return v


def _suited(token):
    if not isinstance(token, str):
        raise ValueError("not a card: %r" % (token,))
    c = C.parse(token)
    if not C.is_card(c) or C.is_face_down(c):
        raise ValueError("not a card: %r" % (token,))
    return c
