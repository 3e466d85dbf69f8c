"""What one seat of a Kings and Treasures game may see, as a dict in the notation's style
(`TreasureState.view`): a `treasure_seat.SeatView` (what the bots are given) written out, for
the host's tools and the tests. Imported for the call (`compat.import_once`); no device mode
asks it.
"""
from shared_rules import cards
from shared_rules.cards import FACE_DOWN
from shared_rules.treasure.game import LEVELS, cell_name
from shared_rules.treasure.seat import seat_view


def view(state, suit_letter):
    """What the King of `suit_letter` may see: its own pile whole, the others' top card and
    size, face-down board cards as `~??`."""
    v = seat_view(state, state.seat_of(suit_letter))
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
        "steps": v.tops[v.turn] >> 2,
    }
