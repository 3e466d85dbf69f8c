"""Positions as short text, and Undo by replaying: what the Regicide modes' undo keeps.

`position_text` / `text_position`: a position (an engine's `to_dict()`) as short JSON text for a
snapshot (`firmware.undo.History`), about a third shorter than `json.dumps` gives it.

`Replay` keeps less than a snapshot per step: one position (before the oldest step kept) and
each step as what was done (a method of the engine and its arguments); Undo replays the steps
but the last. Twelve steps of the Regicide companion take ~1.5 KB so, where twelve positions
took ~9 KB of a 64 KB heap.
"""
import json

# Steps kept, as many as `firmware.undo.DEPTH` snapshots (not imported from there: the
# companion needs none of that module's code in its RAM)
DEPTH = 12
# Between a step label's code and its values (`step_label`; a character no word has)
LABEL_SEPARATOR = "\x1e"


def step_label(code, *values):
    """A step's label for Undo, kept in the save as its code and values in the notation
    ("%s played %s", "seat 1", "AD+TC"): the mode words it when it is shown, in the language of
    Settings then (a language changed mid-game changes the older steps' words too)."""
    return LABEL_SEPARATOR.join((code,) + values)


class Replay:
    """Undo by replaying: `base`, the position text before the oldest step kept, and `steps`,
    each `[label, method, args]` (what Undo names, and the engine's call). The engine's steps
    must be deterministic: the same call on the same position gives the same position."""

    def __init__(self, base=None, steps=None, depth=DEPTH):
        self.depth = depth
        self.base = base
        self.steps = list(steps or ())

    def push(self, before, step, rebuild):
        """Record `step`, just applied to the engine `before` was (a copy of it as it was:
        its to_dict() is the base when there is no step yet); `rebuild(text, steps)` gives the
        engine at a position text after those steps. Past `depth`, the oldest step goes into
        the base."""
        if not self.steps:
            self.base = position_text(before.to_dict())
        self.steps.append(step)
        if len(self.steps) > self.depth:
            self.base = position_text(rebuild(self.base, self.steps[:1]).to_dict())
            self.steps.pop(0)

    def label(self):
        """What Undo would take back, or None."""
        return self.steps[-1][0] if self.steps else None

    def undo(self, rebuild):
        """(label, the engine before the last step), the step removed; None when there is
        nothing to undo. Errors of `rebuild` reach the caller, the step kept."""
        if not self.steps:
            return None
        engine = rebuild(self.base, self.steps[:-1])
        return self.steps.pop()[0], engine

    def to_save(self):
        return {"base": self.base, "steps": self.steps}

    @classmethod
    def from_save(cls, data, depth=DEPTH, check=None):
        """From a save: `base` a position text (None while there are no steps) and `steps`,
        each `[label, method, args]` that `check(method, args)` accepts (the mode's steps);
        none, or an older version's list of positions, gives nothing to undo. ValueError for
        anything else: the save is not what the code wrote, so it cannot be read."""
        if data is None or isinstance(data, list):
            return cls(None, None, depth)
        if not isinstance(data, dict):
            raise ValueError("the undo steps are damaged")
        base, steps = data.get("base"), data.get("steps")
        if not isinstance(steps, list) or len(steps) > depth \
                or not (isinstance(base, str) or (base is None and not steps)):
            raise ValueError("the undo steps are damaged")
        for step in steps:
            if not (isinstance(step, list) and len(step) == 3 and isinstance(step[0], str)
                    and isinstance(step[1], str) and isinstance(step[2], list)
                    and check is not None and check(step[1], step[2])):
                raise ValueError("an undo step is damaged")
        return cls(base, steps, depth)


def replay(engine, steps):
    """`engine` after each `[label, method, args]` of `steps`, called in turn."""
    for step in steps:
        getattr(engine, step[1])(*step[2])
    return engine


_TOKENS = "\x1f"  # starts a list of two-letter tokens (cards) kept as one string


def position_text(position):
    """`position` as JSON text without spaces, each list of two-letter tokens ("AS", "JK") one
    string; `text_position` reads it back."""
    return json.dumps(_packed(position), separators=(",", ":"))


def text_position(text):
    """The position of `position_text`'s text, or of plain JSON text (saves from before)."""
    return _unpacked(json.loads(text))


def _packed(x):
    if isinstance(x, dict):
        return {k: _packed(v) for k, v in x.items()}
    if isinstance(x, list):
        for t in x:
            if not isinstance(t, str) or len(t) != 2 or t[0] == _TOKENS:
                return [_packed(v) for v in x]
        return _TOKENS + "".join(x) if x else x
    if isinstance(x, str) and x[:1] == _TOKENS:
        return _TOKENS + x  # (no notation has one: kept apart all the same)
    return x


def _unpacked(x):
    if isinstance(x, dict):
        return {k: _unpacked(v) for k, v in x.items()}
    if isinstance(x, list):
        return [_unpacked(v) for v in x]
    if isinstance(x, str) and x[:1] == _TOKENS:
        if x[1:2] == _TOKENS:
            return x[1:]
        return [x[i:i + 2] for i in range(1, len(x), 2)]
    return x
