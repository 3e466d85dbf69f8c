"""Records on the device (issue 39): the last games, newest first, a line each; a game's detail
(its result in large type, King's story as a chart); each player's statistics by name; deleting
a game or all of them, asked first and undone from the list's Undo line.

The list reads a record's JSON only when its line shows (`records.index` checks the lines by
their sums), so opening it with 300 games takes the index's time, not 300 parses. Imported from
the game menu's Records line; nothing of it stays once the list is left. In menu/, the game
menu's own screens (a ROMFS deploy leaves them on the board's filesystem: menu/settings.py).
"""
from shared_rules.compat import collect, const, import_once
from firmware import records
from menu import records_stats as stats
from firmware.ui import gfx
from firmware.ui import widgets as ui
from firmware.buttons import A, B, DOWN, LEFT, RIGHT
from firmware.ui.widgets import Screen, title_bar

CHART = "firmware.ui.chart"  # King's story, imported when it shows
WORDS = "records"  # the screens' words: words/<lang>_records.txt (firmware/ui/widgets.py's `tr`)
_CACHE = const(12)  # the list's lines kept made (a screen and a half)
PLAYERS = "Players"
DELETE_ALL = "Delete all games"


def tr(app, s):
    """`s` in the language of Settings (the Records' own catalogue: the list is opened from
    the game menu and shows no game's words)."""
    return ui.tr(app, s, WORDS)


class _Lines:
    """The list's lines as a Menu reads them (`len`, `[i]`): the first few fixed, then a line
    a kept game, newest first, made from its record when it is first shown."""

    def __init__(self, app, files, places, head):
        self.app = app
        self.files = files
        self.places = places
        self.head = head
        self.made = {}

    def __len__(self):
        return len(self.head) + len(self.places)

    def place(self, i):
        return self.places[len(self.places) - 1 - (i - len(self.head))]

    def __getitem__(self, i):
        if i < len(self.head):
            return self.head[i]
        line = self.made.get(i)
        if line is None:
            if len(self.made) >= _CACHE:
                self.made = {}
            rec = records.read(self.files, self.place(i))
            app = self.app
            line = stats.line(rec, lambda s: tr(app, s)) if rec is not None \
                else tr(app, "(cannot be read)")
            self.made[i] = line
        return line

    def index(self, label):
        return self.head.index(label)


class Records(ui.Menu):
    """The Records list: Players, the Undo line after a delete, Delete all, then the games."""

    def __init__(self, app, index=0):
        self.undo = None  # (its label, what undoes the last delete)
        ui.Menu.__init__(self, tr(app, "Records"), [], self.chosen, index)
        self.fill(app)

    def fill(self, app, index=None):
        places = records.index(app.files)
        head = [tr(app, PLAYERS)]
        if self.undo:
            head.append(self.undo[0])
        if places:
            head.append(tr(app, DELETE_ALL))
        self.items = _Lines(app, app.files, places, head)
        n = len(places)
        self.title = tr(app, "Records: none yet") if not n else \
            tr(app, "Records: 1 game") if n == 1 else tr(app, "Records: %d games") % n
        if index is not None:
            self.index = index
        self.index = min(self.index, len(self.items) - 1)

    def key(self, app, k):
        if k == B:  # the game menu, on its Records line (this code leaves RAM there)
            app.home("Records")
        else:
            ui.Menu.key(self, app, k)

    def chosen(self, app, i):
        head = self.items.head
        if i >= len(head):
            rec = records.read(app.files, self.items.place(i))
            if rec is None:
                app.push(ui.Message(tr(app, "This game cannot be read.")))
            else:
                app.push(Detail(app, self, rec))
        elif i == 0:  # (Players: the head's first line)
            app.push(_players(app))
        elif self.undo is None or i == 2:  # Delete all: the head's last line
            app.push(ui.Confirm(tr(app, "Delete all %d games from the records?")
                                % len(self.items.places), self.delete_all))
        else:
            self.undo_delete(app)

    def delete_all(self, app):
        upto = self._write(app, records.delete_all, app.files)
        if upto is not None:
            self.undo = (tr(app, "Undo: delete all"),
                         lambda: records.restore_all(app.files, upto))
            self.fill(app, 1)

    def delete(self, app, rec):
        if self._write(app, records.delete, app.files, rec["n"]) is not None:
            self.undo = (tr(app, "Undo: delete %s") % stats.line(rec, lambda s: tr(app, s)),
                         lambda: records.restore(app.files, rec["n"]))
            self.fill(app, 1)

    def undo_delete(self, app):
        undo = self.undo[1]
        self.undo = None
        if self._write(app, undo) is not None:
            self.fill(app, 0)

    def _write(self, app, step, *args):
        """`step(*args)`'s result (True for None), or None after saying the flash refused."""
        try:
            result = step(*args)
        except OSError as e:
            app.push(ui.Message(tr(app, "Not saved: %s") % e))
            return None
        collect()
        return True if result is None else result


class Detail(Screen):
    """A game's result in large type; A: King's story as a chart; Down: delete (asked)."""

    def __init__(self, app, listing, rec):
        self.listing = listing
        self.rec = rec
        self.lines = _detail_lines(app, rec)
        self.title = tr(app, stats.TITLES.get(rec["game"], rec["game"]))
        self.hint = tr(app, "A chart ▼ delete" if rec["game"] == "king" else "▼ delete")

    def draw(self, app, buf):
        rec = self.rec
        date = rec.get("date")
        title_bar(buf, self.title + (" " + date if date else ""))
        big = self.lines
        for row in range(len(big)):
            y = 9 + row * 16
            if big[row][1] is None:
                gfx.big_center(buf, y, big[row][0])
            else:
                gfx.big_text(buf, 0, y, big[row][0], 6)
                gfx.big_right(buf, 127, y, big[row][1])
        gfx.fill_rect(buf, 0, 56, 128, 8, 0)
        gfx.text(buf, 0, 57, self.hint)

    def key(self, app, k):
        if k == A and self.rec["game"] == "king":
            chart = import_once(CHART)
            app.push(chart.Chart(title_of(app, self.rec), stats.running_totals(self.rec),
                                 self.rec["names"]))
        elif k == DOWN:
            app.push(ui.Confirm(tr(app, "Delete this game from the records?"), self.deleted))
        elif k == B:
            app.pop()
        app.redraw()

    def deleted(self, app):
        app.pop()
        self.listing.delete(app, self.rec)


def title_of(app, rec):
    date = rec.get("date")
    return tr(app, "Story") + (" " + date[5:] if date else "")


def _detail_lines(app, rec):
    """Rows of large type: (name, score) a seat, best first, or (a word, None) centred."""
    result = rec["result"]
    levels = rec.get("options")
    levels = levels.get("bot_levels") if isinstance(levels, dict) else None
    levels = levels if isinstance(levels, str) else ""  # a letter a bot, in "bots"' order
    letters = tr(app, "ENH")  # (the levels' letters in the language: L N S)
    levels = "".join([letters[i] if i >= 0 else c for c, i in
                      [(c, "ENH".find(c)) for c in levels]])
    bots = rec["bots"]
    if rec["game"] == "regicide":
        more = [(tr(app, "Bots %s") % levels, None)] if levels else []
        if not rec.get("over", True):
            return [(tr(app, "Given up"), None),
                    ("%d/12" % result.get("defeated", 0), None)] + more
        if result.get("won"):
            grade = result.get("grade")
            return [(tr(app, "Won"), None),
                    (tr(app, grade.capitalize()) if grade else "12/12", None)] + more
        return [(tr(app, "Lost"), None), ("%d/12" % result.get("defeated", 0), None)] + more
    scores = stats.totals(rec) if rec["game"] == "king" else result["scores"]
    seats = sorted(range(len(scores)), key=lambda s: -scores[s])[:3]
    fmt = "%+d" if rec["game"] == "king" else "%d"
    return [(rec["names"][s][:4] + " " + levels[bots.index(s)] if s in bots and len(levels) ==
             len(bots) else rec["names"][s], fmt % scores[s] if scores[s] else "0")
            for s in seats]


def _players(app):
    """The names in the records, the most games first; A: that player's figures."""
    figures = stats.players(records.each(app.files))
    names = sorted(figures, key=lambda n: (-sum(g["played"] for g in figures[n].values()), n))

    def pick(app, i):
        app.push(PlayerPages(names[i], figures[names[i]]))

    if not names:
        return ui.Message(tr(app, "No finished game with a person in it yet."))
    return ui.Menu(tr(app, PLAYERS), names, pick)


class PlayerPages(Screen):
    """A player's figures, a game a page: games won of played in large type, then the game's
    own figure (King's average and best, Regicide's win rate, K&T's average treasure)."""

    def __init__(self, name, figures):
        self.name = name
        self.games = [g for g in stats.GAMES if g in figures]
        self.figures = figures
        self.page = 0

    def draw(self, app, buf):
        game = self.games[self.page]
        title_bar(buf, "%s: %s" % (self.name, tr(app, stats.TITLES[game])))
        if len(self.games) > 1:  # "◄ 1/3 ►": Left/Right turn to the player's other games
            gfx.text_right(buf, 127, 0, "◄%d/%d►" % (self.page + 1, len(self.games)))
        figures = [(tr(app, label), value)
                   for label, value in stats.fields(game, self.figures[game])]
        ui.big_fields(buf, 10, figures[:2])
        ui.big_fields(buf, 36, figures[2:])

    def key(self, app, k):
        if k in (LEFT, RIGHT):
            self.page = (self.page + (1 if k == RIGHT else -1)) % len(self.games)
        elif k in (A, B):
            app.pop()
        app.redraw()


def open_records(app):
    """The Records list, from the game menu."""
    app.push(Records(app))
