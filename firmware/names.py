"""The players' names, given once (Settings) and used by every mode; seats count from 1.

`app.settings["names"]` holds up to four names, seat by seat; a seat without a name is
"P1".."P4" (player), "S1".."S4" in Swedish and Danish (spelare, spiller). Every screen that names a seat asks `seat_name`, never formats seat numbers itself.
"""
from firmware.ui.font import LETTERS

NAME_LENGTH = 4  # characters: what a score table shows in full (the editor's and the settings')
RECENT_NAMES = 8  # the recent names the picker offers first, kept with the settings
_SEATS = ("P1", "P2", "P3", "P4")
_SEATS_SV_DA = ("S1", "S2", "S3", "S4")


def seat_name(app, seat):
    """Seat `seat` (0-based inside the engines) as the table calls it: its name, or "P<n>" ("S<n>" in Swedish and Danish).
    Screens ask it at every redraw: it returns a string that is already there."""
    settings = app.settings if isinstance(app.settings, dict) else {}
    names = settings.get("names")
    if isinstance(names, list) and seat < len(names):
        name = names[seat]
        if isinstance(name, str) and name:
            return name if len(name) <= NAME_LENGTH else name[:NAME_LENGTH]
    seats = _SEATS if settings.get("language", "en") == "en" else _SEATS_SV_DA
    return seats[seat] if seat < 4 else "P%d" % (seat + 1)


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
