"""Kings and Treasures: a card's stopping power — what it offers after a stop, and a move's
named choice checked and carried out (the rules page's "Card powers").

`TreasureState.power_choices` and `TreasureState.apply` (for a move that names a choice) ask
this module; on a board its code is in RAM for that call alone (`compat.import_once`): a bot's
decision, which judges powers in its own way, runs without it.

A choice the screens can make and the rules refuse raises `Refused`: a ValueError whose text
is the English line, and whose `refusal` is the engines' one form (shared_rules/compat.py),
for the screens to word in the language of Settings. (A choice no screen makes, a word that
is no choice, stays a plain ValueError: the notation's own errors.)
"""
from shared_rules import cards
from shared_rules.cards import EMPTY, FACE_DOWN, JOKER
from shared_rules.compat import english, refuse
from shared_rules.treasure.moves import cell_name, orthogonal_neighbours, parse_cell, sorted_names

CHOICES = ("teleport", "flip", "swap", "steal", "knight", "discard")
_POWER_OF = {8: "teleport", 9: "flip", 10: "steal", 2: "knight", 6: "swap", 7: "discard"}
_POWER_LEVEL = {"teleport": 1, "flip": 1, "steal": 1, "knight": 2, "swap": 2, "discard": 2}
_NAMES = {2: "Squire", 3: "Village idiot", 4: "Counterfeiter", 5: "Minstrel", 6: "Architect",
          7: "Merchant", 8: "Magician", 9: "Priest", 10: "Thief", 11: "Knight", 12: "Queen",
          1: "Pawn"}


class Refused(ValueError):
    """A choice refused: `str()` its English line, `refusal` its code and values."""


def _refused(code, *values):
    """The `Refused` error of `code` naming `values` (shared_rules/compat.py's `refuse`)."""
    r = refuse(code, *values)
    e = Refused(english(r))
    e.refusal = r
    return e


def _adjacent(a, b):
    ra, ca = divmod(a, 7)
    rb, cb = divmod(b, 7)
    return abs(ra - rb) + abs(ca - cb) == 1


def power_of(code, level):
    """The choice key a stop on card `code` offers at `level`, or None (the Joker, a card
    without a stopping power, or one whose power comes at a higher level)."""
    key = _POWER_OF.get(cards.rank(code))  # the Joker's rank (14) and empty's (0) have none
    if key is None or level < _POWER_LEVEL[key]:
        return None
    return key


def power_choices(state, cell):
    """What the power of the card on `cell` would offer after stopping there (see
    `TreasureState.power_choices`)."""
    board = state.board
    key = power_of(board[cell], state.level)
    if key is None:
        return {}
    me = state.turn
    kings = [k for i, k in enumerate(state.kings) if i != me]
    if key == "teleport":
        opts = [c for c in range(49) if c != cell and cards.is_card(board[c])
                and not board[c] & FACE_DOWN and cards.rank(board[c]) == 8]
    elif key == "flip":
        opts = [c for c in range(49) if c != cell and cards.is_card(board[c])]
    elif key == "swap":
        opts = [c for c in range(49) if c != cell and board[c] != EMPTY and c not in kings]
    elif key == "knight":
        opts = [c for c in orthogonal_neighbours(cell) if cards.is_card(board[c])
                and not board[c] & FACE_DOWN and cards.rank(board[c]) == 11]
    elif key == "steal":
        letters = [cards.SUIT_LETTERS[state.seats[i]] for i in range(len(state.seats))
                   if i != me and _adjacent(state.kings[i], cell) and len(state.piles[i]) > 1]
        return {key: sorted(letters)} if letters else {}
    else:  # discard
        toks = sorted({cards.token(c) for c in state.piles[me] if cards.rank(c) == 4})
        return {key: toks} if toks else {}
    if key == "swap" and len(opts) < 2:
        return {}
    return {key: sorted_names(opts)} if opts else {}


def stop_with_choice(state, dest, word):
    """The mover's King stops on legal destination `dest` and uses its card's power as
    `word` (`teleport=b6`, `discard`, …) names it; ValueError, and nothing changed, when the
    choice is not possible there. The turn does not pass here (`apply` passes it)."""
    choice, eq, value = word.partition("=")
    if choice not in CHOICES:
        raise ValueError("unknown choice %r (expected one of %s)" % (word, ", ".join(CHOICES)))
    if not eq:
        value = None
        if choice != "discard":
            raise ValueError("choice %s needs a value (%s=...)" % (choice, choice))
    code = state.board[dest]
    power = power_of(code, state.level)
    if choice != power:
        what = "the Joker"
        if code != JOKER:
            name = _NAMES[cards.rank(code)]
            what = ("an " if name[0] in "AEIOU" else "a ") + name
        raise ValueError("%s is not possible on %s: %s there %s" % (
            choice, cell_name(dest), what,
            "gives %s" % power if power else "has no stopping power at this level"))
    plan = _check(state, choice, value, dest)  # before anything changes
    me = state.turn
    state.stop(dest)
    board = state.board
    pile = state.piles[me]
    card_code = code & 63
    if choice == "teleport":
        board[dest] = card_code  # the first Magician stays, face up
        pile.pop()
        pile.append(board[plan] & 63)
        board[plan] = EMPTY
        state.kings[me] = plan
    elif choice == "flip":
        for c in plan:
            board[c] ^= FACE_DOWN
    elif choice == "swap":
        a, b = plan
        board[a], board[b] = board[b], board[a]
    elif choice == "steal":
        pile.insert(0, state.piles[plan].pop())
    elif choice == "knight":
        pile.pop()
        pile.append(board[plan] & 63)
        pile.append(card_code)
        board[plan] = EMPTY
    else:  # discard
        pile.remove(plan)
        state.removed.append(plan)


def _check(state, choice, value, dest):
    # The choice's target (a cell, the cells, a seat, a card), or ValueError naming the problem.
    me = state.turn
    board = state.board
    if choice == "teleport":
        target = parse_cell(value)
        code = board[target]
        if target == dest:
            raise _refused("teleport: %s is the Magician you stopped on", value)
        if not cards.is_card(code) or code & FACE_DOWN or cards.rank(code) != 8:
            raise _refused("teleport: %s does not hold a face-up Magician", value)
        return target
    if choice == "flip":
        names = value.split(",") if value else []
        if not 1 <= len(names) <= 3:
            raise _refused("flip: name 1 to 3 cells, not %s", len(names))
        cells_ = [parse_cell(n) for n in names]
        for i, c in enumerate(cells_):
            if c in cells_[:i]:
                raise _refused("flip: %s named twice", names[i])
            if c == dest or not cards.is_card(board[c]):
                raise _refused("flip: %s holds no card (the Joker, a King and empty cells "
                               "cannot be turned)", names[i])
        return cells_
    if choice == "swap":
        names = value.split(",") if value else []
        if len(names) != 2:
            raise _refused("swap: name exactly 2 cells")
        a, b = parse_cell(names[0]), parse_cell(names[1])
        if a == b:
            raise _refused("swap: %s named twice", names[0])
        others = [k for i, k in enumerate(state.kings) if i != me]
        for c, n in ((a, names[0]), (b, names[1])):
            if c in others:
                raise _refused("swap: a King stands on %s", n)
            if c == dest or board[c] == EMPTY:
                raise _refused("swap: %s is empty", n)
        return (a, b)
    if choice == "steal":
        if value not in [cards.SUIT_LETTERS[s] for s in state.seats]:
            raise ValueError("steal: %r is not a seated suit" % (value,))
        victim = state.seats.index(cards.suit_index(value))
        if victim == me:
            raise _refused("steal: a Thief cannot rob its own King")
        if not _adjacent(state.kings[victim], dest):
            raise _refused("steal: King %s is not orthogonally next to %s", value,
                           cell_name(dest))
        if len(state.piles[victim]) < 2:
            raise _refused("steal: %s has only one card, and a last card cannot be taken",
                           value)
        return victim
    if choice == "knight":
        target = parse_cell(value)
        code = board[target]
        if not _adjacent(target, dest):
            raise _refused("knight: %s is not orthogonally next to %s", value,
                           cell_name(dest))
        if not cards.is_card(code) or code & FACE_DOWN or cards.rank(code) != 11:
            raise _refused("knight: %s does not hold a face-up Knight", value)
        return target
    # discard
    counterfeiters = [c for c in state.piles[me] if cards.rank(c) == 4]
    if value is None:
        if not counterfeiters:
            raise _refused("discard: no Counterfeiter in your pile")
        own = [c for c in counterfeiters if cards.suit(c) == state.seats[me]]
        return own[0] if own else counterfeiters[-1]
    code = cards.parse(value)
    if code not in counterfeiters:
        raise _refused("discard: %s is not a Counterfeiter in your pile", value)
    return code
