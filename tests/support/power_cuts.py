"""Power cuts for the save tests: memory files whose power is cut at the Nth flash operation
(open, write, rename, remove), and the flash as a fresh start reads it after the cut."""
from tests.support.memory_files import MemoryFiles


class PowerCut(Exception):
    pass


class CuttingFiles(MemoryFiles):
    """Memory files whose power is cut at operation number `cut_at` (open, write, rename,
    remove). A file opened to be written is cut once it is there, empty; a write cut half-way
    leaves half the piece; what was written stays."""

    def __init__(self, data, cut_at):
        MemoryFiles.__init__(self)
        self.data = dict(data)
        self.cut_at = cut_at
        self.ops = 0

    def step(self):
        self.ops += 1
        if self.ops == self.cut_at:
            raise PowerCut

    def open(self, name, mode):
        if "w" not in mode:
            self.step()
        f = MemoryFiles.open(self, name, mode)
        if "w" in mode:
            self.step()
            files = self
            inner_write = f.write

            def write(s):
                files.ops += 1
                if files.ops == files.cut_at:
                    inner_write(s[:len(s) // 2])
                    raise PowerCut
                return inner_write(s)
            f.write = write
        return f

    def rename(self, old, new):
        self.step()
        MemoryFiles.rename(self, old, new)

    def remove(self, name):
        self.step()
        MemoryFiles.remove(self, name)


def rebooted(files):
    """What the flash holds after the cut, read by a fresh start."""
    return on_flash(files.data)


def on_flash(data):
    """Memory files holding a copy of `data` (name -> text)."""
    files = MemoryFiles()
    files.data = dict(data)
    return files
