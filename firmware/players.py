"""The players' names, given once for every mode: the Players screen and the name picker.

Names live in `app.settings["names"]` (four strings, "" for a seat without a name, which
`names.seat_name` shows as "P1".."P4") and are saved with the settings. A name is picked from
a list, never spelled out letter by letter unless it is new: the names used lately first
(`app.settings["recent"]`, newest first), then presets, then "New name..." (up to `LENGTH`
letters, shown in full in every score table).
"""
from firmware import ui
from firmware.buttons import B
from firmware.names import seat_name

SEATS = 4
LENGTH = 4
RECENT = 8
PRESETS = ("Ann", "Ben", "Cat", "Dan", "Eva", "Finn", "Gus", "Hana", "Ida", "Jon", "Kim",
           "Leo", "Max", "Nia", "Omar", "Pia", "Rosa", "Sam", "Tom", "Zoe")
_NEW = "New name..."


def given_names(app):
    """The four seats' names as every mode shows them (given name or P1..P4)."""
    return [seat_name(app, s) for s in range(SEATS)]


def clean_name(name):
    """A name as kept: printable ASCII, at most LENGTH characters, no outer spaces; "" if none."""
    if not isinstance(name, str):
        return ""
    out = ""
    for ch in name:
        if 32 <= ord(ch) < 127:
            out += ch
    return out.strip()[:LENGTH].strip()


def remember(app, name):
    """Put `name` first in the recent names (kept with the settings)."""
    recent = [n for n in app.settings.get("recent", []) if n != name]
    app.settings["recent"] = ([name] + recent)[:RECENT]


def choices(app):
    """The names the picker offers, in order: recent ones, then the presets not among them."""
    recent = list(app.settings.get("recent", []))
    return recent + [p for p in PRESETS if p not in recent]


def NamePicker(app, title, taken, on_pick):
    """A Menu of names (recent, presets, "New name..."); `on_pick(app, name)`. The cursor starts
    on the first offered name no other seat has (`taken`), so seating a usual group is A, A."""
    names = choices(app)
    start = 0
    while start < len(names) and names[start] in taken:
        start += 1

    def picked(app, i):
        if i < len(names):
            on_pick(app, names[i])
            return

        def typed(app, value):
            app.pop()
            name = clean_name(value)
            if name:
                on_pick(app, name)
        app.push(ui.LetterEntry("New name", "", LENGTH, typed))

    return ui.Menu(title, names + [_NEW], picked, start if start < len(names) else 0)


class Players(ui.Menu):
    """Seat 1..4 and their names; A on a seat picks its name, then the cursor goes to the next
    seat. "Clear names" gives every seat back its number. B saves and goes back."""

    def __init__(self, app, on_leave=None):
        ui.Menu.__init__(self, "Players", [], self.select)
        self.on_leave = on_leave
        self.changed = False
        self.relabel(app)

    def relabel(self, app):
        self.items = ["Seat %d: %s" % (s + 1, seat_name(app, s)) for s in range(SEATS)] + [
            "Clear names"]

    def names(self, app):
        names = app.settings.get("names")
        if not isinstance(names, list) or len(names) != SEATS:
            names = [""] * SEATS
            app.settings["names"] = names
        return names

    def select(self, app, i):
        names = self.names(app)
        if i == SEATS:
            for s in range(SEATS):
                names[s] = ""
            self.changed = True
            self.relabel(app)
            return

        def pick(app, name, seat=i):
            app.pop()
            for s in range(SEATS):
                if s != seat and names[s] == name:
                    names[s] = ""  # one seat per name: it moves
            names[seat] = name
            remember(app, name)
            self.changed = True
            self.index = seat + 1
            self.relabel(app)
        taken = [n for s, n in enumerate(names) if s != i and n]
        app.push(NamePicker(app, "Name of seat %d" % (i + 1), taken, pick))

    def key(self, app, k):
        if k == B:
            if self.changed:
                app.save_settings()
            app.pop()
            if self.on_leave:
                self.on_leave(app)
            app.redraw()
            return
        ui.Menu.key(self, app, k)
