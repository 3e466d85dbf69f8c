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


# The longest position any game writes is 1.4 KB (King: the hands, a full auction, 12 tricks
# and 9 deals' scores; a table companion as long; Regicide 0.7 KB, Kings and Treasures 0.6 KB:
# the largest over random whole games), 4.8 KB indented by 4; a King table position's
# `previous_deal` adds 0.4 KB. Even a King position holding a whole game's moves (10 deals of
# 52 cards and their auctions) would be under 16 KB indented. So 64 KB is four times anything
# real: a larger input is refused at once, and never read whole (a 50 MB one took 13 s and
# 1.6 GB of memory before it was refused as a position).
MAX_POSITION_BYTES = 64 * 1024


def read_position(arg):
    """The JSON object in file `arg` (or standard input for `-`): UTF-8 text of at most
    MAX_POSITION_BYTES bytes."""
    source = "standard input" if arg == "-" else arg
    try:
        if arg == "-":
            # the bytes, decoded here: sys.stdin's own decoding lets bad UTF-8 through
            # (surrogateescape); a test's StringIO has no buffer and gives text
            data = getattr(sys.stdin, "buffer", sys.stdin).read(MAX_POSITION_BYTES + 1)
        else:
            with open(arg, "rb") as f:
                data = f.read(MAX_POSITION_BYTES + 1)
    except OSError as e:
        raise RefereeError("cannot read %s: %s" % (arg, e.strerror or e))
    if len(data) > MAX_POSITION_BYTES:
        raise RefereeError("%s is larger than any position (more than %d KB)"
                           % (source, MAX_POSITION_BYTES // 1024))
    try:
        text = data.decode("utf-8") if isinstance(data, bytes) else data
    except UnicodeDecodeError:
        raise RefereeError("%s is not UTF-8 text" % source)
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


BOT_LEVELS = ("easy", "normal", "hard")


def take_level(args):
    """A bot verb's `--level LEVEL` (one of BOT_LEVELS) taken out of `args`: (the level,
    "normal" without the option; the other arguments)."""
    rest = list(args)
    if "--level" not in rest:
        return "normal", rest
    i = rest.index("--level")
    if i + 1 >= len(rest):
        raise RefereeError("option --level needs a value: easy, normal or hard")
    level = rest[i + 1]
    del rest[i:i + 2]
    if level not in BOT_LEVELS:
        raise RefereeError("no bot level %r: easy, normal or hard" % (level,))
    return level, rest


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
