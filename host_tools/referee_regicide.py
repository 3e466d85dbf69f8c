"""Regicide verbs of the referee command line (`python -m host_tools.referee regicide VERB`).

    new [--players N] [--seed S] [--solo-yield never|always|not_twice] [--jester-self true|false]
        a freshly dealt position (JSON)
    moves POSITION            the legal moves, one per line (cards of a play joined with +)
    apply POSITION MOVE ...   the position after the moves (`5S+5H`, `yield`, `pay 9S+3D`, ...)
    score POSITION            phase, won, enemies defeated, solo grade, reason for a loss (JSON)
    hint POSITION [--level easy|normal|hard]
                              the bot's move for the seat to act (the bot of that level:
                              normal by default)

The table companion (a real-card game: hands unknown, see `shared_rules/regicide/companion.py`):

    table-new [--players N] [--solo-yield ...] [--jester-self ...]   a companion (JSON)
    table-apply COMPANION STEP ...   the companion after the steps; what the table must do goes
                                     to standard error. Steps: `reveal JD`, `play 5S+5H`,
                                     `play JK`, `yield`, `pay 9S+3D`, `cannot-pay 2S+3D`,
                                     `next 2`, `flip` (a step and its cards may be one word
                                     or two)
    table-where COMPANION            every card and where the table can find it

POSITION is a JSON file in the rules page's notation, or `-` for standard input. Once the game
is won or lost `moves` prints nothing on standard output and "game over" on standard error.
"""
import json

from host_tools.referee_io import (RefereeError, format_position, game_over, parse_bool,
                                   parse_options, read_position)
from host_tools.referee_io import notice, take_level
from shared_rules.regicide import game as R
from shared_rules.regicide import bot as B
from shared_rules.regicide.companion import TableCompanion
from shared_rules.compat import english

_bool = parse_bool


def _load(args, verb):
    if not args:
        raise RefereeError("regicide %s needs a POSITION (a JSON file or -)" % verb)
    return R.Regicide.from_dict(read_position(args[0]))


def cmd_new(args):
    opts = parse_options(args, {"players": (int, 1), "seed": (int, 0),
                                "solo_yield": (str, "never"), "jester_self": (_bool, True)})
    g = R.new_game(opts["seed"], players=opts["players"], solo_yield=opts["solo_yield"],
                   jester_self=opts["jester_self"])
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
    level, args = take_level(args)
    g = _load(args, "hint")
    if len(args) > 1:
        raise RefereeError("regicide hint takes one POSITION (and --level)")
    if g.is_terminal():
        raise RefereeError("the game is over (%s)" % g.phase)
    return R.move_text(B.choose(g.view(g.turn), level))


def _table_options(args):
    return parse_options(args, {"players": (int, 1), "solo_yield": (str, "never"),
                                "jester_self": (_bool, True)})


def cmd_table_new(args):
    opts = _table_options(args)
    t = TableCompanion(opts["players"], opts["solo_yield"], opts["jester_self"])
    return format_position(t.to_dict())


def _companion(args, verb):
    if not args:
        raise RefereeError("regicide %s needs a COMPANION (a JSON file or -)" % verb)
    d = read_position(args[0])
    if d.get("game") != "regicide-companion":
        raise RefereeError("not a table companion (game is %r)" % (d.get("game"),))
    return TableCompanion.from_dict(d)


_STEP_ARGUMENT = ("reveal", "play", "pay", "cannot-pay", "next")


def _steps(words):
    """(step, argument or None) from the command words: `pay 9S+3D` as one word or two."""
    out = []
    i = 0
    while i < len(words):
        parts = words[i].split()
        if len(parts) == 1 and parts[0] in _STEP_ARGUMENT and i + 1 < len(words) and \
                words[i + 1].split()[0] not in _STEP_ARGUMENT + ("yield", "flip"):
            parts.append(words[i + 1])
            i += 1
        i += 1
        if not parts or len(parts) > 2:
            raise RefereeError("a step is a word and at most one argument, not %r" % words[i - 1])
        out.append((parts[0], parts[1] if len(parts) == 2 else None))
    return out


def _step(t, step, arg):
    if step in ("yield", "flip"):
        if arg is not None:
            raise RefereeError("%s takes no cards" % step)
        return t.yield_turn() if step == "yield" else t.flip()
    if step == "cannot-pay":
        return t.cannot_pay(arg)
    if step not in _STEP_ARGUMENT:
        raise RefereeError("unknown step %r (reveal, play, yield, pay, cannot-pay, next, flip)"
                           % step)
    if arg is None:
        raise RefereeError("%s needs %s" % (step, "a seat" if step == "next" else "cards"))
    if step == "next":
        try:
            seat = int(arg)
        except ValueError:
            raise RefereeError("next needs a seat number, not %r" % arg)
        return t.choose_next(seat)
    return {"reveal": t.reveal, "play": t.play, "pay": t.pay}[step](arg)


def cmd_table_apply(args):
    t = _companion(args, "table-apply")
    if len(args) < 2:
        raise RefereeError("regicide table-apply needs at least one STEP after the COMPANION")
    said = []
    for i, (step, arg) in enumerate(_steps(args[1:])):
        try:
            said += _step(t, step, arg)
        except ValueError as e:
            raise RefereeError("step %d (%s%s): %s" % (i + 1, step, " " + arg if arg else "",
                                                       e))
    for line in said:
        notice(english(line))
    return format_position(t.to_dict())


def cmd_table_where(args):
    t = _companion(args, "table-where")
    if len(args) > 1:
        raise RefereeError("regicide table-where takes one COMPANION")
    return "\n".join("%s: %s" % pair for pair in t.where())


COMMANDS = {"new": cmd_new, "moves": cmd_moves, "apply": cmd_apply, "score": cmd_score,
            "hint": cmd_hint, "table-new": cmd_table_new, "table-apply": cmd_table_apply,
            "table-where": cmd_table_where}
