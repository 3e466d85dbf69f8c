"""Kings and Treasures: the naive reference for legal destinations, and the benchmark corpus.

Used only by the tests and `bench/treasure.py`, never by the firmware. `naive_destinations`
walks every path, step by step, straight from the rules page, with no bound and no early stop:
it is slow and obviously right, and the fast search in `treasure_moves` must agree with it on
every position of `corpus()`.

`corpus()` is the fixed list of positions the benchmark times and the test checks: positions
from seeded random games at all three levels, plus adversarial ones (full boards with a Queen
or a Jack on top, from the centre and from a corner, and boards thick with Knights and
Minstrels). It is generated from seeds, so it is the same on every interpreter.
"""
from shared_rules.cards import EMPTY, FACE_DOWN, JOKER
from shared_rules.rng import Random

_STEPS = ((-1, 0), (0, 1), (1, 0), (0, -1))  # up, right, down, left as (drow, dcol)


def naive_destinations(board, start, steps, level, others=()):
    """Sorted list of destination cells, by enumerating every path (see module docstring)."""
    found = set()
    entered = [False] * 49
    entered[start] = True
    kings = set(others)

    def power(cell):
        code = board[cell]
        if code == EMPTY or code == JOKER or code & FACE_DOWN:
            return None
        r = code >> 2
        if r == 4 and level == 2:
            return "counterfeiter"
        if r == 5 and level >= 1:
            return "minstrel"
        if r == 11 and level == 2:
            return "knight"
        return None

    def walkable(cell):
        return not entered[cell] and (board[cell] != EMPTY or cell in kings)

    def arrive(cell, left, direction):
        if left == 0:
            if cell not in kings:
                found.add(cell)
            return
        p = None if cell in kings else power(cell)
        if p == "counterfeiter":
            found.add(cell)
            return
        if p == "minstrel":
            found.add(cell)
        entered[cell] = True
        row, col = divmod(cell, 7)
        for d in range(4):
            r, c = row + _STEPS[d][0], col + _STEPS[d][1]
            if 0 <= r < 7 and 0 <= c < 7 and walkable(r * 7 + c):
                arrive(r * 7 + c, left - 1, d)
        if p == "knight":
            dr, dc = _STEPS[direction]
            r, c = row + dr, col + dc
            distance = 1
            while 0 <= r < 7 and 0 <= c < 7:
                if distance > 1 and walkable(r * 7 + c):  # distance 1 is the ordinary step
                    arrive(r * 7 + c, left - 1, direction)
                r += dr
                c += dc
                distance += 1
        entered[cell] = False

    row, col = divmod(start, 7)
    for d in range(4):
        r, c = row + _STEPS[d][0], col + _STEPS[d][1]
        if 0 <= r < 7 and 0 <= c < 7 and walkable(r * 7 + c):
            arrive(r * 7 + c, steps - 1, d)
    return sorted(found)
