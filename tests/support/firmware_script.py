"""Scripted button sequences that drive the real firmware `App`, for tests and benchmarks.

Runs unchanged under CPython and MicroPython (no Pillow, no hashlib). `Driver` owns an App on
a `BufferBoard` with in-memory files and its own clock; `run(steps)` plays a list of steps:
- "U" "D" "L" "R" "A" "B": press and release that button (three 20 ms frames down, three up);
  "R*5" presses it five times;
- "hold B 1200": hold a button that long;  "wait 1600": frames with no button;
- "snap NAME": keep the current frame under NAME;  "reboot": a new App on the same files.
`whole_game()` is the scripted King game from boot to the final standings and a resume;
`negative_deal`, `positive_deal`, `counts` give the steps of one deal on the score sheet (the
press-count tests count them with `presses`).
"""
from firmware.app import App
from firmware.buttons import A, B, DOWN, LEFT, RIGHT, UP
from firmware.display import BufferBoard
from menu.players import LETTERS
from firmware.ui.counts_entry import CountsEntry, fair_share
from tests.support.memory_files import MemoryFiles

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
    """Steps that turn the LetterEntry value `old` into `new` (4 letters) and confirm."""
    steps = []
    old = (old + "    ")[:4]
    new = (new + "    ")[:4]
    n = len(LETTERS)
    for pos in range(4):
        up = (LETTERS.find(new[pos]) - LETTERS.find(old[pos])) % n
        if up <= n - up:
            if up:
                steps.append("U*%d" % up)
        else:
            steps.append("D*%d" % (n - up))
        steps.append("R")
    return steps + ["A"]


def count_steps(start, target, top):
    """Fewest CountsEntry presses from `start` to `target` (Up/Down 1, Right/Left STEP, the
    count held in 0..top): breadth-first over the values."""
    step = CountsEntry.STEP
    moves = (("U", 1), ("D", -1), ("R", step), ("L", -step))
    paths = {start: []}
    frontier = [start]
    while target not in paths:
        nxt = []
        for v in frontier:
            for key, d in moves:
                w = v + d
                w = 0 if w < 0 else top if w > top else w
                if w not in paths:
                    paths[w] = paths[v] + [key]
                    nxt.append(w)
        frontier = nxt
    return paths[target]


def counts(values, old=None, expect_last=None):
    """Steps that enter `values` on a CountsEntry (fresh, or a correction of `old`) and
    confirm: each player from the screen's starting guess (a fair share of the rest, less
    `expect_last` for the last player when given); the last one is the remainder."""
    n = len(values)
    rest = sum(values)
    steps = []
    for seat in range(n - 1):
        if old:
            start = min(old[seat], rest)
        elif expect_last is None:
            start = fair_share(rest, n - seat)
        else:
            start = min(fair_share(max(rest - expect_last, 0), n - seat - 1), rest)
        steps += count_steps(start, values[seat], rest) + ["A"]
        rest -= values[seat]
        if rest == 0:
            break
    return steps


def menu_steps(start, target, n):
    """Fewest presses on a wrapping Menu of n items from `start` to `target`, then A."""
    down = (target - start) % n
    up = n - down
    if down == 0:
        return ["A"]
    return ["D*%d" % down if down <= up else "U*%d" % up, "A"]


def pick_holders(item, values, last_tricks=13):
    """Steps for a deal with one holder per penalty: K♥ (one pick), last two tricks (two)."""
    if item == "king_hearts":
        return menu_steps(0, values.index(1), 4)
    seats = [s for s in range(4) for _ in range(values[s])]
    return menu_steps(0, seats[0], 4) + menu_steps(seats[0], seats[1], 4)


PICKED = ("king_hearts", "last_two")


def negative_deal(items, values):
    """Steps for a negative deal, from the sheet menu or the totals after a deal: A, then each
    counted item (`items` as counted_items gives them, `values` item -> four counts)."""
    steps = ["A"]
    for item, _ in items:
        if item in PICKED:
            steps += pick_holders(item, values[item])
        else:
            steps += counts(values[item])
    return steps


def positive_deal(auctioneer, entry, last_plus="trump S", last_any="trump S", deck=52):
    """Steps for a positive deal's outcome, bid and contract and tricks (A from the sheet menu
    or the totals first). `last_plus`/`last_any`: the contracts the screens start on."""
    from shared_rules.king.points import CONTRACTS
    from firmware.king.sheet_entry import BID_ORDER, KEPT, PLUS_CONTRACTS, ULTIMATUM_BIDS
    buyers = [(auctioneer + n) % 4 for n in (1, 2, 3)]
    kept = [d for d, _ in KEPT if not (d == "4-3-3" and deck == 32)]
    decision = entry["decision"]
    n = 3 + len(kept)
    steps = ["A"]
    if decision == "accept":
        steps += menu_steps(0, buyers.index(entry["buyer"]), n)
    else:
        steps += menu_steps(0, 3 + kept.index(decision), n)
    if decision == "4-3-3":
        return steps
    if decision in ("accept", "ultimatum_taken"):
        if decision == "ultimatum_taken":
            steps += menu_steps(0, buyers_in_seat_order(auctioneer).index(entry["buyer"]), 3)
        bids = ULTIMATUM_BIDS if decision == "ultimatum_taken" else BID_ORDER
        b = bids.index(entry["bid"]) - bids.index(bids[2])  # the screen starts on the lowest +
        nb = len(bids)
        steps += ["U"] * (b % nb) if b % nb <= nb - b % nb else ["D"] * (nb - b % nb)
        if entry["bid"][0] == "+":
            c = PLUS_CONTRACTS.index(entry["contract"]) - PLUS_CONTRACTS.index(last_plus)
            nc = len(PLUS_CONTRACTS)
            steps += ["R"] * (c % nc) if c % nc <= nc - c % nc else ["L"] * (nc - c % nc)
        steps += ["A"]
    else:
        keys = list(CONTRACTS)
        steps += menu_steps(keys.index(last_any), keys.index(entry["contract"]), len(keys))
    return steps + tricks(auctioneer, entry)


def tricks(auctioneer, entry):
    """Steps for a positive deal's tricks: from the declarer's left round to the declarer,
    whose count is the remainder (the others start on a share of 13 less the declarer's
    likely tricks)."""
    from firmware.king.sheet_entry import DECLARER_TRICKS
    declarer = entry["buyer"] if entry["buyer"] is not None else auctioneer
    taken = entry["tricks"]
    total = sum(taken)
    expect = DECLARER_TRICKS[entry["contract"] != "negative"] * total // 13
    return counts([taken[(declarer + n) % 4] for n in (1, 2, 3, 0)], expect_last=expect)


def buyers_in_seat_order(auctioneer):
    return [s for s in range(4) if s != auctioneer]


def presses(steps):
    """How many button presses a list of steps makes ("D*3" is three)."""
    total = 0
    for step in steps:
        word = step.split(" ")[0]
        if word in ("snap", "wait", "reboot"):
            continue
        if word == "hold":
            total += 1
            continue
        _, _, times = word.partition("*")
        total += int(times) if times else 1
    return total


NAMES = ["Ann", "Ben", "Cat", "Dan"]


def start_sheet(snaps=True):
    """Boot, open King > Score sheet, name the players Ann Ben Cat Dan from the presets (A, A
    per seat), Ben deals first, Start."""
    s = ["wait 40", "snap splash", "wait 1600", "snap menu",
         "D", "A", "snap king_modes", "A", "snap king_setup", "A", "snap king_players",
         "A", "snap king_initials", "A", "A", "A", "A", "A", "A", "A",
         "B", "A", "D", "snap king_dealer", "A", "A", "snap king_hub"]
    return s if snaps else [step for step in s if not step.startswith("snap")]


NEGATIVE_DEALS = ([3, 4, 2, 4], [2, 6, 1, 4], [1, 2, 0, 1], [2, 2, 2, 2], [0, 0, 1, 0],
                  [1, 0, 0, 1])
NEGATIVE_ITEMS = ("tricks", "hearts", "queens", "kings_jacks", "king_hearts", "last_two")


def negative(n):
    """Steps for the scripted game's negative deal n (0..5)."""
    item = NEGATIVE_ITEMS[n]
    return negative_deal(((item, 0),), {item: NEGATIVE_DEALS[n]})


def whole_game():
    """Boot, menus, a whole King score sheet (10 deals), a reboot and resume before the last
    deal, a correction, an undo, the Resume list without the finished sheet."""
    s = start_sheet()
    # Deal 1 (dealer Ben): no tricks.
    s += negative(0)[:-1] + ["snap king_counts", "A", "snap king_table"]
    for n in range(1, 4):
        s += negative(n)
    s += ["A", "snap king_pick"] + negative(4)[1:]  # 5: who took the K♥
    s += negative(5)
    # Deal 7 (auctioneer Dan): Ann's +3 accepted, trump hearts; Ann took 5 tricks.
    s += ["A", "snap king_decision", "A", "U", "U", "R", "snap king_bid", "A"]
    s += counts([3, 2, 3, 5], expect_last=6) + ["snap king_table7"]
    # Deal 8 (auctioneer Ann): bid rejected, Ann plays no trump (the menu starts on hearts).
    s += ["A", "U", "A", "D*3", "snap king_contract", "A"] + counts([3, 3, 4, 3],
                                                                    expect_last=6)
    # Deal 9 (auctioneer Ben): ultimatum -1 taken by Ann: the negative contract.
    s += ["A", "D*3", "A", "A", "D", "A"] + counts([1, 4, 4, 4], expect_last=2)
    # Back to the game menu, a reboot, Resume.
    s += ["B", "B", "snap menu_resume", "reboot", "wait 1600", "A", "snap king_resumed"]
    # Deal 10 (auctioneer Cat): 4-3-3.
    s += ["A", "U*3", "A", "snap king_final_table", "A", "snap king_standings"]
    # The chart; correct deal 3: queens were 2, 1, 0, 1; then undo the correction.
    s += ["B", "D*3", "A", "snap king_chart", "B"]  # the hub's Chart: the ten deals' story
    s += ["D", "A", "U*7", "snap king_correct_list", "A"] + counts([2, 1, 0, 1], [1, 2, 0, 1])
    s += ["snap king_corrected", "B", "D", "A", "R", "A", "snap king_undone"]
    s += ["B", "B", "snap menu_finished"]
    # Settings, help, long B.
    s += ["D*2", "A", "R", "U", "snap settings", "B", "D", "A", "D*2", "A", "snap help_king",
          "R", "hold B 1200", "snap long_b_confirm", "R", "A", "snap menu_after_long_b"]
    return s


def in_language(lang, files=None):
    """`files` (new ones by default) holding settings in `lang` ("en", "sv", "da"), as a
    device whose Settings -> Language was chosen."""
    from firmware import storage
    from menu import power_on
    files = files if files is not None else MemoryFiles()
    settings = power_on.default_settings()
    settings["language"] = lang
    storage.save(files, "settings.sav", settings)
    return files


def run_whole_game(lang=None):
    return Driver(in_language(lang) if lang else None).run(whole_game())


def print_frames(driver, snaps):
    """Print what a parity script compares: frame count, errors, and each kept frame as hex."""
    print("frames shown:", driver.board.display.frames, "errors:", driver.app.errors)
    for name, frame in snaps:
        # checksum() of the frame as text, summed from the bytes: no 1 KB string on the heap
        a = 1
        b = 0
        for byte in frame:
            a = (a + byte) % 32749
            b = (b + a) % 32749
        print(name, (b << 15) | a)
        for i in range(0, len(frame), 128):
            print("".join("%02x" % x for x in frame[i:i + 128]))


def read_frames(output):
    """What `print_frames` printed, read back: (errors line, {name: frame bytes} in order)."""
    lines = output.splitlines()
    frames = {}
    name = None
    for line in lines[1:]:
        if " " in line:
            name = line.split(" ")[0]
            frames[name] = ""
        else:
            frames[name] += line
    return lines[0], {n: bytes.fromhex(h) for n, h in frames.items()}


# A realistic mix of positive deals (issue 37), as tables play them: half of them sold (the
# auctioneer's left buys most often, +1 and +2 the usual bids, one minus bid), a fifth kept
# after a rejected bid, then no bids, two ultimatums taken, one declined, one 4-3-3. Each row:
# (decision, the buyer as seats from the auctioneer's left or 0 for the auctioneer, bid,
# contract, the tricks from the declarer's left round to the declarer). The tricks are those the
# bots took in the positive deals of games 1-10 (`shared_rules.king.game.new_game(seed)`,
# `shared_rules.king.bot` in every seat) in the same kind of contract, plus or negative.
REALISTIC_POSITIVE = (
    ("accept", 1, "+1", "trump H", [1, 2, 3, 7]),
    ("accept", 1, "+2", "trump S", [2, 1, 3, 7]),
    ("accept", 1, "+1", "notrump", [3, 2, 3, 5]),
    ("accept", 2, "+2", "trump D", [2, 4, 0, 7]),
    ("accept", 2, "+1", "trump C", [1, 4, 2, 6]),
    ("accept", 3, "+3", "trump H", [2, 2, 0, 9]),
    ("accept", 3, "+1", "trump S", [2, 4, 2, 5]),
    ("accept", 1, "-1", "negative", [3, 3, 7, 0]),
    ("accept", 2, "+4", "trump D", [2, 1, 1, 9]),
    ("accept", 1, "+2", "trump C", [2, 3, 3, 5]),
    ("reject", 0, None, "trump S", [1, 7, 2, 3]),
    ("reject", 0, None, "negative", [4, 7, 2, 0]),
    ("reject", 0, None, "notrump", [7, 1, 1, 4]),
    ("reject", 0, None, "trump H", [1, 1, 5, 6]),
    ("no_bids", 0, None, "trump C", [1, 4, 2, 6]),
    ("no_bids", 0, None, "negative", [5, 4, 3, 1]),
    ("ultimatum_taken", 1, "+3", "trump S", [2, 3, 3, 5]),
    ("ultimatum_taken", 2, "-2", "negative", [8, 1, 3, 1]),
    ("ultimatum_declined", 0, None, "trump D", [2, 1, 3, 7]),
    ("4-3-3", 0, None, None, None),
)


def realistic_positive(auctioneer):
    """The entries of REALISTIC_POSITIVE for a deal of `auctioneer`, as the sheet records them."""
    entries = []
    for decision, buyer, bid, contract, tricks in REALISTIC_POSITIVE:
        declarer = (auctioneer + buyer) % 4
        taken = None
        if tricks:
            taken = [0, 0, 0, 0]
            for k in range(4):
                taken[(declarer + 1 + k) % 4] = tricks[k]
        entries.append({"decision": decision, "buyer": declarer if buyer else None, "bid": bid,
                        "contract": contract, "tricks": taken})
    return entries
