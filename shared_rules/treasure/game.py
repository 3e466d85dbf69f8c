"""Kings and Treasures (Kungar och Skatter): the rules engine for all three levels.

Implements `rules/treasure.md`. A `TreasureState` is one position: the 7x7 board, the Kings,
the piles, whose turn it is. It reads and writes the position notation of the rules page
(`from_dict` / `to_dict`, an exact round trip), deals a new game from a seed (`new_game`),
lists the legal moves (`legal_moves`: destination cells sorted by name, or `pass`), applies a
move with the choices a card power offers (`apply`), knows the end (`is_terminal`), the scores
and the winners, and builds what one player may see (`view`): the engine protocol of
`shared_rules/README.md`. The parts a game needs seldom (its deal, a position's checks, a card's
power, a seat's view, a move's text checked) are modules of their own, imported for the call.

Cells are numbered `row * 7 + col`; `cell_name(0)` is `a1` (top left), `cell_name(24)` `d4`
(the cells' names and the levels: `shared_rules/treasure/moves.py`, named here too).
Rulings the page leaves to the engine (besides its own Decisions):
- a Magician that teleports stays on the board face up (stopping turned it up);
- a cell where a King stands (even on the Joker) cannot be swapped by an Architect;
- `discard` alone removes an own-suit Counterfeiter if the pile has one, else the one nearest
  the top; `discard=4H` names the card;
- ties whose sorted card lists are equal up to the shorter one: the longer list wins.
"""
from shared_rules import cards
from shared_rules.cards import EMPTY, JOKER
from shared_rules.compat import const, import_once
from shared_rules.treasure.moves import LEVELS, cell_name, parse_cell, sorted_names
from shared_rules.treasure.moves import destinations as _destinations
from shared_rules.treasure.moves import path as _path

_TYPING = const(0)  # mypy takes the branch below (pyproject.toml), MicroPython drops it
if _TYPING:
    from shared_rules.treasure.seat import SeatView  # noqa: TC001 - under `if _TYPING:`, which ruff does not know

# The engine's parts a board loads for one call alone (`compat.import_once`).
_DEALER = "shared_rules.treasure.deal"
_LOADER = "shared_rules.treasure.load"
_POWERS = "shared_rules.treasure.powers"
_SEAT = "shared_rules.treasure.seat"
_NOTATION = "shared_rules.treasure.notation"


def card_score(c: int, king_suit: int, level: int) -> int:
    """What one pile card scores for the King of `king_suit` at `level` (0 … 2)."""
    r = cards.rank(c)
    if level == 2 and r == 4:
        return -4 if cards.suit(c) == king_suit else -1
    if level >= 1 and r == 3:
        return 3
    if cards.suit(c) == king_suit:
        return r
    return 1


class TreasureState:
    """One position of Kings and Treasures (see the module docstring)."""

    def __init__(self, level, seats, turn, board, kings, piles, removed=None):
        self.level = level  # 0 basic, 1 advanced, 2 complete
        self.seats = seats  # King suits (0-3) in turn order
        self.turn = turn  # index into seats
        self.board = board  # bytearray(49) of card codes
        self.kings = kings  # list of cells, one per seat
        self.piles = piles  # list of lists of codes, bottom first, one per seat
        self.removed = removed if removed is not None else []
        self.write_removed = removed is not None  # keep an explicit "removed": [] on write

    # ----- notation -------------------------------------------------------------------
    @classmethod
    def from_dict(cls, position: dict) -> "TreasureState":
        """Read the position notation (a dict); ValueError naming the problem. The checks are
        in `shared_rules/treasure/load.py`: on a board its code is in RAM only while a position
        loads (a resume, an undo)."""
        return import_once(_LOADER).load(cls, position)

    def to_dict(self) -> dict:
        """The position notation (a dict; write it with sorted keys)."""
        letters = [cards.SUIT_LETTERS[s] for s in self.seats]
        rows = []
        for r in range(7):
            rows.append(" ".join(cards.token(self.board[r * 7 + c]) for c in range(7)))
        out = {
            "game": "treasure",
            "version": LEVELS[self.level],
            "seats": letters,
            "turn": letters[self.turn],
            "board": rows,
            "kings": {letters[i]: cell_name(self.kings[i]) for i in range(len(letters))},
            "piles": {letters[i]: cards.tokens(self.piles[i]) for i in range(len(letters))},
        }
        if self.removed or self.write_removed:
            out["removed"] = cards.tokens(self.removed)
        return out

    def copy(self) -> "TreasureState":
        s = TreasureState(self.level, list(self.seats), self.turn, bytearray(self.board),
                          list(self.kings), [list(p) for p in self.piles], list(self.removed))
        s.write_removed = self.write_removed
        return s

    # ----- turns and moves ------------------------------------------------------------
    def current_player(self) -> "int | None":
        """The seat to move (an index into `seats`: `turn`), or None when the game is over."""
        return None if self.is_terminal() else self.turn

    def seat_of(self, suit_letter: str) -> int:
        """Seat index of a suit letter; ValueError if that suit is not seated."""
        s = cards.suit_index(suit_letter) if isinstance(suit_letter, str) else -1
        if s not in self.seats:
            raise ValueError("suit %r is not seated" % (suit_letter,))
        return self.seats.index(s)

    def steps(self, seat: "int | None" = None) -> int:
        """Steps the King of `seat` (default: the player to move) must walk: its top card."""
        seat = self.turn if seat is None else seat
        return cards.rank(self.piles[seat][-1])

    def destinations(self, seat: "int | None" = None) -> list:
        """Cells (numbers, ascending) where the King of `seat` (default: to move) may stop."""
        seat = self.turn if seat is None else seat
        others = [self.kings[i] for i in range(len(self.seats)) if i != seat]
        return _destinations(self.board, self.kings[seat], self.steps(seat), self.level, others)

    def path(self, dest: int, seat: "int | None" = None) -> "list | None":
        """One legal path of the King of `seat` (default: to move) to cell `dest`: the cells
        entered in order, `dest` last (a Knight's jump: its landing cell); None if illegal."""
        seat = self.turn if seat is None else seat
        others = [self.kings[i] for i in range(len(self.seats)) if i != seat]
        return _path(self.board, self.kings[seat], self.steps(seat), self.level, others, dest)

    def queens_winner(self) -> int:
        """Seat holding all four Queens (complete level), or -1."""
        if self.level != 2:
            return -1
        for i in range(len(self.seats)):
            if sum(1 for c in self.piles[i] if cards.rank(c) == cards.QUEEN) == 4:
                return i
        return -1

    def is_terminal(self) -> bool:
        """True when someone holds the four Queens, or when no player has a legal move."""
        if self.queens_winner() >= 0:
            return True
        for i in range(len(self.seats)):
            if self.destinations(i):
                return False
        return True

    def legal_moves(self) -> list:
        """Destination cell names sorted, `['pass']` when the player is stuck, [] at the end."""
        if self.queens_winner() >= 0:
            return []
        dest = self.destinations()
        if dest:
            return sorted_names(dest)
        return [] if self.is_terminal() else ["pass"]

    def power_choices(self, cell: int) -> dict:
        """What the power of the card on `cell` would offer after stopping there.

        A dict: the choice key (`teleport`, `flip`, `swap`, `steal`, `knight`, `discard`) and
        its options (cell names, suit letters, or Counterfeiter tokens); {} for none. For
        `flip` and `swap` the options are the cells that may be chosen (up to 3, exactly 2).
        (`shared_rules/treasure/powers.py`, imported for the call.)
        """
        return import_once(_POWERS).power_choices(self, cell)

    def apply(self, move: str) -> None:
        """Play `move` (notation of the rules page) for the player to move; ValueError if illegal.

        `d4`, `f2 teleport=b6`, `c3 flip=a1,b2,g7`, `c3 swap=a1,e5`, `e5 steal=H`,
        `b2 knight=b3`, `c6 discard` (or `discard=4H`), `pass`. A destination with no choice
        declines the optional power.
        """
        if not isinstance(move, str) or not move.split():
            raise ValueError("a move is a destination cell (and choices) or 'pass', not %r"
                             % (move,))
        parts = move.split()
        me = self.turn
        queens = self.queens_winner()
        if queens >= 0:
            raise ValueError("the game is over: %s holds the four Queens"
                             % cards.SUIT_LETTERS[self.seats[queens]])
        dest_cells = self.destinations()
        if parts[0] == "pass":
            if len(parts) > 1:
                raise ValueError("a pass takes no choices")
            if dest_cells:
                raise ValueError("cannot pass: %s has legal moves (%s)"
                                 % (cards.SUIT_LETTERS[self.seats[me]],
                                    " ".join(sorted_names(dest_cells))))
            if self.is_terminal():
                raise ValueError("the game is over: no player can move")
            self.turn = (me + 1) % len(self.seats)
            return
        dest = parse_cell(parts[0])
        if dest not in dest_cells:
            raise ValueError("%s is not a legal destination for %s with %d steps (legal: %s)"
                             % (parts[0], cards.SUIT_LETTERS[self.seats[me]], self.steps(),
                                " ".join(sorted_names(dest_cells)) or "none: pass"))
        if len(parts) > 2:
            raise ValueError("a move takes at most one choice, not %r" % move)
        if len(parts) == 2:
            # The power's checks and effect: on a board in RAM for this move alone (a bot's
            # decision runs without it).
            import_once(_POWERS).stop_with_choice(self, dest, parts[1])
        else:
            self.stop(dest)
        self.turn = (me + 1) % len(self.seats)

    def stop(self, dest: int) -> None:
        """The mover's King stops on `dest` and takes its card (the Joker stays): no power
        used, the turn not passed (`apply` checks the move and passes it)."""
        self.kings[self.turn] = dest
        code = self.board[dest]
        if code != JOKER:
            self.board[dest] = EMPTY
            self.piles[self.turn].append(code & 63)

    # ----- the end ----------------------------------------------------------------------
    def card_scores(self, seat: int) -> list:
        """Per-card scores of a seat's pile, highest first (the tie-break list)."""
        out = [card_score(c, self.seats[seat], self.level) for c in self.piles[seat]]
        out.sort(reverse=True)
        return out

    def scores(self) -> list:
        """Each seat's total, in seat order."""
        return [sum(self.card_scores(i)) for i in range(len(self.seats))]

    def winners(self) -> list:
        """Seats that win (more than one only when totals and card lists are equal)."""
        q = self.queens_winner()
        if q >= 0:
            return [q]
        totals = self.scores()
        best = max(totals)
        tied = [i for i in range(len(totals)) if totals[i] == best]
        lists = [self.card_scores(i) for i in tied]
        top = max(lists)
        return [tied[j] for j in range(len(tied)) if lists[j] == top]

    # ----- what one player sees ---------------------------------------------------------
    def view(self, seat: int) -> "SeatView":
        """What the King of `seat` may see, all a bot is given: a `seat.SeatView` (copies: the
        board with face-down cards masked, its own pile, every pile's top card and size;
        `shared_rules/treasure/seat.py`, imported for the call). ValueError for no such seat.
        The same as a dict in the notation's style: `notation.seat_dict(view)`."""
        return import_once(_SEAT).seat_view(self, seat)


def from_dict(position: dict) -> TreasureState:
    """A `TreasureState` from the position notation (see `TreasureState.from_dict`)."""
    return TreasureState.from_dict(position)


def new_game(seed: int, players: int = 2, level: str = "complete") -> TreasureState:
    """A fresh position for `players` (2 to 4) at `level` (`basic`, `advanced`, `complete`)
    dealt from `seed` (setup steps 1–5 of the rules page); ValueError for other options. The
    deal's code (`shared_rules/treasure/deal.py`) is loaded for the deal only on a board (a
    game deals once)."""
    return import_once(_DEALER).deal(TreasureState, seed, players, level)


def move_text(move: str) -> str:
    """A move's notation: moves are their text already (`d4`, `c3 flip=a1,b2`, `pass`), its
    words single-spaced; ValueError when it is no move (`parse_move`)."""
    return parse_move(move)


def parse_move(text: str) -> str:
    """The move written `text`, its words single-spaced; ValueError when it is no move in the
    notation of the rules page (its form: whether a position allows it is for `apply` to say).
    `shared_rules/treasure/notation.py`, imported for the call: no device mode asks it."""
    return import_once(_NOTATION).parse_move(text)
