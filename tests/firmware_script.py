"""Scripted button sequences that drive the real firmware `App`, for tests and benchmarks.

Runs unchanged under CPython and MicroPython (no Pillow, no hashlib). `Driver` owns an App on
a `BufferBoard` with in-memory files and its own clock; `run(steps)` plays a list of steps:
- "U" "D" "L" "R" "A" "B": press and release that button (three 20 ms frames down, three up);
  "R*5" presses it five times;
- "hold B 1200": hold a button that long;  "wait 1600": frames with no button;
- "snap NAME": keep the current frame under NAME;  "reboot": a new App on the same files.
`whole_game()` is the scripted King game from boot to the final standings and a resume.
"""
from firmware.app import App
from firmware.storage import checksum
from firmware.buttons import A, B, DOWN, LEFT, RIGHT, UP
from firmware.display import BufferBoard
from firmware.storage import MemoryFiles
from firmware.ui import LETTERS

KEYS = {"U": UP, "D": DOWN, "L": LEFT, "R": RIGHT, "A": A, "B": B}
FRAME_MS = 20


class Driver:
    def __init__(self, files=None):
        self.files = files if files is not None else MemoryFiles()
        self.board = BufferBoard()
        self.app = App(self.board, self.files)
        self.now = 0
        self.snaps = []

    def frame(self, mask):
        self.app.tick(self.now, mask)
        self.now += FRAME_MS

    def press(self, key):
        for _ in range(3):
            self.frame(key)
        for _ in range(3):
            self.frame(0)

    def hold(self, key, ms):
        for _ in range(ms // FRAME_MS):
            self.frame(key)
        for _ in range(3):
            self.frame(0)

    def wait(self, ms):
        for _ in range(ms // FRAME_MS):
            self.frame(0)

    def frame_bytes(self):
        return bytes(self.board.display.last_frame)

    def run(self, steps):
        for step in steps:
            parts = step.split(" ")
            word = parts[0]
            if word == "snap":
                self.snaps.append((parts[1], self.frame_bytes()))
            elif word == "wait":
                self.wait(int(parts[1]))
            elif word == "hold":
                self.hold(KEYS[parts[1]], int(parts[2]))
            elif word == "reboot":
                self.board = BufferBoard()
                self.app = App(self.board, self.files)
            else:
                key, _, times = word.partition("*")
                for _ in range(int(times) if times else 1):
                    self.press(KEYS[key])
        return self.snaps


def initials(old, new):
    """Steps that turn the LetterEntry value `old` into `new` (3 letters) and confirm."""
    steps = []
    old = (old + "   ")[:3]
    new = (new + "   ")[:3]
    n = len(LETTERS)
    for pos in range(3):
        up = (LETTERS.find(new[pos]) - LETTERS.find(old[pos])) % n
        if up <= n - up:
            if up:
                steps.append("U*%d" % up)
        else:
            steps.append("D*%d" % (n - up))
        steps.append("R")
    return steps + ["A"]


def counts(values, start=None):
    """Steps that set a CountsEntry from `start` (zeros) to `values` and confirm."""
    start = start or [0] * len(values)
    steps = []
    for seat in range(len(values)):
        d = values[seat] - start[seat]
        if d > 0:
            steps.append("R*%d" % d)
        elif d < 0:
            steps.append("L*%d" % -d)
        steps.append("D")
    return steps + ["A"]


def start_sheet(snaps=True):
    """Boot, open King > Score sheet, initials AN BO CY DI, BO deals first, Start."""
    s = ["wait 40", "snap splash", "wait 1600", "snap menu",
         "D", "A", "snap king_modes", "A", "snap king_setup"]
    names = ["AN", "BO", "CY", "DI"]
    for seat in range(4):
        s += ["A"]
        if seat == 0:
            s += ["snap king_initials"]
        s += initials("P%d" % (seat + 1), names[seat]) + ["D"]
    s += ["A", "D", "snap king_dealer", "A", "D", "A", "snap king_hub"]
    return s if snaps else [step for step in s if not step.startswith("snap")]


NEGATIVE_DEALS = ([3, 4, 2, 4], [2, 6, 1, 4], [1, 2, 0, 1], [2, 2, 2, 2], [0, 0, 1, 0],
                  [1, 0, 0, 1])


def whole_game():
    """Boot, menus, a whole King score sheet (10 deals), a correction, a reboot and resume."""
    s = start_sheet()
    # Deal 1 (dealer BO): no tricks.
    s += ["A"] + counts([3, 4, 2, 4])[:-1] + ["snap king_counts", "A", "snap king_table"]
    # Deal 2: no hearts; first entered wrong (12), refused with the engine's message.
    s += ["A"] + counts([2, 6, 0, 4]) + ["snap king_refused", "A", "U", "R", "A"]
    s += ["A"] + counts([1, 2, 0, 1])             # 3 queens
    s += ["A"] + counts([2, 2, 2, 2])             # 4 kings and jacks
    s += ["A"] + counts([0, 0, 1, 0])             # 5 King of hearts
    s += ["A"] + counts([1, 0, 0, 1])             # 6 last two tricks
    # Deal 7 (auctioneer DI): AN's +3 accepted, trump hearts.
    s += ["A", "snap king_decision", "A", "snap king_buyer", "A", "D*2", "A",
          "snap king_contract", "D", "A"] + counts([5, 3, 2, 3]) + ["snap king_table7"]
    # Deal 8 (auctioneer AN): bid rejected, AN plays no trump.
    s += ["A", "D", "A", "D*4", "A"] + counts([3, 3, 3, 4])
    # Deal 9 (auctioneer BO): ultimatum -1 taken by AN: negative contract.
    s += ["A", "D*2", "A", "A", "D*8", "A"] + counts([4, 1, 4, 4])
    # Deal 10 (auctioneer CY): 4-3-3.
    s += ["A", "U", "A", "snap king_final_table", "A", "snap king_standings"]
    # Correct deal 3: queens were 2, 1, 0, 1.
    s += ["B", "D*2", "A", "U*7", "snap king_correct_list", "A", "R", "D", "L", "A",
          "snap king_corrected"]
    s += ["B", "B", "snap menu_resume", "reboot", "wait 1600", "A", "snap king_resumed"]
    # Settings, help, long B.
    s += ["B", "D*2", "A", "snap settings", "R", "B", "D", "A", "D*2", "A", "snap help_king",
          "R", "hold B 1200", "snap long_b_confirm", "R", "A", "snap menu_after_long_b"]
    return s


def run_whole_game():
    return Driver().run(whole_game())


def print_frames(driver, snaps):
    """Print what a parity script compares: frame count, errors, and each kept frame as hex."""
    print("frames shown:", driver.board.display.frames, "errors:", driver.app.errors)
    for name, frame in snaps:
        print(name, checksum("".join(chr(b) for b in frame)))
        hexed = "".join("%02x" % b for b in frame)
        for i in range(0, len(hexed), 256):
            print(hexed[i:i + 256])
