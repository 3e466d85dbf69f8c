"""The few names that differ between MicroPython and CPython, under one spelling.

Shared code imports `const`, `ticks_ms`, `ticks_us` and `ticks_diff` from here instead of from
`micropython` or `time`, so the same file runs on a board and on a computer; `collect`, the
firmware's collection at a quiet moment (MicroPython's `gc.collect`, nothing on CPython);
`forget`, `import_once` and `held`, code that leaves a board's RAM when its work is done;
`keep_file_room`, `give_file_room` and `close_lent_file`, a block kept for a file's buffer;
`words`, a
table of 4-byte numbers read in place from a `bytes` constant; and `ptr8` / `ptr32`, the viper
emitter's casts, for a module that is compiled with `mpy-cross -X emit=viper` on one board and
runs as bytecode everywhere else.

And an engine's refusal, the one form every engine gives it (`refuse`, `english`): kept here,
in the module every engine already has in RAM, so that a refusal's code never asks a board for
a file buffer of its own (a module of two functions imported from LittleFS took a 1,148-byte
buffer that a 96 KB heap had no hole for, issue 38). A refusal says why a move or an entry is
not legal, as a code the device's screens word in the language of Settings and the command
line says in English. It is a tuple `(code, values)`:
- `code` is the English sentence with a `%s` for each value ("%s must follow suit %s"). It is
  the key of the screens' catalogues (words/<lang>_<area>.txt), as every English line is.
- `values` is a tuple of notation words, one for each `%s`: a card ("QH", "TC"), cards joined
  by "+" ("4S+4H"), a suit letter ("C"), a seat ("seat 2", counted from 0), a number ("3"), or
  a word of the notation as it is.
`english` is its one line for the command line and the tests; firmware/wording.py's `said`
words it for a screen (cards as glyphs, seats by name, the sentence in the language).
"""
import sys as _sys

try:
    from micropython import const
except ImportError:  # CPython

    def const(value):  # type: ignore[misc] # (micropython.const's stand-in)
        """Stand-in for micropython.const: the value itself."""
        return value


try:
    from time import ticks_diff, ticks_ms, ticks_us  # type: ignore[attr-defined] # MicroPython's
except ImportError:  # CPython
    from time import monotonic_ns as _monotonic_ns

    def ticks_ms():
        """Milliseconds from an arbitrary start, like MicroPython's time.ticks_ms."""
        return (_monotonic_ns() // 1000000) & 0x3FFFFFFF

    def ticks_us():
        """Microseconds from an arbitrary start, like MicroPython's time.ticks_us."""
        return (_monotonic_ns() // 1000) & 0x3FFFFFFF

    def ticks_diff(end, start):
        """Signed difference of two ticks_ms values, wrap-around safe."""
        diff = (end - start) & 0x3FFFFFFF
        return diff - 0x40000000 if diff & 0x20000000 else diff


if _sys.implementation.name == "micropython":
    from gc import collect
else:

    def collect():  # type: ignore[misc] # (gc.collect's stand-in)
        """Nothing: the firmware collects so that MicroPython's small heap has whole blocks
        free; CPython frees by reference counting, and a full collection there walks every
        object of the process (of a test run: seconds per hundred saves)."""


def forget(name):
    """Remove module `name` from sys.modules and from its package: once nothing else holds
    its objects, the next collection frees its RAM (its code, when imported from files)."""
    del _sys.modules[name]
    package, _, short = name.rpartition(".")
    try:  # the package keeps a reference too
        delattr(_sys.modules[package], short)
    except (AttributeError, KeyError, TypeError):
        pass


class held:
    """`with held(name):` module `name` (dotted) stays imported for the block, so that the
    block's `import_once(name)` calls find it instead of loading it again (a replay that
    scores several deals), and it is loaded at the block's start, at a moment the caller
    chooses (before a file is opened: from LittleFS an import needs a file buffer of its own).
    On MicroPython, what the block's start imported leaves sys.modules after the block."""

    def __init__(self, name):
        self.name = name
        self.added = ()

    def __enter__(self):
        if self.name not in _sys.modules and _sys.implementation.name == "micropython":
            # Collected first: what an import keeps for good (the names it interns, a new
            # table of names) then lands in the lowest free blocks, not above a game's
            # uncollected garbage, where it would split the free heap for the rest of the
            # evening (the soak's largest block, docs/benchmarks.md).
            collect()
            before = list(_sys.modules)
            give_file_room()  # (from LittleFS the import opens its file)
            __import__(self.name)
            self.added = [m for m in _sys.modules if m not in before]
        return self

    def __exit__(self, *exc):
        for name in self.added:
            forget(name)


def import_once(name):
    """Module `name` (dotted) for the caller's step alone: on MicroPython, unless something
    had imported it already, it leaves sys.modules at once, with the modules its import
    brought in, so their RAM comes back when the caller lets go of it (code that a rare step
    needs: a position's loader, a refusal's wording, a deal). CPython keeps them: RAM is not
    short there, and imports take time."""
    with held(name):
        return __import__(name, None, None, (name,))


# A block kept for the buffer of the next file a board opens from its LittleFS (1,148 bytes in
# one piece on a Pico), let go just before the open: a game that has filled its heap in small
# pieces still finds one for its save, its record or its words (the soaks' MemoryErrors,
# issue 35). The size is the board's (its FILE_BUFFER); 0 keeps nothing (a computer's files).
# A file kept open for the frame (the words' catalogue, read line by line) is lent the block:
# it is closed when another file needs the block, and at the frame's end.
_room = [0, None, None]  # the size, the block kept, the close of the file lent it


def close_lent_file():
    """Close the file lent the block, if one is (before its module leaves RAM)."""
    close = _room[2]
    if close is not None:
        _room[2] = None
        close()


def keep_file_room(size=None):
    """Keep the block if it is not kept (`App.tick`, after each frame: a file lent it is
    closed first; `size` is set once at power-on). With no hole for it now, the next frame
    tries again."""
    close_lent_file()
    if size is not None:
        _room[0] = size
    if _room[1] is None and _room[0]:
        try:
            _room[1] = bytearray(_room[0])
        except MemoryError:
            pass


def give_file_room(close=None):
    """Let the kept block go: called just before a file is opened, after any collection, so
    the file's buffer, finding no other hole, collects and takes the block's. A file lent it
    before is closed; `close`, if given, closes the file now opened, which may stay open
    until the frame ends or another file needs the block."""
    close_lent_file()
    if _room[1] is not None:
        _room[1] = None
        _overwrite(8)
    _room[2] = close


def _overwrite(depth):
    """Calls `depth` deep, each with a few locals: the C stack below the caller, where the
    open's allocation and its collection will run, is written over. MicroPython's collector
    takes any word on the stack that looks like a pointer for one: a stale copy of the block's
    address, left there by an earlier call, kept the block from being freed (the unix port:
    3 heap layouts in 60; tests/firmware/test_firmware_storage.py)."""
    a = b = c = d = None
    if depth:
        _overwrite(depth - 1)
    return a, b, c, d


try:
    import uctypes

    def words(data):
        """`data` (bytes of 4-byte little-endian unsigned numbers) as an indexable table, read
        in place: a constant of a module in ROMFS stays in flash (an `array` would copy it into
        the heap). The view does not keep `data` alive: its module must."""
        layout = {"w": (uctypes.ARRAY | 0, uctypes.UINT32 | (len(data) // 4))}
        return uctypes.struct(uctypes.addressof(data), layout, uctypes.LITTLE_ENDIAN).w
except ImportError:  # CPython

    def words(data):
        """`data` (bytes of 4-byte little-endian unsigned numbers) as an indexable table."""
        if _sys.byteorder != "little":
            raise ValueError("words() reads little-endian tables on a little-endian host")
        return memoryview(data).cast("I")


# In a module compiled with the viper emitter the compiler itself turns any call of a global
# named ptr8 or ptr32 into a cast to a raw pointer (bytes, 32-bit words), whatever the name is
# bound to; this binding is what every other runtime calls, and MicroPython has no such
# built-in outside viper code.
def ptr8(table):
    """`table` (bytes, bytearray): viper's byte pointer on it; elsewhere `table` itself."""
    return table


def ptr32(table):
    """`table` (an `array('I')` or a `words` view): viper's 32-bit word pointer on it;
    elsewhere `table` itself."""
    return table


def refuse(code, *values):
    """The refusal `code` naming `values` (each made a string)."""
    return code, tuple([str(v) for v in values])


def english(refusal):
    """The refusal's one English line ("seat 2 must follow suit C")."""
    code, values = refusal
    return code % values if values else code
