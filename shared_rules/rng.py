"""A seeded random generator that gives the same numbers on CPython and on every board.

MicroPython's `random` differs between ports and lacks `shuffle`, so games draw from this.
It combines two Lehmer generators (L'Ecuyer's method) whose moduli are primes just below
2**30, multiplied with Schrage's trick, so every intermediate value stays a small integer on a
32-bit board (below 2**30) and nothing allocates. Period about 10**18.
"""
from shared_rules.compat import const

_M1 = const(1073741789)  # primes below 2**30
_A1 = const(28999)  # primitive roots, below sqrt(M) so Schrage's method applies
_Q1 = const(37026)  # M1 // A1
_R1 = const(24815)  # M1 % A1
_M2 = const(1073741783)
_A2 = const(31000)
_Q2 = const(34636)
_R2 = const(25783)
_SPAN = const(1073741788)  # outputs are 0 … M1 - 2: _SPAN values


class Random:
    """Deterministic generator: `Random(seed)` gives the same sequence everywhere."""

    def __init__(self, seed=0):
        self.seed(seed)

    def seed(self, seed):
        """Restart the sequence from an integer seed (any size; negative allowed)."""
        if not isinstance(seed, int):
            raise ValueError("seed must be an integer, not %r" % (seed,))
        seed = abs(seed)
        low = seed % _SPAN
        high = (seed // _SPAN) % _SPAN
        self._s1 = low + 1
        self._s2 = (low ^ 0x2545F491 ^ high) % (_M2 - 1) + 1
        for _ in range(4):
            self.next()

    def state(self):
        """The generator's state as two small ints, to save with a game."""
        return (self._s1, self._s2)

    def set_state(self, state):
        """Restore a state returned by `state()` (or read from a save: `saved_state`)."""
        self._s1, self._s2 = saved_state(state)

    def next(self):
        """The next raw number, 0 … 2**30 - 37, uniform."""
        s = self._s1
        s = _A1 * (s % _Q1) - _R1 * (s // _Q1)
        if s <= 0:
            s += _M1
        self._s1 = s
        t = self._s2
        t = _A2 * (t % _Q2) - _R2 * (t // _Q2)
        if t <= 0:
            t += _M2
        self._s2 = t
        z = s - t
        if z < 0:
            z += _SPAN
        return z

    def randbelow(self, n):
        """A uniform integer 0 … n - 1 (n from 1 to 2**30 - 36), without bias."""
        if n <= 0 or n > _SPAN:
            raise ValueError("randbelow needs 1 <= n <= %d, not %r" % (_SPAN, n))
        limit = _SPAN - _SPAN % n  # reject the top partial block
        while True:
            z = self.next()
            if z < limit:
                return z % n

    def shuffle(self, items):
        """Shuffle a list in place (Fisher–Yates)."""
        i = len(items) - 1
        while i > 0:
            j = self.randbelow(i + 1)
            items[i], items[j] = items[j], items[i]
            i -= 1

    def choice(self, items):
        """One element of a non-empty sequence, uniformly."""
        if not items:
            raise ValueError("choice from an empty sequence")
        return items[self.randbelow(len(items))]


def saved_state(state):
    """The generator state a save holds (`[s1, s2]`, what `state()` gave) as a tuple, checked;
    ValueError "invalid random state ..." for anything the generator is never in: not two
    numbers, true/false or a float (`True == 1` in Python, `5.0 == 5`), s1 outside 1 … M1 - 1,
    s2 outside 1 … M2 - 1. Every pair inside is a state: each Lehmer generator visits every
    nonzero number below its modulus (its multiplier is a primitive root). Every loader that
    reads a state calls this, through `set_state`."""
    if type(state) in (list, tuple) and len(state) == 2:
        s1, s2 = state
        if type(s1) is int and type(s2) is int and 0 < s1 < _M1 and 0 < s2 < _M2:
            return (s1, s2)
    raise ValueError("invalid random state %r" % (state,))
