"""The King Hint with its reason (issue 40): the Normal bot's move and one or two short lines
saying why, for the panel (at most 21 characters a line).

`hint(view)` returns `(move, why)`: `move` is `bot.choose(view)`, `why` its reason, lines
joined by a newline. A card says what it does to the trick as the seat can see it: in a deal
where tricks (or their cards) cost, whether it stays under the winning card ("you avoid the
trick"), is the lowest when every card wins, is a penalty card thrown while void; in a
positive deal, whether it wins (a trump, the top card left, the cheapest winner as last to
play) or is the lowest card when none wins. An auction word says what the hand is worth.
Cards are written as the panel draws them (rank and suit glyph, ⑩ for a Ten). Imported for a
Hint alone.
"""
from shared_rules.king import bot
from shared_rules.king.rules import BID, CONTRACT, DECIDE, PLAY, card_strength

WIDTH = 21  # characters of a panel line
_RANKS = "A23456789\u2469JQK"
_SUITS = "\u2660\u2665\u2666\u2663"  # ♠ ♥ ♦ ♣, the order of the card codes' suits


def label(c):
    """A card as the panel writes it: "5♠", "⑩♥"."""
    return _RANKS[(c >> 2) - 1] + _SUITS[c & 3]


def _avoid_reason(view, c):
    kind = "negative" if view.negative_contract else view.kind
    trick = view.trick
    if trick:
        w = trick[bot._winning_index(view)]
        if c & 3 == trick[0] & 3:
            if not bot._beats(c, w, view.trump):
                return "%s: under the %s\nyou avoid the trick" % (label(c), label(w))
            if c == max(view.legal, key=card_strength):
                return "%s: the trick is\nyours: shed the top" % label(c)
            return "%s: you must go over\nso the lowest of them" % label(c)
        if bot._penalty(kind, c):
            return "%s: you have no %s\nthrow a penalty card" % (label(c), _SUITS[trick[0] & 3])
        return "%s: you have no %s\nthrow a high card" % (label(c), _SUITS[trick[0] & 3])
    if bot._master(bot._unseen(view), c):
        return "%s: every lead wins\nthis one costs least" % label(c)
    return "%s: a low lead\nothers will go over" % label(c)


def _win_reason(view, c):
    trick = view.trick
    trump = view.trump
    if trick:
        w = trick[bot._winning_index(view)]
        if not bot._beats(c, w, trump):
            return "%s: nothing wins it\nyour least card" % label(c)
        if len(trick) == 3:
            return "%s: last to play\nthe cheapest winner" % label(c)
        if c & 3 == trump and trick[0] & 3 != trump:
            return "%s: a trump\nwins the trick" % label(c)
        return "%s: over the %s\nto win the trick" % (label(c), label(w))
    if bot._master(bot._unseen(view), c):
        return "%s: the top card left\na sure trick" % label(c)
    return "%s: low from a long\nsuit, to set it up" % label(c)


def card_reason(view, c):
    """Why card `c` now (one of view.legal)."""
    if len(view.legal) == 1:
        return "%s: the only card\nyou may play" % label(c)
    if view.kind == "positive" and not view.negative_contract:
        return _win_reason(view, c)
    if view.kind in ("last_two", "tricks_last_two") and view.trick_number < view.n_tricks - 2:
        if view.kind == "last_two":
            return "%s: early tricks are\nfree: shed high cards" % label(c)
    return _avoid_reason(view, c)


def _tricks(tenths):
    return (tenths + 5) // 10


def auction_reason(view, move):
    """Why an auction word, from what the hand is worth (the bot's own estimates)."""
    short = view.short
    if view.phase == CONTRACT:
        if move == "negative":
            return "negative: about %d\ntricks would be yours" % _tricks(
                bot.estimate_negative(view.hand))
        if move == "notrump":
            return "no trumps: about %d\ntricks for you" % _tricks(
                bot.estimate_tricks(view.hand, -1, short))
        if move.startswith("trump "):
            s = "SHDC".index(move[6])
            return "trumps %s: about %d\ntricks for you" % (_SUITS[s], _tricks(
                bot.estimate_tricks(view.hand, s, short)))
        return "%s: no contract\nis worth more" % move
    if view.phase == BID:
        if move == "pass":
            return "pass: the right to\nchoose costs too much"
        return "bid %s: your hand\nis worth that price" % move
    if view.phase == DECIDE:
        if move == "accept":
            return "accept: the price\nbeats your own deal"
        if move == "reject":
            return "reject: your hand\nis worth more"
        if move.startswith("ultimatum"):
            return "%s:\nsell at that or keep" % move
        return "%s: no contract\nis worth more" % move
    if move == "take":
        return "take: the price\nis worth your hand"
    return "decline: too dear\nfor your hand"


def hint(view):
    """(the Normal bot's move for `view`, the reason in one or two lines)."""
    move = bot.choose(view)
    if view.phase == PLAY:
        return move, card_reason(view, move)
    return move, auction_reason(view, move)
