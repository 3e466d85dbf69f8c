"""The players' names, given once (Settings) and used by every mode; seats count from 1.

`app.settings["names"]` holds up to four names, seat by seat; a seat without a name is
"P1".."P4". Every screen that names a seat asks `seat_name`, never formats seat numbers itself.
"""

MAX_NAME = 6
_SEATS = ("P1", "P2", "P3", "P4")


def seat_name(app, seat):
    """Seat `seat` (0-based inside the engines) as the table calls it: its name, or "P<n>".
    Screens ask it at every redraw: it returns a string that is already there."""
    names = app.settings.get("names") if isinstance(app.settings, dict) else None
    if isinstance(names, list) and seat < len(names):
        name = names[seat]
        if isinstance(name, str) and name:
            return name if len(name) <= MAX_NAME else name[:MAX_NAME]
    return _SEATS[seat] if seat < 4 else "P%d" % (seat + 1)


def clean_name(name, length=MAX_NAME):
    """A name as kept: printable ASCII, at most `length` characters, no outer spaces; "" if
    none (settings read from flash go through this)."""
    if not isinstance(name, str):
        return ""
    out = ""
    for ch in name:
        if 32 <= ord(ch) < 127:
            out += ch
    return out.strip()[:length].strip()
