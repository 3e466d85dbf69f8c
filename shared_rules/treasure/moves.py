"""Kings and Treasures: the legal destinations of one King, fast enough for a board.

`destinations(board, start, steps, level, others)` answers "where may this King stop?" for the
rules page `rules/treasure.md`: orthogonal paths of exactly `steps` steps, no cell entered
twice (the start counts), no empty cells, other Kings' cells passed through but never stopped
on, the Joker passed and stopped on, forced Counterfeiter stops and optional Minstrel stops
(face-up only, by level) and Knight jumps (complete level, face-up only).

Cells are numbered `row * 7 + col` (a1 = 0, g1 = 6, a7 = 42, d4 = 24). Their names
(`cell_name`, `parse_cell`, `sorted_names`), their neighbours, the levels' names and the seats'
bounds are here too: every module of the game needs them (the engine, its deal, loader and
powers, the bot), and this one, which the engine imports, imports none of those.

How it stays fast (a naive enumeration walks up to ~120,000 path steps for a 12-step move on
a full complete-level board, ~135 ms under the unix port):
- the cells are classified once per call into a 49-byte `kind` table (blocked, plain card,
  King cell, forced stop, optional stop, Knight); a visited cell is marked blocked in place.
  The per-call tables live in buffers allocated once, so a search allocates little (1.8 KB
  on average on a 64-bit port, 4.3 KB at most) and leaves no holes in a board's heap;
- a breadth-first pass (revisits ignored, Knight jumps relaxed to every usable ray) gives a
  lower bound on the steps to each cell; cells within the step count, and of the right parity
  when no jump can cover an even distance, are the *candidates* (a jump over an odd distance
  changes the cell's colour like a step, so such Knights keep the parity rule). It also lists
  the Knights a path can jump from (a card two or more cells on, along a usable ray);
- open depth-first passes (OPEN_PASSES, each turning first another way, OPEN_BUDGET nodes
  each) record every stop, cut where no unfound candidate is within reach: Manhattan distance
  and parity as precomputed masks (two small ints each: 49 cells do not fit one small int),
  asked only where no Knight is near enough to jump before the steps run out. A pass that
  finds every candidate or walks every branch ends the search (small searches end there);
  a child's bound is tested before it is entered, and a powerless last-but-one step is
  walked in its parent's loop (most of a search's nodes);
- on a sparse board (few cells within reach, where dead ends and unreachable candidates make
  the open pass long), one longer open pass, whose nodes with DYN_MIN steps left or more also
  ask `alive`: a walk over the cells not yet entered, layer by layer as bit masks (two
  row-aligned halves), that may enter a cell twice, with Knight jumps only from a Knight
  entered from behind in the layer before; no unfound candidate on its last layer (or on any
  layer, for a forced or optional stop) proves the branch dead. It sees the holes and the
  path's own cells, which the static masks cannot;
- then aimed passes take one missing candidate at a time with that cell's bound
  `backward_reach`: the exact set of cells from which a non-backtracking walk (Knight jumps in
  their true direction) can still end on the target; a branch that walks over the target, or
  uses up its only entry cell, is cut too. A pass that ends without its target proves it
  unreachable.
The result is exact: every bound only cuts branches that cannot reach what they aim at
(tests/rules/test_treasure.py checks it against the naive walk on the whole benchmark corpus).

The passes themselves (`walk`, `alive`, `backward_reach`) live in `treasure_walk`: the hot
loops in a small module, which `make deploy` compiles to machine code for the Pico (viper);
the tables it reads are `bytes`, `bytearray` and `array('I')` for that (flat, no tuples of
numbers).
"""
from array import array

# The walk first: on a Pico it is machine code, one block of 6.3 KB when imported from the
# filesystem, which a heap that has just loaded the tables' module may no longer have in one
# piece (96 KB from LittleFS, docs/benchmarks.md).
from shared_rules.treasure.walk import backward_reach, walk
from shared_rules.treasure import tables as treasure_tables
from shared_rules.compat import const, words

_N = const(49)
_OFF = const(255)
_MAXK = const(13)  # steps 0 … 12

# What a cell is to a walking King (per call, from the card codes and the level).
_BLOCKED = const(0)  # empty, or already entered
_PLAIN = const(1)  # a card without passing power here, or the Joker: pass or stop
_KINGCELL = const(2)  # another King stands here: pass through, never stop
_FORCED = const(3)  # face-up Counterfeiter (complete): entering it ends the move
_OPTIONAL = const(4)  # face-up Minstrel (advanced, complete): may stop early
_KNIGHT = const(5)  # face-up Knight (complete): may jump on along the entering line


def _neighbours():
    out = bytearray(_N * 4)
    for c in range(_N):
        r, k = divmod(c, 7)
        out[c * 4] = c - 7 if r > 0 else _OFF  # up
        out[c * 4 + 1] = c + 1 if k < 6 else _OFF  # right
        out[c * 4 + 2] = c + 7 if r < 6 else _OFF  # down
        out[c * 4 + 3] = c - 1 if k > 0 else _OFF  # left
    return bytes(out)


NEIGHBOURS = _neighbours()
"""4 bytes per cell: the neighbour up, right, down, left, or 255 off the grid."""

LEVELS = ("basic", "advanced", "complete")
COLUMNS = "abcdefg"
CORNERS = (0, 6, 42, 48)
CENTRE = 24
SEATS_MIN = 2
SEATS_MAX = 4


def cell_name(cell: int) -> str:
    """`a1` … `g7` for a cell number 0 … 48."""
    return COLUMNS[cell % 7] + str(cell // 7 + 1)


def parse_cell(name: str) -> int:
    """The cell number of a name such as `d4`; ValueError naming it otherwise."""
    if isinstance(name, str) and len(name) == 2:
        col = COLUMNS.find(name[0])
        row = "1234567".find(name[1])
        if col >= 0 and row >= 0:
            return row * 7 + col
    raise ValueError("invalid cell %r (expected a1 … g7)" % (name,))


def sorted_names(cells: list) -> list:
    """The names of `cells` in the notation's order (`a1`, `a2`, … `g7`)."""
    names = [cell_name(c) for c in cells]
    names.sort()
    return names


def orthogonal_neighbours(cell: int) -> list:
    """The cells next to `cell` up, right, down and left (fewer at an edge)."""
    r, c = divmod(cell, 7)
    out = []
    if r > 0:
        out.append(cell - 7)
    if c < 6:
        out.append(cell + 1)
    if r < 6:
        out.append(cell + 7)
    if c > 0:
        out.append(cell - 1)
    return out


# The lookup tables (host_tools/treasure_tables.py says what each holds): constants, so that
# from ROMFS they are read in place from flash. The module's name `treasure_tables` keeps the
# bytes alive for the views (a view does not).
# A pair of cells a, b: [_PAIR_AT + [b] - [a]] is the Manhattan distance (& 15), and (>> 4)
# on which side of a the cell b lies (times 8: the index of its two orders in _ORDERS)
_PAIR = treasure_tables.PAIR
_PAIR_AT = const(133)  # (host_tools/treasure_tables.PAIR_AT)
_PAR_LO = words(treasure_tables.PAR_LO)  # [c*13+k]: within k steps, k's parity: cells 0-24
_PAR_HI = words(treasure_tables.PAR_HI)  # … cells 25-48
# (Within k steps, any parity: [c*13+k] | [c*13+k-1], which treasure_walk ORs where needed.)


def kind_table(level):
    """128 bytes: the `kind` of each cell code (0–127) at a level (0 basic … 2 complete)."""
    t = bytearray(128)
    for code in range(128):
        c = code & 63
        if c == 0:
            continue
        if c == 56 or code & 64:  # the Joker, or a face-down card: no passing power
            t[code] = _PLAIN
            continue
        r = c >> 2
        if level == 2 and r == 4:
            t[code] = _FORCED
        elif level >= 1 and r == 5:
            t[code] = _OPTIONAL
        elif level == 2 and r == 11:
            t[code] = _KNIGHT
        else:
            t[code] = _PLAIN
    return bytes(t)


_KINDS = (kind_table(0), kind_table(1), kind_table(2))


def classify(board, start, level, others, kind=None):
    """The per-call `kind` bytearray: the board as a walking King sees it (written into
    `kind` when given, a new one otherwise)."""
    tab = _KINDS[level]
    if kind is None:
        kind = bytearray(_N)
    for i in range(_N):
        kind[i] = tab[board[i]]
    for o in others:
        kind[o] = _KINGCELL
    kind[start] = _BLOCKED
    return kind


def _ray_usable(kind, nb, knight, j, start):
    # A jump goes on in the direction that entered the Knight, so direction j is usable only
    # if the Knight can be entered moving that way: from the cell behind it (walkable, not a
    # Counterfeiter, which would end the move; or the start), or by a jump from a Knight
    # further behind on the same line.
    back = (j + 2) % 4
    m = nb[knight * 4 + back]
    if m == _OFF:
        return False
    if m == start or (kind[m] and kind[m] != _FORCED):
        return True
    while m != _OFF:
        if kind[m] == _KNIGHT:
            return True
        m = nb[m * 4 + back]
    return False


# Search budgets, tuned on the benchmark corpus under the MicroPython unix port (make bench).
OPEN_BUDGET = 150  # nodes of each open pass before aimed passes take over
OPEN_PASSES = 2  # open passes on a dense board (at most 4), each first in its own order
SPARSE_CELLS = 35  # at most this many cells within reach: a sparse board, where
SPARSE_OPEN_BUDGET = 700  # the open pass may run longer (few paths, many dead ends)
_HI21 = const(0x1FFFFF)  # row-aligned high half: rows 5-7 (cells 28-48)


# Columns a and g in either half (rows are aligned: 4 rows + 3 rows): bits 0, 7, 14, 21 and
# 6, 13, 20, 27; constants, so the bit tricks below look up no global.
_COL0 = const(0x204081)
_COL6 = const(0x8102040)
# Per-call buffers, allocated once (a search allocates little: no heap holes on the board).
_KIND = bytearray(_N)  # the board as the walking King sees it (classify)
_DIST = bytearray(_N + 1)  # the breadth-first bound on the steps to each cell, then gap
_FOUND = bytearray(_N + 1)  # the breadth-first queue, then the stops found so far
_NONE = bytes(_N + 1)
_REACH_LO = array("I", [0] * (_MAXK * 8))  # [k*8 + state]: cells 0-27, by backward_reach
_REACH_HI = array("I", [0] * (_MAXK * 8))  # cells 28-48
_UNFOUND = array("I", [0, 0, 0, 0])  # the unfound candidates (treasure_walk.cross)


def _orders():
    # Direction orders by the target's side: index (sign(drow)+1)*6 + (sign(dcol)+1)*2 + far
    # (side[a*49+b] of the tables, + 1 for far).
    out = []
    for sr in (-1, 0, 1):
        for sc in (-1, 0, 1):
            toward = []
            if sr < 0:
                toward.append(0)
            if sc > 0:
                toward.append(1)
            if sr > 0:
                toward.append(2)
            if sc < 0:
                toward.append(3)
            away = [j for j in range(4) if j not in toward]
            out.append(tuple(toward + away))
            out.append(tuple(away + toward))
    return tuple(out)


# One table of every direction order, 4 bytes each, as treasure_walk reads them: the 18 of
# _orders() (the aimed passes'), then the open passes' first steps, one order a pass (the
# first of them, 0 1 2 3, also the aimed passes' first steps).
_OPEN_FIRST = const(72)
_ORDERS = bytes([j for order in _orders() for j in order]) + (
    b"\x00\x01\x02\x03\x02\x03\x00\x01\x01\x02\x03\x00\x03\x00\x01\x02")


def _walkable_masks(kind):
    # Cells a path may pass through (enter with steps left): not blocked, not a
    # Counterfeiter. Row-aligned halves: lo = cells 0-27, hi = cells 28-48.
    lo = hi = 0
    for c in range(_N):
        k = kind[c]
        if k and k != _FORCED:
            if c < 28:
                lo |= 1 << c
            else:
                hi |= 1 << (c - 28)
    return lo, hi


def _free_masks(kind):
    # Cells not blocked (row-aligned halves, like _walkable_masks).
    lo = hi = 0
    for c in range(_N):
        if kind[c]:
            if c < 28:
                lo |= 1 << c
            else:
                hi |= 1 << (c - 28)
    return lo, hi


def knight_rays(knights):
    """(Knight cell, direction, ray mask lo, hi) for each ray beyond the next cell, for
    backward_reach (row-aligned halves)."""
    nb = NEIGHBOURS
    rays = []
    for kc in knights:
        for d in range(4):
            lo = hi = 0
            m = nb[kc * 4 + d]
            if m != _OFF:
                m = nb[m * 4 + d]
                while m != _OFF:
                    if m < 28:
                        lo |= 1 << m
                    else:
                        hi |= 1 << (m - 28)
                    m = nb[m * 4 + d]
            if lo | hi:
                rays.append((kc, d, lo, hi))
    return rays


def ray_groups(rays, kind, start):
    """knight_rays' usable rays (see _ray_usable) by direction, as the words backward_reach
    reads: the number of rays in each of the 4 directions, then each ray (direction 0's
    first) as Knight lo, hi, ray lo, hi."""
    nb = NEIGHBOURS
    usable = [ray for ray in rays if _ray_usable(kind, nb, ray[0], ray[1], start)]
    out = array("I", [0] * (4 + 4 * len(usable)))  # made once at its size: few temporaries
    i = 4
    for d in range(4):
        for kc, dr, lo, hi in usable:
            if dr == d:
                out[d] += 1
                out[i] = 1 << kc if kc < 28 else 0
                out[i + 1] = 1 << (kc - 28) if kc >= 28 else 0
                out[i + 2] = lo
                out[i + 3] = hi
                i += 4
    return out


def destinations(board, start, steps, level, others=()):
    """Sorted list of the cells where the King on `start` may stop.

    `board`: 49 cell codes (cards.py codes, FACE_DOWN flag, JOKER, EMPTY); `start`: the
    King's cell; `steps`: the face value of the top card of its pile (1–12); `level`: 0 basic,
    1 advanced, 2 complete; `others`: the cells of the other Kings.
    """
    return _search(board, start, steps, level, others, -1)


def path(board, start, steps, level, others, dest):
    """One legal path of the King on `start` to `dest`: the cells it enters in order (a Knight
    jump's landing cell follows the Knight; `dest` last), or None if `dest` is no destination.
    Same arguments as `destinations`."""
    return _search(board, start, steps, level, others, dest)


def bound(kind, start, steps, queue):
    """The lower bound on the steps from `start` to each cell of `kind` (classify's table),
    breadth-first, revisits ignored, Knights jumping any way (a relaxation, so the bound stays
    a lower bound): 1 + the bound in _DIST, 0 for a cell not met, the cells met in order in
    `queue` (a buffer of _N + 1 bytes). Returns (the cells met, the Knights a path can jump
    from, whether no jump can cover an even distance). `_search`'s first pass, and
    stops.best_stops' where a Knight is face up."""
    nb = NEIGHBOURS
    dist = _DIST  # 1 + the bound, 0 for a cell not met
    dist[:] = _NONE
    dist[start] = 1
    queue[0] = start
    qn = 1
    knights = []  # the Knights a path can jump from (a card two or more cells on)
    parity = True  # no jump can cover an even distance: every path keeps the parity rule
    qi = 0
    while qi < qn:
        c = queue[qi]
        qi += 1
        d1 = dist[c] + 1  # (the bound for the next cells, plus 1)
        if d1 > steps + 1:
            continue
        kc = kind[c]
        if c != start and kc == _FORCED:
            continue  # entering it ends the move
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
                                parity = False  # (a jump onto a Counterfeiter ends the move)
                        if not dist[n]:
                            dist[n] = d1
                            queue[qn] = n
                            qn += 1
                    n = nb[n * 4 + j]
                    far += 1
    return qn, knights, parity


def aim(t, entry, kind, steps, start, walk_lo, walk_hi, groups, unfound, walked):
    """One aimed pass to the candidate cell `t`: the walk aimed at it by its `backward_reach`
    bound, entering it by `entry` (`_entry`); it ends on `t` or proves it unreachable, and
    marks every stop it meets in _FOUND. `_search`'s last passes, and stops.best_stops'."""
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


def _search(board, start, steps, level, others, want):
    # want -1: every destination (sorted list); a cell: one path there (list) or None.
    kind = classify(board, start, level, others, _KIND)
    nb = NEIGHBOURS
    qn, knights, parity = bound(kind, start, steps, _FOUND)  # (its lower bound in _DIST)
    dist = _DIST
    # Candidates: cells within the bound, of the right parity (by the Manhattan distance) when
    # no jump can cover an even distance (Minstrels and Counterfeiters are stops whenever
    # entered, so any parity), ascending. A Knight whose jumps all cover odd distances keeps
    # the parity rule: each step or jump changes the colour of the cell, as on a chessboard.
    # (Bytes, not a list: a 64-byte block at most instead of 256, at a decision's peak.)
    candidates = bytearray()
    row = _PAIR_AT - _PAIR[start]
    for t in range(_N):
        if dist[t] and dist[t] <= steps + 1 and t != start:
            kt = kind[t]
            if kt == _KINGCELL:
                continue
            if (kt == _FORCED or kt == _OPTIONAL or not parity
                    or not (steps - (_PAIR[row + _PAIR[t]] & 15)) & 1):
                candidates.append(t)
    if want >= 0:
        if bytes((want,)) not in candidates:  # (MicroPython's bytearray finds bytes only)
            return None
        candidates = [want]
    if not candidates:
        return []
    # Knights. A jump counts one step but may cover a longer distance: gap[n] is the fewest
    # steps from n to a Knight that can jump (0 on one). From a cell with no more steps left
    # than that, no jump can happen, so the Manhattan distance and parity bound every stop;
    # nearer such a Knight the open pass does not cut (a jump may land anywhere on its line).
    gap = _DIST  # (the distances are not needed any more)
    for n in range(_N):
        gap[n] = _MAXK
    for c in knights:
        row = _PAIR_AT - _PAIR[c]
        for n in range(_N):
            g = _PAIR[row + _PAIR[n]] & 15
            if g < gap[n]:
                gap[n] = g
    # The search state: every stop met so far in `found`; the unfound candidates as masks
    # (cells 0-24, 25-48), crossed off by the open passes.
    found = _FOUND  # found[49]: never set, the 'target' of the open passes
    found[:] = _NONE
    unfound = _UNFOUND  # exact stops lo, hi; Minstrels and Counterfeiters lo, hi
    for i in range(4):
        unfound[i] = 0
    for t in candidates:
        kt = kind[t]
        i = 2 if kt == _FORCED or kt == _OPTIONAL else 0
        if t < 25:
            unfound[i] |= 1 << t
        else:
            unfound[i + 1] |= 1 << (t - 25)
    walk_lo, walk_hi = _walkable_masks(kind)
    rays = knight_rays(knights)
    if steps == 1:  # one step: the walkable neighbours that are not other Kings
        out = []
        for j in range(4):
            m = nb[start * 4 + j]
            if m != _OFF and kind[m] and kind[m] != _KINGCELL:
                out.append(m)
        if want >= 0:
            return [want] if want in out else None
        out.sort()
        return out
    # First open passes: depth-first walks that record every stop, bounded by the masks of
    # all unfound candidates and ending when none is left. Small searches end here; big ones
    # stop at their budget having found most destinations cheaply, and the aimed passes do
    # the rest.
    sparse = qn <= SPARSE_CELLS
    complete = want < 0  # a wanted path: straight to its aimed pass, which records it
    if complete:
        dyn = None
        if sparse:
            dyn = _alive_setup(kind, start, rays)
        # On a dense board, OPEN_PASSES shorter passes, each turning first another way: a
        # depth-first pass finds most stops early and then only varies its last steps.
        budget = SPARSE_OPEN_BUDGET if sparse else OPEN_BUDGET
        for p in range(1 if sparse else OPEN_PASSES):
            hit = walk(_WALK_TABLES, start, steps, _OPEN_FIRST + p * 4, _N, budget, unfound,
                       -1, dyn, None)
            if hit != 2:
                break
        complete = hit != 2
    if complete:
        return _found(candidates, found)
    # Aimed passes, one per unfound candidate, bounded by backward_reach for that cell. Each
    # ends as soon as its target is found; one that ends without it proves it unreachable.
    walked = [] if want >= 0 else None  # the path found
    groups = None
    # Last candidate first: over the slowest boards on the chip ~5 % less time than first to
    # last (an order only: which candidates the earlier passes happen to find on their way).
    for ci in range(len(candidates) - 1, -1, -1):
        t = candidates[ci]
        if found[t]:
            continue
        entry = _entry(kind, knights, t)
        if entry == -2:
            continue
        if groups is None:
            groups = ray_groups(rays, kind, start)
        aim(t, entry, kind, steps, start, walk_lo, walk_hi, groups, unfound, walked)
    if want >= 0:
        return walked if walked else None
    return _found(candidates, found)


def _found(candidates, found):
    """The candidates found, ascending, in a list made at its size (appended to, it would
    double to 64 entries: a 256-byte block at a bot decision's peak on a 96 KB board)."""
    n = 0
    for t in candidates:
        if found[t]:
            n += 1
    out = [0] * n
    n = 0
    for t in candidates:
        if found[t]:
            out[n] = t
            n += 1
    return out


def _entry(kind, knights, t):
    # The cells an aimed pass's last step can come from, for an exact stop t (walkable
    # neighbours, Knights that can jump onto t): -2 when there is none (t cannot be reached),
    # the cell when there is one (a branch that has used it up is cut), -1 otherwise.
    if kind[t] == _FORCED or kind[t] == _OPTIONAL:
        return -1
    nb = NEIGHBOURS
    count = 0
    entry = -1
    for j in range(4):
        p = nb[t * 4 + j]
        if p != _OFF and kind[p] and kind[p] != _FORCED:
            count += 1
            entry = p
    for kc in knights:
        if _PAIR[_PAIR_AT + _PAIR[t] - _PAIR[kc]] & 15 >= 2 and (kc // 7 == t // 7 or kc % 7 == t % 7):
            count += 1
            entry = kc
    if count == 0:
        return -2
    return entry if count == 1 else -1


def _alive_setup(kind, start, rays):
    # What a sparse board's open pass needs for treasure_walk.alive, as words in row-aligned
    # halves (cells 0-27, 28-48): the free cells lo, hi; the start lo, hi; the Knights with a
    # usable ray lo, hi; the forced stops lo, hi (a walk lands there but goes no further); the
    # number of Knight jumps, then the jumps, (Knight lo, hi, behind lo, hi, ray lo, hi) one
    # per usable ray, where "behind" holds the cell behind the Knight and the Knights further
    # back on its line (a jump from them can enter it in that direction).
    nb = NEIGHBOURS
    free_lo, free_hi = _free_masks(kind)
    stop_lo = stop_hi = jk_lo = jk_hi = 0
    for c in range(_N):
        if kind[c] == _FORCED:
            if c < 28:
                stop_lo |= 1 << c
            else:
                stop_hi |= 1 << (c - 28)
    out = array("I", [0] * (9 + 6 * len(rays)))  # made once at its size: few temporaries
    out[0] = free_lo
    out[1] = free_hi
    out[2] = 1 << start if start < 28 else 0
    out[3] = 1 << (start - 28) if start >= 28 else 0
    out[8] = len(rays)
    i = 9  # the jumps, 6 words each
    for kc, d, rlo, rhi in rays:
        back = (d + 2) % 4
        blo = bhi = 0
        m = nb[kc * 4 + back]
        first = True
        while m != _OFF:
            if first or kind[m] == _KNIGHT or m == start:
                if m < 28:
                    blo |= 1 << m
                else:
                    bhi |= 1 << (m - 28)
            first = False
            m = nb[m * 4 + back]
        kl = 1 << kc if kc < 28 else 0
        kh = 1 << (kc - 28) if kc >= 28 else 0
        jk_lo |= kl
        jk_hi |= kh
        out[i] = kl
        out[i + 1] = kh
        out[i + 2] = blo
        out[i + 3] = bhi
        out[i + 4] = rlo
        out[i + 5] = rhi
        i += 6
    out[4] = jk_lo
    out[5] = jk_hi
    out[6] = stop_lo
    out[7] = stop_hi
    return out


_WALK_TABLES = (NEIGHBOURS, _KIND, _FOUND, _DIST, _PAIR, _ORDERS, _PAR_LO, _PAR_HI,
                _REACH_LO, _REACH_HI)
