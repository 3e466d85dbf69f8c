"""The Kings and Treasures referee's deal, to copy onto the table: the layout a row a page in
large type (seven cards, the row's number), the corner Aces, then a check of every row.

Pages, as the rules page lays the cards out: rows 1 to 7 (the 44 cards and the Joker; the
corners stay empty), the four Aces in their corners, the check (each row a line, the Aces in
their corners). Right (or Down) turns to the next page, Left (or Up) and B to the one before
(B on row 1: the game menu, the game is saved); A at any page: copied, on to who holds which
King (whose B comes back to the check). Imported while a page shows (`compat.import_once`,
`Referee.show_deal`): its code is not in RAM during play.
"""
from shared_rules import cards
from shared_rules.compat import const
from shared_rules.treasure.moves import COLUMNS
from firmware.ui import gfx
from firmware.ui import widgets as ui
from firmware.buttons import A, B, DOWN, LEFT, RIGHT, UP

ROWS = const(7)
CORNERS = const(7)  # the corner Aces' page
CHECK = const(8)  # the last page: every row
_PITCH = const(32)  # a card's place on a row page: its column's letter, the card in large type
_CHECK_PITCH = const(17)
_CORNER_CELLS = (0, 6, 42, 48)
_CORNER_NAMES = ("a1", "g1", "a7", "g7")


def corner_ace(state, cell):
    """The Ace the deal put in a corner: the suit of the King standing there now (the players
    swapped it for their Ace), or the Ace itself where nobody plays its suit."""
    if cell in state.kings:
        return cards.card(cards.ACE, state.seats[state.kings.index(cell)])
    return state.board[cell]


def label(state, cell):
    """What a cell holds at the deal: a card's two glyphs, "JK", or "" for a corner (the
    Aces come after the rows)."""
    if cell in _CORNER_CELLS:
        return ""
    code = state.board[cell]
    return "JK" if code == cards.JOKER else gfx.card_label(code)


class Layout(ui.Screen):
    """The deal's pages (`page`: 0-6 a row, CORNERS, CHECK) for the referee `ref`."""

    def __init__(self, ref, page=0):
        self.ref = ref
        self.page = page

    def say(self, app):
        """The page's words, made at its first draw: a row's seven labels, the corners' four
        Aces, or the check's seven lines of labels."""
        s = self.ref.state
        if self.page < ROWS:
            return (ui.tr(app, "Lay out row %d of 7") % (self.page + 1),
                    [label(s, self.page * 7 + i) for i in range(7)])
        if self.page == CORNERS:
            return ui.tr(app, "Aces in the corners"), [gfx.card_label(corner_ace(s, c)) for c in _CORNER_CELLS]
        return None, None

    def draw(self, app, buf):
        title, words = self.words(app)
        if self.page == CHECK:
            self.draw_check(buf)
            gfx.text(buf, 0, 56, ui.tr(app, "Check. ◄ back A: done"))
            return
        gfx.text(buf, 0, 0, title)
        gfx.hline(buf, 0, 8, 128)
        if self.page < ROWS:
            self.draw_row(app, buf, words)
        else:
            self.draw_corners(app, buf, words)
        gfx.text(buf, 0, 56, ui.tr(app, "◄ ► pages    A: done"))

    def draw_row(self, app, buf, words):
        """Cards a to d on the first line, e to g and the row's number on the second, each
        under its column's letter; a corner's place says "Ace" (its page comes after the
        rows)."""
        for i in range(7):
            x = (i % 4) * _PITCH
            y = 10 if i < 4 else 33
            gfx.text(buf, x + 8, y, COLUMNS[i])
            if words[i]:
                gfx.big_text(buf, x + 3, y + 8, words[i])
            else:
                gfx.text(buf, x + 3, y + 12, ui.tr(app, "Ace"))
        x = 3 * _PITCH
        gfx.text(buf, x + 7, 33, ui.tr(app, "row"))
        gfx.big_number_center(buf, 41, self.page + 1, x, _PITCH)
        gfx.rect(buf, x + 2, 31, _PITCH - 2, 25)

    def draw_corners(self, app, buf, words):
        """The four Aces where they lie on the table: a1 top left … g7 bottom right."""
        for i in range(4):
            right = i % 2
            y = 12 if i < 2 else 34
            name = _CORNER_NAMES[i]
            if right:
                gfx.text(buf, 116, y + 4, name)
                gfx.big_text(buf, 92, y, words[i])
            else:
                gfx.text(buf, 0, y + 4, name)
                gfx.big_text(buf, 14, y, words[i])
        gfx.text(buf, 43, 24, ui.tr(app, "face up"))

    def draw_check(self, buf):
        """Every row a line, its number first, the Aces in the corners: the table checks its
        layout row by row."""
        s = self.ref.state
        for row in range(7):
            y = row * 8
            gfx.number(buf, 0, y, row + 1)
            for i in range(7):
                cell = row * 7 + i
                x = 9 + i * _CHECK_PITCH
                if cell in _CORNER_CELLS:
                    gfx.card(buf, x, y, corner_ace(s, cell))
                elif s.board[cell] == cards.JOKER:
                    gfx.text(buf, x, y, "JK")
                else:
                    gfx.card(buf, x, y, s.board[cell])

    def turn(self, app, step):
        page = self.page + step
        if 0 <= page <= CHECK:
            self.page = page
            self.said = None

    def key(self, app, k):
        if k == A:
            self.ref.notice(app, "Kings")
        elif k in (RIGHT, DOWN):
            self.turn(app, 1)
        elif k in (LEFT, UP):
            self.turn(app, -1)
        elif k == B:
            if self.page:
                self.turn(app, -1)
            else:
                app.home(app.resume_label)
        app.redraw()
