"""The UI toolkit for a 128x64 one-bit screen and six buttons.

A screen has `draw(app, buf)` and `key(app, k)` (k is one button bit from `buttons`); the app
keeps a stack of them (`app.push`, `app.pop`, `app.pop_to`, `app.home`). B goes back one
screen everywhere unless a screen says otherwise. Large type for the whole table: `headline`
(one line: whose turn, the contract) and `big_fields` (labelled numbers: scores, the enemy's
health and attack). Widgets here: `Menu` (scrolling list), `Message` (a refusal or a note,
"A: OK"), `Confirm`, `PlayerPicker` (a Menu of names), `PauseMenu` and `undo_item` (its Undo
line, the same in every mode). Every mode has this module in RAM, so a widget that not every game shows has a module of its own, imported where it is
used: `pages.Pages` (help), `counts_entry.CountsEntry` (the King score sheet),
`score_table.ScoreTable` (the King modes), `players.LetterEntry` (the names' editor).
"""
from shared_rules.compat import const, ticks_diff
from firmware.ui import gfx
from firmware.buttons import A, B, DOWN, LEFT, RIGHT, UP

# Text rows sit on the 8-pixel pages (drawing there is cheapest): a title, then 7 rows.
_ROWS = const(7)
_TOP = const(8)
_ITEM_COLS = const(20)  # a menu line's characters (the last column is the ▲ ▼ arrows')
# A selected line longer than that scrolls: still for a while, a character a step to its
# end, still there, then from its start again.
_SCROLL_WAIT_MS = const(1000)
_SCROLL_STEP_MS = const(250)
_SCROLL_END_MS = const(1500)
# The boxes' words that every mode may show, in the language of Settings: English until
# words/language.py's `speak` puts the chosen language's in their places (at power-on
# and when Settings changes it). Yes sits at the 11th character of the small line, the 7th of
# the large one.
ENGLISH = ("A: OK", "  No      Yes", "No    Yes", "Replace the saved game?",
           "Could not delete: %s", "Settings not saved: %s",
           # the long B's question, in every mode (App._long_b)
           "Leave this game?", "Leave this screen?", "Stay", "Game menu (saved)", "Game menu")
SAID = list(ENGLISH)


def tr(app, s, area=None):
    """`s` (English, as the code writes it) in the language of Settings, from the catalogue of
    `area`, else of the open mode (`app.words_area`, set by a mode whose words are all in its
    catalogue: words/<lang>_<area>.txt, read a line at a time by words/lookup.py): `s` itself
    in English, in a mode not yet translated (no area: it speaks English whole rather than
    half), on a board without the words, or with no RAM for them."""
    area = area or getattr(app, "words_area", None)
    if area is None or app.settings.get("language", "en") == "en":
        return s
    try:
        from words.lookup import tr as find
    except Exception:  # noqa: BLE001 - no words (ImportError) or no RAM for them: English
        return s
    return find(app, s, area)


def large(app):
    """Settings' "Large text" on: the module that draws menus and boxes in the large type
    (`firmware/ui/large_type.py`, imported only then); else None."""
    s = getattr(app, "settings", None)
    if s and s.get("large"):
        from firmware.ui import large_type
        return large_type
    return None


class Screen:
    overlay = False
    said = None  # what the screen says, kept by words(); set back to None when it changes

    def words(self, app):
        """What the screen says (its `say(app)`: titles, fields, lines), made at the first
        draw after a change and kept, so that drawing the same picture again makes no string.
        A screen whose words change sets `said` back to None."""
        if self.said is None:
            self.said = self.say(app)
        return self.said

    def draw(self, app, buf):
        pass

    def key(self, app, k):
        if k == B:
            app.pop()


def title_bar(buf, title):
    gfx.text(buf, 0, 0, title, gfx.COLS)
    gfx.hline(buf, 0, 7, 128)


def headline(buf, y, s, invert=False):
    """One centred line of large type (at most 10 characters) at row y, 14 px high; `invert`
    sets it white on a black bar (the bar covers rows y-1 .. y+14)."""
    if invert:
        gfx.fill_rect(buf, 0, y - 1, 128, gfx.BIG_H, 0)
    gfx.big_center(buf, y, s, 0, gfx.W, gfx.BIG_COLS)
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
        chars = cw // gfx.CHAR_W
        shown = len(label) if len(label) < chars else chars
        gfx.text(buf, cx + (cw - (shown * gfx.CHAR_W - 1 if shown else 0)) // 2, y, label, chars)
        if isinstance(value, int) and gfx.digit_count(value) <= fit:
            gfx.big_number_center(buf, y + 9, value, cx, cw)
        else:
            gfx.big_center(buf, y + 9, value if isinstance(value, str) else str(value), cx,
                           cw, fit)


class Menu(Screen):
    """A scrolling list; A calls `on_select(app, index)`, Left/Right call `on_change` if set.
    The selected line, if longer than the line ("Undo: P1 played 5♠ 5♥"), scrolls through
    (a marquee) so that all of it can be read."""

    def __init__(self, title, items, on_select=None, index=0, on_change=None):
        self.title = title
        self.items = items
        self.on_select = on_select
        self.on_change = on_change
        self.index = index
        self.top = 0
        self.shift = 0  # the selected line's characters scrolled off to the left
        self.since = None  # when the selected line was last selected (ticks)

    def keep_in_view(self, rows):
        """Move `top` so that the selected item is among the `rows` lines drawn."""
        if self.index < self.top:
            self.top = self.index
        elif self.index >= self.top + rows:
            self.top = self.index - rows + 1

    def draw(self, app, buf):
        title_bar(buf, self.title)
        big = large(app)
        if big:
            big.menu(self, buf)
            return
        n = len(self.items)
        self.keep_in_view(_ROWS)
        for row in range(_ROWS):
            i = self.top + row
            if i >= n:
                break
            y = _TOP + row * 8
            if i == self.index and self.shift:
                # (drawn from left of the screen, cut at the same right edge: no new string)
                gfx.text(buf, 2 - self.shift * gfx.CHAR_W, y, self.items[i],
                         _ITEM_COLS + self.shift)
                gfx.fill_rect(buf, 0, y, 2, 8, 0)
            else:
                gfx.text(buf, 2, y, self.items[i], _ITEM_COLS)
            if i == self.index:
                gfx.mark(buf, 0, y - 1, 122, 9)
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
        self.since = None  # (the next tick's time: the line starts still again)
        self.shift = 0
        app.redraw()

    def tick(self, app, now):
        """The selected line's marquee: one character further each step, when it is long."""
        n = len(self.items)
        cols = gfx.BIG_COLS if large(app) else _ITEM_COLS
        over = len(self.items[self.index]) - cols if 0 <= self.index < n else 0
        if over <= 0:
            if self.shift:
                self.shift = 0
                app.redraw()
            return
        if self.since is None:
            self.since = now
        t = ticks_diff(now, self.since) % (_SCROLL_WAIT_MS + over * _SCROLL_STEP_MS
                                           + _SCROLL_END_MS)
        shift = (t - _SCROLL_WAIT_MS) // _SCROLL_STEP_MS + 1 if t >= _SCROLL_WAIT_MS else 0
        if shift > over:
            shift = over
        if shift != self.shift:
            self.shift = shift
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
    """A framed box drawn over the screen below it; with "Large text" on, the whole screen
    in large type, its `text` a page of `rows` lines at a time."""
    overlay = True
    big = None  # Large text: the text's lines in large type, made at the first draw
    page = 0  # the first of them shown
    rows = 3
    since = None

    def tick(self, app, now):
        big = large(app)
        if big and self.big is not None:
            big.turn_page(self, app, now)

    def frame(self, buf, lines, last):
        """The box, `lines` and a `last` line under them; returns the box's top row."""
        n = len(lines)
        h = (n + 1) * 9 + 6
        y = (64 - h) // 2
        gfx.fill_rect(buf, 0, y - 2, 128, h + 4, 0)
        gfx.rect(buf, 2, y, 124, h)
        for i in range(n):
            gfx.text(buf, 6, y + 3 + i * 9, lines[i])
        gfx.text(buf, 6, y + 3 + n * 9, last)
        return y


class Message(_Box):
    """Text in a box with "A: OK" under it; A or B closes it and calls `then(app)` if given."""

    def __init__(self, text, then=None):
        self.text = text
        self.lines = gfx.wrap(text, 19)[:5]
        self.then = then

    def draw(self, app, buf):
        big = large(app)
        if big:
            big.message(self, buf, SAID[0])
            return
        y = self.frame(buf, self.lines, "")
        gfx.text_right(buf, 121, y + 3 + len(self.lines) * 9, SAID[0])

    def key(self, app, k):
        if k in (A, B):
            app.pop()
            if self.then:
                self.then(app)


class Confirm(_Box):
    """A question with No / Yes; A on Yes calls `on_yes(app)`; B or No closes it. Other
    words for the two (`no`, `yes`) go on a line each, `no` first (under the cursor)."""

    def __init__(self, question, on_yes, no="No", yes="Yes"):
        self.text = question
        self.lines = gfx.wrap(question, 19)[:4 if no == "No" else 3]
        self.on_yes = on_yes
        self.no = no
        self.yes_label = yes
        self.yes = False
        # (the box's lines with `no` under them, made once: a redraw makes no list)
        self.shown = self.lines if no == "No" else self.lines + [no]

    def draw(self, app, buf):
        n = len(self.lines)
        big = large(app)
        if big:
            big.confirm(self, buf, SAID[2])
            return
        if self.no == "No":
            line = SAID[1]
            row = self.frame(buf, self.lines, line) + 3 + n * 9
            w = len(line) - 10 if self.yes else line.find(" ", 2) - 2
            gfx.mark(buf, 63 if self.yes else 15, row - 1, w * 6 + 5, 9)
            return
        row = self.frame(buf, self.shown, self.yes_label) + 3 + (n + 1 if self.yes else n) * 9
        gfx.mark(buf, 4, row - 1, 120, 9)

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


def undo_item(what, undo):
    """The pause menu's Undo line, the same in every mode and always there (second, under
    "Back to the game": the undo gesture is B, Down, A): "Undo: <what>", or "Undo: nothing
    yet" when `what` is None."""
    return ("Undo: " + what if what else "Undo: nothing yet", undo)


class PauseMenu(Menu):
    """B during a game: a menu that takes the game screen's place (so B never goes deeper);
    every mode's pause menu is one. `actions` are (label, function(app) or None); None is
    "back to the game". A chosen item puts `game_screen` back first, then runs (a mode that
    shows its screen anew for each choice gives None); B leaves for the game menu, on
    `home_focus` (the game is saved: Resume brings it back)."""

    def __init__(self, game_screen, actions, home_focus, title="Paused"):
        Menu.__init__(self, title, [label for label, _ in actions], self.chosen)
        self.game_screen = game_screen
        self.actions = actions
        self.home_focus = home_focus

    def chosen(self, app, i):
        act = self.actions[i][1]
        if self.game_screen is not None:
            app.pop()
            app.push(self.game_screen)
            # (the menu is gone: its other actions let go, and a mode's menu module with them,
            # before the chosen one runs: a Hint's bot decision has their RAM)
            self.actions = None
        if act is not None:
            act(app)

    def key(self, app, k):
        if k == B:
            app.home(self.home_focus)
        else:
            Menu.key(self, app, k)

    def wake(self, app):
        """The screen woke from sleep: the game screen out of the stack hears it too (a hidden
        hand goes back behind its hand-over)."""
        if self.game_screen is not None and hasattr(self.game_screen, "wake"):
            self.game_screen.wake(app)
