"""Kings and Treasures: the best cards a King may stop on, searched only as far as that needs.

`best_stops(board, start, steps, level, others, order, k)` is `moves.destinations` ranked by
`order` (a bot's ranking of the cells, best first) and cut to `k`, without finding every stop:
the Hard bot asks it for the best cards in reach at each step of its look ahead. It lives apart
from moves.py, whose tables, buffers and passes it uses, so that only the Hard bot holds its
code (shared_rules/treasure/bot_hard.py imports it; the referee and the other bots never do).
"""
from shared_rules.compat import const
from shared_rules.treasure.moves import (NEIGHBOURS, SPARSE_CELLS, _DIST, _FOUND, _KIND, _NONE,
                                         _PAIR, _REACH_HI, _REACH_LO, _UNFOUND, _WALK_TABLES,
                                         _entry, _ray_usable, _walkable_masks, classify,
                                         knight_rays, ray_groups)
from shared_rules.treasure.walk import backward_reach, walk

# As moves.py's (a module's own constants are folded away by mpy-cross: not importable)
_N = const(49)
_OFF = const(255)
_PAIR_AT = const(133)
_KINGCELL = const(2)
_FORCED = const(3)
_OPTIONAL = const(4)
_KNIGHT = const(5)
_OPEN_FIRST = const(72)

_QUEUE = bytearray(_N + 1)  # the breadth-first queue of _bound (_FOUND holds the stops)


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
                dist, knights, parity = _bound(kind, start, steps)
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
            _aim(t, entry, kind, steps, start, walk_lo, walk_hi, groups, _UNFOUND, None)
            if not found[t]:
                if sparse:  # the bound cuts what is out of reach
                    sparse = False
                    dist = _bound(kind, start, steps)[0]
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


def _bound(kind, start, steps):
    # best_stops' lower bound on the steps to each cell: `_search`'s breadth-first pass (1 +
    # the bound in _DIST, 0 for a cell not met; its queue in _QUEUE), Knights jumping any way;
    # (the bound, the Knights a path can jump from, whether no jump covers an even distance).
    nb = NEIGHBOURS
    dist = _DIST
    dist[:] = _NONE
    dist[start] = 1
    queue = _QUEUE
    queue[0] = start
    qn = 1
    qi = 0
    knights = []
    parity = True
    while qi < qn:
        c = queue[qi]
        qi += 1
        d1 = dist[c] + 1
        if d1 > steps + 1:
            continue
        kc = kind[c]
        if c != start and kc == _FORCED:
            continue
        base = c * 4
        for j in range(4):
            n = nb[base + j]
            if n != _OFF and kind[n] and not dist[n]:
                dist[n] = d1
                queue[qn] = n
                qn += 1
        if kc == _KNIGHT and c != start:
            for j in range(4):
                if not _ray_usable(kind, nb, c, j, start):
                    continue
                n = nb[base + j]
                far = 1
                while n != _OFF:
                    kn = kind[n]
                    if kn:
                        if far > 1:
                            if not knights or knights[-1] != c:
                                knights.append(c)
                            if not far & 1 and kn != _FORCED:
                                parity = False
                        if not dist[n]:
                            dist[n] = d1
                            queue[qn] = n
                            qn += 1
                    n = nb[n * 4 + j]
                    far += 1
    return dist, knights, parity


def _aim(t, entry, kind, steps, start, walk_lo, walk_hi, groups, unfound, walked):
    # One aimed pass to the candidate t (it marks every stop it meets in _FOUND).
    e_lo = e_hi = s_lo = s_hi = 0
    if t < 28:
        if kind[t] == _FORCED or kind[t] == _OPTIONAL:
            s_lo = 1 << t
        else:
            e_lo = 1 << t
    elif kind[t] == _FORCED or kind[t] == _OPTIONAL:
        s_hi = 1 << (t - 28)
    else:
        e_hi = 1 << (t - 28)
    backward_reach(_REACH_LO, _REACH_HI, e_lo, e_hi, s_lo, s_hi, steps, walk_lo, walk_hi,
                   groups)
    walk(_WALK_TABLES, start, steps, _OPEN_FIRST, t, 0, unfound, entry, None, walked)
