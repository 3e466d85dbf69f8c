"""Kings and Treasures: the best cards a King may stop on, searched only as far as that needs.

`best_stops(board, start, steps, level, others, order, k)` is `moves.destinations` ranked by
`order` (a bot's ranking of the cells, best first) and cut to `k`, without finding every stop:
the Hard bot asks it for the best cards in reach at each step of its look ahead. It lives apart
from moves.py, whose tables, buffers and passes it uses (`bound`, `aim`), so that only the
Hard bot holds its code (shared_rules/treasure/bot_hard.py imports it; the referee and the
other bots never do).
"""
from shared_rules.compat import const
from shared_rules.treasure.moves import (SPARSE_CELLS, _DIST, _FOUND, _KIND, _NONE, _PAIR,
                                         _UNFOUND, _entry, _walkable_masks, aim, bound,
                                         classify, knight_rays, ray_groups)

# As moves.py's (a module's own constants are folded away by mpy-cross: not importable)
_N = const(49)
_PAIR_AT = const(133)
_KINGCELL = const(2)
_FORCED = const(3)
_OPTIONAL = const(4)
_KNIGHT = const(5)

_QUEUE = bytearray(_N + 1)  # moves.bound's queue here (_FOUND holds the stops found)


def best_stops(board, start, steps, level, others, order, k):
    """The first `k` cells of `order` (cells, best first: a bot's ranking of the cards) where
    the King on `start` may stop: `destinations` ranked by `order` and cut to `k`, searched
    only as far as that needs. Same arguments as `destinations`.

    No open pass, and a breadth-first pass only where it pays (on a Pico the bytecode around
    a search costs more than its machine-code walks): the cells of `order` are tried in turn,
    each one that may be a stop (within the step count by Manhattan distance and parity, or
    with a face-up Knight by the breadth-first bound) by its own aimed pass, which ends on it
    or proves it unreachable and marks every stop it meets on the way (a later candidate
    already met costs nothing)."""
    kind = classify(board, start, level, others, _KIND)
    out = []
    if steps == 1:  # the walkable neighbours that are not other Kings
        for t in order:
            if kind[t] and kind[t] != _KINGCELL and _PAIR[_PAIR_AT + _PAIR[t]
                                                          - _PAIR[start]] & 15 == 1:
                out.append(t)
                if len(out) == k:
                    break
        return out
    # With a face-up Knight (complete level), jumps go beyond the Manhattan distance: the
    # breadth-first bound first, which also finds the Knights a path can jump from and whether
    # a jump can cover an even distance (then no parity rule).
    knights = []
    parity = True
    dist = None
    if level == 2:
        for c in range(_N):
            if kind[c] == _KNIGHT:
                knights, parity = bound(kind, start, steps, _QUEUE)[1:]
                dist = _DIST
                break
    found = _FOUND
    found[:] = _NONE
    walk_lo, walk_hi = _walkable_masks(kind)
    groups = None
    row = _PAIR_AT - _PAIR[start]
    # (without Knights, the bound once a candidate has proved unreachable on a sparse board:
    # on a dense one it costs more than it saves)
    sparse = dist is None and _N - _blocked(kind) <= SPARSE_CELLS
    for t in order:
        kt = kind[t]
        if not kt or kt == _KINGCELL:
            continue
        if dist is not None and (not dist[t] or dist[t] > steps + 1):
            continue
        d = _PAIR[row + _PAIR[t]] & 15
        if d > steps and not knights:
            continue
        if kt != _FORCED and kt != _OPTIONAL and parity and (steps - d) & 1:
            continue
        if not found[t]:
            entry = _entry(kind, knights, t)
            if entry == -2:
                continue
            if groups is None:
                groups = ray_groups(knight_rays(knights), kind, start)
            aim(t, entry, kind, steps, start, walk_lo, walk_hi, groups, _UNFOUND, None)
            if not found[t]:
                if sparse:  # the bound cuts what is out of reach
                    sparse = False
                    bound(kind, start, steps, _QUEUE)
                    dist = _DIST
                continue
        out.append(t)
        if len(out) == k:
            break
    return out


def _blocked(kind):
    # The cells a King cannot enter (empty, or its own start).
    n = 0
    for c in range(_N):
        if not kind[c]:
            n += 1
    return n
