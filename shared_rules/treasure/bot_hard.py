"""The Kings and Treasures bot's Hard level: Normal's leading moves looked at one round ahead
(at two players three rounds).

`choose(view, normal, judge_class, best_class, options)` is `bot.choose(view, "hard")`; the
Normal bot and its parts are passed in (its `_normal`, `_Judge`, `_Best` to keep the leading
offers and write the move out, `_options` for the offers), so that this module never imports
the bot. Normal judges each move by what it takes and by a guess at its next turn; Hard takes
Normal's `_WIDTH` leading moves and plays each one on, from the view alone:
- three or four players, one round: every other seat in turn takes its best card in reach
  (its destinations on the board seen now, less the cells taken before it), then its own next
  turn is searched on the board so left (its King's real destinations, the others' Kings where
  they went). A move whose next turn the others empty loses what Normal hoped of it; the cards
  the others take count against the move, the leading rival's most;
- two players, three rounds deep (the one rival's reply is the greedy baseline's own, its best
  card in reach): the rival's reply searched on the board after the move, then its own next
  turn's two best cards, each with the rival's reply to it, then for each its two best cards
  the turn after, each with the rival's reply and its own best card after that (`_WIDES`).
  Every search asks only for the best cards in reach (`stops.best_stops`: one aimed pass a
  candidate, best first), not for the whole destination list: 84 searches a decision at
  most, in about twice the time of one round with whole searches (on a Pico up to most of a
  second: the board says the bot is thinking first, firmware/treasure/vs_bots.py).
Its strength and time, and the seeds it was set on: docs/bots.md.
"""
from shared_rules.cards import EMPTY, FACE_DOWN, JOKER
from shared_rules.compat import const
from shared_rules.treasure.moves import destinations
from shared_rules.treasure.stops import best_stops

_WIDTH = const(6)  # Normal's leading moves looked at ahead
_NEXT = const(7)  # tenths of the next turn's best card that count now (3-4 players)
_STUCK = const(60)  # a stop with nothing in reach next turn
_LEAD = const(4)  # tenths of the leading rival's take in the round that count against (3-4
# players)
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


# Two players (`_deeper`), level by level after the move: how many of my best cards are
# looked at, and in tenths what counts of the rival's take before them and of my turn (my
# card and what follows it).
_WIDES = (2, 2, 1)
_RIVAL = (4, 4, 4)
_ON = (7, 5, 5)
_BOARDS = [bytearray(49) for _ in range(6)]  # each level's boards (reused by every decision)


def _rival_value(judge, code):
    # What the greedy rival counts a card: its score table, a face-down card the unseen mean.
    if code == EMPTY or code == JOKER:
        return 0
    if code & FACE_DOWN:
        return judge.down[1 - judge.me]
    return judge.values[1 - judge.me][code]


def _steps_after(judge, code, steps):
    # The next step count of a King that takes `code` with `steps` now (the Joker keeps it; a
    # face-down card: the unseen cards' mean rank, as Normal guesses it).
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


def _take(board, at, cell):
    # A King's move on `board`: it leaves `at` and takes the card on `cell` (the Joker stays).
    if board[at] != JOKER:
        board[at] = EMPTY
    if board[cell] != JOKER:
        board[cell] = EMPTY


def _rival(judge, board, at, steps, mine, order):
    """The greedy rival's reply on `board` (taken in place): (its value, its cell, its next
    steps); its cell stays `at` when it cannot move."""
    found = best_stops(board, at, steps, judge.view.level, [mine], order, 1)
    if not found:
        return 0, at, steps
    cell = found[0]
    best = _rival_value(judge, board[cell])
    code = board[cell]
    _take(board, at, cell)
    return best, cell, _steps_after(judge, code, steps)


def _mine(judge, board, at, steps, rival, order, k):
    # My best `k` stops as (value, cell), best first (ties: the lower cell).
    return [(judge.worth(judge.me, board[c]), c)
            for c in best_stops(board, at, steps, judge.view.level, [rival], order, k)]


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


def _deeper(judge, board, stop, steps, at, rsteps, mine, theirs, depth=0):
    """Two players: the rival's reply to the move (`board`: after it; my King on `stop` with
    `steps` next, the rival's on `at` with `rsteps`), then my next turn's `_WIDES[depth]` best
    cards, each looked at so again one level deeper, the last level's best card alone (tenths,
    to add to what the move takes; `mine` and `theirs`: the cards best first for each,
    `_order`)."""
    b = _BOARDS[2 * depth]
    b[:] = board
    taken, at, rsteps = _rival(judge, b, at, rsteps, stop, theirs)
    score = -taken * _RIVAL[depth] // 10
    nexts = _mine(judge, b, stop, steps, at, mine, _WIDES[depth])
    if not nexts:
        return score - _STUCK
    if depth == len(_WIDES) - 1:
        return score + nexts[0][0] * _ON[depth] // 10
    after = _BOARDS[2 * depth + 1]
    best = None
    for v, c in nexts:
        after[:] = b
        code = after[c]
        _take(after, stop, c)
        v += _deeper(judge, after, c, _steps_after(judge, code, steps), at, rsteps, mine,
                     theirs, depth + 1)
        if best is None or v > best:
            best = v
    return score + best * _ON[depth] // 10


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
    if n > 2:
        replies = _replies(judge, view)
    else:
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
        if n == 2:
            swap = arg if key == "swap" else None
            score += _deeper(judge, board, stop, steps, at[1 - me], view.tops[1 - me] >> 2,
                             _swapped(mine, swap), _swapped(theirs, swap))
        else:
            for k in range(1, n):
                i = (me + k) % n
                for x in replies[i]:
                    c = x & 63
                    if board[c] != EMPTY and c not in at:
                        _take(board, at[i], c)
                        at[i] = c
                        score -= ((x >> 6) - 1000) * (_LEAD if weight[i] else _OTHER) // 10
                        break
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
