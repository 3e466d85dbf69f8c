"""One count per player that must add up (tricks, hearts, queens ...): the King score sheet's
entry screen. Its own module, not `firmware/ui/widgets.py`: only the score sheet enters counts.
"""
from firmware.ui import gfx
from firmware.buttons import A, B, DOWN, LEFT, RIGHT, UP
from firmware.ui.widgets import Screen, title_bar, tr

def fair_share(rest, players):
    """What one of `players` is likely to have taken of `rest` (rounded): a starting guess."""
    return (rest * 2 + players) // (2 * players) if players else rest


class CountsEntry(Screen):
    """One count per player that must add up to `total` (tricks, hearts, ...), player by player.

    Up/Down move the count by one, Left/Right by `STEP`; A takes it and goes to the next
    player, B back to the previous one. Each player starts on a fair share of what is left;
    the last player is never asked: their count is the remainder. A when nothing is left (or on
    the last player but one) calls `on_done(app, counts)`. `counts` (a correction) starts each
    player on the old count instead. `expect_last` (a positive deal's declarer, asked last):
    what the last player likely takes, left out of the others' fair shares. `dealer`, the
    name of who deals, is drawn in large type: the screen is on the table while it plays.
    """
    STEP = 3

    def __init__(self, title, label, names, total, on_done, counts=None, expect_last=None,
                 dealer=""):
        self.title = title
        self.dealer = dealer
        self.expect_last = expect_last
        self.label = label
        self.names = names
        self.total = total
        self.on_done = on_done
        n = len(names)
        self.counts = list(counts) if counts else [0] * n
        self.reached = n if counts else 1  # players whose count is set (the others are guesses)
        self.seat = 0
        if not counts:
            self.counts[0] = self.guess()
        self.clip()

    def guess(self):
        """The starting count of the player being asked: a fair share of what is left."""
        rest = self.rest(self.seat)
        players = len(self.names) - self.seat
        if self.expect_last is None:
            return fair_share(rest, players)
        rest -= self.expect_last
        return fair_share(rest if rest > 0 else 0, players - 1)

    def rest(self, seat):
        """What is left for `seat` and the players after it."""
        left = self.total
        for i in range(seat):
            left -= self.counts[i]
        return left

    def clip(self):
        c = self.counts[self.seat]
        top = self.rest(self.seat)
        self.counts[self.seat] = 0 if c < 0 else top if c > top else c

    def remainder(self):
        return self.rest(len(self.names) - 1)

    def finishing(self):
        """True if A on this player ends the entry (nothing left, or only the last player)."""
        return self.seat >= len(self.names) - 2 or self.rest(self.seat + 1) == 0

    def result(self):
        n = len(self.names)
        out = list(self.counts[:self.seat + 1]) + [0] * (n - self.seat - 1)
        out[n - 1] = self.total - sum(out[:n - 1])
        return out

    def draw(self, app, buf):
        title_bar(buf, self.title)
        gfx.text(buf, 0, 8, self.label, gfx.COLS)
        n = len(self.names)
        for s in range(n):
            y = 18 + s * 9
            gfx.text(buf, 8, y, self.names[s], 6)
            if s == n - 1:
                left = self.remainder()
                if left >= 0:
                    gfx.number_right(buf, 68, y, left, "=")
                else:
                    gfx.text_right(buf, 68, y, "=?")
            elif s <= self.seat or s < self.reached:
                gfx.number_right(buf, 68, y, self.counts[s])
            else:
                gfx.text_right(buf, 68, y, ".")
            if s == self.seat:
                gfx.text(buf, 0, y, "►")
                gfx.mark(buf, 49, y - 1, 21, 9)
        gfx.vline(buf, 76, 16, 38)
        gfx.big_text(buf, 80, 17, self.dealer, 4)
        gfx.text(buf, 80, 34, tr(app, "deals"))
        gfx.text(buf, 80, 45, tr(app, "A done" if self.finishing() else "A next"))
        gfx.text(buf, 0, 56, "▲▼1 ◄►")
        gfx.number(buf, 6 * gfx.CHAR_W, 56, self.STEP)
        x = gfx.text(buf, 9 * gfx.CHAR_W, 56, tr(app, "sum"))
        gfx.number(buf, x + gfx.CHAR_W, 56, self.total)

    def key(self, app, k):
        step = {UP: 1, DOWN: -1, RIGHT: self.STEP, LEFT: -self.STEP}.get(k, 0)
        if step:
            self.counts[self.seat] += step
            self.clip()
        elif k == A:
            if self.finishing():
                self.on_done(app, self.result())
            else:
                self.seat += 1
                if self.seat >= self.reached:
                    self.reached = self.seat + 1
                    self.counts[self.seat] = self.guess()
                self.clip()
        elif k == B:
            if self.seat:
                self.seat -= 1
            else:
                app.pop()
        app.redraw()
