"""Kings and Treasures: the naive reference for legal destinations, and the benchmark corpus.

Used only by the tests and `bench/treasure.py`, never by the firmware. `naive_destinations`
walks every path, step by step, straight from the rules page, with no bound and no early stop:
it is slow and obviously right, and the fast search in `treasure_moves` must agree with it on
every position of `corpus()`.

`corpus()` is the fixed list of positions the benchmark times and the test checks: positions
from seeded random games at all three levels, plus adversarial ones (full boards with a Queen
or a Jack on top, from the centre and from a corner, boards thick with Knights and
Minstrels, the sparse Knight board that was once the bot's slowest decision, and the slowest
searches met in the bot bench's games). It is generated from seeds (the bot-game boards are
written out), so it is the same on every interpreter.
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


def _full_board(seed, front=()):
    # A fresh deal's board with the cards of ranks in `front` dealt nearest the centre.
    from shared_rules.treasure.moves import CORNERS

    rng = Random(seed)
    middle = [r * 4 + s for r in range(2, 13) for s in range(4)]
    rng.shuffle(middle)
    if front:
        middle = [c for c in middle if c >> 2 in front] + [c for c in middle if c >> 2 not in front]
    order = [c for c in range(49) if c != 24 and c not in CORNERS]
    # Unique keys: MicroPython's sort is not stable, so ties would deal differently.
    order.sort(key=lambda c: (abs(c // 7 - 3) + abs(c % 7 - 3)) * 64 + c)
    board = bytearray(49)
    board[24] = JOKER
    for i in range(44):
        board[order[i]] = middle[i]
    aces = [4, 5, 6, 7]
    rng.shuffle(aces)
    for j in range(4):
        board[CORNERS[j]] = aces[j]
    return board


def corpus(games_per_level=3):
    """The benchmark corpus: yields (label, board, start, steps, level, others) one by one.

    Seeded random games (every position, every seated King), and adversarial positions.
    Deterministic: the same list on CPython and MicroPython.
    """
    from shared_rules.treasure import game as treasure
    from shared_rules.treasure import players as treasure_players

    for level in range(3):
        for g in range(games_per_level):
            seed = 1000 * level + g
            state = treasure.new_game(seed, players=2 + g % 3, level=treasure.LEVELS[level])
            rng = Random(seed)
            while True:
                n = len(state.seats)
                for i in range(n):
                    others = tuple(state.kings[j] for j in range(n) if j != i)
                    yield (("game", bytes(state.board), state.kings[i], state.steps(i),
                                level, others))
                move = treasure_players.random_move(state, rng)
                if move is None:
                    break
                state.apply(move)
    # Full boards, a Queen or a Jack on top, from the centre (on the Joker) and a corner.
    for seed in range(6):
        board = _full_board(seed)
        for level in range(3):
            for steps in (12, 11):
                yield (("full-centre", bytes(board), 24, steps, level, (6,)))
                board[0]
                b = bytearray(board)
                b[0] = EMPTY
                yield (("full-corner", bytes(b), 0, steps, level, (48,)))
    # Knights and Minstrels thick around the centre (complete and advanced levels).
    for seed in range(8):
        board = _full_board(100 + seed, front=(11, 5))
        for steps in (12, 11, 10, 9, 7):
            yield (("knights", bytes(board), 24, steps, 2, (0, 48)))
            yield (("minstrels", bytes(board), 24, steps, 1, (0,)))
    # Boards with holes (cells taken), long moves: many paths, some candidates unreachable.
    for seed in range(24):
        rng = Random(500 + seed)
        board = bytearray(_full_board(200 + seed, front=(11, 5, 4) if seed % 2 else ()))
        holes = 8 + rng.randbelow(18)
        for _ in range(holes):
            c = rng.randbelow(49)
            if c != 24:
                board[c] = EMPTY
        for c in range(49):
            if board[c] and rng.randbelow(8) == 0:
                board[c] |= FACE_DOWN if board[c] != JOKER else 0
        start = 24 if seed % 3 else rng.randbelow(49)
        if board[start] != JOKER:
            board[start] = EMPTY
        for steps in (12, 10, 8):
            yield (("holes", bytes(board), start, steps, seed % 3, ()))
    # The bot bench's slowest decision before the dynamic bound (docs/benchmarks.md): a sparse
    # complete-level board, four Kings, a Knight by the mover; every seat to move in turn.
    from shared_rules.cards import parse

    rows = (".. .. .. 4C 5C 5S ..", "QC .. QS 8C TD 9S ..", "3S QD .. .. .. 4S 6D",
            ".. 4H 9H JK TC 7H TH", "6H 9D .. 6S .. 7S ..", "8H 2H 3C 6C 3H 5D ..",
            ".. 7D 2D 2S JD .. ..")
    board = bytearray(49)
    for r in range(7):
        for c, token in enumerate(rows[r].split()):
            if token != "..":
                board[r * 7 + c] = JOKER if token == "JK" else parse(token)
    kings = (47, 32, 30, 18)  # f7 (12 steps), e5 (10), c5 (9), e3 (8)
    for i, steps in enumerate((12, 10, 9, 8)):
        yield (("sparse-knight", bytes(board), kings[i], steps, 2,
                tuple(kings[j] for j in range(4) if j != i)))
    # The slowest searches met in the bot bench's games (complete level, the bot's seat, the
    # board as the bot sees it: each face-down card one mark): many holes, 11-12 steps, most
    # candidates unreachable. Cell codes in hex, 49 a board.
    for hexed, start, steps, others in _BOT_GAMES:
        board = bytes(int(hexed[i:i + 2], 16) for i in range(0, 98, 2))
        yield (("bot-game", board, start, steps, 2, others))


_BOT_GAMES = (
    (("002d001d1720000000001b150030290b0c23101c18270800382428000d1f002a1e2b0a251913261a14110733"
     "002f120000"), 27, 12, (2, 23)),
    (("000029000c1f00000d21000a140031242f1c08200b1b0f12381d2a271e131910000e2b2d231625000022051a"
     "1115170000"), 1, 12, (32, 40)),
    (("042726300813001e2a22000c330012172d2b001411210000380900192018240a1c0d1d0010000e2c25000016"
     "281b000000"), 47, 12, (10, 46)),
    (("002613001e21040018290900282a2f23222c30002b15112038100000140b120f4431251a1c0e1d1f19270000"
     "0c44080a05"), 3, 12, (19,)),
    (("071f20002400001716322f28230011270e1e1d2c252a261538221021091c1b29120b140d2e31082d1300062b"
     "0f181a0c00"), 13, 12, (24,)),
    (("000008221a00000b002b001814001e252d00003000121b09380017000c2f0f2c2e00002011261c270d000015"
     "13001d2300"), 8, 12, (34, 27, 10)),
    (("0415210b2c0000250e0027131e0d1a0012000f000a001b00382f112d181c30092b1d001f000008231020070c"
     "1417282400"), 17, 12, (34,)),
    (("000a440b1b000000000000440f002e1a21220044001d2b1e38270e00311c2f00000800001f19442d11000009"
     "2310140000"), 10, 11, (32, 31, 18)),
)
