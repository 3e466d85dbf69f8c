"""The Hint with its reason (issue 40): the suggested move in large type when it fits (small
type when not), under it the reason's one or two lines of at most 21 characters in small type
(`shared_rules/<game>/hint.py`), the panel's whole width. A or B closes it and calls
`then(app)` if given. Imported with a mode's Hint alone.
"""
from firmware.ui import gfx
from firmware.ui import widgets as ui
from firmware.buttons import A, B


class HintBox(ui.Screen):
    def __init__(self, move, why, then=None):
        self.move = move  # the move in the table's words: "5♠+5♥", "d4 flip=a1"
        self.why = why.split("\n")[:2]
        self.then = then
        self.lines = ["Hint: " + move] + self.why

    def draw(self, app, buf):
        ui.title_bar(buf, "Hint")
        if gfx.big_width(self.move) <= 128:
            gfx.big_center(buf, 13, self.move)
        else:
            gfx.text_center(buf, 16, self.move)
        for i in range(len(self.why)):
            gfx.text(buf, 0, 32 + i * 9, self.why[i])
        gfx.text_right(buf, 127, 56, "A: OK")

    def key(self, app, k):
        if k in (A, B):
            app.pop()
            if self.then:
                self.then(app)
