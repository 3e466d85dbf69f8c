"""The room a save keeps for its file's buffer (firmware/storage.py, issue 15), on a real
MicroPython heap: late in a game a small heap has free space enough but in holes too small for
one 1,148-byte block (a littlefs file's buffer on a Pico); the room kept since the last file was
closed is that block, so the save goes through. Without it the same heap cannot open a file."""
from host_tools.micropython_runner import run_unix

SCRIPT = r"""
import gc, sys
from firmware import storage

class BufferedFiles(storage.MemoryFiles):
    # A littlefs-like open: the file's buffer is one block of 1,148 bytes.
    def open(self, name, mode):
        buffer = bytearray(1148)
        f = storage.MemoryFiles.open(self, name, mode)
        f.buffer = buffer
        return f

if sys.argv[1] == "without":
    storage.ROOM_BYTES = 16  # a room too small to hold the buffer
files = BufferedFiles()
storage.save(files, "a.sav", {"n": 0})  # the first close takes the room
# Fill the heap with small objects, then free every other one: a third of the heap is free,
# in holes of ~250 bytes.
keep = [None] * 2000
i = 0
try:
    while i < len(keep):
        keep[i] = bytearray(200)
        i += 1
except MemoryError:
    pass
for j in range(0, i, 2):
    keep[j] = None
gc.collect()
try:
    for n in range(1, 4):
        storage.save(files, "a.sav", {"n": n, "text": "x" * 60})
        assert storage.load(files, "a.sav")["n"] == n
    print("saved", gc.mem_free() > 10000)
except MemoryError:
    print("MemoryError", gc.mem_free() > 10000)
"""


def _run(tmp_path, room):
    script = tmp_path / "room.py"
    script.write_text(SCRIPT)
    return run_unix(str(script), heap_kb=48, args=[room])


def test_a_save_in_a_fragmented_heap_opens_its_file_in_the_room_kept_for_it(tmp_path):
    result = _run(tmp_path, "with")
    assert result.ok, result
    assert result.stdout.split() == ["saved", "True"]


def test_without_the_room_the_same_heap_cannot_open_the_file(tmp_path):
    result = _run(tmp_path, "without")
    assert result.ok, result
    assert result.stdout.split() == ["MemoryError", "True"]
