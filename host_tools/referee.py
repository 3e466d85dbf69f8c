"""The referee command line: one entry point for every game's engine.

    python -m host_tools.referee GAME VERB [ARGS ...]

GAME is `treasure`, `king` or `regicide`; each game's verbs (`new`, `moves`, `apply`,
`score`) live in `host_tools/referee_<game>.py`, which defines `COMMANDS`, a dict from verb to
a function taking the remaining arguments and returning the text to print. A position argument
is a JSON file path, or `-` for standard input.

Bad input never shows a traceback: the command prints one line saying what is wrong and exits
with status 2.
"""
import json
import os
import sys

GAMES = ("treasure", "king", "regicide")
USAGE = "usage: python -m host_tools.referee {%s} VERB [ARGS ...]" % ",".join(GAMES)


class RefereeError(Exception):
    """Bad input to the command line: printed as one line, exit status 2."""


def read_position(arg):
    """The JSON object in file `arg` (or standard input for `-`)."""
    try:
        if arg == "-":
            text = sys.stdin.read()
        else:
            with open(arg) as f:
                text = f.read()
    except OSError as e:
        raise RefereeError("cannot read %s: %s" % (arg, e.strerror or e))
    try:
        position = json.loads(text)
    except ValueError as e:
        raise RefereeError("%s is not valid JSON: %s" % ("standard input" if arg == "-" else arg, e))
    if not isinstance(position, dict):
        raise RefereeError("a position must be a JSON object")
    return position


def format_position(position):
    """A position as the notation writes it: JSON with sorted keys."""
    return json.dumps(position, sort_keys=True)


def parse_options(args, spec):
    """Parse `--name value` options. `spec` maps name to (converter, default)."""
    values = {name: default for name, (convert, default) in spec.items()}
    rest = list(args)
    while rest:
        flag = rest.pop(0)
        name = flag[2:].replace("-", "_") if flag.startswith("--") else None
        if name not in spec:
            raise RefereeError("unknown option %s (expected %s)" % (
                flag, ", ".join("--" + n.replace("_", "-") for n in spec)))
        if not rest:
            raise RefereeError("option %s needs a value" % flag)
        raw = rest.pop(0)
        try:
            values[name] = spec[name][0](raw)
        except ValueError:
            raise RefereeError("bad value for %s: %r" % (flag, raw))
    return values


def _game_commands(game):
    if game == "treasure":
        from host_tools import referee_treasure as module
    elif game == "king":
        from host_tools import referee_king as module
    else:
        from host_tools import referee_regicide as module
    return module.COMMANDS


def main(argv):
    if len(argv) < 2 or argv[0] not in GAMES:
        print(USAGE, file=sys.stderr)
        return 2
    game, verb, args = argv[0], argv[1], argv[2:]
    try:
        commands = _game_commands(game)
    except ImportError:
        print("the %s referee is not available yet" % game, file=sys.stderr)
        return 2
    if verb not in commands:
        print("unknown %s command %r (expected one of: %s)"
              % (game, verb, ", ".join(sorted(commands))), file=sys.stderr)
        return 2
    try:
        output = commands[verb](args)
    except (RefereeError, ValueError) as e:
        print("error: %s" % e, file=sys.stderr)
        return 2
    if output:
        try:
            print(output)
            sys.stdout.flush()
        except BrokenPipeError:  # the reader stopped early (`| head`): not an error
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
    return 0


if __name__ == "__main__":
    # Run the imported module's main, not this __main__ copy: the game modules raise the
    # imported module's RefereeError, which this copy's `except` would not recognise.
    from host_tools import referee

    sys.exit(referee.main(sys.argv[1:]))
