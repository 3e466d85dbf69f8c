"""Kings and Treasures verbs of the referee command line (`python -m host_tools.referee
treasure VERB`).

    new [--players 2-4] [--level basic|advanced|complete] [--seed N]
                              a freshly dealt position (JSON)
    moves POSITION            the legal moves, one per line: destination cells sorted, or `pass`
    apply POSITION MOVE       the position after the move (`c3`, `c3 flip=a1,b2`, `pass`)
    score POSITION            each player's score, then the winner(s) or who leads
    bot POSITION [--level easy|normal|hard]
                              the bot's move for the player to move, as `apply` takes it
                              (the bot of that level: normal by default)

    python -m host_tools.referee treasure new --players 3 --level complete --seed 7 > p.json
    python -m host_tools.referee treasure apply p.json "c3 flip=a1,b2"

POSITION is the JSON notation of `docs/rules/treasure.md` (a file, or `-` for standard input).
Once no player can move, `moves` and `bot` print nothing on standard output and "game over" on
standard error.
"""
from host_tools.referee_io import (format_position, game_over, parse_options, read_position,
                                   take_level)
from shared_rules import cards
from shared_rules.treasure import game as treasure
from shared_rules.treasure import bot as treasure_bot


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
    state = treasure.new_game(opts["seed"], players=opts["players"], level=opts["level"])
    return format_position(state.to_dict())


def cmd_moves(args):
    """The legal moves, one per line: destination cells sorted, or `pass`; none at the end."""
    if len(args) != 1:
        raise ValueError("usage: treasure moves POSITION.json")
    state = _state(args[0])
    if state.is_terminal():
        return game_over()
    return "\n".join(state.legal_moves())


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
    """The bot's move for the player to move, in the notation `apply` takes; none at the end."""
    level, args = take_level(args)
    if len(args) != 1:
        raise ValueError("usage: treasure bot POSITION.json [--level easy|normal|hard]")
    state = _state(args[0])
    move = treasure_bot.choose(state.view(state.turn), level)
    if move is None:
        return game_over()
    return move


COMMANDS = {"new": cmd_new, "moves": cmd_moves, "apply": cmd_apply, "score": cmd_score,
            "bot": cmd_bot}
