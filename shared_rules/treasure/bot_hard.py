"""The Kings and Treasures bot's Hard level: Normal's leading moves looked at one round ahead.

`choose(view, normal, judge_class, best_class, options)` is `bot.choose(view, "hard")`; the
Normal bot and its parts are passed in (its `_normal`, `_Judge`, `_Best` to keep the leading
offers and write the move out, `_options` for the offers), so that this module never imports
the bot. Normal
judges each move by what it takes and by a guess at its next turn; Hard takes Normal's
`_WIDTH` leading moves and plays each one round on, from the view alone: every other seat in
turn takes its best card in reach (its destinations on the board seen now, less the cells
taken before it), then its own next turn is searched on the board so left (its King's real
destinations, the others' Kings where they went). A move whose next turn the others empty
loses what Normal hoped of it; the cards the others take count against the move, the
leading rival's most. Its strength and time, and the seeds it was set on: docs/bots.md.
"""
from shared_rules.cards import EMPTY, FACE_DOWN, JOKER
from shared_rules.compat import const
from shared_rules.treasure.moves import best_stops, destinations

_WIDTH = const(6)  # Normal's leading moves looked at one round ahead
_NEXT = const(7)  # tenths of the next turn's best card that count now
_STUCK = const(60)  # a stop with nothing in reach next turn
_LEAD = const(4)  # tenths of the leading rival's take in the round that count against
_OTHER = const(2)  # ... of any other rival's
_BOARD = bytearray(49)


def _replies(judge, view):
    """For each other seat, its destinations now as (value to it, cell) ints, best first."""
    n = judge.n
    kings = view.kings
    out = []
    for i in range(n):
        if i == judge.me:
            out.append(None)
            continue
        cells = destinations(judge.board, kings[i], view.tops[i] >> 2, view.level,
                             [kings[k] for k in range(n) if k != i])
        out.append(sorted([(judge.worth(i, judge.board[c]) + 1000) << 6 | c for c in cells],
                          reverse=True))
    return out


_R1 = 4
_N2 = 7
_R2 = 4
_N3 = 5
_WIDE = 3
_FAST = 1
_B2 = bytearray(49)
_B3 = bytearray(49)


def _rival_value(judge, code):
    # What the greedy rival counts a card: its score table, a face-down card the unseen mean.
    if code == EMPTY or code == JOKER:
        return 0
    if code & FACE_DOWN:
        return judge.down[1 - judge.me]
    return judge.values[1 - judge.me][code]


def _steps_after(judge, code, steps):
    if code == JOKER:
        return steps
    if code & FACE_DOWN:
        return judge.down_steps
    return code >> 2


def _order(judge, board, seat):
    """The cells with a card (the Joker too), best for `seat` first (ties: the lower cell):
    what `best_stops` tries in turn. The greedy rival counts a card as it does (`_rival_value`)."""
    out = []
    for c in range(49):
        code = board[c]
        if code != EMPTY:
            v = judge.worth(seat, code) if seat == judge.me else _rival_value(judge, code)
            out.append((v + 1000) << 6 | (63 - c))
    out.sort(reverse=True)
    for i in range(len(out)):
        out[i] = 63 - (out[i] & 63)
    return out


def _rival(judge, board, at, steps, mine, order):
    """The greedy rival's reply on `board` (taken in place): (its value, its cell, its next
    steps); its cell stays `at` when it cannot move."""
    if _FAST:
        found = best_stops(board, at, steps, judge.view.level, [mine], order, 1)
        if not found:
            return 0, at, steps
        cell = found[0]
        best = _rival_value(judge, board[cell])
    else:
        best = -1
        cell = at
        for c in destinations(board, at, steps, judge.view.level, [mine]):
            v = _rival_value(judge, board[c])
            if v > best:
                best = v
                cell = c
        if best < 0:
            return 0, at, steps
    code = board[cell]
    if board[at] != JOKER:
        board[at] = EMPTY
    if code != JOKER:
        board[cell] = EMPTY
    return best, cell, _steps_after(judge, code, steps)


def _mine(judge, board, at, steps, rival, order, k):
    # My best `k` stops as (value, cell), best first (ties: the lower cell).
    if _FAST:
        return [(judge.worth(judge.me, board[c]), c)
                for c in best_stops(board, at, steps, judge.view.level, [rival], order, k)]
    out = [((judge.worth(judge.me, board[c]) + 1000) << 6 | (63 - c))
           for c in destinations(board, at, steps, judge.view.level, [rival])]
    out.sort(reverse=True)
    return [((x >> 6) - 1000, 63 - (x & 63)) for x in out[:k]]


def _swapped(order, swap):
    # `order` once an Architect's swap has exchanged the cards of two cells.
    if not swap:
        return order
    a, b = swap
    out = list(order)
    ia = out.index(a)
    ib = out.index(b)
    out[ia] = b
    out[ib] = a
    return out


def _deeper(judge, board, stop, steps, at, rsteps, mine, theirs):
    """Two players: the rival's reply to the move, then my next turn's best cards each with
    the rival's reply and my turn after (tenths, to add to what the move takes)."""
    b2 = _B2
    b2[:] = board
    v1, at, rsteps = _rival(judge, b2, at, rsteps, stop, theirs)
    score = -v1 * _R1 // 10
    nexts = _mine(judge, b2, stop, steps, at, mine, _WIDE)
    if not nexts:
        return score - _STUCK
    b3 = _B3
    best = None
    for v, c in nexts:
        b3[:] = b2
        code = b3[c]
        if b3[stop] != JOKER:
            b3[stop] = EMPTY
        if code != JOKER:
            b3[c] = EMPTY
        s2 = _steps_after(judge, code, steps)
        v2, at2, _ = _rival(judge, b3, at, rsteps, c, theirs)
        after = _mine(judge, b3, c, s2, at2, mine, 1)
        v += -v2 * _R2 // 10 + (after[0][0] * _N3 // 10 if after else -_STUCK)
        if best is None or v > best:
            best = v
    return score + best * _N2 // 10


def choose(view, normal, judge_class, best_class, options):
    """The Hard bot's move for `view` (see the docstring); `normal(view)` is Normal's."""
    if view.seat != view.turn or view.over:
        return normal(view)
    me = view.seat
    kings = view.kings
    n = len(kings)
    level = view.level
    moves = destinations(view.board, kings[me], view.tops[me] >> 2, level,
                         [kings[i] for i in range(n) if i != me])
    if not moves:
        return normal(view)
    judge = judge_class(view)
    top = best_class(judge, _WIDTH)
    for dest in moves:
        options(judge, dest, top)
    moves = None
    replies = _replies(judge, view) if n > 2 else None
    if n == 2:
        mine = _order(judge, judge.board, me)
        theirs = _order(judge, judge.board, 1 - me)
    weight = judge.weight
    board = _BOARD
    best = None
    move = None
    for value, dest, key, arg, stop, g1, g2, steps, pot in top.top:
        board[:] = judge.board
        start = kings[me]
        if board[start] != JOKER:
            board[start] = EMPTY
        if g1 >= 0:
            board[g1] = EMPTY
        if g2 >= 0:
            board[g2] = EMPTY
        if key == "swap":
            a, b = arg
            board[a], board[b] = board[b], board[a]
        at = list(kings)
        at[me] = stop
        score = value - pot  # what the move takes, without Normal's guess at its next turn
        for k in range(1, n if n > 2 else 1):
            i = (me + k) % n
            for x in replies[i]:
                c = x & 63
                if board[c] != EMPTY and c not in at:
                    if board[at[i]] != JOKER:
                        board[at[i]] = EMPTY
                    at[i] = c
                    v = (x >> 6) - 1000
                    board[c] = EMPTY if board[c] != JOKER else JOKER
                    score -= v * (_LEAD if weight[i] else _OTHER) // 10
                    break
        if n == 2:
            swap = arg if key == "swap" else None
            score += _deeper(judge, board, stop, steps, at[1 - me], view.tops[1 - me] >> 2,
                             _swapped(mine, swap), _swapped(theirs, swap))
        else:
            nxt = -1
            for c in destinations(board, stop, steps, level,
                                  [at[i] for i in range(n) if i != me]):
                v = judge.worth(me, board[c])
                if v > nxt:
                    nxt = v
            score += -_STUCK if nxt < 0 else nxt * _NEXT // 10
        if best is None or score > best:
            best = score
            move = (dest, key, arg)
    top.move = move
    return top.notation(view)
