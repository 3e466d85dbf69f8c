"""Regicide verbs of the referee command line (`python -m host_tools.referee regicide VERB`).

    new [--players N] [--seed S] [--solo-yield never|always|not_twice] [--jester-self true|false]
        a freshly dealt position (JSON)
    moves POSITION            the legal moves, one per line (cards of a play joined with +)
    apply POSITION MOVE ...   the position after the moves (`5S+5H`, `yield`, `pay 9S+3D`, ...)
    score POSITION            phase, won, enemies defeated, solo grade, reason for a loss (JSON)
    hint POSITION             the bot's move for the seat to act

POSITION is a JSON file in the rules page's notation, or `-` for standard input. Once the game
is won or lost `moves` prints nothing on standard output and "game over" on standard error.
"""
import json

from host_tools.referee_io import (RefereeError, format_position, game_over, parse_bool,
                                   parse_options, read_position)
from shared_rules import regicide as R
from shared_rules import regicide_bot as B

_bool = parse_bool


def _load(args, verb):
    if not args:
        raise RefereeError("regicide %s needs a POSITION (a JSON file or -)" % verb)
    return R.Regicide.from_dict(read_position(args[0]))


def cmd_new(args):
    opts = parse_options(args, {"players": (int, 1), "seed": (int, 0),
                                "solo_yield": (str, "never"), "jester_self": (_bool, True)})
    g = R.Regicide.new(opts["players"], opts["seed"], opts["solo_yield"], opts["jester_self"])
    return format_position(g.to_dict())


def cmd_moves(args):
    g = _load(args, "moves")
    if len(args) > 1:
        raise RefereeError("regicide moves takes one POSITION")
    if g.is_terminal():
        return game_over()
    return "\n".join(R.move_text(m) for m in g.legal_moves())


def cmd_apply(args):
    g = _load(args, "apply")
    if len(args) < 2:
        raise RefereeError("regicide apply needs at least one MOVE after the POSITION")
    for i, text in enumerate(args[1:]):
        try:
            g.apply(text)
        except ValueError as e:
            raise RefereeError("move %d (%s): %s" % (i + 1, text, e))
    return format_position(g.to_dict())


def cmd_score(args):
    g = _load(args, "score")
    return json.dumps(g.result(), sort_keys=True)


def cmd_hint(args):
    g = _load(args, "hint")
    if g.is_terminal():
        raise RefereeError("the game is over (%s)" % g.phase)
    return R.move_text(B.choose(g.view(g.turn)))


COMMANDS = {"new": cmd_new, "moves": cmd_moves, "apply": cmd_apply, "score": cmd_score,
            "hint": cmd_hint}
