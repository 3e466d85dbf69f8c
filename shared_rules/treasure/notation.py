"""Kings and Treasures notation for the host's tools and the tests: a move's text checked
(`parse_move`, which `game.parse_move` and `game.move_text` import for the call) and a seat's
view written out as a dict in the notation's style (`seat_dict`). No device mode imports it.
"""
from shared_rules import cards
from shared_rules.cards import FACE_DOWN
from shared_rules.treasure.moves import LEVELS, cell_name, parse_cell
from shared_rules.treasure.powers import CHOICES

_CELLS = {"teleport": (1, 1), "knight": (1, 1), "flip": (1, 3), "swap": (2, 2)}


def parse_move(text):
    """The move written `text` (`d4`, `f2 teleport=b6`, `c3 flip=a1,b2,g7`, `c3 swap=a1,e5`,
    `e5 steal=H`, `b2 knight=b3`, `c6 discard`, `c6 discard=4H`, `pass`), its words
    single-spaced; ValueError naming the problem when it is no move. Its form only: whether a
    position allows it is for `TreasureState.apply` to say."""
    words = text.split() if isinstance(text, str) else []
    if not words:
        raise ValueError("a move is a destination cell (and choices) or 'pass', not %r"
                         % (text,))
    if len(words) > 2 and words[0] != "pass":
        raise ValueError("a move takes at most one choice, not %r" % (text,))
    if words[0] == "pass":
        if len(words) > 1:
            raise ValueError("a pass takes no choices")
        return "pass"
    parse_cell(words[0])
    if len(words) == 2:
        _choice(words[1])
    return " ".join(words)


def _choice(word):
    # A choice's form (`teleport=b6`, `discard`, …); ValueError naming the problem.
    choice, eq, value = word.partition("=")
    if choice not in CHOICES:
        raise ValueError("unknown choice %r (expected one of %s)" % (word, ", ".join(CHOICES)))
    if not eq:
        if choice != "discard":
            raise ValueError("choice %s needs a value (%s=...)" % (choice, choice))
        return
    if choice in _CELLS:
        least, most = _CELLS[choice]
        names = value.split(",")
        if not least <= len(names) <= most:
            raise ValueError("%s names %s cells, not %d" % (
                choice, least if least == most else "%d to %d" % (least, most), len(names)))
        for name in names:
            parse_cell(name)
    elif choice == "steal":
        if len(value) != 1 or value not in cards.SUIT_LETTERS:
            raise ValueError("steal names a suit (S, H, D or C), not %r" % (value,))
    else:  # discard
        code = cards.parse(value)
        if not cards.is_card(code) or code & FACE_DOWN or cards.rank(code) != 4:
            raise ValueError("discard names a Counterfeiter (a 4), not %r" % (value,))


def seat_dict(view):
    """A seat's view (a `seat.SeatView`, `TreasureState.view`) as the notation writes a
    position: its own pile whole, the others' top card and size, face-down board cards as
    `~??`."""
    letters = [cards.SUIT_LETTERS[s] for s in view.seats]
    rows = []
    for r in range(7):
        toks = []
        for c in range(7):
            code = view.board[r * 7 + c]
            toks.append("~??" if code & FACE_DOWN else cards.token(code))
        rows.append(" ".join(toks))
    n = len(letters)
    return {
        "game": "treasure",
        "version": LEVELS[view.level],
        "viewer": letters[view.seat],
        "seats": letters,
        "turn": letters[view.turn],
        "board": rows,
        "kings": {letters[i]: cell_name(view.kings[i]) for i in range(n)},
        "pile": cards.tokens(view.pile),
        "tops": {letters[i]: cards.token(view.tops[i]) for i in range(n)},
        "pile_sizes": {letters[i]: view.sizes[i] for i in range(n)},
        "removed": cards.tokens(view.removed),
        "steps": view.tops[view.turn] >> 2,
    }
