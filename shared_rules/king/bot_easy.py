"""The King bot's Easy level: the Normal bot's move, and now and then a beginner's instead.

`choose(view, normal)` is `bot.choose(view, "easy")`: `normal` is the Normal bot's decision
(passed in, so that this module never imports the bot). The mistakes are the ones a newcomer
makes, never a random-looking card: it takes a trick it could have ducked (the highest card of
the led suit in a deal where tricks cost), throws its best card at a trick in a positive deal,
plays the first card of its hand now and then, never bids in the auction and sells the right to
choose when asked, and names its longest suit as trumps. Which decisions go wrong is drawn
from `rng.Random`, seeded with what the seat knows (its hand, the deal, the trick), so a game
from a given seed plays the same on every runtime, and the seat's view is all it reads.
Imported on its first use: a game with no Easy bot never loads it.
"""
from shared_rules.compat import const
from shared_rules.king.rules import BID, CONTRACT, DECIDE, PLAY, card_strength
from shared_rules.rng import Random

_FIRST = const(12)  # percent of card plays that are the hand's first legal card
_SLIP = const(45)  # percent of the other card plays that are the beginner's card
_KEEP_RIGHT = const(40)  # percent of the auctioneer's decisions left to the Normal bot


def _rng(view):
    """The generator for this decision: seeded with the seat's own knowledge alone."""
    h = view.seat * 7 + view.dealer * 131 + view.trick_number * 1009 + len(view.trick) * 17
    h += view.phase * 50021
    for c in view.hand:
        h = (h * 31 + c) % 1000003
    return Random(h)


def _longest_trump(view):
    """"trump X" for the hand's longest suit, or None when that is not a legal contract."""
    counts = [0, 0, 0, 0]
    for c in view.hand:
        counts[c & 3] += 1
    best = 0
    for s in range(4):
        if counts[s] > counts[best]:
            best = s
    m = "trump " + "SHDC"[best]
    return m if m in view.legal else None


def choose(view, normal):
    """The Easy bot's move for `view` (one of `view.legal`); `normal(view)` is the Normal bot's."""
    legal = view.legal
    phase = view.phase
    if len(legal) == 1:
        return legal[0]
    rng = _rng(view)
    if phase == BID:
        return "pass"  # a newcomer does not buy the right to choose
    if phase == DECIDE:
        if "accept" in legal and rng.randbelow(100) >= _KEEP_RIGHT:
            return "accept"
        return normal(view)
    if phase == CONTRACT:
        m = _longest_trump(view)
        return m if m is not None else normal(view)
    if phase != PLAY:
        return "decline"  # an ultimatum: a newcomer does not pay for it
    r = rng.randbelow(100)
    if r < _FIRST:
        return legal[0]
    if r < _FIRST + _SLIP:
        trick = view.trick
        if trick and legal[0] & 3 == trick[0] & 3:
            # following suit: the highest card, whether the trick helps or hurts
            return max(legal, key=card_strength)
        if not trick and view.kind == "positive" and not view.negative_contract:
            return max(legal, key=card_strength)  # leads its best card at once
    return normal(view)
