"""The Regicide bot's Easy level: the Normal bot's move, and now and then a beginner's instead.

`choose(view, normal)` is `bot.choose(view, "easy")`: `normal` is the Normal bot's decision
(passed in, so that this module never imports the bot). The mistakes are a newcomer's, never a
random-looking move: it hits with its single strongest card, missing what a suit's power or a
pair would have done; it pays the enemy's attack with its lowest cards, whatever their suit
(the Hearts and Diamonds it will miss); and now and then it plays the first card of its hand.
Which decisions go wrong is drawn from `rng.Random`, seeded with what the seat knows (its
hand, the enemy, the damage, the piles' sizes), so a game from a given seed plays the same on
every runtime, and the seat's view is all it reads. Imported on its first use: a game with
no Easy bot never loads it.
"""
from shared_rules import cards as C
from shared_rules.compat import const
from shared_rules.regicide.rules import FLIP, PAY, PHASE_PAY, PHASE_PLAY, PLAY, _VALUES
from shared_rules.rng import Random

_FIRST = const(4)  # percent of plays that are the hand's first card
_HIT = const(15)  # percent of the other plays that are its strongest single card
_PAY_LOW = const(25)  # percent of payments made with the lowest cards


def _rng(view):
    """The generator for this decision: seeded with the seat's own knowledge alone."""
    h = view.seat * 7 + view.enemy * 131 + view.damage * 1009 + view.tavern_size * 17
    h += view.discard_size * 50021 + view.owed * 3
    for c in view.hand:
        h = (h * 31 + c) % 1000003
    return Random(h)


def pay_lowest(hand, owed):
    """The lowest cards of `hand`, in order, until they cover `owed`, none of them needless (a
    sorted tuple)."""
    chosen = []
    total = 0
    for c in sorted(hand, key=lambda c: _VALUES[c >> 2]):
        if total >= owed:
            break
        if c == C.JOKER:
            continue
        chosen.append(c)
        total += _VALUES[c >> 2]
    # a low card the last one made needless goes back to the hand: a payment is minimal
    for c in chosen[:]:
        if total - _VALUES[c >> 2] >= owed:
            chosen.remove(c)
            total -= _VALUES[c >> 2]
    chosen.sort()
    return tuple(chosen)


def strongest(hand):
    """The hand's card of most attack value (the first of equals), never the Jester."""
    best = -1
    for c in hand:
        if c != C.JOKER and (best < 0 or _VALUES[c >> 2] > _VALUES[best >> 2]):
            best = c
    return best


def choose(view, normal):
    """The Easy bot's move for `view`; `normal(view)` is the Normal bot's."""
    phase = view.phase
    hand = view.hand
    if phase == PHASE_PAY:
        move = normal(view)
        if move[0] != FLIP and _rng(view).randbelow(100) < _PAY_LOW:
            return (PAY,) + pay_lowest(hand, view.owed)
        return move
    if phase != PHASE_PLAY or not hand:
        return normal(view)
    r = _rng(view).randbelow(100)
    if r < _FIRST:
        return (PLAY, hand[0])
    if r < _FIRST + _HIT:
        c = strongest(hand)
        if c >= 0:
            return (PLAY, c)
    return normal(view)
