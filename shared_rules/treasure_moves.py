"""Kings and Treasures: the legal destinations of one King, fast enough for a board.

`destinations(board, start, steps, level, others)` answers "where may this King stop?" for the
rules page `rules/treasure.md`: orthogonal paths of exactly `steps` steps, no cell entered
twice (the start counts), no empty cells, other Kings' cells passed through but never stopped
on, the Joker passed and stopped on, forced Counterfeiter stops and optional Minstrel stops
(face-up only, by level) and Knight jumps (complete level, face-up only).

Cells are numbered `row * 7 + col` (a1 = 0, g1 = 6, a7 = 42, d4 = 24).

How it stays fast (a naive enumeration walks up to ~120,000 path steps for a 12-step move on
a full complete-level board, ~135 ms under the unix port):
- the cells are classified once per call into a 49-byte `kind` table (blocked, plain card,
  King cell, forced stop, optional stop, Knight); a visited cell is marked blocked in place.
  The per-call tables live in buffers allocated once, so a search allocates little (3-5 KB
  on a 64-bit port, mostly its closures) and leaves no holes in a board's heap;
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
  a child's bound is tested before the call, and a powerless last-but-one step is walked
  inline (most of a search's nodes);
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
(tests/test_treasure.py checks it against the naive walk on the whole benchmark corpus).
"""
from shared_rules import treasure_tables
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


# The lookup tables (host_tools/treasure_tables.py says what each holds): constants, so that
# from ROMFS they are read in place from flash. _TABLES keeps the bytes alive for the views.
_TABLES = treasure_tables
_MAN = treasure_tables.MAN  # [a*49+b]: the Manhattan distance
_SIDE = treasure_tables.SIDE  # [a*49+b]: on which side of a the cell b lies (into _ORDERS)
_PAR_LO = words(treasure_tables.PAR_LO)  # [c*13+k]: within k steps, k's parity: cells 0-24
_PAR_HI = words(treasure_tables.PAR_HI)  # … cells 25-48
_ANY_LO = words(treasure_tables.ANY_LO)  # [c*13+k]: within k steps, without c: cells 0-24
_ANY_HI = words(treasure_tables.ANY_HI)  # … cells 25-48


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
OPEN_PASSES = 2  # open passes on a dense board (at most 4), in the orders of _OPEN_ORDERS
SPARSE_CELLS = 35  # at most this many cells within reach: a sparse board, where
SPARSE_OPEN_BUDGET = 700  # the open pass may run longer (few paths, many dead ends)
DYN_MIN = 6  # steps left from which a node of a sparse board's open pass asks alive
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
_REACH_LO = [0] * (_MAXK * 8)  # [k*8 + state]: cells 0-27, filled by backward_reach
_REACH_HI = [0] * (_MAXK * 8)  # cells 28-48


def _orders():
    # Direction orders by the target's side: index (sign(drow)+1)*6 + (sign(dcol)+1)*2 + far.
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


_ORDERS = _orders()
_OPEN_ORDERS = b"\x00\x01\x02\x03\x02\x03\x00\x01\x01\x02\x03\x00\x03\x00\x01\x02"  # 4 a pass


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
    """knight_rays' usable rays (see _ray_usable) by direction: four lists of (Knight lo, hi,
    ray lo, hi), for backward_reach."""
    nb = NEIGHBOURS
    out = ([], [], [], [])
    for kc, d, lo, hi in rays:
        if _ray_usable(kind, nb, kc, d, start):
            out[d].append((1 << kc if kc < 28 else 0, 1 << (kc - 28) if kc >= 28 else 0, lo, hi))
    return out


def backward_reach(exact_lo, exact_hi, stop_lo, stop_hi, steps, walk_lo, walk_hi, rays):
    """Fill _REACH_LO/_HI for a set of targets: bit n of [k*8 + state] is set when a walk
    that entered n in `state` (0-3: a step in direction 0-3; 4-7: a jump in direction 0-3),
    with k steps left, can end on an `exact` target with its last step or enter a `stop`
    target (a Minstrel or Counterfeiter) at any step, if walks may revisit cells but never
    step straight back after a step (Knight jumps in their true direction). Target masks are
    row-aligned halves (cells 0-27, 28-48). A bound the search can trust: every legal path
    is such a walk. `rays` comes from ray_groups."""
    L = _REACH_LO
    H = _REACH_HI
    for d in range(8):
        L[d] = exact_lo | stop_lo
        H[d] = exact_hi | stop_hi
    knights = rays[0] or rays[1] or rays[2] or rays[3]
    for k in range(1, steps):
        p = (k - 1) * 8
        # b*: cells from which a step in direction f lands on a cell of R[k-1][f].
        ul, uh = L[p], H[p]  # f = up: from q + 7
        bul = (ul & 0x1FFFFF) << 7  # rows 1-3 move down a row; masked first: stays < 2**28
        buh = ((uh << 7) | (ul >> 21)) & _HI21
        rl, rh = L[p + 1], H[p + 1]  # f = right: from q - 1
        brl = (rl & ~_COL0) >> 1
        brh = (rh & ~_COL0) >> 1
        dl, dh = L[p + 2], H[p + 2]  # f = down: from q - 7
        bdl = (dl >> 7) | ((dh & 0x7F) << 21)
        bdh = dh >> 7
        ll, lh = L[p + 3], H[p + 3]  # f = left: from q + 1
        bll = (ll & ~_COL6) << 1
        blh = (lh & ~_COL6) << 1
        q = k * 8
        # Entered by a step in direction d, the next step may not be opposite(d).
        # (A stop target is in every state: it counts whenever it is entered.)
        L[q] = (bul | brl | bll) & walk_lo | stop_lo  # entered moving up: not down
        H[q] = (buh | brh | blh) & walk_hi | stop_hi
        L[q + 1] = (bul | brl | bdl) & walk_lo | stop_lo  # entered moving right: not left
        H[q + 1] = (buh | brh | bdh) & walk_hi | stop_hi
        L[q + 2] = (brl | bdl | bll) & walk_lo | stop_lo  # entered moving down: not up
        H[q + 2] = (brh | bdh | blh) & walk_hi | stop_hi
        L[q + 3] = (bul | bdl | bll) & walk_lo | stop_lo  # entered moving left: not right
        H[q + 3] = (buh | bdh | blh) & walk_hi | stop_hi
        if not knights:
            continue  # no jump: states 4-7 are never asked
        # Entered by a jump, the next step may go any way (the cell behind was jumped over).
        alo = (bul | brl | bdl | bll) & walk_lo | stop_lo
        ahi = (buh | brh | bdh | blh) & walk_hi | stop_hi
        L[q + 4] = L[q + 5] = L[q + 6] = L[q + 7] = alo
        H[q + 4] = H[q + 5] = H[q + 6] = H[q + 7] = ahi
        for d in range(4):
            group = rays[d]
            if group:
                jl = L[p + 4 + d]
                jh = H[p + 4 + d]
                al = ah = 0
                for kl, kh, rl, rh in group:
                    if (jl & rl) | (jh & rh):
                        al |= kl
                        ah |= kh
                if al | ah:
                    L[q + d] |= al
                    L[q + 4 + d] |= al
                    H[q + d] |= ah
                    H[q + 4 + d] |= ah


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


def _search(board, start, steps, level, others, want):
    # want -1: every destination (sorted list); a cell: one path there (list) or None.
    kind = classify(board, start, level, others, _KIND)
    nb = NEIGHBOURS
    # Lower bound on the steps to each cell: breadth-first, revisits ignored, Knights jump
    # any way (a relaxation, so the bound stays a lower bound).
    dist = _DIST  # 1 + the bound, 0 for a cell not met
    dist[:] = _NONE
    dist[start] = 1
    queue = _FOUND  # the cells met, in order: queue[0:qn]
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
    # Candidates: cells within the bound, of the right parity (by the Manhattan distance) when
    # no jump can cover an even distance (Minstrels and Counterfeiters are stops whenever
    # entered, so any parity), ascending. A Knight whose jumps all cover odd distances keeps
    # the parity rule: each step or jump changes the colour of the cell, as on a chessboard.
    candidates = []
    row = start * _N
    for t in range(_N):
        if dist[t] and dist[t] <= steps + 1 and t != start:
            kt = kind[t]
            if kt == _KINGCELL:
                continue
            if (kt == _FORCED or kt == _OPTIONAL or not parity
                    or not (steps - _MAN[row + t]) & 1):
                candidates.append(t)
    if want >= 0:
        if want not in candidates:
            return None
        candidates = [want]
    if not candidates:
        return candidates
    # Knights. A jump counts one step but may cover a longer distance: gap[n] is the fewest
    # steps from n to a Knight that can jump (0 on one). From a cell with no more steps left
    # than that, no jump can happen, so the Manhattan distance and parity bound every stop;
    # nearer such a Knight the open pass does not cut (a jump may land anywhere on its line).
    gap = _DIST  # (the distances are not needed any more)
    for n in range(_N):
        gap[n] = _MAXK
    for c in knights:
        row = c * _N
        for n in range(_N):
            g = _MAN[row + n]
            if g < gap[n]:
                gap[n] = g
    # The search state: every stop met so far in `found`; the open pass (aimed False, the
    # masks bound) and the aimed passes (`target`, the backward_reach bound, tight True).
    found = _FOUND  # found[49]: never set, the 'target' of the open pass
    found[:] = _NONE
    target = _N
    aimed = False
    tight = False
    nodes = 0
    reach_lo = _REACH_LO
    reach_hi = _REACH_HI
    walk_lo, walk_hi = _walkable_masks(kind)
    rays = knight_rays(knights)
    # Unfound candidates as masks (25/24 split, like the reach masks), for the open pass.
    ue_lo = ue_hi = us_lo = us_hi = 0
    for t in candidates:
        kt = kind[t]
        special = kt == _FORCED or kt == _OPTIONAL
        if t < 25:
            if special:
                us_lo |= 1 << t
            else:
                ue_lo |= 1 << t
        elif special:
            us_hi |= 1 << (t - 25)
        else:
            ue_hi |= 1 << (t - 25)

    def note(m):
        # Open pass: cross cell m off the unfound masks; True when none is left.
        nonlocal ue_lo, ue_hi, us_lo, us_hi, ra_el, ra_eh, ra_sl, ra_sh
        if m < 25:
            b = ~(1 << m)
            ue_lo &= b
            us_lo &= b
        else:
            b = ~(1 << (m - 25))
            ue_hi &= b
            us_hi &= b
        if m < 28:
            b = ~(1 << m)
            ra_el &= b
            ra_sl &= b
        else:
            b = ~(1 << (m - 28))
            ra_eh &= b
            ra_sh &= b
        return not (ue_lo | ue_hi | us_lo | us_hi)

    ent_a = ent_b = -1
    trail = []  # the path's cells after the start, while a path is wanted
    walked = []  # the path found
    # The dynamic bound (sparse boards only): cells a walk from n can still land on, layer by
    # layer over the cells not yet entered (row-aligned halves). free_*: not blocked, the
    # path's cells taken out as it goes; base_*: free at the call's start.
    sparse = qn <= SPARSE_CELLS
    free_lo = free_hi = 0
    if sparse:
        free_lo, free_hi = _free_masks(kind)
    base_lo = free_lo
    base_hi = free_hi
    stop_lo = stop_hi = jk_lo = jk_hi = 0
    ra_el = ra_eh = ra_sl = ra_sh = 0
    jumps = []
    if sparse:
        # forced stops (stop_*): a walk lands there but goes no further
        for c in range(_N):
            if kind[c] == _FORCED:
                if c < 28:
                    stop_lo |= 1 << c
                else:
                    stop_hi |= 1 << (c - 28)
        # Knight jumps for alive: (Knight lo, hi, behind lo, hi, ray lo, hi), one per
        # usable ray; "behind" holds the cell behind the Knight and the Knights further back on
        # its line (a jump from them can enter it in that direction).
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
            jumps.append((1 << kc if kc < 28 else 0, 1 << (kc - 28) if kc >= 28 else 0,
                          blo, bhi, rlo, rhi))
        # jk_*: the Knights with a usable ray
        for kl, kh, bl, bh, rl, rh in jumps:
            jk_lo |= kl
            jk_hi |= kh
        # Unfound candidates in row-aligned halves: exact stops (ra_e*) and early stops (ra_s*).
        for t in candidates:
            kt = kind[t]
            if kt == _FORCED or kt == _OPTIONAL:
                if t < 28:
                    ra_sl |= 1 << t
                else:
                    ra_sh |= 1 << (t - 28)
            elif t < 28:
                ra_el |= 1 << t
            else:
                ra_eh |= 1 << (t - 28)

    def alive(n, k):
        # Can a walk from n (the path's cells entered, n too) with k steps left still end on
        # an unfound candidate (open pass) or on the target (aimed passes)? Walks may enter a
        # cell twice and Knights jump on every ray entered from behind: a relaxation of the
        # real paths, so a False here is proof.
        if aimed:
            if target < 28:
                el = sl = 1 << target
                eh = sh = 0
            else:
                el = sl = 0
                eh = sh = 1 << (target - 28)
            if kind[target] == _FORCED or kind[target] == _OPTIONAL:
                el = eh = 0
            else:
                sl = sh = 0
        else:
            # one by one: a 4-tuple assignment would build a tuple on the heap
            el = ra_el
            eh = ra_eh
            sl = ra_sl
            sh = ra_sh
        if n < 28:
            lo = 1 << n
            hi = 0
        else:
            lo = 0
            hi = 1 << (n - 28)
        fl = free_lo & ~lo
        fh = free_hi & ~hi
        # The layer before n: its cell behind, whatever it was (the jump rule below only
        # needs a superset of the cells that can enter a Knight).
        pvl = (base_lo & ~free_lo) | sl0
        pvh = (base_hi & ~free_hi) | sh0
        while k:
            k -= 1
            nl = (lo >> 7) | ((hi & 0x7F) << 21) | ((lo & ~_COL6) << 1) | ((lo & ~_COL0) >> 1)
            nh = (hi >> 7) | ((hi & ~_COL6) << 1) | ((hi & ~_COL0) >> 1)
            nl |= (lo & 0x1FFFFF) << 7
            nh |= ((hi << 7) | (lo >> 21)) & _HI21
            if (lo & jk_lo) | (hi & jk_hi):
                for kl, kh, bl, bh, rl, rh in jumps:
                    # A jump from a Knight of this layer, entered from behind in the layer
                    # before.
                    if (lo & kl) | (hi & kh) and (pvl & bl) | (pvh & bh):
                        nl |= rl
                        nh |= rh
            pvl = lo
            pvh = hi
            lo = nl & fl
            hi = nh & fh
            if (lo & sl) | (hi & sh):
                return True
            lo &= ~stop_lo
            hi &= ~stop_hi
            if not (lo | hi):
                return False
            if not k & 1 and (lo & el) | (hi & eh):
                return True  # most likely a step there and back: no cut, so no proof needed
        return False

    def aim(t):
        # Aim the passes at cell t. For an exact stop, also count the cells the last step can
        # come from (walkable neighbours, Knights that can jump onto t): with none, t cannot
        # be reached (returns False); with one, a branch that has used it up is cut.
        nonlocal target, ent_a, ent_b
        target = t
        ent_a = ent_b = -1
        if kind[t] != _FORCED and kind[t] != _OPTIONAL:
            count = 0
            for j in range(4):
                p = nb[t * 4 + j]
                if p != _OFF and kind[p] and kind[p] != _FORCED:
                    count += 1
                    ent_b = ent_a
                    ent_a = p
            for kc in knights:
                if _MAN[kc * _N + t] >= 2 and (kc // 7 == t // 7 or kc % 7 == t % 7):
                    count += 1
                    ent_b = ent_a
                    ent_a = kc
            if count == 0:
                return False
            if count > 1:
                ent_a = ent_b = -1
            else:
                ent_b = ent_a
        return True

    MAN = _MAN
    EL = _PAR_LO
    EH = _PAR_HI
    SL = _ANY_LO
    SH = _ANY_HI
    SIDE = _SIDE
    ORDERS = _ORDERS

    def enter(n, k, d):
        # The path enters cell n by a step in direction d; k steps remain after it.
        # Returns 1 when the target has been found, 2 when the pass ran out of budget
        # (unwind at once in both cases), 0 otherwise.
        nonlocal nodes, free_lo, free_hi
        kn = kind[n]
        if kn == _FORCED or kn == _OPTIONAL:
            found[n] = 1
            if n == target:
                if want >= 0:
                    walked.extend(trail)
                    walked.append(n)
                return 1
            if not aimed and note(n):
                return 1
            if kn == _FORCED:
                return 0
        elif n == target:
            return 0  # walking over the target: it cannot be the stop any more
        if ent_a >= 0 and not kind[ent_a] and not kind[ent_b]:
            return 0  # the cells the last step needs are used up
        # The bound: tested here for a jump's landing (d >= 4) and a Minstrel passed; the
        # loop below tests every other child before the call (a call costs more than a test).
        if tight:  # no budget: this pass decides
            if d >= 4 or kn == _OPTIONAL:
                if n < 28:
                    if not reach_lo[k * 8 + d] >> n & 1:
                        return 0
                elif not reach_hi[k * 8 + d] >> (n - 28) & 1:
                    return 0
        else:
            nodes += 1
            if nodes > budget:
                return 2
            if (d >= 4 or kn == _OPTIONAL) and gap[n] >= k:
                i = n * _MAXK + k
                if not ((ue_lo & EL[i]) | (ue_hi & EH[i]) | (us_lo & SL[i]) | (us_hi & SH[i])):
                    return 0
            if sparse and k >= DYN_MIN and not alive(n, k):
                return 0
        kind[n] = _BLOCKED
        if want >= 0:
            trail.append(n)
        k -= 1
        base = n * 4
        if sparse:  # alive's mask of the cells not entered
            fl0 = free_lo
            fh0 = free_hi
            if n < 28:
                free_lo &= ~(1 << n)
            else:
                free_hi &= ~(1 << (n - 28))
        if k == 0:
            # Last step: every walkable neighbour (and jump landing) is a stop.
            done = 0
            for j in range(4):
                m = nb[base + j]
                if m != _OFF:
                    km = kind[m]
                    if km and km != _KINGCELL and not found[m]:
                        found[m] = 1
                        if not aimed and note(m):
                            done = 1
            if kn == _KNIGHT:
                d &= 3
                m = nb[base + d]
                while m != _OFF:
                    km = kind[m]
                    if km and km != _KINGCELL and not found[m]:
                        found[m] = 1
                        if not aimed and note(m):
                            done = 1
                    m = nb[m * 4 + d]
            kind[n] = kn
            if sparse:
                free_lo = fl0
                free_hi = fh0
            if want >= 0:
                if found[target] and not walked:
                    walked.extend(trail)
                    walked.append(target)
                trail.pop()
            return found[target] or done
        hit = 0
        if aimed:
            # Aimed: with steps to spare, try first the steps that lead away from the
            # target (a long path must wander); when short of steps, those toward it.
            o = n * _N + target
            order = ORDERS[SIDE[o] + (k - MAN[o] > 1)]
        else:
            order = open_order
        for j in order:
            m = nb[base + j]
            if m == _OFF:
                continue
            km = kind[m]
            if not km:
                continue
            if k != 1 or (km != _PLAIN and km != _KINGCELL):
                if km != _FORCED and km != _OPTIONAL:
                    # The child's bound before the call (a call costs more than the test).
                    if m == target:
                        continue
                    if tight:
                        if m < 28:
                            if not reach_lo[k * 8 + j] >> m & 1:
                                continue
                        elif not reach_hi[k * 8 + j] >> (m - 28) & 1:
                            continue
                    elif gap[m] >= k:
                        i = m * _MAXK + k
                        if not ((ue_lo & EL[i]) | (ue_hi & EH[i]) | (us_lo & SL[i])
                                | (us_hi & SH[i])):
                            continue
                hit = enter(m, k, j)
                if hit:
                    break
            elif m != target:
                # A child with one step left and no power: its last step here, not in a call
                # (most of a search's nodes). Only bounds are skipped, so the stops are the same.
                nodes += 1
                mb = m * 4
                for j2 in range(4):
                    x = nb[mb + j2]
                    if x != _OFF:
                        kx = kind[x]
                        if kx and kx != _KINGCELL and not found[x]:
                            found[x] = 1
                            if not aimed and note(x):
                                hit = 1
                if found[target]:
                    if want >= 0 and not walked:
                        walked.extend(trail)
                        walked.append(m)
                        walked.append(target)
                    hit = 1
                if hit:
                    break
        if not hit and kn == _KNIGHT:
            d &= 3
            m = nb[base + d]
            if m != _OFF:
                m = nb[m * 4 + d]
                while m != _OFF:
                    if kind[m]:
                        hit = enter(m, k, d + 4)
                        if hit:
                            break
                    m = nb[m * 4 + d]
        kind[n] = kn
        if sparse:
            free_lo = fl0
            free_hi = fh0
        if want >= 0:
            trail.pop()
        return hit

    base = start * 4
    sl0 = 1 << start if start < 28 else 0
    sh0 = 1 << (start - 28) if start >= 28 else 0
    if steps == 1:  # one step: the walkable neighbours that are not other Kings
        out = []
        for j in range(4):
            m = nb[base + j]
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
    budget = SPARSE_OPEN_BUDGET if sparse else OPEN_BUDGET
    complete = want < 0  # a wanted path: straight to its aimed pass, which records it
    if complete:
        # On a dense board, OPEN_PASSES shorter passes, each turning first another way: a
        # depth-first pass finds most stops early and then only varies its last steps.
        passes = 1 if sparse else OPEN_PASSES
        for p in range(passes):
            open_order = _OPEN_ORDERS[p * 4:p * 4 + 4]
            nodes = 0
            hit = 0
            for j in open_order:
                m = nb[base + j]
                if m != _OFF and kind[m]:
                    hit = enter(m, steps - 1, j)
                    if hit:
                        break
            if hit != 2:
                break
        complete = hit != 2
    if complete:
        out = []
        for t in candidates:
            if found[t]:
                out.append(t)
        return out
    # Aimed passes, one per unfound candidate, bounded by backward_reach for that cell. Each
    # ends as soon as its target is found; one that ends without it proves it unreachable.
    aimed = True
    tight = True
    groups = None
    # Last candidate first: over the slowest boards on the chip ~5 % less time than first to
    # last (an order only: which candidates the earlier passes happen to find on their way).
    for ci in range(len(candidates) - 1, -1, -1):
        t = candidates[ci]
        if found[t] or not aim(t):
            continue
        tight = True
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
        if groups is None:
            groups = ray_groups(rays, kind, start)
        backward_reach(e_lo, e_hi, s_lo, s_hi, steps, walk_lo, walk_hi, groups)
        for j in range(4):
            m = nb[base + j]
            if m != _OFF and kind[m] and enter(m, steps - 1, j):
                break
    if want >= 0:
        return walked if walked else None
    out = []
    for t in candidates:
        if found[t]:
            out.append(t)
    return out
