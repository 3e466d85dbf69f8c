"""Kings and Treasures: the hot loops of the destinations search (`treasure_moves`).

One depth-first pass (`walk`), its dynamic bound on sparse boards (`alive`) and the aimed
passes' reach tables (`backward_reach`), in a small module of their own: `make deploy` compiles
this one to machine code for the Pico with MicroPython's viper emitter (`NATIVE` in
host_tools/deploy.py), which turns its small-int arithmetic and its byte and word table reads
into plain machine instructions.

The same file runs unchanged as bytecode (CPython, the unix and WebAssembly ports, a ROMFS
deploy), so it is written in the subset both understand:
- every table is cast once at a function's start with `ptr8` / `ptr32` (from `compat`): viper
  reads them as raw bytes and 32-bit words, elsewhere they are the identity on tables that
  index to ints (`bytes`, `bytearray`, `array('I')`, `compat.words` views);
- a local keeps one type (viper infers it from its first assignment: a number is a machine
  word), arguments that are numbers are annotated `int`, and functions that return a number
  say so (`-> int`, `-> bool`); no slices, tuples of numbers or lists inside the loops.

A pass walks the King's paths from its start and records every stop it meets in `found`. The
path is an explicit stack (one frame per cell entered, in buffers allocated once), not a
recursion: no call per cell, and on a board whose code is compiled to machine code the C
stack, ~8 KB on a Pico, would not hold twelve native frames of a recursive walk.

Two kinds of pass (see `treasure_moves`' docstring for the bounds):
- open (`target` is 49): every unfound candidate is aimed at; the bound is the Manhattan
  distance and parity masks of the unfound candidates (and, on a sparse board, `alive`); the
  pass ends when no candidate is left unfound (1) or after `budget` cells entered (2);
- aimed (`target` a cell): the bound is `backward_reach`'s tables for that one cell; the pass
  ends when the target is found (1) or every branch is walked (0: the target is unreachable).
"""
from shared_rules.compat import const, ptr8, ptr32

_N = const(49)
_PAIR_AT = const(133)  # a pair's byte in the cells' table (host_tools/treasure_tables.PAIR_AT)
_OFF = const(255)
_MAXK = const(13)  # steps 0 … 12
_HI21 = const(0x1FFFFF)  # row-aligned high half: rows 5-7 (cells 28-48)
_COL0 = const(0x204081)  # column a in a row-aligned half
_COL6 = const(0x8102040)  # column g

# Cell kinds, as `treasure_moves` classifies them.
_BLOCKED = const(0)
_PLAIN = const(1)
_KINGCELL = const(2)
_FORCED = const(3)
_OPTIONAL = const(4)
_KNIGHT = const(5)

_DYN_MIN = const(6)  # steps left from which a node of a sparse board's open pass asks alive

# The path's frames: depth 0 is the first cell after the start (steps - 2 - depth steps left
# after the cell).
_CELL = bytearray(_MAXK)  # the cell entered
_HOW = bytearray(_MAXK)  # how it was entered: 0-3 a step in that direction, 4-7 a jump
_WAS = bytearray(_MAXK)  # its kind before the path blocked it
_NEXT = bytearray(_MAXK)  # the next index into the orders table; at its END: its jumps next,
# one past it: jumping
_LAND = bytearray(_MAXK)  # while jumping: the last landing tried
_END = bytearray(_MAXK)  # where its order of neighbours ends in the orders table


def cross(unfound, m: int) -> bool:
    """Cross cell m off the unfound candidates, a table of 4 words [exact lo, exact hi, stop
    lo, stop hi] (cells 0-24 and 25-48); True when none is left."""
    u = ptr32(unfound)
    if m < 25:
        b = ~(1 << m)
        u[0] = u[0] & b
        u[2] = u[2] & b
    else:
        b = ~(1 << (m - 25))
        u[1] = u[1] & b
        u[3] = u[3] & b
    return (u[0] | u[1] | u[2] | u[3]) == 0


def alive(n: int, k: int, unfound, free_lo: int, free_hi: int, prev_lo: int, prev_hi: int,
          dyn) -> bool:
    """Can a walk from n, k steps left, over the `free` cells (row-aligned halves: cells 0-27,
    28-48), still end on an unfound candidate? `prev`: the path's cells and the start (the
    layer before n, as far as the Knights' rule needs). Walks may enter a cell twice and Knights
    jump on every ray entered from behind: a relaxation of the real paths, so False is proof.
    `dyn`: the words `treasure_moves._alive_setup` lays out (from 4: the Knights with a jump,
    the forced stops, the number of jumps and 6 words a jump)."""
    u = ptr32(unfound)
    dy = ptr32(dyn)
    jk_lo = dy[4]
    jk_hi = dy[5]
    stop_lo = dy[6]
    stop_hi = dy[7]
    jumps_end = 9 + dy[8] * 6
    # the unfound candidates, from cells 0-24 / 25-48 to the row-aligned halves
    el = u[0] | ((u[1] & 7) << 25)
    eh = u[1] >> 3
    sl = u[2] | ((u[3] & 7) << 25)
    sh = u[3] >> 3
    if n < 28:
        lo = 1 << n
        hi = 0
    else:
        lo = 0
        hi = 1 << (n - 28)
    fl = free_lo & ~lo
    fh = free_hi & ~hi
    pvl = prev_lo
    pvh = prev_hi
    while k:
        k -= 1
        nl = (lo >> 7) | ((hi & 0x7F) << 21) | ((lo & ~_COL6) << 1) | ((lo & ~_COL0) >> 1)
        nh = (hi >> 7) | ((hi & ~_COL6) << 1) | ((hi & ~_COL0) >> 1)
        nl |= (lo & 0x1FFFFF) << 7
        nh |= ((hi << 7) | (lo >> 21)) & _HI21
        if (lo & jk_lo) | (hi & jk_hi):
            x = 9
            while x < jumps_end:
                # A jump from a Knight of this layer (Knight lo, hi), entered from behind in the
                # layer before (behind lo, hi): it may land on its ray (ray lo, hi).
                if (lo & dy[x]) | (hi & dy[x + 1]) and (pvl & dy[x + 2]) | (pvh & dy[x + 3]):
                    nl |= dy[x + 4]
                    nh |= dy[x + 5]
                x += 6
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


def backward_reach(reach_lo, reach_hi, exact_lo: int, exact_hi: int, stop_lo: int,
                   stop_hi: int, steps: int, walk_lo: int, walk_hi: int, rays):
    """Fill the reach tables `reach_lo` (cells 0-27) and `reach_hi` (28-48), 13 * 8 words each,
    for a set of targets: bit n of [k*8 + state] is set when a walk that entered n in `state`
    (0-3: a step in direction 0-3; 4-7: a jump in direction 0-3), with k steps left, can end
    on an `exact` target with its last step or enter a `stop` target (a Minstrel or
    Counterfeiter) at any step, if walks may revisit cells but never step straight back after
    a step (Knight jumps in their true direction). Target masks are row-aligned halves (cells
    0-27, 28-48). A bound the search can trust: every legal path is such a walk. `rays` comes
    from ray_groups: the usable rays in words, by direction."""
    L = ptr32(reach_lo)
    H = ptr32(reach_hi)
    g = ptr32(rays)
    for d in range(8):
        L[d] = exact_lo | stop_lo
        H[d] = exact_hi | stop_hi
    knights = g[0] | g[1] | g[2] | g[3]
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
        r = 4  # the rays of direction d: 4 words each (Knight lo, hi, ray lo, hi)
        for d in range(4):
            end = r + g[d] * 4
            if r < end:
                jl = L[p + 4 + d]
                jh = H[p + 4 + d]
                al = 0
                ah = 0
                while r < end:
                    if (jl & g[r + 2]) | (jh & g[r + 3]):
                        al |= g[r]
                        ah |= g[r + 1]
                    r += 4
                if al | ah:
                    L[q + d] |= al
                    L[q + 4 + d] |= al
                    H[q + d] |= ah
                    H[q + 4 + d] |= ah


def walk(tables, start: int, steps: int, first: int, target: int, budget: int, unfound,
         entry: int, dyn, walked) -> int:
    """One pass from `start` (the King's cell, blocked in `kind`), `steps` steps, first steps
    tried in the order that starts at `first` in the orders table. Returns 1 when the pass
    found what it looks for, 2 when an open pass ran out of its `budget` of cells, 0 when it
    walked every branch.

    `tables`: (neighbours, kind, found, gap, Manhattan, side, orders, the parity masks lo, hi,
    the reach tables lo, hi), see `treasure_moves`; the cells within k steps of any parity
    are the parity masks of k and k - 1 together (`near_lo`, `near_hi`). `unfound`:
    the unfound candidates, 4 words (see `cross`), crossed off by an open pass. `entry`: for
    an aimed pass, the only cell the last step can come from (or -1). `dyn`: for a sparse
    board's open pass, the words `treasure_moves._alive_setup` lays out (free cells lo, hi, the
    start lo, hi, row-aligned halves, then what `alive` reads); else None. `walked`: a list
    that receives the path to the target (cells after the start, the target last), or None."""
    t_nb, t_kind, t_found, t_gap, t_pair, t_orders, t_el, t_eh, t_rl, t_rh = tables
    nb = ptr8(t_nb)
    kind = ptr8(t_kind)
    found = ptr8(t_found)
    ORDERS = ptr8(t_orders)
    cells = ptr8(_CELL)
    how = ptr8(_HOW)
    was = ptr8(_WAS)
    nexts = ptr8(_NEXT)
    lands = ptr8(_LAND)
    ends = ptr8(_END)
    # Only the tables of this kind of pass: as bytecode each cast is a call (~8 us on a Pico).
    aimed = target < _N
    ue_lo = ue_hi = us_lo = us_hi = 0
    towards = 0
    if aimed:
        PAIR = ptr8(t_pair)
        towards = _PAIR_AT + PAIR[target]  # a cell n and the target: PAIR[towards - PAIR[n]]
        RL = ptr32(t_rl)
        RH = ptr32(t_rh)
    else:
        gap = ptr8(t_gap)
        EL = ptr32(t_el)
        EH = ptr32(t_eh)
        u = ptr32(unfound)
        ue_lo = u[0]
        ue_hi = u[1]
        us_lo = u[2]
        us_hi = u[3]
    sparse = False  # (viper compares no object with None: a table is true, None false)
    if dyn:
        sparse = True
    path_lo = 0
    path_hi = 0
    base_lo = 0
    base_hi = 0
    start_lo = 0
    start_hi = 0
    if sparse:
        dy = ptr32(dyn)
        base_lo = dy[0]
        base_hi = dy[1]
        start_lo = dy[2]
        start_hi = dy[3]
    nodes = 0
    hit = 0
    base = 0
    i = 0
    end = 0
    for fi in range(4):
        f = ORDERS[first + fi]
        n = nb[start * 4 + f]
        if n == _OFF or not kind[n]:
            continue
        k = steps - 1
        d = f
        top = -1  # the frame of the path's last cell (-1: the start)
        while True:
            # Enter n (by `d`, k steps left after it): hit stays -1 when the path goes on.
            hit = -1
            kn = kind[n]
            if kn == _FORCED or kn == _OPTIONAL:
                found[n] = 1
                if n == target:
                    if isinstance(walked, list):
                        for w in range(top + 1):
                            walked.append(cells[w])
                        walked.append(n)
                    hit = 1
                else:
                    if not aimed:
                        if cross(unfound, n):
                            hit = 1
                        ue_lo = u[0]
                        ue_hi = u[1]
                        us_lo = u[2]
                        us_hi = u[3]
                    if kn == _FORCED and hit < 0:
                        hit = 0  # entering a Counterfeiter ends the move
            elif n == target:
                hit = 0  # walking over the target: it cannot be the stop any more
            if hit >= 0:
                pass
            elif entry >= 0 and not kind[entry]:
                hit = 0  # the cell the last step needs is used up
            elif aimed:
                # The bound of a jump's landing or a Minstrel passed (every other cell's is
                # tested before it is entered).
                if d >= 4 or kn == _OPTIONAL:
                    if n < 28:
                        if not RL[k * 8 + d] >> n & 1:
                            hit = 0
                    elif not RH[k * 8 + d] >> (n - 28) & 1:
                        hit = 0
            else:
                nodes += 1
                if nodes > budget:
                    hit = 2
                elif (d >= 4 or kn == _OPTIONAL) and gap[n] >= k:
                    x = n * _MAXK + k
                    if not ((ue_lo & EL[x]) | (ue_hi & EH[x])):
                        # No exact stop of k's parity within k steps: a Minstrel or
                        # Counterfeiter within k steps, any parity, not n itself (the masks of
                        # k and k - 1: k >= 1 on every cell entered)?
                        near_lo = us_lo & (EL[x] | EL[x - 1])
                        near_hi = us_hi & (EH[x] | EH[x - 1])
                        if n < 25:
                            near_lo &= ~(1 << n)
                        else:
                            near_hi &= ~(1 << (n - 25))
                        if not (near_lo | near_hi):
                            hit = 0
                if hit < 0 and sparse and k >= _DYN_MIN and not alive(
                        n, k, unfound, base_lo & ~path_lo, base_hi & ~path_hi,
                        path_lo | start_lo, path_hi | start_hi, dyn):
                    hit = 0
            if hit < 0 and k == 1:
                # The last step: every walkable neighbour (and jump landing) is a stop.
                hit = 0
                x = n * 4
                for j in range(4):
                    m = nb[x + j]
                    if m != _OFF:
                        km = kind[m]
                        if km and km != _KINGCELL and not found[m]:
                            found[m] = 1
                            if not aimed:
                                if cross(unfound, m):
                                    hit = 1
                                ue_lo = u[0]
                                ue_hi = u[1]
                                us_lo = u[2]
                                us_hi = u[3]
                if kn == _KNIGHT:
                    d &= 3
                    m = nb[x + d]
                    while m != _OFF:
                        km = kind[m]
                        if km and km != _KINGCELL and not found[m]:
                            found[m] = 1
                            if not aimed:
                                if cross(unfound, m):
                                    hit = 1
                                ue_lo = u[0]
                                ue_hi = u[1]
                                us_lo = u[2]
                                us_hi = u[3]
                        m = nb[m * 4 + d]
                if found[target]:
                    hit = 1
                    if isinstance(walked, list) and not walked:
                        for w in range(top + 1):
                            walked.append(cells[w])
                        walked.append(n)
                        walked.append(target)
            elif hit < 0:
                # The path goes on from n: a new frame, and k, base, i, end are its own.
                top += 1
                k -= 1
                cells[top] = n
                how[top] = d
                was[top] = kn
                kind[n] = _BLOCKED
                if sparse:
                    if n < 28:
                        path_lo |= 1 << n
                    else:
                        path_hi |= 1 << (n - 28)
                base = n * 4
                if aimed:
                    # With steps to spare, first the steps that lead away from the target (a
                    # long path must wander); when short of steps, those toward it.
                    p = PAIR[towards - PAIR[n]]
                    i = (p >> 4) * 8
                    if k - (p & 15) > 1:
                        i += 4
                else:
                    i = first
                end = i + 4
                ends[top] = end
                hit = 0
            # Back up the path from the frames that are done; go on with the next cell of the
            # last frame that has one.
            while top >= 0:
                if not hit:
                    d = -1
                    while i < end:
                        j = ORDERS[i]
                        i += 1
                        m = nb[base + j]
                        if m == _OFF:
                            continue
                        km = kind[m]
                        if not km or (m == target and km != _FORCED and km != _OPTIONAL):
                            continue
                        if k == 1 and (km == _PLAIN or km == _KINGCELL):
                            # A powerless cell one step before the end: its last step here,
                            # not in a frame (most of a search's cells). Only bounds are
                            # skipped, so the stops are the same.
                            nodes += 1
                            x = m * 4
                            for j in range(4):
                                y = nb[x + j]
                                if y != _OFF:
                                    ky = kind[y]
                                    if ky and ky != _KINGCELL and not found[y]:
                                        found[y] = 1
                                        if not aimed:
                                            if cross(unfound, y):
                                                hit = 1
                                            ue_lo = u[0]
                                            ue_hi = u[1]
                                            us_lo = u[2]
                                            us_hi = u[3]
                            if found[target]:
                                hit = 1
                                if isinstance(walked, list) and not walked:
                                    for w in range(top + 1):
                                        walked.append(cells[w])
                                    walked.append(m)
                                    walked.append(target)
                            if hit:
                                break
                            continue
                        if km != _FORCED and km != _OPTIONAL:
                            # The cell's bound before entering it.
                            if aimed:
                                if m < 28:
                                    if not RL[k * 8 + j] >> m & 1:
                                        continue
                                elif not RH[k * 8 + j] >> (m - 28) & 1:
                                    continue
                            elif gap[m] >= k:
                                x = m * _MAXK + k
                                if not ((ue_lo & EL[x]) | (ue_hi & EH[x])):
                                    # (as for an entered cell, above)
                                    near_lo = us_lo & (EL[x] | EL[x - 1])
                                    near_hi = us_hi & (EH[x] | EH[x - 1])
                                    if m < 25:
                                        near_lo &= ~(1 << m)
                                    else:
                                        near_hi &= ~(1 << (m - 25))
                                    if not (near_lo | near_hi):
                                        continue
                        d = j
                        break
                    if d < 0 and not hit and was[top] == _KNIGHT:
                        # Then the jumps on along the line that entered the Knight.
                        j = how[top] & 3
                        if i == end:
                            m = nb[base + j]
                            if m != _OFF:
                                m = nb[m * 4 + j]
                        else:
                            m = nb[lands[top] * 4 + j]
                        while m != _OFF:
                            if kind[m]:
                                i = end + 1
                                lands[top] = m
                                d = j + 4
                                break
                            m = nb[m * 4 + j]
                    if d >= 0:
                        nexts[top] = i
                        n = m
                        break
                # This frame is done: leave its cell, back to the frame before.
                c = cells[top]
                kind[c] = was[top]
                if sparse:
                    if c < 28:
                        path_lo &= ~(1 << c)
                    else:
                        path_hi &= ~(1 << (c - 28))
                top -= 1
                if top >= 0:
                    k = steps - 2 - top  # (a step or a jump: one step each)
                    base = cells[top] * 4
                    i = nexts[top]
                    end = ends[top]
            if top < 0:
                break
        if hit:
            break
    return hit
