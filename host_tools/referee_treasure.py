"""Referee verbs for Kings and Treasures: `new`, `moves`, `apply`, `score`, `bot`.

    python -m host_tools.referee treasure new --players 3 --level complete --seed 7
    python -m host_tools.referee treasure moves POSITION.json
    python -m host_tools.referee treasure apply POSITION.json "c3 flip=a1,b2"
    python -m host_tools.referee treasure score POSITION.json
    python -m host_tools.referee treasure bot POSITION.json

A position is the JSON notation of `rules/treasure.md` (a file, or `-` for standard input).

Every error leaves as a ValueError: `python -m host_tools.referee` runs referee.py as
`__main__`, so the RefereeError class it catches is not the one `host_tools.referee` raises;
ValueError is caught either way (one line, exit status 2).
"""
from host_tools.referee import RefereeError, format_position, parse_options, read_position
from shared_rules import cards, treasure, treasure_bot


def _plain_errors(command):
    def run(args):
        try:
            return command(args)
        except RefereeError as e:
            raise ValueError(str(e))
    run.__doc__ = command.__doc__
    return run


def _state(arg):
    return treasure.from_dict(read_position(arg))


def _level(text):
    if text not in treasure.LEVELS:
        raise ValueError(text)
    return text


def cmd_new(args):
    """A freshly dealt position."""
    opts = parse_options(args, {"players": (int, 2), "level": (_level, "complete"),
                                "seed": (int, 0)})
    state = treasure.new_game(opts["players"], opts["level"], opts["seed"])
    return format_position(state.to_dict())


def cmd_moves(args):
    """The legal moves, one per line: destination cells sorted, or `pass`; none at the end."""
    if len(args) != 1:
        raise ValueError("usage: treasure moves POSITION.json")
    state = _state(args[0])
    return "\n".join(state.legal_moves())  # nothing at all once the game is over


def cmd_apply(args):
    """The position after a move (destination cell and choices, or `pass`)."""
    if len(args) != 2:
        raise ValueError('usage: treasure apply POSITION.json "MOVE"')
    state = _state(args[0])
    state.apply(args[1])
    return format_position(state.to_dict())


def cmd_score(args):
    """Each player's score, then the winner(s) and whether the game is over."""
    if len(args) != 1:
        raise ValueError("usage: treasure score POSITION.json")
    state = _state(args[0])
    letters = [cards.SUIT_LETTERS[s] for s in state.seats]
    lines = []
    totals = state.scores()
    for i, letter in enumerate(letters):
        lines.append("%s %d  (cards: %s)" % (letter, totals[i],
                                             " ".join(str(v) for v in state.card_scores(i))))
    queens = state.queens_winner()
    winners = " ".join(letters[i] for i in state.winners())
    if queens >= 0:
        lines.append("winner: %s (all four Queens)" % winners)
    elif state.is_terminal():
        lines.append("winner: %s" % winners)
    else:
        lines.append("leading: %s (the game is not over)" % winners)
    return "\n".join(lines)


def cmd_bot(args):
    """The bot's move for the player to move, in the notation `apply` takes."""
    if len(args) != 1:
        raise ValueError("usage: treasure bot POSITION.json")
    state = _state(args[0])
    move = treasure_bot.choose(state)
    if move is None:
        raise ValueError("the game is over: no player can move")
    return move


COMMANDS = {"new": _plain_errors(cmd_new), "moves": _plain_errors(cmd_moves),
            "apply": _plain_errors(cmd_apply), "score": _plain_errors(cmd_score),
            "bot": _plain_errors(cmd_bot)}
