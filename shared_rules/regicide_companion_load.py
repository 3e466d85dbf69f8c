"""The table companion restored from its saved dict (`TableCompanion.from_dict`): every
count, court card, play on the table and the card tracker checked.

Kept apart from `shared_rules/regicide_companion.py` because a game needs it only to load a
companion (a resume, an undo, a refused step puts the table back): `from_dict` imports it for
the call alone (`compat.import_once`), so on a board its code leaves RAM afterwards.
"""
from shared_rules import cards as C
from shared_rules import regicide_rules as R
from shared_rules.regicide_cards import TABLE, CardTracker
from shared_rules.regicide_companion import PHASE_REVEAL, _card, _cards


def load(cls, d):
    """The companion (of class `cls`) of the saved dict `d`."""
    if not isinstance(d, dict):
        raise ValueError("a saved companion is an object")
    try:
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
    except KeyError as e:
        raise ValueError("missing key %s" % e)
    if len(t.unrevealed) + len(t.defeated) + (1 if t.enemy else 0) != 12:
        raise ValueError("the castle, the defeated and the enemy must make 12 court cards")
    if t.enemy:
        t.damage, t.shield, t.jester = R.table_effects(t.enemy, t.table)
    if "cards" in d:
        t.cards = CardTracker.from_dict(d["cards"], t.players)
    else:  # a save from before the cards were tracked: every unseen card could be anywhere
        t.cards = _untracked(t)
    return t


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
