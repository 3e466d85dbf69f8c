"""The referee command line: one entry point for every game's engine.

    python -m host_tools.referee GAME VERB [ARGS ...]

GAME is `treasure`, `king` or `regicide`; each game's verbs (`new`, `moves`, `apply`,
`score`) live in `host_tools/referee_<game>.py`, which defines `COMMANDS`, a dict from verb to
a function taking the remaining arguments and returning the text to print; its docstring is
the game's usage, which `GAME --help` and `GAME VERB --help` print (`-h` too; `--help` alone
prints this command's). A position argument is a JSON file path, or `-` for standard input.

What the games share (reading and writing positions, options, notices) is in
`host_tools/referee_io.py`; this module only dispatches.

Bad input never shows a traceback: the command prints one line saying what is wrong and exits
with status 2 (a position nested too deeply for the parser or the engine included). `moves` on
a finished game prints nothing on standard output, "game over" on standard error, and exits 0.
"""
import importlib
import os
import sys

from host_tools.referee_io import RefereeError  # noqa: F401 (the error every game raises)

# each game's verbs, in its own module (imported for the command alone)
GAMES = {"treasure": "host_tools.referee_treasure", "king": "host_tools.referee_king",
         "regicide": "host_tools.referee_regicide"}
USAGE = "usage: python -m host_tools.referee {%s} VERB [ARGS ...]" % ",".join(GAMES)
HELP = USAGE + """

A game's verbs: python -m host_tools.referee GAME --help. A position argument is a JSON file
path, or - for standard input. Bad input prints one line on standard error and exits with
status 2."""
HELP_FLAGS = ("--help", "-h")


def main(argv):
    if argv[:1] and argv[0] in HELP_FLAGS:
        print(HELP)
        return 0
    if len(argv) < 2 or argv[0] not in GAMES:
        print(USAGE, file=sys.stderr)
        return 2
    game, verb, args = argv[0], argv[1], argv[2:]
    module = importlib.import_module(GAMES[game])
    commands = module.COMMANDS
    # `king --help`, `king apply --help`: the game's usage (its module docstring: every verb)
    if verb in HELP_FLAGS or (verb in commands and args[:1] and args[0] in HELP_FLAGS):
        print("usage: python -m host_tools.referee %s VERB [ARGS ...]\n\n%s"
              % (game, module.__doc__.strip()))
        return 0
    if verb not in commands:
        print("unknown %s command %r (expected one of: %s)"
              % (game, verb, ", ".join(sorted(commands))), file=sys.stderr)
        return 2
    try:
        output = commands[verb](args)
    except ValueError as e:  # RefereeError included: it is a ValueError
        print("error: %s" % _one_line(str(e)), file=sys.stderr)
        return 2
    except RecursionError:
        print("error: the position is nested too deeply", file=sys.stderr)
        return 2
    if output:
        try:
            print(output)
            sys.stdout.flush()
        except BrokenPipeError:  # the reader stopped early (`| head`): not an error
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
    return 0


def _one_line(text):
    """A message on one line, at most 300 characters (an echoed bad value can be huge)."""
    text = " ".join(text.split())
    return text if len(text) <= 300 else text[:297] + "..."


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
