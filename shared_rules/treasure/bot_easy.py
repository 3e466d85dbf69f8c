"""The Kings and Treasures bot's Easy level: the Normal bot's move, and now and then a
beginner's instead.

`choose(view, normal)` is `bot.choose(view, "easy")`: `normal` is the Normal bot's decision
(passed in, so that this module never imports the bot). The mistakes are a newcomer's, never a
random-looking move: it takes the card worth most to itself in sight, blind to what it leaves
the others and to where its King will stand next turn; it misses a power now and then (the
destination without the choice its card offers); and now and then it goes to the first
destination it finds. Which decisions go wrong is drawn from `rng.Random`, seeded with what the
seat sees (the board, the Kings, its pile), so a game from a given seed plays the same on every
runtime, and the seat's view is all it reads. Imported on its first use: a game with no Easy
bot never loads it.
"""
from shared_rules.cards import EMPTY, FACE_DOWN, JOKER
from shared_rules.compat import const
from shared_rules.rng import Random
from shared_rules.treasure.game import card_score
from shared_rules.treasure.moves import cell_name, destinations

_FIRST = const(10)  # percent of moves to the first destination found
_GREEDY = const(45)  # percent to the card worth most at once
_NO_POWER = const(50)  # percent of the remaining moves whose power is left unused


def _rng(view):
    """The generator for this decision: seeded with what the seat sees alone."""
    h = view.seat * 7 + len(view.pile) * 131
    for c in view.kings:
        h = h * 53 + c
    board = view.board
    for i in range(49):
        h = (h * 31 + board[i] * (i + 1)) % 1000003
    return Random(h)


def greedy_cell(view, moves):
    """The destination whose card is worth most to this seat at once (face down or the Joker:
    nothing it can count on); the first of equals."""
    suit = view.seats[view.seat]
    best = -1
    best_value = -99
    for cell in moves:
        code = view.board[cell]
        if code == EMPTY or code == JOKER or code & FACE_DOWN:
            value = 0
        else:
            value = card_score(code, suit, view.level)
        if value > best_value:
            best = cell
            best_value = value
    return best


def choose(view, normal):
    """The Easy bot's move for `view`; `normal(view)` is the Normal bot's."""
    if view.seat != view.turn or view.over:
        return normal(view)  # its refusal, or None at the end
    r = _rng(view).randbelow(100)
    if r < _FIRST + _GREEDY:
        me = view.seat
        kings = view.kings
        moves = destinations(view.board, kings[me], view.tops[me] >> 2, view.level,
                             [kings[i] for i in range(len(kings)) if i != me])
        if moves:
            return cell_name(moves[0] if r < _FIRST else greedy_cell(view, moves))
    move = normal(view)
    if move is not None and " " in move and (r - _FIRST - _GREEDY) * 100 < \
            _NO_POWER * (100 - _FIRST - _GREEDY):
        return move[:move.index(" ")]  # the destination alone: the power unused
    return move
