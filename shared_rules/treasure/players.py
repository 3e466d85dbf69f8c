"""The Kings and Treasures players the bot is measured against, and the random games of the
tests: `random_move` (a random legal move with random power choices) and `greedy` (the move,
with its power choices, with the best immediate change of its own score, ties at random).

`bench/treasure_bot.py` and the Pico's bench play the bot (`treasure_bot.choose`) against them;
no device mode imports this module, so a board's RAM never holds it. `greedy` judges the board
as the bot does (the bot's `_Judge`: a face-down card counts as the mean of the unseen cards),
so the two differ only in what they look for. Both ask a power's choices of
`treasure_powers` directly: under MicroPython the module then stays imported for a whole
game (`TreasureState.power_choices` would import it for each call). What `greedy` judges it
reads from its seat's view (`state.view(state.turn)`), as the bot does; the state only answers
which moves and choices are legal.
"""
from shared_rules import cards
from shared_rules.cards import FACE_DOWN, JOKER
from shared_rules.treasure.game import parse_cell
from shared_rules.treasure.bot import _cell, _Judge, _score_table
from shared_rules.treasure.powers import power_choices


def random_move(state, rng):
    """A uniformly random legal move with random power choices (half the time declined).

    For random players, property tests and the benchmark corpus; None at the end.
    """
    moves = state.legal_moves()
    if not moves:
        return None
    move = rng.choice(moves)
    if move == "pass":
        return move
    offer = power_choices(state, parse_cell(move))
    if not offer or rng.randbelow(2):
        return move
    key = next(iter(offer))
    options = list(offer[key])
    if key == "discard":
        return move + " discard"
    if key == "flip" or key == "swap":
        count = 2 if key == "swap" else 1 + rng.randbelow(min(3, len(options)))
        rng.shuffle(options)
        return "%s %s=%s" % (move, key, ",".join(options[:count]))
    return "%s %s=%s" % (move, key, rng.choice(options))


def greedy(state, rng):
    """The baseline: the move (with power choices) that gains its own score the most at once;
    ties at random. A face-down card counts as the mean of the unseen cards, as for the bot."""
    moves = state.legal_moves()
    if not moves or moves == ["pass"]:
        return moves[0] if moves else None
    me = state.turn
    view = state.view(state.turn)
    judge = _Judge(view, full=False)
    board = judge.board
    t = _score_table(view.seats[me], view.level)
    best = None
    tied = []
    for name in moves:
        dest = _cell(name)
        code = board[dest]
        gain = judge.down[me] if code & FACE_DOWN else (t[code] if code != JOKER else 0)
        options = [(gain, name)]
        offer = {} if code == JOKER or code & FACE_DOWN else power_choices(state, dest)
        for key in offer:
            for o in offer[key]:
                move = "%s %s=%s" % (name, key, o)
                if key == "teleport":
                    options.append((t[board[_cell(o)]], move))
                elif key == "knight":
                    options.append((gain + t[board[_cell(o)]], move))
                elif key == "steal":
                    options.append((gain + t[view.tops[state.seat_of(o)]], move))
                elif key == "discard":
                    options.append((gain - t[cards.parse(o)], move))
        for g, move in options:
            if best is None or g > best:
                best = g
                tied = [move]
            elif g == best:
                tied.append(move)
    return rng.choice(tied)
