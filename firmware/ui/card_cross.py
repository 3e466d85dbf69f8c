"""Picking one card of a known list in one to three presses: each press is a direction.

A table referee enters every card as it falls, so a card must cost few presses. The cards
still possible are laid out on a cross of five places (Left, Up, A in the centre, Down, Right);
a place holds one card (its press plays it) or a group of cards (its press opens the group on
the cross). The likely cards come first: when a seat follows and is not proven void in the led
suit, the led suit's cards fill Left, Up, A and Down in rank order and Right opens the other
suits; otherwise the suits sit one to a direction (Up ♠, Right ♥, Down ♦,
Left ♣) and open into their cards. A suit's cards take as many places of their own as leave
room for the rest in groups of at most five (one press more): the lowest cards, what a lead or a
follow plays most (ducking under), or, on a discard, the highest (what a seat throws). Five
cards or fewer of any suits sit one to a place. Pure layout: no drawing, no engine.
"""
from firmware.buttons import A, DOWN, LEFT, RIGHT, UP

# The five places in reading order; a group's cards are spread over them in rank order.
PLACES = (LEFT, UP, A, DOWN, RIGHT)
SUIT_PLACES = (UP, RIGHT, DOWN, LEFT)  # S H D C
# A group: (kind, cards). "cards" and "discard" are runs of one suit (or five cards or fewer
# of any), rank order, whose own places go to their lowest or highest cards; "suits" and
# "discards" are whole suits, one to a direction, opening into "cards" or "discard";
# "top" is a follow's first cross.


def _strength(c):
    return ((c >> 2) + 11) % 13  # Ace high


def _sorted(cards):
    return sorted(cards, key=lambda c: (c & 3) * 16 + _strength(c))


def _spread(cards, places, high=False):
    """Cards (rank order) over `places`: one card a place for as many as leave room for the
    rest in groups of at most five (the lowest cards, or the highest when `high`), the groups
    as even as possible."""
    out = {}
    n = len(cards)
    p = len(places)
    own = n if n <= p else max(0, min((5 * p - n) // 4, p - 1))
    groups = 0 if n <= p else p - own
    rest = n - own
    start = 0
    for i in range(min(n, p)):
        g = i if high else i - own  # which group the place holds, if it holds one
        size = rest // groups + (1 if g < rest % groups else 0) if 0 <= g < groups else 1
        part = cards[start:start + size]
        start += size
        out[places[i]] = part[0] if size == 1 else ("discard" if high else "cards", part)
    return out


def _by_suit(cards):
    suits = ([], [], [], [])
    for c in _sorted(cards):
        suits[c & 3].append(c)
    return suits


def layout(node):
    """The cross of a group: {place: card, or a group (kind, [cards])}."""
    kind, cards = node
    high = kind[0] == "d"  # a discard's, or its suits'
    if kind == "cards" or kind == "discard":
        return _spread(cards, PLACES, high)
    if len(cards) <= len(PLACES):
        return _spread(_sorted(cards), PLACES, high)
    suits = _by_suit(cards)
    present = [s for s in range(4) if suits[s]]
    if len(present) == 1:
        return _spread(suits[present[0]], PLACES, high)
    out = {}
    for s in present:
        out[SUIT_PLACES[s]] = suits[s][0] if len(suits[s]) == 1 else (
            "discard" if high else "cards", suits[s])
    return out


def first_group(candidates, led, void_in_led):
    """The group shown first to the seat to play: `candidates` (the engine's legal cards),
    `led` the led suit or -1, `void_in_led` True when the seat is proven void in it."""
    if led < 0:
        return ("suits", candidates)  # the engine's list is new each time: no copy
    if not void_in_led:
        follow = [c for c in candidates if c & 3 == led]
        rest = [c for c in candidates if c & 3 != led]
        if follow and rest:
            out = _spread(_sorted(follow), PLACES[:4])
            out[RIGHT] = ("discards", rest)
            return ("top", out)
        if follow:
            return ("cards", _sorted(follow))
    return ("discards", candidates)


def places(node):
    """The cross of any group, including the first one."""
    if node[0] == "top":
        return node[1]
    return layout(node)


def label(entry, glyph):
    """What a place shows: a card, a run "2-5♠", or the suits of a group ("♥♦♣").

    `glyph(card)` is the two-glyph card label of the screen (gfx.card_label)."""
    if isinstance(entry, int):
        return glyph(entry)
    kind, cards = entry
    if kind == "suits" or kind == "discards":
        return _suit_glyphs(cards, glyph)
    first = glyph(cards[0])
    last = glyph(cards[-1])
    if (cards[0] & 3) == (cards[-1] & 3):
        return first[0] + "-" + last
    return first + "-" + last


def _suit_glyphs(cards, glyph):
    seen = ""
    for c in _sorted(cards):
        g = glyph(c)[1]
        if g not in seen:
            seen += g
    return seen


def presses(candidates, led, void_in_led, card):
    """How many presses `card` costs from the first group (for tests and the docs)."""
    node = first_group(candidates, led, void_in_led)
    n = 0
    while True:
        n += 1
        for entry in places(node).values():
            if entry == card:
                return n
            if not isinstance(entry, int) and card in entry[1]:
                node = entry
                break
        else:
            raise ValueError("card %r is not offered" % (card,))
