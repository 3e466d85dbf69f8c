"""The Kings and Treasures benchmark's baseline player: the move (with power choices) with the
best immediate change of its own score, ties broken at random.

`bench/treasure_bot.py` and the Pico's bench play the bot (`treasure_bot.choose`) against it;
no device mode imports it, so a board's RAM never holds it while bots move. It judges the
board as the bot does (the bot's `_Judge`: a face-down card counts as the mean of the unseen
cards), so the two differ only in what they look for.
"""
from shared_rules import cards
from shared_rules.cards import FACE_DOWN, JOKER
from shared_rules.treasure_bot import _cell, _Judge, _score_table


def greedy(state, rng):
    """The baseline: the move (with power choices) that gains its own score the most at once;
    ties at random. A face-down card counts as the mean of the unseen cards, as for the bot."""
    moves = state.legal_moves()
    if not moves or moves == ["pass"]:
        return moves[0] if moves else None
    me = state.turn
    judge = _Judge(state, full=False)
    board = judge.board
    t = _score_table(state.seats[me], state.level)
    best = None
    tied = []
    for name in moves:
        dest = _cell(name)
        code = board[dest]
        gain = judge.down[me] if code & FACE_DOWN else (t[code] if code != JOKER else 0)
        options = [(gain, name)]
        offer = {} if code == JOKER or code & FACE_DOWN else state.power_choices(dest)
        for key in offer:
            for o in offer[key]:
                move = "%s %s=%s" % (name, key, o)
                if key == "teleport":
                    options.append((t[board[_cell(o)]], move))
                elif key == "knight":
                    options.append((gain + t[board[_cell(o)]], move))
                elif key == "steal":
                    options.append((gain + t[state.piles[state.seat_of(o)][-1]], move))
                elif key == "discard":
                    options.append((gain - t[cards.parse(o)], move))
        for g, move in options:
            if best is None or g > best:
                best = g
                tied = [move]
            elif g == best:
                tied.append(move)
    return rng.choice(tied)
