"""Helpers for writing Kings and Treasures test positions in the notation.

`position(rows, kings, piles, ...)` builds the JSON dict of the rules page. In `rows`, the
token `##` stands for "some card without a passing power" (an unused card, face down if it
is a 4, 5 or Jack, so every card stays unique; empty once the cards run out), which keeps
the ruling under test readable. `state(changes, ...)`: a game at the full board `FULL` with
{cell: token} changes; `game(changes, ...)`: one on the board `EMPTY` but for the changes.
"""
from shared_rules import cards
from shared_rules.treasure.game import from_dict, parse_cell

# Face-up cards of ranks without a passing power, then face-down 4s, 5s and Jacks (a face-down
# card has no passing power either): 48 fillers, enough for a full board.
_FILLER_ORDER = ([r + s for r in "2367TQ98A" for s in "SHDC"]
                 + ["~" + r + s for r in "45J" for s in "SHDC"])


def position(rows, kings, piles, turn=None, version="complete", seats=None, removed=None):
    """The notation dict; `rows` is 7 strings of 7 tokens, `##` = a plain filler card."""
    seats = seats or list(kings)
    used = set()
    for row in rows:
        for tok in row.split():
            if tok not in ("##", ".."):
                used.add(cards.face_up(cards.parse(tok)))
    for pile in piles.values():
        for tok in pile:
            used.add(cards.parse(tok))
    for tok in removed or ():
        used.add(cards.parse(tok))
    filler = [t for t in _FILLER_ORDER if cards.face_up(cards.parse(t)) not in used]
    out_rows = []
    for row in rows:
        toks = row.split()
        assert len(toks) == 7, row
        out = []
        for tok in toks:
            if tok == "##":
                out.append(filler.pop(0) if filler else "..")  # cards run out: empty
            else:
                out.append(tok)
        out_rows.append(" ".join(out))
    assert len(out_rows) == 7
    pos = {
        "game": "treasure",
        "version": version,
        "seats": seats,
        "turn": turn or seats[0],
        "board": out_rows,
        "kings": dict(kings),
        "piles": {k: list(v) for k, v in piles.items()},
    }
    if removed is not None:
        pos["removed"] = list(removed)
    return pos


# A full board as dealt, the corners left empty (the Aces there are in the test's piles or
# named by the test).
FULL = (["..  ## ## ## ## ## .."] + ["## ## ## ## ## ## ##"] * 2 + ["## ## ## JK ## ## ##"]
        + ["## ## ## ## ## ## ##"] * 2 + [".. ## ## ## ## ## .."])


def rows_with(changes, base=FULL):
    """A copy of `base` rows with {cell: token} changes."""
    grid = [row.split() for row in base]
    for cell, tok in changes.items():
        c = parse_cell(cell)
        grid[c // 7][c % 7] = tok
    return [" ".join(r) for r in grid]


def state(changes=None, kings=None, piles=None, version="complete", turn=None, base=FULL,
          seats=None, removed=None):
    kings = kings or {"S": "d4", "H": "a1"}
    for k, cell in kings.items():
        if cell != "d4" and (changes is None or cell not in changes):
            changes = dict(changes or {})
            changes[cell] = ".."
    piles = piles or {"S": ["AS"], "H": ["AH"]}
    return from_dict(position(rows_with(changes or {}, base), kings, piles, turn=turn,
                              version=version, seats=seats, removed=removed))


# Mostly empty: only the cells a test names hold cards (a King in the middle of nowhere).
EMPTY = [".. .. .. .. .. .. .."] * 7


def game(changes, kings, piles, version="complete", turn=None):
    return from_dict(position(rows_with(changes, EMPTY), kings, piles, turn=turn,
                              version=version))
