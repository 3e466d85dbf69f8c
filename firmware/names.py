"""The players' names, given once (Settings) and used by every mode; seats count from 1.

`app.settings["names"]` holds up to four names, seat by seat; a seat without a name is
"P1".."P4". Every screen that names a seat asks `seat_name`, never formats seat numbers itself.
"""
from firmware.ui.font import LETTERS

NAME_LENGTH = 4  # characters: what a score table shows in full (the editor's and the settings')
RECENT_NAMES = 8  # the recent names the picker offers first, kept with the settings
_SEATS = ("P1", "P2", "P3", "P4")


def seat_name(app, seat):
    """Seat `seat` (0-based inside the engines) as the table calls it: its name, or "P<n>".
    Screens ask it at every redraw: it returns a string that is already there."""
    names = app.settings.get("names") if isinstance(app.settings, dict) else None
    if isinstance(names, list) and seat < len(names):
        name = names[seat]
        if isinstance(name, str) and name:
            return name if len(name) <= NAME_LENGTH else name[:NAME_LENGTH]
    return _SEATS[seat] if seat < 4 else "P%d" % (seat + 1)


def clean_name(name, length=NAME_LENGTH):
    """A name as kept: what the font draws (printable ASCII and its Swedish and Danish
    `LETTERS`), at most `length` characters, no outer spaces; "" if none (settings read from
    flash go through this)."""
    if not isinstance(name, str):
        return ""
    out = ""
    for ch in name:
        if 32 <= ord(ch) < 127 or ch in LETTERS:
            out += ch
    return out.strip()[:length].strip()
