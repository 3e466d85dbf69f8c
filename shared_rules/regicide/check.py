"""The checks a saved Regicide position (`regicide_load.py`) and a saved table companion
(`regicide_companion_load.py`) share, worded the same in both: integers, true/false, the
options, a play on the table, a card seen twice, the court cards' order.

It needs only the cards and the rules (`regicide_rules`), never the full game: the companion's
loader brings it in without the engine, and both loaders are imported for their call alone
(`compat.import_once`), this module with them. A boolean is `type(v) is bool` and an integer
`type(v) is int`: True == 1 in Python, and JSON's "false" is a string.
"""
from shared_rules import cards as C
from shared_rules.compat import english
from shared_rules.regicide import rules as R


def integer(d, key, low, high):
    """`d[key]`, an integer from low to high (not true/false)."""
    v = d[key]
    if type(v) is not int or not low <= v <= high:
        raise ValueError("%s must be an integer from %d to %d, not %r" % (key, low, high, v))
    return v


def boolean(v, what):
    """`v`, true or false (not 1, 0 or "false")."""
    if type(v) is not bool:
        raise ValueError("%s must be true or false" % what)
    return v


def booleans(v, n, what):
    """`v`, a list of n true/false (a copy)."""
    if type(v) is not list or len(v) != n or [x for x in v if type(x) is not bool]:
        raise ValueError("%s must be a list of %d true/false" % (what, n))
    return list(v)


def options(opts):
    """(solo_yield, jester_self) of a position's options object: both given, nothing else."""
    if type(opts) is not dict:
        raise ValueError("options must be an object")
    for k in opts:
        if k not in ("solo_yield", "jester_self"):
            raise ValueError("unknown option %r" % (k,))
    if len(opts) != 2:
        raise ValueError("options must give solo_yield and jester_self")
    solo_yield = opts["solo_yield"]
    if type(solo_yield) is not str or solo_yield not in R.SOLO_YIELD:
        raise ValueError("solo_yield must be one of %s, not %r" % ("/".join(R.SOLO_YIELD),
                                                                     solo_yield))
    return solo_yield, boolean(opts["jester_self"], "option jester_self")


def table_play(i, play):
    """Play number i on the table (sorted codes) must be one legal play."""
    reason = R.play_error(play)
    if reason:
        raise ValueError("table play %d is illegal: %s" % (i, english(reason)))


def once(seen, c):
    """Mark the suited card `c` in `seen` (a bytearray of 64): refused if it was marked."""
    if seen[c]:
        raise ValueError("%s appears twice" % C.token(c))
    seen[c] = 1


def out_of_tier(courts):
    """The first court card that comes after one of a higher rank (the castle gives up its
    Jacks, then its Queens, then its Kings), or 0 when they are in order."""
    last = C.JACK
    for c in courts:
        r = C.rank(c)
        if r < last:
            return c
        last = r
    return 0
