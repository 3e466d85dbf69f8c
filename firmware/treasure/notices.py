"""The Kings and Treasures referee's screens for moments between turns: who holds which King
and who starts (once, after the deal), a player who must pass, the final scores in large type.

Apart from `firmware/treasure/referee.py` because they show seldom: `Referee.notice` imports this
module for the screen alone (`compat.import_once`), so on a board their code and words are in
RAM only while one shows.
"""
from shared_rules.compat import const
from firmware.ui import gfx
from firmware.ui import widgets as ui
from firmware.buttons import A, B
from firmware.names import seat_name
from firmware.treasure.board import draw_grid, king_label

_PANEL_X = const(94)  # the board's side panel (as the turn board's)


class Kings(ui.Screen):
    """Who holds which King (players sit clockwise in seat order) and who starts, in large
    type for the table: each King under its player's name, the starter's framed, then
    `Ann starts`."""

    def __init__(self, ref):
        self.ref = ref

    def say(self, app):
        """(each seat's name and King, the headline saying who starts): made at the first
        draw."""
        s = self.ref.state
        name = seat_name(app, s.turn)
        return ([(seat_name(app, i), king_label(s, i)) for i in range(len(s.seats))],
                ui.tr(app, "%s starts" if len(name) <= 3 else "%s 1st") % name)

    def draw(self, app, buf):
        s = self.ref.state
        fields, head = self.words(app)
        ui.title_bar(buf, ui.tr(app, "Kings, clockwise"))
        ui.big_fields(buf, 10, fields)
        w = 128 // len(fields)
        gfx.rect(buf, s.turn * w, 8, w, 26)
        ui.headline(buf, 37, head)
        gfx.text(buf, 0, 56, ui.tr(app, "Ace 1st A:play B:deal"))

    def key(self, app, k):
        if k == A:
            self.ref.next_turn(app)
        elif k == B:
            self.ref.show_deal(app, 8)  # the deal's last page: the check


class Pass(ui.Screen):
    """The player to move has no legal move: announce the pass, A records it."""

    def __init__(self, ref):
        self.ref = ref

    def draw(self, app, buf):
        s = self.ref.state
        tr = ui.tr
        ui.title_bar(buf, tr(app, "Pass"))
        gfx.text(buf, 0, 16, tr(app, "%s (%s) has no") % (seat_name(app, s.turn),
                                                          king_label(s, s.turn)))
        gfx.text(buf, 0, 25, tr(app, "legal move with %d") % s.steps())
        gfx.text(buf, 0, 34, tr(app, "steps: it passes."))
        gfx.text(buf, 0, 56, tr(app, "A: next  B: menu"))

    def key(self, app, k):
        if k == A:
            self.ref.play(app, "pass")
        elif k == B:
            self.ref.menu(app)


class End(ui.Screen):
    """Final scores in large type: the winner(s), each player's total; the winner's card
    scores (the list the tie-break compares)."""

    def __init__(self, ref):
        self.ref = ref
        self.board = False

    def draw(self, app, buf):
        s = self.ref.state
        if self.board:
            draw_grid(buf, s, 7, 0)
            gfx.text(buf, _PANEL_X, 0, ui.tr(app, "Final"))
            gfx.text(buf, _PANEL_X, 56, ui.tr(app, "A:sc"))
            return
        head, fields, note = self.words(app)
        ui.headline(buf, 1, head, invert=True)
        ui.big_fields(buf, 17, fields)
        gfx.text(buf, 0, 41, note, gfx.COLS)
        gfx.text(buf, 0, 56, ui.tr(app, "A: board  B: menu"))

    def say(self, app):
        """(headline, big fields, note): made at the first draw, the game being over."""
        s = self.ref.state
        winners = s.winners()
        scores = s.scores()
        names = " ".join(seat_name(app, i) for i in winners)
        tr = ui.tr
        if s.queens_winner() >= 0:
            head = tr(app, "4 Queens")
            note = tr(app, "%s holds the four Queens") % names
        elif len(winners) > 1:
            head = tr(app, "Shared")
            note = tr(app, "Shared: %s (same cards)") % names
        else:
            head = tr(app, "%s wins") % names
            note = tr(app, "tie-break: %s" if scores.count(max(scores)) > 1 else "cards: %s") \
                % " ".join(str(v) for v in s.card_scores(winners[0]))
        return head, [("%s%s%s" % ("►" if i in winners else "", seat_name(app, i),
                                   gfx.SUIT_GLYPHS[s.seats[i]]), scores[i])
                      for i in range(len(s.seats))], note

    def key(self, app, k):
        if k == A:
            self.board = not self.board
            app.redraw()
        elif k == B:
            self.ref.menu(app)
