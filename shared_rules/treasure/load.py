"""Kings and Treasures positions from their notation (`TreasureState.from_dict`): every key, the
seats and turn, the board's 49 cells, the Kings, the piles and the removed Counterfeiters
checked, each card at most once.

Kept apart from `shared_rules/treasure/game.py` because a game needs it only to load a position (a
resume, an undo): `TreasureState.from_dict` imports it for the call alone (`compat.import_once`),
so on a board its code leaves RAM when the position is built. The state's class is given to
`load`, so this module does not import the engine.
"""
from shared_rules import cards
from shared_rules.compat import const
from shared_rules.cards import EMPTY, FACE_DOWN, JOKER
from shared_rules.treasure.moves import LEVELS, SEATS_MAX, SEATS_MIN, cell_name, parse_cell


def load(cls, position):
    """The state (of class `cls`) at the position notation `position` (a dict); ValueError
    naming the problem. In steps, each a function of its own (on a board each is one small
    block of the heap)."""
    level, seat_letters, seats, turn = _header(position)
    # card: where it was found, a place's number (each card at most once): a bytearray, no
    # dict of strings to grow while a board's heap is at its fullest (a Resume, issue 36)
    seen = bytearray(64)
    board = _board(position["board"], seen)
    kings = _kings(position["kings"], seat_letters, board)
    piles = _piles(position["piles"], seat_letters, seen)
    removed = _removed(position, seat_letters, seen)
    return cls(level, seats, turn, board, kings, piles, removed)


def _header(position):
    """(level, the seats' suit letters, the seats' suits, the turn) of the position, its keys
    checked."""
    if not isinstance(position, dict):
        raise ValueError("a position must be a JSON object")
    known = ("game", "version", "seats", "turn", "board", "kings", "piles", "removed")
    for key in position:
        if key not in known:
            raise ValueError("unknown key %r in position" % (key,))
    for key in known[:7]:
        if key not in position:
            raise ValueError("position lacks %r" % key)
    if position["game"] != "treasure":
        raise ValueError("not a Kings and Treasures position: game is %r" % (position["game"],))
    version = position["version"]
    if version not in LEVELS:
        raise ValueError("unknown version %r (expected basic, advanced or complete)"
                         % (version,))
    seat_letters = position["seats"]
    if not isinstance(seat_letters, list) or not SEATS_MIN <= len(seat_letters) <= SEATS_MAX:
        raise ValueError("seats must be a list of 2 to 4 suits")
    seats = []
    for letter in seat_letters:
        if not isinstance(letter, str):
            raise ValueError("unknown suit %r in seats" % (letter,))
        s = cards.suit_index(letter)
        if s in seats:
            raise ValueError("suit %s seated twice" % letter)
        seats.append(s)
    turn_letter = position["turn"]
    if turn_letter not in seat_letters:
        raise ValueError("turn %r is not a seated suit" % (turn_letter,))
    return LEVELS.index(version), seat_letters, seats, seat_letters.index(turn_letter)


def _note(seen, code, place, seat_letters=""):
    """Record where a card lies (`place`: a cell's number + 1, 50 + a seat's pile, or
    _REMOVED); ValueError naming both places if it was seen before."""
    c = code & 63
    if seen[c]:
        raise ValueError("card %s appears twice (%s and %s)" % (
            cards.token(c), _where(seen[c], seat_letters), _where(place, seat_letters)))
    seen[c] = place


_PILE = const(50)  # + the seat's index: its pile
_REMOVED = const(60)


def _where(place, seat_letters):
    """A place's words: a cell's name, "pile S", "removed"."""
    if place < _PILE:
        return cell_name(place - 1)
    return "removed" if place == _REMOVED else "pile " + seat_letters[place - _PILE]


def _board(rows, seen):
    """The 49 cells from the 7 rows of card tokens: no face-down Joker, no King card."""
    if not isinstance(rows, list) or len(rows) != 7:
        raise ValueError("board must be a list of 7 rows")
    board = bytearray(49)
    for r in range(7):
        row = rows[r]
        if not isinstance(row, str):
            raise ValueError("board row %d is not a string" % (r + 1))
        toks = row.split()
        if len(toks) != 7:
            raise ValueError("board row %d has %d cells, not 7" % (r + 1, len(toks)))
        for c in range(7):
            code = cards.parse(toks[c])
            if code & 63 == JOKER and code & FACE_DOWN:
                raise ValueError("the Joker cannot lie face down (%s)" % cell_name(r * 7 + c))
            if code != EMPTY and cards.rank(code) == cards.KING:
                raise ValueError("a King card cannot lie on the board (%s at %s)"
                                 % (toks[c], cell_name(r * 7 + c)))
            if code != EMPTY:
                _note(seen, code, r * 7 + c + 1)
            board[r * 7 + c] = code
    return board


def _kings(kings_map, seat_letters, board):
    """Each seat's King's cell: on an empty cell or the Joker, one King a cell."""
    if not isinstance(kings_map, dict) or sorted(kings_map) != sorted(seat_letters):
        raise ValueError("kings must give a cell for each seated suit, and only those")
    kings = []
    for letter in seat_letters:
        cell = parse_cell(kings_map[letter])
        if board[cell] != EMPTY and board[cell] != JOKER:
            raise ValueError("King %s stands on a card (%s at %s)"
                             % (letter, cards.token(board[cell]), cell_name(cell)))
        if cell in kings:
            raise ValueError("two Kings stand on %s" % cell_name(cell))
        kings.append(cell)
    return kings


def _piles(piles_map, seat_letters, seen):
    """Each seat's pile, bottom first: face-up cards, no King, never empty."""
    if not isinstance(piles_map, dict) or sorted(piles_map) != sorted(seat_letters):
        raise ValueError("piles must give a pile for each seated suit, and only those")
    piles = []
    for i in range(len(seat_letters)):
        letter = seat_letters[i]
        pile = cards.parse_list(piles_map[letter])
        if not pile:
            raise ValueError("pile %s is empty (it starts with the Ace)" % letter)
        for code in pile:
            if not cards.is_card(code) or code & FACE_DOWN or cards.rank(code) == cards.KING:
                raise ValueError("pile %s holds %s, which cannot be in a pile"
                                 % (letter, cards.token(code)))
            _note(seen, code, _PILE + i, seat_letters)
        piles.append(pile)
    return piles


def _removed(position, seat_letters, seen):
    """The Counterfeiters taken off the board, or None when the position does not say."""
    if "removed" not in position:
        return None
    removed = cards.parse_list(position["removed"])
    for code in removed:
        if not cards.is_card(code) or code & FACE_DOWN or cards.rank(code) != 4:
            raise ValueError("only Counterfeiters can be removed, not %s" % cards.token(code))
        _note(seen, code, _REMOVED, seat_letters)
    return removed
