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
    king bot POSITION [--level easy|normal|hard]
                                 the bot's move for the seat to act, from that seat's view
                                 (the bot of that level: normal by default)
    king rollback POSITION [DEAL] TRICK
                                 a table position taken back to the start of TRICK of DEAL
                                 (after a reported violation): the current deal by default,
                                 or the deal before it when the position carries its moves

POSITION is a JSON file or `-` (standard input). `--table true` starts a game for a real table:
hands unknown (null), cards entered as played; `apply` then also reports on standard error any
revoke or forbidden lead the cards prove, naming the deal and trick to go back to. When a deal
ends, `apply` writes its moves into the position (`previous_deal`: {"deal": N, "moves": [...]},
ignored by the engine's loader), so a fault the deal's last card proves can still be rolled
back, as the table referee on the device does it (it keeps the moves since the previous deal's
start).
"""
import sys

from host_tools.referee_io import (RefereeError, format_position, game_over, parse_bool,
                                   parse_options, read_position, take_level)
from shared_rules import cards
from shared_rules.king import bot as king_bot
from shared_rules.king.game import King, move_text, new_game
from shared_rules.king.rules import PLAY
from shared_rules.king.referee import KingReferee
from shared_rules.king.referee_replay import deal_moves

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
    game = new_game(o["seed"], options, o["dealer"], referee=o["table"])
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
    return "\n".join(move_text(m) for m in game.legal_moves())


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
        return _table_apply(position, args[1:])
    game = King.from_dict(position)
    for move in args[1:]:
        game.apply(move)
    return format_position(game.to_dict())


def _table_apply(position, moves):
    """`apply` at a real table: the violations on standard error, and the moves of the last
    deal that ended carried in the position (`previous_deal`) for `rollback`."""
    referee = _table_referee(position)
    previous = position.get("previous_deal")
    for move in moves:
        game = referee.game
        deal, in_play, before = game.deal_index, game.phase == PLAY, deal_moves(game)
        for v in referee.apply(move):
            sys.stderr.write("violation: %s (go back to deal %d, trick %d)\n"
                             % (v["message"], v["deal"], v["trick"]))
        if referee.game.deal_index != deal:
            before.append(cards.parse(move) if in_play else move)
            previous = {"deal": deal + 1,
                        "moves": [cards.token(m) if isinstance(m, int) else m for m in before]}
    return _table_position(referee, previous)


def _table_position(referee, previous):
    position = referee.game.to_dict()
    if previous is not None:
        position["previous_deal"] = previous
    return format_position(position)


def _table_referee(position):
    """The referee at a table position (hands null). When the position carries the moves of the
    deal before (`previous_deal`), that deal is replayed first from its start, then the current
    deal: the referee can roll back into either, as the engine can for the last two deals."""
    previous = position.get("previous_deal")
    if previous is None:
        return KingReferee.from_dict(position)
    game = King.from_dict(position)
    if game.hands is not None:
        raise RefereeError("previous_deal is for a table position (hands null)")
    number = game.deal_index  # the deal before the current one (1-based)
    if not (isinstance(previous, dict) and type(previous.get("deal")) is int and
            previous["deal"] == number >= 1):
        raise RefereeError("previous_deal must be {\"deal\": %d, \"moves\": [...]}" % number
                           if number >= 1 else "deal 1 has no previous_deal")
    moves = previous.get("moves")
    if not (isinstance(moves, list) and all(isinstance(m, str) for m in moves)):
        raise RefereeError("previous_deal moves must be a list of cards and auction words")
    referee = KingReferee(game=King.table_at_deal(game.options, game.first_dealer, number,
                                                  [s[:number - 1] for s in game.scores]))
    for i, move in enumerate(moves):
        if referee.game.deal_index != number - 1:
            raise RefereeError("previous_deal: deal %d is over before move %d (%s)"
                               % (number, i + 1, move))
        try:
            referee.apply(move)
        except ValueError as e:
            raise RefereeError("previous_deal move %d (%s): %s" % (i + 1, move, e))
    if referee.game.deal_index != number or \
            referee.game.scores != [s[:number] for s in game.scores]:
        raise RefereeError("previous_deal does not lead to this position (its moves do not "
                           "end deal %d with the position's scores)" % number)
    for move in deal_moves(game):
        referee.apply(move)
    return referee


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


def bot(args):
    level, args = take_level(args)
    if len(args) != 1:
        raise RefereeError("usage: king bot POSITION [--level easy|normal|hard]")
    game = King.from_dict(read_position(args[0]))
    if game.is_terminal():
        return game_over()
    if game.hands is None:
        raise RefereeError("a table position (hands null) has no hand for a bot to play")
    return move_text(king_bot.choose(game.view(game.current_player()), level))


def _number(text, name):
    try:
        return int(text)
    except ValueError:
        raise RefereeError("%s must be a number, not %r" % (name, text))


def rollback(args):
    if len(args) not in (2, 3):
        raise RefereeError("usage: king rollback POSITION [DEAL] TRICK")
    position = read_position(args[0])
    if position.get("hands") is not None:
        raise RefereeError("rollback is for a table position (hands null)")
    trick = _number(args[-1], "TRICK")
    referee = _table_referee(position)
    current = referee.game.deal_index + 1
    deal = _number(args[1], "DEAL") if len(args) == 3 else current
    previous = position.get("previous_deal")
    if deal == current - 1 and previous is None:
        raise RefereeError("deal %d cannot be rolled back: the position does not carry its "
                           "moves (previous_deal, written by apply when the deal ends)" % deal)
    try:
        referee.rollback(deal, trick)
    except ValueError as e:
        if len(args) == 3 or previous is None or trick < 1:
            raise
        raise RefereeError("%s (deal %d's trick %d: king rollback POSITION %d %d)"
                           % (e, current - 1, trick, current - 1, trick))
    # back in the deal before, the position no longer knows the one before that (neither
    # does the engine: it rolls back into the last two deals)
    still = referee.game.deal_index + 1 == current
    return _table_position(referee, previous if still else None)


COMMANDS = {"new": new, "moves": moves, "apply": apply, "score": score, "rollback": rollback,
            "bot": bot}
