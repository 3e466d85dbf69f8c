"""The Kings and Treasures Hint with its reason (issue 40): the Normal bot's move and one or
two short lines saying why, for the panel (at most 21 characters a line in every language).

`hint(view)` returns `(move, why)`: `move` is `bot.choose(view)`, `why` its reason, a tuple of
one refusal-form line each (shared_rules/compat.py: a code and its values in notation, cards
as "QC", suits as "C"; the screen words each in the language of Settings, firmware/wording.py):
the card the King stops on and what it scores for the seat ("QC is yours: 12 pts", said
"Q♣ is yours: 12 pts"; a face-down card or the Joker said as such), then the power's choice
when the move makes one (a steal, a swap ...; after a Magician's jump, the card it jumps to),
else whom the card is kept from, else the step count it gives the next turn. `english(why)` is
its English lines. Imported for a Hint alone; the device asks the bot first and imports this
module for `move_reason` after the bot's code has left RAM (firmware/treasure/vs_bots.py), so
`hint` imports the bot only when called.
"""
from shared_rules.cards import EMPTY, FACE_DOWN, JOKER, SUIT_LETTERS, token
from shared_rules.compat import english as _english, refuse
from shared_rules.treasure.game import card_score
from shared_rules.treasure.moves import parse_cell

_KEEP = 5  # points a card would score a rival for "keeps it from" to be the reason


def _power_line(key, arg):
    if key == "steal":
        return refuse("steal %s's top card", arg)
    if key == "knight":
        return refuse("and the Knight on %s", arg)
    if key == "discard":
        return refuse("and drop your %s", arg)
    if key == "flip":
        if len(arg) <= 5:
            return refuse("flip %s face down", arg)
        return refuse("flip %s down", arg)
    if key == "swap":
        return refuse("swap %s: in reach", arg)
    return None


def _yours(view, code):
    """The line saying what the card scores for the seat."""
    points = card_score(code, view.seats[view.seat], view.level)
    if points in (1, -1):
        return refuse("%s is yours: %s pt", token(code), points)
    return refuse("%s is yours: %s pts", token(code), points)


def move_reason(view, move):
    """Why `move` (in the notation of `apply`) for the seat of `view`: a tuple of one or two
    refusal-form lines."""
    if move == "pass":
        return refuse("pass: no card is"), refuse("in reach")
    dest, _, power = move.partition(" ")
    key, _, arg = power.partition("=")
    if key == "teleport":  # the Magician's jump: the card taken is the other Magician
        code = view.board[parse_cell(arg)]
        return _yours(view, code), refuse("via the Magician %s", dest)
    code = view.board[parse_cell(dest)]
    me = view.seat
    if code == JOKER:
        first = refuse("%s: the Joker", dest)
        steps = view.tops[me] >> 2
    elif code & FACE_DOWN:
        first = refuse("%s: a face-down card", dest)
        steps = -1
    else:
        first = _yours(view, code)
        steps = code >> 2
    if power:
        line = _power_line(key, arg)
        return (first, line) if line else (first,)
    if code != EMPTY and code != JOKER and not code & FACE_DOWN:
        best = -1
        gain = 0
        for i in range(len(view.seats)):
            if i != me:
                v = card_score(code, view.seats[i], view.level)
                if v > gain:
                    best, gain = i, v
        if gain >= _KEEP:
            return first, refuse("kept from %s: %s pts", SUIT_LETTERS[view.seats[best]], gain)
    if steps < 0:
        return first, refuse("its steps unknown")
    if steps == 1:
        return first, refuse("next turn %s step", steps)
    return first, refuse("next turn %s steps", steps)


def english(why):
    """The reason's English lines, joined by a newline (the command line's, the tests')."""
    return "\n".join([_english(r) for r in why])


def hint(view):
    """(the Normal bot's move for `view`, its reason: `move_reason`); (None, ()) at the
    end."""
    from shared_rules.treasure import bot

    move = bot.choose(view)
    if move is None:
        return None, ()
    return move, move_reason(view, move)
