"""The King score sheet's totals after a deal, in large type for the whole table, and the final
standings: imported while one of them shows (`compat.import_once`), so on a board their code is
in RAM only then. The sheet itself is `firmware/king/sheet.py`.
"""
from shared_rules.compat import import_once
from firmware.ui import gfx
from firmware.ui import widgets as ui
from firmware.buttons import A, B, DOWN


class Totals(ui.Screen):
    """The totals in large type, for the whole table; A goes on to the next deal, Down shows
    the deal-by-deal table, B the sheet menu."""

    def __init__(self, keeper, title):
        self.keeper = keeper
        self.title = title

    def say(self, app):
        """The big fields, two rows of (name, total): the sheet does not change under it."""
        k = self.keeper
        totals = k.sheet.totals()
        return [[(k.names[s], totals[s]) for s in (row * 2, row * 2 + 1)] for row in range(2)]

    def draw(self, app, buf):
        # (the rows made apart: a frame too big for the C stack is taken from the heap)
        ui.title_bar(buf, self.title)
        hint = ui.tr(app, "A: next")
        if (len(self.title) + 1 + len(hint)) * gfx.CHAR_W <= gfx.W + 1:  # (else the title alone)
            gfx.text_right(buf, 127, 0, hint)
        rows = self.words(app)
        for row in range(2):
            ui.big_fields(buf, 10 + row * 27, rows[row])
        gfx.vline(buf, 63, 10, 54)
        gfx.hline(buf, 0, 35, 128)

    def key(self, app, k):
        keeper = self.keeper
        if k == A:
            keeper.after_table(app)
        elif k == DOWN:
            n = len(keeper.sheet.entries)
            app.push(keeper.table(app, n - 1 if n else None))
        elif k == B:
            app.pop_to(keeper.hub)
        app.redraw()


class Standings(ui.Screen):
    """Final standings in large type (places shared on equal totals); the zero-sum check
    said only when it fails."""

    def __init__(self, keeper):
        self.keeper = keeper
        self.score_table = import_once("firmware.ui.score_table")  # in RAM while it shows

    def say(self, app):
        """(the rows' words, the zero-sum check's note): the sheet is final."""
        sheet = self.keeper.sheet
        try:
            sheet.check_zero_sum()
            note = None
        except ValueError as e:
            note = str(e)
        return self.score_table.standings_lines(sheet.standings(), self.keeper.names), note

    def draw(self, app, buf):
        lines, note = self.words(app)
        self.score_table.draw_standings(buf, lines, note)

    def key(self, app, k):
        if k in (A, B):
            app.pop_to(self.keeper.hub)
