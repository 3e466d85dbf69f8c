"""`python -m host_tools.referee king VERB ...`: the King engine over the position notation.

    king new [--seed N] [--dealer SEAT] [--lead dealer|left] [--early-end true|false]
             [--force-king true|false] [--deal5-heart-ban true|false] [--quick true|false]
             [--deck 52|32] [--table true|false]
    king moves POSITION          legal moves of the player to act, one per line (none once
                                 the game is over: "game over" on standard error, exit 0)
    king apply POSITION MOVE...  the position after the moves (e.g. QS, +3, pass, accept,
                                 "ultimatum +6", take, decline, 4-3-3, "trump S", notrump,
                                 negative)
    king score POSITION          points per deal, totals and standings
    king rollback POSITION TRICK a table position taken back to the start of TRICK of its
                                 current deal (after a reported violation)

POSITION is a JSON file or `-` (standard input). `--table true` starts a game for a real table:
hands unknown (null), cards entered as played; `apply` then also reports on standard error any
revoke or forbidden lead the cards prove, naming the trick to go back to.
"""
import sys

from host_tools.referee_io import (RefereeError, format_position, game_over, parse_bool,
                                   parse_options, read_position)
from shared_rules.king import King
from shared_rules.king_referee import KingReferee

_bool = parse_bool


def _lead(text):
    if text not in ("dealer", "left"):
        raise ValueError(text)
    return text


def _deck(text):
    if text not in ("52", "32"):
        raise ValueError(text)
    return int(text)


def _seat(text):
    seat = int(text)
    if not 0 <= seat <= 3:
        raise ValueError(text)
    return seat


NEW_OPTIONS = {"seed": (int, 0), "dealer": (_seat, None), "lead": (_lead, "dealer"),
               "early_end": (_bool, True), "force_king": (_bool, False),
               "deal5_heart_ban": (_bool, False), "quick": (_bool, False), "deck": (_deck, 52),
               "table": (_bool, False)}


def new(args):
    o = parse_options(args, NEW_OPTIONS)
    options = {"lead": o["lead"], "early_end": o["early_end"], "force_king": o["force_king"],
               "deal5_heart_ban": o["deal5_heart_ban"], "quick": o["quick"], "deck": o["deck"]}
    game = King.new_game(o["seed"], options, o["dealer"], referee=o["table"])
    position = game.to_dict()
    if o["table"]:
        position.pop("rng", None)
    return format_position(position)


def _load(args, verb, at_least=1):
    if len(args) < at_least:
        raise RefereeError("usage: king %s POSITION%s" % (verb, " MOVE..." if at_least > 1
                                                          else ""))
    return read_position(args[0])


def moves(args):
    game = King.from_dict(_load(args, "moves"))
    if len(args) > 1:
        raise RefereeError("usage: king moves POSITION")
    if game.is_terminal():
        return game_over()
    return "\n".join(game.legal_move_tokens())


def _moves(words):
    """Moves from the command words; `ultimatum +6` and `trump S` may come as two words."""
    out = []
    i = 0
    while i < len(words):
        w = words[i]
        if w in ("ultimatum", "trump") and i + 1 < len(words):
            w = w + " " + words[i + 1]
            i += 1
        out.append(w)
        i += 1
    return out


def apply(args):
    position = _load(args, "apply", 2)
    args = args[:1] + _moves(args[1:])
    if position.get("hands") is None:
        referee = KingReferee.from_dict(position)
        for move in args[1:]:
            for v in referee.apply(move):
                sys.stderr.write("violation: %s (go back to deal %d, trick %d)\n"
                                 % (v["message"], v["deal"], v["trick"]))
        return format_position(referee.game.to_dict())
    game = King.from_dict(position)
    for move in args[1:]:
        game.apply(move)
    return format_position(game.to_dict())


def score(args):
    position = _load(args, "score")
    if len(args) > 1:
        raise RefereeError("usage: king score POSITION")
    game = King.from_dict(position)
    lines = ["deal  kind                 seat0  seat1  seat2  seat3"]
    for i in range(len(game.scores[0])):
        row = [game.scores[s][i] for s in range(4)]
        lines.append("%4d  %-19s %s" % (i + 1, game.kinds[i],
                                        " ".join("%6d" % p for p in row)))
    lines.append("total %-19s %s" % ("", " ".join("%6d" % t for t in game.totals())))
    if game.is_terminal():
        lines.append("final standings: " + ", ".join(
            "%d. seat %d (%d)" % p for p in game.standings()))
    else:
        lines.append("deal %d of %d in play (%s), seat %d to act" % (
            game.deal_index + 1, len(game.kinds), game.kind(), game.current_player()))
    return "\n".join(lines)


def rollback(args):
    if len(args) != 2:
        raise RefereeError("usage: king rollback POSITION TRICK")
    position = read_position(args[0])
    if position.get("hands") is not None:
        raise RefereeError("rollback is for a table position (hands null)")
    try:
        trick = int(args[1])
    except ValueError:
        raise RefereeError("TRICK must be a number, not %r" % args[1])
    referee = KingReferee.from_dict(position)
    referee.rollback(referee.game.deal_index + 1, trick)
    return format_position(referee.game.to_dict())


COMMANDS = {"new": new, "moves": moves, "apply": apply, "score": score, "rollback": rollback}
