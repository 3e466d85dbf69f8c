"""The small type's pixels as rows of text (`#` lit, `.` dark), for the font and letter tests."""
from firmware.ui import gfx


def rows_of(buf, x0, y0, w, h):
    return ["".join("#" if gfx.pixel(buf, x, y) else "." for x in range(x0, x0 + w))
            for y in range(y0, y0 + h)]


def glyph_pixels(ch):
    buf = bytearray(1024)
    gfx.text(buf, 0, 0, ch)
    return rows_of(buf, 0, 0, 5, 7)
