"""Settings' "Large text": menus and boxes (Message, Confirm) drawn in the large type.

Imported by `widgets` only while the setting is on, and dropped with the game menu's code
when a game opens: the modes keep none of it in RAM for those who read small type.
A menu keeps its small title and shows three lines of large type, the selected one
inverted (large type reads well inverted: its strokes are two pixels wide); a box takes the
whole screen, a page of its text at a time, turned every 2 s when it is longer.
"""
from shared_rules.compat import const, ticks_diff
from firmware.ui import gfx

ROWS = const(3)  # a menu's lines
_TOP = const(10)
_PITCH = const(18)
_PAGE_MS = const(2000)


def menu(m, buf):
    """Draw the Menu `m` (its title drawn already) in large type."""
    n = len(m.items)
    m.keep_in_view(ROWS)
    for row in range(ROWS):
        i = m.top + row
        if i >= n:
            break
        y = _TOP + row * _PITCH
        if i == m.index:
            # (a scrolled line drawn from left of the screen, cut at the same right edge)
            gfx.big_text(buf, 1 - m.shift * gfx.BIG_W, y, m.items[i], gfx.BIG_COLS + m.shift)
            gfx.fill_rect(buf, 0, y, 1, 14, 0)
            gfx.invert_rect(buf, 0, y - 1, 122, gfx.BIG_H)
        else:
            gfx.big_text(buf, 1, y, m.items[i], gfx.BIG_COLS)
    if m.top > 0:
        gfx.text(buf, 123, _TOP, "▲")
    if m.top + ROWS < n:
        gfx.text(buf, 123, _TOP + 2 * _PITCH + 7, "▼")


def page(box, buf, rows):
    """The screen cleared and `rows` lines of the box's text from its `page` (a ▼ at the
    bottom left when more follow)."""
    if box.big is None:
        box.big = gfx.wrap(box.text, gfx.BIG_COLS)
    box.rows = rows
    gfx.fill_rect(buf, 0, 0, 128, 64, 0)
    n = len(box.big)
    for i in range(rows):
        if box.page + i < n:
            gfx.big_text(buf, 4, i * 16, box.big[box.page + i])
    if box.page + rows < n:
        gfx.text(buf, 0, 56, "▼")


def message(box, buf, ok="A: OK"):
    page(box, buf, 3)
    gfx.big_right(buf, 123, 49, ok)


def confirm(box, buf, line):
    """No / Yes on one line (`line`, in the language of Settings: No first, Yes at the 7th
    character), or the two choices of its own on a line each; the chosen one inverted."""
    if box.no == "No":
        page(box, buf, 3)
        gfx.big_text(buf, 16, 49, line)
        if box.yes:
            gfx.invert_rect(buf, 86, 48, (len(line) - 6) * 12 + 2, 16)
        else:
            gfx.invert_rect(buf, 14, 48, line.find(" ") * 12 + 4, 16)
    else:
        page(box, buf, 2)
        gfx.big_text(buf, 4, 32, box.no, gfx.BIG_COLS)
        gfx.big_text(buf, 4, 49, box.yes_label, gfx.BIG_COLS)
        gfx.invert_rect(buf, 0, 48 if box.yes else 31, 128, 16)


def turn_page(box, app, now):
    """A text longer than a page turns a page every 2 s."""
    if len(box.big) <= box.rows:
        return
    if box.since is None:
        box.since = now
    elif ticks_diff(now, box.since) >= _PAGE_MS:
        box.since = now
        box.page = box.page + box.rows if box.page + box.rows < len(box.big) else 0
        app.redraw()
