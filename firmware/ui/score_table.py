"""A table of scores (a row per deal, a totals row), scrolled with Up/Down, and the final
standings: the King modes' score screens. Its own module, not `firmware/ui/widgets.py`: the other
games never show them.
"""
from firmware.ui import gfx
from firmware.buttons import A, B, DOWN, UP
from firmware.ui.widgets import Screen, title_bar


def standings_lines(standings, names):
    """(place and name, total) of each row of the final standings, from (place, seat, total)
    rows: made once, so that a redraw makes no string."""
    return [("%d. %s" % (place, names[seat]), "%+d" % total if total else "0")
            for place, seat, total in standings]


def draw_standings(buf, lines, note):
    title_bar(buf, "Final standings")
    for row in range(len(lines)):
        y = 16 + row * 8
        gfx.text(buf, 6, y, lines[row][0])
        gfx.text_right(buf, 100, y, lines[row][1])
    gfx.text(buf, 0, 56, note, gfx.COLS)


class ScoreTable(Screen):
    """A score table: a header row, rows of cells, a totals row; Up/Down scroll the rows.

    `columns` is a list of the header labels of the 4 number columns; each row is
    (label, [4 numbers]). A calls `on_a(app)` if given.
    """
    VISIBLE = 6

    def __init__(self, title, columns, rows, totals, on_a=None, focus=None):
        self.title = title
        self.columns = columns
        self.rows = rows
        self.totals = totals
        self.on_a = on_a
        last = max(0, len(rows) - self.VISIBLE)
        self.top = last if focus is None else max(0, min(last, focus - self.VISIBLE // 2))

    def _row(self, buf, y, label, values):
        gfx.text(buf, 0, y, label, 2)
        for i in range(len(values)):
            value = values[i]
            if isinstance(value, int):
                gfx.number_right(buf, 11 + (i + 1) * 29 - 1, y, value)
            else:
                gfx.text_right(buf, 11 + (i + 1) * 29 - 1, y, value)

    def draw(self, app, buf):
        gfx.text(buf, 0, 0, self.title, 2)
        for i in range(len(self.columns)):
            gfx.text_right(buf, 11 + (i + 1) * 29 - 1, 0, self.columns[i], 4)
        gfx.hline(buf, 0, 7, 128)
        for r in range(self.VISIBLE):
            i = self.top + r
            if i < len(self.rows):
                self._row(buf, 8 + r * 8, self.rows[i][0], self.rows[i][1])
        gfx.hline(buf, 0, 55, 128)
        self._row(buf, 56, "", self.totals)
        gfx.text(buf, 0, 56, "=")

    def key(self, app, k):
        if k == UP and self.top > 0:
            self.top -= 1
        elif k == DOWN and self.top + self.VISIBLE < len(self.rows):
            self.top += 1
        elif k == A and self.on_a:
            self.on_a(app)
        elif k == B:
            app.pop()
        app.redraw()
