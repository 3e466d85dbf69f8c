"""The card grid: real cards told to the device, suits in rows and ranks in columns.

Up/Down move by suit (♠ ♥ ♦ ♣ rows), Left/Right by rank (the columns the caller offers, e.g.
A..10 and the court ranks that can be in a hand); both wrap. A adds the card under the cursor
to the selection (A on a chosen card takes it out again); A on the card just added means done:
`on_done(app, cards)`. B leaves without telling anything. With `single`, the first A is done.
The cursor starts where the caller guesses the card is (the damage owed for a payment), so a
common choice is a few presses away.
"""
from shared_rules.compat import const
from firmware import gfx, ui
from firmware.buttons import A, B, DOWN, LEFT, RIGHT, UP

_RANK_GLYPHS = "A23456789" + gfx.TEN + "JQK"
_GRID_X = const(10)
_GRID_Y = const(20)
_COL_W = const(9)
_ROW_H = const(11)


def ranks_from(low, high, extra=()):
    """Rank columns low..high, then the `extra` ranks (sorted, no repeats)."""
    out = list(range(low, high + 1))
    for r in sorted(extra):
        if r not in out:
            out.append(r)
    return out


class CardGrid(ui.Screen):
    def __init__(self, title, ranks, on_done, start_rank=5, start_suit=0, single=False,
                 worth=None):
        self.title = title
        self.ranks = ranks
        self.on_done = on_done
        self.single = single
        self.worth = worth  # a function of the chosen cards, shown beside them, or None
        self.chosen = []
        best = 0
        for i in range(len(ranks)):  # the column nearest the guessed rank
            if abs(ranks[i] - start_rank) < abs(ranks[best] - start_rank):
                best = i
        self.col = best
        self.row = start_suit

    def card(self):
        return self.ranks[self.col] * 4 + self.row

    def draw(self, app, buf):
        ui.title_bar(buf, self.title)
        if self.chosen:
            line = " ".join(gfx.card_label(c) for c in self.chosen)
            if self.worth:
                line += " =%d" % self.worth(self.chosen)
            gfx.text(buf, 0, 10, line[:21])
        else:
            gfx.text(buf, 0, 10, "A: this card" if self.single else "A: add, A again: done")
        for row in range(4):
            y = _GRID_Y + row * _ROW_H
            gfx.text(buf, 1, y + 2, gfx.SUIT_GLYPHS[row])
            for col in range(len(self.ranks)):
                x = _GRID_X + col * _COL_W
                gfx.text(buf, x + 2, y + 2, _RANK_GLYPHS[self.ranks[col] - 1])
                if self.ranks[col] * 4 + row in self.chosen:
                    gfx.rect(buf, x, y, _COL_W - 1, _ROW_H - 1)
                if col == self.col and row == self.row:
                    gfx.invert_rect(buf, x + 1, y + 1, _COL_W - 3, _ROW_H - 3)

    def key(self, app, k):
        if k == UP:
            self.row = (self.row - 1) % 4
        elif k == DOWN:
            self.row = (self.row + 1) % 4
        elif k == LEFT:
            self.col = (self.col - 1) % len(self.ranks)
        elif k == RIGHT:
            self.col = (self.col + 1) % len(self.ranks)
        elif k == A:
            c = self.card()
            if self.single:
                self.on_done(app, [c])
            elif self.chosen and self.chosen[-1] == c:
                self.on_done(app, list(self.chosen))
            elif c in self.chosen:
                self.chosen.remove(c)
            else:
                self.chosen.append(c)
        elif k == B:
            app.pop()
        app.redraw()
