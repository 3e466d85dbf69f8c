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
from shared_rules.cards import EMPTY, JOKER
from shared_rules.compat import const
from shared_rules.treasure.moves import destinations

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
    replies = _replies(judge, view)
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
        for k in range(1, n):
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
        nxt = -1
        for c in destinations(board, stop, steps, level, [at[i] for i in range(n) if i != me]):
            v = judge.worth(me, board[c])
            if v > nxt:
                nxt = v
        score += -_STUCK if nxt < 0 else nxt * _NEXT // 10
        if best is None or score > best:
            best = score
            move = (dest, key, arg)
    top.move = move
    return top.notation(view)
