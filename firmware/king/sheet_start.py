"""The King score sheet's way in: a new sheet (players, first dealer, Start) or Resume.

Only the score-sheet mode opens here; the sheet itself (`firmware.king.sheet.Keeper`, its
screens) is shared with the table referee, which has its own way in and so never loads this.
"""
from shared_rules.king import scoresheet as ks
from shared_rules.compat import held, import_once
from firmware import storage
from firmware.ui import widgets as ui
from firmware.king.sheet import UNDO_DEPTH, Keeper
from firmware.names import seat_name
from firmware.undo import History, strings, whole

NEW_GAME = "firmware.new_game"  # a new game in place of the saved one

SAVED = "sheet"  # "The saved sheet cannot be read." (the App says it)
WORDS = "king_sheet"  # its words: words/<lang>_king_sheet.txt (firmware/ui/widgets.py's `tr`)


def start(app):
    """From the King mode menu: a new sheet, or, with a sheet in progress, that sheet first
    ("Continue the sheet", under the cursor) and "New sheet" a step away (never a new sheet
    started over a saved one without a word)."""
    app.words_area = WORDS
    if not unfinished_save(app):
        app.push(Setup(app))
        return

    def chosen(app, i):
        if i:
            app.push(Setup(app))
            return
        app.pop()  # the sheet menu in this menu's place (B there leads home)
        app.save_name = app.save_file  # what the error screen offers to delete
        if not resume(app, storage.load(app.files, app.save_file)):
            app.push(ui.Message(ui.tr(app, "The saved sheet cannot be read.")))
    app.push(ui.Menu(ui.tr(app, "King score sheet"),
                     [ui.tr(app, "Continue the sheet"), ui.tr(app, "New sheet")], chosen))


def resume(app, data):
    """From the game menu's Resume: the saved sheet (`data`, the save's newest good copy, or
    None); False if it cannot be read."""
    app.words_area = WORDS
    keeper = keeper_from(data)
    if keeper is None:
        return False
    keeper.show_hub(app)
    return True


def keeper_from(data):
    """The saved sheet `data` as a Keeper, or None if it cannot be read: every field is
    checked (the sheet's entries by the engine)."""
    if not isinstance(data, dict) or data.get("game") != "king" \
            or type(data.get("over", False)) is not bool or not strings(data.get("names"), 4):
        return None
    try:
        with held("shared_rules.king.scoring"):  # the entries, and those Undo would restore
            sheet = ks.ScoreSheet.from_dict(data.get("sheet"))
            history = History.from_list(data.get("undo"), UNDO_DEPTH, _undo_step)
            n = len(sheet.entries)
            for snap in reversed(history.snapshots):  # undone in turn, newest first
                i, entry = snap["deal"], snap["entry"]
                if entry is None:  # the deal was new: the last one then
                    if i != n - 1:
                        return None
                    n = i
                elif i >= n:
                    return None
                else:
                    sheet.score_entry(i, entry)  # ValueError if it is no entry of deal i
        keeper = Keeper(data["names"], sheet, history.snapshots)
        keeper.recorded = data.get("recorded")  # (firmware/records_write.py)
        return keeper
    except (ValueError, TypeError, KeyError, AttributeError, IndexError):
        return None


def _undo_step(snap):
    """True for an Undo step as `Keeper.record` saves it."""
    return isinstance(snap, dict) and len(snap) == 2 and whole(snap.get("deal"), 0, 15) \
        and "entry" in snap


def given_names(app):
    """The four seats' names (menu/players.py is imported only to edit them)."""
    return [seat_name(app, s) for s in range(4)]


def unfinished_save(app):
    """True if a sheet that is not over is saved (a new one would replace it)."""
    data = storage.load(app.files, app.save_file)
    return isinstance(data, dict) and data.get("over") is not True


class Setup(ui.Menu):
    """New sheet: the players (named once, for every mode: the Players screen), the first
    dealer, Start. The cursor starts on Start when the players already have names."""

    def __init__(self, app):
        self.dealer = 0
        named = [n for n in app.settings.get("names", ()) if n]
        ui.Menu.__init__(self, ui.tr(app, "New King sheet"), [], self.select, 2 if named else 0)
        self.relabel(app)

    def relabel(self, app):
        names = given_names(app)
        self.items = [ui.tr(app, "Players: %s") % " ".join(names),
                      ui.tr(app, "First dealer: %s") % names[self.dealer], ui.tr(app, "Start")]

    def select(self, app, i):
        if i == 0:
            def back(app):
                self.index = 1
                self.relabel(app)
            from menu import players  # only here: the table referee never edits names
            app.push(players.Players(app, back))
        elif i == 1:
            def pick(app, seat):
                self.dealer = seat
                self.index = 2
                self.relabel(app)
                app.pop()
            app.push(ui.PlayerPicker(ui.tr(app, "Who deals first?"), given_names(app), pick,
                                     index=self.dealer))
        else:
            import_once(NEW_GAME).begin(app, self.start)

    def start(self, app):
        options = dict(app.settings["king"])
        keeper = Keeper(given_names(app), ks.ScoreSheet(self.dealer, options))
        problem = keeper.save(app)
        if problem:
            app.push(ui.Message(problem))
        else:
            keeper.show_hub(app, replace=self)
