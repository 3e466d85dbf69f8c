"""The few names that differ between MicroPython and CPython, under one spelling.

Shared code imports `const`, `ticks_ms`, `ticks_us` and `ticks_diff` from here instead of from
`micropython` or `time`, so the same file runs on a board and on a computer; `collect`, the
firmware's collection at a quiet moment (MicroPython's `gc.collect`, nothing on CPython);
`forget`, `import_once` and `held`, code that leaves a board's RAM when its work is done;
`import_packed`, an import whose every module is read after a collection;
`kept_file` and `close_kept`, a board's files open one at a time; `words`, a
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
            close_kept()  # (from LittleFS the import opens its file)
            import_packed(self.name)
            self.added = [m for m in _sys.modules if m not in before]
        return self

    def __exit__(self, *exc):
        for name in self.added:
            forget(name)


if _sys.implementation.name == "micropython":
    import builtins as _builtins

    def import_packed(name):
        """Module `name` (dotted) imported with a collection before each module its import
        brings in. On a board each module is read from its file through a buffer (1,148 bytes
        on a Pico's LittleFS) that is garbage once the module is loaded; imported one inside
        another with no collection between, each import's buffer took a block of its own, and
        the holes they left lay between the modules' code (the soak's largest free block at a
        game's start: 4.6 KB of 45 KB free, 96 KB, every module bytecode). Collected first,
        each file's buffer takes the hole the last one left. CPython: a plain import."""
        real = _builtins.__import__

        def each(module, *rest):
            # (`from a import b` asks for "a.b" here too, when b is not yet a's attribute)
            if module not in _sys.modules:
                collect()
            return real(module, *rest)

        try:
            _builtins.__import__ = each
        except AttributeError:  # (a port built without overridable builtins)
            return real(name, None, None, (name,))
        try:
            return real(name, None, None, (name,))
        finally:
            _builtins.__import__ = real
else:

    def import_packed(name):
        """Module `name` (dotted): on a board imported with a collection before each module
        its import brings in (see the MicroPython branch); here a plain import."""
        return __import__(name, None, None, (name,))


def import_once(name):
    """Module `name` (dotted) for the caller's step alone: on MicroPython, unless something
    had imported it already, it leaves sys.modules at once, with the modules its import
    brought in, so their RAM comes back when the caller lets go of it (code that a rare step
    needs: a position's loader, a refusal's wording, a deal). CPython keeps them: RAM is not
    short there, and imports take time."""
    with held(name):
        return __import__(name, None, None, (name,))


# A board's open file takes RAM in one piece (its LittleFS buffer: 1,148 bytes on a Pico). One
# file may stay open past its step: the words' catalogue, read line by line through a frame
# (words/lookup.py puts its close here). It is closed before any other file opens, so that
# file's buffer finds its block (`storage.Files.open`, `held`), and at the frame's end.
kept_file = [None]  # the close of the file kept open, or None


def close_kept():
    """Close the file kept open, if one is."""
    close = kept_file[0]
    if close is not None:
        kept_file[0] = None
        close()


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
