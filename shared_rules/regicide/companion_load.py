"""The table companion built from its saved dict (`TableCompanion.from_dict`): every value
checked for its type and range; its card tracker is read next, by `companion_cards.py` (an
older save's, which has none, is made up here from the table). What no game can reach as a
whole (a card twice, a court card on the table that was never defeated, more or fewer cards than
the game has, the court cards out of their tiers, a tracker that disagrees with the table) is
refused next, by `companion_audit.py`. The checks the full game's positions share are
`check.py`'s (true/false is `type(v) is bool`: "false" and 1 are refused).

Kept apart from `shared_rules/regicide/companion.py` because a game needs it only to load a
companion (a resume, an undo, the oldest undo step let go): `from_dict` imports it for
the call alone (`compat.import_once`), so on a board its code leaves RAM afterwards, before
the tracker's reader comes in. The companion's class is given to `load`; this module imports
the tracker's (`cards.py`), never the companion's.
"""
from shared_rules import cards as C
from shared_rules.regicide import rules as R
from shared_rules.regicide.cards import TABLE, CardTracker, parse_card, parse_cards
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
    if "cards" not in d:  # a save from before the cards were tracked: every unseen card
        t.cards = _untracked(t)  # could be anywhere (a tracked one's: `companion_cards.py`)
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


