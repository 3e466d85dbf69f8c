"""Pages of text (the rules' help, a referee's explanations): one screen, imported where used.

Not in `firmware/ui/widgets.py`, which every mode keeps in RAM: only the help and the King table's
notes show pages, and help imports it on demand.
"""
from shared_rules.compat import const
from firmware.ui import gfx
from firmware.buttons import A, B, DOWN, LEFT, RIGHT, UP
from firmware.ui.widgets import Screen, title_bar

_TOP = const(8)

class Pages(Screen):
    """Pages of text (help): Left/Right or A turn pages, Up/Down scroll a long page. The
    bottom line says so: "◄► page", "B back" (and "▲▼ more" when the page is longer than
    the screen)."""
    ROWS = 6
    # the bottom line: turning and scrolling (a long page), turning; B (the help's screen gives
    # them in the language of Settings: firmware/game_menu.py's help_screen)
    footer = ("◄► page ▲▼ more", "◄► page", "B back")

    def __init__(self, title, pages):
        self.title = title
        self.pages = pages
        self.page = 0
        self.line = 0

    def say(self, app):
        """The page's lines, wrapped when the page is turned to."""
        return gfx.wrap(self.pages[self.page])

    def draw(self, app, buf):
        lines = self.words(app)
        title_bar(buf, self.title)  # "Rules 2/5", the page numbers drawn after the title
        x = gfx.number(buf, gfx.text(buf, len(self.title) * gfx.CHAR_W, 0, " "), 0,
                       self.page + 1)
        gfx.number(buf, gfx.text(buf, x, 0, "/"), 0, len(self.pages))
        for row in range(self.ROWS):
            i = self.line + row
            if i < len(lines):
                gfx.text(buf, 0, _TOP + row * 8, lines[i])
        gfx.hline(buf, 0, 55, 128)
        gfx.text(buf, 0, 57, self.footer[0] if len(lines) > self.ROWS else self.footer[1])
        gfx.text_right(buf, 127, 57, self.footer[2])

    def turn(self, step):
        self.page = (self.page + step) % len(self.pages)
        self.line = 0
        self.said = None

    def key(self, app, k):
        if k in (RIGHT, A):
            self.turn(1)
        elif k == LEFT:
            self.turn(-1)
        elif k == DOWN and self.line + self.ROWS < len(self.words(app)):
            self.line += 1
        elif k == UP and self.line > 0:
            self.line -= 1
        elif k == B:
            app.pop()
        app.redraw()
