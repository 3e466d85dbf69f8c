"""Saving on flash so a power cut loses nothing: temp file, close, rename; checksum; fallback.

A save is one text file: a header line `RGL <version> <checksum> <length>` and a JSON body.
`save(name, obj)` writes `name.tmp`, closes it, moves the old `name` to `name.bak`, then
renames `name.tmp` over `name` (littlefs renames atomically). `load(name)` finishes a save a
power cut stopped before it returns anything: a whole `name.tmp` (its checksum holds: only a
save that wrote it to the end leaves one, so it is the newest copy) is renamed into place as
the save does, a partial one is removed; then it returns the newest good copy, `name`, else
`name.bak`, or None. So a save starts with no `.tmp` of value to overwrite, and after any power
cuts, at any step of any number of saves with a reboot (a load) after each cut, a load gives
the newest save or the one before it. All file access goes through a `Files` object, so tests
can put one in RAM (`tests/support/memory_files.py`) or one that fails at any step.
"""
import json
import os

from shared_rules.compat import close_kept, collect

FORMAT_VERSION = 1
# The device's own files beside the games' saves: the settings (menu/settings.py), and the
# game menu's choice kept across a restart into a fresh heap (firmware/restart.py).
SETTINGS_FILE = "settings.sav"
RESTART_FILE = "restart.txt"
CLOCK_FILE = "clock.txt"  # at the flash's root: the time `make deploy` leaves (boards/clock.py)
# In the saves' folder, left by `make deploy` (and a new simulator): the first power-on asks the
# language, starting on the one it names (menu/power_on.py, firmware/game_menu.py)
FIRST_BOOT_FILE = "language.txt"
_LINE = 128  # a long string's pieces, in characters


class Files:
    """The few file operations saving needs, inside one folder (a board's SAVE_DIR)."""

    def __init__(self, folder):
        self.folder = folder if folder.endswith("/") else folder + "/"

    def path(self, name):
        return self.folder + name

    def open(self, name, mode):
        if "w" in mode:
            self._ensure_folder()
        close_kept()  # (one file open at a time: shared_rules/compat.py)
        return open(self.path(name), mode)

    def _ensure_folder(self):
        """Create the folder on first write if it is missing."""
        folder = self.folder.rstrip("/")
        if folder:
            try:
                os.stat(folder)
            except OSError:
                os.mkdir(folder)

    def rename(self, old, new):
        os.rename(self.path(old), self.path(new))

    def remove(self, name):
        os.remove(self.path(name))

    def exists(self, name):
        try:
            os.stat(self.path(name))
            return True
        except OSError:
            return False


def _sums(s, a, b):
    # On MicroPython a str lends its UTF-8 bytes (read in place, no copy); when they are its
    # characters (ASCII, as a save's JSON nearly always is) they are summed 512 at a time, a
    # reduction after each run: the same sums (a < 2**18, b < 2**27 in between: small ints),
    # ~5x faster (the settings' 270 characters took 10 ms of a Pico's power-on). CPython's str
    # lends no bytes: there, and for a text beyond ASCII, character by character.
    try:
        data = memoryview(s)
    except TypeError:
        data = None
    if data is not None and len(data) == len(s):
        for i in range(0, len(data), 512):
            for c in data[i:i + 512]:
                a += c
                b += a
            a %= 32749
            b %= 32749
        return a, b
    for ch in s:
        a = (a + ord(ch)) % 32749
        b = (b + a) % 32749
    return a, b


def checksum(s):
    """A Fletcher-style sum of the text's characters, below 2**30 on every runtime."""
    a, b = _sums(s, 1, 0)
    return (b << 15) | a


def pieces(obj, depth=3):
    """The JSON text of `obj` in pieces, dicts and lists opened `depth` levels deep, long
    strings cut, bytes as their hex text: a save's text never has to be one string in RAM
    (json.dumps of a whole game is a few KB, and twice that while it grows; the undo lists'
    steps go one by one and each step's parts apart, so a snapshot's long text is cut too,
    a game's moves in lines)."""
    if isinstance(obj, (bytes, bytearray)):
        # Bytes (a game's moves, one byte each) as their hex text, never whole: it reads back
        # as that text (`bytes.fromhex`).
        yield '"'
        for i in range(0, len(obj), _LINE // 2):
            yield obj[i:i + _LINE // 2].hex()
        yield '"'
    elif isinstance(obj, str) and len(obj) > _LINE:
        # JSON escapes character by character: the pieces of the slices are the whole text.
        yield '"'
        for i in range(0, len(obj), _LINE):
            yield json.dumps(obj[i:i + _LINE])[1:-1]
        yield '"'
    elif depth and isinstance(obj, dict):
        yield "{"
        sep = ""
        for key in obj:
            yield sep + json.dumps(key) + ": "
            for piece in pieces(obj[key], depth - 1):
                yield piece
            sep = ", "
        yield "}"
    elif depth and isinstance(obj, list) and not _numbers(obj):
        # (a list of numbers goes whole: its text is short, and a piece per number is slow;
        # a list that only starts with one, as a deal's start [moves, deal, position], opens)
        yield "["
        sep = ""
        for item in obj:
            if sep:
                yield sep
            for piece in pieces(item, depth - 1):
                yield piece
            sep = ", "
        yield "]"
    else:
        yield json.dumps(obj)


def _numbers(items):
    """True for an empty list or one of numbers only (true/false/null count as numbers)."""
    for x in items:
        if x is not None and not isinstance(x, int):
            return False
    return True


def _decode(head, body):
    """The object in a save file's header line and body, or None if it is damaged or of
    another version."""
    head = head.split(" ")
    if len(head) != 4 or head[0] != "RGL":
        return None
    try:
        version, check, length = int(head[1]), int(head[2]), int(head[3])
    except ValueError:
        return None
    if version != FORMAT_VERSION or length != len(body) or check != checksum(body):
        return None
    try:
        return json.loads(body)
    except ValueError:
        return None


def open_ahead(files, name):
    """The file of a save to come, opened now (`save(files, name, obj, f)` writes and closes
    it): for a caller about to rebuild its state, so the file's buffer takes its whole hole
    while the old state's RAM is free (collected by the caller: it has just let that state
    go). A cut before that save leaves a `.tmp` whose checksum fails: `load` passes over it."""
    return files.open(name + ".tmp", "w")


def save_made(files, name, make):
    """Save the object `make()` returns, its file opened before it is made: the file's buffer
    (1.1 KB in one piece on a board's littlefs) takes its hole while the heap is whole, before
    the object's pieces spread over it (a game's position dict, made only to be saved)."""
    collect()
    f = open_ahead(files, name)
    try:
        obj = make()
    except BaseException:
        f.close()
        raise
    save(files, name, obj, f)


# Steps of one save, in order; the fault-injection test fails at each.
def save(files, name, obj, f=None):
    # Collected before each pass: the garbage left while `obj` was built, then the checksum
    # pass's pieces, so the file's buffer (1.1 KB in one piece on a board's littlefs: where a
    # tight heap fails first, docs/benchmarks.md) finds a whole hole.
    collect()
    try:
        a, b, length = 1, 0, 0
        for piece in pieces(obj):  # the checksum first: the header comes before the body
            a, b = _sums(piece, a, b)
            length += len(piece)
        if f is None:
            collect()
            f = files.open(name + ".tmp", "w")
        # Written in pieces of about 256 characters, as a board's flash writes go; a cut may
        # leave any prefix.
        f.write("RGL %d %d %d\n" % (FORMAT_VERSION, (b << 15) | a, length))
        chunk = []
        size = 0
        for piece in pieces(obj):
            if size and size + len(piece) >= 256:
                f.write("".join(chunk))
                chunk = []
                size = 0
            if len(piece) >= 256:
                f.write(piece)  # a long piece as it is: joined, it would be copied
            else:
                if len(chunk) == 16:  # the list stays small: its pieces so far joined
                    chunk = ["".join(chunk)]
                chunk.append(piece)
                size += len(piece)
        if chunk:
            f.write("".join(chunk))
    finally:
        if f is not None:
            f.close()
    _settle(files, name)


def _settle(files, name):
    """The whole `.tmp` made the save, the save before it the `.bak`. A cut between the two
    renames leaves the `.tmp` and the `.bak`: the next load settles it again."""
    if files.exists(name):
        files.rename(name, name + ".bak")
    files.rename(name + ".tmp", name)


def _read(files, name):
    try:
        f = files.open(name, "r")
    except OSError:
        return None
    try:
        # The header line, then the body read on its own: the file's text is never in RAM
        # twice (a save with its undo steps is a few KB).
        head = f.readline()
        if not head.endswith("\n"):
            return None
        return _decode(head[:-1], f.read())
    except (OSError, ValueError):
        return None
    finally:
        f.close()


def load(files, name):
    """The newest good copy of a save, or None; a `.tmp` found is settled first (the module's
    docstring): a whole one becomes the save, a partial one (a cut during a write, a full
    flash) is removed."""
    if not has_save(files, name):
        return None  # no collect: a boot without settings saved stays quick
    collect()  # the file's buffer and the save's text need whole blocks (see save)
    if files.exists(name + ".tmp"):
        obj = _read(files, name + ".tmp")
        try:
            if obj is None:
                files.remove(name + ".tmp")
            else:
                _settle(files, name)
        except OSError:
            pass  # a flash that refuses keeps its files: this load still reads the newest
        if obj is not None:
            return obj
    for candidate in (name, name + ".bak"):
        obj = _read(files, candidate)
        if obj is not None:
            return obj
    return None


def has_save(files, name):
    return files.exists(name) or files.exists(name + ".tmp") or files.exists(name + ".bak")


def delete(files, name):
    """Every copy of a save removed, the save itself last: a cut or a refusal half-way leaves
    the game as it was (OSError is the caller's to say)."""
    for candidate in (name + ".bak", name + ".tmp", name):
        if files.exists(candidate):
            files.remove(candidate)
