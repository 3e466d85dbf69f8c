"""Why a cell is not a legal destination in Kings and Treasures: the reason a referee gives.

`why_not(state, cell)` explains a cell that `state.destinations()` does not hold, naming the
first of: the King's own cell, another King there, an empty cell, empty cells that cut the
cell off, too far for the step count, a Counterfeiter that stops every path short enough, a
step count of the wrong parity (without Knights every path to a cell has the parity of its
distance), too many steps for any detour; with Knight jumps on the board, simply that no path
of exactly that many steps ends there. Distances come from a relaxed walk (one that may enter
a cell twice), so "cut off", "too far" and "stops every path" hold for every real path too.
Legality itself stays with `treasure.destinations`; this module only explains a refusal.

`refusal(state, cell)` gives the reason in the engines' one form (shared_rules/compat.py: a
code and its values, the cell's name and the step counts), worded by the screens in the
language of Settings; `why_not` is its English line (the command line's and the tests').
A code says "step" or "steps" itself, so each count is a value a sentence can take as it is.
"""
from shared_rules import cards
from shared_rules.cards import EMPTY, FACE_DOWN, JOKER
from shared_rules.compat import english, refuse

_COUNTERFEITER = 4
_MINSTREL = 5
_KNIGHT = 11


def _cell_name(cell):
    return "abcdefg"[cell % 7] + str(cell // 7 + 1)


def _next(cell, d):
    """The cell one step from `cell` in direction d (0 up, 1 right, 2 down, 3 left), or -1."""
    r, c = divmod(cell, 7)
    if d == 0:
        return cell - 7 if r > 0 else -1
    if d == 1:
        return cell + 1 if c < 6 else -1
    if d == 2:
        return cell + 7 if r < 6 else -1
    return cell - 1 if c > 0 else -1


def _face_up_rank(code):
    if code == EMPTY or code == JOKER or code & FACE_DOWN:
        return 0
    return cards.rank(code)


def _shortest(state, target, counterfeiters_stop):
    """Fewest steps from the mover's King to `target` in a relaxed walk, or -1: cards, the
    Joker and other Kings' cells can be entered, the start cell cannot; at the complete level a
    face-up Knight lets the next step jump along its line; a face-up Counterfeiter ends the walk
    when `counterfeiters_stop`."""
    board = state.board
    start = state.kings[state.turn]
    others = [k for i, k in enumerate(state.kings) if i != state.turn]
    complete = state.level == 2

    def enterable(c):
        return c != start and (board[c] != EMPTY or c in others)

    # A step is an int, cell * 4 + the direction it came in by (the start's unused): the
    # steps met in a bytearray, not tuples in a dict (a refusal's 584-byte table at 96 KB).
    seen = bytearray(196)
    frontier = [start * 4]
    dist = 0
    while frontier:
        dist += 1
        reached = []
        for step in frontier:
            cell, d = step >> 2, step & 3
            rank = _face_up_rank(board[cell]) if cell != start and complete else 0
            if rank == _COUNTERFEITER and counterfeiters_stop:
                continue
            moves = []
            for nd in range(4):
                n = _next(cell, nd)
                if n >= 0 and enterable(n):
                    moves.append(n * 4 + nd)
            if rank == _KNIGHT:
                n = _next(_next(cell, d), d) if _next(cell, d) >= 0 else -1
                while n >= 0:
                    if enterable(n):
                        moves.append(n * 4 + d)
                    n = _next(n, d)
            for move in moves:
                if move >> 2 == target:
                    return dist
                if not seen[move]:
                    seen[move] = 1
                    reached.append(move)
        frontier = reached
    return -1


def _knights_on_board(state):
    if state.level != 2:
        return False
    for code in state.board:
        if _face_up_rank(code) == _KNIGHT:
            return True
    return False


def why_not(state, cell):
    """Why the player to move cannot stop on `cell`, in English; '' when it is a legal
    destination."""
    r = refusal(state, cell)
    return english(r) if r else ""


def refusal(state, cell):
    """Why the player to move cannot stop on `cell` (a refusal: shared_rules/compat.py); None
    when it is a legal destination."""
    if cell in state.destinations():
        return None
    name = _cell_name(cell)
    steps = state.steps()
    if cell == state.kings[state.turn]:
        if steps == 1:
            return refuse("%s: the King stands here and must walk %s step", name, steps)
        return refuse("%s: the King stands here and must walk %s steps", name, steps)
    if cell in state.kings:
        return refuse("a King stands on %s: a path may pass it, never stop there", name)
    if state.board[cell] == EMPTY:
        return refuse("%s is empty: a King stops on a card or the Joker", name)
    free = _shortest(state, cell, False)
    if free < 0:
        return refuse("empty cells cut %s off: no path of cards leads there", name)
    if free > steps:  # (so free is 2 or more)
        return refuse("too far: %s is %s steps away, the King walks %s", name, free, steps)
    stopped = _shortest(state, cell, True)
    if stopped < 0 or stopped > steps:
        return refuse("a Counterfeiter on the way stops every path to %s", name)
    dest_rank = _face_up_rank(state.board[cell])
    stops_early = ((dest_rank == _COUNTERFEITER and state.level == 2)
                   or (dest_rank == _MINSTREL and state.level >= 1))
    if not _knights_on_board(state) and not stops_early and stopped < steps:
        if (steps - stopped) % 2:  # (so steps is 2 or more)
            if stopped == 1:
                return refuse("%s is %s step away: %s steps cannot end there (a detour adds "
                              "two)", name, stopped, steps)
            return refuse("%s is %s steps away: %s steps cannot end there (a detour adds two)",
                          name, stopped, steps)
        return refuse("too many steps: %s is %s away and no detour over cards is %s long",
                      name, stopped, steps)
    if steps == 1:
        return refuse("no path of exactly %s step ends on %s", steps, name)
    return refuse("no path of exactly %s steps ends on %s", steps, name)
