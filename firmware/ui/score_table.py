"""A table of scores (a row per deal, a totals row), scrolled with Up/Down, and the final
standings in large type: the King modes' score screens. Its own module, not `firmware/ui/widgets.py`: the other
games never show them.
"""
from firmware.ui import gfx
from firmware.buttons import A, B, DOWN, UP
from firmware.ui.widgets import Screen, big_fields, tr


def standings_lines(standings, names):
    """(place, name, total) of each row of the final standings, from (place, seat, total)
    rows: made once, so that a redraw makes no string."""
    return [(str(place), names[seat], "%+d" % total if total else "0")
            for place, seat, total in standings]


def draw_standings(buf, lines, problem=None):
    """The final standings in large type for the whole table, a row a player: place, name,
    total. `problem` (the engine's zero-sum check failed) is said on the last row."""
    for row in range(len(lines)):
        y = row * 16
        place, name, total = lines[row]
        gfx.big_text(buf, 0, y, place)
        gfx.big_text(buf, 18, y, name, 4)
        gfx.big_right(buf, 127, y, total)
    if problem:
        gfx.fill_rect(buf, 0, 55, 128, 9, 0)
        gfx.text(buf, 0, 56, problem, gfx.COLS)


class DealScores(Screen):
    """A deal's four numbers in large type for the whole table, two a row under the names;
    A or B calls `on_a(app)`, Down pushes `detail()` (what each took, the totals)."""

    def __init__(self, title, names, values, on_a, detail):
        self.title = title
        self.names = names
        self.values = values
        self.on_a = on_a
        self.detail = detail

    def say(self, app):
        return [[(self.names[s], self.values[s]) for s in (row * 2, row * 2 + 1)]
                for row in range(2)]

    def draw(self, app, buf):
        gfx.text(buf, 0, 0, self.title, 14)
        gfx.text_right(buf, 127, 0, tr(app, "A: next"))
        gfx.hline(buf, 0, 7, 128)
        rows = self.words(app)
        for row in range(2):
            big_fields(buf, 10 + row * 27, rows[row])
        gfx.vline(buf, 63, 10, 54)
        gfx.hline(buf, 0, 35, 128)

    def key(self, app, k):
        if k in (A, B):
            self.on_a(app)
        elif k == DOWN:
            app.push(self.detail())
        app.redraw()


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
