"""Kings and Treasures against bots: the winner's headline at the end, and the scores in large
type with each seat's cards' scores (the tie-break) below, a long list on pages. Imported while they show
(`compat.import_once`), given the score fields; the game is `firmware/treasure/vs_bots.py`.
"""
from firmware.ui import gfx
from firmware.ui import widgets as ui
from firmware.buttons import A, B, DOWN, RIGHT
from firmware.names import seat_name
from firmware.treasure.board import king_label


def end_headline(app, state):
    winners = state.winners()
    if state.queens_winner() >= 0:
        return ui.tr(app, "%s: 4 Q") % seat_name(app, winners[0])
    if len(winners) > 1:
        return ui.tr(app, "Shared win")
    return ui.tr(app, "%s wins") % seat_name(app, winners[0])


class Scores(ui.Screen):
    """The scores in large type, and each seat's cards' scores (the tie-break) below, a row a
    seat 8 px apart. A list too long for its row goes on on the next page: the row ends in ►,
    Right (or Down) turns the page, Left (or Up) back."""

    def __init__(self, state, fields, final=False):
        self.state = state
        self.fields = fields  # (name, score) of each seat, in large type
        self.final = final
        self.page = 0

    def say(self, app):
        """(score fields, each seat's pages of its row, the title): made at the first draw."""
        s = self.state  # the tie-break: each card's score, highest first
        rows = []
        for i in range(len(s.seats)):
            label = king_label(s, i)
            pages = []
            line = label
            for v in s.card_scores(i):
                word = " %d" % v
                if len(line) + len(word) > gfx.COLS - 1:  # (the last column: ►)
                    pages.append(line)
                    line = label
                line += word
            pages.append(line)
            rows.append(pages)
        count = max(len(pages) for pages in rows)
        title = ui.tr(app, "Final scores" if self.final else "Scores")
        if count > 1:
            title += " %d/%d" % (self.page + 1, count)
        return self.fields, rows, title

    def draw(self, app, buf):
        fields, rows, title = self.words(app)
        ui.title_bar(buf, title)
        ui.big_fields(buf, 9, fields)
        for i in range(len(rows)):
            pages = rows[i]
            y = 33 + i * 8
            if self.page < len(pages):
                gfx.text(buf, 0, y, pages[self.page], gfx.COLS - 1)
            if self.page + 1 < len(pages):
                gfx.text(buf, 122, y, "►")

    def key(self, app, k):
        if k in (A, B):
            app.pop()
            return
        count = max(len(pages) for pages in self.words(app)[1])
        page = self.page + (1 if k in (RIGHT, DOWN) else -1)
        if 0 <= page < count:
            self.page = page
            self.said = None
            app.redraw()
