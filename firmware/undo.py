"""Undo for the modes: the last steps' engine snapshots, kept in the mode's save file.

A mode pushes the engine's snapshot (its `to_dict()`, notation or a count, anything JSON can
hold) *before* it applies a step, and saves `history.to_list()` with the game; Undo pops the
newest snapshot and rebuilds the engine from it, so the state after an undo equals the state
before the undone step. Only the last `depth` snapshots are kept (RAM and flash are small); the
rules of a mode decide what one step is (a move, a play, a payment, an entry, a whole deal).
Positions as short text, and Undo by replaying the steps since one position, are in
`firmware/replay.py` (only the Regicide modes need them: the others do not load that code).
"""
DEPTH = 12


class History:
    """The newest snapshots last; at most `depth` of them."""

    def __init__(self, snapshots=None, depth=DEPTH):
        self.depth = depth
        self.snapshots = list(snapshots or ())[-depth:]

    def push(self, snapshot):
        self.snapshots.append(snapshot)
        if len(self.snapshots) > self.depth:
            self.snapshots.pop(0)

    def pop(self):
        """The newest snapshot, removed; None when there is nothing to undo."""
        if not self.snapshots:
            return None
        return self.snapshots.pop()

    def can_undo(self):
        return len(self.snapshots) > 0

    def clear(self):
        self.snapshots = []

    def to_list(self):
        return list(self.snapshots)

    @classmethod
    def from_list(cls, data, depth=DEPTH, check=None):
        """From a save: a list whose every snapshot `check(snapshot)` accepts (the mode's test
        of what it pushes); None (nothing to undo) gives an empty history. ValueError for
        anything else: the save is not what the code wrote, so it cannot be read."""
        if data is None:
            return cls(None, depth)
        if not isinstance(data, list) or len(data) > depth:
            raise ValueError("the undo list is damaged")
        for snapshot in data:
            if check is None or not check(snapshot):
                raise ValueError("an undo step is damaged")
        return cls(data, depth)


def whole(x, low, high):
    """True for an int from `low` to `high`: a count or an index as the code saves it (not
    True, which is an int in Python, nor 1.0, which equals 1)."""
    return type(x) is int and low <= x <= high


def strings(x, length=-1):
    """True for a list of strings (of `length` of them, unless -1)."""
    if not isinstance(x, list) or (length >= 0 and len(x) != length):
        return False
    for s in x:
        if not isinstance(s, str):
            return False
    return True
