"""The UI toolkit for a 128x64 one-bit screen and six buttons.

A screen has `draw(app, buf)` and `key(app, k)` (k is one button bit from `buttons`); the app
keeps a stack of them (`app.push`, `app.pop`, `app.pop_to`, `app.home`). B goes back one
screen everywhere unless a screen says otherwise. Large type for the whole table: `headline`
(one line: whose turn, the contract) and `big_fields` (labelled numbers: scores, the enemy's
health and attack). Widgets here: `Menu` (scrolling list), `Message` (a refusal or a note,
"A: OK"), `Confirm`, `Pages` (help text, the page-turning buttons shown), `PlayerPicker` (a
Menu of names), `CountsEntry` (one number per player that must add up; the last is the
remainder), `Table` (scores). Every mode has this module in RAM: a widget only one screen
uses lives with that screen (`players.LetterEntry`).
"""
from shared_rules.compat import const
from firmware import gfx
from firmware.buttons import A, B, DOWN, LEFT, RIGHT, UP

# Text rows sit on the 8-pixel pages (drawing there is cheapest): a title, then 7 rows.
_ROWS = const(7)
_TOP = const(8)


class Screen:
    overlay = False

    def draw(self, app, buf):
        pass

    def key(self, app, k):
        if k == B:
            app.pop()


def title_bar(buf, title):
    gfx.text(buf, 0, 0, title[:gfx.COLS])
    gfx.hline(buf, 0, 7, 128)


def headline(buf, y, s, invert=False):
    """One centred line of large type (at most 10 characters) at row y, 14 px high; `invert`
    sets it white on a black bar (the bar covers rows y-1 .. y+14)."""
    s = s[:gfx.BIG_COLS]
    if invert:
        gfx.fill_rect(buf, 0, y - 1, 128, gfx.BIG_H, 0)
    gfx.big_center(buf, y, s)
    if invert:
        gfx.invert_rect(buf, 0, y - 1, 128, gfx.BIG_H)


def big_fields(buf, y, fields, x0=0, w=128):
    """Labelled values side by side in equal columns: the label in small type at row y, the
    value in large type below it (rows y+9 .. y+22). `fields` is a list of (label, value)."""
    n = len(fields)
    if not n:
        return
    cw = w // n
    fit = (cw + 2) // gfx.BIG_W
    for i in range(n):
        label, value = fields[i]
        cx = x0 + i * cw
        label = label[:cw // gfx.CHAR_W]
        gfx.text(buf, cx + (cw - gfx.text_width(label)) // 2, y, label)
        gfx.big_center(buf, y + 9, str(value)[:fit], cx, cw)


class Menu(Screen):
    """A scrolling list; A calls `on_select(app, index)`, Left/Right call `on_change` if set."""

    def __init__(self, title, items, on_select=None, index=0, on_change=None):
        self.title = title
        self.items = items
        self.on_select = on_select
        self.on_change = on_change
        self.index = index
        self.top = 0

    def draw(self, app, buf):
        title_bar(buf, self.title)
        n = len(self.items)
        if self.index < self.top:
            self.top = self.index
        elif self.index >= self.top + _ROWS:
            self.top = self.index - _ROWS + 1
        for row in range(_ROWS):
            i = self.top + row
            if i >= n:
                break
            y = _TOP + row * 8
            gfx.text(buf, 2, y, self.items[i][:20])
            if i == self.index:
                gfx.invert_rect(buf, 0, y, 122, 8)
        if self.top > 0:
            gfx.text(buf, 123, _TOP, "▲")
        if self.top + _ROWS < n:
            gfx.text(buf, 123, _TOP + (_ROWS - 1) * 8, "▼")

    def key(self, app, k):
        n = len(self.items)
        if k == UP and n:
            self.index = (self.index - 1) % n
        elif k == DOWN and n:
            self.index = (self.index + 1) % n
        elif k == A and n and self.on_select:
            self.on_select(app, self.index)
        elif k in (LEFT, RIGHT) and n and self.on_change:
            self.on_change(app, self.index, 1 if k == RIGHT else -1)
        elif k == B:
            app.pop()
        app.redraw()


def PlayerPicker(title, names, on_pick, exclude=-1, index=0):
    """A Menu of the players' names; `on_pick(app, seat)`; `exclude` leaves one seat out."""
    seats = [s for s in range(len(names)) if s != exclude]
    items = [names[s] for s in seats]

    def pick(app, i):
        on_pick(app, seats[i])

    start = seats.index(index) if index in seats else 0
    return Menu(title, items, pick, start)


class _Box(Screen):
    """A framed box drawn over the screen below it."""
    overlay = True

    def frame(self, buf, lines):
        h = len(lines) * 9 + 6
        y = (64 - h) // 2
        gfx.fill_rect(buf, 0, y - 2, 128, h + 4, 0)
        gfx.rect(buf, 2, y, 124, h)
        for i, line in enumerate(lines):
            gfx.text(buf, 6, y + 3 + i * 9, line)
        return y


class Message(_Box):
    """Text in a box with "A: OK" under it; A or B closes it and calls `then(app)` if given."""

    def __init__(self, text, then=None):
        self.lines = gfx.wrap(text, 19)[:5]
        self.then = then

    def draw(self, app, buf):
        y = self.frame(buf, self.lines + [""])
        gfx.text_right(buf, 121, y + 3 + len(self.lines) * 9, "A: OK")

    def key(self, app, k):
        if k in (A, B):
            app.pop()
            if self.then:
                self.then(app)


class Confirm(_Box):
    """A question with No / Yes; A on Yes calls `on_yes(app)`; B or No closes it."""

    def __init__(self, question, on_yes):
        self.lines = gfx.wrap(question, 19)[:4]
        self.on_yes = on_yes
        self.yes = False

    def draw(self, app, buf):
        y = self.frame(buf, self.lines + ["  No      Yes"])
        row = y + 3 + len(self.lines) * 9
        gfx.invert_rect(buf, 67 if self.yes else 13, row - 1, 26 if self.yes else 20, 9)

    def key(self, app, k):
        if k in (LEFT, RIGHT, UP, DOWN):
            self.yes = not self.yes
            app.redraw()
        elif k == A:
            app.pop()
            if self.yes:
                self.on_yes(app)
        elif k == B:
            app.pop()


class Pages(Screen):
    """Pages of text (help): Left/Right or A turn pages, Up/Down scroll a long page. The
    bottom line says so: "◄► page", "B back" (and "▲▼ more" when the page is longer than
    the screen)."""
    ROWS = 6

    def __init__(self, title, pages):
        self.title = title
        self.pages = pages
        self.page = 0
        self.line = 0
        self.lines = None

    def draw(self, app, buf):
        if self.lines is None:
            self.lines = gfx.wrap(self.pages[self.page])
        title_bar(buf, "%s %d/%d" % (self.title, self.page + 1, len(self.pages)))
        for row in range(self.ROWS):
            i = self.line + row
            if i < len(self.lines):
                gfx.text(buf, 0, _TOP + row * 8, self.lines[i])
        gfx.hline(buf, 0, 55, 128)
        hint = "◄► page"
        if len(self.lines) > self.ROWS:
            hint += " ▲▼ more"
        gfx.text(buf, 0, 57, hint)
        gfx.text_right(buf, 127, 57, "B back")

    def turn(self, step):
        self.page = (self.page + step) % len(self.pages)
        self.line = 0
        self.lines = None

    def key(self, app, k):
        if k in (RIGHT, A):
            self.turn(1)
        elif k == LEFT:
            self.turn(-1)
        elif k == DOWN and self.lines and self.line + self.ROWS < len(self.lines):
            self.line += 1
        elif k == UP and self.line > 0:
            self.line -= 1
        elif k == B:
            app.pop()
        app.redraw()


def fair_share(rest, players):
    """What one of `players` is likely to have taken of `rest` (rounded): a starting guess."""
    return (rest * 2 + players) // (2 * players) if players else rest


class CountsEntry(Screen):
    """One count per player that must add up to `total` (tricks, hearts, ...), player by player.

    Up/Down move the count by one, Left/Right by `STEP`; A takes it and goes to the next
    player, B back to the previous one. Each player starts on a fair share of what is left;
    the last player is never asked: their count is the remainder. A when nothing is left (or on
    the last player but one) calls `on_done(app, counts)`. `counts` (a correction) starts each
    player on the old count instead.
    """
    STEP = 3

    def __init__(self, title, label, names, total, on_done, counts=None):
        self.title = title
        self.label = label
        self.names = names
        self.total = total
        self.on_done = on_done
        n = len(names)
        self.counts = list(counts) if counts else [0] * n
        self.reached = n if counts else 1  # players whose count is set (the others are guesses)
        if not counts:
            self.counts[0] = fair_share(total, n)
        self.seat = 0
        self.clip()

    def rest(self, seat):
        """What is left for `seat` and the players after it."""
        return self.total - sum(self.counts[:seat])

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
        gfx.text(buf, 0, 8, self.label[:21])
        n = len(self.names)
        for s in range(n):
            y = 18 + s * 9
            gfx.text(buf, 8, y, self.names[s][:6])
            if s == n - 1:
                value = "=%d" % self.remainder() if self.remainder() >= 0 else "=?"
            elif s <= self.seat or s < self.reached:
                value = str(self.counts[s])
            else:
                value = "."
            gfx.text_right(buf, 68, y, value)
            if s == self.seat:
                gfx.text(buf, 0, y, "►")
                gfx.invert_rect(buf, 49, y - 1, 21, 9)
        gfx.vline(buf, 76, 16, 38)
        gfx.text(buf, 80, 18, "▲▼ 1")
        gfx.text(buf, 80, 27, "◄► %d" % self.STEP)
        gfx.text(buf, 80, 36, "A done" if self.finishing() else "A next")
        gfx.text(buf, 80, 45, "B back")
        gfx.text(buf, 0, 56, "sum %d, last = rest" % self.total)

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
                    rest = self.rest(self.seat)
                    self.counts[self.seat] = fair_share(rest, len(self.names) - self.seat)
                self.clip()
        elif k == B:
            if self.seat:
                self.seat -= 1
            else:
                app.pop()
        app.redraw()


class Table(Screen):
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
        gfx.text(buf, 0, y, label[:2])
        for i in range(len(values)):
            gfx.text_right(buf, 11 + (i + 1) * 29 - 1, y, str(values[i]))

    def draw(self, app, buf):
        gfx.text(buf, 0, 0, self.title[:2])
        for i in range(len(self.columns)):
            gfx.text_right(buf, 11 + (i + 1) * 29 - 1, 0, self.columns[i][:4])
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


class PauseMenu(Menu):
    """B during a game: a menu that takes the game screen's place (so B never goes deeper).
    `actions` are (label, function(app) or None); None is "back to the game". A chosen item
    puts the game back first, then runs; B leaves for the game menu, on `home_focus` (the
    game is saved: Resume brings it back)."""

    def __init__(self, game_screen, actions, home_focus, title="Paused"):
        Menu.__init__(self, title, [label for label, _ in actions], self.chosen)
        self.game_screen = game_screen
        self.actions = actions
        self.home_focus = home_focus

    def chosen(self, app, i):
        act = self.actions[i][1]
        app.pop()
        app.push(self.game_screen)
        if act is not None:
            act(app)

    def key(self, app, k):
        if k == B:
            app.home(self.home_focus)
        else:
            Menu.key(self, app, k)
