"""The Kings and Treasures Hint with its reason (issue 40): the Normal bot's move and one or
two short lines saying why, for the panel (at most 21 characters a line).

`hint(view)` returns `(move, why)`: `move` is `bot.choose(view)`, `why` its reason, lines
joined by a newline: the card the King stops on and what it scores for the seat ("Q♣ is yours:
12 pts", a face-down card or the Joker said as such), then the power's choice when the move
makes one (a steal, a swap ...; after a Magician's jump, the card it jumps to), else whom the card is kept from, else the step count
it gives the next turn. Cards are written as the panel draws them (rank and suit glyph, ⑩ for
a Ten). Imported for a Hint alone.
"""
from shared_rules.cards import EMPTY, FACE_DOWN, JOKER, parse
from shared_rules.treasure import bot
from shared_rules.treasure.game import card_score
from shared_rules.treasure.moves import parse_cell

_RANKS = "A23456789\u2469JQK"
_SUITS = "\u2660\u2665\u2666\u2663"  # ♠ ♥ ♦ ♣, the order of the card codes' suits
_KEEP = 5  # points a card would score a rival for "keeps it from" to be the reason


def label(c):
    """A card as the panel writes it: "Q♣", "⑩♥"."""
    return _RANKS[(c >> 2) - 1] + _SUITS[c & 3]


def _power_line(key, arg):
    if key == "steal":
        return "steal %s's top card" % _SUITS["SHDC".index(arg)]
    if key == "knight":
        return "and the Knight on %s" % arg
    if key == "discard":
        return "and drop your %s" % arg
    if key == "flip":
        return "flip %s face down" % arg if len(arg) <= 5 else "flip %s down" % arg
    if key == "swap":
        return "swap %s: in reach" % arg
    return ""


def _points(view, code):
    """(what the card scores for the seat, the plural's "s" or "")."""
    points = card_score(code, view.seats[view.seat], view.level)
    return points, "" if points in (1, -1) else "s"


def move_reason(view, move):
    """Why `move` (in the notation of `apply`) for the seat of `view`."""
    if move == "pass":
        return "pass: no card is\nin reach"
    dest, _, power = move.partition(" ")
    key, _, arg = power.partition("=")
    if key == "teleport":  # the Magician's jump: the card taken is the other Magician
        code = view.board[parse_cell(arg)]
        return "%s is yours: %d pt%s\nvia the Magician %s" % (
            (label(code),) + _points(view, code) + (dest,))
    code = view.board[parse_cell(dest)]
    me = view.seat
    if code == JOKER:
        first = "%s: the Joker" % dest
        steps = view.tops[me] >> 2
    elif code & FACE_DOWN:
        first = "%s: a face-down card" % dest
        steps = -1
    else:
        first = "%s is yours: %d pt%s" % ((label(code),) + _points(view, code))
        steps = code >> 2
    if power:
        if key == "discard":
            arg = label(parse(arg))
        return "%s\n%s" % (first, _power_line(key, arg))
    if code != EMPTY and code != JOKER and not code & FACE_DOWN:
        best = -1
        gain = 0
        for i in range(len(view.seats)):
            if i != me:
                v = card_score(code, view.seats[i], view.level)
                if v > gain:
                    best, gain = i, v
        if gain >= _KEEP:
            return "%s\nkept from %s: %d pts" % (first, _SUITS[view.seats[best]], gain)
    if steps < 0:
        return "%s\nits steps unknown" % first
    return "%s\nnext turn %d step%s" % (first, steps, "" if steps == 1 else "s")


def hint(view):
    """(the Normal bot's move for `view`, the reason in one or two lines); (None, "") at the
    end."""
    move = bot.choose(view)
    if move is None:
        return None, ""
    return move, move_reason(view, move)
