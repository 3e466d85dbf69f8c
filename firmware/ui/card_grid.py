"""The card grid: real cards told to the device, suits in rows and ranks in columns.

Up/Down move by suit (♠ ♥ ♦ ♣ rows), Left/Right by rank (the columns the caller offers, e.g.
A..10 and the court ranks that can be in a hand); both wrap. The caller may name the `cards`
that can be told (the cards the companion knows can be in the hand): the other cells stay
empty and the cursor skips them — Left/Right to the next such card of the row, Up/Down to the
next row holding one, on the nearest rank. The cursor starts on the caller's likeliest card, and after
each added card moves to the likeliest next one when the caller has a guess
(`next_card(chosen)`: the rest of a payment).

A adds the card under the cursor to the selection (A on a chosen card takes it out again). The
telling ends by itself when `complete(chosen)` (asked of the engine by the caller) says no card
can follow — a single 7 without a set or a pair, a payment that covers the damage — so the
common single card costs one A; otherwise A again on the card just added is done. The line
under the title always says what A does here. `on_done(app, cards)` gets the cards; B leaves
without telling anything. With `single`, the first A is done.
"""
from shared_rules.compat import const
from firmware.ui import gfx
from firmware.ui import widgets as ui
from firmware.buttons import A, B, DOWN, LEFT, RIGHT, UP

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


def _chosen_then(key, chosen, c):
    """True if `key` is `chosen + [c]` (compared without making that list)."""
    if len(key) != len(chosen) + 1 or key[-1] != c:
        return False
    for i in range(len(chosen)):
        if key[i] != chosen[i]:
            return False
    return True


class CardGrid(ui.Screen):
    def __init__(self, title, ranks, on_done, start=None, cards=None, single=False,
                 worth=None, complete=None, verb="done", next_card=None):
        self.title = title
        self.ranks = ranks
        self.on_done = on_done
        self.single = single
        self.worth = worth  # a function of the chosen cards, shown beside them, or None
        self.complete = complete  # chosen cards -> True when nothing can follow them
        self.verb = verb  # what finishing does: "play", "pay", ...
        self.next_card = next_card  # chosen cards -> the likeliest next card, or None
        self.chosen = []
        self._asked = None  # (chosen, card, answer): `complete` is asked once per card
        self.open = bytearray(56)  # 1 where a cell can be told
        for r in ranks:
            for s in range(4):
                if cards is None or r * 4 + s in cards:
                    self.open[r * 4 + s] = 1
        self.col = 0
        self.row = 0
        self.go_near(start if start is not None else ranks[0] * 4)

    def card(self):
        return self.ranks[self.col] * 4 + self.row

    def cell_open(self, col, row):
        c = self.ranks[col] * 4 + row
        return self.open[c] or c in self.chosen

    def go_near(self, card):
        """Put the cursor on `card`, or on the open cell not chosen yet nearest it (rank
        first, then suit)."""
        best = None
        for col in range(len(self.ranks)):
            for row in range(4):
                if self.open[self.ranks[col] * 4 + row] and \
                        self.ranks[col] * 4 + row not in self.chosen:
                    d = abs(self.ranks[col] - (card >> 2)) * 8 + (row - (card & 3)) % 4
                    if best is None or d < best[0]:
                        best = (d, col, row)
        if best:
            self.col = best[1]
            self.row = best[2]

    def after_add(self):
        """The cursor goes to the likeliest next card, when the caller has a guess."""
        guess = self.next_card(self.chosen) if self.next_card else None
        if guess is not None:
            self.go_near(guess)

    def moved(self, col, row, k):
        """Where key `k` takes the cursor from (col, row): the next open cell that way."""
        n = len(self.ranks)
        if k in (LEFT, RIGHT):
            step = 1 if k == RIGHT else -1
            for i in range(1, n):
                c = (col + step * i) % n
                if self.cell_open(c, row):
                    return c, row
        elif k in (UP, DOWN):
            step = 1 if k == DOWN else -1
            for i in range(1, 4):
                r = (row + step * i) % 4
                best = -1
                for d in range(n):  # the open cell of that row nearest the rank, lower first
                    for c in ((col - d) % n, (col + d) % n):
                        if best < 0 and self.cell_open(c, r):
                            best = c
                if best >= 0:
                    return best, r
        return col, row

    def finishes(self, c):
        """True when A on card `c` ends the telling."""
        if self.single:
            return True
        if self.chosen and self.chosen[-1] == c:
            return True
        if c in self.chosen or not self.complete:
            return False
        asked = self._asked
        if asked is None or not _chosen_then(asked[0], self.chosen, c):
            key = self.chosen + [c]
            self._asked = asked = (key, self.complete(key))
        return asked[1]

    def hint_word(self):
        """What A does on the card under the cursor: the verb ("play"), "add" or "drop"."""
        c = self.card()
        if self.finishes(c):
            return self.verb
        return "drop" if c in self.chosen else "add"

    def hint_card(self):
        """The card the hint names: the one under the cursor, or -1 for the verb alone (A
        again on the last card chosen). Apart from the word: a returned pair is a new tuple
        at every redraw."""
        c = self.card()
        if self.chosen and self.chosen[-1] == c and self.finishes(c):
            return -1
        return c

    def hint(self):
        """What A does on the card under the cursor, as the line under the title says it:
        "play 7♠", "add 3♦", "drop 2♠" or the verb alone."""
        word, c = self.hint_word(), self.hint_card()
        return word if c < 0 else "%s %s" % (word, gfx.card_label(c))

    def draw(self, app, buf):
        ui.title_bar(buf, self.title)
        # "A: play 7♠" after the chosen cards and their worth ("7♠ 3♦ =10"), drawn in
        # pieces (no string made); left out when both do not fit on the line.
        word = self.hint_word()
        c = self.hint_card()
        what = 3 + len(word) + (3 if c >= 0 else 0)  # characters of "A: word 7♠"
        x = 0
        if self.chosen:
            end = gfx.COLS * gfx.CHAR_W  # the line's 21 characters
            for i in range(len(self.chosen)):
                gfx.card(buf, i * 3 * gfx.CHAR_W, 10, self.chosen[i], end)
            x = (len(self.chosen) * 3 - 1) * gfx.CHAR_W
            if self.worth:
                x = gfx.text(buf, x, 10, " =", max(0, (end - x) // gfx.CHAR_W))
                x = gfx.number(buf, x, 10, self.worth(self.chosen), end)
            if x // gfx.CHAR_W + what >= 21:
                return self.draw_grid(buf)
            x = 128 - what * gfx.CHAR_W + 1
        x = gfx.text(buf, gfx.text(buf, x, 10, "A: "), 10, word)
        if c >= 0:
            gfx.card(buf, x + gfx.CHAR_W, 10, c)
        self.draw_grid(buf)

    def draw_grid(self, buf):
        for row in range(4):
            y = _GRID_Y + row * _ROW_H
            gfx.text(buf, 1, y + 2, gfx.SUIT_GLYPHS[row])
            for col in range(len(self.ranks)):
                x = _GRID_X + col * _COL_W
                c = self.ranks[col] * 4 + row
                if self.cell_open(col, row):
                    gfx.text(buf, x + 2, y + 2, gfx.RANK_GLYPHS[self.ranks[col] - 1])
                if c in self.chosen:  # (a line under the card; the cursor a frame)
                    gfx.hline(buf, x, y + _ROW_H - 1, _COL_W - 1)
                if col == self.col and row == self.row:
                    gfx.mark(buf, x, y, _COL_W - 1, _ROW_H - 1)

    def key(self, app, k):
        if k in (UP, DOWN, LEFT, RIGHT):
            self.col, self.row = self.moved(self.col, self.row, k)
        elif k == A:
            c = self.card()
            if self.single:
                self.on_done(app, [c])
            elif self.finishes(c):
                if c not in self.chosen:
                    self.chosen.append(c)  # kept chosen if the engine refuses, to fix
                self.on_done(app, list(self.chosen))
            elif c in self.chosen:
                self.chosen.remove(c)
            else:
                self.chosen.append(c)
                self.after_add()
        elif k == B:
            app.pop()
        app.redraw()
