"""What one seat of a Kings and Treasures game may see (`TreasureState.view`), as a dict in the
notation's style: its own pile whole, the others' top card and size, face-down board cards as
`~??`. For the host's tools and the tests; imported for the call (`compat.import_once`).
"""
from shared_rules import cards
from shared_rules.cards import FACE_DOWN


def view(state, suit_letter):
    """What the King of `suit_letter` may see."""
    me = state.seat_of(suit_letter)
    full = state.to_dict()
    rows = []
    for r in range(7):
        toks = []
        for c in range(7):
            code = state.board[r * 7 + c]
            toks.append("~??" if code & FACE_DOWN else cards.token(code))
        rows.append(" ".join(toks))
    letters = full["seats"]
    return {
        "game": "treasure",
        "version": full["version"],
        "viewer": letters[me],
        "seats": letters,
        "turn": full["turn"],
        "board": rows,
        "kings": full["kings"],
        "pile": full["piles"][letters[me]],
        "tops": {letters[i]: cards.token(state.piles[i][-1]) for i in range(len(letters))},
        "pile_sizes": {letters[i]: len(state.piles[i]) for i in range(len(letters))},
        "removed": full.get("removed", []),
        "steps": state.steps(),
    }
