"""Kings and Treasures against bots: the winner's headline at the end, and the scores in large
type with each seat's cards' scores (the tie-break) below. Imported while they show
(`compat.import_once`), given the score fields; the game is `firmware/treasure/vs_bots.py`.
"""
from firmware.ui import gfx
from firmware.ui import widgets as ui
from firmware.buttons import A, B
from firmware.names import seat_name
from firmware.treasure.board import king_label


def end_headline(app, state):
    winners = state.winners()
    if state.queens_winner() >= 0:
        return "%s: 4 Q" % seat_name(app, winners[0])
    if len(winners) > 1:
        return "Shared win"
    return "%s wins" % seat_name(app, winners[0])


class Scores(ui.Screen):
    """The scores in large type, and each seat's cards' scores (the tie-break) below."""

    def __init__(self, state, fields, final=False):
        self.state = state
        self.fields = fields  # (name, score) of each seat, in large type
        self.final = final

    def say(self, app):
        """(score fields, tie-break lines): made at the first draw."""
        s = self.state  # the tie-break: each card's score, highest first
        return self.fields, [
            "%s %s" % (king_label(s, i), " ".join(str(v) for v in s.card_scores(i)))
            for i in range(len(s.seats))]

    def draw(self, app, buf):
        fields, lines = self.words(app)
        ui.title_bar(buf, "Final scores" if self.final else "Scores")
        ui.big_fields(buf, 10, fields)
        for i in range(len(lines)):
            gfx.text(buf, 0, 34 + i * 7, lines[i], gfx.COLS)

    def key(self, app, k):
        if k in (A, B):
            app.pop()
