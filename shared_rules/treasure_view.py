"""What one seat of a Kings and Treasures game may see (rules/treasure.md, "Who sees what"):
`SeatView` (`TreasureState.seat_view`), all a bot decides from (`shared_rules/treasure_bot.py`),
and `view` (`TreasureState.view`), the same as a dict in the notation's style for the host's
tools and the tests. Imported for the call (`compat.import_once`): on a board a view's code is
in RAM while a bot decides.
"""
from shared_rules import cards
from shared_rules.cards import FACE_DOWN
from shared_rules.compat import const
from shared_rules.treasure import LEVELS, cell_name

MARK = FACE_DOWN | 4  # any face-down card, as every player sees it (a face-down card's code)
_QUEEN = const(12)


class SeatView:
    """What the King of `seat` sees: the board with every face-down card the same `MARK`, the
    Kings' cells, its own pile whole, every pile's top card and size, the cards out of the
    game, the level, the suits, whose turn, and whether someone has won with the four Queens
    (the game stops before everyone). Copies only, some 400 bytes on a board: nothing in it
    reaches the state, nor a card of another pile below its top."""

    def __init__(self, state, seat):
        self.seat = seat
        self.level = state.level
        self.seats = bytes(state.seats)  # King suits in turn order
        self.turn = state.turn
        board = bytearray(state.board)
        for i in range(49):
            if board[i] & FACE_DOWN:
                board[i] = MARK
        self.board = board
        self.kings = bytes(state.kings)
        self.pile = list(state.piles[seat])  # bottom first
        piles = state.piles
        n = len(piles)
        self.tops = bytearray(n)
        self.sizes = bytearray(n)
        for i in range(n):
            self.tops[i] = piles[i][-1]
            self.sizes[i] = len(piles[i])
        self.removed = bytes(state.removed)
        # (`queens_winner` without its generators: a decision's heap is short on a board)
        over = False
        if state.level == 2:
            for p in piles:
                queens = 0
                for c in p:
                    if c >> 2 == _QUEEN:
                        queens += 1
                if queens == 4:
                    over = True
        self.over = over

    def steps(self, seat=None):
        """Steps the King of `seat` (default: the player to move) must walk: its top card."""
        return self.tops[self.turn if seat is None else seat] >> 2


def view(state, suit_letter):
    """What the King of `suit_letter` may see (a `SeatView` written out)."""
    v = SeatView(state, state.seat_of(suit_letter))
    letters = [cards.SUIT_LETTERS[s] for s in v.seats]
    rows = []
    for r in range(7):
        toks = []
        for c in range(7):
            code = v.board[r * 7 + c]
            toks.append("~??" if code & FACE_DOWN else cards.token(code))
        rows.append(" ".join(toks))
    n = len(letters)
    return {
        "game": "treasure",
        "version": LEVELS[v.level],
        "viewer": letters[v.seat],
        "seats": letters,
        "turn": letters[v.turn],
        "board": rows,
        "kings": {letters[i]: cell_name(v.kings[i]) for i in range(n)},
        "pile": cards.tokens(v.pile),
        "tops": {letters[i]: cards.token(v.tops[i]) for i in range(n)},
        "pile_sizes": {letters[i]: v.sizes[i] for i in range(n)},
        "removed": cards.tokens(v.removed),
        "steps": v.steps(),
    }
