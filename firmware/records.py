"""Every game played, remembered: an append-only log on flash (issue 39).

A record is one line of bytes, `<crc32: 8 hex digits> <n> <JSON>\\n`: n is its running number,
the sum covers the number and the JSON.
The record numbered n is appended to the segment file `records<k>.log`, k = (n // SEGMENT) %
SEGMENTS; the first record of a segment empties it first, so the newest (SEGMENTS - 1) *
SEGMENT to SEGMENTS * SEGMENT games are kept. Nothing written is ever rewritten: a power cut
while a line is appended loses that line alone (littlefs commits a file's new length when it
is closed; a line cut short anyway fails its checksum and is skipped, and the next append
starts a line of its own).

A line never crosses a littlefs block of the boards' flash: when the room left in the block
after a line is less than _ROOM, the block is filled with spaces and a "\\n" (a line that is no
record), so the next game's line starts a block of its own. Appending to a file costs littlefs a
flash erase (45 ms: it copies the file's last block to a new one); a line across a block's end
would cost two, and the directory's compaction (every 16th write) one more. `begin` writes a
line and leaves its commit (the file's close) to the caller, so that a game's end waits for one
erase before its picture and the commit, with its compaction, follows it (issue 39's 100 ms).

Deleting is appended too, as a JSON list (a record is an object: the list of games tells them
apart by their first character): `["delete", n]` takes record n out, `["delete", "all", n]`
every record up to n, `["restore", n]` (or `["restore", "all", n]`) undoes a delete.

What a record holds (`record()`): the game and mode, the players' names (a bot's name as the
device shows it) and which seats were bots, the result in the game's words (King: "deals",
the ten deal scores per player; Regicide: "won", "defeated", "grade"; Kings and Treasures:
"scores", "winners"), the options, "over" (False: given up after at least one deal or turn)
and "date" ("YYYY-MM-DD HH:MM" when the board's clock is set, else None).

Imported when a game ends (to append) and by the Records screens and the host's `regalia pull`;
by nothing a game needs while it runs.
"""
import json

from binascii import crc32

from shared_rules.compat import collect, const

SEGMENT = 100  # records a segment file takes
SEGMENTS = 3
_TAIL = const(600)  # bytes read from a segment's end to find its last record (most are < 500)
_BLOCK = const(4096)  # a littlefs block on the boards' flash (a 4 KB sector)
_ROOM = const(600)  # a block with less room than this after a line is filled (lines < 500)
_CHUNK = const(4096)  # bytes read at a time (a flash block)
# The least piece: a heap with no 4 KB hole left (a game menu after twenty games, issue 35) reads
# in quarters, down to this
_LEAST_CHUNK = const(256)
# A segment's first record read in smaller pieces: a game's end writes its record with the game's
# code in RAM, and 4 KB in one piece failed there after 11 games (the 96 KB soak, issue 35)
_FIRST_CHUNK = const(512)


def segment_name(k):
    return "records%d.log" % k


def _line(n, obj):
    try:  # CPython: UTF-8 as MicroPython writes it; no spaces (a sixth of a King record)
        text = json.dumps(obj, ensure_ascii=False, separators=(",", ":"))
    except TypeError:  # MicroPython's dumps takes no ensure_ascii
        text = json.dumps(obj, separators=(",", ":"))
    body = str(n).encode() + b" " + text.encode()
    return ("%08x " % (crc32(body) & 0xFFFFFFFF)).encode() + body + b"\n"


def _number(line):
    """The running number of a whole line, or None (a line cut short, a damaged flash): its
    sum checked, its JSON not read."""
    return _number_in(line, 0, len(line) - 1)


def _number_in(buf, i, end):
    """`_number` of the line buf[i:end + 1] ("\\n" at `end`) read where it is: a game's end
    reads the segments' first lines with the game's code in RAM, and a copy of a line (~400
    bytes) found no hole there (the 96 KB soak, issue 35)."""
    if end - i < 11 or buf[i + 8] != 32 or buf[end] != 10:  # 32: the space after the sum
        return None
    try:
        space = buf.find(b" ", i + 9, end)
        if space < 0 or int(buf[i:i + 8], 16) != crc32(memoryview(buf)[i + 9:end]) & 0xFFFFFFFF:
            return None
        return int(buf[i + 9:space])
    except ValueError:
        return None


def _parse(line):
    """A whole line's (number, JSON value: a record's dict, a delete's list), or None."""
    n = _number(line)
    if n is None:
        return None
    try:
        return n, json.loads(line[line.index(b" ", 9) + 1:-1])
    except ValueError:
        return None


def _record(line):
    """A whole record's line as its dict ("n" its number), or None."""
    entry = _parse(line)
    if entry is None or not isinstance(entry[1], dict):
        return None
    entry[1]["n"] = entry[0]
    return entry[1]


def _open(files, k, mode):
    """Segment k's file, opened after a collection: a board reads it through a 1,148-byte
    buffer, and the segment read just before (a record's number is looked for in each) left
    its own as garbage (with no collection between, the K&T referee's record at a game's end
    found no block for the next in Swedish at 96 KB on the chip)."""
    collect()
    return files.open(segment_name(k), mode)


def _spans(files, k, start=0, size=_CHUNK):
    """(piece, its offset in the file, i, end) of each whole line of segment k from `start`,
    the line being piece[i:end + 1] ("\\n" at end); nothing if the segment is not there. Read
    in pieces of _CHUNK bytes: a readline a record costs the chip ~1.7 ms, the pieces ~0.5; a
    piece the heap has no room for is read in quarters, down to _LEAST_CHUNK bytes. A last line
    cut short (no "\\n") is no record and is not given."""
    try:
        f = _open(files, k, "rb")
    except OSError:
        return
    try:
        if start:
            f.seek(start)
        at = start
        rest = b""
        while True:
            try:
                chunk = f.read(size)
                buf = rest + chunk if rest else chunk
            except MemoryError:
                if size <= _LEAST_CHUNK:
                    raise
                chunk = None  # its room back before the smaller read
                size >>= 2
                f.seek(at + len(rest))  # where this piece began, read or not
                continue
            if not chunk:
                return
            i = 0
            while True:
                end = buf.find(b"\n", i)
                if end < 0:
                    break
                yield buf, at, i, end
                i = end + 1
            rest = buf[i:]
            at += i
    finally:
        f.close()


def _lines(files, k, start=0, size=_CHUNK):
    """(offset, line) of each whole line of segment k from `start`, read `size` bytes at a
    time."""
    for buf, at, i, end in _spans(files, k, start, size):
        yield at + i, buf[i:end + 1]


def _first_number(files, k):
    for buf, _, i, end in _spans(files, k, 0, _FIRST_CHUNK):
        n = _number_in(buf, i, end)
        if n is not None:
            return n
    return -1


def _last(files, k):
    """(the last whole record's number or -1, whether the segment ends a line, its size) of
    segment k: its last _TAIL bytes read, and the _TAIL before them when a block's filler
    took all of those."""
    try:
        f = _open(files, k, "rb")
    except OSError:
        return -1, True, 0
    try:
        size = end = f.seek(0, 2)
        ends_a_line = True
        for _ in range(2):
            start = max(0, end - _TAIL)
            f.seek(start)
            tail = f.read(end - start)
            if end == size:
                ends_a_line = not tail or tail[-1:] == b"\n"
            # whole lines, newest first (the first one whole only from the file's start)
            stop = tail.rfind(b"\n")
            first = tail.find(b"\n")
            while stop > 0:
                i = tail.rfind(b"\n", 0, stop) + 1
                if i == 0 and start:
                    break
                n = _number_in(tail, i, stop)
                if n is not None:
                    return n, ends_a_line, size
                stop = i - 1
            if not start or first < 0:
                break
            end = start + first + 1  # the window's first line, read whole next time
    finally:
        f.close()
    last = -1  # no whole record at the end: a damaged end, read the segment whole
    for _, line in _lines(files, k):
        n = _number(line)
        if n is not None:
            last = n
    return last, ends_a_line, size


def _block_end(size):
    """Where the littlefs block holding a file's byte `size` ends: the first block holds _BLOCK
    bytes of the file, the i-th after it _BLOCK less its skip list's ctz(i) + 1 pointers of 4
    bytes (littlefs's DESIGN.md, "CTZ skip-lists")."""
    end = _BLOCK
    i = 0
    while end <= size:
        i += 1
        pointers = 1
        while not (i >> (pointers - 1)) & 1:
            pointers += 1
        end += _BLOCK - 4 * pointers
    return end


def newest(files):
    """(the segment the newest record is in, its number): (-1, -1) for an empty log."""
    return _newest(files)[:2]


def _newest(files):
    """`newest`, and the newest segment's `_last` after it: whether it ends a line, its size."""
    firsts = [_first_number(files, k) for k in range(SEGMENTS)]
    k = firsts.index(max(firsts))
    if firsts[k] < 0:
        return -1, -1, True, 0
    return (k,) + _last(files, k)


def begin(files, obj):
    """`append`'s first part: `obj`'s line written to its segment, the file left open for the
    caller to close, which commits it (a power cut before then loses this line alone); (the
    open file, the line's number). Raises OSError if the flash does (the log as it was)."""
    k, last, ends_a_line, size = _newest(files)
    n = last + 1
    line = _line(n, obj)
    seg = (n // SEGMENT) % SEGMENTS
    if seg != k:  # a new segment: its old games are the oldest kept, emptied as it opens
        size = 0
        mode = "wb"
    else:
        if not ends_a_line:
            line = b"\n" + line  # after a line a power cut left unfinished
        mode = "ab"
    size += len(line)
    room = _block_end(size) - size
    if room < _ROOM:
        line += b" " * (room - 1) + b"\n" if room else b""
    f = _open(files, seg, mode)
    try:
        f.write(line)
    except BaseException:
        f.close()
        raise
    return f, n


def append(files, obj):
    """Write `obj` (a record's dict, without "n"; or a delete's list) as the next entry; its
    number. Raises OSError if the flash does (a full one: the log as it was, the line at most
    cut short)."""
    f, n = begin(files, obj)
    f.close()
    return n


def _segments_oldest_first(files):
    firsts = [(_first_number(files, k), k) for k in range(SEGMENTS)]
    return [k for first, k in sorted(firsts) if first >= 0]


def index(files):
    """Where each kept record is, oldest first: a list of (segment, offset, number), deleted
    records left out. Read in pieces, a line found in its piece, its JSON not read and its
    sum checked only for a delete's line (the chip's time for 300 games is mostly the
    flash's): a record's sum is checked when it is read. A line a power cut left unfinished
    has the number of the next whole one (`append` counts from the last whole record): the
    later line takes its place."""
    places = []
    deleted = {}  # number -> True; "all" -> the number up to which all are deleted
    for k in _segments_oldest_first(files):
        for buf, at, i, end in _spans(files, k):
            space = buf.find(b" ", i + 9, end)
            try:  # (a block's filler is a line of spaces: no number)
                n = int(buf[i + 9:space]) if end - i > 11 and buf[i + 8] == 32 and space > 0 else -1
            except ValueError:
                n = -1
            if n < 0:
                pass
            elif buf[space + 1] == 91:  # "[": a delete or a restore
                entry = _parse(buf[i:end + 1])
                if entry is not None:
                    _apply_delete(deleted, entry[0], entry[1])
            else:
                while places and places[-1][2] >= n:
                    places.pop()
                places.append((k, at + i, n))
    upto = deleted.get("all", -1)
    return [p for p in places if p[2] > upto and p[2] not in deleted]


def _apply_delete(deleted, n, entry):
    """A delete or a restore (entry n) applied to `deleted`: it reaches only records written
    before it (a number not yet given when it was written stays free)."""
    if not isinstance(entry, list) or len(entry) < 2 or entry[0] not in ("delete", "restore"):
        return
    target = entry[-1]
    if not isinstance(target, int) or target >= n:
        return
    if entry[1] == "all":
        if entry[0] == "delete":
            deleted["all"] = target
        elif deleted.get("all") == target:
            deleted.pop("all")
    elif entry[0] == "delete":
        deleted[target] = True
    else:
        deleted.pop(target, None)


def read(files, place):
    """The record at a place `index` gave, or None if it can no longer be read."""
    for _, line in _lines(files, place[0], place[1]):
        return _record(line)
    return None


def each(files):
    """Every kept record, oldest first (statistics, `regalia pull`)."""
    for place in index(files):
        obj = read(files, place)
        if obj is not None:
            yield obj


def delete(files, n):
    """Record n taken out (an entry appended; `restore(files, n)` undoes it)."""
    append(files, ["delete", n])


def restore(files, n):
    append(files, ["restore", n])


def delete_all(files):
    """Every record kept up to now taken out; its undo is `restore_all(files, upto)`, `upto`
    being what this returns."""
    upto = newest(files)[1]
    append(files, ["delete", "all", upto])
    return upto


def restore_all(files, upto):
    append(files, ["restore", "all", upto])


def record(game, mode, names, result, options=None, bots=(), over=True, date=None):
    """A record's dict (the module's docstring says what each field holds)."""
    return {"game": game, "mode": mode, "names": list(names), "bots": list(bots),
            "result": result, "options": options or {}, "over": over, "date": date}


def today(localtime=None):
    """"YYYY-MM-DD HH:MM" from the board's clock, or None while it was never set (a board
    without a battery starts in 2021 or earlier: `make deploy` sets it)."""
    if localtime is None:
        import time
        localtime = time.localtime()
    if localtime[0] < 2024:
        return None
    return "%04d-%02d-%02d %02d:%02d" % tuple(localtime[:5])
