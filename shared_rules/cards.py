"""Cards as small integers, and the notation tokens of the rules pages.

A card is `rank * 4 + suit`: rank 1 (Ace) … 13 (King), suit 0–3 in the order S H D C.
So every card is an int from 4 to 55, small on any board. Three more codes:
`EMPTY` (0, the token `..`), `JOKER` (56, `JK`), and the `FACE_DOWN` flag (64, the `~` prefix,
as in `~4C`). Ranks are the printed ranks; each game decides what they are worth
(an Ace is 1 in Kings and Treasures and Regicide, high in King).
"""
from shared_rules.compat import const

EMPTY = const(0)
JOKER = const(56)
FACE_DOWN = const(64)

ACE = const(1)
JACK = const(11)
QUEEN = const(12)
KING = const(13)

SPADES = const(0)
HEARTS = const(1)
DIAMONDS = const(2)
CLUBS = const(3)

SUIT_LETTERS = "SHDC"
RANK_LETTERS = "A23456789TJQK"


def card(rank, suit):
    """The card of `rank` (1–13) and `suit` (0–3)."""
    return rank * 4 + suit


def rank(c):
    """Printed rank of a card, 1 (Ace) … 13 (King); face-down flag ignored."""
    return (c & 63) >> 2


def suit(c):
    """Suit of a card, 0–3 (S H D C); face-down flag ignored."""
    return c & 3


def is_card(c):
    """True for one of the 52 suited cards (face up or down), False for Joker and empty."""
    c &= 63
    return 4 <= c <= 55


def face_up(c):
    """The same card turned face up."""
    return c & 63


def is_face_down(c):
    return c & FACE_DOWN != 0


def suit_index(letter):
    """0–3 for one of the letters S H D C; ValueError otherwise."""
    i = SUIT_LETTERS.find(letter) if len(letter) == 1 else -1
    if i < 0:
        raise ValueError("unknown suit %r" % letter)
    return i


def parse(token):
    """The code of a notation token: `TS`, `QH`, `JK`, `~4C`, `..`.

    Raises ValueError naming the token when it is not one.
    """
    if not isinstance(token, str):
        raise ValueError("card token must be a string, not %r" % (token,))
    body = token
    flag = 0
    if body[:1] == "~":
        body = body[1:]
        flag = FACE_DOWN
    if len(body) == 2:
        if body == "JK":
            return JOKER | flag
        if body == ".." and not flag:
            return EMPTY
        r = RANK_LETTERS.find(body[0])
        s = SUIT_LETTERS.find(body[1])
        if r >= 0 and s >= 0:
            return ((r + 1) * 4 + s) | flag
    raise ValueError("invalid card token %r" % token)


def token(c):
    """The notation token of a code (the inverse of `parse`)."""
    prefix = "~" if c & FACE_DOWN else ""
    c &= 63
    if c == EMPTY and not prefix:
        return ".."
    if c == JOKER:
        return prefix + "JK"
    if 4 <= c <= 55:
        return prefix + RANK_LETTERS[(c >> 2) - 1] + SUIT_LETTERS[c & 3]
    raise ValueError("not a card code: %r" % c)


def parse_list(tokens):
    """Codes of a list of tokens; ValueError naming the first bad one."""
    if not isinstance(tokens, list):
        raise ValueError("expected a list of card tokens, not %r" % (tokens,))
    return [parse(t) for t in tokens]


def tokens(codes):
    """Tokens of a sequence of codes."""
    return [token(c) for c in codes]


def deck(low_rank=2):
    """A fresh, ordered deck: every suit, Aces plus ranks low_rank … King.

    `deck()` is the 52-card deck; `deck(7)` the 32-card short deck (7 to Ace).
    """
    out = []
    for s in range(4):
        out.append(card(ACE, s))
        for r in range(low_rank, KING + 1):
            out.append(card(r, s))
    return out


def sorted_again(kept, codes, key=None):
    """`sorted(codes, key=key)` (distinct cards), but the list `kept` itself when it already
    holds exactly those cards (sorted by the same key): a screen that shows a sorted hand at
    every redraw sorts (and allocates) only when the hand changed. Nobody may change the
    list returned."""
    if len(kept) == len(codes):
        for c in kept:
            if c not in codes:
                return sorted(codes, key=key)
        return kept
    return sorted(codes, key=key)
