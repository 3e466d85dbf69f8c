"""A line of the language of Settings, read from its catalogue on flash (docs/languages.md,
"How the device speaks"): the one module a mode holds for its words.

A catalogue is a data file beside this module, words/<lang>_<area>.txt, made by
host_tools/make_words.py: a head line (the count of lines and where the index starts, 4 hex
digits each), a sorted index of fixed 10-byte entries ("hhhh oooo\\n": the hash of an English
line, the offset of its record) and the records ("English\\nLanguage\\n"). A lookup hashes the
English line, finds its entries by seeking in the index (read into one small buffer), and reads
the record's two lines: no catalogue text in RAM, no large block needed. The file (a LittleFS
file's buffer: 1,148 bytes on a Pico, in one piece) stays open for the frame's other lookups
(shared_rules/compat.py's `kept_file`: one open a frame, not one a line) and is closed at the
frame's end, or before any other file opens (a save, an import), whose buffer then finds its
block.
English looks nothing up: nothing here is imported.
"""
from shared_rules.compat import close_kept, const, kept_file

_ENTRY = const(10)  # an index entry: "hhhh oooo\n"
# the folder of the catalogues: this module's (a .py or .mpy on any filesystem)
_HERE = __file__[:max(__file__.rfind("/"), __file__.rfind("\\")) + 1]

_buf = bytearray(_ENTRY)  # the head's or an index entry's bytes, read in place
_file = None  # the catalogue open (its area's), or None
_name = None  # its name: (language, area)
_count = 0  # its lines
_index = 0  # where its index starts


def line_hash(key):
    """The hash the index is sorted by: of `key`'s UTF-8 bytes, 16 bits (a small int on
    every MicroPython: the same on CPython)."""
    h = 0
    for b in key:
        h = (h * 33 + b) & 0xFFFF
    return h


def _hex(at):
    """The 4 hex digits of the buffer at `at` as a number (no string made)."""
    n = 0
    for i in range(at, at + 4):
        c = _buf[i]
        n = n * 16 + (c - 48 if c < 58 else c - 87)
    return n


def close():
    """Let the open catalogue go (its file buffer freed); the next lookup opens it again."""
    global _file, _name
    if _file is not None:
        f, _file, _name = _file, None, None
        f.close()


def _open(lang, area):
    global _file, _name, _count, _index
    if _name is None or _name[0] != lang or _name[1] != area:
        close_kept()  # (this module's other catalogue, or another file: its block freed first)
        f = open("%s%s_%s.txt" % (_HERE, lang, area), "rb")
        kept_file[0] = close
        f.readinto(_buf)
        _file, _name = f, (lang, area)
        _count, _index = _hex(0), _hex(5)
    return _file


def find(lang, area, s):
    """`s`'s line in the catalogue words/<lang>_<area>.txt, or `s` itself if the catalogue
    lacks it. OSError when the file cannot be read."""
    f = _open(lang, area)
    key = s.encode()
    h = line_hash(key)
    lo, hi = 0, _count
    while lo < hi:  # the first entry of hash h or above
        mid = (lo + hi) // 2
        f.seek(_index + mid * _ENTRY)
        f.readinto(_buf)
        if _hex(0) < h:
            lo = mid + 1
        else:
            hi = mid
    while lo < _count:  # each line of that hash (two English lines may share one)
        f.seek(_index + lo * _ENTRY)
        f.readinto(_buf)
        if _hex(0) != h:
            break
        f.seek(_hex(5))
        line = f.readline()
        if len(line) == len(key) + 1 and line.startswith(key):
            return f.readline()[:-1].decode()
        lo += 1
    return s


def tr(app, s, area):
    """`s` (English, as the code writes it) in the language of Settings from the catalogue of
    `area`: `s` itself in English, if the catalogue lacks it, or if it cannot be read (no
    file, no RAM: the device still says something)."""
    lang = app.settings.get("language", "en")
    if lang == "en":
        return s
    try:
        return find(lang, area, s)
    except (OSError, MemoryError):
        return s
