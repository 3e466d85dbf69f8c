"""The Hint with its reason (issue 40): the suggested move in large type when it fits (small
type when not), under it the reason's one or two lines of at most 21 characters in small type
(`shared_rules/<game>/hint.py`), the panel's whole width. With Settings' "Large text" on, the
hint and its reason are a box's pages in large type, as every box is. A or B closes it and calls
`then(app)` if given. Its own words ("Hint", "Hint: %s") are looked up in the open mode's
catalogue (`ui.tr`); the mode words the reason (firmware/wording.py's `said`). Imported with a
mode's Hint alone.
"""
from firmware.ui import gfx
from firmware.ui import widgets as ui


class HintBox(ui.Message):
    overlay = False  # a screen of its own: nothing of the game drawn under it

    def __init__(self, move, why, then=None):
        self.move = move  # the move in the table's words: "5♠+5♥", "d4 flip=a1"
        self.why = why.split("\n")[:2]
        self.then = then
        self.lines = ["Hint: " + move] + self.why
        self.text = " ".join(self.lines)  # the large type's pages (Message's key and tick)
        self.worded = False

    def draw(self, app, buf):
        if not self.worded:  # the first frame: the title in the open mode's language
            self.worded = True
            self.lines[0] = ui.tr(app, "Hint: %s") % self.move
            self.text = " ".join(self.lines)
        big = ui.large(app)
        if big:
            big.message(self, buf)
            return
        ui.title_bar(buf, ui.tr(app, "Hint"))
        if gfx.big_width(self.move) <= 128:
            gfx.big_center(buf, 13, self.move)
        else:
            gfx.text_center(buf, 16, self.move)
        for i in range(len(self.why)):
            gfx.text(buf, 0, 32 + i * 9, self.why[i])
        gfx.text_right(buf, 127, 56, ui.SAID[0])
