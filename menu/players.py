"""The players' names, given once for every mode: the Players screen and the name picker.

Names live in `app.settings["names"]` (four strings, "" for a seat without a name, which
`names.seat_name` shows as "P1".."P4") and are saved with the settings. A name is picked from
a list, never spelled out letter by letter unless it is new: the names used lately first
(`app.settings["recent"]`, newest first), then presets, then "New name..." (up to
`names.NAME_LENGTH` letters, shown in full in every score table).
"""
from firmware.ui import gfx
from firmware.ui import widgets as ui
from firmware.ui.font import CAPITALS
from firmware.buttons import A, B, DOWN, LEFT, RIGHT, UP
from firmware.names import NAME_LENGTH, RECENT_NAMES, clean_name, seat_name

SEATS = 4
PRESETS = ("Ann", "Ben", "Cat", "Dan", "Eva", "Finn", "Gus", "Hana", "Ida", "Jon", "Kim",
           "Leo", "Max", "Nia", "Omar", "Pia", "Rosa", "Sam", "Tom", "Zoe")
_NEW = "New name..."


# Up from A; the font's Swedish and Danish capitals after Z (Åsa, Björn, Søren: issue 38)
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ" + CAPITALS + "0123456789 "


def tr(app, s):
    """`s` in the language of Settings: these screens are the game menu's (Settings' Players)
    and a mode's (a new game's players), so their words are in both areas' catalogues."""
    return ui.tr(app, s, getattr(app, "words_area", None) or "menu")


class LetterEntry(ui.Screen):
    """A short name (initials): Up/Down change the letter, Left/Right move, A confirms."""

    def __init__(self, title, value, length, on_done):
        self.title = title
        self.chars = list((value + " " * length)[:length])
        self.pos = 0
        self.on_done = on_done

    def draw(self, app, buf):
        ui.title_bar(buf, self.title)
        x0 = (128 - len(self.chars) * 12) // 2
        for i, ch in enumerate(self.chars):
            gfx.text(buf, x0 + i * 12 + 3, 30, ch)
            gfx.hline(buf, x0 + i * 12 + 1, 39, 9)
        gfx.mark(buf, x0 + self.pos * 12, 27, 11, 14)
        gfx.text(buf, 0, 56, tr(app, "A: done"))

    def key(self, app, k):
        n = len(self.chars)
        if k in (UP, DOWN):
            i = LETTERS.find(self.chars[self.pos])
            i = (i + (1 if k == UP else -1)) % len(LETTERS)
            self.chars[self.pos] = LETTERS[i]
        elif k == LEFT:
            self.pos = (self.pos - 1) % n
        elif k == RIGHT:
            self.pos = (self.pos + 1) % n
        elif k == A:
            self.on_done(app, "".join(self.chars).strip())
        elif k == B:
            app.pop()
        app.redraw()


def remember(app, name):
    """Put `name` first in the recent names (kept with the settings)."""
    recent = [n for n in app.settings.get("recent", []) if n != name]
    app.settings["recent"] = ([name] + recent)[:RECENT_NAMES]


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
        app.push(LetterEntry(tr(app, "New name"), "", NAME_LENGTH, typed))

    return ui.Menu(title, names + [tr(app, _NEW)], picked, start if start < len(names) else 0)


class Players(ui.Menu):
    """Seat 1..4 and their names; A on a seat picks its name, then the cursor goes to the next
    seat, and after the fourth to "Done" (saves and goes back, as B does). "Clear names", last,
    asks before it gives every seat back its number."""

    def __init__(self, app, on_leave=None):
        ui.Menu.__init__(self, tr(app, "Players"), [], self.select)
        self.on_leave = on_leave
        self.changed = False
        self.relabel(app)

    def relabel(self, app):
        seat = tr(app, "Seat %d: %s")
        self.items = [seat % (s + 1, seat_name(app, s)) for s in range(SEATS)] + [
            tr(app, "Done"), tr(app, "Clear names")]

    def seat_names(self, app):
        given = app.settings.get("names")
        if not isinstance(given, list) or len(given) != SEATS:
            given = [""] * SEATS
            app.settings["names"] = given
        return given

    def select(self, app, i):
        names = self.seat_names(app)
        if i == SEATS:
            self.leave(app)
            return
        if i > SEATS:
            def clear(app):
                for s in range(SEATS):
                    names[s] = ""
                self.changed = True
                self.relabel(app)
            app.push(ui.Confirm(tr(app, "Clear all four names?"), clear))
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
        app.push(NamePicker(app, tr(app, "Name of seat %d") % (i + 1), taken, pick))

    def leave(self, app):
        if self.changed:
            app.save_settings()
        app.pop()
        if self.on_leave:
            self.on_leave(app)
        app.redraw()

    def key(self, app, k):
        if k == B:
            self.leave(app)
            return
        ui.Menu.key(self, app, k)
