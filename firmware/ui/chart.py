"""The score sheet's story: each player's running total after each deal as a line chart on the
128x64 panel (issue 39). Each line is told apart by its mark at every deal (a filled square, a
ring, a plus, a cross) and labelled at its end by the mark and the player's first two letters;
a dotted line is zero.

Imported where a chart shows (King's records and, in a game, its pause menu); never kept.
"""
from shared_rules.compat import const
from firmware.ui import gfx
from firmware.buttons import A, B
from firmware.ui.widgets import Screen, title_bar

_LEFT = const(3)  # the first point's x (a mark is 3 pixels wide around its point)
_RIGHT = const(104)  # the last point's x at most; the labels are right of it
_TOP = const(11)  # the highest point's y (under the title)
_BOTTOM = const(62)


def _dot(buf, x, y):
    if 0 <= x < 128 and 0 <= y < 64:
        buf[(y >> 3) * 128 + x] |= 1 << (y & 7)


def line(buf, x0, y0, x1, y1):
    """A one-pixel line from (x0, y0) to (x1, y1) (Bresenham's: whole numbers only)."""
    dx, dy = abs(x1 - x0), -abs(y1 - y0)
    sx = 1 if x0 < x1 else -1
    sy = 1 if y0 < y1 else -1
    err = dx + dy
    while True:
        _dot(buf, x0, y0)
        if x0 == x1 and y0 == y1:
            return
        e2 = 2 * err
        if e2 >= dy:
            err += dy
            x0 += sx
        if e2 <= dx:
            err += dx
            y0 += sy


# A mark's pixels around its point, seat by seat: filled square, ring, plus, cross.
_MARKS = ((-1, -1, 0, -1, 1, -1, -1, 0, 0, 0, 1, 0, -1, 1, 0, 1, 1, 1),
          (-1, -1, 0, -1, 1, -1, -1, 0, 1, 0, -1, 1, 0, 1, 1, 1),
          (0, -1, -1, 0, 0, 0, 1, 0, 0, 1),
          (-1, -1, 1, -1, 0, 0, -1, 1, 1, 1))


def mark(buf, x, y, seat):
    m = _MARKS[seat % 4]
    for i in range(0, len(m), 2):
        _dot(buf, x + m[i], y + m[i + 1])


def points(totals, left=_LEFT, right=_RIGHT, top=_TOP, bottom=_BOTTOM):
    """Each seat's points [(x, y), …] for its running totals (a list per seat, the same length),
    the scale shared and zero always in it; and zero's y."""
    low = min([0] + [min(t) for t in totals])
    high = max([0] + [max(t) for t in totals])
    span = high - low or 1
    count = len(totals[0])
    step = (right - left) // max(1, count - 1)

    def y_of(v):
        return bottom - (v - low) * (bottom - top) // span

    return [[(left + i * step, y_of(v)) for i, v in enumerate(t)] for t in totals], y_of(0)


def label_rows(ends, top=_TOP - 2, bottom=64, height=7):
    """The y of each label (the top of its text) beside its line's end `ends[seat]`: moved
    down from the top as little as keeps them apart, then up from the bottom as little as
    keeps them on the panel (four labels take 31 of the 55 rows, so both always hold)."""
    order = sorted(range(len(ends)), key=lambda s: ends[s])
    rows = [0] * len(ends)
    y = top - height - 1
    for s in order:
        y = max(ends[s] - height // 2, y + height + 1)
        rows[s] = y
    y = bottom + 1
    for s in order[::-1]:
        y = min(rows[s], y - height - 1)
        rows[s] = y
    return rows


def shape(totals, names):
    """What a chart draws, worked out once (a redraw allocates nothing): each seat's points,
    zero's y, each label's row and its two letters."""
    lines, zero = points(totals)
    return lines, zero, label_rows([pts[-1][1] for pts in lines]), [n[:2] for n in names]


def draw_chart(buf, drawn):
    """The chart of running totals (firmware/records_stats.running_totals) under the title;
    `drawn` is their `shape`."""
    lines, zero, rows, labels = drawn
    last = lines[0][-1][0]
    for x in range(_LEFT, last + 1, 3):
        _dot(buf, x, zero)
    for seat in range(len(lines)):
        pts = lines[seat]
        for i in range(1, len(pts)):
            a, b = pts[i - 1], pts[i]
            line(buf, a[0], a[1], b[0], b[1])
            mark(buf, b[0], b[1], seat)
    x = last + 4
    for seat in range(len(labels)):
        mark(buf, x + 1, rows[seat] + 3, seat)
        gfx.text(buf, x + 4, rows[seat], labels[seat])


class Chart(Screen):
    """A game's story as a chart: `title` on top, B or A back."""

    def __init__(self, title, totals, names):
        self.title = title
        self.totals = totals
        self.names = names
        self.drawn = shape(totals, names)

    def draw(self, app, buf):
        title_bar(buf, self.title)
        draw_chart(buf, self.drawn)

    def key(self, app, k):
        if k in (A, B):
            app.pop()
