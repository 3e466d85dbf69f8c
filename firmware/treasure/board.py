"""The Kings and Treasures board on the panel and a position in few bytes: what the table
referee (`game_treasure`) and the game against bots (`game_treasure_bots`) both draw and keep.

Apart from the referee's screens so that the game against bots does not hold them (nor
`treasure_why`) in RAM beside its search.
"""
import json

from shared_rules.compat import const, import_once
from shared_rules.treasure import game as treasure
from shared_rules.treasure.moves import COLUMNS
from shared_rules.cards import EMPTY, FACE_DOWN, JOKER, parse
from firmware.buttons import DOWN, LEFT, RIGHT, UP
from firmware.names import seat_name
from firmware.ui import gfx
from firmware.ui import widgets as ui

_CELL_W = const(13)
_CELL_H = const(9)
_BOX_W = const(12)  # a cell's box; the 13th column and 9th row are the gap between cells
_BOX_H = const(8)

# The powers answered with cells on the grid: key -> (what the player does, at most how many).
# Magician: go on to another Magician; Squire: also take a Knight next to it; Priest: turn
# over up to 3 cards; Architect: swap two cards.
CELL_POWERS = {"teleport": ("go to", 1), "knight": ("take", 1), "flip": ("flip", 3),
               "swap": ("swap", 2)}
_COUNTS = "0123"  # cells marked so far, most
# The engine's refusals and the Hint's reasons in the language: their own catalogue
# (words/<lang>_treasure_reasons.txt), read for a refusal or a Hint alone, so that the modes'
# catalogues in RAM while they play hold only their screens' words.
REASONS = "treasure_reasons"



def move_cursor(screen, k, width):
    """An arrow `k` moves `screen`'s cursor (`col`, `row`) on the 7 rows and `width` columns
    (8 with a power's column beside the board), round the edges; any other key does nothing."""
    if k == UP:
        screen.row = (screen.row - 1) % 7
    elif k == DOWN:
        screen.row = (screen.row + 1) % 7
    elif k == LEFT:
        screen.col = (screen.col - 1) % width
    elif k == RIGHT:
        screen.col = (screen.col + 1) % width


def packed(state):
    """A position in few bytes, for Undo: level, seat count, turn, an explicit removed list
    (0/1), the seats' suits, the Kings' cells, the 49 cells' cards, then each pile and the
    removed cards as a length and the cards. ~90 bytes (a save writes them as hex text); the
    notation's text, which Undo kept before, is ~430 characters, ten of them in RAM beside the
    search."""
    n = len(state.seats)
    out = bytearray((state.level, n, state.turn, 1 if state.write_removed else 0))
    out += bytes(state.seats)
    out += bytes(state.kings)
    out += state.board
    for pile in state.piles + [state.removed]:
        out.append(len(pile))
        out += bytes(pile)
    return bytes(out)


def packed_turn(data):
    """The seat to move in a `packed` position (its bytes, or the hex text a save holds)."""
    return int(data[4:6], 16) if isinstance(data, str) else data[2]


def unpacked(data):
    """The position of `packed` bytes (from a save: their hex text; from a save older than
    them: the notation's JSON text), checked as the notation is (ValueError, IndexError)."""
    if isinstance(data, str):
        if data[:1] == "{":
            return treasure.from_dict(json.loads(data))
        data = bytes.fromhex(data)
    n = data[1]
    board = 4 + 2 * n
    at = board + 49
    lists = []
    for _ in range(n + 1):
        size = data[at]
        lists.append(list(data[at + 1:at + 1 + size]))
        at += 1 + size
    removed = lists.pop()
    state = treasure.TreasureState(data[0], list(data[4:4 + n]), data[2],
                                   bytearray(data[board:board + 49]), list(data[4 + n:board]),
                                   lists, removed if removed or data[3] else None)
    return treasure.from_dict(state.to_dict())


def packed_saved(x):
    """True for a position as a save holds it for Undo: `packed`'s hex text, or the notation
    of a save older than it (its dict, or its JSON text). `unpacked` checks the rest when the
    move is undone."""
    if isinstance(x, dict):
        return True
    if not isinstance(x, str) or not x:
        return False
    if x[0] == "{":
        return True
    if len(x) % 2:
        return False
    for ch in x:
        if ch not in "0123456789abcdef":
            return False
    return True


def king_label(state, seat):
    return "K" + gfx.SUIT_GLYPHS[state.seats[seat]]


def cell_label(code):
    """Two glyphs for a board cell: card, Joker, face-down card, or '' for empty."""
    if code == EMPTY:
        return ""
    if code == JOKER:
        return "JK"
    if code & FACE_DOWN:
        return "##"
    return gfx.card_label(code)


def draw_king(buf, x, y, state, seat, big=False):
    """`king_label(state, seat)` drawn (in large type if `big`) without making the string."""
    if big:
        gfx.big_text(buf, x, y, "K")
        gfx.big_text(buf, x + gfx.BIG_W, y, gfx.SUIT_GLYPHS[state.seats[seat]])
    else:
        gfx.text(buf, x, y, "K")
        gfx.text(buf, x + gfx.CHAR_W, y, gfx.SUIT_GLYPHS[state.seats[seat]])


def draw_big_cell(buf, x, y, state, cell):
    """What lies on `cell`, in large type: a King, a card, the Joker (`JK`), a face-down card
    (`##`), an empty cell (`-`); drawn a glyph at a time, making no string."""
    if cell in state.kings:
        draw_king(buf, x, y, state, state.kings.index(cell), True)
        return
    code = state.board[cell]
    if code == EMPTY:
        gfx.big_text(buf, x, y, "-")
    elif code == JOKER:
        gfx.big_text(buf, x, y, "JK")
    elif code & FACE_DOWN:
        gfx.big_text(buf, x, y, "##")
    else:
        gfx.big_text(buf, x, y, gfx.RANK_GLYPHS[((code & 63) >> 2) - 1])
        gfx.big_text(buf, x + gfx.BIG_W, y, gfx.SUIT_GLYPHS[code & 3])


def draw_king_bar(buf, app, state, seat, x):
    """Whose move, at the top of the panel right of the grid (from column `x`): `seat`'s King
    in large type on an inverse bar, the player's name under it."""
    draw_king(buf, x + 5, 1, state, seat, True)
    gfx.invert_rect(buf, x, 0, 128 - x, 16)
    gfx.text(buf, x, 17, seat_name(app, seat), 5)


def draw_turn_head(buf, app, state, x):
    """Whose turn, in the panel right of the grid (from column `x`): the King in large type on
    an inverse bar, the player's name, the steps in large type (`7 st`)."""
    draw_king_bar(buf, app, state, state.turn, x)
    steps = state.steps()
    gfx.big_number_center(buf, 26, steps, x, gfx.digit_count(steps) * gfx.BIG_W - 2)
    gfx.text(buf, x + gfx.digit_count(steps) * gfx.BIG_W, 33, ui.tr(app, "st"))


def score_fields(app, state):
    """Each seat's name and King's suit (`Ann♠`) and its score, for `ui.big_fields`."""
    totals = state.scores()
    return [(seat_name(app, i) + gfx.SUIT_GLYPHS[state.seats[i]], totals[i])
            for i in range(len(state.seats))]


def draw_turn_splash(buf, app, state, head, fields):
    """A turn's start for the whole table, in large type: `head` (`Ann: play`) on an inverse
    bar, the King to move and its steps (`K♠ 7 steps`), every seat's score (`fields`)."""
    ui.headline(buf, 4, head, invert=True)
    steps = state.steps()
    word = ui.tr(app, " step" if steps == 1 else " steps")
    x = (128 - (3 + len(word) + gfx.digit_count(steps)) * gfx.CHAR_W) // 2
    draw_king(buf, x, 20, state, state.turn)
    gfx.text(buf, gfx.number(buf, x + 3 * gfx.CHAR_W, 20, steps), 20, word)
    ui.big_fields(buf, 30, fields)


def draw_cell_label(buf, x, y, code):
    """`cell_label(code)` drawn without making the string; False for an empty cell."""
    if code == EMPTY:
        return False
    if code == JOKER:
        gfx.text(buf, x, y, "JK")
    elif code & FACE_DOWN:
        gfx.text(buf, x, y, "##")
    else:
        gfx.card(buf, x, y, code)
    return True


def draw_cell_name(buf, x, y, cell):
    """`treasure.cell_name(cell)` (`a1` … `g7`) drawn without making the string."""
    gfx.text(buf, x, y, COLUMNS[cell % 7])
    gfx.number(buf, x + gfx.CHAR_W, y, cell // 7 + 1)


def frame_cell(buf, cell):
    """A frame drawn in the gaps around a cell (marks, and the cursor on a King)."""
    gfx.rect(buf, (cell % 7) * _CELL_W - 1, (cell // 7) * _CELL_H - 1, _BOX_W + 2, _BOX_H + 2)


def draw_power_panel(buf, app, state, x, power, dest, marked, col, row):
    """A power asking cells, in the panel right of the grid (from column `x`), in large type
    for the table: the card stopped on (`dest`), the power's verb under it (`swap`), the cells
    marked so far of the most (`1/2`); the card under the cursor (at `col`, `row`) and its
    cell's name. The line under them (Skip or Done) is the mode's."""
    draw_big_cell(buf, x, 0, state, dest)
    verb, most = CELL_POWERS[power]
    gfx.text(buf, x, 16, ui.tr(app, verb))
    gfx.big_text(buf, x, 24, _COUNTS[marked])  # (a string's character: no new string)
    gfx.big_text(buf, x + gfx.BIG_W, 24, "/")
    gfx.big_text(buf, x + 2 * gfx.BIG_W, 24, _COUNTS[most])
    if col < 7:
        cell = row * 7 + col
        draw_big_cell(buf, x, 40, state, cell)
        draw_cell_name(buf, x + 2 * gfx.BIG_W, 46, cell)


def draw_grid(buf, state, col, row, marks=(), legal=(), chosen=()):
    """The 7x7 layout with a gap between cells: Kings inverse, the cursor framed (never an
    inverse card: small glyphs read worst inverted), `marks` framed (a bot's move, where no
    cursor shows), `legal` cells underlined, `chosen` cells (a power's, under the cursor's
    frame) a line over and under the card."""
    board = state.board
    for cell in range(49):
        x = (cell % 7) * _CELL_W
        y = (cell // 7) * _CELL_H
        if cell in state.kings:
            draw_king(buf, x + 1, y + 1, state, state.kings.index(cell))
            gfx.invert_rect(buf, x, y, _BOX_W, _BOX_H)
        elif not draw_cell_label(buf, x + 1, y + 1, board[cell]):
            gfx.fill_rect(buf, x + 5, y + 4, 2, 1)
    for cell in marks:
        frame_cell(buf, cell)
    for cell in legal:
        gfx.hline(buf, (cell % 7) * _CELL_W + 1, (cell // 7) * _CELL_H + _BOX_H, _BOX_W - 2)
    for cell in chosen:
        x = (cell % 7) * _CELL_W + 1
        y = (cell // 7) * _CELL_H
        gfx.hline(buf, x, y, _BOX_W - 2)
        gfx.hline(buf, x, y + _BOX_H, _BOX_W - 2)
    if col < 7:
        frame_cell(buf, row * 7 + col)
    gfx.vline(buf, 91, 0, 64)


def move_words(app, move):
    """A move's notation with its power's word in the language of Settings and a card as the
    screen draws it, for the Undo lines and the Hint ("d4 flip=a1,b2", "d4 vänd=a1,b2",
    "c6 discard=4♥"); the cells stay in the notation."""
    dest, _, power = move.partition(" ")
    if not power:
        return ui.tr(app, move) if move == "pass" else move
    key, _, value = power.partition("=")
    if key == "discard" and value:
        value = gfx.card_label(parse(value))
    return "%s %s=%s" % (dest, ui.tr(app, key), value) if value else dest + " " + ui.tr(app, key)


def short_reason(app, e):
    """The engine's reason: a refusal (shared_rules/treasure/powers.py's `Refused`) in the
    language of Settings (firmware/wording.py, imported for it), else its text without the
    list of legal cells (too long for the screen)."""
    r = getattr(e, "refusal", None)
    if r:
        return import_once("firmware.wording").said(app, r, (), REASONS)
    s = str(e)
    i = s.find(" (legal:")
    return s[:i] if i >= 0 else s
