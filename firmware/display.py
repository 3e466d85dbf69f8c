"""A display without a driver: the interface the firmware draws through, for tests.

Boards give the app a driver object with `.buffer` (1024-byte MONO_VLSB bytearray, byte
`(y >> 3) * 128 + x`, bit `y & 7`), `show()`, `contrast(v)`, `poweroff()` and `poweron()`.
`BufferDisplay` has the same interface over a plain bytearray and records what it was asked to
do, so scripted tests and benchmarks can run the app with no driver at all.
"""

WIDTH = 128
HEIGHT = 64


class BufferDisplay:
    """Same interface as the SSD1306 drivers; `show()` counts frames and keeps the last one."""

    def __init__(self, width=WIDTH, height=HEIGHT):
        self.width = width
        self.height = height
        self.buffer = bytearray(width * height // 8)
        self.frames = 0
        self.last_frame = bytes(len(self.buffer))
        self.level = 255
        self.on = True

    def show(self):
        self.frames += 1
        self.last_frame = bytes(self.buffer)

    def contrast(self, level):
        self.level = level

    def poweroff(self):
        self.on = False

    def poweron(self):
        self.on = True


class BufferBoard:
    """A board for tests: a BufferDisplay, no buttons, a save folder of the caller's choice."""

    NAME = "buffer"
    WIDTH = WIDTH
    HEIGHT = HEIGHT

    def __init__(self, save_dir="."):
        self.SAVE_DIR = save_dir
        self.display = BufferDisplay()

    def make_display(self):
        return self.display

    def read_buttons(self):
        return 0

    def ticks_ms(self):
        return 0

    def sleep_ms(self, ms):
        pass
