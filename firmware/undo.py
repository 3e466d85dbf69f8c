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
    def from_list(cls, data, depth=DEPTH):
        """From a save; anything that is not a list gives an empty history."""
        return cls(data if isinstance(data, list) else None, depth)
