"""Files kept in RAM (name -> str), with the few operations `firmware.storage` needs: saves
for tests, benchmarks and parity scripts, on CPython and MicroPython alike; and `save_text`, a
save file's whole text for a test that puts one in place. Kept out of the firmware, whose
boards save on flash (`firmware.storage.Files`): its code would take a board's heap for
nothing.
"""


def save_text(obj):
    """A save file's whole text as `firmware.storage` writes it (its docstring's format)."""
    from firmware.storage import FORMAT_VERSION, checksum, pieces
    body = "".join(pieces(obj))
    return "RGL %d %d %d\n%s" % (FORMAT_VERSION, checksum(body), len(body), body)


class MemoryFiles:
    """Files kept in a dict (name -> str). `refuse`: the operations ("rename", "remove") this
    flash refuses with OSError, as a damaged or read-only one would."""

    def __init__(self):
        self.data = {}
        self.refuse = ()

    def open(self, name, mode):
        return _MemoryFile(self, name, mode)

    def rename(self, old, new):
        self._may(old, "rename")
        self.data[new] = self.data.pop(old)

    def remove(self, name):
        self._may(name, "remove")
        del self.data[name]

    def _may(self, name, operation):
        if name not in self.data:
            raise OSError(2)  # ENOENT
        if operation in self.refuse:
            raise OSError(30)  # EROFS

    def exists(self, name):
        return name in self.data


class _MemoryFile:
    """A file's text (str), or its bytes in a binary mode ("rb", "ab": the records' log)."""

    def __init__(self, files, name, mode):
        self.files = files
        self.name = name
        self.written = None
        self.empty = b"" if "b" in mode else ""
        if "w" in mode:
            files.data[name] = self.empty
            self.written = []
        elif "a" in mode:
            self.written = [files.data.get(name, self.empty)]
            files.data[name] = self.written[0]
        elif name not in files.data:
            raise OSError(2)
        self.pos = 0

    def seek(self, offset, whence=0):
        self.pos = offset + (len(self.files.data[self.name]) if whence == 2 else 0)
        return self.pos

    def write(self, s):
        # Kept in pieces and joined once at close (a save closes its file even when a write
        # fails): adding each write to the whole text would copy it per write, a heap's worth
        # of copies for a save of many small writes under MicroPython.
        self.written.append(s)
        return len(s)

    def read(self, size=-1):
        text = self.files.data[self.name]
        s = text[self.pos:] if size < 0 else text[self.pos:self.pos + size]
        self.pos += len(s)
        return s

    def readline(self):
        text = self.files.data[self.name]
        end = text.find(b"\n" if self.empty == b"" else "\n", self.pos)
        end = len(text) if end < 0 else end + 1
        s = text[self.pos:end]
        self.pos = end
        return s

    def close(self):
        if self.written:
            self.files.data[self.name] = self.empty.join(self.written)
        self.written = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
