"""Kings and Treasures (Kungar och Skatter): the rules engine for all three levels.

Implements `rules/treasure.md`. A `TreasureState` is one position: the 7x7 board, the Kings,
the piles, whose turn it is. It reads and writes the position notation of the rules page
(`from_dict` / `to_dict`, an exact round trip), deals a new game from a seed (`new_game`),
lists the legal moves (`legal_moves`: destination cells sorted by name, or `pass`), applies a
move with the choices a card power offers (`apply`), knows the end (`is_terminal`), the scores
and the winners, and builds what one player may see (`view`).

Cells are numbered `row * 7 + col`; `cell_name(0)` is `a1` (top left), `cell_name(24)` `d4`.
Rulings the page leaves to the engine (besides its own Decisions):
- a Magician that teleports stays on the board face up (stopping turned it up);
- a cell where a King stands (even on the Joker) cannot be swapped by an Architect;
- `discard` alone removes an own-suit Counterfeiter if the pile has one, else the one nearest
  the top; `discard=4H` names the card;
- ties whose sorted card lists are equal up to the shorter one: the longer list wins.
"""
from shared_rules import cards
from shared_rules.cards import EMPTY, FACE_DOWN, JOKER
from shared_rules.compat import import_once
from shared_rules.treasure_moves import destinations as _destinations
from shared_rules.treasure_moves import path as _path

LEVELS = ("basic", "advanced", "complete")
COLUMNS = "abcdefg"
CORNERS = (0, 6, 42, 48)
CENTRE = 24
_SEATS_MIN = 2
_SEATS_MAX = 4
_CHOICES = ("teleport", "flip", "swap", "steal", "knight", "discard")
_POWER_OF = {8: "teleport", 9: "flip", 10: "steal", 2: "knight", 6: "swap", 7: "discard"}
_POWER_LEVEL = {"teleport": 1, "flip": 1, "steal": 1, "knight": 2, "swap": 2, "discard": 2}
_NAMES = {2: "Squire", 3: "Village idiot", 4: "Counterfeiter", 5: "Minstrel", 6: "Architect",
          7: "Merchant", 8: "Magician", 9: "Priest", 10: "Thief", 11: "Knight", 12: "Queen",
          1: "Pawn"}


def cell_name(cell):
    """`a1` … `g7` for a cell number 0 … 48."""
    return COLUMNS[cell % 7] + str(cell // 7 + 1)


def parse_cell(name):
    """The cell number of a name such as `d4`; ValueError naming it otherwise."""
    if isinstance(name, str) and len(name) == 2:
        col = COLUMNS.find(name[0])
        row = "1234567".find(name[1])
        if col >= 0 and row >= 0:
            return row * 7 + col
    raise ValueError("invalid cell %r (expected a1 … g7)" % (name,))


def _sorted_names(cells):
    names = [cell_name(c) for c in cells]
    names.sort()
    return names


def _adjacent(a, b):
    ra, ca = divmod(a, 7)
    rb, cb = divmod(b, 7)
    return abs(ra - rb) + abs(ca - cb) == 1


def orthogonal_neighbours(cell):
    """The cells next to `cell` up, right, down and left (fewer at an edge)."""
    r, c = divmod(cell, 7)
    out = []
    if r > 0:
        out.append(cell - 7)
    if c < 6:
        out.append(cell + 1)
    if r < 6:
        out.append(cell + 7)
    if c > 0:
        out.append(cell - 1)
    return out


def card_score(c, king_suit, level):
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
    def from_dict(cls, position):
        """Read the position notation (a dict); ValueError naming the problem. The checks are
        in `shared_rules/treasure_load.py`: on a board its code is in RAM only while a position
        loads (a resume, an undo)."""
        return import_once("shared_rules.treasure_load").load(cls, position)

    def to_dict(self):
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

    def copy(self):
        s = TreasureState(self.level, list(self.seats), self.turn, bytearray(self.board),
                          list(self.kings), [list(p) for p in self.piles], list(self.removed))
        s.write_removed = self.write_removed
        return s

    # ----- turns and moves ------------------------------------------------------------
    def seat_of(self, suit_letter):
        """Seat index of a suit letter; ValueError if that suit is not seated."""
        s = cards.suit_index(suit_letter) if isinstance(suit_letter, str) else -1
        if s not in self.seats:
            raise ValueError("suit %r is not seated" % (suit_letter,))
        return self.seats.index(s)

    def steps(self, seat=None):
        """Steps the King of `seat` (default: the player to move) must walk: its top card."""
        seat = self.turn if seat is None else seat
        return cards.rank(self.piles[seat][-1])

    def destinations(self, seat=None):
        """Cells (numbers, ascending) where the King of `seat` (default: to move) may stop."""
        seat = self.turn if seat is None else seat
        others = [self.kings[i] for i in range(len(self.seats)) if i != seat]
        return _destinations(self.board, self.kings[seat], self.steps(seat), self.level, others)

    def path(self, dest, seat=None):
        """One legal path of the King of `seat` (default: to move) to cell `dest`: the cells
        entered in order, `dest` last (a Knight's jump: its landing cell); None if illegal."""
        seat = self.turn if seat is None else seat
        others = [self.kings[i] for i in range(len(self.seats)) if i != seat]
        return _path(self.board, self.kings[seat], self.steps(seat), self.level, others, dest)

    def queens_winner(self):
        """Seat holding all four Queens (complete level), or -1."""
        if self.level != 2:
            return -1
        for i in range(len(self.seats)):
            if sum(1 for c in self.piles[i] if cards.rank(c) == cards.QUEEN) == 4:
                return i
        return -1

    def is_terminal(self):
        """True when someone holds the four Queens, or when no player has a legal move."""
        if self.queens_winner() >= 0:
            return True
        for i in range(len(self.seats)):
            if self.destinations(i):
                return False
        return True

    def legal_moves(self):
        """Destination cell names sorted, `['pass']` when the player is stuck, [] at the end."""
        if self.queens_winner() >= 0:
            return []
        dest = self.destinations()
        if dest:
            return _sorted_names(dest)
        return [] if self.is_terminal() else ["pass"]

    def power_choices(self, cell):
        """What the power of the card on `cell` would offer after stopping there.

        A dict: the choice key (`teleport`, `flip`, `swap`, `steal`, `knight`, `discard`) and
        its options (cell names, suit letters, or Counterfeiter tokens); {} for none. For
        `flip` and `swap` the options are the cells that may be chosen (up to 3, exactly 2).
        """
        code = self.board[cell]
        if code == EMPTY or code == JOKER:
            return {}
        r = cards.rank(code)
        key = _POWER_OF.get(r)
        if key is None or self.level < _POWER_LEVEL[key]:
            return {}
        me = self.turn
        kings = [k for i, k in enumerate(self.kings) if i != me]
        if key == "teleport":
            opts = [c for c in range(49) if c != cell and self.board[c] & 63 != JOKER
                    and self.board[c] != EMPTY and not self.board[c] & FACE_DOWN
                    and cards.rank(self.board[c]) == 8]
        elif key == "flip":
            opts = [c for c in range(49) if c != cell and cards.is_card(self.board[c])]
        elif key == "swap":
            opts = [c for c in range(49) if c != cell and self.board[c] != EMPTY
                    and c not in kings]
        elif key == "knight":
            opts = [c for c in orthogonal_neighbours(cell) if cards.is_card(self.board[c])
                    and not self.board[c] & FACE_DOWN and cards.rank(self.board[c]) == 11]
        elif key == "steal":
            letters = [cards.SUIT_LETTERS[self.seats[i]] for i in range(len(self.seats))
                       if i != me and _adjacent(self.kings[i], cell) and len(self.piles[i]) > 1]
            return {key: sorted(letters)} if letters else {}
        else:  # discard
            toks = sorted(set(cards.token(c) for c in self.piles[me] if cards.rank(c) == 4))
            return {key: toks} if toks else {}
        if key == "swap" and len(opts) < 2:
            return {}
        return {key: _sorted_names(opts)} if opts else {}

    def apply(self, move):
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
                                    " ".join(_sorted_names(dest_cells))))
            if self.is_terminal():
                raise ValueError("the game is over: no player can move")
            self.turn = (me + 1) % len(self.seats)
            return
        dest = parse_cell(parts[0])
        if dest not in dest_cells:
            raise ValueError("%s is not a legal destination for %s with %d steps (legal: %s)"
                             % (parts[0], cards.SUIT_LETTERS[self.seats[me]], self.steps(),
                                " ".join(_sorted_names(dest_cells)) or "none: pass"))
        choice = None
        value = None
        if len(parts) > 2:
            raise ValueError("a move takes at most one choice, not %r" % move)
        if len(parts) == 2:
            choice, eq, value = parts[1].partition("=")
            if choice not in _CHOICES:
                raise ValueError("unknown choice %r (expected one of %s)"
                                 % (parts[1], ", ".join(_CHOICES)))
            if not eq:
                value = None
                if choice != "discard":
                    raise ValueError("choice %s needs a value (%s=...)" % (choice, choice))
        code = self.board[dest]
        if code != JOKER:
            card_code = code & 63
            r = cards.rank(card_code)
            power = _POWER_OF.get(r)
            if power is not None and self.level < _POWER_LEVEL[power]:
                power = None
        else:
            power = None
        if choice is not None and choice != power:
            what = "the Joker"
            if code != JOKER:
                name = _NAMES[cards.rank(code)]
                what = ("an " if name[0] in "AEIOU" else "a ") + name
            raise ValueError("%s is not possible on %s: %s there %s" % (
                choice, parts[0], what,
                "gives %s" % power if power else "has no stopping power at this level"))
        # Validate the choice before changing anything.
        plan = None
        if choice is not None:
            plan = self._check_choice(choice, value, dest)
        self.kings[me] = dest
        pile = self.piles[me]
        if code != JOKER:
            self.board[dest] = EMPTY
            pile.append(card_code)
            if choice == "teleport":
                target = plan
                self.board[dest] = card_code  # the first Magician stays, face up
                pile.pop()
                pile.append(self.board[target] & 63)
                self.board[target] = EMPTY
                self.kings[me] = target
            elif choice == "flip":
                for c in plan:
                    self.board[c] ^= FACE_DOWN
            elif choice == "swap":
                a, b = plan
                self.board[a], self.board[b] = self.board[b], self.board[a]
            elif choice == "steal":
                victim = self.piles[plan]
                pile.insert(0, victim.pop())
            elif choice == "knight":
                pile.pop()
                pile.append(self.board[plan] & 63)
                pile.append(card_code)
                self.board[plan] = EMPTY
            elif choice == "discard":
                pile.remove(plan)
                self.removed.append(plan)
        self.turn = (me + 1) % len(self.seats)

    def _check_choice(self, choice, value, dest):
        me = self.turn
        others = [k for i, k in enumerate(self.kings) if i != me]
        if choice == "teleport":
            target = parse_cell(value)
            code = self.board[target]
            if target == dest:
                raise ValueError("teleport: %s is the Magician you stopped on" % value)
            if not cards.is_card(code) or code & FACE_DOWN or cards.rank(code) != 8:
                raise ValueError("teleport: %s does not hold a face-up Magician" % value)
            return target
        if choice == "flip":
            names = value.split(",") if value else []
            if not 1 <= len(names) <= 3:
                raise ValueError("flip: name 1 to 3 cells, not %d" % len(names))
            cells_ = [parse_cell(n) for n in names]
            for i, c in enumerate(cells_):
                if c in cells_[:i]:
                    raise ValueError("flip: %s named twice" % names[i])
                if c == dest or not cards.is_card(self.board[c]):
                    raise ValueError("flip: %s holds no card (the Joker, a King and empty "
                                     "cells cannot be turned)" % names[i])
            return cells_
        if choice == "swap":
            names = value.split(",") if value else []
            if len(names) != 2:
                raise ValueError("swap: name exactly 2 cells")
            a, b = parse_cell(names[0]), parse_cell(names[1])
            if a == b:
                raise ValueError("swap: %s named twice" % names[0])
            for c, n in ((a, names[0]), (b, names[1])):
                if c in others:
                    raise ValueError("swap: a King stands on %s" % n)
                if c == dest or self.board[c] == EMPTY:
                    raise ValueError("swap: %s is empty" % n)
            return (a, b)
        if choice == "steal":
            if value not in [cards.SUIT_LETTERS[s] for s in self.seats]:
                raise ValueError("steal: %r is not a seated suit" % (value,))
            victim = self.seats.index(cards.suit_index(value))
            if victim == me:
                raise ValueError("steal: a Thief cannot rob its own King")
            if not _adjacent(self.kings[victim], dest):
                raise ValueError("steal: King %s is not orthogonally next to %s"
                                 % (value, cell_name(dest)))
            if len(self.piles[victim]) < 2:
                raise ValueError("steal: %s has only one card, and a last card cannot be taken"
                                 % value)
            return victim
        if choice == "knight":
            target = parse_cell(value)
            code = self.board[target]
            if not _adjacent(target, dest):
                raise ValueError("knight: %s is not orthogonally next to %s"
                                 % (value, cell_name(dest)))
            if not cards.is_card(code) or code & FACE_DOWN or cards.rank(code) != 11:
                raise ValueError("knight: %s does not hold a face-up Knight" % value)
            return target
        # discard
        pile = self.piles[me]
        counterfeiters = [c for c in pile if cards.rank(c) == 4]
        if value is None:
            if not counterfeiters:
                raise ValueError("discard: no Counterfeiter in your pile")
            own = [c for c in counterfeiters if cards.suit(c) == self.seats[me]]
            return own[0] if own else counterfeiters[-1]
        code = cards.parse(value)
        if code not in counterfeiters:
            raise ValueError("discard: %s is not a Counterfeiter in your pile" % value)
        return code

    # ----- the end ----------------------------------------------------------------------
    def card_scores(self, seat):
        """Per-card scores of a seat's pile, highest first (the tie-break list)."""
        out = [card_score(c, self.seats[seat], self.level) for c in self.piles[seat]]
        out.sort(reverse=True)
        return out

    def scores(self):
        """Each seat's total, in seat order."""
        return [sum(self.card_scores(i)) for i in range(len(self.seats))]

    def winners(self):
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
    def view(self, suit_letter):
        """What the King of `suit_letter` may see, as a dict in the notation's style: other
        piles show only their top card and size, face-down board cards `~??`
        (`treasure_view`, imported for the call: no device mode asks it)."""
        return import_once("shared_rules.treasure_view").view(self, suit_letter)


def from_dict(position):
    """A `TreasureState` from the position notation (see `TreasureState.from_dict`)."""
    return TreasureState.from_dict(position)


def new_game(players=2, level="complete", seed=0):
    """A fresh position dealt from `seed` (setup steps 1–5 of the rules page): the deal's code
    is `treasure_deal`, loaded for the deal only on a board (a game deals once)."""
    return import_once("shared_rules.treasure_deal").new_game(players, level, seed)
