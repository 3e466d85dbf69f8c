"""What one seat of a Kings and Treasures game may see (rules/treasure.md, "Who sees what"), all
a bot is given: `seat_view(state, seat)`, which `TreasureState.view` imports for the call
(`compat.import_once`), so on a board this code is in RAM only while the view is made. The same
as a dict in the notation's style, for the host's tools: `notation.seat_dict`.
"""
from shared_rules.compat import const

MARK = const(68)  # any face-down card, as every player sees it: FACE_DOWN | 4
_FACE_DOWN = const(64)


class SeatView:
    """What the King of `seat` sees (`seat_view` fills it in): `board`, the board with every
    face-down card the same `MARK`; `kings`, their cells; `pile`, its own pile whole (bottom
    first); `tops` and `sizes`, every pile's top card and size (a seat's steps: its top card's
    rank, `tops[i] >> 2`); `removed`, the cards out of the game; `level`, `seats` (King suits in
    turn order), `turn`, `seat`; `over`, whether someone has won with the four Queens (the game
    stops before everyone). Copies only, about 500 bytes on a board: nothing in it reaches the
    state, nor a card of another pile below its top. No methods: a view keeps no code of this
    module in RAM while a bot decides."""

    # (annotations only, for mypy: MicroPython compiles them to nothing)
    seat: int
    level: str
    seats: bytes
    turn: int
    board: bytearray
    kings: bytes
    pile: list
    tops: bytearray
    sizes: bytearray
    removed: list
    over: bool


def seat_view(state, seat):
    """A `SeatView` of `state` for `seat` (an index into `state.seats`); ValueError for no
    such seat."""
    if not isinstance(seat, int) or not 0 <= seat < len(state.seats):
        raise ValueError("no seat %r (the seats are 0 to %d)" % (seat, len(state.seats) - 1))
    v = SeatView()
    v.seat = seat
    v.level = state.level
    v.seats = bytes(state.seats)
    v.turn = state.turn
    board = bytearray(state.board)
    for i in range(49):
        if board[i] & _FACE_DOWN:
            board[i] = MARK
    v.board = board
    v.kings = bytes(state.kings)
    v.pile = list(state.piles[seat])
    piles = state.piles
    n = len(piles)
    v.tops = bytearray(n)
    v.sizes = bytearray(n)
    for i in range(n):
        v.tops[i] = piles[i][-1]
        v.sizes[i] = len(piles[i])
    v.removed = bytes(state.removed)
    v.over = state.queens_winner() >= 0
    return v
