"""What every game of the referee command line shares: reading a position, writing one,
parsing `--name value` options, and the notices that go to standard error.

The dispatcher (`host_tools/referee.py`) and the game modules (`referee_king.py`,
`referee_regicide.py`, `referee_treasure.py`) all import from here and never from each other.
`RefereeError` is a ValueError, so the dispatcher's one `except ValueError` prints any bad
input as one line.
"""
import json
import sys


class RefereeError(ValueError):
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
    except UnicodeDecodeError:
        raise RefereeError("%s is not UTF-8 text" % ("standard input" if arg == "-" else arg))
    source = "standard input" if arg == "-" else arg
    try:
        position = json.loads(text)
    except RecursionError:
        raise RefereeError("%s is nested too deeply to be a position" % source)
    except ValueError as e:
        raise RefereeError("%s is not valid JSON: %s" % (source, e))
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


def parse_bool(text):
    """true/yes/on/1 or false/no/off/0 (for options such as `--quick true`)."""
    if text in ("true", "yes", "on", "1"):
        return True
    if text in ("false", "no", "off", "0"):
        return False
    raise ValueError(text)


def notice(text):
    """A line for the person at the terminal, on standard error (standard output stays data)."""
    sys.stderr.write(text + "\n")


def game_over():
    """What `moves` prints once the game has ended: nothing on standard output, "game over" on
    standard error (exit status 0), so a script reading moves reads none."""
    notice("game over")
    return ""
